"""Path-policy engine: read a path as a file system would; deny prefixes win over allow prefixes.

A disguised path must not slip past the lists, so before any comparison a path is normalised the
way file systems and URL decoders would read it: Unicode compatibility forms folded (NFKC: a
full-width `．．` or a one-dot leader `․` is a dot), percent-escapes decoded once (`%2e%2e` is `..`,
`%2f` is `/`), `./` segments dropped, and trailing dots and spaces cut from each segment (as Windows
does: `secrets./` is `secrets/`). Then these are violations, never allowed whatever the lists say:
control, format (bidi, zero-width), line and paragraph separator characters; backslashes and
look-alike slashes; absolute paths and drive letters; a `..` segment (traversal); empty segments;
escapes still left after one decoding. Deny prefixes are compared case-insensitively (`src/Secrets/`
is under a `src/secrets/` deny), allow prefixes exactly; both lists are normalised like paths, so
`./src/secrets/` matches.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from urllib.parse import unquote

from ..types import PathDecision

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


def _entry(prefix: str) -> str:
    """A list entry read like a path (`./src/secrets/` -> `src/secrets/`), keeping its slash."""
    trailing = prefix.endswith("/")
    norm = read_path(prefix.rstrip("/"))[0] if prefix.strip("/ ") else None
    if norm is None:
        return ""
    return norm + "/" if trailing else norm


def matches_prefix(path: str, prefix: str) -> bool:
    """Segment-aware prefix match: `src/` and `src` match `src/x`; neither matches `srcfoo/x`."""
    if not prefix:
        return False
    if prefix.endswith("/"):
        return path.startswith(prefix)
    return path == prefix or path.startswith(prefix + "/")


def decide(
    path: str, allow: Sequence[str], deny: Sequence[str], *, exclude_flagged: bool
) -> PathDecision:
    """Decide one path: violation, denied (deny wins), allowed, or not on the allow list."""
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
    folded = norm.casefold()
    for prefix in deny:
        if matches_prefix(folded, _entry(prefix).casefold()):
            return PathDecision(
                path=path,
                normalized=norm,
                decision="denied",
                rule=prefix,
                reason=f"matches deny prefix {prefix!r} (deny wins over allow)",
                excluded=exclude_flagged,
            )
    for prefix in allow:
        if matches_prefix(norm, _entry(prefix)):
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
