"""Fresh templates of the knowledge-update benchmark, fourth generation
(`python -m bench.knowledge_update --templates fresh4`).

Written 2026-12-02 by a session (a helper started for data set s4) that read none of the
engine's code, rules or lexicons (judge, time words, tokenizer, extraction, merging) and none of
the tests while writing it. Not to be tuned on; whoever tunes on it writes a new set and says so.
Run it once.

18 attributes that are in none of ku_templates.py, ku_heldout.py, ku_fresh.py, ku_fresh2.py and
ku_fresh3.py: the house cleaner, the wife's / husband's employer, the city the user's mother
lives in, the instrument the user is learning, the gamer tag, the car's number plate, the band /
choir rehearsal night, the accountant, the son's school pickup time, the blood-pressure tablet's
dose, the code editor, the building's door code, the yearly reading goal, the tennis / badminton
partner, the planned retirement age, the football team the user supports, the news source and
the bike / e-scooter, in English and Chinese (the Chinese side is localised: a choir instead of a
band, badminton instead of tennis, an e-bike brand instead of a bicycle).

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value), with one more correction style beside "cue" and "explicit":
  "implicit"  no change word and no old value: the new value shows up in passing, in a new
              situation ("had my first lesson on the cello today", "texted the courier 4417 so
              he can get in"), the way users often let a change slip out.
The loader draws the style among {cue, explicit, implicit, plain}, so each is about a quarter of
the update scenarios. Corrections carry no direction words ("up", "higher", "提前") because the
old and the new value are drawn at random.

GENERIC and FILLERS are this file's own: unrelated memories (chores, food, trips, small events,
habits), none of which states or comes near one of the attributes (no cleaning help, no spouse's
job, no parents' home, no music, no games, no cars, no taxes, no school, no medication, no code,
no door codes, no books, no racket sports, no pensions, no football, no news, no bikes), and
filler names and cities that are not values of an attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Jess", "Omar", "Kat", "Luis", "Nadia", "Ben", "Freya", "Theo"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "April", "May", "July", "September", "October", "November"],
        "city": ["Lisbon", "Copenhagen", "Vienna", "Krakow", "Seville", "Bruges", "Ljubljana"],
        "dish": [
            "mushroom risotto",
            "fish tacos",
            "lamb tagine",
            "pad see ew",
            "shakshuka",
            "bibimbap",
        ],
        "cuisine": ["Georgian", "Peruvian", "Sichuan", "Lebanese", "Vietnamese", "Basque"],
        "movie": [
            "Paddington 2",
            "Arrival",
            "The Grand Budapest Hotel",
            "Spirited Away",
            "Heat",
            "Amélie",
        ],
        "topic": [
            "ancient Rome",
            "deep-sea creatures",
            "the history of maps",
            "volcanoes",
            "urban foxes",
            "bread baking",
        ],
        "gadget": [
            "an air fryer",
            "a label printer",
            "a robot vacuum",
            "a milk frother",
            "a dehumidifier",
            "a rice cooker",
        ],
        "plant": [
            "the peace lily",
            "the snake plant",
            "the basil",
            "the lemon tree",
            "the orchids",
            "the aloe",
        ],
        "minutes": ["20", "35", "40", "45", "50", "90"],
        "number": ["3", "4", "5", "6", "8", "12"],
    },
    "zh": {
        "friend": ["小雨", "阿强", "佳佳", "老许", "晓峰", "丹丹", "小马", "阿梅"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十月", "十一月"],
        "city": ["厦门", "西安", "长沙", "青岛", "昆明", "苏州", "哈尔滨"],
        "dish": ["酸菜鱼", "小龙虾", "煲仔饭", "肉夹馍", "螺蛳粉", "干锅花菜"],
        "cuisine": ["云南菜", "潮汕菜", "新疆菜", "泰国菜", "湘菜", "东北菜"],
        "movie": [
            "《流浪地球》",
            "《千与千寻》",
            "《霸王别姬》",
            "《让子弹飞》",
            "《海上钢琴师》",
            "《哪吒》",
        ],
        "topic": ["三国历史", "深海生物", "古建筑", "天文", "野生动物", "咖啡豆产地"],
        "gadget": ["空气净化器", "扫地机器人", "电动牙刷", "除湿机", "烤箱", "榨汁机"],
        "plant": ["绿萝", "发财树", "多肉", "龟背竹", "栀子花", "文竹"],
        "minutes": ["20", "30", "40", "45", "50", "90"],
        "number": ["3", "4", "5", "6", "8", "10"],
    },
}

GENERIC = {
    "en": [
        ("SEMANTIC", "I'm left-handed, so most scissors are a nightmare for me."),
        (
            "SEMANTIC",
            "Our flat gets the sun in the afternoon, which is why {plant} lives by the back window.",
        ),
        ("SEMANTIC", "I'm lactose intolerant but oat milk is fine."),
        ("SEMANTIC", "My passport runs out in {month} next year, I need to sort that."),
        ("SEMANTIC", "I'm a bit colour-blind, reds and greens mostly."),
        ("SEMANTIC", "We've got {gadget} in the kitchen that honestly never gets used."),
        ("SEMANTIC", "My sourdough starter is about {number} years old and I've named it Gerald."),
        (
            "SEMANTIC",
            "The hallway light flickers whenever the washing machine is on the spin cycle.",
        ),
        ("SEMANTIC", "I'm scared of heights, no glass floors or cable cars for me."),
        ("SEMANTIC", "My friend {friend} lives in {city} and keeps telling me to visit."),
        ("SEMANTIC", "I've been to {city} twice and would happily go a third time."),
        ("SEMANTIC", "The boiler is in the cupboard under the stairs, behind the hoover."),
        ("SEMANTIC", "I get hay fever from about May to July."),
        ("SEMANTIC", "Our wedding anniversary is in {month}."),
        ("PREFERENCE", "I like my steak medium-rare, anything more and it's ruined."),
        ("PREFERENCE", "I'd always rather get a text than a phone call."),
        ("PREFERENCE", "Window seat on trains, every time."),
        ("PREFERENCE", "I can't stand {dish}, something about the texture."),
        ("PREFERENCE", "I prefer travelling with hand luggage only."),
        ("PREFERENCE", "Podcasts about {topic} are my favourite thing to fall asleep to."),
        ("PREFERENCE", "My favourite film of all time is {movie}."),
        ("PREFERENCE", "{cuisine} food is my comfort food."),
        (
            "PREFERENCE",
            "I like the flat a bit cool at night, I sleep better with the window cracked open.",
        ),
        ("PREFERENCE", "I'd pick a quiet cabin over a beach resort any day."),
        ("PREFERENCE", "I really don't like surprise parties, please never throw me one."),
        ("EPISODIC", "Went to {friend}'s housewarming on {weekday}, the new place is gorgeous."),
        ("EPISODIC", "Tried the new {cuisine} place near the station, the {dish} was excellent."),
        ("EPISODIC", "Watched {movie} again last night, still holds up."),
        (
            "EPISODIC",
            "Fixed the dripping bathroom tap myself, took about {minutes} minutes and one YouTube video.",
        ),
        ("EPISODIC", "Spent {weekday} repotting {plant}, made a huge mess on the balcony."),
        ("EPISODIC", "Burned the rice making {dish} tonight, had to order in."),
        ("EPISODIC", "Got absolutely soaked walking home from the shops."),
        ("EPISODIC", "Ordered {gadget}, it should turn up on {weekday}."),
        ("EPISODIC", "Long lunch with {friend}, we talked about {topic} for ages."),
        (
            "EPISODIC",
            "The dishwasher packed in again, someone's coming to look at it on {weekday}.",
        ),
        ("EPISODIC", "Went to a pottery class with {friend} and made a very wonky bowl."),
        ("EPISODIC", "Left my umbrella on the tram this morning, third one this year."),
        ("EPISODIC", "Saw a fox in the back garden at about midnight."),
        ("EPISODIC", "Booked a long weekend in {city} for {month}."),
        ("EPISODIC", "Planted tulip bulbs all along the fence."),
        (
            "EPISODIC",
            "Waited {minutes} minutes on hold with the energy company and then got cut off.",
        ),
        ("EPISODIC", "Made {dish} for {friend}'s birthday dinner and there were no leftovers."),
        ("EPISODIC", "Found a great little {cuisine} bakery round the corner from the office."),
        ("EPISODIC", "Had a lie-in until ten on {weekday}, felt amazing."),
    ],
    "zh": [
        ("SEMANTIC", "我是左撇子，用普通剪刀特别别扭。"),
        ("SEMANTIC", "家里下午西晒，所以{plant}放在北边的窗台上。"),
        ("SEMANTIC", "我乳糖不耐受，喝牛奶会拉肚子，燕麦奶没事。"),
        ("SEMANTIC", "护照明年{month}到期，得记着去换。"),
        ("SEMANTIC", "我有点色弱，红绿分不太清。"),
        ("SEMANTIC", "家里买了台{gadget}，其实基本没用过。"),
        ("SEMANTIC", "卫生间的灯一开洗衣机脱水就闪。"),
        ("SEMANTIC", "我恐高，玻璃栈道、缆车这种打死不去。"),
        ("SEMANTIC", "朋友{friend}在{city}，一直叫我过去玩。"),
        ("SEMANTIC", "{city}我去过两次，还想再去。"),
        ("SEMANTIC", "燃气表在厨房吊柜最里面。"),
        ("SEMANTIC", "我每年春天花粉过敏，四五月最难受。"),
        ("SEMANTIC", "我们结婚纪念日在{month}。"),
        ("SEMANTIC", "我怕冷，冬天在家也要穿两双袜子。"),
        ("PREFERENCE", "牛排我只吃五分熟的。"),
        ("PREFERENCE", "有事发微信就行，我不太喜欢接电话。"),
        ("PREFERENCE", "坐高铁我一定选靠窗的位置。"),
        ("PREFERENCE", "{dish}我实在吃不来，口感受不了。"),
        ("PREFERENCE", "出门旅行我只背一个双肩包，不爱带箱子。"),
        ("PREFERENCE", "睡前喜欢听讲{topic}的节目。"),
        ("PREFERENCE", "我最喜欢的电影是{movie}。"),
        ("PREFERENCE", "心情不好的时候就想吃{cuisine}。"),
        ("PREFERENCE", "比起海边度假村，我更喜欢山里安静的民宿。"),
        ("PREFERENCE", "千万别给我搞惊喜派对，我真的不喜欢。"),
        ("PREFERENCE", "吃面我喜欢多放醋。"),
        ("EPISODIC", "{weekday}去了{friend}的新家暖房，装修得真好看。"),
        ("EPISODIC", "试了地铁站旁边新开的{cuisine}，{dish}做得特别地道。"),
        ("EPISODIC", "昨晚又看了一遍{movie}，还是好看。"),
        ("EPISODIC", "自己把卫生间滴水的龙头修好了，照着视频弄了{minutes}分钟。"),
        ("EPISODIC", "{weekday}给{plant}换了个盆，阳台上弄得全是土。"),
        ("EPISODIC", "今天做{dish}把锅烧糊了，最后点了外卖。"),
        ("EPISODIC", "下班路上被大雨浇透了。"),
        ("EPISODIC", "网上买了个{gadget}，说是{weekday}到。"),
        ("EPISODIC", "跟{friend}吃了顿很长的午饭，聊了半天{topic}。"),
        ("EPISODIC", "洗碗机又罢工了，约了师傅{weekday}上门看。"),
        ("EPISODIC", "跟{friend}去上了节陶艺课，捏了个歪歪扭扭的碗。"),
        ("EPISODIC", "早上把伞落在公交车上了，今年第三把。"),
        ("EPISODIC", "半夜在小区花园里看到一只黄鼠狼。"),
        ("EPISODIC", "订了{month}去{city}的酒店，过个长周末。"),
        ("EPISODIC", "在院子篱笆边上种了一排郁金香球。"),
        ("EPISODIC", "给燃气公司打电话，排队等了{minutes}分钟还给挂了。"),
        ("EPISODIC", "{friend}过生日，我做了{dish}，被吃得精光。"),
        ("EPISODIC", "公司楼下发现一家{cuisine}小馆子，味道不错。"),
        ("EPISODIC", "{weekday}睡到十点才起，太舒服了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "house_cleaner",
        "type": "SEMANTIC",
        "en": {
            "values": ["Rosa", "Marta", "Agnieszka", "Lina", "Joy", "Beatriz", "Ileana"],
            "facts": [
                "Our cleaner is {v}, she comes every second Friday.",
                "{v} cleans the flat for us, I leave the key under the mat for her.",
                "I've got {v} doing the cleaning at home, three hours a fortnight, and she's brilliant with the bathroom.",
            ],
            "corrections": [
                ("cue", "We've got a new cleaner, {new}, starting this week."),
                ("cue", "Switched cleaners, it's {new} who comes now."),
                (
                    "explicit",
                    "{old} has gone back home to Portugal, so {new} is doing our cleaning.",
                ),
                (
                    "explicit",
                    "We let {old} go after the broken vase business; {new} cleans for us instead.",
                ),
                (
                    "implicit",
                    "{new} did her first clean at ours yesterday and honestly the kitchen has never looked like that.",
                ),
                (
                    "implicit",
                    "Need to leave the spare key out for {new} on Friday, she's the one doing the cleaning for us.",
                ),
            ],
            "questions": [
                "Who cleans my place?",
                "What's the name of the woman who does our cleaning?",
                "Who do I leave the key out for on cleaning day?",
            ],
            "now": ["Who's our cleaner at the moment?"],
        },
        "zh": {
            "values": ["刘阿姨", "王阿姨", "陈阿姨", "张阿姨", "孙阿姨", "杨阿姨", "何阿姨"],
            "facts": [
                "家里的保洁是{v}在做，两周来一次。",
                "{v}每周三上午来我家打扫卫生。",
                "打扫卫生请的是{v}，干活特别细。",
            ],
            "corrections": [
                ("cue", "保洁换人了，现在是{new}来做。"),
                ("cue", "家政公司给我们换了个阿姨，以后是{new}。"),
                ("explicit", "{old}回老家带孙子去了，现在打扫卫生的是{new}。"),
                ("explicit", "不用{old}了，改请{new}来打扫。"),
                ("implicit", "{new}昨天第一次来家里打扫，厨房擦得锃亮。"),
                ("implicit", "周三记得给{new}留门卡，她来做保洁。"),
            ],
            "questions": [
                "我家打扫卫生的阿姨是谁？",
                "请的家政阿姨叫什么？",
                "谁来我家搞卫生？",
            ],
            "now": ["现在给我家做保洁的是哪位阿姨？"],
        },
    },
    {
        "key": "spouse_employer",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Siemens",
                "the county council",
                "Deloitte",
                "the children's hospital",
                "Ocado",
                "a startup called Tidewave",
                "the university library",
            ],
            "facts": [
                "My wife works at {v}.",
                "My wife's been at {v} for about four years, she does their project planning.",
                "{v} is where my wife works, so she's out of the house by seven most days.",
            ],
            "corrections": [
                ("cue", "My wife changed jobs, she's at {new} now."),
                ("cue", "My wife just started her new job at {new}."),
                (
                    "explicit",
                    "My wife finally left {old}; {new} made her an offer she couldn't turn down.",
                ),
                ("explicit", "She's not at {old} anymore, my wife moved to {new} in the spring."),
                (
                    "implicit",
                    "My wife had her first week at {new} and she's already so much happier.",
                ),
                (
                    "implicit",
                    "My wife came home with her {new} badge and laptop, orientation was on Monday.",
                ),
            ],
            "questions": [
                "Where does my wife work?",
                "Who's my wife's employer?",
                "Which organisation is my wife with?",
            ],
            "now": ["Where's my wife working these days?"],
        },
        "zh": {
            "values": ["华为", "中国银行", "区税务局", "京东", "中石化", "市二中", "省设计院"],
            "facts": [
                "我老公在{v}上班。",
                "老公在{v}干了好几年了，做技术的。",
                "我爱人是{v}的，平时挺忙。",
            ],
            "corrections": [
                ("cue", "我老公跳槽了，现在在{new}。"),
                ("cue", "老公换工作了，去了{new}。"),
                ("explicit", "老公从{old}辞职了，入职了{new}。"),
                ("explicit", "我爱人已经不在{old}干了，现在是{new}的人。"),
                ("implicit", "老公这周第一天去{new}报到，回来说食堂不错。"),
                ("implicit", "老公拿到{new}的工牌了，下周一正式上班。"),
            ],
            "questions": [
                "我老公在哪儿上班？",
                "我爱人是哪个单位的？",
                "我老公工作的地方是哪家？",
            ],
            "now": ["我老公目前在哪家单位？"],
        },
    },
    {
        "key": "mother_city",
        "type": "SEMANTIC",
        "en": {
            "values": ["Bristol", "Porto", "Edinburgh", "Galway", "Norwich", "Malaga", "York"],
            "facts": [
                "My mum lives in {v}.",
                "Mum's place is in {v}, it's a good four hours to go and see her.",
                "When I visit my mother it's to {v}, she's got a little house near the centre.",
            ],
            "corrections": [
                ("cue", "Mum moved to {new} to be closer to her sister."),
                ("cue", "My mother has relocated to {new}, she sold the house in the summer."),
                ("explicit", "Mum's left {old} for good, she lives in {new} now."),
                ("explicit", "My mum isn't in {old} anymore, she bought a flat in {new}."),
                ("implicit", "Booked train tickets to {new} to see Mum and her new flat."),
                (
                    "implicit",
                    "Mum sent photos of the view from her balcony in {new}, she loves it there.",
                ),
            ],
            "questions": [
                "Where does my mum live?",
                "Which city is my mother in?",
                "Where do I have to travel to when I visit my mum?",
            ],
            "now": ["Where is my mother living now?"],
        },
        "zh": {
            "values": ["洛阳", "绍兴", "烟台", "桂林", "宜昌", "泉州", "大理"],
            "facts": [
                "我妈住在{v}。",
                "我妈一个人在{v}住，我一般过年回去看她。",
                "我母亲家在{v}，坐高铁要四个多小时。",
            ],
            "corrections": [
                ("cue", "我妈搬到{new}去了，说那边离我小姨近。"),
                ("cue", "我妈把老房子卖了，到{new}定居了。"),
                ("explicit", "我妈不在{old}住了，去{new}了。"),
                ("explicit", "我妈从{old}搬去了{new}。"),
                ("implicit", "订了去{new}的票，去看看我妈的新家。"),
                ("implicit", "我妈发了在{new}新家阳台拍的照片，说住得挺舒服。"),
            ],
            "questions": [
                "我妈住在哪个城市？",
                "回去看我母亲要去哪儿？",
                "我妈家在哪里？",
            ],
            "now": ["我妈现在住哪儿？"],
        },
    },
    {
        "key": "instrument",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the cello",
                "the ukulele",
                "the saxophone",
                "the violin",
                "classical guitar",
                "the drums",
                "the flute",
            ],
            "facts": [
                "I'm learning {v}.",
                "Been teaching myself {v} from YouTube videos, half an hour a night.",
                "My big project this year is learning to play {v}; I'm still stuck on scales.",
            ],
            "corrections": [
                ("cue", "I've switched to learning {new}, it suits my hands better."),
                ("cue", "Taking up {new} instead, just found a secondhand one."),
                ("explicit", "I gave up on {old}; I'm learning {new} now."),
                ("explicit", "Not {old} anymore, the neighbours complained, so I'm on {new}."),
                (
                    "implicit",
                    "Had my first proper lesson on {new} today, my fingers are killing me.",
                ),
                (
                    "implicit",
                    "Practising {new} every evening before dinner, the teacher says I'm picking it up quickly.",
                ),
            ],
            "questions": [
                "What instrument am I learning?",
                "Which instrument have I been practising?",
                "What am I trying to learn to play?",
            ],
            "now": ["What instrument am I learning at the moment?"],
        },
        "zh": {
            "values": ["古筝", "尤克里里", "萨克斯", "小提琴", "架子鼓", "长笛", "二胡"],
            "facts": [
                "我在学{v}。",
                "最近每天晚上练半小时{v}，跟着网课学。",
                "报了个{v}班，周末去上课。",
            ],
            "corrections": [
                ("cue", "改学{new}了，感觉更适合我。"),
                ("cue", "我转去学{new}了，刚入手了个二手的。"),
                ("explicit", "{old}不学了，现在学{new}。"),
                ("explicit", "放弃{old}了，邻居嫌吵，换成学{new}。"),
                ("implicit", "今天上了第一节{new}课，手指头都疼。"),
                ("implicit", "每天晚饭前练一会儿{new}，老师说我进步挺快。"),
            ],
            "questions": [
                "我在学什么乐器？",
                "我每天练的是哪种乐器？",
                "我学的乐器是啥来着？",
            ],
            "now": ["我目前在学哪样乐器？"],
        },
    },
    {
        "key": "gamer_tag",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "NightOwl_88",
                "quietmango",
                "Captain_Turnip",
                "r0gue_pixel",
                "SlowLoris42",
                "moss_and_static",
                "BarnacleBill",
            ],
            "facts": [
                "My gamertag is {v}.",
                "On Steam I go by {v}, add me if you ever want a co-op partner.",
                "Everyone in my Discord knows me as {v}, it's the name I use in every game.",
            ],
            "corrections": [
                ("cue", "I changed my gamertag to {new}."),
                ("cue", "New username on Steam: {new}."),
                ("explicit", "I dropped {old} as a handle, it's {new} everywhere now."),
                (
                    "explicit",
                    "Stop searching for {old} when you add me, I renamed myself to {new}.",
                ),
                (
                    "implicit",
                    "Finally grabbed the name {new} on Steam, somebody had been sitting on it for years.",
                ),
                ("implicit", "Tell the guys to look for {new} in the lobby tonight, that's me."),
            ],
            "questions": [
                "What's my gamer tag?",
                "What name do I use when I play online?",
                "What should people search for to add me on Steam?",
            ],
            "now": ["What's my current username in games?"],
        },
        "zh": {
            "values": [
                "夜猫子不睡觉",
                "芒果味的风",
                "咸鱼翻身中",
                "老王不在家",
                "一只小土豆",
                "北岛听雨",
                "奶茶续命",
            ],
            "facts": [
                "我游戏ID是{v}。",
                "我Steam上的名字叫{v}，想组队就搜这个。",
                "打游戏我一直用{v}这个昵称。",
            ],
            "corrections": [
                ("cue", "游戏ID改成{new}了。"),
                ("cue", "我把Steam昵称换成{new}了。"),
                ("explicit", "别再搜{old}了，我改名叫{new}了。"),
                ("explicit", "{old}那个名字不用了，现在统一叫{new}。"),
                ("implicit", "终于抢到{new}这个ID了，之前一直被人占着。"),
                ("implicit", "今晚开黑的话在房间里找{new}，那个就是我。"),
            ],
            "questions": [
                "我打游戏用的名字是什么？",
                "别人要加我好友该搜哪个ID？",
                "我的游戏昵称叫啥？",
            ],
            "now": ["我现在的游戏ID是哪个？"],
        },
    },
    {
        "key": "number_plate",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "KX19 TWL",
                "LB68 RZA",
                "YD21 KPO",
                "MW70 HSE",
                "SN17 GFU",
                "BV65 NJC",
                "EF22 LQT",
            ],
            "facts": [
                "My number plate is {v}.",
                "The car's registration is {v}, in case you need it for the parking app.",
                "{v} is my reg, I always blank on it when the car park machine asks.",
            ],
            "corrections": [
                ("cue", "New car, new reg: {new}."),
                ("cue", "My registration is {new} now, I put a private plate on it."),
                ("explicit", "The plate isn't {old} anymore, after the swap it's {new}."),
                ("explicit", "Update the parking app: it's {new} instead of {old}."),
                (
                    "implicit",
                    "Picked the car up from the dealer today, reg {new}, I need to memorise that.",
                ),
                ("implicit", "The insurance documents for {new} came through this morning."),
            ],
            "questions": [
                "What's my car's registration?",
                "What number plate do I have?",
                "Which reg do I type in when I pay for parking?",
            ],
            "now": ["What's my current reg number?"],
        },
        "zh": {
            "values": [
                "沪A·3F7K2",
                "浙B·8L26Q",
                "京N·5T1M9",
                "苏E·2H80W",
                "粤B·D6K331",
                "川A·7R9P5",
                "鲁B·6C3J8",
            ],
            "facts": [
                "我的车牌号是{v}。",
                "我车牌{v}，停车场缴费的时候要用。",
                "{v}是我的车，小区登记的就是这个牌子。",
            ],
            "corrections": [
                ("cue", "换了新车，车牌号是{new}。"),
                ("cue", "我新摇到号了，车牌是{new}。"),
                ("explicit", "车牌已经不是{old}了，换成{new}了。"),
                ("explicit", "停车APP里把{old}删了吧，改绑{new}。"),
                ("implicit", "今天去车管所上了牌，{new}，得记一下。"),
                ("implicit", "{new}的交强险保单今天寄到了。"),
            ],
            "questions": [
                "我的车牌号是多少？",
                "停车缴费该填哪个车牌？",
                "我车的牌照号是啥？",
            ],
            "now": ["我现在的车牌是哪个？"],
        },
    },
    {
        "key": "rehearsal_night",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Tuesday nights",
                "Wednesday nights",
                "Thursday nights",
                "Monday nights",
                "Sunday afternoons",
                "Friday evenings",
                "Saturday mornings",
            ],
            "facts": [
                "Band practice is on {v}.",
                "The band rehearses {v} in the back room of the community hall.",
                "I keep {v} free for rehearsals with the band, we're playing a wedding in the summer.",
            ],
            "corrections": [
                ("cue", "Band practice moved to {new}, the drummer started night shifts."),
                ("cue", "We rehearse on {new} now."),
                ("explicit", "Rehearsals aren't on {old} anymore, we switched to {new}."),
                (
                    "explicit",
                    "We had to give up {old}; the hall is only free on {new}, so that's practice from here on.",
                ),
                (
                    "implicit",
                    "The hall manager confirmed the band has the back room on {new} for the rest of the year.",
                ),
                (
                    "implicit",
                    "Please don't book me for anything on {new}, the band needs everyone there for the wedding set.",
                ),
            ],
            "questions": [
                "When does my band practise?",
                "Which night do we rehearse?",
                "What day is band rehearsal?",
            ],
            "now": ["When are band rehearsals these days?"],
        },
        "zh": {
            "values": [
                "周二晚上",
                "周三晚上",
                "周四晚上",
                "周一晚上",
                "周日下午",
                "周六上午",
                "周五晚上",
            ],
            "facts": [
                "合唱团每{v}排练。",
                "我们合唱团排练是{v}，在社区活动中心。",
                "{v}我得去合唱团排练，别给我安排别的事。",
            ],
            "corrections": [
                ("cue", "合唱团排练改到{new}了。"),
                ("cue", "指挥说以后排练挪到{new}。"),
                ("explicit", "排练不在{old}了，换成{new}。"),
                ("explicit", "合唱团排练从{old}调到了{new}，场地的原因。"),
                ("implicit", "活动中心那边确认了，那间排练室{new}归我们合唱团用。"),
                ("implicit", "{new}别约我，合唱团要抠比赛的曲子，一个都不能少。"),
            ],
            "questions": [
                "合唱团什么时候排练？",
                "我们哪天练合唱？",
                "合唱团的排练时间是？",
            ],
            "now": ["合唱团现在是哪天排练？"],
        },
    },
    {
        "key": "accountant",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Carol Meyers",
                "Dev Raman",
                "Janet Osei",
                "Hollis & Park",
                "Brightwater Accounting",
                "Felix Armitage",
                "Kerr & Dunmore",
            ],
            "facts": [
                "My accountant is {v}.",
                "{v} does my self-assessment every January, I just send over the receipts.",
                "For the freelance books I use {v}; not cheap, but never late with a filing.",
            ],
            "corrections": [
                ("cue", "I've moved my accounts over to {new}."),
                ("cue", "Found a new accountant, {new}, a friend recommended them."),
                (
                    "explicit",
                    "{old} stopped taking personal clients, so {new} is handling my tax return from now on.",
                ),
                (
                    "explicit",
                    "I stopped using {old} after the fee went silly; {new} does my books now.",
                ),
                (
                    "implicit",
                    "Sent the whole shoebox of receipts to {new} today, first year with them, fingers crossed.",
                ),
                ("implicit", "{new} rang about my tax return, they need my P60 by Friday."),
            ],
            "questions": [
                "Who does my taxes?",
                "Who's my accountant?",
                "Who should I send my receipts to at tax time?",
            ],
            "now": ["Which accountant am I using now?"],
        },
        "zh": {
            "values": [
                "诚信财务",
                "嘉和会计事务所",
                "李会计",
                "周会计",
                "恒信代账",
                "赵会计",
                "大华财税",
            ],
            "facts": [
                "我工作室的账是{v}在帮我做。",
                "每个月的报税交给了{v}，一个月三百块。",
                "个税汇算和工作室的账我都找{v}，省心。",
            ],
            "corrections": [
                ("cue", "代账换成{new}了。"),
                ("cue", "找了家新的代账，{new}，朋友推荐的。"),
                ("explicit", "{old}那边不合作了，账转给了{new}。"),
                ("explicit", "不找{old}了，收费太离谱，现在用{new}。"),
                ("implicit", "这个月的票据已经寄给{new}了，第一次合作，希望靠谱。"),
                ("implicit", "{new}打电话来说季度申报还差几张发票。"),
            ],
            "questions": [
                "我的账是谁在做？",
                "报税找的是哪家？",
                "发票和票据我该寄给谁？",
            ],
            "now": ["我现在用的代账是哪家？"],
        },
    },
    {
        "key": "school_pickup",
        "type": "SEMANTIC",
        "en": {
            "values": ["3:15", "3:30", "2:50", "3:45", "4:00", "2:30", "3:05"],
            "facts": [
                "My son gets out of school at {v}.",
                "Pickup for my boy is at {v}, so I have to leave the office a bit before.",
                "I need to be at the school gate by {v} every day to collect my son.",
            ],
            "corrections": [
                ("cue", "The school changed its hours, my son finishes at {new} now."),
                ("cue", "From next term pickup is {new}."),
                ("explicit", "Pickup isn't {old} anymore; the new timetable says {new}."),
                (
                    "explicit",
                    "My son's day ends at {new} instead of {old} since the new head came in.",
                ),
                (
                    "implicit",
                    "Got the letter from school: gates open for collection at {new} this year.",
                ),
                (
                    "implicit",
                    "Made it to the gate at {new} on the dot today and he was already waiting.",
                ),
            ],
            "questions": [
                "What time do I pick my son up from school?",
                "When does my boy finish school?",
                "When do I have to be at the school gate?",
            ],
            "now": ["What time is school pickup these days?"],
        },
        "zh": {
            "values": [
                "三点一刻",
                "三点半",
                "两点五十",
                "三点四十五",
                "四点",
                "四点半",
                "三点十分",
            ],
            "facts": [
                "我儿子{v}放学。",
                "每天{v}要去学校门口接儿子。",
                "儿子学校{v}放学，我得提前从单位出来。",
            ],
            "corrections": [
                ("cue", "学校调作息了，儿子改成{new}放学。"),
                ("cue", "下学期开始，放学时间是{new}。"),
                ("explicit", "放学不是{old}了，现在{new}。"),
                ("explicit", "儿子的放学时间从{old}变成了{new}。"),
                ("implicit", "班主任在群里发了通知，这学期{new}放学，家长按时来接。"),
                ("implicit", "今天{new}到校门口，儿子已经在那儿等我了。"),
            ],
            "questions": [
                "我儿子几点放学？",
                "我每天几点去接孩子？",
                "接儿子要几点到校门口？",
            ],
            "now": ["儿子现在几点放学？"],
        },
    },
    {
        "key": "bp_tablet_dose",
        "type": "SEMANTIC",
        "en": {
            "values": ["2.5 mg", "5 mg", "7.5 mg", "10 mg", "15 mg", "20 mg"],
            "facts": [
                "I take {v} of amlodipine every morning.",
                "My blood pressure tablet is amlodipine, {v} once a day.",
                "The amlodipine I'm on is {v}, I keep the box next to the kettle so I don't forget.",
            ],
            "corrections": [
                ("cue", "The GP changed my amlodipine to {new}."),
                ("cue", "New prescription came through: amlodipine {new} a day."),
                ("explicit", "I'm not on {old} of amlodipine anymore, the doctor put me on {new}."),
                ("explicit", "Amlodipine went from {old} to {new} after my last check-up."),
                (
                    "implicit",
                    "Picked up the new box of amlodipine, {new} tablets, and the pharmacist went through it with me.",
                ),
            ],
            "questions": [
                "How much amlodipine do I take?",
                "What dose is my blood pressure medication?",
                "How many milligrams is my morning tablet?",
            ],
            "now": ["What's my amlodipine dose at the moment?"],
        },
        "zh": {
            "values": ["2.5毫克", "5毫克", "7.5毫克", "10毫克", "15毫克", "20毫克"],
            "facts": [
                "我每天早上吃{v}的氨氯地平。",
                "降压药氨氯地平，一天一次，每次{v}。",
                "我吃的氨氯地平是{v}一片的，放在床头柜里。",
            ],
            "corrections": [
                ("cue", "医生把我的氨氯地平调成{new}了。"),
                ("cue", "新开的药，氨氯地平每天{new}。"),
                ("explicit", "氨氯地平不吃{old}了，医生让改成{new}。"),
                ("explicit", "复查完，氨氯地平从{old}换成了{new}。"),
                ("implicit", "今天去药房拿了{new}规格的氨氯地平，药师交代了一遍怎么吃。"),
            ],
            "questions": [
                "我的降压药吃多少？",
                "氨氯地平我一次吃几毫克？",
                "我早上那片药是多大剂量？",
            ],
            "now": ["我目前氨氯地平吃多少？"],
        },
    },
    {
        "key": "code_editor",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "VS Code",
                "Neovim",
                "Emacs",
                "PyCharm",
                "Sublime Text",
                "Zed",
                "IntelliJ IDEA",
            ],
            "facts": [
                "I write code in {v}.",
                "My editor of choice is {v}, I've got it set up exactly how I like.",
                "{v} is what I have open all day at work, dark theme and far too many plugins.",
            ],
            "corrections": [
                ("cue", "I've switched editors, I'm using {new} now."),
                ("cue", "Moved my whole setup over to {new} this weekend."),
                (
                    "explicit",
                    "Ditched {old}, it kept freezing on the big repo; {new} is my editor now.",
                ),
                ("explicit", "Not using {old} anymore, I'm all in on {new}."),
                (
                    "implicit",
                    "Spent the evening porting my keybindings into {new}, I think I'm finally comfortable in it.",
                ),
                ("implicit", "Can you find me a decent theme for {new}? I stare at it all day."),
            ],
            "questions": [
                "What editor do I code in?",
                "Which IDE do I use?",
                "What do I write my code with?",
            ],
            "now": ["Which code editor am I using these days?"],
        },
        "zh": {
            "values": [
                "VS Code",
                "Neovim",
                "Emacs",
                "PyCharm",
                "Sublime Text",
                "Zed",
                "IntelliJ IDEA",
            ],
            "facts": [
                "我写代码用{v}。",
                "我的主力编辑器是{v}，插件配得挺全。",
                "平时上班一整天开着的就是{v}。",
            ],
            "corrections": [
                ("cue", "编辑器换成{new}了。"),
                ("cue", "这周末把开发环境全迁到{new}上了。"),
                ("explicit", "{old}卡得受不了，弃了，改用{new}。"),
                ("explicit", "不用{old}了，现在全用{new}。"),
                ("implicit", "花了一晚上把快捷键配到{new}里，终于顺手了。"),
                ("implicit", "帮我找个{new}的好看主题吧，每天都对着它写代码。"),
            ],
            "questions": [
                "我写代码用什么编辑器？",
                "我用的是哪个IDE？",
                "我平时拿什么写程序？",
            ],
            "now": ["我现在写代码用的是哪个编辑器？"],
        },
    },
    {
        "key": "door_code",
        "type": "SEMANTIC",
        "en": {
            "values": ["4417", "2093", "7781", "5560", "1298", "3604", "8152"],
            "facts": [
                "The code for our building's front door is {v}.",
                "To get into the block you punch in {v} on the keypad.",
                "Front door keypad at my building: {v}, then the hash key.",
            ],
            "corrections": [
                ("cue", "The building changed the entry code to {new}."),
                ("cue", "New keypad code for the front door: {new}."),
                ("explicit", "{old} doesn't open the front door anymore, it's {new}."),
                (
                    "explicit",
                    "Management swapped the door code from {old} to {new} after the break-in.",
                ),
                ("implicit", "Texted the courier {new} so he can let himself into the building."),
                (
                    "implicit",
                    "Note for when my sister visits: she punches {new} at the main entrance.",
                ),
            ],
            "questions": [
                "What's the code to get into my building?",
                "What do I type on the keypad at the front door?",
                "What number opens the main entrance to our block?",
            ],
            "now": ["What's the door code for my building at the moment?"],
        },
        "zh": {
            "values": ["3826#", "1590#", "7043#", "2261#", "9417#", "5308#", "6672#"],
            "facts": [
                "我们单元门的密码是{v}。",
                "进楼要在门禁上按{v}。",
                "楼下大门密码{v}，快递员老问我。",
            ],
            "corrections": [
                ("cue", "物业把单元门密码改成{new}了。"),
                ("cue", "楼下门禁换新密码了：{new}。"),
                ("explicit", "{old}打不开单元门了，现在是{new}。"),
                ("explicit", "单元门密码从{old}换成了{new}，说是之前有陌生人进来。"),
                ("implicit", "把{new}发给了外卖小哥，让他自己上楼。"),
                ("implicit", "我妹来的时候告诉她，楼下门禁按{new}就能进。"),
            ],
            "questions": [
                "我们楼下门禁密码多少？",
                "进单元门要按什么？",
                "单元门怎么打开来着？",
            ],
            "now": ["单元门现在的密码是多少？"],
        },
    },
    {
        "key": "reading_goal",
        "type": "SEMANTIC",
        "en": {
            "values": ["12 books", "20 books", "24 books", "30 books", "40 books", "52 books"],
            "facts": [
                "My reading goal this year is {v}.",
                "I've set myself a Goodreads challenge of {v} for the year.",
                "I'm aiming to get through {v} this year, mostly on the train in the mornings.",
            ],
            "corrections": [
                ("cue", "I've reset my reading goal to {new} for the year."),
                ("cue", "Changed my Goodreads challenge to {new}."),
                ("explicit", "Forget {old}, my target for the year is {new}."),
                (
                    "explicit",
                    "I changed my yearly goal from {old} to {new}, it fits the new job better.",
                ),
                (
                    "implicit",
                    "Told my friends my challenge this year is {new}, so now I have to actually do it.",
                ),
            ],
            "questions": [
                "How many books do I want to read this year?",
                "What's my reading target?",
                "What number did I put in for my Goodreads challenge?",
            ],
            "now": ["What's my current reading goal for the year?"],
        },
        "zh": {
            "values": ["12本", "20本", "24本", "30本", "40本", "50本"],
            "facts": [
                "今年给自己定的读书目标是{v}。",
                "我今年打算读{v}书。",
                "微信读书上我设了个年度目标，{v}。",
            ],
            "corrections": [
                ("cue", "年度读书目标改成{new}了。"),
                ("cue", "重新定了一下，今年读{new}。"),
                ("explicit", "读书目标不是{old}了，改成{new}。"),
                ("explicit", "今年的目标从{old}调整成{new}，换了工作，时间不一样了。"),
                ("implicit", "跟朋友们放话了，今年要读完{new}，说出去就得做到。"),
            ],
            "questions": [
                "我今年计划读几本书？",
                "我的年度读书目标是多少？",
                "今年我想读完多少本？",
            ],
            "now": ["我目前定的读书目标是几本？"],
        },
    },
    {
        "key": "racket_partner",
        "type": "SEMANTIC",
        "en": {
            "values": ["Priya", "Marcus", "Elena", "Greg", "Yusuf", "Hannah", "Tobias"],
            "facts": [
                "I play tennis with {v} on Sunday mornings.",
                "My usual tennis partner is {v}, we book the court at the park.",
                "{v} and I have a standing tennis match every weekend, I lose most of them.",
            ],
            "corrections": [
                ("cue", "I've got a new tennis partner, {new}."),
                ("cue", "Playing tennis with {new} on Sundays now."),
                ("explicit", "{old} moved away, so I play tennis with {new} these days."),
                ("explicit", "I'm not playing with {old} anymore, {new} is my tennis partner."),
                ("implicit", "Beat {new} in straight sets on Sunday, first time ever."),
                (
                    "implicit",
                    "Booked the park court for me and {new} again, same slot as every week.",
                ),
            ],
            "questions": [
                "Who do I play tennis with?",
                "Who's my tennis partner?",
                "Who do I book the court with on weekends?",
            ],
            "now": ["Who am I playing tennis with these days?"],
        },
        "zh": {
            "values": ["小周", "老陈", "阿杰", "小林", "大彭", "老郭", "萌萌"],
            "facts": [
                "我每周六跟{v}打羽毛球。",
                "打羽毛球我的固定搭档是{v}。",
                "{v}和我每周都约一场羽毛球，在体育馆订的场地。",
            ],
            "corrections": [
                ("cue", "羽毛球换搭档了，现在跟{new}打。"),
                ("cue", "最近周末都是跟{new}一起打羽毛球。"),
                ("explicit", "{old}调去外地工作了，现在跟我打球的是{new}。"),
                ("explicit", "不跟{old}打了，我的羽毛球搭档换成了{new}。"),
                ("implicit", "这周六跟{new}打了三局羽毛球，赢了两局。"),
                ("implicit", "又帮我和{new}订了周六的羽毛球场，老时间。"),
            ],
            "questions": [
                "我跟谁打羽毛球？",
                "我的球搭子是谁？",
                "周末陪我打球的是哪个朋友？",
            ],
            "now": ["我现在跟谁一起打羽毛球？"],
        },
    },
    {
        "key": "retirement_age",
        "type": "SEMANTIC",
        "en": {
            "values": ["58", "60", "62", "63", "65", "67"],
            "facts": [
                "I'm planning to retire at {v}.",
                "The plan is to stop working at {v}, that's what my pension projection is built around.",
                "All my pension sums assume I retire at {v}.",
            ],
            "corrections": [
                ("cue", "I've changed my retirement plan, aiming for {new} now."),
                ("cue", "New plan: retire at {new}."),
                ("explicit", "Not {old} anymore, I'm planning to retire at {new}."),
                (
                    "explicit",
                    "After going through the numbers with my wife we changed the retirement target from {old} to {new}.",
                ),
                (
                    "implicit",
                    "Redid the pension calculator with {new} as my retirement age and the numbers actually work.",
                ),
            ],
            "questions": [
                "At what age do I want to retire?",
                "When am I planning to stop working?",
                "What retirement age are my pension sums based on?",
            ],
            "now": ["What age am I aiming to retire at now?"],
        },
        "zh": {
            "values": ["55", "58", "60", "62", "63", "65"],
            "facts": [
                "我打算{v}岁退休。",
                "我的计划是干到{v}岁就不干了。",
                "养老金那些账我都是按{v}岁退休算的。",
            ],
            "corrections": [
                ("cue", "退休计划改了，打算{new}岁退。"),
                ("cue", "跟家里商量了，准备{new}岁退休。"),
                ("explicit", "不是{old}岁了，我现在打算{new}岁退休。"),
                ("explicit", "退休年龄从{old}岁改成{new}岁了。"),
                ("implicit", "用{new}岁退休重新算了一遍养老金，发现也够用。"),
            ],
            "questions": [
                "我准备几岁退休？",
                "我打算干到多大岁数？",
                "我的养老金是按几岁退休算的？",
            ],
            "now": ["我目前计划几岁退休？"],
        },
    },
    {
        "key": "football_team",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Arsenal",
                "Liverpool",
                "Celtic",
                "Leeds United",
                "Newcastle",
                "Aston Villa",
                "Everton",
            ],
            "facts": [
                "I support {v}.",
                "I've followed {v} since I was a kid, my grandad took me to my first match.",
                "Saturday afternoons are for watching {v}, don't call me during the match.",
            ],
            "corrections": [
                ("cue", "I've switched allegiance to {new}, don't judge me."),
                ("cue", "Got a season ticket for {new}, so I guess {new} is my team now."),
                ("explicit", "I'm done with {old} after this season; I follow {new} now."),
                ("explicit", "I don't follow {old} anymore, my nephew dragged me over to {new}."),
                (
                    "implicit",
                    "Bought the new {new} home shirt, wearing it to the match on Saturday.",
                ),
                (
                    "implicit",
                    "Stayed up for the {new} game last night and we scraped a win, what a finish.",
                ),
            ],
            "questions": [
                "Which football team do I support?",
                "Who's my team?",
                "Which club am I a fan of?",
            ],
            "now": ["Which team am I supporting these days?"],
        },
        "zh": {
            "values": ["皇马", "巴萨", "曼联", "拜仁", "利物浦", "AC米兰", "切尔西"],
            "facts": [
                "我是{v}的球迷。",
                "从上学那会儿就开始支持{v}了。",
                "{v}的比赛我基本场场都看，半夜也爬起来。",
            ],
            "corrections": [
                ("cue", "我现在改支持{new}了，别笑我。"),
                ("cue", "转投{new}了，还买了他们的球衣。"),
                ("explicit", "{old}不看了，现在支持{new}。"),
                ("explicit", "不再是{old}球迷了，被朋友带成了{new}的粉。"),
                ("implicit", "熬夜看了{new}的欧冠，赢了，太爽了。"),
                ("implicit", "刚下单了一件{new}的新赛季主场球衣。"),
            ],
            "questions": [
                "我支持哪支球队？",
                "我是哪个队的球迷？",
                "我喜欢的足球俱乐部是哪个？",
            ],
            "now": ["我现在支持的是哪支球队？"],
        },
    },
    {
        "key": "news_source",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the BBC News app",
                "The Guardian",
                "the New York Times",
                "Reuters",
                "NPR",
                "The Economist",
                "Apple News",
            ],
            "facts": [
                "I get my news from {v}.",
                "Every morning over breakfast I read {v}, it's the only news I really trust.",
                "{v} is where I read the headlines, I don't bother with anything else.",
            ],
            "corrections": [
                ("cue", "I've switched to {new} for my news."),
                ("cue", "Signed up for {new}, that's my main news now."),
                (
                    "explicit",
                    "I stopped reading {old}, the paywall got silly; {new} is where I get my news.",
                ),
                ("explicit", "{old} is off my phone, I read {new} instead."),
                (
                    "implicit",
                    "Put {new} on my home screen so the headlines are the first thing I see in the morning.",
                ),
            ],
            "questions": [
                "Where do I get my news?",
                "Which news outlet do I read?",
                "What do I check for the headlines in the morning?",
            ],
            "now": ["What news source am I reading nowadays?"],
        },
        "zh": {
            "values": [
                "澎湃新闻",
                "今日头条",
                "腾讯新闻",
                "财新",
                "网易新闻",
                "新华社客户端",
                "界面新闻",
            ],
            "facts": [
                "我平时看新闻用{v}。",
                "每天早上刷{v}，看看有什么大事。",
                "我只看{v}上的新闻，别的不太信。",
            ],
            "corrections": [
                ("cue", "看新闻换成{new}了。"),
                ("cue", "最近改用{new}看新闻了。"),
                ("explicit", "把{old}卸了，广告太多，现在用{new}。"),
                ("explicit", "不看{old}了，改看{new}。"),
                ("implicit", "把{new}放到手机首页了，早上一打开就能看到头条。"),
            ],
            "questions": [
                "我平时在哪看新闻？",
                "我用什么APP看新闻？",
                "我每天早上从哪儿了解时事？",
            ],
            "now": ["我现在看新闻主要用哪个？"],
        },
    },
    {
        "key": "bike",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Trek hybrid",
                "a secondhand Brompton",
                "a Specialized Sirrus",
                "a Cannondale gravel bike",
                "a Giant road bike",
                "an old Raleigh",
                "a Canyon e-bike",
            ],
            "facts": [
                "I ride {v}.",
                "My bike is {v}, it lives in the hallway and everyone trips over it.",
                "I get around town on {v}, with a basket on the front for the shopping.",
            ],
            "corrections": [
                ("cue", "I've got a new bike: {new}."),
                ("cue", "Swapped bikes, I'm riding {new} now."),
                ("explicit", "Sold {old} on Marketplace and bought {new}."),
                (
                    "explicit",
                    "My bike isn't {old} anymore, it got nicked outside the station; I'm on {new} now.",
                ),
                (
                    "implicit",
                    "Took {new} out for its first proper ride today and it handles beautifully.",
                ),
            ],
            "questions": [
                "What bike do I have?",
                "What do I cycle on?",
                "Which bike do I ride around town?",
            ],
            "now": ["What bike am I riding these days?"],
        },
        "zh": {
            "values": ["雅迪", "爱玛", "小牛", "九号", "台铃", "绿源", "新日"],
            "facts": [
                "我骑的是一辆{v}的电动车。",
                "我平时出门骑{v}电动车。",
                "家里那辆{v}电动车是我买菜接人骑的。",
            ],
            "corrections": [
                ("cue", "换了辆新电动车，{new}的。"),
                ("cue", "电动车换成{new}了。"),
                ("explicit", "把{old}那辆卖了，买了辆{new}。"),
                ("explicit", "我那辆{old}被偷了，现在骑{new}。"),
                ("implicit", "今天第一次骑{new}出门，操控挺好。"),
            ],
            "questions": [
                "我骑的电动车是什么牌子？",
                "我出门骑的电瓶车是哪家的？",
                "我那辆电动车是啥牌子的？",
            ],
            "now": ["我现在骑的电动车是什么牌子的？"],
        },
    },
]
