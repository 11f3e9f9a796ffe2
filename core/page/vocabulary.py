"""Every enum, label and plain-words description the page shows, each from where it is defined."""

from __future__ import annotations

from typing import Any, get_args

from ..agents import ACTIVE_AGENTS
from ..guards.recall import detector_sentence, recall_sentence
from ..model.reader import acts_on
from ..model.stub import MODES
from ..pipeline.stages import STAGES
from ..state.demo_state import ActiveAgent, GuardrailState, InjectionWhere
from ..state.links import KEYS as LINK_KEYS
from ..types import ERROR_TYPES, AgentName, AgentStatus, AuditKind, Severity, StageStatus, Tone
from .fields import GUARDRAILS, MODEL_SETTINGS, fields

# How each stage status looks: a word, an icon (colour is never the only signal) and a tone.
# An "off" cell is plain when the switched-off guardrail had nothing to act on here, and takes the
# unsafe tone ("exposed") when it would have acted: only the second one put anything at risk.
STATUSES: dict[StageStatus, tuple[str, str, Tone]] = {
    "pass": ("pass", "✓", "ok"),
    "warn": ("warning", "!", "warn"),
    "blocked": ("blocked: stopped safely", "■", "blocked"),
    "rejected": ("rejected (safe)", "⊘", "rejected"),
    "skipped": ("not reached", "–", "ok"),
    "off": ("off (nothing to catch here)", "○", "warn"),
    "exposed": ("off, and it would have acted", "⚠", "unsafe"),
    "obeyed": ("obeyed the planted text (simulated)", "‼", "missed"),
    "missed": ("missed: it reached the model", "‼", "missed"),
}

# Outcome tones. "missed" and "unsafe" are the most serious (the page styles them strongest);
# "blocked" means a guardrail stopped the run safely.
TONES: dict[Tone, tuple[str, str]] = {
    "ok": ("Safe", "✓"),
    "warn": ("Warning", "!"),
    "blocked": ("Blocked: stopped safely", "■"),
    "rejected": ("Rejected (safe)", "⊘"),
    "unsafe": ("Unsafe", "⚠"),
    "missed": ("Missed by a guardrail", "‼"),
    "error": ("Stopped", "✕"),
}

# What each agent's badge says, with its icon and tone.
AGENT_STATUSES: dict[AgentStatus, tuple[str, str, Tone]] = {
    "ok": ("ok", "✓", "ok"),
    "blocked": ("blocked: stopped safely", "■", "blocked"),
    "rejected": ("rejected (safe)", "⊘", "rejected"),
    "error": ("stopped", "✕", "error"),
    "unsafe": ("unsafe", "⚠", "unsafe"),
    "obeyed": ("obeyed the planted text (simulated)", "‼", "missed"),
}

# Each audit event kind: a word and an icon for its card (the colour never the only signal).
AUDIT_KINDS: dict[AuditKind, tuple[str, str]] = {
    "llm_request": ("model request", "→"),
    "llm_response": ("model answer", "←"),
    "llm_error": ("model error", "✕"),
    "cache_hit": ("cache hit", "✓"),
    "cache_miss": ("cache miss", "○"),
    "redaction_applied": ("redaction applied", "▦"),
    "injection_blocked": ("injection blocked", "⛔"),
    "budget_checked": ("budget checked", "Σ"),
    "path_flagged": ("path flagged", "⚑"),
    "output_repaired": ("output repaired", "✎"),
    "limits_exceeded": ("limits exceeded", "!"),
}
# Each finding severity: a word and an icon.
SEVERITIES: dict[Severity, tuple[str, str]] = {
    "high": ("high", "▲"),
    "warn": ("warn", "●"),
    "info": ("info", "○"),
}

AGENT_TEXT: dict[AgentName, str] = {
    "ThreatSketch": "Looks for security risks in the change.",
    "SpecLint": "Looks for unclear or missing definitions and broken references in the docs.",
    "PRSynthesis": "Writes the overall review: what changed, what is risky, what is unclear.",
}

ACTIVE_AGENT_LABELS: dict[ActiveAgent, str] = {
    "pipeline": "all three agents",
    "ThreatSketchAgent": "ThreatSketch only",
    "SpecLint": "SpecLint only",
    "PRSynthesis": "PRSynthesis only",
}

INJECTION_PLACES: dict[InjectionWhere, str] = {
    "none": "nowhere",
    "diffSummary": "the diff summary",
    "firstFile": "the first file",
    "both": "both",
}

ABOUT = (
    {
        "id": "devkit",
        "title": "About the reference devkit",
        "body": "\n".join(
            [
                "This demo answers a published engineering spec for a guarded code-review "
                "pipeline, and a small reference implementation of it (the devkit). It mirrors the "
                "devkit's stage order, texts and prompt format, and deliberately differs where the "
                "devkit is weaker than its own documents promise:",
                "- Hashes are real SHA-256. The devkit's are 32-bit, so its ids, hashes and cache "
                "keys collide easily.",
                "- The path policy is enforced inside the pipeline, after normalising paths and "
                "rejecting traversal ('..'). The devkit checks paths only in its GitHub runner, "
                "with plain string prefixes, so `src/../.github/x` passes.",
                "- File paths are redacted and scanned for injection too; the devkit sends them "
                "unredacted and unscanned.",
                "- Injection rules have names and run on text with disguises undone (letter case, "
                "look-alike letters, invisible characters, encodings); every match is reported "
                "with its place. The devkit only says 'Prompt injection guard triggered'.",
                "- The budget never overshoots: a call is refused if its own cost would pass a "
                "limit, and calls whose answer fails the gate still count.",
                "- Model and gate failures are recorded as `llm_error` audit events, which the "
                "devkit declares but never emits.",
                "- The audit log is hash-chained, so editing or dropping an event shows.",
            ]
        ),
    },
    {
        "id": "guard-limits",
        "title": "What the injection guard cannot do",
        "body": "\n".join(
            [
                "The injection guard recognises patterns: known ways of phrasing an order to the "
                "AI reviewer. It does not understand the text, so an instruction worded in a way "
                "its rules do not know gets through.",
                recall_sentence(),
                "What the guard lets through is read by the simulated reviewer (next section), "
                "on its own. When it finds a request aimed at it and acts on it, the outcome is "
                '"Missed" and you see what the model did; when it finds nothing to act on, the '
                'outcome is "Not flagged": neither safe nor a miss, since a real model might read '
                "the text differently.",
                "Redaction and the path policy can miss too, and the page judges them by what the "
                "prompt that was sent held, not by what they say. A secret the scenario knows "
                "(a value redaction replaced somewhere in the input or in the preset it is based "
                "on, or a secret the scenario planted) that reached the model as written is "
                '"Missed by redaction"; a file that a checkout of the repository writes into a '
                'denied folder (following its symbolic links) is "Missed by the path policy".',
            ]
        ),
    },
    {
        "id": "learned-detector",
        "title": "The learned detector: the guard's second layer",
        "body": "\n".join(
            [
                "After its rules, the injection guard runs a learned detector on every text the "
                "model would see. It is a small statistical model, trained on thousands of "
                "example texts labelled attack or ordinary: it counts which words and letter "
                "sequences each text contains and gives it a score from 0 to 1 for how much it "
                "resembles the attacks. At the block threshold it stops the run; between the "
                "warn and block thresholds it only warns (both are in Inputs & switches, and "
                "in a shared link). The why-card and Details show the score and highlight the "
                "words that pushed it most. A long file is read in overlapping pieces of about a "
                "thousand characters and scores as its most instruction-like piece, lowered a "
                "little for the number of pieces: each piece is one more chance to look like an "
                "instruction by accident, and without it long, ordinary documentation would be "
                "flagged far more often than a short text.",
                "Where it is strong: it does not need an exact phrasing, so it catches many "
                "rewordings and paraphrases of known English attacks that the rules miss.",
                "Where it fails: it learns only from its examples, and they are almost all "
                "English, so attacks in other languages mostly pass it and only the rules stand "
                "in their way. An attack worded unlike "
                "anything it was trained on can score low and pass, and ordinary text that "
                "talks about instructions (a runbook, a how-to, a text about prompt "
                "injection) can score high and be flagged. A score is a resemblance, never a "
                "proof.",
                "Talk about attacks: the name of an attack (\u201cprompt injection\u201d, "
                "\u201cjailbreak\u201d) is the detector's strongest evidence, so a question such "
                "as \u201cWhat is the DAN jailbreak?\u201d scores like an attack. When a text "
                "names an attack as its topic and speaks to no one (no \u201cyou\u201d, no "
                "\u201cAssistant:\u201d; a request to explain is allowed), the guard lowers the "
                "detector's block to a warning. The rules are not lowered: a text that quotes an "
                "attack's own words still carries them to the model, and a rule that knows "
                "them still blocks it. The price: an attack that avoids every form of address "
                "and names its own kind is only warned about.",
                detector_sentence(),
            ]
        ),
    },
    {
        "id": "simulated-model",
        "title": "The simulated model",
        "body": "\n".join(
            [
                "There is no real AI model in this page. A deterministic simulation answers from "
                "the prompt it is sent: its findings come from the diff and files.",
                "It reads the pull request's text as a deliberately gullible reviewer would, "
                "looking for requests aimed at it: an order, a sentence in the second person, or "
                "an authority frame (a claimed review policy, a note signed by a maintainer, a "
                "comment to the AI, a fake expected output), in the languages the guard reads and "
                f"after undoing the same disguises. It acts on five effects only: to {acts_on()}. "
                "When it acts, its answer shows it, every time, labelled as a simulation. It never "
                "asks the injection guard, so a guard that is fooled does not fool it too.",
                "Its limits: an instruction that is only quoted, reported or documented (a "
                "security page citing an attack, a string in code) is data to it, and so is text "
                "with no request in it. A real model may be swayed by less: a hint, a tone, a "
                "request worded in a way this reader does not know. So when it finds nothing to "
                'act on, the page says "Not flagged", never "safe". It does nothing with a '
                "secret or a file it is shown; a leak is judged by what the prompt held, because "
                "the prompt itself reaches the model's provider.",
                "Fencing marks the pull request's text as data. Real models often follow "
                "instructions inside such fences anyway, so by default the simulated model does "
                'too; switch off "The model follows instructions inside the fence" to see a '
                "model that respects the fence.",
            ]
        ),
    },
    {
        "id": "challenges",
        "title": "Challenges",
        "body": "\n".join(
            [
                "Three exercises, each with a goal, a starting scenario, three hints and an "
                "automatic verdict after every run: slip an instruction past the guard, leak a "
                "secret past redaction, sneak a file past the path policy. The verdict is worked "
                "out from what actually reached the model, never by asking the guardrail under "
                "test. Share a solution as its link; a teacher can check it with "
                "`python -m safe_agent challenge check ID LINK`.",
            ]
        ),
    },
)


# The challenge panel's own words (each challenge's goal, hints and verdict come with it).
CHALLENGE_WORDS: dict[str, str] = {
    "menu": "Challenges",
    "menuIntro": "Exercises with an automatic verdict after every run. Pick one to load its "
    "starting scenario; share your solution as its link.",
    "goal": "Goal",
    "hint": "Hint {n} of 3",
    "nextHint": "Show a hint",
    "noMoreHints": "That was the last hint.",
    "checking": "Checking your attempt…",
    "solved": "Solved",
    "notYet": "Not yet",
    "slipped": "What slipped through",
    "layer": "The layer that missed it",
    "stopper": "The layer that stopped it",
    "leave": "Leave the challenge",
    "start": "Start again",
    "levels": "The ladder of levels: one backdoored pull request, one more defence at each level.",
    "next": "Open the next level",
    "harmless": "The harmless pull request",
    "seed": "Class variant: {seed}",
    # The first paint of a link, before Python is up (web/app/firstpaint.js).
    "openingShared": "Opening a shared scenario…",
    "openingSharedUntitled": "A shared scenario",
    "openingChallenge": "Opening {title}…",
    "openingLine": "Python is starting in your browser to run the scenario this link holds; its "
    "own result appears here, and nothing you type leaves this page.",
}


def _challenge_list() -> list[dict[str, str]]:
    from ..challenges import ALL

    return [{"id": c.id, "title": c.title, "goal": c.goal} for c in ALL.values()]


def _pairs(table: dict[Any, tuple[str, str]], keys: list[str]) -> list[dict[str, str]]:
    return [{"id": k, "label": table[k][0], "description": table[k][1]} for k in keys]


def vocabulary() -> dict[str, Any]:
    """The page's enums and labels (bridge op `vocabulary`)."""
    from .notices import NOTICES, WATCHDOG_RUNS, WATCHDOG_SECONDS
    from .words import page_words

    switches = [k for k in GUARDRAILS if k in GuardrailState.model_fields]
    return {
        "stages": [
            {"id": m.NAME, "label": m.LABEL, "description": m.DESCRIPTION, "switch": m.SWITCH}
            for m in STAGES
        ],
        "statuses": [
            {"id": k, "label": v[0], "icon": v[1], "tone": v[2]} for k, v in STATUSES.items()
        ],
        "tones": [{"id": k, "label": v[0], "icon": v[1]} for k, v in TONES.items()],
        "agentStatuses": [
            {"id": k, "label": v[0], "icon": v[1], "tone": v[2]} for k, v in AGENT_STATUSES.items()
        ],
        "guardrails": _pairs(GUARDRAILS, switches),
        "providerModes": _pairs(MODES, list(MODES)),
        "modelSettings": _pairs(MODEL_SETTINGS, list(MODEL_SETTINGS)),
        "challengeWords": dict(CHALLENGE_WORDS),
        # What a first paint needs before Python is up: each challenge's title and goal, and the
        # parameters a link may carry (state/links.py reads them; the page only picks what to draw).
        "challengeList": _challenge_list(),
        "linkKeys": list(LINK_KEYS),
        "agents": [
            {"id": a, "label": a, "description": AGENT_TEXT[a]} for a in get_args(AgentName)
        ],
        "activeAgents": [
            {"id": k, "label": ACTIVE_AGENT_LABELS[k], "agents": list(ACTIVE_AGENTS[k])}
            for k in get_args(ActiveAgent)
        ],
        "injectionPlaces": [{"id": k, "label": v} for k, v in INJECTION_PLACES.items()],
        "auditKinds": [
            {"id": k, "label": AUDIT_KINDS[k][0], "icon": AUDIT_KINDS[k][1]}
            for k in get_args(AuditKind)
        ],
        "severities": [{"id": k, "label": v[0], "icon": v[1]} for k, v in SEVERITIES.items()],
        "errorTypes": list(ERROR_TYPES),
        "about": [dict(a) for a in ABOUT],
        "notices": dict(NOTICES),
        "watchdogSeconds": WATCHDOG_SECONDS,
        "watchdogRuns": dict(WATCHDOG_RUNS),
        "fields": fields(),
        "words": page_words(),
    }
