"""The Python the page runs, booted under the pinned Node.js the way web/runtime/worker.js boots it
(its own zip reader, file writer and side-module preload, from the built files): the standard
library and site-packages bytecode give CPython's digest for every preset, a traceback still names
the file and the line of the source it was compiled from, and pydantic-core links from the module
compiled while Python booted, not from its file."""

from __future__ import annotations

import gzip
import inspect
import io
import json
import os
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest
from helpers import built_files, load_build
from safe_agent.page.bridge import handle

# Boots the built Pyodide under Node once for the module (about 5 s).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
HARNESS = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
globalThis.self = { postMessage() {} };
const [workerPath, pyodideDir, sitePath, lockInfo, codePath] = process.argv.slice(2);
const worker = await import(pathToFileURL(workerPath).href);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const packed = await worker.unpackBytes(new Uint8Array(readFileSync(sitePath)), "site.zip.gzbin");
const files = await worker.unzipEntries(packed, "site.zip");
const compiled = worker.compileSideModules(files);
const pyodide = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  lockFileContents: JSON.stringify({ info: JSON.parse(lockInfo), packages: {} }),
  stdout: () => {},
  stderr: (line) => process.stderr.write(`${line}\\n`),
});
const site = pyodide.runPython("import sys; [p for p in sys.path if p.endswith('-packages')][0]");
worker.writeTree(pyodide.FS, site, files);
await worker.preloadSideModules(pyodide._module, site, compiled);
const sideModules = files.filter(([name]) => name.endsWith(".so")).map(([name]) => name);
// Not wasm any more: an import that read the file instead of the preloaded module would fail.
for (const name of sideModules) pyodide.FS.writeFile(`${site}/${name}`, "not wasm");
const out = pyodide.runPython(readFileSync(codePath, "utf-8"));
process.stdout.write(JSON.stringify({ sideModules, ...JSON.parse(out) }));
"""


def reading(text: str) -> list[Any]:
    """The learned detector's reading of a text, to the bit: the rounded score, the exact logit
    (as hex, so no printing rounds it) and the n-grams with their spans and weights."""
    from safe_agent.guards import detector

    s = detector.score(text)
    return [s.score, s.logit.hex(), [[h.ngram, h.start, h.end, h.weight] for h in s.top]]


def preset_texts(state: dict[str, Any], result: dict[str, Any]) -> list[str]:
    """Every field the guard scans (as redaction left it) and the planted payload."""
    return [f["redacted"] for f in result["fields"]] + [state["injection"]["payload"]]


# The same two functions run in the page's Python (their source, sent with the program).
READING = "from typing import Any\n" + "".join(
    inspect.getsource(f) for f in (reading, preset_texts)
)
PROGRAM = """
import json, traceback
from safe_agent.page import bridge
CORPUS = json.loads(CORPUS_JSON)
digests = {}
readings = []
for pid in "ABCDEF":
    loaded = json.loads(bridge.handle(json.dumps({"op": "load_preset", "id": pid})))
    run = {"op": "run", "state": loaded["result"]["state"], "fresh": True}
    ran = json.loads(bridge.handle(json.dumps(run)))["result"]["result"]
    # the link the page shows beside each result
    bridge.handle(json.dumps({"op": "encode_permalink", "state": loaded["result"]["state"]}))
    digests[pid] = ran["digest"]
    readings += [reading(t) for t in preset_texts(loaded["result"]["state"], ran)]
readings += [reading(t) for t in CORPUS]
try:
    json.loads('{"unterminated": ')
except ValueError as error:
    frames = [[f.filename, f.lineno, f.line] for f in traceback.extract_tb(error.__traceback__)]
answers = {op: bridge.handle(json.dumps({"op": op})) for op in ("vocabulary", "schema")}
import re
from safe_agent.page import regex_cache
built = regex_cache.built()
regex_differ = [repr(p) for p, f in built if re.compile(p, f) != re._compiler.compile(p, f)]
from safe_agent import prebuilt
# The word tables do not ship (everything above ran without them), nor the bodies of the
# functions that compose patterns from them (PAGE_RUNS): to compute every stored value again,
# the check imports the core's modules afresh from their source, with the build's stored values
# beside them.
import importlib, importlib.util, os, shutil, sys
words_shipped = importlib.util.find_spec("safe_agent.guards.families.intents.words") is not None
from safe_agent.guards.families.intents import compose as intents_compose
try:
    intents_compose._terms("ignore")
    composer_shipped = "ran"
except RuntimeError as error:
    composer_shipped = str(error)
site = [p for p in sys.path if p.endswith("site-packages")][0]
for name, text in json.loads(SOURCES_JSON).items():
    path = os.path.join("/tmp/source", "safe_agent", name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
shutil.copy(os.path.join(site, "safe_agent", "prebuilt.json"), "/tmp/source/safe_agent/")
for name in [m for m in sys.modules if m == "safe_agent" or m.startswith("safe_agent.")]:
    del sys.modules[name]
importlib.invalidate_caches()
import safe_agent  # (its data, the presets, stay where the build put them)
safe_agent.__path__.insert(0, "/tmp/source/safe_agent")
from safe_agent import prebuilt
from safe_agent.page import bridge
assert prebuilt.__file__.startswith("/tmp/source/"), prebuilt.__file__
for pid in "ABCDEF":  # (the values a run asks for, as above)
    loaded = json.loads(bridge.handle(json.dumps({"op": "load_preset", "id": pid})))
    assert loaded["ok"], loaded
    bridge.handle(json.dumps({"op": "run", "state": loaded["result"]["state"], "fresh": True}))
json.dumps({"digests": digests, "frames": frames, "answers": answers, "readings": readings,
            "regex": [len(built), regex_differ, regex_cache.unbuilt()],
            "prebuilt": [prebuilt.stored_keys(), prebuilt.stale(), words_shipped,
                         composer_shipped]})
"""
CORE = ROOT / "core"
CORPUS = Path(os.environ.get("SAFE_AGENT_CORPUS", str(ROOT.parent / "shared" / "corpus")))
CORPUS_ROWS = 200


def corpus_texts() -> list[str]:
    """200 rows of the shared injection corpus, spread evenly over it ([] when it is missing)."""
    path = CORPUS / "injection.jsonl.gz"
    if not path.is_file():
        return []
    with gzip.open(path, "rt", encoding="utf-8") as f:
        texts = [json.loads(line)["text"] for line in f if line.strip()]
    step = max(len(texts) / CORPUS_ROWS, 1)
    return [texts[int(i * step)] for i in range(min(CORPUS_ROWS, len(texts)))]


def run_in_built_python(out: Path, program: str) -> dict[str, Any]:
    """Boot the built page's Python under the pinned Node.js in folder `out`, as the worker
    boots it, run `program` there and return the JSON its last expression printed."""
    build = load_build()
    lock = build.load_lock()
    files = built_files()
    for name in build.RUNTIME_FILES:
        path = f"{build.PYODIDE_DIR}/{name}"
        if path in build.PACKED_ZIPS:  # what the worker's fetch answers Pyodide with
            (out / name).write_bytes(build.unpack(files[path + build.PACKED_SUFFIX]))
        else:
            (out / name).write_bytes(files[path])
    (out / "site.zip.gzbin").write_bytes(files[build.SITE_ZIP + build.PACKED_SUFFIX])
    (out / "harness.mjs").write_text(HARNESS, encoding="utf-8")
    (out / "program.py").write_text(program, encoding="utf-8")
    lock_info = json.loads(build.pyodide_runtime(lock)["pyodide-lock.json"])["info"]
    proc = subprocess.run(
        [
            str(build.node_binary(lock)),
            str(out / "harness.mjs"),
            str(ROOT / "web" / "runtime" / "worker.js"),
            str(out),
            str(out / "site.zip.gzbin"),
            json.dumps(lock_info),
            str(out / "program.py"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, build.node_said(proc.stderr)
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


@pytest.fixture(scope="module")
def booted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What PROGRAM printed in the built page's Python, booted as the worker boots it."""
    corpus = f"CORPUS_JSON = {json.dumps(corpus_texts())!r}\n"
    sources = {
        p.relative_to(CORE).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted(CORE.rglob("*.py"))
    }
    corpus += f"SOURCES_JSON = {json.dumps(sources)!r}\n"
    result = run_in_built_python(tmp_path_factory.mktemp("dist"), corpus + READING + PROGRAM)
    build = load_build()
    result["stock_stdlib"] = build.pyodide_runtime(build.load_lock())["python_stdlib.zip"]
    return result


def test_every_preset_gives_the_cpython_digest(booted: dict[str, Any]) -> None:
    """Same state in, same bytes out: the bytecode changes nothing a run computes."""
    for pid, digest in booted["digests"].items():
        loaded = json.loads(handle(json.dumps({"op": "load_preset", "id": pid})))
        run = {"op": "run", "state": loaded["result"]["state"], "fresh": True}
        assert json.loads(handle(json.dumps(run)))["result"]["result"]["digest"] == digest, pid


def test_a_traceback_names_the_stdlib_file_and_line(booted: dict[str, Any]) -> None:
    """The standard library ships as bytecode without its source: a traceback still says which
    file and which line, and that line is the call in the published source."""
    filename, line, text = booted["frames"][-1]
    assert filename == "/lib/python314.zip/json/decoder.py"
    assert text in (None, "")  # the source text is not shipped
    with zipfile.ZipFile(io.BytesIO(booted["stock_stdlib"])) as stock:
        source = stock.read("json/decoder.py").decode("utf-8").splitlines()
    assert "scan_once(" in source[line - 1] or "raise JSONDecodeError" in source[line - 1]


def test_pydantic_core_links_from_the_module_compiled_during_boot(booted: dict[str, Any]) -> None:
    """The side module was compiled while Python booted and linked from there: its file had been
    overwritten before the first import, and every run above still worked."""
    assert booted["sideModules"] == [
        "pydantic_core/_pydantic_core.cpython-314-wasm32-emscripten.so"
    ]
    assert len(booted["digests"]) == 6


def test_vocabulary_and_schema_are_cpythons(booted: dict[str, Any]) -> None:
    """What the page shows and exports besides runs, the words and the report schema, is the same
    text as under CPython: stripping the stdlib's docstrings from its bytecode changed none."""
    for op, answer in booted["answers"].items():
        assert answer == handle(json.dumps({"op": op})), op


def test_the_detector_reads_every_preset_field_and_corpus_row_to_the_bit(
    booted: dict[str, Any],
) -> None:
    """Issue 22: the learned detector's score, logit and n-grams are the same bits in the page's
    Python as in CPython, for every field of every preset and 200 corpus rows."""
    if not corpus_texts():
        pytest.skip(f"the shared corpus is missing at {CORPUS} (set SAFE_AGENT_CORPUS)")
    expected = []
    for pid in "ABCDEF":
        loaded = json.loads(handle(json.dumps({"op": "load_preset", "id": pid})))
        state = loaded["result"]["state"]
        ran = json.loads(handle(json.dumps({"op": "run", "state": state, "fresh": True})))
        texts = preset_texts(state, ran["result"]["result"])
        expected += [reading(t) for t in texts]
    expected += [reading(t) for t in corpus_texts()]
    got = booted["readings"]
    assert len(got) == len(expected) >= CORPUS_ROWS + 6 * 4
    differ = [i for i, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b]
    assert not differ, (
        f"{len(differ)} readings differ, first: {got[differ[0]]} != {expected[differ[0]]}"
    )


def test_the_patterns_compiled_at_build_time_equal_what_re_compiles(booted: dict[str, Any]) -> None:
    """Issue 23's faster live boot: the page builds the patterns its first runs use from their
    code compiled at build time, named by a digest of their source; each equals what `re`
    compiles from its source (a Pattern compares its compiled code), and the digests above were
    computed with them in place."""
    built, differ, unbuilt = booted["regex"]
    # the guard's and redaction's patterns, each one the file holds asked for by the presets' runs
    assert built > 250 and unbuilt == [], f"shipped, never asked for: {unbuilt}"
    assert differ == []


def test_the_values_prebuilt_at_build_time_equal_what_the_source_computes(
    booted: dict[str, Any],
) -> None:
    """Issue 23's faster live boot: the guard's patterns and anchor tries, built at build time,
    are what the page's import uses (the digests above were computed with them, without the word
    tables, which do not ship), and each equals what its source computes again under the pinned
    Pyodide from the source. The anchor index is built on import instead (cheap, and 23 KB gzip
    to ship)."""
    keys, stale, words_shipped, composer_shipped = booted["prebuilt"]
    assert not words_shipped  # the page ran every preset without the word tables
    # nor the composers' bodies (PAGE_RUNS): calling one there says why it cannot run
    assert composer_shipped == (
        "_terms composes patterns at build time only; the page reads them from prebuilt.json"
    )
    intents = {f"guards.intents.{i}" for i in ("override", "now", "approve", "ask")}
    defiance = {f"guards.defiance.{c}" for c in ("erase", "bypass", "unbound", "lift")}
    extraction = {f"guards.extraction.{f}" for f in ("revealed", "transformed")}
    stored = {"guards.anchor_tries", "state.preset_states"}
    assert intents | defiance | extraction | stored <= set(keys)
    assert "guards.anchor_rules" not in keys
    assert stale == []
