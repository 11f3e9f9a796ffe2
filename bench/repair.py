"""Output-repair benchmark: outcomes on the agreed JSON-repair corpus rows, and repair latency.

Run with `python -m bench.repair`. Reads `json_repair.jsonl.gz` from `/work/shared/corpus` (or the
folder in `SAFE_AGENT_CORPUS`) and keeps the rows on which both reference repairers agree. A row is
"repaired" when the repaired text parses to the expected value (types compared too, so `1` is not
`1.0` and `true` is not `1`), "rejected" when the repairer refuses, and "wrong" otherwise; wrong
must be 0. Latency: median of 30 repairs of a ~35 KB fenced, comma-damaged, truncated report, with
`json.loads` of the same report (valid, same size) timed in the same run as the baseline.
"""

from __future__ import annotations

import gzip
import json
import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from safe_agent.pipeline.repair import repair_json

DEFAULT_CORPUS = Path("/work/shared/corpus")
LATENCY_TARGET_MS = 50.0


def _typed(value: Any) -> Any:
    """A comparison key that keeps JSON types apart (`1`, `1.0` and `True` differ)."""
    if isinstance(value, dict):
        return ("object", sorted((k, _typed(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("array", [_typed(v) for v in value])
    return (type(value).__name__, value)


def load_rows(folder: Path) -> list[dict[str, Any]]:
    """Rows of the JSON-repair corpus on which both reference repairers agree."""
    path = folder / "json_repair.jsonl.gz"
    if not path.exists():
        raise SystemExit(f"corpus not found: {path}; set SAFE_AGENT_CORPUS to the corpus folder")
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    return [r for r in rows if r.get("reproduced_by") and all(r["reproduced_by"].values())]


def classify(row: dict[str, Any]) -> str:
    """`repaired`, `rejected`, `wrong` (a changed value) or `accepted_unrepairable`."""
    outcome = repair_json(row["raw"])
    if not outcome.ok or outcome.text is None:
        return "rejected"
    if not row["repairable"]:
        return "accepted_unrepairable"
    try:
        value = json.loads(outcome.text)
    except ValueError:
        return "wrong"
    return "repaired" if _typed(value) == _typed(row["expected"]) else "wrong"


def sample_35kb() -> tuple[str, str]:
    """A ~35 KB report as valid JSON, and the same report fenced, comma-damaged and cut short."""
    findings = [
        {
            "id": f"F{i:04d}",
            "severity": ("info", "warn", "high")[i % 3],
            "category": "structure",
            "claim": f"Finding {i}: the handler at src/module_{i}.py reads input without a bound.",
            "evidence_refs": [f"src/module_{i}.py", f"docs/spec_{i}.md"],
            "suggested_action": "Add a size check before parsing.",
        }
        for i in range(20)
    ]
    report = {
        "agent": "SpecLint",
        "version": "1.0.0",
        "input_hash": "sha256:" + "0" * 64,
        "output_hash": "sha256:" + "1" * 64,
        "findings": findings,
    }
    valid = json.dumps(report, indent=2)
    while len(valid.encode()) < 35_000:
        findings.append(dict(findings[-1], id=f"F{len(findings):04d}"))
        valid = json.dumps(report, indent=2)
    broken = valid.replace('"\n    }', '",\n    }').replace("\n  ]\n}", "")
    return valid, "Here is the report:\n```json\n" + broken + ",\n"


def _median_ms(fn: Callable[[], object], runs: int = 30) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> int:
    """Print the corpus outcomes and the latency figures; exit 1 if any repair changed a value."""
    folder = Path(os.environ.get("SAFE_AGENT_CORPUS", DEFAULT_CORPUS))
    rows = load_rows(folder)
    totals: Counter[str] = Counter()
    by_tag: dict[str, Counter[str]] = defaultdict(Counter)
    wrong: list[str] = []
    for row in rows:
        verdict = classify(row)
        totals[verdict] += 1
        for tag in row.get("defects") or ["none"]:
            by_tag[tag][verdict] += 1
        if verdict in ("wrong", "accepted_unrepairable"):
            wrong.append(f"  {verdict}: {row['source']}")
    n = len(rows)
    repairable = sum(1 for r in rows if r["repairable"])
    print(
        f"json_repair corpus, rows both reference repairers agree on: {n} ({repairable} repairable)"
    )
    for key in ("repaired", "rejected", "wrong", "accepted_unrepairable"):
        print(f"  {key:<22} {totals[key]:>4}  {totals[key] / n:6.1%}")
    print("by defect tag (repaired / rejected / wrong):")
    for tag in sorted(by_tag):
        c = by_tag[tag]
        wrong_n = c["wrong"] + c["accepted_unrepairable"]
        print(f"  {tag:<18} {c['repaired']:>4} / {c['rejected']:>4} / {wrong_n:>2}  of {c.total()}")
    valid, broken = sample_35kb()
    outcome = repair_json(broken)
    assert outcome.ok and json.loads(outcome.text or "null") == json.loads(valid), outcome.error
    repair_ms = _median_ms(lambda: repair_json(broken))
    loads_ms = _median_ms(lambda: json.loads(valid))
    print(
        f"latency, {len(broken.encode()) / 1000:.1f} KB input ({len(outcome.steps)} steps): "
        f"repair {repair_ms:.2f} ms median of 30 (target < {LATENCY_TARGET_MS:.0f} ms); "
        f"json.loads of the valid {len(valid.encode()) / 1000:.1f} KB {loads_ms:.3f} ms; "
        f"ratio {repair_ms / loads_ms:.1f}x"
    )
    for line in wrong:
        print(line)
    failed = bool(wrong) or repair_ms >= LATENCY_TARGET_MS
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
