"""Screenshots of the lab frame (sandboxed iframe, 420 px high) for every preset at 1100 and 375 px.

Run with the project's venv after building dist/: `.venv/bin/python scripts/screenshots.py`.
Writes docs/screenshots/preset-<id>-<width>.png (the frame only, as a reader sees it).
"""

from __future__ import annotations

import importlib.util
import sys
import threading
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.page import CHROMIUM, CHROMIUM_ARGS, PREFIX  # noqa: E402  (after the path is set)

OUT = ROOT / "docs" / "screenshots"


def _build_module():
    spec = importlib.util.spec_from_file_location("safe_agent_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    build = _build_module()
    server = build.make_server(ROOT / "dist", "127.0.0.1", 0, PREFIX)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    OUT.mkdir(parents=True, exist_ok=True)
    presets = sys.argv[1:] or list("ABCDEF")
    query = urllib.parse.urlencode(
        {"src": PREFIX, "h": "420", "sandbox": "allow-scripts allow-forms"}
    )
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for width in (1100, 375):
            page = browser.new_context(viewport={"width": width, "height": 600}).new_page()
            page.goto(f"{origin}/lab/embed.html?{query}")
            frame = page.wait_for_selector("iframe#demo").content_frame()
            assert frame is not None
            frame.wait_for_selector('#result-status[data-state="done"]', timeout=90_000)
            for pid in presets:
                before = frame.locator("#result-status").text_content() or ""
                frame.locator(f'button[data-preset="{pid}"]').click()
                frame.wait_for_function(
                    "b => { const el = document.querySelector('#result-status');"
                    " return el.dataset.state === 'done' && el.textContent !== b; }",
                    arg=before,
                    timeout=60_000,
                )
                page.wait_for_timeout(400 if pid != "E" else 1200)
                page.locator("iframe#demo").screenshot(path=str(OUT / f"preset-{pid}-{width}.png"))
            page.context.close()
        browser.close()
    server.shutdown()
    print(f"wrote {len(presets) * 2} screenshots to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
