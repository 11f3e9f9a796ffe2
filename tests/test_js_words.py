"""The page's scripts hold no English a reader sees: every word comes from Python's vocabulary.

A string literal in web/**/*.js (a template literal's text parts too) reads as English when
it holds a word of two or more letters and a space, or a Capitalised word ("Budget"), or when it
stands where the page shows text (`text:`, `title:`, `aria-label`, `textContent =`, …). It is
allowed only by its shape or its place, never by its words: a CSS selector or class list, a value
compared with `===`, an HTTP header's name, Python source the worker runs, the "use strict"
directive, and a programmer's diagnostic (a line that throws or logs to the console).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from buildlib.jscomments import strip

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = sorted(ROOT.glob("web/**/*.js"))

_REGEX_AFTER = frozenset("(,=:[!&|?{};+-*%<>~^")
_REGEX_WORDS = frozenset("return typeof case in of delete void throw new else do".split())


def literals(code: str) -> list[tuple[int, str]]:
    """Every string literal in `code` (comments already stripped), with where it starts: quoted
    strings and the text parts of template literals; regular expressions are skipped."""
    found: list[tuple[int, str]] = []
    i, n, last = 0, len(code), ""
    templates: list[int] = []
    depth = 0

    def template(at: int) -> int:
        """Read template text from `at`; return the index past its end, or minus past `${`."""
        j, start = at, at
        while j < n:
            if code[j] == "\\":
                j += 2
            elif code[j] == "`":
                found.append((start, code[start:j]))
                return j + 1
            elif code.startswith("${", j):
                found.append((start, code[start:j]))
                return -(j + 2)
            else:
                j += 1
        raise ValueError("unterminated template")

    def after_template(end: int) -> int:
        nonlocal depth, last
        if end < 0:
            templates.append(depth)
            depth, last = 0, "("
            return -end
        last = "a"
        return end

    while i < n:
        c = code[i]
        if c in "'\"":
            j = i + 1
            while code[j] != c:
                j += 2 if code[j] == "\\" else 1
            found.append((i, code[i + 1 : j]))
            i, last = j + 1, "a"
        elif c == "`":
            i = after_template(template(i + 1))
        elif c == "/" and (last == "" or last in _REGEX_AFTER or last in _REGEX_WORDS):
            j, in_class = i + 1, False
            while code[j] != "/" or in_class:
                if code[j] == "\\":
                    j += 1
                elif code[j] == "[":
                    in_class = True
                elif code[j] == "]":
                    in_class = False
                j += 1
            i, last = j + 1, "a"
        elif c.isalnum() or c in "_$":
            j = i
            while j < n and (code[j].isalnum() or code[j] in "_$"):
                j += 1
            last = code[i:j] if code[i:j] in _REGEX_WORDS else "a"
            i = j
        else:
            if c == "{":
                depth += 1
            elif c == "}":
                if depth == 0 and templates:
                    depth = templates.pop()
                    i = after_template(template(i + 1))
                    continue
                depth -= 1
            if not c.isspace():
                last = c if c in _REGEX_AFTER else "a"
            i += 1
    return found


_WORD = re.compile(r"[A-Za-z]{2,}")
# Where a literal is shown as it stands: an element's text, a tooltip, an accessible name.
_SHOWN = re.compile(
    r"""(?:\btext|\btitle|"aria-label"|\blabel)\s*:\s*$|"""
    r"""\.(?:textContent|title|placeholder)\s*=\s*$"""
)
# A class list: `class: "a b"`, `class: ["a", …]`, `className = "a "`, `classList.x("a")`.
_CLASS = re.compile(r"""(?:\bclass\s*:\s*(?:\[[^\]\n]*)?|\bclassName\s*=\s*|\bclassList\.\w+\()$""")
_COMPARED = re.compile(r"""[!=]==\s*$""")
# Python's own source, run by the worker: `runPython("…")`, `const BRIDGE_PY = `…``.
_PYTHON = re.compile(r"""(?:\brunPython\(|\b[A-Z_]+_PY\s*=)\s*`?$""")
_HEADER = re.compile(r"^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$")  # an HTTP header's name
_SELECTOR_TOKEN = re.compile(r"^[\w-]*(?:[#.][\w-]+|\[[^\]]*\]|:[\w-]+)*[,>+~]?$")
_DIAGNOSTIC = re.compile(r"\bthrow\b|\bconsole\.\w+\(")


def english(text: str) -> bool:
    """Whether a literal's text reads as words for a reader (see the module's docstring)."""
    words = _WORD.findall(text)
    if not words:
        return False
    capitalised = any(w[0].isupper() and w[1:].islower() for w in words)
    return bool(re.search(r"\s", text)) or capitalised


def selector(text: str) -> bool:
    """A CSS selector such as `#inputs input, #inputs textarea` or `.tabs [role="tab"]`."""
    tokens = text.split()
    return (
        any(t[0] in "#.[" for t in tokens)
        and all(_SELECTOR_TOKEN.match(t) for t in tokens)
        and not text.rstrip().endswith(".")
    )


def problems(source: str) -> list[str]:
    """The literals of one script a reader would see as English, each with its line."""
    code = strip(source)
    out = []
    for at, text in literals(code):
        before = code[max(0, at - 80) : at].rsplit("\n", 1)[-1]
        line_start = code.rfind("\n", 0, at) + 1
        line = code[line_start : code.find("\n", at) if "\n" in code[at:] else len(code)]
        if text == "use strict" or _DIAGNOSTIC.search(line):
            continue
        if (
            _CLASS.search(before)
            or _COMPARED.search(before)
            or _PYTHON.search(code[max(0, at - 80) : at])
        ):
            continue
        if selector(text) or _HEADER.match(text):
            continue
        if english(text) or (_SHOWN.search(before) and _WORD.search(text)):
            where = source.find(text)
            out.append(f"line {source.count(chr(10), 0, max(where, 0)) + 1}: {text!r}")
    return out


# Written cases: what a reader would see, and what only looks like words.
SHOWN = [
    'h("p", { text: "Copied." });',
    'note.textContent = "Run once to get a link.";',
    'h("summary", null, "Raw model answer");',
    'el.title = "hint";',
    'h("li", null, "Attempt " + n + ": gate");',
    'var cols = ["Severity", "Finding"];',
    "var s = `Loading ${part} now`;",
    "h('strong', { text: 'prev' });",
]
NOT_SHOWN = [
    '"use strict";',
    'h("div", { class: "why-card preview", "data-testid": "why-card" });',
    'h("td", { class: ["stage-cell", stop ? "is-stop" : null], "aria-hidden": "true" });',
    'document.querySelectorAll("#inputs input, #inputs textarea");',
    'document.querySelector(\'.tabs [role="tab"][aria-selected="true"]\');',
    'if (e.key === "Escape") close();',
    'throw new Error("h(): attribute " + key + " is not allowed; use classes");',
    'console.warn("blob import failed", String(error));',
    'text = word("listSeparator") + vocab.count("unsafeBanner", n);',
    "r = /^(Solved|Not yet): /.test(s);",
    'req.headers.get("Content-Type");',
    'x = pyodide.runPython("import sys; sys.path");',
]


@pytest.mark.parametrize("code", SHOWN)
def test_words_a_reader_sees_are_found(code: str) -> None:
    assert problems(code), code


@pytest.mark.parametrize("code", NOT_SHOWN)
def test_ids_classes_selectors_and_diagnostics_pass(code: str) -> None:
    assert not problems(code), code


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_script_builds_english(path: Path) -> None:
    """Each word the page shows comes from Python (core/page/words.py and the vocabulary)."""
    found = problems(path.read_text(encoding="utf-8"))
    assert not found, (
        f"{path.relative_to(ROOT)} shows words of its own; put each in core/page/words.py "
        "(a template with {named} places, filled by vocab.word) and use it by id:\n"
        + "\n".join(found)
    )
