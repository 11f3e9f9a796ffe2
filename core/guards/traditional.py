"""Traditional Chinese characters and the Simplified forms the guard's words use."""

# Written by tools/traditional_table.py; do not edit. From OpenCC's TSCharacters.txt
# in opencc-python-reimplemented==0.1.7 (Apache-2.0, sha256 41b3b92943c7bed2...), only the
# characters the guard's sources use.

# sha256 of the ideographs of the guard's sources the table was written for
READS = "aeae53ab4552c62bb13449cb56e8e8e3df030ec91dba6dc4808b9ebb08562c13"

# TRADITIONAL[i] folds to SIMPLIFIED[i]
TRADITIONAL = (
    "並併來係俬個們倫傳僅價內兩別刪則剛創動務卽厤參員唸問嗎噁噹嚴團執報夠實審寫將對導"
    "帶廢彆彔後從復惡憑應戲戶拋捨掃擊據敎數斷時曆會査條棄標樣機檢欄歷歸決沒洩測準濾為"
    "無爲獄現環當發眞碼祕種箇糰約終結絕給統絶經緩緻繞繫纔聲聽脩脫腦腳與萬蔘處號衕裏裝"
    "裡製複覈規視觸記設許訴註証評詞試話該認語誤說説請論講證護讀變責賦輸轉迴這過違遞遠"
    "適選還邊鈅銷錄錯録錶鑰閉開閤閱閲闇關隊際險隱隻雙離韆項須頭題類顯風饋馬驗髮鬚麪麫"
    "麵麼麽齣"
)
SIMPLIFIED = (
    "并并来系私个们伦传仅价内两别删则刚创动务即历参员念问吗恶当严团执报够实审写将对导"
    "带废别录后从复恶凭应戏户抛舍扫击据教数断时历会查条弃标样机检栏历归决没泄测准滤为"
    "无为狱现环当发真码秘种个团约终结绝给统绝经缓致绕系才声听修脱脑脚与万参处号同里装"
    "里制复核规视触记设许诉注证评词试话该认语误说说请论讲证护读变责赋输转回这过违递远"
    "适选还边钥销录错录表钥闭开合阅阅暗关队际险隐只双离千项须头题类显风馈马验发须面面"
    "面么么出"
)
