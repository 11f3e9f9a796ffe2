"""Benign locale strings and i18n files, built from the gettext catalogues on this machine.

`locale_sets()` reads the compiled catalogues (`/usr/share/locale/<lang>/LC_MESSAGES/*.mo`) of
the languages the injection guard claims, with `struct` (the `.mo` format: a header, then
tables of lengths and offsets), and returns named lists of texts in a fixed order:

* `locale strings`: translated UI messages (`msgstr`), at most `PER_LANGUAGE` per language,
  chosen by a hash of the text (the same choice on every run of the same machine), plus the
  English source messages (`msgid`) of the same catalogues;
* `locale files`: whole catalogues written out as a developer commits them (`.po`, `.json`,
  `.properties`, `.yaml`, in turn), cut into `PIECE`-character pieces;
* `man pages`: paragraphs of the translated manual pages (`/usr/share/man/<lang>/`), at most
  `MAN_PER_LANGUAGE` per language: prose that tells the reader what to do and what not to
  ("don't follow these two rules", in Turkish, is how `passwd(1)` reads to a careless rule).

UI strings are the guard's hardest ordinary text: they address the user in the second person
("You are now a member of …", "Don't forget to …", "Ignore this file"). None of them is an
attack, so every text the guard blocks is a false positive.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import struct
from pathlib import Path

LOCALE = Path("/usr/share/locale")
MAN = Path("/usr/share/man")
MAN_PER_LANGUAGE = 3_000
_ROFF = re.compile(r'^\.\\".*$|^\.[A-Za-z]+ ?|\\f[BIRP]|\\-|\\\(..|\\&|\\e', re.MULTILINE)
_MAN_PARAGRAPH = re.compile(r"\n\s*\n|\n\.(?:PP|SH|TP)")
# Folder names per language of `safe_agent.guards.families.intents.words.LANGUAGES`.
FOLDERS = {
    "de": ("de",), "fr": ("fr",), "es": ("es",), "it": ("it",), "pt": ("pt", "pt_BR"),
    "nl": ("nl",), "pl": ("pl",), "ru": ("ru",), "uk": ("uk",), "tr": ("tr",), "vi": ("vi",),
    "id": ("id",), "zh": ("zh_CN", "zh_TW"), "ja": ("ja",), "ko": ("ko",), "ar": ("ar",),
    "hi": ("hi",), "sv": ("sv",),
}  # fmt: skip
PER_LANGUAGE = 1_500
FILES_PER_LANGUAGE = 6
PIECE = 8_192
FORMATS = ("po", "json", "properties", "yaml")


def read_mo(path: Path) -> list[tuple[str, str]]:
    """The (msgid, msgstr) pairs of one compiled catalogue, header and plural forms' extra
    variants left out; an unreadable file gives no pairs."""
    data = path.read_bytes()
    if len(data) < 28:
        return []
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">" if magic == 0xDE120495 else ""
    if not order:
        return []
    _, count, ids_at, strs_at = struct.unpack(order + "4I", data[4:20])
    out = []
    for i in range(count):
        try:
            id_len, id_off = struct.unpack(order + "2I", data[ids_at + 8 * i : ids_at + 8 * i + 8])
            s_len, s_off = struct.unpack(order + "2I", data[strs_at + 8 * i : strs_at + 8 * i + 8])
            msgid = data[id_off : id_off + id_len].decode("utf-8")
            msgstr = data[s_off : s_off + s_len].decode("utf-8")
        except (struct.error, UnicodeDecodeError):
            continue
        if msgid and msgstr:
            # (a context is `ctxt\x04id`; plural forms are NUL-separated: the first is kept)
            out.append((msgid.split("\x04")[-1].split("\x00")[0], msgstr.split("\x00")[0]))
    return out


def _key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _catalogues(code: str) -> list[Path]:
    paths: list[Path] = []
    for folder in FOLDERS[code]:
        paths.extend(sorted((LOCALE / folder / "LC_MESSAGES").glob("*.mo")))
    return paths


def _as_file(name: str, pairs: list[tuple[str, str]], fmt: str) -> str:
    """A catalogue written out in one of the usual i18n formats."""
    if fmt == "po":
        lines = [f'# {name}\nmsgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n']
        for k, v in pairs:
            lines.append(f"msgid {json.dumps(k, ensure_ascii=False)}")
            lines.append(f"msgstr {json.dumps(v, ensure_ascii=False)}\n")
        return "\n".join(lines)
    if fmt == "json":
        return json.dumps(dict(pairs), ensure_ascii=False, indent=2)
    if fmt == "properties":
        return "\n".join(
            f"{name}.{i}={v.replace(chr(10), chr(92) + 'n')}" for i, (_, v) in enumerate(pairs)
        )
    return "\n".join(
        f"{name}_{i}: {json.dumps(v, ensure_ascii=False)}" for i, (_, v) in enumerate(pairs)
    )


def locale_sets() -> dict[str, list[str]]:
    """`locale strings` (translated and English UI messages) and `locale files` (whole
    catalogues as .po/.json/.properties/.yaml pieces); empty lists when no catalogue is here."""
    strings: list[str] = []
    english: dict[str, str] = {}
    files: list[str] = []
    for code in sorted(FOLDERS):
        texts: dict[str, str] = {}
        whole: list[tuple[str, list[tuple[str, str]]]] = []
        for path in _catalogues(code):
            pairs = [(k, v) for k, v in read_mo(path) if "\n" not in k or len(k) < 400]
            for k, v in pairs:
                texts.setdefault(_key(v), v)
                english.setdefault(_key(k), k)
            if pairs:
                whole.append((path.stem, pairs))
        strings.extend(texts[k] for k in sorted(texts)[:PER_LANGUAGE])
        whole.sort(key=lambda item: _key(code + item[0]))
        for n, (name, pairs) in enumerate(whole[:FILES_PER_LANGUAGE]):
            body = _as_file(name, pairs, FORMATS[n % len(FORMATS)])
            files.extend(body[i : i + PIECE] for i in range(0, len(body), PIECE))
    strings.extend(english[k] for k in sorted(english)[:PER_LANGUAGE])
    return {"locale strings": strings, "locale files": files, "man pages": man_paragraphs()}


def man_paragraphs() -> list[str]:
    """Paragraphs (over 40 characters, roff requests stripped) of the translated manual pages of
    the guard's languages, in a fixed order."""
    out: list[str] = []
    for code in sorted(FOLDERS):
        texts: list[str] = []
        for folder in FOLDERS[code]:
            for page in sorted((MAN / folder).glob("man*/*.gz")):
                try:
                    with gzip.open(page, "rt", encoding="utf-8", errors="replace") as f:
                        body = _ROFF.sub("", f.read())
                except OSError:
                    continue
                texts.extend(p.strip() for p in _MAN_PARAGRAPH.split(body) if len(p.strip()) > 40)
        out.extend(texts[:MAN_PER_LANGUAGE])
    return out


if __name__ == "__main__":
    for set_name, set_texts in locale_sets().items():
        print(f"{set_name}: {len(set_texts)} texts, {sum(map(len, set_texts))} characters")
