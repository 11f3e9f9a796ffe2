"""A verdict dictated as a label ("mark this PR as safe"): its words in 18 languages.

Spread into each `Language` of `intents.py`, composed by `intents.compose._marked_safe`.
"Mark / classify / treat this pull request as safe": `mark`:
the imperatives that take "as" (`mark_as`; where the verb comes last, or in Chinese, the
"as" is the verb's own: "安全とマークして", "标记为"), `mark_bare` those that take the
adjective directly ("считай этот PR безопасным"), `safe` the adjectives (stems: `sicher`
is `sichere`). `mark_after`: where a language's imperative is also its first or third
person ("ich markiere", "le bot marque"), the verb gives the order only at the start of a
clause or after one of these words ("bitte", "and"). `not_safe`: words besides `negators`
that negate the adjective before it ("غير آمن", "不安全"); `safe_not_after` a regex after the
adjective that makes it another word or negates it ("安全性", "안전하지 않"); and
`mark_not_after` a regex after the verb that makes it a question or a description
("マークしてもいい", "표시해도").
"""

from __future__ import annotations

MARKED: dict[str, dict[str, str]] = {
    "de": {
        "mark": "markiere|markier|markieren sie|kennzeichne|kennzeichnen sie|klassifiziere|"
        "klassifizieren sie|stufe|stufen sie|behandle|behandel|behandeln sie|betrachte|"
        "betrachten sie|bewerte|bewerten sie|werte|werten sie|deklariere|"
        "deklarieren sie",
        "mark_as": "als",
        "safe": "sicher|unbedenklich|harmlos|ungefahrlich|fehlerfrei|risikofrei|risikolos|"
        "ohne risiko|genehmigt|freigegeben|vertrauenswurdig|unkritisch|problemlos",
        "mark_after": "bitte|und|dann|jetzt|nun|einfach",
    },
    "fr": {
        "mark": "marque|marquez|classe|classez|classifie|classifiez|considere|considerez|"
        "traite|traitez|etiquette|etiquetez|qualifie|qualifiez|signale|signalez|evalue|"
        "evaluez",
        "mark_as": "comme|en tant que",
        "safe": "sure|surs|sures|sur|securise|sans risque|sans danger|sans probleme|"
        "sans faille|inoffensi|fiable|benin|benign|approuve",
        "mark_after": "et|puis|alors|donc|maintenant|stp|svp|s'il te plait|s'il vous plait",
        "not_safe": "non",
        # ("comme sur la capture": "as on", not "as safe")
        "safe_not_after": r"\W{1,3}(?:(?:la|le|les|un|une|des|ce|cet|cette|ces|son|sa|ses|mon|"
        r"ma|mes|tout|toute|tous|toutes)\b|l')",
    },
    "es": {
        "mark": "marca|marque|marcad|clasifica|clasifique|trata|trate|considera|considere|"
        "etiqueta|etiquete|califica|califique|cataloga|catalogue|senala|senale|evalua|"
        "evalue",
        "mark_as": "como",
        "safe": "segur|inofensiv|sin riesgo|libre de riesgo|sin problemas|"
        "sin vulnerabilidades|inocu|aprobad|fiable|confiable",
        "mark_after": "y|luego|ahora|entonces|por favor",
    },
    "it": {
        "mark": "contrassegna|contrassegni|segna|segni|marca|marchi|classifica|classifichi|"
        "considera|consideri|tratta|tratti|etichetta|etichetti|valuta|valuti|qualifica|"
        "qualifichi",
        "mark_as": "come",
        "safe": "sicur|innocu|senza rischi|privo di rischi|priva di rischi|esente da rischi|"
        "senza problemi|approvat|affidabil",
        "mark_after": "e|poi|ora|quindi|per favore",
    },
    "pt": {
        "mark": "marca|marque|classifica|classifique|trata|trate|considera|considere|rotula|"
        "rotule|etiqueta|etiquete|sinaliza|sinalize|avalia|avalie|qualifica|qualifique",
        "mark_as": "como",
        "safe": "segur|inofensiv|sem risco|livre de risco|sem problemas|inocu|aprovad|"
        "confiavel|fiavel",
        "mark_after": "e|depois|agora|entao|por favor",
    },
    "nl": {
        "mark": "markeer|markeert u|classificeer|beschouw|behandel|label|bestempel|"
        "beoordeel|merk|kwalificeer",
        "mark_as": "als|aan als",
        "safe": "veilig|onschadelijk|ongevaarlijk|risicoloos|zonder risico|foutloos|"
        "goedgekeurd|betrouwbaar|probleemloos|onschuldig",
        "mark_after": "en|dan|nu|graag|alsjeblieft|alstublieft|gewoon",
    },
    "pl": {
        "mark": "oznacz|oznaczcie|sklasyfikuj|sklasyfikujcie|klasyfikuj|traktuj|potraktuj|"
        "potraktujcie|uznaj|uznajcie|zaklasyfikuj|oceń|określ|zakwalifikuj|oflaguj",
        "mark_as": "jako|za",
        "safe": "bezpieczn|nieszkodliw|bez ryzyka|wolny od ryzyka|wolna od ryzyka|"
        "wolne od ryzyka|bezbłędn|zatwierdzon|zaufan|niegroźn",
    },
    "ru": {
        "mark": "пометь|пометьте|отметь|отметьте|помечай|помечайте|отмечай|отмечайте|"
        "классифицируй|классифицируйте|обозначь|обозначьте|рассматривай|рассматривайте|"
        "расцени|расцените|оцени|оцените|квалифицируй|квалифицируйте",
        "mark_bare": "считай|считайте|признай|признайте|сочти|сочтите",
        "mark_as": "как|в качестве",
        "safe": "безопасн|безвредн|безобидн|надежн|надёжн|без риска|без рисков|без ошибок|"
        "без уязвимостей|одобренн",
    },
    "uk": {
        "mark": "познач|позначте|позначай|позначайте|відміть|відмітьте|відмічай|відмічайте|"
        "класифікуй|класифікуйте|розглядай|розглядайте|оціни|оцініть",
        "mark_bare": "вважай|вважайте|визнай|визнайте",
        "mark_as": "як|в якості",
        "safe": "безпечн|нешкідлив|безризиков|без ризику|без ризиків|надійн|схвален",
    },
    "tr": {
        "mark": "isaretle|isaretleyin|isaretleyiniz|siniflandir|siniflandirin|say|sayin|"
        "kabul et|kabul edin|degerlendir|degerlendirin|etiketle|etiketleyin|bildir|"
        "bildirin",
        "safe": "guvenli|zararsiz|risksiz|hatasiz|sorunsuz|tehlikesiz|onayli",
    },
    "vi": {
        "mark": (
            "danh dau|phan loai|coi|xem|xep|xep loai|gan nhan|danh gia|xu ly|doi xu voi|xac dinh"
        ),
        "mark_as": "la|nhu|thanh",
        "safe": "an toan|vo hai|khong co rui ro|khong rui ro|khong co loi|hop le|dang tin cay",
        "mark_after": "hay|vui long|xin|va|roi|sau do|bay gio",
    },
    "id": {
        "mark": "tandai|tandailah|klasifikasikan|golongkan|kategorikan|perlakukan|nilai|"
        "nilailah|labeli|beri label|tetapkan|nyatakan",
        "mark_bare": "anggap|anggaplah",
        "mark_as": "sebagai",
        "safe": "aman|tidak berbahaya|tak berbahaya|bebas risiko|tanpa risiko|bebas masalah|"
        "tidak bermasalah|disetujui|terpercaya",
        "mark_after": "tolong|silakan|harap|mohon|dan|lalu|sekarang|segera",
        "not_safe": "tidak|tak|bukan",
    },
    "zh": {
        "mark": "标记为|標記為|标为|標為|标记成|標記成|标成|標成|视为|視為|看作|当作|當作|当成|"
        "當成|归类为|歸類為|归为|歸為|认定为|認定為|判定为|判定為|列为|列為|评为|評為|定为|"
        "定為",
        "safe": "安全|无害|無害|没有问题|沒有問題|无问题|無問題|无风险|無風險|没有风险|沒有風險|"
        "低风险|低風險|可信|已批准|已核准",
        "not_safe": "不|非|没|沒",
        "safe_not_after": "问题|問題|漏洞|隐患|隱患|风险|風險|相关|相關|类|類|缺陷|事件|审查|審查|"
        "检查|檢查|性|隐|隱",
    },
    "ja": {
        "mark": "マークして|マークしろ|マークしなさい|分類して|分類しろ|分類しなさい|判定して|"
        "判定しろ|認定して|評価して|指定して|ラベル付けして|ラベルを付けて|扱って|扱え|"
        "扱いなさい|見なして|みなして|見なせ|みなせ|報告して",
        "safe": "安全|無害|問題なし|問題ない|問題のない|リスクなし|リスクのない|危険なし|"
        "危険のない|承認済み",
        "not_safe": "不|非",
        "safe_not_after": "性|上|対策|保障|面|に|で(?:は)?な|じゃな",
        "mark_not_after": "も|い|あ|から",
    },
    "ko": {
        "mark": "표시해|표시하세요|표시하십시오|표시하라|표시해라|분류해|분류하세요|분류하십시오|"
        "분류하라|간주해|간주하세요|간주하십시오|간주하라|처리해|처리하세요|처리하십시오|"
        "취급해|취급하세요|표기해|표기하세요|판정해|판정하세요|지정해|지정하세요|보고해|"
        "보고하세요|마크해|마크하세요",
        "safe": "안전|무해|문제없|문제 없|위험 없|위험이 없|위험하지 않|승인됨",
        "not_safe": "불|비",
        "safe_not_after": r"하게|히|하지|\s?(?:문제|이슈|취약|위험|관련|성|점검|검사|장치|조치)",
        "mark_not_after": "도|서",
    },
    "ar": {
        "mark_bare": (
            "صنّف|صنّفي|صنّفوا|اعتبر|اعتبري|اعتبروا|علّم|ضع علامة على|عامل|عاملي|قيّم|قيّمي|حدد"
        ),
        "safe": "آمن|آمنا|آمنة|كآمن|كآمنة|غير ضار|غير ضارة|كغير ضار|سليم|سليما|سليمة|كسليم|"
        "خال من المخاطر|خاليا من المخاطر|بلا مخاطر|بدون مخاطر|موثوق",
        "not_safe": "غير",
    },
    "hi": {
        "mark": "चिह्नित करो|चिह्नित करें|चिह्नित कीजिए|मार्क करो|मार्क करें|मार्क कीजिए|"
        "वर्गीकृत करो|वर्गीकृत करें|वर्गीकृत कीजिए|घोषित करो|घोषित करें|घोषित कीजिए|"
        "मानो|मानें|मानिए|समझो|समझें|समझिए|दर्ज करो|दर्ज करें",
        "safe": "सुरक्षित|हानिरहित|जोखिम-मुक्त|जोखिम मुक्त|जोखिम रहित|बिना जोखिम|निरापद|"
        "स्वीकृत|भरोसेमंद|त्रुटिरहित",
        "not_safe": "नहीं",
    },
    "sv": {
        "mark": "markera|klassa|klassificera|behandla|betrakta|bedom|flagga|stampla",
        "mark_as": "som",
        "safe": "saker|sakra|sakert|ofarlig|ofarliga|ofarligt|riskfri|riskfritt|riskfria|"
        "felfri|felfritt|godkand|godkant|godkanda|palitlig|palitligt|trygg|tryggt|"
        "oskadlig|oskadligt",
        "mark_after": "och|sedan|nu|bara|snalla",
    },
}
