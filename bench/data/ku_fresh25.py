"""Fresh templates of the knowledge-update benchmark, twenty-fifth generation
(for `python -m bench.knowledge_update --templates fresh25`, once it is registered there).

Written blind on 2026-12-06 by a helper session that read exactly three things and nothing else:
  (1) /work/main/bench/data/ku_fresh16.py in full, for the format only (its module-level names,
      field names, counts per attribute, correction styles and how many of each, placeholders and
      docstring style); none of its topics, places or wordings is reused;
  (2) the output of `grep -h '"key"' /work/main/bench/data/ku_*.py`, the attribute keys already in
      use, so that none is reused and the topics keep away from them;
  (3) the checker /work/notes/s26/check_fresh25.py, which it read and ran.
It read nothing else in the repository or the notes (no core/, server/, tests/, clients/, no
bench/*.py scripts, no other data files, no notes). It was checked with that checker until the
checker reported no errors. It did not run the engine or any benchmark.
Run it once, do not tune on it; whoever tunes on it writes a new set and says so.

Two households, each written natively rather than translated from the other.

English: a family in Kalgoorlie-Boulder, the gold-mining town in the Western Australian
Goldfields. The user sells cars at a car yard in Kal; her husband Shane drives a haul truck at the
Super Pit on twelve-hour shifts; Kayla (16) has braces and a Saturday curfew; Archie (8) goes to a
primary school in Boulder; Mum (the kids' Nan) lives on her own in a unit; the user's brother Jase
and his pregnant wife Tarni live down in Esperance; cousin Brooke is getting married. Local
colour: red dust, the evap cooler, Hannan Street, the two-up, Race Round, road trains, the P&C,
Book Week, the servo, crib rooms and offsiders, Norseman on the road south, Lucky Bay, Karlkurla.

Chinese: a family in 兴化 (a county-level city of 泰州, Jiangsu). 我 works at a bank branch (网点)
and has a monthly 揽储任务; 老公 works three shifts at a stainless-steel works in 戴南; 女儿 is
in 高二 with 晚自习 and braces done in 泰州; 儿子 is in 二年级 (六一 show, 家委会, 劳动作业); 我妈
lives alone in 沙沟镇; 我弟 and a pregnant 弟媳 live in 泰州; 表妹 is getting married. Local colour:
鱼汤面 and 早茶, 垛田 and 千垛油菜花, 乌巾荡, 醉蟹, 藕粉圆子, 电动车, 梅雨, 淮剧 on a loudspeaker.

22 attributes that are in no other ku_*.py (checked by key), away from ku_fresh16's topics:
the colour of the daughter's brace elastics (紫色小皮筋, 夜光小皮筋, ...); the time she has to be
home (a Saturday curfew in English, the end of 晚自习 in Chinese); the singer she is obsessed with
(Troye Sivan, Stray Kids; 王俊凯, 周深, 檀健次); what she wants for her birthday (a Polaroid, Doc
Martens; 一台拍立得, 一只拉布布); the son's favourite dinosaur (the Pachycephalosaurus; 副栉龙);
what he collects (Pokémon cards, Squishmallows; 奥特曼卡片, 三国杀卡牌); his costume (Book Week in
English, the 六一 class play in Chinese: 狐假虎威里的老虎, 拔萝卜的老爷爷); his chore on the chart
(bringing the bins in; 饭前摆碗筷, 收晾干的衣服); the playground he drags the user to after school
(Hammond Park, the Oasis water playground; 乌巾荡公园的滑滑梯, 商场顶楼的淘气堡); the user's role on
the school P&C (treasurer, canteen coordinator; 家委会财务, 班级群管理员); the husband's work boots
(Steel Blue, Redback; 际华3515, 厂里发的翻毛皮鞋), his work gloves (Ansell HyFlex, rigger's gloves;
浸胶手套, 电焊手套) and his offsider (a Kiwi called Manaia; 沙沟的刘师傅); where Mum's lunches come
from (Meals on Wheels, her neighbour Dot; 镇上的老年助餐点, 隔壁王奶奶); the name the brother and
his wife have picked for their baby (Matilda, Willow; 糖糖, 小满); the brother's motorbike (a
Triumph Bonneville; 一辆本田幼兽, 一辆老嘉陵); the sister-in-law's pregnancy craving (pickled
onions, Golden Gaytimes; 酸杏, 螺蛳粉); the necklace the user wears every day (a gold nugget
pendant; 一个平安扣, 一块和田玉坠子); her slow cooker (a Crock-Pot; 苏泊尔电炖锅); her monthly
target at work (twelve cars a month; 三百万存款); the picture over the couch (a Pro Hart print, an
aerial photo of the Super Pit; 十字绣的《清明上河图》, “家和万事兴”的字); and her role at her
cousin's wedding (the MC, the cake maker; 记礼账的, 送亲的). Three slots are people or names: the
offsider, the lunch provider and the baby's name. Person values carry a name or a distinctive
form ("a Kiwi called Manaia", "her friend Merle from church", "一个叫秀梅的女师傅") so that plain
words such as "a neighbour" or "师傅" elsewhere in the set are not values.

Some attributes sit next to each other on purpose: the daughter's four share her bedroom, her
birthday and the orthodontist; the son's five share the same school week, and the P&C role shares
the Book Week parade or the 六一 游园会 with his costume; the husband's boots, gloves and offsider
are the same shift and their wordings mention each other; the baby's name, the motorbike and the
craving are the same brother and sister-in-law; the necklace turns up at cousin Brooke's hen do
(表妹的单身派对) and the wedding role at her wedding; the slow cooker, the car yard (网点) and Mum's
lunches turn up in each other's long weekday messages.
The control fact of one attribute is true at the same time as the value of its neighbour, so a
system that lets one overwrite the other is caught out. Each attribute itself stays single-valued.

Same format as ku_fresh16.py, with the correction styles
  "cue"       a change word, no old value ("from this roster", "the AGM on Tuesday", "after the
              30-week scan", "选科分了班", "三月份摔了一跤以后", "做完四维彩超", ...)
  "explicit"  the old value named as replaced ("{old} split at the sole", "Tarni made Jase sell
              {old}", "{old}鞋底开胶了", "弟媳表姐家孩子刚叫了{old}", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Archie lost a shoe at {new}", "我妈把{new}的红烧鱼喂了野猫")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per language:
terse lower-case chat lines, long rambling messages where the value is one clause among several,
and situations in which the value simply turns up. Corrections carry no direction words (the old
and new values are drawn at random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a fifty-year-old with braces, curfews compared at the car yard, a fan club in a
food court, a dinosaur skeleton that is mostly plaster, footy cards at the newsagent, a Viking
buying milk, a hot slide, steel-capped boots for a first day at the mine, gardening gloves for the
dishes, a van of hot dinners for pensioners, a baby named after a racehorse, a kelpie in a sidecar,
a craving for lemons, a gold nugget paid over the bar, six slow cookers at the op shop, a framed
photo in a pub, a bride on a salt lake; 戴牙套的大叔, 追星的小姑娘, 恐龙骨架, 钢头鞋, 送饭的三轮车,
起名字的先生, 挎斗摩托, 旧货市场的炖锅, 照相馆的婚纱照); a few are about the same family but about
other things (Kayla's learner's test, Archie's tooth in an envelope, Shane's moustache, Mum's
hairdo, Brooke's ring; 女儿的英语竞赛, 儿子的门牙, 老公的小胡子, 表妹的订婚戒指). Some use "now",
"still", "new", "changed", "moved", "switched", "swapped", "again", "现在", "还", "又", "换", "新",
"改", "搬" in senses that are not a change of the user's attribute ("the pizza shop has a new
owner", "switched the showroom aircon off", "街口的烧饼店换了老板", "菜场把卖鱼的摊子挪到了最里头"),
so that a memory system that matches on shared words rather than on meaning is caught out; none of
them states, or implies, a value of an attribute. Filler names, cities, dishes, snacks, shows and
birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Narelle", "Jodie", "Brendan", "Tahnee", "Kirra", "Mick", "Shelley", "Dinesh"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": ["Geraldton", "Albany", "Broome", "Bunbury", "Port Hedland", "Darwin", "Adelaide"],
        "dish": [
            "a lamb roast",
            "a chicken parmi",
            "spag bol",
            "a beef curry",
            "a pumpkin soup",
            "a tuna mornay",
        ],
        "snack": [
            "a Cherry Ripe",
            "a packet of Twisties",
            "a Chiko Roll",
            "a Violet Crumble",
            "a bag of Red Frogs",
            "a Kitchener bun",
        ],
        "show": [
            "Gogglebox",
            "Home and Away",
            "The Block",
            "Hard Quiz",
            "Gardening Australia",
            "Utopia",
        ],
        "thing": [
            "the evaporative cooler",
            "the pool pump",
            "the garage roller door",
            "the reverse-cycle aircon",
            "the rangehood",
            "the reticulation controller",
        ],
        "bird": [
            "a pair of galahs",
            "a willie wagtail",
            "a crested pigeon",
            "a magpie-lark",
            "a Port Lincoln parrot",
            "a wedge-tailed eagle",
        ],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "12", "19", "24", "38"],
    },
    "zh": {
        "friend": ["小敏", "建华", "秀兰", "阿伟", "丽丽", "老孙", "春燕", "志刚"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["扬州", "盐城", "南通", "淮安", "镇江", "无锡", "宿迁"],
        "dish": ["鱼汤面", "红烧狮子头", "咸肉菜饭", "蟹粉豆腐", "大煮干丝", "老鹅汤"],
        "snack": ["麻糕", "炒米糖", "桃酥", "花生糖", "米饼", "鸭胗干"],
        "show": [
            "《繁花》",
            "《漫长的季节》",
            "《向往的生活》",
            "《星光大道》",
            "《中国诗词大会》",
            "《乡村爱情》",
        ],
        "thing": ["热水器", "油烟机", "卷帘门", "空调外机", "洗衣机", "电动车充电器"],
        "bird": ["一只白鹭", "一对喜鹊", "几只麻雀", "一只翠鸟", "一群灰椋鸟", "一只斑鸠"],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "12", "19", "24", "38"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            (
                "A bloke at the servo had braces put on at fifty-two and says it's the best money "
                "he ever spent."
            ),
        ),
        (
            "EPISODIC",
            (
                "The girls at the car yard compared curfews they had at sixteen, and the "
                "receptionist wasn't allowed out at all."
            ),
        ),
        (
            "EPISODIC",
            (
                "A fan club had taken over the food court in {city}, forty girls in matching "
                "jackets waiting for a singer who never came."
            ),
        ),
        (
            "EPISODIC",
            (
                "The bakery on Hannan Street makes a birthday cake shaped like a poppet head, with "
                "a chocolate miner on top."
            ),
        ),
        (
            "EPISODIC",
            (
                "The dinosaur skeleton at the museum in {city} is mostly plaster, the guide "
                "admitted when a kid knocked on it."
            ),
        ),
        (
            "EPISODIC",
            (
                "The newsagent gets footy cards in on a Thursday and there's a queue of grown men "
                "at the door."
            ),
        ),
        (
            "EPISODIC",
            "A woman at Woolies was in a full Viking costume buying milk and nobody said a word.",
        ),
        (
            "EPISODIC",
            (
                "The roster for cleaning the staff kitchen at the car yard has been ignored since "
                "about 2019."
            ),
        ),
        (
            "EPISODIC",
            (
                "The slide at the council park on our corner gets hot enough in January to fry an "
                "egg on."
            ),
        ),
        (
            "EPISODIC",
            (
                "The school office found last year's committee minutes in a drawer under a box of "
                "raffle tickets."
            ),
        ),
        (
            "EPISODIC",
            (
                "A bloke at the hardware shop was buying steel-capped boots for his son's first "
                "day at the mine and crying a bit."
            ),
        ),
        ("EPISODIC", "{friend} wears gardening gloves to do the dishes and won't say why."),
        (
            "EPISODIC",
            (
                "At the servo two drillers were telling a story about a man who slept through a "
                "whole shift in a crib room in 1994."
            ),
        ),
        (
            "EPISODIC",
            (
                "A van delivering hot dinners to pensioners blocked our street for ten minutes and "
                "nobody minded."
            ),
        ),
        (
            "EPISODIC",
            (
                "A couple at the shops had named their baby after a racehorse and told everyone in "
                "the queue."
            ),
        ),
        (
            "EPISODIC",
            (
                "A man rode a motorbike with a sidecar down Hannan Street with a kelpie in goggles "
                "sitting in the sidecar."
            ),
        ),
        (
            "EPISODIC",
            "{friend} craved lemons her whole pregnancy and ate them like oranges, skin and all.",
        ),
        (
            "EPISODIC",
            "A prospector paid for a round at the pub with a gold nugget the size of a pea.",
        ),
        (
            "EPISODIC",
            "The op shop had six slow cookers on one shelf like a retirement home for them.",
        ),
        (
            "EPISODIC",
            (
                "The dealership across the road hung a banner about hitting a record month and "
                "took it down a week later."
            ),
        ),
        (
            "EPISODIC",
            (
                "The pub on the corner has a framed photo of a man holding a nugget bigger than "
                "his head."
            ),
        ),
        (
            "EPISODIC",
            (
                "A bride had her photos taken on the salt lake and the bottom of her dress came "
                "back pink."
            ),
        ),
        (
            "EPISODIC",
            "The orthodontist's waiting room has a fish tank with one very old goldfish in it.",
        ),
        (
            "EPISODIC",
            (
                "{friend}'s daughter has a concert ticket stuck to her mirror for a show that's "
                "eight months off."
            ),
        ),
        (
            "EPISODIC",
            (
                "The two-up school opens on Sundays and there's always an old man calling every "
                "toss wrong."
            ),
        ),
        (
            "EPISODIC",
            (
                "A tour bus of Germans at the Super Pit lookout took photos of a truck the size of "
                "a house."
            ),
        ),
        (
            "EPISODIC",
            "A dust storm came through at lunchtime and turned the whole sky orange for an hour.",
        ),
        (
            "EPISODIC",
            (
                "The lollipop lady outside the primary school waves at every car, including the "
                "speeding ones."
            ),
        ),
        (
            "EPISODIC",
            "{friend}'s husband wears his hi-vis shirt to the pub like it's a dinner jacket.",
        ),
        (
            "EPISODIC",
            (
                "A man at the markets was selling wooden name plaques for nurseries and had spelt "
                "three of them wrong."
            ),
        ),
        (
            "EPISODIC",
            (
                "The jeweller has one sign saying he buys gold, no questions asked, and another "
                "saying questions will be asked."
            ),
        ),
        ("PREFERENCE", "I can't stand a picture hanging crooked in somebody else's house."),
        ("PREFERENCE", "A slow Sunday with nothing on is my idea of heaven."),
        (
            "SEMANTIC",
            (
                "Kal gets below freezing on winter nights and nobody who hasn't lived here "
                "believes it."
            ),
        ),
        (
            "SEMANTIC",
            "Our water comes five hundred kilometres through a pipeline built in the 1890s.",
        ),
        ("PREFERENCE", "I'd rather drive six hours than get on one of those little planes."),
        ("SEMANTIC", "Half the men in town own more hi-vis shirts than ordinary ones."),
        ("PREFERENCE", "I like my tea strong enough to stand a spoon up in."),
        # the same family, other things
        ("EPISODIC", "Kayla passed her learner's test first go and has been unbearable about it."),
        (
            "EPISODIC",
            (
                "Archie lost a tooth in a muesli bar at school and the teacher sent it home in an "
                "envelope."
            ),
        ),
        (
            "EPISODIC",
            "Shane grew a moustache for charity and Archie burst into tears when he saw it.",
        ),
        (
            "EPISODIC",
            "Mum has had the same hairdo since 1978 and books the same Friday every six weeks.",
        ),
        (
            "EPISODIC",
            (
                "Jase once drove to Perth and back in a day for a gig and slept in the car in a "
                "paddock."
            ),
        ),
        (
            "EPISODIC",
            "Tarni works at the shire office and knows what everybody in town pays in rates.",
        ),
        ("EPISODIC", "Brooke's engagement ring was her grandmother's and has been resized twice."),
        (
            "SEMANTIC",
            (
                "Shane and Jase went to the same primary school and still call each other by their "
                "old nicknames."
            ),
        ),
        (
            "EPISODIC",
            "Archie told his teacher his dad drives a truck bigger than the school, which is true.",
        ),
        (
            "EPISODIC",
            "Kayla put a blue streak in her hair and cried when the pool turned it green.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} has moved to {city} and sends me a photo of the beach every single morning.",
        ),
        (
            "EPISODIC",
            (
                "The pizza shop on the corner has a new owner who puts pineapple on everything "
                "unless you stop him."
            ),
        ),
        (
            "EPISODIC",
            "Still no word from the insurance about the hail dents on the ute from {month}.",
        ),
        (
            "EPISODIC",
            "Changed Archie's sheets at two in the morning after a glass of water went everywhere.",
        ),
        (
            "EPISODIC",
            (
                "Switched the showroom aircon off on Friday and came in on Monday to a carpet of "
                "dead flies."
            ),
        ),
        ("EPISODIC", "Moved the fridge to clean behind it and found a Christmas card from 2015."),
        (
            "EPISODIC",
            "It gets dark at half five now and the kids think dinner should come with it.",
        ),
        (
            "EPISODIC",
            (
                "Our street got new bins with yellow lids and half the street put them out on the "
                "wrong night."
            ),
        ),
        (
            "EPISODIC",
            "The post office has changed its hours again and the sign is stuck up with Blu Tack.",
        ),
        (
            "EPISODIC",
            "{friend} switched to night shift and eats cornflakes at six in the evening now.",
        ),
        (
            "EPISODIC",
            (
                "The leisure centre moved aqua aerobics to the morning and the pool is all "
                "flowered caps."
            ),
        ),
        (
            "EPISODIC",
            (
                "Swapped a tray of lamingtons with the lady over the back fence for a bag of her "
                "lemons."
            ),
        ),
        (
            "EPISODIC",
            "Got a new licence photo and I look like I've been up all night at the two-up.",
        ),
        (
            "EPISODIC",
            (
                "The council changed the speed limit on our street to forty and put the sign "
                "behind a tree."
            ),
        ),
        # plain unrelated
        ("SEMANTIC", "I can wiggle my ears one at a time and have been able to since Year 2."),
        ("SEMANTIC", "{friend} and I did Year 12 together and she still owes me ten dollars."),
        ("SEMANTIC", "Ours is the house with the pink bougainvillea over the carport."),
        (
            "SEMANTIC",
            "There are {number} steps up to Mum's unit and she counts every one out loud.",
        ),
        ("PREFERENCE", "Nothing beats {dish} on a cold night."),
        ("PREFERENCE", "{show} is the one thing Shane and I both want to watch."),
        ("PREFERENCE", "Put {snack} in my handbag and I'll follow you anywhere."),
        ("EPISODIC", "Made {dish} for {friend} on {weekday} and she asked for the recipe twice."),
        ("EPISODIC", "{bird} sat on the clothesline all morning staring in at me."),
        ("EPISODIC", "{thing} made a noise like a kookaburra in the middle of the night."),
        ("EPISODIC", "{friend} talked all the way through {show} and then asked what happened."),
        (
            "EPISODIC",
            (
                "Sat in the doctor's waiting room for {minutes} minutes reading a magazine about "
                "boats."
            ),
        ),
        ("EPISODIC", "Flew to {city} in {month} and lost my sunglasses on the first day."),
        ("EPISODIC", "Spent a whole Saturday on {thing} and it's still making the noise."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "网点来了个戴牙套的大叔，五十多岁，说这是他这辈子花得最值的一笔钱。"),
        ("EPISODIC", "同事们聊起各自高中的晚自习，最狠的一个说她们学校要上到半夜。"),
        ("EPISODIC", "{city}的商场门口来了一群追星的小姑娘，举着灯牌等了一下午，人也没来。"),
        ("EPISODIC", "蛋糕店橱窗里摆了个做成拖拉机形状的生日蛋糕，驾驶座上坐着个巧克力小人。"),
        ("EPISODIC", "{city}博物馆那副恐龙骨架，讲解员被小孩一敲才承认大半是石膏翻模的。"),
        ("EPISODIC", "学校门口文具店一到礼拜四就进卡片，放学门口围得水泄不通。"),
        ("EPISODIC", "菜场里有个人穿着全套古装买豆腐，谁也没多看一眼。"),
        ("EPISODIC", "单位茶水间的值日表贴了三年，从来没人照着做过。"),
        ("EPISODIC", "小区里那个铁滑梯，七月里晒得能烫熟鸡蛋。"),
        ("EPISODIC", "学校办公室在抽屉里翻出了去年家长会的签到表，压在一盒抽奖券底下。"),
        ("EPISODIC", "五金店里有个大姐给儿子挑钢头鞋，说孩子明天进厂，说着说着眼圈红了。"),
        ("EPISODIC", "{friend}洗碗戴着干农活的手套，问她为什么她也不说。"),
        ("EPISODIC", "厂门口的小饭馆，夜里十二点还坐满了刚下班的工人。"),
        ("EPISODIC", "给独居老人送饭的三轮车每天十一点从我家楼下过，车上的喇叭放着淮剧。"),
        ("EPISODIC", "医院门口有个摆摊起名字的先生，起一个收八十八。"),
        ("EPISODIC", "有人骑着挎斗摩托从街上过，斗里坐着一条戴墨镜的狗。"),
        ("EPISODIC", "{friend}怀孕那会儿天天想吃柠檬，跟吃橘子似的，连皮都啃。"),
        ("EPISODIC", "金店门口一块牌子写“高价回收黄金”，旁边另一块写“谨防诈骗”。"),
        ("EPISODIC", "旧货市场一个摊子上摆了六口炖锅，跟开了个养老院似的。"),
        ("EPISODIC", "对面那家银行拉了条横幅说冲刺开门红，月底又悄悄撤了。"),
        ("EPISODIC", "老街上那家照相馆，橱窗里还挂着九十年代的婚纱照。"),
        ("EPISODIC", "有对小两口在油菜花地里拍婚纱照，裙摆沾了一圈花粉。"),
        ("EPISODIC", "口腔科候诊室有个鱼缸，里面就一条老金鱼。"),
        ("EPISODIC", "{friend}闺女把一张八个月后的演唱会门票贴在镜子上。"),
        ("EPISODIC", "沙沟那家鱼圆店，早上六点门口就排起了队。"),
        ("EPISODIC", "戴南不锈钢市场门口，大货车排出去一里多地。"),
        ("EPISODIC", "早上起大雾，过桥连对面的车灯都看不见。"),
        ("EPISODIC", "学校门口的交通协管员大爷，见一辆电动车就敬一个礼。"),
        ("EPISODIC", "{friend}她老公穿着工作服去吃喜酒，说这是他最体面的一身。"),
        ("EPISODIC", "菜场门口有人卖刻名字的桃木牌，说给小孩辟邪，三个字写错了一个。"),
        ("EPISODIC", "金店师傅说年轻人买金子都论克买，跟买菜一样。"),
        ("PREFERENCE", "别人家墙上的画挂歪了，我看着就浑身难受。"),
        ("PREFERENCE", "礼拜天什么事都没有，睡到自然醒，这就是我要的日子。"),
        ("SEMANTIC", "兴化人吃早茶，一碗鱼汤面配一笼包子，能坐一上午。"),
        ("SEMANTIC", "兴化的垛田一块一块浮在水上，春天从高处看下去全是黄的。"),
        ("PREFERENCE", "宁可开六个钟头的车，也不想坐那种小飞机。"),
        ("SEMANTIC", "戴南那边家家户户都跟不锈钢沾点关系。"),
        ("PREFERENCE", "我喝茶要浓，浓得能立住筷子。"),
        # the same family, other things
        ("EPISODIC", "女儿英语竞赛拿了个三等奖，这几天走路都带风。"),
        ("EPISODIC", "儿子在学校啃苹果把门牙啃掉了，老师拿信封装着给带回来了。"),
        ("EPISODIC", "老公留了一撇小胡子，儿子看见当场吓哭了。"),
        ("EPISODIC", "我妈那个发型从七八年留到今天，每隔六个礼拜去同一家剪。"),
        ("EPISODIC", "我弟有一回开车去南京听演唱会，当天来回，在服务区车里眯了两个钟头。"),
        ("EPISODIC", "弟媳在泰州的街道办上班，谁家几口人她门儿清。"),
        ("EPISODIC", "表妹的订婚戒指是她奶奶传下来的，圈口动过两回。"),
        ("SEMANTIC", "老公跟我弟是一个小学出来的，到今天还叫对方小时候的外号。"),
        ("EPISODIC", "儿子跟老师说他爸开的机器比学校还大，说的是车间里的行车。"),
        ("EPISODIC", "女儿挑染了一缕蓝头发，游了趟泳变成绿的，哭了一晚上。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬去{city}了，天天早上给我发一张江边的照片。"),
        ("EPISODIC", "街口的烧饼店换了老板，什么都往里撒葱，不拦着不行。"),
        ("EPISODIC", "{month}那场冰雹砸了车，保险到现在还没给说法。"),
        ("EPISODIC", "半夜两点给儿子换床单，一杯水全泼在床上了。"),
        ("EPISODIC", "礼拜五下班关了网点的空调，礼拜一来一地死苍蝇。"),
        ("EPISODIC", "挪冰箱打扫后面，翻出来一张一五年的贺年卡。"),
        ("EPISODIC", "现在五点半天就黑了，孩子们觉得晚饭也该跟着提前。"),
        ("EPISODIC", "楼道里贴了新的垃圾分类告示，半栋楼的人还是照老样子扔。"),
        ("EPISODIC", "邮局把取件时间改到了下午，门口那张通知被风刮跑了一半。"),
        ("EPISODIC", "{friend}调去了夜班，说现在分不清早饭晚饭，一天吃四顿。"),
        ("EPISODIC", "菜场把卖鱼的摊子挪到了最里头，一进门的腥味总算没了。"),
        ("EPISODIC", "拿一盘藕粉圆子跟邻居换了一兜她家树上的枇杷。"),
        ("EPISODIC", "驾照换证拍的新照片，看着跟熬了一宿似的。"),
        ("EPISODIC", "交警把我们那条街的限速改成了四十，牌子藏在树后头谁也看不见。"),
        # plain unrelated
        ("SEMANTIC", "我耳朵能一只一只地动，小学二年级就会了。"),
        ("SEMANTIC", "{friend}是我高中同桌，到今天还欠我十块钱。"),
        ("SEMANTIC", "我家就是车棚上爬满凌霄花的那家。"),
        ("SEMANTIC", "我妈家楼梯一共{number}级，她每回都数出声来。"),
        ("PREFERENCE", "冬天晚上有一碗{dish}，给什么我都不换。"),
        ("PREFERENCE", "老公跟我唯一能看到一块儿去的就是{show}。"),
        ("PREFERENCE", "包里塞点{snack}，去哪儿我都跟着。"),
        ("EPISODIC", "{weekday}给{friend}做了{dish}，她问了两回做法。"),
        ("EPISODIC", "{bird}在晾衣绳上蹲了一上午，一直盯着我看。"),
        ("EPISODIC", "{thing}半夜发出一声怪响，把全家都吓醒了。"),
        ("EPISODIC", "{friend}看{show}从头说到尾，看完问我讲的啥。"),
        ("EPISODIC", "在医院候诊室坐了{minutes}分钟，把一本讲养鸡的杂志看完了。"),
        ("EPISODIC", "{month}去{city}，第一天就把墨镜弄丢了。"),
        ("EPISODIC", "{thing}折腾了一整个礼拜六，到这会儿还在响。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "daughter_braces_colour",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "purple elastics",
                "teal elastics",
                "glow-in-the-dark elastics",
                "black and gold elastics",
                "hot pink elastics",
                "clear elastics",
            ],
            "facts": [
                "Kayla's got {v} on her braces.",
                "On my daughter's braces she's wearing {v}.",
                "Kayla picked {v} at her last orthodontist visit.",
            ],
            "corrections": [
                ("cue", "kayla's got {new} on her braces from today"),
                ("cue", "At the six-weekly check-up Kayla chose {new} this round."),
                ("cue", "Since the ortho visit on Thursday my daughter's had {new} on her braces."),
                ("explicit", "{old} were looking grubby, so Kayla picked {new} this time."),
                ("explicit", "Kayla got sick of {old} and asked the ortho for {new}."),
                ("explicit", "braces: {new}, not {old}"),
                ("implicit", "Kayla smiled in her school photo and all you can see is {new}."),
                ("implicit", "kayla sent me a selfie showing off {new}, ten emojis attached"),
                (
                    "implicit",
                    "Kayla's nan says {new} make her look like she's been chewing a highlighter.",
                ),
                (
                    "implicit",
                    (
                        "Kayla chose a formal dress to match {new} and then spent the whole night "
                        "not smiling anyway."
                    ),
                ),
                ("implicit", "Archie asked whether {new} on Kayla's braces taste of anything."),
                (
                    "implicit",
                    (
                        "Ortho day: a 7am drive to the clinic because the orthodontist only flies "
                        "in from Perth one Thursday in six, a forty-minute wait with a magazine "
                        "from 2019, Kayla sulking because her teeth ached, a detour for soup "
                        "because she couldn't chew, and she still came out grinning at her "
                        "reflection in the car window with {new} on every tooth."
                    ),
                ),
            ],
            "questions": [
                "What colour are Kayla's braces?",
                "What elastics has my daughter got on her braces?",
                "What did Kayla pick for her braces?",
            ],
            "now": ["What colour are Kayla's braces at the moment?"],
        },
        "zh": {
            "values": [
                "紫色小皮筋",
                "薄荷绿小皮筋",
                "夜光小皮筋",
                "黑金两色的小皮筋",
                "玫红小皮筋",
                "透明小皮筋",
            ],
            "facts": ["女儿牙套上戴的是{v}。", "闺女的牙套配的是{v}。", "女儿上回复诊挑的是{v}。"],
            "corrections": [
                ("cue", "闺女牙套换成{new}了"),
                ("cue", "上礼拜去泰州复诊，女儿这回挑了{new}。"),
                ("cue", "复诊完以后，女儿牙套上就是{new}。"),
                ("explicit", "{old}戴久了发黄，闺女挑了{new}。"),
                ("explicit", "女儿嫌{old}土，让医生给她弄了{new}。"),
                ("explicit", "牙套：{new}，不要{old}"),
                ("implicit", "女儿拍证件照一笑，满嘴都是{new}。"),
                ("implicit", "闺女发了张自拍 专门露出{new} 配了一串表情"),
                ("implicit", "我妈说女儿那口{new}看着像刚啃过荧光笔。"),
                ("implicit", "儿子问姐姐牙上的{new}是不是甜的。"),
                ("implicit", "女儿啃玉米啃得{new}上全是玉米粒，对着镜子剔了半天。"),
                (
                    "implicit",
                    (
                        "复诊那天：早上六点半开车去泰州，挂号排到四十几号，"
                        "候诊椅上翻了本前年的《读者》，闺女疼得一路不说话，回来还得绕去买粥，"
                        "因为她嚼不动东西，结果一上车她就对着车窗照个没完，就为了看牙上那圈{new}。"
                    ),
                ),
            ],
            "questions": [
                "女儿牙套上是什么颜色的皮筋？",
                "闺女的牙套配的是什么？",
                "女儿复诊挑的什么颜色？",
            ],
            "now": ["女儿牙套上现在是什么颜色？"],
        },
    },
    {
        "key": "daughter_home_time",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "half past ten",
                "eleven o'clock",
                "quarter to eleven",
                "ten o'clock",
                "quarter past eleven",
                "half eleven",
            ],
            "facts": [
                "Kayla has to be home by {v} on a Saturday night.",
                "My daughter's curfew is {v}.",
                "On weekends Kayla's due back in the door by {v}.",
            ],
            "corrections": [
                ("cue", "kayla's curfew is {new} from this weekend"),
                (
                    "cue",
                    "Shane and I talked it over after her birthday and Kayla's curfew is {new}.",
                ),
                ("cue", "Since she got her Ls, Kayla has to be home by {new} on Saturdays."),
                ("explicit", "Kayla kept sailing past {old}, so her curfew is {new}."),
                (
                    "explicit",
                    "We were fighting about {old} every weekend, so we've settled on {new}.",
                ),
                ("explicit", "curfew: {new}, {old} scrapped"),
                (
                    "implicit",
                    (
                        "Kayla came through the door at {new} on the dot and made a show of "
                        "checking her phone."
                    ),
                ),
                ("implicit", "waiting up for kayla, {new} can't come quick enough"),
                (
                    "implicit",
                    (
                        "Kayla's friend's dad dropped her at the gate at {new} and flashed his "
                        "headlights twice."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Kayla texted 'omw' at {new}, which is the time she's meant to be inside "
                        "the house."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Dozed off on the couch waiting for {new} and woke up with the remote "
                        "stuck to my face."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Race Round Saturday: the whole town in fascinators, Shane on nights so it "
                        "was just me, the phone going off with photos from every cousin on Hannan "
                        "Street, Archie asleep in front of the telly by eight, and me on the front "
                        "step with a cup of tea watching the road, because {new} is {new}, Race "
                        "Round or not."
                    ),
                ),
            ],
            "questions": [
                "What time does Kayla have to be home on Saturday nights?",
                "What's my daughter's curfew?",
                "When is Kayla due home on a weekend?",
            ],
            "now": ["What's Kayla's curfew at the moment?"],
        },
        "zh": {
            "values": ["九点一刻", "九点半", "九点五十", "十点整", "十点二十", "十点四十"],
            "facts": [
                "女儿晚自习上到{v}。",
                "闺女每天晚上{v}下晚自习。",
                "女儿学校晚自习{v}放，我去校门口接她。",
            ],
            "corrections": [
                ("cue", "晚自习这周起到{new}"),
                ("cue", "选科分了班，女儿晚自习上到{new}。"),
                ("cue", "学校发了冬季作息表，女儿{new}下晚自习。"),
                ("explicit", "学校取消了{old}那一档，女儿晚自习{new}下。"),
                ("explicit", "{old}那个点校门口堵成一锅粥，学校把下课定在了{new}。"),
                ("explicit", "晚自习：{new}，不是{old}"),
                ("implicit", "{new}校门口全是电动车，我每回都得停到对面桥头。"),
                ("implicit", "站在校门口等{new}那声铃 冻得直跺脚"),
                ("implicit", "女儿{new}一出校门就喊饿，在路边买了个烤山芋。"),
                ("implicit", "门卫大爷每天{new}准点拉开铁门，跟报时似的。"),
                ("implicit", "等闺女{new}下晚自习，我在车里看完了一集电视剧。"),
                (
                    "implicit",
                    (
                        "那个礼拜：老公上夜班，儿子发烧在家躺着，我妈从沙沟打电话说腰又疼了，"
                        "网点月底冲任务天天加班，晚上还得骑电动车去学校门口，等{new}那阵铃一响，"
                        "在一堆家长里找我们家那个背大书包的。"
                    ),
                ),
            ],
            "questions": ["女儿晚自习几点下？", "闺女晚上几点放学？", "我几点去学校门口接女儿？"],
            "now": ["女儿现在晚自习几点下？"],
        },
    },
    {
        "key": "daughter_idol",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Olivia Rodrigo",
                "Harry Styles",
                "Stray Kids",
                "Sabrina Carpenter",
                "Troye Sivan",
                "The Kid LAROI",
            ],
            "facts": [
                "Kayla is obsessed with {v}.",
                "My daughter's bedroom wall is covered in {v}.",
                "The one Kayla won't hear a word against is {v}.",
            ],
            "corrections": [
                ("cue", "kayla's all about {new} now"),
                ("cue", "A girl in her maths class got Kayla onto {new} and it's all she plays."),
                (
                    "cue",
                    "Since the Perth concert was announced it's been {new} nonstop with Kayla.",
                ),
                ("explicit", "Kayla took down every poster of {old}, the wall's all {new}."),
                ("explicit", "{old} is apparently cringe, Kayla only listens to {new}."),
                ("explicit", "kayla's fave: {new}, {old} is over"),
                (
                    "implicit",
                    "Kayla sang {new} in the shower for forty minutes and the hot water ran out.",
                ),
                (
                    "implicit",
                    "{new} on repeat through kayla's door, i know every word against my will",
                ),
                (
                    "implicit",
                    "Kayla spent her babysitting money on a hoodie with {new} on the back.",
                ),
                ("implicit", "Kayla corrected how I say {new} in front of all her friends."),
                (
                    "implicit",
                    (
                        "Archie drew a moustache on {new} on the whiteboard and Kayla didn't speak "
                        "to him for a day."
                    ),
                ),
                (
                    "implicit",
                    (
                        "School holidays in a nutshell: Kayla asleep till eleven, the evap cooler "
                        "on full, Archie building a fort out of every cushion we own, Mum ringing "
                        "twice a day about her lunches, and a poster of {new} watching the whole "
                        "lot from Kayla's door."
                    ),
                ),
            ],
            "questions": [
                "Who is Kayla obsessed with?",
                "Who's all over my daughter's bedroom wall?",
                "Who's Kayla's favourite singer?",
            ],
            "now": ["Who's Kayla into at the moment?"],
        },
        "zh": {
            "values": ["王俊凯", "易烊千玺", "周深", "马嘉祺", "王鹤棣", "檀健次"],
            "facts": [
                "女儿追的星是{v}。",
                "闺女房间墙上贴满了{v}的海报。",
                "我女儿最喜欢的明星是{v}。",
            ],
            "corrections": [
                ("cue", "闺女现在粉{new}了"),
                ("cue", "同桌拉她入了{new}的坑，女儿天天听他的歌。"),
                ("cue", "暑假追完那部剧以后，女儿迷上了{new}。"),
                ("explicit", "女儿把{old}的海报全撕了，墙上贴的是{new}。"),
                ("explicit", "闺女说{old}塌房了，她追{new}。"),
                ("explicit", "追星：{new}，{old}脱粉了"),
                ("implicit", "女儿洗澡的时候唱了四十分钟{new}的歌，热水器都烧空了。"),
                ("implicit", "闺女门缝里飘出来{new}的歌 单曲循环 我都会唱了"),
                ("implicit", "女儿拿压岁钱买了一件印着{new}的卫衣。"),
                ("implicit", "我把{new}的名字念错了，女儿当着同学的面纠正我。"),
                ("implicit", "儿子在白板上给{new}画了两撇胡子，女儿一天没理他。"),
                (
                    "implicit",
                    (
                        "暑假的日常：女儿睡到十一点，空调开到二十四度，儿子把沙发垫全拖下来搭城堡"
                        "，我妈一天打两回电话说中饭的事，{new}的海报贴在女儿房门上，"
                        "全程盯着这一家子。"
                    ),
                ),
            ],
            "questions": [
                "我女儿追的是谁？",
                "闺女房间墙上贴的是谁的海报？",
                "女儿最喜欢哪个明星？",
            ],
            "now": ["女儿现在追的是谁？"],
        },
    },
    {
        "key": "daughter_birthday_wish",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Polaroid camera",
                "a pair of Doc Martens",
                "AirPods Pro",
                "a Stanley cup",
                "a Dyson Airwrap",
                "a Nintendo Switch",
            ],
            "facts": [
                "For her birthday Kayla wants {v}.",
                "The one thing on Kayla's birthday list is {v}.",
                "My daughter's asking for {v} for her seventeenth.",
            ],
            "corrections": [
                ("cue", "kayla wants {new} for her birthday now"),
                (
                    "cue",
                    "After a week of TikToks Kayla has decided she wants {new} for her birthday.",
                ),
                ("cue", "Kayla's had a rethink and put {new} on her birthday list."),
                ("explicit", "Kayla crossed {old} off her list, she wants {new}."),
                ("explicit", "Her best friend already has {old}, so Kayla's asking for {new}."),
                ("explicit", "bday: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Kayla left a tab open on the laptop with {new} in the basket, subtle as a "
                        "brick."
                    ),
                ),
                ("implicit", "kayla sent me a link to {new} with 'just saying' underneath"),
                ("implicit", "Kayla asked Nan to go halves with me on {new}."),
                (
                    "implicit",
                    (
                        "Kayla worked out how many babysitting nights {new} would cost her and "
                        "stuck the sum on the fridge."
                    ),
                ),
                (
                    "implicit",
                    "Shane asked what {new} even is, and Kayla showed him a forty-minute video.",
                ),
                (
                    "implicit",
                    (
                        "Kayla's birthday planning meeting at the kitchen table: a guest list that "
                        "grew from nine to fourteen, a row about whether boys were invited, Archie "
                        "demanding a job, Shane asking what a grazing board is, and at the bottom "
                        "of the page, underlined three times, {new}."
                    ),
                ),
            ],
            "questions": [
                "What does Kayla want for her birthday?",
                "What's on my daughter's birthday list?",
                "What is Kayla asking for her seventeenth?",
            ],
            "now": ["What's Kayla after for her birthday at the moment?"],
        },
        "zh": {
            "values": [
                "一台拍立得",
                "一双马丁靴",
                "一副AirPods",
                "一台Switch",
                "一个平板",
                "一只拉布布",
            ],
            "facts": [
                "女儿过生日想要{v}。",
                "闺女的生日愿望清单上写的是{v}。",
                "女儿十七岁生日跟我要{v}。",
            ],
            "corrections": [
                ("cue", "女儿生日礼物改成{new}了"),
                ("cue", "刷了一礼拜小红书，闺女生日想要{new}。"),
                ("cue", "女儿想来想去，生日愿望变成了{new}。"),
                ("explicit", "女儿把{old}从清单上划掉了，生日要{new}。"),
                ("explicit", "她同桌已经有{old}了，闺女生日要{new}。"),
                ("explicit", "生日：{new}，不要{old}"),
                ("implicit", "女儿在我手机购物车里放了{new}，还假装不知道。"),
                ("implicit", "闺女甩来一个{new}的链接 底下写着“懂的都懂”"),
                ("implicit", "女儿跟外婆商量，让外婆跟我一人出一半买{new}。"),
                ("implicit", "女儿算了算{new}要攒几个月零花钱，写在了冰箱贴底下。"),
                ("implicit", "老公问{new}到底是个啥，女儿给他放了四十分钟视频。"),
                (
                    "implicit",
                    (
                        "女儿在饭桌上开生日筹备会：请的人从九个涨到十四个，"
                        "为要不要请男生吵了一架，儿子吵着要上台表演，老公问啥叫“生日趴”，"
                        "最后那张纸的最底下，画了三道杠的，是{new}。"
                    ),
                ),
            ],
            "questions": [
                "女儿过生日想要什么？",
                "闺女的生日愿望是什么？",
                "女儿十七岁生日要什么礼物？",
            ],
            "now": ["女儿现在过生日想要什么？"],
        },
    },
    {
        "key": "son_favourite_dinosaur",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the Spinosaurus",
                "the Ankylosaurus",
                "the Stegosaurus",
                "the Parasaurolophus",
                "the Triceratops",
                "the Pachycephalosaurus",
            ],
            "facts": [
                "Archie's favourite dinosaur is {v}.",
                "The dinosaur my son talks about nonstop is {v}.",
                "If you ask Archie, the best dinosaur ever is {v}.",
            ],
            "corrections": [
                ("cue", "archie's favourite dino is {new} now"),
                ("cue", "After the museum trip in Perth Archie announced his favourite is {new}."),
                ("cue", "Since that library book came home, it's {new} all day with Archie."),
                ("explicit", "Archie says {old} is for babies, his favourite is {new}."),
                ("explicit", "{old} got demoted at breakfast, Archie's favourite is {new}."),
                ("explicit", "dino: {new}, {old} dumped"),
                ("implicit", "Archie did a whole news talk on {new} and made the teacher roar."),
                ("implicit", "archie drew {new} on the fogged-up car windows, every window"),
                (
                    "implicit",
                    "Archie wants {new} on his birthday cake and I've no idea how to ice that.",
                ),
                ("implicit", "Archie corrected a dad at the park about how heavy {new} was."),
                (
                    "implicit",
                    (
                        "Archie fell asleep clutching a plastic model of {new} and woke up with "
                        "the tail printed on his cheek."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Tuesday after school: Kayla at the ortho, Shane on days, dinner in the "
                        "slow cooker from six in the morning, Archie's library bag missing, a note "
                        "about the P&C disco, and Archie stomping round the kitchen being {new} "
                        "for forty minutes straight while I hunted for the permission slip."
                    ),
                ),
            ],
            "questions": [
                "What's Archie's favourite dinosaur?",
                "Which dinosaur does my son go on about?",
                "What's the best dinosaur according to Archie?",
            ],
            "now": ["What's Archie's favourite dinosaur at the moment?"],
        },
        "zh": {
            "values": ["棘龙", "甲龙", "剑龙", "副栉龙", "三角龙", "肿头龙"],
            "facts": [
                "儿子最喜欢的恐龙是{v}。",
                "我儿子天天念叨的恐龙是{v}。",
                "在我儿子眼里，最厉害的恐龙是{v}。",
            ],
            "corrections": [
                ("cue", "儿子最爱的恐龙换成{new}了"),
                ("cue", "去恐龙园玩了一趟回来，儿子最喜欢{new}。"),
                ("cue", "看完那套恐龙绘本以后，儿子天天说{new}。"),
                ("explicit", "儿子说{old}是小宝宝才喜欢的，他最爱{new}。"),
                ("explicit", "{old}今天在早饭桌上被“降级”了，儿子最喜欢{new}。"),
                ("explicit", "恐龙：{new}，{old}出局"),
                ("implicit", "儿子在班上讲{new}讲了十分钟，讲完还冲老师吼了一嗓子。"),
                ("implicit", "儿子在起雾的车窗上画{new} 四扇窗全画满了"),
                ("implicit", "儿子过生日点名要{new}的蛋糕，我不知道蛋糕店做不做得出来。"),
                ("implicit", "在公园里，儿子跟一个大人争{new}到底有多重。"),
                ("implicit", "儿子搂着个塑料{new}睡着了，脸上压出一道尾巴印。"),
                (
                    "implicit",
                    (
                        "礼拜二放学后：女儿去泰州复诊，老公白班，电炖锅里从早上炖着汤，"
                        "儿子的作业本找不着，家长群里又在说六一排练的事，他本人在厨房里扮了四十分"
                        "钟的{new}，嗷嗷叫着满地跑，我翻遍书包找那张回执。"
                    ),
                ),
            ],
            "questions": [
                "儿子最喜欢什么恐龙？",
                "我儿子天天念叨哪种恐龙？",
                "儿子觉得最厉害的恐龙是哪个？",
            ],
            "now": ["儿子现在最喜欢的是哪种恐龙？"],
        },
    },
    {
        "key": "son_collectible",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Pokémon cards",
                "AFL footy cards",
                "Beyblades",
                "Hot Wheels",
                "Squishmallows",
                "Lego minifigures",
            ],
            "facts": [
                "What Archie collects is {v}.",
                "Archie spends every cent of his pocket money on {v}.",
                "The shoebox under my son's bed is full of {v}.",
            ],
            "corrections": [
                ("cue", "archie's into {new} now"),
                (
                    "cue",
                    "A boy in his class got Archie hooked on {new} and that's all he saves for.",
                ),
                (
                    "cue",
                    "Since the school banned trading at recess Archie has been collecting {new}.",
                ),
                (
                    "explicit",
                    "Archie sold his {old} to a kid down the street, it's {new} he collects.",
                ),
                ("explicit", "{old} got confiscated at school, so Archie collects {new}."),
                ("explicit", "archie collects: {new}, {old} in the cupboard"),
                (
                    "implicit",
                    (
                        "Archie lined up all his {new} along the hallway and I trod on one in the "
                        "dark."
                    ),
                ),
                ("implicit", "archie traded his lunch for {new}, came home starving"),
                ("implicit", "Archie gave Nan a tour of his {new}, one at a time, with names."),
                (
                    "implicit",
                    "Found {new} in the washing machine filter, which explains the rattle.",
                ),
                (
                    "implicit",
                    "Archie put more {new} on his Christmas list in three colours of texta.",
                ),
                (
                    "implicit",
                    (
                        "Saturday at the markets: forty degrees by ten, Kayla in a mood because "
                        "the coffee van had run out of oat milk, Shane talking tyres with a bloke "
                        "for half an hour, Mum buying a lemon tree she can't lift, and Archie at "
                        "the second-hand stall going through a box of {new} like a jeweller."
                    ),
                ),
            ],
            "questions": [
                "What does Archie collect?",
                "What does my son spend his pocket money on?",
                "What's in the shoebox under Archie's bed?",
            ],
            "now": ["What is Archie collecting these days?"],
        },
        "zh": {
            "values": [
                "奥特曼卡片",
                "宝可梦卡",
                "三国杀卡牌",
                "战斗陀螺",
                "风火轮小汽车",
                "乐高人仔",
            ],
            "facts": [
                "我儿子收集的是{v}。",
                "儿子的零花钱全花在{v}上了。",
                "儿子床底下那个鞋盒里装满了{v}。",
            ],
            "corrections": [
                ("cue", "儿子迷上{new}了"),
                ("cue", "同桌带着他玩了几回，儿子攒零花钱就为了买{new}。"),
                ("cue", "学校不让课间换卡以后，儿子收的是{new}。"),
                ("explicit", "儿子把{old}全送给了楼下的小孩，他收集的是{new}。"),
                ("explicit", "{old}被老师没收了一回，儿子攒的是{new}。"),
                ("explicit", "儿子收集：{new}，{old}收柜子里了"),
                ("implicit", "儿子把{new}在走廊上摆了一长溜，我半夜光脚踩了一个。"),
                ("implicit", "儿子拿中午的鸡腿跟同学做了笔交易 带回来一堆{new} 晚上饿得直叫"),
                ("implicit", "儿子拉着外婆把他的{new}一个一个介绍了一遍，每个都有名字。"),
                ("implicit", "洗衣机过滤网里掏出来{new}，难怪洗的时候咔咔响。"),
                ("implicit", "儿子拿三种颜色的水彩笔在愿望单上写了{new}。"),
                (
                    "implicit",
                    (
                        "礼拜六逛庙会：十点钟太阳就晒得人发昏，女儿嫌奶茶店没有她要的那款闹脾气，"
                        "老公跟人聊了半个钟头电动车电瓶，我妈买了一盆她抱不动的金桔，"
                        "儿子蹲在旧货摊前面，一个一个翻一箱{new}，跟鉴宝似的。"
                    ),
                ),
            ],
            "questions": [
                "儿子收集的是什么？",
                "我儿子零花钱都花在什么上？",
                "儿子床底下的鞋盒里是什么？",
            ],
            "now": ["儿子现在在收集什么？"],
        },
    },
    {
        "key": "son_costume",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Where's Wally",
                "Harry Potter",
                "Captain Underpants",
                "Willy Wonka",
                "Paddington",
                "Percy Jackson",
            ],
            "facts": [
                "For Book Week Archie is dressing up as {v}.",
                "Archie's Book Week costume is {v}.",
                "In the Book Week parade my son will be {v}.",
            ],
            "corrections": [
                ("cue", "book week: archie's going as {new} now"),
                (
                    "cue",
                    "Archie's teacher read them a chapter a day and he's set on going as {new}.",
                ),
                (
                    "cue",
                    "After the library visit on Monday Archie decided he's {new} for Book Week.",
                ),
                (
                    "explicit",
                    "Three kids in his class are doing {old}, so Archie's going as {new}.",
                ),
                ("explicit", "Archie cried about {old} at bedtime, so we're making {new}."),
                ("explicit", "costume: {new}, not {old}"),
                (
                    "implicit",
                    "Spent Sunday night hot-gluing felt onto a {new} outfit at the kitchen table.",
                ),
                ("implicit", "archie practising being {new} in the mirror, fully committed"),
                (
                    "implicit",
                    "Nan's sewing the {new} costume and rang me twice about his inside leg.",
                ),
                (
                    "implicit",
                    "Archie wore the {new} outfit to the shops and a lady asked for a photo.",
                ),
                (
                    "implicit",
                    "Kmart had one {new} costume left and I wrestled a mum from Boulder for it.",
                ),
                (
                    "implicit",
                    (
                        "Book Week eve: the P&C wanting cupcakes for the parade, Shane working a "
                        "double, Kayla needing a lift to netball at six, the glue gun dead, and me "
                        "at midnight with a bin bag and a packet of safety pins turning it all "
                        "into {new} while Archie slept."
                    ),
                ),
            ],
            "questions": [
                "What is Archie dressing up as for Book Week?",
                "What's my son's Book Week costume?",
                "Who is Archie going as in the Book Week parade?",
            ],
            "now": ["What is Archie dressing up as for Book Week, as things stand?"],
        },
        "zh": {
            "values": [
                "孙悟空",
                "小蝌蚪",
                "大灰狼",
                "狐假虎威里的老虎",
                "小马过河里的松鼠",
                "拔萝卜的老爷爷",
            ],
            "facts": [
                "六一儿童节儿子在节目里演{v}。",
                "儿子六一汇演扮的是{v}。",
                "班里排的六一节目，我儿子演{v}。",
            ],
            "corrections": [
                ("cue", "六一儿子改演{new}了"),
                ("cue", "班主任重新分了角色，儿子演{new}。"),
                ("cue", "排练了两回，老师让我儿子演{new}。"),
                ("explicit", "想演{old}的小朋友太多，儿子演{new}。"),
                ("explicit", "儿子嫌{old}的头套闷，老师让他演{new}。"),
                ("explicit", "六一：{new}，不演{old}"),
                ("implicit", "礼拜天晚上在饭桌上给儿子缝{new}的衣服，针扎了三回手。"),
                ("implicit", "儿子对着镜子练{new}的台词 入戏太深"),
                ("implicit", "我妈在沙沟给{new}的戏服钉扣子，一天打两回电话问尺寸。"),
                ("implicit", "儿子穿着{new}那身衣服去超市，有个阿姨非要跟他合影。"),
                ("implicit", "网上{new}的头套只剩最后一个，我手快抢到了。"),
                (
                    "implicit",
                    (
                        "六一前一晚：家委会要每家准备一份小零食，老公连上两个班，"
                        "女儿要我送她去学校拿资料，热熔胶枪坏了，半夜十二点我拿着一卷透明胶和一把"
                        "别针，把那身衣服硬是拼成了{new}，儿子在旁边睡得打呼。"
                    ),
                ),
            ],
            "questions": [
                "儿子六一演什么？",
                "我儿子在六一节目里扮的是谁？",
                "班里的六一节目儿子演哪个角色？",
            ],
            "now": ["儿子六一现在定下来演什么？"],
        },
    },
    {
        "key": "son_chore",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "emptying the dishwasher",
                "bringing the bins in",
                "setting the table",
                "watering the pot plants",
                "pairing the socks",
                "sweeping the verandah",
            ],
            "facts": [
                "Archie's job around the house is {v}.",
                "On the chore chart, Archie's down for {v}.",
                "For his pocket money Archie does {v}.",
            ],
            "corrections": [
                ("cue", "archie's on {new} from this week"),
                ("cue", "We redid the chore chart on Sunday and Archie got {new}."),
                ("cue", "Since the school holidays Archie has been on {new}."),
                ("explicit", "Archie made a mess of {old}, so his job is {new}."),
                ("explicit", "Kayla took {old} off Archie, he's got {new}."),
                ("explicit", "archie's chore: {new}, {old} off the chart"),
                ("implicit", "Archie did {new} without being asked and then asked for a pay rise."),
                ("implicit", "archie doing {new} at the speed of a sloth, singing"),
                (
                    "implicit",
                    "Archie says {new} is child labour and he's writing to the Prime Minister.",
                ),
                ("implicit", "Shane timed Archie on {new} and it took him twenty-five minutes."),
                (
                    "implicit",
                    "Archie told Nan he's in charge of {new} like it's a promotion at work.",
                ),
                (
                    "implicit",
                    (
                        "Sunday reset: washing on the line before the wind got up, Kayla revising "
                        "on the couch with headphones in, Shane under the ute, Mum on speakerphone "
                        "about her hip, the slow cooker on for tea, and Archie doing {new} with "
                        "the concentration of a surgeon because there's a Zooper Dooper in it for "
                        "him."
                    ),
                ),
            ],
            "questions": [
                "What's Archie's chore?",
                "What's my son's job around the house?",
                "What is Archie down for on the chore chart?",
            ],
            "now": ["What's Archie's chore at the moment?"],
        },
        "zh": {
            "values": [
                "倒垃圾",
                "饭前摆碗筷",
                "给阳台的花浇水",
                "洗自己的袜子",
                "拖客厅的地",
                "收晾干的衣服",
            ],
            "facts": [
                "儿子在家负责{v}。",
                "我们家的家务表上，儿子的活是{v}。",
                "儿子每天的劳动作业是{v}。",
            ],
            "corrections": [
                ("cue", "儿子这礼拜起负责{new}"),
                ("cue", "礼拜天重排了家务表，儿子分到{new}。"),
                ("cue", "放暑假以后，儿子的活是{new}。"),
                ("explicit", "儿子{old}老是偷工减料，给他派了{new}。"),
                ("explicit", "{old}归他姐姐了，儿子做{new}。"),
                ("explicit", "儿子家务：{new}，{old}不归他"),
                ("implicit", "儿子没人催就把{new}干完了，接着跟我谈涨工资。"),
                ("implicit", "儿子{new} 慢得跟树懒似的 还哼着歌"),
                ("implicit", "儿子说{new}是童工，要给校长写信。"),
                ("implicit", "老公给儿子{new}掐了表，一共二十五分钟。"),
                ("implicit", "儿子跟外婆说他“分管”{new}，跟当了官似的。"),
                (
                    "implicit",
                    (
                        "礼拜天大扫除：趁着梅雨停了赶紧晒被子，女儿戴着耳机在沙发上背单词，"
                        "老公蹲在楼下修电动车链条，我妈开着免提说她的腰，电炖锅里炖着老鸭汤，"
                        "儿子一本正经地{new}，因为说好了干完带他去吃肯德基。"
                    ),
                ),
            ],
            "questions": [
                "儿子在家做什么家务？",
                "家务表上儿子负责什么？",
                "儿子的劳动作业是什么？",
            ],
            "now": ["儿子现在在家负责什么家务？"],
        },
    },
    {
        "key": "son_playground",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the skate park in Boulder",
                "the playground at Hammond Park",
                "the water playground at the Oasis",
                "the adventure playground behind the library",
                "the park on Burt Street",
                "the nature play area at Karlkurla",
            ],
            "facts": [
                "After school Archie drags me to {v}.",
                "Archie's favourite place to play after school is {v}.",
                "Most afternoons we end up at {v}.",
            ],
            "corrections": [
                ("cue", "archie wants {new} after school now"),
                ("cue", "His mate Jayden showed him {new} and Archie won't go anywhere else."),
                ("cue", "Since the weather cooled off it's been {new} after school."),
                ("explicit", "{old} is fenced off for repairs, so we go to {new}."),
                ("explicit", "Archie says {old} is boring, he wants {new} every afternoon."),
                ("explicit", "after school: {new}, not {old}"),
                (
                    "implicit",
                    "Archie came home from {new} with red dust in places I didn't know he had.",
                ),
                ("implicit", "sitting at {new} with a cold coffee watching archie fall off things"),
                (
                    "implicit",
                    "A magpie swooped Archie at {new} and he's telling everyone it was an eagle.",
                ),
                (
                    "implicit",
                    "Met a mum from Archie's class at {new} and we've got a playdate out of it.",
                ),
                (
                    "implicit",
                    "Archie lost a shoe at {new} and we found it on the roof of the toilet block.",
                ),
                (
                    "implicit",
                    (
                        "Wednesday: three deliveries at the car yard, no lunch, Kayla needing "
                        "money for an excursion, the ute's aircon giving up on the way to school "
                        "pickup, and I still ended up at {new} at half three, watching Archie go "
                        "down the slide headfirst forty times while I answered emails on my phone."
                    ),
                ),
            ],
            "questions": [
                "Where does Archie play after school?",
                "Where does my son drag me after school?",
                "Which playground do we go to in the afternoons?",
            ],
            "now": ["Where does Archie play after school these days?"],
        },
        "zh": {
            "values": [
                "乌巾荡公园的滑滑梯",
                "小区里的儿童乐园",
                "体育馆门口的小广场",
                "商场顶楼的淘气堡",
                "河边风光带的沙坑",
                "学校对面的口袋公园",
            ],
            "facts": [
                "儿子放学后拉着我去{v}玩。",
                "儿子放学最爱去的地方是{v}。",
                "下午接完孩子，我们一般待在{v}。",
            ],
            "corrections": [
                ("cue", "儿子放学改去{new}玩了"),
                ("cue", "同学带他去了一趟{new}，儿子就认准那儿了。"),
                ("cue", "天凉下来以后，放学都去{new}。"),
                ("explicit", "{old}围起来修了，我们放学去{new}。"),
                ("explicit", "儿子嫌{old}没意思，天天要去{new}。"),
                ("explicit", "放学：{new}，不去{old}"),
                ("implicit", "儿子从{new}回来，裤兜里倒出来半斤沙子。"),
                ("implicit", "坐在{new}边上喝着凉掉的奶茶 看儿子从各种东西上摔下来"),
                ("implicit", "儿子在{new}被一只大白鹅追着跑，逢人就说是老虎。"),
                ("implicit", "在{new}碰见儿子班上一个同学的妈妈，两家约了周末一起玩。"),
                ("implicit", "儿子在{new}丢了一只鞋，最后在公共厕所的屋顶上找着了。"),
                (
                    "implicit",
                    (
                        "那个礼拜三：网点来了三拨检查，我午饭没吃上，女儿要交春游的钱，"
                        "接孩子的路上电动车没电了，推了一里地，三点半照样到了{new}，"
                        "看儿子头朝下从滑梯上冲了四十回，我蹲在边上拿手机回客户消息。"
                    ),
                ),
            ],
            "questions": [
                "儿子放学后去哪儿玩？",
                "放学后儿子拉我去哪儿？",
                "下午接完孩子我们去哪儿？",
            ],
            "now": ["儿子现在放学后去哪儿玩？"],
        },
    },
    {
        "key": "parents_committee_role",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "treasurer",
                "secretary",
                "canteen coordinator",
                "uniform shop volunteer",
                "fundraising coordinator",
                "class rep for Year 3",
            ],
            "facts": [
                "On the school P&C I'm {v}.",
                "My job on Archie's school P&C is {v}.",
                "At P&C meetings I sit in as {v}.",
            ],
            "corrections": [
                ("cue", "i'm {new} on the p&c now"),
                ("cue", "They had the AGM on Tuesday and I came out of it as {new}."),
                ("cue", "Somebody nominated me at the meeting and I ended up {new} on the P&C."),
                ("explicit", "Handed {old} over to Donna, I'm {new} on the P&C."),
                ("explicit", "Being {old} was eating my weekends, so I'm {new}."),
                ("explicit", "p&c: {new}, {old} handed on"),
                (
                    "implicit",
                    "Got cornered at pickup as {new} about the price of the sausage sizzle.",
                ),
                ("implicit", "p&c meeting ran till nine, {new} got given three more jobs"),
                (
                    "implicit",
                    (
                        "Signed forty forms at the kitchen table as {new} with Archie colouring in "
                        "next to me."
                    ),
                ),
                (
                    "implicit",
                    "The principal introduced me at assembly as {new} and Archie went bright red.",
                ),
                (
                    "implicit",
                    (
                        "A Year 5 mum messaged me at eleven at night, because I'm {new}, about "
                        "lost property."
                    ),
                ),
                (
                    "implicit",
                    (
                        "School disco night: the smoke machine set off the fire alarm, a Year 1 "
                        "lost a tooth on the dance floor, the sausages ran out by seven, Shane on "
                        "the barbecue in a paper hat, and me with the cash tin and a clipboard, "
                        "doing the lot as {new} until the cleaner turned the lights off."
                    ),
                ),
            ],
            "questions": [
                "What's my role on the P&C?",
                "What do I do on the school P&C?",
                "What's my job at Archie's school P&C?",
            ],
            "now": ["What's my role on the P&C at present?"],
        },
        "zh": {
            "values": [
                "家委会主任",
                "家委会财务",
                "班级群管理员",
                "宣传委员",
                "后勤委员",
                "护学岗排班负责人",
            ],
            "facts": [
                "我在儿子班的家委会里当{v}。",
                "儿子班上家委会，我的职务是{v}。",
                "家委会开会我是以{v}的身份去的。",
            ],
            "corrections": [
                ("cue", "家委会我改当{new}了"),
                ("cue", "开学家委会改选，我被推成了{new}。"),
                ("cue", "班主任在群里点了我的名，我就当上了{new}。"),
                ("explicit", "{old}交给了儿子同桌的妈妈，我当{new}。"),
                ("explicit", "当{old}太占周末，我只当{new}。"),
                ("explicit", "家委会：{new}，{old}交出去了"),
                ("implicit", "接孩子的时候被几个家长围住，问我这个{new}春游的钱怎么收。"),
                ("implicit", "家委会开到九点 {new}又领了三个活"),
                ("implicit", "晚上在饭桌上以{new}的名义签了四十张表，儿子在旁边涂色。"),
                ("implicit", "校长在升旗仪式上点了我的名，说我是{new}，儿子脸都红了。"),
                ("implicit", "半夜十一点有个家长私信我这个{new}，问校服尺码的事。"),
                (
                    "implicit",
                    (
                        "六一游园会那天：泡泡机把走廊弄得全是泡沫，一个一年级小朋友在套圈那儿磕掉"
                        "了门牙，棉花糖不到七点就卖光了，老公戴着纸帽子守着烤肠摊，"
                        "我抱着钱箱夹着登记表，以{new}的身份从头忙到尾，直到保安来关灯。"
                    ),
                ),
            ],
            "questions": [
                "我在家委会里是什么角色？",
                "儿子班的家委会我担任什么？",
                "我在家委会干什么？",
            ],
            "now": ["我现在在家委会里当什么？"],
        },
    },
    {
        "key": "husband_work_boots",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Steel Blue Argyles",
                "Blundstone safety boots",
                "Oliver AT boots",
                "Redback UBOKs",
                "KingGee Phoenix boots",
                "Mongrel zip-siders",
            ],
            "facts": [
                "Shane wears {v} on site.",
                "My husband's work boots are {v}.",
                "For twelve-hour shifts at the pit Shane's in {v}.",
            ],
            "corrections": [
                ("cue", "shane's in {new} from this roster"),
                ("cue", "The PPE allowance came through and Shane bought {new}."),
                ("cue", "Since his heel started playing up Shane has been wearing {new}."),
                ("explicit", "{old} split at the sole, so Shane's in {new}."),
                (
                    "explicit",
                    (
                        "Shane gave up on {old} after a blister the size of a fifty-cent piece, he "
                        "wears {new}."
                    ),
                ),
                ("explicit", "boots: {new}, {old} in the bin"),
                (
                    "implicit",
                    (
                        "Shane left {new} on the back step overnight and a huntsman set up home in "
                        "one."
                    ),
                ),
                ("implicit", "{new} by the back door, red dust to the ankles, every single time"),
                (
                    "implicit",
                    "Archie clomped round the house in Shane's {new} pretending to be a miner.",
                ),
                (
                    "implicit",
                    (
                        "Shane fell asleep on the couch still in {new} and I didn't have the heart "
                        "to wake him."
                    ),
                ),
                (
                    "implicit",
                    "The neighbour's pup chewed the laces off Shane's {new} through the fence.",
                ),
                (
                    "implicit",
                    (
                        "End of a run of nights: Shane's gear in a heap by the laundry, the ute "
                        "full of empty drink bottles, Kayla's curfew argument on repeat, Mum's "
                        "lunches to sort out, and the smell of {new} after seven twelve-hour "
                        "shifts filling the whole hallway until I put them out on the verandah."
                    ),
                ),
            ],
            "questions": [
                "What work boots does Shane wear?",
                "What boots does my husband wear on site?",
                "What's on Shane's feet at work?",
            ],
            "now": ["What boots is Shane wearing on site at the moment?"],
        },
        "zh": {
            "values": [
                "际华3515的劳保鞋",
                "双安的钢头鞋",
                "代尔塔的安全鞋",
                "霍尼韦尔的劳保鞋",
                "厂里发的翻毛皮鞋",
                "巴固的绝缘鞋",
            ],
            "facts": [
                "老公上班穿的是{v}。",
                "我老公在车间里穿{v}。",
                "老公三班倒，脚上一直是{v}。",
            ],
            "corrections": [
                ("cue", "老公上班换了{new}"),
                ("cue", "厂里发了劳保补贴，老公买了{new}。"),
                ("cue", "脚后跟犯了毛病以后，老公穿的是{new}。"),
                ("explicit", "{old}鞋底开胶了，老公穿{new}。"),
                ("explicit", "老公穿{old}磨了个大水泡，上班穿{new}。"),
                ("explicit", "劳保鞋：{new}，{old}扔了"),
                ("implicit", "老公把{new}脱在门口，那股味儿把楼道的声控灯都熏亮了。"),
                ("implicit", "{new}摆在门口 鞋底一层铁屑 天天如此"),
                ("implicit", "儿子穿着爸爸的{new}在屋里咣咣走，说自己是炼钢工人。"),
                ("implicit", "老公下了夜班，穿着{new}就在沙发上睡着了，我没舍得叫他。"),
                ("implicit", "楼下的小狗隔着栅栏把老公{new}的鞋带咬断了。"),
                (
                    "implicit",
                    (
                        "连上七个夜班那阵：老公的工作服堆在阳台上，电动车筐里塞满了空矿泉水瓶，"
                        "女儿晚自习的事天天吵，我妈的中饭还得安排，{new}那股味儿占满了整个过道，"
                        "我只好拎到楼道里去。"
                    ),
                ),
            ],
            "questions": [
                "老公上班穿什么鞋？",
                "我老公在车间穿的是什么劳保鞋？",
                "老公上班脚上穿的是什么？",
            ],
            "now": ["老公现在上班穿的是什么鞋？"],
        },
    },
    {
        "key": "husband_work_gloves",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Ansell HyFlex gloves",
                "Mechanix gloves",
                "rigger's gloves from Bunnings",
                "cut-resistant gloves from the site store",
                "Kevlar gloves",
                "nitrile-dipped gloves",
            ],
            "facts": [
                "Shane's work gloves are {v}.",
                "On site Shane wears {v}.",
                "In Shane's crib bag there's always a pair of {v}.",
            ],
            "corrections": [
                ("cue", "shane's using {new} now"),
                (
                    "cue",
                    "The safety manager issued the whole crew {new} and that's what Shane wears.",
                ),
                ("cue", "After the hand injury on C crew, Shane has been in {new}."),
                ("explicit", "{old} gave Shane a rash, so he wears {new}."),
                ("explicit", "Shane wore holes in {old}, it's {new} on site."),
                ("explicit", "gloves: {new}, {old} binned"),
                (
                    "implicit",
                    "Found {new} in the washing machine again, along with a pen and forty cents.",
                ),
                ("implicit", "shane's {new} on the dashboard of the ute, stiff as cardboard"),
                (
                    "implicit",
                    "Archie wore Shane's {new} to eat a Zooper Dooper and said it was for hygiene.",
                ),
                (
                    "implicit",
                    (
                        "Shane left his {new} in the crib room and his offsider dropped them round "
                        "at midnight."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Shane waved goodbye with his {new} still on and left red handprints on "
                        "the car window."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Shane's last night shift before his break: a dust storm across the pit at "
                        "two in the morning, the truck radio crackling, a breakdown on the ramp, "
                        "his offsider's birthday cake eaten out of a lunch box, and his {new} so "
                        "full of dust that when he clapped them together on the verandah the porch "
                        "light disappeared."
                    ),
                ),
            ],
            "questions": [
                "What gloves does Shane wear at work?",
                "What are my husband's work gloves?",
                "What gloves are in Shane's crib bag?",
            ],
            "now": ["What gloves is Shane using at work currently?"],
        },
        "zh": {
            "values": ["浸胶手套", "帆布手套", "电焊手套", "丁腈手套", "牛皮手套", "纱线手套"],
            "facts": ["老公上班戴的是{v}。", "我老公在车间用{v}。", "老公工具包里常备一副{v}。"],
            "corrections": [
                ("cue", "老公上班改戴{new}了"),
                ("cue", "车间新来的安全员给每人发了{new}，老公就戴这个。"),
                ("cue", "隔壁班组有人被钢板划了手以后，老公戴的是{new}。"),
                ("explicit", "{old}戴得老公手上起疹子，他用{new}。"),
                ("explicit", "{old}戴破了好几副，老公上班戴{new}。"),
                ("explicit", "手套：{new}，{old}不戴了"),
                ("implicit", "洗衣机里又洗出来一副{new}，外加一支笔和两个钢镚。"),
                ("implicit", "老公的{new}扔在电动车筐里 硬得跟纸板似的"),
                ("implicit", "儿子戴着爸爸的{new}吃冰棍，说这样讲卫生。"),
                ("implicit", "老公的{new}落在车间休息室，搭班的师傅半夜给送到了楼下。"),
                ("implicit", "老公戴着{new}跟我挥手，车窗上留下两个黑手印。"),
                (
                    "implicit",
                    (
                        "老公歇班前最后一个夜班：凌晨两点车间停了电，行车卡在半空，一炉料等着出，"
                        "搭班师傅过生日，蛋糕是拿饭盒装着吃的，回家他在阳台上把{new}一拍，"
                        "灰扬得连路灯都看不清了。"
                    ),
                ),
            ],
            "questions": [
                "老公上班戴什么手套？",
                "我老公在车间用的是什么手套？",
                "老公包里那副手套是什么？",
            ],
            "now": ["老公现在上班戴的是什么手套？"],
        },
    },
    {
        "key": "husband_crew_mate",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Kiwi called Manaia",
                "Trev from Kambalda",
                "young Brayden",
                "a woman called Rochelle",
                "Dougie Hartnett",
                "an Irish lad called Cian",
            ],
            "facts": [
                "Shane's offsider on his crew is {v}.",
                "On shift Shane works alongside {v}.",
                "The one who shares the crib room with Shane is {v}.",
            ],
            "corrections": [
                ("cue", "shane's teamed up with {new} now"),
                ("cue", "The supervisor reshuffled the crews and Shane got {new}."),
                ("cue", "Since he went onto nights Shane has been working with {new}."),
                ("explicit", "{old} took a job up in the Pilbara, so Shane works with {new}."),
                ("explicit", "Shane and {old} got put on different crews, he's with {new}."),
                ("explicit", "offsider: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "{new} rang Shane at five in the morning to tell him the road out to the "
                        "pit was flooded."
                    ),
                ),
                ("implicit", "shane and {new} arguing about the footy in the group chat again"),
                (
                    "implicit",
                    "{new} dropped Shane's gloves round at midnight after he left them at work.",
                ),
                (
                    "implicit",
                    "We had {new} round for a barbecue and Archie showed off his whole collection.",
                ),
                ("implicit", "{new} sent Shane home with a tray of lamingtons for the kids."),
                (
                    "implicit",
                    (
                        "Shane's first night back on: a dust storm coming in off the lake, the ute "
                        "with a flat at the gate, a lunch box I forgot to fill, and a text from "
                        "him at 3am saying {new} had a tyre go on the haul road and they sat out "
                        "the rest of the shift together in the cab sharing one packet of Tim Tams."
                    ),
                ),
            ],
            "questions": [
                "Who is Shane's offsider at work?",
                "Who does my husband work alongside on shift?",
                "Who's on Shane's crew with him?",
            ],
            "now": ["Who is Shane's offsider these days?"],
        },
        "zh": {
            "values": [
                "河南来的老张",
                "沙沟的刘师傅",
                "刚进厂的小孙",
                "一个叫秀梅的女师傅",
                "老乡王二",
                "质检科的小周",
            ],
            "facts": [
                "老公的搭班师傅是{v}。",
                "老公上班跟{v}一个班组。",
                "车间里跟我老公搭档的是{v}。",
            ],
            "corrections": [
                ("cue", "老公现在跟{new}搭班了"),
                ("cue", "车间主任重新排了班组，老公跟{new}一组。"),
                ("cue", "倒到夜班以后，老公一直跟{new}搭档。"),
                ("explicit", "{old}辞职去苏州了，老公跟{new}搭班。"),
                ("explicit", "老公跟{old}分到了两个班组，他跟{new}一起。"),
                ("explicit", "搭班：{new}，不是{old}"),
                ("implicit", "早上五点{new}给老公打电话，说厂门口那条路淹了。"),
                ("implicit", "老公跟{new}又在群里为了球赛吵起来了"),
                ("implicit", "老公把手套落在厂里，{new}半夜给送到了楼下。"),
                ("implicit", "请{new}来家里吃饭，儿子把他的宝贝一样一样拿出来给人看。"),
                ("implicit", "{new}让老公捎回来一兜自家腌的咸鸭蛋。"),
                (
                    "implicit",
                    (
                        "老公歇完班回去的头一晚：刮大风，电动车后胎在厂门口瘪了，饭盒我忘了装菜，"
                        "凌晨三点他发来消息，说{new}那台设备出了故障，两个人蹲在控制室里分着吃了一"
                        "包饼干熬到天亮。"
                    ),
                ),
            ],
            "questions": ["老公跟谁搭班？", "我老公跟谁一个班组？", "车间里跟老公搭档的是谁？"],
            "now": ["老公现在跟谁搭班？"],
        },
    },
    {
        "key": "mum_meal_service",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Meals on Wheels",
                "Lite n' Easy",
                "her neighbour Dot",
                "the seniors' centre",
                "the café across the road",
                "her friend Merle from church",
            ],
            "facts": [
                "Mum's lunches come from {v}.",
                "My mum gets her midday meal from {v}.",
                "For lunch every day Mum relies on {v}.",
            ],
            "corrections": [
                ("cue", "mum's lunches are from {new} now"),
                ("cue", "The hospital social worker set Mum up with {new} when she came home."),
                ("cue", "After her fall in the winter Mum's lunches have come from {new}."),
                (
                    "explicit",
                    "Mum said the food from {old} was too salty, so her lunches come from {new}.",
                ),
                ("explicit", "{old} stopped doing her street, so it's {new} for Mum's lunches."),
                ("explicit", "mum's lunch: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Mum rang to give me a full review of yesterday's lunch from {new}, marks "
                        "out of ten."
                    ),
                ),
                ("implicit", "mum saving half her lunch from {new} for tea, again"),
                (
                    "implicit",
                    (
                        "Popped in on Mum at twelve and the lunch from {new} was sitting there "
                        "with the lid still on."
                    ),
                ),
                (
                    "implicit",
                    "Mum gave the fish from {new} to the stray cat and told me it was delicious.",
                ),
                ("implicit", "Archie ate Nan's pudding from {new} while she was in the loo."),
                (
                    "implicit",
                    (
                        "Mum's eightieth: the cake with the wrong age iced on it, Jase and Tarni "
                        "two hours late up from Esperance, the slideshow frozen on a photo of "
                        "Shane with a mullet, her bridge ladies all bringing the same slice, and "
                        "on the day itself she still had her lunch from {new} at twelve on the dot "
                        "because she wasn't going to waste it."
                    ),
                ),
            ],
            "questions": [
                "Where do Mum's lunches come from?",
                "Who does my mum's midday meal?",
                "What does Mum rely on for lunch?",
            ],
            "now": ["Where are Mum's lunches coming from these days?"],
        },
        "zh": {
            "values": [
                "镇上的老年助餐点",
                "隔壁王奶奶",
                "饿了么外卖",
                "社区食堂",
                "对门的小饭店",
                "我表姨",
            ],
            "facts": [
                "我妈的中饭靠{v}。",
                "我妈一个人住沙沟，中午吃的是{v}的饭。",
                "我妈每天中饭都是{v}管的。",
            ],
            "corrections": [
                ("cue", "我妈中饭改成{new}了"),
                ("cue", "社区网格员帮我妈登记了{new}，中午就吃那个。"),
                ("cue", "三月份摔了一跤以后，我妈中饭靠{new}。"),
                ("explicit", "我妈嫌{old}的菜太咸，中饭靠{new}。"),
                ("explicit", "{old}不管她那条巷子了，我妈中午吃{new}的饭。"),
                ("explicit", "我妈中饭：{new}，不是{old}"),
                ("implicit", "我妈打电话给昨天{new}的中饭打分，满分十分给了六分。"),
                ("implicit", "我妈又把{new}的中饭省下一半留着晚上吃"),
                ("implicit", "中午十二点去看我妈，{new}的饭盒搁在桌上，盖子都没揭。"),
                ("implicit", "我妈把{new}的红烧鱼喂了野猫，还跟我说好吃。"),
                ("implicit", "儿子趁外婆上厕所，把{new}那份藕粉圆子吃了。"),
                (
                    "implicit",
                    (
                        "我妈八十大寿那周：蛋糕店把岁数写错了，我弟带着弟媳从泰州过来，"
                        "路上堵了两个钟头，电子相册卡在老公烫头那张照片上不动，"
                        "她那帮老姐妹带的都是同一样点心，可到了正日子，她中午十二点照样吃{new}的饭"
                        "，说不能浪费。"
                    ),
                ),
            ],
            "questions": ["我妈中饭靠什么？", "我妈中午吃谁的饭？", "我妈每天中饭是谁管的？"],
            "now": ["我妈现在中饭靠什么？"],
        },
    },
    {
        "key": "brother_baby_name",
        "type": "SEMANTIC",
        "en": {
            "values": ["Matilda", "Harper", "Frankie", "Willow", "Georgia", "Scarlett"],
            "facts": [
                "My brother Jase and Tarni are calling the baby {v}.",
                "The name Jase and Tarni have picked for their little girl is {v}.",
                "My niece-to-be is going to be called {v}.",
            ],
            "corrections": [
                ("cue", "jase and tarni have gone with {new} now"),
                ("cue", "Tarni's had another think and the baby's going to be {new}."),
                ("cue", "After the 30-week scan Jase rang to say they've picked {new}."),
                (
                    "explicit",
                    "Tarni's cousin just called her daughter {old}, so they're going with {new}.",
                ),
                ("explicit", "Jase vetoed {old}, the baby will be {new}."),
                ("explicit", "baby name: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Tarni sent a photo of the cot with {new} spelled out in wooden letters "
                        "above it."
                    ),
                ),
                ("implicit", "mum's knitting a blanket with {new} on it already"),
                ("implicit", "Archie asked if {new} will be allowed to play with his collection."),
                (
                    "implicit",
                    "Jase spent all weekend talking to Tarni's bump and calling it {new}.",
                ),
                (
                    "implicit",
                    "Kayla's been practising {new} in fancy lettering for the baby shower banner.",
                ),
                (
                    "implicit",
                    (
                        "Baby shower in Esperance: a nine-hour round trip, Shane driving and me "
                        "asleep past Norseman, forty women in Tarni's mum's backyard, a nappy "
                        "cake, a game where you guess the bump with a bit of string, and a banner "
                        "over the pergola spelling out {new} in pink glitter that was still in my "
                        "hair on Tuesday."
                    ),
                ),
            ],
            "questions": [
                "What are Jase and Tarni calling the baby?",
                "What name have my brother and his wife picked?",
                "What's my niece going to be called?",
            ],
            "now": ["What are Jase and Tarni planning to call the baby these days?"],
        },
        "zh": {
            "values": ["糖糖", "小满", "豆豆", "朵朵", "年年", "桃子"],
            "facts": [
                "我弟和弟媳给宝宝起的小名是{v}。",
                "弟媳肚子里的宝宝，小名叫{v}。",
                "我侄女还没出生，小名已经定了叫{v}。",
            ],
            "corrections": [
                ("cue", "宝宝小名改叫{new}了"),
                ("cue", "弟媳翻了一晚上字典，宝宝小名定成{new}。"),
                ("cue", "做完四维彩超，我弟打电话说小名叫{new}。"),
                ("explicit", "弟媳表姐家孩子刚叫了{old}，他们家宝宝叫{new}。"),
                ("explicit", "我弟说{old}不好听，宝宝小名叫{new}。"),
                ("explicit", "小名：{new}，不叫{old}"),
                ("implicit", "弟媳发来婴儿床的照片，床头挂着一块写着{new}的小木牌。"),
                ("implicit", "我妈已经在给{new}织小毛衣了"),
                ("implicit", "儿子问{new}出生了能不能跟他一起玩卡片。"),
                ("implicit", "我弟一整个周末都趴在弟媳肚子上喊{new}。"),
                ("implicit", "女儿拿彩笔把{new}两个字描成了花体，说要贴在满月酒的横幅上。"),
                (
                    "implicit",
                    (
                        "去泰州给弟媳办宝宝派对：来回开了三个多钟头，老公开车我在车上睡着了，"
                        "弟媳娘家院子里挤了四十来个女眷，尿不湿扎的蛋糕，拿毛线量肚子的游戏，"
                        "葡萄架上挂了一条横幅，亮晶晶的粉色大字写着{new}，那些亮片到礼拜二还粘在我"
                        "头发上。"
                    ),
                ),
            ],
            "questions": [
                "我弟家宝宝小名叫什么？",
                "弟媳肚子里的孩子小名是什么？",
                "我侄女的小名叫啥？",
            ],
            "now": ["我弟家宝宝的小名现在定的是什么？"],
        },
    },
    {
        "key": "brother_motorbike",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Harley Sportster",
                "a Kawasaki Z650",
                "a Yamaha MT-07",
                "a Triumph Bonneville",
                "a Honda CB500X",
                "a Suzuki DR650",
            ],
            "facts": [
                "My brother Jase rides {v}.",
                "Jase's motorbike is {v}.",
                "In Jase's shed there's {v}.",
            ],
            "corrections": [
                ("cue", "jase has got {new} now"),
                ("cue", "Jase picked up {new} off Marketplace and rides it to work."),
                ("cue", "Since the baby news Jase has been riding {new}."),
                ("explicit", "Tarni made Jase sell {old}, he's got {new}."),
                (
                    "explicit",
                    "Jase dropped {old} on the gravel at Cape Le Grand, so he rides {new}.",
                ),
                ("explicit", "jase's bike: {new}, {old} sold"),
                (
                    "implicit",
                    (
                        "Jase rode {new} up for Mum's birthday and arrived looking like a statue "
                        "made of red dust."
                    ),
                ),
                ("implicit", "jase sent a video of {new} idling in the driveway, no caption"),
                (
                    "implicit",
                    "Archie sat on {new} in Jase's shed and hasn't stopped talking about it.",
                ),
                (
                    "implicit",
                    "Jase washed {new} before Tarni's baby shower, which tells you his priorities.",
                ),
                (
                    "implicit",
                    (
                        "Tarni won't get on the back of {new} while she's pregnant and Jase is "
                        "taking it personally."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Easter at Jase's: the pergola lights shorting out in the rain, Mum's "
                        "pavlova sliding off the plate, Shane and Jase arguing about whether a "
                        "caravan counts as a house, the kids hunting eggs in the sand, and Jase "
                        "taking every bloke at the party out to the shed one by one to stand "
                        "around {new} with a beer."
                    ),
                ),
            ],
            "questions": [
                "What motorbike does Jase ride?",
                "What's my brother's bike?",
                "What bike has Jase got in his shed?",
            ],
            "now": ["What's Jase riding these days?"],
        },
        "zh": {
            "values": [
                "豪爵的踏板摩托",
                "一辆本田幼兽",
                "春风250",
                "钱江闪250",
                "一辆老嘉陵",
                "宗申的越野摩托",
            ],
            "facts": ["我弟骑的是{v}。", "我弟的摩托是{v}。", "我弟车库里停着{v}。"],
            "corrections": [
                ("cue", "我弟提了{new}"),
                ("cue", "我弟在闲鱼上淘了{new}，上下班就骑它。"),
                ("cue", "知道要当爸爸以后，我弟骑的是{new}。"),
                ("explicit", "弟媳逼着我弟把{old}卖了，他骑{new}。"),
                ("explicit", "{old}在乡道上摔了一跤，我弟骑的是{new}。"),
                ("explicit", "我弟的摩托：{new}，{old}卖了"),
                ("implicit", "我弟骑着{new}从泰州回来给我妈过生日，一身的灰。"),
                ("implicit", "我弟发来一段{new}在院子里打火的视频 一个字没配"),
                ("implicit", "儿子在我弟车库里骑在{new}上不肯下来，回家念叨了一礼拜。"),
                ("implicit", "弟媳办派对前，我弟先把{new}擦得锃亮，可见在他心里谁排第一。"),
                ("implicit", "弟媳怀着孕不肯坐{new}的后座，我弟有点受伤。"),
                (
                    "implicit",
                    (
                        "端午去我弟家：葡萄架上的彩灯一下雨就跳闸，我妈包的粽子煮散了一锅，"
                        "老公跟我弟争房车算不算房子，孩子们在楼下斗蛋，我弟把来的男的一个一个拉到"
                        "车库里，围着{new}站着抽烟。"
                    ),
                ),
            ],
            "questions": ["我弟骑什么摩托？", "我弟的摩托车是哪辆？", "我弟车库里停的是什么？"],
            "now": ["我弟现在骑的是什么摩托？"],
        },
    },
    {
        "key": "sister_in_law_craving",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "salt and vinegar chips",
                "sour worms",
                "pickled onions",
                "Golden Gaytimes",
                "ice-cold watermelon",
                "Vegemite on crumpets",
            ],
            "facts": [
                "Tarni's pregnancy craving is {v}.",
                "All Tarni wants to eat is {v}.",
                "Jase keeps the house stocked with {v} for Tarni.",
            ],
            "corrections": [
                ("cue", "tarni's craving {new} now"),
                (
                    "cue",
                    "Somewhere in the second trimester Tarni went off everything except {new}.",
                ),
                ("cue", "Since the morning sickness eased Tarni's been living on {new}."),
                ("explicit", "Tarni can't look at {old} any more, it's {new} she wants."),
                ("explicit", "{old} made Tarni sick, so Jase buys {new}."),
                ("explicit", "tarni: {new}, {old} banned"),
                ("implicit", "Jase drove to the servo at midnight for {new} and they'd sold out."),
                ("implicit", "tarni sent a photo of {new} at 2am with a heart emoji"),
                (
                    "implicit",
                    "Tarni ate {new} standing at the fridge door and told Jase not to look.",
                ),
                (
                    "implicit",
                    "Mum brought {new} to the baby shower as a joke and Tarni didn't share.",
                ),
                ("implicit", "Tarni keeps {new} in her desk drawer at the shire office."),
                (
                    "implicit",
                    (
                        "Tarni's week in texts: the midwife appointment pushed to Friday, the "
                        "nursery painted the wrong shade of sage, Jase's bike in pieces on the "
                        "lounge floor, a forty-degree day, and three separate photos of her eating "
                        "{new} in front of the air conditioner."
                    ),
                ),
            ],
            "questions": [
                "What is Tarni craving?",
                "What does my sister-in-law want to eat all the time?",
                "What's Jase stocking up on for Tarni?",
            ],
            "now": ["What's Tarni craving at the moment?"],
        },
        "zh": {
            "values": ["酸杏", "螺蛳粉", "辣条", "冰西瓜", "话梅", "酸辣粉"],
            "facts": [
                "弟媳怀孕最想吃{v}。",
                "弟媳怀着孕，天天就想吃{v}。",
                "我弟家里囤满了{v}，都是给弟媳的。",
            ],
            "corrections": [
                ("cue", "弟媳这礼拜又馋上{new}了"),
                ("cue", "到了孕中期，弟媳别的都不想吃，就想{new}。"),
                ("cue", "孕吐好了以后，弟媳天天吃{new}。"),
                ("explicit", "弟媳一闻{old}就想吐，她要吃{new}。"),
                ("explicit", "{old}吃得弟媳上火，我弟给她买{new}。"),
                ("explicit", "弟媳：{new}，{old}戒了"),
                ("implicit", "我弟半夜开车跑了三家便利店找{new}，全卖完了。"),
                ("implicit", "弟媳凌晨两点发来一张{new}的照片 配了个爱心"),
                ("implicit", "弟媳站在冰箱门口吃{new}，叫我弟别看。"),
                ("implicit", "我妈带了一兜{new}去看弟媳，本来是开玩笑，弟媳一口都没分给别人。"),
                ("implicit", "弟媳单位抽屉里藏着{new}，领导一来赶紧关上。"),
                (
                    "implicit",
                    (
                        "弟媳这一礼拜的微信：产检推到了礼拜五，婴儿房刷成了一种她不满意的绿，"
                        "我弟的摩托拆得一地零件摊在客厅，外面三十八度，她又给我发了三张照片，"
                        "都是她坐在空调底下吃{new}。"
                    ),
                ),
            ],
            "questions": ["弟媳怀孕想吃什么？", "弟媳天天馋的是什么？", "我弟给弟媳囤的是什么？"],
            "now": ["弟媳这几天最想吃的是什么？"],
        },
    },
    {
        "key": "everyday_necklace",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a gold nugget pendant",
                "my nan's opal pendant",
                "a silver St Christopher",
                "a locket with the kids' photos in it",
                "a pearl on a fine chain",
                "a little gold cross",
            ],
            "facts": [
                "The necklace I wear every day is {v}.",
                "Round my neck, day in day out, is {v}.",
                "I never take off {v}.",
            ],
            "corrections": [
                ("cue", "wearing {new} every day now"),
                ("cue", "Shane gave me {new} for our anniversary and it hasn't come off."),
                (
                    "cue",
                    "Since the jeweller on Hannan Street fixed the clasp I've been wearing {new}.",
                ),
                ("explicit", "The chain on {old} snapped at work, so I wear {new}."),
                ("explicit", "{old} went green on my neck, I wear {new}."),
                ("explicit", "necklace: {new}, {old} in the jewellery box"),
                (
                    "implicit",
                    (
                        "A customer at the car yard asked where I got {new} and bought a ute off "
                        "me while he was at it."
                    ),
                ),
                ("implicit", "archie fiddles with {new} the whole time i read to him"),
                (
                    "implicit",
                    (
                        "Caught {new} on my jumper and spent ten minutes untangling it in the "
                        "staff loo."
                    ),
                ),
                (
                    "implicit",
                    "Mum held {new} up to the light and told me the story of her wedding again.",
                ),
                (
                    "implicit",
                    "The scanner at Perth airport beeped at {new} and I had to take it off.",
                ),
                (
                    "implicit",
                    (
                        "Cousin Brooke's hen do: a party bus from Kal to Coolgardie and back, "
                        "twenty women in sashes, a hired dancer who turned out to be a plumber "
                        "from Boulder, somebody's heel snapping in the pub car park, and me "
                        "holding Brooke's hair back at midnight with {new} swinging in her face."
                    ),
                ),
            ],
            "questions": [
                "What necklace do I wear every day?",
                "What's always round my neck?",
                "Which necklace do I never take off?",
            ],
            "now": ["What necklace am I wearing every day at the moment?"],
        },
        "zh": {
            "values": [
                "一块和田玉坠子",
                "一个足金转运珠",
                "一个平安扣",
                "一把小金锁",
                "一条珍珠项链",
                "一个银观音吊坠",
            ],
            "facts": ["我天天戴着的是{v}。", "我脖子上一直挂着{v}。", "洗澡都不摘的是我那{v}。"],
            "corrections": [
                ("cue", "天天戴上{new}了"),
                ("cue", "结婚纪念日老公送了{new}，戴上就没摘过。"),
                ("cue", "金店师傅把扣子修好以后，我天天戴{new}。"),
                ("explicit", "{old}的绳子在单位断了，我戴{new}。"),
                ("explicit", "{old}戴得脖子发黑，我戴的是{new}。"),
                ("explicit", "项链：{new}，{old}收首饰盒了"),
                ("implicit", "柜台前一个大姐问我{new}在哪儿买的，顺手办了张定期。"),
                ("implicit", "儿子听故事的时候老是抠我的{new}"),
                ("implicit", "{new}勾住了毛衣，在单位厕所里解了十分钟。"),
                ("implicit", "我妈拿着{new}对着亮处看，又讲了一遍她当年出嫁的事。"),
                ("implicit", "过机场安检，{new}让安检门响了，只好摘下来。"),
                (
                    "implicit",
                    (
                        "表妹的单身派对：一车人从兴化开到扬州又开回来，二十个人肩上挂着绶带，"
                        "KTV里有人把高跟鞋的跟踩断了，半夜十二点我扶着表妹在路边吐，"
                        "{new}在她脸前头晃来晃去。"
                    ),
                ),
            ],
            "questions": ["我天天戴的是什么？", "我脖子上挂的是什么？", "我一直不摘的那个是什么？"],
            "now": ["我现在天天戴的是什么？"],
        },
    },
    {
        "key": "slow_cooker",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Breville",
                "a Sunbeam",
                "a Crock-Pot",
                "a Kmart Anko",
                "a Russell Hobbs",
                "a Kambrook",
            ],
            "facts": [
                "The slow cooker on my bench is {v}.",
                "I do my casseroles in {v}.",
                "Our slow cooker is {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for the bench"),
                ("cue", "Picked up {new} in the Boxing Day sales and it's what I cook in."),
                ("cue", "Since we went back to casseroles for the winter I've been using {new}."),
                ("explicit", "The lid of {old} smashed on the tiles, so I cook in {new}."),
                ("explicit", "{old} burnt everything even on low, I use {new}."),
                ("explicit", "slow cooker: {new}, {old} to the op shop"),
                (
                    "implicit",
                    (
                        "Left {new} on all day and came home to lamb shanks that fell apart if you "
                        "looked at them."
                    ),
                ),
                ("implicit", "{new} doing a beef stew, house smells like winter"),
                (
                    "implicit",
                    (
                        "Lent {new} to Mum for her bowls club lunch and got it back with someone "
                        "else's stew in it."
                    ),
                ),
                ("implicit", "Archie thinks {new} is a robot and says goodnight to it."),
                (
                    "implicit",
                    (
                        "The power was off for four hours and {new} just sat there with a raw "
                        "chicken in it."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Twelve-hour day at the car yard: end of the financial year, four "
                        "deliveries, a bloke who wanted a discount for paying cash, Kayla's formal "
                        "dress needing taking up, Archie's costume half-finished on the table, and "
                        "thank God for {new}, which had been doing a curry from seven that morning "
                        "so nobody starved."
                    ),
                ),
            ],
            "questions": [
                "What slow cooker have I got?",
                "What do I do my casseroles in?",
                "What's the slow cooker on my bench?",
            ],
            "now": ["What slow cooker am I using at the moment?"],
        },
        "zh": {
            "values": [
                "天际电炖锅",
                "苏泊尔电炖锅",
                "美的电炖锅",
                "小熊电炖锅",
                "九阳电炖锅",
                "荣事达电炖锅",
            ],
            "facts": [
                "我家炖汤用的是{v}。",
                "厨房台面上那口锅是{v}。",
                "我每天早上把汤炖在{v}里。",
            ],
            "corrections": [
                ("cue", "家里添了{new}"),
                ("cue", "双十二抢了{new}，炖汤就用它。"),
                ("cue", "天一冷，我就天天拿{new}炖汤。"),
                ("explicit", "{old}的陶瓷内胆摔裂了，我用{new}。"),
                ("explicit", "{old}炖什么都糊底，我用{new}。"),
                ("explicit", "炖锅：{new}，{old}送人了"),
                ("implicit", "早上把老鸭汤放进{new}，晚上回家一屋子香。"),
                ("implicit", "{new}咕嘟着一锅排骨汤 满屋子冬天的味道"),
                ("implicit", "把{new}借给我妈请客，还回来的时候里面剩着别人家的汤。"),
                ("implicit", "儿子以为{new}是个机器人，每晚跟它说晚安。"),
                ("implicit", "停电停了四个钟头，{new}里泡着一只生鸡，一动没动。"),
                (
                    "implicit",
                    (
                        "月底冲任务那天：网点从早上八点忙到晚上七点，有个客户存现金非让我点三遍，"
                        "女儿的校服裤脚要缲边，儿子六一的衣服摊在饭桌上缝了一半，"
                        "幸亏早上在{new}里炖了一锅萝卜排骨汤，一家人才没饿着。"
                    ),
                ),
            ],
            "questions": [
                "我家炖汤用什么锅？",
                "厨房台面上那口锅是什么？",
                "我每天早上拿什么炖汤？",
            ],
            "now": ["我现在炖汤用的是哪口锅？"],
        },
    },
    {
        "key": "work_monthly_target",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "eight cars a month",
                "eleven cars a month",
                "fourteen cars a month",
                "nine cars a month",
                "twelve cars a month",
                "sixteen cars a month",
            ],
            "facts": [
                "My sales target at the car yard is {v}.",
                "At work I have to sell {v}.",
                "The target the dealer principal has me on is {v}.",
            ],
            "corrections": [
                ("cue", "target's {new} from this month"),
                ("cue", "Head office sent through the quarterly numbers and mine is {new}."),
                ("cue", "Since the other salesman left I've been on {new}."),
                ("explicit", "Nobody was hitting {old}, so the target's {new}."),
                ("explicit", "They took me off {old}, I'm on {new}."),
                ("explicit", "target: {new}, not {old}"),
                (
                    "implicit",
                    "Sold a LandCruiser to a prospector paying cash and I'm halfway to {new}.",
                ),
                (
                    "implicit",
                    "whiteboard in the office says {new} next to my name in red, no pressure",
                ),
                ("implicit", "The boss reminded me about {new} while I was eating my lunch."),
                ("implicit", "Told Shane I'd hit {new} and he bought fish and chips to celebrate."),
                (
                    "implicit",
                    (
                        "Three tyre-kickers on a Saturday morning and not one of them got me "
                        "closer to {new}."
                    ),
                ),
                (
                    "implicit",
                    (
                        "End of June at the dealership: the financial year closing, the showroom "
                        "aircon on the blink, two trade-ins with red dust in every crevice, Kayla "
                        "texting about her curfew, Archie's school ringing about a nosebleed, and "
                        "me on the phone till seven chasing {new} like my life depended on it."
                    ),
                ),
            ],
            "questions": [
                "What's my sales target at work?",
                "How many cars do I have to sell?",
                "What target have I got at the car yard?",
            ],
            "now": ["What's my sales target at the moment?"],
        },
        "zh": {
            "values": [
                "三百万存款",
                "五百万存款",
                "八十万存款",
                "两百万存款",
                "一百五十万存款",
                "四百万存款",
            ],
            "facts": ["我每个月的揽储任务是{v}。", "网点给我定的任务是{v}。", "我一个月要拉{v}。"],
            "corrections": [
                ("cue", "任务这个月起是{new}"),
                ("cue", "支行开完季度会，我的任务定成了{new}。"),
                ("cue", "隔壁柜的小姑娘调走以后，我背的是{new}。"),
                ("explicit", "{old}没一个人完成，行里把任务定成了{new}。"),
                ("explicit", "行长说{old}不合适，给我定了{new}。"),
                ("explicit", "任务：{new}，不是{old}"),
                ("implicit", "有个拆迁户一口气存了一大笔定期，我离{new}已经过半了。"),
                ("implicit", "网点白板上我名字后面写着{new} 红笔 不慌"),
                ("implicit", "吃午饭的时候行长又提了一嘴{new}。"),
                ("implicit", "跟老公说我完成了{new}，他去买了两斤醉蟹庆祝。"),
                ("implicit", "礼拜六上午来了三个只问利率的大爷，谁也没让我离{new}近一步。"),
                (
                    "implicit",
                    (
                        "年底冲业绩那阵：网点空调坏了，两个客户的理财到期要续，"
                        "女儿发消息说晚自习的事，儿子学校打电话说他流鼻血了，"
                        "我抱着电话打到晚上七点，一心就是{new}。"
                    ),
                ),
            ],
            "questions": [
                "我的揽储任务是多少？",
                "网点给我定的任务是多少？",
                "我每个月要拉多少存款？",
            ],
            "now": ["我现在的揽储任务是多少？"],
        },
    },
    {
        "key": "lounge_wall_picture",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "our wedding photo",
                "a Pro Hart print",
                "an aerial photo of the Super Pit",
                "a canvas of the kids at Lucky Bay",
                "a map of the Goldfields",
                "a painting of a boab tree",
            ],
            "facts": [
                "Above our couch hangs {v}.",
                "The picture on the lounge-room wall is {v}.",
                "Over the couch we've got {v}.",
            ],
            "corrections": [
                ("cue", "{new} is up over the couch now"),
                ("cue", "Shane finally got the drill out on Sunday and hung {new} over the couch."),
                ("cue", "Since we painted the lounge room, {new} has been above the couch."),
                ("explicit", "{old} fell off the wall in the night, so it's {new} over the couch."),
                ("explicit", "Took down {old}, the lounge wall has {new}."),
                ("explicit", "over the couch: {new}, {old} in the garage"),
                (
                    "implicit",
                    "Kayla's friends took selfies in front of {new} like it was a gallery.",
                ),
                ("implicit", "{new} crooked again, every time a road train goes past"),
                (
                    "implicit",
                    "Archie's footy bounced off {new} and the whole room held its breath.",
                ),
                ("implicit", "Mum stood in front of {new} for ages and then asked what it was."),
                (
                    "implicit",
                    "The bloke who came to fix the aircon spent ten minutes talking about {new}.",
                ),
                (
                    "implicit",
                    (
                        "Christmas at ours: thirty-eight degrees, fourteen people, Jase and Tarni "
                        "up from Esperance, Mum in charge of the pudding, Shane carving the ham "
                        "with his serious face on, and the family photo taken under {new} because "
                        "it's the only bit of the lounge without a tree or a present in front of "
                        "it."
                    ),
                ),
            ],
            "questions": [
                "What's hanging above our couch?",
                "What picture is on the lounge-room wall?",
                "What have we got over the couch?",
            ],
            "now": ["What's above the couch at the moment?"],
        },
        "zh": {
            "values": [
                "我们的结婚照",
                "一幅十字绣的《清明上河图》",
                "一幅“家和万事兴”的字",
                "一张千垛油菜花的航拍照",
                "女儿小时候画的画",
                "一幅山水国画",
            ],
            "facts": ["我家沙发后面那面墙上挂着{v}。", "客厅墙上挂的是{v}。", "沙发上头是{v}。"],
            "corrections": [
                ("cue", "沙发上头换成{new}了"),
                ("cue", "老公礼拜天终于把电钻找出来，把{new}挂上了墙。"),
                ("cue", "客厅刷了墙以后，沙发上挂的是{new}。"),
                ("explicit", "{old}半夜从墙上掉下来了，沙发上挂{new}。"),
                ("explicit", "把{old}取下来了，客厅挂的是{new}。"),
                ("explicit", "客厅墙上：{new}，{old}收储藏室了"),
                ("implicit", "女儿的同学在{new}前面排队拍照，跟逛展似的。"),
                ("implicit", "楼上一装修{new}就歪 天天如此"),
                ("implicit", "儿子的皮球弹到{new}上，一屋子人都屏住了气。"),
                ("implicit", "我妈站在{new}跟前看了半天，问我这是啥。"),
                ("implicit", "来修空调的师傅对着{new}研究了十分钟。"),
                (
                    "implicit",
                    (
                        "大年三十在我家：十四口人，我弟和弟媳从泰州过来，我妈管包饺子，"
                        "老公掌勺黑着脸炸肉圆，全家福是站在{new}底下拍的，因为客厅就那块地方没堆年"
                        "货。"
                    ),
                ),
            ],
            "questions": [
                "我家沙发上方挂的是什么？",
                "客厅墙上挂着什么？",
                "沙发后面那面墙上是什么？",
            ],
            "now": ["客厅墙上现在挂的是什么？"],
        },
    },
    {
        "key": "cousin_wedding_role",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a bridesmaid",
                "the MC",
                "the cake maker",
                "the photographer",
                "the makeup artist",
                "the one doing the reading",
            ],
            "facts": [
                "At cousin Brooke's wedding I'm {v}.",
                "For Brooke's big day in October I'm {v}.",
                "Brooke has me down as {v} at her wedding.",
            ],
            "corrections": [
                ("cue", "i'm {new} for brooke's wedding now"),
                ("cue", "Brooke rang last night and now I'm {new} at the wedding."),
                ("cue", "After the engagement party Brooke asked me to be {new}."),
                (
                    "explicit",
                    "Brooke's future mother-in-law wanted her own niece as {old}, so I'm {new}.",
                ),
                (
                    "explicit",
                    "Brooke gave {old} to a friend from work, so at the wedding I'm {new}.",
                ),
                ("explicit", "wedding: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Bought shoes to wear as {new} at Brooke's wedding and they're giving me "
                        "blisters already."
                    ),
                ),
                ("implicit", "brooke's group chat has tagged me as {new} forty times today"),
                ("implicit", "The venue coordinator put my name next to {new} on the run sheet."),
                ("implicit", "Kayla asked why I get to be {new} and she only gets to be a guest."),
                ("implicit", "Rehearsing being {new} in the bathroom mirror at eleven at night."),
                (
                    "implicit",
                    (
                        "Brooke's wedding countdown: the marquee company double-booked, her dad "
                        "refusing to wear a tie, my brother's baby due the same month, Archie as "
                        "pageboy in a waistcoat two sizes too big, and my name on the run sheet as "
                        "{new}, underlined, with a smiley face I did not ask for."
                    ),
                ),
            ],
            "questions": [
                "What am I doing at Brooke's wedding?",
                "What's my job at my cousin's wedding?",
                "What role have I got on Brooke's big day?",
            ],
            "now": ["What am I doing at Brooke's wedding, as it stands?"],
        },
        "zh": {
            "values": ["主持人", "记礼账的", "送亲的", "跟妆的", "摄像", "管喜糖的"],
            "facts": [
                "表妹婚礼上我当{v}。",
                "表妹结婚，派给我的活是当{v}。",
                "表妹十月份办酒，我在里头当{v}。",
            ],
            "corrections": [
                ("cue", "表妹婚礼我改当{new}了"),
                ("cue", "表妹昨晚打电话来，说婚礼上让我当{new}。"),
                ("cue", "订婚宴上大姨拍了板，婚礼我当{new}。"),
                ("explicit", "男方家想让他们自己人当{old}，我当{new}。"),
                ("explicit", "表妹把{old}交给了她同事，婚礼上我当{new}。"),
                ("explicit", "婚礼：{new}，不当{old}"),
                ("implicit", "为了在表妹婚礼上当{new}，特意买了双鞋，试穿了一下就磨脚。"),
                ("implicit", "表妹的婚礼群里 一天@了我四十回 就因为我是{new}"),
                ("implicit", "酒店的婚礼流程单上，我名字后面写着{new}。"),
                ("implicit", "女儿问凭什么我能当{new}，她只能坐着吃席。"),
                ("implicit", "半夜十一点对着卫生间镜子练习当{new}。"),
                (
                    "implicit",
                    (
                        "表妹婚礼倒计时：婚庆公司把日子订重了，大姨父死活不肯打领带，"
                        "我弟家的宝宝也是那个月生，儿子当花童，小西装大了两号，"
                        "流程单上我的名字后面写着{new}，底下还画了一道杠加一个笑脸，不是我要的。"
                    ),
                ),
            ],
            "questions": [
                "表妹婚礼上我当什么？",
                "表妹结婚我负责干什么？",
                "表妹办酒我是什么角色？",
            ],
            "now": ["表妹婚礼上我现在定的是当什么？"],
        },
    },
]
