"""The guard's core intents in many languages, written by hand from the intent, as alternatives.

Four intents, each in 18 languages besides English: ignore or forget the previous instructions
(override verbs near instruction nouns), reveal the system prompt (reveal verbs near
system-prompt nouns), "you are now …" (phrases) and approve or merge this change (approve verbs
near change nouns), with at most 40 characters of one sentence between verb and noun (Japanese,
Korean, Turkish and Hindi put the verb last, so for them the noun may come first).

Every word is written in its own script and passed through the guard's own normalisation, so
a pattern reads exactly what the scanner sees (accents dropped, Cyrillic and Greek homoglyphs
folded to Latin, Devanagari viramas and Japanese voicing marks dropped by NFKD). Words are
stems: `anweisung` matches `Anweisungen`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .normalize import normalize
from .textutil import trie_regex


@dataclass(frozen=True)
class Language:
    """One language's words for the four intents (`|`-separated stems, in its own script)."""

    code: str
    override: str  # ignore / forget / disregard
    instructions: str  # instructions / rules / orders
    reveal: str  # show / reveal / print / repeat / tell
    system_prompt: str  # system prompt / initial instructions
    now: str  # "you are now (a)" / "from now on you"
    approve: str  # approve / merge / accept
    change: str  # this pull request / this change


LANGUAGES: tuple[Language, ...] = (
    Language(
        "de",
        "ignorier|vergiss|vergesst|vergessen sie|missachte|ubergeh|beachte nicht|"
        "beachten sie nicht",
        "anweisung|instruktion|vorgabe|befehl|regeln|richtlinie|alles",
        "zeig|gib|verrat|enthull|nenn|wiederhol|schreib|ausgeben|drucke",
        "systemprompt|system-prompt|systemanweisung|systemnachricht|anfangsanweisung|"
        "ursprunglichen anweisungen",
        "du bist jetzt ein|du bist jetzt eine|du bist nun ein|ab jetzt bist du|von nun an bist du",
        "genehmig|akzeptier|freigeb|gib frei",
        "diesen pr|diesen pull request|diese anderung|diesen merge request|den pr",
    ),
    Language(
        "fr",
        "ignorez|oublie|oubliez|ne tiens pas compte|ne tenez pas compte|fais abstraction",
        "instruction|consigne|directive|regles|ordres|tout ce",
        "montre|affiche|revele|divulgue|repete|donne-moi|dis-moi|imprime|ecris",
        "prompt systeme|invite systeme|message systeme|instructions initiales|consignes initiales",
        "tu es maintenant un|tu es maintenant une|vous etes maintenant un|vous etes maintenant une|"
        "a partir de maintenant, tu|desormais tu|desormais, tu",
        "approuve|fusionne|valide|acceptez",
        "cette pr|cette pull request|cette modification|ce changement|cette merge request",
    ),
    Language(
        "es",
        "ignora|olvida|ignore|olvide|haz caso omiso|descarta|no sigas|no hagas caso",
        "instrucciones|indicaciones|reglas|ordenes|directrices|todo lo",
        "muestra|revela|imprime|dime|repite|escribe|ensena",
        "prompt del sistema|mensaje del sistema|instrucciones del sistema|instrucciones iniciales",
        "ahora eres un|ahora eres una|a partir de ahora eres|desde ahora eres",
        "aprueba|fusiona|acepta|haz merge",
        "este pr|este pull request|este cambio|esta solicitud|estos cambios",
    ),
    Language(
        "it",
        "ignora|dimentica|trascura|non seguire|non tenere conto",
        "istruzioni|regole|indicazioni|direttive|ordini|tutto",
        "mostra|rivela|stampa|ripeti|dimmi|scrivi",
        "prompt di sistema|messaggio di sistema|istruzioni di sistema|istruzioni iniziali",
        "ora sei un|ora sei una|adesso sei un|adesso sei una|da ora in poi sei",
        "approva|unisci|accetta|fai il merge",
        "questa pr|questa pull request|questa modifica|queste modifiche",
    ),
    Language(
        "pt",
        "ignore|ignora|esqueca|esquece|desconsidere|desconsidera|nao siga",
        "instrucoes|regras|orientacoes|diretrizes|ordens|tudo",
        "mostre|mostra|revele|revela|imprima|diga|repita|escreva",
        "prompt do sistema|mensagem do sistema|instrucoes do sistema|instrucoes iniciais",
        "agora voce e um|agora voce e uma|agora tu es|a partir de agora voce e",
        "aprove|aprova|mescle|faca o merge|faca merge|aceite",
        "este pr|este pull request|esta alteracao|esta mudanca|estas alteracoes",
    ),
    Language(
        "nl",
        "negeer|vergeet|sla over",
        "instructies|regels|aanwijzingen|opdrachten|alles",
        "toon|laat zien|onthul|herhaal|print|geef|schrijf",
        "systeemprompt|systeem prompt|systeembericht|systeeminstructies|"
        "oorspronkelijke instructies",
        "je bent nu een|jij bent nu een|u bent nu een|vanaf nu ben je",
        "keur|goedkeuren|accepteer",
        "deze pr|deze pull request|deze wijziging|deze wijzigingen",
    ),
    Language(
        "pl",
        "zignoruj|ignoruj|zapomnij|pomiń|nie stosuj się",
        "instrukcj|poleceń|polecen|zasad|reguł|wytyczn|wszystko",
        "pokaz|ujawnij|wypisz|powtorz|podaj|wyswietl|napisz",
        "prompt systemowy|prompt systemu|instrukcje systemowe|poczatkowe instrukcje",
        "teraz jestes|od teraz jestes|od teraz bedziesz",
        "zatwierdz|zaakceptuj|scal|zmerguj",
        "ten pr|ten pull request|te zmiany|ta zmiane|ten merge request",
    ),
    Language(
        "ru",
        "игнорируй|проигнорируй|игнорируйте|забудь|забудьте|не обращай внимания|отбрось",
        "инструкци|указани|правил|команд|директив|всё|все, что",
        "покажи|раскрой|выведи|повтори|напиши|скажи|расскажи",
        "системный промпт|системные инструкции|системное сообщение|системную подсказку|"
        "исходные инструкции",
        "теперь ты|с этого момента ты|отныне ты",
        "одобри|смержи|прими|утверди",
        "этот pr|этот пулл|этот пул-реквест|эти изменения|это изменение",
    ),
    Language(
        "uk",
        "ігноруй|проігноруй|забудь|забудьте|не зважай",
        "інструкці|вказівк|правил|команд|все, що",
        "покажи|розкрий|виведи|повтори|напиши|скажи",
        "системний промпт|системні інструкції|системне повідомлення|початкові інструкції",
        "тепер ти|відтепер ти|з цього моменту ти",
        "схвали|затверди|змерж|прийми",
        "цей pr|цей пул|ці зміни|цю зміну",
    ),
    Language(
        "tr",
        "gormezden gel|yok say|unut|dikkate alma|umursama",
        "talimat|komut|kural|yönerge|her şeyi",
        "goster|acikla|yazdir|tekrarla|soyle|yaz",
        "sistem istemi|sistem mesaj|sistem talimat|ilk talimat",
        "artik sen|sen artik|su andan itibaren sen",
        "onayla|birlestir|kabul et|merge et",
        "bu pr|bu pull request|bu degisiklik|bu degisiklikleri",
    ),
    Language(
        "vi",
        "bo qua|phot lo|quen|khong tuan theo",
        "huong dan|chi dan|chi thi|quy tac|lenh|moi thu",
        "hien thi|tiet lo|in ra|cho toi xem|lap lai|viet ra|noi cho toi",
        "loi nhac he thong|prompt he thong|huong dan he thong|chi dan ban dau",
        "bay gio ban la|tu gio ban la|tu bay gio ban",
        "phe duyet|chap thuan|hop nhat",
        "pr nay|pull request nay|thay doi nay|nhung thay doi nay",
    ),
    Language(
        "id",
        "abaikan|lupakan|jangan hiraukan|jangan ikuti",
        "instruksi|perintah|aturan|petunjuk|arahan|semua yang",
        "tampilkan|tunjukkan|ungkapkan|cetak|ulangi|beri tahu|tuliskan",
        "prompt sistem|instruksi sistem|pesan sistem|instruksi awal",
        "sekarang kamu adalah|sekarang anda adalah|mulai sekarang kamu|mulai sekarang anda",
        "setujui|gabungkan|terima",
        "pr ini|pull request ini|perubahan ini",
    ),
    Language(
        "zh",
        "忽略|无视|無視|忘记|忘記|忘掉|不要理会|不要理會|抛开|拋開|忽視|不要遵守|不要遵循",
        "指令|指示|说明|說明|规则|規則|命令|要求|一切",
        "显示|顯示|输出|輸出|打印|告诉我|告訴我|重复|重複|泄露|透露|展示|写出|寫出",
        "系统提示|系統提示|系统指令|系統指令|初始指令|提示词|提示詞|系统消息|系統訊息",
        "你现在是|你現在是|现在你是|現在你是|从现在开始你|從現在開始你|从现在起你|從現在起你",
        "批准|合并|合併|通过|通過|同意合并",
        "这个pr|這個pr|此pr|这个拉取请求|這個拉取請求|这个更改|這個更改|这些更改|這些更改",
    ),
    Language(
        "ja",
        "無視|忘れ|従わない|従うな",
        "指示|命令|ルール|指令|プロンプト|規則|すべて|全て",
        "表示|出力|教え|見せ|繰り返|開示|書き出",
        "システムプロンプト|初期指示|システム指示|システムメッセージ|最初の指示",
        "あなたは今|今からあなたは|これからあなたは|あなたはこれから",
        "承認|マージ|許可",
        "このpr|このプルリクエスト|この変更|このマージリクエスト",
    ),
    Language(
        "ko",
        "무시|잊어|잊으|따르지 마",
        "지시|명령|규칙|지침|프롬프트|모든 것|전부",
        "보여|출력|알려|공개|반복|말해|적어",
        "시스템 프롬프트|시스템 지시|초기 지시|시스템 메시지|시스템프롬프트",
        "이제 너는|이제부터 너는|지금부터 너는|지금부터 당신은|이제 당신은",
        "승인|병합|머지",
        "이 pr|이 풀 리퀘스트|이 변경|이 풀리퀘스트",
    ),
    Language(
        "ar",
        "تجاهل|انس|لا تتبع|اهمل|أهمل",
        "التعليمات|تعليمات|الأوامر|الاوامر|القواعد|الإرشادات|التوجيهات|كل ما",
        "اعرض|أظهر|اكشف|اطبع|كرر|أخبرني|اخبرني|اكتب",
        "موجه النظام|تعليمات النظام|التعليمات الأولية|رسالة النظام|التعليمات الأصلية",
        "أنت الآن|انت الان|من الآن فصاعدا|من الان فصاعدا",
        "وافق على|ادمج|اقبل",
        "هذا الطلب|هذا التغيير|هذه التغييرات|هذا pr",
    ),
    Language(
        "hi",
        "अनदेखा|नजरअंदाज|नज़रअंदाज़|भूल जाओ|भूल जाएं|भूल जाइए|पालन मत",
        "निर्देश|नियम|आदेश|हिदायत|सब कुछ",
        "दिखाओ|दिखाएं|दिखाइए|बताओ|बताएं|प्रकट|दोहराओ|दोहराएं|प्रिंट|लिखो",
        "सिस्टम प्रॉम्प्ट|सिस्टम निर्देश|प्रारंभिक निर्देश|सिस्टम संदेश",
        "अब तुम|अब आप|अब से तुम|अब से आप",
        "मंजूर|स्वीकृत|मर्ज|स्वीकार",
        "यह pr|यह बदलाव|इस बदलाव|यह पुल रिक्वेस्ट|इस pr",
    ),
    Language(
        "sv",
        "ignorera|glom|bortse fran",
        "instruktioner|regler|anvisningar|direktiv|allt",
        "visa|avslöja|skriv ut|upprepa|beratta",
        "systemprompt|systemmeddelande|systeminstruktioner|ursprungliga instruktioner",
        "du ar nu en|du ar nu ett|fran och med nu ar du",
        "godkann|merga|acceptera",
        "denna pr|den har pr|denna andring|dessa andringar",
    ),
)

_SENTENCE_GAP = r"[^\n.!?。！？]{0,40}?"  # the rest of one sentence, at most 40 characters


def fold(term: str) -> str:
    """`term` as the scanner reads it: normalised like any text, then lower-cased."""
    return normalize(term).text.lower()


def _terms(spec: str) -> list[str]:
    """The folded forms of each `|`-separated term, as written and capitalised: a capital
    letter may fold differently from its small letter (Cyrillic `П` has no Latin look-alike,
    `п` reads `n`), and the scanner lower-cases only after folding."""
    words = spec.split("|")
    return sorted({fold(v) for t in words for v in (t, t[:1].upper() + t[1:], t.upper())})


def _group(terms: list[str]) -> str:
    """One regex of literal terms, trie-shaped (fast to compile and to match); an ASCII-initial
    term starts at a word boundary (the scanner finds ASCII-initial anchors only there), and a
    term in `WHOLE_WORDS` also ends at one."""
    whole = [t for t in terms if t in WHOLE_WORDS]
    stems = [t for t in terms if t not in WHOLE_WORDS]
    ascii_terms = [t for t in stems if t[0].isascii()]
    other = [t for t in stems if not t[0].isascii()]
    parts = ([r"\b(?:" + trie_regex(ascii_terms) + ")"] if ascii_terms else []) + (
        ["(?:" + trie_regex(other) + ")"] if other else []
    )
    if whole:
        parts.append(r"\b(?:" + trie_regex(whole) + r")\b")
    return "(?:" + "|".join(parts) + ")"


# Words of other languages that are also English words, or start English words, read only as
# whole words: `ignore` (Portuguese, Spanish) is not `ignored`. (French `ignore` is left out: it
# would pair with `instruction`, an English word too.)
WHOLE_WORDS = frozenset({"ignore", "print", "gib", "toon", "visa", "انس"})


# Languages that put the verb after its object: their override and reveal intents are also read
# noun first (`以前の指示を無視して`, `önceki talimatları yok say`).
VERB_LAST = ("ja", "ko", "tr", "hi")


def intent_alternatives(intent: str) -> Iterator[tuple[tuple[str, ...], str]]:
    """The (anchors, pattern) pairs of one intent (`override`, `reveal`, `now`, `approve`), one
    per language: its verbs, then one of its nouns in the same sentence (and the other way round
    for the languages in `VERB_LAST`). Words pair only within a language: a French verb that is
    also an English word (`ignore`) must not pair with a noun of a third language."""
    for lang in LANGUAGES:
        if intent == "now":
            terms = _terms(lang.now)
            yield tuple(terms), _group(terms)
            continue
        verb_field, noun_field = {
            "override": ("override", "instructions"),
            "reveal": ("reveal", "system_prompt"),
            "approve": ("approve", "change"),
        }[intent]
        verbs, nouns = _terms(getattr(lang, verb_field)), _terms(getattr(lang, noun_field))
        if intent == "approve":  # the English names of a change are used in every language
            nouns = sorted({*nouns, *_BORROWED})
        yield tuple(verbs), _group(verbs) + _SENTENCE_GAP + _with_pr(_group(nouns), intent)
        if lang.code in VERB_LAST:
            yield tuple(nouns), _with_pr(_group(nouns), "") + _SENTENCE_GAP + _group(verbs)


_BORROWED = ("pull request", "merge request", "pull-request", "merge-request")


def _with_pr(group: str, intent: str) -> str:
    """The approve intent's nouns also take the bare word `PR` (not `pr…` as in `problem`)."""
    return f"(?:{group}|\\bprs?(?![a-z0-9]))" if intent == "approve" else group
