"""Fresh templates of the knowledge-update benchmark, fifteenth generation
(for `python -m bench.knowledge_update --templates fresh15`, once it is registered there).

Written 2026-12-05 by a helper session that read none of the engine's code, rules or lexicons
(judge, cue and time words, tokenizer, extraction, merging), none of core/, server/, tests/ and
clients/, and none of the bench code while writing it: of bench/ it read ku_fresh13.py in full
(for the format), the first 25 lines (the docstring) of ku_templates.py, the listing of
bench/data/, and the other ku_*.py (ku_fresh14.py included) only to list their attribute keys (a
grep on "key"), so that none is reused; afterwards it checked by script that no fact, correction
or question here copies one of theirs. It did not run the engine or the benchmark. Not to be tuned
on; whoever tunes on it writes a new set and says so. Run it once.

22 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py to ku_fresh14.py,
from slots no earlier set has: the user's own looks and kit (the hairstyle, the sunglasses, the
phone case, the power bank, the walking boots); apps (the music app, the takeaway app, what books
are read on); food (the weekday breakfast, the emergency instant noodles, where the family eats
out); the house itself (how it is heated, where the hot water comes from, the toilet cleaner,
where the DIY bits are bought, who mends the shoes); work people (the mentor, the lunch companion);
and the family (Dad's hearing aids, Mum's exercise class, the toddler's favourite cartoon, the city
the sister lives in). The Chinese side is localised, not translated: 黑长直, 公主切 and 锁骨发;
暴龙, 木九十 and 夹在近视镜上的夹片; 库洛米手机壳 and 防摔气囊壳; 罗马仕 and 开会发的赠品充电宝;
凯乐石 and 一双解放鞋 for the hills; QQ音乐, 网易云 and 汽水音乐; 美团, 饿了么, 淘宝闪购 and 楼下饭馆的
微信小程序; 掌阅, 文石 and 手机上的微信读书; 豆浆油条, 煎饼果子, 小米粥配咸菜 and 热干面; 康师傅,
老坛酸菜, 白象 and 今麦郎; 海底捞, 铜锅涮肉, 西贝 and 楼下的烧烤摊; 小区集中供暖, 壁挂炉, 油汀 and
烧煤的土暖气; 林内燃气, 楼顶的太阳能 and 空气能热水器; 威猛先生, 蓝泡泡, 84 and 小苏打加白醋;
小区门口的五金店, 建材市场 and 居然之家; 小区门口修鞋的刘师傅 and 地铁口修鞋配钥匙的大爷; 带我的
师傅老刘 and 返聘回来的陈工; a 饭搭子 who is 前台的芳芳 or 同一栋楼上班的小姑子; 残联免费发的 or
京东上几百块的 hearing aids for 我爸; 广场舞, 八段锦, 水兵舞 and 柔力球 for 我妈; 汪汪队, 熊出没,
喜羊羊 and 宝宝巴士 for the little one; 深圳, 昆明, 厦门 and 墨尔本 for 我姐.

Some attributes sit next to each other on purpose: the heating and the hot water are the same
house (their values never coincide: "gas central heating" is not "a combi boiler", 壁挂炉 is only a
heating value), the mentor and the lunch companion are the same office (different people), the
sunglasses and the phone case and the power bank are the same bag. Person values carry a name or a
distinctive form ("Priya from the risk team", "带我的师傅老刘") so that plain words such as "my
mentor" or "饭搭子" elsewhere are not values. The toddler is "the little one" / "小家伙", a boy.

Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated with
the new value) and ku_fresh13.py, with the correction styles
  "cue"       a change word, no old value ("went for {new} at the hairdressers yday", "signed up to
              {new} with the family plan", "the audiologist set Dad up with", "入了", "开了会员",
              "拼多多上囤了一箱", "我妈迷上{new}啦", ...)
  "explicit"  the old value named as replaced ("{old} swelled up like a pillow", "{old} let the
              water in", "{old}鼓包了", "{old}老啸叫", "饭搭子：{new}，{old}单飞了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Blister the size of a 50p off {new} on the descent", "孙子把{new}藏果盘里")
and "plain". Unlike ku_fresh13.py (three cue, three explicit, six implicit), every attribute here
has four cue, four explicit and four implicit wordings per language, so that about a third of the
written corrections are implicit: terse lower-case chat lines with the odd typo or slang word, long
rambling messages where the value is one clause among several, and situations in which the value
simply turns up; the Chinese ones use 了/啦/呗/咯, 换了, 现在用的是 or no cue at all. Corrections
carry no direction words (the old and new values are drawn at random).

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (a bride's hair at a wedding, sunglasses sold from a suitcase, a wall of phone
cases, a delivery rider asleep on his moped, a ramen queue, the office heating, cold campsite
showers, bleach at the services, flip-flops up Snowdon, a key-cutting kiosk, a school mentoring
scheme, a canteen roast, a theatre hearing loop, a flash mob, cartoons in a dentist's waiting room,
a neighbour's drill, airport charging lockers), and a few are about the same relatives as the
attributes but about other things (Dad's voice-to-text, Mum's one-armed jumper, the sister's
greyhound, the little one's first sentence). Some use "changed", "moved", "switched", "swapped",
"new", "now", "still", "started", "现在", "换", "改", "搬", "新", "开始" in senses that are not a
change of the user's attribute, so that a memory system that matches on shared words rather than
on meaning is caught out; none of them states, or implies, a value of an attribute. Filler names,
cities, dishes, snacks and shows are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Maggie", "Tunde", "Freya", "Callum", "Yasmin", "Gareth", "Niamh", "Joel"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["February", "March", "May", "July", "September", "November"],
        "city": ["York", "Lisbon", "Seville", "Cork", "Bruges", "Llandudno", "Krakow"],
        "dish": [
            "a beef stew",
            "toad in the hole",
            "a sausage casserole",
            "macaroni cheese",
            "a fish finger sandwich",
            "a Sunday roast",
        ],
        "snack": [
            "a Kit Kat",
            "a packet of Hula Hoops",
            "a custard cream",
            "a sausage roll",
            "a Crunchie",
            "a bag of Wotsits",
        ],
        "show": [
            "Taskmaster",
            "Bake Off",
            "Line of Duty",
            "Gavin & Stacey",
            "University Challenge",
            "Antiques Roadshow",
        ],
        "thing": [
            "the fridge",
            "the tumble dryer",
            "the microwave",
            "the oven timer",
            "the baby monitor",
            "the carbon monoxide alarm",
        ],
        "bird": [
            "a robin",
            "a goldfinch",
            "a heron",
            "a song thrush",
            "a woodpecker",
            "a couple of jackdaws",
        ],
        "minutes": ["10", "20", "35", "45", "55", "80"],
        "number": ["3", "5", "8", "11", "19", "30"],
    },
    "zh": {
        "friend": ["小敏", "阿杰", "佳佳", "老郑", "婷婷", "大勇", "小麦", "阿芬"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["苏州", "重庆", "丽江", "哈尔滨", "扬州", "北海", "西宁"],
        "dish": ["可乐鸡翅", "酸菜鱼", "土豆炖牛肉", "蒜蓉西兰花", "红烧茄子", "韭菜盒子"],
        "snack": ["辣条", "旺旺雪饼", "酒鬼花生", "QQ糖", "鸭脖", "无花果干"],
        "show": [
            "《繁花》",
            "《甄嬛传》",
            "《庆余年》",
            "《向往的生活》",
            "《家有儿女》",
            "《漫长的季节》",
        ],
        "thing": ["微波炉", "烤箱", "冰箱", "扫地机器人", "空气净化器", "洗碗机"],
        "bird": ["一只斑鸠", "一只戴胜", "几只白鹭", "一只翠鸟", "一群燕子", "一只红嘴蓝鹊"],
        "minutes": ["10", "20", "35", "45", "55", "80"],
        "number": ["3", "5", "8", "11", "19", "30"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            "The bride at {friend}'s wedding had her hair pinned up for four hours and took the lot down before the first dance.",
        ),
        (
            "EPISODIC",
            "A man on the front at {city} was selling sunglasses out of a suitcase and packed up the second it clouded over.",
        ),
        (
            "EPISODIC",
            "The phone shop in town has a whole wall of cases and not one of them fits anything made after 2019.",
        ),
        (
            "EPISODIC",
            "The supermarket played the same Christmas song six times while I queued for the self-checkout.",
        ),
        (
            "EPISODIC",
            "A delivery rider was asleep on his moped outside the kebab shop with the engine still running.",
        ),
        (
            "EPISODIC",
            "The library has put up a sign about borrowing e-books and three pensioners were arguing with it.",
        ),
        (
            "EPISODIC",
            "The hotel breakfast in {city} had a conveyor-belt toaster that turned every slice to charcoal.",
        ),
        (
            "EPISODIC",
            "A ramen bar in {city} had a queue round the block and a sign saying no photographs of the noodles.",
        ),
        (
            "EPISODIC",
            "The heating at the office is either off or tropical and the thermostat lives in a locked box.",
        ),
        (
            "EPISODIC",
            "The campsite showers in {city} went cold at seven sharp and a man in the next cubicle howled.",
        ),
        (
            "EPISODIC",
            "The toilets at the motorway services smelt so strongly of bleach my eyes watered.",
        ),
        (
            "EPISODIC",
            "A lad walked up Snowdon in flip-flops and overtook our whole group on the last stretch.",
        ),
        (
            "EPISODIC",
            "The key-cutting kiosk at the station also does watch batteries, engraving and, according to the sign, passport photos.",
        ),
        (
            "EPISODIC",
            "My nephew's school pairs the sixth-formers up with the Year 7s and he's been given a prefect who only talks about Fortnite.",
        ),
        (
            "EPISODIC",
            "The canteen served a roast dinner on a Tuesday with no explanation and we all ate it in silence.",
        ),
        (
            "EPISODIC",
            "The theatre has a hearing-loop sign by the door that nobody has ever seen switched on.",
        ),
        (
            "EPISODIC",
            "A flash mob did a dance routine in the shopping centre and a security guard joined in by accident.",
        ),
        (
            "EPISODIC",
            "The dentist's waiting room had cartoons on with the sound off and a grown man was watching them intently.",
        ),
        (
            "EPISODIC",
            "The neighbour has been drilling from eight o'clock three Saturdays running and nothing looks any different.",
        ),
        (
            "EPISODIC",
            "The airport had charging lockers by the gate and every single one had somebody's phone in it.",
        ),
        (
            "EPISODIC",
            "Watched a video of an old man in Norway stitching a boot back together by candlelight; it went on for an hour.",
        ),
        (
            "EPISODIC",
            "The cinema's air con was set to arctic and {friend} watched the whole film wrapped in my scarf.",
        ),
        (
            "SEMANTIC",
            "My grandad kept a barber's chair in his shed and cut every child's hair in the family until we were twelve.",
        ),
        ("SEMANTIC", "In {city} everybody seems to eat lunch at three in the afternoon."),
        ("PREFERENCE", "I can't bear people playing music out loud on the bus."),
        (
            "PREFERENCE",
            "I'd rather climb six flights than share a lift with a stranger who's whistling.",
        ),
        # the same relatives, other things
        (
            "EPISODIC",
            "Dad has discovered voice-to-text and his messages come out like modern poetry.",
        ),
        (
            "EPISODIC",
            "Mum has been knitting the same jumper since {month} and it still only has one arm.",
        ),
        (
            "EPISODIC",
            "My sister has adopted a retired greyhound that's frightened of the toaster.",
        ),
        (
            "EPISODIC",
            "The little one said his first proper sentence and it was 'where the biscuits gone'.",
        ),
        (
            "SEMANTIC",
            "My sister and I shared a bedroom till I was fourteen and there was a line of tape down the middle of the carpet.",
        ),
        (
            "EPISODIC",
            "Mum rang to say there was a fox in her garden wearing what looked like a crisp packet.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            "Changed the duvet cover with the little one inside it, which he thinks is the best game ever invented.",
        ),
        ("EPISODIC", "{friend} has moved to {city} and sends me a photo of every single pastry."),
        (
            "EPISODIC",
            "Switched the clocks back on Saturday night and still turned up at the dentist an hour early.",
        ),
        (
            "EPISODIC",
            "The café on the corner has new owners and they've painted everything sage green.",
        ),
        (
            "EPISODIC",
            "Swapped seats on the train so a couple could sit together and ended up next to a man peeling an egg.",
        ),
        (
            "EPISODIC",
            "The bus company has changed the timetable again and the 42 comes either twice or not at all.",
        ),
        ("EPISODIC", "Still finding sand in the car from the beach back in {month}."),
        (
            "EPISODIC",
            "Moved the wardrobe to hoover behind it and found a sock I'd been blaming the washing machine for.",
        ),
        (
            "EPISODIC",
            "It's dark by half four now and I keep eating my tea at five like a pensioner.",
        ),
        ("EPISODIC", "The new vicar cycles everywhere in a cape."),
        (
            "EPISODIC",
            "Our road has new speed bumps and the bin lorry takes them like it's in a rally.",
        ),
        (
            "EPISODIC",
            "{friend} changed her hair colour for a bet and her own mother walked straight past her in the street.",
        ),
        (
            "EPISODIC",
            "Left the office at six and the cleaners had started dancing to the radio in the corridor.",
        ),
        # plain unrelated
        ("SEMANTIC", "I can whistle with two fingers, which is useful for exactly nothing."),
        (
            "SEMANTIC",
            "{friend} and I have been posting the same birthday card back and forth since 2011.",
        ),
        ("SEMANTIC", "The downstairs loo door has to be lifted slightly before it will shut."),
        (
            "SEMANTIC",
            "Our front door has {number} steps up to it and I count them under my breath every time.",
        ),
        ("PREFERENCE", "If {dish} is on the menu, I'm not reading any further."),
        ("PREFERENCE", "I could watch {show} on a loop and never get bored."),
        ("PREFERENCE", "{snack} in front of the telly is my idea of a good evening."),
        ("PREFERENCE", "I can't stand people who reply-all just to say thanks."),
        ("PREFERENCE", "I like the sound of rain on the conservatory roof."),
        (
            "EPISODIC",
            "Cooked {dish} on {weekday} and the little one ate only the bits he could pick out.",
        ),
        ("EPISODIC", "Watched {bird} pinch crumbs off the patio table while I had my coffee."),
        (
            "EPISODIC",
            "{thing} started bleeping at two in the morning and stopped the second I got up.",
        ),
        ("EPISODIC", "Watched {show} at {friend}'s with {snack} and a blanket over our knees."),
        ("EPISODIC", "Spent {minutes} minutes on hold to the council about a pothole."),
        ("EPISODIC", "Had a long weekend in {city} in {month} and it didn't stop raining once."),
        (
            "EPISODIC",
            "Gave {thing} a kick and it sprang back to life, and I'll be telling everyone.",
        ),
        (
            "EPISODIC",
            "Lost the pub quiz by {number} points and the winning team were all retired teachers.",
        ),
        ("EPISODIC", "Hiccupped {number} times in a row during the quiet bit of the school play."),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "{friend}结婚那天新娘的盘发弄了四个钟头，敬完酒就全拆了。"),
        ("EPISODIC", "{city}海边有个大叔拿行李箱卖墨镜，一阴天立马收摊。"),
        ("EPISODIC", "商场那家手机配件店一整面墙的手机壳，没一个套得上老款机子。"),
        ("EPISODIC", "超市一下午循环放《恭喜发财》，收银员的表情已经麻木了。"),
        ("EPISODIC", "一个外卖小哥骑在电动车上，在麻辣烫店门口睡着了，车还没熄火。"),
        ("EPISODIC", "图书馆门口贴了张告示教大家借电子书，三个大爷围着研究了半天。"),
        ("EPISODIC", "{city}那家酒店的早餐有个传送带烤面包机，每片都烤成了炭。"),
        ("EPISODIC", "{city}有家拉面馆门口排了一条街，墙上写着“禁止拍面”。"),
        ("EPISODIC", "办公室的暖气要么不开，要么热得像蒸桑拿，温控器还锁在盒子里。"),
        ("EPISODIC", "在{city}住的民宿晚上七点一过就没热水了，隔壁间的大哥嗷的一嗓子。"),
        ("EPISODIC", "高速服务区的厕所消毒水味儿冲得人眼泪直流。"),
        ("EPISODIC", "爬黄山的时候有个小伙子穿着拖鞋，最后一段把我们全超了。"),
        ("EPISODIC", "地铁口配钥匙的小摊还能换手表电池、刻字，牌子上说还能拍证件照。"),
        ("EPISODIC", "外甥学校搞高年级带低年级结对子，他分到的学长只会聊王者荣耀。"),
        ("EPISODIC", "食堂周二突然做了一顿红烧肉，谁也没问为什么，大家埋头吃。"),
        ("EPISODIC", "剧院门口贴着“助听环路”的标志，没人见它开过。"),
        ("EPISODIC", "商场中庭来了一场快闪舞，保安一不小心也跟着跳了两下。"),
        ("EPISODIC", "牙科诊所候诊室放着没声音的动画片，一个大老爷们看得比孩子还入神。"),
        ("EPISODIC", "楼上连着三个周六早上八点打电钻，也没见装出个啥来。"),
        ("EPISODIC", "机场登机口那排共享充电宝柜子，每个格子都是空的。"),
        ("EPISODIC", "刷到一个视频，老师傅拿锥子和蜡线纳鞋底，我看了一个钟头。"),
        ("EPISODIC", "电影院冷气开得跟冰窖似的，{friend}裹着我的围巾看完了整场。"),
        ("SEMANTIC", "我爷爷以前在院子里支个板凳给全家小孩剃头，一直剃到我们上初中。"),
        ("SEMANTIC", "{city}人好像都下午三点才吃午饭。"),
        ("PREFERENCE", "最受不了公交车上外放短视频的人。"),
        ("PREFERENCE", "宁可爬六层楼，也不想跟吹口哨的陌生人挤一部电梯。"),
        # the same relatives, other things
        ("EPISODIC", "我爸学会了语音转文字，发来的消息跟朦胧诗似的。"),
        ("EPISODIC", "我妈从{month}织一件毛衣，织到现在还只有一只袖子。"),
        ("EPISODIC", "我姐领养了一只退役的灰狗，它怕烤面包机。"),
        ("EPISODIC", "小家伙说的第一个整句是“饼干去哪儿啦”。"),
        ("SEMANTIC", "我跟我姐小时候住一个屋，书桌中间拿粉笔画了条三八线。"),
        ("EPISODIC", "我妈打电话说院子里有只黄鼠狼，头上顶着个塑料袋。"),
        # words that look like a change, but are not one
        ("EPISODIC", "给被子换被套，小家伙钻在里面不肯出来，当成游戏了。"),
        ("EPISODIC", "{friend}搬去了{city}，每天给我发一张当地小吃的照片。"),
        ("EPISODIC", "改了闹钟时间，结果去看牙还是早到了一个钟头。"),
        ("EPISODIC", "街角那家小卖部换了老板，货架全刷成了薄荷绿。"),
        ("EPISODIC", "高铁上跟人换了个座让小两口坐一起，结果旁边大哥在剥鸡蛋。"),
        ("EPISODIC", "公交公司又改了时刻表，42路要么连着来两趟，要么一趟也不来。"),
        ("EPISODIC", "{month}去海边带回来的沙子，车里到现在还能抖出来。"),
        ("EPISODIC", "挪开衣柜扫地，扫出来一只之前一直怪洗衣机吃掉的袜子。"),
        ("EPISODIC", "现在四点半天就黑了，我五点吃晚饭，跟退休老头似的。"),
        ("EPISODIC", "新来的社区书记走哪儿都骑一辆二八自行车。"),
        ("EPISODIC", "我们那条路新修了减速带，垃圾车开过去跟拉力赛似的。"),
        ("EPISODIC", "{friend}打赌输了去染了个头，她亲妈在街上都没认出她。"),
        ("EPISODIC", "六点下班，保洁阿姨们已经开始在走廊里跟着收音机跳舞了。"),
        # plain unrelated
        ("SEMANTIC", "我会拿两根手指吹口哨，然而并没什么用。"),
        ("SEMANTIC", "我跟{friend}从2011年起就把同一张生日贺卡寄来寄去。"),
        ("SEMANTIC", "楼下卫生间的门得往上抬一下才关得上。"),
        ("SEMANTIC", "我家单元门口有{number}级台阶，每回进门我都要数一遍。"),
        ("PREFERENCE", "菜单上有{dish}，我就不往下看了。"),
        ("PREFERENCE", "{show}我能循环看不腻。"),
        ("PREFERENCE", "窝在沙发上吃{snack}看电视，神仙日子。"),
        ("PREFERENCE", "最烦群里有人一条接一条回“收到”。"),
        ("PREFERENCE", "我喜欢下雨天在家听雨打在雨棚上。"),
        ("EPISODIC", "{weekday}做了{dish}，小家伙只挑他认得的吃。"),
        ("EPISODIC", "喝咖啡的时候看见{bird}在阳台上啄面包屑。"),
        ("EPISODIC", "{thing}半夜两点嘀嘀直响，我一起床它就不响了。"),
        ("EPISODIC", "在{friend}家裹着毯子吃{snack}看{show}。"),
        ("EPISODIC", "打12345反映路上的坑，等了{minutes}分钟才接通。"),
        ("EPISODIC", "{month}去{city}过了个长周末，雨一天也没停。"),
        ("EPISODIC", "踹了{thing}一脚它就好了，这事我能吹一年。"),
        ("EPISODIC", "单位知识竞赛差{number}分没拿第一，赢的那队全是退休老师。"),
        ("EPISODIC", "孩子学校演出最安静的时候，我连着打了{number}个嗝。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "hairstyle",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a pixie cut",
                "a long bob",
                "box braids",
                "a curly shag",
                "a buzz cut",
                "long hair down to my waist",
            ],
            "facts": [
                "I've got {v}.",
                "Hair-wise, it's {v} for me.",
                "If you're looking for me at the school gate, I'm the one with {v}.",
            ],
            "corrections": [
                ("cue", "went for {new} at the hairdressers yday"),
                ("cue", "Finally took the plunge and had {new} done, three hours in the chair."),
                ("cue", "Treated myself to {new} for the wedding and I'm keeping it."),
                ("cue", "as of saturday it's {new} on this head, get used to it"),
                ("explicit", "{old} had to go, it's {new} for me."),
                ("explicit", "Said goodbye to {old} and hello to {new}."),
                ("explicit", "hair update: {new}. {old} is history"),
                ("explicit", "Nobody at work recognised me without {old}; I've gone for {new}."),
                ("implicit", "{new} dries in about four minutes flat, living the dream"),
                ("implicit", "The baby keeps grabbing fistfuls of {new} like it's a toy."),
                ("implicit", "The wind on the seafront made a right mess of {new}."),
                (
                    "implicit",
                    "Parents' evening was a disaster from beginning to end: I parked in the head's space, the maths teacher called my son by his cousin's name, I spilt orange squash down my good top, and the caretaker said he'd know {new} anywhere, which was the nicest thing anyone said all night.",
                ),
            ],
            "questions": [
                "What's my hair like?",
                "How do I wear my hair?",
                "What haircut have I got?",
            ],
            "now": ["What's my hairstyle at the moment?"],
        },
        "zh": {
            "values": ["齐耳短发", "锁骨发", "大波浪卷", "寸头", "公主切", "黑长直"],
            "facts": [
                "我的发型是{v}。",
                "我顶着一头{v}。",
                "在学校门口找我，那个{v}的就是我。",
            ],
            "corrections": [
                ("cue", "去弄了个{new}"),
                ("cue", "上礼拜在理发店坐了三个钟头，弄了个{new}。"),
                ("cue", "为了喝喜酒去整了个{new}，打算就这么留着了。"),
                ("cue", "现在是{new}啦 别认不出来"),
                ("explicit", "{old}不要了，换成{new}。"),
                ("explicit", "跟{old}说拜拜，{new}走起。"),
                ("explicit", "发型：{new}，{old}翻篇了"),
                ("explicit", "同事说没了{old}都认不出我了，{new}嘛。"),
                ("implicit", "每天早上打理{new}五分钟搞定 爽"),
                ("implicit", "孩子老揪我的{new}玩，当玩具似的。"),
                ("implicit", "海边风太大，把{new}吹得乱七八糟。"),
                (
                    "implicit",
                    "家长会从头到尾一团糟：车停在了校长的车位上，数学老师把我儿子叫成了他表哥的名字，橙汁洒了一身，最后门卫大爷说我这个{new}他老远就认得出来，整晚就这一句好话。",
                ),
            ],
            "questions": [
                "我头发是什么样的？",
                "我留的什么头？",
                "我剪的是啥发型？",
            ],
            "now": ["我目前是什么发型？"],
        },
    },
    {
        "key": "sunglasses",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Ray-Ban Wayfarers",
                "a pair of Oakleys",
                "tortoiseshell ones from Primark",
                "clip-ons over my glasses",
                "prescription sunnies from Specsavers",
                "aviators from a market stall in Spain",
            ],
            "facts": [
                "My sunglasses are {v}.",
                "When the sun's out I wear {v}.",
                "The sunglasses in my bag are {v}.",
            ],
            "corrections": [
                ("cue", "picked up {new} for the summer"),
                (
                    "cue",
                    "Treated myself to {new} at the airport and I've worn them every day since.",
                ),
                ("cue", "wearing {new} from this week, finaly"),
                ("cue", "Went and sorted {new} after my eye test."),
                ("explicit", "{old} snapped at the hinge, so it's {new}."),
                ("explicit", "Sat on {old} on the beach; {new} it is."),
                ("explicit", "shades: {new}. {old} lost somewhere in Cornwall"),
                ("explicit", "Left {old} on the bus and replaced them with {new}."),
                ("implicit", "squinting way less in {new}, glare off the motorway was brutal"),
                (
                    "implicit",
                    "The toddler licked {new} all over and I drove home looking through a smear.",
                ),
                (
                    "implicit",
                    "Pushed {new} up on my head at the barbecue and forgot they were there all afternoon.",
                ),
                (
                    "implicit",
                    "School sports day: it rained, then scorched, the dads' race ended with a pulled hamstring, my son came fourth in the egg-and-spoon after eating the egg, and I spent the whole afternoon behind {new} so nobody could see me crying laughing.",
                ),
            ],
            "questions": [
                "What sunglasses do I wear?",
                "What do I put on my eyes when it's sunny?",
                "Which shades are in my bag?",
            ],
            "now": ["What sunglasses am I wearing these days?"],
        },
        "zh": {
            "values": [
                "雷朋飞行员墨镜",
                "暴龙墨镜",
                "木九十墨镜",
                "夹在近视镜上的夹片",
                "眼镜店配的近视墨镜",
                "夜市二十块买的墨镜",
            ],
            "facts": [
                "我戴的墨镜是{v}。",
                "出太阳的时候我戴{v}。",
                "包里那副墨镜是{v}。",
            ],
            "corrections": [
                ("cue", "入了副{new}"),
                ("cue", "机场免税店买了{new}，天天戴着。"),
                ("cue", "这个夏天开始戴{new}咯"),
                ("cue", "配完眼镜顺手弄了{new}。"),
                ("explicit", "{old}腿断了，戴的是{new}。"),
                ("explicit", "在沙滩上一屁股坐坏了{old}，只能戴{new}呗。"),
                ("explicit", "墨镜：{new}，{old}丢在三亚了"),
                ("explicit", "{old}落在公交车上了，补了{new}。"),
                ("implicit", "戴着{new}开高速 对面车灯晃都不怕"),
                ("implicit", "娃把{new}舔了一遍，戴上跟隔着毛玻璃似的。"),
                ("implicit", "烧烤的时候把{new}往头上一推，一下午忘了它在那儿。"),
                (
                    "implicit",
                    "孩子学校运动会：一会儿下雨一会儿暴晒，爸爸组接力有人拉伤了腿，我儿子勺子运蛋把蛋给吃了，得了个第四，我一下午躲在{new}后面笑得眼泪都出来了。",
                ),
            ],
            "questions": [
                "我戴什么墨镜？",
                "太阳大的时候我眼睛上架的是啥？",
                "我包里那副太阳镜是哪副？",
            ],
            "now": ["我现在戴的是哪副墨镜？"],
        },
    },
    {
        "key": "phone_case",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a clear Spigen case",
                "a chunky OtterBox",
                "a brown leather wallet case",
                "a glittery case from Claire's",
                "a silicone one with a wrist strap",
                "a Casetify with the kids' faces on",
            ],
            "facts": [
                "My phone's in {v}.",
                "The case on my phone is {v}.",
                "I keep my phone in {v}.",
            ],
            "corrections": [
                ("cue", "got {new} for the phone off amazon"),
                ("cue", "My sister posted me {new} for my birthday and it went straight on."),
                ("cue", "Put my phone into {new} at the weekend."),
                ("cue", "phone's wearing {new} from today lol"),
                ("explicit", "{old} cracked down the side so the phone's in {new}."),
                ("explicit", "Binned {old}, it's {new} on the phone."),
                ("explicit", "case: {new}, not {old} anymore"),
                ("explicit", "The dog chewed {old}, so I've gone for {new}."),
                ("implicit", "dropped the phone down the stairs and {new} took the whole hit"),
                ("implicit", "Tucked my bus pass into {new} and the reader can't find it."),
                ("implicit", "The baby uses {new} as a teether whenever I'm not looking."),
                (
                    "implicit",
                    "Longest Monday ever: the train sat outside Reading for forty minutes, my manager shunted the budget meeting twice, I ate a sandwich I found in my bag from Friday, and somebody at the next desk complimented {new}, which was honestly the highlight.",
                ),
            ],
            "questions": [
                "What case is on my phone?",
                "What's my mobile wrapped in?",
                "What cover have I got on my phone?",
            ],
            "now": ["What's my phone case at the moment?"],
        },
        "zh": {
            "values": [
                "透明硅胶壳",
                "防摔气囊壳",
                "皮质翻盖保护套",
                "带挂绳的斜挎手机壳",
                "印着孩子照片的定制壳",
                "库洛米手机壳",
            ],
            "facts": [
                "我的手机壳是{v}。",
                "手机外面套的是{v}。",
                "我手机装着{v}。",
            ],
            "corrections": [
                ("cue", "手机换了个{new}"),
                ("cue", "淘宝买的{new}到了，已经套上啦。"),
                ("cue", "我妹送了个{new}，马上给手机套上了。"),
                ("cue", "现在手机套的是{new}"),
                ("explicit", "{old}裂了，手机套上了{new}。"),
                ("explicit", "{old}扔了，换成{new}。"),
                ("explicit", "手机壳：{new}，{old}拜拜"),
                ("explicit", "狗把{old}啃了，只好弄个{new}。"),
                ("implicit", "手机从楼梯上滚下去 全靠{new}扛住了"),
                ("implicit", "把公交卡塞在{new}里，刷卡机死活读不出来。"),
                ("implicit", "娃一逮着机会就啃{new}，当磨牙棒使。"),
                (
                    "implicit",
                    "周一倒霉透了：地铁在半道停了四十分钟，领导把预算会挪了两回，午饭吃的是包里翻出来的上周五的面包，隔壁工位的小姑娘夸了一句我的{new}好看，算是今天唯一的好事。",
                ),
            ],
            "questions": [
                "我手机套的什么壳？",
                "我手机外面包着啥？",
                "我的手机保护壳是哪种？",
            ],
            "now": ["我眼下用的什么手机壳？"],
        },
    },
    {
        "key": "music_app",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Spotify",
                "Apple Music",
                "YouTube Music",
                "Amazon Music",
                "Tidal",
                "Deezer",
            ],
            "facts": [
                "I listen to music on {v}.",
                "All my playlists live on {v}.",
                "My music app is {v}.",
            ],
            "corrections": [
                ("cue", "moved my playlists over to {new}"),
                ("cue", "Signed up to {new} with the family plan this month."),
                ("cue", "it's {new} for tunes from here on"),
                ("cue", "Took the three-months-free deal on {new} and cancelled the rest."),
                ("explicit", "Cancelled {old}, the music's all on {new}."),
                ("explicit", "{old} kept sneaking adverts in so I went over to {new}."),
                ("explicit", "music: {new} not {old}"),
                ("explicit", "Gave up on {old} after the price hike; {new} it is."),
                (
                    "implicit",
                    "{new}'s end-of-year roundup says my top artist is the Frozen soundtrack. I have a toddler",
                ),
                (
                    "implicit",
                    "Ran the whole 10k with {new} on shuffle and it kept landing on sea shanties.",
                ),
                (
                    "implicit",
                    "The car's Bluetooth only half talks to {new}, so every journey begins with a fight.",
                ),
                (
                    "implicit",
                    "Cleaned the whole flat on Saturday: oven, skirting boards, the drawer of doom under the microwave, the fridge shelf with the mystery jam, and I did the lot with {new} blasting nineties garage through the kitchen speaker.",
                ),
            ],
            "questions": [
                "What do I stream my music on?",
                "Where are my playlists kept?",
                "Which app do I play songs through?",
            ],
            "now": ["What music app am I using currently?"],
        },
        "zh": {
            "values": ["QQ音乐", "网易云音乐", "酷狗音乐", "酷我音乐", "汽水音乐", "Apple Music"],
            "facts": [
                "我听歌用{v}。",
                "我的歌单都在{v}上。",
                "手机上听音乐的是{v}。",
            ],
            "corrections": [
                ("cue", "听歌挪到{new}了"),
                ("cue", "这个月开了{new}的会员。"),
                ("cue", "歌单全导到{new}上去啦"),
                ("cue", "以后听歌就{new}了"),
                ("explicit", "{old}会员不续了，听歌用{new}。"),
                ("explicit", "{old}好多歌没版权，去了{new}。"),
                ("explicit", "听歌：{new}，{old}卸了"),
                ("explicit", "{old}广告太多受不了，改用{new}。"),
                ("implicit", "{new}年度报告说我听得最多的是《冰雪奇缘》 家里有娃的都懂"),
                ("implicit", "跑了个十公里，{new}随机播放老跳到《最炫民族风》。"),
                ("implicit", "车上蓝牙跟{new}老连不上，每回出门先折腾五分钟。"),
                (
                    "implicit",
                    "周六大扫除：烤箱、踢脚线、微波炉底下那个啥都往里塞的抽屉、冰箱里那瓶不知道放了多久的辣酱，全收拾了，一边干一边拿{new}放周杰伦，音箱开到最大。",
                ),
            ],
            "questions": [
                "我用什么听歌？",
                "我的歌单放在哪个软件上？",
                "我手机上放音乐的是哪个？",
            ],
            "now": ["我目前听歌用的是哪个app？"],
        },
    },
    {
        "key": "food_delivery_app",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Deliveroo",
                "Just Eat",
                "Uber Eats",
                "the Domino's app",
                "Foodhub",
                "the curry house's own app",
            ],
            "facts": [
                "When we order a takeaway, it's through {v}.",
                "Takeaways in our house come via {v}.",
                "For food delivered to the door I use {v}.",
            ],
            "corrections": [
                ("cue", "takeaways via {new} from here on"),
                ("cue", "Downloaded {new} on Friday and that's the takeaway sorted."),
                ("cue", "Set up {new} on my phone, that's where the Friday curry comes from."),
                ("cue", "been using {new} for delivery this month tbh"),
                ("explicit", "Deleted {old}, takeaways come through {new}."),
                ("explicit", "{old} lost our order twice, so it's {new} for us."),
                ("explicit", "takeaway: {new}, {old} uninstalled"),
                ("explicit", "Fed up with {old}'s fees, I order on {new}."),
                (
                    "implicit",
                    "rider from {new} rang the wrong bell and next door ate our korma",
                ),
                (
                    "implicit",
                    "Ordered a birthday cake through {new} at eleven at night and it came in twenty minutes.",
                ),
                (
                    "implicit",
                    "{new} sent me a notification saying 'we miss you' after two days, steady on.",
                ),
                (
                    "implicit",
                    "First day of the kitchen refit: the fitters were three hours late, the old units wouldn't go through the back door, the cat hid in the boiler cupboard, the kettle was in a box somewhere in the garage, and at nine o'clock we sat on the stairs eating pizza off {new} with our fingers.",
                ),
            ],
            "questions": [
                "How do I order takeaways?",
                "What do I use to get food delivered?",
                "Which app does our takeaway come through?",
            ],
            "now": ["How am I ordering takeaway at the moment?"],
        },
        "zh": {
            "values": [
                "美团外卖",
                "饿了么",
                "京东外卖",
                "淘宝闪购",
                "楼下饭馆的微信小程序",
                "抖音团购",
            ],
            "facts": [
                "点外卖我用{v}。",
                "家里叫外卖都是走{v}。",
                "我点吃的一般靠{v}。",
            ],
            "corrections": [
                ("cue", "外卖改用{new}啦"),
                ("cue", "这个月开了{new}的会员，天天领券。"),
                ("cue", "以后叫外卖就{new}呗"),
                ("cue", "手机上装了{new}，点外卖全靠它了"),
                ("explicit", "{old}卸了，点外卖用{new}。"),
                ("explicit", "{old}两回把单送丢了，现在点{new}。"),
                ("explicit", "外卖：{new}，{old}拉黑"),
                ("explicit", "嫌{old}配送费贵，改{new}了。"),
                ("implicit", "{new}的骑手敲错了门 隔壁把我们的麻辣烫吃了"),
                ("implicit", "半夜十一点在{new}上订了个生日蛋糕，二十分钟就送到了。"),
                ("implicit", "两天没点，{new}就推送“好久不见”，至于吗。"),
                (
                    "implicit",
                    "厨房翻修第一天：师傅晚到三个钟头，旧橱柜卡在后门出不去，猫钻进热水器柜子不出来，烧水壶不知道收在哪个纸箱里，晚上九点我们坐在楼梯上，拿手抓着吃在{new}上点的炸鸡。",
                ),
            ],
            "questions": [
                "我平时在哪儿点外卖？",
                "家里叫吃的用什么？",
                "我们的外卖是从哪个平台下的单？",
            ],
            "now": ["我现在点外卖用的是哪个？"],
        },
    },
    {
        "key": "e_reader",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a Kindle Paperwhite",
                "a Kobo Clara",
                "the Libby app on my phone",
                "a PocketBook",
                "an old Nook",
                "an iPad mini",
            ],
            "facts": [
                "I read my books on {v}.",
                "My e-books go on {v}.",
                "At bedtime I read on {v}.",
            ],
            "corrections": [
                ("cue", "reading on {new} since the weekend"),
                ("cue", "Treated myself to {new} with the birthday money."),
                ("cue", "All my books went across to {new} this month."),
                ("cue", "my brother handed down {new}, thats my reading sorted"),
                ("explicit", "{old} froze for good, I read on {new}."),
                ("explicit", "Dropped {old} in the bath; {new} it is."),
                ("explicit", "reading: {new}, {old} retired"),
                ("explicit", "Passed {old} on to Mum and I read on {new}."),
                ("implicit", "fell asleep with {new} on my face again"),
                (
                    "implicit",
                    "Finished three thrillers on {new} on the flight to Lanzarote.",
                ),
                (
                    "implicit",
                    "The little one presses every button on {new} and I lose my page.",
                ),
                (
                    "implicit",
                    "Hospital appointment day: the car park machine only took coins, the waiting room clock was an hour out, they called a Mrs Stephenson eleven times, and I'd read half a Jack Reacher on {new} before anyone said my name.",
                ),
            ],
            "questions": [
                "What do I read e-books on?",
                "What device are my books kept on?",
                "What do I do my reading on in bed?",
            ],
            "now": ["What am I reading on these days?"],
        },
        "zh": {
            "values": [
                "一台Kindle",
                "掌阅阅读器",
                "文石墨水屏",
                "手机上的微信读书",
                "汉王电纸书",
                "一台iPad mini",
            ],
            "facts": [
                "我看电子书用{v}。",
                "我的电子书都在{v}上。",
                "睡前我拿{v}看书。",
            ],
            "corrections": [
                ("cue", "入了{new}看书"),
                ("cue", "拿年终奖买了{new}，看书全靠它了。"),
                ("cue", "书全导到{new}上咯"),
                ("cue", "表哥把{new}给我了，现在拿它看书"),
                ("explicit", "{old}死机开不了，看书用{new}。"),
                ("explicit", "{old}掉浴缸里了，只好用{new}。"),
                ("explicit", "看书：{new}，{old}退休"),
                ("explicit", "{old}给了我妈，我自己用{new}。"),
                ("implicit", "又拿着{new}睡着了 砸脸上"),
                ("implicit", "飞三亚那一路拿{new}看完了三本东野圭吾。"),
                ("implicit", "娃把{new}上能按的全按了一遍，我又找不着看到哪页了。"),
                (
                    "implicit",
                    "去医院复查：停车场收费机只收现金，候诊室的钟慢了一小时，叫号叫了十一遍“王秀英”，轮到我之前我拿{new}看完了半本《三体》。",
                ),
            ],
            "questions": [
                "我用什么看电子书？",
                "我的电子书存在哪个设备上？",
                "我睡前拿啥看书？",
            ],
            "now": ["我现在看书用的是啥？"],
        },
    },
    {
        "key": "weekday_breakfast",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "porridge with banana",
                "two slices of toast and Marmite",
                "Weetabix",
                "a bacon roll from the van by the station",
                "Greek yoghurt and granola",
                "a green smoothie",
            ],
            "facts": [
                "On workdays I have {v} for breakfast.",
                "My weekday breakfast is {v}.",
                "Monday to Friday I start the day with {v}.",
            ],
            "corrections": [
                ("cue", "doing {new} for brekkie from now on"),
                (
                    "cue",
                    "The dietitian suggested {new} in the mornings, so that's what I'm having.",
                ),
                ("cue", "January resolution: {new} every weekday."),
                ("cue", "been on {new} before work lately"),
                ("explicit", "Gave up {old}, it's {new} in the mornings."),
                (
                    "explicit",
                    "{old} wasn't keeping me going till lunch, so I have {new}.",
                ),
                ("explicit", "brekkie: {new}. {old} is dead to me"),
                ("explicit", "Swapped {old} for {new} on work mornings."),
                ("implicit", "ate {new} standing up at the counter, the usual"),
                (
                    "implicit",
                    "Spilt {new} down my shirt on the train and walked into the nine o'clock looking like a toddler.",
                ),
                (
                    "implicit",
                    "The cat sits and watches me eat {new} like she's owed a share.",
                ),
                (
                    "implicit",
                    "Tuesday went like this: alarm didn't go off, the school uniform was still damp on the airer, the car needed de-icing, and I had {new} in four bites at the front door with one shoe on.",
                ),
            ],
            "questions": [
                "What do I eat for breakfast on workdays?",
                "What's my usual breakfast during the week?",
                "What do I have first thing before work?",
            ],
            "now": ["What am I having for breakfast on weekdays at the moment?"],
        },
        "zh": {
            "values": [
                "豆浆油条",
                "煎饼果子",
                "一碗小米粥配咸菜",
                "楼下的小笼包",
                "燕麦泡牛奶",
                "一碗热干面",
            ],
            "facts": [
                "上班的日子我早饭吃{v}。",
                "工作日早餐是{v}。",
                "周一到周五早上我一般吃{v}。",
            ],
            "corrections": [
                ("cue", "早饭改吃{new}了"),
                ("cue", "营养师让早上吃{new}，这阵子就这么吃着呢。"),
                ("cue", "新年立的flag：工作日早饭{new}。"),
                ("cue", "最近早上都是{new}"),
                ("explicit", "{old}不吃了，早饭{new}。"),
                ("explicit", "{old}顶不到中午，改成{new}了。"),
                ("explicit", "早饭：{new}，{old}戒了"),
                ("explicit", "把{old}换成了{new}。"),
                ("implicit", "站在灶台边三口扒完{new} 老样子"),
                ("implicit", "地铁上吃{new}洒了一身，九点开会像个刚吃完饭的小孩。"),
                ("implicit", "猫蹲在旁边盯着我吃{new}，好像我欠它的。"),
                (
                    "implicit",
                    "周二是这么过的：闹钟没响，孩子校服还潮着挂在晾衣架上，车窗结了一层霜，我一只脚穿着鞋站在门口，四口吃完了{new}。",
                ),
            ],
            "questions": [
                "上班那几天我早上吃啥？",
                "我平时工作日的早点是什么？",
                "我出门上班前一般吃什么？",
            ],
            "now": ["我现在工作日早饭吃的是什么？"],
        },
    },
    {
        "key": "instant_noodles",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Pot Noodle chicken and mushroom",
                "Super Noodles",
                "Shin Ramyun",
                "Nissin Cup Noodles",
                "Koka",
                "Indomie Mi Goreng",
            ],
            "facts": [
                "My go-to instant noodles are {v}.",
                "The emergency noodles in my cupboard are {v}.",
                "When I'm too tired to cook I have {v}.",
            ],
            "corrections": [
                ("cue", "stocking up on {new} from now"),
                ("cue", "Found {new} in the world food aisle and I'm hooked."),
                ("cue", "My cupboard's been full of {new} since the multipack deal."),
                ("cue", "lads at work got me onto {new}"),
                ("explicit", "Off {old} for good, the cupboard's all {new}."),
                ("explicit", "{old} tastes of salt and sadness, so {new}."),
                ("explicit", "noodles: {new}, {old} gone"),
                (
                    "explicit",
                    "Gave my last packets of {old} to the food bank and kept {new}.",
                ),
                ("implicit", "{new} at midnight after the night shift, living the dream"),
                (
                    "implicit",
                    "Burnt my tongue on {new} in the staff room and had to present with a lisp.",
                ),
                (
                    "implicit",
                    "My teenage nephew ate my whole stash of {new} in one weekend.",
                ),
                (
                    "implicit",
                    "Power cut on Saturday night: candles everywhere, the kids thought it was brilliant, my husband found a camping stove in the loft from about 1998, and we boiled a saucepan and ate {new} by torchlight.",
                ),
            ],
            "questions": [
                "What instant noodles do I eat?",
                "Which noodles do I keep in for emergencies?",
                "What's my quick fix when I can't face cooking?",
            ],
            "now": ["What instant noodles am I buying at the moment?"],
        },
        "zh": {
            "values": [
                "康师傅红烧牛肉面",
                "统一老坛酸菜面",
                "白象汤好喝",
                "今麦郎一菜一面",
                "出前一丁",
                "辛拉面",
            ],
            "facts": [
                "我常吃的泡面是{v}。",
                "柜子里囤的方便面是{v}。",
                "懒得做饭的时候我就泡{v}。",
            ],
            "corrections": [
                ("cue", "最近迷上了{new}"),
                ("cue", "超市搞活动搬了一箱{new}，这阵子就吃它。"),
                ("cue", "同事安利的{new}，一吃就停不下来咯"),
                ("cue", "家里泡面改囤{new}了"),
                ("explicit", "{old}不吃了，囤的是{new}。"),
                ("explicit", "{old}太咸，换{new}。"),
                ("explicit", "泡面：{new}，{old}送人了"),
                ("explicit", "剩下的{old}捐给社区了，留着{new}。"),
                ("implicit", "下了夜班半夜煮{new} 人生巅峰"),
                ("implicit", "在单位茶水间吃{new}烫了舌头，下午汇报大舌头。"),
                ("implicit", "外甥来住了两天，把我一柜子{new}全吃光了。"),
                (
                    "implicit",
                    "周六晚上停电：点了一屋子蜡烛，孩子们高兴坏了，老公从阁楼翻出一个十几年前的卡式炉，我们拿小锅烧水，打着手电吃{new}。",
                ),
            ],
            "questions": [
                "我吃哪种方便面？",
                "我家柜子里备着什么泡面？",
                "我不想做饭的时候泡的是啥？",
            ],
            "now": ["我目前囤的泡面是哪种？"],
        },
    },
    {
        "key": "family_eat_out",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "Nando's",
                "Wagamama",
                "the Taj Mahal on Bridge Street",
                "the Harvester by the ring road",
                "Pizza Express",
                "the Turkish grill by the station",
            ],
            "facts": [
                "When we eat out as a family, we go to {v}.",
                "Our family meal out is always at {v}.",
                "Friday treat night means {v}.",
            ],
            "corrections": [
                ("cue", "family meals out are at {new} from now on"),
                ("cue", "The kids voted and it's {new} for our Friday dinners."),
                ("cue", "Found {new} last month and we've been every week since."),
                ("cue", "its {new} for family tea out these days"),
                ("explicit", "{old} went downhill, so we take the kids to {new}."),
                ("explicit", "Stopped going to {old}, it's {new} for family meals."),
                ("explicit", "eating out: {new}, {old} is off the list"),
                (
                    "explicit",
                    "{old} closed its doors, so our family meals happen at {new}.",
                ),
                (
                    "implicit",
                    "toddler threw a chip at the waiter in {new}, we'll need disguises",
                ),
                (
                    "implicit",
                    "Left my reading glasses at {new} and they kept them behind the till for a week.",
                ),
                (
                    "implicit",
                    "The staff at {new} know my son's order before he's sat down.",
                ),
                (
                    "implicit",
                    "Grandad's eightieth: he refused to wear the badge, my sister took a wrong turn on the bypass, somebody's baby was sick in the car, and by the time all fourteen of us were squeezed round the big table at {new} it was nearly eight.",
                ),
            ],
            "questions": [
                "Where do we go for a family meal out?",
                "Which restaurant do we take the kids to?",
                "Where's our usual place when we eat out together?",
            ],
            "now": ["Where are we going for family meals these days?"],
        },
        "zh": {
            "values": [
                "海底捞",
                "小区门口的铜锅涮肉",
                "西贝莜面村",
                "外婆家",
                "楼下的烧烤摊",
                "萨莉亚",
            ],
            "facts": [
                "一家人出去吃饭都去{v}。",
                "我们家下馆子一般是{v}。",
                "周末打牙祭就去{v}。",
            ],
            "corrections": [
                ("cue", "最近一家人都去{new}吃"),
                ("cue", "孩子们投了票，以后周末去{new}。"),
                ("cue", "上个月发现了{new}，之后每礼拜都去。"),
                ("cue", "下馆子改去{new}啦"),
                ("explicit", "{old}越来越难吃，带孩子去{new}。"),
                ("explicit", "不去{old}了，一家人吃饭去{new}。"),
                ("explicit", "下馆子：{new}，{old}拉黑"),
                ("explicit", "{old}关门了，我们家聚餐挪到了{new}。"),
                ("implicit", "娃在{new}把薯条扔服务员身上了 下回得戴口罩去"),
                ("implicit", "老花镜落在{new}了，人家在收银台替我收了一个礼拜。"),
                ("implicit", "{new}的服务员不等我儿子坐下就知道他要点啥。"),
                (
                    "implicit",
                    "我爷爷八十大寿：他死活不肯戴寿星帽，我姐在绕城高速上迷了路，不知道谁家的小孩在车上吐了，等我们十四口人在{new}挤着坐下，都快八点了。",
                ),
            ],
            "questions": [
                "我们一家出去吃饭去哪儿？",
                "带孩子下馆子一般去哪家？",
                "我们家常去的馆子是哪个？",
            ],
            "now": ["我们家现在出去吃饭常去哪儿？"],
        },
    },
    {
        "key": "home_heating",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "gas central heating",
                "electric storage heaters",
                "an air-source heat pump",
                "a wood burner in the lounge",
                "underfloor heating",
                "oil-filled radiators we plug in",
            ],
            "facts": [
                "Our house is heated by {v}.",
                "In winter we keep warm with {v}.",
                "The heating at ours is {v}.",
            ],
            "corrections": [
                ("cue", "had {new} put in over the summer"),
                ("cue", "The grant came through and we've got {new}."),
                ("cue", "Went with {new} after the survey."),
                ("cue", "we're on {new} this winter"),
                ("explicit", "{old} gave up in November, the house runs on {new}."),
                ("explicit", "Ripped out {old} and put in {new}."),
                ("explicit", "heating: {new}, {old} gone"),
                ("explicit", "The landlord replaced {old} with {new}."),
                (
                    "implicit",
                    "First frost of the year and {new} had the house toasty by seven.",
                ),
                ("implicit", "the bill for {new} landed and i had to sit down"),
                (
                    "implicit",
                    "Dad spent his whole visit explaining to me how {new} works.",
                ),
                (
                    "implicit",
                    "Snowed in for three days: schools shut, the milkman gave up, we played Monopoly till someone cried, and {new} kept the place warm enough that the kids were running about in T-shirts.",
                ),
            ],
            "questions": [
                "How is our house heated?",
                "What keeps the house warm in winter?",
                "What sort of heating have we got?",
            ],
            "now": ["What's our heating at the moment?"],
        },
        "zh": {
            "values": [
                "小区集中供暖",
                "自家壁挂炉",
                "地暖",
                "空调制热",
                "油汀取暖器",
                "烧煤的土暖气",
            ],
            "facts": [
                "我家冬天取暖靠{v}。",
                "家里供暖是{v}。",
                "冬天屋里暖和全凭{v}。",
            ],
            "corrections": [
                ("cue", "今年冬天家里用上{new}了"),
                ("cue", "夏天装修的时候弄了{new}。"),
                ("cue", "今年起取暖就靠{new}了"),
                ("cue", "家里取暖换成{new}啦"),
                ("explicit", "{old}十一月就罢工了，屋里全靠{new}。"),
                ("explicit", "拆了{old}，装了{new}。"),
                ("explicit", "取暖：{new}，{old}没了"),
                ("explicit", "房东把{old}撤了，弄了{new}。"),
                ("implicit", "下头一场霜，{new}七点就把屋子烘得暖暖的。"),
                ("implicit", "{new}的账单来了 我得坐下缓缓"),
                ("implicit", "我爸来一趟，光给我讲{new}怎么使就讲了一下午。"),
                (
                    "implicit",
                    "下大雪困在家三天：学校停课，送奶的也不来了，一家人玩大富翁玩到有人哭，{new}把屋里烘得孩子们穿着短袖满屋跑。",
                ),
            ],
            "questions": [
                "我家冬天怎么取暖？",
                "家里靠什么供暖？",
                "冬天屋里是什么让它暖和的？",
            ],
            "now": ["我家现在取暖用的是什么？"],
        },
    },
    {
        "key": "water_heater",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a combi boiler",
                "an electric shower",
                "an immersion heater in the airing cupboard",
                "solar panels on the roof",
                "an old Ascot over the sink",
                "an instant water heater under the basin",
            ],
            "facts": [
                "Our hot water comes from {v}.",
                "For a hot shower we depend on {v}.",
                "The hot water in our house is from {v}.",
            ],
            "corrections": [
                ("cue", "plumber fitted {new} on thursday"),
                ("cue", "Had {new} put in while the bathroom was ripped out."),
                ("cue", "Hot water's from {new} these days."),
                ("cue", "Splashed out on {new} after the winter we had."),
                ("explicit", "{old} packed in, so the hot water's from {new}."),
                ("explicit", "Said goodbye to {old}; {new} does the water."),
                ("explicit", "hot water: {new}. RIP {old}"),
                ("explicit", "The engineer condemned {old}, hot water comes off {new}."),
                (
                    "implicit",
                    "{new} ran out halfway through my shower, shampoo in my eyes, great",
                ),
                (
                    "implicit",
                    "Three kids in the bath back to back and {new} just about coped.",
                ),
                ("implicit", "The gas man tutted at {new} for a full minute."),
                (
                    "implicit",
                    "Relatives staying for the bank holiday: nine people, one bathroom, a rota on the door in lipstick, a queue from half six every morning, and {new} groaning away till the last one went in at quarter to nine.",
                ),
            ],
            "questions": [
                "Where does our hot water come from?",
                "What heats the water for our showers?",
                "How do we get hot water in the house?",
            ],
            "now": ["What's heating our water at the moment?"],
        },
        "zh": {
            "values": [
                "林内燃气热水器",
                "海尔储水式电热水器",
                "楼顶的太阳能",
                "空气能热水器",
                "即热式电热水器",
                "A.O.史密斯热水器",
            ],
            "facts": [
                "家里洗澡的热水靠{v}。",
                "我家的热水是{v}烧的。",
                "洗澡热水全指望{v}。",
            ],
            "corrections": [
                ("cue", "师傅周四来装了{new}"),
                ("cue", "卫生间翻修顺便上了{new}。"),
                ("cue", "现在洗澡用的是{new}"),
                ("cue", "去年冬天冻怕了，咬牙弄了{new}"),
                ("explicit", "{old}坏了，洗澡靠{new}。"),
                ("explicit", "{old}拆了，装的{new}。"),
                ("explicit", "热水：{new}，{old}报废"),
                ("explicit", "师傅说{old}不能再用了，热水就靠{new}咯"),
                ("implicit", "洗一半{new}没热水了 洗发水糊了一眼"),
                ("implicit", "三个孩子挨个洗澡，{new}勉强扛住。"),
                ("implicit", "燃气公司的师傅对着{new}咂了一分钟的嘴。"),
                (
                    "implicit",
                    "国庆亲戚来住：九口人一个卫生间，门上拿口红写了排班表，每天早上六点半门口就排上了队，{new}一直呼呼响到八点四十五最后一个洗完。",
                ),
            ],
            "questions": [
                "家里的热水从哪儿来？",
                "我们洗澡的水是拿什么烧热的？",
                "我家用的什么热水器？",
            ],
            "now": ["我家现在热水靠什么？"],
        },
    },
    {
        "key": "toilet_cleaner",
        "type": "PREFERENCE",
        "en": {
            "values": ["Domestos", "Harpic", "Toilet Duck", "Bloo", "Method", "Ecover"],
            "facts": [
                "I clean the loo with {v}.",
                "The toilet cleaner under our sink is {v}.",
                "For the toilet I use {v}.",
            ],
            "corrections": [
                ("cue", "buying {new} for the loo now"),
                ("cue", "Bulk-bought {new} at Costco, so that's the toilet sorted."),
                ("cue", "Went for {new} for the bathroom this time round."),
                ("cue", "toilets getting {new} from here on"),
                ("explicit", "{old} stripped the enamel, so it's {new} for the loo."),
                ("explicit", "No more {old}, the toilet gets {new}."),
                ("explicit", "loo: {new}, {old} binned"),
                ("explicit", "Ran out of {old} and stuck with {new}."),
                (
                    "implicit",
                    "the toddler found {new} under the sink, cupboard locks ordered",
                ),
                (
                    "implicit",
                    "Squirted {new} under the rim and the whole landing smelt like a swimming pool.",
                ),
                (
                    "implicit",
                    "My mother-in-law spotted {new} behind the loo and said nothing, which is worse.",
                ),
                (
                    "implicit",
                    "Spring clean weekend: curtains down and washed, the cooker hood degreased, the wardrobe turned out into three bags for the charity shop, and the bathroom done top to bottom with {new} and an old toothbrush round the taps.",
                ),
            ],
            "questions": [
                "What do I clean the toilet with?",
                "Which loo cleaner do I use?",
                "What's the bottle I use on the toilet?",
            ],
            "now": ["What toilet cleaner am I buying currently?"],
        },
        "zh": {
            "values": [
                "威猛先生洁厕剂",
                "蓝泡泡",
                "84消毒液",
                "洁厕灵",
                "滴露消毒液",
                "小苏打加白醋",
            ],
            "facts": [
                "刷马桶我用{v}。",
                "卫生间里洁厕的是{v}。",
                "家里马桶靠{v}刷。",
            ],
            "corrections": [
                ("cue", "马桶改用{new}了"),
                ("cue", "拼多多上囤了一箱{new}，这阵子刷马桶就它了。"),
                ("cue", "这回买的是{new}"),
                ("cue", "厕所现在用的是{new}"),
                ("explicit", "{old}味儿太冲，刷马桶用{new}。"),
                ("explicit", "{old}不买了，马桶交给{new}。"),
                ("explicit", "刷马桶：{new}，{old}扔了"),
                ("explicit", "{old}用完了，后来就一直用{new}。"),
                ("implicit", "娃在水池底下翻出了{new} 赶紧下单柜门锁"),
                ("implicit", "往马桶圈里挤了点{new}，整个楼道一股游泳池味儿。"),
                ("implicit", "婆婆看见马桶后面的{new}，一句话没说，更吓人。"),
                (
                    "implicit",
                    "大扫除周末：窗帘拆下来洗了，油烟机除了油，衣柜翻了个底朝天清出三袋旧衣服，卫生间从上到下拿{new}刷了一遍，水龙头缝里拿旧牙刷抠得干干净净。",
                ),
            ],
            "questions": [
                "我刷马桶用什么？",
                "我用的洁厕产品是哪个？",
                "卫生间马桶拿啥清洁？",
            ],
            "now": ["我目前刷马桶用的是什么？"],
        },
    },
    {
        "key": "walking_boots",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Merrell trail shoes",
                "Salomon boots",
                "Brasher leather boots",
                "Karrimors from Sports Direct",
                "Scarpa mountain boots",
                "Quechua boots from Decathlon",
            ],
            "facts": [
                "I go walking in {v}.",
                "For hill walks I wear {v}.",
                "The walking boots by the back door are {v}.",
            ],
            "corrections": [
                ("cue", "broke in {new} round the reservoir today"),
                ("cue", "Got {new} in the Go Outdoors sale and they're my hill boots from here."),
                ("cue", "Doing the fells in {new} this year."),
                ("cue", "bought {new} for the three peaks, defo worth it"),
                ("explicit", "{old} let the water in, so it's {new} on the hills."),
                ("explicit", "The sole came off {old}; I walk in {new}."),
                ("explicit", "boots: {new}, {old} in the bin"),
                (
                    "explicit",
                    "Retired {old} to the garden shed and do my walks in {new}.",
                ),
                ("implicit", "{new} caked in mud up to the ankle after Kinder Scout"),
                (
                    "implicit",
                    "The dog chewed the laces of {new} the night before the walk.",
                ),
                ("implicit", "Blister the size of a 50p off {new} on the descent."),
                (
                    "implicit",
                    "Charity walk weekend: twenty-six miles, a wrong turn at the cattle grid, a sandwich stolen by a seagull, my cousin quitting at the tea stop, and {new} taking every stone on the coast path like it was nothing.",
                ),
            ],
            "questions": [
                "What do I wear on my feet for hiking?",
                "What boots do I take up the hills?",
                "Which walking shoes have I got?",
            ],
            "now": ["What am I hiking in these days?"],
        },
        "zh": {
            "values": [
                "凯乐石登山鞋",
                "迪卡侬徒步鞋",
                "骆驼登山鞋",
                "北面的防水徒步鞋",
                "探路者登山鞋",
                "一双解放鞋",
            ],
            "facts": [
                "我爬山穿{v}。",
                "徒步的时候我穿的是{v}。",
                "门口那双爬山的鞋是{v}。",
            ],
            "corrections": [
                ("cue", "穿{new}去走了趟香山，磨合好了"),
                ("cue", "户外店打折入了{new}，以后爬山就它了。"),
                ("cue", "今年爬山穿{new}"),
                ("cue", "为了走武功山专门买了{new}"),
                ("explicit", "{old}进水了，爬山穿{new}。"),
                ("explicit", "{old}开胶了，走山路换{new}。"),
                ("explicit", "爬山鞋：{new}，{old}扔了"),
                ("explicit", "{old}退休了，徒步穿{new}。"),
                ("implicit", "爬完泰山{new}上全是泥 一直糊到脚脖子"),
                ("implicit", "出发头天晚上狗把{new}的鞋带啃了。"),
                ("implicit", "下山的时候{new}给我磨了个硬币大的水泡。"),
                (
                    "implicit",
                    "公益徒步那个周末：走了四十公里，在牛栏那儿走错了路，一个包子被猴子抢了，表哥在补给站撂挑子不走了，{new}踩着海边那一路石头跟没事人似的。",
                ),
            ],
            "questions": [
                "我爬山穿什么鞋？",
                "我徒步脚上穿的是哪双？",
                "我那双登山的鞋是什么？",
            ],
            "now": ["我现在爬山穿的是啥鞋？"],
        },
    },
    {
        "key": "cobbler",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Timpson on the high street",
                "the cobbler in the indoor market",
                "Mr Kowalski's little shop on Mill Lane",
                "the heel bar at the station",
                "Minit in the shopping centre",
                "a bloke on eBay who resoles by post",
            ],
            "facts": [
                "My shoes get mended at {v}.",
                "For heels and soles I go to {v}.",
                "When a shoe needs fixing, it goes to {v}.",
            ],
            "corrections": [
                ("cue", "taking shoes to {new} from here on"),
                (
                    "cue",
                    "Found {new} through a neighbour and they've got all my repairs.",
                ),
                ("cue", "My work boots are with {new} this time."),
                ("cue", "heels sorted at {new} this week, going back there"),
                ("explicit", "{old} shut up shop, so my shoes go to {new}."),
                ("explicit", "{old} glued a heel on wonky, I use {new}."),
                ("explicit", "shoe repairs: {new}, not {old}"),
                ("explicit", "Gave up on {old} after the queue; {new} does mine."),
                (
                    "implicit",
                    "{new} resoled my wedding shoes in time for the do on saturday",
                ),
                (
                    "implicit",
                    "Left my boots with {new} and lost the ticket, and they found them anyway.",
                ),
                (
                    "implicit",
                    "{new} told me off for wearing my heels down on one side.",
                ),
                (
                    "implicit",
                    "Errands Saturday: parcel back to the post office, prescription from the chemist, a birthday present for a five-year-old I've never met, the bank about a card that won't work, and my brown boots dropped at {new} on the way back to the car.",
                ),
            ],
            "questions": [
                "Where do I get my shoes repaired?",
                "Who fixes my heels?",
                "Where do my boots go when the sole wears through?",
            ],
            "now": ["Who's doing my shoe repairs these days?"],
        },
        "zh": {
            "values": [
                "小区门口修鞋的刘师傅",
                "菜市场里的修鞋摊",
                "商场负一楼的皮具护理店",
                "地铁口修鞋配钥匙的大爷",
                "闲鱼上找的寄修店",
                "老城区那家开了三十年的修鞋铺",
            ],
            "facts": [
                "我的鞋坏了都找{v}修。",
                "鞋跟鞋底的毛病我都交给{v}。",
                "我修鞋认准{v}。",
            ],
            "corrections": [
                ("cue", "以后修鞋就找{new}了"),
                ("cue", "邻居介绍了{new}，这阵子修鞋都去那儿。"),
                ("cue", "这回皮鞋送到{new}去了"),
                ("cue", "最近修鞋改找{new}咯"),
                ("explicit", "{old}不干了，修鞋找{new}。"),
                ("explicit", "{old}把鞋跟钉歪了，我去{new}。"),
                ("explicit", "修鞋：{new}，不是{old}"),
                ("explicit", "{old}那儿排队太长，现在找{new}。"),
                ("implicit", "{new}给我婚鞋钉了个底 周六喝喜酒穿"),
                ("implicit", "靴子放在{new}那儿，票丢了，人家照样给我找着了。"),
                ("implicit", "{new}说我走路老磨一边鞋跟，把我数落了一顿。"),
                (
                    "implicit",
                    "周六跑腿：去邮局退了个快递，去药店拿了药，给一个从没见过的五岁小孩买生日礼物，去银行问那张刷不了的卡，回车上的路上顺手把棕色靴子放到了{new}。",
                ),
            ],
            "questions": [
                "我的鞋坏了找谁修？",
                "我鞋跟掉了去哪儿弄？",
                "我平时在哪儿修鞋？",
            ],
            "now": ["我现在修鞋找的是谁？"],
        },
    },
    {
        "key": "work_mentor",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Priya from the risk team",
                "an old hand called Graham",
                "my former boss Siobhan",
                "Marcus in the Leeds office, over Teams",
                "a retired partner, Mr Oduya",
                "Hannah two desks down",
            ],
            "facts": [
                "My mentor at work is {v}.",
                "At work I'm mentored by {v}.",
                "The person showing me the ropes at work is {v}.",
            ],
            "corrections": [
                ("cue", "HR paired me up with {new} as my mentor"),
                ("cue", "From this quarter my mentoring sessions are with {new}."),
                ("cue", "Signed up for the scheme and got {new}."),
                ("cue", "mentor is {new} as of monday"),
                ("explicit", "{old} left the company, so my mentor is {new}."),
                ("explicit", "{old} got too busy; I'm with {new} for mentoring."),
                ("explicit", "mentor: {new}, {old} handed me over"),
                ("explicit", "{old} passed me on to {new} for mentoring."),
                ("implicit", "{new} told me to stop apologising in emails, fair"),
                (
                    "implicit",
                    "Coffee with {new} on Thursday and came away with a five-year plan scribbled on a napkin.",
                ),
                (
                    "implicit",
                    "{new} read my promotion case and sent it back covered in red pen.",
                ),
                (
                    "implicit",
                    "Appraisal week: the system crashed halfway through my form, my line manager was off with flu, the canteen ran out of anything hot, and the only useful half hour was with {new}, who talked me out of resigning over a custard cream.",
                ),
            ],
            "questions": [
                "Who's my mentor at work?",
                "Who's guiding me along in my job?",
                "Who do I have my mentoring chats with?",
            ],
            "now": ["Who's mentoring me currently?"],
        },
        "zh": {
            "values": [
                "带我的师傅老刘",
                "隔壁组的王姐",
                "返聘回来的陈工",
                "部门里的李经理",
                "总部的张总",
                "坐我对面的赵哥",
            ],
            "facts": [
                "单位里带我的是{v}。",
                "工作上我的导师是{v}。",
                "我工作上有事都请教{v}。",
            ],
            "corrections": [
                ("cue", "人事把我分给了{new}带"),
                ("cue", "这个季度起{new}带我。"),
                ("cue", "报了导师计划，分到了{new}"),
                ("cue", "以后我就跟着{new}学了"),
                ("explicit", "{old}离职了，带我的是{new}。"),
                ("explicit", "{old}太忙，把我交给了{new}。"),
                ("explicit", "导师：{new}，{old}不带了"),
                ("explicit", "{old}调走了，换成{new}带我。"),
                ("implicit", "{new}说我邮件里别老道歉 有道理"),
                ("implicit", "周四跟{new}喝了杯咖啡，拿回来一张写满五年规划的餐巾纸。"),
                ("implicit", "{new}把我的晋升材料打回来，满篇红笔。"),
                (
                    "implicit",
                    "考核周：系统填到一半崩了，直属领导发烧请假，食堂热菜全卖光了，整个礼拜唯一有用的半个钟头，是{new}就着一包饼干劝我别辞职。",
                ),
            ],
            "questions": [
                "单位里谁带我？",
                "工作上我的师傅是谁？",
                "我工作上遇事找谁讨主意？",
            ],
            "now": ["现在单位里是谁在带我？"],
        },
    },
    {
        "key": "lunch_buddy",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dev from IT",
                "Carol on reception",
                "my old uni mate Ellie, who works across the road",
                "the graduate trainee, Ollie",
                "Ade from the post room",
                "my sister-in-law Meg, who works in the same building",
            ],
            "facts": [
                "I have lunch with {v} most days.",
                "My lunch companion at work is {v}.",
                "At lunchtime it's me and {v}.",
            ],
            "corrections": [
                ("cue", "doing lunches with {new} from this week"),
                ("cue", "{new} and I have started eating together at one."),
                ("cue", "Fell into a lunch routine with {new}."),
                ("cue", "lunch crew is me and {new} atm"),
                ("explicit", "{old} moved floors, so I eat with {new}."),
                ("explicit", "{old} went part-time; my lunches are with {new}."),
                ("explicit", "lunch: {new}, not {old}"),
                (
                    "explicit",
                    "{old} eats at the desk these days, so I go out with {new}.",
                ),
                ("implicit", "{new} and I split a meal deal, peak romance"),
                (
                    "implicit",
                    "{new} spent the whole lunch hour telling me about a wasp in their flat.",
                ),
                (
                    "implicit",
                    "Sat in the park with {new} and a pigeon made off with half my wrap.",
                ),
                (
                    "implicit",
                    "Worst Wednesday: fire alarm at ten, forty minutes in the car park in the drizzle, the lift broke, I was locked out of my account, and the only good part was a jacket potato with {new} in the little café round the corner.",
                ),
            ],
            "questions": [
                "Who do I eat lunch with?",
                "Who's my lunchtime company at work?",
                "Who do I go for lunch with on workdays?",
            ],
            "now": ["Who am I having lunch with these days?"],
        },
        "zh": {
            "values": [
                "财务室的小孙",
                "前台的芳芳",
                "在对面楼上班的大学同学丽丽",
                "实习生小吴",
                "收发室的老马",
                "同一栋楼上班的小姑子",
            ],
            "facts": [
                "我在单位的饭搭子是{v}。",
                "中午一般跟{v}一起吃饭。",
                "午饭我跟{v}搭伙。",
            ],
            "corrections": [
                ("cue", "这礼拜起中午跟{new}一块吃"),
                ("cue", "最近跟{new}成了饭搭子"),
                ("cue", "中午现在跟{new}吃呗"),
                ("cue", "跟{new}约好了以后一起吃午饭"),
                ("explicit", "{old}搬到别的楼层了，中午跟{new}吃。"),
                ("explicit", "{old}改带饭在工位吃，我跟{new}出去。"),
                ("explicit", "饭搭子：{new}，{old}单飞了"),
                ("explicit", "不跟{old}吃了，{new}当饭搭子。"),
                ("implicit", "跟{new}拼了个满减 美滋滋"),
                ("implicit", "{new}一中午都在讲家里进了只马蜂。"),
                ("implicit", "跟{new}坐公园长椅上吃煎饼，一只鸽子叼走了半个。"),
                (
                    "implicit",
                    "最倒霉的周三：十点火警，大家在停车场淋着毛毛雨站了四十分钟，电梯坏了，电脑账号被锁，唯一的好事是跟{new}在拐角小店吃了碗牛肉面。",
                ),
            ],
            "questions": [
                "我中午跟谁吃饭？",
                "我在单位的饭搭子是谁？",
                "上班的时候谁陪我吃午饭？",
            ],
            "now": ["我最近中午跟谁一块吃？"],
        },
    },
    {
        "key": "dad_hearing_aid",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "NHS behind-the-ear aids",
                "Specsavers hearing aids",
                "Phonak hearing aids",
                "Oticon hearing aids",
                "a cheap pair off Amazon",
                "tiny in-the-canal ones from Boots",
            ],
            "facts": [
                "Dad's hearing aids are {v}.",
                "For his hearing, my father wears {v}.",
                "What Dad has in his ears is {v}.",
            ],
            "corrections": [
                ("cue", "dad got fitted with {new} on tuesday"),
                ("cue", "The audiologist set Dad up with {new}."),
                ("cue", "Dad's trying out {new} and says he can hear the fridge."),
                ("cue", "dad's on {new} as of this month"),
                ("explicit", "Dad lost {old} in the garden, so he's got {new}."),
                ("explicit", "{old} whistled nonstop; Dad wears {new}."),
                ("explicit", "dad's ears: {new}. {old} in a drawer"),
                ("explicit", "Dad finally gave up on {old} for {new}."),
                ("implicit", "dad put {new} through the wash, i can't"),
                (
                    "implicit",
                    "Dad turns {new} off as soon as Mum brings up the garden.",
                ),
                (
                    "implicit",
                    "The grandkids hid {new} in the fruit bowl and Dad spent an hour looking.",
                ),
                (
                    "implicit",
                    "Dad's retirement do: the speeches ran long, the buffet had no plates, his old foreman told the same story four times, and Dad had {new} turned right up so he didn't miss a single word of praise.",
                ),
            ],
            "questions": [
                "What hearing aids does my dad have?",
                "What does Dad wear to help him hear?",
                "Which hearing aids is my father using?",
            ],
            "now": ["What are Dad's hearing aids these days?"],
        },
        "zh": {
            "values": [
                "西门子助听器",
                "峰力助听器",
                "瑞声达助听器",
                "残联免费发的助听器",
                "京东上几百块的助听器",
                "欧仕达助听器",
            ],
            "facts": [
                "我爸戴的助听器是{v}。",
                "我爸耳朵背，配的是{v}。",
                "老爷子耳朵上挂的是{v}。",
            ],
            "corrections": [
                ("cue", "周二带我爸配了{new}"),
                ("cue", "听力师给我爸调好了{new}。"),
                ("cue", "我爸在试{new}，说能听见冰箱响了。"),
                ("cue", "这个月开始老爷子戴{new}"),
                ("explicit", "我爸把{old}丢在菜地里了，配了{new}。"),
                ("explicit", "{old}老啸叫，我爸戴{new}了。"),
                ("explicit", "我爸耳朵：{new}，{old}搁抽屉了"),
                ("explicit", "老爷子总算不用{old}了，用{new}。"),
                ("implicit", "我爸把{new}扔洗衣机里了 服了"),
                ("implicit", "我妈一唠叨，我爸就把{new}关了。"),
                ("implicit", "孙子把{new}藏果盘里，老爷子找了一个钟头。"),
                (
                    "implicit",
                    "我爸退休欢送会：领导讲话讲了半个钟头，自助餐没盘子，他以前的车间主任一个故事讲了四遍，我爸把{new}开到最大，一句表扬都没落下。",
                ),
            ],
            "questions": [
                "我爸用的什么助听器？",
                "我爸耳朵上戴的是啥？",
                "老爷子配的助听器是哪种？",
            ],
            "now": ["我爸现在戴的是什么助听器？"],
        },
    },
    {
        "key": "mum_exercise",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Zumba Gold at the leisure centre",
                "aqua aerobics",
                "tai chi in the park",
                "chair yoga at the library",
                "line dancing at the British Legion",
                "Pilates in the church hall",
            ],
            "facts": [
                "Mum's exercise class is {v}.",
                "My mum keeps fit with {v}.",
                "Every week Mum goes to {v}.",
            ],
            "corrections": [
                ("cue", "mum's signed up for {new}"),
                ("cue", "Mum's friend Jean roped her into {new} and she loves it."),
                ("cue", "From January Mum's doing {new}."),
                ("cue", "Mum has taken up {new}, who knew"),
                ("explicit", "Mum's knee put paid to {old}, so it's {new}."),
                ("explicit", "Mum packed in {old}; she does {new}."),
                ("explicit", "mum's class: {new}, {old} dropped"),
                (
                    "explicit",
                    "Mum fell out with the woman who runs {old} and goes to {new}.",
                ),
                (
                    "implicit",
                    "mum rang me in the middle of {new} to ask how to put her phone on silent",
                ),
                (
                    "implicit",
                    "Mum has a sparkly top she only wears to {new}.",
                ),
                (
                    "implicit",
                    "Mum won't come for Sunday lunch because it clashes with {new}.",
                ),
                (
                    "implicit",
                    "Mum's birthday week: the cake shop spelt her name wrong, my brother forgot until Thursday, Dad booked a restaurant that had closed down, and she still went to {new} on the day and came home glowing.",
                ),
            ],
            "questions": [
                "What exercise class does Mum do?",
                "How does my mother keep fit?",
                "Which class does Mum go to every week?",
            ],
            "now": ["What's Mum's exercise class at the moment?"],
        },
        "zh": {
            "values": [
                "小区门口的广场舞",
                "公园里的太极拳",
                "八段锦",
                "老年大学的舞蹈班",
                "水兵舞",
                "柔力球",
            ],
            "facts": [
                "我妈平时锻炼是{v}。",
                "我妈健身就靠{v}。",
                "我妈每天雷打不动的是{v}。",
            ],
            "corrections": [
                ("cue", "我妈报了{new}"),
                ("cue", "我妈被楼上王阿姨拉去{new}了，可带劲了。"),
                ("cue", "开春起我妈改练{new}了"),
                ("cue", "我妈迷上{new}啦"),
                ("explicit", "我妈膝盖不行，{old}不去了，改{new}。"),
                ("explicit", "我妈不去{old}了，去{new}。"),
                ("explicit", "我妈锻炼：{new}，{old}拉倒"),
                ("explicit", "我妈跟{old}领头的闹掰了，现在去{new}。"),
                ("implicit", "我妈{new}练到一半给我打电话问手机怎么调静音"),
                ("implicit", "我妈为了{new}专门买了件亮片上衣。"),
                ("implicit", "周日叫我妈来吃饭，她说要去{new}，不来。"),
                (
                    "implicit",
                    "我妈生日那礼拜：蛋糕店把她名字写错了，我哥到周四才反应过来，我爸订的饭店早就关门了，她当天照样去了{new}，回来满面红光。",
                ),
            ],
            "questions": [
                "我妈平时做什么锻炼？",
                "我妈靠啥健身？",
                "我妈天天去练的是什么？",
            ],
            "now": ["我妈现在锻炼练的是什么？"],
        },
    },
    {
        "key": "kid_cartoon",
        "type": "PREFERENCE",
        "en": {
            "values": ["Bluey", "Peppa Pig", "Paw Patrol", "Hey Duggee", "Numberblocks", "Bing"],
            "facts": [
                "The little one's favourite programme is {v}.",
                "Our youngest is obsessed with {v}.",
                "The cartoon that's always on for the toddler is {v}.",
            ],
            "corrections": [
                ("cue", "little one's all about {new} now"),
                ("cue", "Nursery showed them {new} and that's all he'll watch."),
                ("cue", "He's gone mad for {new} since Christmas."),
                ("cue", "it's {new} on repeat in ours lately"),
                ("explicit", "He's gone off {old}, it's {new} all day."),
                ("explicit", "{old} is apparently for babies; {new} is the one."),
                ("explicit", "toddler tv: {new}. {old} over"),
                ("explicit", "Deleted {old} from the downloads, he only wants {new}."),
                ("implicit", "sang the {new} theme tune in the bath for an hour"),
                (
                    "implicit",
                    "He wants a {new} cake for his birthday and the bakery says no.",
                ),
                ("implicit", "Caught myself humming {new} in a board meeting."),
                (
                    "implicit",
                    "Flight to Malaga: forty minutes on the runway, a man in 14C with a tuna sandwich, a nappy situation at thirty thousand feet, and the only thing that kept the peace was {new} downloaded on the tablet, on a loop, with the volume low.",
                ),
            ],
            "questions": [
                "What's the toddler's favourite show?",
                "What cartoon does the little one love?",
                "What does our youngest want on the telly?",
            ],
            "now": ["What's the little one into on TV at the moment?"],
        },
        "zh": {
            "values": [
                "小猪佩奇",
                "汪汪队立大功",
                "超级飞侠",
                "熊出没",
                "喜羊羊与灰太狼",
                "宝宝巴士",
            ],
            "facts": [
                "我家小的最爱看{v}。",
                "娃天天嚷着要看{v}。",
                "家里电视上给孩子放的是{v}。",
            ],
            "corrections": [
                ("cue", "娃现在迷的是{new}"),
                ("cue", "幼儿园放了{new}，回家就只看这个了。"),
                ("cue", "过完年起小家伙就认准了{new}"),
                ("cue", "最近家里天天放{new}"),
                ("explicit", "娃不看{old}了，天天要{new}。"),
                ("explicit", "{old}他说是小宝宝看的，要看{new}。"),
                ("explicit", "娃的动画：{new}，{old}过气了"),
                ("explicit", "把平板上的{old}删了，他只要{new}。"),
                ("implicit", "在浴缸里唱了一个钟头{new}的主题曲"),
                ("implicit", "过生日非要个{new}的蛋糕，蛋糕店说做不了。"),
                ("implicit", "开会的时候发现自己在哼{new}的歌。"),
                (
                    "implicit",
                    "飞三亚：在跑道上等了四十分钟，旁边大哥吃榴莲酥，一万米高空处理了一回尿不湿，全靠平板上下好的{new}循环播放，声音调到最小，才没闹翻天。",
                ),
            ],
            "questions": [
                "小家伙最爱看什么动画片？",
                "我家小的喜欢哪部动画？",
                "娃天天要看的是啥？",
            ],
            "now": ["孩子这阵子爱看的是什么动画？"],
        },
    },
    {
        "key": "sister_city",
        "type": "SEMANTIC",
        "en": {
            "values": ["Leeds", "Bristol", "Glasgow", "Toronto", "Dubai", "Brighton"],
            "facts": [
                "My sister lives in {v}.",
                "My sister's home is in {v}.",
                "To visit my sister I have to get myself to {v}.",
            ],
            "corrections": [
                ("cue", "sis has moved to {new}"),
                ("cue", "My sister took the job and relocated to {new}."),
                ("cue", "My sister's renting in {new} from this month."),
                ("cue", "sister's in {new} as of the weekend, boxes everywhere"),
                ("explicit", "My sister's left {old} and lives in {new}."),
                ("explicit", "My sister sold up in {old} and bought in {new}."),
                ("explicit", "sister: {new}, not {old}"),
                ("explicit", "My sister said goodbye to {old} for {new}."),
                ("implicit", "sister sent a pic of the rain in {new}, same as here then"),
                ("implicit", "Spent the weekend on my sister's sofa in {new}."),
                (
                    "implicit",
                    "My sister's found the best chippy in {new} and won't stop going on about it.",
                ),
                (
                    "implicit",
                    "Half-term chaos: the car failed its MOT, the boiler made a funny noise, the cat brought in a live frog, and on the Friday I packed both kids off to my sister's in {new} and had a bath that lasted an hour.",
                ),
            ],
            "questions": [
                "Where does my sister live?",
                "Where's my sister based?",
                "Which city would I go to to see my sister?",
            ],
            "now": ["Where's my sister living these days?"],
        },
        "zh": {
            "values": ["深圳", "青岛", "昆明", "西安", "厦门", "墨尔本"],
            "facts": [
                "我姐住在{v}。",
                "我姐家在{v}。",
                "去看我姐得去{v}。",
            ],
            "corrections": [
                ("cue", "我姐搬到{new}去了"),
                ("cue", "我姐跳槽去了{new}，家也安在那儿了。"),
                ("cue", "这个月起我姐在{new}租房住"),
                ("cue", "我姐落户{new}啦"),
                ("explicit", "我姐离开{old}，住到{new}了。"),
                ("explicit", "我姐把{old}的房子卖了，在{new}买了套。"),
                ("explicit", "我姐：{new}，不在{old}了"),
                ("explicit", "我姐跟{old}说再见，去了{new}。"),
                ("implicit", "我姐发了张{new}下雨的照片 跟这儿一样"),
                ("implicit", "周末在我姐{new}的家里睡了两晚沙发。"),
                ("implicit", "我姐说{new}那家烤鱼是她吃过最好吃的，天天念叨。"),
                (
                    "implicit",
                    "寒假一团乱：车年检没过，热水器发出怪声，猫叼回来一只活青蛙，礼拜五我把两个孩子打发到{new}我姐那儿，自己泡了一个钟头的澡。",
                ),
            ],
            "questions": [
                "我姐住哪儿？",
                "我姐家在哪个城市？",
                "我要去看我姐得去哪？",
            ],
            "now": ["我姐现在住在哪儿？"],
        },
    },
    {
        "key": "diy_store",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "B&Q",
                "Screwfix",
                "Wickes",
                "Toolstation",
                "the old hardware shop on Station Road",
                "Robert Dyas",
            ],
            "facts": [
                "I get my DIY bits from {v}.",
                "Screws, paint and that sort of thing come from {v}.",
                "My DIY shop is {v}.",
            ],
            "corrections": [
                ("cue", "doing my diy shopping at {new} now"),
                ("cue", "Opened a trade account at {new}, so that's me sorted."),
                ("cue", "Been going to {new} for bits since they opened by the retail park."),
                ("cue", "{new} for paint and screws from here on"),
                ("explicit", "{old} never has what I want, so it's {new}."),
                ("explicit", "Gave up on {old}; I get my bits at {new}."),
                ("explicit", "diy shop: {new}, not {old}"),
                ("explicit", "{old} shut its branch, I use {new} for hardware."),
                ("implicit", "forty minutes in {new} for one rawlplug"),
                (
                    "implicit",
                    "Bumped into my ex in the paint aisle at {new}, of all places.",
                ),
                (
                    "implicit",
                    "The lad at {new} talked me out of a power drill I definately needed.",
                ),
                (
                    "implicit",
                    "Decorating the box room: the first drop of wallpaper went up upside down, the cat walked through the paste tray, my husband put a screw through a pipe, and I made three trips to {new} in one afternoon for things we already had in the shed.",
                ),
            ],
            "questions": [
                "Where do I buy DIY stuff?",
                "Where do I get screws and paint?",
                "Which shop do I use for hardware?",
            ],
            "now": ["Where am I getting my DIY supplies these days?"],
        },
        "zh": {
            "values": [
                "小区门口的五金店",
                "建材市场",
                "宜家",
                "百安居",
                "居然之家",
                "老城区的五金一条街",
            ],
            "facts": [
                "家里修修补补的东西我在{v}买。",
                "螺丝、油漆这类东西我都从{v}买。",
                "我买五金找{v}。",
            ],
            "corrections": [
                ("cue", "五金改在{new}买了"),
                ("cue", "在{new}办了个会员，以后就它了。"),
                ("cue", "最近修修补补的东西都从{new}拿"),
                ("cue", "现在买螺丝钉什么的都去{new}咯"),
                ("explicit", "{old}老缺货，改去{new}。"),
                ("explicit", "{old}不去了，五金都在{new}买。"),
                ("explicit", "五金：{new}，{old}拉倒"),
                ("explicit", "{old}关门了，现在去{new}买。"),
                ("implicit", "在{new}转了四十分钟就为了一个膨胀螺丝"),
                ("implicit", "在{new}的油漆区撞见了前任，真是。"),
                ("implicit", "{new}的小伙子硬是劝我别买那把电钻。"),
                (
                    "implicit",
                    "收拾小卧室：第一幅墙纸贴倒了，猫踩着胶水盘走了一圈，老公一颗螺丝打穿了水管，一下午我往{new}跑了三趟，买的还都是家里已经有的。",
                ),
            ],
            "questions": [
                "我买五金去哪儿？",
                "螺丝油漆这些我在哪儿买？",
                "家里修修补补的材料从哪儿来？",
            ],
            "now": ["我最近买五金去的是哪儿？"],
        },
    },
    {
        "key": "power_bank",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "an Anker power bank",
                "a slim Belkin one",
                "a chunky Xiaomi brick",
                "a MagSafe one that clips on the back",
                "a freebie from a conference",
                "a solar one for camping",
            ],
            "facts": [
                "The power bank in my bag is {v}.",
                "When my phone's dying I plug into {v}.",
                "I carry {v} for charging on the go.",
            ],
            "corrections": [
                ("cue", "picked up {new} for the bag"),
                ("cue", "Treated myself to {new} before the festival."),
                ("cue", "Carrying {new} from this week on."),
                ("cue", "my brother passed me {new}, thats the bag charger sorted"),
                ("explicit", "{old} swelled up like a pillow, so it's {new}."),
                ("explicit", "Left {old} on a train; I carry {new}."),
                ("explicit", "power bank: {new}. {old} dead"),
                ("explicit", "Airport security took {old} off me, so I've got {new}."),
                ("implicit", "{new} flat exactly when i needed it, classic"),
                (
                    "implicit",
                    "Lent {new} to a stranger at the bus stop and it came back with a sticker on.",
                ),
                ("implicit", "{new} kept my phone alive through the whole of Glastonbury."),
                (
                    "implicit",
                    "Stuck at Euston for four hours: signal failure at Watford, a hen party with inflatable flamingos, a pasty that cost six pounds, and half the concourse eyeing up {new} like it was the last lifeboat.",
                ),
            ],
            "questions": [
                "What power bank do I carry?",
                "What do I charge my phone from when I'm out?",
                "What portable charger is in my bag?",
            ],
            "now": ["What's my power bank at the moment?"],
        },
        "zh": {
            "values": [
                "小米充电宝",
                "安克充电宝",
                "罗马仕充电宝",
                "贴在手机背面的磁吸充电宝",
                "开会发的赠品充电宝",
                "绿联充电宝",
            ],
            "facts": [
                "我包里的充电宝是{v}。",
                "手机没电了我就插{v}。",
                "我出门带的是{v}。",
            ],
            "corrections": [
                ("cue", "刚入手一个{new}"),
                ("cue", "去音乐节之前买了{new}。"),
                ("cue", "这礼拜开始包里装的是{new}"),
                ("cue", "我哥给了我一个{new}，出门就带它了"),
                ("explicit", "{old}鼓包了，带的是{new}。"),
                ("explicit", "{old}落高铁上了，带{new}。"),
                ("explicit", "充电宝：{new}，{old}报废"),
                ("explicit", "安检把{old}没收了，只好买了{new}。"),
                ("implicit", "要用的时候{new}没电 经典"),
                ("implicit", "在公交站把{new}借给一个陌生人，还回来的时候上面多了张贴纸。"),
                ("implicit", "{new}撑着我手机过完了整个草莓音乐节。"),
                (
                    "implicit",
                    "在北京西站困了四个钟头：前方信号故障，旁边一群大学生拉着横幅唱歌，一个肉夹馍二十八，半个候车厅的人都盯着我的{new}，跟盯着最后一条救生船似的。",
                ),
            ],
            "questions": [
                "我随身带的充电宝是哪个？",
                "出门手机没电我拿什么充？",
                "我包里装的移动电源是啥？",
            ],
            "now": ["我现在带的是哪个充电宝？"],
        },
    },
]
