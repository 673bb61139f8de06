"""Fresh templates of the knowledge-update benchmark, eighteenth generation ("fresh18")
(for `python -m bench.knowledge_update --templates fresh18`, once it is registered there).

Written blind on 2026-12-06 by a helper session that read no engine code: none of core/, server/,
tests/ and clients/, and no bench/*.py script. Of bench/data/ it read ku_fresh16.py in full (for
the format), the directory listing, and the other ku_*.py only through a grep on '"key"' (which
lists their attribute keys, plus the few docstring lines that contain the word), so that no key is
reused; it did not read their wordings. It also read the format checker check_fresh18.py in its
notes folder. It did not run the engine or any benchmark. This is fresh18: run it once, do not tune
on it; whoever tunes on it writes a new set and says so.

22 attributes, a household of one user with a schoolgirl daughter and a little one at nursery:
  - a cup at the office: the mug on the desk, the milk in the tea or latte and the sugar in it
    (office_mug, milk_choice, sugar_choice; 工位上的杯子, and the 瑞幸-style latte with 燕麦奶 or
    椰乳 and 少甜 or 三分糖);
  - evenings on the sofa: the games console and the game the user is playing on it, and the
    series the user is watching (games_console, console_game, box_set; Steam Deck, PS5,
    拯救者游戏本, 原神, 黑神话：悟空, 《繁花》, 《漫长的季节》);
  - the little one: the key worker at nursery and where the birthday party is booked
    (nursery_key_worker, kid_party_venue; 小班的陶老师, 甜甜老师, 淘气堡, 小区会所, 农家乐);
  - the daughter's instrument (daughter_instrument; 古筝, 琵琶, 二胡, 架子鼓);
  - the user's sport and dancing: where five-a-side is played, the bouldering wall, the dance
    style and the dance partner (five_a_side_venue, bouldering_wall, dance_style, dance_partner;
    踢野球的笼式场, 抱石馆, 广场舞, 交谊舞, 楼下的刘姐);
  - home: the bedtime drink, what goes out for the garden birds (阳台上喂鸟的小米 or 碎玉米),
    the fish in the tank, the foundation, the air fryer and the biscuits with a cup of tea
    (bedtime_drink, bird_feeder_food, tank_fish, foundation_makeup, air_fryer, tea_biscuit;
    酸枣仁茶, 斗鱼, 花西子, 小熊空气炸锅, 桃酥, 沙琪玛);
  - the phone: the search engine, the AI chat assistant and the weather app (search_engine,
    chatbot, weather_app; 百度, 夸克, 豆包, Kimi, DeepSeek, 墨迹天气, 彩云天气).
Two slots are people, the little one's key worker and the user's dance partner; their values carry
a name or a distinctive form ("a lad called Kieran", "Lena from the evening class", "小班的陶老师",
"退休的周师傅") so that plain words such as "a teacher", "老师" or "师傅" elsewhere in the set are
not values.

The Chinese side is localised, not translated (Chinese brands, apps, dishes, places and people).

Some attributes sit next to each other on purpose, and their values never coincide: the mug, the
milk and the sugar are the same office drink; the console and the game are the same evenings; the
key worker and the party are the same child; the dance style and the partner are the same class;
the search engine, the chat assistant and the weather app are on the same phone. Some wordings of
one attribute mention its neighbours in general words (never a value), so a system that lets one
overwrite the other is caught out. Each attribute itself stays single-valued.

Same format as ku_fresh16.py: per attribute and language six values, three facts, twelve
corrections (three "cue", three "explicit", six "implicit"), three questions and one "now"
question; "plain" corrections are the facts restated with the new value. The styles:
  "cue"       a change word, no old value ("got sucked into", "Ever since the kitchen refit at
              work", "打那以后", "被同事安利了");
  "explicit"  the old value named as given up ("{old} cracked in the office dishwasher",
              "{old}的炸篮裂了");
  "implicit"  no change word and no old value: the new value turns up in a small scene, a terse
              lower-case line with typos, or one clause of a long rambling message.
Corrections carry no direction words tied to the order of old and new (the values are drawn at
random): nothing says earlier, later, cheaper, bigger, better or back to.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating one (a café that ran out of milk, a sugar bowl chained to a spoon, an arcade
machine, a climbing frame, a pet-shop tank, a make-up counter, a chip-pan fire, a biscuit factory,
a forecast that got it wrong; 楼下奶茶店排长队, 公园里的鸽子, 花鸟市场的鱼缸); a few are about the
same daughter and little one and about other things; some use "new", "now", "changed", "moved",
"switched", "还", "又", "换", "新", "改", "搬" in senses that are not a change of an attribute.
None of them states or implies a value. Filler names, cities, dishes, snacks, shows, things and
birds are not values of any attribute.
"""

# ruff: noqa: RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": [
            "Oona",
            "Hamish",
            "Bethan",
            "Ravi",
            "Celine",
            "Gareth",
            "Yusuf",
            "Philippa",
        ],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "June", "July", "September", "November"],
        "city": ["Leeds", "Bruges", "Seville", "Inverness", "Lisbon", "Harrogate", "Bologna"],
        "dish": [
            "a shepherd's pie",
            "a Thai green curry",
            "a toad in the hole",
            "a beef stew",
            "a mushroom risotto",
            "a fish finger sandwich",
        ],
        "snack": [
            "a Kit Kat",
            "a bag of Monster Munch",
            "a Freddo",
            "a cheese scone",
            "a packet of Hula Hoops",
            "a Bakewell tart",
        ],
        "show": [
            "Bake Off",
            "Gardeners' World",
            "Match of the Day",
            "University Challenge",
            "Coronation Street",
            "Gogglebox",
        ],
        "thing": [
            "the fridge",
            "the tumble dryer",
            "the microwave",
            "the shower pump",
            "the front gate",
            "the loft ladder",
        ],
        "bird": [
            "a robin",
            "a goldfinch",
            "a heron",
            "a magpie",
            "a long-tailed tit",
            "a red kite",
        ],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "12", "19", "24", "40"],
    },
    "zh": {
        "friend": ["小琳", "老韩", "思思", "阿凯", "晓梅", "大刘", "佳佳", "小蒋"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["青岛", "西安", "厦门", "长沙", "苏州", "哈尔滨", "昆明"],
        "dish": ["酸菜鱼", "地三鲜", "宫保鸡丁", "东坡肉", "小鸡炖蘑菇", "西红柿炒鸡蛋"],
        "snack": ["辣条", "鸭脖", "锅巴", "海苔", "话梅", "卤鸡爪"],
        "show": [
            "《向往的生活》",
            "《披荆斩棘》",
            "《动物世界》",
            "《舌尖上的中国》",
            "《非诚勿扰》",
            "《今日说法》",
        ],
        "thing": ["洗衣机", "冰箱", "扫地机器人", "燃气灶", "抽湿机", "晾衣架"],
        "bird": ["一只翠鸟", "一群灰喜鹊", "一只白鹭", "几只戴胜", "一只红嘴蓝鹊", "一对斑鸠"],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "12", "19", "24", "40"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The café by the station ran out of milk of every kind by ten and served black "
            "coffee with an apology.",
        ),
        (
            "EPISODIC",
            "{friend} collects daft mugs and has one shaped like a toilet that she drinks soup "
            "out of.",
        ),
        (
            "EPISODIC",
            "The sugar bowl in the hospital canteen has its spoon chained on, like the pens at "
            "the bank.",
        ),
        (
            "EPISODIC",
            "A lad on the bus played a handheld game with the sound up for forty minutes and "
            "nobody said a word.",
        ),
        (
            "EPISODIC",
            "The arcade on the pier in {city} still has a Street Fighter cabinet with a queue "
            "of men in their fifties.",
        ),
        (
            "EPISODIC",
            "The telly in the pub was showing a costume drama with subtitles on and not one "
            "person watching it.",
        ),
        (
            "EPISODIC",
            "The nursery on the high street has a mural of a giraffe with at least six legs.",
        ),
        (
            "EPISODIC",
            "A children's entertainer at a party in the park made balloon animals that all came "
            "out as the same sausage dog.",
        ),
        (
            "EPISODIC",
            "A busker outside the station in {city} played the bagpipes through the whole of "
            "the rush hour.",
        ),
        (
            "EPISODIC",
            "The floodlights on the council pitches come on at four and light up half the "
            "estate.",
        ),
        (
            "EPISODIC",
            "{friend} got stuck at the top of a climbing frame in the park showing her kids how "
            "it's done.",
        ),
        (
            "EPISODIC",
            "An old couple waltzed down the frozen aisle at the supermarket to whatever was on "
            "the tannoy.",
        ),
        (
            "EPISODIC",
            "The hotel in {city} left a sachet of hot chocolate on the pillow and a note about "
            "the fire exits.",
        ),
        (
            "EPISODIC",
            "A pigeon walked into the bakery, had a look at the prices and walked back out.",
        ),
        (
            "EPISODIC",
            "The pet shop has a huge tank in the window and there's always a row of toddlers "
            "pressed against it.",
        ),
        (
            "EPISODIC",
            "The woman on the make-up counter drew a stripe on my jaw and said a lot of words I "
            "didn't follow.",
        ),
        (
            "EPISODIC",
            "{friend}'s mum set the chip pan on fire in 1996 and the kitchen ceiling still has "
            "the shadow of it.",
        ),
        (
            "EPISODIC",
            "The biscuit factory in {city} makes the whole town smell of warm sugar on a "
            "weekday morning.",
        ),
        (
            "EPISODIC",
            "Went up the loft looking for the Christmas lights and came down with my school "
            "reports instead.",
        ),
        (
            "EPISODIC",
            "{friend} asked her smart speaker what the weather was doing and it played a song "
            "about rain.",
        ),
        (
            "EPISODIC",
            "The forecast promised sunshine for the school fete and it hailed on the tombola.",
        ),
        (
            "EPISODIC",
            "The robot at the airport help desk told me my gate twice and then told me a joke "
            "about a penguin.",
        ),
        ("EPISODIC", "The leisure centre café does a hot chocolate that is mostly squirty cream."),
        (
            "EPISODIC",
            "A man at the bus stop was feeding crusts to the gulls and getting told off by a "
            "woman with a pram.",
        ),
        (
            "EPISODIC",
            "The chippy in {city} had a fish tank behind the counter, which felt like a threat.",
        ),
        (
            "EPISODIC",
            "The dentist's receptionist has a lamp shaped like a molar and is very proud of it.",
        ),
        ("PREFERENCE", "I can't stand a lukewarm drink; hot or cold, nothing in between."),
        (
            "PREFERENCE",
            "I hate it when people dunk something and leave crumbs floating in the cup.",
        ),
        ("PREFERENCE", "Give me a window seat on a train and a flask and I'm happy for hours."),
        (
            "SEMANTIC",
            "In {city} everyone seems to cycle, in the rain, in suits, with a dog in a basket.",
        ),
        (
            "SEMANTIC",
            "My grandma could tell rain was coming from her knees and was never once wrong.",
        ),
        (
            "SEMANTIC",
            "I did grade three recorder at school and it was the peak of my musical life.",
        ),
        # the same daughter and little one, the same office, other things
        (
            "EPISODIC",
            "My daughter wants her ears pierced and has written me a letter with bullet points "
            "about it.",
        ),
        ("EPISODIC", "The little one calls every dog a horse and every horse a big dog."),
        (
            "EPISODIC",
            "The little one fell asleep in the trolley at the big Tesco and we did the rest of "
            "the shop in silence.",
        ),
        (
            "EPISODIC",
            "My daughter did a volcano for her science project and there is still baking soda "
            "on the kitchen ceiling.",
        ),
        (
            "EPISODIC",
            "The little one bit another child at nursery and the other child bit back, so "
            "apparently it's even.",
        ),
        (
            "EPISODIC",
            "My daughter taught the little one to say 'whatever' and now I hear it forty times "
            "a day.",
        ),
        (
            "EPISODIC",
            "The lift at work broke and the whole of accounts walked up nine floors complaining.",
        ),
        (
            "EPISODIC",
            "The fire alarm at work went off during the all-hands and the CEO kept talking in "
            "the car park.",
        ),
        (
            "SEMANTIC",
            "My daughter and the little one share a bedroom and a running argument about the "
            "nightlight.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} has moved into a flat above a chippy and smells of vinegar at all times.",
        ),
        ("EPISODIC", "The post office now shuts at lunchtime on a {weekday} and nobody knows why."),
        (
            "EPISODIC",
            "Changed the battery in the smoke alarm at two in the morning standing on a wobbly "
            "chair.",
        ),
        ("EPISODIC", "The neighbours have a new baby and he has lungs like a foghorn."),
        (
            "EPISODIC",
            "Switched the heating on in {month} and felt like I'd lost a bet with myself.",
        ),
        ("EPISODIC", "Still waiting on the plumber who said he'd come on {weekday}."),
        (
            "EPISODIC",
            "The council swapped the bins round again and the whole street put out the wrong "
            "one.",
        ),
        (
            "EPISODIC",
            "{friend} started a pottery class and gave me a bowl that can't stand up on its own.",
        ),
        (
            "EPISODIC",
            "The library has moved the crime novels upstairs and the regulars are furious.",
        ),
        (
            "EPISODIC",
            "My cousin changed his surname when he got married and the family still can't cope.",
        ),
        (
            "EPISODIC",
            "A new roundabout has gone in by the retail park and nobody knows which lane to be "
            "in.",
        ),
        ("EPISODIC", "The kids' shoes are too small again, it's been about five weeks."),
        ("EPISODIC", "Moved the wardrobe to hoover behind it and found a Lego man and a fiver."),
        (
            "EPISODIC",
            "The café round the corner has changed hands and the scones are the same size as "
            "before.",
        ),
        # plain unrelated
        (
            "SEMANTIC",
            "I can whistle with two fingers loud enough to stop a taxi across a dual "
            "carriageway.",
        ),
        (
            "SEMANTIC",
            "{friend} and I were in the same nativity play and she still thinks she should have "
            "been Mary.",
        ),
        ("SEMANTIC", "Ours is the house with the yellow door and the gnome holding a fishing rod."),
        (
            "SEMANTIC",
            "There are {number} steps up to our front door and I've counted every one with "
            "shopping bags.",
        ),
        ("PREFERENCE", "{dish} on a cold night and I don't need anything else."),
        ("PREFERENCE", "I'll watch {show} whenever it's on, even the repeats."),
        ("PREFERENCE", "{snack} after a long day is non-negotiable."),
        ("EPISODIC", "Made {dish} on {weekday} and the kids picked every bit of onion out of it."),
        ("EPISODIC", "Saw {bird} on the washing line this morning, bold as anything."),
        ("EPISODIC", "{thing} made a noise like a dying goose halfway through dinner."),
        ("EPISODIC", "Watched {show} with {friend} and she talked through the entire thing."),
        (
            "EPISODIC",
            "Sat {minutes} minutes in the car park at the retail park waiting for a space.",
        ),
        ("EPISODIC", "Went to {city} in {month} and it rained sideways for three days."),
        ("EPISODIC", "Fixed {thing} with a YouTube video, a spoon and a lot of patience."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "楼下奶茶店周末排的队拐了两个弯，排到一半店员出来说牛奶用完了。"),
        ("EPISODIC", "{friend}收集各种奇怪的杯子，有一个做成马桶形状的，她拿来喝汤。"),
        ("EPISODIC", "医院食堂的糖罐子拿链子拴着勺，跟银行柜台的笔一样。"),
        ("EPISODIC", "地铁上有个小伙子外放打游戏打了一路，没一个人吭声。"),
        ("EPISODIC", "{city}老街上那家游戏厅还开着，拳皇机台前面站着一排四五十岁的大叔。"),
        ("EPISODIC", "饭馆墙上的电视放着一部宫斗剧，开着字幕，一个看的人都没有。"),
        ("EPISODIC", "街口那家幼儿园墙上画了只长颈鹿，数了数有六条腿。"),
        ("EPISODIC", "公园里有人办生日会，请的小丑扭的气球全长得像同一条腊肠狗。"),
        ("EPISODIC", "{city}地铁口有个大爷拉了一晚高峰的手风琴，一首都没重样。"),
        ("EPISODIC", "体育公园的灯光四点半就亮了，把半个小区照得跟白天一样。"),
        ("EPISODIC", "{friend}在小区滑梯上给孩子示范，结果卡在顶上下不来了。"),
        ("EPISODIC", "超市冷冻区里一对老夫妻跟着广播里的歌跳了一段，跳完接着挑速冻饺子。"),
        ("EPISODIC", "{city}的酒店在枕头上放了一包速溶咖啡，还有一张写着退房时间的卡片。"),
        ("EPISODIC", "一只鸽子溜达进了面包店，看了一眼价签又溜达出去了。"),
        ("EPISODIC", "花鸟市场有个老板的鱼缸摆了一整面墙，门口总趴着一排小孩。"),
        ("EPISODIC", "商场专柜的柜姐在我下巴上试了一道颜色，说了一串我听不懂的词。"),
        ("EPISODIC", "{friend}她妈当年炸油条把锅点着了，厨房天花板到今天还有一块黑印。"),
        ("EPISODIC", "{city}那家饼干厂一开工，半个城都是烤糖的味儿。"),
        ("EPISODIC", "爬上阁楼找春联，结果翻出来一摞小学的成绩单。"),
        ("EPISODIC", "{friend}问她家的智能音箱明天天气怎么样，它给她放了一首《雨一直下》。"),
        ("EPISODIC", "天气预报说运动会那天大晴天，结果下了一场冰雹，砸在主席台上叮叮当当。"),
        ("EPISODIC", "机场问讯处的机器人把登机口告诉了我两遍，又给我讲了个企鹅的笑话。"),
        ("EPISODIC", "公园湖边有人拿馒头喂鸽子，被一个推婴儿车的阿姨说了一顿。"),
        ("EPISODIC", "{city}有家面馆收银台后面摆着个大鱼缸，总觉得有点威胁的意思。"),
        ("EPISODIC", "牙科诊所前台有一盏做成大牙形状的台灯，护士特别得意。"),
        ("EPISODIC", "广场上两拨跳舞的阿姨为了音响的音量吵起来，最后各放各的。"),
        ("PREFERENCE", "喝东西我受不了温吞的，要么烫要么冰。"),
        ("PREFERENCE", "最烦有人把饼干泡在茶里，泡得碎渣漂一杯。"),
        ("PREFERENCE", "坐高铁给我一个靠窗的位子，一杯热水，我能坐一天。"),
        ("SEMANTIC", "{city}人出门好像都骑电动车，下雨也骑，穿着雨披一溜烟就过去了。"),
        ("SEMANTIC", "我姥姥膝盖一疼就知道要下雨，从来没失过手。"),
        ("SEMANTIC", "我小学吹过竖笛，那是我音乐生涯的巅峰。"),
        # the same daughter and little one, the same office, other things
        ("EPISODIC", "闺女想打耳洞，给我写了一封信，分了一二三条。"),
        ("EPISODIC", "小的那个见了狗就喊马，见了马就喊大狗。"),
        ("EPISODIC", "小的在超市购物车里睡着了，我们剩下的东西是蹑手蹑脚买完的。"),
        ("EPISODIC", "闺女做科学作业搞了个火山喷发，厨房天花板上到今天还有小苏打。"),
        ("EPISODIC", "小的在幼儿园咬了别的小朋友，人家又咬回来了，老师说算扯平。"),
        ("EPISODIC", "闺女教会了小的说“随便”，我一天能听四十遍。"),
        ("EPISODIC", "单位电梯坏了，整个财务部一边爬九楼一边骂。"),
        ("EPISODIC", "开全员大会的时候消防警报响了，老板站在停车场里接着讲。"),
        ("SEMANTIC", "闺女跟小的睡一个屋，为了开不开小夜灯天天吵。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬到一家烧烤店楼上去了，身上一年四季一股孜然味。"),
        ("EPISODIC", "邮局{weekday}中午还是关门，谁也不知道为什么。"),
        ("EPISODIC", "半夜两点站在晃悠的椅子上给烟雾报警器换电池。"),
        ("EPISODIC", "对门家添了个新生儿，嗓门跟汽笛似的。"),
        ("EPISODIC", "{month}就把电热毯打开了，感觉自己跟自己打赌输了。"),
        ("EPISODIC", "修水管的师傅说{weekday}来，到现在还没影儿。"),
        ("EPISODIC", "小区又改了垃圾分类的时间，整栋楼扔错了一半。"),
        ("EPISODIC", "{friend}去学陶艺，送了我一个碗，自己立不住。"),
        ("EPISODIC", "图书馆把悬疑小说搬到三楼去了，老读者气得不行。"),
        ("EPISODIC", "表哥结婚以后改了个名字，一家人到现在还叫不惯。"),
        ("EPISODIC", "开发区新修了个环岛，谁也搞不清该走哪条道。"),
        ("EPISODIC", "俩孩子的鞋又小了，这才穿了五个礼拜。"),
        ("EPISODIC", "挪衣柜扫灰，扫出来一个乐高小人和五块钱。"),
        ("EPISODIC", "街角那家包子铺换了老板，包子还是那么大。"),
        ("EPISODIC", "单位门禁卡换成了刷脸，我戴着口罩愣是进不去。"),
        # plain unrelated
        ("SEMANTIC", "我能用两根手指吹口哨，马路对面的出租车都能叫停。"),
        ("SEMANTIC", "{friend}跟我小时候一起演过六一节目，她到现在还觉得主角该是她。"),
        ("SEMANTIC", "我家就是门口挂着一串红辣椒的那家。"),
        ("SEMANTIC", "我家楼道有{number}级台阶，拎着菜上楼的时候每一级我都数过。"),
        ("PREFERENCE", "天冷的晚上来一碗{dish}，别的都不要了。"),
        ("PREFERENCE", "{show}只要在播我就看，重播也看。"),
        ("PREFERENCE", "累了一天来点{snack}，谁也别拦着。"),
        ("EPISODIC", "{weekday}做了{dish}，俩孩子把里面的葱全挑出来了。"),
        ("EPISODIC", "早上看见{bird}落在晾衣杆上，一点也不怕人。"),
        ("EPISODIC", "吃晚饭吃到一半，{thing}发出一声跟鹅叫似的怪响。"),
        ("EPISODIC", "跟{friend}一起看{show}，她从头说到尾。"),
        ("EPISODIC", "在商场停车场转了{minutes}分钟才找着一个车位。"),
        ("EPISODIC", "{month}去{city}，雨斜着下了三天。"),
        ("EPISODIC", "照着短视频拿一把勺子把{thing}修好了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "office_mug",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a chipped Emma Bridgewater mug",
                "a KeepCup",
                "a Stanley tumbler",
                "a mug that says Team Payroll",
                "a Moomin mug",
                "a Yeti flask",
            ],
            "facts": [
                "At work I drink out of {v}.",
                "The mug on my desk at the office is {v}.",
                "My tea at work goes in {v}.",
            ],
            "corrections": [
                ("cue", "got myself {new} for work, that's my mug sorted"),
                ("cue", "Ever since the kitchen refit at work my tea has gone in {new}."),
                ("cue", "Secret Santa landed me {new} and it's what I drink out of at the office."),
                ("explicit", "{old} cracked in the office dishwasher, so my tea goes in {new}."),
                ("explicit", "Somebody walked off with {old}; I use {new} at work."),
                ("explicit", "desk mug -> {new}. {old} retired to the pen pot"),
                (
                    "implicit",
                    "Facilities put {new} in the lost property box because I left it in meeting "
                    "room 4 again.",
                ),
                ("implicit", "knockd {new} over my keybaord in the 9am, sorry IT"),
                (
                    "implicit",
                    "Got caught on a video call sipping out of {new} and the client asked where "
                    "I'd got it.",
                ),
                (
                    "implicit",
                    "Did the tea round and everyone could spot mine without asking: {new}, by "
                    "the window, going cold.",
                ),
                (
                    "implicit",
                    "My manager eyed {new} on my desk and asked if I was planning to stay the "
                    "winter.",
                ),
                (
                    "implicit",
                    "Tuesday was a write-off: trains up the spout, my pass refusing the "
                    "barriers, the printer eating the board pack, two people off sick so I did "
                    "payroll on my own, the milk in the office fridge gone off, and the only "
                    "thing keeping me upright was black tea in {new}, refilled about nine times.",
                ),
            ],
            "questions": [
                "What mug do I use at work?",
                "What do I drink out of at the office?",
                "What's the mug on my work desk?",
            ],
            "now": ["Which mug am I using at work at the moment?"],
        },
        "zh": {
            "values": [
                "膳魔师保温杯",
                "带茶漏的玻璃杯",
                "印着公司logo的马克杯",
                "搪瓷缸子",
                "吨吨桶",
                "故宫文创杯",
            ],
            "facts": [
                "我在单位喝水用的是{v}。",
                "我工位上的杯子是{v}。",
                "上班泡茶我用{v}。",
            ],
            "corrections": [
                ("cue", "工位上的杯子换成{new}了"),
                ("cue", "年会抽奖抽中个{new}，打那天起上班就拿它喝水。"),
                ("cue", "自打茶水间装修完，我上班喝水就用{new}。"),
                ("explicit", "{old}被我摔了个豁口，上班用{new}。"),
                ("explicit", "{old}让人顺走了，工位上是{new}。"),
                ("explicit", "杯子：{new}；{old}退休，插笔用了"),
                ("implicit", "开会忘了把{new}拿回来，下午在会议室找着了，茶都泡成酱油色了。"),
                ("implicit", "{new}盖子没拧紧 洒了一桌子 文件全湿了 无语"),
                ("implicit", "视频会议上端着{new}喝了一口，客户问我在哪儿买的。"),
                ("implicit", "领导路过瞅了一眼我的{new}，说我这架势是打算在单位过冬。"),
                ("implicit", "保洁阿姨把{new}收进了失物招领的箱子，我找了一上午。"),
                (
                    "implicit",
                    "礼拜二算是废了：地铁晚点，工卡刷不开闸机，打印机把汇报材料吃了，两个同事请"
                    "病假，工资表我一个人做，茶水间冰箱里的奶也馊了，撑着我的就是{new}里的一杯浓"
                    "茶，续了得有九回水。",
                ),
            ],
            "questions": [
                "我在单位用什么杯子？",
                "我上班拿什么喝水？",
                "我工位上那个杯子是什么？",
            ],
            "now": ["我现在上班用的是哪个杯子？"],
        },
    },
    {
        "key": "milk_choice",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "oat milk",
                "semi-skimmed",
                "soya milk",
                "whole milk",
                "lactose-free milk",
                "almond milk",
            ],
            "facts": [
                "I have {v} in my tea.",
                "Whatever I'm drinking at work, it gets {v}.",
                "The milk in my cuppa is {v}.",
            ],
            "corrections": [
                ("cue", "on {new} in my tea now"),
                ("cue", "My sister converted me to {new} and that's what goes in my brews."),
                (
                    "cue",
                    "Since we got the fancy coffee machine at work it's been {new} in "
                    "everything I drink.",
                ),
                ("explicit", "{old} was making my tea taste of cardboard, so I have {new}."),
                ("explicit", "Gave {old} the boot; {new} goes in my coffee."),
                ("explicit", "milk: {new} not {old} pls (for the tea round)"),
                (
                    "implicit",
                    "Stuck a label on the {new} in the office fridge and somebody still drank "
                    "half of it.",
                ),
                ("implicit", "asked the barista for {new} and got a lecture about froth. at 8am."),
                (
                    "implicit",
                    "The lad who does the tea round knows it's {new} and my usual mug without "
                    "being told.",
                ),
                (
                    "implicit",
                    "The bag split in the car park and a carton of {new} rolled under a Range "
                    "Rover.",
                ),
                (
                    "implicit",
                    "Made my mother-in-law a cuppa with {new} and she took one sip and went "
                    "very quiet.",
                ),
                (
                    "implicit",
                    "Mad morning: the little one's welly missing, the daughter's PE kit still "
                    "wet, a bin lorry blocking the road, my badge left in the other coat, a "
                    "fire drill at ten, and the one tea I got near all day was with {new}, in a "
                    "paper cup, because someone had nicked every mug on the floor.",
                ),
            ],
            "questions": [
                "What milk do I have in my tea?",
                "What kind of milk goes in my brew?",
                "Which milk do I take in my coffee at work?",
            ],
            "now": ["What milk am I taking in my tea currently?"],
        },
        "zh": {
            "values": ["燕麦奶", "全脂牛奶", "脱脂奶", "椰乳", "豆奶", "无乳糖牛奶"],
            "facts": [
                "我点拿铁都要{v}。",
                "我每天下午那杯拿铁加的是{v}。",
                "我喝咖啡配{v}。",
            ],
            "corrections": [
                ("cue", "拿铁改{new}了"),
                ("cue", "被同事安利了{new}，下午那杯拿铁都点这个。"),
                ("cue", "挪了个工位，跟着隔壁的姐妹点咖啡，打那以后拿铁里都加{new}。"),
                ("explicit", "{old}喝着胀气，拿铁里放{new}。"),
                ("explicit", "{old}这个月老断货，我就点{new}的。"),
                ("explicit", "拿铁：{new}，别给我{old}"),
                ("implicit", "下午拼单，小程序里给我勾的是{new}，我都没开口。"),
                ("implicit", "{new}拿铁洒了一键盘 一下午黏糊糊的"),
                ("implicit", "咖啡师把我的{new}和隔壁工位的做混了，俩人喝了一口同时皱眉。"),
                ("implicit", "茶水间冰箱里那盒{new}贴着我的名字，还是被人喝了半盒。"),
                ("implicit", "周末在家拿{new}给婆婆冲了杯咖啡，她喝了一口就不说话了。"),
                (
                    "implicit",
                    "早上兵荒马乱：小的雨靴找不着，闺女的校服还没干，垃圾车把路堵了，工牌落在另"
                    "一件外套里，十点又搞消防演练，一整天就喝上一杯拿铁，{new}的，纸杯装的，因为"
                    "工位上的杯子不知道被谁拿走了。",
                ),
            ],
            "questions": [
                "我拿铁里加的什么奶？",
                "我喝咖啡配什么奶？",
                "我每天那杯拿铁用的是哪种奶？",
            ],
            "now": ["我现在拿铁里加的是什么奶？"],
        },
    },
    {
        "key": "sugar_choice",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "no sugar",
                "one sugar",
                "two sugars",
                "half a sugar",
                "a sweetener",
                "a drizzle of honey",
            ],
            "facts": [
                "I take my tea with {v}.",
                "In my cuppa it's {v}.",
                "My brew at work gets {v}.",
            ],
            "corrections": [
                ("cue", "tea with {new} from today, don't judge"),
                ("cue", "A summer of working with builders got me onto {new} in my tea."),
                (
                    "cue",
                    "Ever since the office tea rota got shaken up I've been having {new} in my "
                    "brews.",
                ),
                ("explicit", "Couldn't face {old} in my tea any more, it's {new}."),
                ("explicit", "Ditched {old}; {new} in the coffee."),
                ("explicit", "sugar: {new} (not {old}!!)"),
                (
                    "implicit",
                    "The tea round lad got it right without asking, {new} and the right milk, "
                    "he's getting a Christmas card.",
                ),
                ("implicit", "tea w/ {new}, a biscuit, 4 mins of peace, then the 9:30"),
                (
                    "implicit",
                    "My gran watched me put {new} in my tea and said that's how grandad took "
                    "it, which felt like a warning.",
                ),
                (
                    "implicit",
                    "Wrote '{new}' on the whiteboard by the kettle so the temp stops asking.",
                ),
                (
                    "implicit",
                    "The canteen lady remembers {new} for me and nobody's name, mine included.",
                ),
                (
                    "implicit",
                    "Dentist at eight, a parking ticket because the machine only took coins, a "
                    "leaving do with warm cava at eleven, a fire door alarm every twenty "
                    "minutes, and the one nice moment was a proper brew with {new} that my desk "
                    "neighbour left on my coaster while I was on hold to the council.",
                ),
            ],
            "questions": [
                "How do I take my tea?",
                "How much sugar do I have in my tea?",
                "What do I sweeten my brew with?",
            ],
            "now": ["How am I taking my tea currently?"],
        },
        "zh": {
            "values": ["不另外加糖", "少甜", "标准甜", "三分糖", "半糖", "一泵香草糖浆"],
            "facts": [
                "我的拿铁要{v}。",
                "点咖啡我都选{v}。",
                "我下午那杯拿铁是{v}的。",
            ],
            "corrections": [
                ("cue", "拿铁改成{new}了"),
                ("cue", "跟着同事点了几回，咖啡就固定要{new}了。"),
                ("cue", "自打跟闺蜜搭伙拼单，下单都勾{new}。"),
                ("explicit", "{old}喝着齁得慌，我要{new}。"),
                ("explicit", "{old}不点了，拿铁{new}。"),
                ("explicit", "甜度：{new}，不是{old}"),
                ("implicit", "拼单的同事没问就给我勾了{new}，连要什么奶都记着。"),
                ("implicit", "{new}的拿铁 配一块饼干 偷闲四分钟 九点半又开会"),
                ("implicit", "前台小妹把我的单子大声念出来：大杯，{new}，全公司都知道我的口味了。"),
                ("implicit", "在小程序里点了{new}的，取餐码还没出来就被叫去开会了。"),
                ("implicit", "外卖小哥把我那杯{new}的跟隔壁公司的拿错了，我追到电梯口才拿回来。"),
                (
                    "implicit",
                    "早上八点看牙，出来车上贴了张罚单，中午欢送会喝了一杯温吞的香槟，消防门的报"
                    "警器每二十分钟响一回，一天里唯一舒心的是同桌趁我跟物业打电话，把一杯{new}的"
                    "拿铁放在了我的杯垫上。",
                ),
            ],
            "questions": [
                "我拿铁要什么甜度？",
                "我点咖啡选几分甜？",
                "我那杯拿铁放多少糖？",
            ],
            "now": ["我现在点咖啡要什么甜度？"],
        },
    },
    {
        "key": "games_console",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a PS5",
                "an Xbox Series X",
                "a Nintendo Switch",
                "a Steam Deck",
                "a gaming PC",
                "a ROG Ally",
            ],
            "facts": [
                "The console under my telly is {v}.",
                "I game on {v}.",
                "My evenings on the sofa are spent on {v}.",
            ],
            "corrections": [
                ("cue", "caved and got {new}, console sorted"),
                (
                    "cue",
                    "My brother-in-law sold me {new} for fifty quid and that's what I play on.",
                ),
                ("cue", "Since the kids took over the big telly I've been gaming on {new}."),
                (
                    "explicit",
                    "{old} began making a jet-engine noise and then died, so I play on {new}.",
                ),
                ("explicit", "Flogged {old} on Facebook Marketplace; {new} is what I game on."),
                ("explicit", "console: {new}. {old} went to my nephew"),
                (
                    "implicit",
                    "The little one hid a fish finger behind {new} and we only found it by the "
                    "smell.",
                ),
                (
                    "implicit",
                    "{new} updated for 40 mins b4 i could play anything, lost the will to live",
                ),
                (
                    "implicit",
                    "Stayed up till two on {new} and the daughter found me asleep on the sofa "
                    "with the controller on my chest.",
                ),
                (
                    "implicit",
                    "My dad had a go on {new} at Christmas and spent a full hour walking into a "
                    "wall.",
                ),
                (
                    "implicit",
                    "Power cut right in the middle of a boss fight on {new}, and the kids heard "
                    "some words they hadn't heard before.",
                ),
                (
                    "implicit",
                    "Proper Friday: the takeaway an hour late, the daughter sulking about a "
                    "sleepover, the little one up twice with bad dreams, the washing machine "
                    "beeping at midnight for no reason, and after all that I got forty minutes "
                    "on {new} with the sound right down, which is basically a spa day.",
                ),
            ],
            "questions": [
                "What console do I play on?",
                "What do I game on at home?",
                "Which games console have I got?",
            ],
            "now": ["What am I gaming on these days?"],
        },
        "zh": {
            "values": [
                "PS5",
                "Xbox",
                "Steam Deck掌机",
                "拯救者游戏本",
                "ROG掌机",
                "外星人台式机",
            ],
            "facts": [
                "我在家打游戏用的是{v}。",
                "我晚上窝在沙发上玩{v}。",
                "我的游戏机是{v}。",
            ],
            "corrections": [
                ("cue", "剁手入了{new}"),
                ("cue", "年终奖发下来给自己添了台{new}，打那以后晚上都玩它。"),
                ("cue", "自从孩子们霸占了电视，我打游戏就靠{new}了。"),
                ("explicit", "{old}风扇响得跟直升机似的，后来彻底罢工，我玩{new}。"),
                ("explicit", "{old}挂闲鱼出掉了，打游戏用{new}。"),
                ("explicit", "游戏机：{new}；{old}送我外甥了"),
                ("implicit", "小的把一颗鱼丸塞在{new}后面，闻着味儿才找着。"),
                ("implicit", "{new}下补丁下了四十分钟 啥也玩不了 心态崩了"),
                ("implicit", "在{new}上熬到两点，闺女早上发现我抱着手柄睡在沙发上。"),
                ("implicit", "过年我爸在{new}上玩了一个钟头，一直在往墙上撞。"),
                ("implicit", "打{new}打到boss就剩一丝血，小区停电了，我当着孩子的面骂了句粗话。"),
                (
                    "implicit",
                    "周五晚上那叫一个满：外卖晚到了一个钟头，闺女为了不让去同学家过夜闹脾气，小"
                    "的做噩梦醒了两回，洗衣机半夜莫名其妙嘀嘀叫，折腾完我在{new}上偷摸玩了四十分"
                    "钟，声音调到最小，跟做了趟SPA似的。",
                ),
            ],
            "questions": [
                "我在家用什么打游戏？",
                "我的游戏机是哪个？",
                "我晚上玩游戏用的什么设备？",
            ],
            "now": ["我现在打游戏用的是什么？"],
        },
    },
    {
        "key": "console_game",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Elden Ring",
                "Baldur's Gate 3",
                "EA FC",
                "Stardew Valley",
                "Hogwarts Legacy",
                "Minecraft",
            ],
            "facts": [
                "The game I'm playing is {v}.",
                "Every night after the kids are down I play {v}.",
                "I'm hooked on {v}.",
            ],
            "corrections": [
                ("cue", "got sucked into {new}, send help"),
                ("cue", "A lad from five-a-side got me into {new} and I play it every night."),
                ("cue", "Since the holidays I've been playing {new} once the kids are in bed."),
                ("explicit", "Rage-quit {old} for good, I'm on {new}."),
                ("explicit", "Done with {old}, put it away; it's {new} most nights."),
                ("explicit", "game: {new} | {old}: abandoned"),
                (
                    "implicit",
                    "Lost a whole Sunday to {new} and the only evidence is an empty crisp bag "
                    "and a sore thumb.",
                ),
                ("implicit", "3 hrs of {new} and i forgot to get the chicken out the freezer"),
                (
                    "implicit",
                    "The daughter watched me play {new} and told me everything I was doing "
                    "wrong, accurately.",
                ),
                (
                    "implicit",
                    "Dreamt about {new} and woke up trying to press a button on the duvet.",
                ),
                (
                    "implicit",
                    "My partner asked what {new} was about; I explained for twenty minutes and "
                    "they were asleep.",
                ),
                (
                    "implicit",
                    "Half-term: the daughter at a sleepover, the little one at my mum's, the "
                    "dishwasher leaking onto the lino, a parcel for next door that nobody came "
                    "for, rain every single day, and me on the sofa under a blanket with {new} "
                    "on the big telly until my eyes went square.",
                ),
            ],
            "questions": [
                "What game am I playing?",
                "What video game am I hooked on?",
                "Which game do I play in the evenings?",
            ],
            "now": ["What game am I playing at the moment?"],
        },
        "zh": {
            "values": [
                "黑神话：悟空",
                "原神",
                "双人成行",
                "艾尔登法环",
                "我的世界",
                "星露谷物语",
            ],
            "facts": [
                "我在玩的游戏是{v}。",
                "我晚上等孩子睡了就打{v}。",
                "我沉迷{v}。",
            ],
            "corrections": [
                ("cue", "入坑{new}了"),
                ("cue", "踢野球的哥们拉我入了{new}的坑，每晚都玩。"),
                ("cue", "放假以后晚上就窝着玩{new}。"),
                ("explicit", "{old}气得我卸载了，晚上玩{new}。"),
                ("explicit", "{old}通关收起来了，每晚打{new}。"),
                ("explicit", "游戏：{new}｜{old}：弃坑"),
                ("implicit", "一个礼拜天全搭在{new}上了，只剩一个空薯片袋和一根酸疼的大拇指。"),
                ("implicit", "玩了仨钟头{new} 冻肉忘了拿出来化"),
                ("implicit", "闺女在旁边看我打{new}，把我每一步的毛病都挑出来了，还都挑对了。"),
                ("implicit", "做梦都在玩{new}，醒过来手还在被子上按键。"),
                ("implicit", "老公问我{new}讲的是啥，我讲了二十分钟，一回头他睡着了。"),
                (
                    "implicit",
                    "寒假那阵：闺女去同学家住了，小的送我妈那儿了，洗碗机漏水漏到地板上，给邻居"
                    "代收的快递一直没人来拿，一个礼拜都在下雨，我就裹着毯子窝在沙发上，大电视上"
                    "开着{new}，一直玩到眼睛发直。",
                ),
            ],
            "questions": [
                "我在玩什么游戏？",
                "我沉迷的是哪个游戏？",
                "我晚上打的什么游戏？",
            ],
            "now": ["我现在在玩哪个游戏？"],
        },
    },
    {
        "key": "box_set",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Slow Horses",
                "The Bear",
                "Severance",
                "Happy Valley",
                "Bridgerton",
                "Shetland",
            ],
            "facts": [
                "The series I'm watching is {v}.",
                "Every night I put on an episode of {v}.",
                "I'm working my way through {v}.",
            ],
            "corrections": [
                ("cue", "started {new} last night and I'm gone"),
                (
                    "cue",
                    "Everyone at work kept going on about {new}, so I caved and I'm watching it.",
                ),
                ("cue", "Since the football finished I've been bingeing {new}."),
                ("explicit", "Gave up on {old} halfway through, I'm watching {new}."),
                ("explicit", "Finished {old}; on to {new}."),
                ("explicit", "watching: {new} / {old}: done"),
                (
                    "implicit",
                    "Nodded off during {new} and woke up to the 'are you still watching' screen "
                    "judging me.",
                ),
                ("implicit", "no spoilers for {new} pls im on ep 4"),
                (
                    "implicit",
                    "The daughter caught the end of {new} over my shoulder and wants to see the "
                    "whole thing from the top.",
                ),
                (
                    "implicit",
                    "Cried at {new} and told the family it was the onions. There were no onions.",
                ),
                (
                    "implicit",
                    "Paused {new} four times in one episode to put the little one back to bed.",
                ),
                (
                    "implicit",
                    "Birthday weekend: the boiler packing in on the Saturday, my sister turning "
                    "up a day early with two dogs, a cake that sank in the middle, the car "
                    "alarm over the road at 3am, and the one bit that went to plan was Sunday "
                    "night, kids in bed, a takeaway and three episodes of {new} in a row.",
                ),
            ],
            "questions": [
                "What series am I watching?",
                "What TV show am I working my way through?",
                "Which box set am I on?",
            ],
            "now": ["What am I watching in the evenings at the moment?"],
        },
        "zh": {
            "values": [
                "《繁花》",
                "《漫长的季节》",
                "《庆余年》",
                "《我的阿勒泰》",
                "《甄嬛传》",
                "《白夜追凶》",
            ],
            "facts": [
                "我在追的剧是{v}。",
                "我每晚睡前看一集{v}。",
                "我晚上都在刷{v}。",
            ],
            "corrections": [
                ("cue", "入了{new}的坑"),
                ("cue", "单位里人人都在聊{new}，我没忍住也追上了。"),
                ("cue", "世界杯一结束我就开始刷{new}。"),
                ("explicit", "{old}看到一半弃了，在追{new}。"),
                ("explicit", "{old}追完了，接着看{new}。"),
                ("explicit", "在追：{new}｜{old}：完结"),
                ("implicit", "看{new}看睡着了，醒来屏幕上问我“还在观看吗”，感觉被嘲讽了。"),
                ("implicit", "{new}别剧透啊 我才看到第四集"),
                ("implicit", "闺女在我身后瞄到了{new}的结尾，非要从第一集陪我看。"),
                ("implicit", "看{new}看哭了，跟家里人说是切洋葱呛的，家里根本没有洋葱。"),
                ("implicit", "一集{new}中间暂停了四回，回回是去哄小的睡觉。"),
                (
                    "implicit",
                    "过生日那个周末：周六热水器坏了，我姐提前一天带着两条狗来了，蛋糕中间塌了一"
                    "块，对面的车半夜三点报警，唯一顺当的就是礼拜天晚上，孩子睡了，点了个外卖，"
                    "一口气看了三集{new}。",
                ),
            ],
            "questions": [
                "我在追什么剧？",
                "我每晚看的是哪部剧？",
                "我晚上刷的是什么剧？",
            ],
            "now": ["我现在在追哪部剧？"],
        },
    },
    {
        "key": "nursery_key_worker",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Miss Becky",
                "Shanice",
                "a lad called Kieran",
                "Mrs Okafor",
                "Auntie Pam",
                "Miss Jade",
            ],
            "facts": [
                "The little one's key worker at nursery is {v}.",
                "At nursery my youngest is looked after by {v}.",
                "The person in charge of the little one at nursery is {v}.",
            ],
            "corrections": [
                ("cue", "little one's got {new} as key worker from monday"),
                ("cue", "Nursery reshuffled the rooms and the little one's key worker is {new}."),
                ("cue", "Since he went up to the toddler room he's had {new} as his key worker."),
                (
                    "explicit",
                    "{old} is off on long-term sick, so the little one's key worker is {new}.",
                ),
                (
                    "explicit",
                    "{old} has left the nursery, so it's {new} looking after the little one.",
                ),
                ("explicit", "key worker: {new} ({old} gone)"),
                (
                    "implicit",
                    "At pick-up {new} handed him over with glitter in both ears and a story "
                    "about a worm.",
                ),
                (
                    "implicit",
                    "{new} wrote 'very sociable' in his diary today. translation: he bit someone",
                ),
                (
                    "implicit",
                    "The little one tells everyone {new} is his best friend, and I've decided "
                    "not to mind.",
                ),
                (
                    "implicit",
                    "Nursery parents' evening: ten minutes with {new}, both of us on chairs "
                    "built for two-year-olds.",
                ),
                (
                    "implicit",
                    "Got a photo from {new} on the nursery app of him asleep in a cardboard box.",
                ),
                (
                    "implicit",
                    "Monday was a shambles: the car wouldn't go, the daughter had a dentist "
                    "appointment I'd forgotten, the little one threw his porridge at the cat, "
                    "we got to nursery twenty minutes late with his shoes on the wrong feet, "
                    "and {new} just scooped him up, said 'rough morning?', and I nearly cried "
                    "on the spot.",
                ),
            ],
            "questions": [
                "Who is the little one's key worker at nursery?",
                "Who looks after my youngest at nursery?",
                "What's the name of my youngest's key worker?",
            ],
            "now": ["Who is my youngest's key worker at the moment?"],
        },
        "zh": {
            "values": [
                "小班的陶老师",
                "甜甜老师",
                "小吴老师",
                "马老师",
                "贝贝老师",
                "胡老师",
            ],
            "facts": [
                "小的在幼儿园的主班老师是{v}。",
                "幼儿园里带我家老二的是{v}。",
                "我家小的在幼儿园归{v}管。",
            ],
            "corrections": [
                ("cue", "小的班上主班老师换成{new}了"),
                ("cue", "幼儿园重新分了班，小的跟着{new}。"),
                ("cue", "升到中班以后，带小的是{new}。"),
                ("explicit", "{old}休产假去了，小的归{new}带。"),
                ("explicit", "{old}辞职去了别的园，管小的是{new}。"),
                ("explicit", "主班：{new}（{old}走了）"),
                (
                    "implicit",
                    "今天去接，{new}把他交到我手上，两只耳朵里全是亮片，还给我讲了个蚯蚓的故事。",
                ),
                ("implicit", "{new}在家园群里说他‘很活泼’ 翻译一下就是又咬人了"),
                ("implicit", "小的一天能管{new}叫一回“妈妈”，我决定不吃这个醋。"),
                ("implicit", "开家长会，跟{new}坐在小朋友的小板凳上聊了十分钟，腿都麻了。"),
                ("implicit", "{new}在班级群里发了张照片，小的在纸箱子里睡着了。"),
                (
                    "implicit",
                    "礼拜一一塌糊涂：车打不着火，闺女约了牙医我给忘了，小的把一碗粥扣在猫头上，"
                    "到幼儿园晚了二十分钟，鞋还穿反了，{new}一把把他抱过去，说了句“早上不容易吧"
                    "”，我差点当场哭出来。",
                ),
            ],
            "questions": [
                "我家小的在幼儿园是哪个老师带？",
                "小的主班老师是谁？",
                "幼儿园里管我家老二的是谁？",
            ],
            "now": ["小的现在在幼儿园归谁带？"],
        },
    },
    {
        "key": "kid_party_venue",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Jungle Jim's soft play",
                "the village hall",
                "the trampoline park",
                "the bowling alley",
                "Pizza Express",
                "the farm park",
            ],
            "facts": [
                "The little one's birthday party is booked at {v}.",
                "We're having the little one's party at {v}.",
                "His birthday do is at {v}.",
            ],
            "corrections": [
                ("cue", "party's at {new} now, booked it"),
                (
                    "cue",
                    "Talked my partner round and the little one's birthday party is going to be "
                    "at {new}.",
                ),
                ("cue", "After the deposit drama we've gone for {new} for his birthday."),
                ("explicit", "{old} double-booked us, so the little one's party is at {new}."),
                ("explicit", "Cancelled {old}; we've got {new} for the birthday do."),
                ("explicit", "party venue: {new}. {old} - nope"),
                (
                    "implicit",
                    "Rang {new} to ask about a gluten-free cake and got put on hold to the "
                    "Birdie Song.",
                ),
                ("implicit", "invites say {new}, 2pm, wear socks. printed 30. sent 31. how"),
                (
                    "implicit",
                    "His key worker says she'll pop in to {new} on the day if she's not on a "
                    "late.",
                ),
                (
                    "implicit",
                    "Went to look round {new} and the little one refused to leave, which I'm "
                    "taking as a yes.",
                ),
                ("implicit", "Paid the deposit at {new} with the little one screaming on my hip."),
                (
                    "implicit",
                    "This week: a WhatsApp group of thirty parents arguing about allergies, my "
                    "mum insisting on bringing her own sausage rolls, the daughter refusing to "
                    "come unless two friends can, a cake order that vanished, and a man from "
                    "{new} on the phone telling me the party room only holds twenty-five.",
                ),
            ],
            "questions": [
                "Where is the little one's birthday party?",
                "Where have I booked my youngest's party?",
                "What venue is the birthday do at?",
            ],
            "now": ["Where is the little one's party booked at the moment?"],
        },
        "zh": {
            "values": [
                "淘气堡",
                "麦当劳的儿童区",
                "小区会所",
                "蹦床公园",
                "郊区的农家乐",
                "儿童剧场",
            ],
            "facts": [
                "小的过生日订在{v}。",
                "我们家老二的生日会在{v}办。",
                "小的生日那天在{v}过。",
            ],
            "corrections": [
                ("cue", "生日会改到{new}了"),
                ("cue", "跟孩子他爸商量来商量去，小的生日会定在{new}。"),
                ("cue", "定金的事闹完，生日会挪到{new}去办了。"),
                ("explicit", "{old}那天被人包了，小的生日会在{new}。"),
                ("explicit", "{old}退了，生日会订的{new}。"),
                ("explicit", "生日会：{new}；{old}不去了"),
                ("implicit", "打电话问{new}能不能自带蛋糕，对方让我等着，听了五分钟《小苹果》。"),
                ("implicit", "邀请卡写的{new} 下午两点 记得穿袜子 印了30张 发出去31张 ？？"),
                ("implicit", "小的主班老师说那天要是不值班，也来{new}凑个热闹。"),
                ("implicit", "带小的去{new}看场地，他赖着不肯走，我就当他同意了。"),
                ("implicit", "在{new}交定金的时候，小的趴在我胳膊上哭得撕心裂肺。"),
                (
                    "implicit",
                    "这个礼拜：三十个家长的群里为了过敏原吵翻了天，我妈非要自己带一锅卤鸡翅，闺"
                    "女说不让她带两个同学她就不去，订的蛋糕单子丢了，{new}的经理又打电话说场地最"
                    "多只能进二十五个人。",
                ),
            ],
            "questions": [
                "小的生日会在哪儿办？",
                "老二的生日会订在哪儿了？",
                "小的生日在哪儿过？",
            ],
            "now": ["小的生日会现在定在哪儿？"],
        },
    },
    {
        "key": "daughter_instrument",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the violin",
                "the clarinet",
                "the cello",
                "the drums",
                "the flute",
                "the trumpet",
            ],
            "facts": [
                "My daughter plays {v}.",
                "The instrument my daughter is learning is {v}.",
                "My daughter has lessons on {v} at school.",
            ],
            "corrections": [
                ("cue", "daughter's on {new} from this term"),
                ("cue", "The music teacher at school talked my daughter into {new}."),
                ("cue", "Since the school concert she's been learning {new}."),
                ("explicit", "My daughter packed in {old}; she plays {new}."),
                ("explicit", "{old} got handed in to the music service and she's learning {new}."),
                ("explicit", "daughter: {new}. {old} under the bed gathering dust"),
                (
                    "implicit",
                    "Twenty minutes of practice on {new} and the dog has taken himself off to "
                    "sit in the garden.",
                ),
                (
                    "implicit",
                    "lugging {new} to school in the rain, umbrella in the other hand, kid "
                    "eating a croissant",
                ),
                (
                    "implicit",
                    "My daughter played {new} at the Christmas concert and I filmed the back of "
                    "a man's head.",
                ),
                (
                    "implicit",
                    "The little one tried to join in while his sister practised {new}, using a "
                    "saucepan and a wooden spoon.",
                ),
                (
                    "implicit",
                    "Paid for a term of lessons on {new} and nearly fainted at the invoice.",
                ),
                (
                    "implicit",
                    "Sunday: the little one with a temperature, my mother-in-law ringing about "
                    "the Christmas rota, a leak under the sink, the daughter's Tudors homework "
                    "due Monday, and through all of it {new} drifting down from upstairs, the "
                    "same four bars over and over, which I will be hearing in my sleep.",
                ),
            ],
            "questions": [
                "What instrument does my daughter play?",
                "What is my daughter learning to play?",
                "Which instrument does my daughter have lessons on?",
            ],
            "now": ["What instrument is my daughter playing these days?"],
        },
        "zh": {
            "values": ["古筝", "小提琴", "琵琶", "架子鼓", "二胡", "长笛"],
            "facts": [
                "我闺女学的是{v}。",
                "闺女周末去少年宫学{v}。",
                "我家闺女练{v}。",
            ],
            "corrections": [
                ("cue", "闺女改学{new}了"),
                ("cue", "学校乐团老师看中了闺女，让她学上了{new}。"),
                ("cue", "打上学期汇演以后，闺女就练上{new}了。"),
                ("explicit", "闺女{old}不学了，学{new}。"),
                ("explicit", "{old}转给邻居家孩子了，闺女练{new}。"),
                ("explicit", "闺女：{new}；{old}在床底下吃灰"),
                ("implicit", "闺女练了二十分钟{new}，狗自己跑到阳台上趴着去了。"),
                ("implicit", "一手打伞一手拎着{new}送她上学 她在旁边啃包子"),
                ("implicit", "闺女在元旦汇演上表演{new}，我录了一段，全是前排家长的后脑勺。"),
                ("implicit", "小的拿锅盖和勺子跟着姐姐的{new}一块儿“合奏”。"),
                ("implicit", "交了这学期{new}的课时费，看着账单差点背过气去。"),
                (
                    "implicit",
                    "礼拜天：小的发烧，婆婆打电话商量过年去谁家，厨房水槽底下漏水，闺女明天要交"
                    "一篇写秦始皇的作文，这一整天楼上一直传来{new}的声音，翻来覆去就那四个小节，"
                    "我做梦都能听见。",
                ),
            ],
            "questions": [
                "我闺女学什么乐器？",
                "闺女练的是哪样乐器？",
                "我家闺女周末学的什么乐器？",
            ],
            "now": ["闺女现在练的是什么乐器？"],
        },
    },
    {
        "key": "five_a_side_venue",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Powerleague",
                "the Riverside cage",
                "the astro at St Bede's",
                "the 3G behind the Co-op",
                "the sports hall at the uni",
                "Hackney Marshes",
            ],
            "facts": [
                "Wednesday five-a-side is at {v}.",
                "We play our five-a-side at {v}.",
                "My weekly football game is at {v}.",
            ],
            "corrections": [
                ("cue", "5s is at {new} from next week lads"),
                ("cue", "The organiser sorted a block booking, so five-a-side is at {new}."),
                ("cue", "Ever since the clocks went back we've been playing five-a-side at {new}."),
                ("explicit", "{old} put the price up again, so we play at {new}."),
                ("explicit", "Lost our slot at {old}; Wednesday football is at {new}."),
                ("explicit", "5-a-side: {new}, {old} is dead to us"),
                ("implicit", "Went in goal at {new} and let in eleven, a personal best of sorts."),
                ("implicit", "left my shin pads at {new} AGAIN whoevers got them pls"),
                (
                    "implicit",
                    "Took a ball to the face at {new} and sat out the second half with a bag of "
                    "ice from the bar.",
                ),
                ("implicit", "The locker room at {new} smells like a wet Labrador wearing Lynx."),
                (
                    "implicit",
                    "The car park barrier at {new} ate my ticket, so I climbed out over a hedge.",
                ),
                (
                    "implicit",
                    "Wednesday: nursery rang about a rash on the little one, a client call ran "
                    "an hour over, the daughter needed a costume for World Book Day by the "
                    "morning, and I still got to {new} for eight, played like a fridge for "
                    "fifty minutes and went home happy.",
                ),
            ],
            "questions": [
                "Where do I play five-a-side?",
                "Where's my weekly football game?",
                "Which pitch do we play five-a-side on?",
            ],
            "now": ["Where am I playing five-a-side at the moment?"],
        },
        "zh": {
            "values": [
                "体育中心的笼式足球场",
                "大学城的人工草皮场",
                "江边的五人制球场",
                "纺织厂的灯光球场",
                "商场楼顶的足球场",
                "社区的笼式场",
            ],
            "facts": [
                "我每周三晚上踢野球在{v}。",
                "我们几个哥们踢球约在{v}。",
                "我周三踢五人制的地方是{v}。",
            ],
            "corrections": [
                ("cue", "踢球改到{new}了"),
                ("cue", "组织的老王包了整季的场，往后都在{new}踢。"),
                ("cue", "入冬以后我们周三晚上在{new}踢。"),
                ("explicit", "{old}又涨价了，我们去{new}踢。"),
                ("explicit", "{old}被人长包了，周三的球在{new}。"),
                ("explicit", "踢球：{new}；{old}拉黑了"),
                ("implicit", "在{new}守门，一晚上丢了十一个，也算个人纪录。"),
                ("implicit", "护腿板又落在{new}了 谁捡了吱一声"),
                ("implicit", "在{new}被球闷了一下脸，后半场拿冰可乐敷着眼睛坐在场边。"),
                ("implicit", "{new}的更衣室那味儿，像一条淋了雨的狗喷了花露水。"),
                ("implicit", "{new}门口停车场的闸机吞了我的卡，我是翻绿化带出来的。"),
                (
                    "implicit",
                    "礼拜三：幼儿园打电话说小的身上起疹子，客户的会拖了一个钟头，闺女明天读书节"
                    "要一身戏服，我照样八点赶到了{new}，跟个冰箱似的在场上杵了五十分钟，回家还挺"
                    "高兴。",
                ),
            ],
            "questions": [
                "我在哪儿踢球？",
                "我周三晚上踢野球的场子是哪儿？",
                "我们五人制约在哪个球场？",
            ],
            "now": ["我现在周三在哪儿踢球？"],
        },
    },
    {
        "key": "bouldering_wall",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "The Climbing Hangar",
                "Depot Climbing",
                "Yonder",
                "the Arch in Bermondsey",
                "Boulder Brighton",
                "the wall at the sports centre",
            ],
            "facts": [
                "I go bouldering at {v}.",
                "My climbing wall is {v}.",
                "Friday nights I climb at {v}.",
            ],
            "corrections": [
                ("cue", "got a membership at {new}, see u on the wall"),
                (
                    "cue",
                    "A mate from work dragged me along to {new} and I've been climbing there "
                    "every week.",
                ),
                ("cue", "Since my shoulder healed I've been bouldering at {new}."),
                ("explicit", "{old} shut for a refit, so I climb at {new}."),
                ("explicit", "Let my membership at {old} lapse; I boulder at {new}."),
                ("explicit", "climbing: {new}. {old} cancelled"),
                (
                    "implicit",
                    "Came off the purple problem at {new} eleven times and a nine-year-old did "
                    "it first go.",
                ),
                ("implicit", "chalk everywhere, {new} was rammed, my forearms are soup"),
                (
                    "implicit",
                    "The lad on the front desk at {new} knows my shoe size before I open my "
                    "mouth.",
                ),
                (
                    "implicit",
                    "Took the daughter to {new} for her birthday and she was at the top before "
                    "I'd done my laces.",
                ),
                (
                    "implicit",
                    "Someone at {new} had a speaker going with sea shanties and nobody asked "
                    "them to stop.",
                ),
                (
                    "implicit",
                    "Friday: the boiler man a no-show, a note from nursery about biting, "
                    "payroll out two hours late, the daughter's music lesson cancelled at the "
                    "last minute, and at half eight I was hanging off a crimp at {new} with my "
                    "brain gone blissfully quiet.",
                ),
            ],
            "questions": [
                "Where do I go bouldering?",
                "Which climbing wall do I use?",
                "Where do I climb on Friday nights?",
            ],
            "now": ["Which climbing wall am I going to these days?"],
        },
        "zh": {
            "values": [
                "岩舍攀岩馆",
                "奥攀",
                "万象城里的抱石馆",
                "体校的攀岩墙",
                "岩时攀岩",
                "蜘蛛侠攀岩馆",
            ],
            "facts": [
                "我去{v}抱石。",
                "我平时攀岩在{v}。",
                "周五晚上我在{v}爬墙。",
            ],
            "corrections": [
                ("cue", "办了{new}的年卡"),
                ("cue", "同事拽我去了一趟{new}，往后每周都去那儿爬。"),
                ("cue", "肩膀养好以后，我抱石都去{new}。"),
                ("explicit", "{old}关门装修了，我在{new}爬。"),
                ("explicit", "{old}的卡到期没续，我去{new}。"),
                ("explicit", "攀岩：{new}；{old}不去了"),
                ("implicit", "在{new}那条紫色线上摔了十一回，一个九岁小孩一把就上去了。"),
                ("implicit", "{new}人挤人 满手镁粉 小臂废了"),
                ("implicit", "{new}前台小哥不用问就知道我穿几码的鞋。"),
                ("implicit", "闺女过生日带她去{new}，我鞋带还没系好她已经爬到顶了。"),
                ("implicit", "{new}有人拿音箱放《好汉歌》，一屋子人跟着哼。"),
                (
                    "implicit",
                    "礼拜五：修热水器的师傅放了鸽子，幼儿园又在群里说小的咬人，工资晚发了两个钟"
                    "头，闺女的乐器课临时取消，晚上八点半我挂在{new}的一个小点上，脑子里一片清"
                    "净。",
                ),
            ],
            "questions": [
                "我在哪儿攀岩？",
                "我平时去哪家岩馆抱石？",
                "我周五晚上去哪儿爬墙？",
            ],
            "now": ["我现在去的是哪家岩馆？"],
        },
    },
    {
        "key": "dance_style",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "salsa",
                "lindy hop",
                "ceroc",
                "Argentine tango",
                "ballroom",
                "West Coast swing",
            ],
            "facts": [
                "On Tuesday nights I do {v}.",
                "The dance class I go to is {v}.",
                "My weekly dancing is {v}.",
            ],
            "corrections": [
                ("cue", "signed up for {new}, tuesdays, wish me luck"),
                ("cue", "My sister roped me into {new} on Tuesday nights."),
                (
                    "cue",
                    "Since the church hall got its sprung floor we've been doing {new} there on "
                    "Tuesdays.",
                ),
                ("explicit", "{old} was wrecking my knees, so Tuesday nights are {new}."),
                ("explicit", "Packed in {old}; I do {new} on Tuesdays."),
                ("explicit", "dance: {new} ({old} = no)"),
                (
                    "implicit",
                    "Trod on my partner's foot three times in one song at {new} and they just "
                    "laughed.",
                ),
                ("implicit", "{new} tonite, wearing the shoes that squeak, apologies to all"),
                ("implicit", "The teacher at {new} shouts 'and hips!' roughly every ten seconds."),
                (
                    "implicit",
                    "Did a bit of {new} round the kitchen and the daughter filmed it as "
                    "evidence.",
                ),
                (
                    "implicit",
                    "Came home from {new} so sweaty the little one asked if I'd been swimming.",
                ),
                (
                    "implicit",
                    "Tuesday: dentist for the daughter, a parking fine, a two-hour budget "
                    "meeting where nobody agreed on anything, the little one's party invites "
                    "still not sent, and by half seven I was in a church hall doing {new} with "
                    "a room full of strangers.",
                ),
            ],
            "questions": [
                "What kind of dancing do I do?",
                "What dance class do I go to?",
                "What do I dance on Tuesday nights?",
            ],
            "now": ["What style am I dancing at the moment?"],
        },
        "zh": {
            "values": ["拉丁舞", "广场舞", "交谊舞", "爵士舞", "民族舞", "街舞"],
            "facts": [
                "我每周二晚上去跳{v}。",
                "我学的舞是{v}。",
                "我平时跳{v}。",
            ],
            "corrections": [
                ("cue", "报了{new}的班 周二晚上 祝我好运"),
                ("cue", "被我姐拉去跳{new}，周二晚上雷打不动。"),
                ("cue", "社区活动室铺了木地板以后，周二我们就在那儿跳{new}。"),
                ("explicit", "{old}跳得膝盖受不了，周二晚上跳{new}。"),
                ("explicit", "{old}不跳了，我学{new}。"),
                ("explicit", "跳舞：{new}（{old}拜拜）"),
                ("implicit", "跳{new}一首歌踩了舞伴三回脚，人家光笑。"),
                ("implicit", "今晚{new} 穿那双吱吱响的鞋 对不住各位"),
                ("implicit", "教{new}的老师每隔十秒喊一声“胯！胯！”"),
                ("implicit", "在厨房比划了两下{new}，闺女录下来当证据了。"),
                ("implicit", "跳完{new}回家一身汗，小的问我是不是去游泳了。"),
                (
                    "implicit",
                    "礼拜二：带闺女看牙，车被贴了条，开了两个钟头的预算会谁也说服不了谁，小的生"
                    "日会的请帖还没发，七点半我已经在社区活动室跳{new}了，满屋子不认识的人。",
                ),
            ],
            "questions": [
                "我跳的是什么舞？",
                "我周二晚上去学什么舞？",
                "我平时跳哪种舞？",
            ],
            "now": ["我现在跳的是什么舞？"],
        },
    },
    {
        "key": "dance_partner",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Marco from work",
                "my sister-in-law Jo",
                "a retired postman called Derek",
                "Lena from the evening class",
                "my neighbour Ade",
                "my cousin Ruth",
            ],
            "facts": [
                "My dance partner is {v}.",
                "At dance class I'm paired with {v}.",
                "I dance with {v}.",
            ],
            "corrections": [
                ("cue", "dancing with {new} from this week"),
                ("cue", "The teacher paired me up with {new} and we've stuck together."),
                ("cue", "Since the class got split in two I've been partnered with {new}."),
                ("explicit", "{old} moved to Bristol, so my dance partner is {new}."),
                ("explicit", "{old} did a hamstring; I'm dancing with {new}."),
                ("explicit", "partner: {new}. {old} ditched me for the advanced class"),
                (
                    "implicit",
                    "{new} counted out loud through the whole routine and still went left when "
                    "everyone went right.",
                ),
                ("implicit", "{new} brought flapjacks to class again, legend"),
                (
                    "implicit",
                    "Gave {new} a lift home after class and we sat in the car outside for forty "
                    "minutes gossiping.",
                ),
                (
                    "implicit",
                    "Got the giggles with {new} during the slow number and the teacher gave us "
                    "the look.",
                ),
                (
                    "implicit",
                    "My daughter came to watch and said {new} was the only one who looked like "
                    "they knew what they were doing.",
                ),
                (
                    "implicit",
                    "Tuesday again: the little one's wellies lost at nursery, a complaint at "
                    "work landing on my desk by mistake, a text from school about nits, the dog "
                    "sick on the landing, and at half seven I was spinning round a church hall "
                    "with {new}, trying not to tread on anyone's toes.",
                ),
            ],
            "questions": [
                "Who is my dance partner?",
                "Who do I dance with at class?",
                "Who am I paired with at dance class?",
            ],
            "now": ["Who am I dancing with these days?"],
        },
        "zh": {
            "values": [
                "楼下的刘姐",
                "老同学阿强",
                "单位工会的小郑",
                "退休的周师傅",
                "我表姐",
                "隔壁单元的赵大哥",
            ],
            "facts": [
                "我的舞伴是{v}。",
                "跳舞的时候我跟{v}一组。",
                "我跳舞的搭档是{v}。",
            ],
            "corrections": [
                ("cue", "舞伴换成{new}了"),
                ("cue", "老师把我跟{new}配成了一对，就这么一直跳下来了。"),
                ("cue", "班里分了两拨以后，跟我搭档的是{new}。"),
                ("explicit", "{old}家里有事去外地待半年，我的舞伴是{new}。"),
                ("explicit", "{old}拉伤了腿，我跟{new}跳。"),
                ("explicit", "舞伴：{new}；{old}跳提高班去了"),
                ("implicit", "{new}从头到尾嘴里数着拍子，结果大家往右，就他往左。"),
                ("implicit", "{new}又带了一兜自己蒸的发糕来 太够意思了"),
                ("implicit", "下了课开车捎{new}回家，在楼下车里聊了四十分钟。"),
                ("implicit", "跳慢四的时候跟{new}笑场了，被老师瞪了一眼。"),
                ("implicit", "闺女来看了一回，说满屋子就{new}看着像会跳的。"),
                (
                    "implicit",
                    "又是礼拜二：小的雨靴落在幼儿园了，一个投诉错发到了我这儿，学校群里说班上有"
                    "孩子长了头虱，狗在楼道里吐了，七点半我已经跟{new}在社区活动室里一圈一圈地跳"
                    "了，一边跳一边躲着别人的脚。",
                ),
            ],
            "questions": [
                "我的舞伴是谁？",
                "我跳舞跟谁搭档？",
                "跳舞课上我跟谁一组？",
            ],
            "now": ["我现在的舞伴是谁？"],
        },
    },
    {
        "key": "bedtime_drink",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a mug of Horlicks",
                "chamomile tea",
                "Ovaltine",
                "hot water and lemon",
                "a decaf rooibos",
                "tart cherry juice",
            ],
            "facts": [
                "Before bed I have {v}.",
                "My bedtime drink is {v}.",
                "Last thing at night I drink {v}.",
            ],
            "corrections": [
                ("cue", "bedtime drink = {new} from tonight"),
                ("cue", "A sleep podcast put me onto {new} before bed."),
                ("cue", "Ever since I turned forty it's been {new} before bed."),
                ("explicit", "{old} was keeping me up half the night, so I have {new} at bedtime."),
                ("explicit", "Ran out of {old} and never bought more; bedtime is {new}."),
                ("explicit", "bedtime: {new}, {old} binned"),
                ("implicit", "Fell asleep sitting up with {new} going cold on the bedside table."),
                ("implicit", "{new} + a chapter + lights out by 10, living the dream"),
                (
                    "implicit",
                    "The little one crept in at midnight and helped himself to {new} off my "
                    "bedside table.",
                ),
                (
                    "implicit",
                    "Knocked {new} over on the duvet and slept on the dry third of the bed.",
                ),
                (
                    "implicit",
                    "My partner brought me {new} without being asked, so clearly they want "
                    "something.",
                ),
                (
                    "implicit",
                    "Rough one: a 6am call from my mum about her blood pressure, meetings all "
                    "day with no gap between them, nursery ringing at three, a homework crisis "
                    "at eight, and at eleven I was in bed with {new}, staring at the ceiling "
                    "and doing tomorrow's to-do list in my head.",
                ),
            ],
            "questions": [
                "What do I drink before bed?",
                "What's my bedtime drink?",
                "What do I have last thing at night?",
            ],
            "now": ["What am I drinking before bed these days?"],
        },
        "zh": {
            "values": ["酸枣仁茶", "蜂蜜水", "桂圆红枣茶", "洋甘菊茶", "热豆浆", "温黄酒"],
            "facts": [
                "我睡前喝{v}。",
                "我晚上睡觉前来一杯{v}。",
                "我的睡前饮品是{v}。",
            ],
            "corrections": [
                ("cue", "睡前改喝{new}了"),
                ("cue", "听养生节目说{new}助眠，打那以后睡前就喝它。"),
                ("cue", "入秋以后，我睡前都是一杯{new}。"),
                ("explicit", "{old}喝了老起夜，睡前喝{new}。"),
                ("explicit", "{old}喝完没再买，睡前来杯{new}。"),
                ("explicit", "睡前：{new}，{old}停了"),
                ("implicit", "靠在床头睡着了，床头柜上那杯{new}都凉透了。"),
                ("implicit", "一杯{new} 看两页书 十点关灯 完美"),
                ("implicit", "半夜小的溜进来，把我那杯{new}喝了一半我才发现。"),
                ("implicit", "{new}洒在被子上了，我缩在床的一角睡了一宿。"),
                ("implicit", "老公没等我开口就端来一杯{new}，肯定有事求我。"),
                (
                    "implicit",
                    "糟心的一天：早上六点我妈打电话说血压高了，一整天的会一个接一个，下午三点幼"
                    "儿园来电话，晚上八点闺女的作业又出了状况，十一点我捧着一杯{new}躺在床上，盯"
                    "着天花板在脑子里排第二天的待办。",
                ),
            ],
            "questions": [
                "我睡前喝什么？",
                "我晚上睡觉前来一杯什么？",
                "我的睡前饮品是什么？",
            ],
            "now": ["我现在睡前喝的是什么？"],
        },
    },
    {
        "key": "bird_feeder_food",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "sunflower hearts",
                "fat balls",
                "nyjer seed",
                "dried mealworms",
                "peanuts",
                "mixed wild bird seed",
            ],
            "facts": [
                "The bird feeder in the garden gets {v}.",
                "I put out {v} for the garden birds.",
                "What goes in my bird feeder is {v}.",
            ],
            "corrections": [
                ("cue", "feeder's on {new} now"),
                ("cue", "An RSPB leaflet talked me into {new} for the garden birds."),
                ("cue", "Since the frost set in I've been putting out {new}."),
                ("explicit", "{old} only ever fed the squirrels, so the feeder gets {new}."),
                ("explicit", "Stopped buying {old}; it's {new} in the feeder."),
                ("explicit", "feeder: {new}. {old} - the rats loved it"),
                (
                    "implicit",
                    "Filled the feeder with {new} and a fat wood pigeon sat on top of it like a "
                    "bouncer.",
                ),
                ("implicit", "spilt {new} all over the patio, birds v happy, me less so"),
                (
                    "implicit",
                    "The little one helped me fill the feeder with {new} and tried some "
                    "himself, I think.",
                ),
                (
                    "implicit",
                    "A squirrel hung upside down off the feeder for half an hour working away "
                    "at the {new}.",
                ),
                (
                    "implicit",
                    "Did the garden birdwatch with the daughter and we counted nine sparrows on "
                    "the {new}.",
                ),
                (
                    "implicit",
                    "Sunday morning: a hangover from my sister's fortieth, the little one up at "
                    "five, the daughter minding the class guinea pig for the week, a fence "
                    "panel down in the wind, and the one calm moment was standing at the "
                    "kitchen window with a coffee watching the blue tits go at the {new} like "
                    "it was a buffet.",
                ),
            ],
            "questions": [
                "What do I put out for the birds?",
                "What's in my bird feeder?",
                "What do I feed the garden birds?",
            ],
            "now": ["What am I putting in the bird feeder at the moment?"],
        },
        "zh": {
            "values": ["小米", "碎玉米", "葵花籽", "黄粉虫干", "馒头渣", "谷子"],
            "facts": [
                "我阳台上的喂鸟器里放的是{v}。",
                "我每天往窗台上撒{v}喂麻雀。",
                "我喂鸟用{v}。",
            ],
            "corrections": [
                ("cue", "喂鸟改成{new}了"),
                ("cue", "看了个观鸟博主的视频，往后喂鸟就用{new}。"),
                ("cue", "入冬以后我在阳台上撒{new}。"),
                ("explicit", "{old}招来一窝老鼠，喂鸟器里放{new}。"),
                ("explicit", "{old}不买了，阳台上撒{new}。"),
                ("explicit", "喂鸟：{new}；{old}停了"),
                ("implicit", "往喂鸟器里添了一把{new}，一只胖鸽子蹲在上面跟保安似的。"),
                ("implicit", "{new}撒了一阳台 麻雀乐坏了 我没乐"),
                ("implicit", "小的帮我往喂鸟器里装{new}，自己还偷尝了一口。"),
                ("implicit", "一只喜鹊霸着喂鸟器，把{new}刨得满地都是。"),
                ("implicit", "跟闺女一块儿数鸟，数到九只麻雀围着{new}抢。"),
                (
                    "implicit",
                    "礼拜天早上：我姐四十岁生日喝多了还没醒酒，小的五点就起了，闺女要替班上照顾"
                    "仓鼠一礼拜，阳台的防盗网被风刮松了，唯一清静的一会儿是端着咖啡站在厨房窗"
                    "口，看一群麻雀围着{new}跟吃自助餐似的。",
                ),
            ],
            "questions": [
                "我阳台上喂鸟放的是什么？",
                "我拿什么喂麻雀？",
                "我的喂鸟器里装的什么？",
            ],
            "now": ["我现在喂鸟用的是什么？"],
        },
    },
    {
        "key": "tank_fish",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "goldfish",
                "guppies",
                "a betta",
                "neon tetras",
                "an axolotl",
                "a pair of angelfish",
            ],
            "facts": [
                "We keep {v} in the tank in the living room.",
                "The fish tank has {v} in it.",
                "Our fish tank is home to {v}.",
            ],
            "corrections": [
                ("cue", "tank's got {new} in it now"),
                ("cue", "The daughter talked me into {new} for the tank."),
                ("cue", "Since the pet shop's closing-down sale we've had {new} in the tank."),
                ("explicit", "{old} didn't survive the heater packing in, so the tank has {new}."),
                ("explicit", "Rehomed {old} with a man from work; we've got {new} in the tank."),
                ("explicit", "fish: {new} ({old} flushed, sorry)"),
                (
                    "implicit",
                    "The little one says goodnight to {new} through the glass every night.",
                ),
                ("implicit", "cleaned the tank, {new} sulked all evening, or i'm projecting"),
                ("implicit", "The cat sits in front of {new} for hours like it's the telly."),
                ("implicit", "Holiday checklist: passports, suncream, someone to feed {new}."),
                (
                    "implicit",
                    "The daughter did her science homework on {new}, with a diagram and every "
                    "fin labelled.",
                ),
                (
                    "implicit",
                    "Wednesday night: the dishwasher flooding the kitchen, my partner stuck on "
                    "a train outside Crewe, the little one falling off the sofa and needing a "
                    "plaster and a lot of cuddles, forty quid for a school trip due tomorrow, "
                    "and I ended up on the floor in front of the tank watching {new} for ten "
                    "minutes, the nicest bit of the whole day.",
                ),
            ],
            "questions": [
                "What fish do I keep?",
                "What's in my fish tank?",
                "What do we have in the tank in the living room?",
            ],
            "now": ["What fish are in my tank currently?"],
        },
        "zh": {
            "values": ["金鱼", "孔雀鱼", "斗鱼", "一对地图鱼", "红绿灯鱼", "一条银龙鱼"],
            "facts": [
                "我家客厅鱼缸里养的是{v}。",
                "我们家养着{v}。",
                "鱼缸里是{v}。",
            ],
            "corrections": [
                ("cue", "鱼缸里换成{new}了"),
                ("cue", "闺女软磨硬泡，鱼缸里养上了{new}。"),
                ("cue", "花鸟市场那家店清仓以后，我家鱼缸就养{new}了。"),
                ("explicit", "加热棒坏了，{old}没挺过来，鱼缸里养的是{new}。"),
                ("explicit", "{old}送给同事了，我家养{new}。"),
                ("explicit", "鱼：{new}（{old}没了，节哀）"),
                ("implicit", "小的每天睡前隔着玻璃跟{new}说晚安。"),
                ("implicit", "刷了一下午鱼缸 {new}好像生气了 也可能是我想多了"),
                ("implicit", "猫天天蹲在鱼缸前看{new}，跟看电视似的。"),
                ("implicit", "出门旅游清单：身份证、防晒霜，还有找人喂{new}。"),
                ("implicit", "闺女的科学作业写的是{new}，还画了张图，鱼鳍都标了名字。"),
                (
                    "implicit",
                    "礼拜三晚上：洗碗机漏了一地水，老公困在高铁上，小的从沙发上摔下来，贴了个创"
                    "可贴哄了半天，闺女说明天春游要交两百块，最后我坐在鱼缸前的地板上看了十分钟"
                    "{new}，那是一天里最舒服的十分钟。",
                ),
            ],
            "questions": [
                "我家鱼缸里养的什么？",
                "我养的是什么鱼？",
                "客厅鱼缸里是什么鱼？",
            ],
            "now": ["我现在鱼缸里养的是什么？"],
        },
    },
    {
        "key": "foundation_makeup",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Estée Lauder Double Wear",
                "Maybelline Fit Me",
                "Fenty Pro Filt'r",
                "Charlotte Tilbury Airbrush",
                "No7 Lift & Luminate",
                "Bobbi Brown Skin",
            ],
            "facts": [
                "My foundation is {v}.",
                "Every morning I put on {v}.",
                "The foundation in my make-up bag is {v}.",
            ],
            "corrections": [
                ("cue", "on {new} now, don't @ me"),
                (
                    "cue",
                    "The girl on the Boots counter matched me to {new} and that's my foundation.",
                ),
                ("cue", "Since my skin went dry over the winter I've been wearing {new}."),
                ("explicit", "{old} went orange by lunchtime, so I wear {new}."),
                ("explicit", "Finished the bottle of {old} and bought {new}."),
                ("explicit", "foundation: {new}. {old} to my sister"),
                (
                    "implicit",
                    "Got {new} on the collar of my white shirt five minutes before the "
                    "interview panel.",
                ),
                ("implicit", "the little one painted the cat with {new}, £40 down the drain"),
                (
                    "implicit",
                    "My daughter borrowed {new} for the school disco and half of it is on her "
                    "carpet.",
                ),
                (
                    "implicit",
                    "Touched up with {new} in the work loos and a lad from IT walked in by "
                    "mistake.",
                ),
                (
                    "implicit",
                    "Danced three hours at the wedding ceilidh and {new} didn't budge, the "
                    "bridesmaids wanted to know.",
                ),
                (
                    "implicit",
                    "Big night: the awards do at work, the babysitter cancelling at five, the "
                    "daughter doing my eyeliner because my hands were shaking, the taxi late, "
                    "heels I hadn't worn in five years, and {new} still holding up at midnight "
                    "when the photos got taken, which is more than I can say for my feet.",
                ),
            ],
            "questions": [
                "What foundation do I wear?",
                "What foundation is in my make-up bag?",
                "What do I use as foundation?",
            ],
            "now": ["What foundation am I wearing these days?"],
        },
        "zh": {
            "values": [
                "雅诗兰黛DW",
                "阿玛尼权力粉底",
                "花西子粉底液",
                "完美日记粉底液",
                "毛戈平粉膏",
                "卡姿兰粉底液",
            ],
            "facts": [
                "我用的粉底是{v}。",
                "我每天早上上的是{v}。",
                "我化妆包里的粉底是{v}。",
            ],
            "corrections": [
                ("cue", "粉底换成{new}了"),
                ("cue", "被柜姐安利了{new}，打那以后天天用它。"),
                ("cue", "入冬皮肤发干，我就用上{new}了。"),
                ("explicit", "{old}到中午就氧化发黄，我用{new}。"),
                ("explicit", "{old}用空了，买了{new}。"),
                ("explicit", "粉底：{new}；{old}送我妹了"),
                ("implicit", "面试前五分钟，{new}蹭到白衬衫领子上了。"),
                ("implicit", "小的拿{new}给猫化了个妆 四百多块打了水漂"),
                ("implicit", "闺女偷用{new}去参加元旦晚会，一半抹在了她房间的地毯上。"),
                ("implicit", "在单位厕所拿{new}补妆，IT部的小伙子走错门进来了。"),
                ("implicit", "婚礼上跳了三个钟头，{new}一点没花，伴娘都跑来问。"),
                (
                    "implicit",
                    "那天可隆重了：单位年会要上台领奖，保姆五点打电话说来不了，手抖得画不了眼线"
                    "还是闺女帮我画的，网约车迟到，高跟鞋五年没穿过，结果半夜拍合影的时候{new}还"
                    "稳稳的，脚可就不行了。",
                ),
            ],
            "questions": [
                "我用什么粉底？",
                "我化妆包里是哪款粉底？",
                "我每天上的什么粉底？",
            ],
            "now": ["我现在用的是哪款粉底？"],
        },
    },
    {
        "key": "air_fryer",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Ninja dual-zone",
                "a Tower",
                "a Cosori",
                "a Philips XXL",
                "a Salter",
                "an Instant Vortex",
            ],
            "facts": [
                "The air fryer on my worktop is {v}.",
                "I cook half our dinners in {v}.",
                "Our air fryer is {v}.",
            ],
            "corrections": [
                ("cue", "got {new} in the Black Friday sale, kitchen complete"),
                ("cue", "My mum gave me {new} for my birthday and it's what I cook in."),
                ("cue", "Since the oven packed up I've been doing everything in {new}."),
                ("explicit", "{old} set the smoke alarm off once too often; we've got {new}."),
                ("explicit", "The basket on {old} cracked, so it's {new} on the worktop."),
                ("explicit", "air fryer: {new}. {old} in the loft"),
                (
                    "implicit",
                    "Did fish fingers for the kids in {new} and the daughter said they were "
                    "'mid', which I think is praise.",
                ),
                ("implicit", "{new} beeped at 2am for no reason, is it haunted"),
                (
                    "implicit",
                    "My dad stood over {new} for the whole twelve minutes in case it got up to "
                    "something.",
                ),
                (
                    "implicit",
                    "Reheated last night's pizza in {new} and the kids fought over the crusts.",
                ),
                ("implicit", "The little one calls {new} 'the hot box' and gives it a wide berth."),
                (
                    "implicit",
                    "Mad weeknight: swimming for the daughter till six, the little one refusing "
                    "everything except beige food, my partner on a late, a Teams call with "
                    "Singapore at seven, so tea was nuggets and chips out of {new} at ten past, "
                    "eaten standing at the counter, and nobody complained.",
                ),
            ],
            "questions": [
                "What air fryer have I got?",
                "What make is my air fryer?",
                "Which air fryer is on my worktop?",
            ],
            "now": ["What air fryer am I using at the moment?"],
        },
        "zh": {
            "values": [
                "美的空气炸锅",
                "小熊空气炸锅",
                "九阳的炸锅",
                "苏泊尔空气炸锅",
                "摩飞可视炸锅",
                "飞利浦空气炸锅",
            ],
            "facts": [
                "我家用的是{v}。",
                "我家一半的晚饭是拿{v}做的。",
                "厨房台面上摆着{v}。",
            ],
            "corrections": [
                ("cue", "618抢了个{new}，厨房齐活了"),
                ("cue", "我妈过生日送了我{new}，打那以后晚饭都靠它。"),
                ("cue", "烤箱坏了以后，家里什么都拿{new}做。"),
                ("explicit", "{old}老把烟雾报警器弄响，家里用{new}。"),
                ("explicit", "{old}的炸篮裂了，台面上是{new}。"),
                ("explicit", "炸锅：{new}；{old}进储物间了"),
                ("implicit", "拿{new}给孩子炸了鸡块，闺女说“还行”，我理解这是夸。"),
                ("implicit", "{new}半夜两点自己嘀了一声 闹鬼了吧"),
                ("implicit", "我爸守在{new}跟前站了整整十二分钟，生怕它出什么幺蛾子。"),
                ("implicit", "昨晚剩的披萨拿{new}一热，俩孩子为了抢边儿差点打起来。"),
                ("implicit", "小的管{new}叫“烫烫盒”，见了就绕着走。"),
                (
                    "implicit",
                    "工作日的晚上乱成一锅粥：闺女游泳课上到六点，小的除了米饭啥也不吃，老公上晚"
                    "班，七点还要跟海外同事开视频会，晚饭就是{new}里出来的鸡块薯条，七点十分端上"
                    "桌，站在灶台边上吃完，谁也没抱怨。",
                ),
            ],
            "questions": [
                "我家用的哪个空气炸锅？",
                "我做饭用的什么牌子的空气炸锅？",
                "厨房台面上那个炸锅是哪个？",
            ],
            "now": ["我现在用的是哪台空气炸锅？"],
        },
    },
    {
        "key": "tea_biscuit",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Hobnobs",
                "custard creams",
                "chocolate digestives",
                "Jaffa Cakes",
                "bourbons",
                "ginger nuts",
            ],
            "facts": [
                "The biscuit tin at home is full of {v}.",
                "With my cup of tea I have {v}.",
                "The biscuits I dunk are {v}.",
            ],
            "corrections": [
                ("cue", "biscuit tin is {new} now, fight me"),
                ("cue", "The kids campaigned for {new} and won, so that's what's in the tin."),
                ("cue", "Since the big shop moved to Aldi it's been {new} in the biscuit tin."),
                ("explicit", "Nobody was touching {old}, so the tin has {new} in it."),
                ("explicit", "Banned {old} after the great crumb incident; we have {new}."),
                ("explicit", "biscuits: {new}, {old} never again"),
                (
                    "implicit",
                    "Caught the little one with {new} in both fists and a face like a choirboy.",
                ),
                (
                    "implicit",
                    "dunked {new} too long, lost half in the tea, fished it out w a teaspoon, "
                    "no shame",
                ),
                (
                    "implicit",
                    "My mother-in-law counted the {new} in the tin and asked if we were on "
                    "rations.",
                ),
                (
                    "implicit",
                    "The dog knows the rustle of the {new} packet and appears out of thin air.",
                ),
                (
                    "implicit",
                    "Hid {new} behind the lentils so the kids wouldn't find them. The kids "
                    "found them.",
                ),
                (
                    "implicit",
                    "Dreadful day: a flat battery on the car, a meeting pushed about twice, the "
                    "daughter in a strop over a group chat, the little one's nursery bag full "
                    "of wet sand, and at nine I sat down with a cup of tea and four {new} and "
                    "didn't speak to a soul for a quarter of an hour.",
                ),
            ],
            "questions": [
                "What biscuits do we keep in the tin?",
                "What do I have with my cup of tea?",
                "What biscuits do I dunk?",
            ],
            "now": ["What biscuits are in the tin these days?"],
        },
        "zh": {
            "values": ["桃酥", "沙琪玛", "蛋黄酥", "绿豆糕", "苏打饼干", "凤梨酥"],
            "facts": [
                "我家零食罐里常备的是{v}。",
                "我喝茶配{v}。",
                "我下午泡壶茶，就着{v}。",
            ],
            "corrections": [
                ("cue", "零食罐里改放{new}了"),
                ("cue", "俩孩子联名上书，零食罐里就备上了{new}。"),
                ("cue", "大采购改去山姆以后，零食罐里就是{new}。"),
                ("explicit", "{old}没人吃，零食罐里放的是{new}。"),
                ("explicit", "上回{old}掉了一沙发渣，禁了，家里备{new}。"),
                ("explicit", "茶点：{new}；{old}再也不买"),
                ("implicit", "逮着小的两只手各攥着一块{new}，一脸无辜。"),
                ("implicit", "{new}在茶里泡太久了 掉了半块进去 拿勺子捞的 不丢人"),
                ("implicit", "婆婆数了数罐子里的{new}，问我们家是不是在限量供应。"),
                ("implicit", "狗一听见{new}的包装袋响，不知道从哪儿就冒出来了。"),
                ("implicit", "把{new}藏在米缸后面，怕孩子找着，还是被找着了。"),
                (
                    "implicit",
                    "倒霉的一天：车电瓶没电了，一个会推了两回，闺女为了班级群的事跟我闹别扭，小"
                    "的幼儿园书包里装了一兜湿沙子，晚上九点我泡了杯茶，就着四块{new}，一刻钟没跟"
                    "任何人说话。",
                ),
            ],
            "questions": [
                "我家零食罐里备的什么茶点？",
                "我喝茶配什么？",
                "我泡茶的时候就着吃什么？",
            ],
            "now": ["我现在喝茶配的是什么？"],
        },
    },
    {
        "key": "search_engine",
        "type": "PREFERENCE",
        "en": {
            "values": ["Google", "DuckDuckGo", "Bing", "Ecosia", "Kagi", "Brave Search"],
            "facts": [
                "My search engine is {v}.",
                "When I look something up I use {v}.",
                "The search engine on my phone is {v}.",
            ],
            "corrections": [
                ("cue", "using {new} now, privacy and all that"),
                ("cue", "My nephew nagged me into {new} and that's what I search with."),
                ("cue", "Ever since I got this phone I've been searching on {new}."),
                ("explicit", "{old} was all adverts, so I search on {new}."),
                ("explicit", "Got rid of {old} as my default; it's {new}."),
                ("explicit", "search: {new}, {old} deleted"),
                (
                    "implicit",
                    "Looked up 'is it normal for a toddler to eat crayons' on {new} at 3am and "
                    "regretted it.",
                ),
                ("implicit", "{new} says the leisure centre shuts at 9. it shut at 8. thanks"),
                (
                    "implicit",
                    "The daughter saw my {new} history over my shoulder and I shut the tab so "
                    "fast I nearly dropped the phone.",
                ),
                (
                    "implicit",
                    "Settled a pub argument about the height of Ben Nevis on {new} and lost it.",
                ),
                (
                    "implicit",
                    "Typed my own symptoms into {new} and had four conditions by lunchtime.",
                ),
                (
                    "implicit",
                    "Planning the little one's party: forty tabs open, 'cheap bouncy castle "
                    "near me' typed into {new}, the daughter asking the chatbot for party "
                    "games, the weather app promising rain, my mum on the phone about "
                    "sandwiches, and I still don't know whether two-year-olds need party bags.",
                ),
            ],
            "questions": [
                "What search engine do I use?",
                "What do I search the web with?",
                "Which search engine is on my phone?",
            ],
            "now": ["What search engine am I using currently?"],
        },
        "zh": {
            "values": ["百度", "必应", "搜狗", "夸克", "360搜索", "秘塔AI搜索"],
            "facts": [
                "我查东西用{v}。",
                "我手机上的搜索引擎是{v}。",
                "我上网搜东西都用{v}。",
            ],
            "corrections": [
                ("cue", "搜东西改用{new}了"),
                ("cue", "外甥天天念叨，我就用上{new}了。"),
                ("cue", "换了这部手机以后，我查东西都用{new}。"),
                ("explicit", "{old}搜出来一页全是广告，我用{new}。"),
                ("explicit", "{old}从默认里删了，用{new}。"),
                ("explicit", "搜索：{new}，{old}卸了"),
                ("implicit", "半夜三点在{new}上搜“两岁小孩吃蜡笔要紧吗”，越看越慌。"),
                ("implicit", "{new}说游泳馆九点关门 结果八点就关了 谢谢啊"),
                ("implicit", "闺女在我身后瞄见了{new}的搜索记录，我手一抖差点把手机扔了。"),
                ("implicit", "饭桌上为泰山有多高吵起来，拿{new}一查，我输了。"),
                ("implicit", "把自己的症状输进{new}，到中午给自己诊断出了四种病。"),
                (
                    "implicit",
                    "筹备小的生日会：开了四十个网页，在{new}上搜“附近哪儿能租充气城堡”，闺女在跟"
                    "AI聊天问派对游戏，天气软件说那天要下雨，我妈打电话问三明治做几样，我还是不"
                    "知道两岁小孩要不要准备回礼袋。",
                ),
            ],
            "questions": [
                "我用什么搜索引擎？",
                "我查东西用哪个？",
                "我手机上搜东西用的是什么？",
            ],
            "now": ["我现在查东西用的是哪个？"],
        },
    },
    {
        "key": "chatbot",
        "type": "PREFERENCE",
        "en": {
            "values": ["ChatGPT", "Claude", "Gemini", "Copilot", "Perplexity", "Le Chat"],
            "facts": [
                "The AI assistant I use is {v}.",
                "When I need something drafted I ask {v}.",
                "My go-to chatbot is {v}.",
            ],
            "corrections": [
                ("cue", "using {new} for everything now lol"),
                ("cue", "Work rolled out {new} to everyone and that's the AI I use."),
                (
                    "cue",
                    "Since the daughter went into Year 6 I've been asking {new} to explain her "
                    "maths.",
                ),
                ("explicit", "{old} kept making up references, so I use {new}."),
                ("explicit", "Cancelled my {old} subscription; I ask {new}."),
                ("explicit", "ai: {new}. {old} unsubscribed"),
                (
                    "implicit",
                    "Asked {new} for a polite email to the school about nits and it came out "
                    "far too polite.",
                ),
                ("implicit", "{new} wrote my out-of-office, im a genius (it is)"),
                (
                    "implicit",
                    "The daughter asked {new} for help with her homework and then argued with "
                    "the answer.",
                ),
                (
                    "implicit",
                    "Got {new} to plan a week of dinners and it put fish in every single one.",
                ),
                ("implicit", "Told {new} about my day and it was kinder to me than my manager."),
                (
                    "implicit",
                    "Appraisal week: a self-assessment form with nine sections, my manager off "
                    "sick, nursery shut for a staff training day, the daughter needing a Tudor "
                    "costume, and at eleven at night I had {new} turning my bullet points into "
                    "something that sounded like a person with their life together.",
                ),
            ],
            "questions": [
                "What AI assistant do I use?",
                "Which chatbot do I ask for help?",
                "What do I use to draft things with AI?",
            ],
            "now": ["Which AI chatbot am I using these days?"],
        },
        "zh": {
            "values": ["豆包", "Kimi", "文心一言", "通义千问", "DeepSeek", "腾讯元宝"],
            "facts": [
                "我用的AI助手是{v}。",
                "写东西卡壳了我就问{v}。",
                "我手机上的AI是{v}。",
            ],
            "corrections": [
                ("cue", "AI改用{new}了"),
                ("cue", "单位统一采购了{new}，我有事就问它。"),
                ("cue", "闺女上了六年级以后，数学题我都问{new}。"),
                ("explicit", "{old}老是瞎编出处，我用{new}。"),
                ("explicit", "{old}的会员我退了，问{new}。"),
                ("explicit", "AI：{new}；{old}卸载"),
                ("implicit", "让{new}帮我给班主任写条说头虱的消息，写得客气过头了。"),
                ("implicit", "{new}帮我写了请假条 我真是个天才（它是）"),
                ("implicit", "闺女拿作业去问{new}，问完又跟它的答案吵起来了。"),
                ("implicit", "让{new}排一周的晚饭，它顿顿都给安排了鱼。"),
                ("implicit", "跟{new}吐槽了一天的事，它对我比领导客气多了。"),
                (
                    "implicit",
                    "考核那周：自评表九大项，领导请病假，幼儿园搞教研放假一天，闺女要一身汉服参"
                    "加活动，晚上十一点我还在让{new}把我那几条要点润色得像是一个日子过得井井有条"
                    "的人写的。",
                ),
            ],
            "questions": [
                "我用哪个AI助手？",
                "我有事问的是哪个AI？",
                "我手机上用的AI是什么？",
            ],
            "now": ["我现在用的是哪个AI？"],
        },
    },
    {
        "key": "weather_app",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the Met Office app",
                "BBC Weather",
                "Carrot Weather",
                "the phone's built-in weather",
                "AccuWeather",
                "Windy",
            ],
            "facts": [
                "My weather app is {v}.",
                "I check the forecast on {v}.",
                "Before the school run I look at {v}.",
            ],
            "corrections": [
                ("cue", "checking {new} now, fingers crossed"),
                ("cue", "The dads at the school gate swear by {new}, so that's my weather app."),
                ("cue", "Since the washing got soaked twice I've been checking {new}."),
                ("explicit", "{old} said sunshine and I got drenched, so I use {new}."),
                ("explicit", "Deleted {old}; the forecast comes from {new}."),
                ("explicit", "weather: {new}. {old} lies"),
                (
                    "implicit",
                    "{new} gave a 10% chance of rain and I'm typing this from under a bus "
                    "shelter.",
                ),
                ("implicit", "checked {new} 4 times before pegging the washing out. rained anyway"),
                (
                    "implicit",
                    "The daughter reads out the forecast from {new} every morning in a "
                    "newsreader voice.",
                ),
                (
                    "implicit",
                    "Planned the whole barbecue round {new} and the sun came out bang on two "
                    "o'clock.",
                ),
                (
                    "implicit",
                    "{new} pinged at 6am with a wind warning and by seven the trampoline was in "
                    "next door's garden.",
                ),
                (
                    "implicit",
                    "Sports day: the little one in the toddler race holding the wrong child's "
                    "hand, the daughter on the relay team, the sun cream left at home, my boss "
                    "messaging about a spreadsheet, and I'd checked {new} about eleven times "
                    "because I'd promised everyone it wouldn't rain, and it didn't, so I'm "
                    "taking the credit.",
                ),
            ],
            "questions": [
                "What weather app do I use?",
                "Where do I check the forecast?",
                "Which app do I look at for the weather?",
            ],
            "now": ["What weather app am I checking at the moment?"],
        },
        "zh": {
            "values": [
                "墨迹天气",
                "彩云天气",
                "中国天气",
                "手机自带的天气",
                "天气通",
                "知天气",
            ],
            "facts": [
                "我看天气用{v}。",
                "我手机上的天气软件是{v}。",
                "送孩子上学前我先看一眼{v}。",
            ],
            "corrections": [
                ("cue", "天气改看{new}了"),
                ("cue", "接孩子的家长都说{new}准，我就用上了。"),
                ("cue", "晾的被子淋了两回，打那以后我看{new}。"),
                ("explicit", "{old}说大晴天，我淋成了落汤鸡，看天气用{new}。"),
                ("explicit", "{old}删了，天气预报看{new}。"),
                ("explicit", "天气：{new}；{old}不靠谱"),
                ("implicit", "{new}说降水概率百分之十，我这会儿是在公交站台底下打的这行字。"),
                ("implicit", "晾被子前看了四回{new} 还是下了"),
                ("implicit", "闺女每天早上打开{new}，拿播音腔给我念预报。"),
                ("implicit", "周末烧烤照着{new}挑的日子，太阳两点整准时出来了。"),
                ("implicit", "早上六点{new}推送了大风预警，七点我家蹦床就飞到邻居院里了。"),
                (
                    "implicit",
                    "运动会那天：小的跑亲子赛拉错了别人家孩子的手，闺女跑接力，防晒霜忘带了，领"
                    "导在微信上追一张表，我看了得有十一回{new}，因为我跟所有人打了包票说不会下"
                    "雨，结果真没下，功劳全算我的。",
                ),
            ],
            "questions": [
                "我用什么天气软件？",
                "我看天气预报用哪个？",
                "我手机上看天气的是什么？",
            ],
            "now": ["我现在看天气用的是哪个？"],
        },
    },
]
