"""Every preset's result before Python (issue 23): the build's own answers (static-data.js) drawn at
first paint and at once on a pick, labelled in Python's words; a change made meanwhile kept and run
once Python is up; the live digest held to the build's (a mismatch is an error on the page); and,
without WebAssembly, all six presets readable with one line saying why editing is unavailable."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from test_page_presets import run_preset as click_preset  # sibling module (tests/e2e on sys.path)

from bench import harness
from bench.harness import CHROMIUM, CHROMIUM_ARGS, LabServer
from buildlib.page import unshare_strings

pytestmark = pytest.mark.e2e

IDS = "ABCDEF"


def static_data(dist: Path) -> dict[str, Any]:
    """window.SAFE_AGENT_STATIC as the build wrote it."""
    text = (dist / "static-data.js").read_text(encoding="utf-8")
    start = text.index("window.SAFE_AGENT_STATIC = ") + len("window.SAFE_AGENT_STATIC = ")
    data = dict(json.loads(text[start : text.rindex(";")]))
    data["runs"] = unshare_strings(data["runs"], data.get("strings") or [])
    return data


@contextmanager
def held_python(context: Any) -> Iterator[None]:
    """Hold every request for Pyodide's files and the payload scripts until the block ends: the
    page is kept in the moment before Python is up, for as long as the test needs."""
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)

    pattern = re.compile(r".*/(pyodide/|assets/|py/).*")
    context.route(pattern, hold)
    try:
        yield
    finally:
        for route in held:
            route.continue_()
        context.unroute(pattern)


def open_held(page: Any, server: LabServer, embedding: str, height: int = 420) -> Any:
    """harness.open_lab without waiting for the load event (held files hold it back)."""
    sandbox = harness.SANDBOX_TOKENS[embedding]
    if sandbox is None:
        page.goto(server.demo_url, wait_until="domcontentloaded")
        return page.main_frame
    page.goto(server.embed_url(server.prefix, sandbox, height), wait_until="domcontentloaded")
    frame = page.wait_for_selector("iframe#demo").content_frame()
    frame.wait_for_load_state("domcontentloaded")
    return frame


def built_shown(frame: Any, dist: Path, pid: str) -> None:
    """The page shows preset `pid` as the build computed it: outcome, why-card, grid, findings."""
    data = static_data(dist)
    result = data["runs"][pid]["run"]["result"]
    frame.wait_for_selector('#result-status[data-state="static"]', state="attached")
    assert frame.locator("#outcome-headline").text_content() == result["outcome"]["headline"]
    assert frame.get_attribute("#outcome", "data-tone") == result["outcome"]["tone"]
    assert frame.get_attribute("#outcome", "data-source") == "build"
    assert frame.locator("#why h3").text_content() == result["outcome"]["why"]["title"]
    frame.wait_for_selector('[data-testid="pipeline"] table.pipe', state="attached")
    cells = frame.locator("td.stage-cell[data-status]").count()
    assert cells == sum(len(a["stages"]) for a in result["agents"]), pid
    frame.wait_for_selector('[data-testid^="agent-"]', state="attached")
    for agent in result["agents"]:
        assert frame.locator(f'[data-testid="agent-{agent["agent"]}"]').count() == 1
    # The audit's clock readings are the live run's only.
    assert frame.locator('[data-testid="audit-card"]').count() == 0


def test_a_and_a_pick_are_shown_before_python_and_a_change_waits_for_it(
    browser: Any, static_server: LabServer, dist_dir: Path
) -> None:
    """Preset A at first paint, B at once on a tap, both labelled; Python-only controls say so;
    an edit made meanwhile is kept and is what runs once Python is up."""
    notices = static_data(dist_dir)["vocabulary"]["notices"]
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    try:
        with held_python(context):
            page = context.new_page()
            frame = open_held(page, static_server, "sandbox")
            built_shown(frame, dist_dir, "A")
            assert frame.locator("#result-status").text_content() == notices["builtPreset"].replace(
                "{preset}", "A"
            )
            run_btn = frame.locator("#run-btn")
            assert (
                run_btn.is_disabled() and run_btn.get_attribute("title") == notices["needsPython"]
            )

            frame.locator('button[data-preset="B"]').click()
            built_shown(frame, dist_dir, "B")
            assert frame.get_attribute('button[data-preset="B"]', "aria-pressed") == "true"

            # The inputs are there before Python; an edit is kept (and said so).
            frame.locator('.tabs [data-tab="inputs"]').click()
            frame.locator('[data-testid="guardrail-injectionGuard"]').uncheck()
            assert frame.locator("#result-status").text_content() == notices["changeKept"]
            assert frame.get_attribute("#py-status", "data-state") == "loading"
        # Python now starts; the edited state (B with the guard off, not preset B) runs.
        harness.wait_runs(frame, 1, timeout=120_000)
        assert frame.get_attribute("#outcome", "data-source") == "live"
        assert frame.get_attribute("#outcome", "data-tone") == "unsafe"
        assert frame.get_attribute('button[data-preset="B"]', "aria-pressed") == "false"
    finally:
        context.close()


# The build's result in view, as nodes: they stay in the page when the live run confirms it.
KEEP = """() => { window.__kept = ['#why .why-card', '[data-testid="pipeline"]',
  '[data-testid^="agent-"]', '[data-testid="determinism"]', '[data-explain]']
  .map((s) => document.querySelector(s)); return window.__kept.every(Boolean); }"""


@pytest.mark.parametrize("pid", ["A", "B"])
def test_a_live_digest_equal_to_the_builds_does_not_draw_the_result_again(
    browser: Any, static_server: LabServer, dist_dir: Path, pid: str
) -> None:
    """Preset A as the page opens, or B picked before Python is up: the live run's digest is the
    build's, so the result in view stays (the same nodes) and only what the live run adds is
    drawn: the status line's run, the audit log's events, Replay working on the live result."""
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    try:
        with held_python(context):
            page = context.new_page()
            frame = open_held(page, static_server, "top")
            if pid != "A":
                built_shown(frame, dist_dir, "A")
                frame.locator(f'button[data-preset="{pid}"]').click()
            built_shown(frame, dist_dir, pid)
            frame.wait_for_selector("[data-explain]", state="attached")
            frame.wait_for_selector('[data-testid="audit-later"]', state="attached")
            assert frame.evaluate(KEEP)
        harness.wait_runs(frame, 1, timeout=120_000)
        assert frame.evaluate("window.__kept.every((n) => n.isConnected)")
        assert frame.get_attribute("#result", "data-digest") == "match"
        assert frame.get_attribute("#outcome", "data-source") == "live"
        assert frame.locator("#run-error").is_hidden()
        # The audit log is the live run's (its tab not open: drawn after the result is done).
        frame.locator('.tabs [data-tab="audit"]').click()
        assert frame.locator('[data-testid="audit-card"]').count() > 0
        assert frame.locator('[data-testid="audit-later"]').count() == 0
        frame.locator('.tabs [data-tab="details"]').click()
        frame.locator("#replay-btn").click()
        frame.wait_for_selector('[data-testid="replay-result"] .replay-verdict[data-match="true"]')
    finally:
        context.close()


# Runs in the frame before its scripts: when the first payload script is added, and whether
# preset A's result (the build's why-card, grid and findings) was in the page by then.
PAYLOAD_PROBE = """
(() => {
  const seen = (window.__payloadStart = { grid: null, findings: null, at: null });
  new MutationObserver(() => {
    if (seen.at !== null) return;
    const tag = document.querySelector('script[src*="/assets/"]');
    if (!tag) return;
    seen.at = performance.now();
    seen.grid = !!document.querySelector('[data-testid="pipeline"] table.pipe');
    seen.findings = !!document.querySelector('[data-testid^="agent-"]');
  }).observe(document, { subtree: true, childList: true });
})();
"""


def test_sandboxed_frame_loads_python_after_the_first_result_is_drawn(
    browser: Any, static_server: LabServer, dist_dir: Path
) -> None:
    """In the lab's sandboxed frame, Python's payload scripts (parsed on every core) are requested
    only once preset A's result in view is drawn, so they cannot starve its first layout; Python
    still starts and the live run confirms the build's digest."""
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    context.add_init_script(PAYLOAD_PROBE)
    try:
        page = context.new_page()
        frame = harness.open_lab(page, static_server, "sandbox", height=420)
        harness.wait_done(frame, timeout=120_000)
        seen = frame.evaluate("window.__payloadStart")
        assert seen["at"] is not None, "no payload script was requested"
        assert seen["grid"] and seen["findings"], seen
        assert frame.get_attribute("#result", "data-digest") == "match"
    finally:
        context.close()


def test_every_live_digest_is_the_builds(open_demo: Any, dist_dir: Path) -> None:
    """Each preset run live gives the digest the build wrote for it; no mismatch is shown."""
    runs = static_data(dist_dir)["runs"]
    handle = open_demo("top")
    handle.wait_ready()
    harness.wait_runs(handle.frame, 1)
    assert handle.frame.get_attribute("#result", "data-digest") == "match"
    for pid in IDS:
        click_preset(handle.frame, pid)
        digest = handle.frame.locator('[data-testid="run-digest"]').text_content()
        assert digest == runs[pid]["run"]["result"]["digest"], pid
        assert handle.frame.get_attribute("#result", "data-digest") == "match", pid
        assert handle.frame.locator("#run-error").is_hidden(), pid


def test_a_live_digest_unlike_the_builds_is_an_error_on_the_page(
    browser: Any, static_server: LabServer, dist_dir: Path
) -> None:
    """A static-data.js whose digest for A is not what Python computes: the page says so."""
    notices = static_data(dist_dir)["vocabulary"]["notices"]
    text = (dist_dir / "static-data.js").read_text(encoding="utf-8")
    data = static_data(dist_dir)
    wrong = data["runs"]["A"]["run"]["result"]["digest"]
    forged = text.replace(wrong, "0" * len(wrong))
    context = browser.new_context()
    try:
        context.route(
            re.compile(r".*/static-data\.js$"),
            lambda route: route.fulfill(body=forged, content_type="text/javascript"),
        )
        page = context.new_page()
        frame = harness.open_lab(page, static_server, "top")
        harness.wait_runs(frame, 1, timeout=120_000)
        assert frame.get_attribute("#result", "data-digest") == "mismatch"
        error = frame.locator("#run-error")
        assert error.is_visible()
        assert notices["mismatchTitle"] in (error.text_content() or "")
    finally:
        context.close()


@pytest.fixture(scope="module")
def no_wasm_browser(browser: Any) -> Iterator[Any]:
    """Chromium with WebAssembly switched off. V8's `--noexpose_wasm` is gone (Chromium 156
    still has `typeof WebAssembly == "object"` with it; Node 24 refuses it as a bad option), so
    the flag is `--jitless` (no executable memory: V8 then exposes no WebAssembly at all, as in
    locked-down browsers); the test checks that WebAssembly is indeed missing."""
    launched = browser.browser_type.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, "--js-flags=--jitless"]
    )
    try:
        yield launched
    finally:
        launched.close()


@pytest.mark.parametrize("embedding", ["top", "sandbox"])
def test_without_webassembly_all_six_presets_are_readable(
    no_wasm_browser: Any, static_server: LabServer, dist_dir: Path, embedding: str
) -> None:
    """No WebAssembly: one line says why editing is unavailable; every preset still shows its
    outcome, why-card, grid and findings as the build computed them."""
    notices = static_data(dist_dir)["vocabulary"]["notices"]
    context = no_wasm_browser.new_context(viewport={"width": 1100, "height": 800})
    try:
        page = context.new_page()
        frame = harness.open_lab(page, static_server, embedding, height=420)
        assert frame.evaluate("typeof WebAssembly") == "undefined"
        frame.wait_for_selector('#py-status[data-state="error"]', state="attached")
        assert frame.locator("#py-label-text").text_content() == notices["noWasm"]
        for pid in IDS:
            frame.locator(f'button[data-preset="{pid}"]').click()
            built_shown(frame, dist_dir, pid)
            assert frame.locator("#result-status").text_content() == notices["staticOnly"]
        assert frame.locator("#run-btn").is_disabled()
    finally:
        context.close()
