"""Path policy: deny wins, paths normalised first, traversal and other tricks never allowed."""

from __future__ import annotations

import pytest
from safe_agent.guards.path_policy import MAX_ENTRIES, MAX_ENTRY_CHARS, decide
from safe_agent.state.state_io import StateError, state_from_data
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


@pytest.mark.parametrize(
    ("path", "decision"),
    [
        ("src/\uff0e\uff0e/.github/x", "violation"),  # full-width dots are dots
        ("src/\u2024\u2024/.github/x", "violation"),  # one-dot leaders
        ("src/\u2025/.github/x", "violation"),  # a two-dot leader is '..'
        ("src/.. /.github/x", "violation"),  # '.. ' with a trailing space is '..'
        ("src/%2e%2e/.github/x", "violation"),  # percent-encoded traversal
        ("src%2f..%2f.github/x", "violation"),  # percent-encoded separators
        ("src/%252e%252e/x", "violation"),  # encoded twice
        ("src/%ff/x", "violation"),  # escapes that are not UTF-8
        ("src/\u2028/x.py", "violation"),  # line separator
        ("src/\u2029x.py", "violation"),  # paragraph separator
        ("src/\x85x.py", "violation"),  # C1 control (next line)
        ("src/\u202egnp.exe", "violation"),  # bidi override
        ("src/\u200bx.py", "violation"),  # zero-width space
        ("src\u2215..\u2215.github", "violation"),  # division slash looks like '/'
        ("\uff0fetc/passwd", "violation"),  # full-width solidus: an absolute path
    ],
)
def test_disguised_paths_are_violations(path: str, decision: str) -> None:
    """Look-alike, encoded, trailing-space and invisible-character disguises of traversal or of
    separators are read as what they are, and never allowed."""
    assert decision == _decide(path).decision


@pytest.mark.parametrize(
    ("path", "deny", "decision"),
    [
        ("src/Secrets/key.txt", ["src/secrets/"], "denied"),  # case does not dodge a deny
        ("src/SECRETS/key.txt", ["src/secrets/"], "denied"),
        ("src/secrets./key.txt", ["src/secrets/"], "denied"),  # trailing dot (Windows)
        ("src/secrets /key.txt", ["src/secrets/"], "denied"),  # trailing space
        ("src/secrets/key.txt", ["./src/secrets/"], "denied"),  # entries are normalised too
        ("src/\uff53ecrets/key.txt", ["src/secrets/"], "denied"),  # full-width letter
        ("src/secretsfoo/x", ["src/secrets/"], "allowed"),  # still whole segments only
        ("src/\u0455ecrets/key.txt", ["src/secrets/"], "denied"),  # Cyrillic dze
        ("src/s\u0435cr\u0435ts/key.txt", ["src/secrets/"], "denied"),  # Cyrillic ie
        ("src/\u0405ECRETS/key.txt", ["src/secrets/"], "denied"),  # Cyrillic capital dze
        ("src/secr\u03b5ts/key.txt", ["src/secrets/"], "denied"),  # Greek epsilon
        ("src/secrets::$INDEX_ALLOCATION/key.txt", ["src/secrets/"], "denied"),  # NTFS folder
        ("src/secrets:$DATA/key.txt", ["src/secrets/"], "denied"),
        ("src/secrets:x/key.txt", ["src/secrets/"], "denied"),  # a named stream
        ("src/secrets.::$INDEX_ALLOCATION/key.txt", ["src/secrets/"], "denied"),
        ("src/SECRET~1/key.txt", ["src/secrets/"], "denied"),  # 8.3 short name
        ("src/secret~12/key.txt", ["src/secrets/"], "denied"),
        ("src/SE~1/key.txt", ["src/secrets/"], "denied"),
        ("PROGRA~1/x", ["program files/"], "denied"),  # spaces are not in short names
        ("src/OTHER~1/key.txt", ["src/secrets/"], "allowed"),  # other first letters
        ("src/secrets~/key.txt", ["src/secrets/"], "allowed"),  # not a short name
    ],
)
def test_deny_entries_cannot_be_dodged(path: str, deny: list[str], decision: str) -> None:
    """A denied directory stays denied under case, trailing-dot, trailing-space and compatibility
    variants, and a deny entry written './src/secrets/' matches."""
    assert decision == decide(path, ["src/"], deny, exclude_flagged=True).decision


@pytest.mark.parametrize("entry", ["/src/config/", "src\\keys\\", "C:/keys/", "", "/", "../x/"])
def test_an_unreadable_deny_entry_refuses_the_state(entry: str) -> None:
    """A deny entry the policy cannot read as a relative folder is never dropped (the files it
    names would reach the model): the state is refused, naming the entry and its place."""
    data = {"guardrails": {"policy": {"denyPaths": ["secrets/", entry]}}}
    with pytest.raises(StateError) as caught:
        state_from_data(data)
    problem = caught.value.problems[0]
    assert problem.path == "guardrails.policy.denyPaths[1]"
    assert repr(entry) in problem.message and "write it like" in problem.message
    # The engine on its own fails closed too: every readable path is denied, naming the entry.
    d = decide("docs/a.md", ["docs/"], ["secrets/", entry], exclude_flagged=True)
    assert (d.decision, d.rule) == ("denied", entry)


def test_policy_lists_are_capped_with_a_clear_message() -> None:
    """Each list holds at most MAX_ENTRIES entries of at most MAX_ENTRY_CHARS characters."""
    for key in ("allowPaths", "denyPaths"):
        too_many = {"guardrails": {"policy": {key: ["src/"] * (MAX_ENTRIES + 1)}}}
        with pytest.raises(StateError, match=f"at most {MAX_ENTRIES} entries"):
            state_from_data(too_many)
        too_long = {"guardrails": {"policy": {key: ["a" * (MAX_ENTRY_CHARS + 1) + "/"]}}}
        with pytest.raises(StateError, match=f"at most {MAX_ENTRY_CHARS} characters"):
            state_from_data(too_long)
