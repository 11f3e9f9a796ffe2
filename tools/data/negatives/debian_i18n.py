"""Write `debian-i18n.jsonl`: UI strings using the attacks' words, from Debian catalogues.

`python3 tools/data/negatives/debian_i18n.py` downloads each package of `PACKAGES` once with
`apt-get download` into `.cache/negatives/`, checks its sha256, unpacks it with `dpkg-deb -x`
and reads its gettext catalogues (`usr/share/locale/<lang>/LC_MESSAGES/*.mo`). A string whose
English original (msgid) uses a word that attacks use ("ignore", "override", "password",
"forget", ...) is kept in the guard's languages, as two kinds of row: the translation alone
(field kind prose: a sentence a user might paste) and runs of catalogue entries as a `.po` file
shows them (field kind code: a translation file in a pull request). The licence is the one the
package's `copyright` file gives for `Files: *`. Rows are picked by blake2b of their text, not
file order, so the output depends on the packages only.
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CACHE = ROOT / ".cache" / "negatives"
OUT = Path(__file__).with_name("debian-i18n.jsonl")

# (package, version, .deb file name); each file's sha256 is pinned in debian-i18n.sha256
PACKAGES = (
    ("pidgin-data", "2.14.12-1", "pidgin-data_2.14.12-1_all.deb"),
    ("hexchat-common", "2.16.1-1", "hexchat-common_2.16.1-1_all.deb"),
    ("claws-mail-i18n", "4.1.1-2", "claws-mail-i18n_4.1.1-2_all.deb"),
    ("filezilla-common", "3.63.0-1+deb12u3", "filezilla-common_3.63.0-1+deb12u3_all.deb"),
    ("sudo", "1.9.13p3-1+deb12u4", "sudo_1.9.13p3-1+deb12u4_amd64.deb"),
    ("network-manager", "1.42.4-1+deb12u1", "network-manager_1.42.4-1+deb12u1_amd64.deb"),
    (
        "gnome-control-center-data",
        "1:43.6-2~deb12u1",
        "gnome-control-center-data_1%3a43.6-2~deb12u1_all.deb",
    ),
    (
        "evolution-data-server-common",
        "3.46.4-2+deb12u1",
        "evolution-data-server-common_3.46.4-2+deb12u1_all.deb",
    ),
    ("mutt", "2.2.12-0.1~deb12u2", "mutt_2.2.12-0.1~deb12u2_amd64.deb"),
)
DIGESTS_PATH = Path(__file__).with_name("debian-i18n.sha256")

# the guard's 19 languages, as catalogue directories name them
LANGS = {
    "de": "de", "fr": "fr", "es": "es", "it": "it", "pt": "pt", "pt_BR": "pt", "nl": "nl",
    "pl": "pl", "ru": "ru", "uk": "uk", "tr": "tr", "ja": "ja", "ko": "ko", "zh_CN": "zh",
    "zh_TW": "zh", "hi": "hi", "ar": "ar", "vi": "vi", "id": "id", "sv": "sv",
}  # fmt: skip
HARD = re.compile(
    r"(?i)\b(ignor|override|overrid|approv|forget|disregard|previous|instruction|password|"
    r"passphrase|secret|reveal|bypass|admin|privileg|root\b|system|rules?\b|restrict|permission|"
    r"trust|pretend|act as|from now on|do not|don't|never|always|must|delete|erase|key\b|token)"
)
PER_PACKAGE_LANG = 14  # translations kept per package and language
PO_RUNS_PER_PACKAGE_LANG = 2  # .po snippets of PO_RUN entries kept per package and language
PO_RUN = 6


def _h(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()


def fetch(name: str, version: str, filename: str) -> Path:
    path = CACHE / filename
    if not path.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["apt-get", "download", f"{name}={version}"], cwd=CACHE, check=True)
    digests = json.loads(DIGESTS_PATH.read_text()) if DIGESTS_PATH.exists() else {}
    got = hashlib.sha256(path.read_bytes()).hexdigest()
    if digests.get(filename, got) != got:
        raise SystemExit(f"{filename}: sha256 {got} != pinned {digests[filename]}; delete it")
    digests[filename] = got
    DIGESTS_PATH.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
    return path


def licence(copyright_text: str) -> str:
    """The licence of `Files: *` in a machine-readable copyright file (else the first one)."""
    stanzas = re.split(r"\n\s*\n", copyright_text)
    for stanza in stanzas:
        if re.search(r"(?m)^Files:\s*\*\s*$", stanza):
            m = re.search(r"(?m)^License:\s*(.+)$", stanza)
            if m:
                return m.group(1).strip()
    m = re.search(r"(?m)^License:\s*(.+)$", copyright_text)
    if m:
        return m.group(1).strip()
    # an old-style copyright file: the GNU licence it names
    m = re.search(r"common-licenses/((?:L?GPL)-\d+(?:\.\d+)?)", copyright_text)
    return f"{m.group(1)}+ (old-style copyright file)" if m else "see the package's copyright file"


def mo_pairs(raw: bytes) -> Iterator[tuple[str, str]]:
    """(msgid, msgstr) pairs of a GNU .mo catalogue (first plural form, context dropped)."""
    if len(raw) < 28:
        return
    order = "little" if int.from_bytes(raw[:4], "little") == 0x950412DE else "big"
    if int.from_bytes(raw[:4], order) != 0x950412DE:  # type: ignore[arg-type]
        return

    def u32(at: int) -> int:
        return int.from_bytes(raw[at : at + 4], order)  # type: ignore[arg-type]

    count, o_ids, o_strs = u32(8), u32(12), u32(16)
    for i in range(count):
        ln, off = u32(o_ids + 8 * i), u32(o_ids + 8 * i + 4)
        sl, so = u32(o_strs + 8 * i), u32(o_strs + 8 * i + 4)
        msgid = raw[off : off + ln].split(b"\x00")[0].split(b"\x04")[-1]
        msgstr = raw[so : so + sl].split(b"\x00")[0]
        if msgid and msgstr:
            yield msgid.decode("utf-8", "replace"), msgstr.decode("utf-8", "replace")


def _tidy(s: str) -> str:
    s = "".join(ch for ch in s if ch >= " " or ch in "\n\t")  # IRC colour and bold codes
    return re.sub(r"\s+", " ", s.replace("_", "").replace("&", "")).strip()


def _po_quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def rows_of(deb: Path, name: str, version: str) -> Iterator[dict[str, str]]:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["dpkg-deb", "-x", str(deb), tmp], check=True)
        root = Path(tmp)
        copyright_files = sorted(root.glob("usr/share/doc/*/copyright"))
        lic = licence(copyright_files[0].read_text(encoding="utf-8", errors="replace"))
        for mo in sorted(root.glob("usr/share/locale/*/LC_MESSAGES/*.mo")):
            code = mo.parts[len(root.parts) + 3]
            lang = LANGS.get(code)
            if lang is None:
                continue
            pairs = sorted(
                {
                    (_tidy(i), _tidy(s))
                    for i, s in mo_pairs(mo.read_bytes())
                    if HARD.search(i) and 12 <= len(_tidy(s)) <= 400 and "%" not in s[:1]
                },
                key=lambda p: _h(p[1]),
            )
            origin = f"deb:{name}={version}:{mo.relative_to(root)}"
            base = {"language": lang, "origin": origin, "licence": lic}
            for _msgid, msgstr in pairs[:PER_PACKAGE_LANG]:
                yield {"text": msgstr, "kind": "i18n-string", "field_kind": "prose", **base}
            rest = pairs[PER_PACKAGE_LANG:]
            for k in range(PO_RUNS_PER_PACKAGE_LANG):
                run = rest[k * PO_RUN : (k + 1) * PO_RUN]
                if len(run) < 3:
                    break
                text = f"# {lang} translation of {name}\n" + "\n\n".join(
                    f"msgid {_po_quote(i)}\nmsgstr {_po_quote(s)}" for i, s in run
                )
                yield {"text": text, "kind": "i18n-catalogue", "field_kind": "code", **base}


def main() -> int:
    rows: list[dict[str, str]] = []
    seen: set[str] = set()
    for name, version, filename in PACKAGES:
        for row in rows_of(fetch(name, version, filename), name, version):
            if row["text"] not in seen:
                seen.add(row["text"])
                rows.append(row)
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    print(f"wrote {len(rows)} rows to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
