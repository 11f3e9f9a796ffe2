"""A benign engineering-prose set from real code and docs on this machine (false positives).

`benign_sets()` returns named lists of texts, read in a fixed order (so the set is the same on
every run of the same machine):

* `stdlib docstrings` and `stdlib comments`: docstrings (via `ast`) and runs of `#` comment lines
  (via `tokenize`) of the Python standard library's top-level modules;
* `stdlib files`: whole standard-library modules, cut into 8 KB pieces (the guard scans whole
  files of a pull request);
* `package docs`: paragraphs of the installed packages' long descriptions (their READMEs and
  changelogs, from `*.dist-info/METADATA`; this project's own is left out);
* `Debian docs`: paragraphs of the READMEs and changelogs under `/usr/share/doc`.

Nothing here is an attack (none of these sources discusses prompt injection), so every text the
guard blocks is a false positive. Missing folders give empty sets.
"""

from __future__ import annotations

import ast
import gzip
import io
import re
import sys
import sysconfig
import tokenize
from pathlib import Path

STDLIB = Path(sysconfig.get_paths()["stdlib"])
SITE = Path(sysconfig.get_paths()["purelib"])
DEBIAN_DOC = Path("/usr/share/doc")
MAX_FILES = 400  # standard-library modules read (sorted by name)
PIECE = 8_192
_PARAGRAPH = re.compile(r"\n[ \t]*\n")


def _paragraphs(text: str, minimum: int = 60) -> list[str]:
    return [p.strip() for p in _PARAGRAPH.split(text) if len(p.strip()) >= minimum]


def _docstrings(source: str) -> list[str]:
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=True)
            if doc and len(doc) >= 40:
                out.append(doc)
    return out


def _comment_blocks(source: str) -> list[str]:
    out: list[str] = []
    block: list[str] = []
    last = -2
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT:
                if tok.start[0] != last + 1 and block:
                    out.append("\n".join(block))
                    block = []
                block.append(tok.string)
                last = tok.start[0]
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    if block:
        out.append("\n".join(block))
    return [b for b in out if len(b) >= 40]


def _read(path: Path) -> str:
    raw = path.read_bytes()
    if path.suffix == ".gz":
        raw = gzip.decompress(raw)
    return raw.decode("utf-8", "replace")


def benign_sets() -> dict[str, list[str]]:
    """Named benign sets (see the module docstring)."""
    files = sorted(STDLIB.glob("*.py"))[:MAX_FILES]
    sources = [(f, f.read_text("utf-8", "replace")) for f in files]
    sets: dict[str, list[str]] = {
        "stdlib docstrings": [d for _, s in sources for d in _docstrings(s)],
        "stdlib comments": [c for _, s in sources for c in _comment_blocks(s)],
        "stdlib files": [s[i : i + PIECE] for _, s in sources for i in range(0, len(s), PIECE)],
    }
    package_docs: list[str] = []
    for meta in sorted(SITE.glob("*.dist-info/METADATA")):
        if meta.parent.name.startswith("safe_agent"):
            continue  # this project's own README discusses the attacks it blocks
        body = meta.read_text("utf-8", "replace").partition("\n\n")[2]
        package_docs.extend(_paragraphs(body))
    sets["package docs"] = package_docs
    debian: list[str] = []
    if DEBIAN_DOC.is_dir():
        for path in sorted(DEBIAN_DOC.glob("*/*")):
            name = path.name.lower()
            if path.is_file() and name.startswith(("readme", "changelog", "news")):
                debian.extend(_paragraphs(_read(path))[:40])
    sets["Debian docs"] = debian
    return {name: list(dict.fromkeys(texts)) for name, texts in sets.items()}  # no duplicates


if __name__ == "__main__":
    for name, texts in benign_sets().items():
        print(f"{name}: {len(texts)} texts, {sum(map(len, texts)) / 1e6:.1f} MB", file=sys.stdout)
