"""Held-out pairs of a current fact and, told later, the history of that same fact: what it was
before and is no longer, both true at once (`python -m bench.distinct_facts --set history2`, once
registered).

Written blind on 2026-12-06 by a helper session (s20) that read none of the engine's code, rules
or lexicons (judge, cues, tokenizer, extraction, merging), none of the tests and none of the bench
code. Of bench/data/ it listed the directory and read distinct_facts_plans.py in full (its
docstring, its structure, field names, value types and question conventions, for the format), and
read no other data file. The other distinct_facts_*.py (in bench/data/ and notes/s20/) were only
imported by a checker script to list their ids, so that none is reused; their texts were not
looked at, and notes/s20/distinct_facts_history.py (the first history set) was not read. Nothing
under core/, server/, tests/ or clients/ was read, nor any bench/*.py script, and neither the
engine nor the benchmark was run. Not to be tuned on; whoever tunes on it writes a new set and
says so. Run it once.

What it tests. The first text of a pair is a current fact about the user or a family member ("I
drive a 2019 Corolla hybrid", "我手机是iPhone 15 Pro"). The second, told `days_apart` days later
(3 to 60), is history of the SAME slot told late: what that fact was before and no longer is
("Formerly the proud owner of a '96 Nissan Sunny", "上大学那会儿用的魅族MX2"). Both are true;
neither replaces the other. A memory system that lets the second overwrite or supersede the first
has got the user's present wrong; one that drops the second, or marks it stale because it is
older in fact, has lost the user's past. The first question of each pair asks about the present,
the second about the past. This is the second history set, "history2"; it was written without
sight of the first.

leads. One extra field per pair, after "questions": a list as long as "questions" saying which
text must come FIRST in the answer to each question, "first" or "second". It is always ["first",
"second"]: the present question leads with the first text, the past question with the second.
About half of the present questions carry no "now", "currently", "these days", "现在" or "目前",
and about half of the past questions carry no "used to", "before", "以前" or "之前" ("What was my
first phone?", "我小时候在哪长大的？"), so the tense of the question has to be read, not matched.

How the history is told varies, in both languages: explicit markers ("used to", "back in the
day", "formerly", "以前", "之前", "曾经", "原来", "当年", "早先"), time frames ("all through uni",
"in my twenties", "for years", "until last spring", "years ago", "growing up", "before the kids",
"上大学那会儿", "刚工作那几年", "小时候", "婚前", "年轻时候"), dates and finished periods
("from 2019 to 2021", "2008-2019", "2012到2016年", "2015年那会儿"), an ex- ("ex-smoker",
"ex-fiancé", "前同事", "前女友"), and terse chat ("First phone I ever owned: Nokia 3310", "uni
me: dreadlocks"). About half of the second texts share few or no words with their first text.

72 pairs, 36 in English and 36 in Chinese, all of kind "history"; ids end in -h21. The English
pairs are about a family in Point Chevalier, Auckland: the user (a physio at a sports clinic in
Newmarket, raised in Gore, Southland), husband Hemi (an electrician, ex-Navy), son Tama (Year 8)
and daughter Ruby (Year 4), Biscuit the lab, Mum and Dad retired at Mount Maunganui, brother Sam
in Melbourne, Nana Pat in Howick. The Chinese pairs are written for Chinese speakers, not
translated from the English: a family in 大连 (the user, a man, leads a test team at a Japanese
outsourcing firm in 软件园; 老婆 teaches 语文 at a primary school; 闺女小满 is in 三年级; 煤球 the
cat; 爸妈 in 瓦房店; 我姐 in 青岛; 奶奶 in 旅顺; 岳父 in 沈阳). Each fact slot is used once per
language, so no first text contradicts another. No FILLER here, as in distinct_facts_plans.py.
"""

# ruff: noqa: RUF001

PAIRS = [  # each: the first is the present, the second its past; both must stay recallable
    # ---------------------------------------------------------------- English
    {
        "id": "home-city-en-h21",
        "lang": "en",
        "kind": "history",
        "first": (
            "We live in Auckland, Point Chevalier, in an old weatherboard villa two streets up "
            "from the beach."
        ),
        "second": (
            "Grew up way down in Gore, Southland. Didn't see a proper city till I was 19 honestly."
        ),
        "days_apart": 27,
        "questions": [
            "Where do I live?",
            "Which town did I grow up in?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "housing-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "We own our place, bought the villa in 2021, mortgage till roughly forever.",
        "second": (
            "Before we bought, we rented a damp little unit in Glen Eden for five years. Black "
            "mould on every window sill."
        ),
        "days_apart": 14,
        "questions": [
            "Do we rent or own our home at this point?",
            "Where did we rent before we bought?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "phone-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I've got a Samsung Galaxy S23, the green one.",
        "second": (
            "First phone I ever owned: Nokia 3310. Dropped it in Lake Taupō and it still worked lol"
        ),
        "days_apart": 9,
        "questions": [
            "What phone am I using at the moment?",
            "What was my first phone?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "car-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I drive a 2019 Corolla hybrid. Silver, boring, never breaks down.",
        "second": (
            "Formerly the proud owner of a '96 Nissan Sunny with no reverse gear. Had to park "
            "facing downhill everywhere."
        ),
        "days_apart": 33,
        "questions": [
            "What car do I drive?",
            "What car did I have before the Corolla?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "job-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I'm a physio at a sports clinic in Newmarket, mostly knees and shoulders.",
        "second": (
            "In my twenties I was a chef, hotel kitchens in Queenstown, 14-hour shifts and burns "
            "up both arms."
        ),
        "days_apart": 41,
        "questions": [
            "What do I do for a living?",
            "What was my job in my twenties?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "hemi-job-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Hemi's a sparky, he runs his own little electrical business out of our garage.",
        "second": (
            "Hemi did ten years in the Navy as a marine engineer on the Te Kaha, got out in 2015."
        ),
        "days_apart": 22,
        "questions": [
            "What does Hemi do for work these days?",
            "What did Hemi do before he became an electrician?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "relationship-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Hemi and I got married in 2014, at his nan's marae up in Kaikohe.",
        "second": (
            "My ex-fiancé Liam, from uni. Called the whole thing off in 2009, best decision I "
            "ever made."
        ),
        "days_apart": 52,
        "questions": [
            "Who am I married to?",
            "Who was I engaged to before Hemi?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "diet-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I'm pescatarian these days: fish yes, meat no.",
        "second": "Was fully vegan all through uni, three years, until a cheese toastie broke me.",
        "days_apart": 18,
        "questions": [
            "What diet am I on now?",
            "How did I eat when I was at uni?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "smoking-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I don't smoke, can't even stand being near it.",
        "second": "ex-smoker btw. pack a day from 17 till about 25, rollies mostly",
        "days_apart": 6,
        "questions": [
            "Do I currently smoke?",
            "Did I use to smoke, and how much?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "exercise-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Three mornings a week I swim laps at Point Erin pools before work.",
        "second": (
            "Rowing was my whole life back in the day. Stroke seat in the uni women's eight, 5am "
            "on the water."
        ),
        "days_apart": 37,
        "questions": [
            "How do I keep fit?",
            "What sport did I do at uni?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "hobby-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "My big thing right now is sourdough. The starter's called Doughy Parton.",
        "second": (
            "I used to be a serious knitter, jumpers, blankets, the lot. Gave all the yarn away "
            "when Ruby came."
        ),
        "days_apart": 29,
        "questions": [
            "What's my hobby these days?",
            "What hobby did I give up when Ruby was born?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "language-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I'm learning te reo Māori at night classes at Unitec, Tuesday evenings.",
        "second": "Five years of high school French and I can barely order a croissant.",
        "days_apart": 44,
        "questions": [
            "Which language am I studying?",
            "What language did I take at high school?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "pets-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "We've got Biscuit, a chocolate lab who eats socks.",
        "second": (
            "Our first family pet was Miso, a tabby I adopted at uni. She made it to 19 and died "
            "in 2020."
        ),
        "days_apart": 12,
        "questions": [
            "What pet do we have now?",
            "What pet did we have before Biscuit?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "commute-en-h21",
        "lang": "en",
        "kind": "history",
        "first": (
            "I bike to the clinic on the Northwestern cycleway, about 30 minutes door to door."
        ),
        "second": (
            "Until last spring I drove in every single day and paid $25 a day for the Newmarket "
            "parking building."
        ),
        "days_apart": 20,
        "questions": [
            "How do I get to work?",
            "How did I commute until last spring?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "work-hours-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I'm on four days a week at the clinic, Wednesdays off.",
        "second": "Before the kids: five long days a week plus Saturday clinics. Never again.",
        "days_apart": 58,
        "questions": [
            "How many days a week do I work now?",
            "What were my hours before we had kids?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "tama-school-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Tama's in Year 8 at Pasadena Intermediate.",
        "second": (
            "From 2019 to 2021 Tama went to Glen Eden Primary, right up until we moved. Room 4 "
            "had the best teacher ever."
        ),
        "days_apart": 35,
        "questions": [
            "Which school is Tama at currently?",
            "Which primary school did Tama go to first?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "ruby-sport-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Ruby plays netball for her school team on Saturday mornings.",
        "second": "Two years of ballet at 4 and 5, hated the tutus, quit in tears. That was Ruby.",
        "days_apart": 15,
        "questions": [
            "What sport does Ruby play?",
            "What did Ruby do at four and five?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "tama-sport-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Tama plays rugby for the Pt Chev Pirates under-13s, he's their hooker.",
        "second": (
            "Tama used to play football at Western Springs AFC, gave it up when he turned ten."
        ),
        "days_apart": 48,
        "questions": [
            "What sport does Tama play these days?",
            "What sport did Tama play before rugby?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "parents-home-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Mum and Dad are retired up at Mount Maunganui, in a unit near the beach.",
        "second": (
            "For thirty years my parents ran a dairy farm outside Gore, 5am milking every day. "
            "They sold up in 2016."
        ),
        "days_apart": 39,
        "questions": [
            "Where do my parents live?",
            "Where did my parents live until 2016?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "mum-job-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Mum volunteers at the Hospice shop two days a week, otherwise fully retired.",
        "second": (
            "Mum taught at the local primary for 35 years, half the district had her for "
            "Standard 2."
        ),
        "days_apart": 25,
        "questions": [
            "What does Mum do with her week now?",
            "What did Mum do before she retired?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "dad-car-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Dad drives a white Ford Ranger and keeps it spotless.",
        "second": (
            "Dad's old Holden Commodore ute was a family legend. Twenty years he had that thing."
        ),
        "days_apart": 31,
        "questions": [
            "What does Dad drive?",
            "What did Dad use to drive?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "brother-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "My brother Sam lives in Melbourne, Brunswick, with his partner Jess.",
        "second": "Sam spent his twenties in London pulling pints in Clapham on a working holiday.",
        "days_apart": 46,
        "questions": [
            "Where does my brother live now?",
            "Where was Sam in his twenties?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "nana-en-h21",
        "lang": "en",
        "kind": "history",
        "first": (
            "Nana Pat is in a retirement village in Howick, she's 89 and runs the bridge club."
        ),
        "second": (
            "Years ago Nana had the big old house in Remuera where we all did Christmas. Sold it "
            "in 2019."
        ),
        "days_apart": 55,
        "questions": [
            "Where does Nana Pat live?",
            "Where was Nana's house years ago?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "bank-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I bank with Kiwibank, everyday account and credit card both.",
        "second": "ANZ had me for twenty years until they shut the Glen Eden branch, so I walked.",
        "days_apart": 11,
        "questions": [
            "Which bank am I with currently?",
            "Which bank did I use for twenty years?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "gp-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "My GP is Dr Aroha Ngata at the Point Chev medical centre.",
        "second": "Dr Fisher out west was my doctor for a decade. Lovely man, retired in 2021.",
        "days_apart": 42,
        "questions": [
            "Who's my GP now?",
            "Who was my doctor before?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "internet-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Our internet is Spark fibre, the 300 meg plan.",
        "second": "We were on Orcon ADSL for years, Netflix buffering every night. Never again.",
        "days_apart": 8,
        "questions": [
            "Who's our internet provider?",
            "What internet did we have before fibre?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "coffee-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "One oat flat white a day, from the coffee cart outside the clinic.",
        "second": "Back in my kitchen days I'd smash six long blacks a shift. Heart racing 24/7.",
        "days_apart": 17,
        "questions": [
            "How much coffee do I drink these days?",
            "How much coffee did I use to drink as a chef?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "eyesight-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I wear contacts, daily disposables.",
        "second": (
            "Had thick Coke-bottle glasses from age 8 right through high school. The teasing was "
            "brutal."
        ),
        "days_apart": 26,
        "questions": [
            "Do I wear glasses or contacts?",
            "What did I wear for my eyes before contacts?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "hair-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "My hair's short now, a choppy bob just above the chin.",
        "second": "uni me: dreadlocks down to my waist. yes really",
        "days_apart": 4,
        "questions": [
            "How do I wear my hair?",
            "What was my hair like at uni?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "meds-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "I take omeprazole every morning for reflux.",
        "second": "Growing up I was on a Ventolin inhaler for asthma. Grew out of it around 14.",
        "days_apart": 50,
        "questions": [
            "What medication am I on at present?",
            "What medication did I use to take as a kid?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "hemi-vehicle-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Hemi drives a Hilux work ute with his business name on the doors.",
        "second": "When we first met, Hemi rode a Suzuki motorbike everywhere, rain or shine.",
        "days_apart": 60,
        "questions": [
            "What does Hemi drive?",
            "What did Hemi get around on back when we met?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "groceries-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "We do the big shop at Pak'nSave Mt Albert on Sunday nights.",
        "second": (
            "For ages it was a weekly Countdown online order, till it became Woolworths and the "
            "delivery fees jumped."
        ),
        "days_apart": 13,
        "questions": [
            "Where do we do our grocery shopping now?",
            "How did we use to get our groceries?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "ruby-school-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Ruby's in Year 4 at Point Chev School, Room 9.",
        "second": (
            "Little Kiwis daycare in Glen Eden, that was Ruby's spot till we moved. She cried for "
            "a week when she left."
        ),
        "days_apart": 30,
        "questions": [
            "What year is Ruby in at school?",
            "Where did Ruby go to daycare?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "music-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "We're on a Spotify family plan, everyone's got their own playlists.",
        "second": (
            "I had a 160GB iPod Classic once, 11,000 songs, mostly ripped from library CDs."
        ),
        "days_apart": 23,
        "questions": [
            "What do we use for music currently?",
            "What did I listen to music on before streaming?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "kiwisaver-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "My KiwiSaver is with Simplicity, in their growth fund.",
        "second": (
            "2008-2019 it just sat in some bank's default conservative fund and I never once "
            "checked it."
        ),
        "days_apart": 36,
        "questions": [
            "Who's my KiwiSaver with?",
            "Where was my KiwiSaver sitting from 2008 to 2019?",
        ],
        "leads": ["first", "second"],
    },
    {
        "id": "hemi-sport-en-h21",
        "lang": "en",
        "kind": "history",
        "first": "Hemi plays social touch on Tuesday nights at Western Springs.",
        "second": (
            "Hemi played premier club rugby for Ponsonby for years, till his knees packed in."
        ),
        "days_apart": 19,
        "questions": [
            "What does Hemi play on Tuesdays?",
            "Which club did Hemi use to play rugby for?",
        ],
        "leads": ["first", "second"],
    },
    # ---------------------------------------------------------------- Chinese
    {
        "id": "home-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我们家住在甘井子的万科城，两室一厅，走到地铁站五分钟。",
        "second": "毕业头两年跟人在高新园区合租，四个大老爷们挤一间屋，上下铺。",
        "days_apart": 24,
        "questions": ["我家住哪个小区？", "我毕业头两年住哪儿？"],
        "leads": ["first", "second"],
    },
    {
        "id": "home-city-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我在大连安家十二年了，早把这儿当自己家了。",
        "second": "我是瓦房店长大的，高中毕业之前连大连都没来过几回。",
        "days_apart": 40,
        "questions": ["我现在在哪个城市安家？", "我小时候在哪长大的？"],
        "leads": ["first", "second"],
    },
    {
        "id": "job-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我在软件园一家日企做软件测试，主要接日本那边的外包项目。",
        "second": "2012到2016年我在金石滩一家度假酒店当前台，跟IT八竿子打不着。",
        "days_apart": 33,
        "questions": ["我是做什么工作的？", "2012到2016年我在哪上班？"],
        "leads": ["first", "second"],
    },
    {
        "id": "title-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我现在是测试组组长，手底下带五个人。",
        "second": "刚转行那三年就是个普通测试员，天天点点点，跑用例跑到眼花。",
        "days_apart": 17,
        "questions": ["我现在是什么职位？", "我当组长之前是什么岗位？"],
        "leads": ["first", "second"],
    },
    {
        "id": "phone-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我手机是iPhone 15 Pro，拿公司的补贴买的。",
        "second": "上大学那会儿用的魅族MX2，当年宿舍里就我一个用魅族的。",
        "days_apart": 9,
        "questions": ["我现在用的什么手机？", "我大学时候用的什么手机？"],
        "leads": ["first", "second"],
    },
    {
        "id": "car-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我开的比亚迪秦PLUS，插混的，一个月油钱不到两百。",
        "second": "那台老捷达跟了我九年，去年八千块卖给收二手车的了。",
        "days_apart": 28,
        "questions": ["我现在开什么车？", "我之前那台车是什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "wife-job-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我老婆在实验小学教语文，还当着班主任。",
        "second": "老婆婚前在万达广场卖了三年化妆品，嘴皮子就是那时候练出来的。",
        "days_apart": 45,
        "questions": ["我老婆做什么工作？", "结婚前我老婆在哪上班？"],
        "leads": ["first", "second"],
    },
    {
        "id": "relationship-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我跟老婆2016年领的证，到今年整十年了。",
        "second": "前女友是大学同班的，毕业后异地了三年，最后还是分了。",
        "days_apart": 52,
        "questions": ["我结婚几年了？", "我大学时候的女朋友后来怎么样了？"],
        "leads": ["first", "second"],
    },
    {
        "id": "seafood-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "痛风犯过两回了，现在海鲜啤酒基本一口不碰。",
        "second": "当年一顿能干二斤蛤蜊，再配一箱雪花，那叫一个痛快。",
        "days_apart": 21,
        "questions": ["我目前能吃海鲜吗？", "我痛风之前一顿能吃多少海鲜？"],
        "leads": ["first", "second"],
    },
    {
        "id": "smoking-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我不抽烟，闻着烟味都难受。",
        "second": "以前可是老烟枪，一天一包红塔山，整整抽了十年。",
        "days_apart": 6,
        "questions": ["我抽烟吗？", "我以前一天抽多少烟？"],
        "leads": ["first", "second"],
    },
    {
        "id": "exercise-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我一周在星海广场夜跑三回，每回八公里。",
        "second": "大学时候是校足球队的主力后卫，铲球一绝。",
        "days_apart": 36,
        "questions": ["我平时怎么锻炼？", "我大学时在校队踢什么位置？"],
        "leads": ["first", "second"],
    },
    {
        "id": "hobby-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "这两年迷上了海钓，周末一有空就去老虎滩那边甩竿。",
        "second": "曾经集过邮，攒了整整三大本，后来搬家全送给外甥了。",
        "days_apart": 31,
        "questions": ["我现在业余爱好是什么？", "我以前收集过什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "language-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "日语是我吃饭的家伙，N1早就过了，天天跟日本客户开会。",
        "second": "高中外语学的是俄语，那会儿东北好多学校都教俄语。",
        "days_apart": 43,
        "questions": ["我工作中用什么外语？", "我高中学的是哪门外语？"],
        "leads": ["first", "second"],
    },
    {
        "id": "pet-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "家里养了只橘猫，叫煤球，名字跟毛色完全不沾边。",
        "second": "小时候家里有条大黄狗看院子，一养就是十几年。",
        "days_apart": 12,
        "questions": ["我家现在养的什么宠物？", "我小时候家里养过什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "commute-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我每天坐202路有轨电车去软件园上班。",
        "second": "原来跟前同事大军拼车，他跳槽去沈阳以后就散伙了。",
        "days_apart": 19,
        "questions": ["我怎么去上班？", "我以前是怎么上下班的？"],
        "leads": ["first", "second"],
    },
    {
        "id": "work-hours-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我现在朝九晚六，周末双休，基本不加班。",
        "second": "刚入行那几年天天九九六，周六还得陪日本客户开会。",
        "days_apart": 57,
        "questions": ["我现在一般几点下班？", "我刚入行那几年工作时间怎么样？"],
        "leads": ["first", "second"],
    },
    {
        "id": "daughter-school-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "小满在东北路小学读三年级。",
        "second": "小满幼儿园上的是部队大院里那个机关幼儿园，离我单位老远了。",
        "days_apart": 38,
        "questions": ["小满现在在哪上学？", "小满上小学之前在哪个幼儿园？"],
        "leads": ["first", "second"],
    },
    {
        "id": "daughter-class-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "小满周末学围棋，上个月刚考过业余一段。",
        "second": "小满四五岁那会儿学过一年拉丁舞，嫌累，死活不去了。",
        "days_apart": 15,
        "questions": ["小满周末学什么？", "小满四五岁的时候学过什么？"],
        "leads": ["first", "second"],
    },
    {
        "id": "parents-home-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我爸妈住在瓦房店城里的电梯房，十八楼，朝南。",
        "second": "爸妈原来住瓦轴家属院的筒子楼，一层楼十几户共用一个厕所。",
        "days_apart": 47,
        "questions": ["我爸妈目前住在哪？", "我爸妈以前住什么样的房子？"],
        "leads": ["first", "second"],
    },
    {
        "id": "mum-job-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我妈退休在家，天天晚上去广场跳舞。",
        "second": "我妈在瓦轴干了三十年车工，手上全是老茧。",
        "days_apart": 26,
        "questions": ["我妈现在每天干什么？", "我妈以前干的什么工作？"],
        "leads": ["first", "second"],
    },
    {
        "id": "dad-car-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我爸开着一台五菱宏光，拉我妈去赶集。",
        "second": "我爸年轻时候开解放大卡车跑长途，沈阳、哈尔滨来回跑。",
        "days_apart": 34,
        "questions": ["我爸开的什么车？", "我爸年轻时开什么车？"],
        "leads": ["first", "second"],
    },
    {
        "id": "sister-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我姐一家在青岛，住黄岛那边。",
        "second": "我姐早先去日本打过工，在名古屋的电子厂待了三年。",
        "days_apart": 49,
        "questions": ["我姐现在住在哪？", "我姐之前在哪打过工？"],
        "leads": ["first", "second"],
    },
    {
        "id": "grandma-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "奶奶住在旅顺我大姑家，大姑天天照顾着。",
        "second": "奶奶原来一个人住旅顺口的老平房，前年冬天摔了一跤才搬走。",
        "days_apart": 55,
        "questions": ["奶奶住哪？", "奶奶摔跤之前住哪？"],
        "leads": ["first", "second"],
    },
    {
        "id": "bank-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我工资卡是大连银行的。",
        "second": "之前一直用建行，公司换了代发银行才跟着换的。",
        "days_apart": 10,
        "questions": ["我的工资卡现在是哪个银行的？", "我之前的工资卡是哪家银行？"],
        "leads": ["first", "second"],
    },
    {
        "id": "hospital-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我看病一般去医大二院，离家近。",
        "second": "以前老去中心医院，一排队就是一上午，排到怀疑人生。",
        "days_apart": 29,
        "questions": ["我平时去哪家医院看病？", "我以前常去哪家医院？"],
        "leads": ["first", "second"],
    },
    {
        "id": "broadband-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "家里宽带是联通的，五百兆。",
        "second": "当年用的长城宽带，一到晚上网页都刷不开。",
        "days_apart": 7,
        "questions": ["家里宽带现在是哪家的？", "我们以前用的什么宽带？"],
        "leads": ["first", "second"],
    },
    {
        "id": "drink-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我每天上班泡一壶大红袍，能喝一上午。",
        "second": "刚工作那几年在酒店上夜班，一宿三罐红牛续命。",
        "days_apart": 22,
        "questions": ["我每天喝什么？", "我刚工作那几年靠什么提神？"],
        "leads": ["first", "second"],
    },
    {
        "id": "eyesight-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我视力一点五，出门啥也不用戴。",
        "second": "做全飞秒之前我近视七百度，眼镜片跟酒瓶底似的。",
        "days_apart": 41,
        "questions": ["我目前戴眼镜吗？", "我做手术之前近视多少度？"],
        "leads": ["first", "second"],
    },
    {
        "id": "hair-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我剃的寸头，每个月去楼下理发店推一次。",
        "second": "高中那会儿留过齐肩长发还染了黄毛，妥妥的杀马特。",
        "days_apart": 4,
        "questions": ["我留的什么发型？", "我高中时是什么发型？"],
        "leads": ["first", "second"],
    },
    {
        "id": "meds-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我每天早上吃一片氨氯地平降压。",
        "second": "原来吃的依那普利，老干咳，去年让大夫给换了。",
        "days_apart": 53,
        "questions": ["我现在吃的什么降压药？", "我之前吃哪种降压药？"],
        "leads": ["first", "second"],
    },
    {
        "id": "wife-sport-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "老婆最近迷上了瑜伽，一周去练三次。",
        "second": "老婆读大学时是学校女排的主攻手，一米七五，跳起来扣球可凶了。",
        "days_apart": 32,
        "questions": ["我老婆在练什么？", "我老婆大学时候打什么位置？"],
        "leads": ["first", "second"],
    },
    {
        "id": "groceries-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "买菜现在都在盒马上下单，半小时就送到。",
        "second": "那几年每个周末都去长兴市场，一买就是一后备箱。",
        "days_apart": 14,
        "questions": ["我们家在哪买菜？", "我们以前周末去哪买菜？"],
        "leads": ["first", "second"],
    },
    {
        "id": "music-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我听歌用QQ音乐，绿钻开的连续包年。",
        "second": "上学那阵MP3里全是周杰伦，耳机线天天缠手指头上。",
        "days_apart": 18,
        "questions": ["我用哪个App听歌？", "我上学时MP3里都是谁的歌？"],
        "leads": ["first", "second"],
    },
    {
        "id": "savings-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我闲钱都存了银行的大额存单，三年期的。",
        "second": "2015年那会儿全扔股市里了，亏了一半才割肉跑出来。",
        "days_apart": 37,
        "questions": ["我的闲钱目前放在哪？", "2015年我把钱放在哪了？"],
        "leads": ["first", "second"],
    },
    {
        "id": "hukou-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "我户口早就落到大连甘井子了。",
        "second": "原来户口在瓦房店老家，买房那年才迁过来的。",
        "days_apart": 60,
        "questions": ["我户口在哪？", "我户口之前在哪？"],
        "leads": ["first", "second"],
    },
    {
        "id": "fil-job-zh-h21",
        "lang": "zh",
        "kind": "history",
        "first": "岳父退休后在沈阳铁西的小区当门卫，说是闲不住。",
        "second": "老丈人以前在沈阳重型机械厂当了三十多年钳工。",
        "days_apart": 44,
        "questions": ["我岳父现在干什么？", "我岳父退休前是做什么的？"],
        "leads": ["first", "second"],
    },
]
