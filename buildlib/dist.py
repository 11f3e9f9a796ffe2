"""The build: every file of dist/ from the steps above, written in place of the old dist/."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from buildlib.bytecode import PREBUILT, REGEX_CACHE, compile_bytecode, with_bytecode
from buildlib.check import manifest_of
from buildlib.common import (
    CACHE_DIR,
    DIST_DIR,
    PACKED_SUFFIX,
    PYODIDE_DIR,
    ROOT,
    RUNTIME_FILES,
    SITE_ZIP,
    STDLIB_ZIP,
    BuildError,
    deterministic_zip,
    pack,
    stable_json,
)
from buildlib.jscomments import strip as strip_js
from buildlib.page import (
    COMPILE_HINT,
    META_BASE,
    PAGE_BUNDLE,
    bundle_page_scripts,
    fill_html,
    load_presets,
    project_version,
    source_commit,
    static_data_js,
    web_files,
)
from buildlib.payloads import PAYLOAD_FILES, payload_scripts
from buildlib.pins import load_lock, pyodide_runtime
from buildlib.sitepackages import build_only, check_no_network, site_packages
from buildlib.stdlib import removed_imports, trim_stdlib

# The page's loader: its comments go once build.py has put its boot data in (`/*__BOOT__*/`).
LOADER = "runtime/loader.js"


def build_files(root: Path = ROOT, cache_dir: Path = CACHE_DIR) -> dict[str, bytes]:
    """Every file of dist/ (except manifest.json) by its relative path."""
    lock = load_lock(root / "web.lock.json")
    runtime = pyodide_runtime(lock, cache_dir)
    site = site_packages(lock, root, cache_dir)
    check_no_network(site, site)
    source_zip = deterministic_zip(site)
    stdlib = trim_stdlib(runtime["python_stdlib.zip"])
    stdlib_source_zip = deterministic_zip(stdlib)
    bytecode = compile_bytecode(site, stdlib_source_zip, lock, cache_dir)
    # Stored entries: each zip ships as one gzip stream (PACKED_ZIPS), and zipimport then reads
    # a standard-library module without inflating it.
    zips = {
        STDLIB_ZIP: deterministic_zip(
            with_bytecode(stdlib, bytecode.tag, bytecode.stdlib), compress=False
        ),
        SITE_ZIP: deterministic_zip(
            {
                name: data
                for name, data in with_bytecode(site, bytecode.tag, bytecode.site).items()
                if not build_only(name)
            }
            | {REGEX_CACHE: bytecode.regex, PREBUILT: bytecode.prebuilt},
            compress=False,
        ),
    }

    files: dict[str, bytes] = {}
    for rel, data in bundle_page_scripts(web_files(root)).items():
        if rel.endswith(".html"):
            data = fill_html(data, bytecode.answers["vocabulary"]["words"])
        elif rel.endswith(".js") and rel != LOADER:  # the loader: once its boot data is in
            data = strip_js(data.decode("utf-8")).encode("utf-8")
            if rel == PAGE_BUNDLE:
                data = COMPILE_HINT + data
        files[rel] = data
    problems = removed_imports(stdlib_source_zip, source_zip)
    if problems:
        raise BuildError(
            "a shipped module imports a standard-library module that build.py leaves out: "
            + "; ".join(problems)
            + ". Keep that module (STDLIB_REMOVE) or, if the import cannot run in the page, "
            "review it into STDLIB_UNREACHABLE_IMPORTS."
        )
    shipped = {f"{PYODIDE_DIR}/{name}": runtime[name] for name in RUNTIME_FILES} | zips
    for name, data in shipped.items():
        if name in zips:
            files[name + PACKED_SUFFIX] = pack(data)
        else:
            files[name] = data

    scripts, index = payload_scripts(
        {name: files[name] if name in files else shipped[name] for name in PAYLOAD_FILES}
    )
    files.update(scripts)
    lock_info = json.loads(runtime["pyodide-lock.json"])["info"]
    boot = {
        "pyodide": lock["pyodide"]["version"],
        "lockInfo": lock_info,
        "siteZip": SITE_ZIP,
        "pyodideDir": f"{PYODIDE_DIR}/",
        # The fast path's packed zips: the file to fetch and the size of the zip it carries.
        "packed": {
            name: {"file": name + PACKED_SUFFIX, "size": len(data)} for name, data in zips.items()
        },
        "payloads": index,
    }
    loader = files[LOADER]
    marker = b"/*__BOOT__*/null"
    if marker not in loader:
        raise BuildError(f"web/runtime/loader.js must contain {marker.decode()} for build.py")
    loader = loader.replace(marker, stable_json(boot).encode())
    files[LOADER] = strip_js(loader.decode("utf-8")).encode("utf-8")

    version = project_version(root)
    meta = {
        **META_BASE,
        "version": version,
        "source": source_commit(root),
        "pyodide": lock["pyodide"]["version"],
        "python": lock_info.get("python", ""),
    }
    files["meta.json"] = (stable_json(meta, indent=2) + "\n").encode()
    files["static-data.js"] = static_data_js(version, load_presets(root), meta, bytecode.answers)
    check_no_network(files)
    return files


def build_answers(root: Path = ROOT, cache_dir: Path = CACHE_DIR) -> dict:
    """The build-time answers static-data.js carries, from the current sources: the same steps as
    build_files up to the bytecode, whose cache (keyed by every shipped file) holds them."""
    lock = load_lock(root / "web.lock.json")
    runtime = pyodide_runtime(lock, cache_dir)
    site = site_packages(lock, root, cache_dir)
    stdlib_source_zip = deterministic_zip(trim_stdlib(runtime["python_stdlib.zip"]))
    return compile_bytecode(site, stdlib_source_zip, lock, cache_dir).answers


def write_dist(files: dict[str, bytes], out: Path) -> None:
    """Replace `out` with exactly `files` plus manifest.json."""
    out.mkdir(parents=True, exist_ok=True)
    wanted = {**files, "manifest.json": manifest_of(files)}
    for path in sorted(out.rglob("*"), reverse=True):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and rel not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    for rel, data in wanted.items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_bytes() != data:
            target.write_bytes(data)


def build(out: Path = DIST_DIR, root: Path = ROOT, cache_dir: Path = CACHE_DIR) -> dict[str, bytes]:
    """Build dist/ into `out`; returns the files written (without manifest.json)."""
    files = build_files(root, cache_dir)
    write_dist(files, out)
    return files


def size_report(files: dict[str, bytes]) -> dict[str, int]:
    """Raw and gzip sizes of a set of files (for the build summary)."""
    raw = sum(len(d) for d in files.values())
    gz = sum(len(gzip.compress(d, 6, mtime=0)) for d in files.values())
    return {"raw": raw, "gzip": gz}
