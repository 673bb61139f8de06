"""Fresh templates of the knowledge-update benchmark, eleventh generation
(`python -m bench.knowledge_update --templates fresh11`).

Written 2026-12-05 by a helper session that read none of the engine's code, rules or lexicons
(judge, cue and time words, tokenizer, extraction, merging), none of the tests and none of the
bench code while writing it: of bench/ it read ku_fresh10.py in full (for the format), the
docstring of ku_templates.py, the listing of bench/data/, and the other ku_*.py only to list
their attribute keys (a grep on "key"), so that none is reused. Not to be tuned on; whoever tunes
on it writes a new set and says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh10.py:
the rice in the cupboard, what goes on the breakfast toast, the everyday frying pan, the loo
roll, the washing machine, the mattress, the sofa, the home printer, the baby's pushchair, the
baby's nappies, where the meat is bought, who does the user's alterations, where the family goes
for birthdays, the phone keyboard, the WhatsApp profile picture, where old things are sold, the
hotel on work trips, the family's annual pass for days out, the magazine the user takes, who sits
at the next desk at work, the water bottle and the eldest's Saturday job, in English and Chinese.
The Chinese side is localised, not translated: 五常大米, 泰国香米 and 盘锦蟹田米 in the 米缸;
instead of Marmite on toast, 喝粥配的小菜 (涪陵榨菜, 王致和腐乳, 高邮咸鸭蛋, 六必居酱菜); a 章丘铁锅
or a 苏泊尔不粘锅 on the 灶; 维达, 清风, 心相印 and 泉林本色 卷纸; 海尔, 小天鹅 and a 双缸 machine on
the 阳台; 喜临门 and 慕思 mattresses or a 棕垫; a 顾家 or 红木 sofa; 得力 and 小米 printers; 好孩子
and 宝宝好遛娃神器 pushchairs; 帮宝适, 花王 and 大王 nappies; 钱大妈, 盒马 and 菜场的老李肉铺 for
meat; 菜市场门口的裁缝摊 and 楼下改衣服的阿姨 for alterations; 海底捞, 西贝 and 太二酸菜鱼 for
birthdays; 搜狗, 讯飞, 五笔 and 手写 as the 输入法; a 荷花 or 孩子的满月照 as the 微信头像; 闲鱼,
转转, 多抓鱼 and the 小区二手群 for selling things on; 汉庭, 如家, 全季 and 亚朵 on work trips;
动物园, 欢乐谷 and 方特 年卡; 《读者》, 《故事会》 and 《知音》 as the magazine; 财务部的王姐 and
IT部的老蔡 at the next desk; a 膳魔师保温杯, a 吨吨桶 or 泡枸杞的玻璃杯 as the water bottle; and an
eldest who works in a 奶茶店, 送外卖 or 做家教.

Some attributes sit next to each other on purpose (the rice, the breakfast relish, the frying pan
and the loo roll are all in the same weekly shop and the same kitchen; the washing machine, the
mattress, the sofa and the printer are all things in the house; the pushchair and the nappies
are both the baby's; the butcher, the tailor and the birthday restaurant are all local places;
the phone keyboard, the profile picture and the selling app are all on the phone; the work-trip
hotel and the annual pass are both places the user goes; the desk neighbour and the water
bottle are both at the user's desk): the control fact of one is true at the same time as the
value of its neighbour, so a system that lets one overwrite the other is caught out. Each
attribute itself stays single-valued.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value) and ku_fresh10.py, with the correction styles
  "cue"       a change word, no old value ("these days", "ended up going with", "gone over to",
              "since the summer", "as of this quarter", "after the reshuffle", "如今", "后来",
              "已经换成", "打开春起", "这阵子", ...)
  "explicit"  the old value named as replaced ("binned {old}", "let {old} lapse", "not {old} any
              more", "不再…{old}", "{old}退订了", "{old}到期没续", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a new
              situation ("Put my phone in a bowl of {new} after it went down the loo",
              "在{new}碰到了初中数学老师")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per
language: terse lower-case chat lines, long rambling messages where the value is one clause among
several, and situations in which the value simply turns up. Corrections carry no direction words
(the old and new values are drawn at random): nothing says bigger, cheaper, higher or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (hard rice in the office canteen, a pan of milk left on a friend's hob, a
school that ran out of toilet roll, the laundrette machine that eats coins, an airbed at a
festival, the library printer, a cat in a pushchair, a motorway baby change with no mat, the
pig's head in a butcher's window, a friend's autocorrect, a friend's profile picture of her
kitchen, a canoe for sale on the shop noticeboard, a tiny lift in a wedding hotel, a goat at the
zoo, old magazines at the opticians, a desk full of cacti, a stray bottle rolling down a train,
a friend's son on a petrol station till), and some share a single word with a value without
being about it (a drive through Chesterfield, a combine harvester, a Stanley knife, a friend's
Bosch drill, Simba in The Lion King, the Premier League, "my brother", Christmas Eve, "大海捞针",
孩子外婆的院子, 楼下的钱大爷, "连着下了七天雨", "出去转了转", 幼儿园的讲故事比赛, 公园的荷塘).
Some use "left", "now", "still", "again", "changed", "new", "moved", "switched", "现在", "还",
"又", "换", "新", "改", "搬" in senses that are not a change of the user's attribute ("my left
wrist", "the chip shop moved two doors up", "a friend switched jobs", "物业又换了一拨保安",
"改作业改到十二点", "换季", "去图书馆还书"), so that a memory system that matches on shared words
rather than on meaning is caught out; none of them states, or implies, a value of an attribute.
Filler names, cities, dishes, snacks and shows are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Niamh", "Deepak", "Rosie", "Kwame", "Fenella", "Ruaridh", "Zainab", "Ewan"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "April", "June", "August", "October", "December"],
        "city": ["Porto", "Gdansk", "Valencia", "Tallinn", "Bordeaux", "Ghent", "Aberdeen"],
        "dish": [
            "a fish pie",
            "cauliflower cheese",
            "a lamb hotpot",
            "a Thai green curry",
            "bangers and mash",
            "pea and ham soup",
        ],
        "snack": [
            "a Twix",
            "cheese and onion crisps",
            "a Bakewell tart",
            "a pork pie",
            "a bag of Hula Hoops",
            "Percy Pigs",
        ],
        "show": [
            "Only Fools and Horses",
            "Bake Off",
            "Strictly",
            "Doctor Who",
            "Countryfile",
            "Happy Valley",
        ],
        "thing": [
            "the dishwasher",
            "the doorbell",
            "the smoke alarm",
            "the shower pump",
            "the car boot",
            "the fridge",
        ],
        "bird": [
            "a jay",
            "a kestrel",
            "a pied wagtail",
            "a family of long-tailed tits",
            "a goldfinch",
            "a barn owl",
        ],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "14", "30"],
    },
    "zh": {
        "friend": ["小敏", "阿峰", "晓晓", "老郑", "丹丹", "大伟", "小蒋", "阿梅"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "六月", "八月", "十月", "十二月"],
        "city": ["成都", "大连", "南京", "桂林", "洛阳", "泉州", "呼和浩特"],
        "dish": ["西红柿炒鸡蛋", "酸辣土豆丝", "红烧排骨", "清蒸鲈鱼", "韭菜盒子", "白菜炖粉条"],
        "snack": ["瓜子", "辣条", "牛肉干", "麻花", "山楂片", "大白兔奶糖"],
        "show": [
            "《甄嬛传》",
            "《武林外传》",
            "《漫长的季节》",
            "《狂飙》",
            "《乘风破浪的姐姐》",
            "《奔跑吧》",
        ],
        "thing": ["热水器", "油烟机", "冰箱", "马桶", "门铃", "抽湿机"],
        "bird": ["一只喜鹊", "一对白头鹎", "一只啄木鸟", "几只麻雀", "一只红嘴蓝鹊", "一群灰椋鸟"],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "14", "30"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "The rice in the office canteen was so hard {friend} thought it was a prank."),
        (
            "EPISODIC",
            "The smoke alarm went off at {friend}'s because she'd left a pan of milk on the hob.",
        ),
        (
            "EPISODIC",
            "The school loos ran out of toilet roll and the kids came home with a petition.",
        ),
        (
            "EPISODIC",
            "The laundrette on Mill Street has one machine that only takes pound coins and eats half of them.",
        ),
        ("EPISODIC", "{friend} slept on an airbed at the festival and woke up on the grass."),
        (
            "EPISODIC",
            "The printer at the library wanted 20p a page and my card details, and then printed nothing.",
        ),
        (
            "EPISODIC",
            "A woman pushed a cat in a pushchair all the way round the precinct, and the cat was wearing a bonnet.",
        ),
        ("EPISODIC", "The baby change at the motorway services had no mat, just a shelf and hope."),
        (
            "EPISODIC",
            "Walked past the butcher's window on {weekday} and the pig's head in it looked me right in the eye.",
        ),
        (
            "EPISODIC",
            "{friend} is learning to sew from YouTube and has made {number} cushion covers and no clothes.",
        ),
        (
            "EPISODIC",
            "{friend}'s phone autocorrects her surname to 'Sausage' and she's given up fighting it.",
        ),
        (
            "EPISODIC",
            "{friend} has put a photo of her kitchen up as her profile picture and I can't unsee those tiles.",
        ),
        (
            "EPISODIC",
            "Somebody's selling a canoe on the noticeboard in the village shop for fifty quid.",
        ),
        (
            "EPISODIC",
            "The hotel at {friend}'s wedding in {city} had a lift the size of a wardrobe.",
        ),
        (
            "EPISODIC",
            "The school took the Year 2s to the zoo and one of the mums got nipped by a goat.",
        ),
        ("EPISODIC", "The waiting room at the opticians has a pile of magazines from about 2009."),
        ("EPISODIC", "The lad who started in accounts has a desk covered in tiny cacti."),
        (
            "EPISODIC",
            "When the train braked a water bottle rolled the whole length of the carriage and nobody claimed it.",
        ),
        (
            "EPISODIC",
            "Bumped into {friend}'s son on the till at the petrol station and he pretended not to know me.",
        ),
        ("EPISODIC", "Had a birthday card from the dentist, which feels like a threat."),
        (
            "EPISODIC",
            "Drove through Chesterfield and the kids refused to believe the spire is meant to be crooked.",
        ),
        (
            "EPISODIC",
            "A combine harvester was stuck on the lane for {minutes} minutes and nobody could get past.",
        ),
        (
            "EPISODIC",
            "{friend} sliced her thumb open with a Stanley knife on a parcel and spent the evening in A&E.",
        ),
        (
            "EPISODIC",
            "Borrowed {friend}'s old Bosch drill to put up a shelf and put up a hole instead.",
        ),
        (
            "EPISODIC",
            "Took the kids to The Lion King and they cried when Simba's dad died, so did I.",
        ),
        (
            "EPISODIC",
            "Watched the Premier League highlights in the pub with {friend}, who supports nobody.",
        ),
        ("EPISODIC", "My brother rang to ask how long you boil an egg for, and he is forty-two."),
        (
            "EPISODIC",
            "Christmas Eve at my sister's, and the dog ate a whole plate of mince pies off the sideboard.",
        ),
        (
            "SEMANTIC",
            "My uncle in {city} has a cellar full of old copies of the Beano that nobody is allowed to touch.",
        ),
        (
            "SEMANTIC",
            "My grandmother ran a haberdashery for thirty years and still tuts at my buttons.",
        ),
        (
            "PREFERENCE",
            "I can't stand texts that end in a full stop, it feels like being told off.",
        ),
        ("PREFERENCE", "All I want from a hotel is a window that opens."),
        # words that look like a change, but are not one
        ("EPISODIC", "My left wrist clicks every time I stir anything."),
        (
            "EPISODIC",
            "The chip shop moved two doors up the road and I keep walking into the vape shop.",
        ),
        ("EPISODIC", "{friend} has switched jobs and is now at a bank in {city}."),
        (
            "EPISODIC",
            "The council has put a new dog bin at the end of the road and it's already full.",
        ),
        ("EPISODIC", "Still haven't taken the Christmas lights down and it's {month}."),
        (
            "EPISODIC",
            "The lollipop lady has a new coat with flashing lights on it, you can see her from space.",
        ),
        ("EPISODIC", "My sister has changed her hair again and Mum is pretending not to notice."),
        (
            "EPISODIC",
            "The surgery has a new phone system where you press nine buttons to hear the same message.",
        ),
        ("EPISODIC", "Changed the bed and found a sock that went missing in {month}."),
        ("EPISODIC", "It's still dark when I leave for work now."),
        (
            "EPISODIC",
            "{friend} has moved in with her boyfriend and they've already had a row about {thing}.",
        ),
        (
            "EPISODIC",
            "The corner shop has new owners and they've put the crisps where the bread used to be.",
        ),
        ("EPISODIC", "Moved the pots off the windowsill because of the frost."),
        ("EPISODIC", "Left the car lights on overnight and the battery was flat by morning."),
        (
            "EPISODIC",
            "Swapped shifts with a colleague so I could go to the nativity, and the donkey forgot his line again.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can wiggle my ears, which is my one talent."),
        (
            "SEMANTIC",
            "My friend {friend} lives in {city} and we send each other a postcard every {month}.",
        ),
        (
            "SEMANTIC",
            "The apple tree at the bottom of the garden gave us {number} apples this year and half had maggots.",
        ),
        ("SEMANTIC", "I've never broken a bone, touch wood."),
        ("SEMANTIC", "The back gate only shuts if you lift it and kick it at the same time."),
        ("PREFERENCE", "I always get {snack} at the cinema, whatever the film."),
        ("PREFERENCE", "{show} is what I put on when I can't sleep."),
        ("PREFERENCE", "I like my tea strong enough to stand a spoon up in."),
        ("PREFERENCE", "I've never been able to eat {dish}, however it's made."),
        ("PREFERENCE", "I'd rather walk in the rain than sit in a stuffy car."),
        ("EPISODIC", "Cooked {dish} on {weekday} and it fed us for three days."),
        ("EPISODIC", "Saw {bird} on the fence by the shed this morning."),
        ("EPISODIC", "{thing} has started beeping at odd hours and I've decided to ignore it."),
        ("EPISODIC", "Watched the whole of {show} with {friend} in one sitting."),
        ("EPISODIC", "Went bowling with {friend} and got {number} gutter balls in a row."),
        ("EPISODIC", "Stuck behind a tractor for {minutes} minutes on the back road."),
        ("EPISODIC", "Booked a few nights in {city} in {month}, a flat over a bakery."),
        ("EPISODIC", "Sneezed in the middle of the minute's silence at the football."),
        ("EPISODIC", "Fixed {thing} with gaffer tape and optimism, took {minutes} minutes."),
        (
            "EPISODIC",
            "Stepped in a puddle up to my ankle on the way to work and squelched all morning.",
        ),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "单位食堂的米饭是夹生的，{friend}还以为有人恶作剧。"),
        ("EPISODIC", "{friend}在灶上热牛奶忘了关火，锅烧干了，烟雾报警器叫了半天。"),
        ("EPISODIC", "学校厕所没有卫生纸了，孩子回来说要联名给校长写信。"),
        ("EPISODIC", "小区洗衣房的投币洗衣机只收一块的硬币，还经常吞币。"),
        ("EPISODIC", "{friend}在音乐节睡气垫床，早上醒来人躺在草地上。"),
        ("EPISODIC", "图书馆的打印机一张收五毛，扫码付完了一张都没出来。"),
        ("EPISODIC", "小区里有个阿姨用婴儿车推着她家的猫遛弯，猫还戴着帽子。"),
        ("EPISODIC", "高速服务区的母婴室连个尿布台都没有，只有一块板子。"),
        ("EPISODIC", "{weekday}路过菜市场的肉摊，挂着的猪头正好跟我对上了眼。"),
        ("EPISODIC", "{friend}跟着视频学做衣服，做了{number}个抱枕套，一件衣服都没做成。"),
        ("EPISODIC", "{friend}的手机老把她的名字打成“蒜头”，她已经放弃了。"),
        ("EPISODIC", "{friend}把头像换成了自家新装修的厨房，那个瓷砖我忘不掉。"),
        ("EPISODIC", "小区门口的电线杆上有人贴广告卖二手钢琴。"),
        ("EPISODIC", "{friend}在{city}办婚礼，酒店的电梯小得像个衣柜。"),
        ("EPISODIC", "跟{friend}去野生动物园，一只鸵鸟把她的帽子叼走了。"),
        ("EPISODIC", "眼镜店的等候区摆着一摞二〇一〇年的旧杂志。"),
        ("EPISODIC", "公司刚来的小伙子桌上摆满了小仙人掌。"),
        ("EPISODIC", "高铁一刹车，不知道谁的保温杯从车厢这头滚到那头，没人认领。"),
        ("EPISODIC", "在加油站碰到{friend}的儿子在收银，他假装不认识我。"),
        ("EPISODIC", "牙科诊所给我发了条生日祝福短信，感觉像是在威胁我。"),
        ("EPISODIC", "在沙发缝里找一只耳环，简直是大海捞针。"),
        ("EPISODIC", "孩子外婆院子里那棵枣树今年结得密密麻麻。"),
        ("EPISODIC", "楼下的钱大爷送来一盘饺子，说是自己包多了。"),
        ("EPISODIC", "连着下了七天雨，阳台上晾的衣服都有味了。"),
        ("EPISODIC", "吃完饭出去转了转，在湖边看人钓了一下午鱼。"),
        ("EPISODIC", "幼儿园办了个讲故事比赛，孩子上台讲了小马过河。"),
        ("EPISODIC", "公园荷塘里的花开了，一池子拍照的阿姨。"),
        ("EPISODIC", "跟老同学喝酒，一口一个兄弟，喝到最后谁都不认识谁了。"),
        ("SEMANTIC", "我舅舅在{city}，地下室里堆满了旧连环画，谁都不许碰。"),
        ("SEMANTIC", "我外婆在镇上开了三十年裁缝铺，到现在看我钉的扣子都不顺眼。"),
        ("PREFERENCE", "我最受不了别人发消息每句话后面都带个句号，像在训人。"),
        ("PREFERENCE", "住酒店我只要窗户能打开，别的都无所谓。"),
        # words that look like a change, but are not one
        ("EPISODIC", "左手腕一搅东西就咔咔响。"),
        ("EPISODIC", "小区的快递柜搬到东门去了，我老往西门跑。"),
        ("EPISODIC", "物业又换了一拨保安，新来的小伙子连业主都不认识。"),
        ("EPISODIC", "{friend}跳槽了，现在在{city}一家银行上班。"),
        ("EPISODIC", "公交站改了站名，我一走神坐过了两站。"),
        ("EPISODIC", "街道新装了几个垃圾分类亭，阿姨们天天守着。"),
        ("EPISODIC", "都{month}了，过年的灯笼还挂在门口。"),
        ("EPISODIC", "晚上改作业改到十二点，红笔都写干了。"),
        ("EPISODIC", "换季了，收拾衣柜收拾了一下午。"),
        ("EPISODIC", "把窗台上的花挪进屋里，怕冻着。"),
        ("EPISODIC", "我姐又换发型了，我妈假装没看见。"),
        ("EPISODIC", "社区医院新上了个电话系统，按九个键才听到同一段录音。"),
        ("EPISODIC", "换被套的时候找到一只{month}丢的袜子。"),
        ("EPISODIC", "现在早上出门天还是黑的。"),
        ("EPISODIC", "{friend}搬去跟男朋友住了，第一周就为{thing}吵了一架。"),
        ("EPISODIC", "帮隔壁老人搬了一箱矿泉水上六楼，腿都软了。"),
        ("EPISODIC", "去图书馆还书，顺手又借了三本。"),
        # plain unrelated
        ("SEMANTIC", "我能动耳朵，这是我唯一的特长。"),
        ("SEMANTIC", "朋友{friend}在{city}，我们每年{month}互相寄一张明信片。"),
        ("SEMANTIC", "院子里那棵柿子树今年结了{number}个柿子，一半被鸟啄了。"),
        ("SEMANTIC", "我从小到大没骨折过，呸呸呸。"),
        ("SEMANTIC", "后门得一边往上抬一边踢才关得上。"),
        ("PREFERENCE", "看电影我一定要买{snack}。"),
        ("PREFERENCE", "睡不着的时候我就看{show}。"),
        ("PREFERENCE", "我喝茶要浓得能立住筷子。"),
        ("PREFERENCE", "{dish}我怎么都吃不惯，谁做的都一样。"),
        ("PREFERENCE", "我宁可淋着雨走路，也不想坐在闷热的车里。"),
        ("EPISODIC", "{weekday}做了{dish}，吃了三天。"),
        ("EPISODIC", "早上在车棚边的栏杆上看到{bird}。"),
        ("EPISODIC", "{thing}半夜老滴滴响，我决定不理它。"),
        ("EPISODIC", "跟{friend}一口气看完了{show}。"),
        ("EPISODIC", "跟{friend}去打保龄球，连着{number}个球都进了边沟。"),
        ("EPISODIC", "乡道上跟在一台拖拉机后面磨了{minutes}分钟。"),
        ("EPISODIC", "订了{month}去{city}住几晚，房子在一家面包店楼上。"),
        ("EPISODIC", "默哀的时候我打了个喷嚏。"),
        ("EPISODIC", "拿胶带和信心把{thing}修好了，用了{minutes}分钟。"),
        ("EPISODIC", "上班路上一脚踩进水坑，湿着袜子过了一上午。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "rice",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Tilda basmati",
                "Uncle Ben's",
                "jasmine rice from the Thai shop",
                "brown rice",
                "sushi rice",
                "Veetee",
            ],
            "facts": [
                "The rice we buy is {v}.",
                "We always have {v} in the cupboard.",
                "With a curry at ours it's {v}, every time.",
            ],
            "corrections": [
                ("cue", "we're on {new} these days"),
                ("cue", "Ended up going over to {new} for the rice."),
                ("cue", "Since the autumn the rice in the cupboard has been {new}."),
                ("explicit", "Stopped buying {old}, the rice is {new}."),
                ("explicit", "Not {old} any more, we cook {new}."),
                ("explicit", "{old} is off the shopping list, it's {new} we get."),
                (
                    "implicit",
                    "Put my phone in a bowl of {new} after it went down the loo, and it worked.",
                ),
                ("implicit", "spilt {new} all over the kitchen floor, grains in my socks"),
                (
                    "implicit",
                    "{new} boiled over while I was on hold to the bank and the hob is a crime scene.",
                ),
                (
                    "implicit",
                    "Made egg fried rice with last night's {new} and the kids asked for seconds.",
                ),
                (
                    "implicit",
                    "The toddler tipped a whole bag of {new} into the dog's water bowl to 'make soup'.",
                ),
                (
                    "implicit",
                    "Monday was a write-off: the car wouldn't start, the school rang about nits, the dog next door howled all through my Teams call, and by six all I had the energy for was a pan of {new} with a tin of tuna stirred through it, eaten standing up at the counter.",
                ),
            ],
            "questions": [
                "What rice do we buy?",
                "Which rice is in the cupboard?",
                "What rice do we have with a curry?",
            ],
            "now": ["What rice are we buying at the moment?"],
        },
        "zh": {
            "values": ["五常大米", "泰国香米", "东北珍珠米", "丝苗米", "盘锦蟹田米", "糙米"],
            "facts": [
                "家里吃的米是{v}。",
                "我们家一直买{v}。",
                "米缸里装的是{v}。",
            ],
            "corrections": [
                ("cue", "家里的米已经换成{new}了。"),
                ("cue", "后来吃的米定成了{new}。"),
                ("cue", "打过年起家里就吃{new}。"),
                ("explicit", "{old}不买了，米缸里是{new}。"),
                ("explicit", "不再吃{old}，家里煮的是{new}。"),
                ("explicit", "米不是{old}了 是{new}"),
                ("implicit", "手机掉进洗碗池，捞出来埋进一袋{new}里，第二天居然能开机。"),
                ("implicit", "孩子把半袋{new}倒进鱼缸 说是喂鱼"),
                ("implicit", "用剩的{new}炒了个蛋炒饭，孩子吃了两碗。"),
                ("implicit", "锅里煮着{new}，接了个电话一回头，溢得满灶台都是。"),
                ("implicit", "扛着两袋{new}爬上五楼，腰差点断了。"),
                (
                    "implicit",
                    "周一就没顺过：车打不着火，学校打电话说孩子头上长虱子，隔壁的狗在我开视频会的时候一直叫，到晚上六点我只剩力气煮一锅{new}，拌了罐午餐肉，站在灶台边吃完的。",
                ),
            ],
            "questions": [
                "家里吃的是什么米？",
                "我们家买哪种米？",
                "米缸里是什么米？",
            ],
            "now": ["家里现在吃的是什么米？"],
        },
    },
    {
        "key": "breakfast_relish",
        "type": "PREFERENCE",
        "en": {
            "values": ["Marmite", "peanut butter", "lemon curd", "Nutella", "marmalade", "honey"],
            "facts": [
                "On my toast it's {v}.",
                "I have {v} on toast every morning.",
                "The jar by the toaster is {v}.",
            ],
            "corrections": [
                ("cue", "it's {new} on my toast these days"),
                ("cue", "I've gone over to {new} on my toast."),
                ("cue", "As of last month breakfast is toast and {new}."),
                ("explicit", "Gone off {old}, I put {new} on my toast."),
                ("explicit", "The {old} ran out and I never bought more, I have {new}."),
                ("explicit", "not {old} on toast any more, {new}"),
                (
                    "implicit",
                    "Got {new} on the cuff of my interview shirt five minutes before the bus.",
                ),
                ("implicit", "toast + {new}, cold tea, out the door"),
                (
                    "implicit",
                    "The dog licked the {new} off my toast while I was hunting for my keys.",
                ),
                (
                    "implicit",
                    "Dropped my toast {new} side down onto the rug I'd only just shampooed.",
                ),
                (
                    "implicit",
                    "Packed a jar of {new} for the caravan in Wales because a morning without it isn't a morning.",
                ),
                (
                    "implicit",
                    "Overslept, the shower ran cold, the cat had been sick in my shoe, the bus sailed past the stop, and the only thing that got me to lunchtime was a slice of toast with {new} wrapped in kitchen roll and eaten on the walk.",
                ),
            ],
            "questions": [
                "What do I put on my toast?",
                "What's in the jar next to the toaster?",
                "What do I have on toast in the mornings?",
            ],
            "now": ["What am I having on my toast these days?"],
        },
        "zh": {
            "values": ["涪陵榨菜", "王致和腐乳", "高邮咸鸭蛋", "六必居酱菜", "萝卜干", "海苔肉松"],
            "facts": [
                "我早上喝粥配{v}。",
                "早饭那碗粥我一定就着{v}。",
                "家里饭桌上常年摆着{v}，喝粥用。",
            ],
            "corrections": [
                ("cue", "喝粥的小菜如今是{new}了。"),
                ("cue", "后来早上配粥改成{new}。"),
                ("cue", "这阵子喝粥就着{new}。"),
                ("explicit", "{old}吃腻了，喝粥配{new}。"),
                ("explicit", "不再拿{old}下粥了，改成{new}。"),
                ("explicit", "早上不是{old}了 是{new}"),
                ("implicit", "面试前五分钟把{new}的油蹭到了白衬衫袖口上。"),
                ("implicit", "白粥 {new} 出门"),
                ("implicit", "找钥匙的功夫，猫把碗边的{new}叼跑了。"),
                ("implicit", "出差带了一包{new}，酒店的自助早餐吃不惯。"),
                ("implicit", "给在外地上大学的表弟寄了一箱{new}。"),
                (
                    "implicit",
                    "睡过头了，热水器不出热水，猫吐在我鞋里，公交车过站不停，整个上午就靠出门前扒拉的那碗白粥和{new}撑着。",
                ),
            ],
            "questions": [
                "我喝粥配什么小菜？",
                "早饭的粥我就着什么吃？",
                "饭桌上常摆着什么下粥？",
            ],
            "now": ["我现在早上喝粥配的是什么？"],
        },
    },
    {
        "key": "frying_pan",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Tefal non-stick",
                "a cast-iron skillet",
                "a Le Creuset",
                "a Ninja Zerostick",
                "an IKEA pan",
                "a carbon-steel wok",
            ],
            "facts": [
                "The pan I cook everything in is {v}.",
                "My everyday frying pan is {v}.",
                "On the hob there's always {v}.",
            ],
            "corrections": [
                ("cue", "cooking in {new} these days"),
                ("cue", "Ended up getting {new} as the everyday pan."),
                ("cue", "Since the summer the frying pan has been {new}."),
                ("explicit", "Binned {old}, I fry in {new}."),
                ("explicit", "{old} went to the charity shop, the everyday pan is {new}."),
                ("explicit", "It's not {old} on the hob any more, it's {new}."),
                ("implicit", "Set off the smoke alarm with {new} and a single rasher of bacon."),
                ("implicit", "burnt my wrist on {new}, ow"),
                (
                    "implicit",
                    "{new} soaked in the sink overnight and I heard about it at breakfast.",
                ),
                (
                    "implicit",
                    "Made pancakes in {new} and the first one was, as is the law, a disaster.",
                ),
                (
                    "implicit",
                    "Chased a wasp round the kitchen with {new} and nearly took out the light.",
                ),
                (
                    "implicit",
                    "My sister came to stay with three kids and a spaniel, the kids wanted something different at every meal, the spaniel ate a sock, and I seem to have spent the whole weekend at the hob with {new}, turning out fish fingers in shifts.",
                ),
            ],
            "questions": [
                "What frying pan do I use?",
                "What do I cook in every day?",
                "Which pan lives on the hob?",
            ],
            "now": ["What's my everyday pan at the moment?"],
        },
        "zh": {
            "values": [
                "章丘铁锅",
                "苏泊尔不粘锅",
                "爱仕达炒锅",
                "双立人炒锅",
                "一口老铁锅",
                "炊大皇炒锅",
            ],
            "facts": [
                "家里炒菜用的是{v}。",
                "我天天拿{v}做饭。",
                "灶上常年搁着{v}。",
            ],
            "corrections": [
                ("cue", "炒菜的锅已经换成{new}了。"),
                ("cue", "后来锅定了{new}。"),
                ("cue", "打入秋起炒菜用{new}。"),
                ("explicit", "{old}扔了，炒菜用{new}。"),
                ("explicit", "不再用{old}了，灶上是{new}。"),
                ("explicit", "锅不是{old}了，是{new}。"),
                ("implicit", "拿{new}煎了块带鱼，烟雾报警器响了。"),
                ("implicit", "被{new}烫了手腕 嘶"),
                ("implicit", "{new}泡了一夜没刷，早上被我妈数落了一顿。"),
                ("implicit", "用{new}摊煎饼，第一张照例糊了。"),
                ("implicit", "拿着{new}在厨房里追马蜂，差点把吊灯打下来。"),
                (
                    "implicit",
                    "我姐带着三个孩子和一条狗来住了几天，孩子们每顿都要吃不一样的，狗吃了一只袜子，我整个周末基本就站在灶台前守着{new}，一锅接一锅地炒。",
                ),
            ],
            "questions": [
                "我炒菜用的是什么锅？",
                "家里天天做饭用哪口锅？",
                "灶上搁的是什么锅？",
            ],
            "now": ["我现在炒菜用的是哪口锅？"],
        },
    },
    {
        "key": "loo_roll",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Andrex",
                "Cushelle",
                "Who Gives A Crap",
                "Aldi's own-brand",
                "Velvet",
                "Tesco recycled",
            ],
            "facts": [
                "The loo roll we buy is {v}.",
                "We only get {v} for the bathroom.",
                "The bathroom cupboard is full of {v}.",
            ],
            "corrections": [
                ("cue", "we're on {new} for loo roll these days"),
                ("cue", "Gone over to {new} for the toilet roll."),
                ("cue", "As of this month the loo roll is {new}."),
                ("explicit", "Stopped getting {old}, it's {new} in the bathroom."),
                ("explicit", "No more {old}, the loo roll is {new}."),
                ("explicit", "{old} is off the list, we buy {new}."),
                (
                    "implicit",
                    "My nephew's puppy got hold of a roll of {new} and unrolled it the length of the garden.",
                ),
                ("implicit", "carried 24 rolls of {new} home on the bus, dignity gone"),
                ("implicit", "Wrapped the kids up as mummies in {new} for Halloween."),
                (
                    "implicit",
                    "Blew my nose on {new} the whole way through the cold because we'd run out of tissues.",
                ),
                (
                    "implicit",
                    "A huge box of {new} turned up on the doorstep and the neighbour asked if I was opening a shop.",
                ),
                (
                    "implicit",
                    "Hosting Christmas this year: fourteen people, one bathroom, a turkey that wouldn't fit in the oven, Uncle Pete asleep by three, and on Boxing Day morning I was in the corner shop in my slippers buying every pack of {new} they had.",
                ),
            ],
            "questions": [
                "What toilet roll do we buy?",
                "Which loo roll is in the bathroom?",
                "What brand of loo roll do we get?",
            ],
            "now": ["What loo roll are we buying at the moment?"],
        },
        "zh": {
            "values": ["维达", "清风", "心相印", "洁柔", "泉林本色", "斑布"],
            "facts": [
                "家里用的卷纸是{v}。",
                "我们家卫生间只买{v}的纸。",
                "储物柜里囤的全是{v}。",
            ],
            "corrections": [
                ("cue", "家里的纸如今用{new}了。"),
                ("cue", "后来卷纸改买{new}。"),
                ("cue", "打上个月起囤的是{new}。"),
                ("explicit", "不再买{old}了，卷纸换成{new}。"),
                ("explicit", "{old}用完就没再买，家里是{new}。"),
                ("explicit", "卫生间的纸不是{old}了 是{new}"),
                ("implicit", "亲戚家的小狗叼走一卷{new}，扯得满院子都是。"),
                ("implicit", "扛着一提{new}挤地铁 社死"),
                ("implicit", "万圣节拿{new}把孩子缠成了木乃伊。"),
                ("implicit", "感冒一礼拜，纸巾用完了，一直拿{new}擤鼻涕。"),
                ("implicit", "双十一买的三箱{new}到了，门卫问我是不是要开小卖部。"),
                (
                    "implicit",
                    "今年年夜饭在我家，十四口人一个卫生间，鱼大得锅里放不下，我舅吃到一半就睡着了，大年初一早上我穿着拖鞋跑去小卖部，把他们店里的{new}全包了。",
                ),
            ],
            "questions": [
                "家里用的什么卷纸？",
                "我们家卫生间买哪个牌子的纸？",
                "储物柜里囤的是什么纸？",
            ],
            "now": ["家里现在用的是什么卷纸？"],
        },
    },
    {
        "key": "washing_machine",
        "type": "SEMANTIC",
        "en": {
            "values": ["a Bosch", "a Hotpoint", "a Beko", "a Miele", "an old Zanussi", "an LG"],
            "facts": [
                "Our washing machine is {v}.",
                "The washer in the utility is {v}.",
                "We do the laundry in {v}.",
            ],
            "corrections": [
                ("cue", "the washing machine's {new} these days"),
                ("cue", "Ended up with {new} for the washing."),
                ("cue", "Since the spring the washing has gone in {new}."),
                ("explicit", "{old} flooded the kitchen once too often, we've got {new}."),
                ("explicit", "Got rid of {old}, the washer is {new}."),
                ("explicit", "It's not {old} under the counter any more, it's {new}."),
                ("implicit", "{new} walked halfway across the utility room on the spin cycle."),
                ("implicit", "{new} ate a sock. one sock."),
                (
                    "implicit",
                    "Put a tissue through {new} and everything came out looking like it had been snowed on.",
                ),
                ("implicit", "The kids have named {new} Big Dave and say goodnight to it."),
                (
                    "implicit",
                    "The engineer who came to look at {new} stayed for two cups of tea and a biscuit.",
                ),
                (
                    "implicit",
                    "It rained all week, every radiator was covered in damp socks, the eldest came back from rugby camp with a bin bag of mud, and {new} ran more or less nonstop from Friday night to Sunday teatime.",
                ),
            ],
            "questions": [
                "What washing machine have we got?",
                "What make is the washer?",
                "What do we wash our clothes in?",
            ],
            "now": ["What's our washing machine at the moment?"],
        },
        "zh": {
            "values": ["海尔", "小天鹅", "美的", "西门子", "松下", "一台双缸的老式机"],
            "facts": [
                "家里的洗衣机是{v}。",
                "我们家洗衣服用的是{v}。",
                "阳台上的洗衣机，是{v}。",
            ],
            "corrections": [
                ("cue", "洗衣机已经换成{new}了。"),
                ("cue", "后来洗衣机买了{new}。"),
                ("cue", "打开春起家里洗衣服用{new}。"),
                ("explicit", "{old}漏水漏怕了，换了{new}。"),
                ("explicit", "{old}卖给收废品的了，阳台上是{new}。"),
                ("explicit", "洗衣机不是{old}了，是{new}。"),
                ("implicit", "{new}甩干的时候在阳台上挪了半米。"),
                ("implicit", "{new}吞了一只袜子 就一只"),
                ("implicit", "纸巾忘在兜里，{new}洗出来满身白絮。"),
                ("implicit", "孩子给{new}起名叫“大胖”，睡前都要跟它说晚安。"),
                ("implicit", "来修{new}的师傅喝了两杯茶才走。"),
                (
                    "implicit",
                    "连下了一周雨，暖气片上挂满了湿袜子，大儿子军训回来背了一编织袋的脏衣服，{new}从周五晚上转到周日傍晚就没停过。",
                ),
            ],
            "questions": [
                "家里的洗衣机是什么牌子？",
                "我们用什么洗衣服？",
                "阳台上那台洗衣机是哪个？",
            ],
            "now": ["家里现在的洗衣机是哪个？"],
        },
    },
    {
        "key": "mattress",
        "type": "SEMANTIC",
        "en": {
            "values": ["a Simba", "an Emma", "an Eve", "a Tempur", "a Silentnight", "a futon"],
            "facts": [
                "We sleep on {v}.",
                "Our mattress is {v}.",
                "The mattress on our bed is {v}.",
            ],
            "corrections": [
                ("cue", "sleeping on {new} these days"),
                ("cue", "We ended up going with {new} for the mattress."),
                ("cue", "As of January our bed has {new} on it."),
                ("explicit", "Got rid of {old}, we sleep on {new}."),
                ("explicit", "{old} went to the tip, the mattress is {new}."),
                ("explicit", "Not {old} under us any more, it's {new}."),
                (
                    "implicit",
                    "The cat has claimed one corner of {new} and glares at anyone who comes near.",
                ),
                ("implicit", "flipped {new} and found a lego batman and 40p"),
                (
                    "implicit",
                    "Two grown men and {new} stuck on the turn of the stairs for twenty minutes.",
                ),
                (
                    "implicit",
                    "Knocked a full mug of tea over {new} and spent the evening with a hairdryer.",
                ),
                (
                    "implicit",
                    "The delivery man carried {new} up four flights and I gave him every biscuit we had.",
                ),
                (
                    "implicit",
                    "Worst week: a sick bug went round the whole house, the dog got into the bins, my manager wanted a report by Wednesday, and the one good thing was crawling onto {new} at nine every night and not moving till the alarm.",
                ),
            ],
            "questions": [
                "What mattress do we have?",
                "What do we sleep on?",
                "What's the mattress on our bed?",
            ],
            "now": ["What mattress are we sleeping on these days?"],
        },
        "zh": {
            "values": [
                "喜临门床垫",
                "慕思床垫",
                "穗宝床垫",
                "一张乳胶床垫",
                "一张棕垫",
                "一张榻榻米垫子",
            ],
            "facts": [
                "我们睡的是{v}。",
                "家里床上铺的是{v}。",
                "卧室那张床用的是{v}。",
            ],
            "corrections": [
                ("cue", "床垫已经换成{new}了。"),
                ("cue", "后来床垫定了{new}。"),
                ("cue", "打元旦起睡的是{new}。"),
                ("explicit", "{old}扔了，睡的是{new}。"),
                ("explicit", "不再睡{old}了，床上是{new}。"),
                ("explicit", "床垫不是{old}了 是{new}"),
                ("implicit", "猫霸占了{new}的一个角，谁靠近就瞪谁。"),
                ("implicit", "掀开{new} 翻出一个奥特曼和五毛钱"),
                ("implicit", "俩大男人抬着{new}在楼梯拐角卡了二十分钟。"),
                ("implicit", "一杯奶茶全洒在{new}上，拿吹风机吹了一晚上。"),
                ("implicit", "快递小哥把{new}扛上六楼，我给他拿了两瓶水。"),
                (
                    "implicit",
                    "这周太惨了：全家轮流拉肚子，狗翻了垃圾桶，领导要周三前交报告，唯一的安慰是每晚九点往{new}上一躺，一直躺到闹钟响。",
                ),
            ],
            "questions": [
                "我们睡的是什么床垫？",
                "家里床上铺的什么？",
                "卧室的床垫是哪种？",
            ],
            "now": ["我们现在睡的是什么床垫？"],
        },
    },
    {
        "key": "sofa",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a grey IKEA corner sofa",
                "a DFS recliner",
                "a brown leather Chesterfield",
                "a sofa bed from Argos",
                "a mustard two-seater from Loaf",
                "Nan's old floral settee",
            ],
            "facts": [
                "Our sofa is {v}.",
                "In the living room we've got {v}.",
                "We watch telly on {v}.",
            ],
            "corrections": [
                ("cue", "the sofa is {new} these days"),
                ("cue", "We ended up getting {new} for the living room."),
                ("cue", "Since March the front room has had {new} in it."),
                ("explicit", "{old} went on the tip run, the sofa is {new}."),
                ("explicit", "Sold {old}, we sit on {new}."),
                ("explicit", "It's not {old} in the living room any more, it's {new}."),
                (
                    "implicit",
                    "Fell asleep on {new} at eight and woke at two with a crick in my neck.",
                ),
                ("implicit", "found the remote down the back of {new} plus 3 biros"),
                ("implicit", "The dog is banned from {new}, knows it, and does it anyway."),
                ("implicit", "Red wine all over {new}, whole evening gone on stain videos."),
                (
                    "implicit",
                    "Watched the final squashed onto {new} with my in-laws and the cat on top of us all.",
                ),
                (
                    "implicit",
                    "Book club was at mine: I hoovered, shoved the laundry in the bath and pulled the curtain, bought a cheese board nobody touched, and six of us argued about the ending for three hours on {new} while I topped up the prosecco.",
                ),
            ],
            "questions": [
                "What sofa have we got?",
                "What do we sit on in the living room?",
                "What's in the front room to sit on?",
            ],
            "now": ["What's our sofa at the moment?"],
        },
        "zh": {
            "values": [
                "顾家的布艺沙发",
                "林氏木业的科技布沙发",
                "宜家的转角沙发",
                "一套红木沙发",
                "一张懒人沙发",
                "芝华仕的功能沙发",
            ],
            "facts": [
                "客厅里的沙发是{v}。",
                "我们家看电视坐的是{v}。",
                "家里客厅摆的是{v}。",
            ],
            "corrections": [
                ("cue", "沙发已经换成{new}了。"),
                ("cue", "后来客厅摆了{new}。"),
                ("cue", "打三月起客厅里是{new}。"),
                ("explicit", "{old}送给楼下了，客厅是{new}。"),
                ("explicit", "{old}卖了，家里坐的是{new}。"),
                ("explicit", "客厅不是{old}了，是{new}。"),
                ("implicit", "八点在{new}上睡着了，半夜两点醒来落枕了。"),
                ("implicit", "{new}缝里翻出遥控器和三支笔"),
                ("implicit", "狗不准上{new}，它知道，但照上不误。"),
                ("implicit", "火锅汤洒在{new}上，一晚上都在网上搜怎么去污。"),
                ("implicit", "一家子挤在{new}上看春晚，猫趴在最上面。"),
                (
                    "implicit",
                    "轮到我家办读书会：拖了地，把没晾的衣服塞进浴缸拉上帘子，买的果盘没人碰，六个人坐在{new}上为结局吵了三个钟头，我负责续茶。",
                ),
            ],
            "questions": [
                "家里的沙发是什么样的？",
                "我们客厅里坐的是什么？",
                "客厅摆的是哪个沙发？",
            ],
            "now": ["家里现在的沙发是哪个？"],
        },
    },
    {
        "key": "printer",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "an HP DeskJet",
                "a Canon Pixma",
                "an Epson EcoTank",
                "a Brother laser printer",
                "a Kodak inkjet",
                "a Lexmark",
            ],
            "facts": [
                "Our printer at home is {v}.",
                "We print things out on {v}.",
                "The printer in the spare room is {v}.",
            ],
            "corrections": [
                ("cue", "the home printer's {new} these days"),
                ("cue", "Ended up going with {new} for printing."),
                ("cue", "As of last month the spare-room printer is {new}."),
                ("explicit", "Gave {old} away, we print on {new}."),
                ("explicit", "{old} is up in the loft, the printer is {new}."),
                ("explicit", "Not {old} for printing any more, it's {new}."),
                (
                    "implicit",
                    "{new} jammed on the boarding passes twenty minutes before the taxi came.",
                ),
                ("implicit", "{new} out of magenta. only magenta."),
                (
                    "implicit",
                    "Printed the kids' homework on {new} and every page had a white stripe down it.",
                ),
                ("implicit", "The cat sleeps on {new} because it's warm after a job."),
                ("implicit", "Ran off forty posters for the missing tortoise on {new}."),
                (
                    "implicit",
                    "Spent Sunday on the tax return, finding receipts in coat pockets, arguing with the HMRC website, burning the toast twice, and getting {new} to print one single page, which it did on the ninth go, sideways.",
                ),
            ],
            "questions": [
                "What printer do we have?",
                "What do we print on at home?",
                "Which printer is in the spare room?",
            ],
            "now": ["What's our printer at the moment?"],
        },
        "zh": {
            "values": [
                "惠普喷墨打印机",
                "佳能打印机",
                "爱普生墨仓式打印机",
                "兄弟激光打印机",
                "得力打印机",
                "小米喷墨打印机",
            ],
            "facts": [
                "家里的打印机是{v}。",
                "孩子的作业都用{v}打。",
                "书房里放着一台{v}。",
            ],
            "corrections": [
                ("cue", "家里的打印机如今是{new}了。"),
                ("cue", "后来打印机买了{new}。"),
                ("cue", "打上个月起书房里放的是{new}。"),
                ("explicit", "{old}送人了，打东西用{new}。"),
                ("explicit", "{old}挪到储藏室了，书房是{new}。"),
                ("explicit", "打印机不是{old}了，是{new}。"),
                ("implicit", "出发前二十分钟{new}把登机牌卡住了。"),
                ("implicit", "{new}没墨了 只缺红的"),
                ("implicit", "用{new}给孩子打作业，每张纸上都有一道白印。"),
                ("implicit", "猫爱趴在{new}上，刚打完东西那儿暖和。"),
                ("implicit", "用{new}打了四十张寻龟启事，贴满了小区。"),
                (
                    "implicit",
                    "周日一整天报个税：在各个外套兜里翻发票，跟个税App较劲，馒头蒸糊了两回，让{new}打一张纸，试到第九次才出来，歪的。",
                ),
            ],
            "questions": [
                "家里的打印机是哪个？",
                "孩子的作业用什么打？",
                "书房里那台打印机是什么牌子？",
            ],
            "now": ["家里现在用的是哪台打印机？"],
        },
    },
    {
        "key": "pushchair",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Bugaboo",
                "an iCandy",
                "a Silver Cross",
                "a Babyzen Yoyo",
                "a secondhand Maclaren",
                "a Joie",
            ],
            "facts": [
                "The baby's pushchair is {v}.",
                "We push the baby about in {v}.",
                "Parked in the hall there's {v} for the baby.",
            ],
            "corrections": [
                ("cue", "baby's in {new} these days"),
                ("cue", "We ended up with {new} for the pushchair."),
                ("cue", "Since the baby turned one we've used {new}."),
                ("explicit", "Sold {old} on, the pushchair is {new}."),
                ("explicit", "{old} has gone to my cousin, we use {new}."),
                ("explicit", "It's not {old} in the hall any more, it's {new}."),
                (
                    "implicit",
                    "Got {new} wedged in the lift at the health centre and a man with a screwdriver had to rescue us.",
                ),
                ("implicit", "wheel came off {new} on the canal path lol"),
                (
                    "implicit",
                    "The baby fell asleep in {new} outside the café and I drank an entire coffee while it was hot.",
                ),
                ("implicit", "Folded {new} one-handed at the bus stop and an old lady clapped."),
                (
                    "implicit",
                    "Hung three bags of shopping off the handles of {new} and the whole thing tipped over backwards, baby fine, eggs not.",
                ),
                (
                    "implicit",
                    "Went to the garden centre for compost and came back with a fern, a bird feeder, a cushion, two scones, a worn-out toddler asleep in {new} and no compost.",
                ),
            ],
            "questions": [
                "What pushchair have we got?",
                "What do we push the baby in?",
                "What's the baby's buggy?",
            ],
            "now": ["What pushchair are we using at the moment?"],
        },
        "zh": {
            "values": [
                "好孩子推车",
                "宝宝好遛娃神器",
                "一辆二手Bugaboo",
                "Yoyo伞车",
                "小龙哈彼推车",
                "Pouch推车",
            ],
            "facts": [
                "宝宝坐的推车是{v}。",
                "我们推娃出门用{v}。",
                "门厅里停着宝宝的{v}。",
            ],
            "corrections": [
                ("cue", "宝宝的车已经换成{new}了。"),
                ("cue", "后来推车定了{new}。"),
                ("cue", "打孩子满周岁起就用{new}。"),
                ("explicit", "{old}转给我表姐了，推娃用{new}。"),
                ("explicit", "{old}借给邻居了，门厅里是{new}。"),
                ("explicit", "推车不是{old}了 是{new}"),
                ("implicit", "在医院电梯里把{new}卡住了，一个拿螺丝刀的大爷把我们救了出来。"),
                ("implicit", "{new}在河边步道上掉了个轮子 哈哈"),
                ("implicit", "孩子在{new}里睡着了，我在咖啡店门口喝完了一整杯热咖啡。"),
                ("implicit", "在公交站单手收起{new}，旁边的奶奶给我鼓掌。"),
                ("implicit", "{new}把手上挂了三袋菜，整车往后一翻，娃没事，鸡蛋全碎了。"),
                (
                    "implicit",
                    "去花鸟市场买土，回来的时候拎了一盆绿萝、一个鸟食罐、两个抱枕、一袋糖炒栗子，{new}里睡着一个累瘫的娃，土没买。",
                ),
            ],
            "questions": [
                "宝宝坐的是什么推车？",
                "我们推娃用的是哪辆车？",
                "门厅里停的是什么婴儿车？",
            ],
            "now": ["宝宝现在坐的是哪辆推车？"],
        },
    },
    {
        "key": "nappy_brand",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Pampers",
                "Huggies",
                "Aldi's Mamia",
                "Kit & Kin",
                "cloth nappies",
                "Boots own-brand",
            ],
            "facts": [
                "The baby's nappies are {v}.",
                "We put the baby in {v}.",
                "We buy {v} for the baby.",
            ],
            "corrections": [
                ("cue", "on {new} for the baby these days"),
                ("cue", "Gone over to {new} for the baby."),
                ("cue", "Since the autumn the baby has been in {new}."),
                ("explicit", "{old} gave the baby a rash, so it's {new}."),
                ("explicit", "Stopped buying {old}, we use {new}."),
                ("explicit", "Not {old} any more, the nappies are {new}."),
                ("implicit", "Ran out of {new} at the zoo and got home on a muslin and a prayer."),
                ("implicit", "blowout in {new} at the registry office, of course"),
                ("implicit", "The dog pulled a pack of {new} off the shelf and shredded the lot."),
                ("implicit", "A van delivering {new} blocked the whole street for ten minutes."),
                (
                    "implicit",
                    "Did a change in the back of a taxi with {new} and the driver never noticed.",
                ),
                (
                    "implicit",
                    "Flew to Malaga with the baby: security took the yoghurt pouches, the flight was two hours late, the baby screamed from Dover to Bordeaux, and I wrestled him into {new} on my knee in a toilet the size of a fridge.",
                ),
            ],
            "questions": [
                "What nappies does the baby wear?",
                "Which nappies do we buy?",
                "What do we put the baby in?",
            ],
            "now": ["What nappies are we using at the moment?"],
        },
        "zh": {
            "values": ["帮宝适", "好奇", "花王", "大王", "babycare", "尤妮佳"],
            "facts": [
                "宝宝用的纸尿裤是{v}。",
                "我们给孩子买{v}的尿不湿。",
                "家里囤的纸尿裤都是{v}。",
            ],
            "corrections": [
                ("cue", "纸尿裤已经换成{new}了。"),
                ("cue", "后来尿不湿定了{new}。"),
                ("cue", "打入秋起娃穿的是{new}。"),
                ("explicit", "{old}把娃的屁股捂红了，换了{new}。"),
                ("explicit", "不再买{old}了，纸尿裤是{new}。"),
                ("explicit", "尿不湿不是{old}了，是{new}。"),
                ("implicit", "在动物园{new}用完了，拿隔尿巾凑合了一路。"),
                ("implicit", "给娃上户口排着队 {new}里拉爆了 服了"),
                ("implicit", "狗把一包{new}从柜子上扒下来，撕得满地都是。"),
                ("implicit", "送{new}的快递车把整条巷子堵了十分钟。"),
                ("implicit", "半夜三点把{new}穿反了，早上才发现。"),
                (
                    "implicit",
                    "带娃坐飞机回老家：安检收走了果泥，航班延误两小时，娃在天上哭了一路，我在一个冰箱大小的厕所里半跪着给他穿上了{new}。",
                ),
            ],
            "questions": [
                "宝宝用的什么纸尿裤？",
                "我们给娃买哪个牌子的尿不湿？",
                "家里囤的是什么纸尿裤？",
            ],
            "now": ["宝宝现在穿的是什么纸尿裤？"],
        },
    },
    {
        "key": "butcher",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Dewhurst's on the high street",
                "the halal butcher on Gorse Road",
                "the meat counter at Morrisons",
                "the farm shop at Thornby",
                "the butcher in the covered market",
                "the butcher's van at the farmers' market",
            ],
            "facts": [
                "I get our meat from {v}.",
                "Our butcher is {v}.",
                "The Sunday joint comes from {v}.",
            ],
            "corrections": [
                ("cue", "meat's from {new} these days"),
                ("cue", "Ended up going over to {new} for meat."),
                ("cue", "Since Easter our meat has come from {new}."),
                ("explicit", "Gave up on {old}, we get meat from {new}."),
                ("explicit", "Stopped going to {old}, the butcher is {new}."),
                ("explicit", "Not {old} for the meat any more, {new}."),
                (
                    "implicit",
                    "Got talking rugby at {new} and came home with a free pound of sausages.",
                ),
                ("implicit", "queue at {new} out the door, turkeys"),
                ("implicit", "Bumped into my old maths teacher at {new} buying one pork chop."),
                ("implicit", "The dog knows the way to {new} and pulls the whole walk there."),
                (
                    "implicit",
                    "Picked up the lamb for Mum's birthday at {new} and it was the size of a small child.",
                ),
                (
                    "implicit",
                    "Saturday errands: took the library books back, got the tyre looked at, queued forty minutes at the post office, bought the week's mince at {new}, and got home to find the front door had been wide open the whole time.",
                ),
            ],
            "questions": [
                "Where do I buy our meat?",
                "Who's our butcher?",
                "Where does the Sunday roast come from?",
            ],
            "now": ["Where am I getting our meat these days?"],
        },
        "zh": {
            "values": [
                "菜场的老李肉铺",
                "钱大妈",
                "盒马",
                "小区门口的冷鲜肉店",
                "乡下亲戚家",
                "菜场二楼的清真牛羊肉铺",
            ],
            "facts": [
                "家里的肉都在{v}买。",
                "我买肉认准{v}。",
                "过年的排骨是从{v}买的。",
            ],
            "corrections": [
                ("cue", "买肉如今去{new}了。"),
                ("cue", "后来买肉改成{new}。"),
                ("cue", "打开春起家里的肉都从{new}来。"),
                ("explicit", "{old}不去了，买肉去{new}。"),
                ("explicit", "不再在{old}买肉了，改成{new}。"),
                ("explicit", "肉不是{old}的了 是{new}的"),
                ("implicit", "在{new}跟人聊了几句足球，多送了我一根筒骨。"),
                ("implicit", "{new}排队排到门外 都是买腊肉的"),
                ("implicit", "在{new}碰到了初中数学老师，他买了一块五花肉。"),
                ("implicit", "狗认得去{new}的路，一出门就往那拽。"),
                ("implicit", "给我妈过生日的羊排是在{new}买的，大得吓人。"),
                (
                    "implicit",
                    "周六跑腿：把图书馆的书送了回去，给车补了个胎，在快递站排了四十分钟，在{new}买了一周的肉馅，回家发现大门一直敞着。",
                ),
            ],
            "questions": [
                "家里的肉在哪儿买？",
                "我一般去哪买肉？",
                "过年的排骨是哪儿买的？",
            ],
            "now": ["我现在买肉去哪儿？"],
        },
    },
    {
        "key": "tailor",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Mrs Okafor two doors down",
                "Sew Right on the high street",
                "the alterations desk at John Lewis",
                "a woman off Facebook who works from her front room",
                "the Turkish tailor by the station",
                "my auntie Bev",
            ],
            "facts": [
                "My alterations go to {v}.",
                "Anything that needs taking up goes to {v}.",
                "My hems and zips are done by {v}.",
            ],
            "corrections": [
                ("cue", "alterations go to {new} these days"),
                ("cue", "Ended up taking my sewing jobs to {new}."),
                ("cue", "Since the summer my hems have been done by {new}."),
                ("explicit", "Stopped using {old}, my alterations go to {new}."),
                ("explicit", "Gave up on {old}, hems and zips go to {new}."),
                ("explicit", "It's not {old} doing my alterations any more, it's {new}."),
                (
                    "implicit",
                    "Dropped the bridesmaid dress off with {new} and got a lecture about my posture.",
                ),
                ("implicit", "{new} says thursday for the trousers"),
                (
                    "implicit",
                    "Picked the suit up from {new} and it fits like it belongs to somebody else.",
                ),
                ("implicit", "{new} found a twenty-pound note in the lining of my coat."),
                ("implicit", "Took Dad's old army jacket to {new} to be made to fit me."),
                (
                    "implicit",
                    "Wedding week: the shoes pinched, the fake tan went orange, my speech ran four minutes over, and the dress only came back from {new} on the Friday night, an hour before the rehearsal dinner.",
                ),
            ],
            "questions": [
                "Who does my alterations?",
                "Where do I take clothes to be taken up?",
                "Who sorts my hems and zips?",
            ],
            "now": ["Who's doing my alterations these days?"],
        },
        "zh": {
            "values": [
                "菜市场门口的裁缝摊",
                "楼下改衣服的阿姨",
                "商场负一楼的改衣店",
                "老街上的王师傅",
                "小区门口踩缝纫机的大爷",
                "我小姨",
            ],
            "facts": [
                "我改衣服都找{v}。",
                "裤脚要改短就拿去给{v}。",
                "家里缝扣子、上拉链都靠{v}。",
            ],
            "corrections": [
                ("cue", "改衣服如今找{new}了。"),
                ("cue", "后来改衣服都拿去{new}那儿。"),
                ("cue", "打夏天起裤脚都是{new}给改的。"),
                ("explicit", "不再找{old}了，改衣服找{new}。"),
                ("explicit", "{old}那儿不去了，改衣服去{new}那儿。"),
                ("explicit", "改衣服不是{old}了，是{new}。"),
                ("implicit", "把伴娘服送到{new}那儿，被念叨了半天驼背。"),
                ("implicit", "{new}说周四来拿裤子"),
                ("implicit", "从{new}那儿取回西装，穿上像借别人的。"),
                ("implicit", "{new}在我大衣内衬里摸出一张五十块。"),
                ("implicit", "把我爸的旧军装拿到{new}那儿，照我的身量收一收。"),
                (
                    "implicit",
                    "结婚前那一周：鞋磨脚，美甲做花了，致辞超时四分钟，裙子周五晚上才从{new}那儿拿回来，离彩排只剩一个钟头。",
                ),
            ],
            "questions": [
                "我改衣服找谁？",
                "裤脚改短拿去哪儿？",
                "谁给我缝扣子上拉链？",
            ],
            "now": ["我现在改衣服找的是谁？"],
        },
    },
    {
        "key": "birthday_restaurant",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Nando's",
                "Pizza Express",
                "Wagamama",
                "the Harvester",
                "Zizzi",
                "the Toby Carvery",
            ],
            "facts": [
                "Family birthdays are always at {v}.",
                "For birthdays we go to {v}.",
                "Whenever it's somebody's birthday it's dinner at {v}.",
            ],
            "corrections": [
                ("cue", "birthdays are at {new} these days"),
                ("cue", "We've gone over to {new} for the family birthdays."),
                ("cue", "As of this year birthday dinners are at {new}."),
                ("explicit", "Fell out with {old}, birthdays are at {new}."),
                ("explicit", "No more {old} for birthdays, it's {new}."),
                ("explicit", "Birthdays aren't at {old} any more, they're at {new}."),
                (
                    "implicit",
                    "The staff at {new} sang happy birthday to the wrong table and they joined in anyway.",
                ),
                ("implicit", "booked {new} for 7, there's 11 of us"),
                ("implicit", "Grandad fell asleep at {new} between the main and the pudding."),
                ("implicit", "The youngest got his head stuck in a high chair at {new}."),
                ("implicit", "My reading glasses are somewhere at {new} after Mum's seventieth."),
                (
                    "implicit",
                    "Dad's birthday: Mum had planned it for a month, my brother turned up an hour late with a cake that said Happy Birthday Dave (Dad is Keith), the kids fought over the last garlic bread, and {new} brought out a sparkler that set the smoke alarm off.",
                ),
            ],
            "questions": [
                "Where do we go for birthdays?",
                "Where are the family birthday dinners?",
                "Which restaurant do we book for a birthday?",
            ],
            "now": ["Where do we go for birthdays these days?"],
        },
        "zh": {
            "values": ["海底捞", "西贝莜面村", "外婆家", "太二酸菜鱼", "绿茶餐厅", "必胜客"],
            "facts": [
                "家里人过生日都去{v}。",
                "过生日我们一般在{v}吃。",
                "谁过生日就订{v}。",
            ],
            "corrections": [
                ("cue", "过生日如今都去{new}了。"),
                ("cue", "后来家里过生日改去{new}。"),
                ("cue", "打今年起生日饭都在{new}吃。"),
                ("explicit", "{old}吃腻了，过生日去{new}。"),
                ("explicit", "不再去{old}过生日了，订的是{new}。"),
                ("explicit", "生日饭不是{old}了，是{new}。"),
                ("implicit", "{new}的服务员给隔壁桌唱了生日歌，人家根本没人过生日。"),
                ("implicit", "订了{new}晚上7点 一共11个人"),
                ("implicit", "我爷爷在{new}吃着吃着睡着了。"),
                ("implicit", "小儿子在{new}把头卡进了宝宝椅。"),
                ("implicit", "我妈七十大寿那天，我把老花镜落在{new}了。"),
                (
                    "implicit",
                    "我爸过生日：我妈筹备了一个月，我弟迟到一小时，蛋糕上写的是“祝老王生日快乐”（我爸姓刘），孩子们为最后一块饼抢起来，{new}的服务员端上来一个插着烟花的果盘，把烟雾报警器点响了。",
                ),
            ],
            "questions": [
                "我们家过生日去哪儿吃？",
                "家里人的生日饭在哪家吃？",
                "过生日一般订哪家店？",
            ],
            "now": ["家里现在过生日去哪家？"],
        },
    },
    {
        "key": "phone_keyboard",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Gboard",
                "SwiftKey",
                "the plain iPhone keyboard",
                "the Samsung keyboard",
                "Grammarly's keyboard",
                "voice typing",
            ],
            "facts": [
                "I type on {v}.",
                "My phone keyboard is {v}.",
                "All my messages are written with {v}.",
            ],
            "corrections": [
                ("cue", "typing with {new} these days"),
                ("cue", "I've gone over to {new} for typing."),
                ("cue", "Since the update I've been texting with {new}."),
                ("explicit", "Deleted {old}, I type with {new}."),
                ("explicit", "Gave up on {old}, my keyboard is {new}."),
                ("explicit", "Not {old} any more, it's {new} for texts."),
                ("implicit", "{new} turned 'see you at the wake' into 'see you at the cake'."),
                ("implicit", "{new} keeps spelling my own name wrong smh"),
                ("implicit", "Wrote my whole leaving-do speech with {new} on the train."),
                (
                    "implicit",
                    "Mum thinks I'm cross with her because {new} put a capital on every word.",
                ),
                ("implicit", "Sent my manager a heart through {new} by accident."),
                (
                    "implicit",
                    "Trying to organise the school reunion from my phone: forty people in a group chat, three vegans, one man with a grudge going back to 1998, and {new} turning the pub's name into something rude every single time I typed it.",
                ),
            ],
            "questions": [
                "What keyboard do I type on?",
                "What do I use to type on my phone?",
                "Which phone keyboard have I got?",
            ],
            "now": ["What keyboard am I typing with these days?"],
        },
        "zh": {
            "values": ["搜狗输入法", "百度输入法", "微信输入法", "讯飞输入法", "五笔", "手写输入"],
            "facts": [
                "我打字用的是{v}。",
                "手机上我一直用{v}。",
                "我发消息全靠{v}。",
            ],
            "corrections": [
                ("cue", "输入法已经换成{new}了。"),
                ("cue", "后来打字改用{new}。"),
                ("cue", "打手机升级起我用{new}。"),
                ("explicit", "把{old}卸了，打字用{new}。"),
                ("explicit", "不再用{old}了，输入法是{new}。"),
                ("explicit", "打字不是{old}了 是{new}"),
                ("implicit", "{new}把“节哀”打成了“结婚”，差点闯祸。"),
                ("implicit", "{new}老把我自己的名字打错 无语"),
                ("implicit", "在地铁上用{new}把整篇欢送会发言稿写完了。"),
                ("implicit", "我妈说我发消息像在骂人，都怪{new}。"),
                ("implicit", "一不小心用{new}给领导发了个亲亲的表情。"),
                (
                    "implicit",
                    "用手机张罗同学聚会：群里四十个人，三个吃素，有一个从高中记仇到今天，{new}每次都把饭店的名字打成一个不太好听的词。",
                ),
            ],
            "questions": [
                "我用的是什么输入法？",
                "我手机上打字用什么？",
                "我发消息用哪个输入法？",
            ],
            "now": ["我现在打字用的是哪个输入法？"],
        },
    },
    {
        "key": "profile_picture",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a photo of my dog",
                "a sunset over Crete",
                "me on a zip wire",
                "a cartoon of a sloth",
                "the kids on the beach",
                "my graduation photo",
            ],
            "facts": [
                "My WhatsApp profile picture is {v}.",
                "On WhatsApp my picture is {v}.",
                "People see {v} when I message them.",
            ],
            "corrections": [
                ("cue", "profile pic is {new} these days"),
                ("cue", "I went with {new} for my WhatsApp picture in the end."),
                ("cue", "As of the weekend my profile picture is {new}."),
                ("explicit", "Took down {old}, my profile picture is {new}."),
                ("explicit", "{old} has gone, my WhatsApp picture is {new}."),
                ("explicit", "My picture isn't {old} any more, it's {new}."),
                ("implicit", "Nan thought {new} was a picture of her and rang to say thank you."),
                ("implicit", "everyone commenting on {new} lol"),
                (
                    "implicit",
                    "A recruiter messaged me on WhatsApp and opened with a compliment about {new}.",
                ),
                ("implicit", "My boss has asked whether {new} is quite right for the work group."),
                (
                    "implicit",
                    "My sister has copied me and put up something almost exactly like {new}.",
                ),
                (
                    "implicit",
                    "The class WhatsApp had a meltdown about the bake sale, somebody's nut allergy and who'd walked off with the lost property, and right in the middle of it one of the dads messaged me privately to ask about {new}.",
                ),
            ],
            "questions": [
                "What's my WhatsApp profile picture?",
                "What picture do people see when I message them?",
                "What's my profile pic?",
            ],
            "now": ["What's my profile picture at the moment?"],
        },
        "zh": {
            "values": [
                "荷花",
                "孩子的满月照",
                "雪山的照片",
                "柴犬表情包",
                "我的证件照",
                "猫的简笔画",
            ],
            "facts": [
                "我的微信头像是{v}。",
                "我微信上用的头像是{v}。",
                "别人加我微信看到的是{v}。",
            ],
            "corrections": [
                ("cue", "头像已经换成{new}了。"),
                ("cue", "后来头像定了{new}。"),
                ("cue", "打周末起我的头像是{new}。"),
                ("explicit", "把{old}撤了，头像是{new}。"),
                ("explicit", "头像不再是{old}，换成{new}了。"),
                ("explicit", "微信头像不是{old}了 是{new}"),
                ("implicit", "我奶奶以为头像上的{new}是她拍的，打电话来问。"),
                ("implicit", "大家都在评论{new} 哈哈"),
                ("implicit", "猎头加我微信，开口先夸了一句我头像上的{new}。"),
                ("implicit", "领导问我{new}放在工作群里合不合适。"),
                ("implicit", "我妹学我，弄了个跟{new}差不多的。"),
                (
                    "implicit",
                    "家长群为了义卖会吵翻了，有人孩子花生过敏，有人说失物招领被人拿走了，吵到一半，一个爸爸单独私聊我，问头像上的{new}是哪儿来的。",
                ),
            ],
            "questions": [
                "我的微信头像是什么？",
                "别人看到我的头像是什么样的？",
                "我微信用的什么头像？",
            ],
            "now": ["我现在的微信头像是什么？"],
        },
    },
    {
        "key": "resale_app",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Vinted",
                "eBay",
                "Facebook Marketplace",
                "Depop",
                "Gumtree",
                "the village selling group",
            ],
            "facts": [
                "I sell our old stuff on {v}.",
                "Anything we don't need goes on {v}.",
                "When I have a clear-out, I list things on {v}.",
            ],
            "corrections": [
                ("cue", "selling on {new} these days"),
                ("cue", "I've gone over to {new} for getting rid of stuff."),
                ("cue", "Since the spring clear-out I've sold everything through {new}."),
                ("explicit", "Gave up on {old}, I sell stuff on {new}."),
                ("explicit", "Deleted {old}, old things go on {new}."),
                ("explicit", "Not {old} any more, I list on {new}."),
                (
                    "implicit",
                    "Sold the kids' old bikes on {new} to a man who haggled for forty minutes.",
                ),
                ("implicit", "someone on {new} messaging at midnight 'is this available'"),
                ("implicit", "Got twelve quid on {new} for a coat I never liked."),
                (
                    "implicit",
                    "A woman off {new} came for the cot and stayed an hour telling me about her divorce.",
                ),
                (
                    "implicit",
                    "Put Grandad's record player up on {new} and Mum made me take it down.",
                ),
                (
                    "implicit",
                    "Clearing the loft took the whole bank holiday: three bin bags of cables, a box of my school reports, a dead wasps' nest, Dad's old golf clubs, and by Monday night I had forty listings on {new} and one very persistent man asking about the golf clubs.",
                ),
            ],
            "questions": [
                "Where do I sell our old stuff?",
                "What do I use to get rid of things?",
                "Where do I list things we don't want?",
            ],
            "now": ["Where am I selling our old stuff these days?"],
        },
        "zh": {
            "values": ["闲鱼", "转转", "多抓鱼", "小区二手群", "朋友圈", "爱回收"],
            "facts": [
                "家里不用的东西我都挂{v}上卖。",
                "旧东西我一般在{v}出掉。",
                "收拾出来的东西我放到{v}上。",
            ],
            "corrections": [
                ("cue", "卖旧东西如今用{new}了。"),
                ("cue", "后来出二手都在{new}。"),
                ("cue", "打春天大扫除起，旧货都是在{new}上卖的。"),
                ("explicit", "{old}卸了，二手都挂{new}上。"),
                ("explicit", "不再在{old}卖东西了，改到{new}。"),
                ("explicit", "旧东西不是在{old}卖了 是{new}"),
                ("implicit", "在{new}上把孩子的旧自行车卖了，买家砍价砍了四十分钟。"),
                ("implicit", "半夜{new}上有人问 在吗"),
                ("implicit", "一件不喜欢的大衣在{new}上卖了八十块。"),
                ("implicit", "从{new}上来买婴儿床的大姐，坐了一个钟头跟我讲她离婚的事。"),
                ("implicit", "把我爷爷的老唱片机挂到{new}上，被我妈逼着撤了。"),
                (
                    "implicit",
                    "五一假期全在收拾储藏间：三袋子电线，一箱我小学的奖状，一个空马蜂窝，我爸的旧钓竿，到了假期最后一晚，{new}上挂了四十样东西，有个人一直追着问钓竿。",
                ),
            ],
            "questions": [
                "我在哪儿卖家里的旧东西？",
                "不用的东西我挂哪儿出？",
                "我出二手用的是什么？",
            ],
            "now": ["我现在卖旧东西用的是哪个？"],
        },
    },
    {
        "key": "work_trip_hotel",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Premier Inn",
                "Travelodge",
                "Holiday Inn Express",
                "Hilton",
                "Ibis",
                "whatever Airbnb is closest",
            ],
            "facts": [
                "On work trips I stay at {v}.",
                "When I'm away for work it's {v}.",
                "Work books me into {v} when I travel.",
            ],
            "corrections": [
                ("cue", "it's {new} on work trips these days"),
                ("cue", "Work has gone over to {new} for overnights."),
                ("cue", "As of this quarter my work trips are at {new}."),
                ("explicit", "No more {old}, work trips are at {new}."),
                ("explicit", "Work stopped booking {old}, I stay at {new}."),
                ("explicit", "It's not {old} on work trips any more, it's {new}."),
                (
                    "implicit",
                    "Fire alarm at {new} at 2am, the whole sales team out on the car park in pyjamas.",
                ),
                ("implicit", "{new}, room 214, no kettle, send help"),
                (
                    "implicit",
                    "Ate a meal deal on the bed at {new} and watched a programme about canals.",
                ),
                (
                    "implicit",
                    "Met a man in the lift at {new} who turned out to be my old PE teacher.",
                ),
                ("implicit", "The breakfast at {new} was the high point of the whole conference."),
                (
                    "implicit",
                    "Three days in Swindon for the audit: the train was cancelled, the client's wifi wouldn't let us on, the sandwiches were egg every single day, and the shower at {new} had two settings, lava and Arctic.",
                ),
            ],
            "questions": [
                "Where do I stay on work trips?",
                "Which hotel does work book me into?",
                "Where do I sleep when I'm away for work?",
            ],
            "now": ["Where am I staying on work trips these days?"],
        },
        "zh": {
            "values": ["汉庭", "如家", "全季", "亚朵", "锦江之星", "7天"],
            "facts": [
                "出差我都住{v}。",
                "公司给我订的酒店一直是{v}。",
                "我去外地办事住{v}。",
            ],
            "corrections": [
                ("cue", "出差如今住{new}了。"),
                ("cue", "后来公司出差改订{new}。"),
                ("cue", "打这个季度起出差住的是{new}。"),
                ("explicit", "不再住{old}了，出差订{new}。"),
                ("explicit", "公司不给订{old}了，我住{new}。"),
                ("explicit", "出差不是{old}了 是{new}"),
                ("implicit", "半夜两点{new}火警响了，整个销售部穿着睡衣站在停车场。"),
                ("implicit", "{new} 214房 没有热水壶 救命"),
                ("implicit", "在{new}的床上吃着泡面，看了一档讲运河的节目。"),
                ("implicit", "在{new}的电梯里碰到一个人，原来是我初中体育老师。"),
                ("implicit", "那次开会最难忘的是{new}的早餐。"),
                (
                    "implicit",
                    "去外地查账三天：高铁停运只好坐大巴，客户那边的WiFi连不上，午饭天天是盒饭，{new}的淋浴只有两档，烫死和冻死。",
                ),
            ],
            "questions": [
                "我出差住哪家酒店？",
                "公司出差给我订的是哪家？",
                "我去外地办事住哪儿？",
            ],
            "now": ["我现在出差住的是哪家？"],
        },
    },
    {
        "key": "annual_pass",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a National Trust membership",
                "an English Heritage membership",
                "a Merlin annual pass",
                "a Chester Zoo membership",
                "a Kew Gardens membership",
                "an RHS membership",
            ],
            "facts": [
                "We've got {v} for days out.",
                "The family has {v}.",
                "Our days out are covered by {v}.",
            ],
            "corrections": [
                ("cue", "we've got {new} these days"),
                ("cue", "We ended up going with {new} for days out."),
                ("cue", "Since my birthday we've had {new}."),
                ("explicit", "Let {old} lapse, we've got {new}."),
                ("explicit", "Cancelled {old}, days out are on {new}."),
                ("explicit", "It's not {old} in my purse any more, it's {new}."),
                ("implicit", "Used {new} twice in one week and felt like a financial genius."),
                ("implicit", "scanned {new} at the gate, didn't work, queue hated me"),
                (
                    "implicit",
                    "Had a picnic in the pouring rain because of {new}: we'd paid, so we were going.",
                ),
                ("implicit", "The card for {new} went through the wash and came out blank."),
                ("implicit", "The kids showed off about {new} at school all week."),
                (
                    "implicit",
                    "Half term: it rained four days out of five, the little one had a cold, the big one had a strop about a Pokémon card, and on the one dry day we used {new} and saw nothing but the inside of the café and the gift shop.",
                ),
            ],
            "questions": [
                "What membership do we have for days out?",
                "What pass do we use for family days out?",
                "What annual pass have we got?",
            ],
            "now": ["What annual pass have we got at the moment?"],
        },
        "zh": {
            "values": [
                "动物园年卡",
                "欢乐谷年卡",
                "公园年票",
                "迪士尼年卡",
                "方特年卡",
                "海洋馆年卡",
            ],
            "facts": [
                "我们家办了{v}。",
                "周末带孩子出去玩靠{v}。",
                "家里每人一张{v}。",
            ],
            "corrections": [
                ("cue", "年卡如今办的是{new}了。"),
                ("cue", "后来家里办了{new}。"),
                ("cue", "打孩子过生日起办的是{new}。"),
                ("explicit", "{old}到期没续，办了{new}。"),
                ("explicit", "不再续{old}了，家里是{new}。"),
                ("explicit", "年卡不是{old}了，是{new}。"),
                ("implicit", "一周用了两回{new}，觉得自己赚翻了。"),
                ("implicit", "{new}在门口刷不出来 后面的人都在瞪我"),
                ("implicit", "下着大雨也去了，{new}的钱都花了。"),
                ("implicit", "{new}跟着衣服进了洗衣机，卡面洗得一片白。"),
                ("implicit", "孩子拿{new}跟同学炫耀了一整天。"),
                (
                    "implicit",
                    "寒假七天下了五天雨，小的感冒，大的为一张奥特曼卡片闹脾气，唯一一天不下雨我们拿着{new}进去了，结果就在餐厅和纪念品店里待了一下午。",
                ),
            ],
            "questions": [
                "我们家办的是什么年卡？",
                "周末带孩子出去玩用哪张卡？",
                "家里有什么年卡？",
            ],
            "now": ["家里现在办的是什么年卡？"],
        },
    },
    {
        "key": "magazine",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Radio Times",
                "The People's Friend",
                "Which?",
                "National Geographic",
                "Private Eye",
                "Take a Break",
            ],
            "facts": [
                "The magazine I take is {v}.",
                "I subscribe to {v}.",
                "On the coffee table there's always the latest {v}.",
            ],
            "corrections": [
                ("cue", "reading {new} these days"),
                ("cue", "I've gone over to {new} for my magazine."),
                ("cue", "Since January the magazine through the door has been {new}."),
                ("explicit", "Cancelled {old}, I take {new}."),
                ("explicit", "Stopped getting {old}, the magazine is {new}."),
                ("explicit", "Not {old} on the coffee table any more, {new}."),
                ("implicit", "Fell asleep in the bath with {new} and it dried out twice as thick."),
                ("implicit", "postie folded {new} in half to get it through the door, grr"),
                ("implicit", "The cat lies on {new} the minute it lands on the mat."),
                (
                    "implicit",
                    "Took {new} on the plane to Faro and read it cover to cover before the drinks trolley came.",
                ),
                (
                    "implicit",
                    "Mum walks off with {new} every time she visits and it comes back with coffee rings.",
                ),
                (
                    "implicit",
                    "Sunday: lie-in till nine, the kids made pancakes and most of the ceiling, we walked to the reservoir and back, and I finally got an hour on the sofa with {new} and a cup of tea before the school uniform panic started.",
                ),
            ],
            "questions": [
                "What magazine do I take?",
                "Which magazine do I subscribe to?",
                "What magazine comes through the door?",
            ],
            "now": ["What magazine am I getting at the moment?"],
        },
        "zh": {
            "values": [
                "《读者》",
                "《故事会》",
                "《知音》",
                "《中国国家地理》",
                "《三联生活周刊》",
                "《意林》",
            ],
            "facts": [
                "我订的杂志是{v}。",
                "我每期都买{v}。",
                "家里茶几上总放着{v}。",
            ],
            "corrections": [
                ("cue", "订的杂志已经换成{new}了。"),
                ("cue", "后来我改看{new}。"),
                ("cue", "打今年一月起，信箱里来的是{new}。"),
                ("explicit", "{old}退订了，订的是{new}。"),
                ("explicit", "不再买{old}了，改看{new}。"),
                ("explicit", "杂志不是{old}了 是{new}"),
                ("implicit", "泡澡的时候拿着{new}睡着了，晾干厚了一倍。"),
                ("implicit", "邮递员把{new}对折塞进信箱 气死"),
                ("implicit", "{new}一进门，猫就趴上去睡。"),
                ("implicit", "坐飞机去三亚，饮料车推过来之前就把{new}从头看到了尾。"),
                ("implicit", "我妈每回来都顺走{new}，拿回来的时候上面全是茶杯印。"),
                (
                    "implicit",
                    "周日：睡到九点，孩子做了煎饼，顺便把灶台糊了一层，我们走到水库再走回来，总算在沙发上捧着{new}喝了一个钟头茶，然后就是找校服的兵荒马乱。",
                ),
            ],
            "questions": [
                "我订的是什么杂志？",
                "我每期都买哪本杂志？",
                "茶几上放的是什么杂志？",
            ],
            "now": ["我现在订的是哪本杂志？"],
        },
    },
    {
        "key": "desk_neighbour",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Bernadette from payroll",
                "a graduate called Ollie",
                "Sanjay from IT",
                "Wendy from reception",
                "a contractor called Piotr",
                "Fiona from marketing",
            ],
            "facts": [
                "At work I sit next to {v}.",
                "My desk neighbour is {v}.",
                "The person at the desk beside me is {v}.",
            ],
            "corrections": [
                ("cue", "sitting next to {new} these days"),
                ("cue", "After the reshuffle I ended up next to {new}."),
                ("cue", "As of Monday my desk neighbour is {new}."),
                ("explicit", "{old} has gone upstairs, I sit next to {new}."),
                ("explicit", "Not {old} beside me any more, it's {new}."),
                ("explicit", "Lost {old} to the third floor, my desk neighbour is {new}."),
                (
                    "implicit",
                    "{new} brought in a cake for no reason and I've decided we're friends.",
                ),
                ("implicit", "{new} eating tuna at the desk at 10am, pray for me"),
                ("implicit", "Lent {new} my stapler, and that's the last I'll see of the stapler."),
                ("implicit", "{new} covered the phones for me while I was at the school play."),
                ("implicit", "{new} and I got told off for laughing during the all-staff call."),
                (
                    "implicit",
                    "Awful Tuesday: the trains were off, I got in at eleven, the coffee machine was broken, my laptop wanted forty minutes of updates, and {new} talked me through the whole morning's gossip while I waited.",
                ),
            ],
            "questions": [
                "Who sits next to me at work?",
                "Who's my desk neighbour?",
                "Who's at the desk beside mine?",
            ],
            "now": ["Who's sitting next to me at work these days?"],
        },
        "zh": {
            "values": [
                "财务部的王姐",
                "实习生小孟",
                "IT部的老蔡",
                "爱哼歌的琳达",
                "外包的小邓",
                "市场部的菲菲",
            ],
            "facts": [
                "上班我坐在{v}旁边。",
                "我工位隔壁是{v}。",
                "办公室里挨着我坐的是{v}。",
            ],
            "corrections": [
                ("cue", "工位调整以后我挨着{new}坐了。"),
                ("cue", "如今坐我旁边的是{new}。"),
                ("cue", "打这周一起我隔壁是{new}。"),
                ("explicit", "{old}调去楼上了，我旁边是{new}。"),
                ("explicit", "隔壁不再是{old}，换成了{new}。"),
                ("explicit", "挨着我坐的不是{old}了 是{new}"),
                ("implicit", "{new}无缘无故带了个蛋糕来，我决定跟这人做朋友了。"),
                ("implicit", "{new}上午十点在工位吃螺蛳粉 救救我"),
                ("implicit", "把订书机借给了{new}，就当送了。"),
                ("implicit", "去看孩子演出那天，{new}帮我接了一下午电话。"),
                ("implicit", "全员视频会上我跟{new}笑出了声，一起挨了批。"),
                (
                    "implicit",
                    "倒霉的周二：地铁故障，我十一点才到，咖啡机坏了，电脑要装四十分钟补丁，{new}趁我干等的功夫把一上午的八卦全讲给我听了。",
                ),
            ],
            "questions": [
                "上班坐我旁边的是谁？",
                "我工位隔壁是谁？",
                "办公室里挨着我坐的是哪位？",
            ],
            "now": ["我现在工位旁边坐的是谁？"],
        },
    },
    {
        "key": "water_bottle",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Chilly's bottle",
                "a Stanley cup",
                "a Hydro Flask",
                "an old Evian bottle I keep refilling",
                "a glass bottle with a bamboo lid",
                "a pink Owala",
            ],
            "facts": [
                "My water bottle is {v}.",
                "I carry {v} everywhere.",
                "On my desk there's always {v}.",
            ],
            "corrections": [
                ("cue", "drinking out of {new} these days"),
                ("cue", "Ended up going with {new} as my water bottle."),
                ("cue", "Since the summer I've carried {new}."),
                ("explicit", "Lost {old} at the festival, my bottle is {new}."),
                ("explicit", "Retired {old}, I drink from {new}."),
                ("explicit", "Not {old} any more, I carry {new}."),
                ("implicit", "{new} leaked all over my bag and my payslips."),
                ("implicit", "{new} rolled under a seat on the train, gone forever"),
                (
                    "implicit",
                    "Knocked {new} off the desk in the middle of an exam I was invigilating.",
                ),
                (
                    "implicit",
                    "A stranger at the bus stop complimented {new} and I was weirdly proud.",
                ),
                (
                    "implicit",
                    "Filled {new} with blackcurrant squash for the school trip and it's purple inside for good.",
                ),
                (
                    "implicit",
                    "Took the kids up Snowdon: we forgot the suncream, the youngest wanted carrying from the car park, the café at the top was shut, and the four of us shared {new} all the way down.",
                ),
            ],
            "questions": [
                "What water bottle do I use?",
                "What do I drink water out of?",
                "What bottle do I carry about?",
            ],
            "now": ["What water bottle am I using these days?"],
        },
        "zh": {
            "values": [
                "膳魔师保温杯",
                "象印保温杯",
                "富光大水杯",
                "吨吨桶",
                "泡枸杞的玻璃杯",
                "星巴克随行杯",
            ],
            "facts": [
                "我喝水用的是{v}。",
                "我走到哪都带着{v}。",
                "我工位上永远摆着{v}。",
            ],
            "corrections": [
                ("cue", "喝水的杯子已经换成{new}了。"),
                ("cue", "后来水杯定了{new}。"),
                ("cue", "打夏天起我随身带{new}。"),
                ("explicit", "{old}在音乐节上丢了，我用{new}。"),
                ("explicit", "不再用{old}了，喝水用{new}。"),
                ("explicit", "杯子不是{old}了 是{new}"),
                ("implicit", "{new}在包里漏了，工资条全泡了。"),
                ("implicit", "{new}滚到高铁座位底下 找不着了"),
                ("implicit", "监考的时候把{new}碰倒了，全考场都回头看我。"),
                ("implicit", "公交站有个陌生人夸了我的{new}，我莫名骄傲。"),
                ("implicit", "给{new}灌了酸梅汤带去春游，里头染得红红的。"),
                (
                    "implicit",
                    "带孩子爬泰山：防晒霜忘带了，小的从停车场就要抱，山顶的小卖部关着门，下山一路四个人轮着喝{new}里那点水。",
                ),
            ],
            "questions": [
                "我喝水用的什么杯子？",
                "我随身带的是哪个水杯？",
                "我工位上摆的是什么杯子？",
            ],
            "now": ["我现在用的是哪个水杯？"],
        },
    },
    {
        "key": "eldest_saturday_job",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a paper round",
                "the washing-up at the Italian on the corner",
                "lifeguard shifts at the leisure centre",
                "the till at the garden centre",
                "a counter job at Greggs",
                "shelf-stacking at Lidl",
            ],
            "facts": [
                "Our eldest's Saturday job is {v}.",
                "At the weekend our eldest does {v}.",
                "The eldest pays for his phone out of {v}.",
            ],
            "corrections": [
                ("cue", "the eldest does {new} these days"),
                ("cue", "Our eldest ended up getting {new} for Saturdays."),
                ("cue", "As of half term the eldest's Saturday job is {new}."),
                ("explicit", "The eldest packed in {old}, he does {new}."),
                ("explicit", "No more {old} for our eldest, it's {new}."),
                ("explicit", "Our eldest's Saturday job isn't {old} any more, it's {new}."),
                ("implicit", "The eldest came home from {new} and slept till teatime."),
                ("implicit", "eldest late for {new}, who's driving"),
                (
                    "implicit",
                    "The eldest spent his first pay from {new} on trainers and a pizza for me.",
                ),
                (
                    "implicit",
                    "Drove the eldest to {new} in the snow and got not one word of thanks.",
                ),
                (
                    "implicit",
                    "Our eldest comes back from {new} with a story about a customer every week.",
                ),
                (
                    "implicit",
                    "Saturday was chaos: the youngest had a party at the soft play, the dog needed the vet, my mother-in-law turned up unannounced, and I was meant to pick our eldest up from {new} at four and got there at half five.",
                ),
            ],
            "questions": [
                "What's our eldest's Saturday job?",
                "What does the eldest do at weekends for money?",
                "Where does our eldest work on Saturdays?",
            ],
            "now": ["What's the eldest's Saturday job at the moment?"],
        },
        "zh": {
            "values": [
                "在奶茶店打工",
                "送外卖",
                "做家教",
                "在肯德基打工",
                "在书店理货",
                "在电影院检票",
            ],
            "facts": [
                "大儿子周末{v}。",
                "我家老大课余{v}挣零花钱。",
                "老大的手机钱是靠{v}挣来的。",
            ],
            "corrections": [
                ("cue", "老大的兼职如今是{new}了。"),
                ("cue", "后来老大周末改成{new}。"),
                ("cue", "打寒假起老大{new}。"),
                ("explicit", "老大不再{old}了，周末{new}。"),
                ("explicit", "老大把{old}的活儿辞了，改{new}。"),
                ("explicit", "老大的兼职不是{old}了，是{new}。"),
                ("implicit", "老大{new}回来，一觉睡到晚饭。"),
                ("implicit", "老大{new}要迟到了 谁开车送"),
                ("implicit", "老大拿{new}的第一笔钱给自己买了双球鞋，给我买了杯咖啡。"),
                ("implicit", "下大雪开车送老大出门，他那天{new}，连声谢谢都没说。"),
                ("implicit", "老大每回{new}回来，都带一肚子顾客的故事。"),
                (
                    "implicit",
                    "周六乱成一锅粥：小的去游乐场参加生日会，狗要去看兽医，婆婆没打招呼就来了，我本该四点去接{new}的老大，结果五点半才到。",
                ),
            ],
            "questions": [
                "我家老大周末做什么兼职？",
                "老大课余靠什么挣零花钱？",
                "大儿子的兼职是什么？",
            ],
            "now": ["老大现在的兼职是什么？"],
        },
    },
]
