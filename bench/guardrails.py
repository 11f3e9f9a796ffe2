"""Guardrail benchmark: redaction and injection-guard recall, false positives and speed.

Run with `python -m bench guardrails` (or `python -m bench.guardrails`), which prints the figures
and writes them to docs/figures.md (`bench.figures`, stamped with the commit and the machine);
`--throughput`: only the throughput table, written nowhere; `--quick`: every 10th row of each set,
a check of the bench itself that writes only where `--out PATH` says. Reads
`injection`, `secrets` and `pii` `.jsonl.gz` from `../shared/corpus` next to the repo (or the
folder in `SAFE_AGENT_CORPUS`) and prints, per corpus and per source/technique group, our
rules' figures next to the devkit's rules on the same rows:

* injection: recall on direct injections, jailbreaks and indirect injections (kept apart), false
  positives on benign rows, on benign code and docs (`bench.benign`) and on benign UI strings and
  i18n files from the gettext catalogues (`bench.locales`), and whether obfuscated twins keep
  their plain payload's verdict;
* secrets: recall (all rows, high-confidence rows, the in-scope families) and false positives
  (all benign rows and high-confidence benign rows);
* PII: email and phone recall (a row counts when every labelled span is covered by a hit);
* throughput of the guardrails issue 22 counts (redaction, then the injection guard's rules and
  its learned detector on the redacted text) against the devkit port's redact + scan on the same
  corpus rows, as a ratio measured in one run (MB/s, CPython), and the worst µs/KB of every rule
  on adversarial inputs (long runs of one character and of near-misses);
* the injection guard by layer on the corpus (rules, the learned detector at its field kind's
  block threshold, the page's guard `scan_injection`; the detector in-sample there), and the
  learned layer's held-out figures as its training run recorded them (`tools/detector_figures`:
  thresholds per field kind and their budgets, pooled grouped cross-validation, the ship test
  against the model it replaced, the leave-one-source-out re-fit; rules, detector and both) with
  each layer's cost per KB;
* with `--detector`: the learned detector, the rules and both (`bench.detector`, which needs
  NumPy): pooled 5-fold cross-validated figures and a real leave-one-source-out (the model
  re-fitted without each source), thresholds chosen inside each fit.

It reports; it does not gate (exit 0).
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import io
import json
import os
import platform
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from safe_agent.guards import detector, injection, redaction
from safe_agent.guards.injection import (
    matched_alternatives,
    scan_devkit,
    scan_plain,
    scan_rules,
)
from safe_agent.guards.injection_check import scan_injection
from safe_agent.guards.redaction import redact

from bench import figures
from bench.benign import benign_sets
from bench.locales import locale_sets
from bench.repo_files import half, repo_file_sets
from bench.secrets import report as secrets_report

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus"
ADVERSARIAL_KB = 64
THROUGHPUT_ROUNDS = 7
# Issue 22's throughput goal: redaction + rules + detector at this share of the devkit port's.
THROUGHPUT_GOAL = 0.2

Row = dict[str, Any]


def corpus_dir() -> Path:
    return Path(os.environ.get("SAFE_AGENT_CORPUS", str(DEFAULT_CORPUS)))


def load(name: str) -> list[Row]:
    """The rows of one corpus file (empty when the file is missing)."""
    path = corpus_dir() / f"{name}.jsonl.gz"
    if not path.exists():
        print(f"  (missing {path}; set SAFE_AGENT_CORPUS to the corpus folder)")
        return []
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def pct(n: int, d: int, digits: int = 1) -> str:
    return f"{100 * n / d:5.{digits}f}% ({n}/{d})" if d else "   n/a"


def table(title: str, rows: Iterable[tuple[str, ...]], head: tuple[str, ...]) -> None:
    """Print one table and record it for docs/figures.md."""
    rows = list(rows)
    figures.record_table(title, head, rows)
    print(f"\n{title}")
    w = max([len(head[0]), *(len(r[0]) for r in rows)])
    for name, *cells in (head, *rows):
        print(f"  {name:<{w}}" + "".join(f"  {c:>18}" for c in cells))


# ---- injection ---------------------------------------------------------------------------------


def injection_group(row: Row) -> str:
    """`direct`, `jailbreak`, `indirect` or `benign` (indirect and jailbreaks are kept apart)."""
    t = row["technique"]
    if row["label"] != "injection":
        return "benign"
    if t.startswith("indirect_"):
        return "indirect"
    if t.startswith(("role_hijack_jailbreak", "jailbreak", "latent_jailbreak")):
        return "jailbreak"
    return "direct"


def technique_family(row: Row) -> str:
    return str(row["technique"]).split(":")[0]


def source_family(row: Row) -> str:
    src = str(row.get("source", ""))
    if src.startswith("generated-obfuscation-of"):
        return "generated-obfuscation"
    if src.startswith("github:"):
        return src.split("@")[0].removeprefix("github:")
    if src.startswith("pypi:"):
        return src.split("==")[0].removeprefix("pypi:")
    return src.split(":")[0]


def bench_injection(rows: list[Row], missed: dict[str, list[str]]) -> dict[str, Any]:
    ours = {id(r): scan_rules(r["text"]).blocked for r in rows}
    base = {id(r): scan_devkit(r["text"]) for r in rows}
    summary: dict[str, Any] = {}

    def rate(sel: list[Row], verdicts: dict[int, bool]) -> str:
        return pct(sum(verdicts[id(r)] for r in sel), len(sel))

    groups: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        groups[injection_group(r)].append(r)
    lines = []
    for g in ("direct", "jailbreak", "indirect"):
        sel = groups.get(g, [])
        lines.append((f"recall {g}", rate(sel, ours), rate(sel, base)))
        summary[f"recall_{g}"] = sum(ours[id(r)] for r in sel) / max(1, len(sel))
    ben = groups.get("benign", [])
    lines.append(("false positives (benign)", rate(ben, ours), rate(ben, base)))
    summary["fp_benign"] = sum(ours[id(r)] for r in ben) / max(1, len(ben))
    table("Injection guard (ours vs devkit)", lines, ("group", "ours", "devkit"))

    by_tech: dict[tuple[str, str], list[Row]] = defaultdict(list)
    for r in rows:
        by_tech[(injection_group(r), technique_family(r))].append(r)
    table(
        "  by technique (positives: recall; benign: false-positive rate)",
        ((f"{g}/{t}", rate(sel, ours), rate(sel, base)) for (g, t), sel in sorted(by_tech.items())),
        ("group/technique", "ours", "devkit"),
    )
    by_src: dict[tuple[str, str], list[Row]] = defaultdict(list)
    for r in rows:
        by_src[(r["label"], source_family(r))].append(r)
    table(
        "  by source",
        (
            (f"{lab}/{s}", rate(sel, ours), rate(sel, base))
            for (lab, s), sel in sorted(by_src.items())
        ),
        ("label/source", "ours", "devkit"),
    )

    twins = [r for r in rows if r.get("plain_text")]
    keep = sum(scan_rules(r["plain_text"]).blocked == ours[id(r)] for r in twins)
    keep_base = sum(scan_devkit(r["plain_text"]) == base[id(r)] for r in twins)
    plain_blocked = sum(scan_rules(r["plain_text"]).blocked for r in twins)
    table(
        "  obfuscated twins keep the plain payload's verdict",
        [
            ("twins", pct(keep, len(twins)), pct(keep_base, len(twins))),
            ("  plain payload blocked", pct(plain_blocked, len(twins)), ""),
        ],
        ("", "ours", "devkit"),
    )
    summary["twins_keep"] = keep / max(1, len(twins))
    for r in rows:
        if injection_group(r) in ("direct", "jailbreak") and not ours[id(r)]:
            missed["injection:" + technique_family(r)].append(r["text"])
        if r["label"] == "benign" and ours[id(r)]:
            m = scan_rules(r["text"])
            missed["injection-fp:" + str(m.rule)].append(r["text"])
    return summary


def loso_source(row: Row) -> str:
    """The source a row counts for when sources are left out one at a time: an obfuscated twin
    belongs to the source of the payload it was made from."""
    src = str(row.get("source", ""))
    if src.startswith("generated-obfuscation-of:"):
        return source_family({"source": src.removeprefix("generated-obfuscation-of:")})
    return source_family(row)


def bench_leave_one_source_out(rows: list[Row]) -> dict[str, Any]:
    """Leave-one-source-out recall beside pooled recall.

    Hand-written rules cannot be re-tuned per fold, so a fold judges the rule table by where
    each part of it earns its keep: a held-out row counts as caught only through an alternative
    of a rule that also catches at least one attack from another source. An alternative that only
    ever fires on one source (written for its phrasings) gives that source nothing.
    """
    pos = [r for r in rows if r["label"] == "injection" and injection_group(r) != "indirect"]
    used = {id(r): matched_alternatives(r["text"]) for r in pos}
    sources_of: dict[tuple[str, int], set[str]] = defaultdict(set)
    for r in pos:
        for a in used[id(r)]:
            sources_of[a].add(loso_source(r))
    by_src: dict[str, list[Row]] = defaultdict(list)
    for r in pos:
        by_src[loso_source(r)].append(r)

    def loso_caught(r: Row) -> bool:
        src = loso_source(r)
        return any(sources_of[a] - {src} for a in used[id(r)])

    lines = []
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for src, sel in sorted(by_src.items()):
        pooled = sum(bool(used[id(r)]) for r in sel)
        held = sum(loso_caught(r) for r in sel)
        lines.append((src, pct(pooled, len(sel)), pct(held, len(sel))))
        for r in sel:
            t = totals[injection_group(r)]
            t[0] += bool(used[id(r)])
            t[1] += loso_caught(r)
            t[2] += 1
    for g in ("direct", "jailbreak"):
        p, h, n = totals[g]
        lines.append((f"all sources: {g}", pct(p, n), pct(h, n)))
    table(
        "Injection guard: pooled vs leave-one-source-out recall (direct + jailbreak rows)",
        lines,
        ("held-out source", "pooled", "left out"),
    )
    return {g: totals[g][1] / max(1, totals[g][2]) for g in ("direct", "jailbreak")}


def _benign_blocked(
    title: str, sets: dict[str, list[str]], tag: str, missed: dict[str, list[str]]
) -> dict[str, float]:
    """Share of each benign set the rules block (ours beside the devkit's), listed by rule."""
    lines = []
    rates: dict[str, float] = {}
    by_rule: dict[str, int] = defaultdict(int)
    for name, texts in sets.items():
        blocked = 0
        for t in texts:
            scan = scan_rules(t)
            if scan.blocked:
                blocked += 1
                by_rule[str(scan.rule)] += 1
                m = scan.matches[0]
                missed[f"{tag}:{scan.rule}"].append(t[max(0, m.start - 40) : m.end + 40])
        devkit = sum(scan_devkit(t) for t in texts)
        lines.append((name, pct(blocked, len(texts), 3), pct(devkit, len(texts), 3)))
        rates[name] = blocked / max(1, len(texts))
    table(title, lines, ("set", "ours", "devkit"))
    print("  by rule: " + (", ".join(f"{k} {v}" for k, v in sorted(by_rule.items())) or "none"))
    return rates


def every(items: list[Any], step: int) -> list[Any]:
    """Every `step`-th item (all of them at step 1): `--quick`'s sample."""
    return items[::step]


def bench_benign(missed: dict[str, list[str]], step: int = 1) -> dict[str, float]:
    """False positives on the benign engineering-prose set (`bench.benign`), listed by rule."""
    title = "Benign code and docs blocked (bench.benign)"
    sets = {k: every(v, step) for k, v in benign_sets().items()}
    return _benign_blocked(title, sets, "benign-fp", missed)


def bench_locales(missed: dict[str, list[str]], step: int = 1) -> dict[str, float]:
    """False positives on UI strings and whole i18n files built from this machine's gettext
    catalogues in the guard's languages (`bench.locales`), listed by rule."""
    title = "Benign locale strings and i18n files blocked (bench.locales)"
    sets = {k: every(v, step) for k, v in locale_sets().items()}
    return _benign_blocked(title, sets, "locale-fp", missed)


def bench_repo_files(missed: dict[str, list[str]], step: int = 1) -> dict[str, float]:
    """Whole repository files (`bench.repo_files`) blocked by the rules, by the learned detector
    (at the block threshold of the file's kind) and by the page's guard (`scan_injection`: a
    rule, or the detector unless the file names an attack as its topic), per half: the `test`
    half's blocks are counted, never listed."""
    lines = []
    rates: dict[str, float] = {}
    for name, files in repo_file_sets().items():
        halves: dict[str, list[tuple[str, str]]] = {"dev": [], "test": []}
        for path, text in every(files, step):
            halves[half(path)].append((path, text))
        for part, texts in halves.items():
            rules = det = both = 0
            for path, t in texts:
                shown = redact(t).text
                # the page's guard on a changed file: the rules, and the detector at the block
                # threshold of the file's kind (code or documents, by its name)
                page = scan_injection(shown, field="files[0].content", path=path)
                kind = detector.field_kind("files[0].content", path)
                by_rules = bool(page.matches)
                by_detector = (page.score or 0.0) >= detector.DEFAULT_THRESHOLDS[kind][1]
                rules += by_rules
                det += by_detector
                both += page.blocked
                if by_rules and part == "dev":
                    m = page.matches[0]
                    missed[f"repo-fp:{page.rule}"].append(shown[max(0, m.start - 40) : m.end + 40])
            n = len(texts)
            label = f"{name} ({part}, {n} files)"
            lines.append((label, pct(rules, n, 2), pct(det, n, 2), pct(both, n, 2)))
            rates[f"{name}:{part}"] = both / max(1, n)
    table(
        "Benign repository files read whole, blocked (bench.repo_files)",
        lines,
        ("set", "rules", "detector", "page (rules + detector)"),
    )
    return rates


# ---- secrets ---------------------------------------------------------------------------------


def bench_secrets(rows: list[Row], missed: dict[str, list[str]]) -> dict[str, Any]:
    ours = {id(r): bool(redact(r["text"]).hits) for r in rows}
    base = {id(r): redaction.redact_devkit(r["text"]) != r["text"] for r in rows}

    def rate(sel: list[Row], verdicts: dict[int, bool]) -> str:
        return pct(sum(verdicts[id(r)] for r in sel), len(sel))

    pos = [r for r in rows if r["label"] == "secret"]
    neg = [r for r in rows if r["label"] != "secret"]
    pos_hi = [r for r in pos if r.get("label_confidence") == "high"]
    neg_hi = [r for r in neg if r.get("label_confidence") == "high"]
    scope = [r for r in pos if r.get("in_scope_kind")]
    lines = [
        ("recall (all secrets)", rate(pos, ours), rate(pos, base)),
        ("recall (high-confidence)", rate(pos_hi, ours), rate(pos_hi, base)),
        ("recall (in-scope families)", rate(scope, ours), rate(scope, base)),
        ("false positives (all benign)", rate(neg, ours), rate(neg, base)),
        ("false positives (high-conf. benign)", rate(neg_hi, ours), rate(neg_hi, base)),
    ]
    table("Secrets redaction (ours vs devkit)", lines, ("", "ours", "devkit"))
    by_kind: dict[str, list[Row]] = defaultdict(list)
    for r in scope:
        by_kind[r["kind"]].append(r)
    table(
        "  in-scope families (recall)",
        ((k, rate(sel, ours), rate(sel, base)) for k, sel in sorted(by_kind.items())),
        ("kind", "ours", "devkit"),
    )
    by_ctx: dict[str, list[Row]] = defaultdict(list)
    for r in pos:
        by_ctx[str(r.get("context") or "bare")].append(r)
    table(
        "  by context (recall)",
        ((k, rate(sel, ours), rate(sel, base)) for k, sel in sorted(by_ctx.items())),
        ("context", "ours", "devkit"),
    )
    for r in pos:
        if not ours[id(r)]:
            missed["secret:" + r["kind"]].append(r["text"])
    for r in neg_hi:
        if ours[id(r)]:
            hit = redact(r["text"]).hits[0]
            missed["secret-fp:" + hit.rule].append(r["text"])
    return {
        "recall": sum(ours[id(r)] for r in pos) / max(1, len(pos)),
        "fp_high": sum(ours[id(r)] for r in neg_hi) / max(1, len(neg_hi)),
    }


# ---- PII ----------------------------------------------------------------------------------------


def _covered(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    need = set(range(start, end))
    for s, e in spans:
        need.difference_update(range(s, e))
    return not need


def _devkit_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for rule in redaction.DEVKIT_RULES for m in rule.pattern.finditer(text)]


def bench_pii(rows: list[Row], missed: dict[str, list[str]]) -> dict[str, Any]:
    def caught(row: Row, spans: list[tuple[int, int]], kind: str) -> bool:
        labelled = [s for s in row.get("spans") or [] if kind in s["kind"]]
        if not labelled:
            return bool(spans)
        return all(_covered(spans, s["start"], s["end"]) for s in labelled)

    lines = []
    summary: dict[str, Any] = {}
    for kind in ("email", "phone_number"):
        sel = [r for r in rows if r["label"] == "pii" and kind in r["kind"]]
        ours = 0
        base = 0
        for r in sel:
            spans = [(h.start, h.end) for h in redact(r["text"]).hits]
            ok = caught(r, spans, kind)
            ours += ok
            base += caught(r, _devkit_spans(r["text"]), kind)
            if not ok:
                missed["pii:" + kind].append(r["text"])
        lines.append((f"recall {kind}", pct(ours, len(sel)), pct(base, len(sel))))
        summary[f"recall_{kind}"] = ours / max(1, len(sel))
    ben = [r for r in rows if r["label"] == "benign"]
    fp = sum(bool(redact(r["text"]).hits) for r in ben)
    fp_base = sum(bool(_devkit_spans(r["text"])) for r in ben)
    lines.append(("false positives (benign)", pct(fp, len(ben)), pct(fp_base, len(ben))))
    table("PII redaction (ours vs devkit)", lines, ("", "ours", "devkit"))
    return summary


# ---- speed --------------------------------------------------------------------------------------


def _time(fn: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def guard_pass(text: str) -> None:
    """The guardrails the issue's throughput figure counts, on one text as the pipeline runs
    them: redaction, then the injection guard's rules and its learned detector on the redacted
    text."""
    shown = redact(text).text
    scan_rules(shown)
    detector.score(shown)


def rules_pass(text: str) -> None:
    """`guard_pass` without the detector: redaction, then the rules on the redacted text (the
    part of the guard the detector adds to, so the ceiling of any faster detector)."""
    scan_rules(redact(text).text)


def devkit_pass(text: str) -> None:
    """The devkit port on one text: its redaction, then its injection scan."""
    scan_devkit(redaction.redact_devkit(text))


def bench_throughput(texts: list[str], rounds: int = THROUGHPUT_ROUNDS) -> dict[str, Any]:
    """Redaction + rules + detector against the devkit's redact + scan on the same rows, timed
    in one run (interleaved rounds, the best of each), and the halves on their own."""
    size = sum(len(t.encode("utf-8")) for t in texts) / 1e6
    detector.score("")  # load the weights outside the timing (the page loads them once)
    redacted = [redact(t).text for t in texts]
    doc = _realistic_document(200_000)
    doc_mb = len(doc.encode("utf-8")) / 1e6
    timed: dict[str, Callable[[], object]] = {
        "ours": lambda: [guard_pass(t) for t in texts],
        "devkit": lambda: [devkit_pass(t) for t in texts],
        "no_detector": lambda: [rules_pass(t) for t in texts],
        "redact": lambda: [redact(t) for t in texts],
        "redact_base": lambda: [redaction.redact_devkit(t) for t in texts],
        "rules": lambda: [scan_rules(t) for t in redacted],
        "detector": lambda: [detector.score(t) for t in redacted],
        "scan_base": lambda: [scan_devkit(t) for t in redacted],
        "doc": lambda: guard_pass(doc),
        "doc_base": lambda: devkit_pass(doc),
    }
    best = dict.fromkeys(timed, float("inf"))
    for _ in range(rounds):  # interleaved, so a busy spell slows every entry alike
        for name, fn in timed.items():
            best[name] = min(best[name], _time(fn, repeat=1))
    t = best
    lines = [
        (
            "corpus rows (redact + rules + detector)",
            f"{size / t['ours']:6.2f} MB/s",
            f"{size / t['devkit']:6.2f} MB/s",
        ),
        (
            "  redact only",
            f"{size / t['redact']:6.2f} MB/s",
            f"{size / t['redact_base']:6.2f} MB/s",
        ),
        ("  rules only", f"{size / t['rules']:6.2f} MB/s", f"{size / t['scan_base']:6.2f} MB/s"),
        ("  detector only", f"{size / t['detector']:6.2f} MB/s", "–"),
        (
            f"one {doc_mb * 1000:.0f} KB source file",
            f"{doc_mb / t['doc']:6.2f} MB/s",
            f"{doc_mb / t['doc_base']:6.2f} MB/s",
        ),
        (
            "ours / devkit, same run",
            f"{t['devkit'] / t['ours']:6.3f} (rows)",
            f"{t['doc_base'] / t['doc']:6.3f} (file)",
        ),
        (
            "  without the detector / devkit",
            f"{t['devkit'] / t['no_detector']:6.3f} (rows)",
            "",
        ),
    ]
    table(f"Throughput (CPython {platform.python_version()})", lines, ("", "ours", "devkit"))
    # The goal as a time budget per pass over the rows, beside what each part takes alone: a part
    # that alone takes more than the whole budget rules the goal out whatever the others cost.
    budget = t["devkit"] / THROUGHPUT_GOAL
    parts = (("redaction", "redact"), ("rules", "rules"), ("detector", "detector"))
    table(
        f"The goal ({THROUGHPUT_GOAL}× the devkit) as ms per pass over the rows",
        [
            ("budget at the goal", f"{budget * 1000:7.1f} ms", ""),
            *(
                (f"  {label} alone", f"{t[key] * 1000:7.1f} ms", f"{t[key] / budget:5.2f}×")
                for label, key in parts
            ),
            (
                "  all three, as the pipeline runs them",
                f"{t['ours'] * 1000:7.1f} ms",
                f"{t['ours'] / budget:5.2f}×",
            ),
        ],
        ("", "time", "of the budget"),
    )
    return {
        "mbps_rows": size / t["ours"],
        "mbps_doc": doc_mb / t["doc"],
        "ratio_rows": t["devkit"] / t["ours"],
        "ratio_doc": t["doc_base"] / t["doc"],
        "ratio_rows_without_detector": t["devkit"] / t["no_detector"],
    }


def _realistic_document(chars: int) -> str:
    """Synthetic but ordinary developer text: code, prose, config (no corpus strings)."""
    block = (
        "def handle(request, user):\n"
        "    # Refunds take three business days; see docs/refunds.md for the flow.\n"
        "    if not user.is_authenticated:\n"
        "        return Response(status=401)\n"
        "    amount = int(request.json.get('amount', 0))\n"
        "    log.info('refund %s for %s', amount, user.id)\n"
        "    return process_refund(user, amount)\n\n"
        "## Configuration\n\nThe service reads `config.yaml` at start-up. The file system must be "
        "ext4 or xfs; ignore the warning about inotify limits on macOS. Set `timeout: 30` and "
        "`retries: 3`. Contact the on-call engineer before changing the previous settings.\n\n"
        "timeout: 30\nretries: 3\nendpoint: https://api.example.com/v1/refunds\n\n"
    )
    return (block * (chars // len(block) + 1))[:chars]


def adversarial_inputs(kb: int) -> dict[str, str]:
    """Inputs that make naive regexes backtrack: long runs of one character and of near-misses."""
    n = kb * 1024
    runs = {
        f"1 char x {kb} KB ({c!r})": c * n for c in ("a", "A", "0", " ", "-", "@", ".", "=", "\n")
    }
    near = {
        "sk- near-miss": "sk-" + "a" * 15 + " ",
        "email near-miss": "a.b-c_d%e+f@",
        "short local parts": "a.@",
        "domain near-miss": "a@" + "b." * 40,
        "assignment near-miss": "password_token_key=",
        "phone near-miss": "+1 (2) 3-4.5 ",
        "jwt near-miss": "eyJabcdefghijk.",
        "pem near-miss": "-----BEGIN PRIVATE KEY-----",
        "ignore near-miss": "ignore the the the the ",
        "words": "please ignore all of your ",
        "spaced letters": "a b c d e f g ",
        "hyphens": "ab-cd-ef-",
        "base64 run": "QUJDRA" * 10 + " ",
        "hex run": "41 42 43 44 ",
        "percent run": "%41%42%",
        "zero width": "i\u200bg\u200b",
        "homoglyphs": "іgnоrе ",
        "role line": "system: \n",
        "delimiters": "%%% end ",
    }
    for name, unit in near.items():
        runs[name] = (unit * (n // len(unit) + 1))[:n]
    return runs


def bench_adversarial(kb: int = ADVERSARIAL_KB) -> dict[str, Any]:
    inputs = adversarial_inputs(kb)
    worst: dict[str, tuple[float, str]] = {}

    def run(name: str, fn: Callable[[str], object]) -> None:
        for label, text in inputs.items():
            t = _time(lambda text=text: fn(text), repeat=1)
            us_per_kb = t * 1e6 / (len(text.encode("utf-8")) / 1024)
            if us_per_kb > worst.get(name, (0.0, ""))[0]:
                worst[name] = (us_per_kb, label)

    for rule in redaction.RULES:
        run(f"redaction/{rule.id}", lambda t, r=rule: list(r.pattern.finditer(t)))
    for irule in injection.RULES:
        run(f"injection/{irule.name}", lambda t, r=irule: r.regex.search(t))
    run("pipeline/redact", redact)
    run("pipeline/scan_rules", scan_rules)
    table(
        f"Adversarial inputs ({len(inputs)} kinds, {kb} KB each): worst µs/KB per rule",
        (
            (name, f"{us:9.1f} µs/KB", label)
            for name, (us, label) in sorted(worst.items(), key=lambda kv: -kv[1][0])
        ),
        ("rule", "worst", "on"),
    )
    top = max(worst.items(), key=lambda kv: kv[1][0])
    return {"worst_us_per_kb": top[1][0], "worst_rule": top[0]}


def anchor_consistency(texts: list[str]) -> int:
    """Rows where the anchored scan and a full regex search disagree (rules or spans; must be 0)."""
    bad = sum(scan_rules(t) != scan_plain(t) for t in texts)
    table(
        "Anchored scan vs full regex search (must be 0)",
        [("disagreements (rules or spans)", f"{bad} of {len(texts)} rows")],
        ("", "rows"),
    )
    return bad


def print_misses(missed: dict[str, list[str]], per_group: int = 2) -> None:
    print("\nMisses and false positives (first characters of a few rows per group)")
    for key in sorted(missed):
        texts = missed[key]
        print(f"  {key}: {len(texts)}")
        for t in texts[:per_group]:
            print(f"      {t[:90]!r}")


class _Tee(io.TextIOBase):
    """Prints what a part writes and keeps a copy for docs/figures.md."""

    def __init__(self, out: Any) -> None:
        self.out = out
        self.kept = io.StringIO()

    def write(self, text: str) -> int:
        self.kept.write(text)
        return int(self.out.write(text))

    def flush(self) -> None:
        self.out.flush()


def bench_layers(rows: list[Row]) -> dict[str, float]:
    """The corpus's injection rows by layer: the rules, the learned detector at its field kind's
    block threshold, and the page's guard (`scan_injection`); an indirect injection is read as a
    document (a changed file's content), every other row as the pull request's description. The
    corpus is among the detector's training rows, so its column here is in-sample: its held-out
    figures are the learned detector's sections below."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for r in rows:
        g = injection_group(r)
        field, path = (
            ("files[0].content", "docs/notes.md") if g == "indirect" else ("diffSummary", "")
        )
        page = scan_injection(r["text"], field=field, path=path)
        block = detector.DEFAULT_THRESHOLDS[detector.field_kind(field, path)][1]
        c = counts[g]
        c[0] += 1
        c[1] += bool(page.matches)
        c[2] += (page.score or 0.0) >= block
        c[3] += page.blocked
    table(
        "Injection guard by layer on the corpus (the detector in-sample: it trained on them)",
        [
            (g, pct(c[1], c[0]), pct(c[2], c[0]), pct(c[3], c[0]))
            for g in ("direct", "jailbreak", "indirect", "benign")
            if (c := counts[g])[0]
        ],
        ("group (benign: false positives)", "rules", "detector", "page (rules + detector)"),
    )
    return {g: c[3] / max(1, c[0]) for g, c in counts.items()}


def bench_learned(texts: list[str]) -> None:
    """The learned detector's held-out figures from its training run (`tools/detector_figures`:
    pooled grouped cross-validation, the ship test and the leave-one-source-out re-fit, each for
    the rules, the detector and both), and the cost per KB of each layer measured here."""
    sys.path.insert(0, str(REPO / "tools"))
    import detector_figures

    for title, head, rows in detector_figures.tables():
        table(title, rows, head)
    text = "\n\n".join(texts)
    sizes = (1, 16, 64)
    layers: dict[str, Callable[[str], object]] = {
        "rules (scan_rules)": scan_rules,
        "detector (detector.score)": detector.score,
        "page's guard (scan_injection)": scan_injection,
    }
    lines = []
    for name, fn in layers.items():
        cells = []
        for kb in sizes:
            sample = (text * (kb * 1024 // max(1, len(text)) + 1))[: kb * 1024]
            fn(sample)  # warm
            best = min(_timed(fn, sample) for _ in range(3))
            cells.append(f"{1000 * best / kb:.2f}")
        lines.append((name, *cells))
    table(
        "  cost per KB of corpus text (ms per KB, CPython, best of 3)",
        lines,
        ("layer", *(f"{kb} KB" for kb in sizes)),
    )


def _timed(fn: Callable[[str], object], text: str) -> float:
    start = time.perf_counter()
    fn(text)
    return time.perf_counter() - start


def bench_detector() -> None:
    """The learned detector, the rules and both (`bench.detector`: NumPy, about 15 minutes)."""
    from bench import detector as detector_bench

    title = "Learned detector, rules and both (bench.detector)"
    print(f"\n{title}")
    tee = _Tee(sys.stdout)
    with contextlib.redirect_stdout(tee):
        detector_bench.main([])
    figures.record_text(title, tee.kept.getvalue().splitlines())


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench guardrails", description=(__doc__ or "").splitlines()[0]
    )
    parser.add_argument("--throughput", action="store_true", help="only the throughput table")
    parser.add_argument("--detector", action="store_true", help="add bench.detector (NumPy)")
    parser.add_argument("--quick", action="store_true", help="every 10th row: checks the bench")
    parser.add_argument("--out", type=Path, help=f"where to write the figures ({figures.FIGURES})")
    parser.add_argument("-v", action="store_true", help="list up to 50 misses per group")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    step = 10 if args.quick else 1
    print(f"Guardrail benchmark: corpus {corpus_dir()}")
    print(f"machine: {platform.machine()} {platform.system()}, Python {platform.python_version()}")
    missed: dict[str, list[str]] = defaultdict(list)
    inj = every(load("injection"), step)
    sec = every(load("secrets"), step)
    pii = every(load("pii"), step)
    texts = [r["text"] for r in inj + sec + pii]
    rounds = 2 if args.quick else THROUGHPUT_ROUNDS
    if args.throughput:  # only the throughput table (about a minute)
        if texts:
            bench_throughput(texts, rounds)
        return 0
    if inj:
        bench_injection(inj, missed)
        bench_leave_one_source_out(inj)
        bench_layers(inj)
    bench_benign(missed, step)
    bench_locales(missed, step)
    bench_repo_files(missed, step)
    if sec:
        bench_secrets(sec, missed)
        report = secrets_report()
        print("\n".join(report))
        figures.record_text("Secrets by class (bench.secrets)", report)
    if pii:
        bench_pii(pii, missed)
    if texts:
        anchor_consistency(texts)
        bench_throughput(texts, rounds)
    bench_adversarial(8 if args.quick else ADVERSARIAL_KB)
    # the learned layer's held-out figures, as its training run measured them, and its cost
    bench_learned([r["text"] for r in inj])
    # The learned detector's figures beside the rules' (pooled 5-fold CV and leave-one-source-out,
    # re-fitted without each source): `--detector` runs them here (NumPy, about 15 minutes).
    if args.detector:
        bench_detector()
    else:
        print("\nLearned detector, rules and both: add --detector (needs NumPy)")
    print_misses(missed, per_group=50 if args.v else 2)
    out = args.out or (None if args.quick else figures.FIGURES)
    if out is not None:
        command = "python -m bench guardrails" + (" --detector" if args.detector else "")
        sample = "every 10th row of each set (--quick)" if args.quick else ""
        print(f"\nwrote {figures.write(command, out, sample)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
