"""Bytecode: the modules the page's first runs import, compiled to Python 3.14 bytecode by the
pinned Pyodide under the pinned Node.js (tools/pyc.mjs), cached in .cache/pyc/."""

from __future__ import annotations

import base64
import json
import os
import subprocess
from pathlib import Path
from typing import NamedTuple

from buildlib.common import CACHE_DIR, ROOT, BuildError, sha256_hex
from buildlib.pins import node_binary, pyodide_tree

PYC_TOOL = ROOT / "tools" / "pyc.mjs"
# Where in site-packages the compiled patterns ship (read by safe_agent/page/regex_cache.py).
REGEX_CACHE = "safe_agent/page/regex_cache.bin"
# Where the values the warm-up computed through safe_agent/prebuilt.py ship (read by it).
PREBUILT = "safe_agent/prebuilt.json"


# What the page does before its first result: import the bridge and run every preset. The modules
# this imports are shipped as bytecode; the rest (never imported by a first run) as source. It also
# leaves `answers`: the bridge's answers the page shows before Python is up (static-data.js), each
# preset's `run` (run twice in one session when its expect block asks for a second run, as the
# page does) and its link, the vocabulary and the preset list. The audit's clock readings (and the
# hashes that chain them) are the only part of a run that differs between two runs: the audit is
# left out, so the page shows it only from a live run and the same sources give the same bytes
# (the digest, which the page holds the live run to, does not cover those readings).
WARM_UP = """
import json
import re

# What Pyodide's own start compiled before the page imports the core: the page has compiled it
# too by then, so the cache file would hold it for nothing.
_compiled_before = set(re._cache)
from safe_agent.page import bridge

def ask(op, **args):
    answer = json.loads(bridge.handle(json.dumps({"op": op, **args})))
    if not answer["ok"]:
        raise RuntimeError(f"{op}: {answer['error']}")
    return answer["result"]

from safe_agent.page import regex_cache as _regex_cache

answers = {"vocabulary": ask("vocabulary"), "presets": ask("list_presets"), "runs": {}}
regex_cache = None
for entry in answers["presets"]:
    preset = ask("load_preset", id=entry["id"])
    state = preset["state"]
    ran = ask("run", state=state, fresh=True)
    if preset["expect"].get("secondRun"):
        ran = ask("run", state=state, fresh=False)
    # The audit log is shown from a live run only (its clock readings are the live run's), and
    # the link is kept once (as `link`): what the page never shows from here is not shipped.
    ran["result"]["audit"] = []
    ran.pop("link", None)
    link = ask("encode_permalink", state=state)
    answers["runs"][entry["id"]] = {"run": ran, "link": link}
    if regex_cache is None:
        # Every pattern the import and the first preset's run compiled (the page's first live
        # result), compiled again to its code: shipped beside the module that loads it into
        # `re`'s cache when the page imports the core (safe_agent/page/regex_cache.py). The other
        # presets' own patterns (an attack's text tries many more rules) compile when the reader
        # first runs them: caching them too cost 60 KB gzip of transfer (issue 23's budget) for
        # runs that come after the first result.
        regex_cache = _regex_cache.dump(skip=_compiled_before)

# The guard's patterns, built from their word lists on import: shipped beside the module that
# hands them to the guard in the page (safe_agent/prebuilt.py).
from safe_agent import prebuilt as _prebuilt

prebuilt = _prebuilt.dump()
"""


def node_said(stderr: str) -> str:
    """What Node printed about an error, less the whole minified line it quotes the error from."""
    return "\n".join(line for line in stderr.splitlines() if line.strip() and len(line) < 1000)


class Bytecode(NamedTuple):
    """What tools/pyc.mjs compiled: unchecked-hash .pyc by source name, for site-packages and
    for the standard library zip, and the interpreter's cache tag (`cpython-314`); `answers`:
    what WARM_UP left (the bridge's answers static-data.js carries); `regex`: the patterns those
    runs compiled, as `safe_agent.page.regex_cache` reads them (shipped as REGEX_CACHE);
    `prebuilt`: the values computed through `safe_agent.prebuilt` (shipped as PREBUILT)."""

    tag: str
    site: dict[str, bytes]
    stdlib: dict[str, bytes]
    answers: dict
    regex: bytes
    prebuilt: bytes


def compile_bytecode(
    site: dict[str, bytes], stdlib_zip: bytes, lock: dict, cache_dir: Path = CACHE_DIR
) -> Bytecode:
    """The modules that Pyodide's own start-up and the page's first runs import, from
    site-packages and from the trimmed standard library (which Pyodide ships as source), compiled
    by the pinned Pyodide's own Python under the pinned Node, booted from that same stdlib zip.
    The result is cached in .cache/ under the hash of every shipped file, so an unchanged tree
    compiles once."""
    version = lock["pyodide"]["version"]
    key = sha256_hex(
        b"".join(n.encode() + b"\0" + sha256_hex(d).encode() for n, d in sorted(site.items()))
        + sha256_hex(stdlib_zip).encode()
        + WARM_UP.encode()
        + PYC_TOOL.read_bytes()
    )
    store = cache_dir.parent / "pyc" / version
    cached = store / f"{key}.json"
    if not cached.is_file():
        node = node_binary(lock, cache_dir)
        tree = pyodide_tree(lock, cache_dir)
        store.mkdir(parents=True, exist_ok=True)
        # Per process: two builds of the same tree at once (a test and a benchmark) must not
        # share (and unlink) each other's request or half-written answer.
        request = store / f"{key}.{os.getpid()}.in.json"
        files = {name: base64.b64encode(data).decode("ascii") for name, data in site.items()}
        body = {
            "files": files,
            "stdlib": base64.b64encode(stdlib_zip).decode("ascii"),
            "warm": WARM_UP,
            "keep_class_docstrings": "safe_agent/",
        }
        request.write_text(json.dumps(body), encoding="utf-8")
        answer = store / f"{key}.{os.getpid()}.part"
        proc = subprocess.run(
            [str(node), str(PYC_TOOL), str(tree), str(request), str(answer)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        request.unlink()
        if proc.returncode != 0:
            raise BuildError(
                "compiling bytecode with the pinned Pyodide under Node failed; the last lines: "
                + node_said(proc.stderr)[-2000:]
            )
        answer.replace(cached)
    result = json.loads(cached.read_text(encoding="utf-8"))
    return Bytecode(
        result["tag"],
        {n: base64.b64decode(b) for n, b in result["files"].items()},
        {n: base64.b64decode(b) for n, b in result["stdlib"].items()},
        result["answers"],
        base64.b64decode(result.get("regex", "")),
        base64.b64decode(result.get("prebuilt", "")),
    )


def with_bytecode(tree: dict[str, bytes], tag: str, pyc: dict[str, bytes]) -> dict[str, bytes]:
    """A tree of modules (site-packages, or the stdlib zip's entries) as shipped: a module that
    Pyodide's start-up or the page's first runs import ships as bytecode only (`mod.pyc`, which
    both the path finder and zipimport load when no source is beside it; tracebacks still name
    the file and the line, without the source text), every other module as source (compiled
    only if ever imported). `tag` names the interpreter the bytecode is for (`cpython-314`);
    a sourceless `.pyc` carries no tag."""
    assert tag.startswith("cpython-"), tag
    shipped: dict[str, bytes] = {}
    for name, data in tree.items():
        if name in pyc:
            shipped[name[: -len(".py")] + ".pyc"] = pyc[name]
        else:
            shipped[name] = data
    return shipped
