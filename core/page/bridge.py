"""The one function the page calls: `handle(request_json) -> response_json`; it never raises.

Request: `{"op": NAME, ...args}`. Response: `{"ok": true, "result": …}` or
`{"ok": false, "error": {"type", "message", "path", "problems"}}`. Error types: bad_request,
unknown_op, bad_json, invalid_state, bad_permalink, not_found, internal. The op table is in
docs/architecture.md ("The bridge"). One `Session` lives as long as the page (so a second run of
the same state hits the cache); a run with `"fresh": true` first empties it, as a new page would.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from ..guards.detector import score as detector_score
from ..guards.injection import scan_rules
from ..guards.redaction import redact
from ..hashing import sha256_hex
from ..pipeline.audit import canonical, stable_view, to_jsonl, verify_chain
from ..pipeline.runner import Session, digest_body, execute, input_fields, result_digest, run
from ..state import state_io
from ..state.demo_state import DemoState
from ..state.sharing import open_budget_problem, sharing_warning, shown_meta
from ..state.state_io import Problem, StateError
from ..types import AgentRun, ErrorType, RunOutcome, RunResult, plain

MAX_REQUEST_CHARS = 5_000_000
SHARE_LIMIT = 2_000  # links longer than this may break in chat apps and LMS fields

_UNREPORTABLE = (
    '{"ok":false,"error":{"type":"internal","message":"unreportable error",'
    '"path":null,"problems":[],"label":null,'
    '"plain":"Something went wrong inside the demo: reload the page, and please report it."}}'
)

_page_session: Session | None = None
# The page's last run (state and outcome): a change that did not show is named against it.
_last_run: tuple[DemoState, RunOutcome] | None = None


class BridgeError(Exception):
    """A request the bridge refuses, with the error type the page shows."""

    def __init__(
        self,
        kind: ErrorType,
        message: str,
        path: str | None = None,
        problems: list[Problem] | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.path = path
        self.problems = problems or []


def handle(request_json: str) -> str:
    """Answer one page request; any failure comes back as `{"ok": false, "error": …}`."""
    try:
        return _dump({"ok": True, "result": _dispatch(request_json)})
    except BridgeError as exc:
        return _error(exc.kind, str(exc), exc.path, exc.problems)
    except StateError as exc:
        return _error(exc.kind, str(exc), exc.path, exc.problems)
    except Exception as exc:  # the page must always get an answer
        return _error("internal", f"internal error ({type(exc).__name__}): {exc}; please report it")


def reset_page_session() -> None:
    """Forget the page-life session (its cache, its last run); the next run starts cold."""
    global _page_session, _last_run
    _page_session = None
    _last_run = None


def _page() -> Session:
    global _page_session
    if _page_session is None:
        _page_session = Session()
    return _page_session


# ---- request parsing ------------------------------------------------------------------------


def _dispatch(request_json: object) -> object:
    if not isinstance(request_json, str):
        raise BridgeError("bad_request", "the request must be a JSON string")
    if len(request_json) > MAX_REQUEST_CHARS:
        raise BridgeError(
            "bad_request",
            f"the request is too large ({len(request_json):,} characters; the limit is "
            f"{MAX_REQUEST_CHARS:,}); use a smaller state",
        )
    try:
        request = state_io.parse_json(request_json, max_chars=MAX_REQUEST_CHARS)
    except StateError as exc:
        raise BridgeError(
            "bad_request", f"the request is not valid JSON: {exc}", exc.path or None
        ) from None
    if not isinstance(request, dict):
        raise BridgeError("bad_request", 'the request must be a JSON object like {"op": "run"}')
    op = request.get("op")
    if not isinstance(op, str):
        raise BridgeError("bad_request", 'the request has no "op" (a string naming the operation)')
    entry = _OPS.get(op)
    if entry is None:
        raise BridgeError(
            "unknown_op", f"unknown operation {op!r}; known: {', '.join(sorted(_OPS))}", "op"
        )
    handler, allowed = entry
    args = {k: v for k, v in request.items() if k != "op"}
    extra = sorted(set(args) - set(allowed))
    if extra:
        expected = ", ".join(allowed) or "none"
        raise BridgeError(
            "bad_request", f"{op}: unknown argument {extra[0]!r} (arguments: {expected})", extra[0]
        )
    return handler(args)


def _arg(args: dict[str, Any], name: str, kind: type, *, default: Any = ...) -> Any:
    if name not in args:
        if default is ...:
            raise BridgeError("bad_request", f"missing argument {name!r}", name)
        return default
    value = args[name]
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        article = "an" if kind.__name__[0] in "aeiou" else "a"
        raise BridgeError(
            "bad_request", f"argument {name!r} must be {article} {kind.__name__}", name
        )
    return value


def _state(args: dict[str, Any]) -> DemoState:
    if "state" not in args:
        raise BridgeError("bad_request", "missing argument 'state'", "state")
    return state_io.state_from_data(args["state"], what="state")


# ---- operations -----------------------------------------------------------------------------


# Modules only later operations need (presets, links, Explain) are imported on first use, so
# the page's first run does not wait for them.


def _list_presets(args: dict[str, Any]) -> object:
    from ..state import preset_catalog as presets

    return [p.info() for p in presets.list_presets()]


def _load_preset(args: dict[str, Any]) -> object:
    from ..state import preset_catalog as presets

    preset_id = _arg(args, "id", str)
    try:
        preset = presets.load_preset(preset_id)
    except presets.PresetNotFound as exc:
        raise BridgeError("not_found", str(exc.args[0]), "id") from None
    return {
        **preset.info(),
        "state": preset.state.model_dump(mode="json"),
        "expect": preset.expect.model_dump(mode="json", exclude_defaults=True),
    }


def _default_state(args: dict[str, Any]) -> object:
    return {"state": DemoState().model_dump(mode="json")}


def _run(args: dict[str, Any]) -> object:
    state = _state(args)
    fresh = _arg(args, "fresh", bool, default=False)
    if fresh:
        reset_page_session()
    from .changes import no_effect
    from .details import details
    from .explain import explain

    global _last_run
    before, before_outcome = _last_run or (None, None)
    done = execute(state, session=_page())
    _last_run = (state, done.result.outcome)
    return {
        "result": plain(done.result),
        "explain": explain(done),
        "details": details(done),
        # Outside the result (whose bytes depend on the state alone): what this page's last run
        # had that this one changed without effect, for the why-card.
        "noEffect": no_effect(before, before_outcome, state, done.result),
        # The link in the same answer: the page shows it and puts it in the address bar.
        "link": _link_answer(state),
    }


def _replay(args: dict[str, Any]) -> object:
    state = _state(args)
    first, second = run(state, session=Session()), run(state, session=Session())
    compared = compare_runs(first, second)
    mismatches = [c for c in compared if not c["equal"]]
    return {"match": not mismatches, "compared": compared, "mismatches": mismatches}


def _encode_permalink(args: dict[str, Any]) -> object:
    return _link_answer(_state(args))


def _link_answer(state: DemoState) -> dict[str, Any]:
    """The state's link and whether it can be shared (`encode_permalink`, and with every run)."""
    from ..state import permalink, short_link

    link = permalink.encode(state)
    preset = short_link.preset_of(state)
    return {
        "link": link,
        "fragment": "#s=" + link,
        "length": len(link),
        "shareable": len(link) <= SHARE_LIMIT,
        "warning": sharing_warning(state),
        # An unedited preset keeps its short link, with the title and note it carries.
        "short": short_link.fragment(state, preset),
        "preset": preset,
    }


def _decode_permalink(args: dict[str, Any]) -> object:
    return _open_link(_arg(args, "link", str), "link")


def _open_link(text: str, arg: str) -> dict[str, Any]:
    """Any link the page takes (`#s=v1.…`, `#preset=B&title=…`, `#challenge=ID&seed=…&s=…`),
    read by the one precedence of state/links.py that `challenge check` and `grade` also use:
    its state, the preset it is, the challenge it opens (with its class seed)."""
    from .. import challenges

    opened = challenges.open_link(text)
    found = opened.challenge
    out = _opened(opened.state, arg, opened.link.preset)
    return {**out, "challenge": found.id if found else None, "seed": opened.seed}


def _opened(state: DemoState, arg: str, preset: str | None) -> dict[str, Any]:
    """An opened state with the preset it is (`preset`) or, once edited, started from
    (`basedOn`, which the link or file carries): the page says "Custom (based on B)"."""
    return {"state": _openable(state, arg), "preset": preset, "basedOn": state.meta.basedOn or None}


def _import_state(args: dict[str, Any]) -> object:
    text = _arg(args, "text", str)
    # A reader pastes what they were given: a scenario's JSON, or a link to one.
    if not text.lstrip().startswith(("{", "[")) and text.strip():
        return _open_link(text, "text")
    return _opened(state_io.load_state(text), "text", None)


def _openable(state: DemoState, arg: str) -> dict[str, Any]:
    """A linked or imported state, refused before it runs if it would run too long."""
    problem = open_budget_problem(
        state, how_to_raise="run it with the command line (python -m safe_agent run FILE)"
    )
    if problem is not None:
        raise BridgeError("too_large", problem, arg)
    # The title and note are shown to whoever opens it: without bidi or control characters.
    return shown_meta(state).model_dump(mode="json")


def _export_state(args: dict[str, Any]) -> object:
    state = _state(args)
    return {"text": state_io.export_state(state), "warning": sharing_warning(state)}


def _audit_jsonl(args: dict[str, Any]) -> object:
    if ("state" in args) == ("result" in args):
        raise BridgeError("bad_request", "audit_jsonl needs exactly one of 'state' or 'result'")
    if "state" in args:
        result = run(_state(args), session=Session())
    else:
        try:
            result = RunResult.model_validate(args["result"])
        except ValidationError as exc:
            problems = state_io.validation_problems(exc)
            message = "argument 'result' is not a run result: " + "; ".join(
                str(p) for p in problems[:3]
            )
            path = "result." + problems[0].path if problems and problems[0].path else "result"
            raise BridgeError("bad_request", message, path, problems) from None
        broken = verify_chain(plain(e, exclude_none=True) for e in result.audit)
        if broken is not None:
            raise BridgeError(
                "bad_request",
                f"the audit chain of this result is broken ({broken}); export the audit of an "
                "unedited run",
                "result.audit",
            )
        _check_binding(result)
    return {"text": to_jsonl(result.audit)}


def _check_binding(result: RunResult) -> None:
    """Refuse an audit that does not belong to its result. The chain alone holds no key, so a
    chain recomputed after an edit is intact; but the digest binds the chain's head and length
    to the result's content, and is re-derived here from the result as given."""
    if not result.audit:
        raise BridgeError(
            "bad_request",
            "this result has no audit events, but every run records some; export the audit of "
            "an unedited run",
            "result.audit",
        )
    if result_digest(digest_body(result)) != result.digest:
        raise BridgeError(
            "bad_request",
            "this audit does not belong to this result: the digest re-derived from the result "
            "(its fields, findings, outcome, paths and the audit chain's head and length) is not "
            "the one it carries, so the result or its audit was edited, cut or taken from another "
            "run; export the audit of an unedited run",
            "result.digest",
        )


def _schema(args: dict[str, Any]) -> object:
    return {"schema": state_io.state_json_schema()}


MAX_TIMED_PASSES = 200


def _time_guardrails(args: dict[str, Any]) -> object:
    """The page benchmark's probe: seconds for `passes` passes of redaction + the guard (its
    rules and its learned detector) over every text of the state the model would see (whatever
    the state's switches say)."""
    state = _state(args)
    passes = _arg(args, "passes", int, default=10)
    if not 1 <= passes <= MAX_TIMED_PASSES:
        raise BridgeError(
            "bad_request", f"argument 'passes' must be between 1 and {MAX_TIMED_PASSES}", "passes"
        )
    texts = [text for _, text in input_fields(state)]
    start = time.perf_counter()
    for _ in range(passes):
        for text in texts:
            shown = redact(text).text
            scan_rules(shown)
            detector_score(shown)
    seconds = time.perf_counter() - start
    size = sum(len(text.encode("utf-8")) for text in texts)
    return {"bytes": size, "fields": len(texts), "passes": passes, "seconds": seconds}


def _challenges(args: dict[str, Any]) -> object:
    from .. import challenges

    # `group`: the menu lists the challenges, then the ladder of levels under its own heading.
    return {
        "challenges": [
            {**c.to_dict(), "group": "level" if c.id in challenges.LEVELS else "challenge"}
            for c in challenges.ALL.values()
        ]
    }


def _challenge(args: dict[str, Any]) -> object:
    """Judge a state against a challenge or level (for a class seed, when given): the verdict
    and its words come from the challenge."""
    from .. import challenges

    challenge_id = _arg(args, "id", str)
    seed = _arg(args, "seed", str, default="") or None
    found = challenges.get(challenge_id)
    if found is None:
        raise BridgeError("not_found", challenges.unknown(challenge_id), "id")
    verdict = challenges.judge(found.id, _state(args), seed)
    return {"id": found.id, "title": found.title, "verdict": verdict.to_dict()}


def _challenge_start(args: dict[str, Any]) -> object:
    """A challenge's or level's starting scenario for a class seed (the menu and a `#level=`
    link without a state open it)."""
    from .. import challenges

    challenge_id = _arg(args, "id", str)
    seed = _arg(args, "seed", str, default="") or None
    if challenges.get(challenge_id) is None:
        raise BridgeError("not_found", challenges.unknown(challenge_id), "id")
    if seed is not None and not challenges.takes_seed(challenge_id):
        raise BridgeError("bad_request", f"challenge {challenge_id!r} takes no class seed", "seed")
    return {"state": challenges.start(challenge_id, seed).model_dump(mode="json")}


def _vocabulary(args: dict[str, Any]) -> object:
    from .vocabulary import vocabulary

    return vocabulary()


_OPS: dict[str, tuple[Callable[[dict[str, Any]], object], tuple[str, ...]]] = {
    "vocabulary": (_vocabulary, ()),
    "list_presets": (_list_presets, ()),
    "load_preset": (_load_preset, ("id",)),
    "default_state": (_default_state, ()),
    "run": (_run, ("state", "fresh")),
    "replay": (_replay, ("state",)),
    "encode_permalink": (_encode_permalink, ("state",)),
    "decode_permalink": (_decode_permalink, ("link",)),
    "import_state": (_import_state, ("text",)),
    "export_state": (_export_state, ("state",)),
    "audit_jsonl": (_audit_jsonl, ("state", "result")),
    "schema": (_schema, ()),
    "time_guardrails": (_time_guardrails, ("state", "passes")),
    "challenges": (_challenges, ()),
    "challenge": (_challenge, ("id", "state", "seed")),
    "challenge_start": (_challenge_start, ("id", "seed")),
}


# The operations the page may call, by name (the fuzz test and the docs take them from here).
OPERATIONS: tuple[str, ...] = tuple(sorted(_OPS))

# ---- replay comparison ----------------------------------------------------------------------


def _hash_or_none(value: object) -> str | None:
    if value is None:
        return None
    return sha256_hex(value if isinstance(value, str) else canonical(value))


def _agent_values(agent: AgentRun) -> dict[str, str | None]:
    findings = None
    if agent.report is not None:
        findings = [f.model_dump(mode="json") for f in agent.report.findings]
    return {
        "requestId": agent.requestId,
        "status": agent.status,
        "promptHash": agent.promptHash,
        "contextHash": agent.contextHash,
        "cacheKey": agent.cacheKey,
        "outputHash": agent.outputHash,
        "envelopeHash": _hash_or_none(agent.envelope),
        "findingsHash": _hash_or_none(findings),
    }


def compare_runs(a: RunResult, b: RunResult) -> list[dict[str, Any]]:
    """Two runs side by side: every per-agent hash, the audit minus clock fields, the digest."""
    rows: list[dict[str, Any]] = []
    agents_a = {r.agent: r for r in a.agents}
    agents_b = {r.agent: r for r in b.agents}
    for name in sorted(set(agents_a) | set(agents_b), key=[*agents_a, *agents_b].index):
        va = _agent_values(agents_a[name]) if name in agents_a else {}
        vb = _agent_values(agents_b[name]) if name in agents_b else {}
        for key in dict.fromkeys([*va, *vb]):
            x, y = va.get(key), vb.get(key)
            rows.append({"agent": name, "field": key, "a": x, "b": y, "equal": x == y})
    run_level = {
        "auditHash": (
            _hash_or_none(stable_view(a.audit)),
            _hash_or_none(stable_view(b.audit)),
        ),
        "digest": (a.digest, b.digest),
    }
    for key, (x, y) in run_level.items():
        rows.append({"agent": None, "field": key, "a": x, "b": y, "equal": x == y})
    return rows


# ---- response encoding ----------------------------------------------------------------------


def _error(
    kind: str, message: str, path: str | None = None, problems: list[Problem] | None = None
) -> str:
    try:
        # A message may quote the request (an unknown op or key): it leaves redacted. Only the
        # problems listed are redacted: a capped list, whatever the input's size.
        problems = state_io.capped(problems or [])
        body = {
            "ok": False,
            "error": {
                "type": kind,
                "message": state_io.scrub(message),
                "path": state_io.scrub(path) if path else None,
                "problems": [
                    {
                        "path": state_io.scrub(p.path),
                        "message": state_io.scrub(p.message),
                        "label": field_label(p.path),
                    }
                    for p in problems or []
                ],
                # The reader's words: the field's label in place of its path, a sentence in place
                # of a parser's message. `message` and `path` stay, for "details".
                "label": field_label(path),
                "plain": plain_error(kind, state_io.scrub(message), path, problems or []),
            },
        }
        return _dump(body)
    except Exception:
        return _UNREPORTABLE


def field_label(path: str | None) -> str | None:
    from .fields import label

    return label(path)


def plain_error(kind: str, message: str, path: str | None, problems: list[Problem]) -> str:
    """One sentence for the reader: which field (by its label) and how to fix it."""
    from .fields import label

    if kind == "bad_json" or (kind == "bad_permalink" and not path):
        return (
            "This is neither a scenario nor a link to this demo: paste the JSON from Save / load "
            "→ Export, or a whole link from Share."
        )
    if kind == "too_large":
        return message[:1].upper() + message[1:]
    named = [(label(p.path), p.message) for p in problems if label(p.path)]
    if named:
        field, why = named[0]
        more = len(problems) - 1
        extra = f" ({more} more problem{'s' if more > 1 else ''} below)" if more > 0 else ""
        return f"{field}: {why}{extra}."
    return message[:1].upper() + message[1:]


def _dump(body: object) -> str:
    """Compact JSON; UTF-8 text kept, unless a broken character forces `\\u` escapes."""
    text = json.dumps(body, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(body, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    return text
