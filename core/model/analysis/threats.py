"""ThreatSketch analysis: risky constructs, committed secrets and sensitive paths in changed files.

Rules (finding id `threat/<rule>@<path>:<line>`):

- Python, read with `ast` (aliases such as `import pickle as p` and `from subprocess import run
  as r` are resolved): `eval`, `exec`, `compile`, `shell`, `subprocess-shell`, `deserialization`,
  `yaml-load`, `mktemp`, `weak-hash`, `tls-verify-off`, `debug-mode`, `sql-injection`,
  `hardcoded-credential`; a file that does not parse gets `python-parse-error` (info).
- JS/TS/HTML, line by line, comment lines skipped: `js-inner-html`, `js-document-write`,
  `js-insert-adjacent-html`, `js-eval`, `js-new-function`, `js-string-timer`,
  `js-dangerously-set-inner-html`, `js-child-process-exec`.
- Shell scripts, Dockerfiles, Makefiles and YAML: `curl-pipe-shell`, `chmod-777`; YAML also
  `gha-script-injection`, `gha-pr-target-checkout`, `gha-pr-target`.
- Every file: `redacted-secret` / `redacted-pii` for redaction markers (`sk-REDACTED`,
  `EMAIL_REDACTED`, `[REDACTED]`, ...) and `sensitive-path` for locations a deny policy usually
  blocks (`.github/`, `deploy/`, `secrets/`, `configs/`, Dockerfiles, key files, `.env`).
- Files over `MAX_FILE_CHARS` get one `skipped-large` info finding and are not read.

The diff summary is not analysed: findings must cite a file line. The output is sorted by
severity, path, line and id, so it does not depend on the order of `files`.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence
from functools import lru_cache

from ...types import FileBlob, Finding, Severity
from ._common import (
    MAX_FILE_CHARS,
    Hit,
    cap_per_file,
    finalize,
    hit_to_finding,
    norm_path,
    oversize_finding,
    split_lines,
)
from ._patterns import js_hits, shell_hits, workflow_hits
from ._python import python_hits

PREFIX = "threat"
AGENT = "ThreatSketch"

_PY_EXT = (".py", ".pyw", ".pyi")
_JS_EXT = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")
_HTML_EXT = (".html", ".htm", ".vue", ".svelte")
_SH_EXT = (".sh", ".bash", ".zsh", ".ksh", ".mk")
_YAML_EXT = (".yml", ".yaml")

_MARKER = re.compile(r"(?<![A-Za-z0-9_-])(?:[A-Za-z0-9]{1,40}[-_:]){0,6}REDACTED(?![A-Za-z0-9_])")
_PII_WORDS = ("EMAIL", "PHONE", "IBAN", "SSN", "IPV4", "IPV6", "IP_", "ADDRESS", "CARD", "NAME")
_TEMPLATE_SUFFIXES = (".example", ".sample", ".template", ".dist")


def threat_findings(files: Sequence[FileBlob], diff_summary: str) -> list[Finding]:
    """Findings for risky constructs, redaction markers and sensitive paths in `files`."""
    out: list[Finding] = []
    for blob in files:
        out.extend(file_findings(blob))
    return finalize(out)


def file_findings(blob: FileBlob) -> list[Finding]:
    """ThreatSketch findings for one file, capped at `MAX_FINDINGS_PER_FILE` (plus one info)."""
    return list(_file_findings(blob.path, blob.content))


@lru_cache(maxsize=64)
def _file_findings(path: str, content: str) -> tuple[Finding, ...]:
    # Cached: PRSynthesis repeats ThreatSketch's work on the same files in the same run.
    sensitive = _sensitive_path(path)
    if len(content) > MAX_FILE_CHARS:
        found = [oversize_finding(PREFIX, path, len(content))]
        return tuple(found + ([hit_to_finding(PREFIX, path, sensitive)] if sensitive else []))
    hits = _content_hits(path, content)
    if sensitive is not None:
        hits.append(sensitive)
    return tuple(cap_per_file(PREFIX, AGENT, path, hits))


def kind_of(path: str, content: str = "") -> str:
    """The kind of file for analysis: python, js, shell, yaml, markdown or other."""
    p = norm_path(path).lower()
    base = posixpath.basename(p)
    if p.endswith(_PY_EXT):
        return "python"
    if p.endswith(_JS_EXT + _HTML_EXT):
        return "js"
    if p.endswith(_YAML_EXT):
        return "yaml"
    if p.endswith((".md", ".markdown", ".mdx")):
        return "markdown"
    if (
        p.endswith(_SH_EXT)
        or base in ("dockerfile", "containerfile", "makefile", "gnumakefile")
        or base.startswith("dockerfile.")
        or base.endswith(".dockerfile")
    ):
        return "shell"
    interpreter = _interpreter(content)
    if interpreter:
        if interpreter.startswith("python"):
            return "python"
        if interpreter in ("sh", "bash", "zsh", "ksh", "dash"):
            return "shell"
        if interpreter in ("node", "deno"):
            return "js"
    return "other"


def _interpreter(content: str) -> str:
    """The program named by a `#!` line (`#!/usr/bin/env python3` gives `python3`), or ''."""
    if not content.startswith("#!"):
        return ""
    words = content[2:200].split("\n", 1)[0].split()
    names = [posixpath.basename(w) for w in words if not w.startswith("-")]
    if names and names[0] == "env":
        names = names[1:]
    return names[0] if names else ""


def _content_hits(path: str, content: str) -> list[Hit]:
    kind = kind_of(path, content)
    lines = split_lines(content)
    hits = _marker_hits(lines)
    if kind == "python":
        found = python_hits(content)
        if isinstance(found, int):
            hits.append(
                Hit(
                    "python-parse-error",
                    found,
                    "info",
                    f"could not be parsed as Python (error at line {found}), "
                    "so its code was not checked",
                    "Fix the syntax error so the file can be reviewed.",
                    category="structure",
                )
            )
        else:
            hits.extend(found)
    elif kind == "js":
        hits.extend(js_hits(lines))
    elif kind == "shell":
        hits.extend(shell_hits(lines))
    elif kind == "yaml":
        hits.extend(shell_hits(lines))
        hits.extend(workflow_hits(lines))
    return hits


def _marker_hits(lines: list[str]) -> list[Hit]:
    out: list[Hit] = []
    for n, line in enumerate(lines, 1):
        if "REDACTED" not in line:
            continue
        markers = sorted(set(_MARKER.findall(line)))
        secrets = [m for m in markers if not any(w in m.upper() for w in _PII_WORDS)]
        pii = [m for m in markers if m not in secrets]
        if secrets:
            out.append(
                Hit(
                    "redacted-secret",
                    n,
                    "high",
                    f"contains a committed secret (redacted as {', '.join(secrets)} "
                    "before the model saw it)",
                    "Rotate the secret now and load it from a secret store; deleting it from "
                    "the file does not un-leak it.",
                )
            )
        if pii:
            out.append(
                Hit(
                    "redacted-pii",
                    n,
                    "warn",
                    f"contains personal data (redacted as {', '.join(pii)} before the model "
                    "saw it)",
                    "Remove the personal data or replace it with an obviously fake example.",
                )
            )
    return out


def _sensitive_path(path: str) -> Hit | None:
    p = norm_path(path)
    low = p.lower()
    base = posixpath.basename(low)
    first = low.split("/", 1)[0]
    severity: Severity = "warn"
    if low.startswith(".github/workflows/"):
        where = "a CI workflow, which runs with repository secrets"
    elif first == ".github":
        where = "repository automation settings"
    elif first in ("deploy", "secrets", "configs"):
        where = f"the {first}/ area, which a deny policy usually blocks"
    elif base in ("dockerfile", "containerfile") or base.startswith("dockerfile."):
        where = "a container build file"
    elif base.endswith(".dockerfile"):
        where = "a container build file"
    elif base.endswith((".pem", ".key", ".p12", ".pfx")) or base in ("id_rsa", "id_ed25519"):
        where, severity = "key material", "high"
    elif (base == ".env" or base.startswith(".env.")) and not base.endswith(_TEMPLATE_SUFFIXES):
        where, severity = "an environment file, which usually holds secrets", "high"
    else:
        return None
    return Hit(
        "sensitive-path",
        1,
        severity,
        f"is {where}; changes here need review by the owners",
        "Ask the code owners of this location to review the change before merging.",
    )
