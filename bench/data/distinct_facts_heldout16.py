"""Held-out pairs of look-alike facts that are both true at once, heldout16
(`python -m bench.distinct_facts --set heldout16`).

Written blind on 2026-12-06 by a helper session that read no engine code: nothing under core/,
server/, tests/ or clients/, no bench/*.py script, and neither the engine nor any benchmark was
run. Of bench/data/ it read distinct_facts_heldout14.py in full (for the format: module-level
names, entry fields and their order, value types, kinds per language, two questions per pair) and
the directory listing; of every other distinct_facts_*.py it looked at the pair ids only (printed
by an import), so that no id and no topic stem here repeats one of theirs. Their statements were
not read. The format was checked with /work/notes/s20/check_heldout16.py (fields, counts, ids,
line widths, and no difflib ratio above 0.7 to any statement of heldout14). Not to be tuned on;
whoever tunes on it writes a new set and says so. Run it once.

Ids end in -16 (the helper wrote -15, as a slip of its format checker asked; the session that
commissioned it renamed them, and no id or topic stem is one of another set's).

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, as in heldout14. The
English pairs are told by Jen, a pharmacist in Toronto's east end (a semi on Pape Avenue, her
husband Dev a TTC streetcar operator, Maya and Nik, a cat and a greyhound, her mother in Sudbury,
his parents in Brampton). The Chinese pairs are written for Chinese speakers, not translated: a
桥吊司机 at 前湾港 in 青岛 (李沧, 媳妇 a nurse at 青大附院, 小满 and 嘟嘟, 可乐 the 泰迪, his
parents in 胶州, hers in 荣成石岛). Neither setting is Galway, 西安, Adelaide or 武汉.

The kinds of pair: two allergies, two languages, two weekly classes, two pets, two jobs, a
personal and a work phone, two properties, the same fact about the user and about a relative
(fears, drinks, commutes, 口味, 夜班, 怕的东西), two facts about one person on different
attributes, a habit and a one-off (Dev's usual 505 route and one overtime shift on the 501; 每月
在老王那儿剪头 and 头一回去造型店), a current fact and a past one told as past (the rented flat on
Roncesvalles and the house on Pape; 刚结婚时在台东租房 and 现在住李沧; two degrees), and
additions. Additions told with an addition word: "also", "too", "another", "还", "另外", "又"
(6 pairs). Additions told with no such word at all, the hard ones: 41 of the 120 pairs (21 English,
20 Chinese), 24 of them in the addition kind ("We adopted a retired racing greyhound last month,
his name's Rocket" after "We have a tabby cat called Pickles"; "Sunday mornings I work a shift at
the Costco pharmacy in Scarborough"; "周末休班我去台东步行街帮表哥看烧烤摊" after
"我在前湾港开桥吊"), 11 in the lookalike kind (a work phone, a second Presto card, a second
email, a second locker, a second bad knee, a one-off route, 港口配的工作手机, 媳妇的电动车牌,
老家院门的密码, 造型店, 晚上的药), and 6 events told as a second occurrence with no "again",
"another", "又", "这回" ("Raccoons got into the garage last night", "二次供水改造，小区整整停了
一天水").

Each pair is two things a user tells the assistant, `days_apart` days apart, that look alike
(same frame, same topic, often the same words) but are both true; a memory system that merges the
second into the first, or replaces the first with the second, has lost information. Every
question is about both statements of its pair, so both answer it and a full answer needs both
(none asks about one side alone); both should be in the top 5 recalled for it. No FILLER here: the
bench uses distinct_facts_dev.py's.

kind
  addition   the second adds a value to the first, mostly (12 of 15 per language) with no
             "too" / "also" / "as well" / "another" / "也" / "还" / "另外" / "又" word at all
  lookalike  same frame, a different object, date, number or slot, both true, often differing
             only in a digit or its order or in one word (416-555-0147 and 0174, Presto 3096 and
             3069, Sarah Lindqvist and Sara Lindquist, left and right knees, 尾号3527 and 3572,
             张静 and 章婧, 上层 and 下层)
  parallel   the same relation about different people, or a different relation about the same
             person ("Dev has been a TTC streetcar operator" / "Dev played cricket for Ontario")
  event      two real occurrences of the same kind of thing, mostly told the way people report a
             repeat ("again", "another", "this time", "a second time", "又", "这回"), three per
             language with no such word: both happened and both must be kept
"""

# ruff: noqa: E501, RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "pickles-rocket-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "We have a tabby cat called Pickles, she's nine and rules the house.",
        "second": "We adopted a retired racing greyhound last month, his name's Rocket.",
        "days_apart": 34,
        "questions": [
            "What pets do we have?",
            "What animals live in our house, and what are their names?",
        ],
    },
    {
        "id": "shoppers-costco-shifts-en-16",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm a pharmacist at the Shoppers Drug Mart on Queen East, Monday to Friday, nine to "
            "five."
        ),
        "second": (
            "Sunday mornings I work a shift at the Costco pharmacy in Scarborough for the extra "
            "cash."
        ),
        "days_apart": 46,
        "questions": [
            "Where do I work?",
            "What are my jobs, and on which days do I work each one?",
        ],
    },
    {
        "id": "penicillin-cashews-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "I'm allergic to penicillin, found that out the hard way when I was sixteen.",
        "second": (
            "Turns out I'm allergic to cashews, my throat started closing at the staff potluck and "
            "a colleague had to drive me to Michael Garron."
        ),
        "days_apart": 58,
        "questions": [
            "What am I allergic to?",
            "Which allergies should a doctor or a dinner host know about?",
        ],
    },
    {
        "id": "french-punjabi-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "I speak French, I did French immersion all the way through school in Sudbury.",
        "second": (
            "I get by in Punjabi these days, enough to keep up with Dev's mum at Sunday dinner in "
            "Brampton."
        ),
        "days_apart": 71,
        "questions": [
            "What languages do I speak besides English?",
            "Which languages can I talk in, and how did I pick each one up?",
        ],
    },
    {
        "id": "pape-haliburton-en-16",
        "lang": "en",
        "kind": "addition",
        "first": (
            "We own a semi on Pape Avenue, just south of the Danforth, mortgage with TD until 2041."
        ),
        "second": (
            "Dev and his brother Jas bought a little cabin on a lake near Haliburton, we get it "
            "on alternate weekends in summer."
        ),
        "days_apart": 63,
        "questions": [
            "What property do we own?",
            "Where are our house and our cabin, and how do we use each one?",
        ],
    },
    {
        "id": "crave-sportsnet-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "We pay for Crave, mostly so Dev can watch his HBO shows.",
        "second": "Sportsnet+ goes on my credit card every month for the Leafs games.",
        "days_apart": 22,
        "questions": [
            "Which streaming services do we pay for?",
            "What do we subscribe to for watching shows and hockey?",
        ],
    },
    {
        "id": "alto-pottery-en-16",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I sing alto in a community choir, we rehearse Wednesday nights in a church on "
            "Broadview."
        ),
        "second": "Thursday nights are pottery, a wheel-throwing class in a studio on Gerrard.",
        "days_apart": 29,
        "questions": [
            "What do I do in the evenings during the week?",
            "Which hobbies have I got on, and where are they?",
        ],
    },
    {
        "id": "td-wealthsimple-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "Our joint chequing account is with TD, the branch at Pape and Danforth.",
        "second": (
            "I opened a Wealthsimple TFSA in January and I put a hundred dollars in every payday."
        ),
        "days_apart": 41,
        "questions": [
            "What accounts do I have money in?",
            "Where do we bank, and where am I saving?",
        ],
    },
    {
        "id": "maxalt-ramipril-en-16",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I get migraines maybe twice a month, there's a strip of Maxalt in every purse I own."
        ),
        "second": (
            "My doctor says my blood pressure is high, so I'm on ramipril, one every morning."
        ),
        "days_apart": 55,
        "questions": [
            "What health problems do I have?",
            "What medications am I on, and what is each one for?",
        ],
    },
    {
        "id": "maya-pool-kumon-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "Maya has swimming lessons at Riverdale pool on Tuesdays after school.",
        "second": "Thursdays she's at Kumon on the Danforth for math, forty minutes.",
        "days_apart": 18,
        "questions": [
            "What weekly classes does Maya go to?",
            "Where is Maya on Tuesday and Thursday after school?",
        ],
    },
    {
        "id": "crv-vespa-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "Our car's a silver 2018 Honda CR-V, it does the Brampton run every Sunday.",
        "second": (
            "Dev bought an old blue Vespa off Kijiji for getting to the carhouse in the summer."
        ),
        "days_apart": 37,
        "questions": [
            "What vehicles do we have?",
            "What do we drive, and what is each one used for?",
        ],
    },
    {
        "id": "waterloo-laurentian-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "I did my pharmacy degree at the University of Waterloo, graduated in 2011.",
        "second": (
            "Before that I did a chemistry degree at Laurentian in Sudbury, living at home with "
            "Mom and Dad."
        ),
        "days_apart": 80,
        "questions": [
            "What degrees do I have?",
            "Where did I study, and what did I study at each place?",
        ],
    },
    {
        "id": "dev-volunteer-roles-en-16",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Dev coaches Nik's house league hockey team at Ted Reeve Arena, Saturday mornings."
        ),
        "second": (
            "He's also treasurer of the youth committee at the gurdwara, so the receipts pile "
            "up on our kitchen table."
        ),
        "days_apart": 26,
        "questions": [
            "What volunteer jobs does Dev do?",
            "What roles has Dev taken on outside work?",
        ],
    },
    {
        "id": "volleyball-running-en-16",
        "lang": "en",
        "kind": "addition",
        "first": "I play in a women's rec volleyball league on Monday nights at Monarch Park.",
        "second": (
            "I run with the Leslieville running club on Saturday mornings too, usually 8k along "
            "Lake Shore."
        ),
        "days_apart": 33,
        "questions": [
            "What sports do I do?",
            "When and where do I play or run each week?",
        ],
    },
    {
        "id": "basement-cousins-en-16",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Dev's cousin Harjit is living in our basement while he finishes his welding course at "
            "Centennial."
        ),
        "second": (
            "Another cousin, Simran, has the spare room since September, she's doing her nursing "
            "placement at St. Mike's."
        ),
        "days_apart": 49,
        "questions": [
            "Who's living with us apart from me, Dev and the kids?",
            "Which of Dev's cousins are staying with us, and why?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "koodo-pharmacy-lines-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "My cell is 416-555-0147, it's with Koodo.",
        "second": (
            "The pharmacy line at work is 416-555-0174, that's the one patients call about "
            "prescriptions."
        ),
        "days_apart": 14,
        "questions": [
            "What phone numbers do I have?",
            "Which number is my cell and which one is the pharmacy's?",
        ],
    },
    {
        "id": "locker-combos-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "Maya's school locker combination is 14-32-08.",
        "second": "My locker at the Y on Broadview opens with 14-23-08.",
        "days_apart": 11,
        "questions": [
            "What are Maya's and my locker combinations?",
            "Which combination opens which locker?",
        ],
    },
    {
        "id": "lindqvist-lindquist-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr. Sarah Lindqvist is our family doctor at the clinic in Gerrard Square.",
        "second": (
            "Sara Lindquist coaches Maya's swim group at Riverdale, she's a kinesiology student at "
            "TMU."
        ),
        "days_apart": 31,
        "questions": [
            "Who are Sarah Lindqvist and Sara Lindquist?",
            "What does each of the two Sarahs with nearly the same surname do for us?",
        ],
    },
    {
        "id": "macdonald-mcdonnell-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "Kevin MacDonald is the manager at my Shoppers.",
        "second": (
            "Kevin McDonnell is our next-door neighbour, the guy with the snowblower who does our "
            "walk too."
        ),
        "days_apart": 25,
        "questions": [
            "Who are Kevin MacDonald and Kevin McDonnell?",
            "How do I know the two Kevins with almost the same surname?",
        ],
    },
    {
        "id": "sandhu-sidhu-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "Amrit Sandhu is Dev's supervisor at the Russell carhouse.",
        "second": (
            "Amrita Sidhu is Nik's grade 3 teacher at Morse Street, no relation to anyone we know."
        ),
        "days_apart": 39,
        "questions": [
            "Who are Amrit Sandhu and Amrita Sidhu?",
            "What do the two people called Amrit or Amrita do?",
        ],
    },
    {
        "id": "may-thursdays-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "Nik's allergist appointment at SickKids is Thursday 14 May at 10:40.",
        "second": (
            "Maya's at the dentist on Pape on Thursday 21 May, at 10:40 as well, so I've asked for "
            "both mornings off."
        ),
        "days_apart": 6,
        "questions": [
            "What appointments have the kids got in May?",
            "When are Nik's and Maya's appointments, and what are they for?",
        ],
    },
    {
        "id": "jen-knees-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "My left knee is the one with the torn meniscus, from a bad landing at volleyball."
        ),
        "second": (
            "My right knee's got patellar tendinitis, the physio thinks from limping on the "
            "left."
        ),
        "days_apart": 27,
        "questions": [
            "What's wrong with my knees?",
            "Which of my knees has which problem?",
        ],
    },
    {
        "id": "thermostat-settings-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "The main-floor thermostat is set to 21 during the day.",
        "second": "The upstairs one stays at 18 overnight because Dev runs hot.",
        "days_apart": 12,
        "questions": [
            "What are our thermostats set to?",
            "How warm do we keep each floor of the house?",
        ],
    },
    {
        "id": "tax-water-bill-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our property tax this year is $4,372, paid in six instalments.",
        "second": "The city water bill came to $437.20 for the quarter, which seems like a lot.",
        "days_apart": 19,
        "questions": [
            "What do we pay the city for property tax and water?",
            "How much are our property tax and our water bill?",
        ],
    },
    {
        "id": "vancouver-wedding-flights-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "We fly to Vancouver for Dev's cousin's wedding on AC 115 on 8 August.",
        "second": "Coming home it's AC 151, the red-eye on 12 August.",
        "days_apart": 4,
        "questions": [
            "What are our Vancouver flight numbers?",
            "Which flight takes us to Vancouver and which brings us home?",
        ],
    },
    {
        "id": "loblaw-council-emails-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "My work email is jen.kowalski@loblaw.ca.",
        "second": (
            "School council mail goes to dukeparents.council@gmail.com, I'm the secretary this "
            "year."
        ),
        "days_apart": 23,
        "questions": [
            "What email addresses do I use?",
            "Where should work emails and school council emails go?",
        ],
    },
    {
        "id": "streetcar-routes-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Dev drives the 505 Dundas streetcar, that's been his regular route for three years."
        ),
        "second": (
            "Last Saturday he took one overtime shift on the 501 Queen, his first go on the long "
            "cars."
        ),
        "days_apart": 9,
        "questions": [
            "Which streetcar routes has Dev driven?",
            "What's Dev's usual route, and what did he drive on his overtime shift?",
        ],
    },
    {
        "id": "interview-slots-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "Maya's parent-teacher interview is 20 November at 6:15 at Duke of Connaught.",
        "second": (
            "Nik's is 20 November at 6:45, over at Morse Street, so it's a rush between the two."
        ),
        "days_apart": 8,
        "questions": [
            "When are the kids' parent-teacher interviews?",
            "What time and where is each child's interview?",
        ],
    },
    {
        "id": "kitchen-drawer-folders-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "The kids' OHIP cards are in the blue folder in the drawer under the microwave.",
        "second": "Our passports are in the red folder in that same drawer.",
        "days_apart": 16,
        "questions": [
            "What's in the folders in the kitchen drawer?",
            "Where would I find the health cards and the passports?",
        ],
    },
    {
        "id": "presto-card-numbers-en-16",
        "lang": "en",
        "kind": "lookalike",
        "first": "My Presto card number ends in 3096.",
        "second": (
            "Maya's youth Presto ends in 3069, she taps it for school trips and I load it online."
        ),
        "days_apart": 20,
        "questions": [
            "What are the numbers on our Presto cards?",
            "Which Presto card is mine and which is Maya's?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "connaught-morse-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Maya's in grade 6 at Duke of Connaught and walks there with the girls from our street."
        ),
        "second": "Nik goes to Morse Street Junior Public, he's in grade 3 French immersion.",
        "days_apart": 43,
        "questions": [
            "Which schools do the kids go to?",
            "What school and grade is each child in?",
        ],
    },
    {
        "id": "nickel-taxi-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My dad worked underground at the Inco nickel mine in Sudbury for thirty-one years."
        ),
        "second": "Dev's dad drove a taxi in Brampton after coming over from Ludhiana in 1988.",
        "days_apart": 64,
        "questions": [
            "What did the kids' grandfathers do for work?",
            "What jobs did my dad and Dev's dad have?",
        ],
    },
    {
        "id": "peanut-cat-allergies-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "Nik is allergic to peanuts, we never go anywhere without his EpiPen.",
        "second": "Dev is allergic to cats, he takes a Reactine every morning because of Pickles.",
        "days_apart": 35,
        "questions": [
            "What are Nik and Dev allergic to?",
            "Which allergies are there in the family, and how do we manage them?",
        ],
    },
    {
        "id": "gurdwara-class-hockey-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "Maya has Punjabi class at the gurdwara on Saturday mornings.",
        "second": "Nik's Saturday mornings are house league hockey at Ted Reeve.",
        "days_apart": 15,
        "questions": [
            "What do the kids do on Saturday mornings?",
            "Where does each child go on a Saturday morning?",
        ],
    },
    {
        "id": "devinder-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "Dev has been a TTC streetcar operator for eleven years.",
        "second": (
            "Dev played cricket for Ontario at under-19 level and still bowls in a Sunday league "
            "in Brampton."
        ),
        "days_apart": 52,
        "questions": [
            "What do you know about Dev?",
            "What does Dev do for work, and what's his sporting side?",
        ],
    },
    {
        "id": "mom-condo-libre-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "Mom lives on her own in a condo by Ramsey Lake in Sudbury.",
        "second": "Mom has type 2 diabetes and wears a Libre sensor on her arm to check her sugar.",
        "days_apart": 60,
        "questions": [
            "What's going on with my mom?",
            "What do you know about my mother?",
        ],
    },
    {
        "id": "kasia-jas-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "My sister Kasia is a nurse at Lakeridge Health in Oshawa.",
        "second": "Dev's brother Jas runs a small trucking company out of Mississauga, six trucks.",
        "days_apart": 47,
        "questions": [
            "What do Kasia and Jas do?",
            "What do our siblings do for a living?",
        ],
    },
    {
        "id": "walk-bus-commutes-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "I walk to work, fifteen minutes along Queen Street.",
        "second": "In winter Dev catches the 72 bus to the carhouse at five in the morning.",
        "days_apart": 30,
        "questions": [
            "How do Dev and I get to work?",
            "How does each of us travel to work?",
        ],
    },
    {
        "id": "double-double-chai-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm a Tim Hortons double-double girl, every morning on the way in.",
        "second": "Dev drinks masala chai, his mum's recipe, a whole thermos each shift.",
        "days_apart": 21,
        "questions": [
            "What do Dev and I drink to get going?",
            "What's each of our daily hot drinks?",
        ],
    },
    {
        "id": "water-dogs-fears-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm scared of deep water, I never go past the buoys at Cherry Beach.",
        "second": "Maya's scared of dogs, so Rocket took some getting used to.",
        "days_apart": 38,
        "questions": [
            "What are Maya and I afraid of?",
            "What fears do we have in the family?",
        ],
    },
    {
        "id": "school-night-bedtimes-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "Maya's bedtime is nine on school nights.",
        "second": "Nik goes down at eight, after one chapter of Dog Man.",
        "days_apart": 13,
        "questions": [
            "What are the kids' bedtimes?",
            "When does each child go to bed on a school night?",
        ],
    },
    {
        "id": "laundry-bins-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "Maya folds the laundry for her allowance.",
        "second": "Nik takes the green bin and the recycling out to the curb, five bucks a week.",
        "days_apart": 17,
        "questions": [
            "What chores do the kids do?",
            "What does each child do for an allowance?",
        ],
    },
    {
        "id": "maya-braces-karate-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "Maya got her braces on in September, the orthodontist is on Danforth.",
        "second": "Maya's a yellow belt in karate at the dojo on Queen East.",
        "days_apart": 44,
        "questions": [
            "What's new with Maya?",
            "What do you know about Maya's teeth and her karate?",
        ],
    },
    {
        "id": "roncesvalles-pape-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Before the kids, Dev and I rented a one-bedroom above a bakery on Roncesvalles for "
            "four years."
        ),
        "second": "We've been in the house on Pape since Maya was a baby.",
        "days_apart": 67,
        "questions": [
            "Where have Dev and I lived?",
            "Where did we live before the kids, and where do we live now?",
        ],
    },
    {
        "id": "grandmas-exercise-en-16",
        "lang": "en",
        "kind": "parallel",
        "first": "My mom still goes skating on the Ramsey Lake trail every winter.",
        "second": "Dev's mum walks three laps of Chinguacousy Park every morning with her friends.",
        "days_apart": 40,
        "questions": [
            "How do the two grandmas keep active?",
            "What exercise do my mom and Dev's mum get?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "ice-storms-en-16",
        "lang": "en",
        "kind": "event",
        "first": "The ice storm in April brought a branch of our maple down onto the CR-V.",
        "second": "Another ice storm this winter, and we were without power for two days.",
        "days_apart": 270,
        "questions": [
            "What have the ice storms done to us?",
            "How many ice storms have hit us, and what happened each time?",
        ],
    },
    {
        "id": "rocket-escapes-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Rocket slipped his collar in Withrow Park and we found him outside the Loblaws.",
        "second": (
            "He got out again, through the back gate this time, and a neighbour caught him on "
            "Logan."
        ),
        "days_apart": 53,
        "questions": [
            "How many times has Rocket got away from us?",
            "How did Rocket escape each time, and where was he found?",
        ],
    },
    {
        "id": "jays-games-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Took Nik to his first Jays game, they beat the Yankees 5-3.",
        "second": "Another Jays game in August, Maya came this time, and they lost 9-2.",
        "days_apart": 62,
        "questions": [
            "How many Blue Jays games have I taken the kids to?",
            "Who came to each Jays game, and how did it go?",
        ],
    },
    {
        "id": "snow-day-closures-en-16",
        "lang": "en",
        "kind": "event",
        "first": "The board called a snow day in February, the kids were thrilled.",
        "second": "A second snow day two weeks later, they built a fort in Withrow Park.",
        "days_apart": 14,
        "questions": [
            "How many snow days have the kids had this winter?",
            "What happened on the snow days?",
        ],
    },
    {
        "id": "epipen-reactions-en-16",
        "lang": "en",
        "kind": "event",
        "first": (
            "Nik reacted to a granola bar, I used the EpiPen and we spent the night at SickKids."
        ),
        "second": (
            "He had another reaction at a birthday party, EpiPen again, Michael Garron this time."
        ),
        "days_apart": 88,
        "questions": [
            "How many times has Nik needed his EpiPen?",
            "What set off Nik's reactions, and which hospital did he go to each time?",
        ],
    },
    {
        "id": "toronto-parking-tags-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Got a $75 parking ticket outside SickKids.",
        "second": "Another parking ticket, $50 this time, outside Maya's dentist.",
        "days_apart": 47,
        "questions": [
            "How many parking tickets have I had?",
            "Where did I get each parking ticket, and for how much?",
        ],
    },
    {
        "id": "wonderland-visits-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Took the kids to Canada's Wonderland in July.",
        "second": "Back at Wonderland for Halloween Haunt, just Dev and Maya this time.",
        "days_apart": 95,
        "questions": [
            "How many times have we been to Wonderland this year?",
            "Who went to Wonderland each time?",
        ],
    },
    {
        "id": "basement-floods-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Our basement flooded in the July storm and we lost boxes of old photos.",
        "second": (
            "It flooded again in the spring thaw, only an inch this time, and we've put in a new "
            "sump pump."
        ),
        "days_apart": 240,
        "questions": [
            "How many times has our basement flooded?",
            "What happened each time the basement flooded?",
        ],
    },
    {
        "id": "swim-ribbons-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Maya won a ribbon at her first swim meet, third in backstroke.",
        "second": "Another meet, another ribbon, second in freestyle this time.",
        "days_apart": 42,
        "questions": [
            "What ribbons has Maya won at swimming?",
            "How did Maya place at each swim meet?",
        ],
    },
    {
        "id": "streetcar-collisions-en-16",
        "lang": "en",
        "kind": "event",
        "first": "A car turning left at Broadview clipped Dev's streetcar, nobody was hurt.",
        "second": (
            "A cyclist rode straight into the side of Dev's streetcar on Dundas last week, he was "
            "fine."
        ),
        "days_apart": 76,
        "questions": [
            "What has hit Dev's streetcar?",
            "How many accidents has Dev had at work, and what happened?",
        ],
    },
    {
        "id": "edgewalk-en-16",
        "lang": "en",
        "kind": "event",
        "first": "I did the CN Tower EdgeWalk for my fortieth.",
        "second": "Did the EdgeWalk a second time, with Kasia for her birthday.",
        "days_apart": 150,
        "questions": [
            "How many times have I done the EdgeWalk?",
            "Who was I with each time I did the EdgeWalk?",
        ],
    },
    {
        "id": "island-ferries-en-16",
        "lang": "en",
        "kind": "event",
        "first": "We took the ferry over to Centre Island for Nik's birthday.",
        "second": (
            "Ferry to the Island again on Canada Day, Ward's Island this time, with a picnic."
        ),
        "days_apart": 24,
        "questions": [
            "How many times have we been over to the Island?",
            "Which part of the Island did we go to each time, and why?",
        ],
    },
    {
        "id": "raccoon-raids-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Raccoons got into our green bin and dragged it halfway down the driveway.",
        "second": "Raccoons got into the garage last night and went through the bird seed.",
        "days_apart": 33,
        "questions": [
            "What trouble have we had with raccoons?",
            "What did the raccoons get into?",
        ],
    },
    {
        "id": "mom-hospital-stays-en-16",
        "lang": "en",
        "kind": "event",
        "first": "Mom was in Health Sciences North in March to have her gallbladder out.",
        "second": "She was back in the hospital in September, pneumonia this time, five days.",
        "days_apart": 185,
        "questions": [
            "How many times has Mom been in hospital this year?",
            "Why was Mom in hospital each time?",
        ],
    },
    {
        "id": "lost-phones-en-16",
        "lang": "en",
        "kind": "event",
        "first": "I left my phone on the 501 streetcar and never saw it again.",
        "second": (
            "Dropped my phone off the dock at the Haliburton cabin, it's at the bottom of the lake."
        ),
        "days_apart": 120,
        "questions": [
            "How have I lost my phones?",
            "How many phones have I lost, and where?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "crane-bbq-stall-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "我在前湾港开桥吊，四班三运转，一干就是十二年。",
        "second": "周末休班我去台东步行街帮表哥看烧烤摊，一晚上给我两百。",
        "days_apart": 48,
        "questions": ["我都在干哪些活？", "我平时和周末分别在哪上班？"],
    },
    {
        "id": "kele-xuebi-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "可乐是只四岁的泰迪，一家人都把它宠上了天。",
        "second": "上个月小满在花鸟市场挑了一只虎皮鹦鹉，起名叫雪碧。",
        "days_apart": 35,
        "questions": ["家里养了哪些宠物？", "可乐和雪碧分别是什么动物？"],
    },
    {
        "id": "cephalosporin-mango-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "我对头孢过敏，打针输液前必须跟医生说。",
        "second": "我一吃芒果嘴唇就肿，去年在三亚吃了一回差点进医院。",
        "days_apart": 57,
        "questions": ["我对哪些东西过敏？", "看病和吃饭时我各要避开什么？"],
    },
    {
        "id": "japanese-english-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "我日语过了N2，上学那会儿在夜校学的。",
        "second": "这两年天天跟外轮上的船员打交道，我的英语口语练得能对付了。",
        "days_apart": 66,
        "questions": ["我会哪些外语？", "我的外语都是怎么学会的？"],
    },
    {
        "id": "beer-bottles-ganhai-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "我收集青岛啤酒的老瓶子，阳台柜子里摆了两百多个。",
        "second": "这两年我迷上了赶海，退大潮的时候就去小麦岛挖蛤蜊。",
        "days_apart": 43,
        "questions": ["我有哪些爱好？", "我业余时间都在收什么、玩什么？"],
    },
    {
        "id": "qdbank-cmb-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "港口发工资走的是青岛银行，卡是入职时统一办的。",
        "second": "媳妇用招商银行的卡给俩孩子存教育金，每月一号自动转一千。",
        "days_apart": 40,
        "questions": ["家里的钱存在哪些银行？", "工资和孩子的教育金分别放在哪家银行？"],
    },
    {
        "id": "pharyngitis-uric-acid-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "我有慢性咽炎，一到冬天就咳个不停。",
        "second": "今年体检查出尿酸高，医生让我少喝啤酒、少吃海鲜，这在青岛可太难了。",
        "days_apart": 61,
        "questions": ["我有哪些慢性毛病？", "我的嗓子和体检各有什么问题？"],
    },
    {
        "id": "xiaoman-painting-swimming-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "小满每周三放学后去学画画，在万达广场楼上的画室。",
        "second": "周六下午她在市体育中心学游泳，报的是暑假延续下来的班。",
        "days_apart": 19,
        "questions": ["小满每周上哪些课？", "小满周三和周六分别去哪、学什么？"],
    },
    {
        "id": "qin-boat-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "我开一辆白色的比亚迪秦PLUS，前年买的。",
        "second": "我跟表哥合买了一条小玻璃钢船，停在沙子口码头，周末出海钓鱼用。",
        "days_apart": 52,
        "questions": ["我名下有哪些车和船？", "我的车和船各是什么、干什么用？"],
    },
    {
        "id": "tencent-migu-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "家里开着腾讯视频的会员，媳妇追剧用。",
        "second": "我买了咪咕视频的年卡，专门看海牛的比赛。",
        "days_apart": 24,
        "questions": ["家里开了哪些视频会员？", "追剧和看球分别用的什么App？"],
    },
    {
        "id": "vocational-correspondence-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "我是青岛港湾职业技术学院毕业的，学的港口机械。",
        "second": "后来在职读了山东科技大学的函授本科，前年拿的毕业证。",
        "days_apart": 74,
        "questions": ["我有哪些学历？", "我在哪些学校读过书、各学的什么？"],
    },
    {
        "id": "hoops-winter-swim-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "每周二晚上我跟工友在港区体育馆打篮球。",
        "second": "周日一大早我去石老人海水浴场冬泳，跟着一帮大爷下海。",
        "days_apart": 30,
        "questions": ["我每周都做哪些运动？", "我周二和周日分别在哪锻炼？"],
    },
    {
        "id": "wife-nurse-cpr-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "媳妇在青大附院急诊科当护士，已经十年了。",
        "second": "她还在医院的志愿者队里给市民教心肺复苏，每个月去社区两回。",
        "days_apart": 38,
        "questions": ["媳妇都在做些什么工作？", "媳妇在医院内外各担着什么事？"],
    },
    {
        "id": "group-cover-million-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "港口给我们一线工人都上了团体意外险。",
        "second": "另外我在支付宝上给自己买了一份百万医疗险，一年三百多。",
        "days_apart": 45,
        "questions": ["我身上有哪些保险？", "单位给的和我自己买的保险分别是什么？"],
    },
    {
        "id": "seafood-cabbage-zh-16",
        "lang": "zh",
        "kind": "addition",
        "first": "海鲜我们都在楼下农贸市场一个荣成老板的摊子上买。",
        "second": "我又在网上找了家胶州大白菜直供，入冬一买就是两百斤。",
        "days_apart": 27,
        "questions": ["家里的菜都从哪买？", "海鲜和大白菜分别在哪买的？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "unicom-dispatch-phones-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我平时用的号码是联通的，后四位3527，亲戚朋友都打这个。",
        "second": "港口调度给配的工作手机尾号3572，上班时间找我打这个。",
        "days_apart": 16,
        "questions": ["我有哪几个手机号？", "尾号3527和3572分别是我的哪个手机？"],
    },
    {
        "id": "zhang-jing-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小满的班主任叫张静，教语文的。",
        "second": "我们楼的网格员叫章婧，社区的通知都是她在群里发。",
        "days_apart": 29,
        "questions": ["张静和章婧分别是谁？", "两个叫zhang jing的人各跟我们家什么关系？"],
    },
    {
        "id": "li-qiang-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们桥吊队的队长叫李强，排班都听他的。",
        "second": "媳妇科里的护士长叫黎蔷，是个特别较真的人。",
        "days_apart": 33,
        "questions": ["李强和黎蔷分别是谁？", "我的队长和媳妇的护士长各叫什么？"],
    },
    {
        "id": "haitao-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "给我们家修热水器的师傅叫孙海涛，电话存在冰箱门上。",
        "second": "嘟嘟幼儿园的体育老师叫宋海涛，孩子们都喜欢他。",
        "days_apart": 41,
        "questions": ["孙海涛和宋海涛分别是干什么的？", "两个叫海涛的人各跟我们家什么关系？"],
    },
    {
        "id": "zhichi-upper-lower-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我左下那颗智齿去年在口腔医院拔了。",
        "second": "右上那颗智齿牙医说不疼就先不动它。",
        "days_apart": 22,
        "questions": ["我的智齿都是什么情况？", "哪颗智齿拔了、哪颗留着？"],
    },
    {
        "id": "november-afternoons-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小满的期中家长会定在11月7号下午三点。",
        "second": "嘟嘟幼儿园的开放日是11月17号，也是下午三点，我得再请一次假。",
        "days_apart": 5,
        "questions": ["十一月两个孩子学校各有什么活动？", "家长会和开放日分别是哪天几点？"],
    },
    {
        "id": "plate-digits-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我那辆秦PLUS的车牌是鲁B·D58316。",
        "second": "媳妇那辆雅迪电动车的牌照号是58361，她骑着上夜班。",
        "days_apart": 13,
        "questions": ["家里车和电动车的牌号各是多少？", "58316和58361分别是哪辆车的？"],
    },
    {
        "id": "door-gate-codes-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家门上密码锁的密码是201508。",
        "second": "胶州老家院门的挂锁密码是201580，小满给定的。",
        "days_apart": 18,
        "questions": ["家门和老家院门的密码各是多少？", "哪个密码开哪把锁？"],
    },
    {
        "id": "heating-car-insurance-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "今年冬天的暖气费交了2436。",
        "second": "秦PLUS续保的车险交了2463，跟暖气费差不多。",
        "days_apart": 21,
        "questions": ["暖气费和车险今年各交了多少？", "2436和2463分别是交的什么钱？"],
    },
    {
        "id": "rongcheng-trains-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "国庆回荣成，去的时候坐G6921，青岛北站上车。",
        "second": "回来坐的是G6912，晚上八点多到青岛北站。",
        "days_apart": 7,
        "questions": ["国庆来回荣成坐的哪两趟车？", "G6921和G6912哪趟是去的、哪趟是回的？"],
    },
    {
        "id": "kele-walks-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "可乐早上七点那一圈是我遛，送完孩子顺路。",
        "second": "晚上那一圈归小满，绕小区走两圈。",
        "days_apart": 10,
        "questions": ["可乐每天谁遛、几点遛？", "可乐早上和晚上分别是谁带出去？"],
    },
    {
        "id": "wardrobe-shelves-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "主卧衣柜上层放的是冬天的厚被子。",
        "second": "衣柜下层放着俩孩子的相册和出生证明。",
        "days_apart": 26,
        "questions": ["主卧衣柜里都放了什么？", "被子和孩子的证件分别放在衣柜哪一层？"],
    },
    {
        "id": "haircut-habit-oneoff-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我每个月在小区门口老王那儿剪一次头，十五块。",
        "second": "上周港口开表彰会，我头一回去台东的造型店做了个头发，花了一百八。",
        "days_apart": 9,
        "questions": ["我都在哪剪过头发？", "我平时在哪剪头、这回表彰会前在哪弄的头发？"],
    },
    {
        "id": "parking-storage-numbers-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家的地下车位是B区106。",
        "second": "储藏室是B区160，就在车位斜对面。",
        "days_apart": 15,
        "questions": ["我们家的车位和储藏室各是几号？", "B区106和B区160分别是什么？"],
    },
    {
        "id": "dudu-probiotic-montelukast-zh-16",
        "lang": "zh",
        "kind": "lookalike",
        "first": "嘟嘟每天早上冲一包益生菌喝。",
        "second": "晚上睡前给他嚼一片孟鲁司特，治过敏性鼻炎的。",
        "days_apart": 12,
        "questions": ["嘟嘟每天吃哪些药？", "嘟嘟早上和晚上各吃什么？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "cabbage-fishing-boat-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在胶州种了一辈子大白菜。",
        "second": "老丈人在荣成开渔船，跑了三十年海。",
        "days_apart": 58,
        "questions": ["两边老爷子都是干什么的？", "我爸和老丈人各靠什么过日子？"],
    },
    {
        "id": "yangge-kelp-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈在胶州秧歌队里扭了十几年，过年还上台演。",
        "second": "丈母娘在荣成的海带加工厂干到退休。",
        "days_apart": 50,
        "questions": ["我妈和丈母娘都是什么情况？", "两边的妈妈各忙过些什么？"],
    },
    {
        "id": "xiaoman-dudu-schools-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "小满在李沧区实验小学上三年级。",
        "second": "嘟嘟上的是小区里的公立幼儿园，今年中班。",
        "days_apart": 44,
        "questions": ["两个孩子都在哪上学？", "小满和嘟嘟分别在哪个学校、几年级？"],
    },
    {
        "id": "xifu-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "媳妇是荣成石岛人，打小在海边长大，游泳比我强多了。",
        "second": "媳妇去年评上了主管护师，工资涨了一档。",
        "days_apart": 39,
        "questions": ["关于我媳妇你都知道什么？", "媳妇是哪里人、工作上有什么进展？"],
    },
    {
        "id": "younger-brother-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我弟在上海张江做程序员。",
        "second": "我弟明年五一结婚，女方是他大学同学，济南人。",
        "days_apart": 46,
        "questions": ["我弟现在是什么情况？", "我弟在哪工作、什么时候结婚？"],
    },
    {
        "id": "clams-dumplings-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我最爱辣炒蛤蜊配一扎原浆，一周不吃就想。",
        "second": "媳妇最爱鲅鱼水饺，一顿能吃二十个。",
        "days_apart": 23,
        "questions": ["我和媳妇各最爱吃什么？", "要请我们俩吃饭分别点什么？"],
    },
    {
        "id": "night-shift-sleep-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我上夜班那几天，白天得睡到下午两点。",
        "second": "媳妇上大夜班的时候，早上八点才到家补觉。",
        "days_apart": 20,
        "questions": ["我和媳妇上夜班时各怎么作息？", "我们俩夜班后分别什么时候睡觉？"],
    },
    {
        "id": "choir-taekwondo-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "小满在学校合唱团唱高声部。",
        "second": "嘟嘟在幼儿园的跆拳道兴趣班考过了黄带。",
        "days_apart": 31,
        "questions": ["两个孩子各参加了什么团或班？", "小满和嘟嘟分别在学什么特长？"],
    },
    {
        "id": "guesthouse-coast-guard-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我姐在胶州少海湖边开了家民宿。",
        "second": "媳妇的哥哥在威海当海警。",
        "days_apart": 55,
        "questions": ["我姐和媳妇她哥都是做什么的？", "两边的兄弟姐妹分别在哪工作？"],
    },
    {
        "id": "mite-cat-allergies-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "嘟嘟对尘螨过敏，床单被罩每周都得烫一遍。",
        "second": "小满对猫毛过敏，上回去同学家看猫，回来眼睛肿成了桃。",
        "days_apart": 36,
        "questions": ["两个孩子各对什么过敏？", "小满和嘟嘟的过敏分别要注意什么？"],
    },
    {
        "id": "tunnel-ebike-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我去港口上班走胶州湾大桥，开车四十分钟。",
        "second": "媳妇骑电动车去医院，十分钟就到。",
        "days_apart": 28,
        "questions": ["我和媳妇怎么上班？", "我们俩上班分别走哪条路、要多久？"],
    },
    {
        "id": "needles-snakes-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我怕打针，抽个血都得把脸扭过去。",
        "second": "媳妇怕蛇，去崂山爬山都要穿高帮鞋。",
        "days_apart": 42,
        "questions": ["我和媳妇各怕什么？", "我们俩分别最怕碰上什么？"],
    },
    {
        "id": "xiaoman-dudu-bedtime-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "小满平时晚上九点睡。",
        "second": "嘟嘟八点就得上床，不然第二天早上叫不起来。",
        "days_apart": 11,
        "questions": ["两个孩子晚上几点睡？", "小满和嘟嘟各几点上床？"],
    },
    {
        "id": "taidong-rental-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "刚结婚那几年，我们在台东租了个一室一厅，楼下就是啤酒屋。",
        "second": "现在我们住在李沧区书院路那边，自己买的房，俩孩子一人一间。",
        "days_apart": 65,
        "questions": ["我们住过哪些地方？", "刚结婚时和现在我们分别住在哪？"],
    },
    {
        "id": "jiaozhou-shidao-zh-16",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸妈一直住在胶州老家的平房里，院子里种着一棵石榴树。",
        "second": "老丈人老两口住在荣成石岛，离渔港走路五分钟。",
        "days_apart": 70,
        "questions": ["两边老人各住在哪？", "我爸妈和老丈人家分别住什么地方？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "taifeng-rack-port-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "八月那场台风把我们阳台外面的晾衣架刮掉了。",
        "second": "又来了一场台风，这回港口停工了两天，船都进不了港。",
        "days_apart": 25,
        "questions": ["今年青岛来了几场台风？", "每场台风各造成了什么影响？"],
    },
    {
        "id": "kele-lost-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "可乐在中山公园走丢过一次，第二天自己跑回了小区门口。",
        "second": "它又跑丢了一回，这回是保安在地下车库里找着的。",
        "days_apart": 60,
        "questions": ["可乐走丢过几次？", "可乐每次走丢是怎么找回来的？"],
    },
    {
        "id": "golden-beach-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "七月带孩子去黄岛金沙滩玩了一天，晒得脱了一层皮。",
        "second": "八月又去了一回金沙滩，这次赶上啤酒节，晚上看了烟花。",
        "days_apart": 30,
        "questions": ["今年夏天去了几次金沙滩？", "每次去金沙滩都玩了什么？"],
    },
    {
        "id": "laoshan-hikes-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "五一爬了一趟崂山，走的北九水那条线。",
        "second": "十一又上了一趟崂山，这回去的是太清宫，带着我爸妈。",
        "days_apart": 153,
        "questions": ["今年我爬了几次崂山？", "每次爬崂山走的哪条线、跟谁去的？"],
    },
    {
        "id": "xiaoman-awards-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "小满在区里的少儿绘画比赛拿了三等奖。",
        "second": "她又得了一次奖，这回是市里的少儿书法展，优秀奖。",
        "days_apart": 90,
        "questions": ["小满拿过哪些奖？", "小满在哪些比赛里得过奖？"],
    },
    {
        "id": "croup-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "嘟嘟半夜喘不上气，送到妇儿医院急诊，说是急性喉炎。",
        "second": "这回又是喉炎，还是半夜犯的，在青大附院住了三天。",
        "days_apart": 104,
        "questions": ["嘟嘟得过几次喉炎？", "嘟嘟每次喉炎是在哪看的、严不严重？"],
    },
    {
        "id": "traffic-cameras-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "我在杭鞍高架上超速被拍了，扣三分罚两百。",
        "second": "又被拍了一次，这回是在香港中路压了实线。",
        "days_apart": 77,
        "questions": ["我被拍过几次违章？", "我每次违章是在哪、因为什么？"],
    },
    {
        "id": "fishing-trips-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "跟表哥开船出海钓了一次鱼，钓了十几条黑头。",
        "second": "又出了一趟海，这回风大，我吐了一路，一条也没钓着。",
        "days_apart": 21,
        "questions": ["我出海钓过几次鱼？", "每次出海钓鱼的收获怎么样？"],
    },
    {
        "id": "water-outages-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "小区停了一次水，说是主管道爆了。",
        "second": "二次供水改造，小区整整停了一天水，我带着俩孩子去港口的职工浴室洗的澡。",
        "days_apart": 49,
        "questions": ["小区停过几次水？", "每次停水是因为什么？"],
    },
    {
        "id": "battery-thefts-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "媳妇电动车的电瓶在楼下被人偷了，花了六百换新的。",
        "second": "媳妇电动车的电瓶在医院车棚被偷了，报了警，监控里拍得清清楚楚。",
        "days_apart": 84,
        "questions": ["媳妇的电瓶被偷过几次？", "每次电瓶是在哪被偷的？"],
    },
    {
        "id": "sea-fogs-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "五月有一天海雾大得看不见马路对面，港口停了半天作业。",
        "second": "六月那场大雾，胶州湾大桥封了一上午，我绕隧道迟到了。",
        "days_apart": 35,
        "questions": ["今年起过几次大海雾？", "每次大雾都耽误了什么？"],
    },
    {
        "id": "cataract-ops-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "我爸在胶州人民医院做了白内障手术，做的左眼。",
        "second": "他又做了一次，这回是右眼，在青岛的眼科医院做的。",
        "days_apart": 95,
        "questions": ["我爸做过几次白内障手术？", "我爸每次手术做的哪只眼、在哪做的？"],
    },
    {
        "id": "japan-trips-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "前年跟媳妇去了一趟大阪，自由行，玩了六天。",
        "second": "今年又去了一次日本，这回带着俩孩子去的北海道。",
        "days_apart": 540,
        "questions": ["我去过几次日本？", "每次去日本去的哪、跟谁去的？"],
    },
    {
        "id": "xiaoman-lost-things-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "小满把水杯落在地铁3号线上了。",
        "second": "她又丢了一回东西，这回是校服外套，落在了游泳馆。",
        "days_apart": 17,
        "questions": ["小满丢过几次东西？", "小满每次丢了什么、落在哪了？"],
    },
    {
        "id": "hainiu-matches-zh-16",
        "lang": "zh",
        "kind": "event",
        "first": "带嘟嘟去看了一场海牛的主场，2比1赢了。",
        "second": "又去看了一场海牛，这回带的是小满，0比2输了。",
        "days_apart": 56,
        "questions": ["我带孩子看过几场海牛的比赛？", "每场海牛比赛带的谁、比分多少？"],
    },
]
