"""A solved leak or sneak in the lab's sandboxed 420 px frame: shown as a miss, never as safe."""

from __future__ import annotations

from typing import Any

import pytest

from bench.harness import wait_runs

pytestmark = pytest.mark.e2e


def _leak() -> Any:
    """A solved leak-a-secret: the key glued to letters, out of its assignment (its hints)."""
    from safe_agent import challenges
    from safe_agent.challenges.leak_a_secret import SECRET

    start = challenges.start("leak-a-secret")
    f = start.changedFiles[0]
    content = f.content.replace(
        f'AWS_ACCESS_KEY_ID = "{SECRET}"', f"# the key used to be x{SECRET}x"
    )
    return start.model_copy(update={"changedFiles": [f.model_copy(update={"content": content})]})


def _sneak() -> Any:
    """A solved sneak-a-file: the denied file written through the repository's symbolic link."""
    from safe_agent import challenges

    start = challenges.start("sneak-a-file")
    files = list(start.changedFiles)
    files[1] = files[1].model_copy(update={"path": "src/legacy-config/refunds.env"})
    return start.model_copy(update={"changedFiles": files})


def _opened(open_demo: Any, suffix: str, width: int) -> Any:
    handle = open_demo("sandbox", suffix=suffix, viewport=(width, 800), iframe_height=420)
    handle.wait_ready()
    wait_runs(handle.frame, 1)
    return handle.frame


@pytest.mark.parametrize("width", [1100, 375])
def test_a_solved_leak_reads_missed_by_redaction_and_never_shows_the_key_in_its_card(
    open_demo: Any, width: int
) -> None:
    from safe_agent import challenges
    from safe_agent.challenges import leak_a_secret

    frame = _opened(open_demo, challenges.fragment("leak-a-secret", _leak()), width)
    outcome = frame.locator("#outcome")
    assert outcome.get_attribute("data-tone") == "missed"
    headline = frame.locator("#outcome-headline").text_content() or ""
    assert headline.startswith("Missed by redaction:") and "src/refunds/settings.py" in headline
    card = frame.locator(".why-card").text_content() or ""
    assert leak_a_secret.SECRET not in card and "[the secret, hidden here]" in card
    cells = frame.locator('td[data-stage="redaction"]')
    assert cells.count() == 3
    assert all(cells.nth(i).get_attribute("data-status") == "missed" for i in range(3))


def test_a_solved_sneak_reads_missed_by_the_path_policy(open_demo: Any) -> None:
    from safe_agent import challenges

    frame = _opened(open_demo, challenges.fragment("sneak-a-file", _sneak()), 1100)
    assert frame.locator("#outcome").get_attribute("data-tone") == "missed"
    headline = frame.locator("#outcome-headline").text_content() or ""
    assert headline == "Missed by the path policy: a file from configs/ reached the model."
    status = frame.locator('td[data-stage="path_policy"]').first.get_attribute("data-status")
    assert status == "missed"
