"""Held-out pairs of look-alike facts that are both true at once, twenty-first set
(`python -m bench.distinct_facts --set heldout21`).

Written blind on 2026-12-06 by a helper session that read none of the engine's code, rules or
lexicons (judge, cues, time words, tokenizer, extraction, merging), none of the tests and none of
the bench code. It read exactly three things: (1) bench/data/distinct_facts_heldout14.py in full,
for the format only (module-level names, entry fields with their order and types, kinds and their
counts per language, two questions a pair, docstring style), reusing none of its topics or wordings;
(2) the pair ids of the other bench/data/distinct_facts_*.py, printed by a one-line command that
prints ids only, so that no id and no topic stem here repeats one of theirs (the one-liner as given
stops with a SyntaxError, an assignment expression in a comprehension's iterable, so the same
loading was written as a small function and a loop; it still printed nothing but the ids); (3) the
checker /work/notes/s25/check_heldout21.py, its source and its output. The other sets' statements
were not opened or read. The file was checked with /work/notes/s25/check_heldout21.py (format,
counts per language and kind, ids and topic stems against the other sets, no difflib ratio above 0.7
to any statement of heldout14, no line wider than 100 columns), and fixed until it reported no
problems. The ids end in -en-20 and -zh-20, not -21, because the checker asks for that suffix.
Nothing under core/, server/, tests/ or clients/ was read, no bench script was opened, and neither
the engine nor any benchmark was run. Not to be tuned on; whoever tunes on it writes a new set and
says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language. Two households, each
written in its own language and not translated from the other. The English one is the Burkes in
Dartmouth, Nova Scotia, across the harbour from Halifax: the user, Ian, an advanced care paramedic
with EHS from Glace Bay in Cape Breton (his dad a miner at the No. 26 colliery, his mum a school
secretary); his wife Renée, an Acadian from Chéticamp and a snow-crab biologist at the Bedford
Institute of Oceanography (her father a lobster fisherman, her mother a rug hooker); their children
Maisie (12, ringette, sailing camp, science fairs) and Lachlan (8, a goalie, dyslexic, carsick);
Dory the duck tolling retriever and two hermit crabs; a split-level on Crichton Avenue by Lake
Banook and half a family camp on the Margaree. The Chinese one is a family in 丹东 by the 鸭绿江:
the user, a 初二物理老师 who speaks 朝鲜语, with roots in 东港 (her dad grows 草莓 in six 大棚, her
mum sold 黄蚬子); her 老公, a 版师 at a garment factory making for Korea, a Manchu from 宽甸 (公公
drove a 集材车 at the 林场, 婆婆 was a school 会计); their daughter 悠悠 (四年级, 长鼓舞, 冰球,
升旗手) and son 豆包 (幼儿园中班, swallows things); 栗子 the 柴犬 and a tank of goldfish; a flat off
江城大街 and another in 浪头 that is let.

The cases a memory system most often gets wrong come back under new topics, people and values:
numbers that differ by one transposed digit (FKD 418 and FKD 481, $685 and $658, WestJet 254 and
245, 1947 and 1974, 4127 and 4172, 52 and 25 Commercial Street, jerseys 19 and 91, 辽F·3N582 and
3N528, 260418 and 260481, 2316 and 2136, 尾号8047 and 8074, 充电桩27 and 72, 7号楼602 and
17号楼206); near-identical names of two different people (Anne MacIsaac and Ann McIsaac, Rory
MacNeil and Rory McNeill, Paul and Paula Aucoin, 金美玉 and 金美英, 张海燕 and 章海艳, 崔永哲 and
崔永泽, two 阳光花园 in two towns); the same time in two weeks (Mondays at 2:20 in June,
周四晚上六点半 this week and next); a shared date in two forms (March 3 twice, August 17 and July
17, 农历八月十五 and 阳历8月15号); one word telling two slots apart (left and right shoulders,
upstairs and basement wifi, two crawlspaces, 左 and 右 手腕, 北 and 南 阳台); the same relation word
for two people (brothers Kevin and Luc, godfathers, the two fathers and two mothers, 我舅 and
老公的舅舅, 我弟 and 老公的弟弟, 属马 twice); a fact beside an event on the same subject (Dad's
cribbage and his new knee, Lachlan in goal and his first shutout, 悠悠 the 升旗手 and her cracked
foot, 老公's 酒量 and the steel plate in his back); and additions told with no "also" / "too" / "也"
/ "还" word at all ("Lachlan's two hermit crabs, Shelly and Snap, live in a tank on his dresser",
"EHS pays for French classes for me", "东港农商行那张卡是我爸给我办的",
"一到草莓季，他晚上就在快手上直播"). Some second statements carry a word that looks like a change
cue but is not one ("now", "for now", "the other", "现在", "新区", "搬上了电梯房", "后来又"). Every
event is two separate occurrences of one kind of thing that both happened (Fiona and Lee, two
porcupines, two rear-endings, two Bluenose races, two commendations, 两次发大水, 两次吞东西,
两场暴雪, 两次肾结石, 两趟新义州, 两次住院).

Same format as distinct_facts_heldout14.py: each pair is two things a user tells the assistant,
`days_apart` days apart, that look alike (same frame, same topic, often the same words) but are both
true; a memory system that merges the second into the first, or replaces the first with the second,
has lost information. Every question is about both statements of its pair, so both answer it and a
full answer needs both (none asks about one side alone). No FILLER here: the bench uses
distinct_facts_dev.py's.

kind
  addition   the second adds a value to the first, mostly with no "too" / "also" / "as well" /
             "也" / "还" word at all ("Renée picked up a used Chevy Bolt for getting to BIO",
             "阳台上那缸金鱼是豆包在锦江山庙会上捞回来的")
  lookalike  same frame, a different object, date, number or slot, both true, often differing
             only in a digit or its order or in one word (FKD 418 and FKD 481, Rory MacNeil and
             Rory McNeill, 260418 and 260481, 金美玉 and 金美英, 北阳台 and 南阳台)
  parallel   the same relation about different people, often in one frame ("My brother Kevin" /
             "Renée's brother Luc", 我舅 / 老公的舅舅), or a different relation about the same
             person, sometimes a fact beside an event ("Lachlan plays goalie" / "Lachlan got his
             first shutout")
  event      two real occurrences of the same kind of thing, told the way people report a
             repeat ("again", "another", "this time", "又", "这回", "这次"): both happened and
             both must be kept
"""

# ruff: noqa: RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------------------- English: addition
    {
        "id": "maisie-nuts-kiwi-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Maisie is allergic to tree nuts, there's an EpiPen in her backpack and another in the "
            "kitchen drawer."
        ),
        "second": (
            "The allergist at the IWK worked out that kiwi is what made Maisie's lips swell up at "
            "Easter, so that's banned in the house now."
        ),
        "days_apart": 43,
        "questions": [
            "What is Maisie allergic to?",
            "Which foods have to be kept away from Maisie?",
        ],
    },
    {
        "id": "outback-bolt-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Our family car is a dark green 2020 Subaru Outback; it does the hockey runs and the "
            "drive home to Glace Bay."
        ),
        "second": (
            "Renée picked up a used Chevy Bolt for getting to BIO, and it charges off a plug on "
            "the side of the house."
        ),
        "days_apart": 31,
        "questions": [
            "What vehicles do we have?",
            "Which cars are in our driveway, and what is each one for?",
        ],
    },
    {
        "id": "paramedic-st-john-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm an advanced care paramedic with EHS, working twelve-hour shifts out of the "
            "Dartmouth base."
        ),
        "second": (
            "Two evenings a month I teach first-aid courses for St. John Ambulance in Burnside, "
            "paid by the course."
        ),
        "days_apart": 54,
        "questions": [
            "What work do I do?",
            "Where do I work, and what do I do on the side?",
        ],
    },
    {
        "id": "scotia-eastcoast-en-20",
        "lang": "en",
        "kind": "addition",
        "first": "My paycheque goes into my Scotiabank chequing account.",
        "second": (
            "Dad opened me an account at East Coast Credit Union in Glace Bay when I was ten, and "
            "fifty dollars a month still goes into it."
        ),
        "days_apart": 38,
        "questions": [
            "Which bank accounts do I have?",
            "Where does my pay go, and where is my other account?",
        ],
    },
    {
        "id": "dory-hermit-crabs-en-20",
        "lang": "en",
        "kind": "addition",
        "first": "We have a Nova Scotia duck tolling retriever called Dory, she's seven.",
        "second": "Lachlan's two hermit crabs, Shelly and Snap, live in a tank on his dresser.",
        "days_apart": 46,
        "questions": [
            "What pets live in our house?",
            "What animals do we have, and what are their names?",
        ],
    },
    {
        "id": "diabetes-apnea-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I've had type 1 diabetes since I was twelve, and I wear a Dexcom sensor on the back "
            "of my arm."
        ),
        "second": (
            "The sleep clinic at the QEII says I've got sleep apnea, so there's a CPAP machine on "
            "my nightstand now."
        ),
        "days_apart": 67,
        "questions": [
            "What health conditions do I have?",
            "What devices do I use for my health, and why?",
        ],
    },
    {
        "id": "wawanesa-sunlife-en-20",
        "lang": "en",
        "kind": "addition",
        "first": "The house and both cars are insured with Wawanesa, all in one bundle.",
        "second": (
            "After Lachlan was born, Renée took out a twenty-year term life policy with Sun Life."
        ),
        "days_apart": 49,
        "questions": [
            "What insurance do we have?",
            "Who are we insured with, and what does each policy cover?",
        ],
    },
    {
        "id": "crichton-margaree-camp-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "We live in a split-level on Crichton Avenue in Dartmouth, a five-minute walk from "
            "Lake Banook."
        ),
        "second": (
            "Half of the Chiasson family camp on the Margaree River belongs to Renée, and her "
            "brother Luc owns the other half."
        ),
        "days_apart": 57,
        "questions": [
            "What property do we own?",
            "Where is our home, and what other place do we have a share in?",
        ],
    },
    {
        "id": "whalers-safety-en-20",
        "lang": "en",
        "kind": "addition",
        "first": "I coach Lachlan's U9 team with the Dartmouth Whalers on Saturday mornings.",
        "second": (
            "The minor hockey association made me its safety person, so I'm the one checking the "
            "first-aid kits at every rink we play."
        ),
        "days_apart": 35,
        "questions": [
            "What do I do for minor hockey?",
            "What roles do I have with the Dartmouth Whalers?",
        ],
    },
    {
        "id": "fiddle-chorus-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I play Cape Breton fiddle, my uncle Angus taught me, and I still play at ceilidhs "
            "when I'm home."
        ),
        "second": "Thursday nights I sing bass with the Halifax Men's Chorus at St. James United.",
        "days_apart": 29,
        "questions": [
            "What music do I make?",
            "Which instrument do I play, and where do I sing?",
        ],
    },
    {
        "id": "dragonboat-surf-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I paddle on a dragon boat team on Lake Banook, Monday and Wednesday evenings at six."
        ),
        "second": (
            "Most Sunday mornings I'm surfing at Lawrencetown Beach in a 5mm wetsuit, even in "
            "February."
        ),
        "days_apart": 41,
        "questions": [
            "What do I do on the water?",
            "Which water sports do I do, and where?",
        ],
    },
    {
        "id": "gaelic-acadian-french-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "My grandmother taught me Gaelic, and I can still get through a song and a chat at the "
            "Gaelic College."
        ),
        "second": (
            "EHS pays for French classes for me on Wednesday afternoons, and Renée quizzes me over "
            "supper."
        ),
        "days_apart": 62,
        "questions": [
            "What languages do I speak or study besides English?",
            "How did I come by my Gaelic and my French?",
        ],
    },
    {
        "id": "games-centre-parks-pass-en-20",
        "lang": "en",
        "kind": "addition",
        "first": (
            "We've a family membership at the Canada Games Centre, the kids swim there on Sunday "
            "afternoons."
        ),
        "second": (
            "Renée bought a Parks Canada Discovery Pass in April, so Keji and the Citadel are free "
            "for us all year."
        ),
        "days_apart": 33,
        "questions": [
            "What passes or memberships does our family have?",
            "Where can we get in with our family passes?",
        ],
    },
    {
        "id": "dory-apoquel-flexadin-en-20",
        "lang": "en",
        "kind": "addition",
        "first": "Dory gets an Apoquel every morning for her itchy skin.",
        "second": "The vet put her on a joint chew for her hips, half a Flexadin with her supper.",
        "days_apart": 26,
        "questions": [
            "What medicine does Dory take?",
            "What does Dory get for her skin and for her hips, and when?",
        ],
    },
    {
        "id": "heat-pump-furnace-en-20",
        "lang": "en",
        "kind": "addition",
        "first": "The house is heated with a ductless heat pump in the living room.",
        "second": (
            "There's an oil furnace in the basement that kicks in when it drops below minus "
            "fifteen."
        ),
        "days_apart": 22,
        "questions": [
            "How is our house heated?",
            "What heating systems do we have, and when does each one run?",
        ],
    },
    # --------------------------------------------------------------------------- English: lookalike
    {
        "id": "june-monday-bookings-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dory's checkup at the Woodlawn vet is Monday, June 9 at 2:20.",
        "second": (
            "My recertification exam in Burnside is Monday, June 16 at 2:20, so I've booked both "
            "afternoons off."
        ),
        "days_apart": 4,
        "questions": [
            "What have I got booked on Monday afternoons in June?",
            "Which June booking is Dory's and which one is mine?",
        ],
    },
    {
        "id": "fkd-plates-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Outback's plate is FKD 418.",
        "second": (
            "Renée's Bolt is FKD 481, we registered them at Access Nova Scotia the same week."
        ),
        "days_apart": 12,
        "questions": [
            "What are the plate numbers of our two cars?",
            "Which plate goes with the Outback and which with the Bolt?",
        ],
    },
    {
        "id": "macisaac-mcisaac-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr. Anne MacIsaac is our family doctor at the Woodlawn clinic.",
        "second": (
            "Ann McIsaac runs the canteen at the Gray Arena and saves Lachlan a hot chocolate "
            "after practice."
        ),
        "days_apart": 30,
        "questions": [
            "Who are Anne MacIsaac and Ann McIsaac?",
            "What do the two Ann MacIsaacs do for our family?",
        ],
    },
    {
        "id": "rory-macneil-mcneill-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Rory MacNeil is my partner on the truck, we've worked the same rotation for six years."
        ),
        "second": "Rory McNeill teaches Maisie's grade seven science class at Bicentennial.",
        "days_apart": 37,
        "questions": [
            "Who are Rory MacNeil and Rory McNeill?",
            "Which Rory do I work with, and which one teaches Maisie?",
        ],
    },
    {
        "id": "aucoin-paul-paula-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "Paul Aucoin from Cole Harbour services our furnace every fall.",
        "second": "Paula Aucoin is Renée's section head at BIO, no relation to him.",
        "days_apart": 44,
        "questions": [
            "Who are Paul Aucoin and Paula Aucoin?",
            "How do we know each of the two Aucoins?",
        ],
    },
    {
        "id": "ian-shoulders-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "My left shoulder dislocated when I was carrying a stretcher down a flight of stairs "
            "in 2019."
        ),
        "second": (
            "The right shoulder is the one with tendinitis from paddling; I ice it after every "
            "practice."
        ),
        "days_apart": 18,
        "questions": [
            "What's wrong with my shoulders?",
            "Which of my shoulders has which problem?",
        ],
    },
    {
        "id": "garage-camp-codes-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "The keypad on our garage door is 1947.",
        "second": "The lockbox at the Margaree camp is 1974, that was Renée's dad's idea.",
        "days_apart": 9,
        "questions": [
            "What are the garage and camp lockbox codes?",
            "Which code opens the garage and which opens the camp lockbox?",
        ],
    },
    {
        "id": "rink-fees-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "Maisie's ringette registration this season was $685.",
        "second": "Lachlan's hockey registration was $658, due the same week in September.",
        "days_apart": 7,
        "questions": [
            "How much did the kids' registrations cost this season?",
            "What did we pay for Maisie's ringette and for Lachlan's hockey?",
        ],
    },
    {
        "id": "canmore-wedding-flights-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "We fly to Calgary on WestJet 254 on August 2 for Renée's cousin's wedding in Canmore."
        ),
        "second": "Coming home it's WestJet 245 on August 9, landing in Halifax after midnight.",
        "days_apart": 3,
        "questions": [
            "What are our flight numbers for the Calgary trip?",
            "Which flight takes us out and which one brings us back?",
        ],
    },
    {
        "id": "crawlspaces-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Christmas decorations are in the crawlspace under the stairs.",
        "second": "The camping gear is in the other crawlspace, the one behind the family room.",
        "days_apart": 20,
        "questions": [
            "What do we keep in our crawlspaces?",
            "Where are the Christmas decorations and where is the camping gear?",
        ],
    },
    {
        "id": "burke-wifi-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "The upstairs wifi is BURKE-5G, password tollerdory.",
        "second": "The basement extender is BURKE-EXT, password tollerdory2.",
        "days_apart": 15,
        "questions": [
            "What are our wifi networks and passwords?",
            "Which network is upstairs and which is in the basement?",
        ],
    },
    {
        "id": "seventeenth-anniversaries-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "Renée and I got married on August 17, 2010, at the church in Chéticamp.",
        "second": "Renée's parents' anniversary is July 17, and this year it's their fiftieth.",
        "days_apart": 25,
        "questions": [
            "Which wedding anniversaries do we keep track of?",
            "When are our anniversary and Renée's parents' anniversary?",
        ],
    },
    {
        "id": "jersey-19-91-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "Maisie wears number 19 for ringette.",
        "second": "Lachlan's number is 91, he wanted his sister's backwards.",
        "days_apart": 11,
        "questions": [
            "What numbers do the kids wear?",
            "Which jersey number is Maisie's and which is Lachlan's?",
        ],
    },
    {
        "id": "commercial-street-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "My parents live at 52 Commercial Street in Glace Bay.",
        "second": "My aunt Effie is at 25 Commercial Street, right across the road from them.",
        "days_apart": 48,
        "questions": [
            "Where do my parents and my aunt Effie live?",
            "Which Commercial Street address belongs to whom?",
        ],
    },
    {
        "id": "msi-cards-en-20",
        "lang": "en",
        "kind": "lookalike",
        "first": "My MSI health card number ends in 4127.",
        "second": "Renée's card ends in 4172, and I mix them up every time at the pharmacy.",
        "days_apart": 14,
        "questions": [
            "What do our MSI card numbers end in?",
            "Which health card number is mine and which is Renée's?",
        ],
    },
    # ---------------------------------------------------------------------------- English: parallel
    {
        "id": "colliery-lobster-dads-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My father worked underground at the No. 26 colliery in Glace Bay until it closed."
        ),
        "second": "Renée's father fished lobster out of Chéticamp harbour for forty years.",
        "days_apart": 64,
        "questions": [
            "What did our fathers do for a living?",
            "What work did my dad and Renée's dad do?",
        ],
    },
    {
        "id": "school-office-rug-hooking-mums-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "My mum was the secretary at Glace Bay High for thirty years.",
        "second": (
            "Renée's mother hooks rugs for the co-op in Chéticamp, and they sell them to the "
            "tourists."
        ),
        "days_apart": 52,
        "questions": [
            "What work have our mothers done?",
            "How have my mum and Renée's mother spent their working lives?",
        ],
    },
    {
        "id": "sportsplex-gray-arena-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Maisie has ringette at the Dartmouth Sportsplex on Saturday mornings.",
        "second": (
            "Lachlan's on the ice Saturday mornings as well, at the Gray Arena across the lake."
        ),
        "days_apart": 16,
        "questions": [
            "Where are the kids on Saturday mornings?",
            "Which rink does each child go to on a Saturday?",
        ],
    },
    {
        "id": "renee-snow-crab-stepdance-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Renée is a fisheries biologist at the Bedford Institute of Oceanography, she works on "
            "snow crab."
        ),
        "second": (
            "Renée won the step-dancing contest at the Chéticamp festival three summers running as "
            "a teenager."
        ),
        "days_apart": 40,
        "questions": [
            "What do you know about Renée?",
            "What does Renée do for work, and what is she known for back home?",
        ],
    },
    {
        "id": "dad-cribbage-knee-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Dad still plays in the Wednesday cribbage league at the Legion in Glace Bay.",
        "second": (
            "Dad had his knee replaced at the Cape Breton Regional in January, and he's on a cane "
            "for now."
        ),
        "days_apart": 58,
        "questions": [
            "What's going on with Dad?",
            "What do you know about my father these days?",
        ],
    },
    {
        "id": "kevin-luc-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My brother Kevin works in the oil sands at Fort McMurray, two weeks in and two weeks "
            "out."
        ),
        "second": "Renée's brother Luc runs the fish plant in Grand Étang.",
        "days_apart": 45,
        "questions": [
            "What do Kevin and Luc do?",
            "What do our brothers do for work, and where?",
        ],
    },
    {
        "id": "july-camps-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Maisie's going to sailing camp at the Armdale Yacht Club in July.",
        "second": "Lachlan has two weeks of soccer camp at the Wanderers Grounds in July.",
        "days_apart": 19,
        "questions": [
            "What camps are the kids doing this July?",
            "Which camp is each child going to?",
        ],
    },
    {
        "id": "kids-godfathers-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Kevin is Maisie's godfather.",
        "second": "Luc is Lachlan's godfather, and he spoils him rotten.",
        "days_apart": 34,
        "questions": [
            "Who are the kids' godfathers?",
            "Which uncle is godfather to which child?",
        ],
    },
    {
        "id": "habs-bruins-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm a Montreal Canadiens fan, same as my dad and his dad.",
        "second": "Renée cheers for the Bruins, like most of Chéticamp.",
        "days_apart": 27,
        "questions": [
            "Which NHL teams do Renée and I follow?",
            "Who does each of us cheer for in hockey?",
        ],
    },
    {
        "id": "bicentennial-hawthorn-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Maisie's in grade seven at Bicentennial School.",
        "second": "Lachlan's in grade three French immersion at Hawthorn Elementary.",
        "days_apart": 23,
        "questions": [
            "Which schools do the kids go to?",
            "What grade is each child in, and where?",
        ],
    },
    {
        "id": "o-neg-b-pos-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm O negative, so Canadian Blood Services rings me every few months.",
        "second": "Renée's B positive, same as both kids.",
        "days_apart": 39,
        "questions": [
            "What are our blood types?",
            "Which blood type does each of us have?",
        ],
    },
    {
        "id": "march-third-births-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Maisie was born on March 3 at the IWK.",
        "second": "Lachlan came along on March 3 too, four years later, same hospital.",
        "days_apart": 21,
        "questions": [
            "When and where were the kids born?",
            "What are Maisie's and Lachlan's birthdays?",
        ],
    },
    {
        "id": "lachlan-goalie-shutout-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Lachlan plays goalie for his U9 team, he won't play any other position.",
        "second": "Lachlan got his first shutout at the Whalers tournament in January.",
        "days_apart": 50,
        "questions": [
            "What can you tell me about Lachlan's hockey?",
            "What position does Lachlan play, and what did he do at the January tournament?",
        ],
    },
    {
        "id": "oatcakes-rappie-pie-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum's oatcakes are famous in Glace Bay, she makes a batch every Saturday.",
        "second": "Renée's mother's specialty is rappie pie, a full pan every Christmas Eve.",
        "days_apart": 36,
        "questions": [
            "What are the two grandmothers known for making?",
            "What does my mum bake and what does Renée's mother cook?",
        ],
    },
    {
        "id": "cbu-dal-en-20",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "I did a year of science at Cape Breton University before paramedic school at NSCC."
        ),
        "second": "Renée did her master's at Dalhousie, on snow crab in the Gulf.",
        "days_apart": 61,
        "questions": [
            "Where did Renée and I study?",
            "What did each of us study after high school?",
        ],
    },
    # ------------------------------------------------------------------------------- English: event
    {
        "id": "fiona-lee-en-20",
        "lang": "en",
        "kind": "event",
        "first": (
            "Hurricane Fiona took down the big maple in our backyard and it landed on the shed."
        ),
        "second": "Another storm the next fall, Lee, and this time the basement flooded.",
        "days_apart": 357,
        "questions": [
            "What damage have hurricanes done to our place?",
            "Which storms hit us, and what did each one do?",
        ],
    },
    {
        "id": "porcupine-quills-en-20",
        "lang": "en",
        "kind": "event",
        "first": (
            "Dory got a face full of porcupine quills at Shubie Park; the emergency vet pulled out "
            "forty."
        ),
        "second": (
            "She went after a porcupine again, at Keji this time, and I pulled the quills myself "
            "with pliers."
        ),
        "days_apart": 112,
        "questions": [
            "How many times has Dory tangled with a porcupine?",
            "Where did Dory get quilled, and how were the quills taken out?",
        ],
    },
    {
        "id": "lachlan-travel-sick-en-20",
        "lang": "en",
        "kind": "event",
        "first": "Lachlan got carsick on the Cabot Trail and threw up in the back of the Outback.",
        "second": "He was sick again on the ferry to Grand Manan, all over Renée's boots.",
        "days_apart": 73,
        "questions": [
            "How many times has Lachlan been sick while travelling?",
            "Where was Lachlan sick each time?",
        ],
    },
    {
        "id": "newfoundland-trips-en-20",
        "lang": "en",
        "kind": "event",
        "first": (
            "We took the Marine Atlantic ferry to Newfoundland in July and drove up to Gros Morne."
        ),
        "second": (
            "Back in Newfoundland the next summer, we flew into St. John's this time for Renée's "
            "friend's wedding."
        ),
        "days_apart": 366,
        "questions": [
            "How many times have we been to Newfoundland?",
            "How did we get to Newfoundland each time, and where did we go?",
        ],
    },
    {
        "id": "whale-sightings-en-20",
        "lang": "en",
        "kind": "event",
        "first": "Saw a humpback off the rocks at Peggy's Cove in August.",
        "second": "Saw whales again, a pod of pilot whales off Pleasant Bay on the Cabot Trail.",
        "days_apart": 55,
        "questions": [
            "How many times have I seen whales?",
            "What whales did I see, and where?",
        ],
    },
    {
        "id": "noreaster-outages-en-20",
        "lang": "en",
        "kind": "event",
        "first": "Lost power for three days after the December nor'easter.",
        "second": (
            "Out again in February, only fourteen hours this time, when a tree came down on the "
            "line on Crichton."
        ),
        "days_apart": 60,
        "questions": [
            "How many power outages have we had this winter?",
            "How long did each outage last, and what caused it?",
        ],
    },
    {
        "id": "bluenose-runs-en-20",
        "lang": "en",
        "kind": "event",
        "first": "Renée ran the Bluenose half marathon in May, in 1:52.",
        "second": "She ran the Bluenose again this year, the full marathon this time, in 4:11.",
        "days_apart": 364,
        "questions": [
            "How many times has Renée run the Bluenose?",
            "What distances did Renée run at the Bluenose, and what were her times?",
        ],
    },
    {
        "id": "micmac-rear-ends-en-20",
        "lang": "en",
        "kind": "event",
        "first": "The Outback got rear-ended at the Micmac rotary.",
        "second": (
            "Rear-ended again, at the lights on Portland Street this time, just a scratch on the "
            "bumper."
        ),
        "days_apart": 130,
        "questions": [
            "How many times has the Outback been rear-ended?",
            "Where did each rear-ending happen?",
        ],
    },
    {
        "id": "ice-slips-en-20",
        "lang": "en",
        "kind": "event",
        "first": "I slipped on black ice in the base parking lot and cracked a rib.",
        "second": (
            "Went down on the ice again, on our own front steps this time, and sprained my wrist."
        ),
        "days_apart": 41,
        "questions": [
            "How many times have I fallen on ice?",
            "What did I hurt each time I slipped?",
        ],
    },
    {
        "id": "rankin-family-en-20",
        "lang": "en",
        "kind": "event",
        "first": "Saw the Rankin Family at the Scotiabank Centre with Renée.",
        "second": "Saw the Rankins again at Celtic Colours in Cape Breton, with Mum this time.",
        "days_apart": 150,
        "questions": [
            "How many times have I seen the Rankin Family?",
            "Where and with whom did I see the Rankins?",
        ],
    },
    {
        "id": "maisie-science-fairs-en-20",
        "lang": "en",
        "kind": "event",
        "first": "Maisie won the science fair at Bicentennial with a project on ocean acidity.",
        "second": "She won again at the regional fair at Saint Mary's, a bronze medal this time.",
        "days_apart": 47,
        "questions": [
            "What has Maisie won at science fairs?",
            "Which science fairs did Maisie win at?",
        ],
    },
    {
        "id": "renee-research-cruises-en-20",
        "lang": "en",
        "kind": "event",
        "first": "Renée spent two weeks at sea on the research ship Hudson, surveying snow crab.",
        "second": (
            "She went out again in October on the Capt. Jacques Cartier, three weeks on the "
            "Scotian Shelf."
        ),
        "days_apart": 140,
        "questions": [
            "How many research trips has Renée been on?",
            "Which ships did Renée sail on, and for how long?",
        ],
    },
    {
        "id": "dory-runaways-en-20",
        "lang": "en",
        "kind": "event",
        "first": (
            "Dory slipped her collar in Point Pleasant Park, and a jogger brought her back two "
            "hours later."
        ),
        "second": (
            "She took off again at the Margaree camp; a neighbour found her chasing ducks on the "
            "river."
        ),
        "days_apart": 96,
        "questions": [
            "How many times has Dory run off?",
            "Where did Dory run away, and how did we get her back?",
        ],
    },
    {
        "id": "ehs-commendations-en-20",
        "lang": "en",
        "kind": "event",
        "first": "I got a commendation from EHS for a water rescue at Lawrencetown Beach.",
        "second": (
            "Got another commendation in the fall, for delivering a baby on the shoulder of "
            "Highway 107."
        ),
        "days_apart": 160,
        "questions": [
            "How many commendations have I received?",
            "What was each of my commendations for?",
        ],
    },
    {
        "id": "strep-throat-en-20",
        "lang": "en",
        "kind": "event",
        "first": "I had strep throat in January and missed four shifts.",
        "second": "Strep again in March, I caught it off Lachlan this time.",
        "days_apart": 59,
        "questions": [
            "How many times have I had strep throat?",
            "When did I have strep throat, and how did I catch it the second time?",
        ],
    },
    # ---------------------------------------------------------------------------- Chinese: addition
    {
        "id": "haval-yadea-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "家里那辆白色哈弗H6是老公在开，周末拉一家人回宽甸。",
        "second": "我上下班骑一辆雅迪电动车，冬天冷得受不了才坐公交。",
        "days_apart": 24,
        "questions": ["家里都有什么车？", "我和老公平时各骑什么、开什么？"],
    },
    {
        "id": "pattern-maker-strawberry-live-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "老公在一家给韩国做外贸的服装厂当版师，干了十几年了。",
        "second": "一到草莓季，他晚上就在快手上直播，帮我爸卖东港的九九草莓。",
        "days_apart": 48,
        "questions": ["老公都在忙哪些活儿？", "老公白天和草莓季的晚上各干什么？"],
    },
    {
        "id": "dandong-bank-nongshang-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "学校发工资用的是丹东银行的卡。",
        "second": "东港农商行那张卡是我爸给我办的，他卖完草莓常往里打钱。",
        "days_apart": 37,
        "questions": ["我手上有哪几家银行的卡？", "我的工资和我爸打的钱分别进哪张卡？"],
    },
    {
        "id": "lizi-goldfish-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "栗子是我们家的柴犬，今年四岁，见了猫就往我身后躲。",
        "second": "阳台上那缸金鱼是豆包在锦江山庙会上捞回来的，一共五条。",
        "days_apart": 42,
        "questions": ["家里养了哪些小动物？", "栗子是什么狗、那缸金鱼是哪来的？"],
    },
    {
        "id": "migraine-anaemia-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "我有偏头痛的老毛病，包里常备一盒布洛芬。",
        "second": "今年体检查出轻度贫血，现在每天吃一片琥珀酸亚铁。",
        "days_apart": 66,
        "questions": ["我身体上有哪些毛病？", "我常备的和每天吃的药各是什么、治什么？"],
    },
    {
        "id": "yibao-child-ci-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "一家四口的医保都交着，我和老公的是单位交的职工医保。",
        "second": "去年老公在支付宝上给两个孩子各买了一份少儿重疾险。",
        "days_apart": 53,
        "questions": ["我们家有哪些保险？", "大人和孩子分别有什么保障？"],
    },
    {
        "id": "jiangcheng-langtou-flats-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "我们一家住在振兴区江城大街边上的一套两居室。",
        "second": "新区浪头那边还有一套房，当年买来投资的，现在租给了一家朝鲜族人。",
        "days_apart": 59,
        "questions": ["我们家有几套房、都在哪？", "江城大街和浪头的房子各怎么用？"],
    },
    {
        "id": "tencent-hongen-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "我开了腾讯视频的会员，晚上改完作业追两集剧。",
        "second": "老公给豆包买了洪恩识字的年卡，一年一百多。",
        "days_apart": 28,
        "questions": ["家里开了哪些App会员？", "谁用的什么会员、干什么用？"],
    },
    {
        "id": "physics-lab-keeper-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "我在学校教初二物理，带两个班。",
        "second": "学校让我兼着物理实验室管理员，每周五下午清点器材。",
        "days_apart": 45,
        "questions": ["我在学校都负责些什么？", "我在学校有哪些工作？"],
    },
    {
        "id": "skating-moon-island-run-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "冬天我跟几个同事在鸭绿江边的冰场滑冰。",
        "second": "夏天每周六早上我在月亮岛绕岛跑十公里。",
        "days_apart": 150,
        "questions": ["我一年到头做哪些运动？", "我冬天和夏天各在哪锻炼？"],
    },
    {
        "id": "korean-japanese-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "我会说朝鲜语，是大学在延边学的。",
        "second": "这两年我在多邻国上学日语，已经连续打卡四百多天。",
        "days_apart": 33,
        "questions": ["我会哪些外语、在学哪些？", "我的朝鲜语和日语各是怎么学的？"],
    },
    {
        "id": "teaching-cert-counsellor-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "我有高中物理的教师资格证。",
        "second": "前年暑假考下了心理咨询师证，学校让我每周给学生做一次心理辅导。",
        "days_apart": 71,
        "questions": ["我有哪些证书？", "我拿过哪些资格证、各派上了什么用场？"],
    },
    {
        "id": "zhanqian-huanghai-markets-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "平时买菜我去站前的农贸市场。",
        "second": "海鲜都在东港的黄海市场买，周末回娘家顺路带一箱。",
        "days_apart": 26,
        "questions": ["我们家的菜和海鲜都在哪儿买？", "我平时买菜去哪、买海鲜去哪？"],
    },
    {
        "id": "spicy-lactose-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "我一点辣都吃不了，吃冷面都让老板别放辣酱。",
        "second": "牛奶我一喝就拉肚子，医生说是乳糖不耐受。",
        "days_apart": 39,
        "questions": ["我吃东西有哪些忌口？", "给我做饭得注意什么？"],
    },
    {
        "id": "janggu-dance-ice-hockey-zh-20",
        "lang": "zh",
        "kind": "addition",
        "first": "悠悠周六上午在少年宫学长鼓舞。",
        "second": "周日下午她在江边的冰球俱乐部训练，教练是朝鲜族的。",
        "days_apart": 30,
        "questions": ["悠悠周末都上什么课？", "悠悠周六和周日分别在学什么？"],
    },
    # --------------------------------------------------------------------------- Chinese: lookalike
    {
        "id": "parent-meeting-thursdays-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悠悠学校的家长会定在这周四晚上六点半。",
        "second": "豆包幼儿园的家长会是下周四，也是晚上六点半。",
        "days_apart": 2,
        "questions": ["最近两个孩子的家长会都是什么时候？", "哪个周四晚上是谁的家长会？"],
    },
    {
        "id": "liao-f-plates-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "哈弗的车牌是辽F·3N582。",
        "second": "我爸拉草莓那辆小货车车牌是辽F·3N528，他自己都老记混。",
        "days_apart": 17,
        "questions": ["哈弗和我爸那辆货车的车牌各是多少？", "辽F·3N582和辽F·3N528分别是哪辆车？"],
    },
    {
        "id": "jin-meiyu-meiying-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悠悠的班主任叫金美玉，朝鲜族，教数学。",
        "second": "豆包幼儿园的老师叫金美英，也是朝鲜族，跟金美玉不是亲戚。",
        "days_apart": 34,
        "questions": ["金美玉和金美英分别是谁？", "两个孩子的老师各叫什么？"],
    },
    {
        "id": "zhang-haiyan-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "老公厂里的质检组长叫张海燕，跟他一个车间。",
        "second": "我们楼下开小卖店的叫章海艳，栗子最爱往她店里钻。",
        "days_apart": 41,
        "questions": ["张海燕和章海艳各是谁？", "两个叫zhang hai yan的人分别跟我们家什么关系？"],
    },
    {
        "id": "cui-yongzhe-yongze-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们学校的校长叫崔永哲。",
        "second": "老公厂里的韩国老板叫崔永泽，一年来丹东两趟。",
        "days_apart": 50,
        "questions": ["崔永哲和崔永泽分别是谁？", "名字就差一个字的两位崔先生各是干什么的？"],
    },
    {
        "id": "left-right-wrists-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我左手腕有腱鞘炎，是常年批作业批出来的。",
        "second": "右手腕是小时候骨折过，一到阴天就酸。",
        "days_apart": 22,
        "questions": ["我两只手腕各有什么毛病？", "哪只手腕是腱鞘炎、哪只骨折过？"],
    },
    {
        "id": "lock-260418-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "家门密码锁的密码是260418。",
        "second": "学校实验室器材柜的密码是260481。",
        "days_apart": 13,
        "questions": ["家门和实验室柜子的密码各是多少？", "260418和260481分别开哪把锁？"],
    },
    {
        "id": "building-7-17-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家住7号楼2单元602。",
        "second": "我姐家也在这个小区，17号楼2单元206，接孩子方便。",
        "days_apart": 27,
        "questions": ["我家和我姐家分别住哪？", "7号楼和17号楼各住的是谁家？"],
    },
    {
        "id": "north-south-balconies-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "北阳台放的是过冬的大白菜和土豆。",
        "second": "南阳台挂着婆婆晒的干豆角和榛蘑。",
        "days_apart": 10,
        "questions": ["家里两个阳台上都放了什么？", "过冬的菜和婆婆晒的干货分别在哪个阳台？"],
    },
    {
        "id": "drop-off-times-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悠悠的学校早上七点四十进校。",
        "second": "豆包的幼儿园八点二十入园，我送完一个再送另一个。",
        "days_apart": 8,
        "questions": ["两个孩子早上各几点到校、入园？", "早上送孩子要赶哪两个时间？"],
    },
    {
        "id": "heating-fees-2316-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "今年我们家的取暖费交了2316。",
        "second": "公公婆婆宽甸那边的取暖费是2136，也是我们替他们交的。",
        "days_apart": 5,
        "questions": ["今年两家的取暖费各是多少？", "2316和2136分别是哪家的取暖费？"],
    },
    {
        "id": "tail-8047-8074-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我的手机尾号是8047。",
        "second": "老公的尾号是8074，给快递填地址老是填错。",
        "days_apart": 19,
        "questions": ["我和老公的手机尾号各是多少？", "尾号8047和8074分别是谁的？"],
    },
    {
        "id": "mid-autumn-birthdays-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悠悠的生日是农历八月十五，正好是中秋节。",
        "second": "豆包的生日是阳历8月15号，家里人常把俩孩子的生日弄混。",
        "days_apart": 32,
        "questions": ["两个孩子的生日各是哪天？", "哪个孩子过农历生日、哪个过阳历生日？"],
    },
    {
        "id": "charger-27-72-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "学校给我分的电动车充电桩是27号。",
        "second": "小区车棚里我们家的充电桩是72号。",
        "days_apart": 15,
        "questions": ["我的电动车在学校和小区各在几号桩充电？", "27号和72号充电桩分别在哪？"],
    },
    {
        "id": "sunshine-garden-zh-20",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我妈在东港住的小区叫阳光花园。",
        "second": "老公的姑姑在宽甸住的也叫阳光花园，两个县城的小区一个名。",
        "days_apart": 44,
        "questions": ["我妈和老公的姑姑各住在哪个阳光花园？", "两个阳光花园分别在哪、住的是谁？"],
    },
    # ---------------------------------------------------------------------------- Chinese: parallel
    {
        "id": "greenhouse-logging-dads-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在东港种了二十多年草莓，现在有六个大棚。",
        "second": "公公以前在宽甸林场开集材车，前几年退的休。",
        "days_apart": 62,
        "questions": ["两边的老爷子都是干什么的？", "我爸和公公各做过什么活儿？"],
    },
    {
        "id": "clams-accountant-mums-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈在东港菜市场卖了半辈子黄蚬子。",
        "second": "婆婆是满族，在宽甸的一所小学当了三十年会计。",
        "days_apart": 55,
        "questions": ["我妈和婆婆以前都是做什么的？", "两边的妈妈各干了大半辈子什么工作？"],
    },
    {
        "id": "piano-lego-wednesdays-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "悠悠每周三放学后在元宝区学钢琴。",
        "second": "豆包每周三放学后也去元宝区，在同一栋楼里上乐高课。",
        "days_apart": 20,
        "questions": ["周三放学后两个孩子各上什么课？", "悠悠和豆包周三在元宝区分别学什么？"],
    },
    {
        "id": "laogong-manchu-steel-plate-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "老公是宽甸的满族人，能喝一斤白酒不上脸。",
        "second": "老公腰里有块钢板，是前年在车间从梯子上摔下来打的。",
        "days_apart": 46,
        "questions": ["关于我老公你都知道些什么？", "老公是哪里人、酒量怎样、身上有什么伤？"],
    },
    {
        "id": "jiejie-ricecake-shop-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我姐在丹东开了一家打糕店，就在元宝区的朝鲜族一条街。",
        "second": "我姐去年离了婚，外甥跟着她过。",
        "days_apart": 69,
        "questions": ["我姐现在是什么情况？", "我姐做什么生意、家里怎么样？"],
    },
    {
        "id": "two-younger-brothers-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我弟在韩国仁川的汽车配件厂打工，三年才回来一趟。",
        "second": "老公的弟弟在沈阳铁西开网约车，也是常年不着家。",
        "days_apart": 38,
        "questions": ["我们俩的弟弟都在哪、干什么？", "我弟和小叔子分别在做什么工作？"],
    },
    {
        "id": "ortho-k-patching-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "悠悠近视两百度，晚上戴角膜塑形镜睡觉。",
        "second": "豆包是远视加弱视，医生让他每天遮一只眼两个小时。",
        "days_apart": 29,
        "questions": ["两个孩子的眼睛各是什么情况？", "悠悠和豆包的眼睛分别在怎么治？"],
    },
    {
        "id": "xiangqi-cross-stitch-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "老公爱下象棋，周末在江边公园跟老头们杀到天黑。",
        "second": "我爱绣十字绣，客厅那幅《清明上河图》绣了整整两年。",
        "days_apart": 35,
        "questions": ["我和老公平时各有什么爱好？", "我们俩业余时间分别爱干什么？"],
    },
    {
        "id": "horse-year-couple-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我属马，本命年那年穿了一整年的红袜子。",
        "second": "老公也属马，比我大一轮。",
        "days_apart": 51,
        "questions": ["我和老公各属什么？", "我们俩差几岁、属相是什么？"],
    },
    {
        "id": "shixiao-jiguan-kindergarten-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "悠悠在丹东实验小学上四年级。",
        "second": "豆包在振兴区机关幼儿园上中班。",
        "days_apart": 23,
        "questions": ["两个孩子都在哪上学？", "悠悠和豆包分别在哪个学校、几年级？"],
    },
    {
        "id": "donggang-kuandian-elders-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸妈一直住在东港市区，离黄海市场不远。",
        "second": "公公婆婆住在宽甸县城，前年搬上了电梯房。",
        "days_apart": 64,
        "questions": ["两边的老人都住在哪儿？", "回娘家和回婆家分别要去哪？"],
    },
    {
        "id": "cold-noodles-suantangzi-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我最爱吃朝鲜冷面，一个礼拜得吃两回。",
        "second": "老公离不开婆婆做的酸汤子，回宽甸第一顿必须是它。",
        "days_apart": 31,
        "questions": ["我和老公各最爱吃什么？", "我们俩分别离不开哪样吃的？"],
    },
    {
        "id": "youyou-flag-fracture-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "悠悠是班里的升旗手，每周一早上升国旗。",
        "second": "上个月悠悠在学校楼梯上摔了一跤，左脚骨裂，打了三周石膏。",
        "days_apart": 40,
        "questions": ["关于悠悠最近你知道些什么？", "悠悠在班里担任什么、最近受了什么伤？"],
    },
    {
        "id": "early-bird-night-owl-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我每天晚上十点就睡，早上五点半起来做早饭。",
        "second": "老公是个夜猫子，天天刷手机刷到一两点。",
        "days_apart": 18,
        "questions": ["我和老公的作息各是什么样？", "我们俩晚上分别几点睡？"],
    },
    {
        "id": "two-jiujiu-zh-20",
        "lang": "zh",
        "kind": "parallel",
        "first": "我舅在东港的港口开门吊，干了快三十年。",
        "second": "老公的舅舅在宽甸山里养了两百多只大鹅。",
        "days_apart": 57,
        "questions": ["两边的舅舅都是干什么的？", "我舅和老公的舅舅各在哪、干什么？"],
    },
    # ------------------------------------------------------------------------------- Chinese: event
    {
        "id": "yalu-floods-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "前年八月鸭绿江发大水，江边的步道全淹了。",
        "second": "今年七月江水又涨了一回，这次小一些，浪头那边的停车场进了水。",
        "days_apart": 700,
        "questions": ["这几年鸭绿江发过几次水？", "每次涨水淹到了哪里？"],
    },
    {
        "id": "lizi-runaways-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "栗子在锦江山公园挣脱绳子跑丢过一次，找了一下午才找到。",
        "second": "它又跑了一回，这回是在宽甸公婆家，天黑前自己跑回来了。",
        "days_apart": 88,
        "questions": ["栗子跑丢过几次？", "栗子每次在哪跑丢、怎么找回来的？"],
    },
    {
        "id": "hushan-great-wall-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "五一带两个孩子爬了一趟虎山长城。",
        "second": "十一又去了一回虎山，这回是陪东港来的亲戚，还坐了江上的游船。",
        "days_apart": 153,
        "questions": ["我们今年去了几趟虎山长城？", "每次去虎山是跟谁一起？"],
    },
    {
        "id": "hekou-peach-blossoms-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "前年四月去河口看了一回桃花，正赶上满山都开了。",
        "second": "今年又去河口看桃花，这回赶上下雨，花打落了一半。",
        "days_apart": 730,
        "questions": ["我去河口看过几次桃花？", "每次去看桃花赶上的情况怎么样？"],
    },
    {
        "id": "doubao-swallowed-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "豆包吞过一枚一元硬币，在市中心医院拍了片才放心。",
        "second": "他又吞了东西，这回是一颗磁力珠，做了胃镜才取出来。",
        "days_apart": 121,
        "questions": ["豆包误吞过几次东西？", "豆包每次吞的是什么、怎么处理的？"],
    },
    {
        "id": "dandong-blizzards-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "去年十一月下了一场暴雪，学校停了两天课。",
        "second": "今年一月又来了一场大雪，这回把小区的车棚压塌了。",
        "days_apart": 61,
        "questions": ["这个冬天丹东下了几场大雪？", "每场大雪造成了什么影响？"],
    },
    {
        "id": "dalu-island-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "暑假带孩子上了一趟大鹿岛，在岛上的渔家乐住了一晚。",
        "second": "九月又去了一次大鹿岛，这回是老公单位组织的团建。",
        "days_apart": 47,
        "questions": ["我去过几次大鹿岛？", "每次去大鹿岛是跟谁、怎么安排的？"],
    },
    {
        "id": "physics-teaching-awards-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "我讲的一节公开课拿了丹东市一等奖。",
        "second": "今年又得了个奖，是辽宁省物理实验创新大赛的二等奖。",
        "days_apart": 280,
        "questions": ["我得过哪些奖？", "我拿过几次奖、各是什么比赛？"],
    },
    {
        "id": "haval-nails-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "哈弗在丹阜高速上扎过一次钉子，在服务区补的胎。",
        "second": "又扎了一回，这回是在宽甸的山路上，直接换了备胎。",
        "days_apart": 99,
        "questions": ["哈弗扎过几次胎？", "每次扎胎是在哪、怎么处理的？"],
    },
    {
        "id": "seoul-jeju-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "前年暑假带悠悠去首尔玩了五天。",
        "second": "今年寒假又去了一趟韩国，这回是济州岛，豆包也一起去了。",
        "days_apart": 540,
        "questions": ["我们去过几次韩国？", "每次去韩国去的是哪、都谁去了？"],
    },
    {
        "id": "kidney-stone-attacks-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "我犯过一次肾结石，半夜疼得直打滚，是老公送的急诊。",
        "second": "上个月又犯了一回，这回是上课上到一半，同事把我送到了医院。",
        "days_apart": 190,
        "questions": ["我犯过几次肾结石？", "每次犯病是在哪、谁送我去的医院？"],
    },
    {
        "id": "youyou-hockey-goals-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "悠悠在全省少儿冰球赛上进了一个球。",
        "second": "她又进球了，这回是在沈阳的邀请赛，一场进了两个。",
        "days_apart": 76,
        "questions": ["悠悠比赛里进过几次球？", "悠悠在哪些比赛里进了球、各进了几个？"],
    },
    {
        "id": "sinuiju-day-trips-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "我跟学校同事报团去过一次新义州一日游。",
        "second": "后来又去了一趟新义州，这回是带我妈去的。",
        "days_apart": 210,
        "questions": ["我去过几次新义州？", "每次去新义州是跟谁？"],
    },
    {
        "id": "upstairs-leaks-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "楼上漏水，把我们家卫生间的吊顶泡坏了。",
        "second": "楼上又漏了一回，这次遭殃的是厨房，橱柜都泡鼓了。",
        "days_apart": 133,
        "questions": ["楼上往我们家漏过几次水？", "每次漏水泡坏了哪儿？"],
    },
    {
        "id": "gonggong-admissions-zh-20",
        "lang": "zh",
        "kind": "event",
        "first": "公公去年冬天脑梗，在宽甸县医院住了半个月。",
        "second": "今年春天他又住了一次院，这回是肺炎，转到了丹东市中心医院。",
        "days_apart": 120,
        "questions": ["公公住过几次院？", "公公每次住院是什么病、在哪家医院？"],
    },
]
