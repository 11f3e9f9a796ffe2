"""Retire the composed forms of the rule families that fire on no case, corpus row or benign text.

Run `python tools/prune_rules.py` (about ten minutes): it composes every family's forms (retired
or not), reads every text we have, and writes each family's `retired.py`
(`core/guards/families/<family>/retired.py`) with the forms none of them matched; `--check` only
says whether the files would change (exit 1 if they would). The texts:

* cases: every family's `cases.jsonl`, the English table's `core/guards/injection_cases.jsonl`,
  every string of the tests (`tests/*.py`, `tests/data/`)
  and of the presets (`presets/*.json`);
* corpus rows: every string field of `../shared/corpus/*.jsonl.gz`;
* training rows: `tools/data/**/*.jsonl`, the learned detector's sources;
* benign sets: `bench.benign`, `bench.locales`, `bench.repo_files` (this machine's code, docs,
  translation catalogues and manual pages).

Each text is read as the scanner reads it (normalised, and its leetspeak, ROT13, typo and decoded
readings). A form another case starts to match comes back on the next run.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import json
import re
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus"
FLAGS = re.IGNORECASE | re.MULTILINE  # as every rule of the table compiles its alternatives


def _test_strings() -> Iterator[str]:
    for path in sorted((ROOT / "tests").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield node.value
    for path in sorted((ROOT / "tests" / "data").rglob("*.jsonl")):
        for line in path.read_text("utf-8").splitlines():
            row = json.loads(line) if line.strip() else {}
            yield from (
                v for v in (row.values() if isinstance(row, dict) else ()) if isinstance(v, str)
            )
    for path in [
        *sorted((ROOT / "core" / "guards" / "families").glob("*/cases.jsonl")),
        ROOT / "core" / "guards" / "injection_cases.jsonl",
    ]:
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                yield json.loads(line)["text"]
    for path in sorted((ROOT / "presets").glob("*.json")):
        yield from _strings(json.loads(path.read_text("utf-8")))


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _corpus() -> Iterator[str]:
    for path in sorted(CORPUS.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                yield from (v for v in json.loads(line).values() if isinstance(v, str))


def _training() -> Iterator[str]:
    for path in sorted((ROOT / "tools" / "data").rglob("*.jsonl")):
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                yield str(json.loads(line).get("text", ""))


def _benign() -> Iterator[str]:
    from bench.benign import benign_sets
    from bench.locales import locale_sets
    from bench.repo_files import repo_file_sets

    for sets in (benign_sets(), locale_sets()):
        for texts in sets.values():
            yield from texts
    for rows in repo_file_sets().values():
        yield from (text for _, text in rows)


def unfired() -> dict[str, list[tuple[str, int, str]]]:
    """Per composed key, the forms (language, index, pattern) no text matches."""
    from safe_agent.guards import injection
    from safe_agent.guards.families.intents.compose import _RECIPES, forms
    from safe_agent.guards.injection_rules import RULES
    from safe_agent.guards.normalize import normalize

    assert RULES  # composing the table registers every family's composer
    left: dict[tuple[str, str, int], tuple[tuple[str, ...], re.Pattern[str]]] = {}
    for key in sorted(_RECIPES):
        for code, k, anchors, pattern in forms(key):
            left[(key, code, k)] = (anchors, re.compile(pattern, FLAGS))
    started = time.monotonic()
    for name, texts in (
        ("cases", _test_strings()),
        ("corpus", _corpus()),
        ("training", _training()),
        ("benign", _benign()),
    ):
        before, n = len(left), 0
        for text in texts:
            n += 1
            if not left:
                break
            for view, _ in injection._views(text, normalize(text)):
                low = view.text.lower()
                for form, (anchors, regex) in list(left.items()):
                    if any(a in low for a in anchors) and regex.search(view.text):
                        del left[form]
        took = time.monotonic() - started
        print(
            f"{name}: {n} texts, {before - len(left)} forms fired, {len(left)} left ({took:.0f} s)"
        )
    out: dict[str, list[tuple[str, int, str]]] = defaultdict(list)
    for (key, code, k), (_, regex) in sorted(left.items()):
        out[key].append((code, k, regex.pattern))
    return out


def render(family: str, keys: dict[str, list[tuple[str, int, str]]]) -> str:
    from safe_agent.guards.families.intents.compose import pattern_id

    lines = [
        f'"""The {family} family\'s composed forms that fired on no case, corpus row or benign',
        "text: retired from the rule table. Generated by `python tools/prune_rules.py`; run it",
        'again to refresh (a form a new case matches comes back)."""',
        "",
        "RETIRED: dict[str, tuple[str, ...]] = {" + ("" if keys else "}"),
    ]
    for key, rows in sorted(keys.items()):
        lines.append(f'    "{key}": (')
        lines += [f'        "{pattern_id(p)}",  # {code} #{k}' for code, k, p in rows]
        lines.append("    ),")
    if keys:
        lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a retired.py would change")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from safe_agent.guards.families import FAMILIES
    from safe_agent.guards.families.intents.compose import family_of_key

    by_family: dict[str, dict[str, list[tuple[str, int, str]]]] = {f: {} for f in FAMILIES}
    for key, rows in unfired().items():
        by_family[family_of_key(key)][key] = rows
    changed = []
    for family, keys in by_family.items():
        path = ROOT / "core" / "guards" / "families" / family / "retired.py"
        text = render(family, keys)
        if not path.exists() or path.read_text("utf-8") != text:
            changed.append(path.relative_to(ROOT))
            if not args.check:
                path.write_text(text, "utf-8")
    total = sum(len(rows) for keys in by_family.values() for rows in keys.values())
    print(
        f"{total} forms retired; {'would change' if args.check else 'changed'}: "
        f"{', '.join(map(str, changed)) or 'nothing'}"
    )
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
