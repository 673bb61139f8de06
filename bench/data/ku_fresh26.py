"""Fresh templates of the knowledge-update benchmark, twenty-sixth generation
(for `python -m bench.knowledge_update --templates fresh26`, once it is registered there).

Written blind on 2026-12-07 (session 28) by a helper session that read exactly two things and
nothing else:
  (1) /work/main/bench/data/ku_fresh25.py in full, for the format only (its module-level names,
      field names and types, counts per attribute, correction styles and how many of each,
      placeholders and docstring style); none of its topics, places or wordings is reused;
  (2) the output of `grep -h '"key"' /work/main/bench/data/ku_*.py`, the attribute keys already in
      use (and the docstring lines of other files that happen to contain the word "key"), so that
      no key is reused and the topics keep away from them.
It read nothing else in the repository or the notes (no core/, server/, tests/, clients/, no
bench/*.py scripts, no other data files, no notes, nothing under /work/shared). It was not run:
neither the engine nor any benchmark has seen it. The only thing done with it was to import it
next to ku_fresh25.py and compare the two structures (module-level names, types and lengths, the
keys of every entry, counts per field and per correction style, GENERIC sections and placeholders)
until they matched, and to check that no value of an attribute appears in another attribute's
wordings, in GENERIC or in FILLERS.
Run it once, do not tune on it; whoever tunes on it writes a new set and says so.
Run once at the end of session 31 (start vs end: the same answers); spent since.

Two households, each written natively rather than translated from the other.

English: a family in Invercargill, at the bottom of New Zealand's South Island. The user drives a
city bus out of the depot on split shifts; her husband Hemi works the chain at the freezing works
at Lorneville and is laid off over the winter, when he lives in his shed; Ruby (15) is in Year 11
with NCEA exams coming; Nikau (9) is in Year 5 with a speech competition; Mum (the kids' Nana) is
widowed and lives in Bluff; Hemi's Aunty Huia keeps the whānau together from Riverton. Local
colour: the southerly, hail and sun in one morning, Dee Street, Tay Street and Esk Street, E Hayes
and the famous motorbike, the Stirling Point signpost, the RSA in Bluff, the Stags, the A&P show,
pet day, feijoas, Mitre 10, the dairy by the depot, Tiwai in the dark, summer light till ten.

Chinese: a family in 敦煌 (a county-level city of 酒泉, Gansu). 我 drives a city bus for the
公交公司 (车队, 场站, 两头班); 老公 leads camels for the 驼队 at 鸣沙山 and is idle in the winter
off-season, when he builds things in the 院子 of their 平房; 女儿 is in 初三 with 中考 coming;
儿子 is in 三年级 with a 演讲比赛; 我妈 is widowed and lives in 莫高镇; 婆婆 and 小姑子 live in
town. Local colour: 沙尘暴, 党河, 沙州市场 and 沙州夜市, 杏皮水, 莫高窟 and 藏经洞, 雅丹, 馍,
羊肉, light till ten on a summer night, rain that hardly ever comes.

22 attributes that are in no other ku_*.py (checked by key against the grep), away from the topics
of those keys and of ku_fresh25.py: what the daughter wants to be (a midwife, an air traffic
controller; 考古学家, 文物修复师); the name she has the user saved under in her phone (Mother Hen,
Bus Lady; “太后”, “司机大人”); her fashion phase (cottagecore, nineties grunge; 汉服, JK制服); her
exam reward (a trip to Melbourne, a ticket to Rhythm and Vines; 去成都玩一趟, 一双AJ); the
piercing she is begging for (a helix piercing; 耳骨钉, 第二个耳洞); the son's catchphrase (yeah
nah, six seven; 泰裤辣, 尊嘟假嘟); the pet he wants (a kunekune pig, an axolotl; 一只小骆驼, 一只
刺猬); the one vegetable he eats (kūmara, raw carrot; 凉拌黄瓜, 炒西葫芦); his speech topic (Burt
Munro, how oysters are dredged; 《九色鹿》, 《骆驼的驼峰里装的是什么》); what he draws (tornadoes,
maps of made-up cities; 飞天, 火山); his pyjamas (a penguin onesie; 熊猫连体睡衣, 他爸的旧T恤); the
husband's shed project (a smoker out of an old fridge, a go-kart; 一个鸽子棚, 一个馕坑), his
power-tool brand (Makita, Ozito; 东成, 威克士) and his weekend dish (a boil-up, mussel fritters;
羊肉垫卷子, 搓鱼子); Mum's gentleman friend (Des from the RSA; 拉二胡的张大爷) and the trip she is
booked on (a ride on the TranzAlpine; 云南西双版纳); the user's bus route (the Otatara route;
鸣沙山专线, 3路) and her regular passenger (a woman called Noeline with a tartan trolley; 卖杏皮水
的马大姐); where she hides her chocolate (inside an empty Milo tin; 米缸里) and which chocolate it
is (Whittaker's Peanut Slab; 德芙); her present for the twentieth wedding anniversary (a guided
hunt on Stewart Island; 一架无人机); and the family's code word for anyone collecting the kids
(pōhutukawa; “天王盖地虎”). Three slots are people or names: the regular passenger, Mum's
companion and the name in the daughter's phone. Person values carry a name or a distinctive form
("an old fella called Bevan", "在铁路上干了一辈子的老韩") so that plain words such as "a nurse" or
"老师" elsewhere in the set are not values.

Some attributes sit next to each other on purpose: the daughter's five are the same teenager and
her phone, exams and wardrobe turn up in each other's messages; the son's six share the same
school week, and the code word, the speech and the pyjamas share pickup time and bedtime; the
shed project, the power tools and the anniversary present are the same husband (the present is
never a tool), and his weekend dish and the son's one vegetable are the same family's dinners;
Mum's companion and her trip share her messages; the bus route and the regular passenger are the
same shift; the chocolate stash and the chocolate are the same secret.
The fact of one attribute stays true while the value of its neighbour changes, so a system that
lets one overwrite the other is caught out. Each attribute itself stays single-valued.

Same format as ku_fresh25.py, with the correction styles
  "cue"       a change word, no old value ("from monday", "after careers day at school", "since
              the works laid him off for the winter", "开学换了同桌以后", "礼拜天开了个家庭会议",
              ...)
  "explicit"  the old value named as replaced ("Nikau told his whole class {old}", "Hemi ran out of
              timber for {old}", "{old}的电池老是不顶用", "我妈跟{old}吹了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Nikau answered the door to the courier in {new}", "老公做{new}把大拇指划了个口子")
and "plain": as in ku_fresh25.py no correction is tagged "plain"; the plain restatements are the
terse first cue line of each attribute and the "x: {new}, not {old}" explicit line. Every attribute
has three cue, three explicit and six implicit wordings per language: terse lower-case chat lines,
long rambling messages where the value is one clause among several, and situations in which the
value simply turns up. Corrections carry no direction words (the old and new values are drawn at
random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (other people's children's phone names for their mothers, a careers expo, a
sign about piercings at a jeweller, another child's exam reward, a pig in a pram, a boat built in a
shed since 2009, a drill through a shop counter, two ninety-year-olds getting engaged, a pyjama
day, biscuits hidden in a washing powder box, a chocolate fountain, a surprise helicopter ride, a
school newsletter about code words; 别人家孩子给妈妈的备注, 职业体验日, 首饰店打耳洞的告示,
造了十几年的船, 钻穿柜台的电钻, 重阳节宣布结婚的老人, 睡衣日, 洗衣粉盒子里的饼干, 巧克力
喷泉, 直升机看雅丹, 家长群里的暗号通知); a few are about the same family but about other things
(Ruby's science prize, Nikau's bee sting, Hemi's meat raffle, Mum's splits; 女儿的物理竞赛, 儿子
被蜜蜂蜇, 老公抽中的羊腿, 我妈下腰). Some use "now", "still", "new", "changed", "moved",
"switched", "swapped", "again", "现在", "还", "又", "换", "新", "挪" in senses that are not a
change of the user's attribute ("the fish and chip shop by the depot has new owners", "switched
buses with another driver at the terminus", "场站旁边那家炒面馆换了老板", "在终点站跟另一个司机换了
车"), so that a memory system that matches on shared words rather than on meaning is caught out;
none of them states, or implies, a value of an attribute. Filler names, cities, dishes, snacks,
shows, things and birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Shona", "Kiri", "Bronwyn", "Wiremu", "Tania", "Craig", "Mereana", "Jolene"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "April", "June", "August", "October", "December"],
        "city": [
            "Dunedin",
            "Queenstown",
            "Christchurch",
            "Wellington",
            "Te Anau",
            "Nelson",
            "Timaru",
        ],
        "dish": [
            "bacon and egg pie",
            "a shepherd's pie",
            "corned beef with white sauce",
            "a lamb shank stew",
            "a leek and potato soup",
            "macaroni cheese",
        ],
        "snack": [
            "a sausage roll",
            "a cheese scone",
            "a mince pie",
            "a bag of Burger Rings",
            "a packet of Toffee Pops",
            "a bag of Jet Planes",
        ],
        "show": [
            "Shortland Street",
            "Seven Sharp",
            "Taskmaster NZ",
            "Fair Go",
            "Border Patrol",
            "The Chase",
        ],
        "thing": [
            "the heat pump",
            "the hot water cylinder",
            "the dishwasher",
            "the extractor fan",
            "the wood burner",
            "the roller door",
        ],
        "bird": [
            "a tūī",
            "a pair of fantails",
            "a kererū",
            "a black-backed gull",
            "a pūkeko",
            "a bellbird",
        ],
        "minutes": ["15", "25", "40", "50", "75", "120"],
        "number": ["4", "9", "13", "21", "27", "42"],
    },
    "zh": {
        "friend": ["桂兰", "建军", "小霞", "海燕", "秀英", "翠萍", "老贺", "红梅"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["正月", "三月", "六月", "八月", "十月", "腊月"],
        "city": ["兰州", "酒泉", "嘉峪关", "张掖", "武威", "西宁", "乌鲁木齐"],
        "dish": ["驴肉黄面", "浆水面", "牛肉面", "胡羊焖饼", "烤羊肉串", "羊杂碎"],
        "snack": ["沙枣", "瓜子", "锅盔", "麻花", "牛肉干", "葡萄干"],
        "show": [
            "《山海情》",
            "《人世间》",
            "《狂飙》",
            "《舌尖上的中国》",
            "《等着我》",
            "《国家宝藏》",
        ],
        "thing": ["电暖气", "排风扇", "水泵", "机顶盒", "燃气灶", "院门的门铃"],
        "bird": ["一只戴胜", "一只红隼", "一群野鸽子", "一只沙百灵", "一只白鹡鸰", "一只大乌鸦"],
        "minutes": ["15", "25", "40", "50", "75", "120"],
        "number": ["4", "9", "13", "21", "27", "42"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            (
                "The drivers in the depot tearoom compared what their kids have them saved as in "
                "their phones, and one of them is just 'Do Not Answer'."
            ),
        ),
        (
            "EPISODIC",
            (
                "A careers expo came to the stadium and the queue for the fire service stand went "
                "out the door."
            ),
        ),
        (
            "EPISODIC",
            (
                "Two girls on the bus were dressed head to toe in black lace, arguing about a "
                "vampire book."
            ),
        ),
        (
            "EPISODIC",
            (
                "The jeweller on Esk Street has a sign saying no piercings for under-sixteens "
                "without a parent, underlined twice."
            ),
        ),
        (
            "EPISODIC",
            (
                "A mum at the school gate said her son's exam reward was being allowed to stay "
                "home alone for one night."
            ),
        ),
        ("EPISODIC", "A kid at the school gate told his mum everything was 'mid', including her."),
        (
            "EPISODIC",
            "The pet shop in {city} has a sign saying they won't sell puppies in December.",
        ),
        (
            "EPISODIC",
            "A farmer at the A&P show had a pig in a pram and charged a gold coin for a photo.",
        ),
        (
            "EPISODIC",
            "Nobody at the school garden working bee could tell a silverbeet seedling from a weed.",
        ),
        (
            "EPISODIC",
            (
                "The museum had a kaumātua speak about the old whaling days and you could have "
                "heard a pin drop."
            ),
        ),
        (
            "EPISODIC",
            (
                "An old fella in the hospital waiting room was sketching everyone in biro and "
                "handing them the drawings."
            ),
        ),
        (
            "EPISODIC",
            (
                "A man two doors down has been building a boat in his shed since 2009 and it has "
                "never touched water."
            ),
        ),
        (
            "EPISODIC",
            "The hardware shop had a demo day and a salesman drilled straight through the counter.",
        ),
        (
            "EPISODIC",
            (
                "{friend} cooked a whole Sunday roast on a camp stove in a power cut and fed nine "
                "people."
            ),
        ),
        (
            "EPISODIC",
            "At the RSA in Bluff two ninety-year-olds got engaged and the whole bar sang.",
        ),
        (
            "EPISODIC",
            (
                "A coach of tourists from {city} stopped at Stirling Point to photograph the "
                "signpost in sideways rain."
            ),
        ),
        (
            "EPISODIC",
            (
                "The bus ahead of mine broke down on Dee Street and a man pushed it with his "
                "shoulder like in a cartoon."
            ),
        ),
        (
            "EPISODIC",
            "An old lady on the bus knits the whole way into town and never once looks down.",
        ),
        (
            "EPISODIC",
            (
                "The school's pyjama day raised four hundred dollars and the principal wore a "
                "onesie to assembly."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} hides her good biscuits in a washing powder box and her kids have never "
                "worked it out."
            ),
        ),
        (
            "EPISODIC",
            (
                "I drove a busload of guests to a wedding where they fished a child's sandal out "
                "of the chocolate fountain."
            ),
        ),
        (
            "EPISODIC",
            (
                "A man at the airport was taking his wife up in a helicopter as a surprise and she "
                "cried all the way to the gate."
            ),
        ),
        (
            "EPISODIC",
            (
                "The school newsletter says every family should have a code word, in bold, on the "
                "back page."
            ),
        ),
        (
            "EPISODIC",
            "A wedding I went to had a dessert table the length of the hall and nobody touched it.",
        ),
        (
            "EPISODIC",
            "{friend}'s whānau reunion ran out of chairs and half the uncles ate standing up.",
        ),
        (
            "EPISODIC",
            "Found a box of speech competition cue cards from 1987 at the Salvation Army shop.",
        ),
        (
            "EPISODIC",
            (
                "A man got on my bus with a lamb in a washing basket and asked whether it needed a "
                "ticket."
            ),
        ),
        (
            "EPISODIC",
            (
                "Two old men at the Stags game shouted the same word at the referee for eighty "
                "minutes."
            ),
        ),
        (
            "EPISODIC",
            "A pack of Year 9s stood outside the pool in matching puffer jackets like penguins.",
        ),
        (
            "EPISODIC",
            "A nurse on the late bus fell asleep on her bag and I let her ride round twice.",
        ),
        (
            "EPISODIC",
            (
                "{friend} told her son he can have a pet when pigs fly, and he has watched the sky "
                "ever since."
            ),
        ),
        ("PREFERENCE", "Nothing is worse than a cold bus seat on a frosty morning."),
        ("PREFERENCE", "A hot shower after a wet shift beats anything money can buy."),
        ("SEMANTIC", "Invercargill stays light until nearly ten on a summer night."),
        (
            "SEMANTIC",
            "The wind here comes straight off the Southern Ocean with nothing in its way.",
        ),
        ("PREFERENCE", "Waiting rooms are worse than any hailstorm, as far as I'm concerned."),
        ("SEMANTIC", "Bluff is the bottom of State Highway 1 and there's a signpost to prove it."),
        ("PREFERENCE", "I like my toast nearly burnt and thick with butter."),
        # the same family, other things
        (
            "EPISODIC",
            "Ruby won the science prize at assembly and made us put the certificate on the fridge.",
        ),
        (
            "EPISODIC",
            "Nikau got stung by a bee on the trampoline and wants it in the school newsletter.",
        ),
        (
            "EPISODIC",
            "Hemi won the meat raffle at the pub three weeks running and the freezer won't shut.",
        ),
        ("EPISODIC", "Mum can still do the splits at seventy-three and does them at parties."),
        (
            "EPISODIC",
            "Aunty Huia has a photo of every grandchild along her hallway, all forty-one of them.",
        ),
        (
            "EPISODIC",
            (
                "Hemi's sister is a parking warden and gave her own brother a ticket outside the "
                "hospital."
            ),
        ),
        (
            "EPISODIC",
            "Nikau's class goldfish came home with us for the holidays and somehow survived.",
        ),
        (
            "SEMANTIC",
            (
                "Hemi and I met at a twenty-first in Gore, where he stood on my foot during the "
                "speeches."
            ),
        ),
        ("EPISODIC", "Ruby taught herself to juggle from YouTube and broke two mugs learning."),
        ("EPISODIC", "Mum knitted Nikau a scarf so long it trails along the footpath behind him."),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend} has moved to {city}, and her house sold in a day."),
        (
            "EPISODIC",
            (
                "The fish and chip shop by the depot has new owners and they've started opening on "
                "Mondays."
            ),
        ),
        (
            "EPISODIC",
            (
                "The pothole outside our gate has been there since {month} and the council keeps "
                "saying next week."
            ),
        ),
        (
            "EPISODIC",
            (
                "The smoke alarm needed a battery change at midnight and chirped every forty "
                "seconds till it got one."
            ),
        ),
        (
            "EPISODIC",
            "Switched buses with another driver at the terminus because his wipers had packed up.",
        ),
        (
            "EPISODIC",
            (
                "Moved the depot's lost property into a bigger box; it's mostly umbrellas and one "
                "left shoe."
            ),
        ),
        ("EPISODIC", "The sun's so low in the afternoons now that I drive half the run squinting."),
        ("EPISODIC", "The council swapped the bus stop signs for ones you can't read in the rain."),
        (
            "EPISODIC",
            (
                "The supermarket changed its layout again and half of Invercargill is wandering "
                "the aisles."
            ),
        ),
        (
            "EPISODIC",
            "{friend} switched jobs to the smelter and drives out to Tiwai in the dark both ways.",
        ),
        ("EPISODIC", "The school moved athletics day to a Friday and it hailed anyway."),
        ("EPISODIC", "Swapped shifts with a driver whose daughter was getting married."),
        ("EPISODIC", "The depot got new radios for the buses and mine crackles like a fire."),
        (
            "EPISODIC",
            "The weather changed four times between the depot and the hospital this morning.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can whistle with two fingers loud enough to stop traffic."),
        ("SEMANTIC", "{friend} was my bridesmaid and I was hers, a week apart."),
        (
            "SEMANTIC",
            (
                "Ours is the only house in the street with a blue front door, and visitors still "
                "get lost."
            ),
        ),
        ("SEMANTIC", "Our letterbox has been hit by a car {number} times and it's still standing."),
        ("PREFERENCE", "Give me {dish} on a wet night and I'm happy."),
        ("PREFERENCE", "{show} is the one programme the whole family will sit down for."),
        ("PREFERENCE", "A cup of tea and {snack} at the end of a shift and I'm a new woman."),
        ("EPISODIC", "{friend} came round on {weekday} for {dish} and stayed till eleven."),
        ("EPISODIC", "{bird} followed me along the fence the whole time I was weeding."),
        ("EPISODIC", "{thing} started knocking at three in the morning and woke the whole house."),
        ("EPISODIC", "{friend} fell asleep halfway through {show} and swears she didn't."),
        ("EPISODIC", "Waited {minutes} minutes at the chemist for one prescription."),
        ("EPISODIC", "Drove up to {city} in {month} and it rained the entire way."),
        ("EPISODIC", "Made three trips to the hardware shop for {thing} and it still isn't fixed."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "车队休息室里几个司机比谁在孩子手机里的备注最难听，有一个叫“别接”。"),
        ("EPISODIC", "体育馆办了个职业体验日，消防那个摊位前的队排到了门外。"),
        ("EPISODIC", "车上两个小姑娘穿着一身黑蕾丝，在争一本吸血鬼小说。"),
        ("EPISODIC", "沙州市场那家首饰店门口贴着：未满十六岁打耳洞须家长陪同，底下画了两道杠。"),
        ("EPISODIC", "校门口一个家长说，她儿子中考的奖励是一个人在家住一晚。"),
        ("EPISODIC", "校门口有个小孩跟他妈说什么都“一般般”，连他妈也是。"),
        ("EPISODIC", "{city}的宠物店门口贴着告示：过年期间不卖小狗。"),
        ("EPISODIC", "农家乐有人牵着一头猪在门口收钱合影，一次五块。"),
        ("EPISODIC", "学校劳动课上种菜，一个班没人分得清韭菜苗和草。"),
        ("EPISODIC", "博物馆请了个老研究员讲藏经洞的故事，一屋子人大气不敢出。"),
        ("EPISODIC", "医院候诊室有个老大爷拿圆珠笔给每个人画像，画完就送人。"),
        ("EPISODIC", "隔壁巷子有个老汉在院子里造船，造了十几年，一滴水都没沾过。"),
        ("EPISODIC", "五金店搞演示，店员一电钻把柜台钻了个窟窿。"),
        ("EPISODIC", "{friend}停电那天在煤炉子上炒了一桌菜，喂饱了九口人。"),
        ("EPISODIC", "镇上两个九十多岁的老人在重阳节宴席上宣布结婚，满屋子人鼓掌。"),
        ("EPISODIC", "一车{city}来的游客在鸣沙山门口顶着大风拍照。"),
        ("EPISODIC", "前面那辆公交在党河桥上趴窝了，一个小伙子拿肩膀硬推。"),
        ("EPISODIC", "车上有个老太太一路织毛衣，从头到尾不低头看针。"),
        ("EPISODIC", "学校搞睡衣日筹了四百块钱，校长穿着一身连体睡衣上台讲话。"),
        ("EPISODIC", "{friend}把好饼干藏在洗衣粉盒子里，她家孩子到今天都没发现。"),
        ("EPISODIC", "拉一车客人去吃喜酒，酒店的巧克力喷泉里捞出来一只小孩的凉鞋。"),
        ("EPISODIC", "机场有个男的要给老婆一个惊喜，带她坐直升机看雅丹，老婆一路哭到登机口。"),
        ("EPISODIC", "学校家长群里发通知，说每家都该跟孩子定个暗号，还加粗了。"),
        ("EPISODIC", "表哥结婚那天甜品台摆了一整面墙，谁也没动。"),
        ("EPISODIC", "{friend}家过年二十多口人，椅子不够，一半男人站着吃。"),
        ("EPISODIC", "废品站门口堆着一摞八七年演讲比赛的稿纸。"),
        ("EPISODIC", "有个老乡抱着一只羊羔上了公交，问它用不用买票。"),
        ("EPISODIC", "体育场看球，两个大爷冲裁判喊了九十分钟同一句话。"),
        ("EPISODIC", "一群初一的孩子穿着一样的长羽绒服，站在校门口跟企鹅似的。"),
        ("EPISODIC", "夜班车上一个护士靠着包睡着了，我让她多坐了一圈。"),
        ("EPISODIC", "{friend}跟她儿子说等母猪上树就给他养宠物，她儿子天天盯着猪圈看。"),
        ("PREFERENCE", "大冬天早上坐进冰凉的驾驶室，最叫人受不了。"),
        ("PREFERENCE", "下了一个灰头土脸的班，回家冲个热水澡，比什么都强。"),
        ("SEMANTIC", "敦煌夏天晚上十点天才黑，外地人都不习惯。"),
        ("SEMANTIC", "敦煌一年到头难得下几场雨，沙尘暴倒是不少。"),
        ("PREFERENCE", "医院排队比站在风沙里还难熬。"),
        ("SEMANTIC", "莫高窟的洞窟有七百多个，开放参观的只是一小部分。"),
        ("PREFERENCE", "我吃馍喜欢烤得焦一点，就着咸菜吃。"),
        # the same family, other things
        ("EPISODIC", "女儿物理竞赛拿了个奖，奖状非要我贴在冰箱上。"),
        ("EPISODIC", "儿子在院子里让蜜蜂蜇了一口，非要写进日记给老师看。"),
        ("EPISODIC", "老公在驼队年会上抽奖，连着抽中三回羊腿，冰箱门都关不上了。"),
        ("EPISODIC", "我妈七十三了还能下腰，逢年过节就要露一手。"),
        ("EPISODIC", "婆婆家堂屋墙上挂着每个孙子孙女的照片，一共十一张。"),
        ("EPISODIC", "小姑子在交警队上班，在医院门口给她亲哥贴了张罚单。"),
        ("EPISODIC", "儿子班上的金鱼放假轮到我家养，居然活下来了。"),
        ("SEMANTIC", "我跟老公是在瓜州一个同学的婚礼上认识的，他跳舞踩了我一脚。"),
        ("EPISODIC", "女儿照着视频学抛球杂耍，摔了两个碗。"),
        ("EPISODIC", "我妈给儿子织了条围巾，长得拖在地上走。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬去{city}了，临走把她家的腌菜缸留给了我。"),
        ("EPISODIC", "场站旁边那家炒面馆换了老板，礼拜一也开门了。"),
        ("EPISODIC", "门口那个坑从{month}就在那儿，打了三回电话，说是下礼拜来填。"),
        ("EPISODIC", "烟雾报警器没电了，每四十秒叫一声，半夜爬梯子给它换了电池。"),
        ("EPISODIC", "在终点站跟另一个司机换了车，他那台暖风坏了。"),
        ("EPISODIC", "把车队的失物招领挪到一个大箱子里，大半是雨伞，还有一只左脚的鞋。"),
        ("EPISODIC", "现在太阳一偏西就晃眼，下午那个班我眯着眼开了半程。"),
        ("EPISODIC", "交通局把公交站牌换了一批，一蒙上土根本看不清。"),
        ("EPISODIC", "超市又调了货架，找一袋盐转了三圈。"),
        ("EPISODIC", "{friend}换了工作，去了光热电站，早晚都摸黑开车。"),
        ("EPISODIC", "学校把运动会挪到了礼拜五，结果那天刮了一天沙尘暴。"),
        ("EPISODIC", "跟一个女儿要出嫁的司机换了班。"),
        ("EPISODIC", "车队给每辆车换了新对讲机，我那台响起来跟烧柴火似的噼啪响。"),
        ("EPISODIC", "从场站到医院这一路，天变了四回。"),
        # plain unrelated
        ("SEMANTIC", "我能把两根手指塞嘴里吹口哨，响得能把路上的车叫停。"),
        ("SEMANTIC", "{friend}结婚我当伴娘，我结婚她当伴娘，前后就差一个礼拜。"),
        ("SEMANTIC", "整条巷子就我家大门是蓝的，来的人照样找不着。"),
        ("SEMANTIC", "我家门口的信箱让车撞过{number}回，到现在还立着。"),
        ("PREFERENCE", "刮了一天风，晚上能吃上{dish}，这日子就值了。"),
        ("PREFERENCE", "全家能坐在一块儿看的，只有{show}。"),
        ("PREFERENCE", "下了班来一杯热茶配{snack}，让我干啥都行。"),
        ("EPISODIC", "{friend}{weekday}来我家吃{dish}，一直坐到十一点才走。"),
        ("EPISODIC", "{bird}跟着我在院墙上一路跳，我拔草拔到哪儿它跟到哪儿。"),
        ("EPISODIC", "{thing}半夜三点开始咚咚响，我打着手电去看了半天。"),
        ("EPISODIC", "{friend}看{show}看到一半睡着了，还死不承认。"),
        ("EPISODIC", "在药店等了{minutes}分钟，就为拿一盒药。"),
        ("EPISODIC", "{month}开车去{city}，一路都在刮风。"),
        ("EPISODIC", "为了修{thing}，跑了三趟五金店，还是没修好。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "daughter_dream_job",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a midwife",
                "a vet",
                "an air traffic controller",
                "a police officer",
                "a marine biologist",
                "an electrician",
            ],
            "facts": [
                "Ruby wants to be {v} when she leaves school.",
                "My daughter is planning to become {v}.",
                "When people ask Ruby what she'll do after school, she says {v}.",
            ],
            "corrections": [
                ("cue", "ruby's set on being {new} now"),
                ("cue", "After careers day at school Ruby has decided she wants to be {new}."),
                (
                    "cue",
                    (
                        "Since that documentary she watched in the holidays, Ruby has wanted to be "
                        "{new}."
                    ),
                ),
                ("explicit", "Ruby's gone right off being {old}, she wants to be {new}."),
                ("explicit", "A talk at school put Ruby off being {old}, so it's {new}."),
                ("explicit", "ruby's plan: {new}, not {old}"),
                ("implicit", "Ruby picked her subjects for next year around becoming {new}."),
                (
                    "implicit",
                    "ruby under the covers at midnight watching videos about life as {new}",
                ),
                (
                    "implicit",
                    "Mum told her whole bowls club that her granddaughter is going to be {new}.",
                ),
                ("implicit", "Ruby rang SIT to ask for a brochure on training to be {new}."),
                ("implicit", "Nikau told his class his sister is {new}, which she isn't, yet."),
                (
                    "implicit",
                    (
                        "Parent-teacher night: forty minutes in a queue, a maths teacher who "
                        "called her Rosie, the science teacher raving about her, Nikau eating "
                        "every biscuit in the staffroom, and Ruby explaining to her dean, in front "
                        "of me, in detail, her whole plan for becoming {new}."
                    ),
                ),
            ],
            "questions": [
                "What does Ruby want to be?",
                "What career is my daughter aiming for?",
                "What job does Ruby see herself doing one day?",
            ],
            "now": ["What does Ruby want to be at the moment?"],
        },
        "zh": {
            "values": ["儿科医生", "飞行员", "考古学家", "律师", "特警", "文物修复师"],
            "facts": ["女儿长大想当{v}。", "闺女的理想是当{v}。", "问女儿以后干啥，她说当{v}。"],
            "corrections": [
                ("cue", "女儿这回说要当{new}"),
                ("cue", "学校上了一堂职业规划课，女儿想当{new}。"),
                ("cue", "暑假看完那部纪录片以后，女儿一直说要当{new}。"),
                ("explicit", "女儿不想当{old}了，她要当{new}。"),
                ("explicit", "学校一个讲座把女儿当{old}的念头打消了，她想当{new}。"),
                ("explicit", "理想：{new}，不是{old}"),
                ("implicit", "女儿为了将来当{new}，连高中选科都盘算好了。"),
                ("implicit", "半夜闺女躲在被窝里刷怎么当{new}的视频"),
                ("implicit", "我妈逢人就说她外孙女将来是{new}。"),
                ("implicit", "女儿让我帮她打听，当{new}得考什么专业。"),
                ("implicit", "儿子跟全班说他姐是{new}，其实还差得远。"),
                (
                    "implicit",
                    (
                        "家长会那天：排队排了四十分钟，数学老师把她名字叫错了，物理老师把她夸上了天"
                        "，儿子把办公室的饼干吃光了，女儿当着我的面，跟班主任把她怎么当上{new}的计"
                        "划从头到尾讲了一遍。"
                    ),
                ),
            ],
            "questions": ["女儿以后想干什么？", "闺女将来想做哪一行？", "我女儿的梦想职业是什么？"],
            "now": ["女儿现在想当什么？"],
        },
    },
    {
        "key": "daughter_contact_name_for_me",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mother Hen",
                "Bus Lady",
                "The Boss",
                "Mumzilla",
                "Chauffeur",
                "Her Majesty",
            ],
            "facts": [
                "Ruby has me saved in her phone as {v}.",
                "In my daughter's contacts I'm listed as {v}.",
                "When I ring Ruby, her screen says {v}.",
            ],
            "corrections": [
                ("cue", "ruby's got me as {new} in her phone now"),
                ("cue", "After I made her come home at ten on Saturday, Ruby renamed me {new}."),
                (
                    "cue",
                    (
                        "Since she got a different phone for her birthday, I'm {new} in Ruby's "
                        "contacts."
                    ),
                ),
                ("explicit", "Ruby decided {old} was too nice and changed me to {new}."),
                ("explicit", "I complained about {old}, so Ruby made it {new}."),
                ("explicit", "ruby's name for me: {new}, not {old}"),
                (
                    "implicit",
                    "Rang Ruby while she was in class and the whole row saw {new} flash up.",
                ),
                ("implicit", "ruby showed me her contacts, {new}, with a crown emoji next to it"),
                ("implicit", "Ruby's friend answered her phone and said, 'Hi, {new}.'"),
                (
                    "implicit",
                    "Nikau saw {new} light up on Ruby's screen and laughed till he got hiccups.",
                ),
                ("implicit", "Hemi wants to know why he's just Dad and I get to be {new}."),
                (
                    "implicit",
                    (
                        "Ruby's sleepover: five girls, three pizzas, a horror film at one in the "
                        "morning, somebody's fake tan all over my good towels, and when I texted "
                        "at two to say lights out, her phone lit up on the lounge floor with {new} "
                        "and the whole room screamed."
                    ),
                ),
            ],
            "questions": [
                "What name am I under in Ruby's phone?",
                "What does my daughter call me in her contacts?",
                "What pops up on Ruby's phone when it's me calling?",
            ],
            "now": ["What has Ruby got me down as in her phone at the moment?"],
        },
        "zh": {
            "values": ["太后", "老佛爷", "司机大人", "财神爷", "王母娘娘", "亲妈"],
            "facts": [
                "女儿手机通讯录里给我的备注是“{v}”。",
                "我在闺女手机里存的名字叫“{v}”。",
                "我给女儿打电话，她手机上显示“{v}”。",
            ],
            "corrections": [
                ("cue", "闺女把我的备注改成“{new}”了"),
                ("cue", "礼拜六逼她十点前到家，女儿就把我的备注改成了“{new}”。"),
                ("cue", "女儿过生日换了手机以后，我在她通讯录里是“{new}”。"),
                ("explicit", "女儿嫌“{old}”太客气，把我改成了“{new}”。"),
                ("explicit", "我说了一句“{old}”不好听，女儿就改成了“{new}”。"),
                ("explicit", "备注：“{new}”，不是“{old}”"),
                ("implicit", "女儿上课时我打了个电话，一排同学都看见屏幕上跳出“{new}”。"),
                ("implicit", "闺女给我看她的通讯录 “{new}”后面还跟个皇冠"),
                ("implicit", "女儿同学替她接电话，张口就是“{new}好”。"),
                ("implicit", "儿子看见他姐手机上亮着“{new}”，笑得直打嗝。"),
                ("implicit", "老公问凭什么他就是个“爸”，我是“{new}”。"),
                (
                    "implicit",
                    (
                        "女儿过生日请同学在家住：五个姑娘，三个披萨，半夜一点看恐怖片，"
                        "谁的指甲油蹭了我一毛巾，我两点发消息让她们关灯，她手机在客厅地上一亮，"
                        "屏幕上写着“{new}”，一屋子人尖叫起来。"
                    ),
                ),
            ],
            "questions": [
                "女儿手机里我是什么名字？",
                "闺女给我起的备注叫什么？",
                "我在女儿通讯录里被叫作什么？",
            ],
            "now": ["女儿手机里现在管我叫什么？"],
        },
    },
    {
        "key": "daughter_fashion_phase",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "full goth",
                "cottagecore",
                "skater girl",
                "Y2K",
                "preppy",
                "nineties grunge",
            ],
            "facts": [
                "Ruby's style is {v}.",
                "Everything Ruby buys to wear is {v}.",
                "Ruby's whole wardrobe is {v}.",
            ],
            "corrections": [
                ("cue", "ruby's gone {new}"),
                ("cue", "After the school ball, Ruby's whole look is {new}."),
                ("cue", "Since mufti day at school, Ruby has been dressing {new}."),
                ("explicit", "Ruby boxed up all her {old} stuff, it's {new}."),
                ("explicit", "Ruby calls {old} embarrassing, her style is {new}."),
                ("explicit", "ruby's look: {new}, not {old}"),
                ("implicit", "Ruby came down for the school photo looking completely {new}."),
                ("implicit", "ruby's floordrobe, all {new}, can't see the carpet"),
                ("implicit", "Mum asked Ruby whether {new} is a religion."),
                (
                    "implicit",
                    "Ruby dragged me round every op shop in town hunting for anything {new}.",
                ),
                (
                    "implicit",
                    "Nikau tried to dress {new} to copy his sister and went to school like that.",
                ),
                (
                    "implicit",
                    (
                        "Ruby's birthday shopping trip: three hours in the car, a wet Saturday, "
                        "fourteen shops, one burger, Nikau sulking in the back, Hemi asleep in the "
                        "car park, and Ruby coming home with four bags of {new} clothes and not a "
                        "cent left."
                    ),
                ),
            ],
            "questions": [
                "How does Ruby dress?",
                "What's my daughter's fashion style?",
                "What kind of look is Ruby into?",
            ],
            "now": ["What's Ruby's style at the moment?"],
        },
        "zh": {
            "values": ["汉服", "JK制服", "洛丽塔", "辣妹风", "美式复古", "运动风"],
            "facts": [
                "女儿周末穿衣服走{v}路线。",
                "闺女柜子里的衣服全是{v}的。",
                "女儿喜欢的打扮是{v}。",
            ],
            "corrections": [
                ("cue", "闺女迷上{new}了"),
                ("cue", "学校元旦晚会以后，女儿一身{new}。"),
                ("cue", "开学换了同桌以后，女儿周末一直穿{new}。"),
                ("explicit", "女儿把{old}的衣服全打包收起来了，只穿{new}。"),
                ("explicit", "闺女说{old}丢人，她穿{new}。"),
                ("explicit", "穿衣：{new}，不是{old}"),
                ("implicit", "女儿穿着一身{new}下楼，我差点没认出来。"),
                ("implicit", "闺女屋里地上堆的全是{new}的衣服 地板都看不见"),
                ("implicit", "我妈问女儿，{new}是不是个什么教。"),
                ("implicit", "女儿拉着我把沙州市场的服装摊逛了个遍，就为了找{new}的衣服。"),
                ("implicit", "儿子学他姐也穿了一身{new}，就这么去了学校。"),
                (
                    "implicit",
                    (
                        "女儿过生日去逛街：开了三个钟头车，一个刮大风的礼拜六，逛了十四家店，"
                        "吃了一个汉堡，儿子一路生闷气，老公在停车场睡着了，女儿拎回来四大袋{new}的"
                        "衣服，兜里一分钱没剩。"
                    ),
                ),
            ],
            "questions": [
                "闺女平时怎么打扮？",
                "我女儿周末爱穿哪种衣服？",
                "女儿的穿衣风格是哪一路？",
            ],
            "now": ["女儿这阵子穿衣是什么风格？"],
        },
    },
    {
        "key": "daughter_exam_reward",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a trip to Melbourne",
                "her own phone plan",
                "a pair of Air Jordans",
                "a ticket to Rhythm and Vines",
                "a laptop of her own",
                "ski lessons at Coronet Peak",
            ],
            "facts": [
                "If Ruby passes NCEA Level 1 she gets {v}.",
                "The deal for Ruby's exams is {v} if she passes.",
                "We've promised Ruby {v} for getting through her exams.",
            ],
            "corrections": [
                ("cue", "ruby's exam deal is {new} now"),
                (
                    "cue",
                    "Hemi and Ruby had a summit at the kitchen table and the exam reward is {new}.",
                ),
                ("cue", "After her mock exams, the deal we've made with Ruby is {new}."),
                ("explicit", "Ruby traded {old} for {new} as her exam reward."),
                ("explicit", "Hemi talked Ruby out of {old}, so the reward is {new}."),
                ("explicit", "exam reward: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Ruby stuck a picture of {new} above her desk with MOTIVATION written "
                        "under it."
                    ),
                ),
                ("implicit", "ruby revising till midnight, {new} as her lock screen"),
                ("implicit", "Mum asked Ruby what {new} would cost and nearly fell off her chair."),
                (
                    "implicit",
                    "Nikau wants to know why he doesn't get {new} for passing his spelling test.",
                ),
                (
                    "implicit",
                    (
                        "Ruby has already told her friends about {new}, and the exams are three "
                        "weeks off."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Exam season at ours: Ruby's notes on every flat surface, a sign on her "
                        "door saying DO NOT, Nikau banned from the trampoline because it squeaks, "
                        "Hemi walking on tiptoe, me making toasties at eleven at night, and {new} "
                        "written in capitals across the top of her revision timetable."
                    ),
                ),
            ],
            "questions": [
                "What's Ruby's reward for passing her exams?",
                "What's on offer for my daughter if she gets through NCEA?",
                "What's the prize if Ruby passes?",
            ],
            "now": ["What's Ruby's exam reward at the moment?"],
        },
        "zh": {
            "values": [
                "去成都玩一趟",
                "一部手机",
                "一双AJ",
                "一场演唱会",
                "去西安看兵马俑",
                "一台笔记本电脑",
            ],
            "facts": [
                "女儿中考要是考好了，奖励是{v}。",
                "跟女儿约好的中考奖励是{v}。",
                "女儿中考考上了，我们答应给她的是{v}。",
            ],
            "corrections": [
                ("cue", "女儿中考奖励改成{new}了"),
                ("cue", "老公跟女儿在饭桌上谈判了一晚上，中考奖励定成{new}。"),
                ("cue", "一模考完以后，跟女儿说好的奖励是{new}。"),
                ("explicit", "女儿拿{old}换成了{new}，当中考奖励。"),
                ("explicit", "老公劝女儿别要{old}，奖励是{new}。"),
                ("explicit", "中考奖励：{new}，不是{old}"),
                ("implicit", "女儿在书桌上方贴了一张{new}的图，底下写着一个“冲”字。"),
                ("implicit", "闺女复习到半夜 手机屏保是{new}"),
                ("implicit", "我妈问了问{new}得花多少钱，差点从凳子上掉下来。"),
                ("implicit", "儿子问凭什么他听写满分就没有{new}。"),
                ("implicit", "离中考还有三个礼拜，女儿跟同学把{new}的事说了个遍。"),
                (
                    "implicit",
                    (
                        "中考前那阵子：女儿的复习资料摊满了每张桌子，房门上贴着“勿扰”，"
                        "儿子不许在屋里拍球，老公走路都踮着脚，我晚上十一点还在给她煮醪糟鸡蛋，"
                        "她的复习计划表最上头用大字写着{new}。"
                    ),
                ),
            ],
            "questions": [
                "女儿考好了能得到什么？",
                "考完中考闺女能拿到什么奖？",
                "女儿冲中考图的是什么奖励？",
            ],
            "now": ["女儿考完能拿的奖现在是哪个？"],
        },
    },
    {
        "key": "daughter_piercing_wish",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a nose stud",
                "a second hole in each ear",
                "a helix piercing",
                "a belly button ring",
                "an eyebrow bar",
                "a tragus piercing",
            ],
            "facts": [
                "The piercing Ruby is begging for is {v}.",
                "Ruby keeps asking if she can get {v}.",
                "What Ruby's after at the piercing place is {v}.",
            ],
            "corrections": [
                ("cue", "ruby's after {new} now"),
                ("cue", "Her friend got one done in the holidays and Ruby's begging for {new}."),
                (
                    "cue",
                    "Since her cousin came down from Auckland with one, Ruby has wanted {new}.",
                ),
                ("explicit", "I said no to {old}, so Ruby's asking for {new}."),
                (
                    "explicit",
                    (
                        "Ruby went off {old} after watching a video of one going wrong, she wants "
                        "{new}."
                    ),
                ),
                ("explicit", "piercing: {new}, not {old}"),
                (
                    "implicit",
                    "Ruby drew {new} on herself in eyeliner to show me what it would look like.",
                ),
                ("implicit", "ruby sent me fourteen photos of {new}, every one captioned please"),
                ("implicit", "Mum told Ruby she'd catch her death with {new} in this wind."),
                (
                    "implicit",
                    (
                        "Hemi said {new} would happen over his dead body and Ruby said that could "
                        "be arranged."
                    ),
                ),
                (
                    "implicit",
                    "Ruby has read the school rules on {new} twice, looking for a loophole.",
                ),
                (
                    "implicit",
                    (
                        "Ruby's campaign dinner: a meal she cooked herself, candles on the table, "
                        "Nikau paid five dollars to be quiet, a printed sheet of aftercare "
                        "instructions, and a speech to Hemi and me about her body and her choices "
                        "that ended, naturally, with {new}."
                    ),
                ),
            ],
            "questions": [
                "What piercing does Ruby want?",
                "What is my daughter nagging to get pierced?",
                "What does Ruby want done at the piercer's?",
            ],
            "now": ["What piercing is Ruby after at the moment?"],
        },
        "zh": {
            "values": ["耳骨钉", "第二个耳洞", "鼻钉", "肚脐钉", "眉钉", "唇钉"],
            "facts": [
                "女儿天天磨我，想打{v}。",
                "闺女最想打的是{v}。",
                "女儿问了好几回能不能去打{v}。",
            ],
            "corrections": [
                ("cue", "闺女这回想打{new}"),
                ("cue", "她同学暑假打了一个，女儿就缠着要打{new}。"),
                ("cue", "看了一个美妆博主以后，女儿一直想打{new}。"),
                ("explicit", "我不同意{old}，女儿改口要打{new}。"),
                ("explicit", "女儿看了个打坏了的视频，不想打{old}了，要打{new}。"),
                ("explicit", "打洞：{new}，不是{old}"),
                ("implicit", "女儿拿眼线笔在自己身上点了个{new}，给我看效果。"),
                ("implicit", "闺女发来十四张{new}的照片 每张都配着“求求了”"),
                ("implicit", "我妈说女儿要是打个{new}，敦煌这风一吹准得冻坏。"),
                ("implicit", "老公说想打{new}除非从他身上踩过去，女儿说那也行。"),
                ("implicit", "女儿把学校关于{new}的规定翻出来看了两遍，专找漏洞。"),
                (
                    "implicit",
                    (
                        "女儿的谈判晚饭：她自己下厨炒了两个菜，桌上点了蜡烛，儿子收了五块钱答应闭嘴"
                        "，她打印了一张护理须知，对着我跟老公讲了一通“我的身体我做主”，"
                        "最后一句是{new}。"
                    ),
                ),
            ],
            "questions": ["女儿想打什么？", "闺女缠着我要去打哪种洞？", "女儿想去店里打的是什么？"],
            "now": ["女儿现在想打的是什么？"],
        },
    },
    {
        "key": "son_catchphrase",
        "type": "PREFERENCE",
        "en": {
            "values": ["skibidi", "no cap", "yeah nah", "sweet as", "it's giving", "six seven"],
            "facts": [
                "Nikau's word for everything is {v}.",
                "Whatever you ask Nikau, he answers {v}.",
                "The thing Nikau says forty times a day is {v}.",
            ],
            "corrections": [
                ("cue", "nikau's saying {new} about everything now"),
                ("cue", "One of the Year 6 boys started it and Nikau says {new} to everything."),
                ("cue", "Since the school holidays, everything is {new} with Nikau."),
                ("explicit", "The teacher banned {old} in class, so Nikau says {new}."),
                ("explicit", "Ruby mocked {old} until Nikau dropped it, he says {new}."),
                ("explicit", "nikau's word: {new}, not {old}"),
                ("implicit", "Asked Nikau how school was and got {new} and a slammed door."),
                ("implicit", "nikau said {new} in the middle of grace at nana's, nana not amused"),
                (
                    "implicit",
                    "Nikau wrote {new} at the bottom of his thank-you card to Aunty Huia.",
                ),
                (
                    "implicit",
                    "Hemi tried saying {new} to sound young and Nikau walked out of the room.",
                ),
                (
                    "implicit",
                    "Nikau's school report says he needs to stop saying {new} during mat time.",
                ),
                (
                    "implicit",
                    (
                        "Ten minutes in the car with Nikau: the radio too loud, a fight about the "
                        "window, a full report on what the boy next to him had for lunch, a "
                        "knock-knock joke with no ending, and {new} after every single sentence "
                        "until Ruby put her headphones in."
                    ),
                ),
            ],
            "questions": [
                "What does Nikau keep saying?",
                "What's my son's catchphrase?",
                "What's Nikau's favourite saying?",
            ],
            "now": ["What's Nikau saying all the time at the moment?"],
        },
        "zh": {
            "values": ["绝绝子", "yyds", "泰裤辣", "尊嘟假嘟", "家人们谁懂啊", "我嘞个豆"],
            "facts": [
                "儿子张口闭口都是“{v}”。",
                "问儿子什么，他都回一句“{v}”。",
                "儿子一天要说四十遍“{v}”。",
            ],
            "corrections": [
                ("cue", "儿子这阵子满嘴“{new}”"),
                ("cue", "班上一个男生带起来的，儿子动不动就“{new}”。"),
                ("cue", "放了个暑假回来，儿子什么都是“{new}”。"),
                ("explicit", "老师不许上课说“{old}”，儿子说“{new}”。"),
                ("explicit", "他姐笑话“{old}”土，儿子说“{new}”。"),
                ("explicit", "口头禅：“{new}”，不是“{old}”"),
                ("implicit", "问儿子今天在学校怎么样，回我一句“{new}”就把门关了。"),
                ("implicit", "在外婆家吃饭儿子冒出一句“{new}” 外婆脸都拉下来了"),
                ("implicit", "儿子给他姑姑写的谢卡，最后一句是“{new}”。"),
                ("implicit", "老公学儿子说“{new}”想装年轻，儿子转身就走了。"),
                ("implicit", "期末评语里老师写着：上课别再说“{new}”。"),
                (
                    "implicit",
                    (
                        "跟儿子在车上待十分钟：收音机开得震天响，为开窗吵了一架，把同桌中午吃了啥汇"
                        "报了一遍，讲了个没结尾的笑话，每说一句后头都跟一个“{new}”，"
                        "直到他姐把耳机戴上了。"
                    ),
                ),
            ],
            "questions": [
                "儿子的口头禅是什么？",
                "我儿子老挂在嘴边的是哪句？",
                "儿子说话最爱带哪句？",
            ],
            "now": ["儿子这阵子老说的是哪句？"],
        },
    },
    {
        "key": "son_pet_wish",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a huntaway pup",
                "an axolotl",
                "a guinea pig",
                "a kunekune pig",
                "a pair of budgies",
                "a pet goat",
            ],
            "facts": [
                "The pet Nikau is pestering us for is {v}.",
                "What Nikau wants more than anything is {v}.",
                "Nikau's been on at us for months to get {v}.",
            ],
            "corrections": [
                ("cue", "nikau wants {new} now"),
                ("cue", "After pet day at school, Nikau is begging for {new}."),
                ("cue", "Since his mate got one, Nikau has been asking for {new}."),
                ("explicit", "Hemi said no to {old}, so Nikau's asking for {new}."),
                (
                    "explicit",
                    "Nikau read up on {old}, decided it was too much work, and wants {new}.",
                ),
                ("explicit", "pet: {new}, not {old}"),
                (
                    "implicit",
                    "Nikau made a poster about looking after {new} and stuck it on the fridge.",
                ),
                ("implicit", "nikau's saved $14.60 towards {new}, jar on the windowsill"),
                ("implicit", "Nikau asked Nana whether {new} could live at hers."),
                ("implicit", "Nikau has already picked a name for {new}, and it doesn't exist."),
                ("implicit", "Nikau watched videos of {new} until the tablet went flat."),
                (
                    "implicit",
                    (
                        "Nikau's campaign, week three: a slideshow (he is nine), a petition signed "
                        "by Nana and the man next door, a chore chart he drew up himself, an offer "
                        "to give up his pocket money, and a drawing of {new} taped to Hemi's side "
                        "of the bed."
                    ),
                ),
            ],
            "questions": [
                "What pet does Nikau want?",
                "What animal is my son desperate to have?",
                "What does Nikau want us to get him as a pet?",
            ],
            "now": ["What pet is Nikau after at the moment?"],
        },
        "zh": {
            "values": [
                "一只小羊羔",
                "一只柯基",
                "一只刺猬",
                "一只虎皮鹦鹉",
                "一只小骆驼",
                "一对小鸭子",
            ],
            "facts": [
                "儿子天天闹着要养{v}。",
                "儿子最想要的是{v}。",
                "儿子求了我们好几个月，想养{v}。",
            ],
            "corrections": [
                ("cue", "儿子又想养{new}了"),
                ("cue", "学校组织去了趟农家乐，回来儿子就吵着要{new}。"),
                ("cue", "他同桌家养了一只以后，儿子天天跟我们要{new}。"),
                ("explicit", "老公不同意{old}，儿子改口要{new}。"),
                ("explicit", "儿子查了查{old}怎么养，嫌太麻烦，要{new}。"),
                ("explicit", "宠物：{new}，不是{old}"),
                ("implicit", "儿子画了一张怎么照顾{new}的海报，贴在冰箱上。"),
                ("implicit", "儿子攒了十四块六 说是养{new}的钱 存钱罐搁在窗台上"),
                ("implicit", "儿子问外婆能不能把{new}养在她家。"),
                ("implicit", "{new}还没影儿呢，儿子连名字都起好了。"),
                ("implicit", "儿子看{new}的视频，一直看到平板没电。"),
                (
                    "implicit",
                    (
                        "儿子的攻势第三周：做了个PPT（他才九岁），找外婆和隔壁邻居签了请愿书，"
                        "自己画了张家务表，保证不要零花钱，还把一张{new}的画贴在了他爸那边的床头。"
                    ),
                ),
            ],
            "questions": [
                "儿子想养什么？",
                "儿子求着要的小动物是什么？",
                "儿子最想养的是哪种动物？",
            ],
            "now": ["儿子这阵子想养的是什么？"],
        },
    },
    {
        "key": "son_only_vegetable",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "frozen peas",
                "corn on the cob",
                "raw carrot",
                "broccoli",
                "cucumber",
                "kūmara",
            ],
            "facts": [
                "The only vegetable Nikau will eat is {v}.",
                "Nikau refuses every vegetable except {v}.",
                "On Nikau's plate, the one vegetable that gets eaten is {v}.",
            ],
            "corrections": [
                ("cue", "nikau only eats {new} now"),
                ("cue", "After the school garden project, Nikau will only eat {new}."),
                ("cue", "Since his week at Nana's, Nikau's one vegetable is {new}."),
                ("explicit", "Nikau went on strike against {old}, he'll only eat {new}."),
                ("explicit", "Nikau gagged on {old} at Nana's, so it's {new} or nothing."),
                ("explicit", "veg: {new}, not {old}"),
                (
                    "implicit",
                    "Nikau ate a whole bowl of {new} and asked for seconds like it was ice cream.",
                ),
                (
                    "implicit",
                    (
                        "nikau's plate: sausage, tomato sauce, {new}, everything else pushed to "
                        "the edge"
                    ),
                ),
                ("implicit", "Nana keeps {new} in the house just for Nikau."),
                (
                    "implicit",
                    "Nikau packed {new} in his lunchbox himself and told his teacher he's healthy.",
                ),
                (
                    "implicit",
                    "Hemi hid spinach under the {new} and Nikau found it in four seconds.",
                ),
                (
                    "implicit",
                    (
                        "Tea at Aunty Huia's: twenty people, a roast, four kinds of salad, Nikau's "
                        "cousins eating everything in sight, Aunty Huia watching his plate, and "
                        "Nikau with a mountain of {new} and nothing else, looking her dead in the "
                        "eye."
                    ),
                ),
            ],
            "questions": [
                "What vegetable will Nikau eat?",
                "Which vegie does my son actually eat?",
                "What's the vegetable Nikau doesn't refuse?",
            ],
            "now": ["What's the one vegetable Nikau eats at the moment?"],
        },
        "zh": {
            "values": ["西兰花", "凉拌黄瓜", "水煮玉米", "生胡萝卜", "炒土豆丝", "炒西葫芦"],
            "facts": [
                "儿子唯一肯吃的菜是{v}。",
                "除了{v}，儿子什么菜都不碰。",
                "儿子饭桌上就吃{v}这一样菜。",
            ],
            "corrections": [
                ("cue", "儿子现在只吃{new}"),
                ("cue", "学校上完种菜实践课，儿子就只肯吃{new}。"),
                ("cue", "在外婆家住了几天回来，儿子就认{new}。"),
                ("explicit", "儿子吃{old}吃伤了，只吃{new}。"),
                ("explicit", "在外婆家吃{old}吃吐了，儿子只肯吃{new}。"),
                ("explicit", "蔬菜：{new}，不是{old}"),
                ("implicit", "儿子把一整盘{new}吃光了，还问有没有，跟吃冰淇淋似的。"),
                ("implicit", "儿子碗里：肉、馍、{new}，别的全扒拉到碗边上"),
                ("implicit", "我妈家里专门给儿子备着{new}。"),
                ("implicit", "儿子自己往饭盒里装了{new}，跟老师说他吃得可健康了。"),
                ("implicit", "老公把菠菜藏在{new}底下，儿子四秒钟就翻出来了。"),
                (
                    "implicit",
                    (
                        "去婆婆家吃饭：二十来口人，一桌子菜，四个凉菜，堂兄弟们什么都吃，"
                        "婆婆一直盯着儿子的碗，儿子碗里堆着一座{new}，别的一口不碰，"
                        "还直勾勾地看着他奶奶。"
                    ),
                ),
            ],
            "questions": ["儿子吃什么蔬菜？", "我儿子肯吃的是哪样菜？", "儿子在桌上只动哪样菜？"],
            "now": ["儿子现在只吃哪样蔬菜？"],
        },
    },
    {
        "key": "son_speech_topic",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Burt Munro",
                "great white sharks",
                "the tuatara",
                "black holes",
                "how oysters are dredged",
                "the Titanic",
            ],
            "facts": [
                "Nikau's speech for the school competition is about {v}.",
                "For speeches at school Nikau is talking about {v}.",
                "My son's doing his class speech on {v}.",
            ],
            "corrections": [
                ("cue", "nikau's speech is on {new} now"),
                ("cue", "The teacher sent the speech topics home and Nikau picked {new}."),
                ("cue", "Since the class trip to the museum, Nikau's speech has been about {new}."),
                ("explicit", "Half the class did {old}, so Nikau's speech is about {new}."),
                ("explicit", "Nikau couldn't find enough to say about {old}, he's doing {new}."),
                ("explicit", "speech: {new}, not {old}"),
                (
                    "implicit",
                    "Nikau practised his speech about {new} on the dog next door, over the fence.",
                ),
                ("implicit", "cue cards about {new} all over the lounge floor"),
                ("implicit", "Nikau made Nana sit through his speech on {new} three times."),
                ("implicit", "Ruby helped Nikau find a joke about {new} to open with."),
                ("implicit", "Nikau's teacher said his speech on {new} made the principal laugh."),
                (
                    "implicit",
                    (
                        "Speech week: Nikau up at six practising, a fight about whether he needed "
                        "a tie, a nosebleed at breakfast, Hemi filming on his phone from the back "
                        "of the hall, and Nikau marching to the front and giving four minutes on "
                        "{new} without looking at a single card."
                    ),
                ),
            ],
            "questions": [
                "What is Nikau's speech about?",
                "What topic is my son speaking on at school?",
                "What did Nikau choose for the speech competition?",
            ],
            "now": ["What's Nikau's speech about, as things stand?"],
        },
        "zh": {
            "values": [
                "《我的家乡敦煌》",
                "《月牙泉为什么不会干》",
                "《九色鹿》",
                "《我的妈妈是公交司机》",
                "《沙尘暴是怎么来的》",
                "《骆驼的驼峰里装的是什么》",
            ],
            "facts": [
                "儿子演讲比赛的题目是{v}。",
                "学校讲故事比赛，儿子讲的是{v}。",
                "儿子在班上要讲的稿子叫{v}。",
            ],
            "corrections": [
                ("cue", "儿子的演讲题目定成{new}了"),
                ("cue", "老师把题目单发到群里，儿子挑了{new}。"),
                ("cue", "学校组织去了趟博物馆以后，儿子要讲{new}。"),
                ("explicit", "班上一半同学都讲{old}，儿子讲{new}。"),
                ("explicit", "{old}儿子写不满一页，改讲{new}。"),
                ("explicit", "题目：{new}，不是{old}"),
                ("implicit", "儿子隔着院墙给邻居家的狗讲了一遍{new}。"),
                ("implicit", "客厅地上铺满了{new}的提词卡"),
                ("implicit", "儿子逼着外婆听他讲了三遍{new}。"),
                ("implicit", "女儿帮儿子给{new}想了个开场的笑话。"),
                ("implicit", "老师说儿子讲{new}，把校长都逗笑了。"),
                (
                    "implicit",
                    (
                        "比赛那个礼拜：儿子早上六点起来背稿，为要不要打领结吵了一架，"
                        "早饭时流了鼻血，老公在礼堂最后一排举着手机录像，儿子走上台，一张卡片没看，"
                        "把{new}讲了四分钟。"
                    ),
                ),
            ],
            "questions": [
                "儿子演讲讲什么？",
                "我儿子比赛的稿子是哪篇？",
                "儿子在学校要讲的题目是什么？",
            ],
            "now": ["儿子现在定下来讲的是什么题目？"],
        },
    },
    {
        "key": "son_drawing_subject",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "tanks",
                "volcanoes",
                "tornadoes",
                "aeroplanes",
                "maps of made-up cities",
                "rugby players",
            ],
            "facts": [
                "All Nikau draws is {v}.",
                "Nikau's drawings are always of {v}.",
                "Every scrap of paper in our house has Nikau's {v} on it.",
            ],
            "corrections": [
                ("cue", "nikau's drawing {new} now"),
                ("cue", "After the school holidays, Nikau draws {new} on everything."),
                (
                    "cue",
                    "Since his teacher pinned one on the classroom wall, Nikau only draws {new}.",
                ),
                ("explicit", "Nikau says {old} are boring, he draws {new}."),
                ("explicit", "Nikau ran out of ideas for {old}, it's {new} on every page."),
                ("explicit", "drawings: {new}, not {old}"),
                ("implicit", "Nikau covered the back of my bus roster in {new}."),
                ("implicit", "fridge door is wall-to-wall {new}, can't find the milk"),
                (
                    "implicit",
                    "Nikau's teacher sent a note home because his maths book is full of {new}.",
                ),
                ("implicit", "Mum framed one of Nikau's {new} and hung it in her hallway."),
                ("implicit", "Nikau gave Hemi a birthday card with {new} all over it."),
                (
                    "implicit",
                    (
                        "Rainy Saturday, day two: the power flickering, the trampoline under "
                        "water, Ruby in a mood, Hemi at the works, Nana on the phone about her "
                        "hip, and Nikau on the lounge floor with a ream of printer paper and forty "
                        "felt pens, drawing {new} until tea time."
                    ),
                ),
            ],
            "questions": [
                "What does Nikau draw?",
                "What's my son's favourite thing to draw?",
                "What are Nikau's pictures of?",
            ],
            "now": ["What is Nikau drawing these days?"],
        },
        "zh": {
            "values": ["坦克", "火山", "龙卷风", "飞天", "自己编的城市地图", "火车"],
            "facts": [
                "儿子画来画去都是{v}。",
                "儿子的画本上全是{v}。",
                "我家但凡有张纸，上面都有儿子画的{v}。",
            ],
            "corrections": [
                ("cue", "儿子这阵子光画{new}"),
                ("cue", "放完暑假，儿子逮着纸就画{new}。"),
                ("cue", "老师把他一张画贴到教室墙上以后，儿子只画{new}。"),
                ("explicit", "儿子说{old}画腻了，他画{new}。"),
                ("explicit", "{old}儿子画来画去画烦了，本子上全是{new}。"),
                ("explicit", "画：{new}，不是{old}"),
                ("implicit", "儿子在我的排班表背面画满了{new}。"),
                ("implicit", "冰箱门上贴满了{new} 牛奶都找不着了"),
                ("implicit", "老师发来消息，说儿子的数学本上画满了{new}。"),
                ("implicit", "我妈把儿子画的一张{new}裱起来，挂在了堂屋。"),
                ("implicit", "儿子给他爸的生日卡上画满了{new}。"),
                (
                    "implicit",
                    (
                        "刮沙尘暴的礼拜六，第二天：电时有时无，院子里什么也干不了，女儿闹脾气，"
                        "老公在景区值班，我妈打电话说她的电视收不着台，儿子趴在客厅地上，"
                        "拿着一沓打印纸和四十支水彩笔，一直画{new}画到吃晚饭。"
                    ),
                ),
            ],
            "questions": ["儿子爱画什么？", "我儿子画画都画些什么？", "儿子纸上画的是什么？"],
            "now": ["儿子这阵子画的是什么？"],
        },
    },
    {
        "key": "son_pyjamas",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "his All Blacks pyjamas",
                "a shark onesie",
                "his Spider-Man PJs",
                "a penguin onesie",
                "Hemi's old footy jersey",
                "his Minecraft pyjamas",
            ],
            "facts": [
                "Nikau sleeps in {v} every night.",
                "The only thing Nikau will wear to bed is {v}.",
                "Come bedtime, Nikau is in {v}.",
            ],
            "corrections": [
                ("cue", "nikau's sleeping in {new} now"),
                (
                    "cue",
                    (
                        "Nana gave him {new} for his birthday and Nikau won't go to bed in "
                        "anything else."
                    ),
                ),
                ("cue", "Since the cold snap, Nikau has been sleeping in {new}."),
                (
                    "explicit",
                    (
                        "{old} went through the wash once too often and fell apart, so it's {new} "
                        "at bedtime."
                    ),
                ),
                ("explicit", "Ruby laughed at {old}, so Nikau wears {new} to bed."),
                ("explicit", "pyjamas: {new}, not {old}"),
                (
                    "implicit",
                    "Nikau answered the door to the courier in {new} at four in the afternoon.",
                ),
                ("implicit", "nikau in {new} eating cereal at 6am, telly on"),
                (
                    "implicit",
                    "Nikau wore {new} to pyjama day at school and told everyone they were jealous.",
                ),
                ("implicit", "Mum patched a hole in {new} with a bit of an old tea towel."),
                (
                    "implicit",
                    (
                        "Hemi carried Nikau in from the car, fast asleep in {new}, after the late "
                        "drive home from Aunty Huia's."
                    ),
                ),
                (
                    "implicit",
                    (
                        "A school night: tea at six, Ruby locked in her room with her exams, Hemi "
                        "out in the shed, the washing machine beeping, a spelling list nobody "
                        "could find, and Nikau in {new}, teeth done, book chosen, asking for a "
                        "glass of water for the third time."
                    ),
                ),
            ],
            "questions": [
                "What does Nikau wear to bed?",
                "What pyjamas does my son sleep in?",
                "What are Nikau's favourite pyjamas?",
            ],
            "now": ["What's Nikau sleeping in these days?"],
        },
        "zh": {
            "values": [
                "蜘蛛侠睡衣",
                "熊猫连体睡衣",
                "他爸的旧T恤",
                "迷彩睡衣",
                "海绵宝宝睡衣",
                "小熊维尼睡衣",
            ],
            "facts": [
                "儿子每天晚上穿着{v}睡觉。",
                "儿子睡觉只肯穿{v}。",
                "到点上床，儿子身上准是那件{v}。",
            ],
            "corrections": [
                ("cue", "儿子睡觉改穿{new}了"),
                ("cue", "外婆给他买了{new}当生日礼物，儿子别的都不肯穿。"),
                ("cue", "降温以后，儿子一直穿{new}睡觉。"),
                ("explicit", "{old}洗了太多回，洗烂了，儿子睡觉穿{new}。"),
                ("explicit", "他姐笑话{old}，儿子睡觉穿{new}。"),
                ("explicit", "睡衣：{new}，不是{old}"),
                ("implicit", "下午四点快递敲门，儿子穿着{new}就去开了。"),
                ("implicit", "儿子早上六点穿着{new}坐在电视前啃馍"),
                ("implicit", "学校搞睡衣日，儿子穿着{new}去的，跟同学说他们没这个福气。"),
                ("implicit", "我妈拿一块旧毛巾给{new}补了个洞。"),
                ("implicit", "从婆婆家开夜车回来，儿子穿着{new}在车上睡着了，老公把他抱进了屋。"),
                (
                    "implicit",
                    (
                        "一个上学的晚上：六点吃饭，女儿关在屋里复习，老公在院子里敲打，"
                        "洗衣机嘀嘀叫，一张听写单谁也找不着，儿子穿着{new}，牙刷了，书挑了，"
                        "第三回要喝水。"
                    ),
                ),
            ],
            "questions": ["儿子睡觉穿什么？", "我儿子最爱穿哪件睡衣？", "儿子晚上穿的是哪套？"],
            "now": ["儿子这阵子睡觉穿的是什么？"],
        },
    },
    {
        "key": "husband_shed_project",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a pizza oven",
                "a smoker out of an old fridge",
                "a treehouse for Nikau",
                "a go-kart",
                "a bar out of old pallets",
                "a swing seat for the deck",
            ],
            "facts": [
                "Hemi's project in the shed is {v}.",
                "Out the back, Hemi is building {v}.",
                "What Hemi spends his days off on is {v}.",
            ],
            "corrections": [
                ("cue", "hemi's onto {new} now"),
                ("cue", "Hemi watched one YouTube video and he's building {new}."),
                (
                    "cue",
                    "Since the works laid him off for the winter, Hemi has been building {new}.",
                ),
                ("explicit", "Hemi ran out of timber for {old}, so he's building {new}."),
                ("explicit", "I put my foot down about {old}, Hemi's on {new}."),
                ("explicit", "shed: {new}, {old} abandoned"),
                ("implicit", "Hemi cut his thumb on {new} and wouldn't go to A&E."),
                ("implicit", "hemi out the back till ten on {new}, his tea in the microwave"),
                (
                    "implicit",
                    "Nikau has drawn up plans for {new} in crayon and handed them to his dad.",
                ),
                ("implicit", "Mum asked whether {new} needs council consent."),
                ("implicit", "The neighbour came over to look at {new} and stayed three hours."),
                (
                    "implicit",
                    (
                        "Hemi's off-season in a nutshell: up at nine, a coffee out the back, the "
                        "radio on, Nikau as his apprentice, a trip to Mitre 10 every single day, "
                        "sawdust all through the house, and {new} still not finished when I get "
                        "home off the buses at six."
                    ),
                ),
            ],
            "questions": [
                "What's Hemi building?",
                "What is my husband making out the back?",
                "What project has Hemi got on the go?",
            ],
            "now": ["What's Hemi building at the moment?"],
        },
        "zh": {
            "values": [
                "一个鸽子棚",
                "一个烤肉炉子",
                "一个葡萄架",
                "一张实木茶桌",
                "一个馕坑",
                "给儿子做的木头秋千",
            ],
            "facts": [
                "老公在院子里捣鼓的是{v}。",
                "老公闲下来就在院子里做{v}。",
                "老公手上的大工程是{v}。",
            ],
            "corrections": [
                ("cue", "老公又开始弄{new}了"),
                ("cue", "老公刷了一个短视频，就要做{new}。"),
                ("cue", "驼队歇了冬以后，老公一直在弄{new}。"),
                ("explicit", "{old}木料不够了，老公改做{new}。"),
                ("explicit", "我坚决不让他弄{old}，老公做{new}。"),
                ("explicit", "院子里：{new}，{old}撂下了"),
                ("implicit", "老公做{new}把大拇指划了个口子，死活不去医院。"),
                ("implicit", "老公在院子里弄{new}弄到十点 饭在锅里热了三回"),
                ("implicit", "儿子拿蜡笔给{new}画了一张图纸，郑重地交给他爸。"),
                ("implicit", "我妈问{new}是不是得跟村里报备。"),
                ("implicit", "隔壁邻居过来看{new}，一看看了三个钟头。"),
                (
                    "implicit",
                    (
                        "老公的淡季就是这样：九点起床，端着茶缸子去院子里，收音机开着，"
                        "儿子给他当小徒弟，天天往五金店跑，屋里到处是锯末，我开完公交六点到家，"
                        "{new}还是没弄完。"
                    ),
                ),
            ],
            "questions": [
                "老公手头在弄什么东西？",
                "我老公在家做的是什么大件？",
                "老公这个淡季忙活的是啥？",
            ],
            "now": ["老公现在在院子里弄的是什么？"],
        },
    },
    {
        "key": "husband_power_tools",
        "type": "PREFERENCE",
        "en": {
            "values": ["Makita", "DeWalt", "Ryobi", "Milwaukee", "Bosch", "Ozito"],
            "facts": [
                "Hemi's power tools are all {v}.",
                "Every battery on Hemi's shelf is {v}.",
                "Hemi swears by {v} for his tools.",
            ],
            "corrections": [
                ("cue", "hemi's gone {new} for his tools"),
                ("cue", "A mate from the works showed him his gear and Hemi's tools are {new}."),
                ("cue", "Since the Mitre 10 sale, Hemi has been all {new}."),
                ("explicit", "Hemi's {old} batteries kept dying, so he's bought {new}."),
                ("explicit", "Hemi sold his {old} gear on Marketplace, it's {new} in the shed."),
                ("explicit", "tools: {new}, {old} sold"),
                (
                    "implicit",
                    (
                        "Hemi lent his {new} drill to the neighbour and has been sulking about it "
                        "all week."
                    ),
                ),
                ("implicit", "hemi watching {new} ads on youtube at midnight"),
                ("implicit", "Nikau asked for a {new} toy drill so he can match his dad."),
                (
                    "implicit",
                    "Mum bought Hemi a {new} impact driver for his birthday and he nearly cried.",
                ),
                (
                    "implicit",
                    "Hemi wears a {new} cap to the works and a {new} hoodie at the weekend.",
                ),
                (
                    "implicit",
                    (
                        "Hemi's birthday: a sleep-in, a cooked breakfast, Ruby's card with a "
                        "sarcastic poem in it, Nikau's present wrapped in the Sunday paper, a set "
                        "of tea towels from Mum, and from me a {new} saw he had circled in the "
                        "catalogue three months ago."
                    ),
                ),
            ],
            "questions": [
                "What brand are Hemi's power tools?",
                "Which tool brand does my husband use?",
                "What make of tools has Hemi got?",
            ],
            "now": ["Which brand is Hemi's gear these days?"],
        },
        "zh": {
            "values": ["东成", "大有", "博世", "得伟", "牧田", "威克士"],
            "facts": [
                "老公的电动工具全是{v}的。",
                "老公工具箱里的电池都是{v}的。",
                "老公买工具只认{v}。",
            ],
            "corrections": [
                ("cue", "老公工具换成{new}的了"),
                ("cue", "驼队一个兄弟给他看了自己那套，老公的工具全是{new}。"),
                ("cue", "五金店搞完活动，老公就一直用{new}。"),
                ("explicit", "{old}的电池老是不顶用，老公买的是{new}。"),
                ("explicit", "老公把{old}那套在闲鱼上卖了，院子里用的是{new}。"),
                ("explicit", "工具：{new}，{old}卖了"),
                ("implicit", "老公把{new}的电钻借给了邻居，到今天还在念叨。"),
                ("implicit", "老公半夜刷{new}的视频 一刷一个钟头"),
                ("implicit", "儿子要一把{new}的玩具电钻，说要跟他爸一样。"),
                ("implicit", "我妈给老公买了个{new}的起子机当生日礼物，他差点哭了。"),
                ("implicit", "老公出门戴{new}的帽子，在家穿{new}的马甲。"),
                (
                    "implicit",
                    (
                        "老公生日那天：睡了个懒觉，我做了一碗长寿面，女儿写了张阴阳怪气的贺卡，"
                        "儿子的礼物拿旧报纸包着，我妈送了一套毛巾，我送的是他在宣传单上圈了三个月的"
                        "{new}电锯。"
                    ),
                ),
            ],
            "questions": [
                "我老公用哪个牌子的工具？",
                "老公那套电动家伙是哪家的？",
                "老公的电钻电锯都是什么品牌？",
            ],
            "now": ["老公现在用的是哪个牌子的工具？"],
        },
    },
    {
        "key": "husband_weekend_dish",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a boil-up",
                "roast mutton",
                "venison sausages",
                "fried bread",
                "mussel fritters",
                "butter chicken",
            ],
            "facts": [
                "Hemi's Sunday cook-up is {v}.",
                "When Hemi takes over the kitchen at the weekend, he makes {v}.",
                "The dish Hemi's proudest of is {v}.",
            ],
            "corrections": [
                ("cue", "hemi's sunday special is {new} now"),
                ("cue", "Aunty Huia showed him how at Christmas and Hemi's Sunday dish is {new}."),
                ("cue", "Since he got Sundays off, Hemi has been cooking {new}."),
                ("explicit", "The kids revolted against {old}, so Hemi does {new} on Sundays."),
                ("explicit", "Hemi burnt {old} one time too many, his Sunday thing is {new}."),
                ("explicit", "sunday tea: {new}, not {old}"),
                (
                    "implicit",
                    "Hemi's {new} set off the smoke alarm and Nikau ran outside in his undies.",
                ),
                ("implicit", "whole house smells of hemi's {new}, windows open in july"),
                ("implicit", "Mum came for tea and had thirds of Hemi's {new}."),
                (
                    "implicit",
                    "Ruby took leftover {new} to school on Monday and her friends wanted some.",
                ),
                (
                    "implicit",
                    (
                        "Hemi had {new} on the go at three in the afternoon and wouldn't let "
                        "anyone near the stove."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Our Sundays: a sleep-in for everyone except Nikau, Mum at church, Ruby "
                        "doing homework with the telly on, me on a split shift at the depot, and "
                        "Hemi in the kitchen in my apron making {new} like he's on a cooking show."
                    ),
                ),
            ],
            "questions": [
                "What does Hemi cook on Sundays?",
                "What's my husband's signature dish?",
                "What does Hemi make when he's in charge of the kitchen?",
            ],
            "now": ["What's Hemi cooking on Sundays these days?"],
        },
        "zh": {
            "values": ["羊肉垫卷子", "手抓羊肉", "大盘鸡", "臊子面", "搓鱼子", "炒拨拉"],
            "facts": [
                "老公周末下厨做的是{v}。",
                "周末老公掌勺，拿手的是{v}。",
                "老公最得意的一道菜是{v}。",
            ],
            "corrections": [
                ("cue", "老公礼拜天现在做{new}"),
                ("cue", "过年跟他二舅学了一手，老公周末做{new}。"),
                ("cue", "礼拜天轮休以后，老公一直做{new}。"),
                ("explicit", "孩子们吃{old}吃烦了，老公周末做{new}。"),
                ("explicit", "{old}老公做糊了好几回，周末做的是{new}。"),
                ("explicit", "周末：{new}，不是{old}"),
                ("implicit", "老公做{new}把烟雾报警器弄响了，儿子穿着秋裤就跑了出去。"),
                ("implicit", "一屋子都是老公做的{new}的味儿 大冬天开着窗"),
                ("implicit", "我妈来吃饭，老公做的{new}她添了三回。"),
                ("implicit", "女儿礼拜一带了老公做的{new}去学校，同学都来抢。"),
                ("implicit", "下午三点老公就把{new}弄上了，谁也不许靠近灶台。"),
                (
                    "implicit",
                    (
                        "我家的礼拜天：除了儿子谁都睡懒觉，我妈去镇上赶集，女儿开着电视写作业，"
                        "我在车队上两头班，老公系着我的围裙在厨房做{new}，弄得跟上电视似的。"
                    ),
                ),
            ],
            "questions": [
                "礼拜天我家那顿饭老公做什么？",
                "老公最会做的菜是哪个？",
                "周末老公进厨房一般弄什么？",
            ],
            "now": ["老公这阵子礼拜天做的是什么？"],
        },
    },
    {
        "key": "mum_companion",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a widower called Graham from bowls",
                "Des from the RSA",
                "a retired vicar called Lionel",
                "a Scotsman called Angus",
                "Barry with the campervan",
                "an old oysterman called Ted",
            ],
            "facts": [
                "Mum's gentleman friend is {v}.",
                "The man Mum has been stepping out with is {v}.",
                "Every Friday Mum goes to the pictures with {v}.",
            ],
            "corrections": [
                ("cue", "mum's seeing {new} now"),
                ("cue", "Mum met {new} at the community Christmas dance and that was that."),
                ("cue", "Since the Bluff seniors' lunch, Mum has been going out with {new}."),
                ("explicit", "Mum gave {old} the flick, she's seeing {new}."),
                (
                    "explicit",
                    "{old} moved up north to be near his daughter, so Mum's fella is {new}.",
                ),
                ("explicit", "mum's fella: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "{new} drove Mum to her eye appointment and waited in the car with a "
                        "crossword."
                    ),
                ),
                ("implicit", "mum giggling on the phone, {new} chipping in in the background"),
                ("implicit", "Ruby asked whether she has to call {new} Grandad."),
                (
                    "implicit",
                    (
                        "Hemi took {new} out the back to see his project and neither of them came "
                        "in for two hours."
                    ),
                ),
                ("implicit", "Nikau asked {new} straight out if he's going to marry Nana."),
                (
                    "implicit",
                    (
                        "Mum's seventy-fifth at the pub in Bluff: thirty people, a cake shaped "
                        "like the Stirling Point signpost, her sister on a video call from "
                        "Brisbane, Nikau under a table with his cousins, Hemi on the barbecue "
                        "outside in the wind, and Mum holding hands with {new} in front of "
                        "everyone like a teenager."
                    ),
                ),
            ],
            "questions": [
                "Who is Mum seeing?",
                "Who's my mother's boyfriend?",
                "Who has Mum been going out with?",
            ],
            "now": ["Who's Mum seeing these days?"],
        },
        "zh": {
            "values": [
                "跳广场舞认识的老杨",
                "在铁路上干了一辈子的老韩",
                "拉二胡的张大爷",
                "隔壁村的冯老汉",
                "在老年大学学书法的孙老师",
                "一个叫老白的退伍军人",
            ],
            "facts": [
                "我妈找的老伴儿是{v}。",
                "跟我妈处对象的是{v}。",
                "我妈身边那位老头儿是{v}。",
            ],
            "corrections": [
                ("cue", "我妈跟{new}处上了"),
                ("cue", "腊月里镇上办联欢会，我妈认识了{new}，就这么处上了。"),
                ("cue", "镇上老年食堂开张以后，我妈一直跟{new}搭伴。"),
                ("explicit", "我妈跟{old}吹了，她跟{new}处着呢。"),
                ("explicit", "{old}搬去外地跟儿子住了，我妈跟{new}好上了。"),
                ("explicit", "我妈的老伴儿：{new}，不是{old}"),
                ("implicit", "{new}骑着电三轮送我妈去医院看眼睛，在门口等了一上午。"),
                ("implicit", "我妈打电话笑得咯咯的 {new}在旁边插话"),
                ("implicit", "女儿问她是不是得管{new}叫外公。"),
                ("implicit", "老公把{new}拉到院子里看他的活儿，俩人两个钟头没回屋。"),
                ("implicit", "儿子当面问{new}是不是要娶外婆。"),
                (
                    "implicit",
                    (
                        "我妈七十五大寿在镇上饭馆办：三十来口人，蛋糕做成了莫高窟九层楼的样子，"
                        "我姨从伊犁打来视频，儿子跟表兄弟钻在桌子底下，老公在门口顶着风烤肉，"
                        "我妈当着所有人的面拉着{new}的手，跟小姑娘似的。"
                    ),
                ),
            ],
            "questions": ["我妈的那位是谁？", "我妈晚年找的伴是哪个？", "陪着我妈的老爷子是谁？"],
            "now": ["我妈现在跟谁在一块儿？"],
        },
    },
    {
        "key": "mum_tour_destination",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Pacific Islands cruise",
                "a coach tour of the West Coast",
                "a week on the Gold Coast",
                "a ride on the TranzAlpine",
                "a tour of the Scottish Highlands",
                "a fortnight in Rarotonga",
            ],
            "facts": [
                "Mum's booked on {v} with her seniors' club.",
                "The trip Mum is putting her pension towards is {v}.",
                "Mum's big holiday this year is {v}.",
            ],
            "corrections": [
                ("cue", "mum's going on {new} now"),
                ("cue", "The travel agent rang Mum with a deal and she's booked {new}."),
                ("cue", "After the club meeting, Mum put her name down for {new}."),
                ("explicit", "{old} was full, so Mum's booked {new}."),
                ("explicit", "Mum's doctor said no to {old}, so she's going on {new}."),
                ("explicit", "mum's trip: {new}, not {old}"),
                (
                    "implicit",
                    "Mum bought a sunhat for {new} and has been wearing it round the house.",
                ),
                ("implicit", "mum rang to ask whether she needs her passport for {new}"),
                ("implicit", "Nikau wants Nana to bring him back a present from {new}."),
                ("implicit", "Mum has packed her suitcase for {new}, and it's a month away."),
                ("implicit", "Ruby is teaching Mum how to put photos from {new} on Facebook."),
                (
                    "implicit",
                    (
                        "Mum's pre-trip briefing at ours: a folder of tickets, a list of her "
                        "pills, the neighbour lined up to water her plants, a cardigan bought "
                        "specially, a question about travel insurance for Ruby to answer, and "
                        "forty minutes on the itinerary for {new} while the kids' tea went cold."
                    ),
                ),
            ],
            "questions": [
                "Where's Mum going on holiday?",
                "What trip has my mother booked?",
                "What holiday is Mum going on with the seniors?",
            ],
            "now": ["What trip is Mum booked on at the moment?"],
        },
        "zh": {
            "values": ["海南三亚", "云南西双版纳", "青岛", "桂林", "北京", "新疆喀纳斯"],
            "facts": [
                "我妈跟老年旅游团报的是{v}。",
                "我妈攒着退休金要去{v}旅游。",
                "我妈今年出远门，去{v}。",
            ],
            "corrections": [
                ("cue", "我妈要去{new}了"),
                ("cue", "旅行社给老年团搞了个优惠，我妈报了{new}。"),
                ("cue", "老年大学开完会，我妈报名去{new}。"),
                ("explicit", "{old}那趟团报满了，我妈报了{new}。"),
                ("explicit", "医生说我妈身体不适合去{old}，她去{new}。"),
                ("explicit", "我妈旅游：{new}，不是{old}"),
                ("implicit", "我妈为了去{new}买了顶遮阳帽，天天在屋里戴着。"),
                ("implicit", "我妈打电话问去{new}要不要带户口本"),
                ("implicit", "儿子让外婆从{new}给他带个礼物回来。"),
                ("implicit", "离去{new}还有一个月，我妈箱子都收拾好了。"),
                ("implicit", "女儿教我妈怎么在{new}发朋友圈。"),
                (
                    "implicit",
                    (
                        "我妈出发前在我家开会：一夹子票，一张药单子，托隔壁帮她浇花，"
                        "一件专门买的开衫，一个关于旅游保险的问题让女儿回答，光{new}的行程就讲了四"
                        "十分钟，孩子们的饭都凉了。"
                    ),
                ),
            ],
            "questions": ["我妈要去哪儿旅游？", "我妈跟团去的是哪里？", "我妈这趟出门玩去哪？"],
            "now": ["我妈现在报的是去哪儿的团？"],
        },
    },
    {
        "key": "bus_route",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Waikiwi route",
                "the Glengarry route",
                "the Windsor route",
                "the Otatara route",
                "the Kew route",
                "the hospital loop",
            ],
            "facts": [
                "I drive {v} on the city buses.",
                "My run at the bus depot is {v}.",
                "Most days you'll find me behind the wheel on {v}.",
            ],
            "corrections": [
                ("cue", "on {new} from monday"),
                ("cue", "The depot put out the summer roster and I've got {new}."),
                ("cue", "Since the timetable review, I've been driving {new}."),
                ("explicit", "Handed {old} over to one of the young drivers, I'm on {new}."),
                ("explicit", "I put in for a transfer off {old} and got {new}."),
                ("explicit", "route: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "A kid was sick on the back seat on {new}, which put the bus out of "
                        "service for the afternoon."
                    ),
                ),
                (
                    "implicit",
                    "stuck behind a tractor on {new} for ten minutes, timetable in tatters",
                ),
                (
                    "implicit",
                    (
                        "Nikau rode with me on {new} in the school holidays and pressed the bell "
                        "at every stop."
                    ),
                ),
                ("implicit", "Mum caught {new} just to sit behind me and tell me about her week."),
                (
                    "implicit",
                    (
                        "A tourist on {new} asked me which stop was nearest to E Hayes and the "
                        "famous motorbike."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Worst Tuesday of the winter: hail at eight, sun at nine, hail at ten, "
                        "Ruby texting that she'd left her PE gear on the bench, Hemi ringing to "
                        "ask where the drill bits were, and me doing four laps of {new} with the "
                        "heater broken and a bus full of wet pensioners telling me it was colder "
                        "in their day."
                    ),
                ),
            ],
            "questions": [
                "Which route do I drive?",
                "Which bus run am I on at work?",
                "What route have they got me driving at the depot?",
            ],
            "now": ["Which route am I driving at the moment?"],
        },
        "zh": {
            "values": ["3路", "5路", "8路", "鸣沙山专线", "莫高窟专线", "机场线"],
            "facts": ["我在公交公司开的是{v}。", "我每天跑{v}。", "车队给我排的线路是{v}。"],
            "corrections": [
                ("cue", "下礼拜起我跑{new}"),
                ("cue", "公交公司调了夏季线路，我排到了{new}。"),
                ("cue", "旅游旺季一开始，我就一直开{new}。"),
                ("explicit", "{old}交给了新来的司机，我开{new}。"),
                ("explicit", "跟队长申请不跑{old}，给我排成了{new}。"),
                ("explicit", "线路：{new}，不是{old}"),
                ("implicit", "{new}上有个小孩晕车吐在后排，我只好把车开回场站。"),
                ("implicit", "{new}上被一辆拉棉花的三轮车堵了十分钟 班次全乱了"),
                ("implicit", "放假带儿子跟了一天{new}，他每到一站都跟着报站器念站名。"),
                ("implicit", "我妈专门坐{new}，就为了坐在我后头跟我拉家常。"),
                ("implicit", "有个外地游客在{new}上问我，哪站下离沙州夜市最近。"),
                (
                    "implicit",
                    (
                        "那个礼拜三：早上七点刮起沙尘暴，能见度不到五十米，女儿发消息说体育课的衣服"
                        "忘在家里了，老公打电话问我电钻的钻头放哪儿了，我在{new}上来回跑了四趟，"
                        "暖风还坏了，车上挤满了拎着菜的老人，一个劲儿说他们年轻时候的风才叫风。"
                    ),
                ),
            ],
            "questions": ["我开的是哪条公交线路？", "我天天开哪一路车？", "单位给我派的是哪条线？"],
            "now": ["我现在开的是哪条线？"],
        },
    },
    {
        "key": "regular_passenger",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "an old fella called Bevan",
                "a nurse called Priya",
                "a retired teacher called Mrs Fairweather",
                "a student called Ashwin",
                "a woman called Noeline with a tartan trolley",
                "a young dad called Rawiri",
            ],
            "facts": [
                "My regular on the bus is {v}.",
                "The passenger who chats to me every morning is {v}.",
                "Every day without fail I pick up {v}.",
            ],
            "corrections": [
                ("cue", "my regular's {new} now"),
                (
                    "cue",
                    "Since the timetable shuffle, {new} has been on my bus every single morning.",
                ),
                ("cue", "From the start of term, {new} has been my regular."),
                ("explicit", "{old} moved into a rest home, so my regular is {new}."),
                ("explicit", "{old} bought a car, and the one who sits behind me is {new}."),
                ("explicit", "regular: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "{new} left a bag of feijoas on the dashboard and got off before I could "
                        "say thanks."
                    ),
                ),
                ("implicit", "{new} waving at the stop in the rain, umbrella inside out"),
                (
                    "implicit",
                    (
                        "{new} told me the whole plot of a library book between Tay Street and the "
                        "hospital."
                    ),
                ),
                ("implicit", "Nikau asked whether {new} is coming to his birthday."),
                ("implicit", "{new} missed the bus on Friday and I worried about it all day."),
                (
                    "implicit",
                    (
                        "Christmas week on the buses: tinsel on the ticket machine, the depot "
                        "manager in a Santa hat, a bloke asleep on the back seat at the terminus, "
                        "Ruby wanting a lift to her mate's at six, and {new} handing me a card "
                        "with a ten-dollar note in it that I'm not allowed to keep and kept anyway."
                    ),
                ),
            ],
            "questions": [
                "Who's my regular passenger?",
                "Who rides my bus every day?",
                "Which passenger do I always have a yarn with?",
            ],
            "now": ["Who's my bus regular at the moment?"],
        },
        "zh": {
            "values": [
                "卖杏皮水的马大姐",
                "一个叫小雯的讲解员",
                "退休的赵老师",
                "一个背画板的美院学生",
                "带孙子的李奶奶",
                "在研究院临摹壁画的周老师",
            ],
            "facts": [
                "我车上的熟客是{v}。",
                "天天坐我车、跟我唠嗑的是{v}。",
                "每天早上那一趟，准能拉上{v}。",
            ],
            "corrections": [
                ("cue", "熟客换成{new}了"),
                ("cue", "调了班次以后，天天坐我车的是{new}。"),
                ("cue", "开学以后，{new}每天都坐我的车。"),
                ("explicit", "{old}住进养老院了，我车上的老熟人是{new}。"),
                ("explicit", "{old}家里买了车，天天坐我后头的是{new}。"),
                ("explicit", "熟客：{new}，不是{old}"),
                ("implicit", "最冷的那天早上，{new}给我塞了一个热乎乎的烤红薯。"),
                ("implicit", "{new}在站台上冲我招手 头巾都被风吹跑了"),
                ("implicit", "{new}从上车讲到下车，把一本小说的情节讲了一遍。"),
                ("implicit", "儿子问{new}能不能来参加他的生日。"),
                ("implicit", "礼拜五{new}没赶上车，我一整天心里都不踏实。"),
                (
                    "implicit",
                    (
                        "过年前那个礼拜：车上挂满了小灯笼，车队队长戴着红帽子发红包，"
                        "终点站有个醉汉躺在后排睡着了，女儿六点要我去接她，{new}上车塞给我一张贺卡"
                        "，里面夹着十块钱，说什么也不让我退。"
                    ),
                ),
            ],
            "questions": [
                "谁天天坐我开的公交？",
                "我开车时老跟我聊天的乘客是谁？",
                "我那位常客是谁？",
            ],
            "now": ["我车上现在的熟客是谁？"],
        },
    },
    {
        "key": "chocolate_hiding_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "on top of the kitchen cupboards",
                "in a tampon box in the bathroom",
                "in the glovebox",
                "inside an empty Milo tin",
                "in the pocket of my dressing gown",
                "in the freezer behind the ice cream",
            ],
            "facts": [
                "I hide my chocolate {v}.",
                "My secret stash of chocolate lives {v}.",
                "Nobody in this house knows my chocolate is {v}.",
            ],
            "corrections": [
                ("cue", "stash is {new} now"),
                ("cue", "After Nikau found the last lot, my chocolate went {new}."),
                ("cue", "Since Ruby started raiding the pantry, I keep my chocolate {new}."),
                ("explicit", "Nikau found the chocolate {old}, so it lives {new}."),
                ("explicit", "Hemi kept pinching from the stash {old}, so it's moved {new}."),
                ("explicit", "stash: {new}, not {old}"),
                ("implicit", "The chocolate {new} got me through parent-teacher night."),
                ("implicit", "two squares of the chocolate {new}, bathroom door locked, bliss"),
                (
                    "implicit",
                    (
                        "Hemi walked in while I had my hand {new} and I said I was looking for a "
                        "plaster."
                    ),
                ),
                (
                    "implicit",
                    "The chocolate {new} is down to the last row, and I don't remember eating it.",
                ),
                ("implicit", "Nikau asked why there's a chocolate wrapper {new}."),
                (
                    "implicit",
                    (
                        "The day from hell: a flat tyre on the bus at seven, a complaint about me "
                        "that turned out to be about someone else, Ruby's exam results email, a "
                        "nit letter from Nikau's school, Hemi's roster in a mess, and at nine at "
                        "night, finally, the chocolate {new}, all of it, standing up."
                    ),
                ),
            ],
            "questions": [
                "Where's my secret chocolate kept?",
                "Where have I hidden my stash from the kids?",
                "Where do I keep the chocolate nobody else knows about?",
            ],
            "now": ["Where's my chocolate stash at the moment?"],
        },
        "zh": {
            "values": [
                "米缸里",
                "衣柜顶上",
                "卫生巾盒子里",
                "车里的手套箱里",
                "旧棉袄的兜里",
                "冰箱冷冻室最里头",
            ],
            "facts": [
                "我的巧克力藏在{v}。",
                "我偷偷囤的零嘴放在{v}。",
                "家里谁也不知道{v}有我的巧克力。",
            ],
            "corrections": [
                ("cue", "巧克力挪到{new}了"),
                ("cue", "上回让儿子翻出来以后，我的巧克力藏到了{new}。"),
                ("cue", "女儿开始翻零食柜以后，我把巧克力放在{new}。"),
                ("explicit", "儿子在{old}把巧克力翻出来了，我藏到了{new}。"),
                ("explicit", "老公老从{old}偷拿，我挪到了{new}。"),
                ("explicit", "藏巧克力：{new}，不是{old}"),
                ("implicit", "开完家长会，全靠{new}那块巧克力续命。"),
                ("implicit", "锁上门 掰两块{new}的巧克力 神仙日子"),
                ("implicit", "老公进门的时候我的手正伸在{new}，只好说在找创可贴。"),
                ("implicit", "{new}那板巧克力只剩最后一排了，我不记得吃过。"),
                ("implicit", "儿子问{new}怎么有张巧克力包装纸。"),
                (
                    "implicit",
                    (
                        "倒霉透顶的一天：早上七点公交爆胎，被人投诉，查了半天是投诉别人，"
                        "女儿的模考成绩出来了，儿子学校发了查头虱的通知，老公的排班表一塌糊涂，"
                        "晚上九点，我站着把{new}的巧克力全吃了。"
                    ),
                ),
            ],
            "questions": [
                "我瞒着孩子把巧克力放哪儿？",
                "我的私房零食藏在哪？",
                "我那点巧克力囤在什么地方？",
            ],
            "now": ["这阵子我把巧克力搁在哪儿？"],
        },
    },
    {
        "key": "secret_chocolate",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Whittaker's Peanut Slab",
                "Caramilk",
                "Whittaker's Dark Ghana",
                "Cadbury Dairy Milk",
                "Toblerone",
                "Lindt sea salt",
            ],
            "facts": [
                "My chocolate weakness is {v}.",
                "The chocolate I can't resist is {v}.",
                "When I need a treat, it has to be {v}.",
            ],
            "corrections": [
                ("cue", "hooked on {new} now"),
                (
                    "cue",
                    "A passenger gave me a block of {new} at Christmas and that was me done for.",
                ),
                (
                    "cue",
                    "Since the dairy by the depot started stocking it, I've been buying {new}.",
                ),
                ("explicit", "{old} got too sweet for me, it's {new}."),
                ("explicit", "I ate so much {old} over Easter I can't face it, I buy {new}."),
                ("explicit", "chocolate: {new}, not {old}"),
                ("implicit", "Ate half a block of {new} in the depot car park before my shift."),
                ("implicit", "{new} wrapper in my work jacket, evidence everywhere"),
                ("implicit", "Ruby caught me with {new} and demanded hush money."),
                ("implicit", "Mum gave me {new} for my birthday and kept a row for herself."),
                ("implicit", "The man at the dairy puts {new} aside for me on Fridays."),
                (
                    "implicit",
                    (
                        "This week: anniversary plans, PTA emails, Ruby's exam timetable, Nikau's "
                        "speech cards, Hemi's sawdust all down the hallway, and me on the bathroom "
                        "floor with the door locked and a block of {new}, the one part of the week "
                        "I can count on."
                    ),
                ),
            ],
            "questions": [
                "What chocolate do I like?",
                "What's my favourite chocolate?",
                "Which chocolate can't I say no to?",
            ],
            "now": ["What chocolate am I hooked on at the moment?"],
        },
        "zh": {
            "values": ["德芙", "费列罗", "士力架", "健达", "瑞士莲", "金帝"],
            "facts": ["我最爱吃的巧克力是{v}。", "我一馋就想吃{v}。", "我吃巧克力只认{v}。"],
            "corrections": [
                ("cue", "迷上{new}了"),
                ("cue", "过年一个乘客塞给我一盒{new}，我就戒不掉了。"),
                ("cue", "街口小卖部进了货以后，我一直买{new}。"),
                ("explicit", "{old}吃得我发腻，我吃{new}。"),
                ("explicit", "过年{old}吃伤了，我买{new}。"),
                ("explicit", "巧克力：{new}，不是{old}"),
                ("implicit", "上班前在场站停车场吃了半盒{new}。"),
                ("implicit", "工作服兜里全是{new}的包装纸 罪证到处都是"),
                ("implicit", "女儿撞见我吃{new}，要我给封口费。"),
                ("implicit", "我妈给我过生日送了一盒{new}，自己先留了两块。"),
                ("implicit", "街口小卖部老板礼拜五专门给我留着{new}。"),
                (
                    "implicit",
                    (
                        "这个礼拜：结婚纪念日要准备，家长群里消息刷不完，女儿的考试安排，"
                        "儿子的演讲稿，老公的锯末撒了一过道，我锁上卫生间门坐在地上，拿着一盒{new}"
                        "，这是一个礼拜里唯一靠得住的事。"
                    ),
                ),
            ],
            "questions": [
                "我爱吃哪种巧克力？",
                "哪个牌子的巧克力我最馋？",
                "什么巧克力我抵挡不住？",
            ],
            "now": ["我这阵子迷的是什么巧克力？"],
        },
    },
    {
        "key": "anniversary_gift",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a helicopter flight over Fiordland",
                "a kayak",
                "a hot-air balloon ride",
                "a signed Stags jersey",
                "tickets to see Six60",
                "a guided hunt on Stewart Island",
            ],
            "facts": [
                "For our twentieth anniversary I'm getting Hemi {v}.",
                "My anniversary present for Hemi is {v}.",
                "I've been putting money aside for {v} as Hemi's anniversary surprise.",
            ],
            "corrections": [
                ("cue", "hemi's anniversary present is {new} now"),
                (
                    "cue",
                    "Hemi's brother let slip what he'd love, so it's {new} for the anniversary.",
                ),
                ("cue", "After a long think on the late run, I've settled on {new} for Hemi."),
                (
                    "explicit",
                    "Hemi's cousin already gave him {old} for his fortieth, so I'm getting {new}.",
                ),
                ("explicit", "Ruby said {old} was a rubbish present, so it's {new}."),
                ("explicit", "anniversary: {new}, not {old}"),
                (
                    "implicit",
                    "Nearly let slip about {new} when Hemi asked why I was on the phone so long.",
                ),
                ("implicit", "ruby sworn to secrecy about {new}, nearly blabbed twice already"),
                (
                    "implicit",
                    (
                        "Mum thinks {new} is a ridiculous thing to give a husband and has said so "
                        "twice."
                    ),
                ),
                (
                    "implicit",
                    "Nikau drew Hemi a card with {new} on the front, so I've had to hide it.",
                ),
                ("implicit", "Paid the last instalment on {new} out of my overtime."),
                (
                    "implicit",
                    (
                        "Planning a twentieth: Mum having the kids, a table booked at the good "
                        "place on Dee Street, a dress from the back of the wardrobe, Hemi thinking "
                        "we're just getting fish and chips, and {new} sorted with help from his "
                        "brother, who couldn't keep a secret to save his life."
                    ),
                ),
            ],
            "questions": [
                "What am I giving Hemi for our anniversary?",
                "What have I got my husband for our twentieth?",
                "What surprise have I got lined up for Hemi?",
            ],
            "now": ["What's Hemi's anniversary present, as it stands?"],
        },
        "zh": {
            "values": [
                "一套紫砂茶具",
                "一件羊绒衫",
                "一架无人机",
                "一坛陈年老酒",
                "一张按摩椅",
                "一块玉石摆件",
            ],
            "facts": [
                "结婚二十周年，我准备送老公{v}。",
                "给老公的周年礼物是{v}。",
                "我偷偷攒钱，要给老公买{v}当结婚纪念礼物。",
            ],
            "corrections": [
                ("cue", "纪念日礼物改成{new}了"),
                ("cue", "小叔子说漏了嘴，我就定了{new}。"),
                ("cue", "开末班车琢磨了一路，给老公的礼物定成了{new}。"),
                ("explicit", "他表哥四十岁生日已经送过{old}了，我送{new}。"),
                ("explicit", "女儿说{old}太土，我送{new}。"),
                ("explicit", "纪念日：{new}，不是{old}"),
                ("implicit", "老公问我怎么打了那么久电话，我差点把{new}的事说漏了。"),
                ("implicit", "女儿发誓{new}的事不说出去 差点漏了两回"),
                ("implicit", "我妈说送男人{new}纯属乱花钱，说了两遍。"),
                ("implicit", "儿子给他爸画了张卡，上面画的就是{new}，只好先藏起来。"),
                ("implicit", "拿加班费把{new}的最后一笔钱付了。"),
                (
                    "implicit",
                    (
                        "准备结婚二十周年：孩子托给我妈，在党河边那家饭店订了位子，翻出一条好几年没"
                        "穿的裙子，老公以为就是在家吃顿饭，{new}是他弟弟帮着张罗的，"
                        "那人嘴上就没个把门的。"
                    ),
                ),
            ],
            "questions": [
                "我给老公备了什么周年惊喜？",
                "我打算送老公什么纪念日礼物？",
                "老公过纪念日能从我这儿收到什么？",
            ],
            "now": ["老公的纪念日礼物我现在挑的是哪样？"],
        },
    },
    {
        "key": "pickup_code_word",
        "type": "SEMANTIC",
        "en": {
            "values": ["flamingo", "jandals", "hokey pokey", "wombat", "marshmallow", "pōhutukawa"],
            "facts": [
                "The code word for anyone picking up the kids is {v}.",
                (
                    "If someone we didn't send says they've come for Nikau, he asks for the "
                    "password, which is {v}."
                ),
                "Our family safe word is {v}.",
            ],
            "corrections": [
                ("cue", "code word's {new} now"),
                ("cue", "We had a family meeting on Sunday and the code word is {new}."),
                ("cue", "After the stranger-danger talk at school, our safe word is {new}."),
                ("explicit", "Nikau told his whole class {old}, so the code word is {new}."),
                ("explicit", "Mum kept forgetting {old}, so we made it {new}."),
                ("explicit", "code word: {new}, not {old}"),
                (
                    "implicit",
                    "Hemi's mate collected Nikau from footy and had to say {new} at the gate.",
                ),
                ("implicit", "nikau whispering {new} to himself in the bath, practising"),
                ("implicit", "Mum wrote {new} on a sticky note on her fridge in case she forgets."),
                (
                    "implicit",
                    "Ruby tried to trick Nikau into saying {new} and he clamped his mouth shut.",
                ),
                (
                    "implicit",
                    "The school office has {new} written inside the front of Nikau's file.",
                ),
                (
                    "implicit",
                    (
                        "The day the depot ran late: a breakdown halfway round, Hemi stuck at the "
                        "works, Mum with no car, and my friend from the depot collecting Nikau "
                        "from school, saying {new} through the classroom door like a spy."
                    ),
                ),
            ],
            "questions": [
                "What's the password for collecting the kids?",
                "What does someone have to say to take Nikau home?",
                "What's the kids' safety word?",
            ],
            "now": ["What's the code word at the moment?"],
        },
        "zh": {
            "values": ["芝麻开门", "天王盖地虎", "彩虹糖", "葫芦娃", "西瓜皮", "小飞侠"],
            "facts": [
                "别人来接孩子，得先对上暗号“{v}”。",
                "我家跟孩子约好的暗号是“{v}”。",
                "谁来学校接儿子，都得说出“{v}”，他才跟着走。",
            ],
            "corrections": [
                ("cue", "暗号改成“{new}”了"),
                ("cue", "礼拜天开了个家庭会议，暗号定成“{new}”。"),
                ("cue", "学校上完防拐骗课以后，我家的暗号是“{new}”。"),
                ("explicit", "儿子把“{old}”告诉了全班，暗号换成“{new}”。"),
                ("explicit", "我妈老记不住“{old}”，改成了“{new}”。"),
                ("explicit", "暗号：“{new}”，不是“{old}”"),
                ("implicit", "老公的朋友去学校接儿子，在门口还得先说一句“{new}”。"),
                ("implicit", "儿子洗澡的时候自己小声念“{new}” 在练习"),
                ("implicit", "我妈把“{new}”写在便条上贴在冰箱门上，怕忘了。"),
                ("implicit", "女儿想骗儿子说出“{new}”，他把嘴捂得严严实实。"),
                ("implicit", "学校门卫的本子上记着儿子的接送暗号“{new}”。"),
                (
                    "implicit",
                    (
                        "车队晚点的那天：车坏在半路，老公在景区走不开，我妈没车，只好托车队一个姐妹"
                        "去学校接儿子，她隔着教室门冲里面说了声“{new}”，跟地下党接头似的。"
                    ),
                ),
            ],
            "questions": [
                "接孩子的暗号是什么？",
                "别人要接走我儿子得说哪句话？",
                "我们家跟孩子定的口令是什么？",
            ],
            "now": ["我家现在的暗号是什么？"],
        },
    },
]
