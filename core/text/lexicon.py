"""Word lists of the rule judge (memoryd.core.judge) that say *who* a fact is about and which
words name places: given names, Chinese surnames, Chinese city names, and the bilingual topic
words that let a Chinese text and an English one be compared. Pure data, general vocabulary
(no data-set specific words); the rules that use them live in memoryd.core.judge.
"""

# ruff: noqa: RUF001

from __future__ import annotations

__all__ = [
    "ATTRIBUTE_PARAPHRASES",
    "CODE_LANGUAGES",
    "COLORS",
    "COMPUTER_MODELS",
    "EN_GIVEN_NAMES",
    "EN_NOT_PERSON_BEFORE",
    "EN_PERSON_BEFORE",
    "EN_WEAK_PERSON_BEFORE",
    "FRAME_FILLERS",
    "KIN_KINDS",
    "PEOPLE",
    "PERIODS",
    "EN_PERSON_VERBS",
    "EN_PROFESSIONS",
    "PERSON_VALUED",
    "RELATIVE_VALUED",
    "SINGLE_VALUED_TOPICS",
    "TOPICS",
    "TOPIC_FAMILIES",
    "TRANSPORT_MODES",
    "TRANSPORT_MODES_EN",
    "ZH_CITIES",
    "ZH_COMPOUND_SURNAMES",
    "ZH_GIVEN_CHARS",
    "ZH_NAME_AFTER",
    "ZH_NAME_BEFORE",
    "ZH_NICKNAME_PREFIXES",
    "ZH_NOT_GIVEN",
    "ZH_NOT_NAMES",
    "ZH_NOT_NAME_AFTER",
    "ZH_PROFESSIONS",
    "ZH_SURNAMES",
]

# Common given names across cultures, lower case. A capitalised word on this list is a person
# wherever it stands (unless a place preposition comes before it: "moved to Austin"). Words that
# are more often something else are left out: months (May, June), seasons (Summer), virtues
# (Hope, Faith), common nouns and verbs (Will, Bill, Mark, Rose, Pepper), big cities (Paris,
# Sydney, Austin, Florence, Jordan).
EN_GIVEN_NAMES = frozenset(
    """
    aaron abby abdul abigail ada adam adele adrian adriana agnes ahmed aidan aiko aisha akira
    alan albert alberto alejandro alex alexa alexander alexandra alexis alfred ali alice alicia
    alina alison amal amanda amara amber amelia amina amir amit amy ana anders andre andrea
    andreas andrew andy angela angelo anika anita anja ann anna anne annie anton antonio anya
    arjun arthur ashley astrid aurora ava ayumi barbara beatriz becky ben benjamin bernard beth
    betty bianca blake bob bobby boris brad brandon brenda brian bridget brittany bruce bruno
    bryan caleb camila carl carla carlos carmen carol caroline carolyn casey catherine cathy
    cecilia charles charlie chen chiara chloe chris christian christina christine christopher
    claire clara claudia colin connor craig cristina cynthia daisy dan dana daniel daniela
    danny darius dave david dean debbie deborah denise dennis derek diana diane diego dimitri
    dmitri dominic donald donna dora doris dorothy douglas dylan ed eddie edith edward eileen
    elena eli elias elif elijah elisa eliza elizabeth ella ellen ellie emil emily emir emma
    enrique eric erica erik erin ernesto esther ethan eva evan eve fatima felipe felix fernando
    fiona francesca francesco francis frank freya frida gabriel gabriela gary gemma george
    gerald gina giovanni giulia gloria gordon grace greg gregory gustavo hana hannah hans harold
    harriet harry hassan heather hector heidi helen helena henry hiro hiroshi hugo ian ibrahim
    igor ines ingrid irene iris isaac isabel isabella ivan jack jackie jacob jake james jamie
    jan jane janet jason javier jean jeff jennifer jenny jeremy jerry jessica jill jim jimmy
    joan joanna joao joaquin joe joel johan johanna john johnny jon jonas jonathan jorge jose
    josef joseph josh joshua joy juan judith julia julian julie juliet julio justin kai karen
    karim karl kate katherine kathy katie kayla keith kelly ken kenji kenneth kevin khalid kim
    kofi kumar kurt kyle lara larry laura lauren leah lena leo leon leonardo leila leilani
    liam lily linda lisa liu lois lorenzo louis louise lucas lucia lucy luis luka luke luna
    lydia maja malik manuel marco marcus margaret maria mariana marie marina mario marisa marta
    martha martin mary mason matteo matthew maya megan mei mehmet melanie melissa mia michael
    michelle miguel mike mila miles min ming miriam mohamed mohammed monica morgan muhammad
    nadia nancy naomi natalia natalie natasha nathan neil nicholas nick nicola nicole nikhil
    nikolai nina noah nora oliver olivia olga omar oscar owen pablo pamela paola patrick paul
    paula pedro peter philip pierre pietro pooja priya rachel rafael rahul raj ravi raymond
    rebecca ren renee ricardo richard rita rob robert roberto robin rohan roman ronald rosa
    rosie ruby rui ruth ryan sakura sally salma sam samantha samir samuel sandra sanjay sara
    sarah sasha scott sean sebastian selena sergei sergio shannon sharon sheila simon sofia
    sophia sophie stefan stella stephanie stephen steve steven susan suzanne sven svetlana
    takeshi tanya tara ted teresa thomas tim timothy tina tobias todd tom tomas tommy tony
    tracy travis tyler umar valentina vanessa vera veronica victor victoria vikram vincent
    walter wang wanda wei wendy william xavier ximena yan yang yara yasmin yuki yusuf yuri zara
    zhang zoe
    """.split()
)

# A capitalised word right after one of these is a place or a thing, not a person ("moved to
# Lyon", "works at Acme", "the Hilton", "named Max"); after these it is a person ("dinner with
# Tom"); followed by one of EN_PERSON_VERBS (or any -s / -ed verb) it is
# probably the sentence's subject ("Carlos spends weekends ...", "Last Monday Farid ran ...").
EN_NOT_PERSON_BEFORE = frozenset(
    """in at to from near into onto for via of around across through visit visiting the a an
    named called call renamed""".split()
)
EN_PERSON_BEFORE = frozenset({"with"})
# ... and after these probably one (or a company: "employed by Globex"), as a weak name.
EN_WEAK_PERSON_BEFORE = frozenset({"by"})
EN_PERSON_VERBS = frozenset(
    """is was has had will would can could does did isn't wasn't doesn't didn't won't can't
    said says thinks knows wants likes loves hates prefers lives works speaks spends keeps
    moved ran runs flies flew went goes""".split()
)

# Attributes whose value is a person: in "my manager is David", David is the value, not the
# subject; so is a relative named after the attribute ("my emergency contact is my brother").
# (Concept ids of memoryd.core.judge._ATTRIBUTES.)
PERSON_VALUED = frozenset({"@boss", "@contact", "@name", "@doctor"})
RELATIVE_VALUED = PERSON_VALUED

# Common Chinese surnames (百家姓, the most frequent ~170), minus characters that are far more
# often a function word than a name (于 和 来 都 但 由 成 时 文 安 方 向 常 明 平 ...).
ZH_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵钱严覃武戴莫孔汤温康施牛樊葛邢齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿焦俞左柳甘祝包宁"
    "尚符舒阮柯纪梅童凌毕季裴霍涂苗谷盛曲翁冉骆蓝辛靳管柴鲍喻祁蒲滕屈饶艾尤穆卓吉缪简连麦褚"
    "娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂佟臧闵苟邬边卞姬仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩"
)
ZH_COMPOUND_SURNAMES = (
    "欧阳 司马 诸葛 上官 东方 皇甫 令狐 慕容 夏侯 尉迟 公孙 长孙 宇文 司徒 端木 西门 独孤"
).split()
# 小王, 老周, 阿杰: a prefix and a surname (小, 老, 大) or any name character (阿).
ZH_NICKNAME_PREFIXES = "小老大阿"

# Characters that never stand in a given name here: function words, numerals, units, time.
ZH_NOT_GIVEN = frozenset(
    "的了在是我你他她它们和与及或把被给对从到这那个些么也都就还又很太不没已正将要会能想去来说"
    "有吗呢吧啊着过得地让向跟同比为于以每各其之所而并且如若但却只才再更最一二两三四五六七八九"
    "十百千万年月日号点分周岁元块本次里上下前后中内外家人"
)
# Characters common in given names: a name has one of them ("马桶坏了", "石榴汁很好喝" are not
# names), and with nothing after it that says where it ends, it is surname + one of them
# ("高洁明天去...").
ZH_GIVEN_CHARS = frozenset(
    "伟芳娜敏静秀丽强磊军洋勇艳杰娟涛明超霞平刚英华玉兰红鹏飞斌宇浩凯健俊帆旭宁欣婷雪晴颖倩"
    "琳洁悦晨峰鑫亮辉波宏丹萍玲燕琴莉梅蕾薇佳嘉怡思梦雨彤瑶璐露晶妍慧智文博毅成康星阳光岩"
    "哲睿轩泽昊宸翔诚立新志国建民荣福贵祥春秋冬兵武德忠义仁信婉娇媛珊珍瑾瑜琦璇蓉菲芬芸"
    "莹萌蓓茜倩雯霏霖韵姗娅妮娴婕淑贤君杉松柏楠桐彬彦昕昱晖晓曦旻坤鸣鸿鹤龙虎豪雄威振海"
    "涵淼泉洪涌清源达迪逸遥远航顺乐磊硕峻崇岚嵩巍恒恺悦怀恩永长元兴隆盛昌旺运宝金银铭锋"
    "钧锦翠碧蓝青紫彩丰庆喜瑞祯祺禄寿爽"
)
# A name is followed by one of these (a verb, a preposition, a possessive) or by punctuation.
ZH_NAME_AFTER = frozenset(
    "在去飞说喜爱是会对有更要想跑来回住买和跟也都已刚正将还就每从到把被给让下上这那今昨周"
    "最经又不没很太开做当负批讨聊吃喝看打写用坐骑游搬换改叫请告带陪送养学教读参出结离退找推的"
)
# ... but not by a place suffix (武侯区, 高新路) ...
ZH_NOT_NAME_AFTER = frozenset("区县市路街省镇村州山湖江河桥站楼店馆院厅部组队司局厂场园")
# ... and, when nothing follows that says so, starts a clause: it comes after punctuation, a
# time word (上周二, 昨天, 下个月) or a preposition (和, 跟, 由, 给).
ZH_NAME_BEFORE = frozenset(
    "，。；：！？、,.;:!? 一二三四五六日天末月年号午晚早和跟与同给让由请陪找问被把替帮叫及"
)
# Words that start with a surname character but are not names.
ZH_NOT_NAMES = frozenset(
    """周一 周二 周三 周四 周五 周六 周日 周天 周末 周会 周报 周年 周边 周围 周期 周岁 周到 高兴
    高中 高铁 高速 高考 高温 高级 高度 高手 高峰 高楼 高血 马上 马路 马拉 黄色 黄金 黄昏 白色
    白天 白酒 白菜 金额 金鱼 金色 金融 石头 江边 叶子 毛衣 毛巾 牛奶 牛肉 牛排 田里 方便 安排
    关于 常常 程序 任何 任务 许多 余额 夏天 韩国 钟头 钟点 陆续 付款 付费 熊猫 陶艺 陶瓷 黎明
    贺卡 顾客 顾问 钱包 严重 温度 康复 施工 颜色 孙子 孙女 张开 王者 王国 陈列 杨梅 胡子 胡同
    罗马 谢谢 曾经 董事 范围 齐全 易于 乔迁 邢台 鲁菜 岳父 岳母 章程 宁可 宁愿 尚未 符合 舒服
    柯基 纪念 梅花 童年 凌晨 毕业 季度 苗条 谷歌 盛夏 曲奇 辛苦 管理 柴油 连续 麦当 宫保 费用
    冷饮 冷萃 席位 卫生 米饭 柏林 宗教 桂花 边上 沙拉 沙发 荣幸 郎中 仲夏 包括 包子 包装 包裹
    龙虾 蓝色 蓝莓 卜卦 吉他 简单 简历 冉冉 骆驼 朱红 雷雨 侯选 史上 汤圆 汤面 甘蔗 祝福 左边
    左右 柳树 艾草 尤其 穆斯 卓越 缪斯 党员 景点 戚风 岑寂 苏打 蒲公 潘多 魏晋 吕布 宋体 唐朝
    欧洲 欧元 章鱼 庄园 倪氏 段时 聂耳 申请 殷勤 翟氏 詹姆 耿直 焦虑 俞氏 祁连 滕王 屈臣 饶舌
    商场 商店 商量 商业 刁难 巫师 寇氏 桑拿 甄别 丛林 虞美 敖包 巩固 栾树 隋朝 仇人 姬氏 卞氏
    邬氏 闵行 苟且 臧否 佟氏 瞿塘 贾氏 廖氏 邹氏 孟买 秦朝 邱氏 尹氏 薛定 闫氏 覃氏 武汉 武术
    戴着 莫名 孔雀 樊篱 葛根 庞大 齐声 伍迪 颜值""".split()
)

# Chinese city names (municipalities, provincial capitals, large cities, a few world cities)
# with their English names: read as place values, comparable across languages ("我住在杭州" /
# "I live in Hangzhou": the same place; "我住在杭州" / "我住在上海": a value changed).
# Provinces and countries are left out: a city refines its province ("住在成都" / "住在四川").
ZH_CITIES = dict(
    pair.split(":")
    for pair in """北京:beijing 上海:shanghai 天津:tianjin 重庆:chongqing 广州:guangzhou
    深圳:shenzhen 杭州:hangzhou 南京:nanjing 苏州:suzhou 成都:chengdu 武汉:wuhan 西安:xi'an
    长沙:changsha 郑州:zhengzhou 济南:jinan 青岛:qingdao 大连:dalian 沈阳:shenyang 哈尔滨:harbin
    长春:changchun 石家庄:shijiazhuang 太原:taiyuan 呼和浩特:hohhot 合肥:hefei 福州:fuzhou
    厦门:xiamen 南昌:nanchang 南宁:nanning 昆明:kunming 贵阳:guiyang 拉萨:lhasa 兰州:lanzhou
    西宁:xining 银川:yinchuan 乌鲁木齐:urumqi 海口:haikou 三亚:sanya 宁波:ningbo 温州:wenzhou
    无锡:wuxi 常州:changzhou 佛山:foshan 东莞:dongguan 珠海:zhuhai 中山:zhongshan 惠州:huizhou
    汕头:shantou 泉州:quanzhou 烟台:yantai 潍坊:weifang 洛阳:luoyang 桂林:guilin 丽江:lijiang
    大理:dali 扬州:yangzhou 绍兴:shaoxing 嘉兴:jiaxing 金华:jinhua 台州:taizhou 徐州:xuzhou
    南通:nantong 香港:hong kong 澳门:macau 台北:taipei 东京:tokyo 大阪:osaka 京都:kyoto 首尔:seoul
    新加坡:singapore 曼谷:bangkok 纽约:new york 伦敦:london 巴黎:paris 柏林:berlin 悉尼:sydney
    多伦多:toronto 温哥华:vancouver 洛杉矶:los angeles 旧金山:san francisco 西雅图:seattle
    芝加哥:chicago 波士顿:boston 莫斯科:moscow 罗马:rome 米兰:milan 马德里:madrid
    巴塞罗那:barcelona 里斯本:lisbon 维也纳:vienna 慕尼黑:munich 阿姆斯特丹:amsterdam
    """.replace(":hong kong", ":hong_kong")
    .replace(":new york", ":new_york")
    .replace(":los angeles", ":los_angeles")
    .replace(":san francisco", ":san_francisco")
    .split()
)
ZH_CITIES = {zh: en.replace("_", " ") for zh, en in ZH_CITIES.items()}

# Who a fact is about (memoryd.core.judge, memoryd.core.text.attributes); synonyms share an id. Two
# texts that mention different people (or where only one mentions someone) are about different
# subjects: "my wife's birthday" vs "my son's birthday", "I live in Seattle" vs "my parents
# live in Denver".
# The kinship words are a closed class: the table holds the whole everyday class of both
# languages (not the words some data set used), so that "my aunt", "my partner", "我表哥" or
# "我姐" is another person than the user. One id per person a word singles out: 爷爷 and 外公
# are two grandfathers (father's and mother's side), "grandpa" either of them. A word in a
# clipped form ("我姐", like "我妈") is listed as it is written; the English in-laws are read
# by their words ("mother-in-law": mother), as before.
PEOPLE = {
    "wife": "妻子 老婆 太太 爱人 媳妇 wife",
    "husband": "丈夫 老公 先生 husband hubby",
    "partner": "伴侣 男朋友 女朋友 男友 女友 未婚夫 未婚妻 partner boyfriend girlfriend fiance "
    "fiancee fiancé fiancée",
    "son": "儿子 son stepson",
    "daughter": "女儿 闺女 daughter stepdaughter",
    "child": "孩子 小孩 kid kids child children",
    "parents": "父母 爸妈 parents",
    "mother": "妈妈 母亲 我妈 老妈 mom mother mum stepmother stepmom stepmum",
    "father": "爸爸 父亲 我爸 老爸 dad father stepfather stepdad",
    "sister": "姐姐 妹妹 姐妹 我姐 我妹 sister",
    "brother": "哥哥 弟弟 兄弟 我哥 我弟 brother",
    "sibling_in_law": "姐夫 妹夫 嫂子 弟媳",
    "parent_in_law": "公公 婆婆 岳父 岳母 丈人 丈母娘",
    "aunt": "姑姑 姑妈 姨妈 小姨 大姨 舅妈 婶婶 伯母 阿姨 aunt auntie aunty",
    "uncle": "叔叔 伯伯 伯父 大伯 舅舅 姑父 姨父 uncle",
    "cousin": "表哥 表姐 表弟 表妹 堂哥 堂姐 堂弟 堂妹 cousin",
    "nephew": "侄子 外甥 nephew",
    "niece": "侄女 外甥女 niece",
    "grandchild": "孙子 孙女 外孙 外孙女 grandson granddaughter grandchild grandchildren "
    "grandkid grandkids",
    "friend": "朋友 friend",
    "colleague": "同事 colleague coworker",
    "neighbor": "邻居 neighbor neighbour",
    "grandfather": "grandpa grandfather grandad granddad",
    "grandmother": "grandma grandmother granny",
    "paternal_grandfather": "爷爷 祖父",
    "paternal_grandmother": "奶奶 祖母",
    "maternal_grandfather": "外公 姥爷 外祖父",
    "maternal_grandmother": "外婆 姥姥 外祖母",
}
# A word for a kind of relative may name any one relative of that kind another text names
# by a closer word: "the kid" the son or the daughter, "grandpa" either grandfather, "my
# partner" the husband or the wife (memoryd.core.judge.people.different_people).
KIN_KINDS = {
    "child": frozenset({"son", "daughter"}),
    "grandfather": frozenset({"paternal_grandfather", "maternal_grandfather"}),
    "grandmother": frozenset({"paternal_grandmother", "maternal_grandmother"}),
    "partner": frozenset({"husband", "wife"}),
}

# Everyday things by a concept id shared by both languages. Only pairs in different languages
# use them: a Chinese and an English text that share one of these (or an attribute of
# memoryd.core.judge._ATTRIBUTES) talk about the same thing.
TOPICS = {
    "spicy": "辣 spicy",
    "coffee": "咖啡 coffee latte espresso americano",
    "tea": "茶 tea",
    "meat": "肉 荤 meat",
    "fish": "鱼 海鲜 fish seafood shellfish",
    "vegetarian": "素 vegetarian vegan",
    "diet": "饮食 低碳 diet diets pescatarian keto paleo carb gluten",
    "alcohol": "酒 alcohol beer wine drink drinking",
    "smoking": "烟 smoke smoking cigarette cigarettes",
    "sugar": "糖 甜 sugar sweet sweets dessert",
    "cat": "猫 cat cats",
    "dog": "狗 dog dogs puppy",
    "running": "跑步 跑 run running jog jogging",
    "gym": "健身 锻炼 gym gyms workout fitness crossfit",
    "swimming": "游泳 swim swimming",
    "allergy": "过敏 allergic allergy",
    "flight": "航班 飞往 飞机 flight flights fly flies flying",
    "train": "火车 高铁 train",
    "dentist": "牙医 看牙 牙科 dentist dental",
    "hospital": "医院 hospital",
    "medicine": "药 medicine medication pill pills",
    "bedtime": "睡觉 睡 bedtime bed sleep",
    "breakfast": "早饭 早餐 breakfast",
    "lunch": "午饭 午餐 lunch",
    "dinner": "晚饭 晚餐 dinner",
    "laptop": "电脑 笔记本 laptop laptops computer notebook",
    "password": "密码 password",
    "wifi": "无线 wifi wi-fi",
    "vacation": "旅行 旅游 度假 暑假 vacation holiday trip",
    "wedding": "结婚 婚礼 wedding married",
    "book": "书 book books",
    "piano": "钢琴 piano",
    "guitar": "吉他 guitar",
    "language": "语言 外语 language languages",
    "english": "英语 英文 english",
    "chinese": "中文 汉语 chinese mandarin",
}

# Topics that are one attribute of the user seen from several sides: what one eats ("I'm
# vegetarian" / "I started eating fish again", "我吃素" / "我开始吃肉了"). A change cue on one of
# them changes the family's single value. (Topic ids of TOPICS.)
TOPIC_FAMILIES = {"meat": "diet", "fish": "diet", "vegetarian": "diet", "diet": "diet"}

# Programming languages, lower case: a name on this list is a value of its own kind ("code"), so
# "I code in Python" and "I work at Vandelay Imports" do not give two values of one attribute.
CODE_LANGUAGES = frozenset(
    """python java javascript typescript go golang rust kotlin swift ruby php scala haskell
    elixir erlang clojure perl matlab julia dart lua sql c c++ c# objective-c f# ocaml fortran
    cobol groovy r zig nim crystal solidity bash powershell""".split()
)

# Professions: what one works as, a value of its own kind ("job"), read only where the text
# says so ("I'm a nurse", "I work as an architect", "我是一名老师", "我的职业是数据工程师",
# "现在做老师"); "my doctor says ..." is not one's job. The last word of a title is enough
# ("data engineer" -> engineer). Words that name an attribute (manager, editor) are left out.
EN_PROFESSIONS = frozenset(
    """nurse teacher engineer developer programmer designer architect accountant lawyer attorney
    pharmacist doctor physician dentist surgeon chef cook driver writer journalist consultant
    analyst scientist researcher professor lecturer librarian electrician plumber carpenter
    mechanic firefighter officer pilot photographer artist musician translator therapist
    psychologist veterinarian vet salesperson cashier waiter waitress barista nanny farmer banker
    economist entrepreneur paramedic dietitian nutritionist radiologist midwife tutor
    accountant auditor clerk secretary receptionist
    """.split()
)
ZH_PROFESSIONS = (
    "老师 教师 护士 医生 工程师 程序员 设计师 建筑师 会计 律师 药剂师 厨师 司机 记者 顾问 分析师 "
    "科学家 研究员 教授 讲师 电工 木匠 消防员 警察 飞行员 摄影师 艺术家 翻译 咨询师 兽医 销售 "
    "收银员 服务员 咖啡师 保姆 农民 经济学家 会计师 审计师 秘书 前台 产品经理 运营"
).split()

# Attributes said in other words, for the rule that reads a plain restatement of one attribute
# with another value ("We set aside $75,000 for the kitchen" / "Our kitchen budget is $80,000").
# Concept ids are those of memoryd.core.judge._ATTRIBUTES and of TOPICS (or new ones, such as
# "renovation"); a text holds a concept when it has one of its forms: a CJK substring, or an
# English word or phrase (matched on word stems, so "sets aside" is "set aside"). Words inside
# names count ("Hillcrest Academy" is a school). Forms are what a person says for the attribute
# itself, never a value of it.
ATTRIBUTE_PARAPHRASES = {
    "budget": "预算 预留 留出 | budget, set aside, put aside, earmark, earmarked, allocate",
    "renovation": "装修 翻修 翻新 改造 | renovation, renovate, remodel, remodeling, redo, makeover",
    "meeting": "会议 例会 开会 | meeting, sync, catch-up, get-together",
    "appointment": "预约 复诊 约了 约在 | appointment, booked, check-up, checkup",
    "school": "学校 小学 中学 初中 高中 上学 就读 | school, academy, pupil, student, enrolled",
    "contact": (
        "紧急联系人 紧急情况下联系 紧急情况联系 紧急时联系 | emergency contact, "
        "in an emergency call, in case of emergency call, in an emergency contact"
    ),
    "favorite": "最喜欢 最爱 特别喜欢 尤其喜欢 | favorite, favourite, like best, love best, "
    "like most, love most, especially like, especially love",
    "gym": "健身房 健身日 健身卡 | gym day, work out, working out, workout, exercise, member at, "
    "membership, gym membership",
    "savings": "储蓄账户 储蓄 存款 存钱 攒钱 存 攒 | savings, save, saving, savings account, "
    "savings transfer, put away",
    "parking": "停车位 车位 车库 停车场 停车 停 | parking spot, parking space, parking bay, "
    "park in space, park in spot, park, parking garage, parking lot, garage, car park",
    "laptop": "工作电脑 笔记本电脑 电脑 | laptop, work laptop, computer, work computer, "
    "work machine",
    "wifi": "无线网络 无线网 | wifi, wi-fi, wireless",
    "password": "密码 口令 | password, passcode",
    "bedtime": "睡觉 上床 入睡 | bedtime, go to bed, go to sleep, lights out, turn in, fall asleep",
}

# Topics that hold one value per thing: one password for the Wi-Fi, one usual bedtime. (Topic
# ids of TOPICS.)
SINGLE_VALUED_TOPICS = frozenset({"password", "bedtime", "gym", "laptop"})

# Computer product lines (not the makers: "Huawei", "Dell" are also employers): a name with one
# of these words is a computer ("At the office I use a ThinkPad T14", "我用的是小米RedmiBook").
COMPUTER_MODELS = frozenset(
    """macbook imac thinkpad ideapad thinkbook xps latitude inspiron alienware elitebook
    probook zbook spectre surface matebook magicbook redmibook chromebook zenbook vivobook
    laptop notebook""".split()
)

# Ways to get somewhere (to work, to school), by a mode id shared by both languages: values of
# their own kind ("transport"), read only where the text says where one goes ("I cycle to work",
# "I get to the office on foot", "我每天坐地铁上班", "我平时骑车去公司").
TRANSPORT_MODES = {
    "bus": "公交车 公交 巴士 bus",
    "subway": "地铁 subway metro underground tube",
    "train": "火车 城铁 轻轨 train",
    "tram": "有轨电车 tram streetcar trolley",
    "car": "开车 自驾 car drive drives driving",
    "bike": "自行车 单车 骑车 bike bicycle cycle cycles cycling",
    "ebike": "电动车 电瓶车 摩托车 e-bike ebike scooter motorbike motorcycle moped",
    "foot": "走路 步行 走着 foot walk walks walking",
    "taxi": "打车 出租车 网约车 taxi cab uber",
    "ferry": "轮渡 ferry",
    "shuttle": "班车 通勤车 shuttle carpool",
}
TRANSPORT_MODES_EN = frozenset(
    w for words in TRANSPORT_MODES.values() for w in words.split() if w.isascii()
)

# How often a recurring thing happens: a weekly meeting is not a monthly one. (Weekdays already
# say weekly: "on Mondays".)
PERIODS = {
    "daily": "每天 每日 天天 | daily, every day, each day, every morning, every evening",
    "weekly": "每周 每星期 每个星期 每礼拜 | weekly, every week, each week, once a week",
    "monthly": "每月 每个月 | monthly, every month, each month, once a month",
    "yearly": "每年 | yearly, annually, annual, every year, each year, once a year",
}

# Verbs that only carry the frame of a statement: "The team sync happens every week" says what
# "Our weekly team meeting is ..." does; "My daughter goes to Hillcrest Academy"; and words that
# only hedge a value or say it is recent ("around 10pm", "lately", "十一点左右").
FRAME_FILLERS = """happen happens happening take takes place held hold holds occur occurs
    scheduled set goes go going attend attends attending put puts 举行 进行 安排 定在 转入 转
    around about approximately roughly lately recently 左右 大概 大约""".split()

# Colour words as values (a favourite colour), comparable across languages; Chinese ones with
# 色, so "红茶" / "白天" are not colours.
COLORS = {
    "red": "红色 red",
    "orange": "橙色 橘色 orange",
    "yellow": "黄色 yellow",
    "green": "绿色 green",
    "blue": "蓝色 blue",
    "purple": "紫色 purple violet",
    "pink": "粉色 粉红色 pink",
    "black": "黑色 black",
    "white": "白色 white",
    "grey": "灰色 grey gray",
    "brown": "棕色 咖啡色 brown",
    "teal": "青色 teal cyan",
}
