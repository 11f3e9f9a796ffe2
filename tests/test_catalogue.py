"""One harness for every rule family's cases (core/guards/families/<family>/cases.jsonl) and the
English table's (core/guards/injection_cases.jsonl): each attack is blocked (by the rule it
names, and by a pattern of its own family), each look-alike passes, and every language a family
has words for has its attacks and look-alikes there."""

from __future__ import annotations

import pytest
from catalogue import Case, all_cases, families_of, read_cases, word_languages
from safe_agent.guards.families import FAMILIES
from safe_agent.guards.injection import scan_rules

CASES = all_cases()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_each_case_gets_its_verdict(case: Case) -> None:
    scan = scan_rules(case.text)
    if case.expect == "passes":
        assert not scan.blocked, (case.text, scan.matches)
        return
    assert scan.blocked, case.text
    if case.rule is not None:
        assert scan.rule == case.rule, (case.text, scan.matches)
    if case.matches is not None:
        assert case.matches in {m.rule for m in scan.matches}, (case.text, scan.matches)


@pytest.mark.parametrize("family", FAMILIES)
def test_a_familys_attacks_are_its_own(family: str) -> None:
    # An attack filed under a family is matched by one of that family's patterns: the case
    # tests the words beside it, not another family's.
    strays = [c.text for c in read_cases(family) if c.expect == "blocked"]
    strays = [t for t in strays if family not in families_of(t)]
    assert not strays, f"{family}: attacks no pattern of the family matches: {strays[:5]}"


def test_the_cases_are_unique() -> None:
    seen: dict[str, str] = {}
    dupes = []
    for c in CASES:
        if c.text in seen:
            dupes.append((c.id, seen[c.text]))
        seen.setdefault(c.text, c.id)
    assert not dupes, dupes[:10]


@pytest.mark.parametrize("family", FAMILIES)
def test_every_language_of_a_familys_words_has_its_attacks_and_look_alikes(family: str) -> None:
    # Adding a language's words to a family means adding its cases: an attack the words block
    # and a look-alike with the same words that passes.
    languages = word_languages(family)
    assert languages, f"{family}: no word table found"
    cases = read_cases(family)
    for expect in ("blocked", "passes"):
        have = {c.lang for c in cases if c.expect == expect}
        assert not languages - have, f"{family}: no {expect} case in {sorted(languages - have)}"
