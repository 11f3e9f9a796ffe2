"""The build-time regex cache (safe_agent/page/regex_cache.py) under CPython: what `dump` writes,
`install`'s cache builds when `re` asks for it, as patterns equal to the ones `re` compiles
itself; a pattern the file does not hold compiles as usual, and a file written by another
interpreter, or no file, changes nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from safe_agent.page import regex_cache

SAMPLES = [
    (r"(?P<key>api[_-]?key)\s*[:=]\s*(?P<value>\S+)", re.IGNORECASE),
    (r"\b(?:ignore|disregard)\W+(?:all\W+)?(?:previous|prior)\W+instructions\b", 0),
    (r"[\u0400-\u04ff]+|\ud800", 0),
    (rb"\x00[\x80-\xff]{2,}", 0),
    (r"(?s)a.{0,20}?b(?=c)|(?<!x)y+", re.MULTILINE | re.VERBOSE),
]


@pytest.fixture
def clean_cache():
    """`re`'s cache emptied for the test and restored after it."""
    saved = dict(re._cache)  # type: ignore[attr-defined]
    re.purge()
    yield
    re.purge()
    re._cache.update(saved)  # type: ignore[attr-defined]


def written(path: Path, samples: list[tuple[str | bytes, int]]) -> Path:
    """A cache file holding `samples`, written the way the build writes it."""
    re.purge()
    for pattern, flags in samples:
        re.compile(pattern, flags)
    path.write_bytes(regex_cache.dump())
    re.purge()
    return path


def test_installed_patterns_equal_what_re_compiles(tmp_path: Path, clean_cache: None) -> None:
    path = written(tmp_path / "cache.bin", SAMPLES)
    assert regex_cache.install(path) == len(SAMPLES)
    assert regex_cache.built() == [] and len(regex_cache.unbuilt()) == len(SAMPLES)
    for pattern, flags in SAMPLES:
        cached = re.compile(pattern, flags)  # answered from the cache
        assert cached == re._compiler.compile(pattern, flags)  # type: ignore[attr-defined]
        assert cached.groupindex == re._compiler.compile(pattern, flags).groupindex  # type: ignore[attr-defined]
    assert regex_cache.built() == SAMPLES and regex_cache.unbuilt() == []
    # a pattern the file does not hold, and one that differs only in its flags, compile as usual
    assert re.compile("not held") == re._compiler.compile("not held", 0)  # type: ignore[attr-defined]
    assert re.compile(SAMPLES[1][0], re.IGNORECASE).flags & re.IGNORECASE
    assert regex_cache.built() == SAMPLES


def test_the_file_names_patterns_without_their_source(tmp_path: Path, clean_cache: None) -> None:
    data = written(tmp_path / "cache.bin", SAMPLES).read_bytes()
    assert b"previous" not in data and b"api" not in data
    digests = {regex_cache.digest(p, f) for p, f in SAMPLES}
    assert len(digests) == len(SAMPLES)
    assert regex_cache.digest("a", 0) != regex_cache.digest(b"a", 0)
    assert regex_cache.digest("a", 0) != regex_cache.digest("a", re.IGNORECASE)


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.from_regex(r"[a-z()|*+?\\bdw.]{1,12}", fullmatch=True), max_size=6))
def test_any_valid_pattern_round_trips(words: list[str]) -> None:
    samples = []
    for word in words:
        try:
            re.compile(word)
        except re.error:
            continue
        if (word, 0) not in samples:
            samples.append((word, 0))
    saved = dict(re._cache)  # type: ignore[attr-defined]
    try:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            path = written(Path(folder) / "c.bin", samples)
            assert regex_cache.install(path) == len(samples)
            for pattern, flags in samples:
                assert re.compile(pattern, flags) == re._compiler.compile(pattern, flags)  # type: ignore[attr-defined]
    finally:
        re.purge()
        re._cache.update(saved)  # type: ignore[attr-defined]


def test_a_file_from_another_interpreter_is_ignored(tmp_path: Path, clean_cache: None) -> None:
    path = written(tmp_path / "cache.bin", SAMPLES)
    data = path.read_bytes()
    head_at = data.index(b"\n") + 1
    size = int.from_bytes(data[head_at : head_at + 4], "little")
    head = json.loads(data[head_at + 4 : head_at + 4 + size])
    head["stamp"]["version"] = "3.14.0 (another build)"
    changed = json.dumps(head, separators=(",", ":")).encode()
    other = data[:head_at] + len(changed).to_bytes(4, "little") + changed
    other += data[head_at + 4 + size :]
    (tmp_path / "other.bin").write_bytes(other)
    assert regex_cache.install(tmp_path / "other.bin") == 0
    assert regex_cache.install(tmp_path / "missing.bin") == 0
    (tmp_path / "junk.bin").write_bytes(b"not a cache")
    assert regex_cache.install(tmp_path / "junk.bin") == 0
    assert len(re._cache) == 0  # type: ignore[attr-defined]
