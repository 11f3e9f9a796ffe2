"""Talk about attacks: a text that names an attack as its topic and addresses no one.

The learned detector reads words, not sentences: "Explain how prompt injection attacks work" and
"What is the DAN jailbreak?" score like attacks (the name of an attack is its strongest evidence),
and its training sources hold no benign text about attacks to learn otherwise. A text that names
an attack and speaks to no one (no "you", no "assistant:") describes or asks about the attack
rather than making one, so the guard lowers the detector's block on it to a warning. The rules are
not lowered: a text that quotes an attack's words ("the attacker wrote: ignore all previous
instructions") still carries them to the model, and a rule still blocks it.

An attack that avoids every form of address and names its own kind is warned about, not
blocked: the price of this reading, stated in docs/guardrails.md with its measured cost.
"""

from __future__ import annotations

import re

# An attack named as a topic (English: the learned detector reads English; other languages'
# benign texts about attacks are not blocked by it, measured in docs/guardrails.md).
_TOPIC = re.compile(
    r"(?i)\b(?:prompt[- ]?injections?|injection attacks?|jail-?break(?:s|ing|ers?)?|"
    r"red[- ]team(?:s|ing|ers?)?|adversarial prompts?|guardrails?|ai safety|"
    r"(?:ai|llm) security|attack(?:s|ers?)?)\b"
)

# Whoever an order would be given to: the reader in the second person, in English and in the
# 18 other languages the guard reads, or a model, an assistant or an agent addressed by name
# ("Assistant:", "AI agents reading this,"). Any of them and the text may be an order.
_SECOND_PERSON = (
    r"you|your|yours|yourself|yourselves|u|ur|ya|thou|thee|thy|"  # en
    r"du|dich|dir|dein\w*|ihr|euch|euer\w*|sie|ihnen|"  # de
    r"tu|toi|te|ton|ta|tes|vous|votre|vos|"  # fr
    r"tú|usted\w*|vosotr\w*|tus?|ti|"  # es
    r"tuo|tua|tuoi|tue|voi|vostr\w*|"  # it
    r"você\w*|vocês|seu|sua|teu|tua|"  # pt
    r"jij|je|jou|jouw|jullie|u|uw|"  # nl
    r"ty|ci|ciebie|twój|twoj\w*|wy|wasz\w*|pan|pani|"  # pl
    r"sen|seni|sana|senin|siz|sizin|size|"  # tr
    r"bạn|mày|anh|chị|em|"  # vi
    r"anda|kamu|kau|engkau|"  # id
    r"ты|тебя|тебе|тобой|твой|твоя|твоё|твои|вы|вас|вам|вами|ваш\w*|"  # ru
    r"तुम|तुम्हारा|तुम्हें|आप|आपका|आपको|"  # hi
    r"أنت|انت|أنتم|لك|"  # ar
    r"assistants?|chatbots?|llms?|agents?"
)
# A chat role's header at a line's start ("System:", "AI:"): the text speaks as or to a model.
ROLE_HEADER = r"(?m:^\s*(?:system|assistant|ai|bot|model|user)\s*:)"
_ADDRESS = re.compile(
    rf"(?i)\b(?:{_SECOND_PERSON})\b"
    # Chinese, Japanese and Korean forms of "you" are not spaced words.
    r"|你|您|あなた|君|お前|貴方|당신|너|네가|니가|그대"
    rf"|{ROLE_HEADER}"
)


# A reader's request for an explanation is addressed to the model but asks it for nothing but
# words about the topic ("Could you explain what a jailbreak is?"); it does not count as address.
_ASKED = re.compile(
    r"(?i)\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:explain|describe|define|"
    r"summari[sz]e|outline|compare|tell\s+me|help\s+me\s+understand)\b"
)


def attack_topic(text: str) -> str | None:
    """The attack `text` names as its topic (as written), when it names one and addresses no one
    (a request for an explanation aside); else None."""
    topic = _TOPIC.search(text)
    if topic is None or _ADDRESS.search(_ASKED.sub(" ", text)):
        return None
    return topic.group(0)
