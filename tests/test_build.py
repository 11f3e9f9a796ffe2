"""build.py and buildlib/: a pinned, reproducible, self-contained dist/, no network adapter."""

from __future__ import annotations

import ast
import base64
import codecs
import gzip
import hashlib
import io
import json
import random
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

sys.path.insert(0, str(ROOT))
from helpers import built_files  # noqa: E402

from buildlib.check import check_dist, manifest_of  # noqa: E402
from buildlib.common import (  # noqa: E402
    PACKED_SUFFIX,
    SITE_ZIP,
    STDLIB_ZIP,
    BuildError,
    deterministic_zip,
    unpack,
)
from buildlib.dist import build_files, write_dist  # noqa: E402
from buildlib.jscomments import strip as strip_js  # noqa: E402
from buildlib.payloads import latin1_literal, payload_scripts  # noqa: E402
from buildlib.pins import fetch_pinned, load_lock, pyodide_runtime  # noqa: E402
from buildlib.sitepackages import (  # noqa: E402
    check_no_network,
    site_packages,
    source_entries,
    wheel_module_removed,
)
from buildlib.stdlib import module_of, removed_imports, stdlib_removed, trim_stdlib  # noqa: E402

# Each test here reads a build of the repository (seconds of work): the full run, not --quick.
pytestmark = pytest.mark.slow


def copy_sources(target: Path) -> Path:
    """A copy of what build.py reads, to change without touching the repo."""
    for name in ("core", "presets", "web"):
        shutil.copytree(ROOT / name, target / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "web.lock.json"):
        shutil.copy2(ROOT / name, target / name)
    return target


@pytest.fixture(scope="module")
def files() -> Mapping[str, bytes]:
    """The files of one build of this repo (fills .cache/ from the registries the first time)."""
    return built_files()


def shipped_zip(files: dict[str, bytes], name: str) -> zipfile.ZipFile:
    """The zip `name` (SITE_ZIP, STDLIB_ZIP) as the fast path receives it, unpacked."""
    return zipfile.ZipFile(io.BytesIO(unpack(files[name + PACKED_SUFFIX])))


def site_names(files: dict[str, bytes]) -> list[str]:
    """Entry names of the site-packages zip."""
    with shipped_zip(files, SITE_ZIP) as archive:
        return archive.namelist()


def test_zips_ship_stored_in_one_gzip_stream(files: dict[str, bytes]) -> None:
    """The fast path's zips are stored zips packed as one gzip stream, under a suffix no host
    decodes on the way (not `.gz`), and no deflated copy ships beside them."""
    for name in (SITE_ZIP, STDLIB_ZIP):
        packed = files[name + PACKED_SUFFIX]
        assert packed[:2] == b"\x1f\x8b" and not (name + PACKED_SUFFIX).endswith(".gz")
        assert name not in files
        with shipped_zip(files, name) as archive:
            assert {i.compress_type for i in archive.infolist()} == {zipfile.ZIP_STORED}
        loader = files["runtime/loader.js"].decode()
        boot = json.loads(re.search(r"const BOOT = (\{.*?\});", loader).group(1))
        assert boot["packed"][name] == {"file": name + PACKED_SUFFIX, "size": len(unpack(packed))}


def test_same_sources_give_identical_bytes(files: dict[str, bytes]) -> None:
    """A second build of unchanged sources produces a byte-identical manifest."""
    again = build_files(ROOT)
    assert manifest_of(again) == manifest_of(files)


def test_download_with_wrong_hash_is_refused(tmp_path: Path) -> None:
    """A download whose sha256 differs from the lock is rejected and not cached."""
    source = tmp_path / "thing.whl"
    source.write_bytes(b"not the pinned file")
    cache = tmp_path / "cache"
    with pytest.raises(BuildError, match="does not match"):
        fetch_pinned(source.as_uri(), "0" * 64, "thing.whl", cache)
    assert not (cache / "thing.whl").exists()


def test_cached_download_needs_no_network(tmp_path: Path, monkeypatch) -> None:
    """A pinned file already in the cache is used without any download."""
    data = b"pinned bytes"
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "x.whl").write_bytes(data)
    monkeypatch.setenv("SAFE_AGENT_OFFLINE", "1")
    digest = hashlib.sha256(data).hexdigest()
    assert fetch_pinned("http://127.0.0.1:9/never", digest, "x.whl", cache) == data


@pytest.mark.parametrize(
    "name",
    ["safe_agent_network/__init__.py", "network/openai_compat.py", "httpx/__init__.py"],
)
def test_network_adapter_files_fail_the_build(name: str) -> None:
    """Any file of the optional network adapter or httpx stops the build."""
    with pytest.raises(BuildError, match="network adapter"):
        check_no_network(["safe_agent/pipeline/runner.py", name])


def test_core_importing_httpx_fails_the_build(tmp_path: Path, files: dict[str, bytes]) -> None:
    """A core module that imports httpx makes build.py fail with a fix-it message."""
    root = copy_sources(tmp_path)
    (root / "core" / "sneaky.py").write_text('"""Bad."""\n\nimport httpx\n')
    with pytest.raises(BuildError, match="network adapter"):
        build_files(root)


def test_dist_leaves_out_cli_and_network_code(files: dict[str, bytes]) -> None:
    """The page zip has the core and its dependencies but not egress, the CLI or the adapter."""
    names = site_names(files)
    assert "safe_agent/pipeline/runner.pyc" in names  # bytecode: the first run imports it
    # The schema gate words its own errors (safe_agent/pipeline/report_schema.py): no jsonschema.
    gone = re.compile(r"(jsonschema|referencing|attrs?|rpds|pyrsistent)([-_.]|$)")
    assert not [n for n in names if gone.match(n.split("/")[0])]
    assert gone.match("jsonschema_specifications") and gone.match("attrs-26.1.0.dist-info")
    assert any(name.startswith("pydantic_core/") and name.endswith(".so") for name in names)
    assert not [n for n in names if n.startswith("safe_agent/host/")]  # CLI and egress
    assert "safe_agent/__main__.py" not in names
    assert not [n for n in names if "safe_agent_network" in n or n.startswith("httpx")]
    # The rule families' word tables and cases: the build composed the patterns from the words
    # (prebuilt.json ships); of each family only its composer ships.
    family = [n for n in names if n.startswith("safe_agent/guards/families/")]
    assert family and not [
        n for n in family if n.rsplit("/", 1)[1].split(".")[0] not in ("compose", "__init__")
    ]
    for left_out in ("intents/words", "intents/cases", "setups/retired"):
        assert list((ROOT / "core/guards/families").glob(left_out + ".*")), left_out
        assert not [n for n in family if n.split(".")[0].endswith(left_out)], left_out
    assert {"safe_agent/prebuilt.json", "safe_agent/guards/families/intents/compose.pyc"} <= set(
        names
    )


def test_page_gets_policy_and_relative_urls(files: dict[str, bytes]) -> None:
    """index.html carries the CSP (no origin, no eval) and refers to files only relatively."""
    html = files["index.html"].decode()
    assert "__CSP__" not in html
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert csp is not None
    assert "'wasm-unsafe-eval'" in csp.group(1)
    assert "'unsafe-eval'" not in csp.group(1).replace("'wasm-unsafe-eval'", "")
    assert not re.search(r"https?:|\*", csp.group(1))
    assert not re.search(r'(src|href)="(/|https?:)', html)


def test_meta_and_static_data(files: dict[str, bytes]) -> None:
    """meta.json has the spec's fields and the commit; static-data.js carries preset A."""
    meta = json.loads(files["meta.json"])
    assert meta["id"] == "safe-agent-pipeline" and meta["tier"] == 2
    assert meta["source"]["commit"]
    text = files["static-data.js"].decode()
    data = json.loads(text[text.index("{") : text.rindex("}") + 1])
    assert "A" in [preset["id"] for preset in data["presets"]]


def test_check_finds_changed_and_extra_files(tmp_path: Path, files: dict[str, bytes]) -> None:
    """--check passes on a fresh dist/ and names a changed and an unlisted file."""
    out = tmp_path / "dist"
    write_dist(files, out)
    assert check_dist(out) == []
    (out / "meta.json").write_text("{}")
    (out / "extra.txt").write_text("x")
    problems = check_dist(out)
    assert "changed: meta.json" in problems
    assert "not in manifest: extra.txt" in problems


def test_payload_strings_round_trip_every_byte() -> None:
    """A latin-1 payload literal decodes back to exactly the original bytes."""
    data = bytes(range(256)) + random.Random(4).randbytes(5000)
    literal = latin1_literal(data)
    assert json.loads(literal, strict=False).encode("latin-1") == data
    scripts, index = payload_scripts({"x.wasm": data, "y.js": data})
    assert index["y.js"]["encoding"] == "latin1"
    assert all(script.startswith("\ufeff".encode()) for script in scripts.values())


def test_wasm_payload_travels_gzipped() -> None:
    """The wasm payload is gzip + base64 and inflates back to exactly the original bytes."""
    data = random.Random(5).randbytes(7000) + bytes(3000)
    scripts, index = payload_scripts({"x.wasm": data})
    assert index["x.wasm"]["encoding"] == "gzip-base64"
    assert index["x.wasm"]["size"] == len(data)
    text = b"".join(scripts[p] for p in index["x.wasm"]["parts"]).decode("utf-8-sig")
    literal = re.search(r',0,"([^"]*)"\);', text)
    assert literal is not None
    assert gzip.decompress(base64.b64decode(literal.group(1))) == data


def stdlib_modules(files: dict[str, bytes]) -> set[str]:
    """Dotted names of the modules in the shipped python_stdlib.zip."""
    with shipped_zip(files, STDLIB_ZIP) as archive:
        return {module_of(n) for n in archive.namelist() if n.endswith((".py", ".pyc"))}


def test_stdlib_is_trimmed_to_what_the_page_needs(files: dict[str, bytes]) -> None:
    """Removed packages are gone; what start-up, the wheels and the core import is still there."""
    modules = stdlib_modules(files)
    for gone in (
        "_pyrepl",
        "unittest",
        "pdb",
        "pydoc",
        "multiprocessing",
        "xml",
        "http",
        "urllib.request",
        "encodings.cp1251",
        "encodings.shift_jis",
        "tarfile",
        "pickle",
        "tracemalloc",
        "queue",
        "concurrent.futures.thread",
        "email.message",
        "email.parser",
        "importlib.metadata._adapters",
    ):
        assert gone not in modules and not any(m.startswith(gone + ".") for m in modules), gone
    for kept in (
        "encodings",
        "encodings.utf_8",
        "encodings.utf_16_le",
        "encodings.rot_13",
        "encodings.cp437",
        "encodings.idna",
        "json",
        "zipfile",
        "asyncio",
        "email",
        "importlib.metadata",
        "importlib.resources",
        "urllib.parse",
        "base64",
        "_pyodide",
        "pyodide",
        "re",
        "zoneinfo",
        "ipaddress",
        "logging",
        "inspect",
        "typing",
        "dataclasses",
    ):
        assert kept in modules, kept
    assert all(not stdlib_removed(m) for m in modules)


def test_no_shipped_module_imports_a_removed_one(files: dict[str, bytes]) -> None:
    """Every import of a removed module in the stdlib, the wheels or the core is a reviewed one."""
    lock = load_lock()
    stdlib = deterministic_zip(trim_stdlib(pyodide_runtime(lock)["python_stdlib.zip"]))
    sources = deterministic_zip(site_packages(lock, ROOT))
    assert removed_imports(stdlib, sources) == []
    bad = deterministic_zip(
        {
            "safe_agent/x.py": b"import json\ndef f():\n    import xmlrpc.client\n",
            "safe_agent/y.py": b"from .x import f\nfrom http import HTTPStatus\n",
            "site.py": b"def g():\n    import _pyrepl.main\n    import tarfile\n",
            "safe_agent/z.py": b"if TYPE_CHECKING:\n    import http\nelse:\n    import ftplib\n",
            "pydantic/z.py": b"from .networks import AnyUrl\n",
        }
    )
    assert removed_imports(bad) == [
        "pydantic.z imports pydantic.networks at module level",
        "pydantic.z imports pydantic.networks.AnyUrl at module level",
        "safe_agent.x imports xmlrpc.client in a function or __main__ block",
        "safe_agent.y imports http at module level",
        "safe_agent.y imports http.HTTPStatus at module level",
        "safe_agent.z imports ftplib at module level",
        "site imports tarfile in a function or __main__ block",
    ]


def test_core_calls_no_pydantic_api_that_unpickles() -> None:
    """STDLIB_UNREACHABLE_IMPORTS reviews pydantic.deprecated.parse's `import pickle` as
    unreachable because only BaseModel.parse_raw()/parse_file() import that module: the core
    calls neither."""
    call = re.compile(r"\.parse_(raw|file)\(|\bparse_(raw|file)_as\b|deprecated\.parse\b")
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "core").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if call.search(line)
    ]
    assert found == []
    assert call.search("Model.parse_raw(text)") and call.search("from pydantic.deprecated.parse")


def test_core_reads_no_package_metadata() -> None:
    """STDLIB_UNREACHABLE_IMPORTS reviews importlib.metadata's parser of METADATA (all of `email`)
    as unreachable because nothing in the page reads a distribution's metadata: the core (less
    the folder host/, which never ships) neither uses importlib.metadata nor reads a
    dependency's __version__."""
    reads = re.compile(
        r"importlib[._]metadata|\b(attrs?|jsonschema|referencing|pydantic)\.__version(_info)?__"
    )
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "core").rglob("*.py"))
        if "host" not in path.relative_to(ROOT / "core").parts
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if reads.search(line)
    ]
    assert found == []
    assert reads.search("from importlib.metadata import version") and reads.search(
        "attr.__version__"
    )


def test_core_uses_nothing_of_pydantic_that_does_not_ship() -> None:
    """WHEEL_UNREACHABLE leaves pydantic modules out whose only ways in are pydantic's lazy
    top-level names (`pydantic.AnyUrl`, `pydantic.RootModel`, ...), v1's API (BaseModel.json(),
    validate_arguments) and v1-style types: the core (less host/, which never ships) uses none."""
    lock = load_lock()
    wheel = next(w for w in lock["wheels"] if w["filename"].startswith("pydantic-"))
    data = fetch_pinned(
        wheel["url"], wheel["sha256"], wheel["filename"], ROOT / ".cache" / "downloads"
    )
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        init = archive.read("pydantic/__init__.py").decode("utf-8")
    lazy = dict(re.findall(r"'(\w+)': \(__spec__\.parent, '\.([\w.]+)'\)", init))
    reviewed = {"deprecated.decorator", "deprecated.json"}  # reviewed as reachable only this way
    gone = {
        name
        for name, module in lazy.items()
        if wheel_module_removed(f"pydantic.{module}") or module in reviewed
    } | {"validate_arguments", "pydantic_encoder"}  # v1's names, moved to pydantic.deprecated
    assert {"AnyUrl", "RootModel", "field_serializer", "validate_call"} <= gone
    v1_shims = {"decorator", "json"}  # pydantic.decorator, pydantic.json: v1's module names
    used: list[str] = []
    for path in sorted((ROOT / "core").rglob("*.py")):
        if "host" in path.relative_to(ROOT / "core").parts:
            continue
        text = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pydantic"):
                module = (node.module or "").removeprefix("pydantic").lstrip(".")
                names = {alias.name for alias in node.names}
                removed = module and wheel_module_removed(f"pydantic.{module}")
                if (names & gone) or removed or module in v1_shims:
                    used.append(f"{path.name}: from {node.module} import {sorted(names)}")
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.value.id == "pydantic" and node.attr in gone:
                    used.append(f"{path.name}: pydantic.{node.attr}")
            elif isinstance(node, ast.Attribute) and node.attr in {"json", "dict"}:
                used.append(f"{path.name}: .{node.attr}")  # v1's BaseModel.json()/.dict()
        if "__get_validators__" in text:
            used.append(f"{path.name}: __get_validators__")
    assert used == []


def test_codecs_named_by_the_core_are_kept(files: dict[str, bytes]) -> None:
    """Every codec the core names in .encode/.decode/codecs calls is in the trimmed stdlib."""
    modules = stdlib_modules(files)
    direct = re.compile(r"""\.(?:en|de)code\(\s*["']([\w-]+)["']""")
    via_codecs = re.compile(r"""codecs\.(?:encode|decode)\([^,()]+,\s*["']([\w-]+)["']""")
    names = set()
    for path in (ROOT / "core").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        names.update(direct.findall(text) + via_codecs.findall(text))
    assert {"rot13", "utf-16-le"} <= names
    for name in names:
        module = codecs.lookup(name).encode.__module__
        assert module in modules or module in {"builtins", "_codecs"} or "codecs" in module, name


def payload_bytes(files: dict[str, bytes], entry: dict) -> bytes:
    """What a payload's scripts carry, decoded as the worker decodes it."""
    literals = [
        json.loads(files[p].decode("utf-8-sig").split(",", 2)[2][:-3], strict=False)
        for p in entry["parts"]
    ]
    if entry["encoding"] == "latin1":
        return "".join(literals).encode("latin-1")
    assert entry["encoding"] == "gzip-base64"
    return gzip.decompress(b"".join(base64.b64decode(text) for text in literals))


@pytest.mark.parametrize("name", [STDLIB_ZIP, SITE_ZIP])
def test_sandbox_zip_payloads_carry_the_same_files(files: dict[str, bytes], name: str) -> None:
    """A zip's payload copy holds the same files, stored, as latin-1 strings; its WebAssembly
    members (pydantic-core's .so) travel gzipped on their own, and come back byte for byte."""
    loader = files["runtime/loader.js"].decode()
    payloads = json.loads(re.search(r"const BOOT = (\{.*?\});", loader).group(1))["payloads"]
    entry = payloads[name]
    assert entry["encoding"] == "latin1"
    data = payload_bytes(files, entry)
    assert len(data) == entry["size"] and hashlib.sha256(data).hexdigest() == entry["sha256"]
    with zipfile.ZipFile(io.BytesIO(data)) as stored:
        assert {i.compress_type for i in stored.infolist()} == {zipfile.ZIP_STORED}
        got = {n: stored.read(n) for n in stored.namelist()}
    split = entry.get("split", [])
    assert (name == SITE_ZIP) == any(m.endswith(".so") for m in split)
    for member in split:
        carried = payloads[f"{name}/{member}"]
        assert carried["encoding"] == "gzip-base64"
        got[member] = payload_bytes(files, carried)
        assert len(got[member]) == carried["size"]
    with shipped_zip(files, name) as shipped:
        assert sorted(got) == sorted(shipped.namelist())
        assert all(got[n] == shipped.read(n) for n in got)


def test_first_run_modules_ship_as_python_314_bytecode(files: dict[str, bytes]) -> None:
    """What the page imports before its first result ships as unchecked-hash .pyc (PEP 552:
    flags 0b01) for Pyodide's Python 3.14, compiled at build time; the rest stays source."""
    with shipped_zip(files, SITE_ZIP) as site:
        names = set(site.namelist())
        pyc = {n for n in names if n.endswith(".pyc")}
        assert {
            "safe_agent/page/bridge.pyc",
            "pydantic/main.pyc",
            "safe_agent/pipeline/report_schema.pyc",
        } <= pyc
        assert not {n[:-1] for n in pyc} & names  # no module ships twice
        magic = {site.read(n)[:4] for n in pyc}
        flags = {int.from_bytes(site.read(n)[4:8], "little") for n in pyc}
    assert len(magic) == 1 and flags == {0b01}
    assert "pydantic/dataclasses.py" in names  # never imported by the page: left as source


def test_core_bytecode_keeps_class_docstrings_only(files: dict[str, bytes]) -> None:
    """The core's bytecode leaves out its modules' and functions' docstrings (the page never reads
    them: 49 KB gzip) and keeps its classes', which pydantic reads as the state schema's
    descriptions. Marshal stores a string as its UTF-8 bytes, so a docstring is found in the .pyc
    by its text."""
    state = ast.parse((ROOT / "core/state/demo_state.py").read_text(encoding="utf-8"))
    model = next(n for n in state.body if isinstance(n, ast.ClassDef) and n.name == "DemoState")
    intents = ast.parse(
        (ROOT / "core/guards/families/intents/compose.py").read_text(encoding="utf-8")
    )
    function = next(
        n for n in intents.body if isinstance(n, ast.FunctionDef) and n.name == "_received"
    )
    kept = ast.get_docstring(model, clean=False)
    dropped = [ast.get_docstring(state, clean=False), ast.get_docstring(function, clean=False)]
    assert kept and all(dropped)
    with shipped_zip(files, SITE_ZIP) as site:
        assert kept.encode("utf-8") in site.read("safe_agent/state/demo_state.pyc")
        assert dropped[0].encode("utf-8") not in site.read("safe_agent/state/demo_state.pyc")
        assert dropped[1].encode("utf-8") not in site.read(
            "safe_agent/guards/families/intents/compose.pyc"
        )


def test_core_reads_no_docstring() -> None:
    """What makes leaving the core's module and function docstrings out of the page's bytecode
    safe: no module of the core reads `__doc__` (a class's, kept, included) or asks `inspect`."""
    readers = [
        str(p.relative_to(ROOT))
        for p in sorted((ROOT / "core").rglob("*.py"))
        if re.search(r"__doc__|getdoc\(|get_docstring\(", p.read_text(encoding="utf-8"))
    ]
    assert readers == [], (
        f"{readers} read docstrings: tools/pyc.mjs drops them from the page's bytecode"
    )


def test_stdlib_that_start_up_imports_ships_as_the_same_bytecode(files: dict[str, bytes]) -> None:
    """Pyodide ships its standard library as source, which every visit compiled again at start-up:
    what Pyodide's own start-up and the page's first runs import ships as the same unchecked-hash
    .pyc as site-packages (line numbers kept, column ranges left out: tools/pyc.mjs checks);
    the rest stays source."""
    with shipped_zip(files, STDLIB_ZIP) as std:
        names = set(std.namelist())
        pyc = {n for n in names if n.endswith(".pyc")}
        started = {
            "encodings/__init__.pyc",
            "_pyodide/_base.pyc",
            "json/decoder.pyc",
            "re/_parser.pyc",
        }
        assert started | {"ipaddress.pyc", "zoneinfo/__init__.pyc"} <= pyc  # start-up, jsonschema
        assert not {n[:-1] for n in pyc} & names  # no module ships twice
        assert "calendar.py" in names and "calendar.pyc" not in names  # never imported
        headers = {std.read(n)[:8] for n in pyc}
        decoder = std.read("json/decoder.pyc")
    with shipped_zip(files, SITE_ZIP) as site:
        assert headers == {site.read("safe_agent/page/bridge.pyc")[:8]}  # one magic, unchecked hash
    # Tracebacks name the file where zipimport would have found the source.
    assert b"/lib/python314.zip/json/decoder.py" in decoder


def test_host_folder_never_ships(tmp_path: Path) -> None:
    """Whatever `core/host/` holds stays out of the page, by folder (no list of names), and so
    does `core/__main__.py`; every other module of the core ships."""
    core = tmp_path / "core"
    for rel in (
        "__init__.py",
        "__main__.py",
        "page/bridge.py",
        "host/__init__.py",
        "host/cli.py",
        "host/new_tool.py",
        "host/deep/x.py",
        "state/s.schema.json",
    ):
        (core / rel).parent.mkdir(parents=True, exist_ok=True)
        (core / rel).write_text("# x\n")
    (tmp_path / "presets").mkdir()
    (tmp_path / "presets" / "A.json").write_text("{}")
    assert sorted(source_entries(tmp_path)) == [
        "safe_agent/__init__.py",
        "safe_agent/page/bridge.py",
        "safe_agent/presets/A.json",
        "safe_agent/state/s.schema.json",
    ]


def test_build_py_needs_only_the_standard_library() -> None:
    """build.py and buildlib/ import nothing outside the standard library: build.py runs in an
    isolated interpreter without site-packages (-I -S), from another folder."""
    proc = subprocess.run(
        [sys.executable, "-I", "-S", str(ROOT / "build.py"), "--help"],
        capture_output=True,
        text=True,
        cwd="/",
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "python3 build.py --check" in proc.stdout


def test_build_and_page_sources_stay_small() -> None:
    """No file of build.py, buildlib/ or web/ is over 700 lines."""
    paths = [ROOT / "build.py", *(ROOT / "buildlib").glob("*.py")]
    paths += [p for p in (ROOT / "web").rglob("*") if p.is_file() and p.suffix != ".svg"]
    long = {
        p.relative_to(ROOT).as_posix(): n
        for p in paths
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 700
    }
    assert long == {}


def test_page_modules_ship_as_one_file_in_the_pages_order(files: dict[str, bytes]) -> None:
    """The page's modules (web/app/*.js, web/ui/*.js, one deferred script each in the source)
    arrive as one file, page.js, loaded where the first of them stood, after the loader and
    static-data.js; every module is in it, whole but for its comments, in the order
    web/index.html names them."""
    source = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    named = re.findall(r'<script src="((?:app|ui)/[\w-]+\.js)" defer></script>', source)
    assert len(named) == len(list((ROOT / "web").glob("app/*.js"))) + len(
        list((ROOT / "web").glob("ui/*.js"))
    )
    html = files["index.html"].decode()
    assert re.findall(r'<script src="([^"]+)"', html) == [
        "runtime/loader.js",
        "static-data.js",
        "page.js",
    ]
    bundle = files["page.js"].decode()
    # each module whole, less its comments and indentation (buildlib/jscomments.py)
    modules = [
        strip_js((ROOT / "web" / name).read_text(encoding="utf-8")).strip() for name in named
    ]
    at = [bundle.index(module) for module in modules]
    assert at == sorted(at)
    for name in named:
        assert name not in files  # shipped once, inside page.js
    # V8 reads its compile hint only as the file's very first line (buildlib.page.COMPILE_HINT)
    assert bundle.startswith("//# allFunctionsCalledOnLoad\n(function () {")
    assert bundle.count("allFunctionsCalledOnLoad") == 1
