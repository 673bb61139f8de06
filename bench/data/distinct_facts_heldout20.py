"""Held-out pairs of look-alike facts that are both true at once, twentieth set
(meant for `python -m bench.distinct_facts --set heldout20`).

Written blind on 2026-12-06 by a helper session that read none of the engine's code, rules or
lexicons, none of the tests and none of the bench code. It read exactly three things: (1)
bench/data/distinct_facts_heldout14.py in full, for the format only (module-level names, entry
fields with their order and types, the kinds and their counts per language, two questions a pair,
the docstring's style), without reusing its topics or wordings; (2) the pair ids of the other
bench/data/distinct_facts_*.py, printed by a one-line script that loads each module and prints
nothing but `[p['id'] for p in m.PAIRS]`, so that no id and no topic stem here repeats one of theirs
(their statements and questions were neither printed nor read); (3) the checker
/work/notes/s24/check_heldout20.py, its source and its output. Nothing under core/, server/, tests/
or clients/ was opened, no bench/*.py script, no notes, no file named for judges, lexicons, cues,
rules, tokenizers, extraction or merging, and neither the engine nor any benchmark was run. The
statements here were checked by that checker against heldout14's only (no difflib ratio above 0.7).
The ids end in -en-19 and -zh-19 because the checker asks for that suffix; their stems appear in no
other set. Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language. The two households are
written each in its own language and neither is translated from the other. The English one is in
Stanley, Falkland Islands: Lewis, a Kelper from Fox Bay on West Falkland, drives a grader on the
Camp roads for Public Works and takes cruise passengers to the king penguins at Volunteer Point; his
wife Marcia, a Saint from Longwood on St Helena, works at the Philatelic Bureau and bakes cakes at
weekends; Megan boards at Peter Symonds College in Winchester and Alfie is at the junior school in
Stanley; Lewis's mother and brother Gavin farm at Fox Bay, Marcia's mother is in Longwood and her
brother Kenny on Ascension. The Chinese one is in 海拉尔 (呼伦贝尔, 内蒙古): 我, a Han woman from
扎兰屯, teaches Russian at a high school and sells Russian chocolate and honey on 抖音; 巴特尔, her
Mongol husband from the 新巴尔虎左旗 grassland, drives a de-icing truck at 东山机场; 其其格 is at
the Mongolian school and 阿木 at kindergarten; 公婆 still herd sheep and cattle (summer in a 蒙古包,
winter in a brick house in the banner), 我爸妈 live in 扎兰屯 and winter in 三亚. No id here, and no
topic stem of an id, is one the earlier sets use.

The cases a memory system most often gets wrong come back under new topics, people and values: two
vehicles (a Defender 110 and a Suzuki Jimny, 比亚迪元PLUS and 长城炮), two money places (the bank on
Ross Road and a UK Lloyds, 中国银行 and 农行, 三十头牛 and 合作社的羊股), a phone and a radio (Sure
51734 and VHF call sign Roads Two), two appointments or flights at the same time of day (14 and 21
April both at 10:40, FIGAS on the 7th and the 14th both at 8:15, 3月8号 and 3月18号 both 下午三点,
4月2号 and 4月12号 both 早上7点50), two jobs at once (grader driver and penguin tours, the
Philatelic Bureau and Marcia's Bakes, 俄语老师 and 抖音卖货, 除冰车 and 牵马), numbers that differ
by one transposed digit (30417 and 30471, box 482 and 428, peat bank 31 and 13, CB1742 and CB1724,
耳标1508 and 1580, 17号 and 71号, 86平 and 68平, 240 and 420只羊, 24300 and 23400公里, 31斤 and
13斤), near-identical names of two different people (Karen Steward and Karen Stewart, Dave Poole and
Dave Pool, Shirley Hansen and Shirley Hanson, 王海军 and 王海君, 萨仁 and 萨日娜, 高志刚 and
郜志刚), the same relation about two family members (the two fathers' and mothers' work, the two
brothers, the two grannies' health, the kids' schools, sports, food, godparents and names, our
churches, nicknames and birthdays, 我爸 and 公公, 我妈 and 婆婆, 我哥 and 小叔子, the kids' 周六课,
身体, 名字, 马, 我 and 巴特尔's 酒量, 口味, 体检, the two sets of grandparents' winters), two facts
about one person on different attributes (Marcia, Alfie, Lewis, 巴特尔, 我), and two slots of one
thing told apart by one word (front and rear diffs, north and south gables, porch and shed freezers,
kitchen Rayburn and front-room peat stove, 南边 and 北边 卧室, 夏天 and 冬天 住处, 里屋 and 外屋,
厨房 and 阳台 的冷藏). Every event is two separate occurrences of one kind of thing that both
happened (the Defender bogged twice, two orca sightings, two medevacs, two white Christmases, two
show prizes, two elephant seals in town, two strandings in Punta Arenas, two broken collarbones, two
walks up Tumbledown, two chimney fires, two trips to St Helena, Corporal lost twice, two big sea
trout, two awards for Megan, two bouts of shingles, 两次白毛风被困, 两次冻裂水管, 元PLUS两次趴窝,
两次那达慕摔跤, 两次极光, 阿木两次冻伤, 两趟俄罗斯交流, 两次狼害, 两场荒火, 其其格两次坠马,
奶豆两次走丢, 两趟阿尔山, 巴特尔两次摔伤, 两次海关扣货, 阿木两次肺炎).

About a quarter of the pairs (34 of the 120, 17 English and 17 Chinese) put a word that looks like a
change cue into the second statement where it is not a change of the first fact: "now", "new",
"old", "moved", "changed", "added", "also", "现在", "新", "又", "换", "搬", "后来", used about
something else or as an addition ("we now have a Lloyds account in the UK", "two orphan lambs,
Tussac and Diddle, who now get bottle-fed", "I've also signed up as a retained firefighter",
"Granddad's old shanty at Fox Bay is ours now", "I added an online subscription to the St Helena
paper", "certified on the new rock crusher", "Thursday nights I now play in the pool league", "it
changed when they put us on the new exchange", "the new deckhand on the Concordia Bay", "The old
stove in the front room", "The upright freezer we moved out to the shed", "the rear diff that's
whining now", "Kenny has moved out to Ascension Island", "which is new to her this year", "since she
moved to Winchester", "she now has oxygen at home", "in the new marquee", "巴特尔换了辆长城炮皮卡",
"现在晚上我在抖音上卖", "现在租给邻居打草", "前年我又考了个导游证", "我们又在旗里的合作社入了股",
"阿木屋里新买了一台油汀电暖器", "其其格后来从同学家抱回来一只橘猫", "王海君是巴特尔新换的班长",
"冬天他们搬回旗里的砖房", "阳台上那个冰柜是后来买的", "炕是巴特尔去年新盘的",
"巴特尔的弟弟后来搬到了满洲里", "阿木现在是过敏性鼻炎", "阿木的是一匹新生的白马驹",
"我爸妈现在每年冬天都去三亚", "现在上梯子都系安全绳", "现在进货我都先要证"). Many additions are
signalled only implicitly, with no "also" / "too" / "as well" / "another" / "也" / "另外" word ("In
the cruise season I take ship passengers out to the king penguins", "KEMH has me down as allergic to
penicillin", "卖货的钱我都收在农行那张卡上", "去年旗里的那达慕上，巴特尔上台唱了一段呼麦").

Same format as distinct_facts_heldout14.py: each pair is two things a user tells the assistant,
`days_apart` days apart, that look alike (same frame, same topic, often the same words) but are both
true; a memory system that merges the second into the first, or replaces the first with the second,
has lost information. Every question is about both statements of its pair, so both answer it and a
full answer needs both (none asks about one side alone). No FILLER here: the bench uses
distinct_facts_dev.py's.

kind
  addition   the second adds a value to the first, mostly with no "too" / "also" / "as well" /
             "another" / "也" / "另外" word at all ("Weekends she runs Marcia's Bakes off
             Facebook", "I added an online subscription to the St Helena paper",
             "巴特尔名下有一千亩草场")
  lookalike  same frame, a different object, date, number or slot, both true, often differing
             only in a digit or its order or in one word (CB1742 and CB1724, Karen Steward and
             Karen Stewart, north and south gables, 耳标1508 and 1580, 王海军 and 王海君,
             里屋 and 外屋)
  parallel   the same relation about different people, often in one frame ("Dad spent forty
             years shearing on just about every farm on West Falkland" / "Marcia's father
             fished for tuna out of Rupert's Bay"), or a different relation about the same
             person ("巴特尔是新左旗牧区长大的" / "巴特尔年轻时当过兵")
  event      two real occurrences of the same kind of thing, told the way people report a
             repeat ("again", "another", "this time", "a second time", "又", "这回", "这次"):
             both happened and both must be kept
"""

# ruff: noqa: RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ------------------------------------------------------- English: addition
    {
        "id": "defender-jimny-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I drive a 2011 Land Rover Defender 110, it's the one I take the cruise passengers out "
            "to Volunteer Point in."
        ),
        "second": (
            "Marcia's runaround is a little blue Suzuki Jimny she bought off a teacher going home "
            "to Scotland."
        ),
        "days_apart": 34,
        "questions": [
            "What do Marcia and I each drive?",
            "Which of our vehicles gets used for what?",
        ],
    },
    {
        "id": "grader-penguin-tours-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I drive a grader for Public Works, keeping the Camp roads open between Stanley and "
            "Goose Green."
        ),
        "second": (
            "In the cruise season I take ship passengers out to the king penguins, three or four "
            "ship days a week."
        ),
        "days_apart": 46,
        "questions": [
            "What work do I do?",
            "How do I earn my money through the year?",
        ],
    },
    {
        "id": "sure-vhf-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "My mobile is 51734, on Sure like everybody else's.",
        "second": (
            "Out on the Camp roads there's no signal, so PWD gave me a VHF set, call sign Roads "
            "Two, and the office raises me on that."
        ),
        "days_apart": 19,
        "questions": [
            "How can people get hold of me?",
            "What number or call sign reaches me in Stanley and out in Camp?",
        ],
    },
    {
        "id": "stanley-lloyds-accounts-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "My FIG wages go into our joint account at the bank on Ross Road.",
        "second": (
            "Since Megan went to Winchester we now have a Lloyds account in the UK, and her "
            "allowance goes out of it on the 1st."
        ),
        "days_apart": 57,
        "questions": [
            "What bank accounts have we got?",
            "Where are my wages paid, and where does Megan's money come from?",
        ],
    },
    {
        "id": "psoriasis-hearing-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "I've psoriasis on both elbows, the cream from KEMH keeps it down.",
        "second": (
            "The visiting audiologist says I've lost a fair bit of the high-pitched hearing, "
            "twenty years on a grader with no ear defenders."
        ),
        "days_apart": 63,
        "questions": [
            "What health problems have I got?",
            "What has been found wrong with me, and what's being done about it?",
        ],
    },
    {
        "id": "corporal-lambs-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "Corporal, our ginger tom, thinks he owns Drury Street.",
        "second": (
            "Alfie came back from Fox Bay with two orphan lambs, Tussac and Diddle, who now get "
            "bottle-fed in the back garden."
        ),
        "days_apart": 41,
        "questions": [
            "What animals do we keep?",
            "What pets are at our house, and what are their names?",
        ],
    },
    {
        "id": "fidf-firecrew-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm a lance corporal in the Defence Force, training's Tuesday nights at the drill "
            "hall."
        ),
        "second": (
            "I've also signed up as a retained firefighter with the Stanley fire service, so the "
            "pager goes off at all hours."
        ),
        "days_apart": 72,
        "questions": [
            "What do I volunteer for?",
            "Who can call me out besides my employer?",
        ],
    },
    {
        "id": "spanish-makaton-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "My Spanish is decent, I picked it up off the Chilean lads on the road gang.",
        "second": (
            "I did the Makaton signing course at the school so I can chat with my nephew Dylan, "
            "he's deaf."
        ),
        "days_apart": 38,
        "questions": [
            "What languages or signing can I use besides English?",
            "How did I learn the ways I communicate besides English?",
        ],
    },
    {
        "id": "drury-fox-bay-shanty-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "We live at 12 Drury Street, one of the kit houses with a red tin roof.",
        "second": (
            "Granddad's old shanty at Fox Bay is ours now, we go over on the ferry at Christmas "
            "and live in it for a fortnight."
        ),
        "days_apart": 55,
        "questions": [
            "What houses or buildings are ours?",
            "Where do we live, and where do we stay when we go over to West Falkland?",
        ],
    },
    {
        "id": "kelper-hydroponics-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Most of our groceries come from the Kelper Store, I do the run on a Friday after work."
        ),
        "second": (
            "Salad comes from the hydroponics at Stanley Growers, Marcia orders a box on "
            "Wednesdays."
        ),
        "days_apart": 26,
        "questions": [
            "Which shops and growers feed this household?",
            "Where do we buy the weekly groceries and the fresh salad?",
        ],
    },
    {
        "id": "philatelic-bakes-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Marcia works at the Philatelic Bureau, sending stamps and first-day covers out to "
            "collectors."
        ),
        "second": (
            "Weekends she runs Marcia's Bakes off Facebook, birthday and wedding cakes mostly."
        ),
        "days_apart": 31,
        "questions": [
            "What does Marcia do for work?",
            "How does Marcia earn money during the week and at weekends?",
        ],
    },
    {
        "id": "penguin-news-papers-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "We take the Penguin News every Friday, Marcia does the crossword.",
        "second": (
            "I added an online subscription to the St Helena paper so Marcia can keep up with home."
        ),
        "days_apart": 22,
        "questions": [
            "What newspapers come into this house?",
            "What papers do we get, and who are they for?",
        ],
    },
    {
        "id": "hgv-crusher-ticket-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "I've had my HGV licence since the training PWD ran in 2012.",
        "second": (
            "PWD sent me to Punta Arenas last spring to get certified on the new rock crusher at "
            "the quarry."
        ),
        "days_apart": 80,
        "questions": [
            "What tickets and licences have I got?",
            "What am I qualified to drive or run?",
        ],
    },
    {
        "id": "mussels-penicillin-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "I can't eat mussels, I come out in hives.",
        "second": "KEMH has me down as allergic to penicillin, after a rash I had in my twenties.",
        "days_apart": 48,
        "questions": [
            "What am I allergic to?",
            "What should a doctor or a cook know about my allergies?",
        ],
    },
    {
        "id": "sea-trout-pool-league-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "Sunday mornings in the season I'm after sea trout on the Murrell River.",
        "second": "Thursday nights I now play in the pool league for the Victory Bar.",
        "days_apart": 29,
        "questions": [
            "What do I do for fun?",
            "What are my hobbies, and when and where do I do them?",
        ],
    },
    # ------------------------------------------------------ English: lookalike
    {
        "id": "kemh-ten-forty-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Alfie's got the dentist at KEMH on Monday 14 April at 10:40.",
        "second": (
            "The visiting eye specialist can see Marcia on Monday 21 April, 10:40 as well, it was "
            "the last slot before he flies out."
        ),
        "days_apart": 6,
        "questions": [
            "What hospital appointments have we got in April?",
            "What is each of Alfie and Marcia being seen for, and on which day?",
        ],
    },
    {
        "id": "sure-accounts-30417-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our Sure internet account number is 30417.",
        "second": (
            "The landline account is 30471, it changed when they put us on the new exchange, and I "
            "paid the wrong one last month."
        ),
        "days_apart": 14,
        "questions": [
            "What are our two Sure account numbers?",
            "Which Sure account number goes with the internet and which with the landline?",
        ],
    },
    {
        "id": "steward-stewart-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr Karen Steward is the GP we usually see at KEMH.",
        "second": (
            "Karen Stewart is Alfie's teacher at the Infant and Junior School, a different woman "
            "entirely."
        ),
        "days_apart": 33,
        "questions": [
            "Who are Karen Steward and Karen Stewart?",
            "What does each of the two Karens do?",
        ],
    },
    {
        "id": "poole-pool-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Dave Poole runs the tyre bay at the FIC garage, he's the one who does the Defender."
        ),
        "second": (
            "Dave Pool, no e, is the new deckhand on the Concordia Bay who lets Alfie up on the "
            "bridge."
        ),
        "days_apart": 27,
        "questions": [
            "Who are Dave Poole and Dave Pool?",
            "How do we know the two Daves with nearly the same surname?",
        ],
    },
    {
        "id": "hansen-hanson-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Shirley Hansen is Marcia's boss at the Philatelic Bureau.",
        "second": "Shirley Hanson cuts Alfie's hair in her kitchen on Dean Street, a fiver a time.",
        "days_apart": 44,
        "questions": [
            "Who are Shirley Hansen and Shirley Hanson?",
            "What does each Shirley have to do with our family?",
        ],
    },
    {
        "id": "rayburn-peat-stove-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Rayburn in the kitchen runs on kerosene and heats the water too.",
        "second": (
            "The old stove in the front room burns peat, we only light it when the wind's bitter."
        ),
        "days_apart": 17,
        "questions": [
            "What heats our house?",
            "Which stove is in which room, and what does each burn?",
        ],
    },
    {
        "id": "porch-shed-freezers-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "The chest freezer in the porch is all mutton, a whole carcass off Gavin every autumn."
        ),
        "second": (
            "The upright freezer we moved out to the shed is fish, mullet and sea trout mostly."
        ),
        "days_apart": 21,
        "questions": [
            "What's in our freezers?",
            "Where would I find the mutton and where the fish?",
        ],
    },
    {
        "id": "megan-airbridge-dates-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Megan's flight home on the airbridge is 19 July.",
        "second": (
            "Her flight back to Brize Norton is 19 August, so we get her for exactly a month."
        ),
        "days_apart": 9,
        "questions": [
            "What are Megan's airbridge dates?",
            "When does Megan fly home, and when does she go back to the UK?",
        ],
    },
    {
        "id": "box-482-428-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our post office box is 482.",
        "second": "PWD's box is 428, and half my post ends up in it.",
        "days_apart": 12,
        "questions": [
            "What are the two post office box numbers I deal with?",
            "Which box number is ours and which is PWD's?",
        ],
    },
    {
        "id": "volunteer-point-bookings-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "I've fourteen passengers off the Fridtjof Nansen booked for Volunteer Point on 9 "
            "January."
        ),
        "second": (
            "On 19 January it's fourteen off the Sylvia Earle, same run, same lunch stop at "
            "Johnson's Harbour."
        ),
        "days_apart": 8,
        "questions": [
            "Which Volunteer Point trips have I got booked in January?",
            "Which ship's passengers am I taking out on which day?",
        ],
    },
    {
        "id": "north-south-gables-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "The north gable is where the cladding's coming loose, it rattles in a westerly.",
        "second": "The south gable lets the damp in, there's a bucket under it in the loft.",
        "days_apart": 15,
        "questions": [
            "What's wrong with the ends of our house?",
            "Which gable has which problem?",
        ],
    },
    {
        "id": "peat-banks-31-13-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our peat bank is number 31, out along the Moody Brook road.",
        "second": (
            "Mum's peat bank at Fox Bay is 13, on the hill behind the settlement, and I cut that "
            "one for her."
        ),
        "days_apart": 36,
        "questions": [
            "Where are the family's peat banks?",
            "Which peat bank is ours and which is Mum's?",
        ],
    },
    {
        "id": "figas-eight-fifteen-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Marcia's FIGAS flight out to Carcass Island is Friday the 7th at 8:15.",
        "second": (
            "Mine to Fox Bay is Friday the 14th, 8:15 again, going over to help Gavin with the "
            "shearing."
        ),
        "days_apart": 4,
        "questions": [
            "What FIGAS flights have we got booked?",
            "When are Marcia and I flying, and where to?",
        ],
    },
    {
        "id": "defender-diffs-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Defender's front diff was rebuilt in March.",
        "second": (
            "It's the rear diff that's whining now, it's booked in at the FIC garage for the 3rd."
        ),
        "days_apart": 97,
        "questions": [
            "What's been done or needs doing on the Defender's differentials?",
            "Which of the Defender's diffs was fixed, and which one is playing up?",
        ],
    },
    {
        "id": "concordia-bookings-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our Christmas crossing on the Concordia Bay is booked under reference CB1742.",
        "second": (
            "Gavin's booking to come over to our side in March is CB1724, and I keep muddling them."
        ),
        "days_apart": 11,
        "questions": [
            "What ferry bookings have we and Gavin got?",
            "Which Concordia Bay reference is ours and which is Gavin's?",
        ],
    },
    # ------------------------------------------------------- English: parallel
    {
        "id": "shearer-fisherman-dads-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Dad spent forty years shearing on just about every farm on West Falkland.",
        "second": "Marcia's father fished for tuna out of Rupert's Bay on St Helena.",
        "days_apart": 52,
        "questions": [
            "What did our fathers do for a living?",
            "How did my father and Marcia's dad earn their living?",
        ],
    },
    {
        "id": "cookhouse-sewing-mums-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Mum still cooks for the shearing gang at Fox Bay every November, mutton three times a "
            "day."
        ),
        "second": "Marcia's mum takes in sewing at her house in Longwood, school uniforms mostly.",
        "days_apart": 39,
        "questions": [
            "What do our mothers keep busy with?",
            "What work do Mum and Marcia's mum still do?",
        ],
    },
    {
        "id": "gavin-kenny-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "My brother Gavin runs the family farm at Fox Bay, about four thousand sheep.",
        "second": (
            "Marcia's brother Kenny has moved out to Ascension Island, he's on the airfield fire "
            "crew."
        ),
        "days_apart": 65,
        "questions": [
            "What do Gavin and Kenny do?",
            "What work do our brothers do, and where?",
        ],
    },
    {
        "id": "symonds-ijs-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Megan's doing her A-levels at Peter Symonds College in Winchester, boarding.",
        "second": (
            "Alfie's in Year 4 at the Infant and Junior School, ten minutes' walk from the house."
        ),
        "days_apart": 43,
        "questions": [
            "Where are our children at school?",
            "Which school is each of the kids at?",
        ],
    },
    {
        "id": "swim-club-college-netball-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Alfie swims with the club at the Leisure Centre, Tuesday and Thursday evenings.",
        "second": (
            "Megan plays goal defence for her college netball team in Winchester, which is new to "
            "her this year."
        ),
        "days_apart": 30,
        "questions": [
            "Which sports are Megan and Alfie into?",
            "Which sport does each child do, and where?",
        ],
    },
    {
        "id": "marcia-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Marcia came over from St Helena in 2008 on a two-year contract and never went back."
        ),
        "second": (
            "Marcia sings alto in the cathedral choir, Sunday mornings, with practice on "
            "Wednesdays."
        ),
        "days_apart": 58,
        "questions": [
            "Tell me what you know about Marcia.",
            "How did Marcia end up here, and what does she do at the cathedral?",
        ],
    },
    {
        "id": "alfie-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Alfie was born with a hole in his heart and had it fixed in Santiago when he was two."
        ),
        "second": (
            "Alfie is bird mad, he can name everything at Gypsy Cove down to the steamer ducks."
        ),
        "days_apart": 47,
        "questions": [
            "What can you tell me about Alfie?",
            "What was Alfie's heart trouble, and what's he into?",
        ],
    },
    {
        "id": "hip-cataract-mums-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum had her hip replaced in Santiago two years ago and walks with a stick.",
        "second": (
            "Marcia's mum has cataracts in both eyes and is waiting for the visiting surgeon on St "
            "Helena."
        ),
        "days_apart": 70,
        "questions": [
            "What's wrong with the kids' grannies?",
            "What health troubles have Mum and Marcia's mum got?",
        ],
    },
    {
        "id": "st-marys-tabernacle-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "I was brought up Catholic and go to St Mary's at Christmas and Easter, if that.",
        "second": "Marcia's Baptist from home, here she goes to the Tabernacle every Sunday.",
        "days_apart": 35,
        "questions": [
            "What churches do Marcia and I go to?",
            "What faith was each of us brought up in, and how often do we go?",
        ],
    },
    {
        "id": "chops-vegetarian-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Alfie would eat mutton chops for breakfast, dinner and tea if we let him.",
        "second": (
            "Megan's gone vegetarian since she moved to Winchester, so Christmas is going to be "
            "interesting."
        ),
        "days_apart": 26,
        "questions": [
            "What do the kids eat?",
            "What should I cook for each of the children?",
        ],
    },
    {
        "id": "gravel-bubbles-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Everyone at PWD calls me Gravel.",
        "second": (
            "Back on St Helena Marcia was Bubbles, and her mum still calls her that on the phone."
        ),
        "days_apart": 24,
        "questions": [
            "What nicknames do Marcia and I go by?",
            "What are we called by the people who know us best?",
        ],
    },
    {
        "id": "sharon-rob-godparents-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Megan's godmother is Marcia's old school friend Sharon in Jamestown.",
        "second": (
            "Alfie's godfather is Rob from the road gang, he gives him a penknife every birthday."
        ),
        "days_apart": 50,
        "questions": [
            "Who are the kids' godparents?",
            "Who did we pick as godparent for each child?",
        ],
    },
    {
        "id": "peat-glasshouse-chores-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "The peat cutting's my job, every November, with a tusker and the trailer.",
        "second": (
            "Marcia does the glasshouse, lettuces, spuds in bags and a tomato plant that never "
            "ripens."
        ),
        "days_apart": 40,
        "questions": [
            "Who does which jobs about the place?",
            "What are Marcia's and my jobs around the house and garden?",
        ],
    },
    {
        "id": "lewis-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "I did my mechanic's training in Southampton, two years of it, when I was nineteen."
        ),
        "second": "I've run the horse races at the West Falkland Sports for the last twenty years.",
        "days_apart": 68,
        "questions": [
            "What have I told you about my own past?",
            "Where did I learn my trade, and what do I do at the Sports?",
        ],
    },
    {
        "id": "liberation-st-helena-day-bdays-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My birthday is 14 June, Liberation Day, so there's always a party whether I want one "
            "or not."
        ),
        "second": (
            "Marcia's birthday falls on St Helena Day, 21 May, and she rings home first thing."
        ),
        "days_apart": 27,
        "questions": [
            "When are Marcia's and my birthdays?",
            "Which special days do our birthdays fall on?",
        ],
    },
    # ---------------------------------------------------------- English: event
    {
        "id": "bogged-defender-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "Got the Defender bogged to the axles on the track to Volunteer Point, the farm "
            "tractor had to pull me out."
        ),
        "second": (
            "Bogged again, at the Johnson's Harbour gate this time, with eight cruise passengers "
            "watching."
        ),
        "days_apart": 39,
        "questions": [
            "How many times have I got the Defender stuck?",
            "Where did the Defender get bogged each time?",
        ],
    },
    {
        "id": "orca-sightings-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Saw orcas off Sea Lion Island with Alfie at Easter.",
        "second": "Saw them again in November, three of them right inside Stanley Harbour.",
        "days_apart": 220,
        "questions": [
            "How often have I seen orcas?",
            "Where were the orcas each time, and who was with me?",
        ],
    },
    {
        "id": "mum-medevacs-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Mum was medevacked to Santiago after she broke her hip on the ice.",
        "second": (
            "She was flown out a second time, to Montevideo, when her chest got bad, and she now "
            "has oxygen at home."
        ),
        "days_apart": 410,
        "questions": [
            "How many times has Mum been flown out for treatment?",
            "Where was Mum medevacked to, and why, each time?",
        ],
    },
    {
        "id": "christmas-snow-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "We had snow on Christmas Day, the first I can remember, and Alfie built a snowman in "
            "his shorts."
        ),
        "second": "It snowed on Christmas Day again the next year, only a dusting this time.",
        "days_apart": 365,
        "questions": [
            "How many white Christmases have we had?",
            "What was the snow like each Christmas it came?",
        ],
    },
    {
        "id": "horti-show-cakes-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Marcia took first prize for her fruit cake at the Horticultural Show.",
        "second": "She won again this year, with a Victoria sponge this time, in the new marquee.",
        "days_apart": 362,
        "questions": [
            "What has Marcia won at the Horticultural Show?",
            "How many times has Marcia won at the show, and with what?",
        ],
    },
    {
        "id": "elephant-seal-visits-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "A young elephant seal hauled out on the slip at the bottom of our road, half the "
            "street came to look."
        ),
        "second": "Another one turned up in August and slept by the Jetty Centre for two days.",
        "days_apart": 76,
        "questions": [
            "How many elephant seals have turned up in town?",
            "Where did each elephant seal come ashore?",
        ],
    },
    {
        "id": "punta-arenas-strandings-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "The LATAM flight was cancelled for wind and we spent two extra nights stuck in Punta "
            "Arenas."
        ),
        "second": (
            "Stuck in Punta Arenas again in April, a bird strike this time, three nights in the "
            "airport hotel."
        ),
        "days_apart": 150,
        "questions": [
            "How many times have we been stranded in Punta Arenas?",
            "Why were we stuck in Punta Arenas, and for how long, each time?",
        ],
    },
    {
        "id": "alfie-collarbones-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Alfie broke his collarbone coming off the climbing frame at school.",
        "second": "He's broken it again, off his bike on Sapper Hill, the other side this time.",
        "days_apart": 190,
        "questions": [
            "How many times has Alfie broken a collarbone?",
            "How did Alfie break his collarbone each time?",
        ],
    },
    {
        "id": "tumbledown-walks-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Walked up Tumbledown with the Defence Force on Liberation Day.",
        "second": "Went up Tumbledown again in August, with Megan before she flew back.",
        "days_apart": 60,
        "questions": [
            "How many times have I been up Tumbledown?",
            "Who did I walk up Tumbledown with each time?",
        ],
    },
    {
        "id": "chimney-fire-callouts-en-19",
        "lang": "en",
        "kind": "event",
        "first": "My first callout with the fire service was a chimney fire on Davis Street.",
        "second": (
            "Second callout was another chimney fire, Philomel Street this time, a peat stove "
            "again."
        ),
        "days_apart": 23,
        "questions": [
            "How many callouts have I been on?",
            "Where were the fires I was called out to?",
        ],
    },
    {
        "id": "marcia-st-helena-trips-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "Marcia flew home to St Helena in March for her mum's seventieth, via the UK and "
            "Johannesburg."
        ),
        "second": (
            "She went back again at Christmas and took Alfie this time, his first look at Jonathan "
            "the tortoise."
        ),
        "days_apart": 280,
        "questions": [
            "How many times has Marcia been home to St Helena this year?",
            "Why did Marcia go to St Helena each time, and who went with her?",
        ],
    },
    {
        "id": "corporal-disappearances-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Corporal went missing for a week and turned up in the FIC warehouse.",
        "second": "He vanished again in May, shut in the Leisure Centre boiler room this time.",
        "days_apart": 130,
        "questions": [
            "How many times has Corporal gone missing?",
            "Where was Corporal found each time?",
        ],
    },
    {
        "id": "sea-trout-catches-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Landed an eleven-pound sea trout on the Warrah River.",
        "second": "Another big one, nine and a half pounds, on the Murrell this time.",
        "days_apart": 45,
        "questions": [
            "What big sea trout have I caught?",
            "Where did I land my big sea trout, and how heavy was each?",
        ],
    },
    {
        "id": "megan-awards-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Megan won the Governor's prize for science at the Community School.",
        "second": "She's got another award, the young naturalist one from Falklands Conservation.",
        "days_apart": 120,
        "questions": [
            "What awards has Megan won?",
            "Who gave Megan her prizes, and what for?",
        ],
    },
    {
        "id": "shingles-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Got shingles across my ribs in June, three weeks of misery.",
        "second": (
            "Shingles again in October, on my forehead this time, close to the eye, so KEMH kept a "
            "watch on it."
        ),
        "days_apart": 125,
        "questions": [
            "How many times have I had shingles?",
            "Where did the shingles come out each time?",
        ],
    },
    # ------------------------------------------------------- Chinese: addition
    {
        "id": "yuan-plus-pickup-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我开的是一辆白色比亚迪元PLUS，冬天零下三十度续航掉一半，只敢在市里跑。",
        "second": "巴特尔换了辆长城炮皮卡，原来那辆面包车卖了，回牧区拉草料、拉羊都靠它。",
        "days_apart": 33,
        "questions": [
            "我们家都有什么车？",
            "我和巴特尔的车各是什么、拿来干啥？",
        ],
    },
    {
        "id": "russian-teacher-daigou-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我在海拉尔二中教俄语，带高一两个班。",
        "second": "现在晚上我在抖音上卖俄罗斯巧克力和椴树蜜，货是从满洲里拿的。",
        "days_apart": 52,
        "questions": [
            "我都在做些什么工作？",
            "我白天和晚上各靠什么挣钱？",
        ],
    },
    {
        "id": "deicing-horse-rides-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "巴特尔在东山机场开除冰车，一入冬就三班倒。",
        "second": "夏天他休假就回莫日格勒河边给旅游团牵马，一天能挣小一千。",
        "days_apart": 74,
        "questions": [
            "巴特尔干着几份活儿？",
            "巴特尔冬天和夏天分别在忙什么挣钱？",
        ],
    },
    {
        "id": "russian-mongolian-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "俄语是我大学的专业，大三还去赤塔交换过一年。",
        "second": "嫁过来十几年，蒙语我能听懂七八成，就是张不开嘴说。",
        "days_apart": 41,
        "questions": [
            "除了汉语我还会哪些语言？",
            "我的俄语和蒙语各是怎么学来的、水平怎么样？",
        ],
    },
    {
        "id": "naidou-lieba-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "奶豆是我们家的萨摩耶，四岁，一身白毛冬天掉得满屋都是。",
        "second": "其其格后来从同学家抱回来一只橘猫，起名叫列巴。",
        "days_apart": 66,
        "questions": [
            "我们家都养了哪些小动物？",
            "家里的猫和狗各叫什么名字？",
        ],
    },
    {
        "id": "chilblains-anaemia-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我手上有冻疮的老毛病，一到冬天手指头就肿得跟胡萝卜似的。",
        "second": "去年体检查出我有点缺铁性贫血，医生让我每天吃一片铁剂。",
        "days_apart": 58,
        "questions": [
            "我都有哪些健康问题？",
            "我冬天手上的毛病和体检查出的问题分别是什么？",
        ],
    },
    {
        "id": "flat-grassland-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我们住的河东那套房子写的是我的名字，还剩八年房贷。",
        "second": "巴特尔名下有一千亩草场，在新左旗，现在租给邻居打草。",
        "days_apart": 90,
        "questions": [
            "我们家名下都有哪些房产和土地？",
            "城里和牧区各有什么在我们俩名下？",
        ],
    },
    {
        "id": "skating-riding-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "冬天我每个星期天去伊敏河上滑野冰。",
        "second": "夏天我跟着巴特尔学骑马，在公婆的牧点上学的，能自己跑一圈了。",
        "days_apart": 150,
        "questions": [
            "我平时都有什么运动爱好？",
            "我冬天和夏天各玩些什么、在哪儿玩？",
        ],
    },
    {
        "id": "tem8-guide-licence-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我大学毕业那年过了俄语专八。",
        "second": "前年我又考了个导游证，暑假能带俄罗斯过来的旅游团。",
        "days_apart": 77,
        "questions": [
            "我考下来哪些证？",
            "我考过什么资格、分别能用来干什么？",
        ],
    },
    {
        "id": "boc-abc-cards-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "学校发工资走的是中国银行的卡。",
        "second": "卖货的钱我都收在农行那张卡上，跟工资分开记账。",
        "days_apart": 29,
        "questions": [
            "我用着哪几张银行卡？",
            "工资和卖货收的钱各走哪张卡？",
        ],
    },
    {
        "id": "offal-milk-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我不吃内脏，羊杂汤一口都不碰。",
        "second": "鲜牛奶我一喝就闹肚子，婆婆熬的奶茶我只敢喝小半碗。",
        "days_apart": 45,
        "questions": [
            "我吃东西有哪些忌口？",
            "去牧区吃饭我得避开什么？",
        ],
    },
    {
        "id": "morin-khuur-khoomei-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "巴特尔会拉马头琴，过年家里来人必拉一段。",
        "second": "去年旗里的那达慕上，巴特尔上台唱了一段呼麦。",
        "days_apart": 180,
        "questions": [
            "巴特尔会哪些民族乐器或唱法？",
            "巴特尔在家里和那达慕上都表演过什么？",
        ],
    },
    {
        "id": "cattle-sheep-shares-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "公婆那群牛里有三十头算巴特尔的。",
        "second": "我们又在旗里的合作社入了二十只羊的股，年底分红。",
        "days_apart": 110,
        "questions": [
            "我们家在牧区有哪些牲口或股份？",
            "我们的钱在牧区都投在了什么上？",
        ],
    },
    {
        "id": "jiaoyanzu-interpreter-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我是学校俄语教研组的组长。",
        "second": "区教育局让我给中俄青少年夏令营当翻译，每年暑假带一批孩子去赤塔。",
        "days_apart": 64,
        "questions": [
            "我在学校和教育局各担着什么差事？",
            "除了上课我还负责哪些事？",
        ],
    },
    {
        "id": "central-heating-heater-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我们家是集中供暖，一年暖气费三千多。",
        "second": "阿木屋里新买了一台油汀电暖器，零下四十度那几天得一直开着。",
        "days_apart": 20,
        "questions": [
            "我们家冬天靠什么取暖？",
            "家里的暖气和电暖器各是怎么回事？",
        ],
    },
    # ------------------------------------------------------ Chinese: lookalike
    {
        "id": "march-three-pm-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "其其格3月8号下午三点在市医院复查脊柱侧弯。",
        "second": "阿木的流脑疫苗排在3月18号，同样是下午三点，在社区医院打。",
        "days_apart": 5,
        "questions": [
            "两个孩子三月份有什么预约？",
            "其其格和阿木分别哪天几点去哪、干什么？",
        ],
    },
    {
        "id": "ear-tags-1508-1580-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "公婆送给阿木一只小羊，耳标号是1508。",
        "second": "其其格那只是1580，两只长得一模一样，全靠耳标认。",
        "days_apart": 12,
        "questions": [
            "两个孩子的小羊耳标号各是多少？",
            "1508和1580分别是谁的羊？",
        ],
    },
    {
        "id": "wang-haijun-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们学校的校长叫王海军。",
        "second": "王海君是巴特尔新换的班长，俩人名字就差一个字。",
        "days_apart": 37,
        "questions": [
            "王海军和王海君各是干什么的？",
            "学校校长和巴特尔的班长分别叫什么？",
        ],
    },
    {
        "id": "saren-sarina-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "阿木的儿科大夫叫萨仁，在市妇幼，看了好几年了。",
        "second": "萨日娜是我们楼下奶食店的老板，奶豆腐都在她那儿买。",
        "days_apart": 25,
        "questions": [
            "萨仁和萨日娜分别是谁？",
            "给阿木看病的大夫和楼下奶食店老板各叫什么？",
        ],
    },
    {
        "id": "gao-zhigang-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "每年入冬前给公婆牧点拉煤的师傅叫高志刚。",
        "second": "阿木幼儿园的园长叫郜志刚，听着跟拉煤的高师傅是一个名。",
        "days_apart": 48,
        "questions": [
            "高志刚和郜志刚各是什么人？",
            "名字同音的这两个志刚分别干什么？",
        ],
    },
    {
        "id": "south-north-windows-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "南边卧室的窗户加了一层冬窗，缝上都贴了密封条。",
        "second": "北边那间卧室的窗户漏风，冬天得挂棉帘子挡着。",
        "days_apart": 18,
        "questions": [
            "家里两间卧室的窗户各是什么情况？",
            "冬天哪间屋的窗户保暖好、哪间漏风？",
        ],
    },
    {
        "id": "summer-winter-camps-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "夏天公婆住在莫日格勒河边的蒙古包里。",
        "second": "冬天他们搬回旗里的砖房，羊赶到冬营盘，那边有草棚子。",
        "days_apart": 120,
        "questions": [
            "公婆一年里都住在哪儿？",
            "公婆夏天和冬天分别住什么地方？",
        ],
    },
    {
        "id": "pet-scales-31-13-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "奶豆上个月称了一下，31斤。",
        "second": "列巴是只大橘，13斤，兽医说它得减肥了。",
        "days_apart": 7,
        "questions": [
            "家里猫狗各有多重？",
            "31斤和13斤分别说的是哪只？",
        ],
    },
    {
        "id": "menpai-17-71-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我爸妈在扎兰屯住的是中央路17号。",
        "second": "公婆在旗里的砖房门牌是71号，寄东西老有人写反。",
        "days_apart": 30,
        "questions": [
            "两边老人的门牌号各是多少？",
            "17号和71号分别是谁家？",
        ],
    },
    {
        "id": "heating-area-86-68-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家暖气按86平收费。",
        "second": "我爸妈扎兰屯那套是68平，暖气费每年我帮他们交。",
        "days_apart": 22,
        "questions": [
            "两套房子各按多少平交暖气费？",
            "86平和68平分别是哪边的房子？",
        ],
    },
    {
        "id": "sheep-240-420-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "公婆今年秋天出栏了240只羊。",
        "second": "留着过冬的母羊是420只，冬营盘的草料得备足。",
        "days_apart": 14,
        "questions": [
            "公婆今年卖了多少羊、留了多少羊？",
            "240和420这两个数各指的是什么羊？",
        ],
    },
    {
        "id": "seven-fifty-flights-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "巴特尔4月2号早上7点50的飞机去北京培训。",
        "second": "我去呼和浩特开教研会，也是早上7点50的航班，不过是4月12号。",
        "days_apart": 3,
        "questions": [
            "我们俩四月份各坐哪天几点的飞机？",
            "巴特尔和我分别飞去哪儿、干什么？",
        ],
    },
    {
        "id": "kitchen-balcony-freezer-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "厨房的冰箱放平时吃的菜。",
        "second": (
            "阳台上那个冰柜是后来买的，冬天根本不插电，阳台零下二十度，整扇的羊肉就冻在里头。"
        ),
        "days_apart": 26,
        "questions": [
            "家里的冰箱冰柜都放些什么？",
            "厨房和阳台上的冷藏各放什么？",
        ],
    },
    {
        "id": "inner-outer-rooms-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "旗里砖房的里屋是公婆住的，火炕烧得最热。",
        "second": "外屋留给我们回去住，炕是巴特尔去年新盘的。",
        "days_apart": 60,
        "questions": [
            "公婆家的砖房里屋外屋各谁住？",
            "回牧区我们住哪间、公婆住哪间？",
        ],
    },
    {
        "id": "odometers-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "元PLUS开了两年，表上是24300公里。",
        "second": "皮卡的表是23400公里，比我的还少，它冬天老趴着不动。",
        "days_apart": 11,
        "questions": [
            "两辆车各跑了多少公里？",
            "24300和23400分别是哪辆车的里程？",
        ],
    },
    # ------------------------------------------------------- Chinese: parallel
    {
        "id": "switchman-herder-dads-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在扎兰屯火车站当了三十年扳道工。",
        "second": "公公放了一辈子羊，七十了还天天骑摩托去看羊群。",
        "days_apart": 55,
        "questions": [
            "我爸和公公各是干哪一行的？",
            "两位老爷子这辈子的营生分别是什么？",
        ],
    },
    {
        "id": "tofu-dairy-mums-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈在扎兰屯菜市场卖了二十年豆腐。",
        "second": "婆婆做的奶豆腐和奶皮子远近有名，旗里的饭馆都找她订。",
        "days_apart": 44,
        "questions": [
            "我妈和婆婆都有什么手艺？",
            "两边的妈妈各靠做什么出名或挣钱？",
        ],
    },
    {
        "id": "qiqihar-manzhouli-sibs-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我哥在齐齐哈尔跑大货车，往南方拉粮食。",
        "second": "巴特尔的弟弟后来搬到了满洲里，在口岸做俄罗斯木材生意。",
        "days_apart": 69,
        "questions": [
            "我哥和巴特尔的弟弟现在靠什么营生？",
            "我们两边的兄弟各在哪儿、做什么？",
        ],
    },
    {
        "id": "mengxiao-kindergarten-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "其其格在海拉尔的蒙古族学校上初一，数学都是用蒙语讲。",
        "second": "阿木在河东一个汉语幼儿园上大班。",
        "days_apart": 28,
        "questions": [
            "两个孩子都在哪儿上学？",
            "其其格和阿木的学校分别用什么语言上课？",
        ],
    },
    {
        "id": "dance-boke-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "其其格周六上午去少年宫跳蒙古舞，练了三年了。",
        "second": "阿木周六去体育馆学搏克，就是蒙古式摔跤，小家伙可带劲了。",
        "days_apart": 21,
        "questions": [
            "两个孩子周六都学什么？",
            "其其格和阿木周末分别去哪上课？",
        ],
    },
    {
        "id": "bateer-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "巴特尔是新左旗牧区长大的，上小学前一句汉语都不会。",
        "second": "巴特尔年轻时当过兵，在二连浩特守了三年边防。",
        "days_apart": 71,
        "questions": [
            "巴特尔是个什么样的人？",
            "巴特尔小时候和年轻时都有什么经历？",
        ],
    },
    {
        "id": "wo-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是扎兰屯长大的汉族，大学在哈尔滨念的。",
        "second": "初二那年我拿了全市俄语演讲比赛第一，这才报了俄语专业。",
        "days_apart": 63,
        "questions": [
            "我的成长和求学经历你记得哪些？",
            "我在哪长大、为什么学了俄语？",
        ],
    },
    {
        "id": "baijiu-teetotal-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "巴特尔一顿能喝半斤白酒，草原上敬酒不能不喝。",
        "second": "我是一口酒都不沾，一喝脸就红到脖子根。",
        "days_apart": 35,
        "questions": [
            "我和巴特尔酒量各怎么样？",
            "聚会时我俩喝酒分别该怎么安排？",
        ],
    },
    {
        "id": "scoliosis-rhinitis-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "其其格有点脊柱侧弯，每天晚上得做二十分钟矫正操。",
        "second": "阿木现在是过敏性鼻炎，一到八月草原上花粉多就喷嚏不断。",
        "days_apart": 40,
        "questions": [
            "两个孩子身体都有什么问题？",
            "其其格和阿木各需要注意什么病？",
        ],
    },
    {
        "id": "winters-elders-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "公婆冬天哪儿也不去，零下四十度照样出去看羊。",
        "second": "我爸妈现在每年冬天都去三亚，租个房子住到开春。",
        "days_apart": 95,
        "questions": [
            "两边老人冬天都怎么过？",
            "一到冬天公婆和我爸妈各在哪儿？",
        ],
    },
    {
        "id": "names-meanings-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "其其格在蒙语里是花的意思，是她爷爷起的。",
        "second": "阿木是阿木尔的小名，蒙语里是平安。",
        "days_apart": 16,
        "questions": [
            "两个孩子的名字都是什么意思？",
            "其其格和阿木的名字在蒙语里各指什么？",
        ],
    },
    {
        "id": "shoubarou-mushroom-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "巴特尔最爱吃手把肉，只蘸盐，别的都不要。",
        "second": "我最爱吃我妈做的小鸡炖蘑菇，蘑菇得是大兴安岭采的榛蘑。",
        "days_apart": 47,
        "questions": [
            "我和巴特尔最爱吃什么？",
            "要做顿好的，分别该给我们俩做什么菜？",
        ],
    },
    {
        "id": "checkup-results-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "巴特尔单位体检查出轻度脂肪肝，医生让他少吃肉，他当耳旁风。",
        "second": "我体检查出乳腺增生，医生让我半年复查一次B超。",
        "days_apart": 30,
        "questions": [
            "我俩体检都查出了什么？",
            "我和巴特尔的体检结果各要怎么跟进？",
        ],
    },
    {
        "id": "kids-horses-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "其其格在爷爷家有一匹枣红马，她自己起名叫火焰。",
        "second": "阿木的是一匹新生的白马驹，他管它叫雪糕。",
        "days_apart": 50,
        "questions": [
            "两个孩子在爷爷家各有什么马？",
            "火焰和雪糕分别是谁的马？",
        ],
    },
    {
        "id": "new-year-two-homes-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "每年大年三十我们在扎兰屯我爸妈家吃年夜饭。",
        "second": "正月初二我们开车回牧区，给公婆献哈达拜年。",
        "days_apart": 12,
        "questions": [
            "过年我们都去哪儿？",
            "过年时两边老人家我们分别哪天去？",
        ],
    },
    # ---------------------------------------------------------- Chinese: event
    {
        "id": "baimaofeng-stranded-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "去年十一月一场白毛风，我们回牧区的路上被困了六个钟头。",
        "second": "今年一月又被困了一回，这回是从满洲里回来，在高速上等了一夜。",
        "days_apart": 60,
        "questions": [
            "我们遇上暴风雪被困过几次？",
            "每次被困是在哪段路、困了多久？",
        ],
    },
    {
        "id": "frozen-pipes-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "腊月里暖气管冻裂过一回，把楼下淹了。",
        "second": "又裂了一次，这回是卫生间的水管，物业半夜来抢修。",
        "days_apart": 40,
        "questions": [
            "家里的管子冻裂过几次？",
            "每次裂的是哪儿的管子？",
        ],
    },
    {
        "id": "yuan-breakdowns-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "零下四十二度那天，元PLUS趴窝了，叫的拖车。",
        "second": "元PLUS又趴了一次，这回是在学校停车场，同事开车过来给我搭的电。",
        "days_apart": 25,
        "questions": [
            "我的车冬天趴过几次窝？",
            "每次趴窝是在哪、怎么解决的？",
        ],
    },
    {
        "id": "naadam-wrestling-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "巴特尔在旗里的那达慕上摔跤拿了第三名。",
        "second": "今年他又上场了，这回进了前八就输了，还拉伤了肩膀。",
        "days_apart": 365,
        "questions": [
            "巴特尔参加过几次那达慕摔跤？",
            "巴特尔每次摔跤成绩怎么样？",
        ],
    },
    {
        "id": "aurora-erguna-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "在额尔古纳看到过一次极光，绿莹莹的，拍了半宿。",
        "second": "又看到一回极光，这回在室韦，是红色的，朋友圈都刷屏了。",
        "days_apart": 210,
        "questions": [
            "我看过几次极光？",
            "每次看到极光是在哪、什么颜色？",
        ],
    },
    {
        "id": "amu-frostbite-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "阿木在外面玩雪，把脸蛋冻伤了一回。",
        "second": "他又冻了一次，这回是耳朵，起了水泡。",
        "days_apart": 35,
        "questions": [
            "阿木冻伤过几次？",
            "阿木每次冻伤伤在哪儿？",
        ],
    },
    {
        "id": "chita-irkutsk-trips-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "带学生去赤塔交流了一回，住在当地人家里。",
        "second": "今年又带了一批学生出去，这回去的是伊尔库茨克，顺道看了贝加尔湖。",
        "days_apart": 360,
        "questions": [
            "我带学生出国交流过几次？",
            "每次带学生去的是俄罗斯哪个城市？",
        ],
    },
    {
        "id": "wolf-raids-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "公婆的羊圈被狼掏过一回，咬死了七只羊。",
        "second": "狼又来了一次，这回叼走了三只羊羔，公公在圈边守了好几宿。",
        "days_apart": 80,
        "questions": [
            "公婆家的羊遭过几次狼？",
            "每次狼来损失了多少羊？",
        ],
    },
    {
        "id": "prairie-fires-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "前年春天牧区着过一回荒火，烧到离蒙古包两里地才扑灭。",
        "second": "今年开春又着了一次，这回巴特尔也跟着去打火了。",
        "days_apart": 730,
        "questions": [
            "牧区着过几次草原火？",
            "每次着火有多险、谁去扑的？",
        ],
    },
    {
        "id": "qiqige-horse-falls-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "其其格从马上摔下来过一回，胳膊骨裂，打了一个月石膏。",
        "second": "她又摔了一次，这回是马受了惊，好在摔在草地上，没伤着。",
        "days_apart": 100,
        "questions": [
            "其其格骑马摔过几次？",
            "其其格每次坠马伤得怎么样？",
        ],
    },
    {
        "id": "naidou-lost-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "奶豆跑丢过一次，最后在伊敏河边找着的。",
        "second": "又丢了一回，这次是被人抱走了，发了寻狗启事才给送回来。",
        "days_apart": 140,
        "questions": [
            "奶豆走丢过几次？",
            "奶豆每次丢了是怎么找回来的？",
        ],
    },
    {
        "id": "arxan-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "去阿尔山泡过一回温泉，是夏天去的。",
        "second": "又去了一趟阿尔山，这回是冬天，看了不冻河。",
        "days_apart": 190,
        "questions": [
            "我们去过几次阿尔山？",
            "每次去阿尔山是什么季节、干了什么？",
        ],
    },
    {
        "id": "bateer-slips-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "巴特尔在机场停机坪上滑倒过一回，尾骨摔裂了。",
        "second": "他又摔了一次，这回是从除冰车梯子上，手腕扭了，现在上梯子都系安全绳。",
        "days_apart": 300,
        "questions": [
            "巴特尔上班时摔过几次？",
            "巴特尔每次摔伤伤在哪？",
        ],
    },
    {
        "id": "customs-holds-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "从满洲里进的一批巧克力被海关扣过一次，说标签不合格。",
        "second": "又被扣了一回，这回是蜂蜜，没有检疫证明，现在进货我都先要证。",
        "days_apart": 95,
        "questions": [
            "我进的货被海关扣过几次？",
            "每次被扣的是什么货、为什么扣？",
        ],
    },
    {
        "id": "amu-pneumonia-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "阿木得过一次肺炎，在市医院住了一个星期。",
        "second": "今年冬天又得了肺炎，这回是支原体的，在门诊输了五天液。",
        "days_apart": 300,
        "questions": [
            "阿木得过几次肺炎？",
            "阿木每次肺炎是怎么治的？",
        ],
    },
]
