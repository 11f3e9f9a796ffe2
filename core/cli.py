"""The command line: `python -m safe_agent run | permalink encode/decode | presets | schema`.

Exit codes: 0 when the command did its job (a run whose agent was blocked still exits 0: that is
the guardrail working), 2 for bad input or usage, with a message that says what and where.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from . import permalink, state_io
from . import preset_catalog as presets
from .provider import Provider
from .state import DemoState
from .state_io import StateError
from .types import AgentRun, RunResult


class UsageError(Exception):
    """Bad input on the command line: printed as `error: …`, exit 2."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
        return code
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except StateError as exc:
        print(f"error: {_where(args)}{_state_error_text(exc)}", file=sys.stderr)
        return 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m safe_agent", description="Safe Agent Pipeline: run the guarded review."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p_run = sub.add_parser("run", help="run the pipeline on a state file or a preset")
    _add_source(p_run)
    p_run.add_argument("--json", action="store_true", help="print the result as JSON")
    p_run.add_argument("--provider", help="a real provider adapter (sends content off-machine)")
    p_run.add_argument("--base-url", help="the provider's API base URL")
    p_run.add_argument("--model", help="the provider's model name")
    p_run.add_argument("--yes", action="store_true", help="confirm sending content without asking")
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
    try:
        text = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {name}: {getattr(exc, 'strerror', None) or exc}") from None
    return state_io.load_state(text), name


# ---- commands -------------------------------------------------------------------------------


def _cmd_run(args: argparse.Namespace) -> int:
    from .explain import explain
    from .pipeline import Session, execute

    state, label = _load(args)
    session = Session()
    if args.provider is not None:
        session = Session(provider=_real_provider(args, state))
    elif args.base_url or args.model:
        raise UsageError("--base-url and --model need --provider")
    done = execute(state, session=session)
    result = done.result
    if args.json:
        body = {"result": result.model_dump(mode="json"), "explain": explain(done)}
        print(json.dumps(body, indent=2, ensure_ascii=False))
    else:
        print_summary(result, label, sys.stdout)
    return 0


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
        print(f"error: bad link: {_state_error_text(exc)}", file=sys.stderr)
        return 2
    print(state_io.export_state(state), end="")
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
        print(state_io.state_json_schema_text(), end="")
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


def print_summary(result: RunResult, label: str, out: TextIO) -> None:
    """One block per agent (status, stop, findings, cache, budget), then unsafe-mode notices."""
    print(f"Safe Agent Pipeline: {label}", file=out)
    print(result.outcome.headline, file=out)
    for agent in result.agents:
        print(file=out)
        print(f"{agent.agent}: {agent.status.upper()}", file=out)
        if agent.stoppedAt is not None:
            print(f"  stopped at {agent.stoppedAt}: {_stop_reason(agent, result)}", file=out)
        cache = {True: "hit", False: "miss", None: "not reached"}[agent.cacheHit]
        b = agent.budgetAfter
        print(
            f"  cache: {cache}; budget after: {b.calls}/{b.maxCalls} calls, "
            f"{b.inputTokens:,}/{b.maxTotalInputTokens:,} input tokens, "
            f"{b.outputTokens:,}/{b.maxTotalOutputTokens:,} output tokens",
            file=out,
        )
        if agent.report is None:
            print("  findings: none (no validated report)", file=out)
            continue
        print(f"  findings ({len(agent.report.findings)}):", file=out)
        for f in agent.report.findings:
            refs = f" ({', '.join(f.evidence_refs)})" if f.evidence_refs else ""
            print(f"  - [{f.severity.upper()}] {f.category} {f.id}: {f.claim}{refs}", file=out)
    b = result.budget
    print(file=out)
    print(f"Budget used by this run: {b.calls}/{b.maxCalls} calls", file=out)
    for notice in result.unsafe:
        print(f"UNSAFE MODE ({notice.guardrail}): {notice.message}", file=out)
    print(f"Digest: {result.digest}", file=out)
