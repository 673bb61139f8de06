"""Fresh templates of the knowledge-update benchmark, twenty-third generation
(for `python -m bench.knowledge_update --templates fresh23`, once it is registered there).

Written blind on 2026-12-06 by a helper session that read no engine code (none of the judge, cue
and time words, tokenizer, extraction, merging, lexicons or rules; nothing under core/, server/,
tests/, clients/, no bench/*.py script, no notes). It read exactly three things:
  (1) bench/data/ku_fresh16.py in full, for the format only (module-level names, field names,
      counts per attribute, correction styles and how many of each, placeholders, docstring
      style);
  (2) the output of `grep -h '"key"' /work/main/bench/data/ku_*.py`, the attribute keys already in
      use (and the few docstring lines of other files that contain the word "key"), so that no
      key is reused and the topics stay away from them;
  (3) the checker /work/notes/s25/check_fresh23.py, its source and its output.
It was checked with /work/notes/s25/check_fresh23.py (shapes, counts, placeholders, line widths,
keys against every other ku_*.py, values against GENERIC and FILLERS, no string copied from
ku_fresh16.py). It did not run the engine or any benchmark. Run it once, do not tune on it;
whoever tunes on it writes a new set and says so.

Two households, each written natively rather than translated from the other, sharing the 22 keys
the way the earlier sets do (bingo on one side, 麻将 on the other):

English: an Irish district nurse in Honningsvåg on Magerøya, Finnmark, near the North Cape,
married to Callum from Shetland, who crews on a coastal cod boat; their son Oisín (nine,
cross-country skiing) and daughter Saoirse (fourteen). Polar night in winter, midnight sun in
summer, cruise ships and the Hurtigruten at the quay, parcels from Ireland.

Chinese: 一个从山东临沂嫁到黑龙江抚远（东极，黑瞎子岛对面）的媳妇，在镇卫生院药房上班；
老公在黑龙江上跟船打鱼，船老大是赫哲族的渔把头；儿子上小学、滑冰；闺女上初中。
冬天下午三点多天黑，夏天两点多天亮；开江、冬捕、澡堂子，山东老家寄包裹。

The 22 attributes: the boat the husband fishes on (the Havbris, the Nordkyn Senior...;
老孟家的铁壳船, 江鹰号, 抚渔117号...), who skippers it (a Sámi skipper called Nils Ante, old Oddvar
from Gjesvær...; 赫哲族的老毕, 渔把头葛大爷...), what goes in his flask (Bovril, hot Ribena...;
酽酽的砖茶, 红糖姜水...), his sea boots (Grubs, Xtratuf...; 回力高筒雨靴, 一双连体皮衩...), who buys
the catch (the plant in Kjøllefjord, a Danish agent...; 抚远鱼市, 边贸市场的俄罗斯商人...), the fish
in the chest freezer (skrei loins, wolffish...; 大马哈鱼, 鳌花, 哲罗鲑...), the outboard on the
family's small boat and where that boat is kept (a Tohatsu 6, the slipway below the church...;
常柴挂桨机, 老码头的浮排...), what blacks out the children's window (the midnight sun;
东极两点多的日出), the children's vitamin D (Møllers Tran...; 星鲨维生素D滴剂, 伊可新...), who
clears the snow (Arvid next door with his tractor...; 隔壁开铲车的老于...), the user's ice grips
(Yaktrax...; 迪卡侬的冰爪, 草绳绑在鞋上...) and hand warmers, the sauna (the floating sauna at the
harbour...; 江边的鸿运洗浴, 老街的国营浴池...) and the drink after it (a bottle of Solo...; 格瓦斯,
大窑嘉宾...), the family snowmobile (a Lynx Commander...; 一辆俄罗斯的暴风雪牌...), the son's skis
and where he trains (the floodlit trail behind the school...; on the Chinese side his skates,
黑龙冰刀..., and his rink, 学校操场泼的冰场...), the time of the Sunday video call home and the
time of the evening meal (both clock times, on purpose), who sends the parcels from home (my
sister Orla in Letterkenny...; 临沂的我姐, 我二姨...) and what the user always asks for in them
(Tayto cheese and onion...; 临沂煎饼, 沂水炸全蝎...). Three slots are people: the skipper, the
snow clearer and the parcel sender; their values carry a name or a distinctive form, so that
"the skipper", "a neighbour" or "我妈" elsewhere in the set are not values.

Some attributes sit next to each other on purpose: the boat, its skipper, the flask and the boots
are the same man at sea; the buyer and the freezer are the same catch; the outboard and the berth
are the same small boat (and the snowmobile shares its shed); the blind and the vitamin D are the
same children's dark and light; the snow clearer, the ice grips and the hand warmers are the same
winter doorstep; the sauna and the drink are the same Friday; the skis and the track (冰鞋 and
冰场) are the same boy; the call home and the dinner are both times of day; the parcel sender and
the parcel are the same box. The control fact of one is true at the same time as the value of its
neighbour, so a system that lets one overwrite the other is caught out, and the wordings of
neighbours mention each other. Each attribute itself stays single-valued.

Same format as ku_fresh16.py: every attribute has, per language, six values, three facts
("plain" corrections are the facts restated with the new value), three cue, three explicit and
six implicit corrections, three questions and one "now" question. Correction styles:
  "cue"       a change word, no old value ("from this trip", "since the skrei season opened",
              "got a berth on", "开江以后", "入冬以后", "改上...了", ...)
  "explicit"  the old value named as replaced ("{old} was sold to a firm in Ålesund", "{old} split
              at the heel", "{old}让大风刮散架了", "{old}后跟裂了口子", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("{new} came round the point at dusk with a cloud of gulls over it",
              "儿子穿着他爸的{new}在屋里咣当咣当走")
Wordings vary between terse lower-case chat lines, long rambling messages in which the value is
one clause among several, and situations in which the value simply turns up. Corrections carry no
direction words (old and new values are drawn at random): nothing says earlier, later, cheaper,
bigger or better, and the two time slots are corrected without "earlier", "later", 提前 or 推迟.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a cruise ship at the harbour, a tourist RIB skipper in sunglasses, a
thirty-hour flask, boots on a bus shelter roof, the fish plant siren, a stuffed king crab, a
staff-room freezer, an outboard seller in a shipping container, hotel blackout curtains, vitamin
D in the pharmacy, a snow plough and a wing mirror, hand warmers sold out, an argument about sauna
water, snowmobiles on a lake at midnight, a snowman on a running track, a video call frozen
mid-sneeze, a parcel addressed to "the doctor, top of Norway"; 旅游船, 游船船长的墨镜, 保温杯,
公交站棚顶的胶皮靴, 鱼品加工厂的汽笛, 鳇鱼标本, 卫生院冰柜, 集装箱里卖二手船机, 宾馆的遮光,
铲雪车, 户外店, 移动汗蒸房, 雪地摩托, 拖着行李箱滑冰鞋的游客, 视频认证,
寄给“东极 卫生院 大夫”的快递); a few are about the same husband and children but about other
things (a frozen beard, Norwegian swear words from the school bus, a green streak of hair, a song
at a wedding; 挂霜的眉毛, 儿子学的俄语, 闺女染的绿头发, 《乌苏里船歌》). Some use "now", "still",
"new", "changed", "moved", "switched", "swapped", "again", "现在", "还", "又", "换", "新", "改",
"搬", "挪" in senses that are not a change of the user's attribute ("the Coop has a new manager",
"switched the outside light on", "超市来了个新店长", "游泳馆把亲子游挪到礼拜三下午了"), so that a
memory system that matches on shared words rather than on meaning is caught out; none of them
states, or implies, a value of an attribute. Filler names, cities, dishes, snacks, shows and
birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": [
            "Ingrid",
            "Fionnuala",
            "Tariq",
            "Liv",
            "Padraig",
            "Kristin",
            "Shauna",
            "Magnus",
        ],
        "weekday": [
            "Monday",
            "Tuesday",
            "Wednesday",
            "Thursday",
            "Friday",
            "Saturday",
            "Sunday",
        ],
        "month": [
            "February",
            "March",
            "May",
            "July",
            "September",
            "November",
        ],
        "city": [
            "Tromsø",
            "Bodø",
            "Cork",
            "Trondheim",
            "Limerick",
            "Bergen",
            "Rovaniemi",
        ],
        "dish": [
            "a lamb stew",
            "fish cakes",
            "a shepherd's pie",
            "reindeer stew",
            "bacon and cabbage",
            "a chicken curry",
        ],
        "snack": [
            "a Kvikk Lunsj",
            "a bag of Smash",
            "a cinnamon bun",
            "a Freia bar",
            "a packet of Hobnobs",
            "a slice of lefse",
        ],
        "show": [
            "Skam",
            "Fair City",
            "Derry Girls",
            "Lilyhammer",
            "The Late Late Show",
            "Mrs Brown's Boys",
        ],
        "thing": [
            "the heat pump",
            "the smoke alarm",
            "the car's engine heater",
            "the washing machine",
            "the oven timer",
            "the doorbell",
        ],
        "bird": [
            "a sea eagle",
            "a raven",
            "a puffin",
            "a snow bunting",
            "a kittiwake",
            "an eider duck",
        ],
        "minutes": [
            "10",
            "20",
            "35",
            "45",
            "60",
            "90",
        ],
        "number": [
            "3",
            "7",
            "12",
            "19",
            "24",
            "38",
        ],
    },
    "zh": {
        "friend": [
            "小敏",
            "老周",
            "红梅",
            "大鹏",
            "丽娜",
            "小凯",
            "秀兰",
            "阿杰",
        ],
        "weekday": [
            "周一",
            "周二",
            "周三",
            "周四",
            "周五",
            "周六",
            "周日",
        ],
        "month": [
            "二月",
            "四月",
            "五月",
            "七月",
            "九月",
            "十一月",
        ],
        "city": [
            "双鸭山",
            "佳木斯",
            "青岛",
            "大连",
            "齐齐哈尔",
            "长春",
            "牡丹江",
        ],
        "dish": [
            "锅包肉",
            "小鸡炖蘑菇",
            "地三鲜",
            "杀猪菜",
            "酱骨头",
            "溜肉段",
        ],
        "snack": [
            "冻梨",
            "松子",
            "俄罗斯紫皮糖",
            "糖葫芦",
            "榛子",
            "油炸糕",
        ],
        "show": [
            "《乡村爱情》",
            "《漫长的季节》",
            "《繁花》",
            "《向往的生活》",
            "《闯关东》",
            "《星光大道》",
        ],
        "thing": [
            "电暖气",
            "热水器",
            "烟道",
            "洗衣机",
            "门铃",
            "烤箱",
        ],
        "bird": [
            "一只喜鹊",
            "几只麻雀",
            "一只乌鸦",
            "一群太平鸟",
            "一只鹰",
            "一对白鹡鸰",
        ],
        "minutes": [
            "10",
            "20",
            "35",
            "45",
            "60",
            "90",
        ],
        "number": [
            "3",
            "7",
            "12",
            "19",
            "24",
            "38",
        ],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "A cruise ship the size of a block of flats blocked the whole view of the harbour for "
            "a day.",
        ),
        (
            "EPISODIC",
            "The skipper of the tourist RIB boat in {city} wore sunglasses in a snowstorm and "
            "called everyone 'captain'.",
        ),
        (
            "EPISODIC",
            "{friend} bought a flask at the airport that keeps things hot for thirty hours and "
            "tests it every single day.",
        ),
        (
            "EPISODIC",
            "A pair of rubber boots has been standing on the roof of the bus shelter since the "
            "autumn and nobody knows how.",
        ),
        (
            "EPISODIC",
            "The fish plant's siren goes at noon and half the town checks their watch by it.",
        ),
        (
            "EPISODIC",
            "The museum has a stuffed king crab as wide as a kitchen table, and a child licked it.",
        ),
        (
            "EPISODIC",
            "The chest freezer in the health centre staff room is full of somebody's moose meat "
            "with no name on it.",
        ),
        (
            "EPISODIC",
            "A man in {city} sells second-hand outboard motors out of a shipping container with a "
            "hand-painted sign.",
        ),
        (
            "EPISODIC",
            "The harbour pontoon froze with a seagull's footprints set in the ice like concrete.",
        ),
        (
            "EPISODIC",
            "The hotel by the quay advertises blackout curtains in four languages on a sign in "
            "its window.",
        ),
        (
            "SEMANTIC",
            "Up here the sun doesn't rise at all from late November to the middle of January.",
        ),
        (
            "EPISODIC",
            "The pharmacy has a whole aisle of vitamin D and a poster of a grinning man holding "
            "up a fish.",
        ),
        (
            "EPISODIC",
            "A snow plough took the wing mirror off a hire car and the tourists photographed the "
            "plough.",
        ),
        (
            "EPISODIC",
            "{friend} fell on the ice outside the post office and sat there laughing until "
            "somebody pulled her up.",
        ),
        (
            "EPISODIC",
            "The outdoor shop in {city} sold out of hand warmers the day the cold snap was on the "
            "forecast.",
        ),
        (
            "EPISODIC",
            "A Finnish man on the ferry explained how to pronounce sauna properly and got quite "
            "heated about it.",
        ),
        (
            "EPISODIC",
            "The kiosk by the school does a hot chocolate so sweet it makes my teeth ring.",
        ),
        (
            "EPISODIC",
            "Three snowmobiles raced across the frozen lake at midnight and woke half the valley.",
        ),
        (
            "EPISODIC",
            "A tourist tried to ski down the main street pulling a suitcase and did surprisingly "
            "well.",
        ),
        (
            "EPISODIC",
            "The running track at the stadium is under a metre of snow and somebody has built a "
            "snowman in lane four.",
        ),
        (
            "EPISODIC",
            "{friend}'s video call with her bank froze on a frame of the bank manager mid-sneeze.",
        ),
        (
            "EPISODIC",
            "The canteen at the health centre does a fish dinner on Thursdays that you can smell "
            "from the car park.",
        ),
        (
            "EPISODIC",
            "A parcel arrived addressed to 'the doctor, top of Norway' and it got to the right "
            "desk.",
        ),
        (
            "EPISODIC",
            "The post office keeps a jar of sweets for children and a jar of treats for dogs and "
            "they get mixed up.",
        ),
        (
            "EPISODIC",
            "One of the fishing boats in the harbour has a Christmas tree tied to its mast all "
            "year round.",
        ),
        (
            "EPISODIC",
            "The reindeer walk down the main street in summer and eat the flowers outside the "
            "town hall.",
        ),
        (
            "EPISODIC",
            "{friend} paid for a boat trip to see the puffins and saw one puffin and forty "
            "cormorants.",
        ),
        (
            "EPISODIC",
            "The sea eagle on the cliff above the tunnel mouth sits there like he's collecting a "
            "toll.",
        ),
        (
            "EPISODIC",
            "A sauna on a trailer came through town on its way to a festival in {city}, chimney "
            "smoking.",
        ),
        (
            "EPISODIC",
            "The Hurtigruten was two hours late and a crowd stood on the quay in the sleet "
            "holding flowers for someone.",
        ),
        (
            "PREFERENCE",
            "On any boat I have to stand at the back and watch the horizon or I'm sick.",
        ),
        ("PREFERENCE", "I can't bear the whine of a snowmobile on a still night."),
        (
            "SEMANTIC",
            "My grandfather in Kilkenny fished the Nore his whole life and never admitted to an "
            "empty bag.",
        ),
        ("PREFERENCE", "Thick wool socks in bed from October to May, no exceptions."),
        (
            "SEMANTIC",
            "In Norway the shops shut at six on a Saturday and everyone acts like that's normal.",
        ),
        # the same husband and children, other things
        (
            "EPISODIC",
            "Callum's beard froze solid on the walk up from the quay and he was delighted with "
            "himself.",
        ),
        (
            "EPISODIC",
            "Oisín has learnt every Norwegian swear word there is on the school bus and uses them "
            "on the cat.",
        ),
        (
            "EPISODIC",
            "Saoirse dyed a streak of her hair green for a Eurovision party and it went blue in "
            "the shower.",
        ),
        (
            "EPISODIC",
            "Callum sang The Wild Rover at a Norwegian wedding and the bride's grandad knew every "
            "word.",
        ),
        (
            "SEMANTIC",
            "Callum is from Shetland and says Finnmark is just Shetland with the heating turned "
            "down.",
        ),
        (
            "EPISODIC",
            "Oisín read forty books for the school reading challenge, all of them in Norwegian, "
            "to spite me.",
        ),
        (
            "EPISODIC",
            "Saoirse got her first job washing up at the hotel and comes home smelling of "
            "dishwasher tablets.",
        ),
        (
            "EPISODIC",
            "The kitchen tap froze one morning in February and Callum thawed it with a hairdryer "
            "and a song.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} has moved to {city} and keeps sending me pictures of her new balcony.",
        ),
        (
            "EPISODIC",
            "The Coop has a new manager who turns every tin so the labels face the front.",
        ),
        ("EPISODIC", "Still no reply from the tax office about the form I sent in {month}."),
        (
            "EPISODIC",
            "Changed a light bulb for the old lady downstairs and she pressed a bag of frozen "
            "cloudberries on me.",
        ),
        (
            "EPISODIC",
            "Switched the outside light on for the postman and found a reindeer eating our hedge.",
        ),
        (
            "EPISODIC",
            "Moved the kitchen table to mop and found Oisín's lost library book and a fossilised "
            "meatball.",
        ),
        (
            "EPISODIC",
            "The sun came back over the mountain in January and the whole school went out to "
            "cheer it.",
        ),
        (
            "EPISODIC",
            "The tunnel got new lights and driving through it is like going into a spaceship.",
        ),
        (
            "EPISODIC",
            "It's light all night now and the seagulls think that means they can shout all night.",
        ),
        (
            "EPISODIC",
            "The bank has changed its opening hours again and put the notice up behind the locked "
            "door.",
        ),
        (
            "EPISODIC",
            "{friend} switched to nights at the hospital in {city} and eats her breakfast at "
            "teatime.",
        ),
        (
            "EPISODIC",
            "The swimming hall moved the baby swim to Wednesday afternoons and it clashes with "
            "everything.",
        ),
        (
            "EPISODIC",
            "Swapped knitting patterns with a woman on the bus and hers turned out to be for a "
            "dog jumper.",
        ),
        ("EPISODIC", "Got a new residence card and the photo makes me look like a smuggler."),
        (
            "EPISODIC",
            "The kommune changed the parking by the church and half a funeral got tickets.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can wiggle my ears one at a time and did it at my own wedding."),
        (
            "SEMANTIC",
            "{friend} and I trained as nurses together and she still owes me a fiver from 2009.",
        ),
        ("SEMANTIC", "Ours is the yellow house with a whale's jawbone propped by the door."),
        (
            "SEMANTIC",
            "There are {number} houses on our road and every one has a boat upside down in the "
            "garden.",
        ),
        ("PREFERENCE", "If there's {dish} on the table, I'm sitting down."),
        ("PREFERENCE", "I'd watch {show} on a loop if nobody stopped me."),
        ("PREFERENCE", "{snack} in the car after a long shift is my reward."),
        ("EPISODIC", "Made {dish} on {weekday} and Callum had the last of it cold for breakfast."),
        ("EPISODIC", "Saw {bird} on the washing line while I was pegging out the sheets."),
        (
            "EPISODIC",
            "{thing} started beeping at three in the morning and I couldn't find which thing it "
            "was.",
        ),
        (
            "EPISODIC",
            "Watched {show} with {friend} over the phone and we paused it for each other's loo "
            "breaks.",
        ),
        ("EPISODIC", "Waited {minutes} minutes for the ferry and it turned out it wasn't running."),
        ("EPISODIC", "Flew to {city} in {month} and my bag went on a holiday of its own."),
        ("EPISODIC", "Fixed {thing} with a teaspoon and a video from a man in Ohio."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "江边停了一艘三层的旅游船，把半个江面都挡住了。"),
        ("EPISODIC", "{city}游船上那个船长下雪天还戴着墨镜，管谁都叫“老铁”。"),
        ("EPISODIC", "{friend}在机场买了个保温杯，说能保温三十个钟头，天天拿它做实验。"),
        ("EPISODIC", "公交站棚顶上立着一双胶皮靴，从秋天立到现在，谁也不知道咋上去的。"),
        ("EPISODIC", "鱼品加工厂中午一拉汽笛，半条街的人都跟着对表。"),
        ("EPISODIC", "博物馆里有条鳇鱼标本，比我家饭桌还长，有个小孩上去舔了一口。"),
        ("EPISODIC", "卫生院值班室的冰柜里冻着一扇排骨，也不知道是谁家的，没写名字。"),
        ("EPISODIC", "{city}有个人在集装箱里卖二手船机，门口拿油漆写了块牌子。"),
        ("EPISODIC", "码头边结的冰上留着一串江鸥脚印，跟印在水泥里似的。"),
        ("EPISODIC", "江边宾馆门口贴着“本店客房全遮光”，底下还配了一行俄文。"),
        ("SEMANTIC", "抚远是全国最早见着太阳的地方，夏天两点多天就亮了。"),
        ("EPISODIC", "药店一整排货架都是钙片，墙上贴着个抱着大鱼傻笑的胖小子。"),
        ("EPISODIC", "铲雪车把一辆外地车的后视镜刮掉了，游客们围着铲雪车拍照。"),
        ("EPISODIC", "{friend}在邮局门口的冰上摔了个屁墩，坐地上笑得起不来。"),
        ("EPISODIC", "{city}的户外店一听天气预报说要降温，暖手的东西一天就卖光了。"),
        ("EPISODIC", "轮渡上有个南方小伙跟人争桑拿房里该不该往石头上泼水，争得脸红脖子粗。"),
        ("EPISODIC", "学校门口小卖部的热可可甜得齁嗓子。"),
        ("EPISODIC", "半夜三辆雪地摩托在江面上飙，吵醒了半个屯子。"),
        ("EPISODIC", "有个游客穿着冰鞋拖着行李箱在大街上滑，滑得还挺像样。"),
        ("EPISODIC", "体育场跑道上的雪有一米厚，有人在第四道上堆了个雪人。"),
        ("EPISODIC", "{friend}跟银行视频认证，画面卡在柜员打喷嚏那一帧上。"),
        ("EPISODIC", "卫生院食堂礼拜四炖鱼，停车场都闻得见。"),
        ("EPISODIC", "有个快递地址就写着“东极 卫生院 大夫收”，居然送到了。"),
        ("EPISODIC", "邮局柜台上一罐给小孩的糖，一罐给狗的零食，老有人拿错。"),
        ("EPISODIC", "码头上有条渔船一年到头桅杆上挂着红灯笼。"),
        ("EPISODIC", "{friend}坐船去黑瞎子岛，说没见着黑熊，见着一排卖烤肠的。"),
        ("EPISODIC", "江对岸俄罗斯那边教堂的圆顶，天好的时候看得清清楚楚。"),
        ("EPISODIC", "东极广场上那个太阳雕塑，冬天底下堆满了雪，跟坐在雪堆上似的。"),
        ("EPISODIC", "一辆拉着移动汗蒸房的卡车从镇上过，说是去{city}参加冰雪节，烟囱还冒着烟。"),
        ("EPISODIC", "从哈尔滨来的大巴晚了两个钟头，车站里一帮人捧着花在冷风里干等。"),
        ("PREFERENCE", "坐船我得站船尾盯着岸看，不然准吐。"),
        ("PREFERENCE", "最烦大半夜雪地摩托那动静。"),
        ("SEMANTIC", "我姥爷在沂河边钓了一辈子鱼，从没承认过空手回来。"),
        ("PREFERENCE", "从十月到五月，睡觉必须穿厚毛袜子。"),
        ("SEMANTIC", "我们这儿过了腊月，江面上能跑大货车，外地人都不信。"),
        # the same husband and children, other things
        ("EPISODIC", "老公从江边走回来，眉毛胡子全挂了霜，自己还挺得意。"),
        ("EPISODIC", "儿子在学校学了几句俄语，回家就冲猫说“哈拉少”。"),
        ("EPISODIC", "闺女为了学校元旦晚会把一绺头发染成绿的，洗了一回成了蓝的。"),
        ("EPISODIC", "老公在赫哲族朋友的婚礼上唱《乌苏里船歌》，新娘她爷爷跟着唱了全本。"),
        ("SEMANTIC", "老公是土生土长的抚远人，说山东冬天跟他们这儿的秋天一个样。"),
        ("EPISODIC", "儿子这学期读了四十本书，拿回来一个“阅读小明星”的奖状。"),
        ("EPISODIC", "闺女寒假在江边饭店刷碗，回家一身洗洁精味儿。"),
        ("EPISODIC", "二月里厨房水管冻上了，老公拿吹风机一边吹一边唱《东北人都是活雷锋》。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬到{city}去了，天天给我发她新家阳台的照片。"),
        ("EPISODIC", "超市来了个新店长，罐头全摆得标签冲外。"),
        ("EPISODIC", "{month}交上去的那张表，税务局到现在也没个回音。"),
        ("EPISODIC", "帮楼下老太太换了个灯泡，她非塞给我一兜冻柿子。"),
        ("EPISODIC", "给送快递的开了门口灯，发现一只狍子在啃我家篱笆。"),
        ("EPISODIC", "挪饭桌拖地，找着了儿子丢的图书馆的书，还有一个风干的肉丸子。"),
        ("EPISODIC", "桥头那段路新换了路灯，晚上开过去跟开进飞船里似的。"),
        ("EPISODIC", "现在凌晨三点天就大亮，喜鹊觉得随时都能开嗓。"),
        ("EPISODIC", "银行又改营业时间了，告示贴在锁着的玻璃门里头。"),
        ("EPISODIC", "{friend}在{city}医院改上夜班了，早饭挪到下午五点吃。"),
        ("EPISODIC", "游泳馆把亲子游挪到礼拜三下午了，跟啥都撞。"),
        ("EPISODIC", "在公交上跟一个大姐换了织毛衣的花样，她那个是织狗衣服的。"),
        ("EPISODIC", "新办的身份证照片，看着跟刚走私回来似的。"),
        ("EPISODIC", "交警把医院门口的车位改了，一场酒席半桌人都收了罚单。"),
        ("EPISODIC", "又下雪了，小区群里还在为谁家占了车位吵。"),
        # plain unrelated
        ("SEMANTIC", "我耳朵能一只一只地动，结婚那天还表演过。"),
        ("SEMANTIC", "{friend}跟我是卫校同学，到现在还欠我五十块钱。"),
        ("SEMANTIC", "我家就是门口立着一对石狮子的那栋黄房子。"),
        ("SEMANTIC", "我们这条街{number}户人家，家家院里都倒扣着一条船。"),
        ("PREFERENCE", "桌上有{dish}，我就坐下不走了。"),
        ("PREFERENCE", "{show}我能一遍一遍地看。"),
        ("PREFERENCE", "下了夜班在车里吃点{snack}，算是给自己的奖励。"),
        ("EPISODIC", "{weekday}做了{dish}，老公第二天早上凉着吃了。"),
        ("EPISODIC", "晾被子的时候看见{bird}落在晾衣绳上。"),
        ("EPISODIC", "半夜三点{thing}嘀嘀响，找了半天不知道是哪个。"),
        ("EPISODIC", "跟{friend}开着视频一块儿追{show}，谁上厕所就喊暂停。"),
        ("EPISODIC", "在江边等了{minutes}分钟轮渡，最后说今天停航。"),
        ("EPISODIC", "{month}坐飞机去{city}，行李自己去了别的地方。"),
        ("EPISODIC", "拿个小勺照着网上的视频把{thing}修好了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "husband_vessel",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Havbris",
                "the Nordkyn Senior",
                "the Kvitholmen",
                "the Solbris II",
                "the Lille Ørn",
                "the Sjøgutten",
            ],
            "facts": [
                "My husband Callum fishes on {v}.",
                "The boat Callum crews on is {v}.",
                "Callum goes out after the cod on {v}.",
            ],
            "corrections": [
                ("cue", "callum's on {new} from monday"),
                (
                    "cue",
                    "Callum got a berth on {new} through a lad from the football, so that's his "
                    "boat.",
                ),
                ("cue", "Since the skrei season opened Callum has been crewing on {new}."),
                ("explicit", "{old} was sold to a firm in Ålesund, so Callum fishes on {new}."),
                (
                    "explicit",
                    "Callum walked off {old} after a row about the shares, he's on {new}.",
                ),
                ("explicit", "callum's boat: {new}, not {old}"),
                (
                    "implicit",
                    "{new} came round the point at dusk with a cloud of gulls over it like a hat.",
                ),
                ("implicit", "callum rang from {new}, all i heard was wind and swearing"),
                (
                    "implicit",
                    "Oisín drew {new} for school with about forty crew on deck and a whale "
                    "underneath.",
                ),
                (
                    "implicit",
                    "The harbour webcam showed {new} tied up at the quay, so I knew before he "
                    "texted.",
                ),
                (
                    "implicit",
                    "Callum's oilskins came home off {new} smelling so strongly of bait that the "
                    "cat followed them upstairs.",
                ),
                (
                    "implicit",
                    "Worst week of the winter: the tunnel shut with a lorry jackknifed in it, the "
                    "health centre two nurses down, Saoirse's phone lost in a snowdrift, a power "
                    "cut on the Thursday, and {new} stuck at the quay in Hammerfest with a broken "
                    "winch, so Callum rang every night to ask whether the pipes had frozen.",
                ),
            ],
            "questions": [
                "What boat does Callum fish on?",
                "Which boat is my husband crewing on?",
                "What's the name of Callum's boat?",
            ],
            "now": ["What boat is Callum on at the moment?"],
        },
        "zh": {
            "values": [
                "老孟家的铁壳船",
                "渔业队的三号船",
                "江鹰号",
                "赫哲渔村的大木船",
                "一条刷蓝漆的机帆船",
                "抚渔117号",
            ],
            "facts": [
                "我老公打鱼跟的是{v}。",
                "我家那口子出江上的是{v}。",
                "老公下江打鱼坐{v}。",
            ],
            "corrections": [
                ("cue", "老公改上{new}了"),
                ("cue", "老公托人在{new}上找了个活儿，往后就跟这条船。"),
                ("cue", "开江以后我老公一直跟着{new}出江。"),
                ("explicit", "{old}卖给同江的人了，老公上了{new}。"),
                ("explicit", "老公跟{old}的东家为分成吵翻了，他跟{new}。"),
                ("explicit", "老公的船：{new}，不是{old}"),
                ("implicit", "傍晚{new}从江汊子里拐出来，船尾跟着一大群江鸥。"),
                ("implicit", "老公在{new}上给我打电话 就听见风声和他骂人"),
                ("implicit", "儿子画了一张{new}，船上站了四十个人，底下还游着一条大鳇鱼。"),
                ("implicit", "江边的监控里看见{new}靠了岸，他还没发消息我就知道了。"),
                ("implicit", "老公从{new}上下来，一身雨衣全是鱼腥味，猫跟着他进了屋。"),
                (
                    "implicit",
                    "入冬前最乱的那个礼拜：去佳木斯的路因为大货车侧翻封了，卫生院缺两个人手，闺女"
                    "的手机掉雪窝里找不着，礼拜四全镇停电，{new}偏偏在同江码头绞车坏了回不来，老公"
                    "天天晚上打电话问家里水管冻没冻。",
                ),
            ],
            "questions": [
                "我老公打鱼跟的哪条船？",
                "我家那口子上的是哪条船？",
                "老公出江坐的什么船？",
            ],
            "now": ["我老公现在跟的是哪条船？"],
        },
    },
    {
        "key": "vessel_skipper",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Sámi skipper called Nils Ante",
                "old Oddvar from Gjesvær",
                "a Lofoten man called Steinar",
                "Callum's cousin Fraser",
                "a woman from Vardø called Marit",
                "young Trond Mikkelsen",
            ],
            "facts": [
                "The skipper on Callum's boat is {v}.",
                "Callum's boat is skippered by {v}.",
                "At sea Callum takes his orders from {v}.",
            ],
            "corrections": [
                ("cue", "{new} is skipper from this trip"),
                (
                    "cue",
                    "The owners put {new} in charge of the boat and Callum says the wheelhouse is "
                    "in safe hands.",
                ),
                ("cue", "Since the old skipper's heart scare the boat has been run by {new}."),
                (
                    "explicit",
                    "{old} retired to a cabin in Lakselv, so {new} skippers Callum's boat.",
                ),
                ("explicit", "{old} and the owners fell out, it's {new} in the wheelhouse."),
                ("explicit", "skipper: {new}, {old} gone ashore"),
                (
                    "implicit",
                    "{new} sent Callum home with a bag of king crab legs and wouldn't take a "
                    "krone for them.",
                ),
                ("implicit", "{new} rang at six, no fishing today, wind, back to bed"),
                (
                    "implicit",
                    "Callum does an impression of {new} roaring at the gulls that has Oisín on "
                    "the floor.",
                ),
                (
                    "implicit",
                    "Met {new} in the Coop buying forty tins of mackerel in tomato for the trip.",
                ),
                (
                    "implicit",
                    "{new} stood on the quay reading the sky like a newspaper and said we'd have "
                    "snow by four, and we did.",
                ),
                (
                    "implicit",
                    "The seventeenth of May: the school band marching in the sleet, Saoirse in a "
                    "bunad borrowed from a neighbour, hot dogs and ice cream at eleven in the "
                    "morning, the flags frozen stiff, Oisín lost twice, and {new} turning up at "
                    "ours afterwards with a bottle of aquavit and stories about Callum's first "
                    "week on board that he'd clearly rather we never heard.",
                ),
            ],
            "questions": [
                "Who skippers Callum's boat?",
                "Who's the skipper on my husband's boat?",
                "Who does Callum take his orders from at sea?",
            ],
            "now": ["Who's skippering Callum's boat these days?"],
        },
        "zh": {
            "values": [
                "赫哲族的老毕",
                "渔把头葛大爷",
                "我老公的表哥海涛",
                "从同江过来的吴老四",
                "屯里的女船老大秀梅",
                "老尤家大小子",
            ],
            "facts": [
                "我老公那条船的船老大是{v}。",
                "老公出江听{v}的。",
                "我家那口子跟着{v}打鱼。",
            ],
            "corrections": [
                ("cue", "船老大换成{new}了"),
                ("cue", "船东请了{new}来掌舵，老公说这人靠得住。"),
                ("cue", "原来那位犯了心脏病以后，船就交给{new}管了。"),
                ("explicit", "{old}回佳木斯看孙子去了，船老大是{new}。"),
                ("explicit", "{old}跟船东闹掰了，掌舵的是{new}。"),
                ("explicit", "船老大：{new}，{old}上岸了"),
                ("implicit", "{new}给老公拎回来一兜江虾，死活不收钱。"),
                ("implicit", "早上五点{new}来电话 起大风 不出江 接着睡"),
                ("implicit", "老公学{new}站在船头骂江鸥，儿子笑得满地打滚。"),
                ("implicit", "在超市碰见{new}，一推车全是挂面和榨菜，说是出江带的。"),
                ("implicit", "{new}在江边抬头看了一眼天，说四点准下雪，四点真就下了。"),
                (
                    "implicit",
                    "开江节那天：江边敲锣打鼓，赫哲族的老人唱伊玛堪，闺女穿着借来的鱼皮衣裳跳舞，"
                    "冰排轰隆隆往下游走，儿子跑丢了两回，散了场{new}拎着两瓶小烧来我家，讲了一晚上"
                    "我老公头一年上船出的洋相。",
                ),
            ],
            "questions": [
                "我老公那条船谁是船老大？",
                "老公出江听谁的？",
                "我家那口子跟谁打鱼？",
            ],
            "now": ["老公船上现在的船老大是谁？"],
        },
    },
    {
        "key": "husband_flask",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "sweet black coffee",
                "Bovril",
                "hot Ribena",
                "strong tea with three sugars",
                "cocoa made with milk",
                "instant chicken soup",
            ],
            "facts": [
                "Callum takes {v} to sea in his flask.",
                "What's in Callum's flask on the boat is {v}.",
                "Before he goes out I fill Callum's flask with {v}.",
            ],
            "corrections": [
                ("cue", "flask: {new} from this trip"),
                (
                    "cue",
                    "Callum got a taste for {new} off the lads on deck and that's what I fill his "
                    "flask with.",
                ),
                ("cue", "Since the cold set in, Callum's flask has had {new} in it."),
                (
                    "explicit",
                    "{old} kept leaking out of the lid into his bag, so it's {new} in Callum's "
                    "flask.",
                ),
                ("explicit", "Callum says {old} gives him heartburn in a swell, he takes {new}."),
                ("explicit", "flask: {new}, {old} off the menu"),
                (
                    "implicit",
                    "Callum's flask of {new} went overboard and he watched it bob off towards "
                    "Russia.",
                ),
                ("implicit", "made {new} at 4am half asleep, put the sugar in the salt cellar too"),
                ("implicit", "The skipper drank half of Callum's {new} and called it medicine."),
                (
                    "implicit",
                    "Oisín sneaked a cup of {new} out of the flask and pulled a face like a cod.",
                ),
                (
                    "implicit",
                    "Came home to a ring of dried {new} round the rim of the flask and a sock in "
                    "the sink.",
                ),
                (
                    "implicit",
                    "Callum's departures in January: the alarm going in the middle of the night, "
                    "me up in the black dark making {new} for the flask, his boots by the door "
                    "gone stiff with frost, the windscreen scraped with a bank card, the lights "
                    "of the boat down at the quay, and by the time I'm back in bed the wind has "
                    "got up and I lie there listening to it.",
                ),
            ],
            "questions": [
                "What does Callum take in his flask?",
                "What's in my husband's flask at sea?",
                "What do I fill Callum's flask with?",
            ],
            "now": ["What's Callum taking in his flask currently?"],
        },
        "zh": {
            "values": [
                "酽酽的砖茶",
                "红糖姜水",
                "雀巢速溶咖啡",
                "枸杞红枣茶",
                "热豆浆",
                "小米粥",
            ],
            "facts": [
                "我老公出江保温壶里灌的是{v}。",
                "老公带上船喝的是{v}。",
                "每回出江我给他壶里装{v}。",
            ],
            "corrections": [
                ("cue", "老公保温壶改装{new}了"),
                ("cue", "船上那几个人都带{new}，老公也跟着要，往后我就给他灌这个。"),
                ("cue", "入秋以后老公壶里装的都是{new}。"),
                ("explicit", "{old}从壶盖漏了他一包，老公壶里装{new}。"),
                ("explicit", "老公说浪大的时候喝{old}烧心，他带{new}。"),
                ("explicit", "保温壶：{new}，{old}不带了"),
                ("implicit", "老公那壶{new}掉江里了，眼瞅着漂到俄罗斯那边去了。"),
                ("implicit", "凌晨四点迷迷糊糊弄{new} 顺手把盐罐当糖罐"),
                ("implicit", "船老大喝了老公半壶{new}，说这是救命的。"),
                ("implicit", "儿子偷喝了一口壶里的{new}，脸皱得跟包子似的。"),
                ("implicit", "老公回来，壶口糊着一圈干了的{new}，水池里还泡着一只袜子。"),
                (
                    "implicit",
                    "十月里老公赶鱼汛天天凌晨走：三点半闹钟响，我摸黑起来给他灌{new}，门口那双靴子"
                    "挂着霜，拿银行卡刮车玻璃，江边码头那几盏灯亮着，等我再钻回被窝，外头起风了，"
                    "我就躺着听。",
                ),
            ],
            "questions": [
                "我老公出江壶里装的什么？",
                "老公带上船喝的是什么？",
                "我给老公保温壶里灌什么？",
            ],
            "now": ["老公现在出江壶里带的是什么？"],
        },
    },
    {
        "key": "sea_boots",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Viking wellies",
                "Dunlop Purofort boots",
                "Sjøbris sea boots",
                "Grubs",
                "Xtratuf deck boots",
                "rigger boots from the chandlery",
            ],
            "facts": [
                "On the boat Callum wears {v}.",
                "Callum's sea boots are {v}.",
                "On deck Callum's feet live in {v}.",
            ],
            "corrections": [
                ("cue", "callum's in {new} from this trip"),
                (
                    "cue",
                    "The skipper swore by {new} and Callum went and bought a pair the same "
                    "afternoon.",
                ),
                ("cue", "Since his chilblains came back Callum has been wearing {new} at sea."),
                ("explicit", "{old} split at the heel, so Callum's in {new}."),
                ("explicit", "Callum left {old} in Hammerfest after a night out, he wears {new}."),
                ("explicit", "boots: {new}, {old} binned"),
                ("implicit", "Callum stood in the porch in {new} dripping seawater onto the post."),
                ("implicit", "{new} by the back door, diesel and bait, welcome home"),
                (
                    "implicit",
                    "Oisín clomped round the kitchen in his dad's {new} like a deep-sea diver.",
                ),
                (
                    "implicit",
                    "Found a whole prawn in one of Callum's {new}, no idea how long it had been "
                    "there.",
                ),
                (
                    "implicit",
                    "Callum hosed {new} off on the drive and the neighbour's dog drank the "
                    "run-off.",
                ),
                (
                    "implicit",
                    "Callum's first night back after ten days out: the washing machine on a long "
                    "cycle with his thermals, a fish supper from the kiosk, the telly on and "
                    "nobody watching it, Saoirse telling him everything at once, Oisín asleep on "
                    "him by nine, and {new} standing on newspaper by the stove giving off a smell "
                    "like the harbour at low tide.",
                ),
            ],
            "questions": [
                "What boots does Callum wear on the boat?",
                "What are Callum's sea boots?",
                "What's on Callum's feet on deck?",
            ],
            "now": ["What boots is Callum wearing at sea at the moment?"],
        },
        "zh": {
            "values": [
                "回力高筒雨靴",
                "一双连体皮衩",
                "双星的水靴",
                "劳保店的黑胶靴",
                "带毡里子的棉水靴",
                "迪卡侬的涉水靴",
            ],
            "facts": [
                "我老公上船穿的是{v}。",
                "老公下江脚上蹬着{v}。",
                "我家那口子出江穿{v}。",
            ],
            "corrections": [
                ("cue", "老公出江改穿{new}了"),
                ("cue", "船老大说{new}最顶用，老公当天下午就去买了一双。"),
                ("cue", "脚上冻疮犯了以后，老公出江穿的是{new}。"),
                ("explicit", "{old}后跟裂了口子，老公穿{new}。"),
                ("explicit", "{old}老公喝多了落在同江了，他穿的是{new}。"),
                ("explicit", "靴子：{new}，{old}扔了"),
                ("implicit", "老公穿着{new}站在门斗里，江水滴答到快递盒子上。"),
                ("implicit", "后门口一双{new} 柴油味加鱼腥味 欢迎回家"),
                ("implicit", "儿子穿着他爸的{new}在屋里咣当咣当走，跟潜水员似的。"),
                ("implicit", "从老公的{new}里倒出来一条小鱼，也不知道揣了几天了。"),
                ("implicit", "老公在院里拿水管冲{new}，邻居家的狗跑过来舔地上的水。"),
                (
                    "implicit",
                    "老公出去十天回来的头一晚：洗衣机里滚着他那几件秋衣秋裤，从街口炖鱼馆打包了一"
                    "锅鱼，电视开着没人看，闺女一口气把十天的事全倒给他，儿子九点就趴他身上睡着了"
                    "，{new}立在炉子边的报纸上，冒着一股退潮江滩的味儿。",
                ),
            ],
            "questions": [
                "我老公上船穿什么靴子？",
                "老公出江脚上穿的是什么？",
                "我家那口子下江穿哪双？",
            ],
            "now": ["老公现在出江穿的是什么靴子？"],
        },
    },
    {
        "key": "catch_buyer",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the plant in Kjøllefjord",
                "a stockfish firm from Lofoten",
                "a Danish agent",
                "the fish plant on the quay",
                "a buyer from Båtsfjord",
                "a restaurant wholesaler in Alta",
            ],
            "facts": [
                "The boat sells its catch to {v}.",
                "Callum's cod goes to {v}.",
                "Whatever Callum's boat lands is bought by {v}.",
            ],
            "corrections": [
                ("cue", "catch going to {new} from this week"),
                ("cue", "The skipper did a deal with {new} and that's where the fish goes."),
                ("cue", "Since the quota came through the boat has been selling to {new}."),
                ("explicit", "{old} went bust in December, so the catch goes to {new}."),
                (
                    "explicit",
                    "The skipper fell out with {old} over the weighing, the boat lands for {new}.",
                ),
                ("explicit", "fish goes to: {new}, not {old}"),
                (
                    "implicit",
                    "The settlement from {new} came through and Callum bought Oisín a pair of "
                    "skis on the spot.",
                ),
                ("implicit", "{new} docked them for too many small fish, callum livid"),
                (
                    "implicit",
                    "A man from {new} in a very clean anorak stood on the quay counting boxes "
                    "with a clipboard.",
                ),
                (
                    "implicit",
                    "Callum brought home a calendar from {new} with a different cod for every "
                    "month.",
                ),
                (
                    "implicit",
                    "The lorry for {new} got stuck on the hill in the snow and the whole street "
                    "came out to push.",
                ),
                (
                    "implicit",
                    "Callum's bad trip in March: a gale for three days, a split knuckle the "
                    "skipper stitched with a sail needle, the radar on the blink, half the hold "
                    "empty, and at the end of it {new} paying out a figure that made Callum sit "
                    "down, so we were at the kitchen table till midnight with a calculator and a "
                    "packet of biscuits working out if we could still go home for Christmas.",
                ),
            ],
            "questions": [
                "Who buys the boat's catch?",
                "Where does Callum's cod go?",
                "Who does Callum's boat sell its fish to?",
            ],
            "now": ["Who is the boat selling its fish to these days?"],
        },
        "zh": {
            "values": [
                "江边的鱼品加工厂",
                "抚远鱼市",
                "哈尔滨来的收鱼车",
                "黑瞎子岛上的饭店",
                "边贸市场的俄罗斯商人",
                "渔业合作社",
            ],
            "facts": [
                "老公打上来的鱼卖给{v}。",
                "我家那口子的鱼都交给{v}。",
                "船上的鱼是{v}收。",
            ],
            "corrections": [
                ("cue", "鱼改卖给{new}了"),
                ("cue", "船老大跟{new}谈妥了，打上来的鱼往后都归那边。"),
                ("cue", "开江以后船上的鱼都卖给{new}。"),
                ("explicit", "{old}年底黄了，鱼卖给{new}。"),
                ("explicit", "船老大跟{old}为过秤吵翻了，鱼交给{new}。"),
                ("explicit", "卖鱼：{new}，不找{old}了"),
                ("implicit", "{new}的钱一到账，老公当场给儿子买了双冰鞋。"),
                ("implicit", "{new}嫌小鱼太多 扣了秤 老公气炸了"),
                ("implicit", "{new}来了个穿干净冲锋衣的，拿着本子在江边一箱一箱点数。"),
                ("implicit", "老公从{new}拿回来一本挂历，一个月印一种鱼。"),
                ("implicit", "{new}的冷藏车在坡上打滑，半条街的人出来帮着推。"),
                (
                    "implicit",
                    "九月那趟倒霉的：刮了三天大风，老公手指头豁了个口子，船老大拿补网针给缝上的，"
                    "探鱼器时灵时不灵，船舱装了不到一半，末了{new}结的那个数让老公在炕沿上坐了半天"
                    "，我俩趴在饭桌上按计算器按到半夜，算今年过年还回不回得起山东。",
                ),
            ],
            "questions": [
                "老公打的鱼卖给谁？",
                "船上的鱼谁收？",
                "我家那口子的鱼交给哪儿？",
            ],
            "now": ["船上的鱼现在卖给谁？"],
        },
    },
    {
        "key": "freezer_fish",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "skrei loins",
                "coley fillets",
                "halibut steaks",
                "frozen cod tongues",
                "wolffish",
                "smoked haddock",
            ],
            "facts": [
                "Our chest freezer is full of {v} for the winter.",
                "The fish we keep in the freezer is {v}.",
                "When I need a dinner I take {v} out of the freezer.",
            ],
            "corrections": [
                ("cue", "freezer stocked with {new} from now"),
                (
                    "cue",
                    "The skipper's wife talked me into {new} and that's what fills the freezer.",
                ),
                ("cue", "Since Callum's share came in fish, the freezer has been all {new}."),
                (
                    "explicit",
                    "The kids went on strike against {old}, so the freezer's full of {new}.",
                ),
                (
                    "explicit",
                    "Gave the last of {old} to the neighbours, the freezer's stocked with {new}.",
                ),
                ("explicit", "freezer fish: {new}, {old} gone"),
                (
                    "implicit",
                    "The freezer lid froze shut on {new} and I had to go at it with a hairdryer.",
                ),
                ("implicit", "defrosted {new} on the radiator, don't tell callum"),
                (
                    "implicit",
                    "Saoirse's friend from Oslo tried {new} at ours and asked for the recipe, "
                    "which is 'fry it'.",
                ),
                (
                    "implicit",
                    "Oisín found {new} in the freezer and asked if it was the same fish his dad "
                    "caught.",
                ),
                (
                    "implicit",
                    "Packed {new} in the cool box for a night at the cabin and it was still "
                    "frozen solid when we got there.",
                ),
                (
                    "implicit",
                    "Power cut in the storm: the whole street dark by three, candles on the "
                    "windowsill, the stove roaring, Callum at sea of course, Saoirse charging her "
                    "phone off the car, and me lifting the freezer lid a crack every hour to "
                    "check on {new} as if it were a sleeping baby.",
                ),
            ],
            "questions": [
                "What fish is in our freezer?",
                "What do we keep in the chest freezer for the winter?",
                "What fish do I take out of the freezer for dinner?",
            ],
            "now": ["What fish is filling the freezer at present?"],
        },
        "zh": {
            "values": [
                "大马哈鱼",
                "鳌花",
                "哲罗鲑",
                "胖头鱼",
                "江鲤子",
                "狗鱼",
            ],
            "facts": [
                "我家冰柜里冻的是{v}。",
                "冬天吃的鱼，冰柜里存的都是{v}。",
                "做饭没菜了我就从冰柜里拿{v}。",
            ],
            "corrections": [
                ("cue", "冰柜里改囤{new}了"),
                ("cue", "船老大媳妇劝我囤{new}，冰柜里就塞满了这个。"),
                ("cue", "老公分的鱼下来以后，冰柜里全是{new}。"),
                ("explicit", "孩子们吃{old}吃得直摇头，冰柜里囤的是{new}。"),
                ("explicit", "{old}最后几条送邻居了，冰柜里是{new}。"),
                ("explicit", "冰柜：{new}，{old}吃完了"),
                ("implicit", "冰柜盖子冻住了，{new}在里头，我拿吹风机吹了半天。"),
                ("implicit", "{new}搁暖气片上化冻 别告诉我老公"),
                ("implicit", "闺女的同学来家吃了一回{new}，问我咋做的，我说就是炖。"),
                ("implicit", "儿子扒着冰柜问{new}是不是他爸船上打的那条。"),
                ("implicit", "往保温箱里塞了两条{new}带去岛上亲戚家，到了还冻得邦邦硬。"),
                (
                    "implicit",
                    "大雪封门那天停电：三点天就黑透了，窗台上点着蜡烛，炉子烧得通红，老公当然又不"
                    "在家，闺女蹲在车里给手机充电，我隔一个钟头就把冰柜盖掀开一条缝，瞅瞅里头的"
                    "{new}，跟看睡着的娃似的。",
                ),
            ],
            "questions": [
                "我家冰柜里冻的什么鱼？",
                "冬天冰柜里存的是哪种鱼？",
                "我从冰柜里拿什么鱼做饭？",
            ],
            "now": ["冰柜里现在囤的是什么鱼？"],
        },
    },
    {
        "key": "dinghy_outboard",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Yamaha 15",
                "a Mercury 9.9",
                "a Suzuki 20",
                "a Tohatsu 6",
                "an old Evinrude",
                "a Honda 10",
            ],
            "facts": [
                "Our wee boat runs on {v}.",
                "The outboard on our little boat is {v}.",
                "On the back of our dinghy there's {v}.",
            ],
            "corrections": [
                ("cue", "dinghy's got {new} on the back now"),
                ("cue", "Callum picked up {new} off a man on Finn.no and bolted it onto our boat."),
                ("cue", "Since the spring the dinghy has been running on {new}."),
                ("explicit", "{old} seized up over the winter, so our boat has {new}."),
                ("explicit", "Sold {old} to a German tourist, the dinghy's got {new}."),
                ("explicit", "outboard: {new}, {old} sold"),
                (
                    "implicit",
                    "{new} coughed twice and died halfway across the bay and we rowed home "
                    "singing.",
                ),
                ("implicit", "oisín pulled the cord on {new} first go, unbearable all evening"),
                (
                    "implicit",
                    "Callum had {new} in bits on the kitchen table and the carburettor is in my "
                    "fruit bowl.",
                ),
                (
                    "implicit",
                    "{new} left a rainbow of petrol on the water by the slipway and a man tutted "
                    "at us.",
                ),
                (
                    "implicit",
                    "Took Saoirse out with {new} to see the puffins and she filmed the whole "
                    "thing for her friends.",
                ),
                (
                    "implicit",
                    "Midsummer night out on the water: the sun at midnight full on the cliffs, a "
                    "flask of coffee, Oisín in a lifejacket three sizes too big, mackerel on "
                    "every cast, Callum at the tiller pretending to be a Viking, and {new} "
                    "puttering away under it all like the most reliable member of the family.",
                ),
            ],
            "questions": [
                "What engine is on our dinghy?",
                "What's the outboard on our little boat?",
                "What does our wee boat run on?",
            ],
            "now": ["What outboard has our dinghy got currently?"],
        },
        "zh": {
            "values": [
                "雅马哈15马力",
                "铃木9.9马力",
                "水星的挂机",
                "常柴挂桨机",
                "东风挂桨机",
                "二手的日本挂机",
            ],
            "facts": [
                "我家小船上装的是{v}。",
                "我家那条小舢板靠{v}跑。",
                "小船屁股上挂的是{v}。",
            ],
            "corrections": [
                ("cue", "小船换上{new}了"),
                ("cue", "老公从二手群里淘了台{new}，装到咱家小船上了。"),
                ("cue", "开春以后小船用的是{new}。"),
                ("explicit", "{old}一冬天锈死了，小船装的{new}。"),
                ("explicit", "{old}卖给了南方来的游客，小船挂的是{new}。"),
                ("explicit", "小船：{new}，{old}卖了"),
                ("implicit", "{new}在江心咳了两声就熄火了，一家人一路划回来的。"),
                ("implicit", "儿子一把就拉着了{new} 嘚瑟了一晚上"),
                ("implicit", "老公把{new}拆了摊在饭桌上，化油器搁在我的果盘里。"),
                ("implicit", "{new}在码头边漏了一片油花，一个大爷冲我们直咂嘴。"),
                ("implicit", "开着{new}带闺女去黑瞎子岛那边看日出，她拍了一堆发朋友圈。"),
                (
                    "implicit",
                    "夏至前后夜里出去溜一圈：凌晨两点多东边就泛白了，暖壶里装着茶，儿子穿着大三号"
                    "的救生衣，甩一竿上来一条鲫瓜子，老公坐在船尾装渔把头，{new}在底下突突突地响，"
                    "全家就数它最靠谱。",
                ),
            ],
            "questions": [
                "我家小船装的什么挂机？",
                "小舢板靠什么跑？",
                "小船上挂的是哪台机器？",
            ],
            "now": ["我家小船现在装的是什么挂机？"],
        },
    },
    {
        "key": "dinghy_berth",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the floating pontoon by the Coop",
                "berth 14 in the small-boat harbour",
                "the slipway below the church",
                "a mooring buoy off the breakwater",
                "the old ferry quay",
                "a neighbour's boathouse in Storbukt",
            ],
            "facts": [
                "We keep our dinghy at {v}.",
                "Our wee boat is tied up at {v}.",
                "Where our little boat lives is {v}.",
            ],
            "corrections": [
                ("cue", "dinghy's at {new} from this week"),
                (
                    "cue",
                    "The harbour master found us a spot at {new}, so that's where the boat lives.",
                ),
                ("cue", "Since the October storm we've kept the dinghy at {new}."),
                ("explicit", "{old} got smashed up in the storm, so our boat's at {new}."),
                ("explicit", "Got tired of the walk out to {old}, we tie up at {new}."),
                ("explicit", "boat spot: {new}, not {old}"),
                (
                    "implicit",
                    "Went down to {new} in the dark to bail out the dinghy and there was a seal "
                    "sitting beside it.",
                ),
                ("implicit", "ice on the ropes at {new}, fingers gone"),
                (
                    "implicit",
                    "A cruise ship tender nearly clipped us at {new} and a hundred tourists waved.",
                ),
                (
                    "implicit",
                    "Oisín dropped his mitten in the water at {new} and Callum fished it out with "
                    "the boathook.",
                ),
                (
                    "implicit",
                    "The kittiwakes have nested right above {new} and the dinghy is white with it.",
                ),
                (
                    "implicit",
                    "Bank holiday with the Pedersens: a barbecue in a wind that blew the sausages "
                    "off the grill, their twins and ours in the sea up to their knees screaming, "
                    "a cake with cloudberries, too much beer, and at midnight Callum insisting on "
                    "checking the dinghy down at {new} in full sunshine while the rest of us "
                    "argued about whether it was still evening.",
                ),
            ],
            "questions": [
                "Where do we keep our dinghy?",
                "Where's our wee boat tied up?",
                "Where does our little boat live?",
            ],
            "now": ["Where is our dinghy kept at the moment?"],
        },
        "zh": {
            "values": [
                "老码头的浮排",
                "江汊子里的木桩",
                "屯子东头的小码头",
                "边防站下面的避风湾",
                "鱼市后身的船坞",
                "我家院后的江沿",
            ],
            "facts": [
                "我家小船拴在{v}。",
                "咱家那条小舢板停在{v}。",
                "小船平时泊在{v}。",
            ],
            "corrections": [
                ("cue", "小船改停{new}了"),
                ("cue", "渔政的人给我们在{new}划了个位置，小船就停那儿。"),
                ("cue", "十月那场大风以后，小船拴在{new}。"),
                ("explicit", "{old}让大风刮散架了，小船停在{new}。"),
                ("explicit", "上{old}走道太远，小船拴{new}了。"),
                ("explicit", "停船：{new}，不在{old}"),
                ("implicit", "半夜打着手电去{new}往外舀水，看见一只水獭蹲在船边上。"),
                ("implicit", "{new}的缆绳上全是冰 手指头冻没知觉了"),
                ("implicit", "旅游船从{new}边上擦过去，一船游客冲我们招手。"),
                ("implicit", "儿子在{new}把手套掉水里了，老公拿篙子给挑了上来。"),
                ("implicit", "一群江鸥在{new}上头安了家，小船上落了一层白。"),
                (
                    "implicit",
                    "端午节跟隔壁老韩家：江边支了烧烤架，风大得把串儿都吹跑了，两家孩子卷着裤腿在"
                    "江水里又喊又叫，吃了蓝莓馅的粽子，啤酒喝多了，夜里十一点老公非得下{new}看一眼"
                    "小船，我们几个在岸上争天到底黑没黑透。",
                ),
            ],
            "questions": [
                "我家小船拴在哪儿？",
                "小舢板平时停哪儿？",
                "咱家的船泊在哪儿？",
            ],
            "now": ["我家小船现在停在哪儿？"],
        },
    },
    {
        "key": "blackout_blind",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "an IKEA blackout roller",
                "tinfoil taped to the glass",
                "Jysk blackout curtains",
                "a Gro Anywhere blind",
                "bin bags and gaffer tape",
                "a made-to-measure Luxaflex blind",
            ],
            "facts": [
                "In the kids' room the midnight sun is kept out by {v}.",
                "On the kids' bedroom window there's {v}.",
                "What blacks out the kids' room in summer is {v}.",
            ],
            "corrections": [
                ("cue", "kids' window: {new} from tonight"),
                (
                    "cue",
                    "A mother at the school gate put me onto {new} and it's up in the kids' room.",
                ),
                ("cue", "Since the sun stopped setting we've had {new} on the kids' window."),
                ("explicit", "{old} fell down at 2am, so the kids' room has {new}."),
                ("explicit", "Oisín picked holes in {old}, the window's got {new}."),
                ("explicit", "blackout: {new}, {old} in the bin"),
                (
                    "implicit",
                    "Woke at three to a strip of sunlight round {new} and Oisín sitting up "
                    "reading Donald Duck.",
                ),
                ("implicit", "cat behind {new} on the sill, cat-shaped glow, 1am"),
                (
                    "implicit",
                    "Saoirse says {new} makes the room look like a police cell, and then sleeps "
                    "till noon.",
                ),
                (
                    "implicit",
                    "Callum put {new} up with the drill at eleven at night in broad daylight.",
                ),
                (
                    "implicit",
                    "A bluebottle got trapped between {new} and the glass and buzzed all night.",
                ),
                (
                    "implicit",
                    "June in Honningsvåg: sun at two in the morning, gulls screaming on the roof, "
                    "the kids convinced bedtime is a rule from another country, cruise passengers "
                    "wandering the street at midnight in shorts, Callum away, and me going round "
                    "at ten pressing the edges of {new} flat with a ruler as if I were sealing a "
                    "submarine.",
                ),
            ],
            "questions": [
                "What have we got on the kids' window for the midnight sun?",
                "What blacks out the kids' bedroom?",
                "What's on the kids' window in summer?",
            ],
            "now": ["What's blacking out the kids' room currently?"],
        },
        "zh": {
            "values": [
                "宜家的遮光卷帘",
                "锡纸糊在玻璃上",
                "淘宝定做的遮光窗帘",
                "双层加厚遮光布",
                "黑色垃圾袋加胶带",
                "一层遮光膜",
            ],
            "facts": [
                "孩子屋窗户上挡光用的是{v}。",
                "夏天孩子那屋窗户上是{v}。",
                "天亮得早，孩子屋里靠{v}遮光。",
            ],
            "corrections": [
                ("cue", "孩子屋改用{new}了"),
                ("cue", "家长群里有人推荐{new}，孩子屋就装上了。"),
                ("cue", "进了六月以后，孩子屋窗户上挡的是{new}。"),
                ("explicit", "{old}半夜两点掉下来了，孩子屋弄的是{new}。"),
                ("explicit", "儿子把{old}抠了好几个窟窿，窗户上是{new}。"),
                ("explicit", "遮光：{new}，{old}扔了"),
                ("implicit", "凌晨三点醒了，{new}边上透进来一道亮，儿子坐在床上看漫画书。"),
                ("implicit", "猫钻到{new}后头窗台上 一个猫形的影子 半夜两点"),
                ("implicit", "闺女说{new}一弄屋里跟审讯室似的，说完睡到中午。"),
                ("implicit", "凌晨三点天大亮，老公被晃醒了，干脆起来拿电钻装{new}。"),
                ("implicit", "一只绿豆蝇卡在{new}和玻璃中间，嗡了一宿。"),
                (
                    "implicit",
                    "抚远的六月：两点多太阳就从黑瞎子岛那边冒头，屋顶上的喜鹊三点就吵成一片，孩子"
                    "们坚持天亮了就不算睡觉时间，来看日出的游客半夜扛着三脚架在街上走，老公又出江"
                    "了，我每晚九点挨屋拿尺子把{new}的边压平，跟封潜水艇似的。",
                ),
            ],
            "questions": [
                "孩子屋窗户上弄的什么遮光？",
                "夏天孩子那屋靠什么挡光？",
                "孩子屋窗户上是什么？",
            ],
            "now": ["孩子屋现在拿什么遮光？"],
        },
    },
    {
        "key": "kids_fish_oil",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Møllers Tran",
                "Nycoplus omega-3 gummies",
                "Eqology fish oil",
                "Sanasol syrup",
                "Seven Seas capsules",
                "Wellkid chewables",
            ],
            "facts": [
                "The kids get {v} every morning in the dark months.",
                "What the kids take at breakfast for their vitamin D is {v}.",
                "Oisín and Saoirse have {v} with their breakfast.",
            ],
            "corrections": [
                ("cue", "kids on {new} from tomorrow"),
                ("cue", "The health visitor recommended {new} and the kids get it at breakfast."),
                ("cue", "Since the sun went for the winter the kids have been taking {new}."),
                ("explicit", "Saoirse refused {old} point blank, so it's {new} for the kids."),
                ("explicit", "{old} was out of stock at the pharmacy, the kids have {new}."),
                ("explicit", "vitamin D: {new}, {old} gone"),
                ("implicit", "Oisín held his nose for {new} and got it down his school jumper."),
                ("implicit", "{new} on the counter, two spoons, one sulking teenager"),
                (
                    "implicit",
                    "Saoirse's friend from Bergen slept over and got {new} at breakfast like one "
                    "of ours.",
                ),
                (
                    "implicit",
                    "Spilt {new} on the breakfast table and the kitchen smelt of it till "
                    "lunchtime.",
                ),
                (
                    "implicit",
                    "The cat goes mad for the cap off {new} and carries it round like a mouse.",
                ),
                (
                    "implicit",
                    "Mornings in the polar night: everyone up in pitch black at seven, porridge, "
                    "the lamp on over the table, Oisín hunting for his other mitten, Saoirse "
                    "glued to her phone, the school bus lights coming round the bend, and {new} "
                    "lined up by the bowls like an offering to whatever keeps the kids going till "
                    "the sun comes back.",
                ),
            ],
            "questions": [
                "What do the kids take for vitamin D?",
                "What fish oil do the kids have at breakfast?",
                "What do Oisín and Saoirse take in the morning?",
            ],
            "now": ["What are the kids taking for vitamin D at the moment?"],
        },
        "zh": {
            "values": [
                "星鲨维生素D滴剂",
                "伊可新",
                "悦而维生素D",
                "贝特令",
                "童年时光鱼油",
                "汤臣倍健的鱼油软糖",
            ],
            "facts": [
                "孩子们每天早上吃{v}。",
                "冬天孩子补维D吃的是{v}。",
                "我家俩孩子早饭时候吃{v}。",
            ],
            "corrections": [
                ("cue", "孩子改吃{new}了"),
                ("cue", "社区大夫推荐了{new}，孩子早上就吃这个。"),
                ("cue", "入冬以后孩子早上吃的是{new}。"),
                ("explicit", "闺女死活不吃{old}，孩子们吃{new}。"),
                ("explicit", "{old}药店断货了，孩子吃的{new}。"),
                ("explicit", "维D：{new}，{old}不吃了"),
                ("implicit", "儿子捏着鼻子吃{new}，全蹭校服领子上了。"),
                ("implicit", "{new}放桌上 两个小勺 一个青春期拉着脸"),
                ("implicit", "闺女同学来家住了一宿，早上也跟着吃了一回{new}。"),
                ("implicit", "{new}洒在饭桌上了，一上午屋里都是那股味儿。"),
                ("implicit", "猫专爱叼{new}的瓶盖，当耗子满屋追。"),
                (
                    "implicit",
                    "冬天的早上：七点天才蒙蒙亮，大米粥咕嘟着，饭桌上的灯开着，儿子满屋找另一只手"
                    "套，闺女捧着手机不撒手，楼下送孩子的三轮车按喇叭，{new}摆在饭碗边上，跟上供似"
                    "的，指望它撑着孩子熬过这一冬。",
                ),
            ],
            "questions": [
                "孩子们吃的什么维D？",
                "我家孩子早上吃的什么？",
                "冬天孩子补的是什么？",
            ],
            "now": ["孩子们现在吃的是什么维D？"],
        },
    },
    {
        "key": "snow_clearer",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Arvid next door with his tractor",
                "a lad called Sondre with a quad and plough",
                "the kommune's man, Hansen",
                "Callum's crewmate Jonas",
                "a retired teacher called Bjørg with a snow blower",
                "Eirik from the petrol station",
            ],
            "facts": [
                "Our drive gets cleared of snow by {v}.",
                "After a snowfall {v} digs us out.",
                "The snow in front of our house is cleared by {v}.",
            ],
            "corrections": [
                ("cue", "{new} doing our snow from this week"),
                ("cue", "Callum sorted it with {new} to clear the drive while he's at sea."),
                ("cue", "Since the big dump in November, {new} has been clearing our drive."),
                ("explicit", "{old} is laid up with a bad back, so {new} clears our drive."),
                ("explicit", "{old} buried our car twice in one week, it's {new} doing the snow."),
                ("explicit", "snow: {new}, not {old}"),
                (
                    "implicit",
                    "{new} was outside at six with the headlights on and the whole house shook.",
                ),
                ("implicit", "{new} left a wall of snow across the postbox, postie not impressed"),
                (
                    "implicit",
                    "Oisín took {new} a mug of cocoa and came back having been allowed to steer.",
                ),
                (
                    "implicit",
                    "Gave {new} a bottle of whiskey at Christmas for the snow and got a hug.",
                ),
                (
                    "implicit",
                    "{new} cleared the drive so neatly the neighbours came out to look at it.",
                ),
                (
                    "implicit",
                    "The March blizzard: three days of it, the school shut, the tunnel closed, "
                    "the shop out of milk and bread, Callum stuck in Hammerfest, Saoirse baking "
                    "just for something to do, and on the fourth morning {new} appearing out of "
                    "the white like a rescue party and digging us out before I'd got my boots on.",
                ),
            ],
            "questions": [
                "Who clears the snow from our drive?",
                "Who digs us out after it snows?",
                "Who does our snow?",
            ],
            "now": ["Who's clearing our drive these days?"],
        },
        "zh": {
            "values": [
                "隔壁开铲车的老于",
                "物业的老孙头",
                "我小叔子大壮",
                "社区扫雪队的刘姐",
                "开小卖部的二柱子",
                "退休的体育老师马老师",
            ],
            "facts": [
                "我家门口的雪是{v}给铲的。",
                "下完雪{v}来帮我们清院子。",
                "我家门前那条道的雪靠{v}。",
            ],
            "corrections": [
                ("cue", "今年冬天改{new}帮我们铲雪了"),
                ("cue", "老公出江前托了{new}，院里的雪就交给这位了。"),
                ("cue", "十一月那场大雪以后，我家门口的雪都是{new}铲。"),
                ("explicit", "{old}闪了腰，我家的雪是{new}铲。"),
                ("explicit", "{old}一礼拜把我家车埋了两回，铲雪找{new}。"),
                ("explicit", "铲雪：{new}，不找{old}了"),
                ("implicit", "早上六点{new}就在门口开着灯铲雪，震得玻璃直响。"),
                ("implicit", "{new}把雪堆在了信报箱前头 快递小哥直骂"),
                ("implicit", "儿子给{new}端了碗热姜汤，回来说人家让他摸了摸方向盘。"),
                ("implicit", "过年给{new}拎了两瓶北大仓，被拉着唠了半个钟头。"),
                ("implicit", "{new}铲得齐齐整整的，邻居都出来看。"),
                (
                    "implicit",
                    "三月那场大烟炮：刮了三天，学校停课，去佳木斯的路封了，超市牛奶面包全卖空，老"
                    "公困在同江回不来，闺女闲得没事一个劲蒸馒头，第四天早上{new}从白茫茫里冒出来，"
                    "跟救援队似的，我靴子还没套上，院里已经清出一条道。",
                ),
            ],
            "questions": [
                "我家门口的雪谁铲？",
                "下完雪谁帮我们清院子？",
                "我家的雪靠谁？",
            ],
            "now": ["现在谁帮我们铲雪？"],
        },
    },
    {
        "key": "ice_grips",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Yaktrax",
                "Icebug boots",
                "Nordic Grip spikes",
                "cheap spikes from Biltema",
                "Kahtoola MICROspikes",
                "brodder from the Coop",
            ],
            "facts": [
                "On the ice I walk in {v}.",
                "What stops me slipping in winter is {v}.",
                "For the icy pavements I've got {v}.",
            ],
            "corrections": [
                ("cue", "on {new} for the ice now"),
                (
                    "cue",
                    "A patient at the health centre swore by {new} and I ordered some that night.",
                ),
                ("cue", "Since I went over on the hill by the church I've been wearing {new}."),
                ("explicit", "Lost one of {old} in a snowdrift, so I walk in {new}."),
                ("explicit", "{old} snapped on the first proper ice, it's {new} for me."),
                ("explicit", "ice: {new}, {old} binned"),
                (
                    "implicit",
                    "Clattered down the health centre corridor in {new} and the receptionist "
                    "looked up as if a horse had come in.",
                ),
                ("implicit", "{new} on, gloves on, out the door at 7"),
                (
                    "implicit",
                    "Walked Oisín to the bus in {new} and he skated along behind holding my coat.",
                ),
                (
                    "implicit",
                    "Forgot to take off {new} in the Coop and scratched a line down the floor by "
                    "the tills.",
                ),
                (
                    "implicit",
                    "Went up the hill to the church in {new} while a Swedish tourist slid past me "
                    "on his backside.",
                ),
                (
                    "implicit",
                    "Sheet-ice Monday: the whole town a rink, the school bus in the ditch, a man "
                    "at the petrol station going round in circles on his knees, Saoirse refusing "
                    "to go anywhere, the health centre full of broken wrists, and me doing my "
                    "rounds in {new} feeling like the only upright person in Finnmark.",
                ),
            ],
            "questions": [
                "What do I wear on the ice?",
                "What stops me slipping in winter?",
                "What have I got for the icy pavements?",
            ],
            "now": ["What am I walking on the ice in currently?"],
        },
        "zh": {
            "values": [
                "迪卡侬的冰爪",
                "拼多多的防滑鞋套",
                "钉子鞋",
                "骆驼的防滑雪地靴",
                "草绳绑在鞋上",
                "户外店的十齿冰爪",
            ],
            "facts": [
                "冬天走冰道我脚上是{v}。",
                "我防滑靠的是{v}。",
                "路上全是冰，我穿{v}出门。",
            ],
            "corrections": [
                ("cue", "出门改穿{new}了"),
                ("cue", "来拿药的大姐说{new}好使，我当晚就下了单。"),
                ("cue", "在江堤坡上摔了一跤以后，我出门都是{new}。"),
                ("explicit", "{old}掉雪窝里一只，我穿{new}。"),
                ("explicit", "{old}头一回上冰就断了，我弄了{new}。"),
                ("explicit", "防滑：{new}，{old}扔了"),
                ("implicit", "穿着{new}在卫生院走廊里咔咔响，挂号的抬头看我跟看马似的。"),
                ("implicit", "{new}套上 手套戴上 七点出门"),
                ("implicit", "送儿子上学，我穿着{new}，他拽着我衣角在后头出溜。"),
                ("implicit", "穿着{new}进了超市忘了摘，收银台前划了一道印子。"),
                ("implicit", "我穿着{new}往江堤上爬，一个南方游客一屁股从我边上滑了下去。"),
                (
                    "implicit",
                    "冻雨那个礼拜一：全城跟溜冰场似的，送学生的面包车出溜进了沟里，加油站一个大哥"
                    "跪在地上直打出溜，闺女说啥也不出门，卫生院里全是摔断手腕的，我穿着{new}一家一"
                    "家去送药，觉得全抚远就我一个还站着。",
                ),
            ],
            "questions": [
                "我冬天走冰道穿什么？",
                "我防滑靠的是什么？",
                "路上结冰我脚上是什么？",
            ],
            "now": ["我现在走冰道穿的是什么？"],
        },
    },
    {
        "key": "hand_warmers",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "HotHands packets",
                "a Zippo hand warmer",
                "a rechargeable Ocoopa",
                "Little Hotties",
                "a microwave wheat bag",
                "a clicky gel warmer from Clas Ohlson",
            ],
            "facts": [
                "In my coat pockets in winter I keep {v}.",
                "My hands stay warm outside thanks to {v}.",
                "The hand warmer I use is {v}.",
            ],
            "corrections": [
                ("cue", "pockets: {new} from today"),
                (
                    "cue",
                    "Saoirse gave me {new} for my birthday and it's in my pocket every morning.",
                ),
                ("cue", "Since the minus twenties arrived I've been carrying {new}."),
                ("explicit", "{old} burnt a hole in my coat lining, so it's {new} in my pocket."),
                ("explicit", "Gave up on {old}, my hands get {new}."),
                ("explicit", "hands: {new}, {old} done"),
                (
                    "implicit",
                    "Held {new} against Oisín's ears at the bus stop and he purred like the cat.",
                ),
                ("implicit", "forgot {new} in my jeans, washing machine, sad ending"),
                (
                    "implicit",
                    "Passed {new} round the car on the way to the sauna like pass-the-parcel.",
                ),
                (
                    "implicit",
                    "An old man in the waiting room asked if {new} was a pager and I let him "
                    "think it.",
                ),
                (
                    "implicit",
                    "Callum took {new} to sea by mistake and rang from the boat to say thanks.",
                ),
                (
                    "implicit",
                    "Northern lights night: a text from the neighbour at eleven, all of us out in "
                    "the garden in dressing gowns and boots, green curtains over the whole sky, "
                    "Oisín lying in the snow, Saoirse pretending not to be impressed, the dog "
                    "next door howling at it, and me with {new} in one fist and my phone in the "
                    "other getting nothing but blur.",
                ),
            ],
            "questions": [
                "What do I use to keep my hands warm?",
                "What's in my coat pockets in winter?",
                "What hand warmer do I carry?",
            ],
            "now": ["What hand warmer am I using at the moment?"],
        },
        "zh": {
            "values": [
                "小林的暖宝宝",
                "充电暖手宝",
                "艾草暖贴",
                "北极绒暖贴",
                "一个铜暖手炉",
                "灌热水的暖水袋",
            ],
            "facts": [
                "冬天我兜里揣着{v}。",
                "出门手冻，我靠{v}。",
                "我暖手用的是{v}。",
            ],
            "corrections": [
                ("cue", "兜里改揣{new}了"),
                ("cue", "闺女给我买了{new}，每天早上揣兜里出门。"),
                ("cue", "零下二十多度以后，我兜里天天揣着{new}。"),
                ("explicit", "{old}把棉袄里子烫了个洞，兜里换成{new}。"),
                ("explicit", "{old}不顶用，我暖手靠{new}。"),
                ("explicit", "暖手：{new}，{old}不用了"),
                ("implicit", "在公交站拿{new}给儿子捂耳朵，他舒服得直哼哼。"),
                ("implicit", "{new}忘在裤兜里 进了洗衣机 结局很惨"),
                ("implicit", "去澡堂子的车上，{new}在一家人手里传了一圈。"),
                ("implicit", "来拿药的大爷问我手里攥着的{new}是不是传呼机，我没吱声。"),
                ("implicit", "老公出江把我的{new}顺走了，在船上打电话来说谢谢。"),
                (
                    "implicit",
                    "那天夜里天上有光：邻居十一点在群里喊，一家人穿着睡衣套着棉靴跑到院里，北边天"
                    "上一片紫红，儿子躺在雪地上不起来，闺女装着不稀罕，隔壁的狗冲着天叫，我一只手"
                    "攥着{new}，一只手举着手机，拍出来全是糊的。",
                ),
            ],
            "questions": [
                "我暖手用的什么？",
                "冬天我兜里揣着什么？",
                "出门我拿什么暖手？",
            ],
            "now": ["我现在暖手用的是什么？"],
        },
    },
    {
        "key": "sauna_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the floating sauna at the harbour",
                "the sauna at the swimming hall",
                "the hotel spa by the quay",
                "the barrel sauna at the campsite",
                "the women's sauna club in the old bakery",
                "the smoke sauna at Skipsfjorden",
            ],
            "facts": [
                "On Friday nights I go to {v}.",
                "My sauna is {v}.",
                "When I need to thaw out I go to {v}.",
            ],
            "corrections": [
                ("cue", "sauna: {new} from this friday"),
                (
                    "cue",
                    "The girls from work dragged me along to {new} and I've gone every Friday "
                    "since.",
                ),
                ("cue", "Since the dark came in I've been going to {new} on Fridays."),
                ("explicit", "{old} shut for repairs, so my Friday sauna is {new}."),
                ("explicit", "Got fed up with the stag groups at {old}, I go to {new}."),
                ("explicit", "sauna: {new}, not {old}"),
                (
                    "implicit",
                    "Ran from {new} into the sea in a snowstorm and screamed in three languages.",
                ),
                ("implicit", "{new} till 9, legs like jelly, slept eleven hours"),
                (
                    "implicit",
                    "A Japanese tourist at {new} asked me about the etiquette and I made it all "
                    "up.",
                ),
                ("implicit", "Saoirse came to {new} for the first time and lasted four minutes."),
                (
                    "implicit",
                    "Left my glasses at {new} and walked home seeing the streetlights as big "
                    "yellow blobs.",
                ),
                (
                    "implicit",
                    "Friday after a terrible week: a patient shouting at reception, the car "
                    "battery dead, the kids at each other's throats, Callum not due back till "
                    "Tuesday, and at seven I sat in {new} with the heat pressing on my shoulders, "
                    "a cold drink waiting outside, and for one whole hour nobody needed anything "
                    "from me.",
                ),
            ],
            "questions": [
                "Where do I go for a sauna?",
                "What's my Friday sauna?",
                "Where do I go to thaw out?",
            ],
            "now": ["Which sauna am I going to these days?"],
        },
        "zh": {
            "values": [
                "江边的鸿运洗浴",
                "单位澡堂",
                "东极汗蒸馆",
                "宾馆地下的桑拿",
                "老街的国营浴池",
                "小区对面的金水湾洗浴",
            ],
            "facts": [
                "每礼拜五我去{v}洗澡。",
                "我蒸桑拿去的是{v}。",
                "冻透了我就去{v}泡一泡。",
            ],
            "corrections": [
                ("cue", "洗澡改去{new}了"),
                ("cue", "单位几个姐妹拉我去了{new}，打那往后礼拜五就上那儿。"),
                ("cue", "入冬以后我礼拜五都去{new}。"),
                ("explicit", "{old}停业装修了，礼拜五我去{new}。"),
                ("explicit", "{old}老有喝大了的一帮人，我去{new}洗。"),
                ("explicit", "洗澡：{new}，不去{old}了"),
                ("implicit", "在{new}蒸完出来往雪堆里一扎，嗷嗷叫了三嗓子。"),
                ("implicit", "{new}泡到九点 腿都软了 一觉睡了十一个钟头"),
                ("implicit", "在{new}碰见个南方来的游客，问我搓澡有啥讲究，我现编了一套。"),
                ("implicit", "闺女头一回跟我去{new}，蒸了四分钟就跑出去了。"),
                ("implicit", "眼镜落在{new}了，回家一路看路灯都是一团一团黄的。"),
                (
                    "implicit",
                    "糟心了一礼拜的礼拜五：来拿药的大爷在窗口嚷嚷，车电瓶亏电打不着火，俩孩子掐了"
                    "一礼拜，老公礼拜二才回来，吃完晚饭我往{new}的汗蒸房里一躺，热气压在肩膀上，外"
                    "头放着一瓶冰的等我，整整一个钟头谁也找不着我。",
                ),
            ],
            "questions": [
                "我上哪儿洗澡蒸桑拿？",
                "我礼拜五去哪家澡堂？",
                "冻透了我去哪儿泡？",
            ],
            "now": ["我现在洗澡去的是哪家？"],
        },
    },
    {
        "key": "post_sauna_drink",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a bottle of Solo",
                "a cold Mack pils",
                "Farris with lemon",
                "blackcurrant squash",
                "a can of Battery",
                "alcohol-free Munkholm",
            ],
            "facts": [
                "After the sauna I drink {v}.",
                "My drink after a sauna is {v}.",
                "Waiting outside the sauna for me is {v}.",
            ],
            "corrections": [
                ("cue", "after sauna: {new} now"),
                (
                    "cue",
                    "The woman who runs the sauna got me onto {new} and it's what I have after.",
                ),
                (
                    "cue",
                    "Since I gave up the drink for Lent I've been having {new} after the sauna.",
                ),
                ("explicit", "{old} made me dizzy after the heat, so it's {new} after the sauna."),
                ("explicit", "The kiosk stopped stocking {old}, I have {new}."),
                ("explicit", "post-sauna: {new}, {old} no"),
                (
                    "implicit",
                    "Stood steaming in the snow with {new} and watched the Hurtigruten come in.",
                ),
                ("implicit", "put {new} in the snowbank to chill, forgot where, found it in april"),
                (
                    "implicit",
                    "Shared {new} with a German couple on the sauna bench and we send each other "
                    "Christmas cards.",
                ),
                (
                    "implicit",
                    "Callum says me with {new} after a sauna is the only time he's seen me truly "
                    "at peace.",
                ),
                (
                    "implicit",
                    "The can of {new} froze to my lip outside the sauna and I had to wait it out.",
                ),
                (
                    "implicit",
                    "Girls' sauna night for Hilde's fortieth: nine of us, a playlist of "
                    "Eurovision losers, somebody's homemade birch whisk, the sea at two degrees, "
                    "a tray of waffles, one of us crying happy tears, and all of us lined up on "
                    "the jetty afterwards in towels with {new}, steaming like a row of kettles.",
                ),
            ],
            "questions": [
                "What do I drink after the sauna?",
                "What's my after-sauna drink?",
                "What's waiting for me outside the sauna?",
            ],
            "now": ["What am I drinking after the sauna currently?"],
        },
        "zh": {
            "values": [
                "格瓦斯",
                "冰镇哈啤",
                "大窑嘉宾",
                "北冰洋汽水",
                "冰红茶",
                "酸梅汤",
            ],
            "facts": [
                "洗完澡我喝{v}。",
                "蒸完桑拿我必来一瓶{v}。",
                "澡堂出来等着我的是{v}。",
            ],
            "corrections": [
                ("cue", "洗完澡改喝{new}了"),
                ("cue", "澡堂老板娘让我尝了口{new}，打那以后出来就喝这个。"),
                ("cue", "戒了一阵子酒以后，洗完澡我喝的是{new}。"),
                ("explicit", "蒸完喝{old}头晕，我喝{new}。"),
                ("explicit", "澡堂小卖部不进{old}了，我喝{new}。"),
                ("explicit", "洗完澡：{new}，{old}不喝了"),
                ("implicit", "蒸完站在雪地里冒着白气喝{new}，看江面上跑的雪地摩托。"),
                ("implicit", "{new}插雪堆里冰着 忘了插哪儿了 开春才找着"),
                ("implicit", "在休息大厅跟一对哈尔滨来的两口子分了一瓶{new}，加了微信。"),
                ("implicit", "老公说我洗完澡捧着{new}那会儿，是他见过我最舒坦的时候。"),
                ("implicit", "出了澡堂{new}的瓶口冻在嘴唇上了，只能干等着化。"),
                (
                    "implicit",
                    "给春燕过四十岁生日的姐妹局：九个人，手机放着一串老情歌，谁带了自家腌的酸菜，"
                    "澡堂的搓澡师傅被包了一晚上，有一个哭了，高兴哭的，最后一排人裹着浴巾坐在休息"
                    "大厅，一人一瓶{new}，冒着热气跟一排烧开的水壶似的。",
                ),
            ],
            "questions": [
                "我洗完澡喝什么？",
                "蒸完桑拿我喝的是什么？",
                "澡堂出来我来一瓶啥？",
            ],
            "now": ["我现在洗完澡喝的是什么？"],
        },
    },
    {
        "key": "snowmobile",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Lynx Commander",
                "a Ski-Doo Tundra",
                "a Yamaha VK Professional",
                "an Arctic Cat Norseman",
                "a Polaris Titan",
                "an old Lynx Yeti",
            ],
            "facts": [
                "Our snowmobile is {v}.",
                "In the boathouse for the winter trips we have {v}.",
                "We get up onto the plateau on {v}.",
            ],
            "corrections": [
                ("cue", "we've got {new} for the plateau now"),
                ("cue", "Callum did a deal with his cousin for {new} and that's our snowmobile."),
                ("cue", "Since Easter we've been getting about on {new}."),
                (
                    "explicit",
                    "{old} went through the ice on the lake, thank God with nobody on it, so it's "
                    "{new}.",
                ),
                ("explicit", "Sold {old} to a reindeer herder in Karasjok, we've got {new}."),
                ("explicit", "snowmobile: {new}, {old} sold"),
                (
                    "implicit",
                    "Towed the kids on the sledge behind {new} and Oisín fell off laughing at "
                    "every bump.",
                ),
                ("implicit", "{new} dead at minus 25, callum talking to it like a horse"),
                (
                    "implicit",
                    "Filled {new} up at the petrol station and a queue of tourists photographed "
                    "it.",
                ),
                (
                    "implicit",
                    "Saoirse drove {new} across the frozen lake and is insufferable about it.",
                ),
                (
                    "implicit",
                    "Parked {new} beside the dinghy in the boathouse and there's no room for the "
                    "bikes.",
                ),
                (
                    "implicit",
                    "Easter up on the plateau: sun on the snow so bright we all wore goggles at "
                    "lunch, hot dogs on a fire in a snow pit, a reindeer herd crossing in front "
                    "of us as if we weren't there, Oisín asleep in the sledge, Callum ice fishing "
                    "and catching nothing, and {new} ticking as it cooled in the silence.",
                ),
            ],
            "questions": [
                "What snowmobile have we got?",
                "What do we ride up onto the plateau?",
                "What's our snowmobile?",
            ],
            "now": ["What snowmobile have we got at present?"],
        },
        "zh": {
            "values": [
                "一辆北极猫",
                "一辆庞巴迪",
                "一辆俄罗斯的暴风雪牌",
                "一台自己改的爬犁摩托",
                "一辆二手雅马哈雪地摩托",
                "一台国产雪豹",
            ],
            "facts": [
                "我家冬天跑江面的是{v}。",
                "我家仓房里停着{v}。",
                "冬捕我们骑{v}上江。",
            ],
            "corrections": [
                ("cue", "家里添了{new}"),
                ("cue", "老公跟他表哥换来了{new}，冬天就骑它上江。"),
                ("cue", "封江以后我们出门都骑{new}。"),
                ("explicit", "{old}掉冰窟窿里了，好在人没事，家里是{new}。"),
                ("explicit", "{old}卖给了赫哲渔村的人，我们骑{new}。"),
                ("explicit", "雪地摩托：{new}，{old}卖了"),
                ("implicit", "拿{new}拖着爬犁拉孩子，儿子每颠一下就滚下来笑一回。"),
                ("implicit", "零下二十五度{new}打不着火 老公哄它跟哄马似的"),
                ("implicit", "骑{new}去加油，一帮南方游客围着拍照。"),
                ("implicit", "闺女骑着{new}横穿了江面，回来嘚瑟了一晚上。"),
                ("implicit", "{new}跟小船挤在仓房里，自行车没地方搁了。"),
                (
                    "implicit",
                    "腊月里的冬捕节：江面上雪亮得晃眼，中午都得戴墨镜，冰上挖了个坑架起火炖江鱼，"
                    "一大网拉上来全场喊号子，儿子在爬犁上睡着了，老公凿了半天冰眼一条没钓着，{new}"
                    "停在一边，熄了火在冷风里嗒嗒地响。",
                ),
            ],
            "questions": [
                "我家的雪地摩托是什么？",
                "冬天我们骑什么上江？",
                "我家仓房里停着什么？",
            ],
            "now": ["我家现在的雪地摩托是哪辆？"],
        },
    },
    {
        "key": "son_winter_kit",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Madshus skis",
                "Fischer skis",
                "Åsnes skis",
                "Rossignol skis",
                "Peltonen skis",
                "the Pedersens' old Atomics",
            ],
            "facts": [
                "Oisín skis on {v}.",
                "Oisín's cross-country skis are {v}.",
                "In the hall, the skis with Oisín's name on are {v}.",
            ],
            "corrections": [
                ("cue", "oisín's on {new} this winter"),
                (
                    "cue",
                    "The ski club coach put Oisín on {new} and he won't hear of anything else.",
                ),
                ("cue", "Since he joined the ski club Oisín has been on {new}."),
                (
                    "explicit",
                    "Oisín lent {old} to his cousin and never got them back, so he's on {new}.",
                ),
                ("explicit", "{old} snapped on the jump by the school, Oisín skis on {new}."),
                ("explicit", "oisín's skis: {new}, {old} passed on"),
                (
                    "implicit",
                    "Oisín slept with {new} beside his bed the night before the school ski day.",
                ),
                ("implicit", "{new} across the hall floor, me across the hall floor"),
                (
                    "implicit",
                    "Oisín waxed {new} at the kitchen table and the whole house smells of candles.",
                ),
                ("implicit", "The coach says Oisín on {new} has the best kick in the under-tens."),
                (
                    "implicit",
                    "Oisín came down the floodlit hill on {new} backwards to show off and we all "
                    "saw it.",
                ),
                (
                    "implicit",
                    "Ski day at the school: minus fourteen, a hundred kids in bibs, parents with "
                    "thermoses along the track, hot blackcurrant from a big pot, the headmaster "
                    "on a snowmobile with a megaphone, Oisín's hat over his eyes the whole way "
                    "round, and him crossing the line on {new} in twenty-third place with his "
                    "arms in the air as if he'd won Holmenkollen.",
                ),
            ],
            "questions": [
                "What skis does Oisín have?",
                "What are Oisín's cross-country skis?",
                "What does Oisín ski on?",
            ],
            "now": ["What skis is Oisín on at the moment?"],
        },
        "zh": {
            "values": [
                "黑龙冰刀",
                "哈尔滨冰刀厂的球刀",
                "一双花样刀",
                "表哥穿剩下的速滑鞋",
                "体校配的大道刀",
                "可调大小的儿童冰鞋",
            ],
            "facts": [
                "我儿子滑冰穿的是{v}。",
                "儿子的冰鞋是{v}。",
                "门口挂着的儿子那双是{v}。",
            ],
            "corrections": [
                ("cue", "儿子改穿{new}了"),
                ("cue", "冰场的教练让儿子穿{new}，他就认准了这双。"),
                ("cue", "进了学校滑冰队以后，儿子滑冰穿的是{new}。"),
                ("explicit", "{old}借给表弟就没要回来，儿子穿{new}。"),
                ("explicit", "{old}的刀托断了，儿子滑的是{new}。"),
                ("explicit", "儿子冰鞋：{new}，{old}送人了"),
                ("implicit", "学校冰上运动会前一晚，儿子抱着{new}睡的觉。"),
                ("implicit", "{new}横在门厅 我横在门厅"),
                ("implicit", "儿子在饭桌上拿磨刀石蹭{new}，一屋子铁锈味。"),
                ("implicit", "教练说儿子穿着{new}蹬冰，是十岁以下里最有劲的。"),
                ("implicit", "儿子穿着{new}倒着滑给我们看，一屁股坐冰上了，大家都看见了。"),
                (
                    "implicit",
                    "学校的冰雪运动会：零下十四度，一百来个孩子穿着号码坎肩，家长们捧着保温杯站在"
                    "冰场边上，大锅里熬着姜汤，校长站在雪堆上拿大喇叭喊，儿子的帽子一圈都捂在眼睛"
                    "上，最后穿着{new}第二十三个冲线，俩胳膊举得跟拿了冬奥冠军似的。",
                ),
            ],
            "questions": [
                "我儿子滑冰穿什么冰鞋？",
                "儿子的冰鞋是哪双？",
                "儿子滑冰用的什么刀？",
            ],
            "now": ["我儿子现在滑冰穿的是哪双？"],
        },
    },
    {
        "key": "son_practice_track",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the floodlit trail behind the school",
                "the loop round the football pitch",
                "the track up to Storvatnet",
                "the stadium circuit",
                "the groomed trail along the old road",
                "the ski club's hill at Nordmannset",
            ],
            "facts": [
                "Oisín trains on {v}.",
                "After school Oisín skis on {v}.",
                "Where Oisín does his skiing is {v}.",
            ],
            "corrections": [
                ("cue", "oisín training on {new} from this week"),
                ("cue", "The ski club moved the kids' sessions to {new}, so that's where he goes."),
                ("cue", "Since the snow came properly Oisín has been skiing on {new}."),
                ("explicit", "The lights on {old} are broken, so Oisín skis on {new}."),
                ("explicit", "{old} is sheet ice, the club uses {new}."),
                ("explicit", "oisín's track: {new}, not {old}"),
                (
                    "implicit",
                    "Stood at {new} for an hour in the dark stamping my feet while Oisín did laps.",
                ),
                ("implicit", "fox crossed {new} right in front of oisín, he's telling everyone"),
                ("implicit", "A grandad at {new} gave Oisín a waxing tip and half his chocolate."),
                (
                    "implicit",
                    "Oisín's lost glove turned up on a fence post at {new}, frozen into a wave.",
                ),
                (
                    "implicit",
                    "The reindeer were on {new} again and the whole training stopped to watch "
                    "them.",
                ),
                (
                    "implicit",
                    "Club night in February: nineteen kids, three coaches, a dad with a head "
                    "torch leading the little ones round {new}, mothers chatting in the car park "
                    "with the engines running, somebody's dog in a tiny jacket chasing the last "
                    "skier, and Oisín coming off the track glowing, starving, and wanting to tell "
                    "me about every single corner.",
                ),
            ],
            "questions": [
                "Where does Oisín train?",
                "Where does Oisín do his skiing after school?",
                "Which track does Oisín ski on?",
            ],
            "now": ["Where is Oisín skiing these days?"],
        },
        "zh": {
            "values": [
                "学校操场泼的冰场",
                "江面上扫出来的冰场",
                "体育场的室外冰场",
                "公园湖面上的冰场",
                "小区院里浇的冰场",
                "体校的冰球馆",
            ],
            "facts": [
                "我儿子在{v}练滑冰。",
                "放学以后儿子去{v}滑。",
                "儿子滑冰的地方是{v}。",
            ],
            "corrections": [
                ("cue", "儿子改去{new}练了"),
                ("cue", "教练把孩子们挪到{new}上课，儿子就去那儿。"),
                ("cue", "下了几场透雪以后，儿子都在{new}滑。"),
                ("explicit", "{old}的灯坏了，儿子去{new}滑。"),
                ("explicit", "{old}冻得坑坑洼洼，教练带着去{new}。"),
                ("explicit", "儿子冰场：{new}，不去{old}了"),
                ("implicit", "在{new}边上跺着脚站了一个钟头，看儿子一圈一圈地滑。"),
                ("implicit", "一只狐狸从{new}边上蹿过去 儿子逢人就讲"),
                ("implicit", "{new}上有个大爷教了儿子一招压步，还给了他一块大列巴。"),
                ("implicit", "儿子丢的那只手套，三天后挂在了{new}的铁栏杆上。"),
                ("implicit", "{new}边上的大喇叭放《冰雪奇缘》，小孩们跟着唱，教练只好停了课。"),
                (
                    "implicit",
                    "二月里的训练晚上：十九个孩子、三个教练，一个爸爸戴着头灯领着小不点儿在{new}上"
                    "绕圈，妈妈们坐在车里开着暖风唠嗑，谁家的狗穿着小棉袄追最后一个孩子，儿子滑完"
                    "下来小脸通红，饿坏了，一个弯一个弯地非要讲给我听。",
                ),
            ],
            "questions": [
                "我儿子在哪儿练滑冰？",
                "放学后儿子去哪儿滑冰？",
                "儿子在哪个冰场滑？",
            ],
            "now": ["儿子现在在哪儿滑冰？"],
        },
    },
    {
        "key": "call_home_time",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "half ten",
                "twelve noon",
                "four o'clock",
                "seven in the evening",
                "nine in the morning",
                "quarter past eight",
            ],
            "facts": [
                "Every Sunday we video call my mam at {v}.",
                "Our Sunday call home is at {v}.",
                "The family call to Ireland is on Sundays at {v}.",
            ],
            "corrections": [
                ("cue", "call home sundays at {new} from now"),
                ("cue", "Mam's bridge club got a different slot, so the Sunday call is at {new}."),
                ("cue", "Since the clocks went back we've been ringing home at {new}."),
                ("explicit", "{old} clashed with Oisín's ski club, so we ring home at {new}."),
                ("explicit", "Mam kept missing us at {old}, the call's at {new}."),
                ("explicit", "call home: {new}, not {old}"),
                (
                    "implicit",
                    "At {new} Mam held the phone up to the dog for ten minutes and we all said "
                    "hello to it.",
                ),
                ("implicit", "{new}, mam's camera on the ceiling again"),
                (
                    "implicit",
                    "Oisín played the tin whistle down the call at {new} and my dad pretended to "
                    "cry.",
                ),
                (
                    "implicit",
                    "The wifi dropped right at {new} and Mam thought we'd been eaten by a bear.",
                ),
                (
                    "implicit",
                    "Saoirse hid under the table at {new} so she wouldn't have to answer "
                    "questions about boys.",
                ),
                (
                    "implicit",
                    "Sunday here: porridge at ten, Callum on the sofa with the football from "
                    "Scotland, the kids half-dressed, a roast that's really a chicken in a tin, "
                    "snow sliding off the roof in lumps, and at {new} the laptop propped on the "
                    "bread bin with Mam and Dad and my Uncle Pat crowded round their screen in "
                    "the kitchen at home, all talking at once.",
                ),
            ],
            "questions": [
                "When do we call home on Sundays?",
                "What time's our Sunday call to Ireland?",
                "What time do we ring my mam on a Sunday?",
            ],
            "now": ["What time are we calling home on Sundays these days?"],
        },
        "zh": {
            "values": [
                "早上七点半",
                "中午十二点",
                "晚上七点",
                "晚上八点半",
                "早上九点",
                "下午两点",
            ],
            "facts": [
                "每礼拜天{v}我们跟山东我妈视频。",
                "我们往临沂老家打视频是礼拜天{v}。",
                "礼拜天{v}是我们家跟老家视频的点儿。",
            ],
            "corrections": [
                ("cue", "礼拜天视频改到{new}了"),
                ("cue", "我妈跳广场舞的钟点调了，礼拜天视频挪到{new}。"),
                ("cue", "儿子周末上了滑冰课以后，我们礼拜天{new}跟家里视频。"),
                ("explicit", "{old}跟儿子滑冰课撞了，视频挪到{new}。"),
                ("explicit", "{old}我妈老接不着，礼拜天{new}打。"),
                ("explicit", "视频：{new}，不是{old}"),
                ("implicit", "礼拜天{new}，我妈把手机对着她家的鸡拍了十分钟，我们挨个跟鸡打招呼。"),
                ("implicit", "{new} 我妈的镜头又对着天花板"),
                ("implicit", "儿子{new}在视频里吹葫芦丝，我爸装着抹眼泪。"),
                ("implicit", "{new}那会儿网卡了，我妈以为我们让黑熊叼走了。"),
                ("implicit", "闺女{new}钻桌子底下，怕她姥问有没有处对象。"),
                (
                    "implicit",
                    "我们这儿的礼拜天：十点才吃早饭，老公窝沙发上看CBA，孩子们衣服穿一半，炖了一锅"
                    "酸菜白肉，房顶上的雪一块一块往下出溜，{new}笔记本往面包箱上一支，我爸我妈还有"
                    "我二舅妈挤在临沂厨房的屏幕前头，抢着说话。",
                ),
            ],
            "questions": [
                "我们礼拜天几点跟老家视频？",
                "礼拜天跟山东我妈视频是几点？",
                "我们家跟老家打视频定在几点？",
            ],
            "now": ["我们现在礼拜天几点跟家里视频？"],
        },
    },
    {
        "key": "dinner_time",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "half four",
                "five o'clock",
                "quarter to six",
                "twenty past five",
                "six on the dot",
                "half three",
            ],
            "facts": [
                "In winter we have our dinner at {v}.",
                "Dinner in our house is at {v}.",
                "We all sit down to eat at {v}.",
            ],
            "corrections": [
                ("cue", "dinner's at {new} from today"),
                ("cue", "The boat's landing times got shuffled, so we eat at {new}."),
                ("cue", "Since the polar night set in we've been having dinner at {new}."),
                ("explicit", "{old} clashed with Oisín's training, so dinner's at {new}."),
                ("explicit", "{old} didn't fit my rota, we eat at {new}."),
                ("explicit", "dinner: {new}, not {old}"),
                (
                    "implicit",
                    "The Norwegian neighbours find our dinner at {new} hilarious and have told "
                    "the whole street.",
                ),
                ("implicit", "{new}, fish fingers, nobody at the table but me and the cat"),
                (
                    "implicit",
                    "Callum walked in at {new} on the dot in his boots with a cod under his arm "
                    "and called it timing.",
                ),
                (
                    "implicit",
                    "Saoirse's friend stayed for dinner at {new} and asked if it was lunch.",
                ),
                (
                    "implicit",
                    "The power went at {new} with the potatoes half done and we ate them crunchy "
                    "by candlelight.",
                ),
                (
                    "implicit",
                    "A normal Tuesday in January: no sun at all, the school bus at twenty past "
                    "eight in the dark, the health centre rammed with flu, ski training straight "
                    "after school, homework at the kitchen table under the lamp, and at {new} the "
                    "four of us round a pot of fish soup with the windows as black as midnight.",
                ),
            ],
            "questions": [
                "What time do we have dinner?",
                "When's dinner in our house?",
                "What time do we sit down to eat?",
            ],
            "now": ["What time are we having dinner at the moment?"],
        },
        "zh": {
            "values": [
                "下午三点半",
                "四点一刻",
                "四点半",
                "五点整",
                "差一刻四点",
                "四点差五分",
            ],
            "facts": [
                "冬天我家{v}吃晚饭。",
                "我们家晚饭定在{v}。",
                "一家人{v}上桌吃晚饭。",
            ],
            "corrections": [
                ("cue", "晚饭改到{new}了"),
                ("cue", "老公收船的钟点变了，晚饭挪到{new}。"),
                ("cue", "入冬天一短，打那起我家{new}吃晚饭。"),
                ("explicit", "{old}跟儿子滑冰撞车，晚饭挪到{new}。"),
                ("explicit", "{old}跟我值班对不上，晚饭定在{new}。"),
                ("explicit", "晚饭：{new}，不是{old}"),
                ("implicit", "南方来的亲戚听说我们{new}吃晚饭，笑了一晚上，回去跟全村都说了。"),
                ("implicit", "{new} 炖鱼 饭桌上就我和猫"),
                ("implicit", "{new}老公准时进门，棉靴上全是雪，胳膊底下夹着条大鱼，说这叫踩点。"),
                ("implicit", "闺女同学{new}在我家吃饭，问这是不是午饭。"),
                ("implicit", "{new}正炖着土豆停电了，点着蜡烛吃的夹生土豆。"),
                (
                    "implicit",
                    "一月里的礼拜二：早上七点天才亮，下午三点多太阳就落了，卫生院一屋子感冒的，儿"
                    "子放学直奔冰场，作业趴在饭桌灯底下写，{new}我们四口围着一锅酸菜炖江鱼，窗户外"
                    "头黑得跟半夜似的。",
                ),
            ],
            "questions": [
                "我家几点吃晚饭？",
                "我们家晚饭定在几点？",
                "一家人几点上桌吃饭？",
            ],
            "now": ["我家现在几点吃晚饭？"],
        },
    },
    {
        "key": "home_parcel_sender",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my sister Orla in Letterkenny",
                "Auntie Bríd in Cobh",
                "my friend Siobhán from nursing college",
                "Callum's mother in Lerwick",
                "my brother Cathal in Dundalk",
                "our old neighbour Peggy Doran",
            ],
            "facts": [
                "Our parcels from home are sent by {v}.",
                "The box of Irish stuff comes from {v}.",
                "Every month {v} posts us a parcel from home.",
            ],
            "corrections": [
                ("cue", "{new} doing the parcels from now"),
                ("cue", "Mam's knees are bad, so {new} has taken over sending the parcels."),
                ("cue", "Since Christmas the parcels from home have been coming from {new}."),
                (
                    "explicit",
                    "{old} went off travelling in Australia, so the parcels come from {new}.",
                ),
                (
                    "explicit",
                    "{old} kept sending them by the slow post, it's {new} who sends them.",
                ),
                ("explicit", "parcels: {new}, not {old}"),
                (
                    "implicit",
                    "The parcel from {new} arrived burst at one corner, leaving a trail of crumbs "
                    "across the post office.",
                ),
                (
                    "implicit",
                    "{new} wrote 'FOOD NOT DRUGS' on the customs form, customs not amused",
                ),
                ("implicit", "Oisín writes his thank-you cards to {new} in Norwegian to show off."),
                (
                    "implicit",
                    "The woman in the post office knows the handwriting of {new} and waves the "
                    "box at me from the door.",
                ),
                (
                    "implicit",
                    "{new} sneaks a holy medal into every parcel whether we need one or not.",
                ),
                (
                    "implicit",
                    "The week before Christmas: the post office queue out the door into the snow, "
                    "forty parcels for Russia on the counter, the woman behind me with a leg of "
                    "reindeer in her basket, the kids off school and feral, and at last the box "
                    "from {new}, taped within an inch of its life, which Saoirse carried home on "
                    "her head like a trophy.",
                ),
            ],
            "questions": [
                "Who sends us parcels from home?",
                "Who posts us the box from Ireland?",
                "Where do our parcels from home come from?",
            ],
            "now": ["Who's sending the parcels from home at present?"],
        },
        "zh": {
            "values": [
                "临沂的我姐",
                "我二姨",
                "我发小晓静",
                "在济南上班的我弟",
                "我妈的老邻居王婶",
                "我大学室友阿梅",
            ],
            "facts": [
                "从山东老家给我们寄东西的是{v}。",
                "老家的包裹都是{v}寄来的。",
                "每个月{v}给我们寄一箱老家的东西。",
            ],
            "corrections": [
                ("cue", "老家的包裹改{new}寄了"),
                ("cue", "我妈腿脚不好，寄包裹的活儿交给了{new}。"),
                ("cue", "过完年以后，老家的东西都是{new}寄过来。"),
                ("explicit", "{old}跟团去云南玩了，包裹是{new}寄的。"),
                ("explicit", "{old}老走平邮，一个月才到，包裹找{new}寄。"),
                ("explicit", "寄东西：{new}，不是{old}"),
                ("implicit", "{new}寄的箱子到了，一个角磕破了，一路漏着碎渣。"),
                ("implicit", "{new}在快递单上写着“吃的 不是违禁品” 快递员乐了"),
                ("implicit", "儿子给{new}录了段视频道谢，一口东北腔，把人家听乐了。"),
                ("implicit", "驿站的大姐认得{new}的字，老远就冲我举着箱子。"),
                ("implicit", "{new}每回都往箱子里塞一张手写的纸条，让我们穿秋裤。"),
                (
                    "implicit",
                    "过年前那个礼拜：驿站门口排队排到雪地里，柜台上堆着几十个发往俄罗斯的件，我后"
                    "头一个大姐筐里装着半扇羊排，孩子放了寒假野得没边，{new}寄的那箱总算到了，胶带"
                    "缠了一层又一层，闺女把它顶在头上扛回家，跟捧着奖杯似的。",
                ),
            ],
            "questions": [
                "老家的包裹是谁寄的？",
                "谁从山东给我们寄东西？",
                "我们的老家包裹从谁那儿来？",
            ],
            "now": ["现在老家的东西是谁给寄？"],
        },
    },
    {
        "key": "parcel_treat",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Tayto cheese and onion",
                "Barry's teabags",
                "Kimberley biscuits",
                "Clonakilty black pudding",
                "Chef brown sauce",
                "Club Milks",
            ],
            "facts": [
                "The thing I always ask for in the parcel from home is {v}.",
                "Every box from Ireland has {v} in it.",
                "What I miss most from home, and get posted, is {v}.",
            ],
            "corrections": [
                ("cue", "parcel: {new} from now on"),
                (
                    "cue",
                    "Saoirse put in a special request for {new} and that's what comes in every "
                    "box.",
                ),
                (
                    "cue",
                    "Since the Coop dropped its Irish shelf, the parcel has been mostly {new}.",
                ),
                ("explicit", "{old} kept arriving smashed, so the parcel brings {new}."),
                ("explicit", "Customs opened the box over {old}, we get {new}."),
                ("explicit", "parcel: {new}, {old} off the list"),
                (
                    "implicit",
                    "Callum smuggled {new} onto the boat and the crew want to know where it comes "
                    "from.",
                ),
                ("implicit", "{new} on the top shelf behind the lentils, don't tell the kids"),
                (
                    "implicit",
                    "Gave the Norwegian neighbour {new} to try and she was very polite about it.",
                ),
                ("implicit", "Oisín brought {new} into school for a talk about Ireland."),
                (
                    "implicit",
                    "Rationed {new} like it was wartime and still ran out by the twentieth.",
                ),
                (
                    "implicit",
                    "Saint Patrick's Day in Honningsvåg: a green scarf on the statue by the "
                    "harbour, the Irish lad from the hotel with a bodhrán, Norwegians in plastic "
                    "bowler hats, the only pint of stout in Finnmark at a price I won't repeat, "
                    "and our kitchen afterwards full of neighbours with {new} going round on a "
                    "plate while I tried to explain what a céilí is.",
                ),
            ],
            "questions": [
                "What do I always ask for in the parcel from home?",
                "What comes in every box from Ireland?",
                "What do I get posted from home?",
            ],
            "now": ["What am I getting in the parcels from home at the moment?"],
        },
        "zh": {
            "values": [
                "临沂煎饼",
                "莒南花生",
                "沂水炸全蝎",
                "德州扒鸡",
                "烟台苹果",
                "潍坊萝卜",
            ],
            "facts": [
                "老家寄来的箱子里我指名要的是{v}。",
                "每回山东的包裹里都有{v}。",
                "我最馋老家的{v}，每回都让寄。",
            ],
            "corrections": [
                ("cue", "包裹里改要{new}了"),
                ("cue", "闺女点名要{new}，打那往后箱子里装的都是这个。"),
                ("cue", "这边超市断了山东货以后，包裹里主要是{new}。"),
                ("explicit", "{old}寄过来老是压碎，包裹里装的{new}。"),
                ("explicit", "快递为了{old}开箱查了一回，老家给寄{new}。"),
                ("explicit", "包裹：{new}，{old}不要了"),
                ("implicit", "老公偷拿了{new}上船，船上几个人都问哪儿买的。"),
                ("implicit", "{new}藏在柜子最上层 别让孩子知道"),
                ("implicit", "给隔壁赫哲族大姐尝了尝{new}，她客客气气地说挺有特点。"),
                ("implicit", "儿子带{new}去学校，在班会上讲“我姥家那儿的特产”。"),
                ("implicit", "{new}跟打仗存粮似的省着吃，还是没撑到二十号。"),
                (
                    "implicit",
                    "我们山东老乡在抚远的聚会：借了饭店一个包间，墙上挂着“齐鲁一家亲”的横幅，有个"
                    "大哥从家带了一坛即墨老酒，一桌人喝多了就唱吕剧，本地朋友来凑热闹坐在一边，盘"
                    "子里的{new}在桌上传了一圈又一圈，我跟人解释了半天啥叫“闯关东”。",
                ),
            ],
            "questions": [
                "老家寄的包裹里我要什么？",
                "山东的箱子里每回都有什么？",
                "我让老家给寄的是什么？",
            ],
            "now": ["我现在让老家寄的是什么？"],
        },
    },
]
