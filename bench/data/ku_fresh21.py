"""Fresh templates of the knowledge-update benchmark, twenty-first generation
(for `python -m bench.knowledge_update --templates fresh21`).

Written blind on 2026-12-06 by a helper session that read no engine code: nothing of core/, server/,
tests/ or clients/, none of the bench/*.py scripts, and no other data file's contents. It did not
run the engine or the benchmark. It read exactly three things: (1) bench/data/ku_fresh16.py in full,
for the format only (module-level names, field names, counts per attribute, the correction styles
and how many of each, the placeholders, the docstring style); (2) the output of `grep -h '"key"'
bench/data/ku_*.py`, the attribute keys already in use, so that no key is reused and the topics stay
away from theirs; (3) the checker notes/s23/check_fresh21.py, its source and its output (it compares
shapes, counts and placeholders with ku_fresh16.py, keys with every other ku_*.py, and values with
one another, with GENERIC and with FILLERS). Run it once, do not tune on it; whoever tunes on it
writes a new set and says so.

Two households, each written natively, not translated. English: a family in a bungalow on the
Louisburgh road outside Westport, Co. Mayo. The user runs a café on Bridge Street; her husband Tom;
Aoife (16, in Transition Year), Cillian (10, who keeps a leopard gecko called Spud) and Fiadh (2);
Tom's mother Nana Bridie out in Lecanvey under Croagh Patrick; Tom's brother Ciarán, home from
Perth; Tom's aunt Noreen in Boston. Places: the Octagon, the Quay, the Mall, Shop Street, James
Street, the Greenway, Bertra, Murrisk, Kilmeena, Newport, Mulranny, Castlebar, Claremorris, Knock,
Shannon. Chinese: a family in 绍兴 (越城区, a flat in 镜湖新区). The user runs a 面馆 near 仓桥直街
(虾爆鳝面); her husband 老沈; 大女儿 in her third year of university in 杭州, getting ready for 考
研; 儿子 (10, with a 豹纹守宫 called 元宝); 老三 糯米 (2); 婆婆 in an old 台门; 老沈's brother 阿峰,
back from 义乌; 老沈's younger sister, 小姑, in 悉尼. Places: 仓桥直街, 八字桥, 环城河, 府山, 沈园,
鲁迅故里, 咸亨酒店, 塔山, 柯桥, 上虞, 会稽山, 萧山机场.

22 attributes, single-valued, in none of the other ku_*.py: what the box room (北边那间小房间) is
used as; the colour of the feature wall (电视背景墙); who supplies the gas bottles (for the cooker
at home in English, for the 面馆's stove in Chinese); where the mother-in-law has her heart checked;
who collects her tablets (谁去给婆婆配药); where the brother-in-law is living; what time the aunt
abroad rings on Sundays; when she is coming home this year; where the family has Sunday dinner; who
the user buys her vegetables from; where the eggs come from; who minds the café/面馆 when the user
is off; the card machine/收款 at the till; where the eldest daughter does her work placement (TY
work experience / 实习); where she studies; what time the toddler naps; the toddler's eczema cream;
what the son's gecko eats; which shop the gecko's food comes from; what the user takes for the
menopause; where she gets her blood tests done; who drives the family to the airport (Knock or
Shannon / 萧山机场). Keys: box_room_use, feature_wall_colour, gas_bottle_supplier,
mil_checkup_hospital, mil_prescription_collector, brother_in_law_lodging, aunt_call_time,
aunt_home_visit, sunday_dinner_house, veg_stall, egg_source, shift_cover, shop_card_reader,
daughter_work_placement, daughter_study_spot, toddler_nap_time, toddler_eczema_cream,
gecko_live_food, reptile_shop, menopause_treatment, blood_test_place, airport_driver. Three slots
are people outright (who collects the tablets, who covers at the till, who does the airport run) and
several supplier values are people too (at the veg stall, for the gas, for the eggs); they carry a
name or a distinctive form ("her neighbour Maureen", "Kuba from the Polish shop", "隔壁的李阿姨",
"后厨的小赵") so that plain words elsewhere are not values.

Hard on purpose, in ways real users are: neighbouring attributes about the same person, object or
morning, whose wordings mention one another (the box room and the feature wall are the same house;
the mother-in-law's hospital, her tablets and the user's own blood tests are all clinics, nurses and
chemists; the brother-in-law's lodging, the Sunday dinner and the daughter's study spot can each be
Bridie's place, "Nana Bridie's back bedroom" beside "Nana Bridie's in Lecanvey" and "her nana's
house", "婆婆那儿的后屋" beside "婆婆的台门里"; the aunt's call time, the toddler's nap time and the
aunt's visit are all times, "at half seven" beside "half one", "晚上九点半" beside "一点半"; the veg
stall and the eggs are the same market morning, an honesty stall beside an honesty box; the gecko's
food and the shop it comes from; the cover at the till and the card machine are the same counter;
the nap and the eczema cream are the same toddler at the same hour). The control fact of one is true
at the same time as the value of its neighbour, so a system that lets one overwrite the other is
caught out. Person values look alike across slots ("my niece Sinéad" for the tablets, "my cousin
Niamh" at the till; "我外甥女小蕾", "我表妹阿萍"). Questions paraphrase instead of repeating the
fact ("Who does the chemist run for Bridie?", "谁给我婆婆跑腿拿药？"), and the "now" questions ask
about the present ("these days", "at the moment", "现在"); the format has no slot for a question
about the past, so there is none. Corrections are "cue" (a change word, no old value: "Tom cleared
out the box room", "the public health nurse told us", "老沈腰扭了以后", "入冬以后"), "explicit" (the
old value named as replaced: "{old} fell through for Aoife", "{old}连着三个礼拜没蛋") and "implicit"
(no change word and no old value: the new value turns up in passing, "Fiadh got hold of the tub of
{new} and did her own hair with it", "{new}的快递到了，盒子里吱吱叫"), plus "plain" (the facts
restated with the new value), three cue, three explicit and six implicit per attribute and language:
terse lower-case chat lines, long rambling messages where the value is one clause among many, and
situations in which the value simply shows up. Corrections carry no direction words (the old and new
values are drawn at random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute without
stating it (a B&B box room with a picture of the Pope, a show house with a feature wall in the
toilet, a lorry of gas bottles, a heart ward nurse who sings, a caller from Boston on local radio, a
piper at Knock arrivals, a library reading room, a crèche sign about nap time, a lizard loose in a
bank, a card machine at the races; 拉液化气罐的三轮车, 心内科夜班哼越剧的护士, 托育园门上的午睡告示,
庙门口没人拿的一篮鸡蛋, 蛐蛐叫了一宿); a few are about the same relatives, children and gecko but
about other things (Bridie and the Angelus, Ciarán's Australian accent, Noreen's yearly box, Fiadh
calling the gecko "Dog"; 婆婆五点念经, 阿峰的普通话, 小姑寄回来的Tim Tam, 糯米管守宫叫狗狗). Some
use "new", "still", "changed", "moved", "switched", "swapped", "since", "现在", "还", "又", "换",
"新", "改", "搬" in senses that are not a change of the user's attribute ("the chipper has a new
owner", "the council changed the one-way system on the Mall", "巷口那家烧饼铺换了老板", "楼下的路改
成了单行道"); none of them states, or implies, a value of an attribute. Filler names, cities,
dishes, snacks, shows and birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Siobhán", "Eamon", "Deirdre", "Olusegun", "Marta", "Colm", "Róisín", "Tadhg"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        "month": ["January", "March", "April", "June", "October", "November"],
        "city": ["Limerick", "Kilkenny", "Lisbon", "Derry", "Liverpool", "Tralee", "Budapest"],
        "dish": [
            "a bacon and cabbage",
            "an Irish stew",
            "a shepherd's pie",
            "a chicken curry",
            "a seafood chowder",
            "a Dublin coddle",
        ],
        "snack": [
            "a packet of Tayto",
            "a Curly Wurly",
            "a bag of Hunky Dorys",
            "a Club Milk",
            "a Twirl",
            "a Turkish Delight",
        ],
        "show": [
            "Fair City",
            "The Late Late Show",
            "Ear to the Ground",
            "Room to Improve",
            "Nationwide",
            "Home and Away",
        ],
        "thing": [
            "the immersion",
            "the tumble dryer",
            "the sensor light",
            "the electric gate",
            "the fridge-freezer",
            "the carbon monoxide alarm",
        ],
        "bird": ["a heron", "a pair of choughs", "a robin", "a curlew", "a magpie", "a goldfinch"],
        "minutes": ["10", "20", "35", "45", "55", "80"],
        "number": ["6", "11", "14", "19", "23", "38"],
    },
    "zh": {
        "friend": ["小芸", "阿龙", "秀琴", "老葛", "丹丹", "志强", "小蔓", "阿珍"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "五月", "七月", "十月", "十一月"],
        "city": ["宁波", "苏州", "合肥", "厦门", "西安", "昆明", "青岛"],
        "dish": ["霉干菜焖肉", "清蒸白鱼", "糖醋里脊", "酱鸭", "红烧划水", "油焖笋"],
        "snack": ["茴香豆", "香糕", "麻球", "鸡爪", "薯片", "酸梅干"],
        "show": [
            "《繁花》",
            "《觉醒年代》",
            "《梦华录》",
            "《非诚勿扰》",
            "《向往的生活》",
            "《中国好声音》",
        ],
        "thing": ["净水器", "扫地机器人", "烘干机", "空气净化器", "燃气灶", "智能马桶盖"],
        "bird": ["一只白鹭", "几只麻雀", "一只翠鸟", "一对喜鹊", "一只戴胜", "一群灰喜鹊"],
        "minutes": ["10", "20", "35", "45", "55", "80"],
        "number": ["6", "11", "14", "19", "23", "38"],
    },
}

GENERIC = {
    "en": [
        (
            "EPISODIC",
            "The box room in the B&B in {city} had a bed, a sink and a picture of the Pope, and "
            "nothing else.",
        ),
        (
            "EPISODIC",
            "The paint shop in town has a whole wall of colour cards and a man who talks about "
            "each one like it's his child.",
        ),
        (
            "EPISODIC",
            "The show house on the new estate has a feature wall in every room, the downstairs "
            "toilet included.",
        ),
        (
            "EPISODIC",
            "A lorry full of gas bottles jack-knifed outside Newport and half the town drove out "
            "to look at it.",
        ),
        (
            "EPISODIC",
            "There's a nurse on the heart ward who sings Dolly Parton on the night shift and "
            "nobody has ever complained.",
        ),
        (
            "EPISODIC",
            "A chemist in {city} has had the same faded sun-cream poster in the window since the "
            "nineties.",
        ),
        (
            "EPISODIC",
            "A man on the Greenway was cycling along with a parrot on his shoulder and a flask in "
            "the basket.",
        ),
        (
            "EPISODIC",
            "{friend}'s brother lived in a converted bus for a year and says it was the best year "
            "of his life.",
        ),
        (
            "EPISODIC",
            "A woman rang the local radio from Boston to say the Mayo result had her crying into "
            "her cornflakes.",
        ),
        (
            "EPISODIC",
            "There was a piper playing in the arrivals hall at Knock for a busload of returning "
            "Yanks.",
        ),
        (
            "EPISODIC",
            "The market had a stall selling nothing but jam, and a queue for it longer than the "
            "one for the toilets.",
        ),
        (
            "EPISODIC",
            "A hen ran out in front of the bus on the Quay and the driver stopped and waited for "
            "her to finish crossing.",
        ),
        (
            "EPISODIC",
            "The café across the road has a sign saying no wifi, talk to each other, with the wifi "
            "password on the back.",
        ),
        (
            "EPISODIC",
            "A tourist tried to pay for a pint with a hundred-dollar bill and the barman framed it "
            "over the till.",
        ),
        (
            "EPISODIC",
            "The Transition Years at the school put on a fashion show made out of bin bags and one "
            "of them was genuinely stunning.",
        ),
        (
            "EPISODIC",
            "The library in {city} has a reading room so quiet you can hear the radiators "
            "thinking.",
        ),
        (
            "EPISODIC",
            "A toddler on the flight to {city} slept the whole way and the entire cabin was "
            "suspicious of her.",
        ),
        (
            "EPISODIC",
            "The public health nurse told {friend} her baby was on the ninety-eighth percentile "
            "and she took it as a personal win.",
        ),
        (
            "EPISODIC",
            "A lizard got out of a pet shop in {city} and was found two days later in the bank, "
            "under the leaflets.",
        ),
        (
            "EPISODIC",
            "The chipper had cricket on the telly all evening and not a single person watching it.",
        ),
        (
            "EPISODIC",
            "A woman in the waiting room at the doctor's was knitting a coat for a greyhound.",
        ),
        (
            "EPISODIC",
            "The blood donation clinic in the hotel had a queue of farmers and free cans of 7Up.",
        ),
        (
            "EPISODIC",
            "The taxi rank in {city} had one taxi and eleven people pretending not to be queueing "
            "for it.",
        ),
        (
            "EPISODIC",
            "Somebody left a box of eggs on the wall by the church and they were still there a "
            "week later.",
        ),
        (
            "EPISODIC",
            "The rowing machine in the hotel gym has a sign on it that says out of order, dated "
            "2019.",
        ),
        (
            "EPISODIC",
            "{friend} painted her kitchen a colour called Elephant's Breath and says it smells of "
            "nothing.",
        ),
        (
            "EPISODIC",
            "A card machine at the Galway Races ran out of battery and a bookie took bets on "
            "napkins.",
        ),
        (
            "EPISODIC",
            "The carvery in a hotel in {city} did three kinds of potato and a Yorkshire pudding "
            "the size of a thimble.",
        ),
        (
            "EPISODIC",
            "A woman in the queue at the supermarket told me her whole medical history between the "
            "bread and the tills, hot flushes and all.",
        ),
        (
            "EPISODIC",
            "The crèche on the main road has a sign on the gate asking parents not to ring the "
            "bell at nap time.",
        ),
        (
            "EPISODIC",
            "{friend} got a tortoise for her fortieth and it has outlived two of her boyfriends.",
        ),
        (
            "EPISODIC",
            "A man at the airport in {city} was wrapping his suitcase in cling film like a "
            "sandwich.",
        ),
        (
            "EPISODIC",
            "The local paper ran a photo of a cow on the front page under the headline Who Owns "
            "This Cow?",
        ),
        (
            "EPISODIC",
            "The lad collecting scrap metal on our road takes cards on his phone and has a nicer "
            "till than most shops.",
        ),
        ("PREFERENCE", "I'd rather sit in a cold room than one painted orange."),
        (
            "SEMANTIC",
            "The houses in Westport are painted every colour going and the tourists photograph the "
            "doors.",
        ),
        (
            "PREFERENCE",
            "I can't abide a card machine that asks me about a tip before I've even had the "
            "coffee.",
        ),
        ("SEMANTIC", "In Mayo a lift to the airport is a favour that gets paid back for years."),
        ("PREFERENCE", "Eggs do not go in the fridge and I'll argue it with anyone."),
        (
            "SEMANTIC",
            "Some people climb Croagh Patrick in their bare feet and I have never understood it.",
        ),
        ("PREFERENCE", "I can't stand the smell of a hospital corridor."),
        (
            "EPISODIC",
            "Nana Bridie has never once missed the Angelus and will stop mid-sentence for it.",
        ),
        (
            "SEMANTIC",
            "Tom can't whistle, which hasn't stopped him whistling for forty-eight years.",
        ),
        (
            "EPISODIC",
            "Ciarán came home from Australia with an accent that lasted about a fortnight.",
        ),
        (
            "EPISODIC",
            "Auntie Noreen posts a box over every year with Hershey's, socks and a Mass card for "
            "somebody.",
        ),
        (
            "EPISODIC",
            "Aoife dyed her fringe pink for a charity day and the school pretended not to notice.",
        ),
        (
            "SEMANTIC",
            "Cillian can name the GAA colours of every county and not one of his teachers.",
        ),
        ("EPISODIC", "Fiadh calls the gecko Dog and nobody has the heart to correct her."),
        (
            "EPISODIC",
            "Spud the gecko once stayed so still for so long that Cillian held a funeral, and then "
            "he blinked.",
        ),
        ("SEMANTIC", "Tom and Ciarán have not agreed about a Mayo manager since 2012."),
        (
            "EPISODIC",
            "{friend} has moved to {city} and keeps sending me photos of the view from her new "
            "balcony.",
        ),
        (
            "EPISODIC",
            "The chipper has a new owner who gives you extra chips if you can sing the county "
            "anthem.",
        ),
        ("EPISODIC", "Still waiting on the refund for the flights in {month}."),
        ("EPISODIC", "Changed Fiadh's nappy in the boot of the car on the Quay in a hailstorm."),
        ("EPISODIC", "Switched off the immersion and found it had been on since the Ploughing."),
        (
            "EPISODIC",
            "Moved the fridge to clean behind it and found a Lego man, a euro and a letter from "
            "the county council.",
        ),
        ("EPISODIC", "The clocks went back and Tom turned up for Mass an hour before anyone else."),
        (
            "EPISODIC",
            "Our road got new bins with a chip in the lid, and the crows have already beaten them.",
        ),
        (
            "EPISODIC",
            "It's bright till ten now and Cillian has decided that makes bedtime optional.",
        ),
        (
            "EPISODIC",
            "The bank in town has changed its opening hours again, to hours nobody works.",
        ),
        (
            "EPISODIC",
            "{friend} swapped her nights for days and can't work out when to have her dinner.",
        ),
        (
            "EPISODIC",
            "The leisure centre moved the parent-and-toddler swim to the mornings and the pool is "
            "all armbands.",
        ),
        (
            "EPISODIC",
            "The council changed the one-way system on the Mall and half the town went the wrong "
            "way for a week.",
        ),
        (
            "EPISODIC",
            "Swapped recipes with the woman next door and hers was off the back of a bag of "
            "Odlums.",
        ),
        (
            "EPISODIC",
            "Got a new passport photo taken and I look like I've been arrested at a wedding.",
        ),
        (
            "EPISODIC",
            "The post office has started closing for lunch and the queue forms outside at five to "
            "one.",
        ),
        (
            "EPISODIC",
            "The hardware shop on Bridge Street is under new management and still sells absolutely "
            "everything.",
        ),
        (
            "EPISODIC",
            "Replaced the batteries in the smoke alarm at three in the morning standing on a "
            "kitchen chair.",
        ),
        (
            "EPISODIC",
            "The new curate says Mass in twenty-five minutes flat and it has split the parish down "
            "the middle.",
        ),
        ("SEMANTIC", "I can wiggle my ears and have been able to since my Communion."),
        (
            "SEMANTIC",
            "{friend} and I sat beside each other in fifth class and she still owes me a rubber.",
        ),
        ("SEMANTIC", "Ours is the bungalow with the two stone lions on the pillars."),
        (
            "SEMANTIC",
            "There are {number} houses on our stretch of road and I know every car by the sound of "
            "its engine.",
        ),
        ("PREFERENCE", "If there's {dish} going, I'm at the table."),
        ("PREFERENCE", "I'll watch {show} with anyone, any night of the week."),
        ("PREFERENCE", "{snack} after a long shift is medicinal."),
        (
            "EPISODIC",
            "Made {dish} on {weekday} and there wasn't a scrap of it left by the next evening.",
        ),
        ("EPISODIC", "Saw {bird} on the wall while I was hanging out the washing."),
        ("EPISODIC", "{thing} went off in the middle of a phone call with the bank."),
        ("EPISODIC", "Watched {show} with {friend} and we rowed about it the whole way home."),
        ("EPISODIC", "Waited {minutes} minutes in the chipper and they forgot the garlic sauce."),
        ("EPISODIC", "Went to {city} in {month} and it rained every single day we were there."),
        ("EPISODIC", "Fixed {thing} with a butter knife and a fair amount of language."),
    ],
    "zh": [
        ("EPISODIC", "{city}那家民宿的小房间只放得下一张床，墙上还挂着一幅《兰亭序》。"),
        ("EPISODIC", "建材市场有一整面墙的色卡，店员每个颜色都能说出个好听的名字。"),
        ("EPISODIC", "新楼盘的样板间连卫生间都做了背景墙。"),
        ("EPISODIC", "一辆拉液化气罐的三轮车在解放路上翻了，整条街的人都跑出来看。"),
        ("EPISODIC", "医院心内科有个护士值夜班的时候哼越剧，病人都不舍得睡。"),
        ("EPISODIC", "{city}有家药店，橱窗里那张防晒霜海报褪色褪成了白的。"),
        ("EPISODIC", "环城河边有个大爷骑自行车，车筐里站着一只八哥。"),
        ("EPISODIC", "{friend}她哥在房车里住了一年，说是这辈子最快活的一年。"),
        ("EPISODIC", "交通广播里有个从悉尼打进来的听众，说想绍兴的臭豆腐想得睡不着。"),
        ("EPISODIC", "萧山机场到达口一群人举着横幅，接一个刚回国的留学生。"),
        ("EPISODIC", "早市有个摊位只卖腌菜，排的队比卖肉的还长。"),
        ("EPISODIC", "一只鸡跑到马路中间，公交车司机停下来等它慢慢走过去。"),
        ("EPISODIC", "对面那家咖啡馆门口写着“没有WiFi，请聊天”，WiFi密码写在牌子背面。"),
        ("EPISODIC", "有个外国游客拿一百美元买一碗面，老板把那张钞票裱起来挂在了墙上。"),
        ("EPISODIC", "鲁迅故里门口有大学生穿着长衫扮孔乙己，拉着游客讲“茴”字有四种写法。"),
        ("EPISODIC", "{city}图书馆的阅览室安静得能听见空调出风的声音。"),
        ("EPISODIC", "飞{city}的航班上有个小娃从起飞睡到落地，一飞机的人都觉得不对劲。"),
        ("EPISODIC", "社区医生说{friend}家孩子身高排在百分之九十八，她高兴得发了条朋友圈。"),
        ("EPISODIC", "{city}一家宠物店的蜥蜴跑了，两天后在银行大厅的宣传册底下找着了。"),
        ("EPISODIC", "夏天夜里楼下草丛里的蛐蛐叫了一宿，吵得人睡不着。"),
        ("EPISODIC", "诊所候诊室里有个阿姨在给她家的狗织毛衣。"),
        ("EPISODIC", "献血车停在城市广场，排队的全是刚下夜班的保安，每人领了一盒牛奶。"),
        ("EPISODIC", "{city}火车站出租车候客区就一辆车，十来个人装作没在排队。"),
        ("EPISODIC", "有人把一篮鸡蛋搁在庙门口的台阶上，过了一礼拜还在那儿。"),
        ("EPISODIC", "酒店健身房那台划船机上贴着“故障”，日期是二〇一九年的。"),
        ("EPISODIC", "{friend}把厨房刷成一种叫“燕麦拿铁”的颜色，说闻着什么味都没有。"),
        ("EPISODIC", "景区门口一家小店的收款码被人偷偷贴了张假的，老板亏了一礼拜才发现。"),
        ("EPISODIC", "{city}一家酒店的自助餐，光红烧肉就有三种做法。"),
        ("EPISODIC", "超市排队的时候，前面一个大姐把她潮热盗汗的事从头到尾跟我讲了一遍。"),
        ("EPISODIC", "小区门口那家托育园，门上贴着“午睡时间请勿按铃”。"),
        ("EPISODIC", "{friend}四十岁生日收了一只乌龟，到现在已经熬走了她两任男朋友。"),
        ("EPISODIC", "{city}机场有个人拿保鲜膜把行李箱缠得跟个粽子似的。"),
        ("EPISODIC", "《绍兴晚报》头版登了一头牛，标题是“谁家的牛？”"),
        ("EPISODIC", "楼下收废品的大爷用手机收款，比我店里收得还利索。"),
        ("PREFERENCE", "我宁可坐在冷屋子里，也不要待在刷成橘红色的房间。"),
        ("SEMANTIC", "绍兴老台门的墙都是白的，一到黄梅天就长青苔。"),
        ("PREFERENCE", "最烦扫码点单还要先关注公众号的。"),
        ("SEMANTIC", "在我们这儿，送一趟机的人情要还好几年。"),
        ("PREFERENCE", "土鸡蛋就该放常温，谁说要进冰箱我跟谁急。"),
        ("SEMANTIC", "会稽山上有大禹陵，每年都有人去祭禹。"),
        ("PREFERENCE", "最受不了医院走廊里那股消毒水味儿。"),
        ("EPISODIC", "婆婆每天早上五点起来念经，雷打不动。"),
        ("SEMANTIC", "老沈不会吹口哨，可这不耽误他吹了四十八年。"),
        ("EPISODIC", "阿峰从义乌回来的时候带了一口普通话，不到两个礼拜又是满嘴绍兴话了。"),
        ("EPISODIC", "悉尼的小姑每年寄一箱东西回来，羊毛袜、鱼油，还有一罐Tim Tam。"),
        ("EPISODIC", "女儿为了学校的公益活动把刘海染成了粉色，辅导员假装没看见。"),
        ("SEMANTIC", "儿子能背出全国所有的省会，就是记不住班主任姓什么。"),
        ("EPISODIC", "糯米管守宫叫“狗狗”，谁也不忍心纠正她。"),
        ("EPISODIC", "元宝有回一动不动待了太久，儿子都给它办了葬礼，结果它眨了眨眼。"),
        ("SEMANTIC", "老沈跟阿峰从一二年起就没在哪件事上意见一致过，连哪家的面好吃都要争。"),
        ("EPISODIC", "{friend}搬到{city}去了，天天给我发她新阳台的照片。"),
        ("EPISODIC", "巷口那家烧饼铺换了老板，会唱两句莲花落的多给一个饼。"),
        ("EPISODIC", "{month}退掉的那张机票，钱到现在还没退回来。"),
        ("EPISODIC", "下着冰雹，在仓桥直街的车后座给糯米换尿不湿。"),
        ("EPISODIC", "关热水器的时候才发现它从上个月就一直开着。"),
        ("EPISODIC", "挪冰箱打扫后面，扫出来一个乐高小人、一个钢镚和一封居委会的信。"),
        ("EPISODIC", "楼下的路改成了单行道，整条街的人走错了一个礼拜。"),
        ("EPISODIC", "小区新发的垃圾桶盖子带芯片，喜鹊已经学会掀了。"),
        ("EPISODIC", "现在晚上七点天还亮着，儿子觉得睡觉时间可以商量。"),
        ("EPISODIC", "银行营业厅又改了营业时间，改成了谁都在上班的钟点。"),
        ("EPISODIC", "{friend}从夜班转成了白班，不知道该几点吃饭了。"),
        ("EPISODIC", "游泳馆把亲子游泳改到了上午，一池子全是套着游泳圈的小娃。"),
        ("EPISODIC", "跟隔壁阿姨换了个菜谱，她那个就是酱油瓶背面印的。"),
        ("EPISODIC", "新拍的证件照，看着跟吃喜酒吃到一半被抓进去似的。"),
        ("EPISODIC", "邮局开始中午关门午休，十二点五十门口就排上队了。"),
        ("EPISODIC", "解放路上那家五金店换了新老板，还是什么都卖。"),
        ("EPISODIC", "凌晨三点站在椅子上给烟雾报警器换电池。"),
        ("EPISODIC", "庙里新来的师父念经念得飞快，香客分成了两派。"),
        ("SEMANTIC", "我耳朵会动，小学就会了。"),
        ("SEMANTIC", "{friend}是我初中同桌，到现在还欠我一块橡皮。"),
        ("SEMANTIC", "我家就是楼下停着一辆粉色电瓶车的那个单元。"),
        ("SEMANTIC", "我们这栋楼有{number}户，谁家晚饭吃什么我闻都闻得出来。"),
        ("PREFERENCE", "桌上有{dish}，别的我都不挑。"),
        ("PREFERENCE", "{show}谁叫我看我都陪着看。"),
        ("PREFERENCE", "收摊以后来点{snack}，这是药。"),
        ("EPISODIC", "{weekday}烧了一锅{dish}，第二天晚上就一点不剩了。"),
        ("EPISODIC", "晾衣服的时候看见{bird}落在对面的屋檐上。"),
        ("EPISODIC", "跟银行打电话的时候{thing}突然叫了起来。"),
        ("EPISODIC", "跟{friend}看了{show}，为了结局吵了一路。"),
        ("EPISODIC", "在小吃摊等了{minutes}分钟，打包回来发现辣酱没给。"),
        ("EPISODIC", "{month}去了{city}，待了几天下了几天雨。"),
        ("EPISODIC", "拿一根筷子和一肚子火把{thing}修好了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "box_room_use",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Tom's office",
                "my sewing room",
                "Fiadh's bedroom",
                "the junk room",
                "the guest room",
                "the home gym",
            ],
            "facts": [
                "The box room is {v}.",
                "We use the little room at the end of the hall as {v}.",
                "Our box room is set up as {v}.",
            ],
            "corrections": [
                ("cue", "box room's {new} from this weekend"),
                ("cue", "Tom cleared out the box room over the long weekend and it's {new}."),
                (
                    "cue",
                    "After the attic conversion fell through we turned the box room into {new}.",
                ),
                ("explicit", "Packed up {old}, the box room is {new}."),
                ("explicit", "The box room was {old} for about five minutes, it's {new}."),
                ("explicit", "box room = {new} (was {old})"),
                (
                    "implicit",
                    "Bridie put her head round the box room door, saw {new}, and said nothing, "
                    "which is worse.",
                ),
                (
                    "implicit",
                    "fell over the hoover in the box room, {new} my foot, it's a cupboard with a "
                    "window",
                ),
                (
                    "implicit",
                    "The radiator in the box room is stuck on full and {new} is like a sauna.",
                ),
                (
                    "implicit",
                    "Tom hung a picture in the box room to make it feel more like {new} and it "
                    "fell down in the night.",
                ),
                (
                    "implicit",
                    "Cillian left the gecko tank in the box room for a weekend and {new} smelt of "
                    "reptile for a week.",
                ),
                (
                    "implicit",
                    "Saturday clear-out: six bags to the charity shop, a skip on the drive that "
                    "the neighbours filled before we did, Tom up the attic ladder handing down "
                    "Christmas decorations from 2009, Fiadh eating a crayon, and by teatime the "
                    "box room looked like {new}, with the door left open so everyone could admire "
                    "it.",
                ),
            ],
            "questions": [
                "What's the box room used for?",
                "What's that little room at the end of the hall for?",
                "What do we use our box room as?",
            ],
            "now": ["What's the box room being used as these days?"],
        },
        "zh": {
            "values": ["老沈的书房", "我的缝纫间", "糯米的小卧室", "杂物间", "客房", "家庭健身房"],
            "facts": [
                "北边那间小房间是{v}。",
                "我们把北面的小房间当{v}用。",
                "家里那间小次卧做了{v}。",
            ],
            "corrections": [
                ("cue", "北边小房间改成{new}了"),
                ("cue", "五一放假老沈把北面那间收拾出来，当{new}用。"),
                ("cue", "阁楼没装成，北边那间小次卧就弄成了{new}。"),
                ("explicit", "北边那间不做{old}了，是{new}。"),
                ("explicit", "{old}没用几天就荒了，小房间拿来当{new}。"),
                ("explicit", "小房间：{new}（原来是{old}）"),
                ("implicit", "婆婆推开北面小房间的门，看见{new}，一句话没说，比说了还吓人。"),
                ("implicit", "在小次卧被吸尘器绊了一跤 {new}个鬼 就是个带窗户的柜子"),
                ("implicit", "北边那间空调不制冷，{new}闷得跟蒸笼似的。"),
                ("implicit", "老沈在小房间墙上挂了幅字，说这样才像个{new}，半夜掉下来把我吓醒了。"),
                ("implicit", "儿子把守宫缸在小房间放了一个周末，{new}里一股爬虫味儿散了一礼拜。"),
                (
                    "implicit",
                    "周六大扫除：给楼下回收站送了六袋旧衣服，老沈站在梯子上从吊柜里往下递一零年的"
                    "春联，糯米啃了一根蜡笔，忙到傍晚北面那间小房间总算像个{new}了，门敞着让全家都"
                    "来参观。",
                ),
            ],
            "questions": [
                "北面那间小房间是干什么用的？",
                "家里那个小次卧拿来做什么了？",
                "我们把北边那间屋子当什么用？",
            ],
            "now": ["北边小房间现在是做什么的？"],
        },
    },
    {
        "key": "feature_wall_colour",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "sage green",
                "dark navy",
                "terracotta",
                "mustard yellow",
                "deep plum",
                "plain magnolia",
            ],
            "facts": [
                "The feature wall in the sitting room is {v}.",
                "Behind the telly in the front room the wall is painted {v}.",
                "We did the chimney-breast wall in {v}.",
            ],
            "corrections": [
                ("cue", "feature wall's {new} as of saturday"),
                ("cue", "Tom finally got the roller out and the sitting-room wall is {new}."),
                ("cue", "After the chimney was fixed we did the wall behind the stove in {new}."),
                (
                    "explicit",
                    "Painted over the {old} in the sitting room, the feature wall is {new}.",
                ),
                (
                    "explicit",
                    "Aoife said {old} made the room look like a dentist's, so the wall's {new}.",
                ),
                ("explicit", "sitting room wall {new}, {old} gone under two coats"),
                (
                    "implicit",
                    "Fiadh drew a cat on the {new} wall in the sitting room with a biro and signed "
                    "it.",
                ),
                ("implicit", "the {new} makes the telly look tiny, tom says that's the point"),
                (
                    "implicit",
                    "A girl from Aoife's class stood in front of the {new} wall and asked if we "
                    "were a holiday let.",
                ),
                (
                    "implicit",
                    "Hung the wedding photo on the {new} wall in the front room and it's not "
                    "straight, and it never will be.",
                ),
                (
                    "implicit",
                    "Bridie sat with her back to the {new} wall all evening like it might bite "
                    "her.",
                ),
                (
                    "implicit",
                    "Tom's fiftieth in the house: forty people in a bungalow meant for five, "
                    "sausage rolls on every surface, the stove roaring, Ciarán doing a speech "
                    "nobody asked for, and the whole lot of them lined up against the {new} wall "
                    "in the sitting room for the photos because Aoife said it was the only decent "
                    "background in the house.",
                ),
            ],
            "questions": [
                "What colour is the feature wall in the sitting room?",
                "What did we paint the wall behind the telly?",
                "What colour's the chimney-breast wall?",
            ],
            "now": ["What colour is our sitting-room feature wall at the moment?"],
        },
        "zh": {
            "values": ["奶咖色", "雾霾蓝", "莫兰迪绿", "高级灰", "浅杏色", "墨绿色"],
            "facts": [
                "我家客厅电视背景墙刷的是{v}。",
                "客厅那面背景墙是{v}的。",
                "电视后面那面墙我们刷成了{v}。",
            ],
            "corrections": [
                ("cue", "背景墙刷成{new}了"),
                ("cue", "请油漆师傅上门刷了一遍，客厅背景墙是{new}。"),
                ("cue", "看了小红书上的案例以后，背景墙我们弄成了{new}。"),
                ("explicit", "{old}看久了压抑，背景墙刷的是{new}。"),
                ("explicit", "女儿说{old}像牙科诊所，客厅那面墙刷成了{new}。"),
                ("explicit", "背景墙：{new}，{old}盖掉了"),
                ("implicit", "糯米拿圆珠笔在{new}的背景墙上画了只猫，还签了名。"),
                ("implicit", "{new}那面墙一衬 电视显得特别小 老沈说要的就是这效果"),
                ("implicit", "楼上邻居来串门，站在{new}的墙前面问我们家是不是样板间。"),
                ("implicit", "把结婚照挂到{new}的背景墙上，怎么挂都是歪的。"),
                ("implicit", "婆婆来吃饭，一晚上背对着{new}那面墙坐，好像那墙会咬人。"),
                (
                    "implicit",
                    "老沈五十岁生日在家办：四十来号人挤在九十平的房子里，桌上地上全是外卖盒，阿峰"
                    "喝了两碗黄酒非要上去讲话，最后一大家子排排站在客厅那面{new}的背景墙前面拍合影"
                    "，女儿说全屋就这面墙拍照好看。",
                ),
            ],
            "questions": [
                "我家电视背景墙是什么颜色？",
                "客厅电视后面那面墙刷的啥色？",
                "背景墙我们弄的哪个色？",
            ],
            "now": ["客厅背景墙现在是什么颜色？"],
        },
    },
    {
        "key": "gas_bottle_supplier",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Calor at Hopkins' hardware",
                "Flogas at the Applegreen",
                "Joe Moran's gas van",
                "the co-op on the Newport road",
                "Campus gas at the Texaco",
                "Tom's cousin Padraig",
            ],
            "facts": [
                "The gas bottles for our cooker come from {v}.",
                "We get the cooker gas from {v}.",
                "Our cooker runs off bottles from {v}.",
            ],
            "corrections": [
                ("cue", "gas bottles from {new} from here on"),
                (
                    "cue",
                    "Tom set up an account with {new}, so that's where the cooker gas comes from.",
                ),
                ("cue", "Since the price went up again we've been getting the gas from {new}."),
                ("explicit", "{old} stopped coming out our road, we get the gas from {new}."),
                ("explicit", "Had a row with {old} over a deposit, the bottles come from {new}."),
                ("explicit", "gas: {new}, done with {old}"),
                (
                    "implicit",
                    "The gas ran out with the dinner half cooked and {new} had a bottle out to us "
                    "in forty minutes.",
                ),
                (
                    "implicit",
                    "rang {new} for a bottle, got a bottle and a lecture about the weather",
                ),
                (
                    "implicit",
                    "Tom did his back lifting the bottle from {new} round the side of the house.",
                ),
                (
                    "implicit",
                    "The docket from {new} is under the magnet on the fridge with the bin "
                    "calendar.",
                ),
                (
                    "implicit",
                    "Cillian wanted to know why the gas from {new} smells of rotten eggs and I "
                    "couldn't tell him.",
                ),
                (
                    "implicit",
                    "Storm week: the power gone for two days, the freezer emptied into the "
                    "neighbours', candles on every windowsill, the kids in sleeping bags by the "
                    "stove, the Louisburgh road flooded at the bridge, and the only thing in the "
                    "house that worked was the cooker, on a full bottle from {new}, so the whole "
                    "road came to us for tea.",
                ),
            ],
            "questions": [
                "Where do we get the gas for the cooker?",
                "Who supplies our gas bottles?",
                "Who do I ring when the cooker gas runs out?",
            ],
            "now": ["Where's our cooker gas coming from these days?"],
        },
        "zh": {
            "values": [
                "巷口换气点的老周",
                "燃气公司的送气工",
                "东街口的阿贵",
                "城南液化气站",
                "鲁迅路那家气站",
                "我表弟阿杰",
            ],
            "facts": [
                "我店里的液化气是{v}送的。",
                "面馆用的煤气罐找{v}。",
                "店里煤气用完了，我就打电话给{v}。",
            ],
            "corrections": [
                ("cue", "店里的气改叫{new}送了"),
                ("cue", "街道统一要求扫码用气，店里的罐子就从{new}那里拿。"),
                ("cue", "入夏以后店里的液化气一直是{new}送的。"),
                ("explicit", "{old}不送我们这条巷子了，煤气找{new}。"),
                ("explicit", "跟{old}为押金吵了一架，店里的气叫{new}送。"),
                ("explicit", "液化气：{new}，不找{old}"),
                ("implicit", "中午正忙，灶上没气了，{new}二十分钟就扛了一罐过来。"),
                ("implicit", "打电话给{new}要气 气来了 还附赠半小时天气预报"),
                ("implicit", "{new}扛着罐子从后门进来，地上留了一串泥脚印。"),
                ("implicit", "{new}开的收据我拿夹子夹在收银台边上的钉子上。"),
                ("implicit", "儿子问{new}送来的气为什么有股臭鸡蛋味，我也答不上来。"),
                (
                    "implicit",
                    "台风那两天：店门口的水淹到脚脖子，冰柜停了电，里面的鳝丝只好分给邻居，一个客"
                    "人都没有，我和老沈坐在店里打扑克，唯一好用的就是{new}刚送来的那罐气，整条巷子"
                    "的人都跑到我们店里来煮泡面。",
                ),
            ],
            "questions": [
                "我店里的液化气找谁送？",
                "面馆的煤气罐是从哪儿来的？",
                "店里没气了我该打给谁？",
            ],
            "now": ["店里的气现在是谁送的？"],
        },
    },
    {
        "key": "mil_checkup_hospital",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the cardiology clinic in Castlebar",
                "University Hospital Galway",
                "the Bon Secours in Galway",
                "Dr Kenny's rooms on the Mall",
                "the primary care centre in Westport",
                "Sligo University Hospital",
            ],
            "facts": [
                "Nana Bridie goes to {v} for her heart check-ups.",
                "Tom's mother has her heart looked after at {v}.",
                "Bridie's cardiology appointments are at {v}.",
            ],
            "corrections": [
                ("cue", "bridie's heart checks at {new} from the next one"),
                ("cue", "Her GP referred Nana Bridie on to {new} for the heart."),
                ("cue", "Since the stent, Bridie's been going to {new} for her check-ups."),
                (
                    "explicit",
                    "Nana Bridie won't set foot in {old} after the last wait, she's under {new}.",
                ),
                ("explicit", "{old} discharged Bridie, so it's {new} for her heart."),
                ("explicit", "bridie heart: {new}, not {old}"),
                (
                    "implicit",
                    "Nana Bridie brought a flask and two sandwiches to {new} and was called in ten "
                    "minutes.",
                ),
                (
                    "implicit",
                    "3 hours in the waiting room at {new} with bridie, she knew everyone's "
                    "business by the end",
                ),
                ("implicit", "The nurse at {new} told Bridie her heart is stronger than mine."),
                (
                    "implicit",
                    "According to Bridie the parking at {new} costs more than the consultant.",
                ),
                (
                    "implicit",
                    "Bridie came out of {new} with a heart monitor taped to her chest and went "
                    "straight to Mass.",
                ),
                (
                    "implicit",
                    "Tuesday from hell: the café short-staffed, a coach tour of forty Americans at "
                    "eleven, Fiadh sent home from the crèche with a temperature, the gecko out of "
                    "his tank, and Tom ringing at two to say he'd brought Nana Bridie to {new} for "
                    "her heart check and she'd told the consultant about her bad hip, her "
                    "neighbour's hip and the priest's hip.",
                ),
            ],
            "questions": [
                "Where does Nana Bridie go for her heart?",
                "Where are Tom's mother's heart check-ups?",
                "Which clinic keeps an eye on Bridie's heart?",
            ],
            "now": ["Where is Bridie having her heart checked these days?"],
        },
        "zh": {
            "values": [
                "绍兴市人民医院",
                "浙大邵逸夫医院",
                "绍兴第二医院",
                "越城区社区卫生服务中心",
                "中心医院的心内科",
                "杭州的省人民医院",
            ],
            "facts": [
                "我婆婆心脏复查在{v}。",
                "婆婆看心脏定期去{v}。",
                "婆婆每隔三个月去{v}复查一回心脏。",
            ],
            "corrections": [
                ("cue", "婆婆复查改去{new}了"),
                ("cue", "社区医生给婆婆转诊到了{new}，心脏就在那儿看。"),
                ("cue", "放了支架以后，婆婆复查一直在{new}。"),
                ("explicit", "{old}挂号太难，婆婆复查去{new}。"),
                ("explicit", "婆婆嫌{old}的医生说话冲，心脏去{new}看。"),
                ("explicit", "婆婆复查：{new}，不去{old}"),
                ("implicit", "婆婆去{new}复查，带了一保温杯茶和两个粽子，十分钟就叫到号了。"),
                ("implicit", "陪婆婆在{new}候诊三个钟头 整条走廊谁家什么事她都打听清楚了"),
                ("implicit", "{new}的护士跟婆婆说，她的心脏比我的还好。"),
                ("implicit", "婆婆说{new}的停车费比挂号费还贵。"),
                ("implicit", "婆婆从{new}出来，胸口还贴着二十四小时心电监测，直接去庙里烧香了。"),
                (
                    "implicit",
                    "礼拜二乱成一团：店里小工请假，中午来了一大巴旅游团要吃面，糯米在托班发烧被退"
                    "回来，儿子的守宫跑出了缸，两点老沈打电话说他陪婆婆在{new}复查心脏，婆婆跟医生"
                    "聊了她的腰、隔壁老太的腰，还有居委会主任的腰。",
                ),
            ],
            "questions": [
                "我婆婆心脏在哪家医院复查？",
                "婆婆定期去哪儿看心脏？",
                "婆婆的心脏是在哪儿看的？",
            ],
            "now": ["婆婆现在在哪儿复查心脏？"],
        },
    },
    {
        "key": "mil_prescription_collector",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "her neighbour Maureen",
                "the chemist's delivery driver",
                "Agnes the home help",
                "my niece Sinéad",
                "the priest's housekeeper",
                "Dessie from the cab office",
            ],
            "facts": [
                "Nana Bridie's tablets are collected from the chemist by {v}.",
                "{v} picks up Bridie's prescription every month.",
                "Bridie's medication gets brought out to Lecanvey by {v}.",
            ],
            "corrections": [
                ("cue", "{new} is doing bridie's tablets from this month"),
                (
                    "cue",
                    "We sorted it with the chemist that {new} collects Nana Bridie's prescription.",
                ),
                ("cue", "Since Bridie gave up the car, {new} has been bringing out her tablets."),
                (
                    "explicit",
                    "{old} kept forgetting the blister packs, so {new} collects Bridie's tablets.",
                ),
                ("explicit", "{old} has enough on, Bridie's prescription goes out with {new}."),
                ("explicit", "bridie's meds: {new}, not {old}"),
                (
                    "implicit",
                    "{new} dropped Bridie's tablets out and stayed two hours for tea and a slice "
                    "of brack.",
                ),
                (
                    "implicit",
                    "{new} left bridie's tablets in the porch and her cat nearly had the warfarin",
                ),
                (
                    "implicit",
                    "The chemist rang to say {new} had taken Bridie's tablets but left the eye "
                    "drops on the counter.",
                ),
                (
                    "implicit",
                    "Bridie gave {new} a tenner for bringing out the prescription and wouldn't "
                    "hear of it coming back.",
                ),
                (
                    "implicit",
                    "{new} brought out Bridie's tablets and the Mayo News together, so she's "
                    "delighted with herself.",
                ),
                (
                    "implicit",
                    "Bridie's week, as reported down the phone: the cat off her food, a row at the "
                    "ICA over a chair, the priest calling in unannounced, her hearing aid lost and "
                    "found in the sugar bowl, and {new} arriving Thursday with the tablets from "
                    "the chemist and staying on to watch the Angelus with her.",
                ),
            ],
            "questions": [
                "Who collects Nana Bridie's tablets?",
                "Who brings Tom's mother her prescription?",
                "Who does the chemist run for Bridie?",
            ],
            "now": ["Who's picking up Bridie's tablets these days?"],
        },
        "zh": {
            "values": [
                "隔壁的李阿姨",
                "药房送药的小哥",
                "社区网格员小周",
                "我外甥女小蕾",
                "居委会的志愿者",
                "老沈的发小阿海",
            ],
            "facts": [
                "婆婆的药每个月是{v}去配的。",
                "{v}帮婆婆去医院配药。",
                "婆婆吃的药靠{v}配好送过去。",
            ],
            "corrections": [
                ("cue", "这个月起婆婆的药{new}去配"),
                ("cue", "跟社区说好了，婆婆的药由{new}代配。"),
                ("cue", "婆婆不大出门以后，配药的事都是{new}在跑。"),
                ("explicit", "{old}老把药配漏，婆婆的药叫{new}去配。"),
                ("explicit", "{old}自己也忙不过来，婆婆配药托给了{new}。"),
                ("explicit", "婆婆配药：{new}，不麻烦{old}了"),
                ("implicit", "{new}把婆婆的药送过去，喝了两杯茶，吃了一碟茴香豆才走。"),
                ("implicit", "{new}把药搁在婆婆门口鞋柜上 差点被猫扒下去"),
                ("implicit", "药房打电话来说{new}把婆婆的降压药拿走了，眼药水落在柜台上。"),
                ("implicit", "婆婆硬塞给{new}一袋霉干菜，说是谢谢人家跑腿配药。"),
                ("implicit", "{new}配药回来顺手给婆婆带了份《绍兴晚报》，把她高兴的。"),
                (
                    "implicit",
                    "婆婆电话里汇报这一礼拜：猫不肯吃饭，跟老姐妹为一把椅子拌了嘴，居委会的人没打"
                    "招呼就上门量血压，助听器丢了最后在糖罐里找着，礼拜四{new}把药配好送过来，还陪"
                    "她看了一集越剧才走。",
                ),
            ],
            "questions": [
                "婆婆的药谁帮她去配？",
                "谁给我婆婆跑腿拿药？",
                "婆婆每个月的药是谁去医院取的？",
            ],
            "now": ["婆婆的药现在是谁在配？"],
        },
    },
    {
        "key": "brother_in_law_lodging",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the flat over the chipper",
                "Nana Bridie's back bedroom",
                "a mobile home in Mulranny",
                "a house-share in Castlebar",
                "a room above the bike hire",
                "an Airbnb on the Quay",
            ],
            "facts": [
                "Tom's brother Ciarán is staying in {v}.",
                "Ciarán, Tom's brother, lives in {v}.",
                "Home from Perth, Ciarán has himself set up in {v}.",
            ],
            "corrections": [
                ("cue", "ciarán's in {new} from the weekend"),
                ("cue", "Ciarán's after taking {new}, and that's where he's living."),
                ("cue", "Since the job in the hotel came up, Ciarán's been living in {new}."),
                ("explicit", "Ciarán got turfed out of {old}, he's in {new}."),
                ("explicit", "{old} was too damp even for Ciarán, he's living in {new}."),
                ("explicit", "ciarán: {new}, {old} done"),
                (
                    "implicit",
                    "Dropped a dinner over to Ciarán in {new} and he ate it standing at the door.",
                ),
                (
                    "implicit",
                    "ciarán rang from {new} at 1am, smoke alarm going, couldn't find the button",
                ),
                (
                    "implicit",
                    "Ciarán had the lads round to {new} for the match and the neighbours "
                    "complained.",
                ),
                (
                    "implicit",
                    "Ciarán's post still comes to us, so I bring it out to {new} on Fridays.",
                ),
                (
                    "implicit",
                    "The roof in {new} leaks right over Ciarán's bed and he's put a saucepan on "
                    "the duvet.",
                ),
                (
                    "implicit",
                    "Ciarán's first month home: a job washing pots at the hotel, a bike with no "
                    "brakes, three nights out he'll never remember, a row with Tom over a loan "
                    "from 2014, and a housewarming in {new} that consisted of two cans and a bag "
                    "of crisps, which Bridie still talks about as a lovely night.",
                ),
            ],
            "questions": [
                "Where is Tom's brother living?",
                "Where's Ciarán staying?",
                "Where does Ciarán lay his head at night?",
            ],
            "now": ["Where's Ciarán living these days?"],
        },
        "zh": {
            "values": [
                "婆婆那儿的后屋",
                "柯桥租的单身公寓",
                "工地上的板房",
                "上虞的老房子",
                "朋友开的民宿",
                "单位宿舍",
            ],
            "facts": [
                "我小叔子阿峰住在{v}。",
                "阿峰从义乌回来，落脚在{v}。",
                "老沈他弟眼下住{v}。",
            ],
            "corrections": [
                ("cue", "阿峰这礼拜起住{new}了"),
                ("cue", "阿峰跟人谈妥了，住进了{new}。"),
                ("cue", "在饭店后厨上了班以后，阿峰就住{new}。"),
                ("explicit", "阿峰在{old}待不下去了，住到了{new}。"),
                ("explicit", "{old}潮得连阿峰都受不了，他住{new}。"),
                ("explicit", "阿峰：{new}，{old}不住了"),
                ("implicit", "给阿峰送了一饭盒红烧肉到{new}，他站在门口就扒完了。"),
                ("implicit", "阿峰半夜一点从{new}打电话来 烟雾报警器一直叫 找不到按钮"),
                ("implicit", "阿峰叫了一帮朋友到{new}看球，邻居打了物业电话。"),
                ("implicit", "阿峰的快递还寄到我们家，我每个礼拜五给他捎到{new}去。"),
                ("implicit", "{new}屋顶漏水，正好漏在阿峰床上，他在被子上搁了个脸盆。"),
                (
                    "implicit",
                    "阿峰回来头一个月：在饭店后厨洗碗，骑一辆没刹车的电瓶车，喝断片三回，为一四年"
                    "借的钱跟老沈吵了一架，在{new}请了一顿暖房酒，其实就两罐啤酒一包花生米，婆婆到"
                    "今天还说那晚上热闹。",
                ),
            ],
            "questions": ["我小叔子住在哪儿？", "老沈他弟弟在哪儿落脚？", "阿峰晚上睡哪儿？"],
            "now": ["阿峰现在住哪儿？"],
        },
    },
    {
        "key": "aunt_call_time",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "at six in the evening",
                "at half seven",
                "after the twelve Mass",
                "at nine at night",
                "at teatime",
                "at eleven in the morning",
            ],
            "facts": [
                "Auntie Noreen rings from Boston every Sunday {v}, our time.",
                "Noreen's weekly call from Boston comes on a Sunday {v}.",
                "Every Sunday {v} the phone goes and it's Noreen in Boston.",
            ],
            "corrections": [
                ("cue", "noreen's calling sundays {new} from this week"),
                ("cue", "The clocks changed over there, so Noreen's Sunday call comes {new}."),
                ("cue", "Since she started the job in the bakery, Noreen rings on Sundays {new}."),
                ("explicit", "Noreen's call isn't {old} any more, it comes {new} on a Sunday."),
                (
                    "explicit",
                    "Told Noreen that ringing {old} was hopeless with the dinner, so she rings "
                    "{new}.",
                ),
                ("explicit", "noreen sunday call: {new}, not {old}"),
                (
                    "implicit",
                    "Noreen rang {new} as usual on Sunday and Fiadh sang her the whole of Baby "
                    "Shark down the phone.",
                ),
                (
                    "implicit",
                    "phone went {new} sunday, noreen, forty minutes on the weather in boston",
                ),
                (
                    "implicit",
                    "Had to turn the match down when Noreen's call came {new}, same as every "
                    "Sunday.",
                ),
                (
                    "implicit",
                    "Bridie rings us straight after Noreen's call {new} to compare notes on what "
                    "she said.",
                ),
                (
                    "implicit",
                    "Cillian held the gecko up to the camera when Noreen video-called {new} and "
                    "she screamed the house down.",
                ),
                (
                    "implicit",
                    "Sunday in our house: Mass at ten, the fry after, Tom asleep in front of the "
                    "hurling, Aoife on her phone on the stairs, Fiadh down for her nap, the church "
                    "bells going in the distance, and then the iPad propped against the teapot "
                    "{new} so Noreen in Boston could see us all and tell us how thin we looked.",
                ),
            ],
            "questions": [
                "When does Auntie Noreen ring from Boston?",
                "What time on a Sunday do we hear from Noreen?",
                "When's Noreen's weekly call?",
            ],
            "now": ["What time is Noreen ringing on Sundays these days?"],
        },
        "zh": {
            "values": [
                "晚上八点",
                "中午吃饭的时候",
                "下午四点多",
                "晚上九点半",
                "早上七点",
                "吃完晚饭",
            ],
            "facts": [
                "在悉尼的小姑每个礼拜天{v}打视频过来。",
                "小姑礼拜天固定{v}跟我们视频。",
                "老沈他妹从悉尼打视频，一般是礼拜天{v}。",
            ],
            "corrections": [
                ("cue", "小姑这礼拜起{new}打视频"),
                ("cue", "悉尼那边调了夏令时，小姑视频挪到了{new}。"),
                ("cue", "小姑在超市找了份工以后，礼拜天都是{new}打过来。"),
                ("explicit", "小姑说{old}她那边不方便，视频定在{new}。"),
                ("explicit", "{old}正赶上我们店里忙，小姑{new}打。"),
                ("explicit", "小姑视频：{new}，不是{old}"),
                ("implicit", "礼拜天{new}小姑照例打视频来，糯米对着手机唱了一整首《两只老虎》。"),
                ("implicit", "礼拜天{new}手机一响 小姑 四十分钟全在讲悉尼的天气"),
                ("implicit", "{new}小姑的视频一来，老沈只好把电视声音关小。"),
                ("implicit", "礼拜天{new}一到，婆婆就打电话来问小姑的视频打过来没有。"),
                ("implicit", "小姑{new}打视频，儿子把守宫举到镜头前，吓得她尖叫。"),
                (
                    "implicit",
                    "我们家的礼拜天：上午店里最忙，下午收摊，老沈躺沙发上看球，女儿在饭桌上赶论文"
                    "，糯米在睡午觉，楼下广场舞的音乐震天响，{new}手机往茶壶上一靠，让悉尼的小姑把"
                    "我们挨个看一遍，然后说我们都瘦了。",
                ),
            ],
            "questions": [
                "在悉尼的小姑什么时候打视频来？",
                "礼拜天小姑一般几点跟我们视频？",
                "老沈他妹每周啥时候打过来？",
            ],
            "now": ["小姑现在礼拜天几点打视频？"],
        },
    },
    {
        "key": "aunt_home_visit",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "at Easter",
                "for Reek Sunday",
                "for the August bank holiday",
                "for Christmas",
                "for Halloween",
                "for the Arts Festival in September",
            ],
            "facts": [
                "Auntie Noreen is coming home from Boston {v} this year.",
                "Noreen's trip home this year is {v}.",
                "This year Noreen flies in {v}.",
            ],
            "corrections": [
                ("cue", "noreen coming home {new} now, flights booked"),
                ("cue", "Noreen got a cheap flight into Shannon, so she's coming {new}."),
                ("cue", "After her knee op Noreen rebooked, and she's coming home {new}."),
                ("explicit", "Noreen can't get the time off {old}, she's coming {new}."),
                ("explicit", "Noreen won't make it home {old} after all, it's {new}."),
                ("explicit", "noreen trip: {new}, not {old}"),
                ("implicit", "Bridie has the good sheets aired already for Noreen coming {new}."),
                ("implicit", "noreen asked what to bring over {new}, told her Reese's and Tylenol"),
                (
                    "implicit",
                    "Booked the back room in the Wyatt for a family dinner while Noreen's home "
                    "{new}.",
                ),
                (
                    "implicit",
                    "Cillian is counting down the days to Noreen coming {new} because she brings "
                    "dollars.",
                ),
                (
                    "implicit",
                    "Tom's taking a week off {new} so he can drive Noreen round every graveyard in "
                    "Mayo.",
                ),
                (
                    "implicit",
                    "Family group chat, forty messages before breakfast: Ciarán wanting to know "
                    "who has the ladder, Bridie sending a photo of a rainbow sideways, Aoife "
                    "looking for a lift, a blurry video of Fiadh in one wellie, and Noreen's "
                    "flight details, landing in Shannon {new}, with seven exclamation marks and a "
                    "request for a proper cup of tea.",
                ),
            ],
            "questions": [
                "When is Noreen coming home from Boston?",
                "When's Auntie Noreen's trip home this year?",
                "When do we expect Noreen over?",
            ],
            "now": ["When is Noreen due home, as things stand?"],
        },
        "zh": {
            "values": ["清明", "端午", "中秋", "国庆", "春节", "暑假里"],
            "facts": [
                "在悉尼的小姑今年{v}回国。",
                "小姑今年打算{v}回绍兴。",
                "老沈他妹今年{v}回来一趟。",
            ],
            "corrections": [
                ("cue", "小姑定了{new}回来"),
                ("cue", "小姑抢到了打折机票，{new}回国。"),
                ("cue", "膝盖手术做完以后，小姑重订了机票，{new}回来。"),
                ("explicit", "小姑{old}请不出假，{new}回来。"),
                ("explicit", "小姑{old}回不来了，订的是{new}的机票。"),
                ("explicit", "小姑回国：{new}，不是{old}"),
                ("implicit", "婆婆已经把好被子拿出来晒了，等小姑{new}回来睡。"),
                ("implicit", "小姑问{new}回来带点什么 我说带两罐奶粉和鱼油"),
                ("implicit", "在咸亨酒店订了个包厢，{new}小姑回来一家人吃顿团圆饭。"),
                ("implicit", "儿子天天数着日子等小姑{new}回来，因为小姑给澳元红包。"),
                ("implicit", "老沈{new}请了一个礼拜假，要开车带小姑把上虞老家的坟都上一遍。"),
                (
                    "implicit",
                    "家族群一早上刷了四十条：阿峰问谁家有梯子，婆婆发了张歪着的彩虹照片，女儿让人"
                    "去高铁站接她，糯米穿一只雨靴的视频糊成一片，还有小姑发来的航班信息，{new}落地"
                    "萧山，后面跟了七个感叹号，说回来头一件事要吃一碗我店里的虾爆鳝面。",
                ),
            ],
            "questions": [
                "小姑今年什么时候回国？",
                "小姑哪段时间回绍兴？",
                "我们什么时候能见到悉尼的小姑？",
            ],
            "now": ["小姑现在定的是什么时候回来？"],
        },
    },
    {
        "key": "sunday_dinner_house",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Nana Bridie's in Lecanvey",
                "my sister Orla's in Castlebar",
                "our own house",
                "the hotel carvery in Newport",
                "my mam's in Louisburgh",
                "Tom's cousins' in Aughagower",
            ],
            "facts": [
                "Sunday dinner is at {v}.",
                "Every Sunday we have the dinner at {v}.",
                "The Sunday roast happens at {v}.",
            ],
            "corrections": [
                ("cue", "sunday dinner at {new} from this week on"),
                (
                    "cue",
                    "We took turns for a while and it's settled that Sunday dinner is at {new}.",
                ),
                ("cue", "Since Tom went on the Saturday shifts, Sunday dinner has been at {new}."),
                ("explicit", "We stopped doing Sundays at {old}, the dinner's at {new}."),
                (
                    "explicit",
                    "Doing the dinner at {old} got too much with the kids, so Sundays are at "
                    "{new}.",
                ),
                ("explicit", "sunday dinner: {new}, not {old}"),
                ("implicit", "Fiadh fell asleep face first in the gravy at {new} on Sunday."),
                (
                    "implicit",
                    "sunday at {new}, roast beef, trifle, argument about the Rose of Tralee",
                ),
                (
                    "implicit",
                    "Left the good Pyrex dish at {new} after the Sunday dinner and I'll have to go "
                    "back for it.",
                ),
                (
                    "implicit",
                    "Tom carved at {new} on Sunday and somehow made a leg of lamb look like a "
                    "crime scene.",
                ),
                (
                    "implicit",
                    "Cillian brought the gecko to {new} for the Sunday dinner and nobody could eat "
                    "a bite.",
                ),
                (
                    "implicit",
                    "This Sunday: ten o'clock Mass with Fiadh roaring through the homily, a walk "
                    "on Bertra in sideways rain, the car smelling of wet coats, and then the "
                    "dinner at {new}, where Ciarán carved, Bridie said grace for eleven minutes "
                    "and there were three kinds of potato.",
                ),
            ],
            "questions": [
                "Where do we go for Sunday dinner?",
                "Whose house is the Sunday roast at?",
                "Where do we eat on a Sunday?",
            ],
            "now": ["Where are we having the Sunday dinner these days?"],
        },
        "zh": {
            "values": [
                "婆婆的台门里",
                "我娘家",
                "自己家里",
                "大姑姐家",
                "东湖边的农家乐",
                "老沈舅舅家",
            ],
            "facts": [
                "礼拜天晚饭我们一家去{v}吃。",
                "每个礼拜天的晚饭都在{v}。",
                "周末一大家子在{v}聚一顿。",
            ],
            "corrections": [
                ("cue", "礼拜天饭局这周起挪到{new}了"),
                ("cue", "几家人商量好了，礼拜天晚饭定在{new}。"),
                ("cue", "老沈周六开始上班以后，礼拜天都在{new}吃晚饭。"),
                ("explicit", "礼拜天不去{old}吃了，在{new}。"),
                ("explicit", "在{old}做一大桌太累，礼拜天晚饭去{new}。"),
                ("explicit", "礼拜天晚饭：{new}，不是{old}"),
                ("implicit", "礼拜天在{new}吃饭，糯米一头栽在碗里睡着了。"),
                ("implicit", "礼拜天 {new} 梅干菜烧肉 醉鸡 为了谁洗碗吵了一架"),
                ("implicit", "礼拜天在{new}吃完饭把我家那口砂锅落下了，还得回去拿。"),
                ("implicit", "礼拜天在{new}，老沈剁白斩鸡，剁得跟案发现场似的。"),
                ("implicit", "儿子礼拜天把守宫带到{new}吃饭，一桌人都没了胃口。"),
                (
                    "implicit",
                    "这个礼拜天：上午带糯米去府山公园，她一路哭，下午在沈园门口淋了场雨，车里一股"
                    "潮味，晚饭在{new}，阿峰掌勺，婆婆饭前念叨了十分钟，桌上光笋就做了三样。",
                ),
            ],
            "questions": [
                "礼拜天晚饭我们在哪儿吃？",
                "周末一家人去谁那儿聚餐？",
                "每周日的晚饭在谁家？",
            ],
            "now": ["现在礼拜天晚饭在哪儿吃？"],
        },
    },
    {
        "key": "veg_stall",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the organic stall at the Octagon",
                "Mulloy's van on the Quay road",
                "the Achill woman at the market",
                "the farm shop in Murrisk",
                "the honesty stall at Kilmeena",
                "Hughes's greengrocer on Bridge Street",
            ],
            "facts": [
                "I get my vegetables from {v}.",
                "Our veg, for home and the café, comes from {v}.",
                "For spuds and greens I go to {v}.",
            ],
            "corrections": [
                ("cue", "veg from {new} from now on"),
                ("cue", "A regular in the café swore by {new}, so that's where I get the veg."),
                (
                    "cue",
                    "Since I started making the soups in the café myself, my veg comes from {new}.",
                ),
                ("explicit", "{old} was selling me soft carrots, I get my veg from {new}."),
                ("explicit", "Gave up on {old}, it's {new} for the vegetables."),
                ("explicit", "veg: {new}, not {old}"),
                ("implicit", "Got a head of cabbage the size of Fiadh at {new} this morning."),
                ("implicit", "{new} threw in a bunch of scallions for nothing, legends"),
                ("implicit", "Queued at {new} behind a man buying one leek with a fifty."),
                (
                    "implicit",
                    "Filled the basket at {new}, then the eggs, then the bread, and that's the "
                    "morning gone.",
                ),
                ("implicit", "{new} had the first Queens of the year and I nearly cried."),
                (
                    "implicit",
                    "Market morning: the café's bread delivery late, Fiadh in the buggy eating a "
                    "raw carrot, a busker doing Galway Girl for the third time, Tom texting about "
                    "the car tax, a tourist asking me the way to Croagh Patrick while pointing at "
                    "it, and two bags of onions, spuds and kale from {new} swinging off the "
                    "handles of the buggy.",
                ),
            ],
            "questions": [
                "Where do I buy my veg?",
                "Where do the vegetables come from?",
                "Who do I get my spuds and greens off?",
            ],
            "now": ["Where am I getting the vegetables these days?"],
        },
        "zh": {
            "values": [
                "塔山菜场的老孙",
                "城南菜场门口的上虞阿姨",
                "府山菜场的夫妻档",
                "小区门口三轮车上的大伯",
                "东街早市的菜农",
                "仓桥边的蔬菜店",
            ],
            "facts": [
                "我买菜找{v}。",
                "家里和店里的菜都是在{v}那儿买的。",
                "我天天的青菜是从{v}那儿拿的。",
            ],
            "corrections": [
                ("cue", "买菜改去{new}了"),
                ("cue", "店里一个老主顾推荐了{new}，我就在那儿买菜。"),
                ("cue", "店里的浇头开始自己做以后，菜都从{new}那儿拿。"),
                ("explicit", "{old}卖给我的茭白是空心的，我买菜去{new}。"),
                ("explicit", "不在{old}那儿买了，菜找{new}。"),
                ("explicit", "买菜：{new}，不找{old}了"),
                ("implicit", "早上在{new}那儿买了一棵跟糯米差不多大的包心菜。"),
                ("implicit", "{new}送了我一把小葱 人真好"),
                ("implicit", "在{new}那儿排队，前面一个老头拿一百块买一根葱。"),
                ("implicit", "先在{new}那儿装了一篮子菜，再去拿鸡蛋，再去买面，一上午就没了。"),
                ("implicit", "{new}有今年头一茬的春笋，我差点哭出来。"),
                (
                    "implicit",
                    "早市那一趟：店里的面条送晚了，糯米坐在推车里啃生胡萝卜，桥头有人拉二胡拉《二"
                    "泉映月》，老沈发消息说车险要续了，一个游客指着鲁迅故里问我鲁迅故里怎么走，推"
                    "车把手上挂着两袋在{new}那儿买的茭白、笋和青菜。",
                ),
            ],
            "questions": ["我在哪儿买菜？", "家里店里的菜从谁那儿买？", "我的青菜找谁买的？"],
            "now": ["我现在在哪儿买菜？"],
        },
    },
    {
        "key": "egg_source",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Mary Walsh up the road",
                "the honesty box at the Gaffneys' gate",
                "Aldi",
                "the duck-egg man at the market",
                "a farm in Aughagower",
                "Lidl",
            ],
            "facts": [
                "Our eggs come from {v}.",
                "I buy the eggs for home and the café from {v}.",
                "The eggs in our fridge are from {v}.",
            ],
            "corrections": [
                ("cue", "eggs from {new} from this week"),
                ("cue", "Tom's cousin put us on to {new}, so that's where the eggs come from."),
                ("cue", "Since the bird flu scare our eggs have come from {new}."),
                ("explicit", "Three weeks in a row {old} had none, so our eggs come from {new}."),
                ("explicit", "The eggs from {old} were tiny, we get them from {new}."),
                ("explicit", "eggs: {new}, {old} no"),
                (
                    "implicit",
                    "Cracked an egg from {new} and it had two yolks, Cillian says that's luck for "
                    "a year.",
                ),
                (
                    "implicit",
                    "box of eggs from {new} on the passenger seat, took every corner like a "
                    "driving test",
                ),
                (
                    "implicit",
                    "Made the scones for the café with eggs from {new} and they rose like a dream.",
                ),
                (
                    "implicit",
                    "Fiadh dropped the whole box from {new} on the kitchen tiles and one survived.",
                ),
                (
                    "implicit",
                    "Bridie says the eggs from {new} are as good as her mother's, which is the "
                    "highest award in Mayo.",
                ),
                (
                    "implicit",
                    "Pancake Tuesday in the café: batter made at six, a queue out the door by "
                    "eleven, Aoife on the lemon and sugar, the extractor fan dying, a man asking "
                    "for a gluten-free one with a straight face, and me running off at half two "
                    "for another three dozen from {new} because we'd cracked every egg in the "
                    "building.",
                ),
            ],
            "questions": [
                "Where do our eggs come from?",
                "Who do I buy the eggs off?",
                "Where are the eggs in the fridge from?",
            ],
            "now": ["Where are we getting our eggs at the moment?"],
        },
        "zh": {
            "values": [
                "上虞老家的二姨",
                "菜场蛋摊的老王",
                "小区团购群",
                "盒马",
                "会稽山脚下的养鸡户",
                "粮油店的老板娘",
            ],
            "facts": [
                "家里和店里的鸡蛋都是从{v}那儿买的。",
                "我家鸡蛋认准了{v}。",
                "鸡蛋我们一直找{v}拿。",
            ],
            "corrections": [
                ("cue", "鸡蛋改从{new}拿了"),
                ("cue", "老沈的表哥介绍了{new}，鸡蛋就在那儿拿。"),
                ("cue", "闹过一回禽流感以后，我家鸡蛋都找{new}。"),
                ("explicit", "{old}连着三个礼拜没蛋，鸡蛋找{new}。"),
                ("explicit", "{old}的蛋个头太小，我从{new}那儿拿。"),
                ("explicit", "鸡蛋：{new}，{old}不要了"),
                ("implicit", "敲了一个{new}那儿拿的蛋，双黄的，儿子说要走一年的运。"),
                ("implicit", "副驾驶上放着{new}的一箱鸡蛋 每个弯都开得跟考科目二似的"),
                ("implicit", "拿{new}的鸡蛋给店里煎荷包蛋，个个都是溏心的。"),
                ("implicit", "糯米把{new}的一整盒蛋摔在厨房地砖上，就剩一个好的。"),
                ("implicit", "婆婆说{new}的鸡蛋跟她小时候吃的一个味儿，这在她那儿是最高评价。"),
                (
                    "implicit",
                    "冬至前一天店里：六点起来和面，十一点门口排起了长队，女儿放假回来帮忙端碗，油"
                    "烟机半死不活，有个客人一本正经问能不能要个无麸质的汤圆，两点半我又跑去{new}那"
                    "儿拎了三十个蛋回来，店里的鸡蛋全打光了。",
                ),
            ],
            "questions": ["我家的鸡蛋从哪儿来？", "鸡蛋我找谁买？", "家里店里的蛋是在哪儿拿的？"],
            "now": ["我们现在鸡蛋从哪儿买？"],
        },
    },
    {
        "key": "shift_cover",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dympna who had the café before me",
                "a Brazilian girl called Larissa",
                "my cousin Niamh",
                "Pádraig the chef",
                "Kuba from the Polish shop",
                "Gerry from the bakery",
            ],
            "facts": [
                "When I'm off, the café is minded by {v}.",
                "{v} covers for me in the café on my days off.",
                "If I'm not in, {v} runs the café.",
            ],
            "corrections": [
                ("cue", "{new} covering my days off from next week"),
                ("cue", "Took on {new} for the days I'm off, and it's working out grand."),
                (
                    "cue",
                    "Since Fiadh started three days in the crèche, {new} has been minding the café "
                    "when I'm not there.",
                ),
                ("explicit", "{old} went back to college, so {new} covers the café for me."),
                (
                    "explicit",
                    "{old} couldn't work the coffee machine for love nor money, {new} covers for "
                    "me.",
                ),
                ("explicit", "café cover: {new}, {old} gone"),
                (
                    "implicit",
                    "Came back from a day off and {new} had arranged the whole cake display by "
                    "colour.",
                ),
                (
                    "implicit",
                    "{new} rang on my day off to ask where the spare milk is, it's in the fridge, "
                    "where milk lives",
                ),
                (
                    "implicit",
                    "A regular told me the scones are nicer when {new} is on, which I'll be taking "
                    "personally.",
                ),
                (
                    "implicit",
                    "Left {new} the keys and a page of notes and went to the pictures in Castlebar "
                    "like a free woman.",
                ),
                (
                    "implicit",
                    "{new} kept the day's takings in a Roses tin, which is a system, I suppose.",
                ),
                (
                    "implicit",
                    "My first proper day off in a month: a lie-in till half eight, Fiadh to the cr"
                    "èche, a walk on the Greenway out to Kilmeena, a lunch I didn't make myself, "
                    "and only four texts from {new} about the café, one of which was a photo of a "
                    "dog in sunglasses at table six.",
                ),
            ],
            "questions": [
                "Who covers the café when I'm off?",
                "Who minds the shop on my days off?",
                "Who's in charge of the café if I'm not there?",
            ],
            "now": ["Who's covering for me in the café these days?"],
        },
        "zh": {
            "values": [
                "老员工王姐",
                "我表妹阿萍",
                "隔壁馄饨店的老板娘",
                "后厨的小赵",
                "老沈的堂弟阿力",
                "兼职的大学生小吴",
            ],
            "facts": [
                "我休息的时候，面馆是{v}看着。",
                "{v}替我顶班看店。",
                "我不在店里就由{v}照应。",
            ],
            "corrections": [
                ("cue", "下礼拜起我歇的时候{new}看店"),
                ("cue", "我休息那几天，店里说定了交给{new}。"),
                ("cue", "糯米上了托班以后，我不在的日子都是{new}看店。"),
                ("explicit", "{old}回老家去了，我歇的时候{new}看店。"),
                ("explicit", "{old}连煮面的火候都掌握不好，顶班的是{new}。"),
                ("explicit", "顶班：{new}，{old}不干了"),
                ("implicit", "歇了一天回来，{new}把冰柜里的浇头按颜色排了一遍。"),
                ("implicit", "我休息 {new}打电话问备用的碱水面放哪了 冰柜里啊 面还能放哪"),
                ("implicit", "老主顾说{new}在的时候面煮得比我好，这话我记下了。"),
                ("implicit", "把钥匙和一页纸的交代留给{new}，我跟老沈去看了场电影，跟放了风似的。"),
                ("implicit", "{new}把一天的营业款塞在一个月饼盒里，也算是个办法。"),
                (
                    "implicit",
                    "一个月来头一个整天休息：睡到八点半，送糯米去托班，沿着环城河走到八字桥，中午"
                    "吃了顿不是自己做的饭，{new}只给我发了四条消息，其中一条是六号桌一条戴墨镜的狗"
                    "的照片。",
                ),
            ],
            "questions": ["我休息的时候谁看店？", "谁替我在面馆顶班？", "我不在店里谁照应着？"],
            "now": ["现在我歇班的时候谁看店？"],
        },
    },
    {
        "key": "shop_card_reader",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a SumUp reader",
                "a Square terminal",
                "the AIB Merchant machine",
                "a Revolut Reader",
                "an Elavon terminal",
                "a Clover till",
            ],
            "facts": [
                "The card machine in the café is {v}.",
                "Customers tap their cards on {v} at my counter.",
                "In the café we take payments on {v}.",
            ],
            "corrections": [
                ("cue", "card machine: {new} from monday"),
                ("cue", "The accountant talked me into {new}, so that's what's on the counter."),
                ("cue", "Since the bank put the fees up, the café takes cards on {new}."),
                ("explicit", "{old} froze on a coachload of Germans, so the café's on {new}."),
                ("explicit", "Sent {old} back, we take cards on {new}."),
                ("explicit", "till: {new}, {old} in the drawer"),
                (
                    "implicit",
                    "A man tried to pay for a scone by tapping his watch on {new} for two full "
                    "minutes.",
                ),
                ("implicit", "{new} beeping all morning, rush of walkers off the Greenway"),
                (
                    "implicit",
                    "Fiadh got her hands on {new} at the counter and somehow refunded somebody €"
                    "4.50.",
                ),
                ("implicit", "The battery on {new} died in the middle of the lunch rush."),
                (
                    "implicit",
                    "Tom says {new} looks like a calculator from the eighties, but it works.",
                ),
                (
                    "implicit",
                    "Busiest Saturday of the summer in the café: the coffee machine steaming like "
                    "a train, a hen party ordering twenty-two different teas, the toilet door "
                    "jammed, the chef burning his arm on the panini press, a queue to the door, "
                    "and {new} going beep beep beep on the counter like a heart monitor until we'd "
                    "run out of everything but brown bread.",
                ),
            ],
            "questions": [
                "What card machine do I use in the café?",
                "What do customers tap their cards on at my counter?",
                "How does the café take card payments?",
            ],
            "now": ["What's the café's card machine at the moment?"],
        },
        "zh": {
            "values": [
                "收钱吧的收款码",
                "美团收银机",
                "微信收款码",
                "支付宝的收钱音箱",
                "拉卡拉POS机",
                "银联的刷卡机",
            ],
            "facts": ["我面馆收钱用{v}。", "店里收银台上摆着{v}。", "客人吃完面都用{v}结账。"],
            "corrections": [
                ("cue", "店里收钱改用{new}了"),
                ("cue", "银行客户经理上门推了{new}，店里就用这个收钱。"),
                ("cue", "手续费涨了以后，店里收款都走{new}。"),
                ("explicit", "{old}中午高峰老卡，店里收钱用{new}。"),
                ("explicit", "把{old}退了，收银台上是{new}。"),
                ("explicit", "收款：{new}，{old}收抽屉里"),
                ("implicit", "一个大爷拿着老年卡对着{new}刷了两分钟，非说能付面钱。"),
                ("implicit", "{new}叮咚叮咚响了一上午 旅游团来了"),
                ("implicit", "糯米趁我不注意，把收银台上的{new}抓过去啃了一口。"),
                ("implicit", "中午最忙的时候店里断了网，{new}死活收不了钱。"),
                ("implicit", "老沈说{new}摆在收银台上看着土，可好用。"),
                (
                    "implicit",
                    "五一假期最忙的那天：煮面锅开得跟火车头似的，一桌导游带的团要二十二碗不一样的"
                    "浇头，厕所门卡住了，后厨师傅被锅烫了手，门口一直排到桥边，{new}在收银台上叮咚"
                    "叮咚响个不停，跟心电监护似的，一直响到店里除了光面什么都卖光了。",
                ),
            ],
            "questions": [
                "我店里收钱用的是什么？",
                "面馆收银台上摆的是啥收款的？",
                "客人在我店里怎么付钱？",
            ],
            "now": ["我店里现在收款用的什么？"],
        },
    },
    {
        "key": "daughter_work_placement",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the vet's in Castlebar",
                "the Mayo News office",
                "Westport House",
                "a solicitor's on the Mall",
                "the chemist on Shop Street",
                "the primary school in Murrisk",
            ],
            "facts": [
                "Aoife is doing her TY work experience at {v}.",
                "For Transition Year work experience Aoife's placed at {v}.",
                "Aoife's work placement is at {v}.",
            ],
            "corrections": [
                ("cue", "aoife's placement is {new} now"),
                ("cue", "The TY coordinator sorted Aoife out with {new} for work experience."),
                ("cue", "After the careers talk Aoife went and got herself a placement at {new}."),
                ("explicit", "{old} fell through for Aoife, her work experience is at {new}."),
                ("explicit", "Aoife lasted one day at {old}, she's doing the placement at {new}."),
                ("explicit", "aoife TY: {new}, not {old}"),
                (
                    "implicit",
                    "Aoife came home from {new} and fell asleep on the couch at seven with her "
                    "shoes on.",
                ),
                (
                    "implicit",
                    "aoife at {new} all week, first time in her life she's set an alarm without "
                    "being asked",
                ),
                (
                    "implicit",
                    "They let Aoife answer the phone at {new} and she used a voice I've never "
                    "heard before.",
                ),
                (
                    "implicit",
                    "Aoife's lanyard from {new} is hanging on the hall mirror like a medal.",
                ),
                (
                    "implicit",
                    "Dropped Aoife to {new} at half eight and she made me stop round the corner so "
                    "nobody would see the car.",
                ),
                (
                    "implicit",
                    "Aoife's week: the alarm at seven, a packed lunch she ignored, a blister from "
                    "the good shoes, two late buses, her year head ringing to check she'd turned "
                    "up, and a report home from {new} that said she was a credit to us, which Tom "
                    "has photographed and sent to half of Mayo.",
                ),
            ],
            "questions": [
                "Where's Aoife doing her work experience?",
                "Where has Aoife been placed for TY?",
                "Where is our eldest working for her placement?",
            ],
            "now": ["Where is Aoife on work experience at the moment?"],
        },
        "zh": {
            "values": [
                "柯桥的一家外贸公司",
                "绍兴日报社",
                "一家律师事务所",
                "工商银行的营业厅",
                "鲁迅纪念馆",
                "杭州的一家互联网公司",
            ],
            "facts": ["女儿在{v}实习。", "我闺女的实习单位是{v}。", "大女儿这学期在{v}上班实习。"],
            "corrections": [
                ("cue", "女儿实习定在{new}了"),
                ("cue", "学院老师给女儿联系了{new}，她就去那儿实习。"),
                ("cue", "听完宣讲会以后，女儿自己投了简历，进了{new}实习。"),
                ("explicit", "{old}那边的实习黄了，女儿去{new}。"),
                ("explicit", "女儿在{old}只待了一天就不干了，实习在{new}。"),
                ("explicit", "女儿实习：{new}，不是{old}"),
                ("implicit", "女儿从{new}下班回来，鞋都没脱就在沙发上睡着了。"),
                ("implicit", "女儿在{new}一礼拜 长这么大头一回没人催自己定闹钟"),
                ("implicit", "{new}让女儿接电话，她用了一种我从来没听过的嗓音。"),
                ("implicit", "女儿{new}的工牌挂在门口镜子上，跟挂了块奖牌似的。"),
                ("implicit", "早上开车送女儿去{new}，她非让我在拐角停，不让同事看见我们家的车。"),
                (
                    "implicit",
                    "女儿实习这一礼拜：七点的闹钟，带的饭一口没动，皮鞋磨出个泡，两回没赶上公交，"
                    "辅导员打电话来确认她到岗没有，最后{new}给的实习鉴定上写了“表现突出”，老沈拍下"
                    "来发遍了整个家族群。",
                ),
            ],
            "questions": [
                "女儿在哪儿实习？",
                "我闺女的实习单位是哪儿？",
                "大女儿在什么地方上班实习？",
            ],
            "now": ["女儿现在在哪儿实习？"],
        },
    },
    {
        "key": "daughter_study_spot",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Westport library",
                "the kitchen table",
                "the study hall in school",
                "her nana's house",
                "the café after closing",
                "her friend Saoirse's",
            ],
            "facts": [
                "Aoife does her studying at {v}.",
                "Aoife's study spot is {v}.",
                "Aoife gets her study done at {v}.",
            ],
            "corrections": [
                ("cue", "aoife's study spot = {new} from this week"),
                (
                    "cue",
                    "Aoife decided {new} is the only place she can concentrate, so that's where "
                    "she studies.",
                ),
                ("cue", "Since the mocks, {new} is where Aoife does her study."),
                ("explicit", "{old} was too noisy, so Aoife's study spot is {new}."),
                ("explicit", "Aoife gave up on {old} for studying, it's {new}."),
                ("explicit", "aoife study: {new}, not {old}"),
                ("implicit", "Found Aoife asleep on her biology notes at {new} at half nine."),
                ("implicit", "aoife's highlighters all over {new}, every colour, nothing learned"),
                (
                    "implicit",
                    "Aoife texted from {new} to say she'd done two hours of Irish and could she "
                    "get a lift.",
                ),
                (
                    "implicit",
                    "Aoife did a full past paper at {new} and told me the answer to question four "
                    "as if I'd asked.",
                ),
                (
                    "implicit",
                    "Aoife's friends came to {new} to study and I heard more about the debs than "
                    "the Leaving.",
                ),
                (
                    "implicit",
                    "Week of the mocks: Aoife living on toast and Lucozade, a timetable on the "
                    "fridge in three colours, Tom banned from whistling, Cillian bribed with the "
                    "iPad to be quiet, Fiadh not bribable, and Aoife at {new} every evening till "
                    "ten with her headphones on, pretending she couldn't hear a word anyone said.",
                ),
            ],
            "questions": [
                "Where does Aoife study?",
                "Where does our eldest do her revision?",
                "Where does Aoife go to get the books done?",
            ],
            "now": ["Where's Aoife studying these days?"],
        },
        "zh": {
            "values": [
                "学校图书馆",
                "她们寝室",
                "校外的付费自习室",
                "教学楼的空教室",
                "家里的餐桌",
                "学校对面的星巴克",
            ],
            "facts": [
                "女儿准备考研，在{v}自习。",
                "我闺女复习一般待在{v}。",
                "女儿看书学习在{v}。",
            ],
            "corrections": [
                ("cue", "女儿自习改去{new}了"),
                ("cue", "室友拉女儿去了{new}，她就在那儿复习。"),
                ("cue", "考研报了名以后，女儿天天泡在{new}。"),
                ("explicit", "{old}太吵，女儿去{new}自习。"),
                ("explicit", "女儿不在{old}学了，在{new}。"),
                ("explicit", "女儿自习：{new}，不去{old}"),
                (
                    "implicit",
                    "室友偷拍了一张女儿夜里十点来钟在{new}趴在专业课笔记上睡着的照片，发给了我。",
                ),
                ("implicit", "女儿在{new}刷了一晚上真题 荧光笔用完三支"),
                ("implicit", "女儿从{new}发消息说背了两个钟头英语，问能不能点个奶茶。"),
                (
                    "implicit",
                    "女儿在{new}做完一整套政治卷子，打电话来给我讲第四题，好像我问了似的。",
                ),
                ("implicit", "女儿的保温杯、耳塞和一摞书，一礼拜都占着{new}那个位子。"),
                (
                    "implicit",
                    "考研前那一个月：女儿靠面包和咖啡活着，手机壁纸设成了倒计时，家族群里谁都不许@"
                    "她，老沈每天给她发五十块奶茶红包，儿子问姐姐是不是被关起来了，女儿每天在{new}"
                    "待到十点，戴着耳机装听不见任何人说话。",
                ),
            ],
            "questions": [
                "女儿在哪儿自习？",
                "我闺女复习考研待在哪儿？",
                "大女儿一般在什么地方看书？",
            ],
            "now": ["女儿现在在哪儿复习？"],
        },
    },
    {
        "key": "toddler_nap_time",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "half twelve",
                "one o'clock",
                "quarter past one",
                "half one",
                "two o'clock",
                "twenty to one",
            ],
            "facts": [
                "Fiadh has her nap at {v}.",
                "The toddler goes down at {v} every day.",
                "Fiadh's nap time is {v}.",
            ],
            "corrections": [
                ("cue", "fiadh napping at {new} from today"),
                ("cue", "The crèche put Fiadh on their routine, so she goes down at {new}."),
                ("cue", "Since she dropped the morning sleep, Fiadh naps at {new}."),
                ("explicit", "{old} was a disaster, Fiadh's nap is at {new}."),
                ("explicit", "Fiadh fights sleep at {old}, so she goes down at {new}."),
                ("explicit", "fiadh nap: {new} not {old}"),
                (
                    "implicit",
                    "Had Fiadh down at {new} and drank a whole cup of tea while it was still hot.",
                ),
                (
                    "implicit",
                    "{new}, fiadh down, postman rings the bell, fiadh up, postman dead to me",
                ),
                (
                    "implicit",
                    "Bridie rang at {new} on the dot, exactly when Fiadh goes down, and I let it "
                    "ring out.",
                ),
                (
                    "implicit",
                    "Rubbed the cream into Fiadh's elbows, put her down at {new} and hid in the "
                    "utility room.",
                ),
                (
                    "implicit",
                    "The crèche sent a photo of Fiadh asleep at {new} with her face in a cushion.",
                ),
                (
                    "implicit",
                    "A Wednesday off: the dentist at ten for Cillian, a parcel to the post office, "
                    "a wash on, a wash out, soup on for the café, and Fiadh down at {new} so I "
                    "could sit on the back step for twenty minutes, look at Croagh Patrick and "
                    "think about nothing at all.",
                ),
            ],
            "questions": [
                "What time does Fiadh nap?",
                "When does the toddler go down in the day?",
                "What time's Fiadh's afternoon sleep?",
            ],
            "now": ["When is Fiadh napping these days?"],
        },
        "zh": {
            "values": ["中午十二点", "十二点半", "一点整", "一点半", "下午两点", "十二点四十"],
            "facts": ["糯米每天{v}睡午觉。", "我家老三的午觉是{v}。", "小女儿{v}准时上床午睡。"],
            "corrections": [
                ("cue", "糯米从今天起{new}午睡"),
                ("cue", "托班按他们的作息来，糯米{new}睡午觉。"),
                ("cue", "上午那觉不睡了以后，糯米{new}睡。"),
                ("explicit", "{old}怎么哄都不睡，糯米{new}午睡。"),
                ("explicit", "糯米{old}根本睡不着，午觉挪到{new}。"),
                ("explicit", "午睡：{new}，不是{old}"),
                ("implicit", "{new}把糯米哄睡了，我一口气喝完了一杯热茶。"),
                ("implicit", "{new} 糯米刚睡 快递按门铃 糯米醒了 这个快递员我记住了"),
                ("implicit", "婆婆{new}准点打电话来，正好赶上糯米睡觉，我没接。"),
                ("implicit", "给糯米胳膊肘抹了药膏，{new}放她睡下，我躲到阳台上刷手机。"),
                ("implicit", "托班老师发来照片：{new}，糯米脸埋在枕头里睡得直打呼噜。"),
                (
                    "implicit",
                    "礼拜三歇一天：上午带儿子看牙，去邮局寄个包裹，洗一筒衣服晾一筒衣服，给店里熬"
                    "好骨头汤，{new}糯米睡下了，我才在门口台阶上坐了二十分钟，什么都不想。",
                ),
            ],
            "questions": ["糯米几点睡午觉？", "我家老三中午几点睡？", "小女儿白天什么时候睡一觉？"],
            "now": ["糯米现在几点午睡？"],
        },
    },
    {
        "key": "toddler_eczema_cream",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Epaderm",
                "Silcock's Base",
                "Diprobase",
                "Aveeno baby cream",
                "hydrocortisone 1%",
                "Oilatum cream",
            ],
            "facts": [
                "Fiadh's eczema gets {v}.",
                "The cream for Fiadh's eczema is {v}.",
                "On the dry patches on Fiadh's skin we put {v}.",
            ],
            "corrections": [
                ("cue", "fiadh's eczema: {new} from tonight"),
                ("cue", "The public health nurse told us to use {new} on Fiadh's patches."),
                ("cue", "Since the cold snap Fiadh's eczema has been getting {new}."),
                ("explicit", "{old} made Fiadh's cheeks flare up, so we use {new}."),
                ("explicit", "The GP said to stop {old}, Fiadh's on {new}."),
                ("explicit", "fiadh cream: {new}, {old} binned"),
                ("implicit", "Fiadh got hold of the tub of {new} and did her own hair with it."),
                ("implicit", "{new} on fiadh's elbows, then the pyjamas, then the escape attempt"),
                ("implicit", "The crèche asked for a tube of {new} to keep in Fiadh's bag."),
                (
                    "implicit",
                    "Put Fiadh down for her nap with {new} on the backs of her knees and she woke "
                    "up smelling like a chemist's.",
                ),
                (
                    "implicit",
                    "Tom was using Fiadh's {new} on his hands after the hurling and said nothing "
                    "about it for a week.",
                ),
                (
                    "implicit",
                    "Eczema flare week: Fiadh scratching in her sleep, socks on her hands like a "
                    "little boxer, a trip to the GP, a row with the chemist about the "
                    "prescription, wet wraps at bedtime, the washing all done in non-bio, and "
                    "{new} going on four times a day until the backs of her knees looked like skin "
                    "again.",
                ),
            ],
            "questions": [
                "What do we put on Fiadh's eczema?",
                "What cream is Fiadh using for her skin?",
                "What goes on the toddler's dry patches?",
            ],
            "now": ["What cream is Fiadh on for her eczema at the moment?"],
        },
        "zh": {
            "values": [
                "丁酸氢化可的松乳膏",
                "润本婴儿霜",
                "艾惟诺婴儿润肤霜",
                "地奈德乳膏",
                "郁美净儿童霜",
                "医院自配的硅霜",
            ],
            "facts": [
                "糯米的湿疹擦的是{v}。",
                "糯米身上起湿疹，我们给她抹{v}。",
                "老三皮肤上那几块红疹子用{v}。",
            ],
            "corrections": [
                ("cue", "糯米湿疹改抹{new}了"),
                ("cue", "儿童医院皮肤科的医生让给糯米用{new}。"),
                ("cue", "入冬以后糯米的湿疹抹的是{new}。"),
                ("explicit", "{old}抹了脸更红，糯米用{new}。"),
                ("explicit", "医生说{old}别再用了，糯米擦{new}。"),
                ("explicit", "湿疹：{new}，{old}扔了"),
                ("implicit", "糯米把{new}的盖子拧开，给自己抹了一头。"),
                ("implicit", "{new}抹胳膊肘 穿睡衣 然后越狱"),
                ("implicit", "托班老师让在糯米书包里放一支{new}。"),
                ("implicit", "膝盖窝抹了{new}再哄糯米午睡，醒来一身药店的味儿。"),
                ("implicit", "老沈打完球手干，偷偷拿糯米的{new}抹手，抹了一个礼拜才被我发现。"),
                (
                    "implicit",
                    "糯米湿疹发作那一礼拜：半夜睡着了还在挠，手上套着袜子跟个小拳击手似的，跑了一"
                    "趟儿童医院，跟药房为处方吵了一架，睡前裹湿敷，衣服全用无添加的洗衣液洗，{new}"
                    "一天抹四回，总算膝盖窝又像块皮肤了。",
                ),
            ],
            "questions": [
                "糯米的湿疹抹什么？",
                "老三起疹子用的什么膏？",
                "小女儿皮肤干痒我们给她擦啥？",
            ],
            "now": ["糯米现在湿疹用的是哪个？"],
        },
    },
    {
        "key": "gecko_live_food",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "brown crickets",
                "locusts",
                "mealworms",
                "dubia roaches",
                "calci-worms",
                "waxworms",
            ],
            "facts": [
                "Cillian's gecko Spud eats {v}.",
                "We feed the leopard gecko {v}.",
                "What goes in Spud's tank for his dinner is {v}.",
            ],
            "corrections": [
                ("cue", "spud's on {new} from this week"),
                (
                    "cue",
                    "The man in the reptile shop said to try Spud on {new}, and he's eating them.",
                ),
                ("cue", "Since his last shed, Spud has been eating {new}."),
                ("explicit", "Spud turned his nose up at {old}, so he gets {new}."),
                ("explicit", "The {old} kept escaping into the hot press, Spud's fed {new}."),
                ("explicit", "gecko food: {new}, not {old}"),
                (
                    "implicit",
                    "A tub of {new} opened itself in Cillian's schoolbag and his teacher was very "
                    "calm about it.",
                ),
                (
                    "implicit",
                    "tub of {new} in the fridge door beside the butter, tom not impressed",
                ),
                (
                    "implicit",
                    "Spud stalked the {new} round the tank like a lion on a nature programme.",
                ),
                (
                    "implicit",
                    "Cillian dusted the {new} with calcium powder on the worktop and it's in the "
                    "sugar bowl.",
                ),
                (
                    "implicit",
                    "Bridie held a tub of {new} at arm's length and asked what we'd done to "
                    "deserve this.",
                ),
                (
                    "implicit",
                    "Cillian's birthday party: nine ten-year-olds, a bouncy castle in the rain, "
                    "pizza on the floor, one child in tears over a goody bag, and the highlight of "
                    "the whole day was Spud eating {new} in front of a silent, amazed audience, "
                    "which cost nothing.",
                ),
            ],
            "questions": [
                "What does Cillian's gecko eat?",
                "What do we feed Spud?",
                "What live food goes in the gecko's tank?",
            ],
            "now": ["What's Spud being fed at the moment?"],
        },
        "zh": {
            "values": ["面包虫", "蟋蟀", "杜比亚蟑螂", "大麦虫", "蝗虫", "蜡虫"],
            "facts": ["儿子的守宫元宝吃的是{v}。", "我们喂守宫{v}。", "元宝的口粮是{v}。"],
            "corrections": [
                ("cue", "元宝这礼拜起吃{new}"),
                ("cue", "爬宠店老板让给元宝试试{new}，它吃得挺欢。"),
                ("cue", "蜕完这次皮以后，元宝吃的是{new}。"),
                ("explicit", "元宝看都不看{old}，喂的是{new}。"),
                ("explicit", "{old}老从盒子里跑出来钻床底，元宝喂{new}。"),
                ("explicit", "守宫口粮：{new}，不喂{old}"),
                ("implicit", "一盒{new}在儿子书包里开了盖，班主任居然很淡定。"),
                ("implicit", "冰箱门上一盒{new}挨着黄油 老沈脸都绿了"),
                ("implicit", "元宝在缸里盯着{new}一步一步挪过去，跟《动物世界》里的狮子似的。"),
                ("implicit", "儿子在饭桌上给{new}裹钙粉，钙粉撒进了糖罐。"),
                ("implicit", "婆婆把一盒{new}举得老远，问我们家这是造了什么孽。"),
                (
                    "implicit",
                    "儿子十岁生日：九个小孩，下雨天的充气城堡，比萨掉了一地，有个孩子为了回礼袋哭"
                    "了，结果全场最精彩的节目是元宝当众吃{new}，一屋子小孩大气不敢出，一分钱没花。",
                ),
            ],
            "questions": ["儿子的守宫吃什么？", "我们给元宝喂的是啥？", "守宫缸里放的什么活食？"],
            "now": ["元宝现在吃的是什么？"],
        },
    },
    {
        "key": "reptile_shop",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Petmania in Castlebar",
                "the reptile man in Claremorris",
                "an online shop in Cork",
                "Maxi Zoo in Galway",
                "the pet shop on James Street",
                "a Facebook breeder in Ballina",
            ],
            "facts": [
                "We buy Spud's live food from {v}.",
                "The gecko's bugs come from {v}.",
                "Cillian's reptile supplies are got at {v}.",
            ],
            "corrections": [
                ("cue", "spud's food from {new} from now on"),
                (
                    "cue",
                    "Cillian read about {new} on a gecko forum, so that's where Spud's food comes "
                    "from.",
                ),
                ("cue", "Since the winter, Spud's bugs have been coming from {new}."),
                ("explicit", "{old} sold us a box of dead ones, we get Spud's food from {new}."),
                ("explicit", "{old} packed it in, so the gecko's food comes from {new}."),
                ("explicit", "gecko shop: {new}, {old} no"),
                (
                    "implicit",
                    "The box from {new} arrived chirping and the postman handed it over like it "
                    "was a bomb.",
                ),
                ("implicit", "{new} threw in a free tub for cillian, he's their best customer"),
                (
                    "implicit",
                    "Cillian spent all his birthday money at {new} and came home with a heat lamp "
                    "and a grin.",
                ),
                ("implicit", "Bridie saw the bag from {new} on the counter and blessed herself."),
                (
                    "implicit",
                    "Cillian's pocket money goes to {new} before it's even out of my purse.",
                ),
                (
                    "implicit",
                    "Saturday errands: Aoife to the hairdresser, a parcel to collect, the car in "
                    "for its NCT, Fiadh asleep in the back, Tom on the phone to the bank, and "
                    "Cillian refusing to go home until we'd got Spud's bugs from {new}, which took "
                    "longer than everything else put together.",
                ),
            ],
            "questions": [
                "Where do we buy the gecko's food?",
                "Where does Spud's live food come from?",
                "Which shop supplies Cillian's gecko?",
            ],
            "now": ["Where are we getting Spud's bugs these days?"],
        },
        "zh": {
            "values": [
                "花鸟市场的爬宠店",
                "淘宝上一家杭州的店",
                "闲鱼上一个嘉兴的卖家",
                "小区门口的水族店",
                "柯桥的异宠店",
                "拼多多上的虫子店",
            ],
            "facts": [
                "元宝的活食是在{v}买的。",
                "守宫吃的虫子我们找{v}。",
                "儿子给守宫买口粮认准{v}。",
            ],
            "corrections": [
                ("cue", "元宝的虫子改从{new}买了"),
                ("cue", "儿子在守宫群里打听到{new}，元宝的口粮就从那儿买。"),
                ("cue", "天冷了以后，守宫的虫子都找{new}。"),
                ("explicit", "{old}寄来一盒死虫子，元宝的口粮找{new}。"),
                ("explicit", "{old}关门了，守宫的虫子从{new}买。"),
                ("explicit", "爬宠店：{new}，不找{old}"),
                ("implicit", "{new}的快递到了，盒子里吱吱叫，快递小哥递给我的样子跟递炸弹似的。"),
                ("implicit", "{new}多送了一盒 儿子是人家的大客户"),
                ("implicit", "儿子把压岁钱全花在了{new}，抱回来一盏加热灯，笑得合不拢嘴。"),
                ("implicit", "婆婆看见饭桌上{new}的袋子，念了句阿弥陀佛。"),
                ("implicit", "儿子的零花钱还没出我钱包，就已经是{new}的了。"),
                (
                    "implicit",
                    "周六跑腿：送女儿去高铁站，取个快递，车去年检，糯米在后座睡着，老沈在电话里跟"
                    "银行吵，儿子非得从{new}给元宝买好虫子才肯回家，这一样比前面所有事加起来都费时"
                    "间。",
                ),
            ],
            "questions": [
                "元宝的虫子在哪儿买？",
                "守宫的口粮从哪家买的？",
                "儿子给守宫买活食找哪家？",
            ],
            "now": ["元宝的活食现在从哪儿买？"],
        },
    },
    {
        "key": "menopause_treatment",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Evorel patches",
                "Oestrogel and Utrogestan",
                "Lenzetto spray",
                "Femoston tablets",
                "black cohosh",
                "Sandrena gel",
            ],
            "facts": [
                "For the menopause I'm on {v}.",
                "What I take for the perimenopause is {v}.",
                "The GP has me on {v} for the hot flushes.",
            ],
            "corrections": [
                ("cue", "menopause: on {new} from today"),
                ("cue", "The menopause clinic in Galway put me on {new}."),
                ("cue", "Since the night sweats got going I've been on {new}."),
                ("explicit", "{old} did nothing for the sweats, so I'm on {new}."),
                ("explicit", "Came off {old} after the headaches, I'm taking {new}."),
                ("explicit", "HRT: {new}, {old} stopped"),
                (
                    "implicit",
                    "Had a hot flush in the café even on {new} and stood in the walk-in fridge for "
                    "five minutes.",
                ),
                (
                    "implicit",
                    "chemist out of {new} again, rang four pharmacies, westport wiped out",
                ),
                ("implicit", "Packed {new} for the weekend in Galway and forgot my toothbrush."),
                (
                    "implicit",
                    "Tom asked what I take the {new} for and I told him it's for keeping him "
                    "alive.",
                ),
                (
                    "implicit",
                    "My sister asked how I'm getting on with {new} and I said I slept six hours "
                    "straight.",
                ),
                (
                    "implicit",
                    "Blood test week: fasting from midnight, the nurse hunting for a vein, the caf"
                    "é opened late, a customer complaining the scones were small, Fiadh refusing "
                    "her shoes, and the GP ringing at four to say my levels were grand and to keep "
                    "going with {new}, which was the first good news all week.",
                ),
            ],
            "questions": [
                "What am I taking for the menopause?",
                "What's my HRT?",
                "What has the GP got me on for the hot flushes?",
            ],
            "now": ["What am I on for the menopause currently?"],
        },
        "zh": {
            "values": ["芬吗通", "克龄蒙", "莉芙敏", "坤泰胶囊", "爱斯妥凝胶", "中医开的汤药"],
            "facts": ["我更年期用的是{v}。", "调更年期我用的是{v}。", "我潮热盗汗靠{v}。"],
            "corrections": [
                ("cue", "更年期这块改用{new}了"),
                ("cue", "更年期门诊的医生给我开了{new}。"),
                ("cue", "半夜出汗出得厉害以后，我就一直用{new}。"),
                ("explicit", "{old}吃了没效果，潮热还是厉害，我用{new}。"),
                ("explicit", "{old}吃得我头疼，停了，我用的是{new}。"),
                ("explicit", "更年期：{new}，{old}停了"),
                ("implicit", "用着{new}还是在店里潮热了一回，钻进冷库站了五分钟。"),
                ("implicit", "药房{new}又缺货 跑了四家 全城都没有"),
                ("implicit", "去杭州看女儿，{new}带了，牙刷忘了。"),
                ("implicit", "老沈问我{new}是治什么的，我说是治你的。"),
                ("implicit", "我妹问我{new}用得怎么样，我说能一觉睡六个钟头了。"),
                (
                    "implicit",
                    "抽血那个礼拜：头天晚上就不吃不喝，护士找血管找了半天，店里晚开了一个钟头，有"
                    "客人嫌浇头少，糯米死活不穿鞋，下午四点医生打电话说指标都正常，{new}接着用，这"
                    "是那礼拜头一个好消息。",
                ),
            ],
            "questions": [
                "我更年期用的什么药？",
                "医生给我开的调更年期的是啥？",
                "我潮热盗汗用的什么？",
            ],
            "now": ["我现在更年期用的是什么？"],
        },
    },
    {
        "key": "blood_test_place",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my GP's surgery",
                "the hospital in Castlebar",
                "the Westport primary care centre",
                "a private clinic in Galway",
                "the chemist on the Octagon",
                "the health centre in Louisburgh",
            ],
            "facts": [
                "I get my bloods done at {v}.",
                "My blood tests are done at {v}.",
                "When the GP wants bloods, I go to {v}.",
            ],
            "corrections": [
                ("cue", "bloods at {new} from the next one"),
                (
                    "cue",
                    "The receptionist at the GP's said to book my bloods in at {new}, so that's "
                    "where they're done.",
                ),
                (
                    "cue",
                    "Since the GP's practice went on to online booking, I get my bloods done at "
                    "{new}.",
                ),
                (
                    "explicit",
                    "The nurses at {old} couldn't find a vein the last three times, I get my "
                    "bloods done at {new}.",
                ),
                (
                    "explicit",
                    "Waited two hours at {old} once too often, my blood tests are at {new}.",
                ),
                ("explicit", "bloods: {new}, not {old}"),
                (
                    "implicit",
                    "Went weak at {new} after one small tube and the nurse gave me a packet of "
                    "Tayto.",
                ),
                ("implicit", "fasting for bloods at {new}, murdered a sausage roll after"),
                (
                    "implicit",
                    "Met half the parish in the waiting room at {new}, all with their sleeves "
                    "rolled up.",
                ),
                (
                    "implicit",
                    "The plaster from {new} stayed on my arm for three days because I forgot it "
                    "was there.",
                ),
                (
                    "implicit",
                    "Had the bloods taken at {new} at eight and opened the café at nine with a "
                    "cotton ball taped to my elbow.",
                ),
                (
                    "implicit",
                    "Check-up week: my bloods at {new} first thing, Fiadh's jabs at eleven, "
                    "Cillian's eye test at two, Bridie's appointment letter to be found, and Tom "
                    "announcing at the dinner that he felt a bit tired, which I'd like entered "
                    "into the record.",
                ),
            ],
            "questions": [
                "Where do I get my bloods done?",
                "Where do I go for blood tests?",
                "Where's my blood taken when the GP wants a test?",
            ],
            "now": ["Where am I getting my blood tests done these days?"],
        },
        "zh": {
            "values": [
                "街道卫生服务站",
                "绍兴市中心医院",
                "美年大健康",
                "中医院的检验科",
                "妇保医院",
                "爱康国宾",
            ],
            "facts": [
                "我抽血化验一般去{v}。",
                "医生要查血，我就去{v}抽。",
                "我的血常规都是在{v}做的。",
            ],
            "corrections": [
                ("cue", "下回抽血去{new}"),
                ("cue", "医生让我以后抽血就在{new}做。"),
                ("cue", "医保定点调了以后，我抽血都去{new}。"),
                ("explicit", "{old}的护士连扎三针都没找着血管，我抽血去{new}。"),
                ("explicit", "在{old}排队排了两个钟头，抽血改去{new}了。"),
                ("explicit", "抽血：{new}，不去{old}"),
                ("implicit", "在{new}抽了一小管血就晕了，护士给了我一块饼干。"),
                ("implicit", "空腹去{new}抽血 出来一口气吃了两个肉包子"),
                ("implicit", "{new}抽血窗口前排了半条街的熟人，个个撸着袖子。"),
                ("implicit", "{new}贴的那块止血贴在胳膊上粘了三天，我都忘了。"),
                ("implicit", "八点在{new}抽完血，九点胳膊上贴着棉球就开门下面了。"),
                (
                    "implicit",
                    "体检那一礼拜：一早先去{new}抽血，十一点带糯米打疫苗，下午三点儿子查视力，还得"
                    "给婆婆找复查的预约单，晚饭时老沈说他有点累，这话我记下了。",
                ),
            ],
            "questions": ["我在哪儿抽血化验？", "医生让查血我去哪儿？", "我的血常规在哪儿做？"],
            "now": ["我现在抽血去哪儿？"],
        },
    },
    {
        "key": "airport_driver",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mick Hoban and his taxi",
                "Bridie's neighbour Johnny",
                "Tom's pal Fergal",
                "a man from Louisburgh called Seamie",
                "Tommy and his minibus",
                "Aoife's godfather Liam",
            ],
            "facts": [
                "{v} drives us to the airport.",
                "When we're flying, {v} brings us to Knock.",
                "The airport run is done by {v}.",
            ],
            "corrections": [
                ("cue", "{new} doing the airport run from now"),
                ("cue", "Booked {new} for Knock and that's our airport run sorted for good."),
                ("cue", "Since Tom's back went, {new} has been bringing us to the airport."),
                (
                    "explicit",
                    "{old} was late for the Lanzarote flight, so {new} does the airport run.",
                ),
                (
                    "explicit",
                    "{old} has given up the long runs, it's {new} who brings us to Knock.",
                ),
                ("explicit", "airport: {new}, not {old}"),
                (
                    "implicit",
                    "{new} had us at Knock two hours early and we sat eating scones that were "
                    "worse than mine.",
                ),
                (
                    "implicit",
                    "{new} played country and western the whole way to shannon, fiadh loved it",
                ),
                (
                    "implicit",
                    "Fell asleep in the back on the way to the airport with {new} and woke up at "
                    "the drop-off.",
                ),
                ("implicit", "Noreen's been told {new} will be at arrivals to meet her."),
                (
                    "implicit",
                    "Gave {new} a bottle of Powers for doing the airport run at half four in the "
                    "morning.",
                ),
                (
                    "implicit",
                    "Holiday morning: the alarm at three, Fiadh sick on the stairs, Cillian's "
                    "passport found in the box with the gecko's food, Aoife's suitcase over the "
                    "limit, Tom checking the plugs three times, and {new} outside at four beeping "
                    "softly so as not to wake the road, with the heater on and the radio on low.",
                ),
            ],
            "questions": [
                "Who drives us to the airport?",
                "Who does the run to Knock when we fly?",
                "Who do we get to bring us to the plane?",
            ],
            "now": ["Who's doing our airport runs at the moment?"],
        },
        "zh": {
            "values": [
                "包车的钱师傅",
                "老沈的战友老郑",
                "我表哥建国",
                "单位司机小马",
                "隔壁楼开商务车的阿东",
                "滴滴上约过的李师傅",
            ],
            "facts": [
                "我们去萧山机场都是{v}送。",
                "坐飞机的时候，{v}开车送我们去机场。",
                "家里去机场找{v}。",
            ],
            "corrections": [
                ("cue", "以后去机场找{new}"),
                ("cue", "约了{new}送机，往后就认准他了。"),
                ("cue", "老沈腰扭了以后，去机场都是{new}开车送。"),
                ("explicit", "{old}上回送机迟到，差点误了航班，去机场找{new}。"),
                ("explicit", "{old}不跑长途了，送我们去萧山的是{new}。"),
                ("explicit", "送机：{new}，不找{old}"),
                (
                    "implicit",
                    "{new}提前两个钟头就把我们送到萧山，我们在候机楼吃了一碗比我店里难吃的面。",
                ),
                ("implicit", "{new}一路放邓丽君 糯米听得可开心"),
                ("implicit", "去机场路上在后座睡着了，{new}把车停到出发层才叫醒我。"),
                ("implicit", "小姑在电话里说好了，到时候{new}去萧山接她。"),
                ("implicit", "凌晨四点半{new}送我们去机场，给他塞了两瓶花雕。"),
                (
                    "implicit",
                    "出去旅游那天早上：三点的闹钟，糯米在楼梯上吐了，儿子的护照在守宫的虫子盒旁边"
                    "找着，女儿的箱子超重，老沈把燃气阀关了三遍，四点{new}在楼下轻轻按了一声喇叭，"
                    "怕吵醒整栋楼，车里暖风开着，收音机开得小小的。",
                ),
            ],
            "questions": ["我们去机场谁送？", "坐飞机的时候谁开车送我们？", "家里送机找的是谁？"],
            "now": ["现在去机场是谁送我们？"],
        },
    },
]
