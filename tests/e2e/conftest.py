"""Shared e2e fixtures: the built dist/, a plain static server with a lab embed page, Chromium."""

from __future__ import annotations

import importlib.util
import os
import shutil
import threading
import urllib.parse
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PREFIX = "/demos/safe-agent-pipeline/"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("SAFE_AGENT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SANDBOX_TOKENS = {
    "top": None,
    "sandbox": "allow-scripts allow-forms",
    "sandbox-same-origin": "allow-scripts allow-forms allow-same-origin",
}


def load_build_module() -> Any:
    """Import build.py from the repo root (it is a script, not a package)."""
    spec = importlib.util.spec_from_file_location("safe_agent_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    """dist/ to test: $SAFE_AGENT_DIST as built elsewhere, else this repo's, (re)built now."""
    given = os.environ.get("SAFE_AGENT_DIST")
    if given:
        path = Path(given).resolve()
        if not (path / "index.html").is_file():
            pytest.fail(f"SAFE_AGENT_DIST={given} has no index.html: point it at a built dist/")
        return path
    build = load_build_module()
    try:
        build.build(ROOT / "dist")
    except build.BuildError as exc:
        pytest.fail(f"build.py failed: {exc}")
    return ROOT / "dist"


@dataclass
class StaticServer:
    """A running loopback server: dist/ under PREFIX plus /lab/embed.html."""

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


@pytest.fixture(scope="session")
def static_server(dist_dir: Path) -> Iterator[StaticServer]:
    """A plain static server on 127.0.0.1 (no CORS headers), stopped after the session."""
    build = load_build_module()
    server = build.make_server(dist_dir, "127.0.0.1", 0, PREFIX)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield StaticServer(origin=f"http://127.0.0.1:{server.server_address[1]}")
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright, one per session."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing: apt-get install chromium")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@dataclass
class DemoHandle:
    """One opened demo: the page, the frame it runs in, and what it did."""

    page: Any
    frame: Any
    embedding: str
    origin: str
    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def wait_ready(self, timeout: float = 60_000) -> None:
        """Wait until Python is ready; fail with the page's message if it reports an error."""
        status = self.frame.wait_for_selector(
            '#py-status[data-state="ready"], #py-status[data-state="error"]',
            timeout=timeout,
            state="attached",
        )
        if status.get_attribute("data-state") != "ready":
            raise AssertionError(
                f"Python did not start ({self.embedding}): {status.text_content()!r}; "
                f"console errors: {self.console_errors}"
            )

    def foreign_requests(self) -> list[str]:
        """Requests that left the dist's own origin (blob:/data: made in the page are local)."""
        return [
            url
            for url in self.requests
            if not url.startswith(self.origin + "/") and not url.startswith(("blob:", "data:"))
        ]

    def screenshot(self, name: str) -> Path:
        """Save a full-page screenshot under test-artifacts/."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path


@pytest.fixture
def open_demo(browser: Any, static_server: StaticServer) -> Iterator[Callable[..., DemoHandle]]:
    """Open the demo top level or in the lab's iframe; each call gets a fresh context."""
    contexts: list[Any] = []

    def opener(
        embedding: str = "top",
        suffix: str = "",
        viewport: tuple[int, int] = (1280, 800),
        iframe_height: int = 800,
    ) -> DemoHandle:
        if embedding not in SANDBOX_TOKENS:
            raise ValueError(f"embedding must be one of {sorted(SANDBOX_TOKENS)}")
        context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
        contexts.append(context)
        page = context.new_page()
        handle = DemoHandle(
            page=page, frame=page.main_frame, embedding=embedding, origin=static_server.origin
        )
        context.on("request", lambda request: handle.requests.append(request.url))
        page.on(
            "console",
            lambda message: (
                message.type == "error"
                and handle.console_errors.append(f"{message.text} @ {message.location.get('url')}")
            ),
        )
        page.on("pageerror", lambda error: handle.page_errors.append(str(error)))
        src = static_server.prefix + suffix
        if embedding == "top":
            page.goto(static_server.origin + src)
        else:
            url = static_server.embed_url(src, SANDBOX_TOKENS[embedding], iframe_height)
            page.goto(url)
            element = page.wait_for_selector("iframe#demo")
            frame = element.content_frame()
            assert frame is not None
            frame.wait_for_load_state("domcontentloaded")
            handle.frame = frame
        return handle

    yield opener
    for context in contexts:
        context.close()


@pytest.fixture(scope="session")
def file_dist(dist_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of dist/ to open from file:// (the page must say how to serve it)."""
    target = tmp_path_factory.mktemp("file-dist") / "dist"
    shutil.copytree(dist_dir, target)
    return target
