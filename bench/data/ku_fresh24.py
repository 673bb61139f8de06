"""Fresh templates of the knowledge-update benchmark, twenty-fourth generation
(for `python -m bench.knowledge_update --templates fresh24`, once it is registered there).

Written blind on 2026-12-06 by a helper session that read no engine code: none of core/, server/,
tests/ and clients/, none of the engine's rules or lexicons (judge, cue and time words, tokenizer,
extraction, merging), and none of the bench/*.py scripts. It read exactly three things: (1)
bench/data/ku_fresh16.py in full, for the format only (module-level names, field names, counts per
attribute, correction styles and how many of each, the placeholders, the docstring style), reusing
none of its topics, places or wordings; (2) the output of `grep -h '"key"'
/work/main/bench/data/ku_*.py`, i.e. the attribute keys already in use (and the few docstring lines
of other files that contain the word "key"), so that no key is reused and the topics keep away from
them; (3) the checker /work/notes/s25/check_fresh24.py, its source and its output. Besides those it
saw only the file names in a listing of /work/notes/s25/ and opened none of them. It was checked
with /work/notes/s25/check_fresh24.py (shapes and counts against ku_fresh16.py, placeholders, line
widths, values inside other values or in GENERIC and FILLERS, strings copied from ku_fresh16.py,
keys clashing with every other bench/data/ku_*.py). It did not run the engine or any benchmark. Run
it once, do not tune on it; whoever tunes on it writes a new set and says so.

Two households, each written natively, neither translated from the other. The English one is a
family in Speightstown, St Peter, Barbados: the user (a mother who goes to work by ZR), her husband
Trevor, their son Jaden who plays cricket, their daughter Keisha, the user's father ("my father",
Grandpa, who plays dominoes) and mother ("my mother", Granny, who drinks bush tea), and a cousin
Andrea who lives abroad. The Chinese one is a family in 延吉: 我 (当妈的), 老公, 儿子浩浩 who plays
football, a 闺女, 公公 who plays 象棋, 婆婆 who drinks 养生茶, and 表姐秀珍 who works in Korea.

22 attributes that are in none of the other bench/data/ku_*.py: where the grandfather plays
(dominoes at Skeete's rum shop, under the tamarind tree, on the esplanade, at the Legion hall; 象棋
in 人民公园的凉亭, 布尔哈通河边的长廊, 小区锅炉房门口, 老干部活动室) and at what time he goes out;
the blender on the counter (Oster, Ninja, NutriBullet, Vitamix; 九阳豆浆机, 美的破壁机,
小熊的榨汁杯) and what goes in it every morning (golden apple, passion fruit, carrot and beet, West
Indian cherries; 黑豆, 红枣黄豆, 核桃仁, 小米南瓜, 紫薯, 燕麦); the city the cousin lives in
(Brooklyn, Toronto, Birmingham, Fort Lauderdale; 首尔, 仁川, 安山, 水原, 釜山, 大邱) and the app the
family video-calls her on (WhatsApp, FaceTime, Zoom; 微信视频, KakaoTalk, 钉钉); who bakes the
Christmas black cake (who makes the 过年的打糕), what rum soaks its fruit (Mount Gay Eclipse,
Doorly's XO, Cockspur Five Star, E.S.A. Field; on the Chinese side what the 打糕 is rolled in:
黄豆面, 红豆沙, 苏子面, 芝麻面, 花生碎, 蜂蜜) and who picks the coconuts in the yard (who helps
腌辣白菜 at the start of winter); the son's coach, his bat (Gray-Nicolls, Kookaburra, GM, SS; on the
Chinese side his 球鞋: 阿迪达斯猎鹰, 耐克刺客, 美津浓) and his snack after practice (cheese cutter,
fishcake, turnover, tamarind ball; 米肠, 羊肉串, 香蕉牛奶, 冰棍); where the Saturday pudding and
souse comes from (where the family eats 冷面 on Saturday: 服务大楼冷面, 金达莱冷面, 顺姬冷面,
西市场二楼的冷面摊); how the light bill is paid (the Light & Power office, the bank's app, SurePay
at Massy; 国家电网APP, 支付宝, 银行代扣) and where phone credit comes from (the Flow app, a scratch
card from the gas station; 移动营业厅, 楼下小卖部, 云闪付); the grandmother's bush tea (lemongrass,
cerasee, soursop leaf, sweet broom; 玉米须茶, 大麦茶, 五味子茶, 桔梗茶) and where she gets it
(Cheapside market, a cousin in St Lucy; 西市场的药材摊, 长白山山货店, 老家二道白河的亲戚); the
husband's hat (a West Indies cap, a Kangol, a straw hat from the craft market; 狗皮帽子, 雷锋帽,
貂皮帽); the roach killer (Baygon, Raid, boric acid balls; 杀蟑胶饵, 硼酸粉, 必扑) and what keeps
the mice down (a snap trap, glue boards, the neighbour's cat; 粘鼠板, 老鼠夹, 邻居家借的猫); the
clothes iron (Philips, Rowenta, Sunbeam; 德尔玛挂烫机, 松下电熨斗, 婆婆陪嫁的老熨斗); and the shop
the school supplies come from (Cave Shepherd, Days Books, PriceSmart; 新华书店, 百货大楼的文具柜台,
得力专卖店). Three slots are people: who bakes the cake ("Aunt Gloria in Six Roads", "Miss
Cumberbatch from church"; "朝鲜族的崔阿妈妮", "西市场打糕铺的老金"), who picks the coconuts ("Mr
Bynoe with his long pole", "a tree man from St Lucy called Rudy"; who helps with the 辣白菜:
"楼下的金大姐", "对门的朝鲜族阿妈妮") and the son's coach ("an old Test bowler called Deighton",
"Coach Natasha at the academy"; "体校的朴教练", "延边队退下来的李指导"); their values carry a name
or a distinctive form so that the plain words "a neighbour", "the coach", "大姐" or "教练" elsewhere
in the set are not values.

Some attributes sit next to each other on purpose: the grandfather's place and his time (the same
afternoon game); the blender and what goes in it (the same morning); the cousin's city and the app
the family calls her on (the same call); the cake maker, what goes in or on the cake and the coconut
picker or 腌辣白菜 helper (the same festive kitchen, two of them people); the son's coach, his bat
or boots and his snack (the same practice); the light bill and the phone credit (both "where do we
pay"); the grandmother's tea and where she gets it; the roach killer and the mouse remedy (the same
kitchen). The control fact of one is true at the same time as the value of its neighbour, and
several wordings of one mention its neighbours, so a system that lets one overwrite the other is
caught out. Each attribute itself stays single-valued.

Same format as ku_fresh16.py ("plain" corrections are the facts restated with the new value), with
the correction styles
  "cue"       a change word, no old value ("these days", "talked my father into", "signed Jaden up
              with", "since the rainy season came in", "改去", "往后就", "入冬以后", "自从...", ...)
  "explicit"  the old value named as replaced ("{old} got knocked down for a car park", "the
              roaches laughed at {old}", "{old}拆了", "{old}受潮结块了", "话费：{new}，不找{old}")
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("{new} threw a coconut down and it went straight through the roof of Trevor's
              car", "{new}蹲在卫生间洗了一上午白菜，手冻得通红")
Every attribute has three cue, three explicit and six implicit wordings per language: terse
lower-case chat lines, long rambling messages where the value is one clause among several (a
hurricane watch, Kadooment Day, Crop Over, a cold snap at 零下二十六度, 年三十, 腌菜那个周末), and
situations in which the value simply turns up. Corrections carry no direction words (the old and new
values are drawn at random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute without
stating it (a dominoes final on the telly, a rum shop's slamming noise, a blender that crushes
bricks, a coconut vendor's cutlass, a Light & Power truck, a phone company billboard, a cockroach at
the sermon, a cat with a mouse, straw hats at the craft market, an iron chained to a hotel ironing
board, a barrel opened by customs, a man selling herbs at the bus stand, a signed cricket bat in a
barber's; 拿瓶盖下象棋的大爷, 拿破壁机打冰块的推销员, 供电局的工程车, 营业厅的全家福海报,
爬上讲稿的蟑螂, 叼耗子的猫, 冰灯节上的皮帽子摊, 民俗园里表演打打糕, 辣白菜该不该放苹果梨的热线); a
few are about the same relatives but other things (the grandfather's false teeth, the grandmother's
Easter hat, Trevor in the hammock, cousin Andrea's sign-off; 公公的假牙, 婆婆的朝鲜族长裙,
秀珍姐的署名). Some use "now", "still", "new", "changed", "moved", "switched", "swapped", "again",
"现在", "还", "又", "换", "新", "改", "搬", "挪" in senses that are not a change of the user's
attribute ("the shop at the corner has a new sign", "switched off the fan at work",
"银行把周六的营业时间改了", "{friend}换了夜班"), so that a memory system that matches on shared
words rather than on meaning is caught out; none of them states, or implies, a value of an
attribute. Filler names, cities, dishes, snacks, shows and birds are not values of any attribute.

Attribute keys: grandad_game_spot, grandad_game_time, blender, blender_mix, cousin_abroad_city,
family_video_call_app, festive_cake_maker, festive_cake_ingredient, harvest_helper, son_coach,
son_match_gear, son_after_practice_snack, saturday_food_stall, light_bill_payment,
phone_credit_top_up, grandma_bush_tea, bush_tea_source, husband_hat, roach_killer, mouse_deterrent,
clothes_iron, school_supplies_shop.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": [
            "Kerry-Ann",
            "Damian",
            "Tricia",
            "Marlon",
            "Shontelle",
            "Nikita",
            "Rohan",
            "Stacy",
        ],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": [
            "Port of Spain",
            "Kingston",
            "Castries",
            "Miami",
            "Georgetown",
            "Nassau",
            "St John's",
        ],
        "dish": [
            "flying fish and cou-cou",
            "a macaroni pie",
            "a pot of pelau",
            "pepperpot",
            "baked chicken with rice and peas",
            "conkies",
        ],
        "snack": [
            "a slice of sweet bread",
            "a bag of plantain chips",
            "a guava cheese",
            "a packet of Shirley biscuits",
            "a coconut tart",
            "a salt bread with cheese",
        ],
        "show": [
            "The Young and the Restless",
            "Family Feud",
            "Judge Judy",
            "Grey's Anatomy",
            "Wheel of Fortune",
            "Dancing with the Stars",
        ],
        "thing": [
            "the water pump",
            "the ceiling fan",
            "the gas stove",
            "the car alarm",
            "the microwave",
            "the washing machine",
        ],
        "bird": [
            "a bananaquit",
            "a Carib grackle",
            "a hummingbird",
            "a cattle egret",
            "a ground dove",
            "a frigatebird",
        ],
        "minutes": ["10", "20", "35", "45", "60", "80"],
        "number": ["6", "11", "14", "19", "23", "38"],
    },
    "zh": {
        "friend": ["晓丽", "大勇", "秀英", "东哲", "明淑", "小凯", "海燕", "成浩"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["长春", "图们", "珲春", "哈尔滨", "丹东", "沈阳", "大连"],
        "dish": ["明太鱼汤", "辣炒年糕", "土豆炖豆角", "酸菜白肉", "大酱汤", "烤五花肉"],
        "snack": ["冻梨", "松子", "糖炒栗子", "明太鱼丝", "锅巴", "麻花"],
        "show": [
            "《大长今》",
            "《乡村爱情》",
            "《请回答1988》",
            "《向往的生活》",
            "《山海情》",
            "《闯关东》",
        ],
        "thing": ["暖气片", "燃气灶", "洗衣机", "抽油烟机", "门禁对讲机", "电冰箱"],
        "bird": ["一只喜鹊", "一群麻雀", "几只乌鸦", "一群太平鸟", "一只白鹡鸰", "一只戴胜"],
        "minutes": ["10", "20", "35", "45", "60", "80"],
        "number": ["6", "11", "14", "19", "23", "38"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The dominoes final on the telly from {city} had a commentator who sounded like he "
            "was calling a horse race.",
        ),
        (
            "EPISODIC",
            "A tourist asked me what the slamming noise was outside a rum shop and I told her "
            "it was old men being happy.",
        ),
        (
            "EPISODIC",
            "A woman in the supermarket was demonstrating a blender that could crush a brick, "
            "she said.",
        ),
        (
            "EPISODIC",
            "{friend} made a smoothie with spinach in it and called it breakfast, which I do "
            "not accept.",
        ),
        (
            "EPISODIC",
            "A coconut vendor in {city} opened one with three chops of the cutlass and never "
            "once looked at his hand.",
        ),
        (
            "EPISODIC",
            "A Light & Power truck spent all morning on our road and nobody could say what it "
            "was fixing.",
        ),
        (
            "EPISODIC",
            "The phone company put up a billboard of a family laughing at a phone, and nobody "
            "laughs at a phone like that.",
        ),
        (
            "EPISODIC",
            "A cockroach flew at the pastor in the middle of the sermon and he didn't drop a word.",
        ),
        (
            "EPISODIC",
            "{friend}'s cat brought a mouse into the kitchen and laid it at her feet like a "
            "wedding present.",
        ),
        (
            "EPISODIC",
            "The craft market has a man who weaves straw hats while he argues about cricket.",
        ),
        (
            "EPISODIC",
            "A commentator on the radio described a pigeon sitting at short leg for a whole over.",
        ),
        (
            "EPISODIC",
            "The hotel in {city} had its iron chained to the ironing board, as if anybody "
            "would steal it.",
        ),
        (
            "EPISODIC",
            "The bookshop in town has a cat that sleeps on the dictionaries and bites if you "
            "need one.",
        ),
        ("EPISODIC", "{friend} video-called me from a bus in {city} and the whole bus said hello."),
        (
            "EPISODIC",
            "At the airport a woman was crying over a barrel customs had opened, with all her "
            "rice on show.",
        ),
        (
            "EPISODIC",
            "A man at the bus stand sells herbs in bundles and calls each one a cure for "
            "something different.",
        ),
        (
            "EPISODIC",
            "The health inspector closed a bakery in {city} for a week and the whole town went "
            "without salt bread.",
        ),
        (
            "EPISODIC",
            "The harvest festival at church had a breadfruit the size of a football on the altar.",
        ),
        (
            "EPISODIC",
            "A cake competition at the agricultural show was won by a man who won't share his "
            "recipe, even with his wife.",
        ),
        (
            "EPISODIC",
            "There was a call-in on the radio about whether rum belongs in food and it nearly "
            "came to blows.",
        ),
        (
            "EPISODIC",
            "A bat signed by the whole 1976 team sits in a glass case at a barber's in {city}.",
        ),
        (
            "EPISODIC",
            "A boys' football match on the pasture stopped for ten minutes while a goat "
            "crossed the pitch.",
        ),
        (
            "EPISODIC",
            "The Sahara dust was so thick the hills across the bay disappeared for three days.",
        ),
        (
            "EPISODIC",
            "A tourist asked the ZR driver to turn the music down and the whole van went "
            "silent in shock.",
        ),
        (
            "EPISODIC",
            "{friend} tried to pay a parking fine and was sent to three different windows in "
            "one building.",
        ),
        (
            "EPISODIC",
            "The stationery shelf at the pharmacy had one glue stick left and four mothers "
            "eyeing it.",
        ),
        (
            "EPISODIC",
            "A gecko lives behind the light switch at work and comes out for the afternoon "
            "meeting.",
        ),
        (
            "PREFERENCE",
            "I can't stand the noise of a blender before seven in the morning, except my own.",
        ),
        ("PREFERENCE", "Hats in church, yes; hats at the dinner table, no."),
        ("PREFERENCE", "Cold tea is a crime and I won't drink it."),
        (
            "SEMANTIC",
            "The mosquitoes in our parish have firm opinions about which ankles they want.",
        ),
        ("SEMANTIC", "In {city} they play dominoes in pairs and think the way we play is rude."),
        # the same relatives, other things
        (
            "EPISODIC",
            "My father has had the same false teeth since 1988 and they click when he laughs.",
        ),
        ("EPISODIC", "My mother's Easter hat had a whole bird on it, not a real one, thank God."),
        (
            "EPISODIC",
            "Trevor fell asleep in the hammock and woke up sunburnt in the pattern of the net.",
        ),
        (
            "EPISODIC",
            "Jaden can name every West Indies captain since 1928 and none of his times tables.",
        ),
        ("EPISODIC", "Keisha made up a song about the gallery steps and sings it sitting on them."),
        ("EPISODIC", "Andrea signs every message 'your favourite cousin' and I have four others."),
        (
            "SEMANTIC",
            "My father and Trevor have argued about the same 1990 test match every Christmas "
            "for twenty years.",
        ),
        (
            "EPISODIC",
            "My mother lectured the insurance man on his posture and he sat up straight for "
            "the rest of the visit.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} moved into a flat in {city} with a view of the harbour and a neighbour "
            "who practises the trumpet.",
        ),
        ("EPISODIC", "The shop at the corner has a new sign that spells groceries with two Rs."),
        ("EPISODIC", "Still waiting on the insurance money for the car from {month}."),
        (
            "EPISODIC",
            "Changed a flat tyre on the highway in the rain with three men watching and not "
            "one helping.",
        ),
        (
            "EPISODIC",
            "Switched off the fan at work and the whole office turned round as if I'd fired a gun.",
        ),
        (
            "EPISODIC",
            "Moved the fridge to clean behind it and found a cricket ball and a school tie "
            "from 2019.",
        ),
        (
            "EPISODIC",
            "The bank changed its Saturday hours again and the notice is taped inside the "
            "glass door.",
        ),
        (
            "EPISODIC",
            "Our road got new street lights that make everything look like a gas station at "
            "midnight.",
        ),
        (
            "EPISODIC",
            "It's dark by six now and the children still think they can play cricket in the road.",
        ),
        (
            "EPISODIC",
            "{friend} swapped nights for days at the hospital and has no idea when to eat.",
        ),
        (
            "EPISODIC",
            "The polyclinic moved the pressure checks to Thursdays and the queue goes round "
            "the car park.",
        ),
        (
            "EPISODIC",
            "The school brought in a new rule about sock colours and the parents' chat group "
            "exploded.",
        ),
        (
            "EPISODIC",
            "The Transport Board switched the route numbers and my mother ended up on a bus to "
            "the airport.",
        ),
        ("EPISODIC", "The choir is learning a new anthem and my mother is already sick of it."),
        # plain unrelated
        ("SEMANTIC", "I can whistle with two fingers loud enough to stop a ZR."),
        (
            "SEMANTIC",
            "{friend} and I sat next to each other for six years at school and she still owes "
            "me a ruler.",
        ),
        (
            "SEMANTIC",
            "Ours is the yellow chattel house with the breadfruit tree leaning over the gate.",
        ),
        (
            "SEMANTIC",
            "There are {number} houses in our gap and I know every dog in it by its bark.",
        ),
        ("PREFERENCE", "If there's {dish} on a Sunday, I'm at the table first."),
        ("PREFERENCE", "{show} is on in our house whether anybody is watching or not."),
        ("PREFERENCE", "{snack} after work is how I know the week is nearly done."),
        ("EPISODIC", "Cooked {dish} on {weekday} and there wasn't a scrap left by morning."),
        ("EPISODIC", "Saw {bird} on the clothes line while I was bringing in the sheets."),
        ("EPISODIC", "{thing} gave up in the middle of a heatwave, naturally."),
        ("EPISODIC", "Watched {show} with {friend} and we talked over every single scene."),
        ("EPISODIC", "Waited {minutes} minutes for a ZR in the sun and then two came at once."),
        ("EPISODIC", "Flew to {city} in {month} and my suitcase went to Antigua without me."),
        ("EPISODIC", "Fixed {thing} with a hairpin and a prayer."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "{city}火车站候车室里有俩大爷拿矿泉水瓶盖当棋子下象棋，围了一圈人。"),
        ("EPISODIC", "超市门口有个推销员拿破壁机打冰块，半个超市都听得见。"),
        ("EPISODIC", "{friend}早上拿菠菜打了一杯绿汁当早饭，我不认。"),
        ("EPISODIC", "供电局的工程车在我们楼下停了一上午，谁也不知道在修啥。"),
        ("EPISODIC", "营业厅门口挂着一张全家福海报，一家人对着手机笑得跟中了彩票似的。"),
        ("EPISODIC", "开会的时候一只蟑螂爬上了领导的讲稿，他眼皮都没抬接着念。"),
        ("EPISODIC", "{friend}家的猫叼了只耗子放在她拖鞋旁边，跟送礼似的。"),
        ("EPISODIC", "冰灯节上有个摊子卖各种皮帽子，摊主自己头上摞了三顶。"),
        ("EPISODIC", "出差住的宾馆，挂烫机的水箱里结了一层水垢。"),
        ("EPISODIC", "书店里有只猫睡在字典上，谁要查字典它就挠谁。"),
        ("EPISODIC", "{friend}在{city}的公交车上跟我视频，一车人都凑过来打招呼。"),
        ("EPISODIC", "机场海关开了一个从韩国回来的大箱子，里面全是紫菜和面膜。"),
        ("EPISODIC", "早市上有个老头卖草药，一捆一捆的，每捆都说能治不一样的病。"),
        ("EPISODIC", "延吉冬天零下二十度，冷面馆门口照样排队，外地人看了都说我们是铁胃。"),
        ("EPISODIC", "民俗园里有人表演打打糕，木槌一抡，游客全往后躲。"),
        ("EPISODIC", "电台开了个热线，讨论辣白菜里该不该放苹果梨，差点吵起来。"),
        ("EPISODIC", "{city}一家理发店墙上挂着一件签满名的球衣，老板说是当年甲A的。"),
        ("EPISODIC", "体育场外头有个卖烤串的大哥，能背出延边队九十年代的首发名单。"),
        ("EPISODIC", "刮了一场大烟炮，对面楼都看不见了，高速封了两天。"),
        ("EPISODIC", "公交司机让一个小伙子把外放的视频关了，一车人都愣了。"),
        ("EPISODIC", "{friend}去交罚款，在一栋楼的三个窗口之间来回跑了一上午。"),
        ("EPISODIC", "药店的文具货架上只剩一瓶胶水，四个当妈的都盯着它。"),
        ("EPISODIC", "单位仓库里住着一只壁虎，开下午会的时候准出来。"),
        ("EPISODIC", "公园里有个老头自己跟自己下象棋，输了还生气。"),
        ("PREFERENCE", "早上七点前谁家打豆浆我都烦，除了我自己家。"),
        ("PREFERENCE", "进屋就该摘帽子，饭桌上戴着帽子看着别扭。"),
        ("PREFERENCE", "凉了的茶我一口都不喝。"),
        ("SEMANTIC", "我们这片的蚊子个头大，隔着秋裤都能叮。"),
        ("SEMANTIC", "{city}的人吃打糕爱蘸白糖，我们这边没人这么吃。"),
        # the same relatives, other things
        ("EPISODIC", "我公公那副假牙用了三十多年，一笑就咔哒响。"),
        ("EPISODIC", "婆婆过年穿的朝鲜族长裙是她出嫁那年做的，到今天还合身。"),
        ("EPISODIC", "老公在阳台的躺椅上睡着了，醒来脸上印了一道道藤条印。"),
        ("EPISODIC", "浩浩能背出延边队所有外援的名字，乘法口诀背不全。"),
        ("EPISODIC", "闺女编了首歌唱楼道里的声控灯，天天在楼梯上唱。"),
        ("EPISODIC", "秀珍姐每条消息结尾都署名“最漂亮的表姐”，可我有四个表姐。"),
        ("SEMANTIC", "公公和老公为九八年那场球吵了二十年，年年过年都要吵一回。"),
        ("EPISODIC", "婆婆给来修燃气表的小伙子讲了一通坐姿，人家后半截腰板挺得笔直。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬进了{city}一套能看见江的房子，楼上邻居天天练小号。"),
        ("EPISODIC", "楼下小超市新挂了块牌子，把“超市”写成了“起市”。"),
        ("EPISODIC", "{month}出的那次剐蹭，保险到现在还没赔下来。"),
        ("EPISODIC", "下雨天在高速上换备胎，三个人在边上看着，一个搭手的都没有。"),
        ("EPISODIC", "在办公室把空调关了，全屋人回头看我，跟我开了一枪似的。"),
        ("EPISODIC", "挪冰箱打扫卫生，后头扫出一个足球和一条二〇一九年的红领巾。"),
        ("EPISODIC", "银行把周六的营业时间改了，保安一上午都在门口解释。"),
        ("EPISODIC", "我们这条街新装了路灯，一到晚上跟加油站似的。"),
        ("EPISODIC", "现在四点半天就黑了，孩子们还以为能在楼下踢球。"),
        ("EPISODIC", "{friend}换了夜班，白天拉着窗帘睡觉，快递打电话都不接。"),
        ("EPISODIC", "社区医院把量血压挪到了周四，队排到了停车场。"),
        ("EPISODIC", "学校出了条新规定管袜子颜色，家长群里炸了锅。"),
        ("EPISODIC", "公交公司把线路编号全改了，婆婆坐错车坐到了机场。"),
        ("EPISODIC", "老年合唱团又开始学一首新歌，婆婆已经唱烦了。"),
        # plain unrelated
        ("SEMANTIC", "我打口哨能把楼下的出租车叫停。"),
        ("SEMANTIC", "{friend}跟我同桌六年，到现在还欠我一把尺子。"),
        ("SEMANTIC", "我家就是楼门口有棵山楂树的那个单元。"),
        ("SEMANTIC", "我们单元一共{number}户，谁家孩子几年级我都知道。"),
        ("PREFERENCE", "周末桌上有{dish}，我第一个上桌。"),
        ("PREFERENCE", "{show}在我家一天到晚开着，有没有人看都开着。"),
        ("PREFERENCE", "下班来点{snack}，这礼拜就算熬过去了。"),
        ("EPISODIC", "{weekday}做了{dish}，第二天早上一点不剩。"),
        ("EPISODIC", "收被子的时候看见{bird}落在晾衣绳上。"),
        ("EPISODIC", "三伏天{thing}偏偏罢工了。"),
        ("EPISODIC", "跟{friend}一起看{show}，每一场都在说话。"),
        ("EPISODIC", "在零下二十度的站台上等了{minutes}分钟公交，结果一下来了两辆。"),
        ("EPISODIC", "{month}飞{city}，行李箱自己去了延吉。"),
        ("EPISODIC", "拿一根发卡把{thing}修好了，自己都不信。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "grandad_game_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Skeete's rum shop",
                "the bench under the tamarind tree",
                "the esplanade",
                "Clarke's shop in Church Hill",
                "the Legion hall",
                "the fish market steps",
            ],
            "facts": [
                "My father plays his dominoes at {v}.",
                "Every afternoon my father is slamming dominoes at {v}.",
                "Where my father goes for his dominoes is {v}.",
            ],
            "corrections": [
                ("cue", "daddy's dominoes are at {new} these days"),
                (
                    "cue",
                    "The fellas talked my father into {new}, so that's where he plays his "
                    "dominoes.",
                ),
                (
                    "cue",
                    "Since the doctor took away his driving licence, my father plays his "
                    "dominoes at {new}.",
                ),
                (
                    "explicit",
                    "After the row over a double-six at {old}, my father plays his dominoes at "
                    "{new}.",
                ),
                (
                    "explicit",
                    "{old} got knocked down for a car park, and the dominoes went to {new}.",
                ),
                ("explicit", "daddy's dominoes: {new}, not {old}"),
                ("implicit", "Rang my father and all I could hear was dominoes slamming at {new}."),
                ("implicit", "daddy came home from {new} with a dollar and a grudge"),
                (
                    "implicit",
                    "My father left his glasses at {new} and a man walked them round to the "
                    "house for him.",
                ),
                (
                    "implicit",
                    "Took the children to see Grandpa at {new} and they came back knowing "
                    "words I won't repeat.",
                ),
                (
                    "implicit",
                    "A cloudburst at four, and the whole dominoes table at {new} picked itself "
                    "up and carried on under cover without losing a single piece.",
                ),
                (
                    "implicit",
                    "Crop Over weekend: traffic backed up to Holetown, the children glittered "
                    "from head to foot, Trevor's cousins up from St Philip sleeping on our "
                    "floor, the gas running out in the middle of the macaroni pie, and my "
                    "father, who wants nothing to do with any of it, sat at {new} from noon "
                    "slamming dominoes as if it were any other Saturday.",
                ),
            ],
            "questions": [
                "Where does my father play dominoes?",
                "Where does Grandpa go for his dominoes?",
                "Where's my father's dominoes game?",
            ],
            "now": ["Where is my father playing dominoes at the moment?"],
        },
        "zh": {
            "values": [
                "人民公园的凉亭",
                "布尔哈通河边的长廊",
                "小区锅炉房门口",
                "延边大学后门的小广场",
                "老干部活动室",
                "西市场后身的修车铺",
            ],
            "facts": [
                "我公公天天在{v}下象棋。",
                "公公下棋的地儿是{v}。",
                "孩子爷爷每天去{v}杀两盘。",
            ],
            "corrections": [
                ("cue", "公公下棋改去{new}了"),
                ("cue", "棋友拉着公公去了{new}，往后他就在那儿下。"),
                ("cue", "返聘的活儿干完以后，公公天天在{new}下棋。"),
                ("explicit", "{old}拆了，公公去{new}下棋。"),
                ("explicit", "公公嫌{old}看热闹的人太多，去{new}下。"),
                ("explicit", "公公下棋：{new}，不去{old}了"),
                ("implicit", "给公公打电话，那头一片“将！”“别动！”，一听就是在{new}。"),
                ("implicit", "公公从{new}回来 赢了两盘 哼着歌上的楼"),
                ("implicit", "公公把老花镜落在{new}了，一个棋友给送到了楼下。"),
                ("implicit", "带孩子去{new}找爷爷，回来学了一嘴不该学的话。"),
                ("implicit", "下午一场雷阵雨，{new}那帮老头端起棋盘躲到屋檐底下，一个子儿都没乱。"),
                (
                    "implicit",
                    "五一那几天：满大街都是来吃冷面的外地游客，延大那堵网红墙前排着队拍照，老公"
                    "的表弟一家在我们家打地铺，燃气灶偏偏打不着火，就我公公跟没事人一样，吃完午"
                    "饭拎着马扎去了{new}，一下下到天黑。",
                ),
            ],
            "questions": ["我公公在哪儿下象棋？", "孩子爷爷去哪儿下棋？", "公公下棋的地方是哪儿？"],
            "now": ["公公现在在哪儿下棋？"],
        },
    },
    {
        "key": "grandad_game_time",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "at half past five",
                "straight after lunch",
                "at four o'clock",
                "after the seven o'clock news",
                "at ten in the morning",
                "at a quarter to three",
            ],
            "facts": [
                "My father goes out to his dominoes {v}.",
                "Grandpa leaves for dominoes {v} every day.",
                "Every day {v} my father heads off with his dominoes tin.",
            ],
            "corrections": [
                ("cue", "daddy off to dominoes {new} now"),
                ("cue", "The fellas moved the game, so my father goes out {new}."),
                (
                    "cue",
                    "Since the heat came in, my father has been leaving for his dominoes {new}.",
                ),
                ("explicit", "My father gave up going {old}, he's out to his dominoes {new}."),
                (
                    "explicit",
                    "Going {old} clashed with his pressure tablets, so my father goes to "
                    "dominoes {new}.",
                ),
                ("explicit", "grandpa's dominoes: {new}, not {old}"),
                (
                    "implicit",
                    "My father was out the gate {new} on the dot, shirt buttoned to the neck.",
                ),
                ("implicit", "rang daddy {new}, no answer, obviously, dominoes"),
                (
                    "implicit",
                    "The lady across the road sets her watch by my father walking past {new} "
                    "with his dominoes tin.",
                ),
                (
                    "implicit",
                    "Tried to book Grandpa's eye appointment and he said any time at all "
                    "except {new}, that's dominoes.",
                ),
                (
                    "implicit",
                    "My mother keeps his plate in the oven, because off he goes {new} and he "
                    "won't come back for food.",
                ),
                (
                    "implicit",
                    "Hurricane watch on the radio all day: the shutters up, the bath filled, "
                    "tins of corned beef lined up on the counter, the children asking if "
                    "school was off, Trevor up a ladder with a hammer, and my father still out "
                    "the door {new} because, he said, the dominoes don't care about a tropical "
                    "storm.",
                ),
            ],
            "questions": [
                "What time does my father go to dominoes?",
                "When does Grandpa head out for his dominoes?",
                "What time is my father's dominoes game?",
            ],
            "now": ["What time is my father going to dominoes currently?"],
        },
        "zh": {
            "values": [
                "早上六点",
                "上午九点",
                "中午十二点",
                "下午一点半",
                "下午三点",
                "晚饭后七点",
            ],
            "facts": [
                "我公公每天{v}出门下象棋。",
                "公公下棋雷打不动是{v}。",
                "孩子爷爷{v}准时去下棋。",
            ],
            "corrections": [
                ("cue", "公公下棋改成{new}了"),
                ("cue", "棋友们重新约了点儿，公公每天{new}出门。"),
                ("cue", "天热起来以后，公公都是{new}去下棋。"),
                ("explicit", "{old}那会儿公公得去接孙子，下棋挪到了{new}。"),
                ("explicit", "{old}那个点儿棋友凑不齐，公公{new}出门。"),
                ("explicit", "公公下棋：{new}，不是{old}"),
                ("implicit", "{new}一到，公公拎着棋盘就出门了，跟上班打卡似的。"),
                ("implicit", "{new}给公公打电话 没人接 不用问 下棋去了"),
                ("implicit", "对门大姐说，看见我公公{new}下楼，她就知道该去接孩子了。"),
                ("implicit", "给公公约体检，他说什么时候都行，就{new}不行，那是下棋的点。"),
                ("implicit", "婆婆把饭菜扣在锅里，公公{new}一走，不下完不回来。"),
                (
                    "implicit",
                    "那周降温，零下二十六度：暖气片不怎么热，物业电话打不通，闺女感冒请了两天假"
                    "，老公的车早上死活打不着火，我公公照样{new}穿上军大衣、戴上棉手套出了门，"
                    "说棋友们都等着呢。",
                ),
            ],
            "questions": [
                "我公公每天几点去下棋？",
                "孩子爷爷什么时候出门下棋？",
                "公公下棋是几点？",
            ],
            "now": ["公公现在几点出门下棋？"],
        },
    },
    {
        "key": "blender",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "an Oster",
                "a Ninja",
                "a NutriBullet",
                "a Hamilton Beach",
                "a Vitamix",
                "an old Black+Decker",
            ],
            "facts": [
                "The blender on our kitchen counter is {v}.",
                "Every morning the juice gets made in {v}.",
                "Our blender is {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for the juice"),
                ("cue", "Trevor won {new} in the church raffle and that's our blender."),
                ("cue", "Since the hardware sale in town we've had {new} on the counter."),
                ("explicit", "The jug on {old} cracked, so the juice goes in {new}."),
                ("explicit", "{old} burnt out on a bag of ice, we blend in {new}."),
                ("explicit", "blender: {new}, {old} in the cupboard"),
                (
                    "implicit",
                    "{new} woke the whole house at six and set the neighbour's dog off barking "
                    "back at it.",
                ),
                (
                    "implicit",
                    "keisha put a whole lime in {new}, skin and all, kitchen smells like a bar",
                ),
                ("implicit", "Ran {new} with the lid off and the kitchen wall got painted orange."),
                (
                    "implicit",
                    "Trevor made a rum punch in {new} for the cricket and forgot the lid.",
                ),
                (
                    "implicit",
                    "Power cut halfway through, and {new} just sat there full of ice and pulp "
                    "till the lights came back.",
                ),
                (
                    "implicit",
                    "Sunday before church: the iron hot on the board, Keisha's plaits half "
                    "done, Jaden's white pants with a grass stain on the knee, the macaroni "
                    "pie in the oven, and me with one hand holding down the lid of {new} "
                    "because the juice had to be made before we left.",
                ),
            ],
            "questions": [
                "What blender do we have?",
                "What do we make the juice in?",
                "Which blender is on our kitchen counter?",
            ],
            "now": ["What blender are we using these days?"],
        },
        "zh": {
            "values": [
                "九阳豆浆机",
                "美的破壁机",
                "苏泊尔料理机",
                "小熊的榨汁杯",
                "东菱破壁机",
                "飞利浦搅拌机",
            ],
            "facts": [
                "我家打豆浆用的是{v}。",
                "厨房台面上那台是{v}。",
                "每天早上轰轰响的是我家的{v}。",
            ],
            "corrections": [
                ("cue", "厨房添了台{new}"),
                ("cue", "单位年会抽奖抽中了{new}，早上打豆浆就靠它。"),
                ("cue", "婆婆搬来跟我们住以后，家里打豆浆用的是{new}。"),
                ("explicit", "{old}的刀头转不动了，打豆浆用{new}。"),
                ("explicit", "{old}送给我妈了，家里用{new}。"),
                ("explicit", "豆浆机：{new}，{old}收起来了"),
                ("implicit", "早上六点{new}一响，楼下大姐拿擀面杖敲暖气管子抗议。"),
                ("implicit", "{new}盖子没扣严 豆浆喷了一墙"),
                ("implicit", "老公拿{new}打辣椒酱，一开盖全家呛得直咳嗽。"),
                ("implicit", "{new}的杯子洗了搁窗台上晾着，被猫舔了一遍。"),
                ("implicit", "停电那天早上，{new}里泡着一杯黄豆干瞪眼。"),
                (
                    "implicit",
                    "礼拜一早上：浩浩的护腿板找不着，闺女的红领巾还在洗衣机里，老公在阳台上抽烟"
                    "被我骂回屋，婆婆的血压计没电了，我守在灶台边上等{new}把豆浆打完，一边还得"
                    "给孩子系鞋带。",
                ),
            ],
            "questions": [
                "我家用的什么豆浆机？",
                "早上打豆浆用哪台机器？",
                "我家厨房台面上那台机器是什么？",
            ],
            "now": ["我家现在打豆浆用的是哪台？"],
        },
    },
    {
        "key": "blender_mix",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "golden apple",
                "passion fruit",
                "carrot and beet",
                "West Indian cherries",
                "guava and lime",
                "mango and ginger",
            ],
            "facts": [
                "The morning juice in our house is {v}.",
                "What goes in the blender every morning is {v}.",
                "Every day I blend up {v} for the family.",
            ],
            "corrections": [
                ("cue", "morning juice is {new} now"),
                (
                    "cue",
                    "My mother swore by {new}, so that's what goes in the blender every morning.",
                ),
                ("cue", "Since Keisha's cold, I've been blending {new} for breakfast."),
                ("explicit", "Nobody would drink {old} any more, so it's {new} in the blender."),
                ("explicit", "The woman at the market had no {old}, I blended {new}."),
                ("explicit", "juice: {new}, done with {old}"),
                (
                    "implicit",
                    "Jaden drank the whole jug of {new} straight from the fridge and put it "
                    "back empty.",
                ),
                (
                    "implicit",
                    "{new} all down my work blouse, 7.15am, no time to do a thing about it",
                ),
                (
                    "implicit",
                    "The cat sniffed at the {new} I'd spilt on the floor and walked off offended.",
                ),
                ("implicit", "My mother tasted the {new} and said it wanted a pinch of nutmeg."),
                (
                    "implicit",
                    "Trevor took a flask of {new} to the site and the men had it finished "
                    "before ten.",
                ),
                (
                    "implicit",
                    "Exam week: Keisha up at five crying over fractions, Jaden's cricket "
                    "whites still wet on the line, the water off from eight till noon, a ZR "
                    "that never came, and still I stood at the counter at six blending {new}, "
                    "because my mother says brains don't work on an empty stomach.",
                ),
            ],
            "questions": [
                "What goes in our morning juice?",
                "What do I blend every morning?",
                "What's in the juice jug in the mornings?",
            ],
            "now": ["What am I blending in the mornings currently?"],
        },
        "zh": {
            "values": ["黑豆", "红枣黄豆", "核桃仁", "小米南瓜", "紫薯", "燕麦"],
            "facts": [
                "我家早上的豆浆打的是{v}。",
                "每天早上机器里放的是{v}。",
                "我每天早上给全家打{v}。",
            ],
            "corrections": [
                ("cue", "早上改打{new}了"),
                ("cue", "婆婆听养生节目说{new}好，早上就打这个。"),
                ("cue", "入冬以后早上都打{new}。"),
                ("explicit", "孩子们喝腻了{old}，早上打{new}。"),
                ("explicit", "{old}吃完了没再买，机器里放的是{new}。"),
                ("explicit", "豆浆：{new}，{old}不打了"),
                ("implicit", "浩浩一口气喝了两碗{new}打的豆浆，嘴上挂着一圈沫子就上学去了。"),
                ("implicit", "{new}泡了一宿 早上打出来稠得能立住勺子"),
                ("implicit", "婆婆喝了口{new}打的豆浆，说该搁点糖。"),
                ("implicit", "{new}的渣子倒在楼下花坛里，喜鹊来啄了一上午。"),
                ("implicit", "老公往保温杯里灌了一杯{new}打的豆浆，说单位同事都眼馋。"),
                (
                    "implicit",
                    "期末考试那个礼拜：闺女五点起来哭着背古诗，浩浩的校服湿着挂在暖气片上，小区"
                    "从八点停水停到中午，公交车一辆也不来，可我六点还是站在灶台边打了一锅{new}"
                    "，婆婆说空着肚子考不好。",
                ),
            ],
            "questions": [
                "我家早上打的什么豆浆？",
                "我每天早上往机器里放什么？",
                "全家早上喝的豆浆是拿什么打的？",
            ],
            "now": ["我现在早上打的是什么？"],
        },
    },
    {
        "key": "cousin_abroad_city",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Brooklyn",
                "Toronto",
                "Birmingham",
                "Fort Lauderdale",
                "Hartford",
                "Montreal",
            ],
            "facts": [
                "My cousin Andrea lives in {v}.",
                "Andrea works in {v} and sends a barrel home every Christmas.",
                "Where my cousin Andrea is living is {v}.",
            ],
            "corrections": [
                ("cue", "andrea's in {new} now"),
                ("cue", "Andrea took a nursing job in {new}, and that's where she lives."),
                ("cue", "Since her divorce, my cousin Andrea has been living in {new}."),
                ("explicit", "Andrea left {old} for good, she's living in {new}."),
                ("explicit", "Andrea couldn't stand the rent in {old}, so she's in {new}."),
                ("explicit", "andrea: {new}, not {old}"),
                (
                    "implicit",
                    "A barrel came from Andrea in {new} with enough rice and Cadbury's to feed "
                    "the parish.",
                ),
                (
                    "implicit",
                    "andrea sent a video from {new}, the children screamed at her down the phone",
                ),
                (
                    "implicit",
                    "Andrea says the Bajan shop in {new} charges her twelve dollars for a "
                    "bottle of pepper sauce.",
                ),
                (
                    "implicit",
                    "My mother asked Andrea what time it is in {new} for the third time this week.",
                ),
                (
                    "implicit",
                    "Andrea found a fellow from Speightstown working on her ward in {new}.",
                ),
                (
                    "implicit",
                    "Andrea's fortieth: she couldn't fly home, so we did it on a video call, "
                    "Granny in her church hat, Trevor holding the phone up over the cake, the "
                    "children fighting over who got to wave, the signal dropping every two "
                    "minutes, and Andrea in her kitchen in {new} crying into a slice of cake "
                    "we couldn't taste.",
                ),
            ],
            "questions": [
                "Where does my cousin Andrea live?",
                "What city is Andrea in?",
                "Where is Andrea living abroad?",
            ],
            "now": ["Where is my cousin Andrea living at present?"],
        },
        "zh": {
            "values": ["首尔", "仁川", "安山", "水原", "釜山", "大邱"],
            "facts": ["我表姐秀珍在{v}打工。", "秀珍姐人在韩国{v}。", "我表姐住在{v}。"],
            "corrections": [
                ("cue", "秀珍姐去{new}了"),
                ("cue", "秀珍姐在{new}找了个饭店的活儿，就住那边。"),
                ("cue", "签证续下来以后，我表姐一直在{new}。"),
                ("explicit", "秀珍姐离开{old}了，在{new}干活。"),
                ("explicit", "表姐嫌{old}房租压人，去了{new}。"),
                ("explicit", "表姐：{new}，不在{old}了"),
                ("implicit", "表姐从{new}寄回来一箱化妆品，还有给婆婆的护膝。"),
                ("implicit", "秀珍姐发来{new}下雨的视频 孩子们隔着屏幕喊她"),
                ("implicit", "秀珍姐说{new}一碗冷面要一万多韩元，她都舍不得吃。"),
                ("implicit", "我妈又问表姐{new}那边几点了，这礼拜第三回。"),
                ("implicit", "表姐在{new}的工厂碰上一个图们来的老乡，俩人一块儿过的中秋。"),
                (
                    "implicit",
                    "表姐四十岁生日：她回不来，我们就视频给她过，婆婆穿着她那件朝鲜族长裙，老公"
                    "举着手机对着蛋糕，两个孩子抢着往镜头前凑，信号两分钟断一回，秀珍姐在{new}"
                    "的出租屋里对着屏幕一边吃泡面一边抹眼泪。",
                ),
            ],
            "questions": ["我表姐在哪儿打工？", "秀珍姐人在韩国哪个城市？", "我表姐住在哪儿？"],
            "now": ["我表姐现在在哪个城市？"],
        },
    },
    {
        "key": "family_video_call_app",
        "type": "PREFERENCE",
        "en": {
            "values": ["WhatsApp", "FaceTime", "Messenger", "Zoom", "Google Meet", "Skype"],
            "facts": [
                "We video-call my cousin Andrea on {v}.",
                "The family calls to Andrea go through {v}.",
                "When Granny wants to see Andrea's face we use {v}.",
            ],
            "corrections": [
                ("cue", "andrea calls on {new} now"),
                ("cue", "Andrea's daughter set Granny up with {new}, and that's how we call her."),
                ("cue", "Since Granny got her tablet, our calls to Andrea have been on {new}."),
                ("explicit", "{old} kept freezing on Granny, so we call Andrea on {new}."),
                ("explicit", "Andrea deleted {old} off her phone, we use {new}."),
                ("explicit", "calls: {new}, {old} no"),
                (
                    "implicit",
                    "Granny held the tablet to her ear for the whole {new} call and Andrea "
                    "talked to her chin.",
                ),
                ("implicit", "{new} rang in the middle of church and my mother answered it."),
                ("implicit", "keisha put bunny ears on andrea in {new}, andrea not amused"),
                (
                    "implicit",
                    "My father waved at {new} for ten minutes before anybody told him the "
                    "camera was off.",
                ),
                (
                    "implicit",
                    "The {new} call dropped right when Andrea was saying who was getting married.",
                ),
                (
                    "implicit",
                    "Sunday evening: the dishes stacked, the rain coming down sideways, Jaden "
                    "sulking because the cricket was washed out, my mother in her chair with "
                    "the tablet propped on a cushion, and {new} ringing three times before "
                    "anybody worked out which button to press to see Andrea.",
                ),
            ],
            "questions": [
                "What do we use to video-call Andrea?",
                "How do we call my cousin abroad?",
                "What app are our calls with Andrea on?",
            ],
            "now": ["What are we calling Andrea on these days?"],
        },
        "zh": {
            "values": ["微信视频", "KakaoTalk", "QQ视频", "抖音", "FaceTime", "钉钉"],
            "facts": [
                "我们跟表姐视频用的是{v}。",
                "家里跟秀珍姐通话走{v}。",
                "婆婆想看秀珍姐就开{v}。",
            ],
            "corrections": [
                ("cue", "跟表姐视频改用{new}了"),
                ("cue", "表姐的闺女给婆婆装了{new}，往后就用它打。"),
                ("cue", "婆婆有了平板以后，跟表姐都在{new}上视频。"),
                ("explicit", "{old}老卡，跟表姐视频用{new}。"),
                ("explicit", "表姐把{old}卸了，我们用{new}。"),
                ("explicit", "视频：{new}，{old}不用了"),
                ("implicit", "婆婆开着{new}把平板贴在耳朵上，表姐对着她的下巴说了半个钟头。"),
                ("implicit", "{new}响了 公公以为是闹钟 给按了"),
                ("implicit", "闺女在{new}上给表姐加了个猫耳朵特效，表姐没笑。"),
                ("implicit", "公公对着{new}挥了十分钟手，才有人告诉他摄像头没开。"),
                ("implicit", "{new}正说到谁家闺女要结婚，卡住了。"),
                (
                    "implicit",
                    "周日晚上：碗还摞在水池里，外头刮着大烟炮，浩浩因为比赛取消了生闷气，婆婆窝"
                    "在沙发上把平板架在靠垫上，{new}响了三遍，一家人谁也不知道该点哪个才能看见"
                    "秀珍姐。",
                ),
            ],
            "questions": [
                "我们跟表姐视频用什么？",
                "家里跟秀珍姐打视频走哪个？",
                "婆婆想表姐了开什么？",
            ],
            "now": ["我们现在跟表姐视频用的是哪个？"],
        },
    },
    {
        "key": "festive_cake_maker",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Aunt Gloria in Six Roads",
                "Miss Cumberbatch from church",
                "my sister-in-law Shelly-Ann",
                "Ruthie at the Holetown bakery",
                "Mrs Bascom up the road",
                "Cheryl's mother in Rock Hall",
            ],
            "facts": [
                "Our Christmas black cake is baked by {v}.",
                "{v} makes the great cake for our house every Christmas.",
                "The black cake on our table at Christmas comes from {v}.",
            ],
            "corrections": [
                ("cue", "{new} doing the black cake this year"),
                (
                    "cue",
                    "My mother put the cake order in with {new}, so that's who bakes our black "
                    "cake.",
                ),
                (
                    "cue",
                    "Since my mother's hands got bad, {new} has been baking our Christmas cake.",
                ),
                ("explicit", "{old} isn't baking any more, so {new} does our black cake."),
                (
                    "explicit",
                    "My mother fell out with {old} over a cake tin, the black cake comes from "
                    "{new}.",
                ),
                ("explicit", "black cake: {new}, {old} out"),
                (
                    "implicit",
                    "{new} dropped the black cake round wrapped in foil and a tea towel, still "
                    "warm.",
                ),
                ("implicit", "{new} wants the cake tin back by Old Year's Night, no excuses"),
                (
                    "implicit",
                    "Trevor had two slices of the cake from {new} at breakfast and was asleep "
                    "by ten.",
                ),
                (
                    "implicit",
                    "The cake from {new} is so heavy with rum the children only get a sliver each.",
                ),
                (
                    "implicit",
                    "Paid {new} for the cake in an envelope and she pushed half of it back at me.",
                ),
                (
                    "implicit",
                    "Christmas Eve: the curtains up at last, the ham in the oven, Jaden and "
                    "Keisha wrapping presents with half a roll of tape each, the choir "
                    "practising down the road, my father complaining about the lights, and "
                    "{new} at the gate at nine with the black cake in a biscuit tin, calling "
                    "for somebody to clear the table.",
                ),
            ],
            "questions": [
                "Who bakes our Christmas black cake?",
                "Who makes the great cake for us?",
                "Where does our black cake come from?",
            ],
            "now": ["Who is baking our black cake at present?"],
        },
        "zh": {
            "values": [
                "朝鲜族的崔阿妈妮",
                "我大姑姐",
                "西市场打糕铺的老金",
                "隔壁的朴奶奶",
                "婆婆的老姐妹顺子",
                "单位食堂的李师傅",
            ],
            "facts": [
                "我家过年的打糕是{v}给打的。",
                "每年过年{v}给我们打一盆打糕。",
                "过年桌上的打糕出自{v}之手。",
            ],
            "corrections": [
                ("cue", "今年打糕找{new}了"),
                ("cue", "婆婆跟{new}说好了，我家的打糕就托给这位。"),
                ("cue", "公公腰不行了以后，过年的打糕都是{new}打。"),
                ("explicit", "{old}不打打糕了，过年找{new}。"),
                ("explicit", "婆婆跟{old}为一个蒸笼闹掰了，打糕找{new}。"),
                ("explicit", "打糕：{new}，不找{old}"),
                ("implicit", "{new}端来一盆打糕，还冒着热气，拿保鲜膜包了三层。"),
                ("implicit", "{new}说蒸笼得还 初五前 没商量"),
                ("implicit", "老公早上吃了两块{new}打的打糕，上午在单位一直犯困。"),
                ("implicit", "{new}打的打糕筋道，孩子们拉着能扯出一尺长。"),
                ("implicit", "给{new}塞了个红包，人家推回来一半。"),
                (
                    "implicit",
                    "年三十：对联总算贴上了，锅里炖着排骨，两个孩子拿半卷胶带包礼物，楼下有人放"
                    "了一下午鞭炮，公公嫌灯笼挂歪了，晚上九点{new}才上门，端着一大铝盆打糕，进"
                    "门先喊“快拿案板来”。",
                ),
            ],
            "questions": ["我家过年的打糕是谁打的？", "谁给我们打打糕？", "过年的打糕找谁？"],
            "now": ["现在我家的打糕是谁给打？"],
        },
    },
    {
        "key": "festive_cake_ingredient",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Mount Gay Eclipse",
                "Doorly's XO",
                "Cockspur Five Star",
                "E.S.A. Field",
                "Old Brigand",
                "Foursquare spiced rum",
            ],
            "facts": [
                "The rum in our black cake is {v}.",
                "Our Christmas cake fruit gets soaked in {v}.",
                "What goes over the black cake every week in December is {v}.",
            ],
            "corrections": [
                ("cue", "cake rum is {new} now"),
                (
                    "cue",
                    "Trevor brought home {new} from the duty-free, and that's what the cake "
                    "fruit soaks in.",
                ),
                ("cue", "Since Granny tasted it at a wedding, the black cake gets {new}."),
                (
                    "explicit",
                    "{old} made the cake taste like cough syrup, so it's {new} in the fruit.",
                ),
                ("explicit", "The rum shop ran out of {old}, the fruit's soaking in {new}."),
                ("explicit", "cake rum: {new}, {old} no"),
                (
                    "implicit",
                    "Opened the jar of fruit soaking in {new} and my eyes watered from across "
                    "the kitchen.",
                ),
                (
                    "implicit",
                    "keisha sniffed the {new} bottle and asked why the cake needs medicine",
                ),
                (
                    "implicit",
                    "My father poured himself a finger of {new} from the cake bottle and "
                    "called it tasting.",
                ),
                (
                    "implicit",
                    "Brushed {new} over the cakes and the whole house smelt like a rum shop on "
                    "Boxing Day.",
                ),
                (
                    "implicit",
                    "The bottle of {new} lives on top of the fridge so nobody mistakes it for "
                    "juice.",
                ),
                (
                    "implicit",
                    "Cake-making Saturday: eggs by the dozen, the big bowl borrowed from next "
                    "door, prunes and raisins black as tar after months in the jar, Keisha "
                    "licking spoons, my mother giving orders from her chair, and a glug of "
                    "{new} going in every twenty minutes until the whole kitchen was tipsy.",
                ),
            ],
            "questions": [
                "What rum goes in our black cake?",
                "What do we soak the cake fruit in?",
                "What's the rum for the Christmas cake?",
            ],
            "now": ["What rum are we putting in the black cake currently?"],
        },
        "zh": {
            "values": ["黄豆面", "红豆沙", "苏子面", "芝麻面", "花生碎", "蜂蜜"],
            "facts": ["我家的打糕蘸的是{v}。", "打糕外头滚一层{v}。", "过年吃打糕我们配{v}。"],
            "corrections": [
                ("cue", "打糕改蘸{new}了"),
                ("cue", "婆婆在老家吃了一回裹{new}的，往后我家打糕就裹这个。"),
                ("cue", "自从孩子们嫌粘牙，打糕就配{new}。"),
                ("explicit", "{old}受潮结块了，打糕蘸{new}。"),
                ("explicit", "孩子们吃不惯{old}，打糕裹{new}。"),
                ("explicit", "打糕：{new}，{old}不要了"),
                ("implicit", "一块打糕掉在地上，{new}撒了一地，猫过来舔了两口。"),
                ("implicit", "{new}糊了闺女一脸 跟花猫似的"),
                ("implicit", "公公拿打糕蘸了满满一层{new}，说这才叫过年。"),
                ("implicit", "{new}装在婆婆那个搪瓷盆里，搁在窗台上冻着。"),
                ("implicit", "浩浩把{new}偷偷抹在了他妹的作业本上。"),
                (
                    "implicit",
                    "打打糕那天：蒸了一锅糯米，从楼下借来的木槌，老公和他表弟轮流砸，砸得整栋楼"
                    "都在震，闺女在旁边捣乱，婆婆坐着指挥，我在案板上一块块切好，往{new}里一滚"
                    "，摆满了三个盘子。",
                ),
            ],
            "questions": ["我家打糕蘸什么？", "打糕外头裹的是什么？", "过年吃打糕配的是什么？"],
            "now": ["现在我家打糕蘸的是什么？"],
        },
    },
    {
        "key": "harvest_helper",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a young fella called Shane",
                "Mr Bynoe with his long pole",
                "my nephew Jamar",
                "the coconut man from the roundabout",
                "Tristan from next door",
                "a tree man from St Lucy called Rudy",
            ],
            "facts": [
                "Our coconuts are picked by {v}.",
                "{v} climbs the coconut tree in our yard for us.",
                "When the coconuts need to come down, we call {v}.",
            ],
            "corrections": [
                ("cue", "{new} doing the coconuts now"),
                ("cue", "Trevor sorted it so {new} picks our coconuts."),
                (
                    "cue",
                    "Since Trevor's back went, {new} has been going up the coconut tree for us.",
                ),
                (
                    "explicit",
                    "{old} went off to work on a cruise ship, so {new} picks our coconuts.",
                ),
                (
                    "explicit",
                    "My mother didn't like the state {old} left the yard in, so {new} does the "
                    "coconuts.",
                ),
                ("explicit", "coconuts: {new}, not {old}"),
                (
                    "implicit",
                    "{new} threw a coconut down and it went straight through the roof of "
                    "Trevor's car.",
                ),
                ("implicit", "{new} up the tree at 7am singing calypso, whole road awake"),
                (
                    "implicit",
                    "Gave {new} a bag of coconuts to keep and he cut two open for the children "
                    "right there in the yard.",
                ),
                (
                    "implicit",
                    "{new} found a wasp nest in the fronds and went at it with a cutlass.",
                ),
                (
                    "implicit",
                    "The children stand on the gallery shouting directions at {new} while he "
                    "works.",
                ),
                (
                    "implicit",
                    "Sahara dust all week: everything on the gallery coated orange, Granny's "
                    "chest tight, the car looking like it came out of a quarry, Jaden on his "
                    "inhaler, and {new} out the back on the Thursday with a cutlass, bringing "
                    "coconuts down into the dust one by one while my father shouted advice "
                    "from the doorway.",
                ),
            ],
            "questions": [
                "Who picks our coconuts?",
                "Who climbs the coconut tree for us?",
                "Who brings down the coconuts in our yard?",
            ],
            "now": ["Who's picking our coconuts these days?"],
        },
        "zh": {
            "values": [
                "楼下的金大姐",
                "我小姑子美兰",
                "老公的表嫂",
                "早市卖菜的韩大娘",
                "对门的朝鲜族阿妈妮",
                "老家来的二姨",
            ],
            "facts": [
                "每年入冬腌辣白菜是{v}来帮忙。",
                "我家的辣白菜是{v}帮着腌的。",
                "腌冬菜那天来我家搭手的是{v}。",
            ],
            "corrections": [
                ("cue", "今年辣白菜找{new}帮忙"),
                ("cue", "婆婆请动了{new}，往后腌辣白菜就靠她。"),
                ("cue", "自从婆婆手腕扭了，腌辣白菜都是{new}来帮。"),
                ("explicit", "{old}回老家了，腌辣白菜找{new}。"),
                ("explicit", "婆婆嫌{old}辣椒面放得太冲，辣白菜让{new}来腌。"),
                ("explicit", "腌菜：{new}，{old}不来了"),
                ("implicit", "{new}蹲在卫生间洗了一上午白菜，手冻得通红。"),
                ("implicit", "{new}来腌菜 一进门先骂我家菜刀钝"),
                ("implicit", "{new}拌辣椒面不戴手套，说戴了拌不出味儿。"),
                ("implicit", "腌完菜留{new}吃饭，她非要把剩的萝卜条带走。"),
                ("implicit", "孩子们蹲在{new}旁边，一片一片偷吃刚抹好的白菜。"),
                (
                    "implicit",
                    "腌菜那个周末：阳台上码着两百斤白菜，卫生间里全是盐水，老公借来的大缸堵在门"
                    "口，浩浩要去比赛，公公嫌满屋子蒜味下棋去了，{new}从早上七点干到天黑，抹完"
                    "最后一缸，坐在小板凳上喝了一大碗凉水。",
                ),
            ],
            "questions": [
                "我家腌辣白菜谁来帮忙？",
                "腌冬菜找谁搭手？",
                "每年帮我们腌辣白菜的是谁？",
            ],
            "now": ["现在帮我们腌辣白菜的是谁？"],
        },
    },
    {
        "key": "son_coach",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mr Gittens at the school",
                "an old Test bowler called Deighton",
                "Coach Natasha at the academy",
                "his uncle Ryan",
                "Mr Lashley from the BCA",
                "a sixth-former called Kemar",
            ],
            "facts": [
                "Jaden's cricket coach is {v}.",
                "My son gets his batting coached by {v}.",
                "The one coaching Jaden at cricket is {v}.",
            ],
            "corrections": [
                ("cue", "jaden's being coached by {new} now"),
                ("cue", "We signed Jaden up with {new}, and that's who coaches his cricket."),
                ("cue", "Since the under-13 trials, {new} has been coaching Jaden."),
                ("explicit", "{old} got a job in Antigua, so {new} coaches Jaden."),
                ("explicit", "Jaden and {old} never got on, his coach is {new}."),
                ("explicit", "coach: {new}, {old} done"),
                (
                    "implicit",
                    "{new} made Jaden bowl at one stump for an hour, and he came home talking "
                    "only about line and length.",
                ),
                ("implicit", "{new} says jaden plays across the line, jaden says he doesn't, war"),
                ("implicit", "{new} rang to say Jaden left his pads at the nets again."),
                (
                    "implicit",
                    "Jaden does an impression of {new} at dinner that has his sister in tears.",
                ),
                (
                    "implicit",
                    "Met {new} in the supermarket and got a full report on Jaden's footwork in "
                    "the frozen aisle.",
                ),
                (
                    "implicit",
                    "Under-13 final: the team bus broke down at Bank Hall, Jaden's box left on "
                    "the kitchen table, Trevor driving back for it in his work clothes, rain "
                    "at the toss, and {new} on the boundary with a clipboard shouting 'watch "
                    "the ball' at every single delivery until we lost it in the last over.",
                ),
            ],
            "questions": [
                "Who coaches Jaden at cricket?",
                "Who's my son's cricket coach?",
                "Who does Jaden train with for his batting?",
            ],
            "now": ["Who's coaching Jaden at the moment?"],
        },
        "zh": {
            "values": [
                "体校的朴教练",
                "退役球员老崔",
                "他二舅",
                "少年宫的韩老师",
                "韩国来的外教",
                "延边队退下来的李指导",
            ],
            "facts": ["浩浩踢球的教练是{v}。", "我儿子跟着{v}练球。", "带浩浩踢球的是{v}。"],
            "corrections": [
                ("cue", "浩浩跟{new}练了"),
                ("cue", "给浩浩报了{new}的班，往后就跟着练。"),
                ("cue", "进了校队以后，浩浩的教练是{new}。"),
                ("explicit", "{old}调到长春去了，浩浩跟{new}练。"),
                ("explicit", "浩浩跟{old}处不来，教练是{new}。"),
                ("explicit", "教练：{new}，不跟{old}了"),
                ("implicit", "{new}让浩浩一个人对着墙传了一个钟头球，回来张嘴闭嘴都是“脚弓”。"),
                ("implicit", "{new}说浩浩带球老低头 浩浩说没有 吵翻了"),
                ("implicit", "{new}打电话说浩浩又把护腿板落在球场了。"),
                ("implicit", "浩浩吃饭的时候学{new}说话，把他妹笑喷了。"),
                ("implicit", "在超市冻品区碰上{new}，站着听了十分钟浩浩的脚法问题。"),
                (
                    "implicit",
                    "市里小学生联赛决赛：大巴在半路抛了锚，浩浩的护腿板落在鞋柜上，老公穿着工作"
                    "服开车回去取，开球前下起了冰雹，{new}站在场边拿着战术板，每一脚都在喊“抬头"
                    "看人”，最后一分钟被人家灌了一个。",
                ),
            ],
            "questions": ["浩浩踢球的教练是谁？", "我儿子跟谁练球？", "谁带浩浩踢球？"],
            "now": ["浩浩现在跟谁练球？"],
        },
    },
    {
        "key": "son_match_gear",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Gray-Nicolls Kaboom",
                "a Kookaburra Ghost",
                "a GM Diamond",
                "an SS Ton",
                "a Spartan bat",
                "a hand-me-down Slazenger",
            ],
            "facts": [
                "Jaden bats with {v}.",
                "My son's cricket bat is {v}.",
                "In Jaden's kit bag there's {v}.",
            ],
            "corrections": [
                ("cue", "jaden's batting with {new} now"),
                ("cue", "Andrea sent {new} in the barrel, and that's Jaden's bat."),
                ("cue", "Since his birthday, Jaden has been batting with {new}."),
                ("explicit", "Jaden cracked {old} on a yorker, so he bats with {new}."),
                ("explicit", "{old} went to his cousin, Jaden uses {new}."),
                ("explicit", "bat: {new}, {old} retired"),
                ("implicit", "Jaden sleeps with {new} propped next to his bed like a pet."),
                (
                    "implicit",
                    "jaden knocked granny's vase off the shelf with {new} practising in the hall",
                ),
                (
                    "implicit",
                    "Spent Saturday oiling {new} on the gallery with Jaden watching every "
                    "stroke of the cloth.",
                ),
                (
                    "implicit",
                    "Jaden hit one with {new} clean over the fence and into the pastor's yard.",
                ),
                ("implicit", "{new} has Jaden's name written down the back in Tipp-Ex, twice."),
                (
                    "implicit",
                    "School sports day: Keisha in the egg and spoon, my mother under an "
                    "umbrella with a flask of tea, the PA squealing, the headmaster in a straw "
                    "hat, and Jaden walking round the field all afternoon with {new} under his "
                    "arm because he wouldn't leave it in the classroom.",
                ),
            ],
            "questions": [
                "What bat does Jaden use?",
                "What's my son's cricket bat?",
                "What does Jaden bat with?",
            ],
            "now": ["What bat is Jaden using currently?"],
        },
        "zh": {
            "values": [
                "阿迪达斯猎鹰",
                "耐克刺客",
                "李宁的足球鞋",
                "美津浓",
                "安踏的碎钉鞋",
                "表哥穿剩的旧球鞋",
            ],
            "facts": ["浩浩踢球穿的是{v}。", "我儿子的球鞋是{v}。", "浩浩球包里那双鞋是{v}。"],
            "corrections": [
                ("cue", "浩浩踢球改穿{new}了"),
                ("cue", "秀珍姐从韩国寄来一双{new}，浩浩踢球就穿它。"),
                ("cue", "过完生日以后，浩浩踢球穿的是{new}。"),
                ("explicit", "{old}鞋钉掉了，浩浩穿{new}。"),
                ("explicit", "{old}挤脚了，给了他表弟，浩浩穿{new}。"),
                ("explicit", "球鞋：{new}，{old}退休了"),
                ("implicit", "浩浩睡觉把{new}摆在枕头边上，跟养了个宠物似的。"),
                ("implicit", "浩浩穿着{new}在客厅颠球 婆婆的花瓶没了"),
                ("implicit", "周六在阳台上给{new}刷泥，浩浩蹲在旁边一下一下地盯着。"),
                ("implicit", "{new}的鞋舌上拿修正液写了浩浩的名字，写了两遍。"),
                ("implicit", "浩浩穿着{new}一脚把球踢到了楼下小卖部的雨棚上。"),
                (
                    "implicit",
                    "学校运动会：闺女跑接力，婆婆打着伞坐在看台上，喇叭一会儿一吱啦，校长戴着遮"
                    "阳帽讲了半个钟头，浩浩一下午抱着{new}在操场上溜达，说放教室里怕人拿。",
                ),
            ],
            "questions": ["浩浩踢球穿什么鞋？", "我儿子的球鞋是什么？", "浩浩球包里那双鞋是什么？"],
            "now": ["浩浩现在踢球穿的是哪双？"],
        },
    },
    {
        "key": "son_after_practice_snack",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a cheese cutter",
                "a fishcake",
                "a turnover",
                "a tamarind ball",
                "a box of Chefette fries",
                "a sugar cake",
            ],
            "facts": [
                "After cricket practice Jaden gets {v}.",
                "Jaden's treat after the nets is {v}.",
                "What my son eats in the car after practice is {v}.",
            ],
            "corrections": [
                ("cue", "jaden's on {new} after practice now"),
                (
                    "cue",
                    "The lady at the ground got Jaden onto {new}, so that's his treat after "
                    "practice.",
                ),
                ("cue", "Since the dentist told him off, Jaden has {new} after cricket."),
                ("explicit", "Jaden says he's sick of {old}, so it's {new} after practice."),
                (
                    "explicit",
                    "The van that sold {old} stopped coming to the ground, so he gets {new}.",
                ),
                ("explicit", "after nets: {new}, {old} off"),
                ("implicit", "Jaden ate {new} in the car with his batting gloves still on."),
                ("implicit", "crumbs from {new} all over the back seat, again"),
                (
                    "implicit",
                    "Found half of {new} in Jaden's kit bag, two days old, wrapped in a sock.",
                ),
                (
                    "implicit",
                    "Jaden gave half of {new} to the wicketkeeper and they walked home arm in arm.",
                ),
                ("implicit", "Keisha demands {new} too, even though she didn't play."),
                (
                    "implicit",
                    "Tuesday: a meeting at work that ran till five, the ZR so packed I stood "
                    "all the way, Keisha's project on volcanoes due in the morning, no gas for "
                    "the stove, and Jaden climbing into the car from practice covered in red "
                    "dirt, asking if I'd remembered {new}.",
                ),
            ],
            "questions": [
                "What does Jaden eat after cricket practice?",
                "What's my son's treat after the nets?",
                "What does Jaden get after practice?",
            ],
            "now": ["What's Jaden having after practice these days?"],
        },
        "zh": {
            "values": ["米肠", "羊肉串", "香蕉牛奶", "炸鸡腿", "冰棍", "鸡蛋汉堡"],
            "facts": [
                "浩浩练完球要吃{v}。",
                "我儿子踢完球的零嘴是{v}。",
                "每次练完球浩浩在车上吃{v}。",
            ],
            "corrections": [
                ("cue", "浩浩练完球改吃{new}了"),
                ("cue", "球场门口的大姐让浩浩吃上了{new}，练完球就要这个。"),
                ("cue", "自从牙医说了他一顿，浩浩练完球吃{new}。"),
                ("explicit", "浩浩说{old}吃腻了，练完球吃{new}。"),
                ("explicit", "卖{old}的摊子撤了，浩浩练完球吃{new}。"),
                ("explicit", "练完球：{new}，{old}不吃了"),
                ("implicit", "浩浩手套都没摘，在车上就把{new}干掉了。"),
                ("implicit", "后座上又是{new}的包装又是泥"),
                ("implicit", "在浩浩的球包里翻出一个{new}的包装，裹在臭袜子里。"),
                ("implicit", "浩浩分了守门员一半{new}，俩人勾肩搭背回的家。"),
                ("implicit", "闺女也要{new}，她压根儿没去踢球。"),
                (
                    "implicit",
                    "礼拜二：单位开会开到五点，公交挤得我站了一路，闺女的手抄报第二天就要交，家"
                    "里燃气欠费打不着火，浩浩从球场上下来一身泥，钻进车里头一句话就问我{new}买"
                    "了没。",
                ),
            ],
            "questions": [
                "浩浩练完球吃什么？",
                "我儿子踢完球的零嘴是什么？",
                "每次练完球浩浩要吃啥？",
            ],
            "now": ["浩浩现在练完球吃的是什么？"],
        },
    },
    {
        "key": "saturday_food_stall",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Ermie's in Six Men's",
                "the shack by the bus stand",
                "Pat's at Boscobelle",
                "the church hall in Half Moon Fort",
                "the rum shop at Mile and a Quarter",
                "a van outside the polyclinic",
            ],
            "facts": [
                "Our Saturday pudding and souse comes from {v}.",
                "On a Saturday we get pudding and souse at {v}.",
                "For pudding and souse on Saturday we go to {v}.",
            ],
            "corrections": [
                ("cue", "pudding and souse from {new} now"),
                (
                    "cue",
                    "Trevor's workmate put us on to {new}, and that's our Saturday pudding and "
                    "souse.",
                ),
                (
                    "cue",
                    "Since the road works on the highway, we've been getting our pudding and "
                    "souse at {new}.",
                ),
                ("explicit", "The souse at {old} was all bone, so we go to {new}."),
                ("explicit", "{old} stopped doing pudding, we buy it at {new}."),
                ("explicit", "souse: {new}, not {old}"),
                (
                    "implicit",
                    "Queued forty minutes at {new} behind a man ordering for an entire cricket "
                    "team.",
                ),
                ("implicit", "woman at {new} gave me extra pickle cos trevor once fixed her car"),
                (
                    "implicit",
                    "My father won't touch pudding unless it comes from {new}, and he says so "
                    "loudly.",
                ),
                (
                    "implicit",
                    "Saw a government minister's driver buying souse at {new}, so it must be good.",
                ),
                (
                    "implicit",
                    "Jaden spilt the pickle from {new} on the car seat and the car smelt of "
                    "lime and cucumber for a week.",
                ),
                (
                    "implicit",
                    "Saturday morning: the washing machine on its third load, Keisha at "
                    "netball, Jaden at the nets, my mother wanting a lift to the market, the "
                    "water bill still to pay, and Trevor in the car outside {new} at half "
                    "eleven, because if you come at twelve the pudding is gone.",
                ),
            ],
            "questions": [
                "Where do we get our Saturday pudding and souse?",
                "Where's our pudding and souse from?",
                "Where do we buy souse on a Saturday?",
            ],
            "now": ["Where are we getting pudding and souse currently?"],
        },
        "zh": {
            "values": [
                "服务大楼冷面",
                "金达莱冷面",
                "顺姬冷面",
                "延边大学门口那家冷面馆",
                "西市场二楼的冷面摊",
                "小区对面的朝鲜族冷面馆",
            ],
            "facts": [
                "我们家周六中午去{v}吃冷面。",
                "周六一家人吃冷面固定在{v}。",
                "每个礼拜六的冷面吃的是{v}。",
            ],
            "corrections": [
                ("cue", "周六冷面改去{new}了"),
                ("cue", "老公同事推荐了{new}，周六就去那儿吃。"),
                ("cue", "修路以后，我们周六都去{new}吃冷面。"),
                ("explicit", "{old}的汤一股味精味，周六去{new}。"),
                ("explicit", "{old}关门了，我们在{new}吃冷面。"),
                ("explicit", "冷面：{new}，不去{old}了"),
                ("implicit", "在{new}排了四十分钟，前面一个大哥给全单位打包。"),
                ("implicit", "{new}的大姐多给了浩浩一勺辣白菜，说他长得像她儿子。"),
                ("implicit", "公公说除了{new}，别家的冷面汤都是兑的水。"),
                ("implicit", "在{new}看见电视台那个主持人，也在排号。"),
                ("implicit", "闺女在{new}把醋碰翻在老公裤子上，一下午一股酸味。"),
                (
                    "implicit",
                    "周六上午：洗衣机洗着第三桶，闺女去学舞蹈，浩浩去练球，婆婆要人陪着去早市，"
                    "燃气费还没交，老公十一点半就把车停在了{new}门口，说十二点再去就没座了。",
                ),
            ],
            "questions": [
                "我们周六去哪儿吃冷面？",
                "周六一家人吃哪家冷面？",
                "礼拜六的冷面在哪儿吃？",
            ],
            "now": ["我们现在周六去哪家吃冷面？"],
        },
    },
    {
        "key": "light_bill_payment",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Light & Power office",
                "the bank's app",
                "the SurePay counter at Massy",
                "the post office",
                "the credit union",
                "a standing order from Trevor's account",
            ],
            "facts": [
                "We pay the light bill through {v}.",
                "Every month the electricity gets paid through {v}.",
                "The light bill for our house goes through {v}.",
            ],
            "corrections": [
                ("cue", "light bill going through {new} now"),
                ("cue", "Trevor set things up so the light bill goes through {new}."),
                ("cue", "Since the disconnection scare, we've paid the light bill through {new}."),
                (
                    "explicit",
                    "{old} lost one of our payments, so the light bill goes through {new}.",
                ),
                ("explicit", "Gave up on {old} for the light bill, we pay through {new}."),
                ("explicit", "light bill: {new}, not {old}"),
                (
                    "implicit",
                    "The receipt for the light bill from {new} is stuck on the fridge under "
                    "the Crop Over magnet.",
                ),
                ("implicit", "light bill paid via {new}, 3 mins, miracle"),
                (
                    "implicit",
                    "{new} took the light bill payment twice and I spent my lunch hour on the "
                    "phone about it.",
                ),
                (
                    "implicit",
                    "My mother wanted proof the light bill had gone through {new} before she'd "
                    "put the fan on.",
                ),
                (
                    "implicit",
                    "My father doesn't trust {new} with the light bill and asks every month if "
                    "it's gone.",
                ),
                (
                    "implicit",
                    "End of the month: the mortgage out, school fees due, the car insurance "
                    "renewal in the post, Keisha needing shoes for the concert, Jaden's "
                    "cricket subs, and the light bill sitting on the fridge, which I paid "
                    "through {new} on the Friday with eleven dollars to spare in the account.",
                ),
            ],
            "questions": [
                "How do we pay the light bill?",
                "Where does our electricity bill get paid?",
                "What do we pay the light bill through?",
            ],
            "now": ["How are we paying the light bill these days?"],
        },
        "zh": {
            "values": [
                "国家电网APP",
                "支付宝",
                "供电营业厅",
                "银行代扣",
                "超市门口的自助缴费机",
                "微信缴费",
            ],
            "facts": ["我家电费是用{v}交的。", "每个月的电费走{v}。", "家里交电费靠{v}。"],
            "corrections": [
                ("cue", "电费改用{new}交了"),
                ("cue", "老公给弄好了{new}，电费就走这个。"),
                ("cue", "上回差点停电以后，电费都用{new}交。"),
                ("explicit", "{old}扣了两回钱，电费用{new}交。"),
                ("explicit", "不用{old}交电费了，走{new}。"),
                ("explicit", "电费：{new}，不走{old}了"),
                ("implicit", "半夜十一点打着手电用{new}交的电费，屋里刚黑。"),
                ("implicit", "电费用{new}交完 三分钟 奇迹"),
                ("implicit", "{new}的电费收据贴在冰箱上，拿冰箱贴压着。"),
                ("implicit", "婆婆非要看一眼{new}的交费记录才肯开电热毯。"),
                ("implicit", "公公信不过{new}，每个月都要问一遍电费交了没。"),
                (
                    "implicit",
                    "月底：房贷扣了，闺女的舞蹈课费该交了，车险续保的短信来了三条，浩浩的球队要"
                    "交服装费，电费单子压在冰箱上，礼拜五我用{new}交了，卡里剩了十一块钱。",
                ),
            ],
            "questions": ["我家电费怎么交？", "每个月的电费走什么交？", "家里交电费用的什么？"],
            "now": ["我家现在电费用什么交？"],
        },
    },
    {
        "key": "phone_credit_top_up",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Flow app",
                "the Chinese shop on Queen Street",
                "a scratch card from the gas station",
                "the Digicel app",
                "the kiosk at the bus terminal",
                "my brother's online banking",
            ],
            "facts": [
                "My phone credit comes from {v}.",
                "I get my phone top-up from {v}.",
                "Whenever my phone runs out of credit, I top it up from {v}.",
            ],
            "corrections": [
                ("cue", "phone credit from {new} now"),
                (
                    "cue",
                    "Trevor's sister showed me {new}, and that's where my phone top-up comes from.",
                ),
                ("cue", "Since I lost my purse, my phone credit has come from {new}."),
                (
                    "explicit",
                    "{old} charged me twice for ten dollars' credit, so I top up from {new}.",
                ),
                ("explicit", "Gave up on {old}, my phone credit comes from {new}."),
                ("explicit", "top-up: {new}, not {old}"),
                (
                    "implicit",
                    "Got phone credit from {new} at a quarter to midnight just to send Andrea "
                    "a voice note.",
                ),
                ("implicit", "credit from {new}, $20, gone by tuesday, keisha and her videos"),
                (
                    "implicit",
                    "The top-up from {new} came through while I was standing in the queue at "
                    "the polyclinic.",
                ),
                (
                    "implicit",
                    "Put twenty dollars on my phone from {new} sitting in the church car park "
                    "after service.",
                ),
                ("implicit", "Keisha keeps begging me for credit from {new} for her games."),
                (
                    "implicit",
                    "Hurricane drill at work: the generator tested, the phone list checked, "
                    "everybody told to keep their phones charged and in credit, me finding "
                    "mine on zero, and a top-up from {new} at lunchtime so I could ring my "
                    "mother and tell her to bring the chairs in off the gallery.",
                ),
            ],
            "questions": [
                "Where do I get my phone credit?",
                "How do I top up my phone?",
                "Where does my phone top-up come from?",
            ],
            "now": ["Where am I getting my phone credit currently?"],
        },
        "zh": {
            "values": ["移动营业厅", "楼下小卖部", "云闪付", "京东", "联通APP", "老公的微信"],
            "facts": ["我的话费是在{v}充的。", "我充话费找{v}。", "我手机没话费了就去{v}充。"],
            "corrections": [
                ("cue", "话费改在{new}充了"),
                ("cue", "小姑子教我用{new}，往后话费就找它。"),
                ("cue", "钱包丢了以后，我的话费都在{new}充。"),
                ("explicit", "{old}多扣了我二十块，话费去{new}充。"),
                ("explicit", "不在{old}充话费了，找{new}。"),
                ("explicit", "话费：{new}，不找{old}"),
                ("implicit", "半夜十一点四十在{new}充了话费，就为了给表姐发条语音。"),
                ("implicit", "在{new}充了五十 礼拜二就没了 闺女刷视频刷的"),
                ("implicit", "在{new}充的话费半天才到账，我在医院排队排得直打瞌睡。"),
                ("implicit", "礼拜天大扫除干完，坐在楼道里在{new}给手机充了五十块。"),
                ("implicit", "闺女天天磨我去{new}给她的电话手表充话费。"),
                (
                    "implicit",
                    "单位搞防汛演练：发电机试了一遍，通讯录核了一遍，领导让大家手机充满电、话费"
                    "充足，我一看自己欠费了，午休赶紧在{new}充上，好给婆婆打电话让她把阳台上的"
                    "酱缸盖上。",
                ),
            ],
            "questions": ["我在哪儿充话费？", "我手机话费找谁充？", "我的话费是在哪儿充的？"],
            "now": ["我现在话费在哪儿充？"],
        },
    },
    {
        "key": "grandma_bush_tea",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "lemongrass",
                "cerasee",
                "soursop leaf",
                "ginger and clove",
                "sweet broom",
                "mint from the yard",
            ],
            "facts": [
                "My mother's bush tea is {v}.",
                "Every night my mother boils up {v} for her tea.",
                "The bush tea in my mother's cup is {v}.",
            ],
            "corrections": [
                ("cue", "granny's on {new} for her tea now"),
                ("cue", "A woman at church got my mother drinking {new}, and that's her bush tea."),
                (
                    "cue",
                    "Since the doctor looked at her pressure, my mother's bush tea has been {new}.",
                ),
                (
                    "explicit",
                    "My mother says {old} was keeping her up at night, so her tea is {new}.",
                ),
                ("explicit", "Granny gave {old} a rest, it's {new} in her cup."),
                ("explicit", "bush tea: {new}, {old} finished"),
                (
                    "implicit",
                    "The whole house smells of {new} by eight because my mother has the pot on.",
                ),
                (
                    "implicit",
                    "granny offered {new} to the insurance man, he drank it out of politeness, "
                    "face said otherwise",
                ),
                (
                    "implicit",
                    "My mother pressed a flask of {new} on Andrea's friend who came to visit.",
                ),
                (
                    "implicit",
                    "Keisha tried Granny's {new} and made a face like she'd licked a battery.",
                ),
                (
                    "implicit",
                    "My mother fell asleep in front of the news with a cup of {new} balanced "
                    "on her knee.",
                ),
                (
                    "implicit",
                    "Granny's eightieth: fourteen people in a chattel house built for five, "
                    "the pastor saying grace for ten minutes, Trevor's speaker too loud, my "
                    "father complaining his chair had been taken, and my mother in the middle "
                    "of it all in her gold dress asking whether anybody had put the kettle on "
                    "for her {new}.",
                ),
            ],
            "questions": [
                "What bush tea does my mother drink?",
                "What's in Granny's tea?",
                "What does my mother boil up for her tea?",
            ],
            "now": ["What bush tea is my mother drinking at present?"],
        },
        "zh": {
            "values": ["玉米须茶", "大麦茶", "五味子茶", "人参茶", "枸杞菊花茶", "桔梗茶"],
            "facts": ["我婆婆天天喝{v}。", "婆婆保温杯里泡的是{v}。", "婆婆的养生茶是{v}。"],
            "corrections": [
                ("cue", "婆婆改喝{new}了"),
                ("cue", "老年大学的同学推荐了{new}，婆婆就喝这个。"),
                ("cue", "体检查出血糖高以后，婆婆天天喝{new}。"),
                ("explicit", "婆婆说{old}喝了睡不着，喝{new}。"),
                ("explicit", "{old}喝完了，婆婆泡的是{new}。"),
                ("explicit", "婆婆：{new}，{old}不喝了"),
                ("implicit", "一进门满屋子{new}的味儿，婆婆的壶在灶上咕嘟着。"),
                ("implicit", "婆婆给来查燃气的小伙子倒了杯{new} 人家喝得一脸为难"),
                ("implicit", "婆婆硬塞给表姐的同学两包{new}，让她带回韩国。"),
                ("implicit", "闺女偷喝了一口奶奶的{new}，吐着舌头跑了。"),
                ("implicit", "婆婆看着电视睡着了，{new}搁在膝盖上，一滴没洒。"),
                (
                    "implicit",
                    "婆婆八十大寿：六十平的房子挤了十四口人，老公的音箱开得震天响，公公抱怨他的"
                    "椅子被人占了，孩子们在床上蹦，婆婆穿着那身朝鲜族长裙坐在当中，问有没有人给"
                    "她烧壶水泡{new}。",
                ),
            ],
            "questions": ["我婆婆喝什么茶？", "婆婆保温杯里泡的是什么？", "婆婆的养生茶是什么？"],
            "now": ["婆婆现在喝的是什么茶？"],
        },
    },
    {
        "key": "bush_tea_source",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the herb man at Cheapside market",
                "Cynthia's stall by the church",
                "a cousin in St Lucy",
                "the health food shop in Holetown",
                "a farmer in St Andrew",
                "the Rastaman at the Speightstown jetty",
            ],
            "facts": [
                "My mother gets her bush tea from {v}.",
                "The bush for Granny's tea comes from {v}.",
                "My mother buys her tea bush from {v}.",
            ],
            "corrections": [
                ("cue", "granny's getting her bush from {new} now"),
                (
                    "cue",
                    "My father found {new} for her, and that's where my mother's tea comes from.",
                ),
                ("cue", "Since Easter, my mother's bush tea has come from {new}."),
                (
                    "explicit",
                    "My mother has had enough of {old} for her bush, she gets it from {new}.",
                ),
                (
                    "explicit",
                    "{old} couldn't supply her through the dry season, so the tea comes from "
                    "{new}.",
                ),
                ("explicit", "bush: {new}, not {old}"),
                ("implicit", "My mother came back from {new} with enough bush to stuff a pillow."),
                (
                    "implicit",
                    "granny's bush from {new} came with a caterpillar in it, she put it out on "
                    "the hibiscus",
                ),
                (
                    "implicit",
                    "Drove my mother to {new} and she talked for half an hour and bought one "
                    "bunch.",
                ),
                ("implicit", "{new} slipped a piece of aloe into the bag for my father's knee."),
                (
                    "implicit",
                    "My mother won't let anybody else fetch from {new}, because they'll take "
                    "the wrong leaves.",
                ),
                (
                    "implicit",
                    "Wednesday: the water off all morning, a meeting at the school about Jaden "
                    "answering back, the car making a noise Trevor swore was nothing, a shower "
                    "right when the washing was out, and my mother ringing at five because "
                    "she'd run out of bush and would I please get to {new} before dark.",
                ),
            ],
            "questions": [
                "Where does my mother get her bush tea?",
                "Where does Granny's bush come from?",
                "Who does my mother buy her tea bush from?",
            ],
            "now": ["Where is my mother getting her bush tea from these days?"],
        },
        "zh": {
            "values": [
                "西市场的药材摊",
                "长白山山货店",
                "淘宝上一家店",
                "老家二道白河的亲戚",
                "早市上一个朝鲜族大娘",
                "同仁堂",
            ],
            "facts": [
                "婆婆泡茶的料都是从{v}那儿弄来的。",
                "婆婆的养生茶出自{v}。",
                "婆婆买茶认准{v}。",
            ],
            "corrections": [
                ("cue", "婆婆的茶改从{new}买了"),
                ("cue", "公公给她找着了{new}，婆婆的茶就从那儿来。"),
                ("cue", "自从去年上了一回当，婆婆的茶都从{new}买。"),
                ("explicit", "婆婆说{old}的货掺了假，茶从{new}买。"),
                ("explicit", "{old}断货了，婆婆的茶从{new}进。"),
                ("explicit", "茶料：{new}，不找{old}了"),
                ("implicit", "婆婆从{new}那儿拎回来一大包，够泡到明年开春。"),
                ("implicit", "婆婆从{new}弄来的茶料里夹着一条虫 她放窗台上了"),
                ("implicit", "婆婆跟{new}那边一聊就是半个钟头，最后就要了一小包。"),
                ("implicit", "{new}那边往婆婆的包里多塞了一把红枣，说给公公补补。"),
                ("implicit", "婆婆不让别人替她找{new}拿货，说我们挑不对。"),
                (
                    "implicit",
                    "礼拜三：上午停水，学校叫家长去谈浩浩上课顶嘴的事，车子一跑起来就哐哐响老公"
                    "非说没事，晾出去的衣服赶上一场雨，下午五点婆婆又打电话说茶喝完了，让我天黑"
                    "前赶紧找{new}再弄点回来。",
                ),
            ],
            "questions": ["婆婆的茶是从哪儿买的？", "婆婆泡茶的料从哪儿来？", "婆婆买茶找谁？"],
            "now": ["婆婆现在的茶从哪儿买？"],
        },
    },
    {
        "key": "husband_hat",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a West Indies cricket cap",
                "a Banks beer cap",
                "a straw hat from the craft market",
                "a Kangol",
                "a fishing bucket hat",
                "a Yankees cap",
            ],
            "facts": [
                "Trevor's hat is {v}.",
                "My husband never leaves the house without {v}.",
                "On Trevor's head, every day, is {v}.",
            ],
            "corrections": [
                ("cue", "trev's in {new} now"),
                ("cue", "Andrea sent Trevor {new} in the barrel and he wears it every day."),
                ("cue", "Since he went to work on the site, Trevor has been wearing {new}."),
                ("explicit", "{old} blew off the jetty into the sea, so Trevor wears {new}."),
                ("explicit", "I washed {old} and it shrank, so Trevor's in {new}."),
                ("explicit", "trevor's hat: {new}, {old} binned"),
                (
                    "implicit",
                    "Trevor wore {new} to a funeral and his mother nearly took it off his head "
                    "herself.",
                ),
                (
                    "implicit",
                    "trev asleep on the gallery with {new} over his face, snoring through it",
                ),
                (
                    "implicit",
                    "A tourist asked Trevor where he got {new} and he gave her directions for "
                    "twenty minutes.",
                ),
                ("implicit", "Found {new} on top of the fridge next to the cake rum."),
                ("implicit", "Keisha put {new} on her teddy and took forty photos."),
                (
                    "implicit",
                    "Kadooment Day: the children glittered up from head to foot, the cooler "
                    "packed with ice, my mother refusing to go anywhere near the road, traffic "
                    "to Spring Garden at a standstill, and Trevor in {new} with a towel round "
                    "his neck, dancing behind the truck after a week of telling everybody he "
                    "was too old for it.",
                ),
            ],
            "questions": [
                "What hat does Trevor wear?",
                "What's my husband's hat?",
                "What does Trevor wear on his head?",
            ],
            "now": ["What hat is Trevor wearing currently?"],
        },
        "zh": {
            "values": ["狗皮帽子", "雷锋帽", "貂皮帽", "毛线帽", "护耳棉帽", "棒球帽"],
            "facts": ["我老公冬天戴的是{v}。", "老公出门头上扣着{v}。", "我老公的帽子是{v}。"],
            "corrections": [
                ("cue", "老公戴上{new}了"),
                ("cue", "秀珍姐从韩国寄来一顶{new}，老公天天戴。"),
                ("cue", "去工地上班以后，老公戴的是{new}。"),
                ("explicit", "{old}被风刮进了布尔哈通河，老公戴{new}。"),
                ("explicit", "我把{old}洗缩水了，老公戴{new}。"),
                ("explicit", "老公的帽子：{new}，{old}扔了"),
                ("implicit", "老公戴着{new}去参加葬礼，他妈差点当场给他摘了。"),
                ("implicit", "老公在沙发上睡着了 {new}扣在脸上 呼噜照打"),
                ("implicit", "有个游客拦住老公问{new}在哪儿买的，他给人指了二十分钟路。"),
                ("implicit", "在冰箱顶上找着了{new}，挨着婆婆的药酒。"),
                ("implicit", "闺女把{new}扣在她的玩具熊头上，拍了四十张照片。"),
                (
                    "implicit",
                    "元宵节晚上：孩子们在楼下放烟花，婆婆嫌冷不肯下楼，去看冰灯的路堵得一动不动"
                    "，老公戴着{new}、脖子上搭条毛巾，在广场上跟着一群大妈跳朝鲜族舞，头一个礼"
                    "拜还说自己老了跳不动。",
                ),
            ],
            "questions": ["我老公戴什么帽子？", "老公出门戴的是哪顶帽子？", "我老公的帽子是什么？"],
            "now": ["老公现在戴的是什么帽子？"],
        },
    },
    {
        "key": "roach_killer",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Baygon",
                "Raid",
                "Combat gel",
                "boric acid balls",
                "Hot Shot",
                "bay leaves in the cupboards",
            ],
            "facts": [
                "For the roaches we use {v}.",
                "What keeps the cockroaches down in our kitchen is {v}.",
                "Our roach killer is {v}.",
            ],
            "corrections": [
                ("cue", "roaches: {new} now"),
                ("cue", "The woman at the hardware put me on to {new} for the roaches."),
                (
                    "cue",
                    "Since the rainy season came in, we've been fighting the roaches with {new}.",
                ),
                ("explicit", "The roaches laughed at {old}, so it's {new}."),
                ("explicit", "{old} made Granny's chest tight, so it's {new} for the cockroaches."),
                ("explicit", "roaches: {new}, {old} done"),
                (
                    "implicit",
                    "A roach the size of my thumb strolled right past the {new} and looked at me.",
                ),
                ("implicit", "keisha screamed, trevor came with {new}, roach 1 family 0"),
                (
                    "implicit",
                    "Put {new} behind the fridge and found three of them on their backs in the "
                    "morning.",
                ),
                (
                    "implicit",
                    "My mother won't set foot in the kitchen till I've done the corners with "
                    "{new}.",
                ),
                (
                    "implicit",
                    "Jaden wants to know why the roaches don't just learn to keep away from {new}.",
                ),
                (
                    "implicit",
                    "Storm clean-up: branches all over the yard, the gutter hanging off, water "
                    "in the back room up to the skirting, a mattress drying on the gallery, "
                    "and every roach in St Peter coming in out of the wet, so I went round "
                    "every cupboard and corner with {new} before I'd even made tea.",
                ),
            ],
            "questions": [
                "What do we use for the roaches?",
                "What's our cockroach killer?",
                "What do we put down for the cockroaches?",
            ],
            "now": ["What are we using on the roaches these days?"],
        },
        "zh": {
            "values": ["杀蟑胶饵", "蟑螂屋", "硼酸粉", "雷达喷雾", "必扑", "蟑螂药片"],
            "facts": ["我家对付蟑螂用{v}。", "厨房里灭蟑螂靠{v}。", "我家的蟑螂药是{v}。"],
            "corrections": [
                ("cue", "蟑螂改用{new}了"),
                ("cue", "楼下五金店老板推荐了{new}，打蟑螂就用它。"),
                ("cue", "入夏以后厨房里对付蟑螂用的是{new}。"),
                ("explicit", "蟑螂根本不怕{old}，用{new}。"),
                ("explicit", "{old}味儿呛得婆婆咳嗽，灭蟑螂用{new}。"),
                ("explicit", "蟑螂：{new}，{old}不管用"),
                ("implicit", "一只大蟑螂从{new}旁边大摇大摆地爬过去，还停下来看了我一眼。"),
                ("implicit", "闺女尖叫 老公拿着{new}冲进厨房"),
                ("implicit", "冰箱后头放了{new}，第二天早上翻出三只四脚朝天的。"),
                ("implicit", "婆婆非得等我拿{new}把墙角都弄好了才肯进厨房。"),
                ("implicit", "浩浩问蟑螂为啥学不会躲着{new}走。"),
                (
                    "implicit",
                    "楼上跑水那回：卫生间天花板滴了一宿，物业推来推去，墙皮泡起来一大片，床垫拖"
                    "到阳台上晾，楼上楼下的蟑螂全往我家跑，我连口茶都没顾上喝，拿着{new}把每个"
                    "柜子角都过了一遍。",
                ),
            ],
            "questions": ["我家用什么对付蟑螂？", "厨房里灭蟑螂靠什么？", "我家的蟑螂药是什么？"],
            "now": ["现在我家打蟑螂用的是什么？"],
        },
    },
    {
        "key": "mouse_deterrent",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a snap trap",
                "glue boards",
                "Ratsak",
                "the neighbour's cat",
                "peppermint oil",
                "a plug-in repeller",
            ],
            "facts": [
                "For the mice we've got {v}.",
                "What keeps the mice out of our kitchen is {v}.",
                "Our answer to the mice is {v}.",
            ],
            "corrections": [
                ("cue", "mice: {new} now"),
                ("cue", "My father swore by {new}, so that's what we use for the mice."),
                (
                    "cue",
                    "Since the cane was cut behind the house, we've been seeing to the mice "
                    "with {new}.",
                ),
                ("explicit", "The mice ignored {old} completely, so it's {new}."),
                ("explicit", "Granny couldn't stand {old}, it's {new} for the mice."),
                ("explicit", "mice: {new}, {old} no use"),
                (
                    "implicit",
                    "{new} caught one behind the stove on Tuesday night and Keisha cried for it.",
                ),
                ("implicit", "mouse in the pantry at 2am, {new} got it by 2.15"),
                ("implicit", "My father checks on {new} every morning before he's had his coffee."),
                (
                    "implicit",
                    "The insurance man noticed {new} by the back door and asked if we had a "
                    "problem.",
                ),
                ("implicit", "Jaden wrote about {new} in his English composition and got a B."),
                (
                    "implicit",
                    "Crop time: the cane trucks up and down the road all day, black flakes on "
                    "the washing, my mother's sinuses gone, the ZR sent round the back, and "
                    "every mouse in the field heading for our kitchen, where they met {new} "
                    "behind the gas cylinder.",
                ),
            ],
            "questions": [
                "What do we use for the mice?",
                "What keeps the mice out of our kitchen?",
                "What's our defence against mice?",
            ],
            "now": ["What are we using for the mice currently?"],
        },
        "zh": {
            "values": ["粘鼠板", "老鼠夹", "电子驱鼠器", "耗子药", "捕鼠笼", "邻居家借的猫"],
            "facts": ["我家防老鼠用的是{v}。", "对付仓房里的耗子靠{v}。", "我家抓老鼠靠{v}。"],
            "corrections": [
                ("cue", "防耗子改用{new}了"),
                ("cue", "公公非说{new}好使，家里就用它对付老鼠。"),
                ("cue", "秋收以后仓房里的老鼠都靠{new}。"),
                ("explicit", "老鼠压根不搭理{old}，用{new}。"),
                ("explicit", "婆婆受不了{old}，抓老鼠用{new}。"),
                ("explicit", "老鼠：{new}，{old}没用"),
                ("implicit", "礼拜二半夜{new}逮着一只，闺女哭了一早上。"),
                ("implicit", "仓房里半夜有动静 两点一刻{new}把它拿下了"),
                ("implicit", "公公每天早上头一件事就是去仓房看{new}。"),
                ("implicit", "来抄水表的看见{new}，问我们家是不是闹耗子。"),
                ("implicit", "浩浩把{new}写进了作文《我的家》，得了个良。"),
                (
                    "implicit",
                    "秋收那阵：楼后头那片苞米地天天有收割机轰轰地响，晾的衣服上落一层灰，婆婆的"
                    "鼻炎犯了，公交绕道走了后街，地里的耗子全往我家仓房跑，{new}就在酱缸后头守"
                    "着，跟个保安似的。",
                ),
            ],
            "questions": ["我家用什么防老鼠？", "家里抓耗子靠什么？", "我们对付老鼠用的是什么？"],
            "now": ["现在我家防老鼠用的是什么？"],
        },
    },
    {
        "key": "clothes_iron",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Philips",
                "a Rowenta",
                "a Sunbeam",
                "a Tefal steam iron",
                "a Panasonic",
                "my mother's old Morphy Richards",
            ],
            "facts": [
                "Our iron is {v}.",
                "The school uniforms get pressed with {v}.",
                "The iron on our board is {v}.",
            ],
            "corrections": [
                ("cue", "ironing with {new} now"),
                ("cue", "Trevor brought home {new} from the hardware, and that's our iron."),
                (
                    "cue",
                    "Since the school began inspecting creases, I've been pressing with {new}.",
                ),
                (
                    "explicit",
                    "{old} left a brown mark on Trevor's good shirt, so I iron with {new}.",
                ),
                ("explicit", "{old} stopped heating, the uniforms get done with {new}."),
                ("explicit", "iron: {new}, {old} in the bin"),
                (
                    "implicit",
                    "Ironed Jaden's cricket whites with {new} at ten at night and burnt my wrist.",
                ),
                (
                    "implicit",
                    "{new} spat rusty water on keisha's school blouse, sunday night, perfect",
                ),
                (
                    "implicit",
                    "Keisha wanted to straighten her hair with {new} and I nearly fainted.",
                ),
                (
                    "implicit",
                    "Left {new} face down on the board and the cover has a perfect brown "
                    "outline of it.",
                ),
                (
                    "implicit",
                    "My mother irons the tea towels with {new}, which is a thing she does.",
                ),
                (
                    "implicit",
                    "Sunday night: lunch boxes washed, homework signed, Granny on the phone "
                    "about a cousin's wedding, rain drumming on the galvanise, and me at the "
                    "board with {new} pressing five school shirts, two pairs of pants and "
                    "Trevor's church shirt while the news droned on.",
                ),
            ],
            "questions": [
                "What iron do we have?",
                "What do I press the uniforms with?",
                "What's our iron?",
            ],
            "now": ["What iron am I using these days?"],
        },
        "zh": {
            "values": [
                "德尔玛挂烫机",
                "松下电熨斗",
                "海尔挂烫机",
                "奔腾熨斗",
                "美的手持挂烫机",
                "婆婆陪嫁的老熨斗",
            ],
            "facts": ["我家的熨斗是{v}。", "孩子的校服用{v}熨。", "我家熨衣服用{v}。"],
            "corrections": [
                ("cue", "熨衣服改用{new}了"),
                ("cue", "老公从单位领回来一台{new}，熨衣服就用它。"),
                ("cue", "学校开始查校服以后，我熨衣服都用{new}。"),
                ("explicit", "{old}把老公的白衬衫烫了个黄印，熨衣服用{new}。"),
                ("explicit", "{old}不出热气了，校服拿{new}熨。"),
                ("explicit", "熨斗：{new}，{old}扔了"),
                ("implicit", "晚上十点拿{new}熨浩浩的球衣，烫着了手腕。"),
                ("implicit", "{new}往闺女校服上喷了口锈水 礼拜天晚上 完美"),
                ("implicit", "闺女想拿{new}拉直头发，吓得我差点晕过去。"),
                ("implicit", "{new}在熨衣板上扣了一宿，布套上烫出个印子。"),
                ("implicit", "婆婆连擦碗布都要拿{new}熨一遍，她就这样。"),
                (
                    "implicit",
                    "礼拜天晚上：饭盒刷了，作业签了字，婆婆打电话说她侄女结婚的事，外头下着冻雨"
                    "，我站在熨衣板前拿着{new}熨了五件校服、两条裤子，还有老公周一开会穿的衬衫"
                    "，电视里天气预报播了一遍又一遍。",
                ),
            ],
            "questions": ["我家用的什么熨斗？", "孩子校服拿什么熨？", "我家熨衣服用哪个？"],
            "now": ["我现在熨衣服用的是哪个？"],
        },
    },
    {
        "key": "school_supplies_shop",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Cave Shepherd",
                "Days Books",
                "PriceSmart",
                "Popular Discounts",
                "the tuck shop at school",
                "a stationery stall in Cheapside",
            ],
            "facts": [
                "We buy the children's school supplies at {v}.",
                "Exercise books and pencils for the children come from {v}.",
                "Back-to-school shopping in our house means {v}.",
            ],
            "corrections": [
                ("cue", "school stuff from {new} now"),
                (
                    "cue",
                    "A mother at the school put me onto {new}, and that's where the supplies "
                    "come from.",
                ),
                (
                    "cue",
                    "Since the book list went out in July, we've done the school shopping at "
                    "{new}.",
                ),
                (
                    "explicit",
                    "{old} never had the right calculator, so we buy school supplies at {new}.",
                ),
                ("explicit", "Gave up on the crowds at {old}, the school things come from {new}."),
                ("explicit", "school supplies: {new}, not {old}"),
                (
                    "implicit",
                    "Keisha spent forty minutes at {new} choosing between two pencil cases "
                    "that were identical.",
                ),
                (
                    "implicit",
                    "{new} had no geometry sets, jaden says he'll draw circles freehand then",
                ),
                (
                    "implicit",
                    "Spent two hundred dollars at {new} on things that will all be lost by "
                    "October.",
                ),
                ("implicit", "Ran into Jaden's form teacher at {new} buying a ruler."),
                (
                    "implicit",
                    "Covered every exercise book from {new} in plastic at the kitchen table "
                    "till midnight.",
                ),
                (
                    "implicit",
                    "The last week of the holidays: Jaden's shoes too small, Keisha's hem let "
                    "down, the uniforms still at the seamstress, the book list lost and found "
                    "again in the car, and half of St Peter queuing at {new} with the same "
                    "list in their hands.",
                ),
            ],
            "questions": [
                "Where do we buy the children's school supplies?",
                "Where do the exercise books come from?",
                "Where do we do the back-to-school shopping?",
            ],
            "now": ["Where are we buying school supplies at the moment?"],
        },
        "zh": {
            "values": [
                "新华书店",
                "百货大楼的文具柜台",
                "学校门口的文具店",
                "延大旁边的书店",
                "得力专卖店",
                "西市场的批发摊",
            ],
            "facts": [
                "孩子们的文具在{v}买。",
                "开学买本子买笔我们去{v}。",
                "家里的文具都是从{v}买的。",
            ],
            "corrections": [
                ("cue", "文具改在{new}买了"),
                ("cue", "家长群里有人推荐了{new}，开学的东西就在那儿买。"),
                ("cue", "自从学校发了书单，我们都在{new}置办文具。"),
                ("explicit", "{old}老是没有学校要的那种计算器，文具在{new}买。"),
                ("explicit", "{old}人挤人，文具在{new}买。"),
                ("explicit", "文具：{new}，不去{old}了"),
                ("implicit", "闺女在{new}挑文具盒挑了四十分钟，两个一模一样。"),
                ("implicit", "{new}没有圆规了 浩浩说那他就徒手画圆"),
                ("implicit", "在{new}花了两百块，买的东西不到十月准丢光。"),
                ("implicit", "在{new}碰见了浩浩的班主任，也在买尺子。"),
                ("implicit", "从{new}买回来的本子，我在饭桌上一本本包书皮包到半夜。"),
                (
                    "implicit",
                    "开学前最后一周：浩浩的鞋挤脚了，闺女的裤腿得放长，校服还在裁缝那儿，书单丢"
                    "了又在车里找着了，半个延吉的家长都拿着同一张单子挤在{new}。",
                ),
            ],
            "questions": [
                "孩子们的文具在哪儿买？",
                "开学买本子买笔去哪儿？",
                "我们家的文具从哪儿买？",
            ],
            "now": ["现在孩子的文具在哪儿买？"],
        },
    },
]
