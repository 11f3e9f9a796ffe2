"""Line-based rules for files that are not Python: JS/TS/HTML, shell-like files and workflows."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...types import Severity
from ._common import Hit, shorten


@dataclass(frozen=True)
class LineRule:
    rule: str
    pattern: re.Pattern[str]
    severity: Severity
    what: str
    action: str


_JS_COMMENT = ("//", "/*", "*", "<!--")
_SH_COMMENT = ("#",)

# `el.innerHTML = ''` (clearing or a fixed string) is not a sink for input.
_INNER_HTML = re.compile(r"\.(innerHTML|outerHTML)\s*(?:\+=|=(?!=))\s*(.*)$")
_PLAIN_LITERAL = re.compile(r"""^(['"])[^'"\\]*\1\s*;?\s*$|^`[^`$\\]*`\s*;?\s*$""")

JS_RULES: tuple[LineRule, ...] = (
    LineRule(
        "js-document-write",
        re.compile(r"\bdocument\s*\.\s*write(?:ln)?\s*\("),
        "warn",
        "writes HTML with document.write",
        "Build DOM nodes and set textContent instead.",
    ),
    LineRule(
        "js-insert-adjacent-html",
        re.compile(r"\.insertAdjacentHTML\s*\("),
        "warn",
        "inserts HTML with insertAdjacentHTML",
        "Insert text with insertAdjacentText or sanitise the HTML first.",
    ),
    LineRule(
        "js-eval",
        re.compile(r"(?<![\w$.])eval\s*\("),
        "high",
        "calls eval(), which runs a string as code",
        "Parse data with JSON.parse and dispatch on values instead of running code.",
    ),
    LineRule(
        "js-new-function",
        re.compile(r"\bnew\s+Function\s*\("),
        "high",
        "builds a function from a string with new Function(), which runs it as code",
        "Write the function normally; never build code from strings.",
    ),
    LineRule(
        "js-string-timer",
        re.compile(r"\bset(?:Timeout|Interval)\s*\(\s*['\"`]"),
        "warn",
        "passes a string to a timer, which runs it like eval()",
        "Pass a function to setTimeout/setInterval instead of a string.",
    ),
    LineRule(
        "js-dangerously-set-inner-html",
        re.compile(r"\bdangerouslySetInnerHTML\b"),
        "warn",
        "renders raw HTML with dangerouslySetInnerHTML",
        "Render text through JSX, or sanitise the HTML with a vetted sanitiser first.",
    ),
)

_CHILD_PROCESS_BIND = re.compile(
    r"(?:(?:const|let|var)\s+(\w+)\s*=\s*require\(\s*['\"](?:node:)?child_process['\"]\s*\)"
    r"|import\s+(?:\*\s+as\s+)?(\w+)\s+from\s+['\"](?:node:)?child_process['\"])"
)
_CHILD_PROCESS_DIRECT = re.compile(r"(?<![\w$.])(?:exec|execSync)\s*\(")

SHELL_RULES: tuple[LineRule, ...] = (
    LineRule(
        "curl-pipe-shell",
        re.compile(r"\b(?:curl|wget)\b[^|\n]{0,1000}\|\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\b"),
        "high",
        "pipes a download straight into a shell",
        "Download to a file, check its checksum or signature, then run it.",
    ),
    LineRule(
        "chmod-777",
        re.compile(r"\bchmod\s+(?:-[A-Za-z]+\s+)*(?:0?777|a\+rwx)\b"),
        "warn",
        "makes files writable by everyone with chmod 777",
        "Grant only the permissions needed (for example 755 or 644) to the right owner.",
    ),
)

_RUN_KEY = re.compile(r"^(\s*)(?:-\s+)?run\s*:\s*(.*)$")
_EXPRESSION = re.compile(r"\$\{\{\s*([^}]{0,300}?)\s*\}\}")
_UNTRUSTED = re.compile(r"\bgithub\s*\.\s*(?:event\s*\.\s*[\w.*\[\]'\"-]+|head_ref)\b")
_SAFE_TAIL = frozenset({"number", "id", "sha", "merged", "draft", "run_id", "run_number"})
_PR_TARGET = re.compile(r"\bpull_request_target\b")
_HEAD_CHECKOUT = re.compile(
    r"^\s*(?:-\s+)?ref\s*:.*(?:github\.event\.pull_request\.head\.(?:sha|ref)"
    r"|github\.head_ref|refs/pull/)"
)


def _is_comment(line: str, markers: tuple[str, ...]) -> bool:
    return line.lstrip().startswith(markers)


def js_hits(lines: list[str]) -> list[Hit]:
    """Hits for XSS sinks, dynamic code and child_process calls in JS/TS/HTML lines."""
    text = "\n".join(lines)
    cp_names = sorted({a or b for a, b in _CHILD_PROCESS_BIND.findall(text)})
    cp_call = (
        re.compile(r"(?<![\w$.])(?:" + "|".join(cp_names) + r")\s*\.\s*(?:exec|execSync)\s*\(")
        if cp_names
        else None
    )
    uses_child_process = "child_process" in text
    out: list[Hit] = []
    for n, line in enumerate(lines, 1):
        if _is_comment(line, _JS_COMMENT):
            continue
        m = _INNER_HTML.search(line)
        if m and not _PLAIN_LITERAL.match(m.group(2)):
            out.append(
                Hit(
                    "js-inner-html",
                    n,
                    "high",
                    f"assigns a computed value to {m.group(1)}, an XSS sink",
                    "Set textContent, or sanitise the HTML with a vetted sanitiser first.",
                )
            )
        out.extend(
            Hit(r.rule, n, r.severity, r.what, r.action) for r in JS_RULES if r.pattern.search(line)
        )
        direct = uses_child_process and _CHILD_PROCESS_DIRECT.search(line)
        if direct or (cp_call is not None and cp_call.search(line)):
            out.append(
                Hit(
                    "js-child-process-exec",
                    n,
                    "high",
                    "runs a command through a shell with child_process.exec",
                    "Use execFile or spawn with an argument array and no shell.",
                )
            )
    return out


def shell_hits(lines: list[str]) -> list[Hit]:
    """Hits for `curl | sh` and `chmod 777` in shell scripts, Dockerfiles and YAML."""
    return [
        Hit(r.rule, n, r.severity, r.what, r.action)
        for n, line in enumerate(lines, 1)
        if not _is_comment(line, _SH_COMMENT)
        for r in SHELL_RULES
        if r.pattern.search(line)
    ]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _run_lines(lines: list[str]) -> list[tuple[int, str]]:
    """(line number, text) of every script line inside a `run:` key (inline or block)."""
    out: list[tuple[int, str]] = []
    block_indent: int | None = None
    for n, line in enumerate(lines, 1):
        if block_indent is not None:
            if not line.strip() or _indent(line) > block_indent:
                out.append((n, line))
                continue
            block_indent = None
        m = _RUN_KEY.match(line)
        if m is None or _is_comment(line, _SH_COMMENT):
            continue
        rest = m.group(2).strip()
        if rest[:1] in ("|", ">"):
            block_indent = len(m.group(1))
        elif rest:
            out.append((n, rest))
    return out


def workflow_hits(lines: list[str]) -> list[Hit]:
    """Hits for `pull_request_target` with a PR-head checkout and for expressions in `run:`."""
    out: list[Hit] = []
    for n, line in _run_lines(lines):
        worst: tuple[Severity, str] | None = None
        for expr in _EXPRESSION.findall(line):
            m = _UNTRUSTED.search(expr)
            if m is None:
                continue
            tail = re.split(r"[.\s]+", m.group(0))[-1]
            severity: Severity = "warn" if tail in _SAFE_TAIL else "high"
            if worst is None or (severity == "high" and worst[0] != "high"):
                worst = (severity, m.group(0))
        if worst is not None:
            out.append(
                Hit(
                    "gha-script-injection",
                    n,
                    worst[0],
                    f"puts ${{{{ {shorten(worst[1], 60)} }}}} straight into a run: script, "
                    "where text from the event can inject shell commands",
                    "Pass the value through an env: variable and quote it in the script.",
                )
            )
    triggers = [
        n
        for n, line in enumerate(lines, 1)
        if not _is_comment(line, _SH_COMMENT) and _PR_TARGET.search(line)
    ]
    if not triggers:
        return out
    checkouts = [
        n
        for n, line in enumerate(lines, 1)
        if not _is_comment(line, _SH_COMMENT) and _HEAD_CHECKOUT.search(line)
    ]
    out.extend(
        Hit(
            "gha-pr-target-checkout",
            n,
            "high",
            "checks out the pull request's code in a pull_request_target workflow, "
            "which runs with the repository's secrets and write token",
            "Use the pull_request trigger for untrusted code, or never check out or run "
            "the PR head under pull_request_target.",
            extra_lines=(triggers[0],),
        )
        for n in checkouts
    )
    if not checkouts:
        out.append(
            Hit(
                "gha-pr-target",
                triggers[0],
                "warn",
                "triggers on pull_request_target, which runs with the repository's secrets",
                "Make sure no step checks out or runs code from the pull request.",
            )
        )
    return out
