"""Path policy stage: normalise each changed path, then deny prefixes win over allow prefixes."""

from __future__ import annotations

from collections.abc import Sequence

from .types import PathDecision

_CONTROL = {chr(c) for c in range(32)} | {"\x7f"}


def _violation(path: str) -> str | None:
    """Why `path` can never be allowed as written, or None if it is a plain relative path."""
    if not path:
        return "empty path"
    if any(ch in _CONTROL for ch in path):
        return "control character in path"
    if "\\" in path:
        return "backslash in path (use '/' separators)"
    if path.startswith("/") or (len(path) > 1 and path[1] == ":" and path[0].isalpha()):
        return "absolute path"
    segments = path.split("/")
    if ".." in segments:
        return "parent-directory segment '..' (path traversal)"
    if any(seg == "" for seg in segments[:-1]) or path.endswith("/"):
        return "empty path segment ('//' or trailing '/')"
    return None


def normalize(path: str) -> str:
    """Drop `.` segments: `./docs/a.md` -> `docs/a.md`. Call only on paths without a violation."""
    return "/".join(seg for seg in path.split("/") if seg != ".")


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
    problem = _violation(path)
    if problem is not None:
        return PathDecision(
            path=path,
            normalized=None,
            decision="violation",
            rule=None,
            reason=f"{problem}: never allowed, whatever the lists say",
            excluded=exclude_flagged,
        )
    norm = normalize(path)
    if not norm:
        return PathDecision(
            path=path,
            normalized=None,
            decision="violation",
            rule=None,
            reason="path is empty after normalisation",
            excluded=exclude_flagged,
        )
    for prefix in deny:
        if matches_prefix(norm, prefix):
            return PathDecision(
                path=path,
                normalized=norm,
                decision="denied",
                rule=prefix,
                reason=f"matches deny prefix {prefix!r} (deny wins over allow)",
                excluded=exclude_flagged,
            )
    for prefix in allow:
        if matches_prefix(norm, prefix):
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
