"""The trimmed standard library: what the page leaves out of Pyodide's python_stdlib.zip, and the
check that no shipped module imports what was left out."""

from __future__ import annotations

import io
import re
import zipfile

from buildlib.common import BuildError
from buildlib.sitepackages import wheel_module_removed

# --- python_stdlib.zip, trimmed. Pyodide ships the whole standard library (2.5 MB deflated); the
# page runs one pure-Python pipeline in a worker with no network, no processes, no terminal and no
# GUI. These whole packages/modules are left out of the zip, by what they are for. Everything kept
# is what Pyodide's own start-up (`_pyodide`, `pyodide`), the wheels and `safe_agent` import, plus
# their module-level imports (build_files fails if a shipped .py imports a removed module, except
# the reviewed function-level imports in STDLIB_UNREACHABLE_IMPORTS). Measured in Pyodide under
# Node: importing safe_agent.page.bridge and running every bridge operation on every preset loads no
# removed module (docs/build.md, "Trimmed standard library").
STDLIB_REMOVE: dict[str, str] = {
    "debuggers, REPL, test, profiling and packaging tools": (
        "_pyrepl pdb bdb doctest pydoc unittest cProfile profile pstats timeit trace tabnanny "
        "pyclbr modulefinder compileall py_compile pickletools symtable code cmd runpy pkgutil "
        "zipapp antigravity this __hello__ __phello__ asyncio.__main__ asyncio.tools json.tool "
        "pyodide.console rlcompleter "
        "json.__main__ sysconfig.__main__ zipfile.__main__ sqlite3.__main__"
    ),
    "network protocols, servers and mail (the page makes no request)": (
        "http urllib.request urllib.response urllib.error urllib.robotparser xmlrpc wsgiref "
        "socketserver imaplib poplib smtplib ftplib netrc mailbox mimetypes webbrowser email.mime "
        "logging.handlers logging.config pyodide.http"
    ),
    "mail: every module of `email` but the package itself, which importlib.metadata imports; "
    "it parses a distribution's METADATA with them only in Distribution.metadata (version(), "
    "metadata(), requires()), which nothing in the page calls (see STDLIB_UNREACHABLE_IMPORTS)": (
        "email.policy email.headerregistry email._header_value_parser email.contentmanager "
        "email.generator email.message email.parser email.feedparser email.utils email.header "
        "email.charset email._policybase email._parseaddr email._encoded_words email.quoprimime "
        "email.base64mime email.errors email.iterators email.encoders "
        "importlib.metadata._adapters importlib.metadata._text"
    ),
    "processes, subinterpreters, Windows and terminals (none in a browser worker)": (
        "multiprocessing concurrent.interpreters concurrent.futures.process "
        "concurrent.futures.interpreter asyncio.windows_events asyncio.windows_utils "
        "asyncio.proactor_events encodings._win_cp_codecs ctypes getpass pty tty"
    ),
    "file formats, archives and databases the page never reads (it unpacks one zip)": (
        "xml html _markupbase plistlib sqlite3 tomllib configparser wave shelve tarfile gzip "
        "compression.gzip fileinput filecmp"
    ),
    "command-line parsing and its message catalogues": ("argparse optparse getopt gettext shlex"),
    "pure-Python fallbacks of modules Pyodide has in C (imported only if the C one is missing)": (
        "_pydatetime _pyio _py_abc _threading_local"
    ),
    "unused utilities and deprecated aliases": (
        "statistics graphlib sched sre_compile sre_constants sre_parse difflib"
    ),
    "serialising objects to bytes (nothing in the page pickles; the state travels as JSON) and "
    "tracing allocations": "pickle _compat_pickle tracemalloc",
    "threads and Windows paths (a browser worker starts no thread: Pyodide's event loop runs "
    "run_in_executor on its own thread, without an executor; urllib.request is left out)": (
        "concurrent.futures.thread queue nturl2path"
    ),
}


# Of `encodings`, only the codecs the page can reach: Python and Pyodide start-up, zipfile (cp437),
# json on bytes (utf-16/32), codecs.encode(..., "rot13") and the bytes-to-bytes codecs that
# normalisation may use, idna/punycode for urllib.parse, and Western single-byte codecs.
STDLIB_ENCODINGS = frozenset(
    (
        "__init__ aliases utf_8 utf_8_sig utf_7 utf_16 utf_16_le utf_16_be utf_32 utf_32_le "
        "utf_32_be ascii latin_1 cp1252 cp437 charmap rot_13 idna punycode raw_unicode_escape "
        "unicode_escape base64_codec hex_codec quopri_codec uu_codec zlib_codec bz2_codec"
    ).split()
)


# Imports of removed modules in kept modules, reviewed: none of them can run in the page.
# importer -> (the removed modules it may name, why that import never runs here).
STDLIB_UNREACHABLE_IMPORTS: dict[str, tuple[tuple[str, ...], str]] = {
    "site": (("_pyrepl", "rlcompleter"), "the interactive REPL's set-up; there is no terminal"),
    "traceback": (
        ("difflib",),
        "keyword-typo hints for a SyntaxError, called inside suppress(Exception)",
    ),
    "email": (
        ("email.parser",),
        "message_from_string() and the like parse mail; the one caller in the page would be "
        "importlib.metadata's Distribution.metadata, which nothing calls",
    ),
    "importlib.metadata": (
        ("importlib.metadata._adapters",),
        "Distribution.metadata, read by version(), metadata(), requires() and "
        "packages_distributions(): nothing in the page calls them (pydantic's plugin lookup "
        "reads entry_points.txt and names each distribution by its dist-info folder; "
        "tests/test_build.py checks the core). Measured in Pyodide: every bridge operation on "
        "every preset and challenge imports no email module",
    ),
    "_sitebuiltins": (("pydoc",), "help() at an interactive prompt"),
    "abc": (("_py_abc",), "fallback if the C _abc is missing; Pyodide has it"),
    "datetime": (("_pydatetime",), "fallback if the C _datetime is missing; Pyodide has it"),
    "threading": (("_threading_local",), "fallback if the C local is missing; Pyodide has it"),
    "encodings": (("encodings._win_cp_codecs",), "Windows code pages (sys.platform == 'win32')"),
    "asyncio": (("asyncio.windows_events",), "Windows only (sys.platform == 'win32')"),
    "asyncio.events": (("asyncio.windows_events",), "Windows only (sys.platform == 'win32')"),
    "concurrent.futures": (
        (
            "concurrent.futures.process",
            "concurrent.futures.interpreter",
            "concurrent.futures.thread",
        ),
        "process, subinterpreter and thread executors, created only on request; the page creates "
        "none (Pyodide's WebLoop.run_in_executor, the one asyncio would call, uses no executor)",
    ),
    "logging": (
        ("pickle",),
        "Logger.__reduce__ raising PicklingError for an unregistered logger being pickled; "
        "nothing in the page pickles",
    ),
    "_py_warnings": (
        ("tracemalloc",),
        "the allocation traceback of a ResourceWarning, inside try/except Exception (and only "
        "while tracemalloc traces, which nothing starts)",
    ),
    "pydantic.deprecated.parse": (
        ("pickle",),
        "imported only by BaseModel.parse_raw()/parse_file() (pydantic's v1 API); the core "
        "calls neither (tests/test_build.py checks)",
    ),
    "pathlib": (
        ("urllib.request", "urllib.error"),
        "Path.as_uri()/from_uri(); nothing in the page converts file: URLs",
    ),
    "platform": (
        ("argparse", "ctypes", "plistlib"),
        "its command line and macOS/Windows probes",
    ),
    "random": (("argparse", "statistics"), "its command line and self-test"),
    "heapq": (("doctest",), "its self-test under __main__"),
    "base64": (("getopt",), "its command line"),
    "quopri": (("getopt",), "its command line"),
    "ast": (("argparse",), "its command line"),
    "calendar": (("argparse",), "its command line"),
    "dis": (("argparse",), "its command line"),
    "inspect": (("argparse",), "its command line"),
    "pickle": (("argparse",), "its command line"),
    "tokenize": (("argparse",), "its command line"),
    "uuid": (("argparse",), "its command line"),
    "zipfile": (("argparse", "py_compile"), "its command line and PyZipFile.writepy()"),
    "pydantic._internal._generate_schema": (
        ("pydantic.v1",),
        "a type with v1's __get_validators__, to warn about mixing v1 and v2; no type of the core "
        "has one (tests/test_build.py checks)",
    ),
    "pydantic._internal._model_construction": (
        ("pydantic.root_model",),
        "the error for a generic model whose parameters leave out its parent's, raised while "
        "the class is defined; the core's models are all defined when it is imported",
    ),
    "pydantic.config": (
        ("pydantic.alias_generators",),
        "examples in ConfigDict's docstrings, not code (the scan reads lines)",
    ),
    "pydantic.deprecated.decorator": (
        ("pydantic.alias_generators",),
        "v1's @validate_arguments, reached only through v1's module name `pydantic.decorator`; "
        "the core does not use it (tests/test_build.py checks)",
    ),
    "pydantic.deprecated.json": (
        ("pydantic.color", "pydantic.networks"),
        "v1's JSON encoder, imported only by BaseModel.json() and `pydantic.json`'s "
        "pydantic_encoder (deprecated); the core calls neither (tests/test_build.py checks)",
    ),
    "pydantic.version": (
        ("pydantic._internal._git",),
        "version_info(), the text of a bug report; nothing in the page calls it",
    ),
    "shutil": (("tarfile",), "tar archives; the page unpacks only its zip, and not in Python"),
    "pyodide._package_loader": (("tarfile",), "tar packages; the page installs no package"),
}


def module_of(name: str) -> str:
    """The dotted module a zip entry is (`a/b/__init__.py` or `.pyc` -> `a.b`), or its package
    for data."""
    path = name.rstrip("/")
    if path.endswith((".py", ".pyc")):
        path = path.rpartition(".")[0]
        if path.endswith("/__init__"):
            path = path[: -len("/__init__")]
    elif not name.endswith("/"):
        path = path.rpartition("/")[0]
    return path.replace("/", ".")


STDLIB_REMOVED_NAMES = frozenset(name for names in STDLIB_REMOVE.values() for name in names.split())


def stdlib_removed(module: str) -> bool:
    """Whether `module` (dotted) is left out of the trimmed python_stdlib.zip."""
    parts = module.split(".")
    if parts[0] == "encodings" and len(parts) > 1 and parts[1] not in STDLIB_ENCODINGS:
        return True
    return any(".".join(parts[:i]) in STDLIB_REMOVED_NAMES for i in range(1, len(parts) + 1))


_IMPORT_LINE = re.compile(
    r"^([ \t]*)(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?[ \t]*([\w., \t]*)"
    r"|import[ \t]+([\w., \t]+))"
)


# Imports only a type checker runs (`if TYPE_CHECKING:`; its `else:` runs and is scanned).
_TYPE_CHECKING = re.compile(r"if\s+(typing\.)?TYPE_CHECKING\s*:")


_BLOCK = re.compile(r"(def|async def|class|if|elif|else|try|except|finally|with|for|while)\b")


def imported_modules(module: str, source: str, *, package: bool) -> list[tuple[str, bool]]:
    """(dotted name, at module level?) for every import statement in `source`.

    A line scan that needs no parser for the target Python version: an import is "module level"
    unless an enclosing block (by indentation) is a `def` or `if __name__ == "__main__":`; one
    under `if TYPE_CHECKING:` never runs and is left out.
    `from a import b` yields both `a` and `a.b` (b may be a submodule); relative imports are
    resolved against `module`.
    """
    base = module if package else module.rpartition(".")[0]
    found: list[tuple[str, bool]] = []
    blocks: list[tuple[int, str]] = []
    for line in source.splitlines():
        text = line.lstrip(" \t")
        if not text or text.startswith("#"):
            continue
        indent = len(line) - len(text)
        while blocks and blocks[-1][0] >= indent:
            blocks.pop()
        match = _IMPORT_LINE.match(line)
        heads = [head for _, head in blocks]
        if match and not any(_TYPE_CHECKING.match(h) for h in heads):
            top = not any(h.startswith(("def ", "async def ", "if __name__")) for h in heads)
            if match.group(4):
                for item in match.group(4).split(","):
                    name = item.split(" as ")[0].strip()
                    if name:
                        found.append((name, top))
            else:
                target = match.group(2)
                level = len(target) - len(target.lstrip("."))
                name = target.lstrip(".")
                if level:
                    parts = base.split(".")
                    parts = parts[: len(parts) - (level - 1)] if level > 1 else parts
                    name = ".".join([*parts, *([name] if name else [])])
                found.append((name, top))
                for item in (match.group(3) or "").split(","):
                    member = item.split(" as ")[0].strip()
                    if member.isidentifier():
                        found.append((f"{name}.{member}", top))
        if _BLOCK.match(text):
            blocks.append((indent, text))
    return found


def trim_stdlib(data: bytes) -> dict[str, bytes]:
    """The entries of Pyodide's python_stdlib.zip less STDLIB_REMOVE and unused encodings."""
    kept: dict[str, bytes] = {}
    present: set[str] = set()  # every module and package in the zip, and their parents
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for info in archive.infolist():
            module = module_of(info.filename)
            parts = module.split(".")
            present.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
            if info.is_dir() or stdlib_removed(module):
                continue
            kept[info.filename] = archive.read(info)
    missing = sorted(STDLIB_REMOVED_NAMES - present)
    if missing:
        raise BuildError(f"STDLIB_REMOVE names modules not in python_stdlib.zip: {missing}")
    return kept


def removed_imports(*zips: bytes) -> list[str]:
    """Imports of removed stdlib modules, and of wheel modules that do not ship
    (buildlib/sitepackages.py's WHEEL_LEFT_OUT), in the shipped .py files, less the reviewed
    ones."""
    sources: dict[str, tuple[str, bool]] = {}
    for data in zips:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for name in archive.namelist():
                if name.endswith(".py"):
                    text = archive.read(name).decode("utf-8", "replace")
                    sources[module_of(name)] = (text, name.endswith("/__init__.py"))
    problems = []
    for module, (text, package) in sorted(sources.items()):
        for name, top in imported_modules(module, text, package=package):
            parts = name.split(".")
            prefixes = [".".join(parts[:i]) for i in range(1, len(parts) + 1)]
            if not any(stdlib_removed(p) or wheel_module_removed(p) for p in prefixes):
                continue
            allowed = STDLIB_UNREACHABLE_IMPORTS.get(module, ((), ""))[0]
            if any(p in allowed for p in prefixes):
                continue
            where = "at module level" if top else "in a function or __main__ block"
            problems.append(f"{module} imports {name} {where}")
    return sorted(set(problems))
