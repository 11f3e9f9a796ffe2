"""SpecLint analysis: open markers, empty sections and broken links in Markdown specs.

Rules (finding id `spec/<rule>@<path>:<line>`), for `.md`, `.markdown` and `.mdx` files, with
fenced code blocks and inline code spans ignored:

- `open-marker` (warn): `TBD`, `TODO`, `FIXME`, `XXX` as whole words (case-sensitive) or `???`.
- `empty-section` (warn): an ATX heading (`#` … `######`) followed by nothing but blank lines or
  HTML comments before the next heading of the same or a higher level, or the end of the file.
  A sub-heading counts as content, so only the innermost empty section is reported.
- `dangling-link` (warn): a relative link or image `[text](target)`, or a reference definition
  `[label]: target`, whose target (resolved against the linking file's folder, query and anchor
  dropped) is neither a file in the change nor a folder holding one. External targets
  (`http:`, `https:`, `mailto:` and any other scheme, `//host`) and `#anchors` are not checked.
- `undefined-reference` (warn): a full `[text][label]` or collapsed `[label][]` reference with no
  `[label]: target` definition in the file. Shortcut `[label]` forms are not checked, since plain
  brackets (task boxes, citations) are too common.
- `absolute-claim` (info): wording that promises more than a spec can show ("guaranteed",
  "100%", "bulletproof", "fully secure", "zero risk", "cannot fail"). "always" and "never" are
  left alone: they are normal requirement words.
- `no-docs` (info, category diff): the change has files but no Markdown at all; it cites up to
  ten files as `path:1`. A change with no files gets no findings.
- Markdown files over `MAX_FILE_CHARS` get one `skipped-large` info finding.

Other files are not read. The output is sorted, so it does not depend on the order of `files`.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence
from urllib.parse import unquote

from ..types import FileBlob, Finding
from ._common import (
    MAX_FILE_CHARS,
    Hit,
    cap_per_file,
    finalize,
    hit_to_finding,
    norm_path,
    oversize_finding,
    ref,
    shorten,
    split_lines,
)

PREFIX = "spec"
AGENT = "SpecLint"
MARKDOWN_EXT = (".md", ".markdown", ".mdx")
MAX_CITED_FILES = 10

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$")
_CLOSING_HASHES = re.compile(r"[ \t]+#+$")
_INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_COMMENT_ONLY = re.compile(r"^\s*<!--.*-->\s*$")
_MARKERS = re.compile(r"\b(TBD|TODO|FIXME|XXX)\b|\?\?\?")
_INLINE_LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*(<[^>]*>|[^\s()]+)(?:\s+[^)]*)?\)")
_REF_DEF = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)")
_FULL_REF = re.compile(r"(?<!\\)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\[([^\[\]]*)\]")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_ABSOLUTE = re.compile(
    r"\b(guaranteed|guarantees?|bulletproof|fully secure|completely secure|zero risk|"
    r"cannot fail|can never fail)\b|(?<![\w.])100\s?%",
    re.IGNORECASE,
)


def spec_findings(files: Sequence[FileBlob], diff_summary: str) -> list[Finding]:
    """Findings for open markers, empty sections and broken links in the Markdown of `files`."""
    changed = {norm_path(f.path) for f in files}
    folders = {posixpath.dirname(p) for p in changed}
    for folder in list(folders):
        while folder:
            folder = posixpath.dirname(folder)
            folders.add(folder)
    out: list[Finding] = []
    docs = [f for f in files if is_markdown(f.path)]
    for blob in docs:
        if len(blob.content) > MAX_FILE_CHARS:
            out.append(oversize_finding(PREFIX, blob.path, len(blob.content)))
            continue
        hits = markdown_hits(blob.path, blob.content, changed, folders)
        found = [hit_to_finding(PREFIX, blob.path, h) for h in hits]
        out.extend(cap_per_file(PREFIX, AGENT, blob.path, found))
    if files and not docs:
        out.append(_no_docs(files))
    return finalize(out)


def is_markdown(path: str) -> bool:
    """True for the file names SpecLint reads."""
    return path.lower().endswith(MARKDOWN_EXT)


def _no_docs(files: Sequence[FileBlob]) -> Finding:
    paths = sorted({f.path for f in files})
    cited = paths[:MAX_CITED_FILES]
    more = f" and {len(paths) - len(cited)} more" if len(paths) > len(cited) else ""
    return Finding(
        id="spec/no-docs",
        severity="info",
        category="diff",
        claim=(
            f"The change touches {len(paths)} file{'s' if len(paths) != 1 else ''} "
            f"({', '.join(cited)}{more}) but no Markdown documentation."
        ),
        evidence_refs=[ref(p, 1) for p in cited],
        suggested_action="If the change alters behaviour, update the spec or README with it.",
    )


def _visible_lines(lines: list[str]) -> list[tuple[int, str, bool]]:
    """(line number, text without inline code, inside a code fence) for every line."""
    out: list[tuple[int, str, bool]] = []
    fence: str | None = None
    for n, line in enumerate(lines, 1):
        m = _FENCE.match(line)
        if fence is not None:
            out.append((n, "", True))
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                if not line.strip().lstrip(fence[0]):
                    fence = None
            continue
        if m and not (m.group(1)[0] == "`" and "`" in line.strip()[len(m.group(1)) :]):
            fence = m.group(1)
            out.append((n, "", True))
            continue
        out.append((n, _INLINE_CODE.sub(" ", line), False))
    return out


def markdown_hits(path: str, content: str, changed: set[str], folders: set[str]) -> list[Hit]:
    """SpecLint hits for one Markdown file; `changed`/`folders` are the change's paths and dirs."""
    lines = _visible_lines(split_lines(content))
    base_dir = posixpath.dirname(norm_path(path))
    definitions: set[str] = set()
    hits: list[Hit] = []
    for n, text, in_fence in lines:
        if in_fence:
            continue
        d = _REF_DEF.match(text)
        if d:
            definitions.add(_label(d.group(1)))
            hits.extend(_link_hit(n, d.group(2), base_dir, changed, folders))
            continue
        hits.extend(_marker_hit(n, text))
        for m in _INLINE_LINK.finditer(text):
            hits.extend(_link_hit(n, m.group(2), base_dir, changed, folders))
        a = _ABSOLUTE.search(text)
        if a:
            hits.append(
                Hit(
                    "absolute-claim",
                    n,
                    "info",
                    f'promises "{a.group(0)}", which a spec cannot show by itself',
                    "State the condition and how it is checked (a test, a limit, a measurement).",
                    category="invariant",
                )
            )
    hits.extend(_reference_hits(lines, definitions))
    hits.extend(_empty_sections(lines))
    return hits


def _marker_hit(n: int, text: str) -> list[Hit]:
    found = sorted({m.group(0) for m in _MARKERS.finditer(text)})
    if not found:
        return []
    return [
        Hit(
            "open-marker",
            n,
            "warn",
            f"leaves an open marker ({', '.join(found)}), so the spec is unfinished there",
            "Resolve the open point or move it to a tracked issue and link it.",
            category="structure",
        )
    ]


def _label(text: str) -> str:
    return " ".join(text.split()).casefold()


def _link_hit(
    n: int, target: str, base_dir: str, changed: set[str], folders: set[str]
) -> list[Hit]:
    raw = target[1:-1].strip() if target.startswith("<") and target.endswith(">") else target
    if not raw or raw.startswith(("#", "//")) or _SCHEME.match(raw):
        return []
    bare = unquote(raw.split("#", 1)[0].split("?", 1)[0])
    if not bare:
        return []
    joined = bare.lstrip("/") if bare.startswith("/") else posixpath.join(base_dir, bare)
    resolved = norm_path(joined)
    if resolved in changed or resolved.rstrip("/") in folders:
        return []
    if resolved == ".." or resolved.startswith("../"):
        what = f"links to {shorten(raw, 80)}, which points outside the repository"
    else:
        what = f"links to {shorten(raw, 80)}, which is not a file in this change"
    return [
        Hit(
            "dangling-link",
            n,
            "warn",
            what,
            "Add the linked file to the change or fix the link.",
            category="structure",
        )
    ]


def _reference_hits(lines: list[tuple[int, str, bool]], definitions: set[str]) -> list[Hit]:
    hits: list[Hit] = []
    for n, text, in_fence in lines:
        if in_fence or _REF_DEF.match(text):
            continue
        for m in _FULL_REF.finditer(text):
            label = _label(m.group(2) or m.group(1))
            if label and label not in definitions:
                hits.append(
                    Hit(
                        "undefined-reference",
                        n,
                        "warn",
                        f"uses the link reference [{shorten(label, 40)}], which is never defined",
                        f"Add a definition line such as [{shorten(label, 40)}]: <target>.",
                        category="structure",
                    )
                )
    return hits


def _empty_sections(lines: list[tuple[int, str, bool]]) -> list[Hit]:
    headings: list[tuple[int, int, str]] = []  # (index in lines, level, title)
    for i, (_, text, in_fence) in enumerate(lines):
        m = None if in_fence else _HEADING.match(text)
        if m:
            title = _CLOSING_HASHES.sub("", m.group(2) or "").strip()
            headings.append((i, len(m.group(1)), title))
    hits: list[Hit] = []
    for k, (i, level, title) in enumerate(headings):
        end = len(lines)
        for j, next_level, _ in headings[k + 1 :]:
            if next_level <= level:
                end = j
                break
        body = lines[i + 1 : end]
        if all(not fence and (not t.strip() or _COMMENT_ONLY.match(t)) for _, t, fence in body):
            name = f'"{shorten(title, 60)}"' if title else "(untitled)"
            hits.append(
                Hit(
                    "empty-section",
                    lines[i][0],
                    "warn",
                    f"starts the section {name}, which is empty",
                    "Write the section or remove the heading.",
                    category="structure",
                )
            )
    return hits
