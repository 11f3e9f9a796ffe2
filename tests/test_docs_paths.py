"""Every path, test and `safe_agent` name that README.md and docs/*.md give exists, for a reader."""

from __future__ import annotations

import ast
import importlib
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# Made by the build or the test script, absent from a fresh clone: named, not checked.
GENERATED = {"dist", ".cache", ".venv", "test-artifacts", "build", ".hypothesis"}
# Import names whose files live under another folder of the repository.
PACKAGES = {"safe_agent": "core", "safe_agent_network": "network"}
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
CODE_SPAN = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"^(```|~~~)")
# A token that could be a path: letters, digits and . _ - / only, with a slash or a file suffix.
PATH_SHAPE = re.compile(r"^[A-Za-z0-9_.][A-Za-z0-9_./-]*$")
TEST_REF = re.compile(r"^(tests/[A-Za-z0-9_./-]+\.py)::([A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_]\w*)?)")
SUFFIXES = {".py", ".md", ".json", ".js", ".mjs", ".css", ".html", ".sh", ".toml", ".lock", ".png"}
STRIP = "\"'()[]{},;:!?*<>"
DOTTED = re.compile(r"\bsafe_agent(?:\.[A-Za-z_]\w*)+")
# Dotted names that are not Python objects: the entry-point group real providers register under.
NOT_OBJECTS = {"safe_agent.providers"}


@dataclass(frozen=True)
class Ref:
    """One name a document gives: a path (from a code span, a code block or a link) or a test."""

    doc: str
    line: int
    text: str
    kind: str  # "path", "link", "test" or "object"


def root_entries() -> set[str]:
    """The top-level names a repository path can start with (what a fresh clone holds)."""
    return {p.name for p in ROOT.iterdir() if p.name != ".git"} | set(PACKAGES)


def path_token(token: str, roots: set[str]) -> str | None:
    """The repository path a token names, or None for commands, URLs, globs and placeholders."""
    token = token.strip(STRIP).rstrip(".")
    if not token or "://" in token or token.startswith(("/", "~", "-", "../", "$")):
        return None
    if "::" in token or not PATH_SHAPE.match(token) or "..." in token:
        return None
    first = token.split("/", 1)[0]
    if first not in roots or first in GENERATED:
        return None
    if "/" not in token and Path(token).suffix not in SUFFIXES:
        return None  # a bare word that happens to be a top-level name, e.g. `core` in prose
    return token


def references(name: str, text: str, roots: set[str]) -> list[Ref]:
    """Every path, link and test reference in one Markdown text, with its line number."""
    refs: list[Ref] = []
    in_fence = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line.strip()):
            in_fence = not in_fence
            continue
        spans = [line] if in_fence else CODE_SPAN.findall(line)
        refs.extend(
            Ref(name, number, dotted, "object")
            for span in spans
            for dotted in DOTTED.findall(span)
            if dotted not in NOT_OBJECTS
        )
        for span in spans:
            for token in span.split():
                test = TEST_REF.match(token.strip(STRIP))
                if test:
                    refs.append(Ref(name, number, test.group(0), "test"))
                    continue
                path = path_token(token, roots)
                if path:
                    refs.append(Ref(name, number, path, "path"))
        if not in_fence:
            refs.extend(
                Ref(name, number, target, "link")
                for target in LINK.findall(CODE_SPAN.sub("", line))
                if not re.match(r"^[a-z][a-z0-9+.-]*:", target)  # http:, https:, mailto:
            )
    return refs


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The anchors a Markdown file's headings give (duplicates numbered as GitHub does)."""
    seen: dict[str, int] = {}
    found = set()
    in_fence = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line.strip()):
            in_fence = not in_fence
        elif not in_fence and line.startswith("#"):
            base = slug(line.lstrip("#"))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def repo_path(text: str) -> Path:
    first, _, rest = text.partition("/")
    return ROOT / PACKAGES.get(first, first) / rest if rest else ROOT / PACKAGES.get(first, first)


def defined_tests(path: Path) -> set[str]:
    """`name` and `Class::name` for every function and class a test file defines."""
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            names.update(
                f"{node.name}::{item.name}"
                for item in node.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
            )
    return names


def resolves(dotted: str) -> bool:
    """Whether a dotted name is an importable module or an attribute of one."""
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        try:
            for part in parts[i:]:
                obj = getattr(obj, part)
        except AttributeError:
            return False
        return True
    return False


def problem(ref: Ref, doc_dir: Path) -> str | None:
    """What is wrong with one reference, or None when it resolves."""
    if ref.kind == "object":
        return None if resolves(ref.text) else "no such module or name in the package"
    if ref.kind == "path":
        return None if repo_path(ref.text).exists() else "no such path in the repository"
    if ref.kind == "test":
        file, _, name = ref.text.partition("::")
        path = ROOT / file
        if not path.exists():
            return "no such test file"
        return None if name in defined_tests(path) else f"{file} defines no {name}"
    target, _, anchor = ref.text.partition("#")
    path = (doc_dir / target).resolve() if target else doc_dir / ref.doc
    if target and not path.exists():
        return "the link's target does not exist"
    if anchor and path.suffix == ".md" and anchor not in anchors(path):
        return f"no heading in {path.name} gives the anchor #{anchor}"
    return None


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_named_path_exists(doc: Path) -> None:
    roots = root_entries()
    refs = references(doc.name, doc.read_text(encoding="utf-8"), roots)
    missing = [
        f"{doc.relative_to(ROOT)}:{r.line}: {r.text}: {why}"
        for r in refs
        if (why := problem(r, doc.parent))
    ]
    assert not missing, "fix the name or the document:\n" + "\n".join(missing)


def test_the_check_finds_a_missing_path_and_ignores_what_is_no_path() -> None:
    roots = root_entries()
    text = (
        "Run `python3 build.py serve`; see `core/no_such_module.py`, `tests/<file>.py`,\n"
        "`presets/*.json`, `https://example.com/core/x.py`, `../shared/corpus`, `src/app.py`,\n"
        "`tests/test_docs_paths.py::test_no_such_test` and [a page](docs/no-such-page.md);\n"
        "`safe_agent.redact` is there, `safe_agent.pipeline.no_such_name` is not.\n"
        "```sh\n.venv/bin/python -m safe_agent --help && cat core/also_missing.py\n```\n"
    )
    refs = references("README.md", text, roots)
    failing = sorted(r.text for r in refs if problem(r, ROOT))
    assert failing == [
        "core/also_missing.py",
        "core/no_such_module.py",
        "docs/no-such-page.md",
        "safe_agent.pipeline.no_such_name",
        "tests/test_docs_paths.py::test_no_such_test",
    ]
    assert {r.text for r in refs if r.kind == "path"} >= {"build.py"}


def test_an_anchor_must_name_a_heading() -> None:
    ref = Ref("README.md", 1, "docs/security.md#no-such-heading", "link")
    assert problem(ref, ROOT) == "no heading in security.md gives the anchor #no-such-heading"
