"""The page's scripts lose their comments and indentation in dist/, and nothing else: strings,
template literals (with nested `${…}`) and regular expressions keep every character, a comment that
holds a line break leaves one (so `return /* … */ x` still returns nothing), and the built scripts
pass the pinned Node.js's syntax check."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from helpers import built_files, load_build

from buildlib.jscomments import JsSyntaxError, strip

ROOT = Path(__file__).resolve().parent.parent

CASES = [
    ("a = 1; // note\nb = 2;\n", "a = 1;\nb = 2;\n"),
    ("  // a whole line\n  x();\n", "x();\n"),
    ("/* a\n   block */\nx();\n", "x();\n"),
    ("x(); /* inline */ y();\n", "x();   y();\n"),
    # a comment with a line break ends the statement after `return`, as in the source
    ("return /* a\n */ x\n", "return\nx\n"),
    ("s = 'a // not a comment /* either */';\n", "s = 'a // not a comment /* either */';\n"),
    ('u = "http://example.com";\n', 'u = "http://example.com";\n'),
    ("t = `a // ${b /* c */ + `d ${e}`} //x`;\n", "t = `a // ${b   + `d ${e}`} //x`;\n"),
    ("r = /[/*]\\/\\/x/g.test(s); // c\n", "r = /[/*]\\/\\/x/g.test(s);\n"),
    ("q = a / b / c; // c\n", "q = a / b / c;\n"),
    # a template literal's lines keep their spaces and what looks like comments
    ("const P = `\n  import x\n  // kept\n`;\n", "const P = `\n  import x\n  // kept\n`;\n"),
    ("if (x) {\n    y = {a: 1};\n}\n", "if (x) {\ny = {a: 1};\n}\n"),
    ("f(a, /'\"`/.source); /* done */\n", "f(a, /'\"`/.source);\n"),
]


@pytest.mark.parametrize(("source", "expected"), CASES)
def test_comments_and_indentation_go_and_nothing_else(source: str, expected: str) -> None:
    assert strip(source) == expected


@pytest.mark.parametrize("source", ["'open", "/* open", "`open ${x}", "x = /open\n"])
def test_unterminated_code_is_an_error(source: str) -> None:
    with pytest.raises(JsSyntaxError):
        strip(source)


@pytest.mark.parametrize(
    "path", sorted((ROOT / "web").rglob("*.js")), ids=lambda p: p.relative_to(ROOT).as_posix()
)
def test_each_page_script_strips_once_for_all(path: Path) -> None:
    """Stripping a stripped script changes nothing, and what is left is smaller."""
    source = path.read_text(encoding="utf-8")
    once = strip(source)
    assert strip(once) == once
    assert len(once) < len(source)


@pytest.mark.slow
def test_the_built_scripts_pass_nodes_syntax_check(tmp_path: Path) -> None:
    build = load_build()
    node = build.node_binary(build.load_lock())
    files = built_files()
    for name in ("page.js", "runtime/loader.js", "runtime/worker.js"):
        text = files[name].decode("utf-8")
        assert "\n//" not in text and "\n/*" not in text, name
        out = tmp_path / name.replace("/", "_")
        out.write_text(text, encoding="utf-8")
        proc = subprocess.run(
            [str(node), "--check", str(out)], capture_output=True, text=True, check=False
        )
        assert proc.returncode == 0, (name, proc.stderr[-2000:])
