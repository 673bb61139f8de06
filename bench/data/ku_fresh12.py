"""Fresh templates of the knowledge-update benchmark, twelfth generation
(for `python -m bench.knowledge_update --templates fresh12`, once it is registered there).

Written 2026-12-05 by a helper session that read none of the engine's code, rules or lexicons
(judge, cue and time words, tokenizer, extraction, merging), none of core/, server/, tests/ and
clients/, and none of the bench code while writing it: of bench/ it read ku_fresh11.py in full
(for the format), the docstring of ku_templates.py, the listing of bench/data/, and the other
ku_*.py only to list their attribute keys (a grep on "key"), so that none is reused. It did not
run the engine or the benchmark. Not to be tuned on; whoever tunes on it writes a new set and
says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh11.py,
from domains fresh11 did not touch: the car's tyres, the dash cam and what hangs from the
rear-view mirror; the plant feed and the potting compost; the asthma inhaler, the cough remedy
and the morning exercise; the sewing machine, the tent and the camping stove; the video-call app
at work, the desk chair and the mouse; where the kids go in the school holidays, the youngest's
school shoes and school bag; the credit card and how the household budget is kept; the
suitcase, the site holidays are booked on and the car-hire firm, in English and Chinese. The
Chinese side is localised, not translated: 米其林, 玲珑 and 朝阳 tyres bought at 途虎; 70迈 and
盯盯拍 记录仪; a 平安符, 一串佛珠 or 一个小葫芦 under the 后视镜; instead of Tomorite, 淘米水,
发酵的黄豆水 and 花多多 as 花肥; 德国K牌泥炭土, 花卉市场论斤称的土 and 小区花坛里挖的土 in the
花盆; 万托林, 信必可 and 舒利迭; 念慈菴枇杷膏, 急支糖浆, 冰糖炖雪梨 and 罗汉果泡水 for a cough;
八段锦, 刘畊宏毽子操 and 太极拳 in the morning; 蝴蝶牌, 飞人牌 and 我妈陪嫁的蜜蜂牌缝纫机;
牧高笛, 骆驼 and 挪客 tents with a 岩谷卡式炉 or 火枫炉头; 腾讯会议, 钉钉, 飞书 and 企业微信;
西昊 and 永艺 chairs or 一个瑜伽球; 少年宫的书法班, 乐高编程营, 社区的暑托班 and 老家奶奶家 for the
holidays; 回力, 巴拉巴拉 and 江博士 shoes; 护脊书包 and 卡拉羊; 招行, 广发 and 中信颜卡;
随手记, 鲨鱼记账 and 厨房抽屉里的小本子; 新秀丽, 外交官 and 地平线8号 cases; 携程, 飞猪 and 去哪儿;
神州, 一嗨 and 悟空租车.

Some attributes sit next to each other on purpose (the tyres, the dash cam and the mirror
charm are all in the same car; the plant feed and the compost go in the same pots; the inhaler
and the cough remedy share the bathroom cabinet; the sewing machine, the tent and the stove are
all hobby kit, the tent and the stove packed in the same bag; the meeting app, the chair and the
mouse are all at the same desk; the holiday club, the school shoes and the school bag are the
children's; the credit card and the budget are the same month's money; the suitcase, the booking
site and the hire car are the same trip): the control fact of one is true at the same time as
the value of its neighbour, so a system that lets one overwrite the other is caught out. Each
attribute itself stays single-valued.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value) and ku_fresh11.py, with the correction styles
  "cue"       a change word, no old value ("had {new} fitted", "the garage put the car on",
              "the asthma nurse put me on", "IT rolled everyone onto", "from September",
              "going forward", "刚挂上", "入了", "用上了", "从这周起", "挪到", "行政让全员装了", ...)
  "explicit"  the old value named as replaced ("{old} are off the car", "came off {old}",
              "cut up {old}", "never again {old}", "{old}销户了", "{old}在大风里折了杆",
              "{old}留在家里吃灰", "在{old}那儿吃过亏", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a new
              situation ("The dog chewed the valve cap off one of the {new}", "在丽江古城的石板路上
              拖着{new}走了半里地")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per
language: terse lower-case chat lines, long rambling messages where the value is one clause among
several, and situations in which the value simply turns up. Corrections carry no direction words
(the old and new values are drawn at random): nothing says bigger, cheaper, higher or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a tyre swing in the park, dash cam footage of a cow on the news, a friend's
car full of fluffy toys, manure on the allotments, a boy's asthma attack on a school trip, a
cough going round the office, tai chi in the park, a prom dress run up on a mother's sewing
machine, a tent blowing across a festival, a friend's temperamental caravan hob, an office party
on a video call, the dentist's chair, a mouse behind the fridge, a holiday-club leaflet, odd
shoes in lost property, a book bag in the river, a credit-card scam call, the budget on the
radio, an unclaimed suitcase, a friend's online booking that was a shed, the car-hire queue),
and some share a single word with a value without being about it (a Michelin-star dinner, a
brother who is a singer in a wedding band, the school teams, a zoom lens, 墙上钉了个钉子,
动物园的骆驼, 美团外卖小哥, 窗台上的蝴蝶, 海洋馆的鲨鱼, 淘米, 公园里打八段锦的老人). Some use
"left", "now", "still", "new", "changed", "moved", "switched", "swapped", "现在", "又", "换",
"新", "改", "搬" in senses that are not a change of the user's attribute ("my left headlight",
"a friend has moved to {city}", "swapped recipes at the school gate", "邮局新改了营业时间",
"一上午给猫换了两回猫砂"), so that a memory system that matches on shared words rather than on
meaning is caught out; none of them states, or implies, a value of an attribute. Filler names,
cities, dishes, snacks and shows are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Siobhan", "Tariq", "Bethan", "Jonty", "Priya", "Callum", "Ngozi", "Hamish"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": ["Bruges", "Krakow", "Seville", "Bergen", "Lyon", "Inverness", "Ljubljana"],
        "dish": [
            "a shepherd's pie",
            "macaroni cheese",
            "a chicken tikka masala",
            "toad in the hole",
            "a beef stew",
            "leek and potato soup",
        ],
        "snack": [
            "a Double Decker",
            "salt and vinegar crisps",
            "a custard slice",
            "a sausage roll",
            "a packet of Wotsits",
            "jelly babies",
        ],
        "show": [
            "Gavin & Stacey",
            "Dragons' Den",
            "Line of Duty",
            "The Repair Shop",
            "Blackadder",
            "University Challenge",
        ],
        "thing": [
            "the microwave",
            "the boiler",
            "the burglar alarm",
            "the tumble dryer",
            "the oven clock",
            "the baby monitor",
        ],
        "bird": [
            "a robin",
            "a heron",
            "a green woodpecker",
            "a pair of bullfinches",
            "a sparrowhawk",
            "a flock of starlings",
        ],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "14", "30"],
    },
    "zh": {
        "friend": ["小雯", "阿杰", "婷婷", "老孙", "佳佳", "大鹏", "小彭", "阿芳"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["西安", "青岛", "厦门", "昆明", "哈尔滨", "苏州", "兰州"],
        "dish": ["地三鲜", "麻婆豆腐", "可乐鸡翅", "鱼香肉丝", "酸菜鱼", "蒜蓉粉丝蒸扇贝"],
        "snack": ["薯片", "卫龙辣条", "旺旺雪饼", "绿豆糕", "鸭脖", "话梅"],
        "show": [
            "《繁花》",
            "《家有儿女》",
            "《庆余年》",
            "《向往的生活》",
            "《大明王朝1566》",
            "《爸爸去哪儿》",
        ],
        "thing": ["微波炉", "空调", "洗碗机", "扫地机器人", "烤箱", "净水器"],
        "bird": ["一只白鹭", "两只斑鸠", "一只戴胜", "一群八哥", "一只翠鸟", "几只燕子"],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "14", "30"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "Had dinner at a Michelin-star place in {city} with {friend} and the portions were the size of stamps.",
        ),
        (
            "EPISODIC",
            "The tyre swing in the park snapped with {friend}'s lad on it, and he landed in a puddle laughing.",
        ),
        (
            "EPISODIC",
            "The local news ran dash cam footage of a cow strolling down the bypass at rush hour.",
        ),
        (
            "EPISODIC",
            "{friend}'s car has a nodding dog and a row of fluffy toys along the back shelf, like a minicab from 1987.",
        ),
        (
            "EPISODIC",
            "The allotments behind {friend}'s had a trailer of horse manure delivered and the whole estate smelled of it for a week.",
        ),
        ("EPISODIC", "The garden centre café does a cheese scone the size of your head."),
        (
            "EPISODIC",
            "A boy on the Year 4 trip had an asthma attack on the coach and the teacher was brilliant with him.",
        ),
        (
            "EPISODIC",
            "Everyone in the office has the same cough, it sounds like a male voice choir in there.",
        ),
        (
            "EPISODIC",
            "Walked through the park at seven and there was a group doing tai chi by the bandstand, very serene.",
        ),
        (
            "EPISODIC",
            "{friend} made her daughter's prom dress on her mum's old sewing machine and it looked shop-bought.",
        ),
        (
            "EPISODIC",
            "A tent came loose at the festival and cartwheeled across the field, taking out a flagpole.",
        ),
        (
            "EPISODIC",
            "The hob in {friend}'s caravan only lights if you hold the knob in and say something nice to it.",
        ),
        (
            "EPISODIC",
            "{friend}'s firm had its Christmas do on a video call and she wore a sequin top and slipper socks.",
        ),
        ("EPISODIC", "The chair at the dentist tips you back so far you can see your own feet."),
        (
            "EPISODIC",
            "There's a mouse living behind the fridge and the cat has made it clear it's not her problem.",
        ),
        (
            "EPISODIC",
            "A leaflet came home from school about a holiday club at the Methodist church, with a bouncy castle on the front.",
        ),
        (
            "EPISODIC",
            "The lost property box at school has about forty shoes in it and not one pair.",
        ),
        (
            "EPISODIC",
            "Somebody's rucksack was floating down the river under the footbridge and a swan was escorting it.",
        ),
        (
            "EPISODIC",
            "Got a call from 'the credit card fraud team' asking me to read out my PIN, from a man eating crisps.",
        ),
        (
            "EPISODIC",
            "The Budget was on the radio all morning and I understood about one word in ten.",
        ),
        (
            "EPISODIC",
            "A suitcase went round and round the carousel at Manchester for an hour and nobody came for it.",
        ),
        (
            "EPISODIC",
            "{friend} booked a cottage in {city} off a website and it turned out to be a shed with a kettle.",
        ),
        (
            "EPISODIC",
            "The car hire desks at Malaga had queues longer than passport control, according to {friend}.",
        ),
        (
            "EPISODIC",
            "My brother's a singer in a wedding band and he knows every word of Come On Eileen.",
        ),
        (
            "EPISODIC",
            "Both the school teams lost on Saturday, the under-nines by twenty-one goals to nil.",
        ),
        (
            "EPISODIC",
            "{friend} bought a zoom lens to photograph birds and has mostly photographed next door's roof.",
        ),
        (
            "EPISODIC",
            "The kids built a den out of the settee cushions and a bedsheet and wouldn't come out for tea.",
        ),
        (
            "EPISODIC",
            "The bird feeder at {friend}'s has been taken over by one extremely round squirrel.",
        ),
        ("SEMANTIC", "My grandad had a shed full of old tyres and nobody ever found out why."),
        (
            "SEMANTIC",
            "My aunt in {city} still keeps her money in a biscuit tin under the stairs.",
        ),
        (
            "PREFERENCE",
            "I hate hotel rooms where the luggage rack is too small for an actual case.",
        ),
        (
            "PREFERENCE",
            "I'd rather wait an hour at a railway station than ten minutes in an airport.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "The bus timetable changed at the weekend and half the village is stranded on Tuesdays.",
        ),
        ("EPISODIC", "{friend} has moved to {city} for a job at a museum."),
        (
            "EPISODIC",
            "Swapped recipes with a mum at the school gate and hers turned out to be from a packet.",
        ),
        ("EPISODIC", "The clocks went forward and the dog still wants his breakfast at six."),
        (
            "EPISODIC",
            "The post office has new opening hours and not one person in the queue knew what they were.",
        ),
        ("EPISODIC", "Still finding glitter from the nativity costumes and it's {month}."),
        (
            "EPISODIC",
            "Switched the heating on for the winter and the whole house smelled of burnt dust.",
        ),
        (
            "EPISODIC",
            "My left headlight keeps flickering and the garage says it's 'probably nothing'.",
        ),
        (
            "EPISODIC",
            "My cousin changed her surname back after the divorce and the bank took six weeks to notice.",
        ),
        ("EPISODIC", "Moved all the furniture for the party and put it all back the next day."),
        ("EPISODIC", "The new vicar does his sermons with PowerPoint slides."),
        (
            "EPISODIC",
            "The neighbours have changed their wifi name to something I can't repeat in front of the kids.",
        ),
        ("EPISODIC", "It's dark by half four now and I'm in my pyjamas by five."),
        ("EPISODIC", "Changed the kitten's litter tray twice before lunch."),
        (
            "EPISODIC",
            "The old garage on the corner has switched to selling hand-made furniture.",
        ),
        ("EPISODIC", "{friend} has a new puppy and sends me forty photos a day."),
        # plain unrelated
        (
            "SEMANTIC",
            "I can say the alphabet backwards, which has never once been useful.",
        ),
        (
            "SEMANTIC",
            "{friend} and I have been friends since reception and she still owes me a rubber.",
        ),
        ("SEMANTIC", "The bottom stair creaks and the top one squeaks."),
        (
            "SEMANTIC",
            "I was born in a snowstorm in {month} and Mum brings it up every birthday.",
        ),
        (
            "SEMANTIC",
            "The pear tree by the fence gives {number} pears a year, every one rock hard.",
        ),
        ("PREFERENCE", "If {dish} is on the menu, that's what I'm having."),
        ("PREFERENCE", "I watch {show} with the subtitles on even though it's in English."),
        ("PREFERENCE", "I'd have {snack} for breakfast if nobody were watching."),
        ("PREFERENCE", "I like a window open at night, even in the depths of winter."),
        ("PREFERENCE", "I can't bear the sound of someone crunching an apple."),
        ("PREFERENCE", "Give me a thunderstorm over a sunny day any time."),
        ("EPISODIC", "Made {dish} on {weekday} and caught the bottom of the pan."),
        ("EPISODIC", "Spotted {bird} on the garage roof this morning."),
        (
            "EPISODIC",
            "{thing} made a noise like a duck and then carried on as if nothing happened.",
        ),
        ("EPISODIC", "Watched {show} with {friend} and {snack} until one in the morning."),
        ("EPISODIC", "Did the pub quiz with {friend} and came last out of {number} teams."),
        ("EPISODIC", "Waited {minutes} minutes for a bus that never came, then walked."),
        ("EPISODIC", "Went to {city} for a long weekend in {month} and it rained the entire time."),
        ("EPISODIC", "Had hiccups all through a funeral, which I will never live down."),
        ("EPISODIC", "Spent {minutes} minutes trying to stop {thing} flashing 12:00."),
        (
            "EPISODIC",
            "Found a twenty-pound note in an old coat pocket on {weekday} and felt rich all day.",
        ),
        (
            "EPISODIC",
            "Trod on a plug in the dark and said a word the kids then repeated at school.",
        ),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "跟{friend}在{city}吃了家米其林一星，菜小得跟邮票似的。"),
        ("EPISODIC", "公园里拿旧轮胎做的秋千断了，{friend}家儿子一屁股坐进水坑，还在那儿笑。"),
        ("EPISODIC", "本地新闻放了一段行车记录仪拍的视频，一头牛在环城路上溜达。"),
        ("EPISODIC", "{friend}的车里后窗摆满了毛绒公仔，跟九十年代的出租车似的。"),
        ("EPISODIC", "{friend}家楼下那片菜地拉来一车鸡粪，整栋楼臭了一个礼拜。"),
        ("EPISODIC", "花鸟市场门口卖的烤红薯，一个有脑袋那么大。"),
        ("EPISODIC", "孩子春游的大巴上有个同学犯了哮喘，老师处理得特别镇定。"),
        ("EPISODIC", "办公室里人人都在咳嗽，跟开合唱团似的。"),
        ("EPISODIC", "早上七点路过公园，一群老人在打八段锦，整整齐齐。"),
        ("EPISODIC", "{friend}用她妈那台老缝纫机给闺女做了条毕业裙，跟买的一样。"),
        ("EPISODIC", "音乐节上一顶帐篷被风掀起来，滚过整片草地，顺路撞倒了一根旗杆。"),
        ("EPISODIC", "{friend}家的燃气灶得按住旋钮念叨半天才打得着火。"),
        ("EPISODIC", "{friend}公司的年会在线上开，她上身亮片衣服，下身睡裤拖鞋。"),
        ("EPISODIC", "牙科的椅子一放倒，我能看见自己的脚尖。"),
        ("EPISODIC", "冰箱后面住了只老鼠，猫表示这事跟它没关系。"),
        ("EPISODIC", "孩子带回来一张托管班的传单，封面上印着一个充气城堡。"),
        ("EPISODIC", "学校失物招领箱里有四十来只鞋，没一双是成对的。"),
        ("EPISODIC", "不知道谁的双肩包漂在小区河里，从桥底下漂过去，后面还跟着一只鸭子。"),
        ("EPISODIC", "接到个电话，自称信用卡中心，让我报验证码，对面还在嚼东西。"),
        ("EPISODIC", "电视上一上午都在讲财政预算，我一句没听懂。"),
        ("EPISODIC", "机场转盘上有个行李箱转了一个钟头没人领，怪吓人的。"),
        ("EPISODIC", "{friend}在网上订了{city}的一间民宿，到了发现是个杂物间。"),
        ("EPISODIC", "{friend}说三亚机场的租车柜台排的队比安检还长。"),
        ("EPISODIC", "墙上钉了个钉子挂日历，一锤子下去砸在手指头上。"),
        ("EPISODIC", "动物园里那头骆驼嚼了十分钟，一眼都没眨。"),
        ("EPISODIC", "楼下美团外卖小哥跟保安吵了起来，为了电动车能不能进小区。"),
        ("EPISODIC", "窗台上落了一只蝴蝶，小的趴着看了半个钟头。"),
        ("EPISODIC", "海洋馆的鲨鱼从头顶游过去，小的吓得钻到我身后。"),
        ("EPISODIC", "淘米的时候走神，半碗米顺着水倒进了下水道。"),
        ("EPISODIC", "{friend}为了拍鸟买了个长焦镜头，拍得最多的是对面楼的屋顶。"),
        ("EPISODIC", "孩子拿沙发垫子和床单搭了个窝，喊吃饭也不出来。"),
        ("SEMANTIC", "我爷爷院子里堆满了旧轮胎，谁也不知道他留着干嘛。"),
        ("SEMANTIC", "我姑妈在{city}，到现在还把钱塞在饼干盒里藏在床底下。"),
        ("PREFERENCE", "最烦酒店的行李架小得放不下一个正经箱子。"),
        ("PREFERENCE", "我宁可在火车站等一个钟头，也不想在机场待十分钟。"),
        # words that look like a change, but are not one
        ("EPISODIC", "公交线路调整了，我们村周二一班车都没有了。"),
        ("EPISODIC", "{friend}搬到{city}去了，在一家博物馆上班。"),
        ("EPISODIC", "在校门口跟别的家长换了个菜谱，结果人家的是照着包装袋做的。"),
        ("EPISODIC", "换季大扫除，从沙发底下扫出三个乒乓球。"),
        ("EPISODIC", "邮局新改了营业时间，排队的人谁也说不清是几点到几点。"),
        ("EPISODIC", "都{month}了，还能在地毯里抠出演出服上的亮片。"),
        ("EPISODIC", "入冬开了暖气，屋里一股烧灰的味儿。"),
        ("EPISODIC", "车的左大灯老一闪一闪的，修车师傅说“应该没事”。"),
        ("EPISODIC", "我表姐离婚后把名字改回来了，银行过了六个礼拜才反应过来。"),
        ("EPISODIC", "为了聚会把家具挪了一圈，第二天又全挪了回去。"),
        ("EPISODIC", "居委会新来的主任开会要放PPT。"),
        ("EPISODIC", "邻居把WiFi名字改成了一句我说不出口的话。"),
        ("EPISODIC", "现在四点半天就黑了，我五点就换上睡衣了。"),
        ("EPISODIC", "一上午给猫换了两回猫砂。"),
        ("EPISODIC", "街角那个老加油站改成卖手工家具的了。"),
        ("EPISODIC", "{friend}新养了只小狗，一天给我发四十张照片。"),
        ("EPISODIC", "老家的房子又翻修了一遍，我妈还是嫌厨房小。"),
        # plain unrelated
        ("SEMANTIC", "我能把字母表倒着背下来，从来没派上过用场。"),
        ("SEMANTIC", "我跟{friend}从幼儿园就认识，她到现在还欠我一块橡皮。"),
        ("SEMANTIC", "楼梯最下面一级吱吱响，最上面一级咯咯响。"),
        ("SEMANTIC", "我是{month}一个大雪天出生的，我妈每年过生日都要提。"),
        ("SEMANTIC", "墙边那棵梨树一年结{number}个梨，个个硬得跟石头一样。"),
        ("PREFERENCE", "菜单上有{dish}我必点。"),
        ("PREFERENCE", "我看{show}都开着字幕。"),
        ("PREFERENCE", "要是没人看着，我早饭能吃{snack}。"),
        ("PREFERENCE", "冬天晚上睡觉我也要开条窗缝。"),
        ("PREFERENCE", "我最受不了别人吧唧嘴。"),
        ("PREFERENCE", "比起大晴天，我更喜欢打雷下雨。"),
        ("EPISODIC", "{weekday}做了{dish}，锅底糊了一层。"),
        ("EPISODIC", "早上在车库顶上看到{bird}。"),
        ("EPISODIC", "{thing}发出一声像鸭子叫的动静，然后又跟没事一样。"),
        ("EPISODIC", "跟{friend}抱着{snack}看{show}看到半夜一点。"),
        ("EPISODIC", "跟{friend}去参加酒吧知识竞赛，{number}支队里我们倒数第一。"),
        ("EPISODIC", "等了{minutes}分钟公交没来，最后走回去的。"),
        ("EPISODIC", "{month}去{city}过了个长周末，天天下雨。"),
        ("EPISODIC", "在葬礼上打了一路嗝，这辈子忘不了。"),
        ("EPISODIC", "花了{minutes}分钟想让{thing}别再闪着12:00。"),
        ("EPISODIC", "{weekday}在旧外套兜里翻出一百块，高兴了一整天。"),
        ("EPISODIC", "黑灯瞎火踩到一个插头，骂了一句，孩子第二天在学校学了出来。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "car_tyres",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Michelin CrossClimates",
                "Continentals",
                "Bridgestones",
                "Goodyears",
                "Falkens",
                "Avon winter tyres",
            ],
            "facts": [
                "The tyres on the car are {v}.",
                "Our car runs on {v}.",
                "All four wheels on the car have {v}.",
            ],
            "corrections": [
                ("cue", "had {new} fitted all round on the car"),
                ("cue", "The garage put the car on {new} at the service."),
                ("cue", "Went for {new} when the tyres were due, so that's what the car's on."),
                ("explicit", "{old} are off the car, it's running on {new}."),
                ("explicit", "Swapped {old} for {new} on the car."),
                ("explicit", "car's not on {old} anymore — {new}"),
                (
                    "implicit",
                    "Picked up a screw in one of the {new} on the school run and limped to the garage on the hazards.",
                ),
                ("implicit", "{new} squealing round the multi-storey at asda, mortifying"),
                (
                    "implicit",
                    "Checked the pressures on the {new} at the petrol station and got soaked by the jet wash next to it.",
                ),
                (
                    "implicit",
                    "The dog chewed the valve cap off one of the {new} while I was loading the boot.",
                ),
                (
                    "implicit",
                    "The MOT man said the {new} had plenty of tread and then failed us on a number-plate bulb.",
                ),
                (
                    "implicit",
                    "Drove up to my sister's in the Lakes: the satnav sent us down a farm track, the youngest was sick into a carrier bag at Kendal, we stopped four times for wees, and the {new} crunched over so much gravel on the last mile that I was braced for a bang the whole way.",
                ),
            ],
            "questions": [
                "What tyres are on the car?",
                "What make of tyres does the car have?",
                "What's the car running on, tyre-wise?",
            ],
            "now": ["What tyres has the car got on it right now?"],
        },
        "zh": {
            "values": [
                "米其林轮胎",
                "普利司通轮胎",
                "固特异轮胎",
                "马牌轮胎",
                "玲珑轮胎",
                "朝阳轮胎",
            ],
            "facts": [
                "车上的轮胎是{v}。",
                "我家车用的是{v}。",
                "车四个轱辘都是{v}。",
            ],
            "corrections": [
                ("cue", "在途虎给车装了四条{new}"),
                ("cue", "保养的时候轮胎换成了{new}。"),
                ("cue", "车眼下跑的是{new}。"),
                ("explicit", "车上的{old}卸了，装的是{new}。"),
                ("explicit", "{old}磨平了，四个轮子全上了{new}。"),
                ("explicit", "胎是{new} 早不是{old}了"),
                ("implicit", "高速上{new}扎了个钉子，在应急车道上等了一个钟头救援。"),
                ("implicit", "{new}的胎压灯又亮了 烦"),
                ("implicit", "洗车的小哥蹲下来摸了摸{new}，说花纹还深着呢。"),
                ("implicit", "狗在小区里对着{new}抬腿撒了泡尿。"),
                ("implicit", "年检的时候师傅围着{new}看了半天，最后说是牌照灯不合格。"),
                (
                    "implicit",
                    "国庆开车回老家：导航把我们带上了一条机耕道，小的在服务区吐了一身，一路停了四回上厕所，最后那几公里全是碎石子，{new}一路咯噔咯噔，我手心里全是汗。",
                ),
            ],
            "questions": [
                "车上装的是什么轮胎？",
                "我家车用哪个牌子的胎？",
                "车轱辘上是什么胎？",
            ],
            "now": ["车现在用的是什么轮胎？"],
        },
    },
    {
        "key": "dashcam",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Nextbase",
                "a Garmin dash cam",
                "a Vantrue",
                "a Thinkware",
                "an Apeman",
                "a Viofo",
            ],
            "facts": [
                "The dash cam in the car is {v}.",
                "We've got {v} stuck to the windscreen filming the road.",
                "The car records every journey on {v}.",
            ],
            "corrections": [
                ("cue", "stuck {new} up on the windscreen at the weekend, that's our dash cam"),
                ("cue", "My husband wired in {new} behind the rear-view mirror."),
                ("cue", "The dash cam we're running at the moment is {new}."),
                ("explicit", "{old} came off the windscreen for good, the dash cam is {new}."),
                ("explicit", "Pulled {old} out of the car and put {new} up in its place."),
                ("explicit", "dash cam's {new}, {old} is in the drawer"),
                (
                    "implicit",
                    "The footage on {new} caught a fox trotting across the bypass at 3am and it's the best thing I've ever filmed.",
                ),
                (
                    "implicit",
                    "{new} has me singing bohemian rhapsody all the way to leeds, audio and all",
                ),
                (
                    "implicit",
                    "The insurance wanted the clip off {new} after a van clipped our wing mirror.",
                ),
                ("implicit", "Got a 'collision warning' off {new} for a pigeon."),
                (
                    "implicit",
                    "The police asked if {new} had got the number plate, and it had, just about.",
                ),
                (
                    "implicit",
                    "Parents' evening was a fiasco: wrong classroom, then the wrong teacher, then a row in the car park about who'd blocked whom in, and when I got back someone had scraped the door, so I sat there in the dark going through {new} frame by frame.",
                ),
            ],
            "questions": [
                "What dash cam have we got?",
                "What's filming the road in our car?",
                "Which dash cam is on the windscreen?",
            ],
            "now": ["What's the dash cam in the car right now?"],
        },
        "zh": {
            "values": [
                "70迈记录仪",
                "360记录仪",
                "盯盯拍",
                "小米记录仪",
                "凌度记录仪",
                "海康威视记录仪",
            ],
            "facts": [
                "车里的行车记录仪是{v}。",
                "挡风玻璃上贴着{v}。",
                "开车一路都是{v}在录。",
            ],
            "corrections": [
                ("cue", "前两天在车上装了{new}"),
                ("cue", "行车记录仪换了个{new}。"),
                ("cue", "目前车里录像靠的是{new}。"),
                ("explicit", "{old}拆下来了，挡风玻璃上是{new}。"),
                ("explicit", "把{old}摘了，记录仪用{new}。"),
                ("explicit", "记录仪早不是{old}，是{new}"),
                ("implicit", "{new}半夜拍到一只黄鼠狼从停车场穿过去，我翻来覆去看了好几遍。"),
                ("implicit", "一路跟着车载音乐唱歌 全被{new}录进去了"),
                ("implicit", "被电动车剐了后视镜，保险公司要{new}里的视频。"),
                ("implicit", "{new}对着一只鸽子喊“请保持车距”。"),
                ("implicit", "交警问{new}拍到车牌没有，还真拍到了，就差一点。"),
                (
                    "implicit",
                    "开家长会一团糟：走错教室，找错老师，出来在停车场跟人为谁堵了谁吵了一架，回到车上发现车门被刮了，我就坐在黑咕隆咚的车里，拿着手机一帧一帧地翻{new}的录像。",
                ),
            ],
            "questions": [
                "车里装的是什么行车记录仪？",
                "挡风玻璃上贴的记录仪是哪个？",
                "我们车靠什么录路况？",
            ],
            "now": ["车上现在用的是哪个记录仪？"],
        },
    },
    {
        "key": "mirror_hanger",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Little Trees air freshener",
                "a pair of fluffy dice",
                "a rosary",
                "a dreamcatcher",
                "the kids' swimming medal",
                "a tiny knitted Christmas pudding",
            ],
            "facts": [
                "Hanging from the rear-view mirror in the car is {v}.",
                "I've got {v} dangling off the car mirror.",
                "What swings from our car mirror is {v}.",
            ],
            "corrections": [
                ("cue", "hung {new} off the car mirror yesterday"),
                ("cue", "Put {new} up on the rear-view mirror when we got back from holiday."),
                ("cue", "The thing on the car mirror at present is {new}."),
                ("explicit", "Took {old} off the rear-view mirror, it's {new} dangling there."),
                ("explicit", "{old} has come down off the car mirror and {new} has gone up."),
                ("explicit", "mirror in the car: {new}, not {old}"),
                ("implicit", "{new} swung round and smacked me in the eye on a roundabout."),
                ("implicit", "baby can't stop staring at {new} in the car, best toy we own"),
                (
                    "implicit",
                    "Got pulled over and the officer spent longer looking at {new} than at my licence.",
                ),
                (
                    "implicit",
                    "The sun through the windscreen bleached {new} almost white over the summer.",
                ),
                (
                    "implicit",
                    "My father-in-law had something to say about {new} before he'd even got his seatbelt on.",
                ),
                (
                    "implicit",
                    "School run from hell: one shoe missing, a reading book in the toaster, the toddler refusing the car seat, the big one remembering World Book Day at the gate, and all the way there {new} swinging off the mirror like it was laughing at me.",
                ),
            ],
            "questions": [
                "What hangs from the car's rear-view mirror?",
                "What's dangling off the mirror in the car?",
                "What have I got on the car mirror?",
            ],
            "now": ["What's hanging from the car mirror right now?"],
        },
        "zh": {
            "values": [
                "一个平安符",
                "一串佛珠",
                "一个中国结",
                "一个车载香薰",
                "孩子做的毛线小挂件",
                "一个小葫芦",
            ],
            "facts": [
                "车里后视镜上挂着{v}。",
                "我车的后视镜上挂的是{v}。",
                "我车后视镜下面吊着{v}。",
            ],
            "corrections": [
                ("cue", "后视镜上刚挂上{new}。"),
                ("cue", "从老家回来就在后视镜上挂了{new}。"),
                ("cue", "车里的挂件目前是{new}。"),
                ("explicit", "后视镜上的{old}摘了，挂的是{new}。"),
                ("explicit", "把{old}取下来，挂上了{new}。"),
                ("explicit", "车里吊的不再是{old}，是{new}"),
                ("implicit", "过环岛的时候{new}甩过来，正打在我眼睛上。"),
                ("implicit", "娃坐车就盯着{new}看 比玩具好使"),
                ("implicit", "被交警拦下查酒驾，他盯着{new}看的工夫比看我驾照还长。"),
                ("implicit", "太阳晒了一夏天，{new}褪得快没颜色了。"),
                ("implicit", "公公一上车，安全带还没系就先对{new}评论了一番。"),
                (
                    "implicit",
                    "早上送娃简直要命：一只鞋找不着，课本塞进了面包机，小的不肯坐安全座椅，大的到了校门口才想起今天要穿汉服，一路上{new}在后视镜下面晃来晃去，跟嘲笑我似的。",
                ),
            ],
            "questions": [
                "车里后视镜上挂的是什么？",
                "我车上吊着的挂件是什么？",
                "后视镜下面晃的是什么？",
            ],
            "now": ["车后视镜上现在挂的是什么？"],
        },
    },
    {
        "key": "plant_feed",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Tomorite",
                "Miracle-Gro",
                "chicken manure pellets",
                "comfrey tea from the water butt",
                "Baby Bio",
                "liquid seaweed",
            ],
            "facts": [
                "I feed the pots with {v}.",
                "What the plants get fed is {v}.",
                "Every Sunday the tomatoes get a dose of {v}.",
            ],
            "corrections": [
                ("cue", "started giving the plants {new}"),
                ("cue", "Been feeding everything in the pots with {new} lately."),
                ("cue", "This year the plants are getting {new}."),
                ("explicit", "{old} went in the bin, the plants get {new}."),
                ("explicit", "Stopped feeding with {old} and use {new}."),
                ("explicit", "plant food: {new} instead of {old}"),
                ("implicit", "Spilt {new} all over the shed floor and the whole place reeks."),
                ("implicit", "the cat's been sniffing round the {new} in the shed, nope"),
                (
                    "implicit",
                    "Left {new} out on the kitchen worktop and my mother-in-law nearly put it in the fridge.",
                ),
                (
                    "implicit",
                    "Next door leaned over the fence to ask what the smell was and I had to own up that it was {new}.",
                ),
                (
                    "implicit",
                    "Measured out {new} with one of the kids' Calpol spoons and got told off.",
                ),
                (
                    "implicit",
                    "Bank holiday in the garden: the hose split, the strimmer wouldn't start, next door had a barbecue going right under our washing, and I spent the afternoon on my knees doing the runner beans with {new}, one by one.",
                ),
            ],
            "questions": [
                "What do I feed the plants with?",
                "What plant food do I use?",
                "What do the tomatoes get fed?",
            ],
            "now": ["What am I feeding the plants with at the moment?"],
        },
        "zh": {
            "values": ["淘米水", "发酵的黄豆水", "花多多", "奥绿肥", "羊粪颗粒", "鸡蛋壳泡的水"],
            "facts": [
                "我养花用{v}当肥料。",
                "阳台上的花喂的是{v}。",
                "家里的花一直施{v}。",
            ],
            "corrections": [
                ("cue", "最近给花用上了{new}。"),
                ("cue", "花的肥料目前用{new}。"),
                ("cue", "今年阳台上的花都喂{new}。"),
                ("explicit", "{old}不用了，花都喂{new}。"),
                ("explicit", "以前给花上{old}，眼下用{new}。"),
                ("explicit", "花肥从{old}换成了{new}"),
                ("implicit", "{new}洒了一阳台，楼下阿姨上来问是什么味儿。"),
                ("implicit", "猫在阳台上闻{new} 不许"),
                ("implicit", "{new}搁在厨房台面上，婆婆差点当调料收进了柜子。"),
                ("implicit", "拿孩子喝药的小量杯量{new}，被我妈说了一顿。"),
                ("implicit", "隔壁大爷隔着栏杆问我那股味儿是什么，我只好承认是{new}。"),
                (
                    "implicit",
                    "五一在家收拾阳台：水管裂了，晾衣杆卡住下不来，楼上在阳台烧烤，烟全飘进来，我蹲了一下午，给那几盆辣椒一盆一盆地喂{new}。",
                ),
            ],
            "questions": [
                "我养花用什么肥？",
                "阳台上的花喂的是什么？",
                "家里的花施的什么肥料？",
            ],
            "now": ["我现在给花用的是什么肥？"],
        },
    },
    {
        "key": "potting_compost",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Westland multi-purpose",
                "peat-free compost from the garden centre",
                "John Innes No. 2",
                "Levington",
                "home-made compost from the bin by the shed",
                "the council's green-waste compost",
            ],
            "facts": [
                "The pots are filled with {v}.",
                "I pot everything up in {v}.",
                "The compost I use for the pots is {v}.",
            ],
            "corrections": [
                ("cue", "potting up in {new} this spring"),
                ("cue", "I've started using {new} for the pots."),
                ("cue", "Repotted the lot into {new} over the weekend."),
                ("explicit", "Fed up with {old}, the pots get {new}."),
                ("explicit", "{old} is out, I pot up in {new}."),
                ("explicit", "it's {new} in the pots, not {old}"),
                (
                    "implicit",
                    "A bag of {new} split in the boot and I'm still finding it in the seat runners.",
                ),
                ("implicit", "fox dug up the tulips, {new} all over the patio"),
                ("implicit", "The kids made mud pies out of {new} and served them to Grandad."),
                ("implicit", "Found a frog living in the open sack of {new} behind the shed."),
                (
                    "implicit",
                    "Lugged {new} up the back steps in the rain and pulled something in my shoulder.",
                ),
                (
                    "implicit",
                    "Saturday was meant to be restful: the boiler man came at eight, my mother phoned three times about her passport, the youngest had a party in a church hall across town, and somewhere in between I potted the lemon tree on in {new} and got half of it on the kitchen floor.",
                ),
            ],
            "questions": [
                "What compost do I use for the pots?",
                "What do I pot plants up in?",
                "What are the pots filled with?",
            ],
            "now": ["What compost am I potting up in at the moment?"],
        },
        "zh": {
            "values": [
                "德国K牌泥炭土",
                "品氏泥炭土",
                "花卉市场论斤称的土",
                "自己沤的堆肥土",
                "小区花坛里挖的土",
                "椰糠混珍珠岩",
            ],
            "facts": [
                "我种花用的是{v}。",
                "阳台上的花盆里装的是{v}。",
                "上盆我都用{v}。",
            ],
            "corrections": [
                ("cue", "最近花盆里开始用{new}了。"),
                ("cue", "今年春天把花都翻到了{new}里。"),
                ("cue", "种花的土改成{new}了。"),
                ("explicit", "{old}不买了，种花用{new}。"),
                ("explicit", "花盆里的{old}全倒掉了，装的是{new}。"),
                ("explicit", "土是{new} 不是{old}了"),
                ("implicit", "一袋{new}在后备箱里漏了，座椅滑轨里至今还能抠出土来。"),
                ("implicit", "野猫把郁金香刨了 {new}撒了一阳台"),
                ("implicit", "孩子拿{new}做泥巴蛋糕，端给爷爷吃。"),
                ("implicit", "阳台角落那袋{new}里住进了一只蜗牛。"),
                ("implicit", "下着雨扛着{new}爬楼梯，把肩膀扭了。"),
                (
                    "implicit",
                    "本来周六想歇歇：燃气公司八点上门查表，我妈为了护照的事打了三个电话，小的要去城那头参加生日会，中间我还抽空给那盆柠檬树倒了个盆，填的是{new}，结果洒了半个厨房。",
                ),
            ],
            "questions": [
                "我种花用的什么土？",
                "阳台花盆里装的是什么土？",
                "我上盆用什么土？",
            ],
            "now": ["我现在种花用的是什么土？"],
        },
    },
    {
        "key": "inhaler",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a blue Ventolin",
                "a brown Clenil",
                "a Symbicort",
                "a purple Seretide",
                "a Fostair",
                "a Salamol Easi-Breathe",
            ],
            "facts": [
                "My inhaler is {v}.",
                "The spare inhaler in the bathroom cabinet is {v}.",
                "For my asthma I've got {v}.",
            ],
            "corrections": [
                ("cue", "the asthma nurse put me on {new}"),
                ("cue", "Started on {new} for my chest last month."),
                ("cue", "My inhaler at the minute is {new}."),
                ("explicit", "Came off {old}, my inhaler is {new}."),
                ("explicit", "The GP took me off {old} and gave me {new}."),
                ("explicit", "done with {old}, it's {new} in my pocket"),
                (
                    "implicit",
                    "Went through airport security with {new} in my pocket and it was my bra that set the arch off.",
                ),
                (
                    "implicit",
                    "dropped {new} on the bus and a kid chased me down the street with it",
                ),
                (
                    "implicit",
                    "Had a puff of {new} in the loos before my presentation and felt like a spy.",
                ),
                (
                    "implicit",
                    "The cat batted {new} under the fridge and I had to fish it out with a ruler.",
                ),
                ("implicit", "Took {new} up Pen y Fan and needed it twice before the top."),
                (
                    "implicit",
                    "Bonfire night: we lost the sparklers, the dog hid in the bath, the burgers were raw in the middle, and between the smoke and the cold I stood at the back of the field getting through {new} like it was a bag of sweets.",
                ),
            ],
            "questions": [
                "What inhaler am I on?",
                "What's the inhaler I carry?",
                "What do I use for my asthma?",
            ],
            "now": ["Which inhaler am I using at the moment?"],
        },
        "zh": {
            "values": ["万托林", "信必可", "舒利迭", "普米克令舒", "爱全乐", "思力华"],
            "facts": [
                "我治哮喘用的是{v}。",
                "卫生间药柜里备着的吸入剂是{v}。",
                "医生给我开的吸入剂是{v}。",
            ],
            "corrections": [
                ("cue", "呼吸科医生给我开上了{new}。"),
                ("cue", "吸入剂目前用的是{new}。"),
                ("cue", "上个月开始喷{new}了。"),
                ("explicit", "{old}停了，改喷{new}。"),
                ("explicit", "医生把{old}给我撤了，开的是{new}。"),
                ("explicit", "不喷{old}了 {new}"),
                ("implicit", "过安检的时候兜里揣着{new}，结果响的是我的皮带扣。"),
                ("implicit", "公交上{new}掉了 一个小孩追下车给我送来"),
                ("implicit", "上台汇报前躲在厕所里喷了一口{new}，感觉自己像个特务。"),
                ("implicit", "猫把{new}拨到冰箱底下，我拿尺子掏了半天。"),
                ("implicit", "爬黄山带着{new}，没到光明顶就喷了两回。"),
                (
                    "implicit",
                    "小区元宵放烟花：孩子的仙女棒找不到了，狗躲进了浴缸，汤圆煮破了一锅，又是烟又是冷风，我站在人群最后头，一口接一口地喷{new}，跟吃糖似的。",
                ),
            ],
            "questions": [
                "我用的什么吸入剂？",
                "我治哮喘喷的是什么？",
                "药柜里备着的是哪种吸入剂？",
            ],
            "now": ["我现在用的是哪个吸入剂？"],
        },
    },
    {
        "key": "cough_remedy",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Benylin",
                "Covonia",
                "honey and lemon",
                "Buttercup syrup",
                "Lockets",
                "Fisherman's Friends",
            ],
            "facts": [
                "When I've got a cough I take {v}.",
                "For a tickly throat it's {v} for me.",
                "The cough stuff in the bathroom cabinet is {v}.",
            ],
            "corrections": [
                ("cue", "started reaching for {new} when my throat goes"),
                ("cue", "I've taken to {new} when a cough comes on."),
                ("cue", "The cough remedy in the cabinet this winter is {new}."),
                ("explicit", "Gave {old} up for coughs, I take {new}."),
                ("explicit", "{old} doesn't live in the cabinet any more, {new} does."),
                ("explicit", "it's {new} for the cough, not {old}"),
                (
                    "implicit",
                    "Coughed through the whole of the school nativity with {new} in my handbag.",
                ),
                ("implicit", "{new} on the bedside table, box of tissues, woe"),
                (
                    "implicit",
                    "Sat in the car park before the interview with {new}, trying to get my voice back.",
                ),
                ("implicit", "My mum swears by {new} as well, so at least we agree on something."),
                (
                    "implicit",
                    "Woke the cat up rummaging for {new} in the dark at three in the morning.",
                ),
                (
                    "implicit",
                    "Christmas concert at church: I'd lost my voice by the Thursday, the choir mistress had me miming the descant, the heating was off so we sang in our coats, and I got through three carols on {new} and sheer spite.",
                ),
            ],
            "questions": [
                "What do I take for a cough?",
                "What's my cough remedy?",
                "What's the cough stuff in the cabinet?",
            ],
            "now": ["What do I reach for when I've got a cough right now?"],
        },
        "zh": {
            "values": [
                "念慈菴枇杷膏",
                "急支糖浆",
                "冰糖炖雪梨",
                "蛇胆川贝液",
                "金嗓子喉宝",
                "罗汉果泡水",
            ],
            "facts": [
                "我一咳嗽就靠{v}压一压。",
                "嗓子不舒服我就弄点{v}。",
                "家里药柜里治咳嗽的是{v}。",
            ],
            "corrections": [
                ("cue", "最近咳嗽都拿{new}顶着。"),
                ("cue", "今年冬天止咳靠的是{new}。"),
                ("cue", "开始拿{new}对付咳嗽了。"),
                ("explicit", "药柜里的{old}清掉了，放的是{new}。"),
                ("explicit", "咳嗽不靠{old}了，靠{new}。"),
                ("explicit", "{old}没再弄，嗓子疼就{new}"),
                ("implicit", "孩子幼儿园演出我咳了全场，包里揣着{new}。"),
                ("implicit", "床头 {new} 一卷纸 惨"),
                ("implicit", "面试前坐在车里靠{new}把嗓子救回来一点。"),
                ("implicit", "我妈也认{new}，我们娘俩总算有件事意见一致。"),
                ("implicit", "半夜三点摸黑在厨房弄{new}，把猫吓了一跳。"),
                (
                    "implicit",
                    "单位年会合唱：周四我嗓子就哑了，指挥让我光张嘴别出声，礼堂暖气没开，大家穿着羽绒服唱，我全靠{new}和一口气撑过了三首歌。",
                ),
            ],
            "questions": [
                "我咳嗽靠什么？",
                "我止咳用的是什么？",
                "药柜里治咳嗽的是什么？",
            ],
            "now": ["我现在咳嗽靠的是什么？"],
        },
    },
    {
        "key": "morning_workout",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Joe Wicks on YouTube",
                "Yoga with Adriene",
                "a Peloton class",
                "the 7-minute workout app",
                "a run round the rec",
                "Pilates on the living-room floor",
            ],
            "facts": [
                "My morning exercise is {v}.",
                "Before work I do {v}.",
                "The way I start the day is {v}.",
            ],
            "corrections": [
                ("cue", "mornings are {new} for me now"),
                ("cue", "I've got into {new} before work."),
                ("cue", "Since the clocks went back I start the day with {new}."),
                ("explicit", "Dropped {old}, my mornings start with {new}."),
                ("explicit", "{old} got too samey, so it's {new} before work."),
                ("explicit", "mornings: {new}. {old} is done"),
                (
                    "implicit",
                    "The cat lay down on my back halfway through {new} and I just stayed there.",
                ),
                ("implicit", "pulled a muscle doing {new} at 6am lol"),
                (
                    "implicit",
                    "Next door's little girl watches me do {new} through the window and copies.",
                ),
                (
                    "implicit",
                    "Dragged {new} along on holiday in Pembrokeshire as well, and the family think I've lost it.",
                ),
                (
                    "implicit",
                    "Missed {new} because the fire alarm went at six, and the whole day felt off.",
                ),
                (
                    "implicit",
                    "Monday chaos: the alarm didn't go off, the milk was sour, not one matching sock in the house, the boss pulled the team meeting forward an hour, and I still squeezed in {new} in my dressing gown before the school run, don't ask me how.",
                ),
            ],
            "questions": [
                "What exercise do I do in the morning?",
                "What's my morning workout?",
                "What do I do before work to keep fit?",
            ],
            "now": ["What am I doing for exercise in the mornings right now?"],
        },
        "zh": {
            "values": ["八段锦", "刘畊宏毽子操", "帕梅拉的课", "Keep上的燃脂课", "太极拳", "跳绳"],
            "facts": [
                "我早上的锻炼是{v}。",
                "每天一早我的运动就是{v}。",
                "我早上雷打不动练{v}。",
            ],
            "corrections": [
                ("cue", "最近早上开始练{new}了。"),
                ("cue", "过完年早起的运动就是{new}。"),
                ("cue", "早上的锻炼改成{new}了。"),
                ("explicit", "{old}不练了，早上是{new}。"),
                ("explicit", "早上把{old}换成了{new}。"),
                ("explicit", "早上是{new} {old}已经停了"),
                ("implicit", "练{new}练到一半，猫趴到我背上，我就没起来。"),
                ("implicit", "早上六点练{new}把腰闪了 哈哈"),
                ("implicit", "隔壁小孩隔着窗户看我练{new}，还跟着比划。"),
                ("implicit", "回老家过年也没落下{new}，亲戚们以为我魔怔了。"),
                ("implicit", "早上六点楼里火警响，{new}没练成，一整天都不对劲。"),
                (
                    "implicit",
                    "周一乱套：闹钟没响，牛奶过期了，一双成对的袜子都找不着，领导把例会提前了一小时，我居然还穿着睡衣抽空练了一遍{new}才送孩子上学，别问我怎么做到的。",
                ),
            ],
            "questions": [
                "我早上做什么锻炼？",
                "我每天一早练的是什么？",
                "上班前我靠什么运动？",
            ],
            "now": ["我现在早上练的是什么？"],
        },
    },
    {
        "key": "sewing_machine",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Janome",
                "a Singer",
                "a Brother",
                "Nan's old Bernina",
                "a Pfaff",
                "a Silvercrest from Lidl",
            ],
            "facts": [
                "My sewing machine is {v}.",
                "I do my sewing on {v}.",
                "The machine on the spare-room table, for sewing, is {v}.",
            ],
            "corrections": [
                ("cue", "christmas present to myself: {new}, sewing away on it"),
                ("cue", "Treated myself to {new} for the sewing."),
                ("cue", "The sewing machine on the spare-room table at the moment is {new}."),
                ("explicit", "{old} went to my niece, I sew on {new}."),
                ("explicit", "Traded {old} in and came home with {new} for my sewing."),
                ("explicit", "sewing machine = {new}, {old} sold"),
                (
                    "implicit",
                    "Ran the needle of {new} straight through my fingernail hemming curtains at midnight.",
                ),
                ("implicit", "bobbin thread in a bird's nest in {new} again, swearing"),
                (
                    "implicit",
                    "The dog sleeps under the table with {new} on it, the hum sends him off.",
                ),
                (
                    "implicit",
                    "Ran up a Halloween costume on {new} in an hour and the kid wore it for a week.",
                ),
                (
                    "implicit",
                    "Hauled {new} to the repair café at the community centre and fixed eleven pairs of trousers.",
                ),
                (
                    "implicit",
                    "Half term at home: I'd promised pancakes, a trip to the museum and a den in the garden, the weather said no to two of those, so the kids and I sat round {new} making bunting out of old pillowcases while the rain hammered on the conservatory roof.",
                ),
            ],
            "questions": [
                "What sewing machine do I have?",
                "What do I sew on?",
                "Which machine do I do my sewing with?",
            ],
            "now": ["What's my sewing machine right now?"],
        },
        "zh": {
            "values": [
                "蝴蝶牌缝纫机",
                "飞人牌缝纫机",
                "胜家缝纫机",
                "兄弟家用缝纫机",
                "我妈陪嫁的蜜蜂牌缝纫机",
                "重机缝纫机",
            ],
            "facts": [
                "我家的缝纫机是{v}。",
                "我做衣服用的是{v}。",
                "书房窗边摆着一台{v}。",
            ],
            "corrections": [
                ("cue", "过年前入了一台{new}。"),
                ("cue", "最近做针线活改用{new}。"),
                ("cue", "家里的缝纫机眼下是{new}。"),
                ("explicit", "{old}给了我表妹，我用{new}。"),
                ("explicit", "把{old}折价卖了，搬回来一台{new}。"),
                ("explicit", "缝纫机：{new}，{old}已经出手了"),
                ("implicit", "半夜给窗帘锁边，{new}的针扎穿了指甲。"),
                ("implicit", "{new}又把底线绞成一团 崩溃"),
                ("implicit", "狗就爱趴在{new}底下，一听那声音就睡着。"),
                ("implicit", "在{new}上一个钟头赶出一套万圣节衣服，孩子穿了一星期。"),
                ("implicit", "把{new}扛到社区便民服务点，帮街坊缝了十一条裤子。"),
                (
                    "implicit",
                    "孩子放寒假在家：说好了摊煎饼、去博物馆、在院子里搭个窝，天气否了两样，最后娘仨围着{new}，拿旧枕套做了一串小彩旗，窗外的雨下了一下午。",
                ),
            ],
            "questions": [
                "我家的缝纫机是什么牌子？",
                "我做衣服用的什么缝纫机？",
                "书房窗边那台缝纫机是哪个？",
            ],
            "now": ["我现在用的是哪台缝纫机？"],
        },
    },
    {
        "key": "tent",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Vango",
                "a Coleman",
                "a Quechua pop-up",
                "a canvas bell tent",
                "an Outwell",
                "an old orange ridge tent",
            ],
            "facts": [
                "Our tent is {v}.",
                "When we go camping we take {v}.",
                "The tent in the garage is {v}.",
            ],
            "corrections": [
                ("cue", "camping in {new} this year"),
                ("cue", "Picked up {new} in the sale and that's what we camp in."),
                ("cue", "We've bought {new} for the camping trips."),
                ("explicit", "{old} snapped a pole in a storm, we camp in {new}."),
                ("explicit", "Sold {old} on and we take {new} camping."),
                ("explicit", "tent: {new}. {old} went to the scouts"),
                ("implicit", "Woke up in {new} with a slug on my cheek."),
                (
                    "implicit",
                    "kids zipped the dog into {new} and lost him for ten mins, he was fine",
                ),
                (
                    "implicit",
                    "Pitched {new} in the back garden for a sleepover and the kids were back in their beds by ten.",
                ),
                ("implicit", "Spent two hours drying {new} out over the banisters."),
                ("implicit", "The wind got under {new} at Hay and we chased it across a field."),
                (
                    "implicit",
                    "Camping in the Peaks: it rained from the minute we left the M1, the air bed had a puncture, the youngest cried because the toilets had spiders, and I lay awake half the night in {new} listening to a cow chewing about a foot from my head.",
                ),
            ],
            "questions": [
                "What tent have we got?",
                "What do we camp in?",
                "Which tent is in the garage?",
            ],
            "now": ["What tent are we using at the moment?"],
        },
        "zh": {
            "values": [
                "牧高笛帐篷",
                "骆驼帐篷",
                "迪卡侬速开帐篷",
                "挪客帐篷",
                "雪峰帐篷",
                "黑鹿帐篷",
            ],
            "facts": [
                "我们家的帐篷是{v}。",
                "出去露营我们带的是{v}。",
                "露营睡的是{v}。",
            ],
            "corrections": [
                ("cue", "今年露营用上了{new}。"),
                ("cue", "国庆前入了{new}。"),
                ("cue", "露营的家当里帐篷改成{new}了。"),
                ("explicit", "{old}在大风里折了杆，露营睡{new}。"),
                ("explicit", "{old}出给了驴友，带的是{new}。"),
                ("explicit", "帐篷用{new} {old}借给同事一直没还"),
                ("implicit", "在{new}里睡醒，脸上爬着一只蜗牛。"),
                ("implicit", "孩子把狗关进{new}拉上拉链 找了十分钟"),
                ("implicit", "在楼顶天台支起{new}给孩子过夜，十点就全跑回床上了。"),
                ("implicit", "把{new}搭在楼道里晾了两个钟头。"),
                ("implicit", "在草原上风钻进{new}底下，我们追着它跑了半个坡。"),
                (
                    "implicit",
                    "去安吉露营：一上高速就下起了雨，气垫床漏了气，小的嫌厕所里有蜘蛛哭了一场，我半夜躺在{new}里，听着外面不知道谁家的狗一直叫。",
                ),
            ],
            "questions": [
                "我们家的帐篷是什么牌子的？",
                "露营我们睡什么帐篷？",
                "出去露营带的是哪顶帐篷？",
            ],
            "now": ["我们现在露营用的是哪顶帐篷？"],
        },
    },
    {
        "key": "camping_stove",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Campingaz",
                "a Jetboil",
                "a Trangia",
                "a Primus",
                "an MSR PocketRocket",
                "a Kelly Kettle",
            ],
            "facts": [
                "Our camping stove is {v}.",
                "We cook on {v} when we're camping.",
                "Packed in with the tent is {v} for brews.",
            ],
            "corrections": [
                ("cue", "brewing up on {new} this camping season"),
                ("cue", "Got hold of {new} for cooking at the campsite."),
                ("cue", "The stove that went in the camping box this spring is {new}."),
                ("explicit", "Left {old} at home for good, we cook on {new}."),
                ("explicit", "{old} is in the loft and {new} comes camping."),
                ("explicit", "stove's {new} — {old} got given away"),
                ("implicit", "Singed my eyebrows lighting {new} in a gale on the Gower."),
                ("implicit", "bacon on {new}, sunrise, best breakfast of my life"),
                (
                    "implicit",
                    "A man on the next pitch wandered over to look at {new} and stayed for a cuppa.",
                ),
                (
                    "implicit",
                    "Boiled water for the baby's bottle on {new} in a lay-by on the A30.",
                ),
                (
                    "implicit",
                    "Forgot the lighter for {new} and we ate cold beans out of the tin.",
                ),
                (
                    "implicit",
                    "Duke of Edinburgh weekend with the scouts: three kids lost a map each, one brought nothing but Haribo, it hailed on the Saturday, and I spent most of the night on {new} making hot chocolate for twelve in a pan the size of a teacup.",
                ),
            ],
            "questions": [
                "What camping stove do we have?",
                "What do we cook on when we camp?",
                "Which stove goes in the camping box?",
            ],
            "now": ["What's our camping stove at the moment?"],
        },
        "zh": {
            "values": [
                "岩谷卡式炉",
                "火枫炉头",
                "Jetboil",
                "酒精炉",
                "折叠柴火炉",
                "科维卡式炉",
            ],
            "facts": [
                "我们露营做饭用的是{v}。",
                "帐篷包旁边塞着{v}，做饭用。",
                "露营烧水靠{v}。",
            ],
            "corrections": [
                ("cue", "露营做饭开始用{new}了。"),
                ("cue", "上回去草原前添了{new}。"),
                ("cue", "眼下露营煮东西靠{new}。"),
                ("explicit", "{old}留在家里吃灰，露营带{new}。"),
                ("explicit", "{old}送给了驴友，做饭用{new}。"),
                ("explicit", "炉子是{new}了 {old}不带了"),
                ("implicit", "在海边大风里点{new}，眉毛燎掉了一半。"),
                ("implicit", "{new}上煎培根 看日出 绝了"),
                ("implicit", "隔壁营位的大哥过来研究我们的{new}，顺便喝了杯茶。"),
                ("implicit", "在318国道边上拿{new}烧水给娃冲奶粉。"),
                ("implicit", "忘带打火机，对着{new}干瞪眼，最后啃了一顿面包。"),
                (
                    "implicit",
                    "跟单位工会去徒步：三个人把地图弄丢了，一个人背包里只有辣条，周六下了冰雹，我大半夜守着{new}，拿一个茶杯大的小锅给十二个人煮姜茶。",
                ),
            ],
            "questions": [
                "我们露营用什么炉子？",
                "露营做饭靠什么？",
                "帐篷包旁边那个炉子是什么？",
            ],
            "now": ["我们现在露营用的是什么炉子？"],
        },
    },
    {
        "key": "meeting_app",
        "type": "SEMANTIC",
        "en": {
            "values": ["Teams", "Zoom", "Google Meet", "Webex", "Slack huddles", "GoTo Meeting"],
            "facts": [
                "At work our calls are on {v}.",
                "Work meetings happen on {v}.",
                "The company does its video calls on {v}.",
            ],
            "corrections": [
                ("cue", "work calls are all on {new} from this week"),
                ("cue", "IT rolled everyone onto {new} for meetings."),
                ("cue", "The office has taken its calls over to {new}."),
                ("explicit", "Work ditched {old}, our calls are on {new}."),
                ("explicit", "Meetings at work: {new}. {old} was switched off in the summer."),
                ("explicit", "no more {old} at work, it's {new} for calls"),
                (
                    "implicit",
                    "Forgot I was on mute on {new} and gave my whole update to nobody.",
                ),
                ("implicit", "cat walked across the keyboard mid {new} call, boss loved it"),
                (
                    "implicit",
                    "My camera came on in {new} while I was eating a yoghurt with a fork.",
                ),
                (
                    "implicit",
                    "Did the whole quarterly review over {new} from the car in the school car park.",
                ),
                ("implicit", "Got kicked out of {new} three times during my pay review."),
                (
                    "implicit",
                    "Working from my mum's over Easter: her wifi is more of a rumour, the dog barks at the postman at exactly ten, my dad wanders in and out asking about the remote, and I did the budget meeting on {new} perched on the stairs because that's the only spot with a signal.",
                ),
            ],
            "questions": [
                "What do we use for video calls at work?",
                "What are my work meetings on?",
                "Which app does the office hold its calls on?",
            ],
            "now": ["What's work using for calls right now?"],
        },
        "zh": {
            "values": ["腾讯会议", "钉钉", "飞书", "企业微信", "Zoom", "华为WeLink"],
            "facts": [
                "我们公司开会用{v}。",
                "单位的视频会都在{v}上开。",
                "上班的线上会议走的是{v}。",
            ],
            "corrections": [
                ("cue", "公司的会统一挪到{new}上了。"),
                ("cue", "从这周起开会都用{new}。"),
                ("cue", "行政让全员装了{new}开会。"),
                ("explicit", "公司停了{old}，开会用{new}。"),
                ("explicit", "{old}的账号收回了，会都在{new}上开。"),
                ("explicit", "开会不走{old}了 走{new}"),
                ("implicit", "在{new}上忘了关麦，吐槽领导的话全部门都听见了。"),
                ("implicit", "{new}开着会 猫踩键盘 领导还挺喜欢"),
                ("implicit", "{new}的摄像头自己开了，我正拿筷子吃酸奶。"),
                ("implicit", "在学校门口的车里用{new}开完了整个季度复盘。"),
                ("implicit", "调薪谈话的时候被{new}踢出去三回。"),
                (
                    "implicit",
                    "清明在我妈家远程上班：她家WiFi时有时无，狗每天十点准时冲快递员叫，我爸进进出出找遥控器，预算会我是蹲在楼梯拐角用{new}开完的，因为只有那儿有信号。",
                ),
            ],
            "questions": [
                "我们公司开会用什么软件？",
                "单位的视频会在哪个平台上开？",
                "上班开线上会用的什么？",
            ],
            "now": ["公司现在开会用的是哪个？"],
        },
    },
    {
        "key": "desk_chair",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Herman Miller Aeron",
                "an IKEA Markus",
                "a kneeling chair",
                "a gym ball",
                "a Steelcase Leap",
                "a wooden kitchen chair",
            ],
            "facts": [
                "My desk chair is {v}.",
                "I sit at my desk on {v}.",
                "At the computer I sit on {v}.",
            ],
            "corrections": [
                ("cue", "sat at my desk on {new} this week, getting used to it"),
                ("cue", "Work sent me {new} for my desk."),
                ("cue", "Put {new} at the desk in the box room."),
                ("explicit", "{old} went out with the recycling, I sit on {new}."),
                ("explicit", "Gave {old} to my brother, my desk chair is {new}."),
                ("explicit", "desk chair: {new}, {old} gone to the tip"),
                ("implicit", "Leaned back on {new} and took out the lamp."),
                ("implicit", "cat's claimed {new}, I'm working standing up"),
                ("implicit", "Dozed off on {new} during a webinar about pensions."),
                ("implicit", "The toddler rode {new} across the landing like it was a bus."),
                (
                    "implicit",
                    "Sat on {new} for nine hours straight doing the year-end figures.",
                ),
                (
                    "implicit",
                    "Deadline day: the wifi dropped twice, the window cleaner waved at me through every window in turn, next door started drilling at ten, and I didn't move off {new} from eight until the report went in at six.",
                ),
            ],
            "questions": [
                "What do I sit on at my desk?",
                "What's my desk chair?",
                "What chair do I use at the computer?",
            ],
            "now": ["What am I sitting on at my desk right now?"],
        },
        "zh": {
            "values": [
                "西昊人体工学椅",
                "永艺电脑椅",
                "宜家的马库斯",
                "一个瑜伽球",
                "网易严选的办公椅",
                "一把餐椅",
            ],
            "facts": [
                "我电脑前坐的是{v}。",
                "书桌前我坐{v}。",
                "我办公坐的是{v}。",
            ],
            "corrections": [
                ("cue", "书桌前刚添了{new}。"),
                ("cue", "最近办公坐{new}，还在适应。"),
                ("cue", "公司给我配了{new}。"),
                ("explicit", "{old}当废品卖了，书桌前是{new}。"),
                ("explicit", "把{old}给了我弟，我坐{new}。"),
                ("explicit", "椅子：{new} {old}撤了"),
                ("implicit", "坐在{new}上往后一仰，把台灯撞飞了。"),
                ("implicit", "猫占了{new} 我站着上班"),
                ("implicit", "听养老金讲座的时候坐在{new}上睡着了。"),
                ("implicit", "小的骑着{new}在过道里开公交车。"),
                ("implicit", "在{new}上一坐九个钟头，把年报的数做完了。"),
                (
                    "implicit",
                    "交稿那天：网断了两回，擦玻璃的师傅挨个窗户跟我招手，隔壁十点准时装修打电钻，我从早上八点到晚上六点交稿，屁股就没离开过{new}。",
                ),
            ],
            "questions": [
                "我电脑前坐的是什么？",
                "我的办公椅是什么？",
                "书桌前我坐的是哪把椅子？",
            ],
            "now": ["我现在书桌前坐的是什么？"],
        },
    },
    {
        "key": "computer_mouse",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Logitech MX Master",
                "a vertical mouse",
                "a trackball",
                "an Apple Magic Mouse",
                "a Microsoft Arc mouse",
                "a Razer gaming mouse",
            ],
            "facts": [
                "I use {v} at my computer.",
                "My mouse is {v}.",
                "Next to my keyboard there's {v}.",
            ],
            "corrections": [
                ("cue", "clicking away with {new} this month"),
                ("cue", "Took delivery of {new} for the desk."),
                ("cue", "My wrist started playing up, so it's {new} on the desk."),
                ("explicit", "{old} is in the drawer, I work with {new}."),
                ("explicit", "Swapped out {old} for {new} at the desk."),
                ("explicit", "mouse situation: {new}, {old} unplugged for good"),
                (
                    "implicit",
                    "Knocked coffee over {new} and it still clicks, just stickily.",
                ),
                ("implicit", "the cat keeps batting at {new} while i work"),
                (
                    "implicit",
                    "My seven-year-old got the hang of {new} in about a minute and started putting things in a basket.",
                ),
                (
                    "implicit",
                    "Spent the afternoon dragging cells round a spreadsheet with {new} and my shoulder is in bits.",
                ),
                (
                    "implicit",
                    "Left {new} at the hot desk and someone had kept it warm for me by the time I got back.",
                ),
                (
                    "implicit",
                    "Quarter-end: finance wanted everything by noon, the VPN fell over twice, the fire drill went off at eleven, and I ate lunch one-handed while clicking through invoices with {new} in the other.",
                ),
            ],
            "questions": [
                "What mouse do I use?",
                "What do I click with at my computer?",
                "What's next to my keyboard?",
            ],
            "now": ["What mouse am I using right now?"],
        },
        "zh": {
            "values": [
                "罗技MX Master",
                "垂直鼠标",
                "轨迹球",
                "苹果妙控鼠标",
                "微软Arc鼠标",
                "雷蛇鼠标",
            ],
            "facts": [
                "我用电脑配的是{v}。",
                "键盘旁边放着{v}。",
                "我干活靠{v}点来点去。",
            ],
            "corrections": [
                ("cue", "手腕疼了以后开始用{new}。"),
                ("cue", "这个月办公用上了{new}。"),
                ("cue", "桌上添了{new}，在慢慢上手。"),
                ("explicit", "{old}收进抽屉了，用的是{new}。"),
                ("explicit", "{old}不用了，手边是{new}。"),
                ("explicit", "点东西：{new}，{old}拔了"),
                ("implicit", "咖啡洒在{new}上，还能点，就是黏糊糊的。"),
                ("implicit", "猫老来扒拉{new}"),
                ("implicit", "七岁的闺女一分钟就摸透了{new}，自己往购物车里加东西。"),
                ("implicit", "拿{new}拖了一下午表格，肩膀废了。"),
                ("implicit", "{new}忘在共享工位上了，回来发现被人焐得热乎乎的。"),
                (
                    "implicit",
                    "季度末：财务要中午前全交，VPN掉线两回，十一点还来了次消防演练，我午饭一手拿着煎饼果子，一手用{new}一张张点发票。",
                ),
            ],
            "questions": [
                "我用的什么鼠标？",
                "我电脑旁边点东西用的是什么？",
                "键盘边上放的是什么？",
            ],
            "now": ["我现在用的是什么鼠标？"],
        },
    },
    {
        "key": "kids_holiday_club",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the football camp at the leisure centre",
                "Camp Beaumont",
                "a drama club at the secondary school",
                "forest school in the woods behind the church",
                "the Scouts' summer camp",
                "Nan's in Skegness",
            ],
            "facts": [
                "In the school holidays the kids go to {v}.",
                "Over the summer holidays the children are at {v}.",
                "While school's off the kids spend their days at {v}.",
            ],
            "corrections": [
                ("cue", "booked the kids into {new} for the holidays"),
                ("cue", "This summer the children's days are spent at {new}."),
                ("cue", "The kids are off to {new} for the holidays this year."),
                (
                    "explicit",
                    "The kids aren't going to {old}, they're at {new} over the holidays.",
                ),
                ("explicit", "Dropped {old} for the summer, it's {new}."),
                ("explicit", "holidays = {new} for the kids, {old} is off"),
                ("implicit", "Picked the kids up from {new} and they'd both lost a shoe."),
                ("implicit", "youngest came back from {new} with a frog in her lunchbox"),
                (
                    "implicit",
                    "The eldest got sunburnt at {new} and blamed me for the suncream.",
                ),
                (
                    "implicit",
                    "Packed three lunches for the kids to take to {new} at six in the morning, in the dark.",
                ),
                (
                    "implicit",
                    "The kids came home from {new} singing a song I'll be hearing in my sleep.",
                ),
                (
                    "implicit",
                    "Summer holidays, week two: I'm working off the kitchen table, the dog's got a stomach bug, the paddling pool has a slow leak, and the only reason I'm sane is that the kids are out at {new} from nine till four.",
                ),
            ],
            "questions": [
                "Where do the kids go in the school holidays?",
                "What do the children do over the summer break?",
                "Where are the kids during the holidays?",
            ],
            "now": ["Where are the kids going in the school holidays at the moment?"],
        },
        "zh": {
            "values": [
                "少年宫的书法班",
                "游泳培训班",
                "乐高编程营",
                "老家奶奶家",
                "军事夏令营",
                "社区的暑托班",
            ],
            "facts": [
                "学校一放假，孩子就去{v}。",
                "放暑假孩子白天都在{v}。",
                "孩子的假期是在{v}过的。",
            ],
            "corrections": [
                ("cue", "这个暑假孩子去{new}。"),
                ("cue", "假期把孩子送到了{new}。"),
                ("cue", "孩子放假安排成{new}了。"),
                ("explicit", "孩子不去{old}了，放假去{new}。"),
                ("explicit", "假期从{old}换到了{new}。"),
                ("explicit", "放假：{new} 不是{old}"),
                ("implicit", "从{new}接孩子，俩人各丢了一只鞋。"),
                ("implicit", "小的从{new}回来 饭盒里装着一只青蛙"),
                ("implicit", "老大从{new}回来，胳膊上全是蚊子包，怪我没给他带花露水。"),
                ("implicit", "早上六点摸黑给孩子备好去{new}带的饭。"),
                ("implicit", "孩子从{new}回来唱了一首歌，我做梦都是那个调。"),
                (
                    "implicit",
                    "暑假第二周：我在餐桌上办公，狗拉肚子，充气泳池慢慢漏气，我能保持清醒全靠孩子们早九晚四待在{new}。",
                ),
            ],
            "questions": [
                "孩子放暑假去哪儿？",
                "假期里孩子白天在哪？",
                "学校放假孩子去什么地方？",
            ],
            "now": ["孩子现在放假去的是哪儿？"],
        },
    },
    {
        "key": "school_shoes",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Clarks",
                "Start-rite",
                "George at Asda",
                "Kickers",
                "Skechers",
                "hand-me-downs from her cousin",
            ],
            "facts": [
                "Our youngest's school shoes are {v}.",
                "For school the youngest wears {v}.",
                "The youngest goes to school in {v}.",
            ],
            "corrections": [
                ("cue", "youngest in {new} for school this term"),
                (
                    "cue",
                    "Got the little one's feet measured and we went with {new} for school.",
                ),
                ("cue", "The youngest started Year 3 in {new}."),
                ("explicit", "The youngest's out of {old}, it's {new} for school."),
                ("explicit", "No {old} for school this year, the youngest has {new}."),
                ("explicit", "school shoes: {new} instead of {old}"),
                (
                    "implicit",
                    "The youngest came home with {new} soaked through from jumping in the pond.",
                ),
                ("implicit", "found {new} in the dog's bed, one chewed"),
                (
                    "implicit",
                    "Polished the youngest's {new} on Sunday night, the way my dad did ours.",
                ),
                ("implicit", "The youngest wrote her name inside {new} in glitter pen."),
                (
                    "implicit",
                    "A dinner lady rang because the youngest had lent {new} to a friend and was doing PE in wellies.",
                ),
                (
                    "implicit",
                    "Back-to-school week: the uniform shop had no jumpers in her size, the lunchbox lid snapped, the reading app wouldn't take my password, and on the Monday morning the youngest refused to put on {new} because the laces were 'the wrong kind of black'.",
                ),
            ],
            "questions": [
                "What school shoes does the youngest wear?",
                "What does our youngest wear on her feet for school?",
                "Which school shoes are the little one's?",
            ],
            "now": ["What's the youngest wearing for school shoes at the moment?"],
        },
        "zh": {
            "values": ["回力", "安踏儿童", "巴拉巴拉", "斯凯奇", "江博士", "表哥穿剩下的"],
            "facts": [
                "小女儿上学穿{v}。",
                "小的的校鞋是{v}。",
                "孩子上学脚上是{v}。",
            ],
            "corrections": [
                ("cue", "这学期小的上学穿{new}了。"),
                ("cue", "开学前带小的去量了脚，最后定了{new}。"),
                ("cue", "升三年级起小的穿{new}。"),
                ("explicit", "小的不穿{old}了，上学穿{new}。"),
                ("explicit", "上学的鞋没再选{old}，选了{new}。"),
                ("explicit", "校鞋：{new}，{old}收起来了"),
                ("implicit", "小的跳水坑，穿着{new}湿透了回来。"),
                ("implicit", "在狗窝里找到{new} 一只被啃了"),
                ("implicit", "周日晚上给小的刷{new}，跟我爸当年一样。"),
                ("implicit", "小的拿亮片笔在{new}里头写了自己的名字。"),
                ("implicit", "食堂阿姨打电话，说小的把{new}借给同学，自己穿着雨靴上体育课。"),
                (
                    "implicit",
                    "开学这一周：校服店没她的码了，饭盒盖子断了，学校的阅读App怎么也登不上，开学第一天早上小的死活不肯穿{new}，说鞋带的黑“不对”。",
                ),
            ],
            "questions": [
                "小的上学穿什么鞋？",
                "孩子的校鞋是什么牌子？",
                "小女儿上学脚上穿的是什么？",
            ],
            "now": ["小的现在上学穿的是什么鞋？"],
        },
    },
    {
        "key": "school_bag",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Kipling backpack",
                "a Frozen rucksack",
                "a JanSport",
                "a Smiggle bag",
                "a book bag from the school office",
                "a Fjällräven Kånken",
            ],
            "facts": [
                "The youngest takes {v} to school.",
                "Our youngest's school bag is {v}.",
                "Hanging on the youngest's peg at school is {v}.",
            ],
            "corrections": [
                ("cue", "youngest's lugging {new} to school this year"),
                ("cue", "Bought the little one {new} for school."),
                ("cue", "From September the youngest carries {new}."),
                ("explicit", "The youngest gave up {old}, she takes {new} to school."),
                ("explicit", "{old} went in the charity bag and the youngest has {new}."),
                ("explicit", "school bag: {new}. {old} got a hole"),
                (
                    "implicit",
                    "Found a banana from last Tuesday at the bottom of {new}.",
                ),
                ("implicit", "snail in the side pocket of {new}, don't ask"),
                (
                    "implicit",
                    "The youngest swung {new} round in the playground and knocked over a Year 6.",
                ),
                ("implicit", "Left {new} on the bus and rang the depot four times."),
                (
                    "implicit",
                    "The youngest sleeps with {new} at the end of the bed, packed and ready.",
                ),
                (
                    "implicit",
                    "Monday morning: PE kit, recorder, a form for the trip that wanted a cheque (a cheque!), a lost tooth in an envelope for the fairy, and the whole lot crammed into {new} while the youngest ate toast on the stairs.",
                ),
            ],
            "questions": [
                "What does the youngest take to school as a bag?",
                "What's our youngest's school bag?",
                "What's on the youngest's peg at school?",
            ],
            "now": ["What school bag is the youngest using right now?"],
        },
        "zh": {
            "values": [
                "护脊书包",
                "艾莎公主书包",
                "卡拉羊书包",
                "迪士尼拉杆书包",
                "学校统一发的书包",
                "小米的双肩包",
            ],
            "facts": [
                "小的背的书包是{v}。",
                "孩子上学背{v}。",
                "小的在教室挂钩上挂的是{v}。",
            ],
            "corrections": [
                ("cue", "这学期小的背上了{new}。"),
                ("cue", "九月开学起小的背{new}。"),
                ("cue", "小的书包目前用{new}。"),
                ("explicit", "{old}不背了，小的背{new}。"),
                ("explicit", "{old}开线了，小的用{new}。"),
                ("explicit", "书包是{new}，{old}进了旧衣回收箱"),
                ("implicit", "在{new}最底下翻出一根上周二的香蕉。"),
                ("implicit", "{new}侧兜里爬出一只蜗牛 别问"),
                ("implicit", "小的在操场上抡着{new}转圈，撞倒了一个六年级的。"),
                ("implicit", "把{new}落在公交车上，往公交公司打了四个电话。"),
                ("implicit", "小的晚上抱着收拾好的{new}睡觉。"),
                (
                    "implicit",
                    "周一早上：体育服、竖笛、春游回执要家长签字，还有一颗刚掉的牙装在信封里，全塞进{new}，小的坐在楼梯上啃面包。",
                ),
            ],
            "questions": [
                "小的背的是什么书包？",
                "孩子上学背哪个书包？",
                "小的挂钩上挂的书包是什么？",
            ],
            "now": ["小的现在背的是哪个书包？"],
        },
    },
    {
        "key": "credit_card",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "an Amex",
                "a Barclaycard",
                "a John Lewis credit card",
                "a Halifax Clarity card",
                "a Nationwide credit card",
                "an M&S credit card",
            ],
            "facts": [
                "My credit card is {v}.",
                "The credit card in my purse is {v}.",
                "Big purchases go on {v}.",
            ],
            "corrections": [
                ("cue", "putting everything on {new} now"),
                ("cue", "Opened {new} in the spring and that's my credit card."),
                ("cue", "The credit card I carry this year is {new}."),
                ("explicit", "Cut up {old}, my credit card is {new}."),
                ("explicit", "Closed {old} and took out {new}."),
                ("explicit", "credit card: {new} not {old}"),
                (
                    "implicit",
                    "Put the boiler repair on {new} and tried very hard not to look at the statement.",
                ),
                ("implicit", "left {new} in the card machine at the chippy, they kept it for me"),
                (
                    "implicit",
                    "The hotel in Lisbon declined {new} and the receptionist gave me the look.",
                ),
                ("implicit", "The puppy chewed a corner off {new} and it still works, mostly."),
                (
                    "implicit",
                    "Paid the deposit for the hen do on {new} and spent the evening on a spreadsheet.",
                ),
                (
                    "implicit",
                    "Black Friday went badly: I meant to buy one pair of boots and ended up with an air fryer, a lamp shaped like a mushroom, three jigsaws and a coat for the dog, all on {new}, and the boots were sold out.",
                ),
            ],
            "questions": [
                "What credit card do I have?",
                "Which credit card is in my purse?",
                "What do I put big purchases on?",
            ],
            "now": ["Which credit card am I using right now?"],
        },
        "zh": {
            "values": [
                "招行信用卡",
                "广发信用卡",
                "交行沃尔玛卡",
                "浦发信用卡",
                "中信颜卡",
                "建行龙卡",
            ],
            "facts": [
                "我用的信用卡是{v}。",
                "钱包里的信用卡是{v}。",
                "大件都刷{v}。",
            ],
            "corrections": [
                ("cue", "最近开始刷{new}了。"),
                ("cue", "今年办了张{new}，主要刷它。"),
                ("cue", "信用卡目前主刷{new}。"),
                ("explicit", "{old}销户了，刷的是{new}。"),
                ("explicit", "把{old}剪了，钱包里是{new}。"),
                ("explicit", "卡：{new} {old}不刷了"),
                ("implicit", "热水器修了一千二，刷的{new}，账单我都不敢看。"),
                ("implicit", "{new}落在烧烤摊的POS机上了 老板给我收着"),
                ("implicit", "在三亚的酒店{new}被拒了，前台那个眼神。"),
                ("implicit", "小狗把{new}啃掉一个角，居然还能刷。"),
                ("implicit", "拿{new}交了闺蜜婚礼伴娘团的定金，晚上对着表格算了半天。"),
                (
                    "implicit",
                    "双十一翻车：本来只想买一双靴子，结果买了空气炸锅、一个蘑菇形状的台灯、三盒拼图和一件狗衣服，全刷的{new}，靴子还没抢到。",
                ),
            ],
            "questions": [
                "我用的是哪张信用卡？",
                "钱包里的信用卡是什么卡？",
                "我买大件刷什么卡？",
            ],
            "now": ["我现在刷的是哪张信用卡？"],
        },
    },
    {
        "key": "budget_tracker",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a spreadsheet",
                "the Emma app",
                "YNAB",
                "a notebook in the kitchen drawer",
                "the banking app's spending tab",
                "cash in labelled envelopes",
            ],
            "facts": [
                "I keep track of our spending with {v}.",
                "I do the household budget with {v}.",
                "Every month I go through our money with {v}.",
            ],
            "corrections": [
                ("cue", "doing the budget with {new} from january on"),
                ("cue", "I've moved the household budget over to {new}."),
                ("cue", "The monthly money gets done with {new} at present."),
                ("explicit", "Gave up on {old}, the budget's done with {new}."),
                ("explicit", "{old} is abandoned, I track spending with {new}."),
                ("explicit", "budget: {new} instead of {old}"),
                (
                    "implicit",
                    "Sat up till one with {new} working out where forty quid went, and it was a Pizza Express.",
                ),
                ("implicit", "according to {new} we spent £90 on coffee in march, lies"),
                (
                    "implicit",
                    "The kids got a look at {new} and want to know why the dog costs more than they do.",
                ),
                ("implicit", "Showed my mum {new} and she said Grandad did it the same way."),
                (
                    "implicit",
                    "Did {new} in the car park at Tesco before I could lose my nerve.",
                ),
                (
                    "implicit",
                    "Payday weekend: the car insurance renewal landed, the eldest needed money for a school trip to Berlin, the dishwasher started leaking, and I spent Sunday night with {new} and a glass of wine trying to make it all add up.",
                ),
            ],
            "questions": [
                "How do I keep track of our spending?",
                "What do I do the household budget with?",
                "What do I use for the family budget?",
            ],
            "now": ["What am I tracking our spending with at the moment?"],
        },
        "zh": {
            "values": [
                "Excel表格",
                "随手记",
                "鲨鱼记账",
                "厨房抽屉里的小本子",
                "支付宝的账单分析",
                "按用途分好的信封",
            ],
            "facts": [
                "家里的账我用{v}记。",
                "我记账靠{v}。",
                "每个月花了多少，都在{v}里。",
            ],
            "corrections": [
                ("cue", "今年起记账用{new}。"),
                ("cue", "家里的账开始改用{new}了。"),
                ("cue", "最近记账靠{new}。"),
                ("explicit", "{old}懒得弄了，记账用{new}。"),
                ("explicit", "不拿{old}记账了，用{new}。"),
                ("explicit", "账：{new} {old}放弃了"),
                ("implicit", "半夜一点对着{new}找那四十块钱去哪了，原来是一杯喜茶。"),
                ("implicit", "{new}上说三月咖啡花了九百 不可能"),
                ("implicit", "孩子翻到{new}，问为什么狗的开销比他多。"),
                ("implicit", "给我妈看了{new}，她说我外公当年也这么记。"),
                ("implicit", "在超市停车场里赶紧把{new}补上，免得回家就忘。"),
                (
                    "implicit",
                    "发工资那个周末：车险续保的单子来了，老大要交去北京研学的钱，洗碗机漏水，周日晚上我对着{new}倒了杯酒，怎么算都对不上。",
                ),
            ],
            "questions": [
                "我用什么记账？",
                "家里的账记在哪儿？",
                "每个月的开销我靠什么记？",
            ],
            "now": ["我现在记账用的是什么？"],
        },
    },
    {
        "key": "suitcase",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Samsonite",
                "an Antler",
                "a battered old Delsey",
                "a Cabin Max backpack",
                "a bright-orange IT Luggage case",
                "Dad's leather holdall",
            ],
            "facts": [
                "When we travel I pack {v}.",
                "My suitcase is {v}.",
                "I take {v} on holiday.",
            ],
            "corrections": [
                ("cue", "travelling with {new} this year"),
                ("cue", "Bought {new} ahead of the Spain trip."),
                ("cue", "Packing {new} for trips from here on."),
                ("explicit", "{old} lost a wheel at Stansted, I travel with {new}."),
                ("explicit", "{old} lives in the loft, my suitcase is {new}."),
                ("explicit", "suitcase = {new}, not {old}"),
                (
                    "implicit",
                    "Sat on {new} to get it shut and the zip went like a gunshot.",
                ),
                ("implicit", "last thing off the carousel was {new}, obviously"),
                ("implicit", "Found a shell and a euro in the lining of {new}."),
                (
                    "implicit",
                    "The cat climbed into {new} while I was packing and had to be evicted twice.",
                ),
                (
                    "implicit",
                    "Dragged {new} over the cobbles in Bruges for half a mile to the wrong hotel.",
                ),
                (
                    "implicit",
                    "The trip to Tenerife: the taxi was late, the queue at security went round the building, the toddler had a meltdown over a confiscated yoghurt, and at the other end {new} came down the chute with somebody else's luggage tag on it.",
                ),
            ],
            "questions": [
                "What suitcase do I take on trips?",
                "What's my suitcase?",
                "What do I pack for holidays?",
            ],
            "now": ["Which suitcase am I travelling with at the moment?"],
        },
        "zh": {
            "values": [
                "新秀丽行李箱",
                "外交官拉杆箱",
                "小米旅行箱",
                "地平线8号",
                "一个红色的大箱子",
                "帆布旅行包",
            ],
            "facts": [
                "我出门拖的是{v}。",
                "出去旅游我装行李用{v}。",
                "我的行李箱是{v}。",
            ],
            "corrections": [
                ("cue", "出门开始拖{new}了。"),
                ("cue", "去日本前入手了{new}。"),
                ("cue", "今年出远门用{new}。"),
                ("explicit", "{old}在机场摔掉了轮子，出门用{new}。"),
                ("explicit", "{old}塞到床底下了，拖的是{new}。"),
                ("explicit", "箱子：{new}，{old}不用了"),
                ("implicit", "坐在{new}上才把拉链合上，崩开的声音跟放炮一样。"),
                ("implicit", "转盘上最后一个出来的是{new} 照例"),
                ("implicit", "在{new}夹层里翻出一枚贝壳和五块钱。"),
                ("implicit", "收拾行李的时候猫钻进{new}，赶了两回才出来。"),
                ("implicit", "在丽江古城的石板路上拖着{new}走了半里地，才发现走错了客栈。"),
                (
                    "implicit",
                    "去三亚那趟：网约车迟到，安检排队绕了一圈，小的为一瓶被收走的酸奶哭闹，到了那头{new}从传送带上出来，挂的是别人的行李牌。",
                ),
            ],
            "questions": [
                "我出门用的什么箱子？",
                "我的行李箱是哪个？",
                "出去旅游我装行李用什么？",
            ],
            "now": ["我现在出门拖的是哪个箱子？"],
        },
    },
    {
        "key": "booking_site",
        "type": "PREFERENCE",
        "en": {
            "values": ["Booking.com", "Airbnb", "Jet2holidays", "TUI", "loveholidays", "Expedia"],
            "facts": [
                "I book our holidays through {v}.",
                "Our trips get booked on {v}.",
                "When we go away, it's all sorted on {v}.",
            ],
            "corrections": [
                ("cue", "booking trips on {new} this year"),
                ("cue", "I've taken to booking holidays through {new}."),
                ("cue", "Did this summer's trip through {new}, and the next one too."),
                ("explicit", "Deleted my {old} account, we book through {new}."),
                ("explicit", "{old} is out, holidays go through {new}."),
                ("explicit", "holiday booking: {new}, {old} can jog on"),
                (
                    "implicit",
                    "Stayed up till two scrolling {new} for lake cabins in Norway.",
                ),
                ("implicit", "{new} app pinging me about tenerife every hour"),
                (
                    "implicit",
                    "The confirmation email from {new} went to spam and I had a small heart attack.",
                ),
                (
                    "implicit",
                    "Read the reviews on {new} out loud to my husband in bed like bedtime stories.",
                ),
                (
                    "implicit",
                    "Rang {new} from a hotel car park in Crete because our room didn't exist.",
                ),
                (
                    "implicit",
                    "January blues: the Christmas credit card bill, the dog's teeth needing doing, the car failing its MOT on a wiper blade, and every evening me on the sofa with {new} open on the laptop, pretending we're going somewhere hot.",
                ),
            ],
            "questions": [
                "What do I book holidays through?",
                "Which site do we use to book trips?",
                "Where do I sort our holidays out?",
            ],
            "now": ["What am I booking holidays with at the moment?"],
        },
        "zh": {
            "values": ["携程", "飞猪", "去哪儿", "美团", "同程旅行", "Booking"],
            "facts": [
                "我们出去玩都在{v}上订。",
                "订酒店机票我用{v}。",
                "家里出游都是{v}订的。",
            ],
            "corrections": [
                ("cue", "出去玩开始在{new}上订了。"),
                ("cue", "今年的旅行都走{new}。"),
                ("cue", "订酒店机票改用{new}。"),
                ("explicit", "{old}卸载了，出游在{new}上订。"),
                ("explicit", "不在{old}订了，用{new}。"),
                ("explicit", "订票：{new} {old}拉黑了"),
                ("implicit", "半夜两点还在{new}上刷挪威的湖边小木屋。"),
                ("implicit", "{new}一小时推一次三亚 烦"),
                ("implicit", "{new}的确认短信被拦截了，吓我一跳。"),
                ("implicit", "睡前躺着把{new}上的差评念给老公听，跟讲故事似的。"),
                ("implicit", "在大理的客栈门口给{new}客服打电话，因为订的房间根本不存在。"),
                (
                    "implicit",
                    "一月份：过年的信用卡账单，狗要洗牙，车年检卡在一个雨刮器上，每天晚上我窝在沙发上开着{new}，假装我们要去什么暖和的地方。",
                ),
            ],
            "questions": [
                "我们出去玩在哪儿订？",
                "订酒店机票我用哪个？",
                "家里出游是在什么平台上订的？",
            ],
            "now": ["我现在出去玩用哪个订？"],
        },
    },
    {
        "key": "car_hire",
        "type": "PREFERENCE",
        "en": {
            "values": ["Enterprise", "Hertz", "Europcar", "Avis", "Sixt", "Zipcar"],
            "facts": [
                "When we need a hire car it's from {v}.",
                "On holiday we rent the car from {v}.",
                "Our hire cars come from {v}.",
            ],
            "corrections": [
                ("cue", "renting from {new} this trip"),
                ("cue", "Booked the hire car with {new} for the summer."),
                ("cue", "Hire cars come from {new} for us going forward."),
                ("explicit", "Never again {old}, the hire car is from {new}."),
                ("explicit", "{old} lost our booking once too often, we rent from {new}."),
                ("explicit", "hire car: {new}, not {old}"),
                (
                    "implicit",
                    "The man at the {new} desk in Faro took forty minutes to find our keys.",
                ),
                (
                    "implicit",
                    "photographed every inch of the {new} car before driving off, trust nobody",
                ),
                (
                    "implicit",
                    "Took the car back to {new} with a beach's worth of sand in the footwells.",
                ),
                (
                    "implicit",
                    "The {new} shuttle bus went round the terminal three times before it stopped for us.",
                ),
                (
                    "implicit",
                    "Got a parking ticket in the {new} car in Seville and the fine followed us home.",
                ),
                (
                    "implicit",
                    "Road trip round Sicily: the satnav spoke only Italian, my husband refused to use the horn, we got lost in Palermo twice, and the {new} car went back with a wing mirror held on by a hair bobble.",
                ),
            ],
            "questions": [
                "Who do we hire cars from?",
                "Which car hire firm do we use?",
                "Where do we rent a car on holiday?",
            ],
            "now": ["Who are we renting cars from at the moment?"],
        },
        "zh": {
            "values": ["神州租车", "一嗨租车", "悟空租车", "凹凸租车", "哈啰租车", "首汽租车"],
            "facts": [
                "出去玩租车我们找{v}。",
                "我们租车都用{v}。",
                "自驾游的车是在{v}租的。",
            ],
            "corrections": [
                ("cue", "这次自驾开始找{new}了。"),
                ("cue", "今年租车都找{new}。"),
                ("cue", "暑假的车订的是{new}。"),
                ("explicit", "{old}不租了，找的{new}。"),
                ("explicit", "在{old}那儿吃过亏，租车改{new}。"),
                ("explicit", "租车：{new} {old}拉倒"),
                ("implicit", "在机场{new}的柜台等了四十分钟才拿到钥匙。"),
                ("implicit", "提{new}的车先绕车拍一圈视频 谁也不信"),
                ("implicit", "还车给{new}的时候，脚垫里全是海边的沙子。"),
                ("implicit", "{new}的接驳车在航站楼外头绕了三圈才停下来接我们。"),
                ("implicit", "开{new}的车在厦门吃了张罚单，罚单一路追到了家。"),
                (
                    "implicit",
                    "去青海自驾：导航一进山就没信号，老公死活不肯按喇叭，在西宁迷了两回路，{new}的车还回去的时候，后视镜是拿孩子的发圈绑着的。",
                ),
            ],
            "questions": [
                "我们租车找哪家？",
                "自驾游的车在哪儿租？",
                "出去玩我们用哪家租车？",
            ],
            "now": ["我们现在租车找的是哪家？"],
        },
    },
]
