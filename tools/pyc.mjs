// Build-time only: compiles Python sources to unchecked-hash .pyc (PEP 552) with the pinned
// Pyodide, so the page runs the Python 3.14 bytecode it would otherwise compile on every visit.
// Usage: node tools/pyc.mjs PYODIDE_DIR IN.json OUT.json
//   IN.json:  {"files": {"pkg/mod.py": "<base64 bytes>", ...}, "stdlib": "<base64 zip>",
//              "warm": "python code", "keep_class_docstrings": "pkg/"}
//             every file of site-packages and the trimmed python_stdlib.zip the page ships;
//             Pyodide boots from that zip and `warm` is run (the page's start-up and first runs)
//   OUT.json: {"tag": "cpython-314", "prefix": "/lib/python3.14/site-packages",
//              "files": {"pkg/mod.py": "<base64 .pyc>", ...},
//              "stdlib": {"json/decoder.py": "<base64 .pyc>", ...}, "answers": ..., "regex": "<base64>",
//              "prebuilt": "<base64>"}:
//             the modules Pyodide's own start-up and `warm` imported, from site-packages and from
//             the standard library, the value `warm` left in `answers` (JSON; null if none) and
//             the bytes it left in `regex_cache` and in `prebuilt` (empty if none)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, inPath, outPath] = process.argv.slice(2);
const request = readFileSync(inPath);
const scratch = mkdtempSync(join(tmpdir(), "safe-agent-pyc-"));
try {
  // Boot from the zip the page ships, so the modules found below are the page's own start-up.
  const stdLibURL = join(scratch, "python_stdlib.zip");
  writeFileSync(stdLibURL, Buffer.from(JSON.parse(request).stdlib, "base64"));
  const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
  const pyodide = await loadPyodide({
    indexURL: `${pyodideDir}/`,
    stdLibURL,
    // No column ranges in line tables (PEP 657's carets): tracebacks keep file and line, and
    // the bytecode is about a fifth smaller. A fixed hash seed keeps every build's bytes alike.
    env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1", PYTHONHASHSEED: "0" },
    stdout: () => {},
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
  pyodide.FS.writeFile("/tmp/in.json", request);
  pyodide.runPython(`
import base64, importlib.util, json, os, sys
from importlib._bootstrap_external import _code_to_hash_pyc

probe = compile("x", "<probe>", "eval").co_positions()
assert all(column is None for _, _, column, _ in probe), "PYTHONNODEBUGRANGES did not reach Python"
prefix = [p for p in sys.path if p.endswith("site-packages")][0]
stdlib_zip = [p for p in sys.path if p.endswith(".zip")][0]
with open("/tmp/in.json", encoding="utf-8") as handle:
    request = json.load(handle)
files = {name: base64.b64decode(data) for name, data in request["files"].items()}
for name, data in files.items():
    path = os.path.join(prefix, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)
sys.dont_write_bytecode = True
warm = {}
exec(compile(request["warm"], "<warm>", "exec"), warm)

def loaded_under(root):
    names = set()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None) or ""
        if path.startswith(root + "/") and path.endswith(".py"):
            names.add(path[len(root) + 1 :])
    return names

site_loaded = loaded_under(prefix)
stdlib_loaded = loaded_under(stdlib_zip)

import ast, zipfile  # after the modules were listed: the tool's own imports are not the page's

def without_docstrings(data, keep_classes):
    # Docstrings of the standard library and of third-party modules are never read by the page;
    # dropping them cuts what their bytecode weighs once compressed. Line numbers stay. The
    # core's classes keep theirs (keep_classes): pydantic reads a model's as its schema's
    # description (the state schema the page offers), so only its modules' and functions' go.
    tree = ast.parse(data)
    kinds = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef) + (() if keep_classes else (ast.ClassDef,))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(node, kinds):
            continue
        first = body[0] if body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            if len(body) > 1:
                del body[0]  # a module's: 'from __future__' must stay first
            else:
                body[0] = ast.copy_location(ast.Pass(), first)
    return tree

def page_runs(tree):
    # A module that names what the page runs of it (PAGE_RUNS, a tuple of its top-level
    # functions: the guard's pattern composers) ships its other top-level functions without
    # their bodies. They only compute values the build stores (safe_agent/prebuilt.py), which
    # the page reads instead; calling one there raises, and says so.
    named = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["PAGE_RUNS"]:
            named = set(ast.literal_eval(node.value))
    if named is None:
        return tree
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name not in named:
            message = f"{node.name} composes patterns at build time only; the page reads them from prebuilt.json"
            stub = ast.parse(f"raise RuntimeError({message!r})").body[0]
            node.body = [ast.copy_location(stub, node.body[0])]
            ast.fix_missing_locations(node)
    return tree

def pyc(name, data, root, keep_classes):
    tree = page_runs(without_docstrings(data, keep_classes))
    code = compile(tree, f"{root}/{name}", "exec", dont_inherit=True, optimize=0)
    out = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    return base64.b64encode(bytes(out)).decode("ascii")

site_out = {
    name: pyc(name, files[name], prefix, name.startswith(request["keep_class_docstrings"]))
    for name in sorted(site_loaded & set(files))
}
with zipfile.ZipFile(stdlib_zip) as archive:
    stdlib_out = {
        name: pyc(name, archive.read(name), stdlib_zip, False)
        for name in sorted(stdlib_loaded & set(archive.namelist()))
    }
with open("/tmp/out.json", "w", encoding="utf-8") as handle:
    json.dump(
        {"tag": sys.implementation.cache_tag, "prefix": prefix, "files": site_out, "stdlib": stdlib_out,
         "answers": warm.get("answers"),
         "regex": base64.b64encode(warm.get("regex_cache") or b"").decode("ascii"),
         "prebuilt": base64.b64encode(warm.get("prebuilt") or b"").decode("ascii")},
        handle,
    )
`);
  writeFileSync(outPath, pyodide.FS.readFile("/tmp/out.json"));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
