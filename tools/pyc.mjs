// Build-time only: compiles Python sources to unchecked-hash .pyc (PEP 552) with the pinned
// Pyodide, so the page runs the Python 3.14 bytecode it would otherwise compile on every visit.
// Usage: node tools/pyc.mjs PYODIDE_DIR IN.json OUT.json
//   IN.json:  {"files": {"pkg/mod.py": "<base64 bytes>", ...}, "warm": "python code"}
//             every file of site-packages; `warm` is run first (the page's start-up and first run)
//   OUT.json: {"tag": "cpython-314", "prefix": "/lib/python3.14/site-packages",
//              "files": {"pkg/mod.py": "<base64 .pyc>", ...}}: the modules `warm` imported
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, inPath, outPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  stdout: () => {},
  stderr: (line) => process.stderr.write(`${line}\n`),
});
pyodide.FS.writeFile("/tmp/in.json", readFileSync(inPath));
pyodide.runPython(`
import ast, base64, importlib.util, json, os, sys
from importlib._bootstrap_external import _code_to_hash_pyc

prefix = [p for p in sys.path if p.endswith("site-packages")][0]
with open("/tmp/in.json", encoding="utf-8") as handle:
    request = json.load(handle)
files = {name: base64.b64decode(data) for name, data in request["files"].items()}
for name, data in files.items():
    path = os.path.join(prefix, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)
sys.dont_write_bytecode = True
exec(compile(request["warm"], "<warm>", "exec"), {})
loaded = set()
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None) or ""
    if path.startswith(prefix + "/") and path.endswith(".py"):
        loaded.add(path[len(prefix) + 1 :])
def without_docstrings(data):
    # A third-party module's docstrings are never read by the page; dropping them halves what its
    # bytecode weighs once compressed. Line numbers stay as in the source.
    tree = ast.parse(data)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        first = body[0] if body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            if len(body) > 1:
                del body[0]  # a module's: 'from __future__' must stay first
            else:
                body[0] = ast.copy_location(ast.Pass(), first)
    return tree

out = {}
for name in sorted(loaded & set(files)):
    data = files[name]
    source = data if name.startswith(request["keep_docstrings"]) else without_docstrings(data)
    code = compile(source, f"{prefix}/{name}", "exec", dont_inherit=True, optimize=0)
    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    out[name] = base64.b64encode(bytes(pyc)).decode("ascii")
with open("/tmp/out.json", "w", encoding="utf-8") as handle:
    json.dump({"tag": sys.implementation.cache_tag, "prefix": prefix, "files": out}, handle)
`);
writeFileSync(outPath, pyodide.FS.readFile("/tmp/out.json"));
