"""Fresh templates of the knowledge-update benchmark, thirteenth generation
(for `python -m bench.knowledge_update --templates fresh13`, once it is registered there).

Written 2026-12-05 by a helper session that read none of the engine's code, rules or lexicons
(judge, cue and time words, tokenizer, extraction, merging), none of core/, server/, tests/ and
clients/, and none of the bench code while writing it: of bench/ it read ku_fresh12.py in full
(for the format), the docstring of ku_templates.py, the listing of bench/data/, and the other
ku_*.py only to list their attribute keys (a grep on "key"), so that none is reused. It did not
run the engine or the benchmark. Not to be tuned on; whoever tunes on it writes a new set and
says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh12.py,
from domains fresh12 did not touch (no car, garden, health, hobby kit, work desk, school kit,
money or travel slot): the kettle, the washing-up liquid, where the drinking water comes from and
the calendar on the kitchen wall; the duvet, the pillow and what warms the bed; the shower gel
and the hairdryer; the living-room television and the box plugged into it; the cat's litter and
its flea treatment; the mother's phone, the father's newspaper, what the husband smokes and what
the daughter rings home on; and four slots whose values are people: who cleans the windows, who
cooks on weeknights, who fixes the user's computer and who the user walks with after dinner; and
the front doorbell, in English and Chinese. The Chinese side is localised, not translated:
苏泊尔电水壶, 小熊养生壶 and 煤气灶上的铝壶; 白猫 and 立白洗洁精, 茶籽粉 and 食用碱 for the dishes;
沁园 and 安吉尔净水器, 农夫山泉 and 怡宝桶装水, 烧开的自来水; 银行送的挂历, 老黄历 and 故宫日历;
蚕丝被, 新疆棉花被 and 弹棉花铺子弹的被子; 荞麦皮, 决明子 and 蚕沙枕头; 电热毯, 暖宝宝, 汤婆子
and 小太阳取暖器; 六神, 舒肤佳 and 上海硫磺皂; 戴森, 徕芬 and 飞科吹风机; 海信, TCL, 创维 and 长虹
电视 with 小米盒子, 当贝盒子, 天猫魔盒 or the 电信送的IPTV机顶盒; 豆腐, 膨润土 and 松木猫砂;
大宠爱, 福来恩 and 博来恩; a 守护宝老人机 or 我换下来的旧苹果 for 我妈; 《参考消息》, 《扬子晚报》
and 今日头条 for 我爸; 软中华, 玉溪, 芙蓉王 and 悦刻电子烟 for 老公; 小天才电话手表 and
米兔儿童手表 for 闺女; 58同城上找的师傅 and 物业请的蜘蛛人 at the windows; 孩子奶奶, 孩子姥姥,
孩子他爸 and 住家阿姨 at the stove; 楼下修电脑的小哥 and 单位IT的小王; 隔壁王阿姨 and 小区健步走队
after dinner; 萤石可视门铃, 小区的楼宇对讲 and 一个智能猫眼 at the door.

Some attributes sit next to each other on purpose (the kettle, the washing-up liquid, the drinking
water and the calendar are all in the same kitchen; the duvet, the pillow and the bed warmer are
all on the same bed; the shower gel and the hairdryer share the bathroom; the television and its
box are the same set; the litter and the flea treatment are the same cat; the phone and the paper
are the same parents'; the husband's cigarettes sit beside a cook who may be the husband, the
mother's phone beside a cook who may be the grandmother, and the daughter's phone beside a cook
who may be the eldest): the control fact of one is true at the same time as the value of its
neighbour, so a system that lets one overwrite the other is caught out. Each attribute itself
stays single-valued. Person values carry a name or a distinctive form ("my husband Neil", "孩子他爸")
so that the plain words "my husband" or "老公" elsewhere in the set are not values.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value) and ku_fresh12.py, with the correction styles
  "cue"       a change word, no old value ("ordered {new} off Argos", "the vet suggested",
              "from this month", "since the new rota", "teamed up with", "双十一下单的", "入了",
              "开春以后", "排了新的班", "打这个夏天起", ...)
  "explicit"  the old value named as replaced ("{old} has boiled its last", "{old} died during the
              cup final", "{old} kept missing us", "{old}烧坏了", "{old}老放鸽子", "{old}从门框上
              掉了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Defrosted the freezer with {new}", "我爸看完{new}跟楼下大爷争了一下午国际形势")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per
language: terse lower-case chat lines, long rambling messages where the value is one clause among
several, and situations in which the value simply turns up. Corrections carry no direction words
(the old and new values are drawn at random): nothing says bigger, cheaper, warmer or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (the office kettle, a friend sliding down stairs on spilt washing-up liquid, the
water board digging up the street, an advent calendar emptied early, a hotel duvet you could read
through, a pillow fight at a hen do, stone bed bottles in a museum, the gym's soap dispensers, the
hairdresser's dryer, the television in the doctor's waiting room, the cat next door in the raised
bed, a flea market, a window steamed up at the bakery, a friend up a ladder at her gutters, a
student fixing laptops in the library, a guided walk, a lost sheep at someone's door, a pipe in a
photo over a pub fireplace, a friend's son ringing 999 from his smartwatch, the paperboy who is
seventy-two), and a few are about the same relatives as the attributes but about other things
(Mum's voice notes from the bath, Dad's charity beard, the husband's ukulele, the daughter's tooth
in an apple; 我妈学跳水兵舞, 我爸戒了酒, 老公报了个驾校, 闺女换牙). Some use "left", "now",
"still", "new", "changed", "moved", "switched", "swapped", "现在", "又", "换", "新", "改", "搬" in
senses that are not a change of the user's attribute ("changed the sheets on the bunk beds",
"switched the radio to the cricket", "the corner shop has changed hands", "换季把凉席收了",
"楼下超市又换了老板"), so that a memory system that matches on shared words rather than on
meaning is caught out; none of them states, or implies, a value of an attribute. Filler names,
cities, dishes, snacks and shows are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Rhiannon", "Declan", "Imogen", "Kwame", "Fenella", "Rory", "Anya", "Barnaby"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "April", "June", "August", "October", "December"],
        "city": ["Whitby", "Porto", "Valencia", "Galway", "Tallinn", "Harrogate", "Copenhagen"],
        "dish": [
            "a fish pie",
            "bangers and mash",
            "a chilli con carne",
            "a cottage pie",
            "cauliflower cheese",
            "a Lancashire hotpot",
        ],
        "snack": [
            "a Twix",
            "a bag of Quavers",
            "a Bakewell tart",
            "a pork pie",
            "a Caramac",
            "a handful of Twiglets",
        ],
        "show": [
            "Strictly",
            "Only Connect",
            "Happy Valley",
            "Countryfile",
            "Fawlty Towers",
            "Gardeners' World",
        ],
        "thing": [
            "the smoke alarm",
            "the dishwasher",
            "the garage door",
            "the printer",
            "the car alarm",
            "the bathroom fan",
        ],
        "bird": [
            "a blackbird",
            "a pair of magpies",
            "a buzzard",
            "a wren",
            "a jay",
            "a kestrel",
        ],
        "minutes": ["5", "15", "25", "40", "50", "90"],
        "number": ["2", "4", "7", "12", "17", "40"],
    },
    "zh": {
        "friend": ["小琳", "阿强", "晓燕", "老周", "萌萌", "大伟", "小蔡", "阿娟"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "六月", "八月", "十月", "十二月"],
        "city": ["成都", "杭州", "大理", "长沙", "洛阳", "桂林", "威海"],
        "dish": ["红烧肉", "西红柿炒鸡蛋", "宫保鸡丁", "回锅肉", "水煮鱼", "糖醋排骨"],
        "snack": ["瓜子", "麻花", "牛肉干", "山楂片", "大白兔奶糖", "锅巴"],
        "show": [
            "《狂飙》",
            "《武林外传》",
            "《人世间》",
            "《奔跑吧》",
            "《琅琊榜》",
            "《乘风破浪的姐姐》",
        ],
        "thing": ["油烟机", "洗衣机", "热水器", "电饭煲", "抽湿机", "智能马桶"],
        "bird": ["一只喜鹊", "几只麻雀", "一只白头鹎", "一对鸳鸯", "一只夜鹭", "一群灰椋鸟"],
        "minutes": ["5", "15", "25", "40", "50", "90"],
        "number": ["2", "4", "7", "12", "17", "40"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The kettle at work has a laminated sign on it listing who is allowed to descale it.",
        ),
        (
            "EPISODIC",
            "{friend} spilt a bottle of washing-up liquid on her stairs and her husband went down them like a bobsleigh.",
        ),
        (
            "EPISODIC",
            "The water board dug up the whole street for a week and then filled it in again without finding anything.",
        ),
        (
            "EPISODIC",
            "The advent calendar was empty by the fourth of December and nobody will own up.",
        ),
        (
            "EPISODIC",
            "The hotel in {city} had a duvet so thin you could have read the paper through it.",
        ),
        (
            "EPISODIC",
            "There was a pillow fight at {friend}'s hen do and a feather got stuck in the bride's lip gloss.",
        ),
        (
            "EPISODIC",
            "The museum in {city} had a row of stone bed bottles the Victorians used to take to bed, like little tombstones.",
        ),
        (
            "EPISODIC",
            "The showers at the leisure centre have push-button soap that gives you exactly one drop per push.",
        ),
        (
            "EPISODIC",
            "The dryer at the hairdresser's was so loud I nodded along to a whole story I couldn't hear.",
        ),
        (
            "EPISODIC",
            "The television in the doctor's waiting room was showing a programme about surgery, of all things.",
        ),
        (
            "EPISODIC",
            "The cat from two doors down has decided our raised bed is her toilet.",
        ),
        (
            "EPISODIC",
            "Bought a lamp at a flea market in {city} and it turns out it's wired for a country that doesn't exist.",
        ),
        (
            "EPISODIC",
            "The vet's waiting room had a spaniel in a cone and a parrot that said 'bye then' to everyone leaving.",
        ),
        (
            "EPISODIC",
            "Somebody had drawn a heart in the steam on the bakery window and the baker left it there all morning.",
        ),
        (
            "EPISODIC",
            "{friend} was up a ladder clearing her gutters when the ice-cream van came round and she nearly fell off.",
        ),
        (
            "EPISODIC",
            "A student at the library was fixing people's laptops for a pound each, with a queue out of the door.",
        ),
        (
            "EPISODIC",
            "Went on a guided walk round the old town in {city} and the guide was ninety-one and outpaced us all.",
        ),
        (
            "EPISODIC",
            "Someone knocked at {friend}'s door at three in the morning and it was a sheep that had got out.",
        ),
        (
            "EPISODIC",
            "The pub has a photo over the fireplace of a miner with a pipe, and the landlord swears it's his grandad.",
        ),
        (
            "EPISODIC",
            "{friend}'s son rang 999 from his smartwatch by accident during a PE lesson and a police car turned up.",
        ),
        (
            "EPISODIC",
            "The paperboy on our road is seventy-two and gets round faster than any of the teenagers ever did.",
        ),
        (
            "EPISODIC",
            "The school sent a note home about phones in bags and half the parents replied to all.",
        ),
        (
            "EPISODIC",
            "The big screen at the pub was showing the darts and not one person in there was watching.",
        ),
        (
            "EPISODIC",
            "The church fête raffle had a cookbook as first prize and a tin of peas as second.",
        ),
        (
            "EPISODIC",
            "The village hall is selling a charity calendar of the bowls team, tastefully draped.",
        ),
        (
            "EPISODIC",
            "A bloke on the train spent an hour on the phone explaining to his nan how to reset her router.",
        ),
        (
            "EPISODIC",
            "Read that people used to keep a pig under the bed for warmth, which explains a lot about history.",
        ),
        (
            "EPISODIC",
            "The filter coffee machine in the office has a note on it saying 'NOT YOURS, SHARON'.",
        ),
        (
            "SEMANTIC",
            "My grandmother kept her good towels in the airing cupboard and nobody was ever allowed to use them.",
        ),
        (
            "SEMANTIC",
            "The tap water in {city} tastes of swimming pool and always has.",
        ),
        (
            "PREFERENCE",
            "I can't stand a bathroom with carpet in it.",
        ),
        (
            "PREFERENCE",
            "I'd rather eat standing at the worktop than lay the table for one.",
        ),
        # the same relatives, other things
        (
            "EPISODIC",
            "Mum has learned to send voice notes and records them from the bath, you can hear the taps.",
        ),
        (
            "EPISODIC",
            "Dad has grown a beard for charity and looks like a lost Victorian explorer.",
        ),
        (
            "EPISODIC",
            "My husband is learning the ukulele in the shed and the neighbours have started closing their windows.",
        ),
        (
            "EPISODIC",
            "My daughter lost a front tooth in an apple at lunch and wants to know the going rate for a tooth.",
        ),
        (
            "SEMANTIC",
            "My mum and dad met at a dance in {city} and still argue about who asked whom.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "Changed the sheets on the bunk beds and nearly put my back out on the top one.",
        ),
        ("EPISODIC", "{friend} has moved to {city} to open a café with her sister."),
        (
            "EPISODIC",
            "Switched the radio over to the cricket just to annoy my husband.",
        ),
        (
            "EPISODIC",
            "The corner shop has changed hands and the owners are very keen on olives.",
        ),
        (
            "EPISODIC",
            "Swapped shifts with a colleague so I could see the school play, and the play was forty minutes late.",
        ),
        (
            "EPISODIC",
            "The council has new bin lorries and they are every bit as loud at six in the morning.",
        ),
        ("EPISODIC", "Still haven't taken the Christmas lights down and it's {month}."),
        (
            "EPISODIC",
            "My left ear popped on the way down from the hills and took two days to pop back.",
        ),
        (
            "EPISODIC",
            "Mum moved her armchair nearer the window so she can keep an eye on the street.",
        ),
        (
            "EPISODIC",
            "Dad changed his mind three times about whether to go to the reunion, then went and stayed till midnight.",
        ),
        (
            "EPISODIC",
            "Moved the sofa to hoover behind it and found four pound coins and a fish finger.",
        ),
        (
            "EPISODIC",
            "It stays light till nine now and the kids refuse to believe it's bedtime.",
        ),
        ("EPISODIC", "The new lollipop lady already knows every child's name."),
        (
            "EPISODIC",
            "{friend} swapped her hatchback for a campervan and sleeps in it on the drive at weekends.",
        ),
        (
            "EPISODIC",
            "The swimming baths changed the lanes round and everyone spent the session colliding.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can fold a fitted sheet, which my mother says is my only real talent."),
        (
            "SEMANTIC",
            "{friend} and I shared a flat at university and she still has my good cheese grater.",
        ),
        ("SEMANTIC", "The third step on our stairs creaks and everyone steps over it at night."),
        (
            "SEMANTIC",
            "There are {number} houses on our close and every single one has a different doormat slogan.",
        ),
        ("PREFERENCE", "If {dish} is on the pub menu, I don't need to read the rest."),
        ("PREFERENCE", "I've watched every series of {show} at least twice."),
        ("PREFERENCE", "{snack} with a cup of tea is my idea of a proper afternoon."),
        ("PREFERENCE", "I like the radio on in an empty house."),
        ("PREFERENCE", "I cannot abide people who clap when the plane lands."),
        ("EPISODIC", "Made {dish} on {weekday} and there was enough left for two more days."),
        ("EPISODIC", "Saw {bird} on the fence while I was hanging the washing out."),
        ("EPISODIC", "{thing} beeped three times at midnight and then never again."),
        ("EPISODIC", "Watched {show} with {friend} and ate {snack} between us."),
        ("EPISODIC", "Queued {minutes} minutes at the post office to send one birthday card."),
        ("EPISODIC", "Spent a wet weekend in {city} in {month} and bought an umbrella on day one."),
        ("EPISODIC", "Got {thing} going again with a butter knife and some swearing."),
        (
            "EPISODIC",
            "Lost at bingo {number} weeks running and {friend} won a hamper on her first go.",
        ),
        ("EPISODIC", "Sneezed {number} times in a row in the middle of a quiet carriage."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "单位茶水间的烧水壶上贴了张纸，写着谁负责除水垢。"),
        ("EPISODIC", "{friend}把一瓶洗洁精洒在楼梯上，她老公跟滑滑梯似的一路出溜下去。"),
        ("EPISODIC", "自来水公司把整条街挖了一个礼拜，最后什么也没找着又填上了。"),
        ("EPISODIC", "单位发的台历还没拆塑封，就被同事拿去垫了显示器。"),
        ("EPISODIC", "{city}那家宾馆的被子薄得能透光，半夜冻醒了两回。"),
        ("EPISODIC", "{friend}的婚礼闹洞房，伴郎拿枕头打成一团，羽毛飞了一屋。"),
        ("EPISODIC", "在博物馆看到古人用的铜手炉，上面的花纹细得不得了。"),
        ("EPISODIC", "游泳馆淋浴间的皂液机按一下只出一滴。"),
        ("EPISODIC", "理发店的吹风机太响了，托尼老师讲了半天我一句没听清，光点头。"),
        ("EPISODIC", "医院候诊室的电视在放手术纪录片，真会挑。"),
        ("EPISODIC", "楼下那只流浪猫把小区花坛当成了厕所。"),
        ("EPISODIC", "在{city}的跳蚤市场淘了个台灯，回家一插才发现是坏的。"),
        ("EPISODIC", "宠物医院等号的时候，一只戴伊丽莎白圈的柯基一直在哼哼。"),
        ("EPISODIC", "早点铺的玻璃窗上一层哈气，不知道谁在上面画了个笑脸。"),
        ("EPISODIC", "{friend}站在凳子上擦抽油烟机，卖糖葫芦的一吆喝，差点摔下来。"),
        ("EPISODIC", "图书馆门口有个大学生摆摊修电脑，一台十块钱，排了一长队。"),
        ("EPISODIC", "在{city}跟了个导游逛老城，导游大爷七十多了，走得比我们都快。"),
        ("EPISODIC", "{friend}家半夜三点有人敲门，开门一看是楼下走丢的一只大白鹅。"),
        ("EPISODIC", "饭馆墙上挂着一张老照片，一个老头叼着烟袋锅，老板说是他爷爷。"),
        ("EPISODIC", "{friend}家儿子上体育课碰到手表，误拨了110，警察真上门了。"),
        ("EPISODIC", "小区门口的报刊亭关了，只剩个卖彩票的窗口。"),
        ("EPISODIC", "学校群里发通知说不许带手机进教室，一半家长回了“收到”。"),
        ("EPISODIC", "饭店大屏幕上放着斯诺克，一屋子人没一个在看。"),
        ("EPISODIC", "单位年会抽奖，一等奖是一套锅，二等奖是一桶油。"),
        ("EPISODIC", "火车上一个小伙子打了一个钟头电话，教他奶奶怎么重启路由器。"),
        ("EPISODIC", "我奶奶那会儿冬天拿盐水瓶灌热水捂手，一捂就是一冬天。"),
        ("EPISODIC", "办公室的咖啡机上贴了张条：“不是你的，别乱动”。"),
        ("SEMANTIC", "我姥姥的好毛巾都锁在柜子里，谁也不许用。"),
        ("SEMANTIC", "{city}的自来水一股漂白粉味儿，一直都是。"),
        ("PREFERENCE", "最受不了卫生间地上湿漉漉的。"),
        ("PREFERENCE", "一个人吃饭我宁可站在灶台边上吃，也不想摆桌子。"),
        # the same relatives, other things
        ("EPISODIC", "我妈报了社区的水兵舞班，天天在客厅练，楼下以为我们家在装修。"),
        ("EPISODIC", "我爸戒了酒，年夜饭拿可乐跟大家碰杯。"),
        ("EPISODIC", "老公报了个驾校学摩托车驾照，教练比他小十岁。"),
        ("EPISODIC", "闺女换牙，吃苹果啃下来一颗门牙，问牙仙子给多少钱。"),
        ("SEMANTIC", "我爸妈是在{city}的舞会上认识的，到现在还在争是谁先邀请的谁。"),
        # words that look like a change, but are not one
        ("EPISODIC", "换季把凉席收了，铺床的时候腰闪了一下。"),
        ("EPISODIC", "{friend}搬到{city}去了，跟她姐合伙开了个奶茶店。"),
        ("EPISODIC", "故意把收音机换到戏曲频道，气我老公。"),
        ("EPISODIC", "楼下超市又换了老板，这回货架上全是进口零食。"),
        ("EPISODIC", "跟同事换了个班，好去看孩子的六一汇演，结果汇演推迟了四十分钟。"),
        ("EPISODIC", "小区新来的垃圾车早上六点照样响得要命。"),
        ("EPISODIC", "都{month}了，门上的春联还没撕。"),
        ("EPISODIC", "下山的时候左耳朵堵了，两天才通。"),
        ("EPISODIC", "我妈把她的藤椅挪到了窗边，好盯着楼下的动静。"),
        ("EPISODIC", "我爸为了去不去同学聚会改了三回主意，最后去了，待到半夜。"),
        ("EPISODIC", "挪沙发扫地，扫出来四个一块钱硬币和一根火腿肠。"),
        ("EPISODIC", "现在九点天还亮着，孩子死活不信该睡觉了。"),
        ("EPISODIC", "校门口新来的交通协管员已经能叫出每个孩子的名字了。"),
        ("EPISODIC", "{friend}把小车卖了换了辆房车，周末就睡在车里。"),
        ("EPISODIC", "游泳馆改了泳道，一场下来大家撞成一团。"),
        # plain unrelated
        ("SEMANTIC", "我会叠床笠，我妈说这是我唯一的本事。"),
        ("SEMANTIC", "我跟{friend}大学是上下铺，她到现在还拿着我的暖壶没还。"),
        ("SEMANTIC", "我家楼梯第三级一踩就响，晚上大家都跨过去。"),
        ("SEMANTIC", "我们这栋楼有{number}户，每家门口的地垫都不一样。"),
        ("PREFERENCE", "饭店菜单上有{dish}，别的就不用看了。"),
        ("PREFERENCE", "{show}我从头到尾至少看了两遍。"),
        ("PREFERENCE", "下午一杯茶配点{snack}，这才叫过日子。"),
        ("PREFERENCE", "家里没人的时候我喜欢开着收音机。"),
        ("PREFERENCE", "最受不了飞机一落地就站起来拿行李的人。"),
        ("EPISODIC", "{weekday}做了{dish}，够吃三天。"),
        ("EPISODIC", "晾衣服的时候看见栏杆上落着{bird}。"),
        ("EPISODIC", "{thing}半夜滴了三声，之后再也没响过。"),
        ("EPISODIC", "跟{friend}一边嗑{snack}一边看{show}。"),
        ("EPISODIC", "在邮局排了{minutes}分钟就为了寄一张贺卡。"),
        ("EPISODIC", "{month}去{city}赶上连阴雨，第一天就买了把伞。"),
        ("EPISODIC", "拿一把黄油刀外加一通骂，把{thing}弄好了。"),
        ("EPISODIC", "跟{friend}打了{number}回牌，一把没赢。"),
        ("EPISODIC", "在地铁静音车厢里连打了{number}个喷嚏。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "kettle",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Russell Hobbs",
                "a Breville",
                "a Dualit",
                "a Smeg",
                "a Morphy Richards",
                "a whistling kettle on the hob",
            ],
            "facts": [
                "Our kettle is {v}.",
                "The kettle on the kitchen worktop is {v}.",
                "Every cup of tea in this house starts in {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for the kitchen, kettle sorted"),
                ("cue", "Ordered {new} off Argos on Tuesday and it's been boiling ever since."),
                ("cue", "As of this week the kettle in our kitchen is {new}."),
                ("explicit", "{old} has boiled its last, the kettle is {new}."),
                ("explicit", "Put {old} out for the charity shop and plugged in {new}."),
                ("explicit", "kettle = {new}. {old} went to the tip"),
                (
                    "implicit",
                    "{new} furred up inside a month, the water round here is basically chalk",
                ),
                ("implicit", "The plumber drank four mugs of tea out of {new} and fixed nothing."),
                (
                    "implicit",
                    "My mother-in-law descaled {new} with vinegar without asking and every cuppa tasted of chips for days.",
                ),
                (
                    "implicit",
                    "Knocked {new} off the worktop reaching for the biscuit tin and it bounced.",
                ),
                (
                    "implicit",
                    "Got up at four for the baby's bottle and {new} coming to the boil woke the whole house.",
                ),
                (
                    "implicit",
                    "Sunday lunch for eleven: the gravy went lumpy, the Yorkshires welded themselves to the tin, my brother brought a girlfriend nobody had been warned about, the dog stole a roast potato off a plate, and {new} was on the go from noon until the last lot left at six.",
                ),
            ],
            "questions": [
                "What kettle have we got?",
                "What do we boil water in?",
                "Which kettle is in the kitchen?",
            ],
            "now": ["What's our kettle these days?"],
        },
        "zh": {
            "values": [
                "苏泊尔电水壶",
                "小熊养生壶",
                "九阳电水壶",
                "美的电水壶",
                "象印电水壶",
                "煤气灶上的铝壶",
            ],
            "facts": [
                "家里烧水用的是{v}。",
                "厨房台面上那个烧水的是{v}。",
                "我家泡茶的开水都是{v}烧的。",
            ],
            "corrections": [
                ("cue", "厨房添了个{new} 烧水就靠它了"),
                ("cue", "双十一下单的{new}到了，这几天烧水全用它。"),
                ("cue", "从上礼拜起家里烧水用{new}。"),
                ("explicit", "{old}烧坏了，烧水用的是{new}。"),
                ("explicit", "把{old}送了楼下阿姨，自己用{new}。"),
                ("explicit", "烧水：{new}，{old}扔了"),
                ("implicit", "{new}里一层水垢 这边的水太硬了"),
                ("implicit", "装修师傅一上午拿{new}烧了四壶水泡茶，活儿没干多少。"),
                ("implicit", "婆婆拿白醋煮{new}除垢，一屋子酸味儿。"),
                ("implicit", "够饼干罐的时候胳膊肘把{new}碰下了台面，居然没摔坏。"),
                ("implicit", "半夜起来冲奶粉，{new}烧水那动静把全家都吵醒了。"),
                (
                    "implicit",
                    "过年家里来了十一口人：饺子煮破了一锅，鱼烧糊了底，表弟带回来一个谁也没听说过的女朋友，狗趁乱叼走一块排骨，{new}从中午一直烧到晚上六点最后一拨人走。",
                ),
            ],
            "questions": [
                "家里拿什么烧水？",
                "我们用什么烧开水？",
                "厨房里烧水的是哪个壶？",
            ],
            "now": ["家里现在用的是什么烧水壶？"],
        },
    },
    {
        "key": "washing_up_liquid",
        "type": "PREFERENCE",
        "en": {
            "values": ["Fairy", "Ecover", "Method", "Smol", "Sainsbury's own-brand", "Bio-D"],
            "facts": [
                "The washing-up liquid by our sink is {v}.",
                "I do the dishes with {v}.",
                "The bottle next to the sink is always {v}.",
            ],
            "corrections": [
                ("cue", "buying {new} for the dishes from here on"),
                ("cue", "Picked up {new} for the sink and I'm sticking with it."),
                ("cue", "Went over to {new} for the washing-up this month."),
                ("explicit", "{old} is off the shopping list, the sink gets {new}."),
                ("explicit", "Ditched {old}, it's {new} for the dishes."),
                ("explicit", "dishes: {new} not {old}"),
                (
                    "implicit",
                    "Squirted {new} into the paddling pool to make bubbles and the kids went feral.",
                ),
                ("implicit", "{new} all up the cupboard doors, toddler got hold of the bottle"),
                (
                    "implicit",
                    "My father-in-law rinses the suds of {new} off every plate as if we're savages.",
                ),
                (
                    "implicit",
                    "Ran out of {new} halfway through the roasting tin and finished the job with shampoo.",
                ),
                (
                    "implicit",
                    "Found {new} in the fridge, which tells you the kind of week it's been.",
                ),
                (
                    "implicit",
                    "The day after the party: glitter in the butter, a stranger's cardigan on the banister, forty-odd glasses on every surface and a cake stand I've never seen before, and me at the sink with {new} and the radio on, going at it till dark.",
                ),
            ],
            "questions": [
                "What washing-up liquid do I use?",
                "What do I wash the dishes with?",
                "What's in the bottle by the sink?",
            ],
            "now": ["Which washing-up liquid am I buying currently?"],
        },
        "zh": {
            "values": ["白猫洗洁精", "立白洗洁精", "榄菊洗洁精", "超能洗洁精", "茶籽粉", "食用碱"],
            "facts": [
                "家里洗碗用的是{v}。",
                "水池边上放的是{v}。",
                "我刷锅洗碗靠{v}。",
            ],
            "corrections": [
                ("cue", "洗碗开始用{new}了"),
                ("cue", "这个月起水池边上摆的是{new}。"),
                ("cue", "在拼多多囤了一箱{new}，以后洗碗就它了。"),
                ("explicit", "{old}不买了，洗碗用{new}。"),
                ("explicit", "水池边的{old}收了，摆上了{new}。"),
                ("explicit", "洗碗：{new}，不是{old}"),
                ("implicit", "小的把{new}倒进了鱼缸 鱼没事 我快有事了"),
                ("implicit", "公公嫌{new}洗不干净，每个碗都要自己再冲三遍。"),
                ("implicit", "刷砂锅刷到一半{new}见底了，拿洗发水凑合完的。"),
                ("implicit", "拿{new}兑水给孩子吹泡泡，一阳台全是沫子。"),
                ("implicit", "在冰箱冷藏室里找到了{new}，可见这礼拜过成了什么样。"),
                (
                    "implicit",
                    "聚会第二天：黄油里有亮片，楼梯扶手上挂着一件不知道谁的开衫，桌上地上四十来个杯子，还有一个我从来没见过的蛋糕架，我守着水池和{new}，开着收音机，一直刷到天黑。",
                ),
            ],
            "questions": [
                "我洗碗用的是什么？",
                "水池边上那瓶是什么？",
                "家里刷锅洗碗用什么？",
            ],
            "now": ["我现在洗碗用的是哪种？"],
        },
    },
    {
        "key": "drinking_water",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Brita jug",
                "a ZeroWater jug",
                "an under-sink filter",
                "the cold tap, unfiltered",
                "big bottles of Highland Spring",
                "a water cooler with delivered bottles",
            ],
            "facts": [
                "Our drinking water at home comes from {v}.",
                "The water we drink in this house is out of {v}.",
                "For drinking water we rely on {v}.",
            ],
            "corrections": [
                ("cue", "drinking water's from {new} since the weekend"),
                (
                    "cue",
                    "Sorted out {new} for the kitchen, that's our drinking water from here on.",
                ),
                ("cue", "From this month we get our drinking water from {new}."),
                ("explicit", "Gave up on {old}, the drinking water comes from {new}."),
                ("explicit", "{old} is out of the picture, we drink from {new}."),
                ("explicit", "water: {new}, done with {old}"),
                (
                    "implicit",
                    "Filled the dog's bowl from {new} and my husband looked at me like I'd poured it champagne.",
                ),
                ("implicit", "kids drank their body weight from {new} after football"),
                (
                    "implicit",
                    "The health visitor asked what we drink and I said {new}, and she wrote it down very slowly.",
                ),
                (
                    "implicit",
                    "Made up the squash for the whole birthday party from {new} and still ran dry before the cake.",
                ),
                (
                    "implicit",
                    "The boiler engineer clocked {new} and gave me twenty minutes on limescale.",
                ),
                (
                    "implicit",
                    "Heatwave week: the paddling pool sprang a leak, the ice lollies melted in the car between the shop and home, the cat lay flat on the bathroom tiles all day, and the four of us worked our way through {new} like camels at an oasis.",
                ),
            ],
            "questions": [
                "Where does our drinking water come from?",
                "What do we drink water out of at home?",
                "How do we get drinking water in the house?",
            ],
            "now": ["What's our drinking water coming from currently?"],
        },
        "zh": {
            "values": [
                "沁园净水器",
                "安吉尔净水器",
                "3M净水器",
                "农夫山泉桶装水",
                "怡宝桶装水",
                "烧开的自来水",
            ],
            "facts": [
                "家里喝水靠{v}。",
                "我们家平时喝的是{v}。",
                "家里泡茶做饭都用{v}。",
            ],
            "corrections": [
                ("cue", "家里喝水改{new}了"),
                ("cue", "这个月开始喝水靠{new}。"),
                ("cue", "听了邻居的，家里喝水用上了{new}。"),
                ("explicit", "{old}不用了，喝水靠{new}。"),
                ("explicit", "家里喝水早不靠{old}，靠{new}。"),
                ("explicit", "喝水：{new}，{old}拉倒"),
                ("implicit", "狗盆里的水也是拿{new}接的，老公看我那眼神，跟我给狗倒了茅台似的。"),
                ("implicit", "踢完球回来俩孩子守着{new}灌了一肚子"),
                ("implicit", "社区医生上门问我们平时喝什么水，我说{new}，她一笔一画记下来。"),
                ("implicit", "给孩子过生日熬了一大锅酸梅汤，用的全是{new}，切蛋糕前就喝光了。"),
                ("implicit", "燃气公司的师傅瞅见{new}，跟我讲了二十分钟水垢。"),
                (
                    "implicit",
                    "三伏天那个礼拜：充气泳池漏了，雪糕从超市到家在车里全化了，猫一整天贴在卫生间瓷砖上，我们一家四口守着{new}，喝得跟骆驼找着了绿洲似的。",
                ),
            ],
            "questions": [
                "家里喝的水从哪儿来？",
                "我们平时喝什么水？",
                "我们家烧饭泡茶的水是什么？",
            ],
            "now": ["家里眼下喝水靠的是什么？"],
        },
    },
    {
        "key": "wall_calendar",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a National Trust calendar",
                "the Chinese takeaway's free calendar",
                "a family planner from WHSmith",
                "a calendar of the kids' drawings",
                "a Wallace & Gromit calendar",
                "the vet's freebie calendar",
            ],
            "facts": [
                "On the kitchen wall we've got {v}.",
                "The calendar by the fridge is {v}.",
                "Everyone's appointments go on {v} in the kitchen.",
            ],
            "corrections": [
                ("cue", "put up {new} in the kitchen for the year"),
                ("cue", "Hung {new} on the nail by the fridge at New Year."),
                ("cue", "From January our kitchen calendar is {new}."),
                ("explicit", "Took {old} down, the kitchen wall has {new}."),
                ("explicit", "{old} went in the recycling and {new} went up."),
                ("explicit", "kitchen calendar's {new}, not {old}"),
                ("implicit", "Wrote the dentist on {new} and still turned up on the wrong day."),
                ("implicit", "toddler drew a moustache on every month of {new}"),
                (
                    "implicit",
                    "Gravy splashed up {new} and March has a brown stain right across it.",
                ),
                (
                    "implicit",
                    "My mother-in-law read every appointment on {new} out loud while I cooked.",
                ),
                ("implicit", "The cat knocked {new} off the wall chasing a bluebottle."),
                (
                    "implicit",
                    "Half-term planning: two birthday parties on the same Saturday, a dentist, a swimming gala nobody mentioned till Thursday, my husband's works do, and every bit of it written on {new} in three colours of biro until you couldn't see the dates.",
                ),
            ],
            "questions": [
                "What calendar is on the kitchen wall?",
                "What do we write appointments on in the kitchen?",
                "What's hanging by the fridge for dates?",
            ],
            "now": ["Which calendar is up in the kitchen at present?"],
        },
        "zh": {
            "values": [
                "银行送的挂历",
                "老黄历",
                "故宫日历",
                "孩子学校发的日历",
                "保险公司送的挂历",
                "一本手撕台历",
            ],
            "facts": [
                "厨房墙上挂的是{v}。",
                "冰箱旁边那本日历是{v}。",
                "家里谁有什么事都记在{v}上。",
            ],
            "corrections": [
                ("cue", "厨房墙上挂上了{new}"),
                ("cue", "元旦那天把{new}挂到了冰箱边上。"),
                ("cue", "今年家里记事用{new}。"),
                ("explicit", "{old}摘下来了，墙上挂的是{new}。"),
                ("explicit", "{old}拿去卖了废品，挂上了{new}。"),
                ("explicit", "日历是{new}，不是{old}了"),
                ("implicit", "在{new}上圈了看牙的日子，结果还是去错了天。"),
                ("implicit", "小的在{new}上每个月都画了胡子"),
                ("implicit", "炖排骨溅了一片油在{new}上，三月那页一直带着个黄印子。"),
                ("implicit", "我妈站在{new}前面一页一页地数离过年还有几天。"),
                ("implicit", "猫追苍蝇把{new}从墙上扒了下来。"),
                (
                    "implicit",
                    "寒假一排：两个同学的生日会撞在同一个周六，一个看牙，一个谁也没提前说的游泳比赛，老公单位的年会，全用三种颜色的圆珠笔写在{new}上，写得连日期都看不见了。",
                ),
            ],
            "questions": [
                "厨房墙上挂的什么日历？",
                "家里记事的日历是哪本？",
                "冰箱边上挂着的是什么？",
            ],
            "now": ["厨房如今挂的是哪本日历？"],
        },
    },
    {
        "key": "duvet",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a 13.5 tog from Dunelm",
                "a goose-down duvet",
                "a 4.5 tog summer duvet",
                "an IKEA duvet",
                "a wool duvet from a farm in Wales",
                "an Emma duvet",
            ],
            "facts": [
                "On our bed is {v}.",
                "We sleep under {v}.",
                "The duvet on the bed is {v}.",
            ],
            "corrections": [
                ("cue", "bought {new} for our bed"),
                ("cue", "Put {new} on the bed at the weekend and we're keeping it there."),
                ("cue", "Since October we've been sleeping under {new}."),
                ("explicit", "{old} went up in the loft, we sleep under {new}."),
                ("explicit", "Stripped {old} off the bed for good and put {new} on."),
                ("explicit", "duvet: {new}. {old} is the dog's bed"),
                (
                    "implicit",
                    "Stuffed {new} into the big machine at the launderette and it came out the size of a sheep.",
                ),
                ("implicit", "husband stole all of {new} again, 3am, frozen solid"),
                (
                    "implicit",
                    "The cat has made a nest in the middle of {new} and won't budge for anyone.",
                ),
                (
                    "implicit",
                    "Wrestled {new} into its cover for twenty minutes and ended up inside it myself.",
                ),
                (
                    "implicit",
                    "My mother stayed two nights and said {new} was the first thing she'd slept properly under in years.",
                ),
                (
                    "implicit",
                    "Lazy Sunday, or meant to be: the kids were up at six with a nosebleed and a wobbly tooth, my husband went out for croissants and came back with a bike pump, the washing machine flooded the utility, and by ten I'd given up and got back under {new} with a cup of tea and the crossword.",
                ),
            ],
            "questions": [
                "What duvet is on our bed?",
                "What do we sleep under?",
                "What kind of duvet have we got?",
            ],
            "now": ["Which duvet are we sleeping under at present?"],
        },
        "zh": {
            "values": [
                "蚕丝被",
                "羽绒被",
                "新疆棉花被",
                "弹棉花铺子弹的被子",
                "大豆纤维被",
                "水星家纺的被子",
            ],
            "facts": [
                "床上盖的是{v}。",
                "我们睡觉盖{v}。",
                "卧室床上那床被子是{v}。",
            ],
            "corrections": [
                ("cue", "入冬床上铺了{new}"),
                ("cue", "十一在商场买了{new}，这阵子就盖它。"),
                ("cue", "从这礼拜起我们盖{new}。"),
                ("explicit", "{old}收进柜子了，床上是{new}。"),
                ("explicit", "不盖{old}了，盖{new}。"),
                ("explicit", "被子：{new}，{old}给狗当垫子了"),
                ("implicit", "把{new}塞进洗衣店的大滚筒，出来鼓得跟一只羊似的。"),
                ("implicit", "半夜三点老公把{new}全卷走了 冻死"),
                ("implicit", "猫在{new}正中间窝了个坑，怎么赶都不走。"),
                ("implicit", "给{new}套被罩套了二十分钟，最后把自己套进去了。"),
                ("implicit", "我妈来住了两晚，说盖着{new}是她这几年睡得最踏实的。"),
                (
                    "implicit",
                    "本想睡个懒觉：六点孩子就起来了，一个流鼻血一个牙松了，老公出门买包子结果拎回来一个打气筒，洗衣机又漏了一地水，十点钟我认了，端着杯茶钻回{new}里刷手机。",
                ),
            ],
            "questions": [
                "床上盖的是什么被子？",
                "我们睡觉盖的哪床被？",
                "卧室那床被子是什么？",
            ],
            "now": ["我们现在盖的是什么被子？"],
        },
    },
    {
        "key": "pillow",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a memory foam pillow",
                "a feather pillow",
                "a Simba hybrid pillow",
                "a V-shaped pillow",
                "a buckwheat pillow",
                "two flat pillows from Tesco",
            ],
            "facts": [
                "I sleep on {v}.",
                "My head goes on {v} at night.",
                "On my side of the bed there's {v}.",
            ],
            "corrections": [
                ("cue", "sleeping on {new} since the weekend"),
                ("cue", "The physio talked me into {new} and I've kept at it."),
                ("cue", "Ordered {new} for my side of the bed."),
                ("explicit", "{old} gave me a crick in the neck, so I'm on {new}."),
                ("explicit", "Swapped out {old} for {new} on my side."),
                ("explicit", "pillow is {new}, {old} in the spare room"),
                (
                    "implicit",
                    "Took {new} with me to my sister's because I can't sleep on anyone else's.",
                ),
                ("implicit", "dribbled on {new} watching telly, classy"),
                (
                    "implicit",
                    "The dog dragged {new} into the garden and I found it under the trampoline.",
                ),
                ("implicit", "Punched {new} into shape about forty times before I dropped off."),
                (
                    "implicit",
                    "My husband nicked {new} for the sofa during the football and I had to negotiate for it.",
                ),
                (
                    "implicit",
                    "Long drive back from Cornwall: traffic from Exeter onwards, a wasp in the car near Bristol, both kids fighting over one charger, and I slept the whole last hour against the window with {new} wedged under my ear.",
                ),
            ],
            "questions": [
                "What pillow do I sleep on?",
                "What's under my head at night?",
                "What kind of pillow have I got?",
            ],
            "now": ["What pillow am I using currently?"],
        },
        "zh": {
            "values": ["荞麦皮枕头", "乳胶枕", "决明子枕头", "记忆棉枕头", "颈椎枕", "蚕沙枕头"],
            "facts": [
                "我睡的是{v}。",
                "我这边床头枕的是{v}。",
                "晚上我枕{v}睡。",
            ],
            "corrections": [
                ("cue", "开始枕{new}了"),
                ("cue", "理疗师一推荐，我就枕上了{new}。"),
                ("cue", "网上下单了个{new}，到货那天起就枕它。"),
                ("explicit", "{old}把我睡落枕了，枕的是{new}。"),
                ("explicit", "不枕{old}了，枕{new}。"),
                ("explicit", "枕头：{new}，{old}扔客房了"),
                ("implicit", "去我姐家住也把{new}背上了，别人的枕头我睡不着。"),
                ("implicit", "看电视看睡着了 口水流在{new}上"),
                ("implicit", "狗把{new}拖到阳台上，我在晾衣架底下找着的。"),
                ("implicit", "睡前把{new}拍了四十下才拍顺。"),
                ("implicit", "看球的时候老公把{new}抱去沙发上垫腰，我好说歹说才要回来。"),
                (
                    "implicit",
                    "从海南回来那一路：出了机场就堵，车里飞进来一只马蜂，俩孩子为一根充电线吵了一路，最后一个钟头我脑袋靠着车窗，耳朵底下塞着{new}，睡得人事不知。",
                ),
            ],
            "questions": [
                "我睡什么枕头？",
                "我晚上枕的是什么？",
                "我床头那个枕头是哪种？",
            ],
            "now": ["我眼下枕的是什么枕头？"],
        },
    },
    {
        "key": "bed_warmer",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a hot water bottle",
                "an electric blanket",
                "a microwavable wheat bag",
                "bed socks",
                "a heated throw",
                "a rechargeable hand warmer",
            ],
            "facts": [
                "What keeps me warm in bed is {v}.",
                "On cold nights I go to bed with {v}.",
                "My feet get through winter nights thanks to {v}.",
            ],
            "corrections": [
                ("cue", "bed with {new} from tonight"),
                ("cue", "Got {new} for the cold nights and I'm hooked."),
                ("cue", "Since the first frost I've taken to {new} in bed."),
                ("explicit", "Packed {old} away, it's {new} in bed on cold nights."),
                ("explicit", "{old} never did the job, so it's {new} under the covers."),
                ("explicit", "cold nights: {new}, {old} in the cupboard"),
                ("implicit", "Fell asleep with {new} and dreamt I was on a beach in Spain."),
                ("implicit", "cat found {new} before i did, obviously"),
                (
                    "implicit",
                    "Took {new} camping in the Peak District in April and was still frozen.",
                ),
                (
                    "implicit",
                    "My husband complains that {new} is always on my side and never on his.",
                ),
                (
                    "implicit",
                    "The fire service man doing the home safety check spotted {new} on the bed and gave me a look.",
                ),
                (
                    "implicit",
                    "Storm night: a fence panel went at ten, the dog wouldn't stop whining, the recycling bins toured the whole close, and I lay under the covers with {new} till two in the morning listening to the wind.",
                ),
            ],
            "questions": [
                "What keeps me warm in bed?",
                "What do I take to bed on cold nights?",
                "How do I warm the bed up?",
            ],
            "now": ["What am I warming the bed with this winter?"],
        },
        "zh": {
            "values": ["电热毯", "热水袋", "暖宝宝", "汤婆子", "小太阳取暖器", "充电暖手宝"],
            "facts": [
                "冬天睡觉我靠{v}取暖。",
                "冷的晚上我床上少不了{v}。",
                "我暖被窝用的是{v}。",
            ],
            "corrections": [
                ("cue", "今晚起被窝里有{new}了"),
                ("cue", "入冬买了{new}，离不开了。"),
                ("cue", "降温以后开始拿{new}暖被窝。"),
                ("explicit", "{old}收起来了，暖被窝靠{new}。"),
                ("explicit", "不用{old}了，床上是{new}。"),
                ("explicit", "暖被窝：{new}，{old}塞柜子了"),
                ("implicit", "靠着{new}睡着了，梦见自己在三亚晒太阳。"),
                ("implicit", "猫比我先找到{new} 当然了"),
                ("implicit", "四月去莫干山露营带了{new}，照样冻得直哆嗦。"),
                ("implicit", "老公抱怨{new}老在我这边，他那边冰凉。"),
                ("implicit", "社区来查消防安全，看见床上的{new}，叮嘱了我半天。"),
                (
                    "implicit",
                    "台风夜：阳台的晾衣架被吹歪了，狗一直哼哼，小区的垃圾桶满地跑，我缩在被窝里守着{new}，听风听到两点多。",
                ),
            ],
            "questions": [
                "我冬天睡觉靠什么取暖？",
                "冷天我被窝里放的是什么？",
                "我拿什么暖被窝？",
            ],
            "now": ["我现在暖被窝用的是什么？"],
        },
    },
    {
        "key": "shower_gel",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Radox",
                "Imperial Leather",
                "Original Source mint",
                "Dove body wash",
                "a bar of Pears soap",
                "Molton Brown",
            ],
            "facts": [
                "In the shower I use {v}.",
                "My shower gel is {v}.",
                "What I wash with in the shower is {v}.",
            ],
            "corrections": [
                ("cue", "showering with {new} lately"),
                ("cue", "Stocked up on {new} for the shower, that's me sorted."),
                ("cue", "Treated myself to {new} and it's what I use every morning."),
                ("explicit", "{old} went in the bin and {new} went on the shower shelf."),
                ("explicit", "Done with {old}, I wash with {new}."),
                ("explicit", "shower: {new} instead of {old}"),
                (
                    "implicit",
                    "The toddler emptied {new} into the bath and we had foam up to the light fitting.",
                ),
                ("implicit", "{new} in my eye at 6am, blind till the bus stop"),
                (
                    "implicit",
                    "Slipped on a puddle of {new} in the shower and grabbed the curtain, which came down with me.",
                ),
                ("implicit", "My teenage son has been using {new} and swears blind he hasn't."),
                (
                    "implicit",
                    "Packed {new} in my hand luggage and security took it off me at Gatwick.",
                ),
                (
                    "implicit",
                    "Day from hell at work: the printer ate my report, a client cried down the phone, the fire alarm went off twice, and I came home, ignored everyone, and stood under the shower with {new} until the hot water ran out.",
                ),
            ],
            "questions": [
                "What do I use in the shower?",
                "What body wash do I use?",
                "What do I wash with?",
            ],
            "now": ["What shower stuff am I using these days?"],
        },
        "zh": {
            "values": [
                "六神沐浴露",
                "舒肤佳",
                "力士沐浴露",
                "上海硫磺皂",
                "强生婴儿沐浴露",
                "澳宝沐浴露",
            ],
            "facts": [
                "我洗澡用{v}。",
                "浴室架子上我用的是{v}。",
                "我洗澡抹的是{v}。",
            ],
            "corrections": [
                ("cue", "洗澡开始用{new}了"),
                ("cue", "超市打折囤了一堆{new}，以后洗澡就用它。"),
                ("cue", "这阵子洗澡用上了{new}。"),
                ("explicit", "{old}用完没再买，洗澡用{new}。"),
                ("explicit", "不用{old}了，用的是{new}。"),
                ("explicit", "洗澡：{new}，{old}给老公了"),
                ("implicit", "小的把{new}全倒进了澡盆，泡沫堆到了灯罩。"),
                ("implicit", "早上{new}进眼睛了 一路眯着眼走到地铁站"),
                ("implicit", "踩到一滩{new}滑了一跤，一把拽下了浴帘。"),
                ("implicit", "儿子偷用{new}，还死不承认。"),
                ("implicit", "{new}装在随身行李里，过安检被没收了。"),
                (
                    "implicit",
                    "上班倒霉的一天：打印机把报告吃了，客户在电话里哭，消防警报响了两回，回到家我谁也不理，拿着{new}在花洒底下站到热水用光。",
                ),
            ],
            "questions": [
                "我洗澡用什么？",
                "我的沐浴露是哪个？",
                "浴室里我用的是什么？",
            ],
            "now": ["我现在洗澡用的是什么？"],
        },
    },
    {
        "key": "hair_dryer",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Dyson Supersonic",
                "a Remington",
                "a BaByliss",
                "a ghd Helios",
                "a Revlon one-step",
                "a travel dryer from Boots",
            ],
            "facts": [
                "My hairdryer is {v}.",
                "I dry my hair with {v}.",
                "The hairdryer in the bathroom drawer is {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for my hair"),
                ("cue", "Birthday money went on {new}, and that's my hairdryer sorted."),
                ("cue", "Been drying my hair with {new} since Christmas."),
                ("explicit", "{old} went pop in a puff of smoke, so it's {new}."),
                ("explicit", "Gave {old} to my niece and use {new}."),
                ("explicit", "hairdryer: {new}, {old} sold on vinted"),
                ("implicit", "Defrosted the freezer with {new} and felt like a genius."),
                ("implicit", "{new} tripped the fuse again, whole upstairs dark"),
                ("implicit", "The cat sits in front of {new} every morning like it's a heater."),
                (
                    "implicit",
                    "My daughter borrowed {new} for a sleepover and it came back covered in glitter.",
                ),
                (
                    "implicit",
                    "Dried my work shoes with {new} after a bus drenched me at the crossing.",
                ),
                (
                    "implicit",
                    "Wedding morning: the bridesmaid's dress wouldn't zip, the florist went to the wrong church, my mum got lost on the ring road, and I stood in the hotel bathroom blasting my fringe with {new} like my life depended on it.",
                ),
            ],
            "questions": [
                "What hairdryer have I got?",
                "What do I dry my hair with?",
                "Which hairdryer is in the bathroom?",
            ],
            "now": ["What's my hairdryer these days?"],
        },
        "zh": {
            "values": [
                "戴森吹风机",
                "徕芬吹风机",
                "松下吹风机",
                "飞科吹风机",
                "飞利浦吹风机",
                "超市买的杂牌吹风机",
            ],
            "facts": [
                "我吹头发用{v}。",
                "卫生间抽屉里的吹风机是{v}。",
                "我的吹风机是{v}。",
            ],
            "corrections": [
                ("cue", "入了个{new}"),
                ("cue", "618抢了个{new}，吹头发就靠它了。"),
                ("cue", "从过年起我用{new}吹头发。"),
                ("explicit", "{old}冒烟了，吹头发用{new}。"),
                ("explicit", "把{old}送给了表妹，我用{new}。"),
                ("explicit", "吹风机：{new}，{old}挂闲鱼了"),
                ("implicit", "拿{new}给冰箱化霜，觉得自己是个天才。"),
                ("implicit", "一开{new}又跳闸了 楼上一片黑"),
                ("implicit", "猫每天早上蹲在{new}前面，拿它当暖风机。"),
                ("implicit", "闺女借{new}去同学家过夜，拿回来沾满了亮片。"),
                ("implicit", "过马路被公交溅了一裤腿水，回单位拿{new}吹鞋。"),
                (
                    "implicit",
                    "表妹结婚那天早上：伴娘服拉链拉不上，花店送错了酒店，我妈在环线上迷了路，我在酒店卫生间里拿着{new}对着刘海猛吹，跟拼命似的。",
                ),
            ],
            "questions": [
                "我用的什么吹风机？",
                "我拿什么吹头发？",
                "卫生间那个吹风机是哪个？",
            ],
            "now": ["我现在用的吹风机是哪个？"],
        },
    },
    {
        "key": "living_room_tv",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Samsung QLED",
                "an LG OLED",
                "a Sony Bravia",
                "a Hisense",
                "a Panasonic",
                "a TCL",
            ],
            "facts": [
                "The telly in the living room is {v}.",
                "We watch TV on {v}.",
                "Mounted on the lounge wall is {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for the lounge"),
                ("cue", "Since Black Friday the living-room telly has been {new}."),
                ("cue", "Had {new} delivered and it's up on the wall already."),
                ("explicit", "{old} died during the cup final, the lounge has {new}."),
                ("explicit", "Sold {old} and put {new} up in the living room."),
                ("explicit", "telly: {new}, {old} in the box room"),
                ("implicit", "The kids stuck dinosaur stickers all along the bottom of {new}."),
                ("implicit", "{new} keeps coming on by itself at 3am, haunted"),
                (
                    "implicit",
                    "My father-in-law fiddled with the picture settings on {new} for an hour and turned everyone orange.",
                ),
                ("implicit", "The cat sits on top of {new} and dangles her tail over the screen."),
                (
                    "implicit",
                    "Watched the eclipse on {new} because of course it clouded over outside.",
                ),
                (
                    "implicit",
                    "Quiz night at ours: two teams of neighbours, one pub quiz book, far too much wine, a row about the capital of Australia that nearly ended a friendship, and the answers up on {new} at the end so nobody could cheat.",
                ),
            ],
            "questions": [
                "What TV have we got in the living room?",
                "What's the lounge telly?",
                "What make is our television?",
            ],
            "now": ["What telly are we watching on at present?"],
        },
        "zh": {
            "values": ["海信电视", "TCL电视", "创维电视", "索尼电视", "长虹电视", "夏普电视"],
            "facts": [
                "客厅的电视是{v}。",
                "我们家看的是{v}。",
                "客厅墙上挂着{v}。",
            ],
            "corrections": [
                ("cue", "客厅装了台{new}"),
                ("cue", "双十一抢的{new}到了，已经挂上墙。"),
                ("cue", "从月初起客厅里是{new}。"),
                ("explicit", "{old}看春晚的时候黑屏了，客厅是{new}。"),
                ("explicit", "{old}卖了，墙上挂的{new}。"),
                ("explicit", "电视：{new}，{old}搬回老家了"),
                ("implicit", "孩子在{new}的下边框贴满了恐龙贴纸。"),
                ("implicit", "{new}半夜三点自己开机 闹鬼了"),
                ("implicit", "公公捣鼓{new}的画面设置捣鼓了一个钟头，人全变成了橙色。"),
                ("implicit", "猫趴在{new}顶上，尾巴垂下来挡着屏幕。"),
                ("implicit", "看神舟发射直播用的{new}，全家围着看。"),
                (
                    "implicit",
                    "中秋在我家聚：两家邻居，一箱啤酒，几盒月饼，为了哪儿的月饼最好吃差点吵翻，最后在{new}上投屏唱K，谁也不让谁。",
                ),
            ],
            "questions": [
                "客厅电视是什么牌子？",
                "我们家电视是哪个？",
                "客厅墙上挂的什么电视？",
            ],
            "now": ["家里现在用的是什么电视？"],
        },
    },
    {
        "key": "tv_box",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Sky Q",
                "a Virgin Media box",
                "an Amazon Fire Stick",
                "a Roku",
                "an Apple TV",
                "a Freeview recorder",
            ],
            "facts": [
                "Plugged into the telly is {v}.",
                "We get our channels through {v}.",
                "The box under the TV is {v}.",
            ],
            "corrections": [
                ("cue", "hooked {new} up to the telly"),
                ("cue", "Set up {new} on the TV on Saturday and that's how we watch."),
                ("cue", "From this month everything we watch goes through {new}."),
                ("explicit", "Unplugged {old}, {new} is under the telly."),
                ("explicit", "{old} is in a drawer, we watch through {new}."),
                ("explicit", "tv box: {new}, {old} unplugged"),
                ("implicit", "The toddler posted a fish finger into the back of {new}."),
                ("implicit", "{new} remote down the back of the sofa again"),
                (
                    "implicit",
                    "Paused the match on {new} to answer the door and my brother told me the score.",
                ),
                (
                    "implicit",
                    "{new} went into an update in the middle of the final episode and I nearly threw it out of the window.",
                ),
                (
                    "implicit",
                    "My mum phoned me to ask how to work {new} while standing in my living room.",
                ),
                (
                    "implicit",
                    "Rainy bank holiday: the barbecue ended up in the garage, the dog rolled in something unspeakable, my sister turned up with three kids and no warning, and all eight of us ended up in the lounge scrolling through {new} for forty minutes arguing about a film.",
                ),
            ],
            "questions": [
                "What's plugged into our TV?",
                "What do we watch telly through?",
                "What's the box under the telly?",
            ],
            "now": ["What are we watching TV through currently?"],
        },
        "zh": {
            "values": [
                "小米盒子",
                "当贝盒子",
                "天猫魔盒",
                "电信送的IPTV机顶盒",
                "有线电视机顶盒",
                "腾讯极光盒子",
            ],
            "facts": [
                "电视底下接的是{v}。",
                "我们看电视靠{v}。",
                "电视柜上那个盒子是{v}。",
            ],
            "corrections": [
                ("cue", "电视上接了{new}"),
                ("cue", "周六把{new}接上了，看电视就走它。"),
                ("cue", "这个月起家里看节目用{new}。"),
                ("explicit", "{old}拔了，电视接的是{new}。"),
                ("explicit", "{old}扔抽屉里了，看电视靠{new}。"),
                ("explicit", "盒子：{new}，{old}不接了"),
                ("implicit", "小的往{new}的散热孔里塞了一根薯条。"),
                ("implicit", "{new}的遥控器又掉沙发缝里了"),
                ("implicit", "用{new}暂停了球赛去开门，结果我哥直接把比分告诉我了。"),
                ("implicit", "看大结局的时候{new}弹出个系统提示一直转圈，我差点把它从窗户扔出去。"),
                ("implicit", "我妈站在我家客厅里给我打电话，问{new}怎么开。"),
                (
                    "implicit",
                    "国庆连着下雨：烧烤挪进了车库，狗在楼下草地上打了个滚，我姐没打招呼就带着三个孩子来了，最后八个人挤在客厅里，在{new}上翻了四十分钟，为看哪部电影吵个不停。",
                ),
            ],
            "questions": [
                "电视上接的是什么盒子？",
                "我们看电视用什么？",
                "电视柜上那个盒子是什么？",
            ],
            "now": ["家里目前看电视靠的是哪个？"],
        },
    },
    {
        "key": "cat_litter",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Catsan",
                "Tidy Cats",
                "wood pellets",
                "Sainsbury's clumping litter",
                "tofu litter",
                "Yesterday's News",
            ],
            "facts": [
                "The cat's litter is {v}.",
                "We fill the litter tray with {v}.",
                "The cat does her business in {v}.",
            ],
            "corrections": [
                ("cue", "filling the tray with {new} lately"),
                ("cue", "The vet suggested {new}, so that's what's in the tray."),
                (
                    "cue",
                    "Bought a sack of {new} for the litter tray and we're carrying on with it.",
                ),
                ("explicit", "{old} went everywhere, so the tray is {new}."),
                ("explicit", "Tipped out {old} for the last time and filled up with {new}."),
                ("explicit", "litter tray's {new} not {old}"),
                (
                    "implicit",
                    "Carried a bag of {new} up from the car in the rain and it split on the doorstep.",
                ),
                ("implicit", "{new} tracked all over the landing, every step crunches"),
                (
                    "implicit",
                    "The kitten ate a mouthful of {new} and looked very pleased with herself.",
                ),
                (
                    "implicit",
                    "My husband put {new} on the shopping list as 'cat sand' and the delivery driver laughed.",
                ),
                ("implicit", "Hoovered {new} out of the bath, don't ask how it got there."),
                (
                    "implicit",
                    "Moving day for my sister: the van was an hour late, the sofa wouldn't go up her stairs, the mugs went in a box nobody could find, and her cat stayed with us for the weekend, so between runs in the car I was scooping {new} at midnight.",
                ),
            ],
            "questions": [
                "What litter does the cat use?",
                "What's in the litter tray?",
                "What do we put in the cat's tray?",
            ],
            "now": ["Which litter are we using at present?"],
        },
        "zh": {
            "values": ["豆腐猫砂", "膨润土猫砂", "混合猫砂", "松木猫砂", "水晶猫砂", "玉米猫砂"],
            "facts": [
                "猫砂盆里用的是{v}。",
                "家里猫用{v}。",
                "给猫铲的是{v}。",
            ],
            "corrections": [
                ("cue", "开始给猫用{new}了"),
                ("cue", "宠物医生推荐了{new}，猫砂盆就装它了。"),
                ("cue", "囤了一箱{new}，往后都用这个。"),
                ("explicit", "{old}带得满屋都是，猫砂盆里是{new}。"),
                ("explicit", "最后一次倒掉{old}，装上了{new}。"),
                ("explicit", "猫砂：{new} 不是{old}"),
                ("implicit", "下雨天从快递柜扛{new}上楼，袋子在门口破了。"),
                ("implicit", "{new}踩得满走廊都是 一步一嘎吱"),
                ("implicit", "小猫吃了一口{new}，一脸得意。"),
                ("implicit", "老公在购物清单上写“猫的沙子”，其实是{new}，快递小哥笑了半天。"),
                ("implicit", "在浴缸里吸出来一堆{new}，别问我怎么进去的。"),
                (
                    "implicit",
                    "我姐搬家那天：货车晚到一个钟头，沙发上不了她家楼梯，碗盘装进了一个谁也找不着的箱子，她家猫寄养在我们这儿过周末，半夜我跑完最后一趟回来还得铲{new}。",
                ),
            ],
            "questions": [
                "猫用的什么猫砂？",
                "猫砂盆里装的是什么？",
                "家里用的哪种猫砂？",
            ],
            "now": ["家里猫现在用的是什么猫砂？"],
        },
    },
    {
        "key": "flea_treatment",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Frontline",
                "Advocate",
                "Bravecto",
                "a Seresto collar",
                "Broadline",
                "Johnson's flea drops",
            ],
            "facts": [
                "The cat's flea treatment is {v}.",
                "For fleas the cat gets {v}.",
                "We keep the cat flea-free with {v}.",
            ],
            "corrections": [
                ("cue", "cat's on {new} for fleas"),
                ("cue", "The vet put the cat on {new} when she had her jabs."),
                ("cue", "Ordered {new} online for the cat's fleas, starting this month."),
                ("explicit", "{old} stopped working, the cat gets {new}."),
                ("explicit", "Took the cat off {old} and onto {new}."),
                ("explicit", "fleas: {new}. {old} useless"),
                ("implicit", "Wrestled the cat for {new} and she got me on both wrists."),
                ("implicit", "{new} reminder on the fridge, cat knows, cat's hiding"),
                ("implicit", "The cat sulked behind the sofa for a whole day after {new}."),
                ("implicit", "Left {new} next to the toothpaste and got a lecture from my mother."),
                (
                    "implicit",
                    "The kids watched me do the cat's {new} like it was open-heart surgery.",
                ),
                (
                    "implicit",
                    "Chaos week: a nit letter home from school, the boiler making a noise like a helicopter, my husband's work do on a school night, and on Thursday I was on the kitchen floor pinning the cat down in a towel to get {new} on her while she yowled at the neighbours.",
                ),
            ],
            "questions": [
                "What flea treatment is the cat on?",
                "What do we use for the cat's fleas?",
                "How do we keep fleas off the cat?",
            ],
            "now": ["What's the cat on for fleas currently?"],
        },
        "zh": {
            "values": ["大宠爱", "福来恩", "博来恩", "海乐妙", "爱沃克", "一个驱虫项圈"],
            "facts": [
                "家里猫驱虫用的是{v}。",
                "猫除跳蚤靠{v}。",
                "给猫做体外驱虫用{v}。",
            ],
            "corrections": [
                ("cue", "猫驱虫开始用{new}了"),
                ("cue", "打疫苗的时候医生给猫上了{new}。"),
                ("cue", "网上买了{new}，这个月起给猫用。"),
                ("explicit", "{old}不管用了，猫用{new}。"),
                ("explicit", "猫的{old}停了，改{new}。"),
                ("explicit", "驱虫：{new} {old}没用"),
                ("implicit", "给猫上{new}的时候跟它打了一架，两只手腕全挂了彩。"),
                ("implicit", "冰箱上贴着上{new}的日子 猫看见了 躲起来了"),
                ("implicit", "上完{new}猫躲在沙发后头生了一天的气。"),
                ("implicit", "把{new}跟牙膏放一块，被我妈说了一顿。"),
                ("implicit", "孩子围着看我给猫上{new}，跟看做手术似的。"),
                (
                    "implicit",
                    "倒霉的一周：幼儿园发通知说班里有孩子长了头虱，热水器响得跟直升机似的，老公单位周三晚上聚餐，周四晚上我在厨房地上拿毛巾按着猫给它上{new}，它嚎得整栋楼都听见了。",
                ),
            ],
            "questions": [
                "猫用的是什么驱虫药？",
                "猫除跳蚤用什么？",
                "猫身上防跳蚤用的啥？",
            ],
            "now": ["猫现在用的是哪种驱虫？"],
        },
    },
    {
        "key": "mum_phone",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Doro",
                "an iPhone SE",
                "a Samsung Galaxy A15",
                "my old Pixel",
                "a big-button Alcatel",
                "a Motorola Razr",
            ],
            "facts": [
                "Mum's phone is {v}.",
                "My mother rings me on {v}.",
                "The phone my mum carries about is {v}.",
            ],
            "corrections": [
                ("cue", "got mum {new}"),
                ("cue", "Mum's had {new} since her birthday."),
                ("cue", "Set my mother up with {new} on Sunday and she's using it."),
                ("explicit", "Mum put {old} through the washing machine, she's on {new}."),
                ("explicit", "Mum gave up on {old} and uses {new}."),
                ("explicit", "mum's phone: {new}, {old} in her drawer"),
                (
                    "implicit",
                    "Mum rang me from {new} by accident from inside her handbag and I listened to the butcher's for twenty minutes.",
                ),
                ("implicit", "mum sent me a selfie from {new}, it's all forehead"),
                (
                    "implicit",
                    "Spent Sunday afternoon turning the text size right up on {new} for Mum.",
                ),
                (
                    "implicit",
                    "My mother answered {new} in the middle of the sermon and announced 'I'm in church'.",
                ),
                (
                    "implicit",
                    "Mum dropped {new} in the gravy at Christmas dinner and it still works.",
                ),
                (
                    "implicit",
                    "Mum's seventieth: the cake arrived with the wrong name on it, my uncle's speech went on for twenty minutes, the DJ only played Abba, and at the end she made every single guest pose for a photo on {new} while the staff stacked chairs around us.",
                ),
            ],
            "questions": [
                "What phone does my mum have?",
                "What's Mum carrying as a mobile?",
                "What mobile has my mother got?",
            ],
            "now": ["What's Mum's phone these days?"],
        },
        "zh": {
            "values": [
                "守护宝老人机",
                "OPPO手机",
                "vivo手机",
                "荣耀手机",
                "我换下来的旧苹果",
                "红米手机",
            ],
            "facts": [
                "我妈用的手机是{v}。",
                "我妈拿{v}给我打电话。",
                "我妈兜里揣的是{v}。",
            ],
            "corrections": [
                ("cue", "给我妈买了个{new}"),
                ("cue", "我妈过生日那天起用上了{new}。"),
                ("cue", "周日给我妈把{new}弄好了，她就用这个。"),
                ("explicit", "我妈的{old}掉进了洗衣机，她用的是{new}。"),
                ("explicit", "我妈嫌{old}不好使，用{new}。"),
                ("explicit", "我妈手机：{new}，{old}塞抽屉了"),
                ("implicit", "我妈的{new}在包里误拨了我二十分钟，听了一耳朵菜市场。"),
                ("implicit", "我妈拿{new}给我发了张自拍 全是脑门"),
                ("implicit", "周日下午帮我妈把{new}的字调到最大。"),
                ("implicit", "我妈跳广场舞的时候，{new}在兜里响了半天她没听见。"),
                ("implicit", "年夜饭的时候我妈把{new}掉进了汤里，捞出来居然还能用。"),
                (
                    "implicit",
                    "我妈七十大寿：蛋糕上的名字写错了，我舅发言讲了二十分钟，饭店音响只放《最炫民族风》，散场的时候她非要拿{new}跟每一桌合影，服务员都在旁边收椅子了。",
                ),
            ],
            "questions": [
                "我妈用什么手机？",
                "我妈的手机是哪个？",
                "我妈手里那部手机是什么？",
            ],
            "now": ["我妈现在用的是什么手机？"],
        },
    },
    {
        "key": "dad_paper",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the Telegraph",
                "the Daily Mail",
                "the Guardian",
                "the Financial Times",
                "the Racing Post",
                "the Yorkshire Post",
            ],
            "facts": [
                "My dad reads {v}.",
                "The paper Dad gets every morning is {v}.",
                "Dad's newspaper is {v}.",
            ],
            "corrections": [
                ("cue", "dad's taking {new}"),
                ("cue", "Dad's had {new} delivered since the spring."),
                ("cue", "My father went over to {new} at the start of the year."),
                ("explicit", "Dad cancelled {old}, he reads {new}."),
                ("explicit", "Dad fell out with {old} and takes {new}."),
                ("explicit", "dad's paper: {new}, {old} cancelled"),
                (
                    "implicit",
                    "Dad did the crossword in {new} in the hospital waiting room and told the whole room the answers.",
                ),
                ("implicit", "dad reading {new} at the table through my birthday lunch, classic"),
                ("implicit", "Dad lined the budgie's cage with {new}, after he'd read it twice."),
                (
                    "implicit",
                    "Dad rang to read me a letter from {new} about bin collections, word for word.",
                ),
                (
                    "implicit",
                    "The paperboy lobbed {new} into Dad's pond and he's still going on about it.",
                ),
                (
                    "implicit",
                    "Went to my parents' on Sunday: Mum had made enough trifle for a regiment, the dog had eaten a tea towel, the boiler was 'doing that thing again', and Dad sat in his chair behind {new} the whole time and only came out for pudding.",
                ),
            ],
            "questions": [
                "What newspaper does Dad read?",
                "What paper does my father take?",
                "Which paper is Dad's?",
            ],
            "now": ["What paper is Dad getting at present?"],
        },
        "zh": {
            "values": [
                "《参考消息》",
                "《环球时报》",
                "《扬子晚报》",
                "《新民晚报》",
                "今日头条",
                "《钱江晚报》",
            ],
            "facts": [
                "我爸每天看{v}。",
                "我爸天天捧着的是{v}。",
                "我爸了解新闻靠{v}。",
            ],
            "corrections": [
                ("cue", "我爸开始看{new}了"),
                ("cue", "开春以后我爸天天看{new}。"),
                ("cue", "我爸从年初起改看{new}。"),
                ("explicit", "我爸嫌{old}没意思，看的是{new}。"),
                ("explicit", "我爸不看{old}了，看{new}。"),
                ("explicit", "我爸看的：{new}，{old}不看了"),
                ("implicit", "我爸在医院候诊室看{new}，看到啥都念出来给旁边的人听。"),
                ("implicit", "我过生日吃饭 我爸在饭桌上看{new} 老样子"),
                ("implicit", "我爸打电话来把{new}上一篇讲垃圾分类的文章一字一句念给我听。"),
                ("implicit", "我爸看完{new}跟楼下大爷争了一下午国际形势。"),
                ("implicit", "我爸戴着老花镜看{new}，看着看着在阳台藤椅上睡着了。"),
                (
                    "implicit",
                    "周日回爸妈家：我妈包了够一个连吃的饺子，狗把一块抹布吃了，热水器“又那样了”，我爸从头到尾坐在他那张椅子上看{new}，只有开饭的时候才挪窝。",
                ),
            ],
            "questions": [
                "我爸看什么报？",
                "我爸平时看的是什么？",
                "我爸平常从哪儿看新闻？",
            ],
            "now": ["我爸现在天天看的是什么？"],
        },
    },
    {
        "key": "partner_smokes",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Marlboro Gold",
                "roll-ups of Amber Leaf",
                "an Elf Bar vape",
                "Benson & Hedges",
                "Lambert & Butler",
                "a pipe with Condor tobacco",
            ],
            "facts": [
                "My husband smokes {v}.",
                "What my other half smokes is {v}.",
                "In my husband's coat pocket there's always {v}.",
            ],
            "corrections": [
                ("cue", "husband's on {new}"),
                ("cue", "My husband has taken to {new} since he got back from his brother's."),
                ("cue", "Hubby went onto {new} at New Year, so much for resolutions."),
                ("explicit", "My husband packed in {old} and smokes {new}."),
                ("explicit", "{old} is off the menu for him, he's on {new}."),
                ("explicit", "his smokes: {new}, {old} done with"),
                (
                    "implicit",
                    "Found {new} in my husband's jeans after a forty-degree wash, a sorry sight.",
                ),
                ("implicit", "husband out in the rain with {new} like a sad lighthouse"),
                (
                    "implicit",
                    "The kids hid {new} in the toy box and my husband turned the house upside down.",
                ),
                (
                    "implicit",
                    "My mother-in-law pretends she can't smell {new} on her son's jumper.",
                ),
                (
                    "implicit",
                    "My husband stood behind the marquee with {new} all through the wedding speeches.",
                ),
                (
                    "implicit",
                    "Hogmanay at ours: the rockets went sideways, the neighbour's kid set off every car alarm in the close, somebody dropped a glass in the fish pond, and at midnight my husband was on the back step with {new} and the dog, telling it his resolutions.",
                ),
            ],
            "questions": [
                "What does my husband smoke?",
                "What brand does my other half smoke?",
                "What's in my husband's pocket for a smoke?",
            ],
            "now": ["What's my husband smoking these days?"],
        },
        "zh": {
            "values": ["软中华", "玉溪", "芙蓉王", "黄鹤楼", "利群", "悦刻电子烟"],
            "facts": [
                "我老公抽的是{v}。",
                "老公兜里常揣着{v}。",
                "我家那位抽{v}。",
            ],
            "corrections": [
                ("cue", "老公改抽{new}了"),
                ("cue", "过年回老家以后老公抽上了{new}。"),
                ("cue", "我老公从上个月起抽{new}。"),
                ("explicit", "老公{old}不抽了，抽{new}。"),
                ("explicit", "我老公嫌{old}呛，抽的是{new}。"),
                ("explicit", "他抽的：{new}，{old}戒了"),
                ("implicit", "洗完衣服在老公裤兜里翻出泡得不成样子的{new}。"),
                ("implicit", "老公又在楼道里抽{new} 被楼下阿姨逮个正着"),
                ("implicit", "孩子把{new}藏进了玩具箱，老公翻了一屋子。"),
                ("implicit", "婆婆闻到儿子毛衣上一股{new}的味儿，假装没闻见。"),
                ("implicit", "喝喜酒的时候老公拿{new}给一桌人散了一圈。"),
                (
                    "implicit",
                    "除夕夜在我家：烟花放歪了，邻居家小孩把整排车的警报都弄响了，不知道谁把酒杯打碎在阳台上，零点的时候我老公一个人蹲在楼道口，抽着{new}，跟狗说他来年的打算。",
                ),
            ],
            "questions": [
                "我老公抽什么烟？",
                "我家那位抽的是什么？",
                "老公兜里揣的什么烟？",
            ],
            "now": ["我老公如今抽的是什么？"],
        },
    },
    {
        "key": "kid_phone",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "an Xplora watch",
                "a Spacetalk watch",
                "a Nokia 105",
                "a hand-me-down Huawei",
                "a Garmin Bounce",
                "a Vodafone Neo",
            ],
            "facts": [
                "My daughter calls home on {v}.",
                "Our girl's phone is {v}.",
                "What my daughter takes to school to ring us on is {v}.",
            ],
            "corrections": [
                ("cue", "got the girl {new}"),
                ("cue", "Our daughter's had {new} since she started walking to school on her own."),
                ("cue", "Set her up with {new} at the start of term."),
                ("explicit", "Her {old} got confiscated once too often, so she's on {new}."),
                ("explicit", "Put {old} in the drawer, my daughter uses {new}."),
                ("explicit", "daughter's phone: {new}, {old} lost at the park"),
                (
                    "implicit",
                    "My daughter rang me on {new} from the top of the stairs to say she'd seen a hedgehog.",
                ),
                ("implicit", "{new} went off in assembly, teacher not amused"),
                (
                    "implicit",
                    "Found {new} in the freezer, and my daughter says it was 'cooling down'.",
                ),
                (
                    "implicit",
                    "Grandma sends my daughter a voice note on {new} every single morning.",
                ),
                (
                    "implicit",
                    "Looked up where my daughter was on {new} and she was in the sweet shop, not the library.",
                ),
                (
                    "implicit",
                    "Sports day: a three-legged race, a parents' race I should never have entered, a bee in the orange squash, and my daughter ringing me on {new} from twenty metres away to ask if I'd seen her come fourth.",
                ),
            ],
            "questions": [
                "What does my daughter use to phone home?",
                "What's our daughter's phone?",
                "What does she take to school to call us?",
            ],
            "now": ["What's my daughter ringing us on at present?"],
        },
        "zh": {
            "values": [
                "小天才电话手表",
                "华为儿童手表",
                "360儿童手表",
                "米兔儿童手表",
                "一部按键机",
                "一部二手的魅族",
            ],
            "facts": [
                "闺女跟家里联系用的是{v}。",
                "女儿上学带的是{v}。",
                "孩子给我打电话用{v}。",
            ],
            "corrections": [
                ("cue", "给闺女配了个{new}"),
                ("cue", "她自己走路上学以后就用上了{new}。"),
                ("cue", "开学给女儿弄了个{new}。"),
                ("explicit", "闺女的{old}老被老师没收，用的是{new}。"),
                ("explicit", "{old}收抽屉里了，女儿用{new}。"),
                ("explicit", "闺女：{new}，{old}丢在公园了"),
                ("implicit", "闺女在楼梯顶上拿{new}给我打电话，说看见一只刺猬。"),
                ("implicit", "升旗仪式上{new}响了 老师脸都绿了"),
                ("implicit", "在冰箱冷冻层里找到{new}，闺女说是给它降降温。"),
                ("implicit", "她奶奶每天早上都往{new}上发语音。"),
                ("implicit", "打开{new}的定位一看，闺女在小卖部，不在图书馆。"),
                (
                    "implicit",
                    "运动会：两人三足，我不该报的家长接力，橙汁里掉进去一只蜜蜂，闺女在二十米外拿{new}给我打电话，问我看见她得第四名没有。",
                ),
            ],
            "questions": [
                "闺女拿什么跟家里联系？",
                "女儿给我打电话用的是什么？",
                "孩子上学身上带的是什么？",
            ],
            "now": ["闺女现在用的是哪个？"],
        },
    },
    {
        "key": "window_cleaner",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Gary from the village",
                "a lad called Kyle with a water-fed pole",
                "the Crystal Clear van",
                "my brother-in-law Steve",
                "Marek and Ola",
                "a retired fireman called Clive",
            ],
            "facts": [
                "Our windows get cleaned by {v}.",
                "The window cleaner is {v}.",
                "Once a month {v} does our windows.",
            ],
            "corrections": [
                ("cue", "{new} doing our windows from next month"),
                ("cue", "Booked {new} for the windows, first visit Thursday."),
                ("cue", "We've gone with {new} for the windows this year."),
                ("explicit", "Let {old} go, the windows are done by {new}."),
                ("explicit", "{old} kept missing us, so {new} does the windows."),
                ("explicit", "windows: {new}, {old} finished"),
                ("implicit", "{new} knocked to be paid while I was in the bath."),
                (
                    "implicit",
                    "{new} waved at me through the bedroom window while i was doing my bra up, mortified",
                ),
                ("implicit", "The dog barks at {new} every single visit as if it's a burglary."),
                (
                    "implicit",
                    "Left an envelope under the mat for {new} and the rain got to it first.",
                ),
                ("implicit", "{new} told me all the gossip from number twelve over a cup of tea."),
                (
                    "implicit",
                    "Spring-clean weekend: the curtains went in the wash and shrank, I found a mouse nest in the airing cupboard, my husband painted the shed the wrong green, and {new} came on the Monday and did the windows, so at least you could see the mess clearly.",
                ),
            ],
            "questions": [
                "Who cleans our windows?",
                "Who comes to wash our windows?",
                "Who do we get to do the windows?",
            ],
            "now": ["Who's doing our windows these days?"],
        },
        "zh": {
            "values": [
                "家政公司派的阿姨",
                "58同城上找的师傅",
                "物业请的蜘蛛人",
                "钟点工刘阿姨",
                "我堂弟",
                "小区里接活的老张",
            ],
            "facts": [
                "家里窗户是{v}来擦的。",
                "给我们擦玻璃的是{v}。",
                "每个月{v}上门擦一回窗。",
            ],
            "corrections": [
                ("cue", "下个月起擦窗户找{new}"),
                ("cue", "约了{new}来擦玻璃，这周四第一回。"),
                ("cue", "今年擦窗户定了{new}。"),
                ("explicit", "不找{old}了，擦窗户是{new}。"),
                ("explicit", "{old}老放鸽子，擦玻璃改找{new}。"),
                ("explicit", "擦窗：{new}，{old}不请了"),
                ("implicit", "我在洗澡，{new}在外头敲门要工钱。"),
                ("implicit", "{new}在窗外跟我打招呼 我正穿衣服 社死"),
                ("implicit", "狗每回都对着{new}狂叫，跟进了贼似的。"),
                ("implicit", "给{new}留的工钱压在地垫底下，被雨泡了。"),
                ("implicit", "{new}边擦窗户边跟我讲了十二号楼的八卦。"),
                (
                    "implicit",
                    "年前大扫除：窗帘一洗缩水了，在储物柜里翻出一窝老鼠，老公把春联贴歪了，周一{new}来把窗户擦了，好歹乱七八糟的屋子能看清楚了。",
                ),
            ],
            "questions": [
                "谁给我们擦窗户？",
                "家里擦玻璃找的谁？",
                "擦窗户的是谁？",
            ],
            "now": ["现在给我们擦窗的是谁？"],
        },
    },
    {
        "key": "weeknight_cook",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my husband Neil",
                "my mother-in-law Pat",
                "our eldest, Sophie",
                "Grandma Jean",
                "the au pair, Lena",
                "our lodger Tom",
            ],
            "facts": [
                "On weeknights the tea is cooked by {v}.",
                "Monday to Friday, the cooking is done by {v}.",
                "Whoever's at the stove on a school night, it's {v}.",
            ],
            "corrections": [
                ("cue", "{new} is doing weeknight dinners from this week"),
                ("cue", "We've agreed {new} takes over the cooking Monday to Friday."),
                ("cue", "Since the new rota, the weeknight cooking falls to {new}."),
                ("explicit", "{old} has handed the weeknight cooking over to {new}."),
                ("explicit", "It's {new} at the stove on weeknights, {old} has stepped back."),
                ("explicit", "weeknight tea: {new}, not {old}"),
                (
                    "implicit",
                    "{new} made a lasagne on Wednesday that could have been used as a doorstop.",
                ),
                ("implicit", "{new} burnt the rice again, smoke alarm as dinner bell"),
                (
                    "implicit",
                    "The kids put their orders in with {new} every morning like it's a restaurant.",
                ),
                ("implicit", "{new} texted me at four to ask where we keep the paprika."),
                (
                    "implicit",
                    "Came in at seven to find {new} teaching the dog to sit for a sausage while the potatoes boiled over.",
                ),
                (
                    "implicit",
                    "Tuesday: late train, rain sideways, a class WhatsApp about nits that had reached two hundred messages, and I walked in to {new} dishing up a chicken casserole in a cloud of steam with the radio on, and I could have wept.",
                ),
            ],
            "questions": [
                "Who cooks dinner on weeknights?",
                "Who does the cooking Monday to Friday?",
                "Who's at the stove on school nights?",
            ],
            "now": ["Who's cooking our weeknight meals currently?"],
        },
        "zh": {
            "values": ["孩子奶奶", "孩子姥姥", "孩子他爸", "住家阿姨", "孩子爷爷", "我家老大"],
            "facts": [
                "工作日晚饭是{v}做的。",
                "周一到周五家里{v}掌勺。",
                "平时晚上在灶台前忙活的是{v}。",
            ],
            "corrections": [
                ("cue", "这礼拜起晚饭归{new}做了"),
                ("cue", "商量好了，周一到周五{new}掌勺。"),
                ("cue", "排了新的班，工作日做饭轮到{new}。"),
                ("explicit", "{old}把做晚饭的活交给了{new}。"),
                ("explicit", "工作日晚饭不是{old}做，是{new}。"),
                ("explicit", "晚饭：{new}，{old}歇了"),
                ("implicit", "{new}周三炖的牛腩硬得能拿来砸核桃。"),
                ("implicit", "{new}又把饭煮糊了 烟雾报警器当开饭铃"),
                ("implicit", "孩子们每天早上跟{new}点菜，跟下馆子似的。"),
                ("implicit", "下午四点{new}发微信问我家里花椒放哪儿了。"),
                ("implicit", "七点到家，{new}正拿火腿肠教狗坐下，锅里的汤扑了一灶台。"),
                (
                    "implicit",
                    "周二：地铁晚点，雨斜着下，班级群为了一张作业单刷了两百条，我一进门，{new}正在一团热气里往桌上端萝卜炖排骨，收音机开着，我差点哭出来。",
                ),
            ],
            "questions": [
                "工作日谁做晚饭？",
                "周一到周五家里谁做饭？",
                "平时晚上谁下厨？",
            ],
            "now": ["现在工作日的晚饭是谁做？"],
        },
    },
    {
        "key": "tech_helper",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "my nephew Josh",
                "the lad at the phone shop",
                "my son-in-law Ravi",
                "Barry from church",
                "my grandson Alfie",
                "the Geek Squad at Currys",
            ],
            "facts": [
                "When the computer plays up I ring {v}.",
                "My tech support is {v}.",
                "Anything wrong with the laptop or the phone, {v} sorts it.",
            ],
            "corrections": [
                ("cue", "{new} is my computer person from here on"),
                ("cue", "I've started taking my gadget problems to {new}."),
                ("cue", "Since the summer it's {new} who fixes my tech."),
                ("explicit", "Stopped bothering {old} with the computer, {new} sorts it."),
                ("explicit", "{old} moved away, so it's {new} I ring when the laptop sulks."),
                ("explicit", "tech help: {new}, {old} too busy"),
                (
                    "implicit",
                    "{new} fixed the printer by turning it off and on again and charged me a cup of tea.",
                ),
                (
                    "implicit",
                    "{new} says my laptop has caught every bug going, like a nursery kid, rude",
                ),
                (
                    "implicit",
                    "Rang {new} because the telly said 'no signal', and I had the wrong remote.",
                ),
                (
                    "implicit",
                    "{new} set up my email on the tablet and wrote the password on a Post-it on the fridge.",
                ),
                (
                    "implicit",
                    "Sat next to {new} for an hour learning to send a photo and I've forgotten it already.",
                ),
                (
                    "implicit",
                    "Tax return week: the website kept logging me out, the scanner only did half a page, my paperwork was in a carrier bag somewhere, and in the end {new} came round with a laptop and a packet of biscuits and had it done in forty minutes.",
                ),
            ],
            "questions": [
                "Who do I call when the computer goes wrong?",
                "Who helps me out when my phone or laptop acts up?",
                "Who fixes my gadgets?",
            ],
            "now": ["Who's sorting out my computer problems these days?"],
        },
        "zh": {
            "values": [
                "我表弟",
                "我家女婿",
                "楼下修电脑的小哥",
                "单位IT的小王",
                "我外孙",
                "手机店的店员",
            ],
            "facts": [
                "电脑手机出毛病我就找{v}。",
                "家里的电子产品都是{v}帮我弄。",
                "给我当技术支持的是{v}。",
            ],
            "corrections": [
                ("cue", "以后电脑的事找{new}"),
                ("cue", "打这个夏天起，手机电脑坏了都是{new}来修。"),
                ("cue", "我开始有事就找{new}了。"),
                ("explicit", "不麻烦{old}了，电脑的事找{new}。"),
                ("explicit", "{old}去外地了，手机出问题我找{new}。"),
                ("explicit", "修电脑：{new}，{old}太忙"),
                ("implicit", "{new}把打印机关了又开就修好了，收了我一杯奶茶。"),
                ("implicit", "{new}说我电脑里的病毒比幼儿园还多 什么话"),
                ("implicit", "电视显示“无信号”，叫{new}来一看，是我拿错了遥控器。"),
                ("implicit", "{new}帮我在平板上装好了微信，把密码写在便利贴上贴在冰箱门上。"),
                ("implicit", "坐在{new}旁边学了一个钟头怎么发朋友圈，转头就忘了。"),
                (
                    "implicit",
                    "报个税那个礼拜：个税APP老把我踢出来，打印机只打半页，发票不知塞哪个塑料袋里了，最后{new}拎着电脑和一袋饼干上门，四十分钟全弄完了。",
                ),
            ],
            "questions": [
                "电脑坏了我找谁？",
                "谁帮我弄手机电脑？",
                "手机出毛病了谁来帮我？",
            ],
            "now": ["我现在电脑出问题找谁？"],
        },
    },
    {
        "key": "walk_buddy",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "next door's Maureen",
                "my sister Claire",
                "my uncle Geoff",
                "Lou from the school gate",
                "the library walking group",
                "my brother Sam",
            ],
            "facts": [
                "My evening walk is with {v}.",
                "I go walking after tea with {v}.",
                "Who I walk with in the evenings is {v}.",
            ],
            "corrections": [
                ("cue", "walking with {new} in the evenings lately"),
                ("cue", "Teamed up with {new} for an evening walk."),
                ("cue", "From this week it's {new} I go round the estate with after tea."),
                ("explicit", "{old} dropped out, so my evening walks are with {new}."),
                ("explicit", "Not walking with {old} anymore, it's {new}."),
                ("explicit", "evening walk: {new}, {old} gave up"),
                (
                    "implicit",
                    "Walked round the reservoir with {new} and we both got hissed at by a swan.",
                ),
                ("implicit", "{new} talked the whole way round, i managed about four words"),
                (
                    "implicit",
                    "Got caught in a hailstorm with {new} and sheltered in a bus stop sharing a packet of mints.",
                ),
                ("implicit", "{new} found a tenner on the towpath and bought us both chips."),
                (
                    "implicit",
                    "Stopped on the bridge with {new} to watch the bats come out over the canal.",
                ),
                (
                    "implicit",
                    "Tuesday evening: the dentist in the afternoon, a parents' evening I'd forgotten until the reminder text, the dog's dinner somehow burnt onto the pan, and then round the park with {new} in the dusk, talking about nothing, which was the best bit of the day.",
                ),
            ],
            "questions": [
                "Who do I go for evening walks with?",
                "Who's my walking partner after dinner?",
                "Who comes round the block with me in the evenings?",
            ],
            "now": ["Who am I walking with in the evenings at present?"],
        },
        "zh": {
            "values": [
                "隔壁王阿姨",
                "我表姐",
                "我大舅",
                "楼上的李姐",
                "小区健步走队",
                "单位的老同事",
            ],
            "facts": [
                "我晚饭后跟{v}一起散步。",
                "傍晚陪我遛弯的是{v}。",
                "我每天饭后走路的搭子是{v}。",
            ],
            "corrections": [
                ("cue", "最近晚上跟{new}一块儿走"),
                ("cue", "跟{new}约好了，往后饭后一起遛弯。"),
                ("cue", "这礼拜起我饭后跟{new}出去走。"),
                ("explicit", "{old}不走了，我饭后跟{new}散步。"),
                ("explicit", "不跟{old}走了，跟的是{new}。"),
                ("explicit", "散步：{new}，{old}不去了"),
                ("implicit", "跟{new}绕着水库走了一圈，被一只大鹅追着骂。"),
                ("implicit", "{new}一路说个不停 我总共说了四句话"),
                ("implicit", "跟{new}走着走着下起了冰雹，躲在公交站里分了一包薄荷糖。"),
                ("implicit", "{new}在河堤上捡了五十块钱，请我吃了碗馄饨。"),
                ("implicit", "跟{new}停在桥上看人家夜钓看了半个钟头。"),
                (
                    "implicit",
                    "周二晚上：下午去看了牙，家长会我压根忘了，直到老师发短信，狗的饭不知怎么糊在了锅底，然后天擦黑跟{new}在公园里绕圈，东拉西扯，这是一天里最舒坦的时候。",
                ),
            ],
            "questions": [
                "我晚饭后跟谁散步？",
                "饭后谁跟我出去转悠？",
                "傍晚谁跟我一块儿走路？",
            ],
            "now": ["我现在晚上跟谁一起走？"],
        },
    },
    {
        "key": "doorbell",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Ring doorbell",
                "a Nest doorbell",
                "a Eufy video doorbell",
                "an old battery ding-dong",
                "a brass knocker",
                "a wireless Byron chime",
            ],
            "facts": [
                "On our front door we've got {v}.",
                "Visitors announce themselves with {v}.",
                "What people use at our front door is {v}.",
            ],
            "corrections": [
                ("cue", "put up {new} by the front door"),
                ("cue", "My husband fitted {new} on Saturday, so that's what visitors use."),
                ("cue", "Went for {new} at the front door this month."),
                ("explicit", "{old} came off the door frame, so it's {new}."),
                ("explicit", "Unscrewed {old} and screwed {new} on."),
                ("explicit", "front door: {new}, {old} in the bin"),
                ("implicit", "The postman went at {new} at seven and woke the whole house."),
                ("implicit", "{new} went at midnight, nobody there, not sleeping again"),
                ("implicit", "Trick-or-treaters hammered {new} from five till eight."),
                ("implicit", "The dog goes berserk at {new} and then won't let anybody in."),
                (
                    "implicit",
                    "A man selling dusters tried {new} three times and left a leaflet in the letterbox.",
                ),
                (
                    "implicit",
                    "Christmas Eve: the turkey wouldn't fit in the fridge, my brother's flight was delayed, the youngest melted down over a reindeer, and from six o'clock {new} didn't stop, carol singers, neighbours with mince pies, a man collecting for the lifeboats.",
                ),
            ],
            "questions": [
                "What's on our front door for visitors?",
                "What doorbell do we have?",
                "How do people let us know they're at the door?",
            ],
            "now": ["What doorbell have we got currently?"],
        },
        "zh": {
            "values": [
                "萤石可视门铃",
                "360可视门铃",
                "小区的楼宇对讲",
                "一个智能猫眼",
                "一个老式叮咚门铃",
                "门上挂的铜铃铛",
            ],
            "facts": [
                "我家门口装的是{v}。",
                "来客人都靠{v}叫门。",
                "我家的门铃是{v}。",
            ],
            "corrections": [
                ("cue", "门口装了个{new}"),
                ("cue", "周六老公把{new}装好了，来人就用它。"),
                ("cue", "这个月起家门口用上了{new}。"),
                ("explicit", "{old}从门框上掉了，装的是{new}。"),
                ("explicit", "拆了{old}，安上{new}。"),
                ("explicit", "门铃：{new}，{old}扔了"),
                ("implicit", "快递员七点就弄响了{new}，全家都醒了。"),
                ("implicit", "半夜{new}响了 门口没人 睡不着了"),
                ("implicit", "大年初一拜年的小孩一拨接一拨，{new}响了一上午。"),
                ("implicit", "狗一听见{new}就疯了，然后谁也不让进。"),
                ("implicit", "推销保险的把{new}弄了三回才走，门缝里塞了张传单。"),
                (
                    "implicit",
                    "小年那天：冰箱塞不下整条鱼，我哥的航班晚点，小的为一个红包哭闹，一到六点{new}就响个不停，邻居送饺子的、物业送对联的、还有一个推销拖把的。",
                ),
            ],
            "questions": [
                "我家门口装的什么门铃？",
                "来人靠什么叫门？",
                "家里的门铃是哪种？",
            ],
            "now": ["我家现在用的是什么门铃？"],
        },
    },
]
