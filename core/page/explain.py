"""The Explain panel: this run in one or two sentences, then each stage's own section (JS renders).

`explain(run)` returns sections `{"id", "title", "body", "open"}`; a body is plain text whose
paragraphs are separated by line breaks and whose lines starting with "- " are list items. The
page renders it as text, never as HTML. Same state and result in, same sections out. The words
come from the stages themselves (`safe_agent.stages`); this module only orders them.
"""

from __future__ import annotations

from typing import Any

from ..pipeline.runner import Run, explain_sections
from ..pipeline.stages.base import section


def _summary(run: Run) -> dict[str, Any]:
    result = run.result
    mode = run.ctx.state.ui.activeAgent
    who = (
        "ThreatSketch, SpecLint and PRSynthesis"
        if mode == "pipeline"
        else f"only {result.agents[0].agent} (single-agent mode)"
        if result.agents
        else "no agent"
    )
    reached = any(a.envelope is not None for a in run.agents)
    sent = (
        f"The prompt was built for {who}."
        if reached
        else f"Nothing was sent to the model for {who}."
    )
    return section("summary", "This run", [result.outcome.headline, sent], open_=True)


def explain(run: Run) -> list[dict[str, Any]]:
    """This run in brief (open), then every stage that has something to say, in stage order."""
    return [_summary(run), *explain_sections(run.ctx, run.agents)]
