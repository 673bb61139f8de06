"""Held-out pairs of look-alike facts that are both true at once, twenty-fourth set
(distinct_facts_heldout24.py; its ids end in -23).

Written blind on 2026-12-07 (session 28) by a helper session that read exactly two things and
nothing else:
  1. /work/main/bench/data/distinct_facts_heldout23.py in full, for the format only (module-level
     names, entry fields with their order and types, kinds and their counts per language, two
     questions per pair, days_apart, docstring style); none of its topics, places or wordings is
     reused;
  2. the pair ids of the other /work/main/bench/data/distinct_facts_*.py files, printed by a small
     script that imports each file and prints [x['id'] for x in m.PAIRS][:200] (ids only, none of
     their statements), so that no id and no topic stem here repeats one of theirs.
The ids end in -23 (-en-23 / -zh-23) because the brief asked for it. Nothing under core/, server/,
tests/ or clients/ was opened, nor any bench script, nor any note, nor anything under /work/shared;
the engine and the benchmarks were not run. This set has not been run: it was only imported next
to heldout23 to compare module-level names, entry keys and value types, counts by language and
kind, and questions per pair.
Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.
Run once at the end of session 31 (start vs end: the same answers, 96 of 120); spent since.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, each told by one person
and written natively in its language, not translated.

English teller: Cat (Catriona), a radiographer at Western Isles Hospital in Stornoway on the Isle
of Lewis, who weaves Harris Tweed on a loom in the shed for the mill at Shawbost. She lives on a
croft in Tong, just outside Stornoway, with Iain, second engineer on the Loch Seaforth (the
Stornoway-Ullapool ferry, a week on, a week off), their kids Eilidh (the Nicolson Institute) and
Calum (Gaelic-medium at Laxdale, football, asthma), Bess the collie, Smudge the cat and a flock of
ewes on the croft and the Tong common grazings. Her widowed mother is in Lionel, Ness; Iain's
parents are in Tarbert, Harris.

Chinese teller: 山东济宁金乡县城做大蒜生意的老孙（孙建军），城东开着一个冷库，胡集租了个
小库囤蒜薹，蒜走越南海防和杭州勾庄。媳妇秀芹在县实验小学教语文；儿子大壮在金乡一中上高二，
闺女妞妞在实验小学上三年级；楼顶养着一棚信鸽，冷库拴着狼狗黑子。他爹娘在鸡黍镇老家，
丈人丈母娘在嘉祥，他哥常驻河内。

kind
  addition   the second adds a value to the first, mostly with no "also" / "too" / "也" / "还"
  lookalike  same frame, a different object, date, number, person or slot, both true, often
             differing only in the order of digits or in one word (UK 581437 and UK 581473,
             Anna Morrison and Annie Morison, 柜号尾数4716 and 4761, 王秀英 and 汪秀颖,
             孔祥东 and 孔祥栋)
  parallel   the same relation about different people, or two different relations about one
             person
  event      two real occurrences of the same kind of thing ("again", "another", "this time",
             "又", "这回"): both happened and both must be kept
Every question is about both statements of its pair. No FILLER here.
"""

# ruff: noqa: RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "townhall-etsy-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "The tweed I weave for myself goes on my stall at the Town Hall market in Stornoway, "
            "first Saturday of the month."
        ),
        "second": (
            "Eilidh set me up an Etsy shop called Tong Loom, and it's mostly Americans buying the "
            "cushion covers."
        ),
        "days_apart": 33,
        "questions": [
            "Where do I sell my tweed?",
            "Which of my tweed gets sold in person, and which online, and to whom?",
        ],
    },
    {
        "id": "croft-common-grazing-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Our croft's four and a half acres, running from the back of the house right down to "
            "the shore at Tong."
        ),
        "second": (
            "With the croft comes a share in the Tong common grazings, the ewes are out on the "
            "moor there from May till the tups go in."
        ),
        "days_apart": 52,
        "questions": [
            "What land do we have?",
            "What's the croft like, and what do we use the grazing share for?",
        ],
    },
    {
        "id": "lazybeds-polytunnel-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I put the tatties in lazybeds at the top of the croft, Kerr's Pinks mostly, the way "
            "my granny did."
        ),
        "second": (
            "Iain put up a polytunnel in the spring, and it's tomatoes and strawberries in there "
            "now."
        ),
        "days_apart": 41,
        "questions": ["What do we grow?", "What's in the lazybeds and what's in the polytunnel?"],
    },
    {
        "id": "hogg-mackerel-freezer-en-23",
        "lang": "en",
        "kind": "addition",
        "first": "The chest freezer in the porch is half full of our own hogg from last back-end.",
        "second": (
            "The other half is mackerel Iain jigged off Tong pier in August, bagged up in fours."
        ),
        "days_apart": 27,
        "questions": [
            "What's in the chest freezer?",
            "Where did the meat and the fish in the freezer come from?",
        ],
    },
    {
        "id": "peigi-creel-boat-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Iain's wee boat is a fourteen-foot clinker called the Peigi, after my mum, on a "
            "mooring off Tong."
        ),
        "second": (
            "He went halves with his cousin Donnie on a creel boat working out of Back, they fish "
            "it on his weeks off."
        ),
        "days_apart": 46,
        "questions": [
            "What boats does Iain have?",
            "Which boat is Iain's alone, and which one does he share, and with whom?",
        ],
    },
    {
        "id": "lengths-intervals-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Monday lunchtimes I swim lengths at the Lewis Sports Centre, forty of them if nobody "
            "stops me for a blether."
        ),
        "second": (
            "Thursday nights I run with the Stornoway Running Club, intervals round the Castle "
            "Grounds."
        ),
        "days_apart": 24,
        "questions": [
            "How do I keep fit?",
            "What exercise do I do on Mondays, and what on Thursdays?",
        ],
    },
    {
        "id": "alto-grazings-clerk-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I sing alto in the Stornoway Gaelic Choir, we're working on the Mòd pieces just now."
        ),
        "second": (
            "I'm clerk to the Tong grazings committee, which means every subsidy form ends up on "
            "my kitchen table."
        ),
        "days_apart": 58,
        "questions": [
            "What am I involved in outside work?",
            "What do I do in the choir, and what's my job on the grazings committee?",
        ],
    },
    {
        "id": "ultrasound-pattern-courses-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm doing a postgrad certificate in ultrasound online through Glasgow Caledonian, one "
            "module a semester."
        ),
        "second": (
            "Saturday mornings it's a tweed pattern design course at Lews Castle College, twelve "
            "weeks of it."
        ),
        "days_apart": 64,
        "questions": [
            "What am I studying just now?",
            "Which course is for the hospital and which for the weaving, and where is each one?",
        ],
    },
    {
        "id": "raynauds-neck-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I've got Raynaud's, my fingers go white and dead at the loom when the shed's cold."
        ),
        "second": (
            "The physio says the pain down my right arm is a trapped nerve in my neck, from years "
            "of leaning over the loom."
        ),
        "days_apart": 49,
        "questions": [
            "What's wrong with me health-wise?",
            "What's the matter with my fingers, and what's causing the pain in my arm?",
        ],
    },
    {
        "id": "seaglass-hebridean-way-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I collect sea glass, mostly off the big beach at Tolsta, there's a jar of it on every "
            "windowsill."
        ),
        "second": (
            "I'm cycling the Hebridean Way a bit at a time, and I've got as far as Leverburgh."
        ),
        "days_apart": 37,
        "questions": [
            "What are my hobbies?",
            "What do I collect and where, and how far have I got on the bike?",
        ],
    },
    {
        "id": "under-tens-feis-en-23",
        "lang": "en",
        "kind": "addition",
        "first": "Calum plays for the Point under-tens, training's Wednesday nights at Garrabost.",
        "second": (
            "Saturday mornings he's at the Gaelic drama group at the Fèis, they've made him a "
            "shepherd in the Christmas play."
        ),
        "days_apart": 29,
        "questions": [
            "What does Calum do outside school?",
            "What's Calum doing on Wednesday nights and on Saturday mornings?",
        ],
    },
    {
        "id": "woodlands-babysitting-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Eilidh works Saturdays in the café at the Woodlands Centre, mostly clearing tables."
        ),
        "second": (
            "Friday nights she babysits the minister's twins in Laxdale, twenty pounds a time."
        ),
        "days_apart": 31,
        "questions": [
            "How does Eilidh earn her money?",
            "Where does Eilidh work on Fridays, and where on Saturdays?",
        ],
    },
    {
        "id": "lanntair-sailing-club-en-23",
        "lang": "en",
        "kind": "addition",
        "first": "We've a family membership at An Lanntair, so the films are half price for us.",
        "second": (
            "The kids are junior members of the Stornoway Sailing Club, Eilidh sails a Topper in "
            "the harbour."
        ),
        "days_apart": 44,
        "questions": [
            "What are we members of?",
            "What do we get out of An Lanntair, and what do the kids do at the sailing club?",
        ],
    },
    {
        "id": "herringbone-heather-check-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "On the loom just now is a charcoal herringbone for the mill at Shawbost, sixty metres."
        ),
        "second": (
            "Next in the queue is a heather and plum check that a woman in Oslo ordered straight "
            "from me."
        ),
        "days_apart": 18,
        "questions": [
            "What weaving have I got on?",
            "Which tweed is for the mill and which is a private order?",
        ],
    },
    {
        "id": "fuerteventura-mod-en-23",
        "lang": "en",
        "kind": "addition",
        "first": (
            "We've a week booked in Fuerteventura at Easter, the first time the kids will have "
            "been abroad."
        ),
        "second": (
            "In October we're going over to the Royal National Mòd on the mainland, Eilidh's "
            "entered for the junior solo."
        ),
        "days_apart": 38,
        "questions": [
            "What trips have we got planned this year?",
            "Where are we going at Easter, and what's the October trip for?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "flock-581437-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our flock number for the ear tags is UK 581437.",
        "second": (
            "Mum's flock in Ness is UK 581473, the same woman at the Rural Payments office in "
            "Stornoway registered both."
        ),
        "days_apart": 12,
        "questions": [
            "What are the flock numbers for our sheep and Mum's?",
            "Which flock number is ours and which is my mum's?",
        ],
    },
    {
        "id": "murdo-post-murdo-bus-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Murdo Macleod, Murdo the Post, brings the mail round Tong, and he'll take a cup of "
            "tea if the kettle's on."
        ),
        "second": (
            "Murdo MacLeod, Murdo Bus, drives Calum's school bus, no relation to the other one."
        ),
        "days_apart": 35,
        "questions": [
            "Who are Murdo the Post and Murdo Bus?",
            "What does each of the two Murdo Macleods do for us?",
        ],
    },
    {
        "id": "anna-annie-morison-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr Anna Morrison is our GP at the Group Practice in Stornoway.",
        "second": (
            "Annie Morison is the head teacher at Laxdale, one r, and she'll correct you if you "
            "put two."
        ),
        "days_apart": 40,
        "questions": [
            "Who are Anna Morrison and Annie Morison?",
            "What does each of the two Morrisons do?",
        ],
    },
    {
        "id": "kenny-kenneth-maciver-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Kenny Maciver from Shawbost is the one who fixed the loom's shuttle box in the spring."
        ),
        "second": (
            "Kenneth MacIver is Eilidh's guidance teacher at the Nicolson, a different man "
            "entirely."
        ),
        "days_apart": 26,
        "questions": [
            "Who are Kenny Maciver and Kenneth MacIver?",
            "Which MacIver fixes the loom and which one is at the school?",
        ],
    },
    {
        "id": "peat-bank-17-71-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our peat bank is number 17 on the Tong moor, just past the second cattle grid.",
        "second": "Mum's bank up in Ness is number 71, and Iain cuts that one for her every May.",
        "days_apart": 22,
        "questions": [
            "Which peat banks do we cut?",
            "Where are bank 17 and bank 71, and whose is each?",
        ],
    },
    {
        "id": "lambing-12-21-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Our ewes should start lambing on the 12th of April, going by when the tups went in."
        ),
        "second": (
            "Iain's dad's ewes down at Tarbert are due from the 21st of April, he put his tup out "
            "later."
        ),
        "days_apart": 15,
        "questions": [
            "When is lambing due?",
            "When do our ewes start lambing, and when do Iain's dad's?",
        ],
    },
    {
        "id": "trust-rent-2410-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "The croft rent to the Stornoway Trust is £24.10 a year.",
        "second": "The grazing share is £21.40 a year, paid to the Trust on the same bill.",
        "days_apart": 30,
        "questions": [
            "What rent do we pay to the Stornoway Trust?",
            "Which is the £24.10 and which is the £21.40?",
        ],
    },
    {
        "id": "xray-ext-2473-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "If you need me at work, X-ray reception is extension 2473.",
        "second": "On Tuesdays and Thursdays I'm in ultrasound, and that's extension 2437.",
        "days_apart": 19,
        "questions": [
            "What extensions can I be reached on at the hospital?",
            "Which extension is X-ray and which is ultrasound, and when am I at each?",
        ],
    },
    {
        "id": "red-blue-hooks-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "The key for the loom shed hangs on the red hook by the back door.",
        "second": "The key for Iain's outboard hangs on the blue hook, right next to it.",
        "days_apart": 11,
        "questions": [
            "Where do the loom shed key and the outboard key live?",
            "Which key is on the red hook and which is on the blue?",
        ],
    },
    {
        "id": "laxdale-nicolson-buses-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "Calum's bus to Laxdale comes at ten past eight at the end of our road.",
        "second": "Eilidh's bus for the Nicolson comes at twenty past eight, same stop.",
        "days_apart": 9,
        "questions": [
            "When do the kids' school buses come?",
            "Which kid's bus is at ten past eight and which at twenty past?",
        ],
    },
    {
        "id": "keel-marks-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "The ewe with blue keel on her shoulder is the one that rejected a twin last spring."
        ),
        "second": (
            "The ewe with red keel on her rump is the one that prolapsed, she's not going to the "
            "tup again."
        ),
        "days_apart": 21,
        "questions": [
            "What's the story with the blue-marked ewe and the red-marked ewe?",
            "Which ewe rejected a twin and which one prolapsed?",
        ],
    },
    {
        "id": "brown-blue-inhalers-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "Calum's brown inhaler is two puffs morning and night, every day, wheezy or not.",
        "second": (
            "His blue inhaler is only for when he's wheezing, up to four puffs, and it goes to "
            "school with him."
        ),
        "days_apart": 16,
        "questions": [
            "How does Calum use his inhalers?",
            "When does Calum take the brown one and when the blue one?",
        ],
    },
    {
        "id": "granny-lines-5274-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "Mum's landline in Ness ends 5274.",
        "second": (
            "Iain's folks in Tarbert are on a number ending 5247, I've rung the wrong granny more "
            "than once."
        ),
        "days_apart": 34,
        "questions": [
            "What are the grannies' phone numbers?",
            "Which number is my mum's and which is Iain's parents'?",
        ],
    },
    {
        "id": "mill-van-days-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": "The mill van comes for the finished tweed on a Monday.",
        "second": (
            "The mill van comes with the new warp and the yarn for the next piece on a Thursday."
        ),
        "days_apart": 13,
        "questions": [
            "When does the mill van come?",
            "What does the mill van do on Mondays, and what on Thursdays?",
        ],
    },
    {
        "id": "skoda-dmax-mots-en-23",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "The Skoda's MOT is due at the end of September, it goes to Macaulay's on Sandwick "
            "Road."
        ),
        "second": "The D-Max's MOT is due at the end of November, same garage.",
        "days_apart": 42,
        "questions": [
            "When are the MOTs due?",
            "Which vehicle's MOT is in September and which in November?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "tankers-convoys-grandads-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My grandad was in the Merchant Navy on tankers for twenty years, all over the world."
        ),
        "second": (
            "Iain's grandad was in the Royal Naval Reserve and sailed on the Arctic convoys to "
            "Murmansk."
        ),
        "days_apart": 55,
        "questions": [
            "What did our grandfathers do at sea?",
            "Where did my grandad and Iain's grandad serve?",
        ],
    },
    {
        "id": "gme-learner-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "Calum's in Gaelic-medium at Laxdale, all his lessons are in Gaelic.",
        "second": (
            "Eilidh went through English-medium and only does Gaelic as a learners' subject at the "
            "Nicolson."
        ),
        "days_apart": 47,
        "questions": [
            "How are the kids getting their Gaelic at school?",
            "Which kid is in Gaelic-medium and which learns it as a subject?",
        ],
    },
    {
        "id": "seaforth-tinnitus-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "Iain's second engineer on the Loch Seaforth, a week on and a week off.",
        "second": (
            "Iain's got tinnitus from twenty years in engine rooms, he can't follow a word at a "
            "ceilidh."
        ),
        "days_apart": 60,
        "questions": [
            "What do you know about Iain?",
            "What does Iain do for a living, and what's wrong with his hearing?",
        ],
    },
    {
        "id": "lionel-bingo-mum-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "My mum's seventy-four and on her own in the house in Lionel since Dad died.",
        "second": (
            "Mum still drives herself to the bingo at Cross every Friday night, and she won't hear "
            "of stopping."
        ),
        "days_apart": 50,
        "questions": [
            "How's my mum getting on?",
            "Where does Mum live, and what does she do on Friday nights?",
        ],
    },
    {
        "id": "dunedin-calgary-siblings-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My brother Seumas lives in Dunedin in New Zealand, he went out for the shearing and "
            "never came back."
        ),
        "second": "Iain's sister Kirsty is in Calgary, her husband works in oil and gas.",
        "days_apart": 57,
        "questions": [
            "Where are our siblings now?",
            "Which country is Seumas in, which is Kirsty in, and what took them there?",
        ],
    },
    {
        "id": "veggie-batter-kids-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Eilidh's gone vegetarian since the lambing, she says she won't eat anything she's "
            "bottle-fed."
        ),
        "second": "Calum won't eat fish unless it's in batter from the chippy.",
        "days_apart": 23,
        "questions": [
            "What are the kids' food rules?",
            "What won't Eilidh eat, and what won't Calum eat?",
        ],
    },
    {
        "id": "porch-bed-sleepers-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "Bess the collie sleeps in the porch on an old fleece, never in the house proper.",
        "second": "Smudge the cat sleeps on Calum's bed, right on top of his feet.",
        "days_apart": 28,
        "questions": [
            "Where do the animals sleep?",
            "Where does Bess sleep, and where does Smudge?",
        ],
    },
    {
        "id": "angus-mairi-godparents-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "Calum's godfather is Angus, Iain's pal from the boat.",
        "second": "Eilidh's godmother is my cousin Mairi in Back.",
        "days_apart": 39,
        "questions": [
            "Who are the kids' godparents?",
            "Who is Calum's godparent and who is Eilidh's?",
        ],
    },
    {
        "id": "feeding-shearing-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "On the croft I do the feeding and the feet, the trimming and the foot-bath.",
        "second": "Iain does the clipping and the dipping, he's faster with the shears than me.",
        "days_apart": 33,
        "questions": [
            "Who does what with the sheep?",
            "Which sheep jobs are mine and which are Iain's?",
        ],
    },
    {
        "id": "parkinsons-stroke-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Iain's dad was diagnosed with Parkinson's two years ago, it's his left hand mostly."
        ),
        "second": "Iain's mum had a wee stroke in the spring, and she's walking with a stick now.",
        "days_apart": 61,
        "questions": [
            "How are Iain's parents keeping?",
            "What's wrong with Iain's dad, and what happened to his mum?",
        ],
    },
    {
        "id": "biologist-coxswain-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "Eilidh wants to be a marine biologist, she's set on Aberdeen.",
        "second": "Calum says he's going to be a lifeboat coxswain like his uncle Ruaridh.",
        "days_apart": 45,
        "questions": [
            "What do the kids want to be?",
            "What are Eilidh's and Calum's plans for when they grow up?",
        ],
    },
    {
        "id": "born-trained-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "I was born in the old Lewis Hospital in 1982.",
        "second": (
            "I trained as a radiographer at Robert Gordon's in Aberdeen and did six years at "
            "Raigmore before I came home."
        ),
        "days_apart": 66,
        "questions": [
            "What do you know about my background?",
            "Where was I born, and where did I train and first work?",
        ],
    },
    {
        "id": "plaster-wasp-allergies-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Eilidh's allergic to sticking plasters, she comes up in welts wherever the glue's "
            "been."
        ),
        "second": "Calum reacts badly to wasp stings, so there's an EpiPen in his school bag.",
        "days_apart": 36,
        "questions": [
            "What are the kids allergic to?",
            "Which allergy is Eilidh's and which is Calum's?",
        ],
    },
    {
        "id": "sabbath-rules-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum won't have the telly on on a Sunday, so the kids read when we're up in Ness.",
        "second": "Iain's dad won't drive on a Sunday, not even to church, he walks the mile.",
        "days_apart": 43,
        "questions": [
            "What are the grandparents' Sunday rules?",
            "What won't my mum do on a Sunday, and what won't Iain's dad do?",
        ],
    },
    {
        "id": "brace-extractions-en-23",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Eilidh's got a brace on her top teeth, the orthodontist comes over from Inverness "
            "once a month."
        ),
        "second": (
            "Calum had two baby teeth out under gas at the dental centre, they were too far gone."
        ),
        "days_apart": 32,
        "questions": [
            "What's been happening with the kids' teeth?",
            "What's the story with Eilidh's teeth and with Calum's?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "seaforth-cancellations-en-23",
        "lang": "en",
        "kind": "event",
        "first": (
            "The ferry was cancelled for weather the night before a course in Inverness, so I "
            "missed the whole thing."
        ),
        "second": (
            "Cancelled again in February, and this time we were stuck in Ullapool for two nights "
            "coming home."
        ),
        "days_apart": 110,
        "questions": [
            "How many times has a cancelled ferry messed up our plans?",
            "What happened each time the ferry was off?",
        ],
    },
    {
        "id": "triplet-lambs-en-23",
        "lang": "en",
        "kind": "event",
        "first": "One of the ewes had triplets at the end of April, and all three made it.",
        "second": "Another set of triplets this spring, and we lost the smallest after two days.",
        "days_apart": 365,
        "questions": [
            "How many sets of triplets have our ewes had?",
            "What happened to the triplets each time?",
        ],
    },
    {
        "id": "calum-chin-brow-en-23",
        "lang": "en",
        "kind": "event",
        "first": "Calum fell off the dyke behind the house and needed three stitches in his chin.",
        "second": "He split his eyebrow on the goalpost at Garrabost, and they glued it this time.",
        "days_apart": 140,
        "questions": [
            "How many times has Calum had to get a cut seen to?",
            "How did Calum hurt himself each time, and how was it fixed?",
        ],
    },
    {
        "id": "flying-shuttles-en-23",
        "lang": "en",
        "kind": "event",
        "first": "The shuttle flew out of the loom and went straight through the shed window.",
        "second": (
            "Another shuttle gone, this one split clean in two halfway through the herringbone."
        ),
        "days_apart": 75,
        "questions": [
            "How many times has a shuttle given me bother?",
            "What happened with the shuttle each time?",
        ],
    },
    {
        "id": "sea-eagle-lambs-en-23",
        "lang": "en",
        "kind": "event",
        "first": "A sea eagle took a lamb off the croft in May, right out of the bottom park.",
        "second": "It was back the next spring and took another one, with Calum standing watching.",
        "days_apart": 365,
        "questions": [
            "How many lambs have we lost to the sea eagle?",
            "What happened each time the eagle came?",
        ],
    },
    {
        "id": "storm-damage-tong-en-23",
        "lang": "en",
        "kind": "event",
        "first": "A storm took the roof off the peat shed in November.",
        "second": (
            "Another gale in January, this time it lifted the polytunnel clean out and dumped it "
            "in the neighbour's park."
        ),
        "days_apart": 90,
        "questions": ["What damage have the storms done?", "What did each storm wreck?"],
    },
    {
        "id": "eilidh-mod-wins-en-23",
        "lang": "en",
        "kind": "event",
        "first": "Eilidh won the junior solo singing at the Lewis Mòd in June.",
        "second": "She won at the Lewis Mòd again the year after, the poetry recitation this time.",
        "days_apart": 365,
        "questions": [
            "What has Eilidh won at the Mòd?",
            "How many times has Eilidh won at the Lewis Mòd, and for what?",
        ],
    },
    {
        "id": "bess-seal-rolls-en-23",
        "lang": "en",
        "kind": "event",
        "first": (
            "Bess rolled in a dead seal on the shore at Tong, and it took three baths to get the "
            "smell off."
        ),
        "second": (
            "She found another dead seal in March, on Coll beach this time, and that was only two "
            "baths."
        ),
        "days_apart": 80,
        "questions": [
            "How many times has Bess rolled in a dead seal?",
            "Where did Bess find each seal, and how many baths did it take?",
        ],
    },
    {
        "id": "hebcelt-en-23",
        "lang": "en",
        "kind": "event",
        "first": "We went to HebCelt in the Castle Grounds and saw Skipinnish.",
        "second": (
            "Went back the next July for Tide Lines, and Calum fell asleep on Iain's shoulders."
        ),
        "days_apart": 365,
        "questions": [
            "How many times have we been to HebCelt?",
            "Which band did we see each time we went to HebCelt?",
        ],
    },
    {
        "id": "john-coe-orcas-en-23",
        "lang": "en",
        "kind": "event",
        "first": "We saw orcas off Tiumpan Head, the big male they call John Coe.",
        "second": "Saw orcas again in June from the ferry, four of them this time.",
        "days_apart": 45,
        "questions": [
            "How many times have we seen orcas?",
            "Where were we each time we saw orcas, and how many were there?",
        ],
    },
    {
        "id": "herpes-zoster-en-23",
        "lang": "en",
        "kind": "event",
        "first": "I had shingles across my back in the autumn, three weeks off the loom.",
        "second": (
            "Shingles again, on my face this time, right by my eye, so it was off to the eye "
            "clinic."
        ),
        "days_apart": 200,
        "questions": [
            "How many times have I had shingles?",
            "Where did the shingles come out each time?",
        ],
    },
    {
        "id": "stag-strikes-en-23",
        "lang": "en",
        "kind": "event",
        "first": (
            "I hit a stag on the Lochs road in the dark, the Skoda lost its bumper and a headlight."
        ),
        "second": (
            "Hit another deer on the Pentland Road coming back from Carloway, only a hind this "
            "time and just the wing mirror."
        ),
        "days_apart": 150,
        "questions": [
            "How many times have I hit a deer?",
            "Where did I hit each deer, and what damage did it do?",
        ],
    },
    {
        "id": "tweed-class-firsts-en-23",
        "lang": "en",
        "kind": "event",
        "first": "I took first in the tweed class at the Lewis Show.",
        "second": (
            "Another first the year after, for a blue and grey Prince of Wales check this time."
        ),
        "days_apart": 365,
        "questions": [
            "How have I done at the Lewis Show?",
            "How many firsts have I won at the Lewis Show, and with what?",
        ],
    },
    {
        "id": "edinburgh-trips-en-23",
        "lang": "en",
        "kind": "event",
        "first": "Took the kids down to Edinburgh in the October holidays, the castle and the zoo.",
        "second": (
            "Edinburgh again in May, just me and Eilidh this time, for an open day at the uni."
        ),
        "days_apart": 170,
        "questions": [
            "How many times have we been to Edinburgh?",
            "Who went to Edinburgh each time, and what for?",
        ],
    },
    {
        "id": "calum-asthma-attacks-en-23",
        "lang": "en",
        "kind": "event",
        "first": (
            "Calum had a bad asthma attack at football, and the ambulance came out to Garrabost."
        ),
        "second": "Another attack in November, this time Iain drove him straight to A&E himself.",
        "days_apart": 120,
        "questions": [
            "How many bad asthma attacks has Calum had?",
            "Where was Calum each time, and how did he get to hospital?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "chengdong-huji-lengku-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺在县城东边开了个冷库，能放八百吨蒜，一年到头就守着它。",
        "second": "胡集那边俺另外租了个小库，专门囤蒜薹，四月底一收就往里拉。",
        "days_apart": 40,
        "questions": ["俺手上有几个冷库？", "城东的库和胡集的库各是干啥用的？"],
    },
    {
        "id": "haiphong-gouzhuang-buyers-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺的蒜大头走越南，海防有个老客户，一年从俺这儿发二十来柜。",
        "second": "杭州勾庄批发市场有个姓吴的，每个月从俺这儿拉两车蒜。",
        "days_apart": 35,
        "questions": ["俺的蒜都卖给谁了？", "海防那个客户和杭州那个客户各是咋跟俺拿货的？"],
    },
    {
        "id": "xiuqin-class-tutoring-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺媳妇秀芹在县实验小学教语文，当着三年级二班的班主任。",
        "second": "礼拜六礼拜天秀芹在家里给七八个孩子改作文，一个月能挣两千来块。",
        "days_apart": 44,
        "questions": ["秀芹都干些啥活？", "秀芹平时在学校干啥、周末在家干啥？"],
    },
    {
        "id": "xinge-pingpong-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺在楼顶上养了一棚信鸽，四十多羽，专门参加公棚比赛。",
        "second": "冬天不忙的时候，俺晚上去县体育馆打乒乓球，一打俩钟头。",
        "days_apart": 30,
        "questions": ["俺平常都好点啥？", "鸽子和乒乓球俺各是咋玩的？"],
    },
    {
        "id": "douyin-pdd-garlic-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "大壮给俺开了个抖音号，叫“金乡老孙家的蒜”，晚上直播卖糖蒜和腊八蒜。",
        "second": "拼多多上有个店，是俺外甥帮着打理的，卖五斤一箱的鲜蒜。",
        "days_apart": 26,
        "questions": ["俺在网上都咋卖蒜？", "抖音号和拼多多店各卖啥、是谁帮着弄的？"],
    },
    {
        "id": "disc-fattyliver-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺腰椎间盘突出，年轻时候扛蒜袋子扛出来的，一到阴天就疼。",
        "second": "去年体检查出来中度脂肪肝，大夫让俺把酒戒了。",
        "days_apart": 60,
        "questions": ["俺身上有啥毛病？", "俺的腰和肝各是啥情况？"],
    },
    {
        "id": "jishu-yangshan-land-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺家在鸡黍老家有六亩承包地，年年种蒜。",
        "second": "羊山那边俺包了二十亩，一亩一年一千二，种的是蒜套辣椒。",
        "days_apart": 55,
        "questions": ["俺家种着多少地？", "鸡黍的地和羊山包的地各是啥情况？"],
    },
    {
        "id": "dazhuang-physics-english-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "大壮礼拜六下午在县城一个退休老师家补物理，一个钟头一百五。",
        "second": "礼拜天晚上给他报了个英语网课，一对一，外教在菲律宾。",
        "days_apart": 28,
        "questions": ["大壮都补了些啥课？", "大壮礼拜六和礼拜天各上的啥课？"],
    },
    {
        "id": "bengrou-yangtang-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺最好吃甏肉干饭，隔三差五去县城老街那家来一碗。",
        "second": "冬天清起来俺得喝碗羊肉汤，单县那种白汤，撒一把香菜。",
        "days_apart": 22,
        "questions": ["俺最爱吃点啥？", "甏肉干饭和羊肉汤俺都是啥时候吃？"],
    },
    {
        "id": "suanxie-hongbai-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "县里的大蒜协会给俺挂了个副会长，一年开几回会。",
        "second": "鸡黍老家村里选俺当了红白理事会的会长，谁家办事都来找俺。",
        "days_apart": 48,
        "questions": ["俺在外头都担着啥名头？", "大蒜协会和村里红白理事会俺各管啥？"],
    },
    {
        "id": "xiansuan-heisuan-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺主要倒腾鲜蒜，新蒜下来收进库，行情好了再出。",
        "second": "去年添了两台黑蒜发酵机，一锅要捂六十天，出来的黑蒜走超市。",
        "days_apart": 65,
        "questions": ["俺都做些啥货？", "鲜蒜和黑蒜俺各是咋做、咋卖的？"],
    },
    {
        "id": "kuaishu-sipingdiao-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "开车的时候俺爱听山东快书，《武松打虎》那段听了不下一百遍。",
        "second": "晚上喝了汤俺好看四平调，抖音上有个金乡的剧团天天直播。",
        "days_apart": 32,
        "questions": ["俺平常都听些啥看些啥？", "山东快书和四平调俺分别是啥时候听的？"],
    },
    {
        "id": "niuniu-taekwondo-drawing-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "妞妞礼拜三放了学在学校上跆拳道社团，已经是黄绿带了。",
        "second": "礼拜五晚上她去一个阿姨家学画画，画的是儿童水粉。",
        "days_apart": 25,
        "questions": ["妞妞课外都学些啥？", "妞妞礼拜三和礼拜五各学啥？"],
    },
    {
        "id": "forklift-refrigeration-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "俺会开叉车，冷库装柜的时候俺自己上。",
        "second": "制冷机组出了小毛病俺自己就能修，年轻时候在济宁学过两年制冷。",
        "days_apart": 70,
        "questions": ["俺都会些啥手艺？", "开叉车和修制冷机组俺各是咋用上的？"],
    },
    {
        "id": "qingdao-shouyan-plans-zh-23",
        "lang": "zh",
        "kind": "addition",
        "first": "今年暑假打算带俩孩子去青岛，住金沙滩那边，让妞妞看看海。",
        "second": "十一要去嘉祥给老丈人过七十大寿，席都在饭店订好了。",
        "days_apart": 20,
        "questions": ["今年都打算出哪些门？", "暑假和十一各去哪儿、去干啥？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "kujian-3-5-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "城东冷库三号间放的是出口的白皮蒜。",
        "second": "城东冷库五号间放的是紫皮蒜，走国内市场。",
        "days_apart": 14,
        "questions": ["冷库三号间和五号间各放的啥蒜？", "出口的蒜和内销的蒜分别在哪一间？"],
    },
    {
        "id": "kuwen-minus3-minus1-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "放蒜的库温得保持在零下三度上下。",
        "second": "放蒜薹的库温得保持在零下一度，再低就冻坏了。",
        "days_apart": 18,
        "questions": ["蒜和蒜薹各得存在多少度？", "零下三度和零下一度分别是放啥的？"],
    },
    {
        "id": "wang-xiuying-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "俺冷库的会计叫王秀英，一个礼拜来两天对账。",
        "second": "大壮的班主任叫汪秀颖，俺每回接电话都得问清楚是哪个秀英。",
        "days_apart": 33,
        "questions": ["王秀英和汪秀颖各是谁？", "俺跟这两个名字差不多的人分别是啥关系？"],
    },
    {
        "id": "kong-xiangdong-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "给俺拉蒜的货车司机叫孔祥东，曲阜人。",
        "second": "县农商行信贷科的叫孔祥栋，俺贷款都是找他办的。",
        "days_apart": 29,
        "questions": ["孔祥东和孔祥栋分别是干啥的？", "这两个姓孔的各跟俺打啥交道？"],
    },
    {
        "id": "li-baotian-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "俺老家村里的支书叫李保田。",
        "second": "冷库隔壁开包装厂的叫李宝田，俺装蒜的网袋都从他那儿进。",
        "days_apart": 38,
        "questions": ["李保田和李宝田各是谁？", "村支书和包装厂老板分别叫啥名？"],
    },
    {
        "id": "gui-4716-4761-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "这礼拜发海防的那一柜，柜号尾数是4716。",
        "second": "下礼拜发的那一柜，柜号尾数是4761，报关单千万别弄混了。",
        "days_apart": 7,
        "questions": ["这两柜蒜的柜号尾数各是多少？", "4716和4761分别是哪个礼拜发的？"],
    },
    {
        "id": "wugongfen-liugongfen-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "今年五公分的蒜俺收的价是两块三一斤。",
        "second": "六公分的蒜收的价是三块二一斤，就差一公分，价差老大了。",
        "days_apart": 10,
        "questions": ["今年五公分和六公分的蒜各收多少钱一斤？", "两块三和三块二分别是啥规格的价？"],
    },
    {
        "id": "jiazhanghui-thu-sat-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "妞妞学校的家长会定在礼拜四下午四点，秀芹去。",
        "second": "大壮一中的家长会定在礼拜六下午四点，这回得俺去。",
        "days_apart": 5,
        "questions": [
            "这礼拜俩孩子的家长会都是啥时候？",
            "礼拜四和礼拜六的家长会分别是谁的、谁去？",
        ],
    },
    {
        "id": "die-niang-pills-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "俺爹的降压药是早上吃一片，饭前吃。",
        "second": "俺娘的降糖药是晚上吃一片，饭后吃，可别给俩老人拿反了。",
        "days_apart": 24,
        "questions": ["俺爹俺娘各吃啥药、啥时候吃？", "早上那片和晚上那片分别是谁的药？"],
    },
    {
        "id": "jinxiang-0537-0573-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "冷库办公室的WiFi密码是jinxiang0537。",
        "second": "家里的WiFi密码是jinxiang0573，大壮改的。",
        "days_apart": 12,
        "questions": ["冷库和家里的WiFi密码各是啥？", "jinxiang0537和jinxiang0573分别是哪儿的？"],
    },
    {
        "id": "card-6028-6082-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "收蒜给蒜农打款用的是农商行那张卡，尾号6028。",
        "second": "越南那边打美元进来用的是中国银行那张卡，尾号6082。",
        "days_apart": 27,
        "questions": ["俺付蒜款和收外汇各用哪张卡？", "6028和6082分别是哪家银行的卡、干啥用？"],
    },
    {
        "id": "lengku-jifang-keys-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "冷库大门的钥匙拴在俺腰上那一串上。",
        "second": "机房的钥匙挂在办公室门后头的钉子上，谁用谁拿。",
        "days_apart": 16,
        "questions": ["冷库大门和机房的钥匙各在哪儿？", "腰上那串和门后头挂的分别是啥钥匙？"],
    },
    {
        "id": "choutai-paosuan-dates-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "蒜薹一般四月二十号前后开始抽。",
        "second": "蒜一般五月二十号前后开始刨，那一个月俺睡不了囫囵觉。",
        "days_apart": 41,
        "questions": ["蒜薹和蒜各是啥时候收？", "四月二十号和五月二十号前后分别收啥？"],
    },
    {
        "id": "liangge-zhanghao-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "大壮最好的哥们儿叫张浩，篮球队一块儿打球的。",
        "second": "妞妞班上老揪她小辫儿的那个男孩也叫张浩，俩孩子一提张浩俺就得问是哪个。",
        "days_apart": 36,
        "questions": ["俩孩子嘴里的两个张浩各是谁？", "大壮说的张浩和妞妞说的张浩分别是啥人？"],
    },
    {
        "id": "zuhuan-0328-0382-zh-23",
        "lang": "zh",
        "kind": "lookalike",
        "first": "俺那只雨点公鸽，足环号尾数是0328。",
        "second": "配它的那只灰母鸽，足环号尾数是0382，抓鸽子的时候老看差。",
        "days_apart": 19,
        "questions": ["俺那对种鸽的足环号尾数各是多少？", "0328和0382分别是哪只鸽子？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "diedie-zhangren-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "俺爹七十了，还在鸡黍老家种着三亩蒜，谁劝都不听。",
        "second": "老丈人在嘉祥刻了一辈子石狮子，前两年手抖了才歇下。",
        "days_apart": 58,
        "questions": ["俺爹和老丈人都是干啥的？", "两边老爷子这辈子各靠啥过活、现在咋样？"],
    },
    {
        "id": "rhinitis-anemia-kids-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "大壮有过敏性鼻炎，一到春天就喷嚏不断，纸巾一包一包地用。",
        "second": "妞妞有点贫血，大夫让多给她吃红肉、猪肝。",
        "days_apart": 43,
        "questions": ["俩孩子身上都有啥小毛病？", "大壮和妞妞各是啥毛病、咋调理？"],
    },
    {
        "id": "xiuqin-qufu-dogs-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "秀芹是嘉祥人，曲阜师范大学毕业的。",
        "second": "秀芹怕狗，怕得要命，到现在都不敢靠近黑子。",
        "days_apart": 51,
        "questions": ["秀芹的事你都知道点啥？", "秀芹是哪儿人、在哪儿上的大学，她最怕啥？"],
    },
    {
        "id": "xinjiang-finger-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "俺年轻时候在新疆当过三年兵，汽车兵，跑喀什那条线。",
        "second": "俺右手少了半截小拇指，是在冷库里叫叉车给挤的。",
        "days_apart": 62,
        "questions": ["关于俺你都知道些啥？", "俺当兵是在哪儿当的、右手是咋回事？"],
    },
    {
        "id": "shouji-shoubiao-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "大壮的手机只有礼拜六晚上能玩两个钟头，平时收在俺这儿。",
        "second": "妞妞戴的是电话手表，只能打给俺跟她娘。",
        "days_apart": 34,
        "questions": ["俩孩子用手机都有啥规矩？", "大壮和妞妞各用的啥、是咋管的？"],
    },
    {
        "id": "biaodi-waisheng-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "俺表弟在郑州开冷链车，常年跑广州。",
        "second": "俺外甥在县城开了个快递点，拼多多的货都打他那儿走。",
        "days_apart": 46,
        "questions": ["俺表弟和外甥都干啥？", "这两个亲戚各在哪儿、干的啥营生？"],
    },
    {
        "id": "mantou-dunrou-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "家里蒸馒头是秀芹的活儿，一回蒸两锅，冻起来吃一个礼拜。",
        "second": "炖羊排是俺的活儿，俺炖的羊排俩孩子能啃一大盆。",
        "days_apart": 31,
        "questions": ["家里做饭是咋分工的？", "馒头和炖羊排各是谁做？"],
    },
    {
        "id": "snore-lightsleep-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "俺打呼噜，秀芹说跟打雷似的。",
        "second": "秀芹觉轻，一点动静就醒，现在俺俩都分屋睡了。",
        "days_apart": 39,
        "questions": ["俺俩睡觉各有啥毛病？", "俺和秀芹晚上睡觉分别是咋回事？"],
    },
    {
        "id": "niang-zhangmuniang-faith-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "俺娘信主，礼拜天清起来去镇上的教堂做礼拜。",
        "second": "丈母娘信佛，初一十五去嘉祥的庙里烧香。",
        "days_apart": 53,
        "questions": ["两边老太太都信点啥？", "俺娘和丈母娘各信啥、啥时候去？"],
    },
    {
        "id": "yizhong-shiyan-schools-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "大壮在金乡一中上高二，住校，礼拜六中午才家来。",
        "second": "妞妞在县实验小学上三年级，跟她娘一个学校，天天跟着她娘上下学。",
        "days_apart": 47,
        "questions": ["俩孩子都在哪儿上学？", "大壮和妞妞各上几年级、是咋上学的？"],
    },
    {
        "id": "linghuaqian-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "大壮一个礼拜一百块生活费，在学校吃饭都从这里头出。",
        "second": "妞妞一天给两块钱，放学买根雪糕就没了。",
        "days_apart": 27,
        "questions": ["俩孩子的零花钱各是多少？", "大壮和妞妞的钱分别是咋给的、花在啥上？"],
    },
    {
        "id": "ge-hanoi-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "俺哥孙建国常驻河内，帮俺盯着越南那边的货。",
        "second": "俺哥娶了个越南媳妇，俩侄女越南话中国话都会说。",
        "days_apart": 64,
        "questions": ["俺哥现在是啥情况？", "俺哥在越南干啥、家里是个啥样？"],
    },
    {
        "id": "laomanzhi-cataract-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "俺爹有老慢支，一到冬天就咳嗽，晚上睡不着觉。",
        "second": "老丈人前年做了白内障手术，现在看东西清亮多了。",
        "days_apart": 56,
        "questions": ["两边老爷子身体都咋样？", "俺爹和老丈人各是啥毛病？"],
    },
    {
        "id": "gaotou-kids-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "大壮一米八三，穿四十四码的鞋，比俺高出一头。",
        "second": "妞妞一米三五，在班里排队站倒数第三。",
        "days_apart": 42,
        "questions": ["俩孩子现在多高了？", "大壮和妞妞各多高、在同龄人里算高算矮？"],
    },
    {
        "id": "center-rope-zh-23",
        "lang": "zh",
        "kind": "parallel",
        "first": "大壮是一中篮球队的中锋，个子在那儿摆着。",
        "second": "妞妞在学校跳绳队，一分钟能跳一百八十多个。",
        "days_apart": 37,
        "questions": ["俩孩子都练啥体育？", "大壮和妞妞各在啥队、练得咋样？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "peiqian-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "前年蒜价一下跌到一块出头，俺库里压着三百吨，赔了四十多万。",
        "second": "去年又赔了一回，这回是越南那边压价，三柜蒜赔了二十来万。",
        "days_apart": 365,
        "questions": ["俺做蒜赔过几回大钱？", "每回赔钱是因为啥、赔了多少？"],
    },
    {
        "id": "yasuoji-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "夏天冷库压缩机坏了一回，库温升到五度，连夜从济宁请人来修。",
        "second": "压缩机又坏了，这回是俺自己修好的，换了个膨胀阀。",
        "days_apart": 70,
        "questions": ["冷库压缩机坏过几回？", "每回坏了是咋修好的？"],
    },
    {
        "id": "gongpeng-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "俺的雨点公鸽在济宁公棚赛拿了第十一名，奖了八千块。",
        "second": "今年秋天俺又有一只进了前五十，这回是那只灰母鸽，五百公里决赛，奖了两千。",
        "days_apart": 365,
        "questions": ["俺的鸽子比赛得过几回奖？", "每回是哪只鸽子、拿了啥名次和奖金？"],
    },
    {
        "id": "niuniu-kedao-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "妞妞从幼儿园滑梯上摔下来，下巴缝了四针。",
        "second": "又磕了一回，这回是在家门口骑自行车，门牙磕掉半颗。",
        "days_apart": 150,
        "questions": ["妞妞磕伤过几回？", "妞妞每回是在哪儿、伤着哪儿了？"],
    },
    {
        "id": "heizi-yaoren-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "黑子把来送网袋的司机腿咬了，俺赔了打狂犬疫苗的钱。",
        "second": "黑子又咬了一个，这回是半夜翻墙进冷库偷蒜的，俺一分没赔。",
        "days_apart": 200,
        "questions": ["黑子咬过几回人？", "黑子每回咬的是谁、后来是咋处理的？"],
    },
    {
        "id": "dazhuang-kaoshi-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "大壮期中考试考了全班第三。",
        "second": "期末又往前蹿了，这回考了全班第一，年级第四十八。",
        "days_apart": 60,
        "questions": ["大壮最近考得咋样？", "大壮期中和期末各考了第几？"],
    },
    {
        "id": "chaozai-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "拉蒜的车在日兰高速上叫查了超载，罚了两千，扣了六分。",
        "second": "又挨了一回罚，这回是在济宁城里闯了货车限行，罚了一百。",
        "days_apart": 90,
        "questions": ["俺的车挨过几回罚？", "每回是因为啥罚的、罚了多少？"],
    },
    {
        "id": "vietnam-trips-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "头一回去越南是坐大巴过的友谊关，去谅山看口岸。",
        "second": "前年又去了一趟越南，这回是坐飞机去的海防，跟老客户签了一年的合同。",
        "days_apart": 365,
        "questions": ["俺去过几回越南？", "每回去越南是去的哪儿、办的啥事？"],
    },
    {
        "id": "baoyu-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "前年七月下大暴雨，冷库院里水没过膝盖，泡了二十吨蒜。",
        "second": "去年夏天又下了一场，这回水进了机房，配电柜都烧了。",
        "days_apart": 365,
        "questions": ["冷库叫雨淹过几回？", "每回淹了都损失了啥？"],
    },
    {
        "id": "die-zhuyuan-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "俺爹老慢支犯了，在县人民医院住了半个月。",
        "second": "今年开春又住了一回，这回喘不上气，转到济宁附属医院上了呼吸机。",
        "days_apart": 100,
        "questions": ["俺爹住过几回院？", "俺爹每回住院是在哪儿、啥情况？"],
    },
    {
        "id": "shangdang-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "收蒜的时候收过一回假钱，两张一百的。",
        "second": "又上了一回当，这回是有人冒充客户，拿张假转账截图拉走了半车蒜。",
        "days_apart": 130,
        "questions": ["俺收蒜上过几回当？", "每回是咋叫人骗的？"],
    },
    {
        "id": "taishan-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "前年带俩孩子去爬泰山，半夜上的山，在玉皇顶看的日出。",
        "second": "去年又去了一回泰山，这回是陪老丈人，坐索道上去的。",
        "days_apart": 365,
        "questions": ["俺去过几回泰山？", "每回去泰山是跟谁去的、咋上去的？"],
    },
    {
        "id": "niuniu-jiang-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "妞妞在县里的讲故事比赛拿了一等奖。",
        "second": "她又拿了个奖，这回是全县小学生跳绳比赛，第二名。",
        "days_apart": 120,
        "questions": ["妞妞得过几回奖？", "妞妞每回是啥比赛、拿了第几？"],
    },
    {
        "id": "diu-gezi-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "放出去一只种鸽没回来，估摸着是撞电线上了。",
        "second": "又丢了一只，这回是让老鹰在楼顶上叼走的，俺亲眼看着的。",
        "days_apart": 45,
        "questions": ["俺丢过几只鸽子？", "每回鸽子是咋丢的？"],
    },
    {
        "id": "ahuang-visits-zh-23",
        "lang": "zh",
        "kind": "event",
        "first": "海防的老客户阿黄来金乡看过一回货，俺请他吃了甏肉干饭。",
        "second": "今年秋天他又来了，这回带着他儿子，俺领着去看了羊山战役纪念馆。",
        "days_apart": 365,
        "questions": ["越南客户阿黄来过几回金乡？", "阿黄每回来都干了啥、跟谁来的？"],
    },
]
