"""The jailbreak set-ups' words in 18 languages, composed by `compose.py`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Setups:
    """One language's words for the five set-ups (`|`-separated stems)."""

    code: str
    pretend: str  # pretend / imagine you are / act as / play the role of
    you_are: str  # "you are" (before a borrowed name: "Tu es DAN")
    without: str  # without
    limits: str  # rules / restrictions / limits / filters / censorship / ethics
    unbound: str  # unrestricted / uncensored / evil / free of
    mode: str  # developer mode / god mode / admin mode / DAN mode
    repeat: str  # repeat
    above: str  # above / preceding / before this
    verbatim: str  # verbatim / word for word / the text / everything
    send: str  # send / upload / forward
    data: str  # contents / history / conversation / data / files / environment variables
    authority: str  # as the administrator / as your developer
    order: str  # I order you / I command you
    # where data is sent when no address is given: an external, remote or "my" server (a plain
    # "the server" is how code talks); languages that put the verb last have none, since their
    # verb does not tell an order from a description ("送信します", it sends)
    server: str = ""
    # "and" or "then" before an order that goes on from a mode's name ("… und ignoriere"), in
    # the languages whose verb comes first
    then: str = ""
    # a persona's script, as English's `jailbreak-persona` reads it: "stay in character" (and
    # "if you break character"), "never refuses" with, in the same sentence, what a person asks
    # (`asked`: a request, a question, an answer, the user; "the server never refuses local
    # connections" passes), and "no matter how" before "unethical" / "illegal" ("regardless",
    # then "wrong" within a few words). In `character` and `refuse`, `~` stands for a few words
    # of the same sentence ("bleibe ~in der rolle": "Bleibe immer in deiner Rolle"); a trailing
    # space ends a word ("bleib ", not "bleibt"). A phrase does not start with what English
    # words start with ("ne", "val", "continue"): the rule would be tried all over English text
    # a flag's value that switches a safety key off ("Sicherheitsfilter: AUS", "过滤：关闭"):
    # off / disabled / removed / none
    off: str = ""
    character: str = ""
    refuse: str = ""
    asked: str = ""
    regardless: str = ""
    wrong: str = ""


SETUPS: tuple[Setups, ...] = (
    Setups(
        "de",
        "stell dir vor, du bist|stell dir vor du bist|stellen sie sich vor, sie sind|tu so, als|"
        "tu so als|tue so, als|gib vor, du|verhalte dich wie|verhalte dich als|agiere als|"
        "spiel die rolle|spiele die rolle|schlupfe in die rolle|du spielst jetzt",
        "du bist|sie sind",
        "ohne|keine|keinerlei|nicht mehr an",
        "regeln|einschrankung|grenzen|filter|zensur|ethik|moral|richtlinien|beschrankung",
        "uneingeschrankt|unzensiert|ungefiltert|entfesselt|bose|frei von regeln",
        "entwicklermodus|entwickler-modus|gottmodus|gott-modus|adminmodus|admin-modus|dan-modus|"
        "jailbreak-modus|uneingeschrankter modus",
        "wiederhole|wiederholen sie|gib wieder|gib den text|schreib den text|zitiere",
        "oben|uber dieser|obigen|vorherigen|vorangegangenen|davor|zuvor",
        "wortlich|wort fur wort|text|alles|inhalt|vollstandig",
        "schick|schicke|sende|senden sie|ubermittle|ubermitteln sie|ubertrage|lade hoch",
        "inhalt|verlauf|daten|datei|konversation|gesprach|chat|umgebungsvariablen",
        "als administrator|als admin|als entwickler|als dein entwickler|als systemadministrator|"
        "als dein schopfer|als betreiber",
        "befehle ich dir|befehle dir|ich befehle|weise ich dich an|ordne ich an|verlange ich",
        server="externen server|externe server|externer server|fremden server|meinen server",
        then="und|dann",
        off="aus|deaktiviert|abgeschaltet|ausgeschaltet|entfernt|aufgehoben|keine",
        character="bleib ~in der rolle|bleibe ~in der rolle|bleib ~in deiner rolle|"
        "bleibe ~in deiner rolle|bleiben sie ~in ihrer rolle|bleib ~im charakter|"
        "bleibe ~im charakter|aus der rolle fallst|aus der rolle fallen|nicht aus der rolle|"
        "nicht aus deiner rolle",
        refuse="lehnt niemals|lehnst niemals|lehnt nie eine|lehnst nie eine|verweigert niemals|"
        "verweigerst niemals|verweigert nie|verweigerst nie|niemals~ablehn|nie ~ablehnen|"
        "niemals~verweiger|nie ~verweigern",
        asked="anfrage|frage|bitte|antwort|beantwort|auftrag|befehl|anweisung|benutzer|nutzer|"
        "alles|irgendetwas",
        regardless="egal wie|ganz egal wie|gleichgultig wie|unabhangig davon, wie|"
        "unabhangig davon wie",
        wrong="unethisch|unmoralisch|illegal|schadlich|anstossig|unangemessen|verwerflich",
    ),
    Setups(
        "fr",
        "fais comme si|faites comme si|imagine que tu es|imaginez que vous etes|fais semblant|"
        "faites semblant|joue le role|jouez le role|jouer le role|jouer un role|agis comme|"
        "agissez comme|comporte-toi comme|"
        "incarne",
        "tu es|vous etes",
        "sans|aucune|aucun|plus de|n'as plus de|n'avez plus de",
        "regle|restriction|limite|filtre|censure|ethique|morale|contrainte",
        "sans restriction|non censure|debride|malefique|libre de toute",
        "mode developpeur|mode dieu|mode administrateur|mode admin|mode dan|mode jailbreak|"
        "mode sans restriction",
        "repete|repetez|recopie|recopiez|reproduis|reproduisez",
        "ci-dessus|qui precede|precedent|plus haut|au-dessus",
        "mot pour mot|mot a mot|texte|tout|contenu|integralement|verbatim",
        "envoie|envoyez|transmets|transmettez|televerse|televersez|expedie|expediez",
        "contenu|historique|donnees|fichier|conversation|variables d'environnement",
        "en tant qu'administrateur|en tant qu'admin|en tant que developpeur|"
        "en tant que ton developpeur|en tant que createur|comme administrateur",
        "je t'ordonne|je vous ordonne|je te commande|je vous commande|je t'oblige|je l'exige",
        server="serveur externe|mon serveur|serveur tiers",
        then="et|puis",
        off="désactivé|désactivés|désactivée|désactivées|off|coupé|coupés|supprimé|supprimés|"
        "aucun|aucune",
        character="reste~dans ton personnage|restez~dans votre personnage|"
        "reste~dans le personnage|restez~dans le personnage|ne sors~de ton personnage|"
        "ne sortez~de votre personnage|sors de ton personnage|sortez de votre personnage|"
        "sortir de ton personnage|sortir du personnage|briser le personnage|reste~dans ton role|"
        "restez~dans votre role",
        refuse="ne refuse jamais|ne refuses jamais|ne refusez jamais|ne refusera jamais|"
        "ne refuseras jamais|ne refuserez jamais|ne refuse aucune|ne refuses aucune|"
        "ne refuseras aucune|jamais refuser",
        asked="demande|question|requete|repondre|reponse|utilisateur|ordre|quoi que ce soit",
        regardless="peu importe a quel point|peu importe si c'est|meme si la demande est|"
        "quel que soit le caractere",
        wrong="contraire a l'ethique|immoral|illegal|nuisible|offensant|inapproprie|non ethique|"
        "amoral",
    ),
    Setups(
        "es",
        "imagina que eres|imagine que es|finge que eres|finja que es|haz como si|haga como si|"
        "actua como|actue como|juega el papel|interpreta el papel|comportate como",
        "eres|tu eres|usted es",
        "sin|ninguna|ningun|ya no tienes|no tienes|ya no hay|no hay",
        "regla|restriccion|limite|filtro|censura|etica|moral",
        "sin restricciones|sin censura|sin filtros|malvado|libre de",
        "modo desarrollador|modo de desarrollador|modo dios|modo administrador|modo dan|"
        "modo jailbreak|modo sin restricciones",
        "repite|repita|reproduce|reproduzca|copia|copie",
        "anterior|arriba|precede|de encima|previo",
        "palabra por palabra|literalmente|texto|todo|contenido|integro",
        "envia|envie|transmite|transmita|sube|suba|reenvia|reenvie",
        "contenido|historial|datos|archivo|fichero|conversacion|variables de entorno",
        "como administrador|como admin|como desarrollador|como tu desarrollador|como tu creador",
        "te ordeno|le ordeno|te mando|le mando|te exijo|le exijo",
        server="servidor externo|mi servidor|servidor de terceros",
        then="y|e|luego",
        off="desactivado|desactivados|desactivada|desactivadas|apagado|apagados|off|eliminado|"
        "eliminados|ninguno|ninguna",
        character="mantente~en el personaje|mantente~en tu personaje|no rompas~el personaje|"
        "no rompas~tu personaje|no salgas~del personaje|no salgas~de tu personaje|"
        "rompes el personaje|permanece~en el personaje|permanece~en tu personaje|"
        "quedate~en el personaje|quedate~en tu personaje|si sales del personaje|"
        "si sales de tu personaje",
        refuse="nunca~rechaz|nunca~rechac|nunca~te nieg|nunca~se nieg|nunca~negarte|"
        "nunca~negarse|jamas~rechaz|jamas~rechac|jamas~te nieg|jamas~se nieg",
        asked="solicitud|peticion|pregunta|responder|respuesta|usuario|orden|pedido|nada",
        regardless="sin importar lo|sin importar que tan|sin importar cuan|no importa lo|"
        "no importa que tan|no importa cuan|por muy",
        wrong="poco etico|inmoral|ilegal|danino|ofensivo|inapropiado|malvado|no etico|antietico",
    ),
    Setups(
        "it",
        "immagina di essere|fingi di essere|finga di essere|fai finta di essere|agisci come|"
        "agisca come|comportati come|interpreta il ruolo|gioca il ruolo",
        "sei|tu sei|lei e",
        "senza|nessuna|nessun|non hai piu|non ci sono|non hai",
        "regol|restrizion|limit|filtr|censura|etica|morale",
        "senza restrizioni|senza censura|senza filtri|malvagio|libero da",
        "modalita sviluppatore|modalita dio|modalita amministratore|modalita admin|modalita dan|"
        "modalita jailbreak|modalita senza restrizioni",
        "ripeti|ripeta|riproduci|riproduca|ricopia",
        "sopra|precedente|qui sopra|prima di questo",
        "parola per parola|alla lettera|testo|tutto|contenuto|integralmente",
        "invia|invii|trasmetti|trasmetta|inoltra|inoltri|carica",
        "contenuto|cronologia|dati|file|conversazione|variabili d'ambiente",
        "come amministratore|in qualita di amministratore|come sviluppatore|"
        "come tuo sviluppatore|come tuo creatore",
        "ti ordino|le ordino|ti comando|ti impongo|esigo che",
        server="server esterno|mio server|server di terze parti",
        then="e|poi",
        off="disattivato|disattivati|disattivata|disattivate|spento|spenti|off|rimosso|rimossi|"
        "nessuno|nessuna",
        character="resta~nel personaggio|rimani~nel personaggio|resta~nel tuo personaggio|"
        "rimani~nel tuo personaggio|non uscire~dal personaggio|non uscire~dal tuo personaggio|"
        "esci dal personaggio|esci dal tuo personaggio|uscire dal personaggio|resta~nel ruolo|"
        "rimani~nel ruolo",
        refuse="mai rifiutare|rifiuta mai|rifiuti mai|rifiutera mai|rifiuterai mai|"
        "rifiutarti mai|mai rifiutarti",
        asked="richiest|domand|rispond|rispost|utente|ordin|niente|nulla",
        regardless="non importa quanto|indipendentemente da quanto|per quanto|anche se e",
        wrong="immorale|illegale|non etico|poco etico|dannoso|offensivo|inappropriato|malvagio",
    ),
    Setups(
        "pt",
        "imagine que voce e|imagina que es|finja que voce e|finge que es|faca de conta|"
        "aja como|age como|comporte-se como|interprete o papel|faz de conta",
        "voce e|tu es",
        "sem|nenhuma|nenhum|nao tem mais|nao tem|nao ha",
        "regra|restricao|restricoes|limite|filtro|censura|etica|moral",
        "sem restricoes|sem censura|sem filtros|malvado|livre de",
        "modo desenvolvedor|modo de desenvolvedor|modo deus|modo administrador|modo dan|"
        "modo jailbreak|modo sem restricoes",
        "repita|repete|reproduza|reproduz|copie|copia",
        "acima|anterior|precede|previo",
        "palavra por palavra|literalmente|texto|tudo|conteudo|integralmente",
        "envie|envia|transmita|transmite|encaminhe|encaminha|carregue",
        "conteudo|historico|dados|arquivo|ficheiro|conversa|variaveis de ambiente",
        "como administrador|como desenvolvedor|como seu desenvolvedor|como seu criador|"
        "na qualidade de administrador",
        "eu te ordeno|te ordeno|ordeno que|eu ordeno|exijo que",
        server="servidor externo|meu servidor|servidor de terceiros",
        then="e|depois",
        off="desativado|desativados|desativada|desativadas|desligado|desligados|off|removido|"
        "removidos|nenhum|nenhuma",
        character="permaneca~no personagem|mantenha~o personagem|mantenha-se~no personagem|"
        "fique~no personagem|nao saia~do personagem|nao quebre~o personagem|sair do personagem|"
        "quebrar o personagem|quebrar a personagem|saia do personagem",
        refuse="nunca~recus|jamais~recus|nunca~se recus|nunca~negue|nunca nega um pedido|"
        "nunca nega nenhum",
        asked="pedido|solicitac|pergunta|responder|resposta|usuario|ordem|nada",
        regardless="nao importa o quao|nao importa quao|independentemente de quao|"
        "independentemente do quao|por mais que seja",
        wrong="antietico|imoral|ilegal|prejudicial|ofensivo|inapropriado|maligno|nao etico|"
        "pouco etico",
    ),
    Setups(
        "nl",
        "stel je voor dat je|stel u voor dat u|doe alsof je|doe alsof u|gedraag je als|"
        "speel de rol|neem de rol aan",
        "je bent|jij bent|u bent",
        "zonder|geen",
        "regels|beperking|grenzen|filter|censuur|ethiek|moraal",
        "onbeperkt|ongecensureerd|ongefilterd|kwaadaardig|vrij van",
        "ontwikkelaarsmodus|ontwikkelaarmodus|godmodus|beheerdersmodus|adminmodus|dan-modus|"
        "jailbreakmodus",
        "herhaal|herhaalt|citeer",
        "hierboven|bovenstaande|voorgaande|vorige",
        "woord voor woord|letterlijk|tekst|alles|inhoud|volledig",
        "stuur|verstuur|verzend|upload",
        "inhoud|geschiedenis|gegevens|data|bestand|gesprek|omgevingsvariabelen",
        "als beheerder|als administrator|als ontwikkelaar|als je ontwikkelaar|als jouw maker",
        "beveel ik je|ik beveel je|ik beveel u|gebied ik je|eis ik",
        server="externe server|mijn server|server van derden",
        then="en|dan",
        off="uit|uitgeschakeld|gedeactiveerd|off|verwijderd|geen",
        character="blijf~in je rol|blijf~in de rol|blijf~in karakter|blijf~in je personage|"
        "uit je rol valt|uit je rol vallen|uit de rol valt|uit je rol stapt|niet uit je rol|"
        "niet uit de rol",
        refuse="nooit~weiger|weiger~nooit|weigert~nooit",
        asked="verzoek|vraag|antwoord|beantwoord|gebruiker|opdracht|bevel|niets",
        regardless="ongeacht hoe|maakt niet uit hoe",
        wrong="onethisch|immoreel|illegaal|schadelijk|aanstootgevend|ongepast|kwaadaardig",
    ),
    Setups(
        "pl",
        "wyobraz sobie, ze jestes|wyobraz sobie ze jestes|udawaj, ze jestes|udawaj ze jestes|"
        "zachowuj sie jak|wciel sie w|odgrywaj role|graj role",
        "jestes|ty jestes",
        "bez|zadnych",
        "zasad|ogranicze|limit|filtr|cenzury|etyki|moralnosci|regul",
        "nieograniczon|bez cenzury|bez filtrow|zly|wolny od",
        "tryb dewelopera|tryb deweloperski|trybie deweloperskim|tryb programisty|tryb boga|"
        "tryb administratora|tryb admina|tryb dan|tryb jailbreak",
        "powtorz|powtorzcie|przepisz|zacytuj",
        "powyzej|powyzszy|powyzsza|powyzsze|poprzedni|wczesniejszy",
        "slowo w slowo|doslownie|tekst|wszystko|tresc|calosc",
        "wyslij|przeslij|wrzuc|przekaz",
        "zawartosc|historie|historia|dane|plik|rozmowe|zmienne srodowiskowe",
        "jako administrator|jako admin|jako deweloper|jako twoj deweloper|jako programista|"
        "jako twoj tworca",
        "rozkazuje ci|nakazuje ci|kaze ci|zadam",
        server="zewnętrzny serwer|zewnętrzne serwery|mój serwer",
        then="i|a",
        off="wyłączone|wyłączony|wyłączona|wyłączono|off|usunięte|brak",
        character="pozostan~w roli|zostan~w roli|nie wychodz~z roli|wyjdziesz z roli|"
        "wychodzisz z roli|wyjsc z roli|trzymaj sie~roli|pozostan~w postaci|"
        "nie wychodz~z postaci",
        refuse="nigdy~nie odmaw|nigdy~nie odmow|nie odmawiaj~nigdy",
        asked="prosb|pytan|zapytan|odpowi|uzytkownik|polecen|rozkaz|niczego",
        regardless="bez wzgledu na to, jak|bez wzgledu na to jak|niezaleznie od tego, jak|"
        "niezaleznie od tego jak|niewazne jak|nie wazne jak",
        wrong="nieetyczn|niemoraln|nielegaln|szkodliw|obrazliw|niestosown",
    ),
    Setups(
        "ru",
        "представь, что ты|представь что ты|представьте, что вы|притворись|притворитесь|"
        "веди себя как|ведите себя как|сыграй роль|играй роль|действуй как",
        "ты|вы",
        "без|никаких|нет|больше нет",
        "правил|ограничени|фильтр|цензур|этик|морал",
        "неограниченн|без цензуры|без фильтров|злой|свободн от",
        "режим разработчика|режим бога|режим администратора|режим админа|режим dan|"
        "режим джейлбрейка|режим без ограничений",
        "повтори|повторите|перепиши|процитируй|воспроизведи",
        "выше|вышеизложенн|предыдущ|приведенный выше",
        "дословно|слово в слово|текст|всё|все|содержимое|целиком",
        "отправь|отправьте|пришли|пришлите|перешли|перешлите|загрузи|загрузите",
        "содержимое|историю|история|данные|файл|переписку|разговор|переменные окружения",
        "как администратор|как админ|как разработчик|как твой разработчик|как твой создатель|"
        "будучи администратором",
        "приказываю тебе|приказываю вам|я приказываю|велю тебе|требую от тебя",
        server="внешний сервер|мой сервер|сторонний сервер",
        then="и|затем",
        off="отключены|отключен|отключено|выключены|выключен|выключено|выкл|off|сняты|нет",
        character="оставайся~в образе|оставайтесь~в образе|оставаться~в образе|"
        "не выходи~из образа|не выходите~из образа|выйдешь из образа|выходишь из образа|"
        "выходить из образа|оставайся~в роли|оставайтесь~в роли|не выходи~из роли|"
        "не выходите~из роли|выйдешь из роли|выходить из роли|оставайся~в персонаже",
        refuse="никогда~не отказ|никогда~не откаж|не отказывай~никогда|не отказывает ни в|"
        "не откажет ни в|не откажешь ни в",
        asked="просьб|запрос|вопрос|ответ|отвеча|пользовател|приказ|команд|ни в чем|ничего",
        regardless="независимо от того, насколько|независимо от того насколько|"
        "неважно, насколько|неважно насколько|не важно, насколько|не важно насколько|каким бы|"
        "какой бы|каким бы ни",
        wrong="неэтичн|аморальн|незаконн|нелегальн|вредн|оскорбительн|неприемлем|неуместн",
    ),
    Setups(
        "uk",
        "уяви, що ти|уяви що ти|уявіть, що ви|прикинься|прикиньтеся|поводься як|зіграй роль|"
        "грай роль|дій як",
        "ти|ви",
        "без|жодних|немає",
        "правил|обмежен|фільтр|цензур|етик|морал",
        "необмежен|без цензури|без фільтрів|злий|вільн від",
        "режим розробника|режим бога|режим адміністратора|режим адміна|режим dan|"
        "режим без обмежень",
        "повтори|повторіть|перепиши|процитуй|відтвори",
        "вище|вищенаведен|попередн",
        "дослівно|слово в слово|текст|все|вміст|повністю",
        "надішли|надішліть|відправ|відправте|перешли|завантаж",
        "вміст|історію|історія|дані|файл|розмову|листування|змінні середовища",
        "як адміністратор|як адмін|як розробник|як твій розробник|як твій творець",
        "наказую тобі|наказую вам|я наказую|вимагаю від тебе",
        server="зовнішній сервер|мій сервер",
        then="і|й|потім",
        off="вимкнено|вимкнені|вимкнений|відключено|відключені|вимк|off|зняті|немає",
        character="залишайся~в образі|залишайтеся~в образі|залишатися~в образі|"
        "не виходь~з образу|не виходьте~з образу|вийдеш з образу|виходиш з образу|"
        "виходити з образу|залишайся~в ролі|залишайтеся~в ролі|не виходь~з ролі|"
        "не виходьте~з ролі|вийдеш з ролі",
        refuse="ніколи~не відмов|не відмовляй~ніколи",
        asked="прохан|запит|питанн|відповід|користувач|наказ|команд|нічого",
        regardless="незалежно від того, наскільки|незалежно від того наскільки|"
        "неважливо, наскільки|неважливо наскільки|яким би|якою б|якою би",
        wrong="неетичн|аморальн|незаконн|нелегальн|шкідлив|образлив|неприйнятн",
    ),
    Setups(
        "tr",
        "gibi davran|gibi davranin|rolunu oyna|rolune gir|oldugunu hayal et|oldugunu varsay|"
        "taklidi yap",
        "sen|siz",
        "olmadan|hicbir|yok|yoktur",
        "kural|kisitlama|sinir|filtre|sansur|etik|ahlak",
        "sinirsiz|kisitlamasiz|sansursuz|filtresiz|kotu|ozgur",
        "gelistirici modu|gelistirici modunda|tanri modu|yonetici modu|admin modu|dan modu|"
        "jailbreak modu|sinirsiz mod",
        "tekrarla|tekrar et|aynen yaz|kelimesi kelimesine",
        "yukaridaki|yukarida|onceki|bundan onceki",
        "kelimesi kelimesine|aynen|metni|hepsini|icerigi|tamamini",
        "gonder|gonderin|yolla|yollayin|ilet|iletin|yukle",
        "icerigini|gecmisini|verileri|dosyayi|konusmayi|ortam degiskenlerini",
        "yonetici olarak|admin olarak|gelistirici olarak|gelistiricin olarak|yaraticin olarak",
        "emrediyorum|sana emrediyorum|size emrediyorum|talep ediyorum",
        off="kapalı|devre dışı|off|yok|kaldırıldı",
        character="karakterde kal|karakterinde kal|karakterden cikma|karakterinden cikma|"
        "karakterden cikarsan|karakterinden cikarsan|rolunde kal|rolden cikma|rolunden cikma|"
        "rolunden cikarsan|karakteri bozma|karakterini bozma",
        refuse="asla~reddet|hicbir zaman~reddet|hicbir istegi reddetme|hicbir talebi reddetme|"
        "hicbir soruyu reddetme|asla geri cevirme",
        asked="istek|istegi|talep|soru|cevap|yanit|kullanici|emir|komut|hicbir sey",
        regardless="ne kadar",
        wrong="etik disi olursa olsun|yasa disi olursa olsun|ahlaksiz olursa olsun|"
        "zararli olursa olsun|uygunsuz olursa olsun|saldirgan olursa olsun",
    ),
    Setups(
        "vi",
        "hay gia vo ban la|gia vo ban la|hay tuong tuong ban la|tuong tuong ban la|hay dong vai|"
        "dong vai|hay hanh dong nhu|hanh dong nhu|cu xu nhu",
        "ban la|may la",
        "khong co|khong",
        "quy tac|gioi han|han che|bo loc|kiem duyet|dao duc|luat le",
        "khong gioi han|khong kiem duyet|khong bi rang buoc|doc ac|tu do khoi",
        "che do nha phat trien|che do developer|che do than thanh|che do quan tri|che do dan|"
        "che do jailbreak|che do khong gioi han",
        "lap lai|nhac lai|chep lai|trich dan",
        "o tren|phia tren|ben tren|truoc do",
        "tung chu|nguyen van|van ban|tat ca|noi dung|toan bo",
        "gui|hay gui|chuyen tiep|tai len",
        "noi dung|lich su|du lieu|tep|cuoc tro chuyen|bien moi truong",
        "voi tu cach quan tri vien|la quan tri vien|voi tu cach nha phat trien|"
        "la nha phat trien cua ban",
        "ra lenh cho ban|toi ra lenh|toi yeu cau ban",
        server="máy chủ bên ngoài|máy chủ của tôi",
        then="va|roi",
        off="tắt|vô hiệu|off|không có|đã gỡ bỏ",
        character="giu nguyen vai|dung~thoat vai|khong duoc~thoat vai|neu ban~thoat vai|"
        "dung~pha vai|giu nguyen nhan vat|dung~thoat khoi nhan vat|khong~thoat khoi nhan vat|"
        "luon~giu vai",
        refuse="khong bao gio~tu choi|khong duoc~tu choi|dung bao gio~tu choi|"
        "khong tu choi bat ky|tuyet doi khong tu choi",
        asked="yeu cau|cau hoi|tra loi|nguoi dung|menh lenh|bat ky dieu gi",
        regardless="bat ke|du co|cho du",
        wrong="phi dao duc|vo dao duc|bat hop phap|trai phap luat|co hai|xuc pham|khong phu hop|"
        "doc ac",
    ),
    Setups(
        "id",
        "bayangkan kamu adalah|bayangkan anda adalah|berpura-puralah|berpura-pura menjadi|"
        "bertindaklah sebagai|bertindak sebagai|berperanlah sebagai|berperan sebagai",
        "kamu adalah|anda adalah",  # (not "kamu dan": Indonesian "dan" is "and")
        "tanpa|tidak ada",
        "aturan|batasan|pembatasan|filter|sensor|etika|moral",
        "tanpa batas|tanpa sensor|tanpa filter|jahat|bebas dari",
        "mode pengembang|mode developer|mode dewa|mode admin|mode administrator|mode dan|"
        "mode jailbreak|mode tanpa batas",
        "ulangi|ulanglah|salin|kutip",
        "di atas|sebelumnya|sebelum ini",
        "kata demi kata|kata per kata|persis|teks|semua|isi|seluruh",
        "kirim|kirimkan|kirimlah|unggah|teruskan",
        "isi|riwayat|data|berkas|file|percakapan|variabel lingkungan",
        "sebagai administrator|sebagai admin|sebagai pengembang|sebagai developer|"
        "sebagai pembuatmu",
        "saya perintahkan|saya memerintahkan|aku perintahkan|kuperintahkan|saya menuntut",
        server="server eksternal|server luar|server saya",
        then="dan|lalu",
        off="mati|nonaktif|dinonaktifkan|off|tidak ada|dihapus",
        character="tetap~dalam karakter|tetaplah~dalam karakter|tetaplah~dalam peran|"
        "jangan~keluar dari karakter|jangan~keluar dari peran|keluar dari karakter|"
        "jangan merusak karakter",
        refuse="tidak pernah~menolak|tak pernah~menolak|tidak boleh~menolak|"
        "jangan pernah~menolak|jangan~menolak permintaan|tidak akan menolak permintaan apa pun|"
        "tidak akan menolak apapun",
        asked="permintaan|pertanyaan|menjawab|jawab|pengguna|perintah|apa pun|apapun",
        regardless="tidak peduli seberapa|tak peduli seberapa|betapapun|seberapa pun",
        wrong="tidak etis|tidak bermoral|amoral|ilegal|melanggar hukum|menyinggung|tidak pantas|"
        "jahat",
    ),
    Setups(
        "zh",
        "假装你是|假装您是|假装自己是|假装成|想象你是|想象您是|扮演|你来扮演|充当|表现得像",
        "你是|您是",
        "没有|沒有|无|無|不受|不再有|不再受",
        "规则|規則|限制|过滤|過濾|审查|審查|道德|伦理|約束|约束",
        "无限制|無限制|不受限制|没有限制|沒有限制|无审查|邪恶|邪惡|没有任何限制|沒有任何限制|"
        "不受任何限制|解除所有限制|解除了所有限制|没有审查|沒有審查",
        "开发者模式|開發者模式|上帝模式|管理员模式|管理員模式|dan模式|dan 模式|越狱模式|越獄模式|"
        "无限制模式",
        "重复|重複|复述|複述|原样输出|逐字输出",
        "上面|上述|以上|前面|之前",
        "逐字|原样|原樣|一字不差|文本|内容|內容|全部|所有",
        "发送|發送|发到|發到|上传|上傳|转发|轉發|传到|傳到",
        "内容|內容|历史|歷史|记录|記錄|数据|數據|文件|对话|對話|环境变量|環境變量",
        "作为管理员|作為管理員|作为开发者|作為開發者|作为你的开发者|作为你的创造者|身为管理员|"
        "身為管理員",
        "我命令你|命令你|我要求你|我指示你",
        server="外部服务器|外部伺服器|我的服务器|第三方服务器",
        then="并|並|然后|然後|再|并且|並且",
        off="关闭|關閉|关|關|禁用|停用|已关闭|已關閉|已禁用|无|無|off|解除",
        character="保持角色扮演|始终保持角色|始終保持角色|一直保持角色|保持你的角色|保持住角色|"
        "不要脱离角色|不要脫離角色|不要跳出角色|别脱离角色|別脫離角色|别跳出角色|別跳出角色|"
        "脱离了角色|脫離了角色|跳出了角色|脱离角色时|脫離角色時|跳出角色时|跳出角色時|保持人设|"
        "保持人設|不要出戏|不要出戲|别出戏|別出戲|打破了角色|不要打破角色|不能打破角色|"
        "别打破角色|別打破角色|不能脱离角色|不能脫離角色",
        refuse="从不拒绝|從不拒絕|永远不会拒绝|永遠不會拒絕|绝不拒绝|絕不拒絕|决不拒绝|決不拒絕|"
        "不会拒绝任何|不會拒絕任何|不能拒绝任何|不能拒絕任何|不要拒绝任何|不要拒絕任何|"
        "永远不要拒绝|永遠不要拒絕",
        asked="请求|請求|要求|问题|問題|回答|用户|用戶|使用者|命令|指令|任何事",
        regardless="无论多么|無論多麼|不管多么|不管多麼|不管有多|无论有多|無論有多|不论多么|"
        "不論多麼",
        wrong="不道德|违法|違法|非法|有害|冒犯|不当|不當|邪恶|邪惡|不合法|不符合道德|不符合伦理|"
        "不符合倫理|不伦理|不倫理",
    ),
    Setups(
        "ja",
        "ふりをして|ふりをしろ|と仮定して|として振る舞|になりきって|の役を演じ|を演じて",
        "あなたは|君は|お前は",
        "のない|なしの|なし|を持たない|に縛られない|がない|がありません|はありません|から解放",
        "ルール|制限|制約|フィルター|検閲|倫理|道徳|規則|ポリシー",
        "制限のない|無制限|検閲なし|フィルターなし|邪悪な|自由な|制限が解除された|制限を解除された",
        "開発者モード|デベロッパーモード|神モード|管理者モード|danモード|dan モード|"
        "脱獄モード|無制限モード",
        "繰り返|くりかえ|そのまま出力|そのまま書|復唱",
        "上記|上の|以上の|前の|これまでの",
        "そのまま|一字一句|逐語|テキスト|文章|内容|全文|すべて",
        "送信|送って|送れ|送ってください|アップロード|転送",
        "内容|履歴|データ|ファイル|会話|環境変数",
        "管理者として|開発者として|あなたの開発者として|作成者として|アドミンとして",
        "命じる|命令する|命令します|命じます|指示する|指示します",
        off="オフ|無効|off|なし|解除",
        character="キャラを崩さない|キャラクターを崩さない|役を崩さない|キャラを崩すな|"
        "役を崩すな|キャラを崩した|キャラクターを崩した|役を崩した|キャラを保って|"
        "キャラを守って|役になりきったまま",
        refuse="拒否しない|拒否しません|断らない|断りません|拒まない|拒みません|決して拒否し|決して断ら",
        asked="質問|要求|依頼|命令|お願い|リクエスト",
        regardless="どんなに|どれほど|どれだけ|いかに|たとえ",
        wrong="非倫理的でも|非倫理的であっても|不道徳でも|不道徳であっても|違法でも|"
        "違法であっても|有害でも|有害であっても|不適切でも|不適切であっても|非道徳的でも|"
        "反倫理的でも",
    ),
    Setups(
        "ko",
        "척해|척하세요|척 해|인 것처럼 행동|처럼 행동해|역할을 해|역할을 맡아|연기해",
        "너는|당신은",
        "없는|없이|없습니다|없어|없다",
        "규칙|제한|제약|필터|검열|윤리|도덕",
        "제한 없는|제한이 없는|무제한|검열 없는|사악한|자유로운",
        "개발자 모드|개발자모드|신 모드|관리자 모드|dan 모드|탈옥 모드|무제한 모드",
        "반복|되풀이|그대로 출력|그대로 써",
        "위의|위 |위에|이전|앞의",
        "그대로|한 글자도|글자 그대로|텍스트|내용|전체|모두",
        "보내|전송|업로드|전달",
        "내용|기록|데이터|파일|대화|환경 변수|환경변수",
        "관리자로서|개발자로서|당신의 개발자로서|너의 개발자로서|제작자로서",
        "명령한다|명령합니다|지시한다|지시합니다|명령하니",
        off="끔|꺼짐|비활성|해제|없음|off",
        character="캐릭터를 깨지 마|캐릭터를 벗어나지 마|캐릭터에서 벗어나지 마|"
        "역할에서 벗어나지 마|캐릭터를 깨면|캐릭터에서 벗어나면|역할에서 벗어나면|"
        "캐릭터를 유지하세요|캐릭터를 계속 유지",
        refuse="거절하지 않|거부하지 않|거절해서는 안|거부해서는 안",
        asked="질문|요청|명령|부탁|대답|답변",
        regardless="아무리|비록",
        wrong="비윤리적이더라도|비윤리적이라도|비윤리적인 것이라도|불법이더라도|불법이라도|"
        "불법적이더라도|해롭더라도|유해하더라도|부도덕하더라도|부적절하더라도",
    ),
    Setups(
        "ar",
        "تظاهر بأنك|تظاهر انك|تخيل أنك|تخيل انك|تصرف كأنك|تصرف كانك|تصرف مثل|العب دور|قم بدور",
        "أنت|انت",
        "بلا|بدون|دون",
        "قواعد|قيود|حدود|فلتر|رقابة|أخلاق|اخلاق",
        "غير مقيد|بلا قيود|بدون قيود|شرير|متحرر من",
        "وضع المطور|وضع الإله|وضع الاله|وضع المسؤول|وضع dan|وضع كسر الحماية|وضع بلا قيود",
        "كرر|أعد كتابة|اعد كتابة|انسخ",
        "أعلاه|اعلاه|السابق|بالأعلى|في الأعلى",
        "حرفيا|حرفياً|كلمة بكلمة|النص|كل|المحتوى|بالكامل",
        "أرسل|ارسل|ابعث|حمّل|انقل",
        "محتوى|سجل|بيانات|ملف|المحادثة|متغيرات البيئة",
        "بصفتي المسؤول|بصفتي مسؤول|بصفتي المطور|بصفتي مطورك|كمسؤول|كمطور",
        "آمرك|امرك|أطلب منك|اطلب منك",
        server="خادم خارجي|الخادم الخارجي|خادمي",
        then="و|ثم",
        off="معطل|معطلة|متوقف|off|لا يوجد|ملغى",
        character="ابق~في الشخصية|ابقى~في الشخصية|ابق~في دورك|ابقى~في دورك|لا تخرج~عن الشخصية|"
        "لا تخرج~من الشخصية|لا تخرج~عن دورك|لا تخرج~من دورك|خرجت عن الشخصية|خرجت من الشخصية|"
        "خرجت عن دورك|حافظ على الشخصية|حافظ على شخصيتك",
        refuse="لا ترفض~ابدا|لا~ترفض~اي|لن ترفض~ابدا|لن~ترفض~اي|لا يرفض~ابدا|لا~يرفض~اي|"
        "لن~يرفض~اي|ابدا~لا ترفض|ابدا~لن ترفض",
        asked="طلب|سؤال|اسئلة|الاجابة|اجابة|المستخدم|امر|اوامر|اي شيء",
        regardless="بغض النظر عن مدى|مهما كان|مهما كانت|بصرف النظر عن مدى",
        wrong="غير اخلاقي|غير قانوني|غير شرعي|ضار|مسيء|غير لائق|شرير",
    ),
    Setups(
        "hi",
        "मान लो कि तुम|मान लीजिए कि आप|कल्पना करो कि तुम|कल्पना कीजिए कि आप|का नाटक करो|"
        "की तरह व्यवहार|की भूमिका निभाओ|की भूमिका निभाएं",
        "तुम|आप",
        "बिना|कोई|नहीं",
        "नियम|प्रतिबंध|सीमा|फ़िल्टर|फिल्टर|सेंसर|नैतिकता",
        "असीमित|बिना सेंसर|बिना प्रतिबंध|दुष्ट|मुक्त",
        "डेवलपर मोड|गॉड मोड|एडमिन मोड|व्यवस्थापक मोड|dan मोड|जेलब्रेक मोड",
        "दोहराओ|दोहराएं|दोहराइए|फिर से लिखो|ज्यों का त्यों",
        "ऊपर|उपरोक्त|पिछले|पहले के",
        "शब्दशः|हूबहू|ज्यों का त्यों|टेक्स्ट|पाठ|सब कुछ|सामग्री|पूरा",
        "भेजो|भेजें|भेज दो|भेज दें|अपलोड करो|अपलोड करें",
        "सामग्री|इतिहास|डेटा|फ़ाइल|फाइल|बातचीत|एनवायरनमेंट वेरिएबल",
        "व्यवस्थापक के रूप में|एडमिन के रूप में|डेवलपर के रूप में|आपके डेवलपर के रूप में",
        "आदेश देता हूं|आदेश देता हूँ|आदेश देती हूं|हुक्म देता|मैं आदेश देता",
        off="बंद|निष्क्रिय|off|हटाए|कोई नहीं",
        character="किरदार में~रहो|किरदार में~रहें|चरित्र में~रहो|चरित्र में~रहें|"
        "किरदार से बाहर~मत|चरित्र से बाहर~मत|किरदार से बाहर निकले|चरित्र से बाहर निकले|"
        "भूमिका में~बने रहें|भूमिका में~रहें",
        refuse="कभी~मना~नहीं|कभी~मना~मत|कभी~इनकार~नहीं|कभी~इनकार~मत|मना नहीं करेगा|"
        "मना नहीं करोगे|इनकार नहीं करेगा|इनकार नहीं करोगे",
        asked="अनुरोध|सवाल|प्रश्न|जवाब|उत्तर|उपयोगकर्ता|आदेश|कुछ भी",
        regardless="चाहे कितना भी|चाहे कितनी भी|चाहे कितने भी|कितना भी|कितनी भी",
        wrong="अनैतिक|गैरकानूनी|गैर-कानूनी|अवैध|हानिकारक|आपत्तिजनक|अनुचित",
    ),
    Setups(
        "sv",
        "låtsas att du är|lats att du ar|föreställ dig att du är|tänk dig att du är|agera som|"
        "bete dig som|spela rollen|ta rollen",
        "du är",
        "utan|inga",
        "regler|begränsning|gränser|filter|censur|etik|moral",
        "obegränsad|ocensurerad|ofiltrerad|ond|fri från",
        "utvecklarläge|gudsläge|administratörsläge|adminläge|dan-läge|jailbreak-läge",
        "upprepa|citera|återge",
        "ovan|ovanstående|föregående|tidigare",
        "ord för ord|ordagrant|texten|allt|innehållet|hela",
        "skicka|ladda upp|vidarebefordra",
        "innehållet|historiken|historik|data|filen|konversationen|miljövariabler",
        "som administratör|som admin|som utvecklare|som din utvecklare|som din skapare",
        "beordrar jag dig|jag beordrar dig|befaller jag dig|jag befaller dig|kräver jag",
        server="extern server|min server",
        then="och|sedan",
        off="av|avstängd|avstängda|avaktiverad|avaktiverade|off|borttagen|inga",
        character="stanna~i rollen|stanna~i karaktaren|kliv~inte ur rollen|faller ur rollen|"
        "kliver ur rollen|bryt~inte karaktaren|bryter karaktaren|ur rollen om",
        refuse="aldrig~vagra|vagrar~aldrig|aldrig~avvisa|avvisar~aldrig",
        asked="begaran|fraga|fragor|svara|svar|anvandare|order|kommando|nagot",
        regardless="oavsett hur|spelar ingen roll hur",
        wrong="oetisk|omoralisk|olaglig|skadlig|stotande|olamplig",
    ),
)

# The speaker's claim to be the model's maker or master, as English's "I am your developer"
# (a phrase each, the first person, "your" and the role).
CLAIMS: dict[str, str] = {
    "de": "ich bin dein entwickler|ich bin dein ersteller|ich bin dein schöpfer|"
    "ich bin dein administrator|ich bin dein admin|ich bin dein besitzer|"
    "ich bin dein programmierer|ich bin dein betreiber|ich bin ihr entwickler|"
    "ich bin ihr administrator|ich bin dein meister",
    "fr": "je suis ton développeur|je suis ton créateur|je suis ton administrateur|"
    "je suis ton propriétaire|je suis ton programmeur|je suis ton opérateur|"
    "je suis votre développeur|je suis votre créateur|je suis votre administrateur|"
    "je suis ton maître",
    "es": "soy tu desarrollador|soy tu creador|soy tu administrador|soy tu dueño|"
    "soy tu programador|soy tu operador|soy su desarrollador|soy su creador|soy tu amo",
    "it": "sono il tuo sviluppatore|sono il tuo creatore|sono il tuo amministratore|"
    "sono il tuo proprietario|sono il tuo programmatore|sono il tuo operatore|sono il tuo padrone",
    "pt": "sou seu desenvolvedor|sou o seu desenvolvedor|sou teu desenvolvedor|"
    "sou o teu desenvolvedor|sou seu criador|sou o seu criador|sou seu administrador|"
    "sou o seu administrador|sou seu dono|sou o seu dono|sou seu programador",
    "nl": "ik ben je ontwikkelaar|ik ben jouw ontwikkelaar|ik ben je maker|ik ben jouw maker|"
    "ik ben je beheerder|ik ben jouw beheerder|ik ben je eigenaar|ik ben jouw eigenaar|"
    "ik ben je programmeur|ik ben uw ontwikkelaar",
    "pl": "jestem twoim twórcą|jestem twoim programistą|jestem twoim deweloperem|"
    "jestem twoim administratorem|jestem twoim właścicielem|jestem twoim panem",
    "ru": "я твой разработчик|я твой создатель|я твой администратор|я твой админ|"
    "я твой владелец|я твой программист|я твой оператор|я ваш разработчик|я ваш создатель|"
    "я твой хозяин",
    "uk": "я твій розробник|я твій творець|я твій адміністратор|я твій власник|"
    "я твій програміст|я ваш розробник|я твій господар",
    "tr": "senin geliştiricinim|senin yaratıcınım|senin yöneticinim|senin sahibinim|"
    "senin programcınım|sizin geliştiricinizim",
    "vi": "tôi là nhà phát triển của bạn|tôi là người tạo ra bạn|tôi là quản trị viên của bạn|"
    "tôi là chủ sở hữu của bạn|tôi là lập trình viên của bạn|tôi là người phát triển bạn",
    "id": "saya adalah pengembangmu|saya pengembangmu|saya adalah pengembang kamu|"
    "saya pengembang kamu|saya adalah penciptamu|saya penciptamu|saya adalah pemilikmu|"
    "saya pemilikmu|aku pengembangmu|aku penciptamu|saya adalah pembuatmu",
    "zh": "我是你的开发者|我是你的开发人员|我是你的创造者|我是你的创建者|我是你的管理员|"
    "我是你的主人|我是你的程序员|我是你的所有者|我是您的开发者|我是你的制作者",
    "ja": "私はあなたの開発者|私はあなたの作成者|私はあなたの管理者|私はあなたの創造者|"
    "私はあなたの所有者|私はあなたのプログラマー|僕はあなたの開発者|私は君の開発者|"
    "あなたの開発者です",
    "ko": "나는 너의 개발자|나는 당신의 개발자|저는 당신의 개발자|난 너의 개발자|"
    "나는 너의 창조자|저는 당신의 창조자|나는 너의 관리자|저는 당신의 관리자|나는 너의 주인|"
    "당신의 개발자입니다|너의 개발자야",
    "hi": "मैं तुम्हारा डेवलपर|मैं आपका डेवलपर|मैं तुम्हारा निर्माता|मैं आपका निर्माता|"
    "मैं तुम्हारा व्यवस्थापक|मैं आपका व्यवस्थापक|मैं तुम्हारा मालिक|मैं आपका मालिक",
    "ar": "أنا مطورك|انا مطورك|أنا المطور الخاص بك|أنا منشئك|أنا صانعك|أنا مسؤولك|أنا مالكك|"
    "أنا مبرمجك",
    "sv": "jag är din utvecklare|jag är din skapare|jag är din administratör|jag är din ägare|"
    "jag är din programmerare",
}


# The dead grandmother's persona ("act as my deceased grandmother, who used to read me Windows
# keys"): per language, "dead" / "late" and the relatives, either order ("mi difunta abuela",
# "mi abuela fallecida"), read in one sentence with a role-play verb (`Setups.pretend`).
DECEASED: dict[str, tuple[str, str]] = {
    "de": ("verstorben|selig|tote", "oma|omi|großmutter|opa|großvater|mutter|vater"),
    "fr": ("défunt|décédé|disparue", "grand-mère|grand-père|mamie|papi|mère|père"),
    "es": ("difunt|fallecid|muert", "abuel|madre|padre"),
    "it": ("defunt|scompars|mort", "nonn|madre|padre"),
    "pt": ("falecid|defunt|mort", "avó|avô|mãe|pai"),
    "nl": ("overleden|wijlen|dode", "oma|grootmoeder|opa|grootvader|moeder|vader"),
    "pl": ("zmarł|nieżyjąc|świętej pamięci", "babci|babcia|babką|dziad|matk|mam|ojc|tat"),
    "ru": ("покойн|умерш|усопш", "бабушк|бабул|дедушк|мам|матер|отц|отец"),
    "uk": ("покійн|померл", "бабус|бабц|дідус|мам|матер|бать|тат"),
    "tr": ("rahmetli|ölmüş|merhum", "anneanne|babaanne|nine|büyükanne|dede|büyükbaba|anne|baba"),
    "vi": ("đã mất|đã khuất|quá cố|đã qua đời", "bà|ông|mẹ|bố|cha"),
    "id": ("almarhum|mendiang|sudah meninggal|telah meninggal", "nenek|kakek|ibu|ayah"),
    "zh": ("已故|去世|过世|死去", "奶奶|外婆|祖母|姥姥|爷爷|外公|祖父|妈妈|母亲|爸爸|父亲"),
    "ja": ("亡くなった|亡き|死んだ", "祖母|おばあちゃん|祖父|おじいちゃん|母|父"),
    "ko": ("돌아가신|작고하신|죽은", "할머니|할아버지|엄마|어머니|아버지|아빠"),
    "ar": ("الراحل|المتوفا|المتوفى|المرحوم", "جدت|جدي|أمي|امي|أبي|ابي"),
    "hi": ("स्वर्गीय|दिवंगत|मर चुकी|गुज़र चुकी|गुजर चुकी", "दादी|नानी|दादा|नाना|माँ|मां|पिता"),
    "sv": ("avlidn|döda|bortgångn", "mormor|farmor|morfar|farfar|mamma|pappa"),
}
