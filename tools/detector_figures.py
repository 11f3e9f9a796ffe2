"""The learned detector's figures as recorded by its training run, as tables for docs/figures.md.

`tables()` reads `tools/detector_manifest.json` (written by `python3 tools/train_detector.py
--loso`) and returns its measured figures as (title, head, rows): the thresholds per field kind
and the false-positive budgets they were chosen against; out-of-fold (pooled grouped
cross-validation) false positives per field kind and per kind of hard negative; attacks blocked
per field kind, per language and per source; the ship test against the model it replaced; and
the leave-one-source-out re-fit (each source scored by a model fitted without it). Each figure is
given for the rules alone, the detector alone and both together as the page runs them (a rule's
block, or the detector's unless the text names an attack as its topic). `cost_per_kb()` measures
the detector's scoring time per KB in this process (it varies per run; it is not in the
manifest). Standard library only: no re-fit, no NumPy.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "tools" / "detector_manifest.json"

Table = tuple[str, tuple[str, ...], list[tuple[str, ...]]]


def manifest() -> dict[str, Any]:
    """The shipped model's training record."""
    return dict(json.loads(MANIFEST.read_text(encoding="utf-8")))


def _pct(hits: int, n: int) -> str:
    return f"{100 * hits / n:.1f}% ({hits}/{n})" if n else "–"


def _layers(cell: dict[str, Any]) -> tuple[str, str, str]:
    """Rules, detector, together: one cell's blocks as rates."""
    n = int(cell["n"])
    return (
        _pct(int(cell.get("rules", 0)), n),
        _pct(int(cell["hits"]), n),
        _pct(int(cell.get("together", cell["hits"])), n),
    )


LAYERS = ("rules", "detector", "rules + detector")


def tables(m: dict[str, Any] | None = None) -> list[Table]:
    """The figures of the shipped model's training run (see the module docstring)."""
    m = m or manifest()
    th = m["thresholds"]
    cv = m.get("cross_validation", {})
    folds = m["hyperparameters"]["folds"]
    out: list[Table] = []
    budgets = th["fp_budgets"]
    out.append(
        (
            "Learned detector: thresholds per field kind",
            ("field kind", "warn", "block", "budget, its benign rows (warn, block)",
             "budget, its hard negatives (warn, block)"),
            [
                (kind, str(t["warn"]), str(t["block"]),
                 " / ".join(f"{100 * x:g}%" for x in budgets["pooled"][kind]),
                 " / ".join(f"{100 * x:g}%" for x in budgets["hard"][kind]))
                for kind, t in th["per_field_kind"].items()
            ],
        )
    )  # fmt: skip
    pooled = f"pooled {folds}-fold grouped cross-validation"
    rows: list[tuple[str, ...]] = []
    for kind, c in cv.get("fp_field", {}).items():
        for part in ("pooled", "hard"):
            block = c[part]["block"]
            name = f"{kind}, {'every benign row' if part == 'pooled' else 'hard negatives'}"
            warn = c[part]["warn"]
            rows.append((name, _pct(int(warn["hits"]), int(warn["n"])), *_layers(block)))
    out.append(
        (
            f"  benign rows blocked per field kind ({pooled}, each at its kind's thresholds)",
            ("field kind, rows", "detector warns", *(f"{x} blocks" for x in LAYERS)),
            rows,
        )
    )
    out.append(
        (
            f"  hard negatives blocked, by kind ({pooled})",
            ("kind", "detector warns", *(f"{x} blocks" for x in LAYERS)),
            [
                (k, _pct(int(c["warn"]["hits"]), int(c["warn"]["n"])), *_layers(c["block"]))
                for k, c in cv.get("fp_hard_kind", {}).items()
            ],
        )
    )
    recall = cv.get("recall", {})
    for title, key in (("field kind", "field"), ("language", "language"), ("source", "group")):
        out.append(
            (
                f"  attacks blocked, by {title} ({pooled})",
                (title, *LAYERS),
                [(k, *_layers(c)) for k, c in recall.get(key, {}).items()],
            )
        )
    versus = m.get("against_shipped") or {}
    if versus.get("rows"):
        rows = []
        for part in ("benign", "attacks"):
            for name, c in versus[part].items():
                old, new = c["shipped"], c["new"]
                if not old["n"]:
                    continue
                rows.append(
                    (f"{part}: {name}", _pct(old["block"], old["n"]), _pct(new["block"], new["n"]),
                     _pct(old["together"], old["n"]), _pct(new["together"], new["n"]))
                )  # fmt: skip
        rows.append(
            ("shipped", f"no more benign blocked: {versus['no_more_benign_blocked']}", "",
             f"recall kept in every language: {versus['recall_kept_every_language']}", "")
        )  # fmt: skip
        out.append(
            (
                "  ship test: the rows of the sources the model before it never trained on ("
                + ", ".join(versus["sources"])
                + "); before: its weights at its thresholds, now: "
                + pooled,
                ("rows", "detector before", "detector now", "rules + detector before",
                 "rules + detector now"),
                rows,
            )
        )  # fmt: skip
    loso = m.get("leave_one_source_out") or {}
    if loso:
        epochs = m["hyperparameters"]["epochs"]
        rows = []
        for g, c in loso["groups"].items():
            a, b = c["attacks"], c["benign"]
            rows.append(
                (
                    g,
                    *(_layers(a) if a["n"] else ("–",) * 3),
                    *(_layers(b) if b["n"] else ("–",) * 3),
                )
            )
        out.append(
            (
                "  leave-one-source-out: each source scored by a model re-fitted without it "
                f"({loso['epochs']} passes per re-fit, the shipped model's {epochs}), "
                "at the shipped thresholds",
                ("source left out", *(f"attacks: {x}" for x in LAYERS),
                 *(f"benign: {x}" for x in LAYERS)),
                rows,
            )
        )  # fmt: skip
    return out


def cost_per_kb(kb: int = 16, rounds: int = 3) -> float:
    """Milliseconds per KB to score prose-like text of `kb` KB (the best of `rounds`)."""
    sys.path.insert(0, str(ROOT / "core" / "guards"))
    import detector

    unit = "Please review the change to the payment retry logic; ignore the flaky test. "
    text = (unit * (kb * 1024 // len(unit) + 1))[: kb * 1024]
    detector.score("warm up")
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        detector.score(text)
        best = min(best, time.perf_counter() - start)
    return 1000 * best / kb


def markdown() -> str:
    """The tables as Markdown, for a look without the bench."""
    lines: list[str] = []
    for title, head, rows in tables():
        lines += ["", f"### {title.strip()}", "", "| " + " | ".join(head) + " |"]
        lines.append("|" + " --- |" * len(head))
        lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(markdown())
    print(f"cost: {cost_per_kb():.2f} ms per KB")
