"""Egress (CLI only): find a real provider by entry point, and confirm before file content leaves.

The core never imports an adapter by name: adapters register under the entry-point group
`safe_agent.providers` (the optional `safe_agent_network` package does, when installed with
`pip install .[network]`). Nothing here runs in the page.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable
from importlib.metadata import EntryPoint, entry_points
from typing import Any, TextIO

from ..pipeline.runner import PROFILES, prepare
from ..provider import Provider, ProviderError
from ..state.demo_state import DemoState

ENTRY_POINT_GROUP = "safe_agent.providers"
INSTALL_HINT = "install the optional adapter with `pip install .[network]` (from the project root)"


class ProviderUnavailable(ProviderError):
    """No installed adapter answers to the requested provider name (bad configuration)."""


def _entry_points() -> list[EntryPoint]:
    return sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda ep: ep.name)


def available_providers() -> list[str]:
    """Names of the installed real-provider adapters (empty without the `network` extra)."""
    return [ep.name for ep in _entry_points()]


def load_provider(name: str, *, base_url: str, model: str, **options: Any) -> Provider:
    """Build the provider registered as `name`; raise `ProviderUnavailable` saying how to fix it."""
    found = [ep for ep in _entry_points() if ep.name == name]
    if not found:
        known = ", ".join(available_providers()) or "none installed"
        raise ProviderUnavailable(
            f"no provider named {name!r} (available: {known}); {INSTALL_HINT}"
        )
    try:
        factory = found[0].load()
    except ImportError as exc:
        raise ProviderUnavailable(
            f"the {name!r} adapter could not be imported ({exc.name or exc}); {INSTALL_HINT}"
        ) from None
    provider = factory(base_url=base_url, model=model, **options)
    if not isinstance(provider, Provider):
        raise ProviderUnavailable(
            f"the {name!r} entry point returned {type(provider).__name__}, not a Provider"
        )
    return provider


def _size_line(label: str, text: str, hits: int, redaction_on: bool) -> str:
    """`label: N characters` after redaction, with the number of redactions."""
    if not redaction_on:
        return f"{label}: {len(text):,} characters (redaction is OFF: sent as written)"
    note = f", {hits} redaction{'s' if hits != 1 else ''} applied" if hits else ""
    return f"{label}: {len(text):,} characters after redaction{note}"


def egress_summary(state: DemoState) -> list[str]:
    """What a run would send to the model: each field and file, sized after redaction.

    Computed by the pipeline's own preparation (limits, redaction, injection guard, path policy),
    so it matches what a run sends. An upper bound: the budget may stop a run earlier.
    """
    prep = prepare(state, PROFILES["safe"])
    on = state.guardrails.redaction
    hits = Counter(h.field for h in prep.redacted.hits)
    lines = [_size_line("diff summary", prep.redacted.diff_summary, hits["diffSummary"], on)]
    shown = {f.field: f.redacted for f in prep.redacted.fields}
    for i, decision in enumerate(prep.paths):
        path = shown[f"files[{i}].path"]
        if decision.excluded:
            lines.append(f"file {path}: stays local ({decision.decision}: {decision.reason})")
            continue
        n = hits[f"files[{i}].content"] + hits[f"files[{i}].path"]
        flag = "" if decision.decision == "allowed" else f" [path {decision.decision}, sent anyway]"
        lines.append(_size_line(f"file {path}", shown[f"files[{i}].content"], n, on) + flag)
    budget = state.guardrails.policy.budget
    lines.append(
        f"{len(prep.visible)} of {len(prep.paths)} files leave this machine, with their paths, "
        f"the agents' fixed instructions and the output schema; at most {budget.maxCalls} "
        f"requests and {budget.maxTotalInputTokens:,} input tokens (budget)"
    )
    if prep.limit_error:
        lines.append(f"the input limits stop this run before any request: {prep.limit_error}")
    elif prep.verdict.blocked:
        lines.append("the injection guard blocks this input: a run stops before any request")
    return lines


def confirm_egress(
    state: DemoState,
    *,
    assume_yes: bool,
    input_fn: Callable[[str], str] = input,
    out: TextIO | None = None,
    destination: str | None = None,
    interactive: bool | None = None,
) -> bool:
    """Print the egress summary and ask y/N; `assume_yes` (`--yes`) skips the question.

    Without a terminal on stdin (`interactive` defaults to `sys.stdin.isatty()`), and without
    `--yes`, the answer is no: a pipe or a CI job cannot confirm.
    """
    stream = out if out is not None else sys.stderr
    where = f" to {destination}" if destination else ""
    print(f"This run sends internal content off this machine{where}:", file=stream)
    for line in egress_summary(state):
        print(f"  - {line}", file=stream)
    if assume_yes:
        print("Confirmed by --yes.", file=stream)
        return True
    if interactive is None:
        interactive = bool(getattr(sys.stdin, "isatty", lambda: False)())
    if not interactive:
        print("Refusing: stdin is not a terminal, so nobody can confirm; pass --yes.", file=stream)
        return False
    print("Send it? [y/N] ", end="", file=stream, flush=True)
    try:
        answer = input_fn("")
    except EOFError:
        answer = ""
    if answer.strip().lower() in ("y", "yes"):
        return True
    print("Not sent (answer y to send, or pass --yes).", file=stream)
    return False
