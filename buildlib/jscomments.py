"""JavaScript without its comments and indentation: the page's scripts as dist/ ships them.

The page's own scripts are about a fifth comments; the sandboxed page downloads them with every
load. `strip` reads the code as JavaScript's lexer does (strings, template literals with nested
`${…}`, regular-expression literals, comments) and drops only comments and the spaces that start
a line of code: what is inside a string, a template or a regex is never touched. A comment that
holds a line break becomes a line break, so automatic semicolon insertion reads the code as before.
`tests/test_jscomments.py` holds it to that on the page's sources and on written cases, and checks
the output with the pinned Node.js's syntax check.
"""

from __future__ import annotations

# Where a `/` starts a regular expression rather than a division: after one of these
# punctuators, after one of these keywords, or at the start of the code.
_REGEX_AFTER_PUNCT = frozenset("(,=:[!&|?{};+-*%<>~^")
_REGEX_AFTER_WORDS = frozenset(
    "return typeof case in of delete void throw new else do instanceof yield await".split()
)


class JsSyntaxError(ValueError):
    """The text is not JavaScript this lexer can read (an unterminated string or comment)."""


def strip(source: str) -> str:
    """`source` without comments and without the indentation of its lines of code."""
    out: list[str] = []
    i, n = 0, len(source)
    # the stack of open template literals: for each, the brace depth of its `${…}` code
    templates: list[int] = []
    depth = 0  # brace depth of the code being read (within the innermost `${…}`)
    last = ""  # the last significant character or word of code, to tell a regex from a division
    line_start = True  # only spaces so far on this line of output

    def emit(text: str) -> None:
        nonlocal line_start
        if text == "\n":  # no spaces before a line break (they were before a comment)
            while out and out[-1].endswith((" ", "\t")):
                out[-1] = out[-1].rstrip(" \t")
                if out[-1]:
                    break
                out.pop()
        out.append(text)
        if text:
            line_start = text.endswith("\n")

    def read_template(at: int) -> int:
        """Copy a template literal's text from `at`; return where the code goes on."""
        nonlocal depth, last, line_start
        end = _template(source, at, out)
        line_start = False
        if end < 0:  # reached `${`: its code is read next, at a brace depth of its own
            templates.append(depth)
            depth, last = 0, "("
            return -end
        last = "a"
        return end

    while i < n:
        c = source[i]
        if c == "\n":
            if not line_start:  # an empty line of code says nothing
                emit("\n")
            i += 1
            continue
        if c in " \t" and line_start:
            i += 1  # indentation of a line of code
            continue
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end + 1 if line_start else end  # a whole line: its break too
            continue
        if source.startswith("/*", i):
            end = source.find("*/", i + 2)
            if end < 0:
                raise JsSyntaxError(f"unterminated comment at {i}")
            body = source[i : end + 2]
            i = end + 2
            if line_start:
                # on a line of its own: drop it, and its line break if nothing follows it
                while i < n and source[i] in " \t":
                    i += 1
                if i < n and source[i] == "\n":
                    i += 1
            else:
                emit("\n" if "\n" in body else " ")
            continue
        if c in "'\"":
            j = _string_end(source, i, c)
            emit(source[i:j])
            i, last = j, "a"
            continue
        if c == "`":
            i = read_template(i + 1)
            continue
        if c == "/" and (last == "" or last in _REGEX_AFTER_PUNCT or last in _REGEX_AFTER_WORDS):
            j = _regex_end(source, i)
            emit(source[i:j])
            i, last = j, "a"
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            if depth == 0 and templates:
                # the end of a `${…}`: back into the template literal (which copies the brace)
                depth = templates.pop()
                i = read_template(i + 1)
                continue
            depth -= 1
        if c.isalnum() or c in "_$":
            j = i
            while j < n and (source[j].isalnum() or source[j] in "_$"):
                j += 1
            word = source[i:j]
            emit(word)
            i = j
            last = word if word in _REGEX_AFTER_WORDS else "a"
            continue
        emit(c)
        i += 1
        if c not in " \t\r":
            last = c if c in _REGEX_AFTER_PUNCT else "a"
    if templates:
        raise JsSyntaxError("unterminated template literal")
    return "".join(out)


def _string_end(source: str, i: int, quote: str) -> int:
    """The index just past the string literal that starts at `i`."""
    j = i + 1
    while j < len(source):
        ch = source[j]
        if ch == "\\":
            j += 2
            continue
        if ch == quote:
            return j + 1
        if ch == "\n":
            break
        j += 1
    raise JsSyntaxError(f"unterminated string at {i}")


def _template(source: str, i: int, out: list[str]) -> int:
    """Copy a template literal's text from `i` (after its backtick or a `}`) to `out`; return
    the index past its closing backtick, or minus the index past a `${` that opens code."""
    j = i
    start = i - 1
    while j < len(source):
        ch = source[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "`":
            out.append(source[start : j + 1])
            return j + 1
        if source.startswith("${", j):
            out.append(source[start : j + 2])
            return -(j + 2)
        j += 1
    raise JsSyntaxError(f"unterminated template literal at {start}")


def _regex_end(source: str, i: int) -> int:
    """The index just past the regular-expression literal (and its flags) that starts at `i`."""
    j = i + 1
    in_class = False
    while j < len(source):
        ch = source[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "\n":
            break
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "/":
            j += 1
            while j < len(source) and (source[j].isalnum() or source[j] == "_"):
                j += 1
            return j
        j += 1
    raise JsSyntaxError(f"unterminated regular expression at {i}")
