"""Path policy: deny wins, paths normalised first, traversal and other tricks never allowed."""

from __future__ import annotations

import pytest
from safe_agent.path_policy import decide
from safe_agent.types import DEFAULT_ALLOW_PATHS, DEFAULT_DENY_PATHS


def _decide(path: str, exclude: bool = True):  # type: ignore[no-untyped-def]
    return decide(path, DEFAULT_ALLOW_PATHS, DEFAULT_DENY_PATHS, exclude_flagged=exclude)


@pytest.mark.parametrize(
    ("path", "decision"),
    [
        ("docs/a.md", "allowed"),
        ("./docs/a.md", "allowed"),  # devkit: false (no normalisation)
        ("src/app/x.py", "allowed"),
        ("docs", "not_allowed"),  # "docs/" covers what is inside docs/, not a file named docs
        ("Docs/a.md", "not_allowed"),  # case-sensitive, as the devkit
        ("srcfoo/x", "not_allowed"),
        ("README.md", "not_allowed"),
        (".github/workflows/ci.yml", "denied"),
        ("deploy/prod.yaml", "denied"),
        ("src/../.github/x", "violation"),  # devkit: allowed
        ("docs/../../etc/passwd", "violation"),
        ("/etc/passwd", "violation"),
        ("C:/Windows/x", "violation"),
        ("src\\..\\.github\\x", "violation"),
        ("src//x.py", "violation"),
        ("", "violation"),
        ("src/x\x00.py", "violation"),
    ],
)
def test_decisions(path: str, decision: str) -> None:
    """Each path gets the decision a careful reviewer would expect."""
    assert decision == _decide(path).decision


def test_deny_wins_over_allow() -> None:
    """A path under both an allow and a deny prefix is denied, naming the deny rule."""
    d = decide("src/secrets/key.txt", ["src/"], ["src/secrets/"], exclude_flagged=True)
    assert ("denied", "src/secrets/") == (d.decision, d.rule)
    assert "deny wins" in d.reason


def test_flagged_files_excluded_only_when_switch_on() -> None:
    """Flagged files carry a reason and are excluded only with 'exclude flagged files' on."""
    assert _decide("deploy/x", exclude=True).excluded
    assert not _decide("deploy/x", exclude=False).excluded
    assert not _decide("docs/x.md", exclude=True).excluded
    assert "traversal" in _decide("src/../x").reason
