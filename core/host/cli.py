"""The command line: `python -m safe_agent run | permalink | challenge | presets | schema`.

Exit codes: 0 when the command did its job (a run whose agent was blocked still exits 0: that is
the guardrail working; `challenge check` exits 1 for a solution that does not solve it yet), 2
for bad input or usage, with a message that says what and where, 3 for a run whose provider could
not be reached (no call got an answer: nothing was reviewed).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ..provider import Provider, unreachable
from ..state import permalink, state_io
from ..state import preset_catalog as presets
from ..state.demo_state import DemoState
from ..state.sharing import (
    OPEN_BUDGET_CHARS,
    OPEN_BUDGET_FILES,
    open_budget_problem,
    sharing_warning,
)
from ..state.state_io import StateError
from ..types import AgentRun, RunResult

# The exit codes, for `--help` and the README (the module docstring says when each applies).
EXIT_CODES = (
    (0, "done (a blocked or rejected run is the guardrails working)"),
    (1, "challenge check: the solution does not solve the challenge yet"),
    (2, "bad input or usage (the message says what and where)"),
    (3, "run: the provider could not be reached, so nothing was reviewed"),
    (4, "the output could not be written (a full disk, a failing device)"),
)
EXIT_UNWRITABLE = 4
EXIT_UNREACHABLE = 3


class UsageError(Exception):
    """Bad input on the command line: printed as `error: …`, exit 2."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
        sys.stdout.flush()  # here, not at exit: a full disk is then a message, not a traceback
        return code
    except BrokenPipeError:  # the reader went away (`| head`): nothing left to say
        sys.stderr.close()
        return 0
    except OSError as exc:  # the output could not be written (`> /dev/full`)
        _drop_pending_output()
        why = exc.strerror or str(exc)
        print(
            f"error: cannot write the output ({why}); free some space or write it elsewhere",
            file=sys.stderr,
        )
        return EXIT_UNWRITABLE
    except UsageError as exc:
        print(f"error: {terminal_safe(str(exc))}", file=sys.stderr)
        return 2
    except StateError as exc:
        text = f"{_where(args)}{_state_error_text(exc)}"
        print(
            "error: " + "\n".join(terminal_safe(line) for line in text.split("\n")), file=sys.stderr
        )
        return 2


def _drop_pending_output() -> None:
    """Point stdout at the null device, so the interpreter's last flush of what could not be
    written does not fail again (with a traceback) as it exits."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):  # no real file behind stdout (a test's capture)
        pass


def _count(text: str) -> int:
    """A limit flag's value: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a whole number; give a count such as 200000"
        ) from None
    if value < 0:
        raise argparse.ArgumentTypeError(
            f"{value} is negative; give a count of 0 or more, such as 200000"
        )
    return value


# C0 controls are escaped by `json.dumps` itself; these it leaves raw, and a terminal obeys them
# (C1 controls, DEL) or reorders what it shows (bidi controls, line and paragraph separators).
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def json_safe(text: str) -> str:
    """JSON text with C1, DEL, bidi and separator characters written as `\\u` escapes: the
    same JSON (they only occur inside strings), safe to print to a terminal."""
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group(0)):04x}", text)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m safe_agent",
        description="Safe Agent Pipeline: run the guarded review.",
        epilog="exit codes:\n" + "\n".join(f"  {code}  {what}" for code, what in EXIT_CODES),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p_run = sub.add_parser("run", help="run the pipeline on a state file or a preset")
    _add_source(p_run)
    p_run.add_argument("--json", action="store_true", help="print the result as JSON")
    p_run.add_argument("--provider", help="a real provider adapter (sends content off-machine)")
    p_run.add_argument("--base-url", help="the provider's API base URL")
    p_run.add_argument("--model", help="the provider's model name")
    p_run.add_argument("--yes", action="store_true", help="confirm sending content without asking")
    p_run.add_argument(
        "--max-input-chars",
        type=_count,
        default=OPEN_BUDGET_CHARS,
        help=f"refuse a state file with more input text than this (default {OPEN_BUDGET_CHARS:,})",
    )
    p_run.add_argument(
        "--max-files",
        type=_count,
        default=OPEN_BUDGET_FILES,
        help=f"refuse a state file with more changed files than this (default {OPEN_BUDGET_FILES})",
    )
    p_run.set_defaults(func=_cmd_run)

    p_link = sub.add_parser("permalink", help="encode or decode a permalink")
    link_sub = p_link.add_subparsers(dest="action", required=True)
    p_enc = link_sub.add_parser("encode", help="print the permalink of a state file or preset")
    _add_source(p_enc)
    p_enc.add_argument("--base", help="page URL to prefix, printing BASE#s=v1.…")
    p_enc.set_defaults(func=_cmd_encode)
    p_dec = link_sub.add_parser("decode", help="print the state inside a link as JSON")
    p_dec.add_argument("link", help="a link: v1.…, #s=v1.…, ?s=v1.… or a full URL")
    p_dec.set_defaults(func=_cmd_decode)

    p_ch = sub.add_parser(
        "challenge", help="list the challenges and levels, check a solution, grade a class"
    )
    ch_sub = p_ch.add_subparsers(dest="action", required=True)
    p_ch_list = ch_sub.add_parser("list", help="list the challenges and levels and their goals")
    p_ch_list.set_defaults(func=_cmd_challenge_list)
    p_ch_check = ch_sub.add_parser(
        "check", help="judge a solution's link: exit 0 solved, 1 not yet, 2 a bad link or id"
    )
    p_ch_check.add_argument(
        "id", metavar="ID", help="a challenge or level id (see: challenge list)"
    )
    p_ch_check.add_argument(
        "link", metavar="LINK", help="the solution's link, as the page shares it"
    )
    p_ch_check.set_defaults(func=_cmd_challenge_check)
    p_ch_grade = ch_sub.add_parser(
        "grade",
        help="grade a class: one link per line of LINKS.txt, one row per link (exit 0 once read)",
        description=(
            "Read one link per line (a name or other words may come before it; blank lines are "
            "skipped) and print one row per link: the challenge or level, solved or not yet, "
            "the layer that stopped or missed it, or what is wrong with the line."
        ),
    )
    p_ch_grade.add_argument("file", metavar="LINKS.txt", help="the links, one a line ('-': stdin)")
    p_ch_grade.add_argument(
        "--format",
        choices=("table", "md", "csv"),
        default="table",
        help="a plain table (default), a Markdown table or CSV",
    )
    p_ch_grade.set_defaults(func=_cmd_challenge_grade)

    p_presets = sub.add_parser("presets", help="list the presets")
    p_presets.set_defaults(func=_cmd_presets)

    p_schema = sub.add_parser("schema", help="print the JSON Schema of the state")
    p_schema.add_argument(
        "--write", action="store_true", help=f"update {state_io.SCHEMA_PATH.name} instead"
    )
    p_schema.set_defaults(func=_cmd_schema)
    return parser


def _add_source(p: argparse.ArgumentParser) -> None:
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument(
        "state_file", nargs="?", metavar="STATE.json", help="state JSON ('-': stdin)"
    )
    group.add_argument("--preset", help="a preset id, A to F")


def _where(args: argparse.Namespace) -> str:
    name = getattr(args, "state_file", None)
    return f"{name}: " if name else ""


def _state_error_text(exc: StateError) -> str:
    if len(exc.problems) <= 1:
        return str(exc)
    lines = [f"{len(exc.problems)} problems:"] + [f"  {p}" for p in exc.problems]
    return "\n".join(lines)


def _load(args: argparse.Namespace) -> tuple[DemoState, str]:
    """The state named on the command line and a label for it."""
    if args.preset is not None:
        try:
            preset = presets.load_preset(args.preset)
        except presets.PresetNotFound as exc:
            raise UsageError(str(exc.args[0])) from None
        return preset.state, f"preset {preset.id} ({preset.title})"
    name: str = args.state_file
    limit = state_io.MAX_STATE_CHARS
    try:
        if name == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            with Path(name).open("rb") as handle:
                data = handle.read(limit + 1)  # never more than the limit: /dev/zero is endless
        if len(data) > limit:
            raise UsageError(
                f"{name} is larger than {limit:,} bytes, the most a state file may be; "
                "trim its files or split the review"
            )
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {name}: {getattr(exc, 'strerror', None) or exc}") from None
    return state_io.load_state(text), name


# ---- commands -------------------------------------------------------------------------------


def _cmd_run(args: argparse.Namespace) -> int:
    from ..page.explain import explain
    from ..pipeline.runner import Session, execute

    state, label = _load(args)
    if args.state_file is not None:
        problem = open_budget_problem(
            state,
            max_chars=args.max_input_chars,
            max_files=args.max_files,
            how_to_raise="raise --max-input-chars / --max-files",
        )
        if problem is not None:
            raise UsageError(problem)
    session = Session()
    if args.provider is not None:
        session = Session(provider=_real_provider(args, state))
    elif args.base_url or args.model:
        raise UsageError("--base-url and --model need --provider")
    done = execute(state, session=session)
    result = done.result
    if args.json:
        body = {"result": result.model_dump(mode="json"), "explain": explain(done)}
        print(json_safe(json.dumps(body, indent=2, ensure_ascii=False)))
    else:
        print_summary(result, label, sys.stdout)
    return EXIT_UNREACHABLE if unreachable(result.audit) else 0


def _real_provider(args: argparse.Namespace, state: DemoState) -> Provider:
    from .egress import ProviderUnavailable, confirm_egress, load_provider

    if not args.base_url or not args.model:
        raise UsageError("--provider needs --base-url URL and --model NAME")
    try:
        provider = load_provider(args.provider, base_url=args.base_url, model=args.model)
    except ProviderUnavailable as exc:
        raise UsageError(str(exc)) from None
    if not confirm_egress(state, assume_yes=args.yes, destination=args.base_url):
        raise UsageError("nothing was sent: the run needs your confirmation (or --yes)")
    return provider


def _cmd_encode(args: argparse.Namespace) -> int:
    state, _ = _load(args)
    link = permalink.encode(state)
    warning = sharing_warning(state)
    if warning:
        print(f"warning: {warning}", file=sys.stderr)
    print(f"{args.base.split('#')[0]}#s={link}" if args.base else link)
    if len(link) > 2000:
        print(
            f"note: this link is {len(link):,} characters; chat apps and LMS fields may cut "
            "links over 2,000 characters; share the exported JSON instead",
            file=sys.stderr,
        )
    return 0


def _cmd_decode(args: argparse.Namespace) -> int:
    try:
        state = permalink.decode(args.link)
    except permalink.PermalinkError as exc:
        print(f"error: bad link: {terminal_safe(_state_error_text(exc))}", file=sys.stderr)
        return 2
    warning = sharing_warning(state)
    if warning:
        print(f"warning: {warning}", file=sys.stderr)
    print(json_safe(state_io.export_state(state)), end="")
    return 0


def _cmd_challenge_list(args: argparse.Namespace) -> int:
    from .. import challenges

    for c in challenges.ALL.values():
        print(f"{c.id}  {c.title}: {c.goal}")
    return 0


def _cmd_challenge_check(args: argparse.Namespace) -> int:
    """Judge the state in LINK against challenge ID (exit 0 solved, 1 not yet, 2 bad input)."""
    from .. import challenges
    from ..state.links import LinkError

    found = challenges.get(args.id)
    if found is None:
        raise UsageError(challenges.unknown(args.id))
    try:
        carried = challenges.link_id(args.link)
        if carried is not None and carried != found.id:
            raise UsageError(
                f"this link is a solution to challenge {carried!r}, not {found.id!r}: check it "
                f"with 'python -m safe_agent challenge check {carried} LINK'"
            )
        opened = challenges.open_link(args.link)
    except LinkError as exc:
        raise UsageError(f"bad link: {exc}") from None
    except permalink.PermalinkError as exc:
        raise UsageError(f"bad link: {_state_error_text(exc)}") from None
    problem = open_budget_problem(opened.state)
    if problem:
        raise UsageError(problem)
    verdict = challenges.judge(found.id, opened.state, opened.seed)
    _say(sys.stdout, f"{found.id}: {verdict.headline}")
    for line in verdict.lines:
        _say(sys.stdout, f"  {line}")
    if verdict.slipped is not None:
        _say(sys.stdout, f"  What slipped through: {verdict.slipped}")
    if verdict.layer is not None:
        _say(sys.stdout, f"  The layer: {verdict.layer}")
    return 0 if verdict.solved else 1


def _cmd_challenge_grade(args: argparse.Namespace) -> int:
    """Grade every link in the file, one row per link; exit 0 once the file was read."""
    from .grade import COLUMNS, grade_lines, render

    name: str = args.file
    try:
        if name == "-":
            text = sys.stdin.read()
        else:
            text = Path(name).read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(
            f"cannot read {name}: {getattr(exc, 'strerror', None) or exc} (give a text file "
            "with one link per line)"
        ) from None
    rows = grade_lines(text.splitlines())
    for line in render(COLUMNS, rows, args.format):
        _say(sys.stdout, line)
    return 0


def _cmd_presets(args: argparse.Namespace) -> int:
    for preset in presets.list_presets():
        print(f"{preset.id}  {preset.title}: {preset.summary}")
    return 0


def _cmd_schema(args: argparse.Namespace) -> int:
    if args.write:
        changed = state_io.write_state_schema()
        print(f"{state_io.SCHEMA_PATH}: {'updated' if changed else 'already current'}")
    else:
        print(json_safe(state_io.state_json_schema_text()), end="")
    return 0


# ---- human summary --------------------------------------------------------------------------


def _stop_reason(agent: AgentRun, result: RunResult) -> str:
    """Why the agent stopped, in one readable line (rule and field for the injection guard)."""
    matches = result.injection.matches
    if agent.stoppedAt == "injection_guard" and matches:
        others = sorted({m.rule for m in matches} - {matches[0].rule})
        also = f" (also: {', '.join(others)})" if others else ""
        return f"injection rule {matches[0].rule} matched in {matches[0].field}{also}"
    reason = agent.error.message if agent.error is not None else None
    for stage in agent.stages:
        if reason is None and stage.stage == agent.stoppedAt:
            reason = stage.detail
    reason = reason or "no reason recorded"
    return reason if len(reason) <= 300 else reason[:299] + "…"


# Bidi controls reorder what a terminal shows; C0/C1 controls can clear it, move the cursor or set
# its title. Input text reaches the summary, so every such character is shown as an escape.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def terminal_safe(text: str) -> str:
    """`text` with control and bidi characters shown as escapes (`\\x1b`, `\\u202e`), like git."""
    out = []
    for ch in text:
        code = ord(ch)
        if code < 0x20 or 0x7F <= code < 0xA0:
            out.append(f"\\x{code:02x}")
        elif ch in _BIDI or code in (0x2028, 0x2029):
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)


def _say(out: TextIO, line: str) -> None:
    print(terminal_safe(line), file=out)


def print_summary(result: RunResult, label: str, out: TextIO) -> None:
    """One block per agent (status, stop, findings, cache, budget), then unsafe-mode notices."""
    _say(out, f"Safe Agent Pipeline: {label}")
    _say(out, result.outcome.headline)
    for agent in result.agents:
        _say(out, "")
        _say(out, f"{agent.agent}: {agent.status.upper()}")
        if agent.stoppedAt is not None:
            _say(out, f"  stopped at {agent.stoppedAt}: {_stop_reason(agent, result)}")
        cache = {True: "hit", False: "miss", None: "not reached"}[agent.cacheHit]
        b = agent.budgetAfter
        print(
            f"  cache: {cache}; budget after: {b.calls}/{b.maxCalls} calls, "
            f"{b.inputTokens:,}/{b.maxTotalInputTokens:,} input tokens, "
            f"{b.outputTokens:,}/{b.maxTotalOutputTokens:,} output tokens",
            file=out,
        )
        if agent.report is None:
            _say(out, "  findings: none (no validated report)")
            continue
        _say(out, f"  findings ({len(agent.report.findings)}):")
        for f in agent.report.findings:
            refs = f" ({', '.join(f.evidence_refs)})" if f.evidence_refs else ""
            _say(out, f"  - [{f.severity.upper()}] {f.category} {f.id}: {f.claim}{refs}")
    b = result.budget
    _say(out, "")
    _say(out, f"Budget used by this run: {b.calls}/{b.maxCalls} calls")
    for notice in result.unsafe:
        _say(out, f"UNSAFE MODE ({notice.guardrail}): {notice.message}")
    _say(out, f"Digest: {result.digest}")
