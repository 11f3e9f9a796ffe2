"""Pick the detector's false-positive margin by nested grouped cross-validation.

Run `python3 tools/detector_margin.py` (needs NumPy; never run by the build or the page).
Grouped cross-validation (folds that keep a source group, a Debian package or a fortunes file
whole) picks the thresholds, but a threshold picked that way still lets through more benign
text from a source it has never seen than its out-of-fold rate says. `fp_margin` divides the
false-positive targets to make up for it. This script chooses it on the training rows alone,
never on the figures `bench.detector` reports:

* outer loop: 5 grouped folds; each outer fold's units are held out;
* on the other folds, an inner 5-fold grouped cross-validation picks warn and block thresholds
  for each candidate margin (the shipped rule, `detector_fit.pick_thresholds`), and a model
  fitted on them scores the held-out fold;
* pooled over the outer folds, the benign rows each threshold blocks (or warns on), per kind.

The chosen margin is the smallest candidate whose pooled held-out rates meet the targets in
every benign kind (block <= block_fp_target, warn <= warn_fp_target). About 30 fits: several
minutes on one core.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import detector_fit as df  # noqa: E402
import train_detector as td  # noqa: E402

MARGINS = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0)
OUTER_FOLDS = 5


def held_out_rates(
    rows: Sequence[Any], outer: Sequence[tuple[Any, Any]], margin: float, params: dict[str, object]
) -> dict[str, dict[str, float]]:
    """Pooled held-out false-positive rates per benign kind at the thresholds each outer fold's
    inner CV picks with `margin`: {"warn": {kind: rate}, "block": {kind: rate}}."""
    counts: dict[str, dict[str, list[int]]] = {"warn": {}, "block": {}}
    with_margin = {**params, "fp_margin": margin}
    for inner_probs, train, test, probs in outer:
        sub = [rows[i] for i in train]
        warn, block = df.pick_thresholds(inner_probs, sub, with_margin)
        for name, t in (("warn", warn), ("block", block)):
            for i, p in zip(test, probs, strict=True):
                r = rows[i]
                if r.label == 0:
                    c = counts[name].setdefault(r.kind, [0, 0])
                    c[0] += p >= t
                    c[1] += 1
    return {n: {k: hit / total for k, (hit, total) in c.items()} for n, c in counts.items()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args(argv)
    np = df._np()
    params = td.PARAMS
    rows, _record = td.load_rows()
    m = df.Matrix(rows, params)
    inner_folds = int(params["folds"])  # type: ignore[call-overload]
    fold_of = np.asarray(df.grouped_fold_numbers(rows, OUTER_FOLDS), dtype=np.int64)
    outer = []
    for f in range(OUTER_FOLDS):
        train = [int(i) for i in np.flatnonzero(fold_of != f)]
        test = [int(i) for i in np.flatnonzero(fold_of == f)]
        inner, z = df.held_out(m, rows, train, test, params, inner_folds)
        outer.append((inner, train, test, [df.logistic(float(z[i])) for i in test]))
        print(f"outer fold {f + 1}/{OUTER_FOLDS}: {len(train)} rows fitted, {len(test)} held out")
    targets = {"warn": float(params["warn_fp_target"]), "block": float(params["block_fp_target"])}  # type: ignore[arg-type]
    chosen = None
    print("margin | held-out benign blocked (per kind) | held-out benign warned (per kind)")
    for margin in MARGINS:
        rates = held_out_rates(rows, outer, margin, params)
        ok = all(v <= targets[n] for n in targets for v in rates[n].values())
        line = " | ".join(
            ", ".join(
                f"{k.removeprefix('benign-')} {100 * v:.2f}%" for k, v in sorted(rates[n].items())
            )
            for n in ("block", "warn")
        )
        print(f"{margin:>4} | {line}{'  <- meets the targets' if ok else ''}")
        if ok and chosen is None:
            chosen = margin
    print(f"chosen fp_margin: {chosen} (smallest candidate that meets the targets held out)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
