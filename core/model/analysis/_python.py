"""Risky constructs in Python source, read with `ast` (imports and aliases resolved).

Source is read with the Python 3.11 grammar on every runtime (`feature_version=(3, 11)` plus a
replay of 3.11's f-string rules on 3.12+), so CPython 3.11 and Pyodide 3.14 find the same things.
Known leftovers, all in code that one of them rejects: the error line for some syntax errors
(for example `except A, B:`), a space after an f-string `!r` conversion and format specs nested
three deep are accepted on 3.12+ but not on 3.11.
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
import warnings

from ...types import Severity
from ._common import Hit, shorten

# Calls that run a command through a shell whatever their arguments.
_ALWAYS_SHELL = {
    "os.system": "os.system",
    "os.popen": "os.popen",
    "posix.system": "os.system",
    "subprocess.getoutput": "subprocess.getoutput",
    "subprocess.getstatusoutput": "subprocess.getstatusoutput",
    "asyncio.create_subprocess_shell": "asyncio.create_subprocess_shell",
}
# Calls that run a shell only when given shell=True.
_SHELL_KW = frozenset(
    {
        "subprocess.run",
        "subprocess.call",
        "subprocess.check_call",
        "subprocess.check_output",
        "subprocess.Popen",
    }
)
_DESERIALIZERS = frozenset(
    f"{mod}.{fn}"
    for mod in ("pickle", "_pickle", "cPickle", "dill", "cloudpickle")
    for fn in ("load", "loads", "Unpickler")
) | {"marshal.load", "marshal.loads", "jsonpickle.decode", "shelve.open"}
_YAML_LOAD = frozenset({"yaml.load", "yaml.load_all"})
_YAML_UNSAFE = frozenset({"yaml.unsafe_load", "yaml.unsafe_load_all"})
_YAML_SAFE_LOADERS = frozenset({"SafeLoader", "CSafeLoader", "BaseLoader", "CBaseLoader"})
_WEAK_HASHES = frozenset({"hashlib.md5", "hashlib.sha1"})
_HTTP_METHODS = frozenset({"get", "post", "put", "patch", "delete", "head", "options", "request"})
_SQL_METHODS = frozenset({"execute", "executemany", "executescript"})
_BUILTIN_EVAL = {"eval": "eval", "exec": "exec", "builtins.eval": "eval", "builtins.exec": "exec"}
_CREDENTIAL_NAME = re.compile(
    r"(?:^|_)(?:password|passwd|pwd|secret|token|api_?key|secret_?key|access_?key|"
    r"private_?key|client_?secret|access_?key_?id)$",
    re.IGNORECASE,
)
# Names of interest that a `from module import *` can bring into scope.
_STAR_TARGETS = (
    frozenset(_ALWAYS_SHELL)
    | _SHELL_KW
    | _DESERIALIZERS
    | _YAML_LOAD
    | _YAML_UNSAFE
    | {"tempfile.mktemp"}
)


_FSTRING_HINT = re.compile(r"(?<![\w])(?:[fF]|[rR][fF]|[fF][rR])['\"]")
_FSTRING_START = getattr(tokenize, "FSTRING_START", -1)
_FSTRING_MIDDLE = getattr(tokenize, "FSTRING_MIDDLE", -1)
_FSTRING_END = getattr(tokenize, "FSTRING_END", -1)


def py311_fstring_error(source: str) -> int | None:
    """On Python 3.12+, the line where 3.11 would reject an f-string (PEP 701), else None.

    `ast.parse(feature_version=(3, 11))` does not undo PEP 701, so Pyodide (3.14) would read
    f-strings that CPython 3.11 cannot: reused quotes, backslashes, comments or line breaks inside
    a replacement field. This replays 3.11's rule on the 3.12+ tokens, best effort, so both
    runtimes agree. Call it only on source that already parsed.
    """
    if sys.version_info < (3, 12) or not _FSTRING_HINT.search(source):
        return None
    stack: list[tuple[str, int]] = []  # (quote, line) of each open f-string, outermost first
    pending = False  # a comment or backslash inside the outermost f-string's fields
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if not stack:
                if tok.type == _FSTRING_START:
                    stack.append((tok.string.lstrip("rRfFbBuU"), tok.start[0]))
                    pending = False
                continue
            own = tok.type in (_FSTRING_MIDDLE, _FSTRING_END)
            enclosing = stack[:-1] if own else stack
            outer_quote, outer_line = stack[0]
            if not (own and len(stack) == 1):
                if len(outer_quote) == 1 and tok.start[0] > outer_line:
                    return outer_line
                for quote, _ in enclosing:
                    at = tok.string.find(quote)
                    if at >= 0:
                        return tok.start[0] + tok.string.count("\n", 0, at)
                if tok.type == tokenize.COMMENT or "\\" in tok.string:
                    pending = True
            if tok.type == _FSTRING_START:
                stack.append((tok.string.lstrip("rRfFbBuU"), tok.start[0]))
            elif tok.type == _FSTRING_END:
                stack.pop()
                if not stack and pending:
                    return tok.start[0]
    except (tokenize.TokenError, SyntaxError, ValueError):
        return None
    return None


def _parse(source: str) -> ast.Module:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(source, feature_version=(3, 11))


def python_hits(source: str) -> list[Hit] | int:
    """Hits for risky constructs in `source`, or the line where it fails to parse."""
    if "\x00" in source:
        return source.count("\n", 0, source.index("\x00")) + 1
    try:
        tree = _parse(source)
    except SyntaxError as exc:
        return exc.lineno or 1
    except (ValueError, RecursionError, MemoryError):
        return 1
    fstring_error = py311_fstring_error(source)
    if fstring_error is not None:
        return fstring_error
    try:
        return _Scanner(tree).hits()
    except RecursionError:
        return 1


def _dotted(node: ast.expr) -> str | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _is_str(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _is_const(node: ast.expr | None, value: object) -> bool:
    return isinstance(node, ast.Constant) and node.value is value


def _kw(call: ast.Call, name: str) -> ast.expr | None:
    for k in call.keywords:
        if k.arg == name:
            return k.value
    return None


def _arg(call: ast.Call, index: int, name: str) -> ast.expr | None:
    if len(call.args) > index and not isinstance(call.args[index], ast.Starred):
        return call.args[index]
    return _kw(call, name)


def _is_formatted_string(node: ast.expr) -> bool:
    """True for f-strings with fields, `"..." % x`, `"..." + x` and `"...".format(...)`."""
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.FormattedValue) for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod | ast.Add):
        has_field = not _is_str(node.right)
        left = node.left
        while isinstance(left, ast.BinOp) and isinstance(left.op, ast.Mod | ast.Add):
            has_field = has_field or not _is_str(left.right)
            left = left.left
        return has_field and (_is_str(left) or isinstance(left, ast.JoinedStr))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "format" and _is_str(node.func.value)
    return False


class _Scanner:
    """Walks one module once (iteratively) and collects hits."""

    def __init__(self, tree: ast.Module) -> None:
        self.tree = tree
        self.aliases: dict[str, str] = {}
        self.star_modules: list[str] = []
        self.defined: set[str] = set()
        self.out: list[Hit] = []
        self._collect_names()

    def _collect_names(self) -> None:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        self.aliases[a.asname] = a.name
                    else:
                        top = a.name.split(".")[0]
                        self.aliases[top] = top
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for a in node.names:
                    if a.name == "*":
                        self.star_modules.append(node.module)
                    else:
                        self.aliases[a.asname or a.name] = f"{node.module}.{a.name}"
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                self.defined.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                self.defined.add(node.id)

    def resolve(self, func: ast.expr) -> str | None:
        """The dotted name a call target refers to, with import aliases replaced."""
        dotted = _dotted(func)
        if dotted is None:
            return None
        head, _, rest = dotted.partition(".")
        if head in self.aliases:
            full = self.aliases[head]
            return f"{full}.{rest}" if rest else full
        if not rest:
            for mod in self.star_modules:
                if f"{mod}.{head}" in _STAR_TARGETS:
                    return f"{mod}.{head}"
            if head in self.defined:
                return f"<local>.{head}"
        return dotted

    def add(self, rule: str, node: ast.AST, severity: Severity, what: str, action: str) -> None:
        line = getattr(node, "lineno", 1)
        self.out.append(Hit(rule, line if isinstance(line, int) else 1, severity, what, action))

    def hits(self) -> list[Hit]:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call):
                self._call(node)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    self._credential(target, node.value, node)
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                self._credential(node.target, node.value, node)
            elif isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if key is not None and _is_str(key):
                        assert isinstance(key, ast.Constant)
                        self._credential_value(str(key.value), value, key)
        return self.out

    # -- calls ----------------------------------------------------------------------------

    def _call(self, call: ast.Call) -> None:
        name = self.resolve(call.func)
        for k in call.keywords:
            if k.arg is not None:
                self._credential_value(k.arg, k.value, k)
        if name is not None:
            self._named_call(name, call)
        if isinstance(call.func, ast.Attribute):
            self._method_call(call.func.attr, name, call)

    def _named_call(self, name: str, call: ast.Call) -> None:
        if name in _BUILTIN_EVAL:
            fn = _BUILTIN_EVAL[name]
            if _is_str(_arg(call, 0, "source")):
                self.add(
                    fn,
                    call,
                    "warn",
                    f"calls {fn}() on a constant string",
                    "Replace the dynamic code with ordinary code or a lookup table.",
                )
            else:
                self.add(
                    fn,
                    call,
                    "high",
                    f"calls {fn}() on a value that is not a literal, which runs arbitrary code",
                    "Never run code built from input; use ast.literal_eval, json or a dispatch "
                    "table instead.",
                )
        elif name in ("compile", "builtins.compile"):
            if not _is_str(_arg(call, 0, "source")):
                self.add(
                    "compile",
                    call,
                    "warn",
                    "calls compile() on a value that is not a literal",
                    "Make sure the compiled source never comes from users or files they control.",
                )
        elif name in _ALWAYS_SHELL:
            self.add(
                "shell",
                call,
                "high",
                f"calls {_ALWAYS_SHELL[name]}, which runs its command through a shell",
                "Use subprocess.run with a list of arguments and no shell.",
            )
        elif name in _SHELL_KW:
            self._shell_kw(name, call)
        elif name in _DESERIALIZERS:
            self.add(
                "deserialization",
                call,
                "high",
                f"calls {name}, which can run code while loading untrusted data",
                "Load untrusted data with a data-only format such as JSON, or sign and verify it.",
            )
        elif name in _YAML_LOAD:
            self._yaml_load(name, call)
        elif name in _YAML_UNSAFE:
            self.add(
                "yaml-load",
                call,
                "high",
                f"calls {name}, which can build arbitrary Python objects",
                "Use yaml.safe_load.",
            )
        elif name == "tempfile.mktemp":
            self.add(
                "mktemp",
                call,
                "warn",
                "calls tempfile.mktemp, whose file name another process can claim first",
                "Use tempfile.mkstemp or tempfile.NamedTemporaryFile.",
            )
        elif name in _WEAK_HASHES and not _is_const(_kw(call, "usedforsecurity"), False):
            self.add(
                "weak-hash",
                call,
                "info",
                f"uses {name}, a hash too weak for passwords, tokens or signatures",
                "Use hashlib.sha256 (or a password hash such as hashlib.scrypt) for security; "
                "pass usedforsecurity=False for plain checksums.",
            )
        elif name == "ssl._create_unverified_context":
            self._tls_off(call)

    def _shell_kw(self, name: str, call: ast.Call) -> None:
        shell = _kw(call, "shell")
        if shell is None or _is_const(shell, False) or _is_const(shell, None):
            return
        if _is_const(shell, True):
            self.add(
                "subprocess-shell",
                call,
                "high",
                f"calls {name} with shell=True, so the command string is parsed by a shell",
                "Pass the command as a list of arguments and drop shell=True.",
            )
        else:
            self.add(
                "subprocess-shell",
                call,
                "warn",
                f"calls {name} with a shell= flag that may be true",
                "Pass the command as a list of arguments and drop the shell flag.",
            )

    def _yaml_load(self, name: str, call: ast.Call) -> None:
        loader = _arg(call, 1, "Loader")
        loader_name = _dotted(loader) if loader is not None else None
        if loader_name is not None and loader_name.split(".")[-1] in _YAML_SAFE_LOADERS:
            return
        if loader is None:
            what = f"calls {name} without a safe Loader"
        else:
            what = f"calls {name} with {shorten(loader_name or 'a computed loader', 40)}"
        self.add(
            "yaml-load",
            call,
            "high",
            f"{what}, which can build arbitrary Python objects",
            "Use yaml.safe_load (or Loader=yaml.SafeLoader).",
        )

    def _method_call(self, attr: str, name: str | None, call: ast.Call) -> None:
        verify = _kw(call, "verify")
        is_http = attr in _HTTP_METHODS or (
            name is not None and name.split(".")[0] in ("requests", "httpx")
        )
        if is_http and _is_const(verify, False):
            self._tls_off(call)
        if attr == "run" and _is_const(_kw(call, "debug"), True):
            self.add(
                "debug-mode",
                call,
                "warn",
                "starts a server with debug=True, which exposes an interactive debugger",
                "Turn debug off outside local development (read it from configuration).",
            )
        first = _arg(call, 0, "sql")
        if attr in _SQL_METHODS and first is not None and _is_formatted_string(first):
            self.add(
                "sql-injection",
                call,
                "high",
                f"builds the SQL passed to .{attr}() with string formatting",
                "Use query parameters (placeholders) instead of formatting values into SQL.",
            )

    def _tls_off(self, call: ast.Call) -> None:
        self.add(
            "tls-verify-off",
            call,
            "warn",
            "turns off TLS certificate verification",
            "Keep verification on; trust a private CA with a CA bundle instead.",
        )

    # -- hard-coded credentials ------------------------------------------------------------

    def _credential(self, target: ast.expr, value: ast.expr, node: ast.AST) -> None:
        if isinstance(target, ast.Name):
            self._credential_value(target.id, value, node)
        elif isinstance(target, ast.Attribute):
            self._credential_value(target.attr, value, node)

    def _credential_value(self, name: str, value: ast.expr, node: ast.AST) -> None:
        if not _CREDENTIAL_NAME.search(name) or not isinstance(value, ast.Constant):
            return
        text = value.value
        if not isinstance(text, str) or len(text.strip()) < 3 or "REDACTED" in text:
            return
        if text.startswith(("${", "{{", "<", "%(")) or " " in text.strip():
            return
        self.add(
            "hardcoded-credential",
            node,
            "warn",
            f"assigns a hard-coded string to {shorten(name, 40)}",
            "Read credentials from the environment or a secret store, and rotate this one.",
        )
