"""Fresh templates of the knowledge-update benchmark, tenth generation
(`python -m bench.knowledge_update --templates fresh10`).

Written 2026-12-05 by a helper session that read none of the engine's code, rules or lexicons
(judge, cue and time words, tokenizer, extraction, merging), none of the tests and none of the
bench code while writing it: of bench/ it read ku_fresh9.py in full (for the format), the
docstring of ku_templates.py, and the other ku_*.py only to list their attribute keys (a grep
on "key"), so that none is reused. Not to be tuned on; whoever tunes on it writes a new set and
says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh9.py:
the kitchen speaker, the headphones, the navigation app, the station on the car radio, how the
user pays at the till, the side hustle, the biggest freelance client, the headache pill, the
baby's formula, the daughter's after-school club, the winter coat, the work bag, the user's side
of the bed, what grows on the balcony, the camera, the dish cooked for guests, what the user
falls asleep to, the cooking oil, the Sunday sport, who minds the cat when the family is away,
the fruit in the fruit bowl and dad's hobby, in English and Chinese. The Chinese side is
localised, not translated: 小爱音箱, 天猫精灵 and 小度 on the kitchen windowsill, 华为FreeBuds
and 漫步者 instead of Sony and Bose, 高德 and 百度地图 instead of Waze, 交通广播 and 经典947 on the
car radio, 微信支付, 支付宝, 云闪付 and 数字人民币 at the till, a 夜市 stall selling 烤肠, 跑滴滴 and
小红书推广 as a side hustle, a 预制菜 company or the 区文旅局 as the big client, 布洛芬, 芬必得 and
正天丸 for a headache, 飞鹤 and 君乐宝 formula with 上火 as the reason to change, 围棋班, 奥数班
and 主持人口才班 after school, a 波司登 down coat or dad's old 军大衣, a 小米 rucksack or a 新秀丽
laptop bag, 靠墙那边 and 靠暖气那边 of the bed, 小葱, 韭菜 and 丝瓜 on the balcony, 索尼黑卡 and a
大疆Pocket, 红烧肉, 可乐鸡翅 and 剁椒鱼头 for guests, 郭德纲's 相声 and 《明朝那些事儿》 on
喜马拉雅 to fall asleep to, 鲁花花生油 and home-pressed 菜籽油, 飞盘, 匹克球 and 太极拳 on Sundays,
对门的刘阿姨 or 宠物店寄养 for the cat, 砂糖橘, 车厘子 and 阳光玫瑰 in the fruit bowl, and a dad
who has taken to 下象棋, 跳广场舞, 养鸟 or 拍抖音.

Some attributes sit next to each other on purpose (the kitchen speaker, the headphones, the car
radio and the sleep sound are all things the user listens on or to; the navigation app and the
car radio are both in the car; the coat and the work bag are both carried to work every day; the
side hustle and the big client are both work): the control fact of one is true at the same time
as the value of its neighbour, so a system that lets one overwrite the other is caught out. Each
attribute itself stays single-valued.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value) and ku_fresh9.py, with the correction styles
  "cue"       a change word, no old value ("these days", "as of last week", "ended up going
              with", "gone over to", "made the jump to", "如今", "后来", "已经换成", "打上个月起",
              "这阵子", ...)
  "explicit"  the old value named as replaced ("ditched {old}", "packed in {old}", "not {old} any
              more", "不再…{old}", "{old}撂下了", "{old}送人了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a new
              situation ("Dropped {new} in a rock pool at Whitby", "在海边把{new}掉进了水坑")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per
language: terse lower-case chat lines, long rambling messages where the value is one clause among
several, and situations in which the value simply turns up. Corrections carry no direction words
(the old and new values are drawn at random): nothing says bigger, cheaper, higher or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (the speaker at a friend's barbecue, a man on the train with no headphones, a
hire car's sat nav, a friend on a radio phone-in, a café that has gone card only, a friend's
market stall, a client who paid in coins, a headache after the school disco, formula tins behind
security tags, a parents' session after school, the wrong coat taken from the pub, a hen in a
bag on the bus, a couple who sleep in separate rooms, pigeons on the upstairs balcony, a speed
camera, a dinner party where the oven died, wind chimes in a storm, oil spilt on the bypass, the
Sunday league lads in the rain, a friend's goldfish, a fruit bowl kept in the fridge, dad asleep
through the cricket), and some use "left", "now", "still", "again", "changed", "new", "moved",
"现在", "还", "又", "换", "新" in senses that are not a change of the user's attribute ("my left
ear", "there's a new zebra crossing", "the post office has moved into the chemist", "垃圾车换了
时间", "楼上阳台又有鸽子做窝了"), so that a memory system that matches on shared words rather
than on meaning is caught out; none of them states, or implies, a value of an attribute. Filler
names, cities, dishes, snacks and shows are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Orla", "Tomasz", "Priya", "Gareth", "Yusuf", "Hattie", "Callum", "Aoife"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": ["Lisbon", "Krakow", "Seville", "Ljubljana", "Lyon", "Bruges", "Inverness"],
        "dish": [
            "a shepherd's pie",
            "toad in the hole",
            "a mushroom risotto",
            "a chilli con carne",
            "leek and potato soup",
            "a jacket potato with beans",
        ],
        "snack": [
            "a Kit Kat",
            "salt and vinegar crisps",
            "a flapjack",
            "a sausage roll",
            "a pack of Jaffa Cakes",
            "Mini Cheddars",
        ],
        "show": [
            "Gavin & Stacey",
            "Line of Duty",
            "University Challenge",
            "The Traitors",
            "Gardeners' World",
            "Ghosts",
        ],
        "thing": [
            "the boiler",
            "the tumble dryer",
            "the microwave",
            "the extractor fan",
            "the garage door",
            "the hoover",
        ],
        "bird": [
            "a robin",
            "a heron",
            "a green woodpecker",
            "a pair of bullfinches",
            "a wren",
            "a red kite",
        ],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "14", "30"],
    },
    "zh": {
        "friend": ["小雯", "阿杰", "婷婷", "老周", "佳佳", "大鹏", "小何", "阿珍"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["西安", "厦门", "青岛", "长沙", "昆明", "苏州", "哈尔滨"],
        "dish": ["蒜蓉西兰花", "鱼香肉丝", "土豆炖牛肉", "麻婆豆腐", "葱油拌面", "紫菜蛋花汤"],
        "snack": ["鸭脖", "薯片", "豆干", "锅巴", "花生米", "旺旺雪饼"],
        "show": [
            "《繁花》",
            "《琅琊榜》",
            "《家有儿女》",
            "《向往的生活》",
            "《父母爱情》",
            "《庆余年》",
        ],
        "thing": ["空调", "微波炉", "燃气灶", "扫地机器人", "电饭煲", "防盗门"],
        "bird": ["一只戴胜", "一对斑鸠", "一只翠鸟", "几只八哥", "一只老鹰", "一群燕子"],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "14", "30"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The speaker at {friend}'s barbecue cut out every time someone walked past it with a phone.",
        ),
        (
            "EPISODIC",
            "A man on the train to {city} watched a whole film on his phone with no headphones, full volume.",
        ),
        (
            "EPISODIC",
            "The sat nav in the hire car in {city} sent us down a lane that turned into a flight of steps.",
        ),
        ("EPISODIC", "{friend} rang a radio phone-in about potholes and actually got on air."),
        (
            "EPISODIC",
            "The café by the station has gone card only and the pensioners are up in arms.",
        ),
        (
            "EPISODIC",
            "{friend} sells her cakes at the farmers' market on {weekday}s and is sold out by ten.",
        ),
        ("EPISODIC", "A client of {friend}'s paid an invoice in two-pence coins, in a bucket."),
        ("EPISODIC", "Had a thumping headache after the school disco, the DJ was about fourteen."),
        (
            "EPISODIC",
            "The baby aisle at the big Tesco has the formula tins behind security tags now.",
        ),
        (
            "EPISODIC",
            "The school ran an after-school session for parents on the new phonics, with biscuits.",
        ),
        (
            "EPISODIC",
            "Somebody walked off with the wrong coat after the pub quiz and left theirs, two sizes too big.",
        ),
        ("EPISODIC", "A woman on the bus had a bag with a live hen in it, I'm not making this up."),
        (
            "EPISODIC",
            "{friend} and her husband sleep in separate rooms because of the snoring and swear it saved their marriage.",
        ),
        ("EPISODIC", "The pigeons are nesting on the balcony of the flat upstairs again."),
        (
            "EPISODIC",
            "A speed camera went up on the hill road and half the village got a letter in the first week.",
        ),
        (
            "EPISODIC",
            "{friend} had people round, the oven died, and everyone ate toast on the floor.",
        ),
        ("EPISODIC", "The neighbours' wind chimes clanged all night in the storm."),
        (
            "EPISODIC",
            "A lorry spilt a load of cooking oil on the bypass and the road was shut till teatime.",
        ),
        (
            "EPISODIC",
            "Watched the Sunday league lads on the rec get soaked through, from the warmth of the café.",
        ),
        (
            "EPISODIC",
            "{friend} has asked me to feed her goldfish while she's in {city}, which feels like a lot of responsibility.",
        ),
        ("EPISODIC", "{friend} keeps her fruit bowl in the fridge, which I think is a crime."),
        (
            "EPISODIC",
            "Dad fell asleep in his chair at two in the afternoon and snored through the whole of the cricket.",
        ),
        (
            "SEMANTIC",
            "My grandad sold coats on the market for forty years and could size you up from across the street.",
        ),
        (
            "SEMANTIC",
            "My cousin in {city} grows pumpkins in the stairwell of his block and the caretaker has given up.",
        ),
        (
            "PREFERENCE",
            "I can't stand people playing videos out loud on their phones on the bus.",
        ),
        ("PREFERENCE", "I hate the smell of frying that hangs about the house the next day."),
        # words that look like a change, but are not one
        ("EPISODIC", "My left ear has been blocked since the flight home."),
        ("EPISODIC", "There's a new zebra crossing outside the school, about time."),
        (
            "EPISODIC",
            "{friend} has moved to {city} for a job in a lab and already misses the rain.",
        ),
        (
            "EPISODIC",
            "They've changed the time the bin lorry comes, it's six in the morning and the whole street is awake.",
        ),
        (
            "EPISODIC",
            "The kitchen tap is dripping again and I've put a tea towel under it like that fixes anything.",
        ),
        (
            "EPISODIC",
            "Still waiting for the council to fix the streetlight outside, it's been {number} weeks.",
        ),
        (
            "EPISODIC",
            "The post office has moved into the back of the chemist and the queue goes out of the door.",
        ),
        ("EPISODIC", "The new series of {show} starts in {month} and I've booked the evening off."),
        ("EPISODIC", "Changed the sheets and found the TV remote inside the duvet cover."),
        ("EPISODIC", "Moved the sofa to hoover and found £3, a dummy and a lot of Lego."),
        ("EPISODIC", "The dentist has a new receptionist who calls everyone 'my love'."),
        ("EPISODIC", "Left the oven on when we went out and came back to some very dry potatoes."),
        ("EPISODIC", "It's dark by half four now, which feels illegal."),
        ("EPISODIC", "{friend} is still not speaking to her brother after the wedding."),
        # plain unrelated
        ("SEMANTIC", "I can do the splits, which nobody ever expects."),
        (
            "SEMANTIC",
            "My friend {friend} lives in {city} and we play online Scrabble every {weekday}.",
        ),
        (
            "SEMANTIC",
            "The plum tree by the shed gave us {number} plums this year and the wasps had most of them.",
        ),
        ("SEMANTIC", "I was born in a taxi on the way to the hospital, which Mum still mentions."),
        ("SEMANTIC", "The bathroom door sticks in wet weather and you have to shoulder it open."),
        ("PREFERENCE", "I always take {snack} on a long train journey."),
        ("PREFERENCE", "{show} is what I put on when my brain has stopped working."),
        ("PREFERENCE", "I like my toast nearly burnt."),
        ("PREFERENCE", "I've never liked {dish}, whoever makes it."),
        ("PREFERENCE", "I'd take a windy beach over a hot one any day."),
        ("EPISODIC", "Made {dish} on {weekday} and there was enough for three nights."),
        ("EPISODIC", "Saw {bird} in the garden this morning and forgot to eat my breakfast."),
        ("EPISODIC", "{thing} is making a clicking noise and I've decided it's fine."),
        ("EPISODIC", "Binged {show} with {friend} over a wet weekend."),
        (
            "EPISODIC",
            "Went to the trampoline park with {friend} and fell over {number} times in the first hour.",
        ),
        ("EPISODIC", "Sat in traffic for {minutes} minutes behind a broken-down caravan."),
        ("EPISODIC", "Booked a long weekend in {city} in {month}, a flat above a fishmonger's."),
        ("EPISODIC", "Fell asleep in the barber's chair and woke up with a fringe."),
        (
            "EPISODIC",
            "Fixed {thing} with a butter knife and a YouTube video, took {minutes} minutes.",
        ),
        (
            "EPISODIC",
            "Got caught in a downpour on the walk home and my shoes are still squelching.",
        ),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "{friend}家烧烤的时候音箱老断，谁拿着手机从旁边走过就断。"),
        ("EPISODIC", "去{city}的高铁上有个人外放看了一整部电影，连耳机都不戴。"),
        ("EPISODIC", "在{city}租的车，导航把我们带进一条小巷，走到头是一段台阶。"),
        ("EPISODIC", "{friend}打进电台的热线节目说小区停车难，居然播出去了。"),
        ("EPISODIC", "火车站旁边那家早餐店不能扫码，一群年轻人站在门口干瞪眼。"),
        ("EPISODIC", "{friend}{weekday}晚上在夜市摆摊卖手工发卡，十点就卖光了。"),
        ("EPISODIC", "{friend}的一个客户拿一袋硬币结了尾款。"),
        ("EPISODIC", "孩子学校的元旦晚会音响太吵，回家头疼了一晚上。"),
        ("EPISODIC", "超市母婴区的奶粉现在都锁在柜子里，要叫店员来开。"),
        ("EPISODIC", "学校放学后给家长开了个讲座，讲怎么陪孩子写作业，还发了小饼干。"),
        ("EPISODIC", "饭局散场有人穿错外套走了，留下的那件大了两个号。"),
        ("EPISODIC", "公交上有个大妈的包里装着一只活鸡，我没瞎编。"),
        ("EPISODIC", "{friend}和她老公因为打呼噜分房睡，说婚姻就是这么保住的。"),
        ("EPISODIC", "楼上那家的阳台上又有鸽子做窝了。"),
        ("EPISODIC", "山路上新装了个测速摄像头，第一周半个村的人都收到了罚单。"),
        ("EPISODIC", "{friend}请人来家吃饭，烤箱坏了，最后大家坐在地上吃泡面。"),
        ("EPISODIC", "刮台风那晚邻居家的风铃响了一整夜。"),
        ("EPISODIC", "一辆油罐车在环路上漏了一地油，路一直封到傍晚。"),
        ("EPISODIC", "礼拜天路过公园，看一群大爷在雨里踢野球，浑身湿透。"),
        ("EPISODIC", "{friend}去{city}出差，托我帮她喂几天金鱼，压力好大。"),
        ("EPISODIC", "{friend}把果盘放冰箱里，我觉得这简直是犯罪。"),
        ("EPISODIC", "我爸下午两点就在躺椅上睡着了，呼噜打了一整场球赛。"),
        ("SEMANTIC", "我爷爷在百货大楼卖了四十年布，一眼就能看出你穿多大号。"),
        ("SEMANTIC", "我表哥在{city}，在楼道里种了一排南瓜，物业找了他好几回。"),
        ("PREFERENCE", "我最受不了公交上有人外放短视频。"),
        ("PREFERENCE", "我最讨厌炸完东西第二天满屋子还是油烟味。"),
        # words that look like a change, but are not one
        ("EPISODIC", "坐完飞机左耳一直堵着，到现在都没好。"),
        ("EPISODIC", "学校门口新画了斑马线，早该画了。"),
        ("EPISODIC", "{friend}搬到{city}去了，说那边房租便宜一半。"),
        ("EPISODIC", "垃圾车换了时间，早上六点就来，整栋楼都被吵醒了。"),
        ("EPISODIC", "厨房的水龙头又滴水了，我垫了块抹布，假装修好了。"),
        ("EPISODIC", "楼下的路灯坏了{number}个礼拜，物业还没来修。"),
        ("EPISODIC", "小区门口新开了一家面馆，排队排到马路上。"),
        ("EPISODIC", "{show}出新一季了，{month}开播，我已经把那天晚上空出来了。"),
        ("EPISODIC", "换床单的时候在被罩里找到了电视遥控器。"),
        ("EPISODIC", "挪沙发扫地，扫出来三块钱、一个奶嘴和一堆乐高。"),
        ("EPISODIC", "地铁站的出口改了，现在得从C口出。"),
        ("EPISODIC", "出门忘了关烤箱，回来土豆都烤成干了。"),
        ("EPISODIC", "现在四点半天就黑了，真让人受不了。"),
        ("EPISODIC", "{friend}婚礼以后还是不跟她哥说话。"),
        # plain unrelated
        ("SEMANTIC", "我能劈叉，谁都想不到。"),
        ("SEMANTIC", "朋友{friend}在{city}，我们每个{weekday}晚上一起在网上打牌。"),
        ("SEMANTIC", "楼下那棵石榴树今年结了{number}个石榴，大半被鸟啄了。"),
        ("SEMANTIC", "我是在去医院的出租车上出生的，我妈到现在还常提。"),
        ("SEMANTIC", "卫生间的门一下雨就卡住，得用肩膀撞开。"),
        ("PREFERENCE", "坐长途火车我一定要带{snack}。"),
        ("PREFERENCE", "脑子转不动的时候我就看{show}。"),
        ("PREFERENCE", "吃面条我一定要加一勺醋。"),
        ("PREFERENCE", "{dish}我从来不爱吃，谁做的都一样。"),
        ("PREFERENCE", "比起大热天的海边，我更喜欢刮风的海边。"),
        ("EPISODIC", "{weekday}做了{dish}，够吃三顿。"),
        ("EPISODIC", "早上在院子里看到{bird}，早饭都忘了吃。"),
        ("EPISODIC", "{thing}一直咔哒咔哒响，我决定当它没事。"),
        ("EPISODIC", "下雨的周末跟{friend}在家刷完了{show}。"),
        ("EPISODIC", "跟{friend}去蹦床公园，头一个钟头就摔了{number}回。"),
        ("EPISODIC", "前面一辆房车抛锚，堵了{minutes}分钟。"),
        ("EPISODIC", "订了{month}去{city}的小长假，住在一家鱼店楼上。"),
        ("EPISODIC", "在理发店的椅子上睡着了，醒来多了个刘海。"),
        ("EPISODIC", "用一把黄油刀加一段视频把{thing}修好了，折腾了{minutes}分钟。"),
        ("EPISODIC", "走回家路上赶上暴雨，鞋到现在还在咕叽咕叽响。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "smart_speaker",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "an Amazon Echo",
                "a Google Nest Mini",
                "a Sonos One",
                "an Apple HomePod mini",
                "a JBL Flip",
                "a Bose SoundLink",
            ],
            "facts": [
                "The speaker in our kitchen is {v}.",
                "We play music in the kitchen on {v}.",
                "On the kitchen windowsill we've got {v} for the music and the timers.",
            ],
            "corrections": [
                ("cue", "We've got a different kitchen speaker these days, {new}."),
                ("cue", "ended up going with {new} for the kitchen in the end"),
                ("cue", "As of last week the kitchen music comes out of {new}."),
                ("explicit", "Ditched {old}, the kitchen speaker is {new}."),
                ("explicit", "{old} has gone to the tip, we play music on {new}."),
                ("explicit", "It's not {old} on the kitchen windowsill any more, it's {new}."),
                (
                    "implicit",
                    "{new} started playing death metal at 3am all by itself and I nearly rang the police.",
                ),
                ("implicit", "asked {new} for a 10 min timer and it played Tina Turner"),
                (
                    "implicit",
                    "The kids have worked out how to make {new} say rude words and it's all they do.",
                ),
                (
                    "implicit",
                    "Danced round the kitchen to ABBA on {new} while the pasta boiled over.",
                ),
                (
                    "implicit",
                    "Spilt gravy all over {new} and it carried on playing like nothing had happened.",
                ),
                (
                    "implicit",
                    "Hosted the book club for the first time, hoovered, bought posh crisps, hid the ironing in the oven, forgot to read the last four chapters, and spent most of the night fiddling with {new} because nobody could agree on background music.",
                ),
            ],
            "questions": [
                "What speaker have we got in the kitchen?",
                "What do we play music on in the kitchen?",
                "Which speaker sits on the kitchen windowsill?",
            ],
            "now": ["What's the kitchen speaker at the moment?"],
        },
        "zh": {
            "values": [
                "小爱音箱",
                "天猫精灵",
                "小度音箱",
                "华为Sound X",
                "苹果HomePod",
                "一个蓝牙小钢炮",
            ],
            "facts": [
                "厨房里放的音箱是{v}。",
                "我们家做饭的时候用{v}放歌。",
                "厨房窗台上摆着{v}，放歌、定时都靠它。",
            ],
            "corrections": [
                ("cue", "厨房的音箱已经换了，如今是{new}。"),
                ("cue", "后来厨房那台定了{new}。"),
                ("cue", "打上周起厨房放歌改用{new}了。"),
                ("explicit", "{old}送人了，厨房里摆的是{new}。"),
                ("explicit", "不再用{old}放歌了，厨房换成了{new}。"),
                ("explicit", "厨房窗台上不是{old}了，是{new}。"),
                ("implicit", "半夜三点{new}自己放起歌来，吓得我差点报警。"),
                ("implicit", "让{new}定个十分钟 它给我放了首《最炫民族风》"),
                ("implicit", "孩子发现能让{new}讲笑话，一晚上问了四十遍。"),
                ("implicit", "一边跟着{new}唱《大碗宽面》一边下面条，锅都扑了。"),
                ("implicit", "炒菜的油溅到{new}上，擦了半天。"),
                (
                    "implicit",
                    "第一次在家请同事吃饭，拖了地，买了进口薯片，把没叠的衣服全塞进了烤箱，菜没做完，倒是一晚上都在摆弄{new}，因为谁都定不下来放什么歌。",
                ),
            ],
            "questions": [
                "厨房里的音箱是什么牌子？",
                "我们家做饭时用什么放歌？",
                "厨房窗台上那个音箱是哪个？",
            ],
            "now": ["厨房现在用的是哪个音箱？"],
        },
    },
    {
        "key": "headphones",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "AirPods Pro",
                "Sony WH-1000XM5s",
                "Bose QuietComforts",
                "wired Skullcandy earbuds",
                "Beats Studio Buds",
                "Shokz bone-conduction headphones",
            ],
            "facts": [
                "My headphones are {v}.",
                "I listen to everything on {v}.",
                "On the train I wear {v}.",
            ],
            "corrections": [
                ("cue", "Gone over to {new} for my headphones."),
                ("cue", "I listen on {new} these days."),
                ("cue", "headphones have changed, it's {new} as of last month"),
                ("explicit", "Lost {old} on the bus, so it's {new} I listen on."),
                ("explicit", "Retired {old}, my headphones are {new}."),
                ("explicit", "not {old} any more, {new}"),
                (
                    "implicit",
                    "Fell asleep on the coach with {new} on and woke up in Leeds.",
                ),
                ("implicit", "{new} died halfway through the call, classic"),
                (
                    "implicit",
                    "The dog chewed the case of {new}, thankfully not the headphones themselves.",
                ),
                (
                    "implicit",
                    "Wore {new} in the office to look busy and nobody bothered me all afternoon.",
                ),
                (
                    "implicit",
                    "Did the whole supermarket shop with {new} on, singing, and the man on the till heard every word.",
                ),
                (
                    "implicit",
                    "Overnight flight back from Dubai, middle seat, a toddler kicking the back of my chair, chicken or pasta and they'd run out of both, the screen frozen on the safety video, and I just sat there with {new} on listening to the same album four times.",
                ),
            ],
            "questions": [
                "What headphones do I use?",
                "What do I listen to music on?",
                "What do I wear on the train to listen to stuff?",
            ],
            "now": ["Which headphones have I got at the moment?"],
        },
        "zh": {
            "values": [
                "AirPods Pro",
                "华为FreeBuds",
                "索尼降噪耳机",
                "漫步者耳机",
                "小米蓝牙耳机",
                "韶音骨传导耳机",
            ],
            "facts": [
                "我的耳机是{v}。",
                "我听歌都用{v}。",
                "坐地铁我一直戴着{v}。",
            ],
            "corrections": [
                ("cue", "耳机已经换了，如今用{new}。"),
                ("cue", "后来入了{new}，平时就戴它。"),
                ("cue", "从上个月起听歌改用{new}。"),
                ("explicit", "{old}在公交上丢了，我用的是{new}。"),
                ("explicit", "不再戴{old}了，耳机换成了{new}。"),
                ("explicit", "不是{old}了 是{new}"),
                ("implicit", "戴着{new}在大巴上睡着了，醒来车停在服务区了。"),
                ("implicit", "开会开到一半{new}没电了 尴尬"),
                ("implicit", "狗把{new}的充电盒咬了，耳机本身倒是没事。"),
                ("implicit", "在办公室戴着{new}装忙，一下午没人来找我。"),
                ("implicit", "戴着{new}逛超市跟着哼歌，收银员全听见了。"),
                (
                    "implicit",
                    "从迪拜飞回来的红眼航班，中间座位，后面的小孩一直踢我椅背，空姐说鸡肉饭和面条都没了，屏幕卡在安全须知上，我就戴着{new}把同一张专辑听了四遍。",
                ),
            ],
            "questions": [
                "我用什么耳机？",
                "我平时听歌用什么？",
                "我坐地铁戴的是什么耳机？",
            ],
            "now": ["我现在戴的是哪副耳机？"],
        },
    },
    {
        "key": "nav_app",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Google Maps",
                "Waze",
                "Apple Maps",
                "the TomTom in the car",
                "Citymapper",
                "the car's built-in sat nav",
            ],
            "facts": [
                "I get around with {v}.",
                "For directions I use {v}.",
                "When I drive somewhere I've never been, I put it into {v}.",
            ],
            "corrections": [
                ("cue", "I find my way with {new} these days."),
                ("cue", "I've made the jump to {new} for directions."),
                ("cue", "as of the holidays it's {new} for directions"),
                ("explicit", "Gave up on {old}, I use {new} for directions."),
                ("explicit", "{old} is off my phone, I navigate with {new}."),
                ("explicit", "Not {old} for directions any more, {new}."),
                (
                    "implicit",
                    "{new} sent us the scenic way round the reservoir and we were forty minutes late for the christening.",
                ),
                ("implicit", "{new} says 12 mins, so 25"),
                (
                    "implicit",
                    "Followed {new} straight into a car wash once, I'll never live it down.",
                ),
                (
                    "implicit",
                    "Put the school's postcode into {new} and it took me to the middle of a field.",
                ),
                (
                    "implicit",
                    "{new} took us down a farm track on the way to a wedding and a farmer had to tow us out with his tractor.",
                ),
                (
                    "implicit",
                    "Drove the kids to my sister's in Norfolk, two hours became four, a lorry had shed its load on the A11, everyone needed the loo at different times, the dog was sick in the footwell, and {new} kept trying to send me back onto the road I'd just got off.",
                ),
            ],
            "questions": [
                "What do I use for directions?",
                "What do I navigate with?",
                "How do I find my way when I drive somewhere?",
            ],
            "now": ["What am I using for directions these days?"],
        },
        "zh": {
            "values": [
                "高德地图",
                "百度地图",
                "腾讯地图",
                "苹果地图",
                "车机自带的导航",
                "车里那台老导航仪",
            ],
            "facts": [
                "我开车导航用{v}。",
                "出门认路全靠{v}。",
                "去没去过的地方我就开{v}。",
            ],
            "corrections": [
                ("cue", "导航已经换了，如今用{new}。"),
                ("cue", "后来导航改成{new}了。"),
                ("cue", "打上个月起认路靠{new}。"),
                ("explicit", "把{old}删了，导航用{new}。"),
                ("explicit", "不再用{old}导航了，改用{new}。"),
                ("explicit", "导航不是{old}了，是{new}。"),
                (
                    "implicit",
                    "跟着{new}去喝喜酒，开进了一条村道，最后是村里的大爷拿拖拉机把我们拖出来的。",
                ),
                ("implicit", "{new}说12分钟 那就是25分钟"),
                ("implicit", "跟着{new}差点开进洗车房，这事被笑了一年。"),
                ("implicit", "把学校地址输进{new}，结果给我导到了一片玉米地。"),
                ("implicit", "{new}一路喊“前方有测速”，喊得我心慌。"),
                (
                    "implicit",
                    "国庆开车带孩子回老家，两个小时的路开了五个钟头，高速上一辆货车侧翻了，孩子轮流要上厕所，狗在后座吐了，{new}偏偏一个劲儿地让我掉头回刚下来的那条路。",
                ),
            ],
            "questions": [
                "我开车用什么导航？",
                "我出门认路靠什么？",
                "我用的是哪个导航？",
            ],
            "now": ["我现在导航用的是哪个？"],
        },
    },
    {
        "key": "car_radio_station",
        "type": "PREFERENCE",
        "en": {
            "values": ["Radio 2", "Absolute 80s", "Classic FM", "Heart", "6 Music", "Kiss"],
            "facts": [
                "The car radio is always on {v}.",
                "In the car I listen to {v}.",
                "I've got {v} on when I drive.",
            ],
            "corrections": [
                ("cue", "In the car it's {new} these days."),
                ("cue", "I've gone over to {new} in the car."),
                ("cue", "Retuned the car radio to {new} last week."),
                ("explicit", "Gone off {old}, the car radio is on {new}."),
                ("explicit", "Swapped {old} for {new} in the car."),
                ("explicit", "it's not {old} in the car any more, it's {new}"),
                (
                    "implicit",
                    "Sang along to {new} at the lights and the bloke in the next car clapped.",
                ),
                (
                    "implicit",
                    "{new} played our wedding song on the school run and I had to pull over",
                ),
                (
                    "implicit",
                    "The kids groan the second {new} comes on when I start the car.",
                ),
                (
                    "implicit",
                    "Won twenty quid in a phone-in on {new} and sat in a lay-by shaking.",
                ),
                ("implicit", "Had {new} up so loud on the motorway I missed my junction."),
                (
                    "implicit",
                    "Drove up to see Mum after work, roadworks the whole way, the services had shut the Costa, the wipers squeaked every other swipe, and the only thing keeping me sane was {new} and a bag of jelly babies on the passenger seat.",
                ),
            ],
            "questions": [
                "What station is the car radio on?",
                "What do I listen to in the car?",
                "What do I have on when I'm driving?",
            ],
            "now": ["What station is the car radio on at the moment?"],
        },
        "zh": {
            "values": ["交通广播", "音乐之声", "经典947", "文艺广播", "Hit FM", "故事广播"],
            "facts": [
                "我开车听的是{v}。",
                "车里的收音机一直调在{v}。",
                "开车的时候我就开着{v}。",
            ],
            "corrections": [
                ("cue", "车上如今听{new}了。"),
                ("cue", "车里的台已经换成{new}了。"),
                ("cue", "这阵子开车改听{new}。"),
                ("explicit", "不再听{old}了，车上调到了{new}。"),
                ("explicit", "{old}听腻了，车里改听{new}。"),
                ("explicit", "车上不是{old}了 是{new}"),
                ("implicit", "等红灯的时候跟着{new}大声唱，旁边车的大哥冲我竖大拇指。"),
                ("implicit", "送孩子路上{new}放了我们结婚时的歌 差点哭"),
                ("implicit", "一上车打开{new}，俩孩子就开始哀嚎。"),
                ("implicit", "打进{new}的热线中了两张电影票，停在路边手都在抖。"),
                ("implicit", "{new}开得太大声，在高速上错过了出口。"),
                (
                    "implicit",
                    "下班开车去看我妈，一路都在修路，服务区的便利店关了，雨刷刮一下响一下，全靠{new}和副驾上一包大白兔撑着。",
                ),
            ],
            "questions": [
                "我开车听什么台？",
                "车里的收音机调在哪个台？",
                "我开车时开着什么广播？",
            ],
            "now": ["我现在开车听的是哪个台？"],
        },
    },
    {
        "key": "payment_method",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Apple Pay",
                "cash",
                "Google Pay on my watch",
                "my Amex",
                "my contactless debit card",
                "my Curve card",
            ],
            "facts": [
                "I pay for things in shops with {v}.",
                "At the till I always use {v}.",
                "My way of paying is {v}.",
            ],
            "corrections": [
                ("cue", "At the till it's {new} these days."),
                ("cue", "I've gone over to paying with {new}."),
                ("cue", "since the summer i pay with {new}"),
                ("explicit", "Stopped using {old} at the till, I pay with {new}."),
                ("explicit", "{old} lives in the drawer, I pay with {new}."),
                ("explicit", "I don't bother with {old} any more, it's {new} at the till."),
                ("implicit", "Paid for the chippy with {new} and the queue behind me sighed."),
                ("implicit", "paid for parking with {new}, took 4 goes"),
                (
                    "implicit",
                    "Bought the round with {new} and only realised afterwards it wasn't my turn.",
                ),
                (
                    "implicit",
                    "Paid for the kids' ice creams with {new} and they both dropped them before the first lick.",
                ),
                (
                    "implicit",
                    "Paid the window cleaner with {new} on the doorstep in my dressing gown.",
                ),
                (
                    "implicit",
                    "Saturday in town was mayhem, the car park was full, it rained the second we got out, the little one wanted a wee in every shop, I bought a birthday present I'm not sure about, paid for the lot with {new}, and only realised at home I'd thrown the receipt away.",
                ),
            ],
            "questions": [
                "How do I pay in shops?",
                "What do I pay with at the till?",
                "What's my usual way of paying?",
            ],
            "now": ["How am I paying for things these days?"],
        },
        "zh": {
            "values": ["微信支付", "支付宝", "现金", "云闪付", "数字人民币", "信用卡"],
            "facts": [
                "我买东西一般用{v}付钱。",
                "结账的时候我都用{v}。",
                "我平时付款用{v}。",
            ],
            "corrections": [
                ("cue", "付钱这事已经换了，如今用{new}。"),
                ("cue", "打上个月起结账改用{new}。"),
                ("cue", "后来付钱都改成{new}了。"),
                ("explicit", "不再用{old}付钱了，都用{new}。"),
                ("explicit", "{old}撂一边了，付款用{new}。"),
                ("explicit", "结账不是{old}了，是{new}。"),
                ("implicit", "在菜市场用{new}付了两块钱的葱，大妈顺手送了一根香菜。"),
                ("implicit", "停车费用{new}付的 弄了四遍"),
                ("implicit", "用{new}请全组喝了奶茶，回头才发现不该轮到我。"),
                ("implicit", "用{new}给孩子买完冰淇淋，俩人一口没吃就掉地上了。"),
                ("implicit", "在早餐摊用{new}付了八块钱，老板娘说下回给我多加个蛋。"),
                (
                    "implicit",
                    "周六进城一团乱，停车场满了，一下车就下雨，小的每进一家店都要上厕所，给朋友挑了个不知道合不合适的生日礼物，全是用{new}付的，到家才想起小票被我随手扔了。",
                ),
            ],
            "questions": [
                "我买东西用什么付钱？",
                "我结账一般用什么？",
                "我平时怎么付款？",
            ],
            "now": ["我现在付钱主要用什么？"],
        },
    },
    {
        "key": "side_hustle",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "selling candles on Etsy",
                "cleaning windows at weekends",
                "proofreading for a small publisher",
                "doing Deliveroo in the evenings",
                "reselling trainers on eBay",
                "making wedding cakes to order",
            ],
            "facts": [
                "My side hustle is {v}.",
                "I earn a bit extra {v}.",
                "Outside the day job, my extra money comes from {v}.",
            ],
            "corrections": [
                ("cue", "My side hustle these days is {new}."),
                ("cue", "Ended up going with {new} for a bit of extra cash."),
                ("cue", "As of this month the extra money comes from {new}."),
                ("explicit", "Packed in {old}, my side hustle is {new}."),
                ("explicit", "No more {old}, it's {new} on the side."),
                ("explicit", "Quit {old}, I make my bit extra {new}."),
                (
                    "implicit",
                    "Made forty quid {new} and spent it on a takeaway within the hour.",
                ),
                ("implicit", "ugh, {new} ate my whole sunday"),
                (
                    "implicit",
                    "My sister says I have to tell the taxman about {new}, spoilsport.",
                ),
                (
                    "implicit",
                    "The money from {new} goes in a jam jar with 'Florida' written on it.",
                ),
                (
                    "implicit",
                    "Met a lovely old couple through {new} and they sent me a Christmas card.",
                ),
                (
                    "implicit",
                    "Week from hell, two deadlines at work, the boiler packed up, my mother-in-law arrived a day early with a suitcase the size of a wardrobe, and on top of all that I'd promised myself a few hours {new}, which happened at midnight with a cup of cold tea.",
                ),
            ],
            "questions": [
                "What's my side hustle?",
                "What do I do for a bit of extra money?",
                "Where does my extra cash come from?",
            ],
            "now": ["What's my side hustle at the moment?"],
        },
        "zh": {
            "values": [
                "周末摆夜市卖烤肠",
                "晚上跑滴滴",
                "帮人做PPT",
                "在小红书接推广",
                "开网店卖老家的蜂蜜",
                "下班后送外卖",
            ],
            "facts": [
                "我的副业是{v}。",
                "下了班我靠{v}多挣点钱。",
                "我工资之外的收入来自{v}。",
            ],
            "corrections": [
                ("cue", "副业如今是{new}了。"),
                ("cue", "后来副业改成{new}。"),
                ("cue", "从这个月起，我的副业变成了{new}。"),
                ("explicit", "不再{old}了，副业是{new}。"),
                ("explicit", "{old}太熬人，撂下了，靠{new}挣点外快。"),
                ("explicit", "副业不是{old}了，是{new}。"),
                ("implicit", "靠{new}挣了四百块，一顿烧烤就花光了。"),
                ("implicit", "{new}把我周末全占了 累死"),
                ("implicit", "我姐说{new}挣的钱也得报税，扫兴。"),
                ("implicit", "{new}挣的钱我都存在一个写着“三亚”的罐子里。"),
                ("implicit", "因为{new}认识了一对老夫妻，过年给我寄了腊肠。"),
                (
                    "implicit",
                    "这周简直要命，单位两个截止日期撞一起，热水器坏了，婆婆提前一天拎着一个衣柜那么大的箱子来了，偏偏跟自己说好了这周要抓紧{new}，结果半夜十二点端着一杯凉茶才开工。",
                ),
            ],
            "questions": [
                "我的副业是什么？",
                "我下班后靠什么多挣钱？",
                "我工资以外的钱从哪来？",
            ],
            "now": ["我现在的副业是什么？"],
        },
    },
    {
        "key": "main_client",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a dental chain in Leeds",
                "the council's parks department",
                "a craft brewery called Hop Along",
                "an estate agent in Harrogate",
                "a start-up that makes oat yoghurt",
                "the local rugby club",
            ],
            "facts": [
                "My biggest client is {v}.",
                "Most of my freelance work comes from {v}.",
                "The client who pays most of my bills is {v}.",
            ],
            "corrections": [
                ("cue", "My main client these days is {new}."),
                ("cue", "Most of my work has come from {new} since the spring."),
                ("cue", "landed a big contract, so as of this month {new} is my main client"),
                ("explicit", "{old} has taken it all in-house, so my biggest client is {new}."),
                ("explicit", "Lost {old}, most of my work comes from {new}."),
                ("explicit", "It's not {old} paying the bills any more, it's {new}."),
                (
                    "implicit",
                    "Spent the whole afternoon on a Zoom with {new} about the colour of a button.",
                ),
                ("implicit", "invoice to {new} is 60 days overdue, love that for me"),
                (
                    "implicit",
                    "{new} sent a hamper at Christmas, which almost makes up for the emails at 11pm.",
                ),
                ("implicit", "Had to explain to {new} what a PDF is, twice."),
                (
                    "implicit",
                    "Went to the launch party {new} threw and spent the whole night talking to the caterer.",
                ),
                (
                    "implicit",
                    "Tuesday got away from me, the school run, a dentist appointment I'd forgotten, the cat bringing a live mouse in, the wifi dropping twice, and then {new} rang at four wanting the whole brochure redone by Friday, so that was my evening.",
                ),
            ],
            "questions": [
                "Who's my biggest client?",
                "Where does most of my freelance work come from?",
                "Which client pays most of my bills?",
            ],
            "now": ["Who's my main client at the moment?"],
        },
        "zh": {
            "values": [
                "一家做预制菜的公司",
                "区里的文旅局",
                "一家连锁奶茶店",
                "老家的一家陶瓷厂",
                "一个做母婴用品的品牌",
                "杭州的一家电商公司",
            ],
            "facts": [
                "我最大的客户是{v}。",
                "我接的活大多来自{v}。",
                "我的收入大头是{v}给的。",
            ],
            "corrections": [
                ("cue", "最大的客户已经换成{new}了。"),
                ("cue", "后来活儿大多来自{new}。"),
                ("cue", "打今年开春起，大客户变成了{new}。"),
                ("explicit", "{old}不跟我合作了，最大的客户是{new}。"),
                ("explicit", "丢了{old}这个客户，活儿主要是{new}的。"),
                ("explicit", "收入大头不再是{old}，而是{new}。"),
                ("implicit", "跟{new}开了一下午视频会，就为了一个按钮的颜色。"),
                ("implicit", "{new}的尾款拖了两个月了 服气"),
                ("implicit", "{new}过年送了一箱坚果礼盒，勉强抵得上半夜十一点的消息轰炸。"),
                ("implicit", "给{new}解释什么是PDF，解释了两遍。"),
                ("implicit", "去了{new}的年会，一晚上都在跟做饭的师傅聊天。"),
                (
                    "implicit",
                    "周二一眨眼就没了，送孩子上学，忘了的牙医预约，猫叼进来一只活老鼠，网断了两回，下午四点{new}打电话说整本宣传册周五前全部重做，晚上就交代在这了。",
                ),
            ],
            "questions": [
                "我最大的客户是谁？",
                "我的活儿大多是谁给的？",
                "我的收入主要来自哪个客户？",
            ],
            "now": ["我现在最大的客户是哪家？"],
        },
    },
    {
        "key": "headache_pill",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Nurofen",
                "paracetamol",
                "Anadin Extra",
                "Solpadeine",
                "ibuprofen gel caps",
                "Panadol",
            ],
            "facts": [
                "For a headache I take {v}.",
                "When my head hurts I reach for {v}.",
                "I keep {v} in my bag for headaches.",
            ],
            "corrections": [
                ("cue", "For headaches I've gone over to {new}."),
                ("cue", "It's {new} for my headaches these days."),
                ("cue", "the headache pills are {new} now"),
                ("explicit", "{old} stopped touching my headaches, I take {new}."),
                ("explicit", "Ditched {old}, it's {new} for a headache."),
                ("explicit", "Not {old} any more for a headache, I take {new}."),
                (
                    "implicit",
                    "Necked two {new} with cold coffee before the school play, didn't help.",
                ),
                ("implicit", "anyone got {new}? head's banging"),
                (
                    "implicit",
                    "Found a strip of {new} in my coat pocket at the wedding and nearly cried with relief.",
                ),
                (
                    "implicit",
                    "The chemist wouldn't sell me more than two packs of {new}, as if I looked shifty.",
                ),
                ("implicit", "There's a packet of {new} in the glovebox for motorway days."),
                (
                    "implicit",
                    "The hen do was carnage, a karaoke bar, a limo that broke down on the ring road, prosecco at eleven in the morning, and on the train home I was slumped against the window with a litre of water and a packet of {new}.",
                ),
            ],
            "questions": [
                "What do I take for a headache?",
                "What painkiller do I use?",
                "What do I reach for when my head hurts?",
            ],
            "now": ["What am I taking for headaches at the moment?"],
        },
        "zh": {
            "values": ["布洛芬", "芬必得", "散利痛", "对乙酰氨基酚", "去痛片", "正天丸"],
            "facts": [
                "我头疼就吃{v}。",
                "我包里常备{v}，头疼的时候吃。",
                "头一疼我就找{v}。",
            ],
            "corrections": [
                ("cue", "头疼药已经换了，如今吃{new}。"),
                ("cue", "后来头疼改吃{new}了。"),
                ("cue", "这阵子头疼我都吃{new}。"),
                ("explicit", "{old}吃了不管用，头疼吃{new}。"),
                ("explicit", "不再吃{old}了，换成{new}。"),
                ("explicit", "头疼药不是{old}了 是{new}"),
                ("implicit", "孩子汇报演出前就着冷咖啡吞了两粒{new}，没用。"),
                ("implicit", "谁有{new} 头要炸了"),
                ("implicit", "参加婚礼时在大衣兜里摸到一板{new}，差点感动哭了。"),
                ("implicit", "药店说{new}一次只能买两盒，搞得我像坏人。"),
                ("implicit", "车里手套箱放着一盒{new}，跑长途备着。"),
                (
                    "implicit",
                    "闺蜜的单身派对太疯了，KTV唱到两点，包的车在环路上抛锚，上午十一点就开始喝香槟，回去的高铁上我靠着窗，抱着一瓶水和一盒{new}，像打了败仗。",
                ),
            ],
            "questions": [
                "我头疼吃什么药？",
                "我用的止疼药是哪种？",
                "我头疼的时候找什么？",
            ],
            "now": ["我现在头疼吃的是什么？"],
        },
    },
    {
        "key": "baby_formula",
        "type": "SEMANTIC",
        "en": {
            "values": ["Aptamil", "Cow & Gate", "SMA", "Kendamil", "Hipp Organic", "Little Steps"],
            "facts": [
                "The baby's formula is {v}.",
                "We feed the baby {v}.",
                "The formula in the cupboard is {v}.",
            ],
            "corrections": [
                ("cue", "The baby's on {new} these days."),
                ("cue", "Moved the baby onto {new}."),
                ("cue", "as of last week the baby has {new}"),
                ("explicit", "{old} didn't agree with him, the baby's on {new}."),
                ("explicit", "Stopped {old}, we give the baby {new}."),
                ("explicit", "It's not {old} in his bottles any more, it's {new}."),
                (
                    "implicit",
                    "Made up a bottle of {new} at 3am with one eye open and got half of it on the cat.",
                ),
                ("implicit", "nipped out for {new}, back in 10"),
                (
                    "implicit",
                    "Tesco had no {new} on the shelf and I nearly cried in the baby aisle.",
                ),
                (
                    "implicit",
                    "The baby brought up half a bottle of {new} down my back at the christening.",
                ),
                (
                    "implicit",
                    "I count the scoops of {new} out loud so often that the toddler can count to seven.",
                ),
                (
                    "implicit",
                    "First night on my own with both of them, the toddler had an ear infection, the baby wouldn't settle, the washing machine flooded the kitchen, and at two in the morning I was pacing the landing making up {new} with the kettle cord round my ankle.",
                ),
            ],
            "questions": [
                "What formula does the baby have?",
                "What do we feed the baby?",
                "Which formula should I buy?",
            ],
            "now": ["What formula is the baby on at the moment?"],
        },
        "zh": {
            "values": ["飞鹤", "爱他美", "君乐宝", "美赞臣", "伊利金领冠", "a2"],
            "facts": [
                "宝宝喝的奶粉是{v}。",
                "我们家孩子一直吃{v}奶粉。",
                "柜子里囤的奶粉是{v}。",
            ],
            "corrections": [
                ("cue", "宝宝的奶粉如今喝{new}了。"),
                ("cue", "奶粉已经换成{new}了。"),
                ("cue", "从上周开始转奶，喝{new}。"),
                ("explicit", "{old}喝了上火，改喝{new}了。"),
                ("explicit", "不再喝{old}了，转成{new}。"),
                ("explicit", "奶粉不是{old}了，是{new}。"),
                ("implicit", "凌晨三点眯着一只眼冲了一瓶{new}，一半洒猫身上了。"),
                ("implicit", "下楼买罐{new} 十分钟回"),
                ("implicit", "超市{new}断货了，我在母婴区差点急哭。"),
                ("implicit", "孩子满月酒上吐了我一后背的{new}。"),
                ("implicit", "冲{new}的时候我总数勺子，大宝都学会数到七了。"),
                (
                    "implicit",
                    "头一回一个人带俩，大宝中耳炎，小的怎么哄都不睡，洗衣机漏水把厨房淹了，凌晨两点我在走廊来回走，一边哄一边冲{new}，热水壶的线缠在脚脖子上。",
                ),
            ],
            "questions": [
                "宝宝喝什么奶粉？",
                "孩子吃的是哪个牌子的奶粉？",
                "该买哪种奶粉？",
            ],
            "now": ["宝宝现在喝的是哪个奶粉？"],
        },
    },
    {
        "key": "daughter_after_school_club",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "chess club",
                "coding club",
                "Brownies",
                "drama club",
                "gymnastics",
                "Lego robotics",
            ],
            "facts": [
                "After school our daughter goes to {v}.",
                "Her after-school club is {v}.",
                "On club nights she's at {v} till half five.",
            ],
            "corrections": [
                ("cue", "Her after-school club is {new} these days."),
                ("cue", "She's gone over to {new} after school."),
                ("cue", "from this term she does {new} after school"),
                ("explicit", "She's given up {old}, her after-school club is {new}."),
                ("explicit", "Dropped {old}, she does {new} after school."),
                ("explicit", "It's not {old} after school any more, it's {new}."),
                (
                    "implicit",
                    "Picked her up from {new} and she talked non-stop all the way to the car.",
                ),
                (
                    "implicit",
                    "She came out of {new} with glitter in her ears and refused to explain.",
                ),
                ("implicit", "{new} finishes at 5:30, can you grab her"),
                ("implicit", "Paid the term's fees for {new} and winced."),
                (
                    "implicit",
                    "She's made a best friend at {new}, a girl called Poppy who has three rabbits.",
                ),
                (
                    "implicit",
                    "Thursday was a juggling act, a work call that overran, a parcel that needed signing for, the dog's jab at the vet, and I got to {new} seven minutes late for pick-up, so she was the last one on the bench with her coat on looking tragic.",
                ),
            ],
            "questions": [
                "What does our daughter do after school?",
                "What's her after-school club?",
                "Where is she on club nights?",
            ],
            "now": ["What after-school club is she doing at the moment?"],
        },
        "zh": {
            "values": ["围棋班", "编程班", "奥数班", "书法班", "主持人口才班", "乐高机器人班"],
            "facts": [
                "闺女放学后去上{v}。",
                "孩子的课后班是{v}。",
                "每周三放学我去{v}接闺女。",
            ],
            "corrections": [
                ("cue", "闺女的课后班如今是{new}。"),
                ("cue", "后来课后改上{new}了。"),
                ("cue", "这学期起她放学去{new}。"),
                ("explicit", "{old}不上了，课后改去{new}。"),
                ("explicit", "闺女退了{old}，放学上{new}。"),
                ("explicit", "课后不是{old}了，是{new}。"),
                ("implicit", "去{new}接她，她一路说个不停，一直说到停车场。"),
                ("implicit", "她从{new}出来，耳朵里全是亮片，问她也不说。"),
                ("implicit", "{new}五点半下课 你去接下"),
                ("implicit", "交了{new}这学期的学费，肉疼。"),
                ("implicit", "她在{new}交了个好朋友，叫朵朵，家里养了三只兔子。"),
                (
                    "implicit",
                    "周四跟打仗一样，工作电话拖了半天，有个快递非要本人签收，狗也得去打疫苗，赶到{new}门口晚了七分钟，她穿着外套一个人坐在长椅上，一脸委屈。",
                ),
            ],
            "questions": [
                "闺女放学后上什么班？",
                "孩子的课后班是什么？",
                "闺女课后学什么？",
            ],
            "now": ["闺女现在课后上的是什么班？"],
        },
    },
    {
        "key": "winter_coat",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a green North Face parka",
                "a long black Uniqlo puffer",
                "a navy pea coat",
                "Dad's old Barbour",
                "a camel wool coat",
                "a yellow Rab down jacket",
            ],
            "facts": [
                "My winter coat is {v}.",
                "All winter I live in {v}.",
                "When it's cold I wear {v}.",
            ],
            "corrections": [
                ("cue", "My winter coat these days is {new}."),
                ("cue", "Gone over to {new} for the cold."),
                ("cue", "winter coat as of last week: {new}"),
                ("explicit", "Gave {old} to the charity shop, my winter coat is {new}."),
                ("explicit", "Hung up {old} for good, I wear {new} in the cold."),
                ("explicit", "Not {old} any more, I'm in {new} this winter."),
                (
                    "implicit",
                    "Found a tenner in the pocket of {new} and felt like I'd won the lottery.",
                ),
                ("implicit", "{new} on, hat on, off to the match"),
                ("implicit", "Caught {new} in the bus doors and ripped the sleeve."),
                (
                    "implicit",
                    "Spilt mulled wine all down {new} at the Christmas market.",
                ),
                (
                    "implicit",
                    "The dog jumped up at me in {new} with muddy paws the minute I got out of the car.",
                ),
                (
                    "implicit",
                    "Bonfire night was freezing, the fireworks were an hour late, the burger van ran out of buns, the youngest cried at the bangs and the eldest wanted to stay to the very end, so I stood in a muddy field in {new} with a child zipped inside it with me.",
                ),
            ],
            "questions": [
                "What's my winter coat?",
                "What do I wear when it's cold?",
                "What coat do I live in all winter?",
            ],
            "now": ["Which coat am I wearing this winter?"],
        },
        "zh": {
            "values": [
                "波司登长款羽绒服",
                "优衣库的短款羽绒服",
                "一件黑色呢子大衣",
                "军绿色的派克服",
                "我爸的旧军大衣",
                "始祖鸟冲锋衣",
            ],
            "facts": [
                "我冬天穿的是{v}。",
                "一到冬天我就套上{v}。",
                "天冷了我出门穿{v}。",
            ],
            "corrections": [
                ("cue", "冬天的外套已经换成{new}了。"),
                ("cue", "今年冬天改穿{new}了。"),
                ("cue", "如今天冷我穿{new}。"),
                ("explicit", "{old}捐了，冬天穿{new}。"),
                ("explicit", "不再穿{old}了，换成{new}。"),
                ("explicit", "冬天不是{old}了，是{new}。"),
                ("implicit", "在{new}兜里摸出五十块钱，高兴了一整天。"),
                ("implicit", "{new}穿上 帽子戴上 看球去"),
                ("implicit", "{new}的袖子被公交车门夹住，扯了个口子。"),
                ("implicit", "逛庙会被人蹭了一身糖葫芦，{new}上全是糖。"),
                ("implicit", "一下车狗就扑上来，两只泥爪子印在{new}上。"),
                (
                    "implicit",
                    "元宵节看烟花冻死了，烟花推迟了一个小时，卖烤红薯的摊子卖光了，小的被响声吓哭，大的非要看到最后，我就穿着{new}站在一片泥地里，怀里裹着一个孩子。",
                ),
            ],
            "questions": [
                "我冬天穿什么外套？",
                "天冷我穿哪件？",
                "我的冬衣是哪件？",
            ],
            "now": ["我今年冬天穿的是哪件？"],
        },
    },
    {
        "key": "work_bag",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a black Herschel rucksack",
                "a brown leather satchel",
                "a canvas tote from the library",
                "a Longchamp bag",
                "an old Karrimor daypack",
                "a grey Fjällräven Kånken",
            ],
            "facts": [
                "I take {v} to work.",
                "My work bag is {v}.",
                "Laptop, lunch and keys all go in {v}.",
            ],
            "corrections": [
                ("cue", "I carry {new} to work these days."),
                ("cue", "Swapped over to {new} for work."),
                ("cue", "as of monday my work bag is {new}"),
                ("explicit", "The strap went on {old}, so I take {new} to work."),
                ("explicit", "Put {old} in the loft, my work bag is {new}."),
                ("explicit", "Not {old} for work any more, it's {new}."),
                (
                    "implicit",
                    "A yoghurt exploded in {new} and everything I own smells of strawberry.",
                ),
                ("implicit", "{new} weighs a ton, what is even in it"),
                ("implicit", "Forgot {new} on the train and chased it all the way to Crewe."),
                (
                    "implicit",
                    "The security guard searched {new} and found a stapler and a single sock.",
                ),
                (
                    "implicit",
                    "The man at airport security emptied {new} and found the keys I'd been looking for all week.",
                ),
                (
                    "implicit",
                    "First day back after the holidays, the train was cancelled, the replacement bus smelt of wet dog, my pass didn't work at the barrier, and when I finally sat down at my desk I opened {new} and found the kids' swimming kit where my laptop should have been.",
                ),
            ],
            "questions": [
                "What bag do I take to work?",
                "What's my work bag?",
                "What do I carry my laptop in?",
            ],
            "now": ["What am I carrying to work these days?"],
        },
        "zh": {
            "values": [
                "一个黑色的小米双肩包",
                "一个棕色的皮公文包",
                "图书馆送的帆布袋",
                "一个珑骧的包",
                "一个迪卡侬的旧背包",
                "新秀丽的电脑包",
            ],
            "facts": [
                "我上班背的是{v}。",
                "我的通勤包是{v}。",
                "电脑、饭盒、钥匙都装在{v}里。",
            ],
            "corrections": [
                ("cue", "上班的包如今是{new}。"),
                ("cue", "通勤包已经换成{new}了。"),
                ("cue", "从周一开始改背{new}上班。"),
                ("explicit", "{old}的带子断了，上班背{new}。"),
                ("explicit", "{old}塞柜子里了，通勤包是{new}。"),
                ("explicit", "上班不再背{old}，背{new}。"),
                ("implicit", "酸奶在{new}里爆了，里面的东西全是草莓味。"),
                ("implicit", "{new}沉死了 里面到底装了啥"),
                ("implicit", "把{new}落在高铁上，一路追到了下一站。"),
                ("implicit", "单位门口的保安翻了我的{new}，翻出一个订书机和一只袜子。"),
                ("implicit", "在机场过安检，从{new}里翻出了我找了一个礼拜的钥匙。"),
                (
                    "implicit",
                    "放完假第一天上班，地铁临时停运，接驳公交一股湿狗味，工牌在闸机上刷不开，好不容易坐到工位上，打开{new}一看，装的是孩子的游泳包，电脑在家。",
                ),
            ],
            "questions": [
                "我上班背什么包？",
                "我的通勤包是哪个？",
                "我电脑装在什么包里？",
            ],
            "now": ["我现在上班背的是哪个包？"],
        },
    },
    {
        "key": "bed_side",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the left side",
                "the right side",
                "the side by the window",
                "the side nearest the door",
                "the side by the radiator",
                "the side against the wall",
            ],
            "facts": [
                "In bed I sleep on {v}.",
                "My side of the bed is {v}.",
                "I've always slept on {v}.",
            ],
            "corrections": [
                ("cue", "I sleep on {new} these days."),
                ("cue", "We've swapped round, I'm on {new} now."),
                ("cue", "ended up on {new} after the move"),
                ("explicit", "I'm not on {old} any more, I sleep on {new}."),
                ("explicit", "Gave up {old}, my side of the bed is {new}."),
                ("explicit", "Moved off {old}, I sleep on {new}."),
                ("implicit", "Woke up on {new} with the cat on my face at 4am."),
                ("implicit", "the dog has claimed half of {new}, help"),
                (
                    "implicit",
                    "Knocked a full glass of water off the bedside table on {new} at 2am.",
                ),
                (
                    "implicit",
                    "Lying on {new} I can hear the neighbours' telly through the wall.",
                ),
                (
                    "implicit",
                    "Put my book and reading glasses on the little table on {new} before lights out.",
                ),
                (
                    "implicit",
                    "Got back from the hospital after Dad's op at midnight, starving, ate cereal standing up, had a shower that went cold halfway through, and crawled in on {new} with my phone on loud in case the ward rang, and lay there staring at the ceiling until the birds started.",
                ),
            ],
            "questions": [
                "Which side of the bed do I sleep on?",
                "What's my side of the bed?",
                "Where in the bed do I sleep?",
            ],
            "now": ["Which side of the bed am I sleeping on these days?"],
        },
        "zh": {
            "values": ["左边", "右边", "靠窗那边", "靠门那边", "靠暖气那边", "靠墙那边"],
            "facts": [
                "我睡床的{v}。",
                "床上我那半边是{v}。",
                "我一直睡在{v}。",
            ],
            "corrections": [
                ("cue", "现在我睡{new}了。"),
                ("cue", "跟老公换了边，如今我睡{new}。"),
                ("cue", "后来我挪到{new}睡了。"),
                ("explicit", "不睡{old}了，我睡{new}。"),
                ("explicit", "{old}让给老公了，我睡{new}。"),
                ("explicit", "我那半边不是{old}了，是{new}。"),
                ("implicit", "凌晨四点在{new}醒过来，猫正趴在我脸上。"),
                ("implicit", "狗占了{new}一大半 救命"),
                ("implicit", "半夜两点把{new}床头柜上的一杯水碰翻了。"),
                ("implicit", "躺在{new}能听见隔壁的电视声。"),
                ("implicit", "关灯前把书和老花镜放在{new}的床头柜上。"),
                (
                    "implicit",
                    "我爸做完手术，半夜十二点才从医院回来，饿得不行，站着吃了碗泡面，洗澡洗到一半没热水了，爬上床躺在{new}，手机开着铃声怕病房打电话来，一直睁眼到天亮鸟叫。",
                ),
            ],
            "questions": [
                "我睡床的哪一边？",
                "床上我睡哪半边？",
                "我睡在床的哪一侧？",
            ],
            "now": ["我现在睡床的哪边？"],
        },
    },
    {
        "key": "balcony_crop",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "cherry tomatoes",
                "chillies",
                "strawberries",
                "runner beans",
                "salad leaves",
                "courgettes",
            ],
            "facts": [
                "On the balcony I'm growing {v}.",
                "The big pots on the balcony are full of {v}.",
                "This year's balcony crop is {v}.",
            ],
            "corrections": [
                ("cue", "I'm growing {new} on the balcony these days."),
                ("cue", "Gone over to {new} in the balcony pots."),
                ("cue", "Ended up going with {new} for the balcony this year."),
                ("explicit", "Pulled up the {old}, the balcony pots have {new} in."),
                ("explicit", "No more {old} on the balcony, it's {new}."),
                ("explicit", "Gave up on {old}, I'm growing {new}."),
                (
                    "implicit",
                    "Picked the first {new} off the balcony and ate them standing there in my dressing gown.",
                ),
                ("implicit", "pigeons got at the {new}, raging"),
                (
                    "implicit",
                    "Took a bowl of {new} from the balcony round to next door and she looked suspicious.",
                ),
                (
                    "implicit",
                    "Watering the {new} is the only ten minutes of quiet I get all day.",
                ),
                (
                    "implicit",
                    "Slugs climbed four floors to get at the {new}, I'm impressed and furious.",
                ),
                (
                    "implicit",
                    "The heatwave nearly finished me off, no air con, the fan clicking all night, the kids living on ice lollies, my mother ringing every day to tell me to drink water, and every evening I was out there with the watering can trying to keep the {new} alive.",
                ),
            ],
            "questions": [
                "What am I growing on the balcony?",
                "What's in the balcony pots?",
                "What's this year's crop on the balcony?",
            ],
            "now": ["What's growing on the balcony at the moment?"],
        },
        "zh": {
            "values": ["小葱", "小番茄", "辣椒", "薄荷", "韭菜", "丝瓜"],
            "facts": [
                "我阳台上种的是{v}。",
                "阳台那几个大花盆里种满了{v}。",
                "今年阳台上种了{v}。",
            ],
            "corrections": [
                ("cue", "阳台上如今种的是{new}。"),
                ("cue", "后来阳台改种{new}了。"),
                ("cue", "阳台的盆已经换种{new}了。"),
                ("explicit", "把{old}拔了，阳台改种{new}。"),
                ("explicit", "阳台不再种{old}，种{new}了。"),
                ("explicit", "阳台上不是{old}了，是{new}。"),
                ("implicit", "穿着睡衣在阳台上摘了头一茬{new}，高兴得拍照发了朋友圈。"),
                ("implicit", "鸽子把{new}祸害了 气死"),
                ("implicit", "摘了一碗{new}给对门送去，人家一脸狐疑。"),
                ("implicit", "每天给{new}浇水是我一天里唯一清静的十分钟。"),
                ("implicit", "蜗牛爬了四层楼去吃{new}，服了。"),
                (
                    "implicit",
                    "这波高温差点要了我的命，家里空调坏了，电扇咔哒咔哒响一夜，孩子们靠冰棍活着，我妈天天打电话让我多喝水，每天傍晚我都拎着水壶在阳台上给{new}续命。",
                ),
            ],
            "questions": [
                "我阳台上种的什么？",
                "阳台花盆里种着什么？",
                "我今年在阳台种了啥？",
            ],
            "now": ["阳台上现在种的是什么？"],
        },
    },
    {
        "key": "camera",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Fujifilm X100V",
                "my dad's old Nikon",
                "a Canon EOS R8",
                "a Sony RX100",
                "a GoPro",
                "a secondhand Olympus OM-1",
            ],
            "facts": [
                "I take photos with {v}.",
                "My camera is {v}.",
                "On walks I bring {v} for pictures.",
            ],
            "corrections": [
                ("cue", "I shoot on {new} these days."),
                ("cue", "Made the jump to {new} for my photos."),
                ("cue", "As of last month my camera's {new}."),
                ("explicit", "Sold {old}, my camera is {new}."),
                ("explicit", "{old} lives in a drawer, I take pictures with {new}."),
                ("explicit", "Not {old} any more, I shoot on {new}."),
                (
                    "implicit",
                    "Dropped {new} in a rock pool at Whitby and fished it out in about a second flat.",
                ),
                ("implicit", "got a cracking shot of a kingfisher on {new} this morning"),
                (
                    "implicit",
                    "A tourist asked me to take their picture and then asked if they could have a go on {new}.",
                ),
                ("implicit", "Took {new} to the wedding and came home with eight hundred photos."),
                ("implicit", "Airport security took {new} out and turned it over for ages."),
                (
                    "implicit",
                    "Went up Snowdon with my brother, set off at five, missed the turn, ate soggy sandwiches in the cloud at the top, couldn't see our own feet, and then the cloud cleared for about ninety seconds and I got the one photo of the whole day on {new}.",
                ),
            ],
            "questions": [
                "What camera do I use?",
                "What do I take photos with?",
                "What do I bring on walks for pictures?",
            ],
            "now": ["What camera am I shooting with these days?"],
        },
        "zh": {
            "values": [
                "富士X100V",
                "我爸的老尼康",
                "佳能R8",
                "索尼黑卡",
                "大疆Pocket",
                "一台二手的理光GR",
            ],
            "facts": [
                "我拍照用{v}。",
                "我的相机是{v}。",
                "出去玩我都带着{v}拍照。",
            ],
            "corrections": [
                ("cue", "相机已经换了，如今用{new}。"),
                ("cue", "入了{new}，后来拍照都用它。"),
                ("cue", "打上个月起拍照改用{new}了。"),
                ("explicit", "把{old}卖了，拍照用{new}。"),
                ("explicit", "{old}收进柜子了，我用{new}拍。"),
                ("explicit", "不再用{old}拍照，换成了{new}。"),
                ("implicit", "在海边把{new}掉进了水坑，一秒钟就捞了出来。"),
                ("implicit", "早上用{new}拍到一只松鼠 绝了"),
                ("implicit", "有个游客请我帮忙拍照，拍完问能不能玩玩我的{new}。"),
                ("implicit", "带着{new}去参加婚礼，一天拍了八百张。"),
                ("implicit", "过安检的时候，{new}被拿出来翻来覆去看了半天。"),
                (
                    "implicit",
                    "跟我哥去爬泰山，凌晨三点出发，走错了岔路，在山顶的云里啃着泡软的煎饼，脚底下都看不见，结果云散了大概一分半钟，我用{new}拍到了这一天唯一的一张照片。",
                ),
            ],
            "questions": [
                "我用什么相机拍照？",
                "我的相机是哪台？",
                "我出去玩带什么相机？",
            ],
            "now": ["我现在拍照用的是哪台相机？"],
        },
    },
    {
        "key": "party_dish",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a lamb tagine",
                "a big pan of paella",
                "my mum's lasagne",
                "a Thai green curry",
                "slow-cooked pulled pork",
                "a fish pie",
            ],
            "facts": [
                "When friends come round I cook {v}.",
                "My dinner party dish is {v}.",
                "If we have people over, I make {v}.",
            ],
            "corrections": [
                ("cue", "My go-to for guests these days is {new}."),
                ("cue", "I've gone over to {new} when people come for dinner."),
                ("cue", "ended up going with {new} as my guest dish, it's my thing now"),
                ("explicit", "Ditched {old}, I cook {new} when people come round."),
                ("explicit", "Everyone's had {old} ten times, so it's {new} for guests."),
                ("explicit", "It's not {old} for dinner parties any more, it's {new}."),
                (
                    "implicit",
                    "Made {new} for eight and the dishes came back licked clean.",
                ),
                ("implicit", "{new} for 6 tonight, pray for me"),
                (
                    "implicit",
                    "Burnt the bottom of {new} an hour before everyone arrived and served it from the top.",
                ),
                (
                    "implicit",
                    "My father-in-law had three helpings of {new} and asked for the recipe on his way out.",
                ),
                (
                    "implicit",
                    "Forgot about the vegetarian, who sat there with a bread roll while everyone else had {new}, mortifying.",
                ),
                (
                    "implicit",
                    "Had the in-laws round for our first dinner as a married couple, the doorbell went while I was in the shower, the dog ate a whole camembert off the coffee table, the wine was corked, and I stood at the hob in my dressing gown stirring {new} and smiling like nothing had happened.",
                ),
            ],
            "questions": [
                "What do I cook when friends come round?",
                "What's my dinner party dish?",
                "What do I make if we have people over?",
            ],
            "now": ["What am I making for guests these days?"],
        },
        "zh": {
            "values": ["红烧肉", "可乐鸡翅", "水煮鱼", "油焖大虾", "白切鸡", "剁椒鱼头"],
            "facts": [
                "家里来客人我就做{v}。",
                "请朋友吃饭我的拿手菜是{v}。",
                "每次家里请客，我都要露一手{v}。",
            ],
            "corrections": [
                ("cue", "请客的拿手菜如今是{new}了。"),
                ("cue", "后来来客人我都改做{new}。"),
                ("cue", "来人吃饭，我已经换成做{new}了。"),
                ("explicit", "{old}大家都吃腻了，请客改做{new}。"),
                ("explicit", "不再做{old}请客了，做{new}。"),
                ("explicit", "请客的硬菜不是{old}了，是{new}。"),
                ("implicit", "给八个人做了{new}，盘子舔得干干净净。"),
                ("implicit", "今晚六个人 {new} 祝我好运"),
                ("implicit", "客人到之前一个小时把{new}烧糊了底，只能挑上面的盛。"),
                ("implicit", "老丈人就着{new}吃了三碗饭，临走问我要做法。"),
                ("implicit", "忘了有个吃素的，大家吃{new}的时候她就干坐着，尴尬死了。"),
                (
                    "implicit",
                    "婚后头一回请公婆来吃饭，门铃响的时候我正在洗澡，狗把茶几上的一整盒点心吃了，酒是坏的，我穿着睡衣站在灶台前做{new}，笑得跟什么事都没发生一样。",
                ),
            ],
            "questions": [
                "家里来客人我做什么菜？",
                "我请客的拿手菜是什么？",
                "请朋友吃饭我露一手的是哪道菜？",
            ],
            "now": ["我现在请客做的是哪道菜？"],
        },
    },
    {
        "key": "sleep_sound",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "rain sounds",
                "the Shipping Forecast",
                "brown noise from an app",
                "a Harry Potter audiobook",
                "the fan on low",
                "whale song",
            ],
            "facts": [
                "I fall asleep to {v}.",
                "Every night I drift off listening to {v}.",
                "I can't get to sleep without {v} on.",
            ],
            "corrections": [
                ("cue", "I fall asleep to {new} these days."),
                ("cue", "Gone over to {new} at bedtime."),
                ("cue", "as of this week it's {new} to get me off to sleep"),
                ("explicit", "{old} stopped working on me, I go to sleep to {new}."),
                ("explicit", "Gave up {old} at night, it's {new}."),
                ("explicit", "Not {old} to fall asleep any more, it's {new}."),
                (
                    "implicit",
                    "Woke at 3am with {new} going full blast and couldn't work out where I was.",
                ),
                ("implicit", "{new} on, eye mask on, goodnight world"),
                (
                    "implicit",
                    "My husband says {new} is the reason he can't sleep, which sounds like a him problem.",
                ),
                (
                    "implicit",
                    "Put {new} on in the hotel and the man next door banged on the wall.",
                ),
                ("implicit", "Missed my stop on the night bus because I'd put {new} on."),
                (
                    "implicit",
                    "The night before the driving test was a write-off, I went over every roundabout in my head, checked the car's lights three times, ate half a tub of ice cream at midnight, and in the end lay there with {new} playing until some time after two.",
                ),
            ],
            "questions": [
                "What do I fall asleep to?",
                "What do I listen to at bedtime?",
                "What do I need on to get to sleep?",
            ],
            "now": ["What am I falling asleep to these days?"],
        },
        "zh": {
            "values": [
                "雨声白噪音",
                "郭德纲的相声",
                "《明朝那些事儿》的有声书",
                "电风扇的声音",
                "喜马拉雅上的睡前故事",
                "海浪声",
            ],
            "facts": [
                "我睡觉要听着{v}。",
                "每天晚上我都听着{v}睡着。",
                "不放{v}我睡不着。",
            ],
            "corrections": [
                ("cue", "如今睡前听的是{new}。"),
                ("cue", "后来睡觉改听{new}了。"),
                ("cue", "这阵子都是听着{new}入睡。"),
                ("explicit", "{old}听着睡不着了，改听{new}。"),
                ("explicit", "不再听{old}睡觉了，换成{new}。"),
                ("explicit", "睡前不是{old}了，是{new}。"),
                ("implicit", "凌晨三点醒了，{new}开着，愣了半天不知道自己在哪。"),
                ("implicit", "{new}开上 眼罩戴上 晚安世界"),
                ("implicit", "老公说他睡不着全怪{new}，那是他自己的问题。"),
                ("implicit", "在酒店放{new}，隔壁的人来敲墙了。"),
                ("implicit", "在夜班车上放{new}，坐过了站。"),
                (
                    "implicit",
                    "科目三考试前一晚基本报废，脑子里一遍遍过路口，下楼检查了三回车灯，半夜吃了半盒冰淇淋，最后躺着放{new}，一直到两点多才睡着。",
                ),
            ],
            "questions": [
                "我睡觉听什么？",
                "我睡前放什么？",
                "我听着什么才睡得着？",
            ],
            "now": ["我现在睡前听的是什么？"],
        },
    },
    {
        "key": "cooking_oil",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Filippo Berio olive oil",
                "rapeseed oil from the farm shop",
                "Crisp 'n Dry",
                "coconut oil",
                "KTC sunflower oil",
                "Frylight spray",
            ],
            "facts": [
                "I cook with {v}.",
                "The oil by the hob is {v}.",
                "Everything in our kitchen gets fried in {v}.",
            ],
            "corrections": [
                ("cue", "I cook with {new} these days."),
                ("cue", "Gone over to {new} in the kitchen."),
                ("cue", "ended up going with {new} for cooking"),
                ("explicit", "Ditched {old}, I cook with {new}."),
                ("explicit", "Finished the {old} and didn't buy it again, it's {new} by the hob."),
                ("explicit", "It's not {old} by the hob any more, it's {new}."),
                (
                    "implicit",
                    "Got {new} all over the recipe book and page 40 went see-through.",
                ),
                ("implicit", "{new} on the list pls, we're out"),
                ("implicit", "The smoke alarm went off the second {new} hit the pan."),
                ("implicit", "Fried the eggs in {new} at the campsite and a duck came to watch."),
                ("implicit", "My nan came round, picked up the {new}, read the label and tutted."),
                (
                    "implicit",
                    "Did a full fry-up for my brother's lot the morning after the party, nine people, one frying pan, the toaster tripping the fuse every time the kettle went on, and I'd got through half the {new} in the cupboard before anyone was even dressed.",
                ),
            ],
            "questions": [
                "What do I cook with?",
                "What oil do I use?",
                "What's the oil by the hob?",
            ],
            "now": ["What oil am I cooking with these days?"],
        },
        "zh": {
            "values": [
                "鲁花花生油",
                "金龙鱼调和油",
                "胡姬花",
                "自家榨的菜籽油",
                "山茶油",
                "橄榄油",
            ],
            "facts": [
                "我家炒菜用{v}。",
                "灶台边放的油是{v}。",
                "家里的食用油一直买{v}。",
            ],
            "corrections": [
                ("cue", "炒菜如今用{new}了。"),
                ("cue", "家里的油已经换成{new}了。"),
                ("cue", "后来改用{new}炒菜。"),
                ("explicit", "不再吃{old}了，炒菜用{new}。"),
                ("explicit", "{old}用完没再买，换成{new}。"),
                ("explicit", "灶台边不是{old}了，是{new}。"),
                ("implicit", "手一滑{new}洒在菜谱上，第四十页都透亮了。"),
                ("implicit", "{new}没了 记得买"),
                ("implicit", "{new}一下锅烟雾报警器就响了。"),
                ("implicit", "在露营地用{new}煎鸡蛋，一只鸭子跑过来围观。"),
                ("implicit", "我奶奶来了，拿起那桶{new}看了看标签，啧了一声。"),
                (
                    "implicit",
                    "聚会第二天早上给我哥一家做早饭，九个人，一口锅，电饼铛一开就跳闸，大家衣服都没穿好，一桶{new}就下去一半了。",
                ),
            ],
            "questions": [
                "我家炒菜用什么油？",
                "灶台边放的是什么油？",
                "家里的油买的哪种？",
            ],
            "now": ["我现在炒菜用的是什么油？"],
        },
    },
    {
        "key": "sunday_sport",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "bouldering",
                "pickleball",
                "golf",
                "ultimate frisbee",
                "walking netball",
                "touch rugby",
            ],
            "facts": [
                "My Sunday sport is {v}.",
                "Sunday mornings are for {v}.",
                "Every Sunday morning, come rain or shine, it's {v} for me.",
            ],
            "corrections": [
                ("cue", "Sundays are {new} these days."),
                ("cue", "I've taken up {new} on Sundays instead."),
                ("cue", "gone over to {new} for my sunday thing"),
                ("explicit", "Packed in {old}, my Sunday sport is {new}."),
                ("explicit", "Gave up {old}, Sundays are {new}."),
                ("explicit", "It's not {old} on Sundays any more, it's {new}."),
                (
                    "implicit",
                    "Came home from {new} covered in mud and the dog wouldn't come near me.",
                ),
                ("implicit", "sore everywhere after {new}, send help"),
                ("implicit", "Twisted my ankle at {new} and hopped back to the car."),
                (
                    "implicit",
                    "Skipped Mum's birthday lunch for {new} and I'll never hear the end of it.",
                ),
                ("implicit", "Someone at {new} turned out to be my old science teacher."),
                (
                    "implicit",
                    "Sunday was non-stop, up at seven for {new}, straight to the garden centre after, lunch at the in-laws with a roast that took three hours, a homework meltdown at six, and I was asleep on the sofa before the weather forecast.",
                ),
            ],
            "questions": [
                "What sport do I do on Sundays?",
                "What are my Sunday mornings for?",
                "What's my Sunday sport?",
            ],
            "now": ["What am I doing on Sunday mornings these days?"],
        },
        "zh": {
            "values": ["玩飞盘", "爬山", "打匹克球", "练太极拳", "攀岩", "打篮球"],
            "facts": [
                "我周日上午去{v}。",
                "周日是我{v}的日子。",
                "每个礼拜天我都要{v}。",
            ],
            "corrections": [
                ("cue", "周日如今改成{new}了。"),
                ("cue", "后来周日上午都去{new}了。"),
                ("cue", "这阵子礼拜天换成{new}了。"),
                ("explicit", "不再{old}了，周日去{new}。"),
                ("explicit", "{old}撂下了，礼拜天{new}。"),
                ("explicit", "周日不是{old}了，是{new}。"),
                ("implicit", "{new}回来一身泥，狗都不敢靠近我。"),
                ("implicit", "{new}完浑身疼 救命"),
                ("implicit", "{new}的时候把脚崴了，一路单腿蹦回车上。"),
                ("implicit", "为了{new}没去我妈的生日饭，这事要被念叨一辈子。"),
                ("implicit", "{new}的时候碰见了我初中物理老师。"),
                (
                    "implicit",
                    "周日一刻没停，七点起床去{new}，完事直接去花鸟市场，中午在公婆家吃饭，一顿饭做了三个钟头，晚上六点孩子写作业崩溃，天气预报都没播完我就在沙发上睡着了。",
                ),
            ],
            "questions": [
                "我周日上午干什么？",
                "我礼拜天做什么运动？",
                "我周日的运动是什么？",
            ],
            "now": ["我现在周日上午去干嘛？"],
        },
    },
    {
        "key": "pet_sitter",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my sister-in-law",
                "a student from Rover called Megan",
                "the cattery on Mill Lane",
                "Pat from number 12",
                "my mate's teenage son",
                "a house-sitter from TrustedHousesitters",
            ],
            "facts": [
                "When we go away, {v} looks after the cat.",
                "Our pet sitter is {v}.",
                "We leave the cat with {v} when we're on holiday.",
            ],
            "corrections": [
                ("cue", "The cat's looked after by {new} these days when we're away."),
                ("cue", "We ended up going with {new} for the cat."),
                ("cue", "Our pet sitter as of this summer is {new}."),
                (
                    "explicit",
                    "{old} can't do it any more, so {new} has the cat when we're away.",
                ),
                ("explicit", "Stopped using {old}, our pet sitter is {new}."),
                ("explicit", "It's not {old} minding the cat any more, it's {new}."),
                (
                    "implicit",
                    "{new} sent forty photos of the cat while we were in Crete, mostly of it asleep.",
                ),
                ("implicit", "paid {new} for the fortnight, worth every penny"),
                (
                    "implicit",
                    "Dropped the cat's biscuits off with {new} on the way to the airport.",
                ),
                (
                    "implicit",
                    "{new} says the cat sulked for two days and then ate a whole pouch in one go.",
                ),
                (
                    "implicit",
                    "Brought {new} a bottle of ouzo back as a thank you for minding the cat.",
                ),
                (
                    "implicit",
                    "Getting away was chaos, passports in the wrong drawer, the taxi twenty minutes late, the youngest sick in the lift, and I was texting {new} instructions about the cat's eye drops right up until the plane taxied to the runway.",
                ),
            ],
            "questions": [
                "Who looks after the cat when we go away?",
                "Who's our pet sitter?",
                "Who do we leave the cat with on holiday?",
            ],
            "now": ["Who's minding the cat when we go away these days?"],
        },
        "zh": {
            "values": [
                "我婆婆",
                "对门的刘阿姨",
                "宠物店的寄养",
                "同事小周",
                "我表妹",
                "小区里上门喂猫的姑娘",
            ],
            "facts": [
                "出门的时候猫交给{v}照看。",
                "我们家的猫出远门都托{v}。",
                "放假出去玩，猫就拜托{v}。",
            ],
            "corrections": [
                ("cue", "如今出门，猫改托{new}了。"),
                ("cue", "后来猫都交给{new}看。"),
                ("cue", "今年起出远门，猫换成{new}照顾。"),
                ("explicit", "{old}顾不过来了，猫托给{new}。"),
                ("explicit", "不再找{old}了，猫交给{new}。"),
                ("explicit", "照看猫的不是{old}了，是{new}。"),
                ("implicit", "我们在三亚那几天，{new}发来四十张猫的照片，大半是在睡觉。"),
                ("implicit", "给{new}付了两周的钱 值"),
                ("implicit", "去机场前把猫粮送到{new}那儿。"),
                ("implicit", "{new}说猫生了两天闷气，然后一口气吃了一整包猫条。"),
                ("implicit", "从云南带了一盒鲜花饼给{new}，谢谢帮着看猫。"),
                (
                    "implicit",
                    "出门那天一团乱，护照放错了抽屉，出租车晚了二十分钟，小的在电梯里吐了，飞机都滑到跑道上了，我手指头没停，一直在给{new}发猫滴眼药水的注意事项。",
                ),
            ],
            "questions": [
                "出门的时候谁看猫？",
                "我们家的猫托给谁？",
                "放假时猫交给谁照顾？",
            ],
            "now": ["我们现在出门猫托给谁？"],
        },
    },
    {
        "key": "fruit_bowl",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "satsumas",
                "bananas",
                "Pink Lady apples",
                "red grapes",
                "nectarines",
                "kiwis",
            ],
            "facts": [
                "The fruit bowl is always full of {v}.",
                "We always have {v} in the fruit bowl.",
                "The fruit I buy every week is {v}.",
            ],
            "corrections": [
                ("cue", "It's {new} in the fruit bowl these days."),
                ("cue", "The fruit bowl's gone over to {new}."),
                ("cue", "as of this week it's {new} in the bowl"),
                ("explicit", "We've gone off {old}, the fruit bowl has {new}."),
                ("explicit", "No more {old}, I buy {new} every week."),
                ("explicit", "Not {old} in the fruit bowl any more, it's {new}."),
                (
                    "implicit",
                    "Found {new} in the toddler's wellies, no idea how long they'd been there.",
                ),
                ("implicit", "who ate all the {new}"),
                (
                    "implicit",
                    "Put {new} in the lunchboxes and they came back untouched, as always.",
                ),
                (
                    "implicit",
                    "The dog stole {new} off the table and ran round the garden with them.",
                ),
                ("implicit", "Took {new} into the office and they were gone by ten."),
                (
                    "implicit",
                    "Did the big shop with both kids, one had a meltdown by the cereal, the other put twelve yoghurts in the trolley when I wasn't looking, we forgot the bags, and the only thing I'd actually come in for, {new}, got squashed under a watermelon someone else's husband had put in our trolley by mistake.",
                ),
            ],
            "questions": [
                "What fruit do we keep in the bowl?",
                "What's always in the fruit bowl?",
                "What fruit do I buy every week?",
            ],
            "now": ["What's in the fruit bowl these days?"],
        },
        "zh": {
            "values": ["砂糖橘", "车厘子", "阳光玫瑰葡萄", "沃柑", "丹东草莓", "烟台苹果"],
            "facts": [
                "家里果盘里常年放着{v}。",
                "我每周都买{v}。",
                "我们家茶几上的水果一直是{v}。",
            ],
            "corrections": [
                ("cue", "果盘里如今是{new}了。"),
                ("cue", "家里的水果已经换成{new}了。"),
                ("cue", "这阵子改买{new}了。"),
                ("explicit", "{old}吃腻了，改买{new}。"),
                ("explicit", "果盘里不再放{old}，放{new}。"),
                ("explicit", "家里的水果不是{old}了，是{new}。"),
                ("implicit", "在孩子的雨靴里发现了{new}，也不知道放了多久。"),
                ("implicit", "谁把{new}吃光了"),
                ("implicit", "给孩子带了{new}当零食，原封不动背回来了。"),
                ("implicit", "狗从桌上叼走了{new}，满院子跑。"),
                ("implicit", "带了一袋{new}去办公室，十点就被分光了。"),
                (
                    "implicit",
                    "带俩孩子去超市大采购，一个在麦片货架前崩溃，另一个趁我不注意往车里放了十二盒酸奶，购物袋也忘带了，我专门来买的{new}被别人家老公错放进我们车里的西瓜压扁了。",
                ),
            ],
            "questions": [
                "家里果盘里放的什么水果？",
                "我每周买什么水果？",
                "我们家常备的水果是哪种？",
            ],
            "now": ["家里现在常买的是什么水果？"],
        },
    },
    {
        "key": "dad_hobby",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "metal detecting",
                "model railways",
                "crown green bowls",
                "family history",
                "restoring an old Vespa",
                "watercolours",
            ],
            "facts": [
                "Dad's hobby is {v}.",
                "My dad spends his retirement on {v}.",
                "All Dad talks about is {v}.",
            ],
            "corrections": [
                ("cue", "Dad's into {new} these days."),
                ("cue", "Dad has taken up {new} instead."),
                ("cue", "as of the spring dad's thing is {new}"),
                ("explicit", "Dad's given up {old}, it's all {new}."),
                ("explicit", "Dad packed in {old} and went over to {new}."),
                ("explicit", "No more {old} for Dad, it's {new}."),
                ("implicit", "Dad rang for forty minutes about {new} and I said 'mm' a lot."),
                ("implicit", "dad's busy with {new} all weekend so it's just mum for lunch"),
                (
                    "implicit",
                    "Got Dad a book about {new} for his birthday and he already had it.",
                ),
                ("implicit", "Mum says the spare room has been taken over by {new}."),
                ("implicit", "Dad was late for his own anniversary dinner because of {new}."),
                (
                    "implicit",
                    "Took the kids to see my parents, the M6 was a car park, the youngest was sick at Stafford services, Mum had made enough trifle for forty, and Dad spent the whole of lunch explaining {new} to a nine-year-old who just wanted the wifi password.",
                ),
            ],
            "questions": [
                "What's my dad's hobby?",
                "What does Dad spend his retirement on?",
                "What's Dad into?",
            ],
            "now": ["What's Dad into at the moment?"],
        },
        "zh": {
            "values": ["下象棋", "练书法", "跳广场舞", "养鸟", "拍抖音", "唱京剧"],
            "facts": [
                "我爸的爱好是{v}。",
                "我爸退休以后天天{v}。",
                "我爸张口闭口都是{v}。",
            ],
            "corrections": [
                ("cue", "我爸如今迷上{new}了。"),
                ("cue", "我爸后来改{new}了。"),
                ("cue", "这阵子我爸转去{new}了。"),
                ("explicit", "我爸不再{old}了，天天{new}。"),
                ("explicit", "我爸{old}不玩了，如今{new}。"),
                ("explicit", "我爸{old}撂下了，改{new}。"),
                ("implicit", "我爸打电话跟我聊了四十分钟{new}，我一直嗯嗯嗯。"),
                ("implicit", "老爸这周末都在{new} 午饭就我妈在"),
                ("implicit", "给我爸买了本讲{new}的书当生日礼物，结果他早有了。"),
                ("implicit", "我妈说家里的小房间全被{new}的东西占了。"),
                ("implicit", "我爸为了{new}，结婚纪念日的饭都迟到了。"),
                (
                    "implicit",
                    "带孩子回我爸妈家，高速堵成停车场，小的在服务区吐了，我妈做了够四十个人吃的饭，我爸一顿饭都在给一个九岁的孩子讲{new}，孩子只想要WiFi密码。",
                ),
            ],
            "questions": [
                "我爸的爱好是什么？",
                "我爸退休后忙什么？",
                "我爸平时玩什么？",
            ],
            "now": ["我爸现在迷的是什么？"],
        },
    },
]
