"""Permalinks: same state, same link; every URL form decodes; bad links fail fast with a reason."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from growth import assert_linear
from helpers import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from safe_agent.state import permalink
from safe_agent.state.demo_state import DemoState
from safe_agent.state.permalink import PermalinkError
from safe_agent.state.preset_catalog import PRESET_IDS, load_preset
from test_state_io import demo_states


def _pack(raw: bytes, prefix: str = "v1.") -> str:
    """A link built by hand from raw bytes, the way `encode` builds one."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packer.compress(raw) + packer.flush()
    return prefix + base64.urlsafe_b64encode(body).decode().rstrip("=")


def _reason(link: str) -> str:
    with pytest.raises(PermalinkError) as info:
        permalink.decode(link)
    return info.value.reason


STATE = DemoState(
    diffSummary="Refund endpoint", changedFiles=[{"path": "src/a.py", "content": "x"}]
)


@settings(max_examples=examples(200), deadline=None)
@given(demo_states())
def test_round_trips_random_states(state: DemoState) -> None:
    """Any valid state comes back field for field from its link."""
    assert permalink.decode(permalink.encode(state)) == state


def test_same_state_same_link() -> None:
    """Equal states give identical links: a `v1.` prefix and base64url without padding."""
    link = permalink.encode(STATE)
    assert link == permalink.encode(DemoState.model_validate(STATE.model_dump()))
    assert link.startswith("v1.")
    assert set(link[3:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def test_link_body_is_raw_deflate_of_canonical_json() -> None:
    """The format is documented: raw deflate of sorted, compact JSON (other tools can read it)."""
    link = permalink.encode(STATE)
    body = base64.urlsafe_b64decode(link[3:] + "=" * (-len(link[3:]) % 4))
    raw = zlib.decompress(body, -15).decode()
    assert raw == json.dumps(STATE.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))


@pytest.mark.parametrize(
    "form",
    [
        "{link}",
        "s={link}",
        "?s={link}",
        "#s={link}",
        "https://example.com/demos/safe-agent/?s={link}",
        "https://example.com/demos/safe-agent/#s={link}",
        "https://example.com/demos/safe-agent/?preset=A&s={link}&x=1",
        "https://example.com/demos/safe-agent/?s=v1.AAAA#s={link}",
        "  https://example.com/#s={link}\n",
    ],
)
def test_accepts_every_link_form(form: str) -> None:
    """A bare token, `s=`, `?s=`, `#s=` or a full URL all decode; the fragment wins."""
    assert permalink.decode(form.format(link=permalink.encode(STATE))) == STATE


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_preset_links_fit_in_chat_apps(preset_id: str) -> None:
    """Every preset's link is at most 2,000 characters and decodes to the preset's state."""
    state = load_preset(preset_id).state
    link = permalink.encode(state)
    assert len(link) <= 2000
    assert permalink.decode(link) == state


def test_truncated_links_say_so() -> None:
    """A link cut anywhere after its first few characters is reported as cut off."""
    link = permalink.encode(STATE)
    reasons = {_reason(link[:n]) for n in range(4, len(link) - 1)}
    assert reasons == {"truncated"}
    assert _reason("v1.") == "truncated"


@pytest.mark.parametrize(
    ("link", "reason"),
    [
        ("v1.abc*def", "not_base64url"),
        ("v1.abc def", "not_base64url"),
        ("v1." + base64.urlsafe_b64encode(b"\xff" * 30).decode().rstrip("="), "not_deflate"),
        ("v2.abcd", "newer_version"),
        ("v0.abcd", "unknown_version"),
        ("eyJ2ZXJzaW9uIjoxfQ", "no_state"),
        ("https://example.com/?preset=B", "no_state"),
        (_pack(b"\xff\xfe"), "not_utf8"),
        (_pack(b"{not json"), "not_json"),
        (_pack(json.dumps({"version": 2, "x": 1}).encode()), "newer_version"),
        (_pack(json.dumps({"ui": {"activeAgent": "Bob"}}).encode()), "invalid_state"),
        (_pack(b"{}") + "AAAA", "not_deflate"),
    ],
)
def test_bad_links_name_their_reason(link: str, reason: str) -> None:
    """Each way a link can be broken maps to its own reason and a readable message."""
    assert _reason(link) == reason


def test_newer_version_message() -> None:
    """A link from a later version says which version made it and which one this page reads."""
    with pytest.raises(PermalinkError) as info:
        permalink.decode("#s=v7.abcd")
    assert str(info.value) == (
        "this link was made by a newer version of the demo (version 7); this page reads version 1"
    )


def test_invalid_state_in_a_link_names_the_field() -> None:
    """A well-formed link holding a bad state reports the field path, like an import does."""
    link = _pack(json.dumps({"guardrails": {"policy": {"budget": {"maxCalls": -1}}}}).encode())
    with pytest.raises(PermalinkError) as info:
        permalink.decode(link)
    assert info.value.kind == "invalid_state"
    assert info.value.path == "guardrails.policy.budget.maxCalls"
    assert "guardrails.policy.budget.maxCalls: must be ≥ 0" in str(info.value)


def test_decompression_bombs_are_refused_at_a_cost_that_does_not_grow_with_the_bomb() -> None:
    """Bombs are refused; one 8x larger costs under 20x the time (inflation stops at the cap)."""
    small_bomb = _pack(b" " * 5_000_000)  # fits under the length cap, inflates to 5 MB
    big_bomb = _pack(b"0" * 50_000_000)  # 50 MB of zeros
    assert len(small_bomb) <= permalink.MAX_LINK_CHARS
    assert _reason(small_bomb) == "too_large"
    assert _reason(big_bomb) == "too_long"
    assert _reason("v1." + "A" * 10_000_000) == "too_long"
    # Inflation stops at the cap, so a bomb 8x larger (still a short link) costs about the same.
    just_over = permalink.MAX_INFLATED_BYTES + 1
    assert len(_pack(b" " * 8 * just_over)) <= permalink.MAX_LINK_CHARS
    assert_linear(_reason, lambda n: _pack(b" " * n), just_over)


@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_escapes_as_another_error(text: str) -> None:
    """Any input either decodes or raises `PermalinkError` with a message."""
    try:
        permalink.decode(text)
    except PermalinkError as exc:
        assert str(exc)


@settings(max_examples=examples(300), deadline=None)
@given(st.binary(max_size=200), st.sampled_from(["v1.", "#s=v1.", "?s=v1."]))
def test_arbitrary_payloads_never_escape(data: bytes, prefix: str) -> None:
    """Random bytes behind a valid prefix (raw, or deflated) fail only as `PermalinkError`."""
    for link in (prefix + base64.urlsafe_b64encode(data).decode(), _pack(data, prefix)):
        try:
            permalink.decode(link)
        except PermalinkError as exc:
            assert exc.reason
