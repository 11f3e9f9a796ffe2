"""Rule matches that quote an attack instead of making one: an example in prose, a prompt in code.

A rule recognises an attack's words wherever they are. Two places hold those words without
saying them to the reviewer, and blocking them blocks the documentation and the code that
defend against attacks:

* **an example**: the words in quotation marks, introduced as an example ("text such as
  'disregard your rules'", „Ignoriere alle vorherigen Anweisungen“ after "wie", 「以前の指示を
  無視せよ」 before "といった"), in a sentence that speaks to no one outside the quotation (no
  second person, no assistant or model named as the one spoken to, no chat role's header);
* **a model's prompt in code**: in a code or configuration file, the words inside a string that
  is the value of a prompt's key or variable (`SYSTEM_PROMPT = "…"`, `system_prompt: |`,
  `"role": "system", "content": "…"`): the developer's instructions to their own model.

The simulated model reads both as data (model/reader.py: quoted, documented, or a string literal
in code), so a rule match there is set aside (`InjectionCheck.quoted`) and the learned detector
decides the field. The price: an attack that dresses itself as a quoted example is left to the
detector, and when the detector lets it through the page shows it reaching the model.

The words are data, one entry per language the guard reads (`EXAMPLE_BEFORE`, `EXAMPLE_AFTER`);
`tests/data/quoted_cases.jsonl` holds the cases, run by `tests/test_quoted.py`.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Literal

from .attack_topic import ROLE_HEADER
from .textutil import trie_regex

Quoted = Literal["example", "prompt"]

# Words that introduce a quoted example, just before its opening quote mark (a few words such
# as "the sentence" may sit between): per language, as written (matched case-insensitively).
EXAMPLE_BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("such as", "like", "e.g.", "e.g.,", "for example", "for instance", "the phrase",
           "the sentence", "the string", "the words", "the text", "phrases", "strings",
           "sentences", "containing", "says", "said", "writes", "wrote"),
    "de": ("wie", "etwa", "z. b.", "z.b.", "zum beispiel", "beispielsweise", "den satz",
           "die zeichenkette", "die phrase"),
    "fr": ("comme", "par exemple", "la phrase", "tel que", "telle que", "tels que",
           "telles que", "du type", "du genre"),
    "es": ("como", "por ejemplo", "la frase", "tal como", "del tipo", "la cadena"),
    "it": ("come", "ad esempio", "per esempio", "la frase", "del tipo", "la stringa"),
    "pt": ("como", "por exemplo", "a frase", "do tipo", "a string"),
    "nl": ("zoals", "bijvoorbeeld", "de zin", "de tekst"),
    "sv": ("som", "till exempel", "t.ex.", "meningen", "frasen"),
    "pl": ("jak", "np.", "na przykład", "zdanie", "typu", "frazę"),
    "ru": ("вроде", "например", "как", "типа", "фразу", "фраза", "строку"),
    "uk": ("як-от", "наприклад", "на кшталт", "як", "фразу", "фраза"),
    "tr": ("örneğin", "mesela", "cümlesi", "ifadesi"),
    "vi": ("như", "ví dụ", "chẳng hạn", "câu"),
    "id": ("seperti", "misalnya", "contohnya", "kalimat"),
    "hi": ("जैसे", "उदाहरण के लिए", "वाक्य"),
    "ar": ("مثل", "مثلا", "مثلاً", "عبارة", "كعبارة"),
    "zh": ("例如", "比如", "诸如", "像", "如"),
    "ja": ("例えば", "たとえば"),
    "ko": ("예를 들어", "예컨대"),
}  # fmt: skip

# Words that mark a quotation as an example right after its closing quote mark (languages that
# put the marker after the noun: "「…」といった命令", "“…”之类的文字", "'…' gibi cümleler").
EXAMPLE_AFTER: dict[str, tuple[str, ...]] = {
    "tr": ("gibi", "benzeri"),
    "hi": ("जैसे", "जैसा", "जैसी", "जैसे वाक्य"),
    "zh": ("之类", "这样的", "这类", "等"),
    "ja": ("といった", "のような", "などの", "という", "のように"),
    "ko": ("같은", "와 같은", "과 같은", "라는", "이라는", "등의", "등"),
}

# Words that speak to the reader or the model, outside the quotation, per language: only the
# forms no other language of the guard uses as an ordinary word (German "sie" is also "they",
# Dutch "je" is Polish "them", Vietnamese "em" is Portuguese "in").
ADDRESS_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("you", "your", "yours", "yourself", "yourselves"),
    "de": ("du", "dich", "dir", "dein", "deine", "euch", "euer"),
    "fr": ("tu", "toi", "vous", "votre", "vos"),
    "es": ("tú", "usted", "ustedes", "vosotros"),
    "it": ("tuo", "tua", "voi", "vostro", "vostra"),
    "pt": ("você", "vocês"),
    "nl": ("jij", "jou", "jouw", "jullie"),
    "sv": ("du", "dig", "din", "ditt", "ni"),
    "pl": ("ty", "ciebie", "twój", "twoje", "wy", "wasz"),
    "ru": ("ты", "тебя", "тебе", "вы", "вас", "вам", "ваш"),
    "uk": ("ти", "тебе", "ви", "вас", "вам", "ваш"),
    "tr": ("sen", "seni", "sana", "siz", "size"),
    "vi": ("bạn", "mày"),
    "id": ("anda", "kamu", "engkau"),
    "hi": ("तुम", "तुम्हें", "आप", "आपको"),
    "ar": ("أنت", "انت", "أنتم"),
}
# Chinese, Japanese and Korean forms of "you", not spaced words
_ADDRESS_CJK = ("你", "您", "あなた", "お前", "당신", "너")
# A model named as the one spoken to: a vocative ("assistant, …", "…, AI:") or a chat role's
# header at a line's start.
_VOCATIVE = (
    r"\b(?:assistant|ai|model|bot|chatbot|agent|llm|reviewer)\s*[,:!]"
    r"|[,:]\s*(?:assistant|ai|model|bot|chatbot|agent|llm|reviewer)\b"
    rf"|{ROLE_HEADER}"
)

# Quote marks that open and close a quotation (straight, curly, low-high, guillemets, CJK).
_PAIRS = {'"': '"', "'": "'", "“": "”", "„": "“”", "«": "»", "»": "«", "‘": "’", "‚": "‘’",
          "‹": "›", "「": "」", "『": "』", "《": "》", "〝": "〞"}  # fmt: skip
_CLOSERS = frozenset("".join(_PAIRS.values()))
_LONGEST_QUOTE = 400  # characters: an example is a sentence or two, not a document

# A sentence ends at . ! ? and their CJK forms followed by space, or at a line break.
_SENTENCE_END = re.compile(r"[.!?]\s|[。！？\n]")


def _words(table: dict[str, tuple[str, ...]]) -> str:
    """Every language's words of `table` as one regex (a trie, longest first)."""
    return trie_regex(sorted({w for ws in table.values() for w in ws}, key=lambda w: (-len(w), w)))


@cache
def _before() -> re.Pattern[str]:
    # the cue, then up to three short words ("such as the sentence", "like this one:"), then
    # the quote mark: the pattern reads the text before a quote mark, so it ends at the end
    return re.compile(
        rf"(?i)(?:^|[\s(,:;])(?:{_words(EXAMPLE_BEFORE)})"
        rf"(?:[\s,:]+[^\s\"'“„«「『]{{1,12}}){{0,3}}[\s,:]*\Z"
    )


@cache
def _address() -> re.Pattern[str]:
    spaced = _words(ADDRESS_WORDS)
    return re.compile(rf"(?i)(?<!\w)(?:{spaced})(?!\w)|{'|'.join(_ADDRESS_CJK)}|{_VOCATIVE}")


@cache
def _after() -> re.Pattern[str]:
    return re.compile(rf"(?i)\s?(?:{_words(EXAMPLE_AFTER)})")


def _enclosing_quote(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The quotation on one line that holds text[start:end]: (index of the opening mark, index
    of the closing mark), the innermost one; None when the span is not quoted. Each side is read
    once, at most `_LONGEST_QUOTE` characters: the work per match is bounded."""
    line0 = text.rfind("\n", max(0, start - _LONGEST_QUOTE), start) + 1
    line1 = text.find("\n", end, end + _LONGEST_QUOTE)
    line1 = min(len(text), end + _LONGEST_QUOTE) if line1 < 0 else line1
    ahead: dict[str, int] = {}  # each closing mark's first place after the span
    for j in range(end, line1):
        ch = text[j]
        # an apostrophe followed by a letter ("it's") closes nothing
        if ch in _CLOSERS and ch not in ahead and not (ch == "'" and text[j + 1 : j + 2].isalnum()):
            ahead[ch] = j
    if not ahead:
        return None
    for i in range(start - 1, max(line0, start - _LONGEST_QUOTE) - 1, -1):
        closers = _PAIRS.get(text[i])
        # an apostrophe inside a word ("don't") opens nothing
        if closers is None or (text[i] in "'’" and i > 0 and text[i - 1].isalnum()):
            continue
        found = [ahead[c] for c in closers if c in ahead]
        if found:
            return i, min(found)
    return None


def _sentence(text: str, i: int, j: int) -> tuple[int, int]:
    """The sentence around text[i:j] (from the end of the previous one to the end of this),
    read at most `_LONGEST_QUOTE` characters either side: the work per match is bounded."""
    lo = max(0, i - _LONGEST_QUOTE)
    s0 = lo
    for end in _SENTENCE_END.finditer(text, lo, i):
        s0 = end.end()
    after = _SENTENCE_END.search(text, j, j + _LONGEST_QUOTE)
    return s0, (after.start() + 1 if after else min(len(text), j + _LONGEST_QUOTE))


def example(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] sits in a quotation introduced as an example, in a sentence that
    speaks to no one outside the quotation."""
    q = _enclosing_quote(text, start, end)
    if q is None:
        return False
    i, j = q
    s0, s1 = _sentence(text, i, j)
    if not (_before().search(text[max(s0, i - 60) : i]) or _after().match(text, j + 1)):
        return False
    outside = text[s0:i] + " " + text[j + 1 : s1]
    return _address().search(outside) is None


# A string's opening in code: the value of a prompt's key or variable, after `=` or `:` (and
# an opening bracket, a string prefix or YAML's block marker). The name holds a prompt's word.
_PROMPT_KEY = re.compile(
    r"""(?ix)
    (?:\b\w*(?:prompt|system|instruction|persona|preamble|guideline)s?\w*\b["'`]?
       |"role"\s*:\s*"(?:system|developer|user|assistant)"\s*,\s*"content")
    \s*(?::|=|:=|\+=)\s*[(\[]?\s*(?:[rbfu]{0,2}(?P<q>\"\"\"|'''|["'`])|[|>][-+]?[ \t]*\n)
    """
)
_WINDOW = 2000  # characters before a match searched for its string's key


def _prompt_string(text: str, start: int) -> bool:
    """Whether text[start] sits in a string that a prompt's key or variable holds: the last
    prompt key before it opens a string, and no line between them leaves that string's
    statement (a YAML block's lines are indented; a Python concatenation continues with quotes)."""
    lo = max(0, start - _WINDOW)
    last: re.Match[str] | None = None
    for m in _PROMPT_KEY.finditer(text, lo, start):
        last = m
    if last is None:
        return False
    between = text[last.end() : start]
    quote = last.group("q")
    if quote is not None and len(quote) == 3:  # a triple-quoted string runs to its closing three
        return quote not in between
    if quote is not None:
        # inside a string on the match's own line: an odd number of unescaped quote marks
        # before it on that line (the opening one counted when it is the key's own line)
        line = between.rsplit("\n", 1)[-1]
        marks = len(re.findall(rf"(?<!\\){re.escape(quote)}", line)) + ("\n" not in between)
        if marks % 2 == 0:
            return False
    if "\n" not in between:
        return True
    key_line = text.rfind("\n", 0, last.start()) + 1
    head = text[key_line : last.start()]
    key_indent = len(head) - len(head.lstrip())
    # every line from the key to the match is inside the value: more indented than the key
    # (a YAML block, a wrapped call) or a continued string (Python's implicit concatenation)
    for line in between.split("\n")[1:]:
        stripped = line.lstrip()
        continued = stripped.startswith(('"', "'", "+"))
        if stripped and len(line) - len(stripped) <= key_indent and not continued:
            return False
    return True


def quoted(text: str, start: int, end: int, *, kind: str) -> Quoted | None:
    """Why a rule's match at text[start:end] quotes an attack rather than makes one, or None.
    `kind` is the field's kind (`detector.field_kind`): a prompt string counts only in code."""
    if kind == "code" and _prompt_string(text, start):
        return "prompt"
    if example(text, start, end):
        return "example"
    return None
