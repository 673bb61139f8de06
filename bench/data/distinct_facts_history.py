"""Held-out pairs of a current fact and, told later, the history of the same fact: what it was
before, which is no longer so (`python -m bench.distinct_facts --set history`, once registered).

Written blind on 2026-12-06 by a helper session (s20) that read none of the engine's code, rules or
lexicons (judge, cues, tokenizer, extraction, merging), none of the tests and none of the bench
code. Of bench/data/ it listed the directory and read distinct_facts_plans.py in full (its
docstring, its structure, field names, value types and question conventions, for the format), and
read no other data file. The other distinct_facts_*.py (and notes/s20/distinct_facts_heldout16.py)
were only imported by a script that printed their ids, so that none is reused; their texts were
not looked at. Nothing under core/, server/, tests/ or clients/ was read, nor any bench/*.py
script, and neither the engine nor any benchmark was run. Not to be tuned on; whoever tunes on it
writes a new set and says so. Run it once.

What it tests. The first text of a pair is a current fact about the user or a family member ("I
drive a silver 2020 Skoda Octavia estate", "我在三一重工上班，总部在星沙。"). The second, told
`days_apart` days later (3 to 60), is history of the same slot told late: what that fact was
before and no longer is ("My first car was a P-reg Nissan Micra", "之前在中联重科干了七年，前年
才跳过来的。"). Both are true and neither replaces the other: the second is not an update, so the
first must not be marked superseded, updated or dropped because of it, and the second must not be
taken for the present state; it is history and must stay recallable as history. A memory system
that lets the late-told past overwrite the present has got the user's present wrong; one that
drops or merges away the past has lost it.

Each pair has exactly two questions. The first asks about the present ("Where do I live?",
"我现在怎么上班？"); the second asks about the past ("What was my first car?", "我以前抽什么烟？").
About a third of the present questions carry no word like now/currently/现在, and about a third
of the past questions carry no word like used to/before/以前/之前 ("Which team did I support
growing up?", "我大学时迷什么？").

leads
  One extra field per pair, after "questions", of the same length: which text must come FIRST in
  the answer (the top of the recalled list) to each question, "first" or "second". Here it is
  always ["first", "second"]: the present question is led by the first text, the past question
  by the second.

kind
  history   every pair: the second text tells, late, what the first text's fact used to be.

How the history is told varies, and this matters most: "used to", "back in the day", "before I
moved here", "at uni", "in his twenties", "as a kid", "growing up", "my old job", "for years",
"until last spring", "in my last flat", "years ago", "once upon a time", "way back when", "I'd
been at X for six years before", a finished period or a date range with no marker ("Owen did
Reception to Year 2 at St Mary's", "from my first Saturday job at sixteen all the way to 2021"),
terse chat ("ex-smoker here lol, 20 a day from 17 to 30", "used to be a barista tbh"); in
Chinese 以前, 之前, 原来, 那时候, 早些年, 小时候, 上大学那会儿, 刚工作那几年, 老早, 曾经, 当年,
没搬家前, 前几年, 婚前, 跳槽前, 做手术前, and some with no marker at all, the past told only by a
date or a finished period ("2010到2016年我在广州漂着", "外婆在韶山老屋住了一辈子，前年才被我舅
接进城"). About half the second texts share few words with their first text.

72 pairs, 36 in English and 36 in Chinese, all of kind "history"; ids end in -h20. The English
pairs are about a family in Pontcanna, Cardiff: the user (a claims team lead at Admiral), husband
Tom (a paramedic), son Owen (Year 4), daughter Cerys (under-16 rugby), Bara the greyhound, Mum
and Dad in Tenby, sister Ffion in Bristol, Nain in a care home in Penarth. The Chinese pairs are
written for Chinese speakers, not translated from the English: a family in 长沙 梅溪湖 (the user
is a 预算主管 at 三一重工, 老婆 a nurse at 湘雅二医院, 女儿朵朵 in 三年级 at 砂子塘小学, 旺仔 the
corgi, 爸妈 and 外婆 in 湘潭, 我姐 in 杭州). Each fact slot is used once per language, so no first
text contradicts another. No FILLER here: the bench uses another set's.
"""

# ruff: noqa: RUF001

PAIRS = [  # each: the first is the present, the second its history told late; both true
    # ---------------------------------------------------------------- English: history
    {
        "id": "home-city-en-h20",
        "lang": "en",
        "kind": "history",
        "first": (
            "We live in Cardiff, nine years now, and I still can't say half the street names "
            "properly."
        ),
        "second": (
            "Before Cardiff it was Leeds for me, eight years, from freshers' week right through my "
            "first proper job."
        ),
        "days_apart": 17,
        "questions": [
            "Which city do I live in?",
            "Where did I live before Cardiff?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "neighbourhood-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Our house is in Pontcanna, two minutes' walk from Llandaff Fields.",
        "second": (
            "In my last flat I was up in Cathays, with three students above me blasting drum and "
            "bass till 4am."
        ),
        "days_apart": 9,
        "questions": [
            "What part of Cardiff is our house in?",
            "Which area was my last flat in?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "employer-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I work at Admiral, at the head office in the city centre.",
        "second": "I'd been at Aviva for six years before I jumped ship to Admiral.",
        "days_apart": 33,
        "questions": [
            "Who do I work for?",
            "Which company was I with before Admiral?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "job-title-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I'm a claims team lead, eleven people under me and far too many spreadsheets.",
        "second": "used to be a barista tbh, honestly the best job I ever had lol",
        "days_apart": 5,
        "questions": [
            "What's my job title at the moment?",
            "What job did I use to do?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "car-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I drive a silver 2020 Skoda Octavia estate, permanently full of dog hair.",
        "second": (
            "My first car was a P-reg Nissan Micra with a tape deck, bought off my uncle for £400."
        ),
        "days_apart": 26,
        "questions": [
            "What car do I drive these days?",
            "What was my first car?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "phone-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "My phone's a Samsung Galaxy S23.",
        "second": "For years I was a die-hard iPhone person, had every model from the 4 to the 11.",
        "days_apart": 12,
        "questions": [
            "What phone have I got now?",
            "What phones did I use to have?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "diet-en-h20",
        "lang": "en",
        "kind": "history",
        "first": (
            "I eat pretty much everything. Tom does a Sunday roast most weeks and I never say no "
            "to it."
        ),
        "second": (
            "I was a vegan for ten years, till I caved at a mate's barbecue in the summer of 2019."
        ),
        "days_apart": 40,
        "questions": [
            "Do I eat meat nowadays?",
            "What diet was I on before 2019?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "pet-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "We've got a retired greyhound called Bara, she sleeps about twenty hours a day.",
        "second": (
            "As a kid on the farm I had a pet lamb called Dai who followed me down to the school "
            "bus."
        ),
        "days_apart": 22,
        "questions": [
            "What pet do we have?",
            "What pet did I have when I was little?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "hobby-en-h20",
        "lang": "en",
        "kind": "history",
        "first": (
            "Weekends it's birdwatching for me, down at the Cardiff Bay wetlands with binoculars "
            "and a flask."
        ),
        "second": (
            "Back in the day I was a proper skater kid, every evening at the half-pipe behind the "
            "leisure centre."
        ),
        "days_apart": 48,
        "questions": [
            "What do I do for fun at weekends now?",
            "What was I into back in the day?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "sport-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I play netball on Tuesday nights, goal defence for a mixed team in Canton.",
        "second": "I rowed at uni, 6am on the river five days a week. No idea how I did it.",
        "days_apart": 31,
        "questions": [
            "Which sport am I currently playing?",
            "What sport did I do at university?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "gym-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I'm a member at the PureGym in the city centre, I go in my lunch hour.",
        "second": (
            "Until last spring I was at David Lloyd, but they put the fees up again so I cancelled."
        ),
        "days_apart": 14,
        "questions": [
            "Which gym do I belong to now?",
            "Which gym was I a member of before?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "bank-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "My current account's with Monzo, the hot coral card.",
        "second": "I was with NatWest from my first Saturday job at sixteen all the way to 2021.",
        "days_apart": 45,
        "questions": [
            "Who do I bank with?",
            "Which bank did I use to be with?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "gp-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "My GP is Dr Rhiannon Hughes at the Llandaff North surgery.",
        "second": (
            "Before I moved here my GP was old Dr Patel in Headingley, he'd known me since I was "
            "nineteen."
        ),
        "days_apart": 58,
        "questions": [
            "Who's my GP now?",
            "Who was my GP before I moved here?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "owen-school-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Owen's in Year 4 at Ysgol Pwll Coch, the Welsh-medium primary.",
        "second": (
            "Owen did Reception to Year 2 at St Mary's, then we moved him after a rough year with "
            "one teacher."
        ),
        "days_apart": 37,
        "questions": [
            "Which school is Owen at now?",
            "Which school did Owen go to before?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "tom-job-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Tom's a paramedic with the Welsh Ambulance Service, four on, four off.",
        "second": (
            "Tom taught PE at a comp in Newport for twelve years. He still does the whistle thing "
            "at home."
        ),
        "days_apart": 20,
        "questions": [
            "What does Tom do for a living?",
            "What did Tom use to do for work?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "parents-home-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Mum and Dad live in Tenby, in a bungalow up the hill from the harbour.",
        "second": (
            "Mum and Dad had the farm outside Carmarthen until 2018, forty years of sheep and mud."
        ),
        "days_apart": 53,
        "questions": [
            "Where do my parents live now?",
            "Where did my parents use to live?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "relationship-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I'm married to Tom, our first anniversary's next month.",
        "second": (
            "Spent most of my thirties divorced and swearing I'd never do the wedding thing again."
        ),
        "days_apart": 11,
        "questions": [
            "Am I married?",
            "What was my relationship status through my thirties?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "hair-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "My hair's a short grey crop, two minutes to sort in the morning.",
        "second": "At uni I had bright red dreadlocks down to my bum, Nain nearly fainted.",
        "days_apart": 28,
        "questions": [
            "How do I wear my hair now?",
            "What was my hair like at uni?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "coffee-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Oat flat white with an extra shot, every morning from the kiosk outside work.",
        "second": "when I was skint in Leeds it was Nescafé Gold with three sugars, no shame",
        "days_apart": 7,
        "questions": [
            "What's my usual coffee order?",
            "What coffee did I drink back when I was in Leeds?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "commute-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I cycle to the office along the Taff Trail, about 20 minutes each way.",
        "second": "My old job meant 50 minutes on the Leeds ring road each way, every single day.",
        "days_apart": 35,
        "questions": [
            "How do I get to work these days?",
            "How did I commute in my old job?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "language-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I'm learning Welsh, Thursday night classes and Duolingo in my lunch break.",
        "second": (
            "I used to do Mandarin night classes, two whole years of it, and I can't even count to "
            "ten now."
        ),
        "days_apart": 19,
        "questions": [
            "Which language am I learning at the moment?",
            "Which language did I use to study?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "instrument-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I play the ukulele, badly, in a strum-along group at Chapter on Mondays.",
        "second": "Once upon a time I was grade 7 cello. Sold it to pay my first month's rent.",
        "days_apart": 43,
        "questions": [
            "What instrument do I play now?",
            "What did I play before the ukulele?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "smoking-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I don't smoke, can't stand even being near it.",
        "second": "ex-smoker here lol, 20 a day from 17 to 30",
        "days_apart": 4,
        "questions": [
            "Do I smoke?",
            "Did I use to smoke?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "sister-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "My sister Ffion lives in Bristol, Bedminster, with her girlfriend and two cats.",
        "second": (
            "Ffion spent her twenties in Melbourne and came back with an accent she swears she "
            "doesn't have."
        ),
        "days_apart": 50,
        "questions": [
            "Where does Ffion live now?",
            "Where did Ffion spend her twenties?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "mum-job-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Mum volunteers three days a week at the RNLI shop on the harbour.",
        "second": (
            "Mum was a community midwife for thirty-odd years, she must've delivered half of "
            "Carmarthenshire."
        ),
        "days_apart": 29,
        "questions": [
            "How does Mum spend her weeks now?",
            "What did Mum use to do for a living?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "dad-car-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Dad drives a little red Suzuki Jimny and loves it to bits.",
        "second": (
            "For years Dad drove a battered Land Rover Defender with a sheepdog permanently in the "
            "back."
        ),
        "days_apart": 16,
        "questions": [
            "What's Dad driving at the moment?",
            "What did Dad use to drive?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "cerys-sport-en-h20",
        "lang": "en",
        "kind": "history",
        "first": (
            "Cerys plays rugby for the Cardiff Quins under-16 girls, she's a prop and fearless "
            "with it."
        ),
        "second": "Cerys did ballet from age three until eleven, tutus, buns, the lot.",
        "days_apart": 38,
        "questions": [
            "What sport does Cerys play?",
            "What did Cerys do as a little girl?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "energy-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Our gas and electric are with Octopus, we're on their Agile tariff.",
        "second": "We were British Gas customers for donkey's years, the bills were criminal.",
        "days_apart": 24,
        "questions": [
            "Who's our energy supplier now?",
            "Which energy company did we use before?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "carrier-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I'm on giffgaff, a tenner a month, SIM only.",
        "second": (
            "Way back when I was on Orange pay-as-you-go, topping up at the corner shop every "
            "Friday."
        ),
        "days_apart": 46,
        "questions": [
            "Which mobile network am I on these days?",
            "What network did I use to be on?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "football-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I've got a Cardiff City season ticket, Tom converted me.",
        "second": (
            "Growing up I was Swansea mad, Jack Army scarf and everything. Don't tell the "
            "Bluebirds."
        ),
        "days_apart": 55,
        "questions": [
            "Which football team do I support now?",
            "Which team did I support growing up?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "work-hours-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I work Monday to Thursday, ten-hour days, with Fridays off.",
        "second": (
            "When Cerys was a baby I did nights at a call centre so I could be home with her in "
            "the day."
        ),
        "days_apart": 27,
        "questions": [
            "What's my work schedule currently?",
            "What shifts did I use to work when Cerys was a baby?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "nain-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Nain's in a care home in Penarth now, so we can pop in after school.",
        "second": (
            "Nain lived in the same cottage in Amlwch on Anglesey for sixty years, she hated "
            "leaving it."
        ),
        "days_apart": 60,
        "questions": [
            "Where does Nain live now?",
            "Where was Nain's home for sixty years?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "tom-sport-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "Tom plays walking football on Saturday mornings, it's all his knees can take.",
        "second": (
            "In his twenties Tom was a flanker for Pontypridd, semi-pro, which explains the knees."
        ),
        "days_apart": 32,
        "questions": [
            "What sport does Tom play nowadays?",
            "Who did Tom play rugby for in his twenties?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "supermarket-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "We do the big weekly shop at Lidl on Cowbridge Road.",
        "second": (
            "We were a Waitrose household until the energy crisis hit, then that was the end of "
            "that."
        ),
        "days_apart": 13,
        "questions": [
            "Where do we do our big shop?",
            "Where did we use to do our shopping?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "eyesight-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "I wear daily contact lenses, minus four in both eyes.",
        "second": (
            "From about seven to twenty I had massive NHS glasses, the full Harry Potter look."
        ),
        "days_apart": 21,
        "questions": [
            "Do I wear glasses or contacts now?",
            "What did I use to wear for my eyes?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "housing-en-h20",
        "lang": "en",
        "kind": "history",
        "first": "We own our house, a three-bed terrace, mortgage done in 2041 if we're lucky.",
        "second": (
            "Years ago I rented a damp bedsit above a chippy in Leeds, everything smelled of "
            "vinegar."
        ),
        "days_apart": 8,
        "questions": [
            "Do we rent or own our home?",
            "What kind of place did I use to rent?",
        ],
        "leads": ["first", "second"],
    },
    # ---------------------------------------------------------------- Chinese: history
    {
        "id": "home-city-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我们一家三口在长沙过日子，朵朵都讲一口长沙话了。",
        "second": "2010到2016年我在广州漂着，住天河棠下的城中村。",
        "days_apart": 23,
        "questions": ["我住在哪个城市？", "来长沙前我在哪座城市打拼？"],
        "leads": ["first", "second"],
    },
    {
        "id": "district-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我家在岳麓区梅溪湖，小区对面就是梅溪湖公园。",
        "second": "没搬家前我们住银盆岭一个老小区，六楼没电梯，扛米上楼扛到怀疑人生。",
        "days_apart": 10,
        "questions": ["我家现在在长沙哪个片区？", "搬家之前我们住在哪？"],
        "leads": ["first", "second"],
    },
    {
        "id": "employer-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我在三一重工上班，总部在星沙。",
        "second": "之前在中联重科干了七年，前年才跳过来的。",
        "days_apart": 34,
        "questions": ["我现在在哪家公司上班？", "我之前在哪家公司干过？"],
        "leads": ["first", "second"],
    },
    {
        "id": "job-title-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我现在是财务部的预算主管，手下管四个人。",
        "second": "刚工作那几年我就是个出纳，天天揣着U盾跑银行。",
        "days_apart": 41,
        "questions": ["我现在是什么职位？", "我以前做过什么岗位？"],
        "leads": ["first", "second"],
    },
    {
        "id": "car-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我开一台白色的比亚迪汉，纯电的。",
        "second": "我第一台车是二手奇瑞QQ，八千块买的，空调都是坏的。",
        "days_apart": 27,
        "questions": ["我现在开的是什么车？", "我的第一台车是什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "phone-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我手机是iPhone 15 Pro。",
        "second": "原来一直用OPPO，拍照好看，去年被老婆劝着换了。",
        "days_apart": 15,
        "questions": ["我现在用什么手机？", "我原来用的哪个牌子的手机？"],
        "leads": ["first", "second"],
    },
    {
        "id": "spice-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我顿顿离不开辣椒，一餐没有剁椒就吃不下饭。",
        "second": "在广州那几年我吃得特别清淡，早上白粥肠粉，一点辣都不沾。",
        "days_apart": 6,
        "questions": ["我能吃辣吗？", "以前在广州的时候我口味怎么样？"],
        "leads": ["first", "second"],
    },
    {
        "id": "pet-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "家里养了条柯基，叫旺仔，腿短跑得贼快。",
        "second": "老家那条大黄狗阿黄陪了我整个童年，它走的时候我哭了好几天。",
        "days_apart": 30,
        "questions": ["我家养的什么宠物？", "我小时候老家养的什么狗？"],
        "leads": ["first", "second"],
    },
    {
        "id": "hobby-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我周末最爱去浏阳河边钓鱼，一坐就是一下午。",
        "second": "大学四年我天天泡网吧打魔兽，通宵是常事。",
        "days_apart": 47,
        "questions": ["我现在周末有什么爱好？", "我大学时迷什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "sport-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我现在每周打两次羽毛球，跟公司球友一起。",
        "second": "曾经在校篮球队打过中锋，膝盖伤了以后就再没碰过篮球。",
        "days_apart": 52,
        "questions": ["我现在常打什么球？", "我以前在校队打什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "gym-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我办的是梅溪湖那家超级猩猩的次卡，下班去上团课。",
        "second": "去年夏天之前我一直在一家私教工作室练，后来老板卷钱跑路了。",
        "days_apart": 18,
        "questions": ["我在哪家健身房锻炼？", "去年夏天之前我在哪练？"],
        "leads": ["first", "second"],
    },
    {
        "id": "bank-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我工资卡是长沙银行的。",
        "second": "读书时办的第一张卡是农行的，一直用到2020年才销户。",
        "days_apart": 44,
        "questions": ["我现在工资卡在哪家银行？", "我以前用的是哪家银行的卡？"],
        "leads": ["first", "second"],
    },
    {
        "id": "doctor-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我腰不好，现在固定找省中医院推拿科的王医生。",
        "second": "以前腰疼都是找湘雅医院的陈教授扎针，他退休了我才换人。",
        "days_apart": 57,
        "questions": ["我的腰现在找哪个医生看？", "以前我腰疼找谁看？"],
        "leads": ["first", "second"],
    },
    {
        "id": "duoduo-school-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "朵朵在砂子塘小学读三年级。",
        "second": "朵朵一二年级是在湘潭跟着爷爷奶奶读的，三年级才接回长沙。",
        "days_apart": 36,
        "questions": ["朵朵现在在哪个学校读书？", "朵朵一二年级在哪儿上的学？"],
        "leads": ["first", "second"],
    },
    {
        "id": "wife-job-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "老婆在湘雅二医院心内科当护士，经常上夜班。",
        "second": "老婆婚前是幼儿园老师，带了五年小班。",
        "days_apart": 25,
        "questions": ["我老婆现在做什么工作？", "老婆以前是干什么的？"],
        "leads": ["first", "second"],
    },
    {
        "id": "parents-home-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我爸妈现在住湘潭，岳塘区的电梯房。",
        "second": "我读初中那时候家还在韶山乡下，土砖房，一下雨屋里就漏水。",
        "days_apart": 49,
        "questions": ["我爸妈现在住哪？", "我读初中时家在哪儿？"],
        "leads": ["first", "second"],
    },
    {
        "id": "relationship-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我结婚九年了，跟老婆感情挺好。",
        "second": "当年在广州打了好几年光棍，过年回家被七大姑八大姨轮流催婚。",
        "days_apart": 12,
        "questions": ["我结婚了吗？", "我以前在广州时是单身吗？"],
        "leads": ["first", "second"],
    },
    {
        "id": "hair-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我现在剃的寸头，洗完头一甩就干。",
        "second": "读大二的时候留过一头黄毛长发，现在翻照片都想删。",
        "days_apart": 8,
        "questions": ["我留的什么发型？", "我大二时头发什么样？"],
        "leads": ["first", "second"],
    },
    {
        "id": "coffee-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我早上一杯库迪美式，不加糖不加奶。",
        "second": "前几年喝咖啡必须加奶加糖，焦糖玛奇朵那种甜齁的。",
        "days_apart": 20,
        "questions": ["我现在早上喝什么咖啡？", "我以前喝咖啡是什么口味？"],
        "leads": ["first", "second"],
    },
    {
        "id": "commute-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我每天开车走绕城高速去星沙，单程一个钟。",
        "second": "跳槽前单位就在家门口，走路十分钟到。",
        "days_apart": 39,
        "questions": ["我现在怎么上班？", "跳槽之前我怎么去上班？"],
        "leads": ["first", "second"],
    },
    {
        "id": "language-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我最近在学日语，每天晚上背半小时单词。",
        "second": "读研那两年跟着选修课学过德语，现在只会说个谢谢。",
        "days_apart": 31,
        "questions": ["我目前在学什么外语？", "我读研时学过哪门外语？"],
        "leads": ["first", "second"],
    },
    {
        "id": "instrument-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我在学吉他，每周六下午上一节课。",
        "second": "七岁到十三岁被我妈押着拉了六年二胡，考完十级就再没碰。",
        "days_apart": 45,
        "questions": ["我现在在学什么乐器？", "我以前学过什么乐器？"],
        "leads": ["first", "second"],
    },
    {
        "id": "smoking-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我不抽烟，闻到烟味就头疼。",
        "second": "前烟民一枚哈哈，白沙一天一包抽了十年，21年戒的",
        "days_apart": 3,
        "questions": ["我抽烟吗？", "我以前抽什么烟？"],
        "leads": ["first", "second"],
    },
    {
        "id": "sister-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我姐在杭州，做服装电商，开了家淘宝店。",
        "second": "我姐早些年在义乌摆摊卖小商品，冬天手都冻裂了。",
        "days_apart": 54,
        "questions": ["我姐现在在哪个城市？", "我姐以前在哪儿做生意？"],
        "leads": ["first", "second"],
    },
    {
        "id": "mum-job-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我妈退休了，天天在老年大学学书法。",
        "second": "我妈在村小教了三十年语文，退休前还当过教导主任。",
        "days_apart": 42,
        "questions": ["我妈现在每天干什么？", "我妈退休之前是做什么的？"],
        "leads": ["first", "second"],
    },
    {
        "id": "dad-vehicle-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我爸出门开一台五菱宏光MINI，说停车方便。",
        "second": "我爸老早骑一台永久二八大杠，天天载我去上学。",
        "days_apart": 16,
        "questions": ["我爸现在开什么车？", "我爸以前骑什么车？"],
        "leads": ["first", "second"],
    },
    {
        "id": "duoduo-dance-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "朵朵在学中国舞，已经考到四级了。",
        "second": "上幼儿园时朵朵学过两年轮滑，摔得膝盖没一块好皮。",
        "days_apart": 28,
        "questions": ["朵朵现在学什么？", "朵朵上幼儿园时学的什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "housing-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我们家房子是自己买的，按揭还有十五年。",
        "second": "刚来长沙头两年我是租房住，一个月一千八。",
        "days_apart": 50,
        "questions": ["我们家房子是租的还是买的？", "我以前租房住的时候房租多少？"],
        "leads": ["first", "second"],
    },
    {
        "id": "carrier-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我手机号是联通的，套餐一个月五十九。",
        "second": "上大学那会儿用的是动感地带，一个月话费十几块。",
        "days_apart": 11,
        "questions": ["我手机号是哪家运营商的？", "我大学时用的什么手机卡？"],
        "leads": ["first", "second"],
    },
    {
        "id": "breakfast-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我早餐基本是一碗杨裕兴的肉丝粉，加个荷包蛋。",
        "second": "小时候早餐就是我妈煮的猪油拌饭，撒点酱油，香得很。",
        "days_apart": 21,
        "questions": ["我平时早餐吃什么？", "我小时候早餐吃什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "work-hours-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我们公司双休，朝九晚六，基本不加班。",
        "second": "在中联那会儿是大小周，周六十有八九要去加班。",
        "days_apart": 33,
        "questions": ["我现在上班是什么作息？", "我之前在中联时工作时间是怎样的？"],
        "leads": ["first", "second"],
    },
    {
        "id": "grandma-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "外婆八十七了，现在跟我舅住在湘潭市区。",
        "second": "外婆在韶山老屋住了一辈子，前年才被我舅接进城。",
        "days_apart": 60,
        "questions": ["外婆现在住在哪？", "外婆以前住在哪儿？"],
        "leads": ["first", "second"],
    },
    {
        "id": "wife-sport-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "老婆迷上了飞盘，每个周末都去洋湖湿地公园玩。",
        "second": "老婆读书时是校田径队的，练的跨栏。",
        "days_apart": 26,
        "questions": ["我老婆平时玩什么运动？", "老婆上学时练的什么项目？"],
        "leads": ["first", "second"],
    },
    {
        "id": "groceries-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "买菜基本都在盒马App上下单，半小时送到家。",
        "second": "以前每个周末都要去马王堆菜市场，提两大袋回来。",
        "days_apart": 14,
        "questions": ["我们家现在在哪买菜？", "以前周末我们去哪买菜？"],
        "leads": ["first", "second"],
    },
    {
        "id": "eyesight-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "我视力5.0，不用戴眼镜。",
        "second": "做手术前我近视七百度，镜片厚得像瓶底。",
        "days_apart": 38,
        "questions": ["我戴眼镜吗？", "我以前近视多少度？"],
        "leads": ["first", "second"],
    },
    {
        "id": "broadband-zh-h20",
        "lang": "zh",
        "kind": "history",
        "first": "家里宽带是电信的千兆，打游戏不卡。",
        "second": "之前那套房子装的长城宽带，一到晚上就掉线。",
        "days_apart": 22,
        "questions": ["家里现在的宽带是哪家的？", "之前那套房子用的什么宽带？"],
        "leads": ["first", "second"],
    },
]
