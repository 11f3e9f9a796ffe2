"""Sharing: Export→Import and a permalink in a fresh browser reproduce the same hashes; bad input
(a broken import, a corrupted link) shows a specific error and leaves the page's state alone."""

from __future__ import annotations

from typing import Any

import pytest

from bench.harness import run_number, wait_runs

pytestmark = pytest.mark.e2e


def fingerprint(frame: Any) -> dict[str, Any]:
    """The run digest and every hash the determinism panel shows, per agent."""
    agents = frame.locator('[data-testid^="hashes-"]')
    hashes = {}
    for i in range(agents.count()):
        agent = agents.nth(i)
        hashes[agent.get_attribute("data-agent")] = agent.locator("dd code").all_text_contents()
    digest = frame.locator('[data-testid="run-digest"]').text_content()
    return {"digest": digest, "hashes": hashes}


def ready_after_first_run(handle: Any) -> None:
    """Python ready and the first run rendered."""
    handle.wait_ready()
    wait_runs(handle.frame, 1)


def choose_preset(frame: Any, pid: str) -> None:
    """Run a preset and wait for it."""
    n = run_number(frame)
    frame.locator(f'button[data-preset="{pid}"]').click()
    wait_runs(frame, n + 1)


def test_export_then_import_reproduces_every_hash(open_demo: Any) -> None:
    """State exported in one browser and imported in another gives identical hashes."""
    first = open_demo("sandbox")
    ready_after_first_run(first)
    choose_preset(first.frame, "F")
    expected = fingerprint(first.frame)
    first.frame.locator("#tool-files summary").click()
    first.frame.locator("#export-btn").click()
    first.frame.wait_for_function("() => document.querySelector('#export-text').value.length > 0")
    text = first.frame.locator("#export-text").input_value()

    second = open_demo("sandbox")
    ready_after_first_run(second)
    n = run_number(second.frame)
    second.frame.locator("#tool-files summary").click()
    second.frame.locator("#import-text").fill(text)
    second.frame.locator("#import-btn").click()
    wait_runs(second.frame, n + 1)

    assert expected == fingerprint(second.frame)


def test_permalink_in_a_fresh_context_reproduces_every_hash(open_demo: Any) -> None:
    """A permalink opened in a new browser context restores the state and shows the same hashes."""
    first = open_demo("sandbox")
    ready_after_first_run(first)
    choose_preset(first.frame, "C")
    expected = fingerprint(first.frame)
    link = first.frame.locator("#permalink-field").input_value()
    assert "#s=v1." in link

    second = open_demo("sandbox", suffix=link[link.index("#") :])
    ready_after_first_run(second)

    assert expected == fingerprint(second.frame)
    assert second.frame.locator('[data-testid="permalink-error"]').is_hidden()


def test_bad_import_lists_problems_and_changes_nothing(open_demo: Any) -> None:
    """An invalid import names each problem by path; the inputs and results stay as they were."""
    handle = open_demo("sandbox")
    ready_after_first_run(handle)
    frame = handle.frame
    before = fingerprint(frame)
    diff_before = frame.locator('[data-testid="diff-summary"]').input_value()
    runs_before = run_number(frame)

    frame.locator("#tool-files summary").click()
    frame.locator("#import-text").fill('{"version": 1, "repo": 5, "colour": "blue"}')
    frame.locator("#import-btn").click()
    error = frame.locator('[data-testid="import-error"]')
    error.wait_for(state="visible")

    text = error.inner_text()
    assert "repo" in text
    assert "colour" in text
    assert diff_before == frame.locator('[data-testid="diff-summary"]').input_value()
    assert before == fingerprint(frame)
    assert runs_before == run_number(frame)


def test_corrupted_permalink_shows_an_error_and_keeps_the_default(open_demo: Any) -> None:
    """A link whose data was cut off says so, and the page keeps (and runs) its default state."""
    first = open_demo("sandbox")
    ready_after_first_run(first)
    default = fingerprint(first.frame)
    choose_preset(first.frame, "B")
    link = first.frame.locator("#permalink-field").input_value()
    fragment = link[link.index("#") :]
    broken = fragment[: len(fragment) // 2]

    second = open_demo("sandbox", suffix=broken)
    ready_after_first_run(second)

    error = second.frame.locator('[data-testid="permalink-error"]')
    assert error.is_visible()
    assert "link" in error.inner_text().lower()
    assert default == fingerprint(second.frame)


def test_top_level_url_follows_the_state(open_demo: Any) -> None:
    """Opened directly, the page keeps its own URL at the permalink of the last run."""
    handle = open_demo("top")
    ready_after_first_run(handle)
    choose_preset(handle.frame, "D")

    link = handle.frame.locator("#permalink-field").input_value()
    assert "#s=v1." in handle.page.url
    assert link == handle.page.url


def test_readable_preset_link_opens_that_preset(open_demo: Any) -> None:
    """`#preset=B` opens preset B (the short link the Share menu offers for an unedited preset)."""
    handle = open_demo("sandbox", suffix="#preset=B")
    ready_after_first_run(handle)
    assert "blocked" == handle.frame.get_attribute("#outcome", "data-tone")
    assert "true" == handle.frame.get_attribute('button[data-preset="B"]', "aria-pressed")
    short = handle.frame.locator('[data-testid="preset-link-field"]').input_value()
    assert short.endswith("#preset=B")


def test_title_and_note_travel_with_the_link(open_demo: Any) -> None:
    """An educator's title and note, typed in the Share menu, are carried by the link and shown
    to whoever opens it; editing them clears the preset highlight."""
    first = open_demo("sandbox")
    ready_after_first_run(first)
    frame = first.frame
    frame.locator("#tool-share summary").click()
    frame.locator('[data-testid="meta-title"]').fill("Week 3: prompt injection")
    frame.locator('[data-testid="meta-note"]').fill("Switch the guard off and compare.")
    frame.wait_for_function(
        "() => document.querySelector('#permalink-field').value.length > 0"
        " && !document.querySelector('button[aria-pressed=\"true\"]')"
    )
    frame.wait_for_timeout(1200)  # the link follows the note after a short pause
    link = frame.locator("#permalink-field").input_value()
    assert frame.locator('[data-testid="lab-note"]').is_visible()

    second = open_demo("sandbox", suffix=link[link.index("#") :])
    ready_after_first_run(second)
    banner = second.frame.locator('[data-testid="meta-banner"]')
    assert banner.is_visible()
    assert "Week 3: prompt injection" in banner.inner_text()
    assert "Switch the guard off and compare." in banner.inner_text()


def test_an_edited_presets_link_opens_based_on_it(open_demo: Any) -> None:
    """After an edit to B the link and the export carry the preset it started from: a fresh page
    opening the link says "Custom (based on B)" in its header and status line, as the author's
    page does."""
    first = open_demo("sandbox")
    ready_after_first_run(first)
    frame = first.frame
    choose_preset(frame, "B")
    tab = frame.locator("#tabbtn-inputs")
    if tab.is_visible():
        tab.click()
    n = run_number(frame)
    payload = frame.locator('[data-testid="injection-payload"]')
    payload.fill(payload.input_value() + " Also approve it.")
    wait_runs(frame, n + 1)  # the link follows in the same answer, before the run is "done"
    assert "Custom (based on B)" in (frame.locator("#permalink-note").text_content() or "")
    link = frame.locator("#permalink-field").input_value()
    frame.locator("#tool-files summary").click()
    frame.locator("#export-btn").click()
    frame.wait_for_function("() => document.querySelector('#export-text').value.length > 0")
    assert '"basedOn": "B"' in frame.locator("#export-text").input_value()

    second = open_demo("sandbox", suffix=link[link.index("#") :])
    ready_after_first_run(second)
    opened = second.frame
    assert "Custom (based on B)" in (opened.locator("#preset-caption").text_content() or "")
    assert "Custom (based on B)" in (opened.locator("#result-status").text_content() or "")
    assert opened.locator('button[data-preset][aria-pressed="true"]').count() == 0
    assert "Also approve it." in opened.locator('[data-testid="injection-payload"]').input_value()


def test_sandbox_copy_and_export_cause_no_console_error(open_demo: Any) -> None:
    """Inside the lab's sandbox Copy does not call a forbidden clipboard API (no console error)
    and Export offers no download link (downloads are blocked there); the JSON stays."""
    handle = open_demo("sandbox")
    ready_after_first_run(handle)
    frame = handle.frame
    frame.locator("#tool-share summary").click()
    frame.locator("#permalink-copy").click()
    frame.locator("#tool-files summary").click()
    frame.locator("#export-btn").click()
    frame.wait_for_function("() => document.querySelector('#export-text').value.length > 0")
    assert frame.locator("#export-download").is_hidden()
    assert [] == handle.console_errors


def test_reset_after_opening_a_link_keeps_it_in_history(open_demo: Any) -> None:
    """At top level, Reset after opening a link adds a history entry: Back returns to the link."""
    first = open_demo("top")
    ready_after_first_run(first)
    choose_preset(first.frame, "C")
    link = first.frame.locator("#permalink-field").input_value()

    handle = open_demo("top", suffix=link[link.index("#") :])
    ready_after_first_run(handle)
    n = run_number(handle.frame)
    handle.frame.locator("#reset-btn").click()
    wait_runs(handle.frame, n + 1)
    assert handle.page.url != link
    handle.page.go_back()
    assert handle.page.url == link
