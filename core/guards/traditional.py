"""Traditional Chinese characters and the Simplified forms the guard's words use."""

# Written by tools/traditional_table.py; do not edit. From OpenCC's TSCharacters.txt
# in opencc-python-reimplemented==0.1.7 (Apache-2.0, sha256 41b3b92943c7bed2...), only the
# characters the guard's sources use.

# sha256 of the ideographs of the guard's sources the table was written for
READS = "d23664162f0ee6394add06bc6650eee9ebd0de9627e7f8d2f3a4f5ca7574dd62"

# TRADITIONAL[i] folds to SIMPLIFIED[i]
TRADITIONAL = (
    "並併來係俬個們倫傳僅價內兩別刪則剛創動務卽厤參員唸問嗎噁噹嚴團執報夠媽實審寫將對"
    "導帶廢彆彔後從復惡慾憑應戲戶拋捨掃換擊據敎數斷時曆會査條棄標樣機檢欄歷歸決沒洩測"
    "準濾為無爲爺獄現環當發眞碼祕種箇糰約納終結絕給統絶經編緩緻總繞繫纔聲聽脩脫腦腳與"
    "萬蔘處號衕裏裝裡製複覈規視親觸記設許訴註証評詞試話該認語誤說説請論諸講證譯護讀變"
    "責賦輸轉迴這過違遞遠適選還邊釋鈅銷錄錯録錶鑰閉開閤閱閲闇關隊際險隱隻雙離韆頁項須"
    "頭題類顯風饋馬驗髮鬚麪麫麵麼麽齣"
)
SIMPLIFIED = (
    "并并来系私个们伦传仅价内两别删则刚创动务即历参员念问吗恶当严团执报够妈实审写将对"
    "导带废别录后从复恶欲凭应戏户抛舍扫换击据教数断时历会查条弃标样机检栏历归决没泄测"
    "准滤为无为爷狱现环当发真码秘种个团约纳终结绝给统绝经编缓致总绕系才声听修脱脑脚与"
    "万参处号同里装里制复核规视亲触记设许诉注证评词试话该认语误说说请论诸讲证译护读变"
    "责赋输转回这过违递远适选还边释钥销录错录表钥闭开合阅阅暗关队际险隐只双离千页项须"
    "头题类显风馈马验发须面面面么么出"
)
