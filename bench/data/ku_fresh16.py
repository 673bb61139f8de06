"""Fresh templates of the knowledge-update benchmark, sixteenth generation
(for `python -m bench.knowledge_update --templates fresh16`, once it is registered there).

Written by a helper session that read none of the engine's code, rules or lexicons (judge, cue and
time words, tokenizer, extraction, merging), none of core/, server/, tests/ and clients/, and none
of the bench code: of bench/ it read data/ku_fresh14.py in full (for the format), the docstring of
data/ku_templates.py (the first lines of its ATTRIBUTES list went past on the screen with it), the
listing of bench/data/, and the other ku_*.py only through a grep on "key" (and an import that
lists their attribute keys), so that none is reused; it did not read their wordings. It did not run
the engine or the benchmark. Its own checks (in the session's notes, not in the repo) compare the
shapes of the entries and the placeholders with ku_fresh14.py's and the keys with every other
ku_*.py. Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh15.py,
away from the house of fresh14 (no kitchen shelf, front door, basin, bedroom, in-laws or dog): the
train the user catches to work and the carriage they get into; the keyboard and the plant on the
desk at work; the workout video in the living room, what goes in the foot bath and the eye drops by
the bed (one evening); the grandad's bird, the station his radio is on and who cuts his hair; the
son's Saturday class, who drives him there and what the son's hamster sleeps on; the air freshener
in the electric car and where the car is charged; what uncle Pete drives and where auntie Sue plays
bingo (在哪儿打麻将 for 舅妈 on the Chinese side); the badminton racket and the shuttles in the same
kit bag; the brush and the paper the user paints with (watercolours in English, 毛笔字 and 宣纸 in
Chinese); and the app the user listens to audiobooks on. Two slots are people: who cuts the
grandad's hair and who drives the son to his Saturday class.

The Chinese side is localised, not translated: 始发站 7点12那趟 and the 第三节车厢 or 女性车厢 of a
subway commute; 罗技K380, 樱桃青轴, 阿米洛 and 单位配的联想键盘; 绿萝, 文竹, 发财树 and 水培富贵竹 on
the desk; 帕梅拉, 刘畊宏的毽子操, Keep上的燃脂课, 周六野 and 八段锦跟练; 艾草包, 老姜片, 花椒, 藏红花
and 同仁堂的泡脚药包 in the 泡脚桶; 乐敦, 珍视明, 海露 and 莎普爱思; the grandad's 画眉, 百灵, 八哥 and
绣眼 carried to the park in a cage, his 收音机 on 单田芳的评书, 郭德纲的相声, 中国之声 or 戏曲广播, and
his head shaved by 公园门口的剃头师傅老马 or 社区义剪的小陈; the son's 兴趣班 (围棋班, 少儿编程课,
乐高机器人课, 跆拳道, 小主持人口才班), taken there by 孩子他姥爷 or 同班乐乐的妈妈; 松木屑, 纸棉 and 玉米芯垫料
for the 仓鼠 团子; 卡饰社香水座, 檀木挂牌 and 竹炭包 in the car, charged at 小区地库的充电桩, 国家电网的
快充站 or 特来电; 我舅's 比亚迪汉, 五菱宏光, 哈弗H6 or 老捷达 and 舅妈's 麻将 at 小区棋牌室 or 菜市场楼上的
麻将馆; 尤尼克斯, 李宁, 胜利 and 单位工会发的拍子 with 亚狮龙, 超牌, 翎美 or 红双喜 shuttles; 善琏湖笔,
狼毫, 羊毫 and 兼毫 with 红星宣纸, 泾县生宣, 毛边纸 and 元书纸 for the 文化宫 calligraphy class;
喜马拉雅, 懒人听书, 微信听书, 樊登读书 and 蜻蜓FM.

Some attributes sit next to each other on purpose (the train and the carriage are the same morning
train; the keyboard and the plant are on the same desk; the workout, the foot bath and the eye drops
are the same evening, and their wordings mention each other; the grandad's bird, his radio and his
barber are the same old man, and each one's wordings mention the others; the son's class, the lift
to it and his hamster are the same boy and the same Saturday; the air freshener and the charging
are the same car; uncle Pete drives auntie Sue to her bingo (我舅开车送舅妈去打麻将); the racket and
the shuttles share a bag and a Wednesday night; the brush and the paper share a table): the control
fact of one is true at the same time as the value of its neighbour, so a system that lets one
overwrite the other is caught out. Each attribute itself stays single-valued. Person values carry a
name or a distinctive form ("Harvey's dad Martin", "同班乐乐的妈妈", "公园门口的剃头师傅老马") so that
the plain words "a neighbour" or "师傅" elsewhere in the set are not values.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated with
the new value) and ku_fresh14.py, with the correction styles
  "cue"       a change word, no old value ("since the timetable change in May", "got me onto",
              "signed my son up for", "单位改了打卡时间以后", "双十一给自己下单了", "入冬以后", ...)
  "explicit"  the old value named as replaced ("{old} got cut from the timetable", "snapped {old}
              on the net post", "{old} failed its MOT for good", "{old}打断在网柱上了",
              "{old}年检没过", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("{new} sat outside Didcot for forty minutes", "爷爷收音机一开，{new}就跟着叫")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per language:
terse lower-case chat lines, long rambling messages where the value is one clause among several,
and situations in which the value simply turns up. Corrections carry no direction words (the old
and new values are drawn at random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a departure board where every train is delayed, a royal carriage in a museum,
a church organ with four keyboards, a plastic plant watered out of loyalty, a spin class on a wall
of screens, a foot-massage camper van, an optician's compliment, a taxi driver arguing with a
phone-in, a barber's stuffed pike, a school hamster that goes home with a different family every
holiday, a taxi full of air fresheners, a queue at an airport charging point, badminton on the
telly at two in the morning, an airport shuttle bus, a friend's uncle and his combine harvester, a
seaside bingo caller, a jammed printer, a man painting the tram from the tram, a racket upstairs at
midnight; 洗脚城的霓虹灯, 塑料发财树, 公园里拿海绵笔蘸水写字的大爷); a few are about the same relatives
and the same son and hamster but about other things (the grandad's flat cap, uncle Pete's joke,
auntie Sue's knitted jumpers, the son's front tooth, the hamster in a slipper; 我爷爷的鸭舌帽,
舅妈织的毛衣, 仓鼠钻进拖鞋). Some use "now", "still", "new", "changed", "moved", "switched",
"swapped", "again", "现在", "还", "又", "换", "新", "改", "搬" in senses that are not a change of
the user's attribute ("the corner shop has a new owner", "switched the lights off at work",
"楼下小卖部换了老板", "单位食堂搬到了负一楼"), so that a memory system that matches on shared words
rather than on meaning is caught out; none of them states, or implies, a value of an attribute.
Filler names, cities, dishes, snacks, shows and birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": [
            "Rosalind",
            "Declan",
            "Fenella",
            "Jamal",
            "Agnieszka",
            "Rhodri",
            "Tamsin",
            "Kwame",
        ],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "April", "June", "August", "October", "December"],
        "city": ["York", "Porto", "Valencia", "Aberdeen", "Ghent", "Whitby", "Krakow"],
        "dish": [
            "a fish pie",
            "a lamb hotpot",
            "bangers and mash",
            "a chilli con carne",
            "a cottage pie",
            "a Sunday roast",
        ],
        "snack": [
            "a Twix",
            "a bag of Quavers",
            "a jam doughnut",
            "a pasty",
            "a Caramac",
            "a packet of Wotsits",
        ],
        "show": [
            "Pointless",
            "Countdown",
            "Strictly",
            "The Repair Shop",
            "Line of Duty",
            "Antiques Roadshow",
        ],
        "thing": [
            "the smoke alarm",
            "the dishwasher",
            "the boiler",
            "the garage door",
            "the doorbell camera",
            "the bathroom extractor",
        ],
        "bird": [
            "a kestrel",
            "a jay",
            "a wren",
            "a pied wagtail",
            "a nuthatch",
            "a buzzard",
        ],
        "minutes": ["15", "25", "40", "50", "70", "95"],
        "number": ["4", "9", "13", "17", "26", "31"],
    },
    "zh": {
        "friend": ["小雯", "阿斌", "晓燕", "老彭", "婷婷", "大伟", "小溪", "阿芳"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "六月", "八月", "十月", "十二月"],
        "city": ["成都", "南京", "大理", "桂林", "洛阳", "威海", "泉州"],
        "dish": ["水煮鱼", "锅包肉", "回锅肉", "糖醋排骨", "大盘鸡", "红烧茄子"],
        "snack": ["瓜子", "牛肉干", "麻花", "开心果", "豆腐干", "山楂片"],
        "show": [
            "《奔跑吧》",
            "《狂飙》",
            "《人世间》",
            "《欢乐喜剧人》",
            "《乘风破浪的姐姐》",
            "《国家宝藏》",
        ],
        "thing": ["油烟机", "热水器", "洗碗机", "智能门锁", "电饭煲", "浴霸"],
        "bird": ["一只啄木鸟", "一对鸳鸯", "一只夜鹭", "几只白头鹎", "一群椋鸟", "一只伯劳"],
        "minutes": ["15", "25", "40", "50", "70", "95"],
        "number": ["4", "9", "13", "17", "26", "31"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The departure board at {city} station showed every train as delayed, including one that had already gone.",
        ),
        (
            "EPISODIC",
            "The heritage railway has a first-class carriage with lace doilies on the headrests and a guard in a top hat.",
        ),
        (
            "EPISODIC",
            "The museum has a royal carriage with a velvet seat nobody is allowed to sit on, and a toddler sat on it.",
        ),
        (
            "EPISODIC",
            "The church organist told me the organ has four keyboards and he uses every one of them at Easter.",
        ),
        (
            "EPISODIC",
            "{friend} spilt Ribena on a library computer and hid behind the periodicals until closing.",
        ),
        (
            "EPISODIC",
            "The dentist's waiting room has a plastic plant that somebody waters every week out of loyalty.",
        ),
        (
            "EPISODIC",
            "The gym by the station has a wall of screens all showing the same spin class at once.",
        ),
        (
            "EPISODIC",
            "A woman at the farmers' market was doing foot massages out of the back of a camper van.",
        ),
        (
            "EPISODIC",
            "{friend} had an eye test and the optician said her eyes were very symmetrical, which she's taken as a compliment.",
        ),
        (
            "EPISODIC",
            "A parrot at the zoo in {city} said 'hello darling' to every man who walked past its cage.",
        ),
        (
            "EPISODIC",
            "The taxi driver in {city} had a phone-in on about potholes and argued with every caller.",
        ),
        (
            "EPISODIC",
            "The barber's on the corner has a stuffed pike in the window and nobody knows why.",
        ),
        (
            "EPISODIC",
            "The Saturday market sells a cheese that smells like a changing room after a rugby match.",
        ),
        (
            "EPISODIC",
            "{friend}'s daughter's school has a hamster that spends every holiday with a different family.",
        ),
        (
            "EPISODIC",
            "A famous actor read the shipping forecast for charity on the radio and it was oddly moving.",
        ),
        (
            "EPISODIC",
            "The taxi in {city} had so many air fresheners hanging off the mirror it was like driving through a pine forest.",
        ),
        (
            "EPISODIC",
            "The charging point at the airport had a queue of twelve people all guarding their cables.",
        ),
        (
            "EPISODIC",
            "Badminton was on the telly at two in the morning and I watched a whole final out of stubbornness.",
        ),
        (
            "EPISODIC",
            "The airport shuttle bus went round the car park three times before anyone was allowed off.",
        ),
        (
            "EPISODIC",
            "{friend}'s uncle once drove a combine harvester to his own wedding and parked it by the lychgate.",
        ),
        (
            "EPISODIC",
            "The bingo caller at the seaside arcade in {city} did every number in a different accent.",
        ),
        (
            "EPISODIC",
            "The printer at work jammed on one sheet of paper and took the whole floor's morning with it.",
        ),
        ("EPISODIC", "A man on the tram in {city} was doing a watercolour of the tram."),
        (
            "EPISODIC",
            "A racket from the flat upstairs at midnight turned out to be a man putting a wardrobe together.",
        ),
        (
            "EPISODIC",
            "{friend} tried to charge an electric scooter in the office kitchen and tripped the fuse for the whole floor.",
        ),
        (
            "EPISODIC",
            "The kiosk at the station sells a sausage roll that looks like it has seen things.",
        ),
        (
            "EPISODIC",
            "The fence round the allotments has been painted a green the council calls heritage.",
        ),
        ("PREFERENCE", "On a coach I like a window seat facing forwards or I go green."),
        (
            "SEMANTIC",
            "In {city} the trams run to the second and people tut out loud if they don't.",
        ),
        ("PREFERENCE", "I can't stand people eating hot food on a packed train."),
        ("PREFERENCE", "I can't bear the sound of long nails on a keyboard."),
        (
            "SEMANTIC",
            "My great-grandad was a pit deputy and never once talked about what it was like underground.",
        ),
        ("PREFERENCE", "A hot water bottle at my feet in winter, no exceptions."),
        (
            "SEMANTIC",
            "Nobody in {city} plays bingo, they play a card game with a name I can't pronounce.",
        ),
        # the same relatives, the same son and hamster, other things
        (
            "EPISODIC",
            "My grandad has worn the same flat cap since 1979 and it's basically part of his head.",
        ),
        (
            "EPISODIC",
            "My grandad did a sponsored walk round the park for the hospice at eighty-nine and beat his target.",
        ),
        (
            "EPISODIC",
            "Uncle Pete told the same joke about a vicar and a parrot at three family dos in a row.",
        ),
        (
            "EPISODIC",
            "Auntie Sue knitted the whole family matching jumpers, including a tiny one for the hamster.",
        ),
        (
            "EPISODIC",
            "My son lost his front tooth in a toffee apple and is expecting a fortune for it.",
        ),
        (
            "EPISODIC",
            "The hamster got out for a whole night and turned up asleep in my son's slipper.",
        ),
        (
            "EPISODIC",
            "The car wouldn't unlock in the rain and I stood there pressing the fob like a lunatic.",
        ),
        (
            "SEMANTIC",
            "My grandad and uncle Pete have not agreed about anything since 1990, the weather included.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} has moved to {city} and keeps sending me photos of her new kitchen.",
        ),
        (
            "EPISODIC",
            "The corner shop has a new owner who sings while he slices the ham.",
        ),
        ("EPISODIC", "Still no refund from the airline for the flight in {month}."),
        (
            "EPISODIC",
            "Changed my niece's nappy at the services on a table that folded in half halfway through.",
        ),
        (
            "EPISODIC",
            "Switched the lights off at work and found three people still sitting there in the dark.",
        ),
        (
            "EPISODIC",
            "Moved the sofa to find the remote and found two pound coins and a fossilised grape.",
        ),
        (
            "EPISODIC",
            "The clocks went forward and the whole office was grumpy until Wednesday.",
        ),
        ("EPISODIC", "Our street got new wheelie bins that don't fit the gap by the gate."),
        (
            "EPISODIC",
            "It's light till nine now and the kids think that makes bedtime optional.",
        ),
        (
            "EPISODIC",
            "The chemist has changed its opening hours again and the sign is in tiny writing.",
        ),
        ("EPISODIC", "{friend} switched from nights to days and can't work out when to eat."),
        (
            "EPISODIC",
            "The leisure centre moved the adult swim to Thursday night and it's full of triathletes.",
        ),
        (
            "EPISODIC",
            "The council changed the bus lane hours and half the town got a fine in the post.",
        ),
        (
            "EPISODIC",
            "Swapped recipes with the woman next door and hers turned out to be the one on the back of the packet.",
        ),
        ("EPISODIC", "Got a new passport photo and I look like I've just been arrested."),
        # plain unrelated
        ("SEMANTIC", "I can touch my nose with my tongue and have been able to since school."),
        (
            "SEMANTIC",
            "{friend} and I were in the same Brownie pack and she's still cross about a badge.",
        ),
        ("SEMANTIC", "Ours is the house with the monkey puzzle tree in the front garden."),
        (
            "SEMANTIC",
            "There are {number} houses on our close and I know the name of every dog on it.",
        ),
        ("PREFERENCE", "If there's {dish} going, I'm there."),
        ("PREFERENCE", "I'll watch {show} with anybody, any night."),
        ("PREFERENCE", "{snack} on a Friday afternoon is a basic human right."),
        ("EPISODIC", "Made {dish} on {weekday} and there was none left by Tuesday."),
        ("EPISODIC", "Saw {bird} on the fence while I was pegging the washing out."),
        ("EPISODIC", "{thing} started beeping in the middle of a phone call with the bank."),
        ("EPISODIC", "Watched {show} with {friend} and we argued about the ending all the way home."),
        (
            "EPISODIC",
            "Waited {minutes} minutes at the chippy and they forgot the curry sauce.",
        ),
        (
            "EPISODIC",
            "Went to {city} in {month} and the hotel had no hot water for two days.",
        ),
        ("EPISODIC", "Sorted out {thing} with a butter knife and a lot of swearing."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "{city}火车站的大屏上一排全是“晚点”，连已经开走的那趟也写着晚点。"),
        ("EPISODIC", "铁路博物馆里有节绿皮车厢，座位拿红绳拦着不让坐，有个小孩偏爬上去了。"),
        ("EPISODIC", "教堂的管风琴师说那台琴有四层键盘，圣诞节的时候全用得上。"),
        ("EPISODIC", "{friend}把奶茶洒在了图书馆的电脑上，躲到报刊架后面一直待到闭馆。"),
        ("EPISODIC", "社区医院候诊室摆着一盆塑料发财树，居然有人天天给它浇水。"),
        ("EPISODIC", "健身房一整面墙的屏幕放的都是同一节动感单车课。"),
        ("EPISODIC", "路口那家洗脚城的霓虹灯坏了一半，晚上就剩“脚城”两个字亮着。"),
        ("EPISODIC", "{friend}去配眼镜，验光师说她两只眼睛特别对称，她当夸奖听了。"),
        ("EPISODIC", "{city}动物园里有只鹦鹉，见着男的就喊“帅哥”。"),
        ("EPISODIC", "{city}的出租车司机开着点歌节目，一边听一边跟打进电话的听众抬杠。"),
        ("EPISODIC", "街角理发店门口的三色转灯转了十几年，从没停过。"),
        ("EPISODIC", "周六早上早市卖的臭豆腐，隔两条街都闻得见。"),
        ("EPISODIC", "{friend}闺女学校养了只仓鼠，寒暑假轮流去同学家过。"),
        ("EPISODIC", "电台请了个播音员念了一晚上的天气预报做公益，听着居然挺感人。"),
        ("EPISODIC", "打的网约车里挂了一串平安符、三个香薰和一个葫芦，跟进了庙似的。"),
        ("EPISODIC", "高铁站的充电插座前排了十几个人，个个守着自己的充电线。"),
        ("EPISODIC", "半夜两点电视重播羽毛球决赛，我硬是从头看到了尾。"),
        ("EPISODIC", "机场摆渡车在停机坪上绕了三圈才让人下车。"),
        ("EPISODIC", "{friend}她舅当年开着拖拉机去接的亲，车头上扎着大红花。"),
        ("EPISODIC", "{city}公园里一圈大爷大妈打扑克，旁边围着一圈看的，比打的还着急。"),
        ("EPISODIC", "单位打印机卡了一张纸，整层楼一上午都没打出东西来。"),
        ("EPISODIC", "公园里有个大爷拿海绵笔蘸水在地砖上写字，写完一转身就干了。"),
        ("EPISODIC", "楼上半夜叮叮咣咣的，原来是在装衣柜。"),
        ("EPISODIC", "{friend}在办公室茶水间给电动车电瓶充电，把整层楼的闸弄跳了。"),
        ("EPISODIC", "车站门口小卖部锅里的茶叶蛋，看着有些年头了。"),
        ("EPISODIC", "小区围墙刷了一种绿，物业说这叫“生态绿”。"),
        ("PREFERENCE", "坐大巴我喜欢前排靠窗，不然准晕车。"),
        ("SEMANTIC", "{city}的公交到点就走，一秒都不等。"),
        ("PREFERENCE", "最烦在挤满人的地铁上吃热干面的。"),
        ("PREFERENCE", "最受不了长指甲敲键盘的声音。"),
        ("SEMANTIC", "我太爷爷年轻时候下过井，一辈子没提过井下的事。"),
        ("PREFERENCE", "冬天睡觉脚底下必须塞个暖水袋。"),
        ("SEMANTIC", "{city}人不怎么打麻将，爱打一种我叫不上名字的纸牌。"),
        # the same relatives, the same son and hamster, other things
        ("EPISODIC", "我爷爷那顶鸭舌帽戴了四十多年，跟长在头上似的。"),
        ("EPISODIC", "我爷爷八十九了还参加社区的健步走，领回来一个保温杯。"),
        ("EPISODIC", "我舅在三场酒席上讲了同一个段子，一回比一回长。"),
        ("EPISODIC", "舅妈给全家织了一样的毛衣，连仓鼠都有一件。"),
        ("EPISODIC", "儿子啃糖葫芦把门牙啃掉了，张口就跟我要一百块。"),
        ("EPISODIC", "仓鼠跑丢了一整晚，第二天在儿子的拖鞋里找着了，睡得正香。"),
        ("EPISODIC", "下雨天车钥匙按了半天车门都不开，我站在雨里跟个傻子似的。"),
        ("SEMANTIC", "我爷爷跟我舅从九零年起就没在任何事上意见一致过，天气也算。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬到{city}去了，天天给我发她新厨房的照片。"),
        ("EPISODIC", "楼下小卖部换了老板，切熟食的时候哼小曲。"),
        ("EPISODIC", "{month}那趟航班的退款到现在还没到账。"),
        ("EPISODIC", "在服务区给外甥女换尿不湿，那个台子换到一半自己折起来了。"),
        ("EPISODIC", "下班关灯，发现黑灯瞎火里还坐着三个人。"),
        ("EPISODIC", "挪沙发找遥控器，挪出来两个钢镚和一颗风干的葡萄。"),
        ("EPISODIC", "小区新发的分类垃圾桶塞不进门口那个角落。"),
        ("EPISODIC", "现在九点天还亮着，孩子觉得睡觉时间可以商量。"),
        ("EPISODIC", "楼下药店又改营业时间了，告示上的字小得跟蚂蚁似的。"),
        ("EPISODIC", "{friend}从夜班改成了白班，不知道该几点吃饭了。"),
        ("EPISODIC", "游泳馆把成人场改到了周四晚上，一池子全是练铁三的。"),
        ("EPISODIC", "交警改了公交专用道的时间，半个城的人都被拍了。"),
        ("EPISODIC", "跟隔壁大姐换了个菜谱，她那个就是包装袋背面印的。"),
        ("EPISODIC", "新拍的证件照，看着跟刚被抓进去似的。"),
        ("EPISODIC", "单位食堂搬到了负一楼，饭菜还是那个味儿。"),
        # plain unrelated
        ("SEMANTIC", "我舌头能舔到鼻尖，上小学的时候就会。"),
        ("SEMANTIC", "{friend}跟我小学是一个小队的，到现在还为一朵小红花的事记我的仇。"),
        ("SEMANTIC", "我家就是院里有棵石榴树的那家。"),
        ("SEMANTIC", "我们这栋楼有{number}户，每家的狗叫什么我都知道。"),
        ("PREFERENCE", "饭桌上有{dish}，我就不挑了。"),
        ("PREFERENCE", "{show}谁喊我看我都看。"),
        ("PREFERENCE", "周五下午来点{snack}，天经地义。"),
        ("EPISODIC", "{weekday}做了{dish}，没到周二就吃光了。"),
        ("EPISODIC", "晾衣服的时候看见{bird}落在对面楼的栏杆上。"),
        ("EPISODIC", "跟银行打电话的时候{thing}突然嘀嘀响了起来。"),
        ("EPISODIC", "跟{friend}看{show}，为了结局吵了一路。"),
        ("EPISODIC", "在面馆等了{minutes}分钟，端上来发现少了个荷包蛋。"),
        ("EPISODIC", "{month}去{city}，酒店两天没热水。"),
        ("EPISODIC", "拿一把黄油刀外加一通骂街把{thing}修好了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "commute_train_time",
        "type": "SEMANTIC",
        "en": {
            "values": ["the 7:12", "the 7:38", "the 6:55", "the 8:04", "the 7:21", "the 8:17"],
            "facts": [
                "I get {v} into the city for work.",
                "My train to work is {v}.",
                "Weekday mornings I'm on {v} out of Hartfield.",
            ],
            "corrections": [
                ("cue", "on {new} from monday"),
                ("cue", "Since the timetable change in May I've been catching {new} to work."),
                ("cue", "The rota at work got redone, so I get {new} in the mornings."),
                ("explicit", "{old} got cut from the timetable, so it's {new} for me."),
                (
                    "explicit",
                    "Gave up on {old} after a month of cancellations, I catch {new}.",
                ),
                ("explicit", "train: {new}, not {old}"),
                (
                    "implicit",
                    "{new} sat outside Didcot for forty minutes without a single announcement.",
                ),
                ("implicit", "legged it for {new}, made it with a second to spare, coffee everywhere"),
                (
                    "implicit",
                    "Same woman on {new} every day doing a full face of make-up between two stations without smudging a thing.",
                ),
                (
                    "implicit",
                    "Dozed off on {new} and woke up with my head on a stranger's shoulder.",
                ),
                (
                    "implicit",
                    "The guard on {new} does the announcements in rhyme and the whole carriage waits for them.",
                ),
                (
                    "implicit",
                    "Strike week: half the services cancelled, a replacement bus that went via every village in the county, my manager messaging at seven to ask if I was coming in, the kids off with a cold, and on the Thursday {new} actually turned up, so I stood wedged in the vestibule with my face in someone's rucksack all the way in.",
                ),
            ],
            "questions": [
                "Which train do I catch to work?",
                "What train am I on in the mornings?",
                "What time is my train to work?",
            ],
            "now": ["Which train am I catching to work these days?"],
        },
        "zh": {
            "values": ["7点12那趟", "6点58那趟", "7点25那趟", "7点40那趟", "8点03那趟", "7点33那趟"],
            "facts": [
                "我上班坐的是始发站{v}地铁。",
                "工作日早上我赶{v}车去单位。",
                "每天我都是坐{v}去上班的。",
            ],
            "corrections": [
                ("cue", "上班改坐{new}了"),
                ("cue", "地铁调了运行图，我上班就坐{new}。"),
                ("cue", "单位改了打卡时间以后，我每天坐{new}。"),
                ("explicit", "{old}停开了，上班坐{new}。"),
                ("explicit", "{old}那趟老是临时清客，我上班坐{new}。"),
                ("explicit", "地铁：{new}，不坐{old}了"),
                ("implicit", "{new}在隧道里停了四十分钟，一句广播都没有。"),
                ("implicit", "为了赶{new} 一路狂奔 豆浆洒了一袖子"),
                ("implicit", "{new}上天天碰见同一个姑娘，两站地就把妆化完了，一点不花。"),
                ("implicit", "在{new}上打了个盹，醒来发现脑袋靠在一个大爷肩膀上。"),
                ("implicit", "{new}的司机报站带着一口天津味儿，一车厢人都等着听。"),
                (
                    "implicit",
                    "暴雨那个礼拜：一半线路停运，接驳公交绕遍了半个城，领导七点就在群里问谁能到岗，孩子在家发着烧，礼拜四{new}总算准点来了，我被挤在车门边上，脸贴着别人的双肩包一路到站。",
                ),
            ],
            "questions": [
                "我上班坐哪趟车？",
                "我每天早上赶的是几点的地铁？",
                "我通勤坐的是哪一班？",
            ],
            "now": ["我现在上班坐的是哪趟？"],
        },
    },
    {
        "key": "train_carriage",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the front carriage",
                "the quiet coach",
                "the back carriage",
                "coach C",
                "the second carriage",
                "coach F",
            ],
            "facts": [
                "On my train to work I sit in {v}.",
                "Every morning I get on {v}.",
                "My spot on the commute is {v}.",
            ],
            "corrections": [
                ("cue", "sitting in {new} from today"),
                ("cue", "Since the platform works began I've been getting on {new}."),
                ("cue", "A colleague put me on to {new} and it's where I sit on the way in."),
                ("explicit", "The heater in {old} is broken, so I sit in {new}."),
                ("explicit", "Got fed up of the stag parties in {old}, I ride in {new}."),
                ("explicit", "carriage: {new}, {old} no"),
                (
                    "implicit",
                    "A man in {new} peeled a boiled egg at half seven and the smell stayed with us till Reading.",
                ),
                ("implicit", "{new} smells of wet coats and bacon rolls, every single morning"),
                (
                    "implicit",
                    "Got talking to a retired signalman in {new} who knew every bridge on the line by name.",
                ),
                (
                    "implicit",
                    "Left a glove on the luggage rack in {new} and it came back to me through lost property.",
                ),
                (
                    "implicit",
                    "The toilet in {new} has a handwritten out-of-order sign that's gone yellow with age.",
                ),
                (
                    "implicit",
                    "Monday of all Mondays: a flat tyre so my husband had to get the bus, the dog next door sick on our step, my lanyard left on the kitchen table so I had to run back for it, and somehow I made it into {new} with wet hair and one shoe half on, next to a lad eating cereal out of a flask.",
                ),
            ],
            "questions": [
                "Which carriage do I get on in the morning?",
                "Where on the train do I sit on my way to work?",
                "Which coach am I in on the commute?",
            ],
            "now": ["Which carriage am I sitting in at the moment?"],
        },
        "zh": {
            "values": [
                "第一节车厢",
                "第三节车厢",
                "最后一节车厢",
                "女性车厢",
                "中间那节车厢",
                "第六节车厢",
            ],
            "facts": [
                "坐地铁上班我在{v}。",
                "早上我固定上{v}。",
                "通勤我一般待在{v}。",
            ],
            "corrections": [
                ("cue", "上班开始坐{new}了"),
                ("cue", "站台修电梯以后，我上{new}。"),
                ("cue", "同事拉着我上了回{new}，往后就一直在这节。"),
                ("explicit", "{old}空调坏了，我上{new}。"),
                ("explicit", "{old}老有人外放短视频，我去{new}。"),
                ("explicit", "车厢：{new}，不去{old}了"),
                ("implicit", "{new}里有个大哥七点半剥茶叶蛋，那味儿一直飘到我下车。"),
                ("implicit", "{new}一股韭菜盒子味 天天如此"),
                ("implicit", "在{new}里碰上一个退休的老司机，沿线哪座桥叫什么他都知道。"),
                ("implicit", "手套落在{new}的座位上，失物招领给我打了电话。"),
                ("implicit", "{new}门口那根扶杆是松的，谁扶谁晃。"),
                (
                    "implicit",
                    "那个礼拜一：车胎瘪了，老公只好去挤公交，楼道里不知谁家的狗吐了一摊，我忘带工牌折回去拿，头发没干、一只鞋没提上，愣是挤进了{new}，旁边一个小伙子捧着保温杯在喝粥。",
                ),
            ],
            "questions": [
                "我早上上哪节车厢？",
                "坐地铁上班我在哪节？",
                "通勤我待在哪个车厢？",
            ],
            "now": ["我现在早上坐哪节车厢？"],
        },
    },
    {
        "key": "desk_keyboard",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Logitech MX Keys",
                "a Keychron K2",
                "an Apple Magic Keyboard",
                "a Microsoft ergonomic keyboard",
                "a Razer BlackWidow",
                "the Dell keyboard IT handed out",
            ],
            "facts": [
                "The keyboard on my desk at work is {v}.",
                "I type all day on {v}.",
                "At the office my hands live on {v}.",
            ],
            "corrections": [
                ("cue", "typing on {new} from today"),
                ("cue", "Got {new} through the wellbeing budget and it's what I type on."),
                ("cue", "Since my wrist started twinging I've been using {new} at work."),
                ("explicit", "Spilt tea into {old}, it's {new} on my desk."),
                (
                    "explicit",
                    "The E key off {old} went down the back of the radiator, so I type on {new}.",
                ),
                ("explicit", "keyboard: {new}, {old} in the drawer"),
                (
                    "implicit",
                    "Turned {new} upside down and shook out a year of desk lunches, including half a custard cream.",
                ),
                ("implicit", "colleague says {new} sounds like hail on a shed, tough"),
                (
                    "implicit",
                    "The cleaner wiped {new} with a baby wipe and sent a blank email to the whole of finance.",
                ),
                (
                    "implicit",
                    "My manager borrowed {new} for a demo and gave it back with a sticker on it.",
                ),
                (
                    "implicit",
                    "Typed my password into the team chat on {new}, in front of everyone.",
                ),
                (
                    "implicit",
                    "Year-end close: three nights till ten, pizza boxes stacked on the printer, the air con off because it was a Saturday, the finance director pacing about in his socks, and me hammering numbers into {new} until the F keys went shiny.",
                ),
            ],
            "questions": [
                "What keyboard do I use at work?",
                "What do I type on at the office?",
                "Which keyboard is on my work desk?",
            ],
            "now": ["What keyboard am I typing on these days?"],
        },
        "zh": {
            "values": [
                "罗技K380",
                "樱桃青轴键盘",
                "阿米洛机械键盘",
                "单位配的联想键盘",
                "雷柏无线键盘",
                "达尔优机械键盘",
            ],
            "facts": [
                "我工位上的键盘是{v}。",
                "上班一整天我都在{v}上敲字。",
                "我在单位打字用{v}。",
            ],
            "corrections": [
                ("cue", "工位上换上{new}了"),
                ("cue", "双十一给自己下单了{new}，上班就用它。"),
                ("cue", "手腕疼起来以后，我在单位用{new}。"),
                ("explicit", "奶茶洒进{old}里了，工位上放的是{new}。"),
                ("explicit", "{old}的回车键崩飞了找不着，我用{new}。"),
                ("explicit", "键盘：{new}，{old}收抽屉了"),
                ("implicit", "把{new}倒过来一磕，掉出来半块沙琪玛和一年的外卖渣。"),
                ("implicit", "同事说{new}敲起来跟下冰雹似的 我不管"),
                ("implicit", "保洁阿姨拿湿巾擦{new}，给全部门发了一条乱码消息。"),
                ("implicit", "午休趴在{new}上睡着了，脸上印了一排字母。"),
                ("implicit", "在{new}上把开机密码打进了工作群，全组都看见了。"),
                (
                    "implicit",
                    "年底关账那阵：连着三晚加班到十点，打印机上摞着外卖盒，周六大楼不开空调，财务总监穿着袜子在过道里来回走，我在{new}上一通敲，敲到F键都磨亮了。",
                ),
            ],
            "questions": [
                "我上班用什么键盘？",
                "我在单位拿什么打字？",
                "我工位上那个键盘是什么？",
            ],
            "now": ["我现在上班用的是哪个键盘？"],
        },
    },
    {
        "key": "desk_plant",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a spider plant",
                "a peace lily",
                "a snake plant",
                "a bonsai juniper",
                "a trailing pothos",
                "an aloe vera",
            ],
            "facts": [
                "On my desk at work there's {v}.",
                "The plant by my monitor is {v}.",
                "My desk plant is {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for my desk"),
                (
                    "cue",
                    "Brought {new} in from the garden centre and it's sat by my monitor ever since.",
                ),
                ("cue", "Since the office refit my desk has had {new} on it."),
                ("explicit", "{old} died over the Christmas shutdown, so it's {new} on my desk."),
                ("explicit", "Took {old} home to my mum's, my desk has {new}."),
                ("explicit", "desk plant: {new}, RIP {old}"),
                (
                    "implicit",
                    "Watered {new} with cold coffee by mistake and it seems quite relaxed about it.",
                ),
                ("implicit", "{new} blocking half my second screen, don't care"),
                (
                    "implicit",
                    "The fire warden said {new} was a trip hazard and then asked if he could have a cutting.",
                ),
                (
                    "implicit",
                    "Somebody from sales stuck googly eyes on {new} and it's watched me all week.",
                ),
                ("implicit", "Put {new} in a mug that says World's Best Auditor."),
                (
                    "implicit",
                    "Audit week: two men from head office in the meeting room with the blinds down, forty emails before nine, the coffee machine broken, my team lead on a crutch, and the only living thing that looked calm all week was {new} by my keyboard.",
                ),
            ],
            "questions": [
                "What plant do I have on my work desk?",
                "What's growing next to my monitor?",
                "What's my desk plant?",
            ],
            "now": ["What plant is on my desk at present?"],
        },
        "zh": {
            "values": [
                "一盆绿萝",
                "一盆多肉",
                "一盆文竹",
                "一棵小发财树",
                "一瓶水培富贵竹",
                "一盆虎皮兰",
            ],
            "facts": [
                "我工位上摆着{v}。",
                "我电脑旁边养着{v}。",
                "我办公桌上的绿植是{v}。",
            ],
            "corrections": [
                ("cue", "工位上添了{new}"),
                ("cue", "开年从花鸟市场抱回来{new}，就搁在显示器旁边。"),
                ("cue", "办公室重新装修以后，我桌上摆的是{new}。"),
                ("explicit", "{old}春节放假没人浇水，干死了，桌上是{new}。"),
                ("explicit", "{old}抱回我妈家了，工位上放{new}。"),
                ("explicit", "绿植：{new}，{old}没了"),
                ("implicit", "拿喝剩的凉茶浇了{new}，它好像也没意见。"),
                ("implicit", "{new}挡了我半块副屏 无所谓"),
                ("implicit", "行政来查消防，说{new}摆得不合规，说完问我能不能给她掐一枝。"),
                ("implicit", "隔壁组的人给{new}贴了两个大眼睛，盯了我一礼拜。"),
                ("implicit", "给{new}系了根红绳，图个吉利，领导路过看了两眼。"),
                (
                    "implicit",
                    "审计那一周：总部来的两个人拉着百叶窗坐在会议室，九点前四十封邮件，咖啡机坏了，组长拄着拐来上班，全周看着最淡定的活物就是我键盘边上的{new}。",
                ),
            ],
            "questions": [
                "我工位上养的什么植物？",
                "我电脑旁边那盆是什么？",
                "我办公桌上放的什么绿植？",
            ],
            "now": ["我现在工位上摆的是什么植物？"],
        },
    },
    {
        "key": "workout_video",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Joe Wicks",
                "Yoga with Adriene",
                "Move with Nicole",
                "Les Mills On Demand",
                "Leslie Sansone's walk at home",
                "Caroline Girvan",
            ],
            "facts": [
                "My evening workout is {v} on the telly.",
                "In the living room I exercise along to {v}.",
                "Most evenings I follow {v}.",
            ],
            "corrections": [
                ("cue", "doing {new} in the evenings now"),
                ("cue", "My sister got me onto {new} and that's my workout."),
                ("cue", "Since the gym closed down I've been doing {new} in the front room."),
                ("explicit", "Couldn't face {old} any more, my workout is {new}."),
                ("explicit", "{old} did my knees in, so it's {new} in the evenings."),
                ("explicit", "workout: {new}, {old} shelved"),
                (
                    "implicit",
                    "The cat lay on my mat halfway through {new} and refused to budge.",
                ),
                ("implicit", "{new} says 'nearly there' four times in one video, liar"),
                ("implicit", "Knocked the lampshade off doing {new} and it's got a dent in it."),
                (
                    "implicit",
                    "My son joined in with {new} for six minutes and then went for a lie down.",
                ),
                (
                    "implicit",
                    "Did {new} in my pyjamas, then straight into the foot bath and the eye drops and bed.",
                ),
                (
                    "implicit",
                    "Thursday night: parents' evening till seven, fish fingers for tea, the washing machine mid-spin, homework ending in tears, a call from my mum about her boiler, and at half nine I rolled the mat out in front of {new}, lasted twenty minutes and lay there in a puddle.",
                ),
            ],
            "questions": [
                "What workout do I follow at home?",
                "What do I exercise along to in the evenings?",
                "What's my living-room workout?",
            ],
            "now": ["What workout video am I doing currently?"],
        },
        "zh": {
            "values": [
                "帕梅拉",
                "刘畊宏的毽子操",
                "Keep上的燃脂课",
                "周六野的瑜伽",
                "八段锦跟练",
                "郑多燕的减肥操",
            ],
            "facts": [
                "晚上我在客厅跟着{v}练。",
                "我在家锻炼跟的是{v}。",
                "我每晚跟练{v}。",
            ],
            "corrections": [
                ("cue", "晚上开始跟{new}了"),
                ("cue", "闺蜜拉我入坑了{new}，每晚就练它。"),
                ("cue", "小区健身房关门以后我在家跟{new}。"),
                ("explicit", "{old}跟不下去了，我练{new}。"),
                ("explicit", "{old}跳得膝盖疼，晚上跟{new}。"),
                ("explicit", "跟练：{new}，{old}不练了"),
                ("implicit", "跟着{new}练到一半，猫往垫子上一躺，怎么也不挪窝。"),
                ("implicit", "{new}一个视频里说四回“最后一组” 骗子"),
                ("implicit", "投屏跟{new}的时候一胳膊把吊灯罩扫下来了，磕了个坑。"),
                ("implicit", "婆婆看我跟着{new}练，站在门口说了句“这不就是广播体操嘛”。"),
                ("implicit", "练完{new}一身汗，接着泡脚、滴眼药水，上床。"),
                (
                    "implicit",
                    "礼拜四晚上：家长会开到七点，晚饭凑合煮了一锅速冻饺子，洗衣机正在甩干，孩子写作业写哭了，我妈打电话说她家热水器坏了，九点半我把垫子往客厅一铺，跟着{new}练了二十分钟，躺在地上一身汗起不来。",
                ),
            ],
            "questions": [
                "我在家跟着什么练？",
                "我晚上锻炼跟的是谁的视频？",
                "我客厅里练的是什么？",
            ],
            "now": ["我现在每晚跟练的是什么？"],
        },
    },
    {
        "key": "foot_soak",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Epsom salts",
                "Radox foot soak",
                "tea tree oil",
                "Scholl peppermint soak",
                "bicarbonate of soda",
                "Dead Sea salt",
            ],
            "facts": [
                "Before bed my feet go in a bowl of hot water with {v}.",
                "What goes in my foot bath at night is {v}.",
                "My evening foot soak is hot water and {v}.",
            ],
            "corrections": [
                ("cue", "foot bath: on {new} from tonight"),
                ("cue", "The chiropodist mentioned {new} and that's what goes in the bowl."),
                ("cue", "Since the clocks went back my feet get {new} before bed."),
                ("explicit", "{old} made my heels itch, so it's {new} in the foot bath."),
                ("explicit", "Used up {old} and didn't replace it, the bowl gets {new}."),
                ("explicit", "feet: {new}, {old} gone"),
                (
                    "implicit",
                    "Fell asleep with my feet in {new} and the water was stone cold when I woke up.",
                ),
                ("implicit", "cat drank out of my {new} foot bowl, she's fine, i think"),
                (
                    "implicit",
                    "My husband put his feet in my bowl of {new} the minute I took mine out, which is marriage.",
                ),
                (
                    "implicit",
                    "Kicked the bowl of {new} over on the landing and the carpet has a tide mark.",
                ),
                (
                    "implicit",
                    "Read half a chapter with my feet in {new} and the eye drops waiting on the arm of the chair.",
                ),
                (
                    "implicit",
                    "Twelve-hour shift on the ward: two admissions at once, a relative shouting in the corridor, lunch at four out of a vending machine, a call bell going all night, and when I got in I put my feet in a washing-up bowl with {new} and didn't move until my husband brought me toast.",
                ),
            ],
            "questions": [
                "What do I put in my foot bath?",
                "What do I soak my feet in at night?",
                "What goes in the bowl for my feet before bed?",
            ],
            "now": ["What am I soaking my feet in these days?"],
        },
        "zh": {
            "values": ["艾草包", "老姜片", "花椒", "藏红花", "同仁堂的泡脚药包", "粗盐"],
            "facts": [
                "我睡前泡脚放的是{v}。",
                "我泡脚桶里放{v}。",
                "晚上泡脚我往水里加{v}。",
            ],
            "corrections": [
                ("cue", "泡脚改放{new}了"),
                ("cue", "中医大夫让泡脚加{new}，我就照着来。"),
                ("cue", "入冬以后泡脚桶里放的是{new}。"),
                ("explicit", "{old}泡得脚后跟痒，泡脚放{new}。"),
                ("explicit", "{old}用完没再买，泡脚桶里是{new}。"),
                ("explicit", "泡脚：{new}，{old}不放了"),
                ("implicit", "泡着{new}睡着了，醒来水都凉透了。"),
                ("implicit", "猫偷喝了我泡{new}的洗脚水 应该没事吧"),
                ("implicit", "我妈来住，见我泡{new}，非要给我讲一晚上涌泉穴。"),
                ("implicit", "泡脚桶插着电，放着{new}，咕嘟咕嘟按摩，我躺着刷完了一集剧。"),
                ("implicit", "泡着{new}看了半章小说，眼药水就搁在沙发扶手上等着。"),
                (
                    "implicit",
                    "医院连上十二个钟头：同时收了两个病人，家属在走廊里嚷嚷，下午四点才从自动售货机里买了个面包当午饭，呼叫铃响了一宿，到家我把脚往放了{new}的热水里一泡，一直坐到老公给我端来一碗面。",
                ),
            ],
            "questions": [
                "我泡脚放什么？",
                "我晚上泡脚往水里加的是什么？",
                "泡脚桶里放的是什么？",
            ],
            "now": ["我现在泡脚放的是什么？"],
        },
    },
    {
        "key": "eye_drops",
        "type": "PREFERENCE",
        "en": {
            "values": ["Optrex", "Hycosan", "Thealoz Duo", "Blink", "Systane", "Clinitas"],
            "facts": [
                "The eye drops by my bed are {v}.",
                "For my dry eyes I use {v}.",
                "Last thing at night I put {v} in my eyes.",
            ],
            "corrections": [
                ("cue", "eye drops: {new} from now on"),
                ("cue", "The optician suggested {new} and that's what I've been putting in."),
                ("cue", "Since I started on spreadsheets all day it's {new} for my eyes."),
                ("explicit", "{old} stung like mad, so I use {new}."),
                ("explicit", "Finished the last of {old} and bought {new} instead."),
                ("explicit", "eyes: {new}, {old} binned"),
                (
                    "implicit",
                    "Missed my eye with {new} three times and got my nose every time.",
                ),
                ("implicit", "{new} rolled under the bed, fished it out with a torch and a coat hanger"),
                (
                    "implicit",
                    "My husband picked up {new} thinking it was his ear drops and I had to wrestle it off him.",
                ),
                (
                    "implicit",
                    "Put {new} in before the pantomime and wept through the whole of the first act.",
                ),
                (
                    "implicit",
                    "The cat watches me tip my head back for {new} every night like it's a show.",
                ),
                (
                    "implicit",
                    "Long-haul to see my brother: fourteen hours, a baby two rows behind, the screen in my seat broken, the air like the inside of a biscuit tin, and I got through half a bottle of {new} before we'd even landed, with my feet swollen up like two loaves.",
                ),
            ],
            "questions": [
                "What eye drops do I use?",
                "What do I put in my eyes for the dryness?",
                "Which eye drops are by my bed?",
            ],
            "now": ["What eye drops am I using currently?"],
        },
        "zh": {
            "values": [
                "乐敦眼药水",
                "珍视明滴眼液",
                "海露",
                "参天FX",
                "润舒滴眼液",
                "莎普爱思",
            ],
            "facts": [
                "我床头的眼药水是{v}。",
                "眼睛干我就滴{v}。",
                "我睡前往眼睛里滴{v}。",
            ],
            "corrections": [
                ("cue", "眼药水改用{new}了"),
                ("cue", "眼科医生让我滴{new}，我就一直用着。"),
                ("cue", "天天盯着报表以后，眼睛干我就滴{new}。"),
                ("explicit", "{old}滴着蛰得慌，我滴{new}。"),
                ("explicit", "{old}用完了没再买，床头放的是{new}。"),
                ("explicit", "眼药水：{new}，{old}扔了"),
                ("implicit", "滴{new}滴了三回都没滴进眼里，全滴鼻子上了。"),
                ("implicit", "{new}滚床底下了 打着手电拿衣架够出来的"),
                ("implicit", "老公把{new}当成了他的滴耳液，被我一把拦住。"),
                ("implicit", "进电影院前先滴了{new}，结果《你好，李焕英》从头哭到尾。"),
                ("implicit", "猫每晚蹲着看我仰着头滴{new}，跟看表演似的。"),
                (
                    "implicit",
                    "飞乌鲁木齐看我哥那趟：五个多钟头，后面隔两排有个娃哭了一路，我座位的屏幕是坏的，机舱里干得跟饼干桶似的，没等落地我就滴掉了半瓶{new}，脚肿得跟馒头一样。",
                ),
            ],
            "questions": [
                "我用什么眼药水？",
                "眼睛干我滴的是什么？",
                "我床头放的是哪种眼药水？",
            ],
            "now": ["我现在滴的是什么眼药水？"],
        },
    },
    {
        "key": "grandad_bird",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a budgie called Bobby",
                "a canary",
                "a cockatiel",
                "racing pigeons",
                "a pair of zebra finches",
                "an African grey",
            ],
            "facts": [
                "My grandad keeps {v}.",
                "Grandad's pride and joy is {v}.",
                "What my grandad fusses over all day is {v}.",
            ],
            "corrections": [
                ("cue", "grandad's got {new}"),
                (
                    "cue",
                    "My grandad took on {new} from a man at the bowls club and fusses over nothing else.",
                ),
                ("cue", "Since his hip op my grandad has been keeping {new}."),
                ("explicit", "My grandad gave {old} to his neighbour, he's got {new}."),
                ("explicit", "{old} got out through the kitchen window, so grandad keeps {new}."),
                ("explicit", "grandad's bird: {new}, {old} gone"),
                ("implicit", "My grandad tells {new} things he's never told any of us."),
                ("implicit", "grandad sent a 40-second video of {new} with his thumb over the lens"),
                ("implicit", "Grandad had the radio on and {new} joined in with the pips."),
                (
                    "implicit",
                    "Took the kids round to grandad's and {new} was the only thing they wanted to look at.",
                ),
                (
                    "implicit",
                    "My grandad showed the barber photos of {new} the whole time he was in the chair.",
                ),
                (
                    "implicit",
                    "Grandad's ninetieth: a cake with the wrong name iced on it, his brother over from Belfast, the card from the King passed round in a plastic sleeve, the great-grandchildren fighting over the last vol-au-vent, and him slipping off at four to see to {new} because it was feeding time.",
                ),
            ],
            "questions": [
                "What bird does my grandad keep?",
                "What kind of bird has grandad got?",
                "What does my grandad fuss over all day?",
            ],
            "now": ["What bird is my grandad keeping at the moment?"],
        },
        "zh": {
            "values": [
                "一只画眉",
                "一只百灵",
                "一只八哥",
                "一只绣眼",
                "一对虎皮鹦鹉",
                "一只玄凤鹦鹉",
            ],
            "facts": [
                "我爷爷养着{v}。",
                "爷爷每天早上提着笼子遛的是{v}。",
                "我爷爷的宝贝是{v}。",
            ],
            "corrections": [
                ("cue", "我爷爷养上{new}了"),
                ("cue", "爷爷从花鸟市场请回来{new}，天天伺候着。"),
                ("cue", "做完髋关节手术以后，我爷爷养的是{new}。"),
                ("explicit", "爷爷把{old}送给了楼下的老哥们，他养的是{new}。"),
                ("explicit", "{old}从厨房窗户飞走了，爷爷养着{new}。"),
                ("explicit", "爷爷的鸟：{new}，{old}没了"),
                ("implicit", "我爷爷跟{new}说的话比跟我们说的都多。"),
                ("implicit", "爷爷发来一段{new}的视频 四十秒 大拇指挡了一半"),
                ("implicit", "爷爷收音机一开，{new}就跟着叫。"),
                ("implicit", "清早爷爷把{new}挂在公园的老槐树上，跟一帮老头比谁家的叫得欢。"),
                ("implicit", "爷爷剃头的时候一直拿手机给师傅看{new}的照片。"),
                (
                    "implicit",
                    "爷爷九十大寿：蛋糕上的名字写错了，他弟弟从沈阳赶过来，一家子抢最后一块红烧肉，重孙子在桌子底下钻来钻去，下午四点老爷子自己溜回屋去了，说是到点该喂{new}了。",
                ),
            ],
            "questions": [
                "我爷爷养的什么鸟？",
                "爷爷每天遛的是什么鸟？",
                "我爷爷的宝贝是什么？",
            ],
            "now": ["我爷爷现在养的是什么鸟？"],
        },
    },
    {
        "key": "grandad_radio",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Radio 4",
                "talkSPORT",
                "Classic FM",
                "Radio 2",
                "BBC Radio Lancashire",
                "Smooth Radio",
            ],
            "facts": [
                "My grandad has {v} on all day.",
                "Grandad's radio is always on {v}.",
                "What my grandad listens to is {v}.",
            ],
            "corrections": [
                ("cue", "grandad's tuned to {new} now"),
                (
                    "cue",
                    "My cousin retuned grandad's radio to {new} and he's left it there ever since.",
                ),
                ("cue", "Since the cricket season began my grandad has had {new} on."),
                ("explicit", "My grandad says {old} is all politics, so it's {new} on his radio."),
                ("explicit", "Grandad fell out with {old} over a phone-in, he listens to {new}."),
                ("explicit", "grandad radio: {new}, {old} off"),
                ("implicit", "Rang my grandad and had to shout over {new} for five minutes."),
                ("implicit", "grandad singing along to {new} while he cleans out the bird, bless"),
                (
                    "implicit",
                    "My grandad rang {new} with an opinion about roundabouts and got on air.",
                ),
                (
                    "implicit",
                    "Grandad dropped off in his chair with {new} going and snored over the news.",
                ),
                (
                    "implicit",
                    "The barber had to turn {new} down to ask grandad how short he wanted it.",
                ),
                (
                    "implicit",
                    "Power cut on our street: the freezer defrosting into a tea towel, candles in saucers, the kids thrilled, the neighbours out in dressing gowns comparing torches, and my grandad sat in the middle of it with his battery set, {new} going as if nothing had happened.",
                ),
            ],
            "questions": [
                "What does my grandad listen to on the radio?",
                "What station is grandad's radio on?",
                "What's on my grandad's radio all day?",
            ],
            "now": ["What station is my grandad listening to these days?"],
        },
        "zh": {
            "values": [
                "单田芳的评书",
                "郭德纲的相声",
                "中国之声",
                "戏曲广播",
                "交通广播",
                "刘兰芳的《岳飞传》",
            ],
            "facts": [
                "我爷爷的收音机天天放{v}。",
                "爷爷一天到晚听{v}。",
                "我爷爷收音机里开着的是{v}。",
            ],
            "corrections": [
                ("cue", "爷爷开始听{new}了"),
                ("cue", "我表弟给爷爷的收音机调到了{new}，他就没再动过。"),
                ("cue", "入秋以后我爷爷天天听{new}。"),
                ("explicit", "爷爷嫌{old}吵得慌，收音机里放的是{new}。"),
                ("explicit", "{old}爷爷听腻了，听的是{new}。"),
                ("explicit", "爷爷听：{new}，{old}不听了"),
                ("implicit", "给爷爷打电话，得扯着嗓子压过{new}喊五分钟。"),
                ("implicit", "爷爷边刷鸟笼边跟着{new}哼哼"),
                ("implicit", "我爷爷遛弯兜里揣着收音机，{new}放得半个公园都听得见。"),
                ("implicit", "爷爷开着{new}在躺椅上睡着了，呼噜声盖过了收音机。"),
                ("implicit", "剃头师傅得先把{new}拧小了，才问得清爷爷要剪多短。"),
                (
                    "implicit",
                    "我们这片停电那晚：冰箱化冻化了一地，蜡烛立在碟子上，孩子们乐坏了，邻居们穿着睡衣在楼下比谁的手电亮，我爷爷坐在中间，拿着他那台干电池的收音机，照样放着{new}，跟没事人似的。",
                ),
            ],
            "questions": [
                "我爷爷听的什么？",
                "爷爷的收音机里放的是什么？",
                "我爷爷一天到晚听什么？",
            ],
            "now": ["我爷爷现在听的是什么？"],
        },
    },
    {
        "key": "grandad_barber",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Stavros on the parade",
                "my cousin Dean",
                "a mobile barber called Lorraine",
                "Tony at the bowls club",
                "Emre at Turkish Cuts",
                "his neighbour Alf",
            ],
            "facts": [
                "My grandad's hair is cut by {v}.",
                "Grandad's barber is {v}.",
                "Once a month {v} does my grandad's hair.",
            ],
            "corrections": [
                ("cue", "grandad's going to {new} for his hair"),
                ("cue", "My mum booked grandad in with {new} and he's stuck with it."),
                ("cue", "Since he stopped driving, my grandad has had his hair done by {new}."),
                ("explicit", "{old} retired to Tenerife, so {new} cuts grandad's hair."),
                ("explicit", "Grandad says {old} made him look like a monk, he goes to {new}."),
                ("explicit", "grandad's barber: {new}, not {old}"),
                (
                    "implicit",
                    "{new} left grandad's ears sticking out like a taxi with both doors open.",
                ),
                ("implicit", "{new} trimmed grandad's eyebrows without asking, he's fuming"),
                (
                    "implicit",
                    "Grandad tipped {new} with a Werther's Original and meant it kindly.",
                ),
                (
                    "implicit",
                    "{new} and my grandad talked about the 1966 final for an entire haircut.",
                ),
                (
                    "implicit",
                    "Grandad kept his radio going on the windowsill the whole time {new} did the back.",
                ),
                (
                    "implicit",
                    "Grandad's bowls club dinner: a raffle with a frozen turkey as first prize, a speech that outlasted the trifle, two old men arguing about a shot from 1987, a singer doing Tom Jones, and {new} had tidied grandad up that morning so he looked like a bank manager in every photo.",
                ),
            ],
            "questions": [
                "Who cuts my grandad's hair?",
                "Who's grandad's barber?",
                "Who does grandad go to for a haircut?",
            ],
            "now": ["Who's cutting my grandad's hair currently?"],
        },
        "zh": {
            "values": [
                "公园门口的剃头师傅老马",
                "社区义剪的小陈",
                "我表哥建军",
                "胡同口的王师傅",
                "楼下快剪店的阿龙",
                "上门理发的周阿姨",
            ],
            "facts": [
                "我爷爷的头是{v}给剃的。",
                "爷爷理发找{v}。",
                "每个月{v}给我爷爷剪一回头。",
            ],
            "corrections": [
                ("cue", "爷爷剃头改找{new}了"),
                ("cue", "我妈给爷爷约了{new}，往后就一直找这位。"),
                ("cue", "自从腿脚不利索了，爷爷理发就找{new}。"),
                ("explicit", "{old}回老家养老去了，爷爷的头是{new}剃。"),
                ("explicit", "爷爷嫌{old}给他剃得跟和尚似的，找的是{new}。"),
                ("explicit", "爷爷剃头：{new}，不找{old}"),
                ("implicit", "{new}给爷爷剃完，两只耳朵支棱着，跟出租车开着两扇门似的。"),
                ("implicit", "{new}没打招呼就把爷爷眉毛修了 老爷子气坏了"),
                ("implicit", "爷爷塞给{new}两颗大白兔当小费，是真心的。"),
                ("implicit", "{new}跟我爷爷从头到尾聊的都是八几年的女排。"),
                ("implicit", "{new}给爷爷修后脑勺的时候，窗台上的收音机一直开着。"),
                (
                    "implicit",
                    "爷爷门球队的年终聚餐：抽奖头奖是一只冻鸡，领导讲话讲到凉菜都凉透了，两个老头为八七年的一个球争得脸红脖子粗，有人上台唱《打靶归来》，那天上午{new}刚给爷爷收拾过头发，张张照片上都精神得跟个干部似的。",
                ),
            ],
            "questions": [
                "谁给我爷爷剃头？",
                "爷爷理发找谁？",
                "我爷爷的头是谁剪的？",
            ],
            "now": ["我爷爷现在找谁理发？"],
        },
    },
    {
        "key": "son_saturday_class",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Stagecoach drama",
                "judo at the leisure centre",
                "a coding club",
                "Kumon",
                "trampolining",
                "a Lego robotics class",
            ],
            "facts": [
                "On Saturday mornings my son goes to {v}.",
                "My son's Saturday class is {v}.",
                "Saturday mornings mean {v} for my boy.",
            ],
            "corrections": [
                ("cue", "saturdays = {new} for the boy now"),
                ("cue", "Signed my son up for {new} and that's his Saturday mornings."),
                ("cue", "Since the autumn term my son has been doing {new} on Saturdays."),
                ("explicit", "My son begged to quit {old}, so Saturdays are {new}."),
                ("explicit", "{old} lost its teacher, my boy does {new} on Saturday mornings."),
                ("explicit", "sat class: {new}, {old} over"),
                (
                    "implicit",
                    "My son came home from {new} with a certificate and would not take his coat off.",
                ),
                ("implicit", "{new} at 9, boy horizontal at 8.40, every week"),
                (
                    "implicit",
                    "Sat in the car park through the whole of {new} doing the crossword and eating his crisps.",
                ),
                (
                    "implicit",
                    "My son explained {new} to the hamster at lunch in enormous detail.",
                ),
                (
                    "implicit",
                    "Paid for a term of {new} and the receipt is on the fridge under a magnet.",
                ),
                (
                    "implicit",
                    "One Saturday: the boiler man due between eight and one, my daughter's sleepover guests in sleeping bags all over the lounge, pancakes burnt, and my son hopping round the hall in one shoe because {new} was at nine and he couldn't find his water bottle.",
                ),
            ],
            "questions": [
                "What does my son do on Saturday mornings?",
                "What's my son's Saturday class?",
                "Where does my boy go on a Saturday morning?",
            ],
            "now": ["What's my son doing on Saturday mornings at the moment?"],
        },
        "zh": {
            "values": [
                "围棋班",
                "书法班",
                "少儿编程课",
                "乐高机器人课",
                "跆拳道",
                "小主持人口才班",
            ],
            "facts": [
                "我儿子周六上午上{v}。",
                "儿子周六的兴趣班是{v}。",
                "每周六早上儿子去{v}。",
            ],
            "corrections": [
                ("cue", "儿子周六改上{new}了"),
                ("cue", "给儿子报了{new}，周六上午就去这个。"),
                ("cue", "开学以后儿子周六上的是{new}。"),
                ("explicit", "儿子哭着不肯去{old}，周六上{new}。"),
                ("explicit", "{old}的老师走了，儿子周六上午学{new}。"),
                ("explicit", "周六：{new}，{old}不上了"),
                ("implicit", "儿子从{new}拿回来一张奖状，进门连外套都不肯脱。"),
                ("implicit", "{new}九点上课 八点四十娃在被窝里纹丝不动 每周如此"),
                ("implicit", "{new}上课那俩钟头，我在楼下车里刷短视频、吃他的薯片。"),
                ("implicit", "午饭的时候儿子给仓鼠详详细细讲了一遍{new}上学的东西。"),
                ("implicit", "在家长群里交了一学期{new}的钱，收据拿冰箱贴贴在冰箱门上。"),
                (
                    "implicit",
                    "那个周六：修热水器的说八点到一点之间来，闺女同学来过夜，客厅一地睡袋，煎饼糊了锅，儿子一只脚穿着鞋在门口蹦，{new}九点上课，他的水杯死活找不着。",
                ),
            ],
            "questions": [
                "我儿子周六上午干什么？",
                "儿子周六上的什么兴趣班？",
                "每周六早上儿子去哪儿？",
            ],
            "now": ["我儿子现在周六上午上什么？"],
        },
    },
    {
        "key": "saturday_class_driver",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Nana Pat",
                "my brother-in-law Rob",
                "Kemi from number 12",
                "Harvey's dad Martin",
                "my sister Leanne",
                "our lodger Tomasz",
            ],
            "facts": [
                "{v} takes my son to his Saturday class.",
                "The Saturday morning run is done by {v}.",
                "My son gets to his Saturday class with {v}.",
            ],
            "corrections": [
                ("cue", "{new} doing the saturday run from this week"),
                ("cue", "Sorted it so {new} drives my son to his Saturday class."),
                ("cue", "Since I went on weekend shifts, {new} has been doing the Saturday run."),
                ("explicit", "{old} has sold the car, so {new} takes my son on Saturdays."),
                ("explicit", "{old} can't do Saturdays any more, it's {new} who drives him."),
                ("explicit", "sat run: {new}, {old} off the rota"),
                ("implicit", "{new} dropped my son off with his shoes on the wrong feet."),
                ("implicit", "{new} let the boy pick the music, so it was Frozen both ways"),
                (
                    "implicit",
                    "My son came back from his Saturday class with {new} and a bag of doughnuts he swears was not his idea.",
                ),
                (
                    "implicit",
                    "{new} waited outside the sports hall for two hours doing a sudoku in the car.",
                ),
                ("implicit", "Gave {new} a tenner for petrol and got a lecture about money."),
                (
                    "implicit",
                    "Saturday chaos: my mother-in-law's birthday lunch at one, our car at the garage, the hamster loose behind the fridge, my daughter's netball kit unwashed, and {new} pulling up at quarter to nine and beeping twice to take my son to his class while I stood at the door in my dressing gown holding a cucumber.",
                ),
            ],
            "questions": [
                "Who takes my son to his Saturday class?",
                "Who does the Saturday morning run?",
                "Who drives my boy on Saturdays?",
            ],
            "now": ["Who's taking my son on Saturdays these days?"],
        },
        "zh": {
            "values": [
                "孩子他姥爷",
                "同班乐乐的妈妈",
                "楼下的王阿姨",
                "我小叔子阿强",
                "孩子他爸",
                "托管班的刘老师",
            ],
            "facts": [
                "儿子周六上课是{v}送的。",
                "周六早上{v}开车送孩子去兴趣班。",
                "孩子周六的课靠{v}接送。",
            ],
            "corrections": [
                ("cue", "这周起周六改{new}送了"),
                ("cue", "周六早上送孩子的活儿，说定了交给{new}。"),
                ("cue", "我周末开始倒班以后，周六是{new}送孩子。"),
                ("explicit", "{old}把车卖了，周六{new}送儿子。"),
                ("explicit", "{old}周六抽不开身了，送孩子的是{new}。"),
                ("explicit", "周六接送：{new}，{old}不管了"),
                ("implicit", "{new}把儿子送到的时候，孩子两只鞋穿反了。"),
                ("implicit", "{new}让娃点歌 来回一路全是《孤勇者》"),
                ("implicit", "儿子上完课跟{new}回来，手里攥着一串糖葫芦，非说不是他要的。"),
                ("implicit", "{new}在少年宫门口车里等了两个钟头，刷了一路短视频。"),
                ("implicit", "微信转给{new}一百块油钱，人家不收，退回来了。"),
                (
                    "implicit",
                    "那个周六乱成一锅粥：婆婆一点过生日吃饭，我家车在修理厂，仓鼠钻到冰箱后头去了，闺女的舞蹈服没洗，八点三刻{new}在楼下按了两声喇叭接儿子去上课，我穿着睡衣手里拿着根黄瓜就冲下去了。",
                ),
            ],
            "questions": [
                "谁送我儿子周六去上课？",
                "周六早上谁接送孩子？",
                "儿子周六的兴趣班谁送？",
            ],
            "now": ["现在周六谁送我儿子去上课？"],
        },
    },
    {
        "key": "hamster_bedding",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Carefresh",
                "aspen shavings",
                "hemp bedding",
                "shredded paper",
                "Kaytee Clean & Cozy",
                "Back-2-Nature",
            ],
            "facts": [
                "My son's hamster Biscuit has {v} in her cage.",
                "The bottom of the hamster cage is {v}.",
                "We bed the hamster down on {v}.",
            ],
            "corrections": [
                ("cue", "hamster's on {new} from today"),
                (
                    "cue",
                    "The lady at the pet shop recommended {new} for Biscuit and that's what she gets.",
                ),
                ("cue", "Since the vet visit the hamster cage has had {new} in it."),
                ("explicit", "{old} made Biscuit sneeze, so it's {new} in her cage."),
                ("explicit", "Ran out of {old} and filled the cage with {new}."),
                ("explicit", "hamster bedding: {new}, {old} out"),
                ("implicit", "Biscuit dragged half of {new} into her wheel and jammed it solid."),
                ("implicit", "{new} all over my son's carpet, hamster unrepentant"),
                (
                    "implicit",
                    "Found a stash of sunflower seeds buried in {new} when I cleaned her out.",
                ),
                (
                    "implicit",
                    "My son's friend sat by the cage for an hour waiting for Biscuit to come out of {new}, and she didn't.",
                ),
                (
                    "implicit",
                    "My son built Biscuit a maze out of loo roll tubes and lined the floor with {new}.",
                ),
                (
                    "implicit",
                    "Cleaning-out day: my son at a party so it fell to me, Biscuit hiding in her tube biting the air, the cage in the bath, a bin bag, rubber gloves, the hoover going, and a whole bag of {new} tipped in before she'd even come out to inspect.",
                ),
            ],
            "questions": [
                "What bedding does the hamster have?",
                "What do we put in the bottom of Biscuit's cage?",
                "What's the hamster cage lined with?",
            ],
            "now": ["What's the hamster bedding at the moment?"],
        },
        "zh": {
            "values": ["松木屑", "纸棉", "玉米芯垫料", "白杨木刨花", "碎报纸", "无尘纸粒"],
            "facts": [
                "儿子的仓鼠团子笼子里铺的是{v}。",
                "仓鼠笼底垫的是{v}。",
                "我们给仓鼠垫{v}。",
            ],
            "corrections": [
                ("cue", "仓鼠改垫{new}了"),
                ("cue", "宠物店老板推荐{new}，团子就用它。"),
                ("cue", "看完宠物医生以后，仓鼠笼里铺的是{new}。"),
                ("explicit", "{old}弄得团子老打喷嚏，笼子里铺{new}。"),
                ("explicit", "{old}用完了，笼子里铺上了{new}。"),
                ("explicit", "仓鼠垫料：{new}，{old}不用了"),
                ("implicit", "团子把半笼子{new}拖进跑轮，把轮子卡死了。"),
                ("implicit", "{new}撒了儿子一地毯 仓鼠毫无悔意"),
                ("implicit", "清笼子的时候在{new}底下翻出一整窝瓜子仁。"),
                ("implicit", "儿子同学趴在笼子边等了一个钟头，团子就是不从{new}里钻出来。"),
                ("implicit", "儿子拿卷纸芯给团子搭了个迷宫，底下铺满了{new}。"),
                (
                    "implicit",
                    "清笼子那天：儿子去同学家过生日，活儿落到我头上，团子躲在管子里冲空气龇牙，笼子端进了浴缸，垃圾袋、橡胶手套、吸尘器齐上阵，最后倒进去一整袋{new}，它都没出来验收。",
                ),
            ],
            "questions": [
                "仓鼠笼子里铺的什么？",
                "我们给团子垫的是什么？",
                "仓鼠用的什么垫料？",
            ],
            "now": ["仓鼠现在垫的是什么？"],
        },
    },
    {
        "key": "car_air_freshener",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Little Trees Black Ice",
                "a Yankee Candle car jar",
                "a Febreze vent clip",
                "a Jelly Belly bean freshener",
                "a lavender bag from the market",
                "a Glade gel under the seat",
            ],
            "facts": [
                "The air freshener in our car is {v}.",
                "Our car smells the way it does because of {v}.",
                "In the car, for the smell, we've got {v}.",
            ],
            "corrections": [
                ("cue", "car's got {new} now"),
                ("cue", "Grabbed {new} at the petrol station till and that's what's in the car."),
                ("cue", "Since the valet the car has had {new} in it."),
                ("explicit", "{old} gave my husband a headache, so it's {new} in the car."),
                ("explicit", "Chucked {old} in the bin at the tip, the car's got {new}."),
                ("explicit", "car smell: {new}, {old} binned"),
                (
                    "implicit",
                    "My daughter got in the car, sniffed {new} and said it smelt like a nightclub toilet.",
                ),
                ("implicit", "{new} + wet football boots = a smell i can't describe"),
                ("implicit", "Gave a colleague a lift and she asked where to buy {new}."),
                (
                    "implicit",
                    "The car park attendant leaned in the window, got a noseful of {new} and stepped back.",
                ),
                (
                    "implicit",
                    "Sat in the car on charge on a cold night with the heater on, {new} and a cup of tea from the flask.",
                ),
                (
                    "implicit",
                    "Road trip to the Highlands: a flat tyre outside Perth, three days of drizzle, a B&B landlady who locked the door at ten, two children and a grandad in the back, fish and chips on our laps in a lay-by, and {new} swinging about fighting a losing battle against all of it.",
                ),
            ],
            "questions": [
                "What air freshener is in the car?",
                "What makes the car smell the way it does?",
                "What have we got in the car for the smell?",
            ],
            "now": ["What air freshener have we got in the car at present?"],
        },
        "zh": {
            "values": [
                "卡饰社香水座",
                "出风口的香薰夹",
                "一块檀木挂牌",
                "竹炭包",
                "名创优品的车载香薰",
                "一小盒固体香膏",
            ],
            "facts": [
                "我家车上的香薰是{v}。",
                "车里去味靠{v}。",
                "车里为了那股味儿放的是{v}。",
            ],
            "corrections": [
                ("cue", "车里换上{new}了"),
                ("cue", "洗车店老板送了{new}，车里就摆着它。"),
                ("cue", "提车满一年以后车里放的是{new}。"),
                ("explicit", "{old}熏得老公头疼，车里放{new}。"),
                ("explicit", "把{old}扔了，车里是{new}。"),
                ("explicit", "车里：{new}，{old}扔了"),
                ("implicit", "闺女一上车闻到{new}，说跟KTV厕所一个味儿。"),
                ("implicit", "{new}加上后备箱里湿了的球鞋 这味儿没法形容"),
                ("implicit", "捎了同事一程，她问我{new}在哪儿买的。"),
                ("implicit", "停车场收费大爷探头进来，被{new}冲得身子一仰。"),
                ("implicit", "冬天晚上在车里等充电，开着暖风闻着{new}喝了杯热奶茶。"),
                (
                    "implicit",
                    "自驾去川西：在康定爆了胎，连下三天毛毛雨，民宿老板娘十点就锁门，后座挤着两个孩子加一个老爷子，牦牛肉面端在腿上吃，{new}在车里晃来晃去，跟这一车的味儿打了一路的败仗。",
                ),
            ],
            "questions": [
                "车里放的什么香薰？",
                "我家车里去味儿靠什么？",
                "车上那股香味是什么？",
            ],
            "now": ["车里现在放的是什么香薰？"],
        },
    },
    {
        "key": "ev_charging",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Pod Point at Tesco",
                "our driveway wallbox",
                "the Instavolt at the services",
                "the lamppost charger outside number 40",
                "the Tesla Supercharger at the retail park",
                "the chargers in the work car park",
            ],
            "facts": [
                "Our electric car gets charged at {v}.",
                "Where we charge the car is {v}.",
                "We top the car up at {v}.",
            ],
            "corrections": [
                ("cue", "charging the car at {new} now"),
                ("cue", "Set up an account for {new} and that's where the car gets charged."),
                ("cue", "Since January we've been charging the car at {new}."),
                ("explicit", "{old} is broken half the time, so we charge at {new}."),
                ("explicit", "Gave up queuing at {old}, the car goes on charge at {new}."),
                ("explicit", "charging: {new}, not {old}"),
                (
                    "implicit",
                    "Sat at {new} for forty minutes eating a meal deal while the car filled up.",
                ),
                ("implicit", "{new} said 'connector error' three times, i said several things back"),
                (
                    "implicit",
                    "Bumped into my old PE teacher at {new}, plugging in a tiny Fiat.",
                ),
                (
                    "implicit",
                    "Drove off from {new} with the charging flap open and a man waved at me for a mile.",
                ),
                (
                    "implicit",
                    "The kids ate crisps in the back at {new} and the car smelt of air freshener and cheese and onion.",
                ),
                (
                    "implicit",
                    "Trip to my sister's in Devon: roadworks at every junction, a toddler sick in his car seat, a satnav that wanted us to drive through a ford, and a stop at {new} in the rain where I stood with my hood up watching the percentage tick over and doing sums in my head.",
                ),
            ],
            "questions": [
                "Where do we charge the car?",
                "Where does the electric car get plugged in?",
                "Where do we top up the car?",
            ],
            "now": ["Where are we charging the car these days?"],
        },
        "zh": {
            "values": [
                "小区地库的充电桩",
                "国家电网的快充站",
                "特来电充电站",
                "单位停车场的充电桩",
                "高速服务区的超充站",
                "自家车位上装的充电桩",
            ],
            "facts": [
                "我家电车在{v}充电。",
                "车没电了我们去{v}充。",
                "我们的车平时靠{v}充电。",
            ],
            "corrections": [
                ("cue", "车改去{new}充电了"),
                ("cue", "物业批下来以后，车就在{new}充电。"),
                ("cue", "入冬以后车都在{new}充。"),
                ("explicit", "{old}十回有五回是坏的，车去{new}充电。"),
                ("explicit", "在{old}排队排怕了，车在{new}充。"),
                ("explicit", "充电：{new}，不去{old}了"),
                ("implicit", "在{new}等了四十分钟，吃了一个煎饼果子，车才充满。"),
                ("implicit", "{new}连报三回“连接异常” 我回了它几句"),
                ("implicit", "在{new}碰见了我初中体育老师，正给一辆小QQ插枪。"),
                ("implicit", "从{new}开走的时候充电口盖没关，一个大哥追着我比划了一路。"),
                ("implicit", "孩子在{new}等充电的时候在后座吃辣条，车里一股香薰加辣条味。"),
                (
                    "implicit",
                    "国庆去杭州我姐家：一路上到处修路，小的在安全座椅上吐了，导航非让我们走一条田埂，半路在{new}停下来充电，下着雨，我站在屋檐底下盯着电量一格一格跳，心里算着到底能不能开到。",
                ),
            ],
            "questions": [
                "我家车在哪儿充电？",
                "车没电了我们去哪儿充？",
                "我们的电车平时在哪充电？",
            ],
            "now": ["我们现在车在哪儿充电？"],
        },
    },
    {
        "key": "uncle_car",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Skoda Octavia estate",
                "a Volvo XC90",
                "a white Transit van",
                "a Land Rover Defender",
                "a Mazda MX-5",
                "a Mercedes C-Class",
            ],
            "facts": [
                "My uncle Pete drives {v}.",
                "Uncle Pete's car is {v}.",
                "Parked on uncle Pete's drive is {v}.",
            ],
            "corrections": [
                ("cue", "uncle pete's got {new}"),
                (
                    "cue",
                    "Uncle Pete picked up {new} from a man in Wigan and that's what he's driving.",
                ),
                ("cue", "Since he retired, uncle Pete has been driving {new}."),
                ("explicit", "Uncle Pete sold {old} to a lad at work, he drives {new}."),
                ("explicit", "{old} failed its MOT for good, so uncle Pete's in {new}."),
                ("explicit", "uncle pete: {new}, {old} gone"),
                (
                    "implicit",
                    "Uncle Pete turned up in {new} with a trailer full of logs nobody had asked for.",
                ),
                ("implicit", "uncle pete beeping the horn of {new} outside at 7am, whole street up"),
                (
                    "implicit",
                    "Uncle Pete drove auntie Sue to her bingo in {new} and waited outside with the paper.",
                ),
                (
                    "implicit",
                    "The kids fell asleep in the back of {new} on the way home from the zoo.",
                ),
                (
                    "implicit",
                    "Uncle Pete washed {new} on the drive in his vest on Sunday, as is tradition.",
                ),
                (
                    "implicit",
                    "Cousin Kerry's wedding: the registrar stuck in traffic, a bouncy castle that took off in the wind, the best man's rings in his other suit, a buffet with a whole salmon on it, and uncle Pete ferrying great-aunts to and from the hotel in {new} all evening with the radio on full.",
                ),
            ],
            "questions": [
                "What does my uncle Pete drive?",
                "What car has uncle Pete got?",
                "What's on uncle Pete's drive?",
            ],
            "now": ["What's uncle Pete driving these days?"],
        },
        "zh": {
            "values": ["比亚迪汉", "五菱宏光", "哈弗H6", "大众帕萨特", "问界M7", "一辆老捷达"],
            "facts": [
                "我舅开的是{v}。",
                "我舅家的车是{v}。",
                "我舅平时开{v}。",
            ],
            "corrections": [
                ("cue", "我舅提了{new}"),
                ("cue", "我舅从一个老乡手里接了{new}，这阵子开的就是它。"),
                ("cue", "退休以后我舅开的是{new}。"),
                ("explicit", "{old}我舅卖给了单位的小年轻，他开{new}。"),
                ("explicit", "{old}年检没过，我舅开的是{new}。"),
                ("explicit", "我舅：{new}，{old}卖了"),
                ("implicit", "我舅开着{new}来了，后备箱里塞满了没人要的土鸡蛋。"),
                ("implicit", "早上七点我舅在楼下按{new}的喇叭 整栋楼都醒了"),
                ("implicit", "我舅开着{new}送舅妈去打麻将，自己在车里等着看手机。"),
                ("implicit", "从动物园回来，孩子们在{new}后座睡成一团。"),
                ("implicit", "周日我舅穿着背心在楼下洗{new}，雷打不动。"),
                (
                    "implicit",
                    "表妹结婚那天：司仪堵在半路，门口的充气拱门被风吹跑了，伴郎把戒指落在另一套西装里，席上有一整条清蒸鲈鱼，我舅开着{new}在酒店和老房子之间来回接送几位姑奶奶，跑了一晚上，车里收音机开得震天响。",
                ),
            ],
            "questions": [
                "我舅开什么车？",
                "我舅家的车是什么？",
                "我舅平时开的是哪辆？",
            ],
            "now": ["我舅现在开的是什么车？"],
        },
    },
    {
        "key": "aunt_games_venue",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Mecca on Stanley Road",
                "Buzz Bingo in town",
                "the Catholic club",
                "the church hall",
                "the working men's club",
                "Gala at the retail park",
            ],
            "facts": [
                "My auntie Sue plays bingo at {v}.",
                "Auntie Sue's bingo is at {v}.",
                "Every Tuesday auntie Sue goes to {v} for bingo.",
            ],
            "corrections": [
                ("cue", "auntie sue's doing bingo at {new} now"),
                ("cue", "Auntie Sue's friend Brenda got her into {new} and she goes every Tuesday."),
                ("cue", "Since her hip was done, auntie Sue has been going to {new} for bingo."),
                ("explicit", "{old} shut down, so auntie Sue plays bingo at {new}."),
                ("explicit", "Auntie Sue says the caller at {old} mumbles, she goes to {new}."),
                ("explicit", "sue's bingo: {new}, {old} no"),
                (
                    "implicit",
                    "Auntie Sue won forty quid at {new} and spent it on a cardigan for uncle Pete.",
                ),
                ("implicit", "auntie sue shouted house at {new}, wrong card, mortified"),
                ("implicit", "Uncle Pete waits in the car outside {new} on Tuesdays with a flask."),
                (
                    "implicit",
                    "Auntie Sue brought home a giant teddy from {new} that sits in her porch and frightens the postman.",
                ),
                (
                    "implicit",
                    "The dabbers auntie Sue takes to {new} are colour-coded by how lucky they are.",
                ),
                (
                    "implicit",
                    "Auntie Sue's seventieth: a buffet in her front room, uncle Pete's slideshow frozen on a photo of a caravan, her sisters all in the same blouse by accident, a karaoke Dancing Queen, and at eight she made everyone pile into cars because it was Tuesday and {new} waits for no one.",
                ),
            ],
            "questions": [
                "Where does auntie Sue play bingo?",
                "Where's auntie Sue's bingo?",
                "Where does auntie Sue go on Tuesdays?",
            ],
            "now": ["Where is auntie Sue playing bingo these days?"],
        },
        "zh": {
            "values": [
                "小区棋牌室",
                "老年活动中心",
                "菜市场楼上的麻将馆",
                "她老姐妹刘姨家",
                "街口的茶馆",
                "退休办的活动室",
            ],
            "facts": [
                "我舅妈打麻将在{v}。",
                "舅妈天天下午去{v}搓麻将。",
                "我舅妈的麻将局在{v}。",
            ],
            "corrections": [
                ("cue", "舅妈打麻将改去{new}了"),
                ("cue", "舅妈的老姐妹拉她去了{new}，往后下午就在那儿打。"),
                ("cue", "腰好了以后，舅妈天天去{new}打麻将。"),
                ("explicit", "{old}关门了，舅妈去{new}打。"),
                ("explicit", "舅妈嫌{old}烟味呛人，去{new}打麻将。"),
                ("explicit", "舅妈麻将：{new}，不去{old}了"),
                ("implicit", "舅妈在{new}和了个清一色，赢的钱给我舅买了件毛衣。"),
                ("implicit", "舅妈在{new}诈和了 脸都丢尽了"),
                ("implicit", "我舅下午把舅妈送到{new}门口，自己在车里看手机等。"),
                ("implicit", "舅妈从{new}抱回来一个抽奖的大熊，摆在门厅吓快递员。"),
                ("implicit", "舅妈在{new}打牌，手边永远放着一杯胖大海泡水。"),
                (
                    "implicit",
                    "舅妈七十大寿：在她家客厅摆了三桌，我舅做的电子相册卡在一张房车照片上不动了，她几个姐妹碰巧穿了同一件花衬衫，一块儿上台唱了《甜蜜蜜》，吃完饭才两点，她就招呼大家下楼，说{new}三缺一等着呢。",
                ),
            ],
            "questions": [
                "我舅妈在哪儿打麻将？",
                "舅妈下午去哪儿搓麻将？",
                "舅妈的麻将局在哪儿？",
            ],
            "now": ["我舅妈现在在哪儿打麻将？"],
        },
    },
    {
        "key": "badminton_racket",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Yonex Astrox",
                "a Carlton Vapour Trail",
                "a Victor Thruster",
                "a Li-Ning Axforce",
                "a Perfly from Decathlon",
                "an old Dunlop I found in the loft",
            ],
            "facts": [
                "My badminton racket is {v}.",
                "At Wednesday badminton I play with {v}.",
                "In my kit bag there's {v}.",
            ],
            "corrections": [
                ("cue", "playing with {new} from tonight"),
                ("cue", "Treated myself to {new} for my birthday and it's my racket."),
                ("cue", "Since joining the club league I've been using {new}."),
                ("explicit", "Snapped {old} on the net post, so I play with {new}."),
                ("explicit", "{old} went to my nephew, I've got {new}."),
                ("explicit", "racket: {new}, {old} retired"),
                (
                    "implicit",
                    "Clonked my doubles partner on the head with {new} going for the same shuttle.",
                ),
                ("implicit", "{new} strings went ping mid-rally, lost the point obviously"),
                (
                    "implicit",
                    "Left {new} in the sports hall and the caretaker locked it in overnight.",
                ),
                ("implicit", "My daughter uses {new} as a guitar in front of the mirror."),
                (
                    "implicit",
                    "Smashed one off {new} straight into the light fitting and the whole hall cheered.",
                ),
                (
                    "implicit",
                    "League night away at Fairfield: the satnav took us to a primary school, the hall had a beam right over court two, our third pair never showed, the tea urn blew the fuse, and I played five games with {new} and my knee strapped up like a Christmas present.",
                ),
            ],
            "questions": [
                "What racket do I play badminton with?",
                "What's my badminton racket?",
                "Which racket is in my kit bag?",
            ],
            "now": ["What racket am I using at badminton currently?"],
        },
        "zh": {
            "values": [
                "尤尼克斯天斧",
                "李宁风刃",
                "胜利神速",
                "川崎的拍子",
                "凯胜的拍子",
                "单位工会发的拍子",
            ],
            "facts": [
                "我打羽毛球用{v}。",
                "我球包里的拍子是{v}。",
                "每周三打球我拿{v}。",
            ],
            "corrections": [
                ("cue", "打球改用{new}了"),
                ("cue", "生日给自己买了{new}，打球就用它。"),
                ("cue", "进了单位羽毛球队以后，我用的是{new}。"),
                ("explicit", "{old}打断在网柱上了，我用{new}。"),
                ("explicit", "{old}送给外甥了，我拿{new}打。"),
                ("explicit", "拍子：{new}，{old}退役了"),
                ("implicit", "双打抢同一个球，拿{new}敲了搭档的脑袋。"),
                ("implicit", "{new}打着打着断线了 这分自然丢了"),
                ("implicit", "{new}落在体育馆，看门大爷给锁了一宿。"),
                ("implicit", "闺女把{new}当吉他，对着镜子弹唱《孤勇者》。"),
                ("implicit", "拿{new}一拍杀上去，球卡在了灯罩里，全场叫好。"),
                (
                    "implicit",
                    "单位羽毛球赛去客场：导航把我们带到了一所小学，二号场地正上方横着一根梁，我们第三对人没来，烧水壶把保险丝烧了，我拿着{new}连打了五场，膝盖缠得跟礼品盒似的。",
                ),
            ],
            "questions": [
                "我打羽毛球用什么拍子？",
                "我的羽毛球拍是哪个？",
                "我球包里的拍子是什么？",
            ],
            "now": ["我现在打球用的是哪支拍子？"],
        },
    },
    {
        "key": "shuttlecock",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Yonex Mavis 350",
                "RSL Tourney",
                "Carlton feathers",
                "Victor Master Ace",
                "Yonex Aerosensa",
                "Sports Direct plastics",
            ],
            "facts": [
                "We play with {v} at badminton.",
                "The tube of shuttles in my bag is {v}.",
                "Our club shuttles are {v}.",
            ],
            "corrections": [
                ("cue", "shuttles: {new} from this week"),
                (
                    "cue",
                    "The club captain ordered a box of {new} and that's what we play with.",
                ),
                ("cue", "Since the league started we've been using {new}."),
                ("explicit", "{old} kept breaking after two rallies, so we use {new}."),
                ("explicit", "Gave the last tube of {old} to the juniors, we play with {new}."),
                ("explicit", "shuttles: {new}, not {old}"),
                (
                    "implicit",
                    "A mishit with one of the {new} landed in my partner's pint at the side of the court.",
                ),
                ("implicit", "one of the {new} stuck in the ceiling girder, third tonight"),
                (
                    "implicit",
                    "The juniors used a tube of {new} as a lightsaber and it's bent in the middle.",
                ),
                ("implicit", "Found one of the {new} in my coat pocket at a wedding."),
                (
                    "implicit",
                    "My partner wrote our scores on the tube of {new} in biro.",
                ),
                (
                    "implicit",
                    "End-of-season social: a quiz nobody could hear, a raffle with a Dyson as top prize, the chairman's speech about the roof fund, curry from the place on the corner, and two of the juniors playing in the car park under the floodlight with a tube of {new} until the caretaker chased them off.",
                ),
            ],
            "questions": [
                "What shuttlecocks do we use?",
                "Which shuttles are in my bag?",
                "What do we play badminton with, shuttle-wise?",
            ],
            "now": ["What shuttles are we playing with at the moment?"],
        },
        "zh": {
            "values": ["亚狮龙", "超牌", "翎美", "威克多", "RSL", "红双喜"],
            "facts": [
                "我们打羽毛球用的是{v}的球。",
                "我球包里那桶羽毛球是{v}。",
                "周三打球我们用{v}的球。",
            ],
            "corrections": [
                ("cue", "打球改用{new}的球了"),
                ("cue", "队长团购了一箱{new}，打球就用它。"),
                ("cue", "入秋以后我们打的都是{new}。"),
                ("explicit", "{old}打两拍就掉毛，我们用{new}。"),
                ("explicit", "{old}最后一桶给了小队员，打的是{new}。"),
                ("explicit", "球：{new}，不是{old}"),
                ("implicit", "一个{new}的球飞出场外，正好掉进搭档的茶杯里。"),
                ("implicit", "{new}的球卡房梁上了 今晚第三个"),
                ("implicit", "小队员拿一桶{new}当金箍棒耍，桶都打瘪了。"),
                ("implicit", "喝喜酒的时候，在外套兜里摸出一个{new}的球。"),
                ("implicit", "搭档拿圆珠笔把比分写在{new}的球桶上。"),
                (
                    "implicit",
                    "赛季末聚会：有奖竞猜谁也听不清，抽奖头奖是个空气炸锅，会长讲了半天修屋顶要集资，楼下川菜馆叫的外卖，两个小队员拿着一桶{new}在停车场的路灯底下打，一直打到看门大爷把他们撵走。",
                ),
            ],
            "questions": [
                "我们打羽毛球用的什么球？",
                "我球包里那桶球是哪个牌子？",
                "打球我们用的是哪种羽毛球？",
            ],
            "now": ["我们现在打的是什么球？"],
        },
    },
    {
        "key": "paintbrush",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Pro Arte sable",
                "a Da Vinci squirrel mop",
                "an Escoda travel brush",
                "a Winsor & Newton Series 7",
                "a Rosemary & Co round",
                "a cheap brush from The Works",
            ],
            "facts": [
                "My watercolour brush is {v}.",
                "I paint with {v}.",
                "The brush that does all my painting is {v}.",
            ],
            "corrections": [
                ("cue", "painting with {new} now"),
                ("cue", "My art class tutor put me on to {new} and I paint with it."),
                ("cue", "Since the workshop in Keswick I've been using {new}."),
                (
                    "explicit",
                    "Left {old} standing in the water jar until it curled, so I paint with {new}.",
                ),
                ("explicit", "{old} lost its point, it's {new} for my watercolours."),
                ("explicit", "brush: {new}, {old} in the pot of has-beens"),
                (
                    "implicit",
                    "Licked {new} to a point like the Victorians did and got a mouthful of cobalt blue.",
                ),
                ("implicit", "cat knocked {new} into my tea, drank the tea anyway"),
                (
                    "implicit",
                    "Did a whole wash of sky with {new} and the paper cockled like a crisp packet.",
                ),
                (
                    "implicit",
                    "My niece borrowed {new} to paint her nails and gave it back purple.",
                ),
                (
                    "implicit",
                    "Sat on the harbour wall with {new} and a seagull had my sandwich.",
                ),
                (
                    "implicit",
                    "Art club exhibition: forty paintings on boards in the village hall, a row over who got the spot by the door, a judge who only liked lighthouses, warm white wine in plastic cups, and me stood next to my heron, painted with {new}, pretending not to listen to what people said about it.",
                ),
            ],
            "questions": [
                "What brush do I paint with?",
                "What's my watercolour brush?",
                "What do I do my painting with?",
            ],
            "now": ["What brush am I painting with at present?"],
        },
        "zh": {
            "values": [
                "善琏湖笔",
                "一支狼毫",
                "一支羊毫",
                "一支兼毫",
                "戴月轩的毛笔",
                "文化宫发的毛笔",
            ],
            "facts": [
                "我练书法用{v}。",
                "笔架上我天天用的是{v}。",
                "我写毛笔字拿的是{v}。",
            ],
            "corrections": [
                ("cue", "写字改用{new}了"),
                ("cue", "文化宫的老师推荐了{new}，我就一直拿它写。"),
                ("cue", "去湖州玩回来以后，我练字用{new}。"),
                ("explicit", "{old}泡在水里忘了洗，笔锋开了叉，我写字用{new}。"),
                ("explicit", "{old}写秃了，练字用{new}。"),
                ("explicit", "毛笔：{new}，{old}收起来了"),
                ("implicit", "拿{new}蘸饱了墨，一张纸写下来，洇得跟地图似的。"),
                ("implicit", "猫把{new}扫进了我的茶杯 茶照喝"),
                ("implicit", "在公园地砖上拿{new}蘸水写《兰亭序》，一个大爷在旁边看了半个钟头。"),
                ("implicit", "外甥女偷拿{new}涂指甲油，拿回来笔头都是紫的。"),
                ("implicit", "腊月里拿{new}给整栋楼写了春联，手腕酸了三天。"),
                (
                    "implicit",
                    "文化宫书画展：礼堂里挂了四十来幅字画，为了门口那个位置吵了一架，评委只喜欢写“厚德载物”的，纸杯里倒的是温吞的茶水，我站在自己那幅《春江花月夜》旁边，那是拿{new}一笔一笔写的，假装没在听别人议论。",
                ),
            ],
            "questions": [
                "我写毛笔字用什么笔？",
                "我练书法拿的是哪支笔？",
                "笔架上我常用的是什么笔？",
            ],
            "now": ["我现在练字用的是哪支笔？"],
        },
    },
    {
        "key": "painting_paper",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Bockingford",
                "Arches cold-press",
                "Saunders Waterford",
                "a Daler-Rowney pad",
                "Hahnemühle",
                "Canson",
            ],
            "facts": [
                "I paint my watercolours on {v}.",
                "The paper I paint on is {v}.",
                "My watercolour paper is {v}.",
            ],
            "corrections": [
                ("cue", "painting on {new} from now on"),
                (
                    "cue",
                    "Ordered a block of {new} after the art club demo and that's what I paint on.",
                ),
                ("cue", "Since the winter term I've been painting on {new}."),
                ("explicit", "{old} buckled under every wash, so I paint on {new}."),
                ("explicit", "Used the last sheet of {old}, it's {new} from here."),
                ("explicit", "paper: {new}, {old} used up"),
                (
                    "implicit",
                    "Dropped a sheet of {new} face down in the garden and the slug trail is part of the picture.",
                ),
                ("implicit", "{new} soaked through onto the kitchen table, fox-shaped stain"),
                (
                    "implicit",
                    "Framed a little painting on {new} for my mum and she hung it in the downstairs loo.",
                ),
                (
                    "implicit",
                    "Cut {new} into postcards with the bread knife and they look homemade, which they are.",
                ),
                (
                    "implicit",
                    "Spent a whole Sunday stretching {new} on the board with gummed tape and painted nothing.",
                ),
                (
                    "implicit",
                    "Painting holiday in Provence: a coach that broke down in the lavender, a tutor who called everything charming, a room over a bar, three mosquito bites on one eyelid, and a folder of paintings on {new} that my husband carried home on his lap like a newborn.",
                ),
            ],
            "questions": [
                "What paper do I paint on?",
                "What's my watercolour paper?",
                "What do I do my watercolours on?",
            ],
            "now": ["What paper am I painting on currently?"],
        },
        "zh": {
            "values": ["红星宣纸", "泾县生宣", "半生熟宣", "毛边纸", "元书纸", "米字格练习纸"],
            "facts": [
                "我练字用的纸是{v}。",
                "我书桌上铺的是{v}。",
                "我写字画画用{v}。",
            ],
            "corrections": [
                ("cue", "练字改用{new}了"),
                ("cue", "文化宫老师让我们买{new}，我就一直用这个。"),
                ("cue", "入冬以后我练字都写在{new}上。"),
                ("explicit", "{old}一写就洇成一团，练字用{new}。"),
                ("explicit", "{old}用完了，书桌上铺的是{new}。"),
                ("explicit", "纸：{new}，{old}用完了"),
                ("implicit", "一张{new}被风刮到楼下，字面朝下，上面多了个鞋印。"),
                ("implicit", "墨透过{new}渗到了饭桌上 一个狐狸形状的印子"),
                ("implicit", "在{new}上写了个“福”字给我妈，她倒着贴在了厨房门上。"),
                ("implicit", "拿裁纸刀把{new}裁成小方块，给儿子写了一沓识字卡。"),
                ("implicit", "周日一整天都在往毛毡上铺{new}、压镇纸，一个字没写。"),
                (
                    "implicit",
                    "跟文化宫去黄山写生：大巴在半山腰抛了锚，老师看什么都说“有意境”，住的屋子楼下是烧烤摊，一只眼皮上被蚊子叮了三个包，回来老公把一卷写在{new}上的作品抱在腿上，跟抱着个刚出生的娃似的。",
                ),
            ],
            "questions": [
                "我练字用什么纸？",
                "我书桌上铺的是什么纸？",
                "我写字画画用的哪种纸？",
            ],
            "now": ["我现在练字用的是什么纸？"],
        },
    },
    {
        "key": "audiobook_app",
        "type": "PREFERENCE",
        "en": {
            "values": ["Audible", "BorrowBox", "Libby", "Spotify", "Everand", "Kobo Plus"],
            "facts": [
                "I listen to audiobooks on {v}.",
                "My audiobooks come through {v}.",
                "The app I use for audiobooks is {v}.",
            ],
            "corrections": [
                ("cue", "audiobooks on {new} now"),
                (
                    "cue",
                    "The woman at the library set me up on {new} and that's where my books come from.",
                ),
                ("cue", "Since the free trial I've been getting my audiobooks through {new}."),
                ("explicit", "Cancelled {old}, my audiobooks are on {new}."),
                ("explicit", "{old} kept logging me out, so I listen on {new}."),
                ("explicit", "audiobooks: {new}, {old} deleted"),
                (
                    "implicit",
                    "My headphones came unplugged and {new} read a murder scene out to the whole bus.",
                ),
                ("implicit", "fell asleep to {new}, woke up four chapters on, no idea who's dead"),
                ("implicit", "{new} read me the whole of a Jilly Cooper on the drive to Cornwall."),
                (
                    "implicit",
                    "My mum asked what {new} was and I spent Sunday afternoon setting it up on her tablet.",
                ),
                (
                    "implicit",
                    "Listened to a thriller on {new} while painting the fence and missed a whole plank.",
                ),
                (
                    "implicit",
                    "Drive to the in-laws' in the Christmas traffic: five hours for a two-hour trip, the kids fighting over a charger, a service-station sandwich that cost nine pounds, the car smelling of wet coats, and {new} reading us a Richard Osman all the way down the M6 so nobody had to speak.",
                ),
            ],
            "questions": [
                "What do I use for audiobooks?",
                "Which app do my audiobooks come from?",
                "Where do I listen to books?",
            ],
            "now": ["What audiobook app am I using currently?"],
        },
        "zh": {
            "values": ["喜马拉雅", "懒人听书", "微信听书", "樊登读书", "得到App", "蜻蜓FM"],
            "facts": [
                "我听书用{v}。",
                "我的有声书都在{v}上听。",
                "听书我开的是{v}。",
            ],
            "corrections": [
                ("cue", "听书改用{new}了"),
                ("cue", "年初办了{new}的会员，这一年听书就在上面。"),
                ("cue", "单位读书会推荐以后，我听书都在{new}上。"),
                ("explicit", "{old}的会员没续，我在{new}上听书。"),
                ("explicit", "{old}老是闪退，听书用{new}。"),
                ("explicit", "听书：{new}，{old}卸了"),
                ("implicit", "蓝牙耳机没连上，{new}把一段凶杀案外放给了整节车厢。"),
                ("implicit", "听着{new}睡着了 醒来过了四章 谁死了都不知道"),
                ("implicit", "开车回老家，{new}给我念了一路《盗墓笔记》。"),
                ("implicit", "我妈问{new}是什么，我花了一个周日下午给她装在平板上。"),
                ("implicit", "边在阳台上刷漆边拿{new}听悬疑小说，漏刷了一整块。"),
                (
                    "implicit",
                    "春节回婆家那一路：两个钟头的路开了五个钟头，俩孩子抢一根充电线，服务区一碗泡面卖二十八，车里一股橘子皮味儿，{new}给我们念了一路《三体》，谁都不用说话。",
                ),
            ],
            "questions": [
                "我听书用什么？",
                "我的有声书在哪个App上听？",
                "我在哪儿听书？",
            ],
            "now": ["我现在听书用的是哪个？"],
        },
    },
]
