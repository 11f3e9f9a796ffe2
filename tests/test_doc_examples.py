"""Every ```python block of README.md and docs/*.md runs as written, from the repo root, in a fresh
interpreter: a reader who pastes one gets no error."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# A fence opens with ``` or ~~~ (three or more), optionally indented, and closes with the same
# run of the same character (CommonMark); its info string's first word names the language.
_OPEN = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})\s*(?P<info>[^\s`]*)")


def python_blocks(path: Path) -> list[tuple[int, str]]:
    """(line of the opening fence, code) of each ```python block in `path`."""
    out: list[tuple[int, str]] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        opened = _OPEN.match(lines[i])
        if opened is None:
            i += 1
            continue
        fence, indent = opened["fence"], len(opened["indent"])
        start, body = i + 1, []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(fence):
            line = lines[i]
            body.append(line[min(indent, len(line) - len(line.lstrip(" "))) :])
            i += 1
        i += 1  # the closing fence (or the end of the file, which closes it too)
        if opened["info"].lower() in ("python", "py", "python3"):
            out.append((start, "\n".join(body) + "\n"))
    return out


BLOCKS = [
    pytest.param(code, id=f"{path.relative_to(ROOT)}:{line}")
    for path in DOCS
    for line, code in python_blocks(path)
]


def test_the_block_finder_reads_fences_as_markdown_does(tmp_path: Path) -> None:
    doc = tmp_path / "x.md"
    doc.write_text(
        "text\n```python\nprint(1)\n```\n\n````md\n```python\nnot a block\n```\n````\n"
        "  ```py\n  x = 2\n  ```\n```sh\nls\n```\n",
        encoding="utf-8",
    )
    assert python_blocks(doc) == [(2, "print(1)\n"), (11, "x = 2\n")]


@pytest.mark.parametrize("code", BLOCKS)
def test_doc_example_runs(code: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, f"the example failed:\n{code}\n{done.stderr[-3000:]}"
