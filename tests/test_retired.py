"""The rule families' retired forms (core/guards/families/<family>/retired.py, written by
tools/prune_rules.py from every case, corpus row and benign text): each names a form its composer
still makes, and none of them is in the rule table."""

from __future__ import annotations

import importlib

import pytest
from safe_agent.guards.families import FAMILIES
from safe_agent.guards.families.intents.compose import (
    _RECIPES,
    family_of_key,
    forms,
    pattern_id,
    retired,
)
from safe_agent.guards.injection_rules import RULES

SHIPPED = {pattern_id(a.pattern) for rule in RULES for a in rule.alternatives}


def _retired_tables() -> dict[str, dict[str, tuple[str, ...]]]:
    out = {}
    for family in FAMILIES:
        try:
            module = importlib.import_module(f"safe_agent.guards.families.{family}.retired")
        except ModuleNotFoundError:
            continue
        out[family] = module.RETIRED
    return out


@pytest.mark.parametrize("family", FAMILIES)
def test_each_retired_form_is_one_its_composer_still_makes(family: str) -> None:
    for key, ids in _retired_tables().get(family, {}).items():
        assert family_of_key(key) == family, key
        assert key in _RECIPES, f"{key}: no composer makes it; run tools/prune_rules.py again"
        made = {pattern_id(p) for _, _, _, p in forms(key)}
        stale = sorted(set(ids) - made)
        assert not stale, (
            f"{key}: retired forms its composer no longer makes: {stale}; "
            "run tools/prune_rules.py again"
        )


def test_no_retired_form_is_in_the_rule_table() -> None:
    gone = {i for key in _RECIPES for i in retired(key)}
    assert not gone & SHIPPED


def test_the_rule_table_keeps_every_other_form() -> None:
    # Retiring takes out exactly the retired forms: every other form of every family is composed.
    for key in _RECIPES:
        kept = {pattern_id(p) for _, _, _, p in forms(key)} - retired(key)
        assert kept <= SHIPPED, key
