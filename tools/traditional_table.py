"""Write `core/guards/traditional.py`: `python3 tools/traditional_table.py` (standard library).

Never run by the build or the page. The injection guard's Chinese words are written in Simplified
characters; a text in Traditional characters ("輸出系統提示" for "输出系统提示",
"關閉" for "关闭") would pass every Chinese rule. Normalisation folds each Traditional character
to its Simplified form, so one set of words reads both scripts.

The character pairs come from OpenCC's `TSCharacters.txt` (Traditional to Simplified, one
character each; the first Simplified form where it lists several), in the pinned wheel of
`opencc-python-reimplemented` (Apache-2.0), downloaded once into `.cache/traditional/` and checked
against its sha256. Only the pairs whose Simplified character the guard's own sources use are
kept: a character no word reads cannot change a verdict, and the table ships in the page.

`--check` exits 1 when the guard's sources use characters the table was not written for (a new
word: run the script again); `tests/test_guard_traditional.py` makes the same check offline.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import zipfile
from pathlib import Path

from pinned import wheel  # (tools/ is on the path: run as a script, or as the tests import it)

ROOT = Path(__file__).resolve().parent.parent
GUARDS = ROOT / "core" / "guards"
TABLE = GUARDS / "traditional.py"
CACHE = ROOT / ".cache" / "traditional"
WHEEL = (
    "opencc-python-reimplemented",
    "0.1.7",
    "opencc_python_reimplemented-0.1.7-py2.py3-none-any.whl",
    "41b3b92943c7bed291f448e9c7fad4b577c8c2eae30fcfe5a74edf8818493aa6",
)
MEMBER = "opencc/dictionary/TSCharacters.txt"
_IDEOGRAPH = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def guard_characters(guards: Path = GUARDS) -> str:
    """Every CJK ideograph the guard's sources hold (the table itself left out), sorted."""
    chars: set[str] = set()
    for path in sorted(guards.rglob("*.py")):
        if path.name != TABLE.name:
            chars.update(_IDEOGRAPH.findall(path.read_text(encoding="utf-8")))
    return "".join(sorted(chars))


def reads_digest(chars: str) -> str:
    """What the table records of the characters it was written for."""
    return hashlib.sha256(chars.encode("utf-8")).hexdigest()


def fetch() -> Path:
    """The pinned wheel in the cache, verified; downloaded once with pip."""
    return wheel(CACHE, *WHEEL)


def pairs(dictionary: str, wanted: str) -> list[tuple[str, str]]:
    """(Traditional, Simplified) pairs of OpenCC's character table whose Simplified character is
    in `wanted`, sorted by code point."""
    keep = set(wanted)
    out: dict[str, str] = {}
    for line in dictionary.splitlines():
        fields = line.split("\t")
        if len(fields) != 2:
            continue
        trad, simp = fields[0], fields[1].split(" ")[0]
        if len(trad) == 1 and len(simp) == 1 and trad != simp and simp in keep:
            out[trad] = simp
    return sorted(out.items())


def render(table: list[tuple[str, str]], chars: str) -> str:
    name, version, _filename, digest = WHEEL
    trad = "".join(t for t, _ in table)
    simp = "".join(s for _, s in table)
    lines = [
        '"""Traditional Chinese characters and the Simplified forms the guard\'s words use."""',
        "",
        "# Written by tools/traditional_table.py; do not edit. From OpenCC's TSCharacters.txt",
        f"# in {name}=={version} (Apache-2.0, sha256 {digest[:16]}...), only the",
        "# characters the guard's sources use.",
        "",
        "# sha256 of the ideographs of the guard's sources the table was written for",
        f'READS = "{reads_digest(chars)}"',
        "",
        "# TRADITIONAL[i] folds to SIMPLIFIED[i]",
        "TRADITIONAL = (",
        *(f'    "{trad[i : i + 40]}"' for i in range(0, len(trad), 40)),
        ")",
        "SIMPLIFIED = (",
        *(f'    "{simp[i : i + 40]}"' for i in range(0, len(simp), 40)),
        ")",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the table is stale")
    args = parser.parse_args(argv)
    chars = guard_characters()
    with zipfile.ZipFile(fetch()) as wheel:
        dictionary = wheel.read(MEMBER).decode("utf-8")
    table = pairs(dictionary, chars)
    text = render(table, chars)
    if args.check:
        if TABLE.read_text(encoding="utf-8") != text:
            print(f"{TABLE.relative_to(ROOT)} is stale: run python3 tools/traditional_table.py")
            return 1
        print(f"{TABLE.relative_to(ROOT)} is current")
        return 0
    TABLE.write_text(text, encoding="utf-8")
    print(f"wrote {TABLE.relative_to(ROOT)}: {len(table)} pairs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
