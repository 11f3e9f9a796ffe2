"""Screenshots of the lab frame (sandboxed iframe, 420 px high) for every preset at 1100 and 375 px.

Run with the project's venv after building dist/: `.venv/bin/python scripts/screenshots.py`.
Writes docs/screenshots/preset-<id>-<width>.png (the frame only, as a reader sees it).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench import harness  # noqa: E402  (after the path is set)

OUT = ROOT / "docs" / "screenshots"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    presets = sys.argv[1:] or list("ABCDEF")
    with harness.serving(ROOT / "dist") as server, harness.chromium() as browser:
        for width in (1100, 375):
            page = browser.new_context(viewport={"width": width, "height": 600}).new_page()
            frame = harness.open_lab(page, server, "sandbox", height=harness.LAB_HEIGHT)
            harness.wait_done(frame, timeout=90_000)
            for pid in presets:
                before = frame.locator("#result-status").text_content() or ""
                frame.locator(f'button[data-preset="{pid}"]').click()
                harness.wait_next_run(frame, before)
                page.wait_for_timeout(400 if pid != "E" else 1200)
                page.locator("iframe#demo").screenshot(path=str(OUT / f"preset-{pid}-{width}.png"))
            page.context.close()
    print(f"wrote {len(presets) * 2} screenshots to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
