"""Fresh templates of the knowledge-update benchmark, twenty-second generation
(for `python -m bench.knowledge_update --templates fresh22`, once it is registered there).

Written blind on 2026-12-06 by a helper session that read no engine code: none of the engine's
code, rules or lexicons (judge, cue and time words, tokenizer, extraction, merging), nothing under
core/, server/, tests/ or clients/, no bench/*.py script, no notes, and no other data file's
contents. It read exactly three things: (1) bench/data/ku_fresh16.py in full, for the format only
(module-level names, field names, counts per attribute, the correction styles and how many of
each, the placeholders, the docstring style), not for its topics or wordings; (2) the output of
`grep -h '"key"' bench/data/ku_*.py`, the attribute keys already in use (and the docstring lines
of other files that happen to contain the word "key"), so that no key is reused and the topics
stay away from theirs; (3) the checker notes/s24/check_fresh22.py, its source and its output
(shapes and placeholders against ku_fresh16.py, keys against every other ku_*.py, line widths, a
scan of the implicit corrections for change words). It did not run the engine or the benchmark.
Run it once, do not tune on it; whoever tunes on it writes a new set and says so.

Two households in two places that are far from everyone else's, written natively in each language
and not translated from each other:
  English: a sheep farm in "camp" on West Falkland, Falkland Islands. The user (a woman) lives
  there with her husband Jonno, who farms the sheep; their son Alfie (about eight), who has his
  lessons at home over the internet; and Nan, Jonno's mother, who has the warm seat by the stove.
  Their daughter Ellie (thirteen) boards in Stanley in term time and flies home on the little
  Islander planes. In summer they let the old shearers' cookhouse to visitors (birders, cruise-ship
  overflow). Local colour: peat, diddle-dee berries, upland geese, caracaras, penguins and sea
  lions, the ferry, the West Store, the Stanley races and mutton at every meal.
  Chinese: 黑龙江漠河北极村的一户开家庭旅馆的人家。“我”跟老公、上小学的儿子、
  婆婆住在村里，闺女在城里上初中、寄住在亲戚或老师家。冬天零下四十度，老公开雪地车
  进山、赶马爬犁拉游客，婆婆守着炕和炉子，夏天上山采都柿。游客来找北、看冰灯、
  去最北的地方打卡。

The 22 attributes, each single-valued (key: English side / Chinese side):
  backup_generator        the farm generator in the shed / 停电时后院仓房里的发电机
  head_torch              the head torch for night checks / 夜里出门戴的头灯
  riding_horse            the horse the user rides round the ewes / 拉马爬犁的那匹马
  farrier                 who shoes the horses (person) / 谁给马钉掌（人）
  horse_winter_feed       what the horses get in winter / 马冬天喂的料
  partner_work_vehicle    what Jonno goes round the farm on / 老公冬天骑的雪地车
  partner_packed_lunch    what goes in Jonno's lunch tin / 老公进山带的干粮
  partner_pocket_knife    the knife on Jonno's belt / 老公腰里别的刀
  son_sledge              what Alfie sledges on / 儿子滑雪坡坐的东西
  son_pen_pal             who Alfie writes letters to (person) / 儿子的笔友（人）
  daughter_town_guardian  who Ellie lodges with in Stanley (person) / 闺女在城里寄住谁家（人）
  daughter_care_package   the home treat Ellie takes back to school / 闺女回城带的家里的吃的
  signal_spot             where the phone gets a signal / 在哪儿手机才有信号
  nan_knitting_wool       the wool Nan knits with / 婆婆织毛衣的线
  nan_fireside_seat       Nan's seat / 婆婆的专座
  stove_pot               what's always on the back of the stove / 炉子上一天到晚坐着的东西
  visitor_day_trip        where the user takes the cottage guests / 带住店游客去的一日游景点
  guest_welcome_treat     what visitors are welcomed with / 客人进门先端上的吃的
  bird_field_guide        the book the user identifies birds with / 认鸟用的图鉴
  berry_patch             where the user picks diddle-dee berries / 上山采都柿的那片地方
  table_jigsaw            the jigsaw on the dining table / 饭桌上拼着的拼图
  home_brew               what Jonno brews / 老公自己泡的酒
Three are people (farrier, son_pen_pal, daughter_town_guardian); their values carry a name or a
distinctive form ("Big Terry at Port Howard", "兴安镇的蹄铁匠老宋", "学校附近的陪读阿姨") so that
plain words like "the farrier" or "钉掌的师傅" elsewhere in the set are not values.

Some attributes sit next to each other on purpose, and their wordings mention each other without
stating a value: the generator and the head torch (the same dark nights); the horse, its farrier
and its winter feed; Jonno's vehicle, his lunch and his knife (the same working day); Alfie's
sledge and his pen pal; Ellie's guardian, her care package and the signal spot the user rings her
from; Nan's wool, Nan's seat and the pot on the stove (the same kitchen); the visitors' day trip,
their welcome treat and the bird book they borrow; the berry patch, the brew the berries go into
and the jigsaw of the long evenings. The control fact of one is true at the same time as the value
of its neighbour, so a system that lets one overwrite the other is caught out.

Same format as ku_fresh16.py ("plain" corrections are the facts restated with the new value), with
the correction styles
  "cue"       a change word, no old value ("from this week", "got hold of", "since the storm in
              August", "改用", "往后", "自打……", "进了腊月以后", ...)
  "explicit"  the old value named as replaced ("{old} threw a rod", "{old} went lame for good",
              "{old}零下四十度打不着火", "{old}让人采秃了", ...)
  "implicit"  no change word and no old value: the new value turns up in passing, in a situation
              ("Alfie towed Nan's shopping up from the gate on {new}", "婆婆抿了半盅{new}")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per language:
terse lower-case chat lines, long rambling messages where the value is one clause among many, and
situations in which the value simply turns up. Corrections carry no direction words (the old and
new values are drawn at random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a head torch at an airport, a horse running the races the wrong way, a
blacksmith's forge in a museum, a jigsaw club, a soup kitchen's pot, a post box for Father
Christmas, a generator hiccupping at a dance; 夜市上卖头灯的, 拉爬犁跑反了道的马,
镇图书馆的拼图小组, 续了十一年的老汤); a few are about the same family but other things
(Jonno's scar, Nan's button tin, Alfie's goose impression; 老公下巴上的疤, 婆婆的扣子盒,
儿子学鹅叫). Some use "now", "still", "new", "changed", "moved", "switched", "swapped", "现在",
"还", "新", "换", "改", "搬" in senses that are not a change of the user's attribute ("the West
Store has a new till", "{friend}换了工作"), so that a memory system that matches on shared words
rather than on meaning is caught out; none of them states, or implies, a value of an attribute.
Filler names, cities, dishes, snacks, shows and birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Tansy", "Lionel", "Dorrie", "Carlos", "Bethan", "Rory", "Nyree", "Sonny"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": [
            "Punta Arenas",
            "Montevideo",
            "Southampton",
            "Cape Town",
            "Santiago",
            "Swindon",
            "Inverness",
        ],
        "dish": [
            "a mutton curry",
            "a steak and kidney pudding",
            "a toad in the hole",
            "a chicken korma",
            "a big pot of chilli",
            "a corned beef hash",
        ],
        "snack": [
            "a Tunnock's teacake",
            "a packet of Hula Hoops",
            "a Mars bar",
            "a slice of fruit loaf",
            "a bag of Maltesers",
            "a sausage roll",
        ],
        "show": [
            "Gardeners' World",
            "Coronation Street",
            "Vera",
            "University Challenge",
            "Only Connect",
            "Grand Designs",
        ],
        "thing": [
            "the chest freezer",
            "the water pump",
            "the satellite dish",
            "the tumble dryer",
            "the landline",
            "the bread maker",
        ],
        "bird": [
            "a turkey vulture",
            "a pair of steamer ducks",
            "a night heron",
            "a long-tailed meadowlark",
            "a flock of kelp geese",
            "a Cobb's wren",
        ],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "11", "19", "24", "38"],
    },
    "zh": {
        "friend": ["红梅", "老于", "丽华", "二柱", "晓光", "春燕", "大鹏", "金凤"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["牡丹江", "齐齐哈尔", "大连", "佳木斯", "加格达奇", "满洲里", "青岛"],
        "dish": ["小鸡炖蘑菇", "杀猪菜", "地三鲜", "溜肉段", "拔丝地瓜", "韭菜盒子"],
        "snack": ["奶糖", "山核桃", "锅巴", "辣条", "沙琪玛", "果丹皮"],
        "show": [
            "《乡村爱情》",
            "《繁花》",
            "《向往的生活》",
            "《中国诗词大会》",
            "《漫长的季节》",
            "《星光大道》",
        ],
        "thing": ["冰箱", "洗衣机", "电视机顶盒", "水泵", "电热水器", "抽油烟机"],
        "bird": [
            "一只北噪鸦",
            "一群太平鸟",
            "一只花尾榛鸡",
            "几只红交嘴雀",
            "一只黑啄木鸟",
            "一群锡嘴雀",
        ],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "11", "19", "24", "38"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The power station in Stanley has a chimney you can see from halfway down the harbour.",
        ),
        (
            "EPISODIC",
            "A man at the airport in {city} was wearing a head torch to read his boarding pass.",
        ),
        (
            "EPISODIC",
            "At the Stanley races a horse ran the whole course the wrong way round and got a "
            "louder cheer than the winner.",
        ),
        (
            "EPISODIC",
            "The museum in {city} has an old blacksmith's forge that still smells of coal.",
        ),
        (
            "EPISODIC",
            "A quad bike in a video online climbed a sand dune backwards and Alfie watched it "
            "nine times.",
        ),
        (
            "EPISODIC",
            "The Penguin News printed a letter about a sheep that keeps wandering into the "
            "hospital car park.",
        ),
        (
            "EPISODIC",
            "A farrier on the telly shod a Shire horse with feet the size of dinner plates.",
        ),
        (
            "EPISODIC",
            "The hostel in {city} had a sign saying no cooking after ten and a smell of curry at "
            "midnight.",
        ),
        (
            "EPISODIC",
            "A shearer from New Zealand did a sheep in under a minute and didn't even look out of "
            "breath.",
        ),
        (
            "EPISODIC",
            "The cruise ship passengers bought every penguin fridge magnet in Stanley in an hour.",
        ),
        (
            "EPISODIC",
            "A photographer came off the plane with a lens the size of a drainpipe and a hat with "
            "ear flaps.",
        ),
        (
            "EPISODIC",
            "The library in Stanley has a jigsaw club that meets on Thursdays and takes itself "
            "very seriously.",
        ),
        (
            "EPISODIC",
            "{friend} brewed her own ginger beer once and it blew the cupboard door off its "
            "hinges.",
        ),
        (
            "EPISODIC",
            "A group of pensioners in {city} knitted a scarf the length of the high street for "
            "charity.",
        ),
        (
            "EPISODIC",
            "In {city} I sank into a café armchair so deep it took two people to get me out.",
        ),
        (
            "EPISODIC",
            "The soup kitchen in {city} keeps a pot going twenty-four hours a day all winter.",
        ),
        (
            "EPISODIC",
            "A woman on the plane held a tub of blueberries she'd picked in {city} on her lap the "
            "whole flight.",
        ),
        (
            "EPISODIC",
            "The bird hide at the wetland in {city} has a visitors' book full of arguments about "
            "one duck.",
        ),
        (
            "EPISODIC",
            "A man at the market in {city} sharpened knives on a grindstone worked by a bicycle.",
        ),
        (
            "EPISODIC",
            "A lad at the airport slid down the baggage ramp on a cardboard box and got told off.",
        ),
        (
            "EPISODIC",
            "There's a post box in {city} just for letters to Father Christmas and people post in "
            "it all year.",
        ),
        ("EPISODIC", "When the plane landed forty phones pinged at once and everyone laughed."),
        (
            "EPISODIC",
            "At the settlement dance the generator hiccupped and the lights flashed in time with "
            "the music.",
        ),
        ("EPISODIC", "The taxi in {city} had a row of nodding dogs along the dashboard."),
        (
            "EPISODIC",
            "A rider at the show in {city} stood on the backs of two horses going round the ring "
            "at once.",
        ),
        (
            "EPISODIC",
            "The boarding school in a film Ellie watched had a secret tuck shop under the stairs.",
        ),
        (
            "EPISODIC",
            "A cook on a fishing boat told me he's kept the same pan of stock going for eleven "
            "years.",
        ),
        (
            "EPISODIC",
            "A stranded yachtsman sat by our stove for an afternoon telling us about Cape Horn.",
        ),
        ("SEMANTIC", "The Islander planes fly by the wind and the weather, not the timetable."),
        ("SEMANTIC", "In camp everybody knows whose Land Rover it is from the sound alone."),
        ("PREFERENCE", "I can't stand a draught on the back of my neck."),
        ("PREFERENCE", "I can't bear the sound of a squeaky gate, and we have six."),
        ("SEMANTIC", "My great-grandfather came out on a sailing ship and never went back."),
        ("PREFERENCE", "Two pairs of socks from May to September, no exceptions."),
        ("SEMANTIC", "In {city} nobody has heard of diddle-dee and I've stopped explaining."),
        # the same family, other things
        (
            "EPISODIC",
            "Jonno has a scar on his chin from a ram in 2009 and tells a different story about it "
            "every time.",
        ),
        ("SEMANTIC", "Nan was born out in camp and didn't see Stanley till she was fourteen."),
        (
            "EPISODIC",
            "Alfie has announced he's going to be an astronaut, or a vet, or both on alternate "
            "days.",
        ),
        ("SEMANTIC", "Ellie's hair is the same red as Nan's was at her age."),
        ("SEMANTIC", "Nan keeps a tin of buttons that's older than Jonno."),
        ("EPISODIC", "Jonno sings in the shower, badly, and only country and western."),
        ("EPISODIC", "Alfie does an impression of an upland goose that fools the actual geese."),
        (
            "EPISODIC",
            "Ellie got a merit for her essay about growing up on a farm at the bottom of the "
            "world.",
        ),
        ("SEMANTIC", "Our visitors' cottage was the shearers' cookhouse once upon a time."),
        (
            "SEMANTIC",
            "Nan and Jonno have disagreed about the right way to light a fire for forty years.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} has moved into a flat in {city} where the shower and the kettle can't run "
            "at the same time.",
        ),
        (
            "EPISODIC",
            "The West Store has a new till that beeps at every single tin like it's surprised.",
        ),
        ("EPISODIC", "Still no sign of the parcel Ellie posted in {month}."),
        (
            "EPISODIC",
            "Changed the sheets in the cottage twice in one day because a visitor had a nosebleed.",
        ),
        (
            "EPISODIC",
            "Switched the radio off halfway through the shipping news and Jonno put it back on.",
        ),
        (
            "EPISODIC",
            "Moved the hens' run to keep the geese off their food and the geese followed it.",
        ),
        (
            "EPISODIC",
            "The clinic in Stanley has new opening hours and a receptionist who already knows "
            "everybody.",
        ),
        (
            "EPISODIC",
            "Swapped a leg of mutton for a sack of potatoes with the neighbours, as we do every "
            "year.",
        ),
        ("EPISODIC", "Started a diary on the first of January and it stops on the fourth."),
        ("EPISODIC", "It's light till ten now and Alfie thinks bedtime is a rumour."),
        (
            "EPISODIC",
            "The plane changed its route to drop a doctor off and we got a tour of half the west.",
        ),
        (
            "EPISODIC",
            "Replaced the bulb in the porch and a moth the size of a saucer fell out of the shade.",
        ),
        ("EPISODIC", "{friend} switched jobs and now sells insurance to people with boats."),
        (
            "EPISODIC",
            "The ferry is still running a winter timetable and nobody can remember the summer one.",
        ),
        (
            "EPISODIC",
            "The school in Stanley has a new head teacher who came to say hello on the radio.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can whistle with two fingers loud enough to stop a dog half a mile off."),
        ("SEMANTIC", "I was born in {city} and came out here for a year that turned into twenty."),
        ("SEMANTIC", "There are {number} of us on the settlement if you count the dogs, and I do."),
        ("PREFERENCE", "I'll eat {dish} any day of the week."),
        ("PREFERENCE", "{snack} and a mug of tea is my idea of luxury."),
        ("PREFERENCE", "Watching {show} is the one thing Jonno and I never argue about."),
        ("EPISODIC", "Made {dish} on {weekday} and the whole lot was gone by supper."),
        ("EPISODIC", "Saw {bird} on the fence post outside the kitchen window."),
        (
            "EPISODIC",
            "{thing} packed up on {weekday} and the nearest repair man is a plane ride away.",
        ),
        (
            "EPISODIC",
            "Watched {show} with {friend} over a video call that froze every two minutes.",
        ),
        ("EPISODIC", "Waited {minutes} minutes on hold to a bank in England and then got cut off."),
        ("EPISODIC", "Went to {city} in {month} and it rained every day except the one we left."),
        ("EPISODIC", "Fixed {thing} with fencing wire and hope."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "城里电业局门口挂着块“计划停电，敬请谅解”的牌子，一挂挂了三年。"),
        ("EPISODIC", "{city}夜市上有个卖头灯的，自己脑袋上戴了一圈，跟棵圣诞树似的。"),
        ("EPISODIC", "冬至那天村里搞比赛，一匹马拉着爬犁跑反了道，观众比给冠军鼓掌还起劲。"),
        ("EPISODIC", "{city}博物馆里有一套老铁匠的家伙什儿，风箱到今天还拉得动。"),
        ("EPISODIC", "网上有个视频，一辆雪地车倒着爬上了雪坡，儿子看了九遍。"),
        ("EPISODIC", "市里的报纸登了条消息，一只狍子跑进了医院停车场，保安追了半个钟头。"),
        ("EPISODIC", "电视里有个钉掌的给一匹大挽马钉掌，那马蹄子跟脸盆一样大。"),
        ("EPISODIC", "{city}的青年旅舍贴着“十点以后禁止做饭”，半夜楼道里还是一股泡面味儿。"),
        ("EPISODIC", "林场的老工人说他年轻的时候一天能伐三立方的木头。"),
        ("EPISODIC", "旅游大巴一到，江边卖套娃的小摊一个钟头就被买空了。"),
        ("EPISODIC", "一个摄影的扛着个跟炮筒子似的镜头，戴着狗皮帽子下的飞机。"),
        ("EPISODIC", "镇图书馆有个拼图小组，每礼拜四聚一回，严肃得跟开会似的。"),
        ("EPISODIC", "{friend}自己酿过一回葡萄酒，把碗柜门都崩开了。"),
        ("EPISODIC", "{city}有一帮退休的老太太给环卫工织了一百条围脖。"),
        ("EPISODIC", "在{city}的咖啡馆坐了一个懒人沙发，陷进去起不来，得两个人拽。"),
        ("EPISODIC", "{city}有家粥铺，冬天那口大锅一天二十四个钟头不熄火。"),
        ("EPISODIC", "飞机上一个大姐抱着一桶在{city}采的蓝莓，一路搁在腿上不撒手。"),
        ("EPISODIC", "{city}湿地公园的观鸟屋里有本留言簿，为了一只鸭子吵了好几页。"),
        ("EPISODIC", "{city}早市上有个磨刀的，磨刀石装在自行车上，一边蹬一边磨。"),
        ("EPISODIC", "有个小伙子在机场坐着纸箱子从行李滑道上出溜下来，被保安说了一顿。"),
        ("EPISODIC", "{city}有个邮筒专收给圣诞老人的信，一年四季都有人往里投。"),
        ("EPISODIC", "飞机一落地，四十多个人的手机一块儿响了，满舱的人都笑了。"),
        ("EPISODIC", "村部放电影那晚发电机打了个嗝，灯跟着音乐一闪一闪的。"),
        ("EPISODIC", "{city}的出租车仪表台上摆着一排摇头的小狗。"),
        ("EPISODIC", "{city}马戏团里有个人站在两匹马背上绕着场子跑。"),
        ("EPISODIC", "闺女看的电视剧里，寄宿学校楼梯底下藏着个小卖部。"),
        ("EPISODIC", "一个跑船的厨子跟我说，他那锅老汤续了十一年没断过。"),
        ("EPISODIC", "一个骑摩托环游中国的小伙子在我家炉子边坐了一下午，讲他怎么过的无人区。"),
        ("SEMANTIC", "北极村的班车看天走，不看时刻表。"),
        ("SEMANTIC", "村里人听声音就知道是谁家的雪地车过去了。"),
        ("PREFERENCE", "最受不了后脖颈子灌风。"),
        ("PREFERENCE", "最烦大门吱呀吱呀响，偏偏我家院门就这样。"),
        ("SEMANTIC", "我太姥爷当年闯关东过来的，在老金沟淘了半辈子金。"),
        ("PREFERENCE", "从九月到来年五月，我脚上必须穿两双袜子。"),
        ("SEMANTIC", "{city}人都不知道都柿是啥，我已经懒得解释了。"),
        # the same family, other things
        ("EPISODIC", "我老公下巴上有道疤，说是小时候让鹅拧的，每回讲的版本都不一样。"),
        ("SEMANTIC", "婆婆年轻时候是林场的打字员，到今天打字还比我快。"),
        ("EPISODIC", "儿子宣布长大要当宇航员，要么当兽医，单双号轮着来。"),
        ("SEMANTIC", "闺女的头发跟她奶奶年轻时候一样，又黑又硬。"),
        ("SEMANTIC", "婆婆有一铁盒子扣子，比我老公岁数都大。"),
        ("EPISODIC", "我老公洗澡的时候唱歌，只唱刀郎，还跑调。"),
        ("EPISODIC", "儿子学大鹅叫学得一模一样，院里的鹅都回他。"),
        ("EPISODIC", "闺女写的作文《我家住在最北边》在市里得了个二等奖。"),
        ("SEMANTIC", "我家那两间客房早先是放杂物的仓房，老公一个夏天收拾出来的。"),
        ("SEMANTIC", "婆婆跟我老公为了怎么生炉子，已经争了四十年了。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬到{city}去了，她租的房子淋浴和电水壶不能一块儿开。"),
        ("EPISODIC", "村里小卖部新装了收银机，扫一个罐头嘀一声，跟吓了一跳似的。"),
        ("EPISODIC", "闺女{month}寄的包裹到现在还没影儿。"),
        ("EPISODIC", "客房的床单一天换了两回，有个客人流鼻血了。"),
        ("EPISODIC", "收音机里天气预报说到一半我就关了，老公又给打开了。"),
        ("EPISODIC", "把鸡窝挪了个地方防着大鹅抢食，大鹅也跟着挪过去了。"),
        ("EPISODIC", "镇卫生院改了挂号时间，新来的挂号员谁都认识。"),
        ("EPISODIC", "跟邻居拿一条猪后腿换了一袋土豆，年年都这么换。"),
        ("EPISODIC", "一月一号开始记日记，记到四号就没下文了。"),
        ("EPISODIC", "夏至前后夜里十点天还亮着，儿子觉得睡觉这事儿是谣言。"),
        ("EPISODIC", "班车改了一回道，给卫生院送大夫，我们顺道把半个镇子逛了一遍。"),
        ("EPISODIC", "门廊的灯泡换了，灯罩里倒出来一只碟子那么大的蛾子。"),
        ("EPISODIC", "{friend}换了工作，现在专门给养鱼的卖保险。"),
        ("EPISODIC", "镇上新开了家快递驿站，老板娘是我小学同学。"),
        ("EPISODIC", "儿子学校新来了个校长，第一天就在广播里挨个班问好。"),
        # plain unrelated
        ("SEMANTIC", "我吹口哨能把半里地外的狗喊回来。"),
        ("SEMANTIC", "我是{city}人，来北极村本来说待一年，一待就是二十年。"),
        ("SEMANTIC", "我们这趟街一共{number}户，谁家几点生的炉子，我闻烟就知道。"),
        ("PREFERENCE", "有{dish}吃，哪天都行。"),
        ("PREFERENCE", "来点{snack}配一缸子热茶，就是神仙日子。"),
        ("PREFERENCE", "看{show}是我跟老公唯一不吵架的事。"),
        ("EPISODIC", "{weekday}做了{dish}，不到晚饭就让人吃光了。"),
        ("EPISODIC", "厨房窗户外头的栅栏上落着{bird}。"),
        ("EPISODIC", "{thing}{weekday}坏了，最近的修理工在二百里开外。"),
        ("EPISODIC", "跟{friend}开着视频一块儿看{show}，两分钟卡一回。"),
        ("EPISODIC", "给银行打客服电话，等了{minutes}分钟，断线了。"),
        ("EPISODIC", "{month}去{city}，天天下雨，就走的那天晴了。"),
        ("EPISODIC", "拿一截铁丝加上一通祈祷把{thing}修好了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "backup_generator",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Lister diesel",
                "a Honda petrol generator",
                "a Perkins genset",
                "a Kubota diesel",
                "a secondhand Yanmar",
                "an ex-army Petter",
            ],
            "facts": [
                "Our generator on the farm is {v}.",
                "When the wind turbine can't keep up, the house runs off {v}.",
                "Out in the generator shed we've got {v}.",
            ],
            "corrections": [
                ("cue", "generator is {new} from this week"),
                (
                    "cue",
                    "Jonno got hold of {new} off a farm at Hill Cove and that's what we run off.",
                ),
                ("cue", "Since the storm in August we've been running {new} in the shed."),
                ("explicit", "{old} threw a rod, so it's {new} in the shed."),
                (
                    "explicit",
                    "Sold {old} to the neighbours at Port Howard, the house runs off {new}.",
                ),
                ("explicit", "genny: {new}, {old} scrapped"),
                (
                    "implicit",
                    "Jonno spent Sunday lying under {new} with a spanner and came in black to the "
                    "elbows.",
                ),
                ("implicit", "{new} coughed at ten, lights went brown, kids cheered"),
                (
                    "implicit",
                    "Filled {new} by the light of my head torch in the sleet and got diesel up my "
                    "sleeve.",
                ),
                (
                    "implicit",
                    "A visitor from the cottage asked if {new} was a tractor, because of the "
                    "racket.",
                ),
                (
                    "implicit",
                    "The cat sleeps on the warm lid of {new} after a long night's running.",
                ),
                (
                    "implicit",
                    "Shearing week: a gang of five eating us out of house and home, chops three "
                    "times a day, the woolshed floor ankle-deep in dags, Alfie's lesson cutting "
                    "out twice, Nan's hearing aid batteries flat, and {new} thumping away in the "
                    "shed all night so the shearers could have their showers hot.",
                ),
            ],
            "questions": [
                "What's our generator?",
                "What does the farm run its power off?",
                "What have we got in the generator shed?",
            ],
            "now": ["What generator are we running at the moment?"],
        },
        "zh": {
            "values": [
                "一台雅马哈汽油发电机",
                "上柴的柴油发电机",
                "一台五千瓦的静音发电机",
                "本田的小发电机",
                "潍柴的柴油机组",
                "隔壁老周让给我们的二手发电机",
            ],
            "facts": [
                "停电了我们家旅馆就靠{v}。",
                "我家后院小仓房里放着{v}，停电全指着它。",
                "冬天一断电，我们家用的是{v}。",
            ],
            "corrections": [
                ("cue", "停电改用{new}了"),
                ("cue", "老公从塔河拉回来{new}，往后停电就靠它。"),
                ("cue", "那年冬至停了两天电以后，我们家就备上了{new}。"),
                ("explicit", "{old}零下四十度打不着火，停电全靠{new}。"),
                ("explicit", "{old}让老公卖给了开饭馆的，后院放的是{new}。"),
                ("explicit", "发电机：{new}，{old}废了"),
                ("implicit", "老公趴在{new}底下鼓捣了一个礼拜天，回屋两只胳膊黑到胳膊肘。"),
                ("implicit", "晚上十点{new}咳嗽了两声 灯一暗 俩孩子还挺高兴"),
                ("implicit", "戴着头灯踩着雪去小仓房给{new}加柴油，油洒了一袖子。"),
                ("implicit", "住店的南方游客听见{new}响，问我们家后院是不是停着拖拉机。"),
                ("implicit", "{new}突突了一宿，邻居早上过来问能不能扯根线给他家冰箱通上电。"),
                (
                    "implicit",
                    "冬至那几天：来了三拨游客，房间全满，灶上的大锅从早烀到晚，儿子的网课断了两回"
                    "，婆婆的助听器没电了，村里赶上线路检修，{new}在后院突突了一整宿，游客们才洗上"
                    "了热水澡。",
                ),
            ],
            "questions": [
                "我们家停电靠什么发电？",
                "后院仓房里放的是什么发电机？",
                "我们家的发电机是哪台？",
            ],
            "now": ["我们家现在停电用的是哪台发电机？"],
        },
    },
    {
        "key": "head_torch",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Petzl Tikka",
                "a Black Diamond Spot",
                "a Ledlenser",
                "a Fenix",
                "a Silverpoint",
                "a cheap one from the West Store",
            ],
            "facts": [
                "My head torch is {v}.",
                "For the walk out to the sheds at night I wear {v}.",
                "The torch on my head for the lambing checks is {v}.",
            ],
            "corrections": [
                ("cue", "head torch: {new} from tonight"),
                ("cue", "Jonno got me {new} for Christmas and it's the one I wear out at night."),
                ("cue", "Since lambing kicked off I've had {new} strapped to my head every night."),
                ("explicit", "{old} died in the rain, so it's {new} on my head."),
                ("explicit", "Alfie commandeered {old} for his den, I've got {new}."),
                ("explicit", "torch: {new}, {old} in the drawer of dead things"),
                (
                    "implicit",
                    "Walked into the washing line wearing {new} and lit up all of Jonno's "
                    "underwear for the visitors.",
                ),
                ("implicit", "{new} on full beam, sheep staring back like a hundred little lamps"),
                (
                    "implicit",
                    "Fixed the leak under the sink by the light of {new} and got a drip right on "
                    "the lens.",
                ),
                (
                    "implicit",
                    "Nan says I look like a miner in {new} and keeps asking where the canary is.",
                ),
                (
                    "implicit",
                    "Read Alfie his story by {new} when the power went, and he wants it that way "
                    "every night.",
                ),
                (
                    "implicit",
                    "Lambing night: a gale off the sea, sleet going sideways, a ewe stuck in the "
                    "ditch by the track, a lamb that wouldn't suck, Jonno away at the far end of "
                    "the farm on the quad, the generator cutting out at two, and me in the "
                    "paddock on my knees with {new} on my head and my arm up a sheep.",
                ),
            ],
            "questions": [
                "What head torch do I use?",
                "What do I wear on my head to go out at night?",
                "Which torch do I strap on for the night checks?",
            ],
            "now": ["What head torch am I wearing currently?"],
        },
        "zh": {
            "values": [
                "神火头灯",
                "奈特科尔头灯",
                "骆驼牌头灯",
                "一盏老式矿灯",
                "小米的头灯",
                "夜市上买的头灯",
            ],
            "facts": ["我晚上出门戴的是{v}。", "我的头灯是{v}。", "夜里去仓房，我脑门上顶着{v}。"],
            "corrections": [
                ("cue", "头灯改戴{new}了"),
                ("cue", "老公过年给我买了{new}，夜里出去就戴它。"),
                ("cue", "自打冬天夜里老停电，我出门都戴着{new}。"),
                ("explicit", "{old}冻得一开就灭，我戴{new}。"),
                ("explicit", "{old}让儿子拿去钻被窝看漫画了，我戴的是{new}。"),
                ("explicit", "头灯：{new}，{old}坏了"),
                (
                    "implicit",
                    "戴着{new}去院里收衣服，一抬头把晾衣绳上老公的秋裤照得清清楚楚，住店的客人全看"
                    "见了。",
                ),
                ("implicit", "{new}一照 狗窝里八只眼睛齐刷刷瞪着我"),
                ("implicit", "停电那晚戴着{new}在厨房包饺子，包出来的一个比一个怪。"),
                ("implicit", "婆婆说我戴着{new}像下井的，问我矿上发不发工资。"),
                ("implicit", "儿子非要戴着{new}写作业，说这样有气氛。"),
                (
                    "implicit",
                    "零下四十二度那晚：水管冻了，老公开着雪地摩托去接一拨迷路的游客，儿子发着烧，"
                    "婆婆嫌炕烧得不够热在那儿叨叨，发电机半夜也歇了，我顶着{new}蹲在锅炉房里拿喷灯"
                    "烤水管，一直烤到天蒙蒙亮。",
                ),
            ],
            "questions": [
                "我晚上出门戴的什么头灯？",
                "我的头灯是哪个？",
                "我夜里出去脑门上顶的是什么灯？",
            ],
            "now": ["我现在戴的是哪个头灯？"],
        },
    },
    {
        "key": "riding_horse",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Misty the grey mare",
                "a bay gelding called Chico",
                "old Jock",
                "a piebald called Domino",
                "Tango the chestnut",
                "a black cob called Sixpence",
            ],
            "facts": [
                "When I go round the ewes on horseback I ride {v}.",
                "My horse is {v}.",
                "The horse I saddle up for the gathering is {v}.",
            ],
            "corrections": [
                ("cue", "on {new} from this week"),
                ("cue", "Jonno's cousin lent me {new} and that's who I ride out on."),
                (
                    "cue",
                    "Since my back went in the spring I've been riding {new}, who doesn't pull.",
                ),
                ("explicit", "{old} went lame for good, so I ride {new}."),
                ("explicit", "Gave {old} to the riding club in Stanley, I'm on {new}."),
                ("explicit", "horse: {new}, {old} retired to the paddock"),
                (
                    "implicit",
                    "{new} stopped dead at the stream crossing and I went over the front.",
                ),
                ("implicit", "{new} ate half my sandwich off the fence post, no shame whatsoever"),
                (
                    "implicit",
                    "Alfie sat up on {new} in the yard and announced he's going to be a gaucho.",
                ),
                ("implicit", "The farrier says {new} has the tidiest feet on West Falkland."),
                (
                    "implicit",
                    "Rode {new} down to the beach to look at the ewes and a sea lion sent us back "
                    "up the dunes at speed.",
                ),
                (
                    "implicit",
                    "Gathering day: up at five, porridge you could stand a spoon in, three "
                    "neighbours and their dogs, fog on the hill till ten, a mob of ewes that "
                    "split in two at the fence, Jonno shouting from the quad, and me on {new} "
                    "trotting back and forth across the diddle-dee for six hours until I couldn't "
                    "feel my knees.",
                ),
            ],
            "questions": [
                "Which horse do I ride?",
                "What horse do I take out to the ewes?",
                "Which horse do I saddle up for the gather?",
            ],
            "now": ["Which horse am I riding these days?"],
        },
        "zh": {
            "values": [
                "枣红马大红",
                "青马雪里站",
                "老黑",
                "一匹叫铁蛋的蒙古马",
                "白蹄子的花马",
                "从呼玛买来的栗色马",
            ],
            "facts": [
                "我家拉爬犁的是{v}。",
                "冬天给游客拉马爬犁的是{v}。",
                "我家套爬犁用的马是{v}。",
            ],
            "corrections": [
                ("cue", "打今儿起爬犁套{new}"),
                ("cue", "老公从塔河牵回来{new}，往后拉爬犁就靠它。"),
                ("cue", "进了腊月以后，拉爬犁的是{new}。"),
                ("explicit", "{old}腿瘸了，拉爬犁的是{new}。"),
                ("explicit", "{old}卖给了兴安镇的一户人家，我家套的是{new}。"),
                ("explicit", "马：{new}，{old}歇了"),
                ("implicit", "{new}在江面上一下站住了，爬犁上的三个游客全滚进了雪堆。"),
                ("implicit", "{new}把我搁在栅栏上的馒头叼走了 一点不害臊"),
                ("implicit", "儿子骑在{new}背上绕院子走了一圈，说长大了要当马倌。"),
                ("implicit", "钉掌的师傅说{new}的蹄子是全村最周正的。"),
                ("implicit", "{new}脖子上的铃铛一响，住店的小孩全趴到窗户上看。"),
                (
                    "implicit",
                    "元旦那天：五点起来烧炉子，小米粥熬得能立住勺，三拨游客排着队等着坐爬犁，江面"
                    "上起了白毛风，老公在那头开着雪地摩托吆喝，我牵着{new}在村道上来来回回跑了一整"
                    "天，晚上两条腿都不是自己的了。",
                ),
            ],
            "questions": [
                "我家拉爬犁的是哪匹马？",
                "冬天给游客拉爬犁的马是哪匹？",
                "我家套的是哪匹马？",
            ],
            "now": ["我家现在拉爬犁的是哪匹马？"],
        },
    },
    {
        "key": "farrier",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dougie from Fox Bay",
                "a farrier who flies out from Stanley",
                "Jonno's cousin Neil",
                "Big Terry at Port Howard",
                "a Chilean lad called Matías",
                "old Ron from Hill Cove",
            ],
            "facts": [
                "Our horses are shod by {v}.",
                "The farrier for our horses is {v}.",
                "Every couple of months {v} does the horses' feet.",
            ],
            "corrections": [
                ("cue", "{new} doing the horses' feet from this trip"),
                ("cue", "Nan put us on to {new} and he's done our horses' feet ever since."),
                ("cue", "Since the last farrier packed it in, {new} has been shoeing ours."),
                ("explicit", "{old} won't come out this far any more, so {new} shoes our horses."),
                ("explicit", "{old} put a nail in the quick, we use {new}."),
                ("explicit", "farrier: {new}, not {old}"),
                (
                    "implicit",
                    "{new} took one look at the back feet and asked who'd been trimming them with "
                    "a bread knife.",
                ),
                ("implicit", "{new} drank four cups of tea and shod two horses, in that order"),
                (
                    "implicit",
                    "Alfie held the lead rope for {new} all morning and wants a leather apron for "
                    "his birthday.",
                ),
                (
                    "implicit",
                    "{new} said the winter feed had given them lovely hooves, and then said the "
                    "same about my scones.",
                ),
                (
                    "implicit",
                    "Paid {new} in mutton and a bottle of Jonno's home brew, which seemed to suit "
                    "everyone.",
                ),
                (
                    "implicit",
                    "The day the ferry came in: a lorry-load of fencing posts, forty drums of "
                    "diesel, a crate of tinned peaches for Nan, visitors for the cottage off the "
                    "same boat, and {new} on the back of the lorry with his anvil, so the horses "
                    "got done in the yard in between everything else.",
                ),
            ],
            "questions": [
                "Who shoes our horses?",
                "Who's our farrier?",
                "Who does the horses' feet?",
            ],
            "now": ["Who's doing our horses' feet at the moment?"],
        },
        "zh": {
            "values": [
                "钉掌的老曲",
                "兴安镇的蹄铁匠老宋",
                "马场退休的刘师傅",
                "我二大爷",
                "村东头的赵铁匠",
                "从塔河请来的钉掌师傅",
            ],
            "facts": [
                "我家马的掌是{v}钉的。",
                "给我家马钉掌的是{v}。",
                "隔俩月{v}来给马修一回蹄子。",
            ],
            "corrections": [
                ("cue", "钉掌改找{new}了"),
                ("cue", "婆婆给找了{new}，往后马掌就归他管。"),
                ("cue", "自打原先那个钉掌的去了南方，我家马掌都是{new}钉。"),
                ("explicit", "{old}嫌道远不来了，钉掌找{new}。"),
                ("explicit", "{old}一钉子钉到了肉上，马掌找{new}钉。"),
                ("explicit", "钉掌：{new}，不找{old}了"),
                ("implicit", "{new}抬起后蹄看了一眼，问是谁拿菜刀给削的。"),
                ("implicit", "{new}喝了四缸子茶 钉了两匹马 顺序就是这样"),
                ("implicit", "儿子给{new}牵了一上午缰绳，过生日非要一条皮围裙。"),
                ("implicit", "{new}说马冬天喂得好，蹄子才这么结实，说完又把我蒸的发糕夸了一遍。"),
                ("implicit", "给{new}的工钱是半扇猪肉外加老公泡的一瓶酒，两边都挺满意。"),
                (
                    "implicit",
                    "腊月二十三那天：拉煤的车来了，院子里卸了三吨煤，婆婆的降压药托人从城里捎回来"
                    "了，住店的客人退了一间房，{new}也赶着那天来了，在院子里支起家伙什儿，趁着干别"
                    "的活的空当把马掌都钉了。",
                ),
            ],
            "questions": ["我家马谁给钉掌？", "给我家马钉掌的是谁？", "我家马的蹄子找谁修？"],
            "now": ["我家马现在找谁钉掌？"],
        },
    },
    {
        "key": "horse_winter_feed",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "pony nuts",
                "soaked sugar beet",
                "crushed oats",
                "Dengie chaff",
                "Spillers cubes",
                "haylage shipped in from Chile",
            ],
            "facts": [
                "Over the winter the horses get {v}.",
                "What goes in the horses' buckets is {v}.",
                "Our horses are fed on {v} till the grass comes back.",
            ],
            "corrections": [
                ("cue", "horses on {new} from today"),
                (
                    "cue",
                    "The vet on the radio recommended {new} and that's what goes in the buckets.",
                ),
                ("cue", "Since the snow came the horses have been getting {new}."),
                ("explicit", "{old} gave the grey colic, so it's {new} in the buckets."),
                ("explicit", "The ship didn't bring any {old}, the horses are on {new}."),
                ("explicit", "horse feed: {new}, {old} finished"),
                (
                    "implicit",
                    "Carried two buckets of {new} across the paddock in a gale and arrived with "
                    "one and a half.",
                ),
                ("implicit", "mice in the {new} sack again, cat asleep on the job"),
                (
                    "implicit",
                    "Alfie mixed the {new} with his bare hands and declared it smells like "
                    "breakfast.",
                ),
                (
                    "implicit",
                    "The farrier looked at the bag of {new} by the gate and nodded like a wine "
                    "expert.",
                ),
                ("implicit", "A visitor asked if the {new} in the porch was for the penguins."),
                (
                    "implicit",
                    "Feeding round in July: ice on the trough, the quad's battery flat, the pipe "
                    "to the yard frozen solid, the dogs shut in because of the wind, the light "
                    "going by four, and me pushing a barrow of {new} across the yard on a flat "
                    "tyre while three horses shouted at me over the fence.",
                ),
            ],
            "questions": [
                "What do the horses get fed in winter?",
                "What goes in the horses' buckets?",
                "What are our horses fed on?",
            ],
            "now": ["What are the horses being fed at present?"],
        },
        "zh": {
            "values": ["豆饼", "苞米粒", "煮黄豆", "燕麦草", "麸子拌盐", "羊草捆"],
            "facts": ["冬天我家马喂的是{v}。", "马槽里添的是{v}。", "开春以前马就吃{v}。"],
            "corrections": [
                ("cue", "马料从这礼拜起喂{new}"),
                ("cue", "兽医站的人让喂{new}，马槽里就添这个。"),
                ("cue", "下了头场雪以后，马吃的是{new}。"),
                ("explicit", "{old}喂得马闹肚子，马槽里添{new}。"),
                ("explicit", "{old}今年没收上来，马吃{new}。"),
                ("explicit", "马料：{new}，{old}喂完了"),
                ("implicit", "顶着白毛风拎两桶{new}去马棚，到地方剩了一桶半。"),
                ("implicit", "{new}袋子里又进耗子了 猫在旁边睡大觉"),
                ("implicit", "儿子伸手去拌{new}，说闻着跟早饭似的。"),
                ("implicit", "钉掌师傅瞅了一眼门口那袋{new}，点点头，跟品酒似的。"),
                ("implicit", "住店的小孩问门廊里那袋{new}是不是喂狍子的。"),
                (
                    "implicit",
                    "三九天喂马：水槽冻上了，雪地摩托电瓶亏电打不着，院里的水管冻裂了，狗关在屋里"
                    "不敢放，下午三点多天就黑了，我推着一辆瘪了胎的手推车往马棚运{new}，三匹马隔着"
                    "栅栏冲我直打响鼻。",
                ),
            ],
            "questions": ["冬天我家马喂什么？", "马槽里添的是什么料？", "我家马吃的是什么？"],
            "now": ["我家马现在喂的是什么？"],
        },
    },
    {
        "key": "partner_work_vehicle",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Honda quad",
                "a Yamaha Grizzly",
                "a Polaris Ranger",
                "a Suzuki King Quad",
                "a Land Rover 110 with no doors",
                "an old Honda trail bike",
            ],
            "facts": [
                "Jonno does the farm work on {v}.",
                "My husband gets round the camp on {v}.",
                "What Jonno rides out to the sheep is {v}.",
            ],
            "corrections": [
                ("cue", "jonno's on {new} from monday"),
                (
                    "cue",
                    "Jonno bought {new} off the manager at Port Howard and it goes everywhere "
                    "with him.",
                ),
                ("cue", "Since the track washed out, Jonno has been using {new}."),
                ("explicit", "{old} rolled in the peat bog, so Jonno's on {new}."),
                ("explicit", "Jonno traded {old} for a trailer of fence posts, he rides {new}."),
                ("explicit", "jonno's wheels: {new}, {old} sold"),
                (
                    "implicit",
                    "Jonno drove {new} into the shallows to rescue a lamb and is very pleased "
                    "with himself.",
                ),
                (
                    "implicit",
                    "{new} parked across the kitchen door again, his boots still on the footrest",
                ),
                (
                    "implicit",
                    "Alfie rode on the back of {new} to the jetty and came home with a face full "
                    "of sand.",
                ),
                (
                    "implicit",
                    "Jonno's sandwich tin bounced off the back of {new} and the gulls had the lot.",
                ),
                (
                    "implicit",
                    "The visitors took a photo of {new} with two gentoos standing beside it.",
                ),
                (
                    "implicit",
                    "Dipping day: the pens ready at seven, the dip mixed, three neighbours "
                    "turning up late with excuses, a ram that jumped the rail, rain in our faces, "
                    "Nan sending out soup in a flask at twelve, and Jonno going back and forth on "
                    "{new} with the dogs on the back until he'd brought in every last sheep from "
                    "the far paddock.",
                ),
            ],
            "questions": [
                "What does Jonno get round the farm on?",
                "What's my husband's farm vehicle?",
                "What does Jonno ride out to the sheep?",
            ],
            "now": ["What's Jonno riding round the farm on currently?"],
        },
        "zh": {
            "values": [
                "雅马哈雪地摩托",
                "庞巴迪雪地摩托",
                "北极猫雪地车",
                "春风的雪地车",
                "一辆挂了履带的三轮摩托",
                "林场淘汰的旧雪地车",
            ],
            "facts": [
                "老公冬天进山、拉游客开的是{v}。",
                "孩子他爸出门干活骑的是{v}。",
                "我老公在雪地里跑的家伙是{v}。",
            ],
            "corrections": [
                ("cue", "老公改开{new}了"),
                ("cue", "老公从一个跑运输的手里接了{new}，冬天就骑它。"),
                ("cue", "江面封冻以后，老公出门开的是{new}。"),
                ("explicit", "{old}掉进冰窟窿报废了，老公开的是{new}。"),
                ("explicit", "老公把{old}抵给了卖柴火的，骑的是{new}。"),
                ("explicit", "老公的车：{new}，{old}卖了"),
                ("implicit", "老公开着{new}下江去追一条跑丢的狗，回来还挺得意。"),
                ("implicit", "{new}又横在院门口 他的棉鞋还搁在脚踏上"),
                ("implicit", "儿子坐在{new}后头去了趟江边，回来满脸都是雪沫子。"),
                ("implicit", "老公的饭盒从{new}后座颠了下去，让乌鸦叼了个干净。"),
                ("implicit", "南方来的游客跟{new}合了张影，发朋友圈说这是北极的出租车。"),
                (
                    "implicit",
                    "冬至那天：七点天还黑着，江上搭冰灯的人来了好几拨，两拨订了找北一日游的游客又"
                    "晚到，有一个穿着单鞋就来了，婆婆中午拿保温桶送来一桶热汤，老公开着{new}在村里"
                    "和江边来回跑了一整天，把最后一个游客也拉回了屋。",
                ),
            ],
            "questions": [
                "我老公冬天开的是什么车？",
                "孩子他爸出门干活骑的什么？",
                "老公拉游客开的是哪辆？",
            ],
            "now": ["老公现在出门开的是什么？"],
        },
    },
    {
        "key": "partner_packed_lunch",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "mutton sandwiches",
                "pasties and a flask of soup",
                "cold sausages and pickle",
                "corned beef rolls",
                "leftover stew in a jar",
                "fruit cake and cheese",
            ],
            "facts": [
                "Jonno takes {v} out with him for his lunch.",
                "In my husband's lunch tin there's {v}.",
                "What I pack for Jonno to eat out on the hill is {v}.",
            ],
            "corrections": [
                ("cue", "jonno's lunch is {new} from today"),
                (
                    "cue",
                    "Jonno asked for {new} after the shearers had it and that's what goes in his "
                    "tin.",
                ),
                ("cue", "Since the cold snap I've been packing Jonno {new}."),
                ("explicit", "Jonno says he's had enough of {old}, so he takes {new}."),
                ("explicit", "The dogs pinched {old} off the quad once too often, I pack {new}."),
                ("explicit", "jonno lunch: {new}, {old} banned"),
                (
                    "implicit",
                    "Jonno ate his {new} in the lee of a rock with a caracara watching every "
                    "mouthful.",
                ),
                ("implicit", "{new} came back uneaten, turns out he was fed at the neighbours'"),
                (
                    "implicit",
                    "Alfie begged a share of Jonno's {new} and swore it tastes nicer outdoors.",
                ),
                (
                    "implicit",
                    "Packed {new} in the tin with the broken lid, so it arrived as a sort of "
                    "collage.",
                ),
                (
                    "implicit",
                    "Jonno shared his {new} with the farrier on the tailgate and they talked "
                    "about hooves for an hour.",
                ),
                (
                    "implicit",
                    "Fencing week: a mile of wire to run along the boundary, the post driver "
                    "borrowed from the neighbours, frost on the tools every morning, Alfie off "
                    "lessons with a cough and under my feet, and Jonno out from dawn to dark with "
                    "{new} in the tin and a flask of tea on the quad, coming in each night too "
                    "tired to speak.",
                ),
            ],
            "questions": [
                "What does Jonno take for his lunch?",
                "What's in my husband's lunch tin?",
                "What do I pack for Jonno to eat out on the farm?",
            ],
            "now": ["What am I packing Jonno for lunch at the moment?"],
        },
        "zh": {
            "values": [
                "列巴夹红肠",
                "大饼子配咸菜",
                "馒头夹辣椒酱",
                "一饭盒高粱米饭",
                "烤土豆",
                "保温桶里的鸡蛋面",
            ],
            "facts": [
                "老公进山带的干粮是{v}。",
                "我给孩子他爸装的饭是{v}。",
                "老公中午在外头吃{v}。",
            ],
            "corrections": [
                ("cue", "老公的干粮改成{new}了"),
                ("cue", "老公在林场吃过一回{new}，回来就让我给他装这个。"),
                ("cue", "进了三九以后，我给老公带的是{new}。"),
                ("explicit", "老公说{old}吃够了，带{new}。"),
                ("explicit", "{old}冻得跟石头似的咬不动，老公带{new}。"),
                ("explicit", "干粮：{new}，{old}不带了"),
                ("implicit", "老公蹲在林子边上吃{new}，一只乌鸦在树杈上盯着他每一口。"),
                ("implicit", "{new}原封不动带回来了 原来在人家吃过了"),
                ("implicit", "儿子抢了老公半份{new}，说在外头吃就是香。"),
                ("implicit", "{new}塞进那个盖子坏了的饭盒里，到地方全混成了一团。"),
                ("implicit", "老公跟钉掌的师傅坐在爬犁上分着吃{new}，聊了一个钟头马蹄子。"),
                (
                    "implicit",
                    "打柴火那一个礼拜：跟邻居借的油锯，斧头上天天早上挂着霜，儿子咳嗽请了假在家绊"
                    "脚，老公天不亮就走，揣着{new}和一暖壶热茶上山，天黑透了才回来，累得话都不想说"
                    "。",
                ),
            ],
            "questions": [
                "我老公出门带什么干粮？",
                "我给孩子他爸装的是什么饭？",
                "老公中午在外头吃的是什么？",
            ],
            "now": ["我现在给老公带的是什么干粮？"],
        },
    },
    {
        "key": "partner_pocket_knife",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Leatherman Wave",
                "an Opinel",
                "a Victorinox",
                "a Mora",
                "a Buck folding knife",
                "his dad's horn-handled knife",
            ],
            "facts": [
                "Jonno's pocket knife is {v}.",
                "On my husband's belt there's {v}.",
                "The knife Jonno cuts everything with is {v}.",
            ],
            "corrections": [
                ("cue", "jonno's carrying {new} now"),
                ("cue", "Alfie saved up and gave his dad {new}, and it hasn't left his belt."),
                ("cue", "Since the shearing Jonno has carried {new}."),
                ("explicit", "Jonno lost {old} in the woolshed, so he carries {new}."),
                ("explicit", "{old} snapped on a tin of peaches, it's {new} on his belt."),
                ("explicit", "knife: {new}, {old} lost"),
                (
                    "implicit",
                    "Jonno cut the birthday cake with {new} and nobody asked where it had been.",
                ),
                ("implicit", "{new} went through the wash in his jeans, still works, he's smug"),
                (
                    "implicit",
                    "Jonno opened a visitor's wine with {new} and got a round of applause.",
                ),
                (
                    "implicit",
                    "Alfie watched Jonno whittle a whistle with {new} and tooted it through the "
                    "whole of tea.",
                ),
                (
                    "implicit",
                    "Jonno cut the twine on a hay bale with {new} and the horses were into it "
                    "before he'd stepped back.",
                ),
                (
                    "implicit",
                    "Christmas in camp: the Stanley races on the radio, Ellie home from the "
                    "hostel, a mutton roast and a tinned ham, crackers with no bangs in them, Nan "
                    "asleep by two, and Jonno on the back step with {new} cutting the labels out "
                    "of everyone's presents.",
                ),
            ],
            "questions": [
                "What pocket knife does Jonno carry?",
                "What knife is on my husband's belt?",
                "What does Jonno cut things with?",
            ],
            "now": ["What knife is Jonno carrying these days?"],
        },
        "zh": {
            "values": [
                "瑞士军刀",
                "英吉沙小刀",
                "一把蒙古刀",
                "莱泽曼多功能钳",
                "他爸留下的鹿角把猎刀",
                "供销社买的折叠刀",
            ],
            "facts": ["我老公腰里别的是{v}。", "孩子他爸随身带着{v}。", "老公干啥都用{v}。"],
            "corrections": [
                ("cue", "老公腰里改别{new}了"),
                ("cue", "儿子攒零花钱给他爸买了{new}，打那天起就没离过身。"),
                ("cue", "去年秋天进了趟山以后，老公一直揣着{new}。"),
                ("explicit", "{old}丢在柴火垛里找不着了，老公带的是{new}。"),
                ("explicit", "{old}撬罐头撬折了，老公别着{new}。"),
                ("explicit", "刀：{new}，{old}丢了"),
                ("implicit", "过生日老公拿{new}切的蛋糕，谁也没敢问那刀之前干过啥。"),
                ("implicit", "{new}跟着裤子进了洗衣机 居然没坏 他美得不行"),
                ("implicit", "老公拿{new}给住店的客人开了瓶红酒，客人们直鼓掌。"),
                ("implicit", "儿子看他爸拿{new}削了个柳哨，吹了一晚上。"),
                ("implicit", "老公拿{new}割断草捆上的绳子，马没等他退开就把脑袋扎进去了。"),
                (
                    "implicit",
                    "过年那几天：村里放了一宿炮，闺女放寒假回来了，桌上摆了十二个菜，春晚的小品谁"
                    "也没笑，婆婆不到十点就睡了，老公坐在门口台阶上，拿{new}把一家子过年衣服上的吊"
                    "牌一个一个挑下来。",
                ),
            ],
            "questions": [
                "我老公随身带的是什么刀？",
                "孩子他爸腰里别的什么刀？",
                "我老公干活用的哪把刀？",
            ],
            "now": ["老公现在身上带的是哪把刀？"],
        },
    },
    {
        "key": "son_sledge",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a red plastic sledge",
                "a wooden toboggan Jonno knocked up",
                "a tea tray",
                "a fertiliser sack",
                "a bodyboard",
                "a blow-up rubber ring",
            ],
            "facts": [
                "When it snows, Alfie goes down the hill on {v}.",
                "Alfie's sledge is {v}.",
                "What my son slides down the slope on is {v}.",
            ],
            "corrections": [
                ("cue", "alfie's on {new} from today"),
                (
                    "cue",
                    "Ellie passed {new} down to Alfie and he won't go down the hill on anything "
                    "else.",
                ),
                ("cue", "Since the first snow Alfie has been flying down the slope on {new}."),
                ("explicit", "{old} cracked on a rock, so Alfie sledges on {new}."),
                ("explicit", "The wind took {old} out to sea, he goes down on {new}."),
                ("explicit", "sledge: {new}, {old} gone"),
                (
                    "implicit",
                    "Alfie went down the hill on {new} straight through the middle of a gaggle of "
                    "geese.",
                ),
                ("implicit", "{new} + frozen puddle = alfie in the fence, unhurt, thrilled"),
                ("implicit", "Alfie towed Nan's shopping up from the gate on {new}."),
                (
                    "implicit",
                    "Alfie sent his pen pal a photo of himself on {new} and asked if they get "
                    "snow there.",
                ),
                (
                    "implicit",
                    "Jonno had a go on {new} to show Alfie how it's done and came off at the "
                    "first bump.",
                ),
                (
                    "implicit",
                    "The one proper snow day: the online lesson off because the internet was "
                    "down, the ewes huddled by the shed, the kettle on every hour, gloves drying "
                    "on the rail of the range, Nan at the window with commentary, and Alfie going "
                    "up and down the slope behind the house on {new} till it was dark and his "
                    "cheeks were like two tomatoes.",
                ),
            ],
            "questions": [
                "What does Alfie sledge on?",
                "What's my son's sledge?",
                "What does Alfie go down the hill on when it snows?",
            ],
            "now": ["What's Alfie sledging on at the moment?"],
        },
        "zh": {
            "values": [
                "一辆冰车",
                "塑料滑雪圈",
                "他姥爷钉的木爬犁",
                "一块硬纸壳",
                "化肥袋子",
                "儿童滑雪板",
            ],
            "facts": [
                "儿子冬天滑雪坡坐的是{v}。",
                "我儿子玩雪用的是{v}。",
                "儿子从江坡上往下出溜，坐的是{v}。",
            ],
            "corrections": [
                ("cue", "儿子如今玩上{new}了"),
                ("cue", "闺女给弟弟弄来了{new}，他别的都不稀罕了。"),
                ("cue", "下了头场大雪以后，儿子天天坐着{new}往坡下冲。"),
                ("explicit", "{old}磕在石头上裂了，儿子玩的是{new}。"),
                ("explicit", "{old}让风刮到江面上去了，儿子坐{new}滑。"),
                ("explicit", "滑雪坡：{new}，{old}没了"),
                ("implicit", "儿子坐着{new}从坡上冲下来，一头扎进了一群散养的鸡里。"),
                ("implicit", "{new}加上冻住的水坑 儿子一头扎进栅栏 没事 乐疯了"),
                ("implicit", "儿子拿{new}把婆婆买的两袋面从大门口拖进了院子。"),
                ("implicit", "儿子给他笔友发了张坐在{new}上的照片，问人家那边下不下雪。"),
                ("implicit", "老公为了给儿子示范，坐上{new}往下滑，第一个坎就翻了。"),
                (
                    "implicit",
                    "那个大雪天：网课因为断网停了，鸡都缩在窝里不出来，炉子上的水壶一个钟头烧一回"
                    "，手套搭在火墙上烤着，婆婆趴在窗户上现场解说，儿子坐着{new}在房后的坡上上上下"
                    "下，一直玩到天黑，脸蛋冻得跟俩红苹果似的。",
                ),
            ],
            "questions": [
                "我儿子滑雪坡坐的是什么？",
                "儿子玩雪用的什么？",
                "儿子往坡下出溜坐的是啥？",
            ],
            "now": ["我儿子现在滑雪坡坐的是什么？"],
        },
    },
    {
        "key": "son_pen_pal",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a boy in Shetland called Magnus",
                "Ruby at a school in Cornwall",
                "a lad on Tristan da Cunha",
                "his cousin Mateo in Chile",
                "a girl on St Helena called Grace",
                "Oliver from Orkney",
            ],
            "facts": [
                "Alfie's pen pal is {v}.",
                "My son writes letters to {v}.",
                "The person Alfie swaps letters with is {v}.",
            ],
            "corrections": [
                ("cue", "alfie's writing to {new} from this term"),
                ("cue", "His teacher paired Alfie up with {new} and they write every month."),
                ("cue", "Since the school link scheme got going Alfie has been writing to {new}."),
                ("explicit", "{old} stopped writing back, so Alfie's pen pal is {new}."),
                ("explicit", "Alfie fell out with {old} over football, he writes to {new}."),
                ("explicit", "pen pal: {new}, not {old}"),
                (
                    "implicit",
                    "Alfie sent {new} a photo of a sea lion and a tuft of wool in the same "
                    "envelope.",
                ),
                ("implicit", "letter from {new} came on the plane, alfie read it out to the hens"),
                (
                    "implicit",
                    "{new} sent Alfie a drawing of their house and it's stuck up above his bed.",
                ),
                (
                    "implicit",
                    "Alfie asked {new} if they've ever seen a penguin and got two pages back "
                    "about a pony.",
                ),
                (
                    "implicit",
                    "Alfie spent Sunday writing {new} four pages about sledging and one line "
                    "about school.",
                ),
                (
                    "implicit",
                    "Mail day: the Islander bumping down on the strip in a crosswind, a box of "
                    "groceries from Stanley with half the eggs broken, Nan's library books, a "
                    "parcel of school worksheets, a bill for the diesel, and one fat envelope "
                    "from {new} that Alfie carried round the house all afternoon before he'd let "
                    "himself open it.",
                ),
            ],
            "questions": [
                "Who's Alfie's pen pal?",
                "Who does my son write letters to?",
                "Who does Alfie swap letters with?",
            ],
            "now": ["Who's Alfie writing to at the moment?"],
        },
        "zh": {
            "values": [
                "海南文昌的一个小男孩",
                "厦门的林小满",
                "西双版纳的岩温",
                "深圳的陈子轩",
                "广西北海的小胖",
                "上海的朵朵",
            ],
            "facts": ["我儿子的笔友是{v}。", "儿子跟{v}通信。", "儿子写信的那个小朋友是{v}。"],
            "corrections": [
                ("cue", "儿子改给{new}写信了"),
                ("cue", "学校搞“南北手拉手”，老师把儿子分给了{new}，俩人一个月一封信。"),
                ("cue", "自打上了三年级，儿子的笔友就是{new}。"),
                ("explicit", "{old}老不回信，儿子的笔友是{new}。"),
                ("explicit", "儿子跟{old}为了奥特曼吵翻了，跟{new}通信。"),
                ("explicit", "笔友：{new}，不是{old}"),
                ("implicit", "儿子给{new}寄了一张窗户上冰花的照片，信封里还夹了一根马尾巴毛。"),
                ("implicit", "{new}的信到了 儿子念给鸡听"),
                ("implicit", "{new}给儿子画了一张他们家的画，儿子贴在了床头。"),
                ("implicit", "儿子问{new}见没见过零下四十度，人家回信问他见没见过椰子树。"),
                ("implicit", "儿子一个礼拜天给{new}写了四页纸讲滑雪坡，学校的事就写了一行。"),
                (
                    "implicit",
                    "邮车来的那天：车顶着大烟泡开进村，城里捎来的一箱菜冻坏了一半，婆婆从图书室借"
                    "的书到了，还有儿子的练习册和一张柴油的账单，外加一封{new}寄来的厚厚的信，儿子"
                    "揣着在屋里走来走去一下午，才舍得拆。",
                ),
            ],
            "questions": ["我儿子的笔友是谁？", "儿子跟谁通信？", "儿子给谁写信？"],
            "now": ["我儿子现在跟谁通信？"],
        },
    },
    {
        "key": "daughter_town_guardian",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my sister Carol on Ross Road",
                "Jonno's aunt Marion",
                "her godmother Tina",
                "our friends the Hewitts",
                "the house parents at Stanley House",
                "Nan's old neighbour Mrs Biggs",
            ],
            "facts": [
                "In term time Ellie stays with {v} in Stanley.",
                "Ellie's guardian in town is {v}.",
                "Our daughter lodges with {v} while she's at school.",
            ],
            "corrections": [
                ("cue", "ellie's with {new} from this term"),
                ("cue", "We sorted it for Ellie to stay with {new} and she's there all term."),
                ("cue", "Since she went up to Year 9 Ellie has been staying with {new}."),
                ("explicit", "{old} went back to the UK, so Ellie stays with {new}."),
                (
                    "explicit",
                    "Ellie and {old} rubbed each other up the wrong way, she lodges with {new}.",
                ),
                ("explicit", "ellie in town: {new}, not {old}"),
                (
                    "implicit",
                    "{new} rang to say Ellie had dyed her fringe blue in the bathroom sink.",
                ),
                (
                    "implicit",
                    "{new} sent a photo of ellie asleep on the sofa in her uniform, bless",
                ),
                (
                    "implicit",
                    "Sent {new} a leg of mutton on the plane as a thank-you for putting up with "
                    "Ellie.",
                ),
                (
                    "implicit",
                    "Ellie says {new} makes her do her homework at the kitchen table before she's "
                    "allowed the telly.",
                ),
                (
                    "implicit",
                    "{new} took Ellie to the Christmas races and she came back with a rosette and "
                    "a sunburnt nose.",
                ),
                (
                    "implicit",
                    "Ellie's first week back: the Islander held up a day by fog, her trunk left "
                    "on the airstrip, a maths test on the Monday, a falling-out with her best "
                    "friend by Wednesday, three tearful calls to the farm, and {new} driving her "
                    "round Stanley on the Saturday for chips and a go on the swings until she "
                    "cheered up.",
                ),
            ],
            "questions": [
                "Who does Ellie stay with in Stanley?",
                "Who's Ellie's guardian in town?",
                "Who does our daughter lodge with during term?",
            ],
            "now": ["Who's Ellie staying with in town these days?"],
        },
        "zh": {
            "values": [
                "她二姨",
                "她大姑",
                "班主任孙老师",
                "她姥姥",
                "学校附近的陪读阿姨",
                "我表姐秀梅",
            ],
            "facts": [
                "闺女在城里上学，平时住在{v}家。",
                "闺女在城里是{v}照看着。",
                "我闺女上学期间寄住在{v}那儿。",
            ],
            "corrections": [
                ("cue", "闺女这学期起住{new}家"),
                ("cue", "跟{new}说好了，闺女上学就住那儿。"),
                ("cue", "上了初二以后，闺女一直住在{new}家。"),
                ("explicit", "{old}去南方带孙子了，闺女住{new}家。"),
                ("explicit", "闺女跟{old}处不来，住在{new}那儿。"),
                ("explicit", "闺女在城里：{new}，不住{old}家了"),
                ("implicit", "{new}打电话来说，闺女在卫生间里把刘海染成了蓝的。"),
                ("implicit", "{new}发来一张闺女穿着校服在沙发上睡着的照片 心疼"),
                ("implicit", "托班车给{new}捎去半扇猪肉，谢谢这一学期照看闺女。"),
                ("implicit", "闺女说{new}非让她在饭桌上写完作业才给看电视。"),
                (
                    "implicit",
                    "{new}带闺女去看了冰灯，闺女回来鼻子冻得通红，手里还攥着个套圈套来的小熊。",
                ),
                (
                    "implicit",
                    "闺女开学头一个礼拜：班车赶上大雾晚了一天，她的行李箱落在了村口，礼拜一就数学"
                    "考试，礼拜三跟最好的朋友闹掰了，往家里哭着打了三回电话，礼拜六{new}领着她去吃"
                    "了顿铁锅炖，又在广场上玩了半天滑梯，这才缓过来。",
                ),
            ],
            "questions": [
                "我闺女在城里住谁家？",
                "闺女在城里上学谁照看？",
                "我闺女上学期间寄住在谁那儿？",
            ],
            "now": ["我闺女现在在城里住谁家？"],
        },
    },
    {
        "key": "daughter_care_package",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a tin of flapjack",
                "a bag of my fudge",
                "a jar of diddle-dee jam",
                "cheese scones",
                "a slab of gingerbread",
                "a box of Nan's shortbread",
            ],
            "facts": [
                "When Ellie flies back to school I send her with {v}.",
                "What goes in Ellie's bag for the hostel is {v}.",
                "Ellie's treat from home is {v}.",
            ],
            "corrections": [
                ("cue", "ellie gets {new} to take back from now on"),
                ("cue", "Ellie put in a request for {new} and that's what I pack her every time."),
                ("cue", "Since her birthday Ellie has been going back to town with {new}."),
                ("explicit", "Ellie says {old} is for babies, so she takes {new}."),
                ("explicit", "{old} got squashed in the hold, I send her with {new}."),
                ("explicit", "ellie's tuck: {new}, not {old}"),
                ("implicit", "Ellie shared {new} round the hostel and came home famous."),
                ("implicit", "{new} put her bag over the weight on the plane, ellie livid"),
                (
                    "implicit",
                    "Her guardian in town rang to say {new} had gone down a storm with her lot "
                    "too.",
                ),
                ("implicit", "Wrapped {new} in a tea towel and it still arrived as crumbs."),
                (
                    "implicit",
                    "Ellie's friend wrote me a thank-you card for {new} and spelt my name wrong.",
                ),
                (
                    "implicit",
                    "The Sunday before term: washing dried in front of the stove, the trunk "
                    "packed and unpacked twice, Jonno hunting for her charger, Alfie hiding her "
                    "hairbrush for a joke, Nan a bit teary at the table, and me in the kitchen at "
                    "eleven at night sorting out {new} because she'd mentioned it once at tea.",
                ),
            ],
            "questions": [
                "What do I send Ellie back to school with?",
                "What goes in Ellie's bag for the hostel?",
                "What's Ellie's treat from home?",
            ],
            "now": ["What am I sending back with Ellie at present?"],
        },
        "zh": {
            "values": [
                "一饭盒冻饺子",
                "一罐辣白菜",
                "一瓶都柿酱",
                "一包哈尔滨红肠",
                "一袋炒松子",
                "一盒自己炸的排叉",
            ],
            "facts": [
                "闺女回城里上学，我给她带{v}。",
                "闺女包里装的家里的东西是{v}。",
                "我每回给闺女捎的是{v}。",
            ],
            "corrections": [
                ("cue", "给闺女捎的改成{new}了"),
                ("cue", "闺女点名要{new}，往后回去就给她带这个。"),
                ("cue", "过完生日以后，闺女回城都带着{new}。"),
                ("explicit", "闺女嫌{old}土，带的是{new}。"),
                ("explicit", "{old}在班车上压坏了，给她带{new}。"),
                ("explicit", "闺女的：{new}，不是{old}"),
                ("implicit", "闺女把{new}分给了全班，回来说自己成了名人。"),
                ("implicit", "{new}在班车上被司机说占地方 闺女气坏了"),
                ("implicit", "闺女寄住的那家打电话来问{new}是咋做的。"),
                ("implicit", "拿报纸把{new}裹了三层，到了城里还是压得不成样子。"),
                ("implicit", "闺女同学给我写了张感谢卡，谢谢{new}，还把我的名字写错了。"),
                (
                    "implicit",
                    "开学前那个礼拜天：衣服洗完了搭在火墙上烤干，箱子装了拆、拆了装两回，老公满屋"
                    "子找她的充电器，儿子把她的梳子藏起来逗她，婆婆在饭桌上抹了两回眼泪，我夜里十"
                    "一点还在厨房里收拾{new}，就因为她吃饭时随口提了一句。",
                ),
            ],
            "questions": [
                "我给闺女带回学校的是什么？",
                "闺女回城我给她捎什么？",
                "闺女从家里带走的是啥？",
            ],
            "now": ["我现在给闺女捎的是什么？"],
        },
    },
    {
        "key": "signal_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the top of the hill behind the house",
                "the end of the jetty",
                "the peat shed door",
                "the windsock on the airstrip",
                "the gate by the cattle grid",
                "the upstairs landing window",
            ],
            "facts": [
                "To get a phone signal on the farm I go to {v}.",
                "The only place my mobile works is {v}.",
                "When I ring Ellie I stand at {v}.",
            ],
            "corrections": [
                ("cue", "phone only works at {new} now"),
                ("cue", "Jonno worked out you get two bars at {new}, so that's where I ring from."),
                ("cue", "Since they put the mast up at Fox Bay, my phone finds a signal at {new}."),
                ("explicit", "{old} doesn't get a flicker, so I ring from {new}."),
                ("explicit", "Gave up waving my phone about at {old}, I use {new}."),
                ("explicit", "signal: {new}, not {old}"),
                (
                    "implicit",
                    "Stood at {new} in the hail for twenty minutes so Ellie could tell me about a "
                    "boy.",
                ),
                ("implicit", "{new}, one bar, arm in the air, looking like the statue of liberty"),
                (
                    "implicit",
                    "A visitor from the cottage found me at {new} holding my phone up and asked "
                    "if I was praying.",
                ),
                ("implicit", "Nan sends me out to {new} to check the football scores for her."),
                (
                    "implicit",
                    "Rang the ferry office from {new} with my feet going numb and got put on hold.",
                ),
                (
                    "implicit",
                    "Ellie's exam results day: Jonno in the woolshed, Alfie at his lesson, a "
                    "casserole in, three visitors wanting towels, the wind gusting sixty, and me "
                    "at {new} for most of the afternoon with my hood up and the phone held out to "
                    "the sky, refreshing until her message came through.",
                ),
            ],
            "questions": [
                "Where do I go to get a phone signal?",
                "Where on the farm does my mobile work?",
                "Where do I ring Ellie from?",
            ],
            "now": ["Where am I getting a signal these days?"],
        },
        "zh": {
            "values": [
                "江边观景台",
                "后山坡上的大石头",
                "村委会门口",
                "小卖部台阶上",
                "二楼窗台边",
                "院里的柴火垛上",
            ],
            "facts": [
                "我们家手机要信号得去{v}。",
                "在村里我手机只有在{v}才有信号。",
                "给闺女打电话我都站在{v}。",
            ],
            "corrections": [
                ("cue", "信号改去{new}找了"),
                ("cue", "老公发现{new}能有两格信号，往后我就在那儿打电话。"),
                ("cue", "村里立了铁塔以后，我手机在{new}就有信号。"),
                ("explicit", "{old}一格信号都没有了，我去{new}打电话。"),
                ("explicit", "{old}举着手机晃半天也没用，我上{new}。"),
                ("explicit", "信号：{new}，不去{old}了"),
                ("implicit", "冒着冒烟雪在{new}站了二十分钟，听闺女讲班里一个男生。"),
                ("implicit", "{new} 一格信号 胳膊举得老高 跟自由女神似的"),
                ("implicit", "住店的游客看见我在{new}举着手机，问我是不是在拜什么。"),
                ("implicit", "婆婆让我去{new}替她看看直播间里的秒杀开没开。"),
                ("implicit", "在{new}打电话，脚底下冻得直跺，闺女在那头问我是不是在跳舞。"),
                (
                    "implicit",
                    "闺女期末考试出分那天：老公在马棚，儿子在上网课，锅里炖着菜，三个客人要毛巾，"
                    "外头刮着七八级的风，我大半个下午都站在{new}，帽子扣着，手机朝天举着，一遍一遍"
                    "刷，直到她的消息蹦出来。",
                ),
            ],
            "questions": [
                "我在哪儿手机才有信号？",
                "在村里我上哪儿打电话？",
                "我给闺女打电话站在哪儿？",
            ],
            "now": ["我现在上哪儿找信号？"],
        },
    },
    {
        "key": "nan_knitting_wool",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "wool from the Fox Bay mill",
                "Rowan Felted Tweed",
                "Sirdar",
                "King Cole",
                "Drops Alaska",
                "yarn spun from our own Corriedale fleeces",
            ],
            "facts": [
                "Nan knits with {v}.",
                "The wool in Nan's knitting bag is {v}.",
                "What Nan's jumpers are made of is {v}.",
            ],
            "corrections": [
                ("cue", "nan's knitting with {new} now"),
                (
                    "cue",
                    "Ellie ordered Nan a bundle of {new} online and it's all she'll knit with.",
                ),
                ("cue", "Since her cataract op Nan has been knitting with {new}."),
                ("explicit", "Nan says {old} splits on the needle, so she uses {new}."),
                ("explicit", "{old} ran out and the ship didn't bring more, Nan knits with {new}."),
                ("explicit", "nan's wool: {new}, {old} done"),
                (
                    "implicit",
                    "The kitten got into Nan's basket of {new} and the living room looks like a "
                    "crime scene.",
                ),
                ("implicit", "nan knitting {new} at 80 miles an hour through the weather forecast"),
                (
                    "implicit",
                    "Nan made Alfie a balaclava out of {new} and he looks like a very small bank "
                    "robber.",
                ),
                (
                    "implicit",
                    "Nan's ball of {new} rolled under the stove and came back smelling of peat.",
                ),
                (
                    "implicit",
                    "A visitor bought a hat Nan had knitted in {new} and wore it out of the door.",
                ),
                (
                    "implicit",
                    "Sunday afternoon: rain on the windows, the stove ticking, the kettle "
                    "singing, the radio quiz on, Alfie and Jonno arguing over a board game, Ellie "
                    "on a video call from the hostel freezing every ten seconds, and Nan with "
                    "{new} and her needles, turning out the sleeve of a jumper nobody had asked "
                    "for.",
                ),
            ],
            "questions": [
                "What wool does Nan knit with?",
                "What's in Nan's knitting bag?",
                "What does Nan make her jumpers out of?",
            ],
            "now": ["What wool is Nan knitting with currently?"],
        },
        "zh": {
            "values": [
                "恒源祥毛线",
                "鄂尔多斯羊绒线",
                "兔毛线",
                "冰岛毛线",
                "网上买的腈纶线",
                "马海毛",
            ],
            "facts": ["婆婆织毛衣用的是{v}。", "婆婆的针线笸箩里是{v}。", "婆婆织毛裤拿的是{v}。"],
            "corrections": [
                ("cue", "婆婆手里的线换成{new}了"),
                ("cue", "闺女在网上给奶奶下单了{new}，老太太别的线都不要了。"),
                ("cue", "做完白内障手术以后，婆婆一直织{new}。"),
                ("explicit", "婆婆嫌{old}扎手，织的是{new}。"),
                ("explicit", "{old}用完了镇上没货，婆婆织{new}。"),
                ("explicit", "婆婆的线：{new}，{old}织完了"),
                ("implicit", "小猫钻进婆婆装{new}的笸箩里，客厅跟案发现场似的。"),
                ("implicit", "婆婆一边看天气预报一边织{new} 手快得跟机器似的"),
                ("implicit", "婆婆拿{new}给儿子织了个套头帽，露俩眼睛，跟个小劫匪似的。"),
                ("implicit", "婆婆的{new}线团滚到炉子底下，拿出来一股煤烟味。"),
                ("implicit", "住店的客人买走了婆婆拿{new}织的一顶帽子，当场就戴上走了。"),
                (
                    "implicit",
                    "礼拜天下午：窗户上结着霜花，炉子噼啪响，水壶在上头吱吱叫，收音机里咿咿呀呀唱"
                    "着戏，老公跟儿子为了下跳棋吵吵，闺女在城里跟家里视频，十秒卡一回，婆婆拿着"
                    "{new}和两根针，织着一只谁也没要的毛衣袖子。",
                ),
            ],
            "questions": ["婆婆织毛衣用的什么线？", "婆婆笸箩里是什么线？", "婆婆拿什么线织毛裤？"],
            "now": ["婆婆现在织的是什么线？"],
        },
    },
    {
        "key": "nan_fireside_seat",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the armchair by the Rayburn",
                "the old settle in the kitchen",
                "the rocking chair by the peat stove",
                "the window seat",
                "Grandad's old recliner",
                "the wingback chair in the hall",
            ],
            "facts": [
                "Nan's spot is {v}.",
                "Where Nan sits all evening is {v}.",
                "Nan has claimed {v} as her seat.",
            ],
            "corrections": [
                ("cue", "nan's spot: {new} from now on"),
                ("cue", "After the physio came, Nan made {new} her spot."),
                ("cue", "Since the cold weather came in, Nan's seat has been {new}."),
                ("explicit", "Nan says {old} gives her a crick in the neck, so her spot is {new}."),
                ("explicit", "The dog took over {old}, so Nan's seat is {new}."),
                ("explicit", "nan's seat: {new}, {old} abandoned"),
                ("implicit", "Nan dozed off in {new} with her mouth open and the cat on her knee."),
                (
                    "implicit",
                    "nan in {new} doing commentary on the weather forecast like it's the grand "
                    "national",
                ),
                (
                    "implicit",
                    "Alfie tried sitting in {new} and Nan looked at him like he'd sat on the "
                    "throne.",
                ),
                (
                    "implicit",
                    "Found my reading glasses, the remote and two mint imperials down the side of "
                    "{new}.",
                ),
                (
                    "implicit",
                    "A visitor from the cottage sat himself in {new} by mistake and Nan stood in "
                    "the doorway until he noticed.",
                ),
                (
                    "implicit",
                    "Burns Night at ours: the neighbours over with a bottle, haggis out of a tin, "
                    "Jonno reading the poem in the worst accent ever heard, Alfie under the table "
                    "with the dogs, Ellie on speakerphone, and Nan in {new} the whole evening "
                    "like a queen, being brought her dram and her plate and not budging an inch.",
                ),
            ],
            "questions": [
                "Where does Nan sit?",
                "What's Nan's spot in the evenings?",
                "Which seat has Nan claimed?",
            ],
            "now": ["Where's Nan sitting these days?"],
        },
        "zh": {
            "values": [
                "炕头",
                "火墙边上的小板凳",
                "炉子旁边的摇椅",
                "窗台底下的沙发",
                "炕梢",
                "灶坑门前的矮凳",
            ],
            "facts": ["婆婆冬天坐在{v}。", "婆婆一天到晚待在{v}。", "家里婆婆的专座是{v}。"],
            "corrections": [
                ("cue", "婆婆挪到{new}了"),
                ("cue", "老公把{new}给婆婆拾掇好了，往后她就在那儿坐。"),
                ("cue", "入冬以后婆婆天天坐{new}。"),
                ("explicit", "婆婆嫌{old}脖子受风，坐的是{new}。"),
                ("explicit", "猫把{old}占了，婆婆坐{new}。"),
                ("explicit", "婆婆的座儿：{new}，不坐{old}了"),
                ("implicit", "婆婆在{new}张着嘴睡着了，猫趴在她腿上。"),
                ("implicit", "婆婆坐在{new}给天气预报做解说 跟解说球赛似的"),
                ("implicit", "儿子想坐{new}，婆婆瞅他那一眼，跟他坐了龙椅似的。"),
                ("implicit", "在{new}那块儿翻出了我的老花镜、遥控器和两块薄荷糖。"),
                (
                    "implicit",
                    "住店的客人不知道，一屁股坐到了{new}，婆婆在门口站着，一直站到他自己觉出来。",
                ),
                (
                    "implicit",
                    "小年那晚：邻居拎着酒过来了，桌上摆着白肉血肠，老公唱了一段《智取威虎山》，跑"
                    "调跑到了江对岸，儿子钻在桌子底下跟狗玩，闺女开着免提在电话里起哄，婆婆一晚上"
                    "都坐在{new}，酒和菜都给她端过去，她一动不动，跟老佛爷似的。",
                ),
            ],
            "questions": ["婆婆坐在哪儿？", "婆婆冬天待在哪儿？", "家里婆婆的专座是哪儿？"],
            "now": ["婆婆现在坐在哪儿？"],
        },
    },
    {
        "key": "stove_pot",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "mutton broth",
                "lentil soup",
                "a pot of stewed tea",
                "pea and ham soup",
                "a bean hotpot",
                "oxtail stew",
            ],
            "facts": [
                "There's always {v} on the back of the Rayburn.",
                "What's simmering on our stove all day is {v}.",
                "The pot that never comes off the stove has {v} in it.",
            ],
            "corrections": [
                ("cue", "stove pot is {new} from today"),
                (
                    "cue",
                    "The shearers talked me into {new} and it's sat on the back of the stove ever "
                    "since.",
                ),
                ("cue", "Since winter set in I keep {new} going on the stove."),
                ("explicit", "Everyone got sick of {old}, so it's {new} on the stove."),
                ("explicit", "Burnt {old} to the bottom of the pan, there's {new} on the back."),
                ("explicit", "stove: {new}, {old} done"),
                (
                    "implicit",
                    "Jonno came in soaked and had two bowls of {new} standing up with his coat on.",
                ),
                ("implicit", "nan stirs {new} every time she passes, like it owes her money"),
                (
                    "implicit",
                    "The visitors from the cottage followed the smell of {new} right into our "
                    "kitchen.",
                ),
                ("implicit", "Alfie's football landed in {new} and we had a very quiet tea."),
                (
                    "implicit",
                    "The farrier had a mug of {new} on the back step and said he'd be back for "
                    "more.",
                ),
                (
                    "implicit",
                    "The storm day: the roof off the hen house, the phone line down, the visitors "
                    "stuck in the cottage with a jigsaw, the generator sulking, Jonno out tying "
                    "things down, Alfie counting the gusts, and {new} on the back of the stove "
                    "the whole time, keeping the kitchen warm and everyone who came in wet fed.",
                ),
            ],
            "questions": [
                "What's always on the back of our stove?",
                "What's simmering on the stove all day?",
                "What's in the pot that never leaves the stove?",
            ],
            "now": ["What's on the back of the stove at the moment?"],
        },
        "zh": {
            "values": [
                "一壶砖茶",
                "一锅酸菜白肉",
                "一锅苞米碴子粥",
                "一锅冻豆腐炖粉条",
                "一壶山丁子水",
                "一锅烀土豆",
            ],
            "facts": [
                "我家炉子上一天到晚坐着{v}。",
                "冬天我家炉盘上常年搁着{v}。",
                "我家炉子上从早到晚热着{v}。",
            ],
            "corrections": [
                ("cue", "炉子上改坐{new}了"),
                ("cue", "住店的哈尔滨客人教我弄了{new}，炉子上就一直坐着它。"),
                ("cue", "进了腊月以后，我家炉子上天天是{new}。"),
                ("explicit", "{old}全家都吃腻了，炉子上坐的是{new}。"),
                ("explicit", "{old}糊了锅底，炉子上是{new}。"),
                ("explicit", "炉子上：{new}，{old}撤了"),
                ("implicit", "老公冻透了进屋，棉袄都没脱，站在炉子边就着{new}暖和了半天。"),
                ("implicit", "婆婆路过一回就掀开{new}的盖子看一回 跟查岗似的"),
                ("implicit", "住店的客人顺着{new}的味儿一路摸进了我家厨房。"),
                ("implicit", "儿子的毽子踢到炉子上，差点掉进{new}里，那顿饭全家都没敢吭声。"),
                ("implicit", "钉掌师傅蹲在炉子边守着{new}不肯走，说一会儿还得再来点儿。"),
                (
                    "implicit",
                    "刮大烟泡那天：隔壁院的鸡窝顶被掀了，电话线断了，住店的客人困在屋里拼了一天拼"
                    "图，发电机直闹脾气，老公出去拿绳子捆东西，儿子趴在窗户上数风刮了几阵，炉子上"
                    "的{new}一整天没撤，谁进门都先过去暖和暖和。",
                ),
            ],
            "questions": [
                "我家炉子上一天到晚坐着的是什么？",
                "冬天我家炉盘上搁着什么？",
                "炉子上从来不撤的是什么？",
            ],
            "now": ["我家炉子上现在坐着的是什么？"],
        },
    },
    {
        "key": "visitor_day_trip",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the rockhopper colony on the cliffs",
                "the black-browed albatross colony",
                "the gentoo beach",
                "the wreck in the bay",
                "the sea lion haul-out at the point",
                "the stone run up the valley",
            ],
            "facts": [
                "When visitors stay in our cottage I take them out to {v}.",
                "The day trip I do for the cottage guests is to {v}.",
                "Our visitors' outing is always to {v}.",
            ],
            "corrections": [
                ("cue", "taking the visitors to {new} from this season"),
                (
                    "cue",
                    "A birder from Yorkshire told me about {new} and it's where I take the "
                    "cottage guests.",
                ),
                ("cue", "Since the track was fixed I've been driving the visitors out to {new}."),
                (
                    "explicit",
                    "{old} got too boggy for the Land Rover, so the visitors go to {new}.",
                ),
                ("explicit", "I stopped taking guests to {old} after the cliff slip, we do {new}."),
                ("explicit", "day trip: {new}, {old} off"),
                (
                    "implicit",
                    "A retired vicar from the cottage cried at {new} and then tried to hide it.",
                ),
                (
                    "implicit",
                    "{new} in horizontal rain, visitors thrilled anyway, mad the lot of them",
                ),
                (
                    "implicit",
                    "Ellie did the talk at {new} for the visitors in the summer holidays and "
                    "charged them nothing, which I've raised with her.",
                ),
                (
                    "implicit",
                    "One of the guests lent Alfie her binoculars at {new} and he won't give them "
                    "back.",
                ),
                (
                    "implicit",
                    "Lost a visitor's hat to the wind at {new} and watched it fly off towards "
                    "Chile.",
                ),
                (
                    "implicit",
                    "The busy week in January: two couples and a photographer in the cottage, a "
                    "cruise ship anchored off the settlement for a day, mutton for twelve every "
                    "night, sunburn on top of windburn, the bird book passed round until the "
                    "spine went, and me driving out to {new} every single morning with a Land "
                    "Rover full of cameras.",
                ),
            ],
            "questions": [
                "Where do I take the cottage visitors?",
                "What's the day trip I do for our guests?",
                "Where do our visitors go on their outing?",
            ],
            "now": ["Where am I taking the visitors these days?"],
        },
        "zh": {
            "values": ["北极沙洲", "最北邮局", "观音山", "北红村", "龙江第一湾", "松苑原始林"],
            "facts": [
                "住我们家的游客，我都带他们去{v}。",
                "我给客人安排的一日游是去{v}。",
                "来住店的客人我领着去的是{v}。",
            ],
            "corrections": [
                ("cue", "带客人改去{new}了"),
                ("cue", "一个摄影的客人跟我提了{new}，往后我就带住店的去那儿。"),
                ("cue", "今年冬至以后，我领游客去的是{new}。"),
                ("explicit", "{old}人挤人的，我带客人去{new}。"),
                ("explicit", "{old}那条路让雪封了，客人去{new}。"),
                ("explicit", "一日游：{new}，{old}不去了"),
                ("implicit", "一个退休的老教师在{new}掉了眼泪，还假装是风吹的。"),
                ("implicit", "{new} 零下三十八度 游客乐得跟什么似的 都是疯子"),
                ("implicit", "放寒假闺女在{new}给客人当讲解，一分钱没收，我跟她好好谈了谈。"),
                ("implicit", "有个客人在{new}把望远镜借给儿子看，儿子到今天都不肯还。"),
                ("implicit", "在{new}风把一个客人的帽子吹跑了，一路往江对岸飘过去。"),
                (
                    "implicit",
                    "元旦那个礼拜：三间房住了两对小两口和一个摄影师，村里来了一大拨旅行团，天天晚"
                    "上做十二个人的饭，脸上冻伤摞着晒伤，那本鸟书传来传去，书脊都翻散了，我天天早"
                    "上开车拉一车相机去{new}。",
                ),
            ],
            "questions": [
                "我带住店的游客去哪儿？",
                "我给客人安排的一日游去哪儿？",
                "来住店的客人我领去哪儿？",
            ],
            "now": ["我现在带客人去哪儿？"],
        },
    },
    {
        "key": "guest_welcome_treat",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "hot scones",
                "a slice of rum cake",
                "mutton pies",
                "a tot of whisky",
                "diddle-dee cordial",
                "Nan's ginger biscuits",
            ],
            "facts": [
                "Visitors arriving at the cottage are welcomed with {v}.",
                "The first thing our guests are handed is {v}.",
                "I greet the cottage guests with {v}.",
            ],
            "corrections": [
                ("cue", "guests get {new} from this season"),
                (
                    "cue",
                    "A guest left a glowing review that mentioned {new}, so every visitor gets it.",
                ),
                ("cue", "Since the spring I've been welcoming the visitors with {new}."),
                ("explicit", "Half the guests didn't touch {old}, so the welcome is {new}."),
                ("explicit", "{old} kept going stale before they arrived, I give them {new}."),
                ("explicit", "welcome: {new}, not {old}"),
                (
                    "implicit",
                    "A German couple took one taste of {new} and asked if they could stay another "
                    "week.",
                ),
                ("implicit", "handed {new} to a man who turned out to be the plumber, not a guest"),
                (
                    "implicit",
                    "Alfie carries {new} over to the cottage and has a taste on the way every "
                    "time.",
                ),
                ("implicit", "A guest photographed {new} next to the visitors' book for her blog."),
                (
                    "implicit",
                    "The Islander was three hours late and the visitors found {new} waiting under "
                    "a tea towel.",
                ),
                (
                    "implicit",
                    "Turnaround day: beds stripped, the washing machine on its third load, the "
                    "peat bucket filled, a dead mouse removed from the bath, the last lot's "
                    "forgotten charger posted back, and {new} laid out on the table with the key "
                    "just as the next lot came up the track in Jonno's trailer.",
                ),
            ],
            "questions": [
                "What do I welcome the cottage guests with?",
                "What do our visitors get when they arrive?",
                "What's the first thing I hand the guests?",
            ],
            "now": ["What are guests getting as a welcome at the moment?"],
        },
        "zh": {
            "values": ["冻梨", "冻柿子", "一盘粘豆包", "一碗姜糖水", "一杯蓝莓汁", "一盘烤松子"],
            "facts": [
                "住店的客人一进门，我先端上{v}。",
                "我家旅馆迎客用的是{v}。",
                "客人来了头一样吃到的是{v}。",
            ],
            "corrections": [
                ("cue", "迎客改端{new}了"),
                ("cue", "有个客人在网上评论里专门夸了{new}，往后来的客人一律上这个。"),
                ("cue", "入冬以后客人进门我就上{new}。"),
                ("explicit", "{old}好几个南方客人吃不惯，迎客上{new}。"),
                ("explicit", "{old}放不住，客人来了端{new}。"),
                ("explicit", "迎客：{new}，不上{old}了"),
                ("implicit", "一对广东小两口尝了一口{new}，当场问能不能再住一个礼拜。"),
                ("implicit", "把{new}端给了一个人 结果是来修水管的"),
                ("implicit", "儿子端着{new}往客房送，每回半道上都偷吃一口。"),
                ("implicit", "有个客人把{new}跟留言本摆在一起拍了照，发到了网上。"),
                ("implicit", "航班晚了三个钟头，客人进屋时{new}还在桌上拿盖帘盖着。"),
                (
                    "implicit",
                    "退房那天：床单被罩全拆了，洗衣机洗到了第三缸，炉子添满了煤，从浴缸里捞出一只"
                    "死耗子，上一拨客人落下的充电器也给寄回去了，我刚把{new}摆上桌、钥匙放好，下一"
                    "拨客人就坐着老公的爬犁进院了。",
                ),
            ],
            "questions": [
                "住店的客人进门我先端上什么？",
                "我家旅馆拿什么迎客？",
                "客人来了头一样吃到的是什么？",
            ],
            "now": ["我现在拿什么迎客？"],
        },
    },
    {
        "key": "bird_field_guide",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Robin Woods' Falklands guide",
                "the Collins Bird Guide",
                "an old Peterson guide",
                "a laminated Falklands Conservation chart",
                "Ellie's school bird book",
                "a Helm guide to South American birds",
            ],
            "facts": [
                "I identify birds with {v}.",
                "My bird book is {v}.",
                "When I'm not sure what a bird is I check {v}.",
            ],
            "corrections": [
                ("cue", "birds: going by {new} from now on"),
                ("cue", "A birder in the cottage left me {new} and it's what I go by."),
                (
                    "cue",
                    "Since the caracara argument in the spring I've been checking everything in "
                    "{new}.",
                ),
                ("explicit", "{old} fell in a rock pool, so I use {new}."),
                ("explicit", "Alfie drew moustaches on every page of {old}, I go by {new}."),
                ("explicit", "bird id: {new}, {old} shelved"),
                ("implicit", "Spent an hour with {new} deciding a wren was a wren."),
                (
                    "implicit",
                    "{new} says the little brown one is a grass wren, jonno says it's a little "
                    "brown one",
                ),
                ("implicit", "Alfie took {new} to bed and fell asleep on the petrels."),
                (
                    "implicit",
                    "A visitor and I stood on the cliff path arguing over {new} about a tern for "
                    "twenty minutes.",
                ),
                (
                    "implicit",
                    "Left {new} on the dashboard and the sun curled the cover like a crisp.",
                ),
                (
                    "implicit",
                    "Birthday outing to the point: a flask of coffee, Jonno driving for once, "
                    "Alfie in charge of the binoculars, a picnic eaten in the lee of the car, a "
                    "caracara pinching a sandwich, fog rolling in at three, and me sat in the "
                    "heather with {new} on my knee trying to work out which petrel had just gone "
                    "past.",
                ),
            ],
            "questions": [
                "What do I use to identify birds?",
                "What's my bird book?",
                "What do I check when I don't know a bird?",
            ],
            "now": ["What bird guide am I going by at present?"],
        },
        "zh": {
            "values": [
                "《中国鸟类野外手册》",
                "《东北鸟类图鉴》",
                "一本旧的《中国鸟类图鉴》",
                "保护区发的塑封鸟卡",
                "闺女学校发的鸟类小册子",
                "林业局印的《大兴安岭鸟类》",
            ],
            "facts": ["我认鸟靠{v}。", "我的观鸟书是{v}。", "看见不认识的鸟，我就翻{v}。"],
            "corrections": [
                ("cue", "认鸟改用{new}了"),
                ("cue", "一个住店的观鸟客人走的时候把{new}留给了我，往后就靠它。"),
                ("cue", "去年春天跟着林业站的人看过一回鸟以后，我就翻{new}。"),
                ("explicit", "{old}掉进江里泡了，我认鸟翻{new}。"),
                ("explicit", "儿子在{old}每一页上都画了胡子，我用{new}。"),
                ("explicit", "认鸟：{new}，{old}收起来了"),
                ("implicit", "捧着{new}翻了一个钟头，最后认定麻雀就是麻雀。"),
                ("implicit", "{new}上说这个灰不溜秋的是沼泽山雀 老公说就是个灰不溜秋的"),
                ("implicit", "儿子抱着{new}上炕，翻到猫头鹰那页就睡着了。"),
                ("implicit", "跟一个客人在江边为了一只鸥，对着{new}争了二十分钟。"),
                ("implicit", "把{new}落在车前台上，太阳一晒，封皮翘得跟薯片似的。"),
                (
                    "implicit",
                    "我过生日那天出去玩：一暖壶咖啡，老公难得开车，儿子管望远镜，野餐在车背风那面"
                    "吃的，一只喜鹊叼走了半个面包，下午三点起了雾，我坐在草甸子上，腿上摊着{new}，"
                    "琢磨刚才飞过去的到底是哪种鹰。",
                ),
            ],
            "questions": ["我认鸟用的是什么？", "我的观鸟书是哪本？", "看见不认识的鸟我翻什么？"],
            "now": ["我现在认鸟靠的是哪本？"],
        },
    },
    {
        "key": "berry_patch",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the slope behind the shearing shed",
                "the ridge above the beach",
                "the old track to the Narrows",
                "the heath by the airstrip",
                "the hillside over the creek",
                "the flat ground past the sheep dip",
            ],
            "facts": [
                "My berry-picking spot is {v}.",
                "The diddle-dee berries I pick come from {v}.",
                "When the berries are out I head to {v} with a bucket.",
            ],
            "corrections": [
                ("cue", "picking berries on {new} from now on"),
                ("cue", "Nan swore by {new} for the fat berries, so that's where I pick."),
                ("cue", "Since Jonno fenced off the far paddock I've been picking on {new}."),
                ("explicit", "The geese stripped {old}, so I pick on {new}."),
                ("explicit", "{old} got grazed to the ground, my berries come from {new}."),
                ("explicit", "berries: {new}, not {old}"),
                (
                    "implicit",
                    "Picked on {new} till my fingers were purple and Alfie ate every third one.",
                ),
                ("implicit", "{new}, two buckets, one wasp, no regrets"),
                (
                    "implicit",
                    "Took the visitors berry picking on {new} and one of them sat in a bog.",
                ),
                ("implicit", "Nan made jelly from the berries off {new} and it set first time."),
                (
                    "implicit",
                    "Lost my good gloves on {new} and found them the following spring with a "
                    "mouse living in one.",
                ),
                (
                    "implicit",
                    "Berry Sunday: the whole family out, Nan in a camping chair at the gate as "
                    "supervisor, Jonno's flask, Alfie's bucket with a hole in it, a shower every "
                    "half hour, the dogs rolling in something awful, and all of us bent double on "
                    "{new} till the light went, coming home with enough diddle-dee for a year of "
                    "jam and a batch of Jonno's brew.",
                ),
            ],
            "questions": [
                "Where do I pick berries?",
                "Where do my diddle-dee berries come from?",
                "Where's my berry-picking spot?",
            ],
            "now": ["Where am I picking berries at the moment?"],
        },
        "zh": {
            "values": [
                "后山的落叶松林",
                "江边的塔头甸子",
                "北沟",
                "老林场那片火烧地",
                "村西的山坡",
                "去洛古河的半道上",
            ],
            "facts": [
                "我上山采都柿去{v}。",
                "我家的都柿是在{v}采的。",
                "到了都柿下来的时候，我拎着桶去{v}。",
            ],
            "corrections": [
                ("cue", "采都柿改去{new}了"),
                ("cue", "婆婆说{new}的都柿个大，往后我就去那儿采。"),
                ("cue", "林场拉了铁丝网以后，我采都柿去{new}。"),
                ("explicit", "{old}让人采秃了，我去{new}。"),
                ("explicit", "{old}今年发了水进不去，都柿在{new}采的。"),
                ("explicit", "都柿：{new}，不去{old}了"),
                ("implicit", "在{new}采得十个手指头全紫了，儿子一边采一边往嘴里塞。"),
                ("implicit", "{new} 两桶 一个马蜂包 不后悔"),
                ("implicit", "领着住店的客人去{new}采都柿，有一个一脚踩进了水坑。"),
                ("implicit", "婆婆拿{new}采回来的都柿熬了酱，头一回就熬得正好。"),
                ("implicit", "好手套落在了{new}，第二年开春才找着，里面住了一窝耗子。"),
                (
                    "implicit",
                    "采都柿那个礼拜天：一家子全出动，婆婆坐着马扎在路边当监工，老公带着暖壶，儿子"
                    "的桶漏了个窟窿，半个钟头下一阵雨，狗在草里打滚滚了一身臭，我们几个猫着腰在"
                    "{new}一直采到天擦黑，拎回来的够做一年的酱，剩下的让老公拿去泡了酒。",
                ),
            ],
            "questions": ["我上哪儿采都柿？", "我家的都柿在哪儿采的？", "我采都柿去的是哪片？"],
            "now": ["我现在采都柿去哪儿？"],
        },
    },
    {
        "key": "table_jigsaw",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Wasgij",
                "a 1000-piece map of the world",
                "a jigsaw of puffins",
                "a Jan van Haasteren",
                "a jigsaw of the Cutty Sark",
                "a Gibsons village scene",
            ],
            "facts": [
                "The jigsaw on our dining table is {v}.",
                "What we're all doing on the table in the evenings is {v}.",
                "Spread over the table at ours is {v}.",
            ],
            "corrections": [
                ("cue", "jigsaw: {new} going on the table now"),
                ("cue", "Ellie sent {new} out on the plane and it's what's on the table."),
                ("cue", "Since the long nights came in we've been doing {new}."),
                ("explicit", "Finished {old} and broke it up, so it's {new} on the table."),
                ("explicit", "The cat scattered {old} all over the floor, we've got {new}."),
                ("explicit", "jigsaw: {new}, {old} boxed up"),
                (
                    "implicit",
                    "Found a piece of {new} in Jonno's sock drawer and nobody is admitting "
                    "anything.",
                ),
                ("implicit", "{new} three pieces missing, suspect the dog"),
                ("implicit", "A visitor sat up till one doing the border of {new}."),
                (
                    "implicit",
                    "Nan does {new} from her seat with a tray on her lap and won't let anyone "
                    "near the edges.",
                ),
                ("implicit", "Had our tea on our laps for a week because {new} has the table."),
                (
                    "implicit",
                    "The long weekend of gales: the ferry off, no post, the visitors stuck with "
                    "us, the power flickering, Alfie bored enough to tidy his room, Jonno mending "
                    "a bridle, and all of us, guests included, round {new} with mugs of tea from "
                    "morning to midnight, arguing about whether a bit of blue was sea or sky.",
                ),
            ],
            "questions": [
                "What jigsaw is on our table?",
                "What are we all doing on the dining table?",
                "What's spread over the table at ours?",
            ],
            "now": ["What jigsaw have we got on the go at the moment?"],
        },
        "zh": {
            "values": [
                "一千片的《清明上河图》",
                "梵高的《星空》",
                "一张中国地图拼图",
                "迪士尼城堡拼图",
                "两千片的长城",
                "一幅熊猫拼图",
            ],
            "facts": [
                "我家饭桌上摊着的拼图是{v}。",
                "晚上一家人围着桌子拼的是{v}。",
                "我们家桌上拼了一半的是{v}。",
            ],
            "corrections": [
                ("cue", "桌上拼起{new}了"),
                ("cue", "闺女网购寄回来{new}，桌上就摊着它。"),
                ("cue", "天黑得早了以后，我们晚上就拼{new}。"),
                ("explicit", "{old}拼完拆了，桌上摊的是{new}。"),
                ("explicit", "猫把{old}扒拉了一地，我们拼{new}。"),
                ("explicit", "拼图：{new}，{old}收盒了"),
                ("implicit", "在老公的袜子堆里翻出一块{new}，谁都不认。"),
                ("implicit", "{new}少了三块 怀疑是狗"),
                ("implicit", "住店的客人熬到后半夜一点，把{new}的边框拼齐了。"),
                ("implicit", "婆婆腿上搁个托盘拼{new}的边，谁碰跟谁急。"),
                ("implicit", "{new}占着饭桌，全家端着碗在炕沿上吃了一个礼拜。"),
                (
                    "implicit",
                    "连刮三天大烟泡的那个周末：班车停了，快递进不来，客人走不了，电一闪一闪的，儿"
                    "子闲得把自己屋都收拾了，老公在修马笼头，一家子连客人一起围着{new}，端着茶从早"
                    "拼到半夜，为了一块蓝的是江还是天吵个没完。",
                ),
            ],
            "questions": [
                "我家饭桌上摊的是什么拼图？",
                "晚上一家人围着桌子拼的是什么？",
                "我们家桌上拼了一半的是哪幅？",
            ],
            "now": ["我们现在拼的是哪幅拼图？"],
        },
    },
    {
        "key": "home_brew",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Youngs bitter",
                "diddle-dee wine",
                "rhubarb wine",
                "Coopers lager",
                "scrumpy cider",
                "oatmeal stout",
            ],
            "facts": [
                "Jonno brews {v} in the back porch.",
                "What's bubbling in Jonno's fermenting bin is {v}.",
                "My husband's home brew is {v}.",
            ],
            "corrections": [
                ("cue", "jonno's brewing {new} now"),
                (
                    "cue",
                    "A shearer from New Zealand got Jonno onto {new} and that's what's in the bin.",
                ),
                ("cue", "Since the social club stopped opening, Jonno has been making {new}."),
                ("explicit", "{old} tasted of wellies, so Jonno brews {new}."),
                (
                    "explicit",
                    "Jonno gave up on {old} after the bottles exploded, it's {new} in the porch.",
                ),
                ("explicit", "brew: {new}, {old} down the drain"),
                (
                    "implicit",
                    "A bottle of {new} went off like a gunshot in the porch and the dogs hid "
                    "under the table.",
                ),
                (
                    "implicit",
                    "jonno pouring the visitors {new}, visitors not driving anywhere tomorrow",
                ),
                ("implicit", "Nan had half a glass of {new} and sang every verse of a hymn."),
                (
                    "implicit",
                    "The farrier left with two bottles of {new} and a look of quiet hope.",
                ),
                ("implicit", "Jonno labels every bottle of {new} with the date and a rude name."),
                (
                    "implicit",
                    "The sports weekend at the settlement: horse races in the morning, a tug of "
                    "war, a dog trial with one dog who just sat down, a barbecue in a gale, "
                    "everyone from three farms in the hall by dark, and Jonno behind a trestle "
                    "table pouring {new} into plastic cups with the face of a man who's waited "
                    "all year for it.",
                ),
            ],
            "questions": [
                "What does Jonno brew?",
                "What's in Jonno's fermenting bin?",
                "What's my husband's home brew?",
            ],
            "now": ["What's Jonno brewing at the moment?"],
        },
        "zh": {
            "values": [
                "都柿酒",
                "红豆果酒",
                "山丁子酒",
                "五味子泡的药酒",
                "自酿的啤酒",
                "高粱酒泡的人参",
            ],
            "facts": [
                "我老公在仓房里酿的是{v}。",
                "孩子他爸自己鼓捣的酒是{v}。",
                "我家那几个大玻璃罐子里泡的是{v}。",
            ],
            "corrections": [
                ("cue", "老公罐子里新泡上{new}了"),
                ("cue", "一个住店的俄罗斯客人教了老公{new}，往后罐子里就是这个。"),
                ("cue", "自打村里小卖部不卖散酒了，老公就自己弄{new}。"),
                ("explicit", "{old}喝着一股胶鞋味，老公泡{new}。"),
                ("explicit", "{old}的罐子冻裂了，老公罐子里泡的是{new}。"),
                ("explicit", "酒：{new}，{old}倒了"),
                ("implicit", "仓房里一瓶{new}“砰”地炸了，狗吓得钻到桌子底下。"),
                ("implicit", "老公拿{new}招待客人 客人明天反正哪儿也不去"),
                ("implicit", "婆婆抿了半盅{new}，把《东方红》从头唱到尾。"),
                ("implicit", "钉掌的师傅拎着两瓶{new}走了，脸上带着点盼头。"),
                ("implicit", "老公给每一罐{new}都贴了条，写着日子，还起了个不正经的名。"),
                (
                    "implicit",
                    "村里的冰雪运动会：上午赛马爬犁，下午拔河，还有狗拉雪橇，有条狗跑一半坐下不动"
                    "了，大风里烤羊肉串，天一黑，三个屯子的人全挤进了村部，老公守在一张折叠桌后头"
                    "，拿一次性杯子给大伙倒{new}，那表情跟盼了一整年似的。",
                ),
            ],
            "questions": [
                "我老公自己酿的什么酒？",
                "孩子他爸罐子里泡的是什么？",
                "我家仓房里那酒是什么？",
            ],
            "now": ["我老公现在泡的是什么酒？"],
        },
    },
]
