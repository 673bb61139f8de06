"""Held-out pairs of look-alike facts that are both true at once, seventeenth set
(`python -m bench.distinct_facts --set heldout17`, once registered).

Written blind on 2026-12-06 by a helper session that read no engine code: nothing under core/,
server/, tests/ or clients/, no bench/*.py script, no file named for judges, lexicons, cues, time
words, rules, tokenizers, extraction or merging, and neither the engine nor any benchmark was run.
Of bench/data/ it read distinct_facts_heldout14.py in full (its docstring, structure, field names,
value types and kinds, for the format) and, of the other distinct_facts_*.py, only their pair ids,
printed by a small Python import of each file, so that no id and no topic stem here repeats one of
theirs; their statements were not read. It also read the checker, /work/notes/s21/check_heldout17.py
(format, counts, ids and stems, line widths, and no difflib ratio above 0.7 to any statement of
heldout14), and ran `head -5` on heldout15 and heldout16 to see how a docstring names its set (their
opening docstring lines only, no statement). Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, as in heldout14. The
English side is Kirsty MacKenzie, a ScotRail train driver at Inverness depot (Kyle line, Far North
Line) who drives Loch Ness tour minibuses on her rest days, a Gaelic speaker from Lewis living in
Culloden with Ally, a chemistry teacher from Elgin, their children Morven (S4) and Fraser (P5), and
Tattie the springer spaniel. The Chinese side is written for Chinese speakers, not translated: a
woman with a cut-flower stall at 斗南花市 in 昆明, living in 呈贡, roots in 建水 (紫陶, 米线,
临安路); her husband 老杨 is an aircraft mechanic at 长水机场 from 宣威 (火腿, 煤矿, 烤烟); their
daughter 苗苗 and son 土豆, the dog 饵块 and two tortoises.

Hard in the ways real users are: all 30 additions come with no "also" / "too" / "as well" /
"another" / "也" / "还" / "另外" / "又" at all (a hamster after the spaniel, a minibus job after
the train, latex after penicillin, a Norwegian class after Gaelic, 两只草龟 after 饵块, 婚礼花艺
after 档口, 头孢 after 百合花粉, 泰语 after 彝语); a work phone and a personal phone (EE and the
depot's Vodafone, 移动5207 and 档口联通8831); two past jobs told as past (Kingsmills chef and
CalMac deckhand, 紫陶厂拉坯 and 南屏街导购); the same fact about the user and a relative (left-
handed, appendix out, 胆囊切除, 熊猫血); a habit and a one-off (Tattie's daily woods walk and her
first Munro, 饵块's 捞鱼河 walks and 这个周日爬西山); look-alike numbers and names (locker 118 and
181, £437 and £473, CMX48213 and CMX48231, 1690 and 1609, 14 and 41 Pluscarden Road, Fiona MacLeod
and Fiona McLeod, Callum and Calum Ross, Mairi and Mhairi Grant, 云A·3M861 and 3M816, 1739 and
1793, 李红梅 and 李洪梅, 杨丽萍 and 杨利平, 普建华 and 浦建华, 0419 and 0491, 临安路68号 and 86号,
农历八月十二 and 阳历8月12号); slots told apart by one word (right shoulder and left hand, top and
bottom freezer drawers, the 06:18 to Kyle and the 06:18 to Wick, 左手腕 and 右膝, 早市 and 尾货市,
冷冻室上层 and 下层); and events told as a second occurrence, often with no "again" (a deer and
then a stag hit by the train, snowed in at Dalwhinnie and at Forsinard, two cancelled sailings, two
grass seeds, two hill races, two broken bones, two level-crossing near misses, two hips, two
marathons, 两次菌子中毒, 两次地震, 两场冰雹, 两次流感, 两次冷库停电, 两次花市着火). Wording varies:
terse notes, lower case and dropped apostrophes, long messages, 老公 and 老杨 for one man.

Same format as distinct_facts_heldout14.py: each pair is two things a user tells the assistant,
`days_apart` days apart, that look alike (same frame, same topic, often the same words) but are
both true; a memory system that merges the second into the first, or replaces the first with the
second, has lost information. Every question is about both statements of its pair, so both answer
it and a full answer needs both (none asks about one side alone). No FILLER here: the bench uses
distinct_facts_dev.py's.

kind
  addition   the second adds a value to the first, here always with no "too" / "also" / "as well" /
             "another" / "也" / "还" / "另外" / "又" word at all ("Fraser spent his birthday money
             on a Syrian hamster", "老公休班的时候在驾校当陪练")
  lookalike  same frame, a different object, date, number or slot, both true, often differing
             only in a digit or its order or in one word (locker 118 and 181, Callum and Calum
             Ross, right shoulder and left hand, 云A·3M861 and 3M816, 李红梅 and 李洪梅)
  parallel   the same relation about different people, often in one frame ("My dad fished out of
             Stornoway" / "Ally's dad worked in the Glen Moray distillery"), or a different
             relation about the same person ("Morven's sitting her National 5s" / "Morven plays
             the clarsach")
  event      two real occurrences of the same kind of thing, told the way people report a repeat,
             with or without "again" / "this time" / "又" / "这回": both happened and both must be
             kept
"""

# ruff: noqa: E501, RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "octavia-defender-en-17",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Our car's a blue 2020 Skoda Octavia estate. Does the school run, the big shop and the "
            "odd trip to Elgin to see Ally's folks."
        ),
        "second": (
            "Ally's bought himself a 2008 Land Rover Defender off a farmer at Kiltarlity, for the "
            "estate tracks and for towing the wee boat."
        ),
        "days_apart": 34,
        "questions": [
            "What vehicles do we have?",
            "What does each of our vehicles get used for?",
        ],
    },
    {
        "id": "driver-tourguide-en-17",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm a train driver with ScotRail, based at Inverness depot, mostly the Kyle line and "
            "the Far North Line."
        ),
        "second": (
            "From April to October I drive a minibus for Highland Tours on my rest days, cruise "
            "passengers off the ships at Invergordon, round Loch Ness and Urquhart Castle and back "
            "for the sailaway. Paid by the trip, and the tips are decent."
        ),
        "days_apart": 48,
        "questions": [
            "What do I do for work?",
            "How do I earn my money, on shift and on my rest days?",
        ],
    },
    {
        "id": "ee-depot-phones-en-17",
        "lang": "en",
        "kind": "addition",
        "first": (
            "my mobile is on EE, 07700 900318. thats the number the school and the family have"
        ),
        "second": (
            "The depot gives every driver a work phone. Mine's a Vodafone, 07700 900726, and "
            "Control rings it if my diagram changes."
        ),
        "days_apart": 16,
        "questions": [
            "What phone numbers have I got?",
            "Which of my numbers is for family and school, and which does the railway use?",
        ],
    },
    {
        "id": "bos-nationwide-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "ScotRail pays me into my Bank of Scotland account, always has.",
        "second": (
            "Ally and I have a joint account with Nationwide; the mortgage, council tax and bills "
            "all come out of that one."
        ),
        "days_apart": 41,
        "questions": [
            "What bank accounts do I have?",
            "Where does my pay go, and which account pays the household bills?",
        ],
    },
    {
        "id": "penicillin-latex-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "I'm allergic to penicillin. Came out in hives head to toe when I was nineteen.",
        "second": (
            "The dentist worked out I react to latex - swollen lip after every check-up - so it's "
            "nitrile gloves for me from here on."
        ),
        "days_apart": 57,
        "questions": [
            "What am I allergic to?",
            "What should a doctor or a dentist know about my allergies?",
        ],
    },
    {
        "id": "tattie-nessie-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "We've a springer spaniel called Tattie, she's five and daft as a brush.",
        "second": (
            "Fraser spent his birthday money on a Syrian hamster. Nessie, obviously. She lives on "
            "top of his chest of drawers."
        ),
        "days_apart": 29,
        "questions": [
            "What pets do we have?",
            "What animals live in our house, and what are they called?",
        ],
    },
    {
        "id": "gaelic-norwegian-en-17",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Gaelic's my first language, I grew up with it on Lewis and I still speak it to Mum on "
            "the phone every night."
        ),
        "second": (
            "Tuesday nights I'm at a beginners' Norwegian class at the UHI, so I can actually talk "
            "to Ally's cousin's kids in Bergen."
        ),
        "days_apart": 63,
        "questions": [
            "What languages do I speak or study?",
            "Which languages besides English have I got, and where does each come from?",
        ],
    },
    {
        "id": "shinty-dores-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "I play shinty for the Lovat ladies, training's Thursday nights at Kiltarlity.",
        "second": (
            "Saturday mornings I swim in Loch Ness off Dores beach with a crowd of women, no "
            "wetsuit, even in February."
        ),
        "days_apart": 37,
        "questions": [
            "What sports do I do?",
            "Where and when do I get my exercise during the week?",
        ],
    },
    {
        "id": "nts-hes-en-17",
        "lang": "en",
        "kind": "addition",
        "first": (
            "We've a family membership of the National Trust for Scotland, it's mostly Culloden "
            "battlefield and Brodie Castle we use it for."
        ),
        "second": (
            "Ally got us Historic Environment Scotland membership for Christmas so Urquhart Castle "
            "and Fort George are free now."
        ),
        "days_apart": 25,
        "questions": [
            "What heritage memberships have we got?",
            "Which membership gets us into which castles and battlefields?",
        ],
    },
    {
        "id": "culloden-croft-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "Home is 22 Balloch Park in Culloden, just east of Inverness.",
        "second": (
            "Granny's croft house at Ness, right up the top of Lewis, came to me when she died. We "
            "spend July there."
        ),
        "days_apart": 66,
        "questions": [
            "What property do we have?",
            "Where are our houses, and when do we use each one?",
        ],
    },
    {
        "id": "brownies-treasurer-en-17",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Monday nights I run 1st Culloden Brownies. Twenty-two girls and a lot of glitter."
        ),
        "second": (
            "got voted treasurer of the Culloden and Balloch community council last week, god help "
            "them"
        ),
        "days_apart": 39,
        "questions": [
            "What voluntary roles do I have?",
            "What do I do in the community outside work?",
        ],
    },
    {
        "id": "ally-hills-allotment-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "Ally's out on the hills every weekend he can get, he's done 214 of the Munros.",
        "second": (
            "Ally has an allotment down at Hilton, the tatties and leeks we eat all winter come "
            "off it."
        ),
        "days_apart": 31,
        "questions": [
            "What does Ally do in his spare time?",
            "How does Ally spend his weekends and free time?",
        ],
    },
    {
        "id": "coeliac-raynauds-en-17",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm coeliac, diagnosed at thirty. Strictly no gluten, a single crumb knocks me out "
            "for days."
        ),
        "second": (
            "Raigmore diagnosed Raynaud's in March, my fingers go white and numb in a cold cab, "
            "I've got heated gloves now."
        ),
        "days_apart": 72,
        "questions": [
            "What health conditions have I got?",
            "What medical things should someone looking after me know?",
        ],
    },
    {
        "id": "ally-millburn-sqa-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "Ally teaches chemistry at Millburn Academy, eleven years there now.",
        "second": (
            "Every May Ally marks Higher Chemistry papers for the SQA, that money paid for the "
            "Defender."
        ),
        "days_apart": 45,
        "questions": [
            "What work does Ally do?",
            "Where does Ally's income come from?",
        ],
    },
    {
        "id": "kingsmills-calmac-en-17",
        "lang": "en",
        "kind": "addition",
        "first": "Before the railway I was a chef for nine years at the Kingsmills Hotel.",
        "second": (
            "Straight out of school I did two seasons as a deckhand on the CalMac boat between "
            "Ullapool and Stornoway."
        ),
        "days_apart": 53,
        "questions": [
            "What jobs did I have before I became a train driver?",
            "What did I work at before the railway, and where?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "thursday-340-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Fraser's at the dentist in Crown on Thursday 12 March, 3.40.",
        "second": (
            "Morven's hearing test at Raigmore is Thursday 21 May at 3.40pm, I've swapped my turn "
            "for it."
        ),
        "days_apart": 11,
        "questions": [
            "What appointments have the kids got coming up?",
            "When are Fraser's and Morven's appointments, and what is each one for?",
        ],
    },
    {
        "id": "locker-118-181-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "My locker at the depot is number 118.",
        "second": (
            "At the Aquadome I always take locker 181, Morven's idea, the depot number jumbled."
        ),
        "days_apart": 22,
        "questions": [
            "What are my locker numbers?",
            "Which locker do I use at the depot and which at the Aquadome?",
        ],
    },
    {
        "id": "fiona-macleod-mcleod-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr Fiona MacLeod is our GP at the Culloden Medical Practice.",
        "second": (
            "Fiona McLeod is Morven's guidance teacher at Culloden Academy, no relation to the "
            "doctor."
        ),
        "days_apart": 35,
        "questions": [
            "Who are Fiona MacLeod and Fiona McLeod?",
            "How do we know the two Fionas with nearly the same surname?",
        ],
    },
    {
        "id": "callum-calum-ross-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Callum Ross is my driver manager at the depot, he signs off my leave.",
        "second": (
            "calum ross - one L - is the lad from Smithton who cuts our grass every second friday"
        ),
        "days_apart": 28,
        "questions": [
            "Who are Callum Ross and Calum Ross?",
            "What does each of the two Ross men do for me?",
        ],
    },
    {
        "id": "mairi-mhairi-grant-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Mairi Grant runs the Brownies with me, she's Brown Owl and I'm Tawny Owl.",
        "second": (
            "Mhairi Grant at the Nationwide on Union Street is the adviser who did our remortgage."
        ),
        "days_apart": 44,
        "questions": [
            "Who are Mairi Grant and Mhairi Grant?",
            "How do I know each of the two women called Grant?",
        ],
    },
    {
        "id": "frozen-shoulder-carpal-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "It's my right shoulder that's frozen, physio at Raigmore every second week.",
        "second": "My left hand's the one with carpal tunnel, I sleep in a wrist splint.",
        "days_apart": 19,
        "questions": [
            "What's wrong with my arms?",
            "Which side is my shoulder problem on, and which side is my wrist problem on?",
        ],
    },
    {
        "id": "freezer-drawers-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Top drawer of the chest freezer is all venison from Ally's cousin who stalks in Glen "
            "Affric."
        ),
        "second": (
            "Bottom drawer's Mum's scones and oatcakes, and the clootie dumpling for New Year."
        ),
        "days_apart": 26,
        "questions": [
            "What's in our chest freezer?",
            "Which freezer drawer holds what?",
        ],
    },
    {
        "id": "kyle-wick-0618-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Mondays this roster my first train is the 06:18 Inverness to Kyle of Lochalsh.",
        "second": "Tuesdays it's the 06:18 as well but to Wick, four hours up the coast.",
        "days_apart": 9,
        "questions": [
            "Which trains am I driving first thing on Mondays and Tuesdays?",
            "Where does my 06:18 go on each day?",
        ],
    },
    {
        "id": "aviva-admiral-premiums-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Home insurance renewed with Aviva, £437 for the year.",
        "second": "Octavia insurance with Admiral came through at £473, paying it monthly.",
        "days_apart": 17,
        "questions": [
            "What do our house and car insurance cost?",
            "How much is each insurance policy, and who is it with?",
        ],
    },
    {
        "id": "ullapool-sailings-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Ferry booked: Ullapool to Stornoway, 13:30 on Saturday 18 July, booking ref CMX48213."
        ),
        "second": "Coming back it's the 07:00 out of Stornoway on Saturday 1 August, ref CMX48231.",
        "days_apart": 7,
        "questions": [
            "What are our ferry bookings for the summer?",
            "Which booking reference is for which crossing?",
        ],
    },
    {
        "id": "mack82-emails-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "My personal email is kirstymack82@gmail.com.",
        "second": (
            "Ally's is allymack82@gmail.com, we set them up together the year we got engaged."
        ),
        "days_apart": 30,
        "questions": [
            "What are Ally's and my email addresses?",
            "Which Gmail address belongs to which of us?",
        ],
    },
    {
        "id": "november-birthdays-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Morven's birthday is the 9th of November.",
        "second": "Ally's birthday is the 19th of November, so half the time we do one cake.",
        "days_apart": 40,
        "questions": [
            "Whose birthdays fall in November, and on which days?",
            "When are Morven's and Ally's birthdays?",
        ],
    },
    {
        "id": "tattie-wyvis-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Tattie gets her walk round Culloden woods every morning at seven.",
        "second": "This Saturday Ally's taking Tattie up Ben Wyvis, her first Munro.",
        "days_apart": 5,
        "questions": [
            "Where is Tattie being walked?",
            "What walks has Tattie got, the usual one and anything special?",
        ],
    },
    {
        "id": "keysafe-messroom-codes-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "The key safe at Mum's in Stornoway opens with 1690.",
        "second": (
            "Mess room door at the depot is 1609. I've keyed Mum's into it twice half asleep."
        ),
        "days_apart": 23,
        "questions": [
            "What are the key safe and mess room codes?",
            "Which code opens which door?",
        ],
    },
    {
        "id": "pluscarden-road-en-17",
        "lang": "en",
        "kind": "lookalike",
        "first": "Ally's parents are at 14 Pluscarden Road in New Elgin.",
        "second": (
            "His Auntie Jean's at 41 Pluscarden Road, same street, so any visit to Elgin is two "
            "cups of tea minimum."
        ),
        "days_apart": 50,
        "questions": [
            "Who do we know on Pluscarden Road, and at which numbers?",
            "What are the addresses of Ally's parents and his Auntie Jean?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "fishing-distillery-dads-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My dad fished out of Stornoway for thirty years, his boat was the Catriona Ann, after "
            "my sister."
        ),
        "second": "Ally's dad worked in the Glen Moray distillery in Elgin till he retired.",
        "days_apart": 60,
        "questions": [
            "What did my dad and Ally's dad do for a living?",
            "What work did the kids' two grandads do?",
        ],
    },
    {
        "id": "left-handers-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm left-handed. Scissors, tin openers, ladles, all of it, a nightmare.",
        "second": "Fraser's a leftie, his P5 teacher got him special scissors.",
        "days_apart": 33,
        "questions": [
            "Who in the family is left-handed?",
            "Which of us does things with the left hand?",
        ],
    },
    {
        "id": "chanter-swimclub-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Morven's at Inverness Swimming Club at the Aquadome, Tuesday and Thursday nights."
        ),
        "second": (
            "Fraser goes to chanter lessons with the pipe band juniors on Tuesday nights, up at "
            "the Drill Hall."
        ),
        "days_apart": 24,
        "questions": [
            "What do the kids do on Tuesday nights?",
            "Where do Morven and Fraser go for their evening activities?",
        ],
    },
    {
        "id": "ally-elgin-diabetes-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Ally's an Elgin boy through and through, he's had an Elgin City season ticket since "
            "he was twelve."
        ),
        "second": (
            "Ally's type 1 diabetic, the Libre sensor's on the back of his arm and there are jelly "
            "babies in every coat."
        ),
        "days_apart": 46,
        "questions": [
            "What do you know about Ally?",
            "What should I remember about Ally's background and his health?",
        ],
    },
    {
        "id": "mum-peats-cataract-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum's seventy-nine and still cuts her own peats every May.",
        "second": "Mum's on the list for a cataract op at Western Isles Hospital, left eye.",
        "days_apart": 55,
        "questions": [
            "What's going on with Mum?",
            "What do you know about my mother these days?",
        ],
    },
    {
        "id": "catriona-hamish-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "My sister Catriona is a midwife at the Queen Elizabeth in Glasgow.",
        "second": (
            "Ally's brother Hamish works offshore, two weeks on, two off, on a platform east of "
            "Shetland."
        ),
        "days_apart": 47,
        "questions": [
            "What do Catriona and Hamish do?",
            "What work do our siblings do, and where?",
        ],
    },
    {
        "id": "knitting-oxfam-grannies-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Mum knits. Every one of us has a Fair Isle jumper she made, even Tattie has a coat."
        ),
        "second": "Ally's mum gives her Wednesdays to the Oxfam shop on Elgin High Street.",
        "days_apart": 38,
        "questions": [
            "How do the two grannies spend their time?",
            "What do my mum and Ally's mum keep themselves busy with?",
        ],
    },
    {
        "id": "culloden-cradlehall-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "Morven's in S4 at Culloden Academy.",
        "second": "Fraser's in P5 at Cradlehall Primary, it's a ten minute walk.",
        "days_apart": 20,
        "questions": [
            "Where do the kids go to school?",
            "Which school and which year is each child in?",
        ],
    },
    {
        "id": "kids-plates-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Morven's been vegetarian since she was twelve, don't put venison anywhere near her."
        ),
        "second": "Fraser won't eat anything green. Anything. He picks the herbs off a pizza.",
        "days_apart": 27,
        "questions": [
            "What are the kids' food rules?",
            "What should I avoid when cooking for Morven and for Fraser?",
        ],
    },
    {
        "id": "appendix-ops-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "I had my appendix out at Raigmore when I was fifteen.",
        "second": (
            "Ally had his out at Dr Gray's in Elgin the week before our wedding, he walked down "
            "the aisle with stitches in."
        ),
        "days_apart": 58,
        "questions": [
            "Which of us has had an appendix out?",
            "Where and when did Ally and I have our appendix operations?",
        ],
    },
    {
        "id": "thistle-tattoos-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "I've a wee thistle tattooed on my left ankle, got it in Aberdeen when I was twenty."
        ),
        "second": (
            "Ally's got the Elgin City crest on his calf, from the night they nearly went up."
        ),
        "days_apart": 38,
        "questions": [
            "What tattoos do Ally and I have?",
            "Where are our tattoos, and what are they of?",
        ],
    },
    {
        "id": "morven-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "Morven's sitting her National 5s in May, seven of them.",
        "second": "Morven plays the clarsach, she's entered for the junior Mòd in Oban in October.",
        "days_apart": 42,
        "questions": [
            "What's happening with Morven this year?",
            "What do you know about Morven's exams and her music?",
        ],
    },
    {
        "id": "fraser-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "Fraser's dyslexic, he gets a reader and extra time in his school tests.",
        "second": (
            "Fraser is obsessed with trains, he can name every class of unit that comes into "
            "Inverness."
        ),
        "days_apart": 36,
        "questions": [
            "What do you know about Fraser?",
            "What should someone know about Fraser at school and about what he loves?",
        ],
    },
    {
        "id": "rps-stps-pensions-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm in the Railways Pension Scheme through ScotRail.",
        "second": "Ally's pension is the Scottish Teachers' scheme, he can go at sixty-seven.",
        "days_apart": 64,
        "questions": [
            "What pensions do Ally and I have?",
            "Which pension scheme is each of us in?",
        ],
    },
    {
        "id": "drive-canal-commutes-en-17",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "For early turns I drive to the depot, there's no bus at half four in the morning."
        ),
        "second": "Ally cycles to Millburn along the canal path most days, rain or no rain.",
        "days_apart": 21,
        "questions": [
            "How do Ally and I get to work?",
            "How does each of us travel to our work?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "deer-strikes-train-en-17",
        "lang": "en",
        "kind": "event",
        "first": (
            "Hit a red deer near Achnasheen on the Kyle line tonight, an hour's delay while they "
            "checked the unit over."
        ),
        "second": (
            "Took out a stag at Altnabreac on the Far North Line. Front of the 158 was a mess and "
            "I was still shaking when we got into Wick."
        ),
        "days_apart": 83,
        "questions": [
            "How many deer have I hit with the train?",
            "Where did I hit the deer, and what happened each time?",
        ],
    },
    {
        "id": "drumochter-forsinard-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Snow shut Drumochter and I sat in the cab at Dalwhinnie for six hours.",
        "second": (
            "Stuck overnight at Forsinard with a trainload of passengers, the plough couldn't get "
            "to us till the morning."
        ),
        "days_apart": 61,
        "questions": [
            "How many times have I been stuck in snow on the railway?",
            "Where did the snow trap me each time, and for how long?",
        ],
    },
    {
        "id": "calmac-cancellations-en-17",
        "lang": "en",
        "kind": "event",
        "first": (
            "Our sailing to Stornoway was cancelled for weather, we spent a night in a B&B in "
            "Ullapool."
        ),
        "second": (
            "Cancelled a second time, coming home in October: two extra days on Lewis and Ally "
            "missed school."
        ),
        "days_apart": 85,
        "questions": [
            "How many of our ferry crossings have been cancelled?",
            "What happened each time CalMac cancelled on us?",
        ],
    },
    {
        "id": "tattie-grass-seeds-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Tattie had a grass seed down her ear, the vet had to sedate her to get it out.",
        "second": "Grass seed in Tattie's paw this time, between two toes, £180 at Crown Vets.",
        "days_apart": 49,
        "questions": [
            "How many times has Tattie had a grass seed stuck in her?",
            "Where were Tattie's grass seeds, and what did the vet do?",
        ],
    },
    {
        "id": "hill-races-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Ally won the hill race at the Glenurquhart Highland Games!",
        "second": "Ally won the hill race at the Strathpeffer Games, beat a lad half his age.",
        "days_apart": 28,
        "questions": [
            "Which hill races has Ally won?",
            "How many hill races has Ally won, and where?",
        ],
    },
    {
        "id": "skipinnish-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Saw Skipinnish at the Ironworks with Catriona.",
        "second": (
            "Saw Skipinnish again at Belladrum, with Ally and the kids this time, Fraser up on "
            "Ally's shoulders."
        ),
        "days_apart": 120,
        "questions": [
            "How many times have I seen Skipinnish?",
            "Where did I see Skipinnish each time, and who was with me?",
        ],
    },
    {
        "id": "fraser-breaks-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Fraser broke his left wrist falling off the trampoline.",
        "second": (
            "Collarbone. Football at the Bught, a bigger lad landed on him. Sling for six weeks."
        ),
        "days_apart": 140,
        "questions": [
            "What bones has Fraser broken?",
            "How many times has Fraser broken something, and how did it happen?",
        ],
    },
    {
        "id": "octavia-break-ins-en-17",
        "lang": "en",
        "kind": "event",
        "first": (
            "Somebody smashed the Octavia's back window in the Kyle station car park and took my "
            "bag."
        ),
        "second": "octavia broken into again at dingwall, sat nav and allys good jacket gone",
        "days_apart": 95,
        "questions": [
            "How many times has our car been broken into?",
            "What was taken each time the car was broken into, and where?",
        ],
    },
    {
        "id": "norway-trips-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Went to Bergen in May for Ally's cousin Ingrid's wedding.",
        "second": (
            "Norway in October, Tromsø this time, just me and Ally for our anniversary, chasing "
            "the northern lights. Saw them on the last night, worth every penny."
        ),
        "days_apart": 160,
        "questions": [
            "How many times have we been to Norway this year?",
            "Where in Norway did we go each time, and why?",
        ],
    },
    {
        "id": "chanonry-point-en-17",
        "lang": "en",
        "kind": "event",
        "first": (
            "Took Fraser to Chanonry Point on the rising tide and the dolphins came right in at "
            "the shore."
        ),
        "second": "Saw them with Mum at Chanonry in August, one leapt clean out of the water.",
        "days_apart": 75,
        "questions": [
            "How many times have I seen the dolphins at Chanonry Point?",
            "Who was with me each time I saw the dolphins?",
        ],
    },
    {
        "id": "level-crossing-near-misses-en-17",
        "lang": "en",
        "kind": "event",
        "first": (
            "Near miss at Lentran today, a tractor pulled onto the crossing in front of me. Had to "
            "fill in an incident report."
        ),
        "second": (
            "A quad bike at a farm crossing outside Muir of Ord, missed him by maybe ten metres. "
            "Second one this year."
        ),
        "days_apart": 110,
        "questions": [
            "How many level crossing near misses have I had?",
            "What was on the crossing each time, and where?",
        ],
    },
    {
        "id": "wedding-ring-losses-en-17",
        "lang": "en",
        "kind": "event",
        "first": (
            "Lost my wedding ring on Nairn beach, Fraser found it with his spade two hours later."
        ),
        "second": (
            "Wedding ring down the kitchen sink this time, Ally had the U-bend off to get it back."
        ),
        "days_apart": 200,
        "questions": [
            "How many times have I lost my wedding ring?",
            "Where did I lose my ring, and how did I get it back each time?",
        ],
    },
    {
        "id": "mum-hip-ops-en-17",
        "lang": "en",
        "kind": "event",
        "first": (
            "Mum got her right hip replaced at Raigmore in March, she's staying with us for the "
            "recovery."
        ),
        "second": (
            "Mum's left hip done in September, same surgeon, and she went home to Lewis after a "
            "fortnight."
        ),
        "days_apart": 190,
        "questions": [
            "What operations has Mum had on her hips?",
            "When were Mum's hip replacements, and where did she recover each time?",
        ],
    },
    {
        "id": "a9-average-speed-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Ally got caught by the A9 average speed cameras near Carrbridge, three points.",
        "second": (
            "Letter for Ally from the A9 cameras, near Dalwhinnie this time, so that's six points "
            "he's sitting on."
        ),
        "days_apart": 170,
        "questions": [
            "How many penalty points has Ally got from the A9 cameras?",
            "Where has Ally been caught speeding on the A9?",
        ],
    },
    {
        "id": "loch-ness-marathon-en-17",
        "lang": "en",
        "kind": "event",
        "first": "Ran the Loch Ness Marathon in 4:31, legs were gone by Dores.",
        "second": "Loch Ness Marathon this year in 4:18!! thirteen minutes off",
        "days_apart": 364,
        "questions": [
            "How many times have I run the Loch Ness Marathon?",
            "What were my Loch Ness Marathon times?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "ruixing-dihao-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我开一辆白色的长安睿行面包车，天天拉花进货。",
        "second": "老公去年提了辆吉利帝豪，周末回宣威看婆婆就开它。",
        "days_apart": 35,
        "questions": ["家里有几辆车？", "我和老公平时各开什么车、拿来干什么？"],
    },
    {
        "id": "dounan-stall-wedding-flowers-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我在斗南花市有个档口，做鲜切花批发，主要走玫瑰和康乃馨。",
        "second": "每周六周日我接婚礼现场的花艺布置，挂在呈贡一家婚庆公司名下，按场结钱。",
        "days_apart": 52,
        "questions": ["我靠什么挣钱？", "我平时和周末分别在干什么活？"],
    },
    {
        "id": "stall-phone-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我自己的手机号是移动的，尾号5207，家里人都打这个。",
        "second": "档口用的是一个联通号，尾号8831，印在名片和纸箱上，客户订花打那个。",
        "days_apart": 18,
        "questions": ["我有几个手机号？", "家里人和订花的客户分别该打哪个号？"],
    },
    {
        "id": "fudian-nongxin-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "档口的对公账户开在富滇银行，货款都走那里。",
        "second": "我自己攒的钱存在建水的农村信用社，回娘家顺手就能取。",
        "days_apart": 43,
        "questions": ["我在哪些银行有账户？", "档口的货款和我自己的私房钱分别放在哪？"],
    },
    {
        "id": "lily-cephalosporin-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我对百合花粉过敏，一闻就打喷嚏流眼泪，所以档口从来不进百合。",
        "second": "去年感冒输头孢，输到一半浑身起疹子，医生说我头孢过敏。",
        "days_apart": 61,
        "questions": ["我对哪些东西过敏？", "看病和进货的时候我要避开什么？"],
    },
    {
        "id": "erkuai-tortoises-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "家里养了一条中华田园犬，叫饵块，四岁了。",
        "second": "土豆从景星花鸟市场抱回来两只草龟，一只叫汤圆，一只叫芝麻。",
        "days_apart": 27,
        "questions": ["家里都养了哪些动物？", "饵块、汤圆、芝麻分别是什么？"],
    },
    {
        "id": "yi-thai-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我是彝族，跟我奶奶说话都用彝语，普通话是上学以后才学的。",
        "second": "我在网上报了个泰语班，每周两次课，想以后自己去清迈那边谈货。",
        "days_apart": 70,
        "questions": ["我会说或者在学哪些语言？", "除了普通话我会哪些语言、各是怎么来的？"],
    },
    {
        "id": "haigeng-volleyball-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "早上从斗南回来，我会去海埂大坝跑个五公里。",
        "second": "周四晚上跟花市几个老板娘打气排球，在呈贡体育馆。",
        "days_apart": 33,
        "questions": ["我平时做哪些运动？", "我在哪跑步、在哪打球？"],
    },
    {
        "id": "critical-illness-fire-cover-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我给自己买了一份重疾险，一年交四千二。",
        "second": "档口上了份财产险，主要保火灾，花市每年消防检查都要看保单。",
        "days_apart": 47,
        "questions": ["我买了哪些保险？", "我自己和档口分别上了什么保险？"],
    },
    {
        "id": "chenggong-jianshui-shop-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我们一家住在呈贡的七彩云南第壹城，三室两厅，房贷还有十五年。",
        "second": "建水古城里有间老铺面是我爷爷留给我的，现在租给人卖烧豆腐，一年一万二。",
        "days_apart": 58,
        "questions": ["我们家有哪些房产？", "昆明和建水的房子各是什么情况？"],
    },
    {
        "id": "florist-association-hoa-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我是斗南花卉商会的理事，一个月开一次会。",
        "second": "小区业委会换届，我被选成了副主任，群里天天有人@我。",
        "days_apart": 39,
        "questions": ["我在外面担任哪些职务？", "我在花市和小区里各有什么头衔？"],
    },
    {
        "id": "laogong-fishing-woodcarving-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "老公休息的时候爱去野钓，常去松华坝下面那段。",
        "second": "老杨跟官渡古镇一个老师傅学木雕，每周二晚上去，家里摆了一排他刻的小象。",
        "days_apart": 30,
        "questions": ["老公有什么爱好？", "老公休息的时候都在干嘛？"],
    },
    {
        "id": "hyperthyroid-nodules-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我有甲亢，吃甲巯咪唑两年了，每三个月抽血看一次指标。",
        "second": "今年体检查出来乳腺结节，3类，医生让半年复查一次。",
        "days_apart": 66,
        "questions": ["我身上有哪些毛病？", "我现在要定期复查哪些问题？"],
    },
    {
        "id": "jiwu-peilian-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "老公在长水机场当机务，修的是东航的737。",
        "second": "老公休班的时候在驾校当陪练，一个钟头八十块。",
        "days_apart": 41,
        "questions": ["老公都在做哪些工作？", "老公的收入从哪来？"],
    },
    {
        "id": "zitao-clothing-shop-zh-17",
        "lang": "zh",
        "kind": "addition",
        "first": "我以前在建水碗窑村的紫陶厂拉了五年坯。",
        "second": "刚来昆明那几年，我在南屏街一家服装店当导购，干了三年才去的斗南。",
        "days_apart": 77,
        "questions": ["我开档口之前都做过什么工作？", "来斗南之前我在哪上过班？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "children-hospital-four-pm-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "苗苗约了3月14号下午四点在市儿童医院看过敏科。",
        "second": "土豆约的4月13号，下午四点，同一家医院，看生长发育门诊。",
        "days_apart": 8,
        "questions": ["两个孩子都约了哪些看病？", "苗苗和土豆分别哪天几点去医院、看什么科？"],
    },
    {
        "id": "yun-a-plates-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "睿行的车牌是云A·3M861。",
        "second": "帝豪是云A·3M816，交罚款的时候千万别填错了。",
        "days_apart": 14,
        "questions": ["家里两辆车的车牌各是多少？", "云A·3M861和云A·3M816分别是哪辆车？"],
    },
    {
        "id": "li-hongmei-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "苗苗的班主任叫李红梅，教英语的。",
        "second": "给我供玫瑰的花农叫李洪梅，晋宁那边的，大棚有二十亩。",
        "days_apart": 31,
        "questions": ["李红梅和李洪梅分别是谁？", "两个叫li hong mei的人各跟我们家什么关系？"],
    },
    {
        "id": "yang-liping-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "土豆幼儿园的园长叫杨丽萍，跟跳孔雀舞那位同名同姓。",
        "second": "档口请的兼职会计叫杨利平，每个月月底来对一次账。",
        "days_apart": 45,
        "questions": ["杨丽萍和杨利平各是什么人？", "幼儿园园长和档口会计分别叫什么？"],
    },
    {
        "id": "pu-jianhua-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "老公的师父叫普建华，当年带他考的机务执照。",
        "second": "我们小区保安队长叫浦建华，上海过来的，说话软绵绵的。",
        "days_apart": 26,
        "questions": ["普建华和浦建华分别是谁？", "老公的师父和小区保安队长各叫什么名字？"],
    },
    {
        "id": "wrist-knee-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我左手腕有腱鞘炎，剪了十几年花枝剪出来的。",
        "second": "右边膝盖半月板有旧伤，搬花箱下楼梯的时候最疼。",
        "days_apart": 21,
        "questions": ["我的手和腿都有什么毛病？", "我哪边手腕、哪边膝盖有伤，各是什么伤？"],
    },
    {
        "id": "dounan-markets-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "斗南早市凌晨两点开，我一般三点前到，挑头一批玫瑰。",
        "second": "下午四点有一场尾货市，我让小工阿伟去收便宜货。",
        "days_apart": 12,
        "questions": ["斗南每天有几场市、各是几点？", "早市和尾货市分别谁去、去干什么？"],
    },
    {
        "id": "stall-coldstore-numbers-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我档口的摊位号是C区1739。",
        "second": "冷库那边我租的库位是1793号，送货的老是拉错地方。",
        "days_apart": 24,
        "questions": ["我的摊位号和冷库库位号各是多少？", "1739和1793分别是什么的号？"],
    },
    {
        "id": "freezer-ham-mushrooms-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "冰箱冷冻室最上面一层全是宣威火腿，婆婆切好了寄来的。",
        "second": "最下面那层是一袋袋干巴菌和鸡枞，夏天在木水花野生菌市场买的。",
        "days_apart": 36,
        "questions": ["家里冰箱冷冻室放了些什么？", "冷冻室上层和下层分别放的是什么？"],
    },
    {
        "id": "dali-trains-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "国庆去大理的动车票买好了，D8772，十月一号早上八点零五从昆明站走。",
        "second": "回来是十月四号的D8727，晚上十点多到昆明站。",
        "days_apart": 6,
        "questions": ["国庆去大理坐的是哪几趟车？", "去程和回程分别坐哪趟车、几点？"],
    },
    {
        "id": "wechat-ids-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我自己的微信号是miaotudou0812。",
        "second": "档口收款那个微信号是miaotudou0821，加客户都用这个。",
        "days_apart": 29,
        "questions": ["我有哪几个微信号？", "私人的和档口的微信号分别是哪个？"],
    },
    {
        "id": "lunar-solar-birthdays-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "苗苗的生日是农历八月十二。",
        "second": "土豆是阳历8月12号生的，别跟苗苗的农历搞混了。",
        "days_apart": 40,
        "questions": ["两个孩子的生日各是哪天？", "哪个孩子过农历生日、哪个过阳历生日？"],
    },
    {
        "id": "erkuai-xishan-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "饵块每天傍晚都在捞鱼河湿地公园遛，一圈四十分钟。",
        "second": "这个周日老公要带饵块去爬西山，走到龙门，它头一回上山。",
        "days_apart": 4,
        "questions": ["饵块都去哪遛？", "饵块平时去哪、这个周日去哪？"],
    },
    {
        "id": "safe-till-codes-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "家里保险柜密码是0419。",
        "second": "档口收银抽屉的锁是0491，阿伟知道这个。",
        "days_apart": 20,
        "questions": ["保险柜和收银抽屉的密码各是多少？", "0419和0491分别开哪把锁？"],
    },
    {
        "id": "linan-road-zh-17",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我爸妈住在建水古城临安路68号。",
        "second": "外婆住临安路86号，从我爸妈家走过去两分钟。",
        "days_apart": 55,
        "questions": ["我家在建水的老人都住在哪？", "我爸妈和外婆的门牌号各是多少？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "zitao-coalmine-dads-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在建水做了四十年紫陶，碗窑村里数得上的老师傅。",
        "second": "公公在宣威的煤矿下了二十多年井，落下个尘肺。",
        "days_apart": 62,
        "questions": ["两边老爷子以前都是做什么的？", "我爸和公公这辈子分别干的什么活？"],
    },
    {
        "id": "rice-noodles-tobacco-mums-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈在建水开了家米线馆，只卖早点，十一点就关门。",
        "second": "婆婆在宣威乡下种烤烟，一家子就靠那几亩烟叶。",
        "days_apart": 49,
        "questions": ["我妈和婆婆都在忙什么营生？", "两边的妈妈靠什么过日子？"],
    },
    {
        "id": "weiqi-lego-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "苗苗周六上午在翠湖边的棋院学围棋。",
        "second": "土豆周六上午在同一条街的一家机构学乐高搭建。",
        "days_apart": 22,
        "questions": ["周六上午两个孩子各学什么？", "苗苗和土豆周六分别在上什么课、在哪上？"],
    },
    {
        "id": "gallbladder-ops-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我前年在延安医院做了胆囊切除，胆结石。",
        "second": "我妈的胆是去年在建水县医院切的，医生说我们娘俩是一个毛病。",
        "days_apart": 73,
        "questions": ["家里谁做过胆囊手术？", "我和我妈的胆囊分别是在哪、什么时候切的？"],
    },
    {
        "id": "laogong-ham-licence-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "老公是宣威人，炒什么菜都要放一把火腿丁，没火腿吃不下饭。",
        "second": "老杨拿到了737的机务维修执照，是他们班组里最年轻的一个。",
        "days_apart": 44,
        "questions": ["关于老公你都知道些什么？", "老公吃饭有什么讲究、工作上拿了什么证？"],
    },
    {
        "id": "miaomiao-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "苗苗是班上的数学课代表，每天早上收作业。",
        "second": "苗苗左耳先天听力弱，我们跟老师说好了让她坐前排。",
        "days_apart": 37,
        "questions": ["苗苗在学校是什么情况？", "关于苗苗的班级职务和她的耳朵你知道什么？"],
    },
    {
        "id": "tudou-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "土豆是左撇子，拿筷子拿笔都用左手。",
        "second": "土豆特别怕打雷，一打雷就往我被子里钻。",
        "days_apart": 28,
        "questions": ["土豆有什么特点？", "关于土豆你都知道些什么？"],
    },
    {
        "id": "huaqiangbei-ham-shop-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我弟在深圳华强北卖手机配件，一年回来一次。",
        "second": "老公的姐姐在曲靖开火腿店，过年给我们寄一整只。",
        "days_apart": 53,
        "questions": ["我弟和大姑姐都是做什么的？", "我们两边的兄弟姐妹分别在哪、干什么？"],
    },
    {
        "id": "dipping-sauce-mild-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我吃什么都要一碗辣蘸水，没有蘸水吃不下饭。",
        "second": "苗苗一点辣都碰不得，米线只吃清汤的。",
        "days_apart": 34,
        "questions": ["我和苗苗吃东西口味各是什么样？", "给我和苗苗点米线分别要注意什么？"],
    },
    {
        "id": "florist-night-sleep-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我每天晚上八点半就得睡，凌晨两点要起来去斗南。",
        "second": "老公上夜班那一周，白天在家补觉，窗帘拉得严严实实的。",
        "days_apart": 19,
        "questions": ["我和老公各是什么时候睡觉？", "家里两个大人的作息分别是怎样的？"],
    },
    {
        "id": "elder-pensions-money-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸每个月有两千多退休金，紫陶厂以前是国营的。",
        "second": "婆婆只有农村养老金，一个月一百多块，我们每个月给她转一千。",
        "days_apart": 65,
        "questions": ["两边老人都靠什么养老？", "我爸和婆婆每个月各有多少进项？"],
    },
    {
        "id": "yundafuzhong-kindergarten-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "苗苗在云大附中呈贡校区读初一。",
        "second": "土豆在小区门口的金色摇篮幼儿园读大班。",
        "days_apart": 23,
        "questions": ["两个孩子在哪上学？", "苗苗和土豆分别在哪个学校、几年级？"],
    },
    {
        "id": "rh-negative-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是Rh阴性血，就是熊猫血，每年都去血站登记一下。",
        "second": "苗苗是熊猫血，随我，她书包里我塞了张血型卡片。",
        "days_apart": 42,
        "questions": ["家里谁是熊猫血？", "我和苗苗的血型有什么要注意的？"],
    },
    {
        "id": "dishes-turtle-water-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "苗苗每天晚饭后负责洗碗，洗一次五块零花钱。",
        "second": "土豆的活是给汤圆芝麻换水，一周两次。",
        "days_apart": 25,
        "questions": ["两个孩子在家各做什么家务？", "苗苗和土豆在家分别负责什么？"],
    },
    {
        "id": "van-metro-commutes-zh-17",
        "lang": "zh",
        "kind": "parallel",
        "first": "我开睿行去斗南，半夜路上没车，二十分钟就到。",
        "second": "老公坐地铁6号线去长水机场上班，单程五十分钟。",
        "days_apart": 32,
        "questions": ["我和老公各怎么去上班？", "我们俩上班路上分别要多久、怎么走？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "mushroom-poisoning-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "去年吃见手青没炒熟，我跟老公都看见小人了，半夜去延安医院洗的胃。",
        "second": "今年老公在外面馆子吃了一盘牛肝菌，上吐下泻，在医院挂了两天水。",
        "days_apart": 330,
        "questions": ["我们家吃菌子中毒过几次？", "每次中毒是谁、吃了什么菌子？"],
    },
    {
        "id": "gulls-cuihu-haigeng-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "带土豆去翠湖喂了红嘴鸥，他拿着鸥粮吓得直叫。",
        "second": "这周带两个孩子去海埂大坝喂海鸥，这回土豆敢放在手心里喂了。",
        "days_apart": 30,
        "questions": ["今年冬天我们去喂了几次红嘴鸥？", "每次喂海鸥是在哪、谁去的？"],
    },
    {
        "id": "quake-alerts-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "半夜地震，床晃了十几秒，震中在禄劝。",
        "second": "嵩明那边震了一下，4.2级，我们是被手机上的地震预警叫醒的。",
        "days_apart": 34,
        "questions": ["最近我们碰上了几次地震？", "每次地震震中在哪、我们是怎么知道的？"],
    },
    {
        "id": "hailstorms-dounan-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "五月一场冰雹把档口的遮阳棚砸穿了，损失了三十多扎玫瑰。",
        "second": "七月那场冰雹更大，睿行停在外面，前挡风玻璃砸裂了。",
        "days_apart": 60,
        "questions": ["今年遇到过几场冰雹？", "每场冰雹砸坏了什么？"],
    },
    {
        "id": "water-festival-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "四月带孩子去版纳过泼水节，土豆被泼成了落汤鸡。",
        "second": "今年泼水节我们又去了，这次带上了我爸妈，我爸非要跟人对泼。",
        "days_apart": 365,
        "questions": ["我们去版纳过了几次泼水节？", "每次过泼水节都是跟谁去的？"],
    },
    {
        "id": "tudou-lost-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "土豆在斗南花市走丢了，广播找了二十分钟，最后在一个卖多肉的摊子那儿找到的。",
        "second": "过年昆明南站人太多，土豆跟丢了，是个乘警把他领回来的。",
        "days_apart": 150,
        "questions": ["土豆走丢过几次？", "土豆每次在哪走丢、是怎么找回来的？"],
    },
    {
        "id": "stall-tricycle-thefts-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "档口门口的电动三轮车被偷了，监控只拍到个背影。",
        "second": "新买的三轮又被人骑走了，这回派出所找回来了，电瓶没了。",
        "days_apart": 100,
        "questions": ["档口的三轮车被偷过几次？", "每次三轮车被偷后找回来没有？"],
    },
    {
        "id": "miaomiao-weiqi-wins-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "苗苗在昆明市少儿围棋赛拿了第三名！",
        "second": "省里的少儿赛苗苗拿了第五，跟全省的孩子下，挺不容易了。",
        "days_apart": 120,
        "questions": ["苗苗下围棋拿过哪些名次？", "苗苗参加过几次围棋比赛、成绩怎样？"],
    },
    {
        "id": "flu-a-b-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "老公得了甲流，烧到三十九度五，请了三天假。",
        "second": "老公这回是乙流，没烧那么高，但是咳了半个月。",
        "days_apart": 45,
        "questions": ["老公今年得过几次流感？", "老公每次得的是什么流感、有多严重？"],
    },
    {
        "id": "li-jian-concerts-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "跟闺蜜在拓东体育场看了李健的演唱会。",
        "second": "追到成都又看了一场李健，这回是老公陪我去的。",
        "days_apart": 210,
        "questions": ["我看过几次李健的演唱会？", "每次看李健是在哪、跟谁去的？"],
    },
    {
        "id": "coldstore-outages-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "冷库停了一晚上电，早上开门两百扎玫瑰全蔫了。",
        "second": "暴雨那天冷库跳闸停电，好在新装了发电机，只坏了三十来扎。",
        "days_apart": 88,
        "questions": ["冷库停过几次电？", "每次冷库停电损失了多少花？"],
    },
    {
        "id": "ruixing-speeding-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "睿行在环湖东路超速被拍了，扣三分罚两百。",
        "second": "在昆石高速上被测速拍到了，超了百分之八，只罚款没扣分，开的是睿行。",
        "days_apart": 140,
        "questions": ["睿行被拍过几次超速？", "每次超速是在哪、怎么处罚的？"],
    },
    {
        "id": "fuxian-lake-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "五一全家去抚仙湖住了两晚，在禄充那边。",
        "second": "暑假再去了趟抚仙湖，这回就我跟苗苗两个，下水游了一下午。",
        "days_apart": 90,
        "questions": ["今年去了几次抚仙湖？", "每次去抚仙湖跟谁、干了什么？"],
    },
    {
        "id": "erkuai-stings-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "饵块在小区草坪上被马蜂蜇了嘴巴，肿得像根香肠。",
        "second": "饵块这次被蜇的是前爪，在捞鱼河，兽医给打了一针抗过敏的。",
        "days_apart": 40,
        "questions": ["饵块被马蜂蜇过几次？", "饵块每次是在哪被蜇、伤到哪里？"],
    },
    {
        "id": "market-fires-zh-17",
        "lang": "zh",
        "kind": "event",
        "first": "花市B区半夜着了一次火，我们档口的花被消防的水浇坏了一半。",
        "second": "A区的仓库着火了，这回离我们远，就是一整条街都是烟。",
        "days_apart": 230,
        "questions": ["花市着过几次火？", "每次花市着火是在哪、对我们有什么影响？"],
    },
]
