"""Every bridge operation answers in the built page's Python (booted under the pinned Node.js as
web/runtime/worker.js boots it): on every preset and every challenge, so nothing the build leaves
out of the standard library (STDLIB_REMOVE) is needed by an operation the page can ask for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_dist_python import run_in_built_python  # boots the built files as the worker does

# Boots the built Pyodide under Node (about 5 s).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
# Every operation of bridge._OPS, with arguments the page would send, on every preset (and each
# challenge on every preset's state and on its own), then the error paths the page can reach.
PROGRAM = """
import json
from safe_agent.page import bridge

asked = set()
failed = []

def ask(op, **args):
    answer = json.loads(bridge.handle(json.dumps({"op": op, **args})))
    asked.add(op)
    if not answer["ok"]:
        failed.append([op, answer["error"]["type"], answer["error"]["message"]])
        return None
    return answer["result"]

ask("vocabulary")
ask("default_state")
ask("schema")
challenges = ask("challenges")["challenges"]
for challenge in challenges:
    ask("challenge_start", id=challenge["id"])
for entry in ask("list_presets"):
    state = ask("load_preset", id=entry["id"])["state"]
    ran = ask("run", state=state, fresh=True)
    ask("run", state=state, fresh=False)
    ask("replay", state=state)
    link = ask("encode_permalink", state=state)["link"]
    ask("decode_permalink", link=link)
    ask("import_state", text=ask("export_state", state=state)["text"])
    ask("audit_jsonl", state=state)
    ask("audit_jsonl", result=ran["result"])
    ask("time_guardrails", state=state, passes=1)
    for challenge in challenges:
        ask("challenge", id=challenge["id"], state=state)
expected = []
for request in (
    "{",
    json.dumps({"op": "no_such_op"}),
    json.dumps({"op": "import_state", "text": "not json"}),
    json.dumps({"op": "import_state", "text": json.dumps({"version": 99})}),
    json.dumps({"op": "decode_permalink", "link": "v1.not-a-link"}),
    json.dumps({"op": "run", "state": {"bogus": 1}, "fresh": True}),
):
    answer = json.loads(bridge.handle(request))
    expected.append(answer["ok"] is False and answer["error"]["type"] != "internal")
json.dumps({"asked": sorted(asked), "ops": list(bridge.OPERATIONS), "failed": failed,
            "errors_answered": expected})
"""


@pytest.fixture(scope="module")
def answered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What PROGRAM printed in the built page's Python."""
    return run_in_built_python(tmp_path_factory.mktemp("dist"), PROGRAM)


def test_every_operation_answers_on_every_preset_and_challenge(answered: dict[str, Any]) -> None:
    assert answered["asked"] == sorted(answered["ops"])  # no operation left out
    assert answered["failed"] == []


def test_error_paths_answer_in_the_bridge_shape(answered: dict[str, Any]) -> None:
    """A bad request is answered as such (not as an internal error, which a missing module
    would give)."""
    assert answered["errors_answered"] == [True] * 6
