"""Accessibility: no serious axe violation, named preset buttons, keyboard focus that shows, and
inputs beside the result only where there is room."""

from __future__ import annotations

from typing import Any

import pytest
from axe import serious_violations

from bench.harness import wait_runs

pytestmark = pytest.mark.e2e


@pytest.fixture
def lab(open_demo: Any) -> Any:
    """The demo in the sandboxed lab iframe, first run rendered."""
    handle = open_demo("sandbox")
    handle.wait_ready()
    wait_runs(handle.frame, 1)
    return handle


def test_axe_finds_no_serious_violation(lab: Any) -> None:
    """axe-core finds no serious or critical violation in a passing, a blocked and a failed run."""
    found = {}
    for n, pid in enumerate(["A", "B", "D"], start=2):
        lab.frame.locator(f'button[data-preset="{pid}"]').click()
        wait_runs(lab.frame, n)
        lab.frame.locator("details").evaluate_all("els => els.forEach(e => { e.open = true; })")
        found[pid] = serious_violations(lab.frame)

    assert {"A": [], "B": [], "D": []} == found


def test_preset_buttons_carry_letter_and_title(lab: Any) -> None:
    """Each preset button's accessible name is 'Preset X — Title'."""
    button = lab.frame.get_by_role("button", name="Preset B — Injection attempt blocked")

    assert 1 == button.count()
    assert "B" == button.get_attribute("data-preset")


def test_keyboard_reaches_run_with_a_visible_focus_ring(lab: Any) -> None:
    """Tabbing reaches the Run button, which then shows an outline."""
    lab.frame.locator("body").focus()
    for _ in range(300):
        lab.page.keyboard.press("Tab")
        if lab.frame.evaluate("() => document.activeElement && document.activeElement.id") == (
            "run-btn"
        ):
            break
    outline = lab.frame.evaluate(
        "() => { const s = getComputedStyle(document.activeElement);"
        " return [document.activeElement.id, s.outlineStyle, s.outlineWidth]; }"
    )

    assert "run-btn" == outline[0]
    assert "none" != outline[1]
    assert "0px" != outline[2]


@pytest.mark.parametrize(("width", "beside"), [(1280, True), (800, False)])
def test_inputs_sit_beside_the_result_only_on_wide_tall_screens(
    open_demo: Any, width: int, beside: bool
) -> None:
    """At top level on a wide, tall screen the inputs sit beside the result; narrower, they are
    one tab away and the result takes the whole width."""
    handle = open_demo("top", viewport=(width, 800))
    handle.wait_ready()
    wait_runs(handle.frame, 1)
    boxes = handle.frame.evaluate(
        "() => ['tab-inputs', 'outcome'].map(id => document.getElementById(id)"
        ".getBoundingClientRect().toJSON())"
    )
    side_by_side = boxes[0]["width"] > 0 and boxes[0]["right"] <= boxes[1]["left"]
    assert beside == side_by_side
