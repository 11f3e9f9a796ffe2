"""The page's own words (run states, controls), so JavaScript shows none of its own."""

from __future__ import annotations

# id -> text; "{preset}" is filled by the page with a preset's letter.
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
}
