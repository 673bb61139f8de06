"""Fresh templates of the knowledge-update benchmark, twentieth generation (for
`python -m bench.knowledge_update --templates fresh20`, once registered). fresh20: run it once, do
not tune on it. Whoever tunes on it writes a new set and says so.

Written blind on 2026-12-06 by a helper session that read no engine code, rules or lexicons (judge,
cue and time words, tokenizer, extraction, merging): none of core/, server/, tests/ and clients/,
no bench/*.py script and no other data file's contents. It read exactly three things: (1)
bench/data/ku_fresh16.py in full, for the format (module names, field names, counts, styles,
placeholders); (2) the output of `grep -h '"key"' bench/data/ku_*.py`, the attribute keys already
in use, so that none is reused and their topics are avoided (the grep also put on the screen a few
docstring lines of other files that contain the word "key", nothing else of their wordings); (3)
the checker /work/notes/s22/check_fresh20.py, which it ran until it reported no errors (the checker
imports the other ku_*.py files only to collect their keys and prints none of their wordings). It
did not run the engine or any benchmark.

Two households, each written natively, not translated. The English one is in Island Bay,
Wellington: the user, her husband Grant, their son Nikau (Year 4, Room 9) and his turtle Squirt, a
lodger in the sleepout out the back, and Nana June, the user's grandmother, 91, in a unit in
Newtown, with a photo of the late Grandad Ron on her mantelpiece; the Parade, Lyall Bay, Kilbirnie,
Cuba Street, Harbourside Market, southerlies, the number 1 bus. The Chinese one is in 泉州: the
user, 老公, 儿子豆豆 (上二年级) and his 乌龟元宝, a 房客 in the 次卧, and 阿嬷, the user's
grandmother, whose late husband 阿公 has his photo on the 供桌; 西街, 中山路, 开元寺, 关岳庙,
面线糊, 博饼, 菜脯, 姜母鸭, 台风.

22 attributes in none of the other ku_*.py files: Nana's walking aid (a folding stick, a tripod
cane, Grandad Ron's old shepherd's crook; 四脚拐杖, 带轮子的助行器, 阿公留下的那根藤拐), the sweets
in her pocket (Pineapple Lumps, Minties, barley sugars; 贡糖, 大白兔奶糖, 金嗓子喉宝), the flowers
by Grandad's photo (freesias, proteas; 黄菊花, 剑兰, 一瓶富贵竹 on the 供桌) and where the user
buys them (a Harbourside Market stall, a roadside stall in Ōtaki; 花鸟市场, 开元寺门口的花摊,
菜市场门口卖花的阿婆); the flour and the yeast of the user's Sunday bread (馒头 on the Chinese
side: 河套雪花粉, 老家捎来的石磨面; 安琪酵母, 一块老面, 我妈做的酒酿) and who gets the spare loaf
(多蒸的那锅馒头); who lives in the sleepout (次卧); Grant's snoring fix (Breathe Right strips, a
wedge pillow; 止鼾鼻贴, 背后缝了个网球的睡衣), the user's earplugs and her sleep mask
(花王蒸汽眼罩, 冰敷眼罩) and her heartburn remedy (Gaviscon, Losec; 达喜, 奥美拉唑); Nikau's night
light and his turtle's food (ReptoMin, chopped silverbeet; 高够力龟粮, 小虾干, 猪肝丁); his
deskmate (同桌) and his class job (road patrol, class librarian; 数学课代表, 升旗手, 纪律委员); his
kick scooter and the hire e-scooter app the user rides (Flamingo, Beam, Lime; 哈啰, 青桔,
美团单车); the family's Sunday beach (Lyall Bay, Days Bay; 崇武古城外的沙滩, 深沪湾, 围头湾); where
the Friday fish comes from (the Sea Market on Tory Street, the Island Bay wharf; 后渚码头的鱼市,
蟳埔村的渔船) and the user's kitchen knife (a Shun santoku, Nana's old carving knife; 张小泉菜刀,
阿嬷给的老铁刀); and the courier she sends parcels with (NZ Post, Aramex; 顺丰, 极兔). Three slots
are people: who gets the spare loaf, the lodger and Nikau's deskmate; their values carry a name or
a distinctive form ("Mrs Tuilagi next door", "对门的阿珠姨", "华侨大学的研究生小郑") so that plain
words such as "the lodger" or "房客" elsewhere are not values.

Some attributes sit next to each other on purpose: Nana's walking aid, her sweets and the flowers
by Grandad's photo are the same old woman, and each one's wordings mention the others; the flowers
themselves and the place the user buys them are a type and a shop of the same bunch; the flour, the
yeast and the spare loaf are the same Sunday bake, and the lodger eats the first loaf; the snoring
fix, the earplugs and the sleep mask are the same bed on the same night, with the heartburn remedy
on the bedside table; the night light and the turtle food are the same boy's room; the deskmate and
the class job are the same classroom; the boy's kick scooter and the user's hire e-scooter (滑板车
and 共享车) are two scooters on purpose; the fishmonger and the kitchen knife are the same Friday
tea; the beach is where Nana sits and the scooter goes. Some values look alike across slots
("earplugs from an airline pack" and "the mask from a business-class pack", 航空公司送的耳塞 and
航空公司送的眼罩; Edmonds flour and Edmonds yeast; "a Kmart scooter" and "a Kmart knife";
小米感应夜灯 and 小米的电动滑板车; a flower stall and a fish van at Harbourside): the control fact
of one is true at the same time as the value of its neighbour, so a system that lets one overwrite
the other is caught out. Each attribute itself stays single-valued.

Same format as ku_fresh16.py ("plain" corrections are the facts restated with the new value),
with the correction styles
  "cue"       a change word, no old value ("since her fall on the back step", "put me onto",
              "from tonight", "入秋以后", "面点班的老师说{new}好", "改用", ...)
  "explicit"  the old value named as replaced ("Nana left {old} on the number 1 bus", "weevils
              got into {old}", "{old}生了小虫子", "{old}把缸里的水弄浑了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Squirt chased {new} round the tank like a dog after a ball",
              "阿嬷塞给公交司机一颗{new}")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per language:
terse lower-case chat lines, long rambling messages where the value is one clause among several,
and situations in which the value simply turns up. Corrections carry no direction words (the old
and new values are drawn at random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a stick with a duck's head on the bus, a rest home's lolly jar, 1920s bouquets
at Te Papa, a flour mill tour, a sourdough starter fed out of guilt, a neighbour who snores through
two walls, ear defenders at lunch, antacids stacked like a Christmas tree, a glow-worm cave, a
class stick insect, hire e-scooters in the harbour, a crayfish with a name tag, a knife sharpener
who once did a sword, a post shop queue; 拐杖头雕成龙头, 养老院前台的糖罐, 民国的新娘捧花,
一罐酵种, 隔音耳罩, 摞成圣诞树的胃药, 江里的共享电动车, 磨刀师傅); a few are about the same people
and the same house but about other things (Nana's skydive and her doorbell, Grant who can't
whistle, the turtle under the washing machine, the leaking sleepout roof; 阿嬷坐过山车,
唱《爱拼才会赢》的门铃, 漏雨的次卧). Some use "now", "still", "new", "changed", "moved",
"switched", "swapped", "again", "现在", "还", "又", "换", "新", "改", "搬" in senses that are not a
change of the user's attribute ("the dairy on the Parade has a new owner", "switched the heat pump
off at work", "楼下小卖部换了老板", "超市把茶叶货架搬了位置"), so that a memory system that matches
on shared words rather than on meaning is caught out; none of them states, or implies, a value of
an attribute. Filler names, cities, dishes, snacks, shows and birds are not values of any
attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Tania", "Hamish", "Moana", "Rajesh", "Briar", "Tevita", "Keri", "Fergus"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": ["Napier", "Nelson", "Rotorua", "Timaru", "Whanganui", "Queenstown", "Hobart"],
        "dish": [
            "a mince and cheese pie",
            "a boil-up",
            "a kūmara bake",
            "a lamb roast",
            "a bacon and egg pie",
            "a pot of pea and ham soup",
        ],
        "snack": [
            "a Pinky bar",
            "a pack of Jet Planes",
            "a bag of feijoas",
            "an afghan",
            "a sausage roll",
            "a bag of Bluebird chips",
        ],
        "show": [
            "Shortland Street",
            "Country Calendar",
            "Fair Go",
            "Seven Sharp",
            "The Chase",
            "Taskmaster NZ",
        ],
        "thing": [
            "the heat pump",
            "the garage door",
            "the dryer",
            "the smoke alarm",
            "the rangehood",
            "the dishwasher",
        ],
        "bird": ["a tūī", "a kererū", "a fantail", "a kākā", "a pūkeko", "a shag"],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "11", "14", "22", "38"],
    },
    "zh": {
        "friend": ["阿玲", "小蔡", "淑芬", "老洪", "丽娟", "阿辉", "小庄", "雅婷"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["厦门", "漳州", "福州", "莆田", "潮州", "温州", "南昌"],
        "dish": ["姜母鸭", "面线糊", "土笋冻", "润饼菜", "炸醋肉", "牛肉羹"],
        "snack": ["瓜子", "鱿鱼丝", "芒果干", "海苔", "绿豆饼", "石花膏"],
        "show": [
            "《繁花》",
            "《甄嬛传》",
            "《向往的生活》",
            "《中国好声音》",
            "《去有风的地方》",
            "《漫长的季节》",
        ],
        "thing": ["空调", "洗衣机", "热水器", "门铃", "电动晾衣架", "净水器"],
        "bird": ["一只白鹭", "几只麻雀", "一只乌鸫", "一对斑鸠", "一只翠鸟", "一群八哥"],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "11", "14", "22", "38"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "A man on the number 1 bus had a walking stick with a duck's head for a handle "
            "and talked to it the whole way to town.",
        ),
        (
            "EPISODIC",
            "The rest home in {city} keeps a jar of lollies at reception that the residents "
            "raid before the staff arrive.",
        ),
        (
            "EPISODIC",
            "A man at Karori Cemetery was trimming the grass round his wife's grave with a "
            "pair of kitchen scissors.",
        ),
        (
            "EPISODIC",
            "Te Papa has a case of wedding bouquets from the 1920s, all gone the colour of "
            "weak tea.",
        ),
        (
            "EPISODIC",
            "The bakery on Cuba Street had a queue out the door for a loaf with olives in it.",
        ),
        (
            "EPISODIC",
            "An old flour mill in {city} does tours, and the guide had flour in his eyebrows "
            "the whole time.",
        ),
        (
            "EPISODIC",
            "{friend} made a sourdough starter in lockdown and still feeds it out of guilt.",
        ),
        (
            "EPISODIC",
            "A post on Neighbourly about a man who snores so loud you can hear him through "
            "two walls got ninety comments.",
        ),
        (
            "EPISODIC",
            "On the plane to {city} the man beside me slept with a neck pillow, a hood up and "
            "his mouth wide open.",
        ),
        (
            "EPISODIC",
            "{friend} wears builders' ear defenders in the open-plan office and keeps them on "
            "to eat lunch.",
        ),
        (
            "EPISODIC",
            "The pharmacy window on Courtenay Place has a display of indigestion tablets "
            "stacked like a Christmas tree.",
        ),
        (
            "EPISODIC",
            "The guide at Zealandia said the tuatara by the path hadn't budged in a week and "
            "might not till spring.",
        ),
        (
            "EPISODIC",
            "The marine centre on the south coast has a crayfish that the school groups have "
            "named Kevin.",
        ),
        (
            "EPISODIC",
            "A glow-worm cave near {city} was so dark a little boy asked if someone could put "
            "the big light on.",
        ),
        (
            "EPISODIC",
            "The star show at the Carter Observatory made three kids cry and one grandad snore.",
        ),
        (
            "EPISODIC",
            "{friend}'s daughter's class voted for a class pet and got a stick insect called Dave.",
        ),
        (
            "EPISODIC",
            "The school gala had a lucky dip run by a teacher in a clown wig who took it very "
            "seriously.",
        ),
        ("EPISODIC", "The lollipop lady outside the school waves at every car, buses included."),
        (
            "EPISODIC",
            "The hire e-scooters on the waterfront end up in the harbour so often the council "
            "keeps a diver on call.",
        ),
        (
            "EPISODIC",
            "A kid on a scooter overtook me in the Hataitai bus tunnel and said 'on your "
            "right' like a cyclist.",
        ),
        (
            "EPISODIC",
            "The beach at {city} has a sign that says no dogs, no horses, no fires, which "
            "leaves swimming.",
        ),
        (
            "EPISODIC",
            "The fish and chip shop in {city} still wraps everything in newspaper and salt.",
        ),
        (
            "EPISODIC",
            "A fish market in {city} had a crayfish in a tank with a name tag on its claw.",
        ),
        (
            "EPISODIC",
            "The knife sharpener at the Sunday market does scissors, lawnmower blades and "
            "once, he says, a sword.",
        ),
        (
            "EPISODIC",
            "The post shop queue before Christmas went out the door and round past the dairy.",
        ),
        (
            "EPISODIC",
            "A courier van reversed into our letterbox and the driver left a note saying "
            "sorry in three languages.",
        ),
        (
            "EPISODIC",
            "{friend} went to a sleep clinic, they wired her up like a switchboard, and she "
            "didn't sleep a wink.",
        ),
        ("EPISODIC", "{friend}'s nana keeps a biscuit tin full of buttons she calls her treasure."),
        ("PREFERENCE", "On the ferry I like a seat by the window so I can watch the harbour."),
        ("PREFERENCE", "I can't stand the smell of fish in the fridge overnight."),
        ("SEMANTIC", "In {city} the buses stop for ducks crossing the road and nobody minds."),
        ("PREFERENCE", "I can't bear a squeaky trolley wheel in a quiet supermarket."),
        (
            "SEMANTIC",
            "My great-grandmother ran a boarding house by the railway in Petone and kept a "
            "ledger of every guest.",
        ),
        ("PREFERENCE", "The bedroom window has to be open a crack, even in a southerly."),
        ("SEMANTIC", "Nobody in {city} owns an umbrella that has lasted a whole winter."),
        # the same people, the same house, other things
        (
            "EPISODIC",
            "Nana June did a tandem skydive at eighty and still talks about the instructor's "
            "forearms.",
        ),
        ("EPISODIC", "Nana's doorbell plays Pōkarekare Ana and she won't hear a word against it."),
        (
            "EPISODIC",
            "Grandad Ron made Nana's letterbox out of an old kerosene tin in 1971 and it's "
            "still standing.",
        ),
        ("EPISODIC", "Grant can't whistle and blames his teeth."),
        (
            "EPISODIC",
            "Nikau wants to be a volcanologist and is testing the idea on the compost heap.",
        ),
        (
            "EPISODIC",
            "The turtle got out once and turned up under the washing machine three days "
            "later, furious.",
        ),
        ("EPISODIC", "The sleepout roof leaks in one corner and the bucket under it has a name."),
        (
            "SEMANTIC",
            "Grant and Nana have argued about the right way to peg out a sheet since 2009.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} has moved to {city} and keeps sending me sunsets from her new deck.",
        ),
        (
            "EPISODIC",
            "The dairy on the Parade has a new owner who gives every kid a free lolly on a Friday.",
        ),
        ("EPISODIC", "Still waiting on the insurance for the fence the southerly took in {month}."),
        (
            "EPISODIC",
            "Changed a flat tyre in the Ngauranga Gorge in the rain and not one car stopped.",
        ),
        ("EPISODIC", "Switched the heat pump off at work and got a round of applause."),
        (
            "EPISODIC",
            "Moved the bookcase to hang a picture and found Nikau's missing library book from "
            "last year.",
        ),
        (
            "EPISODIC",
            "Our street got new recycling crates that blow down the hill in every northerly.",
        ),
        (
            "EPISODIC",
            "It's light till half past nine now and Nikau thinks that's a reason to stay up.",
        ),
        ("EPISODIC", "The library changed its Sunday hours again and the sign is handwritten."),
        (
            "EPISODIC",
            "{friend} switched from the early shift to nights and eats breakfast at six in "
            "the evening.",
        ),
        (
            "EPISODIC",
            "The pool moved aqua jogging to Wednesday lunchtimes and it's all retired judges.",
        ),
        (
            "EPISODIC",
            "The council changed the parking on our street and every car is half on the footpath.",
        ),
        (
            "EPISODIC",
            "Swapped books with a woman on the ferry and hers had a twenty-dollar note in it.",
        ),
        ("EPISODIC", "Got a new driver's licence photo and I look like a startled possum."),
        # plain unrelated
        (
            "SEMANTIC",
            "I can wiggle my ears one at a time and have been able to since primary school.",
        ),
        (
            "SEMANTIC",
            "{friend} and I were in the same netball team at intermediate and she still owes "
            "me a bib.",
        ),
        ("SEMANTIC", "Ours is the house with the yellow door and the cabbage tree at the gate."),
        (
            "SEMANTIC",
            "There are {number} steps from the road to our front door and I've counted them "
            "in the dark.",
        ),
        ("PREFERENCE", "If there's {dish} on the table, count me in."),
        ("PREFERENCE", "I'll watch {show} any night of the week."),
        ("PREFERENCE", "{snack} in the afternoon is not up for discussion."),
        ("EPISODIC", "Made {dish} on {weekday} and Grant went back for thirds."),
        ("EPISODIC", "Saw {bird} on the washing line while I was bringing the sheets in."),
        (
            "EPISODIC",
            "{thing} started beeping at three in the morning and nobody could work out why.",
        ),
        ("EPISODIC", "Watched {show} with {friend} and we argued about it all the way to the car."),
        (
            "EPISODIC",
            "Waited {minutes} minutes for a pie at the service station and got the wrong one.",
        ),
        ("EPISODIC", "Went to {city} in {month} and it rained sideways for three days."),
        ("EPISODIC", "Fixed {thing} with a coat hanger and a YouTube video."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "公交车上一个阿伯的拐杖头雕成了龙头，他一路都在跟那个龙头说话。"),
        ("EPISODIC", "{city}那家养老院前台摆着一罐糖，老人们趁护工还没来就先抢了。"),
        ("EPISODIC", "清明去公墓，看见一个阿伯蹲着拿剪刀给老伴的坟头剪草。"),
        ("EPISODIC", "博物馆里展着几束民国时候的新娘捧花，颜色全成了茶色。"),
        ("EPISODIC", "西街那家包子铺早上排队，队伍一直排到了钟楼底下。"),
        ("EPISODIC", "{city}有家老粮站改成了景点，讲解员的眉毛上全是白粉。"),
        ("EPISODIC", "{friend}疫情那会儿养了一罐酵种，到现在还愧疚地天天喂它。"),
        ("EPISODIC", "业主群里有人说隔壁楼有个人打呼噜，隔着两堵墙都听得见，底下回了九十多条。"),
        ("EPISODIC", "飞{city}的航班上，邻座大哥戴着U型枕、扣着帽子，张着嘴睡了一路。"),
        ("EPISODIC", "{friend}在开放式办公室戴着工地用的隔音耳罩，吃午饭都不摘。"),
        ("EPISODIC", "中山路那家药店的橱窗，把一盒盒胃药摞成了一棵圣诞树。"),
        ("EPISODIC", "海洋馆的讲解员说，那只大海龟在池子角落里一趴就是一礼拜。"),
        ("EPISODIC", "{city}有个溶洞黑得伸手不见五指，一个小男孩问能不能把大灯打开。"),
        ("EPISODIC", "科技馆的球幕电影放星空，三个小孩吓哭了，一个阿伯睡着了打起了呼。"),
        ("EPISODIC", "{friend}女儿班上投票养班宠，结果养了一缸蝌蚪。"),
        ("EPISODIC", "学校游园会的套圈摊是班主任守的，戴着一顶小丑帽，比谁都认真。"),
        ("EPISODIC", "学校门口的交通协管员见车就敬礼，公交车也不例外。"),
        ("EPISODIC", "江滨步道上的共享电动车隔三差五被人推进江里，城管专门请了个潜水员。"),
        ("EPISODIC", "一个踩滑板车的小孩在洛阳桥上超了我，嘴里还喊着“借过借过”。"),
        ("EPISODIC", "{city}的海滩门口立着牌子：禁止遛狗、禁止骑马、禁止烧烤，那就只剩游泳了。"),
        ("EPISODIC", "{city}老街上的炸五香摊，到今天还拿旧报纸包。"),
        ("EPISODIC", "{city}的鱼市有只龙虾养在缸里，钳子上挂着名牌。"),
        ("EPISODIC", "早市上磨刀的师傅什么都磨，剪子、镰刀，他说还磨过一把宝剑。"),
        ("EPISODIC", "双十一前，快递站门口的队排到了马路上。"),
        ("EPISODIC", "一辆快递三轮倒车撞了我们楼下的信报箱，师傅留了张字条道歉。"),
        ("EPISODIC", "{friend}去医院做睡眠监测，浑身贴满了电线，一宿没睡着。"),
        ("EPISODIC", "{friend}她阿嬷有个饼干铁盒，装满了纽扣，说是她的宝贝。"),
        ("PREFERENCE", "坐渡轮我喜欢靠窗的座位，能一路看海。"),
        ("PREFERENCE", "最受不了冰箱里放了一夜的鱼腥味。"),
        ("SEMANTIC", "{city}的公交车见了过马路的鸭子都会停，没人按喇叭。"),
        ("PREFERENCE", "最烦超市里手推车的轱辘吱吱响。"),
        ("SEMANTIC", "我太外婆年轻时在鼓浪屿开过客栈，每个住客都记在账本上。"),
        ("PREFERENCE", "睡觉窗户必须开条缝，刮台风也一样。"),
        ("SEMANTIC", "{city}人的雨伞，没有一把能撑过一个雨季。"),
        # the same people, the same house, other things
        ("EPISODIC", "阿嬷八十岁那年坐了一回过山车，到今天还拿出来讲。"),
        ("EPISODIC", "阿嬷家的门铃一按就唱《爱拼才会赢》，谁说难听她跟谁急。"),
        ("EPISODIC", "阿公当年拿一个饼干罐给阿嬷做了个信箱，钉在古厝门口，到今天还在。"),
        ("EPISODIC", "老公不会吹口哨，非说是牙的问题。"),
        ("EPISODIC", "豆豆说长大要当火山学家，先拿阳台上的花盆做实验。"),
        ("EPISODIC", "乌龟有一回跑丢了，三天后在洗衣机底下找着，气呼呼的。"),
        ("EPISODIC", "次卧窗户有个角漏雨，底下接水的那个盆都起了名字。"),
        ("SEMANTIC", "老公跟阿嬷为了床单该怎么晾，从2009年吵到今天。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬到{city}去了，天天给我发她新阳台上的晚霞。"),
        ("EPISODIC", "楼下小卖部换了老板，周五给每个小孩送一根棒棒糖。"),
        ("EPISODIC", "{month}台风刮倒的围墙，保险到现在还没赔。"),
        ("EPISODIC", "下着雨在高架上换了个轮胎，一辆停下来帮忙的车都没有。"),
        ("EPISODIC", "挪书柜挂画，翻出了豆豆去年丢的那本图书馆的书。"),
        ("EPISODIC", "小区新发的垃圾桶，一刮大风就顺着坡滚下去。"),
        ("EPISODIC", "现在九点半天还亮着，豆豆觉得这是晚睡的理由。"),
        ("EPISODIC", "图书馆又改了周日的开放时间，告示是手写的。"),
        ("EPISODIC", "{friend}从早班改成了夜班，晚上六点吃早饭。"),
        ("EPISODIC", "游泳馆把水中慢跑改到了周三中午，一池子都是退休老干部。"),
        ("EPISODIC", "交警改了我们这条街的停车规定，一整条街的车都半挂在人行道上。"),
        ("EPISODIC", "在渡轮上跟一个大姐换了本书，她那本里夹着二十块钱。"),
        ("EPISODIC", "新拍的驾照照片，看着跟受了惊的猫似的。"),
        ("EPISODIC", "超市把茶叶货架搬了位置，三个阿伯在麦片区迷了路。"),
        # plain unrelated
        ("SEMANTIC", "我耳朵能一只一只地动，小学就会了。"),
        ("SEMANTIC", "{friend}跟我初中在一个篮球队，到今天还欠我一件球衣。"),
        ("SEMANTIC", "我家就是门口种着三角梅、门刷成黄色的那家。"),
        ("SEMANTIC", "从路口到我家门口一共{number}级台阶，黑灯瞎火我也数得清。"),
        ("PREFERENCE", "有{dish}的饭局，算我一个。"),
        ("PREFERENCE", "{show}哪天晚上放我都看。"),
        ("PREFERENCE", "下午来点{snack}，雷打不动。"),
        ("EPISODIC", "{weekday}做了{dish}，老公添了三回。"),
        ("EPISODIC", "收衣服的时候看见{bird}落在晾衣绳上。"),
        ("EPISODIC", "凌晨三点{thing}嘀嘀直响，谁也找不着原因。"),
        ("EPISODIC", "跟{friend}看完{show}，一路吵到停车场。"),
        ("EPISODIC", "在面线糊店等了{minutes}分钟，端上来少了根油条。"),
        ("EPISODIC", "{month}去{city}，雨斜着下了三天。"),
        ("EPISODIC", "拿个衣架照着短视频把{thing}修好了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "nana_walking_aid",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a wooden walking stick",
                "a four-wheeled walker",
                "a folding stick",
                "a tripod cane",
                "a walking frame",
                "Grandad Ron's old shepherd's crook",
            ],
            "facts": [
                "Nana June gets about with {v}.",
                "My nana walks with {v}.",
                "When Nana goes out she leans on {v}.",
            ],
            "corrections": [
                ("cue", "nana's on {new} now"),
                (
                    "cue",
                    "The physio at the hospital got Nana onto {new} and she takes it everywhere.",
                ),
                ("cue", "Since her fall on the back step Nana has been getting about with {new}."),
                ("explicit", "Nana left {old} on the number 1 bus, so she walks with {new}."),
                ("explicit", "{old} kept catching on Nana's doormat, she goes out with {new}."),
                ("explicit", "nana: {new}, {old} in the hall cupboard"),
                ("implicit", "Nana went up the Parade with {new} at a clip that left me puffing."),
                (
                    "implicit",
                    "nana put a tūī sticker on {new} so nobody at lunch club walks off with it",
                ),
                (
                    "implicit",
                    "Nana got {new} caught in the lift doors at the hospital and told the "
                    "lift exactly what she thought of it.",
                ),
                (
                    "implicit",
                    "At the funeral Nana parked {new} at the end of the pew and a man from "
                    "the bowls club nearly went home with it.",
                ),
                (
                    "implicit",
                    "Nana hung the bag with her sweets on {new} and gave one to every child "
                    "in the waiting room.",
                ),
                (
                    "implicit",
                    "Nana's ninety-first in our lounge: the cake sliding off the plate in the "
                    "car, her sister on speakerphone from Brisbane, Nikau doing a card trick "
                    "that took twenty minutes, Grant on the barbecue in a southerly, the "
                    "flowers from beside Grandad Ron's photo brought out for the table, and "
                    "Nana marching up the hall with {new} to blow out the candles before "
                    "anyone had found a lighter.",
                ),
            ],
            "questions": [
                "What does Nana get about with?",
                "What does my nana walk with?",
                "What does Nana lean on when she goes out?",
            ],
            "now": ["What is Nana walking with at the moment?"],
        },
        "zh": {
            "values": [
                "一根木拐杖",
                "四脚拐杖",
                "带轮子的助行器",
                "折叠拐杖",
                "带小凳子的拐杖",
                "阿公留下的那根藤拐",
            ],
            "facts": [
                "我阿嬷出门拄的是{v}。",
                "阿嬷走路靠{v}。",
                "阿嬷上街扶着{v}。",
            ],
            "corrections": [
                ("cue", "阿嬷改用{new}了"),
                ("cue", "医院康复科的医生让阿嬷用{new}，她走哪儿都带着。"),
                ("cue", "去年在天井里摔了一跤以后，阿嬷出门都用{new}。"),
                ("explicit", "阿嬷把{old}忘在公交车上了，她出门用的是{new}。"),
                ("explicit", "{old}在古厝的石板路上老打滑，阿嬷用{new}。"),
                ("explicit", "阿嬷：{new}，{old}收柜子里了"),
                ("implicit", "阿嬷扶着{new}去西街吃面线糊，走得比我还快。"),
                ("implicit", "阿嬷给{new}绑了根红绳 说是保平安"),
                ("implicit", "阿嬷的{new}在医院电梯门上卡了一下，她站在那儿把电梯数落了一通。"),
                ("implicit", "去关岳庙拜拜，阿嬷把{new}靠在香炉边上，差点被别的阿婆拿回家。"),
                ("implicit", "阿嬷把装糖的小布袋挂在{new}上，候诊室里的小孩一人发一颗。"),
                (
                    "implicit",
                    "阿嬷九十一岁生日在我们家过：蛋糕在车上就滑出了盒子，她妹妹从台北打视频电"
                    "话来，豆豆表演了一个磨蹭了二十分钟的魔术，老公顶着大风在阳台烤肉，阿公相"
                    "片前的花也端上了桌，阿嬷扶着{new}从走廊那头一路走过来吹蜡烛，我们连打火机"
                    "都还没找着。",
                ),
            ],
            "questions": [
                "我阿嬷出门用什么？",
                "阿嬷走路靠的是什么？",
                "阿嬷上街扶着什么？",
            ],
            "now": ["阿嬷现在出门用的是什么？"],
        },
    },
    {
        "key": "nana_pocket_sweets",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Pineapple Lumps",
                "Minties",
                "Jaffas",
                "barley sugars",
                "Mackintosh's toffees",
                "Murray Mints",
            ],
            "facts": [
                "Nana keeps {v} in her cardigan pocket.",
                "The sweets in Nana's handbag are {v}.",
                "Nana hands out {v} to anyone under twelve.",
            ],
            "corrections": [
                ("cue", "nana's pockets are full of {new} now"),
                (
                    "cue",
                    "The dairy by Nana's unit got {new} in and she's been stocking up on them "
                    "ever since.",
                ),
                ("cue", "Since the dentist had a word with her, Nana has been carrying {new}."),
                ("explicit", "Nana says {old} pull her plate out, so it's {new} in her cardigan."),
                ("explicit", "The supermarket stopped stocking {old}, Nana carries {new}."),
                ("explicit", "nana's sweets: {new}, {old} off the list"),
                (
                    "implicit",
                    "Nana gave the bus driver one of her {new} and he tooted the horn for her "
                    "at her stop.",
                ),
                (
                    "implicit",
                    "three {new} in the washing machine filter, nana's cardigan went in with "
                    "the whites",
                ),
                (
                    "implicit",
                    "Nana offered the doctor {new} before he'd even got the blood pressure "
                    "cuff on.",
                ),
                (
                    "implicit",
                    "Nikau came back from Nana's with his cheeks full of {new} like a hamster.",
                ),
                (
                    "implicit",
                    "Nana left two {new} next to the flowers by Grandad Ron's photo because "
                    "he liked them too.",
                ),
                (
                    "implicit",
                    "Anzac Day dawn service: up at four, Nana in her good coat with Grandad "
                    "Ron's medals pinned on the wrong side, the wind off the harbour going "
                    "straight through everyone, a bugler who cracked the top note, Nikau "
                    "asleep standing up, and Nana going down the line of cadets in the dark "
                    "handing out {new} like she was their sergeant.",
                ),
            ],
            "questions": [
                "What sweets does Nana carry?",
                "What's in Nana's cardigan pocket?",
                "What lollies does Nana give the kids?",
            ],
            "now": ["What sweets is Nana carrying these days?"],
        },
        "zh": {
            "values": ["贡糖", "大白兔奶糖", "椰子糖", "金嗓子喉宝", "话梅糖", "花生牛轧糖"],
            "facts": [
                "我阿嬷口袋里装的是{v}。",
                "阿嬷随身带着{v}。",
                "阿嬷见了小孩就掏{v}。",
            ],
            "corrections": [
                ("cue", "阿嬷兜里改装{new}了"),
                ("cue", "阿嬷楼下的小店进了{new}，她就认准了这个。"),
                ("cue", "牙医说了她几句以后，阿嬷身上揣的是{new}。"),
                ("explicit", "阿嬷说{old}粘假牙，她揣的是{new}。"),
                ("explicit", "超市不卖{old}了，阿嬷兜里是{new}。"),
                ("explicit", "阿嬷的糖：{new}，{old}不买了"),
                ("implicit", "阿嬷塞给公交司机一颗{new}，到站的时候司机冲她按了声喇叭。"),
                ("implicit", "洗衣机滤网里掏出三颗{new} 阿嬷的外套又跟着洗了一回"),
                ("implicit", "医生血压计还没绑上，阿嬷先递过去一颗{new}。"),
                ("implicit", "豆豆从阿嬷家回来，腮帮子里塞满了{new}，跟只仓鼠似的。"),
                ("implicit", "阿嬷在阿公相片前的花旁边摆了两颗{new}，说阿公生前也爱吃。"),
                (
                    "implicit",
                    "中秋博饼那晚：一大家子围着一只大瓷碗掷骰子，表舅一把掷出个六红，嚷着要当"
                    "状元，楼上邻居下来敲门嫌吵，豆豆抢到一块月饼就跑，阿嬷坐在上座，谁博到个"
                    "秀才她就从兜里抓一把{new}塞过去，跟发奖金似的。",
                ),
            ],
            "questions": [
                "阿嬷身上带的什么糖？",
                "阿嬷口袋里装的是什么？",
                "阿嬷给小孩发的是什么糖？",
            ],
            "now": ["阿嬷现在兜里揣的是什么糖？"],
        },
    },
    {
        "key": "nana_photo_flowers",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "yellow chrysanthemums",
                "freesias",
                "sweet peas",
                "white carnations",
                "a pot of African violets",
                "proteas",
            ],
            "facts": [
                "By Grandad Ron's photo Nana keeps {v}.",
                "The flowers next to Grandad's photo on Nana's mantelpiece are {v}.",
                "Nana puts {v} beside Grandad Ron's picture.",
            ],
            "corrections": [
                ("cue", "grandad's photo has {new} next to it now"),
                (
                    "cue",
                    "Nana's neighbour brought round {new} for Grandad's photo and Nana has "
                    "kept to them.",
                ),
                (
                    "cue",
                    "Since their anniversary in June Nana has kept {new} by Grandad Ron's photo.",
                ),
                (
                    "explicit",
                    "Nana says {old} dropped bits all over the mantelpiece, so Grandad's "
                    "photo gets {new}.",
                ),
                ("explicit", "{old} made Nana sneeze, she puts {new} by Grandad's picture."),
                ("explicit", "grandad's photo: {new}, not {old}"),
                ("implicit", "Nana tells Grandad Ron about her week while she fusses with {new}."),
                (
                    "implicit",
                    "{new} on the mantelpiece and grandad looking very pleased with himself "
                    "in the frame",
                ),
                (
                    "implicit",
                    "The wind came through Nana's window, knocked {new} over and gave "
                    "Grandad's photo a bath.",
                ),
                (
                    "implicit",
                    "Nana made me carry {new} up her steps while she supervised from the top.",
                ),
                (
                    "implicit",
                    "Nana put one of her sweets next to {new} by Grandad's photo, for him.",
                ),
                (
                    "implicit",
                    "What would have been their sixty-fifth anniversary: Nana in the blue "
                    "dress from the wedding photos, her sister down from Palmerston North, a "
                    "plate of club sandwiches nobody touched, Grant fixing the wobbly leg on "
                    "the good table, Nikau asking three times for the story of how they met, "
                    "and {new} by Grandad Ron's photo with a glass of his sherry poured "
                    "beside them.",
                ),
            ],
            "questions": [
                "What flowers does Nana keep by Grandad's photo?",
                "What's next to Grandad Ron's picture on Nana's mantelpiece?",
                "Which flowers does Nana put out for Grandad?",
            ],
            "now": ["What flowers are by Grandad's photo currently?"],
        },
        "zh": {
            "values": ["黄菊花", "白百合", "剑兰", "一盆兰花", "康乃馨", "一瓶富贵竹"],
            "facts": [
                "阿嬷在阿公相片前供的是{v}。",
                "阿公相片旁边摆着{v}。",
                "阿嬷给阿公供{v}。",
            ],
            "corrections": [
                ("cue", "阿公那儿改供{new}了"),
                ("cue", "阿嬷的老姐妹说给阿公供{new}好，她就一直供这个。"),
                ("cue", "今年阿公忌日以后，阿嬷供桌上摆的是{new}。"),
                ("explicit", "阿嬷嫌{old}掉得满桌都是，给阿公供{new}。"),
                ("explicit", "{old}香得阿嬷直打喷嚏，供桌上摆的是{new}。"),
                ("explicit", "阿公那儿：{new}，{old}不供了"),
                ("implicit", "阿嬷一边摆弄{new}，一边用闽南话跟阿公的相片讲这一礼拜的事。"),
                ("implicit", "{new}摆在供桌上 阿公在相框里笑得挺得意"),
                ("implicit", "风从窗户灌进来，把{new}吹倒了，阿公的相片淋了一身水。"),
                ("implicit", "阿嬷让我来的路上带{new}，要什么样的交代得清清楚楚。"),
                ("implicit", "初一十五阿嬷点完香，拿一颗糖摆在{new}旁边，说是给阿公的。"),
                (
                    "implicit",
                    "本该是阿公阿嬷结婚六十五周年的那天：阿嬷穿上了结婚照里那件蓝衣裳，她妹妹"
                    "从漳州赶过来，一桌润饼菜没怎么动，老公在修那张八仙桌的瘸腿，豆豆缠着听他"
                    "们是怎么认识的，听了三遍，阿公相片前摆着{new}，旁边还斟了一小杯他爱喝的米"
                    "酒。",
                ),
            ],
            "questions": [
                "阿嬷给阿公供的什么花？",
                "阿公相片前摆的是什么花？",
                "阿嬷供桌上放的什么花？",
            ],
            "now": ["阿嬷现在给阿公供的是什么花？"],
        },
    },
    {
        "key": "florist",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the flower stall at Harbourside Market",
                "the florist at the railway station",
                "the roadside stall in Ōtaki",
                "Petal & Stem on Cuba Street",
                "the Vietnamese florist in Kilbirnie",
                "Flowers by Wendy in Newtown",
            ],
            "facts": [
                "I buy Nana's flowers at {v}.",
                "Nana's flowers for Grandad's photo come from {v}.",
                "When Nana wants flowers I go to {v}.",
            ],
            "corrections": [
                ("cue", "getting nana's flowers at {new} now"),
                ("cue", "A woman at work put me onto {new} and that's where I buy Nana's flowers."),
                ("cue", "Since I got the job in town I've been buying Nana's flowers at {new}."),
                (
                    "explicit",
                    "{old} sold me a bunch that wilted by Tuesday, so Nana's flowers come "
                    "from {new}.",
                ),
                ("explicit", "{old} stopped opening on Sundays, I go to {new} for Nana's flowers."),
                ("explicit", "nana's flowers: {new}, {old} no more"),
                (
                    "implicit",
                    "The woman at {new} wrapped Nana's flowers in yesterday's Dom Post and a "
                    "rubber band.",
                ),
                ("implicit", "{new} threw in a sprig of eucalyptus for nana, made her week"),
                (
                    "implicit",
                    "Stopped on a yellow line outside {new} for two minutes and got a ticket "
                    "for a bunch of flowers.",
                ),
                (
                    "implicit",
                    "The man at {new} has Nana's order wrapped before I've opened my mouth.",
                ),
                (
                    "implicit",
                    "Got caught in a southerly coming out of {new} and Nana's flowers arrived "
                    "looking like they'd been in a fight.",
                ),
                (
                    "implicit",
                    "Saturday errands: Nikau's togs left at the pool, the car making a noise "
                    "Grant says is nothing, a parcel to post, the fish for tonight still to "
                    "get, and a queue ten deep at {new} because everyone in Wellington had "
                    "remembered Mother's Day at the same moment as me.",
                ),
            ],
            "questions": [
                "Where do I buy Nana's flowers?",
                "Where do Nana's flowers come from?",
                "Where do I go when Nana wants flowers?",
            ],
            "now": ["Where am I buying Nana's flowers at present?"],
        },
        "zh": {
            "values": [
                "花鸟市场",
                "菜市场门口卖花的阿婆",
                "小区门口的花店",
                "开元寺门口的花摊",
                "医院对面的花店",
                "中山路的老花店",
            ],
            "facts": [
                "阿嬷要的花我都在{v}买。",
                "给阿公供的花是从{v}买的。",
                "阿嬷要花了我就去{v}。",
            ],
            "corrections": [
                ("cue", "给阿嬷买花改去{new}了"),
                ("cue", "同事给我推荐了{new}，阿嬷的花就在那儿买。"),
                ("cue", "单位挪到丰泽以后，阿嬷的花我都在{new}买。"),
                ("explicit", "{old}上回卖的花不到两天就蔫了，我去{new}买。"),
                ("explicit", "{old}周日不开门，阿嬷的花在{new}买。"),
                ("explicit", "买花：{new}，不去{old}了"),
                ("implicit", "{new}拿旧报纸给阿嬷的花包了一层，皮筋一扎就递给我了。"),
                ("implicit", "{new}多送了两枝满天星 阿嬷高兴了一下午"),
                ("implicit", "在{new}门口临时停了两分钟，为一束花吃了张罚单。"),
                ("implicit", "{new}的人一看见我就把阿嬷要的花包好了，我一句话都不用说。"),
                ("implicit", "从{new}出来赶上一阵台风雨，花拿到阿嬷家的时候跟打过架似的。"),
                (
                    "implicit",
                    "周六跑腿：豆豆的泳衣落在游泳馆了，车子有个怪声老公说没事，有个快递要寄，"
                    "晚饭的鱼还没买，{new}门口排了十来个人，全泉州的人好像都跟我一样，同一时间"
                    "想起了母亲节。",
                ),
            ],
            "questions": [
                "我在哪儿给阿嬷买花？",
                "阿嬷的花是从哪儿买的？",
                "阿嬷要花了我去哪儿？",
            ],
            "now": ["我现在在哪儿给阿嬷买花？"],
        },
    },
    {
        "key": "bread_flour",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Champion high-grade",
                "Edmonds high-grade",
                "Pams bread flour",
                "Farmers Mill flour",
                "Gilmours baker's flour",
                "Italian 00 flour",
            ],
            "facts": [
                "My Sunday bread is made with {v}.",
                "The flour I bake with is {v}.",
                "What I knead my loaves from is {v}.",
            ],
            "corrections": [
                ("cue", "baking with {new} from this weekend"),
                (
                    "cue",
                    "The woman running the bread class swore by {new} and that's what I bake with.",
                ),
                (
                    "cue",
                    "Since the supermarket shelves went bare over winter I've been baking "
                    "with {new}.",
                ),
                ("explicit", "{old} gave me loaves like doorstops, so I bake with {new}."),
                ("explicit", "Weevils got into {old}, my bread is made with {new}."),
                ("explicit", "flour: {new}, {old} chucked"),
                (
                    "implicit",
                    "Knocked a bag of {new} off the bench and the kitchen looked like Ruapehu "
                    "in August.",
                ),
                ("implicit", "{new} in my hair, on the lodger, in the turtle tank somehow"),
                (
                    "implicit",
                    "Grant opened the top cupboard and a bag of {new} landed on his head.",
                ),
                (
                    "implicit",
                    "Nikau drew a face in the spilt {new} on the bench and said it was Nana.",
                ),
                (
                    "implicit",
                    "Weighed out {new} with the yeast frothing in the jug and then the power "
                    "went off.",
                ),
                (
                    "implicit",
                    "Sunday: a southerly rattling the windows, Nikau wanting pancakes, the "
                    "lodger's washing still in our machine, Grant off to the tip with the "
                    "trailer, the turtle tank due a clean, and me with my elbows in {new} at "
                    "seven trying to get two loaves proved before Nana came for lunch.",
                ),
            ],
            "questions": [
                "What flour do I bake my bread with?",
                "Which flour goes into my Sunday loaves?",
                "What's my bread flour?",
            ],
            "now": ["What flour am I baking with right now?"],
        },
        "zh": {
            "values": [
                "五得利面粉",
                "金沙河的馒头粉",
                "香雪面粉",
                "河套雪花粉",
                "古船面粉",
                "老家捎来的石磨面",
            ],
            "facts": [
                "我蒸馒头用的是{v}。",
                "家里和面用{v}。",
                "周末蒸包子馒头我用{v}。",
            ],
            "corrections": [
                ("cue", "蒸馒头改用{new}了"),
                ("cue", "面点班的老师说{new}好，我就一直用它。"),
                ("cue", "入秋以后我和面用的都是{new}。"),
                ("explicit", "{old}蒸出来的馒头硬邦邦的，我用{new}。"),
                ("explicit", "{old}生了小虫子，和面用的是{new}。"),
                ("explicit", "面粉：{new}，{old}扔了"),
                ("implicit", "一袋{new}从灶台上掉下来，厨房跟下了场雪似的。"),
                ("implicit", "{new}弄得我满头满脸 房客身上也是 乌龟缸里都有"),
                ("implicit", "老公一开吊柜门，一袋{new}正砸在他脑袋上。"),
                ("implicit", "豆豆在灶台上撒的{new}里画了个人脸，说这是阿嬷。"),
                ("implicit", "称好了{new}，酵母在碗里化开了，结果停电了。"),
                (
                    "implicit",
                    "周日：台风要来，窗户哐哐响，豆豆吵着要吃煎饼，房客的衣服还在我们洗衣机里"
                    "，老公开车去废品站，乌龟缸也该刷了，我七点就把胳膊埋进{new}里揉面，想赶在"
                    "阿嬷来吃午饭前蒸出两锅馒头。",
                ),
            ],
            "questions": [
                "我蒸馒头用什么面粉？",
                "家里和面用的是哪种面？",
                "我周末蒸包子用的什么粉？",
            ],
            "now": ["我现在蒸馒头用的是什么面粉？"],
        },
    },
    {
        "key": "bread_yeast",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Edmonds Surebake",
                "Bakels instant yeast",
                "Fermipan",
                "Mauripan",
                "SAF-Instant",
                "a sourdough starter called Doughy Parton",
            ],
            "facts": [
                "My bread rises on {v}.",
                "The yeast in my Sunday dough is {v}.",
                "I get my loaves to prove with {v}.",
            ],
            "corrections": [
                ("cue", "using {new} in the dough now"),
                (
                    "cue",
                    "The bread-class tutor put me onto {new} and that's what raises my loaves.",
                ),
                ("cue", "Since the cold snap I've been proving my dough with {new}."),
                ("explicit", "{old} wouldn't rise in our cold kitchen, so my dough gets {new}."),
                ("explicit", "Let {old} go past its best, it's {new} in my bread."),
                ("explicit", "yeast: {new}, {old} binned"),
                (
                    "implicit",
                    "Forgot {new} altogether and baked a brick you could prop the sleepout "
                    "door with.",
                ),
                (
                    "implicit",
                    "dough with {new} crept out of the bowl and halfway across the bench overnight",
                ),
                ("implicit", "Grant read the label on {new} and asked if it was alive."),
                (
                    "implicit",
                    "Nikau stirred a spoon of sugar into {new} to see what it would do and it "
                    "foamed over the jug.",
                ),
                (
                    "implicit",
                    "The lodger asked for a bit of {new} to try a pizza base and gave us half "
                    "the pizza.",
                ),
                (
                    "implicit",
                    "Bread class at the community centre: eight of us round a table in "
                    "borrowed aprons, a tutor who'd been a baker on the Chatham Islands, a "
                    "man who kneaded like he was punishing it, an oven that only worked on "
                    "one side, and me carrying home a loaf made with {new} on my lap on the "
                    "bus like it was a baby bird.",
                ),
            ],
            "questions": [
                "What do I use to make my bread rise?",
                "What yeast goes in my dough?",
                "What's my bread raised with?",
            ],
            "now": ["What yeast am I using at the moment?"],
        },
        "zh": {
            "values": [
                "安琪酵母",
                "燕子牌酵母",
                "百钻酵母",
                "一块老面",
                "丹宝利酵母",
                "我妈做的酒酿",
            ],
            "facts": [
                "我发面用{v}。",
                "蒸馒头我放的是{v}。",
                "家里和面发酵靠{v}。",
            ],
            "corrections": [
                ("cue", "发面改用{new}了"),
                ("cue", "面点班老师推荐了{new}，我发面就用这个。"),
                ("cue", "天冷了以后我发面都用{new}。"),
                ("explicit", "{old}在我家冷厨房里发不起来，我用{new}。"),
                ("explicit", "{old}放过期了，发面用的是{new}。"),
                ("explicit", "发面：{new}，{old}扔了"),
                ("implicit", "忘了放{new}，蒸出来的馒头能拿去顶次卧的门。"),
                ("implicit", "放了{new}的面团半夜爬出盆 爬了半个灶台"),
                ("implicit", "老公盯着{new}看了半天，问这玩意儿是不是活的。"),
                ("implicit", "豆豆往{new}里搅了一勺糖，想看看会怎样，结果泡沫冒出了碗。"),
                ("implicit", "房客来要了点{new}，说想自己烙张饼，烙好了分了我们一半。"),
                (
                    "implicit",
                    "社区面点班：八个人围一张桌子，围裙都是借的，老师以前在部队炊事班蒸了二十"
                    "年馒头，有个大哥揉面像跟面有仇似的，蒸锅只有一边冒气，我把用{new}发的一锅"
                    "花卷放在腿上抱着坐公交回家，跟抱着一窝小鸡似的。",
                ),
            ],
            "questions": [
                "我发面用什么？",
                "蒸馒头我放的是哪种酵母？",
                "家里和面靠什么发？",
            ],
            "now": ["我现在发面用的是什么？"],
        },
    },
    {
        "key": "spare_loaf_taker",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mrs Tuilagi next door",
                "Sione from work",
                "the crew at the Island Bay fire station",
                "the lollipop lady at Nikau's school",
                "my brother Callum",
                "Father Michael at St Francis",
            ],
            "facts": [
                "My second Sunday loaf goes to {v}.",
                "{v} gets my spare loaf.",
                "Whatever I bake, the extra loaf is for {v}.",
            ],
            "corrections": [
                ("cue", "spare loaf's going to {new} now"),
                (
                    "cue",
                    "Got chatting at the school gate and sorted it so {new} gets my extra loaf.",
                ),
                ("cue", "Since the lodger went gluten-free my spare loaf has gone to {new}."),
                ("explicit", "{old} has gone low-carb, so my spare loaf goes to {new}."),
                ("explicit", "{old} moved up to Porirua, my extra loaf is for {new}."),
                ("explicit", "spare loaf: {new}, not {old}"),
                (
                    "implicit",
                    "{new} sent back the tea towel I wrapped the loaf in, ironed and folded "
                    "into a square.",
                ),
                ("implicit", "{new} reckons my bread beats the bakery's, i'll take it"),
                (
                    "implicit",
                    "Dropped the warm loaf round to {new} and came home with a jar of feijoa "
                    "chutney.",
                ),
                (
                    "implicit",
                    "{new} texted me a photo of my bread toasted with a slab of butter on it.",
                ),
                (
                    "implicit",
                    "Ran the loaf over to {new} in the rain with flour still down my apron.",
                ),
                (
                    "implicit",
                    "One of those Sundays: Nikau's football on the far pitch at Kilbirnie "
                    "Park, Grant's mum on the phone about her gutters, the oven timer broken "
                    "so I baked by smell, Nana's prescription waiting at the chemist, and the "
                    "spare loaf on the passenger seat in a tea towel, still warm, on its way "
                    "to {new}.",
                ),
            ],
            "questions": [
                "Who gets my spare loaf?",
                "Who do I give my second loaf to?",
                "Who's the extra bread for?",
            ],
            "now": ["Who is getting my spare loaf these days?"],
        },
        "zh": {
            "values": [
                "对门的阿珠姨",
                "单位的小黄",
                "小区门口的保安老陈",
                "我表弟阿杰",
                "社区食堂的刘阿姨",
                "楼下修车铺的阿强",
            ],
            "facts": [
                "我每周多蒸的那锅馒头送给{v}。",
                "{v}吃的是我多蒸的馒头。",
                "蒸多了的馒头我拿给{v}。",
            ],
            "corrections": [
                ("cue", "多的馒头改送{new}了"),
                ("cue", "在小区群里聊了几句，说好了多的馒头给{new}。"),
                ("cue", "房客不吃面食以后，多蒸的馒头我都给{new}。"),
                ("explicit", "{old}在减肥不吃主食了，多的馒头给{new}。"),
                ("explicit", "{old}搬去晋江了，我多蒸的送{new}。"),
                ("explicit", "多的馒头：{new}，不给{old}了"),
                ("implicit", "{new}把我装馒头的布袋洗干净还回来了，叠得方方正正。"),
                ("implicit", "{new}说我蒸的比店里的好吃 我就当真了"),
                ("implicit", "给{new}送了一兜热馒头，回来手里多了一罐菜脯。"),
                ("implicit", "{new}发来一张照片，我蒸的馒头夹了一大块卤肉。"),
                ("implicit", "冒着雨给{new}送馒头，围裙上还沾着面粉。"),
                (
                    "implicit",
                    "那个周日：豆豆的足球赛在最远那块场地，婆婆打电话说她家水管漏了，蒸锅的定"
                    "时器坏了我全凭闻味儿，阿嬷的药还等着我去医院拿，多蒸的那锅馒头拿笼布包着"
                    "搁在副驾驶上，还热乎着，正往{new}那儿送。",
                ),
            ],
            "questions": [
                "我多蒸的馒头送给谁？",
                "谁吃我多出来的那锅馒头？",
                "蒸多了我拿给谁？",
            ],
            "now": ["我现在多蒸的馒头给谁？"],
        },
    },
    {
        "key": "lodger",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my nephew Jayden",
                "a Japanese student called Haruto",
                "a nurse called Priya",
                "Liam the sound engineer",
                "my cousin Aroha",
                "a Vic student called Ella",
            ],
            "facts": [
                "{v} lives in our sleepout.",
                "Out in the sleepout we've got {v}.",
                "The sleepout is rented to {v}.",
            ],
            "corrections": [
                ("cue", "{new} in the sleepout from the weekend"),
                ("cue", "Put an ad on Trade Me and {new} took the sleepout."),
                ("cue", "Since the uni year kicked off {new} has been in the sleepout."),
                ("explicit", "{old} went home for good, so {new} has the sleepout."),
                ("explicit", "{old} found a flat in town and {new} has taken the sleepout."),
                ("explicit", "sleepout: {new}, {old} gone"),
                (
                    "implicit",
                    "{new} borrowed the lawnmower and brought it back cleaner than the day we "
                    "bought it.",
                ),
                ("implicit", "{new} playing one chord on a guitar at midnight, over and over"),
                (
                    "implicit",
                    "Nikau knocked on the sleepout door to introduce {new} to the turtle.",
                ),
                (
                    "implicit",
                    "{new} came in for a shower and left a single sock on the bath mat like a "
                    "calling card.",
                ),
                (
                    "implicit",
                    "{new} ate half my Sunday loaf before I'd even wrapped the spare one.",
                ),
                (
                    "implicit",
                    "Power cut on our street: the heat pump dead, candles on saucers, Nikau "
                    "thrilled, Nana on the phone asking if we'd paid the bill, the neighbours "
                    "comparing torches over the fence, and {new} coming in from the sleepout "
                    "with a camping lantern and a pot of two-minute noodles as if it was a "
                    "party.",
                ),
            ],
            "questions": [
                "Who lives in our sleepout?",
                "Who's renting the sleepout?",
                "Who have we got out the back?",
            ],
            "now": ["Who's living in the sleepout at the moment?"],
        },
        "zh": {
            "values": [
                "老公的表弟阿明",
                "华侨大学的研究生小郑",
                "一个做外贸的福州姑娘",
                "我婆婆",
                "实习生小谢",
                "在医院规培的林医生",
            ],
            "facts": [
                "家里那间次卧住着{v}。",
                "{v}住在我们家次卧。",
                "我们家多出来那间屋子住的是{v}。",
            ],
            "corrections": [
                ("cue", "次卧周末住进来{new}"),
                ("cue", "在小区群里发了条出租信息，{new}就住进来了。"),
                ("cue", "开学以后次卧住的是{new}。"),
                ("explicit", "{old}回老家了，次卧住的是{new}。"),
                ("explicit", "{old}在市区找到房子搬走了，那间屋给了{new}。"),
                ("explicit", "次卧：{new}，{old}走了"),
                ("implicit", "{new}借了拖把，还回来的时候比刚买时还干净。"),
                ("implicit", "{new}半夜在屋里弹吉他 翻来覆去就一个和弦"),
                ("implicit", "豆豆去敲次卧的门，非要把乌龟介绍给{new}认识。"),
                ("implicit", "{new}洗完澡在地垫上落下一只袜子，跟留了张名片似的。"),
                ("implicit", "我还没来得及把多蒸的馒头包好，{new}已经吃掉两个了。"),
                (
                    "implicit",
                    "我们这片停电那晚：空调停了，蜡烛立在碟子上，豆豆高兴坏了，阿嬷打电话来问"
                    "是不是没交电费，邻居们隔着栏杆比谁的手电亮，{new}从次卧出来，提着一盏露营"
                    "灯，端着一碗泡面，跟过节似的。",
                ),
            ],
            "questions": [
                "谁住在我们家次卧？",
                "家里那间空房租给了谁？",
                "我们家多出来那间屋住的是谁？",
            ],
            "now": ["现在住在我家次卧的是谁？"],
        },
    },
    {
        "key": "snoring_fix",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Breathe Right strips",
                "a mouthguard from the dentist",
                "a wedge pillow",
                "a chin strap",
                "a nasal dilator",
                "a tennis ball sewn into his pyjamas",
            ],
            "facts": [
                "For his snoring Grant sleeps with {v}.",
                "What keeps Grant's snoring down is {v}.",
                "Grant's snoring fix is {v}.",
            ],
            "corrections": [
                ("cue", "grant's trying {new} from tonight"),
                ("cue", "The sleep clinic suggested {new} and Grant uses it every night."),
                (
                    "cue",
                    "Since the GP had a word about his snoring, Grant has been sleeping with "
                    "{new}.",
                ),
                ("explicit", "{old} did nothing for Grant's snoring, so he sleeps with {new}."),
                ("explicit", "Grant left {old} at the campground, it's {new} for him."),
                ("explicit", "grant's snoring: {new}, {old} in the drawer"),
                (
                    "implicit",
                    "Grant nodded off on the couch with {new} and Nikau put a photo in the "
                    "family chat.",
                ),
                ("implicit", "grant + {new} + a head cold = a trombone solo at 3am"),
                (
                    "implicit",
                    "The lodger asked at breakfast whether {new} was actually doing anything, "
                    "which told me all I needed to know.",
                ),
                (
                    "implicit",
                    "Grant packed {new} for the work conference and his roommate still complained.",
                ),
                (
                    "implicit",
                    "Even with Grant sleeping with {new} I put my earplugs in, out of habit.",
                ),
                (
                    "implicit",
                    "Long weekend at Castlepoint: the tent pitched on a slope, a possum in "
                    "the chilly bin at two in the morning, Nikau sick on marshmallows, rain "
                    "on the fly like gravel, and Grant lying there with {new}, still loud "
                    "enough that the people on the next site asked in the morning if we'd "
                    "brought a generator.",
                ),
            ],
            "questions": [
                "What does Grant use for his snoring?",
                "What helps Grant stop snoring?",
                "What does my husband sleep with for the snoring?",
            ],
            "now": ["What is Grant using for his snoring these days?"],
        },
        "zh": {
            "values": [
                "止鼾鼻贴",
                "牙医做的止鼾牙套",
                "一个侧睡枕",
                "止鼾下巴带",
                "鼻腔扩张器",
                "背后缝了个网球的睡衣",
            ],
            "facts": [
                "老公睡觉靠{v}止鼾。",
                "压住老公呼噜的是{v}。",
                "老公治打呼噜用{v}。",
            ],
            "corrections": [
                ("cue", "老公今晚起试{new}"),
                ("cue", "睡眠门诊的医生让他用{new}，老公每晚都用。"),
                ("cue", "体检查出睡眠呼吸暂停以后，老公睡觉用{new}。"),
                ("explicit", "{old}对老公的呼噜一点用没有，他用的是{new}。"),
                ("explicit", "老公露营把{old}落在营地了，他用{new}。"),
                ("explicit", "老公呼噜：{new}，{old}收抽屉了"),
                ("implicit", "老公用着{new}在沙发上睡着了，豆豆拍了照发到家族群里。"),
                ("implicit", "老公+{new}+感冒 半夜三点来了段长号独奏"),
                ("implicit", "房客吃早饭时问{new}到底管不管用，我一听就全明白了。"),
                ("implicit", "老公出差带着{new}，同屋的同事照样抱怨了一宿。"),
                ("implicit", "就算老公用着{new}，我还是照习惯塞上耳塞。"),
                (
                    "implicit",
                    "国庆去崇武露营：帐篷扎在一个斜坡上，半夜两点野猫翻了我们的零食袋，豆豆吃"
                    "烤棉花糖吃吐了，雨点打在帐篷上跟撒沙子似的，老公用着{new}躺在那儿，呼噜照"
                    "样响，第二天一早隔壁帐篷的人问我们是不是带了台发电机。",
                ),
            ],
            "questions": [
                "老公打呼噜用什么？",
                "我老公睡觉靠什么止鼾？",
                "治老公呼噜的是什么？",
            ],
            "now": ["老公现在打呼噜用的是什么？"],
        },
    },
    {
        "key": "earplugs",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Loop earplugs",
                "orange foam earplugs",
                "Mack's silicone plugs",
                "Ohropax wax plugs",
                "Bose Sleepbuds",
                "earplugs from an airline pack",
            ],
            "facts": [
                "I sleep with {v} in.",
                "My earplugs are {v}.",
                "What goes in my ears at night is {v}.",
            ],
            "corrections": [
                ("cue", "sleeping in {new} now"),
                ("cue", "My sister sent me {new} from Dunedin and they're what I sleep in."),
                ("cue", "Since Grant's snoring got going in the winter I've been wearing {new}."),
                ("explicit", "{old} kept falling out in the night, so I sleep in {new}."),
                ("explicit", "{old} made my ears itch, I wear {new}."),
                ("explicit", "earplugs: {new}, {old} binned"),
                ("implicit", "Found one of my {new} in the turtle tank and I'm not asking."),
                ("implicit", "slept through the 4am earthquake in {new}, grant did not"),
                ("implicit", "Had {new} in and never heard Nikau calling out about a spider."),
                (
                    "implicit",
                    "Grant had to shake me awake because I had {new} in and the lodger was "
                    "locked out.",
                ),
                (
                    "implicit",
                    "Lay there with {new} in and my mask over my eyes, hearing nothing at all.",
                ),
                (
                    "implicit",
                    "Home off the red-eye from Perth: the rubbish truck at seven, Nana "
                    "ringing at nine to check I'd landed, a leaf blower next door, the "
                    "lodger's band practising in the sleepout, and me under the duvet with "
                    "{new} jammed in and a pillow over my head.",
                ),
            ],
            "questions": [
                "What earplugs do I sleep in?",
                "What do I put in my ears at night?",
                "Which earplugs do I use?",
            ],
            "now": ["What earplugs am I sleeping in currently?"],
        },
        "zh": {
            "values": [
                "3M的耳塞",
                "橙色海绵耳塞",
                "硅胶耳塞",
                "Moldex耳塞",
                "蜡耳塞",
                "航空公司送的耳塞",
            ],
            "facts": [
                "我睡觉戴{v}。",
                "我晚上耳朵里塞的是{v}。",
                "我用的耳塞是{v}。",
            ],
            "corrections": [
                ("cue", "睡觉改戴{new}了"),
                ("cue", "我妹从杭州给我寄了{new}，我就戴着睡。"),
                ("cue", "入冬老公呼噜打得凶了以后，我睡觉戴{new}。"),
                ("explicit", "{old}半夜老掉出来，我睡觉戴{new}。"),
                ("explicit", "{old}戴得耳朵痒，我用{new}。"),
                ("explicit", "耳塞：{new}，{old}扔了"),
                ("implicit", "在乌龟缸里捞出一只{new}，我什么也不想问。"),
                ("implicit", "戴着{new}一觉睡过了半夜的台风 老公一宿没合眼"),
                ("implicit", "戴着{new}，豆豆半夜喊有蟑螂我一声都没听见。"),
                ("implicit", "我戴着{new}，房客被锁在门外敲了半天，是老公把我摇醒的。"),
                ("implicit", "塞着{new}、蒙着眼罩躺在那儿，什么都听不见。"),
                (
                    "implicit",
                    "坐红眼航班从成都回来那天：七点垃圾车就来了，九点阿嬷打电话问我落地没有，"
                    "隔壁在装修打电钻，房客的乐队在次卧里排练，我钻在被子里，{new}塞得死死的，"
                    "头上还压了个枕头。",
                ),
            ],
            "questions": [
                "我睡觉戴什么耳塞？",
                "我晚上耳朵里塞的是什么？",
                "我用的是哪种耳塞？",
            ],
            "now": ["我现在睡觉戴的是什么耳塞？"],
        },
    },
    {
        "key": "sleep_mask",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a silk Slip mask",
                "a Manta mask",
                "a Kmart satin mask",
                "a heated eye mask",
                "a weighted eye mask",
                "the mask from a business-class pack",
            ],
            "facts": [
                "I sleep in {v}.",
                "Over my eyes at night I wear {v}.",
                "My sleep mask is {v}.",
            ],
            "corrections": [
                ("cue", "sleeping in {new} from tonight"),
                ("cue", "A friend at work swore by {new} and it's what I wear to bed."),
                ("cue", "Since the summer mornings got light at five I've been sleeping in {new}."),
                ("explicit", "The elastic went on {old}, so I sleep in {new}."),
                ("explicit", "{old} left lines on my face all morning, I wear {new}."),
                ("explicit", "mask: {new}, {old} in the bin"),
                (
                    "implicit",
                    "Answered the door to a man selling raffle tickets with {new} still up on "
                    "my forehead.",
                ),
                ("implicit", "nikau put {new} on the turtle, turtle unimpressed"),
                ("implicit", "Grant says I look like a bank robber in {new}."),
                (
                    "implicit",
                    "Fell asleep on the plane to Christchurch in {new} and missed the cheese "
                    "and crackers.",
                ),
                (
                    "implicit",
                    "Earplugs in, {new} on, and Grant's snoring down to a distant rumble.",
                ),
                (
                    "implicit",
                    "The night before my sister's wedding: a motel wall so thin I could hear "
                    "the man next door brushing his teeth, a car alarm at one, the fridge in "
                    "the room humming like a jet, Nikau on the fold-out bed talking in his "
                    "sleep, and me flat on my back in {new} doing sums about how many hours "
                    "were left.",
                ),
            ],
            "questions": [
                "What sleep mask do I wear?",
                "What do I cover my eyes with at night?",
                "What's my sleep mask?",
            ],
            "now": ["What sleep mask am I wearing at present?"],
        },
        "zh": {
            "values": [
                "花王蒸汽眼罩",
                "真丝眼罩",
                "3D立体眼罩",
                "冰敷眼罩",
                "遮光棉眼罩",
                "航空公司送的眼罩",
            ],
            "facts": [
                "我晚上戴着{v}睡。",
                "我睡觉蒙的是{v}。",
                "我的眼罩是{v}。",
            ],
            "corrections": [
                ("cue", "眼罩改用{new}了"),
                ("cue", "同事说{new}好使，我就戴着它睡。"),
                ("cue", "夏天五点天就亮了以后，我睡觉戴{new}。"),
                ("explicit", "{old}的松紧带松了，我戴{new}。"),
                ("explicit", "{old}在脸上勒出一道印子一上午都不消，我用{new}。"),
                ("explicit", "眼罩：{new}，{old}扔了"),
                ("implicit", "额头上顶着{new}去开门，门口是抄燃气表的，他愣了半天。"),
                ("implicit", "豆豆把{new}给乌龟戴上了 乌龟不领情"),
                ("implicit", "老公说我戴着{new}像个抢银行的。"),
                ("implicit", "坐飞机去北京，戴着{new}睡着了，把发餐都错过了。"),
                ("implicit", "耳塞一塞，{new}一戴，老公的呼噜就只剩远处一点嗡嗡声。"),
                (
                    "implicit",
                    "我妹在厦门结婚的前一晚：酒店墙薄得能听见隔壁刷牙，凌晨一点楼下有辆车报警"
                    "器响个不停，房间里的小冰箱嗡嗡得跟飞机似的，豆豆睡在加床上说梦话，我戴着"
                    "{new}直挺挺躺着，算着还能睡几个钟头。",
                ),
            ],
            "questions": [
                "我睡觉戴的什么眼罩？",
                "我晚上蒙眼睛用的是什么？",
                "我的眼罩是哪种？",
            ],
            "now": ["我现在睡觉戴的是什么眼罩？"],
        },
    },
    {
        "key": "heartburn_remedy",
        "type": "PREFERENCE",
        "en": {
            "values": ["Gaviscon", "Mylanta", "Quick-Eze", "Rennie", "Losec", "Acidex"],
            "facts": [
                "For heartburn I take {v}.",
                "My heartburn remedy is {v}.",
                "When my chest burns at night I reach for {v}.",
            ],
            "corrections": [
                ("cue", "on {new} for the heartburn now"),
                (
                    "cue",
                    "The pharmacist at the Unichem on the Parade recommended {new} and I keep "
                    "it by the bed.",
                ),
                (
                    "cue",
                    "Since the Friday fish and chips started getting to me I've been taking {new}.",
                ),
                ("explicit", "{old} tasted like chalk, so I take {new}."),
                ("explicit", "Ran out of {old} on holiday and bought {new} at the chemist there."),
                ("explicit", "heartburn: {new}, not {old}"),
                (
                    "implicit",
                    "Had {new} in my handbag at the wedding and half the top table came asking.",
                ),
                ("implicit", "{new} after nana's curried sausages, every single time"),
                ("implicit", "Grant found {new} in the glovebox and thought it was lollies."),
                (
                    "implicit",
                    "Took {new} at two in the morning and sat up in bed listening to the wind.",
                ),
                (
                    "implicit",
                    "Battered fish on Friday, {new} at midnight, every week without fail.",
                ),
                (
                    "implicit",
                    "Christmas at Grant's sister's in the Hutt: a ham the size of a suitcase, "
                    "three kinds of trifle, the uncles arguing about the rugby, Nikau and his "
                    "cousins setting off party poppers in the hallway, a pavlova that caved "
                    "in as it came out, and me in the car at ten with {new} and the seat "
                    "tipped back, waiting for the burning to stop.",
                ),
            ],
            "questions": [
                "What do I take for heartburn?",
                "What's my heartburn remedy?",
                "What do I reach for when my chest burns?",
            ],
            "now": ["What am I taking for heartburn at the moment?"],
        },
        "zh": {
            "values": ["达喜", "斯达舒", "奥美拉唑", "兰索拉唑", "铝碳酸镁咀嚼片", "胃必治"],
            "facts": [
                "我烧心就靠{v}压一压。",
                "反酸的时候我用{v}。",
                "我床头备着治烧心的{v}。",
            ],
            "corrections": [
                ("cue", "烧心改用{new}了"),
                ("cue", "楼下药店的药师给我推荐了{new}，我就一直备着。"),
                ("cue", "吃了一个月夜宵以后，我一烧心就用{new}。"),
                ("explicit", "{old}嚼着跟粉笔似的，我用{new}。"),
                ("explicit", "出门忘带{old}，在当地药店买了{new}。"),
                ("explicit", "烧心：{new}，不用{old}了"),
                ("implicit", "喝喜酒的时候包里装着{new}，一桌人都来问我要。"),
                ("implicit", "吃完姜母鸭 半夜必定爬起来找{new}"),
                ("implicit", "老公在车里储物格翻出{new}，当成糖了。"),
                ("implicit", "凌晨两点起来弄了点{new}，坐在床上听外面刮风。"),
                ("implicit", "周五买回来的海鲜一顿吃撑，半夜又是{new}，每礼拜都这样。"),
                (
                    "implicit",
                    "过年在老公他姐家：一桌子菜摆不下叠了两层，几个姑丈为了股票吵起来，豆豆跟"
                    "表哥表姐在楼道里放摔炮，姜母鸭端上来的时候砂锅裂了，晚上十点我一个人坐在"
                    "车里，座椅放平，手里攥着{new}，等着胸口那股火下去。",
                ),
            ],
            "questions": [
                "我烧心吃什么？",
                "我反酸的时候用什么药？",
                "我床头备的胃药是什么？",
            ],
            "now": ["我现在烧心用的是什么？"],
        },
    },
    {
        "key": "kid_night_light",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a glow-in-the-dark moon",
                "a star projector",
                "a Himalayan salt lamp",
                "a dinosaur night light",
                "a Lego torch",
                "a glowing kiwi lamp",
            ],
            "facts": [
                "Nikau sleeps with {v} on.",
                "In Nikau's room at night there's {v}.",
                "Nikau's night light is {v}.",
            ],
            "corrections": [
                ("cue", "nikau's got {new} now"),
                ("cue", "Nana bought Nikau {new} and it's what he falls asleep by."),
                ("cue", "Since the bad dreams in the school holidays Nikau has slept with {new}."),
                (
                    "explicit",
                    "Nikau said {old} made the wardrobe look like a ghost, so he has {new}.",
                ),
                ("explicit", "{old} packed up, Nikau sleeps with {new}."),
                ("explicit", "night light: {new}, {old} in the cupboard"),
                (
                    "implicit",
                    "{new} threw a shadow on the ceiling that Nikau swears is a man in a hat.",
                ),
                ("implicit", "{new} on, turtle awake, boy awake, me awake"),
                (
                    "implicit",
                    "Nana sat on the end of Nikau's bed by {new} and told him about the "
                    "taniwha in the harbour.",
                ),
                (
                    "implicit",
                    "The lodger walked past Nikau's window at midnight and thought {new} was "
                    "a fire.",
                ),
                (
                    "implicit",
                    "The turtle basks under his heat lamp and Nikau reads under {new}, both "
                    "of them ignoring me.",
                ),
                (
                    "implicit",
                    "Nikau's first sleepover at ours: four boys in sleeping bags on his "
                    "floor, a midnight feast of chippies, a ghost story that got out of hand, "
                    "one boy crying for his mum at eleven, Grant in the doorway in his "
                    "dressing gown doing his stern voice, and all four of them finally asleep "
                    "in a heap under {new} at half past one.",
                ),
            ],
            "questions": [
                "What night light does Nikau have?",
                "What's on in Nikau's room at night?",
                "What does Nikau sleep with on?",
            ],
            "now": ["What night light has Nikau got at the moment?"],
        },
        "zh": {
            "values": [
                "月球灯",
                "星空投影灯",
                "小米感应夜灯",
                "恐龙小夜灯",
                "一个乐高手电",
                "一盏盐灯",
            ],
            "facts": [
                "豆豆睡觉开着{v}。",
                "儿子房间晚上亮着{v}。",
                "豆豆的夜灯是{v}。",
            ],
            "corrections": [
                ("cue", "豆豆房里改成{new}了"),
                ("cue", "阿嬷给豆豆买了{new}，他就开着它睡。"),
                ("cue", "暑假做了几回噩梦以后，豆豆睡觉开着{new}。"),
                ("explicit", "豆豆说{old}把衣柜照得像个鬼，他房里是{new}。"),
                ("explicit", "{old}坏了，豆豆开着{new}睡。"),
                ("explicit", "夜灯：{new}，{old}收起来了"),
                ("implicit", "{new}在天花板上投了个影子，豆豆一口咬定是个戴帽子的人。"),
                ("implicit", "{new}亮着 乌龟醒着 娃醒着 我也醒着"),
                ("implicit", "阿嬷坐在豆豆床尾，借着{new}给他讲陈三五娘的故事。"),
                ("implicit", "房客半夜路过豆豆窗口，看见{new}的光，还以为着火了。"),
                ("implicit", "乌龟趴在它的晒背灯底下，豆豆趴在{new}底下看书，两个都不理我。"),
                (
                    "implicit",
                    "豆豆头一回请同学来家里过夜：四个男孩打地铺挤在他屋里，半夜偷吃辣条，鬼故"
                    "事越讲越吓人，十一点有一个哭着要找妈妈，老公穿着睡衣站在门口板着脸训话，"
                    "一点半四个人总算在{new}底下横七竖八地睡着了。",
                ),
            ],
            "questions": [
                "豆豆睡觉开什么灯？",
                "儿子房间晚上亮的是什么？",
                "豆豆的夜灯是哪个？",
            ],
            "now": ["豆豆现在睡觉开的是什么灯？"],
        },
    },
    {
        "key": "turtle_food",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Tetra ReptoMin sticks",
                "dried river shrimp",
                "Zoo Med turtle pellets",
                "frozen bloodworms",
                "chopped silverbeet",
                "Wardley turtle sticks",
            ],
            "facts": [
                "Nikau's turtle Squirt eats {v}.",
                "We feed the turtle {v}.",
                "Squirt's dinner is {v}.",
            ],
            "corrections": [
                ("cue", "squirt's on {new} now"),
                (
                    "cue",
                    "The man at the aquarium shop in Kilbirnie recommended {new} and that's "
                    "Squirt's dinner.",
                ),
                ("cue", "Since the vet looked at his shell Squirt has been getting {new}."),
                ("explicit", "Squirt turned his nose up at {old}, so he gets {new}."),
                ("explicit", "{old} made the tank water cloudy, we feed {new}."),
                ("explicit", "turtle food: {new}, {old} finished"),
                ("implicit", "Squirt chased {new} round the tank like a dog after a ball."),
                ("implicit", "nikau fed squirt {new} at 6am, loudly, with commentary"),
                (
                    "implicit",
                    "Nana watched Squirt eat {new} and said he had better table manners than "
                    "Grant.",
                ),
                (
                    "implicit",
                    "The lodger did turtle duty while we were away and tipped in enough {new} "
                    "for a month.",
                ),
                (
                    "implicit",
                    "Nikau reads Squirt a page by the night light, then a pinch of {new}, "
                    "then lights out.",
                ),
                (
                    "implicit",
                    "Packing for Easter at the bach in Ōtaki: Nikau's list of toys longer "
                    "than mine of clothes, Grant strapping bikes to the car in the rain, "
                    "Nana's pills counted into a box, the lodger handed a sheet of "
                    "instructions, and a pot of {new} on top of the tank with FEED ME written "
                    "on it in Nikau's handwriting.",
                ),
            ],
            "questions": [
                "What does Nikau's turtle eat?",
                "What do we feed Squirt?",
                "What's the turtle's food?",
            ],
            "now": ["What is Squirt eating these days?"],
        },
        "zh": {
            "values": ["高够力龟粮", "小虾干", "佳宝龟粮", "冻干面包虫", "切碎的菜叶", "猪肝丁"],
            "facts": [
                "豆豆的乌龟元宝吃{v}。",
                "我们喂乌龟{v}。",
                "元宝的口粮是{v}。",
            ],
            "corrections": [
                ("cue", "元宝改吃{new}了"),
                ("cue", "水族店老板推荐了{new}，元宝就吃这个。"),
                ("cue", "兽医看过它的壳以后，元宝吃的是{new}。"),
                ("explicit", "元宝不爱吃{old}，我们喂{new}。"),
                ("explicit", "{old}把缸里的水弄浑了，喂的是{new}。"),
                ("explicit", "乌龟：{new}，{old}吃完不买了"),
                ("implicit", "元宝追着{new}满缸跑，跟狗追球似的。"),
                ("implicit", "豆豆早上六点喂元宝{new} 还带现场解说"),
                ("implicit", "阿嬷看元宝吃{new}，说它比我老公吃相好。"),
                ("implicit", "我们出门那几天房客替豆豆喂龟，一下子倒进去够吃一个月的{new}。"),
                ("implicit", "豆豆开着夜灯给元宝念一页书，再撒一撮{new}，然后关灯。"),
                (
                    "implicit",
                    "清明回老家前收拾东西：豆豆的玩具清单比我的衣服清单还长，老公冒雨往车顶绑"
                    "自行车，阿嬷的药一格一格分好，给房客留了一张纸的注意事项，龟缸上摆着一罐"
                    "{new}，上面是豆豆歪歪扭扭写的“喂我”。",
                ),
            ],
            "questions": [
                "豆豆的乌龟吃什么？",
                "我们喂元宝的是什么？",
                "乌龟的口粮是什么？",
            ],
            "now": ["元宝现在吃的是什么？"],
        },
    },
    {
        "key": "kid_deskmate",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Ava Tupou",
                "Tamati Walker",
                "Leo Brennan",
                "his cousin Manaia",
                "Josefa Ravula",
                "Harper Nguyen",
            ],
            "facts": [
                "At school Nikau sits next to {v}.",
                "Nikau's desk buddy is {v}.",
                "In class Nikau shares a table with {v}.",
            ],
            "corrections": [
                ("cue", "nikau's next to {new} now"),
                ("cue", "His teacher sat Nikau with {new} to keep him on task."),
                ("cue", "Since the start of term two Nikau has been sitting next to {new}."),
                (
                    "explicit",
                    "Nikau and {old} talked all the way through maths, so he sits with {new}.",
                ),
                ("explicit", "{old} went to the other Year 4 class, Nikau's next to {new}."),
                ("explicit", "desk buddy: {new}, not {old}"),
                ("implicit", "{new} traded Nikau a Pokémon card for half his sandwich."),
                ("implicit", "{new} lent nikau a rubber, nikau lost it, diplomatic incident"),
                ("implicit", "Nikau came home wearing {new}'s jersey and {new} went home in his."),
                (
                    "implicit",
                    "At the parent interview the teacher held Nikau's book up next to {new}'s "
                    "and we all went quiet.",
                ),
                ("implicit", "Nikau told the turtle all about {new} over breakfast."),
                (
                    "implicit",
                    "School camp at Forest Lakes: four days of rain, a flying fox Nikau "
                    "refused and then went on eleven times, a shoe fished out of the lake, a "
                    "parent helper who sang on the bus the whole way, and a photo on the "
                    "school Facebook page of Nikau and {new} asleep on the same beanbag with "
                    "chocolate on their faces.",
                ),
            ],
            "questions": [
                "Who does Nikau sit next to at school?",
                "Who's Nikau's desk buddy?",
                "Who shares a table with Nikau in class?",
            ],
            "now": ["Who is Nikau sitting next to at the moment?"],
        },
        "zh": {
            "values": ["王梓涵", "陈一诺", "林浩然", "张子豪", "苏可馨", "吴俊杰"],
            "facts": [
                "豆豆的同桌是{v}。",
                "豆豆在班上跟{v}坐一桌。",
                "儿子上课挨着{v}坐。",
            ],
            "corrections": [
                ("cue", "豆豆同桌改成{new}了"),
                ("cue", "班主任把豆豆跟{new}排在一桌，好让他收收心。"),
                ("cue", "这学期开学以后，豆豆的同桌是{new}。"),
                ("explicit", "豆豆跟{old}上课老说话，被老师调开了，同桌是{new}。"),
                ("explicit", "{old}分到隔壁班去了，豆豆跟{new}坐。"),
                ("explicit", "同桌：{new}，不是{old}了"),
                ("implicit", "{new}拿一张奥特曼卡，跟豆豆要走了半个包子。"),
                ("implicit", "{new}借豆豆一块橡皮 豆豆弄丢了 外交事故"),
                ("implicit", "豆豆穿着{new}的校服外套回来了，{new}穿走的是他的。"),
                ("implicit", "家长会上老师把豆豆和{new}的作业本并排举起来，我们都不吭声了。"),
                ("implicit", "豆豆早饭时跟乌龟讲了半天{new}的事。"),
                (
                    "implicit",
                    "学校组织去清源山秋游：下了一路的小雨，滑索豆豆先是死活不上、后来上了十一"
                    "回，一只鞋掉进了水塘，有个家长志愿者在大巴上唱了一路，班级群里发了张照片"
                    "，豆豆和{new}靠在一个懒人沙发上睡着了，嘴边全是巧克力。",
                ),
            ],
            "questions": [
                "豆豆的同桌是谁？",
                "儿子在班上跟谁坐一桌？",
                "豆豆上课挨着谁坐？",
            ],
            "now": ["豆豆现在的同桌是谁？"],
        },
    },
    {
        "key": "kid_class_job",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "class librarian",
                "road patrol",
                "tech monitor",
                "plant waterer",
                "sports shed monitor",
                "line leader",
            ],
            "facts": [
                "Nikau's class job is {v}.",
                "The job Nikau has at school is {v}.",
                "In Room 9 Nikau's been put on {v}.",
            ],
            "corrections": [
                ("cue", "nikau's {new} this term"),
                ("cue", "The teacher picked Nikau for {new} and he's taking it very seriously."),
                ("cue", "Since the class jobs got drawn out of a hat Nikau has been {new}."),
                ("explicit", "Nikau's done his turn at {old}, he's {new}."),
                ("explicit", "{old} went to someone else, Nikau's job is {new}."),
                ("explicit", "class job: {new}, {old} done"),
                ("implicit", "Nikau practised being {new} on the turtle all weekend."),
                ("implicit", "nikau wore his {new} badge to the supermarket and bossed the queue"),
                (
                    "implicit",
                    "Nikau's desk buddy is jealous of him being {new} and has told the whole "
                    "class so.",
                ),
                (
                    "implicit",
                    "Nana asked Nikau what {new} actually involves and got a twenty-minute answer.",
                ),
                ("implicit", "The teacher emailed to say Nikau was a natural at {new}."),
                (
                    "implicit",
                    "Week of the school production: Nikau a sheep with one line, the costume "
                    "made out of a cushion cover and cotton wool, rehearsals every lunchtime, "
                    "a dress rehearsal where the curtain came down on the principal, and him "
                    "still at school by quarter past eight every morning for {new} because he "
                    "said the class would fall apart without him.",
                ),
            ],
            "questions": [
                "What's Nikau's class job?",
                "What job does Nikau have at school?",
                "What's Nikau in charge of in class?",
            ],
            "now": ["What class job has Nikau got currently?"],
        },
        "zh": {
            "values": ["数学课代表", "小组长", "卫生委员", "图书管理员", "升旗手", "纪律委员"],
            "facts": [
                "豆豆在班上当{v}。",
                "豆豆在班里的差事是{v}。",
                "儿子在班里是{v}。",
            ],
            "corrections": [
                ("cue", "豆豆这学期当上{new}了"),
                ("cue", "老师点了豆豆当{new}，他可上心了。"),
                ("cue", "班里抽签分了一轮差事以后，豆豆是{new}。"),
                ("explicit", "豆豆的{old}当满一学期了，他当的是{new}。"),
                ("explicit", "{old}轮给别人了，豆豆是{new}。"),
                ("explicit", "班里：{new}，{old}不当了"),
                ("implicit", "豆豆在家拿乌龟练了一周末怎么当{new}。"),
                ("implicit", "豆豆戴着{new}的牌子去超市 管起了排队的人"),
                ("implicit", "同桌眼红豆豆当{new}，跟全班都说了。"),
                ("implicit", "阿嬷问豆豆{new}到底是干啥的，他讲了二十分钟。"),
                ("implicit", "老师在家长群里说豆豆当{new}是天生的料。"),
                (
                    "implicit",
                    "学校排元旦节目那个礼拜：豆豆演一只羊，只有一句台词，羊的衣服是拿抱枕套和"
                    "棉花缝的，天天中午排练，彩排时幕布砸在了校长身上，他还是每天早上七点一刻"
                    "准时到校去当{new}，说他不去班里就乱套了。",
                ),
            ],
            "questions": [
                "豆豆在班上当什么？",
                "儿子在班里是什么干部？",
                "豆豆在班上管什么？",
            ],
            "now": ["豆豆现在在班里当什么？"],
        },
    },
    {
        "key": "kid_scooter",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Micro Maxi",
                "a blue Razor",
                "a Globber",
                "a Kmart scooter",
                "a light-up Warehouse scooter",
                "his cousin's old stunt scooter",
            ],
            "facts": [
                "Nikau's scooter is {v}.",
                "Nikau scoots to school on {v}.",
                "What Nikau rides along the Parade is {v}.",
            ],
            "corrections": [
                ("cue", "nikau's riding {new} now"),
                ("cue", "Nikau got {new} for his birthday and rides it everywhere."),
                ("cue", "Since the school put in a scooter rack Nikau has been taking {new}."),
                ("explicit", "Nikau outgrew {old}, so he's on {new}."),
                ("explicit", "{old} got nicked from outside the dairy, Nikau rides {new}."),
                ("explicit", "scooter: {new}, {old} in the shed"),
                ("implicit", "Nikau went down the Parade on {new} faster than the number 1 bus."),
                ("implicit", "{new} left at the bottom of the steps, grant found it with his shin"),
                (
                    "implicit",
                    "Nikau taught the lodger to ride {new} and the lodger has a grazed elbow "
                    "to show for it.",
                ),
                (
                    "implicit",
                    "Nikau parked {new} in the rack of hire e-scooters outside the library "
                    "like it was one of them.",
                ),
                ("implicit", "Nana won't have {new} in her hallway after it clipped her stick."),
                (
                    "implicit",
                    "Sunday at the beach: a wind that took Grant's hat into the sea, a dog "
                    "that stole Nikau's sausage, the lodger trying to fly a kite that had "
                    "other plans, Nana in her deckchair with a flask of tea, and Nikau going "
                    "up and down the promenade on {new} until my phone died from filming him.",
                ),
            ],
            "questions": [
                "What scooter does Nikau ride?",
                "What does Nikau scoot to school on?",
                "Which scooter has Nikau got?",
            ],
            "now": ["What scooter is Nikau riding these days?"],
        },
        "zh": {
            "values": [
                "米高滑板车",
                "迪卡侬的滑板车",
                "一辆会发光的滑板车",
                "小米的电动滑板车",
                "表哥玩剩的特技滑板车",
                "拼多多上买的滑板车",
            ],
            "facts": [
                "豆豆的滑板车是{v}。",
                "豆豆上学滑的是{v}。",
                "儿子在楼下骑的是{v}。",
            ],
            "corrections": [
                ("cue", "豆豆滑上{new}了"),
                ("cue", "六一给豆豆买了{new}，走到哪儿滑到哪儿。"),
                ("cue", "学校门口划了滑板车停放区以后，豆豆上学都滑{new}。"),
                ("explicit", "豆豆个子蹿上来了，{old}太矮，他滑的是{new}。"),
                ("explicit", "{old}在小卖部门口被人顺走了，豆豆滑{new}。"),
                ("explicit", "滑板车：{new}，{old}在车库里"),
                ("implicit", "豆豆踩着{new}在中山路上溜，比公交还快。"),
                ("implicit", "{new}扔在楼梯口 老公一脚踢上去 小腿青了"),
                ("implicit", "豆豆教房客滑{new}，房客胳膊肘擦破了一块皮。"),
                ("implicit", "豆豆把{new}停在图书馆门口那排共享单车中间，跟它们是一伙的似的。"),
                ("implicit", "阿嬷不让{new}进她家门，上回撞了她的拐杖。"),
                (
                    "implicit",
                    "周日去海边：一阵风把老公的帽子刮进了海里，一条狗叼走了豆豆的烤肠，房客放"
                    "风筝，风筝有它自己的主意，阿嬷坐在小马扎上端着保温杯喝茶，豆豆踩着{new}在"
                    "海堤上来来回回，我给他拍视频拍到手机没电。",
                ),
            ],
            "questions": [
                "豆豆的滑板车是什么？",
                "儿子上学滑的是哪辆？",
                "豆豆骑的什么滑板车？",
            ],
            "now": ["豆豆现在滑的是哪辆滑板车？"],
        },
    },
    {
        "key": "share_scooter_app",
        "type": "PREFERENCE",
        "en": {
            "values": ["Flamingo", "Beam", "Lime", "Neuron", "Bird", "Jump"],
            "facts": [
                "I scoot into town on {v}.",
                "The e-scooter app on my phone is {v}.",
                "When I'm running late I grab a {v} scooter.",
            ],
            "corrections": [
                ("cue", "scooting on {new} now"),
                ("cue", "Work gave us free minutes on {new} and that's the app I use."),
                ("cue", "Since the council renewed the scooter permits I've been riding {new}."),
                ("explicit", "{old} charged me for a ride I never took, so I use {new}."),
                ("explicit", "Deleted {old}, I scoot on {new}."),
                ("explicit", "scooters: {new}, {old} deleted"),
                (
                    "implicit",
                    "My {new} scooter died halfway up Adelaide Road and I pushed it the rest "
                    "of the way.",
                ),
                (
                    "implicit",
                    "rode {new} through the southerly, arrived looking like a drowned possum",
                ),
                ("implicit", "Nikau wants a go on {new} every time we walk past a rack of them."),
                (
                    "implicit",
                    "Left {new} outside Te Papa and a security guard had a word with me about it.",
                ),
                (
                    "implicit",
                    "{new} emailed me a receipt for four minutes and eleven seconds of pure "
                    "terror down Wallace Street.",
                ),
                (
                    "implicit",
                    "Late for the dentist on a Tuesday: a bus that never came, Nana ringing "
                    "to ask if I'd seen her glasses, a man handing out free coffee I had no "
                    "time to drink, the lift at the dentist's broken, and me zipping along "
                    "the waterfront on {new} in my work shoes with my bag in the basket and "
                    "my heart in my mouth.",
                ),
            ],
            "questions": [
                "Which e-scooter app do I use?",
                "What do I scoot into town on?",
                "Whose scooters do I ride when I'm late?",
            ],
            "now": ["Which scooter app am I using at the moment?"],
        },
        "zh": {
            "values": ["哈啰", "美团单车", "青桔", "松果出行", "人民出行", "小遛共享"],
            "facts": [
                "我骑共享车用的是{v}。",
                "我手机上扫车的App是{v}。",
                "上班来不及我就扫一辆{v}。",
            ],
            "corrections": [
                ("cue", "骑车改扫{new}了"),
                ("cue", "单位发了{new}的骑行月卡，我就骑这个。"),
                ("cue", "交警查头盔查严了以后，我骑的都是{new}。"),
                ("explicit", "{old}多扣了我一笔钱，我扫{new}。"),
                ("explicit", "{old}卸载了，我骑{new}。"),
                ("explicit", "共享车：{new}，{old}删了"),
                ("implicit", "扫的{new}骑到半道没电了，我推着走完了那段坡。"),
                ("implicit", "顶着台风骑{new}去上班 到单位跟落汤鸡一样"),
                ("implicit", "每回路过一排{new}，豆豆都吵着要骑。"),
                ("implicit", "{new}停在开元寺门口，被保安说了一顿。"),
                ("implicit", "{new}给我发了张账单，四分十一秒，全程心跳加速。"),
                (
                    "implicit",
                    "礼拜二看牙快迟到了：等的公交一直没来，阿嬷打电话问我看没看见她的老花镜，"
                    "路口有人发免费咖啡我也顾不上喝，牙科诊所的电梯还坏了，我穿着上班的皮鞋骑"
                    "着{new}沿着江边一路狂飙，包扔在车筐里，心提到了嗓子眼。",
                ),
            ],
            "questions": [
                "我骑共享车用哪个？",
                "我手机上扫的是哪家的车？",
                "我上班来不及扫什么车？",
            ],
            "now": ["我现在骑的是哪家共享车？"],
        },
    },
    {
        "key": "family_beach",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Lyall Bay",
                "Owhiro Bay",
                "Scorching Bay",
                "Days Bay",
                "Petone Beach",
                "Plimmerton",
            ],
            "facts": [
                "On Sunday afternoons we take Nikau to {v}.",
                "Our family beach is {v}.",
                "When the wind drops we head for {v}.",
            ],
            "corrections": [
                ("cue", "sundays at {new} now"),
                ("cue", "A mate from work tipped us off about {new} and it's our Sunday beach."),
                (
                    "cue",
                    "Since Grant's shifts went to weekdays we've been going to {new} on Sundays.",
                ),
                ("explicit", "{old} got too windy for Nikau, so we go to {new}."),
                ("explicit", "The car park at {old} is always full, we head for {new}."),
                ("explicit", "beach: {new}, not {old}"),
                ("implicit", "Nikau dug a hole at {new} big enough to lose Grant in."),
                ("implicit", "sand in the car from {new} until christmas probably"),
                (
                    "implicit",
                    "Nana sat at {new} in a deckchair with a rug over her knees and told off "
                    "a seagull.",
                ),
                (
                    "implicit",
                    "Nikau scooted along the front at {new}, ran over a seagull's foot and "
                    "apologised to it.",
                ),
                ("implicit", "Got a parking ticket at {new} for a sandcastle that took two hours."),
                (
                    "implicit",
                    "The first warm Sunday of the year: half of Wellington in the same "
                    "traffic, Grant forgetting the sunblock, a chilly bin of sandwiches gone "
                    "soggy, Nikau in the sea up to his knees shrieking at the cold, the "
                    "lodger asleep on a towel going pink, and all of us at {new} until the "
                    "sun went behind the hill and the wind came up.",
                ),
            ],
            "questions": [
                "Which beach do we take Nikau to on Sundays?",
                "What's our family beach?",
                "Where do we go to the beach when the wind drops?",
            ],
            "now": ["Which beach are we going to on Sundays these days?"],
        },
        "zh": {
            "values": [
                "崇武古城外的沙滩",
                "石狮黄金海岸",
                "围头湾",
                "深沪湾",
                "秀涂的海边",
                "大岞的沙滩",
            ],
            "facts": [
                "周末我们带豆豆去{v}。",
                "我家常去的海边是{v}。",
                "天一放晴我们就去{v}。",
            ],
            "corrections": [
                ("cue", "周末改去{new}了"),
                ("cue", "同事说{new}人少，我们周末就去那儿。"),
                ("cue", "老公调成工作日上班以后，我们周日都去{new}。"),
                ("explicit", "{old}风太大，豆豆吹得直哭，我们去{new}。"),
                ("explicit", "{old}停车场老是满的，我们跑{new}。"),
                ("explicit", "海边：{new}，不去{old}了"),
                ("implicit", "豆豆在{new}挖了个坑，能把他爸整个埋进去。"),
                ("implicit", "车里全是{new}带回来的沙子 估计要跟到过年"),
                ("implicit", "阿嬷在{new}坐着小马扎，腿上盖条毯子，把一只海鸥骂跑了。"),
                ("implicit", "豆豆在{new}的步道上滑滑板车，轧了一只海鸥的脚，还跟它道了歉。"),
                ("implicit", "在{new}堆了两个钟头的沙堡，回到车边发现被贴了条。"),
                (
                    "implicit",
                    "开春头一个暖和的周日：半个泉州的人都堵在同一条路上，老公忘带防晒霜，保温"
                    "箱里的三明治全泡软了，豆豆下海泡到膝盖被冰得直叫，房客躺在浴巾上晒成了红"
                    "虾，我们一家在{new}一直待到太阳落到山后面、风刮起来。",
                ),
            ],
            "questions": [
                "周末我们带豆豆去哪个海边？",
                "我家常去的是哪片沙滩？",
                "我们天一晴就去哪儿？",
            ],
            "now": ["我们现在周末去的是哪片海？"],
        },
    },
    {
        "key": "fishmonger",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Sea Market on Tory Street",
                "Moore Wilson's fish counter",
                "the fish van at Harbourside",
                "the Pak'nSave in Kilbirnie",
                "Mr Wong's on Riddiford Street",
                "the Island Bay wharf",
            ],
            "facts": [
                "Our Friday fish comes from {v}.",
                "I get our fish from {v}.",
                "The fish for Friday tea is from {v}.",
            ],
            "corrections": [
                ("cue", "getting the fish from {new} now"),
                (
                    "cue",
                    "My neighbour put me onto {new} and that's where our Friday fish comes from.",
                ),
                ("cue", "Since the roadworks on the Parade I've been getting fish from {new}."),
                ("explicit", "{old} sold me gurnard that smelt of last Tuesday, so I go to {new}."),
                ("explicit", "{old} shuts at five, I get the fish from {new}."),
                ("explicit", "fish: {new}, not {old}"),
                (
                    "implicit",
                    "The man at {new} filleted a tarakihi in about four seconds and winked at "
                    "Nikau.",
                ),
                ("implicit", "{new} gave me the heads for free, grant made soup, nobody ate it"),
                ("implicit", "Queued at {new} behind a chef buying a whole hāpuku for a wedding."),
                (
                    "implicit",
                    "Nana rang me while I was at {new} to tell me which fish her mother used "
                    "to buy.",
                ),
                (
                    "implicit",
                    "Took the good knife to the fillets from {new} and Grant quietly put the "
                    "plasters out on the bench.",
                ),
                (
                    "implicit",
                    "Friday after work: the motorway jammed by a truck on its side, Nikau "
                    "needing a costume for Monday, the lodger's rent late, the fridge door "
                    "left open all day, and a queue at {new} out into the rain, everyone in "
                    "Wellington apparently wanting blue cod at ten to six, me included.",
                ),
            ],
            "questions": [
                "Where do I buy our fish?",
                "Where does our Friday fish come from?",
                "Who do I get the fish from?",
            ],
            "now": ["Where am I getting our fish at present?"],
        },
        "zh": {
            "values": [
                "后渚码头的鱼市",
                "菜市场阿秀的海鲜摊",
                "东海的海鲜批发市场",
                "蟳埔村的渔船",
                "永辉超市的海鲜柜",
                "西街的老鱼铺",
            ],
            "facts": [
                "我家周五的海鲜在{v}买。",
                "买鱼我去{v}。",
                "周五晚饭的海鲜是从{v}买的。",
            ],
            "corrections": [
                ("cue", "买海鲜改去{new}了"),
                ("cue", "邻居带我去了一回{new}，家里的鱼就在那儿买。"),
                ("cue", "中山路修路以后，我买海鲜都去{new}。"),
                ("explicit", "{old}卖给我的黄花鱼一股味儿，我去{new}买。"),
                ("explicit", "{old}下午五点就收摊，我去{new}买鱼。"),
                ("explicit", "海鲜：{new}，不去{old}了"),
                ("implicit", "{new}的人收拾一条鲳鱼也就几秒钟，还冲豆豆挤了挤眼。"),
                ("implicit", "{new}白送了几个鱼头 老公熬了锅汤 没人喝"),
                ("implicit", "在{new}排队，前面一个饭店的厨师包了一整筐蛏子办喜酒。"),
                ("implicit", "我在{new}挑鱼的时候阿嬷打电话来，说她年轻时候买鱼只认哪一家。"),
                ("implicit", "拿那把好刀收拾从{new}买回来的鱼，老公默默把创可贴摆到了灶台上。"),
                (
                    "implicit",
                    "周五下班：高架上一辆货车侧翻堵死了，豆豆礼拜一要交手工作业，房客的房租晚"
                    "了，冰箱门敞了一整天，{new}那儿排队排到了雨里，全泉州的人好像都赶在六点前"
                    "来买红鲟，我也是。",
                ),
            ],
            "questions": [
                "我家的海鲜在哪儿买？",
                "我买鱼去哪儿？",
                "周五的鱼是从哪儿买的？",
            ],
            "now": ["我现在买海鲜去哪儿？"],
        },
    },
    {
        "key": "kitchen_knife",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Victorinox chef's knife",
                "a Global cook's knife",
                "a Wüsthof Classic",
                "a Shun santoku",
                "a Kmart knife",
                "Nana's old carving knife",
            ],
            "facts": [
                "My go-to kitchen knife is {v}.",
                "I do all my chopping with {v}.",
                "The knife I reach for in the kitchen is {v}.",
            ],
            "corrections": [
                ("cue", "chopping with {new} now"),
                ("cue", "Grant gave me {new} for our anniversary and I use it for everything."),
                ("cue", "Since the knife skills class I've been using {new} in the kitchen."),
                ("explicit", "The tip snapped off {old}, so I chop with {new}."),
                ("explicit", "{old} wouldn't hold an edge, I use {new}."),
                ("explicit", "knife: {new}, {old} in the drawer"),
                (
                    "implicit",
                    "Went through a crown pumpkin with {new} and nearly took the bench with it.",
                ),
                ("implicit", "{new} through a kūmara like butter, showing off to nobody"),
                ("implicit", "The lodger opened a parcel with {new} and I haven't recovered."),
                (
                    "implicit",
                    "Nikau isn't allowed to touch {new}, so naturally it's the one thing he "
                    "wants to touch.",
                ),
                ("implicit", "Cut Sunday's loaf with {new} and it came out in wedges."),
                (
                    "implicit",
                    "Cooking for Grant's work do at ours: twenty people in a house built for "
                    "four, the oven full by eleven, a tray of sausage rolls on top of the "
                    "washing machine, the turtle tank with a tea towel over it so nobody "
                    "tapped the glass, and me in the middle of it all with {new} and a "
                    "mountain of onions, crying for the practical reason.",
                ),
            ],
            "questions": [
                "What knife do I use in the kitchen?",
                "What do I do my chopping with?",
                "Which knife is my go-to?",
            ],
            "now": ["What knife am I chopping with these days?"],
        },
        "zh": {
            "values": [
                "张小泉菜刀",
                "十八子作的菜刀",
                "双立人的厨师刀",
                "王麻子菜刀",
                "阳江的三德刀",
                "阿嬷给的老铁刀",
            ],
            "facts": [
                "我切菜用的是{v}。",
                "家里我最顺手的那把刀是{v}。",
                "我在厨房拿的是{v}。",
            ],
            "corrections": [
                ("cue", "切菜改用{new}了"),
                ("cue", "结婚纪念日老公送了我{new}，我天天用。"),
                ("cue", "上完那期刀工课以后，我切菜用{new}。"),
                ("explicit", "{old}崩了个口，我切菜用{new}。"),
                ("explicit", "{old}怎么磨都不快，我用{new}。"),
                ("explicit", "刀：{new}，{old}收起来了"),
                ("implicit", "拿{new}剁南瓜，差点连砧板一起剁开。"),
                ("implicit", "{new}切地瓜跟切豆腐似的 一个人在厨房显摆"),
                ("implicit", "房客拿{new}拆快递，我至今没缓过来。"),
                ("implicit", "豆豆不许碰{new}，所以他最想碰的就是它。"),
                ("implicit", "拿{new}切周末蒸的馒头，切出来一块块跟楔子似的。"),
                (
                    "implicit",
                    "老公单位的人来家里吃饭：二十个人挤在一套三居室里，十一点灶台就占满了，一"
                    "盘炸五香搁在洗衣机上，乌龟缸上盖了块抹布免得有人敲玻璃，我站在中间拿着"
                    "{new}对着一座洋葱山，眼泪流得理直气壮。",
                ),
            ],
            "questions": [
                "我切菜用什么刀？",
                "家里我最顺手的是哪把刀？",
                "我在厨房拿的是什么刀？",
            ],
            "now": ["我现在切菜用的是哪把刀？"],
        },
    },
    {
        "key": "courier",
        "type": "SEMANTIC",
        "en": {
            "values": ["NZ Post", "NZ Couriers", "Aramex", "PBT", "Mainfreight", "Post Haste"],
            "facts": [
                "I send my parcels with {v}.",
                "Parcels to my sister in Dunedin go by {v}.",
                "When I post something I use {v}.",
            ],
            "corrections": [
                ("cue", "sending parcels with {new} now"),
                (
                    "cue",
                    "Work set up an account with {new} and I send my own parcels that way too.",
                ),
                ("cue", "Since the post shop on the Parade closed I've been sending with {new}."),
                ("explicit", "{old} lost my sister's birthday present, so I use {new}."),
                ("explicit", "{old} never turned up for the pickup, I send with {new}."),
                ("explicit", "parcels: {new}, not {old}"),
                (
                    "implicit",
                    "{new} got a box of feijoas to Dunedin overnight and my sister rang me in "
                    "tears.",
                ),
                ("implicit", "tracking on {new} says out for delivery, third day running"),
                (
                    "implicit",
                    "Stood in the queue for {new} behind a man sending a kayak paddle to Nelson.",
                ),
                (
                    "implicit",
                    "Nana sent her Christmas cake to Brisbane with {new} and rang them twice "
                    "to check on it.",
                ),
                (
                    "implicit",
                    "The lodger and I both sent parcels with {new} on the same day and the "
                    "labels got muddled.",
                ),
                (
                    "implicit",
                    "The week before Christmas: the school concert, Grant's work do, the tree "
                    "dropping needles on the carpet, Nikau's present hidden in the sleepout, "
                    "Nana's cards still to write, and me at the {new} counter at twenty to "
                    "five on the last posting day with six boxes and a roll of tape, sweating.",
                ),
            ],
            "questions": [
                "Which courier do I use?",
                "How do my parcels to my sister go?",
                "Who do I send parcels with?",
            ],
            "now": ["Which courier am I sending with at the moment?"],
        },
        "zh": {
            "values": ["顺丰", "中通", "圆通", "韵达", "极兔", "邮政EMS"],
            "facts": [
                "我寄快递用{v}。",
                "给我妹寄东西我走{v}。",
                "我发快递都找{v}。",
            ],
            "corrections": [
                ("cue", "寄快递改用{new}了"),
                ("cue", "单位跟{new}签了月结，我自己寄东西也用它。"),
                ("cue", "楼下驿站不收别家的件以后，我寄东西都走{new}。"),
                ("explicit", "{old}把我给妹妹的生日礼物寄丢了，我用{new}。"),
                ("explicit", "{old}约了上门取件一直没人来，我寄{new}。"),
                ("explicit", "快递：{new}，不用{old}了"),
                ("implicit", "{new}一天就把一箱龙眼送到了杭州，我妹打电话来都哭了。"),
                ("implicit", "{new}的物流一直是派送中 第三天了"),
                ("implicit", "排队寄{new}，前面一个大哥在寄一把木吉他去南昌。"),
                (
                    "implicit",
                    "阿嬷让我拿{new}给台湾的亲戚寄了一包铁观音，她一天打两回电话问到没到。",
                ),
                ("implicit", "房客跟我同一天用{new}寄东西，两边的面单贴混了。"),
                (
                    "implicit",
                    "过年前那个礼拜：豆豆学校的元旦汇演，老公单位的年会，阳台上的年桔掉了一地"
                    "叶子，给豆豆的礼物藏在次卧，阿嬷的红包还没包，下午四点四十我抱着六个箱子"
                    "和一卷胶带站在{new}的柜台前，快递停运前最后一天，满头大汗。",
                ),
            ],
            "questions": [
                "我寄快递用哪家？",
                "我给妹妹寄东西走的是什么快递？",
                "我发快递找哪家？",
            ],
            "now": ["我现在寄快递用的是哪家？"],
        },
    },
]
