"""Training sentences for the episode classifier (memoryd.core.write.episodes), written for it
alone by the engineer of issue #13, without reading any evaluation set's texts (ku_*,
distinct_facts_heldout*, LoCoMo): "is this text an event (something that happened once, at a
time) or a standing fact (a state, a habit, a preference, a plan, an appointment)?"

Each group is a family of sentences with the same label; bench.episode_train fills the slots
({who}, {place}, {person}, {venue}, {thing}, {when}) from POOLS and cross-validates by group (a
group is never both trained on and tested), so a figure says how the model does on a kind of
sentence it never saw. Labels: 1 = event, 0 = standing fact. A state change told as it happened
("I moved to Lyon last month") is labelled 0 here: the write path treats it as a correction
(its change cue), not as an episode to keep beside the fact it replaces.
"""

EVENTS_EN = {  # past, one occasion
    "outing": [
        "{when} we drove out to {place} and walked along the river.",
        "{when} I took the train to {place} for the day.",
        "{who} and I spent {when_w} exploring the old town of {place}.",
        "We went camping near {place} {when}.",
    ],
    "meal": [
        "{when} I grabbed lunch with {person} at {venue}.",
        "{person} and I ate at {venue} {when}.",
        "{when} we ordered takeaway from {venue} and watched a film.",
        "I cooked a big curry for {person} {when}.",
    ],
    "meeting": [
        "I ran into {person} at {venue} {when}.",
        "{when} I caught up with {person} over coffee.",
        "{person} stopped by my place {when}.",
        "I had a long call with {person} {when}.",
    ],
    "mishap": [
        "I locked myself out of the flat {when}.",
        "{when} my bike got a puncture on the way to {venue}.",
        "I dropped my phone in the lake {when}.",
        "{when} the car broke down outside {place}.",
    ],
    "achievement": [
        "I finished my first half marathon {when}.",
        "{when} I passed my driving test.",
        "I got promoted {when}, after the review with {person}.",
        "{when} our team won the pub quiz at {venue}.",
    ],
    "culture": [
        "{when} I saw a jazz concert at {venue}.",
        "We watched the fireworks at {place} {when}.",
        "{when} I finished reading {thing}.",
        "I visited the modern art museum in {place} {when}.",
    ],
    "family": [
        "{when} we celebrated {person}'s birthday at {venue}.",
        "My parents came to visit {when}.",
        "{when} I helped {person} paint the kitchen.",
        "We took the kids to the zoo {when}.",
    ],
    "health": [
        "I twisted my ankle playing football {when}.",
        "{when} I had a check-up with the doctor.",
        "I caught the flu {when} and stayed in bed.",
        "{when} I donated blood at {venue}.",
    ],
    "work_once": [
        "{when} I gave a talk on {thing} at {venue}.",
        "I interviewed a candidate for the team {when}.",
        "{when} the whole office went to {venue} for a team lunch.",
        "I flew to {place} for a client workshop {when}.",
    ],
    "shopping": [
        "I bought a second-hand {thing} {when}.",
        "{when} I picked up a new rug at {venue}.",
        "We sold the old sofa {when}.",
        "{when} I ordered a birthday present for {person}.",
    ],
    "chat_event": [
        "It was so much fun at {venue} {when}!",
        "{when} was great, we laughed all evening with {person}.",
        "Guess what, {person} surprised me at {venue} {when}.",
        "I can't believe it rained the whole time in {place} {when}.",
    ],
}

FACTS_EN = {  # standing facts: states, habits, preferences, plans, schedules
    "home": [
        "I live in {place}.",
        "My flat is near {venue} in {place}.",
        "{person} lives in {place}.",
        "Our house is on the edge of {place}.",
    ],
    "habit": [
        "I usually have lunch at {venue}.",
        "Every Friday I play squash with {person}.",
        "I walk along the river in {place} on weekends.",
        "We order takeaway from {venue} most Sundays.",
    ],
    "preference": [
        "I love jazz.",
        "My favourite restaurant is {venue}.",
        "I prefer trains to planes.",
        "I can't stand horror films.",
    ],
    "identity": [
        "I'm a nurse at the hospital in {place}.",
        "I'm vegetarian.",
        "I was born in {place}.",
        "My name is {person}.",
    ],
    "relation": [
        "{person} is my closest friend.",
        "My sister works at {venue}.",
        "{person} is my manager.",
        "My son goes to school in {place}.",
    ],
    "health_state": [
        "I'm allergic to cats.",
        "I have asthma.",
        "I take vitamin pills every morning.",
        "I don't drink alcohol.",
    ],
    "schedule": [
        "My dentist appointment is on {date}.",
        "The team stand-up is at 9:30.",
        "My flight to {place} leaves on {date}.",
        "Our anniversary is on {date}.",
    ],
    "plan": [
        "I'm planning to visit {place} next summer.",
        "I want to learn to sail.",
        "Next month we're going to repaint the kitchen.",
        "I'd like to run a marathon one day.",
    ],
    "possession": [
        "I have a {thing}.",
        "We own a small boat.",
        "I drive an old hatchback.",
        "My laptop is a {thing}.",
    ],
    "work_state": [
        "I work at {venue}.",
        "I'm responsible for the billing service.",
        "My job is mostly meetings these days.",
        "I work from home on Mondays.",
    ],
    "change": [
        "I moved to {place} last month.",
        "I switched to a standing desk.",
        "I now work at {venue}.",
        "My new phone number ends in 42.",
    ],
}

EVENTS_ZH = {
    "outing": [
        "{when_zh}我们开车去了{place_zh}，在河边走了走。",
        "{when_zh}我坐火车去{place_zh}玩了一天。",
        "{when_zh}我们在{place_zh}露营了。",
        "{when_zh}我和{person_zh}逛了{place_zh}的老街。",
    ],
    "meal": [
        "{when_zh}我和{person_zh}在{venue_zh}吃了午饭。",
        "{when_zh}我们点了外卖，看了一部电影。",
        "{when_zh}我给{person_zh}做了一桌菜。",
        "{when_zh}和{person_zh}去{venue_zh}吃了顿烧烤。",
    ],
    "meeting": [
        "{when_zh}我在{venue_zh}碰到了{person_zh}。",
        "{when_zh}{person_zh}来我家坐了坐。",
        "{when_zh}我和{person_zh}打了很久的电话。",
        "{when_zh}我约{person_zh}喝了杯咖啡。",
    ],
    "mishap": [
        "{when_zh}我把钥匙落在了{venue_zh}。",
        "{when_zh}我的手机掉进水里了。",
        "{when_zh}车在{place_zh}附近抛锚了。",
        "{when_zh}骑车去{venue_zh}的路上爆胎了。",
    ],
    "achievement": [
        "{when_zh}我跑完了第一个半马。",
        "{when_zh}我考过了驾照。",
        "{when_zh}我升职了。",
        "{when_zh}我们队在比赛里拿了第一。",
    ],
    "culture": [
        "{when_zh}我去{venue_zh}听了一场音乐会。",
        "{when_zh}我们在{place_zh}看了烟花。",
        "{when_zh}我看完了一本小说。",
        "{when_zh}我参观了{place_zh}的博物馆。",
    ],
    "family": [
        "{when_zh}我们在{venue_zh}给{person_zh}过了生日。",
        "{when_zh}我爸妈来看我了。",
        "{when_zh}我帮{person_zh}刷了厨房的墙。",
        "{when_zh}我们带孩子去了动物园。",
    ],
    "health": [
        "{when_zh}踢球的时候我扭伤了脚。",
        "{when_zh}我去医院做了体检。",
        "{when_zh}我感冒了，在床上躺了两天。",
        "{when_zh}我去献了血。",
    ],
}

FACTS_ZH = {
    "home": [
        "我住在{place_zh}。",
        "我家在{venue_zh}附近。",
        "{person_zh}住在{place_zh}。",
        "我们的房子在{place_zh}郊区。",
    ],
    "habit": [
        "我平时在{venue_zh}吃午饭。",
        "我每周五和{person_zh}打羽毛球。",
        "周末我一般去河边散步。",
        "我们经常点{venue_zh}的外卖。",
    ],
    "preference": [
        "我喜欢爵士乐。",
        "我最喜欢的餐厅是{venue_zh}。",
        "比起飞机我更喜欢坐火车。",
        "我不喜欢恐怖片。",
    ],
    "identity": [
        "我是{place_zh}一家医院的护士。",
        "我吃素。",
        "我出生在{place_zh}。",
        "我叫{person_zh}。",
    ],
    "relation": [
        "{person_zh}是我最好的朋友。",
        "我姐姐在{venue_zh}上班。",
        "{person_zh}是我的领导。",
        "我儿子在{place_zh}上学。",
    ],
    "health_state": [
        "我对猫毛过敏。",
        "我有哮喘。",
        "我每天早上吃维生素。",
        "我不喝酒。",
    ],
    "schedule": [
        "我的牙医预约在{date_zh}。",
        "团队例会在每天九点半。",
        "我去{place_zh}的航班是{date_zh}。",
        "我们的结婚纪念日是{date_zh}。",
    ],
    "plan": [
        "我打算明年夏天去{place_zh}。",
        "我想学帆船。",
        "下个月我们准备重新粉刷厨房。",
        "我希望有一天能跑一次全马。",
    ],
    "possession": [
        "我有一台{thing_zh}。",
        "我们家有一条小船。",
        "我开一辆旧车。",
        "我的电脑是{thing_zh}。",
    ],
    "change": [
        "我上个月搬到了{place_zh}。",
        "我现在在{venue_zh}上班了。",
        "我换了新手机号。",
        "我改用站立式办公桌了。",
    ],
}

POOLS = {
    "who": ["My partner", "My brother", "A friend", "My cousin", "Dana"],
    "person": ["Ravi", "Jonas", "Aunt Sue", "my neighbour", "Keiko", "Mateo", "Grandpa"],
    "place": ["Ghent", "Valencia", "the Lake District", "Hokkaido", "Quebec City", "Split"],
    "venue": ["the Copper Kettle", "Blue Door Cafe", "the community centre", "Nando's",
              "the riverside market", "the climbing gym"],
    "thing": ["'The Overstory'", "espresso machine", "kayak", "ThinkPad", "film camera"],
    "date": ["June 4", "the 19th", "October 2", "next Thursday"],
    "when": ["yesterday", "last weekend", "on Saturday", "two weeks ago", "last night",
             "this morning", "in March", "over the holidays", "last summer", "the other day", ""],
    "when_w": ["last Sunday", "the whole weekend", "a day in April", "yesterday afternoon"],
    "person_zh": ["小李", "王阿姨", "老周", "表哥", "同事小吴", "邻居"],
    "place_zh": ["绍兴", "桂林", "大理", "威海", "泉州", "洛阳"],
    "venue_zh": ["楼下的面馆", "社区中心", "江边的集市", "攀岩馆", "那家咖啡馆", "商场"],
    "thing_zh": ["咖啡机", "皮划艇", "笔记本电脑", "胶片相机"],
    "date_zh": ["六月四号", "十九号", "十月二号", "下周四"],
    "when_zh": ["昨天", "上周末", "周六", "两周前", "昨晚", "今天早上", "三月份", "春节期间",
                "去年夏天", "前几天", "那天", ""],
}  # fmt: skip
