"""The class grader: one row per link of a class's file, judged as the page and `check` judge it.

A line holds a link, optionally after a name or other words (`Ana  https://…#challenge=…`); the
link is its last word that carries a fragment, a query or a bare `v1.` state. Blank lines are
skipped; any other line gets a row, with what is wrong with it when it cannot be graded. Each
link is opened by `challenges.open_link` (the links module's precedence) and judged with its own
class seed. No row holds a raw secret: every cell passes through redaction, and the levels'
seeded token is never written.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .. import challenges
from ..state import permalink
from ..state.links import LinkError
from ..state.sharing import open_budget_problem
from ..state.state_io import StateError, scrub

COLUMNS = ("line", "who", "challenge", "seed", "result", "layer", "detail")
MAX_CELL = 160  # a name or a layer; the detail column is kept whole up to MAX_DETAIL
MAX_DETAIL = 600


@dataclass(frozen=True)
class Row:
    line: int
    who: str
    challenge: str
    seed: str
    result: str  # solved | not yet | error
    layer: str
    detail: str

    def cells(self) -> tuple[str, ...]:
        return (
            str(self.line),
            self.who,
            self.challenge,
            self.seed,
            self.result,
            self.layer,
            self.detail,
        )


def _link_of(line: str) -> tuple[str, str]:
    """(who, link): the last word that looks like a link, and the words before it."""
    words = line.split()
    for i in range(len(words) - 1, -1, -1):
        w = words[i]
        if "#" in w or "?" in w or w.startswith(("v1.", "s=")):
            return " ".join(words[:i]).strip(" :,;\t"), w
    return "", ""


def _cell(text: str, limit: int = MAX_CELL) -> str:
    text = scrub(" ".join(text.split()))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _detail(text: str) -> str:
    return _cell(text, MAX_DETAIL)


def grade_line(number: int, line: str) -> Row | None:
    """The row for one line of the file (None for a blank line)."""
    if not line.strip():
        return None
    who, link = _link_of(line)
    if not link:
        return Row(
            number,
            _cell(line[:40]),
            "",
            "",
            "error",
            "",
            "no link on this line: paste the whole link the page's Share menu gives",
        )
    try:
        opened = challenges.open_link(link)
    except (LinkError, permalink.PermalinkError, StateError) as exc:
        return Row(number, _cell(who), "", "", "error", "", _detail(str(exc)))
    seed = opened.seed or ""
    if opened.challenge is None:
        return Row(
            number,
            _cell(who),
            "",
            seed,
            "error",
            "",
            "this link names no challenge: a solution's link starts with #challenge=ID (share "
            "it while the challenge is open)",
        )
    problem = open_budget_problem(opened.state)
    if problem:
        return Row(number, _cell(who), opened.challenge.id, seed, "error", "", _detail(problem))
    verdict = challenges.judge(opened.challenge.id, opened.state, opened.seed)
    return Row(
        number,
        _cell(who),
        opened.challenge.id,
        seed,
        "solved" if verdict.solved else "not yet",
        _cell(verdict.layer or ""),
        _detail(verdict.headline),
    )


def grade_lines(lines: Iterable[str]) -> list[Row]:
    """A row for every line that is not blank, numbered from 1 as an editor numbers them."""
    rows = [grade_line(i, line) for i, line in enumerate(lines, 1)]
    return [r for r in rows if r is not None]


def render(columns: Sequence[str], rows: Sequence[Row], fmt: str) -> list[str]:
    """The rows as a plain table, a Markdown table or CSV (lines without their ends)."""
    cells = [r.cells() for r in rows]
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows(cells)
        return out.getvalue().splitlines()
    if fmt == "md":
        esc = [tuple(c.replace("|", "\\|") for c in row) for row in cells]
        return [
            "| " + " | ".join(columns) + " |",
            "| " + " | ".join("---" for _ in columns) + " |",
            *("| " + " | ".join(row) + " |" for row in esc),
        ]
    widths = [max([len(c), *(len(row[i]) for row in cells)]) for i, c in enumerate(columns)]
    fit = [min(w, 40) if i < len(columns) - 1 else w for i, w in enumerate(widths)]
    return [
        "  ".join(c.ljust(w) for c, w in zip(row, fit, strict=True)).rstrip()
        for row in (tuple(columns), *cells)
    ]
