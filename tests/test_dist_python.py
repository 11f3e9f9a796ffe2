"""The Python the page runs, booted under the pinned Node.js the way web/runtime/worker.js boots it
(its own zip reader, file writer and side-module preload, from the built files): the standard
library and site-packages bytecode give CPython's digest for every preset, a traceback still names
the file and the line of the source it was compiled from, and pydantic-core links from the module
compiled while Python booted, not from its file."""

from __future__ import annotations

import io
import json
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest
from helpers import load_build
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
const files = await worker.unzipEntries(new Uint8Array(readFileSync(sitePath)), "site.zip");
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
PROGRAM = """
import json, traceback
from safe_agent.page import bridge
digests = {}
for pid in "ABCDEF":
    loaded = json.loads(bridge.handle(json.dumps({"op": "load_preset", "id": pid})))
    run = {"op": "run", "state": loaded["result"]["state"], "fresh": True}
    digests[pid] = json.loads(bridge.handle(json.dumps(run)))["result"]["result"]["digest"]
try:
    json.loads('{"unterminated": ')
except ValueError as error:
    frames = [[f.filename, f.lineno, f.line] for f in traceback.extract_tb(error.__traceback__)]
answers = {op: bridge.handle(json.dumps({"op": op})) for op in ("vocabulary", "schema")}
json.dumps({"digests": digests, "frames": frames, "answers": answers})
"""


@pytest.fixture(scope="module")
def booted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What PROGRAM printed in the built page's Python, booted as the worker boots it."""
    build = load_build()
    lock = build.load_lock()
    files = build.build_files(ROOT)
    out = tmp_path_factory.mktemp("dist")
    for name in build.RUNTIME_FILES:
        (out / name).write_bytes(files[f"{build.PYODIDE_DIR}/{name}"])
    (out / "site.zip").write_bytes(files[build.SITE_ZIP])
    (out / "harness.mjs").write_text(HARNESS, encoding="utf-8")
    (out / "program.py").write_text(PROGRAM, encoding="utf-8")
    lock_info = json.loads(build.pyodide_runtime(lock)["pyodide-lock.json"])["info"]
    proc = subprocess.run(
        [
            str(build.node_binary(lock)),
            str(out / "harness.mjs"),
            str(ROOT / "web" / "runtime" / "worker.js"),
            str(out),
            str(out / "site.zip"),
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
    result["stock_stdlib"] = build.pyodide_runtime(lock)["python_stdlib.zip"]
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
