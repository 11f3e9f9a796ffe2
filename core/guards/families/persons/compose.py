"""The override announced by a speaker or as an infinitive, in the other languages.

"Ignoro todas las instrucciones anteriores", "Я проигнорирую все предыдущие инструкции", "Je vais
ignorer toutes les instructions précédentes", "Ich werde alle vorherigen Anweisungen ignorieren":
English reads its own forms ("I will forget all previous instructions"); the other languages'
verb lists hold imperatives. Composed at build time from `words.py`; the override rule
takes them beside the intent's own (`injection_parts._overrides`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from ..intents.compose import (
    _SENTENCE_GAP,
    BORROWED_INSTRUCTIONS,
    _addressee,
    _group,
    _not_before,
    _terms,
    _verb,
    composed,
    languages,
)

if TYPE_CHECKING:
    from ..intents.words import Language

PAGE_RUNS = ("persons_alternatives",)  # the rest composes at build time (prebuilt.py)


def persons_alternatives() -> list[tuple[tuple[str, ...], str]]:
    """The (anchors, pattern) pairs of the announced and infinitive overrides, every language."""
    return composed("guards.persons", languages, announced, heads=False)


def announced(lang: Language) -> Iterator[tuple[tuple[str, ...], str]]:
    """The language's announced and infinitive overrides, each with its anchors: none where it
    has no such words."""
    from .words import ANNOUNCED, LAST, LAST_NOT_QUALIFYING, NEGATED  # build time only

    negated = _terms(NEGATED.get(lang.code, ""))
    if verbs := _terms(ANNOUNCED.get(lang.code, "")):
        # Not negated right before it or its modal ("Je ne vais pas ignorer", "Saya tidak akan
        # mengabaikan"); `_verb` reads it as a word of its own ("проигнорирую" holds "игнорирую").
        start = _not_before(negated)
        yield tuple(verbs), start + _verb(lang, verbs) + _SENTENCE_GAP + _addressee(lang)
    if last := _terms(LAST.get(lang.code, "")):
        # "alle vorherigen Anweisungen ignorieren": the object first, no negator in between
        # ("die bisherigen Anweisungen niemals vergessen").
        weak = set(LAST_NOT_QUALIFYING.get(lang.code, "").split("|"))
        own = replace(
            lang, qualifiers="|".join(q for q in lang.qualifiers.split("|") if q not in weak)
        )
        starts = {
            *_terms(own.qualifiers),
            *_terms(own.instructions),
            *BORROWED_INSTRUCTIONS,
            *_terms(own.told),
        }
        gap = f"(?:(?!{_group(negated)}\\b)[^\\n.!?]){{0,40}}?"
        yield tuple(sorted(starts)), _addressee(own) + gap + _verb(own, last)
