"""Training maths for the learned detector: feature matrix, logistic fit, quantisation, CV.

`tools/train_detector.py` gathers the rows and writes the weights; this module only computes, on
any rows with the fields of `TrainingRow`, and imports nothing from that script. NumPy is needed
here only, and only when training.
"""

from __future__ import annotations

import base64
import json
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "core" / "guards"))  # the detector module, standard library only

import detector as det  # noqa: E402


class TrainingRow(Protocol):
    """What the maths reads of a training row (`train_detector.Row` has these and more)."""

    @property
    def text(self) -> str: ...
    @property
    def label(self) -> int: ...  # 1 attack, 0 benign
    @property
    def group(self) -> str: ...  # its source group: the leave-one-source-out unit
    @property
    def kind(self) -> str: ...  # attack, benign-prose, ... (FILE_KIND: a whole file)
    @property
    def origin(self) -> str: ...  # the file or source id (a Debian package's `deb:` id)


FILE_KIND = "benign-doc-files"  # rows that are whole files, read in every window

# ---- training (NumPy) ----------------------------------------------------------------------


def _np():  # type: ignore[no-untyped-def]
    try:
        import numpy as np
    except ModuleNotFoundError:
        raise SystemExit(
            "tools/train_detector.py needs NumPy (training only; inference does not)"
        ) from None
    return np


def text_windows(text: str, params: dict[str, object]) -> list[set[int]]:
    """The bucket sets of a text's windows, exactly as the detector reads them."""
    norm, _ = det.normalise(text)
    spans = det.windows(len(norm), int(params["window"]), int(params["stride"]))  # type: ignore[call-overload]
    bits = int(params["bits"])  # type: ignore[call-overload]
    chars = tuple(params["char_ngrams"])  # type: ignore[arg-type]
    words = tuple(params["word_ngrams"])  # type: ignore[arg-type]
    return [det.features(norm[a:b], bits, chars, words) for a, b in spans]


class Matrix:
    """Every window of every row as sorted bucket lists (CSR), with its row number."""

    def __init__(self, rows: Sequence[TrainingRow], params: dict[str, object]) -> None:
        np = _np()
        indptr = [0]
        indices: list[int] = []
        owner: list[int] = []
        pieces: list[int] = []  # every window the detector reads, empty ones included
        for i, r in enumerate(rows):
            found = text_windows(r.text, params)
            pieces.append(len(found))
            for buckets in found:
                if not buckets:
                    continue
                indices.extend(sorted(buckets))
                indptr.append(len(indices))
                owner.append(i)
        self.indptr = np.asarray(indptr, dtype=np.int64)
        self.indices = np.asarray(indices, dtype=np.int64)
        self.owner = np.asarray(owner, dtype=np.int64)
        self.pieces = np.asarray(pieces, dtype=np.int64)
        self.labels = np.asarray([r.label for r in rows], dtype=np.float64)
        self.files = np.asarray([r.kind == FILE_KIND for r in rows], dtype=bool)
        # a row's weight in the fit relative to its source group's others (hard negatives > 1)
        self.boost = np.asarray([getattr(r, "weight", 1.0) for r in rows], dtype=np.float64)
        names = sorted({r.group for r in rows})
        self.groups = np.asarray([names.index(r.group) for r in rows], dtype=np.int64)
        self.n_rows = len(rows)
        self.dim = 1 << int(params["bits"])  # type: ignore[call-overload]


def fit(m: Matrix, rows_in: Sequence[int], params: dict[str, object]):  # type: ignore[no-untyped-def]
    """(weights, bias) of an L2 logistic regression on the windows of rows `rows_in`.

    Mini-batch AdaGrad in a fixed, seeded order; every window of a row shares the row's weight,
    and attacks and benign rows weigh the same in all (see `group_power`). Features are
    L2-normalised (1/sqrt(n)).
    """
    np = _np()
    rows_in = np.asarray(sorted(rows_in), dtype=np.int64)
    keep_row = np.zeros(m.n_rows, dtype=bool)
    keep_row[rows_in] = True
    # windows a row trains on: the first few of a text, every one of a whole file (a file's
    # later windows are where its benign orders to the reader are)
    caps = np.where(
        m.files,
        int(params["max_windows_per_file"]),
        int(params["max_windows_per_text"]),  # type: ignore[call-overload]
    )
    first = np.r_[True, m.owner[1:] != m.owner[:-1]]
    starts = np.maximum.accumulate(np.where(first, np.arange(len(m.owner)), 0))
    nth = np.arange(len(m.owner)) - starts
    wins = np.flatnonzero(keep_row[m.owner] & (nth < caps[m.owner]))
    per_row = np.bincount(m.owner[wins], minlength=m.n_rows).astype(np.float64)
    # a row weighs (rows of its source group with its label) ** -group_power; then attacks and
    # benign rows get half of the total weight each
    stratum = m.groups[rows_in] * 2 + m.labels[rows_in].astype(np.int64)
    counts = np.bincount(stratum).astype(np.float64)
    row_w = np.zeros(m.n_rows, dtype=np.float64)
    row_w[rows_in] = counts[stratum] ** -float(params["group_power"])  # type: ignore[arg-type]
    row_w[rows_in] *= m.boost[rows_in]
    # a whole file weighs (its windows) ** window_power rows: at 0 one row however long it is
    # (its windows share one row's weight), at 1 as much as each window read as a row
    files = rows_in[m.files[rows_in]]
    row_w[files] *= per_row[files] ** float(params.get("window_power", 0.0))  # type: ignore[arg-type]
    for label in (0.0, 1.0):
        sel = rows_in[m.labels[rows_in] == label]
        row_w[sel] *= 0.5 * len(rows_in) / float(row_w[sel].sum())
    sw = row_w[m.owner[wins]] / per_row[m.owner[wins]]
    w = np.zeros(m.dim, dtype=np.float64)
    g2 = np.full(m.dim, 1e-8, dtype=np.float64)
    b, gb2 = 0.0, 1e-8
    rng = np.random.default_rng(int(params["seed"]))  # type: ignore[call-overload]
    lr = float(params["learning_rate"])  # type: ignore[arg-type]
    l2 = float(params["l2"])  # type: ignore[arg-type]
    batch = int(params["batch"])  # type: ignore[call-overload]
    lengths = m.indptr[1:] - m.indptr[:-1]
    for _epoch in range(int(params["epochs"])):  # type: ignore[call-overload]
        order = wins[rng.permutation(len(wins))]
        for k in range(0, len(order), batch):
            bw = order[k : k + batch]
            lens = lengths[bw]
            idx = np.concatenate([m.indices[m.indptr[j] : m.indptr[j + 1]] for j in bw])
            val = np.repeat(1.0 / np.sqrt(lens), lens)
            seg = np.repeat(np.arange(len(bw)), lens)
            z = np.bincount(seg, weights=w[idx] * val, minlength=len(bw)) + b
            p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
            yy = m.labels[m.owner[bw]]
            weight = sw[np.searchsorted(wins, bw)]
            r = (p - yy) * weight / len(bw)
            uniq, inv = np.unique(idx, return_inverse=True)
            g = np.bincount(inv, weights=r[seg] * val, minlength=len(uniq)) + l2 * w[uniq]
            g2[uniq] += g * g
            w[uniq] -= lr * g / np.sqrt(g2[uniq])
            gb = float(r.sum())
            gb2 += gb * gb
            b -= lr * gb / (gb2**0.5)
    return w, b


def quantise(w, b: float) -> tuple[bytes, float, float]:  # type: ignore[no-untyped-def]
    """int8 weights (one scale: the largest magnitude maps to 127), the scale and the bias."""
    np = _np()
    top = float(np.max(np.abs(w)))
    scale = top / 127.0 if top > 0 else 1.0
    q = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
    return q.tobytes(), float(repr_float(scale)), float(repr_float(b))


def repr_float(x: float) -> str:
    return repr(round(float(x), 9))


def weights_json(q: bytes, scale: float, bias: float, params: dict[str, object]) -> str:
    payload = base64.b64encode(zlib.compress(q, 9)).decode("ascii")
    doc = {
        "format": det.FORMAT,
        "bits": params["bits"],
        "window": params["window"],
        "stride": params["stride"],
        "char_ngrams": params["char_ngrams"],
        "word_ngrams": params["word_ngrams"],
        "scale": scale,
        "bias": bias,
        "length_penalty": params["length_penalty"],
        "encoding": "int8 per bucket, zlib, base64",
        "weights": payload,
    }
    return json.dumps(doc, indent=0, sort_keys=False) + "\n"


def model_from(q: bytes, scale: float, bias: float, params: dict[str, object]):  # type: ignore[no-untyped-def]
    return det._model_from(json.loads(weights_json(q, scale, bias, params)))


def row_logits(  # type: ignore[no-untyped-def]
    m: Matrix, rows_out: Sequence[int], q: bytes, scale: float, bias: float,
    params: dict[str, object],
):  # fmt: skip
    """The detector's text logit (its best window's over all windows, less the length
    adjustment) for each row in `rows_out`, from the quantised weights exactly as the inference
    module computes it."""
    np = _np()
    qv = np.frombuffer(q, dtype=np.int8).astype(np.int64)
    want = np.zeros(m.n_rows, dtype=bool)
    want[np.asarray(rows_out, dtype=np.int64)] = True
    out = np.full(m.n_rows, -np.inf)
    for j in np.flatnonzero(want[m.owner]):
        ids = m.indices[m.indptr[j] : m.indptr[j + 1]]
        total = int(qv[ids].sum())
        z = bias + scale * (total / float(np.sqrt(len(ids))))
        i = m.owner[j]
        if z > out[i]:
            out[i] = z
    penalty = float(params["length_penalty"])  # type: ignore[arg-type]
    for i in np.flatnonzero(want):
        out[i] -= det.length_adjustment(penalty, int(m.pieces[i]))
    return out


def logistic(z: float) -> float:
    return det.probability(z)


def fold_numbers(rows: Sequence[TrainingRow], folds: int) -> list[int]:
    """Each row's fold: round-robin within each (group, label) stratum, in the rows' order."""
    out: list[int] = []
    counters: dict[tuple[str, int], int] = {}
    for r in rows:
        key = (r.group, r.label)
        out.append(counters.get(key, 0) % folds)
        counters[key] = counters.get(key, 0) + 1
    return out


def unit_of(row: TrainingRow) -> str:
    """The unit a grouped fold keeps whole: a Debian package (its docs, man pages, changelog and
    every language of its catalogues together), a fortunes file, or else the whole source group."""
    if getattr(row, "unit", ""):
        return str(row.unit)  # type: ignore[attr-defined]
    if not row.origin.startswith("deb:"):
        return row.group
    parts = row.origin.split(":")
    return ":".join(parts[:3] if row.group == "debian-fortunes" else parts[:2])


def grouped_fold_numbers(rows: Sequence[TrainingRow], folds: int) -> list[int]:
    """Each row's fold, with every unit (`unit_of`) in one fold, so that an out-of-fold score is
    the score of a text from a source the model has not seen.

    Units go, largest first (ties by name), to the fold that holds the fewest rows of the unit's
    main kind so far (then the fewest rows, then the lowest number): every benign kind is spread
    over the folds as evenly as whole units allow. Deterministic: it depends on the rows only.
    """
    sizes: dict[str, dict[str, int]] = {}
    for r in rows:
        per_kind = sizes.setdefault(unit_of(r), {})
        per_kind[r.kind] = per_kind.get(r.kind, 0) + 1
    held: list[dict[str, int]] = [{} for _ in range(folds)]
    total = [0] * folds
    fold_of_unit: dict[str, int] = {}
    for unit in sorted(sizes, key=lambda u: (-sum(sizes[u].values()), u)):
        kind = min(sizes[unit], key=lambda k: (-sizes[unit][k], k))
        f = min(range(folds), key=lambda f: (held[f].get(kind, 0), total[f], f))
        fold_of_unit[unit] = f
        for k, n in sizes[unit].items():
            held[f][k] = held[f].get(k, 0) + n
            total[f] += n
    return [fold_of_unit[unit_of(r)] for r in rows]


def cv_scores(  # type: ignore[no-untyped-def]
    m: Matrix,
    rows: Sequence[TrainingRow],
    params: dict[str, object],
    folds: int,
    grouped: bool = True,
):
    """Out-of-fold probabilities for every row: `folds` grouped folds (`grouped_fold_numbers`),
    or with `grouped=False` folds stratified by group and label (`fold_numbers`)."""
    np = _np()
    numbers = grouped_fold_numbers(rows, folds) if grouped else fold_numbers(rows, folds)
    fold_of = np.asarray(numbers, dtype=np.int64)
    probs = np.zeros(len(rows))
    for f in range(folds):
        train = np.flatnonzero(fold_of != f)
        test = np.flatnonzero(fold_of == f)
        w, b = fit(m, train, params)
        q, scale, bias = quantise(w, b)
        z = row_logits(m, test, q, scale, bias, params)
        probs[test] = [logistic(float(v)) for v in z[test]]
    return probs


class SubMatrix:
    """A view of a Matrix restricted to some rows (for the inner cross-validation)."""

    def __init__(self, m: Matrix | SubMatrix, keep: Sequence[int]) -> None:
        np = _np()
        keep_arr = np.asarray(sorted(keep), dtype=np.int64)
        new_index = np.full(m.n_rows, -1, dtype=np.int64)
        new_index[keep_arr] = np.arange(len(keep_arr))
        wins = np.flatnonzero(new_index[m.owner] >= 0)
        lengths = m.indptr[1:] - m.indptr[:-1]
        self.indptr = np.r_[0, np.cumsum(lengths[wins])].astype(np.int64)
        self.indices = np.concatenate([m.indices[m.indptr[j] : m.indptr[j + 1]] for j in wins])
        self.owner = new_index[m.owner[wins]]
        self.labels = m.labels[keep_arr]
        self.pieces = m.pieces[keep_arr]
        self.files = m.files[keep_arr]
        self.boost = m.boost[keep_arr]
        self.groups = m.groups[keep_arr]
        self.n_rows = len(keep_arr)
        self.dim = m.dim


def held_out(  # type: ignore[no-untyped-def]
    m: Matrix, rows: Sequence[TrainingRow], train: Sequence[int], test: Sequence[int],
    params: dict[str, object], inner_folds: int,
):  # fmt: skip
    """A held-out part's scoring: the inner grouped cross-validation's out-of-fold probabilities
    for the `train` rows (what thresholds are picked from), and the logits of a model fitted on
    `train` (indexed by row; only `test`'s are computed)."""
    inner = cv_scores(SubMatrix(m, train), [rows[i] for i in train], params, inner_folds)
    w, b = fit(m, train, params)
    q, scale, bias = quantise(w, b)
    return inner, row_logits(m, test, q, scale, bias, params)


def fp_rates(probs, rows: Sequence[TrainingRow], t: float) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """The share of each benign kind's rows scoring at least `t`."""
    out: dict[str, float] = {}
    for k in sorted({r.kind for r in rows if r.label == 0}):
        idx = [i for i, r in enumerate(rows) if r.kind == k]
        out[k] = sum(1 for i in idx if probs[i] >= t) / len(idx)
    return out


def pick_thresholds(  # type: ignore[no-untyped-def]
    probs, rows: Sequence[TrainingRow], params: dict[str, object]
) -> tuple[float, float]:
    """Lowest thresholds (on a 0.01 grid) whose out-of-fold false-positive rate, in every benign
    kind, is at most the targets divided by `fp_margin` (1 when absent)."""
    grid = [round(0.05 + 0.01 * k, 2) for k in range(95)]

    def first(target: float) -> float:
        return next((t for t in grid if max(fp_rates(probs, rows, t).values()) <= target), 0.99)

    margin = float(params.get("fp_margin", 1.0))  # type: ignore[arg-type]
    warn = first(float(params["warn_fp_target"]) / margin)  # type: ignore[arg-type]
    block = first(float(params["block_fp_target"]) / margin)  # type: ignore[arg-type]
    return warn, max(block, warn)
