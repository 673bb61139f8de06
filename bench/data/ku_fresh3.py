"""Fresh templates of the knowledge-update benchmark, third generation
(`python -m bench.knowledge_update --templates fresh3`).

Written 2026-12-01 by a session that did not tune the engine on it and did not read the
engine's rules or lexicons (judge, time words, tokenizer, extraction) while writing it; not to
be tuned on. When you tune on it, write a new set and say so.

17 attributes that are in none of ku_templates.py, ku_heldout.py, ku_fresh.py and ku_fresh2.py
(the daughter's piano teacher, the usual running route, the lead of the user's volunteer group,
the son's football club, the thermostat / air-conditioner setting, the book club's day, the
landlord, the weekly grocery delivery slot, the cat's food brand, the password manager, the
cloud storage plan, the car insurer, the therapist, the desk at the office, the usual lunch
spot, the dog walker, the garage that services the car), in English and Chinese. Same format
as ku_templates.py (see its docstring; "plain" corrections are the facts restated with the new
value). Corrections avoid direction words ("up", "down", "升级") because the old and the new
value are drawn at random. The unrelated memories are ku_heldout.py's, minus the ones that
state or come close to one of these attributes (see _RELATES_TO_AN_ATTRIBUTE).
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "ku_heldout", Path(__file__).with_name("ku_heldout.py")
)
assert _spec is not None and _spec.loader is not None
_heldout = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_heldout)

# Unrelated memories that would answer, or nearly answer, a question of this set: the son's
# football ("which club does my son play for?"), the place the user volunteers ("who runs my
# volunteer group?") and the desk at the office ("which desk do I sit at?").
_RELATES_TO_AN_ATTRIBUTE = (
    "My son plays soccer",
    "我儿子每周六上午踢足球",
    "I volunteer at the food bank",
    "食物银行做一次志愿者",
    "standing desk at the office",
    "升降桌",
)
GENERIC = {
    lang: [(kind, t) for kind, t in items if not any(s in t for s in _RELATES_TO_AN_ATTRIBUTE)]
    for lang, items in _heldout.GENERIC.items()
}
FILLERS = _heldout.FILLERS

ATTRIBUTES = [
    {
        "key": "piano_teacher",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mrs. Halvorsen",
                "Mr. Okafor",
                "Ms. Brandt",
                "Mrs. Delgado",
                "Mr. Whitfield",
                "Ms. Nakamura",
                "Mrs. Kowalski",
            ],
            "facts": [
                "My daughter's piano teacher is {v}.",
                "{v} has been teaching my daughter piano since the spring, she's very patient with her.",
                "Every Thursday after school I drop my girl off at {v}'s for her piano lesson.",
            ],
            "corrections": [
                (
                    "cue",
                    "We found a new piano teacher for my daughter, {new}, and the first lesson went great.",
                ),
                ("cue", "My daughter switched piano teachers, she's with {new} now."),
                (
                    "explicit",
                    "My daughter doesn't take piano with {old} anymore; {new} teaches her.",
                ),
                ("explicit", "We stopped the lessons with {old} and moved her over to {new}."),
            ],
            "questions": [
                "Who gives my daughter her piano lessons?",
                "What's the name of my kid's piano teacher?",
                "Who do I pay for my daughter's music lessons?",
            ],
            "now": ["Who is my daughter learning piano with these days?"],
        },
        "zh": {
            "values": ["郑老师", "邓老师", "罗老师", "韩老师", "蒋老师", "宋老师", "曹老师"],
            "facts": [
                "女儿的钢琴是跟{v}学的。",
                "我闺女每周六上午去{v}那儿上钢琴课。",
                "给女儿找的钢琴老师是{v}，人挺有耐心的。",
            ],
            "corrections": [
                ("cue", "女儿钢琴换老师了，现在跟{new}学。"),
                ("cue", "闺女的钢琴课转到{new}那边去上了。"),
                ("explicit", "{old}那边的课不上了，女儿改跟{new}学琴。"),
                ("explicit", "女儿的钢琴老师已经不是{old}了，换成了{new}。"),
            ],
            "questions": [
                "我女儿弹钢琴是谁教的？",
                "闺女钢琴课的老师姓什么来着？",
                "孩子学琴找的是哪位老师？",
            ],
            "now": ["女儿现在的钢琴老师是哪位？"],
        },
    },
    {
        "key": "running_route",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the river loop",
                "the reservoir trail",
                "the canal towpath",
                "the lakeshore path",
                "the cemetery hill loop",
                "the old rail trail",
                "the harbour boardwalk",
            ],
            "facts": [
                "My usual run is {v}, about eight kilometres.",
                "Most mornings I lace up and head out along {v}.",
                "If I'm going for a run it's almost always {v}, I know every crack in the pavement.",
            ],
            "corrections": [
                ("cue", "I've been running {new} lately, got bored of the old route."),
                ("cue", "New favourite run: {new}."),
                ("explicit", "I gave up on {old} because of the roadworks, I do {new} now."),
                ("explicit", "Not {old} anymore, {new} is my go-to run."),
            ],
            "questions": [
                "Where do I usually go running?",
                "Which route do I like to take for my runs?",
                "What's my normal jogging loop?",
            ],
            "now": ["Where am I running these days?"],
        },
        "zh": {
            "values": [
                "滨江步道",
                "奥森南园",
                "环湖绿道",
                "河堤那条路",
                "学校操场",
                "公园外环",
                "湿地公园",
            ],
            "facts": [
                "我平时跑步都去{v}。",
                "一般早上去{v}跑个七八公里。",
                "要跑步的话我最喜欢{v}，人少空气也好。",
            ],
            "corrections": [
                ("cue", "最近改去{new}跑了。"),
                ("cue", "跑步我换到{new}了，离家近。"),
                ("explicit", "{old}在修路，我现在去{new}跑。"),
                ("explicit", "不去{old}跑了，改成{new}。"),
            ],
            "questions": [
                "我一般在哪儿跑步？",
                "我常跑的是哪条线？",
                "我晨跑喜欢去什么地方？",
            ],
            "now": ["我现在跑步去哪儿跑？"],
        },
    },
    {
        "key": "volunteer_lead",
        "type": "SEMANTIC",
        "en": {
            "values": ["Priya", "Declan", "Marguerite", "Tobias", "Yolanda", "Henrik", "Beatrix"],
            "facts": [
                "{v} runs the Saturday park clean-up crew I volunteer with.",
                "The person who coordinates my volunteer group is {v}.",
                "For the litter-picking group I help out with, {v} sends round the rota every week.",
            ],
            "corrections": [
                ("cue", "{new} took over as lead of the clean-up crew."),
                ("cue", "Our volunteer group has a new coordinator, {new}."),
                ("explicit", "{old} stepped down, so {new} is running the clean-up group now."),
                ("explicit", "The clean-up rota comes from {new} now, not {old}."),
            ],
            "questions": [
                "Who's in charge of the volunteer group I'm in?",
                "Who organises the park clean-ups?",
                "Who do I tell if I can't make the Saturday litter pick?",
            ],
            "now": ["Who leads our clean-up crew currently?"],
        },
        "zh": {
            "values": ["老孟", "冯姐", "小叶", "许哥", "欧阳", "贺阿姨", "小谭"],
            "facts": [
                "我们社区环保志愿队是{v}在负责。",
                "志愿队的排班都是{v}在群里发的。",
                "周末捡垃圾那个志愿活动，张罗的人是{v}。",
            ],
            "corrections": [
                ("cue", "志愿队换负责人了，现在是{new}。"),
                ("cue", "{new}接手了我们环保小队。"),
                ("explicit", "{old}不管志愿队了，交给了{new}。"),
                ("explicit", "以后排班找{new}，别找{old}了。"),
            ],
            "questions": [
                "我们志愿队谁管事？",
                "周末捡垃圾的活动是谁组织的？",
                "志愿活动去不了该跟谁请假？",
            ],
            "now": ["志愿队目前的负责人是谁？"],
        },
    },
    {
        "key": "son_football_club",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Riverside Rovers",
                "Northgate United",
                "Hollybank FC",
                "St. Jude's Juniors",
                "Eastfield Athletic",
                "Maple Park Rangers",
            ],
            "facts": [
                "My son plays for {v}, in the under-10s.",
                "My boy trains with {v} on Wednesday evenings.",
                "We signed our son up with {v} this season and he's loving it.",
            ],
            "corrections": [
                ("cue", "My son moved clubs, he's playing for {new} now."),
                ("cue", "He got picked up by {new}, so that's his club from here on."),
                ("explicit", "My son left {old} and joined {new}."),
                ("explicit", "He's no longer at {old}, he trains with {new}."),
            ],
            "questions": [
                "Which football club is my son at?",
                "What team does my boy play for?",
                "Where does my son do his football training?",
            ],
            "now": ["What club is my son with at the moment?"],
        },
        "zh": {
            "values": ["少体校", "绿茵俱乐部", "星火青训", "阳光足球学校", "飞鹰队", "恒星足球营"],
            "facts": [
                "儿子在{v}踢球。",
                "我家小子报了{v}，每周三晚上训练。",
                "儿子是{v}的队员，踢后卫。",
            ],
            "corrections": [
                ("cue", "儿子转去{new}踢了。"),
                ("cue", "孩子被{new}选上了，以后就在那边练。"),
                ("explicit", "儿子从{old}退出来了，去了{new}。"),
                ("explicit", "儿子不在{old}了，换到{new}了。"),
            ],
            "questions": [
                "我儿子在哪个俱乐部踢球？",
                "孩子踢足球是在哪儿练的？",
                "我家小子是哪个队的？",
            ],
            "now": ["儿子目前在哪个队？"],
        },
    },
    {
        "key": "thermostat",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "66 degrees",
                "68 degrees",
                "69 degrees",
                "70 degrees",
                "71 degrees",
                "72 degrees",
                "74 degrees",
            ],
            "facts": [
                "We keep the thermostat at {v} during the day.",
                "The heating at our place is set to {v}; my partner would go warmer but I won't budge.",
                "Our house thermostat sits at {v} all winter.",
            ],
            "corrections": [
                ("cue", "We reset the thermostat to {new} after that energy bill came in."),
                ("cue", "Compromise reached at home: the thermostat stays at {new} from now on."),
                ("explicit", "The thermostat isn't on {old} anymore, we set it to {new}."),
                ("explicit", "Changed the thermostat from {old} to {new}."),
            ],
            "questions": [
                "What temperature do we keep the house at?",
                "What's the heating set to at home?",
                "How warm do we have the thermostat?",
            ],
            "now": ["What's our thermostat on right now?"],
        },
        "zh": {
            "values": ["23度", "24度", "25度", "26度", "27度", "28度"],
            "facts": [
                "家里空调一般开{v}。",
                "夏天我们家空调设在{v}，再低家里人就喊冷。",
                "我们家空调温度定的是{v}。",
            ],
            "corrections": [
                ("cue", "空调我调到{new}了，电费太吓人。"),
                ("cue", "跟家里人商量好了，以后空调统一开{new}。"),
                ("explicit", "空调别再开{old}了，现在定在{new}。"),
                ("explicit", "空调温度从{old}改成{new}了。"),
            ],
            "questions": [
                "我们家空调一般开几度？",
                "家里空调温度设的多少？",
                "空调我们习惯开到多少度？",
            ],
            "now": ["现在家里空调开的几度？"],
        },
    },
    {
        "key": "book_club_day",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the first Thursday of the month",
                "the last Sunday of the month",
                "every other Tuesday",
                "the second Wednesday of the month",
                "the third Monday of the month",
                "every other Friday",
            ],
            "facts": [
                "Book club meets {v}.",
                "Don't let me make plans {v}, that's book club night.",
                "Our book club gets together {v}, at whoever's turn it is to host.",
            ],
            "corrections": [
                ("cue", "Book club moved to {new} since half the group has choir now."),
                ("cue", "Heads up for my calendar: book club is {new} going forward."),
                ("explicit", "Book club isn't {old} anymore, we switched to {new}."),
                ("explicit", "We swapped book club from {old} to {new}."),
            ],
            "questions": [
                "When does my book club meet?",
                "What day is book club?",
                "Which evening do I keep free for the reading group?",
            ],
            "now": ["When is book club these days?"],
        },
        "zh": {
            "values": [
                "每月第一个周四",
                "每月最后一个周日",
                "隔周周二",
                "每月第二个周三",
                "每月15号",
                "每月最后一个周五",
            ],
            "facts": [
                "我们读书会是{v}。",
                "{v}晚上别给我约事，那天读书会。",
                "读书会定在{v}，轮流去大家家里。",
            ],
            "corrections": [
                ("cue", "读书会挪到{new}了，好几个人周中老加班。"),
                ("cue", "群里投票了，读书会以后改在{new}。"),
                ("explicit", "读书会不是{old}了，改到{new}。"),
                ("explicit", "读书会时间从{old}调成{new}了。"),
            ],
            "questions": [
                "读书会是哪天来着？",
                "我们读书会一般什么时候聚？",
                "一起读书的那个活动定在哪天？",
            ],
            "now": ["读书会现在是哪天？"],
        },
    },
    {
        "key": "landlord",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mr. Petrakis",
                "Linda Okonkwo",
                "Gerald Finch",
                "Mrs. Abernathy",
                "Sanjay Mehta",
                "Ruth Castellano",
                "Dmitri Volkov",
            ],
            "facts": [
                "Our landlord is {v}.",
                "The rent goes to {v}, who owns the building.",
                "Whenever something breaks in the flat I have to text {v}, the landlord.",
            ],
            "corrections": [
                ("cue", "The building got sold; our new landlord is {new}."),
                ("cue", "Ownership changed hands, rent goes to {new} from next month."),
                ("explicit", "{old} isn't our landlord anymore, {new} bought the place."),
                ("explicit", "Stop sending rent to {old}; {new} owns the flat now."),
            ],
            "questions": [
                "Who's my landlord?",
                "Who owns the apartment I rent?",
                "Who do I contact when something in the flat needs fixing?",
            ],
            "now": ["Who is our landlord currently?"],
        },
        "zh": {
            "values": ["何姐", "钱叔", "杜先生", "葛阿姨", "马老板", "潘大爷", "吕女士"],
            "facts": [
                "我们的房东是{v}。",
                "房租每个月转给{v}。",
                "屋里东西坏了就找房东{v}。",
            ],
            "corrections": [
                ("cue", "房子卖了，新房东是{new}。"),
                ("cue", "这套房子转手了，以后房租交给{new}。"),
                ("explicit", "房东已经不是{old}了，换成{new}。"),
                ("explicit", "房租别再转给{old}了，现在房东是{new}。"),
            ],
            "questions": [
                "我房东是谁？",
                "我租的这套房子是谁的？",
                "房子出了问题该联系谁？",
            ],
            "now": ["我现在的房东叫什么？"],
        },
    },
    {
        "key": "grocery_delivery_day",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Monday mornings",
                "Tuesday evenings",
                "Wednesday afternoons",
                "Thursday mornings",
                "Friday evenings",
                "Saturday mornings",
                "Sunday afternoons",
            ],
            "facts": [
                "Our weekly groceries get delivered on {v}.",
                "The grocery van comes {v}, so somebody has to be home.",
                "I've got the weekly food order set to arrive {v}.",
            ],
            "corrections": [
                ("cue", "Moved the grocery delivery slot to {new}."),
                ("cue", "The grocery order's coming {new} from now on, it suits us better."),
                ("explicit", "The groceries don't come {old} anymore; I rebooked for {new}."),
                ("explicit", "Switched the delivery from {old} to {new}."),
            ],
            "questions": [
                "When do our groceries arrive each week?",
                "What day does the food delivery come?",
                "When do I need to be in for the supermarket drop-off?",
            ],
            "now": ["When is the grocery delivery these days?"],
        },
        "zh": {
            "values": [
                "周一上午",
                "周二晚上",
                "周三下午",
                "周四上午",
                "周五晚上",
                "周六上午",
                "周日下午",
            ],
            "facts": [
                "每周的菜是{v}送到家。",
                "生鲜配送我约的是{v}。",
                "{v}家里得留个人，买的菜那会儿送过来。",
            ],
            "corrections": [
                ("cue", "送菜的时间我改到{new}了。"),
                ("cue", "以后买菜都约{new}送。"),
                ("explicit", "菜不是{old}送了，改成{new}。"),
                ("explicit", "配送时间从{old}换到了{new}。"),
            ],
            "questions": [
                "每周的菜什么时候送来？",
                "买菜配送约在哪天？",
                "哪天得有人在家等送菜的？",
            ],
            "now": ["现在送菜是哪天？"],
        },
    },
    {
        "key": "cat_food",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Purina One",
                "Royal Canin",
                "Hill's Science Diet",
                "Blue Buffalo",
                "Iams",
                "Orijen",
                "Fancy Feast",
            ],
            "facts": [
                "Our cat eats {v}.",
                "I buy {v} for the cat, the big bag from the pet shop.",
                "The cat only gets {v}; the vet told us to stick with one brand.",
            ],
            "corrections": [
                ("cue", "We put the cat on {new} after her tummy trouble."),
                ("cue", "Started buying {new} for the cat, she actually finishes her bowl."),
                ("explicit", "The cat turned her nose up at {old}, so she's on {new} now."),
                ("explicit", "No more {old} for the cat, we switched her to {new}."),
            ],
            "questions": [
                "What cat food do we buy?",
                "Which brand does my cat eat?",
                "What should I pick up for the cat at the pet store?",
            ],
            "now": ["What's the cat eating at the moment?"],
        },
        "zh": {
            "values": ["皇家", "渴望", "麦富迪", "网易严选", "伯纳天纯", "冠能", "希尔思"],
            "facts": [
                "家里猫吃的是{v}的猫粮。",
                "猫粮一直买{v}。",
                "我家主子只吃{v}，别的碰都不碰。",
            ],
            "corrections": [
                ("cue", "猫粮换成{new}了，之前那个她老吐。"),
                ("cue", "给猫改喂{new}了。"),
                ("explicit", "{old}不喂了，现在猫吃{new}。"),
                ("explicit", "猫粮从{old}换到{new}了。"),
            ],
            "questions": [
                "我家猫吃什么牌子的粮？",
                "猫粮我一般买哪家的？",
                "去宠物店该给猫带哪个牌子？",
            ],
            "now": ["猫现在吃的哪款粮？"],
        },
    },
    {
        "key": "password_manager",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "1Password",
                "Bitwarden",
                "LastPass",
                "Dashlane",
                "Keeper",
                "Proton Pass",
                "KeePassXC",
            ],
            "facts": [
                "All my passwords live in {v}.",
                "I use {v} to keep track of my logins.",
                "My passwords are in {v}, synced between the laptop and my phone.",
            ],
            "corrections": [
                ("cue", "Migrated all my logins over to {new} this weekend."),
                ("cue", "I've moved to {new} for passwords after all that breach news."),
                ("explicit", "Exported everything out of {old}; my passwords are in {new} now."),
                ("explicit", "I deleted my {old} account and went with {new}."),
            ],
            "questions": [
                "Which password manager do I use?",
                "Where do I store my logins?",
                "What app keeps my passwords?",
            ],
            "now": ["What am I using for passwords currently?"],
        },
        "zh": {
            "values": [
                "1Password",
                "Bitwarden",
                "iCloud钥匙串",
                "LastPass",
                "KeePass",
                "谷歌密码管理器",
                "Enpass",
            ],
            "facts": [
                "我的密码都存在{v}里。",
                "账号密码我用{v}管。",
                "各种登录我都靠{v}记着，手机电脑同步。",
            ],
            "corrections": [
                ("cue", "密码全搬到{new}了。"),
                ("cue", "换用{new}存密码了。"),
                ("explicit", "{old}不用了，密码都导进了{new}。"),
                ("explicit", "我把密码从{old}迁到{new}了。"),
            ],
            "questions": [
                "我用什么管密码？",
                "我的账号密码存在哪个软件里？",
                "我那些登录信息记在哪儿？",
            ],
            "now": ["我现在用的密码管理器是哪个？"],
        },
    },
    {
        "key": "cloud_storage",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "iCloud+ 200GB",
                "Google One 2TB",
                "Dropbox Plus",
                "OneDrive 1TB",
                "iCloud+ 2TB",
                "Google One 100GB",
                "pCloud",
            ],
            "facts": [
                "My photos back up to {v}.",
                "I pay for {v} for cloud storage.",
                "Everything on my phone syncs to {v}.",
            ],
            "corrections": [
                ("cue", "I changed my storage plan to {new}."),
                ("cue", "Went with {new} for backups when the renewal came up."),
                ("explicit", "Cancelled {old}; my files are on {new} now."),
                ("explicit", "I moved off {old} and onto {new} for cloud storage."),
            ],
            "questions": [
                "What cloud storage plan am I on?",
                "Where do my photos get backed up?",
                "Which storage subscription am I paying for?",
            ],
            "now": ["What's my cloud storage these days?"],
        },
        "zh": {
            "values": [
                "百度网盘超级会员",
                "iCloud 200G",
                "阿里云盘",
                "iCloud 2T",
                "腾讯微云",
                "夸克网盘",
                "坚果云",
            ],
            "facts": [
                "我照片都备份在{v}。",
                "云盘我开的是{v}。",
                "手机里的东西都同步到{v}上。",
            ],
            "corrections": [
                ("cue", "云存储换成{new}了。"),
                ("cue", "续费的时候改开了{new}。"),
                ("explicit", "{old}没续，文件都挪到{new}了。"),
                ("explicit", "不用{old}了，现在备份到{new}。"),
            ],
            "questions": [
                "我的照片备份在哪儿？",
                "我买的是哪个云盘？",
                "文件我一般存在什么网盘里？",
            ],
            "now": ["我目前用的是什么云存储？"],
        },
    },
    {
        "key": "car_insurance",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Geico",
                "Progressive",
                "State Farm",
                "Allstate",
                "Direct Line",
                "Admiral",
                "Aviva",
            ],
            "facts": [
                "My car is insured with {v}.",
                "Car insurance is through {v}, it renews every March.",
                "{v} covers the car, fully comprehensive.",
            ],
            "corrections": [
                ("cue", "Got a better quote and moved my car insurance to {new}."),
                ("cue", "The car's covered by {new} from this renewal."),
                ("explicit", "Didn't renew with {old}; the car's with {new} now."),
                ("explicit", "I switched the car insurance from {old} to {new}."),
            ],
            "questions": [
                "Who insures my car?",
                "Which company is my auto policy with?",
                "Who would I call to make a claim on the car?",
            ],
            "now": ["Who's my car insurer right now?"],
        },
        "zh": {
            "values": ["平安", "人保", "太平洋", "大地", "阳光", "众安", "国寿财"],
            "facts": [
                "我车险买的是{v}。",
                "车子保险在{v}那儿上的。",
                "车险一直是{v}的，每年三月续。",
            ],
            "corrections": [
                ("cue", "今年车险换到{new}了，便宜好几百。"),
                ("cue", "车险续保我选了{new}。"),
                ("explicit", "车险没在{old}续，转到{new}了。"),
                ("explicit", "车险从{old}换成了{new}。"),
            ],
            "questions": [
                "我的车是在哪家上的保险？",
                "车出险了我该打哪家电话？",
                "我车险是哪个公司的？",
            ],
            "now": ["我现在车险在哪家？"],
        },
    },
    {
        "key": "therapist",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dr. Lindqvist",
                "Dr. Adeyemi",
                "Dr. Rosenthal",
                "Joanna Pierce",
                "Dr. Moreau",
                "Kevin Tran",
                "Dr. Haddad",
            ],
            "facts": [
                "I see {v} for therapy every other week.",
                "My therapist is {v}.",
                "I've been talking things through with {v}, my counsellor, since last year.",
            ],
            "corrections": [
                (
                    "cue",
                    "Started with a new therapist, {new}, and it already feels like a better fit.",
                ),
                ("cue", "My sessions are with {new} now."),
                ("explicit", "I stopped seeing {old}; {new} is my therapist now."),
                ("explicit", "{old} retired, so I got referred on to {new}."),
            ],
            "questions": [
                "Who's my therapist?",
                "Who do I see for counselling?",
                "Who are my therapy sessions with?",
            ],
            "now": ["Who am I seeing for therapy at the moment?"],
        },
        "zh": {
            "values": ["林老师", "邵老师", "苏老师", "程老师", "姜老师", "白老师"],
            "facts": [
                "我的心理咨询师是{v}。",
                "每两周去{v}那里做一次咨询。",
                "一直在跟{v}做心理咨询，感觉挺有帮助的。",
            ],
            "corrections": [
                ("cue", "咨询师换了，现在是{new}。"),
                ("cue", "我转到{new}那儿做咨询了。"),
                ("explicit", "不找{old}做咨询了，换成了{new}。"),
                ("explicit", "{old}休产假，我的咨询转给了{new}。"),
            ],
            "questions": [
                "我的心理咨询是跟谁做的？",
                "我找的咨询师叫什么？",
                "我每次咨询约的是哪位？",
            ],
            "now": ["我目前的咨询师是谁？"],
        },
    },
    {
        "key": "desk_number",
        "type": "SEMANTIC",
        "en": {
            "values": ["desk 14B", "desk 3-22", "desk 47", "desk 9A", "desk 31C", "desk 206"],
            "facts": [
                "My assigned spot at the office is {v}.",
                "I sit at {v} at work, near the kitchen.",
                "If anyone's looking for me at the office, I'm at {v}.",
            ],
            "corrections": [
                ("cue", "We got reshuffled at work and I'm at {new} now."),
                ("cue", "Facilities moved me to {new}."),
                ("explicit", "I'm not at {old} anymore, they put me at {new}."),
                ("explicit", "My desk changed from {old} to {new} after the team reorg."),
            ],
            "questions": [
                "Which desk do I sit at in the office?",
                "What's my desk number at work?",
                "Where would a courier find me in the office?",
            ],
            "now": ["Where's my desk currently?"],
        },
        "zh": {
            "values": ["A12", "B07", "C23", "D15", "E08", "F31"],
            "facts": [
                "我的工位号是{v}。",
                "公司里我坐{v}那个位置。",
                "有人找我就去{v}，那是我的座位。",
            ],
            "corrections": [
                ("cue", "部门调整座位，我换到{new}了。"),
                ("cue", "行政把我安排到{new}了。"),
                ("explicit", "我已经不坐{old}了，现在在{new}。"),
                ("explicit", "工位从{old}搬到{new}了。"),
            ],
            "questions": [
                "我在公司坐哪个工位？",
                "我的座位号是多少？",
                "快递送到公司该写哪个位置？",
            ],
            "now": ["我现在的工位是哪个？"],
        },
    },
    {
        "key": "lunch_spot",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Pret",
                "Sweetgreen",
                "Chipotle",
                "the Korean deli downstairs",
                "the ramen place on 5th",
                "the falafel cart",
                "the staff canteen",
            ],
            "facts": [
                "My go-to for lunch near the office is {v}.",
                "Most days I grab lunch at {v}.",
                "Lunch is usually {v}, it's quick and I'm back at my desk in twenty minutes.",
            ],
            "corrections": [
                ("cue", "I've been going to {new} for lunch lately instead."),
                ("cue", "Found a new lunch spot: {new}."),
                ("explicit", "{old} got too pricey, so lunch is {new} now."),
                ("explicit", "I'm done with {old} for lunch; it's {new} most days."),
            ],
            "questions": [
                "Where do I usually get lunch on workdays?",
                "What's my regular lunch place?",
                "Where do I eat at midday when I'm at the office?",
            ],
            "now": ["Where am I getting lunch these days?"],
        },
        "zh": {
            "values": [
                "公司食堂",
                "楼下沙县",
                "兰州拉面",
                "老乡鸡",
                "吉野家",
                "园区轻食店",
                "黄焖鸡",
            ],
            "facts": [
                "我中午一般去{v}吃。",
                "工作日午饭基本都在{v}解决。",
                "午饭我一般在{v}随便吃点，快，吃完还能眯会儿。",
            ],
            "corrections": [
                ("cue", "最近中午改去{new}了。"),
                ("cue", "午饭换地方了，都去{new}。"),
                ("explicit", "{old}涨价了，中午改去{new}。"),
                ("explicit", "中午不去{old}了，去{new}。"),
            ],
            "questions": [
                "我中午一般在哪吃饭？",
                "上班的时候午饭去哪儿解决？",
                "我常去的吃午饭的地儿是哪家？",
            ],
            "now": ["我这阵子中午去哪儿吃？"],
        },
    },
    {
        "key": "dog_walker",
        "type": "SEMANTIC",
        "en": {
            "values": ["Jasmine", "Callum", "Rosa", "Theo", "Nadia", "Bruno", "Keisha"],
            "facts": [
                "{v} walks our dog at lunchtime while we're at work.",
                "Our dog walker is {v}.",
                "I pay {v} to take the dog out on weekdays.",
            ],
            "corrections": [
                ("cue", "We hired a new dog walker, {new}."),
                ("cue", "{new} is walking the dog for us from this week."),
                ("explicit", "{old} moved away, so {new} walks the dog now."),
                ("explicit", "We let {old} go; the dog's walks are with {new}."),
            ],
            "questions": [
                "Who walks my dog?",
                "Who takes the dog out during the day?",
                "Who do I pay for the dog walks?",
            ],
            "now": ["Who's walking the dog these days?"],
        },
        "zh": {
            "values": ["小彭", "阿珍", "大伟", "小鹿", "阿凯", "玲玲", "小满"],
            "facts": [
                "白天帮我们遛狗的是{v}。",
                "遛狗的活儿交给{v}了，每天中午来一趟。",
                "上班的时候狗是{v}带出去遛的。",
            ],
            "corrections": [
                ("cue", "换了个遛狗的，现在是{new}。"),
                ("cue", "这周开始{new}来帮我们遛狗。"),
                ("explicit", "{old}不干了，遛狗换成{new}。"),
                ("explicit", "遛狗不找{old}了，找了{new}。"),
            ],
            "questions": [
                "我家狗谁在遛？",
                "白天谁带狗出去？",
                "遛狗的钱是给谁的？",
            ],
            "now": ["现在是谁在帮我遛狗？"],
        },
    },
    {
        "key": "car_garage",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mike's Auto",
                "Precision Tune",
                "Firestone on Elm",
                "Kwik Fit",
                "Halfords",
                "the dealership",
                "Jiffy Lube",
            ],
            "facts": [
                "I take my car to {v} for servicing.",
                "{v} does all the work on my car.",
                "When the car needs an oil change it goes to {v}.",
            ],
            "corrections": [
                ("cue", "I've started taking the car to {new}, they're more honest."),
                ("cue", "The car goes to {new} for its service now."),
                ("explicit", "I'm done with {old} after they overcharged me; {new} does my car."),
                ("explicit", "Moved my car servicing from {old} to {new}."),
            ],
            "questions": [
                "Where do I get my car serviced?",
                "Which garage works on my car?",
                "Where should I book the car's next oil change?",
            ],
            "now": ["What garage am I using for the car lately?"],
        },
        "zh": {
            "values": ["4S店", "途虎养车", "小区门口的修车铺", "天猫养车", "老李汽修", "京东养车"],
            "facts": [
                "我的车一般在{v}保养。",
                "车有毛病都拉去{v}修。",
                "换机油什么的我都去{v}。",
            ],
            "corrections": [
                ("cue", "保养我换到{new}了，便宜不少。"),
                ("cue", "以后车都送{new}修。"),
                ("explicit", "{old}太坑了，现在去{new}保养。"),
                ("explicit", "修车从{old}换到{new}了。"),
            ],
            "questions": [
                "我车平时在哪儿保养？",
                "我的车一般送去哪修？",
                "下次换机油该约哪家？",
            ],
            "now": ["我最近修车去的是哪家？"],
        },
    },
]
