"""Fresh templates of the knowledge-update benchmark, seventeenth generation
(for `python -m bench.knowledge_update --templates fresh17`, once it is registered there).

Written 2026-12-06, blind, by a helper session that read none of the engine's code, rules or
lexicons (judges, cue and time words, tokenizers, extraction, merging), nothing under core/,
server/, tests/ and clients/, and no bench/*.py script. Of bench/data/ it read ku_fresh15.py in
full (for the format), the listing of the directory, and of every other ku_*.py (ku_templates.py,
ku_heldout.py, ku_fresh.py to ku_fresh14.py and ku_fresh16.py) only the attribute keys (a grep on
"key" and an import that prints keys only), so that none is reused; it did not read their
wordings, so it could not compare its wordings with theirs, but it checked by script that none of
its strings repeats one of ku_fresh15.py's. It did not run the engine or the benchmark. Not to be
tuned on; whoever tunes on it writes a new set and says so. Run it once.

22 attributes whose keys are in none of the other ku_*.py files. Unlike the quirky household
items of the recent sets, these are the common facts an assistant hears in everyday chat: where
the user lives and works (the neighbourhood, the office location, the line or bus of the commute,
the coffee shop on the way in); the job (the team, the current project, the time of the daily
stand-up, the work chat app, payday); health and habits (the levothyroxine dose, the optician, the
yoga studio, the running club, the fitness tracker, the app scrolled at bedtime, the personal
laptop); the home (the letting agent, the cat's vet); and the family (the son's school and his
teacher, the partner's job, the tutor of the language being learned: Spanish on the English side,
Japanese on the Chinese side). The Chinese side is localised, not translated: 回龙观, 天通苑 and
通州梨园; 国贸, 西二旗 and 丽泽商务区; 地铁13号线, 昌平线 and 快速公交1线; 瑞幸, 库迪, Manner and
楼下的Tims; 钉钉, 飞书 and 企业微信; 双十一大促系统 and 医保结算对接; 每月10号 and 月底最后一天;
优甲乐 in 微克; 宝岛眼镜, 潘家园眼镜城 and 同仁医院配镜中心; 乐刻, 超级猩猩 and 单位工会活动室;
奥森跑团 and 小区夜跑群; 小米手环 and 华为手表; 抖音, 快手, 小红书 and 视频号; 联想小新 and
拯救者游戏本; 链家, 自如, 我爱我家 and 中介小王; 芭比堂 and 农大动物医院; 实验小学 and 师大附小; a
班主任 王老师 or 孙老师; 我老公 as 外卖骑手, 网约车司机 or 公务员; 日语 with 沪江网校的田中老师 or
语伴美咲.

Some attributes sit next to each other on purpose: the neighbourhood, the office location and the
commute line are the same London / 北京 life (their values never coincide: 亦庄 is only a
neighbourhood, never a line), the team, the project, the stand-up and the work chat app are the
same job, the son's school and his teacher are the same child (a school name is never a person
value), and the yoga studio and the running club are the same week ("the leisure centre" is only
a yoga value). Person values carry a name or a distinctive form ("Señora Ruiz on italki",
"Mr Hughes", "日企退休的周阿姨") so that plain words such as "my tutor" or "老师" elsewhere are not
values. The partner is "my partner" / "my other half" in English and 我老公 in Chinese; the child
is "my son" / 儿子; the cat is a she.

Same format, field names and value types as ku_fresh15.py, with the correction styles
  "cue"       a change word, no old value, in varied wordings: phrasal verbs, slang and clipped
              chat ("decamped to {new}", "got poached by {new}", "they've shunted me onto",
              "defected to", "fell down the {new} hole", "landed {new} today", "入坑{new}了",
              "咖啡转投{new}", "被划到", "转战", "一咬牙去当{new}了", "托关系让儿子进了", ...)
  "explicit"  the old value named as replaced ("Priced out of {old}", "{old} got the chop",
              "{old} burnt my oat latte once too often", "{old}太卷了", "{old}把押金单弄丢了",
              "发薪日：{new}，不是{old}", ...)
  "implicit"  no change word and no old value: the new value turns up in passing, in a situation
              ("{new} spelt my name Bethany-Rose", "took my {new} on an empty stomach",
              "猫在{new}又咬了护士", "{new}的校长能叫出我儿子的名字")
and "plain" (the facts restated with the new value). As in ku_fresh15.py, every attribute has four
cue, four explicit and four implicit wordings per language, so that a third of the written
corrections are implicit: terse lower-case lines with the odd typo or slang word, long rambling
messages where the value is one clause among several, and small scenes in which the value simply
turns up; the Chinese ones use 了/啦/呗, 挪到, 转到, 这阵子 or no cue at all. Corrections carry no
direction words (the old and new values are drawn at random).

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (an estate agent's board, a coffee van, a comedy stand-up, emoji banned in a
work chat, a payday cashpoint queue, a busker at the Tube, tablets taken with coffee, frames at the
optician's, goat yoga, a teenager filming a dance, a hospital step-count challenge, library
laptops, a lettings board, a vet programme, a school inspection report, an old maths teacher, an
ambulance crew, a waiter answering Spanish in English, a running club and a croissant, an escape
room, a project manager saying "circle back", broken office lifts, a man with two smartwatches),
and a few are about the same relatives as the attributes but about other things (the partner's
sourdough and snoring, the son's first tooth and his spy story, the cat and the bathroom door).
Some use "changed", "moved", "switched", "swapped", "new", "now", "still", "started", "换", "搬",
"改", "新", "现在", "开始" in senses that are not a change of the user's attribute, so that a memory
system that matches on shared words rather than on meaning is caught out; none of them states, or
implies, a value of an attribute. Filler names, cities, dishes, snacks and shows are not values
of any attribute.
"""

# ruff: noqa: RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Rosie", "Dev", "Imogen", "Kwame", "Siobhan", "Hamish", "Leila", "Owen"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "April", "June", "August", "October", "December"],
        "city": ["Whitby", "Porto", "Galway", "Valencia", "Inverness", "Ghent", "Tenby"],
        "dish": [
            "a shepherd's pie",
            "a chicken korma",
            "cheese on toast",
            "a lasagne",
            "bangers and mash",
            "a fish pie",
        ],
        "snack": [
            "a bag of Quavers",
            "a Twix",
            "a jam doughnut",
            "a packet of Frazzles",
            "a Bakewell tart",
            "a bag of Maltesers",
        ],
        "show": [
            "The Traitors",
            "Gogglebox",
            "Doctor Who",
            "Only Connect",
            "Strictly",
            "Would I Lie to You?",
        ],
        "thing": [
            "the dishwasher",
            "the smoke alarm",
            "the doorbell",
            "the washing machine",
            "the dehumidifier",
            "the electric toothbrush charger",
        ],
        "bird": [
            "a blackbird",
            "a blue tit",
            "a magpie",
            "a wren",
            "a pair of collared doves",
            "a sparrowhawk",
        ],
        "minutes": ["15", "25", "40", "50", "65", "90"],
        "number": ["4", "6", "9", "13", "21", "40"],
    },
    "zh": {
        "friend": ["阿琳", "老胡", "小雪", "大鹏", "萌萌", "阿强", "晓东", "二丫"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "六月", "八月", "十月", "十二月"],
        "city": ["桂林", "大理", "威海", "泉州", "洛阳", "开封", "景德镇"],
        "dish": ["番茄炒蛋", "糖醋里脊", "酸辣土豆丝", "地三鲜", "白菜猪肉饺子", "水煮肉片"],
        "snack": ["魔芋爽", "大白兔奶糖", "一包薯片", "小麻花", "五香豆干", "山楂片"],
        "show": [
            "《狂飙》",
            "《武林外传》",
            "《乘风破浪》",
            "《父母爱情》",
            "《琅琊榜》",
            "《再见爱人》",
        ],
        "thing": ["洗衣机", "热水壶", "加湿器", "电饭煲", "门铃", "路由器"],
        "bird": ["一只喜鹊", "两只麻雀", "一只白头鹎", "一只乌鸫", "一对珠颈斑鸠", "一只啄木鸟"],
        "minutes": ["15", "25", "40", "50", "65", "90"],
        "number": ["4", "6", "9", "13", "21", "40"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            (
                "An estate agent's board in {city} promised an 'up-and-coming area' outside what "
                "was plainly a tyre yard."
            ),
        ),
        (
            "EPISODIC",
            (
                "A coffee van at the car boot sale charged four pounds fifty for a flat white and "
                "still had a queue."
            ),
        ),
        (
            "EPISODIC",
            (
                "The comedy night at the pub had a stand-up who did twenty minutes on "
                "self-checkouts and nothing else."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s company banned emoji reactions in the work chat and morale collapsed "
                "within a day."
            ),
        ),
        (
            "EPISODIC",
            (
                "The cashpoint outside the station had a queue of twenty on payday Friday and then "
                "ran out of tens."
            ),
        ),
        (
            "EPISODIC",
            (
                "A busker at the Tube station played the same Oasis song four times while I waited "
                "for the lift."
            ),
        ),
        (
            "EPISODIC",
            (
                "Read an article saying half of people take their morning tablets with coffee, "
                "which you're apparently not meant to do."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} tried on forty pairs of frames at the optician's and bought the first "
                "ones she'd picked up."
            ),
        ),
        (
            "EPISODIC",
            (
                "A farm outside {city} is advertising goat yoga, and the goats look deeply "
                "unimpressed in the photos."
            ),
        ),
        (
            "EPISODIC",
            (
                "A teenager on the train filmed the same dance six times between stations and "
                "hated every take."
            ),
        ),
        (
            "EPISODIC",
            "The hospital ran a step-count challenge for the staff and a porter won it by a mile.",
        ),
        ("EPISODIC", "The library lends out laptops and there's a waiting list three weeks long."),
        (
            "EPISODIC",
            (
                "The lettings board outside a chip shop in {city} advertised a studio with 'a "
                "kitchenette in the bathroom'."
            ),
        ),
        (
            "EPISODIC",
            (
                "Watched a vet programme where a tortoise had swallowed a marble and the whole "
                "surgery clapped when it came out."
            ),
        ),
        (
            "EPISODIC",
            (
                "The primary school by the roundabout had its inspection report in the local paper "
                "and the whole town had an opinion."
            ),
        ),
        (
            "EPISODIC",
            (
                "Bumped into my old maths teacher in the supermarket and still felt I owed her "
                "some homework."
            ),
        ),
        (
            "EPISODIC",
            (
                "An ambulance crew stopped for chips on the front at {city} and the whole queue "
                "let them go first."
            ),
        ),
        (
            "EPISODIC",
            (
                "A waiter in {city} answered my careful Spanish in perfect English, which was "
                "humbling."
            ),
        ),
        (
            "EPISODIC",
            (
                "A running club jogged past the café in matching vests and one of them stopped for "
                "a croissant."
            ),
        ),
        (
            "EPISODIC",
            (
                "The team-building day at {friend}'s work was an escape room and they needed a "
                "clue for the door they came in by."
            ),
        ),
        (
            "EPISODIC",
            (
                "A project manager at the next table said 'circle back' eleven times over one "
                "lunch; I counted."
            ),
        ),
        (
            "EPISODIC",
            (
                "The lifts in the office tower opposite have been broken for a week and people are "
                "holding meetings on the stairs."
            ),
        ),
        (
            "EPISODIC",
            "A man at the garden centre was wearing a smartwatch on each wrist and checking both.",
        ),
        (
            "EPISODIC",
            "Our road's group chat spent two whole days arguing about whose wheelie bin is whose.",
        ),
        (
            "SEMANTIC",
            (
                "My gran took a little white tablet for her thyroid for forty years and called it "
                "her 'morning friend'."
            ),
        ),
        ("SEMANTIC", "In {city} everyone seems to drink their coffee standing up at the bar."),
        ("PREFERENCE", "I can't stand people who hold video calls on speaker in a train carriage."),
        (
            "PREFERENCE",
            (
                "I'd rather walk home in the rain than wait for a bus that has said 'due' for ten "
                "minutes."
            ),
        ),
        # the same relatives, other things
        (
            "EPISODIC",
            (
                "My partner has taken up sourdough and there's a jar of starter in the fridge with "
                "a name."
            ),
        ),
        (
            "EPISODIC",
            (
                "My son lost his first tooth in an apple and is asking the tooth fairy for "
                "compensation."
            ),
        ),
        (
            "EPISODIC",
            (
                "The cat has learned to open the bathroom door and sits on the mat waiting for "
                "whoever's in the bath."
            ),
        ),
        ("SEMANTIC", "My partner only snores on Sunday nights, and nobody can explain it."),
        (
            "EPISODIC",
            (
                "My son told his whole class I'm a spy, and the other parents keep giving me odd "
                "looks."
            ),
        ),
        (
            "EPISODIC",
            "The cat brought a live moth to bed and let it go on my pillow like a present.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            (
                "Changed the hoover bag and found a Lego head, two pennies and the battery cover "
                "off the remote."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} has moved to {city} and keeps sending me pictures of the sea as if I've "
                "never seen it."
            ),
        ),
        (
            "EPISODIC",
            (
                "Switched the kettle on and forgot about it three times before I actually got a "
                "cup of tea."
            ),
        ),
        ("EPISODIC", "The bakery on the corner has a new sign and it says 'Bakey'."),
        (
            "EPISODIC",
            (
                "Swapped recipes with the woman next door and she has clearly left an ingredient "
                "out of hers."
            ),
        ),
        (
            "EPISODIC",
            "The clocks went forward and the cat still wants her breakfast at the old time.",
        ),
        (
            "EPISODIC",
            "Still finding glitter in the carpet from {friend}'s birthday back in {month}.",
        ),
        (
            "EPISODIC",
            "Shifted the fridge to clean behind it and found a magnet from 2009 and a grape.",
        ),
        ("EPISODIC", "It's light by five now and the birds treat it as a personal challenge."),
        ("EPISODIC", "The new postman whistles all the way down the road."),
        (
            "EPISODIC",
            "Our street has new bollards and a delivery van has already reversed into one.",
        ),
        (
            "EPISODIC",
            "{friend} started learning the ukulele and so far knows the first half of one song.",
        ),
        (
            "EPISODIC",
            "Changed into my slippers at four o'clock like a pensioner and felt no shame at all.",
        ),
        # plain unrelated
        (
            "SEMANTIC",
            "I can roll my tongue into a cloverleaf, a skill that has never once come in handy.",
        ),
        (
            "SEMANTIC",
            "{friend} and I have had a bet running since school about who goes grey first.",
        ),
        (
            "SEMANTIC",
            "The bathroom tap only runs hot if you turn it a bit further than feels sensible.",
        ),
        (
            "SEMANTIC",
            (
                "There are {number} steps up to our front door and I hate every one of them after "
                "a big shop."
            ),
        ),
        ("PREFERENCE", "Give me {dish} on a cold night and I'm anybody's."),
        ("PREFERENCE", "I'd happily watch {show} from the beginning again tonight."),
        ("PREFERENCE", "{snack} with a cup of tea is all I want after a long day."),
        ("PREFERENCE", "I can't bear people who clap when the plane lands."),
        ("PREFERENCE", "I love the smell of cut grass on a warm evening."),
        (
            "EPISODIC",
            "Made {dish} on {weekday} and my son ate round the vegetables with surgical precision.",
        ),
        ("EPISODIC", "Watched {bird} splash about in the bird bath while I did the washing up."),
        ("EPISODIC", "{thing} began clicking on {weekday} and nobody will admit to touching it."),
        (
            "EPISODIC",
            "Watched {show} at {friend}'s with {snack} and we talked through the whole thing.",
        ),
        ("EPISODIC", "Spent {minutes} minutes on hold to the council about a broken streetlight."),
        ("EPISODIC", "Went to {city} in {month} for a wedding and it hailed during the photos."),
        ("EPISODIC", "Unplugged {thing}, plugged it back in and felt like an engineer."),
        ("EPISODIC", "Lost the school quiz night by {number} points to a table of grandparents."),
        ("EPISODIC", "Sneezed {number} times in a row in the library and got a round of applause."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "{city}一家中介门口的牌子写着“潜力板块”，旁边明明是个修车铺。"),
        ("EPISODIC", "集市上一辆咖啡车一杯拿铁卖三十五，照样排长队。"),
        ("EPISODIC", "周末去看了场脱口秀，有个演员讲了二十分钟自助结账机，别的啥也没讲。"),
        ("EPISODIC", "{friend}他们公司规定工作群里不许发表情包，第二天全员蔫了。"),
        ("EPISODIC", "发工资那天车站门口的ATM排了二十个人，轮到我的时候没钱了。"),
        ("EPISODIC", "地铁站通道里有个唱歌的小伙子，一首《海阔天空》唱了四遍。"),
        ("EPISODIC", "看了篇文章说好多人早上拿咖啡送药，其实不该这么吃。"),
        ("EPISODIC", "{friend}在眼镜店试了四十副镜框，最后买了最先拿起来的那副。"),
        ("EPISODIC", "{city}郊区一个农场在搞“山羊瑜伽”，照片里山羊一脸不耐烦。"),
        ("EPISODIC", "高铁上一个小姑娘对着手机把同一段舞跳了六遍，哪遍都不满意。"),
        ("EPISODIC", "医院给职工搞步数比赛，第一名是个推病床的护工，甩开第二名好几万步。"),
        ("EPISODIC", "图书馆能借笔记本电脑，排队要等三个礼拜。"),
        ("EPISODIC", "{city}一个出租屋广告写着“厨房就在卫生间里，动线合理”。"),
        ("EPISODIC", "看了个动物医院的纪录片，一只乌龟吞了颗玻璃珠，取出来的时候全屋鼓掌。"),
        ("EPISODIC", "区里小学的评估结果登了报，整个小区的家长群吵了三天。"),
        ("EPISODIC", "在超市碰见初中数学老师，一瞬间觉得自己作业还没交。"),
        ("EPISODIC", "{city}海边一辆救护车停下来买烤肠，排队的人都让他们先买。"),
        ("EPISODIC", "在日料店用日语点菜，老板听完说他是东北的。"),
        ("EPISODIC", "公园里一群穿着统一T恤的人跑过去，其中一个停下来买了个煎饼。"),
        ("EPISODIC", "{friend}他们公司团建去玩密室逃脱，连进来的那扇门都要了提示。"),
        ("EPISODIC", "中午隔壁桌一个项目经理一顿饭说了十一次“拉齐”，我数了。"),
        ("EPISODIC", "对面写字楼电梯坏了一礼拜，大家在楼梯间里开会。"),
        ("EPISODIC", "花鸟市场一个大爷两只手腕各戴一块智能手表，两块轮着看。"),
        ("EPISODIC", "小区业主群为一个垃圾桶是谁家的吵了整整两天。"),
        ("SEMANTIC", "我姥姥吃了四十年治甲状腺的药，管它叫“小白片”。"),
        ("SEMANTIC", "{city}人好像都不在家吃早饭。"),
        ("PREFERENCE", "最受不了地铁上开外放打视频电话的人。"),
        ("PREFERENCE", "宁可淋雨走回家，也不想等一辆显示“即将到站”十分钟的公交。"),
        # the same relatives, other things
        ("EPISODIC", "我老公迷上了做酸面包，冰箱里那罐酵头还起了名字。"),
        ("EPISODIC", "儿子啃苹果啃掉了第一颗牙，要求牙仙赔偿。"),
        ("EPISODIC", "猫学会了开卫生间的门，蹲在地垫上等洗澡的人出来。"),
        ("SEMANTIC", "我老公只在周日晚上打呼噜，谁也解释不了。"),
        ("EPISODIC", "儿子跟全班说我是特工，别的家长看我的眼神都怪怪的。"),
        ("EPISODIC", "猫叼了只活飞蛾上床，放在我枕头上当礼物。"),
        # words that look like a change, but are not one
        ("EPISODIC", "换吸尘器尘袋的时候，掏出来一个乐高小人头、两个钢镚和遥控器的电池盖。"),
        ("EPISODIC", "{friend}搬到{city}去了，天天给我发海的照片，好像我没见过海。"),
        ("EPISODIC", "PPT的字体改了三遍，领导最后说还是第一版好。"),
        ("EPISODIC", "街角面包店新做了个招牌，把“面包”写成了“面包包”。"),
        ("EPISODIC", "跟隔壁阿姨换了个菜谱，她给我的那份明显藏了一味料。"),
        ("EPISODIC", "调了闹钟也没用，猫还是五点准时叫我起来给它弄吃的。"),
        ("EPISODIC", "{month}给{friend}过生日撒的亮片，地毯里到现在还能扫出来。"),
        ("EPISODIC", "挪开冰箱打扫，扫出来一个2009年的冰箱贴和一颗葡萄。"),
        ("EPISODIC", "现在五点天就亮了，窗外的鸟叫得跟比赛似的。"),
        ("EPISODIC", "新来的快递小哥一路吹着口哨送件。"),
        ("EPISODIC", "我们那条街新装了一排隔离桩，已经被货车倒车撞歪一根了。"),
        ("EPISODIC", "{friend}开始学尤克里里，到现在只会半首歌。"),
        ("EPISODIC", "下午四点就换上了拖鞋，跟退休老头似的，毫不羞愧。"),
        # plain unrelated
        ("SEMANTIC", "我能把舌头卷成三叶草的形状，这本事从没派上过用场。"),
        ("SEMANTIC", "我跟{friend}从初中起就打赌谁先长白头发。"),
        ("SEMANTIC", "卫生间的水龙头得往左多拧一截才出热水。"),
        ("SEMANTIC", "我家楼道有{number}级台阶，买完菜上楼每一级都恨。"),
        ("PREFERENCE", "天冷的晚上来一份{dish}，给啥都不换。"),
        ("PREFERENCE", "{show}我今晚还能从头再刷一遍。"),
        ("PREFERENCE", "累了一天，一杯热茶配{snack}就够了。"),
        ("PREFERENCE", "最受不了飞机一落地就鼓掌的人。"),
        ("PREFERENCE", "我喜欢夏天傍晚刚割过草的味道。"),
        ("EPISODIC", "{weekday}做了{dish}，儿子把里面的菜一根根挑了出来。"),
        ("EPISODIC", "洗碗的时候看见{bird}在阳台的花盆里扑腾着洗澡。"),
        ("EPISODIC", "{thing}{weekday}起咔哒咔哒响，谁也不承认碰过它。"),
        ("EPISODIC", "在{friend}家边吃{snack}边看{show}，一集下来光顾着聊天了。"),
        ("EPISODIC", "打12345反映路灯不亮，等了{minutes}分钟才接通。"),
        ("EPISODIC", "{month}去{city}喝喜酒，拍合照的时候下起了冰雹。"),
        ("EPISODIC", "把{thing}拔了电再插上，它就好了，感觉自己是个工程师。"),
        ("EPISODIC", "学校亲子知识竞赛差{number}分，输给了一桌爷爷奶奶。"),
        ("EPISODIC", "在图书馆连打了{number}个喷嚏，旁边的人都笑了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "neighbourhood",
        "type": "SEMANTIC",
        "en": {
            "values": ["Walthamstow", "Brixton", "Tooting", "Peckham", "Crouch End", "Ealing"],
            "facts": ["We live in {v}.", "Home is a flat in {v}.", "Our bit of London is {v}."],
            "corrections": [
                ("cue", "we're {new} people as of the weekend, boxes everywhere"),
                ("cue", "Signed for a two-bed in {new} and the van came on Saturday."),
                ("cue", "Decamped to {new} over the bank holiday and still can't find the kettle."),
                ("cue", "found a place we can actually afford in {new}, keys handed over friday"),
                ("explicit", "Priced out of {old}, so we've landed in {new}."),
                ("explicit", "Left {old} behind; home is {new}."),
                ("explicit", "home: {new}. {old} was fun while it lasted"),
                ("explicit", "Our lease in {old} ran out and we went for {new}."),
                ("implicit", "{new} high road at 8am is basically a sprint with buggies"),
                (
                    "implicit",
                    "The fox behind our bins in {new} screams at 3am like it's on overtime.",
                ),
                (
                    "implicit",
                    (
                        "Walked the kids round {new} market on Sunday and came home with a cactus "
                        "and no vegetables."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Saturday was a write-off: the washing machine flooded the kitchen, my "
                        "phone screen cracked, the kids fought over one crayon for an hour, and "
                        "the only good bit was a walk round {new} at dusk with chips from the "
                        "place by the park."
                    ),
                ),
            ],
            "questions": [
                "Which part of London do we live in?",
                "What area is home for us?",
                "Whereabouts do we live?",
            ],
            "now": ["Which neighbourhood are we living in at the moment?"],
        },
        "zh": {
            "values": ["回龙观", "天通苑", "双井", "通州梨园", "亦庄", "石景山鲁谷"],
            "facts": ["我们家住在{v}。", "我家在{v}那片儿。", "我们租的房子在{v}。"],
            "corrections": [
                ("cue", "搬到{new}了 箱子还没拆完"),
                ("cue", "在{new}签了个两居，周六搬的家。"),
                ("cue", "房子租到{new}去了，钥匙周五拿的。"),
                ("cue", "咬咬牙在{new}落脚啦"),
                ("explicit", "{old}房租贵得离谱，我们挪去{new}了。"),
                ("explicit", "告别{old}，家安在{new}了。"),
                ("explicit", "住址：{new}，{old}翻篇"),
                ("explicit", "{old}那套房子到期没续，去了{new}。"),
                ("implicit", "早上八点{new}地铁站门口那队排得望不到头"),
                ("implicit", "{new}菜市场周日人挤人，最后就抱回来一盆仙人掌。"),
                ("implicit", "{new}楼下那家驴肉火烧是真香，一周吃三回。"),
                (
                    "implicit",
                    (
                        "周六啥都不顺：洗衣机漏水淹了厨房，手机屏摔裂了，"
                        "俩孩子为一根蜡笔吵了一个钟头，唯一好点的是傍晚在{new}溜达了一圈，"
                        "买了串糖葫芦。"
                    ),
                ),
            ],
            "questions": ["我们家住哪一片？", "我住在北京哪儿？", "我家在哪个片区？"],
            "now": ["我们现在住在哪一片？"],
        },
    },
    {
        "key": "office_location",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Canary Wharf",
                "King's Cross",
                "Shoreditch",
                "Paddington",
                "London Bridge",
                "Hammersmith",
            ],
            "facts": [
                "My office is in {v}.",
                "Work for me means a desk in {v}.",
                "The office I go into is over in {v}.",
            ],
            "corrections": [
                ("cue", "whole firm's decamped to {new}, lifts still dont work"),
                ("cue", "They've relocated the lot of us to {new} and my commute is a mystery."),
                (
                    "cue",
                    (
                        "The office is in {new} as of this month, after all that business with the "
                        "lease."
                    ),
                ),
                ("cue", "Our lot got shipped off to {new} when the merger went through."),
                ("explicit", "We've cleared out of the {old} building; work's in {new}."),
                ("explicit", "The {old} office shut and we're all in {new}."),
                ("explicit", "office: {new}. {old} is a co-working space lol"),
                ("explicit", "Handed in my {old} pass and picked up a {new} one."),
                ("implicit", "lunch options round {new} are all twelve-quid salads"),
                ("implicit", "Soaked through on the walk from the station to the office in {new}."),
                (
                    "implicit",
                    "The pigeons outside our office in {new} have learned to open crisp packets.",
                ),
                (
                    "implicit",
                    (
                        "Friday was a circus: fire drill at eleven, the coffee machine leaked "
                        "across the break room, the client call dropped three times, and at five "
                        "we all ended up in a pub in {new} that only sells craft beer with names "
                        "like Hazy Otter."
                    ),
                ),
            ],
            "questions": [
                "Where's my office?",
                "Which part of London do I work in?",
                "Where do I go in to work?",
            ],
            "now": ["Where's my office these days?"],
        },
        "zh": {
            "values": ["国贸", "中关村", "西二旗", "金融街", "酒仙桥", "丽泽商务区"],
            "facts": ["我公司在{v}。", "我上班在{v}那边。", "我每天去{v}上班。"],
            "corrections": [
                ("cue", "公司整体搬去{new}了 电梯还没调好"),
                ("cue", "部门被挪到{new}办公了，通勤路线得重新研究。"),
                ("cue", "这个月起在{new}坐班"),
                ("cue", "合并以后我们组被打包去了{new}。"),
                ("explicit", "{old}那栋楼退租了，人都去了{new}。"),
                ("explicit", "{old}的工位收了，我在{new}上班。"),
                ("explicit", "办公地点：{new}，{old}拜拜"),
                ("explicit", "交了{old}的门禁卡，领了{new}的。"),
                ("implicit", "{new}附近的午饭一份沙拉四十八 抢钱呢"),
                ("implicit", "从地铁站走到{new}的写字楼，淋成了落汤鸡。"),
                ("implicit", "{new}楼下的鸽子都学会撕薯片袋了。"),
                (
                    "implicit",
                    (
                        "周五跟马戏团似的：十一点消防演习，茶水间咖啡机漏了一地，客户电话断了三回，"
                        "五点大家一起去了{new}一家精酿吧，酒名全叫什么“朦胧水獭”。"
                    ),
                ),
            ],
            "questions": ["我公司在哪儿？", "我在哪一带上班？", "我每天去哪儿上班？"],
            "now": ["我现在的办公地点在哪儿？"],
        },
    },
    {
        "key": "work_team",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the data team",
                "payments",
                "customer success",
                "the mobile squad",
                "platform engineering",
                "brand marketing",
            ],
            "facts": [
                "At work I'm on {v}.",
                "My team at work is {v}.",
                "At the office I sit with {v}.",
            ],
            "corrections": [
                ("cue", "moved across to {new} on monday, new slack channels galore"),
                ("cue", "Got poached by {new} in the reorg."),
                ("cue", "I've been seconded to {new} for the foreseeable."),
                ("cue", "transfer to {new} went thru, first day there today"),
                ("explicit", "Left {old} in the reshuffle; I'm on {new}."),
                ("explicit", "{old} got disbanded, so they've put me in {new}."),
                ("explicit", "team: {new}, bye {old}"),
                ("explicit", "Handed over everything from {old} and joined {new}."),
                ("implicit", "{new} standup ran 40 mins, someone send help"),
                (
                    "implicit",
                    "Somehow I'm organising the Christmas do for {new}; nobody else volunteered.",
                ),
                (
                    "implicit",
                    "Everyone in {new} wears the same grey hoodie and I've caved and bought one.",
                ),
                (
                    "implicit",
                    (
                        "Offsite day: the coach was late, the icebreaker involved a ball of "
                        "string, lunch was a beige buffet, and by four o'clock the whole of {new} "
                        "was hiding in the hotel bar pretending to write up breakout notes."
                    ),
                ),
            ],
            "questions": [
                "Which team am I in at work?",
                "What team do I sit with at the office?",
                "Who's my team at work?",
            ],
            "now": ["Which team am I on at the moment?"],
        },
        "zh": {
            "values": ["数据组", "支付组", "客户成功部", "移动端组", "基础架构组", "品牌市场部"],
            "facts": ["我在公司是{v}的。", "我们组是{v}。", "我在{v}干活。"],
            "corrections": [
                ("cue", "调去{new}了 一堆群要进"),
                ("cue", "组织架构调整，我被划到{new}了。"),
                ("cue", "借调到{new}，归期未定。"),
                ("cue", "转岗申请批了，今天头一天在{new}报到"),
                ("explicit", "{old}拆了，我被塞进{new}。"),
                ("explicit", "离开{old}，人在{new}了。"),
                ("explicit", "组：{new}，{old}再见"),
                ("explicit", "{old}的活交接完了，去了{new}。"),
                ("implicit", "{new}的早会开了四十分钟 救命"),
                ("implicit", "今年{new}的年会莫名其妙让我来张罗，没人报名。"),
                ("implicit", "{new}人手一件灰色卫衣，我也没忍住买了一件。"),
                (
                    "implicit",
                    (
                        "团建那天：大巴晚了一个钟头，破冰游戏是传毛线团，午饭是一桌子土黄色自助，"
                        "下午四点{new}全员躲在酒店大堂吧假装在写分组讨论纪要。"
                    ),
                ),
            ],
            "questions": ["我在公司哪个组？", "我跟哪个团队干活？", "我是哪个组的？"],
            "now": ["我目前在哪个组？"],
        },
    },
    {
        "key": "current_project",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the payroll migration",
                "the checkout redesign",
                "the hospital booking app",
                "the warehouse robots pilot",
                "the rail franchise bid",
                "the loyalty card relaunch",
            ],
            "facts": [
                "The project I'm working on is {v}.",
                "My days at work are all about {v}.",
                "I'm heads-down on {v} at work.",
            ],
            "corrections": [
                ("cue", "they've shunted me onto {new}, pray for me"),
                ("cue", "I've been pulled onto {new} as of Monday."),
                ("cue", "My manager handed me {new} in my one-to-one."),
                ("cue", "landed {new} today, big one"),
                ("explicit", "They shelved {old} and I'm on {new}."),
                ("explicit", "Wrapped up {old}; it's {new} for me."),
                ("explicit", "project: {new}. {old} shipped"),
                ("explicit", "Passed {old} to the contractors and took on {new}."),
                ("implicit", "{new} steering group ran over again, three hours of my life"),
                ("implicit", "Dreamt about {new} last night, which can't be healthy."),
                ("implicit", "My whiteboard is nothing but sticky notes for {new}."),
                (
                    "implicit",
                    (
                        "Wednesday: two dentist appointments for the kids, a parcel left with a "
                        "neighbour I've never met, a lukewarm jacket potato at my desk, and four "
                        "straight hours of spreadsheets for {new} until my eyes went square."
                    ),
                ),
            ],
            "questions": [
                "What project am I working on?",
                "What's keeping me busy at work?",
                "Which project have I got on at work?",
            ],
            "now": ["What project am I on at the moment?"],
        },
        "zh": {
            "values": [
                "双十一大促系统",
                "医保结算对接",
                "车机APP改版",
                "仓储机器人试点",
                "银行核心系统迁移",
                "小程序会员体系",
            ],
            "facts": ["我手上的项目是{v}。", "我在公司做{v}。", "上班全扑在{v}上。"],
            "corrections": [
                ("cue", "被拉去做{new}了 为我祈祷"),
                ("cue", "领导一对一的时候把{new}甩给我了。"),
                ("cue", "周一起转战{new}。"),
                ("cue", "接了{new}，大活儿"),
                ("explicit", "{old}被砍了，我弄{new}去了。"),
                ("explicit", "{old}收尾了，接着干{new}。"),
                ("explicit", "项目：{new}，{old}上线了"),
                ("explicit", "{old}交给外包了，我接{new}。"),
                ("implicit", "{new}的周会又拖堂 三个钟头没了"),
                ("implicit", "昨晚做梦都梦见{new}的需求评审，不太健康。"),
                ("implicit", "白板上贴满了{new}的便利贴。"),
                (
                    "implicit",
                    (
                        "周三：带俩孩子看牙，快递被放在一个从没见过的邻居家，"
                        "中午在工位啃了个温吞吞的烤红薯，然后对着{new}的表格干了四个钟头，"
                        "眼睛都方了。"
                    ),
                ),
            ],
            "questions": ["我在做什么项目？", "我工作上忙的是哪个项目？", "我手头是什么活儿？"],
            "now": ["我现在手上是哪个项目？"],
        },
    },
    {
        "key": "standup_time",
        "type": "SEMANTIC",
        "en": {
            "values": ["8:30", "8:45", "9:00", "9:15", "9:40", "10:30"],
            "facts": [
                "Our daily stand-up is at {v}.",
                "Team stand-up happens at {v} every morning.",
                "I have to be on the stand-up call by {v}.",
            ],
            "corrections": [
                ("cue", "standup's shifted to {new}, rip my school run"),
                ("cue", "The new lead has moved stand-up to {new}."),
                ("cue", "Stand-up is at {new} as of this sprint."),
                ("cue", "they've rejigged the calendar, standup at {new} sharp"),
                ("explicit", "Stand-up's no longer at {old}, it's {new}."),
                ("explicit", "{old} clashed with the nursery drop-off, so stand-up's at {new}."),
                ("explicit", "standup: {new} not {old}"),
                ("explicit", "Binned the {old} stand-up slot and put it at {new}."),
                ("implicit", "joined standup at {new} with toast in my mouth, camera off obvs"),
                (
                    "implicit",
                    "The {new} stand-up is the only meeting all week that finishes early.",
                ),
                (
                    "implicit",
                    "Jogged from the bus stop to make the {new} stand-up and arrived purple.",
                ),
                (
                    "implicit",
                    (
                        "Monday morning in full: the cat was sick on the stairs, my son needed a "
                        "Roman costume by nine, the Wi-Fi died, and I dialled into the {new} "
                        "stand-up from the car outside school with a toga on the passenger seat."
                    ),
                ),
            ],
            "questions": [
                "What time is our stand-up?",
                "When's the daily team stand-up?",
                "What time do I have to join the morning stand-up?",
            ],
            "now": ["What time is stand-up at the moment?"],
        },
        "zh": {
            "values": ["早上八点半", "八点四十五", "九点整", "九点一刻", "九点四十", "十点半"],
            "facts": ["我们组每天早会是{v}。", "每天{v}开站会。", "早会定在{v}，我得准时进会。"],
            "corrections": [
                ("cue", "早会挪到{new}了 送娃要迟到"),
                ("cue", "新来的组长把早会定到了{new}。"),
                ("cue", "这个迭代起站会{new}开"),
                ("cue", "日历被重排了一遍，早会{new}准时开"),
                ("explicit", "早会不是{old}了，是{new}。"),
                ("explicit", "{old}跟送孩子撞了，早会调到{new}。"),
                ("explicit", "早会：{new}，不是{old}"),
                ("explicit", "{old}那场站会取消，放到{new}。"),
                ("implicit", "{new}的早会嘴里叼着包子进的会 摄像头当然关着"),
                ("implicit", "一周就{new}那个站会能提前散。"),
                ("implicit", "为了赶{new}的早会从公交站一路小跑，脸都红了。"),
                (
                    "implicit",
                    (
                        "周一早上全纪录：猫吐在楼梯上，儿子说九点前要交一套古装，家里网断了，"
                        "我最后是坐在学校门口的车里连上{new}的早会，副驾上放着一件戏服。"
                    ),
                ),
            ],
            "questions": ["我们的早会几点开？", "每天站会是什么时间？", "我早上几点得进会？"],
            "now": ["现在早会是几点？"],
        },
    },
    {
        "key": "work_chat_app",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Slack",
                "Microsoft Teams",
                "Google Chat",
                "Zoom Team Chat",
                "Mattermost",
                "WhatsApp",
            ],
            "facts": [
                "At work we message each other on {v}.",
                "Work chat happens on {v}.",
                "My team pings me on {v}.",
            ],
            "corrections": [
                ("cue", "IT rolled out {new}, 400 notifications by lunch"),
                ("cue", "We've migrated everyone over to {new} this quarter."),
                ("cue", "it's all {new} at work as of monday"),
                ("cue", "The company went with {new} after the security audit."),
                ("explicit", "{old} got the chop and work chat is on {new}."),
                ("explicit", "No more {old} at work; we're on {new}."),
                ("explicit", "work chat: {new}, {old} decommissioned"),
                ("explicit", "IT pulled {old} off our laptops and put {new} on."),
                ("implicit", "boss sent a thumbs up on {new} at 11pm, is that a threat"),
                ("implicit", "Muted every channel on {new} and did more in an hour than all week."),
                (
                    "implicit",
                    "Somebody posted a photo of their lasagne to the whole company on {new}.",
                ),
                (
                    "implicit",
                    (
                        "Worst sick day ever: a temperature of a hundred and one, the dog ate a "
                        "sock, the plumber turned up a day early, and {new} was still pinging on "
                        "the bedside table every four minutes because nobody reads out-of-office "
                        "messages."
                    ),
                ),
            ],
            "questions": [
                "What do we use for chat at work?",
                "Where does my team message me?",
                "Which app do I use for work messages?",
            ],
            "now": ["What's our work chat app at the moment?"],
        },
        "zh": {
            "values": ["钉钉", "飞书", "企业微信", "微信工作群", "Teams", "华为WeLink"],
            "facts": ["我们公司内部沟通用{v}。", "工作上的消息都走{v}。", "同事找我都在{v}上。"],
            "corrections": [
                ("cue", "公司全员上了{new} 一上午四百条消息"),
                ("cue", "这个季度起内部沟通统一迁到{new}。"),
                ("cue", "周一起上班全在{new}上聊"),
                ("cue", "信息安全检查之后公司定了用{new}。"),
                ("explicit", "{old}停用了，工作消息全走{new}。"),
                ("explicit", "不用{old}了，大家都在{new}上。"),
                ("explicit", "办公软件：{new}，{old}卸了"),
                ("explicit", "IT把电脑上的{old}删了，装上{new}。"),
                ("implicit", "领导晚上十一点在{new}上给我点了个赞 这是啥意思"),
                ("implicit", "{new}的群全设了免打扰，一个钟头干完一上午的活。"),
                ("implicit", "有人在{new}全员群里发了张自己做的红烧肉。"),
                (
                    "implicit",
                    (
                        "史上最惨病假：烧到三十八度五，狗把袜子吞了，修水管的师傅提前一天上门，"
                        "床头的手机{new}每四分钟响一次，因为根本没人看请假状态。"
                    ),
                ),
            ],
            "questions": [
                "我们公司用什么办公软件聊天？",
                "同事在哪个软件上找我？",
                "我工作消息用哪个app？",
            ],
            "now": ["我们公司现在用的是哪个沟通软件？"],
        },
    },
    {
        "key": "payday",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the 1st",
                "the 15th",
                "the 20th",
                "the 28th",
                "the 25th",
                "the last working day of the month",
            ],
            "facts": ["I get paid on {v}.", "Payday for me is {v}.", "My wages land on {v}."],
            "corrections": [
                ("cue", "payroll's shuffled payday to {new}, budget spreadsheet in bits"),
                ("cue", "The new job pays on {new}, so all the direct debits need shifting."),
                ("cue", "From this month the money comes in on {new}."),
                ("cue", "HR's put everyone's pay date on {new}."),
                ("explicit", "Pay's no longer on {old}; it comes on {new}."),
                ("explicit", "They've scrapped {old} as payday, it's {new}."),
                ("explicit", "payday: {new}, not {old}"),
                ("explicit", "Used to count down to {old}; it's {new} I wait for."),
                ("implicit", "three days to {new} and im living on cream crackers"),
                ("implicit", "Treated the kids to the cinema on {new} like a proper big spender."),
                (
                    "implicit",
                    "My bank app sends a little party emoji when the wages arrive on {new}.",
                ),
                (
                    "implicit",
                    (
                        "Skint week: car tax due, the school trip money, a birthday present for my "
                        "mum, the TV licence reminder on the mat, and not a penny coming in until "
                        "{new}, so it's pasta and pesto every night."
                    ),
                ),
            ],
            "questions": [
                "When do I get paid?",
                "What day is my payday?",
                "When does my salary come in each month?",
            ],
            "now": ["When's my payday at the moment?"],
        },
        "zh": {
            "values": ["每月5号", "每月10号", "每月15号", "每月20号", "月底最后一天", "每月8号"],
            "facts": ["我们单位{v}发工资。", "我的工资{v}到账。", "我的发薪日是{v}。"],
            "corrections": [
                ("cue", "发工资挪到{new}了 记账表全乱了"),
                ("cue", "新单位{new}发钱，信用卡还款日得跟着调。"),
                ("cue", "从这个月起{new}发薪"),
                ("cue", "财务通知以后统一{new}发工资。"),
                ("explicit", "工资不是{old}发了，改{new}。"),
                ("explicit", "{old}发薪取消了，{new}。"),
                ("explicit", "发薪日：{new}，不是{old}"),
                ("explicit", "以前盼{old}，如今盼{new}。"),
                ("implicit", "离{new}发钱还有三天 天天啃馒头"),
                ("implicit", "{new}那天带孩子去看了场电影，当了回土豪。"),
                ("implicit", "{new}工资一到账，银行短信还带个撒花表情。"),
                (
                    "implicit",
                    (
                        "穷得叮当响的一周：车险要续，孩子春游要交钱，我妈生日得买礼物，"
                        "物业费催缴单贴在门上，可一分钱都要等到{new}才进来，天天挂面拌老干妈。"
                    ),
                ),
            ],
            "questions": ["我几号发工资？", "我的发薪日是哪天？", "我工资每月什么时候到账？"],
            "now": ["我现在几号发工资？"],
        },
    },
    {
        "key": "commute_line",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Northern line",
                "the Victoria line",
                "the Elizabeth line",
                "the number 38 bus",
                "the Overground",
                "the DLR",
            ],
            "facts": [
                "I get to work on {v}.",
                "My commute is {v} every morning.",
                "Twice a day I'm squashed on {v}.",
            ],
            "corrections": [
                ("cue", "commuting on {new} since the flat move"),
                ("cue", "Worked out {new} is quicker, so that's my route."),
                ("cue", "taking {new} to work as of this week"),
                ("cue", "Switched my season ticket over to {new}."),
                ("explicit", "{old} was a daily nightmare, so I take {new}."),
                ("explicit", "Given up on {old}; I commute on {new}."),
                ("explicit", "commute: {new}. {old} can do one"),
                ("explicit", "Ditched {old} for {new} on the way in."),
                ("implicit", "stood nose to armpit on {new} again, glorious"),
                (
                    "implicit",
                    "A man on {new} this morning was eating a full roast out of a Tupperware.",
                ),
                ("implicit", "Left my umbrella on {new} for the third time this year."),
                (
                    "implicit",
                    (
                        "Today's commute: the alarm went off late, I couldn't find my Oyster card, "
                        "a lady spilt her latte on my shoes, and {new} sat in a tunnel for twenty "
                        "minutes while a toddler explained dinosaurs to the whole carriage."
                    ),
                ),
            ],
            "questions": [
                "How do I get to work?",
                "What line or bus do I commute on?",
                "What do I take into the office?",
            ],
            "now": ["What am I commuting on these days?"],
        },
        "zh": {
            "values": [
                "地铁13号线",
                "地铁10号线",
                "地铁6号线",
                "昌平线",
                "地铁4号线",
                "快速公交1线",
            ],
            "facts": ["我上班坐{v}。", "每天通勤挤{v}。", "我通勤靠{v}。"],
            "corrections": [
                ("cue", "上班改坐{new}了 搬家以后顺路"),
                ("cue", "算了算{new}更快，以后就它了。"),
                ("cue", "这礼拜起通勤走{new}"),
                ("cue", "把通勤路线倒腾成了{new}。"),
                ("explicit", "{old}天天限流，我改坐{new}。"),
                ("explicit", "不坐{old}了，上班走{new}。"),
                ("explicit", "通勤：{new}，{old}拜拜"),
                ("explicit", "{old}挤不动了，上班坐{new}。"),
                ("implicit", "{new}早高峰又是脸贴着别人后背 绝了"),
                ("implicit", "今早{new}上有个大哥拿饭盒啃整只卤鸡腿。"),
                ("implicit", "今年第三次把伞落在{new}上。"),
                (
                    "implicit",
                    (
                        "今天的通勤：闹钟晚响，交通卡找不着，一个姐姐的拿铁洒我鞋上了，"
                        "{new}在隧道里停了二十分钟，一个小朋友给全车厢讲了一路恐龙。"
                    ),
                ),
            ],
            "questions": ["我上班怎么去？", "我通勤坐哪条线？", "我每天上班坐什么车？"],
            "now": ["我现在通勤坐的是哪条线？"],
        },
    },
    {
        "key": "coffee_shop",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Pret",
                "Costa",
                "Caffè Nero",
                "Starbucks",
                "the Gail's by the station",
                "the little Italian place on the corner",
            ],
            "facts": [
                "My morning coffee comes from {v}.",
                "I get my coffee at {v}.",
                "On the way in I grab a coffee from {v}.",
            ],
            "corrections": [
                ("cue", "coffee's from {new} now, loyalty card half full already"),
                ("cue", "Defected to {new} for my morning flat white."),
                ("cue", "Tried {new} last week and I've been back every day since."),
                ("cue", "the office coffee run's gone over to {new}"),
                ("explicit", "{old} burnt my oat latte once too often, so it's {new}."),
                ("explicit", "Done with {old}; my coffee comes from {new}."),
                ("explicit", "coffee: {new}. {old} lost a customer"),
                ("explicit", "After the price hike at {old} I go to {new}."),
                ("implicit", "{new} spelt my name Bethany-Rose. my name is Ben"),
                (
                    "implicit",
                    "The barista at {new} has my order going before I'm through the door.",
                ),
                (
                    "implicit",
                    (
                        "Stood in the queue at {new} behind a man ordering eleven drinks off his "
                        "phone."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Appraisal day: the printer jammed on my self-assessment, my manager was "
                        "forty minutes late, the heating failed, and I got through the whole thing "
                        "on a large cappuccino from {new} and the memory of a nice holiday."
                    ),
                ),
            ],
            "questions": [
                "Where do I get my coffee?",
                "Which coffee shop do I go to?",
                "Where's my morning coffee from?",
            ],
            "now": ["Where am I getting my coffee these days?"],
        },
        "zh": {
            "values": ["瑞幸", "库迪", "星巴克", "Manner", "楼下的Tims", "M Stand"],
            "facts": [
                "我每天的咖啡是在{v}买的。",
                "上班路上我都去{v}买杯咖啡。",
                "我喝咖啡认准{v}。",
            ],
            "corrections": [
                ("cue", "咖啡转投{new}了 集点卡都快满了"),
                ("cue", "最近叛变去喝{new}。"),
                ("cue", "上礼拜试了{new}，之后天天去。"),
                ("cue", "办公室拼单改成{new}啦"),
                ("explicit", "{old}的生椰拿铁老做糊，我去{new}了。"),
                ("explicit", "不喝{old}了，咖啡认{new}。"),
                ("explicit", "咖啡：{new}，{old}失去了我"),
                ("explicit", "{old}涨价以后我就去{new}。"),
                ("implicit", "{new}小票上把我名字打成了“陈美丽” 我叫陈明"),
                ("implicit", "我还没走到柜台，{new}的小哥已经在做我那杯了。"),
                ("implicit", "在{new}排队，前面一个人用手机点了十一杯。"),
                (
                    "implicit",
                    (
                        "绩效面谈那天：自评打印到一半卡纸，领导迟到四十分钟，空调坏了，"
                        "我全靠一杯{new}的大杯美式和对上回旅游的回忆撑了下来。"
                    ),
                ),
            ],
            "questions": ["我在哪儿买咖啡？", "我常去哪家咖啡店？", "我早上的咖啡是哪家的？"],
            "now": ["我最近喝的是哪家咖啡？"],
        },
    },
    {
        "key": "thyroid_dose",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "50 micrograms",
                "75 micrograms",
                "88 micrograms",
                "100 micrograms",
                "112 micrograms",
                "125 micrograms",
            ],
            "facts": [
                "I take {v} of levothyroxine every morning.",
                "My thyroid dose is {v} a day.",
                "The GP has me on {v} of levothyroxine.",
            ],
            "corrections": [
                ("cue", "bloods back, gp's put me on {new}"),
                ("cue", "The endocrinologist has settled me on {new} of levothyroxine."),
                ("cue", "Thyroid pills are {new} as of this prescription."),
                ("cue", "chemist handed over boxes of {new} this time, doctor's orders"),
                ("explicit", "No longer on {old}; the thyroid dose is {new}."),
                ("explicit", "The GP took me off {old} and I'm on {new} of levothyroxine."),
                ("explicit", "levo: {new}, not {old}"),
                ("explicit", "{old} wasn't right for me, so it's {new} a day."),
                (
                    "implicit",
                    "took my {new} on an empty stomach then stared at the kettle for 30 mins",
                ),
                (
                    "implicit",
                    (
                        "The pharmacist double-checked the {new} on my repeat slip and waved me "
                        "through."
                    ),
                ),
                ("implicit", "Counted two weeks of {new} into a pill box for the holiday."),
                (
                    "implicit",
                    (
                        "Clinic morning: the blood test queue went out the door, the nurse "
                        "couldn't find a vein, the car park ate my ticket, and all the consultant "
                        "said was to keep going with {new} and come back in six months."
                    ),
                ),
            ],
            "questions": [
                "What dose of levothyroxine do I take?",
                "How much thyroid medication am I on?",
                "What's my daily thyroid dose?",
            ],
            "now": ["What's my levothyroxine dose at the moment?"],
        },
        "zh": {
            "values": ["37.5微克", "50微克", "62.5微克", "75微克", "87.5微克", "100微克"],
            "facts": [
                "我每天早上空腹吃{v}优甲乐。",
                "我的优甲乐是一天{v}。",
                "医生让我每天吃{v}的优甲乐。",
            ],
            "corrections": [
                ("cue", "甲功复查完 医生让我吃{new}"),
                ("cue", "内分泌科给我把优甲乐调成{new}了。"),
                ("cue", "这次开的药是按{new}的量"),
                ("cue", "药房这回按{new}配的药，医生定的。"),
                ("explicit", "优甲乐不吃{old}了，吃{new}。"),
                ("explicit", "医生说{old}不合适，改成{new}。"),
                ("explicit", "优甲乐：{new}，不是{old}"),
                ("explicit", "把{old}停了，按{new}吃。"),
                ("implicit", "空腹吞了{new}优甲乐 然后盯着烧水壶发了半小时呆"),
                ("implicit", "药剂师核对了一下处方上的{new}，就让我走了。"),
                ("implicit", "出门旅游拿小袋子分装了两周的{new}优甲乐。"),
                (
                    "implicit",
                    (
                        "复查那天上午：抽血排队排到门外，护士扎了三针才找着血管，"
                        "停车场吞了我的停车卡，医生从头到尾就一句话：{new}接着吃，半年后再来。"
                    ),
                ),
            ],
            "questions": [
                "我优甲乐吃多少？",
                "我甲状腺的药每天吃多大剂量？",
                "我的优甲乐剂量是多少？",
            ],
            "now": ["我目前优甲乐吃多少？"],
        },
    },
    {
        "key": "optician",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Specsavers",
                "Vision Express",
                "Boots Opticians",
                "Leightons",
                "the independent optician on Church Street",
                "Asda Opticians",
            ],
            "facts": [
                "I get my eyes tested at {v}.",
                "My glasses come from {v}.",
                "My optician is {v}.",
            ],
            "corrections": [
                ("cue", "eye test booked at {new}, they do a 2 for 1"),
                ("cue", "Went to {new} for my specs this time and I'm sticking with them."),
                ("cue", "My prescription's on file at {new} now."),
                ("cue", "Signed up for the eye care plan at {new}."),
                ("explicit", "{old} messed up my varifocals, so I go to {new}."),
                ("explicit", "Left {old} for {new} after the eye test fiasco."),
                ("explicit", "optician: {new}. {old} no more"),
                ("explicit", "Had my records sent over from {old} to {new}."),
                ("implicit", "{new} did that puff of air in the eye, never ready for it"),
                (
                    "implicit",
                    "The lady at {new} let me try on frames for an hour and didn't sigh once.",
                ),
                ("implicit", "Collected my specs from {new} and everything looks like it's in HD."),
                (
                    "implicit",
                    (
                        "Errand Saturday: the post office queue, a key cut that didn't fit, a "
                        "parking ticket I'm going to appeal, and twenty minutes in a dark room at "
                        "{new} reading letters off a wall while my son pulled faces through the "
                        "door."
                    ),
                ),
            ],
            "questions": [
                "Where do I get my eyes tested?",
                "Which optician do I use?",
                "Where are my glasses from?",
            ],
            "now": ["Which optician am I going to these days?"],
        },
        "zh": {
            "values": [
                "宝岛眼镜",
                "博士眼镜",
                "潘家园眼镜城",
                "同仁医院配镜中心",
                "吴良材眼镜",
                "小区门口的眼镜店",
            ],
            "facts": ["我配眼镜去{v}。", "我验光在{v}。", "我的眼镜都是在{v}配的。"],
            "corrections": [
                ("cue", "验光约在{new}了 买一送一"),
                ("cue", "这回去{new}配的眼镜，以后就认它了。"),
                ("cue", "验光档案转到{new}了。"),
                ("cue", "在{new}办了张护眼年卡。"),
                ("explicit", "{old}把我的渐进片配坏了，以后去{new}。"),
                ("explicit", "验光翻车以后我从{old}跑去{new}了。"),
                ("explicit", "配眼镜：{new}，{old}拉黑"),
                ("explicit", "档案从{old}挪到了{new}。"),
                ("implicit", "{new}那个往眼睛里吹气的检查 每次都吓一跳"),
                ("implicit", "{new}的姐姐陪我试了一个钟头镜框，一句不耐烦都没有。"),
                ("implicit", "去{new}取了眼镜，看啥都跟高清似的。"),
                (
                    "implicit",
                    (
                        "跑腿的周六：邮局排队，配的钥匙打不开门，一张准备申诉的罚单，"
                        "在{new}的暗屋子里看了二十分钟视力表，儿子一直扒在门缝上冲我做鬼脸。"
                    ),
                ),
            ],
            "questions": ["我在哪儿配眼镜？", "我验光去哪家？", "我的眼镜是哪家店配的？"],
            "now": ["我现在配眼镜去哪儿？"],
        },
    },
    {
        "key": "yoga_class",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Triyoga",
                "Hot Pod Yoga",
                "the leisure centre",
                "the church hall round the corner",
                "Fierce Grace",
                "Yogarise",
            ],
            "facts": [
                "I do my yoga at {v}.",
                "My yoga classes are at {v}.",
                "Twice a week I'm on a mat at {v}.",
            ],
            "corrections": [
                ("cue", "did my first class at {new}, hamstrings in pieces"),
                ("cue", "Took out a membership at {new} in the January sale."),
                ("cue", "I've been doing yoga at {new} since the intro offer."),
                ("cue", "yoga's at {new} these days, mat and all"),
                ("explicit", "{old} was always fully booked, so I go to {new}."),
                ("explicit", "Quit {old}; my yoga's at {new}."),
                ("explicit", "yoga: {new}, not {old}"),
                ("explicit", "Cancelled my classes at {old} and joined {new}."),
                ("implicit", "fell asleep in savasana at {new} and snored, apparently"),
                (
                    "implicit",
                    (
                        "The instructor at {new} calls everyone 'beautiful souls' and I've made my "
                        "peace with it."
                    ),
                ),
                (
                    "implicit",
                    "Left my water bottle at {new} and it's in lost property with forty others.",
                ),
                (
                    "implicit",
                    (
                        "Birthday week: my brother forgot, the cake collapsed, my son made me a "
                        "card with a giraffe on it for reasons unknown, and the best hour of the "
                        "lot was a candlelit class at {new} where I didn't have to talk to anyone."
                    ),
                ),
            ],
            "questions": [
                "Where do I do yoga?",
                "Which place do I go to for yoga?",
                "Where are my yoga classes?",
            ],
            "now": ["Where am I doing yoga at the moment?"],
        },
        "zh": {
            "values": ["梵音瑜伽", "Pure瑜伽", "乐刻", "超级猩猩", "小区会所", "单位工会活动室"],
            "facts": ["我练瑜伽去{v}。", "我的瑜伽课在{v}。", "一周两回我去{v}练瑜伽。"],
            "corrections": [
                ("cue", "在{new}上了第一节课 腿筋废了"),
                ("cue", "年初打折办了{new}的卡。"),
                ("cue", "体验课上完就转去{new}练了。"),
                ("cue", "瑜伽挪到{new}练啦"),
                ("explicit", "{old}老约不上，去{new}了。"),
                ("explicit", "{old}不去了，瑜伽在{new}练。"),
                ("explicit", "瑜伽：{new}，不是{old}"),
                ("explicit", "把{old}的卡转给同事，报了{new}。"),
                ("implicit", "在{new}摊尸式睡着了 据说还打了呼"),
                ("implicit", "{new}的老师管谁都叫“美丽的灵魂”，我已经习惯了。"),
                ("implicit", "水杯落在{new}了，失物招领里有四十个一样的。"),
                (
                    "implicit",
                    (
                        "生日那礼拜：我哥忘了，蛋糕塌了，儿子送了张画着长颈鹿的贺卡，不知道为啥，"
                        "整个礼拜最舒服的一个钟头是在{new}点着蜡烛上的一节课，谁也不用搭理。"
                    ),
                ),
            ],
            "questions": ["我在哪儿练瑜伽？", "我去哪家上瑜伽课？", "我的瑜伽课在什么地方？"],
            "now": ["我现在在哪儿练瑜伽？"],
        },
    },
    {
        "key": "short_video_app",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "TikTok",
                "Instagram Reels",
                "YouTube Shorts",
                "Snapchat",
                "Facebook",
                "Pinterest",
            ],
            "facts": [
                "The app I doomscroll on is {v}.",
                "Before bed I'm on {v} for far too long.",
                "I lose hours to {v}.",
            ],
            "corrections": [
                ("cue", "deleted the lot and got hooked on {new}"),
                ("cue", "My niece got me onto {new} and I'm done for."),
                ("cue", "It's {new} I'm scrolling in bed these days."),
                ("cue", "fell down the {new} hole this month, no way back"),
                ("explicit", "Deleted {old} for my sanity; I scroll {new} instead."),
                ("explicit", "{old} got boring, it's all {new} for me."),
                ("explicit", "scrolling: {new}, {old} uninstalled"),
                ("explicit", "Traded {old} for {new} and my screen time is still shameful."),
                ("implicit", "3am and im watching a man restore a rusty axe on {new}"),
                ("implicit", "Sent my sister nine videos off {new} before breakfast."),
                ("implicit", "The bath went cold because {new} showed me a cat playing the piano."),
                (
                    "implicit",
                    (
                        "Sunday did not go to plan: the roast was raw in the middle, the kids' "
                        "Lego got sucked into the hoover, my mum phoned three times about her "
                        "printer, and I lost the whole evening on the sofa to {new} watching "
                        "people clean rugs."
                    ),
                ),
            ],
            "questions": [
                "What app do I doomscroll on?",
                "Where do I lose hours scrolling videos?",
                "Which app am I glued to at bedtime?",
            ],
            "now": ["What am I scrolling on these days?"],
        },
        "zh": {
            "values": ["抖音", "快手", "小红书", "B站", "视频号", "微博"],
            "facts": ["我刷视频用{v}。", "睡前我在{v}上一刷就是一个钟头。", "我一天到晚刷{v}。"],
            "corrections": [
                ("cue", "入坑{new}了 回不去了"),
                ("cue", "外甥女带我玩{new}，沦陷。"),
                ("cue", "最近睡前刷的是{new}"),
                ("cue", "这个月掉进{new}出不来了"),
                ("explicit", "为了精神健康卸了{old}，改刷{new}。"),
                ("explicit", "{old}刷腻了，如今全在{new}上。"),
                ("explicit", "刷视频：{new}，{old}卸了"),
                ("explicit", "{old}戒了，转头刷上了{new}，屏幕时间照样吓人。"),
                ("implicit", "凌晨三点在{new}上看一个大叔修锈斧头"),
                ("implicit", "早饭前给我姐发了九个{new}上的视频。"),
                ("implicit", "{new}刷到一只弹钢琴的猫，洗澡水都凉了。"),
                (
                    "implicit",
                    (
                        "周日全砸了：红烧肉没炖烂，孩子的乐高被吸尘器吸进去了，"
                        "我妈为打印机的事打了三个电话，晚上我瘫在沙发上刷{new}，"
                        "看人洗地毯看了一晚上。"
                    ),
                ),
            ],
            "questions": [
                "我平时刷什么视频app？",
                "我睡前在哪个软件上刷视频？",
                "我整天刷的是哪个？",
            ],
            "now": ["我现在刷的是哪个app？"],
        },
    },
    {
        "key": "fitness_tracker",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Fitbit Charge",
                "an Apple Watch",
                "a Garmin Forerunner",
                "a Whoop strap",
                "an Oura ring",
                "a cheap Amazfit band",
            ],
            "facts": [
                "I track my steps with {v}.",
                "My sleep gets measured by {v}.",
                "I wear {v} to keep an eye on my fitness.",
            ],
            "corrections": [
                ("cue", "treated myself to {new} in the black friday sale"),
                ("cue", "Work handed out {new} for the wellbeing scheme and mine's stayed on."),
                ("cue", "Wearing {new} since my birthday."),
                ("cue", "my partner got me {new}, tracking everything"),
                ("explicit", "Had to bin {old} when it died; {new} does my steps."),
                ("explicit", "Retired {old} to the drawer and wear {new}."),
                ("explicit", "tracker: {new}. {old} in a drawer"),
                ("explicit", "Came out in a rash from {old}, so I went for {new}."),
                ("implicit", "according to {new} i slept 4h12m. it's not wrong"),
                ("implicit", "Halfway through a funeral, {new} buzzed to tell me to stand up."),
                ("implicit", "Did an extra lap of the park just so {new} would show 10,000."),
                (
                    "implicit",
                    (
                        "Christmas Day: up at six with the kids, the turkey needed an extra hour, "
                        "Grandad fell asleep in the crackers, we walked the dog twice, and {new} "
                        "reckoned I'd done twenty-two thousand steps without leaving the house."
                    ),
                ),
            ],
            "questions": [
                "What do I track my steps with?",
                "What fitness tracker do I wear?",
                "What measures my sleep?",
            ],
            "now": ["What fitness tracker am I wearing at the moment?"],
        },
        "zh": {
            "values": [
                "小米手环",
                "华为手表",
                "Apple Watch",
                "佳明手表",
                "华米Amazfit",
                "OPPO手环",
            ],
            "facts": ["我戴{v}记步。", "我的睡眠是{v}记录的。", "运动数据都靠{v}。"],
            "corrections": [
                ("cue", "双十一入了{new}"),
                ("cue", "公司健康计划每人发了{new}，我一直戴着。"),
                ("cue", "生日以后手上戴的是{new}"),
                ("cue", "老公送了我个{new}，啥都记"),
                ("explicit", "{old}坏了，记步靠{new}。"),
                ("explicit", "{old}收抽屉了，戴{new}。"),
                ("explicit", "手环：{new}，{old}退役"),
                ("explicit", "{old}戴着过敏，弄了个{new}。"),
                ("implicit", "{new}说我昨晚睡了4小时12分 没毛病"),
                ("implicit", "在追悼会上{new}震了一下提醒我起来活动。"),
                ("implicit", "为了让{new}上凑够一万步，又绕小区多走了一圈。"),
                (
                    "implicit",
                    (
                        "大年三十：六点起来带孩子，年夜饭的鱼多蒸了一个钟头，爷爷看春晚看睡着了，"
                        "狗遛了两回，{new}说我没出家门就走了两万两千步。"
                    ),
                ),
            ],
            "questions": ["我用什么记步？", "我戴的运动手环是哪个？", "我的睡眠靠什么记录？"],
            "now": ["我目前手上戴的是哪个运动手环？"],
        },
    },
    {
        "key": "personal_laptop",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a MacBook Air",
                "a Dell XPS",
                "a Lenovo ThinkPad",
                "an HP Pavilion",
                "a Surface Laptop",
                "a Chromebook",
            ],
            "facts": [
                "My own laptop at home is {v}.",
                "Outside work I use {v}.",
                "The laptop on the kitchen table is {v}.",
            ],
            "corrections": [
                ("cue", "personal laptop is {new} as of yday, been setting it up all weekend"),
                ("cue", "Picked up {new} refurbished and it's my home machine."),
                ("cue", "Treated myself to {new} with the tax rebate."),
                ("cue", "my cousin offloaded {new} on me, home laptop sorted"),
                ("explicit", "Can't get {old} to turn on any more, so home stuff is on {new}."),
                ("explicit", "Sold {old} on eBay and bought {new}."),
                ("explicit", "laptop: {new}, {old} RIP"),
                ("explicit", "Spilt tea on {old}; {new} it is."),
                ("implicit", "{new} fan sounds like a jet engine when i open two tabs"),
                ("implicit", "The kids have put stickers all over the lid of {new}."),
                ("implicit", "Did my tax return on {new} at midnight with a glass of wine."),
                (
                    "implicit",
                    (
                        "Snow day at home: the boiler needed resetting twice, the kids built a "
                        "snowman wearing my good scarf, the shop ran out of bread, and I wrote my "
                        "brother's best man speech on {new} on the sofa under a blanket."
                    ),
                ),
            ],
            "questions": [
                "What laptop have I got at home?",
                "What's my personal computer?",
                "What do I use outside work?",
            ],
            "now": ["What's my personal laptop at the moment?"],
        },
        "zh": {
            "values": [
                "联想小新",
                "华为MateBook",
                "MacBook Air",
                "拯救者游戏本",
                "小米笔记本",
                "荣耀MagicBook",
            ],
            "facts": ["我自己在家用的电脑是{v}。", "下了班我用{v}。", "餐桌上那台笔记本是{v}。"],
            "corrections": [
                ("cue", "618入了{new} 周末全在装软件"),
                ("cue", "闲鱼收了台二手{new}，家里就用它。"),
                ("cue", "拿退税买了{new}。"),
                ("cue", "表弟打游戏嫌卡，把{new}塞给我了，家里电脑有着落了"),
                ("explicit", "{old}开不了机了，家里用{new}。"),
                ("explicit", "{old}在闲鱼上卖了，买了{new}。"),
                ("explicit", "电脑：{new}，{old}安息"),
                ("explicit", "茶洒在{old}键盘上了，只好用{new}。"),
                ("implicit", "{new}开两个网页风扇就跟起飞似的"),
                ("implicit", "孩子们把{new}的盖子贴满了奥特曼贴纸。"),
                ("implicit", "半夜十二点拿{new}报了个税，旁边一杯红酒。"),
                (
                    "implicit",
                    (
                        "下大雪在家的一天：暖气片放了两回气，孩子拿我的好围巾给雪人戴上了，"
                        "超市面包卖空了，我裹着毯子窝在沙发上拿{new}给我弟写完了婚礼致辞。"
                    ),
                ),
            ],
            "questions": ["我家里用的笔记本是什么？", "我自己的电脑是哪台？", "下班我用什么电脑？"],
            "now": ["我现在自己用的笔记本是哪台？"],
        },
    },
    {
        "key": "letting_agent",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Foxtons",
                "Dexters",
                "Hunters",
                "OpenRent",
                "Savills",
                "a little agency called Homefinders",
            ],
            "facts": [
                "Our flat is managed by {v}.",
                "We rent through {v}.",
                "If anything breaks in the flat, I ring {v}.",
            ],
            "corrections": [
                ("cue", "landlord's handed the flat over to {new}, brace for fees"),
                ("cue", "Management of our place went across to {new} this month."),
                ("cue", "we deal with {new} for the flat from here on"),
                ("cue", "The landlord signed the flat up with {new} over the summer."),
                ("explicit", "The landlord sacked {old} and brought in {new}."),
                ("explicit", "No more {old}; the flat's with {new}."),
                ("explicit", "agent: {new}. {old} gone"),
                ("explicit", "{old} lost our deposit paperwork, so the landlord went to {new}."),
                (
                    "implicit",
                    "{new} sent a bloke round to look at the damp, he said 'yep, damp' and left",
                ),
                ("implicit", "Twenty-five minutes on hold to {new} about the boiler."),
                (
                    "implicit",
                    "The inspection letter from {new} says to 'declutter the hallway', cheers.",
                ),
                (
                    "implicit",
                    (
                        "The worst week of the year: the bathroom light fused, the washing machine "
                        "ate a sock, the downstairs neighbour left a note about footsteps, and "
                        "{new} emailed to say the inspection was tomorrow at eight, with a smiley "
                        "face."
                    ),
                ),
            ],
            "questions": [
                "Who manages our flat?",
                "Which agency do we rent through?",
                "Who do I ring when something breaks in the flat?",
            ],
            "now": ["Who's our letting agent at the moment?"],
        },
        "zh": {
            "values": ["链家", "自如", "我爱我家", "相寓", "麦田房产", "中介小王"],
            "facts": [
                "我们租的房子是{v}管的。",
                "我们是通过{v}租的房。",
                "房子有啥毛病我就找{v}。",
            ],
            "corrections": [
                ("cue", "房东把房子交给{new}托管了 中介费又得交"),
                ("cue", "这个月起房子归{new}管。"),
                ("cue", "以后房子的事找{new}"),
                ("cue", "房东暑假里把房子签给了{new}。"),
                ("explicit", "房东把{old}辞了，交给{new}。"),
                ("explicit", "不走{old}了，房子给了{new}。"),
                ("explicit", "中介：{new}，{old}拜拜"),
                ("explicit", "{old}把押金单弄丢了，房东转给{new}管。"),
                ("implicit", "{new}派人来看墙上发霉 师傅瞅了一眼说“嗯，霉了”就走了"),
                ("implicit", "打{new}客服等了二十五分钟，就为了热水器。"),
                ("implicit", "{new}发消息说要来查房，让我“整理一下玄关”，谢谢啊。"),
                (
                    "implicit",
                    (
                        "一年里最倒霉的一礼拜：卫生间灯烧了，洗衣机吞了一只袜子，"
                        "楼下邻居贴纸条说我们走路太响，{new}还发消息说明早八点来查房，"
                        "后面带个笑脸。"
                    ),
                ),
            ],
            "questions": [
                "我们的房子是谁管的？",
                "我们通过哪家中介租的房？",
                "房子坏了东西我找谁？",
            ],
            "now": ["我们的房子现在是哪家在管？"],
        },
    },
    {
        "key": "cat_vet",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Medivet",
                "Vets4Pets",
                "the PDSA",
                "Parkside Vets",
                "the cat clinic on Green Lane",
                "the Companion Care inside Pets at Home",
            ],
            "facts": [
                "The cat goes to {v}.",
                "Our cat's vet is {v}.",
                "For her jabs, the cat sees {v}.",
            ],
            "corrections": [
                ("cue", "registered the cat at {new}, she is NOT impressed"),
                ("cue", "The cat's on the health plan at {new} as of this month."),
                ("cue", "Took the cat to {new} for her booster and that's where she'll stay."),
                ("cue", "cat's records went across to {new}"),
                (
                    "explicit",
                    "{old} charged ninety quid for a nail trim, so the cat goes to {new}.",
                ),
                ("explicit", "Left {old} for {new} after the mix-up with the worming tablets."),
                ("explicit", "cat vet: {new}, {old} done"),
                ("explicit", "{old} closed the branch, so she's with {new}."),
                ("implicit", "cat bit the nurse at {new}. again. we're famous there"),
                (
                    "implicit",
                    (
                        "The waiting room at {new} was two Labradors, a parrot and my cat growling "
                        "at all of them."
                    ),
                ),
                (
                    "implicit",
                    (
                        "The reminder card from {new} says the cat is 'slightly overweight', which "
                        "she'll deny."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Clearing out my mum's loft: a van too small for the tip run, a sofa bed "
                        "that wouldn't go down the stairs, forty boxes marked 'misc', and halfway "
                        "through it all the cat swallowed a hair bobble and we spent Sunday night "
                        "at {new}."
                    ),
                ),
            ],
            "questions": [
                "Which vet does the cat go to?",
                "Where does our cat get her jabs?",
                "Who's the cat's vet?",
            ],
            "now": ["Who's our cat's vet at the moment?"],
        },
        "zh": {
            "values": [
                "瑞鹏宠物医院",
                "芭比堂",
                "美联众合",
                "农大动物医院",
                "小区边上的张医生诊所",
                "宠物医院的刘大夫",
            ],
            "facts": ["我家猫看病去{v}。", "我家猫的病历在{v}。", "猫打疫苗都去{v}。"],
            "corrections": [
                ("cue", "猫在{new}建了档 主子很不爽"),
                ("cue", "这个月给猫办了{new}的年卡。"),
                ("cue", "猫打加强针去的{new}，以后就定这儿了。"),
                ("cue", "猫的病历转到{new}了"),
                ("explicit", "{old}剪个指甲收九十，猫改去{new}那儿看。"),
                ("explicit", "驱虫药的事闹了一出，猫从{old}转去了{new}。"),
                ("explicit", "猫医生：{new}，{old}拉黑"),
                ("explicit", "{old}那家店关了，猫去{new}。"),
                ("implicit", "猫在{new}又咬了护士 我们在那儿出名了"),
                ("implicit", "{new}候诊室里两只拉布拉多一只鹦鹉，我家猫冲着每个都哈气。"),
                ("implicit", "{new}寄来的提醒卡说猫“略微超重”，她本猫肯定不认。"),
                (
                    "implicit",
                    (
                        "帮我妈收拾阁楼那个周末：货车太小拉不完，旧沙发床下不了楼梯，"
                        "四十个箱子上都写着“杂物”，忙到一半猫吞了根头绳，周日晚上全耗在{new}了。"
                    ),
                ),
            ],
            "questions": ["我家猫看病去哪儿？", "猫打疫苗找谁？", "我家猫的兽医是哪个？"],
            "now": ["我家猫现在在哪儿看病？"],
        },
    },
    {
        "key": "son_school",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Oakfield Primary",
                "St Mary's C of E",
                "Riverside Academy",
                "Hillcrest Juniors",
                "the Montessori school by the park",
                "Greenway Primary",
            ],
            "facts": [
                "My son goes to {v}.",
                "Our boy's school is {v}.",
                "Every morning I drop my son at {v}.",
            ],
            "corrections": [
                ("cue", "lad's first week at {new} done, we survived"),
                ("cue", "We moved our son to {new} after Easter."),
                ("cue", "Our boy transferred to {new} this term."),
                ("cue", "son's a {new} kid as of september, jumper and all"),
                ("explicit", "Took my son out of {old}; he's at {new}."),
                ("explicit", "{old} couldn't cope with him, so he goes to {new}."),
                ("explicit", "school: {new}, not {old}"),
                ("explicit", "Said goodbye to {old} at the gates and enrolled him at {new}."),
                ("implicit", "{new} nativity: my son was Sheep 4 and he nailed it"),
                ("implicit", "Sewing name labels into everything for {new} at eleven at night."),
                ("implicit", "The head at {new} knows my son by name, which is worrying."),
                (
                    "implicit",
                    (
                        "Half-term Monday: the car battery was flat, the dog rolled in fox muck, "
                        "my mother-in-law arrived a day early, and I found a letter from {new} in "
                        "my son's bag from three weeks ago about a trip that was yesterday."
                    ),
                ),
            ],
            "questions": [
                "Which school does my son go to?",
                "Where's my boy at school?",
                "Where do I drop my son in the mornings?",
            ],
            "now": ["What school is my son at these days?"],
        },
        "zh": {
            "values": ["实验小学", "育才小学", "区一小", "外国语学校", "朝阳路小学", "师大附小"],
            "facts": ["我儿子在{v}上学。", "儿子的学校是{v}。", "每天早上我送儿子去{v}。"],
            "corrections": [
                ("cue", "儿子在{new}上完了第一周 活下来了"),
                ("cue", "开学我儿子转到{new}了。"),
                ("cue", "托关系让儿子进了{new}。"),
                ("cue", "这学期起儿子是{new}的学生啦"),
                ("explicit", "儿子从{old}转出来了，在{new}念。"),
                ("explicit", "{old}管不住他，去了{new}。"),
                ("explicit", "学校：{new}，不是{old}"),
                ("explicit", "在{old}门口跟老师们告了别，转去{new}。"),
                ("implicit", "{new}元旦汇演 我儿子演第四只羊 表现完美"),
                ("implicit", "晚上十一点还在给{new}的校服缝名字。"),
                ("implicit", "{new}的校长能叫出我儿子的名字，这可不是啥好事。"),
                (
                    "implicit",
                    (
                        "寒假第一天：车打不着火，狗在泥里打了个滚，婆婆提前一天到了，"
                        "我在儿子书包里翻出三个礼拜前{new}发的通知，说的是昨天的春游。"
                    ),
                ),
            ],
            "questions": [
                "我儿子在哪个学校上学？",
                "儿子读的是哪所学校？",
                "我每天早上送儿子去哪儿？",
            ],
            "now": ["我儿子现在在哪个学校？"],
        },
    },
    {
        "key": "son_teacher",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Miss Patel",
                "Mr Hughes",
                "Mrs O'Brien",
                "Ms Adeyemi",
                "Mr Novak",
                "Miss Carter",
            ],
            "facts": [
                "My son's teacher is {v}.",
                "My son's in {v}'s class.",
                "At parents' evening we see {v}.",
            ],
            "corrections": [
                ("cue", "my son's got {new} this year, seems nice"),
                ("cue", "They've put him in {new}'s class after the reshuffle."),
                ("cue", "Class lists are out and he's with {new}."),
                ("cue", "His teacher's {new} since the maternity cover kicked in."),
                ("explicit", "{old} has left the school, so my son has {new}."),
                ("explicit", "No more {old}; my son's teacher is {new}."),
                ("explicit", "teacher: {new}. {old} gone to another school"),
                ("explicit", "{old} handed the class over to {new} at Easter."),
                (
                    "implicit",
                    "{new} sent home a sticker for 'excellent sitting', proud parent moment",
                ),
                ("implicit", "My son does a very good impression of {new} saying 'eyes on me'."),
                ("implicit", "Bought {new} a candle and a card for the end of term."),
                (
                    "implicit",
                    (
                        "World Book Day chaos: the costume was a dressing gown and a wooden spoon, "
                        "the printer died before the book token, my son cried at the gate, and "
                        "{new} knelt down and told him his Gruffalo was the best in the school."
                    ),
                ),
            ],
            "questions": [
                "Who is my son's teacher?",
                "Whose class is my son in?",
                "Who teaches my son?",
            ],
            "now": ["Who's my son's teacher at the moment?"],
        },
        "zh": {
            "values": ["王老师", "刘老师", "陈老师", "赵老师", "周老师", "孙老师"],
            "facts": ["我儿子的班主任是{v}。", "儿子在{v}的班上。", "开家长会见的是{v}。"],
            "corrections": [
                ("cue", "新学期儿子班主任是{new} 看着挺和气"),
                ("cue", "分班以后儿子归{new}带了。"),
                ("cue", "名单出来了，儿子分到{new}班上。"),
                ("cue", "原班主任休产假，{new}接手了"),
                ("explicit", "{old}调走了，儿子的班主任是{new}。"),
                ("explicit", "不是{old}了，班主任是{new}。"),
                ("explicit", "班主任：{new}，{old}去别的学校了"),
                ("explicit", "{old}期中把班交给了{new}。"),
                ("implicit", "{new}在家长群里表扬儿子“坐得端正” 老母亲欣慰"),
                ("implicit", "儿子学{new}喊“小眼睛看老师”，学得一模一样。"),
                ("implicit", "期末给{new}买了束花和一张贺卡。"),
                (
                    "implicit",
                    (
                        "读书节一团乱：服装是一件浴袍加一把木勺子，打印机在打书单前罢工，"
                        "儿子在校门口哭了，{new}蹲下来跟他说他演的是全校最好的孙悟空。"
                    ),
                ),
            ],
            "questions": ["我儿子的班主任是谁？", "儿子在哪个老师班上？", "谁带我儿子的班？"],
            "now": ["我儿子现在的班主任是谁？"],
        },
    },
    {
        "key": "partner_job",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a paramedic",
                "a primary school teacher",
                "an electrician",
                "a solicitor",
                "a software tester",
                "a bus driver",
            ],
            "facts": [
                "My partner works as {v}.",
                "My other half is {v}.",
                "My partner earns a living as {v}.",
            ],
            "corrections": [
                ("cue", "partner's retrained as {new}, so proud"),
                ("cue", "My other half landed a job as {new} and has done the first week."),
                ("cue", "After the course my partner qualified and is working as {new}."),
                ("cue", "other half's taken the plunge and gone off to be {new}"),
                ("explicit", "My partner packed in being {old} and works as {new}."),
                ("explicit", "My other half isn't {old} any more, they're {new}."),
                ("explicit", "partner's job: {new}, not {old}"),
                ("explicit", "Ten years as {old} and my partner's gone and become {new}."),
                ("implicit", "partner came in from a shift as {new} and fell asleep in their coat"),
                (
                    "implicit",
                    "My partner can't go to a party without someone asking about life as {new}.",
                ),
                (
                    "implicit",
                    "Everyone at the barbecue wanted stories from my partner's day as {new}.",
                ),
                (
                    "implicit",
                    (
                        "Our anniversary: the restaurant lost the booking, it hailed, the "
                        "babysitter cancelled at six, and in the end we had chips on the sea wall "
                        "while my partner told stories about life as {new} until we were both "
                        "crying laughing."
                    ),
                ),
            ],
            "questions": [
                "What does my partner do for a living?",
                "What's my other half's job?",
                "What does my partner work as?",
            ],
            "now": ["What's my partner's job at the moment?"],
        },
        "zh": {
            "values": ["中学老师", "外卖骑手", "网约车司机", "银行柜员", "程序员", "公务员"],
            "facts": ["我老公是{v}。", "我老公的工作是{v}。", "我老公干的是{v}。"],
            "corrections": [
                ("cue", "我老公转行当{new}了 替他骄傲"),
                ("cue", "我老公找了份{new}的工作，第一周干完了。"),
                ("cue", "培训完我老公干起了{new}。"),
                ("cue", "老公一咬牙去当{new}了"),
                ("explicit", "我老公{old}不干了，当{new}去了。"),
                ("explicit", "我老公不是{old}了，是{new}。"),
                ("explicit", "老公的工作：{new}，不是{old}"),
                ("explicit", "干了十年{old}，我老公跑去当了{new}。"),
                ("implicit", "老公干{new}干了一天 回家外套都没脱就睡着了"),
                ("implicit", "亲戚聚会上总有人拉着我老公问当{new}的事。"),
                ("implicit", "烧烤的时候大家都围着听我老公讲当{new}的那些事儿。"),
                (
                    "implicit",
                    (
                        "结婚纪念日：饭店把预订弄丢了，下冰雹，六点保姆说来不了，"
                        "最后我俩坐在海堤上吃炸串，听我老公讲当{new}碰上的奇葩事，笑得眼泪直流。"
                    ),
                ),
            ],
            "questions": ["我老公做什么工作？", "我老公是干什么的？", "我老公的职业是什么？"],
            "now": ["我老公现在干什么工作？"],
        },
    },
    {
        "key": "language_tutor",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Señora Ruiz on italki",
                "Marco from Preply",
                "Lucía at the Instituto Cervantes",
                "my neighbour Inés",
                "Pablo over Zoom",
                "a retired teacher called Carmen",
            ],
            "facts": [
                "My Spanish tutor is {v}.",
                "I have Spanish lessons with {v}.",
                "The person teaching me Spanish is {v}.",
            ],
            "corrections": [
                ("cue", "booked a block of lessons with {new}, vamos"),
                ("cue", "I've been learning Spanish with {new} since January."),
                ("cue", "Found {new} for my Spanish and we've done four lessons."),
                ("cue", "spanish lessons are with {new} these days"),
                ("explicit", "{old} went back to Madrid, so I learn with {new}."),
                ("explicit", "Stopped lessons with {old}; {new} teaches me."),
                ("explicit", "spanish tutor: {new}, not {old}"),
                ("explicit", "{old} got too booked up, so I went to {new}."),
                (
                    "implicit",
                    (
                        "{new} had me describing my kitchen in spanish for 20 mins. colander is "
                        "'colador' apparently"
                    ),
                ),
                (
                    "implicit",
                    "Did my Spanish homework for {new} on the bus with the dictionary open.",
                ),
                (
                    "implicit",
                    (
                        "{new} laughed so hard at my subjunctive that we lost ten minutes of the "
                        "lesson."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Thursday was mad: the school run in the rain, a fire alarm at work, a "
                        "filling at the dentist, a parcel to return, and at eight o'clock I was at "
                        "the kitchen table conjugating verbs for {new} with half my face numb."
                    ),
                ),
            ],
            "questions": [
                "Who's my Spanish tutor?",
                "Who do I have Spanish lessons with?",
                "Who's teaching me Spanish?",
            ],
            "now": ["Who's teaching me Spanish at the moment?"],
        },
        "zh": {
            "values": [
                "沪江网校的田中老师",
                "樱花日语的小林老师",
                "语伴美咲",
                "日语外教山本",
                "日企退休的周阿姨",
                "留学生佐藤",
            ],
            "facts": ["我的日语老师是{v}。", "我跟{v}学日语。", "教我日语的是{v}。"],
            "corrections": [
                ("cue", "跟{new}约了一期课 冲"),
                ("cue", "过完年起跟{new}学日语。"),
                ("cue", "找到了{new}，已经上了四节课。"),
                ("cue", "日语改跟{new}学了"),
                ("explicit", "{old}回日本了，我跟{new}学。"),
                ("explicit", "不跟{old}上课了，{new}教我。"),
                ("explicit", "日语老师：{new}，不是{old}"),
                ("explicit", "{old}排课太满，我去找了{new}。"),
                ("implicit", "{new}让我用日语描述厨房二十分钟 原来漏勺叫“穴あきお玉”"),
                ("implicit", "坐公交写{new}留的日语作业，词典一直开着。"),
                ("implicit", "{new}听我的敬语笑到停不下来，一节课耽误了十分钟。"),
                (
                    "implicit",
                    (
                        "周四忙疯了：下雨送孩子，单位消防演练，补了颗牙，退了个快递，"
                        "晚上八点还坐在餐桌边跟{new}练动词变形，半边脸还是麻的。"
                    ),
                ),
            ],
            "questions": ["我的日语老师是谁？", "我跟谁学日语？", "谁在教我日语？"],
            "now": ["我现在跟谁学日语？"],
        },
    },
    {
        "key": "running_club",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Clapham Chasers",
                "Serpentine Running Club",
                "Run Dem Crew",
                "GoodGym",
                "the running club at work",
                "a couch-to-5k group in the park",
            ],
            "facts": [
                "I run with {v}.",
                "My running club is {v}.",
                "I'm out running with {v} twice a week.",
            ],
            "corrections": [
                ("cue", "joined {new}, first club run done, legs gone"),
                ("cue", "Signed up with {new} for the spring."),
                ("cue", "Paid my subs to {new} last month."),
                ("cue", "running with {new} these days, they do hills, send help"),
                ("explicit", "{old} got too competitive, so I run with {new}."),
                ("explicit", "Left {old}; my club runs are with {new}."),
                ("explicit", "running club: {new}. {old} not for me"),
                ("explicit", "Stopped turning up to {old} and joined {new}."),
                ("implicit", "{new} did hill reps in the rain tonight and i saw god"),
                ("implicit", "The vest from {new} came in the post and it's luminous yellow."),
                ("implicit", "Someone from {new} overtook me pushing a double buggy."),
                (
                    "implicit",
                    (
                        "Race day: I forgot my safety pins, the portaloo queue was twenty deep, it "
                        "rained sideways from mile three, and the only reason I finished was the "
                        "lot from {new} screaming my name at the corner by the bandstand."
                    ),
                ),
            ],
            "questions": [
                "Who do I run with?",
                "What running club am I in?",
                "Which group do I go running with?",
            ],
            "now": ["Which running club am I with at the moment?"],
        },
        "zh": {
            "values": [
                "奥森跑团",
                "公司跑团",
                "小区夜跑群",
                "朝阳公园跑团",
                "耐克跑步俱乐部",
                "大学校友跑团",
            ],
            "facts": ["我跟{v}一起跑步。", "我的跑团是{v}。", "一周两回我跟{v}出去跑。"],
            "corrections": [
                ("cue", "进了{new} 第一次团跑完腿废了"),
                ("cue", "为了备赛报了{new}。"),
                ("cue", "上个月交了{new}的会费。"),
                ("cue", "这阵子跟{new}跑，他们练坡，救命"),
                ("explicit", "{old}太卷了，跟{new}跑。"),
                ("explicit", "退了{old}，团跑跟{new}。"),
                ("explicit", "跑团：{new}，{old}不适合我"),
                ("explicit", "{old}不去了，加了{new}。"),
                ("implicit", "今晚{new}冒雨练爬坡 我看见了天堂"),
                ("implicit", "{new}的团服寄到了，荧光黄的。"),
                ("implicit", "{new}里有个人推着双人婴儿车把我超了。"),
                (
                    "implicit",
                    (
                        "比赛那天：别号码布的针忘带了，流动厕所排了二十个人，"
                        "过了第五公里雨就横着下，我能跑完全靠{new}那帮人在拐弯那儿扯着嗓子喊我名字"
                        "。"
                    ),
                ),
            ],
            "questions": ["我跟谁一起跑步？", "我在哪个跑团？", "我跑步跟的是哪个团？"],
            "now": ["我现在跟哪个跑团跑？"],
        },
    },
]
