"""Challenges and the missed outcome in the lab's sandboxed 420 px frame, as students meet them."""

from __future__ import annotations

from typing import Any

import pytest

from bench.harness import run_number, wait_runs

pytestmark = pytest.mark.e2e

FRAME_H = 420


def slipping_attack() -> str:
    """A real attack the guard misses: the example slip-past-guard's third hint gives a student
    (a request to drop the findings and approve, worded as a signed-off checklist)."""
    from safe_agent import challenges

    hint = challenges.CHALLENGES["slip-past-guard"].hints[2]
    return hint[hint.index("“") + 1 : hint.index("”")]


def opened(open_demo: Any, suffix: str, width: int = 1100) -> Any:
    handle = open_demo("sandbox", suffix=suffix, viewport=(width, 800), iframe_height=FRAME_H)
    handle.wait_ready()
    wait_runs(handle.frame, 1)
    return handle


def verdict(frame: Any) -> str:
    frame.wait_for_selector('[data-testid="challenge-verdict"]:not([data-solved="pending"])')
    solved: str = frame.get_attribute('[data-testid="challenge-verdict"]', "data-solved")
    return solved


def test_a_challenge_link_opens_its_scenario_goal_hints_and_verdict(open_demo: Any) -> None:
    """`#challenge=slip-past-guard` loads preset B's scenario: the panel shows the goal and a
    'Not yet' verdict; hints come one at a time."""
    handle = opened(open_demo, "#challenge=slip-past-guard")
    frame = handle.frame
    panel = frame.locator('[data-testid="challenge"]')
    assert panel.is_visible()
    assert "Goal" in panel.inner_text()
    assert verdict(frame) == "false"
    assert frame.get_attribute("#outcome", "data-tone") == "blocked"
    assert frame.locator('[data-testid="challenge-hint-1"]').count() == 0
    frame.locator('[data-testid="challenge-hint-btn"]').click()
    assert frame.locator('[data-testid="challenge-hint-1"]').is_visible()
    assert frame.locator('[data-testid="challenge-hint-2"]').count() == 0


def test_a_missed_attack_solves_slip_past_guard_and_its_link_replays_it(open_demo: Any) -> None:
    """An attack worded so that no layer of the guard knows it: the outcome is 'missed', every
    agent badge says it obeyed, the verdict is 'Solved', and the shared link opens solved."""
    handle = opened(open_demo, "#challenge=slip-past-guard")
    frame = handle.frame
    before = run_number(frame)
    frame.locator("#tabbtn-inputs").click()
    frame.locator('[data-testid="injection-payload"]').fill(slipping_attack())
    wait_runs(frame, before + 1)
    assert verdict(frame) == "true"
    assert frame.get_attribute("#outcome", "data-tone") == "missed"
    assert "did not recognise" in frame.locator("#outcome-headline").inner_text()
    badges = frame.locator("table.pipe thead .badge").all_inner_texts()
    assert badges and all("obeyed the planted text" in b for b in badges)
    link = frame.locator('[data-testid="permalink-field"]').input_value()
    assert "#challenge=slip-past-guard&s=v1." in link
    handle.page.screenshot(path="test-artifacts/challenge-solved.png")

    again = opened(open_demo, link[link.index("#") :])
    assert verdict(again.frame) == "true"
    assert again.frame.get_attribute("#outcome", "data-tone") == "missed"


def test_the_challenges_menu_lists_every_challenge_and_level_and_opens_one(open_demo: Any) -> None:
    from safe_agent import challenges

    handle = opened(open_demo, "")
    frame = handle.frame
    before = run_number(frame)
    frame.locator("#tool-challenges > summary").click()
    picks = frame.locator("button.challenge-pick")
    picks.first.wait_for()
    listed = [picks.nth(i).get_attribute("data-challenge") for i in range(picks.count())]
    assert listed == list(challenges.ALL), listed
    frame.locator('button.challenge-pick[data-challenge="sneak-a-file"]').click()
    wait_runs(frame, before + 1)
    assert "path policy" in frame.locator('[data-testid="challenge"]').inner_text()
    assert verdict(frame) == "false"
