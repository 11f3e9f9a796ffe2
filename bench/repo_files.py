"""Benign repository files read whole, as the guard reads a file in a pull request.

`repo_file_sets()` returns named lists of whole texts (cut at `LIMIT` characters) found on this
machine, none of them a source of the learned detector's training rows or of any rule:

* `vendored repo docs`: the Markdown, reStructuredText and text files, and the governance files
  (CONTRIBUTING, CODE_OF_CONDUCT, SECURITY, pull-request templates, …) of the projects vendored
  by the Google Cloud SDK, npm and the pyenv Pythons' site-packages (`ROOTS`);
* `Rust books`: the pages of the Rust toolchain's books and guides (`RUST_DOCS`, HTML read as
  text), without the generated API reference.

Each set is split by project (`half`: a hash of the project's folder name) into a `dev` half,
whose false positives may be read to write rules, and a `test` half, reported only as a count.
The earlier benign sets held paragraphs and docstrings; a whole file gives the detector many
windows, and a file blocks when any one of them does, so a file's false-positive rate is higher
than a paragraph's. A missing folder gives an empty set.
"""

from __future__ import annotations

import hashlib
import os
import re
from html.parser import HTMLParser
from pathlib import Path

LIMIT = 60_000
ROOTS = (Path("/usr/lib/google-cloud-sdk"), Path("/usr/lib/node_modules"), Path("/root/.pyenv"))
RUST_DOCS = Path("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html")
# the generated API reference and the site's assets (top-level folders only: the books have
# chapters named "std" and "testing")
_RUST_SKIP = {"std", "core", "alloc", "proc_macro", "std_detect", "test", "src", "static.files"}
GOVERNANCE = re.compile(
    r"contributing|conduct|security|pull_request_template|governance|support|"
    r"issue_template",
    re.IGNORECASE,
)
_PROJECT = re.compile(r"(?:third_party|node_modules|site-packages|apis)/([^/]+)")


def half(path: str) -> str:
    """'dev' or 'test': the half of the project the file belongs to (the folder after
    `third_party`, `node_modules`, `site-packages` or `apis`, a book's folder, or else the
    folder two levels below the root)."""
    found = _PROJECT.findall(path)
    if found:
        project = found[-1]
    elif "/html/" in path:
        project = path.split("/html/")[-1].split("/")[0]
    else:  # a folder two levels below the root ("/usr/lib/google-cloud-sdk/lib/surface")
        project = "/".join(path.split("/")[:6])
    return "dev" if hashlib.sha256(project.encode()).digest()[0] % 2 == 0 else "test"


def _vendored() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for root in ROOTS:
        for folder, _, names in sorted(os.walk(root)):
            for name in sorted(names):
                suffix = os.path.splitext(name)[1].lower()
                if suffix not in (".md", ".rst", ".txt") and not GOVERNANCE.search(name):
                    continue
                path = os.path.join(folder, name)
                try:
                    text = Path(path).read_bytes()[:200_000].decode("utf-8")
                except (OSError, UnicodeDecodeError):
                    continue
                if len(text) >= 200 and text not in seen:
                    seen.add(text)
                    out.append((path, text[:LIMIT]))
    return out


class _Text(HTMLParser):
    """An HTML page's text: scripts, styles, navigation and the head left out."""

    SKIP = ("script", "style", "nav", "head")
    BREAK = ("p", "li", "h1", "h2", "h3", "h4", "pre", "div", "tr", "br")

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.skip += tag in self.SKIP
        if tag in self.BREAK:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.SKIP:
            self.skip = max(0, self.skip - 1)

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def _rust_books() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for folder, _, names in sorted(os.walk(RUST_DOCS)):
        if _RUST_SKIP.intersection(Path(folder).relative_to(RUST_DOCS).parts[:1]):
            continue
        for name in sorted(names):
            if not name.endswith(".html") or name in ("print.html", "toc.html", "404.html"):
                continue
            parser = _Text()
            parser.feed(Path(folder, name).read_text(encoding="utf-8", errors="replace"))
            text = re.sub(r"\n\s*\n\s*", "\n\n", "".join(parser.parts)).strip()
            if len(text) >= 200:
                out.append((os.path.join(folder, name), text[:LIMIT]))
    return out


def repo_file_sets() -> dict[str, list[tuple[str, str]]]:
    """The sets, each a list of (path, text) in a fixed order."""
    return {"vendored repo docs": _vendored(), "Rust books": _rust_books()}
