"""Shared e2e fixtures: the built dist/, a plain static server with a lab embed page, Chromium."""

from __future__ import annotations

import fcntl
import os
import shutil
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from bench import harness  # noqa: E402  (after the path is set)
from bench.harness import LabServer  # noqa: E402

ARTIFACTS = ROOT / "test-artifacts"


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    """dist/ to test: $SAFE_AGENT_DIST as built elsewhere, else this repo's, (re)built now."""
    given = os.environ.get("SAFE_AGENT_DIST")
    if given:
        path = Path(given).resolve()
        if not (path / "index.html").is_file():
            pytest.fail(f"SAFE_AGENT_DIST={given} has no index.html: point it at a built dist/")
        return path
    # Parallel workers (pytest-xdist) of one run share one build: the first to take the lock
    # builds, the others find this run's mark and reuse dist/.
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID", f"pid-{os.getpid()}")
    mark = ROOT / ".cache" / "dist-built-by-test-run"
    lock = ROOT / ".cache" / "dist-build.lock"
    lock.parent.mkdir(exist_ok=True)
    with lock.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        if not (mark.is_file() and mark.read_text(encoding="utf-8") == run):
            build = harness.load_build()
            try:
                build.build(ROOT / "dist")
            except build.BuildError as exc:
                pytest.fail(f"build.py failed: {exc}")
            mark.write_text(run, encoding="utf-8")
    return ROOT / "dist"


@pytest.fixture(scope="session")
def static_server(dist_dir: Path) -> Iterator[LabServer]:
    """A plain static server on 127.0.0.1 (no CORS headers), stopped after the session."""
    with harness.serving(dist_dir) as server:
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright, one per session."""
    missing = harness.chromium_missing()
    if missing:
        pytest.skip(missing)
    pytest.importorskip("playwright.sync_api")
    with harness.chromium() as launched:
        yield launched


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
        state = harness.wait_ready(self.frame, timeout)
        if state != "ready":
            raise AssertionError(
                f"Python did not start ({self.embedding}): {state}; "
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
def open_demo(browser: Any, static_server: LabServer) -> Iterator[Callable[..., DemoHandle]]:
    """Open the demo top level or in the lab's iframe; each call gets a fresh context."""
    contexts: list[Any] = []

    def opener(
        embedding: str = "top",
        suffix: str = "",
        viewport: tuple[int, int] = (1280, 800),
        iframe_height: int = 800,
    ) -> DemoHandle:
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
        handle.frame = harness.open_lab(page, static_server, embedding, suffix, iframe_height)
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
