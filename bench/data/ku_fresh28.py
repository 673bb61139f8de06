"""Fresh templates of the knowledge-update benchmark, twenty-eighth generation
(for `python -m bench.knowledge_update --templates fresh28`, once it is registered there).

Written blind on 2026-12-07 (session 32) by a helper session that read exactly one file of this
repository and nothing else: /work/main/bench/data/ku_fresh27.py, in full, for the format only (its
module-level names, field names and types, counts per attribute, correction styles and how many of
each, placeholders, GENERIC / FILLERS sections and docstring style); none of its topics, places,
people or wordings is reused. It read nothing else in the repository or the notes (no code, no other
data files, no docs, not even the keys of the other ku_*.py files, so its keys are checked against
ku_fresh27.py only). It has not been run: neither the engine nor any benchmark has seen it. The only
thing done with it was to import it next to ku_fresh27.py and compare the two structures
(module-level names, types and lengths, the keys of every entry, counts per field and per correction
style in order, GENERIC types in order, FILLERS keys and lengths, placeholders) until they matched,
and to check that no string of ku_fresh27.py is repeated here (the seven English weekday names in
FILLERS excepted), that no line of GENERIC is a near-copy of one of fresh27's, and that no value of
an attribute appears in another attribute's wordings, in GENERIC or in FILLERS.

Where fresh27 was two households with the children at the centre, this set is one adult's own life
as a personal assistant would remember it: home, work, health, family, hobbies, money, travel and
admin. Two users, each written natively rather than translated from the other.

English: a woman in her mid-forties in Hobart, Tasmania. She works in the payroll office of the
Royal Hobart Hospital and rents a weatherboard in Bellerive on the eastern shore, across the Derwent
from town; she lives with Biscuit, a kelpie cross; her son Lachie (20) is at uni in Melbourne; her
sister Kirsty lives far away; her brother Damo is up north; Mum lives in a retirement village; Fiona
from rostering is her friend at work and Marg across the road her neighbour. Local colour: kunanyi
and the snow on the mountain, the Tasman Bridge, Salamanca Market, the Huon, Richmond, Bicheno,
Eastlands at Rosny, Bunnings and Woolies, the fish punts, Dark Mofo, the Royal Hobart Show, a
southerly, daylight saving, pay week, the ATO and the end of the financial year, the footy tipping,
the bottle-o, arvo.

Chinese: 我, a woman in her thirties in 青岛. She is a 跟单 at a 外贸公司 on 香港中路 (出货, 报关,
船期, 柜子) and rents a 两居室 in 李沧; 老公 works across the bay in 黄岛; her cat is 团子; 我妈 and
我爸 live in 胶州; 我妹 lives in another city; 同事小孙 at work and 对门王姨 at home. Local colour:
栈桥 and 回澜阁, 八大关, 五四广场, 崂山 and 王哥庄大馒头, 浮山, 李村大集, 台东夜市, 胶州湾大桥,
海雾, 啤酒节 and 扎啤 in a plastic bag, 蛤蜊, 瑞幸, 利群, 个税汇算, 签约家庭医生, 月捐.

22 attributes that are not keys of ku_fresh27.py, away from its topics: where the spare key is
hidden (in the meter box, taped under the letterbox; 电表箱里, 单元门口的奶箱里); where the passport
is kept (in the fireproof box in the wardrobe, in Mum's safe at her unit; 衣柜顶上的铁皮饼干盒里,
我妈家的保险柜里); the rent ($480 a week, $560 a week; 每月两千三, 每月一千九); the bank that holds
the savings (ING, the Bank of Us; 招商银行, 微众银行); who does the tax return (H&R Block at
Eastlands, a bloke in New Town called Terry Wakefield; 公司财务的赵姐, 楼下代账公司的孟会计); the
monthly donation (the RSPCA, Save the Tasmanian Devil; 壹基金, 一个流浪猫救助站); the manager
(Graeme with the bow ties, Priya Nair from HR; 从总部调来的孙经理, 一个姓单的女经理); the commute
(taking the Bellerive ferry, walking over the Tasman Bridge; 坐地铁3号线, 蹭邻居的顺风车); the lunch
spot (the bench in Franklin Square, my desk, with leftovers; 五四广场边上的长椅, 自己工位上); the
coffee order (a long black, a piccolo; 生椰拿铁, 橙C美式); the GP (Dr Helen Tran, old Dr McCulloch
in Lindisfarne; 楼下诊所的老邱大夫, 海慈医院的付大夫); the blood pressure tablet with its dose
(amlodipine 5 mg and amlodipine 10 mg are both values, as are 苯磺酸氨氯地平5毫克 and 10毫克, so
that a dose change is a change); the exercise (the Bellerive parkrun, the Mount Nelson steps;
跟着帕梅拉跳操, 爬浮山); the night class (pottery at the Moonah Arts Centre, ukulele for adults;
陶艺课, 社区大学的日语课); where the sister lives (Darwin, Auckland; 成都, 新加坡); the name of the
family group chat (Fam Bam, No Politics Please; “干饭小分队”, “别再发养生文章了”); the emergency
contact (my ex, Stuart, my godmother, Aunty Jean; 我舅舅, 我闺蜜阿冉); who minds the pet while she
is away (the boarding kennels at Cambridge, a retired postie called Trevor Sly;
上门喂猫的大学生小蒋, 退休的楼长葛阿姨); what the pet eats (Black Hawk lamb and rice, raw chicken
necks and butcher's mince; 渴望六种鱼, 自己煮的鸡胸肉拌猫粮); what grows in the veggie patch or on
the balcony (garlic, broad beans; 朝天椒, 草莓); the next holiday (Bruny Island, Japan for the
cherry blossom; 三亚, 新疆伊犁); and the Friday night takeaway (flake and chips, a chicken laksa;
螺蛳粉, 炸鸡配扎啤). Twelve are SEMANTIC and ten PREFERENCE, as in fresh27. Six slots are people or
names: the manager, the GP, the tax helper, the emergency contact, the pet minder and the family
chat's name. Person values carry a name or a distinctive form ("a retired postie called Trevor Sly",
"楼下代账公司的孟会计") so that plain words such as Fiona, Marg, Mum, Kirsty, 小孙, 王姨 or 我妈
elsewhere in the set are not values.

Some attributes sit next to each other on purpose: the spare key and the passport are both "where is
it kept" in the same house; the rent, the savings bank, the tax helper and the donation are the same
money (the tax helper asks for the donation receipts and for the bank's interest statement); the
manager, the commute, the lunch spot and the coffee are the same working day; the GP and the tablet
are the same check-up; the exercise and the night class share the evenings; the sister, the family
chat and the emergency contact are the same family (the sister posts in the chat and is put out that
she is not the emergency contact); the pet minder, the pet food and the next holiday are the same
trip away. The fact of one attribute stays true while the value of its neighbour changes, so a
system that lets one overwrite the other is caught out. Each attribute itself stays single-valued,
and no wording of one attribute implies a value of another (nothing outside the commute says which
way she gets to work, for instance).

Same format as ku_fresh27.py, with the correction styles
  "cue"       a change word, no old value ("after the restructure", "since daylight saving
              started", "after the break-in two doors down", "续签完合同", "公司架构一调整",
              "入冬拉了几回肚子以后", ...)
  "explicit"  the old value named as replaced ("{old} took a job at the council", "{old} gave
              Biscuit the runs", "合同上{old}划掉了", "{old}这学期满员了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Told the plumber the key would be {new}", "Kirsty's a bit put out that it's {new}
              on my forms and not her", "药店的药师问我吃{new}脚踝肿不肿", "团子 周五到周一 {new}
              猫粮在蓝桶里")
and "plain": as in ku_fresh27.py no correction is tagged "plain"; the plain restatements are the
terse first cue line of each attribute and the "x: {new}, not {old}" explicit line. Every attribute
has three cue, three explicit and six implicit wordings per language, in fresh27's order: terse
lower-case chat lines and notes-to-self, long rambling messages where the value is one clause
among several, and situations in which the value simply turns up, many of them told second-hand
(Fiona, Mum, Lachie, Kirsty, Marg, the pharmacist, the travel agent, the vet's receptionist;
同事小孙, 我妈, 我妹, 老公, 王姨, 药师, 社区兽医). Corrections carry no direction words (the old
and new values are drawn at random): nothing says earlier, later, cheaper, dearer, higher, lower,
bigger or better, not even for the rent or the dose.

GENERIC and FILLERS are this file's own; GENERIC has fresh27's four sections with the same types in
the same order. Many GENERIC memories share words with an attribute without stating it (a
locksmith's jar of keys, a friend's passport photo, forty people at a rental inspection, a tax
return on paper, a koala with a collection tin, a friend's manager, a bus broken down on the Tasman
Bridge, a man feeding pigeons in Franklin Square, a blood pressure machine at the chemist, a parkrun
in a devil costume, the street's group chat, CPR on a dummy, a dog-minder's ute, gourmet dog treats,
a prize pumpkin, a travel agent's cardboard man in a Hawaiian shirt, the fish punts, a key left in a
door in Richmond; 配钥匙的小铺, 新护照的照片, 看房的四十个人, 纸质报税表, 熊猫玩偶服和募捐箱,
凌晨发微信的领导, 胶州湾大桥上抛锚的货车, 五四广场喂海鸥的大爷, 药店门口的血压计, 冬泳的大爷,
业主群, 没胳膊的假人, 上门遛狗的姑娘, 冻干零食, 大冬瓜, 穿花衬衫的纸板人, 插在门上的钥匙); a few are
about the same people but about other things (Lachie's high distinction, a dead penguin, Mum's
purple hair, Kirsty's promotion, Damo's wallaby; 我妹考过注册会计师, 团子逮麻雀, 我妈烫头,
老公去蓬莱, 我爸撞了野兔). Some use "now", "new", "changed", "moved", "switched", "swapped", "back",
"现在", "换", "挪", "搬", "改" in senses that are not a change of the user's attribute ("the pub on
the corner is under new owners", "the blood bank swapped its biscuits for muesli bars",
"茶水间的微波炉和冰箱换了个位置", "台风路径预报改了三回"), so that a memory system that matches on
shared words rather than on meaning is caught out; none of them states, or implies, a value of an
attribute. Filler names, cities, dishes, snacks, shows, things and birds are not values of any
attribute.

Not run yet: a later session's held-out set, run once at its end (start vs end).
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Shaz", "Nikki", "Bronwyn", "Tash", "Robbo", "Kylie", "Deb", "Mick"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "February", "May", "August", "October", "December"],
        "city": ["Launceston", "Devonport", "Burnie", "Melbourne", "Sydney", "Adelaide", "Geelong"],
        "dish": [
            "a lamb roast",
            "a chicken parmi",
            "a spag bol",
            "curried sausages",
            "a shepherd's pie",
            "a tuna mornay",
        ],
        "snack": [
            "a Cherry Ripe",
            "a Tim Tam",
            "a sausage roll",
            "a vanilla slice",
            "a packet of Twisties",
            "an Anzac biscuit",
        ],
        "show": ["Gardening Australia", "Bluey", "Hard Quiz", "Gogglebox", "Rake", "Utopia"],
        "thing": [
            "the heat pump",
            "the hot water cylinder",
            "the front-loader",
            "the oven thermostat",
            "the bathroom exhaust fan",
            "the garage roller door",
        ],
        "bird": [
            "a pair of black cockatoos",
            "a kookaburra",
            "a flock of green rosellas",
            "a wattlebird",
            "a masked lapwing",
            "a currawong",
        ],
        "minutes": ["15", "25", "40", "50", "75", "95"],
        "number": ["2", "5", "9", "14", "27", "41"],
    },
    "zh": {
        "friend": ["晓燕", "丽娜", "春梅", "小曼", "海燕", "玉洁", "振华", "立新"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "六月", "八月", "十月", "十二月"],
        "city": ["烟台", "济南", "潍坊", "北京", "上海", "威海", "日照"],
        "dish": ["辣炒蛤蜊", "海菜凉粉", "酱猪蹄", "蒸海蛎子", "白菜炖粉条", "蛤蜊疙瘩汤"],
        "snack": ["一袋虾片", "一块蜂蜜蛋糕", "几颗大白兔", "一根麻花", "几块桃酥", "一根烤肠"],
        "show": [
            "《狂飙》",
            "《人世间》",
            "《山海情》",
            "《漫长的季节》",
            "《奔跑吧》",
            "《非诚勿扰》",
        ],
        "thing": ["壁挂炉", "马桶水箱", "燃气灶", "空调外机", "卫生间的排风扇", "电动晾衣架"],
        "bird": ["一只海鸥", "几只灰喜鹊", "一只戴胜", "一对白头鹎", "一只红嘴鸥", "一只乌鸫"],
        "minutes": ["15", "25", "40", "50", "75", "95"],
        "number": ["2", "5", "9", "14", "27", "41"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            (
                "The locksmith on Elizabeth Street keeps a jar of cut keys that nobody ever came "
                "back for."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} renewed her passport and says the photo makes her look like she's just "
                "been arrested."
            ),
        ),
        (
            "EPISODIC",
            (
                "Forty people turned up to inspect a one-bedroom flat in North Hobart and the "
                "agent ran out of forms."
            ),
        ),
        (
            "EPISODIC",
            (
                "The bank at Eastlands has a coin-counting machine and there's always a kid "
                "feeding it a jar of five-cent pieces."
            ),
        ),
        (
            "EPISODIC",
            (
                "A man at the post office was filling in his tax return on paper, and the girl at "
                "the counter had never seen one."
            ),
        ),
        (
            "EPISODIC",
            (
                "Somebody in a koala suit was shaking a tin outside the supermarket for a bushfire "
                "appeal."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s manager sends emails at three in the morning and signs off with a "
                "smiley face."
            ),
        ),
        (
            "EPISODIC",
            (
                "A school bus broke down on the Tasman Bridge and the traffic banked up all the "
                "way to Sorell."
            ),
        ),
        (
            "EPISODIC",
            (
                "A man in Franklin Square feeds the pigeons the same crusts at the same time every "
                "single day."
            ),
        ),
        (
            "EPISODIC",
            (
                "The coffee place in the foyer of the office tower did two-for-one and the line "
                "went out through the revolving door."
            ),
        ),
        (
            "EPISODIC",
            (
                "The clinic waiting room has a sign saying the doctors run late because they take "
                "their time with you."
            ),
        ),
        (
            "EPISODIC",
            (
                "The chemist in Bellerive village has a free blood pressure machine by the door, "
                "and old blokes queue up to have a go."
            ),
        ),
        (
            "EPISODIC",
            (
                "At the parkrun on the Domain a man did the whole five kilometres dressed as a "
                "Tasmanian devil."
            ),
        ),
        (
            "EPISODIC",
            (
                "The noticeboard at the community hall has flyers for everything from tai chi to "
                "help with your tax."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s sister went to live in Queensland for the weather and rings every "
                "winter to gloat."
            ),
        ),
        (
            "EPISODIC",
            (
                "The street's group chat spent a whole day arguing about a missing cat that was "
                "asleep in somebody's shed."
            ),
        ),
        ("EPISODIC", "The first-aid refresher at work had us doing CPR on a dummy with no arms."),
        (
            "EPISODIC",
            "{city} has a bakery that sells out of curried scallop pies by nine on a Saturday.",
        ),
        (
            "EPISODIC",
            (
                "A woman at the dog beach runs a dog-minding business out of her ute and had eight "
                "kelpies in the back."
            ),
        ),
        (
            "EPISODIC",
            (
                "The pet shop has a whole wall of gourmet dog treats that costs more than my "
                "weekly shop."
            ),
        ),
        (
            "EPISODIC",
            "{friend} grew a pumpkin so big it went to the Royal Hobart Show in a wheelbarrow.",
        ),
        (
            "EPISODIC",
            (
                "The travel agent at the shopping centre has had a cardboard man in a Hawaiian "
                "shirt in the window since 2009."
            ),
        ),
        (
            "EPISODIC",
            (
                "The fish punts on the waterfront had a queue halfway to the Customs House at "
                "lunchtime."
            ),
        ),
        (
            "EPISODIC",
            (
                "{city} had a whole street closed off for a billycart derby and a nine-year-old "
                "won it in a wheelie bin."
            ),
        ),
        (
            "EPISODIC",
            (
                "A man at Bunnings tried to return a barbecue that still had sausage fat on the "
                "hotplate."
            ),
        ),
        (
            "EPISODIC",
            (
                "The retirement village trivia night was won by four ladies over ninety calling "
                "themselves the Wrinkly Brains."
            ),
        ),
        (
            "EPISODIC",
            (
                "A busker at Salamanca plays the same three songs on a saw every week and makes a "
                "fortune."
            ),
        ),
        (
            "EPISODIC",
            (
                "Somebody ran a pair of undies up the flagpole at the yacht club and nobody will "
                "own up."
            ),
        ),
        (
            "EPISODIC",
            (
                "My dentist has a photo of himself on top of kunanyi in the snow, in a frame "
                "shaped like a tooth."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s son spent a year picking apples in the Huon and came back with an "
                "Irish accent from the backpackers."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s neighbours leave their house key in the front door all day and say "
                "nobody in Richmond would dare."
            ),
        ),
        (
            "PREFERENCE",
            (
                "There's nothing like a hot chocolate at the top of kunanyi when it's snowing on "
                "the pinnacle."
            ),
        ),
        ("PREFERENCE", "I'd rather sit through a four-hour meeting than ring a call centre."),
        (
            "SEMANTIC",
            "A ship hit the Tasman Bridge in 1975 and a section of it fell into the Derwent.",
        ),
        (
            "SEMANTIC",
            "Salamanca Market runs every Saturday along the old sandstone warehouses by the water.",
        ),
        (
            "PREFERENCE",
            "A bag of cherries from a roadside stall in the Huon is worth the drive on its own.",
        ),
        (
            "SEMANTIC",
            (
                "Dark Mofo finishes with hundreds of people swimming nude in the Derwent on the "
                "winter solstice."
            ),
        ),
        ("PREFERENCE", "Nothing beats the smell of the bush after rain on the eastern shore."),
        # the same person and family, other things
        (
            "EPISODIC",
            "Lachie got a high distinction in statistics and rang me from a tram to tell me.",
        ),
        (
            "EPISODIC",
            "Biscuit rolled in a dead penguin on the beach at Kangaroo Bay and needed three baths.",
        ),
        (
            "EPISODIC",
            (
                "Mum had her hair done purple for the Melbourne Cup lunch at the village and has "
                "decided to keep it."
            ),
        ),
        (
            "EPISODIC",
            "Kirsty got a promotion and celebrated with a cake shaped like a filing cabinet.",
        ),
        (
            "EPISODIC",
            (
                "Damo hit a wallaby on the Midland Highway and his car has been at the panel "
                "beaters for three weeks."
            ),
        ),
        (
            "EPISODIC",
            (
                "My car needed two new tyres and the mechanic found a screw in one of them that "
                "had been there for months."
            ),
        ),
        (
            "EPISODIC",
            (
                "Lachie's share house in Melbourne has a possum living in the roof that they've "
                "named Colin."
            ),
        ),
        (
            "SEMANTIC",
            (
                "Lachie was born in the middle of a snowstorm and the midwife still sends him a "
                "birthday card."
            ),
        ),
        (
            "EPISODIC",
            "Mum's hearing aid whistled through the whole of Carols by Candlelight at the village.",
        ),
        (
            "EPISODIC",
            (
                "Biscuit has worked out how to open the back screen door with his nose and lets "
                "himself out whenever he likes."
            ),
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            (
                "{friend} sold up and went to {city} to be near the grandkids, and rings every "
                "week to complain about the traffic."
            ),
        ),
        (
            "EPISODIC",
            (
                "The pub on the corner is under new owners and the parmi is half the size it used "
                "to be."
            ),
        ),
        (
            "EPISODIC",
            (
                "The pedestrian lights outside the primary school have been stuck on flashing "
                "since {month}."
            ),
        ),
        (
            "EPISODIC",
            (
                "Changed the battery in the smoke alarm at two in the morning, standing on a "
                "kitchen chair."
            ),
        ),
        (
            "EPISODIC",
            (
                "Somebody switched the kettle and the toaster around in the staff kitchen and "
                "caused a small riot."
            ),
        ),
        (
            "EPISODIC",
            "Moved the bird feeder out of the wattle so the cat next door can't get at it.",
        ),
        ("EPISODIC", "There's snow on the mountain now, right down to the Springs."),
        (
            "EPISODIC",
            (
                "The blood bank swapped its biscuits for muesli bars and the regular donors are "
                "not happy."
            ),
        ),
        (
            "EPISODIC",
            (
                "The council changed the green bin collection to fortnightly and the whole street "
                "is up in arms."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} is back from six weeks in Europe with a suitcase full of cheese and a "
                "sunburnt nose."
            ),
        ),
        (
            "EPISODIC",
            "The op shop moved its books upstairs, and now nobody with a bad hip can get to them.",
        ),
        (
            "EPISODIC",
            (
                "Swapped seats at Bellerive Oval with a young couple so they could sit together, "
                "and ended up right behind the goals."
            ),
        ),
        (
            "EPISODIC",
            (
                "The supermarket at Rosny rearranged every aisle and I spent ten minutes looking "
                "for the flour."
            ),
        ),
        (
            "EPISODIC",
            (
                "The forecast switched from a heatwave to snow on the mountain in one morning, and "
                "both were right."
            ),
        ),
        # plain unrelated
        ("SEMANTIC", "I've never been able to whistle, not once in my life."),
        (
            "SEMANTIC",
            (
                "{friend} was my bridesmaid and still has the dress, which she wears to "
                "fancy-dress parties."
            ),
        ),
        ("SEMANTIC", "My street is so steep that the bin truck has to reverse up it."),
        (
            "SEMANTIC",
            (
                "I've lost {number} umbrellas to the wind on the Tasman Bridge and I still buy "
                "cheap ones."
            ),
        ),
        ("PREFERENCE", "{dish} is my favourite thing to cook on a wet Sunday."),
        ("PREFERENCE", "Mum and I ring each other during {show} just to argue about it."),
        (
            "PREFERENCE",
            (
                "I keep {snack} in my desk drawer for emergencies, and pay week is always an "
                "emergency."
            ),
        ),
        (
            "EPISODIC",
            (
                "On {weekday} {friend} turned up with {dish} and a bottle of red, and neither of "
                "us looked at a phone all night."
            ),
        ),
        (
            "EPISODIC",
            "{bird} was on my clothesline every morning this week, watching me eat breakfast.",
        ),
        (
            "EPISODIC",
            (
                "{thing} started making a noise like a goose at midnight and I had to get up and "
                "thump it."
            ),
        ),
        ("EPISODIC", "{friend} has never seen {show} and I've made it my personal mission."),
        (
            "EPISODIC",
            (
                "The car wash took {minutes} minutes because the man in front was washing a boat "
                "trailer."
            ),
        ),
        ("EPISODIC", "{city} in {month} was colder than Hobart, and nobody believes me."),
        ("EPISODIC", "Ordered a part online for {thing} and it was the wrong part, twice."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "中山路那家配钥匙的小铺，抽屉里攒了一大罐没人回来取的钥匙。"),
        ("EPISODIC", "{friend}换了本新护照，说照片上的自己像刚被派出所请去喝过茶。"),
        ("EPISODIC", "台东一套一居室挂出来出租，看房那天来了四十个人，中介的登记表都不够用。"),
        ("EPISODIC", "银行大厅里有台自助硬币机，总有个小孩抱着存钱罐往里倒钢镚。"),
        ("EPISODIC", "税务大厅里一个大爷拿着纸质表格来报税，窗口的小姑娘都没见过那种表。"),
        ("EPISODIC", "地铁口有人穿着熊猫玩偶服举着募捐箱，说是给孩子们买冬衣。"),
        ("EPISODIC", "{friend}的领导凌晨三点发微信，每条后面都带个微笑表情。"),
        ("EPISODIC", "一辆大货车在胶州湾大桥上抛了锚，车一直堵到了红岛。"),
        ("EPISODIC", "五四广场有个大爷，每天同一个点、拿同一袋馒头喂海鸥。"),
        ("EPISODIC", "写字楼一楼的咖啡店搞买一送一，队伍从大堂排到了旋转门外头。"),
        ("EPISODIC", "社区诊所门口贴着：“大夫看得慢，是因为看得细，请耐心等候。”"),
        ("EPISODIC", "药店门口放了台免费量血压的机器，一到早上一群大爷排着队量。"),
        ("EPISODIC", "石老人海水浴场有个大爷天天冬泳，零下三度照样下水。"),
        ("EPISODIC", "社区活动中心的公告栏上贴满了兴趣班的广告，从太极到剪纸都有。"),
        ("EPISODIC", "{friend}她姐为了暖和去了海南过冬，每年冬天都打电话来馋我们。"),
        ("EPISODIC", "我们楼的业主群为了一只走丢的猫吵了一整天，最后猫在人家车库里睡觉呢。"),
        ("EPISODIC", "公司组织学急救，拿一个没胳膊的假人练心肺复苏。"),
        ("EPISODIC", "{city}老城区有家开了六十年的锅贴铺子，周末门口停满了外地车牌。"),
        ("EPISODIC", "小区里有个姑娘专门上门遛狗，一次牵着八条狗下楼。"),
        ("EPISODIC", "宠物店一整面墙的冻干零食，比我一个礼拜的菜钱还贵。"),
        ("EPISODIC", "{friend}在老家院子里种出一个大冬瓜，两个人才抬得动。"),
        ("EPISODIC", "商场里那家旅行社门口立着个穿花衬衫的纸板人，一立就是十几年。"),
        ("EPISODIC", "台东夜市有家烤鱿鱼，中午就排到了路口。"),
        ("EPISODIC", "{city}有条街封了路办滑板车比赛，冠军是个九岁的小孩。"),
        ("EPISODIC", "五金店里有个大爷要退一个烧烤架，炉箅子上还沾着油。"),
        ("EPISODIC", "老年大学办知识竞赛，冠军是四个九十岁的老太太，队名叫“不服老”。"),
        ("EPISODIC", "台东步行街有个卖艺的大爷拿锯条拉曲子，天天就那三首。"),
        ("EPISODIC", "有人把一条大裤衩挂到了帆船基地的旗杆顶上，到今天没人认。"),
        ("EPISODIC", "我那个牙医的诊室墙上挂着他在崂山顶上的照片，相框是一颗牙的形状。"),
        ("EPISODIC", "{friend}的儿子毕业后去王哥庄的茶园干了一年，回来一口地道的崂山话。"),
        ("EPISODIC", "{friend}家对门白天把钥匙插在门上不拔，说这楼里没人敢偷。"),
        ("PREFERENCE", "下雪天在崂山顶上喝一杯热茶，啥都不想了。"),
        ("PREFERENCE", "宁可开四个钟头的会，也不想给客服打电话。"),
        ("SEMANTIC", "栈桥一百多年了，桥头那个亭子叫回澜阁。"),
        ("SEMANTIC", "李村大集逢二、逢七开集，一开开了一百多年。"),
        ("PREFERENCE", "王哥庄的大馒头，排半个钟头队也值。"),
        ("SEMANTIC", "每年夏天的啤酒节，扎啤都是拿塑料袋装着拎回家的。"),
        ("PREFERENCE", "最舒服的是夏天傍晚，在八大关的树底下吹海风。"),
        # the same person and family, other things
        ("EPISODIC", "我妹考过了注册会计师，在电话里哭了一鼻子。"),
        ("EPISODIC", "团子在阳台上逮了一只麻雀，叼到床上给我看。"),
        ("EPISODIC", "我妈去烫了一头小卷，说是跟老姐妹们约好了去拍艺术照。"),
        ("EPISODIC", "老公单位组织去蓬莱一日游，他回来晒得跟块黑炭似的。"),
        ("EPISODIC", "我爸开车在胶州撞了一只野兔，车头凹进去一块，钣金修了三个礼拜。"),
        ("EPISODIC", "我的车年检没过，就因为一个牌照灯不亮。"),
        ("EPISODIC", "我妹家楼顶住了一窝鸽子，她给领头的那只起名叫“大哥”。"),
        ("SEMANTIC", "我跟老公是相亲认识的，介绍人是我妈跳广场舞的搭档。"),
        ("EPISODIC", "我妈的助听器在我表弟的婚礼上一直在啸叫。"),
        ("EPISODIC", "团子学会了自己用爪子扒开推拉门，想出去就出去。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}收拾收拾搬去了{city}，说是离孙子近，走之前说最舍不得台东的夜市。"),
        ("EPISODIC", "路口那家海鲜饭店换了老板，一盘菜的分量少了一半。"),
        ("EPISODIC", "小区门口的红绿灯从{month}起就一直闪黄灯，说是在等零件。"),
        ("EPISODIC", "半夜两点站在椅子上给烟雾报警器换电池。"),
        ("EPISODIC", "茶水间的微波炉和冰箱换了个位置，全楼层的人都找不着北。"),
        ("EPISODIC", "把阳台的鸟食罐挪到了晾衣杆上头，省得邻居家的猫够着。"),
        ("EPISODIC", "现在一到傍晚，海边全是看日落拍照的人。"),
        ("EPISODIC", "献血车把送的小面包换成了燕麦棒，献血的老大爷们很有意见。"),
        ("EPISODIC", "小区把垃圾分类的桶换了地方，整栋楼的人都在群里骂。"),
        ("EPISODIC", "{friend}从欧洲玩了六个礼拜回来，箱子里装满了巧克力，鼻子晒脱了皮。"),
        ("EPISODIC", "旧书市场搬到了二楼，腿脚不好的老人上不去了。"),
        ("EPISODIC", "看电影的时候跟一对小情侣换了座位，让他俩坐一块，我换到了最后一排。"),
        ("EPISODIC", "利群超市把货架全重新摆了一遍，我找面粉找了十分钟。"),
        ("EPISODIC", "台风路径预报改了三回，最后拐去了日本。"),
        # plain unrelated
        ("SEMANTIC", "我这辈子都没学会吹口哨。"),
        ("SEMANTIC", "{friend}是我大学上铺，毕业十几年了还管我叫“老大”。"),
        ("SEMANTIC", "我住的那条路是个大坡，下雪天全小区的车都停在坡底下。"),
        ("SEMANTIC", "我在栈桥上被风刮跑过{number}把伞，还是照样买便宜的。"),
        ("PREFERENCE", "下雨的礼拜天，我最爱在家做{dish}。"),
        ("PREFERENCE", "我跟我妈各看各的{show}，一边看一边在电话里吵剧情。"),
        ("PREFERENCE", "我抽屉里常备着{snack}，月底忙起来全靠它续命。"),
        ("EPISODIC", "{weekday}{friend}端着{dish}来敲门，两个人一晚上谁都没看手机。"),
        ("EPISODIC", "{bird}这礼拜天天早上落在我家晾衣杆上，看着我吃早饭。"),
        ("EPISODIC", "{thing}半夜突然响得跟鹅叫似的，我爬起来拍了它两下才消停。"),
        ("EPISODIC", "{friend}从来没看过{show}，我发誓要把她拉下水。"),
        ("EPISODIC", "洗车排了{minutes}分钟的队，前面那辆是拉海鲜的货车，冲了半天。"),
        ("EPISODIC", "{month}去了趟{city}，比青岛还冷，说出来没人信。"),
        ("EPISODIC", "网上给{thing}买了个配件，买错了，还错了两回。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "spare_key_hiding_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "under the frog statue by the steps",
                "in the meter box",
                "inside the old gumboot by the back door",
                "taped under the letterbox",
                "in the fake rock in the garden bed",
                "on the ledge above the laundry door",
            ],
            "facts": [
                "The spare key to my place is {v}.",
                "If anyone's locked out of my house, the spare key is {v}.",
                "I keep the spare house key {v}.",
            ],
            "corrections": [
                ("cue", "spare key's {new} now"),
                (
                    "cue",
                    "After the break-in two doors down, I started keeping the spare key {new}.",
                ),
                ("cue", "Since the deck got rebuilt, the spare key has lived {new}."),
                ("explicit", "The spare key isn't {old} any more; I've put it {new}."),
                (
                    "explicit",
                    "Lachie told the whole family the key was {old}, so I've hidden it {new}.",
                ),
                ("explicit", "spare key: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Told the plumber the key would be {new}, and he had the door open before "
                        "I'd hung up."
                    ),
                ),
                ("implicit", "plumber 8am, key {new}, lock up after pls"),
                (
                    "implicit",
                    (
                        "Marg across the road says she can watch me reach for the key {new} from "
                        "her kitchen window, and so could anybody."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Mum asked where I hide the key, I said {new}, and she said that's the "
                        "first place a burglar would look."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Biscuit goes and sits right by the key, {new}, whenever somebody comes "
                        "through the gate."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Home from Salamanca with both arms full: apples from the Huon, a bunch of "
                        "dahlias, a sourdough loaf, Biscuit tangled in his lead, my phone on four "
                        "percent and my keys lost somewhere in the bottom of the bag, so I got the "
                        "spare out, {new}, and let myself in."
                    ),
                ),
            ],
            "questions": [
                "Where's my spare key?",
                "Where do I hide the spare house key?",
                "If I lock myself out, where's the spare key?",
            ],
            "now": ["Where is my spare key kept at the moment?"],
        },
        "zh": {
            "values": [
                "电表箱里",
                "门口地垫底下",
                "消防栓箱里",
                "门口那盆绿萝的花盆底下",
                "单元门口的奶箱里",
                "楼道鞋柜最底下那只棉鞋里",
            ],
            "facts": [
                "我家备用钥匙放在{v}。",
                "备用钥匙我一直搁在{v}。",
                "万一把自己锁在门外，备用钥匙在{v}。",
            ],
            "corrections": [
                ("cue", "备用钥匙最近放{new}"),
                ("cue", "楼上遭了贼以后，我把备用钥匙藏到了{new}。"),
                ("cue", "物业装了人脸识别的门禁以后，备用钥匙就一直搁在{new}。"),
                ("explicit", "备用钥匙不放{old}了，放{new}。"),
                ("explicit", "我妈说放{old}谁都猜得到，我就藏到了{new}。"),
                ("explicit", "备用钥匙：{new}，不是{old}"),
                ("implicit", "燃气公司的师傅到了门口给我打电话，我说钥匙在{new}，他一摸就摸着了。"),
                ("implicit", "钥匙在{new} 进门先把猫关卧室"),
                ("implicit", "对门王姨说，她隔着猫眼都能看见我从{new}拿钥匙，谁都能看见。"),
                ("implicit", "我妈来给我送饺子，自己从{new}摸出钥匙开的门。"),
                ("implicit", "外甥来借住两天，我微信上跟他说钥匙在{new}，他还是找了二十分钟。"),
                (
                    "implicit",
                    (
                        "周六逛完李村大集回来，两只手拎得满满的：一兜蛤蜊，一捆芹菜，五斤地瓜，一袋"
                        "王哥庄大馒头，手机就剩百分之三的电，钥匙不知道塞哪个兜里了，只好从{new}摸"
                        "出备用的，先进了门再说。"
                    ),
                ),
            ],
            "questions": [
                "我家备用钥匙放哪了？",
                "备用钥匙我藏在什么地方？",
                "要是被锁在门外，备用钥匙去哪找？",
            ],
            "now": ["备用钥匙现在放在哪？"],
        },
    },
    {
        "key": "passport_storage_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "in the filing cabinet under T for travel",
                "in the fireproof box in the wardrobe",
                "in the zip pocket of my blue suitcase",
                "in the desk drawer with the warranties",
                "in Mum's safe at her unit",
                "in the bedside table under the phone chargers",
            ],
            "facts": [
                "My passport is {v}.",
                "I keep my passport {v}.",
                "If you're looking for my passport, it's {v}.",
            ],
            "corrections": [
                ("cue", "passport's {new} now"),
                ("cue", "After the panic at the airport last trip, I've kept my passport {new}."),
                ("cue", "Since I cleaned out the study, my passport lives {new}."),
                ("explicit", "My passport isn't {old} any more; it's {new}."),
                ("explicit", "Kirsty laughed at me for keeping it {old}, so the passport's {new}."),
                ("explicit", "passport: {new}, not {old}"),
                (
                    "implicit",
                    "Needed my passport number for the booking and found it {new}, first go.",
                ),
                ("implicit", "passport {new}, do not touch, lachie"),
                (
                    "implicit",
                    "Kirsty has lost hers and rang to ask where I keep mine; I said {new}.",
                ),
                (
                    "implicit",
                    (
                        "Lachie needed a certified copy of my passport for a uni form and I told "
                        "him it's {new}."
                    ),
                ),
                (
                    "implicit",
                    "The travel agent asked if I had my passport handy, and I did: {new}.",
                ),
                (
                    "implicit",
                    (
                        "Night before flying out: the washing on the line in the rain, the taxi "
                        "booked twice, Biscuit's bag packed, a neck pillow I couldn't find, a row "
                        "with the airline app about seats, and my passport, thank God, {new}, "
                        "right where I'd left it."
                    ),
                ),
            ],
            "questions": [
                "Where is my passport?",
                "Where do I keep my passport?",
                "Where's my passport stored?",
            ],
            "now": ["Where is my passport kept at the moment?"],
        },
        "zh": {
            "values": [
                "衣柜顶上的铁皮饼干盒里",
                "书桌左边第二个抽屉里",
                "那个红色行李箱的夹层里",
                "床头柜的文件袋里",
                "我妈家的保险柜里",
                "电视柜里的档案袋里",
            ],
            "facts": ["我的护照放在{v}。", "护照我一直收在{v}。", "要找我的护照，去{v}找。"],
            "corrections": [
                ("cue", "护照这阵子收在{new}"),
                ("cue", "上回在机场差点找不着以后，我就把护照收在{new}。"),
                ("cue", "家里大扫除以后，护照就放在{new}了。"),
                ("explicit", "护照不在{old}了，放{new}。"),
                ("explicit", "我妹说放{old}太好找，我就收到了{new}。"),
                ("explicit", "护照：{new}，不是{old}"),
                ("implicit", "订机票要填护照号，一伸手就在{new}摸到了。"),
                ("implicit", "护照在{new} 别乱动"),
                ("implicit", "我妹把自己的护照弄丢了，打电话问我的放哪，我说在{new}。"),
                ("implicit", "旅行社的小姑娘让我拍护照首页，我从{new}拿出来拍的。"),
                ("implicit", "老公要帮我拿护照去办签证，我说在{new}，他一下就找着了。"),
                (
                    "implicit",
                    (
                        "出发前一晚：阳台的衣服被雨淋了，地铁首班车时间查了又查，团子的东西收拾好了"
                        "，U型枕死活找不着，跟航空公司的app较劲选座位，幸亏护照就在{new}，一伸手就"
                        "拿到了。"
                    ),
                ),
            ],
            "questions": ["我的护照放哪儿了？", "我把护照收在什么地方？", "护照我一般放在哪？"],
            "now": ["我的护照现在放在哪？"],
        },
    },
    {
        "key": "rent_amount",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "$480 a week",
                "$515 a week",
                "$530 a week",
                "$455 a week",
                "$560 a week",
                "$495 a week",
            ],
            "facts": [
                "My rent is {v}.",
                "I pay {v} for the place in Bellerive.",
                "The rent on my house comes to {v}.",
            ],
            "corrections": [
                ("cue", "rent's {new} now"),
                ("cue", "After the lease renewal, my rent came to {new}."),
                (
                    "cue",
                    "Since the property manager took over from the owner, I've been paying {new}.",
                ),
                ("explicit", "The rent isn't {old} any more, it's {new}."),
                ("explicit", "The agent crossed out {old} on the lease and wrote {new}."),
                ("explicit", "rent: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Set up the direct debit for {new} and the bank rang to check it was "
                        "really me."
                    ),
                ),
                ("implicit", "rent {new}, paid, thurs"),
                ("implicit", "Lachie can't believe I pay {new} for two bedrooms and a carport."),
                ("implicit", "Mum says {new} for a weatherboard in Bellerive is daylight robbery."),
                (
                    "implicit",
                    (
                        "The inspection notice from the agent came with a reminder that {new} is "
                        "due on Thursdays."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Doing the budget at the kitchen table: a spreadsheet Kirsty made me, the "
                        "power bill from winter, the car rego, Biscuit's vet bill, Lachie's "
                        "textbooks, and right at the top, in red, {new}, before I've bought a "
                        "single thing."
                    ),
                ),
            ],
            "questions": [
                "How much is my rent?",
                "What do I pay in rent?",
                "What's the rent on my place?",
            ],
            "now": ["What's my rent at the moment?"],
        },
        "zh": {
            "values": [
                "每月两千三",
                "每月两千六",
                "每月一千九",
                "每月两千一",
                "每月两千八",
                "每月两千四",
            ],
            "facts": [
                "我的房租是{v}。",
                "李沧这套房子，房东收我{v}。",
                "我租的这套两居室，房租{v}。",
            ],
            "corrections": [
                ("cue", "房租最近是{new}"),
                ("cue", "续签完合同，房租定在了{new}。"),
                ("cue", "房东把房子交给中介管以后，我一直交{new}。"),
                ("explicit", "房租不是{old}了，是{new}。"),
                ("explicit", "合同上{old}划掉了，写的是{new}。"),
                ("explicit", "房租：{new}，不是{old}"),
                ("implicit", "在手机银行上设了{new}的自动转账，银行还打电话来核实是不是我本人。"),
                ("implicit", "房租{new} 周四转了"),
                ("implicit", "我妈说{new}租个老小区的两居室，太不值了。"),
                ("implicit", "房东来看水管，临走提醒我房租{new}，五号前转。"),
                ("implicit", "我妹听说我房租{new}，让我干脆攒钱买套房。"),
                (
                    "implicit",
                    (
                        "在饭桌上算账：我妹给我做的表格，冬天的暖气费，车险，团子的疫苗，给我爸妈的"
                        "钱，最上面一行红字写着房租{new}，一分钱还没花呢。"
                    ),
                ),
            ],
            "questions": ["我的房租多少钱？", "我租的房子每月交多少？", "房东收我多少房租？"],
            "now": ["我现在房租是多少？"],
        },
    },
    {
        "key": "savings_bank",
        "type": "SEMANTIC",
        "en": {
            "values": ["ING", "ubank", "the Bank of Us", "Macquarie", "Bendigo Bank", "MyState"],
            "facts": [
                "My savings account is with {v}.",
                "I keep my rainy-day money at {v}.",
                "The account my pay gets swept into is with {v}.",
            ],
            "corrections": [
                ("cue", "savings are with {new} now"),
                (
                    "cue",
                    (
                        "After I read the fine print on the bonus interest, I put my savings with "
                        "{new}."
                    ),
                ),
                ("cue", "Since the scam texts started, my savings account has been with {new}."),
                ("explicit", "I closed my account at {old}; the savings are at {new}."),
                ("explicit", "{old} shut the branch at Rosny, so my savings went across to {new}."),
                ("explicit", "savings: {new}, not {old}"),
                ("implicit", "Spent forty minutes on hold to {new} to get my card unlocked."),
                ("implicit", "{new} app, holiday fund, $212 to go"),
                (
                    "implicit",
                    (
                        "Lachie asked for my bank details to pay me back and I sent him the {new} "
                        "ones."
                    ),
                ),
                (
                    "implicit",
                    "Mum doesn't trust {new} because she's never seen a branch with her own eyes.",
                ),
                (
                    "implicit",
                    "My tax agent wants the interest statement from {new} before lodging anything.",
                ),
                (
                    "implicit",
                    (
                        "Payday Thursday: the rent out, the car loan out, the phone bill, Lachie's "
                        "allowance, twenty dollars to the footy tipping, a coffee I shouldn't have "
                        "bought, and whatever's left swept into my savings at {new} before I can "
                        "see it."
                    ),
                ),
            ],
            "questions": [
                "Which bank are my savings with?",
                "Where do I keep my savings account?",
                "What bank holds my rainy-day money?",
            ],
            "now": ["Which bank is my savings account with at the moment?"],
        },
        "zh": {
            "values": ["招商银行", "青岛银行", "建设银行", "农商银行", "邮储银行", "微众银行"],
            "facts": [
                "我存钱的卡是{v}的。",
                "我的积蓄都放在{v}。",
                "工资一到账，我就转一部分到{v}存着。",
            ],
            "corrections": [
                ("cue", "存款这阵子放{new}"),
                ("cue", "挨家比了一遍大额存单的利率以后，我把钱存到了{new}。"),
                ("cue", "接了那几个诈骗电话以后，我的存款都在{new}。"),
                ("explicit", "{old}的卡我销了，钱存在{new}。"),
                ("explicit", "{old}家门口的网点撤了，我就把存款转到了{new}。"),
                ("explicit", "存款：{new}，不是{old}"),
                ("implicit", "打{new}的客服电话打了四十分钟，才把卡解冻。"),
                ("implicit", "{new}app 旅游基金还差212"),
                ("implicit", "老公要还我钱，我把{new}的卡号发给了他。"),
                ("implicit", "我爸说{new}靠谱，让我别瞎买理财。"),
                ("implicit", "帮我弄个税的人要看{new}的利息单。"),
                (
                    "implicit",
                    (
                        "发工资那天：房租转走了，车贷扣了，话费交了，给我妈转了五百，跟同事拼单买了"
                        "二十块钱的水果，剩下的赶紧转进{new}，眼不见心不烦。"
                    ),
                ),
            ],
            "questions": [
                "我的存款放在哪家银行？",
                "我存钱用的是哪家银行的卡？",
                "我把积蓄存在哪个银行？",
            ],
            "now": ["我的存款现在在哪家银行？"],
        },
    },
    {
        "key": "tax_return_helper",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a bloke in New Town called Terry Wakefield",
                "H&R Block at Eastlands",
                "my cousin's wife Anita, a bookkeeper",
                "a woman in Sandy Bay called Rhonda Smee",
                "the accountant above the bakery, Mr Chong",
                "a chartered accountant called Ben Kuzma",
            ],
            "facts": [
                "My tax return gets done by {v}.",
                "At the end of the financial year I take my receipts to {v}.",
                "The tax agent I use is {v}.",
            ],
            "corrections": [
                ("cue", "my tax is with {new} now"),
                ("cue", "After the mess with my work-from-home claim, I took my tax to {new}."),
                ("cue", "Since that letter from the ATO, {new} has done my return."),
                ("explicit", "{old} has shut up shop, so my tax goes to {new}."),
                (
                    "explicit",
                    "{old} charged me two hundred dollars to tell me nothing; it's {new}.",
                ),
                ("explicit", "tax agent: {new}, not {old}"),
                (
                    "implicit",
                    "Dropped a shoebox of receipts off with {new} and got a look I deserved.",
                ),
                ("implicit", "tax appt w {new} 2pm, bring income statement + charity receipts"),
                (
                    "implicit",
                    "Damo wants the number for {new} because he hasn't lodged since 2021.",
                ),
                ("implicit", "Mum wants to know whether {new} does pensioners as well."),
                (
                    "implicit",
                    (
                        "The ATO text said my return had been lodged by {new}, and for once it "
                        "wasn't a scam."
                    ),
                ),
                (
                    "implicit",
                    (
                        "End of financial year: the shoebox on the dining table, the car logbook I "
                        "didn't keep, Lachie's textbook receipts that aren't deductible, Biscuit "
                        "lying on the Medicare statements, and an appointment with {new} on Friday "
                        "that I've already moved twice."
                    ),
                ),
            ],
            "questions": [
                "Who does my tax return?",
                "Who's my tax agent?",
                "Who do I take my receipts to at tax time?",
            ],
            "now": ["Who's doing my tax at the moment?"],
        },
        "zh": {
            "values": [
                "公司财务的赵姐",
                "我表弟小宇",
                "楼下代账公司的孟会计",
                "在税务局上班的老同学李娜",
                "老公的同事大冯",
                "小区里做会计的邹阿姨",
            ],
            "facts": [
                "每年的个税汇算都是{v}帮我弄的。",
                "我报税的事交给{v}。",
                "个税退税我都找{v}。",
            ],
            "corrections": [
                ("cue", "个税这回交给{new}"),
                ("cue", "上回专项附加扣除填错被打回来以后，我的个税就找{new}弄。"),
                ("cue", "自打税务局那条短信来了，我的汇算都是{new}帮着弄。"),
                ("explicit", "{old}太忙顾不上，我的个税找了{new}。"),
                ("explicit", "{old}上回把我的租房扣除漏了，这回找的是{new}。"),
                ("explicit", "报税：{new}，不是{old}"),
                ("implicit", "把一沓票据和租房合同交给{new}，人家看了我一眼，我自己也心虚。"),
                ("implicit", "周五两点 {new} 带上租房合同和捐款收据"),
                ("implicit", "我弟想要{new}的微信，他三年没弄过汇算了。"),
                ("implicit", "我妈问{new}能不能顺便帮她看看养老金的事。"),
                ("implicit", "个税app提示汇算已提交，是{new}帮我点的。"),
                (
                    "implicit",
                    (
                        "三月里汇算那阵子：饭桌上一鞋盒的票据，租房合同找不着，老公的证明在他手机里"
                        "，团子趴在社保清单上不起来，跟{new}约的周五，已经往后挪了两回。"
                    ),
                ),
            ],
            "questions": ["我的个税是谁帮我弄的？", "报税我找的是谁？", "谁帮我办个税汇算？"],
            "now": ["我现在的个税是谁帮我弄？"],
        },
    },
    {
        "key": "monthly_donation",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the RSPCA",
                "the Cancer Council",
                "Doctors Without Borders",
                "the Salvos",
                "Save the Tasmanian Devil",
                "Loaves and Fishes Tasmania",
            ],
            "facts": [
                "My monthly donation goes to {v}.",
                "Twenty dollars a month of my pay goes to {v}.",
                "The charity I give to every month is {v}.",
            ],
            "corrections": [
                ("cue", "my monthly donation's going to {new} now"),
                ("cue", "After that documentary on the ABC, I started giving to {new}."),
                (
                    "cue",
                    "Since the workplace giving scheme came in, my donation has gone to {new}.",
                ),
                ("explicit", "I stopped giving to {old}; my twenty a month goes to {new}."),
                ("explicit", "{old} kept ringing me at dinner time, so I give to {new}."),
                ("explicit", "charity: {new}, not {old}"),
                (
                    "implicit",
                    "Got a thank-you card from {new} with a photo on the front, and I cried a bit.",
                ),
                ("implicit", "direct debit $20, {new}, 15th"),
                (
                    "implicit",
                    (
                        "My tax agent asked for the receipts from {new} and I found them in the "
                        "glovebox."
                    ),
                ),
                (
                    "implicit",
                    "Mum says she gave to {new} for thirty years and never once got a card.",
                ),
                (
                    "implicit",
                    "Lachie did a fun run for {new} in Melbourne and I sponsored him fifty bucks.",
                ),
                (
                    "implicit",
                    (
                        "End of the month: the power bill, Lachie's phone, the car rego, a wedding "
                        "present for Fiona's daughter, twenty dollars for the footy tipping, and "
                        "twenty to {new}, the one payment I never begrudge."
                    ),
                ),
            ],
            "questions": [
                "Which charity do I give to every month?",
                "Where does my monthly donation go?",
                "What charity do I support?",
            ],
            "now": ["Which charity am I giving to at the moment?"],
        },
        "zh": {
            "values": [
                "壹基金",
                "免费午餐",
                "一个流浪猫救助站",
                "希望工程",
                "一个山区助学项目",
                "红十字会",
            ],
            "facts": [
                "我每个月固定捐款给{v}。",
                "我工资里每月有五十块捐给{v}。",
                "我月捐的是{v}。",
            ],
            "corrections": [
                ("cue", "月捐最近给{new}"),
                ("cue", "看了那期公益节目以后，我每个月捐给{new}。"),
                ("cue", "公司搞了一回公益日以后，我的月捐就给了{new}。"),
                ("explicit", "不捐{old}了，每月的钱给{new}。"),
                ("explicit", "{old}老在吃饭的点打电话，我就改捐{new}了。"),
                ("explicit", "月捐：{new}，不是{old}"),
                ("implicit", "收到{new}寄来的感谢卡，封面是一张照片，我看着看着眼圈就红了。"),
                ("implicit", "自动扣款 50块 {new} 每月15号"),
                ("implicit", "帮我弄个税的人让我把给{new}的捐款凭证找出来。"),
                ("implicit", "我妈说她年轻时也给{new}捐过，从来没人给她寄过卡片。"),
                ("implicit", "我妹在朋友圈转了{new}的链接，还专门艾特了我。"),
                (
                    "implicit",
                    (
                        "月底：交电费，交话费，车险续费，同事闺女结婚随了份子，跟同事凑钱给领导买了"
                        "束花，还有给{new}的五十，这一笔我从来不心疼。"
                    ),
                ),
            ],
            "questions": [
                "我每月捐款给哪个机构？",
                "我的月捐给的是谁？",
                "我固定支持的公益是哪个？",
            ],
            "now": ["我这阵子月捐给的是哪个？"],
        },
    },
    {
        "key": "reporting_manager",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Sonia Pike, who came down from the north-west",
                "Graeme with the bow ties",
                "a young bloke called Harrison Wu",
                "Priya Nair from HR",
                "an ex-Navy man called Ray Burgess",
                "Leanne Fitzgerald, the acting director",
            ],
            "facts": [
                "The manager I answer to at work is {v}.",
                "The person I report to in payroll is {v}.",
                "My timesheets get signed off by {v}.",
            ],
            "corrections": [
                ("cue", "my boss is {new} now"),
                ("cue", "After the restructure, I report to {new}."),
                ("cue", "Since payroll got folded into finance, my manager has been {new}."),
                ("explicit", "{old} took a job at the council, so I report to {new}."),
                ("explicit", "{old} doesn't manage our team any more; it's {new}."),
                ("explicit", "manager: {new}, not {old}"),
                (
                    "implicit",
                    "Had my performance review with {new} and we mostly talked about the car park.",
                ),
                ("implicit", "1:1 w {new} at 10, bring the overtime report"),
                (
                    "implicit",
                    (
                        "Fiona from rostering says {new} sent her three emails before eight this "
                        "morning."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Mum wants to know if {new} is the one who gave me the afternoon off for "
                        "her hip appointment, and it was."
                    ),
                ),
                ("implicit", "Put in for leave over Easter and {new} approved it in four minutes."),
                (
                    "implicit",
                    (
                        "Pay week at the hospital: two thousand timesheets, the system down for an "
                        "hour on Tuesday, a registrar ringing about his penalty rates, morning tea "
                        "for somebody's fortieth, the fire alarm going off in the lift well, and "
                        "{new} at my desk at five to five asking if we're on track."
                    ),
                ),
            ],
            "questions": [
                "Who's my boss at work?",
                "Who do I report to?",
                "Who signs off my timesheets?",
            ],
            "now": ["Who's my manager at the moment?"],
        },
        "zh": {
            "values": [
                "从总部调来的孙经理",
                "业务部的老周",
                "刚提上来的小姚",
                "大家都叫她Linda的江经理",
                "说话慢悠悠的鞠总",
                "一个姓单的女经理",
            ],
            "facts": ["我的直属领导是{v}。", "我在公司归{v}管。", "我的请假条得{v}签字。"],
            "corrections": [
                ("cue", "我领导这阵子是{new}"),
                ("cue", "公司架构一调整，我就归{new}管了。"),
                ("cue", "跟单部并进业务部以后，我的领导一直是{new}。"),
                ("explicit", "{old}跳槽去了别家，我现在归{new}管。"),
                ("explicit", "{old}不带我们组了，我们组归了{new}。"),
                ("explicit", "领导：{new}，不是{old}"),
                ("implicit", "年中考核是{new}跟我谈的，一半时间在聊停车位。"),
                ("implicit", "十点跟{new}开会 带上出货表"),
                ("implicit", "同事小孙说{new}早上八点不到就在群里发了三条语音。"),
                ("implicit", "老公问{new}是不是上回批我半天假陪我妈看腿的那个，是。"),
                ("implicit", "清明请了两天假，{new}四分钟就批了。"),
                (
                    "implicit",
                    (
                        "月底出货那一周：三个柜子等着报关，系统周二崩了一个钟头，一个客户半夜从美国"
                        "打电话问船期，有个同事过生日订了蛋糕，楼道里搞消防演习，快下班了，{new}站"
                        "在我工位边上问：“都来得及吧？”"
                    ),
                ),
            ],
            "questions": ["我的领导是谁？", "我在公司归谁管？", "谁给我签请假条？"],
            "now": ["我现在的直属领导是谁？"],
        },
    },
    {
        "key": "work_commute",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "taking the Bellerive ferry",
                "catching the Metro bus",
                "riding my e-bike",
                "carpooling with a theatre nurse called Bec",
                "driving in and parking at the Domain",
                "walking over the Tasman Bridge",
            ],
            "facts": [
                "I get to work by {v}.",
                "My commute is {v}.",
                "Most mornings I get into the hospital by {v}.",
            ],
            "corrections": [
                ("cue", "getting to work by {new} lately"),
                (
                    "cue",
                    "After the roadworks on the bridge began, I started getting to work by {new}.",
                ),
                ("cue", "Since daylight saving kicked in, my commute has been {new}."),
                ("explicit", "I gave up {old}; I get to work by {new}."),
                ("explicit", "{old} was killing my knee, so my commute is {new}."),
                ("explicit", "commute: {new}, not {old}"),
                ("implicit", "Rolled into payroll at 8:02 after {new}, and nobody noticed."),
                ("implicit", "{new}, 7:10, fog on the river, running late"),
                (
                    "implicit",
                    (
                        "Fiona from rostering says she saw me {new} this morning and waved, and I "
                        "never saw her."
                    ),
                ),
                ("implicit", "Lachie thinks {new} is the most Hobart thing I've ever done."),
                ("implicit", "Mum worries about me {new} in the dark all winter."),
                (
                    "implicit",
                    (
                        "Monday: frost on the lawn, Biscuit sulking because I was going out, the "
                        "bridge banked up to Rosny, a text from Lachie asking for money, my "
                        "lanyard left on the kitchen bench, and forty minutes of {new} before I "
                        "even got to my desk."
                    ),
                ),
            ],
            "questions": [
                "How do I get to work?",
                "What's my commute?",
                "How do I get into the hospital in the mornings?",
            ],
            "now": ["How am I getting to work these days?"],
        },
        "zh": {
            "values": [
                "坐地铁3号线",
                "骑电动车",
                "坐321路公交",
                "蹭邻居的顺风车",
                "自己开车",
                "坐公司班车",
            ],
            "facts": ["我每天{v}上班。", "我上班是{v}去。", "我早上一般{v}去公司。"],
            "corrections": [
                ("cue", "这阵子{new}上班"),
                ("cue", "香港中路修路以后，我就{new}上班了。"),
                ("cue", "天一暖和，我就改成{new}上班。"),
                ("explicit", "不{old}了，我{new}上班。"),
                ("explicit", "{old}太折腾，我现在{new}上班。"),
                ("explicit", "上班：{new}，不是{old}"),
                ("implicit", "早上{new}，海雾大得看不见对面楼，到公司头发都是潮的。"),
                ("implicit", "{new} 七点十分 堵在半路 要迟到"),
                ("implicit", "同事小孙说早上看见我{new}，冲我招手我都没看见。"),
                ("implicit", "我妈总担心我冬天天黑了还{new}。"),
                ("implicit", "老公说我{new}上班，比他天天跑黄岛还费劲。"),
                (
                    "implicit",
                    (
                        "周一：楼下草坪上结了一层霜，团子生气我要出门，胶州湾大桥那边堵成一片，我妈"
                        "发语音问我冬至回不回家，工牌落在了鞋柜上，{new}折腾了四十分钟才坐到工位上"
                        "。"
                    ),
                ),
            ],
            "questions": ["我每天怎么去上班？", "我上班的通勤方式是什么？", "我早上怎么去公司？"],
            "now": ["我现在怎么去上班？"],
        },
    },
    {
        "key": "lunch_break_spot",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the bench in Franklin Square",
                "the hospital café on level two",
                "the food vans on the waterfront",
                "the Vietnamese bakery on Liverpool Street",
                "my desk, with leftovers",
                "the staff room with the crossword",
            ],
            "facts": [
                "I eat my lunch at {v}.",
                "Lunchtime, you'll find me at {v}.",
                "My lunch break gets spent at {v}.",
            ],
            "corrections": [
                ("cue", "lunch at {new} lately"),
                ("cue", "After the heatwave, I started taking my lunch at {new}."),
                (
                    "cue",
                    (
                        "Since they started renovating the ward upstairs, my lunch break has been "
                        "at {new}."
                    ),
                ),
                ("explicit", "I'm done with {old}; lunch is at {new}."),
                ("explicit", "{old} got too noisy, so I have lunch at {new}."),
                ("explicit", "lunch spot: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Spilled pumpkin soup down my good cardigan at {new} and wore it all "
                        "afternoon."
                    ),
                ),
                ("implicit", "{new}, 12:30, soup, 20 min"),
                (
                    "implicit",
                    "Fiona from rostering came and found me at {new} to ask about a pay code.",
                ),
                (
                    "implicit",
                    (
                        "Lachie rang while I was at {new} and could hear everything going on "
                        "around me."
                    ),
                ),
                (
                    "implicit",
                    (
                        "The new grad in payroll asked if she could join me at {new}, and I said "
                        "yes, but no work talk."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Thursday: a four-hour meeting about the new rostering system, a fire "
                        "drill, a nurse in tears about her overtime, a pigeon trapped in the "
                        "atrium, and half an hour at {new} with a cheese and Vegemite sandwich, "
                        "the only good bit of the day."
                    ),
                ),
            ],
            "questions": [
                "Where do I eat lunch at work?",
                "Where do I spend my lunch break?",
                "Where do I usually have lunch on a workday?",
            ],
            "now": ["Where am I having lunch these days?"],
        },
        "zh": {
            "values": [
                "公司楼下的沙县小吃",
                "写字楼负一层的食堂",
                "五四广场边上的长椅",
                "自己工位上",
                "隔壁街的鲅鱼水饺馆",
                "全家便利店的靠窗座位",
            ],
            "facts": [
                "我中午一般在{v}吃饭。",
                "午饭我都在{v}对付一口。",
                "中午找我，去{v}准能找着。",
            ],
            "corrections": [
                ("cue", "午饭最近在{new}吃"),
                ("cue", "天一热，我中午就去{new}吃了。"),
                ("cue", "楼上开始装修那阵子起，我午饭都在{new}。"),
                ("explicit", "不去{old}吃了，中午在{new}。"),
                ("explicit", "{old}太吵，我午饭改在{new}吃。"),
                ("explicit", "午饭：{new}，不是{old}"),
                ("implicit", "中午在{new}把汤洒在了新买的毛衣上，穿了一下午。"),
                ("implicit", "{new} 十二点半 二十分钟 吃完就回"),
                ("implicit", "同事小孙跑到{new}来找我问一张报关单的事。"),
                ("implicit", "我妈中午打视频，一看背景就知道我在{new}。"),
                ("implicit", "新来的实习生问能不能中午跟我一块在{new}吃，我说行，但不许聊工作。"),
                (
                    "implicit",
                    (
                        "周四：上午开了四个钟头的会讲新系统，下午消防演习，一个客户为了船期在电话里"
                        "嚷，一只麻雀飞进了大堂出不去，中午在{new}吃了二十分钟饭，是一天里唯一舒坦"
                        "的时候。"
                    ),
                ),
            ],
            "questions": ["我中午在哪儿吃饭？", "我上班午饭一般在哪解决？", "我午休常去哪吃饭？"],
            "now": ["我这阵子中午在哪吃饭？"],
        },
    },
    {
        "key": "cafe_coffee_order",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a long black",
                "a skinny flat white",
                "an oat milk cappuccino",
                "a double-shot mocha",
                "a piccolo",
                "a soy chai latte",
            ],
            "facts": [
                "My usual coffee order is {v}.",
                "At the coffee cart they start making {v} the minute they see me.",
                "My morning coffee is {v}.",
            ],
            "corrections": [
                ("cue", "coffee order's {new} now"),
                ("cue", "After the dietitian's talk at work, I've been ordering {new}."),
                (
                    "cue",
                    (
                        "Since the cart outside the hospital entrance opened, my coffee has been "
                        "{new}."
                    ),
                ),
                ("explicit", "I've given up {old}; it's {new}."),
                ("explicit", "{old} was keeping me up at night, so I have {new}."),
                ("explicit", "coffee: {new}, not {old}"),
                ("implicit", "The barista had {new} on the counter before I'd got my purse out."),
                ("implicit", "{new} + banana bread, 7:50, desk"),
                (
                    "implicit",
                    (
                        "Fiona from rostering brought me {new} by way of saying sorry about the "
                        "roster."
                    ),
                ),
                ("implicit", "Lachie ordered me {new} without asking and got it right."),
                ("implicit", "Mum says {new} is not a real coffee."),
                (
                    "implicit",
                    (
                        "Payday morning: a queue out the door at the cart, a man ahead of me "
                        "ordering for his whole office, fog so thick you couldn't see the bridge, "
                        "Biscuit's hair all over my black pants, and finally {new} in my hand, the "
                        "only reason I made it to eight o'clock."
                    ),
                ),
            ],
            "questions": [
                "What's my usual coffee?",
                "How do I take my coffee?",
                "What do I order at the café?",
            ],
            "now": ["What's my coffee order at the moment?"],
        },
        "zh": {
            "values": ["生椰拿铁", "冰美式", "燕麦拿铁", "厚乳拿铁", "橙C美式", "一杯热的澳白"],
            "facts": [
                "我每天早上的咖啡是{v}。",
                "我点咖啡一般点{v}。",
                "楼下咖啡店的小哥一看见我，就开始做{v}。",
            ],
            "corrections": [
                ("cue", "咖啡最近喝{new}"),
                ("cue", "体检报告出来以后，我点咖啡就点{new}。"),
                ("cue", "公司楼下开了家瑞幸以后，我天天喝{new}。"),
                ("explicit", "{old}不喝了，我点{new}。"),
                ("explicit", "喝{old}晚上睡不着，我就改喝{new}。"),
                ("explicit", "咖啡：{new}，不是{old}"),
                ("implicit", "我还没掏出手机，店员已经把{new}放台子上了。"),
                ("implicit", "{new}+一个可颂 七点五十 工位"),
                ("implicit", "同事小孙给我带了{new}，说是为上回排班的事赔不是。"),
                ("implicit", "老公没问我就给我点了{new}，点对了。"),
                ("implicit", "我妈说{new}那不叫咖啡。"),
                (
                    "implicit",
                    (
                        "发工资那天早上：咖啡店排队排到门口，前面一个小伙子给全办公室点单，海雾大得"
                        "看不见对面楼，团子的毛粘了我一裤子，终于拿到了{new}，全靠它撑到八点。"
                    ),
                ),
            ],
            "questions": ["我常喝什么咖啡？", "我点咖啡一般点哪样？", "我每天早上喝的是什么咖啡？"],
            "now": ["我这阵子喝的是什么咖啡？"],
        },
    },
    {
        "key": "family_doctor",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dr Anand at the Rokeby clinic",
                "Dr Helen Tran",
                "old Dr McCulloch in Lindisfarne",
                "a young GP called Dr Sam Oakley",
                "Dr Fatima Rahimi at the bulk-billing clinic",
                "Dr Pearce, the one who plays in a band",
            ],
            "facts": [
                "My GP is {v}.",
                "When I need a doctor, I go to {v}.",
                "My regular doctor is {v}.",
            ],
            "corrections": [
                ("cue", "seeing {new} as my gp now"),
                (
                    "cue",
                    "After the wait for an appointment got to three weeks, I started seeing {new}.",
                ),
                ("cue", "Since I came over to the eastern shore, my doctor has been {new}."),
                ("explicit", "{old} has stopped seeing patients, so my GP is {new}."),
                (
                    "explicit",
                    "I gave up on {old} after the business with the referral; I see {new}.",
                ),
                ("explicit", "gp: {new}, not {old}"),
                (
                    "implicit",
                    "Got my flu jab from {new} and a lecture about salt thrown in for free.",
                ),
                ("implicit", "appt w {new} thurs 4:15, fasting bloods first"),
                (
                    "implicit",
                    (
                        "The chemist couldn't read the handwriting of {new} on my script and had "
                        "to ring the clinic."
                    ),
                ),
                (
                    "implicit",
                    "Mum says {new} sounds lovely and wants to know if they take new patients.",
                ),
                ("implicit", "Lachie wants me to ask {new} about his hay fever while I'm there."),
                (
                    "implicit",
                    (
                        "Tuesday: the car in for a service, the bridge down to one lane, a payroll "
                        "query from a very cross surgeon, Biscuit at the groomer, and at "
                        "four-fifteen twenty minutes in a waiting room with a fish tank, then {new}"
                        " telling me to sit up straight for the blood pressure cuff."
                    ),
                ),
            ],
            "questions": ["Who's my GP?", "Which doctor do I see?", "Who's my regular doctor?"],
            "now": ["Who's my GP at the moment?"],
        },
        "zh": {
            "values": [
                "社区卫生服务中心的刘大夫",
                "楼下诊所的老邱大夫",
                "一个叫夏雨的年轻女大夫",
                "市立医院东院的韩主任",
                "海慈医院的付大夫",
                "退休返聘的邢大夫",
            ],
            "facts": ["我看病一直找{v}。", "我的签约家庭医生是{v}。", "我有个头疼脑热都去找{v}。"],
            "corrections": [
                ("cue", "最近看病找{new}"),
                ("cue", "社区重新签了一轮家庭医生以后，我的签约大夫是{new}。"),
                ("cue", "医保定点调整以后，我看病就找{new}。"),
                ("explicit", "{old}退休了，我现在找{new}看。"),
                ("explicit", "跟{old}为了转诊单的事闹得不愉快，我就找{new}了。"),
                ("explicit", "大夫：{new}，不是{old}"),
                ("implicit", "去打流感疫苗，{new}顺便说我吃得太咸。"),
                ("implicit", "周四下午四点一刻 {new} 空腹抽血"),
                ("implicit", "药店的姑娘看不懂{new}写的处方，专门打电话去问。"),
                ("implicit", "我妈说{new}听着挺好，问能不能也给她挂个号。"),
                ("implicit", "我妹让我下回见{new}的时候帮她问问过敏性鼻炎的事。"),
                (
                    "implicit",
                    (
                        "周二：车送去保养，早上海雾大得看不见对面楼，一个客户在电话里发火，猫送去洗"
                        "澡，下午四点一刻在诊室外面看了二十分钟鱼缸，然后{new}让我坐直了量血压。"
                    ),
                ),
            ],
            "questions": ["我看病常找哪个大夫？", "我的家庭医生是谁？", "我平时找谁看病？"],
            "now": ["我现在看病找的是哪个大夫？"],
        },
    },
    {
        "key": "bp_tablet_and_dose",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "amlodipine 5 mg",
                "perindopril 4 mg",
                "candesartan 8 mg",
                "amlodipine 10 mg",
                "irbesartan 150 mg",
                "telmisartan 40 mg",
            ],
            "facts": [
                "The blood pressure tablet I take is {v}.",
                "I'm on {v} for my blood pressure.",
                "Every morning I take {v}.",
            ],
            "corrections": [
                ("cue", "bp tablet is {new} now"),
                ("cue", "After the twenty-four-hour monitor, the doctor put me on {new}."),
                (
                    "cue",
                    "Since the dizzy spells in winter, my blood pressure tablet has been {new}.",
                ),
                ("explicit", "I've stopped {old}; it's {new} every morning."),
                ("explicit", "{old} gave me a dry cough, so I'm on {new}."),
                ("explicit", "bp tablet: {new}, not {old}"),
                ("implicit", "Picked up {new} from the chemist and they had to order it in."),
                ("implicit", "{new}, 7am, glass of water, done"),
                (
                    "implicit",
                    "The pharmacist asked if I'd had any ankle swelling on {new}, which I haven't.",
                ),
                ("implicit", "Mum went through my dosette box and said she's on {new} too."),
                (
                    "implicit",
                    "Lachie read the box of {new} on the bench and googled every side effect.",
                ),
                (
                    "implicit",
                    (
                        "Packing for a long weekend at Bicheno: two jumpers, the good walking "
                        "shoes, Biscuit's bed, the cooler bag, a bottle-o run on the way, and the "
                        "little pill box with seven days of {new}, which I nearly left on the "
                        "kitchen bench."
                    ),
                ),
            ],
            "questions": [
                "What blood pressure medication am I on?",
                "Which tablet do I take for my blood pressure?",
                "What's my blood pressure tablet and dose?",
            ],
            "now": ["What am I taking for my blood pressure at the moment?"],
        },
        "zh": {
            "values": [
                "苯磺酸氨氯地平5毫克",
                "苯磺酸氨氯地平10毫克",
                "缬沙坦80毫克",
                "硝苯地平控释片30毫克",
                "厄贝沙坦150毫克",
                "培哚普利4毫克",
            ],
            "facts": ["我降压药吃的是{v}。", "大夫给我开的降压药是{v}。", "我每天早上一片{v}。"],
            "corrections": [
                ("cue", "降压药最近吃{new}"),
                ("cue", "戴了二十四小时动态血压以后，大夫让我吃{new}。"),
                ("cue", "入冬头晕了几回以后，我的降压药就是{new}。"),
                ("explicit", "{old}停了，现在吃{new}。"),
                ("explicit", "吃{old}老干咳，大夫给我开了{new}。"),
                ("explicit", "降压药：{new}，不是{old}"),
                ("implicit", "去药店拿{new}，店里没货，得等两天。"),
                ("implicit", "{new} 早上七点 一杯温水 吃了"),
                ("implicit", "药店的药师问我吃{new}脚踝肿不肿，不肿。"),
                ("implicit", "我妈翻了我的药盒，说她吃的也是{new}。"),
                ("implicit", "我妹看见桌上那盒{new}，把副作用全查了一遍发给我。"),
                (
                    "implicit",
                    (
                        "五一出去玩三天，收拾行李：两件外套，那双好走路的鞋，猫交代好了，路上吃的煎"
                        "饼，一兜子充电线，还有一周的{new}装在小药盒里，差点落在厨房台子上。"
                    ),
                ),
            ],
            "questions": [
                "我吃的降压药是哪种？",
                "我的降压药是什么、多大剂量？",
                "大夫给我开的降压药是哪个？",
            ],
            "now": ["我现在吃的降压药是哪种？"],
        },
    },
    {
        "key": "fitness_routine",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "lap swimming at the Doone Kennedy pool",
                "the Bellerive parkrun",
                "a Pilates class in Howrah",
                "walking Biscuit on the Kangaroo Bay boardwalk",
                "boxing at a gym in Glenorchy",
                "the Mount Nelson steps",
            ],
            "facts": [
                "My exercise is {v}.",
                "What keeps me fit is {v}.",
                "Three times a week it's {v} for me.",
            ],
            "corrections": [
                ("cue", "my exercise is {new} lately"),
                ("cue", "After the physio looked at my knee, I took up {new}."),
                ("cue", "Since daylight saving started, my exercise has been {new}."),
                ("explicit", "I've dropped {old}; it's {new} for me."),
                ("explicit", "{old} clashed with pay week, so I went over to {new}."),
                ("explicit", "exercise: {new}, not {old}"),
                (
                    "implicit",
                    "Came home from {new} so sore I had to sit on the stairs to get my shoes off.",
                ),
                ("implicit", "{new} done, 6:15, freezing"),
                (
                    "implicit",
                    "Fiona from rostering wants in on {new}, and I'm not sure how I feel about it.",
                ),
                ("implicit", "Mum says {new} is going to put my back out."),
                ("implicit", "Lachie laughed at the photo of me after {new}, red as a beetroot."),
                (
                    "implicit",
                    (
                        "Saturday: the washing, a trip to Bunnings for a tap washer, Biscuit at "
                        "the vet for his nails, a coffee with Mum at the village, the lawn "
                        "half-mowed before the rain, and {new} first thing, before any of it, so I "
                        "could feel smug all day."
                    ),
                ),
            ],
            "questions": [
                "What exercise do I do?",
                "How do I keep fit?",
                "What's my regular workout?",
            ],
            "now": ["What's my exercise at the moment?"],
        },
        "zh": {
            "values": [
                "去游泳馆游泳",
                "跟着帕梅拉跳操",
                "上动感单车课",
                "爬浮山",
                "沿着海边栈道夜跑",
                "打羽毛球",
            ],
            "facts": ["我平时的锻炼是{v}。", "我靠{v}保持身材。", "一周三回，我雷打不动地{v}。"],
            "corrections": [
                ("cue", "锻炼最近是{new}"),
                ("cue", "理疗师看过我的膝盖以后，我就开始{new}。"),
                ("cue", "入夏以后，我的锻炼就是{new}。"),
                ("explicit", "{old}不弄了，我现在{new}。"),
                ("explicit", "{old}老跟月底出货撞上，我就换成了{new}。"),
                ("explicit", "锻炼：{new}，不是{old}"),
                ("implicit", "{new}回来腿疼得只能坐在台阶上脱鞋。"),
                ("implicit", "{new} 六点一刻 冻死"),
                ("implicit", "同事小孙想跟我一块{new}，我还没想好。"),
                ("implicit", "我妈说我{new}迟早把腰弄坏。"),
                ("implicit", "我妹看了我{new}完的照片，笑我脸红得跟煮熟的虾似的。"),
                (
                    "implicit",
                    (
                        "周六：洗衣服，去五金店买个水龙头垫片，带团子去剪指甲，陪我妈在胶州喝了个早"
                        "茶，阳台的花浇了一半就下雨，一大早先{new}，一整天都觉得自己了不起。"
                    ),
                ),
            ],
            "questions": ["我平时做什么锻炼？", "我靠什么运动保持身材？", "我常做的运动是什么？"],
            "now": ["我这阵子在做什么锻炼？"],
        },
    },
    {
        "key": "night_class",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "pottery at the Moonah Arts Centre",
                "beginner's Italian at the neighbourhood house",
                "ukulele for adults",
                "life drawing at the art school",
                "a women's woodwork course",
                "cake decorating at TasTAFE",
            ],
            "facts": [
                "My night class is {v}.",
                "Wednesday nights I do {v}.",
                "The evening class I've signed up for is {v}.",
            ],
            "corrections": [
                ("cue", "night class is {new} now"),
                ("cue", "After Fiona dragged me along to a taster night, I signed up for {new}."),
                ("cue", "Since Lachie moved out, my evenings have gone on {new}."),
                ("explicit", "I dropped out of {old}; it's {new} on Wednesdays."),
                ("explicit", "{old} was full for the term, so I'm doing {new}."),
                ("explicit", "night class: {new}, not {old}"),
                (
                    "implicit",
                    "Came home from {new} at half past nine, buzzing, and couldn't get to sleep.",
                ),
                ("implicit", "{new} tonight, 7pm, don't forget the $12"),
                ("implicit", "Mum wants a full report on {new} every Thursday morning."),
                (
                    "implicit",
                    (
                        "Kirsty says {new} is exactly the sort of thing I'd have laughed at ten "
                        "years ago."
                    ),
                ),
                (
                    "implicit",
                    (
                        "A woman from {new} recognised me at Woolies and we talked for twenty "
                        "minutes by the eggs."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Wednesday: a payroll deadline at three, Biscuit's walk in the dark, a "
                        "sandwich eaten standing up, the washing machine leaking, a text from Mum "
                        "about her hearing aid, and two hours of {new} in a cold room that was, "
                        "somehow, the best bit of the week."
                    ),
                ),
            ],
            "questions": [
                "What evening class am I doing?",
                "What's my night class?",
                "What have I signed up for on Wednesday nights?",
            ],
            "now": ["What night class am I doing at the moment?"],
        },
        "zh": {
            "values": [
                "陶艺课",
                "成人书法班",
                "社区大学的日语课",
                "尤克里里课",
                "烘焙课",
                "油画班",
            ],
            "facts": ["我下班后报了个{v}。", "我每周三晚上去上{v}。", "我晚上在上{v}。"],
            "corrections": [
                ("cue", "晚上这阵子上{new}"),
                ("cue", "同事拉我去听了一节试听课，我就报了{new}。"),
                ("cue", "老公开始跑夜班以后，我晚上就去上{new}。"),
                ("explicit", "{old}不上了，报了{new}。"),
                ("explicit", "{old}这学期满员了，我就报了{new}。"),
                ("explicit", "晚上的课：{new}，不是{old}"),
                ("implicit", "九点半从{new}回来，兴奋得睡不着。"),
                ("implicit", "今晚{new} 七点 别忘了带钱"),
                ("implicit", "我妈每周四早上都要听我汇报{new}的情况。"),
                ("implicit", "我妹说{new}是我十年前会笑话的那种东西。"),
                ("implicit", "在利群超市碰见{new}的一个同学，在鸡蛋旁边聊了二十分钟。"),
                (
                    "implicit",
                    (
                        "周三：下午三点要交报关资料，天黑了才到家，站着啃了个面包，电梯坏了爬了八楼"
                        "，我妈发语音说助听器又不响了，然后在一间冷飕飕的教室里上了两个钟头的{new}"
                        "，竟然是这一礼拜最开心的时候。"
                    ),
                ),
            ],
            "questions": ["我晚上在上什么课？", "我下班后报的是什么班？", "我每周三晚上去上什么？"],
            "now": ["我现在晚上上的是什么课？"],
        },
    },
    {
        "key": "sister_home_city",
        "type": "SEMANTIC",
        "en": {
            "values": ["Perth", "Darwin", "Cairns", "Auckland", "Broome", "Townsville"],
            "facts": [
                "My sister Kirsty lives in {v}.",
                "Kirsty's place is in {v}.",
                "My little sister has made her home in {v}.",
            ],
            "corrections": [
                ("cue", "kirsty's in {new} now"),
                ("cue", "After her divorce came through, Kirsty went to live in {new}."),
                ("cue", "Since she took the job with the airline, Kirsty has been based in {new}."),
                ("explicit", "Kirsty sold up in {old}; she's in {new}."),
                ("explicit", "Kirsty's lease ran out in {old} and she's settled in {new}."),
                ("explicit", "kirsty: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Kirsty sent a photo of the sunset in {new} and the family chat went quiet "
                        "for once."
                    ),
                ),
                ("implicit", "kirsty facetimed from {new} at 6am my time, again"),
                (
                    "implicit",
                    "Mum wants to fly to {new} for Kirsty's fiftieth and needs me to book it.",
                ),
                (
                    "implicit",
                    "Lachie says he'll visit Aunty Kirsty in {new} when he's got money, so never.",
                ),
                (
                    "implicit",
                    (
                        "Sent Kirsty's birthday parcel to {new} and the post office wanted "
                        "forty-two dollars."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Sunday phone round: Mum about her hip, Damo about the footy, Lachie about "
                        "money, a wrong number from a man selling solar, and Kirsty from {new} for "
                        "an hour and a half while I folded the washing."
                    ),
                ),
            ],
            "questions": [
                "Where does my sister live?",
                "Where's Kirsty living?",
                "Where's my sister based?",
            ],
            "now": ["Where is Kirsty living these days?"],
        },
        "zh": {
            "values": ["深圳", "成都", "杭州", "大连", "苏州", "新加坡"],
            "facts": ["我妹住在{v}。", "我妹妹一家在{v}安的家。", "我妹在{v}工作生活。"],
            "corrections": [
                ("cue", "我妹这阵子在{new}"),
                ("cue", "我妹夫工作调动以后，他们一家去了{new}。"),
                ("cue", "我妹辞职自己干那年起，就一直住在{new}。"),
                ("explicit", "我妹把{old}的房子卖了，去了{new}。"),
                ("explicit", "我妹说{old}待不惯，去{new}了。"),
                ("explicit", "我妹：{new}，不是{old}"),
                ("implicit", "我妹在家庭群里发了张{new}的夜景，配了三个感叹号。"),
                ("implicit", "我妹从{new}打视频 早上六点"),
                ("implicit", "我妈念叨着要去{new}给我妹看孩子，让我给她订票。"),
                ("implicit", "老公说等年假去{new}看我妹，说了三年了。"),
                ("implicit", "给我妹寄了一箱崂山绿茶去{new}，快递费一百二。"),
                (
                    "implicit",
                    (
                        "周日挨个打电话：我妈说她腰疼，我爸问车险续了没有，老公问晚上吃啥，一个推销"
                        "保险的打错了，最后我妹从{new}打过来，一聊一个半钟头，我边聊边叠衣服。"
                    ),
                ),
            ],
            "questions": ["我妹住在哪？", "我妹妹一家在哪个城市？", "我妹在哪儿安的家？"],
            "now": ["我妹现在住在哪？"],
        },
    },
    {
        "key": "family_chat_name",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "The Mob",
                "Fam Bam",
                "Mum's Minions",
                "Tassie Tigers",
                "Roast Dinner Committee",
                "No Politics Please",
            ],
            "facts": [
                "Our family group chat is called {v}.",
                "The family chat on my phone is named {v}.",
                "Mum, Kirsty, Damo, Lachie and I are all in a group chat called {v}.",
            ],
            "corrections": [
                ("cue", "family chat's called {new} now"),
                ("cue", "After Damo's fiftieth, somebody renamed the family chat {new}."),
                ("cue", "Since the argument about Christmas, the family chat has been {new}."),
                ("explicit", "Lachie got sick of {old}, and the family chat is {new}."),
                ("explicit", "Mum didn't get the joke in {old}, so Kirsty made it {new}."),
                ("explicit", "family chat: {new}, not {old}"),
                (
                    "implicit",
                    "Forty-one unread messages in {new}, all about who's bringing the pavlova.",
                ),
                ("implicit", "{new}: 12 new messages, mostly damo"),
                (
                    "implicit",
                    (
                        "Mum rang to ask how to put a photo in {new}, then sent it to me privately "
                        "instead."
                    ),
                ),
                ("implicit", "Kirsty posted Biscuit's birthday in {new} before I'd had my coffee."),
                ("implicit", "Lachie muted {new} during exams and got told off by Mum."),
                (
                    "implicit",
                    (
                        "Christmas planning in {new}: a poll nobody answered, three voice messages "
                        "from Damo, Kirsty sending a spreadsheet, Mum asking who took her roasting "
                        "tin in 2019, Lachie replying with one thumbs up, and me, as usual, "
                        "writing the actual shopping list."
                    ),
                ),
            ],
            "questions": [
                "What's our family group chat called?",
                "What's the name of the family chat?",
                "What did we call our family group chat?",
            ],
            "now": ["What's the family group chat called at the moment?"],
        },
        "zh": {
            "values": [
                "相亲相爱一家人",
                "老于家",
                "干饭小分队",
                "胶州第一家庭",
                "幸福一家亲",
                "别再发养生文章了",
            ],
            "facts": [
                "我们家的微信群叫“{v}”。",
                "家里那个群的群名是“{v}”。",
                "我爸妈、我妹和我在一个群里，群名叫“{v}”。",
            ],
            "corrections": [
                ("cue", "家庭群这阵子叫“{new}”"),
                ("cue", "我爸过完六十大寿，群名就成了“{new}”。"),
                ("cue", "过年为了去谁家吃年夜饭吵完一架，群名叫“{new}”了。"),
                ("explicit", "我妹嫌“{old}”土，把群名改成了“{new}”。"),
                ("explicit", "我妈看不懂“{old}”是啥意思，群名又成了“{new}”。"),
                ("explicit", "群名：“{new}”，不是“{old}”"),
                ("implicit", "“{new}”里四十一条未读，全在商量谁家出海鲜。"),
                ("implicit", "“{new}” 12条新消息 全是我爸的语音"),
                ("implicit", "我妈打电话问我怎么往“{new}”里发照片，结果单独发给了我。"),
                ("implicit", "我妹一大早就在“{new}”里给团子过生日。"),
                ("implicit", "老公在“{new}”里抢了个三毛钱的红包，被我爸夸手快。"),
                (
                    "implicit",
                    (
                        "过年在“{new}”里商量安排：一个投票没人投，我爸连发三条六十秒的语音，我妹甩"
                        "出来一张表格，我妈问前年借走她那口大锅的是谁，老公回了一个大拇指，最后买菜"
                        "的单子还是我列。"
                    ),
                ),
            ],
            "questions": [
                "我们家微信群叫什么？",
                "家庭群的群名是什么？",
                "我们一家人那个群起的什么名？",
            ],
            "now": ["家庭群现在的群名是什么？"],
        },
    },
    {
        "key": "emergency_contact_person",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my cousin Shelley Rudd",
                "my ex, Stuart",
                "my friend Ros from choir",
                "a workmate called Tony Vella",
                "my old neighbour Pat Harrop",
                "my godmother, Aunty Jean",
            ],
            "facts": [
                "My emergency contact is {v}.",
                "On every form, I put {v} down as my emergency contact.",
                "If something happens to me, the hospital will ring {v}.",
            ],
            "corrections": [
                ("cue", "emergency contact is {new} now"),
                ("cue", "After Mum's fall, I made {new} my emergency contact."),
                (
                    "cue",
                    "Since HR made us all redo our details, my emergency contact has been {new}.",
                ),
                ("explicit", "I took {old} off as my emergency contact and put {new}."),
                ("explicit", "{old} never answers the phone, so it's {new} on the forms."),
                ("explicit", "emergency contact: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "The dentist's form asked for next of kin and I wrote {new} without even "
                        "thinking."
                    ),
                ),
                ("implicit", "in case of emergency: {new}, on the lock screen"),
                ("implicit", "Kirsty's a bit put out that it's {new} on my forms and not her."),
                (
                    "implicit",
                    (
                        "Got a call from {new}: the gym had rung them by mistake when my card was "
                        "declined."
                    ),
                ),
                ("implicit", "Told {new} where the spare key lives, just in case."),
                (
                    "implicit",
                    (
                        "Signing up for the first-aid refresher at work: a form for the course, a "
                        "form for the insurance, a code of conduct, a waiver about the dummies, a "
                        "photo against a white wall, and a box for an emergency contact, where I "
                        "wrote {new} and a mobile number I had to look up."
                    ),
                ),
            ],
            "questions": [
                "Who's my emergency contact?",
                "Who do I put down as my emergency contact?",
                "Who gets called if something happens to me?",
            ],
            "now": ["Who's my emergency contact at the moment?"],
        },
        "zh": {
            "values": [
                "我表姐秀云",
                "大学室友曲敏",
                "我舅舅",
                "同事里处得最好的宋姐",
                "我闺蜜阿冉",
                "老公的哥哥大军",
            ],
            "facts": [
                "我的紧急联系人是{v}。",
                "填表的时候，紧急联系人我都写{v}。",
                "我要是出点什么事，医院会打给{v}。",
            ],
            "corrections": [
                ("cue", "紧急联系人最近写的是{new}"),
                ("cue", "我妈那回摔了以后，我把紧急联系人定成了{new}。"),
                ("cue", "公司人事重新登记信息以后，我的紧急联系人是{new}。"),
                ("explicit", "紧急联系人我把{old}删了，填的{new}。"),
                ("explicit", "{old}老不接电话，表上就写{new}了。"),
                ("explicit", "紧急联系人：{new}，不是{old}"),
                ("implicit", "牙科诊所让填家属联系方式，我想都没想就写了{new}。"),
                ("implicit", "手机锁屏 紧急联系人：{new}"),
                ("implicit", "我妹有点不高兴，说我表上写的是{new}，不是她。"),
                ("implicit", "{new}接到健身房打来的电话，说我会员卡刷不出来，把人吓了一跳。"),
                ("implicit", "把备用钥匙放哪告诉了{new}，以防万一。"),
                (
                    "implicit",
                    (
                        "公司组织急救培训报名：一张报名表，一张保险登记，一张安全承诺书，一张免责声"
                        "明，对着白墙拍了张照，最后一栏紧急联系人，我填了{new}，电话号码还得翻手机"
                        "找。"
                    ),
                ),
            ],
            "questions": [
                "我的紧急联系人是谁？",
                "我填表时紧急联系人写的是谁？",
                "我出了事医院会打给谁？",
            ],
            "now": ["我现在的紧急联系人是谁？"],
        },
    },
    {
        "key": "pet_minder",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a uni student called Ella Brophy",
                "the boarding kennels at Cambridge",
                "a retired postie called Trevor Sly",
                "the Hendersons next door",
                "a dog walker from Tranmere called Jas",
                "my old school friend Mel Fahey",
            ],
            "facts": [
                "When I go away, Biscuit stays with {v}.",
                "My dog-sitter is {v}.",
                "If I'm travelling, Biscuit is looked after by {v}.",
            ],
            "corrections": [
                ("cue", "biscuit's minder is {new} now"),
                (
                    "cue",
                    (
                        "After Biscuit dug under the fence at the last place, he's been going to "
                        "{new}."
                    ),
                ),
                ("cue", "Since the vet said he needs a yard with a proper fence, I've used {new}."),
                ("explicit", "{old} can't have him any more, so Biscuit goes to {new}."),
                (
                    "explicit",
                    "Biscuit came back from {old} with kennel cough, so it's {new} from here on.",
                ),
                ("explicit", "dog-sitter: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Dropped Biscuit, his bed and his squeaky lamb off with {new} on the way "
                        "to the airport."
                    ),
                ),
                ("implicit", "biscuit -> {new}, fri to mon, food in the blue tub"),
                (
                    "implicit",
                    (
                        "Lachie says {new} posted a photo of Biscuit asleep on a couch he's not "
                        "allowed on at home."
                    ),
                ),
                ("implicit", "Mum thinks paying {new} to mind a dog is money down the drain."),
                (
                    "implicit",
                    (
                        "The vet's receptionist asked if {new} could bring Biscuit in for his "
                        "booster while I'm away."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Leaving for the airport at five: the taxi booked for half past four, the "
                        "heater off, the bins out, a note for Marg about the mail, Biscuit's food "
                        "portioned into zip-lock bags, and a twenty-minute voice memo for {new} on "
                        "how he likes his ears scratched."
                    ),
                ),
            ],
            "questions": [
                "Who minds my dog when I'm away?",
                "Who looks after Biscuit when I travel?",
                "Who's my dog-sitter?",
            ],
            "now": ["Who looks after Biscuit when I'm away, as things stand?"],
        },
        "zh": {
            "values": [
                "上门喂猫的大学生小蒋",
                "楼下开超市的老刘",
                "宠物医院寄养部",
                "一个叫豆豆妈的猫友",
                "老公的表妹晓雯",
                "退休的楼长葛阿姨",
            ],
            "facts": [
                "我出门的时候，团子托给{v}照看。",
                "帮我看猫的是{v}。",
                "每回出差，团子都交给{v}。",
            ],
            "corrections": [
                ("cue", "团子这阵子托给{new}"),
                ("cue", "上回团子在家把纱窗抓破以后，出门我就托{new}看着。"),
                ("cue", "小区群里有人推荐以后，我出门都找{new}喂猫。"),
                ("explicit", "{old}最近不方便，团子托给了{new}。"),
                ("explicit", "团子从{old}那儿回来就拉肚子，以后托{new}。"),
                ("explicit", "看猫的：{new}，不是{old}"),
                ("implicit", "去机场前把团子的猫砂盆和逗猫棒一块交给了{new}。"),
                ("implicit", "团子 周五到周一 {new} 猫粮在蓝桶里"),
                ("implicit", "我妹说{new}在朋友圈发了团子睡在人家沙发上的照片。"),
                ("implicit", "我妈说花钱请{new}看猫就是糟蹋钱。"),
                ("implicit", "社区兽医问，我出差这几天{new}能不能带团子去打疫苗。"),
                (
                    "implicit",
                    (
                        "早上五点出门赶飞机：地铁首班车时间查了两遍，热水器关了，垃圾扔了，给王姨留"
                        "了字条帮我收快递，团子的猫粮一顿一顿分装好，还给{new}发了一段二十分钟的语"
                        "音，讲团子喜欢人挠它哪儿。"
                    ),
                ),
            ],
            "questions": ["我出门的时候谁帮我看猫？", "团子托给谁照顾？", "帮我喂猫的是谁？"],
            "now": ["我现在出门，团子托给谁？"],
        },
    },
    {
        "key": "pet_food_brand",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Black Hawk lamb and rice",
                "Ivory Coat grain-free",
                "Royal Canin Medium Adult",
                "raw chicken necks and butcher's mince",
                "the Hill's prescription kibble from the vet",
                "Advance Adult",
            ],
            "facts": [
                "Biscuit eats {v}.",
                "My dog's food is {v}.",
                "What goes in Biscuit's bowl is {v}.",
            ],
            "corrections": [
                ("cue", "biscuit's on {new} now"),
                ("cue", "After the vet weighed him, Biscuit went onto {new}."),
                ("cue", "Since his tummy trouble in winter, Biscuit has eaten {new}."),
                ("explicit", "Biscuit's off {old}; he gets {new}."),
                ("explicit", "{old} gave Biscuit the runs, so it's {new}."),
                ("explicit", "dog food: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Lugged a bag of {new} in from the car and Biscuit followed me like I was "
                        "carrying the crown jewels."
                    ),
                ),
                ("implicit", "{new} for biscuit, then out the door"),
                (
                    "implicit",
                    (
                        "The dog-sitter asked how much Biscuit gets of {new}, and I said a cup and "
                        "a half."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Mum feeds Biscuit her leftover roast and then tells me {new} is too fancy "
                        "for a dog."
                    ),
                ),
                ("implicit", "Lachie reckons Biscuit eats better than he does, what with {new}."),
                (
                    "implicit",
                    (
                        "Biscuit's morning: a bark at the postie, a roll in something dead at the "
                        "beach, a bath he didn't want, a sulk under the table, and breakfast at "
                        "seven on the dot, {new}, gone in about nine seconds."
                    ),
                ),
            ],
            "questions": [
                "What does Biscuit eat?",
                "What food is my dog on?",
                "What do I feed Biscuit?",
            ],
            "now": ["What is Biscuit eating at the moment?"],
        },
        "zh": {
            "values": [
                "皇家室内成猫粮",
                "渴望六种鱼",
                "网易严选冻干双拼",
                "自己煮的鸡胸肉拌猫粮",
                "兽医开的泌尿处方粮",
                "麦富迪的罐头",
            ],
            "facts": ["团子吃的是{v}。", "我家猫的口粮是{v}。", "团子碗里装的是{v}。"],
            "corrections": [
                ("cue", "团子最近吃{new}"),
                ("cue", "称完体重以后，团子就吃上了{new}。"),
                ("cue", "入冬拉了几回肚子以后，团子一直吃{new}。"),
                ("explicit", "团子不吃{old}了，吃{new}。"),
                ("explicit", "吃{old}团子老吐，就换了{new}。"),
                ("explicit", "猫粮：{new}，不是{old}"),
                ("implicit", "从快递站扛回一大箱别的牌子的罐头，团子闻了闻，还是只认{new}。"),
                ("implicit", "喂完{new}才能出门 不然团子挠门"),
                ("implicit", "帮我喂猫的人问{new}一顿给多少，我说一把半。"),
                ("implicit", "我妈拿剩饭喂团子，还说{new}太讲究，猫哪有那么金贵。"),
                ("implicit", "我妹说我给团子吃{new}，比我自己吃得还讲究。"),
                (
                    "implicit",
                    (
                        "团子的早上：冲着窗外的海鸥叫了一通，在纸箱里打了个滚，把我的耳机线咬断了，"
                        "钻到床底下生闷气，七点整吃早饭，{new}，九秒就扒拉光了。"
                    ),
                ),
            ],
            "questions": ["团子吃什么？", "我家猫吃的是哪种粮？", "我给团子喂的是什么？"],
            "now": ["团子这阵子吃的是什么？"],
        },
    },
    {
        "key": "home_grown_crop",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "heirloom tomatoes",
                "garlic",
                "broad beans",
                "kipfler potatoes",
                "silverbeet",
                "pumpkins",
            ],
            "facts": [
                "What I'm growing in the veggie patch is {v}.",
                "My raised beds are full of {v}.",
                "The main crop in my garden is {v}.",
            ],
            "corrections": [
                ("cue", "veggie patch is all {new} now"),
                ("cue", "After the garden club talk at the library, I put the beds into {new}."),
                ("cue", "Since the possums got the lettuces, I've grown {new}."),
                ("explicit", "Pulled out the last of the {old}; the beds are {new}."),
                ("explicit", "{old} never did any good in that shade, so it's {new}."),
                ("explicit", "veggie patch: {new}, not {old}"),
                (
                    "implicit",
                    "Passed Marg a bag of {new} over the fence and she gave me a jar of jam back.",
                ),
                ("implicit", "watered the {new}, possum damage again"),
                ("implicit", "Mum wants to know when she'll see some of my {new}."),
                ("implicit", "Lachie asked why there's {new} on every plate whenever he's home."),
                (
                    "implicit",
                    (
                        "The bloke at Bunnings sold me netting for the {new} and told me his life "
                        "story."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Sunday arvo: the mower wouldn't start, the compost bin full of blowflies, "
                        "Biscuit digging where he shouldn't, the washing in and out twice for the "
                        "rain, and me on a kneeling pad among the {new}, the happiest I'd been all "
                        "week."
                    ),
                ),
            ],
            "questions": [
                "What am I growing in my veggie patch?",
                "What's in my raised beds?",
                "What's the main crop in my garden?",
            ],
            "now": ["What's in the veggie patch at the moment?"],
        },
        "zh": {
            "values": ["小番茄", "韭菜", "朝天椒", "小葱", "油麦菜", "草莓"],
            "facts": [
                "我阳台上种的是{v}。",
                "我那几个种菜的泡沫箱里种的是{v}。",
                "阳台菜园子里长的是{v}。",
            ],
            "corrections": [
                ("cue", "阳台这阵子种{new}"),
                ("cue", "听完社区讲的种菜课，我阳台就种上了{new}。"),
                ("cue", "麻雀把菜苗啄光以后，我阳台上就种{new}。"),
                ("explicit", "{old}拔了，泡沫箱里种上了{new}。"),
                ("explicit", "{old}在阳台上怎么都长不好，就种了{new}。"),
                ("explicit", "阳台：{new}，不是{old}"),
                ("implicit", "摘了一小把{new}隔着门递给王姨，王姨回了我一罐辣酱。"),
                ("implicit", "浇了{new} 又被鸟啄了"),
                ("implicit", "我妈问我阳台的{new}啥时候能吃上。"),
                ("implicit", "老公说这阵子顿顿都有{new}，他快吃吐了。"),
                ("implicit", "花卉市场的老板卖给我一张网，说专门护{new}的，还跟我唠了半天。"),
                (
                    "implicit",
                    (
                        "周日下午：洗衣机转到一半跳了闸，垃圾桶招了一堆苍蝇，团子在花盆里刨土，衣服"
                        "收了晾、晾了收，下了两回雨，我蹲在小板凳上侍弄那几箱{new}，一礼拜就这会儿"
                        "最舒心。"
                    ),
                ),
            ],
            "questions": [
                "我阳台上种的什么？",
                "我那几箱菜种的是啥？",
                "我家阳台菜园里长的是什么？",
            ],
            "now": ["阳台上现在种的是什么？"],
        },
    },
    {
        "key": "next_trip_destination",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Bali",
                "a cabin at Cradle Mountain",
                "Bruny Island",
                "Japan for the cherry blossom",
                "Fiji",
                "the Gold Coast",
            ],
            "facts": [
                "My next holiday is going to be {v}.",
                "I'm saving my annual leave for {v}.",
                "The trip I've got planned is {v}.",
            ],
            "corrections": [
                ("cue", "next trip's {new} now"),
                ("cue", "After a slideshow at Fiona's place, my next holiday is {new}."),
                ("cue", "Since the airline sale, I've had my heart set on {new}."),
                ("explicit", "{old} is off the cards; the holiday is {new}."),
                ("explicit", "Mum talked me out of {old}, so it's {new}."),
                ("explicit", "holiday: {new}, not {old}"),
                ("implicit", "Forty-three tabs open about {new} and not one of them is a booking."),
                ("implicit", "leave form in, {new}, 9 sleeps"),
                (
                    "implicit",
                    "Fiona from rostering lent me her guidebook for {new}, full of coffee rings.",
                ),
                ("implicit", "Mum says {new} is no place for a woman on her own."),
                ("implicit", "Lachie wants to tag along to {new} if I'm paying."),
                (
                    "implicit",
                    (
                        "Lunchtime daydream: a spreadsheet of leave days, a sale email from "
                        "Jetstar, photos Kirsty sent of somewhere I can't afford, the dog-sitting "
                        "to sort out, the passport to check, and {new} as my phone background so I "
                        "don't lose heart."
                    ),
                ),
            ],
            "questions": [
                "Where am I going on my next holiday?",
                "What holiday am I planning?",
                "Where's my next trip?",
            ],
            "now": ["Where's my next holiday, as things stand?"],
        },
        "zh": {
            "values": ["云南大理", "日本北海道", "三亚", "新疆伊犁", "泰国清迈", "西安"],
            "facts": [
                "我下一趟旅行去{v}。",
                "我的年假准备留着去{v}。",
                "我下回出去玩的目的地是{v}。",
            ],
            "corrections": [
                ("cue", "下回出去玩定了{new}"),
                ("cue", "看了同事的旅游照片以后，我就决定去{new}。"),
                ("cue", "航空公司搞了回特价以后，我一门心思想去{new}。"),
                ("explicit", "{old}先不去了，年假去{new}。"),
                ("explicit", "我妈劝我别去{old}，那就去{new}。"),
                ("explicit", "旅行：{new}，不是{old}"),
                ("implicit", "浏览器开了四十三个关于{new}的网页，一张票都没订。"),
                ("implicit", "年假单交了 {new} 还有九天"),
                ("implicit", "同事小孙把她去{new}的攻略发给了我，满屏的感叹号。"),
                ("implicit", "我妈说一个人跑{new}不安全。"),
                ("implicit", "我妹说我要是去{new}，她就请假一块去，我出钱。"),
                (
                    "implicit",
                    (
                        "午休做白日梦：一张算年假的表，航空公司推送的特价短信，我妹发来的照片，猫要"
                        "找人看，护照得翻出来看看过没过期，手机壁纸换成了{new}，免得泄气。"
                    ),
                ),
            ],
            "questions": [
                "我下一趟旅行去哪？",
                "我年假打算去哪玩？",
                "我下回出门旅游的目的地是哪？",
            ],
            "now": ["我下一趟旅行现在定的是哪？"],
        },
    },
    {
        "key": "friday_takeaway_order",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "flake and chips",
                "butter chicken and rice",
                "a Hawaiian pizza",
                "a chicken laksa",
                "a lamb souvlaki",
                "a sushi platter",
            ],
            "facts": [
                "My Friday night takeaway is {v}.",
                "Friday nights I don't cook; it's {v}.",
                "The Friday treat at my place is {v}.",
            ],
            "corrections": [
                ("cue", "friday takeaway is {new} now"),
                ("cue", "After the footy finals, Friday takeaway turned into {new}."),
                ("cue", "Since the new place on the corner opened, Fridays have been {new}."),
                ("explicit", "I'm over {old}; Friday is {new}."),
                ("explicit", "{old} gave me heartburn, so Friday night is {new}."),
                ("explicit", "friday takeaway: {new}, not {old}"),
                (
                    "implicit",
                    "Ate {new} on the couch on Friday with Biscuit staring at every mouthful.",
                ),
                ("implicit", "fri, {new}, couch, done"),
                ("implicit", "Lachie rang on Friday night and guessed {new} from the rustling."),
                (
                    "implicit",
                    "Mum says spending money on {new} every week is how people end up broke.",
                ),
                ("implicit", "The delivery driver handed over {new} and said see you next Friday."),
                (
                    "implicit",
                    (
                        "Friday: a pay run finished at four fifty-nine, the wind howling in from "
                        "the south, a bottle of pinot from the cellar door at Richmond, Biscuit "
                        "walked in the rain, my trackies on, and {new} eaten out of the container "
                        "in front of the telly."
                    ),
                ),
            ],
            "questions": [
                "What's my Friday night takeaway?",
                "What do I get for takeaway on Fridays?",
                "What do I eat on Friday nights instead of cooking?",
            ],
            "now": ["What's my Friday takeaway at the moment?"],
        },
        "zh": {
            "values": ["麻辣烫", "海鲜烧烤", "炸鸡配扎啤", "螺蛳粉", "披萨", "排骨米饭"],
            "facts": [
                "我周五晚上的外卖是{v}。",
                "周五晚上我不做饭，点{v}。",
                "一到周五，我家就是{v}。",
            ],
            "corrections": [
                ("cue", "周五外卖最近是{new}"),
                ("cue", "看完世界杯那阵子起，周五就点{new}了。"),
                ("cue", "楼下新开了那家店以后，周五晚上都是{new}。"),
                ("explicit", "{old}吃腻了，周五点{new}。"),
                ("explicit", "吃{old}上火，周五就改成{new}了。"),
                ("explicit", "周五外卖：{new}，不是{old}"),
                ("implicit", "周五窝在沙发上吃{new}，团子盯着我每一口。"),
                ("implicit", "周五 {new} 沙发 追剧"),
                ("implicit", "我妹周五晚上打视频，一看就说又是{new}。"),
                ("implicit", "我妈说天天点{new}，钱都是这么花没的。"),
                ("implicit", "外卖小哥把{new}递给我，临走说了句“下周五见”。"),
                (
                    "implicit",
                    (
                        "周五：四点五十九分把最后一单出货报完，下班路上堵成一锅粥，楼下超市买了两瓶"
                        "青啤，换上睡衣，在电视前面就着盒子吃{new}。"
                    ),
                ),
            ],
            "questions": [
                "我周五晚上点什么外卖？",
                "我周五不做饭都吃什么？",
                "我家周五的外卖是哪样？",
            ],
            "now": ["我这阵子周五点的是什么外卖？"],
        },
    },
]
