"""The one browser harness: build.py as a module, the static server, the lab pages, Chromium and
the waits, shared by the end-to-end tests (`tests/e2e/conftest.py`), `bench/page.py` and
`scripts/screenshots.py`.

The lab pages: the demo top level, or inside the lab's iframe (`/lab/embed.html`, served by
build.py's own server) sandboxed as the lab embeds it (`allow-scripts allow-forms`: an opaque
origin), optionally with `allow-same-origin`, at a given height (the lab's frame is 420 px high).
Playwright is imported only when a browser is launched, so importing this module needs none.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import threading
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
# Where the lab serves the demo; the embed page lives at /lab/embed.html on the same server.
PREFIX = "/demos/safe-agent-pipeline/"
CHROMIUM = os.environ.get("SAFE_AGENT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# The lab's iframe: sandboxed without allow-same-origin (an opaque origin), 420 px high.
SANDBOX = "allow-scripts allow-forms"
LAB_HEIGHT = 420
# How the demo can be embedded: top level, the lab's sandbox, and the sandbox with same-origin.
SANDBOX_TOKENS: dict[str, str | None] = {
    "top": None,
    "sandbox": SANDBOX,
    "sandbox-same-origin": SANDBOX + " allow-same-origin",
}


@functools.cache
def load_build() -> Any:
    """build.py (a script at the repo root, not a package), imported as a module once."""
    spec = importlib.util.spec_from_file_location("safe_agent_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --------------------------------------------------------------------------- the static server


@dataclass
class LabServer:
    """A running loopback server: a dist/ under `prefix` plus the lab's /lab/embed.html."""

    origin: str
    prefix: str = PREFIX

    @property
    def demo_url(self) -> str:
        """The demo's index URL."""
        return self.origin + self.prefix

    def embed_url(self, src: str, sandbox: str | None, height: int = 800) -> str:
        """The lab host page showing `src` (a path with query/fragment) in an iframe."""
        query = {"src": src, "h": str(height)}
        if sandbox is not None:
            query["sandbox"] = sandbox
        return f"{self.origin}/lab/embed.html?{urllib.parse.urlencode(query)}"


@contextmanager
def serving(dist: Path = DIST, prefix: str = PREFIX, handler: Any = None) -> Iterator[LabServer]:
    """Serve `dist` on 127.0.0.1 (a free port, no CORS headers) with build.py's static server,
    or with `handler` (a subclass of build.py's `StaticHandler`), until the block ends."""
    build = load_build()
    if handler is None:
        server = build.make_server(dist, "127.0.0.1", 0, prefix)
    else:
        server = build.QuietServer(
            ("127.0.0.1", 0), functools.partial(handler, directory=str(dist))
        )
        server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield LabServer(origin=f"http://127.0.0.1:{server.server_address[1]}", prefix=prefix)
    finally:
        server.shutdown()
        server.server_close()


# --------------------------------------------------------------------------- Chromium and pages


def chromium_missing() -> str | None:
    """Why Debian's Chromium cannot be used here, or None."""
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} is missing: apt-get install chromium"
    return None


@contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium (headless, with the harness's flags) driven by Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def open_lab(
    page: Any, server: LabServer, embedding: str = "top", suffix: str = "", height: int = 800
) -> Any:
    """Open the demo in `page` top level or in the lab's iframe (`embedding`, a key of
    SANDBOX_TOKENS; `height` is the iframe's); return the frame the demo runs in."""
    if embedding not in SANDBOX_TOKENS:
        raise ValueError(f"embedding must be one of {sorted(SANDBOX_TOKENS)}")
    src = server.prefix + suffix
    if embedding == "top":
        page.goto(server.origin + src)
        return page.main_frame
    page.goto(server.embed_url(src, SANDBOX_TOKENS[embedding], height))
    frame = page.wait_for_selector("iframe#demo").content_frame()
    assert frame is not None
    frame.wait_for_load_state("domcontentloaded")
    return frame


# --------------------------------------------------------------------------- waits

# The status line reads "Run <n> finished · …" once run n has rendered.
_RUN_DONE = """n => {
    const el = document.querySelector('#result-status');
    const m = /Run (\\d+)/.exec(el.textContent || '');
    return el.dataset.state === 'done' && m && Number(m[1]) >= n;
}"""
_NEXT_RUN_DONE = """before => {
    const el = document.querySelector('#result-status');
    return el.dataset.state === 'done' && el.textContent !== before;
}"""


def wait_ready(frame: Any, timeout: float = 60_000) -> str:
    """Wait until Python is ready or has failed; return the start-up status's data-state and
    text as "ready" or "error: <what the page says>"."""
    status = frame.wait_for_selector(
        '#py-status[data-state="ready"], #py-status[data-state="error"]',
        timeout=timeout,
        state="attached",
    )
    if status.get_attribute("data-state") == "ready":
        return "ready"
    return f"error: {status.text_content()!r}"


def wait_done(frame: Any, timeout: float = 60_000) -> None:
    """Wait until a run's result is shown and the link follows it (`data-state="done"`)."""
    frame.wait_for_selector('#result-status[data-state="done"]', timeout=timeout, state="attached")


def wait_runs(frame: Any, at_least: int, timeout: float = 60_000) -> None:
    """Wait until the page has rendered run number `at_least` (or later)."""
    frame.wait_for_function(_RUN_DONE, arg=at_least, timeout=timeout)


def wait_next_run(frame: Any, before: str, timeout: float = 60_000) -> None:
    """Wait until a run after the one whose status line read `before` is done."""
    frame.wait_for_function(_NEXT_RUN_DONE, arg=before, timeout=timeout)


def run_number(frame: Any) -> int:
    """The number of the last run the status line reports (0 before the first)."""
    words = (frame.locator("#result-status").text_content() or "").split()
    return int(words[1]) if len(words) > 1 and words[0] == "Run" and words[1].isdigit() else 0
