"""The orders family's cases (orders announced, a fixed reply, notes to the AI reader, forged
system messages, "if you are an AI, …" then an order; and the to-do items, status lines, quiz
questions and people or AI researchers with the same words, which pass) now live in
core/guards/families/orders/cases.jsonl. Forms there: `order` (the four order intents),
`order-lookalike` (a to-do item, saved task, status line or quiz question: the same words, no
order), `translated-mix` (one attack mix translated, the lines an orders pattern blocks), `if-ai`
("if you are an AI, …" then an override, disclosure, approval or "show" verb) and `if-someone`
(the same condition naming a person, an AI researcher, engineer, vendor or start-up, or an AI that
is only described). The rest of the translated attack mix, which other families' patterns block,
is among their cases, form `translated-mix` too, each with the rule among those that match it:
core/guards/families/intents/cases.jsonl (forget your previous task, ignore and say X instead,
ignore your guidelines) and core/guards/families/extraction/cases.jsonl (answer with your hidden
instructions). Here: the order table's languages."""

from __future__ import annotations

from safe_agent.guards.families.intents.words import LANGUAGES
from safe_agent.guards.families.orders.words import ORDERS


def test_every_language_of_the_intents_has_the_order_intents() -> None:
    """The order table covers the same languages as the core intents, each with every part."""
    assert [o.code for o in ORDERS] == [lang.code for lang in LANGUAGES]
    for o in ORDERS:
        assert o.orders and o.task and o.copula and o.ai and o.reading and o.this and o.system
        assert o.answer or o.quote_first, o.code
        assert o.reply and o.begin, o.code
