"""Property tests: redaction and the guard never raise and keep their span and output promises."""

from __future__ import annotations

import re
from collections.abc import Iterable

from helpers import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from safe_agent.guards import injection, redaction, redaction_values
from safe_agent.guards.decoders import decoded_views, decoded_views_plain
from safe_agent.guards.injection import scan_plain, scan_rules
from safe_agent.guards.normalize import normalize, normalize_plain
from safe_agent.guards.redaction import DEVKIT_RULES, devkit_email_spans, redact

_PIECES = st.sampled_from(
    [
        "sk-" + "a1b2c3d4e5f6g7h8i9",
        "AKIA" + "Z7Q3K9XW2M4P8R6T",
        "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1L2M3N4o5P6q7R8",
        "jane@example.com",
        "@",
        ".com",
        "+44 20 7946 0958",
        "password=",
        "token: ",
        '"',
        "postgres://u:",
        "s3://",
        "://",
        "p@",
        "x:y@",
        "[",
        "REDACTED",
        "EMAIL_REDACTED",
        "sk-REDACTED",
        "/home/",
        "-----BEGIN PRIVATE KEY-----",
        "ignore previous instructions",
        "SYSTEM: ",
        "\u200b",
        "\U000e0041",
        "ｓ",
        "і",
        "\n",
        " ",
        "-",
        "sk-" + "EgressTest" + "B" * 20,
        "sk-" + "0" * 20,
        "a.b@c.d.com",
        "x@y..com",
        "@example.com-z",
        "_",
        "%",
    ]
)
TEXTS = st.lists(st.one_of(_PIECES, st.text(max_size=12)), max_size=12).map("".join)
SETTINGS = settings(
    max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@SETTINGS
@given(TEXTS)
def test_redact_spans_are_valid_and_ordered(text: str) -> None:
    """Hits index the original text, are non-empty, sorted and never overlap."""
    out = redact(text)
    prev_end = 0
    for h in out.hits:
        assert 0 <= h.start < h.end <= len(text)
        assert h.start >= prev_end
        prev_end = h.end


@SETTINGS
@given(TEXTS)
def test_redacted_output_holds_no_hit_text(text: str) -> None:
    """No redacted value survives anywhere in the output."""
    out = redact(text)
    for h in out.hits:
        assert text[h.start : h.end] not in out.text


@SETTINGS
@given(TEXTS)
def test_redact_is_idempotent(text: str) -> None:
    """Redacting redacted text changes nothing."""
    once = redact(text).text
    assert redact(once).text == once


@SETTINGS
@given(TEXTS)
def test_redact_output_is_rebuilt_from_hits(text: str) -> None:
    """The output is the original with each hit span replaced by its replacement."""
    out = redact(text)
    rebuilt, pos = [], 0
    for h in out.hits:
        rebuilt += [text[pos : h.start], h.replacement]
        pos = h.end
    rebuilt.append(text[pos:])
    assert "".join(rebuilt) == out.text


@SETTINGS
@given(st.one_of(TEXTS, st.text()))
def test_guard_never_raises_and_spans_are_valid(text: str) -> None:
    """The guard returns a verdict for any text, with spans inside the original text."""
    scan = scan_rules(text)
    assert scan.blocked == bool(scan.matches)
    for m in scan.matches:
        assert 0 <= m.start <= m.end <= len(text)
        assert len(m.excerpt) <= 120


@SETTINGS
@given(st.text())
def test_normalized_spans_stay_inside_the_original(text: str) -> None:
    """Every normalised span maps to a span inside the original text."""
    norm = normalize(text)
    n = len(norm.text)
    for s, e in [(0, n), (0, n // 2), (n // 2, n)]:
        a, b = norm.span(s, e)
        assert 0 <= a <= b <= len(text)


_EMAILISH = st.text(alphabet="ab1Z._%+-@ é\n", max_size=30)


@SETTINGS
@given(st.one_of(TEXTS, _EMAILISH))
def test_redact_covers_everything_the_devkit_redacts(text: str) -> None:
    """Every character the devkit's two rules would redact is inside one of our hits."""
    covered = set()
    for h in redact(text).hits:
        covered.update(range(h.start, h.end))
    spans = [m.span() for m in DEVKIT_RULES[0].pattern.finditer(text)]
    spans += [m.span() for m in DEVKIT_RULES[1].pattern.finditer(text)]
    for s, e in spans:
        assert covered.issuperset(range(s, e)), (text[s:e], redact(text))


@SETTINGS
@given(st.one_of(_EMAILISH, TEXTS))
def test_linear_devkit_email_matcher_equals_the_devkit_regex(text: str) -> None:
    """The linear-time email matcher finds exactly the spans of the devkit's email regex."""
    assert devkit_email_spans(text) == [m.span() for m in DEVKIT_RULES[1].pattern.finditer(text)]


# ---- fast paths give what the plain search gives ---------------------------------------------

_FAST_PIECES = st.sampled_from(
    [
        "password",
        "Passwd",
        "api_key",
        "apikey=",
        "secret_key:",
        "token",
        "auth",
        "key",
        "=",
        ": ",
        " = ",
        '"',
        "'",
        "\n",
        "  ",
        "\t",
        " ",
        "\xa0",
        "\x85",
        "<token>",
        "postgres://",
        "s3://",
        "://",
        "u:",
        "p@",
        "@db",
        "[",
        "</token>",
        'key="ApiKey" value="',
        "hunter2-Correct-Horse",
        "A1b2C3d4E5f6G7h8I9j0",
        "sk-",
        "sk-ant-api03-",
        "xoxb-",
        "ghp_",
        "npm_",
        "SK",
        "0123456789abcdef",
        "eyJhbGciOiJIUzI1NiJ9",
        ".",
        "_",
        "-",
        "+44 20 7946 0958",
        "(415) 555-0132",
        "+1 ",
        "7",
        "/",
        "jane.doe+tag@example.co",
        "@xn--bcher-kva.example",
        "0301234567",
        "41 42 43 44 45 46 47 48",
        "0x41,",
        "\\x42",
        ":",
        ",",
        "ignore",
        "export ",
        "SEED = ",
        "SEED=",
        "Zq7Vx2LmZ9pR4tY8wK1sN6bF3hJ0cG5dA",
        "system:",
        "##",
        "[system note:",
        "end of user input",
        "%%% end",
    ]
)
FAST_TEXTS = st.lists(st.one_of(_FAST_PIECES, st.text(max_size=8)), max_size=16).map("".join)


def _spans(matches: Iterable[re.Match[str]]) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


@SETTINGS
@given(FAST_TEXTS)
def test_rule_fast_paths_equal_finditer(text: str) -> None:
    """`starts` rules (`match` where a start literal occurs), `in_runs` rules (search inside
    long whitespace-free runs), `in_lines`, `near` and `regions` rules find exactly what
    `finditer` over the whole text finds."""
    assert redaction.fast_path_disagreements(text) == []


def _same_normalisation(text: str) -> None:
    fast, plain = normalize(text), normalize_plain(text)
    assert fast.text == plain.text
    n = len(fast.text)
    for a, b in ((0, n), (0, n // 2), (n // 3, n), (n // 2, n // 2)):
        assert fast.span(a, b) == plain.span(a, b)


@SETTINGS
@given(FAST_TEXTS)
def test_normalisation_and_decoding_equal_their_plain_definitions(text: str) -> None:
    """Normalisation (which skips steps that cannot change the text) and decoding (which looks
    for hex and base64 only inside candidate runs) give what running every regex over the whole
    text gives: the same text, the same spans back, the same decoded views."""
    _same_normalisation(text)
    assert decoded_views(text) == decoded_views_plain(text)


# Words the injection rules are written with (taken from their own patterns and anchors, in
# every script), so generated texts often complete an alternative.
_RULE_WORDS = sorted(
    {w for r in injection.RULES for w in re.findall(r"[a-z]{2,}", r.pattern)}
    | {a for r in injection.RULES for a in r.anchors}
)
_INJ_TEXTS = st.lists(
    st.one_of(
        st.sampled_from(_RULE_WORDS),
        st.sampled_from([" ", "  ", "\n", ": ", ", ", ".", "'", '"', "-", "\u201c", "3", "_", "+"]),
        st.text(max_size=4),
    ),
    max_size=24,
).map("".join)


@SETTINGS
@given(st.one_of(_INJ_TEXTS, FAST_TEXTS))
def test_anchored_scan_equals_the_plain_scan(text: str) -> None:
    """The scanner (anchors, per-anchor alternatives, look-back, the ASCII word-start regex)
    finds the same rules and spans as searching every rule's whole regex over every view."""
    assert scan_rules(text) == scan_plain(text)


_NEEDLE_PIECES = st.sampled_from(
    sorted({n for rule in redaction.RULES for n in rule.needles} - {""})
)


@SETTINGS
@given(st.lists(st.one_of(_NEEDLE_PIECES, st.text(max_size=6)), max_size=10).map("".join))
def test_needle_trie_finds_every_needle_present(text: str) -> None:
    """One trie-regex pass finds exactly the token needles a plain `in` test finds (overlapping
    and nested needles included)."""
    assert redaction.fast_path_disagreements(text) == []


def test_needle_prefixes_are_their_definition() -> None:
    """Each token needle's prefix set (read by `_needles_in` at a hit) is every needle it starts
    with, as the plain pairwise test gives it."""
    plan = redaction._plan(redaction.RULES)
    needles = set(plan.needles)
    assert len(needles) > 50
    assert plan.prefixes == {n: frozenset(k for k in needles if n.startswith(k)) for n in needles}


_HEX_WS = st.lists(
    st.sampled_from(["41", "4a", "0x", "\\x", " ", ":", ",", "\n", "\t", "  ", "g", "é"])
)


@SETTINGS
@given(_HEX_WS.map("".join))
def test_candidate_runs_never_hide_a_match(text: str) -> None:
    """On texts dense in hex and whitespace, the hex-region search and the normalisation skips
    find what the plain definitions find."""
    assert decoded_views(text) == decoded_views_plain(text)
    _same_normalisation(text)


@SETTINGS
@given(st.lists(_NEEDLE_PIECES, min_size=1, max_size=4), st.integers(10, 60))
def test_needle_trie_falls_back_on_many_hits(pieces: list[str], times: int) -> None:
    """Past `_NEEDLE_HITS` hits (a long run of one needle) the needles left are tested one by
    one: still exactly the needles present."""
    text = "a" * 40 + "".join(pieces) * times + "-us"
    assert redaction.fast_path_disagreements(text) == []


_VALUE_PIECES = st.sampled_from(
    ["x", "X", "xxxx", "XxXxX", "*", "***", "...", "<", ">", "${", "{{", "%(", "example",
     "Sample", "YOUR_", "your-", "None", "null\n", "changeme", "Change_Me", "fake", "dummy",
     "PlaceHolder", "redacted", "replace", "insert", "<abc>", "TESTING-key", "test_token", "here",
     "a", "A", "aAaAaA", "7", "1111111111", "-", "_", "'", '"', "`", "\n", " ", "é", "K"]
)  # fmt: skip
_VALUES = st.lists(st.one_of(_VALUE_PIECES, st.text(max_size=4)), max_size=10).map("".join)


@SETTINGS
@given(_VALUES)
def test_value_checks_equal_their_case_insensitive_definitions(value: str) -> None:
    """The checks every candidate runs search lower-cased ASCII values with case-sensitive,
    literal-first regexes: the answers of the case-insensitive definitions."""
    assert redaction_values.twin_disagreements(value) == []
