"""The secrets bench's leave-one-source-out re-fit: each rule unit runs on its own and can be
taken out of the table alone."""

from __future__ import annotations

from safe_agent.guards.redaction import RULES, redact

from bench.secrets import rules_without, unit_tables


def test_every_unit_has_a_table_of_its_own() -> None:
    """One table per rule without families and per provider family, each of one rule (with
    one family), so a unit's reach can be measured alone."""
    tables = unit_tables()
    expected = {r.id for r in RULES if not r.families} | {
        f"{r.id}#{i}" for r in RULES for i in range(len(r.families))
    }
    assert set(tables) == expected
    for unit, table in tables.items():
        assert len(table) == 1
        assert len(table[0].families) == (1 if "#" in unit else 0)


def test_a_unit_alone_removes_its_own_example_and_leaves_it_when_taken_out() -> None:
    """A late general rule (the bare-token class) removes its example on its own, and once it
    is taken out of the table, nothing else does: the re-fit can take it out."""
    rule = next(r for r in RULES if r.id == "bare-token")
    assert redact(rule.example, rules=unit_tables()["bare-token"]).hits
    assert not redact(rule.example, rules=rules_without({"bare-token"})).hits


def test_taking_out_one_family_keeps_the_others() -> None:
    """`rule#i` drops that family only; the rule keeps its other families."""
    rule = next(r for r in RULES if r.families)
    table = rules_without({f"{rule.id}#0"})
    kept = next(r for r in table if r.id == rule.id)
    assert kept.families == rule.families[1:]
