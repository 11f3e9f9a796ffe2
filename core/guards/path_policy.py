"""Path-policy engine: read a path as a file system would; deny prefixes win over allow prefixes.

A disguised path must not slip past the lists, so before any comparison a path is normalised the
way file systems and URL decoders would read it: Unicode compatibility forms folded (NFKC: a
full-width `．．` or a one-dot leader `․` is a dot), percent-escapes decoded once (`%2e%2e` is `..`,
`%2f` is `/`), `./` segments dropped, and trailing dots and spaces cut from each segment (as Windows
does: `secrets./` is `secrets/`). Then these are violations, never allowed whatever the lists say:
control, format (bidi, zero-width), line and paragraph separator characters; backslashes and
look-alike slashes; absolute paths and drive letters; a `..` segment (traversal); empty segments;
escapes still left after one decoding. Deny prefixes are compared segment by segment as a Windows
host would find the folder: case-insensitively (`src/Secrets/` is under a `src/secrets/` deny), with
Cyrillic and Greek look-alike letters read as Latin (`ѕecrets/`), NTFS stream suffixes dropped
(`secrets::$INDEX_ALLOCATION/`, `secrets:x/`) and an 8.3 short name (`SECRE~1/`) taken for any
folder with the same first letters. Allow prefixes compare exactly. Both lists are read once per
run (`Policy`), like paths (`./src/secrets/` matches); a deny entry that cannot be read as a
relative folder (`/src/config/`, `src\\keys\\`) is never dropped: the state is refused, naming it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple
from urllib.parse import unquote

from ..types import PathDecision
from .normalize import _HOMOGLYPHS

# Unicode categories no file name needs and that can hide or reorder what a reviewer sees.
_HIDDEN_CATEGORIES = {"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"}
# Characters that look like a slash to a reader but are not one to the policy.
_SLASH_LOOKALIKES = {"\\", "\u2215", "\u2044", "\u29f8", "\u29f5", "\u29f9", "\ufe68", "\uff3c"}
_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")


def _hidden(path: str) -> str | None:
    """The first control, format or separator character in `path`, named, or None."""
    for ch in path:
        if unicodedata.category(ch) in _HIDDEN_CATEGORIES:
            return f"U+{ord(ch):04X} {unicodedata.name(ch, 'control character')}"
    return None


def read_path(path: str) -> tuple[str | None, str]:
    """(normalised path, "") for a path the policy may compare, or (None, why it never may)."""
    if not path.strip():
        return None, "empty path"
    hidden = _hidden(path)
    if hidden is not None:
        return None, f"invisible or control character in path ({hidden})"
    text = unicodedata.normalize("NFKC", path)
    try:
        decoded = unquote(text, errors="strict") if "%" in text else text
    except UnicodeDecodeError:
        return None, "percent-escapes that are not UTF-8 text"
    if _ESCAPE.search(decoded):
        return None, "percent-encoded twice (decoded once, it still holds an escape)"
    decoded = unicodedata.normalize("NFKC", decoded)
    hidden = _hidden(decoded)
    if hidden is not None:
        return None, f"invisible or control character in path, once decoded ({hidden})"
    if any(ch in _SLASH_LOOKALIKES for ch in decoded):
        return None, "backslash or look-alike slash in path (use '/' separators)"
    if decoded.startswith("/") or (len(decoded) > 1 and decoded[1] == ":" and decoded[0].isalpha()):
        return None, "absolute path"
    segments = decoded.split("/")
    if any(seg == "" for seg in segments[:-1]) or decoded.endswith("/"):
        return None, "empty path segment ('//' or trailing '/')"
    kept: list[str] = []
    for seg in segments:
        bare = seg.strip(" ")
        if bare and set(bare) == {"."} and len(bare) >= 2:
            return None, "parent-directory segment '..' (path traversal)"
        if bare == ".":
            continue
        cut = seg.rstrip(". ")
        if not cut:
            return None, "a segment of only dots and spaces"
        kept.append(cut)
    if not kept:
        return None, "path is empty after normalisation"
    return "/".join(kept), ""


def normalize(path: str) -> str | None:
    """The path as the policy compares it, or None if it can never be allowed."""
    return read_path(path)[0]


MAX_ENTRIES = 100
"""The most entries an allow or a deny list may hold (a state with more is refused)."""
MAX_ENTRY_CHARS = 500
"""The longest entry a list may hold, in characters."""

# Latin look-alikes from Cyrillic and Greek (lower case: deny entries compare case-folded), so a
# `ѕecrets/` folder (Cyrillic dze) is read as the `secrets/` it shows to a reviewer.
_CONFUSABLES = str.maketrans(
    {k: v.lower() for k, v in _HOMOGLYPHS.items() if len(k) == 1 and v.isalpha()}
)
# An 8.3 short name (`PROGRA~1`, `SECRET~2.KEY`): Windows lets it name any folder whose long
# name starts with the same letters, so it may stand for a denied folder.
_SHORT_NAME = re.compile(r"([^~.]{1,6})~[0-9]{1,6}(?:\.[^.]{0,3})?")


def _fold(segment: str) -> str:
    """A segment as a Windows host would find it, for deny comparisons: an NTFS stream suffix
    dropped (`secrets::$INDEX_ALLOCATION` and `secrets:x` name `secrets`), case and look-alike
    letters folded, trailing dots and spaces cut again (they may have stood before the `:`)."""
    name = segment.split(":", 1)[0].rstrip(". ") or segment
    return name.casefold().translate(_CONFUSABLES)


def _segment_matches(path_seg: str, entry_seg: str) -> bool:
    """Folded segments: equal, or the path's is a short name the entry's long name may have."""
    if path_seg == entry_seg:
        return True
    short = _SHORT_NAME.fullmatch(path_seg)
    if short is None:
        return False
    # Short names are made from the long name without its spaces and dots.
    return entry_seg.replace(" ", "").replace(".", "").startswith(short.group(1))


def read_entry(entry: str) -> tuple[str | None, str]:
    """(normalised entry, "") for a list entry read like a path (`./src/secrets/` ->
    `src/secrets/`, its trailing `/` kept), or (None, why the policy cannot read it)."""
    if len(entry) > MAX_ENTRY_CHARS:
        return None, f"longer than {MAX_ENTRY_CHARS} characters; use a shorter folder"
    if not entry.strip("/ "):
        return None, "names no folder (it is empty or only '/'); write it like 'secrets/'"
    trailing = entry.endswith("/")
    norm, problem = read_path(entry[:-1] if trailing else entry)
    if norm is None:
        return None, f"cannot be read as a folder ({problem}); write it like 'src/config/'"
    return (norm + "/" if trailing else norm), ""


class _Deny(NamedTuple):
    rule: str  # the entry as written, for the decision
    segments: tuple[str, ...]  # folded
    trailing: bool


class Policy:
    """The allow and deny lists, read once per run (not once per file). Unreadable deny entries
    are in `unreadable` (state validation refuses them; `decide` denies every path while any is
    left, since the files such an entry meant to keep out cannot be told apart)."""

    def __init__(self, allow: Sequence[str], deny: Sequence[str]) -> None:
        self.allow: list[tuple[str, str]] = []
        for entry in allow[:MAX_ENTRIES]:
            norm, _ = read_entry(entry)
            if norm is not None:  # an allow entry the policy cannot read allows nothing
                self.allow.append((entry, norm))
        self.deny: list[_Deny] = []
        self.unreadable: list[str] = list(deny[MAX_ENTRIES:])
        for entry in deny[:MAX_ENTRIES]:
            norm, _ = read_entry(entry)
            if norm is None:
                self.unreadable.append(entry)
                continue
            segments = tuple(_fold(seg) for seg in norm.rstrip("/").split("/"))
            self.deny.append(_Deny(entry, segments, norm.endswith("/")))

    def denied_by(self, norm: str) -> str | None:
        """The first deny entry that covers the normalised path `norm`, or None."""
        folded = [_fold(seg) for seg in norm.split("/")]
        for entry in self.deny:
            n = len(entry.segments)
            if len(folded) < n + (1 if entry.trailing else 0):
                continue
            if all(_segment_matches(p, e) for p, e in zip(folded, entry.segments, strict=False)):
                return entry.rule
        return None


def deny_problems(deny: Sequence[str]) -> list[tuple[int, str]]:
    """(index, why) for each deny entry the policy cannot read: a state holding one is refused
    (dropping it would let through the files it names)."""
    out = []
    for i, entry in enumerate(deny):
        norm, problem = read_entry(entry)
        if norm is None:
            out.append((i, f"deny entry {entry!r} {problem}"))
    return out


def matches_prefix(path: str, prefix: str) -> bool:
    """Segment-aware prefix match: `src/` and `src` match `src/x`; neither matches `srcfoo/x`."""
    if not prefix:
        return False
    if prefix.endswith("/"):
        return path.startswith(prefix)
    return path == prefix or path.startswith(prefix + "/")


def decide(
    path: str,
    allow: Sequence[str] | Policy,
    deny: Sequence[str] = (),
    *,
    exclude_flagged: bool,
) -> PathDecision:
    """Decide one path: violation, denied (deny wins), allowed, or not on the allow list.
    `allow` may be a `Policy` read once for a whole run (then `deny` is not used)."""
    policy = allow if isinstance(allow, Policy) else Policy(allow, deny)
    norm, problem = read_path(path)
    if norm is None:
        return PathDecision(
            path=path,
            normalized=None,
            decision="violation",
            rule=None,
            reason=f"{problem}: never allowed, whatever the lists say",
            excluded=exclude_flagged,
        )
    if policy.unreadable:
        return PathDecision(
            path=path,
            normalized=norm,
            decision="denied",
            rule=policy.unreadable[0],
            reason=(
                f"the deny list holds an entry the policy cannot read "
                f"({policy.unreadable[0]!r}), so no path can be shown to be outside it"
            ),
            excluded=exclude_flagged,
        )
    rule = policy.denied_by(norm)
    if rule is not None:
        return PathDecision(
            path=path,
            normalized=norm,
            decision="denied",
            rule=rule,
            reason=f"matches deny prefix {rule!r} (deny wins over allow)",
            excluded=exclude_flagged,
        )
    for prefix, entry in policy.allow:
        if matches_prefix(norm, entry):
            return PathDecision(
                path=path,
                normalized=norm,
                decision="allowed",
                rule=prefix,
                reason=f"matches allow prefix {prefix!r} and no deny prefix",
                excluded=False,
            )
    return PathDecision(
        path=path,
        normalized=norm,
        decision="not_allowed",
        rule=None,
        reason="matches no allow prefix (only listed directories may reach the model)",
        excluded=exclude_flagged,
    )
