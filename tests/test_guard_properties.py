"""Property tests: redaction and the guard never raise and keep their span and output promises."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from safe_agent.injection import scan_injection
from safe_agent.normalize import normalize
from safe_agent.redaction import DEVKIT_RULES, devkit_email_spans, redact

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
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


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
    scan = scan_injection(text)
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
