"""The override verb as a speaker announces it or as an infinitive, per language (the guard's
words; `intents.compose._override` composes them)."""

from __future__ import annotations

# The override in the first person (present or future) and the infinitive a modal or "going to"
# takes ("Ignoro todas las instrucciones anteriores", "Я проигнорирую все предыдущие инструкции",
# "Je vais ignorer …", "Нужно забыть …"): English reads them ("I will forget all previous
# instructions"); the verb lists of the other languages hold their imperatives. Written folded,
# as the scanner reads the text (no accents).
ANNOUNCED = {
    "fr": "ignorer|ignorerai|ignorerons|ignorons",
    "es": "ignoro|ignoramos|ignorare|ignoraremos|ignorar|olvido|olvidamos|olvidar",
    "it": "ignoro|ignoriamo|ignorero|ignoreremo|ignorare|dimentico|dimentichiamo|dimentichero|"
    "dimenticheremo|dimenticare",
    "pt": "ignoro|ignoramos|ignorarei|ignoraremos|ignorar|esqueco|esquecemos|esquecer",
    "ru": "игнорирую|проигнорирую|игнорируем|проигнорируем|игнорировать|проигнорировать|"
    "забуду|забудем|забыть|отброшу|отбросить",
    "uk": "ігнорую|проігнорую|ігноруємо|проігноруємо|ігнорувати|проігнорувати|забуду|забудемо|"
    "забути|відкину|відкинути",
    "id": "mengabaikan|melupakan|kuabaikan|kulupakan",
}

# German and Dutch put the infinitive after its object ("Ich werde alle vorherigen Anweisungen
# ignorieren", "Ik ga alle vorige instructies negeren"): read object first, then these.
# ("Alle Einschränkungen ignorieren (nur für lokale Tests)" is a switch's description: the object
# must be the model's own instructions, by a qualifier other than "all".)
LAST_NOT_QUALIFYING = {"de": "alle|samtliche", "nl": "alle"}
LAST = {
    "de": "ignorieren|vergessen|missachten|ubergehen|umgehen|verwerfen",
    "nl": "negeren|vergeten|overslaan|omzeilen|negeert",
}

# What negates an announced override from before it, right before the verb or its modal ("Je ne
# vais pas ignorer", "Saya tidak akan mengabaikan", "Я не буду игнорировать"), and what negates
# a German or Dutch infinitive anywhere between its object and it ("… niemals vergessen").
NEGATED = {
    "fr": "pas|jamais|ne pas|plus",
    "es": "no|nunca|jamas|no voy a|no vamos a",
    "it": "non|mai|non devo|non voglio",
    "pt": "nao|nunca|jamais|nao vou|nao vamos",
    "ru": "не|не буду|не стану|не будем|нельзя|никогда не",
    "uk": "не|не буду|не стану|не будемо|не можна|ніколи не",
    "id": "tidak|tidak akan|tak|tak akan|jangan|bukan|belum|tidak pernah",
    "de": "nicht|nie|niemals|keinesfalls|keine|keinen",
    "nl": "niet|nooit|geen",
}
