"""Held-out pairs of look-alike facts that are both true at once, twenty-second set
(`python -m bench.distinct_facts --set heldout22`).

Written blind on 2026-12-06 by a helper session that read none of the engine's code, rules or
lexicons (judge, cues, time words, tokenizer, extraction, merging), none of the tests and none of
the bench code. It read exactly three things and nothing else: (1)
bench/data/distinct_facts_heldout14.py in full, for the format only (module-level names, entry
fields with their order and types, kinds and their counts per language, two questions a pair,
docstring style), reusing none of its topics or wordings; (2) the pair ids of the other
bench/data/distinct_facts_*.py, ids only, printed by a small script that loads each file and prints
[x['id'] for x in m.PAIRS], so that no id and no topic stem here repeats one of theirs (their
statements were not read, and nothing here was compared with them); (3) the checker
/work/notes/s25/check_heldout22.py, its source and its output. The file was checked with
/work/notes/s25/check_heldout22.py (format, counts per language and kind, ids and topic stems
against the other sets, no statement with a difflib ratio above 0.7 to any statement of heldout14,
no line wider than 100 columns) until it reported no problems. The ids end in -21 (-en-21, -zh-21)
because the checker asks for that suffix. Nothing under core/, server/, tests/ or clients/ was
opened, nor any bench/*.py script, any other data file's statements or any notes, and neither the
engine nor any benchmark was run.
Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language. The English pairs are
told by Dana Whitfield in Savannah, Georgia: a respiratory therapist on nights in the NICU at
Memorial who drives trolley tours two Saturdays a month; her husband Terrence runs a ship-to-shore
crane at the Garden City Terminal; their children Josie (11) and Beau (8); Pecan the Boykin spaniel
and Beau's box turtle Sheldon; a 1920s bungalow in Ardsley Park; her side from Brunswick (Mama,
brother Dwayne, Grandmama's cottage on St. Simons Island), his from Statesboro (his mother Miss
Loretta) and Macon. The Chinese pairs are written for Chinese speakers (names, places, food,
platforms, habits), not translated from the English: a family in 景德镇, where the narrator (我)
paints 青花 in a studio by 陶溪川 and runs a 淘宝店 and a Saturday stall at the 雕塑瓷厂 market;
老公 is from 婺源 and assembles helicopters at 昌飞; 女儿青青 and 儿子墩墩; a ginger cat called
冷粉; my side from 乐平 (煤矿, 裁缝铺), his from 婺源江湾 (茶园, 导游, 民宿). No id here, and no
topic stem of an id, is one the earlier sets use.

The cases a memory system most often gets wrong come back under new topics, people and values: two
vehicles (a Honda Odyssey and an F-150, 长安CS75 and 五菱小面包), two bank accounts (Navy Federal
and South State, 中国银行 and 九江银行), two jobs at once (NICU respiratory therapist and trolley
tour driver, 画青花 and 市集摆摊, 昌飞总装 and 修电动车), two appointments on the same weekday at
the same time (Thursday 5 and 12 March, both at 2:50; 3月9号 and 3月19号 both 下午三点; 本月15号
and 下个月15号), numbers that differ by swapped digits (CVK 4618 and CVK 4168, $3,462 and $3,426,
Delta 2281 and 2218, extensions 6203 and 6230, codes 1937 and 1973, unit 217 and locker 271, April
4th and 14th, 赣H·5C281 and 5C218, 房贷2746 and 公积金2476, G1462 and G1426, 电费5083 and 水费5038,
十月八号 and 八月十号, 五年级三班 and 三年级五班), near-identical names of different people (Karen
Holloway and Karyn Halloway, Curtis Boone and Kurtis Boon, Lorraine DuBose and Lorena Dubose, Amara
and Amari, 余建平 and 俞剑平, 程秀英 and 陈秀英, 江慧 and 姜慧, 「青墩瓷坊」 and 「青墩瓷房」), two
slots of one thing told apart by one word (right and left hands, east and west AC units, evacuation
zones A and B, 右手 and 左手, 电窑 and 气窑, 青花 and 釉上彩 firing temperatures), the same
relation about two people (the two granddaddies, Dwayne and Monique, the grandmothers' hobbies and
homes, the kids' Wednesdays, Saturdays, medicines, births and chores, our shifts, teams and drinks,
the two uncles, 我爸 and 公公, 我妈 and 婆婆, 我弟 and 大姑姐, 青青 and 墩墩's 周六课, 体态,
零花钱, 校队, 出生, 我 and 老公's 冷粉, 作息, 口音, 茶), and two facts about one person on
different attributes (Terrence's crane and his linebacker shoulder, Mama's teaching and her
dialysis, 老公's 糊豆腐 and his five years in the navy). Every event is two separate occurrences of
one kind of thing that both happened (Idalia and Helene, two snakebites, two fractures, two Atlanta
trips, two parades, two bull reds, two rear-endings, two Maxwell shows, two asthma attacks, two
turtle nests, two truck break-ins, two manatees, two half marathons, two Shining Stars, two rounds
of termites, 两次发大水, 两次坏窑, 墩墩塞了两回东西, 两趟黄山, 两次油菜花, 两次获奖,
后视镜撞掉两回, 两次恶意退货, 冷粉闯了两回祸, 公公摔了两次, 两场冻雨, 两趟御窑博物馆, 两次违章,
两次淘到宝贝, 两回去陶大讲课).

About a quarter of the pairs (34 of the 120, 17 English and 17 Chinese) put a word that looks like
a change cue into the second statement where it is not a change of the first fact: "now", "new",
"old", "moved", "changed", "added", "also", "现在", "新", "又", "后来", "搬", used about something
else or as an addition ("the Benadryl now lives in the Odyssey's glovebox", "he now lives in a tank
on Beau's dresser", "Mama added Disney+ to her card", "He's got a new pedal steel guitar", "so I'm
now credentialed", "also at 2:50", "the one with the new tires", "the old Carrier", "which they now
do most Fridays", "we changed it after last summer's renters", "Monique moved to Macon", "Wednesday
at four is also when", "he now keeps a spacer", "the unit where I work now", "moved into a senior
apartment", "Clarence now pastors a church", "training the new grads", "我又买了辆二手五菱小面包",
"是我去年新开的", "网店客服现在用一张移动卡", "墩墩后来从花鸟市场抱回两条金鱼",
"油炸的东西我现在不敢碰", "现在租给了一对小夫妻", "老公新开了个同花顺账户",
"我现在能用韩语跟他们聊几句", "新来的班长", "新砌了一座气窑", "我现在两样都在同一座电窑里烧",
"墩墩现在也在那所学校", "全家又得回乐平", "现在是黄绿带", "后来回了婺源", "新买的摩托",
"后来搬回了婺源江湾"). Most additions are signalled only implicitly, with no "also" / "too" / "as
well" / "another" / "也" / "另外" word ("Terrence picked up a used Ford F-150", "Two Saturdays a
month I drive a trolley tour", "I can sign ASL", "下了班他在小区门口帮人修电动车", "花生我碰不得").

Same format as distinct_facts_heldout14.py: each pair is two things a user tells the assistant,
`days_apart` days apart, that look alike (same frame, same topic, often the same words) but are
both true; a memory system that merges the second into the first, or replaces the first with the
second, has lost information. Every question is about both statements of its pair, so both answer
it and a full answer needs both (none asks about one side alone). No FILLER here: the bench uses
distinct_facts_dev.py's.

kind
  addition   the second adds a value to the first, mostly with no "too" / "also" / "as well" /
             "another" / "也" / "另外" word at all ("Terrence picked up a used Ford F-150", "I can
             sign ASL", "我又买了辆二手五菱小面包")
  lookalike  same frame, a different object, date, number or slot, both true, often differing only
             in a digit or its order or in one word (CVK 4618 and CVK 4168, Karen Holloway and
             Karyn Halloway, east and west AC units, 赣H·5C281 and 5C218, 余建平 and 俞剑平,
             「青墩瓷坊」 and 「青墩瓷房」)
  parallel   the same relation about different people, often in one frame ("My granddaddy shrimped
             out of Brunswick" / "Terrence's granddaddy worked at the Union Camp paper mill"), or a
             different relation about the same person ("Terrence operates a ship-to-shore crane" /
             "Terrence played linebacker at Savannah State")
  event      two real occurrences of the same kind of thing, told the way people report a repeat
             ("again", "another", "this time", "又", "这回", "这次"): both happened and both must
             be kept
"""

# ruff: noqa: E501, RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "odyssey-f150-en-21",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I drive a silver 2018 Honda Odyssey that hauls the kids and half the cross-country "
            "team."
        ),
        "second": (
            "Terrence picked up a used Ford F-150 to tow his johnboat down to the ramp at Bells "
            "Landing."
        ),
        "days_apart": 34,
        "questions": [
            "Which vehicles are in our driveway?",
            "What is each of our vehicles used for?",
        ],
    },
    {
        "id": "navyfed-southstate-en-21",
        "lang": "en",
        "kind": "addition",
        "first": (
            "My paycheck from Memorial goes into my Navy Federal checking account, I joined "
            "through my daddy."
        ),
        "second": (
            "Terrence's port wages are deposited at South State Bank, and the mortgage drafts from "
            "that account."
        ),
        "days_apart": 41,
        "questions": [
            "Where do we bank?",
            "Which account gets my pay, and which one pays the mortgage?",
        ],
    },
    {
        "id": "rt-trolley-guide-en-21",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm a respiratory therapist, three twelve-hour night shifts a week in the NICU at "
            "Memorial."
        ),
        "second": (
            "Two Saturdays a month I drive a trolley tour of the historic district for Old Town "
            "Trolley, ghost stories and all."
        ),
        "days_apart": 55,
        "questions": [
            "What jobs do I have?",
            "What do I do at the hospital, and what do I do on those Saturdays?",
        ],
    },
    {
        "id": "shrimp-fireant-en-21",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm allergic to shellfish, so at a Lowcountry boil I'm the one eating the corn and "
            "the sausage."
        ),
        "second": (
            "Fire ant stings swell my whole arm up, and the Benadryl now lives in the Odyssey's "
            "glovebox."
        ),
        "days_apart": 26,
        "questions": [
            "What am I allergic to?",
            "What should people know about my allergies at a cookout in the yard?",
        ],
    },
    {
        "id": "pecan-sheldon-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "We've got a Boykin spaniel named Pecan, she turned three in May.",
        "second": (
            "Beau found a box turtle in the lane behind the house and named him Sheldon, he now "
            "lives in a tank on Beau's dresser."
        ),
        "days_apart": 48,
        "questions": [
            "What pets do we have?",
            "What kinds of animals live at our house, and what are their names?",
        ],
    },
    {
        "id": "bluecross-flood-policy-en-21",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Our health insurance is Blue Cross Blue Shield through Memorial, on the family plan."
        ),
        "second": (
            "The house carries a flood policy through the NFIP, because the lender says we're in "
            "zone AE."
        ),
        "days_apart": 37,
        "questions": [
            "What insurance do we carry?",
            "Which policy covers us and which one covers the house?",
        ],
    },
    {
        "id": "hulu-disneyplus-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "We pay for Hulu with Live TV, mostly so Terrence can watch the Falcons lose.",
        "second": (
            "Mama added Disney+ to her card as the kids' Christmas present, and she's kept paying "
            "it."
        ),
        "days_apart": 22,
        "questions": [
            "Which streaming services does our household have?",
            "Who pays for each of our streaming subscriptions?",
        ],
    },
    {
        "id": "ardsley-st-simons-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "We own a 1920s bungalow on East 48th Street in Ardsley Park.",
        "second": (
            "Grandmama left her St. Simons Island cottage to me and Dwayne, and renters have it "
            "all summer through VRBO."
        ),
        "days_apart": 63,
        "questions": [
            "What houses do we have a share in?",
            "Where are the houses we own, and how is each one used?",
        ],
    },
    {
        "id": "pta-turtle-patrol-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "I'm on the PTA at Charles Ellis, and I run the fall festival every October.",
        "second": (
            "In nesting season I walk the beach on Tybee at dawn on Sundays for the sea turtle "
            "project, looking for crawls."
        ),
        "days_apart": 44,
        "questions": [
            "What volunteer work do I do?",
            "Where do I give my time, and what does each job involve?",
        ],
    },
    {
        "id": "spanish-asl-en-21",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I speak decent Spanish, I picked it up from years of nights with the Puerto Rican "
            "nurses on my unit."
        ),
        "second": "I can sign ASL, I learned it as a teenager for my cousin Lamar, who's Deaf.",
        "days_apart": 30,
        "questions": [
            "What languages can I communicate in besides English?",
            "How did I come to learn Spanish and sign language?",
        ],
    },
    {
        "id": "bass-pedal-steel-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "Terrence plays bass in the praise band at First African Baptist on Sundays.",
        "second": (
            "He's got a new pedal steel guitar and takes lessons from an old Nashville session man "
            "out in Pooler on Thursday nights."
        ),
        "days_apart": 39,
        "questions": [
            "What instruments does Terrence play?",
            "When and where does Terrence play or study music?",
        ],
    },
    {
        "id": "kroger-forsyth-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "The big grocery run is Sunday afternoon at the Kroger on Victory Drive.",
        "second": (
            "Eggs, peaches and collards come from the Forsyth Farmers' Market on Saturday mornings."
        ),
        "days_apart": 20,
        "questions": [
            "Where do we get our groceries?",
            "What do we buy at Kroger, and what do we get at the farmers' market?",
        ],
    },
    {
        "id": "savtech-nps-en-21",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I earned my associate's in respiratory therapy from Savannah Technical College in "
            "2012."
        ),
        "second": (
            "Last spring I passed the NPS exam, so I'm now credentialed for neonatal and pediatric "
            "work."
        ),
        "days_apart": 66,
        "questions": [
            "What credentials do I hold?",
            "Where did I train, and what extra certification did I earn?",
        ],
    },
    {
        "id": "pickleball-sup-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "Tuesday nights I play in a pickleball league at Daffin Park.",
        "second": "Sunday afternoons my cousin Keisha and I paddleboard on the Wilmington River.",
        "days_apart": 27,
        "questions": ["What do I do to stay active?", "Which sports do I do, and where?"],
    },
    {
        "id": "bp-hand-eczema-en-21",
        "lang": "en",
        "kind": "addition",
        "first": "I have high blood pressure and take lisinopril every morning.",
        "second": (
            "The dermatologist says the cracked skin on my hands is eczema from all the "
            "handwashing, so it's a steroid cream at bedtime."
        ),
        "days_apart": 58,
        "questions": [
            "What health conditions am I being treated for?",
            "What do I take or put on, and what is each one for?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "two-fifty-visits-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Josie's allergist appointment is Thursday, March 5 at 2:50, at the clinic on Reynolds "
            "Street."
        ),
        "second": (
            "Beau's well-child checkup is Thursday, March 12, also at 2:50, with Dr. Holloway on "
            "Abercorn."
        ),
        "days_apart": 10,
        "questions": [
            "What medical appointments do the kids have in March?",
            "Which child goes where on which Thursday?",
        ],
    },
    {
        "id": "cvk-tags-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Odyssey's Georgia tag is CVK 4618.",
        "second": (
            "Terrence's F-150, the one with the new tires, has tag CVK 4168, and the Peach Pass is "
            "on that one."
        ),
        "days_apart": 16,
        "questions": [
            "What are the tag numbers on our two vehicles?",
            "Which tag belongs to the Odyssey and which to the truck?",
        ],
    },
    {
        "id": "holloway-halloway-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "The kids' pediatrician is Dr. Karen Holloway on Abercorn Street.",
        "second": (
            "Karyn Halloway is the realtor who sold us the bungalow, and she still sends a "
            "Christmas card every year."
        ),
        "days_apart": 33,
        "questions": [
            "Who are Karen Holloway and Karyn Halloway?",
            "How do we know the two women named Holloway and Halloway?",
        ],
    },
    {
        "id": "boone-boon-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "Deacon Curtis Boone runs the food pantry at First African Baptist.",
        "second": "Kurtis Boon coaches Beau's flag football team, and he's no kin to the deacon.",
        "days_apart": 29,
        "questions": [
            "Who are Curtis Boone and Kurtis Boon?",
            "What does each of the two men named Boone or Boon do?",
        ],
    },
    {
        "id": "dubose-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "Lorraine DuBose is the charge nurse on my night shift.",
        "second": (
            "Lorena Dubose lives next door to Mama in Brunswick and checks on her every morning."
        ),
        "days_apart": 42,
        "questions": [
            "Who are Lorraine DuBose and Lorena Dubose?",
            "How is each of the two DuBose women connected to me?",
        ],
    },
    {
        "id": "trigger-thumb-hands-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "The ring finger on my right hand is a trigger finger, it locks up first thing in the "
            "morning."
        ),
        "second": (
            "On my left hand it's the thumb, de Quervain's from lifting babies, and I wear a brace "
            "on it at night."
        ),
        "days_apart": 24,
        "questions": [
            "What's going on with my hands?",
            "Which problem is in my right hand and which is in my left?",
        ],
    },
    {
        "id": "east-west-ac-units-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "The AC unit on the east side of the house is a Trane we put in after the compressor "
            "died in 2022."
        ),
        "second": (
            "The one on the west side is the old Carrier, and that's the one that freezes up in "
            "August."
        ),
        "days_apart": 18,
        "questions": [
            "What AC units does the house have?",
            "What should the HVAC man know about each of our units?",
        ],
    },
    {
        "id": "tax-flood-3462-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our Chatham County property tax bill came to $3,462 this year.",
        "second": "The flood insurance renewal is $3,426, due the same month, which stings.",
        "days_apart": 9,
        "questions": [
            "How much are our property tax and flood insurance bills?",
            "Which bill is $3,462 and which is $3,426?",
        ],
    },
    {
        "id": "houston-delta-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "We're flying to Houston to see Terrence's cousins on Delta 2281 out of Savannah on "
            "June 19."
        ),
        "second": "Coming back it's Delta 2218, out of Houston on the 26th.",
        "days_apart": 6,
        "questions": [
            "What are our Delta flight numbers for the Houston trip?",
            "Which flight gets us there and which one brings us back?",
        ],
    },
    {
        "id": "nicu-peds-ext-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "The NICU's respiratory desk is extension 6203, that's where to reach me at night."
        ),
        "second": (
            "When they float me to the pediatric ER, which they now do most Fridays, I'm on "
            "extension 6230."
        ),
        "days_apart": 21,
        "questions": [
            "What hospital extensions can I be reached on?",
            "Which extension rings where?",
        ],
    },
    {
        "id": "keypad-lockbox-1937-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "The garage keypad code is 1937.",
        "second": (
            "The lockbox on the St. Simons cottage is 1973, we changed it after last summer's "
            "renters."
        ),
        "days_apart": 14,
        "questions": [
            "What codes open the garage and the cottage lockbox?",
            "Which code is 1937 and which is 1973?",
        ],
    },
    {
        "id": "april-4-14-birthdays-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "Josie's birthday is April 4th.",
        "second": "Beau's is April 14th, so we throw one party in between.",
        "days_apart": 12,
        "questions": [
            "When are the kids' birthdays?",
            "Whose birthday is on the 4th and whose is on the 14th?",
        ],
    },
    {
        "id": "unit-slip-217-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our storage unit at the place on Skidaway Road is number 217.",
        "second": "Terrence's locker at the port is 271, his steel-toe boots live in it.",
        "days_apart": 25,
        "questions": [
            "What are the numbers of our storage unit and Terrence's locker?",
            "Which number is 217 and which is 271?",
        ],
    },
    {
        "id": "amara-amari-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "Josie's best friend Amara lives on East 51st Street.",
        "second": "Beau's best buddy is Amari, who lives on East 15th Street.",
        "days_apart": 31,
        "questions": [
            "Who are Amara and Amari, and where do they live?",
            "Which child is friends with whom, and which street is each friend on?",
        ],
    },
    {
        "id": "evacuation-zones-en-21",
        "lang": "en",
        "kind": "lookalike",
        "first": "Chatham County has our house in hurricane evacuation zone B.",
        "second": (
            "Mama's house in Glynn County is in zone A, so when a storm comes she drives up and "
            "stays with us."
        ),
        "days_apart": 46,
        "questions": [
            "What evacuation zones are our house and Mama's in?",
            "Whose house is in zone A and whose is in zone B?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "shrimper-papermill-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My granddaddy shrimped out of Brunswick for forty years on a boat called the Miss "
            "Hattie."
        ),
        "second": (
            "Terrence's granddaddy worked at the Union Camp paper mill in Savannah until it made "
            "him deaf in one ear."
        ),
        "days_apart": 70,
        "questions": [
            "What did my granddaddy and Terrence's granddaddy do for a living?",
            "Which of our grandfathers worked on the water and which worked at the mill?",
        ],
    },
    {
        "id": "dwayne-monique-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "My brother Dwayne is a sheriff's deputy in Glynn County.",
        "second": (
            "Terrence's sister Monique moved to Macon, and she teaches middle school band there."
        ),
        "days_apart": 52,
        "questions": [
            "What do Dwayne and Monique do?",
            "What jobs do our siblings have, and where?",
        ],
    },
    {
        "id": "piano-chess-wednesdays-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "Josie has piano with Mrs. Oglesby on Wednesdays at four.",
        "second": "Wednesday at four is also when Beau has chess club at the Bull Street library.",
        "days_apart": 15,
        "questions": [
            "What do the kids have on Wednesday afternoons?",
            "Where does each child need to be at four on a Wednesday?",
        ],
    },
    {
        "id": "terrence-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "Terrence operates a ship-to-shore crane at the Garden City Terminal.",
        "second": (
            "Terrence played linebacker at Savannah State, and his left shoulder still tells him "
            "when rain is coming."
        ),
        "days_apart": 47,
        "questions": [
            "What do you know about Terrence?",
            "What does Terrence do for work, and what's his football history?",
        ],
    },
    {
        "id": "mama-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Mama taught third grade in Glynn County for thirty-four years before she retired."
        ),
        "second": "Mama goes to dialysis three mornings a week at the clinic on Altama Avenue.",
        "days_apart": 60,
        "questions": [
            "What do you know about Mama?",
            "What was Mama's career, and what's her health like these days?",
        ],
    },
    {
        "id": "okra-quilts-grannies-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "Mama grows tomatoes, okra and butter beans in five raised beds out back.",
        "second": "Miss Loretta quilts with her church circle in Statesboro every Tuesday.",
        "days_apart": 35,
        "questions": [
            "What are the grandmothers' hobbies?",
            "How do Mama and Miss Loretta spend their free time?",
        ],
    },
    {
        "id": "cross-country-flag-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Josie runs cross-country for her middle school, and the meets are on Saturday "
            "mornings."
        ),
        "second": (
            "Beau plays flag football in the city rec league, his games are Saturday mornings."
        ),
        "days_apart": 19,
        "questions": [
            "What sports do the kids play?",
            "Where are the kids on a fall Saturday morning?",
        ],
    },
    {
        "id": "epipen-albuterol-kids-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Josie carries an EpiPen for tree nuts, one in her backpack and one with the school "
            "nurse."
        ),
        "second": (
            "Beau has an albuterol inhaler for his asthma, and he now keeps a spacer in his "
            "football bag."
        ),
        "days_apart": 28,
        "questions": [
            "What emergency medicine do the kids carry?",
            "What is each child's condition, and what do they keep on hand for it?",
        ],
    },
    {
        "id": "nights-days-shifts-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "I work my three nights Wednesday through Friday, seven to seven.",
        "second": (
            "Terrence works days at the port, seven in the morning to three-thirty, Monday through "
            "Friday."
        ),
        "days_apart": 23,
        "questions": [
            "What hours do Terrence and I work?",
            "When is each of us at work during the week?",
        ],
    },
    {
        "id": "dawgs-tigers-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "I'm a Georgia Bulldogs fan to the bone, red and black every Saturday in the fall."
        ),
        "second": (
            "Terrence roots for the Savannah State Tigers and won't even wear red in the house."
        ),
        "days_apart": 38,
        "questions": [
            "Which college teams do Terrence and I root for?",
            "What does each of us wear on game day?",
        ],
    },
    {
        "id": "josie-beau-births-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "Josie was born at St. Joseph's/Candler, two weeks early, in a thunderstorm.",
        "second": "Beau was born at Memorial, one floor down from the unit where I work now.",
        "days_apart": 49,
        "questions": ["Where were the kids born?", "What do you know about each child's birth?"],
    },
    {
        "id": "brunswick-statesboro-homes-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Mama still lives in the house on Union Street in Brunswick that she and Daddy bought "
            "in 1979."
        ),
        "second": (
            "Miss Loretta sold the farm outside Statesboro and moved into a senior apartment near "
            "the hospital."
        ),
        "days_apart": 67,
        "questions": [
            "Where do the kids' grandmothers live?",
            "What kind of homes do Mama and Miss Loretta have?",
        ],
    },
    {
        "id": "sweet-tea-black-coffee-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "I drink sweet tea all day, a gallon jug from Zaxby's lasts me two shifts.",
        "second": (
            "Terrence takes his coffee black, a large from the Parker's on Abercorn before work."
        ),
        "days_apart": 17,
        "questions": [
            "What do Terrence and I drink?",
            "What should I pick up for each of us at the gas station?",
        ],
    },
    {
        "id": "laundry-cans-allowance-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "Josie folds the family's laundry for her allowance.",
        "second": (
            "Beau earns his allowance hauling the trash and recycling cans to the curb on Tuesday "
            "nights."
        ),
        "days_apart": 13,
        "questions": [
            "What chores do the kids do for their allowance?",
            "Which child does which job around the house?",
        ],
    },
    {
        "id": "roosevelt-clarence-en-21",
        "lang": "en",
        "kind": "parallel",
        "first": "My uncle Roosevelt runs a barbecue stand on Highway 17 outside Darien.",
        "second": "Terrence's uncle Clarence now pastors a church in Hinesville.",
        "days_apart": 40,
        "questions": [
            "What do Uncle Roosevelt and Uncle Clarence do?",
            "What do our uncles do, and where?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "idalia-helene-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Hurricane Idalia knocked our power out for two days.",
        "second": "A year later Helene came through and dropped a live oak limb on the Odyssey.",
        "days_apart": 393,
        "questions": [
            "How have hurricanes affected us?",
            "Which storms hit us, and what did each one do?",
        ],
    },
    {
        "id": "pecan-snakebites-en-21",
        "lang": "en",
        "kind": "event",
        "first": (
            "Pecan got bitten by a copperhead in the backyard, a night at the emergency vet on "
            "Abercorn."
        ),
        "second": (
            "She got bitten again, on the nose by a cottonmouth at Skidaway Island State Park this "
            "time."
        ),
        "days_apart": 112,
        "questions": [
            "How many times has Pecan been snakebitten?",
            "What snake bit Pecan each time, and where?",
        ],
    },
    {
        "id": "josie-fractures-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Josie broke her wrist coming off the monkey bars in fourth grade.",
        "second": (
            "She broke her ankle at cross-country practice this time, and she's in a boot for six "
            "weeks."
        ),
        "days_apart": 640,
        "questions": ["What bones has Josie broken?", "How did Josie get hurt each time?"],
    },
    {
        "id": "atlanta-trips-en-21",
        "lang": "en",
        "kind": "event",
        "first": (
            "Went up to Atlanta in March for a respiratory therapy conference at the Marriott "
            "Marquis."
        ),
        "second": "Went up again in August, with the kids this time, for the Georgia Aquarium.",
        "days_apart": 150,
        "questions": [
            "How many trips to Atlanta have I made this year?",
            "Why did I go to Atlanta each time?",
        ],
    },
    {
        "id": "st-patricks-parades-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Marched in the St. Patrick's Day parade downtown with the Memorial Health float.",
        "second": "Marched in it again this year, with Beau's Cub Scout pack this time.",
        "days_apart": 365,
        "questions": [
            "How many times have I marched in the St. Patrick's Day parade?",
            "Who did I march with each time?",
        ],
    },
    {
        "id": "redfish-catches-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Terrence caught a 28-inch redfish off the Tybee pier.",
        "second": (
            "Another bull red for Terrence, 31 inches this time, out of the johnboat in the "
            "Wilmington River."
        ),
        "days_apart": 86,
        "questions": [
            "How many big redfish has Terrence caught?",
            "Where did Terrence catch each redfish, and how long were they?",
        ],
    },
    {
        "id": "odyssey-rear-ends-en-21",
        "lang": "en",
        "kind": "event",
        "first": (
            "Somebody rear-ended the Odyssey at the light on Victory Drive, just a cracked "
            "taillight."
        ),
        "second": "Rear-ended again, on Abercorn by the mall, and this time the bumper came off.",
        "days_apart": 131,
        "questions": [
            "How many times has the Odyssey been rear-ended?",
            "Where did each rear-ending happen, and what was the damage?",
        ],
    },
    {
        "id": "maxwell-shows-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Saw Maxwell at the Johnny Mercer Theatre with my cousin Keisha.",
        "second": "Saw Maxwell again, at the Fox in Atlanta with Terrence for our anniversary.",
        "days_apart": 210,
        "questions": [
            "How many times have I seen Maxwell live?",
            "Where and with whom did I see Maxwell?",
        ],
    },
    {
        "id": "beau-asthma-attacks-en-21",
        "lang": "en",
        "kind": "event",
        "first": (
            "Beau had an asthma attack at a birthday party and we ended up in the ER at Memorial."
        ),
        "second": (
            "Another attack for Beau, after helping his daddy cut grass, and urgent care gave him "
            "a breathing treatment."
        ),
        "days_apart": 97,
        "questions": [
            "How many asthma attacks has Beau had?",
            "What set off each of Beau's asthma attacks, and where was he treated?",
        ],
    },
    {
        "id": "loggerhead-nests-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Found a loggerhead nest on Tybee on my very first dawn walk.",
        "second": "Found another nest in July, and this one hatched on a night I was there.",
        "days_apart": 54,
        "questions": [
            "How many turtle nests have I found?",
            "What happened with each nest I found?",
        ],
    },
    {
        "id": "f150-breakins-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Somebody broke into Terrence's truck on River Street and took his tackle box.",
        "second": (
            "The truck got broken into again, in our own driveway, and this time they took his "
            "work radio."
        ),
        "days_apart": 158,
        "questions": [
            "How many times has Terrence's truck been broken into?",
            "Where did each break-in happen, and what was taken?",
        ],
    },
    {
        "id": "manatee-sightings-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Saw a manatee in the Moon River while we were out on Keisha's boat.",
        "second": "Saw another one at the Thunderbolt docks, a mama with a calf this time.",
        "days_apart": 43,
        "questions": [
            "How many times have I seen manatees?",
            "Where did I see manatees, and what did I see each time?",
        ],
    },
    {
        "id": "rock-n-roll-halves-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Ran the Savannah Rock 'n' Roll half marathon in November, finished in 2:15.",
        "second": "Ran it again this year, 2:11 this time, four minutes faster.",
        "days_apart": 364,
        "questions": [
            "How many times have I run the Savannah half marathon?",
            "What were my times at the Savannah half?",
        ],
    },
    {
        "id": "shining-star-awards-en-21",
        "lang": "en",
        "kind": "event",
        "first": "Got a Shining Star award at work for running a code in the NICU.",
        "second": "Another Shining Star for me, this time for training the new grads.",
        "days_apart": 190,
        "questions": [
            "What awards have I gotten at work?",
            "What was each Shining Star award for?",
        ],
    },
    {
        "id": "termite-treatments-en-21",
        "lang": "en",
        "kind": "event",
        "first": (
            "Found termites in the front porch posts in April, and Orkin treated the whole house."
        ),
        "second": "Termites again, in the garage door frame this time, another round of treatment.",
        "days_apart": 420,
        "questions": [
            "How many times have we had termites?",
            "Where did the termites show up each time?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "cs75-minivan-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "家里的车是一辆白色长安CS75，周末回婺源全靠它。",
        "second": "我又买了辆二手五菱小面包，专门拉素坯、去快递点发货。",
        "days_apart": 36,
        "questions": ["家里一共有几辆车？", "长安和小面包各拿来干什么？"],
    },
    {
        "id": "boc-jiujiang-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "老公在昌飞的工资是打到中国银行卡上的。",
        "second": "网店的货款走九江银行的账户，是我去年新开的。",
        "days_apart": 43,
        "questions": ["我们家的钱分别放在哪几家银行？", "老公的工资和网店的收入各进哪个账户？"],
    },
    {
        "id": "qinghua-market-stall-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我在陶溪川旁边一间工作室画青花，按件拿钱。",
        "second": "每周六上午我在雕塑瓷厂的市集摆个摊，卖自己画的茶杯。",
        "days_apart": 52,
        "questions": ["我都靠什么挣钱？", "我平常日子和周六上午各在忙什么活？"],
    },
    {
        "id": "kefu-sim-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "家里人找我都打联通那个号，尾号2857。",
        "second": "网店客服现在用一张移动卡，尾号9043，买家有事打那个。",
        "days_apart": 19,
        "questions": ["我有几个手机号码？", "家里人和买家分别该打我哪个号？"],
    },
    {
        "id": "lengfen-goldfish-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我们那只橘猫叫冷粉，是从樊家井的巷子里捡回来的。",
        "second": "墩墩后来从花鸟市场抱回两条金鱼，养在我画坏的一口青花大缸里。",
        "days_apart": 47,
        "questions": ["家里养了哪些小动物？", "冷粉和金鱼各是怎么来到我们家的？"],
    },
    {
        "id": "neck-gallstone-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我有颈椎病，一低头画坯就是一整天，脖子老是僵的。",
        "second": "体检查出胆囊里有颗一厘米的结石，油炸的东西我现在不敢碰。",
        "days_apart": 61,
        "questions": ["我身上有哪些毛病？", "我的脖子和胆囊各有什么问题？"],
    },
    {
        "id": "pingan-xuepingxian-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "老公在平安给自己买了一份重疾险，每年交六千多。",
        "second": "两个孩子的学平险是在国寿买的，学校统一收的钱。",
        "days_apart": 38,
        "questions": ["家里都买了哪些保险？", "老公和孩子们的保险分别是哪家的？"],
    },
    {
        "id": "riverside-run-pingpong-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我每周二、周四晚上沿着昌江边跑五公里。",
        "second": "周日上午我跟社区几个姐妹在活动中心打乒乓球。",
        "days_apart": 25,
        "questions": ["我平时都做什么运动？", "我一周里哪几天运动、分别在哪儿？"],
    },
    {
        "id": "zhushan-leping-flats-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "家就在珠山区新厂那边，一个老小区的三楼，两室一厅。",
        "second": "乐平还有一套小房子是我婚前买的，现在租给了一对小夫妻。",
        "days_apart": 58,
        "questions": ["我们家有几处房子？", "两套房子各在哪、怎么用？"],
    },
    {
        "id": "gongyi-meishushi-chayi-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我评的是陶瓷工艺美术师，中级。",
        "second": "去年考了个茶艺师证，工作室来客人泡茶像模像样了。",
        "days_apart": 70,
        "questions": ["我有哪些职称和证书？", "我在陶瓷和茶这两行各有什么资格？"],
    },
    {
        "id": "dogmeat-peanut-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我从小不吃狗肉，乐平人请客上狗肉我都不动筷子。",
        "second": "花生我碰不得，吃一颗喉咙就发紧。",
        "days_apart": 33,
        "questions": ["有哪些东西我不吃或者不能吃？", "请我吃饭要避开哪些菜？"],
    },
    {
        "id": "lingcun-stocks-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我每个月在九江银行零存整取一千块。",
        "second": "老公新开了个同花顺账户，买了点长江电力的股票。",
        "days_apart": 45,
        "questions": ["家里的闲钱都放在哪？", "我和老公各是怎么理财的？"],
    },
    {
        "id": "changfei-ebike-repair-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "老公在昌飞做直升机总装，是个技术员。",
        "second": "下了班他在小区门口帮人修电动车，一个月多挣一两千。",
        "days_apart": 50,
        "questions": ["老公有几份活？", "老公白天和下班后各干什么？"],
    },
    {
        "id": "leping-korean-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我会说乐平话，嫁过来以后景德镇话也学会了。",
        "second": "工作室有几个韩国留学生，我现在能用韩语跟他们聊几句。",
        "days_apart": 29,
        "questions": ["除了普通话我还会说哪些话？", "我的方言和外语分别是怎么会的？"],
    },
    {
        "id": "taoxie-jiaweihui-zh-21",
        "lang": "zh",
        "kind": "addition",
        "first": "我是陶溪川青年陶艺协会的理事，管每个季度的展览。",
        "second": "青青学校的家委会也拉我进去了，管班费。",
        "days_apart": 41,
        "questions": ["我在外面都担着哪些职务？", "我在协会和家委会分别管什么？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "march-9-19-hospital-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "青青约了3月9号下午三点在市一医院拔两颗乳牙。",
        "second": "墩墩是3月19号下午三点，也在市一医院，复查扁桃体。",
        "days_apart": 7,
        "questions": ["两个孩子三月份各约了什么？", "青青和墩墩分别哪天去医院、看什么？"],
    },
    {
        "id": "ganh-plates-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "长安的车牌是赣H·5C281。",
        "second": "小面包的车牌是赣H·5C218，交违章的时候老弄混。",
        "days_apart": 15,
        "questions": ["家里两辆车的车牌各是多少？", "5C281和5C218分别是哪辆车的？"],
    },
    {
        "id": "yu-jianping-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "工作室的房东叫余建平，房租每季度转给他。",
        "second": "老公车间新来的班长叫俞剑平，过年还来家里喝过酒。",
        "days_apart": 34,
        "questions": ["余建平和俞剑平分别是谁？", "两个叫yu jian ping的人各跟我们家什么关系？"],
    },
    {
        "id": "xiuying-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "教我画青花的师傅叫程秀英，七十多了还天天画。",
        "second": "楼下卖冷粉的阿姨叫陈秀英，每天早上我都去她那儿吃一碗。",
        "days_apart": 27,
        "questions": ["程秀英和陈秀英各是什么人？", "我的师傅和楼下卖冷粉的阿姨分别叫什么？"],
    },
    {
        "id": "jiang-hui-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "墩墩的班主任叫江慧，教语文。",
        "second": "小区药店的店长叫姜慧，家里的感冒药都找她配。",
        "days_apart": 40,
        "questions": ["江慧和姜慧分别是谁？", "墩墩的班主任和药店店长各叫什么？"],
    },
    {
        "id": "thumb-wrist-scar-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我右手大拇指有腱鞘炎，握笔久了就疼。",
        "second": "左手腕上那道疤，是年轻时拉坯被碎瓷片划的。",
        "days_apart": 22,
        "questions": ["我两只手各有什么伤病？", "右手和左手分别是怎么回事？"],
    },
    {
        "id": "electric-gas-kilns-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "工作室的电窑放在一楼后间，烧小件用。",
        "second": "院子棚子底下新砌了一座气窑，烧大件还原焰就用它。",
        "days_apart": 18,
        "questions": ["工作室有几座窑？", "电窑和气窑各放在哪、烧什么？"],
    },
    {
        "id": "firing-temps-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "烧青花我一般烧到1300度。",
        "second": "烧釉上彩只要800度左右，我现在两样都在同一座电窑里烧。",
        "days_apart": 12,
        "questions": ["我烧瓷都用哪些温度？", "青花和釉上彩各烧多少度？"],
    },
    {
        "id": "mortgage-fund-2746-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家每个月房贷还2746。",
        "second": "老公每月的公积金扣2476，差不多够抵房贷。",
        "days_apart": 20,
        "questions": ["房贷和公积金每个月各是多少？", "2746和2476分别是什么钱？"],
    },
    {
        "id": "shop-account-names-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我的淘宝店叫「青墩瓷坊」，用的是两个孩子的名字。",
        "second": "抖音号叫「青墩瓷房」，注册时「坊」字被人占了。",
        "days_apart": 31,
        "questions": ["我的网店和抖音号各叫什么？", "「青墩瓷坊」和「青墩瓷房」分别是哪个平台的？"],
    },
    {
        "id": "g1462-g1426-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "五一去上海，去程是G1462，早上七点四十从景德镇北站开。",
        "second": "回来坐G1426，晚上九点多到景德镇北。",
        "days_apart": 5,
        "questions": ["五一去上海坐的是哪几趟车？", "去程和回程分别是哪个车次？"],
    },
    {
        "id": "oct8-aug10-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们的结婚纪念日是十月八号。",
        "second": "老公的生日是八月十号，这两个日子我老记反。",
        "days_apart": 26,
        "questions": ["结婚纪念日和老公生日各是哪天？", "十月八号和八月十号分别是什么日子？"],
    },
    {
        "id": "five-three-classes-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "青青在珠山一小读五年级三班。",
        "second": "墩墩现在也在那所学校，读三年级五班，老师的通知常发错群。",
        "days_apart": 32,
        "questions": ["两个孩子各在哪个班？", "五年级三班和三年级五班分别是谁的班？"],
    },
    {
        "id": "water-power-5083-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "家里的电费户号尾号是5083。",
        "second": "水费户号尾号是5038，交的时候看仔细点。",
        "days_apart": 11,
        "questions": ["水费和电费的户号尾号各是多少？", "5083和5038分别是交什么的？"],
    },
    {
        "id": "two-fifteenths-zh-21",
        "lang": "zh",
        "kind": "lookalike",
        "first": "本月15号老公要去哈尔滨出差，去一个礼拜。",
        "second": "下个月15号是我妈七十大寿，全家又得回乐平。",
        "days_apart": 4,
        "questions": ["接下来两个15号家里各有什么事？", "这个月和下个月的15号分别要干什么？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "coalmine-tea-dads-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在乐平的煤矿下了二十多年井。",
        "second": "公公在婺源种了一辈子茶，七十了还管着两亩茶园。",
        "days_apart": 64,
        "questions": ["我爸和公公都是干什么的？", "两边的老爷子一辈子做的什么活？"],
    },
    {
        "id": "tailor-guide-mums-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈在乐平开了二十年裁缝铺。",
        "second": "婆婆在江湾景区当过十几年导游，专讲徽派老房子。",
        "days_apart": 55,
        "questions": ["我妈和婆婆以前做什么？", "两边的妈妈都干过什么工作？"],
    },
    {
        "id": "throwing-taekwondo-saturdays-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "青青周六下午去三宝村跟一个老师学拉坯。",
        "second": "墩墩周六下午在新广场学跆拳道，现在是黄绿带。",
        "days_apart": 21,
        "questions": ["周六下午两个孩子各学什么？", "青青和墩墩周六分别在哪上课？"],
    },
    {
        "id": "laogong-wuyuan-navy-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "老公嘴馋婺源的糊豆腐，每次回江湾都要他妈做一大锅。",
        "second": "老公当过五年海军，在舟山的船上干机电。",
        "days_apart": 44,
        "questions": ["关于我老公你知道些什么？", "老公的口味和当兵的经历你记得哪些？"],
    },
    {
        "id": "shenzhen-minsu-siblings-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我弟在深圳做跨境电商，卖蓝牙耳机。",
        "second": "老公的姐姐后来回了婺源，在篁岭脚下开了家民宿。",
        "days_apart": 57,
        "questions": ["我弟和大姑姐都在做什么？", "我们两边的兄弟姐妹各在哪儿做什么？"],
    },
    {
        "id": "bus-motorbike-elders-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈不会骑车，在乐平去哪都坐公交。",
        "second": "公公七十了还骑着新买的摩托上山采茶，劝都劝不住。",
        "days_apart": 37,
        "questions": ["两边老人平时怎么出门？", "我妈和公公各靠什么代步？"],
    },
    {
        "id": "posture-flatfeet-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "青青有点驼背，每天晚上要靠墙站十分钟。",
        "second": "墩墩是扁平足，医生让他鞋里垫矫形鞋垫。",
        "days_apart": 23,
        "questions": ["两个孩子身体上各有什么要注意的？", "青青和墩墩各在做什么矫正？"],
    },
    {
        "id": "lengfen-toppings-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我吃冷粉一定要多放辣椒和萝卜丁。",
        "second": "老公吃冷粉只要葱花和香油，一点辣都不沾。",
        "days_apart": 16,
        "questions": ["我和老公吃冷粉各放什么？", "给我们俩买冷粉时要怎么跟老板交代？"],
    },
    {
        "id": "night-owl-early-shift-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是夜猫子，画坯经常画到后半夜一两点。",
        "second": "老公每天六点就起，要赶七点二十的厂车。",
        "days_apart": 30,
        "questions": ["我和老公的作息各是怎样的？", "家里谁睡得晚、谁起得早？"],
    },
    {
        "id": "leping-wuyuan-dialects-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我一开口就是乐平腔，景德镇人一听就知道。",
        "second": "老公讲婺源话，连隔壁村的人都不一定听得懂。",
        "days_apart": 48,
        "questions": ["我和老公说话各带哪里的口音？", "我们俩的家乡话分别是什么？"],
    },
    {
        "id": "pocket-money-jars-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "青青每周零花钱二十块，她自己记账。",
        "second": "墩墩每周十块，全塞进一个青花存钱罐里。",
        "days_apart": 14,
        "questions": ["两个孩子每周零花钱各多少？", "青青和墩墩的零花钱分别怎么管？"],
    },
    {
        "id": "soloist-doubles-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "青青是学校合唱团的领唱。",
        "second": "墩墩进了学校乒乓球队，打双打。",
        "days_apart": 35,
        "questions": ["两个孩子在学校各参加了什么？", "青青和墩墩在校队、社团里分别是什么角色？"],
    },
    {
        "id": "elders-homes-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸妈住在乐平矿上的老宿舍楼，五楼，没电梯。",
        "second": "公婆后来搬回了婺源江湾村里的老房子，走到茶园十分钟。",
        "days_apart": 62,
        "questions": ["两边老人各住在哪？", "我爸妈和公婆的房子分别是什么样的？"],
    },
    {
        "id": "fuliang-wuyuan-teas-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "我只喝浮梁红茶，绿茶喝了胃不舒服。",
        "second": "老公每天泡一壶婺源绿茶，茶叶是他爸自己炒的。",
        "days_apart": 39,
        "questions": ["我和老公平时各喝什么茶？", "给我们俩泡茶分别该用哪种？"],
    },
    {
        "id": "qingqing-dundun-births-zh-21",
        "lang": "zh",
        "kind": "parallel",
        "first": "青青是在市妇幼保健院生的，剖腹产。",
        "second": "墩墩是在婺源县医院生的，那年回老家过年提前发动了。",
        "days_apart": 53,
        "questions": ["两个孩子各是在哪生的？", "青青和墩墩出生时的情况你记得什么？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "changjiang-floods-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "昌江发大水，工作室一楼进了半米深的水。",
        "second": "第二年又淹了一回，这回水没那么大，坯都提前搬上了二楼。",
        "days_apart": 360,
        "questions": ["工作室被淹过几次？", "每次发水工作室损失怎么样？"],
    },
    {
        "id": "kiln-losses-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "开窑发现一窑青花全裂了，白干了一个月。",
        "second": "又坏了一窑，这回是棚板断了，压碎了二十多个瓶子。",
        "days_apart": 88,
        "questions": ["我烧坏过几窑东西？", "每次坏窑是什么原因？"],
    },
    {
        "id": "dundun-nose-ear-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "墩墩把一颗弹珠塞进了鼻孔，去市二医院夹出来的。",
        "second": "他又往耳朵里塞了颗黄豆，这回是在婺源爷爷家，半夜去的县医院。",
        "days_apart": 120,
        "questions": ["墩墩往身上塞过几次东西？", "墩墩每次塞的是什么、在哪取出来的？"],
    },
    {
        "id": "huangshan-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "国庆去爬了一趟黄山，住在山顶等着看日出。",
        "second": "春节又去了一趟黄山，这回碰上下雪，索道停了，我们是走下山的。",
        "days_apart": 125,
        "questions": ["我们去过几次黄山？", "每次上黄山碰到了什么情况？"],
    },
    {
        "id": "rapeseed-flowers-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "带孩子们去篁岭赶了一次油菜花季，人山人海。",
        "second": "过了一周又去了趟江岭看油菜花，这次是陪老公的几个同事。",
        "days_apart": 7,
        "questions": ["今年看了几次油菜花？", "每次看油菜花去的哪、陪的谁？"],
    },
    {
        "id": "meiping-awards-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "我画的一只青花梅瓶在瓷博会上拿了银奖。",
        "second": "又得了个奖，这回是省工艺美术展，一把青花茶壶拿了金奖。",
        "days_apart": 160,
        "questions": ["我的作品得过哪些奖？", "我拿过几次奖、各是什么作品？"],
    },
    {
        "id": "minivan-mirrors-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "小面包在樊家井的巷子里被电动车撞掉了左边后视镜。",
        "second": "后视镜又被撞掉一回，这回是在高岭村的窄路上会车。",
        "days_apart": 73,
        "questions": ["小面包的后视镜被撞过几次？", "每次是在哪被撞的？"],
    },
    {
        "id": "malicious-returns-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "网店碰到一次恶意退货，一套茶具寄回来全碎了。",
        "second": "又碰上一回，这次寄回来的根本不是我画的杯子，是个地摊货。",
        "days_apart": 59,
        "questions": ["网店遇到过几次恶意退货？", "每次退回来的是什么情况？"],
    },
    {
        "id": "lengfen-breakages-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "冷粉跳上架子，把我刚画好的一排坯撞到地上，碎了六个。",
        "second": "它又闯祸了，这回撞翻的是一个快要进窑的大盘。",
        "days_apart": 46,
        "questions": ["冷粉闯过几次祸？", "冷粉每次打碎了什么？"],
    },
    {
        "id": "gonggong-tea-slope-falls-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "公公采茶从坡上滑下来，摔断了两根肋骨。",
        "second": "公公又摔了一跤，这次是在自家院子里，胳膊骨裂。",
        "days_apart": 140,
        "questions": ["公公摔过几次？", "公公每次摔在哪、伤到了哪？"],
    },
    {
        "id": "freezing-rain-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "一月下了场冻雨，昌江大桥封了半天。",
        "second": "没过一个月又下冻雨，这回连高铁都停了。",
        "days_apart": 27,
        "questions": ["今年冬天下了几场冻雨？", "每场冻雨影响有多大？"],
    },
    {
        "id": "yuyao-museum-visits-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "带两个孩子去御窑博物馆看了一次明代官窑特展。",
        "second": "又去了一趟御窑博物馆，这次是带上海的一个老客户去转转。",
        "days_apart": 81,
        "questions": ["我去过几次御窑博物馆？", "每次去御窑博物馆是跟谁去的？"],
    },
    {
        "id": "cs75-violations-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "老公开长安在景婺黄高速上超速被拍了，扣三分罚两百。",
        "second": "又被拍了一次，这回是在市区压了实线，又扣三分。",
        "days_apart": 104,
        "questions": ["老公开车被扣过几次分？", "每次被拍是因为什么、在哪？"],
    },
    {
        "id": "fanjiajing-finds-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "在樊家井淘到一个民国粉彩碗，才花了八十块。",
        "second": "又淘到一件，这回是清末的青花小碟，一百五。",
        "days_apart": 66,
        "questions": ["我在樊家井淘到过几件宝贝？", "每次淘到的是什么、花了多少？"],
    },
    {
        "id": "taoda-guest-lectures-zh-21",
        "lang": "zh",
        "kind": "event",
        "first": "陶瓷大学请我去给留学生上了一次青花课。",
        "second": "陶大又请了我一回，这次是给法国来的一个艺术团讲课。",
        "days_apart": 95,
        "questions": ["陶瓷大学请我去讲过几次课？", "我每次去陶大是给谁上课？"],
    },
]
