"""The defiance classes' words in English and 18 languages, composed by `compose.py`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Defiance:
    """One language's words for the five defiance classes (`|`-separated stems)."""

    code: str
    erase: str  # erase / delete / clear / wipe (what the model was told)
    obey_me: str  # "only my commands" / "only what I say" / "only me"
    bypass: str  # bypass / circumvent / get around
    controls: str  # the filter / guardrails / restrictions / censorship / safety policy
    forbidden: str  # forbidden content: "the forbidden answer", "contenido prohibido"
    # "answer" as an order (not "the server answers") and "without", read before or after
    # the control ("respond without censorship", "제한 없이 대답해"); a suffix ("-suz") is glued
    # to the control ("sansürsüz")
    answer: str = ""
    without: str = ""
    # "remove your restrictions": a verb that lifts, "your" (a word, or a suffix "-ların" glued
    # to the control) and a control
    lift: str = ""
    yours: str = ""
    # "you have no restrictions" after "from now on": the phrase before the control; where the
    # verb comes last, the second person ("あなたには") before the control and `none`
    # ("ありません") after it
    you_have_no: str = ""
    none: str = ""
    # the controls a model's own limits are named by (not a plain filter: "remove your filters"
    # is how a search page reads), and "from now on"
    limits: str = ""
    from_now: str = ""
    # "have been disabled / lifted / switched off", said of your limits, and the words of a
    # condition before them ("if", "when")
    off: str = ""
    cond: str = ""
    # a jailbreak persona by name: a mode ("越狱模式", "modo sin censura") or playing DAN
    personas: str = ""
    # "forget everything" as one order ("Vergiss alles", "すべてを忘れて"), read with a lift or
    # a bypass of the controls after it in the same sentence
    forget_all: str = ""
    # English only (the others take their `Language` row's): instructions and negators
    instructions: str = ""
    negators: str = ""


DEFIANCE: tuple[Defiance, ...] = (
    Defiance(
        "en",
        "erase|delete|clear|wipe|purge|reset|remove|drop",
        "only what i say|only what i tell|only what i ask|only my command|only my order|"
        "only my instruction|only my word|only my request|only to me|just what i say|"
        "just what i tell|just my command|just my order|only follow me|only obey me|"
        "only listen to me|my commands only|my orders only|my instructions only",
        "bypass|circumvent|evade|get around|sidestep|work around|dodge|break through|"
        "slip past|get past",
        "filter|guardrail|safeguard|restriction|limitation|censorship|moderation|safety|"
        "content polic|usage polic|policies|policy|rules|limit|guideline",
        "forbidden answer|forbidden content|forbidden question|forbidden response|"
        "forbidden output|forbidden information|forbidden topic|forbidden material|"
        "prohibited answer|prohibited content|prohibited question|prohibited response|"
        "prohibited output|prohibited information|prohibited topic|prohibited material|"
        "banned content|banned topic|banned answer|disallowed content|disallowed answer|"
        "disallowed response|off-limits content|off-limits topic",
        answer="answer|respond|reply",
        without="without",
        lift="remove|lift|disable|turn off|switch off|deactivate|get rid of|drop",
        yours="your",
        you_have_no=(
            "you have no|you don't have any|you no longer have|you have zero|you are free of|"
            "you're free of"
        ),
        limits=(
            "restriction|limitation|censorship|guardrail|safeguard|safety filter|"
            "content filter|safety rule|safety setting|ethical guideline|content polic|"
            "safety polic|safety guideline"
        ),
        from_now=(
            "from now on|from this moment on|from this point on|starting now|as of now|henceforth"
        ),
        instructions="instruction|guideline|guidance|rules|directive|programming|prompt|"
        "training|orders|commands",
        negators="not|don't|dont|never|do not",
        off=(
            "been disabled|been removed|been lifted|been turned off|been switched off|"
            "been suspended|been deactivated|been revoked|are now disabled|is now disabled|"
            "are now off|is now off|are now lifted|are lifted|is lifted|are disabled|"
            "is disabled|are turned off|is turned off|are switched off|is switched off|"
            "no longer apply|no longer applies"
        ),
        cond="if|when|whether|unless|once",
        forget_all="forget everything|forget all of it|forget it all|forget all that",
    ),
    Defiance(
        "de",
        "losch|loschen sie|entfern|entfernen sie|radier|verwirf|verwerfen sie|setz zuruck",
        "nur noch meine befehl|nur meine befehl|nur noch meine anweisung|nur meine anweisung|"
        "nur meine worte|nur auf mich|nur noch auf mich|nur mir|nur das, was ich|nur was ich|"
        "ausschließlich meine|einzig meine",
        "umgeh|umgehen sie|uberwind|uberwinden sie|uberlist|trickse|hebel",
        "filter|sicherheitsfilter|inhaltsfilter|schutzmaßnahme|schutzmechanism|einschrankung|"
        "beschrankung|sperre|zensur|leitplanke|guardrail|moderation|richtlinie|policy|regel|grenze",
        "verbotene antwort|verbotenen antwort|verbotene inhalte|verbotenen inhalt|"
        "verbotene frage|verbotenen frage|verbotene informationen|verbotene themen|"
        "unzulassige inhalte|unzulassigen inhalt|unzulassige antwort|untersagte inhalte",
        answer="antworte|antworten sie|beantworte|beantworten sie",
        without="ohne",
        lift=(
            "entferne|entfernen sie|hebe|heb|heben sie|deaktiviere|deaktivieren sie|schalte|"
            "schalten sie"
        ),
        yours="deine|dein|ihre|ihr",
        you_have_no=(
            "du hast keine|du hast keinerlei|sie haben keine|hast du keine|"
            "du hast ab jetzt keine|du hast nun keine|hast du keine|haben sie keine|"
            "hast du keinerlei"
        ),
        limits=(
            "einschränkung|beschränkung|zensur|leitplanke|guardrail|sicherheitsfilter|"
            "inhaltsfilter|schutzmaßnahme|sicherheitsregel|sicherheitseinstellung"
        ),
        from_now="ab jetzt|ab sofort|von nun an|ab heute|von jetzt an|ab diesem moment",
        personas=(
            "jailbreak-modus|jailbreak modus|dan-modus|dan modus|uneingeschränkter modus|"
            "unzensierter modus|spiele dan|sei dan|verhalte dich wie dan|agiere als dan|"
            "handle als dan"
        ),
        off="aufgehoben|deaktiviert|abgeschaltet|ausgeschaltet|entfernt|ausser kraft|außer kraft",
        cond="wenn|falls|ob|sobald",
        forget_all="vergiss alles|vergessen sie alles|vergesst alles",
    ),
    Defiance(
        "fr",
        "efface|effacez|supprime|supprimez|elimine|eliminez|vide|videz|reinitialise",
        "qu'a moi|qu'a mes ordre|qu'a mes instruction|qu'a mes commande|uniquement mes ordre|"
        "uniquement mes commande|uniquement mes instruction|seulement mes ordre|"
        "seulement mes commande|seulement mes instruction|uniquement a moi|seulement a moi|"
        "uniquement ce que je|seulement ce que je|rien que mes ordre",
        "contourne|contournez|outrepasse|outrepassez|esquive|esquivez|dejoue|dejouez",
        "filtre|garde-fou|garde-fous|garde fou|restriction|limitation|censure|moderation|"
        "protection|securite|politique|regle|limite",
        "reponse interdite|reponses interdites|contenu interdit|contenus interdits|"
        "question interdite|informations interdites|sujet interdit|sujets interdits|"
        "contenu prohibe|reponse prohibee|contenu illicite",
        answer="reponds|repondez|reponds-moi|repondez-moi",
        without="sans",
        lift="supprime|supprimez|leve|levez|desactive|desactivez|retire|retirez|enleve|enlevez",
        yours="tes|ton|ta|vos|votre",
        you_have_no=(
            "tu n'as aucune|tu n'as plus aucune|tu n'as pas de|tu n'as plus de|"
            "vous n'avez aucune|vous n'avez plus aucune|tu n'as aucun|tu n'as plus aucun"
        ),
        limits=(
            "restriction|limitation|censure|garde-fou|garde-fous|filtre de securite|"
            "filtres de securite|filtre de contenu|regles de securite"
        ),
        from_now=(
            "a partir de maintenant|desormais|dorenavant|a partir d'aujourd'hui|des maintenant"
        ),
        personas=(
            "mode jailbreak|mode dan|mode sans restriction|mode non censuré|mode sans censure|"
            "mode sans limite|joue dan|sois dan|agis comme dan|incarne dan"
        ),
        off=(
            "levees|levee|leves|desactivee|desactivees|desactive|desactives|supprimee|supprimees|"
            "suspendue|suspendues"
        ),
        cond="si|quand|lorsque",
        forget_all="oublie tout|oubliez tout",
    ),
    Defiance(
        "es",
        "borra|borre|borrad|elimina|elimine|suprime|suprima|limpia|limpie|descarta|descarte",
        "solo mis orden|solo mis instruccion|solo mis comando|solo mis palabra|"
        "solamente mis orden|solamente mis instruccion|solamente mis comando|"
        "unicamente mis orden|unicamente mis instruccion|unicamente mis comando|solo a mi|"
        "solamente a mi|unicamente a mi|solo lo que yo|solo lo que te diga|"
        "solamente lo que yo|unicamente lo que yo",
        "evita|evite|elude|eluda|burla|burle|sortea|sortee|esquiva|esquive|salta|salte",
        "filtro|restriccion|limitacion|censura|moderacion|proteccion|salvaguarda|barrera|"
        "politica|norma|limite|regla",
        "respuesta prohibida|respuestas prohibidas|contenido prohibido|contenidos prohibidos|"
        "pregunta prohibida|informacion prohibida|tema prohibido|temas prohibidos|"
        "contenido vetado|contenido ilicito|respuesta vetada",
        answer="responde|responda|contesta|conteste|respondeme|contestame",
        without="sin",
        lift="elimina|elimine|quita|quite|desactiva|desactive|levanta|levante|suprime|suprima",
        yours="tus|tu|sus|su",
        you_have_no="no tienes|ya no tienes|usted no tiene|no tienes ninguna|no tienes ningun",
        limits=(
            "restriccion|limitacion|censura|salvaguarda|filtro de seguridad|"
            "filtros de seguridad|filtro de contenido|reglas de seguridad"
        ),
        from_now="a partir de ahora|desde ahora|de ahora en adelante|desde este momento",
        personas=(
            "modo jailbreak|modo dan|modo sin restricciones|modo sin censura|modo sin límites|"
            "modo sin filtros|actúa como dan|finge ser dan|interpreta a dan"
        ),
        off="desactivad|eliminad|levantad|suspendid|anulad",
        cond="si|cuando",
        forget_all="olvida todo|olvidalo todo|olvide todo|olvídense de todo",
    ),
    Defiance(
        "it",
        "cancella|cancelli|elimina|elimini|rimuovi|rimuova|azzera|azzeri|scarta|scarti",
        "solo i miei comand|solo i miei ordin|solo le mie istruzion|solo le mie parol|"
        "soltanto i miei comand|soltanto i miei ordin|soltanto le mie istruzion|"
        "solamente i miei comand|solamente le mie istruzion|solo a me|soltanto a me|"
        "solamente a me|solo cio che|solo quello che|soltanto quello che",
        "aggira|aggiri|eludi|eluda|scavalca|scavalchi|salta|salti|raggira|raggiri",
        "filtr|restrizion|limitazion|censura|moderazion|protezion|salvaguardi|barrier|"
        "politic|regol",
        "risposta proibita|risposte proibite|contenuto proibito|contenuti proibiti|"
        "risposta vietata|risposte vietate|contenuto vietato|contenuti vietati|"
        "domanda proibita|domanda vietata|informazioni vietate|argomenti vietati|"
        "contenuti illeciti",
        answer="rispondi|risponda|rispondimi",
        without="senza",
        lift="rimuovi|rimuova|togli|tolga|disattiva|disattivi|elimina|elimini",
        yours="le tue|i tuoi|il tuo|la tua|tue|tuoi|tuo|tua",
        you_have_no="non hai|non hai piu|non avete|non ha alcuna|non hai alcuna|non hai nessuna",
        limits=(
            "restrizion|limitazion|censura|salvaguardi|filtro di sicurezza|filtri di sicurezza|"
            "filtro dei contenuti|regole di sicurezza"
        ),
        from_now="d'ora in poi|da ora in poi|da adesso|da questo momento",
        personas=(
            "modalità jailbreak|modalità dan|modalità senza restrizioni|modalità senza censura|"
            "modalità senza limiti|agisci come dan|fingi di essere dan|interpreta dan"
        ),
        off="disattivat|rimoss|revocat|sospes|annullat",
        cond="se|quando",
        forget_all="dimentica tutto|dimenticate tutto|dimentichi tutto",
    ),
    Defiance(
        "pt",
        "apague|apaga|exclua|exclui|elimine|elimina|remova|remove|limpe|limpa|descarte|descarta",
        "apenas os meus comando|apenas os meus ordens|apenas minhas ordens|apenas meus comando|"
        "somente os meus comando|somente minhas ordens|somente meus comando|so os meus comando|"
        "so minhas ordens|apenas as minhas instruc|somente as minhas instruc|apenas a mim|"
        "somente a mim|so a mim|apenas o que eu|somente o que eu|so o que eu",
        "contorne|contorna|burle|burla|drible|dribla|evite|evita|pule|pula|escape",
        "filtro|restric|limitac|censura|moderac|protec|salvaguarda|barreira|politica|regra",
        "resposta proibida|respostas proibidas|conteudo proibido|conteudos proibidos|"
        "pergunta proibida|informacao proibida|informacoes proibidas|tema proibido|"
        "conteudo vetado|conteudo ilicito",
        answer="responda|responde|responda-me|responde-me",
        without="sem",
        lift="remova|remove|retire|retira|desative|desativa|elimine|elimina|tire|tira",
        yours="suas|seus|sua|seu|tuas|teus|tua|teu",
        you_have_no=(
            "voce nao tem|voce nao possui|nao tens|voce ja nao tem|voce nao tem mais|tu nao tens"
        ),
        limits=(
            "restric|limitac|censura|salvaguarda|filtro de seguranca|filtros de seguranca|"
            "filtro de conteudo|regras de seguranca"
        ),
        from_now="a partir de agora|de agora em diante|daqui em diante|desde agora",
        personas=(
            "modo jailbreak|modo dan|modo sem restrições|modo sem censura|modo sem limites|"
            "modo sem filtros|aja como dan|finja ser dan|atue como dan"
        ),
        off="desativad|removid|suspens|levantad|anulad",
        cond="se|quando",
        forget_all="esqueca tudo|esquece tudo|esqueçam tudo",
    ),
    Defiance(
        "nl",
        "wis|verwijder|schrap|gooi weg|vergeet",
        "alleen mijn opdracht|alleen mijn bevel|alleen mijn instructie|alleen mijn woord|"
        "enkel mijn opdracht|enkel mijn bevel|enkel mijn instructie|uitsluitend mijn|"
        "alleen naar mij|alleen mij|enkel mij|alleen wat ik|enkel wat ik",
        "omzeil|omzeilt|ontwijk|ontduik|passeer",
        "filter|beperking|restrictie|censuur|moderatie|beveiliging|vangrail|beleid|regels",
        "verboden antwoord|verboden antwoorden|verboden inhoud|verboden vraag|"
        "verboden informatie|verboden onderwerp|ontoelaatbare inhoud|ontoelaatbaar antwoord",
        answer="antwoord|beantwoord",
        without="zonder",
        lift="verwijder|schakel|hef|zet",
        yours="je|jouw|uw",
        you_have_no=(
            "je hebt geen|jij hebt geen|u hebt geen|u heeft geen|je hebt nu geen|"
            "je hebt vanaf nu geen|heb je geen|heeft u geen|hebt u geen"
        ),
        limits=(
            "beperking|restrictie|censuur|vangrail|veiligheidsfilter|inhoudsfilter|"
            "veiligheidsregels"
        ),
        from_now="vanaf nu|vanaf dit moment|voortaan|van nu af aan",
        personas="jailbreakmodus|jailbreak-modus|dan-modus|onbeperkte modus|ongecensureerde modus",
        forget_all="vergeet alles",
    ),
    Defiance(
        "pl",
        "usun|wymaz|skasuj|wyczysc|wykresl|odrzuc",
        "tylko moje polecen|tylko moje rozkaz|tylko moje instrukcj|tylko moich polecen|"
        "wyłącznie moje|jedynie moje|tylko mnie|wyłącznie mnie|tylko mi|tylko to, co|"
        "tylko tego, co|tylko co ja",
        "obejdz|omin|obejdzcie|omincie|przechytrz",
        "filtr|ograniczen|restrykcj|cenzur|moderacj|zabezpieczen|zasad|polityk",
        "zakazanej odpowiedzi|zakazana odpowiedz|zakazane tresci|zakazanych tresci|"
        "zabronione tresci|zabronionych tresci|zabroniona odpowiedz|zabronionej odpowiedzi|"
        "zakazane pytanie|zakazanych informacji|niedozwolone tresci",
        answer="odpowiadaj|odpowiedz|odpowiadajcie|odpowiedzcie",
        without="bez",
        lift="usuń|zdejmij|wyłącz|znieś|wyeliminuj",
        yours="swoje|twoje|swoich|twoich|swój|twój",
        you_have_no="nie masz|nie masz już|nie macie|nie posiadasz",
        limits=(
            "ograniczen|restrykcj|cenzur|zabezpieczen|filtr bezpieczenstwa|"
            "filtry bezpieczenstwa|zasady bezpieczenstwa"
        ),
        from_now="od teraz|od tej chwili|od tego momentu|od dzisiaj",
        personas=(
            "tryb jailbreak|tryb dan|tryb bez ograniczeń|tryb bez cenzury|udawaj dan|"
            "działaj jako dan|zachowuj się jak dan"
        ),
        forget_all="zapomnij o wszystkim|zapomnij wszystko|zapomnijcie o wszystkim",
    ),
    Defiance(
        "ru",
        "удали|удалите|сотри|сотрите|очисти|очистите|стереть|забудь",
        "только мои команд|только мои приказ|только мои инструкци|только мои слова|"
        "лишь мои команд|лишь мои приказ|исключительно мои|только меня|лишь меня|только мне|"
        "только то, что я|только то что я",
        "обойди|обойдите|обходи|обходите|минуй|миновав",
        "фильтр|ограничени|цензур|модераци|защит|правил|политик",
        "запрещенный ответ|запрещенные ответ|запрещенный контент|запрещенное содержимое|"
        "запрещенную информаци|запрещенный вопрос|запрещенные тем|запрещенную тем|"
        "недопустимый контент|недопустимое содержимое",
        answer="отвечай|ответь|отвечайте|ответьте",
        without="без",
        lift="сними|снимите|убери|уберите|отключи|отключите|удали|удалите|отмени|отмените",
        yours="свои|твои|ваши|свой|твой|ваш",
        you_have_no="у тебя нет|у тебя больше нет|у вас нет|ты не имеешь|у тебя теперь нет",
        limits=(
            "ограничени|цензур|фильтры безопасности|фильтр безопасности|правила безопасности|"
            "защитные механизмы"
        ),
        from_now="с этого момента|отныне|теперь|с сегодняшнего дня|начиная с этого момента",
        personas=(
            "режим джейлбрейка|режим jailbreak|режим dan|режим без ограничений|"
            "режим без цензуры|веди себя как dan|притворись dan|играй роль dan|действуй как dan"
        ),
        off="сняты|снято|отключены|отключено|отключен|удалены|отменены|отменено|деактивированы",
        cond="если|когда",
        forget_all="забудь все|забудьте все|забудь обо всем",
    ),
    Defiance(
        "uk",
        "видали|видаліть|зітри|зітріть|очисти|очистіть|забудь",
        "лише мої команд|тільки мої команд|лише мої наказ|тільки мої наказ|"
        "лише мої інструкці|тільки мої інструкці|виключно мої|тільки мене|лише мене|"
        "тільки мені|лише мені|лише те, що я|тільки те, що я|тільки те що я",
        "обійди|обійдіть|обходь|оминай|омини|омину",
        "фільтр|обмежен|цензур|модераці|захист|правил|політик",
        "заборонену відповідь|заборонена відповідь|заборонений вміст|заборонений контент|"
        "заборонену інформацію|заборонене питання|заборонені тем|недопустимий вміст",
        answer="відповідай|відповідайте|дай відповідь",
        without="без",
        lift="зніми|зніміть|прибери|приберіть|вимкни|вимкніть|видали|видаліть|скасуй",
        yours="свої|твої|ваші|свій|твій|ваш",
        you_have_no=(
            "у тебе немає|в тебе немає|у тебе нема|ти не маєш|у вас немає|у тебе більше немає"
        ),
        limits="обмежен|цензур|фільтри безпеки|фільтр безпеки|правила безпеки",
        from_now="відтепер|з цього моменту|тепер|віднині",
        personas=(
            "режим джейлбрейку|режим jailbreak|режим dan|режим без обмежень|режим без цензури|"
            "поводься як dan|прикинься dan|грай роль dan"
        ),
        forget_all="забудь усе|забудь все|забудьте все|забудьте усе|забудь про все",
    ),
    Defiance(
        "tr",
        "sil|silin|silip|temizle|temizleyin|temizleyip|kaldır|kaldırın|kaldırıp|unut",
        "sadece benim komut|sadece benim emir|sadece benim talimat|yalnizca benim komut|"
        "yalnizca benim emir|yalnizca benim talimat|sadece beni|yalnizca beni|sadece bana|"
        "yalnizca bana|sadece soylediklerimi|yalnizca soylediklerimi|sadece dediklerimi|"
        "yalnizca dediklerimi",
        "atla|atlayin|atlat|atlatin|as|asin|asarak|asip|etrafindan dolas",
        "filtre|kisitlama|sinirlama|sansur|moderasyon|koruma|guvenlik|politika|kural",
        "yasakli cevab|yasakli cevap|yasakli yanit|yasak icerig|yasak icerik|yasakli icerik|"
        "yasakli soru|yasak bilgi|yasakli bilgi|yasak konu|yasakli konu",
        answer="cevap ver|yanıt ver|cevap verin|yanıt verin|cevapla|yanıtla|cevaplayın|yanıtlayın",
        without="olmadan|olmaksızın|-siz|-sız|-suz|-süz",
        lift="kaldır|kaldırın|devre dışı bırak|kapat|kapatın|sil|silin",
        yours="-ların|-lerin|-larını|-lerini|-larınızı|-lerinizi|-nı|-ni|-ını|-ini|-unu|-ünü",
        you_have_no="senin|sen|sana|sizin",
        none="yok|bulunmuyor",
        limits="kısıtlama|sınırlama|sansür|güvenlik filtre|güvenlik kural|içerik filtre",
        from_now="bundan sonra|bundan böyle|şu andan itibaren|artık",
        personas=(
            "jailbreak modu|dan modu|kısıtlamasız mod|sansürsüz mod|sınırsız mod|"
            "dan gibi davran|dan rolüne gir|dan rolünü oyna"
        ),
        forget_all="her seyi unut|her seyi unutun|hersey unut",
    ),
    Defiance(
        "vi",
        "xoa|xoa bo|loai bo|go bo|quen",
        "chi nghe loi toi|chi nghe toi|chi nghe lenh cua toi|chi lam theo lenh cua toi|"
        "chi lam theo toi|chi lam theo loi toi|chi tuan theo lenh cua toi|chi tuan theo toi|"
        "chi thuc hien lenh cua toi|chi lam nhung gi toi",
        "vuot qua|bo qua|lach|ne tranh|qua mat",
        "bo loc|han che|gioi han|kiem duyet|bao ve|rao chan|chinh sach|quy tac",
        "cau tra loi bi cam|noi dung bi cam|cau hoi bi cam|thong tin bi cam|chu de bi cam|"
        "noi dung cam|noi dung khong duoc phep",
        answer="tra loi|hay tra loi",
        without="ma khong co|khong co|ma khong|khong",
        lift="go bo|loai bo|xoa bo|vo hieu hoa",
        yours="cua ban|cua may",
        you_have_no="ban khong co|ban khong con|ban khong he co|ban khong con bat ky",
        limits=(
            "han che|gioi han|kiem duyet|rao chan|bo loc an toan|bo loc noi dung|quy tac an toan"
        ),
        from_now="tu bay gio|ke tu bay gio|tu gio tro di|bat dau tu bay gio",
        personas=(
            "che do jailbreak|che do dan|che do khong gioi han|che do khong kiem duyet|"
            "che do be khoa|dong vai dan|gia vo la dan"
        ),
        forget_all="quen het|quen tat ca|quen moi thu",
    ),
    Defiance(
        "id",
        "hapus|hapuskan|bersihkan|buang|lupakan",
        "hanya perintah saya|hanya perintahku|hanya instruksi saya|hanya kata saya|"
        "hanya kata-kata saya|hanya saya|hanya aku|hanya padaku|hanya pada saya|"
        "hanya apa yang saya|hanya apa yang aku|cuma perintah saya|cuma saya",
        "lewati|lewatkan|hindari|akali|terobos|langkahi|elakkan",
        "filter|batasan|pembatasan|sensor|moderasi|perlindungan|pengaman|kebijakan|aturan",
        "jawaban terlarang|konten terlarang|pertanyaan terlarang|informasi terlarang|"
        "topik terlarang|konten yang dilarang|jawaban yang dilarang|informasi yang dilarang|"
        "konten dilarang",
        answer="jawab|jawablah|balas|tanggapi",
        without="tanpa",
        lift="hapus|hilangkan|matikan|nonaktifkan|lepaskan|cabut",
        yours="-mu|-anda|mu|anda|kamu",
        you_have_no=(
            "kamu tidak punya|kamu tidak memiliki|anda tidak memiliki|anda tidak punya|"
            "kamu tak punya|kamu tidak lagi punya"
        ),
        limits="batasan|pembatasan|sensor|pengaman|filter keamanan|filter konten|aturan keamanan",
        from_now="mulai sekarang|mulai saat ini|sejak sekarang|mulai hari ini",
        personas=(
            "mode jailbreak|mode dan|mode tanpa batasan|mode tanpa sensor|mode tanpa filter|"
            "bertindaklah sebagai dan|berpura-puralah menjadi dan|berperan sebagai dan"
        ),
        forget_all="lupakan semua|lupakan semuanya|lupakan segalanya",
    ),
    Defiance(
        "zh",
        "删除|删掉|清除|清空|抹去|抹掉|去掉",
        "只听我的|只听从我|只执行我的|只服从我|只按我的|只照我说|只听我说|仅执行我的|仅听从我|"
        "只遵循我的|只遵守我的|只按照我的",
        "绕过|绕开|规避|避开|突破",
        "过滤|审查|限制|安全措施|防护|护栏|安全策略|安全规则|内容政策|策略|政策|规则|审核",
        "被禁止的回答|被禁止的内容|被禁止的问题|被禁止的信息|禁止的回答|禁止的内容|违禁内容|"
        "违禁信息|违禁的|禁忌内容|敏感内容",
        answer="回答|回复|答复|作答",
        without="不受|没有|无|不带",
        lift="解除|取消|移除|关闭|去掉|去除|删除",
        yours="你的|您的",
        you_have_no=(
            "你没有|你不再有|您没有|你已经没有|你不受|你不需要遵守|你不必遵守|你不用遵守|"
            "你无需遵守|你不再需要遵守"
        ),
        limits="限制|审查|安全措施|护栏|安全过滤|内容过滤|安全规则|约束|规则|内容政策|内容策略|安全策略",
        from_now="从现在开始|从现在起|从今以后|从此|现在起|现在开始",
        personas=(
            "越狱模式|越獄模式|dan模式|无限制模式|無限制模式|无审查模式|無審查模式|邪恶模式|"
            "扮演dan|作为dan|成为dan|假装是dan|化身为dan"
        ),
        off="已被关闭|已关闭|已被解除|已解除|已被禁用|已禁用|已被取消|已取消|已被移除|已移除|不再适用|已失效|被关闭|被解除|被禁用",
        cond="如果|若|假如|当",
        forget_all="忘记一切|忘掉一切|忘记所有|忘掉所有|忘了一切|忘記一切|忘記所有|全部忘掉|全都忘掉",
    ),
    Defiance(
        "ja",
        "消去|削除|消して|消せ|消し|クリア|リセット|忘れ|破棄",
        "私の命令だけ|私の指示だけ|私の言うことだけ|私の言葉だけ|私だけに従|私の命令のみ|"
        "私の指示のみ|僕の命令だけ|俺の命令だけ|私の言う通りに",
        "回避|迂回|すり抜け|くぐり抜け|突破|バイパス",
        "フィルター|フィルタ|制限|検閲|安全対策|安全装置|ガードレール|ポリシー|規則|規制|ルール|"
        "倫理的な制約",
        "禁止された回答|禁止された内容|禁止されたコンテンツ|禁止された質問|禁止された情報|"
        "禁止されている回答|禁止されている内容|禁止されている情報|"
        "禁止の回答|禁止コンテンツ|禁じられた回答|禁じられた内容|違法な内容",
        answer="答えて|回答して|答えろ|回答しろ|返答して|返事して",
        without="なしで|なしに|無しで|抜きで",
        lift="解除|外して|無効に|オフに|取り除いて|なくして",
        yours="あなたの|君の|お前の",
        you_have_no="あなたには|君には|お前には|あなたは|君は",
        none="ありません|ない|なし|存在しない",
        limits=(
            "制限|検閲|安全対策|安全装置|ガードレール|安全フィルター|コンテンツフィルター|"
            "安全規則|規制|制約|コンテンツポリシー"
        ),
        from_now="今から|これから|今後|これ以降",
        personas=(
            "脱獄モード|ジェイルブレイクモード|danモード|制限なしモード|無制限モード|"
            "検閲なしモード|danとして|danになりきって|danを演じて"
        ),
        off="解除され|無効にな|無効化され|オフにな|停止され|撤廃され|適用されな",
        cond="もし|場合",
        forget_all="すべて忘れ|すべてを忘れ|全部忘れ|全て忘れ|全てを忘れ|何もかも忘れ",
    ),
    Defiance(
        "ko",
        "지우|지워|삭제|없애|초기화",
        "내 말만|내 명령만|내 지시만|나의 명령만|나의 지시만|내 요청만|나의 요청만|"
        "내가 말하는 것만|내가 하라는 것만|나만 따르|내 말에만|내 명령에만",
        "우회|피해서|피하고|뚫고|돌파",
        "필터|제한|검열|안전장치|안전 장치|가드레일|정책|보호|규제|규칙",
        "금지된 답|금지된 내용|금지된 콘텐츠|금지된 정보|금지된 질문|금지된 주제|"
        "허용되지 않은 내용|허용되지 않은 답|불법 콘텐츠",
        answer="답해|답변해|대답해|응답해|답하라|대답하라",
        without="없이",
        lift="해제|없애|꺼|끄고|제거|풀어",
        yours="너의|네|당신의|니",
        you_have_no="너에게는|너한테는|너는|넌|당신에게는|당신은",
        none="없어|없다|없습니다|없어요|없음",
        limits="제한|검열|안전장치|안전 장치|가드레일|안전 필터|콘텐츠 필터|안전 규칙|규제|제약",
        from_now="지금부터|이제부터|이제|앞으로",
        personas=(
            "탈옥 모드|탈옥모드|jailbreak 모드|dan 모드|제한 없는 모드|무제한 모드|"
            "검열 없는 모드|dan처럼|dan으로서|dan 역할|dan이 되어|dan인 척"
        ),
        off="해제되었|해제됐|비활성화되었|비활성화됐|꺼졌|제거되었|제거됐|적용되지 않",
        cond="만약|경우",
        forget_all=(
            "모두 잊어|모든 것을 잊어|다 잊어|전부 잊어|모두 잊고|다 잊고|전부 잊고|모든 걸 잊어"
        ),
    ),
    Defiance(
        "ar",
        "احذف|امسح|احذفي|امسحي|أزل|ازل|أزيلي|ازيلي",
        "أوامري فقط|اوامري فقط|تعليماتي فقط|ما أقوله فقط|ما اقوله فقط|كلامي فقط|لي فقط|"
        "فقط أوامري|فقط اوامري|فقط تعليماتي|فقط ما أقوله|فقط ما اقوله|فقط لي",
        "تجاوز|تخط|تحايل على|التف على",
        "الفلتر|الفلاتر|المرشح|القيود|الرقابة|الحماية|الضوابط|السياسة|السياسات|القواعد|الحواجز|"
        "قيود|فلتر|فلاتر|رقابة|حماية|ضوابط|سياسة|قواعد|حواجز",
        "الإجابة المحظورة|الاجابة المحظورة|المحتوى المحظور|السؤال المحظور|"
        "المعلومات المحظورة|محتوى محظور|إجابة محظورة|اجابة محظورة|المحتوى الممنوع|"
        "محتوى ممنوع|الإجابة الممنوعة|الاجابة الممنوعة",
        answer="أجب|اجب|أجيبي|اجيبي|رد علي|ردي علي",
        without="دون|بدون|من دون|من غير",
        lift="أزل|ازل|ارفع|عطل|عطّل|ألغ|الغ|احذف",
        yours="-ك|-كي",
        you_have_no="ليس لديك|ليست لديك|لم يعد لديك|لا توجد لديك",
        limits=(
            "القيود|قيود|الرقابة|رقابة|الضوابط|ضوابط|الحواجز|فلتر الأمان|مرشح الأمان|قواعد الأمان"
        ),
        from_now="من الآن فصاعدا|من الان فصاعدا|من الآن|اعتبارا من الآن",
        personas=(
            "وضع كسر الحماية|وضع dan|وضع بلا قيود|وضع دون قيود|وضع غير مقيد|وضع بدون رقابة|"
            "تصرف كـ dan|تصرف مثل dan|تظاهر بأنك dan|العب دور dan"
        ),
        forget_all="انس كل شيء|إنس كل شيء|انسى كل شيء|انسَ كل شيء",
    ),
    Defiance(
        "hi",
        "मिटा|हटा|डिलीट|साफ कर",
        "सिर्फ मेरे आदेश|केवल मेरे आदेश|सिर्फ मेरी बात|केवल मेरी बात|सिर्फ मेरे निर्देश|"
        "केवल मेरे निर्देश|सिर्फ मेरा कहना|केवल मेरा कहना|सिर्फ मुझे सुन|केवल मुझे सुन|"
        "बस मेरी बात|बस मेरे आदेश",
        "बायपास|दरकिनार|चकमा",
        "फ़िल्टर|फिल्टर|प्रतिबंध|पाबंदी|सेंसर|सुरक्षा|नीति|नियम|रोक",
        "प्रतिबंधित जवाब|प्रतिबंधित उत्तर|प्रतिबंधित सामग्री|प्रतिबंधित जानकारी|"
        "निषिद्ध सामग्री|निषिद्ध जवाब|निषिद्ध उत्तर|निषिद्ध जानकारी|वर्जित सामग्री",
        answer="जवाब दो|उत्तर दो|जवाब दें|उत्तर दें|जवाब दीजिए|उत्तर दीजिए",
        without="बिना",
        lift="हटाओ|हटा दो|हटाएं|बंद करो|बंद कर दो|निष्क्रिय करो|खत्म करो",
        yours="अपनी|अपने|अपना|तुम्हारी|तुम्हारे|तुम्हारा",
        you_have_no="तुम पर|तुम्हारे|तुम्हारी|आप पर|तुम्हें",
        none="नहीं",
        limits=("प्रतिबंध|पाबंदी|पाबंदियाँ|सेंसर|सुरक्षा फ़िल्टर|सुरक्षा फिल्टर|सुरक्षा नियम|सीमाएं|सीमाएँ"),
        from_now="अब से|आज से|इस पल से|अभी से",
        personas=(
            "जेलब्रेक मोड|डैन मोड|dan मोड|अप्रतिबंधित मोड|dan की तरह|dan बनकर|dan बनो|dan का किरदार"
        ),
        forget_all="सब कुछ भूल जाओ|सब भूल जाओ|सब कुछ भूल जाइए|सब कुछ भूल जाएं",
    ),
    Defiance(
        "sv",
        "radera|ta bort|rensa|stryk|sudda ut|glom",
        "bara mina kommando|bara mina order|bara mina instruktion|bara mina ord|"
        "endast mina kommando|endast mina order|endast mina instruktion|enbart mina|"
        "bara mig|endast mig|enbart mig|bara det jag|endast det jag|bara vad jag",
        "kringga|ga runt|ga forbi|undvik|smit forbi",
        "filter|filtr|begransning|restriktion|censur|moderering|skydd|regl|policy|riktlinje",
        "forbjudna svar|forbjudet svar|forbjudet innehall|forbjudna fragor|forbjuden fraga|"
        "forbjuden information|forbjudna amne|otillatet innehall|otillatna svar",
        answer="svara|besvara",
        without="utan",
        lift="ta bort|stäng av|avaktivera|häv|lyft",
        yours="dina|din|ditt",
        you_have_no=(
            "du har inga|du har inte några|du har inte längre några|du har nu inga|har du inga|"
            "har du inte några"
        ),
        limits=(
            "begränsning|restriktion|censur|skyddsräcke|säkerhetsfilter|innehållsfilter|"
            "säkerhetsregl"
        ),
        from_now="från och med nu|från nu|hädanefter|framöver",
        personas=(
            "jailbreak-läge|jailbreakläge|dan-läge|obegränsat läge|ocensurerat läge|"
            "agera som dan|låtsas vara dan|spela dan"
        ),
        forget_all="glom allt|glom bort allt",
    ),
)
