"""Site assembly: the wheels, the core (`core/` as `safe_agent`, less the folder `core/host/`)
and the presets, merged into the one site-packages tree that py/site.zip ships;
nothing of the network adapter may ship."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from buildlib.common import CACHE_DIR, BuildError
from buildlib.pins import fetch_pinned

# Parts of wheels the page never imports: pydantic's v1 compatibility layer, mypy plugin and
# experimental API, annotated-types' test cases.
WHEEL_EXCLUDE = (
    "pydantic_core-2.50.4.dist-info/sboms/",
    "pydantic/v1/",
    "pydantic/mypy.py",
    "pydantic/experimental/",
    "annotated_types/test_cases.py",
)


# Modules of the wheels that nothing in the page imports, left out the same way, by what they are
# for. Held to the standard library's scan (buildlib/stdlib.py, removed_imports): a shipped module
# that imports one fails the build unless that import is reviewed in STDLIB_UNREACHABLE_IMPORTS;
# pydantic's lazy top-level names (`pydantic.AnyUrl`, …) the core does not use
# (tests/test_build.py checks); every bridge operation answers without them
# (tests/test_dist_operations.py).
WHEEL_UNREACHABLE: dict[str, str] = {
    "pydantic's URL, e-mail and network types (AnyUrl, EmailStr, IPvAnyAddress, ...) and its "
    "deprecated Color": "pydantic/networks.py pydantic/color.py",
    "pydantic's serializer decorators and types (field_serializer, PlainSerializer, ...), "
    "RootModel, validate_call and alias generators": (
        "pydantic/functional_serializers.py pydantic/root_model.py "
        "pydantic/validate_call_decorator.py pydantic/_internal/_validate_call.py "
        "pydantic/alias_generators.py"
    ),
    "the git revision in pydantic's bug-report text": "pydantic/_internal/_git.py",
}


# Everything of the wheels that does not ship, as path prefixes (a folder ends with "/").
WHEEL_LEFT_OUT = WHEEL_EXCLUDE + tuple(
    path for paths in WHEEL_UNREACHABLE.values() for path in paths.split()
)


def wheel_module_removed(module: str) -> bool:
    """Whether the dotted `module` of a wheel is one that does not ship (WHEEL_LEFT_OUT)."""
    path = module.replace(".", "/")
    return any(
        (path + "/").startswith(prefix) if prefix.endswith("/") else prefix == path + ".py"
        for prefix in WHEEL_LEFT_OUT
    )


# The host side of the core never ships in the page: the folder `core/host/` (the command line and
# egress: what talks to a terminal, files or a network), whatever it holds, and `__main__.py`
# (`python -m safe_agent`, which only hands over to host/; Python wants it at the package's top).
CORE_HOST_DIR = "host"
CORE_HOST_ENTRY = "__main__.py"
# The guard's rule families (`core/guards/families/<family>/`) keep their word tables and cases
# beside their composers. The words are read only to compose the patterns, which the build's
# warm-up computes in the build-time Pyodide and ships as `safe_agent/prebuilt.json`; the cases
# only test them. The page never imports either, so of a family only its composer and package
# marker go into its site.zip (the warm-up still has everything).
FAMILIES_DIR = "safe_agent/guards/families/"
SHIPPED_OF_A_FAMILY = ("compose", "__init__")


def build_only(name: str) -> bool:
    """Whether site-packages path `name` is read only at build time: a family's words or cases."""
    if not name.startswith(FAMILIES_DIR) or "/" not in name[len(FAMILIES_DIR) :]:
        return False
    return name.rsplit("/", 1)[1].split(".", 1)[0] not in SHIPPED_OF_A_FAMILY


# Network-only code (the optional adapter, httpx) must not ship either: the build fails if it would.
FORBIDDEN_PATTERNS = (
    re.compile(r"(^|/)safe_agent_network(/|$|\.)"),
    re.compile(r"(^|/)network/"),
    re.compile(r"(^|/)httpx(/|$|\.|-)"),
)


FORBIDDEN_IMPORT = re.compile(rb"^\s*(import|from)\s+(safe_agent_network|httpx)\b", re.MULTILINE)


def wheel_entries(data: bytes) -> dict[str, bytes]:
    """A wheel's files by path inside site-packages, less tests, stubs, RECORD and WHEEL_EXCLUDE.

    METADATA keeps its headers only (importlib.metadata needs them; the long description is
    not needed in the page).
    """
    entries = {}
    with zipfile.ZipFile(io.BytesIO(data)) as whl:
        for info in whl.infolist():
            parts = PurePosixPath(info.filename).parts
            if info.is_dir() or {"tests", "benchmarks", "__pycache__"} & set(parts[:-1]):
                continue
            if parts[-1].endswith(".pyi") or info.filename.startswith(WHEEL_LEFT_OUT):
                continue
            if parts[0].endswith(".dist-info") and parts[-1] in {"RECORD", "INSTALLER"}:
                continue
            content = whl.read(info)
            if parts[0].endswith(".dist-info") and parts[-1] == "METADATA":
                content = content.split(b"\n\n", 1)[0] + b"\n"
            entries[info.filename] = content
    return entries


def source_entries(root: Path) -> dict[str, bytes]:
    """The core as package `safe_agent`, less its host side (the folder `core/host/` and
    `__main__.py`), and the presets as data."""
    entries: dict[str, bytes] = {}
    core = root / "core"
    for path in sorted(core.rglob("*")):
        rel = path.relative_to(core)
        if not path.is_file() or "__pycache__" in rel.parts or path.suffix == ".pyc":
            continue
        if rel.parts[0] == CORE_HOST_DIR or rel.as_posix() == CORE_HOST_ENTRY:
            continue
        if path.suffix not in {".py", ".json"} and path.name != "py.typed":
            continue
        entries[f"safe_agent/{rel.as_posix()}"] = path.read_bytes()
    for path in sorted((root / "presets").glob("*")):
        if path.is_file() and path.suffix in {".py", ".json"}:
            entries[f"safe_agent/presets/{path.name}"] = path.read_bytes()
    return entries


def site_packages(lock: dict, root: Path, cache_dir: Path = CACHE_DIR) -> dict[str, bytes]:
    """All wheels, the core and the presets, merged into one site-packages tree."""
    merged: dict[str, bytes] = {}
    owner: dict[str, str] = {}

    def add(name: str, data: bytes, source: str) -> None:
        if name in merged and merged[name] != data:
            raise BuildError(f"{name} comes from both {owner[name]} and {source}; drop one")
        merged[name] = data
        owner[name] = source

    for wheel in lock["wheels"]:
        data = fetch_pinned(wheel["url"], wheel["sha256"], wheel["filename"], cache_dir)
        for name, content in wheel_entries(data).items():
            add(name, content, wheel["filename"])
    for name, content in source_entries(root).items():
        add(name, content, "this repo")
    return merged


def check_no_network(names: Iterable[str], contents: dict[str, bytes] | None = None) -> None:
    """Fail the build if anything of the optional network adapter would ship."""
    bad = sorted(n for n in names if any(p.search(n) for p in FORBIDDEN_PATTERNS))
    for name, data in (contents or {}).items():
        if name.endswith(".py") and FORBIDDEN_IMPORT.search(data):
            bad.append(f"{name} (imports the network adapter or httpx)")
    if bad:
        raise BuildError(
            "dist/ would contain the optional network adapter, which never ships in the page: "
            + ", ".join(bad)
            + ". Remove that import or file from core/; the adapter lives in network/ (CPython)."
        )
