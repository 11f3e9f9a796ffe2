"""What the page says about where a result comes from and about Python itself (before it is up,
when it cannot start, when a run is stopped), so JavaScript shows none of its own words. The
build writes them into static-data.js with the rest of the vocabulary, so the page has them
before Python is up and when it never starts."""

from __future__ import annotations

# A run or link that takes longer than this is stopped: the page ends Python's worker and
# starts Python again (every preset runs in well under a second).
WATCHDOG_SECONDS = 8
# Operations that run the pipeline more than once get the watchdog's time once per run: Replay
# runs the state twice to compare the runs, so a link that opens within the limit replays within
# twice it (a link's open budget, core/state/sharing.py, is for one run).
WATCHDOG_RUNS: dict[str, int] = {"replay": 2}

# id -> text; "{preset}", "{seconds}", "{live}" and "{built}" are filled by the page.
NOTICES: dict[str, str] = {
    "built": "Computed when this page was built; Python is starting so you can change it.",
    "builtPreset": "Preset {preset}: computed when this page was built; Python is starting so "
    "you can change it.",
    "needsPython": "Available once Python has started.",
    "changeKept": "Your change is kept: it runs as soon as Python is up.",
    "auditLater": "The audit log's times come from a live run: they appear once Python has run "
    "this preset.",
    "noWasm": "Editing is unavailable: this browser does not run WebAssembly, so Python cannot "
    "start here; the presets show the results computed when this page was built.",
    "bootFailed": "Editing is unavailable: Python could not start, so the presets show the "
    "results computed when this page was built.",
    "staticOnly": "Computed when this page was built (editing is unavailable here).",
    "mismatchTitle": "The live run differs from the result computed when this page was built",
    "mismatch": "Preset {preset} ran live with digest {live}, but this page was built with "
    "digest {built}: the page and its Python do not match. Rebuild the page.",
    "stoppedTitle": "Stopped after {seconds} seconds",
    "stoppedRun": "This run took longer than {seconds} seconds, so the page stopped it and "
    "restarted Python. Change the input or pick a preset to run again.",
    "stoppedLink": "Opening this link took longer than {seconds} seconds, so the page stopped "
    "it and restarted Python; the address bar no longer holds the link, so reloading will not "
    "run it again.",
    "stoppedOther": "Python took longer than {seconds} seconds to answer, so the page stopped "
    "it and restarted Python.",
    "restarting": "Restarting Python…",
    # Above a shared link's title and note: they are its author's words, not the page's.
    "sharedNoteLabel": "Note from whoever shared this link",
    # The verdict in view after a stop is the one before it: its tone word and the greyed card.
    "staleVerdict": "Not current: from before the stopped run",
}
