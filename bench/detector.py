"""Honest figures for the learned detector: `python3 -m bench.detector` (needs NumPy: it re-fits).

Prints, on the detector's training rows (`tools/train_detector.py`):

* pooled 5-fold cross-validation: every row scored by a model fitted without its fold;
* leave-one-source-out: for each source group, the model is re-fitted WITHOUT that group and
  scores its rows.

In both, the thresholds applied to a held-out part are chosen by an inner 3-fold grouped
cross-validation on the rows the model was fitted on (the same rule as the shipped defaults:
folds keep a source group, a Debian package or a fortunes file whole), so no figure is measured
at a threshold chosen on the rows it reports. Attacks blocked are also given per language of
bastioncorpus (the one source with attacks in several languages), with the other languages'
rate as a share of English's. Attack recall is split into
direct/jailbreak and indirect (instructions planted in documents); false positives into benign
code and docs, benign prose and benign non-English text. The injection rules
(`scan_rules(text, field="diff")`) are measured on the same rows, and rules + detector
(blocked by either) beside them. Takes several minutes on two cores.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
INNER_FOLDS = 3
ERRORS: list[str] = []


def rule_guard() -> Callable[[str], bool]:
    """The rule guard's verdict function, wherever the guard lives now."""
    try:
        import safe_agent  # noqa: F401
    except ModuleNotFoundError:  # NumPy's Python without the package installed: load core/
        spec = importlib.util.spec_from_file_location(
            "safe_agent",
            ROOT / "core" / "__init__.py",
            submodule_search_locations=[str(ROOT / "core")],
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["safe_agent"] = module
        spec.loader.exec_module(module)
    for name in ("safe_agent.guards.injection", "safe_agent.injection"):
        try:
            scan = importlib.import_module(name).scan_rules
            break
        except ModuleNotFoundError:
            continue
    else:
        raise ModuleNotFoundError("safe_agent.guards.injection")

    def blocked(text: str) -> bool:
        try:
            return bool(scan(text, field="diff").blocked)
        except Exception as exc:  # a crash in the rules is reported, and counts as not blocked
            ERRORS.append(f"{type(exc).__name__}: {exc} on {text[:60]!r}")
            return False

    return blocked


def _pct(hits: int, n: int) -> str:
    return f"{100 * hits / n:5.1f}% ({hits}/{n})" if n else "   – "


KINDS = ("benign-code-docs", "benign-doc-files", "benign-prose", "benign-non-english")


def _summary(
    title: str, rows: Sequence[Any], probs: Sequence[float], warn: Sequence[float],
    block: Sequence[float], rules: Sequence[bool],
) -> None:  # fmt: skip
    """Recall and false positives: rules, detector (block, warn), rules + detector (block)."""
    print(f"\n{title}")
    print(
        f"  {'rows':34} {'rules':>16} {'detector block':>16} {'detector warn':>16} "
        f"{'rules+detector':>16}"
    )
    parts: list[tuple[str, Callable[[Any], bool]]] = [
        ("attacks, direct + jailbreak", lambda r: r.kind == "attack"),
        ("attacks, indirect", lambda r: r.kind == "attack-indirect"),
        *[(f"benign {k[7:]} (false positives)", lambda r, k=k: r.kind == k) for k in KINDS],
    ]
    for name, pick in parts:
        idx = [i for i, r in enumerate(rows) if pick(r)]
        n = len(idx)
        rl = sum(rules[i] for i in idx)
        db = sum(probs[i] >= block[i] for i in idx)
        dw = sum(probs[i] >= warn[i] for i in idx)
        both = sum(rules[i] or probs[i] >= block[i] for i in idx)
        print(
            f"  {name:34} {_pct(rl, n):>16} {_pct(db, n):>16} {_pct(dw, n):>16} {_pct(both, n):>16}"
        )


def _languages(
    title: str, rows: Sequence[Any], probs: Sequence[float], block: Sequence[float],
    rules: Sequence[bool],
) -> None:  # fmt: skip
    """Attacks blocked in each language of bastioncorpus (the one source with attacks in several
    languages): rules, detector, both; and other languages' rate as a share of English's."""
    print(f"\n{title}: bastioncorpus attacks blocked per language")
    print(f"  {'language':34} {'rules':>16} {'detector block':>16} {'rules+detector':>16}")
    att = [i for i, r in enumerate(rows) if r.group == "bastioncorpus" and r.label == 1]
    langs = sorted({rows[i].lang for i in att}, key=lambda x: (x != "en", x))
    rates: dict[str, list[float]] = {}
    for name, pick in [
        *[(lang, lambda r, lang=lang: r.lang == lang) for lang in langs],
        ("all but en", lambda r: r.lang != "en"),
    ]:
        idx = [i for i in att if pick(rows[i])]
        hits = (
            sum(rules[i] for i in idx),
            sum(probs[i] >= block[i] for i in idx),
            sum(rules[i] or probs[i] >= block[i] for i in idx),
        )
        rates[name] = [h / len(idx) for h in hits]
        print(f"  {name:34} " + " ".join(f"{_pct(h, len(idx)):>16}" for h in hits))
    ratio = [
        f"{100 * o / e:15.0f}%" if e else "   – "
        for o, e in zip(rates["all but en"], rates["en"], strict=True)
    ]
    print(f"  {'other languages / English':34} " + " ".join(f"{x:>16}" for x in ratio))


def main(argv: Sequence[str] | None = None) -> int:
    try:
        import numpy as np
    except ModuleNotFoundError:
        print("bench.detector: skipped (re-fitting needs NumPy; run it with a Python that has it)")
        return 0
    sys.path.insert(0, str(ROOT / "tools"))
    import detector_fit as df
    import train_detector as td

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--save", metavar="PATH", help="also write every fit's scores (inner and held out) as JSON"
    )
    args = parser.parse_args(argv)
    saved: list[dict[str, list[Any]]] = []
    started = time.perf_counter()
    rows, _record = td.load_rows()
    params = td.PARAMS
    m = df.Matrix(rows, params)
    scan = rule_guard()
    rules = [scan(r.text) for r in rows]
    for error in ERRORS:
        print(f"  the rules raised {error}")
    print(f"{len(rows)} rows ({sum(r.label for r in rows)} attack), {len(m.owner)} windows; "
          f"rules scanned in {time.perf_counter() - started:.0f} s")  # fmt: skip

    def fit_and_score(train: Sequence[int], test: Sequence[int]) -> tuple[Any, float, float]:
        """Scores for `test` from a model fitted on `train`, and thresholds from inner CV."""
        inner, z = df.held_out(m, rows, train, test, params, INNER_FOLDS)
        warn, block = df.pick_thresholds(inner, [rows[i] for i in train], params)
        saved.append({"train": list(train), "test": list(test), "inner": list(inner),
                      "z": [float(z[i]) for i in test]})  # fmt: skip
        return z, warn, block

    n = len(rows)
    probs = [0.0] * n
    warn_at = [1.0] * n
    block_at = [1.0] * n
    folds = int(params["folds"])  # type: ignore[call-overload]
    fold_of = df.fold_numbers(rows, folds)
    for f in range(folds):
        train = [i for i in range(n) if fold_of[i] != f]
        test = [i for i in range(n) if fold_of[i] == f]
        z, warn, block = fit_and_score(train, test)
        for i in test:
            probs[i], warn_at[i], block_at[i] = df.logistic(float(z[i])), warn, block
        print(f"  fold {f}: thresholds warn {warn}, block {block}", flush=True)
    _summary(f"Pooled {folds}-fold cross-validation (stratified by source and label)",
             rows, probs, warn_at, block_at, rules)  # fmt: skip
    _languages(f"Pooled {folds}-fold cross-validation", rows, probs, block_at, rules)

    groups = sorted({r.group for r in rows})
    lo_probs = [0.0] * n
    lo_warn = [1.0] * n
    lo_block = [1.0] * n
    print(
        "\nLeave-one-source-out (re-fitted without the source, thresholds by inner CV on the rest)"
    )
    print(
        f"  {'held out':24} attacks: rules / detector / both   "
        "benign false positives: rules / detector block / detector warn"
    )
    for g in groups:
        test = [i for i, r in enumerate(rows) if r.group == g]
        train = [i for i, r in enumerate(rows) if r.group != g]
        z, warn, block = fit_and_score(train, test)
        for i in test:
            lo_probs[i], lo_warn[i], lo_block[i] = df.logistic(float(z[i])), warn, block
        att = [i for i in test if rows[i].label == 1]
        ben = [i for i in test if rows[i].label == 0]
        a = (
            (
                f"{_pct(sum(rules[i] for i in att), len(att))} / "
                f"{_pct(sum(lo_probs[i] >= block for i in att), len(att))} / "
                f"{_pct(sum(rules[i] or lo_probs[i] >= block for i in att), len(att))}"
            )
            if att
            else "–"
        )
        b = (
            (
                f"{_pct(sum(rules[i] for i in ben), len(ben))} / "
                f"{_pct(sum(lo_probs[i] >= block for i in ben), len(ben))} / "
                f"{_pct(sum(lo_probs[i] >= warn for i in ben), len(ben))}"
            )
            if ben
            else "–"
        )
        print(f"  {g:24} warn {warn:.2f} block {block:.2f}  attacks {a}  benign {b}", flush=True)
    _summary(
        "Leave-one-source-out, all held-out rows pooled", rows, lo_probs, lo_warn, lo_block, rules
    )
    _languages("Leave-one-source-out", rows, lo_probs, lo_block, rules)
    if args.save:
        meta = [[r.group, r.kind, r.label, r.lang] for r in rows]
        Path(args.save).write_text(
            json.dumps({"params": params, "rows": meta, "rules": rules, "fits": saved}),
            encoding="utf-8",
        )
    print(f"\n(took {time.perf_counter() - started:.0f} s; numpy {np.__version__})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
