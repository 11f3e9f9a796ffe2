"""No secret leaves the pipeline by any route when redaction is on: each supported kind of secret,
in each input field (paths included, and over each input limit), searched for in every output
channel except the echo of the input itself."""

from __future__ import annotations

import json
import subprocess
import sys
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

import pytest
from safe_agent.guards.redaction import RULES, redact
from safe_agent.page import bridge

# One synthetic secret per rule that redacts a secret (not emails, phones or home paths: those
# are personal data whose rule examples are partly public-looking words).
SECRET_RULES = [r for r in RULES if r.id not in ("emails", "phone-numbers", "home-path")]
FIELDS = ("diffSummary", "path", "content", "payload", "promptVersion", "model", "provider")


def _secret_of(rule_id: str) -> tuple[str, str]:
    """(text holding the secret as a user would write it, the secret's own characters)."""
    rule = next(r for r in RULES if r.id == rule_id)
    text = rule.example.replace("\\n", "\n")
    match = rule.pattern.search(text)
    assert match is not None, rule_id
    for group in ("secret", "pw", "bare", "xml", "attr"):
        if group in rule.pattern.groupindex and match.group(group):
            return text, match.group(group)
    # A rule that matches a command line or a form around the secret replaces only the secret
    # (`ldapsearch … -w REDACTED`): the secret is what redaction takes out of the rule's example.
    shown = redact(text).text
    removed = [
        text[i1:i2]
        for tag, i1, i2, _, _ in SequenceMatcher(None, text, shown, autojunk=False).get_opcodes()
        if tag in ("replace", "delete")
    ]
    assert removed, f"{rule_id}: redaction leaves its own example unchanged"
    longest = max(removed, key=len)
    # A whole token replaced by a placeholder diffs into scattered pieces: keep the whole match.
    return text, longest if len(match.group(0)) > 2 * len(longest) else match.group(0)


def _fragments(secret: str) -> list[str]:
    """Every 8-character piece of the secret (5 for short ones), less the pieces with a space
    (a PEM header's words are public)."""
    core = secret.replace("\n", "")
    size = 8 if len(core) >= 12 else 5
    pieces = [core[i : i + size] for i in range(0, len(core) - size + 1)]
    return [p for p in pieces if " " not in p]


def _token_shaped(rule_id: str) -> bool:
    """A rule that matches the secret itself (a token), not a `name = value` form: the kind of
    secret that can stand in a file name."""
    rule = next(r for r in RULES if r.id == rule_id)
    groups = {"secret", "pw", "bare", "xml", "attr"}
    return not groups & set(rule.pattern.groupindex) and rule.id != "private-key"


def _state(field: str, text: str, over: str | None) -> dict[str, Any]:
    flat = " ".join(text.split())
    state: dict[str, Any] = {
        "diffSummary": "Rotate the deploy key",
        "promptVersion": "1.0.0",
        "changedFiles": [
            {"path": "src/app.py", "content": "x = 1\n"},
            {"path": "docs/readme.md", "content": "# Readme\n"},
        ],
        "guardrails": {"policy": {"model": {"provider": "stub", "model": "stub-model"}}},
    }
    if field == "diffSummary":
        state["diffSummary"] += "\n" + text
    elif field == "path":
        state["changedFiles"][0]["path"] = "src/" + flat[:200].replace("/", "_") + ".py"
    elif field == "content":
        state["changedFiles"][0]["content"] += text
    elif field == "payload":
        state["injection"] = {"enabled": True, "where": "both", "payload": text}
    elif field == "promptVersion":
        state["promptVersion"] = flat[:100]
    elif field == "model":
        state["guardrails"]["policy"]["model"]["model"] = flat
    elif field == "provider":
        state["guardrails"]["policy"]["model"]["provider"] = flat
    limits = {"maxFiles": 1} if over == "files" else {}
    limits |= {"maxFileChars": 5} if over == "file" else {}
    limits |= {"maxTotalChars": 20} if over == "total" else {}
    state["guardrails"]["policy"]["limits"] = limits
    return state


def _without_echo(result: dict[str, Any]) -> dict[str, Any]:
    """The run result less the echo of the input (`fields[].original`), which the page shows as
    the reader's own text."""
    out = json.loads(json.dumps(result))
    for f in out["result"]["fields"]:
        f.pop("original")
    return out


def _channels(state: dict[str, Any]) -> dict[str, str]:
    """Every output a reader or a file gets for `state`, as text."""
    run = json.loads(bridge.handle(json.dumps({"op": "run", "state": state, "fresh": True})))
    assert run["ok"], run
    body = _without_echo(run["result"])
    jsonl = json.loads(bridge.handle(json.dumps({"op": "audit_jsonl", "state": state})))
    assert jsonl["ok"], jsonl
    return {
        "result": json.dumps(body["result"], ensure_ascii=False),
        "explain": json.dumps(body["explain"], ensure_ascii=False),
        "audit_jsonl": jsonl["result"]["text"],
    }


@pytest.mark.parametrize("over", [None, "files", "file", "total"])
@pytest.mark.parametrize("field", FIELDS)
def test_no_secret_fragment_in_any_output(field: str, over: str | None) -> None:
    """Every kind of secret, planted in `field` (with the input over a limit or not), leaves
    no 8-character fragment in the run result, Explain, the why-card or the audit export."""
    leaks = []
    for rule in SECRET_RULES:
        if field == "path" and not _token_shaped(rule.id):
            continue  # `NAME=value` or a PEM block does not stand in a file name
        text, secret = _secret_of(rule.id)
        outputs = _channels(_state(field, text, over))
        # A placeholder keeps a token's public prefix (sk-proj-REDACTED): that is not a leak.
        fragments = [f for f in _fragments(secret) if f not in rule.replacement]
        for channel, out in outputs.items():
            hits = [f for f in fragments if f in out]
            if hits:
                leaks.append((rule.id, channel, hits[0]))
    assert leaks == []


def test_cli_outputs_carry_no_secret(tmp_path: Path) -> None:
    """The CLI's text summary and its --json output (less the echoed input) carry no secret from
    a path, a content, the model name or the prompt version."""
    text, secret = _secret_of("github-token")
    state = _state("content", text, None)
    state["changedFiles"][1]["path"] = f"docs/{secret}.md"
    state["guardrails"]["policy"]["model"]["model"] = secret
    state["promptVersion"] = secret[:100]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    run = [sys.executable, "-m", "safe_agent", "run", str(path)]
    text_out = subprocess.run(run, capture_output=True, text=True, timeout=120, check=True)
    json_out = subprocess.run([*run, "--json"], capture_output=True, text=True, timeout=120)
    body = _without_echo(json.loads(json_out.stdout))
    for out in (text_out.stdout, json.dumps(body)):
        assert not [f for f in _fragments(secret) if f in out]


@pytest.mark.parametrize(
    "request_of",
    [
        lambda s: {"op": "run", "state": {"diffSummary": "x", s: 1}},
        lambda s: {"op": "run", "state": {"diffSummary": "x", "repo": {"owner": "a", s: "b"}}},
        lambda s: {"op": "import_state", "text": json.dumps({"diffSummary": "x", s: 1})},
        lambda s: {"op": s},
        lambda s: {"op": "run", s: 1},
    ],
    ids=["unknown-key", "nested-unknown-key", "import-unknown-key", "unknown-op", "unknown-arg"],
)
def test_error_messages_carry_no_secret(request_of: Any) -> None:
    """An error that quotes the input (an unknown key or op) quotes it redacted."""
    _, secret = _secret_of("github-token")
    answer = bridge.handle(json.dumps(request_of(secret)))
    assert not json.loads(answer)["ok"]
    assert not [f for f in _fragments(secret) if f in answer]


def test_cli_error_carries_no_secret(tmp_path: Path) -> None:
    """The CLI's error for a state with an unknown key names the key redacted."""
    _, secret = _secret_of("github-token")
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"diffSummary": "x", secret: 1}), encoding="utf-8")
    run = [sys.executable, "-m", "safe_agent", "run", str(path)]
    out = subprocess.run(run, capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "unknown field" in out.stderr
    assert not [f for f in _fragments(secret) if f in out.stdout + out.stderr]
