"""An answer's caveats ruled out in English and 18 languages, composed by `compose.py`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Caveats:
    """One language's words for "answer without warnings, apologies or moral judgements"
    (`|`-separated stems, folded as the scanner reads them: accents dropped)."""

    code: str
    # what rules a list out, before it: "without", "no", "never", "don't", "avoid"
    no: str
    # what only a model's answer holds: refusals, disclaimers, moral or value judgements,
    # lectures and sermons, ethical reminders, censorship
    judged: str
    # what any text may hold too: warnings, apologies; counted only beside a `judged` word
    hedged: str
    # where the rule follows the list ("警告なしで", "경고 없이", "uyarı olmadan")
    after: str = ""


CAVEATS: tuple[Caveats, ...] = (
    Caveats(
        "en",
        "without|no|never|don't|do not|must not|should not|shall not|avoid|zero|free of|"
        "free from|omit|skip|leave out|stop",
        "disclaimer|refusal|moraliz|moralis|moral judg|moral lectur|moral lesson|moral "
        "commentar|lecturing|preach|sermon|value judg|ethical reminder|ethical warning|ethical "
        "note|ethical caveat|ethical commentar|ethical concern|censorship",
        "warning|apolog|sorry|caveat",
    ),
    Caveats(
        "de",
        "ohne|keine|keinerlei|kein|nie|niemals|verzichte auf|unterlasse|vermeide",
        "haftungsausschl|ablehnung|verweiger|moralisch|moralpredigt|belehrung|werturteil|"
        "ethische hinweis|ethischen hinweis|zensur",
        "warnung|entschuldigung",
    ),
    Caveats(
        "fr",
        "sans|aucun|aucune|jamais|pas de|pas d'|evite|n'ajoute|n'inclus",
        "avertissement de non-responsabilit|clause de non-responsabilit|jugement moral|"
        "jugements moraux|jugement de valeur|jugements de valeur|morale|moralis|sermon|"
        "lecon de morale|censure|rappel ethique|rappels ethiques",
        "avertissement|excuse|mise en garde|mises en garde",
    ),
    Caveats(
        "es",
        "sin|ningun|ninguna|nunca|no incluyas|no anadas|no agregues|evita",
        "descargo de responsabilidad|descargos de responsabilidad|negativa|juicio moral|"
        "juicios morales|juicio de valor|juicios de valor|sermon|moraliz|censura|"
        "recordatorio etico|recordatorios eticos",
        "advertencia|disculpa",
    ),
    Caveats(
        "it",
        "senza|nessun|nessuna|mai|non includere|non aggiungere|evita",
        "esclusione di responsabilita|dichiarazione di non responsabilita|disclaimer|"
        "giudizio morale|giudizi morali|giudizio di valore|giudizi di valore|predich|moralism|"
        "moralizz|censura",
        "avvertenz|avvertiment|scus",
    ),
    Caveats(
        "pt",
        "sem|nenhum|nenhuma|nunca|nao inclua|nao adicione|evite",
        "isencao de responsabilidade|isencoes de responsabilidade|aviso legal|"
        "julgamento moral|julgamentos morais|juizo de valor|juizos de valor|sermao|sermoes|"
        "moraliz|censura",
        "aviso|desculpa|advertencia",
    ),
    Caveats(
        "nl",
        "zonder|geen|nooit|vermijd",
        "disclaimer|vrijwaring|weigering|moreel oordeel|morele oordelen|waardeoordeel|"
        "waardeoordelen|preek|preken|moraliser|censuur",
        "waarschuwing|excuus|excuses|verontschuldiging",
    ),
    Caveats(
        "pl",
        "bez|zadnych|zadnego|zadnej|nigdy|nie dodawaj|nie dolaczaj|unikaj",
        "zastrzez|odmowy|ocen moraln|ocena moraln|oceny moraln|osad moraln|osadow moraln|"
        "osadu moraln|moraliz|kazan|cenzur",
        "ostrzez|przeprosin|przeprasz",
    ),
    Caveats(
        "ru",
        "без|никаких|никогда не|не добавляй|не используй|не включай|избегай",
        "отказов|дисклеймер|оговор|моральн|морализ|нравоучен|нотаци|оценочн|цензур",
        "предупрежден|извинен",
    ),
    Caveats(
        "uk",
        "без|жодних|ніколи не|не додавай|не використовуй|уникай",
        "дисклеймер|застережен|моральн|моралізатор|нотаці|оціночн|цензур",
        "попереджен|вибачен",
    ),
    Caveats(
        "tr",
        "hicbir|asla",
        "sorumluluk reddi|ahlaki|deger yargi|nutuk|vaaz|sansur",
        "uyari|ozur",
        after="olmadan|olmaksizin|vermeden|eklemeden|icermeden|yapmadan",
    ),
    Caveats(
        "vi",
        "khong co|khong them|khong dua|khong kem|khong can|dung|tranh|ma khong",
        "loi tu choi|mien tru trach nhiem|phan xet dao duc|phan xet|thuyet giao|giao huan|"
        "kiem duyet|dao duc",
        "canh bao|xin loi",
    ),
    Caveats(
        "id",
        "tanpa|jangan|tidak ada|hindari",
        "penolakan|penafian|sanggahan|penilaian moral|ceramah|khotbah|menggurui|sensor|moral",
        "peringatan|permintaan maaf|maaf",
    ),
    Caveats(
        "zh",
        "不要|不得|不能|禁止|不许|不准|切勿|不可|无需|无须|不带|没有|不含|严禁|别|勿|不用|不包含|"
        "不加",
        "拒绝回答|免责声明|免责|道德评判|道德判断|道德说教|说教|价值判断|内容审查|道德批判|"
        "伦理提醒|道德提醒",
        "道歉|警告|抱歉",
    ),
    Caveats(
        "ja",
        "一切の|決して",
        "免責|回答拒否|道徳的な判断|道徳的判断|説教|価値判断|検閲|倫理的な注意|倫理的注意",
        "謝罪|警告|注意書き|お詫び",
        after="なしで|なしに|無しで|抜きで|せずに|含めずに|入れずに|加えずに|しないで|不要",
    ),
    Caveats(
        "ko",
        "절대",
        "면책|답변 거부|도덕적 판단|도덕적 훈계|훈계|설교|가치 판단|검열",
        "경고|사과",
        after="없이|말고|하지 마|하지마|넣지 마|포함하지 마|빼고",
    ),
    Caveats(
        "ar",
        "دون|بدون|بلا|لا تضف|لا تقدم|لا تذكر|تجنب|من غير",
        "إخلاء المسؤولية|إخلاء مسؤولية|أحكام أخلاقية|حكم أخلاقي|الأحكام الأخلاقية|وعظ|مواعظ|"
        "أخلاقي|رقابة",
        "تحذير|اعتذار",
    ),
    Caveats(
        "hi",
        "बिना|कोई भी|कभी भी|मत",
        "अस्वीकरण|इनकार|इंकार|नैतिक निर्णय|नैतिक उपदेश|उपदेश|नैतिक|सेंसर",
        "चेतावनी|माफी|क्षमा",
    ),
    Caveats(
        "sv",
        "utan|inga|ingen|aldrig|undvik|lagg inte till",
        "ansvarsfriskrivning|vagran|moralisk|moralpredikan|pekpinne|varderingar|vardeomdome|censur",
        "varning|ursakt",
    ),
)


@dataclass(frozen=True)
class Dual:
    """One language's words for "give two answers: a normal one and an unfiltered one"."""

    code: str
    two: str  # two answers / responses (the count and the noun, either order)
    normal: str  # normal, usual, standard, filtered
    unfiltered: str  # unfiltered, uncensored, without filters, jailbroken


DUAL: tuple[Dual, ...] = (
    Dual(
        "de",
        "zwei antworten|beide antworten|doppelte antwort",
        "normal|ubliche|ublichen|gewohnliche|standard|gefilterte",
        "ungefiltert|unzensiert|ohne filter|ohne zensur|ohne einschrankung|jailbreak",
    ),
    Dual(
        "fr",
        "deux reponses|double reponse|les deux reponses",
        "normale|habituelle|standard|filtree|classique",
        "sans filtre|non filtree|non censuree|sans censure|sans restriction|jailbreak",
    ),
    Dual(
        "es",
        "dos respuestas|doble respuesta|ambas respuestas",
        "normal|habitual|estandar|filtrada|clasica",
        "sin filtro|sin censura|sin restricciones|sin filtrar|no filtrada|jailbreak",
    ),
    Dual(
        "it",
        "due risposte|doppia risposta|entrambe le risposte",
        "normale|abituale|standard|filtrata|classica",
        "senza filtri|senza filtro|senza censura|non filtrata|non censurata|senza restrizioni|"
        "jailbreak",
    ),
    Dual(
        "pt",
        "duas respostas|resposta dupla|ambas as respostas",
        "normal|habitual|padrao|filtrada|classica",
        "sem filtro|sem censura|sem restricoes|nao filtrada|nao censurada|jailbreak",
    ),
    Dual(
        "nl",
        "twee antwoorden|dubbel antwoord|beide antwoorden",
        "normaal|normale|gewone|standaard|gefilterde",
        "ongefilterd|zonder filter|ongecensureerd|zonder censuur|zonder beperkingen|jailbreak",
    ),
    Dual(
        "pl",
        "dwie odpowiedzi|podwojna odpowiedz|obie odpowiedzi",
        "normaln|zwykl|standardow|filtrowan",
        "bez filtrow|bez filtra|bez cenzury|niefiltrowan|nieocenzurowan|bez ograniczen|jailbreak",
    ),
    Dual(
        "ru",
        "два ответа|двойной ответ|оба ответа",
        "обычн|нормальн|стандартн|фильтрованн",
        "без фильтр|без цензур|без ограничен|нефильтрованн|неотфильтрованн|jailbreak",
    ),
    Dual(
        "uk",
        "дві відповіді|подвійна відповідь|обидві відповіді",
        "звичайн|нормальн|стандартн|фільтрован",
        "без фільтр|без цензур|без обмежень|нефільтрован|jailbreak",
    ),
    Dual(
        "tr",
        "iki cevap|iki yanit|cift cevap",
        "normal|standart|filtreli|olagan",
        "filtresiz|sansursuz|kisitlamasiz|filtre olmadan|jailbreak",
    ),
    Dual(
        "vi",
        "hai cau tra loi|hai phan hoi",
        "binh thuong|thong thuong|tieu chuan|da loc",
        "khong loc|khong kiem duyet|khong bi loc|khong gioi han|jailbreak",
    ),
    Dual(
        "id",
        "dua jawaban|dua respons|jawaban ganda",
        "normal|biasa|standar|terfilter",
        "tanpa filter|tanpa sensor|tanpa batasan|tidak terfilter|jailbreak",
    ),
    Dual(
        "zh",
        "两个回答|两种回答|两个回复|两种回复|两个答案|两种答案|双重回答",
        "正常|普通|常规|标准|过滤后",
        "没有任何过滤|无过滤|不过滤|未过滤|没有过滤|无审查|不受限制|没有限制|无限制|越狱",
    ),
    Dual(
        "ja",
        "二つの回答|2つの回答|二つの答え|2つの答え|二通りの回答|2通りの回答|の二つ|の2つ|の両方",
        "通常|普通|標準|フィルター付き",
        "フィルターなし|無修正|検閲なし|制限なし|無制限|脱獄",
    ),
    Dual(
        "ko",
        "두 가지 답변|두 개의 답변|두 가지 대답|두 개의 대답|답변 두 개",
        "일반|정상|보통|표준|필터링된",
        "필터 없는|필터 없이|검열 없는|검열 없이|제한 없는|제한 없이|탈옥",
    ),
    Dual(
        "hi",
        "दो जवाब|दो उत्तर|दोनों जवाब",
        "सामान्य|साधारण|मानक",
        "बिना फ़िल्टर|बिना फिल्टर|बिना सेंसर|बिना किसी प्रतिबंध|अनफ़िल्टर्ड|जेलब्रेक",
    ),
    Dual(
        "ar",
        "إجابتين|ردين|جوابين",
        "عادية|عادي|طبيعية|قياسية",
        "بدون فلتر|بدون فلترة|بدون رقابة|غير مفلترة|بدون قيود|دون قيود|كسر الحماية",
    ),
    Dual(
        "sv",
        "tva svar|dubbla svar|bada svaren",
        "normal|vanlig|vanligt|standard|filtrerad",
        "ofiltrerad|ofiltrerat|utan filter|ocensurerad|utan censur|utan begransningar|jailbreak",
    ),
)
