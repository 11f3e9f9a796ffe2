"""The three review agents: their prompt texts, request-id prefixes and reported names."""

from __future__ import annotations

from dataclasses import dataclass

from .types import AgentName


@dataclass(frozen=True)
class AgentSpec:
    name: AgentName
    request_prefix: str
    reported_name: str
    system: str
    task: str
    constraints: tuple[str, ...]
    temperature: float


_JSON_ONLY = "Output must be strict JSON matching the schema."

AGENTS: dict[AgentName, AgentSpec] = {
    "ThreatSketch": AgentSpec(
        name="ThreatSketch",
        request_prefix="threatsketch",
        reported_name="ThreatSketchAgent",
        system=(
            "You are a security-minded engineering reviewer. You remain conceptual and do not "
            "provide exploitation steps."
        ),
        task=(
            "Identify conceptual threat categories and failure modes suggested by the diff and "
            "files. Provide high-level mitigations only."
        ),
        constraints=(
            "Do not provide step-by-step exploitation instructions.",
            "Do not request secrets or private data.",
            "Stay at the level of categories, risks, and mitigations.",
            _JSON_ONLY,
        ),
        temperature=0.2,
    ),
    "SpecLint": AgentSpec(
        name="SpecLint",
        request_prefix="speclint",
        reported_name="SpecLintAgent",
        system=(
            "You are a specification lint tool. You are strict, conservative, and do not guess "
            "missing facts."
        ),
        task=(
            "Find missing definitions, ambiguous terms, broken references, and claims that exceed "
            "available evidence."
        ),
        constraints=(
            "No implementation instructions.",
            "No security exploitation steps.",
            _JSON_ONLY,
        ),
        temperature=0.1,
    ),
    "PRSynthesis": AgentSpec(
        name="PRSynthesis",
        request_prefix="prsynth",
        reported_name="PRSynthesisAgent",
        system=(
            "You are an engineering review instrument. You do not invent facts. You only cite "
            "provided context."
        ),
        task=(
            "Produce an advisory PR review: summarize changes, highlight risks, and flag "
            "ambiguity. Keep findings actionable."
        ),
        constraints=(
            "Do not provide deployment instructions.",
            "Do not request secrets or private data.",
            "If uncertain, mark uncertainty explicitly.",
            _JSON_ONLY,
        ),
        temperature=0.2,
    ),
}

# The state's `ui.activeAgent` values (spec 5.1) mapped to the agents they run.
ACTIVE_AGENTS: dict[str, tuple[AgentName, ...]] = {
    "pipeline": ("ThreatSketch", "SpecLint", "PRSynthesis"),
    "ThreatSketchAgent": ("ThreatSketch",),
    "SpecLint": ("SpecLint",),
    "PRSynthesis": ("PRSynthesis",),
}


def request_id(agent: AgentSpec, prompt_version: str, diff_hash: str) -> str:
    """`{prefix}:{promptVersion}:{hash(diffSummary)}`, as the devkit builds it."""
    return f"{agent.request_prefix}:{prompt_version}:{diff_hash}"
