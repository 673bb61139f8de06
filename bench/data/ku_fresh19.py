"""Fresh templates of the knowledge-update benchmark, nineteenth generation
(for `python -m bench.knowledge_update --templates fresh19`, once it is registered there).

fresh19: run it once, do not tune on it. Whoever tunes on it writes a new set and says so.

Written blind on 2026-12-06 by a helper session that read no engine code, rules or lexicons (judge,
cue and time words, tokenizer, extraction, merging), none of core/, server/, tests/ and clients/,
and none of the bench scripts. What it read: data/ku_fresh16.py in full (for the format), the
output of `grep -h '"key"' bench/data/ku_*.py` (the other files' attribute keys, so that none is
reused and their topics are avoided; it did not read their wordings), and the session's checker
(notes/s21/check_fresh19.py, which compares the shapes, field names, counts and placeholders with
ku_fresh16.py and the keys with every other ku_*.py). It did not run the engine or the benchmark.

The English side is one household in Dormont, Pittsburgh: the user, her husband Greg, their
daughter Nora (about seven, car-sick on long drives), the rabbit Clover in the back yard, a
basement that takes in water, a chain-link back fence, Greg's mother up in Erie. The Chinese side is
its own household in 长沙, 一楼带小院: the user, 老公, 女儿朵朵, 兔子年糕, 婆婆 in 湘潭, 回南天,
铜官窑 and 岳麓山, written for Chinese speakers, not translated.

22 attributes, in none of the other ku_*.py files: the hay the rabbit eats and where the rabbit's
run stands; the recipe app and the grill in the yard; the task board and the expense app at work;
the pottery studio, the clay and the glaze (one hobby, three slots); the acupuncturist and the
patches for the user's back; the electrician and the basement dehumidifier (回南天的除湿机); the
bulk stock-up shop, the cashback app and the batteries the house runs on; what the daughter takes
for car sickness and the booster seat she rides in; the climber on the back fence; the telescope
and the stargazing spot; and where the family's cast-offs go. Two slots are people: the
acupuncturist ("Dr. Wen on Murray Avenue", "诊所的谭老中医") and the electrician ("Sal from
DiNardo Electric", "隔壁栋的胡爹爹"); their values carry a name or a distinctive form, so the
plain words "the electrician" or "师傅" elsewhere in the set are not values.

The Chinese side is localised: 提摩西草, 燕麦草 and 苜蓿草 for 年糕, whose cage stands in 阳台角落
or 小院的桂花树底下; 下厨房, 美食杰, 小红书 and B站的老饭骨; 木炭烧烤炉, 砖砌的烧烤台 and
油桶改的烤炉; 飞书项目, Teambition, 禅道 and TAPD; 每刻报销, 汇联易 and 钉钉审批; 铜官窑的陶艺工坊
and 大学城的陶艺社, 高白泥, 紫砂泥 and 红陶泥, 青瓷釉, 天目釉 and 钧窑釉; 中医院的曾主任 and
我表姐小梅; 云南白药膏, 奇正消痛贴 and 狗皮膏药; 物业的电工小刘 and 啄木鸟上门的张师傅; 德业, 美的
and 欧井除湿机; 山姆, 开市客, 麦德龙 and 高桥大市场; 什么值得买, 返利网 and 花生日记; 南孚, 双鹿
and 倍量充电电池; 晕车贴, 茶苯海明片, 姜糖 and 话梅; 好孩子, 宝得适 and 路途乐 seats; 藤本月季,
凌霄花, 三角梅 and 爬山虎 on the 院墙; 星特朗, 信达 and 振旺's telescopes; 岳麓山顶, 大围山 and
黑麋峰; 旧衣回收箱, 飞蚂蚁 and 多抓鱼.

Some attributes sit next to each other on purpose: the rabbit's hay and its run; the grill and the
recipe app (ribs off the app on the grill), and the grill and the fence climber in the same yard;
the task board and the expense app at the same job; the studio, the clay and the glaze of the same
pottery; the acupuncturist and the patches on the same back (the wheel is blamed for it); the
electrician who put an outlet behind the dehumidifier; the bulk shop and the cashback app its
receipts go into (the batteries sit beside them as a third shopping slot without being tied to
them in the wordings); the car-sickness remedy and the booster seat on the same
drives to grandma's; the telescope and the place it is set up. Wordings mention a neighbour in
general words only ("the run", "the grill", "the recipe app", "the glaze", "the patches", "the
dehumidifier", "the booster", "那个返现的App", "膏药"), never by a value, so the control fact of one
is true at the same time as the value of its neighbour. Each attribute stays single-valued, and the
values of neighbours never coincide.

Same format as ku_fresh16.py, with the correction styles
  "cue"       a change word, no old value ("from this week", "got me hooked on", "since the
              merger", "改用", "拉我注册了", "开春以后", ...)
  "explicit"  the old value named as given up ("{old} rusted through at the bottom", "Ripped out
              {old}", "{old}在召回名单里", "{old}没熬过冬天", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a scene
              ("Greg stood at {new} in the rain under an umbrella", "朵朵吃麦片只认那只{new}的碗")
Every attribute has three cue, three explicit and six implicit wordings per language: terse
lower-case notes (a few with typos), long rambling messages in which the value is one clause among
many, and situations in which the value just turns up. Corrections carry no direction words (values
are drawn at random): nothing says earlier, later, cheaper, bigger, better or back to.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating one (a rabbit at a county fair, a hay maze, 1970s cookbooks, a DMV ticket board,
receipts in shoeboxes, a pottery show on TV, a maple glaze on donuts, an acupuncture chart by a
fish tank, a heat pack steaming on a bus, a mall power cut, a humid butterfly house, a ferry that
turns everyone green, an Uber with a baby seat, a planetarium, a thrift-store coat; 萌宠区的胖兔子,
农家乐的稻草垛, 养生馆的穴位图, 夜宵街的烧烤摊, 科技馆的球幕影院); a few are about the same people
but other things (Greg's Movember mustache, Nora's tooth, Clover chewing a headphone cable, the
mother-in-law's weather emails; 老公的胡子, 朵朵的门牙, 婆婆在家族群里发天气预报). Some use "new",
"moved", "switched", "changed", "swapped", "now", "again", "新", "换", "改", "搬", "现在", "又" in
senses that are not a change of the user's attribute, so that a memory system that matches on
shared words rather than on meaning is caught out. None states or implies a value of an attribute.
Filler names, cities, dishes, snacks, shows, things and birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Keisha", "Marco", "Bethany", "Dmitri", "Priya", "Hollis", "Tess", "Jorge"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": [
            "Cleveland",
            "Buffalo",
            "Columbus",
            "Baltimore",
            "Asheville",
            "Savannah",
            "Cincinnati",
        ],
        "dish": [
            "a pot roast",
            "chicken and dumplings",
            "a tuna casserole",
            "haluski",
            "a meatloaf",
            "a pan of lasagna",
        ],
        "snack": [
            "a Klondike bar",
            "a bag of Utz chips",
            "a Zagnut",
            "a sleeve of Thin Mints",
            "a handful of Swedish Fish",
            "a soft pretzel",
        ],
        "show": [
            "Jeopardy!",
            "Survivor",
            "Abbott Elementary",
            "The Great British Bake Off",
            "Wheel of Fortune",
            "Ted Lasso",
        ],
        "thing": [
            "the garbage disposal",
            "the garage door opener",
            "the ice maker",
            "the furnace",
            "the video doorbell",
            "the dryer",
        ],
        "bird": [
            "a cardinal",
            "a blue jay",
            "a red-tailed hawk",
            "a mourning dove",
            "a downy woodpecker",
            "a goldfinch",
        ],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "12", "19", "24", "38"],
    },
    "zh": {
        "friend": ["小芸", "阿杰", "丹丹", "老魏", "思思", "大勇", "小蒋", "阿霞"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["株洲", "岳阳", "广州", "昆明", "厦门", "凤凰", "张家界"],
        "dish": ["剁椒鱼头", "辣椒炒肉", "口味虾", "小炒黄牛肉", "酸豆角炒肉末", "腊肉炒蒜苗"],
        "snack": ["臭豆腐", "糖油粑粑", "酱板鸭", "麻辣小鱼仔", "葵花籽", "辣条"],
        "show": [
            "《歌手》",
            "《向往的生活》",
            "《繁花》",
            "《漫长的季节》",
            "《声生不息》",
            "《再见爱人》",
        ],
        "thing": ["燃气灶", "空调", "净水器", "电动晾衣架", "门铃", "抽油烟机"],
        "bird": ["一只白鹭", "几只麻雀", "一只喜鹊", "一对斑鸠", "一只翠鸟", "一群白头鹎"],
        "minutes": ["10", "20", "35", "45", "60", "90"],
        "number": ["3", "7", "12", "19", "24", "38"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The petting tent at the county fair had a rabbit the size of a beagle and a line of "
            "kids waiting to hold it.",
        ),
        (
            "EPISODIC",
            "The pumpkin patch in {month} had a hay maze that {friend}'s toddler solved faster "
            "than any of the adults.",
        ),
        (
            "EPISODIC",
            "The library book sale had a whole table of 1970s cookbooks with a jello mold on every "
            "cover.",
        ),
        (
            "EPISODIC",
            "The DMV has a screen of ticket numbers in an order that nobody in the building "
            "understands.",
        ),
        (
            "EPISODIC",
            "{friend} keeps every receipt since 2009 in shoeboxes under her bed, labeled by month.",
        ),
        (
            "EPISODIC",
            "There was a pottery show on TV where a grown man cried because his jug cracked in the "
            "kiln.",
        ),
        (
            "EPISODIC",
            "The donut shop on Butler Street does a maple glaze that runs down your wrist in the "
            "car.",
        ),
        (
            "EPISODIC",
            "The Chinese place on the corner has an acupuncture chart on the wall next to the fish "
            "tank and nobody knows why.",
        ),
        (
            "EPISODIC",
            "A man on the bus had a heat pack down the back of his shirt and it was steaming in "
            "the cold.",
        ),
        (
            "EPISODIC",
            "The mall lost power for an hour and the escalators turned into very slow stairs.",
        ),
        (
            "EPISODIC",
            "The butterfly room at the conservatory is so humid my glasses fogged before I got "
            "through the door.",
        ),
        (
            "EPISODIC",
            "In a movie {friend} made me watch, a man lives inside a warehouse store for a week "
            "and nobody notices.",
        ),
        (
            "EPISODIC",
            "My grandma clipped coupons every Sunday and kept them in a tin sorted by aisle.",
        ),
        (
            "EPISODIC",
            "The church uses battery candles at the Christmas Eve service ever since the fire "
            "marshal came round.",
        ),
        (
            "EPISODIC",
            "The ferry to the island off {city} rolled so hard that half the passengers went "
            "green.",
        ),
        (
            "EPISODIC",
            "Our Uber driver had a baby seat strapped in the back and a sign asking people not to "
            "put their feet on it.",
        ),
        (
            "EPISODIC",
            "The art museum has a painting of a garden wall so covered in flowers you can't see "
            "the wall.",
        ),
        (
            "EPISODIC",
            "The steakhouse downtown cooks everything over an open flame and the whole block "
            "smells of it.",
        ),
        (
            "EPISODIC",
            "At the science center planetarium a kid asked if the stars were real and the guide "
            "said 'sort of'.",
        ),
        (
            "EPISODIC",
            "The public night at the university observatory was called off for clouds, which felt "
            "very on brand.",
        ),
        (
            "EPISODIC",
            "{friend} found a cashmere coat at a thrift store for six dollars and tells everyone "
            "she meets.",
        ),
        (
            "EPISODIC",
            "The hardware store has a cat that sleeps in the bin of extension cords by the "
            "register.",
        ),
        (
            "EPISODIC",
            "The fire station open house had a bounce house shaped like a fire engine and a very "
            "tired dalmatian.",
        ),
        (
            "EPISODIC",
            "The strip mall by the highway has a foot spa, a tattoo parlor and a vape shop sharing "
            "one wall.",
        ),
        (
            "EPISODIC",
            "A woman at the farmers' market sells bunches of dried lavender tied with baling "
            "twine.",
        ),
        (
            "SEMANTIC",
            "Pittsburgh has more bridges than Venice, and everyone here will tell you so within "
            "five minutes.",
        ),
        (
            "SEMANTIC",
            "Our street is so steep the mail truck parks at the bottom and the carrier walks up.",
        ),
        ("PREFERENCE", "I can't stand the smell of a car that's been shut up in the sun all day."),
        ("PREFERENCE", "On any drive longer than an hour I want the front seat."),
        ("PREFERENCE", "Give me a window seat on a plane and a bag of pretzels and I'm happy."),
        (
            "SEMANTIC",
            "My great-grandmother came over from a village in Slovakia with one cast-iron pan and "
            "a rosary.",
        ),
        ("PREFERENCE", "I always ask for my fries well done."),
        # the same people, other things
        (
            "EPISODIC",
            "Greg grew a mustache for Movember and Nora refused to kiss him goodnight for the "
            "entire month.",
        ),
        (
            "EPISODIC",
            "Nora lost her first tooth at the dinner table and hid it in her mashed potatoes for "
            "safekeeping.",
        ),
        (
            "EPISODIC",
            "Clover the rabbit bit through the cable of Greg's headphones while he was still "
            "wearing them.",
        ),
        (
            "EPISODIC",
            "My mother-in-law sends the whole family an email about the weather every morning at "
            "6:02.",
        ),
        (
            "SEMANTIC",
            "Greg and I met at a Pirates game when he spilled a beer down my back in the seventh "
            "inning.",
        ),
        (
            "EPISODIC",
            "Nora wrote a book called 'The Rabbit Who Ate the Homework' and says it's based on "
            "real events.",
        ),
        (
            "SEMANTIC",
            "Greg has been a Steelers fan since birth and owns a Terrible Towel for every room in "
            "the house.",
        ),
        (
            "EPISODIC",
            "My mother-in-law knitted Clover a tiny scarf and Clover ate it in under an hour.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} moved to {city} and keeps texting me photos of the new place's porch swing.",
        ),
        (
            "EPISODIC",
            "The coffee place by my office has a new barista who draws a cat on every latte.",
        ),
        ("EPISODIC", "Still no refund from the airline for that flight in {month}."),
        ("EPISODIC", "Changed a flat on the Parkway in the rain with three people honking at me."),
        (
            "EPISODIC",
            "Switched every light off before bed and Greg switched them all on again looking for "
            "his phone.",
        ),
        (
            "EPISODIC",
            "Moved the couch to vacuum and found four dollars, a Lego and a mummified grape.",
        ),
        (
            "EPISODIC",
            "The clocks went back and Nora woke up at five convinced it was a school day.",
        ),
        ("EPISODIC", "The township swapped our recycling bins for ones with lids that don't shut."),
        ("EPISODIC", "It's dark by five now and the whole street has its Halloween lights on."),
        ("EPISODIC", "The pharmacy changed its hours again and put the sign at knee height."),
        (
            "EPISODIC",
            "{friend} switched from nights to days and keeps eating dinner at ten in the morning.",
        ),
        ("EPISODIC", "The Y moved lap swim to 6am and it's all retired men doing backstroke."),
        (
            "EPISODIC",
            "The city changed the parking meters to an app and half the town got tickets.",
        ),
        (
            "EPISODIC",
            "Swapped cookie recipes with the lady next door and hers was the one off the chocolate "
            "chip bag.",
        ),
        (
            "EPISODIC",
            "Got a new driver's license photo and I look like I'm being held against my will.",
        ),
        (
            "EPISODIC",
            "Started a thousand-piece jigsaw on the table and now we eat dinner on our laps.",
        ),
        (
            "EPISODIC",
            "Work replaced the coffee machine with one that talks and nobody can make it stop.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can wiggle my ears one at a time and have done it at a job interview."),
        (
            "SEMANTIC",
            "{friend} and I were in the same Girl Scout troop and she still owes me a badge.",
        ),
        (
            "SEMANTIC",
            "Ours is the house with the red door and the mailbox that leans like it's tired.",
        ),
        (
            "SEMANTIC",
            "There are {number} steps up to our front door and I count every one with groceries.",
        ),
        ("PREFERENCE", "Put {dish} in front of me and I'll forgive most things."),
        ("PREFERENCE", "I could watch {show} every night and never get bored."),
        ("PREFERENCE", "{snack} at three in the afternoon is how I get through the day."),
        ("EPISODIC", "Cooked {dish} on {weekday} for six people and only three showed up."),
        (
            "EPISODIC",
            "Watched {bird} on the power line outside the kitchen window while the kettle boiled.",
        ),
        (
            "EPISODIC",
            "{thing} made a noise like a dying goose while I was on hold with the cable company.",
        ),
        (
            "EPISODIC",
            "{friend} and I binged {show} and she guessed the twist in the first episode.",
        ),
        (
            "EPISODIC",
            "Spent {minutes} minutes on hold with the water company and got cut off at the end.",
        ),
        (
            "EPISODIC",
            "Drove to {city} in {month} and the motel ice machine ran all night outside our door.",
        ),
        ("EPISODIC", "Got {thing} working with a YouTube video and a bread knife."),
        ("EPISODIC", "{friend} turned {number} and had a bowling party with a sheet cake."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "{city}动物园的萌宠区有只兔子胖得跟柯基一样，一群小孩排队等着摸。"),
        ("EPISODIC", "农家乐门口堆着好几垛稻草，{friend}家小孩钻进草垛里就不肯出来。"),
        ("EPISODIC", "图书馆处理旧书，一整桌八十年代的菜谱，封面上的菜都红得发亮。"),
        ("EPISODIC", "政务大厅的叫号屏上排着一长串号码，整个大厅没人看得懂先后。"),
        ("EPISODIC", "{friend}把十几年的购物小票按月份装在鞋盒里，塞满了一床底。"),
        ("EPISODIC", "电视里放做陶的纪录片，老师傅的壶在窑里裂了，他叹口气，我也跟着叹口气。"),
        ("EPISODIC", "楼下糕点铺的蛋挞刷了一层糖浆，亮得能照出人影。"),
        ("EPISODIC", "楼下养生馆的墙上贴着一张人体穴位图，旁边摆着一只招财猫。"),
        ("EPISODIC", "公交车上一个大爷后腰贴着膏药，半个车厢都是那股味儿。"),
        ("EPISODIC", "商场停了一个钟头的电，扶梯成了特别慢的楼梯。"),
        ("EPISODIC", "植物园的热带温室闷得很，眼镜一进门就起了雾。"),
        ("EPISODIC", "{friend}她妈在超市门口排队领免费鸡蛋，一排就是一个钟头。"),
        ("EPISODIC", "我外婆以前把粮票布票夹在一本旧字典里，按月份分得清清楚楚。"),
        ("EPISODIC", "寺里点的都是电子蜡烛，扫码一块钱亮一盏。"),
        ("EPISODIC", "去{city}坐轮渡，船晃得一船人脸都白了。"),
        ("EPISODIC", "打的网约车后座绑着一个儿童座椅，上面贴着“请勿踩踏”。"),
        ("EPISODIC", "美术馆有幅油画，画的是一面开满花的墙，花多得墙都看不见了。"),
        ("EPISODIC", "夜宵街上的烧烤摊一字排开，烟大得整条街跟着了火似的。"),
        ("EPISODIC", "科技馆的球幕影院里，一个小孩问星星是不是真的，讲解员说“算是吧”。"),
        ("EPISODIC", "大学天文台的开放日因为下雨取消了，非常符合它的气质。"),
        ("EPISODIC", "{friend}在二手店花三十块淘了件羊绒大衣，逢人就讲。"),
        ("EPISODIC", "五金店里养了只猫，专睡在装插线板的纸箱里。"),
        ("EPISODIC", "消防站开放日搭了个消防车形状的充气城堡，旁边趴着一只累坏了的搜救犬。"),
        ("EPISODIC", "菜市场门口有个阿姨卖扎成一把一把的干艾草，拿稻草绳捆着。"),
        ("SEMANTIC", "长沙人吃辣是从早上一碗米粉开始的，不加辣等于没吃。"),
        ("SEMANTIC", "我们小区的坡陡得快递车只停坡底，快递小哥扛着箱子往上爬。"),
        ("PREFERENCE", "最受不了在太阳底下晒了一天的车里那股闷味。"),
        ("PREFERENCE", "坐车超过一个钟头，我就要坐副驾。"),
        ("PREFERENCE", "坐飞机给我个靠窗的位子加一包花生，我就知足了。"),
        ("SEMANTIC", "我太奶奶是从湘西嫁过来的，嫁妆就一口铁锅和一床被子。"),
        ("PREFERENCE", "嗦粉我只要宽粉，细粉不吃。"),
        # the same people, other things
        ("EPISODIC", "老公留了一个月小胡子，朵朵整整一个月不肯亲他。"),
        ("EPISODIC", "朵朵吃饭的时候掉了第一颗门牙，藏在米饭里说要留着。"),
        ("EPISODIC", "年糕把老公的耳机线咬断了，他当时还戴着。"),
        ("EPISODIC", "婆婆每天早上六点零二分准时在家族群里发天气预报。"),
        ("SEMANTIC", "我跟老公是在贺龙体育场看球认识的，他把奶茶洒在了我背上。"),
        ("EPISODIC", "朵朵写了本小书叫《吃掉作业的兔子》，说是根据真实事件改编的。"),
        ("SEMANTIC", "老公打小就是湖南湘涛的球迷，家里每个屋都挂着一条围巾。"),
        ("EPISODIC", "婆婆给年糕织了条小围巾，不到一个钟头就被它啃了。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}搬去{city}了，朋友圈天天晒她新家的落地窗。"),
        ("EPISODIC", "单位楼下的咖啡店来了个新店员，每杯拿铁上都拉一只猫。"),
        ("EPISODIC", "{month}那趟高铁的退票钱到现在还没退回来。"),
        ("EPISODIC", "下雨天在高架上换了个备胎，后面三辆车一直按喇叭。"),
        ("EPISODIC", "睡前我把全屋的灯都关了，老公找手机又一盏一盏全打开了。"),
        ("EPISODIC", "挪沙发扫地，扫出来四块钱、一块乐高和一颗干透了的葡萄。"),
        ("EPISODIC", "小区把分类垃圾桶换成了带盖的，盖子怎么也合不严。"),
        ("EPISODIC", "现在五点多天就黑了，整条街的灯笼都亮起来了。"),
        ("EPISODIC", "楼下药店又改了营业时间，告示贴在膝盖那么高的地方。"),
        ("EPISODIC", "{friend}从夜班调成了白班，上午十点吃晚饭。"),
        ("EPISODIC", "游泳馆把成人场挪到了早上六点，一池子全是仰泳的大爷。"),
        ("EPISODIC", "街边停车换成了扫码缴费，半条街的人都收到了罚单。"),
        ("EPISODIC", "跟隔壁阿姨换了个腊肉的方子，她那个就是超市腊肉包装上印的。"),
        ("EPISODIC", "新换的身份证照片，看着跟被绑架了似的。"),
        ("EPISODIC", "开始在饭桌上拼一千片的拼图，现在全家端着碗在沙发上吃饭。"),
        ("EPISODIC", "单位把咖啡机换成了会说话的，谁也关不掉。"),
        # plain unrelated
        ("SEMANTIC", "我耳朵能一只一只地动，面试的时候还动过一回。"),
        ("SEMANTIC", "{friend}是我小学同桌，她到现在还欠我一块橡皮。"),
        ("SEMANTIC", "我家就是院门上挂着一串干辣椒的那家。"),
        ("SEMANTIC", "从小区门口到我家有{number}级台阶，每次提着菜都数一遍。"),
        ("PREFERENCE", "桌上有{dish}，什么事都好商量。"),
        ("PREFERENCE", "{show}我能一晚上接一晚上地重刷。"),
        ("PREFERENCE", "下午三点来点{snack}，全靠它撑到下班。"),
        ("EPISODIC", "{weekday}做了一大盘{dish}请六个人，只来了三个。"),
        ("EPISODIC", "烧水的工夫看见{bird}落在窗外的电线上。"),
        ("EPISODIC", "跟宽带客服打电话排队的时候，{thing}发出一声像鹅叫的怪响。"),
        ("EPISODIC", "跟{friend}一口气追完了{show}，她第一集就猜中了结局。"),
        ("EPISODIC", "给自来水公司打电话，等了{minutes}分钟，最后断线了。"),
        ("EPISODIC", "{month}开车去{city}，旅馆的制冰机在门口响了一夜。"),
        ("EPISODIC", "照着网上的视频拿一把面包刀把{thing}修好了。"),
        ("EPISODIC", "{friend}过{number}岁生日，请大家去打保龄球，切了个大方蛋糕。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "rabbit_hay",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Oxbow Western Timothy",
                "Small Pet Select",
                "orchard grass",
                "Kaytee Timothy",
                "meadow hay from the feed store",
                "oat hay",
            ],
            "facts": [
                "Clover, our rabbit, eats {v}.",
                "The hay in the rabbit's rack is {v}.",
                "We feed our bunny {v}.",
            ],
            "corrections": [
                ("cue", "clover's on {new} from this week"),
                ("cue", "The vet told us to put Clover on {new}, so that's what goes in her rack."),
                (
                    "cue",
                    "Since the hay shortage in the fall we've been buying {new} for the rabbit.",
                ),
                ("explicit", "{old} was all dust and stalks, Clover gets {new}."),
                (
                    "explicit",
                    "Clover turned her nose up at {old} for a week straight so I caved and bought "
                    "{new}.",
                ),
                ("explicit", "rabbit hay - {new}. not {old}"),
                (
                    "implicit",
                    "Clover flung {new} all over her run and then sat in the middle of it looking "
                    "pleased with herself.",
                ),
                ("implicit", "{new} in my hair, my bra, my car. how is there hay in my car"),
                (
                    "implicit",
                    "Nora made a nest out of {new} for her stuffed animals and Clover ate the "
                    "nest.",
                ),
                (
                    "implicit",
                    "The box of {new} came while we were out and the mail carrier left it on top "
                    "of the grill.",
                ),
                (
                    "implicit",
                    "Sneezed about fifteen times filling the rack with {new} while Greg laughed "
                    "from the kitchen door.",
                ),
                (
                    "implicit",
                    "Tuesday was a lot: a 7am call with the site in Wheeling, Nora's field trip "
                    "form due and nowhere to be found, the dishwasher leaking all over the kitchen "
                    "floor, my back seizing up when I bent down to mop it, and at ten at night I "
                    "was out in the yard with a flashlight stuffing {new} into Clover's rack "
                    "because she'd thumped at me through the window until I did.",
                ),
            ],
            "questions": [
                "What hay does our rabbit eat?",
                "What do we feed Clover?",
                "What goes in the rabbit's hay rack?",
            ],
            "now": ["What hay is Clover eating these days?"],
        },
        "zh": {
            "values": ["提摩西草", "燕麦草", "果园草", "苜蓿草", "伯爵牧草", "宠物店散装的干草"],
            "facts": [
                "我家兔子年糕吃的是{v}。",
                "年糕的草架上放的是{v}。",
                "我们喂兔子{v}。",
            ],
            "corrections": [
                ("cue", "年糕改吃{new}了"),
                ("cue", "宠物医生让年糕吃{new}，往后草架上就放这个。"),
                ("cue", "入秋以后，我们给年糕买的是{new}。"),
                ("explicit", "{old}全是灰和硬杆子，年糕吃{new}。"),
                ("explicit", "年糕连着一礼拜不碰{old}，没办法，给它买了{new}。"),
                ("explicit", "兔草：{new}，{old}不买了"),
                ("implicit", "年糕把{new}刨得满笼子都是，自己蹲在正中间一脸得意。"),
                ("implicit", "头发里 衣服里 车里全是{new} 车里怎么会有草"),
                ("implicit", "朵朵拿{new}给她的玩偶搭了个窝，结果窝被年糕吃了。"),
                ("implicit", "快递把一箱{new}搁在了院子里的烧烤炉上。"),
                ("implicit", "往草架里添{new}，喷嚏打了十几个，老公靠在厨房门口笑得直不起腰。"),
                (
                    "implicit",
                    "礼拜二真是够呛：早上七点跟湘潭的项目部开会，朵朵的春游回执单翻遍了也没找着，"
                    "洗碗机漏了一厨房的水，我弯腰拖地把腰闪了，晚上十点还得打着手电去给年糕的草架塞"
                    "{new}，它隔着纱窗一直跺脚，不塞不罢休。",
                ),
            ],
            "questions": [
                "我家兔子吃的什么草？",
                "我们给年糕喂的是什么？",
                "年糕草架上放的是什么草？",
            ],
            "now": ["年糕现在吃的是什么草？"],
        },
    },
    {
        "key": "rabbit_run_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the corner by the shed",
                "the screened porch",
                "the shade under the maple",
                "the sunroom",
                "the laundry room",
                "the dining room",
            ],
            "facts": [
                "Clover's run is set up in {v}.",
                "We keep the rabbit in {v}.",
                "Clover's hutch and pen live in {v}.",
            ],
            "corrections": [
                ("cue", "clover's run is in {new} now"),
                (
                    "cue",
                    "Greg and I dragged Clover's pen into {new} over the weekend and that's where "
                    "it stays.",
                ),
                ("cue", "Since the heat wave, Clover's been living in {new}."),
                (
                    "explicit",
                    "Clover kept getting out of her pen in {old}, so her run is in {new}.",
                ),
                (
                    "explicit",
                    "{old} was too drafty for Clover, she lives in {new}.",
                ),
                ("explicit", "rabbit run: {new}. {old} is done"),
                (
                    "implicit",
                    "Clover thumped all night in {new} because a raccoon came by.",
                ),
                (
                    "implicit",
                    "found clover asleep in {new} flat as a pancake, thought she was dead, she was "
                    "not",
                ),
                (
                    "implicit",
                    "Nora does her reading homework sitting in {new} so Clover has company.",
                ),
                (
                    "implicit",
                    "Swept hay out of {new} for twenty minutes and there is still hay in {new}.",
                ),
                (
                    "implicit",
                    "My mother-in-law came to stay and spent an hour crouched in {new} telling "
                    "Clover about her knee.",
                ),
                (
                    "implicit",
                    "Hosting book club was chaos: the spinach dip still frozen in the middle, two "
                    "people allergic to something in the salad, Greg hiding upstairs, Nora "
                    "performing a dance nobody had asked for, and half the club ended up in {new} "
                    "with their wine, cooing at Clover, and nobody said one word about the book.",
                ),
            ],
            "questions": [
                "Where is Clover's run?",
                "Where do we keep the rabbit?",
                "Where is the rabbit's pen set up?",
            ],
            "now": ["Where is Clover's run at the moment?"],
        },
        "zh": {
            "values": [
                "阳台角落",
                "小院的工具房边上",
                "客厅电视柜旁边",
                "书房门后",
                "小院的桂花树底下",
                "储物间",
            ],
            "facts": [
                "年糕的兔笼放在{v}。",
                "我家兔子住在{v}。",
                "年糕的围栏搭在{v}。",
            ],
            "corrections": [
                ("cue", "年糕的笼子挪到{new}了"),
                ("cue", "周末跟老公把兔笼抬到了{new}，往后就放那儿了。"),
                ("cue", "天热起来以后，年糕就住在{new}。"),
                ("explicit", "年糕在{old}老打喷嚏，笼子放{new}。"),
                ("explicit", "{old}那边蚊子太多，年糕住{new}。"),
                ("explicit", "兔笼：{new}，{old}不放了"),
                ("implicit", "半夜年糕在{new}一直跺脚，原来是隔壁的猫从墙头上走过去了。"),
                ("implicit", "年糕在{new}摊成一张饼 吓我一跳以为不行了 结果是睡着了"),
                ("implicit", "朵朵每天坐在{new}的地上读课文，说是给年糕作伴。"),
                ("implicit", "在{new}扫了二十分钟的草，扫完还是有草。"),
                ("implicit", "婆婆来住了几天，天天蹲在{new}跟年糕讲她的老寒腿。"),
                (
                    "implicit",
                    "周末请读书会的姐妹来家里：凉拌菜里的冰碴还没化，"
                    "有两个人对沙拉里不知道什么东西过敏，老公躲在卧室不出来，"
                    "朵朵非要给大家跳一段舞，最后一半人端着茶蹲在{new}逗年糕，书的事一句没聊。",
                ),
            ],
            "questions": [
                "年糕的兔笼放在哪儿？",
                "我家兔子住在哪儿？",
                "年糕的围栏搭在哪里？",
            ],
            "now": ["年糕现在住在哪儿？"],
        },
    },
    {
        "key": "recipe_app",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "NYT Cooking",
                "Allrecipes",
                "Paprika",
                "Budget Bytes",
                "Serious Eats",
                "Tasty",
            ],
            "facts": [
                "I get my recipes from {v}.",
                "The recipe app on my phone is {v}.",
                "Dinner ideas in our house come off {v}.",
            ],
            "corrections": [
                ("cue", "recipes off {new} from here on"),
                (
                    "cue",
                    "My sister-in-law got me hooked on {new} and it's where every dinner comes "
                    "from.",
                ),
                ("cue", "Since I paid for the subscription, it's {new} for recipes."),
                (
                    "explicit",
                    "Deleted {old}, the ads kept jumping all over the ingredient list, I cook off "
                    "{new}.",
                ),
                ("explicit", "{old} lost every recipe I'd saved in an update, so it's {new}."),
                ("explicit", "recipe app: {new} — {old} gone"),
                (
                    "implicit",
                    "Propped my phone against the flour canister with {new} open and got dough in "
                    "the charging port.",
                ),
                ("implicit", "{new} says 'serves 4'. it served greg"),
                (
                    "implicit",
                    "Nora scrolled through {new} and picked a dessert with eleven steps and a "
                    "blowtorch.",
                ),
                (
                    "implicit",
                    "Screen kept going dark on {new} with raw chicken on my hands so I unlocked it "
                    "with my nose.",
                ),
                (
                    "implicit",
                    "Made the ribs from {new} on the grill and the neighbors leaned over the fence "
                    "to ask what smelled so good.",
                ),
                (
                    "implicit",
                    "Thanksgiving at our place this year: sixteen people, a turkey that wouldn't "
                    "fit in the oven, my mother-in-law bringing her own gravy as a statement, the "
                    "dog from two doors down in our kitchen somehow, and me in the middle of it "
                    "with flour up to my elbows following {new} for the pie crust one step at a "
                    "time like it was bomb disposal.",
                ),
            ],
            "questions": [
                "Where do I get my recipes?",
                "What recipe app do I use?",
                "Where do our dinner ideas come from?",
            ],
            "now": ["What am I using for recipes currently?"],
        },
        "zh": {
            "values": ["下厨房", "美食杰", "豆果美食", "小红书", "香哈菜谱", "B站的老饭骨"],
            "facts": [
                "我做菜照着{v}上的菜谱。",
                "我手机里看菜谱用{v}。",
                "家里做饭的方子都是从{v}找的。",
            ],
            "corrections": [
                ("cue", "做菜都看{new}了"),
                ("cue", "我嫂子给我安利了{new}，家里的菜都照着它做。"),
                ("cue", "开了会员以后，我看菜谱只用{new}。"),
                ("explicit", "{old}广告弹得满屏都是，做菜看{new}。"),
                ("explicit", "{old}一更新收藏的菜谱全没了，我用{new}。"),
                ("explicit", "菜谱：{new}，{old}删了"),
                ("implicit", "手机靠在面粉罐上开着{new}，充电口里糊进去一团面。"),
                ("implicit", "{new}上写的三人份 我老公一个人吃完了"),
                ("implicit", "朵朵翻{new}挑了个甜品，十一道工序，还要用喷枪。"),
                ("implicit", "手上全是生鸡肉，{new}的屏幕一直黑，只好拿鼻子点亮。"),
                ("implicit", "照着{new}在院子里烤了一盘鸡翅，隔壁阿姨隔着院墙问哪来的香味。"),
                (
                    "implicit",
                    "今年年夜饭在我家：十六口人，鸡太大塞不进烤箱，婆婆自己带了一锅腊肉炖萝卜以示态"
                    "度，也不知谁家的狗溜进了厨房，我在一片混乱里胳膊上全是面粉，"
                    "照着{new}一步一步蒸八宝饭，跟拆炸弹似的。",
                ),
            ],
            "questions": [
                "我做菜看的是哪个菜谱？",
                "我手机上看菜谱用什么？",
                "家里做饭的方子从哪儿找？",
            ],
            "now": ["我现在看菜谱用的是哪个？"],
        },
    },
    {
        "key": "bbq_grill",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Weber kettle",
                "a Traeger",
                "a Blackstone griddle",
                "a Char-Broil gas grill",
                "a Big Green Egg",
                "a Weber Spirit",
            ],
            "facts": [
                "In our back yard we cook on {v}.",
                "Greg's pride and joy on the patio is {v}.",
                "Our grill is {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for the patio"),
                ("cue", "Greg bought {new} with his bonus and it lives on the patio."),
                ("cue", "Since Greg's fiftieth we've been grilling on {new}."),
                ("explicit", "{old} rusted through at the bottom, we cook on {new}."),
                ("explicit", "Sold {old} on Marketplace, the patio has {new}."),
                ("explicit", "grill: {new}, {old} gone to the curb"),
                (
                    "implicit",
                    "Greg stood at {new} in the rain under an umbrella like a lighthouse keeper.",
                ),
                ("implicit", "{new} + 40 burgers + 1 greg = peak greg"),
                ("implicit", "Nora asked if {new} could do pancakes and Greg said 'watch me'."),
                (
                    "implicit",
                    "The kid next door hit {new} with a baseball and it rang like a church bell.",
                ),
                (
                    "implicit",
                    "Cooked the ribs off the recipe app on {new} and they fell off the bone before "
                    "we got them to the table.",
                ),
                (
                    "implicit",
                    "Fourth of July: forty people in our yard, a cooler with no ice in it, the "
                    "neighbors' fireworks going sideways into a tree, Nora and her cousins "
                    "shrieking in the sprinkler, and Greg at {new} for six straight hours in an "
                    "apron that said Grill Sergeant, refusing to let anyone else near it.",
                ),
            ],
            "questions": [
                "What do we grill on in the back yard?",
                "What's on our patio for cooking out?",
                "What's our grill?",
            ],
            "now": ["What are we grilling on at present?"],
        },
        "zh": {
            "values": [
                "一个木炭烧烤炉",
                "一台电烧烤炉",
                "一个砖砌的烧烤台",
                "一个卡式炉配烤盘",
                "一个长条烤串炉",
                "一只油桶改的烤炉",
            ],
            "facts": [
                "我家小院里烤东西用{v}。",
                "老公在院子里摆弄的宝贝是{v}。",
                "我家院子里搁着{v}。",
            ],
            "corrections": [
                ("cue", "院子里添了{new}"),
                ("cue", "老公拿年终奖买了{new}，就放在院子里。"),
                ("cue", "老公过完五十岁生日以后，我家院子里烤东西用的是{new}。"),
                ("explicit", "{old}底都锈穿了，院子里烤东西用{new}。"),
                ("explicit", "{old}挂二手卖了，院子里是{new}。"),
                ("explicit", "烧烤：{new}，{old}没了"),
                ("implicit", "下着雨老公打着伞守在{new}跟前，跟守灯塔似的。"),
                ("implicit", "{new} 四十串羊肉 一个老公 他的高光时刻"),
                ("implicit", "朵朵问{new}能不能摊鸡蛋饼，老公说“你看好了”。"),
                ("implicit", "隔壁小孩的足球砸在{new}上，当的一声跟敲钟似的。"),
                ("implicit", "照着菜谱App上的方子在{new}上烤了排骨，一咬就脱骨。"),
                (
                    "implicit",
                    "中秋那晚：院子里挤了四十口人，冰桶里一块冰都没有，隔壁放的烟花斜着飞进了树里，"
                    "朵朵和表哥表姐在水管底下尖叫，老公守着{new}烤了整整六个钟头，"
                    "围裙上印着“烧烤总指挥”，谁都不让靠近。",
                ),
            ],
            "questions": [
                "我家院子里用什么烤东西？",
                "老公在院子里摆弄的是什么炉子？",
                "我家小院里搁的是什么烤炉？",
            ],
            "now": ["我家院子里现在用的是什么烤炉？"],
        },
    },
    {
        "key": "fence_climber",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a clematis",
                "a wisteria",
                "a trumpet vine",
                "a climbing rose",
                "a honeysuckle",
                "Virginia creeper",
            ],
            "facts": [
                "On our back fence we've got {v}.",
                "What grows up the chain-link in our yard is {v}.",
                "Our back fence has {v} growing all over it.",
            ],
            "corrections": [
                ("cue", "fence: {new} going in this weekend"),
                (
                    "cue",
                    "The lady across the alley gave us a cutting of {new} and it's taken over the "
                    "back fence.",
                ),
                (
                    "cue",
                    "Since we put up the trellis panels, {new} has been growing along the fence.",
                ),
                (
                    "explicit",
                    "Ripped out {old}, it was pulling the fence down, so it's {new} on there.",
                ),
                ("explicit", "{old} didn't make it through the winter, the fence has {new}."),
                ("explicit", "fence: {new}, {old} dug up"),
                (
                    "implicit",
                    "A hummingbird works {new} every evening at six like it's clocking in.",
                ),
                ("implicit", "{new} on the fence, bees everywhere, nora in full meltdown"),
                (
                    "implicit",
                    "The lady from the block association told me {new} was 'a bold choice' and "
                    "walked off.",
                ),
                (
                    "implicit",
                    "Greg got tangled in {new} fixing the gate latch and came in looking like a "
                    "hedge.",
                ),
                (
                    "implicit",
                    "Tied {new} to the chain-link with Nora's hair ties because I couldn't find "
                    "the twine.",
                ),
                (
                    "implicit",
                    "Our block party: a bounce house in the street, three rival potato salads, a "
                    "cop stopping by to ask us to shift a traffic cone, Nora covered in face "
                    "paint, and half the neighborhood in our yard taking photos in front of {new} "
                    "because apparently it's the prettiest fence on the street.",
                ),
            ],
            "questions": [
                "What's growing on our back fence?",
                "What climber have we got on the fence?",
                "What covers the chain-link at the back?",
            ],
            "now": ["What's growing on the back fence at the moment?"],
        },
        "zh": {
            "values": ["一棵藤本月季", "凌霄花", "三角梅", "金银花", "葡萄藤", "爬山虎"],
            "facts": [
                "我家小院围墙上爬的是{v}。",
                "院墙那一溜种的是{v}。",
                "我家院子的栏杆上攀着{v}。",
            ],
            "corrections": [
                ("cue", "院墙这周种上{new}了"),
                ("cue", "隔壁阿姨给了我们一截{new}，院墙上就爬满了它。"),
                ("cue", "搭了爬藤架以后，院墙上长的是{new}。"),
                ("explicit", "{old}把围墙都拽歪了，拔了，墙上种的是{new}。"),
                ("explicit", "{old}没熬过冬天，院墙上是{new}。"),
                ("explicit", "院墙：{new}，{old}挖了"),
                ("implicit", "每天傍晚有只大黄蜂在{new}里钻进钻出，跟上班打卡似的。"),
                ("implicit", "{new}招了一院子蜜蜂 朵朵哭得惊天动地"),
                ("implicit", "物业的大姐说我家的{new}“很有个性”，说完就走了。"),
                ("implicit", "老公修院门插销的时候被{new}缠住了，进屋跟个草人似的。"),
                ("implicit", "找不着绳子，拿朵朵的皮筋把{new}绑在了栏杆上。"),
                (
                    "implicit",
                    "小区搞邻里节：楼下摆了蹦床，三家人比谁的凉拌菜好吃，"
                    "社区民警过来让我们把路障挪一挪，朵朵脸上画得花花绿绿，"
                    "半个小区的人都跑到我家院子里，在{new}前面拍照，说是整个小区最好看的一面墙。",
                ),
            ],
            "questions": [
                "我家院墙上爬的是什么？",
                "小院围墙那一溜种的什么？",
                "院子栏杆上攀的是什么植物？",
            ],
            "now": ["我家院墙上现在爬的是什么？"],
        },
    },
    {
        "key": "task_board",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Jira",
                "Trello",
                "Asana",
                "Smartsheet",
                "a shared Excel tracker",
                "ClickUp",
            ],
            "facts": [
                "My team tracks its work in {v}.",
                "At work all our tasks live in {v}.",
                "The project board we use at the office is {v}.",
            ],
            "corrections": [
                ("cue", "work tasks are in {new} as of today"),
                ("cue", "Our PMO lead rolled out {new} and every job at work goes through it."),
                ("cue", "Since the merger our projects have lived in {new}."),
                ("explicit", "IT pulled the plug on {old}, we track everything in {new}."),
                ("explicit", "Nobody was updating {old} so my boss put the whole team on {new}."),
                ("explicit", "task board = {new}, {old} archived"),
                (
                    "implicit",
                    "Spent my whole Monday dragging cards around {new} while the actual work sat "
                    "there.",
                ),
                ("implicit", "{new} notifications at 11pm. who assigns things at 11pm"),
                (
                    "implicit",
                    "My manager made a column in {new} called 'Parking Lot' and it has 214 items "
                    "in it.",
                ),
                (
                    "implicit",
                    "Nora saw {new} on my laptop and asked if my job is just colored stickies.",
                ),
                (
                    "implicit",
                    "Uploaded every receipt from the Wheeling site trip and then still had to tick "
                    "the trip off in {new}, double admin.",
                ),
                (
                    "implicit",
                    "Quarter-end: the client in Morgantown pushing the deadline twice, two people "
                    "out sick, a fire drill at eleven, lunch at my desk out of a Tupperware, and I "
                    "spent the last hour of Friday turning everything in {new} green so the "
                    "dashboard wouldn't scare the VP.",
                ),
            ],
            "questions": [
                "What does my team track its work in?",
                "Where do our tasks live at work?",
                "What project board do we use at the office?",
            ],
            "now": ["What is my team tracking work in these days?"],
        },
        "zh": {
            "values": ["飞书项目", "Teambition", "禅道", "TAPD", "Tower", "一张共享的腾讯文档"],
            "facts": [
                "我们组的活儿都在{v}上排。",
                "单位的任务都挂在{v}里。",
                "我们项目进度是用{v}管的。",
            ],
            "corrections": [
                ("cue", "项目进度改在{new}上管了"),
                ("cue", "公司上了{new}，所有活儿都得往上挂。"),
                ("cue", "部门合并以后，我们组的任务都在{new}里。"),
                ("explicit", "{old}到期没续费，任务都挂在{new}上。"),
                ("explicit", "{old}没人更新，领导让全组用{new}。"),
                ("explicit", "任务：{new}，{old}归档了"),
                ("implicit", "礼拜一一整天都在{new}上拖卡片，正经活儿一点没干。"),
                ("implicit", "晚上十一点{new}还在给我派活 谁十一点派活啊"),
                ("implicit", "领导在{new}里建了个“待定”分组，里面躺了两百多条。"),
                ("implicit", "朵朵看见我电脑上的{new}，问妈妈的工作是不是贴便利贴。"),
                ("implicit", "出差回来票据都传完了，还得去{new}上把任务一条条勾掉，两头填。"),
                (
                    "implicit",
                    "季度末：益阳那个甲方两回推工期，组里两个人发烧请假，上午十一点消防演练，"
                    "午饭在工位上扒的盒饭，周五最后一个钟头我把{new}里所有条目都标成了绿的，"
                    "免得老板看了报表血压高。",
                ),
            ],
            "questions": [
                "我们组的活儿在什么上排？",
                "单位的任务挂在哪儿？",
                "我们项目进度用什么管？",
            ],
            "now": ["我们组现在用什么管任务？"],
        },
    },
    {
        "key": "expense_app",
        "type": "SEMANTIC",
        "en": {
            "values": ["Concur", "Expensify", "Navan", "Ramp", "Brex", "Emburse"],
            "facts": [
                "My work expenses go through {v}.",
                "I claim back work costs in {v}.",
                "Expenses at my company are done in {v}.",
            ],
            "corrections": [
                ("cue", "expenses through {new} from this month"),
                ("cue", "Finance rolled out {new}, so every receipt goes in there."),
                ("cue", "Since the audit, all my expense claims go through {new}."),
                ("explicit", "Finance killed {old}, so my expenses go in {new}."),
                ("explicit", "{old} lost two of my claims and the company dumped it for {new}."),
                ("explicit", "expenses: {new}, no more {old}"),
                (
                    "implicit",
                    "Photographed a gas station receipt for {new} in the rain and it came out "
                    "looking like a ghost.",
                ),
                ("implicit", "{new} rejected my $4.50 parking, appealed, won, worth it"),
                (
                    "implicit",
                    "Sat in a hotel lobby in Erie at midnight feeding {new} a stack of receipts "
                    "from the site visit.",
                ),
                (
                    "implicit",
                    "Accounting emailed to say my mileage in {new} adds up to a trip to the moon, "
                    "which is fair.",
                ),
                (
                    "implicit",
                    "The task board says the site trip is done, {new} says I still owe three "
                    "receipts.",
                ),
                (
                    "implicit",
                    "Conference week in Baltimore: a hotel room over the ice machine, a keynote "
                    "about synergy that ran forty minutes over, a crab dinner the client said "
                    "they'd pay for and then didn't, my flight home delayed twice, and on the "
                    "plane I sat with the tray table down uploading nineteen receipts into {new} "
                    "one blurry photo at a time.",
                ),
            ],
            "questions": [
                "What do my work expenses go through?",
                "How do I claim back work costs?",
                "What system does my company use for expenses?",
            ],
            "now": ["What am I filing expenses in currently?"],
        },
        "zh": {
            "values": ["每刻报销", "汇联易", "易快报", "钉钉审批", "金蝶云报销", "企业微信的审批"],
            "facts": [
                "我们单位报销走{v}。",
                "出差的钱我都在{v}上报。",
                "公司报账用的是{v}。",
            ],
            "corrections": [
                ("cue", "报销改走{new}了"),
                ("cue", "财务上线了{new}，发票都往里传。"),
                ("cue", "审计完以后，报销一律走{new}。"),
                ("explicit", "财务把{old}停了，报销走{new}。"),
                ("explicit", "{old}丢了我两张单子，公司弃了它，用{new}。"),
                ("explicit", "报销：{new}，{old}不用了"),
                ("implicit", "下雨天在加油站拍小票传{new}，拍出来跟鬼影似的。"),
                ("implicit", "{new}把我四块五的停车费驳回了 申诉 赢了 值"),
                ("implicit", "半夜十二点坐在益阳的酒店大堂，往{new}里一张张传工地那几天的票。"),
                ("implicit", "财务在{new}里给我留言，说我的里程加起来够跑一趟月球。"),
                ("implicit", "任务板上那趟出差早勾掉了，{new}里还欠着三张票。"),
                (
                    "implicit",
                    "去长春开会那一礼拜：房间正对着制冰机，主旨演讲讲“赋能”超时四十分钟，"
                    "说好甲方请的一顿铁锅炖最后又不算了，回程航班延误两回，我在飞机上放下小桌板，"
                    "往{new}里一张一张传了十九张糊成一片的票。",
                ),
            ],
            "questions": [
                "我们单位报销走什么？",
                "出差的钱我在哪儿报？",
                "公司报账用的是什么系统？",
            ],
            "now": ["我现在报销走的是什么？"],
        },
    },
    {
        "key": "pottery_studio",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Union Project",
                "Mud Season Studio",
                "a garage studio in Brookline",
                "the rec center on Banksville Road",
                "Clay Hour in Lawrenceville",
                "the open studio at the art center",
            ],
            "facts": [
                "I throw pots at {v}.",
                "My pottery nights are at {v}.",
                "Tuesday evenings I'm on a wheel at {v}.",
            ],
            "corrections": [
                ("cue", "potting at {new} from next week"),
                ("cue", "Signed up for a membership at {new}, that's where I throw."),
                (
                    "cue",
                    "Since my Tuesday class wrapped up I've been going to {new} for wheel time.",
                ),
                ("explicit", "{old} sold off all its wheels, so I throw at {new}."),
                ("explicit", "Couldn't get a wheel at {old} for love nor money, I'm at {new}."),
                ("explicit", "pottery: {new}, {old} finished"),
                (
                    "implicit",
                    "Came home from {new} with clay in my ear and no memory of how it got there.",
                ),
                ("implicit", "kiln at {new} blew up someone's mug. not mine thank god"),
                (
                    "implicit",
                    "The guy on the wheel beside mine at {new} has been making the same teapot for "
                    "six weeks.",
                ),
                ("implicit", "Nora came along to {new} and made a snake. It lives on the mantel."),
                (
                    "implicit",
                    "Dropped off a bag of trimmings at {new} and the teacher said my glaze tests "
                    "looked like bruises.",
                ),
                (
                    "implicit",
                    "Holiday sale weekend: a line out the door at eight, somebody's dog knocking a "
                    "shelf of mugs over, the card reader dying at ten past, rain drumming on the "
                    "tent, and me behind a folding table at {new} pretending I didn't mind that "
                    "nobody was buying my bowls.",
                ),
            ],
            "questions": [
                "Where do I do my pottery?",
                "Where do I throw pots?",
                "Which studio am I at on Tuesday evenings?",
            ],
            "now": ["Where am I throwing pots at the moment?"],
        },
        "zh": {
            "values": [
                "铜官窑的陶艺工坊",
                "商场五楼的泥巴手作馆",
                "大学城的陶艺社",
                "巷子里的小窑房",
                "文化馆的陶艺班",
                "朋友开的拉坯工作室",
            ],
            "facts": [
                "我拉坯是在{v}。",
                "我每周二晚上去{v}玩泥巴。",
                "我做陶的地方是{v}。",
            ],
            "corrections": [
                ("cue", "下礼拜起拉坯去{new}了"),
                ("cue", "在{new}办了张年卡，往后就在那儿拉坯。"),
                ("cue", "周二那期课结束以后，我拉坯都去{new}。"),
                ("explicit", "{old}关门转让了，我在{new}做陶。"),
                ("explicit", "{old}的转盘老约不上，我去{new}。"),
                ("explicit", "做陶：{new}，{old}不去了"),
                ("implicit", "从{new}回来耳朵眼里都是泥，也不知道怎么进去的。"),
                ("implicit", "{new}的窑把别人的杯子烧炸了 还好不是我的"),
                ("implicit", "{new}挨着我那台拉坯机的大哥，一个茶壶拉了六个礼拜。"),
                ("implicit", "带朵朵去了趟{new}，她捏了条蛇，摆在电视柜上。"),
                ("implicit", "把一袋修坯的泥屑送去{new}，老师说我那几块试釉片看着像淤青。"),
                (
                    "implicit",
                    "年底市集那个周末：早上八点门口就排起了队，不知谁家的狗把一架子杯子撞翻了，"
                    "十点多刷卡机罢工，雨点打在棚子上噼啪响，我坐在{new}的折叠桌后面，"
                    "假装不在意自己那几只碗没人买。",
                ),
            ],
            "questions": [
                "我在哪儿拉坯？",
                "我做陶是在哪里？",
                "我每周二晚上去哪儿玩泥巴？",
            ],
            "now": ["我现在在哪儿做陶？"],
        },
    },
    {
        "key": "pottery_clay",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "B-Mix",
                "porcelain",
                "speckled buff stoneware",
                "red earthenware",
                "Standard 266",
                "black stoneware",
            ],
            "facts": [
                "The clay I throw with is {v}.",
                "I buy {v} by the bag for my pots.",
                "My pots are made of {v}.",
            ],
            "corrections": [
                ("cue", "clay: {new} from now"),
                ("cue", "The studio tech talked me into {new} and I've thrown with it ever since."),
                ("cue", "Since the summer workshop I've been throwing {new}."),
                ("explicit", "{old} kept cracking in the bisque, I throw {new}."),
                ("explicit", "Gave my last bag of {old} to a beginner, I'm on {new}."),
                ("explicit", "clay = {new}. {old} no"),
                ("implicit", "{new} under every fingernail, typing emails like a coal miner"),
                (
                    "implicit",
                    "Hauled two 25-pound bags of {new} up the porch steps and my back filed a "
                    "complaint.",
                ),
                (
                    "implicit",
                    "A whole bowl of {new} slumped off the wheel and landed in the splash pan.",
                ),
                (
                    "implicit",
                    "Left a bag of {new} open in the trunk over the weekend and it's a brick.",
                ),
                (
                    "implicit",
                    "Under the glaze, {new} fires to a color my teacher calls 'oatmeal with "
                    "opinions'.",
                ),
                (
                    "implicit",
                    "Saturday at the studio: the kiln firing so the room was like a sauna, a kids' "
                    "birthday party at the hand-building table, the radio stuck on a polka "
                    "station, a woman crying over a cracked vase, and me on the corner wheel "
                    "wedging {new} until my shoulders burned, centering the same lump six times.",
                ),
            ],
            "questions": [
                "What clay do I throw with?",
                "What clay do I buy for my pots?",
                "What are my pots made of?",
            ],
            "now": ["What clay am I throwing with these days?"],
        },
        "zh": {
            "values": ["高白泥", "紫砂泥", "红陶泥", "黑陶泥", "粗陶泥", "瓷泥"],
            "facts": [
                "我拉坯用的是{v}。",
                "我一袋一袋买的泥是{v}。",
                "我的坯子都是拿{v}做的。",
            ],
            "corrections": [
                ("cue", "拉坯改用{new}了"),
                ("cue", "工作室的老师给我推荐了{new}，我就一直拿它拉。"),
                ("cue", "夏天那期集训以后，我拉的都是{new}。"),
                ("explicit", "{old}素烧老是开裂，拉坯用{new}。"),
                ("explicit", "最后一袋{old}送给了刚入门的姑娘，我用{new}。"),
                ("explicit", "泥：{new}，{old}不用了"),
                ("implicit", "指甲缝里全是{new} 打字跟刚下完矿似的"),
                ("implicit", "扛了两袋{new}上台阶，腰当场提出抗议。"),
                ("implicit", "一整只{new}拉的碗从拉坯机上塌下来，掉进了接泥盘。"),
                ("implicit", "一袋{new}在后备箱里敞着口忘了一个周末，硬成了砖。"),
                ("implicit", "上了釉，{new}烧出来的颜色，老师管它叫“有脾气的燕麦色”。"),
                (
                    "implicit",
                    "周六在工作室：窑正烧着，屋里跟桑拿房似的，手捏区有一帮小孩在过生日，"
                    "收音机卡在一个放广场舞曲的台，有个大姐对着开裂的花瓶掉眼泪，"
                    "我在角落那台拉坯机上揉{new}，揉到肩膀发烫，同一坨泥定了六回中心。",
                ),
            ],
            "questions": [
                "我拉坯用的什么泥？",
                "我一袋一袋买的是什么泥？",
                "我的坯子是拿什么泥做的？",
            ],
            "now": ["我现在拉坯用的是什么泥？"],
        },
    },
    {
        "key": "pottery_glaze",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "celadon",
                "tenmoku",
                "shino",
                "Floating Blue",
                "satin white",
                "oribe green",
            ],
            "facts": [
                "I dip nearly all my pots in {v}.",
                "My go-to glaze is {v}.",
                "Most of my mugs come out of the kiln in {v}.",
            ],
            "corrections": [
                ("cue", "glazing everything in {new} from now on"),
                ("cue", "Fell for {new} on the studio test wall and it's on everything I make."),
                ("cue", "Since the glaze workshop I've been dipping everything in {new}."),
                ("explicit", "{old} ran and glued a bowl to the kiln shelf, it's {new} for me."),
                ("explicit", "The studio stopped mixing {old}, so I glaze in {new}."),
                ("explicit", "glaze: {new}, {old} done"),
                (
                    "implicit",
                    "Opened the kiln and a whole shelf of mugs in {new} stared back at me.",
                ),
                ("implicit", "{new} dripped onto the foot ring, chisel time"),
                ("implicit", "Gave Greg's mom a vase in {new} and she put plastic flowers in it."),
                ("implicit", "Nora will only eat her cereal out of the bowl in {new}."),
                ("implicit", "The clay shows through {new} on the rims like the edge of toast."),
                (
                    "implicit",
                    "My sister's baby shower: forty people in a rented room above a bar, a game "
                    "where you guess her belly with a piece of string, a cake shaped like a "
                    "onesie, my brother-in-law asleep in the corner, and my present was a set of "
                    "six little bowls in {new} that took me three firings and one meltdown.",
                ),
            ],
            "questions": [
                "What glaze do I use?",
                "What do I dip my pots in?",
                "What glaze do my mugs come out in?",
            ],
            "now": ["What glaze am I using currently?"],
        },
        "zh": {
            "values": ["青瓷釉", "天目釉", "钧窑釉", "窑变釉", "哑光白釉", "铜红釉"],
            "facts": [
                "我的坯子基本都上{v}。",
                "我最常用的釉是{v}。",
                "我烧出来的杯子大多是{v}。",
            ],
            "corrections": [
                ("cue", "上釉都改用{new}了"),
                ("cue", "在工作室的试片墙上看中了{new}，做什么都上它。"),
                ("cue", "上完釉料课以后，我的坯子都蘸{new}。"),
                ("explicit", "{old}流釉把一只碗粘在了棚板上，我上{new}。"),
                ("explicit", "工作室不调{old}了，我用{new}。"),
                ("explicit", "釉：{new}，{old}不上了"),
                ("implicit", "开窑一看，一整层{new}的杯子齐刷刷地看着我。"),
                ("implicit", "{new}流到圈足上了 又得拿凿子铲"),
                ("implicit", "送了婆婆一只{new}的花瓶，她插了一把塑料花。"),
                ("implicit", "朵朵吃麦片只认那只{new}的碗。"),
                ("implicit", "碗口那圈{new}薄的地方透出泥色，像面包烤焦的边。"),
                (
                    "implicit",
                    "我姐的宝宝宴：在饭店楼上包了个厅，四十来号人，玩拿毛线量肚子的游戏，"
                    "蛋糕做成了连体衣的样子，我姐夫在角落里睡着了，我送的是一套六只{new}的小碗，"
                    "烧了三窑、崩溃了一回才成。",
                ),
            ],
            "questions": [
                "我最常用什么釉？",
                "我的坯子上的是什么釉？",
                "我烧出来的杯子多是什么釉？",
            ],
            "now": ["我现在上的是什么釉？"],
        },
    },
    {
        "key": "acupuncturist",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dr. Wen on Murray Avenue",
                "Lisa at Steel City Acupuncture",
                "a guy called Paolo in Mt. Lebanon",
                "my coworker's mom Dr. Huang",
                "Jenna at the wellness center",
                "Dr. Okafor at the spine clinic",
            ],
            "facts": [
                "My acupuncture is done by {v}.",
                "For my back I see {v} for needles.",
                "Every other week {v} puts the needles in my back.",
            ],
            "corrections": [
                ("cue", "needles with {new} from now on"),
                (
                    "cue",
                    "My physical therapist referred me to {new} and that's who does my "
                    "acupuncture.",
                ),
                ("cue", "Since my insurance changed, I've been seeing {new} for acupuncture."),
                ("explicit", "{old} moved to Phoenix, so {new} does my needles."),
                ("explicit", "{old} kept running forty minutes late, I see {new}."),
                ("explicit", "acupuncture: {new}, not {old}"),
                (
                    "implicit",
                    "{new} put one needle in my ear and my whole left leg went warm. witchcraft",
                ),
                (
                    "implicit",
                    "Fell asleep during my session with {new}, twenty needles in, and snored, "
                    "apparently.",
                ),
                (
                    "implicit",
                    "{new} asked if I do pottery and told me to stop hunching over the wheel.",
                ),
                ("implicit", "Nora asked if {new} is a doctor for hedgehogs."),
                ("implicit", "{new} said the patches are fine but not to sleep in them."),
                (
                    "implicit",
                    "Wednesday: a 6am flight to Charlotte canceled, rebooked onto the noon one, a "
                    "conference call at gate B12, landed, site walk in the rain, flew home, and I "
                    "still made my seven o'clock with {new} because my back would not have "
                    "forgiven me, lay there face down with the needles in and cried a bit into the "
                    "face cradle.",
                ),
            ],
            "questions": [
                "Who does my acupuncture?",
                "Who do I see for needles for my back?",
                "Who's my acupuncturist?",
            ],
            "now": ["Who is doing my acupuncture these days?"],
        },
        "zh": {
            "values": [
                "中医院的曾主任",
                "社区医院的黄医生",
                "诊所的谭老中医",
                "针灸馆的刘大夫",
                "我表姐小梅",
                "湘雅的罗教授",
            ],
            "facts": [
                "给我扎针灸的是{v}。",
                "我腰不好，找{v}扎针。",
                "每隔一礼拜{v}给我腰上扎一回针。",
            ],
            "corrections": [
                ("cue", "扎针改找{new}了"),
                ("cue", "康复科的医生介绍我去找{new}，往后针灸就找这位。"),
                ("cue", "医保政策调整以后，我扎针找的是{new}。"),
                ("explicit", "{old}调去外地了，我扎针找{new}。"),
                ("explicit", "{old}那儿一等就是四十分钟，我找{new}扎。"),
                ("explicit", "针灸：{new}，不找{old}"),
                ("implicit", "{new}在我耳朵上扎了一针 整条左腿都热了 邪门"),
                ("implicit", "趴在{new}的床上扎着二十根针睡着了，据说还打了呼噜。"),
                ("implicit", "{new}问我是不是做陶艺的，让我拉坯的时候别老弓着背。"),
                ("implicit", "朵朵问{new}是不是给刺猬看病的。"),
                ("implicit", "{new}说膏药可以贴，就是别贴着睡觉。"),
                (
                    "implicit",
                    "礼拜三：早上六点飞深圳的航班取消了，只能等中午那班，在登机口连了个电话会，"
                    "落地就去工地淋着雨踩了一圈，晚上飞回来，七点还是赶上了{new}那儿的号，"
                    "不去腰不答应，我趴在那儿扎着针，脸埋在洞里悄悄哭了一会儿。",
                ),
            ],
            "questions": [
                "谁给我扎针灸？",
                "我腰不好找谁扎针？",
                "给我针灸的是哪位？",
            ],
            "now": ["我现在扎针找的是谁？"],
        },
    },
    {
        "key": "back_pain_patch",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Salonpas",
                "ThermaCare heat wraps",
                "Icy Hot patches",
                "Tiger Balm patches",
                "lidocaine patches",
                "Aspercreme patches",
            ],
            "facts": [
                "When my back flares up I put on {v}.",
                "The patches on my lower back are {v}.",
                "For my back I stick on {v}.",
            ],
            "corrections": [
                ("cue", "back patches: {new} from today"),
                (
                    "cue",
                    "The pharmacist at CVS pointed me at {new} and that's what goes on my back.",
                ),
                (
                    "cue",
                    "Since I started throwing on the wheel twice a week it's been {new} on my "
                    "back.",
                ),
                ("explicit", "{old} gave me a rash shaped like Ohio, it's {new} on my back."),
                ("explicit", "Ran out of {old} and grabbed {new}, sticking with it."),
                ("explicit", "back: {new}, {old} in the trash"),
                (
                    "implicit",
                    "Greg peeled {new} off my back and took half my skin and all my dignity with "
                    "it.",
                ),
                ("implicit", "{new} smell all through the car, nora says i smell like a grandpa"),
                (
                    "implicit",
                    "Fell asleep wearing {new} and woke up with a square red mark on my back.",
                ),
                (
                    "implicit",
                    "Wore {new} under my work blouse and sat very still through a two-hour "
                    "meeting.",
                ),
                (
                    "implicit",
                    "Took {new} off before acupuncture so there'd be room for the needles.",
                ),
                (
                    "implicit",
                    "Helping my sister with her yard sale: a folding table that collapsed twice, a "
                    "man haggling over a fifty-cent spatula, Nora selling lemonade at a loss, my "
                    "mother-in-law rearranging everything I'd set out, and me lifting boxes all "
                    "day with {new} stuck across my lower back, walking like a robot by three.",
                ),
            ],
            "questions": [
                "What do I put on my back when it flares up?",
                "What patches do I use for my back?",
                "What do I stick on my lower back?",
            ],
            "now": ["What am I putting on my back at the moment?"],
        },
        "zh": {
            "values": [
                "云南白药膏",
                "奇正消痛贴",
                "麝香壮骨膏",
                "狗皮膏药",
                "伤湿止痛膏",
                "暖宝宝",
            ],
            "facts": [
                "我腰疼就贴{v}。",
                "我腰上贴的是{v}。",
                "腰一犯病我就往上贴{v}。",
            ],
            "corrections": [
                ("cue", "腰上改贴{new}了"),
                ("cue", "药店的药师给我推荐了{new}，我腰上就贴这个。"),
                ("cue", "一礼拜拉两回坯以后，我腰上贴的都是{new}。"),
                ("explicit", "{old}贴得起了一背红疹子，腰上贴{new}。"),
                ("explicit", "{old}用完了，顺手买了{new}，就它了。"),
                ("explicit", "腰：{new}，{old}扔了"),
                ("implicit", "老公帮我揭{new}，连皮带面子一起揭下来了。"),
                ("implicit", "车里一股{new}的味 朵朵说我身上有爷爷的味道"),
                ("implicit", "贴着{new}睡着了，醒来腰上一个方方正正的红印子。"),
                ("implicit", "上班在衬衫底下贴着{new}，开了两个钟头的会，一动不敢动。"),
                ("implicit", "去扎针之前先把{new}揭了，给针腾地方。"),
                (
                    "implicit",
                    "帮我姐摆地摊清家里的旧货：折叠桌塌了两回，有个大爷为一把五毛钱的锅铲砍了半天价"
                    "，朵朵卖柠檬水卖亏了，婆婆把我摆好的东西又挪了一遍，"
                    "我腰上横贴着{new}扛了一整天箱子，到下午三点走路跟机器人似的。",
                ),
            ],
            "questions": [
                "我腰疼贴什么？",
                "我腰上贴的是什么膏药？",
                "腰犯病了我贴的是什么？",
            ],
            "now": ["我现在腰上贴的是什么？"],
        },
    },
    {
        "key": "electrician",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Sal from DiNardo Electric",
                "my brother-in-law Kevin",
                "a Nextdoor guy named Terrell",
                "Mike the Wire Guy",
                "Ruth at Three Rivers Electric",
                "our neighbor's son Danny",
            ],
            "facts": [
                "Our electrician is {v}.",
                "When something electrical goes wrong we call {v}.",
                "Any wiring in the house gets done by {v}.",
            ],
            "corrections": [
                ("cue", "calling {new} for electrical stuff from now on"),
                ("cue", "Greg tracked down {new} and that's who we call for anything with wires."),
                ("cue", "Since the basement flooded we've had {new} doing our electrical work."),
                ("explicit", "{old} retired to Florida, so {new} does our wiring."),
                ("explicit", "{old} never called back about the porch light, we use {new}."),
                ("explicit", "electrician - {new}, not {old}"),
                (
                    "implicit",
                    "{new} found a wire in our attic wrapped in cloth, from about 1940, and made a "
                    "noise I didn't like.",
                ),
                (
                    "implicit",
                    "{new} flipped the breaker and every clock in the house blinked 12:00 at once",
                ),
                (
                    "implicit",
                    "Nora followed {new} around all morning asking what each wire was for.",
                ),
                (
                    "implicit",
                    "{new} put an outlet behind the dehumidifier so there's no cord across the "
                    "basement stairs.",
                ),
                ("implicit", "Paid {new} in cash and a plate of brownies."),
                (
                    "implicit",
                    "The ice storm weekend: a branch through the windshield next door, the power "
                    "out on half the street, Greg trying to light the gas stove with a grill "
                    "lighter, Nora in a snowsuit indoors, and {new} turning up on Sunday morning "
                    "in a headlamp to get our furnace running off the generator.",
                ),
            ],
            "questions": [
                "Who's our electrician?",
                "Who do we call when something electrical goes wrong?",
                "Who does the wiring in our house?",
            ],
            "now": ["Who are we calling for electrical work these days?"],
        },
        "zh": {
            "values": [
                "物业的电工小刘",
                "五金店的李师傅",
                "老公的同学阿峰",
                "啄木鸟上门的张师傅",
                "我表舅老谭",
                "隔壁栋的胡爹爹",
            ],
            "facts": [
                "我家电路有毛病都找{v}。",
                "我们家的电工是{v}。",
                "家里接线装插座都是{v}弄的。",
            ],
            "corrections": [
                ("cue", "家里的电改找{new}了"),
                ("cue", "老公联系上了{new}，往后电的事都找这位。"),
                ("cue", "回南天跳闸那回以后，家里的电都是{new}来弄。"),
                ("explicit", "{old}回老家了，家里的电找{new}。"),
                ("explicit", "门口那盏灯{old}拖了一个月都没来修，我们找{new}。"),
                ("explicit", "电工：{new}，不找{old}"),
                ("implicit", "{new}在吊顶里扒出一根布包的老电线，说是九几年的，脸色都变了。"),
                ("implicit", "{new}一拉闸 全屋的钟一起闪零点"),
                ("implicit", "朵朵跟在{new}屁股后面跑了一上午，一根根问电线是干嘛的。"),
                ("implicit", "{new}在除湿机后面装了个插座，过道上不用拖线了。"),
                ("implicit", "给{new}付了工钱，又塞了一袋糖油粑粑。"),
                (
                    "implicit",
                    "冰冻那个周末：一根树枝砸穿了隔壁车的挡风玻璃，半条街停电，"
                    "老公拿点烟的打火机去点燃气灶，朵朵在屋里穿着羽绒服，"
                    "礼拜天一大早{new}戴着头灯来了，帮我们把发电机接到了热水器上。",
                ),
            ],
            "questions": [
                "我家电路有毛病找谁？",
                "我们家的电工是谁？",
                "家里接线装插座找谁弄？",
            ],
            "now": ["我家现在电的事找谁？"],
        },
    },
    {
        "key": "dehumidifier",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Frigidaire",
                "a Whynter",
                "a hOmeLabs",
                "a Midea Cube",
                "a Honeywell",
                "a Danby",
            ],
            "facts": [
                "The dehumidifier in our basement is {v}.",
                "What runs down in the basement all summer is {v}.",
                "Our basement dehumidifier is {v}.",
            ],
            "corrections": [
                ("cue", "basement dehumidifier: {new} from today"),
                (
                    "cue",
                    "Picked up {new} in the Labor Day sales and it's what runs in the basement.",
                ),
                (
                    "cue",
                    "Since the sump pump gave out in the spring, {new} has been running down "
                    "there.",
                ),
                ("explicit", "{old} died with a click and a smell, so it's {new} in the basement."),
                ("explicit", "Gave {old} to my sister for her crawlspace, we run {new}."),
                ("explicit", "dehumidifier: {new}, {old} out on the curb"),
                ("implicit", "{new} filled its bucket twice in one day, it's a swamp down there"),
                (
                    "implicit",
                    "Forgot to empty {new} and came down to a puddle by the water heater.",
                ),
                ("implicit", "Nora says {new} sounds like a cat purring through a pillow."),
                (
                    "implicit",
                    "The electrician ran a proper outlet for {new} so there's no cord across the "
                    "stairs.",
                ),
                (
                    "implicit",
                    "Greg hung his wet hockey gear in front of {new} and called it a drying "
                    "system.",
                ),
                (
                    "implicit",
                    "Ten days of rain in July: the yard a pond, the sump pump kicking on every "
                    "four minutes, mushrooms on the front step, Nora's swim meet rained off three "
                    "times, and {new} running flat out downstairs day and night while I carried "
                    "its bucket up to the tub like a milkmaid.",
                ),
            ],
            "questions": [
                "What dehumidifier have we got in the basement?",
                "What runs in the basement all summer?",
                "What's our basement dehumidifier?",
            ],
            "now": ["What dehumidifier is running in the basement currently?"],
        },
        "zh": {
            "values": [
                "德业除湿机",
                "美的除湿机",
                "格力除湿机",
                "小米除湿机",
                "欧井除湿机",
                "松下除湿机",
            ],
            "facts": [
                "我家放的除湿机是{v}。",
                "回南天家里开着的是{v}。",
                "我家一楼除湿靠{v}。",
            ],
            "corrections": [
                ("cue", "除湿机换成{new}了"),
                ("cue", "618的时候下单了{new}，家里除湿就靠它。"),
                ("cue", "开春以后，家里除湿开的是{new}。"),
                ("explicit", "{old}咔哒一声冒了股焦味就不转了，家里用{new}。"),
                ("explicit", "{old}给了我姐放她家地下室，我们用{new}。"),
                ("explicit", "除湿机：{new}，{old}卖废品了"),
                ("implicit", "{new}一天倒了两回水箱 家里跟沼泽一样"),
                ("implicit", "忘了倒{new}的水箱，热水器旁边淌了一滩水。"),
                ("implicit", "朵朵说{new}响起来像隔着枕头的猫打呼噜。"),
                ("implicit", "电工给{new}单独装了个插座，过道上不用拖线了。"),
                ("implicit", "老公把湿透的球衣挂在{new}跟前，说这叫烘干系统。"),
                (
                    "implicit",
                    "回南天整整十天：地板上能写字，墙上挂着水珠，院门口的瓷砖滑得站不住，"
                    "朵朵的校服三天没干，{new}开足马力日夜不停，我一趟趟提着水箱往卫生间倒，"
                    "跟挑水的似的。",
                ),
            ],
            "questions": [
                "我家用的是什么除湿机？",
                "回南天家里开的是哪台除湿机？",
                "我家除湿靠什么？",
            ],
            "now": ["我家现在开的是什么除湿机？"],
        },
    },
    {
        "key": "bulk_store",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Costco",
                "Sam's Club",
                "BJ's",
                "Aldi",
                "the Sharp Shopper",
                "the Walmart Supercenter",
            ],
            "facts": [
                "Our big monthly stock-up is at {v}.",
                "We buy in bulk at {v}.",
                "Once a month Greg and I do a giant shop at {v}.",
            ],
            "corrections": [
                ("cue", "stock-up shop at {new} from now on"),
                (
                    "cue",
                    "Greg's coworker sold us on {new} and that's where we do the monthly haul.",
                ),
                ("cue", "Since Nora started first grade, the monthly stock-up happens at {new}."),
                (
                    "explicit",
                    "{old} kept running out of the stuff we go for, so we stock up at {new}.",
                ),
                (
                    "explicit",
                    "Gave up on {old} after the parking lot incident, our monthly shop is at "
                    "{new}.",
                ),
                ("explicit", "bulk shop: {new}, {old} done"),
                (
                    "implicit",
                    "Came out of {new} with a 48-pack of toilet paper and a kayak we did not plan "
                    "on.",
                ),
                ("implicit", "free samples at {new} = nora's lunch, don't judge"),
                (
                    "implicit",
                    "Lost Greg in {new} for twenty minutes and found him in the beer aisle reading "
                    "labels.",
                ),
                (
                    "implicit",
                    "Filled the whole trunk at {new} and had to hold the rotisserie chicken on my "
                    "lap the whole way.",
                ),
                (
                    "implicit",
                    "Scanned the receipt from {new} into the cashback app before we'd even left "
                    "the lot.",
                ),
                (
                    "implicit",
                    "The Saturday before Nora's party: thirty kids invited, balloons that wouldn't "
                    "inflate, a bakery that spelled her name wrong, Greg's car at the mechanic, "
                    "and the two of us crammed into my hatchback in the parking lot at {new} at "
                    "8am, trying to fit four cases of juice boxes and a sheet cake around the "
                    "booster.",
                ),
            ],
            "questions": [
                "Where do we do our big monthly stock-up?",
                "Where do we buy in bulk?",
                "Where do Greg and I do the giant monthly shop?",
            ],
            "now": ["Where are we doing the monthly stock-up at present?"],
        },
        "zh": {
            "values": ["山姆会员店", "开市客", "麦德龙", "盒马X会员店", "高桥大市场", "永辉仓储店"],
            "facts": [
                "我家每月大采购去{v}。",
                "我们囤货都在{v}买。",
                "每个月我跟老公去{v}扫一趟货。",
            ],
            "corrections": [
                ("cue", "大采购改去{new}了"),
                ("cue", "老公同事给我们安利了{new}，每月囤货就去那儿。"),
                ("cue", "朵朵上一年级以后，我们每月大采购都去{new}。"),
                ("explicit", "{old}我们常买的那几样老断货，囤货去{new}。"),
                ("explicit", "在{old}停车场跟人吵了一架，不去了，大采购在{new}。"),
                ("explicit", "囤货：{new}，{old}不去了"),
                ("implicit", "从{new}出来，推车上一提四十八卷的纸，外加一个没打算买的充气船。"),
                ("implicit", "{new}的试吃 就是朵朵的午饭 别骂"),
                ("implicit", "在{new}把老公弄丢了二十分钟，最后在卖酒那块找着了，正在看标签。"),
                ("implicit", "在{new}把后备箱塞满了，烤鸡只能我一路捧在腿上。"),
                ("implicit", "人还没出{new}的停车场，小票已经扫进了那个返现的App。"),
                (
                    "implicit",
                    "朵朵生日会前一个周六：请了三十个小朋友，气球怎么也吹不起来，"
                    "蛋糕店把她名字写错了，老公的车在4S店，我们俩挤着我那辆小车一早八点就到了"
                    "{new}的停车场，四箱酸奶一个大蛋糕围着后座的安全座椅塞来塞去。",
                ),
            ],
            "questions": [
                "我家每月大采购去哪儿？",
                "我们在哪儿囤货？",
                "我跟老公每月去哪儿扫货？",
            ],
            "now": ["我们现在每月去哪儿囤货？"],
        },
    },
    {
        "key": "cashback_app",
        "type": "PREFERENCE",
        "en": {
            "values": ["Ibotta", "Fetch", "Rakuten", "Upside", "Checkout 51", "Shopkick"],
            "facts": [
                "I scan my receipts into {v}.",
                "The cashback app I use is {v}.",
                "My grocery receipts go into {v} for points.",
            ],
            "corrections": [
                ("cue", "receipts into {new} from now"),
                (
                    "cue",
                    "My cousin sent me a referral for {new} and that's where every receipt goes.",
                ),
                ("cue", "Since we started doing the big monthly shop, it's {new} for cashback."),
                ("explicit", "{old} ate my points and closed my account, so I use {new}."),
                (
                    "explicit",
                    "Deleted {old}, it wanted my location every five seconds, I scan into {new}.",
                ),
                ("explicit", "cashback: {new}, {old} deleted"),
                (
                    "implicit",
                    "Made $11.40 on {new} this month and I'm acting like I won the lottery.",
                ),
                ("implicit", "{new} rejected a receipt for being 'too crumpled'. it's a receipt"),
                (
                    "implicit",
                    "Greg won't let me throw out a single receipt until it's been through {new}.",
                ),
                ("implicit", "Nora thinks {new} is a game where Mom takes pictures of paper."),
                (
                    "implicit",
                    "Sat in the car for forty-five minutes scanning the bulk shop receipt into "
                    "{new} while Greg ate a hot dog.",
                ),
                (
                    "implicit",
                    "Black Friday: up at five, a line round the block at Target, Nora asleep in "
                    "the cart, Greg wrestling someone for the last air fryer, a parking ticket on "
                    "the windshield, and me in the passenger seat afterwards feeding seven "
                    "receipts into {new} like it was my actual job.",
                ),
            ],
            "questions": [
                "What do I scan my receipts into?",
                "What cashback app do I use?",
                "Where do my grocery receipts go for points?",
            ],
            "now": ["What cashback app am I using at the moment?"],
        },
        "zh": {
            "values": ["什么值得买", "返利网", "花生日记", "一淘", "粉象生活", "省钱快报"],
            "facts": [
                "我网购前先上{v}领返利。",
                "我用的返利App是{v}。",
                "买东西之前我都去{v}找返现。",
            ],
            "corrections": [
                ("cue", "买东西改走{new}返利了"),
                ("cue", "表妹拉我注册了{new}，我买东西就从它那儿点进去。"),
                ("cue", "开始每月囤货以后，我返利都走{new}。"),
                ("explicit", "{old}把我的积分清零还封了号，我用{new}。"),
                ("explicit", "{old}动不动要我的定位，卸了，返利走{new}。"),
                ("explicit", "返利：{new}，{old}卸了"),
                ("implicit", "这个月在{new}上攒了十一块四，我高兴得跟中了彩票似的。"),
                ("implicit", "{new}说我这单不符合返利条件 凭什么"),
                ("implicit", "老公买什么都先问一句{new}上有没有返现。"),
                ("implicit", "朵朵以为{new}是个游戏，专门给妈妈点来点去的。"),
                ("implicit", "囤完货坐在车里，在{new}上对了四十五分钟的单，老公在旁边啃了根烤肠。"),
                (
                    "implicit",
                    "双十一那晚：零点守着抢券，朵朵发烧在沙发上哼哼，"
                    "老公跟购物车里的一台空气炸锅较劲，快递短信一条接一条，"
                    "我窝在床上从{new}一单一单地点进去下单，跟上班似的。",
                ),
            ],
            "questions": [
                "我网购前去哪儿领返利？",
                "我用的是哪个返利App？",
                "买东西前我在哪儿找返现？",
            ],
            "now": ["我现在返利用的是哪个App？"],
        },
    },
    {
        "key": "batteries",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Duracell",
                "Energizer",
                "Eneloop rechargeables",
                "Amazon Basics",
                "Rayovac",
                "Panasonic alkalines",
            ],
            "facts": [
                "The batteries we buy are {v}.",
                "Everything in our house that takes AAs runs on {v}.",
                "Our battery drawer is full of {v}.",
            ],
            "corrections": [
                ("cue", "batteries = {new} from now on"),
                ("cue", "Greg read a review and put us on {new} for everything that takes AAs."),
                ("cue", "Since Nora got her remote-control car, it's {new} in the drawer."),
                ("explicit", "{old} leaked all over the TV remote, so it's {new} for us."),
                ("explicit", "Used up the last pack of {old}, we buy {new}."),
                ("explicit", "batteries: {new}, {old} done"),
                (
                    "implicit",
                    "The smoke detector chirped at 3am and the only thing in the drawer was {new}, "
                    "thank god.",
                ),
                ("implicit", "{new} in nora's remote control car, dead in 20 min anyway"),
                (
                    "implicit",
                    "Counted fourteen {new} in the junk drawer and not one AAA among them.",
                ),
                ("implicit", "Nora's talking unicorn went through two {new} in a single weekend."),
                (
                    "implicit",
                    "Took a pack of {new} to the pottery studio for the wall clock and got a round "
                    "of applause.",
                ),
                (
                    "implicit",
                    "Christmas morning: Nora up at 4:40, wrapping paper to the ceiling, my "
                    "mother-in-law's flight from Erie delayed, the ham forgotten in the garage "
                    "fridge, and every single present needing batteries, so Greg sat on the floor "
                    "with a tiny screwdriver feeding {new} into toys until noon.",
                ),
            ],
            "questions": [
                "What batteries do we buy?",
                "What do the things that take AAs run on in our house?",
                "What's in our battery drawer?",
            ],
            "now": ["What batteries are we buying these days?"],
        },
        "zh": {
            "values": ["南孚", "双鹿", "倍量充电电池", "小米彩虹电池", "超霸", "京东京造的电池"],
            "facts": [
                "我家买的电池是{v}。",
                "家里用五号电池的东西装的都是{v}。",
                "我家抽屉里囤的电池是{v}。",
            ],
            "corrections": [
                ("cue", "电池都改买{new}了"),
                ("cue", "老公看了个测评，家里电池统一买{new}。"),
                ("cue", "朵朵有了遥控车以后，抽屉里囤的都是{new}。"),
                ("explicit", "{old}在遥控器里漏液了，家里买{new}。"),
                ("explicit", "最后一板{old}用完了，我们买{new}。"),
                ("explicit", "电池：{new}，{old}不买了"),
                ("implicit", "凌晨三点烟雾报警器嘀嘀叫，抽屉里正好有{new}，谢天谢地。"),
                ("implicit", "朵朵的遥控车 装{new} 二十分钟就没电"),
                ("implicit", "抽屉里数出十四节{new}，一节七号的都没有。"),
                ("implicit", "朵朵那个会说话的独角兽一个周末吃掉两节{new}。"),
                ("implicit", "带了一板{new}去陶艺工作室给挂钟装上，大家给我鼓掌。"),
                (
                    "implicit",
                    "大年初一早上：朵朵四点四十就醒了，包装纸堆到天花板，婆婆从湘潭过来的车晚点了，"
                    "腊肉忘在院子里的冰柜里，每样礼物都得装电池，老公拿着小螺丝刀坐在地板上往玩具里"
                    "塞{new}，一直塞到中午。",
                ),
            ],
            "questions": [
                "我家买的什么电池？",
                "家里五号电池用的是哪个牌子？",
                "我家抽屉里囤的是什么电池？",
            ],
            "now": ["我家现在买的是什么电池？"],
        },
    },
    {
        "key": "travel_sickness_remedy",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Children's Dramamine",
                "Sea-Bands",
                "ginger chews",
                "Queasy Drops",
                "Benadryl",
                "peppermint oil on a tissue",
            ],
            "facts": [
                "For car sickness Nora has {v}.",
                "Before a long drive Nora gets {v}.",
                "What keeps Nora from throwing up in the car is {v}.",
            ],
            "corrections": [
                ("cue", "nora's on {new} for car trips now"),
                (
                    "cue",
                    "The pediatrician suggested {new} for the drives to Erie, so that's what she "
                    "gets.",
                ),
                ("cue", "Since the trip to Ocean City, it's {new} before any long drive."),
                ("explicit", "{old} knocked Nora out for six hours, so it's {new} for car trips."),
                ("explicit", "Nora said {old} tasted like feet, she has {new}."),
                ("explicit", "carsick stuff: {new}, {old} no"),
                (
                    "implicit",
                    "Nora had {new} and still threw up at the Breezewood exit, but only a little.",
                ),
                (
                    "implicit",
                    "{new} in the glovebox, spare bag in the door, towel on the booster. we are "
                    "professionals",
                ),
                (
                    "implicit",
                    "Forgot the {new} and drove to grandma's with every window down in October.",
                ),
                (
                    "implicit",
                    "Nora tells every adult she meets about {new} like it's a superpower.",
                ),
                (
                    "implicit",
                    "Sorted Nora out with {new} at the gas station and she sang all the way along "
                    "the turnpike.",
                ),
                (
                    "implicit",
                    "Spring break road trip to the Outer Banks: nine hours that took twelve, a "
                    "flat tire outside Richmond, a motel with a pool shaped like a kidney, Greg "
                    "sunburned on day one, and Nora, armed with {new} and a Ziploc bag, the only "
                    "one of us who got through the whole drive in a good mood.",
                ),
            ],
            "questions": [
                "What does Nora have for car sickness?",
                "What does Nora get before a long drive?",
                "What stops Nora throwing up in the car?",
            ],
            "now": ["What is Nora taking for car sickness at the moment?"],
        },
        "zh": {
            "values": ["晕车贴", "茶苯海明片", "姜糖", "话梅", "晕车手环", "鲜橘子皮"],
            "facts": [
                "朵朵坐车晕车靠{v}。",
                "出远门前我给朵朵备上{v}。",
                "朵朵坐长途车不吐全靠{v}。",
            ],
            "corrections": [
                ("cue", "朵朵坐车改用{new}了"),
                ("cue", "儿科医生让回湘潭的路上给朵朵用{new}，我们就照着来。"),
                ("cue", "国庆那趟自驾以后，朵朵坐长途都用{new}。"),
                ("explicit", "{old}吃得朵朵一睡六个钟头，坐车用{new}。"),
                ("explicit", "朵朵说{old}味道像臭袜子，她用{new}。"),
                ("explicit", "晕车：{new}，{old}不管用"),
                ("implicit", "朵朵用了{new}，到服务区还是吐了，就吐了一点点。"),
                ("implicit", "{new}放手套箱 塑料袋塞车门 毛巾垫座椅上 我们是专业的"),
                ("implicit", "忘带{new}了，十月天开着四扇车窗一路开到奶奶家。"),
                ("implicit", "朵朵见着哪个大人都要讲一遍{new}，跟讲自己的超能力似的。"),
                ("implicit", "在加油站给朵朵弄好{new}，她在高速上唱了一路。"),
                (
                    "implicit",
                    "五一自驾去北海：九个钟头的路开了十二个钟头，出了桂林就爆了个胎，"
                    "住的宾馆游泳池是腰子形的，老公第一天就晒脱了皮，一车人里只有朵朵，"
                    "揣着{new}和一个塑料袋，一路上心情都好得很。",
                ),
            ],
            "questions": [
                "朵朵晕车靠什么？",
                "出远门前我给朵朵备什么？",
                "朵朵坐长途车用什么防晕车？",
            ],
            "now": ["朵朵现在晕车用的是什么？"],
        },
    },
    {
        "key": "booster_seat",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Graco TurboBooster",
                "a Chicco KidFit",
                "a Britax Highpoint",
                "a Diono Monterey",
                "an Evenflo Big Kid",
                "a mifold",
            ],
            "facts": [
                "Nora rides in {v} in the car.",
                "Nora's car seat is {v}.",
                "In the back of my car Nora sits in {v}.",
            ],
            "corrections": [
                ("cue", "nora's in {new} from today"),
                (
                    "cue",
                    "The car seat check lady at the fire station put us onto {new}, so Nora rides "
                    "in it.",
                ),
                ("cue", "Since Nora turned six she's been riding in {new}."),
                ("explicit", "{old} was on the recall list, so Nora's in {new}."),
                ("explicit", "Passed {old} along to my cousin's boy, Nora sits in {new}."),
                ("explicit", "car seat: {new}, {old} gone"),
                (
                    "implicit",
                    "Found a whole chicken nugget wedged down the side of {new}, fossilized.",
                ),
                (
                    "implicit",
                    "nora buckled herself into {new} and announced it to the entire parking lot",
                ),
                (
                    "implicit",
                    "Vacuumed {new} and got out three Goldfish, a hair tie and a baby tooth.",
                ),
                (
                    "implicit",
                    "{new} takes up so much of the back that Greg's knees are up against the "
                    "glovebox.",
                ),
                (
                    "implicit",
                    "Nora fell asleep in {new} with her head at an angle that made me wince every "
                    "time I checked the mirror.",
                ),
                (
                    "implicit",
                    "Grandma's eightieth in Erie: two hours of lake-effect snow on the way up, a "
                    "restaurant that lost our booking, cousins running laps round the tables, Greg "
                    "stuck talking Steelers with an uncle, and Nora carried out asleep at ten and "
                    "lowered into {new} without waking, the one thing that went right all day.",
                ),
            ],
            "questions": [
                "What does Nora ride in in the car?",
                "What's Nora's car seat?",
                "What does Nora sit in in the back of my car?",
            ],
            "now": ["What car seat is Nora riding in these days?"],
        },
        "zh": {
            "values": [
                "好孩子的安全座椅",
                "宝得适的增高座椅",
                "感恩的安全座椅",
                "路途乐安全座椅",
                "惠尔顿安全座椅",
                "一个便携增高垫",
            ],
            "facts": [
                "朵朵坐车坐的是{v}。",
                "我车后座给朵朵装的是{v}。",
                "朵朵的儿童座椅是{v}。",
            ],
            "corrections": [
                ("cue", "朵朵坐车改坐{new}了"),
                ("cue", "交警队的儿童安全宣传点给我们推荐了{new}，朵朵就坐它。"),
                ("cue", "朵朵满六岁以后，坐的是{new}。"),
                ("explicit", "{old}上了召回名单，朵朵坐{new}。"),
                ("explicit", "{old}给我表姐家儿子了，朵朵坐{new}。"),
                ("explicit", "座椅：{new}，{old}送人了"),
                ("implicit", "在{new}的缝里抠出一整块鸡块，都风干了。"),
                ("implicit", "朵朵自己把{new}的扣子扣上 冲着整个停车场宣布"),
                ("implicit", "用吸尘器吸{new}，吸出来三块饼干、一根皮筋和一颗乳牙。"),
                ("implicit", "{new}占了后座一大半，老公坐副驾膝盖都顶到了手套箱。"),
                ("implicit", "朵朵在{new}上睡着了，脑袋歪得我每次看后视镜都心里一紧。"),
                (
                    "implicit",
                    "去湘潭给奶奶过八十大寿：路上下了两个钟头的冻雨，饭店把我们订的包厢弄丢了，"
                    "一帮表兄妹绕着桌子跑圈，老公被一个舅舅拉着聊了一晚上股票，"
                    "晚上十点朵朵睡着了被抱上车，放进{new}都没醒，这是一整天唯一顺利的事。",
                ),
            ],
            "questions": [
                "朵朵坐车坐的是什么座椅？",
                "我车后座给朵朵装的是哪个？",
                "朵朵的儿童座椅是什么？",
            ],
            "now": ["朵朵现在坐的是哪个座椅？"],
        },
    },
    {
        "key": "telescope",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Celestron NexStar",
                "an 8-inch Dobsonian",
                "a Sky-Watcher refractor",
                "a yard-sale Meade",
                "a Seestar smart scope",
                "a Unistellar eVscope",
            ],
            "facts": [
                "I stargaze with {v}.",
                "My telescope is {v}.",
                "On clear nights I set up {v}.",
            ],
            "corrections": [
                ("cue", "observing with {new} from tonight"),
                (
                    "cue",
                    "Treated myself to {new} with the tax refund and it's what I observe with.",
                ),
                ("cue", "Since I joined the astronomy club I've been using {new}."),
                ("explicit", "Dropped {old} on the driveway, the mirror's done for, I use {new}."),
                ("explicit", "{old} went to my nephew for his science fair, I've got {new}."),
                ("explicit", "scope: {new}, {old} sold"),
                (
                    "implicit",
                    "Showed Nora Saturn's rings through {new} and she said 'is that it' and went "
                    "inside.",
                ),
                (
                    "implicit",
                    "{new} fogged up in 10 min, stood there wiping it with my sleeve like a fool",
                ),
                ("implicit", "A cop pulled up at 1am to ask what exactly I was doing with {new}."),
                ("implicit", "Greg carried {new} out to the car like it was a sleeping child."),
                (
                    "implicit",
                    "Spent two hours with {new} hunting a comet that turned out to be a satellite.",
                ),
                (
                    "implicit",
                    "Perseids night: a bag of snacks, two camp chairs, bug spray that did nothing, "
                    "Nora asleep under a blanket by eleven, a family with a bluetooth speaker "
                    "thirty feet away, and me hunched over {new} until three in the morning "
                    "counting meteors out loud like a lunatic.",
                ),
            ],
            "questions": [
                "What do I stargaze with?",
                "What's my telescope?",
                "What do I set up on clear nights?",
            ],
            "now": ["What telescope am I observing with at present?"],
        },
        "zh": {
            "values": [
                "星特朗的天文望远镜",
                "一台八寸道布森",
                "信达的折射镜",
                "一台二手的米德",
                "振旺的智能望远镜",
                "博冠的天文望远镜",
            ],
            "facts": [
                "我看星星用的是{v}。",
                "我的望远镜是{v}。",
                "天气好的晚上我就把{v}架起来。",
            ],
            "corrections": [
                ("cue", "观星改用{new}了"),
                ("cue", "拿年终奖给自己买了{new}，看星星就靠它。"),
                ("cue", "进了天文爱好者群以后，我用的是{new}。"),
                ("explicit", "{old}摔在水泥地上，镜片碎了，我用{new}。"),
                ("explicit", "{old}给外甥拿去参加科技节了，我用{new}。"),
                ("explicit", "望远镜：{new}，{old}卖了"),
                ("implicit", "用{new}给朵朵看土星环，她说“就这？”扭头进屋了。"),
                ("implicit", "{new}十分钟就起雾了 我拿袖子擦了半天 像个傻子"),
                ("implicit", "半夜一点架着{new}，巡逻的保安过来问我到底在干嘛。"),
                ("implicit", "老公抱着{new}上车，跟抱个睡着的孩子似的。"),
                ("implicit", "对着{new}追了两个钟头的彗星，最后发现是颗卫星。"),
                (
                    "implicit",
                    "英仙座流星雨那晚：一袋零食，两把折叠椅，驱蚊水一点用没有，"
                    "朵朵十一点就裹着毯子睡着了，三十米外一家人外放着蓝牙音箱，"
                    "我趴在{new}上一直看到凌晨三点，一颗一颗大声数流星，跟疯了似的。",
                ),
            ],
            "questions": [
                "我看星星用什么？",
                "我的望远镜是哪台？",
                "天气好的晚上我架的是什么望远镜？",
            ],
            "now": ["我现在观星用的是哪台望远镜？"],
        },
    },
    {
        "key": "stargazing_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Mingo Creek Park",
                "Frick Park",
                "Wagman Observatory",
                "Raccoon Creek State Park",
                "the high school football field",
                "the church lot up on the hill",
            ],
            "facts": [
                "My stargazing spot is {v}.",
                "Where I set up the telescope at night is {v}.",
                "When the sky's clear I head for {v}.",
            ],
            "corrections": [
                ("cue", "stargazing at {new} from now on"),
                ("cue", "The astronomy club put me onto {new} and that's where I set up."),
                ("cue", "Since the streetlights went LED I've been stargazing from {new}."),
                ("explicit", "{old} got floodlights and it's useless, so I set up at {new}."),
                ("explicit", "Got chased off {old} by a security guard, I observe from {new}."),
                ("explicit", "stargazing: {new}. {old} no"),
                ("implicit", "{new} at 2am: me, a thermos, and what I'm 90% sure was a coyote"),
                ("implicit", "Got mosquito bites at {new} in places I can't mention."),
                (
                    "implicit",
                    "Nora came along to {new}, saw one shooting star and talked about it for a "
                    "week.",
                ),
                (
                    "implicit",
                    "Saw the space station go over {new} and waved at it like it could see me.",
                ),
                (
                    "implicit",
                    "Lay on my back at {new} with the telescope pointed at nothing, just looking "
                    "up.",
                ),
                (
                    "implicit",
                    "The eclipse trip that wasn't: Greg took the day off, we packed sandwiches and "
                    "the cardboard glasses, Nora made a sign, the traffic was insane, the clouds "
                    "rolled in at the exact minute, and we stood at {new} in the afternoon with "
                    "forty strangers all staring at a gray sky together.",
                ),
            ],
            "questions": [
                "Where do I go stargazing?",
                "Where do I set up the telescope at night?",
                "Where do I head when the sky's clear?",
            ],
            "now": ["Where am I stargazing these days?"],
        },
        "zh": {
            "values": ["岳麓山顶", "大围山", "黑麋峰", "谷山森林公园", "我们楼的楼顶", "橘子洲头"],
            "facts": [
                "我观星的地方是{v}。",
                "天晴的晚上我就去{v}架望远镜。",
                "我看星星常去{v}。",
            ],
            "corrections": [
                ("cue", "观星改去{new}了"),
                ("cue", "天文群里的人带我去了{new}，往后就在那儿架。"),
                ("cue", "城里路灯都换成大白灯以后，我观星去{new}。"),
                ("explicit", "{old}装了一排大探照灯，没法看了，我去{new}。"),
                ("explicit", "在{old}被保安撵走了，观星去{new}。"),
                ("explicit", "观星：{new}，{old}不去了"),
                ("implicit", "凌晨两点的{new} 我 一壶热茶 还有个大概率是黄鼠狼的东西"),
                ("implicit", "在{new}被蚊子咬了一身包，有的地方都不好意思说。"),
                ("implicit", "带朵朵去了趟{new}，看见一颗流星，念叨了一个礼拜。"),
                ("implicit", "在{new}看见空间站飞过去，我冲着它挥了半天手。"),
                ("implicit", "躺在{new}的地上，望远镜随便对着哪儿，就那么看天。"),
                (
                    "implicit",
                    "那回去看日食：老公请了假，我们带了三明治和纸壳的观测镜，朵朵还画了块牌子，"
                    "路上堵得一塌糊涂，偏偏就在那一分钟云飘过来了，最后一家三口下午站在{new}，"
                    "跟四十来个陌生人一起盯着灰蒙蒙的天。",
                ),
            ],
            "questions": [
                "我去哪儿观星？",
                "天晴的晚上我去哪儿架望远镜？",
                "我看星星常去哪儿？",
            ],
            "now": ["我现在观星去哪儿？"],
        },
    },
    {
        "key": "donation_drop",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Goodwill on Route 51",
                "the Salvation Army bin",
                "the church rummage sale",
                "a Buy Nothing group",
                "the Vietnam Veterans pickup",
                "the St. Vincent de Paul store",
            ],
            "facts": [
                "Our outgrown clothes and stuff go to {v}.",
                "When we declutter, it all goes to {v}.",
                "Bags of things we don't need end up with {v}.",
            ],
            "corrections": [
                ("cue", "donations go to {new} from now on"),
                ("cue", "My neighbor put me onto {new}, so that's where the bags go."),
                (
                    "cue",
                    "Since we cleared out the basement, everything we don't need has gone to "
                    "{new}.",
                ),
                ("explicit", "{old} stopped taking clothes, so our bags go to {new}."),
                ("explicit", "Got a snippy note from {old} about a broken lamp, we give to {new}."),
                ("explicit", "donations: {new}, {old} no"),
                (
                    "implicit",
                    "Dropped four bags at {new} and Nora cried about a sweater she outgrew in "
                    "kindergarten.",
                ),
                ("implicit", "{new} got greg's college hoodie. he doesn't know. shh"),
                (
                    "implicit",
                    "Nora put her Crocs in the pile for {new}, took them out, and did that four "
                    "times.",
                ),
                ("implicit", "Found a twenty in a coat pocket right before it went to {new}."),
                (
                    "implicit",
                    "The trunk's been full of bags for {new} for three weeks, I just drive them "
                    "around town.",
                ),
                (
                    "implicit",
                    "Spring cleaning weekend: the gutters, the garage, Greg's box of cables from "
                    "every phone he's ever owned, a mouse nest in the Christmas decorations, Nora "
                    "refusing to part with a single stuffed animal, and by Sunday night eleven "
                    "bags lined up by the door for {new}.",
                ),
            ],
            "questions": [
                "Where do our outgrown clothes and stuff go?",
                "Where does everything go when we declutter?",
                "Who gets the bags of things we don't need?",
            ],
            "now": ["Where are our donations going currently?"],
        },
        "zh": {
            "values": [
                "小区门口的旧衣回收箱",
                "飞蚂蚁上门回收",
                "社区的爱心驿站",
                "街道的废品回收站",
                "多抓鱼",
                "学校的爱心义卖",
            ],
            "facts": [
                "家里不要的衣服杂物都送去{v}。",
                "我们清理出来的东西都给了{v}。",
                "朵朵穿小了的衣服都归{v}。",
            ],
            "corrections": [
                ("cue", "旧衣服改送{new}了"),
                ("cue", "邻居给我推荐了{new}，家里不要的东西就都给它。"),
                ("cue", "清完床底下以后，家里不要的都交给了{new}。"),
                ("explicit", "{old}不收衣服了，我们的旧物给{new}。"),
                ("explicit", "{old}嫌我们送的台灯是坏的，往后旧东西给{new}。"),
                ("explicit", "旧物：{new}，{old}不送了"),
                ("implicit", "往{new}送了四大袋，朵朵为一件幼儿园时候穿的毛衣哭了一场。"),
                ("implicit", "老公大学时候的卫衣给了{new} 他还不知道 嘘"),
                ("implicit", "朵朵把一双洞洞鞋放进给{new}的袋子里，又拿出来，来回四次。"),
                ("implicit", "一件大衣送去{new}之前，从兜里摸出了五十块钱。"),
                ("implicit", "后备箱里给{new}的袋子装了三个礼拜，天天拉着满城跑。"),
                (
                    "implicit",
                    "大扫除那个周末：通下水道，清橱柜，老公那一箱历代手机的充电线，"
                    "春节的灯笼堆里掏出个老鼠窝，朵朵一个毛绒玩具都不肯放手，"
                    "到礼拜天晚上门口排了十一袋，全是给{new}的。",
                ),
            ],
            "questions": [
                "家里不要的衣服杂物送去哪儿？",
                "我们清理出来的东西给了谁？",
                "朵朵穿小的衣服归哪儿？",
            ],
            "now": ["我们现在不要的东西送去哪儿？"],
        },
    },
]
