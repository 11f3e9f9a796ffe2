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

import re
from bisect import bisect_left
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import NamedTuple
from urllib.parse import unquote

from ...types import FileBlob, Finding
from ._common import (
    MAX_FILE_CHARS,
    Hit,
    RelPath,
    cap_per_file,
    finalize,
    norm_path,
    oversize_finding,
    parent,
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
_INLINE_CODE = re.compile(r"(`+)(?:(?!\1).){1,1000}?\1")
_COMMENT_ONLY = re.compile(r"^\s*<!--.*-->\s*$")
_MARKERS = re.compile(r"\b(TBD|TODO|FIXME|XXX)\b|\?\?\?")
_INLINE_LINK = re.compile(
    r"!?\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*(<[^>\n]{0,500}>|[^\s()]{1,2000})(?:\s+[^)]{0,500})?\)"
)
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
    changed = frozenset(norm_path(f.path) for f in files)  # relative by type: walks end
    out: list[Finding] = []
    docs = [f for f in files if is_markdown(f.path)]
    for blob in docs:
        if len(blob.content) > MAX_FILE_CHARS:
            out.append(oversize_finding(PREFIX, blob.path, len(blob.content)))
        else:
            out.extend(_file_findings(blob.path, blob.content, changed))
    if files and not docs:
        out.append(_no_docs(files))
    return finalize(out)


class Folders:
    """The folders that hold a changed file, at any depth, without listing them: a folder holds
    one when some changed path starts with it and `/`, found by bisection in the sorted paths.
    No walk up a path's parents (an absolute path's root is its own parent: that walk never
    ended), and no set of every prefix (its size grows with the square of a path's depth)."""

    def __init__(self, changed: AbstractSet[RelPath]) -> None:
        self._sorted = sorted(changed)

    def __contains__(self, folder: str) -> bool:
        if not folder:
            return bool(self._sorted)
        key = folder + "/"
        i = bisect_left(self._sorted, key)
        return i < len(self._sorted) and self._sorted[i].startswith(key)


@lru_cache(maxsize=8)
def _folders(changed: frozenset[RelPath]) -> Folders:
    # Once per set of files, not once per document (that made SpecLint quadratic in files).
    return Folders(changed)


@lru_cache(maxsize=64)
def _file_findings(path: str, content: str, changed: frozenset[RelPath]) -> tuple[Finding, ...]:
    # Cached: PRSynthesis repeats SpecLint's work on the same files in the same run.
    hits = markdown_hits(path, content, changed, _folders(changed))
    return tuple(cap_per_file(PREFIX, AGENT, path, hits))


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


class _Line(NamedTuple):
    n: int
    raw: str
    text: str  # `raw` with inline code spans blanked out
    fence: bool  # inside (or opening/closing) a fenced code block


def _scan_lines(lines: list[str]) -> list[_Line]:
    """Every line, marked when it belongs to a fenced code block."""
    out: list[_Line] = []
    fence: str | None = None
    for n, line in enumerate(lines, 1):
        m = _FENCE.match(line)
        if fence is not None:
            out.append(_Line(n, line, "", True))
            closing = m is not None and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence)
            if closing and not line.strip().lstrip(fence[0]):
                fence = None
            continue
        if m and not (m.group(1)[0] == "`" and "`" in line.strip()[len(m.group(1)) :]):
            fence = m.group(1)
            out.append(_Line(n, line, "", True))
            continue
        out.append(_Line(n, line, _INLINE_CODE.sub(" ", line), False))
    return out


def markdown_hits(
    path: str, content: str, changed: AbstractSet[RelPath], folders: Folders
) -> list[Hit]:
    """SpecLint hits for one Markdown file; `changed`/`folders` are the change's paths and dirs."""
    lines = _scan_lines(split_lines(content))
    base_dir = parent(norm_path(path))
    definitions: set[str] = set()
    hits: list[Hit] = []
    for n, _, text, in_fence in lines:
        if in_fence:
            continue
        d = _REF_DEF.match(text)
        if d and d.group(1).startswith("^"):  # a footnote definition, not a link
            continue
        if d:
            definitions.add(_label(d.group(1)))
            targets = [d.group(2)]
        else:
            hits.extend(_marker_hit(n, text))
            targets = [m.group(2) for m in _INLINE_LINK.finditer(text)]
        hits.extend(_link_hit(n, targets, base_dir, changed, folders))
        if d:
            continue
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


def _is_missing(
    target: str, base_dir: str, changed: AbstractSet[RelPath], folders: Folders
) -> str | None:
    """The resolved path when a link target is a missing local file, else None."""
    raw = target[1:-1].strip() if target.startswith("<") and target.endswith(">") else target
    if not raw or raw.startswith(("#", "//")) or _SCHEME.match(raw):
        return None
    bare = unquote(raw.split("#", 1)[0].split("?", 1)[0])
    if not bare:
        return None
    joined = bare if bare.startswith("/") else f"{base_dir}/{bare}"
    resolved = norm_path(joined)  # a root-relative target: norm_path drops the root
    if resolved in changed or resolved.rstrip("/") in folders:
        return None
    return resolved


def _link_hit(
    n: int, targets: list[str], base_dir: str, changed: AbstractSet[RelPath], folders: Folders
) -> list[Hit]:
    missing = [t for t in targets if _is_missing(t, base_dir, changed, folders) is not None]
    if not missing:
        return []
    outside = [t for t in missing if (_is_missing(t, base_dir, changed, folders) or "")[:2] == ".."]
    names = ", ".join(shorten(t, 80) for t in missing[:5])
    names += f" and {len(missing) - 5} more" if len(missing) > 5 else ""
    if len(outside) == len(missing):
        what = f"links to {names}, outside the repository"
    else:
        what = f"links to {names}, not a file in this change"
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


def _reference_hits(lines: list[_Line], definitions: set[str]) -> list[Hit]:
    hits: list[Hit] = []
    for n, _, text, in_fence in lines:
        if in_fence or _REF_DEF.match(text):
            continue
        labels = [_label(m.group(2) or m.group(1)) for m in _FULL_REF.finditer(text)]
        missing = list(dict.fromkeys(lb for lb in labels if lb and lb not in definitions))
        if missing:
            names = ", ".join(f"[{shorten(lb, 40)}]" for lb in missing[:5])
            hits.append(
                Hit(
                    "undefined-reference",
                    n,
                    "warn",
                    f"uses the link reference{'s' if len(missing) > 1 else ''} {names}, "
                    "never defined in the file",
                    f"Add a definition line such as {names.split(', ')[0]}: <target>.",
                    category="structure",
                )
            )
    return hits


def _empty_sections(lines: list[_Line]) -> list[Hit]:
    """Headings whose next non-blank line is a heading of the same or higher level, or EOF."""
    levels: list[int] = []  # heading level per line, 0 when the line is not a heading
    titles: list[str] = []
    for line in lines:
        m = None if line.fence else _HEADING.match(line.raw)
        levels.append(len(m.group(1)) if m else 0)
        titles.append(_CLOSING_HASHES.sub("", (m.group(2) or "") if m else "").strip())
    hits: list[Hit] = []
    next_content: int | None = None  # index of the next line that is not blank, scanning upward
    for i in range(len(lines) - 1, -1, -1):
        line = lines[i]
        if levels[i]:
            nxt = levels[next_content] if next_content is not None else None
            if next_content is None or (nxt and nxt <= levels[i]):
                name = f'"{shorten(titles[i], 60)}"' if titles[i] else "(untitled)"
                hits.append(
                    Hit(
                        "empty-section",
                        line.n,
                        "warn",
                        f"starts the section {name}, which is empty",
                        "Write the section or remove the heading.",
                        category="structure",
                    )
                )
        if line.fence or (line.raw.strip() and not _COMMENT_ONLY.match(line.raw)):
            next_content = i
    return hits
