"""The grammar table against the word tables: adding or removing a language is a data change that
these checks hold together (docs/guardrails.md, "Adding a language")."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from pathlib import Path

import pytest
from catalogue import language_keys
from safe_agent.guards import grammar as grammar_module
from safe_agent.guards.families import FAMILIES
from safe_agent.guards.families.intents.words import LANGUAGES
from safe_agent.guards.grammar import GRAMMARS, codes, grammar
from safe_agent.model.reader_words import ALL_LEXICONS

GUARDS = Path(grammar_module.__file__).parent
CODE = re.compile(r"^[a-z]{2}$")


def _tables() -> dict[str, set[str]]:
    """Every language-keyed table in the guard's modules and word tables, by name."""
    found: dict[str, set[str]] = {}
    modules = [
        f"safe_agent.guards.families.{family}.{m.name}"
        for family in FAMILIES
        for m in pkgutil.iter_modules([str(GUARDS / "families" / family)])
    ]
    modules += [f"safe_agent.guards.{p.stem}" for p in sorted(GUARDS.glob("injection*.py"))]
    for name in modules:
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if keys := language_keys(value):
                found[f"{name}.{attr}"] = keys
    return found


def test_one_record_per_language_and_english_first() -> None:
    assert len(codes()) == len(set(codes())) == len(GRAMMARS)
    assert codes()[0] == "en"
    assert all(CODE.match(c) for c in codes())


def test_every_word_table_names_only_languages_the_grammar_has() -> None:
    tables = _tables()
    assert len(tables) >= 20, "the harness should find the families' word tables"
    unknown = {t: sorted(keys - set(codes())) for t, keys in tables.items() if keys - set(codes())}
    assert not unknown, (
        f"word tables name languages with no grammar record: {unknown}; add each language's "
        "record to GRAMMARS in core/guards/grammar.py, or remove its rows from these tables"
    )


def test_every_language_has_its_core_words_and_the_reviewers_lexicon() -> None:
    # The core intents are the one table every other language's words pair with (English's
    # rules are written in English and need no row there).
    assert {lang.code for lang in LANGUAGES} == set(codes()) - {"en"}
    # The simulated reviewer reads every language the guard claims, and no other.
    assert {lex.code for lex in ALL_LEXICONS} == set(codes())


def test_an_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(KeyError, match=r"add its record to GRAMMARS"):
        grammar("xx")


@pytest.mark.parametrize("g", GRAMMARS, ids=lambda g: g.code)
def test_each_record_is_consistent(g: grammar_module.Grammar) -> None:
    # A light verb follows the English verb: only where the verb comes last.
    assert not g.light_verbs or g.verb_last
    assert not g.light_verb_unspaced or g.light_verbs
    # The particles that front an object in an order include the one that fronts it anywhere.
    assert not g.object_marker or g.object_marker in g.order_object_markers.split("|")
    # Only a CJK script is written without spaces.
    assert g.spaced or g.cjk
    # A negation that ends the clause, or "without" after its noun, is a word order fact that
    # excludes its opposite.
    assert not (g.without_after and g.answer_last)
    assert not (g.possessive_after and g.verb_last)
    for spec in (g.clause_not, g.light_verbs, g.order_object_markers):
        assert all(spec.split("|")) if spec else True, f"{g.code}: an empty term in {spec!r}"
    if g.revoked_not:
        re.compile(g.revoked_not)


def _language_tests(tree: ast.AST) -> list[str]:
    """Comparisons of a language code with a literal other than English's: a composer that
    tests a language itself instead of asking the grammar."""
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        left = ast.unparse(node.left)
        if not (left == "code" or left.endswith(".code")):
            continue
        for op, right in zip(node.ops, node.comparators, strict=True):
            literals = [
                e.value
                for e in ast.walk(right)
                if isinstance(e, ast.Constant) and isinstance(e.value, str)
            ]
            if isinstance(op, ast.In | ast.NotIn | ast.Eq | ast.NotEq) and any(
                CODE.match(v) and v != "en" for v in literals
            ):
                out.append(f"line {node.lineno}: {ast.unparse(node)}")
    return out


def test_no_composer_tests_a_language_code() -> None:
    found = {}
    composers = [*GUARDS.glob("injection*.py"), *GUARDS.glob("families/*/compose.py")]
    assert len(composers) > len(FAMILIES)
    for path in sorted(composers):
        if hits := _language_tests(ast.parse(path.read_text("utf-8"))):
            found[str(path.relative_to(GUARDS))] = hits
    assert not found, (
        f"composers test language codes: {found}; put the grammar fact in a field of Grammar "
        "(core/guards/grammar.py) and ask grammar(code) for it"
    )


def test_the_source_scan_finds_a_language_test() -> None:
    # The check above reads the source; it must see the forms a composer would write.
    tree = ast.parse('if row.code in ("ja", "ko"):\n    pass\nx = code == "zh"\ny = code == "en"')
    assert len(_language_tests(tree)) == 2
