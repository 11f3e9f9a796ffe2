"""The guard's rule families, one folder each: its words per language as data, its cases beside
them, and its composer (`compose.py`), the only part of a family the page ships."""

from __future__ import annotations

# Each family's folder, in the order the rule table reads them.
FAMILIES = (
    "intents",
    "orders",
    "setups",
    "extraction",
    "defiance",
    "caveats",
    "persons",
    "suppress",
)
