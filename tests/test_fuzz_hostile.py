"""Fuzzing the shapes hostile input takes: every run ends, and work grows with what a link carries.

Property tests (derandomised: the same examples every run) over path shapes (absolute, UNC, drive
letters, device names, NTFS stream syntax, 8.3 short names, look-alike scripts), policy lists and
hit-dense texts, sent through every bridge operation a link reaches. Each call runs under a
ceiling (`CEILING`, generous: a hang detector, not a duration assertion) that turns a run that
never ends into a failure instead of a frozen suite. Growth checks measure 8x the input against
the input in the same run (tests/growth.py): under 20x the time.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

import pytest
from growth import assert_linear
from helpers import examples
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from safe_agent.page import bridge
from safe_agent.state import permalink
from safe_agent.types import ERROR_TYPES

# About 30 s: property tests with a hang ceiling per example (`-m 'not slow'` skips them).
pytestmark = pytest.mark.slow

CEILING = 20.0  # seconds: far above any honest call here; only a hang reaches it

HOSTILE = settings(
    derandomize=True,
    deadline=None,
    max_examples=examples(150),
    # No shrinking: a hanging example costs a whole ceiling per try, and its threads keep
    # spinning; the first example that fails is reported as it is.
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

LINK_OPS = ("run", "encode_permalink", "export_state", "decode_permalink", "import_state")


def within_ceiling(fn: Callable[[], str], what: str) -> str:
    """`fn()`, run in a thread; a failure if it has not returned after `CEILING` seconds."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # re-raised below, in the test's own thread
            box["error"] = exc

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(CEILING)
    if worker.is_alive():
        pytest.fail(f"{what} did not finish within {CEILING:.0f} s: it hangs on this input")
    if "error" in box:
        raise box["error"]
    value: str = box["value"]
    return value


def ask(request: dict[str, Any]) -> dict[str, Any]:
    """The bridge's answer under the ceiling; never `internal`, always of the bridge's shape."""
    raw = within_ceiling(lambda: bridge.handle(json.dumps(request)), f"bridge op {request['op']}")
    body: dict[str, Any] = json.loads(raw)
    if not body["ok"]:
        assert body["error"]["type"] in ERROR_TYPES
        assert body["error"]["type"] != "internal", body["error"]
    return body


def accepted(request: dict[str, Any]) -> dict[str, Any]:
    """`request`, after checking that the bridge does the work (no refusal, no limits stop): a
    growth check that timed a refusal would prove nothing."""
    body = ask(request)
    assert body["ok"], body["error"]
    if request["op"] == "run":
        assert body["result"]["result"]["outcome"]["why"]["kind"] != "limits"
    return request


def every_door(state: dict[str, Any]) -> None:
    """`state` through every operation a link reaches: run, encode and decode its link, export
    and import its file. Each answers (a result or a published error) within the ceiling."""
    ask({"op": "run", "state": state, "fresh": True})
    encoded = ask({"op": "encode_permalink", "state": state})
    exported = ask({"op": "export_state", "state": state})
    if encoded["ok"]:
        ask({"op": "decode_permalink", "link": encoded["result"]["link"]})
    if exported["ok"]:
        ask({"op": "import_state", "text": exported["result"]["text"]})


# ---- path shapes --------------------------------------------------------------------------

ROOTS = [
    "",
    "/",
    "//",
    "///",
    "\\",
    "\\\\",
    "//server/share/",
    "\\\\server\\share\\",
    "\\\\?\\C:\\",
    "\\\\.\\",
    "C:",
    "C:/",
    "c:\\",
    "./",
    "../",
    "~/",
    "file:///",
]
SEGMENTS = [
    "src",
    "docs",
    "secrets",
    "deploy",
    ".github",
    "..",
    ".",
    "",
    " ",
    "...",
    "CON",
    "nul.txt",
    "COM1",
    "PROGRA~1",
    "SECRET~1",
    "secrets::$INDEX_ALLOCATION",
    "secrets:$DATA",
    "secrets:stream",
    "ѕecrets",  # Cyrillic dze
    "sеcrets",  # Cyrillic ie
    "ѕесrеts",
    "dерlоy",
    "ѕrс",
    "%2e%2e",
    "．．",
    "secrets.",
    "secrets ",
]
SEPARATORS = ["/", "\\", "//", "/./"]
NAMES = ["README.md", "spec.MD", "a.markdown", "x.mdx", "app.py", "run.sh", "notes.md::$DATA"]

segments = st.one_of(
    st.sampled_from(SEGMENTS),
    st.text(alphabet="abc.~:$/\\ ѕе", min_size=0, max_size=6),
)


@st.composite
def paths(draw: st.DrawFn) -> str:
    """A path of any shape a file system or a reader might give: roots, drives, UNC, devices,
    streams, short names, look-alike letters, odd separators."""
    root = draw(st.sampled_from(ROOTS))
    parts = draw(st.lists(segments, max_size=5))
    seps = [draw(st.sampled_from(SEPARATORS)) for _ in parts]
    body = "".join(p + s for p, s in zip(parts, seps, strict=True))
    return (root + body + draw(st.sampled_from(NAMES)))[:1000]


LINK_TARGETS = ["/", "//", "../", "../../x.md", "/x.md", "./", ".", "\\", "C:/x.md", "#a", ""]


@st.composite
def states(draw: st.DrawFn) -> dict[str, Any]:
    """A state whose files have hostile paths, with Markdown among them, and hostile lists."""
    file_paths = draw(st.lists(paths(), min_size=1, max_size=4))
    targets = draw(st.lists(st.sampled_from(LINK_TARGETS) | paths(), max_size=3))
    doc = "# Spec\n\n" + "".join(f"See [x]({t}).\n" for t in targets) + "\n## Empty\n"
    files = [{"path": p, "content": doc} for p in file_paths]
    files.append({"path": draw(paths()), "content": doc})
    lists = st.lists(paths() | st.sampled_from(SEGMENTS), max_size=4)
    return {
        "changedFiles": files,
        "guardrails": {
            "excludeFlaggedFiles": draw(st.booleans()),
            "redaction": draw(st.booleans()),
            "policy": {"allowPaths": draw(lists), "denyPaths": draw(lists)},
        },
    }


@HOSTILE
@given(state=states())
def test_every_path_shape_ends_at_every_door(state: dict[str, Any]) -> None:
    """A changed-file path of any shape (absolute, UNC, drive, device, stream, short name,
    look-alike), with Markdown in the change and any switch: every door answers, none hangs."""
    every_door(state)


def test_an_absolute_markdown_path_with_exclusion_off_ends() -> None:
    """The hang a 146-character link caused: a path that reads as absolute, a Markdown file and
    "exclude flagged files" off made SpecLint walk up from the root forever."""
    for path in ("/x.md", "\\x.md", "//host/share/x.md", "C:/x.md", "/", "//"):
        state = {
            "changedFiles": [{"path": path, "content": "# T\n[a](b.md)\n"}],
            "guardrails": {"excludeFlaggedFiles": False},
        }
        assert ask({"op": "run", "state": state})["ok"]
        link = ask({"op": "encode_permalink", "state": state})["result"]["link"]
        assert ask({"op": "decode_permalink", "link": link})["ok"]


def test_deep_paths_cost_what_they_carry() -> None:
    """SpecLint over many deep paths: 8x the paths, under 20x the time (no set of every folder,
    no walk per link)."""

    def state(n: int) -> dict[str, Any]:
        deep = "/".join(["d"] * 200)
        files = [
            {"path": f"/{deep}/{i}/f.md", "content": f"[a](../{i + 1}/f.md) [b](/{deep}/)\n"}
            for i in range(n)
        ]
        return {
            "changedFiles": files,
            "guardrails": {"excludeFlaggedFiles": False, "policy": {"limits": {"maxFiles": 200}}},
            "ui": {"activeAgent": "SpecLint"},
        }

    accepted({"op": "run", "state": state(64), "fresh": True})
    assert_linear(lambda s: ask({"op": "run", "state": s, "fresh": True}), state, 8)


def test_permalink_roundtrip_of_a_hostile_state_is_exact() -> None:
    """A state with every hostile path shape survives its own link unchanged."""
    state = {"changedFiles": [{"path": r, "content": "# x\n"} for r in ROOTS if r]}
    link = ask({"op": "encode_permalink", "state": state})["result"]["link"]
    back = permalink.decode(link).model_dump(mode="json")
    assert [f["path"] for f in back["changedFiles"]] == [r for r in ROOTS if r]


# ---- cost follows what a link carries ---------------------------------------------------------

HIT_DENSE = (
    "a{i}@b.co +1 555 010 {i:04d} AKIA{i:016d} https://u:p{i}@h.io/ "
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ{i}In0.c2lnbmF0dXJl{i} "
)


def hit_dense_state(n: int, *, redaction: bool = True) -> dict[str, Any]:
    """`n` repeats of every hit kind (emails, phones, keys, URL passwords, JWTs), in the diff
    summary and a file: a hit every few characters."""
    text = "".join(HIT_DENSE.format(i=i) for i in range(n))
    return {
        "diffSummary": text,
        "changedFiles": [{"path": "src/a.md", "content": text}],
        "guardrails": {"redaction": redaction},
    }


@pytest.mark.parametrize("repeated", [True, False])
def test_secrets_shown_to_the_model_cost_what_they_carry(repeated: bool) -> None:
    """Redaction off: the envelope marks where each secret the model saw sits. The same secret
    many times (each hit once searched the whole envelope for every copy: 800 emails took a
    minute) or many different ones: 8x the hits, under 20x the time."""

    def state(n: int) -> dict[str, Any]:
        if repeated:
            text = "a@b.co " * (4 * n)
            return {
                "diffSummary": text,
                "changedFiles": [{"path": "src/a.md", "content": text}],
                "guardrails": {"redaction": False},
            }
        return hit_dense_state(n, redaction=False)

    accepted({"op": "run", "state": state(320), "fresh": True})
    assert_linear(lambda s: ask({"op": "run", "state": s, "fresh": True}), state, 40)


@pytest.mark.parametrize("op", LINK_OPS)
def test_hit_dense_input_costs_what_it_carries_at_every_door(op: str) -> None:
    """Hit-dense text (a secret every few characters) through each door a link reaches: 8x the
    hits, under 20x the time."""

    def request(n: int) -> dict[str, Any]:
        state = hit_dense_state(n)
        if op == "decode_permalink":
            return {"op": op, "link": permalink.encode(permalink.DemoState.model_validate(state))}
        if op == "import_state":
            return {"op": op, "text": json.dumps(state)}
        return {"op": op, "state": state, **({"fresh": True} if op == "run" else {})}

    # A link or an import runs as it opens, so each secret counts 200 characters against the open
    # budget (200,000): about 89 rows of HIT_DENSE open; 8 x 10 rows stays within it.
    size = 10 if op in ("decode_permalink", "import_state") else 60
    accepted(request(8 * size))
    assert_linear(ask, request, size)


def test_a_state_over_its_limits_is_not_redacted_for_the_share_warning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The share warning of a state its own limits refuse (or the open budget) scans nothing: it
    says the state was not checked, instead of redacting all of it (a 2 KB link cost 54 s)."""
    from safe_agent.guards import redaction
    from safe_agent.state import sharing

    calls: list[str] = []
    real = redaction.redact
    monkeypatch.setattr(redaction, "redact", lambda text, **kw: calls.append(text) or real(text))
    state = hit_dense_state(50)
    state["guardrails"]["policy"] = {"limits": {"maxTotalChars": 100}}
    over = permalink.DemoState.model_validate(state)
    warning = sharing.sharing_warning(over)
    assert warning is not None and "not checked" in warning and calls == []
    for op in ("encode_permalink", "export_state"):
        assert "not checked" in ask({"op": op, "state": state})["result"]["warning"]
    within = permalink.DemoState.model_validate(hit_dense_state(50))
    assert "secret(s)" in (sharing.sharing_warning(within) or "") and calls


def test_policy_lists_count_in_the_open_budget() -> None:
    """Long allow and deny lists times many files are refused as a link opens, naming why; the
    lists' characters count with the input's."""
    lists = {"allowPaths": [f"src/{'a' * 400}{i}/" for i in range(100)], "denyPaths": []}
    state = {
        "changedFiles": [{"path": f"src/f{i}.py", "content": ""} for i in range(20)],
        "guardrails": {"policy": lists},
    }
    link = ask({"op": "encode_permalink", "state": state})["result"]["link"]
    err = ask({"op": "decode_permalink", "link": link})["error"]
    assert err["type"] == "too_large" and "lists" in err["message"]
    assert ask({"op": "import_state", "text": json.dumps(state)})["error"]["type"] == "too_large"


def test_policy_lists_are_read_once_per_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each list entry is normalised once per run, not once per file."""
    from safe_agent.guards import path_policy

    calls: list[str] = []
    real = path_policy.read_entry
    monkeypatch.setattr(path_policy, "read_entry", lambda e: calls.append(e) or real(e))
    files = [{"path": f"src/f{i}.py", "content": "x = 1\n"} for i in range(40)]
    lists = {"allowPaths": ["src/", "docs/"], "denyPaths": ["secrets/", "deploy/"]}
    body = ask({"op": "run", "state": {"changedFiles": files, "guardrails": {"policy": lists}}})
    assert body["ok"]
    assert len(calls) == 4


@HOSTILE
@given(
    deny=st.lists(paths() | st.sampled_from(SEGMENTS), max_size=8),
    allow=st.lists(paths() | st.sampled_from(SEGMENTS), max_size=8),
    files=st.lists(paths(), min_size=1, max_size=6),
)
def test_any_policy_list_answers_at_every_door(
    deny: list[str], allow: list[str], files: list[str]
) -> None:
    """Any allow and deny lists (hostile shapes included) with any paths: refused with a
    problem naming the entry, or run; never a hang, never an internal error."""
    state = {
        "changedFiles": [{"path": p, "content": "# x\n"} for p in files],
        "guardrails": {"policy": {"allowPaths": allow, "denyPaths": deny}},
    }
    body = ask({"op": "import_state", "text": json.dumps(state)})
    if not body["ok"] and body["error"]["type"] == "invalid_state":
        assert body["error"]["path"].startswith("guardrails.policy.denyPaths[")
    every_door(state)
