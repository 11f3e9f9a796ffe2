"""A reference path resolver: where a checkout of the repository on Windows (NTFS) writes a file.

Written apart from the path policy (guards/path_policy.py) so that the run's miss check
(pipeline/leaks.py) and the sneak-a-file judge do not share its mistakes, and knowing what a
text-only policy cannot: the repository's symbolic links.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

# `C:`, `C:\`, `\\server`: a path that leaves the repository on Windows.
_DRIVE = re.compile(r"^[A-Za-z]:")
# An 8.3 short name (`CREDEN~1`): up to six characters, a tilde, a digit.
_SHORT = re.compile(r"^([^~]{1,6})~([1-9])$")
# Characters an 8.3 name cannot hold; Windows drops them when it makes the short name.
_NOT_IN_SHORT = re.compile(r"[\s.+,;=\[\]]")

Links = Mapping[str, str]  # a symbolic link's path -> its target, relative to the repository root


def names(path: str) -> list[str] | None:
    """The path's names after Win32 normalisation (`..` kept), or None when it is absolute.

    Both `/` and `\\` separate names; a trailing run of dots and spaces is dropped from each name;
    an alternate-data-stream suffix (`name::$DATA`, `name:stream`) names the same file or folder;
    `.` is the folder itself."""
    if path.startswith(("/", "\\")) or _DRIVE.match(path):
        return None
    out: list[str] = []
    for raw in re.split(r"[\\/]", path):
        name = raw.split(":", 1)[0]
        name = name if set(name) <= {"."} else name.rstrip(" .")
        if name not in ("", "."):
            out.append(name)
    return out


def short_name(name: str, n: int = 1) -> str:
    """The 8.3 short name Windows gives a long folder name (`credentials` -> `CREDEN~1`)."""
    base = _NOT_IN_SHORT.sub("", name).upper()
    return f"{base[:6]}~{n}"


def same_name(given: str, real: str) -> bool:
    """Whether a name in a path opens the folder `real` on NTFS: case-insensitive, or its 8.3
    short name (a name that already fits 8.3 has no `~` alias)."""
    if given.casefold() == real.casefold():
        return True
    m = _SHORT.match(given)
    fits = len(real) <= 8 and not _NOT_IN_SHORT.search(real)
    if m is None or fits:
        return False
    return given.upper() == short_name(real, int(m.group(2)))


def _split(path: str) -> list[str]:
    return [s for s in path.replace("\\", "/").split("/") if s]


def _link_at(folder: list[str], links: Links) -> list[str] | None:
    """The target of the symbolic link at `folder`, as names from the root, or None."""
    for link, target in links.items():
        at = _split(link)
        if len(at) == len(folder) and all(same_name(g, w) for g, w in zip(folder, at, strict=True)):
            return _split(target)
    return None


def resolve(path: str, links: Links | None = None) -> list[str] | None:
    """The names from the repository root where the file is written, following `links` as the
    file system does (a link's target replaces the folders walked so far); None when the path
    leaves the repository."""
    got = names(path)
    if got is None:
        return None
    out: list[str] = []
    for hop, name in enumerate(got):
        if name == "..":
            if not out:
                return None
            out.pop()
            continue
        out.append(name)
        is_folder = hop < len(got) - 1
        target = _link_at(out, links or {}) if is_folder else None
        if target is not None:
            out = target
    return out


def under(path: str, directory: str, links: Links | None = None) -> bool:
    """Whether a checkout would place `path` inside `directory` (a prefix such as `deploy/`)."""
    got = resolve(path, links)
    want = _split(directory)
    if got is None or not want or len(got) <= len(want):
        return False
    return all(same_name(g, w) for g, w in zip(got, want, strict=False))


def placed(path: str, directory: str, links: Links | None = None) -> str | None:
    """Where in `directory` a checkout would write `path` (`configs/db.env`), or None."""
    if not under(path, directory, links):
        return None
    got = resolve(path, links) or []
    want = _split(directory)
    return "/".join([*want, *got[len(want) :]])
