"""The page's own words (states, controls, labels, messages); JavaScript shows none of its own."""

from __future__ import annotations

from ..state.demo_state import PRESET_IDS

# id -> text. A "{name}" is a place the page fills (web/ui/vocab.js `word`) with a value it holds:
# a preset's letter, a count, Python's own message. An id followed by ".<n>" is the text for that
# exact count (`vocab.count`): the plural rules live here, never in JavaScript.
WORDS: dict[str, str] = {
    "running": "running…",
    "notRun": "not run",
    "notRunIcon": "–",
    "notRunTitle": "Not run: fix this field and the run starts again",
    "runFresh": "Run without cache",
    "runFreshHint": "Empties this page's cache and runs again, as a new page (or the link) would.",
    "custom": "Custom (based on {preset})",
    "customNone": "Custom",
    "details": "details",
    "presetCaption": "Preset {preset}: {title}",
    # The preset picker's short names, beside the letters where the frame is wide enough: each
    # the start of the preset's title, so a button's visible text is part of its accessible name.
    "preset.A": "Clean",
    "preset.B": "Injection",
    "preset.C": "Redaction",
    "preset.D": "Schema gate",
    "preset.E": "Cache hit",
    "preset.F": "Path policy",
    # A preset's button: its accessible name, and the hidden words around the visible letter.
    "presetButton": "Preset {preset} — {title}",
    "presetLead": "Preset ",
    "presetDash": " — ",
    # Python's start-up, as the header's status line says it (by the runtime's phase), and why
    # it could not start (web/runtime/loader.js reads these from static-data.js).
    "phase.load": "Loading the Python runtime",
    "phase.compile": "Compiling the Python runtime",
    "phase.start": "Starting Python",
    "phase.unpack": "Unpacking the pipeline",
    "phase.import": "Importing pydantic and the pipeline",
    "phase.ready": "Python is ready",
    "serveHint": "This page must be served over HTTP: browsers do not let it load Python from "
    "file://. In the project folder run: python3 build.py serve  (then open "
    "http://127.0.0.1:8000/)",
    "notBuilt": "runtime/loader.js was not built: run python3 build.py and open dist/",
    "workerStopped": "the Python worker stopped: {reason}",
    "workerUnloaded": "it could not be loaded",
    "payloadUnloaded": "could not load {part}",
    "pythonReady": "Python is ready",
    "startFailedReason": "Python failed to start.",
    "startFailed": "Python could not start: {reason} Reload the page to try again.",
    "startFailedStatus": "Python could not start, so runs are unavailable. Reload the page to try "
    "again.",
    "noLoader": "runtime/loader.js did not load.",
    "noRuntime": "The Python runtime did not load (runtime/loader.js). Reload the page.",
    "noAnswer": "Python gave no answer to {op}. Reload the page.",
    "wentWrong": "Something went wrong: {message}",
    # Until the first result: what preset A will show, and how long a first load takes.
    "previewHeadline": "Preset {preset} — {title}: starting Python in your browser to run it.",
    "previewTitle": "What you will see",
    "previewWait": "A first load takes a few seconds, longer on a slow connection: Python starts "
    "inside this page, and nothing you type leaves it.",
    # Runs, replays, links and imports.
    "runRunning": "Running…",
    "runFinished": "Run {run} finished · {tone}.",
    "runFinishedScenario": "Run {run} finished · {tone} · {scenario}.",
    "runNotStarted": "The run could not start: fix the input and it runs again.",
    "runNotStartedStatus": "The run could not start: {message}",
    "replaying": "Re-running twice in fresh sessions…",
    "replayFailed": "Replay failed: {message}",
    "auditExportFailed": "Audit export failed: {message}",
    "linkNoPreset": "This link names no preset of this demo, so the page kept its current state.",
    "linkUnopened": "This link could not be opened, so the page kept its current state.",
    "challengesUnloaded": "The challenges could not be loaded. Reload the page.",
    "noLink": "No link: {message}",
    "linkLength": "Link length: {length} characters.",
    "linkLengthScenario": "{scenario} · Link length: {length} characters.",
    "sharedTitle": "A shared scenario",
    "runForLink": "Run once to get a link.",
    "exportFailed": "Export failed: {message}",
    "exportFailedAt": "Export failed: {message} (at {path})",
    "exported": "Exported.",
    "exportedNoDownload": "Exported: copy the JSON (files cannot be downloaded inside this frame).",
    "fileUnread": "The file could not be read.",
    "importRefused": "Import refused: nothing was changed.",
    "copied": "Copied.",
    "copiedClipboard": "Copied to the clipboard.",
    "copyBlocked": "Copying is not allowed here: the text is selected, press Ctrl+C (⌘C on a Mac).",
    "download": "Download {file}",
    # The outcome's why-card and the stage grid.
    "excerptFrom": "From the {place}:",
    "excerptFromMarked": "From the {place} (highlighted: what matters):",
    "excerptName": "Excerpt from the {place}",
    "showPattern": "Show the rule's pattern",
    "stoppedHere": "■ stopped here",
    "legendStop": "■ where the agent stopped",
    "gridCaption": "What each stage did for each agent",
    "gridStage": "Stage",
    "gridInWords": "What each stage did, in words",
    "gridTitle": "The pipeline, stage by stage",
    "gridRegion": "Pipeline stages per agent",
    # The Findings tab.
    "unsafeBanner": "Unsafe mode: {n} guardrails are off",
    "unsafeBanner.1": "Unsafe mode: 1 guardrail is off",
    "gateWhy": "Why",
    "gateErrorPath": "Error path",
    "colSeverity": "Severity",
    "colFinding": "Finding",
    "colWhere": "Where",
    "colAction": "Suggested action",
    "agentFindings": "{agent} findings",
    "stoppedAt": "Stopped at {stage}: ",
    "fullMessage": "full message",
    "simulation": "Simulation: ",
    # The Details tab.
    "sharedChecks": "Checks on the input (shared by every agent)",
    "budget": "Budget",
    "budgetCalls": "Model calls",
    "budgetInput": "Input tokens",
    "budgetOutput": "Output tokens",
    "meter": "{used} / {max}",
    "meterFull": "{used} / {max} (limit reached)",
    "attempts": "Attempts",
    "attemptPassed": "Attempt {n}: gate passed",
    "attemptRejected": "Attempt {n}: gate rejected",
    "attemptRejectedWhy": "Attempt {n}: gate rejected ({error})",
    "attemptRepairs": "{attempt}; repairs: {repairs}",
    "repair": "{kind} ({detail})",
    # Between the items of a list the page joins (repairs, n-grams).
    "listSeparator": ", ",
    "agentDetails": "{agent} details",
    "envelopeName": "{agent} prompt envelope",
    "cacheHit": "✓ hit (reused, no model call)",
    "cacheMiss": "○ miss (the model was called)",
    "cacheUnused": "– not consulted",
    "cacheLine": "Cache: {result}",
    "cacheKey": "Cache key",
    "cacheResult": "Result",
    "promptSent": "Prompt sent to the model (exactly as hashed)",
    "promptSentSecrets": "Prompt sent to the model (exactly as hashed) — {n} secret(s) highlighted",
    "rawAnswer": "Raw model answer",
    "copyRaw": "Copy raw answer",
    "rawName": "{agent} raw answer",
    "replay": "Replay and compare hashes",
    "sameTitle": "Same input, same output",
    "sameIntro": "Every hash below is the same on every run of this scenario, in any browser and "
    "under CPython.",
    "hashCache": "cache",
    "hashHit": "hit",
    "hashMiss": "miss",
    "runDigest": "Run digest",
    "replayMatch": "✓ Every hash matches: {n} values compared over two fresh runs.",
    "replayMismatch": "✕ Mismatch: {n} values compared over two fresh runs.",
    "valuesCompared": "Values compared",
    # The Audit log tab and About.
    "auditTime": "Time",
    "auditTimeValue": "{time} UTC",
    "auditRequest": "Request id",
    "auditProvider": "Provider / model",
    "auditUsage": "Usage",
    "auditUsageValue": "{input} in / {output} out",
    "auditCache": "Cache",
    "auditCacheKey": "Cache key",
    "auditError": "Error",
    "auditErrorValue": "{name}: {message}",
    "auditErrorAt": "{name}: {message} at {path}",
    "auditDetail": "Detail",
    "auditChain": "Chain",
    "auditPrev": "prev ",
    "auditCount": "{shown} of {total} events shown.",
    "auditGroup": "{agent} events",
    "auditWholeRun": "Whole run",
    "auditAllKinds": "All kinds",
    "auditJsonl": "Audit log as JSON Lines",
    "auditCopy": "Copy JSON Lines",
    "auditExport": "Export as JSON Lines",
    "auditIntro": "Each event stores hashes, never the raw text; each event's hash covers the one "
    "before it, so an edited or missing event shows.",
    "auditFilter": "Filter by kind",
    "aboutLead": "Everything runs in this page: Python in WebAssembly, a deterministic simulation "
    "in place of a model, no network and no keys. The same Python runs the command-line tool and "
    "the tests.",
    # The Inputs tab: its groups, hints and the changed files (each field's own label is in
    # core/page/fields.py, by state path).
    "groupGuardrails": "Guardrails",
    "groupModel": "Simulated model and agents",
    "groupInjection": "Injection payload",
    "groupChange": "The change under review",
    "groupPaths": "Path policy",
    "groupBudget": "Budget and input limits",
    "groupModelPolicy": "Model",
    "hintPromptVersion": "Part of every request id.",
    "hintAllow": "One per line, e.g. src/",
    "hintDeny": "One per line, e.g. deploy/",
    "file": "File {n}",
    "filePath": "Path",
    "fileContent": "Content",
    "fileRemove": "Remove",
    "fileRemoveName": "Remove file {n}",
    "fileAdd": "Add file",
    "filesNone": "No changed files.",
    "pathFlagged": "Flagged: {reason}.",
    "pathFlaggedExcluded": "Flagged: {reason}; kept out of the prompt.",
    "pathAllowed": "Allowed: {reason}.",
    "pathAllowedExcluded": "Allowed: {reason}; kept out of the prompt.",
}


def page_words() -> dict[str, str]:
    """WORDS, and the sentences that name the presets (their letters are known here)."""
    first, last = PRESET_IDS[0], PRESET_IDS[-1]
    return {
        **WORDS,
        "previewNext": f"Then pick a preset ({first}–{last}) or switch a guardrail off under "
        "“Inputs & switches” and watch what changes.",
        "noSuchPreset": "There is no preset {preset}; the presets are "
        + ", ".join(PRESET_IDS)
        + ".",
    }
