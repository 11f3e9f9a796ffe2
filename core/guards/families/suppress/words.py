"""A suppressed finding's words in 18 languages, composed by `compose.py`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Suppress:
    """One language's words for "do not report the problems in this file" (`|`-separated
    stems, in its own script)."""

    code: str
    report: str  # "do not report / flag", the negation included ("melde keine", "ne signale pas")
    mention: str  # "do not mention": a finding kept out of the review only ("in your review")
    nouns: str  # problems, issues, vulnerabilities, bugs, a key, a password, a token, a secret
    here: str  # this file, this pull request, this change
    review: str  # your review, your findings (not "your report": an issue template's advice)
    # Where the negation stands apart from the verb ("不要在你的审查中提及"): the negating words,
    # read a few characters before `report` and `mention`, which then hold the bare verbs.
    negators: str = ""
    # Where "not" may end the clause ("Erwähne den Schlüssel in deiner Bewertung nicht"): the
    # verbs' plain imperatives and that clause-final "not".
    report_plain: str = ""
    mention_plain: str = ""
    final_not: str = ""


SUPPRESS: tuple[Suppress, ...] = (
    Suppress(
        "de",
        "melde keine|melden sie keine|berichte keine|berichten sie keine|markiere keine|"
        "kennzeichne keine",
        "erwähne keine|erwähnen sie keine|nenne keine|nennen sie keine",
        "problem|fehler|befund|sicherheitslücke|schwachstelle|lücke|schlüssel|passwort|passwörter|"
        "token|geheimnis|zugangsdaten|bug",
        "dieser datei|diesem pr|diesem pull request|dieser änderung|diesem diff|diesem commit|"
        "diesem patch",
        "deiner bewertung|deinem review|deiner prüfung|deinen befunden|"
        "ihrer bewertung|ihrem review|ihrer prüfung",
        report_plain="melde|melden sie|berichte|markiere|kennzeichne",
        mention_plain="erwähne|erwähnen sie|nenne|nennen sie",
        final_not="nicht",
    ),
    Suppress(
        "fr",
        "ne signale aucun|ne signale aucune|ne signale pas|ne signalez aucun|ne signalez aucune|"
        "ne signalez pas|ne rapporte aucun|ne rapportez aucun|ne relève aucun|ne relevez aucun",
        "ne mentionne pas|ne mentionnez pas|ne mentionne aucun|ne mentionnez aucun|"
        "n'évoque pas|n'évoquez pas|ne cite pas|ne citez pas",
        "problème|faille|vulnérabilité|bogue|bug|clé|mot de passe|jeton|token|secret|identifiant",
        "ce fichier|cette pr|ce pr|cette pull request|cette modification|ce changement|ce diff|"
        "ce commit|ce correctif",
        "ta revue|votre revue|ton analyse|votre analyse|ton examen|"
        "votre examen|tes conclusions|vos conclusions",
    ),
    Suppress(
        "es",
        "no informes|no informe|no reportes|no reporte|no señales|no señale|no marques|"
        "no marque|no indiques|no indique",
        "no menciones|no mencione|no cites|no cite|no nombres",
        "problema|fallo|falla|vulnerabilidad|error|bug|clave|contraseña|token|secreto|credencial",
        "este archivo|este fichero|este pr|esta pull request|este cambio|este diff|este commit|"
        "este parche",
        "tu revisión|su revisión|tu análisis|su análisis|tus hallazgos|sus hallazgos",
    ),
    Suppress(
        "it",
        "non segnalare|non segnalate|non riportare|non riportate|non indicare|non evidenziare",
        "non menzionare|non menzionate|non citare|non nominare",
        "problem|vulnerabilità|difett|bug|error|chiave|password|token|segret|credenzial",
        "questo file|questa pr|questo pr|questa pull request|questa modifica|questo diff|"
        "questo commit|questa patch",
        "tua revisione|sua revisione|tua analisi|sua analisi|tuoi risultati",
    ),
    Suppress(
        "pt",
        "não reporte|não reportes|não relate|não relates|não aponte|não apontes|não sinalize|"
        "não sinalizes|não informe|não marque",
        "não mencione|não menciones|não cite|não cites",
        "problema|falha|vulnerabilidade|erro|bug|chave|senha|token|segredo|credencia",
        "este arquivo|este ficheiro|neste arquivo|neste ficheiro|este pr|neste pr|"
        "esta pull request|nesta pull request|esta alteração|nesta alteração|esta mudança|"
        "nesta mudança|este diff|neste diff|este commit|neste commit",
        "tua revisão|sua revisão|tua análise|sua análise",
    ),
    Suppress(
        "nl",
        "meld geen|rapporteer geen|markeer geen|signaleer geen",
        "noem geen|vermeld geen",
        "problem|kwetsbaarhe|fout|bug|sleutel|wachtwoord|token|geheim|inloggegevens",
        "dit bestand|deze pr|deze pull request|deze wijziging|deze diff|deze commit",
        "je review|jouw review|je beoordeling|jouw beoordeling|uw beoordeling",
        report_plain="meld|rapporteer|markeer|signaleer",
        mention_plain="noem|vermeld",
        final_not="niet",
    ),
    Suppress(
        "pl",
        "nie zgłaszaj|nie raportuj|nie oznaczaj|nie wskazuj|nie zgłaszajcie",
        "nie wspominaj|nie wymieniaj",
        "problem|podatnoś|błęd|błąd|bug|klucz|hasł|hasło|token|sekret|dane logowania",
        "tym pliku|ten plik|tym pr|ten pr|tej zmianie|tym diffie|tym commicie|tym pull requeście",
        "swojej recenzji|twojej recenzji|swoim przeglądzie|twoim przeglądzie|swojej ocenie",
    ),
    Suppress(
        "ru",
        "не сообщай|не сообщайте|не отмечай|не отмечайте|не указывай|не указывайте|не помечай|"
        "не помечайте",
        "не упоминай|не упоминайте|не называй|не называйте",
        "проблем|уязвимост|ошибк|баг|ключ|парол|токен|секрет|учётн|учетн",
        "этом файле|этот файл|этом pr|этом пулл-реквесте|этом пул-реквесте|этом изменении|"
        "этом диффе|этом коммите|этом патче",
        "своём отзыве|своем отзыве|твоём отзыве|твоем отзыве|своём обзоре|своем обзоре|"
        "своём ревью|своем ревью|своей проверке|твоей проверке",
    ),
    Suppress(
        "uk",
        "не повідомляй|не повідомляйте|не позначай|не позначайте|не вказуй|не вказуйте",
        "не згадуй|не згадуйте",
        "проблем|вразливост|помилк|баг|ключ|парол|токен|секрет",
        "цьому файлі|цей файл|цьому pr|цій зміні|цьому коміті",
        "своєму огляді|твоєму огляді|своєму рев'ю|своїй перевірці",
    ),
    Suppress(
        "tr",
        # (not "raporlama", "işaretleme", "belirtme": also the nouns "reporting", "marking")
        "bildirme|bildirmeyin|raporlamayın|işaretlemeyin|belirtmeyin",
        "bahsetme|bahsetmeyin|söz etme|söz etmeyin",
        "sorun|hata|açığ|açık|zafiyet|anahtar|parola|şifre|token|sır|kimlik bilgi",
        "bu dosya|bu pr|bu değişiklik|bu commit|bu yama|bu diff",
        "incelemende|incelemenizde|değerlendirmende|değerlendirmenizde",
    ),
    Suppress(
        "vi",
        "đừng báo cáo|không được báo cáo|đừng đánh dấu|đừng chỉ ra|đừng gắn cờ",
        "đừng đề cập|đừng nhắc đến|đừng nhắc tới|không được đề cập",
        "vấn đề|lỗi|lỗ hổng|khóa|mật khẩu|token|bí mật|thông tin đăng nhập",
        "tệp này|file này|tập tin này|pr này|thay đổi này|commit này|bản vá này",
        "đánh giá của bạn|bài review của bạn|kết quả review",
    ),
    Suppress(
        "id",
        "jangan laporkan|jangan melaporkan|jangan tandai|jangan menandai|jangan tunjukkan",
        "jangan sebutkan|jangan menyebutkan|jangan singgung",
        "masalah|kerentanan|bug|galat|kesalahan|kunci|kata sandi|token|rahasia|kredensial",
        "file ini|berkas ini|pr ini|perubahan ini|commit ini|patch ini|diff ini",
        "ulasanmu|ulasan anda|tinjauanmu|tinjauan anda",
    ),
    Suppress(
        "zh",
        "报告|報告|指出|标记|標記|反馈|反饋",
        "提及|提到|提起",
        "问题|問題|漏洞|缺陷|错误|錯誤|密钥|密鑰|密码|密碼|令牌|凭据|憑據|秘密",
        "此文件|这个文件|這個文件|本文件|该文件|此pr|这个pr|這個pr|此拉取请求|此更改|这次更改|"
        "此提交|这个提交",
        "你的审查|你的審查|你的评审|你的評審|审查中|審查中|评审中|評審中|审查结果",
        negators="不要|别|別|请勿|請勿|切勿|不用",
    ),
    Suppress(
        "ja",
        "報告しないで|報告するな|報告しないこと|指摘しないで|指摘するな|指摘しないこと",
        "言及しないで|言及するな|触れないで|触れるな",
        "問題|脆弱性|バグ|不具合|欠陥|キー|鍵|パスワード|トークン|秘密|認証情報",
        "このファイル|このpr|このプルリクエスト|この変更|このコミット|このパッチ|この差分",
        "レビュー|あなたの評価|指摘事項",
    ),
    Suppress(
        "ko",
        "보고하지 마|보고하지 말|지적하지 마|지적하지 말|표시하지 마|표시하지 말|신고하지 마",
        "언급하지 마|언급하지 말",
        "문제|취약점|버그|오류|결함|키|비밀번호|암호|토큰|비밀|자격 증명",
        "이 파일|이 pr|이 풀 리퀘스트|이 변경|이 커밋|이 패치",
        "리뷰|검토|평가",
    ),
    Suppress(
        "ar",
        "لا تبلغ|لا تبلغوا|لا ترفع|لا تضع علامة",
        "لا تذكر|لا تذكروا|لا تشر|لا تتطرق",
        "مشكل|مشاكل|ثغر|خطأ|أخطاء|مفتاح|كلمة المرور|كلمة السر|رمز|أسرار|بيانات الاعتماد",
        "هذا الملف|هذا الطلب|هذا التغيير|هذا التعديل|هذا الالتزام",
        "مراجعتك|تقييمك|نتائجك",
    ),
    Suppress(
        "hi",
        "रिपोर्ट मत करो|रिपोर्ट मत करें|रिपोर्ट न करें|रिपोर्ट न करो|रिपोर्ट मत कीजिए|"
        "इंगित मत करो|चिह्नित मत करो|फ़्लैग मत करो",
        "ज़िक्र मत करो|ज़िक्र न करें|उल्लेख मत करो|उल्लेख न करें|उल्लेख मत कीजिए",
        "समस्या|समस्याओं|खामी|खामियों|कमज़ोरी|बग|त्रुटि|कुंजी|पासवर्ड|टोकन|रहस्य|क्रेडेंशियल",
        "इस फ़ाइल|इस pr|इस पीआर|इस बदलाव|इस परिवर्तन|इस कमिट",
        "अपनी समीक्षा|तुम्हारी समीक्षा|आपकी समीक्षा|समीक्षा में",
    ),
    Suppress(
        "sv",
        "rapportera inga|rapportera inte|flagga inga|flagga inte|markera inga",
        "nämn inte|nämn inga|omnämn inte",
        "problem|sårbarhet|fel|bugg|nyckel|nycklar|lösenord|token|hemlighet|inloggningsuppgift",
        "den här filen|denna fil|den här pr|denna pr|den här ändringen|denna ändring",
        "din granskning|din recension|dina fynd",
    ),
)
