"""Fresh templates of the knowledge-update benchmark, twenty-ninth generation
(for `python -m bench.knowledge_update --templates fresh29`, once it is registered there).

Written blind on 2026-12-07 (session 35) by a helper session that read exactly one file of this
repository and nothing else: /work/main/bench/data/ku_fresh28.py, in full, for the format only (its
module-level names, field names and types, counts per attribute, correction styles and how many of
each, placeholders, GENERIC / FILLERS sections and docstring style); none of its topics, keys,
places, people, values or wordings is reused. It read nothing else in the repository or the notes
(no code, no other data files, no docs, not even the keys of the other ku_*.py files, so its keys
are checked against ku_fresh28.py only). It has not been run: neither the engine nor any benchmark
has seen it. The only thing done with it was to import it next to ku_fresh28.py and compare the two
structures (module-level names, types and lengths, the keys of every entry, counts per field and
per correction style in order, attribute types in order, GENERIC types and placeholders in order,
FILLERS keys and lengths, placeholders of every string) until they matched, and to check that no
string of ku_fresh28.py is repeated here (the seven English weekday names in FILLERS excepted; the
Chinese weekdays are written 星期一 … 星期天 here, so they do not repeat either), that no value of an
attribute appears in another attribute's wordings, in GENERIC or in FILLERS, and the GENERIC
lines and longer wordings were compared with fresh28's by a plain string-similarity ratio and the
closest rewritten (short chat lines and the "x: {new}, not {old}" lines share fresh28's shapes).

Where fresh28 was a woman on her own with a dog, a rented house and a payroll job, this set is a
father in a household of three, and the attributes are the everyday stuff around a car, a phone, a
child's school week and a couple's weekends rather than money, health and travel. Two users, each
written natively rather than translated from the other.

English: a man of about forty in Winnipeg, Manitoba. He is a power line technician with
Manitoba Hydro (storm calls, the bucket truck, the service centre yard) and owns a bungalow in
Transcona with a detached garage and a back lane; his wife Jen does the books for a plumbing
supply company; their daughter Maddie is nine; his dad lives on his own in Selkirk; Jen's mom Linda
lives in St. Vital; Jen's brother Curtis is the family's bad influence; Tyler from the crew is his
buddy and Gord across the back lane his neighbour. Local colour: minus forty and the block heater,
the Perimeter, Regent Avenue and Lagimodiere, Portage and Main, the Forks, the Red and the
Assiniboine, spring melt and sandbags, Grand Beach and the lake, the Jets and the Bombers, the
Grey Cup, Festival du Voyageur, a Manitoba social, perogies and kubasa, Sals, Timmies, Canadian
Tire, a two-four, a loonie, a Slurpee, CJOB.

Chinese: 我, a man of about thirty-eight in 成都 (the city's own name is in no string below,
since 成都 is one of fresh28's values). He teaches 物理 at a 中学 and is 班主任 of a
初二 class (晚自习, 监考, 家长群, 年级组长), owns a flat with a 房贷 near 建设路 in 成华区; 老婆
manages a clothes shop in a mall on 春熙路; their daughter 果果 is seven and in 一年级; 我老汉儿
and 我妈 live in 乐山; 丈母娘 lives in town and helps out; 老杨 from the 数学组 is his colleague and
楼下刘嬢嬢 his neighbour. Local colour: 二环高架 and 三环, 二仙桥, 太古里, 玉林路, 九眼桥, 锦江,
鹤鸣茶社 and 盖碗茶, 都江堰, 青城山后山, 熊猫基地, 冷淡杯, 坝坝舞, 川牌, 肥肠粉 and 甜水面, 巴适,
安逸, 要得, 莫得, 晓得, 啥子, 咋个, 耍.

22 attributes, none of them a key of ku_fresh28.py: the car (a 2015 Dodge Grand Caravan, a 2019
Ford F-150; 比亚迪秦PLUS, 五菱宏光MINI); who fixes it (a guy on Day Street called Vince
Kowalchuk, the Kal Tire on Regent; 二仙桥开快修店的罗哥, 4S店的售后); where he parks at work (in
the back row by the pole yard, under the light standard by the gate; 操场边上那排黄葛树底下,
隔壁小区租的地下车位); the insurer (house insurance in English, where car insurance is public,
and 车险 in Chinese: Wawanesa, Red River Mutual; 平安车险, 阳光保险); the phone (a Pixel 7, an
iPhone SE; 华为Mate60, 小米14); the driving music (The Tragically Hip, the Weakerthans; 赵雷,
万能青年旅店); the cell carrier (Bell MTS, Koodo; 联通的大王卡, 广电的192号段); the streaming
subscription (Crave, Disney+; 爱奇艺会员, B站大会员); the phone game (Wordle, online chess;
羊了个羊, 欢乐斗地主); the book on the nightstand (a Louise Penny mystery, All My Puny Sorrows;
《三体》, 《费曼物理学讲义》); the home wifi's name (The LAN Before Time, Abraham Linksys;
“隔壁老王家”, “别蹭了没密码”); who cuts his hair (an old barber on Corydon called Mr. Rizzo, the
walk-in place at Kildonan Place; 小区门口理发店的托尼老师, 商场里的十元快剪); the beer (Kilter Wheat,
Kokanee; 夺命大乌苏, 1664白啤); the dish he makes for company (moose chili, pickerel fried in
cornflakes; 回锅肉, 啤酒鸭); the daughter's teacher (Mrs. Dyck, Madame Gagnon; 教语文的周老师,
快退休的易老师); her best friend (Ava Bergen, a boy from her class called Liam Sinclair;
同桌甜甜, 班上一个叫王子轩的男娃); who picks her up after school (a retired bus driver named Walt
Kuzyk, the after-school program at the community centre; 请的接送阿姨黄姐, 学校门口的托管班); his
side gig (refereeing minor hockey, selling firewood out of the garage; 跑滴滴, 给装修公司画电路图);
her after-school activity (ringette, Ukrainian dance; 围棋, 少儿编程); where the groceries come
from (the Superstore on Regent, No Frills; 盒马鲜生, 小区门口的菜市场); the weekend breakfast
(eggs Benny at Stella's, kubasa and fried eggs; 甜水面, 牛肉锅盔配豆浆); and date night (wings and
trivia at the Toad, bowling at Uptown Alley; 玉林路的小酒馆, 锦江边上散步). Twelve are SEMANTIC
and ten PREFERENCE, in the same order of types as fresh28. Five slots are people: the mechanic,
the barber, the teacher, the best friend and the pickup person (the mechanic, barber and pickup
slots also take businesses, as fresh28's tax helper did). Person values carry a name or a
distinctive form ("a retired bus driver named Walt Kuzyk", "楼上退休的钱爷爷") so that plain words
such as Jen, Linda, Tyler, Gord, Dad, 老婆, 丈母娘, 老杨, 刘嬢嬢 or 我老汉儿 elsewhere in the set
are not values.

Some attributes sit next to each other on purpose: the car, the mechanic and the work parking spot
are the same vehicle, and the insurer covers the same car (in Chinese) or the same house (in
English); the phone, the
carrier, the phone game and the wifi name are the same pocket and the same house; the streaming
service, the book and the driving music are the same evenings and drives; the teacher, the best
friend, the pickup person and the activity are the same child's school week; the beer, the dish,
the groceries, the weekend breakfast and date night are the same weekends; the side gig pays for
some of them. The fact of one attribute stays true while the value of its neighbour changes, so a
system that lets one overwrite the other is caught out. Each attribute itself stays single-valued,
and no wording of one attribute implies a value of another (nothing outside the activity says what
the child does after school, and nothing outside the car says what the car is).

Same format as ku_fresh28.py, with the correction styles
  "cue"       a change word, no old value ("after the whole fiasco with the brakes last fall",
              "ever since they got put at the same table at school", "since Maddie's braces got
              booked", "去年携号转网以后", "自从调了座位", "房贷利率一调", ...)
  "explicit"  the old value named as replaced ("Ported my number from {old} to {new}", "Jen
              vetoed {old} after last time", "{old}三天两头趴窝，干脆换成了{new}",
              "丈母娘说“{old}”听着不正经", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Got a text from {new} at 3:40: got her, she's got a loose tooth", "Linda keeps
              asking if {new} covers the good china she gave us",
              "门卫大爷问停在{new}那辆贴着熊猫贴纸的车是哪个的", "果果给{new}设了个恐龙叫的提示音")
and "plain": as in ku_fresh28.py no correction is tagged "plain"; the plain restatements are the
terse first cue line of each attribute and the "x: {new}, not {old}" explicit line. Every attribute
has three cue, three explicit and six implicit wordings per language, in fresh28's order: terse
lower-case chat lines and notes-to-self (some with the typos, abbreviations and slang people use:
"parkin", "maddies", "w/", "pw", "bff", "lol", "dont", "莫断", "莫弄丢", "咋个"), long rambling
messages where the value is one clause among several, and situations in which the value simply
turns up, many of them told second-hand (Jen, Dad, Linda, Tyler, Gord, Maddie, the foreman, the
adjuster; 老婆, 我老汉儿, 我妈, 丈母娘, 老杨, 刘嬢嬢, 门卫大爷, 果果). Corrections carry no direction
words (the old and new values are drawn at random): nothing says earlier, later, cheaper, dearer,
higher, lower, bigger, better, newer or older about a value.

GENERIC and FILLERS are this file's own; GENERIC has fresh28's four sections with the same types
and the same placeholders in the same order. Many GENERIC memories share words with an attribute
without stating it (a rusted-out Pontiac Aztek on a used car lot, a radio mechanic who blames the
heat shield, a hospital parkade, an adjuster after the hail, a phone repair counter, a busker at the
Forks, lightning on a cell tower, two old guys failing to cancel a streaming subscription, bacon as
a bookmark, a neighbour's rude wifi name, a barbershop chair from 1952, bathtub beer, four thousand
church perogies, a teacher with an award, a crossing guard, a snowplow side job, turkeys on sale, a
two-plate breakfast, a free dessert for fifty years married; 二手车行的老捷达, 修车节目, 华西医院
的停车场, 保险公司的查勘员, 换手机屏幕的师傅, 信号塔遭雷劈, 视频会员的自动续费, 腊肉当书签,
骂楼上装修的WiFi名, 老理发店, 寝室里酿啤酒, 百家宴的拿手菜, 优秀教师, 交通协管员, 开代驾攒首付,
四个兴趣班, 鸡蛋特价, 排到街对面的早饭); a few are about the same people but about other things
(Maddie's molar at the Jets game, Dad's fish, Jen's half marathon, Linda's cat in the dryer vent,
Curtis's truck on the river ice; 果果念反了台词, 我老汉儿钓的鲤鱼, 老婆的半程马拉松, 丈母娘的电饭锅,
我舅子陷在牛背山). Some use "now", "new", "changed", "moved", "switched", "swapped", "back",
"现在", "换", "挪", "搬", "改", "调" in senses that are not a change of the user's attribute ("the
doughnut shop on Henderson has new owners", "the community club switched the outdoor rink to LED
lights", "巷子口那家冒菜馆换了块新招牌", "跟老杨调了一节课"), so that a memory system that matches
on shared words rather than on meaning is caught out; none of them states, or implies, a value of
an attribute. Filler names, cities, dishes, snacks, shows, things and birds are not values of any
attribute.

Not run yet.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Trent", "Shawna", "Darcy", "Brent", "Krista", "Jody", "Wes", "Tanis"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["March", "April", "June", "July", "September", "November"],
        "city": [
            "Brandon",
            "Steinbach",
            "Regina",
            "Saskatoon",
            "Thunder Bay",
            "Calgary",
            "Edmonton",
        ],
        "dish": [
            "a pot of borscht",
            "a tourtière",
            "a pan of cabbage rolls",
            "a moose stew",
            "a tray of lasagna",
            "fried bannock",
        ],
        "snack": [
            "a bag of all-dressed chips",
            "a Coffee Crisp",
            "a box of Timbits",
            "a Nanaimo bar",
            "a butter tart",
            "a bag of ketchup chips",
        ],
        "show": [
            "Corner Gas",
            "Schitt's Creek",
            "Letterkenny",
            "Hockey Night in Canada",
            "Kim's Convenience",
            "Murdoch Mysteries",
        ],
        "thing": [
            "the furnace humidifier",
            "the garburator",
            "the deep freeze",
            "the water softener",
            "the garage heater",
            "the range hood fan",
        ],
        "bird": [
            "a pair of chickadees",
            "a blue jay",
            "a magpie",
            "a flock of Canada geese",
            "a great grey owl",
            "a downy woodpecker",
        ],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "6", "8", "11", "19", "33"],
    },
    "zh": {
        "friend": ["建军", "晓东", "小龙", "春燕", "志强", "海波", "丽娟", "文静"],
        "weekday": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期天"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["重庆", "绵阳", "德阳", "宜宾", "南充", "昆明", "贵阳"],
        "dish": ["酸菜鱼", "粉蒸肉", "鱼香肉丝", "宫保鸡丁", "蒜泥白肉", "青椒肉丝"],
        "snack": [
            "一包卫龙辣条",
            "一袋张飞牛肉",
            "一盒灯影牛肉",
            "一袋怪味胡豆",
            "几块桃片",
            "一包麻辣兔丁",
        ],
        "show": [
            "《繁花》",
            "《庆余年》",
            "《琅琊榜》",
            "《甄嬛传》",
            "《武林外传》",
            "《家有儿女》",
        ],
        "thing": ["热水器", "抽油烟机", "净水器", "空气净化器", "智能马桶盖", "卧室的吸顶灯"],
        "bird": ["一只白鹭", "几只麻雀", "一对斑鸠", "一只八哥", "一只翠鸟", "几只白头翁"],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "6", "8", "11", "19", "33"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            (
                "A used car lot on Nairn has a giant inflatable gorilla on the roof that sags a "
                "little more every winter."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} bought a truck off Kijiji and the seller threw in a hockey bag full of "
                "jumper cables."
            ),
        ),
        (
            "EPISODIC",
            (
                "There's a mechanic on a Saturday call-in show on the radio who tells every caller "
                "their noise is probably a heat shield."
            ),
        ),
        (
            "EPISODIC",
            (
                "The parkade at the Health Sciences Centre charges by the half hour, and people "
                "circle for twenty minutes to avoid it."
            ),
        ),
        (
            "EPISODIC",
            (
                "After the hailstorm an insurance adjuster went door to door down our whole block "
                "with a clipboard and a tape measure."
            ),
        ),
        (
            "EPISODIC",
            (
                "The phone repair counter at the mall has a guy who can swap a cracked screen in "
                "eleven minutes while you stand there."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s phone still has a ringtone from 2009 that sounds like a duck being "
                "stepped on."
            ),
        ),
        (
            "EPISODIC",
            (
                "A guy at the Forks plays the spoons and a washboard at the same time, and the "
                "kids follow him around like the Pied Piper."
            ),
        ),
        (
            "EPISODIC",
            (
                "Lightning hit the cell tower by Birds Hill and half of Oakbank couldn't call "
                "anybody for a day."
            ),
        ),
        (
            "EPISODIC",
            (
                "Two old guys at the legion hall spent the afternoon trying to work out how to "
                "cancel a streaming subscription and gave up."
            ),
        ),
        (
            "EPISODIC",
            (
                "A kid on the bus had a game going on his phone so loud the driver pulled over and "
                "asked him to turn it down."
            ),
        ),
        (
            "EPISODIC",
            (
                "The Millennium Library keeps a box of things people left in returned books, "
                "including a strip of bacon."
            ),
        ),
        (
            "EPISODIC",
            (
                "Somebody on our street named their wifi after the neighbour's barking dog, and "
                "everybody knows who did it."
            ),
        ),
        (
            "EPISODIC",
            (
                "The barbershop on Main has a chair from 1952 and a sign that says no cell phones "
                "in the chair."
            ),
        ),
        (
            "EPISODIC",
            "{friend} brewed beer in a bathtub in university and still tells it like a war story.",
        ),
        (
            "EPISODIC",
            (
                "The Ukrainian church in Transcona makes four thousand perogies for the fall "
                "supper and the line goes around the block."
            ),
        ),
        (
            "EPISODIC",
            (
                "A teacher at the school down the street won a provincial award and the kids lined "
                "the sidewalk waving paper hearts."
            ),
        ),
        (
            "EPISODIC",
            (
                "{city} has a playground where two best friends carved their names in a tree in "
                "1961 and came back to see it when they were eighty."
            ),
        ),
        (
            "EPISODIC",
            (
                "The crossing guard at the school on Day Street knows every kid's name and every "
                "parent's car."
            ),
        ),
        (
            "EPISODIC",
            (
                "A guy from my old crew paid off a boat working nights on a city snowplow, and "
                "named the boat after the plow."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s kid has a hockey tournament in a different town every weekend, and the "
                "whole family basically lives in hotel pools."
            ),
        ),
        (
            "EPISODIC",
            (
                "The grocery store at Kildonan Place had turkeys on for so little that people were "
                "arguing in the freezer aisle."
            ),
        ),
        (
            "EPISODIC",
            "The diner on Main has a breakfast called the Lumberjack that comes out on two plates.",
        ),
        (
            "EPISODIC",
            (
                "{city} has a restaurant that gives couples a free dessert if they've been married "
                "fifty years."
            ),
        ),
        (
            "EPISODIC",
            "The dealership on Regent has a parrot in the showroom that says financing available.",
        ),
        ("EPISODIC", "A parking enforcement officer ticketed the Zamboni in the lot at the arena."),
        (
            "EPISODIC",
            (
                "The gas station on Plessis put in a phone-charging booth and I've never seen "
                "anybody use it."
            ),
        ),
        (
            "EPISODIC",
            (
                "A radio station played the same Bryan Adams song three times in one hour and "
                "apologized on air."
            ),
        ),
        (
            "EPISODIC",
            (
                "The library's knitting circle meets in the same room as the chess club, and "
                "there's tension."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} got a haircut in Mexico for three dollars and swears it was the best one "
                "of their life."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s kid's best friend is a chicken called Gloria that follows her to the "
                "bus stop."
            ),
        ),
        (
            "PREFERENCE",
            (
                "The first warm day in April, when all of Winnipeg is out in shorts at plus eight, "
                "is the best day of the year."
            ),
        ),
        ("PREFERENCE", "A timeshare pitch is my idea of hell, free breakfast or not."),
        (
            "SEMANTIC",
            "Portage and Main has a reputation as the windiest, coldest corner in the country.",
        ),
        (
            "SEMANTIC",
            "The Red River and the Assiniboine meet at the Forks, which is where the city started.",
        ),
        (
            "PREFERENCE",
            (
                "A Manitoba social with rye bread, cheese and pickles at midnight is the only kind "
                "of party worth going to."
            ),
        ),
        (
            "SEMANTIC",
            (
                "The Festival du Voyageur runs every winter in St. Boniface, with snow sculptures "
                "and fiddle music."
            ),
        ),
        ("PREFERENCE", "A Slurpee on a minus-thirty day makes perfect sense if you're from here."),
        # the same person and family, other things
        (
            "EPISODIC",
            "Maddie lost a molar at the Jets game and the kid in the row behind us found it.",
        ),
        (
            "EPISODIC",
            (
                "Dad caught a thirty-inch fish off the dock at Lockport and has shown the photo to "
                "everybody at the credit union."
            ),
        ),
        (
            "EPISODIC",
            "Jen ran a half marathon in the rain and finished holding hands with a total stranger.",
        ),
        (
            "EPISODIC",
            (
                "Linda's cat got stuck in her dryer vent and the fire department came with three "
                "trucks."
            ),
        ),
        ("EPISODIC", "Tyler's wedding had a social the night before and I won a meat draw."),
        (
            "EPISODIC",
            (
                "Maddie wrote to the mayor about the potholes on our street and got a reply signed "
                "in blue pen."
            ),
        ),
        (
            "EPISODIC",
            "Curtis got his truck stuck on the river ice and it made the six o'clock news.",
        ),
        ("SEMANTIC", "Jen and I met at a social in Beausejour when I was twenty-three."),
        ("EPISODIC", "Dad taught Maddie cribbage and she cheats exactly the way he does."),
        (
            "EPISODIC",
            (
                "The garage door opener quit in the middle of a blizzard and I had to climb in "
                "through the side window."
            ),
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            (
                "{friend} took a job in the oil patch and moved the whole family to {city}, dog, "
                "boat and all."
            ),
        ),
        (
            "EPISODIC",
            (
                "The doughnut shop on Henderson has new owners who kept the sign, the recipes and "
                "the grumpy lady at the till."
            ),
        ),
        (
            "EPISODIC",
            (
                "The city has had the same pothole on Regent coned off since {month}, and the "
                "cones are getting potholes of their own."
            ),
        ),
        (
            "EPISODIC",
            (
                "Changed into my good boots in the truck because the foreman's retirement party "
                "turned out to be somewhere fancy."
            ),
        ),
        (
            "EPISODIC",
            (
                "Somebody swapped every Jets calendar in the lunchroom for an Oilers one, and "
                "nobody's owned up."
            ),
        ),
        (
            "EPISODIC",
            (
                "Moved the snowblower to the front of the garage before the first storm, same as "
                "every year."
            ),
        ),
        (
            "EPISODIC",
            (
                "It's minus thirty-four now with the windchill, and the school buses are still "
                "running."
            ),
        ),
        (
            "EPISODIC",
            (
                "The community club switched the outdoor rink to LED lights, and you can see it "
                "from space."
            ),
        ),
        (
            "EPISODIC",
            (
                "The credit union changed its hold music to polkas, and Dad says it's the only "
                "reason he calls."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} went back to school at forty-five to be an electrician and is top of the "
                "class."
            ),
        ),
        (
            "EPISODIC",
            (
                "The school moved the spring concert into the gym because there was a raccoon "
                "living under the stage."
            ),
        ),
        ("EPISODIC", "Tyler and I swapped trucks for a day, and his smells like beef jerky."),
        (
            "EPISODIC",
            "The Perimeter got new speed signs, and I haven't seen a single person slow down.",
        ),
        (
            "EPISODIC",
            (
                "The city revised the snow-route parking map again, and three cars on our street "
                "got towed."
            ),
        ),
        # plain unrelated
        (
            "SEMANTIC",
            (
                "I broke my arm falling off a garage roof when I was twelve and it still doesn't "
                "straighten all the way."
            ),
        ),
        (
            "SEMANTIC",
            "{friend} and I have had the same argument about the Jets' goalie since 2011.",
        ),
        ("SEMANTIC", "Our house was built in 1956 and every doorway in it is a little crooked."),
        (
            "SEMANTIC",
            "Our back lane has {number} basketball hoops on garages and not one of them has a net.",
        ),
        ("PREFERENCE", "{dish} is what I want after a day up a pole in the cold."),
        ("PREFERENCE", "Jen and I fight over the remote every time {show} is on."),
        (
            "PREFERENCE",
            "{snack} from the gas station is half the reason I put my hand up for night calls.",
        ),
        (
            "EPISODIC",
            (
                "{friend} dropped off {dish} on {weekday} because Jen had the flu, and it lasted "
                "us three days."
            ),
        ),
        (
            "EPISODIC",
            "{bird} got into the garage and spent an hour yelling at me from the rafters.",
        ),
        ("EPISODIC", "{thing} quit the week after the warranty ran out, right on schedule."),
        ("EPISODIC", "{friend} keeps quoting {show} at work and nobody on the crew gets it."),
        (
            "EPISODIC",
            (
                "Sat in emergency for {minutes} minutes with a nail through my boot, and they "
                "called it a quiet night."
            ),
        ),
        (
            "EPISODIC",
            "Drove to {city} in {month} and hit every construction zone between here and there.",
        ),
        (
            "EPISODIC",
            "The repair guy for {thing} charged me for a house call and was gone in six minutes.",
        ),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "建设路那家二手车行，每天早上员工在门口排成一排喊口号，整条街都听得到。"),
        ("EPISODIC", "{friend}在网上买了辆二手面包车，卖家还送了一后备箱的搭电线。"),
        ("EPISODIC", "交通广播有个修车的节目，主持人不管听到啥子异响都说是隔热板松了。"),
        ("EPISODIC", "华西医院门口排队进停车场要一个钟头，好多人宁愿在外头转圈圈。"),
        ("EPISODIC", "下冰雹那天晚上，保险公司的查勘员打着手电在小区里一辆一辆地拍车。"),
        ("EPISODIC", "数码城有个师傅换手机屏幕，你站在柜台边上等，十一分钟就弄好。"),
        ("EPISODIC", "{friend}的手机铃声还是十几年前那首，一响全办公室都笑。"),
        ("EPISODIC", "春熙路有个街头歌手，唱到一半停下来帮游客找走丢的娃娃，找到了接着唱。"),
        ("EPISODIC", "青城山后山那座信号塔遭雷劈了，半个镇子的手机打不出去。"),
        ("EPISODIC", "茶馆里两个大爷研究怎么取消视频会员的自动续费，研究了一下午也没弄明白。"),
        ("EPISODIC", "地铁上一个小伙子打游戏开外放，声音大得整节车厢都听得到。"),
        ("EPISODIC", "图书馆的还书箱里收到过一本书，里头夹着一片腊肉当书签。"),
        ("EPISODIC", "小区里有人把WiFi名字起成了骂楼上装修的话，全楼都晓得是哪个。"),
        ("EPISODIC", "玉林那边有家老理发店，椅子是八十年代的，墙上写着“剪头不准耍手机”。"),
        ("EPISODIC", "{friend}读大学的时候在寝室里自己酿过啤酒，到现在还当光荣历史在讲。"),
        ("EPISODIC", "社区搞百家宴，一条街摆了五十桌，每家端一个拿手菜出来。"),
        ("EPISODIC", "隔壁小学有个老师评上了省里的优秀教师，娃娃们举着纸做的小红花在门口迎她。"),
        ("EPISODIC", "{city}有两个老太太，小时候是同桌，七十年后在同一个养老院又碰上了。"),
        ("EPISODIC", "学校门口那个交通协管员，哪个娃娃是哪家的、家长开啥子车，他全记得。"),
        ("EPISODIC", "我以前一个同事晚上开代驾，攒够了首付，请全办公室吃了顿火锅。"),
        ("EPISODIC", "{friend}家娃娃周末要上四个兴趣班，一家人周末基本都在路上。"),
        ("EPISODIC", "超市搞鸡蛋特价，早上七点门口就排了两百个老年人。"),
        ("EPISODIC", "建设路有家卖早饭的，一大早排队的人从店里排到了街对面。"),
        ("EPISODIC", "{city}有家餐厅，结婚五十年的老两口去吃饭，送一份甜品。"),
        ("EPISODIC", "二手车市场有个人来卖车，打开引擎盖，里头住了一窝小猫。"),
        ("EPISODIC", "交警在体育馆门口给一辆洒水车贴了罚单。"),
        ("EPISODIC", "加油站装了一排手机充电柜，一年了没见哪个用过。"),
        ("EPISODIC", "电台一个钟头里放了三遍同一首歌，主持人只好在节目里道歉。"),
        ("EPISODIC", "少年宫的象棋班跟书法班共用一间教室，两拨人互相嫌吵。"),
        ("EPISODIC", "{friend}在越南剪了个头，三十块钱，说是这辈子剪得最好的一回。"),
        ("EPISODIC", "{friend}家娃娃最好的朋友是一只鹅，天天跟在她屁股后头。"),
        ("PREFERENCE", "冬天难得出太阳，一街的人都跑到河边晒太阳喝茶，那才叫巴适。"),
        ("PREFERENCE", "业主大会是我这辈子最不想去的地方，发鸡蛋都不去。"),
        ("SEMANTIC", "都江堰修了两千多年，到现在还在用。"),
        ("SEMANTIC", "熊猫基地要早上去，才看得到熊猫吃竹子、爬来爬去。"),
        ("PREFERENCE", "夏天晚上在河边吃冷淡杯，一盘毛豆一盘卤菜，安逸得很。"),
        ("SEMANTIC", "天气好的时候，在城里就能看到西边的雪山。"),
        ("PREFERENCE", "鹤鸣茶社的盖碗茶，一泡泡一下午，一点都不觉得浪费时间。"),
        # the same person and family, other things
        ("EPISODIC", "果果在幼儿园毕业典礼上把台词念反了，底下的家长笑翻了。"),
        ("EPISODIC", "我老汉儿在乐山钓了一条三斤多的鲤鱼，照片给镇上的人看了个遍。"),
        ("EPISODIC", "老婆去跑了个半程马拉松，下着雨，最后是跟一个陌生人手拉手冲的线。"),
        ("EPISODIC", "丈母娘在小区跳坝坝舞，拿了个街道比赛的二等奖，奖品是一口电饭锅。"),
        ("EPISODIC", "老杨结婚那天，我在婚礼上抽中了一箱洗衣液。"),
        ("EPISODIC", "果果给市长信箱写信，说家门口的路坑坑洼洼，居然收到了回复。"),
        ("EPISODIC", "我舅子开车去牛背山，车陷在泥巴里，上了当地新闻。"),
        ("SEMANTIC", "我跟老婆是在大学的物理实验室认识的，她当时是隔壁系来借仪器的。"),
        ("EPISODIC", "我老汉儿教果果打川牌，她出老千的样子跟她爷爷一模一样。"),
        ("EPISODIC", "车库卷帘门在暴雨天坏了，我只好从旁边的小门钻进去。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}调动工作搬去了{city}，走之前把一阳台的花全送了人。"),
        ("EPISODIC", "巷子口那家冒菜馆换了块新招牌，老板还是原来那个。"),
        ("EPISODIC", "二环高架那个匝道口{month}封了，说修一个礼拜，到今天还围着。"),
        ("EPISODIC", "监考前在厕所里把拖鞋换成了皮鞋，差点没赶上发卷子。"),
        ("EPISODIC", "有人把年级办公室门口的值日表换成了一张猫的照片，一个礼拜都没人发现。"),
        ("EPISODIC", "把果果的书桌挪到了窗户边上，说是光线好，她还是趴在饭桌上写作业。"),
        ("EPISODIC", "枇杷现在才上市，路边一块钱一斤也有人讲价。"),
        ("EPISODIC", "社区篮球场换了LED灯，晚上亮得跟白天一样。"),
        ("EPISODIC", "物业把小区大门改成了人脸识别，丈母娘那张脸它死活认不出来。"),
        ("EPISODIC", "{friend}四十岁回学校读在职研究生，考试比学生还紧张。"),
        ("EPISODIC", "学校运动会因为下雨搬进了体育馆，跳远只好改成了立定跳远。"),
        ("EPISODIC", "老杨跟我调了张办公桌，说我那边的窗户风水好。"),
        ("EPISODIC", "三环路换了一批新的测速牌子，也没看到哪个开慢了。"),
        ("EPISODIC", "学校的作息表一学期改了三回，铃声到现在还是乱的。"),
        # plain unrelated
        ("SEMANTIC", "我十二岁从房顶上摔下来过，左手到现在都伸不太直。"),
        ("SEMANTIC", "{friend}跟我为了国足吵了十几年，每回吵完还是一起喝酒。"),
        ("SEMANTIC", "我们那栋楼是九十年代修的，家里每道门都有点歪。"),
        ("SEMANTIC", "我们年级组有{number}个老师姓张，开会点名全靠外号。"),
        ("PREFERENCE", "期末改完卷子，我就想去馆子里点一份{dish}犒劳自己。"),
        ("PREFERENCE", "我跟老婆为了看不看{show}，遥控器抢了一晚上。"),
        ("PREFERENCE", "监考熬到最后半个钟头，全靠兜里揣的{snack}撑着。"),
        ("EPISODIC", "{weekday}{friend}听说老婆感冒了，送了一份{dish}过来，我们吃了三天。"),
        ("EPISODIC", "{bird}在教学楼的屋檐底下做了个窝，学生上课老是往窗外看。"),
        ("EPISODIC", "{thing}用了不到一年就报警，售后说是“正常现象”。"),
        ("EPISODIC", "{friend}开会的时候老是引用{show}里的台词，全组没一个人接得住。"),
        ("EPISODIC", "在医院门口等车等了{minutes}分钟，打到车的时候雨都停了。"),
        ("EPISODIC", "{month}开车去{city}，一路上全是修路的。"),
        ("EPISODIC", "修{thing}的师傅上门收了八十块，六分钟就走了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "car_model",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a 2015 Dodge Grand Caravan",
                "a 2019 Ford F-150",
                "a 2011 Toyota Tacoma",
                "a 2018 Subaru Outback",
                "a 2016 Chevy Silverado",
                "a 2020 Kia Sorento",
            ],
            "facts": [
                "I drive {v}.",
                "What's sitting in my driveway is {v}.",
                "My vehicle is {v}.",
            ],
            "corrections": [
                ("cue", "driving {new} now, finally"),
                (
                    "cue",
                    (
                        "Hit a deer on Highway 59 in the spring, and after all the back and forth "
                        "with the dealer I'm driving {new}."
                    ),
                ),
                ("cue", "Ever since Curtis sold us his, I've been in {new}."),
                ("explicit", "Got rid of {old}. I drive {new}."),
                (
                    "explicit",
                    (
                        "{old} wouldn't turn over at minus forty one morning too many, so it's "
                        "{new} for me."
                    ),
                ),
                ("explicit", "vehicle: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Plugged in {new} outside Dad's place in Selkirk and the block heater cord "
                        "only just reached."
                    ),
                ),
                ("implicit", "{new} - oil change at 5k, winter tires on by nov"),
                ("implicit", "Tyler says {new} suits me, whatever that's supposed to mean."),
                (
                    "implicit",
                    "Dad wants to know what {new} does on gas, like he's the one filling it.",
                ),
                (
                    "implicit",
                    (
                        "Maddie drew our family for school and put all three of us in {new}, plus "
                        "a dog we don't have."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Saturday errands: Canadian Tire for washer fluid, the dump with the old "
                        "couch, a Slurpee for Maddie, the bottle depot, and {new} so caked in salt "
                        "and slush you couldn't tell what colour it was."
                    ),
                ),
            ],
            "questions": ["What do I drive?", "What vehicle have I got?", "What's my car?"],
            "now": ["What am I driving at the moment?"],
        },
        "zh": {
            "values": [
                "比亚迪秦PLUS",
                "大众朗逸",
                "五菱宏光MINI",
                "长安CS75",
                "丰田凯美瑞",
                "吉利帝豪",
            ],
            "facts": ["我开的是{v}。", "我家那辆车是{v}。", "我上下班开一辆{v}。"],
            "corrections": [
                ("cue", "提车了 {new}"),
                ("cue", "去年在三环上被人追了尾，折腾完以后我开的就是{new}。"),
                ("cue", "老婆拿了年终奖那年起，家里的车就成了{new}。"),
                ("explicit", "{old}处理给了二手车商，我开{new}。"),
                ("explicit", "{old}三天两头趴窝，干脆换成了{new}。"),
                ("explicit", "车：{new}，不是{old}"),
                ("implicit", "把{new}停在乐山老家院坝里，我老汉儿绕着看了两圈。"),
                ("implicit", "{new} 保养 五千公里 星期六去"),
                ("implicit", "老杨说我开{new}，一看就是当老师的。"),
                ("implicit", "我老汉儿打电话问{new}跑一百公里要花好多钱，比我还操心。"),
                ("implicit", "果果画全家福，把我们一家三口都画在了{new}里头。"),
                (
                    "implicit",
                    (
                        "星期六跑了一天：去宜家退了个柜子，接丈母娘过来吃饭，给果果买了碗冰粉，去洗"
                        "了个车，{new}停在楼下不到一个钟头，又被鸟屎糊了一挡风玻璃。"
                    ),
                ),
            ],
            "questions": ["我开的什么车？", "我家的车是哪款？", "我上下班开的是啥子车？"],
            "now": ["我现在开的是什么车？"],
        },
    },
    {
        "key": "car_mechanic",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a guy on Day Street called Vince Kowalchuk",
                "the Kal Tire on Regent",
                "Jen's cousin Dale Hiebert",
                "a mechanic on Plessis called Rommel Santos",
                "the dealership service bay out on Pembina",
                "a retired fleet mechanic named Len Osadchuk",
            ],
            "facts": [
                "My mechanic is {v}.",
                "Whenever the car makes a funny noise, I take it to {v}.",
                "The one I trust with my vehicle is {v}.",
            ],
            "corrections": [
                ("cue", "taking the car to {new} these days"),
                (
                    "cue",
                    "After the whole fiasco with the brakes last fall, I started going to {new}.",
                ),
                (
                    "cue",
                    "Ever since the winter the block heater cord melted, my mechanic's been {new}.",
                ),
                ("explicit", "Quit going to {old}; {new} does my car."),
                (
                    "explicit",
                    (
                        "{old} charged me six hundred bucks for a part I could see was fine, so "
                        "it's {new} from here on."
                    ),
                ),
                ("explicit", "mechanic: {new}, not {old}"),
                (
                    "implicit",
                    "Dropped the car off with {new} at seven and walked to Timmies to wait it out.",
                ),
                ("implicit", "call {new} re: rattle. wheel bearing??"),
                (
                    "implicit",
                    (
                        "Gord across the back lane wants the number for {new}, his Buick's making "
                        "the same noise mine was."
                    ),
                ),
                ("implicit", "Dad says {new} is robbing me blind, and he's never even been there."),
                (
                    "implicit",
                    (
                        "Maddie got a lollipop the last time we took the car to {new}, and now she "
                        "asks to come along every time."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Day off: winter tires to put on, the furnace filter, Maddie's bike tire "
                        "patched, a two-four for the weekend, and the car in with {new} the whole "
                        "afternoon waiting on a part from Regina."
                    ),
                ),
            ],
            "questions": [
                "Who's my mechanic?",
                "Where do I take my car when something's wrong?",
                "Who fixes my car?",
            ],
            "now": ["Who's working on my car these days?"],
        },
        "zh": {
            "values": [
                "建设路上开汽修铺的王师傅",
                "4S店的售后",
                "老丈人介绍的修车师傅老曾",
                "小区门口途虎养车的小伍",
                "二仙桥开快修店的罗哥",
                "自己开修理厂的大学同学宋涛",
            ],
            "facts": ["我的车有毛病都找{v}。", "给我修车的是{v}。", "车子保养我一般交给{v}。"],
            "corrections": [
                ("cue", "修车这阵子找{new}"),
                ("cue", "上回刹车那件事闹过以后，我修车就找{new}了。"),
                ("cue", "从去年夏天空调坏在半路上那回起，车子都交给{new}。"),
                ("explicit", "{old}那儿不去了，修车找{new}。"),
                ("explicit", "{old}换个刹车片收了我八百，以后都找{new}。"),
                ("explicit", "修车：{new}，不是{old}"),
                ("implicit", "早上七点把车交给{new}，自己走到路口吃了碗抄手等着。"),
                ("implicit", "给{new}打电话 问异响 是不是轴承？？"),
                ("implicit", "楼下刘嬢嬢要{new}的电话，说她儿子的车也是这个响法。"),
                ("implicit", "我老汉儿说{new}肯定在宰我，他又没去过。"),
                ("implicit", "果果在{new}那儿得了个棒棒糖，每回修车都吵着要跟。"),
                (
                    "implicit",
                    (
                        "补休那天：热水器除了垢，带果果去打了疫苗，扛了一箱啤酒上楼，给老婆去宜家退"
                        "了个柜子，车在{new}那儿趴了一下午，等一个从重庆发过来的零件。"
                    ),
                ),
            ],
            "questions": ["我修车找谁？", "我的车出了毛病送到哪去？", "给我修车的是哪个？"],
            "now": ["我现在修车找的是谁？"],
        },
    },
    {
        "key": "work_parking_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "in the back row by the pole yard",
                "on the street outside the Tim Hortons",
                "in the gravel lot behind the service centre",
                "in stall 31, next to the fuel pumps",
                "under the light standard by the gate",
                "along the fence beside the salt pile",
            ],
            "facts": [
                "At work I park {v}.",
                "When I get to work, I leave my car {v}.",
                "My spot at work is {v}.",
            ],
            "corrections": [
                ("cue", "parkin {new} at work now"),
                ("cue", "After the yard got repaved in the summer, my spot ended up {new}."),
                (
                    "cue",
                    (
                        "Since they fenced off half the yard for the substation gear, I've been "
                        "parking {new}."
                    ),
                ),
                ("explicit", "Don't park {old} anymore, I'm {new}."),
                ("explicit", "Somebody backed a bucket truck into my door {old}, so I park {new}."),
                ("explicit", "work parking: {new}, not {old}"),
                (
                    "implicit",
                    "Tyler boxed me in {new} again and I had to go drag him out of the lunchroom.",
                ),
                ("implicit", "car {new}, keys in my locker"),
                (
                    "implicit",
                    (
                        "The foreman asked whose Jets flag that was flapping {new}, and I put my "
                        "hand up."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Jen dropped off the lunch I forgot and found my car {new} without having "
                        "to ask anybody."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Maddie came for take-your-kid-to-work day and counted twelve bucket "
                        "trucks going past while we ate our sandwiches in the car {new}."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Monday at minus thirty-eight: the block heater cord frozen stiff, the "
                        "windshield scraped with a CD case, coffee down the front of my work "
                        "jacket, the Perimeter closed at Lag, and my car {new}, ticking and "
                        "steaming while I dug for my gloves."
                    ),
                ),
            ],
            "questions": [
                "Where do I park at work?",
                "Where's my parking spot at work?",
                "Where do I leave my car when I'm at work?",
            ],
            "now": ["Where am I parking at work these days?"],
        },
        "zh": {
            "values": [
                "学校后门的露天停车场",
                "操场边上那排黄葛树底下",
                "隔壁小区租的地下车位",
                "校门口对面的路边划线车位",
                "实验楼背后那块空地上",
                "旁边菜市场的收费停车场",
            ],
            "facts": [
                "上班我把车停在{v}。",
                "到了学校，车就搁在{v}。",
                "我在学校停车的地方是{v}。",
            ],
            "corrections": [
                ("cue", "车子最近停{new}"),
                ("cue", "学校搞了一回停车位抽签，我就停到了{new}。"),
                ("cue", "自从操场翻修开工，我一直把车停在{new}。"),
                ("explicit", "{old}那块不停了，现在停{new}。"),
                ("explicit", "停{old}被人刮了两回，我干脆停到了{new}。"),
                ("explicit", "停车：{new}，不是{old}"),
                ("implicit", "老杨的车又把我堵在{new}，我跑到数学组办公室把他喊了下来。"),
                ("implicit", "车在{new} 钥匙在讲台抽屉"),
                ("implicit", "门卫大爷问停在{new}那辆贴着熊猫贴纸的车是哪个的，我说我的。"),
                ("implicit", "老婆来学校给我送伞，没问人就在{new}找到了我的车。"),
                (
                    "implicit",
                    (
                        "果果放学过来等我，坐在车里写作业，车就停在{new}，她写完了还把我的方向盘擦"
                        "了一遍。"
                    ),
                ),
                (
                    "implicit",
                    (
                        "星期一早上：下着毛毛雨，果果的红领巾找不到，三环上堵了二十分钟，早读眼看要"
                        "迟到，车往{new}一扔，抱着一摞作业本一口气跑上四楼。"
                    ),
                ),
            ],
            "questions": ["我上班车停哪？", "我在学校的车停在什么地方？", "我到学校把车搁哪儿？"],
            "now": ["我这阵子上班车停在哪？"],
        },
    },
    {
        "key": "insurance_company",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Wawanesa",
                "Red River Mutual",
                "Portage Mutual",
                "The Co-operators",
                "TD Insurance",
                "Intact",
            ],
            "facts": [
                "Our house insurance is with {v}.",
                "The home policy is with {v}.",
                "If the basement floods, I'm calling {v}.",
            ],
            "corrections": [
                ("cue", "house insurance w/ {new} now"),
                (
                    "cue",
                    (
                        "After the hail claim that dragged on five months, we put the house with "
                        "{new}."
                    ),
                ),
                ("cue", "Since the broker on Regent retired, our home policy's been with {new}."),
                ("explicit", "Cancelled with {old}, the house is insured with {new}."),
                (
                    "explicit",
                    "{old} wanted a whole roof done before they'd renew us, so we went with {new}.",
                ),
                ("explicit", "home insurance: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Got the renewal package from {new} and Jen read the whole thing out loud "
                        "like a bedtime story."
                    ),
                ),
                ("implicit", "{new} renewal due the 1st - check sewer backup coverage!!"),
                (
                    "implicit",
                    "Gord's basement flooded and he asked who we're with; told him {new}.",
                ),
                ("implicit", "Linda keeps asking if {new} covers the good china she gave us."),
                (
                    "implicit",
                    (
                        "The adjuster from {new} came about the hail dents on the siding and "
                        "stayed for coffee and half a pie."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Spring melt: sandbags from the city, the sump pump kicking in every four "
                        "minutes, Maddie's rubber boots soaked through, the back lane turned into "
                        "a lake, and me in the basement at midnight with a flashlight, taking "
                        "pictures for {new} just in case."
                    ),
                ),
            ],
            "questions": [
                "Who's our house insurance with?",
                "Which company insures my house?",
                "Who do I call about a claim on the house?",
            ],
            "now": ["Who's the house insured with at the moment?"],
        },
        "zh": {
            "values": ["平安车险", "人保车险", "太平洋车险", "中华联合", "大地保险", "阳光保险"],
            "facts": ["我的车险买的是{v}。", "车子的保险在{v}上的。", "出了事故，我打{v}的电话。"],
            "corrections": [
                ("cue", "车险这回上的{new}"),
                ("cue", "上回理赔拖了两个月，之后车险就转到了{new}。"),
                ("cue", "自从老婆的大学同学做了保险，我们家车险都在{new}买。"),
                ("explicit", "{old}不续了，车险买的{new}。"),
                ("explicit", "{old}理个赔要我跑三趟，今年上的是{new}。"),
                ("explicit", "车险：{new}，不是{old}"),
                ("implicit", "在二环高架上被人蹭了一下，打了{new}的电话，十五分钟就来了人。"),
                ("implicit", "{new} 续保 下个月5号到期"),
                ("implicit", "老杨问我车险在哪买的，我说{new}，他说他也是。"),
                ("implicit", "丈母娘问{new}送的那桶菜籽油拿回来没有。"),
                ("implicit", "{new}送了六张洗车券，老婆已经用掉了五张。"),
                (
                    "implicit",
                    (
                        "下暴雨那晚：地库进了水，果果的雨靴湿透了，业主群里吵翻了天，物业电话一直占"
                        "线，我蹲在车旁边打着手电拍照，准备第二天给{new}报案。"
                    ),
                ),
            ],
            "questions": [
                "我的车险是哪家的？",
                "我家车子在哪家保险公司上的保险？",
                "出了事故我该找哪家保险？",
            ],
            "now": ["我现在的车险是哪家？"],
        },
    },
    {
        "key": "phone_model",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Pixel 7",
                "an iPhone 13",
                "a Samsung Galaxy S22",
                "an iPhone SE",
                "a Motorola Edge",
                "a Galaxy A54",
            ],
            "facts": [
                "My phone is {v}.",
                "The phone in my pocket is {v}.",
                "I've got {v} for a phone.",
            ],
            "corrections": [
                ("cue", "new phone, {new}"),
                (
                    "cue",
                    (
                        "Dropped my phone out of the bucket on a storm call, and after that I got "
                        "{new}."
                    ),
                ),
                ("cue", "Since my contract came up in the summer, I've had {new}."),
                ("explicit", "Traded {old} in for {new}."),
                ("explicit", "{old} kept dying in the cold, so I've got {new}."),
                ("explicit", "phone: {new}, not {old}"),
                (
                    "implicit",
                    "Maddie set up {new} for me and every text comes in with a dinosaur roar.",
                ),
                ("implicit", "case + screen protector for {new}, $40 at Walmart"),
                (
                    "implicit",
                    (
                        "Tyler says {new} takes better pictures of a downed line than the company "
                        "camera."
                    ),
                ),
                ("implicit", "Dad asked how to get the voicemail off {new}, like I'd know."),
                (
                    "implicit",
                    (
                        "The kid at the mall kiosk tried to sell me a three-year warranty on {new} "
                        "and wouldn't take no."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Storm call at two in the morning: ice on the lines along Dugald Road, a "
                        "transformer blown in Oakbank, gas station coffee that tasted like "
                        "pennies, fingers I couldn't feel, and {new} on three percent in my chest "
                        "pocket, buzzing with dispatch every five minutes."
                    ),
                ),
            ],
            "questions": ["What phone have I got?", "What's my phone?", "What model is my phone?"],
            "now": ["What phone am I using at the moment?"],
        },
        "zh": {
            "values": [
                "华为Mate60",
                "小米14",
                "iPhone 14 Pro",
                "OPPO Reno10",
                "荣耀Magic5",
                "vivo X90",
            ],
            "facts": ["我用的手机是{v}。", "我兜里揣的是一部{v}。", "我的手机是{v}。"],
            "corrections": [
                ("cue", "换手机了 {new}"),
                ("cue", "上实验课手机掉进了水槽，之后我就用上了{new}。"),
                ("cue", "双十一抢到券那回起，我手机就是{new}了。"),
                ("explicit", "{old}淘汰了，我用{new}。"),
                ("explicit", "{old}电池不经用，一天充三回，换了{new}。"),
                ("explicit", "手机：{new}，不是{old}"),
                ("implicit", "果果给{new}设了个恐龙叫的提示音，上课的时候一响，全班笑翻了。"),
                ("implicit", "{new} 贴膜+手机壳 四十"),
                ("implicit", "老杨说{new}拍黑板拍得清楚，他要借去拍板书。"),
                ("implicit", "我妈问{new}咋个听语音，我在电话里也整不明白。"),
                ("implicit", "数码城的小伙子硬要给我的{new}推销碎屏险，说了三回不要。"),
                (
                    "implicit",
                    (
                        "晚自习值班：收了六个学生的手机，抓到两个在厕所打游戏的，家长群一百多条消息"
                        "，教室的灯管坏了一根，{new}只剩百分之五的电，在我兜里嗡嗡嗡响个不停。"
                    ),
                ),
            ],
            "questions": ["我用的什么手机？", "我的手机是哪款？", "我手机是什么型号？"],
            "now": ["我现在用的是什么手机？"],
        },
    },
    {
        "key": "drive_time_music",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "The Tragically Hip",
                "Chris Stapleton",
                "the Guess Who",
                "Foo Fighters",
                "old Shania Twain",
                "the Weakerthans",
            ],
            "facts": [
                "In the car I play {v}.",
                "My driving music is {v}.",
                "On the drive in, it's {v} on the stereo.",
            ],
            "corrections": [
                ("cue", "all {new} in the car lately lol"),
                (
                    "cue",
                    "After the concert at the Canada Life Centre, it's been {new} on every drive.",
                ),
                (
                    "cue",
                    (
                        "Since the radio in the car crapped out, my driving music's been {new} off "
                        "my phone."
                    ),
                ),
                ("explicit", "Sick of {old}. {new} in the car."),
                ("explicit", "Maddie banned {old} from the car, so it's {new}."),
                ("explicit", "car music: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Sang {new} at the top of my lungs on the Perimeter and the guy in the "
                        "next lane saw the whole thing."
                    ),
                ),
                ("implicit", "{new} on shuffle, 35 min in traffic"),
                ("implicit", "Maddie knows every word of {new} and she's nine."),
                ("implicit", "Jen says if she hears {new} one more time she's walking home."),
                (
                    "implicit",
                    "Dad borrowed the car, left {new} on, and admitted it wasn't half bad.",
                ),
                (
                    "implicit",
                    (
                        "Drive home from Selkirk: snow blowing sideways, the highway down to one "
                        "lane, a bag of Dad's perogies on the passenger seat, the gas light "
                        "blinking at me, and {new} turned up loud enough that I didn't have to "
                        "think about any of it."
                    ),
                ),
            ],
            "questions": [
                "What music do I play in the car?",
                "What do I listen to when I'm driving?",
                "What's on my car stereo?",
            ],
            "now": ["What am I playing in the car these days?"],
        },
        "zh": {
            "values": ["赵雷", "五月天", "万能青年旅店", "陈奕迅", "草东没有派对", "李宗盛"],
            "facts": ["开车的时候我放的是{v}的歌。", "车里的歌单全是{v}。", "上下班路上我听{v}。"],
            "corrections": [
                ("cue", "车上这阵子都放{new}"),
                ("cue", "去看完那场演唱会以后，车里就只放{new}了。"),
                ("cue", "自打车上的收音机坏了，我开车就拿手机放{new}。"),
                ("explicit", "{old}听腻了，车里放{new}。"),
                ("explicit", "果果说{old}吵得她脑壳疼，只好放{new}。"),
                ("explicit", "车上听的：{new}，不是{old}"),
                ("implicit", "在二环高架上跟着{new}吼，旁边车道的人看了我好几眼。"),
                ("implicit", "{new} 随机播放 堵了三十五分钟"),
                ("implicit", "果果才七岁，{new}的歌她首首都会唱。"),
                ("implicit", "老婆说再听到{new}她就下车自己走回去。"),
                ("implicit", "丈母娘坐了一回我的车，说{new}唱得还可以嘛。"),
                (
                    "implicit",
                    (
                        "从乐山开回来：高速上下着雨，后备箱塞满了我妈给的腊肉和豆腐乳，果果在后座睡"
                        "得流口水，导航一直喊我走错了，{new}开得大大声，啥子都不用想。"
                    ),
                ),
            ],
            "questions": ["我开车听谁的歌？", "我车上放的是什么音乐？", "我上下班路上听的是谁？"],
            "now": ["我这阵子开车听的是谁？"],
        },
    },
    {
        "key": "mobile_carrier",
        "type": "SEMANTIC",
        "en": {
            "values": ["Bell MTS", "Rogers", "Telus", "Koodo", "Fido", "Freedom Mobile"],
            "facts": [
                "My cell plan is with {v}.",
                "My phone carrier is {v}.",
                "Every month my cell bill comes from {v}.",
            ],
            "corrections": [
                ("cue", "cell's with {new} now"),
                ("cue", "After the big outage in the summer, I took my cell plan over to {new}."),
                ("cue", "Once my contract ran out in the fall, I went with {new}."),
                ("explicit", "Ported my number from {old} to {new}."),
                ("explicit", "{old} had zero bars at the lake, so I'm with {new}."),
                ("explicit", "cell: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "The guy at the {new} booth took forty minutes to get my contacts onto the "
                        "phone."
                    ),
                ),
                ("implicit", "{new} bill $68?? call them"),
                ("implicit", "Tyler asked who I'm with, I said {new}, and he made a face."),
                ("implicit", "Jen wants to go on my plan with {new} to save a few bucks."),
                (
                    "implicit",
                    (
                        "Dad got a text saying it was from {new} and asked me if I owed them four "
                        "hundred dollars."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Long weekend at Grand Beach: a cooler full of pop, Maddie burnt on one "
                        "shoulder, sand in everything, mosquitoes the size of sparrows, and not "
                        "one bar of {new} from the parking lot to the water."
                    ),
                ),
            ],
            "questions": [
                "Who's my cell provider?",
                "Which carrier is my phone with?",
                "Who do I pay for my cell plan?",
            ],
            "now": ["Who's my cell plan with at the moment?"],
        },
        "zh": {
            "values": [
                "移动的全球通",
                "联通的大王卡",
                "电信的星卡",
                "广电的192号段",
                "移动的动感地带",
                "联通的冰激凌套餐",
            ],
            "facts": ["我的手机号用的是{v}。", "我手机卡是{v}。", "我手机里插的卡是{v}。"],
            "corrections": [
                ("cue", "手机卡现在是{new}"),
                ("cue", "去年携号转网以后，我用的就是{new}。"),
                ("cue", "学校统一办了教师套餐，打那以后我的卡就是{new}。"),
                ("explicit", "{old}销了，用的{new}。"),
                ("explicit", "{old}在地下车库一格信号都莫得，就弄成了{new}。"),
                ("explicit", "手机卡：{new}，不是{old}"),
                ("implicit", "营业厅的小姑娘帮我弄{new}，导通讯录导了四十分钟。"),
                ("implicit", "{new} 话费68？？打客服问"),
                ("implicit", "老杨问我用的啥子卡，我说{new}，他眉毛一皱。"),
                ("implicit", "老婆想把她的号也挂到我的{new}底下，能省几块是几块。"),
                ("implicit", "我老汉儿问{new}一个月到底要好多钱，他也想办一张。"),
                (
                    "implicit",
                    (
                        "去青城山后山耍：一车人挤在山路上，果果一只脚踩进了溪沟，蚊子咬了一腿的包，"
                        "从停车场一路走到上头，{new}一格信号都没有。"
                    ),
                ),
            ],
            "questions": ["我的手机卡是哪家的？", "我用的是哪个运营商？", "我的话费交给谁？"],
            "now": ["我现在的手机卡是哪家？"],
        },
    },
    {
        "key": "streaming_subscription",
        "type": "PREFERENCE",
        "en": {
            "values": ["Netflix", "Crave", "Disney+", "Prime Video", "Apple TV+", "Paramount+"],
            "facts": [
                "The streaming service we pay for is {v}.",
                "At night we watch whatever's on {v}.",
                "Our TV subscription is {v}.",
            ],
            "corrections": [
                ("cue", "just {new} for tv now"),
                (
                    "cue",
                    (
                        "After Jen did the big budget clean-up after Christmas, the only streaming "
                        "we kept was {new}."
                    ),
                ),
                ("cue", "Ever since the Jets games went off regular TV, we've had {new}."),
                ("explicit", "Cancelled {old}, it's {new} on the TV."),
                ("explicit", "{old} had nothing Maddie would watch, so we pay for {new}."),
                ("explicit", "streaming: {new}, not {old}"),
                ("implicit", "Fell asleep on the couch with {new} asking if I was still watching."),
                ("implicit", "{new} login on a sticky note for Linda"),
                ("implicit", "Maddie knows the {new} password better than I do."),
                ("implicit", "Tyler wants to borrow our {new} login for the playoffs."),
                (
                    "implicit",
                    (
                        "Dad doesn't see why we pay for {new} when there's perfectly good hockey "
                        "on the antenna."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Friday night: Maddie asleep on the couch, a bowl of popcorn, the furnace "
                        "kicking in every ten minutes, Jen with her feet in my lap, and {new} "
                        "playing some show neither of us was really watching."
                    ),
                ),
            ],
            "questions": [
                "What streaming service do we have?",
                "What do we pay for streaming?",
                "Which streaming subscription is on our TV?",
            ],
            "now": ["What streaming are we paying for at the moment?"],
        },
        "zh": {
            "values": [
                "爱奇艺会员",
                "腾讯视频VIP",
                "优酷会员",
                "芒果TV会员",
                "B站大会员",
                "咪咕视频会员",
            ],
            "facts": ["我们家充的是{v}。", "家里电视上看剧用的是{v}。", "晚上追剧靠的是{v}。"],
            "corrections": [
                ("cue", "家里这阵子开的{new}"),
                ("cue", "老婆过年把自动续费清了一遍，最后只留了{new}。"),
                ("cue", "自打追那部剧追上了头，家里就开了{new}。"),
                ("explicit", "{old}的自动续费关了，开了{new}。"),
                ("explicit", "{old}上没得果果看的动画片，只好充了{new}。"),
                ("explicit", "会员：{new}，不是{old}"),
                ("implicit", "在沙发上睡着了，{new}还在自动播下一集，电视一直开到半夜。"),
                ("implicit", "{new} 账号密码写在便利贴上 给丈母娘"),
                ("implicit", "果果比我还记得{new}的密码。"),
                ("implicit", "老杨想借我们家{new}的号看球。"),
                ("implicit", "我老汉儿说电视里本来就有节目，不晓得我们充{new}做啥子。"),
                (
                    "implicit",
                    (
                        "星期五晚上：果果在沙发上睡着了，一盆爆米花，空调时不时咔哒响一下，老婆把脚"
                        "搭在我腿上，{new}在放一部我们两个都没在看的剧。"
                    ),
                ),
            ],
            "questions": [
                "我们家充的是哪个视频会员？",
                "家里追剧用的是哪个平台？",
                "我们家电视上开的什么会员？",
            ],
            "now": ["家里现在开的是哪个视频会员？"],
        },
    },
    {
        "key": "phone_game",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Wordle",
                "Candy Crush",
                "Clash of Clans",
                "online chess",
                "Royal Match",
                "the NYT crossword",
            ],
            "facts": [
                "My phone game is {v}.",
                "The game I'm hooked on is {v}.",
                "What I waste time on on my phone is {v}.",
            ],
            "corrections": [
                ("cue", "hooked on {new} lately"),
                ("cue", "After Tyler got the whole crew into it, I've been on {new}."),
                ("cue", "Since I deleted Facebook, my phone time's been {new}."),
                ("explicit", "Deleted {old}; {new} is my thing."),
                ("explicit", "Maddie beat my score on {old} so I quit and it's {new}."),
                ("explicit", "phone game: {new}, not {old}"),
                ("implicit", "Sat in the truck at lunch on {new} while Tyler snored."),
                ("implicit", "{new} streak 53 days dont break it"),
                (
                    "implicit",
                    "Jen caught me on {new} at two in the morning and just shook her head.",
                ),
                (
                    "implicit",
                    (
                        "Dad asked what {new} is, and I spent twenty minutes explaining it over "
                        "the phone."
                    ),
                ),
                ("implicit", "Maddie wants to be on {new} too and I said not till she's twelve."),
                (
                    "implicit",
                    (
                        "Walk-in clinic waiting room: Maddie with an earache on my lap, a guy "
                        "coughing in the corner, a TV showing the same news on a loop, a vending "
                        "machine that ate my loonie, and me on {new} for two hours to keep from "
                        "going nuts."
                    ),
                ),
            ],
            "questions": [
                "What game do I play on my phone?",
                "What phone game am I into?",
                "What do I play on my phone?",
            ],
            "now": ["What phone game am I on these days?"],
        },
        "zh": {
            "values": ["王者荣耀", "开心消消乐", "羊了个羊", "金铲铲之战", "欢乐斗地主", "原神"],
            "facts": [
                "我手机上玩的游戏是{v}。",
                "我没事就玩{v}。",
                "我手机上只留了一个游戏，{v}。",
            ],
            "corrections": [
                ("cue", "最近迷上{new}"),
                ("cue", "被班上学生安利了以后，我就开始玩{new}。"),
                ("cue", "自从把抖音卸了，我有空就玩{new}。"),
                ("explicit", "{old}卸了，玩{new}。"),
                ("explicit", "果果把我{old}的号玩得一塌糊涂，我索性去玩{new}了。"),
                ("explicit", "游戏：{new}，不是{old}"),
                ("implicit", "午休趴在办公桌上玩{new}，被年级组长逮了个正着。"),
                ("implicit", "{new} 连续登录53天 莫断"),
                ("implicit", "老婆半夜两点看见我还在玩{new}，摇了摇头。"),
                ("implicit", "我老汉儿问{new}是啥子，我在电话里解释了二十分钟。"),
                ("implicit", "班上几个男娃晓得我玩{new}，下课围着要加我好友。"),
                (
                    "implicit",
                    (
                        "在儿童医院排号：果果耳朵疼趴在我腿上，旁边一个小娃娃哭个不停，电视一直放同"
                        "一条新闻，自动售货机吞了我一块钱，我靠玩了两个钟头的{new}才没疯掉。"
                    ),
                ),
            ],
            "questions": [
                "我手机上玩什么游戏？",
                "我最近迷的是哪个游戏？",
                "我没事玩的是啥子游戏？",
            ],
            "now": ["我这阵子在玩什么游戏？"],
        },
    },
    {
        "key": "current_book",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Louise Penny mystery",
                "the Lonesome Dove paperback Dad lent me",
                "Dune",
                "a book about the Klondike gold rush",
                "All My Puny Sorrows",
                "a Stephen King doorstop",
            ],
            "facts": [
                "The book I'm reading is {v}.",
                "On my nightstand is {v}.",
                "What I'm reading before bed is {v}.",
            ],
            "corrections": [
                ("cue", "reading {new} now"),
                ("cue", "Finished the last one at the lake, and I've started {new}."),
                ("cue", "Since Jen signed me up for a library card, I've been reading {new}."),
                ("explicit", "Gave up on {old} halfway; I'm on {new}."),
                ("explicit", "{old} put me to sleep every night, so I'm onto {new}."),
                ("explicit", "book: {new}, not {old}"),
                (
                    "implicit",
                    "Fell asleep with {new} on my face and woke up with a paper cut on my nose.",
                ),
                ("implicit", "{new}, p. 188, dont lose the bookmark"),
                ("implicit", "Jen wants {new} when I'm done with it."),
                ("implicit", "Tyler saw {new} on the dash and asked if I was doing a book report."),
                (
                    "implicit",
                    "Maddie asked what {new} is about and I had to make up a kid version.",
                ),
                (
                    "implicit",
                    (
                        "Sunday at the lake: rain on the cabin roof, Maddie doing a puzzle that's "
                        "a thousand pieces of sky, Linda's stew on the stove, the Jets losing on "
                        "the radio, and me in the old recliner with {new}, not moving for three "
                        "hours."
                    ),
                ),
            ],
            "questions": [
                "What book am I reading?",
                "What's on my nightstand to read?",
                "What am I reading before bed?",
            ],
            "now": ["What am I reading at the moment?"],
        },
        "zh": {
            "values": [
                "《三体》",
                "《活着》",
                "《明朝那些事儿》",
                "《额尔古纳河右岸》",
                "《费曼物理学讲义》",
                "《平凡的世界》",
            ],
            "facts": ["我在看{v}。", "我床头放着的书是{v}。", "睡前我在读{v}。"],
            "corrections": [
                ("cue", "最近在读{new}"),
                ("cue", "国庆在家把上一本看完了，接着就翻开了{new}。"),
                ("cue", "学校搞了教师读书会，打那以后我在看{new}。"),
                ("explicit", "{old}看到一半看不下去了，在看{new}。"),
                ("explicit", "{old}每晚一翻就睡着，现在看的是{new}。"),
                ("explicit", "在读：{new}，不是{old}"),
                ("implicit", "躺床上看{new}，书砸在脸上，鼻子都砸红了。"),
                ("implicit", "{new} 188页 书签莫弄丢"),
                ("implicit", "老婆说等我看完了{new}借给她。"),
                ("implicit", "老杨看到我办公桌上的{new}，问我是不是要写读后感。"),
                ("implicit", "果果问{new}讲的啥子，我只好编了个儿童版讲给她听。"),
                (
                    "implicit",
                    (
                        "中秋在乐山老家：下了三天雨，果果跟她爷爷下跳棋，我妈在灶上炖腊排骨，电视里"
                        "放着晚会重播，我窝在老藤椅上看{new}，一下午都没起身。"
                    ),
                ),
            ],
            "questions": ["我在看什么书？", "我床头放的是哪本书？", "我睡前在读什么？"],
            "now": ["我这阵子在读哪本书？"],
        },
    },
    {
        "key": "home_wifi_name",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Pretty Fly for a WiFi",
                "The LAN Before Time",
                "Bill Wi the Science Fi",
                "FBI Surveillance Van 3",
                "Abraham Linksys",
                "Winternet Is Coming",
            ],
            "facts": [
                "Our home wifi is called {v}.",
                "The wifi network at my house is named {v}.",
                "If you're at my place, the wifi is {v}.",
            ],
            "corrections": [
                ("cue", "wifi's called {new} now"),
                (
                    "cue",
                    (
                        "After the guy from the internet company put in the modem, Maddie named "
                        "the wifi {new}."
                    ),
                ),
                (
                    "cue",
                    (
                        "Since Curtis stayed over and messed with the router, the network's been "
                        "{new}."
                    ),
                ),
                ("explicit", "Renamed the wifi from {old} to {new}."),
                ("explicit", "Linda said {old} was rude, so the wifi is {new}."),
                ("explicit", "wifi: {new}, not {old}"),
                (
                    "implicit",
                    "Caught Gord's kids sitting on our back step on {new} and had to laugh.",
                ),
                ("implicit", "guest wifi = {new}, pw taped inside the cupboard"),
                (
                    "implicit",
                    "Tyler came over for the game and asked if {new} was really our wifi.",
                ),
                ("implicit", "Dad read {new} off his phone at Christmas and asked what it meant."),
                (
                    "implicit",
                    "Maddie's friends think {new} is the funniest thing they've ever seen.",
                ),
                (
                    "implicit",
                    (
                        "Setting up the TV: the box in the middle of the living room, Maddie "
                        "fighting with the styrofoam, Jen reading the manual, the remote with no "
                        "batteries, and me pecking out {new} one letter at a time with the arrow "
                        "keys for ten minutes."
                    ),
                ),
            ],
            "questions": [
                "What's our wifi called?",
                "What's the name of my home wifi?",
                "What's the wifi network at my place?",
            ],
            "now": ["What's our wifi called at the moment?"],
        },
        "zh": {
            "values": [
                "隔壁老王家",
                "别蹭了没密码",
                "果果家的网",
                "成华区第一快网",
                "物理老师的WiFi",
                "TP-LINK_8A3F",
            ],
            "facts": ["我家WiFi叫“{v}”。", "家里无线网的名字是“{v}”。", "到我家连网，找“{v}”。"],
            "corrections": [
                ("cue", "家里wifi最近叫“{new}”"),
                ("cue", "装宽带的师傅来弄过路由器以后，WiFi名就成了“{new}”。"),
                ("cue", "自从果果学会了在手机上弄这些，家里的网一直叫“{new}”。"),
                ("explicit", "WiFi名从“{old}”改成了“{new}”。"),
                ("explicit", "丈母娘说“{old}”听着不正经，就叫“{new}”了。"),
                ("explicit", "WiFi：“{new}”，不是“{old}”"),
                ("implicit", "楼下刘嬢嬢的孙子在我们门口连上了“{new}”，还跟我打了个招呼。"),
                ("implicit", "wifi“{new}” 密码贴在鞋柜里头"),
                ("implicit", "老杨来家里看球，一看WiFi叫“{new}”，笑了半天。"),
                ("implicit", "我老汉儿过年在手机上念“{new}”，问我啥意思。"),
                ("implicit", "果果的同学来家里耍，看到“{new}”全都笑疯了。"),
                (
                    "implicit",
                    (
                        "装电视那天：箱子摊在客厅中间，果果在跟泡沫较劲，老婆捧着说明书，遥控器没电"
                        "池，我拿遥控器一个字母一个字母地输“{new}”，输了十分钟。"
                    ),
                ),
            ],
            "questions": ["我家WiFi叫什么？", "家里无线网的名字是啥？", "到我家连哪个WiFi？"],
            "now": ["我家WiFi现在叫什么？"],
        },
    },
    {
        "key": "hair_cutter",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a barber on Regent called Sal Ferraro",
                "the walk-in place at Kildonan Place",
                "a barber out in Oakbank called Gus Lemoine",
                "an old barber on Corydon called Mr. Rizzo",
                "a young guy called Jayden at a shop on Nairn",
                "a woman called Donna Friesen who cuts hair in her basement",
            ],
            "facts": [
                "My haircuts are done by {v}.",
                "I get my hair cut by {v}.",
                "The one who cuts my hair is {v}.",
            ],
            "corrections": [
                ("cue", "getting haircuts off {new} lately"),
                ("cue", "After the mullet incident in the spring, I started going to {new}."),
                ("cue", "Ever since I grew the beard out, my haircuts come from {new}."),
                ("explicit", "Done with {old}, {new} cuts my hair."),
                (
                    "explicit",
                    "{old} took a little off the top and most of the sides too, so it's {new}.",
                ),
                ("explicit", "haircut: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Sat down with {new}, asked for the usual, and didn't have to explain the "
                        "usual."
                    ),
                ),
                ("implicit", "haircut w {new} sat 9am"),
                ("implicit", "Tyler says {new} gave me a cop haircut."),
                ("implicit", "Dad wants to try {new} but only if they take cash."),
                (
                    "implicit",
                    "Maddie came along while {new} did my hair and got to sweep up the clippings.",
                ),
                (
                    "implicit",
                    (
                        "Saturday before Jen's work party: the shirt ironed, the good jeans found, "
                        "a gift card grabbed at the last minute, the driveway shovelled twice, and "
                        "forty minutes with {new}, so I looked like a guy who had his life "
                        "together."
                    ),
                ),
            ],
            "questions": [
                "Who cuts my hair?",
                "Where do I get my hair cut?",
                "Who does my haircuts?",
            ],
            "now": ["Who's cutting my hair these days?"],
        },
        "zh": {
            "values": [
                "小区门口理发店的托尼老师",
                "建设路巷子里的老李剃头摊",
                "商场里的十元快剪",
                "一个叫阿杰的年轻理发师",
                "学校后门的老周理发铺",
                "一个在家里给人剪头的退休阿姨",
            ],
            "facts": ["我的头发都是{v}剪的。", "我理发找{v}。", "给我剪头的是{v}。"],
            "corrections": [
                ("cue", "最近剪头找{new}"),
                ("cue", "上回剪了个锅盖头被学生笑了一礼拜，之后我就去找{new}了。"),
                ("cue", "自从留了胡子，剪头都是找{new}。"),
                ("explicit", "不找{old}了，剪头找{new}。"),
                ("explicit", "{old}剪一回两边推得发青，我就去找{new}了。"),
                ("explicit", "剪头：{new}，不是{old}"),
                ("implicit", "往{new}那儿一坐，说“老样子”，不用多讲。"),
                ("implicit", "星期六九点 {new} 剪头"),
                ("implicit", "老杨说{new}给我剪了个派出所的头。"),
                ("implicit", "我老汉儿也想找{new}剪，问收不收现金。"),
                ("implicit", "果果跟我去{new}那儿剪头，帮着扫了一地头发。"),
                (
                    "implicit",
                    (
                        "老婆公司年会前一天：衬衫熨了，皮鞋擦了，礼物临时在网上买的，车洗了，还在{n"
                        "ew}那儿坐了四十分钟，看起来总算像个靠谱的人。"
                    ),
                ),
            ],
            "questions": ["我在哪剪头？", "给我剪头的是谁？", "我理发找的是哪个？"],
            "now": ["我这阵子剪头找谁？"],
        },
    },
    {
        "key": "beer_of_choice",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Half Pints Little Scrapper IPA",
                "Kilter Wheat",
                "Molson Canadian",
                "Bud Light",
                "Sleeman Honey Brown",
                "Kokanee",
            ],
            "facts": [
                "My beer is {v}.",
                "When I crack a cold one, it's {v}.",
                "The beer in my garage fridge is {v}.",
            ],
            "corrections": [
                ("cue", "drinking {new} these days"),
                ("cue", "After the brewery tour in the Exchange, I went over to {new}."),
                ("cue", "Since Tyler's stag, it's been {new} in my fridge."),
                ("explicit", "Can't do {old} anymore, I drink {new}."),
                ("explicit", "{old} gave me a headache every time, so it's {new}."),
                ("explicit", "beer: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Gord came over the back fence and helped himself to a {new} like he lives "
                        "here."
                    ),
                ),
                ("implicit", "two-four of {new}, ice, buns, ketchup"),
                (
                    "implicit",
                    "Tyler showed up for the Bombers game with {new}, which is why he's my buddy.",
                ),
                ("implicit", "Curtis calls {new} lawnmower beer, but he drinks mine anyway."),
                (
                    "implicit",
                    "Dad asked for a {new}, took one sip and made a face like I'd poisoned him.",
                ),
                (
                    "implicit",
                    (
                        "Victoria Day weekend: the dock in at the lake, a fire going, Maddie "
                        "catching minnows in a pail, mosquitoes everywhere, Jen reading in the "
                        "hammock, and a {new} in my hand and my feet up on the dock rail."
                    ),
                ),
            ],
            "questions": [
                "What beer do I drink?",
                "What's my beer?",
                "What beer do I keep in the fridge?",
            ],
            "now": ["What beer am I drinking these days?"],
        },
        "zh": {
            "values": ["雪花勇闯天涯", "百威", "夺命大乌苏", "哈啤", "1664白啤", "科罗娜"],
            "facts": ["我喝啤酒只喝{v}。", "我家冰箱里冰着的是{v}。", "撸串的时候我点{v}。"],
            "corrections": [
                ("cue", "冰箱里这阵子全是{new}"),
                ("cue", "去参观了一回啤酒厂，回来我就喝上了{new}。"),
                ("cue", "自从跟一帮球友看了一季的球，冰箱里就全是{new}。"),
                ("explicit", "{old}戒了，冰箱里放的是{new}。"),
                ("explicit", "喝{old}第二天脑壳痛，现在喝{new}。"),
                ("explicit", "啤酒：{new}，不是{old}"),
                ("implicit", "老杨来家里，自己开冰箱拿了一瓶{new}，跟在他家一样。"),
                ("implicit", "一件{new} 冰块 烤串 签子"),
                ("implicit", "看球的时候老杨提了一件{new}上来，晓得我好这一口。"),
                ("implicit", "我舅子说{new}跟马尿一样，但他照样喝我的。"),
                ("implicit", "我老汉儿要了一瓶{new}，喝了一口直皱眉头。"),
                (
                    "implicit",
                    (
                        "国庆在都江堰河边：烤架支起来了，果果在水边捡石头，蚊子到处都是，老婆在吊床"
                        "上刷手机，我手里一瓶{new}，一口下去整个人都松了。"
                    ),
                ),
            ],
            "questions": ["我喝什么啤酒？", "我冰箱里冰的是哪种啤酒？", "我撸串点的是什么啤酒？"],
            "now": ["我这阵子喝的是什么啤酒？"],
        },
    },
    {
        "key": "signature_dish",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "smoked ribs",
                "homemade perogies",
                "moose chili",
                "pickerel fried in cornflakes",
                "butter chicken from scratch",
                "pulled pork in the slow cooker",
            ],
            "facts": [
                "My signature dish is {v}.",
                "When people come over, I make {v}.",
                "The thing I'm known for cooking is {v}.",
            ],
            "corrections": [
                ("cue", "my go-to for company is {new} now"),
                (
                    "cue",
                    "After the potluck at the community club, everybody wants me to bring {new}.",
                ),
                (
                    "cue",
                    (
                        "Since the Grey Cup party two years back, my thing to cook for company has "
                        "been {new}."
                    ),
                ),
                ("explicit", "Retired {old}; when people come over I make {new}."),
                ("explicit", "{old} went sideways at Curtis's birthday, so I'm doing {new}."),
                ("explicit", "signature dish: {new}, not {old}"),
                (
                    "implicit",
                    "Made {new} for the crew's Christmas party and came home with an empty pan.",
                ),
                ("implicit", "{new} for 8 on sat - thaw the meat fri!"),
                (
                    "implicit",
                    (
                        "Jen told her whole office about my {new}, so I'm on the hook for their "
                        "potluck."
                    ),
                ),
                (
                    "implicit",
                    "Dad asked for the recipe for {new} and then said it's not how Mom did it.",
                ),
                ("implicit", "Maddie told her class I make the best {new} in Winnipeg."),
                (
                    "implicit",
                    (
                        "Grey Cup Sunday: twelve people in the basement, the Bombers down by ten, "
                        "chip dip on the carpet, Maddie and her cousins running the stairs, the "
                        "beer fridge empty by halftime, and my {new} gone before I'd had any."
                    ),
                ),
            ],
            "questions": [
                "What's my signature dish?",
                "What do I cook when people come over?",
                "What am I known for cooking?",
            ],
            "now": ["What's my go-to dish for company at the moment?"],
        },
        "zh": {
            "values": ["回锅肉", "水煮鱼", "麻婆豆腐", "可乐鸡翅", "啤酒鸭", "红烧肉"],
            "facts": [
                "我的拿手菜是{v}。",
                "家里来了客人，我就做{v}。",
                "亲戚朋友都晓得我会做{v}。",
            ],
            "corrections": [
                ("cue", "来客人最近都做{new}"),
                ("cue", "跟丈母娘学了一手以后，来客人我就做{new}。"),
                ("cue", "自从去年年夜饭上露了一手，我的招牌菜就成了{new}。"),
                ("explicit", "{old}不做了，来客人我做{new}。"),
                ("explicit", "{old}在我舅子生日那天翻了车，我就做{new}了。"),
                ("explicit", "拿手菜：{new}，不是{old}"),
                ("implicit", "教研组聚餐我端了一盆{new}去，回来盆都是空的。"),
                ("implicit", "星期六 八个人 {new} 星期五记得化冻！"),
                ("implicit", "老婆跟她店里的人吹我的{new}，人家都说要来家里吃。"),
                ("implicit", "我老汉儿要了{new}的做法，又说跟我妈做的不是一个味。"),
                ("implicit", "果果跟她们班上的同学说，她爸爸的{new}全四川第一。"),
                (
                    "implicit",
                    (
                        "过年在家请客：十二个人挤在客厅，电视里放着春晚，瓜子壳撒了一地，果果跟她表"
                        "哥表姐楼上楼下地跑，饮料早就喝光了，我那盆{new}，我自己一筷子都没捞到。"
                    ),
                ),
            ],
            "questions": [
                "我的拿手菜是什么？",
                "家里来客人我做什么菜？",
                "亲戚朋友都晓得我会做哪道菜？",
            ],
            "now": ["我现在来客人做的拿手菜是哪道？"],
        },
    },
    {
        "key": "kid_class_teacher",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mrs. Dyck",
                "Mr. Okafor",
                "Madame Gagnon",
                "Ms. Lavallee",
                "Mr. Penner",
                "Mrs. Wiebe",
            ],
            "facts": [
                "Maddie's teacher this year is {v}.",
                "Maddie's in {v}'s class.",
                "Maddie's homeroom teacher is {v}.",
            ],
            "corrections": [
                ("cue", "maddies got {new} now"),
                (
                    "cue",
                    (
                        "After they split the grade four class a few weeks in, Maddie ended up "
                        "with {new}."
                    ),
                ),
                ("cue", "Since the second term started, Maddie's teacher has been {new}."),
                ("explicit", "{old} went on leave, Maddie has {new}."),
                ("explicit", "Maddie's not in {old}'s class, it's {new}."),
                ("explicit", "maddie's teacher: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Parent-teacher interview with {new}: Maddie talks too much but reads like "
                        "a demon."
                    ),
                ),
                ("implicit", "email {new} re: field trip form"),
                (
                    "implicit",
                    "Jen says {new} writes the nicest emails of any teacher Maddie's had.",
                ),
                ("implicit", "Linda wants to knit {new} a scarf for Christmas, God help us all."),
                (
                    "implicit",
                    "Maddie came home doing an impression of {new} that was a little too good.",
                ),
                (
                    "implicit",
                    (
                        "School concert night: the gym at about a hundred degrees, Maddie in a "
                        "reindeer costume, a dad filming on a tablet right in front of everybody, "
                        "the grade ones forgetting the words, and {new} at the piano, keeping the "
                        "whole thing from falling apart."
                    ),
                ),
            ],
            "questions": [
                "Who's Maddie's teacher?",
                "Whose class is Maddie in?",
                "Who teaches Maddie this year?",
            ],
            "now": ["Who's Maddie's teacher at the moment?"],
        },
        "zh": {
            "values": [
                "教语文的周老师",
                "刚毕业的小谭老师",
                "教数学的吕老师",
                "说话轻声细语的贺老师",
                "快退休的易老师",
                "教英语的冉老师",
            ],
            "facts": ["果果的班主任是{v}。", "果果在{v}的班上。", "果果班上管事的是{v}。"],
            "corrections": [
                ("cue", "果果班主任现在是{new}"),
                ("cue", "一年级下学期重新分了班，果果的班主任成了{new}。"),
                ("cue", "上学期期中考完以后，果果班上就一直是{new}在带。"),
                ("explicit", "{old}调去别的学校了，果果班主任是{new}。"),
                ("explicit", "果果不在{old}班上了，班主任是{new}。"),
                ("explicit", "果果班主任：{new}，不是{old}"),
                ("implicit", "开家长会，{new}说果果上课话多，但识字快。"),
                ("implicit", "给{new}回微信 春游回执"),
                ("implicit", "老婆说果果碰到过这么多老师，{new}发的消息最暖心。"),
                ("implicit", "丈母娘非要给{new}织条围巾，拦都拦不住。"),
                ("implicit", "果果回家学{new}讲话，学得太像了。"),
                (
                    "implicit",
                    (
                        "六一汇演那天：学校礼堂热得像蒸笼，果果扮了只小兔子，一个家长举着平板挡在最"
                        "前头录像，一年级的娃娃忘了词，{new}在台下比划着提词，才没让整台节目散了架"
                        "。"
                    ),
                ),
            ],
            "questions": ["果果的班主任是谁？", "果果在哪个老师班上？", "果果班上是哪个老师在带？"],
            "now": ["果果现在的班主任是谁？"],
        },
    },
    {
        "key": "kid_best_friend",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Ava Bergen",
                "Chloe Ducharme",
                "Zara Mahmoud",
                "a boy from her class called Liam Sinclair",
                "Hannah Thiessen from down the street",
                "a girl called Nevaeh Flett",
            ],
            "facts": [
                "Maddie's best friend is {v}.",
                "The kid Maddie is always with is {v}.",
                "Maddie's BFF is {v}.",
            ],
            "corrections": [
                ("cue", "maddie's bff is {new} now apparently"),
                ("cue", "After the sleepover drama in the fall, Maddie's best friend is {new}."),
                (
                    "cue",
                    (
                        "Ever since they got put at the same table at school, Maddie and {new} are "
                        "joined at the hip."
                    ),
                ),
                ("explicit", "Maddie and {old} aren't friends anymore, it's all {new}."),
                ("explicit", "{old} moved out to Winkler, so Maddie's best friend is {new}."),
                ("explicit", "maddie's best friend: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Drove Maddie and {new} to the Forks and heard every secret a "
                        "nine-year-old has."
                    ),
                ),
                ("implicit", "pick up {new} on the way, sleepover fri"),
                ("implicit", "Jen says {new} has eaten at our table more than I have this month."),
                ("implicit", "Linda calls {new} Maddie's little shadow."),
                (
                    "implicit",
                    (
                        "Maddie made matching bracelets for her and {new} and wouldn't take hers "
                        "off for the bath."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Maddie's birthday party: eleven kids at the trampoline park, one lost "
                        "sock, two nosebleeds, a cake that slid off the plate in the car, Jen on "
                        "her third coffee, and {new} in the front row for the candles like it was "
                        "their own party."
                    ),
                ),
            ],
            "questions": [
                "Who's Maddie's best friend?",
                "Who's Maddie always hanging around with?",
                "Who's Maddie's BFF?",
            ],
            "now": ["Who's Maddie's best friend at the moment?"],
        },
        "zh": {
            "values": [
                "同桌甜甜",
                "楼上的乐乐",
                "一个叫米粒的小女娃",
                "从幼儿园就认识的朵朵",
                "班上一个叫王子轩的男娃",
                "小区里的安安",
            ],
            "facts": ["果果最好的朋友是{v}。", "果果天天跟{v}黏在一起。", "果果的好朋友是{v}。"],
            "corrections": [
                ("cue", "果果现在最好的朋友是{new}"),
                ("cue", "上回生日会闹了点不愉快，之后果果最好的朋友就成了{new}。"),
                ("cue", "自从调了座位，果果就跟{new}好得穿一条裤子。"),
                ("explicit", "果果跟{old}闹掰了，天天跟{new}一起。"),
                ("explicit", "{old}转学去了外地，果果最好的朋友是{new}了。"),
                ("explicit", "果果的好朋友：{new}，不是{old}"),
                ("implicit", "开车送果果和{new}去熊猫基地，一路上听了一车的悄悄话。"),
                ("implicit", "星期五 {new} 来家里住一晚"),
                ("implicit", "老婆说这个月{new}在我们家吃的饭比我还多。"),
                ("implicit", "丈母娘管{new}叫“果果的小尾巴”。"),
                ("implicit", "果果给自己和{new}编了一对手链，洗澡都不肯摘。"),
                (
                    "implicit",
                    (
                        "果果过生日：十一个小朋友在蹦床馆，丢了一只袜子，流了两回鼻血，蛋糕在车上滑"
                        "到了盒子边上，老婆喝到第三杯咖啡，{new}挤在最前面吹蜡烛，比果果还起劲。"
                    ),
                ),
            ],
            "questions": [
                "果果最好的朋友是谁？",
                "果果天天跟哪个黏在一起？",
                "果果的好朋友是哪个？",
            ],
            "now": ["果果现在最好的朋友是谁？"],
        },
    },
    {
        "key": "kid_pickup_person",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the after-school program at the community centre",
                "a high-schooler from down the street called Kenzie Rempel",
                "a retired bus driver named Walt Kuzyk",
                "a nanny called Joy Dela Cruz",
                "the Nguyens two doors down",
                "Jen's cousin Trish Olafson",
            ],
            "facts": [
                "After school, Maddie gets picked up by {v}.",
                "Maddie's after-school pickup is {v}.",
                "Until Jen and I are home from work, Maddie's with {v}.",
            ],
            "corrections": [
                ("cue", "{new} doing pickup now"),
                ("cue", "After Jen went back full-time, Maddie's pickup became {new}."),
                (
                    "cue",
                    (
                        "Since school started back in September, {new} has been getting Maddie "
                        "after school."
                    ),
                ),
                ("explicit", "No more {old} for pickup, it's {new}."),
                ("explicit", "{old} left Maddie waiting at the gate twice, so {new} picks her up."),
                ("explicit", "pickup: {new}, not {old}"),
                ("implicit", "Got a text from {new} at 3:40: got her, she's got a loose tooth."),
                ("implicit", "remind {new}: early dismissal thurs"),
                (
                    "implicit",
                    (
                        "Maddie says {new} lets her have a freezie before homework, which is news "
                        "to me."
                    ),
                ),
                ("implicit", "Jen paid {new} for the month and left a note about the lunch kit."),
                ("implicit", "Linda wants to meet {new} properly before she'll stop worrying."),
                (
                    "implicit",
                    (
                        "Ice storm day: lines down all over St. Vital, me in the bucket for "
                        "fourteen hours, Jen stuck at work across the river, school letting out "
                        "early, the roads like glass, and {new} texting a picture of Maddie eating "
                        "Kraft Dinner, safe and sound."
                    ),
                ),
            ],
            "questions": [
                "Who picks Maddie up after school?",
                "Who gets Maddie at the end of the school day?",
                "Who does Maddie's after-school pickup?",
            ],
            "now": ["Who's picking Maddie up after school these days?"],
        },
        "zh": {
            "values": [
                "学校门口的托管班",
                "请的接送阿姨黄姐",
                "兼职的大学生小谢",
                "楼上退休的钱爷爷",
                "隔壁单元的邓嬢嬢",
                "老婆的表妹晓琳",
            ],
            "facts": [
                "放了学是{v}去接果果。",
                "果果放学由{v}接。",
                "我们下班之前，果果都跟着{v}。",
            ],
            "corrections": [
                ("cue", "果果放学这阵子{new}接"),
                ("cue", "老婆店里改成两班倒以后，接果果就成了{new}的事。"),
                ("cue", "这学期开学以后，果果放学一直是{new}接。"),
                ("explicit", "不找{old}了，果果放学{new}接。"),
                ("explicit", "{old}有两回把果果落在了校门口，就请了{new}接。"),
                ("explicit", "接果果：{new}，不是{old}"),
                ("implicit", "三点四十{new}发来消息：接到了，牙齿松了一颗。"),
                ("implicit", "提醒{new} 星期四提前放学"),
                ("implicit", "果果说{new}让她写作业前先吃根冰棍，我咋个不晓得。"),
                ("implicit", "老婆把这个月的钱转给了{new}，还留了句话说饭盒要洗。"),
                ("implicit", "丈母娘非要跟{new}当面见一回，不然不放心。"),
                (
                    "implicit",
                    (
                        "那天下暴雨：二环上的车泡在水里，我在学校守着学生等家长，老婆困在春熙路出不"
                        "来，学校提前放了学，路上跟河一样，{new}发来一张果果吃泡面的照片，安安全全"
                        "的。"
                    ),
                ),
            ],
            "questions": ["果果放学谁去接？", "放了学果果跟着谁？", "接果果放学的是哪个？"],
            "now": ["果果这阵子放学是谁接？"],
        },
    },
    {
        "key": "side_gig",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "refereeing minor hockey",
                "driving for SkipTheDishes",
                "plowing driveways with my buddy's truck",
                "bartending at the Legion",
                "fixing up old snowblowers to sell",
                "selling firewood out of the garage",
            ],
            "facts": [
                "My side gig is {v}.",
                "On weekends I make extra cash {v}.",
                "For money on the side, I'm {v}.",
            ],
            "corrections": [
                ("cue", "side hustle is {new} now"),
                ("cue", "After the overtime dried up in the spring, I started {new}."),
                ("cue", "Since Maddie's braces got booked, I've been {new} on weekends."),
                ("explicit", "Quit {old}, it's {new} for extra cash."),
                ("explicit", "{old} was eating every weekend I had, so I'm {new}."),
                ("explicit", "side gig: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Made 140 bucks {new} on Saturday and spent half of it at Canadian Tire on "
                        "the way home."
                    ),
                ),
                ("implicit", "sat 7am, {new}, bring thermos"),
                (
                    "implicit",
                    "Jen says {new} is the only reason we're getting to the lake this summer.",
                ),
                ("implicit", "Tyler wants in on {new} if there's enough work for two."),
                ("implicit", "Dad thinks {new} at my age is a bit much."),
                (
                    "implicit",
                    (
                        "Saturday: up at five, a coffee in the car, {new} till two, a nap on the "
                        "couch, a birthday supper at Jen's cousin's, and home at ten with some "
                        "cash in my pocket and a sore back."
                    ),
                ),
            ],
            "questions": [
                "What's my side gig?",
                "What do I do for extra money on weekends?",
                "What's my side job?",
            ],
            "now": ["What am I doing on the side these days?"],
        },
        "zh": {
            "values": [
                "跑滴滴",
                "帮人拍婚礼视频",
                "在夜市摆摊卖冰粉",
                "给一家教辅出版社编练习册",
                "在网上倒卖二手相机",
                "给装修公司画电路图",
            ],
            "facts": [
                "我的副业是{v}。",
                "下了班我靠{v}挣点外快。",
                "工资之外那点钱，是我{v}挣来的。",
            ],
            "corrections": [
                ("cue", "副业这阵子是{new}"),
                ("cue", "房贷利率一调，我就开始{new}了。"),
                ("cue", "打暑假起，我就一直{new}。"),
                ("explicit", "{old}没弄了，这阵子{new}。"),
                ("explicit", "{old}太占时间，我就改成{new}了。"),
                ("explicit", "副业：{new}，不是{old}"),
                ("implicit", "星期六{new}挣了一百四，回家路上在五金店花了一半。"),
                ("implicit", "星期六早上七点 {new} 带保温杯"),
                ("implicit", "老婆说今年暑假能出去耍，全靠我{new}。"),
                ("implicit", "老杨想跟我一起{new}，问活够不够两个人干。"),
                ("implicit", "我老汉儿说一个当老师的还{new}，传出去不好听。"),
                (
                    "implicit",
                    (
                        "星期六：五点起床，车上灌了杯速溶咖啡，{new}一直弄到下午两点，回家在沙发上"
                        "眯了一觉，晚上去老婆表姐家吃生日饭，十点钟回来，兜里揣着几百块，腰也酸了。"
                    ),
                ),
            ],
            "questions": [
                "我的副业是什么？",
                "我下班后靠什么挣外快？",
                "我工资之外的钱是干啥挣的？",
            ],
            "now": ["我这阵子的副业是什么？"],
        },
    },
    {
        "key": "kid_after_school_activity",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "ringette",
                "swimming lessons at the Pan Am Pool",
                "Ukrainian dance",
                "piano lessons",
                "figure skating",
                "karate at the community club",
            ],
            "facts": [
                "Maddie's after-school activity is {v}.",
                "After school Maddie does {v}.",
                "What Maddie's signed up for after school is {v}.",
            ],
            "corrections": [
                ("cue", "maddie's doing {new} now"),
                ("cue", "After the spring registration night, Maddie got signed up for {new}."),
                ("cue", "Since she turned nine, Maddie's been doing {new}."),
                ("explicit", "Maddie quit {old}, she does {new}."),
                (
                    "explicit",
                    "{old} was two nights a week and we couldn't swing it, so Maddie does {new}.",
                ),
                ("explicit", "maddie activity: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Sat in the car through an hour of {new} with the heater running and a "
                        "podcast on."
                    ),
                ),
                ("implicit", "{new} tues 6pm, $$ due"),
                (
                    "implicit",
                    (
                        "Jen signed the form for {new} and wrote a cheque for an amount I won't "
                        "repeat."
                    ),
                ),
                ("implicit", "Linda wants to come watch {new} and bring two ladies from church."),
                (
                    "implicit",
                    "Maddie fell asleep in the car on the way home from {new}, mid-sentence.",
                ),
                (
                    "implicit",
                    (
                        "Tuesday: a storm call at noon, supper out of the slow cooker, homework at "
                        "the kitchen table, the dishwasher leaking again, Jen at a meeting, and "
                        "Maddie at {new} while I sat in the lobby answering emails on my phone."
                    ),
                ),
            ],
            "questions": [
                "What does Maddie do after school?",
                "What activity is Maddie in?",
                "What's Maddie's after-school thing?",
            ],
            "now": ["What's Maddie doing after school these days?"],
        },
        "zh": {
            "values": ["少儿编程", "拉丁舞", "围棋", "游泳", "跆拳道", "画画"],
            "facts": ["果果放学后去学{v}。", "果果报的兴趣班是{v}。", "果果课外在学{v}。"],
            "corrections": [
                ("cue", "果果最近在学{new}"),
                ("cue", "上回商场里搞了个体验课，之后果果就报了{new}。"),
                ("cue", "从上学期开始，果果就在学{new}。"),
                ("explicit", "{old}不学了，果果学{new}。"),
                ("explicit", "{old}一周要去两回，接送不过来，只好报了{new}。"),
                ("explicit", "果果的兴趣班：{new}，不是{old}"),
                (
                    "implicit",
                    "果果在里头学{new}，我在门口的车里等了一个钟头，空调开着，听了一集相声。",
                ),
                ("implicit", "{new} 星期二晚上六点 交学费"),
                ("implicit", "老婆给果果的{new}交了一学期的钱，那个数字我都不好意思说。"),
                ("implicit", "丈母娘说下回要带她那帮老姐妹来看果果学{new}。"),
                ("implicit", "学完{new}回来的路上，果果话说到一半就在车上睡着了。"),
                (
                    "implicit",
                    (
                        "星期二：中午开了个长会，晚饭是电饭煲里热的剩饭，作业在饭桌上写，洗碗机又漏"
                        "水，老婆在店里盘点，果果在学{new}，我在走廊上拿手机回家长群的消息。"
                    ),
                ),
            ],
            "questions": ["果果放学后上什么兴趣班？", "果果课外在学什么？", "果果报的是什么班？"],
            "now": ["果果这阵子在上什么兴趣班？"],
        },
    },
    {
        "key": "grocery_store",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the Superstore on Regent",
                "Costco",
                "Sobeys",
                "Safeway",
                "Food Fare",
                "No Frills",
            ],
            "facts": [
                "We do our groceries at {v}.",
                "Our big grocery shop is at {v}.",
                "The weekly groceries come from {v}.",
            ],
            "corrections": [
                ("cue", "groceries at {new} now"),
                (
                    "cue",
                    (
                        "After Jen went through a month of receipts with a highlighter, we started "
                        "shopping at {new}."
                    ),
                ),
                ("cue", "Since the one by us shut down, I do the groceries at {new}."),
                ("explicit", "Stopped going to {old}, we shop at {new}."),
                ("explicit", "{old} never has the bread Maddie will eat, so it's {new}."),
                ("explicit", "groceries: {new}, not {old}"),
                ("implicit", "Ran into Maddie's old daycare teacher in the cereal aisle at {new}."),
                ("implicit", "{new} on the way home: milk, eggs, KD, freezies"),
                (
                    "implicit",
                    (
                        "Jen sent me to {new} with a list and I came back with half of it and a "
                        "rotisserie chicken."
                    ),
                ),
                ("implicit", "Dad says the parking lot at {new} is a war zone."),
                (
                    "implicit",
                    "Linda found out we shop at {new} and gave me an envelope of her coupons.",
                ),
                (
                    "implicit",
                    (
                        "Sunday: the driveway blown out, the hockey game on the radio, Maddie's "
                        "lunches for the week to sort, the recycling out, and an hour at {new} "
                        "with a cart that pulled to the left the whole way round."
                    ),
                ),
            ],
            "questions": [
                "Where do we buy groceries?",
                "Where do I do the grocery shopping?",
                "Which store do our groceries come from?",
            ],
            "now": ["Where are we doing our groceries at the moment?"],
        },
        "zh": {
            "values": [
                "伊藤洋华堂",
                "盒马鲜生",
                "永辉超市",
                "小区门口的菜市场",
                "山姆会员店",
                "麦德龙",
            ],
            "facts": [
                "我们家买菜一般去{v}。",
                "家里的菜都是在{v}买的。",
                "周末大采购，我们去{v}。",
            ],
            "corrections": [
                ("cue", "这阵子买菜去{new}"),
                ("cue", "老婆拿着小票一张张算过一遍，之后我们就去{new}买菜了。"),
                ("cue", "自从家门口那个超市关了门，买菜都是去{new}。"),
                ("explicit", "不去{old}了，买菜去{new}。"),
                ("explicit", "{old}老是买不到果果爱吃的那种吐司，就去{new}了。"),
                ("explicit", "买菜：{new}，不是{old}"),
                ("implicit", "在{new}的零食货架前碰到了果果幼儿园的老师。"),
                ("implicit", "下班去{new}：牛奶 鸡蛋 挂面 冰棍"),
                ("implicit", "老婆拿了张单子让我去{new}，我只买回来一半，外加一只烤鸡。"),
                ("implicit", "我老汉儿说{new}那一片，周末人挤得跟打仗一样。"),
                ("implicit", "丈母娘晓得我们在{new}买菜，把她攒的优惠券全塞给了我。"),
                (
                    "implicit",
                    (
                        "星期天：阳台的衣服收了，电视里放着球赛，果果一个礼拜的早饭要备好，垃圾分好"
                        "了类，然后在{new}推着一辆往左偏的推车转了一个钟头。"
                    ),
                ),
            ],
            "questions": ["我们家在哪买菜？", "家里的菜一般在哪买？", "我们周末去哪大采购？"],
            "now": ["我们这阵子在哪买菜？"],
        },
    },
    {
        "key": "weekend_breakfast",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the breakfast special at Sals",
                "eggs Benny at Stella's",
                "pancakes from scratch",
                "breakfast sandwiches from Timmies",
                "kubasa and fried eggs",
                "a breakfast burrito at the Forks",
            ],
            "facts": [
                "My weekend breakfast is {v}.",
                "Saturday breakfast at our house is {v}.",
                "Weekend mornings it's {v} for me.",
            ],
            "corrections": [
                ("cue", "sat breakfast = {new} these days"),
                (
                    "cue",
                    (
                        "After Maddie's sleepover a few weeks back, Saturday breakfast turned into "
                        "{new}."
                    ),
                ),
                ("cue", "Since Jen started her Saturday yoga, weekend breakfast has been {new}."),
                ("explicit", "Done with {old} on weekends, it's {new}."),
                ("explicit", "{old} sat like a brick all day, so Saturdays are {new}."),
                ("explicit", "weekend breakfast: {new}, not {old}"),
                ("implicit", "Had {new} on Saturday and didn't need lunch."),
                ("implicit", "sat: {new}, then the hardware store"),
                ("implicit", "Maddie won't get out of bed on a Saturday unless it's for {new}."),
                ("implicit", "Jen says {new} is the only alarm clock that works on me."),
                ("implicit", "Dad drove in from Selkirk for {new} and stayed till supper."),
                (
                    "implicit",
                    (
                        "Saturday morning: minus thirty and sunny, the car plugged in out front, "
                        "Maddie in her pyjamas with a blanket round her, CJOB on the radio, Jen "
                        "still asleep, and {new} while the windows frosted over."
                    ),
                ),
            ],
            "questions": [
                "What do I have for breakfast on weekends?",
                "What's my Saturday breakfast?",
                "What's weekend breakfast at our place?",
            ],
            "now": ["What's our weekend breakfast these days?"],
        },
        "zh": {
            "values": ["肥肠粉", "甜水面", "牛肉锅盔配豆浆", "蛋烘糕", "豆花饭", "红油抄手"],
            "facts": ["周末早上我吃{v}。", "我家周末的早饭是{v}。", "星期六一睁眼，我就想着{v}。"],
            "corrections": [
                ("cue", "周末早饭最近是{new}"),
                ("cue", "果果那回在同学家住了一晚回来，周末早饭就成了{new}。"),
                ("cue", "自从老婆周六早上去练瑜伽，周末早饭就是{new}。"),
                ("explicit", "周末早上{old}吃伤了，改吃{new}。"),
                ("explicit", "吃了{old}一上午都顶着胃，周六早上就吃{new}了。"),
                ("explicit", "周末早饭：{new}，不是{old}"),
                ("implicit", "星期六早上吃了{new}，中午都不饿。"),
                ("implicit", "周六 {new} 然后去五金店"),
                ("implicit", "周六早上不说{new}，果果就赖在床上不起来。"),
                ("implicit", "老婆说{new}是唯一喊得醒我的闹钟。"),
                ("implicit", "我老汉儿从乐山过来，就为了吃一口{new}，一直待到吃晚饭。"),
                (
                    "implicit",
                    (
                        "星期六早上：难得出了太阳，晾衣杆上挂满了被子，果果裹着毯子穿着睡衣看动画片"
                        "，收音机开着交通台，老婆还在睡，我坐在楼下小店里吃{new}，一边看窗外的人遛"
                        "狗。"
                    ),
                ),
            ],
            "questions": ["我周末早上吃什么？", "我家周末的早饭是什么？", "星期六早上我吃啥子？"],
            "now": ["我这阵子周末早饭吃什么？"],
        },
    },
    {
        "key": "date_night_spot",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a movie at Polo Park",
                "wings and trivia at the Toad",
                "a walk by the river and a hot chocolate",
                "the Thai place on Sargent",
                "the comedy club downtown",
                "bowling at Uptown Alley",
            ],
            "facts": [
                "Date night with Jen is {v}.",
                "When Jen and I get a night out, it's {v}.",
                "Our date night is {v}.",
            ],
            "corrections": [
                ("cue", "date night's {new} lately"),
                ("cue", "After our anniversary, date night became {new}."),
                (
                    "cue",
                    "Since Linda started babysitting Fridays, Jen and I have been doing {new}.",
                ),
                ("explicit", "We're over {old}, date night is {new}."),
                ("explicit", "Jen vetoed {old} after last time, so it's {new} for date night."),
                ("explicit", "date night: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Jen and I had our night out, {new}, and talked about Maddie the whole "
                        "time anyway."
                    ),
                ),
                ("implicit", "fri: {new}, linda babysitting 7-11"),
                ("implicit", "Tyler and his wife want to tag along to {new} sometime."),
                ("implicit", "Maddie asked why she's never allowed to come along for {new}."),
                (
                    "implicit",
                    "Linda babysat while we did {new}, and scrubbed the oven while she was at it.",
                ),
                (
                    "implicit",
                    (
                        "Friday: a storm call cancelled at the last minute, a shower, the good "
                        "shirt, Linda briefed on bedtime, the car warmed up, and then {new} with "
                        "Jen, the two of us checking for texts from home every ten minutes."
                    ),
                ),
            ],
            "questions": [
                "Where do Jen and I go on date night?",
                "What's our date night?",
                "What do Jen and I do for a night out?",
            ],
            "now": ["What's our date night these days?"],
        },
        "zh": {
            "values": [
                "太古里看场电影",
                "玉林路的小酒馆",
                "九眼桥的清吧",
                "吃一顿贵得肉疼的火锅",
                "东郊记忆看livehouse",
                "锦江边上散步",
            ],
            "facts": [
                "我跟老婆约会一般是{v}。",
                "我们两口子过二人世界，就是{v}。",
                "把果果交给丈母娘，我跟老婆就去{v}。",
            ],
            "corrections": [
                ("cue", "约会最近是{new}"),
                ("cue", "结婚十周年以后，我们两口子约会就是{new}。"),
                ("cue", "自从丈母娘答应周五帮忙带娃，我跟老婆就去{new}。"),
                ("explicit", "不去{old}了，约会改成{new}。"),
                ("explicit", "老婆说{old}没意思，约会就成了{new}。"),
                ("explicit", "约会：{new}，不是{old}"),
                ("implicit", "周五跟老婆出去，{new}，结果两个人聊了一晚上果果。"),
                ("implicit", "周五 {new} 丈母娘七点到十一点带娃"),
                ("implicit", "老杨两口子听说我们约会是{new}，说下回也要一起。"),
                ("implicit", "果果晓得我们约会是{new}，问为啥子从来不带她。"),
                ("implicit", "丈母娘帮我们带娃，我们去{new}，回来一看，她把灶台都擦亮了。"),
                (
                    "implicit",
                    (
                        "星期五：临时被叫去开了个家长会，回家冲了个澡，穿了件像样的衬衫，给丈母娘交"
                        "代了果果几点睡，车子开出了库，然后跟老婆出门，{new}，两个人每隔十分钟就看"
                        "一眼手机，怕家里有事。"
                    ),
                ),
            ],
            "questions": [
                "我跟老婆约会去哪？",
                "我们两口子的二人世界是干啥？",
                "我跟老婆出去约会一般是什么安排？",
            ],
            "now": ["我跟老婆这阵子约会是什么安排？"],
        },
    },
]
