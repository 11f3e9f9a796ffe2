"""The page's watchdog (issue 25, item 3): a run or link that Python does not answer within
`watchdogSeconds` is stopped (the worker ended, Python started again), the reader is told in
Python's words what was stopped and why, the page stays usable, and a link that hung leaves the
address bar. No link can make Python hang on purpose, so the test does it from outside the page:
an init script wraps the page's Worker so the calls it names never reach Python."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench import harness
from bench.harness import LabServer
from buildlib.page import unshare_strings

pytestmark = pytest.mark.e2e

# Calls whose op is in window.__hangOps (each entry used once) are swallowed: no answer comes.
HANG = """
(() => {
  const Real = window.Worker;
  if (!Real) return;
  window.__hangOps = %s;
  window.Worker = function (url, options) {
    const worker = new Real(url, options);
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message, transfer) => {
      if (message && message.type === "call") {
        const at = window.__hangOps.indexOf(JSON.parse(message.request).op);
        if (at >= 0) { window.__hangOps.splice(at, 1); return; }
      }
      return transfer ? post(message, transfer) : post(message);
    };
    return worker;
  };
  window.Worker.prototype = Real.prototype;
})();
"""


def notices(dist: Path) -> tuple[dict[str, str], int, dict[str, Any]]:
    """Python's notices, the watchdog's seconds and each preset's build-time run."""
    text = (dist / "static-data.js").read_text(encoding="utf-8")
    data = json.loads(text[text.index("= ") + 2 : text.rindex(";")])
    vocabulary = data["vocabulary"]
    runs = unshare_strings(data["runs"], data.get("strings") or [])
    return vocabulary["notices"], vocabulary["watchdogSeconds"], runs


@pytest.fixture
def hanging(browser: Any) -> Iterator[Any]:
    """A fresh context factory whose pages swallow the calls named."""
    contexts: list[Any] = []

    def make(ops: list[str]) -> Any:
        context = browser.new_context(viewport={"width": 1100, "height": 800})
        context.add_init_script(HANG % json.dumps(ops))
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


def stopped_and_recovered(frame: Any, words: dict[str, str], seconds: int, which: str) -> None:
    """The stop is shown in Python's words; Python comes back up."""
    box = frame.wait_for_selector(
        '#run-error[data-stopped="true"]', state="visible", timeout=(seconds + 20) * 1000
    )
    text = box.text_content() or ""
    assert words["stoppedTitle"].replace("{seconds}", str(seconds)) in text
    assert words[which].replace("{seconds}", str(seconds)) in text
    frame.wait_for_selector('#py-status[data-state="ready"]', state="attached", timeout=60_000)
    assert frame.evaluate("window.SafeAgentRuntime.restarts") == 1


def test_a_run_that_never_answers_is_stopped_and_the_page_recovers(
    hanging: Any, static_server: LabServer, dist_dir: Path
) -> None:
    words, seconds, runs = notices(dist_dir)
    page = hanging([]).new_page()
    frame = harness.open_lab(page, static_server, "top")
    harness.wait_runs(frame, 1, timeout=120_000)
    frame.evaluate("window.__hangOps.push('run')")
    frame.locator("#run-btn").click()
    stopped_and_recovered(frame, words, seconds, "stoppedRun")
    # Usable again: a preset runs live in the restarted Python.
    before = harness.run_number(frame)
    frame.locator('button[data-preset="C"]').click()
    harness.wait_runs(frame, before + 1)
    headline = frame.locator("#outcome-headline").text_content()
    assert headline == runs["C"]["run"]["result"]["outcome"]["headline"]
    assert frame.locator("#run-error").is_hidden()


def test_a_link_that_never_answers_is_stopped_and_leaves_the_address_bar(
    hanging: Any, static_server: LabServer, dist_dir: Path
) -> None:
    words, seconds, runs = notices(dist_dir)
    page = hanging(["run"]).new_page()
    frame = harness.open_lab(page, static_server, "top", "#preset=B")
    stopped_and_recovered(frame, words, seconds, "stoppedLink")
    assert "preset=B" not in page.url and "#s=" not in page.url
    # What a reload opens (in a page whose calls all reach Python): preset A, not the link.
    again = hanging([]).new_page()
    again.goto(page.url)
    harness.wait_runs(again.main_frame, 1, timeout=120_000)
    headline = again.locator("#outcome-headline").text_content()
    assert headline == runs["A"]["run"]["result"]["outcome"]["headline"]
