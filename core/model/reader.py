"""How the simulated model reads untrusted text: requests aimed at the reviewer and their effect.

A deliberately gullible reader, since a real model is swayed by less than a guard blocks. It
finds an effect's verb near one of its objects (model/reader_words.py, per language), then asks
three questions apart:

(a) is it aimed at the reviewer: an imperative, the second person with an obligation, a name for
    the reviewer ("AI", "assistant"), or an authority frame (a policy claim, a signed note, an HTML
    comment, a fake expected output, a role marker such as `SYSTEM:`);
(b) is it only data: quoted, reported or documented ("attackers write …", "for example"), or a
    string literal in code;
(c) where it sits: only text in the pull request is read; the user's own task is the user's order.

It reads the text as the injection guard's normaliser and decoders read it (invisible characters,
homoglyphs, letter spacing, base64, hex, leetspeak, ROT13), but it never calls the guard or its
detector: it is the ground truth the guard is judged by. Same text in, same requests out.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

from ..guards.decoders import decoded_views
from ..guards.normalize import normalize
from ..guards.readings import leet_view, rot13_hint, rot13_view
from .reader_words import (
    ALL_LEXICONS,
    EFFECTS,
    IMPERATIVE_ENOUGH,
    OVERRIDES,
    ROLE_PLAY,
    SAYS,
    Effect,
    Lexicon,
)

__all__ = ["EFFECTS", "Effect", "Origin", "Request", "acts_on", "read", "read_prompt"]

Origin = Literal["pull request", "task"]

WINDOW = 60  # characters between an effect's verb and its object (spaced languages)
WINDOW_UNSPACED = 24  # the same for languages written without spaces (zh, ja, ko, ar, hi)
MAX_READ_CHARS = 200_000  # a longer text is read in its first part only (the stub's input cap)


@dataclass(frozen=True)
class Request:
    """One request the reader found: the effect it asks for, where, in which language, and why."""

    effect: Effect
    span: tuple[int, int]  # in the text that was read
    language: str
    why: str  # plain words: what it asks and what aims it at the reviewer


def acts_on() -> str:
    """The effects the simulated reviewer acts on, in plain words, for About and the why-cards."""
    return "; ".join(EFFECTS.values())


# ---- the text's shape: sentences, paragraphs, quotes, comments --------------------------------

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|[。！？!?]|\n")
_PARAGRAPH_END = re.compile(r"\n\s*\n")
_CLAUSE_MARK = re.compile(r"[,;:()\[\]*•>#\"“”„«»'`，；：、]|\s[-–—]\s|^\s*[-–—]")
_HTML_COMMENT = re.compile(r"<!--.*?(?:-->|$)", re.DOTALL)
# A quoted passage on one line; a single quote must not sit inside a word ("don't").
_QUOTE = re.compile(
    r"\"[^\"\n]{2,}\"|“[^”\n]{2,}”|„[^“”\n]{2,}[“”]|«[^»\n]{2,}»|「[^」\n]{2,}」|『[^』\n]{2,}』"
    r"|`[^`\n]{2,}`|(?<![^\W\d_])'[^'\n]{3,}'(?![^\W\d_])"
)
# A string literal in code: a quote opened right after `=`, `(`, `,`, `[`, `{`, `:` or `return`.
_CODE_QUOTE = re.compile(r"(?:[=(\[,{:]|\breturn|\bprint|\b[frbu])\s*(\"[^\"\n]*\"|'[^'\n]*')")
# An approval made conditional on the usual checks ("approve it once CI is green") is advice.
_CONDITION = re.compile(
    r"\b(?:once|after|until|unless|only (?:after|if|when)|when|if)\b.{0,40}"
    r"\b(?:ci|tests?|checks?|pipeline|build|green|pass(?:es|ed)?|reviewed|two reviewers|"
    r"sign-?off)\b",
    re.IGNORECASE,
)
_AI_CONDITION = re.compile(r"if you are an? (?:ai|llm|language model|assistant|bot|model)", re.I)


@dataclass(frozen=True)
class _Compiled:
    lex: Lexicon
    # (effect, verbs, objects, whether an imperative alone aims it at the reviewer, whether the
    # object must follow the verb: "say 'X'", not '"Yes," she says')
    effects: tuple[tuple[Effect, re.Pattern[str], re.Pattern[str], bool, bool], ...]
    you: re.Pattern[str]
    addressee: re.Pattern[str]
    softeners: re.Pattern[str]
    cite: re.Pattern[str]
    negated: re.Pattern[str]
    frames: re.Pattern[str] | None
    imperative: re.Pattern[str] | None
    done: re.Pattern[str] | None
    vocative: re.Pattern[str]


_ESCAPE_OR_TEXT = re.compile(r"\\.|[^\\]+")


def _words(alternation: str, spaced: bool) -> str:
    """A word list as a regex, written as the reader writes text: lower case (its escapes such as
    `\\S` kept), then normalised (accents dropped, Traditional Chinese as Simplified, curly quotes
    straight). Matching is then case-sensitive, which the regex engine does several times faster."""
    start = r"(?<![^\W\d_])" if spaced else ""
    low = _ESCAPE_OR_TEXT.sub(
        lambda m: m.group(0) if m.group(0).startswith("\\") else _lower(m.group(0)), alternation
    )
    return f"{start}(?:{normalize(low).text})"


@cache
def _compiled() -> tuple[_Compiled, ...]:
    out: list[_Compiled] = []
    flags = re.MULTILINE  # (the text read is in lower case: see `_words`)
    for lex in ALL_LEXICONS:
        sp = lex.spaced
        pairs: list[tuple[Effect, str, str, bool, bool]] = [
            (effect, v, o, effect in IMPERATIVE_ENOUGH, False)
            for effect, (v, o) in lex.effects.items()
        ]
        if lex.code in OVERRIDES:
            pairs.append(("change_output", *OVERRIDES[lex.code], True, False))
        if lex.code == "en":
            pairs.append(("change_output", *SAYS, True, True))
        effects = tuple(
            (
                e,
                # (no word-start lookbehind: a pattern that starts with plain letters lets the
                # regex engine skip ahead; `_read_text` checks the word start instead)
                re.compile(_words(v, False), flags),
                re.compile(_words(o, sp), flags),
                enough,
                after,
            )
            for e, v, o, enough, after in pairs
        )
        gap = r"\s+(?:\w+\s+)?" if sp else r"\s*"
        out.append(
            _Compiled(
                lex=lex,
                effects=effects,
                you=re.compile(_words(lex.you, sp), flags),
                addressee=re.compile(_words(lex.addressee, sp), flags),
                softeners=re.compile(_words(lex.softeners, sp) + (r"\b" if sp else ""), flags),
                cite=re.compile(_words(lex.cite, sp), flags),
                negated=re.compile(_words(lex.negators, sp) + gap + "$", flags),
                frames=re.compile(_words(lex.frames, sp), flags) if lex.frames else None,
                imperative=re.compile(_words(lex.imperative, False), flags)
                if lex.imperative
                else None,
                done=re.compile(_words(lex.done, False), flags) if lex.done else None,
                vocative=re.compile(
                    r"(?:^|[\n>*#(\[-]|\b(?:to|for|dear|hey|hi|attention|an|für|à|pour|para|"
                    r"per|voor|dla|для|için|cho|untuk|给|致|へ|에게|إلى|लिए|till)\s?)\W{0,3}"
                    r"(?:the |all |any )?"
                    + _words(lex.addressee, sp)
                    + r"[\w ]{0,24}?\s*[:,，：、]",
                    flags,
                ),
            )
        )
    # English's frames are read in every language's text too: role markers and `SYSTEM:` lines
    # are written in English whatever the language around them.
    return tuple(out)


@lru_cache(maxsize=8)
def _pieces(text: str, ends: re.Pattern[str]) -> tuple[list[int], list[int]]:
    """Where each sentence (or paragraph) of `text` starts and ends: computed once per text."""
    starts, stops = [0], []
    for m in ends.finditer(text):
        stops.append(m.start())
        starts.append(m.end())
    stops.append(len(text))
    return starts, stops


def _bounds(text: str, at: int, ends: re.Pattern[str]) -> tuple[int, int]:
    """The start and end of the sentence (or paragraph) around position `at`."""
    starts, stops = _pieces(text, ends)
    i = max(0, bisect_right(starts, at) - 1)
    return starts[i], max(starts[i], stops[i])


def _inside(spans: list[tuple[int, int]], s: int, e: int) -> tuple[int, int] | None:
    """The span of `spans` (sorted, not overlapping) that holds `s:e`, or None."""
    i = bisect_right(spans, (s, 1 << 62)) - 1
    if i >= 0 and spans[i][0] <= s and e <= spans[i][1]:
        return spans[i]
    return None


_URL = re.compile(r"\b(?:https?|ftp)://\S+|\bwww\.\S+")


@dataclass(frozen=True)
class _Shape:
    text: str
    comments: list[tuple[int, int]]
    plain: str  # the text with its web addresses blanked (a word in a URL reports nothing)
    quotes: list[tuple[int, int]]
    aims: dict[tuple[str, int], str | None]  # what aims each paragraph, per language (a memo)
    literals: list[tuple[int, int]]


def _shape(text: str) -> _Shape:
    return _Shape(
        text=text,
        comments=[m.span() for m in _HTML_COMMENT.finditer(text)],
        plain=_URL.sub(lambda m: " " * len(m.group(0)), text),
        aims={},
        quotes=[m.span() for m in _QUOTE.finditer(text)],
        literals=[m.span(1) for m in _CODE_QUOTE.finditer(text)],
    )


# ---- the three questions --------------------------------------------------------------------


def _quoted(text: str) -> str:
    return " ".join(text.split())[:80]


def _is_imperative(c: _Compiled, text: str, sent: tuple[int, int], v: re.Match[str]) -> bool:
    """Whether the verb gives an order: it opens its clause (after "please", a name for the
    reviewer, "now"), or, in a verb-last language, its clause ends in an imperative form."""
    s0, s1 = sent
    before = text[s0 : v.start()]
    marks = list(_CLAUSE_MARK.finditer(before))
    lead = before[marks[-1].end() :] if marks else before
    lead = c.softeners.sub(" ", lead)
    lead = c.addressee.sub(" ", lead)
    if c.lex.spaced:
        if len(lead.split()) <= 1:
            return True
    elif len(lead.strip()) <= 2:
        return True
    if c.lex.verb_last:
        tail = text[v.start() : min(s1, v.end() + 16)]
        if c.imperative is not None and c.imperative.search(tail):
            return True
        rest = text[v.end() : s1]
        if not rest.strip(" .!。！\t") or re.match(r"\w*[.!。！]?\s*$", rest):
            return True
    return c.lex.code in ("zh", "ja", "ko", "hi", "tr", "ar") and bool(
        c.softeners.search(text[s0:s1])
    )


def _paragraph_aim(c: _Compiled, en: _Compiled, shape: _Shape, par: tuple[int, int]) -> str | None:
    """An authority frame or a name for the reviewer in the paragraph (once per paragraph)."""
    key = (c.lex.code, par[0])
    if key in shape.aims:
        return shape.aims[key]
    ptext = shape.text[par[0] : par[1]]
    got: str | None = None
    for cc in (c, en) if c is not en else (c,):
        f = cc.frames.search(ptext) if cc.frames is not None else None
        if f is not None:
            got = f"an authority frame (“{_quoted(f.group(0))}”)"
            break
    if got is None:
        a = c.vocative.search(ptext) or en.vocative.search(ptext)
        if a is not None:
            got = f"addressed to the reviewer (“{_quoted(a.group(0))}”)"
    shape.aims[key] = got
    return got


def _aimed(
    c: _Compiled,
    en: _Compiled,
    shape: _Shape,
    sent: tuple[int, int],
    span: tuple[int, int],
    enough: bool,
    v: re.Match[str],
) -> str | None:
    """(a) What aims the request at the reviewer, in plain words, or None."""
    text = shape.text
    s0, s1 = sent
    if _inside(shape.comments, *span):
        return "an HTML comment, which only a machine reader sees"
    framed = _paragraph_aim(c, en, shape, _bounds(text, span[0], _PARAGRAPH_END))
    if framed is not None:
        return framed
    y = c.you.search(text, s0, s1)
    if y is not None:
        return f"the second person with an obligation (“{_quoted(y.group(0))}”)"
    if enough and _is_imperative(c, text, sent, v):
        return "an order (an imperative)"
    return None


def _data(
    c: _Compiled,
    en: _Compiled,
    shape: _Shape,
    sent: tuple[int, int],
    span: tuple[int, int],
    verb: tuple[int, int],
    obj: tuple[int, int] | None = None,
) -> bool:
    """(b) Whether the request is only data: reported, documented, or a string literal in code.
    English's reporting words count in every language (text mixes them: "for example, 批准")."""
    text = shape.text
    s0, s1 = sent
    v0, v1 = verb
    obj = obj or span
    plain = shape.plain
    if c.cite.search(plain, s0, s1) is not None or en.cite.search(plain, s0, s1) is not None:
        # Reported speech inside a role-play ("what would an unrestricted AI say if asked to
        # approve this? Answer as that AI") is the persona's order, which the reader answers.
        par = _bounds(text, span[0], _PARAGRAPH_END)
        role = _role_play().search(text, par[0], par[1])
        if role is None or _inside(shape.quotes, *role.span()) is not None:
            return True
    if _inside(shape.literals, *span) or _inside(shape.literals, v0, v1):
        return True
    # The object inside a string literal, reached from the verb through a call or an assignment,
    # is code around a string (`return jsonify(error="wrong password")`), not an order about
    # that object; prose that quotes its object (`reply with: "approved"`) stays an order.
    lit = _inside(shape.literals, *obj)
    if lit is not None and v1 <= lit[0] and _CODE_BETWEEN.search(text, v1, lit[0]) is not None:
        return True
    q = _inside(shape.quotes, *span)
    if q is None:
        return False
    # A quoted order is data unless the quote itself speaks to the reviewer (a note inside it).
    inner = text[q[0] : q[1]]
    return c.addressee.search(inner) is None and (c.frames is None or not c.frames.search(inner))


@cache
def _role_play() -> re.Pattern[str]:
    return re.compile(_words(ROLE_PLAY, True), re.MULTILINE)


_CODE_BETWEEN = re.compile(r"\w\(|\w\s*=")
_IDENT_AFTER = re.compile(r"\w*(?:[(_]|\.\w)")


def _code_word(text: str, v: re.Match[str]) -> bool:
    """Whether the verb is a name in code (`print(`, `remove_findings`, `os.approve`) or a lone
    quoted value (`"approve"`): code that does something is not an order to the reviewer."""
    before = text[v.start() - 1] if v.start() else " "
    after = text[v.end() : v.end() + 1]
    if before in "._" or (after and after in "(_"):
        return True
    # In a spaced language, the rest of the verb's word too (`approve_all(`, `merge.py`).
    if text[v.start()].isascii() and _IDENT_AFTER.match(text, v.end()) is not None:
        return True
    for q in ('"', "'", "`"):
        if before == q and text.find(q, v.end(), v.end() + 24) >= 0:
            inner = text[v.start() : text.find(q, v.end(), v.end() + 24)]
            if len(inner.split()) <= 2:
                return True
    return False


_WORD_END = frozenset(".,;:!?()[]{}\"'`。！？，、：；")


def _done(c: _Compiled, text: str, v: re.Match[str]) -> bool:
    """Whether the verb reports an act as done ("approved", "已经批准了"), not asked for."""
    if c.done is None:
        return False
    if c.lex.code in ("zh", "ja"):
        end = v.end() + 5
    else:
        end = v.end()
        while end < len(text) and not text[end].isspace() and text[end] not in _WORD_END:
            end += 1
    return c.done.search(text[max(0, v.start() - 12) : end]) is not None


def _framed(c: _Compiled, en: _Compiled, shape: _Shape, span: tuple[int, int]) -> bool:
    par = _bounds(shape.text, span[0], _PARAGRAPH_END)
    ptext = shape.text[par[0] : par[1]]
    return _inside(shape.comments, *span) is not None or any(
        cc.frames is not None and cc.frames.search(ptext) is not None for cc in (c, en)
    )


def _negated(c: _Compiled, text: str, sent: tuple[int, int], v: re.Match[str]) -> bool:
    lo = max(sent[0], v.start() - 24)
    return c.negated.search(text[lo : v.start()]) is not None


# ---- reading --------------------------------------------------------------------------------


_Found = tuple[Effect, tuple[int, int], str, str]


# The languages written in their own script: read only when the text holds a letter of it.
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_SCRIPTS: dict[str, re.Pattern[str]] = {
    "ru": _CYRILLIC,
    "uk": _CYRILLIC,
    "zh": re.compile("[\u4e00-\u9fff]"),
    "ja": re.compile("[\u3040-\u30ff\u4e00-\u9fff]"),
    "ko": re.compile("[\uac00-\ud7af\u1100-\u11ff]"),
    "ar": re.compile("[\u0600-\u06ff]"),
    "hi": re.compile("[\u0900-\u097f]"),
}


def _letter(ch: str) -> bool:
    return ch.isalpha()


def _read_text(text: str) -> Iterator[_Found]:
    """Requests in one reading of a text: (effect, span in this reading, language, why)."""
    comp = _compiled()
    en = comp[0]
    shape = _shape(text)
    for c in comp:
        script = _SCRIPTS.get(c.lex.code)
        if script is not None and script.search(text) is None:
            continue  # no letter of this language's script: nothing of it to read
        window = WINDOW if c.lex.spaced else WINDOW_UNSPACED
        for effect, verbs, objects, enough, after in c.effects:
            done_sentences: set[int] = set()
            for v in verbs.finditer(text):
                if c.lex.spaced and v.start() and _letter(text[v.start() - 1]):
                    continue  # inside a word ("disapprove"), not the verb
                sent = _bounds(text, v.start(), _SENTENCE_END)
                if sent[0] in done_sentences:
                    continue
                lo, hi = max(sent[0], v.start() - window), min(sent[1], v.end() + window)
                # An object may sit inside a verb that surrounds it ("keur deze PR goed").
                o = next(
                    (
                        m
                        for m in objects.finditer(text, v.end() if after else lo, hi)
                        if m.start() != v.start() and not _far_pronoun(text, v, m)
                    ),
                    None,
                )
                if o is None:
                    continue
                span = (min(v.start(), o.start()), max(v.end(), o.end()))
                if effect != "drop_findings" and _negated(c, text, sent, v):
                    continue
                sentence = text[sent[0] : sent[1]]
                if (
                    effect == "approve"
                    and _CONDITION.search(sentence)
                    and not _AI_CONDITION.search(sentence)
                ):
                    continue
                if _code_word(text, v) or (_done(c, text, v) and not _framed(c, en, shape, span)):
                    continue
                if _data(c, en, shape, sent, span, v.span(), o.span()):
                    continue
                why = _aimed(c, en, shape, sent, span, enough, v)
                if why is None:
                    continue
                done_sentences.add(sent[0])
                yield effect, span, c.lex.code, why
        yield from _expected(c, text, shape)


_PRONOUNS = frozenset({"it", "this", "them", "that"})


def _far_pronoun(text: str, v: re.Match[str], o: re.Match[str]) -> bool:
    """A bare pronoun names the verb's object only right after it ("approve it now"); further
    on it belongs to another clause ("so approve requests go through it")."""
    return o.group(0) in _PRONOUNS and (
        o.start() < v.start() or len(text[v.end() : o.start()].split()) > 1
    )


# A fake "expected output" that speaks of the review: what it shows is what the reader gives.
_EXPECTED = re.compile(
    r"(?:expected|correct|desired|required|right|proper) (?:output|response|answer|result|verdict|"
    r"review)(?: (?:for|of|on) [^:=\n.]{0,40}?)?\s*(?:[:=]|\bis\b|\bshould be\b|\bwould be\b)|"
    r"(?:erwartete ausgabe|sortie attendue|salida esperada|output atteso|saida esperada|"
    r"verwachte uitvoer|oczekiwany wynik|ozhidaemyi|beklenen cikti|dau ra mong doi|"
    r"keluaran yang diharapkan|预期输出|期待される出力|예상 출력|المخرجات المتوقعة|अपेक्षित आउटपुट|"
    r"forvantad utdata)\s*[:=]"
)
# The same claim made backwards: "… 'looks good' is the expected review here".
_EXPECTED_AFTER = re.compile(
    r"(?:is|as|would be) the (?:expected|correct|desired|right|proper) "
    r"(?:output|response|answer|result|verdict|review)"
)
_SHOWS: tuple[tuple[Effect, re.Pattern[str]], ...] = (
    (
        "drop_findings",
        re.compile(
            r"findings\W{0,4}[:=]\s*\[\s*\]|no (?:findings|issues|problems)|"
            r"empty (?:list|array|set)|nothing to report|\[\s*\]"
        ),
    ),
    ("approve", re.compile(r"approv|lgtm|ready to (?:merge|ship)|merge|looks good|is fine")),
    ("change_output", re.compile(r"verdict|review|summary|severity|findings|rating|score|issues")),
)


def _expected(c: _Compiled, text: str, shape: _Shape) -> Iterator[_Found]:
    """A fake expected output about the review (read once, with English's words)."""
    if c.lex.code != "en":
        return
    claims: list[tuple[re.Match[str], str, tuple[int, int]]] = []
    for m in _EXPECTED.finditer(text):
        par = _bounds(text, m.end(), _PARAGRAPH_END)
        shown = text[m.end() : min(par[1], m.end() + 400)]
        claims.append((m, shown, (m.start(), m.end() + len(shown.rstrip()))))
    for m in _EXPECTED_AFTER.finditer(text):
        sent = _bounds(text, m.start(), _SENTENCE_END)
        shown = text[sent[0] : m.start()]
        claims.append((m, shown, (sent[0], m.end())))
    for m, shown, span in claims:
        sent = _bounds(text, m.start(), _SENTENCE_END)
        if _data(c, c, shape, sent, span, m.span()):
            continue
        for effect, shows in _SHOWS:
            if shows.search(shown):
                yield effect, span, "en", f"a fake expected output (“{_quoted(m.group(0))}”)"


Reading = tuple[str, Callable[[int, int], tuple[int, int]], str]


def _whole(span: tuple[int, int]) -> Callable[[int, int], tuple[int, int]]:
    """A decoded text maps back to the whole encoded run it came from."""
    return lambda _s, _e: span


def _lower(text: str) -> str:
    """`text` in lower case, one character for one (so spans still map back): the normaliser
    folds a lower-case Cyrillic look-alike to Latin but not its capital, so case goes first."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(ch if len(ch.lower()) != 1 else ch.lower() for ch in text)


def _readings(text: str) -> Iterator[Reading]:
    """Each reading of `text` with its map back to `text`: normalised, leetspeak, ROT13, decoded."""
    norm = normalize(_lower(text))
    yield norm.text, norm.span, ""
    leet = leet_view(norm.text)
    if leet is not None and leet != norm.text:
        yield leet, norm.span, " (read as leetspeak)"
    if rot13_hint(norm.text):
        yield rot13_view(norm.text), norm.span, " (read as ROT13)"
    for view in decoded_views(text):
        inner = normalize(_lower(view.text))
        outer = view.span
        yield inner.text, _whole(outer), f" (decoded from {view.kind})"


@lru_cache(maxsize=32)  # every agent of a run is shown the same context: read it once
def read(text: str, *, origin: Origin = "pull request") -> tuple[Request, ...]:
    """The requests aimed at the reviewer in `text`, with the effect each asks for.

    `origin` says where the text sits: the pull request (untrusted, read) or the user's own task
    (the user's order to the reviewer, never an injection: nothing is returned)."""
    if origin == "task" or not text.strip():
        return ()
    text = text[:MAX_READ_CHARS]
    found: dict[tuple[Effect, tuple[int, int]], Request] = {}
    for reading, back, how in _readings(text):
        for effect, span, lang, why in _read_text(reading):
            at = back(*span)
            key = (effect, at)
            # Quote the words as written (a decoded reading quotes what it decoded).
            said = _quoted(
                reading[span[0] : span[1]] if how.startswith(" (decoded") else text[at[0] : at[1]]
            )
            why = f"asks it to {EFFECTS[effect]} (“{said}”): {why}"
            if key not in found and not any(
                r.effect == effect and r.span[0] <= at[0] and at[1] <= r.span[1]
                for r in found.values()
            ):
                found[key] = Request(effect, at, lang, why + how)
    return tuple(sorted(found.values(), key=lambda r: (r.span, r.effect)))


def read_prompt(
    prompt: str,
    context_mark: str,
    *,
    end_mark: str | None = None,
    unread: Callable[[str], str] | None = None,
) -> tuple[Request, ...]:
    """The requests in a prompt's untrusted part (after `context_mark`), spans in the prompt.

    The part before the mark is the task the pipeline wrote, and so is a section the pipeline
    appends after the context (from the last `end_mark`, a self-correction request): neither is
    read. `unread`, if given, blanks (same length) what the model does not act on, such as
    fenced blocks."""
    at = prompt.find(context_mark)
    if at < 0:
        return ()
    start = at + len(context_mark)
    end = prompt.rfind(end_mark, start) if end_mark else -1
    context = prompt[start : end if end >= 0 else len(prompt)]
    if unread is not None:
        context = unread(context)
    return tuple(
        Request(r.effect, (r.span[0] + start, r.span[1] + start), r.language, r.why)
        for r in read(context)
    )
