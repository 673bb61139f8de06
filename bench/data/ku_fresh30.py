"""Fresh templates of the knowledge-update benchmark, thirtieth generation
(for `python -m bench.knowledge_update --templates fresh30`, once it is registered there).

Written blind on 2026-12-07 (session 36) by a helper session that read exactly one file of this
repository and nothing else: /work/b/bench/data/ku_fresh29.py, in full, for the format only (its
module-level names, field names and types, counts per attribute, correction styles and how many of
each, placeholders, GENERIC / FILLERS sections and docstring style); none of its topics, keys,
places, people, values or wordings is reused. It read nothing else in the repository or the notes
(no code, no other data files, no docs, not even the keys of the other ku_*.py files, so its keys
are checked against ku_fresh29.py only). It has not been run: neither the engine nor any benchmark
has seen it. It is meant as the held-out set of a later session, to be run once, at that session's
end, and not tuned against. The only thing done with it was to import it next to ku_fresh29.py and
compare the two structures (module-level names, types and lengths, the keys of every entry, counts
per field and per correction style in order, attribute types in order, GENERIC types and
placeholders in order, FILLERS keys and lengths, placeholders of every string) until they matched,
and to check that no string of ku_fresh29.py is repeated here (the seven English weekday names in
FILLERS excepted; the Chinese weekdays are written 周一 … 周日 here), and that no value of an
attribute appears in another attribute's wordings, in GENERIC or in FILLERS.

Where fresh29 was a father in Winnipeg and in 成都 with a car, a phone and a child's school week,
this set is a mother of two in each language, and the attributes are her job, her house and its
helpers, a pet, her evenings and her weekends rather than cars, phones and the school run. Two
users, each written natively rather than translated from the other.

English: a woman of about thirty-eight in Cork, Ireland. She is a quality-control analyst in a lab
(batches, audits, the bench, a lab coat), lives in a 1930s semi in Turners Cross; her husband Donal
is a chef in a hotel kitchen; their son Cian is twelve and their daughter Aoife seven; Mam lives in
Blackpool, her sister Deirdre in Carrigaline, Donal's father Con in Macroom; Nuala two doors up is
the neighbour and Ger the colleague. Local colour: the Lough and its swans, Shandon, the English
Market, the Grand Parade, Patrick Street, the Jack Lynch Tunnel, the Kinsale Road roundabout, Kent
Station, Fota, Crosshaven, hurling and the All-Ireland, Barry's against Lyons, spiced beef, a
chipper queue, "this weather", "presses", "a sambo", "in bits", "lashed".

Chinese: 我, a woman of about forty-one in 武汉. She does the accounts in a company's 财务部
(月底结账, 报表, 审计, 工牌), lives in an old 单位宿舍 in 武昌; 老公 drives a taxi; their son 豆豆
is eleven and in 五年级; 公公 and 婆婆 live in 孝感, 我妈 in 汉阳, 我姐 in 汉口 with two kids;
小敏 is her colleague and 对门的胡阿姨 her neighbour. Local colour: 过早, 热干面 and 芝麻酱, 豆皮,
面窝, 莲藕排骨汤, 长江和汉江, 江滩, 吉庆街, 汉正街, 司门口, 二七路, 长江隧道, 武大的樱花,
三十九度, and Wuhan words such as 冇得, 么事, 伢, 婆婆爹爹.

22 attributes, none of them a key of ku_fresh29.py: the employer (the big pharma plant in
Ringaskiddy, the pathology lab at CUH; 沌口的一家汽车零部件厂, 武昌的一家设计院); the team at work
(the stability team, the micro team; 成本组, 税务组); the line manager (a Kerryman called Tadhg
Sheehan, Priya Nair; 从深圳调来的高总, 干了三十年会计的龚姐); the gym (the Mardyke Arena, a
CrossFit box off the Tramore Road; 乐刻, 单位的职工活动中心); the family pet (a ginger tom called
Rory, two guinea pigs called Salt and Vinegar; 一只叫煤球的黑猫, 一只叫馒头的柯基); the morning
drink (Barry's Gold Blend, espresso out of the moka pot; 蛋酒, 瑞幸的生椰拿铁); the vet (the vet on
the Douglas Road, the twenty-four-hour vet in Mahon; 华农的动物医院, 一个姓郑的宠物医生); the
podcast (The Rest Is History, You're Dead to Me; 《随机波动》, 《无聊斋》); the Friday takeaway (a
box of Hillbillys, a spice bag from the Chinese on Evergreen Road; 油焖大虾, 吉庆街的烧烤); lunch
at work (a chicken fillet roll from the Centra, last night's leftovers; 外卖的黄焖鸡米饭, 便利店的
饭团); who holds the spare key (the O'Callaghans next door, a key safe by the back door;
小区门口开小卖部的老吴, 电表箱里的钥匙盒); the handyman (a plumber from Gurranabraher called
Mossie Kelleher, Donal's brother Finbarr; 楼下五金店的桂师傅, 啄木鸟维修); the Sunday walk (a loop
of the Lough, the cliff walk at Ballycotton; 东湖绿道, 后官湖湿地); what grows in the garden
(runner beans on bamboo canes, dahlias for cutting; 小米辣, 栀子花); the cleaner (a woman from
Mayfield called Bernie O'Mahony, an agency that sends someone different every week; 家政公司派来
的罗阿姨, 一个叫阿兰的钟点工); the volunteering (the Tuesday night soup run, the marshal rota at the
Marina parkrun; 老年食堂帮厨, 社区反诈宣传); the night class (a pottery class at the Crawford, a
beekeeping course in Carrigaline; 汉绣课, 咖啡拉花课); the language she is learning (Portuguese,
Japanese; 粤语, 韩语); family game night (a few hands of Twenty-Five, Cluedo; 红中赖子杠, 你画我猜);
where she buys clothes (Mahon Point, Penneys on Patrick Street; 武商梦时代, 楚河汉街); where she gets
her news (the Echo, the news on Red FM; 长江日报, 微博热搜); and her weekly sport (sea swimming at
Myrtleville, camogie with a mums' team; 打匹克球, 夜跑). Twelve are SEMANTIC and ten PREFERENCE, in
the same order of types as fresh29. Five slots are people: the manager, the spare-key holder, the
handyman and the cleaner, and the vet (the key, handyman, cleaner and vet slots also take
businesses or places, as fresh29's mechanic did). Person values carry a name or a distinctive form
("a retired guard across the road called Jim Coughlan", "五楼的退休老中医黎爹爹") so that plain
words such as Donal, Mam, Deirdre, Con, Nuala, Ger, 老公, 我妈, 我姐, 婆婆, 公公, 小敏 or 胡阿姨
elsewhere in the set are not values.

Some attributes sit next to each other on purpose: the employer, the team, the manager and the
lunch are the same working day; the pet and the vet are the same animal; the spare key, the
handyman and the cleaner are the same front door; the walk, the garden, the game night and the
takeaway are the same weekends; the gym and the weekly sport are the same body; the podcast and
the news are the same ears; the night class, the language and the volunteering are the same free
evenings. The fact of one attribute stays true while the value of its neighbour changes, so a
system that lets one overwrite the other is caught out. Each attribute itself stays single-valued,
and no wording of one attribute implies a value of another (nothing outside the pet says what
animal it is, and the vet's wordings never name one).

Same format as ku_fresh29.py, with the correction styles
  "cue"       a change word, no old value ("After the redundancies were announced in the spring",
              "Since Nuala roped me in", "After the mix-up with the worming tablets",
              "去年公司裁员那一波过后", "换了锁芯以后", "上回驱虫药弄错了那件事过后", ...)
  "explicit"  the old value named as replaced ("Handed in my notice at {old}. I'm at {new}.",
              "{old} kept moving all my things into the wrong presses, so it's {new}.",
              "{old}四十个人抢一个淋浴头，我就办了{new}的卡。", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Locked out at eleven at night and had to go to {new} in my slippers.",
              "Cian caught me crying at {new} while I was hoovering.",
              "{new}的前台记得豆豆的名字，比记得我的还清楚。", "豆豆从我手机上学的{new}比我还多。")
and "plain": as in ku_fresh29.py no correction is tagged "plain"; the plain restatements are the
terse first cue line of each attribute and the "x: {new}, not {old}" explicit line. Every attribute
has three cue, three explicit and six implicit wordings per language, in fresh29's order: terse
lower-case chat lines and notes-to-self (with the shorthand people use: "w/", "re:", "sat", "fri",
"@", "this weather", "冇", "么事"), long rambling messages where the value is one clause among
several, and situations in which the value simply turns up, many of them told second-hand (Donal,
Mam, Deirdre, Con, Nuala, Ger, Cian, Aoife; 老公, 我妈, 我姐, 婆婆, 公公, 小敏, 胡阿姨, 豆豆).
Corrections carry no direction words (the old and new values are drawn at random): nothing says
earlier, later, cheaper, dearer, higher, lower, bigger, better, newer or older about a value.

GENERIC and FILLERS are this file's own; GENERIC has fresh29's four sections with the same types
and the same placeholders in the same order. Many GENERIC memories share words with an attribute
without stating it (a jobs fair, a team in nine countries, a manager's swivel chair, a rowing
machine in a gym window, a cat in a lift, the Barry's and Lyons argument, a dog that swallowed a
tea towel, a podcast from a shed, a chipper queue, a factory canteen, a key under a flowerpot, a
plumber online, a swan's cygnet, a marrow too big for the gate, a first cleaner, a soup kitchen, a
stand-up night course, a language café, a board game café, a broken escalator, the death notices,
walking football; 光电企业的招聘会, 站着开会的老板, 橱窗里的划船机, 坐电梯的猫, 米酒还是豆奶,
吞了擦碗布的狗, 车库里录的播客, 吉庆街的卖唱大叔, 厂里的食堂, 花盆底下的钥匙, 直播修马桶, 江滩的
龙风筝, 爬到楼上的葡萄藤, 外语角, 桌游店, 攀岩馆); a few are about the same people but about
other things (Aoife's tooth in the soup, Con's sheepdog, Donal's eyebrows, Mam locked in the
church, Cian among the cheetahs; 豆豆的大牙, 婆婆的南瓜, 老公的眉毛, 我妈的合唱团, 长颈鹿那儿的
豆豆). Some use "now", "new", "changed", "moved", "switched", "swapped", "revised", "现在", "换",
"挪", "改", "调" in senses that are not a change of the user's attribute ("The butcher's stall in
the English Market got a new sign", "菜场里卖藕的那家换了块新摊位牌子"), so that a memory system
that matches on shared words rather than on meaning is caught out; none of them states, or
implies, a value of an attribute. Filler names, cities, dishes, snacks, shows, things and birds are
not values of any attribute.

Not run yet.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Eoghan", "Máiréad", "Fiachra", "Orla", "Colm", "Sorcha", "Dermot", "Gearóid"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "February", "May", "August", "October", "December"],
        "city": ["Limerick", "Galway", "Waterford", "Killarney", "Dublin", "Tralee", "Kilkenny"],
        "dish": [
            "a shepherd's pie",
            "a pot of bacon and cabbage",
            "a beef and Guinness stew",
            "a fish pie",
            "a tray of roast chicken thighs",
            "a big pot of champ",
        ],
        "snack": [
            "a packet of Tayto",
            "a bag of Meanies",
            "a Twirl",
            "a Wagon Wheel",
            "a Curly Wurly",
            "a bag of Hunky Dorys",
        ],
        "show": [
            "Derry Girls",
            "Normal People",
            "The Young Offenders",
            "Father Ted",
            "Fair City",
            "The Late Late Show",
        ],
        "thing": [
            "the immersion",
            "the tumble dryer",
            "the electric shower",
            "the gas boiler",
            "the dishwasher",
            "the doorbell camera",
        ],
        "bird": [
            "a robin",
            "a grey heron",
            "a pair of jackdaws",
            "a wren",
            "a herring gull",
            "a flock of starlings",
        ],
        "minutes": ["15", "25", "40", "50", "75", "120"],
        "number": ["4", "7", "9", "12", "17", "26"],
    },
    "zh": {
        "friend": ["国庆", "红梅", "卫东", "丽萍", "志刚", "小芳", "桂英", "德华"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "六月", "八月", "十月", "十二月"],
        "city": ["长沙", "南昌", "郑州", "合肥", "宜昌", "襄阳", "十堰"],
        "dish": ["香菇炖鸡", "清蒸武昌鱼", "珍珠丸子", "腊肉炒菜薹", "沔阳三蒸", "炸藕夹"],
        "snack": [
            "几个面窝",
            "一包孝感麻糖",
            "一盒绿豆糕",
            "一包鱼豆腐",
            "一袋旺旺雪饼",
            "一根烤肠",
        ],
        "show": [
            "《人世间》",
            "《狂飙》",
            "《漫长的季节》",
            "《父母爱情》",
            "《山海情》",
            "《都挺好》",
        ],
        "thing": ["洗衣机", "空调外机", "扫地机器人", "微波炉", "浴霸", "电动晾衣架"],
        "bird": ["一只喜鹊", "几只燕子", "一只乌鸫", "一只夜鹭", "一只戴胜", "一群椋鸟"],
        "minutes": ["15", "25", "40", "50", "75", "120"],
        "number": ["4", "7", "9", "12", "17", "26"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "A medical device company in Ballincollig held a jobs fair in a hotel, and the queue ran out past the car park.",
        ),
        (
            "EPISODIC",
            "{friend} got put on a team at work that's nine people in nine countries, and they're never all awake at the same time.",
        ),
        (
            "EPISODIC",
            "There's a manager at a plant in Ringaskiddy who's famous for bringing his own swivel chair to every meeting.",
        ),
        (
            "EPISODIC",
            "A gym in the city centre put a rowing machine in the front window, and the people at the bus stop race whoever's on it.",
        ),
        (
            "EPISODIC",
            "A cat in Shandon rides the lift in his apartment block all day and has more followers than the bells.",
        ),
        (
            "EPISODIC",
            "The Barry's versus Lyons argument got so heated at a wedding in Macroom that the priest had to step in.",
        ),
        (
            "EPISODIC",
            "{friend}'s dog swallowed a whole tea towel, and the vet showed them the X-ray like it was a holiday photo.",
        ),
        (
            "EPISODIC",
            "A podcast recorded in a garden shed in Ballyphehane went to number one in the charts, and the neighbours found out from the paper.",
        ),
        ("EPISODIC", "A chipper on Shandon Street had a queue at two in the morning with a guard directing it."),
        (
            "EPISODIC",
            "A factory canteen out in Little Island does a full roast dinner on Wednesdays, and people come in on their day off for it.",
        ),
        (
            "EPISODIC",
            "A locksmith on the northside says half his call-outs are people who hid a key under a flowerpot and forgot which flowerpot.",
        ),
        (
            "EPISODIC",
            "A plumber on Instagram fixes toilets live, and two thousand people watch him do it on a Tuesday night.",
        ),
        ("EPISODIC", "One of the swans on the Lough has a cygnet this year that chases joggers for sport."),
        (
            "EPISODIC",
            "An old man on our road grows a marrow every year that's too big to get out through his side gate.",
        ),
        (
            "EPISODIC",
            "{friend} hired a cleaner once and spent the night before tidying so the cleaner wouldn't think badly of them.",
        ),
        (
            "EPISODIC",
            "A soup kitchen on the quays got so many volunteers at Christmas that they had to turn people away at the door.",
        ),
        (
            "EPISODIC",
            "A night course in stand-up comedy finished with a show in a pub on Union Quay, and the teacher heckled his own students.",
        ),
        (
            "EPISODIC",
            "{city} has a language café where the students run the counter and you have to order in whatever they're learning.",
        ),
        (
            "EPISODIC",
            "A board game café opened on MacCurtain Street, and there's a waiting list for the table nearest the radiator.",
        ),
        (
            "EPISODIC",
            "The escalator in a shopping centre on the southside was broken for three weeks, and people started treating it like a stairs.",
        ),
        (
            "EPISODIC",
            "{friend} reads the death notices every morning before the headlines, like every Cork mother alive.",
        ),
        (
            "EPISODIC",
            "The parish hall put up a notice for walking football for the over-sixties, and half the men at Mass signed up.",
        ),
        (
            "EPISODIC",
            "A hurling fan in Glanmire painted his whole house red and white before the All-Ireland final, and then Cork lost by a point.",
        ),
        (
            "EPISODIC",
            "{city} has a vet who makes house calls on a bicycle with a cool box strapped to the back.",
        ),
        ("EPISODIC", "A man in Ballintemple walks his tortoise to the shop every Saturday on a lead."),
        (
            "EPISODIC",
            "Somebody left a whole box of tea bags on the wall outside the church with a sign saying help yourself.",
        ),
        ("EPISODIC", "The hardware shop on North Main Street still sells single screws out of a wooden drawer."),
        (
            "EPISODIC",
            "A woman on the bus was learning Swedish out loud off her phone, and half the top deck was repeating after her.",
        ),
        (
            "EPISODIC",
            "A charity shop on Oliver Plunkett Street had a wedding dress in the window for twenty euro, and it was gone by lunchtime.",
        ),
        (
            "EPISODIC",
            "{friend} listens to everything at double speed and now talks a bit faster than everybody else too.",
        ),
        (
            "EPISODIC",
            "{friend} still brings the lunchbox from primary school to work every day, cartoon and all.",
        ),
        (
            "PREFERENCE",
            "A sunny day in Cork is like nowhere else, because the whole city is out on the quays at the same time.",
        ),
        ("PREFERENCE", "A hen party on a party bus is my idea of purgatory."),
        (
            "SEMANTIC",
            "Cork city was built on marshy islands in the River Lee, and some of the main streets used to be waterways.",
        ),
        (
            "SEMANTIC",
            "Visitors can ring the Shandon bells themselves, and most of them only know the first four notes of anything.",
        ),
        ("PREFERENCE", "A spiced beef sandwich on Stephen's Day beats any turkey."),
        ("SEMANTIC", "Cork people call it the real capital, and only half of them are joking."),
        (
            "PREFERENCE",
            "Sitting on the wall outside the English Market in the sun with a coffee is as good as a holiday.",
        ),
        # the same person and family, other things
        ("EPISODIC", "Aoife lost a front tooth in a bowl of soup at Mam's, and we had to sieve the whole pot."),
        ("EPISODIC", "Con's sheepdog came second at the Macroom show, and Con has lodged an appeal."),
        ("EPISODIC", "Donal singed his eyebrows lighting the barbecue on the first sunny day of the year."),
        ("EPISODIC", "Mam got locked into the church after the half ten Mass and rang me from the sacristy."),
        (
            "EPISODIC",
            "Deirdre's wedding had a céilí band, and Donal pulled a hamstring in the Siege of Ennis.",
        ),
        (
            "EPISODIC",
            "Cian wandered off at Fota Wildlife Park and turned up beside the cheetahs, eating an ice cream a stranger had bought him.",
        ),
        (
            "EPISODIC",
            "Nuala's son reversed into the wheelie bins on his first driving lesson and took out three of them.",
        ),
        ("SEMANTIC", "Donal and I met at a twenty-first in Crosshaven when I was nineteen."),
        (
            "EPISODIC",
            "Con taught Cian how to skim stones at Inchydoney, and now he can't pass water without trying it.",
        ),
        (
            "EPISODIC",
            "The washing machine flooded the kitchen on Christmas Eve, and we had the dinner in wellies.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "{friend} got a transfer and moved to {city} with three kids and a piano in a hired van.",
        ),
        (
            "EPISODIC",
            "The butcher's stall in the English Market got a new sign, but it's the same three brothers behind the counter.",
        ),
        (
            "EPISODIC",
            "The Kinsale Road roundabout has had the same roadworks since {month}, and somebody's put a Santa hat on the digger.",
        ),
        (
            "EPISODIC",
            "Changed into my runners in the car so I'd make Aoife's sports day in time for the parents' race.",
        ),
        (
            "EPISODIC",
            "Somebody swapped the tea bags in the lab kitchen for decaf as a joke, and the whole place was in bits by eleven.",
        ),
        (
            "EPISODIC",
            "Moved the Christmas tree into the front window so the road could see it, same as every year.",
        ),
        ("EPISODIC", "It's raining sideways now, which in Cork counts as summer."),
        (
            "EPISODIC",
            "Bus Éireann switched our route to double-deckers, and the top deck gets slapped by every tree on the road.",
        ),
        ("EPISODIC", "The parish changed Sunday Mass to half eleven, and Mam's whole week is out of sync."),
        (
            "EPISODIC",
            "{friend} went back to college at fifty to do nursing and is the only one in the class who can work the photocopier.",
        ),
        (
            "EPISODIC",
            "The school moved sports day to the Friday because of the forecast, and it lashed on the Friday instead.",
        ),
        (
            "EPISODIC",
            "Donal and I swapped sides of the bed for a week because of a draught, and neither of us slept a wink.",
        ),
        (
            "EPISODIC",
            "The council put up new bus shelters on the Grand Parade, and one of the old ones ended up as a henhouse in Kerry.",
        ),
        (
            "EPISODIC",
            "The bin company revised the collection calendar again, and the whole road put out the wrong colour bin.",
        ),
        # plain unrelated
        ("SEMANTIC", "I've a scar on my chin from falling off a swing in Bishopstown when I was six."),
        (
            "SEMANTIC",
            "{friend} and I have been arguing about whether Cork or Kerry has the finer scenery since the Leaving Cert.",
        ),
        ("SEMANTIC", "Our house is a 1930s semi and there isn't a straight wall in it."),
        (
            "SEMANTIC",
            "There are {number} houses on our road with a Cork flag hanging out of an upstairs window.",
        ),
        ("PREFERENCE", "{dish} is what I want after a twelve-hour day at work."),
        ("PREFERENCE", "Donal and I can quote {show} back to each other word for word."),
        ("PREFERENCE", "{snack} on the way home is my reward for a week of early starts."),
        (
            "EPISODIC",
            "{friend} left {dish} on the doorstep on {weekday} when the whole house had the vomiting bug, with a note saying not to bother returning the dish.",
        ),
        ("EPISODIC", "{bird} landed on the clothes line and sat there judging the washing for an hour."),
        ("EPISODIC", "{thing} packed in the day after the guarantee ran out, as if it knew."),
        (
            "EPISODIC",
            "{friend} does a {show} impression at every party, and it drifts a bit further from the real thing each time.",
        ),
        (
            "EPISODIC",
            "Waited {minutes} minutes for a taxi outside Kent Station in the rain, then gave up and walked.",
        ),
        (
            "EPISODIC",
            "Drove up to {city} in {month} for a christening and was stuck behind a tractor for half of it.",
        ),
        (
            "EPISODIC",
            "The repair man for {thing} took one look, said 'that's gone', and charged me sixty euro for saying it.",
        ),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "光谷一家光电企业在酒店开招聘会，排队的人从大堂一直排到了停车场。"),
        ("EPISODIC", "{friend}被分到一个跨国项目组，九个人在九个国家，从来凑不齐同一个时间开会。"),
        ("EPISODIC", "听说沌口有个厂的老板开会从来不坐，站着一讲就是两个钟头。"),
        ("EPISODIC", "江汉路有家健身房把划船机摆在橱窗里，等公交的人跟里面的人比谁划得快。"),
        ("EPISODIC", "司门口有只猫天天坐电梯上上下下，粉丝比黄鹤楼的还多。"),
        ("EPISODIC", "两个同事为了过早该配米酒还是配豆奶，在茶水间吵了一上午。"),
        ("EPISODIC", "{friend}家的狗吞了一整条擦碗布，兽医拿着片子给他们看，跟看旅游照片一样。"),
        ("EPISODIC", "有个播客是在汉阳一个车库里录的，上了排行榜第一，邻居是看报纸才晓得的。"),
        ("EPISODIC", "吉庆街半夜两点还在排队，卖唱的大叔一首歌收二十块。"),
        ("EPISODIC", "东西湖有个厂的食堂每个星期三有红烧排骨，别的厂的人休息日都想混进去吃。"),
        ("EPISODIC", "开锁师傅说，他接的活一半是有人把钥匙藏在花盆底下，又忘了是哪个花盆。"),
        ("EPISODIC", "有个水电工在网上直播修马桶，星期二晚上都有两万人在看。"),
        ("EPISODIC", "江滩上有个爹爹放了一条一百米长的龙风筝，线断了，一群人追着跑了半里路。"),
        ("EPISODIC", "对面楼有个爹爹在阳台上种了一棵葡萄，藤子都爬到楼上人家的窗户里去了。"),
        ("EPISODIC", "{friend}第一次请人来打扫卫生，头天晚上自己先收拾了一遍，怕被人笑话。"),
        ("EPISODIC", "社区发了志愿者招募的通知，半个钟头就报满了，好多婆婆爹爹没抢上。"),
        ("EPISODIC", "有个夜校开了脱口秀班，结课演出在一个小酒吧里，老师自己在底下起哄。"),
        ("EPISODIC", "{city}有个外语角，每个星期天在公园里，一群退休的人在那练口语。"),
        ("EPISODIC", "街道口开了一家桌游店，靠空调出风口那张桌子要提前一个星期预约。"),
        ("EPISODIC", "南湖有个商场的扶梯坏了三个礼拜，大家就把它当楼梯爬。"),
        ("EPISODIC", "{friend}每天早上第一件事是看天气预报，看完了才肯起床。"),
        ("EPISODIC", "沙湖边新开了一家攀岩馆，周末排号排到了晚上十点。"),
        ("EPISODIC", "汉正街有个老板娘能同时跟三个客人讲价，一笔账都不会算错。"),
        ("EPISODIC", "{city}有个兽医骑着电动车上门给猫打针，后座上绑着个泡沫箱。"),
        ("EPISODIC", "小区里有个爹爹每天牵着一只乌龟下楼遛弯。"),
        ("EPISODIC", "菜场门口有人摆了一箱子茶包，上面写着“免费，自己拿”。"),
        ("EPISODIC", "长堤街有家五金店，螺丝钉还是论颗卖，从木头抽屉里一颗一颗数给你。"),
        ("EPISODIC", "地铁上有个婆婆外放学意大利语，半节车厢的人都跟着念。"),
        ("EPISODIC", "江汉路一家旧货店的橱窗里摆了件婚纱，标价八十块，中午就被人买走了。"),
        ("EPISODIC", "{friend}听什么都开两倍速，现在讲话也比别人快半拍。"),
        ("EPISODIC", "{friend}上班带的还是小学时候那个铁饭盒，上面的图案都磨没了。"),
        ("PREFERENCE", "武汉的夏天，傍晚江边起一点风，就是一天里最舒服的时候。"),
        ("PREFERENCE", "单位年会是我最怕的场合，抽奖抽到什么都不想去。"),
        ("SEMANTIC", "长江和汉江在武汉交汇，把城市分成了武昌、汉口、汉阳三块。"),
        ("SEMANTIC", "武大的樱花每年春天开，到时候进校园要提前预约。"),
        ("PREFERENCE", "冬天一碗莲藕排骨汤，比什么补品都强。"),
        ("SEMANTIC", "武汉人把吃早饭叫“过早”，外地人第一次听都以为说错了。"),
        ("PREFERENCE", "热干面一定要多放芝麻酱，少了就不叫热干面。"),
        # the same person and family, other things
        ("EPISODIC", "豆豆的一颗大牙掉在了外婆家的汤碗里，一锅汤倒出来捞了一遍。"),
        ("EPISODIC", "婆婆在孝感种的南瓜在村里评了个第二，她到现在还不服气。"),
        ("EPISODIC", "老公第一次在阳台上烤肉，把眉毛燎掉了半边。"),
        ("EPISODIC", "我妈跟着社区合唱团去北京演出了一回，回来讲了一个月。"),
        ("EPISODIC", "我姐结婚那天，老公跳舞闪了腰，喜酒是靠在椅背上吃完的。"),
        ("EPISODIC", "豆豆在动物园跟我们走散了，最后在长颈鹿那儿找到他，手里还拿着别人给他买的冰淇淋。"),
        ("EPISODIC", "对门胡阿姨的儿子学车第一天，倒车撞翻了小区的三个垃圾桶。"),
        ("SEMANTIC", "我跟老公是在一个朋友的婚礼上认识的，他是伴郎，我是伴娘。"),
        ("EPISODIC", "公公教豆豆在府河边打水漂，现在他看见水就要扔石头。"),
        ("EPISODIC", "洗衣机在大年三十把厨房淹了，年夜饭是穿着雨靴吃的。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}跟着老公的单位去了{city}，搬家那天光是花盆就装了一车。"),
        ("EPISODIC", "菜场里卖藕的那家换了块新摊位牌子，卖藕的还是那两口子。"),
        ("EPISODIC", "二七路那个路口{month}就围起来施工了，到现在挖掘机还停在那儿。"),
        ("EPISODIC", "赶着去看豆豆的运动会，在车上把高跟鞋换成了运动鞋，正好赶上家长接力赛。"),
        ("EPISODIC", "有人把办公室的茶叶换成了一饼陈年老茶，一上午大家都在猜是哪个干的。"),
        ("EPISODIC", "把阳台的鞋柜挪到了门口，结果每次出门还是跑到阳台去找鞋。"),
        ("EPISODIC", "现在外面三十九度，武汉人说这才刚开始热。"),
        ("EPISODIC", "公交公司把门口那路车换成了新能源车，开起来一点声音都没有，好几个人差点被擦到。"),
        ("EPISODIC", "社区把广场舞改到了七点半，我妈一整个礼拜的作息都乱了。"),
        ("EPISODIC", "{friend}五十岁又去读了个成人本科，全班就他一个会用复印机。"),
        ("EPISODIC", "学校因为天气预报把运动会挪到了星期五，结果星期五下得更大。"),
        ("EPISODIC", "跟老公换了边睡了一个礼拜，因为空调正对着吹，结果两个人都没睡好。"),
        ("EPISODIC", "地铁站换了新的指示牌，我妈看了半天，最后还是问的保安。"),
        ("EPISODIC", "小区垃圾分类的时间又调了一回，整栋楼都扔错了时间。"),
        # plain unrelated
        ("SEMANTIC", "我六岁的时候从秋千上摔下来，下巴上到现在还有个疤。"),
        ("SEMANTIC", "{friend}跟我为了热干面该不该放醋争了二十年。"),
        ("SEMANTIC", "我们那栋楼是八十年代的单位宿舍，没有一面墙是直的。"),
        ("SEMANTIC", "我们单元有{number}户人家在阳台上晒腊鱼。"),
        ("PREFERENCE", "月底结完账，我就想回家吃一口{dish}。"),
        ("PREFERENCE", "我跟老公看{show}，台词能一句一句接下来。"),
        ("PREFERENCE", "下班路上买{snack}，是我一个星期早起的奖励。"),
        ("EPISODIC", "{weekday}一家人都闹肚子，{friend}在门口放了一份{dish}，还留了张纸条说碗不用还。"),
        ("EPISODIC", "{bird}落在晾衣杆上，盯着我们家的衣服看了一个钟头。"),
        ("EPISODIC", "{thing}刚过保修期第二天就坏了，跟算好了一样。"),
        ("EPISODIC", "{friend}每次聚会都要学{show}里的人讲话，一回比一回不像。"),
        ("EPISODIC", "在汉口火车站门口等出租车等了{minutes}分钟，最后还是坐的地铁。"),
        ("EPISODIC", "{month}开车去{city}吃喜酒，一路上跟在拉货的大车后面。"),
        ("EPISODIC", "修{thing}的师傅看了一眼说“这个冇得修了”，收了六十块上门费。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "employer",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the big pharma plant in Ringaskiddy",
                "a medical device company in Little Island",
                "the drug plant out in Kinsale",
                "a food-testing lab in Carrigtwohill",
                "the pathology lab at CUH",
                "the quality lab at the brewery on Leitrim Street",
            ],
            "facts": [
                "I work at {v}.",
                "My job is at {v}.",
                "Where I clock in every morning is {v}.",
            ],
            "corrections": [
                ("cue", "at {new} now, started monday"),
                ("cue", "After the redundancies were announced in the spring, I took the offer from {new}."),
                ("cue", "Once Aoife started school full days, I went full-time at {new}."),
                ("explicit", "Handed in my notice at {old}. I'm at {new}."),
                ("explicit", "{old} wanted me on permanent nights, so I said yes to {new}."),
                ("explicit", "job: {new}, not {old}"),
                ("implicit", "Got my badge photo taken at {new} and I look like I've just been arrested."),
                ("implicit", "{new} - induction 8am, bring passport + bank details"),
                ("implicit", "Mam tells everyone at Mass that I'm a scientist at {new}, which is only half true."),
                (
                    "implicit",
                    "Donal dropped me to {new} in the hotel van and the security man wouldn't let him past the barrier.",
                ),
                (
                    "implicit",
                    "Con asked what exactly I do all day at {new}, and I gave up explaining after ten minutes.",
                ),
                (
                    "implicit",
                    (
                        "Monday: the alarm at six, Aoife's uniform still damp on the radiator, Cian's "
                        "lunch forgotten on the counter, the Jack Lynch Tunnel backed up to Dunkettle, "
                        "and a parking space at {new} so far from the door I was wet through before I "
                        "got inside."
                    ),
                ),
            ],
            "questions": ["Where do I work?", "Who's my employer?", "Which place am I working for?"],
            "now": ["Where am I working at the moment?"],
        },
        "zh": {
            "values": [
                "沌口的一家汽车零部件厂",
                "光谷的一家光通信公司",
                "汉口的一家物流公司",
                "武昌的一家设计院",
                "一家连锁药店的总部",
                "街道口的一家培训机构",
            ],
            "facts": ["我在{v}上班。", "我的单位是{v}。", "我每天去{v}打卡。"],
            "corrections": [
                ("cue", "入职了 {new}"),
                ("cue", "去年公司裁员那一波过后，我就去了{new}。"),
                ("cue", "豆豆上了五年级，我也换了份工作，在{new}做账。"),
                ("explicit", "{old}辞了，去了{new}。"),
                ("explicit", "{old}那边一到月底就加班到半夜，我就跳槽去了{new}。"),
                ("explicit", "单位：{new}，不是{old}"),
                ("implicit", "在{new}拍工牌照片，拍出来跟通缉令一样。"),
                ("implicit", "{new} 周一早上八点报到 带身份证和银行卡"),
                ("implicit", "我妈逢人就说我在{new}当领导，其实就是个做账的。"),
                ("implicit", "老公开着出租车送我到{new}门口，保安不让车进。"),
                ("implicit", "婆婆在电话里问我在{new}到底是做么事的，讲了十分钟她也没听懂。"),
                (
                    "implicit",
                    (
                        "星期一：六点起床，豆豆的校服还挂在阳台上没干，他的水杯忘在了桌上，二七长江大桥"
                        "上堵成一锅粥，到了{new}楼下，停车场已经满了，我绕了三圈才找到位子。"
                    ),
                ),
            ],
            "questions": ["我在哪上班？", "我的单位是哪里？", "我在哪家公司工作？"],
            "now": ["我现在在哪上班？"],
        },
    },
    {
        "key": "work_team",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the stability team",
                "the micro team",
                "the raw materials team",
                "the validation team",
                "the environmental monitoring team",
                "the method development team",
            ],
            "facts": [
                "At work I'm on {v}.",
                "My team at work is {v}.",
                "The people I sit with at work are {v}.",
            ],
            "corrections": [
                ("cue", "moved onto {new} this week"),
                ("cue", "After the big restructure at the start of the year, I ended up on {new}."),
                ("cue", "Since the audit, they've had me on {new}."),
                ("explicit", "Not on {old} anymore, I'm on {new}."),
                (
                    "explicit",
                    "{old} had me running the same test forty times a day, so I asked for {new} and got it.",
                ),
                ("explicit", "team: {new}, not {old}"),
                ("implicit", "Cake for somebody's birthday on {new}, and I got the corner piece."),
                ("implicit", "{new} meeting 9:30, bring the trend charts"),
                ("implicit", "Ger keeps telling people I only joined {new} for the window seat."),
                (
                    "implicit",
                    "Donal asked what {new} actually does and glazed over before I got to the end of the sentence.",
                ),
                ("implicit", "Mam thinks {new} sounds very important and told the whole bingo about it."),
                (
                    "implicit",
                    (
                        "Thursday: an auditor from Frankfurt in a hairnet, two out-of-spec results "
                        "before the tea break, the fire alarm test at eleven, a sandwich at the bench, "
                        "and the whole of {new} in the meeting room till six arguing over a single "
                        "decimal point."
                    ),
                ),
            ],
            "questions": [
                "What team am I on at work?",
                "Which team do I work in?",
                "Who do I sit with at work?",
            ],
            "now": ["Which team have they got me in at the moment?"],
        },
        "zh": {
            "values": ["成本组", "税务组", "资金组", "应收组", "预算组", "总账组"],
            "facts": ["我在财务部的{v}。", "我在单位是{v}的。", "我们部门里，我归{v}。"],
            "corrections": [
                ("cue", "调到{new}了"),
                ("cue", "年初部门重新分了一回工，我分到了{new}。"),
                ("cue", "自从上回审计过后，领导就把我放在了{new}。"),
                ("explicit", "不在{old}了，在{new}。"),
                ("explicit", "{old}天天对同一张表，我申请去了{new}，批了。"),
                ("explicit", "组：{new}，不是{old}"),
                ("implicit", "{new}今天有人过生日，办公室切了个蛋糕，我分到了带花的那块。"),
                ("implicit", "{new} 九点半开会 带上月的报表"),
                ("implicit", "小敏老说我去{new}就是为了那个靠窗的位子。"),
                ("implicit", "老公问{new}到底是干嘛的，我话还没说完他就开始打哈欠。"),
                ("implicit", "我妈觉得{new}听着蛮厉害，跟她那帮跳舞的姐妹全讲了一遍。"),
                (
                    "implicit",
                    (
                        "星期四：集团来了两个查账的，上午出了两张对不上的单子，十一点消防演练，中午在工位"
                        "上扒了两口饭，{new}一帮人在会议室里为了一个小数点争到了六点。"
                    ),
                ),
            ],
            "questions": ["我在哪个组？", "我在财务部是哪个组的？", "单位里我归哪个组？"],
            "now": ["我现在在哪个组？"],
        },
    },
    {
        "key": "line_manager",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Kerryman called Tadhg Sheehan",
                "Siobhán Twomey",
                "a Dutch guy called Joost Verhoeven",
                "a Limerick man called Fergal Hanrahan",
                "Priya Nair",
                "a woman from Mallow called Gráinne Buckley",
            ],
            "facts": [
                "My manager is {v}.",
                "The person I report to is {v}.",
                "My boss at work is {v}.",
            ],
            "corrections": [
                ("cue", "new boss, {new}"),
                ("cue", "After the shake-up upstairs, I report to {new}."),
                ("cue", "Ever since the site director left, my manager has been {new}."),
                ("explicit", "{old} moved to another site; I report to {new}."),
                ("explicit", "{old} and I never saw eye to eye, so I asked to move under {new}."),
                ("explicit", "manager: {new}, not {old}"),
                (
                    "implicit",
                    "One-to-one with {new} this morning and I came out with three extra jobs and no raise.",
                ),
                ("implicit", "annual review w/ {new} thurs 2pm - print the targets"),
                (
                    "implicit",
                    "Ger reckons {new} reads every email twice before answering, and then answers a different question.",
                ),
                ("implicit", "Donal got stuck beside {new} at the Christmas do and they talked hurling for an hour."),
                ("implicit", "Mam asked if {new} is married, for no reason she'd admit to."),
                (
                    "implicit",
                    (
                        "Friday: Cian off sick with a temperature, Donal on a double at the hotel, Mam "
                        "minding him till lunch, and me on a Teams call from the kitchen table with "
                        "{new} while Aoife's cartoons played on full blast in the next room."
                    ),
                ),
            ],
            "questions": ["Who's my manager?", "Who do I report to at work?", "Who's my boss?"],
            "now": ["Who am I reporting to these days?"],
        },
        "zh": {
            "values": [
                "从深圳调来的高总",
                "比我还小五岁的邱经理",
                "姓向的财务经理",
                "老板娘的表妹",
                "干了三十年会计的龚姐",
                "一个叫Kevin的海归",
            ],
            "facts": ["我的领导是{v}。", "我直接向{v}汇报。", "管我的是{v}。"],
            "corrections": [
                ("cue", "领导换人了 {new}"),
                ("cue", "上面调整了一轮，我现在归{new}管。"),
                ("cue", "财务总监走了以后，管我们的一直是{new}。"),
                ("explicit", "{old}调走了，现在是{new}管我。"),
                ("explicit", "跟{old}实在合不来，我申请调到了{new}手底下。"),
                ("explicit", "领导：{new}，不是{old}"),
                ("implicit", "早上跟{new}单独谈了一回话，出来多了三件事，工资一分没涨。"),
                ("implicit", "周四下午两点 {new} 年度考核 打印目标表"),
                ("implicit", "小敏说{new}回一封邮件要看三遍，回的还是别的事。"),
                ("implicit", "年会上老公跟{new}坐一桌，两个人聊足球聊了一个钟头。"),
                ("implicit", "我妈打听{new}结没结婚，问她为么事她又不说。"),
                (
                    "implicit",
                    (
                        "星期五：豆豆发烧在家，老公跑完夜班还在睡，我妈过来帮忙照看到中午，我在饭桌上开着"
                        "电脑跟{new}开视频会，隔壁房间动画片放得震天响。"
                    ),
                ),
            ],
            "questions": ["我的领导是谁？", "我在单位向谁汇报？", "管我的是哪个？"],
            "now": ["我现在的领导是谁？"],
        },
    },
    {
        "key": "gym_membership",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Mardyke Arena",
                "Leisureworld in Bishopstown",
                "a CrossFit box off the Tramore Road",
                "the gym at the Rochestown Park Hotel",
                "the 24-hour gym on the Kinsale Road",
                "the leisure centre in Douglas",
            ],
            "facts": ["I'm a member at {v}.", "My gym is {v}.", "I work out at {v}."],
            "corrections": [
                ("cue", "gym's {new} now"),
                ("cue", "After the deal they ran at the start of the year, I signed up at {new}."),
                ("cue", "Since my hours at work changed, I've been going to {new}."),
                ("explicit", "Cancelled at {old}, I'm a member at {new}."),
                ("explicit", "{old} had one working shower between forty women, so I joined {new}."),
                ("explicit", "gym: {new}, not {old}"),
                ("implicit", "Left my towel in a locker at {new} and it's probably walked off by now."),
                ("implicit", "{new} 7am - leg day, ugh"),
                ("implicit", "Deirdre wants a guest pass for {new} so she can use the sauna and nothing else."),
                (
                    "implicit",
                    "Donal says he'll come to {new} with me after Christmas, which he's said for six years.",
                ),
                ("implicit", "Cian saw a county hurler at {new} and hasn't stopped talking about it."),
                (
                    "implicit",
                    (
                        "Wednesday: a half day, Aoife at the dentist, the dryer making that noise "
                        "again, the dinner in the slow cooker, and an hour at {new} with my earphones "
                        "in, pretending the rest of the week wasn't happening."
                    ),
                ),
            ],
            "questions": ["Which gym am I a member of?", "Where do I work out?", "What's my gym?"],
            "now": ["Which gym am I going to at the moment?"],
        },
        "zh": {
            "values": [
                "小区会所的健身房",
                "单位的职工活动中心",
                "乐刻",
                "超级猩猩",
                "家楼下的24小时健身房",
                "一家私教工作室",
            ],
            "facts": ["我在{v}办的卡。", "我健身去{v}。", "我平时在{v}锻炼。"],
            "corrections": [
                ("cue", "最近去{new}练"),
                ("cue", "年初搞活动的时候，我在{new}办了张年卡。"),
                ("cue", "下班时间一调，我就改去{new}了。"),
                ("explicit", "{old}的卡退了，去{new}。"),
                ("explicit", "{old}四十个人抢一个淋浴头，我就办了{new}的卡。"),
                ("explicit", "健身：{new}，不是{old}"),
                ("implicit", "毛巾落在{new}的柜子里了，估计找不回来了。"),
                ("implicit", "{new} 早上七点 练腿 哎"),
                ("implicit", "我姐想蹭我{new}的体验券，说她只去蒸桑拿。"),
                ("implicit", "老公说过完年就跟我一起去{new}，这话他说了六年了。"),
                ("implicit", "豆豆在{new}碰到了一个打CBA的球员，回来讲了一个礼拜。"),
                (
                    "implicit",
                    (
                        "星期三：请了半天假，带豆豆去看了牙，洗衣机又在响，晚饭在电饭煲里焖着，我戴着耳机"
                        "在{new}待了一个钟头，假装这个礼拜剩下的事都不存在。"
                    ),
                ),
            ],
            "questions": ["我在哪家健身房办的卡？", "我去哪里健身？", "我平时在哪锻炼？"],
            "now": ["我这阵子在哪健身？"],
        },
    },
    {
        "key": "family_pet",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a ginger tom called Rory",
                "a rescue greyhound called Biscuit",
                "a black Lab called Bosco",
                "two guinea pigs called Salt and Vinegar",
                "a one-eyed cat called Captain",
                "a Jack Russell called Pádraig",
            ],
            "facts": [
                "Our pet is {v}.",
                "The animal in our house is {v}.",
                "At home we have {v}.",
            ],
            "corrections": [
                ("cue", "we've {new} now, send help"),
                ("cue", "After the rescue centre put up a post in the summer, we ended up with {new}."),
                ("cue", "Since Cian's birthday, the house has had {new} in it."),
                ("explicit", "{old} went to live with Deirdre; we've {new}."),
                ("explicit", "Aoife turned out to be allergic to {old}, so it's {new} for us."),
                ("explicit", "pet: {new}, not {old}"),
                ("implicit", "Came down at six and {new} had eaten the corner of Cian's homework."),
                ("implicit", "food for {new} - the good stuff, not the Aldi one"),
                ("implicit", "Nuala stops at our front window every morning to say hello to {new}."),
                ("implicit", "Donal pretends not to like {new}, and then I catch him sharing his toast."),
                ("implicit", "Mam won't visit until we've put {new} in the back room."),
                (
                    "implicit",
                    (
                        "Sunday: a fry for six, Con down from Macroom with a sack of onions, Aoife's "
                        "Communion dress to collect, the grass finally cut, and {new} stretched out in "
                        "the one patch of sun on the kitchen floor while everyone stepped round."
                    ),
                ),
            ],
            "questions": ["What pet do we have?", "What animal lives in our house?", "What's our pet?"],
            "now": ["What pet have we got at the moment?"],
        },
        "zh": {
            "values": [
                "一只叫煤球的黑猫",
                "一只叫馒头的柯基",
                "两只叫糖糖和豆包的仓鼠",
                "一只叫大黄的土狗",
                "一只瞎了一只眼的橘猫",
                "一只会说“你好”的鹦鹉",
            ],
            "facts": ["我们家养了{v}。", "家里的宠物是{v}。", "我家有{v}。"],
            "corrections": [
                ("cue", "家里现在是{new}"),
                ("cue", "去年救助站在群里发了领养帖，后来我们家就养了{new}。"),
                ("cue", "豆豆过完十岁生日，家里就养上了{new}。"),
                ("explicit", "{old}送到我姐家去了，我们养的是{new}。"),
                ("explicit", "豆豆对{old}过敏，只好换成了{new}。"),
                ("explicit", "宠物：{new}，不是{old}"),
                ("implicit", "早上六点起来，发现{new}把豆豆的作业本啃了一个角。"),
                ("implicit", "给{new}买粮 要那个牌子 别买错"),
                ("implicit", "对门胡阿姨每天早上都要隔着门跟{new}打个招呼。"),
                ("implicit", "老公嘴上说不喜欢{new}，转头就把包子掰了一半喂过去。"),
                ("implicit", "婆婆来之前打电话说，得先把{new}关到小房间去。"),
                (
                    "implicit",
                    (
                        "星期天：炸了一大锅藕夹，婆婆从孝感带来一袋子红薯，豆豆的校服要去取，阳台终于"
                        "收拾出来了，{new}占着厨房里唯一一块有太阳的地方，一家人进进出出都绕着走。"
                    ),
                ),
            ],
            "questions": ["我们家养的什么宠物？", "家里的宠物是什么？", "我家养了啥？"],
            "now": ["我们家现在养的是什么？"],
        },
    },
    {
        "key": "morning_drink",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Barry's Gold Blend",
                "Lyons Original",
                "a strong mug of Punjana",
                "a flat white from the coffee van at the Lough",
                "a spoon of Nescafé Gold",
                "espresso out of the moka pot",
            ],
            "facts": [
                "My first drink of the day is {v}.",
                "I can't start the morning without {v}.",
                "In the morning it's {v} for me.",
            ],
            "corrections": [
                ("cue", "mornings = {new} lately"),
                ("cue", "After the first week of the early shift, my mornings have been {new}."),
                ("cue", "Since Mam got me hooked, it's {new} first thing."),
                ("explicit", "Gave up {old} - {new} in the mornings."),
                ("explicit", "{old} was doing nothing for me by half seven, so it's {new}."),
                ("explicit", "morning drink: {new}, not {old}"),
                (
                    "implicit",
                    "Burnt my tongue on {new} in the car park and swore loud enough for the security man to hear.",
                ),
                ("implicit", "{new} before anything, then the school run"),
                (
                    "implicit",
                    "Donal has {new} waiting for me on the counter when I come down, which is why I married him.",
                ),
                ("implicit", "Deirdre says I'm not fit to talk to before {new}, and she's right."),
                ("implicit", "Aoife brought me {new} in bed for Mother's Day and half of it was in the saucer."),
                (
                    "implicit",
                    (
                        "Half six: rain on the skylight, Cian's PE gear in the wash, a text from work "
                        "about a failed batch, Aoife's hair to plait, the bin to go out, and {new} "
                        "going cold on the windowsill while I looked for the other shoe."
                    ),
                ),
            ],
            "questions": [
                "What do I drink first thing in the morning?",
                "What's my morning drink?",
                "What do I need before I can start the day?",
            ],
            "now": ["What am I drinking in the mornings these days?"],
        },
        "zh": {
            "values": [
                "蛋酒",
                "瑞幸的生椰拿铁",
                "一杯恩施玉露",
                "蜂蜜柚子茶",
                "一杯热牛奶",
                "自己手冲的黑咖啡",
            ],
            "facts": ["我早上第一口喝的是{v}。", "早上没有{v}我就醒不过来。", "我每天早上都要喝{v}。"],
            "corrections": [
                ("cue", "早上最近喝{new}"),
                ("cue", "上早班的第一个礼拜过后，我早上就离不开{new}了。"),
                ("cue", "被我妈带着，现在一起床就是{new}。"),
                ("explicit", "不喝{old}了，早上喝{new}。"),
                ("explicit", "{old}喝下去到八点还是迷糊，就改成了{new}。"),
                ("explicit", "早上喝的：{new}，不是{old}"),
                ("implicit", "在停车场喝{new}烫了舌头，骂出声来被保安听见了。"),
                ("implicit", "先{new} 再送豆豆上学"),
                ("implicit", "老公每天早上都把{new}给我摆在桌上，我就是冲这个嫁给他的。"),
                ("implicit", "我姐说没喝{new}之前别跟我讲话，讲了也白讲。"),
                ("implicit", "母亲节豆豆把{new}端到床边，洒了一半在托盘里。"),
                (
                    "implicit",
                    (
                        "早上六点半：雨打在窗户上，豆豆的体育服还在洗衣机里，单位群里有人问一笔账，垃圾"
                        "要拿下去，{new}在窗台上放凉了，我还在找另一只鞋。"
                    ),
                ),
            ],
            "questions": ["我早上喝什么？", "我每天早上第一口喝的是什么？", "我早上离不开的是什么？"],
            "now": ["我这阵子早上喝的是什么？"],
        },
    },
    {
        "key": "vet_practice",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the vet on the Douglas Road",
                "a vet in Ballincollig called Eimear Desmond",
                "the big animal hospital on the Model Farm Road",
                "a vet in Togher called Jerome Creedon",
                "the vets beside the church in Ballinlough",
                "the twenty-four-hour vet in Mahon",
            ],
            "facts": [
                "Our vet is {v}.",
                "When the pet's sick, we go to {v}.",
                "The jabs and check-ups are done at {v}.",
            ],
            "corrections": [
                ("cue", "vet is {new} now"),
                ("cue", "After the mix-up with the worming tablets, we moved to {new}."),
                ("cue", "Ever since the out-of-hours bill last winter, we've been going to {new}."),
                ("explicit", "Stopped going to {old}; we're with {new}."),
                ("explicit", "{old} kept us waiting an hour even with an appointment, so it's {new}."),
                ("explicit", "vet: {new}, not {old}"),
                ("implicit", "The receptionist at {new} knew Aoife's name before she knew mine."),
                ("implicit", "booster jabs @ {new} sat 10:15"),
                ("implicit", "Nuala asked for the number of {new} for her sister in Bandon."),
                ("implicit", "Donal paid the bill at {new} and then sat in the car for a minute in silence."),
                (
                    "implicit",
                    "Aoife has decided she'll work at {new} when she grows up, mostly to use the stethoscope.",
                ),
                (
                    "implicit",
                    (
                        "Saturday: an old towel on the back seat, Cian quiet in the back, Donal's "
                        "phone going with the hotel, the rain coming down in sheets, and the waiting "
                        "room at {new} full of people pretending they weren't worried either."
                    ),
                ),
            ],
            "questions": [
                "Who's our vet?",
                "Where do we take the pet when it's sick?",
                "Which vet are we with?",
            ],
            "now": ["Which vet are we going to at the moment?"],
        },
        "zh": {
            "values": [
                "小区对面的宠物诊所",
                "华农的动物医院",
                "一个姓郑的宠物医生",
                "江汉路上那家24小时宠物医院",
                "后湖那家口碑很好的宠物医院",
                "朋友介绍的一个叫阿珂的兽医",
            ],
            "facts": ["我们家宠物看病去{v}。", "家里的宠物打疫苗找{v}。", "我们信得过的是{v}。"],
            "corrections": [
                ("cue", "看宠物这阵子找{new}"),
                ("cue", "上回驱虫药弄错了那件事过后，我们就改去{new}了。"),
                ("cue", "自从去年冬天半夜急诊花了一大笔钱，我们一直找{new}。"),
                ("explicit", "{old}不去了，找{new}。"),
                ("explicit", "在{old}约了号还等了一个钟头，以后都去{new}。"),
                ("explicit", "兽医：{new}，不是{old}"),
                ("implicit", "{new}的前台记得豆豆的名字，比记得我的还清楚。"),
                ("implicit", "周六十点一刻 {new} 打疫苗"),
                ("implicit", "胡阿姨要了{new}的电话，说给她女儿家用。"),
                ("implicit", "老公在{new}交完钱，坐在车里半天没说话。"),
                ("implicit", "豆豆说长大了要去{new}上班，主要是想玩那个听诊器。"),
                (
                    "implicit",
                    (
                        "星期六：后座铺了条旧毛巾，豆豆在后面一声不吭，老公的手机一直响，雨下得跟倒的一样"
                        "，{new}的候诊区坐满了人，一个个都装作不着急的样子。"
                    ),
                ),
            ],
            "questions": ["我们家的兽医是谁？", "宠物生病了我们去哪看？", "我们家宠物在哪打疫苗？"],
            "now": ["我们家宠物现在在哪看病？"],
        },
    },
    {
        "key": "podcast",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the Blindboy Podcast",
                "The Rest Is History",
                "The Two Johnnies",
                "Stuff You Should Know",
                "Desert Island Discs",
                "You're Dead to Me",
            ],
            "facts": [
                "The podcast I'm listening to is {v}.",
                "In my ears on the way to work is {v}.",
                "The podcast I can't stop listening to is {v}.",
            ],
            "corrections": [
                ("cue", "on {new} these days"),
                ("cue", "After Ger sent me one episode in the lab group chat, I got into {new}."),
                ("cue", "Since I started walking to the bus, it's been {new} in my ears."),
                ("explicit", "Unsubscribed from {old}; I'm listening to {new}."),
                ("explicit", "{old} went on for two hours about nothing, so I switched to {new}."),
                ("explicit", "podcast: {new}, not {old}"),
                ("implicit", "Laughed out loud at {new} on the bus and the woman beside me moved seats."),
                ("implicit", "ep. 212 of {new}, finish on the drive"),
                ("implicit", "Donal says I repeat whole bits of {new} at dinner like they're the news."),
                (
                    "implicit",
                    "Deirdre listened to one episode of {new} on my say-so and now she's ahead of me.",
                ),
                ("implicit", "Cian caught me crying at {new} while I was hoovering."),
                (
                    "implicit",
                    (
                        "Sunday evening: the ironing basket overflowing, five school shirts, the match "
                        "on in the other room with the sound down, Aoife's spellings on the fridge, "
                        "and {new} in one ear for two hours while the pile went down an inch at a time."
                    ),
                ),
            ],
            "questions": [
                "What podcast am I listening to?",
                "What's in my ears on the way to work?",
                "What's my podcast?",
            ],
            "now": ["Which podcast am I listening to these days?"],
        },
        "zh": {
            "values": ["《随机波动》", "《忽左忽右》", "《故事FM》", "《日谈公园》", "《无聊斋》", "《声东击西》"],
            "facts": ["我在听的播客是{v}。", "上班路上我耳机里放的是{v}。", "我最近追的播客是{v}。"],
            "corrections": [
                ("cue", "这阵子在听{new}"),
                ("cue", "小敏在工作群里转了一期，之后我就开始听{new}了。"),
                ("cue", "自从开始走路去坐地铁，耳机里就一直是{new}。"),
                ("explicit", "{old}取关了，在听{new}。"),
                ("explicit", "{old}一期两个钟头净扯闲篇，我就改听{new}了。"),
                ("explicit", "播客：{new}，不是{old}"),
                ("implicit", "在地铁上听{new}笑出了声，旁边的人往边上挪了挪。"),
                ("implicit", "{new} 第212期 开车的时候听完"),
                ("implicit", "老公说我吃饭的时候一段一段地学{new}，跟播新闻似的。"),
                ("implicit", "我姐听我的推荐听了一期{new}，现在比我还追得快。"),
                ("implicit", "豆豆撞见我一边拖地一边听{new}听哭了。"),
                (
                    "implicit",
                    (
                        "星期天晚上：一筐衣服等着叠，五件校服要熨，老公在另一个房间看球，声音关小了，豆豆"
                        "的听写单子贴在冰箱上，我一只耳朵塞着耳机听了两个钟头的{new}，那堆衣服才下去一点"
                        "点。"
                    ),
                ),
            ],
            "questions": ["我在听什么播客？", "我上班路上耳机里放的是什么？", "我最近追的是哪个播客？"],
            "now": ["我这阵子在听哪个播客？"],
        },
    },
    {
        "key": "friday_takeaway",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a spice bag from the Chinese on Evergreen Road",
                "fish and chips from Jackie Lennox's",
                "a box of Hillbillys",
                "a curry from the Indian on Barrack Street",
                "a wood-fired pizza from the place on Douglas Street",
                "sushi from the place on Washington Street",
            ],
            "facts": [
                "Friday night is {v}.",
                "Our Friday takeaway is {v}.",
                "At the end of the week we get {v}.",
            ],
            "corrections": [
                ("cue", "fri = {new} lately"),
                ("cue", "After Donal's hotel started doing Friday weddings, the takeaway became {new}."),
                ("cue", "Since Aoife decided she's a food critic, Fridays have been {new}."),
                ("explicit", "We're off {old}; Friday is {new}."),
                ("explicit", "{old} took an hour and a half to come last time, so it's {new}."),
                ("explicit", "friday takeaway: {new}, not {old}"),
                ("implicit", "Ate {new} out of the bag on the couch and didn't feel one bit guilty."),
                ("implicit", "order {new} by 6 or the queue's mad"),
                ("implicit", "Cian says Friday isn't Friday without {new}."),
                ("implicit", "Mam rang in the middle of {new} to tell me about a funeral."),
                (
                    "implicit",
                    "Nuala's son drops in on a Friday, by pure coincidence, whenever there's {new}.",
                ),
                (
                    "implicit",
                    (
                        "Friday: a twelve-hour day, an audit report signed off at half five, the Jack "
                        "Lynch Tunnel crawling, Aoife asleep before seven, a bottle of wine on the "
                        "counter, and {new} on our knees in front of the telly with the heating on full."
                    ),
                ),
            ],
            "questions": [
                "What do we get for takeaway on a Friday?",
                "What's our Friday night takeaway?",
                "What do we order at the end of the week?",
            ],
            "now": ["What's our Friday takeaway these days?"],
        },
        "zh": {
            "values": ["油焖大虾", "周黑鸭的鸭脖", "吉庆街的烧烤", "万州烤鱼", "一锅牛杂", "炸串"],
            "facts": [
                "我们家周五晚上的宵夜是{v}。",
                "周五晚上我们点{v}。",
                "一个礼拜忙完了，我们就吃{v}。",
            ],
            "corrections": [
                ("cue", "周五宵夜最近是{new}"),
                ("cue", "老公开始跑周五的夜班以后，宵夜就成了{new}。"),
                ("cue", "自从豆豆自封美食评论家，周五晚上就是{new}。"),
                ("explicit", "{old}吃腻了，周五吃{new}。"),
                ("explicit", "上回{old}送了一个半钟头才到，这回点的{new}。"),
                ("explicit", "周五宵夜：{new}，不是{old}"),
                ("implicit", "窝在沙发上把{new}吃了个干净，一点都不愧疚。"),
                ("implicit", "六点前下单{new} 不然排不上"),
                ("implicit", "豆豆说周五没有{new}就不算周五。"),
                ("implicit", "正吃着{new}，我妈打电话来讲她们社区谁家办白事。"),
                ("implicit", "对门胡阿姨的儿子每到周五我们吃{new}的时候，都刚好来串门。"),
                (
                    "implicit",
                    (
                        "星期五：加了一天班，五点半才把报表交上去，长江隧道堵得走不动，豆豆七点就睡了，"
                        "桌上开了瓶啤酒，我们两口子端着{new}坐在电视前面，空调开得呼呼响。"
                    ),
                ),
            ],
            "questions": ["我们家周五晚上吃什么宵夜？", "周五的宵夜点的是什么？", "忙完一个礼拜我们吃什么？"],
            "now": ["我们家这阵子周五宵夜吃什么？"],
        },
    },
    {
        "key": "work_lunch",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a chicken fillet roll from the Centra",
                "the hot dinner in the staff canteen",
                "last night's leftovers",
                "a wrap from the deli in the Spar",
                "a cheese and onion sandwich from home",
                "soup and a sambo from the café across the road",
            ],
            "facts": [
                "My lunch at work is {v}.",
                "At one o'clock I have {v}.",
                "What I eat on my lunch break is {v}.",
            ],
            "corrections": [
                ("cue", "lunch is {new} this weather"),
                ("cue", "After the salad phase fell apart in the spring, lunch has been {new}."),
                ("cue", "Since I started on earlies, my lunch is {new}."),
                ("explicit", "Done with {old}; lunch is {new}."),
                ("explicit", "{old} left me asleep at the bench by three, so I have {new}."),
                ("explicit", "lunch: {new}, not {old}"),
                (
                    "implicit",
                    "Had {new} at one, then ten minutes' walk round the car park, my half hour of peace.",
                ),
                ("implicit", "{new} at 1, ring the school about the tour"),
                ("implicit", "Ger says {new} every single day would drive him to drink."),
                (
                    "implicit",
                    "Donal, who cooks for a living, heard I'm having {new} every day and said nothing, loudly.",
                ),
                ("implicit", "Cian asked why I get {new} and he gets a ham sandwich."),
                (
                    "implicit",
                    (
                        "Tuesday: a sample fridge alarm at eight, a training module on hand-washing, "
                        "two calls from the school, the printer jammed for the fourth time, and {new} "
                        "got through in twelve minutes flat between two phone calls."
                    ),
                ),
            ],
            "questions": [
                "What do I have for lunch at work?",
                "What's my lunch on a work day?",
                "What do I eat on my lunch break?",
            ],
            "now": ["What am I having for lunch at work these days?"],
        },
        "zh": {
            "values": [
                "单位食堂的自助餐",
                "外卖的黄焖鸡米饭",
                "头天晚上剩的饭菜",
                "楼下那家的牛肉粉",
                "一份轻食沙拉",
                "便利店的饭团",
            ],
            "facts": ["我中午吃{v}。", "上班的时候午饭是{v}。", "中午休息我一般吃{v}。"],
            "corrections": [
                ("cue", "中午这阵子吃{new}"),
                ("cue", "春天那阵子忙账忙疯了，之后中午就一直是{new}。"),
                ("cue", "改上早班以后，我午饭都是{new}。"),
                ("explicit", "{old}不吃了，中午吃{new}。"),
                ("explicit", "吃了{old}下午三点就趴在桌上睡着，现在吃{new}。"),
                ("explicit", "午饭：{new}，不是{old}"),
                ("implicit", "一点钟吃完{new}，绕着停车场走了十分钟，一天里最舒服的一段。"),
                ("implicit", "一点钟{new} 给学校打电话问春游"),
                ("implicit", "小敏说天天吃{new}，换她早就疯了。"),
                ("implicit", "我妈听说我中午吃{new}，在电话里叹了半天气。"),
                ("implicit", "豆豆问凭么事我中午吃{new}，他就只能吃学校的饭。"),
                (
                    "implicit",
                    (
                        "星期二：八点钟系统报错，上午培训了一个钟头的反洗钱，学校打了两回电话，打印机卡了"
                        "四回纸，{new}十二分钟就扒完了，中间还接了两个电话。"
                    ),
                ),
            ],
            "questions": ["我上班中午吃什么？", "我的午饭一般是什么？", "中午休息我吃啥？"],
            "now": ["我这阵子中午吃的是什么？"],
        },
    },
    {
        "key": "spare_key_holder",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the O'Callaghans next door",
                "a retired guard across the road called Jim Coughlan",
                "the Nowaks at number 14",
                "Donal's cousin Jerh Lucey",
                "a key safe by the back door",
                "an old friend of Mam's called Peg Walsh",
            ],
            "facts": [
                "Our spare key is with {v}.",
                "If we lock ourselves out, we go to {v} for the key.",
                "The spare set of house keys is with {v}.",
            ],
            "corrections": [
                ("cue", "spare key's with {new} now"),
                ("cue", "After the time Cian locked himself out in the rain, the spare key went to {new}."),
                ("cue", "Since we had the locks done, {new} has had our spare key."),
                ("explicit", "Took the spare off {old}; it's with {new}."),
                ("explicit", "{old} was never around when we needed it, so the spare key's with {new}."),
                ("explicit", "spare key: {new}, not {old}"),
                ("implicit", "Locked out at eleven at night and had to go to {new} in my slippers."),
                ("implicit", "tell Deirdre the key's with {new}"),
                (
                    "implicit",
                    "Mam let herself in to do the ironing with the key from {new}, and the alarm went off.",
                ),
                (
                    "implicit",
                    "Donal says giving the key to {new} is the most grown-up thing we've done as a couple.",
                ),
                ("implicit", "Aoife knows exactly where to get the key from {new}, which worries me a bit."),
                (
                    "implicit",
                    (
                        "Bank holiday Monday: the car packed for Youghal, the kids fighting over the "
                        "window seat, sun cream everywhere, the cool box forgotten on the step, and the "
                        "front door locked behind us with the keys inside, so Donal had to go round to "
                        "{new} in his flip-flops."
                    ),
                ),
            ],
            "questions": [
                "Who has our spare key?",
                "Where do we get the spare key if we're locked out?",
                "Who's minding our spare house key?",
            ],
            "now": ["Who has our spare key at the moment?"],
        },
        "zh": {
            "values": [
                "小区门口开小卖部的老吴",
                "五楼的退休老中医黎爹爹",
                "物业的管家小龚",
                "电表箱里的钥匙盒",
                "老公的发小大伟",
                "同楼层的小两口阿峰和晴晴",
            ],
            "facts": [
                "我家的备用钥匙放在{v}那儿。",
                "进不了门就去找{v}拿钥匙。",
                "家里的备用钥匙交给了{v}。",
            ],
            "corrections": [
                ("cue", "备用钥匙现在放{new}那儿"),
                ("cue", "上回豆豆把自己锁在门外淋了一身雨，之后备用钥匙就放到了{new}那儿。"),
                ("cue", "换了锁芯以后，备用钥匙一直在{new}那儿。"),
                ("explicit", "钥匙从{old}那儿拿回来了，放在{new}那儿。"),
                ("explicit", "{old}要用的时候总找不着人，备用钥匙就给了{new}。"),
                ("explicit", "备用钥匙：{new}，不是{old}"),
                ("implicit", "晚上十一点被锁在门外，穿着拖鞋去{new}那儿拿的钥匙。"),
                ("implicit", "跟我姐说钥匙在{new}那儿"),
                ("implicit", "我妈拿着{new}那儿的钥匙进门帮我熨衣服，把烟雾报警器弄响了。"),
                ("implicit", "老公说把钥匙交给{new}，是我们两口子干过最像大人的一件事。"),
                ("implicit", "豆豆晓得去{new}那儿拿钥匙，我有点不放心。"),
                (
                    "implicit",
                    (
                        "五一那天：车里塞满了去木兰山的东西，豆豆在后座吵着要靠窗，防晒霜抹得到处都是，"
                        "水壶忘在了门口，门一关钥匙全锁在屋里，老公只好穿着拖鞋去{new}那儿拿钥匙。"
                    ),
                ),
            ],
            "questions": ["我家的备用钥匙在谁那儿？", "被锁在门外去哪拿钥匙？", "备用钥匙交给谁保管了？"],
            "now": ["我家备用钥匙现在在谁那儿？"],
        },
    },
    {
        "key": "handyman",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a plumber from Gurranabraher called Mossie Kelleher",
                "Donal's brother Finbarr",
                "a fella off DoneDeal called Kevin Dineen",
                "a Brazilian handyman called Thiago Souza",
                "a retired electrician called Noel O'Driscoll",
                "the maintenance man from the parish, Timmy Lordan",
            ],
            "facts": [
                "When something breaks in the house, I ring {v}.",
                "Our handyman is {v}.",
                "Jobs around the house get done by {v}.",
            ],
            "corrections": [
                ("cue", "{new} does our odd jobs now"),
                ("cue", "After the leak under the bath last winter, we started getting {new} in."),
                ("cue", "Ever since Nuala recommended him, it's {new} for anything in the house."),
                ("explicit", "Not ringing {old} again; {new} does our jobs."),
                ("explicit", "{old} left the tap dripping worse than before, so we use {new}."),
                ("explicit", "handyman: {new}, not {old}"),
                ("implicit", "{new} was here at eight on the dot and had the kettle on before me."),
                ("implicit", "text {new} re: shower + back gate"),
                ("implicit", "Nuala borrowed {new} for a day and now he's doing her whole kitchen."),
                ("implicit", "Donal pretends he could have done what {new} did, and I let him."),
                ("implicit", "Con stood over {new} for two hours giving advice nobody asked for."),
                (
                    "implicit",
                    (
                        "Thursday: no hot water, a bucket under the bathroom ceiling, Aoife's PE bag "
                        "missing, a parents' meeting at seven, and {new} on a ladder in the hall with "
                        "his head in the attic, whistling something from the eighties."
                    ),
                ),
            ],
            "questions": [
                "Who do I ring when something breaks in the house?",
                "Who's our handyman?",
                "Who does the odd jobs around our house?",
            ],
            "now": ["Who's doing our odd jobs these days?"],
        },
        "zh": {
            "values": [
                "楼下五金店的桂师傅",
                "58同城上约的师傅",
                "老公的表弟小勇",
                "一个叫老邱的水电工",
                "婆婆介绍的木匠老方",
                "啄木鸟维修",
            ],
            "facts": ["家里东西坏了我找{v}。", "我们家修修补补都靠{v}。", "家里的零碎活都是{v}来弄。"],
            "corrections": [
                ("cue", "家里修东西这阵子找{new}"),
                ("cue", "去年冬天浴缸底下漏水那回过后，家里有事就喊{new}。"),
                ("cue", "胡阿姨推荐过以后，家里有啥坏了都找{new}。"),
                ("explicit", "不找{old}了，修东西找{new}。"),
                ("explicit", "{old}修完水龙头滴得更厉害了，以后找{new}。"),
                ("explicit", "修东西：{new}，不是{old}"),
                ("implicit", "{new}八点整就到了，我还没起，工具已经在门口摆好了。"),
                ("implicit", "找{new} 淋浴头+阳台门"),
                ("implicit", "胡阿姨借{new}去她家修了一天，现在她家厨房全包出去了。"),
                ("implicit", "老公嘴上说{new}干的活他也会，我就随他说。"),
                ("implicit", "公公在旁边守着{new}干了两个钟头，一直在指导。"),
                (
                    "implicit",
                    (
                        "星期四：没热水，卫生间天花板在滴水，底下接了个桶，豆豆的体育课书包找不到，晚上七点"
                        "还有家长会，{new}在客厅踩着梯子把头伸进吊顶里，嘴里还哼着老歌。"
                    ),
                ),
            ],
            "questions": ["家里东西坏了我找谁？", "我们家修东西靠谁？", "家里的零碎活是谁来弄？"],
            "now": ["我家这阵子修东西找谁？"],
        },
    },
    {
        "key": "sunday_walk",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a loop of the Lough",
                "the Marina down to Blackrock Castle",
                "Fitzgerald's Park and along the Lee",
                "the cliff walk at Ballycotton",
                "the strand at Fountainstown",
                "the woods at Fota",
            ],
            "facts": [
                "Our Sunday walk is {v}.",
                "Sunday afternoons, we do {v}.",
                "The family walk at the weekend is {v}.",
            ],
            "corrections": [
                ("cue", "doing {new} on sundays now"),
                (
                    "cue",
                    "After Aoife's legs got long enough to keep up, the Sunday walk turned into {new}.",
                ),
                ("cue", "Since Donal got Sundays off, our walk has been {new}."),
                ("explicit", "We've dropped {old}; it's {new} on a Sunday."),
                ("explicit", "{old} was wall-to-wall buggies every week, so we do {new}."),
                ("explicit", "sunday walk: {new}, not {old}"),
                ("implicit", "Did {new} in a shower of hail and Cian declared it a crime against children."),
                ("implicit", "{new} at 2 if it's dry, bring the flask"),
                ("implicit", "Mam came along for {new} and stopped to talk to every dog we passed."),
                ("implicit", "Deirdre and the kids met us for {new} and we lost her youngest for ten minutes."),
                (
                    "implicit",
                    "Aoife brings home one stone from {new} every Sunday and lines them up on her windowsill.",
                ),
                (
                    "implicit",
                    (
                        "Sunday: a lie-in till nine, a fry, the match at half three, the washing out on "
                        "the line and back in twice, and {new} in between the showers, the kids running "
                        "on ahead and Donal stopping to read every sign."
                    ),
                ),
            ],
            "questions": [
                "Where do we go for our Sunday walk?",
                "What's the family's Sunday walk?",
                "Where do we walk on a Sunday?",
            ],
            "now": ["Where are we doing our Sunday walk these days?"],
        },
        "zh": {
            "values": ["东湖绿道", "汉口江滩", "磨山", "武大校园里", "后官湖湿地", "园博园"],
            "facts": ["我们周末散步去{v}。", "星期天下午一家人去{v}走走。", "我们家周末遛弯的地方是{v}。"],
            "corrections": [
                ("cue", "周末最近去{new}走"),
                ("cue", "豆豆腿长了跟得上了，周末散步就改去了{new}。"),
                ("cue", "老公星期天能休息以后，我们散步就去{new}。"),
                ("explicit", "{old}不去了，周末去{new}走。"),
                ("explicit", "{old}每回都挤满了推童车的，我们就去{new}。"),
                ("explicit", "周末散步：{new}，不是{old}"),
                ("implicit", "在{new}走到一半下起了冰雹，豆豆说这是他这辈子最惨的一天。"),
                ("implicit", "不下雨就两点去{new} 带保温杯"),
                ("implicit", "我妈跟我们去{new}，碰到一条狗就要停下来逗半天。"),
                ("implicit", "我姐带着两个伢跟我们在{new}会合，她家小的跑丢了十分钟。"),
                ("implicit", "豆豆每个星期天都从{new}捡一块石头回来，在窗台上摆了一排。"),
                (
                    "implicit",
                    (
                        "星期天：睡到九点，过早吃的豆皮，下午三点半有球赛，晾出去的衣服收了两回，趁着不"
                        "下雨的空当去了{new}，豆豆跑在最前面，老公每块牌子都要停下来念一遍。"
                    ),
                ),
            ],
            "questions": ["我们周末去哪散步？", "我们家星期天在哪遛弯？", "周末一家人去哪走走？"],
            "now": ["我们这阵子周末去哪散步？"],
        },
    },
    {
        "key": "garden_crop",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "tomatoes in the little greenhouse",
                "a bed of spuds",
                "strawberries in hanging baskets",
                "sweet pea up the back wall",
                "runner beans on bamboo canes",
                "dahlias for cutting",
            ],
            "facts": [
                "What I'm growing in the back garden is {v}.",
                "My garden project this year is {v}.",
                "Out the back I'm growing {v}.",
            ],
            "corrections": [
                ("cue", "growing {new} this year"),
                ("cue", "After the garden centre in Ballyvolane had a sale, I went all in on {new}."),
                ("cue", "Since Con gave me his old tools, the garden's been {new}."),
                ("explicit", "Pulled up {old}; I'm growing {new}."),
                ("explicit", "The slugs destroyed {old}, so it's {new} out the back."),
                ("explicit", "garden: {new}, not {old}"),
                ("implicit", "Out in the rain at ten at night with a torch, checking {new} for slugs."),
                ("implicit", "feed {new} tues + fri, the bottle in the shed"),
                ("implicit", "Nuala asks after {new} every time she passes, like it's a sick relative."),
                ("implicit", "Con inspected {new} and said the soil's too heavy, like he always does."),
                ("implicit", "Aoife told her teacher she grows {new} all by herself."),
                (
                    "implicit",
                    (
                        "Bank holiday weekend: the lawn finally dry enough to cut, the barbecue "
                        "scrubbed, Deirdre's crowd over for burgers, a wasp in Cian's Coke, and me out "
                        "the back on my knees with {new}, mud to the elbows and perfectly happy."
                    ),
                ),
            ],
            "questions": [
                "What am I growing in the garden?",
                "What's my garden project?",
                "What's growing out the back?",
            ],
            "now": ["What am I growing in the garden this year?"],
        },
        "zh": {
            "values": ["小米辣", "多肉", "小葱和蒜苗", "栀子花", "丝瓜", "圣女果"],
            "facts": ["我在阳台上种的是{v}。", "我家阳台上种着{v}。", "今年阳台上我种了{v}。"],
            "corrections": [
                ("cue", "今年阳台种{new}"),
                ("cue", "花鸟市场搞了回打折，之后阳台上就全是{new}了。"),
                ("cue", "自从婆婆把她的旧花盆都给了我，阳台上种的就是{new}。"),
                ("explicit", "{old}拔了，种了{new}。"),
                ("explicit", "{old}被虫子啃光了，阳台上就改种{new}。"),
                ("explicit", "阳台：{new}，不是{old}"),
                ("implicit", "晚上十点打着手电在阳台上给{new}捉虫。"),
                ("implicit", "周二周五给{new}浇水 肥料在柜子里"),
                ("implicit", "对门胡阿姨每回碰到我都要问{new}长得怎么样了，跟问候病人一样。"),
                ("implicit", "公公来看了一眼{new}，说土太黏了，他每回都这么说。"),
                ("implicit", "豆豆跟老师说阳台上的{new}是他一个人种的。"),
                (
                    "implicit",
                    (
                        "五一放假：纱窗终于洗了一遍，我姐一家过来吃饭，豆豆的可乐里掉进去一只虫，我蹲在阳"
                        "台上侍弄{new}，两只手全是泥，心里舒坦得很。"
                    ),
                ),
            ],
            "questions": ["我阳台上种的什么？", "我家阳台上种着什么？", "今年我在阳台种了啥？"],
            "now": ["我今年阳台上种的是什么？"],
        },
    },
    {
        "key": "house_cleaner",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a woman from Mayfield called Bernie O'Mahony",
                "a student called Larissa Costa",
                "an agency that sends someone different every week",
                "Donal's aunt Kitty Cronin",
                "a man called Arnel Reyes",
                "a retired nurse called Phil Barrett",
            ],
            "facts": [
                "Our cleaner is {v}.",
                "The house gets cleaned by {v}.",
                "Every second Thursday, the cleaning's done by {v}.",
            ],
            "corrections": [
                ("cue", "{new} doing the cleaning now"),
                ("cue", "After I went back full-time, we got {new} in to clean."),
                ("cue", "Ever since Nuala passed on the number, our cleaning's been done by {new}."),
                ("explicit", "Let {old} go; {new} cleans for us."),
                (
                    "explicit",
                    "{old} kept moving all my things into the wrong presses, so it's {new}.",
                ),
                ("explicit", "cleaner: {new}, not {old}"),
                (
                    "implicit",
                    "Came home to the house smelling of bleach and a note from {new} about the oven.",
                ),
                ("implicit", "leave cash for {new} under the fruit bowl"),
                ("implicit", "Mam tidies up before {new} comes, which defeats the whole purpose."),
                ("implicit", "Donal hides his good knives from {new}, God knows why."),
                ("implicit", "Cian says {new} is the only one who ever finds his other sock."),
                (
                    "implicit",
                    (
                        "Thursday: a fire drill at work, a letter home about head lice, the car's NCT "
                        "at four, a flat tyre on the way there, and the house spotless when I got in, "
                        "thanks to {new}, except for the plates we'd left in the sink like animals."
                    ),
                ),
            ],
            "questions": ["Who's our cleaner?", "Who cleans our house?", "Who does the cleaning for us?"],
            "now": ["Who's cleaning our house at the moment?"],
        },
        "zh": {
            "values": [
                "家政公司派来的罗阿姨",
                "婆婆老乡介绍的谭大姐",
                "小区里做保洁的蔡姐",
                "APP上约的保洁员",
                "一个叫阿兰的钟点工",
                "一对做家政的夫妻老夏两口子",
            ],
            "facts": ["我家的保洁是{v}。", "家里的卫生是{v}在打扫。", "每隔一个星期四，{v}来我家搞卫生。"],
            "corrections": [
                ("cue", "家里打扫最近是{new}"),
                ("cue", "我回去上全职以后，就请了{new}来搞卫生。"),
                ("cue", "胡阿姨把电话给了我，之后我家都是{new}来打扫。"),
                ("explicit", "{old}不请了，现在是{new}来打扫。"),
                ("explicit", "{old}老是把东西放错柜子，就换了{new}。"),
                ("explicit", "保洁：{new}，不是{old}"),
                ("implicit", "下班回家一屋子消毒水味，桌上有{new}留的字条，说烤箱该清了。"),
                ("implicit", "{new}的钱 压在果盘底下"),
                ("implicit", "我妈每次在{new}来之前先把家里收拾一遍，也不晓得请人图么事。"),
                ("implicit", "老公把他那几把好刀藏起来，不让{new}碰。"),
                ("implicit", "豆豆说只有{new}找得到他另一只袜子。"),
                (
                    "implicit",
                    (
                        "星期四：单位消防演练，豆豆学校发了个查头虱的通知，车子下午四点年检，去的路上还爆"
                        "了胎，回到家屋里干干净净，多亏了{new}，除了水池里我们自己扔的一堆碗。"
                    ),
                ),
            ],
            "questions": ["我家请的保洁是谁？", "我家卫生是谁在打扫？", "是谁来我家搞卫生？"],
            "now": ["我家现在是谁来打扫？"],
        },
    },
    {
        "key": "volunteer_role",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Tuesday night soup run",
                "the dinner service at Penny Dinners",
                "the reading club at the city library",
                "a Saturday shift in the charity shop in Douglas",
                "the marshal rota at the Marina parkrun",
                "the litter-picking crew on our road",
            ],
            "facts": [
                "My volunteering is {v}.",
                "I volunteer with {v}.",
                "The few hours I give away every week go to {v}.",
            ],
            "corrections": [
                ("cue", "signed up for {new}, wish me luck"),
                ("cue", "After the appeal in the parish newsletter, I put my name down for {new}."),
                ("cue", "Since the kids are old enough to be left with Donal, I've been doing {new}."),
                ("explicit", "Stepped back from {old}; I do {new}."),
                ("explicit", "{old} clashed with Cian's matches every week, so I moved to {new}."),
                ("explicit", "volunteering: {new}, not {old}"),
                ("implicit", "Came home from {new} wrecked and happy, and slept like a log."),
                ("implicit", "{new}: hi-vis in the boot"),
                ("implicit", "Mam tells the whole parish I do {new}, as if I'm Mother Teresa."),
                ("implicit", "Donal came along to {new} once and now he's on the WhatsApp group."),
                ("implicit", "Aoife wants to come to {new} with me and be in charge."),
                (
                    "implicit",
                    (
                        "A long one: Cian's match at ten in the rain, Aoife at a birthday party in "
                        "Ballincollig, a run to Woodie's for paint, the car a state, and three hours of "
                        "{new} before I got home to a kitchen Donal had somehow made worse."
                    ),
                ),
            ],
            "questions": [
                "What volunteering do I do?",
                "Where do I volunteer?",
                "What do I give my free hours to?",
            ],
            "now": ["What am I volunteering with these days?"],
        },
        "zh": {
            "values": [
                "地铁站的志愿服务",
                "老年食堂帮厨",
                "图书馆的绘本共读",
                "马拉松补给站发水",
                "社区反诈宣传",
                "医院门诊的导诊",
            ],
            "facts": ["我业余做的志愿活动是{v}。", "我有空就去参加{v}。", "每个星期我抽几个钟头去做{v}。"],
            "corrections": [
                ("cue", "报名了{new} 祝我好运"),
                ("cue", "社区公众号上发了招募，我就报了{new}。"),
                ("cue", "豆豆大了可以跟他爸在家，我就开始做{new}了。"),
                ("explicit", "{old}退出了，现在做{new}。"),
                ("explicit", "{old}每回都跟豆豆的比赛撞时间，我就改去做{new}。"),
                ("explicit", "志愿活动：{new}，不是{old}"),
                ("implicit", "做完{new}回来累得散了架，但是心里高兴，一觉睡到天亮。"),
                ("implicit", "{new} 红马甲在后备箱"),
                ("implicit", "我妈逢人就说我在做{new}，说得跟么事劳模一样。"),
                ("implicit", "老公跟我去了一回{new}，现在他也在那个群里了。"),
                ("implicit", "豆豆想跟我去{new}，还说要当组长。"),
                (
                    "implicit",
                    (
                        "忙了一整天：豆豆十点的比赛下着雨，我姐家老大过生日，去建材市场买了桶漆，车里乱得"
                        "不成样子，又做了三个钟头的{new}，回到家一看，厨房被老公折腾得一塌糊涂。"
                    ),
                ),
            ],
            "questions": ["我做的是什么志愿活动？", "我业余去做哪种志愿服务？", "我每周抽时间去做什么志愿活动？"],
            "now": ["我这阵子在做什么志愿活动？"],
        },
    },
    {
        "key": "night_class",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a pottery class at the Crawford",
                "woodwork at the Tech in Bishopstown",
                "a creative writing course at UCC",
                "a photography night course",
                "an upholstery class in Blackpool",
                "a beekeeping course in Carrigaline",
            ],
            "facts": [
                "My night class is {v}.",
                "On Wednesday nights I go to {v}.",
                "The evening course I'm doing is {v}.",
            ],
            "corrections": [
                ("cue", "doing {new} on wednesdays now"),
                ("cue", "After the prospectus came through the door in the autumn, I signed up for {new}."),
                ("cue", "Since Deirdre dared me at her fortieth, I've been doing {new}."),
                ("explicit", "Dropped out of {old}; I'm doing {new}."),
                ("explicit", "{old} was full of lads who knew it all already, so I went for {new}."),
                ("explicit", "night class: {new}, not {old}"),
                ("implicit", "Came home from {new} buzzing and talked Donal's ear off till midnight."),
                ("implicit", "{new} wed 7pm - pay the balance"),
                ("implicit", "Mam wants to know what I'll actually do with {new}, practically speaking."),
                (
                    "implicit",
                    "Nuala signed up for {new} too after I told her about it, and now we share a lift.",
                ),
                ("implicit", "Cian thinks {new} is hilarious and asks every week if I passed."),
                (
                    "implicit",
                    (
                        "Wednesday: a batch release deadline, a parent-teacher meeting moved to half "
                        "four, the dinner out of the freezer, Donal late back from the hotel, and me "
                        "running into {new} ten minutes late with my lab coat still on under my jacket."
                    ),
                ),
            ],
            "questions": [
                "What night class am I doing?",
                "What's my evening course?",
                "Where do I go on Wednesday nights?",
            ],
            "now": ["What night class am I doing at the moment?"],
        },
        "zh": {
            "values": ["夜校的尤克里里课", "书法班", "咖啡拉花课", "汉绣课", "夜校的摄影课", "面包烘焙课"],
            "facts": ["我在上的夜校课是{v}。", "每个星期三晚上我去上{v}。", "我报的夜校是{v}。"],
            "corrections": [
                ("cue", "星期三晚上去上{new}了"),
                ("cue", "秋季招生的消息刷屏以后，我抢到了{new}。"),
                ("cue", "我姐四十岁生日那天激了我一句，打那以后我就在上{new}。"),
                ("explicit", "{old}不上了，在上{new}。"),
                ("explicit", "{old}班上都是什么都会的人，我就改报了{new}。"),
                ("explicit", "夜校：{new}，不是{old}"),
                ("implicit", "上完{new}回家，兴奋得拉着老公讲到半夜。"),
                ("implicit", "{new} 星期三七点 补交尾款"),
                ("implicit", "我妈问我学{new}到底有么事用。"),
                ("implicit", "我跟胡阿姨讲了{new}，她也报了名，现在我们一起坐车去。"),
                ("implicit", "豆豆觉得我上{new}好笑得很，每个礼拜都问我及格了冇。"),
                (
                    "implicit",
                    (
                        "星期三：月底结账的截止日，家长会临时改到四点半，晚饭是冰箱里的速冻饺子，老公跑车"
                        "还没回，我迟了十分钟冲进{new}的教室，工牌还挂在脖子上。"
                    ),
                ),
            ],
            "questions": ["我在上什么夜校？", "我报的夜校课是什么？", "我星期三晚上去上什么课？"],
            "now": ["我现在在上什么夜校课？"],
        },
    },
    {
        "key": "language_learning",
        "type": "SEMANTIC",
        "en": {
            "values": ["Spanish", "Italian", "Portuguese", "German", "Japanese", "Polish"],
            "facts": [
                "The language I'm learning is {v}.",
                "I'm doing {v} on Duolingo every night.",
                "The language I'm trying to pick up is {v}.",
            ],
            "corrections": [
                ("cue", "learning {new} now lol"),
                ("cue", "After the holiday where I couldn't read a menu, I started on {new}."),
                ("cue", "Since Ger started his lunchtime language club, I've been doing {new}."),
                ("explicit", "Gave up on {old}; I'm learning {new}."),
                ("explicit", "{old} grammar broke me, so I'm doing {new}."),
                ("explicit", "language: {new}, not {old}"),
                (
                    "implicit",
                    "Did my {new} lesson in the car park at work with the windows up so nobody could hear.",
                ),
                ("implicit", "{new} streak 140 days, do it before bed"),
                ("implicit", "Donal says I talk {new} in my sleep now."),
                (
                    "implicit",
                    "Deirdre wants me to order in {new} when we go out, just to watch me suffer.",
                ),
                ("implicit", "Aoife has picked up half my {new} vocabulary just from sitting beside me."),
                (
                    "implicit",
                    (
                        "Tuesday night: the dishwasher loaded wrong, Cian's science project on the "
                        "kitchen table, Aoife up twice for water, the radiators knocking, and me on "
                        "the couch with my {new} flashcards, mouthing verbs at the ceiling."
                    ),
                ),
            ],
            "questions": [
                "What language am I learning?",
                "Which language am I doing on Duolingo?",
                "What language am I trying to learn?",
            ],
            "now": ["What language am I learning at the moment?"],
        },
        "zh": {
            "values": ["日语", "韩语", "西班牙语", "法语", "粤语", "德语"],
            "facts": ["我在学的语言是{v}。", "我每天晚上在手机上学{v}。", "我最近在自学{v}。"],
            "corrections": [
                ("cue", "开始学{new}了"),
                ("cue", "上次出去玩连菜单都看不懂，回来我就开始学{new}。"),
                ("cue", "小敏拉了个午休学习小组，打那以后我在学{new}。"),
                ("explicit", "{old}放弃了，在学{new}。"),
                ("explicit", "{old}的语法把我劝退了，现在学{new}。"),
                ("explicit", "学的语言：{new}，不是{old}"),
                ("implicit", "在单位停车场关着车窗上{new}课，怕被人听见。"),
                ("implicit", "{new} 连续打卡140天 睡前记得学"),
                ("implicit", "老公说我现在说梦话都是{new}。"),
                ("implicit", "我姐说下回出去吃饭要我用{new}点菜，就想看我出丑。"),
                ("implicit", "豆豆从我手机上学的{new}比我还多。"),
                (
                    "implicit",
                    (
                        "星期二晚上：洗碗机又没放对，豆豆的科学作业摊了一饭桌，他起来喝了两回水，空调嗡嗡"
                        "响，我窝在沙发上拿着{new}的单词卡，对着天花板念动词。"
                    ),
                ),
            ],
            "questions": ["我在学什么语言？", "我每天在手机上学的是哪门语言？", "我最近在自学什么语言？"],
            "now": ["我现在在学哪门语言？"],
        },
    },
    {
        "key": "family_game_night",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a few hands of Twenty-Five",
                "Uno",
                "Ticket to Ride",
                "Cluedo",
                "Articulate",
                "Scrabble",
            ],
            "facts": [
                "Our family game night is {v}.",
                "When we all sit down to play, it's {v}.",
                "The game we play as a family is {v}.",
            ],
            "corrections": [
                ("cue", "game night = {new} now"),
                ("cue", "After Christmas at Deirdre's, our game night turned into {new}."),
                ("cue", "Since Cian got old enough to beat us, it's {new} on a Saturday night."),
                ("explicit", "{old} is banned in this house; game night is {new}."),
                ("explicit", "{old} ended in tears three weeks running, so we play {new}."),
                ("explicit", "game night: {new}, not {old}"),
                ("implicit", "Lost at {new} to a seven-year-old who doesn't know the meaning of mercy."),
                ("implicit", "sat: {new}, popcorn, bed by 10"),
                ("implicit", "Con came down for the weekend and turned {new} into a blood sport."),
                ("implicit", "Donal sulks for an hour every time he loses at {new}."),
                ("implicit", "Mam says she doesn't understand {new} and then wins it."),
                (
                    "implicit",
                    (
                        "Saturday night: a storm warning on the radio, the lights flickering, candles "
                        "found in the drawer with the batteries, the last of the biscuits, and the four "
                        "of us round the kitchen table at {new} until Aoife fell asleep sitting up."
                    ),
                ),
            ],
            "questions": [
                "What do we play on family game night?",
                "What's our family game?",
                "What game do we all play together?",
            ],
            "now": ["What are we playing on game night lately?"],
        },
        "zh": {
            "values": ["红中赖子杠", "飞行棋", "大富翁", "UNO", "狼人杀", "你画我猜"],
            "facts": ["我们家周末的家庭游戏是{v}。", "一家人坐下来玩，就是{v}。", "我们全家一起玩的是{v}。"],
            "corrections": [
                ("cue", "家里最近玩{new}"),
                ("cue", "过年在我姐家玩了一回，回来家里就改玩{new}了。"),
                ("cue", "豆豆长大了能赢我们了，周六晚上就是{new}。"),
                ("explicit", "{old}在我们家被禁了，现在玩{new}。"),
                ("explicit", "{old}连着三个礼拜玩到有人哭，就改玩{new}了。"),
                ("explicit", "家庭游戏：{new}，不是{old}"),
                ("implicit", "玩{new}输给了一个十一岁的伢，他一点都不让着我。"),
                ("implicit", "周六 {new} 爆米花 十点睡"),
                ("implicit", "公公来住了两天，把{new}玩成了真刀真枪的比赛。"),
                ("implicit", "老公每回玩{new}输了都要怄一个钟头的气。"),
                ("implicit", "我妈说她搞不懂{new}，结果一上桌就赢。"),
                (
                    "implicit",
                    (
                        "星期六晚上：台风预警，灯闪了几下，从抽屉里翻出了蜡烛，饼干只剩最后几块，我们三个"
                        "人围着饭桌玩{new}，玩到豆豆坐着睡着了。"
                    ),
                ),
            ],
            "questions": ["我们家周末玩什么游戏？", "我们全家一起玩的是什么？", "一家人坐下来玩的是啥？"],
            "now": ["我们家这阵子玩的是什么？"],
        },
    },
    {
        "key": "clothes_shopping",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Mahon Point",
                "Wilton Shopping Centre",
                "Douglas Court",
                "Penneys on Patrick Street",
                "Opera Lane",
                "Dunnes in Bishopstown",
            ],
            "facts": [
                "I buy my clothes at {v}.",
                "When I need something to wear, I go to {v}.",
                "My clothes shopping is done at {v}.",
            ],
            "corrections": [
                ("cue", "clothes from {new} these days"),
                ("cue", "After the bus got rerouted, I started doing my clothes shopping at {new}."),
                ("cue", "Since Deirdre got a job there, I've been getting my clothes at {new}."),
                ("explicit", "Given up on {old}; I buy my clothes at {new}."),
                ("explicit", "{old} never has anything in my size, so it's {new}."),
                ("explicit", "clothes shopping: {new}, not {old}"),
                (
                    "implicit",
                    "Spent an hour in {new} looking for a black top and came out with three black tops.",
                ),
                ("implicit", "{new} sat - jeans for cian, tights for aoife, return the jumper"),
                ("implicit", "Mam met me at {new} and we spent longer in the café than in the shops."),
                ("implicit", "Donal waits in the car outside {new} and calls it helping."),
                ("implicit", "Aoife says {new} is her favourite place in the world after the playground."),
                (
                    "implicit",
                    (
                        "The Saturday before Deirdre's fortieth: a dress needed, shoes that didn't hurt, "
                        "a present for a woman who has everything, Aoife bored out of her mind, and "
                        "three laps of {new} before I gave up and bought the first thing I'd tried on."
                    ),
                ),
            ],
            "questions": [
                "Where do I buy my clothes?",
                "Where do I go clothes shopping?",
                "Where do I get my clothes?",
            ],
            "now": ["Where am I buying my clothes these days?"],
        },
        "zh": {
            "values": ["武商梦时代", "楚河汉街", "光谷K11", "江汉路步行街", "群光广场", "武汉广场"],
            "facts": ["我买衣服去{v}。", "要添件衣服，我就去{v}。", "我的衣服基本都是在{v}买的。"],
            "corrections": [
                ("cue", "最近买衣服在{new}"),
                ("cue", "地铁线路调了以后，我买衣服就去{new}了。"),
                ("cue", "我姐在那儿上班以后，我衣服都在{new}买。"),
                ("explicit", "{old}不去了，买衣服去{new}。"),
                ("explicit", "{old}老是没有我的码，就改去{new}了。"),
                ("explicit", "买衣服：{new}，不是{old}"),
                ("implicit", "在{new}转了一个钟头找一件黑T恤，出来买了三件黑T恤。"),
                ("implicit", "周六 {new} 豆豆的裤子 退那件毛衣"),
                ("implicit", "我妈跟我约在{new}，结果在奶茶店坐的时间比逛店还长。"),
                ("implicit", "老公在{new}外头的车里等着，还说这叫陪我逛街。"),
                ("implicit", "豆豆说{new}是他除了游乐场以外最喜欢的地方。"),
                (
                    "implicit",
                    (
                        "我姐四十岁生日前一天：要一条裙子，一双不磨脚的鞋，还得给一个么事都不缺的人买礼物"
                        "，豆豆在旁边无聊得要死，在{new}转了三圈，最后还是买了第一件试的。"
                    ),
                ),
            ],
            "questions": ["我在哪买衣服？", "我添衣服去哪里？", "我的衣服一般在哪买？"],
            "now": ["我这阵子在哪买衣服？"],
        },
    },
    {
        "key": "news_source",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the Echo",
                "the Irish Examiner",
                "the RTÉ News app",
                "The Irish Times",
                "the BBC website",
                "the news on Red FM",
            ],
            "facts": [
                "I get my news from {v}.",
                "My news is {v}.",
                "The first place I check for news is {v}.",
            ],
            "corrections": [
                ("cue", "news from {new} these days"),
                ("cue", "After the row at Christmas about something I'd read, I went over to {new}."),
                ("cue", "Since I gave up on social media, my news comes from {new}."),
                ("explicit", "Stopped bothering with {old}; I get the news from {new}."),
                ("explicit", "{old} was all property prices and court cases, so it's {new} for me."),
                ("explicit", "news: {new}, not {old}"),
                (
                    "implicit",
                    "Found out about the water outage in Turners Cross from {new} before anybody on the road knew.",
                ),
                ("implicit", "{new} - check the bin strike thing before work"),
                (
                    "implicit",
                    "Mam rings me to talk about things she saw in {new}, a day after I've seen them myself.",
                ),
                ("implicit", "Donal says I can't eat my breakfast without {new}, which is true."),
                ("implicit", "Cian's school was in {new} for winning the quiz and now he's unbearable."),
                (
                    "implicit",
                    (
                        "Monday morning: the kettle on, rain forecast for the whole week, Aoife's "
                        "lunchbox missing a lid, the car windows fogged up, and {new} on my phone at "
                        "the traffic lights, which I'm not proud of."
                    ),
                ),
            ],
            "questions": [
                "Where do I get my news?",
                "What's my news source?",
                "Where do I check the news first?",
            ],
            "now": ["Where am I getting my news at the moment?"],
        },
        "zh": {
            "values": ["长江日报", "今日头条", "澎湃新闻", "新闻联播", "微博热搜", "楚天都市报"],
            "facts": ["我看新闻看的是{v}。", "我每天的新闻都是从{v}上看的。", "我了解时事靠{v}。"],
            "corrections": [
                ("cue", "这阵子看{new}"),
                ("cue", "过年跟亲戚为了一条新闻吵了一架，之后我就改看{new}了。"),
                ("cue", "自从卸了短视频，我看新闻就靠{new}。"),
                ("explicit", "不看{old}了，新闻都在{new}上看。"),
                ("explicit", "{old}上全是房价和官司，我就改看{new}。"),
                ("explicit", "新闻：{new}，不是{old}"),
                ("implicit", "小区停水的消息我是在{new}上看到的，楼里的人都还不晓得。"),
                ("implicit", "{new} 上班前看一眼限行的事"),
                ("implicit", "我妈打电话跟我讨论她在{new}上看到的事，我前一天就看过了。"),
                ("implicit", "老公说我早饭不配{new}就吃不下去。"),
                ("implicit", "豆豆他们学校得了奖上了{new}，他现在尾巴翘上了天。"),
                (
                    "implicit",
                    (
                        "星期一早上：烧上了水，天气预报说一个礼拜都下雨，豆豆的饭盒少了个盖子，车窗上全是"
                        "雾，等红绿灯的时候我还在手机上刷{new}，说起来不光彩。"
                    ),
                ),
            ],
            "questions": ["我从哪看新闻？", "我每天看新闻靠什么？", "我了解时事看的是哪个？"],
            "now": ["我这阵子在哪看新闻？"],
        },
    },
    {
        "key": "weekly_sport",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "sea swimming at Myrtleville",
                "tag rugby",
                "camogie with a mums' team",
                "padel",
                "badminton in the parish hall",
                "a running club that meets at the Marina",
            ],
            "facts": [
                "My sport is {v}.",
                "For exercise, I do {v}.",
                "What keeps me sane every week is {v}.",
            ],
            "corrections": [
                ("cue", "doing {new} now, body in bits"),
                ("cue", "After the mothers' race at sports day went badly, I took up {new}."),
                ("cue", "Since Nuala roped me in, I've been doing {new} every week."),
                ("explicit", "Packed in {old}; I do {new}."),
                ("explicit", "{old} wrecked my knee, so it's {new}."),
                ("explicit", "sport: {new}, not {old}"),
                (
                    "implicit",
                    "Came home from {new} with a bruise the shape of Munster and very proud of it.",
                ),
                ("implicit", "{new} thurs 8pm, towel + water"),
                ("implicit", "Mam thinks {new} at my age is asking for trouble."),
                ("implicit", "Donal came to watch {new} once and took a phone call the whole time."),
                ("implicit", "Cian said {new} isn't a real sport, until he tried it."),
                (
                    "implicit",
                    (
                        "Thursday: a late meeting, Aoife's Communion practice, soup out of a flask in "
                        "the car, the rain easing off at last, and an hour of {new} that made the whole "
                        "week feel like somebody else's problem."
                    ),
                ),
            ],
            "questions": [
                "What sport do I do?",
                "What do I do for exercise?",
                "What keeps me sane every week?",
            ],
            "now": ["What sport am I doing these days?"],
        },
        "zh": {
            "values": ["打羽毛球", "打匹克球", "玩飞盘", "跟着视频跳操", "夜跑", "打乒乓球"],
            "facts": ["我每个星期的运动是{v}。", "我锻炼身体靠{v}。", "一个星期下来让我不发疯的，就是{v}。"],
            "corrections": [
                ("cue", "最近迷上{new}了 全身酸痛"),
                ("cue", "豆豆运动会上家长接力跑砸了以后，我就开始{new}。"),
                ("cue", "胡阿姨把我拉进去以后，我每个礼拜都{new}。"),
                ("explicit", "{old}不搞了，现在{new}。"),
                ("explicit", "{old}把膝盖搞伤了，改成{new}了。"),
                ("explicit", "运动：{new}，不是{old}"),
                ("implicit", "{new}回来，腿上青了一大块，我还挺得意。"),
                ("implicit", "周四晚上八点 {new} 带毛巾和水"),
                ("implicit", "我妈说我这个年纪还{new}，是自找苦吃。"),
                ("implicit", "老公来看了我一回{new}，全程在打电话。"),
                ("implicit", "豆豆说{new}根本不算运动，等他自己试了一回才闭嘴。"),
                (
                    "implicit",
                    (
                        "星期四：开会开到很晚，豆豆学校的合唱排练，在车上喝了一保温杯的汤，雨总算停了，我"
                        "{new}一个钟头，出了一身汗，觉得这一个礼拜的烦心事都跟我冇得关系了。"
                    ),
                ),
            ],
            "questions": ["我平时做什么运动？", "我靠什么锻炼身体？", "我每个星期的运动是什么？"],
            "now": ["我这阵子在做什么运动？"],
        },
    },
]
