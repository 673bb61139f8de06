"""Fresh templates of the knowledge-update benchmark, fourteenth generation
(for `python -m bench.knowledge_update --templates fresh14`, once it is registered there).

Written 2026-12-05 by a helper session that read none of the engine's code, rules or lexicons
(judge, cue and time words, tokenizer, extraction, merging), none of core/, server/, tests/ and
clients/, and none of the bench code while writing it: of bench/ it read ku_fresh13.py in full
(for the format), the docstring of ku_templates.py (the first lines of its ATTRIBUTES list went
past on the screen with it), the listing of bench/data/, and the other ku_*.py only to list their
attribute keys (a grep on "key"), so that none is reused. It did not run the engine or the
benchmark. Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh13.py,
from corners of the house fresh13 did not touch (no kettle, bed, bathroom cabinet, television, cat,
parents' phones or doorbell): the soy sauce, the vinegar and the salt on the shelf by the hob; the
umbrella and the slippers by the front door; how the washing gets dried and the fabric conditioner
that goes in with it; what the father-in-law drinks and what the mother-in-law watches; the pen,
the notebook and the hand cream in the user's bag; the toothbrush and the hand wash at the basin;
two slots whose values are people: the user's card partner (at bridge; at 掼蛋 on the Chinese side)
and who gives the user a lift to work; what cools the bedroom in summer and what keeps the
mosquitoes off; the dog's food and where the dog is walked; the hoover and the mop, in English and
Chinese. The Chinese side is localised, not translated: 海天, 李锦记, 千禾 and 厨邦酱油, 欣和六月鲜
and 老家寄来的土酱油; 镇江恒顺香醋, 东湖 and 水塔老陈醋, 保宁醋 and 自家酿的柿子醋, with 腊八蒜 and
vinegar in the foot bath; 加碘精制盐, 低钠盐, 自贡井盐 and 竹盐; 天堂伞, 蕉下的晴雨伞 and 便利店买的
透明伞, bought 入梅以后; 棉拖鞋, 洞洞鞋 and 老北京布鞋; 阳台的升降晾衣架, 伸出窗外的晾衣竿, 楼下空地
上拉的晾衣绳 and a 德业除湿机 against 回南天; 金纺, 蓝月亮 and 当妮留香珠; 红星二锅头, 汾酒, 古越龙山
黄酒 and 自己泡的枸杞药酒 for 公公; 《繁花》, 《父母爱情》, 《甄嬛传》 and 《小巷人家》 for 婆婆; 晨光,
英雄, 百乐 and 得力; 国誉活页本 and 单位发的工作手册; 大宝, 百雀羚, 郁美净 and 片仔癀护手霜; 飞利浦,
小米, usmile and 舒客电动牙刷; 滴露, 威露士 and 肥皂盒里的上海药皂; a 掼蛋 对家 (对门的老刘, 我小舅子,
我们科的钱主任); 拼车 with 顺路的同事小郑, 顺风车的王师傅 or 我小姑子; 美的落地扇, 格力空调, 吊扇 and
一把蒲扇; 雷达蚊香, 蚊帐, 花露水 and 灭蚊灯; 皇家, 比瑞吉 and 自己煮的鸡胸肉拌饭 for the dog; 小区
中心花园, 河堤上 and 奥森公园; 追觅, 莱克, 石头扫地机器人 and 一把扫帚加簸箕; 胶棉, 旋转 and 布条拖把 and an
添可洗地机.

Some attributes sit next to each other on purpose (the soy sauce, the vinegar and the salt are on
the same shelf and the soy sauce and the vinegar meet in the same dumpling dip; the umbrella and the
slippers are by the same front door; the drying and the conditioner are the same wash; the
father-in-law's drink and the mother-in-law's programme are the same in-laws' evening, and each
one's wordings mention the other in-law; the pen, the notebook and the hand cream are in the same
bag; the toothbrush and the hand wash share the basin; the card partner and the lift are both people
who may be a colleague or a neighbour, written in the same frames ("我们科的钱主任", "我们科的孙姐");
the fan and the mosquito repellent are the same summer bedroom, and the dog lies under the fan; the
dog's food and its walk are the same dog; the hoover and the mop are the same floors): the control
fact of one is true at the same time as the value of its neighbour, so a system that lets one
overwrite the other is caught out. Each attribute itself stays single-valued. Person values carry a
name or a distinctive form ("Brian across the road", "顺路的同事小郑") so that the plain words
"a colleague" or "同事" elsewhere in the set are not values.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value) and ku_fresh13.py, with the correction styles
  "cue"       a change word, no old value ("picked up {new} at the Chinese supermarket", "the
              hygienist told me to get", "since the rota came out", "paired up with", "入梅以后",
              "双十一抢了", "跟{new}结了对子", "公交线路调了以后", "打开春起", ...)
  "explicit"  the old value named as replaced ("{old} turned inside out on the bridge", "{old}
              went mouldy in the corner", "{old} and I fell out over a revoke", "{old}掉马桶里了",
              "家里的{old}拿去泡脚了", "跟{old}打错一张牌吵崩了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Fended off a goose at the park with {new}", "拿{new}泡了一罐腊八蒜")
and "plain". Every attribute has three cue, three explicit and six implicit wordings per
language: terse lower-case chat lines, long rambling messages where the value is one clause among
several, and situations in which the value simply turns up. Corrections carry no direction words
(the old and new values are drawn at random): nothing says bigger, cheaper, stronger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a vinegar bottle chained to the chip-shop counter, salt in a friend's coffee, a
fish-shaped soy sauce bottle at a sushi bar, an umbrella nobody claims in the staff room, hotel
slippers at eighteen euros, the launderette's dryer, a friend's son in a bath of fabric conditioner,
a stranger's father-in-law and his pint, a soap on at the nail bar, the pen on a chain at the post
office, a teenage notebook of poems, a hand-cream tester, a dentist's free toothbrush, a soap sensor
at the services, a bridge lit up purple, a lift given to a vicar, the office fan, an insect bite in
a foreign city, next door's dog, a robot hoover in a hotel, a mopped village hall, the salt and
vinegar crisps run out); a few are about the same relatives or the same dog but about other things
(the father-in-law's bowls, the mother-in-law's pierced ears, the dog opening the back door; 我公公
学门球, 我婆婆打了耳洞, 狗拿鼻子拱开阳台门). Some use "now", "still", "new", "changed", "moved",
"switched", "swapped", "again", "现在", "还", "又", "换", "新", "改", "搬" in senses that are not a
change of the user's attribute ("changed the bed for my sister", "the bakery has a new owner",
"switched the dishwasher on", "楼下面包房换了老板", "同事一开视频会就换上拖鞋"), so that a memory
system that matches on shared words rather than on meaning is caught out; none of them states, or
implies, a value of an attribute. Filler names, cities, dishes, snacks and shows are not values of
any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": [
            "Philippa",
            "Tariq",
            "Morwenna",
            "Callum",
            "Bronwen",
            "Ifeoma",
            "Ewan",
            "Siobhan",
        ],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": ["Bath", "Lisbon", "Seville", "Inverness", "Ljubljana", "Scarborough", "Bruges"],
        "dish": [
            "a shepherd's pie",
            "toad in the hole",
            "a beef stew with dumplings",
            "a macaroni cheese",
            "a chicken tikka masala",
            "a ploughman's lunch",
        ],
        "snack": [
            "a Crunchie",
            "a bag of Monster Munch",
            "a custard slice",
            "a sausage roll",
            "a Double Decker",
            "a packet of Hula Hoops",
        ],
        "show": [
            "Gogglebox",
            "Bake Off",
            "Taskmaster",
            "Doctor Who",
            "Match of the Day",
            "University Challenge",
        ],
        "thing": [
            "the microwave",
            "the fridge freezer",
            "the car radio",
            "the burglar alarm",
            "the oven timer",
            "the cooker hood",
        ],
        "bird": [
            "a robin",
            "a heron",
            "a pair of goldfinches",
            "a sparrowhawk",
            "a green woodpecker",
            "a song thrush",
        ],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "23", "30"],
    },
    "zh": {
        "friend": ["小芸", "阿杰", "丽丽", "老郭", "佳佳", "大鹏", "小满", "阿珍"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["西安", "厦门", "青岛", "昆明", "苏州", "哈尔滨", "景德镇"],
        "dish": ["酸菜鱼", "地三鲜", "梅菜扣肉", "麻婆豆腐", "小鸡炖蘑菇", "啤酒鸭"],
        "snack": ["辣条", "薯片", "鸭脖", "话梅", "凤爪", "沙琪玛"],
        "show": [
            "《向往的生活》",
            "《庆余年》",
            "《长安十二时辰》",
            "《舌尖上的中国》",
            "《中国好声音》",
            "《脱口秀大会》",
        ],
        "thing": ["微波炉", "燃气灶", "门禁", "空气净化器", "烤箱", "马桶"],
        "bird": ["一只斑鸠", "几只白鹭", "一只戴胜", "一群灰喜鹊", "一只翠鸟", "一只红嘴蓝鹊"],
        "minutes": ["10", "20", "35", "45", "60", "75"],
        "number": ["3", "5", "8", "11", "23", "30"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The chip shop on the high street keeps its vinegar bottle chained to the counter like a bank pen.",
        ),
        (
            "EPISODIC",
            "{friend} put salt in her coffee instead of sugar at the hotel breakfast and drank the lot out of politeness.",
        ),
        (
            "EPISODIC",
            "A sushi bar in {city} gave us a tiny fish-shaped bottle of soy sauce each, and my nephew pocketed every one.",
        ),
        (
            "EPISODIC",
            "Somebody left an umbrella in the staff room in {month} and nobody has claimed it, so it belongs to everyone now.",
        ),
        (
            "EPISODIC",
            "The hotel in {city} had slippers in a little paper bag with a sign saying they were eighteen euros if you took them.",
        ),
        (
            "EPISODIC",
            "The launderette on Station Road has a dryer that eats pound coins and gives nothing back.",
        ),
        (
            "EPISODIC",
            "{friend}'s teenage son used a whole bottle of fabric conditioner as bubble bath and smelt like a meadow for a week.",
        ),
        (
            "EPISODIC",
            "A man at the pub told me his father-in-law once drank a pint of bitter standing on his head at a wedding.",
        ),
        (
            "EPISODIC",
            "The telly at the nail bar was showing a soap I'd never heard of and all the staff were gripped.",
        ),
        (
            "EPISODIC",
            "The pen on a chain at the post office hasn't written a word since about 2019.",
        ),
        (
            "EPISODIC",
            "The notebook I kept at fourteen turned up in a box in the loft, full of terrible poems about a boy called Darren.",
        ),
        (
            "EPISODIC",
            "The hand cream tester at the chemist's had a thumbprint dug right through the middle of it.",
        ),
        (
            "EPISODIC",
            "The dentist gave my nephew a toothbrush and a sticker and he only wanted the sticker.",
        ),
        (
            "EPISODIC",
            "The soap dispenser at the motorway services had a sensor that ignored everyone but a man in a hi-vis jacket.",
        ),
        (
            "EPISODIC",
            "The bridge over the river in {city} is lit up purple at night and nobody we asked knew why.",
        ),
        (
            "EPISODIC",
            "{friend} gave the vicar a lift to the summer fête and he sang hymns the entire way.",
        ),
        (
            "EPISODIC",
            "The fan in the office only ever turns towards the manager's desk, which everyone has noticed.",
        ),
        ("EPISODIC", "Something bit me on the ankle in {city} and it came up like a pork pie."),
        (
            "EPISODIC",
            "Next door's dog howls along with the ice-cream van every time it comes round.",
        ),
        (
            "EPISODIC",
            "The pet shop has a parrot that shouts 'dinner time' in the owner's voice and all the puppies go mad.",
        ),
        ("EPISODIC", "The park was full of dachshunds in Christmas jumpers for a charity walk."),
        (
            "EPISODIC",
            "The hotel had a robot hoover in the corridor that kept bumping into my suitcase like a lost puppy.",
        ),
        (
            "EPISODIC",
            "{friend} mopped the village hall floor after the disco and found a false tooth by the stage.",
        ),
        (
            "EPISODIC",
            "The corner shop ran out of salt and vinegar crisps and the owner took it personally.",
        ),
        (
            "EPISODIC",
            "A chef on the telly said pasta water should be as salty as the sea, and {friend} took it literally.",
        ),
        (
            "EPISODIC",
            "A colleague keeps a pair of slippers under his desk and puts them on for every video call.",
        ),
        (
            "EPISODIC",
            "The umbrella stand in the hotel lobby in {city} was a giant vase with a dragon on it.",
        ),
        (
            "EPISODIC",
            "The washing line at the campsite was strung between two trees and someone's pants hung there all week.",
        ),
        (
            "PREFERENCE",
            "I like every jar in the kitchen cupboard with its label facing the front.",
        ),
        (
            "EPISODIC",
            "The card room at the care home has a waiting list and more politics than Westminster.",
        ),
        (
            "SEMANTIC",
            "In {city} people cycle through the rain without a coat or a care and nobody minds.",
        ),
        (
            "SEMANTIC",
            "My grandad drank his tea out of the saucer and blew on it, and nobody dared say anything.",
        ),
        ("PREFERENCE", "I can't stand the sound of someone else brushing their teeth."),
        ("PREFERENCE", "I can't bear it when people let a dog lick their dinner plate."),
        # the same relatives and the same dog, other things
        ("EPISODIC", "My father-in-law has taken up bowls and bought a blazer specially."),
        (
            "EPISODIC",
            "My mother-in-law had her ears pierced at seventy-one and shows everyone at church.",
        ),
        (
            "EPISODIC",
            "The dog has learned to open the back door with her nose and lets herself in and out now.",
        ),
        (
            "EPISODIC",
            "My husband and his dad sat up till one talking about the same three things they always talk about.",
        ),
        (
            "SEMANTIC",
            "My mum and my mother-in-law went to a tea dance together once and came back best friends.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "Changed the bed for my sister's visit and found a sock that's been missing since Easter.",
        ),
        (
            "EPISODIC",
            "{friend} has moved to {city} and sends me a photo of her balcony every morning.",
        ),
        ("EPISODIC", "The bakery has a new owner and the sausage rolls taste exactly the same."),
        ("EPISODIC", "Still no word from the council about the pothole outside number six."),
        ("EPISODIC", "The clocks went back and the dog still wants her breakfast at six sharp."),
        ("EPISODIC", "Swapped seats on the train so a mum could sit with her twins."),
        (
            "EPISODIC",
            "Moved the fridge to clean behind it and found a magnet from a holiday nobody remembers.",
        ),
        (
            "EPISODIC",
            "Changed my mind three times at the hairdresser's and came out with the same haircut as always.",
        ),
        (
            "EPISODIC",
            "It's dark by four now and I've started putting the porch light on at lunchtime.",
        ),
        ("EPISODIC", "Got a new library card because the old one had snapped in half in my purse."),
        (
            "EPISODIC",
            "The surgery has changed its phone system and you press nine options before you reach a human.",
        ),
        (
            "EPISODIC",
            "Switched the dishwasher on and went out, and came back to a kitchen full of suds.",
        ),
        ("EPISODIC", "Our road has new street lamps that make everyone look seasick."),
        ("EPISODIC", "The recycling lorry missed our side of the road again."),
        ("EPISODIC", "{friend} switched careers at forty-three and is training to be a paramedic."),
        (
            "EPISODIC",
            "The church moved the Sunday service to ten and half the village still turns up at half past.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can whistle with two fingers, the one thing my dad taught me properly."),
        (
            "SEMANTIC",
            "{friend} and I were in the same netball team at school and she still owes me a bib.",
        ),
        ("SEMANTIC", "Ours is the house with the green door and the gate that doesn't shut."),
        (
            "SEMANTIC",
            "There are {number} steps up to our front door and I count them every single time.",
        ),
        ("PREFERENCE", "If there's {dish} on the menu I don't look any further."),
        ("PREFERENCE", "I'll watch {show} with anyone, any time."),
        ("PREFERENCE", "{snack} after a long shift is non-negotiable."),
        ("PREFERENCE", "I like to be at the station early for a train, properly early."),
        ("EPISODIC", "Made {dish} on {weekday} and the kids were asking for it by Thursday."),
        ("EPISODIC", "Saw {bird} in the hedge while I was waiting for the bus."),
        ("EPISODIC", "{thing} started beeping at two in the morning for no reason at all."),
        ("EPISODIC", "Watched {show} with {friend} and we both fell asleep before the end."),
        (
            "EPISODIC",
            "Waited {minutes} minutes for a table at the café and then they'd sold out of scones.",
        ),
        (
            "EPISODIC",
            "Went to {city} in {month} and it rained the whole time except at the airport.",
        ),
        ("EPISODIC", "Fixed {thing} with a hair grip and a video on my phone."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "单位食堂窗口的醋壶拿链子拴着，跟银行柜台的笔一个待遇。"),
        ("EPISODIC", "{friend}在酒店吃早饭把盐当成糖放进了咖啡，出于礼貌硬是喝完了。"),
        ("EPISODIC", "在{city}吃日料，每人送一个小鱼形状的酱油瓶，外甥全揣兜里带回家了。"),
        ("EPISODIC", "单位茶水间有把伞挂了半年没人认领，现在成了大家的。"),
        ("EPISODIC", "{city}那家酒店的拖鞋装在纸袋里，上面写着带走收费三十。"),
        ("EPISODIC", "小区自助洗衣房的烘干机光吞硬币不干活。"),
        ("EPISODIC", "{friend}家儿子拿一整瓶柔顺剂泡澡，一个礼拜身上都是花香。"),
        ("EPISODIC", "饭局上有人说他老丈人能一口闷一瓶啤酒，吹了一晚上。"),
        ("EPISODIC", "美甲店的电视在放一部我没听过的宫斗剧，店员全看入迷了。"),
        ("EPISODIC", "邮局柜台那支拴着绳的笔，好几年前就写不出字了。"),
        ("EPISODIC", "在老房子的箱子里翻出了我初中的日记本，里面全是写给同桌的酸诗。"),
        ("EPISODIC", "商场专柜的护手霜试用装被人挖得只剩一个坑。"),
        ("EPISODIC", "牙医给外甥送了一把牙刷和一张贴纸，他只要贴纸。"),
        ("EPISODIC", "高速服务区洗手池的感应器对我完全没反应，对旁边穿反光背心的大哥倒是很热情。"),
        ("EPISODIC", "小区门口立了块牌子写着禁止遛狗，牌子底下一圈狗爪印。"),
        ("EPISODIC", "{friend}顺路捎了个老师傅去庙会，一路听他讲年轻时候的事。"),
        ("EPISODIC", "办公室的落地扇只往领导那边摇头，大家都看出来了。"),
        ("EPISODIC", "在{city}脚脖子被什么虫子叮了一口，肿得跟个小馒头似的。"),
        ("EPISODIC", "隔壁家的狗一听见收废品的喇叭就跟着嚎。"),
        ("EPISODIC", "宠物店的鹦鹉会学老板喊“开饭了”，一笼子小奶狗全跟着闹。"),
        ("EPISODIC", "公园里一群柯基穿着红毛衣搞公益徒步，一个比一个神气。"),
        ("EPISODIC", "酒店走廊里的扫地机器人一直撞我的行李箱，跟迷路的小狗似的。"),
        ("EPISODIC", "{friend}在广场舞散场后帮忙拖地，拖出来一颗假牙。"),
        ("EPISODIC", "楼下卤味店的椒盐花生卖断了货，老板还挺得意。"),
        ("EPISODIC", "电视上的大厨说煮面的水要咸得像海水，{friend}还真照做了。"),
        ("EPISODIC", "同事在工位底下放了双拖鞋，一开视频会就换上。"),
        ("EPISODIC", "{city}那家酒店大堂的伞架是个一人高的青花瓷瓶，看着都心疼。"),
        ("EPISODIC", "营地的晾衣绳拴在两棵树中间，不知道谁的袜子在上面挂了一礼拜。"),
        ("PREFERENCE", "我喜欢厨房柜子里的瓶瓶罐罐标签都朝外摆着。"),
        ("EPISODIC", "养老院的棋牌室要排号，里面的人情世故比单位还复杂。"),
        ("SEMANTIC", "{city}人下雨天照样骑电动车，披个雨披就走。"),
        ("SEMANTIC", "我爷爷喝茶要倒在茶碟里吹凉了喝，谁也不敢说他。"),
        ("PREFERENCE", "最受不了别人刷牙的声音。"),
        ("PREFERENCE", "最看不惯让狗舔盘子的人。"),
        # the same relatives and the same dog, other things
        ("EPISODIC", "我公公退休以后学起了门球，专门买了一身运动服。"),
        ("EPISODIC", "我婆婆七十一了去打了耳洞，逢人就给看。"),
        ("EPISODIC", "狗学会了拿鼻子拱开阳台门，现在自己进进出出。"),
        ("EPISODIC", "老公跟他爸坐在阳台上聊到半夜一点，聊来聊去还是那三件事。"),
        ("SEMANTIC", "我妈跟我婆婆一块儿去跳过一回交谊舞，回来就成了好姐妹。"),
        # words that look like a change, but are not one
        ("EPISODIC", "我妹来住，把床单被罩全洗了一遍，翻出一只过年就找不着的袜子。"),
        ("EPISODIC", "{friend}搬到{city}去了，天天早上给我发她阳台的照片。"),
        ("EPISODIC", "楼下面包房换了老板，肉松小贝还是原来的味道。"),
        ("EPISODIC", "小区门口那个坑到现在还没人修。"),
        ("EPISODIC", "天黑得早了，狗还是六点整就要吃早饭。"),
        ("EPISODIC", "地铁上跟人换了个座，好让一个妈妈挨着她的双胞胎坐。"),
        ("EPISODIC", "挪冰箱擦墙，擦出来一块不知道哪年旅游买的冰箱贴。"),
        ("EPISODIC", "理发的时候改了三回主意，最后剪的还是老样子。"),
        ("EPISODIC", "现在四点多天就黑了，楼道灯中午就得开。"),
        ("EPISODIC", "补办了一张新的借书证，旧的那张在钱包里断成了两半。"),
        ("EPISODIC", "社区医院改了挂号系统，现在要在手机上点九下才能挂上号。"),
        ("EPISODIC", "我们这条路新装了路灯，照得人脸发绿。"),
        ("EPISODIC", "收垃圾的车又把我们这边漏了。"),
        ("EPISODIC", "{friend}四十三岁转行，在学当护士。"),
        ("EPISODIC", "菜市场把早市挪到了六点，大爷大妈还是五点半就去排队。"),
        # plain unrelated
        ("SEMANTIC", "我能两根手指塞嘴里吹口哨，这是我爸正经教会我的唯一一件事。"),
        ("SEMANTIC", "{friend}跟我中学在一个篮球队，到现在还欠我一件队服。"),
        ("SEMANTIC", "我家就是那个绿门、门口有棵歪脖子枣树的。"),
        ("SEMANTIC", "我家门口有{number}级台阶，我每回都数一遍。"),
        ("PREFERENCE", "饭店菜单上有{dish}，别的就不用看了。"),
        ("PREFERENCE", "{show}谁叫我看我都看。"),
        ("PREFERENCE", "下了夜班来点{snack}，雷打不动。"),
        ("PREFERENCE", "坐火车我喜欢提前一个钟头到站。"),
        ("EPISODIC", "{weekday}做了{dish}，孩子到周四还惦记着。"),
        ("EPISODIC", "等公交的时候看见绿化带里有{bird}。"),
        ("EPISODIC", "{thing}半夜两点无缘无故响了起来。"),
        ("EPISODIC", "跟{friend}看{show}，俩人都没看完就睡着了。"),
        ("EPISODIC", "在茶楼等位等了{minutes}分钟，轮到我们虾饺卖完了。"),
        ("EPISODIC", "{month}去{city}，除了在机场，一直在下雨。"),
        ("EPISODIC", "拿一根发卡加一个短视频把{thing}修好了。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "soy_sauce",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Kikkoman",
                "Amoy",
                "Blue Dragon",
                "Lee Kum Kee",
                "Clearspring tamari",
                "Pearl River Bridge",
            ],
            "facts": [
                "The soy sauce in our cupboard is {v}.",
                "When a recipe says soy sauce, I reach for {v}.",
                "Our stir-fries get a splash of {v}.",
            ],
            "corrections": [
                ("cue", "soy sauce from here on is {new}"),
                (
                    "cue",
                    "Picked up a big bottle of {new} at the Chinese supermarket and that's our soy sauce going forward.",
                ),
                ("cue", "Since the cookery class I've been buying {new} for soy."),
                ("explicit", "{old} ran out and I'm not getting it again, the soy sauce is {new}."),
                ("explicit", "Gave the last of {old} to my neighbour, we cook with {new}."),
                ("explicit", "soy: {new}, not {old}"),
                ("implicit", "splashed {new} down my white shirt making fried rice, lovely"),
                ("implicit", "The kids drown their sushi in {new} until it's basically soup."),
                (
                    "implicit",
                    "Marinated the chicken thighs overnight in {new}, honey and garlic, and the whole fridge smells of it.",
                ),
                (
                    "implicit",
                    "My nephew dared his brother to drink a capful of {new} and he regretted it instantly.",
                ),
                (
                    "implicit",
                    "Ran out of {new} halfway through the noodles and had to finish them with Worcester sauce.",
                ),
                (
                    "implicit",
                    "Spring Festival at ours: dumplings folded by eight pairs of hands, half of them bursting in the pan, the smoke alarm going twice, my brother-in-law with firecrackers he was not allowed to light, and a saucer of {new} with chilli going round the table until it was empty.",
                ),
            ],
            "questions": [
                "What soy sauce do we use?",
                "Which soy sauce is in the cupboard?",
                "What do I splash in a stir-fry for soy?",
            ],
            "now": ["What soy sauce are we buying these days?"],
        },
        "zh": {
            "values": [
                "海天生抽",
                "李锦记生抽",
                "千禾酱油",
                "厨邦酱油",
                "欣和六月鲜",
                "老家寄来的土酱油",
            ],
            "facts": [
                "家里炒菜用的酱油是{v}。",
                "灶台边上那瓶酱油是{v}。",
                "我家做饭放的是{v}。",
            ],
            "corrections": [
                ("cue", "以后酱油就买{new}"),
                ("cue", "上完烹饪课，酱油认准了{new}。"),
                ("cue", "超市做活动囤了一箱{new}，往后炒菜就用它。"),
                ("explicit", "{old}见底了不买了，酱油用{new}。"),
                ("explicit", "把剩下的{old}送了楼下，家里炒菜用{new}。"),
                ("explicit", "酱油：{new}，不是{old}"),
                ("implicit", "炒饭的时候{new}溅了一衬衫 白的"),
                ("implicit", "孩子吃寿司拿{new}泡着吃，泡成了一碗粥。"),
                ("implicit", "鸡翅拿{new}、蜂蜜和蒜腌了一夜，冰箱里一股味儿。"),
                ("implicit", "侄子跟他哥打赌喝了一瓶盖{new}，当场就后悔了。"),
                ("implicit", "拌凉面拌到一半{new}没了 慌"),
                (
                    "implicit",
                    "年三十在我家：八双手一起包饺子，下锅破了一半，烟雾报警器响了两回，小叔子带了不让放的鞭炮，红烧肉收汁的时候我往锅里倒{new}，倒着倒着被我妈把瓶子抢了过去。",
                ),
            ],
            "questions": [
                "家里用的什么酱油？",
                "做菜放的是哪个牌子的酱油？",
                "灶台边那瓶酱油是什么？",
            ],
            "now": ["家里现在用的是什么酱油？"],
        },
    },
    {
        "key": "vinegar",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Sarson's malt vinegar",
                "Aspall cider vinegar",
                "a balsamic from Modena",
                "Chinkiang black vinegar",
                "white wine vinegar from Lidl",
                "Heinz distilled vinegar",
            ],
            "facts": [
                "The vinegar bottle by the cooker is {v}.",
                "When something wants a splash of vinegar, it gets {v}.",
                "Our vinegar is {v}.",
            ],
            "corrections": [
                ("cue", "vinegar going forward: {new}"),
                ("cue", "The man at the chippy swore by {new}, so that's what I've been buying."),
                ("cue", "Started keeping {new} by the cooker at New Year."),
                ("explicit", "{old} got knocked over and I didn't replace it, we've got {new}."),
                ("explicit", "{old} is for descaling the kettle only, the cooking gets {new}."),
                ("explicit", "vinegar = {new}. {old} gone"),
                ("implicit", "Dipped my chips in {new} on the sofa and the cat left the room."),
                ("implicit", "knocked {new} over in the cupboard, kitchen smells like a chippy"),
                ("implicit", "My son thinks {new} on a fried egg is a personality."),
                (
                    "implicit",
                    "Pickled a whole jar of red onions in {new} and they've turned the colour of a bruise.",
                ),
                (
                    "implicit",
                    "Cleaned the shower head with {new} because a woman on the internet told me to.",
                ),
                (
                    "implicit",
                    "Bonfire night: hot dogs for thirty, a Catherine wheel that fell off the fence and spun in the mud, the neighbour's toddler asleep on a bean bag in our kitchen, and a queue at the back door for chips in paper with {new} shaken over them straight from the bottle.",
                ),
            ],
            "questions": [
                "What vinegar do we have?",
                "Which vinegar is by the cooker?",
                "What vinegar do I cook with?",
            ],
            "now": ["What's our vinegar at the moment?"],
        },
        "zh": {
            "values": [
                "镇江恒顺香醋",
                "东湖老陈醋",
                "水塔老陈醋",
                "保宁醋",
                "紫林陈醋",
                "自家酿的柿子醋",
            ],
            "facts": [
                "家里吃的醋是{v}。",
                "我家吃饺子蘸的是{v}。",
                "厨房那瓶醋是{v}。",
            ],
            "corrections": [
                ("cue", "醋开始买{new}了"),
                ("cue", "听山西同事的，往后家里的醋就用{new}。"),
                ("cue", "这回网上下单了一箱{new}，以后就吃它。"),
                ("explicit", "{old}吃不惯，醋换成{new}了。"),
                ("explicit", "家里的{old}拿去泡脚了，吃的是{new}。"),
                ("explicit", "醋：{new}，{old}不买了"),
                ("implicit", "吃饺子{new}倒多了 酸倒牙"),
                ("implicit", "腊月初八拿{new}泡了一罐腊八蒜，过年的时候绿得跟翡翠似的。"),
                ("implicit", "儿子吃面恨不得把{new}当汤喝。"),
                ("implicit", "炖排骨放了一勺{new}，骨头都炖酥了。"),
                ("implicit", "我爸听人说{new}能软化血管，在我家吃饭每顿先抿一小口。"),
                (
                    "implicit",
                    "冬至那天：单位临时加班，地铁挤得脚不沾地，到家我妈已经把馅儿调好了，一家人围着桌子包到九点，我姐包的全是“元宝”，煮出来一半露了馅，蘸着{new}照样吃得精光。",
                ),
            ],
            "questions": [
                "家里吃的什么醋？",
                "我家用的哪种醋？",
                "厨房那瓶醋是哪个？",
            ],
            "now": ["家里现在吃的是什么醋？"],
        },
    },
    {
        "key": "salt",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Maldon sea salt",
                "Saxa table salt",
                "Cornish Sea Salt",
                "pink Himalayan salt",
                "LoSalt",
                "Halen Môn",
            ],
            "facts": [
                "The salt we cook with is {v}.",
                "In the salt pig by the hob there's {v}.",
                "Our salt is {v}.",
            ],
            "corrections": [
                ("cue", "salt from now on: {new}"),
                (
                    "cue",
                    "The practice nurse mentioned {new} at my check-up, so that's the salt I buy.",
                ),
                ("cue", "Got into {new} after a cookery programme and we've stuck with it."),
                ("explicit", "{old} is used up and it's {new} in the salt pig."),
                ("explicit", "Tipped {old} out of the pig and filled it with {new}."),
                ("explicit", "salt: {new}, bye {old}"),
                (
                    "implicit",
                    "Salted the front step with {new} when it iced over because it was all we had in.",
                ),
                ("implicit", "kid licked {new} off his finger and pulled a face like a gargoyle"),
                (
                    "implicit",
                    "Rubbed {new} into the pork skin and the crackling came out like glass.",
                ),
                ("implicit", "My husband puts {new} on his watermelon and I can't watch."),
                (
                    "implicit",
                    "Threw a pinch of {new} over my shoulder after the mirror broke, just in case.",
                ),
                (
                    "implicit",
                    "Sunday roast for my sister's boyfriend, first visit: the lamb pink in the middle at two, the gravy boat cracked, the dog shut in the downstairs loo, and he picked up {new} and salted the lot before he'd even tasted it, which my dad will be talking about till Christmas.",
                ),
            ],
            "questions": [
                "What salt do we use?",
                "What salt do I cook with?",
                "What's in the salt pig?",
            ],
            "now": ["What salt are we using currently?"],
        },
        "zh": {
            "values": ["加碘精制盐", "无碘盐", "低钠盐", "日晒海盐", "自贡井盐", "竹盐"],
            "facts": [
                "家里炒菜放的是{v}。",
                "盐罐子里装的是{v}。",
                "我家吃的盐是{v}。",
            ],
            "corrections": [
                ("cue", "盐改吃{new}了"),
                ("cue", "体检完社区医生让吃{new}，家里就买这个。"),
                ("cue", "这个月起盐罐里装的是{new}。"),
                ("explicit", "{old}吃完没再买，盐罐里是{new}。"),
                ("explicit", "把{old}倒出来腌了咸菜，罐子里装上{new}。"),
                ("explicit", "盐：{new}，{old}不吃了"),
                ("implicit", "下雪了拿{new}撒门口台阶 家里就剩这个了"),
                ("implicit", "腌了一缸雪里蕻，用了两袋{new}。"),
                ("implicit", "儿子舔了一指头{new}，脸皱成了个包子。"),
                ("implicit", "杀鱼之前拿{new}搓了搓砧板，去腥。"),
                ("implicit", "我妈来帮忙做饭，抓{new}跟抓瓜子似的，我在旁边看得心惊肉跳。"),
                (
                    "implicit",
                    "清明回老家：一路堵车，上坟的时候下了雨，我舅跟我表哥为了宅基地吵了一架，晚上回到自己家，我拿{new}腌的咸鸭蛋切开一盘，红油流得满盘子都是，一家人就着稀饭吃得一声不吭。",
                ),
            ],
            "questions": [
                "家里吃的什么盐？",
                "盐罐子里是什么盐？",
                "我做饭放的哪种盐？",
            ],
            "now": ["家里现在吃的是哪种盐？"],
        },
    },
    {
        "key": "umbrella",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Fulton birdcage umbrella",
                "a big golf umbrella",
                "a Totes compact",
                "a Blunt umbrella",
                "a spotty Cath Kidston one",
                "a fold-up from Poundland",
            ],
            "facts": [
                "The umbrella I take out is {v}.",
                "When it rains I'm under {v}.",
                "My umbrella, the one by the front door, is {v}.",
            ],
            "corrections": [
                ("cue", "got myself {new} for the rain"),
                (
                    "cue",
                    "Bought {new} at the station kiosk in a downpour and it's the one I take out.",
                ),
                ("cue", "Since the autumn it's {new} I grab when it rains."),
                ("explicit", "{old} turned inside out on the bridge, so I'm using {new}."),
                ("explicit", "Left {old} on the 73 bus, I take {new} out."),
                ("explicit", "brolly: {new}, {old} binned"),
                (
                    "implicit",
                    "Shared {new} with a stranger at the bus stop and we talked about our knees the whole time.",
                ),
                ("implicit", "{new} dripped all over the hall and the dog drank the puddle"),
                ("implicit", "Fended off a goose at the park with {new}."),
                (
                    "implicit",
                    "A gust took {new} out of my hand outside Boots and a lad in a tracksuit chased it halfway down the street.",
                ),
                (
                    "implicit",
                    "Stood under {new} at the under-tens football in sideways rain and got soaked to the waist regardless.",
                ),
                (
                    "implicit",
                    "My niece's graduation: the trains were off, the taxi smelt of fags, the ceremony ran an hour over, her gran needed the loo at the worst possible moment, and every photo on the lawn was taken with me holding {new} over the mortarboards.",
                ),
            ],
            "questions": [
                "What umbrella do I use?",
                "What do I take out when it rains?",
                "Which brolly is mine?",
            ],
            "now": ["What umbrella am I carrying at present?"],
        },
        "zh": {
            "values": [
                "天堂伞",
                "蕉下的晴雨伞",
                "一把黑色长柄伞",
                "单位年会发的折叠伞",
                "便利店买的透明伞",
                "一把自动折叠伞",
            ],
            "facts": [
                "我出门打的是{v}。",
                "下雨天我用{v}。",
                "门口伞架上我那把是{v}。",
            ],
            "corrections": [
                ("cue", "出门带{new}了"),
                ("cue", "上回淋透了以后买了{new}，下雨就打它。"),
                ("cue", "入梅以后我一直用{new}。"),
                ("explicit", "{old}被风吹翻了，我打的是{new}。"),
                ("explicit", "{old}落在地铁上了，出门带{new}。"),
                ("explicit", "伞：{new}，{old}扔了"),
                ("implicit", "在公交站跟一个陌生阿姨共打{new}，聊了一路膝盖。"),
                ("implicit", "{new}在门口滴了一摊水 狗在舔"),
                ("implicit", "公园里拿{new}赶跑了一只追人的大鹅。"),
                (
                    "implicit",
                    "一阵风把{new}从我手里刮跑了，一个穿校服的小伙子追了半条街给我捡回来。",
                ),
                ("implicit", "看孩子踢球赶上斜着下的雨，撑着{new}照样湿到裤腰。"),
                (
                    "implicit",
                    "外甥女毕业典礼那天：高铁停运，打的车一股烟味，典礼超时一个钟头，她奶奶偏偏那时候要上厕所，草坪上拍的所有合影都是我举着{new}罩在学士帽上头拍的。",
                ),
            ],
            "questions": [
                "我出门打什么伞？",
                "下雨天我用的是哪把伞？",
                "门口伞架上哪把是我的？",
            ],
            "now": ["我现在出门带的是哪把伞？"],
        },
    },
    {
        "key": "slippers",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "sheepskin moccasins",
                "a pair of Crocs",
                "M&S memory foam slippers",
                "Ugg slippers",
                "the hotel slippers from our honeymoon",
                "knitted bootees my aunt made",
            ],
            "facts": [
                "Round the house I wear {v}.",
                "My slippers are {v}.",
                "The first thing on my feet when I get in is {v}.",
            ],
            "corrections": [
                ("cue", "wearing {new} round the house lately"),
                ("cue", "Got {new} for my birthday and I've lived in them since."),
                ("cue", "Treated my feet to {new} this winter and they're what I pad about in."),
                ("explicit", "The dog chewed {old} to bits, so it's {new} around the house."),
                ("explicit", "{old} went in the bin, I'm in {new}."),
                ("explicit", "slippers: {new}, {old} retired"),
                ("implicit", "Answered the door to the postman in {new} and a face mask."),
                ("implicit", "stood on a lego in {new}, went straight through"),
                (
                    "implicit",
                    "Ran out to the bins in {new} and came back with a foot full of snow.",
                ),
                (
                    "implicit",
                    "The cat from over the road curls up inside {new} whenever she sneaks in.",
                ),
                (
                    "implicit",
                    "Wore {new} to the corner shop for a pint of milk and nobody batted an eyelid.",
                ),
                (
                    "implicit",
                    "Snow day: schools shut, the boiler making its noise, the kids building a lopsided snowman with a carrot for a whole arm, my husband sledging into the hedge, and me watching it all from the back step in {new} with a mug in each hand.",
                ),
            ],
            "questions": [
                "What do I wear on my feet at home?",
                "What are my slippers?",
                "What do I put on my feet when I get in?",
            ],
            "now": ["What slippers am I wearing currently?"],
        },
        "zh": {
            "values": [
                "棉拖鞋",
                "洞洞鞋",
                "老北京布鞋",
                "人字拖",
                "酒店拿回来的一次性拖鞋",
                "宜家的毛绒拖鞋",
            ],
            "facts": [
                "在家我穿的是{v}。",
                "我的拖鞋是{v}。",
                "在家脚上趿拉着的是{v}。",
            ],
            "corrections": [
                ("cue", "在家开始穿{new}了"),
                ("cue", "过年我妈给买了{new}，在家就穿它。"),
                ("cue", "入冬起在家穿{new}。"),
                ("explicit", "{old}被狗啃烂了，在家穿{new}。"),
                ("explicit", "{old}扔了，脚上是{new}。"),
                ("explicit", "拖鞋：{new}，{old}不穿了"),
                ("implicit", "穿着{new}敷着面膜去开门拿快递，快递小哥愣了一下。"),
                ("implicit", "穿着{new}踩到乐高 照样疼"),
                ("implicit", "穿着{new}下楼扔垃圾，一脚踩进雪里。"),
                ("implicit", "对门的猫一溜进来就钻进{new}里睡。"),
                ("implicit", "穿着{new}去楼下小卖部买了瓶酱油，没人多看一眼。"),
                (
                    "implicit",
                    "下大雪那天：学校停课，暖气片咣咣响，孩子堆了个歪脖子雪人，胡萝卜当了一整条胳膊，老公坐塑料盆滑进了冬青丛，我穿着{new}站在楼门口，两只手各端一杯热茶看热闹。",
                ),
            ],
            "questions": [
                "我在家穿什么鞋？",
                "我的拖鞋是哪种？",
                "我在家脚上穿的是什么？",
            ],
            "now": ["我现在在家穿的是什么拖鞋？"],
        },
    },
    {
        "key": "clothes_drying",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Bosch tumble dryer",
                "a heated airer from Lakeland",
                "the rotary line in the garden",
                "a dehumidifier in the box room",
                "a pulley airer over the kitchen",
                "a clothes horse by the radiator",
            ],
            "facts": [
                "Our washing gets dried with {v}.",
                "What dries the laundry in our house is {v}.",
                "For drying the washing we rely on {v}.",
            ],
            "corrections": [
                ("cue", "started drying the washing with {new}"),
                ("cue", "My sister talked me into {new} for the washing and I've kept it up."),
                ("cue", "From this month the laundry gets dried with {new}."),
                ("explicit", "Gave up on {old}, the washing dries with {new}."),
                ("explicit", "Not using {old} for the laundry, it all goes to {new}."),
                ("explicit", "drying: {new}, {old} done"),
                ("implicit", "My husband's rugby kit took two whole days to dry with {new}."),
                ("implicit", "school shirt damp at 7am despite {new}, ironed it dry"),
                (
                    "implicit",
                    "Found my wedding ring in a pillowcase after a load had been dried with {new}.",
                ),
                (
                    "implicit",
                    "Dried twelve football shirts for the under-nines with {new} and the whole house smelt of grass.",
                ),
                (
                    "implicit",
                    "Lost one sock from every pair somewhere between the machine and {new}.",
                ),
                (
                    "implicit",
                    "Half-term chaos: a sick bug that went round all four of us, the bedding stripped twice a night, the machine on from six till midnight, the kitchen a swamp of towels, and everything, pyjamas, sheets, the dog's blanket, dried with {new} in relays until Friday.",
                ),
            ],
            "questions": [
                "How do we dry our washing?",
                "What do we dry the laundry with?",
                "Where does the washing go to dry?",
            ],
            "now": ["How are we drying the washing these days?"],
        },
        "zh": {
            "values": [
                "阳台的升降晾衣架",
                "海尔烘干机",
                "伸出窗外的晾衣竿",
                "楼下空地上拉的晾衣绳",
                "暖气片旁边的落地晾衣架",
                "一台德业除湿机",
            ],
            "facts": [
                "家里洗好的衣服靠{v}弄干。",
                "我家晾衣服用的是{v}。",
                "衣服洗完都交给{v}。",
            ],
            "corrections": [
                ("cue", "衣服开始用{new}弄干了"),
                ("cue", "回南天以后家里衣服全靠{new}。"),
                ("cue", "这个月起洗完的衣服交给{new}。"),
                ("explicit", "{old}不用了，衣服靠{new}弄干。"),
                ("explicit", "不靠{old}了，晾衣服用{new}。"),
                ("explicit", "晾衣：{new}，{old}歇了"),
                ("implicit", "儿子的校服早上七点摸着潮乎乎的，{new}也没顶用，拿电熨斗烫干的。"),
                ("implicit", "足球队十二件球衣 靠{new}弄干 一屋子青草味"),
                ("implicit", "在枕套里找到了我的婚戒，那一筐刚从{new}那儿收回来。"),
                ("implicit", "从洗衣机到{new}这一路上，每双袜子都丢了一只。"),
                ("implicit", "猫趁我不注意钻进{new}旁边那堆衣服里睡着了。"),
                (
                    "implicit",
                    "孩子放寒假那个礼拜：全家轮着得了诺如，床单一晚上洗两回，洗衣机从早转到半夜，客厅里毛巾堆成山，被罩、睡衣、狗垫子全排着队靠{new}弄干，一直弄到礼拜五。",
                ),
            ],
            "questions": [
                "家里衣服靠什么弄干？",
                "我们洗完的衣服怎么晾？",
                "家里晾衣服用什么？",
            ],
            "now": ["家里现在衣服靠什么晾干？"],
        },
    },
    {
        "key": "fabric_softener",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Comfort",
                "Lenor",
                "Ecover fabric conditioner",
                "Surcare",
                "Aldi's own fabric conditioner",
                "Fairy fabric conditioner",
            ],
            "facts": [
                "The conditioner in the washing machine drawer is {v}.",
                "Our washing smells of {v}.",
                "Every wash gets a capful of {v}.",
            ],
            "corrections": [
                ("cue", "conditioner in the wash: {new} from today"),
                (
                    "cue",
                    "A woman at work smelt lovely, turns out it was {new}, so I've gone for it.",
                ),
                ("cue", "Since the summer every load gets {new}."),
                ("explicit", "{old} brought the baby out in a rash, it's {new} in the machine."),
                ("explicit", "Not buying {old} any more, {new} goes in with the wash."),
                ("explicit", "softener: {new} instead of {old}"),
                ("implicit", "A colleague asked what my perfume was and it was {new}."),
                ("implicit", "spilt {new} all over the utility floor, skating rink"),
                (
                    "implicit",
                    "My husband sniffed a towel and said {new} smells like a hotel he stayed in once in Crete.",
                ),
                ("implicit", "The cat rolls in the clean laundry for the {new}, I'm sure of it."),
                (
                    "implicit",
                    "My son's PE kit comes out of the wash smelling of {new} and smells of PE by Tuesday.",
                ),
                (
                    "implicit",
                    "Wash day after the camping trip: mud in every seam, a sleeping bag that had met a cow pat, two wet tents dripping in the bath, and seven loads in a row, each with a capful of {new}, until the house smelt like a launderette.",
                ),
            ],
            "questions": [
                "What fabric conditioner do I use?",
                "What goes in the wash to make it smell nice?",
                "What's in the conditioner drawer?",
            ],
            "now": ["Which fabric conditioner am I buying currently?"],
        },
        "zh": {
            "values": [
                "金纺",
                "蓝月亮柔顺剂",
                "超能柔顺剂",
                "花王柔顺剂",
                "雕牌柔顺剂",
                "当妮留香珠",
            ],
            "facts": [
                "洗衣服我放的是{v}。",
                "家里洗的衣服一股{v}的味儿。",
                "洗衣机那一格里倒的是{v}。",
            ],
            "corrections": [
                ("cue", "洗衣服开始放{new}了"),
                ("cue", "同事身上那股香味原来是{new}，我也买了，往后就用它。"),
                ("cue", "入夏起每一缸衣服都加{new}。"),
                ("explicit", "{old}让孩子起了疹子，洗衣服放{new}。"),
                ("explicit", "不买{old}了，洗衣机里放{new}。"),
                ("explicit", "柔顺剂：{new}，不是{old}"),
                ("implicit", "同事问我用的什么香水，其实是{new}。"),
                ("implicit", "{new}洒了一阳台 滑得跟溜冰场似的"),
                ("implicit", "老公闻了闻毛巾，说{new}的味儿像他出差住过的酒店。"),
                ("implicit", "猫专门往刚收的衣服堆里钻，肯定是冲着{new}的味儿。"),
                ("implicit", "儿子的校服拿{new}洗得香喷喷的，到周二就是一股汗味。"),
                (
                    "implicit",
                    "露营回来那天：每条缝里都是泥，睡袋沾了一坨牛粪，两顶湿帐篷在浴缸里滴水，洗衣机连转了七缸，每缸倒一瓶盖{new}，最后整个屋子闻着跟洗衣店似的。",
                ),
            ],
            "questions": [
                "我洗衣服放什么柔顺剂？",
                "家里用的哪种柔顺剂？",
                "洗衣机里加的是什么香香的？",
            ],
            "now": ["我现在洗衣服用的是哪种柔顺剂？"],
        },
    },
    {
        "key": "father_in_law_drink",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Timothy Taylor's Landlord",
                "Guinness",
                "Talisker",
                "Jameson",
                "Bell's whisky",
                "Rioja",
            ],
            "facts": [
                "My father-in-law drinks {v}.",
                "We keep {v} in for my father-in-law.",
                "At family dos my father-in-law's glass has {v} in it.",
            ],
            "corrections": [
                ("cue", "father-in-law's on {new}"),
                ("cue", "My father-in-law has taken to {new} since his trip to Ireland."),
                ("cue", "Since his retirement do, it's {new} my father-in-law asks for."),
                ("explicit", "My father-in-law has gone off {old} and drinks {new}."),
                ("explicit", "The doctor warned my father-in-law off {old}, so he has {new}."),
                ("explicit", "FIL: {new}, {old} no more"),
                (
                    "implicit",
                    "My father-in-law fell asleep in the armchair holding {new} and didn't spill a drop.",
                ),
                ("implicit", "father-in-law toasting the cat with {new}, nobody asked"),
                (
                    "implicit",
                    "Bought {new} for my father-in-law's birthday and he hid it from my mother-in-law behind the bread bin.",
                ),
                (
                    "implicit",
                    "My father-in-law explained the history of {new} to the barman, who had clearly heard it before.",
                ),
                ("implicit", "Found {new} in my father-in-law's shed behind the lawnmower."),
                (
                    "implicit",
                    "My in-laws' ruby anniversary: forty people in a function room, a slideshow of every bad haircut since 1984, the buffet out of sausage rolls by half seven, my mother-in-law shushing everyone for the speeches, a cousin crying in the car park, and my father-in-law at the bar with {new}, telling anyone who'd listen how he proposed.",
                ),
            ],
            "questions": [
                "What does my father-in-law drink?",
                "What's my father-in-law's tipple?",
                "What do we keep in for my father-in-law?",
            ],
            "now": ["What's my father-in-law drinking these days?"],
        },
        "zh": {
            "values": [
                "红星二锅头",
                "汾酒",
                "泸州老窖",
                "古越龙山黄酒",
                "自己泡的枸杞药酒",
                "青岛啤酒",
            ],
            "facts": [
                "我公公爱喝{v}。",
                "家里给公公备着的是{v}。",
                "逢年过节我公公喝的都是{v}。",
            ],
            "corrections": [
                ("cue", "公公开始喝{new}了"),
                ("cue", "去年体检以后我公公就喝{new}。"),
                ("cue", "过了六十大寿，公公认准了{new}。"),
                ("explicit", "医生不让公公喝{old}了，他喝的是{new}。"),
                ("explicit", "公公嫌{old}上头，喝{new}。"),
                ("explicit", "公公：{new}，{old}不喝了"),
                ("implicit", "公公端着{new}在躺椅上睡着了，一滴没洒。"),
                ("implicit", "公公拿{new}敬了猫一杯 没人理他"),
                ("implicit", "给公公过生日买了两瓶{new}，他藏在米缸后头，不让婆婆看见。"),
                ("implicit", "公公跟饭店服务员讲了半天{new}的来历，人家早听过了。"),
                ("implicit", "在公公阳台的储物柜里，腌菜坛子后头藏着一瓶{new}。"),
                (
                    "implicit",
                    "公婆结婚四十年：饭店包间坐了四桌，投影放的全是他们八十年代的老照片，凉菜不到七点就见了底，婆婆嘘着大家听讲话，一个表妹在停车场哭，我公公端着{new}挨桌敬，逢人就讲他当年怎么追的我婆婆。",
                ),
            ],
            "questions": [
                "我公公喝什么酒？",
                "家里给公公备的是什么酒？",
                "公公爱喝的是哪种？",
            ],
            "now": ["我公公现在喝的是什么？"],
        },
    },
    {
        "key": "mother_in_law_show",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Coronation Street",
                "EastEnders",
                "Emmerdale",
                "Call the Midwife",
                "Vera",
                "Bridgerton",
            ],
            "facts": [
                "My mother-in-law never misses {v}.",
                "The programme my mother-in-law is glued to is {v}.",
                "What my mother-in-law watches every evening is {v}.",
            ],
            "corrections": [
                ("cue", "mother-in-law got hooked on {new}"),
                (
                    "cue",
                    "My mother-in-law got into {new} over the winter and talks of nothing else.",
                ),
                ("cue", "Since her knee op my mother-in-law has started on {new}."),
                ("explicit", "My mother-in-law gave up on {old} and watches {new}."),
                ("explicit", "MIL says {old} has lost the plot, so it's {new} every night."),
                ("explicit", "mother-in-law: {new}, {old} dropped"),
                (
                    "implicit",
                    "My mother-in-law rang at eight and hung up on me because {new} was starting.",
                ),
                ("implicit", "mil spoiled {new} for the whole family chat, fuming"),
                ("implicit", "My mother-in-law cried at {new} and blamed her hay fever."),
                (
                    "implicit",
                    "My mother-in-law explained the whole plot of {new} to the man fitting her carpet.",
                ),
                (
                    "implicit",
                    "Couldn't get a word out of my mother-in-law on Sunday, my father-in-law had the footie on his phone and she was three episodes into {new}.",
                ),
                (
                    "implicit",
                    "Boxing Day at the in-laws': cold turkey three ways, a board game that ended in a sulk, my father-in-law asleep with a glass by three, the kids on a sugar crash, and my mother-in-law shushing the whole room at six because the {new} special was on.",
                ),
            ],
            "questions": [
                "What does my mother-in-law watch?",
                "What programme is my mother-in-law following?",
                "Which show is my mother-in-law glued to?",
            ],
            "now": ["What's my mother-in-law watching currently?"],
        },
        "zh": {
            "values": [
                "《繁花》",
                "《父母爱情》",
                "《甄嬛传》",
                "《知否知否应是绿肥红瘦》",
                "《小巷人家》",
                "《去有风的地方》",
            ],
            "facts": [
                "我婆婆天天追{v}。",
                "婆婆晚上守着看的是{v}。",
                "我婆婆一集不落看的是{v}。",
            ],
            "corrections": [
                ("cue", "婆婆迷上{new}了"),
                ("cue", "婆婆膝盖做完手术在家养着，追上了{new}。"),
                ("cue", "入冬以后我婆婆天天看{new}。"),
                ("explicit", "婆婆说{old}拍得不像话，不看了，追{new}。"),
                ("explicit", "{old}婆婆弃了，看的是{new}。"),
                ("explicit", "婆婆：{new}，{old}不追了"),
                ("implicit", "晚上八点婆婆打电话来，说{new}开始了，啪就挂了。"),
                ("implicit", "婆婆在家族群里把{new}剧透了 全家气死"),
                ("implicit", "婆婆看{new}看哭了，非说是鼻炎犯了。"),
                ("implicit", "婆婆把{new}的剧情从头到尾讲给来装窗帘的师傅听。"),
                (
                    "implicit",
                    "周日去婆家，公公在阳台上抿着小酒，婆婆在看{new}的第三集，一句话都跟她说不上。",
                ),
                (
                    "implicit",
                    "大年初二回婆家：年夜饭剩菜热了三顿，打牌打到有人赌气，公公喝了两杯三点就在沙发上睡着了，孩子们糖吃多了满屋乱窜，晚上六点婆婆嘘了一屋子人，因为电视上要播{new}了。",
                ),
            ],
            "questions": [
                "我婆婆在看什么剧？",
                "婆婆天天追的是哪部？",
                "婆婆晚上守着看什么？",
            ],
            "now": ["我婆婆现在追的是什么剧？"],
        },
    },
    {
        "key": "pen",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Parker Jotter",
                "a Bic Cristal",
                "a Pilot G2",
                "a uni-ball Eye",
                "a Lamy Safari fountain pen",
                "a Muji gel pen",
            ],
            "facts": [
                "I write with {v}.",
                "The pen in my bag is {v}.",
                "When I sign anything, it's with {v}.",
            ],
            "corrections": [
                ("cue", "writing with {new} lately"),
                ("cue", "Got {new} in my stocking and haven't put it down since."),
                ("cue", "Picked up {new} at the stationery shop and it's the one I use."),
                ("explicit", "{old} leaked all over my bag lining, I write with {new}."),
                (
                    "explicit",
                    "Lent {old} to a man at the bank and never saw it again, it's {new} for me.",
                ),
                ("explicit", "pen: {new}, {old} dried up"),
                (
                    "implicit",
                    "Signed for a parcel with {new} and the courier tried to walk off with it.",
                ),
                ("implicit", "chewed the end of {new} through the whole budget meeting"),
                ("implicit", "Did the crossword in {new} and got 14 across wrong in ink."),
                (
                    "implicit",
                    "My daughter drew a tattoo on her arm with {new} and it hadn't come off by school.",
                ),
                (
                    "implicit",
                    "Wrote the shopping list on my hand with {new} because my notebook was in the car.",
                ),
                (
                    "implicit",
                    "Parents' evening: seven teachers in seven corners of a sports hall, a queue for maths out of the door, the French teacher who thought my son was someone else, and me taking notes with {new} on the back of a till receipt the whole way round.",
                ),
            ],
            "questions": [
                "What pen do I use?",
                "What do I write with?",
                "Which pen is in my bag?",
            ],
            "now": ["What pen am I writing with at present?"],
        },
        "zh": {
            "values": [
                "晨光中性笔",
                "英雄钢笔",
                "百乐按动笔",
                "得力签字笔",
                "派克钢笔",
                "一支万宝龙",
            ],
            "facts": [
                "我写字用{v}。",
                "我包里那支笔是{v}。",
                "我签字习惯用{v}。",
            ],
            "corrections": [
                ("cue", "开始用{new}写字了"),
                ("cue", "过生日同事送了{new}，我就一直用它。"),
                ("cue", "开学季在文具店买了{new}，往后写字就它了。"),
                ("explicit", "{old}漏墨弄脏了一包，写字用{new}。"),
                ("explicit", "{old}借给银行柜台的人就再没回来，我用{new}。"),
                ("explicit", "笔：{new}，{old}没水了"),
                ("implicit", "拿{new}签快递单，快递小哥差点顺手揣兜里带走。"),
                ("implicit", "开会全程啃{new}的笔帽"),
                ("implicit", "拿{new}做报纸上的填字游戏，写错了擦不掉。"),
                ("implicit", "闺女拿{new}在胳膊上画了个纹身，第二天上学都没洗掉。"),
                ("implicit", "本子落在车里了，只好拿{new}把购物单写在手背上。"),
                (
                    "implicit",
                    "家长会：七科老师分在教室七个角，数学老师门口排到走廊，英语老师把我儿子当成了别的孩子，我一路拿{new}在一张超市小票背面记，记了满满两面。",
                ),
            ],
            "questions": [
                "我用什么笔写字？",
                "我包里装的是哪支笔？",
                "我平时签字用什么笔？",
            ],
            "now": ["我现在写字用的是哪支笔？"],
        },
    },
    {
        "key": "notebook",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Moleskine",
                "a Leuchtturm1917",
                "a Paperchase notebook",
                "a spiral pad from WHSmith",
                "a Field Notes",
                "a Hobonichi",
            ],
            "facts": [
                "I jot things down in {v}.",
                "My notebook is {v}.",
                "Everything I need to remember goes in {v}.",
            ],
            "corrections": [
                ("cue", "using {new} for my notes from today"),
                ("cue", "Started {new} on the first of the month and I'm keeping it up."),
                ("cue", "Bought {new} at the airport and it's where my notes live."),
                ("explicit", "{old} is full, so my notes go in {new}."),
                ("explicit", "Left {old} on a train to Leeds, my jottings go in {new}."),
                ("explicit", "notebook: {new}, {old} in the drawer"),
                ("implicit", "Pressed a four-leaf clover in {new} and forgot it was there."),
                ("implicit", "spilt coffee on {new}, whole week blurry"),
                ("implicit", "My toddler did a drawing of me in {new} and gave me six legs."),
                (
                    "implicit",
                    "Wrote the plumber's number in {new} and then couldn't read my own writing.",
                ),
                ("implicit", "The dog ate the corner off {new}, including my PIN reminder."),
                (
                    "implicit",
                    "Conference in Birmingham: a fire alarm at the hotel at 3am, a keynote that overran by forty minutes, a lanyard that tried to strangle me at lunch, a panel where nobody agreed on anything, and I filled half of {new} with notes I haven't looked at since.",
                ),
            ],
            "questions": [
                "What notebook do I use?",
                "Where do I jot things down?",
                "What's my notebook?",
            ],
            "now": ["Which notebook am I writing in currently?"],
        },
        "zh": {
            "values": [
                "国誉活页本",
                "得力笔记本",
                "单位发的工作手册",
                "一本牛皮纸小本",
                "无印良品的笔记本",
                "一本手帐",
            ],
            "facts": [
                "我记事用{v}。",
                "我的笔记都记在{v}里。",
                "我随身带的本子是{v}。",
            ],
            "corrections": [
                ("cue", "开始拿{new}记东西了"),
                ("cue", "年初买了{new}，记事就用它。"),
                ("cue", "从这个月起笔记全记在{new}里。"),
                ("explicit", "{old}写满了，记在{new}里。"),
                ("explicit", "{old}落在高铁上了，记事用{new}。"),
                ("explicit", "本子：{new}，{old}收抽屉了"),
                ("implicit", "在{new}里夹了一片四叶草，自己都忘了。"),
                ("implicit", "咖啡洒在{new}上 一礼拜的字全花了"),
                ("implicit", "孩子在{new}上画了个我，给我画了六条腿。"),
                ("implicit", "在{new}上记了修水管师傅的电话，回头自己的字都认不出来。"),
                ("implicit", "狗把{new}啃掉了一个角，连我记的银行卡密码提示一起。"),
                (
                    "implicit",
                    "去深圳开会：酒店半夜三点火警响，开幕致辞超时四十分钟，吃午饭被胸牌绳勒着脖子，一个圆桌讨论谁也说服不了谁，我在{new}里记了半本，到今天一眼没看。",
                ),
            ],
            "questions": [
                "我拿什么本子记东西？",
                "我的笔记记在哪个本里？",
                "我随身带的是什么本子？",
            ],
            "now": ["我现在记事用的是哪个本？"],
        },
    },
    {
        "key": "hand_cream",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Neutrogena Norwegian Formula",
                "L'Occitane shea butter",
                "Nivea",
                "E45",
                "Burt's Bees",
                "Palmer's cocoa butter",
            ],
            "facts": [
                "The hand cream in my bag is {v}.",
                "I rub {v} into my hands before bed.",
                "My hand cream is {v}.",
            ],
            "corrections": [
                ("cue", "hand cream: on {new} from this week"),
                ("cue", "My nan recommended {new} for my knuckles and I've kept using it."),
                (
                    "cue",
                    "Bought {new} in the three-for-two and it's been my hand cream ever since.",
                ),
                ("explicit", "{old} made my hands smell like a wet dog, so I use {new}."),
                ("explicit", "Gave {old} to my sister, I put {new} on my hands."),
                ("explicit", "hand cream: {new}, {old} binned"),
                (
                    "implicit",
                    "Shook hands with the headteacher straight after putting on {new}, mortifying.",
                ),
                ("implicit", "{new} all over my phone screen, can't see a thing"),
                ("implicit", "The baby fished {new} out of my bag and chewed the lid."),
                (
                    "implicit",
                    "Rubbed {new} into my mum's hands on the ward and she dropped off to sleep.",
                ),
                (
                    "implicit",
                    "Put {new} on at my desk and the whole office asked what the smell was.",
                ),
                (
                    "implicit",
                    "Christmas market shift: nine hours on a stall selling candles, minus two, fingerless gloves, a queue of people who wanted to sniff everything and buy nothing, a fuse that blew at four, and by the end my hands were cracked like old paint and I squeezed half of {new} onto them on the bus home.",
                ),
            ],
            "questions": [
                "What hand cream do I use?",
                "What's the hand cream in my bag?",
                "What do I put on my hands?",
            ],
            "now": ["What hand cream am I using these days?"],
        },
        "zh": {
            "values": [
                "大宝",
                "百雀羚护手霜",
                "郁美净",
                "欧舒丹护手霜",
                "凡士林护手霜",
                "片仔癀护手霜",
            ],
            "facts": [
                "我包里的护手霜是{v}。",
                "睡前我往手上抹{v}。",
                "我擦手用的是{v}。",
            ],
            "corrections": [
                ("cue", "护手霜开始用{new}了"),
                ("cue", "我奶奶说{new}治手裂，我就一直用着。"),
                ("cue", "三八节单位发了{new}，打那以后就用它。"),
                ("explicit", "{old}味儿太冲，擦手用{new}。"),
                ("explicit", "{old}给了我妹，我抹{new}。"),
                ("explicit", "护手霜：{new}，{old}扔了"),
                ("implicit", "刚抹完{new}就跟校长握手，尴尬死了。"),
                ("implicit", "{new}蹭了一手机屏 啥也看不见"),
                ("implicit", "孩子从我包里翻出{new}，把盖子啃了。"),
                ("implicit", "在医院病房里给我妈手上抹{new}，她抹着抹着睡着了。"),
                ("implicit", "在工位上抹了点{new}，整个办公室都问什么味儿。"),
                (
                    "implicit",
                    "年底在商场站柜台：一站九个钟头，门口的风呼呼往里灌，戴着露指手套，一拨拨人只闻不买，下午四点跳了一回闸，收工的时候两只手裂得跟老墙皮似的，在公交上往手上挤了半管{new}。",
                ),
            ],
            "questions": [
                "我用什么护手霜？",
                "我包里那支护手霜是什么？",
                "我往手上抹的是什么？",
            ],
            "now": ["我现在用的是哪个护手霜？"],
        },
    },
    {
        "key": "toothbrush",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "an Oral-B electric",
                "a Philips Sonicare",
                "a bamboo toothbrush",
                "a Colgate 360",
                "a Boots own-brand electric",
                "a Suri toothbrush",
            ],
            "facts": [
                "I brush my teeth with {v}.",
                "My toothbrush is {v}.",
                "In my cup by the basin there's {v}.",
            ],
            "corrections": [
                ("cue", "brushing with {new} since the dentist"),
                ("cue", "The hygienist told me to get {new}, so I did, and I'm using it."),
                ("cue", "Got {new} in the Black Friday sale and it's my toothbrush from here on."),
                ("explicit", "{old} fell down the loo, so I brush with {new}."),
                ("explicit", "Binned {old}, it's {new} in my cup."),
                ("explicit", "toothbrush: {new}, {old} gone"),
                ("implicit", "Packed {new} for the weekend and forgot the toothpaste, naturally."),
                ("implicit", "toddler cleaned the dog's teeth with {new}, i have questions"),
                ("implicit", "Brushed my teeth with {new} in a motorway services at 2am."),
                ("implicit", "My husband used {new} by mistake and swears it was dark."),
                ("implicit", "Found {new} in the dog's bed, no idea how it got there."),
                (
                    "implicit",
                    "Festival weekend: mud to the ankles, a tent pitched on a slope so we woke up in a heap, a portaloo queue of biblical length, my phone dead on the first night, and every morning I cleaned my teeth with {new} and a bottle of water behind the van like a proper savage.",
                ),
            ],
            "questions": [
                "What toothbrush do I use?",
                "What do I brush my teeth with?",
                "What's the toothbrush in my cup?",
            ],
            "now": ["What am I brushing my teeth with currently?"],
        },
        "zh": {
            "values": [
                "飞利浦电动牙刷",
                "小米电动牙刷",
                "usmile电动牙刷",
                "一支竹炭牙刷",
                "高露洁软毛牙刷",
                "舒客电动牙刷",
            ],
            "facts": [
                "我刷牙用{v}。",
                "我的牙刷是{v}。",
                "洗手池边我杯子里插的是{v}。",
            ],
            "corrections": [
                ("cue", "刷牙开始用{new}了"),
                ("cue", "洗完牙医生让我用{new}，我就买了，一直用着。"),
                ("cue", "双十一抢了{new}，往后刷牙就它。"),
                ("explicit", "{old}掉马桶里了，刷牙用{new}。"),
                ("explicit", "{old}扔了，我杯子里插的是{new}。"),
                ("explicit", "牙刷：{new}，{old}没了"),
                ("implicit", "出差带了{new}，偏偏忘了带牙膏。"),
                ("implicit", "小的拿{new}给狗刷了牙 我有很多问题"),
                ("implicit", "半夜两点在高速服务区拿{new}刷的牙。"),
                ("implicit", "老公错拿了{new}刷牙，说是灯太暗没看清。"),
                ("implicit", "在狗窝里找到了{new}，不知道怎么去的。"),
                (
                    "implicit",
                    "去音乐节那两天：泥没过脚脖子，帐篷搭在斜坡上，一早醒来全家滚成一堆，厕所排队排到天边，手机第一晚就没电了，每天早上我蹲在车后头拿{new}和一瓶矿泉水刷牙，跟野人似的。",
                ),
            ],
            "questions": [
                "我用的什么牙刷？",
                "我拿什么刷牙？",
                "我杯子里那把牙刷是什么？",
            ],
            "now": ["我现在用的是哪把牙刷？"],
        },
    },
    {
        "key": "hand_wash",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Carex",
                "Dettol",
                "Method",
                "Aesop",
                "Cussons Original",
                "a bar of Dove",
            ],
            "facts": [
                "By the bathroom basin we've got {v}.",
                "We wash our hands with {v}.",
                "The soap on the side of the sink is {v}.",
            ],
            "corrections": [
                ("cue", "hand wash by the sink is {new} from today"),
                ("cue", "Stocked the basin with {new} after the school's hand-washing talk."),
                ("cue", "Got a refill pouch of {new} and we're keeping it by the basin."),
                ("explicit", "{old} dried the kids' hands out, so it's {new} by the basin."),
                ("explicit", "Emptied {old} and put {new} by the sink."),
                ("explicit", "handwash: {new} not {old}"),
                (
                    "implicit",
                    "The kids made bubble beards out of {new} and came down to dinner wearing them.",
                ),
                ("implicit", "toddler squeezed the whole of {new} into the sink, foam everywhere"),
                (
                    "implicit",
                    "My mother-in-law washes her hands with {new} three times after stroking the dog.",
                ),
                ("implicit", "The plumber admired {new} by the basin and asked where we'd got it."),
                ("implicit", "Scrubbed the paint off my arms with {new} and the basin went blue."),
                (
                    "implicit",
                    "Kids' party at ours: ten five-year-olds, a magician who turned up late, chocolate fingers trodden into the sofa, pass the parcel gone feral, and a queue outside the downstairs loo where every single one of them had to wash their hands with {new} for two rounds of 'Happy Birthday'.",
                ),
            ],
            "questions": [
                "What hand wash do we have?",
                "What do we wash our hands with?",
                "What's by the bathroom basin?",
            ],
            "now": ["What hand soap is by the basin at present?"],
        },
        "zh": {
            "values": [
                "滴露洗手液",
                "威露士洗手液",
                "舒肤佳洗手液",
                "无印良品洗手液",
                "一块力士香皂",
                "肥皂盒里的上海药皂",
            ],
            "facts": [
                "卫生间洗手池边放的是{v}。",
                "我们家洗手用{v}。",
                "洗手池上摆着{v}。",
            ],
            "corrections": [
                ("cue", "洗手开始用{new}了"),
                ("cue", "学校讲完七步洗手法，家里洗手池边摆上了{new}。"),
                ("cue", "网上买了一大袋{new}的补充装，往后就用它。"),
                ("explicit", "{old}把孩子手洗得起皮，洗手池边放的是{new}。"),
                ("explicit", "{old}撤了，洗手池上摆的是{new}。"),
                ("explicit", "洗手：{new}，{old}不用了"),
                ("implicit", "俩孩子拿{new}搓了一脸泡沫，顶着白胡子来吃饭。"),
                ("implicit", "小的把{new}全挤进洗手池了 泡沫满地"),
                ("implicit", "修水管的师傅夸洗手池边的{new}，问我在哪儿买的。"),
                ("implicit", "刷完墙拿{new}洗胳膊，洗手池都染蓝了。"),
                ("implicit", "我婆婆摸完狗要拿{new}洗三遍手。"),
                (
                    "implicit",
                    "孩子过生日在家开派对：十个五岁小孩，魔术师迟到了半个钟头，巧克力糊了一沙发，传包裹游戏玩成了打架，厕所门口排着队，每个人都得拿{new}洗手，洗够两遍《生日快乐》。",
                ),
            ],
            "questions": [
                "家里洗手用的是什么？",
                "洗手池边放的是什么？",
                "我们拿什么洗手？",
            ],
            "now": ["家里现在洗手池边是什么？"],
        },
    },
    {
        "key": "card_partner",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Margaret from the WI",
                "Brian across the road",
                "my cousin Hilary",
                "Trevor from the golf club",
                "my old boss Jean",
                "a retired vicar called Colin",
            ],
            "facts": [
                "My bridge partner is {v}.",
                "At the bridge club I play with {v}.",
                "Every Thursday I partner {v} at bridge.",
            ],
            "corrections": [
                ("cue", "bridge partner from next week: {new}"),
                ("cue", "I've paired up with {new} at the bridge club."),
                ("cue", "Since the autumn congress I've been partnering {new}."),
                ("explicit", "{old} has gone to live in Spain, so I play bridge with {new}."),
                ("explicit", "{old} and I fell out over a revoke, I partner {new}."),
                ("explicit", "bridge: {new}, {old} gone"),
                ("implicit", "{new} bid six no trumps on nothing and somehow made it."),
                ("implicit", "{new} kicked me under the table, apparently that was a signal"),
                ("implicit", "Drove {new} home after bridge because it was chucking it down."),
                (
                    "implicit",
                    "{new} brought a lemon drizzle to the club and nobody could concentrate after that.",
                ),
                ("implicit", "Went over Thursday's hands with {new} on the phone for an hour."),
                (
                    "implicit",
                    "Club championship weekend: a hall heated to tropical, twenty-eight boards on the Saturday, a director who kept ringing a bell, sandwiches curling by two, and {new} opposite me on every hand, tapping a biro and muttering about my leads.",
                ),
            ],
            "questions": [
                "Who's my bridge partner?",
                "Who do I play bridge with?",
                "Who do I partner at the club?",
            ],
            "now": ["Who am I partnering at bridge currently?"],
        },
        "zh": {
            "values": [
                "对门的老刘",
                "我小舅子",
                "单位的老孙",
                "楼下棋牌室的赵姐",
                "我们科的钱主任",
                "老同学胖子",
            ],
            "facts": [
                "我打掼蛋的对家是{v}。",
                "打掼蛋我跟{v}一伙。",
                "我掼蛋的搭档是{v}。",
            ],
            "corrections": [
                ("cue", "掼蛋跟{new}搭伙了"),
                ("cue", "单位比赛前跟{new}结了对子，往后就一直搭着打。"),
                ("cue", "从国庆起打掼蛋我跟{new}一家。"),
                ("explicit", "{old}调去外地了，掼蛋我跟{new}一伙。"),
                ("explicit", "跟{old}打错一张牌吵崩了，对家是{new}。"),
                ("explicit", "掼蛋：{new}，{old}不打了"),
                ("implicit", "{new}手里一把烂牌，硬是打了个头游。"),
                ("implicit", "{new}在桌子底下踢我 原来是让我出炸"),
                ("implicit", "散场下大雨，开车把{new}送回了家。"),
                ("implicit", "{new}带了一兜橘子来牌室，这下谁也没心思打了。"),
                ("implicit", "晚上跟{new}在电话里复盘了一个钟头昨天那几把牌。"),
                (
                    "implicit",
                    "单位掼蛋大赛那个周末：活动室空调开得跟蒸笼似的，周六打了二十八副，裁判老拿个哨子吹，两点钟盒饭就凉了，每一把坐在我对面的都是{new}，敲着打火机嘟囔我牌出得不对。",
                ),
            ],
            "questions": [
                "我打掼蛋跟谁一伙？",
                "我的掼蛋搭档是谁？",
                "打牌谁是我对家？",
            ],
            "now": ["我现在掼蛋的对家是谁？"],
        },
    },
    {
        "key": "lift_share",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Priya from the warehouse",
                "my neighbour Dev",
                "my brother-in-law Gaz",
                "Janet from payroll",
                "Owen from IT",
                "Sandra two doors down",
            ],
            "facts": [
                "I get a lift to work with {v}.",
                "My car share to work is with {v}.",
                "Every morning {v} picks me up for work.",
            ],
            "corrections": [
                ("cue", "lift to work with {new} from monday"),
                ("cue", "Sorted out a car share with {new} for getting to work."),
                ("cue", "Since the rota came out I've been riding in with {new}."),
                ("explicit", "{old} went part-time, so I get a lift in with {new}."),
                ("explicit", "Not getting lifts with {old} any more, it's {new} who picks me up."),
                ("explicit", "lift: {new}, {old} off"),
                ("implicit", "{new} sang along to Whitney the whole way up the bypass."),
                ("implicit", "{new} outside at 8.52, sprint to the clocking-in machine"),
                ("implicit", "Left my lunch in the footwell when {new} dropped me at the gate."),
                ("implicit", "Split the petrol with {new} and got a Toffee Crisp thrown in."),
                (
                    "implicit",
                    "Sat in a jam on the ring road with {new} listening to a podcast about a poisoner.",
                ),
                (
                    "implicit",
                    "Snow week: half the staff off, the gritters nowhere, the canteen on soup only, a burst pipe in the gents, and {new} picking me up at seven every morning in a hat with ear flaps, crawling along at twenty with the heater on full.",
                ),
            ],
            "questions": [
                "Who gives me a lift to work?",
                "Who do I car-share with?",
                "Who picks me up for work?",
            ],
            "now": ["Who am I getting a lift to work with these days?"],
        },
        "zh": {
            "values": [
                "顺路的同事小郑",
                "邻居赵哥",
                "我小姑子",
                "顺风车的王师傅",
                "我们科的孙姐",
                "楼上的小杜",
            ],
            "facts": [
                "我上班搭的是{v}的车。",
                "每天早上{v}捎我去单位。",
                "我跟{v}拼车上班。",
            ],
            "corrections": [
                ("cue", "上班开始搭{new}的车了"),
                ("cue", "跟{new}说好了，往后上班就拼车。"),
                ("cue", "公交线路调了以后，我上班坐{new}的车。"),
                ("explicit", "{old}调了班，我上班搭{new}的车。"),
                ("explicit", "不坐{old}的车了，是{new}捎我。"),
                ("explicit", "拼车：{new}，{old}不顺路了"),
                ("implicit", "{new}一路跟着车里放的《铿锵玫瑰》唱到单位。"),
                ("implicit", "{new}八点五十二才到楼下 一路狂奔去打卡"),
                ("implicit", "{new}把我放在单位门口，我把饭盒落在了车里。"),
                ("implicit", "跟{new}平摊油钱，人家顺手塞给我一盒酸奶。"),
                ("implicit", "跟{new}堵在高架上一个钟头，听了一路悬疑播客。"),
                (
                    "implicit",
                    "下大雪那个礼拜：单位一半人请假，除雪车不见影子，食堂只供面条，卫生间水管冻裂了，每天早上七点{new}戴着个雷锋帽准时到楼下接我，暖风开到最大，二十迈一路挪到单位。",
                ),
            ],
            "questions": [
                "我上班搭谁的车？",
                "谁捎我去上班？",
                "我跟谁拼车上班？",
            ],
            "now": ["我现在上班坐的是谁的车？"],
        },
    },
    {
        "key": "summer_fan",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Dyson tower fan",
                "a MeacoFan",
                "a Honeywell desk fan",
                "a ceiling fan",
                "a pedestal fan from Argos",
                "a portable air conditioner",
            ],
            "facts": [
                "In summer our bedroom is cooled by {v}.",
                "What keeps the bedroom bearable on hot nights is {v}.",
                "On hot nights we rely on {v} in the bedroom.",
            ],
            "corrections": [
                ("cue", "got {new} for the bedroom, heatwave sorted"),
                (
                    "cue",
                    "Ordered {new} the minute the heatwave was forecast and it's on every night.",
                ),
                ("cue", "Since July the bedroom has had {new}."),
                (
                    "explicit",
                    "{old} started rattling like a tambourine, so it's {new} in the bedroom.",
                ),
                ("explicit", "Gave {old} to my neighbour and put {new} in the bedroom."),
                ("explicit", "bedroom cooling: {new}, {old} in the loft"),
                ("implicit", "The cat sleeps in front of {new} with all four paws in the air."),
                ("implicit", "kids doing robot voices into {new}, every single night"),
                ("implicit", "Dried my nail varnish with {new}."),
                ("implicit", "Fell asleep with {new} on my feet and woke up with a stinking cold."),
                ("implicit", "The dog lies under {new} all afternoon and won't come for her walk."),
                (
                    "implicit",
                    "Thirty-four degrees: the tarmac on our road went soft, the kids lived in the paddling pool, the freezer gave up on the ice lollies, nobody slept, and we dragged the mattress onto the bedroom floor and lay under {new} like four starfish until it got light.",
                ),
            ],
            "questions": [
                "What cools our bedroom in summer?",
                "What do we have on in the bedroom on hot nights?",
                "What keeps the bedroom cool?",
            ],
            "now": ["What are we cooling the bedroom with currently?"],
        },
        "zh": {
            "values": [
                "美的落地扇",
                "艾美特塔扇",
                "格力空调",
                "吊扇",
                "一把蒲扇",
                "小米无叶风扇",
            ],
            "facts": [
                "夏天卧室里靠{v}降温。",
                "热天晚上我们睡觉靠{v}。",
                "卧室里消暑用的是{v}。",
            ],
            "corrections": [
                ("cue", "卧室装上{new}了"),
                ("cue", "入伏前赶紧弄了{new}，每晚都用着。"),
                ("cue", "这个夏天起卧室里靠{new}。"),
                ("explicit", "{old}转起来咣当咣当响，卧室里是{new}。"),
                ("explicit", "{old}送了邻居，卧室用{new}。"),
                ("explicit", "降温：{new}，{old}收起来了"),
                ("implicit", "猫在{new}跟前四仰八叉地睡。"),
                ("implicit", "孩子对着{new}说话 变机器人声音 每晚必玩"),
                ("implicit", "就着{new}吹干了指甲油。"),
                ("implicit", "靠着{new}睡了一宿，早上起来着凉了。"),
                ("implicit", "狗一下午趴在{new}底下，叫它出去遛都不动。"),
                (
                    "implicit",
                    "三十九度那几天：柏油路都晒软了，孩子泡在充气泳池里不出来，冰箱里的雪糕化得不成样子，谁也睡不着，我们把凉席铺在卧室地上，一家四口躺在{new}底下，跟四只海星似的熬到天亮。",
                ),
            ],
            "questions": [
                "夏天卧室靠什么降温？",
                "热天晚上我们开的是什么？",
                "卧室里消暑用的什么？",
            ],
            "now": ["卧室现在夏天靠什么降温？"],
        },
    },
    {
        "key": "mosquito_repellent",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Raid plug-in",
                "Smidge spray",
                "citronella candles",
                "a mosquito net over the bed",
                "Jungle Formula",
                "an electric bug zapper",
            ],
            "facts": [
                "Against mosquitoes we use {v}.",
                "What keeps the bugs off at night is {v}.",
                "Our defence against midges and mozzies is {v}.",
            ],
            "corrections": [
                ("cue", "mozzies: using {new} from tonight"),
                ("cue", "A friend in Scotland swore by {new}, so that's what we've got."),
                ("cue", "Since the holiday we've been relying on {new} for the bugs."),
                ("explicit", "{old} did nothing, so we use {new} against mosquitoes."),
                ("explicit", "Threw out {old}, it's {new} for the bites."),
                ("explicit", "bugs: {new}, {old} useless"),
                ("implicit", "A mosquito got past {new} and bit me on the eyelid anyway."),
                ("implicit", "{new} going all night and one buzzing in my ear at 3am regardless"),
                ("implicit", "The kids have named the mosquito that keeps beating {new} 'Kevin'."),
                (
                    "implicit",
                    "Took {new} to the caravan and the people in the next pitch came round to borrow it.",
                ),
                (
                    "implicit",
                    "Woke up at four with a bite on each knuckle, {new} doing its thing and the mosquito doing its.",
                ),
                (
                    "implicit",
                    "Lake District week: rain four days out of seven, a cottage with a staircase you had to climb sideways, midges in clouds at every viewpoint, a child who refused any food that wasn't beige, and every evening we sat outside with {new} and came in looking like we had measles all the same.",
                ),
            ],
            "questions": [
                "What do we use against mosquitoes?",
                "What keeps the bugs off?",
                "How do we deal with mosquitoes at night?",
            ],
            "now": ["What are we using for mosquitoes these days?"],
        },
        "zh": {
            "values": ["雷达蚊香", "超威电蚊香液", "蚊帐", "花露水", "灭蚊灯", "驱蚊手环"],
            "facts": [
                "家里防蚊子靠{v}。",
                "夏天晚上我们用{v}对付蚊子。",
                "卧室防蚊用的是{v}。",
            ],
            "corrections": [
                ("cue", "防蚊开始用{new}了"),
                ("cue", "听邻居说{new}管用，家里就备上了。"),
                ("cue", "入夏起家里防蚊子靠{new}。"),
                ("explicit", "{old}一点用没有，防蚊子靠{new}。"),
                ("explicit", "{old}扔了，家里用{new}。"),
                ("explicit", "防蚊：{new}，{old}不灵"),
                ("implicit", "用着{new}，照样被咬了一眼皮包。"),
                ("implicit", "{new}用了一晚上 三点照样有一只在耳边嗡嗡"),
                ("implicit", "孩子给那只躲过{new}的蚊子起了个名叫“小强”。"),
                ("implicit", "去农家乐带了{new}，隔壁屋都来借。"),
                ("implicit", "半夜被咬醒，开灯一看，{new}好好的，蚊子也好好的。"),
                (
                    "implicit",
                    "去千岛湖玩那一周：七天下了四天雨，民宿楼梯陡得得侧着身子上，每个观景台都是一团团小咬，孩子除了米饭什么都不吃，晚上坐在院子里，{new}也用上了，回来照样一身包，跟出了水痘似的。",
                ),
            ],
            "questions": [
                "家里拿什么防蚊子？",
                "夏天晚上我们用什么驱蚊？",
                "卧室防蚊靠什么？",
            ],
            "now": ["家里现在防蚊子用的是什么？"],
        },
    },
    {
        "key": "dog_food",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Harringtons",
                "Butcher's tins",
                "Lily's Kitchen",
                "Pedigree",
                "James Wellbeloved",
                "Tails.com",
            ],
            "facts": [
                "The dog eats {v}.",
                "In the dog's bowl it's {v}.",
                "Our dog is fed on {v}.",
            ],
            "corrections": [
                ("cue", "dog's on {new} from this week"),
                ("cue", "The vet suggested {new} for the dog and that's what she gets."),
                ("cue", "Picked up {new} at Pets at Home and the dog's been eating it ever since."),
                ("explicit", "The dog turned her nose up at {old}, so she eats {new}."),
                ("explicit", "{old} gave the dog wind, she's on {new}."),
                ("explicit", "dog food: {new}, {old} no more"),
                ("implicit", "The dog wolfed {new} so fast she got hiccups."),
                ("implicit", "{new} bag rustles, dog materialises from nowhere"),
                (
                    "implicit",
                    "My son tried a bit of {new} for a dare and said it tasted like Bovril.",
                ),
                ("implicit", "Hid the worming tablet in {new} and the dog ate round it."),
                (
                    "implicit",
                    "Lugged a month of {new} up from the car and my back has not forgiven me.",
                ),
                (
                    "implicit",
                    "Boxing Day walk gone wrong: the dog rolled in a dead pheasant, my sister's boots leaked, the pub was shut, and back home the dog sulked in the hall until I rattled {new} into her bowl, at which point all was forgiven.",
                ),
            ],
            "questions": [
                "What does the dog eat?",
                "What food do we give the dog?",
                "What's in the dog's bowl?",
            ],
            "now": ["What's the dog eating currently?"],
        },
        "zh": {
            "values": [
                "皇家狗粮",
                "比瑞吉狗粮",
                "伯纳天纯狗粮",
                "麦富迪狗粮",
                "自己煮的鸡胸肉拌饭",
                "冠能狗粮",
            ],
            "facts": [
                "我家狗吃的是{v}。",
                "狗盆里装的是{v}。",
                "家里狗平时喂{v}。",
            ],
            "corrections": [
                ("cue", "狗开始吃{new}了"),
                ("cue", "宠物店老板推的{new}，这阵子狗就吃它。"),
                ("cue", "这礼拜起狗吃{new}。"),
                ("explicit", "狗闻了闻{old}扭头就走，喂的是{new}。"),
                ("explicit", "{old}吃得狗老放屁，喂{new}。"),
                ("explicit", "狗粮：{new}，{old}不买了"),
                ("implicit", "狗吃{new}吃得太急，打起了嗝。"),
                ("implicit", "一抖{new}的袋子 狗从楼下就冲上来了"),
                ("implicit", "儿子跟人打赌尝了一口{new}，说跟压缩饼干一个味儿。"),
                ("implicit", "把驱虫药藏在{new}里，狗绕着药把别的全吃了。"),
                ("implicit", "从快递柜扛了一个月的{new}上六楼，腿都软了。"),
                (
                    "implicit",
                    "初二带狗爬山：狗在山上滚了一身泥，我姐的鞋开了胶，山脚的农家乐没开门，回到家狗在门口生闷气，直到我哗啦一声往它碗里倒了{new}，才算原谅了我们。",
                ),
            ],
            "questions": [
                "我家狗吃什么？",
                "狗盆里装的是什么？",
                "家里给狗喂的什么？",
            ],
            "now": ["家里狗现在吃的是什么？"],
        },
    },
    {
        "key": "dog_walk_place",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the rec behind the school",
                "Bramley Woods",
                "the canal towpath",
                "the beach at low tide",
                "Victoria Park",
                "the old railway line",
            ],
            "facts": [
                "Where I take the dog every day is {v}.",
                "Our dog walk is {v}.",
                "Every morning the dog and I head for {v}.",
            ],
            "corrections": [
                ("cue", "taking the dog to {new} lately"),
                ("cue", "Started taking the dog to {new} once the clocks went back."),
                ("cue", "Found {new} for the dog's walks this spring and we go there every day."),
                ("explicit", "{old} is all fenced off, so the dog's walk is {new}."),
                ("explicit", "Gave up on {old} after the cow incident, I take the dog to {new}."),
                ("explicit", "dog walk: {new}, not {old}"),
                (
                    "implicit",
                    "The dog found a whole sandwich at {new} and carried it like a trophy.",
                ),
                ("implicit", "dog rolled in fox poo at {new}, bath time"),
                ("implicit", "Met a man at {new} with three greyhounds in matching coats."),
                ("implicit", "Lost the dog's ball at {new} and she sulked all the way home."),
                ("implicit", "Threw a stick at {new} and the dog brought back somebody's glove."),
                (
                    "implicit",
                    "Bank holiday Monday: the car wouldn't start, the in-laws were due at one, the trifle hadn't set, and the dog had eaten a sock, so I took her to {new} at seven to get her out from under my feet and stood in the drizzle for an hour watching her chase the same pigeon.",
                ),
            ],
            "questions": [
                "Where do I walk the dog?",
                "Where does the dog go for her walk?",
                "Where do I take the dog every day?",
            ],
            "now": ["Where am I walking the dog these days?"],
        },
        "zh": {
            "values": [
                "小区中心花园",
                "河堤上",
                "湿地公园",
                "奥森公园",
                "学校操场后面的空地",
                "老铁路边上",
            ],
            "facts": [
                "我每天带狗去{v}遛。",
                "遛狗我一般去{v}。",
                "我家狗天天在{v}撒欢。",
            ],
            "corrections": [
                ("cue", "遛狗改去{new}了"),
                ("cue", "天凉了以后我带狗去{new}。"),
                ("cue", "发现了{new}这地方，这阵子天天带狗去。"),
                ("explicit", "{old}围起来施工了，遛狗去{new}。"),
                ("explicit", "{old}老有人放风筝吓着狗，我带它去{new}。"),
                ("explicit", "遛狗：{new}，不去{old}了"),
                ("implicit", "狗在{new}翻出半个肉包子，叼着跟战利品似的。"),
                ("implicit", "狗在{new}打了个滚 一身泥 回家洗澡"),
                ("implicit", "在{new}碰见一个大爷牵着三只灰狗，三只都穿着一样的小马甲。"),
                ("implicit", "狗的球在{new}弄丢了，它闷闷不乐了一路。"),
                ("implicit", "在{new}扔了根树枝，狗叼回来一只不知道谁的手套。"),
                (
                    "implicit",
                    "五一假期第一天：车打不着火，公婆一点要来吃饭，凉菜没拌，狗偏偏吞了一只袜子，七点我就把它牵到{new}去，免得在家添乱，站在毛毛雨里看它追同一只鸽子追了一个钟头。",
                ),
            ],
            "questions": [
                "我在哪儿遛狗？",
                "狗每天去哪儿遛？",
                "我平时带狗去哪儿？",
            ],
            "now": ["我现在遛狗去哪儿？"],
        },
    },
    {
        "key": "vacuum_cleaner",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Henry hoover",
                "a Miele cylinder",
                "a Shark cordless",
                "a Roomba",
                "a Vax upright",
                "a Gtech",
            ],
            "facts": [
                "Our hoover is {v}.",
                "The carpets get done with {v}.",
                "Under the stairs lives {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for the carpets"),
                ("cue", "Gave in and bought {new} in the January sales, it's what we hoover with."),
                ("cue", "Since Easter the hoovering's been done with {new}."),
                ("explicit", "{old} coughed out a cloud of dust and died, we've got {new}."),
                ("explicit", "Passed {old} on to my son's flat and use {new}."),
                ("explicit", "hoover: {new}, {old} tip run"),
                ("implicit", "{new} sucked up a Lego head and I had to perform surgery on it."),
                ("implicit", "dog barks at {new} like it's the postman"),
                ("implicit", "Found the TV remote by running {new} under the sofa."),
                ("implicit", "The toddler rides {new} round the living room like a pony."),
                ("implicit", "Did the car seats with {new} and found eleven chips and a sock."),
                (
                    "implicit",
                    "Night before the in-laws came: the bathroom needed bleaching, the spare bed was buried under ironing, the dog had shed an entire second dog onto the sofa, and I went round the whole house with {new} at midnight while my husband slept through it.",
                ),
            ],
            "questions": [
                "What hoover have we got?",
                "What do we vacuum with?",
                "What's our vacuum cleaner?",
            ],
            "now": ["What hoover are we using at present?"],
        },
        "zh": {
            "values": [
                "戴森吸尘器",
                "追觅吸尘器",
                "石头扫地机器人",
                "科沃斯扫地机器人",
                "莱克吸尘器",
                "一把扫帚加簸箕",
            ],
            "facts": [
                "家里扫地用的是{v}。",
                "我们家地上的灰靠{v}。",
                "储物间里放着的是{v}。",
            ],
            "corrections": [
                ("cue", "家里添了{new}"),
                ("cue", "年货节下单了{new}，扫地就靠它了。"),
                ("cue", "打开春起家里扫地用{new}。"),
                ("explicit", "{old}吸着吸着冒烟了，扫地用{new}。"),
                ("explicit", "把{old}给了儿子的出租屋，家里用{new}。"),
                ("explicit", "扫地：{new}，{old}送人了"),
                ("implicit", "{new}吸进去一个乐高人头，我拆开做了个手术才掏出来。"),
                ("implicit", "狗冲着{new}叫 跟见了快递员一样"),
                ("implicit", "拿{new}过了一遍沙发底下，找着了遥控器。"),
                ("implicit", "孩子骑着{new}满客厅跑。"),
                ("implicit", "拿{new}收拾了一遍车里，弄出来十一根薯条和一只袜子。"),
                (
                    "implicit",
                    "公婆来之前那晚：卫生间要刷，客房的床上堆满了没叠的衣服，狗掉毛掉得沙发上多出一条狗，半夜十二点我拿着{new}把全屋过了一遍，老公睡得跟死猪似的。",
                ),
            ],
            "questions": [
                "家里用什么扫地？",
                "我们的吸尘器是哪个？",
                "家里打扫地面靠什么？",
            ],
            "now": ["家里现在扫地用的是什么？"],
        },
    },
    {
        "key": "mop",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Vileda spin mop",
                "a Flash Speedmop",
                "a Polti steam mop",
                "an old string mop and bucket",
                "a Swiffer",
                "a flat mop from Wilko",
            ],
            "facts": [
                "Our kitchen floor gets mopped with {v}.",
                "The mop in the utility is {v}.",
                "I do the hard floors with {v}.",
            ],
            "corrections": [
                ("cue", "mopping with {new} from today"),
                ("cue", "Ordered {new} after a video on Facebook, and that's our mop."),
                ("cue", "Since the kitchen tiles went down I've done them with {new}."),
                ("explicit", "{old} went mouldy in the corner, I mop with {new}."),
                ("explicit", "Put {old} out with the bins, the floors get {new}."),
                ("explicit", "mop: {new}, bye {old}"),
                (
                    "implicit",
                    "Slipped on the kitchen floor straight after {new} and went down like a felled tree.",
                ),
                ("implicit", "dog attacks {new} every single time, it's personal"),
                (
                    "implicit",
                    "Mopped up a whole jug of spilt squash with {new} and the floor is sticky to this day.",
                ),
                (
                    "implicit",
                    "My daughter used {new} as a microphone for a full Eurovision performance.",
                ),
                (
                    "implicit",
                    "Left {new} propped against the back door and it fell on my mother-in-law.",
                ),
                (
                    "implicit",
                    "Flood night: the washing machine hose came off at eleven, water under the kitchen units and into the hall, towels everywhere, the dog paddling about delighted, and me and {new} going at it till two, wringing out into the sink like a Victorian scullery maid.",
                ),
            ],
            "questions": [
                "What mop do we use?",
                "What do I mop the floors with?",
                "What's the mop in the utility?",
            ],
            "now": ["What mop am I using currently?"],
        },
        "zh": {
            "values": ["胶棉拖把", "旋转拖把", "平板拖把", "布条拖把", "蒸汽拖把", "添可洗地机"],
            "facts": [
                "家里拖地用{v}。",
                "阳台上那个拖地的是{v}。",
                "我擦地靠{v}。",
            ],
            "corrections": [
                ("cue", "拖地开始用{new}了"),
                ("cue", "看了个短视频就下单了{new}，往后拖地就它。"),
                ("cue", "这礼拜起家里拖地用{new}。"),
                ("explicit", "{old}发霉发臭了，拖地用{new}。"),
                ("explicit", "{old}扔楼下垃圾站了，家里拖地用{new}。"),
                ("explicit", "拖把：{new}，{old}扔了"),
                ("implicit", "刚用{new}拖完地就滑了一跤，摔得跟砍倒的树似的。"),
                ("implicit", "狗每回都咬{new} 跟它有仇"),
                ("implicit", "打翻一整瓶可乐，拿{new}拖了三遍，地上到今天都是黏的。"),
                ("implicit", "闺女把{new}当话筒，唱了一整场演唱会。"),
                ("implicit", "{new}靠在门后，一开门倒下来砸了我婆婆。"),
                (
                    "implicit",
                    "漏水那晚：洗衣机的进水管十一点脱了，水漫到橱柜底下，一直流进了客厅，毛巾铺了一地，狗踩着水玩得开心，我跟{new}一直干到两点，拧得手都麻了。",
                ),
            ],
            "questions": [
                "家里用什么拖把？",
                "我拿什么拖地？",
                "阳台上那个拖地的是什么？",
            ],
            "now": ["家里现在拖地用的是什么？"],
        },
    },
]
