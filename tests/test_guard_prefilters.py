"""The guard's cheap literal tests before its regexes never change a result: normalisation with
them gives what its plain definition gives, on generated letter-spaced texts and on every row of
the shared corpus."""

from __future__ import annotations

import pytest
from helpers import CORPUS, corpus_row_texts, examples
from hypothesis import example, given, settings
from hypothesis import strategies as st
from safe_agent.guards.normalize import normalize, normalize_plain

# Letters, the separators letter-spaced words use, and other whitespace.
_SPACED = st.lists(
    st.sampled_from(["a", "b", "Z", "é", " ", "  ", "   ", "\t", " \t", "\n", ".", "-", "x y"]),
    max_size=40,
).map("".join)


def _same(text: str) -> None:
    fast, plain = normalize(text), normalize_plain(text)
    assert fast.text == plain.text
    n = len(fast.text)
    for a, b in ((0, n), (0, n // 2), (n // 3, n)):
        assert fast.span(a, b) == plain.span(a, b)


@settings(max_examples=examples(400), deadline=None)
@given(st.one_of(_SPACED, st.text(max_size=30)))
@example("i g n o r e  a l l")  # spaced words, two spaces between them
@example("i\tg\tn\to\tr\te\t\ta\tl\tl")  # tabs only
@example("a \tb")
def test_spaced_words_precheck_changes_nothing(text: str) -> None:
    """The spaced-words step is tried only when the text holds two spaces or a tab."""
    _same(text)


def test_every_corpus_row_normalises_as_the_plain_definition() -> None:
    texts = corpus_row_texts()
    if not texts:
        pytest.skip(f"the shared corpus is missing at {CORPUS} (set SAFE_AGENT_CORPUS)")
    for text in texts:
        _same(text)


def test_each_anchor_tries_the_rules_with_an_anchor_it_starts_with() -> None:
    """The scanner gathers an anchor's rules from the anchors' owners when a text first holds
    it; for every anchor of every rule that is, in rule order, each rule with an anchor the hit
    starts with (a rule whose anchor is "ignor" is tried where "ignore all" is found)."""
    from safe_agent.guards import injection

    anchors = {a for r in injection.RULES for a in r.anchors}
    for anchor in sorted(anchors):
        starts = {anchor[:k] for k in range(1, len(anchor) + 1)}
        plain = [i for i, r in enumerate(injection.RULES) if not starts.isdisjoint(r.anchors)]
        assert [i for i, _, _ in injection._plan(anchor)] == plain, anchor
