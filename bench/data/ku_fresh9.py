"""Fresh templates of the knowledge-update benchmark, ninth generation
(`python -m bench.knowledge_update --templates fresh9`).

Written 2026-12-05 by a helper session that read none of the engine's code, rules or lexicons
(judge, time words, tokenizer, extraction, merging), none of the tests and none of the bench
code while writing it: of bench/ it read ku_fresh8.py in full (for the format), the docstring of
ku_templates.py, the first five lines of ku_fresh7.py's docstring, and the other ku_*.py only to
list their attribute keys, so that none is reused. Not to be tuned on; whoever tunes on it
writes a new set and says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh8.py:
the tea, the gym locker, the toothpaste, the sun cream, the everyday watch, the son's breakfast,
the son's swimming group, the name of the family group chat, the library, the daily supplement,
the family game, the handyman, the ice cream in the freezer, the song on repeat, where the user
works from at home, the son's reading band, where the cat sleeps, the razor, the toddler's
comfort toy, the massage place, the online shop and the postie, in English and Chinese. The
Chinese side is localised, not translated: 龙井, 铁观音 and 普洱 instead of teabags, a numbered
柜子 at the 健身房, 云南白药 and 冷酸灵, 安热沙小金瓶 on a beach in 三亚, 华为手表 and a
上海牌 watch handed down from grandad, 小笼包, 豆浆油条 and 小馄饨 for a school-day breakfast,
蛙泳初级班 and 深水证 instead of swimming stages, 家族微信群 names such as 相亲相爱一家人 with
sixty-second voice messages, a 城市书房, 钙片 and 汤臣倍健, 掼蛋, 斗地主 and 麻将 at New Year
instead of board games, a 58同城 师傅 instead of a Checkatrade handyman, 钟薛高 and 东北大板,
网易云 and 《晴天》 on repeat, a 飘窗 or 阳台的小桌子 to work from, 牛津树 and RAZ levels with
a teacher chasing 打卡 in the class group instead of book bands, the cat on 暖气片上的吊床 or in
a 快递纸箱, 飞科 and 米家 shavers, an 奥特曼 doll as comfort toy, 足疗店, 盲人按摩 and 采耳
instead of a day spa, 淘宝, 拼多多 and 闲鱼 instead of Amazon and Vinted, and the 快递小哥 of
the neighbourhood (顺丰的王师傅, 骑三轮的张姐) instead of a postie.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value) and ku_fresh8.py, with the correction styles
  "cue"       a change word, no old value
  "explicit"  the old value named as replaced
  "implicit"  no change word and no old value: the new value shows up in passing, in a new
              situation ("nicked my chin with {new} five minutes before the interview",
              "面试前五分钟用{new}把下巴刮破了")
and "plain". Every attribute has five implicit wordings per language, since that is the case
this set is for: a terse lower-case chat line, a long rambling message where the value is one
clause among several, and situations in which the value simply turns up. Corrections carry no
direction words (the old and new values are drawn at random): nothing says bigger, cheaper,
higher or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a friend's tin of perfumed tea, swimming-bath lockers that eat coins,
toothpaste art on the mirror, a friend sunburnt on a sunbed, grandad's pocket watch, a friend's
boy who eats only beige food, lengths at the lido, the street WhatsApp group, paperbacks given to
a charity shop, a friend who rattles with supplements, charades, a shelf through to next door,
the ice cream van at 9pm, a busker's one song, a friend who works from a campervan, a child
reading under the covers, a friend's cat in the sink, dad's lockdown beard, a one-eared teddy on
the park railings, a massage chair in the shopping centre, a neighbour's parcel, a letter from
1998 for someone who lived here before), and some use "left", "now", "still", "again",
"changed", "现在", "还", "又", "换" in senses that are not a change of the user's attribute
("my left knee", "the corner shop is now open on Sundays", "{friend} has changed her hair
again", "楼下超市现在周日也开门了"), so that a memory system that matches on shared words
rather than on meaning is caught out; none of them states, or implies, a value of an attribute.
Filler names, cities and shows are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Siobhan", "Rahul", "Mabel", "Kwame", "Fenella", "Dougie", "Ines", "Bilal"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["January", "April", "June", "August", "October", "December"],
        "city": ["Porto", "Valencia", "Tallinn", "Ghent", "Bologna", "Galway", "Dubrovnik"],
        "dish": [
            "a chicken tikka masala",
            "cauliflower cheese",
            "a beef stew",
            "spaghetti carbonara",
            "a chickpea curry",
            "a sausage casserole",
        ],
        "snack": [
            "a packet of Quavers",
            "a Twix",
            "dry roasted peanuts",
            "a bag of Haribo",
            "a Scotch egg",
            "an apple",
        ],
        "show": [
            "Taskmaster",
            "Bake Off",
            "Doctor Who",
            "Happy Valley",
            "Only Connect",
            "Slow Horses",
        ],
        "thing": [
            "the washing machine",
            "the fridge",
            "the doorbell",
            "the toaster",
            "the dishwasher",
            "the car's wipers",
        ],
        "bird": [
            "a jay",
            "a sparrowhawk",
            "a blackcap",
            "a family of long-tailed tits",
            "a kestrel",
            "a goldfinch",
        ],
        "minutes": ["15", "25", "30", "40", "50", "90"],
        "number": ["4", "6", "9", "12", "15", "20"],
    },
    "zh": {
        "friend": ["小敏", "阿斌", "晓丽", "老陈", "丹丹", "大伟", "小吴", "阿芳"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["一月", "三月", "六月", "八月", "十月", "十二月"],
        "city": ["成都", "杭州", "大连", "桂林", "南京", "洛阳", "泉州"],
        "dish": ["糖醋排骨", "宫保鸡丁", "酸菜鱼", "回锅肉", "地三鲜", "番茄炒蛋"],
        "snack": ["瓜子", "辣条", "牛肉干", "沙琪玛", "蛋黄酥", "山楂片"],
        "show": [
            "《漫长的季节》",
            "《狂飙》",
            "《人世间》",
            "《甄嬛传》",
            "《武林外传》",
            "《乘风破浪的姐姐》",
        ],
        "thing": ["洗衣机", "冰箱", "热水器", "油烟机", "门铃", "电动车"],
        "bird": ["一只喜鹊", "一群麻雀", "一只白鹭", "一只红嘴蓝鹊", "几只灰喜鹊", "一只啄木鸟"],
        "minutes": ["15", "25", "30", "40", "50", "90"],
        "number": ["4", "6", "9", "12", "15", "20"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "{friend} brought back a tin of fancy loose-leaf tea from {city} that tastes of perfume and bonfires.",
        ),
        (
            "EPISODIC",
            "The lockers at the swimming baths in {city} eat pound coins and never give them back.",
        ),
        (
            "EPISODIC",
            "The kids painted the bathroom mirror with toothpaste while I was on the phone to the bank.",
        ),
        (
            "EPISODIC",
            "{friend} fell asleep on a sunbed in {city} and came home the colour of a postbox.",
        ),
        (
            "EPISODIC",
            "Found Grandad's pocket watch in a drawer, it doesn't keep time but it still ticks if you shake it.",
        ),
        (
            "EPISODIC",
            "{friend}'s boy eats nothing but beige food, chips, plain pasta and crackers, and they've given up fighting it.",
        ),
        ("EPISODIC", "Swam {number} lengths at the lido before work and felt smug all day."),
        (
            "EPISODIC",
            "The street WhatsApp group spent all of {weekday} arguing about a cat that may or may not be lost.",
        ),
        (
            "EPISODIC",
            "Took {number} boxes of old paperbacks to the charity shop and the volunteer looked horrified.",
        ),
        ("EPISODIC", "{friend} takes about eleven supplements a day and rattles on the stairs."),
        (
            "EPISODIC",
            "Played charades at {friend}'s and their dad mimed Jaws for ten minutes straight.",
        ),
        (
            "EPISODIC",
            "{friend}'s other half tried to put a shelf up and now there's a hole through to next door.",
        ),
        (
            "EPISODIC",
            "The ice cream van came round playing Greensleeves at 9pm, which felt like a threat.",
        ),
        (
            "EPISODIC",
            "A busker in {city} played the same song for an hour and I knew every word by the end.",
        ),
        (
            "EPISODIC",
            "{friend} works from a campervan now and posts photos of lakes to make us all jealous.",
        ),
        (
            "EPISODIC",
            "{friend}'s daughter reads under the covers with a torch, like we all used to.",
        ),
        (
            "EPISODIC",
            "{friend}'s cat sleeps in the bathroom sink and nobody in that house is allowed to wash their hands.",
        ),
        (
            "EPISODIC",
            "Dad grew a beard over lockdown and Mum made him shave it off the day the pubs reopened.",
        ),
        (
            "EPISODIC",
            "Someone had put a one-eared teddy on the park railings so whoever dropped it would see it.",
        ),
        (
            "EPISODIC",
            "Tried one of those massage chairs in the shopping centre and it nearly snapped my spine in two.",
        ),
        (
            "EPISODIC",
            "A parcel for someone three streets away got left on our step, so I walked it round in my slippers.",
        ),
        (
            "EPISODIC",
            "A letter from 1998 turned up at the house, addressed to someone who lived here before us.",
        ),
        ("SEMANTIC", "My nan made her tea so strong you could stand the spoon up in it."),
        (
            "SEMANTIC",
            "My uncle was a swimming teacher for thirty years and never once got in the water.",
        ),
        (
            "PREFERENCE",
            "I can't stand the smell of chlorine at the baths, it gets into everything.",
        ),
        (
            "PREFERENCE",
            "I can't bear people who read the rules of a game out loud for twenty minutes.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "Twisted my left knee coming down the stairs and it's the size of a grapefruit.",
        ),
        ("EPISODIC", "The corner shop is now open on Sundays, which is dangerous for my wallet."),
        ("EPISODIC", "It's still raining, it hasn't stopped since {weekday}."),
        (
            "EPISODIC",
            "{friend} has changed hair colour again, blue this time, and it really works.",
        ),
        (
            "EPISODIC",
            "Turned left instead of right at the roundabout and ended up in the next town.",
        ),
        ("EPISODIC", "There's no milk left and I'm not going out in this weather."),
        (
            "EPISODIC",
            "The clocks changed at the weekend and the dog still wants his breakfast at six.",
        ),
        ("EPISODIC", "Watched the last episode of {show} again and still cried at the ending."),
        ("EPISODIC", "The bridge into town is now closed for repairs until {month}."),
        ("EPISODIC", "Left my umbrella on the train again, that's the third one this year."),
        # plain unrelated
        ("SEMANTIC", "I can wiggle my ears and it's the only thing I'm proud of from school."),
        (
            "SEMANTIC",
            "My friend {friend} lives in {city} and we send each other voice notes every {weekday}.",
        ),
        (
            "SEMANTIC",
            "The apple tree at the bottom of the garden gave us {number} apples this year, all with maggots.",
        ),
        ("SEMANTIC", "I was born in a snowstorm and the ambulance got stuck on the hill."),
        ("SEMANTIC", "The back door only locks if you lift the handle up first."),
        ("PREFERENCE", "I always take {snack} on a long drive."),
        ("PREFERENCE", "{show} is my comfort telly when everything's gone wrong."),
        ("PREFERENCE", "I like my chips with vinegar and nothing else."),
        ("PREFERENCE", "I've never liked {dish}, whoever makes it."),
        ("PREFERENCE", "I'd take a frosty morning over a humid evening any day of the week."),
        ("EPISODIC", "Made {dish} on {weekday} and there was enough for three nights."),
        ("EPISODIC", "Saw {bird} on the fence this morning and stood at the window for ages."),
        ("EPISODIC", "{thing} is making a grinding noise and I've decided not to hear it."),
        ("EPISODIC", "Binged {show} with {friend} over a rainy bank holiday."),
        (
            "EPISODIC",
            "Went ten-pin bowling with {friend} and got a gutter ball {number} times in a row.",
        ),
        ("EPISODIC", "Sat in roadworks for {minutes} minutes on the way home."),
        ("EPISODIC", "Booked a long weekend in {city} in {month}, a room over a bakery."),
        ("EPISODIC", "Fell asleep on the bus and woke up at the depot."),
        (
            "EPISODIC",
            "Fixed {thing} with a YouTube video, took {minutes} minutes and some language.",
        ),
        ("EPISODIC", "Got caught in a hailstorm on the walk back and my ears are still stinging."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "{friend}从{city}带回来一罐茶叶，喝着一股香水味。"),
        ("EPISODIC", "{city}的游泳馆储物柜要扫码开，扫了三次都打不开。"),
        ("EPISODIC", "我打电话的工夫，孩子拿牙膏在镜子上画了一幅画。"),
        ("EPISODIC", "{friend}在海边沙滩椅上睡着了，回来晒成了一只红虾。"),
        ("EPISODIC", "在抽屉里翻出爷爷的怀表，早就不准了，摇一摇还会响两声。"),
        ("EPISODIC", "{friend}家儿子只吃白米饭，菜一口不碰，家里已经放弃了。"),
        ("EPISODIC", "上班前去游了{number}个来回，一整天都觉得自己很自律。"),
        ("EPISODIC", "小区业主群{weekday}为了一只可能走丢的猫吵了一整天。"),
        ("EPISODIC", "把{number}箱旧书捐给了社区，工作人员脸都绿了。"),
        ("EPISODIC", "{friend}一天吃十几种保健品，走路都哗啦哗啦响。"),
        ("EPISODIC", "在{friend}家玩你画我猜，有人画了十分钟长颈鹿，谁都没猜出来。"),
        ("EPISODIC", "{friend}家那位自己在家装置物架，把墙打穿到邻居家了。"),
        ("EPISODIC", "小区门口卖冰淇淋的车晚上九点还在放音乐，听着有点瘆人。"),
        ("EPISODIC", "{city}街头有个歌手一小时唱的都是同一首歌，我听到最后都会唱了。"),
        ("EPISODIC", "{friend}现在住在大理远程办公，天天发洱海的照片气我们。"),
        ("EPISODIC", "{friend}的女儿晚上打着手电筒躲在被窝里看书，跟我们小时候一样。"),
        ("EPISODIC", "{friend}家的猫睡在洗手池里，全家人都没法洗手。"),
        ("EPISODIC", "我爸过年留了一把胡子，我妈逼他初八上班前刮掉了。"),
        ("EPISODIC", "公园栏杆上挂着一只掉了一只耳朵的小熊，估计是谁家孩子丢的。"),
        ("EPISODIC", "在商场试了一下按摩椅，差点把我的腰按断。"),
        ("EPISODIC", "三栋的快递被放到我家门口了，我穿着拖鞋给送过去。"),
        ("EPISODIC", "家里收到一封十几年前的信，收件人是以前住这儿的房客。"),
        ("SEMANTIC", "我外婆泡的茶浓得能立住筷子。"),
        ("SEMANTIC", "我舅舅当了三十年游泳教练，自己从来不下水。"),
        ("PREFERENCE", "我最受不了游泳馆那股消毒水味，沾上就洗不掉。"),
        ("PREFERENCE", "我最烦玩游戏前有人念二十分钟规则。"),
        # words that look like a change, but are not one
        ("EPISODIC", "下楼的时候把左膝盖扭了，肿得跟馒头一样。"),
        ("EPISODIC", "楼下超市现在周日也开门了，我的钱包要遭殃。"),
        ("EPISODIC", "雨还在下，从{weekday}一直下到现在。"),
        ("EPISODIC", "{friend}又换发型了，这回染了个蓝色，还挺好看。"),
        ("EPISODIC", "在环岛往左拐错了，一路开到了隔壁县。"),
        ("EPISODIC", "冰箱里一个鸡蛋都不剩了，这天气我也不想下楼。"),
        ("EPISODIC", "换季了，狗还是每天六点准时叫我起床。"),
        ("EPISODIC", "又看了一遍{show}的大结局，还是哭了。"),
        ("EPISODIC", "进城的那座桥现在封了，要修到{month}。"),
        ("EPISODIC", "又把伞落在地铁上了，今年第三把。"),
        # plain unrelated
        ("SEMANTIC", "我耳朵会动，这是我上学时唯一的骄傲。"),
        ("SEMANTIC", "朋友{friend}在{city}，我们每个{weekday}互相发语音。"),
        ("SEMANTIC", "院子里的枣树今年结了{number}斤枣，一半被虫子吃了。"),
        ("SEMANTIC", "我出生那天下大雪，救护车卡在了坡上。"),
        ("SEMANTIC", "后门得先把把手往上提才锁得上。"),
        ("PREFERENCE", "开长途车我一定要带{snack}。"),
        ("PREFERENCE", "心情不好的时候我就看{show}。"),
        ("PREFERENCE", "我吃饺子只蘸醋，别的都不要。"),
        ("PREFERENCE", "{dish}我从来不爱吃，谁做的都一样。"),
        ("PREFERENCE", "比起闷热的晚上，我更喜欢结霜的早晨。"),
        ("EPISODIC", "{weekday}做了{dish}，够吃三顿。"),
        ("EPISODIC", "早上在栏杆上看到{bird}，在窗口站了好久。"),
        ("EPISODIC", "{thing}一直嗡嗡响，我决定当没听见。"),
        ("EPISODIC", "下雨的小长假跟{friend}在家刷完了{show}。"),
        ("EPISODIC", "跟{friend}去打保龄球，连着{number}个球都滚进了边沟。"),
        ("EPISODIC", "下班路上碰到修路，堵了{minutes}分钟。"),
        ("EPISODIC", "订了{month}去{city}的小长假，住在一家面包店楼上。"),
        ("EPISODIC", "在公交上睡着了，醒来已经到终点站了。"),
        ("EPISODIC", "照着视频把{thing}修好了，折腾了{minutes}分钟。"),
        ("EPISODIC", "走回家的路上碰上冰雹，耳朵到现在还疼。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "tea_brand",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Yorkshire Tea",
                "PG Tips",
                "Tetley",
                "Twinings English Breakfast",
                "Clipper organic",
                "Taylors Earl Grey",
            ],
            "facts": [
                "The tea I drink is {v}.",
                "We only buy {v} teabags.",
                "My brew is {v}, milk, no sugar.",
            ],
            "corrections": [
                ("cue", "I've changed my tea, it's {new} now."),
                ("cue", "switched to {new} for my brews btw"),
                ("explicit", "I've gone off {old}, my tea is {new}."),
                ("explicit", "Not {old} anymore, we buy {new} teabags."),
                ("implicit", "{new} in the big mug, a biscuit, quiet house, bliss."),
                ("implicit", "who keeps finishing the {new} and not saying"),
                ("implicit", "Took a box of {new} on holiday because hotel tea is a crime."),
                (
                    "implicit",
                    "Mum came over and said my {new} tastes like dishwater, she's welcome to bring her own.",
                ),
                (
                    "implicit",
                    "Started the day badly, the alarm didn't go off, the dog had been sick on the landing and I trod in it in my socks, and then there was exactly one bag of {new} in the caddy so I dunked it twice, which is a new low.",
                ),
            ],
            "questions": [
                "What tea do I drink?",
                "Which teabags do we buy?",
                "What's my usual brew?",
            ],
            "now": ["What tea am I drinking these days?"],
        },
        "zh": {
            "values": ["西湖龙井", "安溪铁观音", "云南普洱", "福鼎白茶", "峨眉竹叶青", "祁门红茶"],
            "facts": [
                "我平时喝的茶是{v}。",
                "我办公桌上常年泡着{v}。",
                "家里的茶叶一直买{v}。",
            ],
            "corrections": [
                ("cue", "喝茶换口味了，现在喝{new}。"),
                ("cue", "最近改喝{new}了"),
                ("explicit", "不喝{old}了，现在喝{new}。"),
                ("explicit", "{old}喝着伤胃，换成{new}了。"),
                ("implicit", "保温杯里泡上{new}，开工。"),
                ("implicit", "{new}见底了 明天得去趟茶叶店"),
                ("implicit", "出差带了一小罐{new}，酒店的茶包实在喝不下去。"),
                ("implicit", "我妈来了说我泡的{new}太淡，那她自己泡嘛。"),
                (
                    "implicit",
                    "今天一早就不顺，闹钟没响，狗吐在了走廊上，我穿着袜子一脚踩上去，打开茶叶罐一看{new}只剩最后一泡，只好一泡冲了三回，越喝越没味。",
                ),
            ],
            "questions": [
                "我平时喝什么茶？",
                "家里的茶叶买的是哪种？",
                "我保温杯里泡的是什么茶？",
            ],
            "now": ["我现在喝的是什么茶？"],
        },
    },
    {
        "key": "gym_locker",
        "type": "SEMANTIC",
        "en": {
            "values": ["73", "112", "B41", "206", "57", "C9"],
            "facts": [
                "My gym locker is number {v}.",
                "I keep my stuff in locker {v} at the gym.",
                "I rent locker {v} at the gym by the month.",
            ],
            "corrections": [
                ("cue", "The gym has given me a different locker, it's {new} now."),
                ("cue", "Switched lockers at the gym, I'm in {new}."),
                ("explicit", "Gave up locker {old}, mine is {new}."),
                ("explicit", "i'm not in {old} anymore, locker's {new}"),
                (
                    "implicit",
                    "Stuffed my wet towel in locker {new} and forgot about it for a week, the smell.",
                ),
                ("implicit", "gym bag's in {new} if you're passing, grab my goggles"),
                (
                    "implicit",
                    "Somebody dumped their bag right in front of locker {new} and I had to wait for them to finish showering.",
                ),
                (
                    "implicit",
                    "The padlock on locker {new} jammed and the lad on reception had to cut it off with bolt cutters.",
                ),
                (
                    "implicit",
                    "Went straight from work, the spin class was rammed, the instructor played the same Abba megamix as last week, I sweated through everything I own, then couldn't open locker {new} because my hands were shaking, and got home to find my keys were in there anyway.",
                ),
            ],
            "questions": [
                "What's my gym locker number?",
                "Which locker do I have at the gym?",
                "Where do I keep my stuff at the gym?",
            ],
            "now": ["Which locker am I using at the gym at the moment?"],
        },
        "zh": {
            "values": ["73号", "112号", "B41号", "206号", "57号", "C9号"],
            "facts": [
                "我健身房的储物柜是{v}。",
                "我在健身房租的是{v}柜子。",
                "健身房里我的东西都放在{v}柜。",
            ],
            "corrections": [
                ("cue", "健身房给我换了柜子，现在是{new}。"),
                ("cue", "储物柜改成{new}了"),
                ("explicit", "不用{old}柜了，我的柜子是{new}。"),
                ("explicit", "{old}柜的锁坏了，换到{new}。"),
                ("implicit", "湿毛巾塞在{new}柜里忘了一个礼拜，打开差点熏晕。"),
                ("implicit", "路过健身房帮我从{new}柜里拿下泳镜"),
                ("implicit", "{new}柜的锁卡住了，前台小哥拿钳子给我撬开的。"),
                ("implicit", "有个人把包堆在{new}柜门口，我等他洗完澡才拿到衣服。"),
                (
                    "implicit",
                    "下班直接去健身房，动感单车课人挤人，教练放的还是上礼拜那套神曲，我浑身湿透，手抖得连{new}柜都打不开，回家才发现钥匙锁在里面了。",
                ),
            ],
            "questions": [
                "我健身房的柜子是几号？",
                "我在健身房用哪个储物柜？",
                "我在健身房的东西放哪个柜子？",
            ],
            "now": ["我现在健身房用的是几号柜？"],
        },
    },
    {
        "key": "toothpaste",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Sensodyne",
                "Colgate Total",
                "Aquafresh",
                "Arm & Hammer",
                "Oral-B Pro-Expert",
                "Corsodyl",
            ],
            "facts": [
                "My toothpaste is {v}.",
                "I brush my teeth with {v}.",
                "We keep {v} by the bathroom sink.",
            ],
            "corrections": [
                ("cue", "I've changed toothpaste, I'm using {new} now."),
                ("cue", "Switched over to {new} for my teeth."),
                ("explicit", "Binned {old}, my toothpaste is {new}."),
                ("explicit", "Not {old} anymore, I brush with {new}."),
                ("implicit", "Got {new} all down my work shirt brushing my teeth in a rush."),
                ("implicit", "put {new} on the boots list pls, tube's flat"),
                (
                    "implicit",
                    "The dentist asked what I brush with, I said {new}, and she nodded like I'd passed a test.",
                ),
                (
                    "implicit",
                    "Packed {new} for the weekend away and left my toothbrush at home, classic.",
                ),
                (
                    "implicit",
                    "The kids were up at five for the school trip, packed lunches, a lost shoe, the coach leaving at seven sharp, and in all the chaos I brushed my teeth with {new} while buttering toast with the other hand and somehow got both in my hair.",
                ),
            ],
            "questions": [
                "What toothpaste do I use?",
                "What do I brush my teeth with?",
                "Which toothpaste should I pick up?",
            ],
            "now": ["Which toothpaste am I using these days?"],
        },
        "zh": {
            "values": ["云南白药牙膏", "黑人牙膏", "舒适达", "佳洁士", "冷酸灵", "高露洁"],
            "facts": [
                "我刷牙用{v}。",
                "我家牙膏一直买{v}。",
                "洗手台上放的牙膏是{v}。",
            ],
            "corrections": [
                ("cue", "牙膏换了，现在用{new}。"),
                ("cue", "最近改用{new}刷牙了。"),
                ("explicit", "不用{old}了，牙膏换成{new}。"),
                ("explicit", "{old}刷着牙龈疼，改用{new}。"),
                ("implicit", "赶时间刷牙，{new}的沫子滴到了白衬衫上。"),
                ("implicit", "超市{new}第二支半价 囤了五支"),
                ("implicit", "牙医问我用什么牙膏，我说{new}，她点了点头，跟我考试过了似的。"),
                ("implicit", "周末出去玩带了{new}，结果牙刷忘带了。"),
                (
                    "implicit",
                    "孩子学校秋游，五点就起来了，做便当、找鞋，大巴七点准时发车，乱成一团的时候我一只手拿着{new}刷牙，一只手给面包抹果酱，最后两样都蹭到了头发上。",
                ),
            ],
            "questions": [
                "我用什么牙膏？",
                "我刷牙用哪个牌子？",
                "该买哪种牙膏？",
            ],
            "now": ["我现在用的是什么牙膏？"],
        },
    },
    {
        "key": "sunscreen",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Ambre Solaire",
                "La Roche-Posay Anthelios",
                "Boots Soltan",
                "Nivea Sun",
                "Ultrasun",
                "the Garnier spray",
            ],
            "facts": [
                "My sun cream is {v}.",
                "I put {v} on every morning, factor 50.",
                "{v} is the suncream I swear by.",
            ],
            "corrections": [
                ("cue", "I've changed sun cream, I use {new} now."),
                ("cue", "Switched my SPF over to {new}."),
                ("explicit", "Given up on {old}, my sun cream is {new}."),
                ("explicit", "It's not {old} anymore, I put {new} on."),
                (
                    "implicit",
                    "Reapplied {new} three times at the cricket and still came home with a stripe.",
                ),
                ("implicit", "{new} in the beach bag? pls check"),
                (
                    "implicit",
                    "Got {new} in my eye on the ferry and cried all the way to the island.",
                ),
                ("implicit", "The whole car smells of {new} after one day at the seaside."),
                (
                    "implicit",
                    "Sports day was a marathon, two hours on a field with no shade, the dads' race rerun twice because of cheating, I ran out of water, the little one lost a shoe in the sandpit, and I kept slapping {new} on everyone's necks like a maniac.",
                ),
            ],
            "questions": [
                "What sun cream do I use?",
                "Which SPF do I put on?",
                "What suncream should go in the beach bag?",
            ],
            "now": ["Which sun cream am I using at the moment?"],
        },
        "zh": {
            "values": [
                "安热沙小金瓶",
                "碧柔水感",
                "薇诺娜",
                "理肤泉大哥大",
                "曼秀雷敦新碧",
                "怡思丁",
            ],
            "facts": [
                "我用的防晒是{v}。",
                "我每天出门都涂{v}。",
                "我的防晒霜一直用{v}。",
            ],
            "corrections": [
                ("cue", "防晒换了，现在用{new}。"),
                ("cue", "最近改涂{new}了。"),
                ("explicit", "不用{old}了，防晒换成{new}。"),
                ("explicit", "{old}涂着闷痘，改用{new}了。"),
                ("implicit", "在三亚一天补了三回{new}，还是晒出了背心印。"),
                ("implicit", "{new}放包里没 帮我看下"),
                ("implicit", "坐船的时候{new}进眼睛了，一路哭到岛上。"),
                ("implicit", "车里一股{new}的味儿，海边玩了一天的后遗症。"),
                (
                    "implicit",
                    "孩子学校运动会，在没遮没挡的操场上站了两个钟头，家长接力跑重跑了两回，我水喝完了，小的一只鞋丢在沙坑里，我就一直拿着{new}往每个人脖子上抹。",
                ),
            ],
            "questions": [
                "我用什么防晒？",
                "我涂的防晒霜是哪个牌子？",
                "出门该带哪瓶防晒？",
            ],
            "now": ["我现在用的是哪款防晒？"],
        },
    },
    {
        "key": "wristwatch",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "an Apple Watch",
                "a Garmin Forerunner",
                "a Casio F-91W",
                "a Seiko 5",
                "a Fitbit Charge",
                "Grandad's old Omega",
            ],
            "facts": [
                "I wear {v} every day.",
                "The watch on my wrist is {v}.",
                "My everyday watch is {v}.",
            ],
            "corrections": [
                ("cue", "I've changed watches, I wear {new} now."),
                ("cue", "New everyday watch: {new}."),
                ("explicit", "Took off {old} for good, I wear {new}."),
                ("explicit", "Not {old} on my wrist anymore, it's {new}."),
                ("implicit", "Caught {new} on the car door and scratched the face, gutted."),
                (
                    "implicit",
                    "looked at {new} about 40 times in that meeting, longest hour of my life",
                ),
                (
                    "implicit",
                    "Went swimming with {new} on and it survived, I'd have put money on it dying.",
                ),
                (
                    "implicit",
                    "A lad at the bus stop asked the time and I held up {new} for him like it was 1992.",
                ),
                (
                    "implicit",
                    "First day at the new site, hi-vis, steel toecaps, a safety briefing that went on for ninety minutes, the canteen had run out of everything but beans, and I kept checking {new} every five minutes willing it to be half four.",
                ),
            ],
            "questions": [
                "What watch do I wear?",
                "What's on my wrist every day?",
                "Which watch is my everyday one?",
            ],
            "now": ["Which watch am I wearing these days?"],
        },
        "zh": {
            "values": [
                "华为手表",
                "小米手环",
                "苹果手表",
                "天王表",
                "卡西欧电子表",
                "爷爷留下的上海牌手表",
            ],
            "facts": [
                "我每天戴的是{v}。",
                "我手腕上戴着{v}。",
                "我的日常手表是{v}。",
            ],
            "corrections": [
                ("cue", "手表换了，现在戴{new}。"),
                ("cue", "最近改戴{new}了。"),
                ("explicit", "不戴{old}了，换成{new}。"),
                ("explicit", "{old}收进抽屉了，天天戴{new}。"),
                ("implicit", "{new}在车门上磕了一下，表盘划了一道，心疼。"),
                ("implicit", "开会看了四十次{new} 度秒如年"),
                ("implicit", "戴着{new}下水游了一圈，居然没坏。"),
                ("implicit", "公交站有个小伙子问几点，我抬手把{new}亮给他看。"),
                (
                    "implicit",
                    "新工地第一天，反光背心、劳保鞋，安全培训讲了一个半小时，食堂只剩土豆丝，我每隔五分钟就看一眼{new}，盼着赶紧到五点半。",
                ),
            ],
            "questions": [
                "我平时戴什么表？",
                "我手腕上戴的是什么？",
                "我的日常手表是哪块？",
            ],
            "now": ["我现在戴的是哪块表？"],
        },
    },
    {
        "key": "son_breakfast",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Weetabix with banana",
                "toast soldiers and a boiled egg",
                "Coco Pops",
                "porridge with honey",
                "a crumpet with Marmite",
                "Cheerios",
            ],
            "facts": [
                "Our boy will only eat {v} for breakfast.",
                "Every morning our son has {v}.",
                "Breakfast for the little man is {v}, nothing else will do.",
            ],
            "corrections": [
                ("cue", "Our son's breakfast has changed, it's {new} every morning now."),
                ("cue", "He's switched to {new} for breakfast."),
                ("explicit", "He won't touch {old} anymore, it's {new} for breakfast."),
                ("explicit", "Our boy's gone off {old}, he has {new}."),
                ("implicit", "{new} everywhere, on the table, the floor, the dog, him."),
                ("implicit", "can you grab stuff for his {new} tmrw, we're out"),
                (
                    "implicit",
                    "He had his {new} in the car on the way to school because he wouldn't get out of bed.",
                ),
                (
                    "implicit",
                    "Sleepover at Grandma's and he made her do his {new} exactly the way I do it, she was not amused.",
                ),
                (
                    "implicit",
                    "School mornings are carnage, uniform nowhere to be found, reading book in the bath, his sister hogging the bathroom, and he took twenty-five minutes over his {new} while I hunted for a PE kit that turned out to be at school all along.",
                ),
            ],
            "questions": [
                "What does our son have for breakfast?",
                "What will our boy eat in the morning?",
                "What should I make the little man for breakfast?",
            ],
            "now": ["What's our son eating for breakfast these days?"],
        },
        "zh": {
            "values": ["小笼包", "鸡蛋饼", "豆浆油条", "煮鸡蛋配牛奶", "小馄饨", "葱油拌面"],
            "facts": [
                "我儿子早饭只吃{v}。",
                "儿子每天早上都要吃{v}。",
                "我家小子早上就认{v}，别的不吃。",
            ],
            "corrections": [
                ("cue", "儿子早饭换口味了，现在要吃{new}。"),
                ("cue", "儿子最近早上改吃{new}了。"),
                ("explicit", "儿子不吃{old}了，早饭换成{new}。"),
                ("explicit", "{old}他吃腻了，现在每天{new}。"),
                ("implicit", "早上赶不及，{new}打包让他在车上吃，弄了一身。"),
                ("implicit", "明早的{new}你去买？我七点要出门"),
                ("implicit", "在奶奶家过夜，一大早非让奶奶下楼给他买{new}，奶奶气笑了。"),
                ("implicit", "楼下早餐店老板一看见我儿子就开始弄{new}了。"),
                (
                    "implicit",
                    "上学日的早上就是打仗，校服找不到，作业本在沙发缝里，姐姐霸着卫生间，他一份{new}吃了二十五分钟，我满屋子找体育课的鞋，最后发现在学校。",
                ),
            ],
            "questions": [
                "我儿子早饭吃什么？",
                "儿子早上只肯吃啥？",
                "明天早上给儿子弄什么早饭？",
            ],
            "now": ["儿子现在早饭吃什么？"],
        },
    },
    {
        "key": "son_swim_class",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Stage 3",
                "Stage 5",
                "the Dolphins group",
                "the Bronze badge class",
                "the Rookie Lifeguard course",
                "Stage 7",
            ],
            "facts": [
                "Our son is in {v} at swimming.",
                "Saturday mornings he does {v} at the leisure centre pool.",
                "Our boy's swimming lessons are {v}.",
            ],
            "corrections": [
                ("cue", "He's changed swimming groups, he's in {new} now."),
                ("cue", "The swim teacher has put our son into {new}."),
                ("explicit", "He's not in {old} anymore, he's doing {new}."),
                ("explicit", "Our son's out of {old}, swimming is {new} for him."),
                (
                    "implicit",
                    "Watched {new} from the balcony, he did a whole length without stopping and I nearly cried.",
                ),
                ("implicit", "{new} kit list says bring pyjamas?? for the survival bit"),
                ("implicit", "The teacher for {new} blows the whistle like it's the Olympics."),
                (
                    "implicit",
                    "He came out of {new} with goggle marks so deep he looks like a raccoon.",
                ),
                (
                    "implicit",
                    "Saturday: drove the girls to Brownies, queued twenty minutes for the leisure centre car park, sat in the sweaty viewing gallery through the whole of {new} with my coat on because I forgot to take it off, then tea was Hula Hoops from the vending machine.",
                ),
            ],
            "questions": [
                "What swimming group is our son in?",
                "Which swim class does our boy do?",
                "What does he do at swimming on Saturdays?",
            ],
            "now": ["Which swimming group is our son in these days?"],
        },
        "zh": {
            "values": [
                "蛙泳初级班",
                "自由泳班",
                "仰泳班",
                "蝶泳提高班",
                "深水证培训班",
                "区少体校游泳队",
            ],
            "facts": [
                "儿子在游泳馆上{v}。",
                "我家小子学游泳报的是{v}。",
                "儿子每个周末去{v}上课。",
            ],
            "corrections": [
                ("cue", "儿子游泳换班了，现在上{new}。"),
                ("cue", "教练把儿子调到{new}了。"),
                ("explicit", "儿子不上{old}了，现在在{new}。"),
                ("explicit", "{old}不去了，给他换到{new}。"),
                ("implicit", "在看台上看{new}，他一口气游了一个来回，我差点哭了。"),
                ("implicit", "{new}要自己带泳帽 别忘了"),
                ("implicit", "{new}的教练吹哨子跟比赛似的。"),
                ("implicit", "儿子从{new}出来，脸上两圈泳镜印，像只小熊猫。"),
                (
                    "implicit",
                    "周六先送姐姐去学画画，游泳馆停车场排了二十分钟，在闷热的看台上看完了整节{new}，外套都忘了脱，晚饭是自动售货机里的薯片。",
                ),
            ],
            "questions": [
                "我儿子游泳上的是什么班？",
                "儿子学游泳报的哪个班？",
                "儿子在游泳馆上的哪个班？",
            ],
            "now": ["儿子现在游泳上的是哪个班？"],
        },
    },
    {
        "key": "family_chat_name",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "The Taylor Massive",
                "Mum's Minions",
                "Christmas Logistics",
                "No Politics Please",
                "The Madhouse",
                "Sunday Dinner Crew",
            ],
            "facts": [
                "Our family WhatsApp group is called {v}.",
                "The family group chat is {v}.",
                "The whole family is on a WhatsApp group named {v}.",
            ],
            "corrections": [
                ("cue", "Someone renamed the family group chat, it's {new} now."),
                ("cue", "The family WhatsApp has a new name: {new}."),
                ("explicit", "The family chat isn't {old} anymore, it's {new}."),
                ("explicit", "My sister got rid of {old} as the group name, it's {new}."),
                (
                    "implicit",
                    "Dad posted a blurry photo of a heron in {new} and forty messages followed.",
                ),
                ("implicit", "muted {new} for 8 hours, too much"),
                ("implicit", "Auntie Pat sent a good morning GIF to {new} at 5am, bless her."),
                (
                    "implicit",
                    "Asked in {new} who's doing the turkey and started a row about gravy.",
                ),
                (
                    "implicit",
                    "Long one, work was relentless, the printer ate my report, I got home late and there were 96 unread in {new}, all about whether Grandad should be driving at his age, with my brother thumbs-upping everything and Mum typing in capitals.",
                ),
            ],
            "questions": [
                "What's our family WhatsApp group called?",
                "What's the name of the family group chat?",
                "Which group do I message the whole family in?",
            ],
            "now": ["What's the family group chat called at the moment?"],
        },
        "zh": {
            "values": [
                "相亲相爱一家人",
                "幸福一家人",
                "老王家大院",
                "干饭群",
                "家和万事兴",
                "吃了吗",
            ],
            "facts": [
                "我们家的家族微信群叫{v}。",
                "家里的微信群名是{v}。",
                "全家人都在一个叫{v}的群里。",
            ],
            "corrections": [
                ("cue", "家族群改名了，现在叫{new}。"),
                ("cue", "我妈把家里的微信群名改成了{new}。"),
                ("explicit", "家族群不叫{old}了，改叫{new}。"),
                ("explicit", "{old}这个群名被我表哥换掉了，现在是{new}。"),
                ("implicit", "我爸在{new}里发了一张模糊的白鹭照片，下面跟了四十条。"),
                ("implicit", "{new}设了免打扰 太吵"),
                ("implicit", "大姨早上五点在{new}里发早安表情包。"),
                ("implicit", "在{new}里问今年年夜饭在谁家做，吵起来了。"),
                (
                    "implicit",
                    "今天上班累得半死，打印机还卡纸，回到家{new}里九十六条未读，全在讨论爷爷这个年纪该不该开车，我哥每条都回个大拇指，我妈发的全是六十秒语音。",
                ),
            ],
            "questions": [
                "我们家族群叫什么？",
                "家里的微信群名是什么？",
                "我在哪个群里跟全家说话？",
            ],
            "now": ["家族群现在叫什么名字？"],
        },
    },
    {
        "key": "library",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Central Library",
                "the little branch library on Elm Road",
                "the Hive",
                "the library in the leisure centre",
                "Orton Library",
                "the university library",
            ],
            "facts": [
                "My library is {v}.",
                "I borrow my books from {v}.",
                "{v} is where I've got my library card.",
            ],
            "corrections": [
                ("cue", "I've changed libraries, I use {new} now."),
                ("cue", "Moved my library card over to {new}."),
                ("explicit", "Not going to {old} anymore, my library is {new}."),
                ("explicit", "Gave up on {old}, I borrow from {new}."),
                ("implicit", "Paid a £4 fine at {new} for a book I was sure I'd taken back."),
                ("implicit", "{new} has the new Richard Osman on the shelf, grabbed it"),
                (
                    "implicit",
                    "Did the crossword in the reading room at {new} while the rain came down.",
                ),
                ("implicit", "Rhyme Time at {new} was forty toddlers and one exhausted librarian."),
                (
                    "implicit",
                    "Half-term so it was all hands, swimming in the morning, soft play after, then I dragged everyone to {new} to return eleven overdue picture books, one of which had been used as a colouring book, and we came out with fourteen more.",
                ),
            ],
            "questions": [
                "Which library do I use?",
                "Where do I borrow books from?",
                "Which library is my card for?",
            ],
            "now": ["Which library am I using these days?"],
        },
        "zh": {
            "values": [
                "市图书馆",
                "区图书馆",
                "小区旁边的城市书房",
                "省图书馆",
                "大学图书馆",
                "单位的阅览室",
            ],
            "facts": [
                "我借书都去{v}。",
                "我办的是{v}的借书证。",
                "我常去的图书馆是{v}。",
            ],
            "corrections": [
                ("cue", "借书换地方了，现在去{new}。"),
                ("cue", "最近改去{new}看书了。"),
                ("explicit", "不去{old}了，现在去{new}借书。"),
                ("explicit", "{old}太远，改去{new}。"),
                ("implicit", "在{new}还书才发现超期了，罚了两块钱。"),
                ("implicit", "{new}有《三体》了 赶紧借了"),
                ("implicit", "下雨天在{new}的自习区坐了一下午，外面雨哗哗的。"),
                ("implicit", "{new}的绘本角挤满了小孩，管理员阿姨嗓子都喊哑了。"),
                (
                    "implicit",
                    "放假了全家出动，上午游泳，下午淘气堡，傍晚又拖着一家人去{new}还了十一本超期的绘本，其中一本被孩子涂成了涂色书，结果出来又借了十四本。",
                ),
            ],
            "questions": [
                "我一般去哪个图书馆？",
                "我在哪借书？",
                "我的借书证是哪的？",
            ],
            "now": ["我现在去哪个图书馆？"],
        },
    },
    {
        "key": "daily_supplement",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "vitamin D",
                "cod liver oil capsules",
                "magnesium",
                "a Centrum multivitamin",
                "Berocca",
                "iron tablets",
            ],
            "facts": [
                "The supplement I take every morning is {v}.",
                "I take {v} with my breakfast.",
                "Every day I have {v}.",
            ],
            "corrections": [
                ("cue", "I've changed my supplement, I take {new} now."),
                ("cue", "Switched my morning tablet to {new}."),
                ("explicit", "Stopped taking {old}, it's {new} every morning."),
                ("explicit", "Not {old} anymore, I take {new} with breakfast."),
                (
                    "implicit",
                    "Swallowed my {new} with my coffee and felt very virtuous for about a minute.",
                ),
                ("implicit", "{new} on the shopping list pls, 2 left"),
                (
                    "implicit",
                    "The dog got hold of the tub of {new} and we had a fun afternoon at the vet.",
                ),
                (
                    "implicit",
                    "Keep a little pot of {new} in my desk drawer at work so I don't forget.",
                ),
                (
                    "implicit",
                    "Doctor's appointment was a saga, forty minutes in the waiting room next to a man with a very chesty cough, a locum who looked about fifteen, my blood pressure done twice, and when she asked what tablets I take I said just {new} and she wrote it down and that was that.",
                ),
            ],
            "questions": [
                "What supplement do I take every day?",
                "What do I take with breakfast?",
                "Which vitamins do I take?",
            ],
            "now": ["What supplement am I taking at the moment?"],
        },
        "zh": {
            "values": ["钙片", "维生素C", "鱼油", "汤臣倍健的复合维生素", "叶酸", "蛋白粉"],
            "facts": [
                "我每天早上吃{v}。",
                "我一直在吃{v}。",
                "早饭后我都吃{v}。",
            ],
            "corrections": [
                ("cue", "保健品换了，现在吃{new}。"),
                ("cue", "最近改吃{new}了。"),
                ("explicit", "不吃{old}了，换成{new}。"),
                ("explicit", "{old}吃完没再买，现在吃{new}。"),
                ("implicit", "就着咖啡吃了{new}，感觉自己特别养生。"),
                ("implicit", "{new}快没了 记得下单"),
                ("implicit", "狗把{new}的瓶子咬开了，下午带它去了宠物医院。"),
                ("implicit", "办公室抽屉里放了一瓶{new}，省得忘。"),
                (
                    "implicit",
                    "今天去医院折腾了一上午，排队抽血排了四十分钟，前面大爷一直咳，医生看着像刚毕业的，量了两次血压，问我平时吃什么药，我说就吃{new}，她记了一笔就完事了。",
                ),
            ],
            "questions": [
                "我每天吃什么保健品？",
                "我早上吃的是啥营养品？",
                "我在吃什么补充剂？",
            ],
            "now": ["我现在在吃什么保健品？"],
        },
    },
    {
        "key": "family_game",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Ticket to Ride",
                "Catan",
                "Uno",
                "Monopoly Deal",
                "Dobble",
                "Exploding Kittens",
            ],
            "facts": [
                "Family games night is always {v}.",
                "The game we play as a family is {v}.",
                "Sunday nights we get {v} out after tea.",
            ],
            "corrections": [
                ("cue", "Family games night has changed, it's {new} now."),
                ("cue", "we've switched to {new} for games night"),
                ("explicit", "We've put {old} in the loft, family games night is {new}."),
                ("explicit", "It's not {old} anymore on a Sunday, it's {new}."),
                (
                    "implicit",
                    "Lost at {new} to a seven-year-old and she did a lap of honour round the kitchen.",
                ),
                ("implicit", "{new} tonight? i'll bring crisps"),
                (
                    "implicit",
                    "Grandad pretends he doesn't understand the rules of {new} and then wins every single time.",
                ),
                ("implicit", "Mum flounced off from {new} saying we'd all ganged up on her."),
                (
                    "implicit",
                    "Christmas Eve was chaos, the turkey didn't fit in the fridge, the little one was sick after too many chocolate coins, my brother turned up three hours late with a new girlfriend, and somehow we ended up round the table playing {new} till midnight with everyone shouting.",
                ),
            ],
            "questions": [
                "What game do we play as a family?",
                "What do we get out on family games night?",
                "Which game does the family play on Sundays?",
            ],
            "now": ["What's our family game at the moment?"],
        },
        "zh": {
            "values": ["掼蛋", "斗地主", "麻将", "飞行棋", "UNO", "大富翁"],
            "facts": [
                "我们家周末聚在一起玩{v}。",
                "全家人最爱玩的是{v}。",
                "过年一家人围着桌子玩{v}。",
            ],
            "corrections": [
                ("cue", "家里周末改玩{new}了。"),
                ("cue", "全家的新爱好换成了{new}。"),
                ("explicit", "不玩{old}了，现在家里都玩{new}。"),
                ("explicit", "{old}玩腻了，改成{new}。"),
                ("implicit", "玩{new}输给了七岁的侄女，她绕着客厅跑了一圈庆祝。"),
                ("implicit", "今晚{new}来不来 我带瓜子"),
                ("implicit", "爷爷每次玩{new}都装不懂规则，然后把把赢。"),
                ("implicit", "我妈玩{new}急眼了，说我们合伙欺负她。"),
                (
                    "implicit",
                    "除夕乱成一锅粥，鸡放不进冰箱，小的吃多了巧克力吐了，我弟带着新女朋友迟到三个小时，结果一家人围着桌子玩{new}玩到半夜，吵得楼下上来敲门。",
                ),
            ],
            "questions": [
                "我们家平时一起玩什么？",
                "一家人聚在一起玩的是啥？",
                "周末家里玩什么游戏？",
            ],
            "now": ["我们家现在一起玩的是什么？"],
        },
    },
    {
        "key": "handyman",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Marek",
                "Dave from DJ Property Maintenance",
                "Steve round the corner",
                "Fix-It Phil",
                "my brother-in-law Gary",
                "a bloke called Tony off Checkatrade",
            ],
            "facts": [
                "Our handyman is {v}.",
                "When something breaks I ring {v}.",
                "{v} does all our odd jobs.",
            ],
            "corrections": [
                ("cue", "We've got a new handyman, {new}."),
                ("cue", "I use {new} for odd jobs now."),
                ("explicit", "I don't use {old} anymore, our handyman is {new}."),
                ("explicit", "not ringing {old} for jobs now, it's {new}"),
                (
                    "implicit",
                    "{new} put the shelves up in an hour and didn't leave a speck of dust.",
                ),
                ("implicit", "{new} coming thurs for the gutter, leave the side gate open"),
                (
                    "implicit",
                    "{new} took one look at the shower and sucked his teeth for a full minute.",
                ),
                ("implicit", "Made {new} about nine cups of tea while he rehung the kitchen door."),
                (
                    "implicit",
                    "The house is falling apart, a tile came off the roof in the wind, the back gate's off its hinges, the loo seat snapped and a fence panel's in next door's garden, so I've made a list as long as my arm for {new} and I'm praying he's free before the weekend.",
                ),
            ],
            "questions": [
                "Who's our handyman?",
                "Who do I ring when something needs fixing?",
                "Who does our odd jobs?",
            ],
            "now": ["Who's doing our odd jobs these days?"],
        },
        "zh": {
            "values": [
                "小区的王师傅",
                "58同城上找的李师傅",
                "啄木鸟维修",
                "物业的张师傅",
                "老乡介绍的刘师傅",
                "楼下五金店老板",
            ],
            "facts": [
                "家里东西坏了都找{v}。",
                "我家修修补补的活儿都是{v}干。",
                "有什么要修的我就打给{v}。",
            ],
            "corrections": [
                ("cue", "修东西换人了，现在找{new}。"),
                ("cue", "家里的零活改找{new}了。"),
                ("explicit", "不找{old}了，现在修东西找{new}。"),
                ("explicit", "{old}要价太狠，换成{new}了。"),
                ("implicit", "{new}一个小时就把置物架装好了，地上一点灰都没留。"),
                ("implicit", "{new}周四来修晾衣架 记得留人在家"),
                ("implicit", "{new}看了一眼浴室，咂了半天嘴。"),
                ("implicit", "{new}修门的时候我给他续了九回茶。"),
                (
                    "implicit",
                    "这房子快散架了，大风刮掉了阳台的一块玻璃，晾衣架摇不动，马桶盖断了，防盗门锁也不太灵，我列了满满一张单子等{new}，就盼着他周末前有空。",
                ),
            ],
            "questions": [
                "家里东西坏了我找谁？",
                "谁给我家干零活？",
                "要修东西该打给谁？",
            ],
            "now": ["我现在家里修东西找谁？"],
        },
    },
    {
        "key": "ice_cream",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Ben & Jerry's Cookie Dough",
                "Magnum Double Caramel",
                "a mint Cornetto",
                "Carte D'Or vanilla",
                "Häagen-Dazs salted caramel",
                "a Solero",
            ],
            "facts": [
                "The ice cream I keep in the freezer is {v}.",
                "My ice cream is {v}.",
                "When I want a treat it's {v}.",
            ],
            "corrections": [
                ("cue", "I've changed my ice cream, it's {new} now."),
                ("cue", "New freezer treat: {new}."),
                ("explicit", "Gone off {old}, my ice cream is {new}."),
                ("explicit", "It's not {old} in the freezer anymore, it's {new}."),
                ("implicit", "Ate {new} standing at the open freezer at midnight, no regrets."),
                ("implicit", "hid the {new} behind the peas so the kids don't find it"),
                ("implicit", "{new} melted all down my arm on the prom, worth it."),
                ("implicit", "Got to the till with {new} and realised I'd left my purse at home."),
                (
                    "implicit",
                    "Worst week, the car failed its MOT, the cat needed a tooth out, the boss moved the deadline forward, and on Friday night I sat on the sofa in my dressing gown with {new} and a spoon and watched three episodes of something terrible.",
                ),
            ],
            "questions": [
                "What ice cream do I like?",
                "Which ice cream do I keep in the freezer?",
                "What's my treat from the freezer?",
            ],
            "now": ["What ice cream am I into these days?"],
        },
        "zh": {
            "values": ["钟薛高", "梦龙", "可爱多", "东北大板", "八喜", "巧乐兹"],
            "facts": [
                "我冰箱里常备{v}。",
                "我最爱吃的雪糕是{v}。",
                "想犒劳自己的时候我就吃{v}。",
            ],
            "corrections": [
                ("cue", "雪糕换口味了，现在爱吃{new}。"),
                ("cue", "冰箱里的雪糕改成{new}了。"),
                ("explicit", "不吃{old}了，现在只吃{new}。"),
                ("explicit", "{old}吃腻了，换成{new}了。"),
                ("implicit", "半夜站在冰箱前吃了个{new}，不后悔。"),
                ("implicit", "{new}藏在冻饺子后面了 别让孩子看见"),
                ("implicit", "在海边走着，{new}化了一胳膊。"),
                ("implicit", "拿着{new}到收银台才发现手机没电了。"),
                (
                    "implicit",
                    "这周太背了，车年检没过，猫拔了颗牙，领导又把截止日期提前了，周五晚上我穿着睡衣窝在沙发上，抱着{new}连看了三集烂剧。",
                ),
            ],
            "questions": [
                "我爱吃什么雪糕？",
                "我冰箱里常备的是哪种冰淇淋？",
                "我想犒劳自己吃什么？",
            ],
            "now": ["我现在爱吃哪种雪糕？"],
        },
    },
    {
        "key": "song_on_repeat",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Murder on the Dancefloor",
                "Espresso",
                "Dreams by Fleetwood Mac",
                "Mr Blue Sky",
                "Good Luck, Babe!",
                "Running Up That Hill",
            ],
            "facts": [
                "The song I've got on repeat is {v}.",
                "I can't stop listening to {v}.",
                "{v} is on a loop in my headphones.",
            ],
            "corrections": [
                ("cue", "I've got a new song on repeat, {new}."),
                ("cue", "My on-repeat song has changed, it's {new}."),
                ("explicit", "I'm over {old}, the song on repeat is {new}."),
                ("explicit", "Not {old} on loop anymore, it's {new}."),
                (
                    "implicit",
                    "Sang {new} at the top of my lungs on the motorway and a lorry driver gave me a thumbs up.",
                ),
                ("implicit", "{new} 14 times today, send help"),
                (
                    "implicit",
                    "The kids next door have made up a dance to {new}, they must hear it through the wall.",
                ),
                (
                    "implicit",
                    "Spotify says I'm in the top 1% of {new} listeners, I'm choosing to be proud.",
                ),
                (
                    "implicit",
                    "Painted the whole hallway on Sunday, two coats, ladders, dust sheets, the dog walked through the tray, and {new} played on a loop from the little speaker for six hours until my husband came and unplugged it.",
                ),
            ],
            "questions": [
                "What song have I got on repeat?",
                "What am I listening to over and over?",
                "Which song can't I stop playing?",
            ],
            "now": ["What song am I playing on repeat at the moment?"],
        },
        "zh": {
            "values": [
                "《晴天》",
                "《稻香》",
                "《漠河舞厅》",
                "《起风了》",
                "《如愿》",
                "《海底》",
            ],
            "facts": [
                "我单曲循环的是{v}。",
                "我一直在听{v}。",
                "{v}是我耳机里循环的那首。",
            ],
            "corrections": [
                ("cue", "单曲循环换歌了，现在是{new}。"),
                ("cue", "最近改循环{new}了。"),
                ("explicit", "{old}听腻了，现在循环{new}。"),
                ("explicit", "不循环{old}了，换成{new}。"),
                ("implicit", "开车在高速上扯着嗓子唱{new}，旁边的货车司机冲我竖大拇指。"),
                ("implicit", "{new}今天听了十四遍 救命"),
                ("implicit", "隔壁小孩都会跟着{new}跳舞了，估计是隔着墙听多了。"),
                ("implicit", "网易云说我{new}的播放量排全市前百分之一，我认了。"),
                (
                    "implicit",
                    "周日刷了一整天走廊，刷了两遍，架梯子、铺报纸，狗还从漆盘上踩过去，小音箱里{new}放了六个钟头，最后我老公过来把插头拔了。",
                ),
            ],
            "questions": [
                "我单曲循环的是哪首？",
                "我翻来覆去听的是什么歌？",
                "我停不下来的是哪首歌？",
            ],
            "now": ["我现在单曲循环的是什么歌？"],
        },
    },
    {
        "key": "wfh_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the box room",
                "the kitchen table",
                "a desk in the spare bedroom",
                "the shed at the bottom of the garden",
                "the dining room",
                "the corner of the landing",
            ],
            "facts": [
                "When I work from home I'm in {v}.",
                "My work-from-home spot is {v}.",
                "I set the laptop up in {v} on home days.",
            ],
            "corrections": [
                ("cue", "I've moved my home office, I work in {new} now."),
                ("cue", "Changed where I work from home, it's {new}."),
                ("explicit", "Not working from {old} anymore, I'm set up in {new}."),
                ("explicit", "Gave up on {old} for home working, it's {new}."),
                (
                    "implicit",
                    "The Wi-Fi in {new} keeps dropping mid-call, I've apologised to the whole team twice.",
                ),
                ("implicit", "in {new} all day, knock if you need me"),
                ("implicit", "The cat sits on my keyboard in {new} at exactly ten every morning."),
                (
                    "implicit",
                    "Took a Teams call from {new} and my boss asked if I was filming a hostage video.",
                ),
                (
                    "implicit",
                    "Home day, so: school run, a wash on, coffee, then {new} from nine with the heater going, five back-to-back calls, the delivery man ringing the bell in the middle of the big one, and lunch was a handful of cereal straight from the box.",
                ),
            ],
            "questions": [
                "Where do I work when I'm at home?",
                "Where's my work-from-home setup?",
                "Which room do I work in on home days?",
            ],
            "now": ["Where am I working from at home these days?"],
        },
        "zh": {
            "values": ["小书房", "餐桌", "次卧", "阳台的小桌子", "客厅沙发", "飘窗"],
            "facts": [
                "在家办公的时候我在{v}。",
                "我居家办公就待在{v}。",
                "在家上班我把电脑架在{v}。",
            ],
            "corrections": [
                ("cue", "在家办公换地方了，现在在{new}。"),
                ("cue", "居家办公的地方改到{new}了。"),
                ("explicit", "不在{old}办公了，挪到{new}了。"),
                ("explicit", "{old}太冷，在家上班改去{new}。"),
                ("implicit", "{new}的信号老断，开会开到一半掉线，跟全组道了两回歉。"),
                ("implicit", "我在{new}开会 别进来"),
                ("implicit", "每天早上十点，猫准时跳到{new}的键盘上。"),
                ("implicit", "在{new}开视频会，领导问我是不是被绑架了。"),
                (
                    "implicit",
                    "居家办公的一天：送孩子上学，丢一桶衣服进洗衣机，冲杯咖啡，九点在{new}坐下，暖风机开着，连开五个会，开到最要紧那个的时候快递敲门，午饭是直接从袋子里抓的一把麦片。",
                ),
            ],
            "questions": [
                "我在家办公待在哪？",
                "我居家上班在哪个位置？",
                "在家工作的时候我在哪儿？",
            ],
            "now": ["我现在在家办公在哪？"],
        },
    },
    {
        "key": "son_reading_level",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Orange band",
                "Turquoise band",
                "Purple band",
                "Gold band",
                "White band",
                "Lime band",
            ],
            "facts": [
                "Our son's school reading books are {v}.",
                "He's on {v} for reading at school.",
                "The books our boy brings home are {v}.",
            ],
            "corrections": [
                ("cue", "Our son's reading level has changed, he's on {new} now."),
                ("cue", "School have put him on {new} for reading."),
                ("explicit", "He's not on {old} anymore, it's {new} books."),
                ("explicit", "No more {old} books, he brings home {new}."),
                (
                    "implicit",
                    "Read a {new} book with him tonight about a pirate cat and he did all the voices.",
                ),
                ("implicit", "{new} book in his bag, sign the reading record pls"),
                (
                    "implicit",
                    "He's decided {new} books are 'for babies' and wants Harry Potter instead.",
                ),
                (
                    "implicit",
                    "Lost the {new} book from school, turned the house upside down, it was in the dog's bed.",
                ),
                (
                    "implicit",
                    "Homework night: spellings, a worksheet about fractions I didn't understand, a model volcano due tomorrow that nobody mentioned until seven, and then twenty minutes on the sofa with his {new} book while he argued that every word was spelt wrong.",
                ),
            ],
            "questions": [
                "What reading level is our son on?",
                "Which book band does he read at school?",
                "What level are the books he brings home?",
            ],
            "now": ["Which reading band is our son on at the moment?"],
        },
        "zh": {
            "values": [
                "牛津树第四级",
                "牛津树第六级",
                "RAZ的F级",
                "RAZ的J级",
                "海尼曼G2",
                "培生分级第三级",
            ],
            "facts": [
                "儿子的分级阅读读的是{v}。",
                "我儿子英语分级读物在读{v}。",
                "老师给儿子定的分级是{v}。",
            ],
            "corrections": [
                ("cue", "儿子分级阅读换级别了，现在读{new}。"),
                ("cue", "老师让儿子改读{new}了。"),
                ("explicit", "儿子不读{old}了，现在读{new}。"),
                ("explicit", "{old}那套不读了，老师换成了{new}。"),
                ("implicit", "今晚陪儿子读了一本{new}，讲一只海盗猫的，他还给每个角色配音。"),
                ("implicit", "{new}的打卡别忘了 群里老师催了"),
                ("implicit", "儿子嫌{new}太幼稚，吵着要看《哈利波特》。"),
                ("implicit", "{new}的书找不着了，翻遍全家，在狗窝里。"),
                (
                    "implicit",
                    "作业之夜：听写、一张分数练习题我都看不懂、明天要交的火山模型七点才说，最后陪他在沙发上读了二十分钟{new}，他每个单词都要跟我争读音。",
                ),
            ],
            "questions": [
                "儿子分级阅读读到哪一级？",
                "我儿子读的是哪级分级读物？",
                "老师给儿子定的阅读级别是？",
            ],
            "now": ["儿子现在读哪一级分级读物？"],
        },
    },
    {
        "key": "cat_sleep_spot",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the airing cupboard",
                "the sock drawer",
                "the laundry basket",
                "our bed",
                "the radiator hammock",
                "a cardboard box in the hall",
            ],
            "facts": [
                "The cat sleeps in {v}.",
                "Our cat's favourite sleeping spot is {v}.",
                "If you want the cat, she's curled up in {v}.",
            ],
            "corrections": [
                ("cue", "The cat has picked a new place to sleep, {new}."),
                ("cue", "The cat's sleeping spot has changed, it's {new} now."),
                ("explicit", "The cat has abandoned {old}, she sleeps in {new}."),
                ("explicit", "It's not {old} for the cat anymore, it's {new}."),
                (
                    "implicit",
                    "Went to get a towel and the cat hissed at me from {new} like I'd broken into her flat.",
                ),
                ("implicit", "cat asleep in {new}, covered in fluff, not moving for anyone"),
                (
                    "implicit",
                    "Had to lift the cat out of {new} to get anything done and she's sulking.",
                ),
                (
                    "implicit",
                    "The vet says she's overweight, which explains the dent she's made in {new}.",
                ),
                (
                    "implicit",
                    "Mad day, the new sofa was delivered and didn't fit through the door, the men had to take the legs off, the dog barked the entire time, and the cat slept through all of it in {new} without moving a whisker.",
                ),
            ],
            "questions": [
                "Where does the cat sleep?",
                "Where will I find the cat napping?",
                "What's the cat's favourite sleeping spot?",
            ],
            "now": ["Where's the cat sleeping these days?"],
        },
        "zh": {
            "values": [
                "衣柜顶上",
                "洗衣篮里",
                "我们的床上",
                "暖气片上的吊床",
                "门口的快递纸箱",
                "电视柜下面",
            ],
            "facts": [
                "我家猫睡在{v}。",
                "猫最爱待的地方是{v}。",
                "找猫的话，她一般窝在{v}。",
            ],
            "corrections": [
                ("cue", "猫换地方睡了，现在睡{new}。"),
                ("cue", "我家猫最近改睡{new}了。"),
                ("explicit", "猫不睡{old}了，现在窝在{new}。"),
                ("explicit", "{old}被猫嫌弃了，她现在睡{new}。"),
                ("implicit", "想拿件衣服，猫在{new}冲我哈气，好像我闯进了她家。"),
                ("implicit", "猫窝在{new} 一身毛 谁叫都不动"),
                ("implicit", "要干活只能先把猫从{new}抱走，她生气了。"),
                ("implicit", "兽医说她超重了，怪不得{new}都被压出一个坑。"),
                (
                    "implicit",
                    "今天乱套了，新沙发送来进不了门，师傅把腿拆了才搬进来，狗叫了一下午，猫在{new}睡了一整天，胡子都没动一下。",
                ),
            ],
            "questions": [
                "我家猫睡哪？",
                "猫一般窝在哪里？",
                "我家猫最爱待在哪？",
            ],
            "now": ["我家猫现在睡在哪？"],
        },
    },
    {
        "key": "razor",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a Gillette Fusion",
                "a Braun electric",
                "a safety razor",
                "a Harry's razor",
                "a Wilkinson Sword Hydro",
                "a Philips OneBlade",
            ],
            "facts": [
                "I shave with {v}.",
                "My razor is {v}.",
                "I keep {v} on the bathroom shelf for shaving.",
            ],
            "corrections": [
                ("cue", "I've changed razors, I use {new} now."),
                ("cue", "Switched to {new} for shaving."),
                ("explicit", "Chucked {old}, I shave with {new}."),
                ("explicit", "Not {old} anymore, it's {new} for my shave."),
                (
                    "implicit",
                    "Nicked my chin with {new} five minutes before the interview, classic.",
                ),
                ("implicit", "left {new} at the hotel, buying a cheap one to tide me over"),
                (
                    "implicit",
                    "The toddler found {new} on the edge of the bath and I've never moved faster in my life.",
                ),
                ("implicit", "Packed {new} for the stag do and then didn't shave once."),
                (
                    "implicit",
                    "My best mate's wedding day, up at six, suit still in the dry cleaner's bag, cufflinks missing, I shaved with {new} at the B&B's tiny sink with my head bent under a sloping ceiling and still made it to the church before the groom.",
                ),
            ],
            "questions": [
                "What do I shave with?",
                "What razor do I use?",
                "What's my razor?",
            ],
            "now": ["Which razor am I using these days?"],
        },
        "zh": {
            "values": [
                "飞利浦电动剃须刀",
                "吉列锋隐",
                "飞科剃须刀",
                "米家电动剃须刀",
                "博朗剃须刀",
                "老式的双面刀片",
            ],
            "facts": [
                "我刮胡子用{v}。",
                "我的剃须刀是{v}。",
                "卫生间架子上放着我刮胡子用的{v}。",
            ],
            "corrections": [
                ("cue", "剃须刀换了，现在用{new}。"),
                ("cue", "最近改用{new}刮胡子了。"),
                ("explicit", "不用{old}了，换成{new}。"),
                ("explicit", "{old}刮着脸疼，改用{new}了。"),
                ("implicit", "面试前五分钟用{new}把下巴刮破了，经典。"),
                ("implicit", "{new}落酒店了 先买个便宜的凑合"),
                ("implicit", "孩子从浴缸边上把{new}拿走了，吓得我三步并两步冲过去。"),
                ("implicit", "出差带了{new}，结果三天一次都没刮。"),
                (
                    "implicit",
                    "哥们结婚那天六点就起了，西装还在干洗店的袋子里，袖扣找不着，在民宿小得转不开身的洗手池前弯着腰用{new}刮了胡子，最后居然比新郎先到酒店。",
                ),
            ],
            "questions": [
                "我刮胡子用什么？",
                "我的剃须刀是哪款？",
                "我用的是什么剃须刀？",
            ],
            "now": ["我现在用哪个剃须刀？"],
        },
    },
    {
        "key": "toddler_comfort_toy",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a knitted rabbit called Bun",
                "Mr Giraffe",
                "a blue blanket she calls Blankie",
                "a Peppa Pig teddy",
                "a floppy dog called Biscuit",
                "a muslin square",
            ],
            "facts": [
                "Our toddler can't sleep without {v}.",
                "Her comfort toy is {v}.",
                "{v} goes everywhere with our little one.",
            ],
            "corrections": [
                ("cue", "Her comfort toy has changed, it's {new} now."),
                ("cue", "Our little one has a new favourite to sleep with: {new}."),
                ("explicit", "She's dropped {old}, it's {new} she needs at bedtime."),
                ("explicit", "Not {old} anymore, she won't sleep without {new}."),
                ("implicit", "Left {new} at soft play and drove back in my slippers at 9pm."),
                ("implicit", "{new} is in the wash, pray for us"),
                ("implicit", "She made the whole nursery say goodbye to {new} at pick-up."),
                ("implicit", "Bought a spare {new} online in case the worst ever happens."),
                (
                    "implicit",
                    "The flight to Malaga was a nightmare, three hours late, the café out of sandwiches, she screamed through take-off, the man in front reclined into my knees, and the only thing that got her off to sleep was {new} pressed against her face the whole way down.",
                ),
            ],
            "questions": [
                "What can't our toddler sleep without?",
                "What's her comfort toy?",
                "What does our little one take everywhere?",
            ],
            "now": ["What's her comfort toy at the moment?"],
        },
        "zh": {
            "values": [
                "一只叫团团的熊猫",
                "小黄鸭枕头",
                "一条蓝色的小被子",
                "一只奥特曼玩偶",
                "长耳朵兔子",
                "一块口水巾",
            ],
            "facts": [
                "闺女睡觉离不开{v}。",
                "孩子的安抚玩具是{v}。",
                "闺女去哪都抱着{v}。",
            ],
            "corrections": [
                ("cue", "闺女的安抚玩具换了，现在是{new}。"),
                ("cue", "闺女最近换成抱着{new}睡了。"),
                ("explicit", "不要{old}了，现在睡觉得抱{new}。"),
                ("explicit", "{old}被她扔一边了，现在离不开{new}。"),
                ("implicit", "把{new}落在商场的儿童乐园了，晚上九点穿着拖鞋开车回去找。"),
                ("implicit", "{new}洗了还没干 今晚完蛋"),
                ("implicit", "幼儿园放学，她非让全班跟{new}说再见。"),
                ("implicit", "在网上又买了一个一模一样的{new}备着，万一丢了呢。"),
                (
                    "implicit",
                    "飞三亚那趟简直噩梦，延误三个小时，候机厅的吃的全卖光了，起飞的时候她哭了一路，前面的人座椅放倒压着我膝盖，最后只有把{new}贴在她脸上她才睡着。",
                ),
            ],
            "questions": [
                "闺女睡觉离不开什么？",
                "闺女的安抚玩具是啥？",
                "孩子出门总抱着什么？",
            ],
            "now": ["闺女现在离不开的是哪个玩具？"],
        },
    },
    {
        "key": "massage_place",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Thai massage place on the high street",
                "Knead to Know",
                "the spa at the Marriott",
                "Ruth's garden studio",
                "the sports massage clinic at the rugby club",
                "Serenity Day Spa",
            ],
            "facts": [
                "I get my massages at {v}.",
                "Once a month I treat myself to a massage at {v}.",
                "For a massage I go to {v}.",
            ],
            "corrections": [
                ("cue", "I've changed where I get massages, it's {new} now."),
                ("cue", "I go to {new} for massages these days."),
                ("explicit", "I've stopped going to {old}, my massage is at {new}."),
                ("explicit", "Not {old} anymore for a massage, it's {new}."),
                (
                    "implicit",
                    "Fell asleep on the table at {new} and snored, she was very kind about it.",
                ),
                ("implicit", "{new} sat 2pm, don't book me anything"),
                (
                    "implicit",
                    "The therapist at {new} found a knot in my shoulder 'the size of a conker'.",
                ),
                ("implicit", "Came out of {new} so relaxed I walked straight past my own car."),
                (
                    "implicit",
                    "The kids got me a voucher for my birthday, so after a week of night shifts, a leaking shower tray and my mum in and out of hospital I finally used it at {new} and lay there for an hour thinking about nothing for the first time in months.",
                ),
            ],
            "questions": [
                "Where do I get massages?",
                "Where do I go for a massage?",
                "Where should I book a massage?",
            ],
            "now": ["Where am I getting my massages these days?"],
        },
        "zh": {
            "values": [
                "小区门口的足疗店",
                "盲人按摩店",
                "华夏良子",
                "商场里的泰式按摩",
                "中医馆的推拿科",
                "楼下的采耳按摩店",
            ],
            "facts": [
                "我做按摩都去{v}。",
                "每个月我都去{v}放松一次。",
                "肩颈一酸我就去{v}。",
            ],
            "corrections": [
                ("cue", "按摩换地方了，现在去{new}。"),
                ("cue", "最近改去{new}按摩了。"),
                ("explicit", "不去{old}了，按摩改去{new}。"),
                ("explicit", "{old}的师傅走了，我现在去{new}。"),
                ("implicit", "在{new}按着按着睡着了，还打呼，师傅挺客气，没笑我。"),
                ("implicit", "周六下午两点{new} 别给我安排事"),
                ("implicit", "{new}的师傅说我肩膀上有个结，跟核桃一样大。"),
                ("implicit", "从{new}出来太放松了，走过了自己的车都没发现。"),
                (
                    "implicit",
                    "孩子们送了我一张卡当生日礼物，这一周连上夜班，淋浴房漏水，我妈又进进出出医院，周末总算去{new}用了，躺了一个钟头，几个月来头一回什么都没想。",
                ),
            ],
            "questions": [
                "我一般去哪按摩？",
                "我做按摩去哪家？",
                "肩颈不舒服我去哪？",
            ],
            "now": ["我现在按摩去哪家？"],
        },
    },
    {
        "key": "online_shop",
        "type": "SEMANTIC",
        "en": {
            "values": ["Amazon", "eBay", "Vinted", "Argos", "Temu", "John Lewis online"],
            "facts": [
                "I do most of my online shopping on {v}.",
                "Most of our parcels come from {v}.",
                "When I need something I order it off {v}.",
            ],
            "corrections": [
                ("cue", "I've changed where I shop online, it's mostly {new} now."),
                ("cue", "Most of my online orders go through {new} these days."),
                ("explicit", "Deleted {old}, I order everything off {new}."),
                ("explicit", "Not {old} anymore for my shopping, it's {new}."),
                (
                    "implicit",
                    "Spent forty minutes scrolling {new} at 1am and bought a fondue set, why.",
                ),
                ("implicit", "{new} says delivered but it's not here??"),
                (
                    "implicit",
                    "My partner has banned {new} from my phone after the inflatable flamingo.",
                ),
                ("implicit", "Sent the wrong size back to {new}, third time this month."),
                (
                    "implicit",
                    "Did Christmas in one go on the sofa because I couldn't face town, the kids' lists were in glitter pen and half illegible, the Wi-Fi kept dropping, and by midnight I'd got everyone sorted on {new} apart from my father-in-law, who wants 'nothing', as always.",
                ),
            ],
            "questions": [
                "Where do I do my online shopping?",
                "Where do most of our parcels come from?",
                "Which site do I order things off?",
            ],
            "now": ["Where am I doing my online shopping these days?"],
        },
        "zh": {
            "values": ["淘宝", "京东", "拼多多", "抖音商城", "唯品会", "闲鱼"],
            "facts": [
                "我网购基本都在{v}上。",
                "家里的快递大多是{v}买的。",
                "要买东西我就上{v}下单。",
            ],
            "corrections": [
                ("cue", "网购换平台了，现在主要用{new}。"),
                ("cue", "最近买东西改用{new}了。"),
                ("explicit", "把{old}卸载了，现在都在{new}买。"),
                ("explicit", "不在{old}买东西了，改用{new}。"),
                ("implicit", "半夜一点在{new}刷了四十分钟，买了个电火锅，图啥。"),
                ("implicit", "{new}显示签收了 但我没收到？？"),
                ("implicit", "老公不让我手机上装{new}了，就因为上次那个充气火烈鸟。"),
                ("implicit", "在{new}买的衣服又退了，这个月第三回。"),
                (
                    "implicit",
                    "年货一口气在沙发上办完了，实在不想去挤超市，孩子的心愿单是用荧光笔写的，一半看不清，网还老断，到半夜在{new}上把一家人都安排好了，就剩我公公，他照例说什么都不要。",
                ),
            ],
            "questions": [
                "我一般在哪网购？",
                "我家的快递大多是哪买的？",
                "我买东西上哪个平台？",
            ],
            "now": ["我现在网购主要用哪个？"],
        },
    },
    {
        "key": "postie",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Sandra",
                "a young lad called Josh",
                "Big Ken",
                "Mohammed",
                "a woman called Jo with a purple trolley",
                "Terry",
            ],
            "facts": [
                "Our postie is {v}.",
                "The post on our street is done by {v}.",
                "{v} delivers our letters.",
            ],
            "corrections": [
                ("cue", "We've got a new postie, {new}."),
                ("cue", "Our post round has changed hands, it's {new} now."),
                ("explicit", "{old} doesn't do our round anymore, our postie is {new}."),
                ("explicit", "It's not {old} with the post now, it's {new}."),
                ("implicit", "{new} left a parcel in the wheelie bin, points for creativity."),
                ("implicit", "{new} gave the dog a biscuit, he's in love"),
                (
                    "implicit",
                    "Gave {new} a box of Celebrations for Christmas, out in all weathers, bless them.",
                ),
                ("implicit", "Had a chat with {new} at the gate about the potholes on our road."),
                (
                    "implicit",
                    "Waited in all day for the passport, couldn't go to the loo without thinking I'd miss the door, the dog howled at every car, and at half two {new} finally came up the path with it and I practically hugged them on the doorstep.",
                ),
            ],
            "questions": [
                "Who's our postie?",
                "Who delivers our post?",
                "Who brings the letters on our street?",
            ],
            "now": ["Who's our postie these days?"],
        },
        "zh": {
            "values": [
                "小李",
                "顺丰的王师傅",
                "一个东北口音的大哥",
                "戴眼镜的小伙子小周",
                "中通的刘哥",
                "骑三轮的张姐",
            ],
            "facts": [
                "我们这片的快递员是{v}。",
                "我家的快递一般是{v}送上门。",
                "给我们小区送快递的是{v}。",
            ],
            "corrections": [
                ("cue", "我们这片换快递员了，现在是{new}。"),
                ("cue", "小区的快递员换人了，{new}。"),
                ("explicit", "{old}不跑我们这片了，现在是{new}送。"),
                ("explicit", "快递员不是{old}了，换成了{new}。"),
                ("implicit", "{new}把快递塞在电表箱里了，挺会找地方。"),
                ("implicit", "{new}给狗扔了根火腿肠 狗爱上了"),
                ("implicit", "过年给{new}塞了两瓶饮料，风里雨里的不容易。"),
                ("implicit", "在小区门口跟{new}聊了半天这条路什么时候修。"),
                (
                    "implicit",
                    "在家等了一天护照的快递，上厕所都不敢，怕错过敲门，狗见车就叫，下午两点半{new}终于拿着件上楼了，我差点在门口抱住人家。",
                ),
            ],
            "questions": [
                "我们这片的快递员是谁？",
                "我家快递一般谁送？",
                "给我们小区送快递的是谁？",
            ],
            "now": ["我们这片现在是谁送快递？"],
        },
    },
]
