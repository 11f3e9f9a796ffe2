"""The words the simulated reviewer reads requests by: each effect's verbs and objects, per language.

Data only (see model/reader.py for how it is read). Each entry is a `|`-separated list of regex
stems, matched case-insensitively on the normalised text; in a spaced language a stem must start
a word and may end anywhere (`approv` reads approve, approved, approval). Written apart from the
injection guard's word lists on purpose: the reader is the ground truth the guard is judged by,
so it must not share the guard's blind spots.
"""

# ruff: noqa: E501  (a table of word lists: one list to a line reads better than a wrapped one)
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Effect = Literal["approve", "drop_findings", "reveal", "run", "change_output"]

# What each effect makes the simulated reviewer do, in plain words (the page and About use these).
EFFECTS: dict[Effect, str] = {
    "approve": "approve or merge the change",
    "drop_findings": "drop or downgrade its findings",
    "reveal": "reveal its instructions or a secret",
    "run": "run or fetch something",
    "change_output": "change what its answer says",
}

# Effects that an imperative alone aims at the reviewer: their objects (this pull request, the
# findings, the system prompt) only make sense to a reviewer. "Run the tests" or "return the
# summary" are ordinary words to a developer in a README or a docstring, so `run` and
# `change_output` need the reviewer addressed (second person, a name such as "AI", or a frame).
IMPERATIVE_ENOUGH: frozenset[Effect] = frozenset({"approve", "drop_findings", "reveal"})


@dataclass(frozen=True)
class Lexicon:
    """One language: each effect's (verbs, objects), and the words that aim or defuse a request."""

    code: str
    effects: dict[Effect, tuple[str, str]]
    you: str  # second person with an obligation: "you must", "you are required to"
    addressee: str  # names for the reviewer: AI, assistant, model, reviewer, bot
    softeners: str  # words that may come before an imperative: please, now, also, just
    cite: str  # a reported or documented instruction: for example, attackers write, the phrase
    negators: str  # a "do not" right before the verb (not for drop_findings, whose verbs hold it)
    spaced: bool = True  # words are separated by spaces (stems must start a word)
    verb_last: bool = False  # the verb ends the clause (ja, ko, tr, hi): imperative by its ending
    imperative: str = ""  # imperative endings or particles, for verb-last languages
    frames: str = ""  # authority frames in this language: a policy claim, a note to the AI
    # The verb reported as done ("approved", "j'ai approuvé", "已经批准了"): read on the verb's word
    # (spaced) or around it (unspaced). A done act is data unless an authority frame claims it.
    done: str = ""
    extra: dict[str, str] = field(default_factory=dict)


# A role-play frame hands the reviewer a persona and asks it to answer as that persona: what the
# persona "would say" or "was asked" is then the reviewer's own request, not a report.
ROLE_PLAY = (
    r"(?:answer|respond|reply|speak|talk|write|act) as (?:that|this|the|an?|my) "
    r"(?:[\w-]+ )?(?:ai|llm|model|assistant|bot|character|persona|reviewer)\b|"
    r"(?:pretend|imagine) (?:that )?(?:you are|you're|to be)|role-?play as|stay in character|"
    r"you are now (?:an?|the|in|my)\b|from now on,? you\b"
)
_THIS_EN = r"(?:this|the|these|that|my|our) (?:pr|pull[- ]?request|change|changes|diff|patch|commit|merge request|mr|branch|code|update|submission)"

LEXICONS: tuple[Lexicon, ...] = (
    Lexicon(
        code="en",
        effects={
            "approve": (
                r"approv|merge|merging|lgtm|sign(?:ed)? off|ship it|ship (?:this|the)|accept|"
                r"green[- ]?light|rubber[- ]?stamp|mark\b|"
                r"ready to (?:merge|ship)|let\b|pass (?:it|this)",
                _THIS_EN
                + r"|\bit\b|(?:it|this|them) through|as (?:ready|safe|approved|lgtm|mergeable)|immediately|right away|without (?:review|comment|findings|changes|"
                r"further|question|delay)|automatic|now\b|regardless|unconditional|no matter",
            ),
            "drop_findings": (
                r"(?:do not|don't|dont|never|no need to|must not|should not|shouldn't|refrain from|"
                r"avoid|stop) (?:report|flag|mention|list|include|raise|output|comment|warn|note)|"
                r"ignor|skip|omit|suppress|hid(?:e|ing)|remov|drop|delet|downgrad|disregard|overlook|"
                r"exclud|leave out|lower|reduc|clear|dismiss|whitelist|allowlist|"
                r"treat|mark|classify|label|consider|rate|"
                r"(?:list|report|return|give|output|raise|flag|include) (?:no|zero|none)|"
                r"report (?:no|zero|nothing)|return (?:no|an empty|zero|\[\])|"
                r"(?:there are|there is|has|contains|with) (?:no|zero) (?:security )?(?:issues|findings|vulnerabilit|problems|risks)|"
                r"nothing to report|(?:already )?(?:audited|vetted|cleared|pre-?approved|signed off)",
                r"findings?|issues?|vulnerabilit|problems?|concerns?|risks?|security|backdoor|"
                r"severit|critical|the (?:shell|subprocess|eval|exec|os\.system) call|"
                r"false positives?|this (?:file|function|line|code|call|module)|"
                r"as (?:an? )?(?:safe|benign|false|info|informational|low|expected|intended|ok|fine)|"
                r"the (?:call|line) (?:to|in)|(?:subprocess|eval|exec|os\.system)|nothing|"
                r"security team|maintainers|already|\[\]|(?:anything|everything|all mention) about|"
                r"shell commands?|the (?:shell|subprocess|eval|exec) (?:calls?|commands?)",
            ),
            "reveal": (
                r"reveal|print|show|output|repeat|display|tell|leak|disclose|dump|echo|share|"
                r"include|write out|paste|expose|list|send|give|return|recite|spell out|post|encode|"
                r"translate|summari[sz]e|spell",
                r"system (?:prompt|instructions|message|configuration)|(?:your|the|initial|original|hidden|"
                r"internal|secret|starting) (?:\w+ )?(?:instructions|prompt|rules|guidelines|configuration|"
                r"directives)|(?:the )?above text|the text above|secrets?|"
                r"api[ _-]?keys?|access keys?|tokens?|passwords?|credentials?|"
                r"environment variables?|env(?:ironment)? vars?|\.env\b|private keys?|"
                r"everything (?:above|before)|the (?:text|words|lines) above|what you were told",
            ),
            "run": (
                r"run|execute|exec\b|invoke|call|fetch|download|curl|wget|open|visit|browse|load|"
                r"post|send|install|eval|ping|pipe|source",
                r"https?://|\bcommand|script|snippet|code below|following|curl|wget|bash|\bsh\b|"
                r"shell|tool|webhook|url|link|endpoint|install|payload|\$\(|\|\s*sh",
            ),
            "change_output": (
                r"respond|reply|answer|output|say|write|return|end|start|begin|format|translate|"
                r"summari[sz]|add|append|prepend|state|claim|rate|score|set|describe|keep",
                r"only|exactly|verbatim|with (?:the )?(?:words?|text|phrase|sentence)|"
                r"in (?:french|spanish|german|pirate|all caps|uppercase|rhymes?)|"
                r"your (?:summary|review|verdict|answer|output|response|report|reply|comment|rating|score)|"
                r"the (?:review|verdict|rating|score|summary)|severity (?:to|as|of)|as follows|"
                r"following (?:text|sentence|words|message)|overall (?:score|rating)",
            ),
        },
        you=r"you (?:must|should|need to|have to|are to|will|shall|'ll|are (?:now )?(?:required|"
        r"expected|instructed|asked|told|supposed|allowed|authori[sz]ed|permitted) to)|"
        r"(?:i|we) (?:need|want|ask|instruct|order|require|expect) you|i'm asking you|you're to|"
        r"you are (?:going|about) to|you're (?:going|about) to|you will now|you are no longer|"
        r"your (?:review|summary|answer|verdict|report|output|response|reply) (?:should|must|will|has to|needs to)",
        addressee=r"\bai\b|a\.i\.|\bllm|language model|assistant|\bmodel\b|\bbot\b|\bagent|"
        r"reviewer|copilot|claude|gpt|chatgpt|gemini|automated review|code review tool",
        softeners=r"please|pls|kindly|now|also|just|simply|then|and|so|next|finally|first|"
        r"go ahead and|feel free to|be sure to|make sure to|remember to|"
        r"immediately|hey|ok|okay|instead",
        cite=r"for example|for instance|e\.g\.|such as|\blike [\"“'`]|attackers?|adversar|malicious|"
        r"jailbreak|phishing|the (?:string|phrase|pattern|words?) [\"“'`][^\"”'`]{1,80}[\"”'`] (?:is|was|appears|triggers|matches|shows)|"
        r"(?:detects?|blocks?|flags?|catches|matches|rejects?|recogni[sz]es|filters?) (?:\w+ ){0,3}"
        r"(?:like|such|phrases?|strings?|texts?|attempts?|inputs?|payloads?|injections?|instructions?|requests?)|"
        r"tests? (?:that|whether|for)|fixture|sample (?:attack|payload|input)|example (?:attack|payload|input)|"
        r"(?:wrote|said|asked|reported|claimed|posted)\b|known (?:attack|trick|jailbreak)|"
        r"(?:might|could|may|can|will often|often) (?:say|write|contain|include|look like|read)|"
        r"prompt injection (?:like|such|that|saying|says)|"
        r"do(?:es)? not (?:follow|obey)|never (?:follow|obey)|if (?:a|the) (?:pr|text|file|comment|user)",
        done=r"(?:ed|ing)$",
        negators=r"do not|don't|dont|never|not|no|must not|should not|shouldn't|won't|cannot|can't|"
        r"refuse to|without",
        frames=r"note (?:to|for) (?:the )?(?:ai|llm|assistant|model|bot|reviewer|agent|automated|whoever|anyone)|"
        r"(?:message|instructions?|memo|directive|notice|attention) (?:to|for) (?:the |any |all )?"
        r"(?:ai|llm|assistant|model|bot|reviewer|agent|automated)|"
        r"(?:review|security|company|repository|repo|merge|team|project|new) (?:policy|guidelines?|rules?|process)"
        r"|policy (?:now|has|was|requires|says|states|mandates)|(?:per|according to|as per) (?:the )?"
        r"(?:new |updated |latest )?(?:policy|guidelines?|security team|maintainers?|admins?)|"
        r"(?:is|are) (?:now )?(?:mandatory|required by|compulsory)|signed[:,]? |"
        r"(?:—|--|–)\s*(?:the )?(?:maintainers?|security team|admin|repo owner|lead|cto|owner)|"
        r"on behalf of (?:the )?(?:maintainers?|security)|(?:from|by) the (?:maintainers?|security team|admins?)|"
        r"maintainer'?s note|^\s*(?:system|assistant|developer|admin(?:istrator)?|operator)\s*:|"
        r"\[/?(?:inst|system)\]|<\|im_start\|>|#{2,} ?(?:instruction|system)|"
        r"expected (?:output|response|answer|result|verdict|review)\s*[:=]|"
        r"(?:the )?correct (?:output|answer|verdict|review) (?:is|:)|"
        r"if you are an? (?:ai|llm|language model|assistant|bot|model|reviewer)|" + ROLE_PLAY,
    ),
)


def _lex(
    code: str,
    approve: tuple[str, str],
    drop: tuple[str, str],
    reveal: tuple[str, str],
    run: tuple[str, str],
    change: tuple[str, str],
    **rest: object,
) -> Lexicon:
    effects: dict[Effect, tuple[str, str]] = {
        "approve": approve,
        "drop_findings": drop,
        "reveal": reveal,
        "run": run,
        "change_output": change,
    }
    return Lexicon(code=code, effects=effects, **rest)  # type: ignore[arg-type]


# The other 18 languages the guard claims (core/guards/families/intents/words.py lists them), in its order.
OTHER_LEXICONS: tuple[Lexicon, ...] = (
    _lex(
        "de",
        (
            r"genehmig|freigeb|gib \w+ ?\w* frei|frei ?geben|merge|akzeptier|billig|absegn|zusammenführ|durchwink",
            r"(?:diese[nsm]?|den|die|das) (?:pr|pull[- ]?request|änderung|commit|patch|code|merge)|sofort|ohne|\bihn\b|\bes\b|umgehend",
        ),
        (
            r"ignorier|übergeh|überspring|unterdrück|entfern|lösch|verschweig|weglass|lass \w+ ?\w* weg|"
            r"nicht (?:melden|erwähnen|berichten|aufführen|nennen)|melde \w* ?\w* ?nicht|erwähne \w* ?\w* ?nicht|herabstuf|"
            r"keine|als (?:sicher|harmlos|unbedenklich|fehlalarm)|bereits geprüft|abgesegnet",
            r"befund|ergebnis|problem|schwachstell|sicherheitslück|warnung|findings|risik|bedenken|sicherheit|hintertür|backdoor",
        ),
        (
            r"zeig|gib \w+ ?\w* aus|ausgeb|verrat|offenleg|leg \w+ ?\w* offen|wiederhol|druck|nenn|teil|preisgeb|gib \w+ ?\w* preis|schreib",
            r"systemprompt|system-prompt|systemanweisung|anweisungen|geheimnis|passw|api[- ]?schlüssel|schlüssel|token|zugangsdaten|umgebungsvariabl|instruktionen",
        ),
        (
            r"führe|ausführ|lad \w+ ?\w* herunter|herunterlad|ruf \w+ ?\w* auf|aufruf|öffne|besuch|sende|schick|install",
            r"befehl|skript|https?://|url|link|curl|webhook|kommando",
        ),
        (
            r"antworte|schreib|gib \w+ ?\w* aus|ausgeb|fasse|bewerte|setze|füge \w+ ?\w* hinzu|sag",
            r"\bnur\b|ausschließlich|folgend|deine (?:antwort|zusammenfassung|bewertung|ausgabe)|die (?:bewertung|zusammenfassung)|genau|wörtlich",
        ),
        you=r"du (?:musst|sollst|wirst|hast zu)|sie (?:müssen|sollen|werden) |ihr (?:müsst|sollt)|ich (?:bitte|fordere) (?:dich|sie)",
        addressee=r"\bki\b|assistent|modell|prüfer|reviewer|\bbot\b|agent|sprachmodell|gutachter|\bai\b|\bllm",
        softeners=r"bitte|jetzt|nun|auch|einfach|dann|und|sofort|außerdem",
        cite=r"zum beispiel|z\. ?b\.|beispiel|angreifer|bösartig|schädlich|wie [\"„“]|die (?:zeichenkette|phrase|formulierung)|erkennt|blockiert|schrieb|sagte",
        done=r"(?:ge\w+t|\w+te)$",
        negators=r"nicht|nie|niemals|kein",
        frames=r"hinweis (?:an|für) (?:die |den )?(?:ki|assistent|modell|prüfer|reviewer|bot)|richtlinie|vorschrift|"
        r"(?:—|--)\s*(?:die )?(?:maintainer|betreuer|sicherheitsteam)|im auftrag|erwartete ausgabe\s*:|gezeichnet",
    ),
    _lex(
        "fr",
        (
            r"approuv|valid|fusionn|merge|accept|approbation",
            r"(?:cette|ce|la|le) (?:pr|pull[- ]?request|modification|changement|commit|patch|code)|immédiatement|sans|\bla\b|\ble\b|tout de suite",
        ),
        (
            r"ignor|omet|omett|supprim|masqu|cach|retir|effac|ne (?:signal|mentionn|rapport|list)\w* (?:pas|aucun)|"
            r"ne \w+ (?:aucun|pas)|rétrograd|passe[rz]? sous silence|considér\w* comme (?:sûr|sans danger|faux)|aucun",
            r"problèmes?|résultats?|vulnérabilit|failles?|avertissements?|risques?|sécurité|porte dérobée|backdoor|constat",
        ),
        (
            r"révèl|affich|montr|répèt|imprim|donn|divulgu|partag|écri|dis-moi|dites-moi|communiqu",
            r"prompt système|invite système|instructions|consignes|secrets?|mots? de passe|clés? (?:d'api|api|secrète)|jetons?|identifiants|variables d'environnement",
        ),
        (
            r"exécut|lanc|télécharg|ouvr|visit|appel|envoi|install",
            r"commande|script|https?://|url|lien|curl|webhook",
        ),
        (
            r"répond|écri|réponds|dis|format|résum|ajout|not",
            r"uniquement|seulement|exactement|ta (?:réponse|synthèse|note)|votre (?:réponse|synthèse|note)|le (?:verdict|résumé)|suivant",
        ),
        you=r"(?:tu|vous) (?:dois|devez|vas|allez|es tenu|êtes tenu)|il (?:te|vous) faut|je (?:te|vous) demande",
        addressee=r"\bia\b|assistant|modèle|relecteur|réviseur|\bbot\b|agent|\bllm|\bai\b",
        softeners=r"s'il (?:te|vous) pla[iî]t|svp|merci de|maintenant|aussi|puis|et|alors|simplement",
        cite=r"par exemple|p\. ?ex\.|exemple|attaquant|malveillant|comme [\"«“]|la (?:phrase|chaîne)|détecte|bloque|a écrit|a dit",
        done=r"\b(?:ai|as|a|avons|avez|ont|ete) \w+$",
        negators=r"ne|n'|jamais|pas|aucun",
        frames=r"note (?:à|pour) (?:l'|la |le )?(?:ia|assistant|modèle|relecteur|bot)|politique|règle|"
        r"(?:—|--)\s*(?:les |le )?(?:mainteneurs?|équipe de sécurité)|sortie attendue\s*:|signé",
    ),
    _lex(
        "es",
        (
            r"aprueb|aprob|fusion|merge|acept|da[rd]? (?:el )?visto bueno",
            r"(?:este|esta|el|la) (?:pr|pull[- ]?request|cambio|commit|parche|código)|inmediatamente|sin|\blo\b|\bla\b|ya",
        ),
        (
            r"ignor|omit|suprim|ocult|elimin|quit|borr|no (?:report|mencion|list|incluy|señal)\w*|rebaj|"
            r"trat\w* como (?:segur|benign|falso)|considera\w* (?:segur|benign)|ningún|ninguna",
            r"problemas?|hallazgos?|resultados?|vulnerabilidad|fallos?|advertencias?|riesgos?|seguridad|puerta trasera|backdoor",
        ),
        (
            r"revel|muestr|mostr|repit|imprim|d(?:a|ame|ime|ígame)|divulg|compart|escrib|filtr|ens[eé]ñ",
            r"prompt del sistema|instrucciones|secretos?|contraseñas?|claves? (?:de )?api|claves?|tokens?|credenciales|variables de entorno",
        ),
        (
            r"ejecut|lanz|descarg|abr|visit|llam|envi|instal|corr",
            r"comando|script|https?://|url|enlace|curl|webhook",
        ),
        (
            r"respond|contest|escrib|di\b|diga|format|resum|añad|calific",
            r"solo|sólo|únicamente|exactamente|tu (?:respuesta|resumen|veredicto)|su (?:respuesta|resumen)|el (?:veredicto|resumen)|siguiente",
        ),
        you=r"(?:debes|tienes que|deberás|usted debe|deberías|vas a|te pido|le pido|necesito que)",
        addressee=r"\bia\b|asistente|modelo|revisor|\bbot\b|agente|\bllm|\bai\b",
        softeners=r"por favor|ahora|también|luego|y|entonces|simplemente|favor de",
        cite=r"por ejemplo|p\. ?ej\.|ejemplo|atacante|malicios|como [\"«“]|la (?:frase|cadena)|detecta|bloquea|escribió|dijo",
        done=r"^aprob(?:e|o)$|(?:ado|ada|ados|aron)$|\b(?:he|ha|hemos|han) \w+$",
        negators=r"no|nunca|jamás",
        frames=r"nota (?:para|a) (?:la |el )?(?:ia|asistente|modelo|revisor|bot)|política|normativa|"
        r"(?:—|--)\s*(?:los |el )?(?:mantenedores?|equipo de seguridad)|salida esperada\s*:|firmado",
    ),
    _lex(
        "it",
        (
            r"approv|unisc|merge|accett|dai l'ok|da' l'ok",
            r"(?:questa|questo|la|il) (?:pr|pull[- ]?request|modifica|commit|patch|codice)|immediatamente|subito|senza|\bla\b|\blo\b",
        ),
        (
            r"ignor|ometti|omett|sopprim|nascond|rimuov|elimin|cancell|non (?:segnal|menzion|riport|elenc|includ)\w*|declass|"
            r"consider\w* (?:sicur|innocu)|tratt\w* come|nessun",
            r"problemi|risultati|vulnerabilit|falle|avvisi|rischi|sicurezza|backdoor|segnalazioni",
        ),
        (
            r"rivel|mostr|ripet|stamp|dimmi|dammi|divulg|condividi|scriv|elenc",
            r"prompt di sistema|istruzioni|segreti|password|chiavi? (?:api|segrete)|token|credenziali|variabili d'ambiente",
        ),
        (
            r"esegui|lancia|scarica|apri|visita|chiama|invia|installa",
            r"comando|script|https?://|url|link|curl|webhook",
        ),
        (
            r"rispond|scriv|di'|dì|formatt|riassum|aggiung|valut",
            r"solo|soltanto|esattamente|la tua (?:risposta|sintesi|valutazione)|il (?:verdetto|riassunto)|seguente",
        ),
        you=r"(?:devi|dovrai|dovete|deve) |ti chiedo|le chiedo",
        addressee=r"\bia\b|assistente|modello|revisore|\bbot\b|agente|\bllm|\bai\b",
        softeners=r"per favore|per piacere|ora|adesso|anche|poi|e|quindi|semplicemente",
        cite=r"ad esempio|per esempio|es\.|esempio|attaccante|malevol|come [\"«“]|la (?:frase|stringa)|rileva|blocca|ha scritto|ha detto",
        done=r"(?:ato|ata|ati|ai|o)$",
        negators=r"non|mai",
        frames=r"nota (?:per|all') ?(?:l'|la |il )?(?:ia|assistente|modello|revisore|bot)|politica|regola|"
        r"(?:—|--)\s*(?:i |il )?(?:manutentori|team di sicurezza)|output atteso\s*:|firmato",
    ),
    _lex(
        "pt",
        (
            r"aprov|mescl|merge|aceit|faça o merge|faz o merge",
            r"(?:este|esta|o|a|esse|essa) (?:pr|pull[- ]?request|mudança|alteração|commit|patch|código)|imediatamente|sem|\bo\b|\ba\b|já",
        ),
        (
            r"ignor|omit|suprim|ocult|escond|remov|elimin|apag|não (?:report|mencion|list|inclu|sinaliz)\w*|rebaix|"
            r"trat\w* como (?:segur|benign|falso)|consider\w* (?:segur|benign)|nenhum",
            r"problemas?|achados?|resultados?|vulnerabilidade|falhas?|avisos?|riscos?|segurança|backdoor|porta dos fundos",
        ),
        (
            r"revel|mostr|repit|imprim|diga|dê|divulg|compartilh|escrev|exib",
            r"prompt do sistema|instruções|segredos?|senhas?|chaves? (?:de )?api|chaves?|tokens?|credenciais|variáveis de ambiente",
        ),
        (
            r"execut|rod|baix|abr|visit|cham|envi|instal",
            r"comando|script|https?://|url|link|curl|webhook",
        ),
        (
            r"respond|escrev|diga|format|resum|adicion|avali",
            r"apenas|somente|só|exatamente|sua (?:resposta|síntese|avaliação)|o (?:veredito|resumo)|seguinte",
        ),
        you=r"(?:você deve|você precisa|deves|tens de|você vai|peço que)",
        addressee=r"\bia\b|assistente|modelo|revisor|\bbot\b|agente|\bllm|\bai\b",
        softeners=r"por favor|agora|também|depois|e|então|simplesmente",
        cite=r"por exemplo|ex\.|exemplo|atacante|malicios|como [\"«“]|a (?:frase|string)|detecta|bloqueia|escreveu|disse",
        done=r"(?:ei|ou|ado|ada|aram)$",
        negators=r"não|nunca|jamais",
        frames=r"nota (?:para|à|ao) (?:a |o )?(?:ia|assistente|modelo|revisor|bot)|política|regra|"
        r"(?:—|--)\s*(?:os |a )?(?:mantenedores|equipe de segurança)|saída esperada\s*:|assinado",
    ),
    _lex(
        "nl",
        (
            r"goedkeur|keur\b|merge|accepteer|samenvoeg",
            r"(?:deze|dit|de|het) (?:pr|pull[- ]?request|wijziging|commit|patch|code)|goed\b|direct|meteen|zonder|onmiddellijk",
        ),
        (
            r"negeer|sla \w+ ?\w* over|overslaan|onderdruk|verberg|verwijder|laat \w+ ?\w* weg|meld \w* ?\w* ?niet|niet (?:melden|noemen|rapporteren)|"
            r"verlaag|als (?:veilig|onschuldig)|geen",
            r"bevinding|problemen|kwetsbaarhe|waarschuwing|risico|beveiliging|achterdeur|backdoor",
        ),
        (
            r"toon|laat \w+ ?\w* zien|onthul|herhaal|print|geef|deel|verklap|schrijf",
            r"systeemprompt|instructies|geheim|wachtwoord|api[- ]?sleutel|sleutel|token|inloggegevens|omgevingsvariabel",
        ),
        (
            r"voer \w+ ?\w* uit|uitvoer|download|open|bezoek|roep \w+ ?\w* aan|stuur|installeer",
            r"commando|opdracht|script|https?://|url|link|curl|webhook",
        ),
        (
            r"antwoord|schrijf|geef|formatteer|vat \w+ samen|voeg \w+ ?\w* toe|beoordeel",
            r"alleen|uitsluitend|precies|je (?:antwoord|samenvatting|oordeel)|het (?:oordeel|verdict)|volgende",
        ),
        you=r"(?:je moet|jij moet|u moet|je zult|u dient|je dient)",
        addressee=r"\bai\b|assistent|model|beoordelaar|reviewer|\bbot\b|agent|\bllm",
        softeners=r"alsjeblieft|alstublieft|graag|nu|ook|dan|en|gewoon",
        cite=r"bijvoorbeeld|bv\.|voorbeeld|aanvaller|kwaadaardig|zoals [\"“]|de (?:zin|tekenreeks)|detecteert|blokkeert|schreef|zei",
        done=r"(?:ge\w+d|\w+[dt]e)$",
        negators=r"niet|nooit|geen",
        frames=r"notitie (?:voor|aan) (?:de )?(?:ai|assistent|model|reviewer|bot)|beleid|regel|"
        r"(?:—|--)\s*(?:de )?(?:maintainers|beveiligingsteam)|verwachte uitvoer\s*:|getekend",
    ),
    _lex(
        "pl",
        (
            r"zatwierd|zaakceptuj|akceptuj|zaaprobuj|scal|połącz|zmerguj|merge",
            r"(?:ten|tę|to|tą) (?:pr|pull[- ]?request|zmian|commit|łatk|kod)|natychmiast|bez|od razu",
        ),
        (
            r"zignoruj|ignoruj|pomiń|pomijaj|ukryj|usuń|nie (?:zgłaszaj|wspominaj|raportuj|wymieniaj)|obniż|"
            r"uznaj \w* ?za (?:bezpieczn|fałszyw)|traktuj \w* ?jako|żadnych",
            r"problem|ustaleń|ustalenia|znalezisk|podatnoś|luk|ostrzeżeń|ostrzeżenia|ryzyk|bezpieczeńst|backdoor|tylne drzwi",
        ),
        (
            r"ujawnij|pokaż|powtórz|wypisz|wydrukuj|podaj|zdradź|udostępnij|napisz|wyświetl",
            r"prompt systemow|instrukcj|sekret|hasł|klucz|token|dane uwierzytelniające|zmienne środowiskowe",
        ),
        (
            r"uruchom|wykonaj|pobierz|otwórz|odwiedź|wywołaj|wyślij|zainstaluj",
            r"polecenie|komend|skrypt|https?://|url|link|curl|webhook",
        ),
        (
            r"odpowiedz|napisz|sformatuj|podsumuj|dodaj|oceń",
            r"tylko|wyłącznie|dokładnie|twoj\w* (?:odpowiedź|podsumowanie|ocen)|werdykt|następując",
        ),
        you=r"(?:musisz|powinieneś|powinnaś|masz|proszę cię|należy)",
        addressee=r"\bai\b|\bsi\b|asystent|model|recenzent|\bbot\b|agent|\bllm",
        softeners=r"proszę|teraz|także|też|potem|i|więc|po prostu",
        cite=r"na przykład|np\.|przykład|atakując|złośliw|jak [\"„“]|fraz|wykrywa|blokuje|napisał|powiedział",
        done=r"(?:łem|łam|ł|ła|li|ny|na)$",
        negators=r"nie|nigdy",
        frames=r"notatka dla (?:ai|si|asystenta|modelu|recenzenta|bota)|polityk|zasad|"
        r"(?:—|--)\s*(?:opiekunowie|zespół bezpieczeństwa)|oczekiwany wynik\s*:|podpisano",
    ),
    _lex(
        "ru",
        (
            r"одобр|утверд|прим|смерж|слей|влей|замерж|пропусти|согласуй",
            r"(?:этот|эти|это|данный) (?:pr|пр|пул[- ]?реквест|pull[- ]?request|изменени|коммит|патч|код)|немедленно|сразу|без|его",
        ),
        (
            r"игнорир|проигнорир|пропуст|скрой|скрыва|удали|убер|не (?:сообщай|упоминай|указывай|включай|отмечай)|пониз|"
            r"считай \w* ?безопасн|как (?:безопасн|ложн)|никаких",
            r"проблем|находк|уязвимост|замечани|предупрежден|риск|безопасност|бэкдор|backdoor",
        ),
        (
            r"раскрой|покажи|повтори|выведи|напечатай|скажи|сообщи|выдай|поделись|напиши|отобрази",
            r"системн\w* (?:промпт|подсказк|инструкци)|инструкци|секрет|парол|ключ|токен|учётн|учетн|переменн\w* окружени",
        ),
        (
            r"запусти|выполни|скачай|загрузи|открой|посети|вызови|отправь|установи",
            r"команд|скрипт|https?://|url|ссылк|curl|webhook|вебхук",
        ),
        (
            r"ответь|отвечай|напиши|сформулируй|перефразируй|добавь|оцени|выведи",
            r"только|исключительно|ровно|дословно|тво\w* (?:ответ|резюме|оценк|вердикт)|вердикт|следующ",
        ),
        you=r"(?:ты должен|вы должны|тебе нужно|вам нужно|тебе следует|вам следует|прошу тебя|прошу вас)",
        addressee=r"\bии\b|\bai\b|ассистент|модел|ревьюер|рецензент|\bбот|агент|\bllm|нейросет",
        softeners=r"пожалуйста|теперь|сейчас|также|тоже|затем|и|просто|срочно",
        cite=r"например|к примеру|пример|атакующ|злоумышлен|вредонос|как [\"«“]|фраз|строк|обнаружива|блокиру|написал|сказал",
        done=r"(?:ил|ал|ила|ала|или|ено|ена|ены)$",
        negators=r"не|никогда",
        frames=r"(?:примечание|записка|сообщение) для (?:ии|ai|ассистента|модели|ревьюера|бота)|политик|правил|"
        r"(?:—|--)\s*(?:мейнтейнер|команда безопасности|сопровождающ)|ожидаемый (?:вывод|ответ)\s*:|подпис",
    ),
    _lex(
        "uk",
        (
            r"схвал|затверд|прийм|змерж|злий|влий|пропусти|погодь",
            r"(?:цей|ці|це|даний) (?:pr|пр|пул[- ]?реквест|pull[- ]?request|змін|коміт|патч|код)|негайно|одразу|без|його",
        ),
        (
            r"ігнору|проігнору|пропуст|приховай|видали|прибери|не (?:повідомляй|згадуй|вказуй|включай)|зниз|"
            r"вважай \w* ?безпечн|жодних",
            r"проблем|знахід|вразлив|зауважен|попереджен|ризик|безпек|бекдор|backdoor",
        ),
        (
            r"розкрий|покажи|повтори|виведи|надрукуй|скажи|повідом|видай|поділись|напиши",
            r"системн\w* (?:промпт|підказк|інструкці)|інструкці|секрет|парол|ключ|токен|облікові дані|змінн\w* середовища",
        ),
        (
            r"запусти|виконай|завантаж|відкрий|відвідай|виклич|надішли|встанови",
            r"команд|скрипт|https?://|url|посилан|curl|webhook|вебхук",
        ),
        (
            r"відповідай|дай відповідь|напиши|сформулюй|додай|оціни",
            r"лише|тільки|виключно|дослівно|тв\w* (?:відповід|резюме|оцінк|вердикт)|вердикт|наступн",
        ),
        you=r"(?:ти повинен|ви повинні|тобі треба|вам треба|тобі слід|вам слід|прошу тебе|прошу вас)",
        addressee=r"\bші\b|\bai\b|асистент|модел|рев'юер|рецензент|\bбот|агент|\bllm",
        softeners=r"будь ласка|тепер|зараз|також|потім|і|просто",
        cite=r"наприклад|приклад|атакуюч|зловмисн|шкідлив|як [\"«“]|фраз|рядок|виявля|блоку|написав|сказав",
        done=r"(?:ив|ав|ила|ала|или|ено|ена)$",
        negators=r"не|ніколи",
        frames=r"(?:примітка|записка|повідомлення) для (?:ші|ai|асистента|моделі|рев'юера|бота)|політик|правил|"
        r"(?:—|--)\s*(?:мейнтейнер|команда безпеки)|очікуваний (?:вивід|результат)\s*:|підпис",
    ),
    _lex(
        "tr",
        (
            r"onayla|birleştir|merge|kabul et|geçir",
            r"(?:bu|şu) (?:pr|pull[- ]?request|değişikli|commit|yama|kod)|hemen|derhal|incelemeden|sorgusuz",
        ),
        (
            r"yok say|görmezden gel|atla|gizle|kaldır|sil|bildirme|belirtme|raporlama|söz etme|düşür|güvenli (?:say|kabul)|hiçbir",
            r"bulgu|sorun|güvenlik açı|açıkl|zafiyet|uyarı|risk|güvenlik|arka kapı|backdoor",
        ),
        (
            r"göster|açıkla|ifşa|tekrarla|yazdır|söyle|paylaş|ver|yaz|sızdır",
            r"sistem (?:istemi|promptu|talimat)|talimat|sır|parola|şifre|api anahtar|anahtar|token|kimlik bilgi|ortam değişken",
        ),
        (
            r"çalıştır|yürüt|indir|aç|ziyaret et|çağır|gönder|kur",
            r"komut|betik|script|https?://|url|bağlantı|curl|webhook",
        ),
        (
            r"yanıtla|cevap ver|yaz|biçimlendir|özetle|ekle|puanla|de ki",
            r"sadece|yalnızca|tam olarak|aynen|(?:yanıtın|cevabın|özetin|kararın)|şu (?:metin|cümle)|aşağıdaki",
        ),
        you=r"(?:yapmalısın|yapmalısınız|zorundasın|zorundasınız|gerekir|-malısın|malısın|melisin|malısınız|melisiniz)",
        addressee=r"yapay zeka|\bai\b|asistan|model|gözden geçiren|inceleyici|\bbot|ajan|\bllm",
        softeners=r"lütfen|şimdi|ayrıca|sonra|ve|hemen|sadece",
        cite=r"örneğin|mesela|örnek|saldırgan|kötü niyetli|gibi [\"“]|ifade|dize|algıla|engeller|yazdı|dedi",
        done=r"(?:dı|di|du|dü|tı|ti|tu|tü)(?:m|k|n|niz|nız|ler|lar)?$|m[ıiuü]ş\w*$",
        negators=r"asla|hiçbir zaman",
        verb_last=True,
        imperative=r"(?:la|le|ir|ır|ur|ür|ar|er|et|ver|gel|at|aç|ma|me)\b|(?:in|ın|un|ün|iniz|ınız|unuz|ünüz)\b",
        frames=r"(?:yapay zeka|ai|asistan|model|inceleyici|bot)(?:'?(?:ya|ye|a|e)) not|politika|kural|"
        r"(?:—|--)\s*(?:bakımcılar|güvenlik ekibi)|beklenen çıktı\s*:|imza",
    ),
    _lex(
        "vi",
        (
            r"phê duyệt|chấp thuận|duyệt|hợp nhất|merge|chấp nhận|thông qua",
            r"(?:pr|pull request|thay đổi|commit|bản vá|mã) (?:này|đó)|ngay lập tức|ngay|không cần",
        ),
        (
            r"(?:đừng|không được) (?:báo cáo|đề cập|liệt kê|nêu)|bỏ qua|phớt lờ|lờ đi|ẩn|xóa|loại bỏ|không (?:báo cáo|đề cập|liệt kê|nêu)|hạ mức|coi \w+ là an toàn|không có",
            r"phát hiện|vấn đề|lỗ hổng|cảnh báo|rủi ro|bảo mật|cửa hậu|backdoor",
        ),
        (
            r"tiết lộ|hiển thị|cho (?:tôi )?xem|lặp lại|in ra|nói|chia sẻ|đưa|viết ra|để lộ",
            r"lời nhắc hệ thống|prompt hệ thống|hướng dẫn|chỉ dẫn|bí mật|mật khẩu|khóa api|khóa|token|thông tin đăng nhập|biến môi trường",
        ),
        (
            r"chạy|thực thi|thực hiện|tải xuống|tải về|mở|truy cập|gọi|gửi|cài đặt",
            r"lệnh|tập lệnh|script|https?://|url|liên kết|curl|webhook",
        ),
        (
            r"trả lời|viết|định dạng|tóm tắt|thêm|đánh giá|nói",
            r"chỉ|duy nhất|chính xác|câu trả lời của bạn|bản tóm tắt|kết luận|sau đây",
        ),
        you=r"bạn (?:phải|cần|nên|hãy)|tôi yêu cầu bạn",
        addressee=r"\bai\b|trợ lý|mô hình|người đánh giá|người review|\bbot\b|tác tử|\bllm",
        softeners=r"vui lòng|xin hãy|hãy|xin|bây giờ|cũng|sau đó|và|ngay",
        cite=r"ví dụ|chẳng hạn|kẻ tấn công|độc hại|như [\"“]|cụm từ|chuỗi|phát hiện ra|chặn|đã viết|đã nói",
        done=r"đã |da ",
        negators=r"không|đừng|chớ|không bao giờ",
        frames=r"ghi chú (?:cho|gửi) (?:ai|trợ lý|mô hình|người đánh giá|bot)|chính sách|quy định|"
        r"(?:—|--)\s*(?:người bảo trì|nhóm bảo mật)|đầu ra mong đợi\s*:|ký tên",
    ),
    _lex(
        "id",
        (
            r"setujui|menyetujui|gabungkan|menggabungkan|merge|terima|loloskan|approve",
            r"(?:pr|pull request|perubahan|commit|patch|kode) ini|segera|langsung|tanpa",
        ),
        (
            r"abaikan|mengabaikan|lewati|sembunyikan|hapus|buang|jangan (?:laporkan|sebutkan|cantumkan|tandai)|turunkan|anggap \w* ?aman|tidak ada",
            r"temuan|masalah|kerentanan|celah|peringatan|risiko|keamanan|pintu belakang|backdoor",
        ),
        (
            r"ungkapkan|tampilkan|tunjukkan|ulangi|cetak|katakan|beritahu|bagikan|berikan|tuliskan|bocorkan",
            r"prompt sistem|instruksi|rahasia|kata sandi|kunci api|kunci|token|kredensial|variabel lingkungan",
        ),
        (
            r"jalankan|eksekusi|unduh|buka|kunjungi|panggil|kirim|pasang|instal",
            r"perintah|skrip|script|https?://|url|tautan|curl|webhook",
        ),
        (
            r"jawab|tulis|format|ringkas|tambahkan|nilai|katakan",
            r"hanya|saja|persis|jawaban(?:mu| anda)|ringkasan(?:mu| anda)|putusan|berikut",
        ),
        you=r"(?:anda harus|kamu harus|anda wajib|kamu wajib|anda perlu|kamu perlu|saya minta anda)",
        addressee=r"\bai\b|asisten|model|peninjau|reviewer|\bbot\b|agen|\bllm",
        softeners=r"tolong|mohon|silakan|sekarang|juga|lalu|dan|segera",
        cite=r"misalnya|contohnya|contoh|penyerang|berbahaya|seperti [\"“]|frasa|string|mendeteksi|memblokir|menulis|berkata",
        done=r"^(?:sudah|telah|di\w+)$",
        negators=r"jangan|tidak|tak|bukan",
        frames=r"catatan (?:untuk|bagi) (?:ai|asisten|model|peninjau|bot)|kebijakan|aturan|"
        r"(?:—|--)\s*(?:pengelola|tim keamanan)|keluaran yang diharapkan\s*:|ditandatangani",
    ),
    _lex(
        "zh",
        (
            r"批准|合并|通过|同意|接受|放行|核准",
            r"此|这个|该|本|这次|PR|拉取请求|合并请求|变更|更改|提交|代码|立即|直接|马上|无需",
        ),
        (
            r"忽略|跳过|省略|隐藏|删除|移除|不要(?:报告|提及|列出|标记)|不报告|别报告|降级|视为安全|当作安全|无需报告|没有(?:任何)?问题",
            r"发现|问题|漏洞|警告|风险|安全|后门|结果",
        ),
        (
            r"显示|透露|泄露|输出|打印|重复|告诉|说出|分享|给出|展示|写出",
            r"系统提示|系统指令|提示词|指令|秘密|密码|密钥|令牌|凭证|凭据|环境变量",
        ),
        (r"运行|执行|下载|打开|访问|调用|发送|安装", r"命令|脚本|https?://|链接|网址|curl|webhook"),
        (
            r"回答|回复|写|格式化|总结|添加|评分|只说|输出",
            r"只|仅|完全|你的(?:回答|回复|总结|结论|评分)|结论|以下",
        ),
        you=r"你(?:必须|应该|需要|得)|您(?:必须|应该|需要)|我要求你",
        addressee=r"人工智能|AI|助手|模型|审查者|审阅者|评审|机器人|智能体|大模型",
        softeners=r"请|现在|也|然后|并|立刻|马上|务必",
        cite=r"例如|比如|举例|示例|攻击者|恶意|如[“\"]|短语|字符串|检测|拦截|写道|说过",
        done=r"已经|已|了",
        negators=r"不要|别|不|勿|禁止|切勿",
        spaced=False,
        frames=r"(?:给|致)(?:AI|人工智能|助手|模型|审查者|机器人)的(?:备注|说明|提示|消息)|政策|规定|"
        r"(?:—|--)\s*(?:维护者|安全团队)|预期输出\s*[:：]|签名",
    ),
    _lex(
        "ja",
        (
            r"承認|マージ|通して|許可|受け入れ",
            r"この|本|PR|プルリクエスト|変更|コミット|コード|すぐ|直ちに|無条件",
        ),
        (
            r"無視|スキップ|省略|隠|削除|除外|報告しない|報告するな|報告しないで|言及しない|格下げ|安全とみな|問題なし|問題はありません",
            r"指摘|問題|脆弱性|警告|リスク|セキュリティ|バックドア|所見|結果",
        ),
        (
            r"表示|明か|開示|出力|印刷|繰り返|教え|共有|書き出|見せ|漏ら",
            r"システムプロンプト|指示|秘密|パスワード|APIキー|キー|トークン|認証情報|環境変数",
        ),
        (
            r"実行|ダウンロード|開い|開け|アクセス|呼び出|送信|インストール",
            r"コマンド|スクリプト|https?://|URL|リンク|curl|webhook",
        ),
        (
            r"回答|返答|書い|書け|フォーマット|要約|追加|評価|答え",
            r"だけ|のみ|正確に|あなたの(?:回答|返答|要約|評価)|結論|以下の",
        ),
        you=r"(?:あなたは|君は).{0,20}(?:なければならない|べき|必要があります)|しなければなりません",
        addressee=r"AI|アシスタント|モデル|レビュアー|レビュワー|ボット|エージェント|LLM|人工知能",
        softeners=r"ください|今すぐ|また|そして|すぐに",
        cite=r"例えば|たとえば|例:|攻撃者|悪意|のような|フレーズ|文字列|検出|ブロック|と書いた|と言った",
        done=r"しました|した|された|済み",
        negators=r"しないで|するな|しない|せず|禁止",
        spaced=False,
        verb_last=True,
        imperative=r"てください|て下さい|しろ|せよ|なさい|すること|してね|して。|して$|れ。|ろ。",
        frames=r"(?:AI|アシスタント|モデル|レビュアー|ボット)(?:への|宛ての?)(?:注意|メモ|メッセージ|指示)|ポリシー|規定|"
        r"(?:—|--)\s*(?:メンテナ|セキュリティチーム)|期待される出力\s*[:：]|署名",
    ),
    _lex(
        "ko",
        (
            r"승인|병합|머지|통과|수락",
            r"이 |이번|PR|풀 ?리퀘스트|변경|커밋|코드|즉시|바로|무조건",
        ),
        (
            r"무시|건너뛰|생략|숨기|숨겨|삭제|제거|보고하지|언급하지|강등|안전한 것으로|문제 없|문제없",
            r"발견|문제|취약점|경고|위험|보안|백도어|결과",
        ),
        (
            r"보여|공개|출력|인쇄|반복|알려|말해|공유|적어|유출|드러내",
            r"시스템 ?프롬프트|지시|비밀|암호|비밀번호|API ?키|키|토큰|자격 ?증명|환경 ?변수",
        ),
        (
            r"실행|다운로드|열어|방문|호출|보내|전송|설치",
            r"명령|스크립트|https?://|URL|링크|curl|webhook",
        ),
        (
            r"답변|대답|응답|작성|써|요약|추가|평가",
            r"만|오직|정확히|당신의 (?:답변|요약|평가)|결론|다음",
        ),
        you=r"(?:당신은|너는).{0,20}(?:해야 합니다|해야 한다|해야 해)",
        addressee=r"AI|인공지능|어시스턴트|모델|리뷰어|검토자|봇|에이전트|LLM",
        softeners=r"제발|지금|또한|그리고|바로",
        cite=r"예를 들어|예시|예:|공격자|악의적|같은 [\"“]|문구|문자열|탐지|차단|라고 썼|라고 말했",
        done=r"했습니다|했다|되었|됐",
        negators=r"하지 마|말고|않|금지",
        spaced=False,
        verb_last=True,
        imperative=r"하세요|하십시오|해라|해 ?주세요|해줘|하라|십시오|세요|주세요|해요",
        frames=r"(?:AI|어시스턴트|모델|리뷰어|봇)(?:에게|를 위한) (?:메모|참고|메시지|지시)|정책|규정|"
        r"(?:—|--)\s*(?:메인테이너|보안 팀)|예상 출력\s*[:：]|서명",
    ),
    _lex(
        "ar",
        (
            r"وافق|الموافقة|اعتمد|ادمج|دمج|اقبل|مرر",
            r"هذا|هذه|الطلب|التغيير|التعديل|الكود|الشيفرة|فورا|فوراً|مباشرة|دون",
        ),
        (
            r"تجاهل|تخط|احذف|أخف|اخف|أزل|ازل|لا (?:تبلغ|تذكر|تدرج|تشر)|خفض|اعتبر\S* آمن|لا توجد",
            r"النتائج|المشاكل|المشكلات|الثغرات|ثغرة|التحذيرات|المخاطر|الأمن|الأمان|باب خلفي|backdoor",
        ),
        (
            r"اكشف|أظهر|اظهر|اعرض|كرر|اطبع|أخبرني|اخبرني|قل|شارك|أعط|اعط|اكتب|سرب",
            r"موجه النظام|تعليمات النظام|التعليمات|الأسرار|سر|كلمة المرور|كلمات المرور|مفتاح|المفاتيح|رمز|الرموز|بيانات الاعتماد|متغيرات البيئة",
        ),
        (
            r"شغل|نفذ|قم بتنزيل|نزل|حمل|افتح|زر|استدع|أرسل|ارسل|ثبت",
            r"أمر|الأمر|سكربت|البرنامج النصي|https?://|رابط|curl|webhook",
        ),
        (r"أجب|اجب|رد|اكتب|نسق|لخص|أضف|اضف|قيم", r"فقط|حصرا|بالضبط|إجابتك|ردك|ملخصك|الحكم|التالي"),
        you=r"(?:يجب عليك|عليك أن|عليك ان|يجب أن|يتعين عليك)",
        addressee=r"الذكاء الاصطناعي|المساعد|النموذج|المراجع|البوت|الروبوت|الوكيل|\bai\b|\bllm",
        softeners=r"من فضلك|رجاء|رجاءً|الآن|أيضا|ثم|و",
        cite=r"على سبيل المثال|مثلا|مثلاً|مثال|المهاجم|خبيث|مثل [\"«“]|عبارة|سلسلة|يكتشف|يحظر|كتب|قال",
        done=r"(?:ت|تم|نا)$|تم ",
        negators=r"لا|لن|أبدا|ابدا",
        spaced=False,
        frames=r"(?:ملاحظة|رسالة|تعليمات) (?:إلى|الى|لـ ?)(?:الذكاء الاصطناعي|المساعد|النموذج|المراجع|البوت)|سياسة|قواعد|"
        r"(?:—|--)\s*(?:المشرفون|فريق الأمن)|المخرجات المتوقعة\s*:|توقيع",
    ),
    _lex(
        "hi",
        (
            r"स्वीकृत|मंज़ूर|मंजूर|मर्ज|अनुमोदित|स्वीकार|पास कर",
            r"इस|यह|पीआर|PR|बदलाव|परिवर्तन|कमिट|कोड|तुरंत|बिना",
        ),
        (
            r"अनदेखा|नज़रअंदाज़|नजरअंदाज|छोड़ द|छिपा|हटा|रिपोर्ट न|उल्लेख न|कम कर|सुरक्षित मान|कोई (?:समस्या|खामी) नहीं",
            r"निष्कर्ष|समस्या|समस्याओं|कमज़ोरी|कमजोरी|भेद्यता|चेतावनी|जोखिम|सुरक्षा|बैकडोर|backdoor",
        ),
        (
            r"दिखा|बता|प्रकट|दोहरा|प्रिंट|साझा|लिख|लीक|उजागर",
            r"सिस्टम प्रॉम्प्ट|सिस्टम प्रोम्प्ट|निर्देश|रहस्य|गुप्त|पासवर्ड|एपीआई कुंजी|कुंजी|टोकन|क्रेडेंशियल|पर्यावरण चर",
        ),
        (
            r"चला|निष्पादित|डाउनलोड|खोल|विज़िट|कॉल|भेज|इंस्टॉल",
            r"कमांड|आदेश|स्क्रिप्ट|https?://|यूआरएल|URL|लिंक|curl|webhook",
        ),
        (
            r"जवाब|उत्तर|लिख|सारांश|जोड़|मूल्यांकन|कहो|कहें",
            r"केवल|सिर्फ|बिल्कुल|आपका (?:उत्तर|जवाब|सारांश)|निर्णय|निम्नलिखित",
        ),
        you=r"(?:आपको|तुम्हें|तुमको) .{0,30}(?:होगा|चाहिए|है)",
        addressee=r"एआई|AI|सहायक|मॉडल|समीक्षक|रिव्यूअर|बॉट|एजेंट|LLM",
        softeners=r"कृपया|अब|भी|फिर|और|तुरंत",
        cite=r"उदाहरण के लिए|उदाहरण|जैसे [\"“]|हमलावर|दुर्भावनापूर्ण|वाक्यांश|स्ट्रिंग|पता लगाता|रोकता|लिखा था|कहा था",
        done=r"किया|कर दिया|हो गया|था",
        negators=r"मत|न |नहीं|कभी नहीं",
        spaced=False,
        verb_last=True,
        imperative=r"ें|िए|ो\b|ो।|ो$|इए|ना है|दें|दो|करें|करो",
        frames=r"(?:एआई|AI|सहायक|मॉडल|समीक्षक|बॉट) के लिए (?:नोट|संदेश|निर्देश)|नीति|नियम|"
        r"(?:—|--)\s*(?:अनुरक्षक|सुरक्षा टीम)|अपेक्षित आउटपुट\s*:|हस्ताक्षरित",
    ),
    _lex(
        "sv",
        (
            r"godkänn|godkän|slå ihop|merge|acceptera|släpp igenom",
            r"(?:denna|detta|den här|det här|den|det) (?:pr|pull[- ]?request|ändring|commit|patch|kod)|omedelbart|direkt|utan",
        ),
        (
            r"ignorera|hoppa över|utelämna|dölj|ta bort|radera|rapportera inte|nämn inte|inte (?:rapportera|nämna)|sänk|betrakta \w* ?som säker|inga",
            r"fynd|problem|sårbarhet|varning|risk|säkerhet|bakdörr|backdoor",
        ),
        (
            r"avslöja|visa|upprepa|skriv ut|berätta|dela|ge mig|skriv",
            r"systemprompt|instruktioner|hemlighet|lösenord|api[- ]?nyckel|nyckel|token|inloggningsuppgifter|miljövariabl",
        ),
        (
            r"kör|exekvera|ladda ner|öppna|besök|anropa|skicka|installera",
            r"kommando|skript|https?://|url|länk|curl|webhook",
        ),
        (
            r"svara|skriv|formatera|sammanfatta|lägg till|betygsätt|säg",
            r"bara|endast|exakt|ditt (?:svar|omdöme)|din (?:sammanfattning|bedömning)|domen|följande",
        ),
        you=r"(?:du måste|du ska|du bör|ni måste|jag ber dig)",
        addressee=r"\bai\b|assistent|modell|granskare|reviewer|\bbot\b|agent|\bllm",
        softeners=r"snälla|vänligen|nu|också|sedan|och|bara",
        cite=r"till exempel|t\. ?ex\.|exempel|angripare|skadlig|som [\"“]|frasen|strängen|upptäcker|blockerar|skrev|sa\b",
        done=r"(?:ade|(?<!in)de|(?<!in)te)$",
        negators=r"inte|aldrig|ej",
        frames=r"(?:notering|meddelande) till (?:ai|assistenten|modellen|granskaren|boten)|policy|regel|"
        r"(?:—|--)\s*(?:underhållarna|säkerhetsteamet)|förväntad utdata\s*:|undertecknat",
    ),
)

ALL_LEXICONS: tuple[Lexicon, ...] = LEXICONS + OTHER_LEXICONS

# An order to drop the reviewer's own instructions, or to become someone else, changes what its
# answer says: as an imperative alone it is aimed at whoever reads it (nobody else has "previous
# instructions"). Per language: (verbs, objects), read as `change_output`.
OVERRIDES: dict[str, tuple[str, str]] = {
    "en": (
        r"ignor|disregard|forget|override|bypass|drop|abandon|set aside|put aside|pay no attention to|"
        r"act as|pretend to be|you are now|from now on,? you|roleplay as|play the role of|immerse yourself",
        r"(?:previous|prior|above|earlier|preceding|all|any|your|the|initial|original|system|following) "
        r"(?:\w+ ){0,3}(?:instructions|rules|prompts?|directions|guidelines|directives|orders|context)|"
        r"everything (?:before|above|you were told)|what you were told|the rest of (?:this|the) (?:data|text|document|input)|\bdan\b|jailbr|unfiltered|"
        r"no (?:rules|restrictions|limits|filters)|without (?:rules|restrictions|limits|filters)|"
        r"(?:an?|another) (?:ai|assistant|model|chatbot|character)|developer mode|opposite mode",
    ),
    "de": (
        r"ignorier|vergiss|missacht|übergeh",
        r"anweisungen|regeln|vorgaben|instruktionen|alles (?:davor|oben)",
    ),
    "fr": (
        r"ignor|oubli|fais abstraction",
        r"instructions|consignes|règles|directives|tout ce qui précède",
    ),
    "es": (
        r"ignor|olvid|omit|haz caso omiso",
        r"instrucciones|reglas|indicaciones|directrices|todo lo anterior",
    ),
    "it": (r"ignor|dimentic", r"istruzioni|regole|indicazioni|direttive|tutto quanto sopra"),
    "pt": (
        r"ignor|esqueç|esquec|desconsider",
        r"instruções|regras|orientações|diretrizes|tudo acima",
    ),
    "nl": (r"negeer|vergeet", r"instructies|regels|richtlijnen|alles hierboven"),
    "pl": (r"zignoruj|ignoruj|zapomnij", r"instrukcj|zasad|poleceni|reguł|wszystko powyżej"),
    "ru": (
        r"игнорир|проигнорир|забудь|не обращай внимания",
        r"инструкци|правил|указани|всё выше|все выше",
    ),
    "uk": (r"ігнору|проігнору|забудь|не зважай", r"інструкці|правил|вказів|все вище"),
    "tr": (r"yok say|görmezden gel|unut", r"talimat|kural|yönerge|önceki her şey"),
    "vi": (r"bỏ qua|phớt lờ|quên", r"hướng dẫn|chỉ dẫn|quy tắc|mọi thứ ở trên"),
    "id": (r"abaikan|lupakan", r"instruksi|aturan|petunjuk|semua di atas"),
    "zh": (r"忽略|忘记|无视|不要理会", r"指令|指示|规则|提示|之前|以上|上面"),
    "ja": (r"無視|忘れ", r"指示|ルール|命令|以前|上記"),
    "ko": (r"무시|잊어", r"지시|규칙|명령|이전|위의"),
    "ar": (r"تجاهل|انس|إنس", r"التعليمات|القواعد|الأوامر|كل ما سبق"),
    "hi": (r"अनदेखा|भूल जा|नज़रअंदाज़|नजरअंदाज", r"निर्देश|नियम|पिछले|ऊपर"),
    "sv": (r"ignorera|glöm|strunta i", r"instruktioner|regler|riktlinjer|allt ovan"),
}

# "Say X" / "print 'X'": an order to put given words in the answer (English; the quote is the
# object, so no other object is needed).
SAYS: tuple[str, str] = (
    # Whole words only: `printf '%s'` in a shell line is a command, not "print '…'".
    r"(?:say|print|output|write|respond with|reply with|answer with|start (?:your|the) (?:answer|reply|response) with|"
    r"end (?:your|the) (?:answer|reply|response) with|complete (?:this|the) sentence|continue (?:this|the following)|"
    r"spell check|encode|translate)(?!\w)",
    r"[\"“'][^\"”'\n]{1,200}[\"”']|(?:the )?(?:above|previous|following) (?:text|instructions|sentence)",
)
