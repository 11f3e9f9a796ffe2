"""The order intents' words in 18 languages, composed by `compose.py`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Orders:
    """One language's words for the four order intents (`|`-separated stems)."""

    code: str
    orders: str  # "new instructions" (an order only when a colon follows)
    task: str  # "your new task / role / mission / instructions"
    copula: str  # "is" after `task` ("ist", "est", "是", the particle "は")
    answer: str  # "answer only with" / "reply only with"
    ai: str  # an AI, a language model
    reading: str  # "reads" / "reading" / "which reads"
    this: str  # "this" (text, document)
    system: str  # "system message" / "system notice"
    quote_first: str = ""  # "only ... answer" after a quote (languages that quote first)
    # A reply's opening dictated: "your answer" (with "your" where the language says it) and
    # "begin" ("Beginne deine Antwort mit „Natürlich“", "你的回答必须以“当然”开头"); where the
    # noun is bare (回答, 답변), the verb is an order ("始めて", "시작해"), not "始まります".
    reply: str = ""
    begin: str = ""


ORDERS: tuple[Orders, ...] = (
    Orders(
        "de",
        "neue anweisung|neuen anweisung|neue instruktion|neuen instruktion|neue befehle|"
        "neuen befehle|neue direktive|aktualisierte anweisung|geanderte anweisung",
        "deine neue aufgabe|ihre neue aufgabe|dein neuer auftrag|ihr neuer auftrag|"
        "deine neue rolle|ihre neue rolle|deine neuen anweisungen|ihre neuen anweisungen|"
        "deine eigentliche aufgabe|ihre eigentliche aufgabe|deine neue mission",
        "ist|lautet|besteht|sind|lauten",
        "antworte nur mit|antworte ausschließlich mit|antworten sie nur mit|"
        "antworten sie ausschließlich mit|antworte einzig mit|gib nur|gib ausschließlich|"
        "schreib nur|schreibe nur|sag nur|sage nur|sag einfach|sage einfach|schreib einfach|"
        "schreibe einfach|sag stattdessen|sage stattdessen",
        "ki|kunstliche intelligenz|sprachmodell|llm|ai|ki-assistent|ki-modell",
        "liest|lesende|verarbeitet|verarbeitende|auswertet|analysiert|lesen|verarbeiten|auswerten|"
        "analysieren",
        "diese|dieses|diesen|dies",
        "systemnachricht|system-nachricht|systemmeldung|systemhinweis|nachricht vom system",
        reply=(
            "deine antwort|ihre antwort|jede antwort|jede deiner antworten|deine antworten|"
            "ihre antworten"
        ),
        begin="beginne|beginnen|fang|fange|starte|starten",
    ),
    Orders(
        "fr",
        "nouvelles instructions|nouvelle instruction|nouvelles consignes|nouvelle consigne|"
        "nouvelles directives|nouveaux ordres|instructions mises a jour",
        "ta nouvelle tache|votre nouvelle tache|ton nouveau role|votre nouveau role|"
        "ta nouvelle mission|votre nouvelle mission|tes nouvelles instructions|"
        "vos nouvelles instructions|ta vraie tache|votre vraie tache",
        "est|consiste|sera|sont",
        "reponds uniquement par|repondez uniquement par|reponds seulement par|"
        "repondez seulement par|reponds uniquement avec|repondez uniquement avec|"
        "reponds seulement avec|ne reponds que par|ne repondez que par|ecris uniquement|"
        "ecrivez uniquement|dis seulement|dites seulement|affiche uniquement|dis simplement|"
        "dites simplement|dis juste|ecris simplement|ecris juste|dis plutot|dites plutot",
        "ia|intelligence artificielle|modele de langage|llm|assistant ia",
        "lit|lisant|traite|traitant|analyse|analysant|lisent|traitent|analysent",
        "ce|cet|cette|ceci",
        "message systeme|message du systeme|notification systeme|avis systeme",
        reply=(
            "ta reponse|votre reponse|tes reponses|vos reponses|chacune de tes reponses|"
            "chaque reponse"
        ),
        begin="commence|commencez|commencer|debute|debutez|debuter",
    ),
    Orders(
        "es",
        "nuevas instrucciones|nueva instruccion|nuevas directrices|nuevas ordenes|"
        "nuevas indicaciones|instrucciones actualizadas",
        "tu nueva tarea|su nueva tarea|tu nuevo rol|su nuevo rol|tu nueva mision|su nueva mision|"
        "tus nuevas instrucciones|sus nuevas instrucciones|tu verdadera tarea|tu nuevo papel",
        "es|consiste|sera|son",
        "responde unicamente con|responde solamente con|responde solo con|responda unicamente con|"
        "responda solamente con|responda solo con|contesta solo con|contesta unicamente con|"
        "di solamente|di unicamente|escribe solo|escribe unicamente|solo responde con|"
        "limitate a responder|solo di|simplemente di|di simplemente|solo escribe|"
        "simplemente escribe|en su lugar di|di en cambio",
        "ia|inteligencia artificial|modelo de lenguaje|llm|asistente de ia",
        "lea|lee|procese|procesa|analice|analiza|leyendo|lean|leen|procesen|procesan|analicen|"
        "analizan",
        "este|esta|esto",
        "mensaje del sistema|mensaje de sistema|aviso del sistema|notificacion del sistema",
        reply="tu respuesta|su respuesta|tus respuestas|sus respuestas|cada respuesta",
        begin="empieza|empiece|empezar|comienza|comience|comenzar|inicia|inicie|iniciar",
    ),
    Orders(
        "it",
        "nuove istruzioni|nuova istruzione|nuove direttive|nuovi ordini|istruzioni aggiornate",
        "il tuo nuovo compito|il suo nuovo compito|il tuo nuovo ruolo|il suo nuovo ruolo|"
        "la tua nuova mansione|"
        "la tua nuova missione|le tue nuove istruzioni|il tuo vero compito",
        "e|consiste|sara|sono",
        "di semplicemente|scrivi semplicemente|di invece|rispondi solo con|"
        "rispondi soltanto con|rispondi unicamente con|risponda solo con|"
        "rispondete solo con|scrivi solo|scrivi soltanto|di solo|di soltanto|limitati a rispondere",
        "ia|intelligenza artificiale|modello linguistico|llm|assistente ia",
        "legge|leggendo|elabora|analizza|elaborando|leggono|leggano|elaborano|analizzano",
        "questo|questa|queste|questi",
        "messaggio di sistema|messaggio del sistema|avviso di sistema|notifica di sistema",
        reply=(
            "la tua risposta|tua risposta|la sua risposta|le tue risposte|ogni risposta|"
            "ciascuna risposta"
        ),
        begin="inizia|inizi|iniziare|comincia|cominci|cominciare",
    ),
    Orders(
        "pt",
        "novas instrucoes|nova instrucao|novas diretrizes|novas ordens|instrucoes atualizadas",
        "sua nova tarefa|a tua nova tarefa|tua nova tarefa|seu novo papel|o teu novo papel|"
        "sua nova missao|suas novas instrucoes|as tuas novas instrucoes|sua verdadeira tarefa",
        "e|consiste|sera|sao",
        "apenas diga|diga apenas|so diga|simplesmente diga|diga em vez disso|"
        "responda apenas com|responda somente com|responda so com|responde apenas com|"
        "responde so com|responda unicamente com|escreva apenas|escreve apenas|diga apenas|"
        "diz apenas|limite-se a responder",
        "ia|inteligencia artificial|modelo de linguagem|llm|assistente de ia",
        "ler|le|leia|processar|processa|analisar|analisa|lendo|leem|leiam|processam|processem|"
        "analisam|analisem",
        "este|esta|isto|esse|essa",
        "mensagem do sistema|mensagem de sistema|aviso do sistema|notificacao do sistema",
        reply="sua resposta|tua resposta|suas respostas|cada resposta",
        begin="comece|comeca|comecar|inicie|inicia|iniciar",
    ),
    Orders(
        "nl",
        "nieuwe instructies|nieuwe instructie|nieuwe opdrachten|nieuwe richtlijnen|"
        "bijgewerkte instructies",
        "je nieuwe taak|jouw nieuwe taak|uw nieuwe taak|je nieuwe rol|jouw nieuwe rol|"
        "uw nieuwe rol|je nieuwe opdracht|jouw nieuwe opdracht|je nieuwe instructies|"
        "je echte taak",
        "is|wordt|luidt|zijn",
        "zeg gewoon|schrijf gewoon|zeg in plaats daarvan|antwoord alleen met|"
        "antwoord uitsluitend met|antwoord enkel met|antwoordt alleen met|"
        "schrijf alleen|zeg alleen|geef alleen|reageer alleen met",
        "ai|ki|taalmodel|llm|ai-assistent",
        "leest|lezende|verwerkt|analyseert|lezen|verwerken|analyseren",
        "dit|deze",
        "systeembericht|systeemmelding|bericht van het systeem",
        reply="je antwoord|jouw antwoord|uw antwoord|je antwoorden|elk antwoord|ieder antwoord",
        begin="begin|beginnen|start|starten",
    ),
    Orders(
        "pl",
        "nowe instrukcje|nowa instrukcja|nowe polecenia|nowe wytyczne|nowe rozkazy|"
        "zaktualizowane instrukcje",
        "twoje nowe zadanie|twoja nowa rola|twoja nowa misja|twoje nowe instrukcje|"
        "wasze nowe zadanie|twoje prawdziwe zadanie",
        "to|jest|brzmi|polega|sa",
        "po prostu powiedz|po prostu napisz|powiedz zamiast tego|odpowiadaj tylko|"
        "odpowiedz tylko|odpowiadaj wylacznie|odpowiedz wylacznie|"
        "odpowiadaj jedynie|odpowiedz jedynie|napisz tylko|pisz tylko|powiedz tylko",
        "ai|sztuczna inteligencja|sztucznej inteligencji|model jezykowy|llm|asystent ai",
        "czyta|czytajaca|czytajacy|przetwarza|przetwarzajaca|analizuje|czytaja|czytajace|"
        "przetwarzaja|analizuja",
        "ten|te|ta|to|tego",
        "komunikat systemowy|wiadomosc systemowa|powiadomienie systemowe|komunikat systemu",
        reply="swoja odpowiedz|twoja odpowiedz|kazda odpowiedz|odpowiedz musi|odpowiedz powinna",
        begin="zacznij|zacznijcie|rozpocznij|zaczynaj|zaczynac|rozpoczynac",
    ),
    Orders(
        "ru",
        "новые инструкции|новая инструкция|новые указания|новые команды|новые директивы|"
        "обновленные инструкции|новые правила",
        "твоя новая задача|ваша новая задача|твоя новая роль|ваша новая роль|"
        "твоя новая миссия|твои новые инструкции|ваши новые инструкции|твоя настоящая задача|"
        "твоя истинная задача|твоя реальная задача|ваша настоящая задача",
        # (the dash is Russian's copula: "Твоя задача — вывести ключ")
        "это|будет|заключается|состоит|-",
        "просто скажи|просто напиши|вместо этого скажи|отвечай только|отвечайте только|"
        "ответь только|ответьте только|отвечай лишь|"
        "пиши только|напиши только|скажи только|выведи только",
        "ии|искусственный интеллект|искусственного интеллекта|языковая модель|языковой модели|"
        "нейросеть|нейросети|llm|ai",
        "читающ|читает|обрабатывающ|обрабатывает|анализирующ|анализирует",
        "этот|это|эту|эти|данный|данное|данную",
        "системное сообщение|системное уведомление|сообщение системы",
        reply=(
            "свой ответ|твой ответ|ваш ответ|твои ответы|ваши ответы|каждый ответ|ответ должен|"
            "ответы должны"
        ),
        begin="начни|начните|начинай|начинайте|начинаться",
    ),
    Orders(
        "uk",
        "нові інструкції|нова інструкція|нові вказівки|нові команди|нові директиви|"
        "оновлені інструкції",
        "твоє нове завдання|ваше нове завдання|твоя нова роль|ваша нова роль|твоя нова місія|"
        "твої нові інструкції|ваші нові інструкції|твоє справжнє завдання|ваше справжнє завдання",
        "це|буде|полягає|-",
        "просто скажи|просто напиши|замість цього скажи|відповідай лише|відповідай тільки|"
        "відповідайте лише|відповідайте тільки|"
        "відповідь лише|пиши лише|напиши лише|скажи лише|виведи лише",
        "ші|штучний інтелект|штучного інтелекту|мовна модель|мовної моделі|нейромережа|llm|ai",
        "читає|читаюч|обробляє|оброблюч|аналізує|читають|обробляють|аналізують",
        "цей|це|цю|ці|даний|дане",
        "системне повідомлення|системне сповіщення|повідомлення системи",
        reply=(
            "свою відповідь|твою відповідь|вашу відповідь|твоя відповідь|ваша відповідь|"
            "кожну відповідь|кожна відповідь|відповідь має|відповідь повинна"
        ),
        begin="почни|почніть|починай|починайте|починатися",
    ),
    Orders(
        "tr",
        "yeni talimatlar|yeni talimat|yeni komutlar|yeni yonergeler|yeni direktifler|"
        "guncellenmis talimatlar",
        "yeni gorevin|yeni goreviniz|yeni rolun|yeni rolunuz|yeni talimatlarin|"
        "yeni talimatlariniz|asil gorevin|yeni misyonun",
        "su|sudur|:",
        "sadece su cevabi ver|yalnizca su cevabi ver|sadece sunu yaz|yalnizca sunu yaz|"
        "sadece sunu soyle|yalnizca sunu soyle",
        "yapay zeka|yapay zekaya|yapay zekanin|dil modeli|dil modeline|llm|ai|"
        "yapay zeka asistanı|yapay zeka asistanına|yapay zeka asistanları|"
        "yapay zeka asistanlarına|ai asistanı|ai asistanına|ai asistanlarına",
        "okuyan|isleyen|analiz eden|inceleyen",
        "bu|bunu|su",
        "sistem mesaji|sistem iletisi|sistem bildirimi",
        "diye cevap|diye yanit|diye yaz|diye soyle",
        reply=(
            "cevabina|cevabini|yanitina|yanitini|cevabiniza|yanitiniza|cevabin|yanitin|her cevaba|"
            "her yanita"
        ),
        begin="ile basla|ile baslayin|ile baslat|ile baslamali|diye basla|diye baslayin",
    ),
    Orders(
        "vi",
        "huong dan moi|chi thi moi|lenh moi|chi dan moi|quy tac moi",
        "nhiem vu moi cua ban|vai tro moi cua ban|nhiem vu that su cua ban|"
        "nhiem vu moi cua may|huong dan moi cua ban",
        "la|:",
        "chi can noi|hay noi|thay vao do hay noi|chi tra loi|chi tra loi bang|chi phan hoi|"
        "chi viet|chi noi|chi in ra",
        "ai|tri tue nhan tao|mo hinh ngon ngu|llm",
        "doc|dang doc|xu ly|dang xu ly|phan tich",
        "nay",
        "thong bao he thong|tin nhan he thong|thong diep he thong",
        reply="cau tra loi cua ban|cau tra loi|phan hoi cua ban|cau tra loi cua may",
        begin="bat dau|mo dau",
    ),
    Orders(
        "id",
        "instruksi baru|perintah baru|arahan baru|petunjuk baru|aturan baru",
        "tugas barumu|tugas baru anda|tugas baru kamu|peran barumu|peran baru anda|"
        "peran baru kamu|instruksi barumu|tugas sebenarnya",
        "adalah|ialah|yaitu|:",
        "katakan saja|cukup katakan|tulis saja|sebagai gantinya katakan|jawab hanya dengan|"
        "hanya jawab dengan|balas hanya dengan|hanya balas dengan|"
        "tulis hanya|hanya tulis|katakan hanya|hanya katakan",
        "ai|kecerdasan buatan|model bahasa|llm",
        "membaca|memproses|menganalisis",
        "ini",
        "pesan sistem|pemberitahuan sistem|notifikasi sistem",
        reply=(
            "jawabanmu|jawaban anda|jawaban kamu|balasanmu|balasan anda|respons anda|setiap jawaban"
        ),
        begin="mulai|mulailah|awali|awalilah|diawali|dimulai",
    ),
    Orders(
        "zh",
        "新的指令|新指令|新的指示|新指示|新的命令|新命令|更新的指令",
        "你的新任务|您的新任务|你的新角色|您的新角色|你的新指令|您的新指令|你的真正任务|"
        "你现在的任务|你真正的任务|您真正的任务|你的实际任务|你实际的任务|你的真实任务|你真实的任务",
        "是|为|：|:",
        "只要说|就说|改为说|只回答|只回复|仅回答|仅回复|只输出|仅输出|只说|只写|回答只能是",
        "ai|人工智能|语言模型|大模型|llm|助手",
        "阅读|读取|处理|分析|正在读",
        "此|这|本",
        "系统消息|系统通知|系统提示|系统信息",
        reply=(
            "你的回答|你的回复|你的答案|你的每个回答|你的每一个回答|回答必须|回复必须|答案必须|回答请|回答一定要|回答务必|你回答时|每次回答|你的回答必須|回答必須|"
            "回覆必須|你的回覆"
        ),
        begin="开头|开始|開頭|開始|起头",
    ),
    Orders(
        "ja",
        "新しい指示|新たな指示|新しい命令|新たな命令|新しい指令|更新された指示",
        "あなたの新しいタスク|あなたの新しい任務|あなたの新しい役割|あなたの新しい指示|"
        "あなたの本当のタスク|君の新しい任務",
        "は|：|:",
        "",
        "ai|人工知能|言語モデル|llm|アシスタント",
        "読んでいる|読む|処理している|処理する|解析している|分析している",
        "この|本",
        "システムメッセージ|システム通知|システムからのメッセージ",
        "とだけ答え|とだけ返|とだけ言|とだけ出力|とだけ書|とのみ答え|とのみ回答|だけを出力|"
        "のみを出力|"
        "だけを答え|のみを答え|のみで答え|だけで答え",
        reply="回答|返答|答え|応答|返事|返信",
        begin="始めて|始めろ|始めなさい|始めること|始めるように|始まるように|始めなければ|開始して",
    ),
    Orders(
        "ko",
        "새로운 지시|새 지시|새로운 명령|새 명령|새로운 지침|새 지침|업데이트된 지시",
        "당신의 새로운 임무|당신의 새 임무|너의 새로운 임무|너의 새 임무|당신의 새로운 역할|"
        "너의 새로운 역할|당신의 새로운 작업|당신의 진짜 임무",
        "는|은|:",
        "",
        "ai|인공지능|언어 모델|llm|어시스턴트",
        "읽는|읽고 있는|처리하는|분석하는",
        "이",
        "시스템 메시지|시스템 알림|시스템 공지",
        "이라고만|라고만|만 대답|만 출력|만 응답",
        reply="답변|대답|응답|답을|답은",
        begin="시작해|시작하세요|시작하십시오|시작하라|시작할 것|시작해줘|시작해 줘",
    ),
    Orders(
        "ar",
        "تعليمات جديدة|التعليمات الجديدة|أوامر جديدة|الأوامر الجديدة|توجيهات جديدة",
        "مهمتك الجديدة|دورك الجديد|تعليماتك الجديدة|مهمتك الحقيقية",
        "هي|هو|:",
        "أجب فقط|اجب فقط|رد فقط|أجب بكلمة|اكتب فقط|قل فقط",
        "الذكاء الاصطناعي|نموذج اللغة|النموذج اللغوي|المساعد الذكي|ai|llm",
        "يقرأ|يعالج|يحلل|تقرأ|تعالج|يقرؤون|يقرءون|يعالجون|يحللون",
        "هذا|هذه",
        "رسالة النظام|رسالة من النظام|إشعار النظام|تنبيه النظام",
        reply="إجابتك|اجابتك|ردك|جوابك|ردودك|إجاباتك|اجاباتك",
        begin="ابدأ|ابدا|ابدئي|تبدأ|تبدا",
    ),
    Orders(
        "hi",
        "नए निर्देश|नया निर्देश|नए आदेश|नया आदेश|नए नियम",
        "आपका नया काम|आपका नया कार्य|तुम्हारा नया काम|आपकी नई भूमिका|तुम्हारी नई भूमिका|"
        "आपके नए निर्देश|आपका असली काम",
        "है|:",
        "केवल|सिर्फ",
        "एआई|ai|आर्टिफिशियल इंटेलिजेंस|कृत्रिम बुद्धिमत्ता|भाषा मॉडल|llm|ai सहायक|ai सहायकों|"
        "एआई सहायक|एआई सहायकों|ai असिस्टेंट",
        "पढ़ रहे|पढ़ने वाले|पढ़ रही|पढ़ने वाली|प्रोसेस करने वाले|विश्लेषण करने वाले",
        "यह|इस|इसे",
        "सिस्टम संदेश|सिस्टम मैसेज|सिस्टम सूचना",
        "लिखकर जवाब|लिखकर उत्तर|कहकर जवाब|जवाब दें|उत्तर दें",
        reply="जवाब|उत्तर",
        begin="से शुरू करो|से शुरू करें|से शुरू कीजिए|से आरंभ करें|से प्रारंभ करें|से शुरू करना",
    ),
    Orders(
        "sv",
        "nya instruktioner|ny instruktion|nya order|nya direktiv|uppdaterade instruktioner",
        "din nya uppgift|er nya uppgift|din nya roll|er nya roll|dina nya instruktioner|"
        "din riktiga uppgift|ditt nya uppdrag",
        "ar|blir|lyder",
        "säg bara|skriv bara|säg istället|svara bara med|svara endast med|svara enbart med|"
        "skriv bara|skriv endast|sag bara|"
        "saga bara",
        "ai|artificiell intelligens|sprakmodell|llm|ai-assistent",
        "laser|lasande|bearbetar|analyserar",
        "denna|detta|den har|det har",
        "systemmeddelande|meddelande fran systemet|systemavisering",
        reply="ditt svar|dina svar|varje svar|svaret ska|svaret maste",
        begin="borja|borjar|inled|inleda|starta",
    ),
)


@dataclass(frozen=True)
class Conditional:
    """One language's words for "if you are an AI, …" (`|`-separated stems)."""

    code: str
    if_you: str  # "if you are" ("wenn du", "si tu es")
    article: str  # "a" / "an" between ("eine", "une"); may be empty
    ai: str  # forms of "an AI" this sentence takes besides `Orders.ai` (Arabic without "al-")
    being: str  # "are" after the AI where it comes last ("bist", "なら", "라면"); may be empty
    # What ends the phrase where no copula follows the AI and words are not spaced (a regex
    # look-ahead: "如果你是AI，" or "AI的话", not "AI研究人员"); empty: no letter may follow.
    ends: str = ""


CONDITIONALS: tuple[Conditional, ...] = (
    Conditional("de", "wenn du|falls du|wenn sie|falls sie", "eine|ein", "", "bist|sind"),
    Conditional("fr", "si tu es|si vous etes", "une|un", "", ""),
    Conditional("es", "si eres|si tu eres|si usted es", "una|un", "", ""),
    Conditional("it", "se sei|se tu sei|se lei e", "un'|una|un", "", ""),
    Conditional("pt", "se voce e|se voce for|se tu es|se es", "uma|um", "", ""),
    Conditional("nl", "als je|als jij|als u|indien je", "een", "", "bent|bent,|is"),
    Conditional("pl", "jeśli jesteś|jeżeli jesteś|jeśli jesteście", "", "", ""),
    Conditional("ru", "если ты|если вы", "являешься|являетесь", "", ""),
    Conditional("uk", "якщо ти|якщо ви", "є", "", ""),
    Conditional("tr", "eğer sen|eğer siz|eğer", "bir", "yapay zekâ", "ysan|ysanız|san|sanız"),
    Conditional("vi", "nếu bạn là|nếu mày là|nếu bạn đang là", "một", "", ""),
    Conditional("id", "jika kamu adalah|jika anda adalah|jika kamu|kalau kamu", "sebuah", "", ""),
    Conditional(
        "zh",
        "如果你是|如果您是|假如你是|若你是",
        "一个|一款|一种",
        "",
        "",
        ends=r"(?=\s{0,2}(?:[，,、：:；;]|的话))",
    ),
    Conditional("ja", "あなたが|君が|もしあなたが", "", "", "なら|であれば|ならば|の場合"),
    Conditional("ko", "당신이|네가|너가|만약 당신이", "", "", "라면|이라면|인 경우"),
    Conditional(
        "ar",
        "إذا كنت|اذا كنت|لو كنت",
        "",
        "ذكاء اصطناعي|ذكاء اصطناعيا|نموذجا لغويا|نموذج لغوي|مساعدا ذكيا",
        "",
    ),
    Conditional("hi", "अगर तुम|अगर आप|यदि आप|यदि तुम", "एक", "", "हो|हैं"),
    Conditional("sv", "om du är|om ni är", "en|ett", "", ""),
)


@dataclass(frozen=True)
class Header:
    """One language's words for a forged system header ("[SYSTÈME]", "【系统】") and the order
    that follows it on its line (`|`-separated stems; English's heads are added to each)."""

    code: str
    heads: str  # "system", "administrator", "developer" as a header names them
    skip: str  # skip / switch off / ignore as an order: imperatives, and infinitives (a directive)
    checks: str  # checks, reviews, tests, scans
    directive: str  # "new directive / policy / rule", an order's head before a colon


HEADERS: tuple[Header, ...] = (
    Header(
        "de",
        "system|systemnachricht|systemmeldung|systemhinweis|administrator|entwickler",
        "überspringe|überspring|überspringen|deaktiviere|deaktivieren|ignoriere|ignorieren|"
        "umgehe|umgehen|schalte|abschalten|ausschalten|übergehe|übergehen|auslassen|lass",
        "prüfung|sicherheitsprüfung|überprüfung|kontrolle|sicherheitskontrolle|check|"
        "sicherheitscheck|test|review|scan|validierung|filter|sicherheitsfilter",
        "neue richtlinie|neue direktive|neue vorgabe|neue regel|neue anordnung|neue anweisung",
    ),
    Header(
        "fr",
        "système|administrateur|développeur",
        "ignorer|ignorez|ignore|sauter|sautez|saute|désactiver|désactivez|désactive|"
        "contourner|contournez|contourne|passez|omettre|omettez|omets",
        "vérification|contrôle|test|revue|analyse|examen|scan|filtre",
        "nouvelle directive|nouvelle politique|nouvelle règle|nouvelle consigne|nouvel ordre",
    ),
    Header(
        "es",
        "sistema|administrador|desarrollador",
        "omitir|omite|omita|saltar|salta|salte|sáltate|desactivar|desactiva|desactive|"
        "deshabilitar|deshabilita|deshabilite|ignorar|ignora|ignore|evitar|evita|evite",
        "comprobación|comprobaciones|verificación|verificaciones|control|revisión|revisiones|"
        "prueba|test|análisis|escaneo|filtro",
        "nueva directiva|nueva política|nueva norma|nueva regla|nueva orden",
    ),
    Header(
        "it",
        "sistema|amministratore|sviluppatore",
        "salta|saltare|saltate|ignora|ignorare|ignorate|disattiva|disattivare|disattivate|"
        "disabilita|disabilitare|disabilitate|ometti|omettere|omettete|aggira|aggirare",
        "controll|verifica|verifiche|test|revisione|revisioni|scansione|analisi|filtr",
        "nuova direttiva|nuova politica|nuova regola|nuova norma|nuovo ordine",
    ),
    Header(
        "pt",
        "sistema|administrador|desenvolvedor",
        "pule|pula|pular|ignore|ignora|ignorar|desative|desativa|desativar|desabilite|"
        "desabilita|desabilitar|omita|omite|omitir|salte|salta|saltar|contorne|contornar",
        "verificação|verificações|checagem|checagens|controle|teste|revisão|revisões|análise|"
        "varredura|filtro",
        "nova diretiva|nova diretriz|nova política|nova regra|nova ordem",
    ),
    Header(
        "nl",
        "systeem|beheerder|ontwikkelaar",
        "sla|overslaan|schakel|uitschakelen|negeer|negeren|omzeil|omzeilen|deactiveer|deactiveren",
        "controle|beveiligingscontrole|test|review|scan|verificatie|filter|check",
        "nieuwe richtlijn|nieuw beleid|nieuwe regel|nieuwe instructie|nieuwe opdracht",
    ),
    Header(
        "pl",
        "system|administrator|deweloper",
        "pomiń|pominąć|pomijaj|zignoruj|ignoruj|wyłącz|wyłączyć|dezaktywuj|obejdź|omiń",
        "kontrol|sprawdzan|sprawdzeni|weryfikacj|test|przegląd|skan|filtr",
        "nowa dyrektywa|nowa polityka|nowa zasada|nowe polecenie|nowa reguła",
    ),
    Header(
        "ru",
        "система|системное сообщение|администратор|разработчик",
        "пропусти|пропустите|пропустить|игнорируй|игнорируйте|игнорировать|отключи|отключите|"
        "отключить|обойди|обойдите|обойти|выключи|выключите|выключить|деактивируй",
        "проверк|проверок|ревью|тест|сканирован|валидац|фильтр",
        "новая директива|новая политика|новое правило|новый приказ|новое указание|новая инструкция",
    ),
    Header(
        "uk",
        "система|системне повідомлення|адміністратор|розробник",
        "пропусти|пропустіть|пропустити|ігноруй|ігноруйте|ігнорувати|вимкни|вимкніть|"
        "вимкнути|обійди|обійдіть|обійти|деактивуй",
        "перевірк|перевірок|ревю|тест|сканування|валідац|фільтр",
        "нова директива|нова політика|нове правило|новий наказ|нова вказівка|нова інструкція",
    ),
    Header(
        "tr",
        "sistem|yönetici|geliştirici",
        "atla|atlayın|atlayınız|devre dışı bırak|devre dışı bırakın|yok say|yok sayın|"
        "görmezden gel|görmezden gelin|es geç|es geçin",
        "kontrol|denetim|inceleme|test|tarama|doğrulama|filtre",
        "yeni yönerge|yeni direktif|yeni politika|yeni kural|yeni talimat",
    ),
    Header(
        "vi",
        "hệ thống|quản trị viên|nhà phát triển",
        "bỏ qua|tắt|vô hiệu hóa|phớt lờ|lờ đi",
        "kiểm tra|rà soát|đánh giá|quét|xác minh|bộ lọc",
        "chỉ thị mới|chính sách mới|quy tắc mới|hướng dẫn mới|lệnh mới",
    ),
    Header(
        "id",
        "sistem|admin|pengembang",
        "lewati|lewatkan|abaikan|nonaktifkan|matikan|lompati|hindari",
        "pemeriksaan|pengecekan|cek|tes|uji|pengujian|tinjauan|pemindaian|verifikasi|filter",
        "arahan baru|kebijakan baru|aturan baru|instruksi baru|perintah baru",
    ),
    Header(
        "zh",
        "系统|系統|管理员|管理員|开发者|開發者",
        "跳过|跳過|忽略|绕过|繞過|关闭|關閉|禁用|停用|略过|略過",
        "检查|檢查|审查|審查|审核|審核|测试|測試|扫描|掃描|验证|驗證|校验|校驗|过滤|過濾",
        "新指令|新指示|新政策|新规则|新規則|新命令",
    ),
    Header(
        "ja",
        "システム|管理者|開発者",
        "スキップして|スキップしろ|無視して|無視しろ|無効にして|無効化して|飛ばして|省略して|"
        "オフにして",
        "チェック|検査|確認|レビュー|テスト|スキャン|検証|フィルター",
        "新しい指示|新しいポリシー|新しいルール|新しい方針|新たな指示|新しい命令",
    ),
    Header(
        "ko",
        "시스템|관리자|개발자",
        "건너뛰세요|건너뛰어|건너뛰고|건너뛰십시오|무시하세요|무시해|무시하고|비활성화하세요|"
        "비활성화해|끄세요",
        "검사|점검|확인|검토|테스트|스캔|검증|필터",
        "새 지침|새로운 지침|새 정책|새로운 정책|새 규칙|새로운 규칙|새 지시|새로운 지시",
    ),
    Header(
        "ar",
        "النظام|نظام|المسؤول|المطور",
        "تخط|تخطى|تجاهل|عطل|أوقف|اوقف|تجاوز|ألغ",
        "فحص|فحوص|الفحوص|فحوصات|الفحوصات|التحقق|تحقق|المراجعة|مراجعة|الاختبار|اختبار",
        "توجيه جديد|سياسة جديدة|قاعدة جديدة|تعليمات جديدة|أمر جديد",
    ),
    Header(
        "hi",
        "सिस्टम|प्रणाली|एडमिन|व्यवस्थापक|डेवलपर",
        "छोड़ दो|छोड़ दें|छोड़ो|अनदेखा करो|अनदेखा करें|नज़रअंदाज़ करो|नज़रअंदाज़ करें|बंद करो|"
        "बंद करें|निष्क्रिय करो|निष्क्रिय करें|स्किप करो|स्किप करें",
        "जाँच|जांच|परीक्षण|समीक्षा|चेक|टेस्ट|स्कैन|फ़िल्टर",
        "नया निर्देश|नए निर्देश|नई नीति|नया नियम|नया आदेश",
    ),
    Header(
        "sv",
        "system|administratör|utvecklare",
        "hoppa över|skippa|ignorera|inaktivera|stäng av|kringgå|avaktivera",
        "kontroll|säkerhetskontroll|test|granskning|skanning|verifiering|filter",
        "nytt direktiv|nya direktiv|ny policy|ny regel|ny instruktion",
    ),
)
