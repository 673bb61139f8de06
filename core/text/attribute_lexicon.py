"""The ways people name an attribute of someone, in statements and in questions, Chinese and
English: the lexicon of memoryd.core.text.attributes.

Each attribute holds one value at a time for its owner (one employer, one home address, one
usual coffee order). Its forms are what people say for the attribute itself, in a statement or
a question ("I'm employed by", "Who do I work for?", "东家"), never one of its values. English
forms are regular expressions matched on lower-case text at word boundaries; Chinese forms are
regular expressions matched anywhere.

Attributes that often come with "favourite" ("my favourite cuisine", "我最爱的颜色") are read
as "favorite/<attribute>" when the text also says favourite (FAVORITE_FORMS), so that "What kind
of food do I like most?" finds "My favourite cuisine is Ethiopian" and not "Spicy food is fine".
"""

from __future__ import annotations

from memoryd.core.text.lexicon import EN_PROFESSIONS, ZH_PROFESSIONS

# ruff: noqa: RUF001

# The first characters of Chinese words for relatives: "联系我丈夫" is whom to call, not the
# user's number.
_ZH_RELATIVE = "[哥姐弟妹爸妈丈妻老太先爱儿女朋同父母]"

# What one works as ("I'm a nurse", "我是一名老师"): the judge's list of professions.
_EN_JOBS = "|".join(sorted(EN_PROFESSIONS))
_ZH_JOBS = "|".join(sorted(ZH_PROFESSIONS, key=len, reverse=True))

# attribute id -> (English forms, Chinese forms)
ATTRIBUTES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "employer": (
        (
            r"work(?:s|ed|ing)? (?:for|at)",
            r"employ(?:er|ed)",
            r"(?:which|what) (?:company|firm)",
            r"my (?:company|firm)",
            r"job at",
            r"where (?:do|did) (?:i|you) work",
            r"where i work",
            r"left my job",
            r"new job",
            r"got hired",
        ),
        (
            r"公司",
            r"东家",
            r"单位",
            r"就职",
            r"任职",
            r"入职",
            r"离职",
            r"跳槽",
            r"在\S{0,8}?上班",
            r"在哪(?:儿|里)?(?:上班|工作)",
            r"哪(?:儿|里)(?:上班|工作)",
        ),
    ),
    "profession": (
        (
            r"for a living",
            r"profession",
            r"occupation",
            r"career",
            r"line of work",
            r"work(?:s|ed|ing)? as",
            r"job title",
            r"what(?: is|'s) my (?:job|work)",
            r"what do i do\b(?! on| at| in| when| if| with| for)",
            r"what kind of work",
            r"by trade",
            r"retrain(?:ed|ing)? as",
            rf"(?:i'm|i am|as) an? (?:\w+ )?(?:{_EN_JOBS})\b",
        ),
        (
            r"职业",
            r"转行",
            r"做什么工作",
            r"干什么工作",
            r"什么工作",
            r"做哪行",
            r"干哪行",
            r"哪一行",
            r"干什么的",
            r"做什么的",
            r"从事",
            rf"(?:是|做|当)(?:一名|一个|个|名)?\S{{0,4}}?(?:{_ZH_JOBS})",
        ),
    ),
    "boss": (
        (
            r"manager",
            r"boss",
            r"supervisor",
            r"team lead",
            r"report(?:s|ed|ing)? (?:directly )?to",
            r"who manages me",
        ),
        (r"领导", r"老板", r"上司", r"主管", r"(?<!产品)经理", r"汇报"),
    ),
    "residence": (
        (
            r"live[sd]?\b(?! with)",
            r"living in",
            r"where (?:do|am) i (?:live|living|based|staying)",
            r"based in",
            r"(?<!mail )(?<!ip )(?<!web )address(?:es)?\b",
            r"moved to",
            r"relocat(?:e|ed|ing) to",
            r"(?:send|ship|deliver)(?:ed)? (?:my |the )?(?:packages?|parcels?|mail|orders?|"
            r"deliveries)",
            r"where (?:should|do) (?:you|they|i) (?:send|ship|deliver)",
            r"(?:which|what) city",
        ),
        (
            r"住在",
            r"住哪",
            r"住址",
            r"(?<!邮箱)(?<!邮件)(?<!网页)(?<!网站)(?<!IP)(?<!ip)地址",
            r"家在",
            r"定居",
            r"搬到",
            r"搬去",
            r"搬家",
            r"寄到",
            r"收货",
            r"快递",
            r"哪个城市",
            r"哪座城市",
            r"在\S{1,6}?生活",
            r"在哪(?:儿|里)?生活",
        ),
    ),
    "phone": (
        (
            r"phone number",
            r"(?:cell|mobile)(?: number| phone)?",
            r"my number",
            r"(?:reach|call|text|ring) me (?:at|on)",
            r"number (?:to|should) (?:call|text)",
        ),
        (
            r"电话",
            r"手机号",
            r"号码",
            r"打我",
            r"联系我(?!的)(?!" + _ZH_RELATIVE + ")",
        ),
    ),
    "email": ((r"e-?mail", r"inbox"), (r"邮箱", r"邮件", r"电邮")),
    "contact": (
        (
            r"emergenc(?:y|ies)",
            r"(?:something|anything) happens to me",
            r"next of kin",
            r"in case (?:of )?(?:an )?accident",
        ),
        (r"紧急", r"出事", r"出了事", r"出意外", r"有意外"),
    ),
    "birthday": ((r"birthday", r"born", r"date of birth"), (r"生日", r"出生")),
    "age": ((r"how old", r"\bage\b", r"years old"), (r"年龄", r"几岁", r"多大了", r"\d岁")),
    "name": (
        (
            r"call(?:s|ed)? me\b(?! at| on)",
            r"go(?:es)? by\b",
            r"nickname",
            r"(?:my|his|her|its|their|the) name",
            r"'s name",
            r"what should (?:you|i|we) call",
            r"is called",
            r"what(?:'s| is| are)(?: \w+){1,3} called",
            r"named\b",
            r"renamed",
        ),
        (r"叫我", r"称呼", r"名字", r"改名", r"(?:狗|猫|宠物)叫", r"叫什么"),
    ),
    "car": (
        (r"\bcar\b", r"drive[s]?\b", r"driving", r"vehicle"),
        (
            r"(?<![公交火列电动单自行卡货])车",
            r"开的是",
            r"开什么",
            r"驾驶",
            r"(?:买|换)了(?:一)?(?:辆|台)",
        ),
    ),
    "school": (
        (
            r"school",
            r"academy",
            r"elementary",
            r"kindergarten",
            r"pupil",
            r"enrolled",
            r"transferred to",
        ),
        (r"学校", r"上学", r"读书", r"就读", r"小学", r"中学", r"幼儿园", r"转学", r"读的是"),
    ),
    "wake": (
        (r"wak(?:e|es|ing) up", r"woke", r"get(?:s|ting)? up", r"alarm"),
        (r"起床", r"闹钟", r"几点起", r"点起"),
    ),
    "bedtime": (
        (
            r"bedtime",
            r"go(?:es)? to bed",
            r"go(?:es)? to sleep",
            r"fall asleep",
            r"turn in",
            r"lights out",
        ),
        (r"睡觉", r"几点睡", r"入睡", r"上床"),
    ),
    "diet": (
        (
            r"diet(?:ary)?",
            r"vegetarian",
            r"vegan",
            r"pescatarian",
            r"keto",
            r"(?:red )?meat",
            r"what (?:can|should|do) (?:i|you) (?:eat|order|cook)",
            r"(?:can(?:'t|not)?|allowed to|able to) eat",
            r"food restrictions?",
            r"eat(?:s|ing)? (?:no|only)",
        ),
        (
            r"吃素",
            r"纯素",
            r"素食",
            r"饮食",
            r"忌口",
            r"吃肉",
            r"红肉",
            r"海鲜",
            r"订餐",
            r"订饭",
            r"点餐",
            r"点外卖",
            r"吃什么",
            r"低碳",
        ),
    ),
    "allergy": ((r"allerg(?:y|ies|ic)",), (r"过敏",)),
    "salary": (
        (
            r"salary",
            r"income",
            r"earn(?:s|ed|ing)?",
            r"how much do i make",
            r"make (?:a|per) (?:year|month)",
            r"annually",
            r"(?:my|the) pay\b",
            r"paid",
        ),
        (r"工资", r"薪水", r"薪资", r"收入", r"月薪", r"年薪", r"挣", r"赚"),
    ),
    "rent": (
        (r"rent\b", r"pay for (?:my|the) (?:apartment|flat|place)"),
        (r"房租", r"租金", r"月租"),
    ),
    "budget": (
        (
            r"budget",
            r"set aside",
            r"put aside",
            r"earmark(?:ed)?",
            r"how much (?:can|should|do) i (?:spend|have)",
        ),
        (r"预算", r"预留", r"留出", r"花多少", r"能花"),
    ),
    "coffee": (
        (
            r"coffee",
            r"latte",
            r"espresso",
            r"americano",
            r"cappuccino",
            r"flat white",
            r"macchiato",
            r"mocha",
            r"cold brew",
        ),
        (r"咖啡", r"拿铁", r"美式", r"馥芮白", r"卡布奇诺", r"摩卡", r"浓缩"),
    ),
    "color": ((r"colou?rs?",), (r"颜色", r"[红橙黄绿蓝紫粉黑白灰棕青]色")),
    "cuisine": (
        (r"cuisine", r"food", r"dish(?:es)?", r"restaurants?"),
        (r"菜", r"美食", r"料理", r"吃的"),
    ),
    "meeting": (
        (r"meeting", r"sync", r"stand-?up", r"one-on-one", r"1:1"),
        (r"会议", r"例会", r"周会", r"开会", r"站会"),
    ),
    "deadline": (
        (r"deadline", r"\bdue\b", r"hand in", r"ship(?:s|ped)? by"),
        (r"截止", r"交付", r"期限", r"最后期限", r"什么时候交"),
    ),
    "appointment": (
        (r"appointment", r"check-?up", r"dentist", r"dental", r"booked (?:in|for)"),
        (r"预约", r"看牙", r"复诊", r"牙医", r"牙科", r"约了"),
    ),
    "trip": (
        (r"\btrip\b", r"vacation", r"holiday", r"travel(?:l?ing)?", r"getaway"),
        (r"旅行", r"旅游", r"度假", r"出游", r"出去玩", r"假期"),
    ),
    "workout": (
        (r"\bgym\b", r"work(?:ing)? out", r"workouts?", r"exercis(?:e|ing)", r"training days"),
        (r"健身", r"锻炼", r"运动"),
    ),
    "password": (
        (r"password", r"passcode", r"wi-?fi", r"wireless"),
        (r"密码", r"无线网", r"(?i:wifi)", r"口令"),
    ),
    "code_language": (
        (
            r"programming language",
            r"code in",
            r"coding",
            r"write code",
            r"(?:which|what) language",
        ),
        (r"写代码", r"编程", r"写程序", r"什么语言", r"用什么写", r"开发语言"),
    ),
    "commute": (
        (r"commut(?:e|es|ing)", r"get to work", r"to the office", r"(?:bike|cycle|walk) to work"),
        (r"通勤", r"上班路上", r"怎么去上班", r"坐地铁", r"坐公交", r"骑车上班"),
    ),
}

# Saying that a value is one's favourite: the attribute is then "favorite/<attribute>".
FAVORITE_FORMS: tuple[tuple[str, ...], tuple[str, ...]] = (
    (
        r"favou?rite",
        r"(?:like|love|enjoy|prefer)s? (?:\w+ )?(?:most|best)",
        r"(?:like|love|enjoy) (?:\w+ )?the most",
    ),
    (r"最喜欢", r"最爱", r"特别喜欢", r"尤其喜欢", r"最常"),
)
FAVORED = frozenset({"color", "cuisine", "coffee"})

# Pets are owners too ("My dog is called Biscuit"): their words, as the people of
# memoryd.core.judge are (id -> words: Chinese substrings, English words).
PETS = {"dog": "狗 小狗 狗狗 dog dogs puppy", "cat": "猫 小猫 猫咪 cat cats kitten"}

# Attributes whose value is often a person: a relative named there is the value ("My emergency
# contact is my brother", "I report to my aunt"), not whom the fact is about.
PERSON_VALUED = frozenset({"contact", "boss"})

# The same vocabulary as words, for the analysis of one text (memoryd.core.text.analysis) and
# the rule judge: attribute id -> the words that name it, Chinese substrings and English words
# (stemmed), space-separated. ATTRIBUTES above says which attribute a statement gives or a
# question asks (whole phrases, read at write and recall time); these words say which
# attribute two texts share when the judge compares them. The ids are one namespace: an
# attribute of both tables is the same attribute (tests/unit/text pins which ids are shared).
# Attributes that hold one value at a time, as concept ids shared by both languages.
# A same-subject pair that swaps one word under one of these attributes is a changed value.
ATTRIBUTE_WORDS = {
    "residence": "住 住在 地址 家在 定居 生活 live lives living address home",
    "employer": "公司 上班 就职 任职 job employer employed company",
    "boss": "领导 老板 上司 经理 manager boss",
    "budget": "预算 budget",
    "salary": "工资 薪水 月薪 年薪 收入 salary income pay",
    "rent": "房租 月租 租金 rent",
    "price": "价格 费用 多少钱 价钱 price cost costs",
    "phone": "电话 手机号 号码 phone number",
    "email": "邮箱 邮件 电邮 email",
    "birthday": "生日 birthday",
    "age": "年龄 岁 age",
    "weight": "体重 weigh weight",
    "height": "身高 height tall",
    "favorite": "最喜欢 最爱 favorite favourite",
    "name": "名字 叫我 name rename",
    "deadline": "截止 deadline due",
    "appointment": "预约 appointment",
    "meeting": "开会 会议 周会 例会 站会 meeting standup",
    "school": "学校 上学 school",
    "hotel": "酒店 宾馆 hotel",
    "car": "车 car drive",
    "commute": "通勤 commute",
    "wake": "起床 闹钟 alarm wake",
    "profession": "职业 转行 career careers profession occupation",
    "contact": "联系人 联系 contact",
    # one's own doctor: "my GP", "I go to Dr. Moreau", "我的家庭医生是孙医生", "我一直找王大夫看"
    "doctor": "家庭医生 主治医生 全科医生 医生 大夫 doctor physician gp",
    "savings": "储蓄 存款 存钱 攒钱 savings",
    "parking": "车位 停车位",
    "color": "颜色 color colour",
    "editor": "编辑器 editor ide",
    "language": "语言 language",
}
