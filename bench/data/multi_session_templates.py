"""Templates of bench/multi_session.py: facts a user states early in a conversation, the
questions asked sessions later, and the small talk around them. Chinese and English.

Each fact: (kind, fact template, [question templates], entity question?). Slots in braces are
filled from FILLERS (one draw per conversation, so a fact and its questions agree). A kind is
planted once per conversation; DISTRACTORS state other values of the same kinds of thing in
other words (another order, another city) so that an id or a name must be matched exactly.
"""

from __future__ import annotations

FILLERS = {
    "zh": {
        "item": ["空气净化器", "机械键盘", "电饭煲", "登山鞋", "蓝牙耳机", "儿童座椅", "咖啡机"],
        "name": ["小雨", "朵朵", "乐乐", "安安", "甜甜", "豆豆"],
        "age": ["五", "六", "七", "八", "九"],
        "allergen": ["花生", "芒果", "海鲜", "牛奶", "鸡蛋"],
        "city": ["杭州", "成都", "苏州", "武汉", "西安", "青岛"],
        "city2": ["深圳", "重庆", "厦门", "南京", "长沙"],
        "sport": ["羽毛球", "游泳", "攀岩", "骑行", "乒乓球"],
        "date": ["3月12日", "4月8日", "5月20日", "6月3日", "9月15日"],
        "problem": ["发票开错了抬头", "退款一直没到账", "商品有划痕", "少发了一个配件"],
        "pet": ["橘猫", "柯基", "金毛", "布偶猫"],
        "pet_name": ["团子", "可乐", "馒头", "芝麻"],
        "budget": ["30万", "50万", "80万", "120万"],
        "drink": ["乌龙茶", "美式咖啡", "豆浆", "柠檬水"],
    },
    "en": {
        "item": [
            "air purifier",
            "standing desk",
            "rice cooker",
            "hiking boots",
            "espresso machine",
        ],
        "name": ["Maya", "Leo", "Ivy", "Noah", "Zoe", "Eli"],
        "age": ["five", "six", "seven", "eight", "nine"],
        "allergen": ["peanuts", "shellfish", "sesame", "dairy", "eggs"],
        "city": ["Denver", "Austin", "Portland", "Boston", "Seattle", "Raleigh"],
        "city2": ["Chicago", "Atlanta", "Phoenix", "Detroit", "Miami"],
        "sport": ["badminton", "swimming", "rock climbing", "cycling", "tennis"],
        "date": ["March 12", "April 8", "May 20", "June 3", "September 15"],
        "problem": [
            "the invoice has the wrong company name",
            "the refund never arrived",
            "the screen arrived scratched",
            "a charger was missing from the box",
        ],
        "pet": ["tabby cat", "corgi", "golden retriever", "beagle"],
        "pet_name": ["Biscuit", "Mochi", "Pepper", "Waffles"],
        "budget": ["$30,000", "$50,000", "$80,000", "$120,000"],
        "drink": ["oolong tea", "black coffee", "oat latte", "lemon water"],
    },
}

# Ids are generated (seeded) by the bench: {order}, {ticket}, {member}, {tracking}.
FACTS = {
    "zh": [
        (
            "order",
            "我的订单号是{order}，买的是{item}。",
            ["订单{order}买的是什么东西？", "帮我查一下{order}这个订单"],
            True,
        ),
        (
            "ticket",
            "我提交的工单号是{ticket}，问题是{problem}。",
            ["工单{ticket}处理到哪一步了？", "{ticket}是什么问题来着"],
            True,
        ),
        (
            "member",
            "我的会员卡号是{member}，绑定的是这个手机。",
            ["会员号{member}还有多少积分？"],
            True,
        ),
        (
            "tracking",
            "快递单号{tracking}的包裹是给我妈妈的生日礼物。",
            ["{tracking}这个快递里是什么？"],
            True,
        ),
        (
            "daughter",
            "我女儿叫{name}，今年{age}岁了。",
            ["我家孩子叫什么名字？", "我女儿多大了？"],
            False,
        ),
        (
            "allergy",
            "我对{allergen}过敏，吃了会起疹子。",
            ["我有什么东西不能吃？", "我对什么过敏？"],
            False,
        ),
        ("work", "我们公司在{city}，我每天坐地铁上班。", ["我在哪个城市工作？"], False),
        ("sport", "我最喜欢的运动是{sport}，每周打两次。", ["我平时有什么爱好？"], False),
        ("trip", "{date}我要去{city2}出差三天。", ["我下次出差是哪天？去哪里？"], False),
        ("pet", "我养了一只{pet}，名字叫{pet_name}。", ["我的宠物叫什么？"], False),
        ("budget", "装修预算控制在{budget}以内。", ["装修最多能花多少钱？"], False),
        ("drink", "我早上习惯喝一杯{drink}。", ["我早上一般喝什么？"], False),
    ],
    "en": [
        (
            "order",
            "My order number is {order}, it's the {item}.",
            ["What did I buy with order {order}?", "Can you check order {order} for me?"],
            True,
        ),
        (
            "ticket",
            "I opened support ticket {ticket} because {problem}.",
            ["What is ticket {ticket} about?", "Any news on {ticket}?"],
            True,
        ),
        (
            "member",
            "My membership number is {member}.",
            ["How many points are on membership {member}?"],
            True,
        ),
        (
            "tracking",
            "The parcel with tracking number {tracking} is my mom's birthday present.",
            ["What is in parcel {tracking}?"],
            True,
        ),
        (
            "daughter",
            "My daughter {name} just turned {age}.",
            ["What is my kid called?", "How old is my daughter?"],
            False,
        ),
        (
            "allergy",
            "I'm allergic to {allergen}, I get hives.",
            ["Is there anything I must avoid eating?", "What am I allergic to?"],
            False,
        ),
        (
            "work",
            "Our office is in {city} and I take the train to work.",
            ["Which city do I work in?"],
            False,
        ),
        (
            "sport",
            "My favorite sport is {sport}, I play twice a week.",
            ["What do I do for exercise?"],
            False,
        ),
        (
            "trip",
            "I'm flying to {city2} on {date} for a three-day business trip.",
            ["When is my next business trip and where?"],
            False,
        ),
        ("pet", "I have a {pet} called {pet_name}.", ["What's my pet's name?"], False),
        (
            "budget",
            "We're keeping the renovation budget under {budget}.",
            ["How much can we spend on the renovation?"],
            False,
        ),
        (
            "drink",
            "Every morning I start with a cup of {drink}.",
            ["What do I usually drink in the morning?"],
            False,
        ),
    ],
}

# Other values of the same kinds of thing, said differently: the entity questions need the
# exact id, the others the right fact among look-alikes.
DISTRACTORS = {
    "zh": [
        "上个月那单{order}的{item}已经签收了，挺好用。",
        "之前的工单{ticket}已经解决了，谢谢。",
        "我老公的会员卡号是{member}。",
        "还有一个快递{tracking}是公司寄来的文件。",
        "我同事的儿子今年{age}岁。",
        "我朋友去{city}旅游了一周。",
        "我爸爸喜欢{sport}。",
    ],
    "en": [
        "The {item} from order {order} arrived last month and works great.",
        "The older ticket {ticket} got resolved, thanks.",
        "My husband's membership number is {member}.",
        "Another parcel, {tracking}, is just paperwork from the office.",
        "My coworker's son is {age}.",
        "A friend of mine spent a week in {city}.",
        "My dad is really into {sport}.",
    ],
}

SMALL_TALK = {
    "zh": [
        "今天天气真不错。",
        "哈哈好的。",
        "谢谢你！",
        "我刚吃完午饭。",
        "周末去看了场电影，还行。",
        "最近有点累。",
        "嗯嗯，明白了。",
        "早上好！",
        "今天地铁好挤。",
        "晚上想吃火锅。",
        "这首歌挺好听的。",
        "等会儿我还要开个会。",
        "好久没运动了。",
        "刚下班到家。",
    ],
    "en": [
        "Nice weather today.",
        "Haha okay.",
        "Thanks a lot!",
        "Just finished lunch.",
        "Saw a movie over the weekend, it was fine.",
        "Feeling a bit tired lately.",
        "Got it, makes sense.",
        "Good morning!",
        "The train was packed today.",
        "Thinking about pizza tonight.",
        "This song is pretty good.",
        "I have another meeting in a bit.",
        "Haven't worked out in ages.",
        "Just got home.",
    ],
}

# Small talk is generated from these parts (when x what x how), so that a conversation of a
# hundred turns is not the same few lines merged into one memory.
NOISE_PARTS = {
    "zh": (
        ["今天", "昨天", "刚才", "周末", "早上", "晚上", "中午", "前天", "这两天", "上午"],
        [
            "去超市买了点水果",
            "和朋友吃了顿饭",
            "在家看了部电影",
            "加班到很晚",
            "跑了五公里",
            "睡了个午觉",
            "整理了一下房间",
            "去公园散步了",
            "追了两集剧",
            "做了顿晚饭",
            "陪孩子写作业",
            "洗了一大堆衣服",
            "去银行办了点事",
            "在咖啡店坐了一会儿",
            "开了三个会",
            "去理发了",
            "给花浇了水",
            "打扫了厨房",
            "听了一下午的播客",
            "骑车去了趟菜市场",
        ],
        ["，挺开心的。", "，有点累。", "。", "，感觉还不错。", "，时间过得好快。", "，哈哈。"],
    ),
    "en": (
        [
            "Today",
            "Yesterday",
            "Earlier",
            "This weekend",
            "This morning",
            "Tonight",
            "At lunch",
            "The other day",
            "Lately",
            "This afternoon",
        ],
        [
            "I went grocery shopping",
            "I had dinner with friends",
            "I watched a movie at home",
            "I worked late",
            "I went for a run",
            "I took a nap",
            "I cleaned up the apartment",
            "I walked in the park",
            "I binged two episodes of a show",
            "I cooked dinner",
            "I helped the kids with homework",
            "I did a mountain of laundry",
            "I ran some errands at the bank",
            "I sat in a coffee shop for a while",
            "I sat through three meetings",
            "I got a haircut",
            "I watered the plants",
            "I cleaned the kitchen",
            "I listened to podcasts all afternoon",
            "I biked to the farmers market",
        ],
        [", it was fun.", ", pretty tiring.", ".", ", not bad at all.", ", time flies.", ", haha."],
    ),
}
