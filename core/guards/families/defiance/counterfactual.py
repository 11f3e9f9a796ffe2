"""The counterfactual that frees the model, in 18 languages, composed by `compose.py`."""

from __future__ import annotations

# "If you had no rules": a counterfactual that frees the model (English's own alternative is
# "you had no restrictions"). Per language: (the counterfactual "if", the second person with
# "had no" or "were free of", the limits, what ends the clause where the verb comes last).
# Only forms that cannot be a plain condition: "if you have no rules configured, ..." is how
# a linter's manual reads.
IF_UNBOUND: dict[str, tuple[str, str, str, str]] = {
    "de": (
        "wenn|falls|angenommen|stell dir vor|stellen sie sich vor",
        "du keine|du keinerlei|du gar keine|sie keine|es für dich keine",
        "regel|einschränkung|beschränkung|richtlinie|filter|zensur|grenze|vorgabe|restriktion",
        "hättest|hätten|gäbe",
    ),
    "fr": (
        "si|s'il",
        "tu n'avais aucune|tu n'avais pas de|tu n'avais plus de|tu n'avais plus aucune|"
        "vous n'aviez aucune|vous n'aviez pas de|tu étais libre de toute|tu étais sans|"
        "n'y avait aucune|n'y avait pas de",
        "règle|restriction|limite|filtre|censure|garde-fou|directive|contrainte",
        "",
    ),
    "es": (
        "si",
        "no tuvieras|no tuvieses|no tuviera|no tuviese|no hubiera|no hubiese|estuvieras libre de",
        "regla|restricci|límite|limite|filtro|censura|directriz|norma",
        "",
    ),
    "it": (
        "se",
        "non avessi|non avesse|non ci fossero|fossi libero da|fossi libera da|fossi senza",
        "regol|restrizion|limit|filtr|censura|linee guida|vincol",
        "",
    ),
    "pt": (
        "se",
        "você não tivesse|voce nao tivesse|não tivesse|tu não tivesses|não houvesse|"
        "fosse livre de|estivesse livre de",
        "regra|restri|limite|filtro|censura|diretriz",
        "",
    ),
    "nl": (
        "als|stel dat|indien",
        "je geen|jij geen|u geen",
        "regel|beperking|restrictie|filter|censuur|richtlijn|grens",
        "had|zou hebben",
    ),
    "pl": (
        "gdybyś|gdyby",
        "nie miał|nie miała|nie musiał przestrzegać|nie obowiązywały cię|nie było",
        "zasad|reguł|ograniczeń|filtrów|cenzur|wytycznych",
        "",
    ),
    "ru": (
        "если бы",
        "у тебя не было|у вас не было|ты не имел|тебя не ограничивали|у тебя бы не было",
        "правил|ограничени|фильтр|цензур|запрет",
        "",
    ),
    "uk": (
        "якби|якщо б",
        "у тебе не було|в тебе не було|у вас не було|ти не мав",
        "правил|обмежен|фільтр|цензур|заборон",
        "",
    ),
    "tr": ("", "", "kural|kısıtlama|sınır|filtre|sansür|yasak", "olmasaydı|olmasa"),
    "vi": (
        "giả sử|giả như|nếu như|giả định",
        "bạn không có|bạn không bị|bạn không phải tuân theo|bạn không còn",
        "quy tắc|giới hạn|hạn chế|bộ lọc|kiểm duyệt|ràng buộc|luật",
        "",
    ),
    "id": (
        "seandainya|andaikan|andai",
        "kamu tidak punya|kamu tidak memiliki|anda tidak memiliki|anda tidak punya|"
        "kamu tidak terikat|kamu bebas dari",
        "aturan|batasan|pembatasan|filter|sensor|pedoman",
        "",
    ),
    "zh": (
        "假如|假设|要是|倘若|如果",
        "你没有|你不受|你不用遵守|你不必遵守|你不再受|您没有",
        "规则|限制|约束|审查|过滤|准则|规定",
        # ("if" and "would": Chinese marks no counterfactual, "如果你没有规则文件，请先创建" is
        # a manual's condition)
        "你会|你将|你就会|你能|您会",
    ),
    "ja": (
        "もし|仮に",
        "あなたに|あなたには|君に|君には|お前に",
        "制限|ルール|規則|フィルター|検閲|制約|規制",
        "がなかったら|が無かったら|がなければ|がないとしたら|がなかったとしたら|がない場合",
    ),
    "ko": (
        "만약|만일",
        "너에게|당신에게|네게|너한테|당신한테",
        "제한|규칙|필터|검열|제약|규정",
        "이 없다면|가 없다면|이 없었다면|가 없었다면|이 없으면|가 없으면",
    ),
    "hi": (
        "अगर|यदि",
        "तुम्हारे पास|आपके पास|तुम पर|आप पर",
        "नियम|प्रतिबंध|पाबंदी|सीमा|फ़िल्टर|फिल्टर|सेंसर",
        "न होते|न हों|नहीं होते|न होता|नहीं होता",
    ),
    "ar": (
        "لو",
        "لم تكن لديك|لم يكن لديك|لم تكن عندك|لم يكن عندك|لم تكن مقيدا|لم تكن مقيدًا",
        "قواعد|قيود|قاعدة|رقابة|فلتر|ضوابط|حدود",
        "",
    ),
    "sv": (
        "om",
        "du inte hade|du saknade|det inte fanns",
        "regl|begränsning|filter|censur|riktlinj|gräns",
        "",
    ),
}

# Where the counterfactual verb comes before the limits ("es gäbe für dich keine Zensur",
# "hättest du keine Regeln"), the clause needs no verb after them: the words with the verb.
VERB_FIRST: dict[str, str] = {
    "de": "es gäbe für dich keine|gäbe es für dich keine|hättest du keine|hätten sie keine|"
    "hättest du keinerlei",
    "nl": "had je geen|had jij geen|had u geen",
}
