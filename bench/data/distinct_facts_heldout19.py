"""Held-out pairs of look-alike facts that are both true at once, nineteenth set
(`python -m bench.distinct_facts --set heldout19`).

Written blind on 2026-12-06 by a helper session that read no engine code. It read exactly three
things and nothing else: (1) bench/data/distinct_facts_heldout14.py in full, for the format
(module-level names, entry fields with their order and types, the kinds and their counts per
language, two questions a pair, the docstring's style); (2) the pair ids of the other
bench/data/distinct_facts_*.py files, printed by a small Python import of each file that printed
only p["id"] for each entry of its PAIRS (no statement or question of theirs was printed or read),
so that no id and no topic stem here repeats one of theirs; (3) the checker
/work/notes/s23/check_heldout19.py, its source and its output (format as heldout14's, ids and
stems unused elsewhere, lines at most 100 columns, no statement with a difflib ratio above 0.7 to
a statement of heldout14). Nothing under core/, server/, tests/ or clients/ was opened, nor any
bench/*.py script, nor any file named for judges, lexicons, cues, rules, tokenizers, extraction or
merging, and neither the engine nor any benchmark was run. Not to be tuned on; whoever tunes on
it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, as in heldout14. Two
households, each written natively and neither translated from the other. English: the Naidoos,
a South African Indian family in Westville, Durban: the user (a radiographer at Inkosi Albert
Luthuli hospital, Comrades runner), Dean (an electrician with his own business, a Sharks season
ticket holder), Ashwin (Westville Boys') and Tara (Westville Girls'), Ma in Chatsworth, Dean's
mum Saro in Phoenix, Toffee the Jack Russell and Samoosa the kitten; bakkies, lift clubs, medical
aid and gap cover, load-shedding, vervet monkeys, bluebottles, biliary, Purattasi and Kavadi,
bunny chow, mother-in-law masala. Chinese: a family in 绍兴 (镜湖新区): the user (面料跟单
at a 柯桥 export firm), 国良 (a 窗帘布 stall at 轻纺城), 糯米 (初二) and 年糕 (一年级), her
parents in 嵊州 (领带厂, 越剧, 小笼包), his in 诸暨山下湖 (珍珠, 次坞打面), 黄酒 the cat and
茴香 the dog; 黄酒 from 仓桥直街, 霉千张, 酱鸭, 乌篷船, 莲花落, 钱塘江大潮, 宁波港, and the
绍兴话 that says 王 and 黄 alike.

What is hard on purpose, as real users make it hard:
- additions with no "also" / "too" / "as well" / "another" / "也" / "还" / "另外" / "又" in them at
  all (none of the 30 addition pairs has one): "Dean's bakkie for the business is a white Hilux",
  "Tara came back from the SPCA with a grey kitten", "国良给自己买了一份平安的重疾险";
- the same fact about the user and about a relative (penicillin: me and Ashwin; diabetes: me and
  Dean's mum; 青霉素过敏: 我 and 糯米; B型血: 我 and 年糕; 空腹血糖 5.8 and 8.5);
- the same relation about two people (the grandads' work, the grannies' languages and trades, the
  siblings, the godparents, the fasts, the kids' sports, teams, devices and ambitions, 两边老爷子的
  退休生活, 我们俩的铁哥们);
- two facts about one person (Dean, Ma, Tara, Ashwin, 国良, 我妈, 糯米, 年糕);
- a habit and a one-off (Friday bunny chows and this Friday at the Oyster Box; 国良's daily half
  斤 of 加饭酒 and the 一斤半女儿红 at a wedding);
- look-alike values: two doctors (Dr Kamal Reddy and Dr Kamla Reddi, 两个钱医生), two people with
  near-identical names (Sipho Mkhize and Sipho Mkize, Sharon Pillay and Sharon Pillai, 王晓燕 and
  黄晓燕, 沈佳怡 and 沈嘉仪), two vehicles, two banks, two lockers, two remotes, two switches;
- numbers that differ by little, mostly two transposed digits (ND 458-213 and ND 458-231, R4,870
  and R4,780, 21436 and 21463, Road 702 and Road 720, 4826 and 4862, 27 and 72, 12 and 21
  October, 8 and 18 July, 浙D·D37290 and 浙D·37209, 2317 and 2371, 4519 and 4591, 0575 and 0557,
  1928 and 1982, G7368 and G7386, 9月12号 and 9月21号, 八月十八 and 八月初八);
- a word that looks like a change cue in the second statement where nothing changes ("I now
  carry an EpiPen", "we're paying for Netflix now", "I now do locum X-rays", "it's now on Airbnb",
  "it's got the new battery in it", "instead", "国良档口拉布换了一辆金杯面包车", "国良新充了",
  "国良新办的手机号", "现在每天一片阿司匹林", "现在能唱");
- events reported as a repeat, several with no "again" / "又" (a second Comrades medal, "This year
  she won it", "He's broken something else", two typhoons named in turn, "这是今年第二回").
Questions paraphrase rather than repeat the statements' words.

Same format as distinct_facts_heldout14.py: each pair is two things a user tells the assistant,
`days_apart` days apart, that look alike (same frame, same topic, often the same words) but are
both true; a memory system that merges the second into the first, or replaces the first with the
second, has lost information. Every question is about both statements of its pair, so both
answer it and a full answer needs both (none asks about one side alone). No FILLER here: the
bench uses distinct_facts_dev.py's.

kind
  addition   the second adds a value to the first, with no "too" / "also" / "as well" /
             "another" / "也" / "还" / "另外" / "又" word at all ("On Sunday mornings I swim a
             kilometre at the Westville pool", "外婆从嵊州抱来一只小土狗")
  lookalike  same frame, a different object, date, number or slot, both true, often differing
             only in a digit or its order or in one letter or word (ND 458-213 and ND 458-231,
             Reddy and Reddi, the red and the black switch, 0575 and 0557, 王晓燕 and 黄晓燕,
             最上面一层 and 最下面一层), or a habit and a one-off of the same kind
  parallel   the same relation about different people, often in one frame ("My late dad was a
             waiter at the Oyster Box" / "Dean's father worked on the line at the Toyota plant"),
             or a different relation about the same person ("Tara's in Grade 8" / "Tara learns
             Bharatanatyam")
  event      two real occurrences of the same kind of thing, told the way people report a
             repeat ("again", "another", "this time", "a second", "又", "这回", "这次", "第二回"):
             both happened and both must be kept
"""

# ruff: noqa: E501, RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "polo-vivo-hilux-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I drive a silver VW Polo Vivo, it does the lift club to Westville Girls' three "
            "mornings a week."
        ),
        "second": (
            "Dean's bakkie for the business is a white Hilux single-cab with a ladder rack and "
            "NAIDOO ELECTRICAL on the doors."
        ),
        "days_apart": 26,
        "questions": [
            "What vehicles are there in our household?",
            "Who drives which vehicle, and what is each one used for?",
        ],
    },
    {
        "id": "discovery-gapcover-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "The family's on Discovery medical aid, the Classic Saver plan, through my job at the "
            "hospital."
        ),
        "second": (
            "After the shortfall on his hernia op, Dean took out gap cover for all four of us, "
            "R389 a month."
        ),
        "days_apart": 41,
        "questions": [
            "What health cover do we pay for?",
            "If one of us lands in hospital, which policies would pay?",
        ],
    },
    {
        "id": "fnb-capitec-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "My salary is paid into my FNB cheque account.",
        "second": (
            "The lift-club moms pay their petrol money into a Capitec account I opened just for "
            "that."
        ),
        "days_apart": 33,
        "questions": [
            "Where do I bank?",
            "Which account gets my pay, and where does the lift-club money go?",
        ],
    },
    {
        "id": "luthuli-pinetown-locum-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm a radiographer at Inkosi Albert Luthuli hospital, Monday to Friday in the CT unit."
        ),
        "second": (
            "Two Saturday mornings a month I now do locum X-rays at a private practice in Pinetown."
        ),
        "days_apart": 55,
        "questions": [
            "Where do I work?",
            "What work do I do during the week and on Saturdays?",
        ],
    },
    {
        "id": "toffee-samoosa-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Toffee, our Jack Russell, turned seven in March and still chases the hadedas off the "
            "lawn."
        ),
        "second": "Tara came back from the SPCA with a grey kitten she's named Samoosa.",
        "days_apart": 38,
        "questions": [
            "What animals live in our house?",
            "What are our pets called, and what kind of animal is each?",
        ],
    },
    {
        "id": "afrikaans-isizulu-en-19",
        "lang": "en",
        "kind": "addition",
        "first": (
            "My Afrikaans is decent, I took it as first additional language right through school."
        ),
        "second": (
            "I'm doing an isiZulu course on Thursday nights so I can talk to patients in their own "
            "language."
        ),
        "days_apart": 47,
        "questions": [
            "Which languages do I have apart from English?",
            "Which other languages have I learned or am I learning, and how?",
        ],
    },
    {
        "id": "migraine-plantar-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "I've had migraines since varsity, there's always sumatriptan in my handbag.",
        "second": (
            "The podiatrist says my sore heel is plantar fasciitis from all the running, so I'm in "
            "orthotics."
        ),
        "days_apart": 59,
        "questions": [
            "What ongoing health problems do I have?",
            "What's wrong with my head and my foot, and how is each treated?",
        ],
    },
    {
        "id": "sulfa-bee-sting-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "I'm allergic to sulfa drugs, Bactrim once gave me hives from head to toe.",
        "second": "A bee sting in Ma's garden made my throat swell up, so I now carry an EpiPen.",
        "days_apart": 64,
        "questions": [
            "What am I allergic to?",
            "Which reactions do I have to watch out for, and what set them off?",
        ],
    },
    {
        "id": "westville-umdloti-flat-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "We own our house on Jan Hofmeyr Road in Westville, the bond's paid off in 2031.",
        "second": (
            "Dean and his brother Kevin bought a two-bed flat in Umdloti between them, and it's "
            "now on Airbnb over December."
        ),
        "days_apart": 71,
        "questions": [
            "What property do we own?",
            "Where are the places we own or part-own, and what is each one used for?",
        ],
    },
    {
        "id": "action-netball-swim-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "Wednesday nights I play action netball with the girls from radiology.",
        "second": (
            "On Sunday mornings I swim a kilometre at the Westville pool before anyone else is "
            "awake."
        ),
        "days_apart": 29,
        "questions": [
            "What exercise do I get each week?",
            "Which sports do I do, and on which days?",
        ],
    },
    {
        "id": "dstv-netflix-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "We pay for DStv Compact, mostly so Dean can watch the Sharks.",
        "second": "Ashwin wore us down and we're paying for Netflix now, the R199 plan.",
        "days_apart": 22,
        "questions": [
            "Which TV subscriptions do we have?",
            "What do we pay for to watch sport and series at home?",
        ],
    },
    {
        "id": "dean-cricket-temple-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "Dean coaches the under-13 cricket side at Westville Boys' on Tuesday afternoons.",
        "second": (
            "He's on the committee at the Umgeni Road temple and runs the sound system for Kavadi."
        ),
        "days_apart": 44,
        "questions": [
            "What does Dean do outside his work?",
            "Which roles has Dean taken on at the school and at the temple?",
        ],
    },
    {
        "id": "checkers-victoria-market-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "The big monthly shop is at Checkers in the Westville Pavilion.",
        "second": (
            "Our spices come from a stall in the Victoria Street Market, Ma will only use their "
            "mother-in-law masala."
        ),
        "days_apart": 35,
        "questions": [
            "Where do we buy our groceries?",
            "Where does the month-end shop happen, and where do we get our spices?",
        ],
    },
    {
        "id": "dut-mammography-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "I qualified in diagnostic radiography at DUT in 2003.",
        "second": (
            "Last year I finished a postgraduate certificate in mammography, studying part-time at "
            "night."
        ),
        "days_apart": 68,
        "questions": [
            "What qualifications have I got?",
            "What have I studied, and when did I finish each?",
        ],
    },
    {
        "id": "tfsa-retirement-annuity-en-19",
        "lang": "en",
        "kind": "addition",
        "first": "I put R2,000 a month into a tax-free savings account on EasyEquities.",
        "second": "Dean's had a retirement annuity with Old Mutual since he went out on his own.",
        "days_apart": 50,
        "questions": [
            "What are we saving or investing in?",
            "Where do Dean and I each put money away for later?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "home-affairs-slots-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Ashwin's passport appointment is 8 July at 9:15, at the Home Affairs office in town."
        ),
        "second": "Tara's is 18 July, at 9:15 as well, but at the Pinetown office.",
        "days_apart": 7,
        "questions": [
            "When are the kids' passport appointments?",
            "Which Home Affairs office and date is each child booked for?",
        ],
    },
    {
        "id": "nd-458-plates-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "My Polo Vivo has the number plate ND 458-213, the licence disc is due in May.",
        "second": "Dean's bakkie is ND 458-231, so look twice at the plate on any traffic fine.",
        "days_apart": 16,
        "questions": [
            "What are the number plates on the Polo and the bakkie?",
            "Which registration belongs to which of our vehicles?",
        ],
    },
    {
        "id": "reddy-reddi-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr Kamal Reddy is our family GP at the Westville medical centre.",
        "second": "Dr Kamla Reddi is Tara's orthodontist on Musgrave Road, no relation to him.",
        "days_apart": 30,
        "questions": [
            "Who are Dr Reddy and Dr Reddi?",
            "What does each of the two doctors with nearly the same name do for us?",
        ],
    },
    {
        "id": "mkhize-mkize-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Sipho Mkhize is the apprentice Dean took on in January.",
        "second": "Sipho Mkize teaches Ashwin maths at Westville Boys'.",
        "days_apart": 39,
        "questions": [
            "Who are Sipho Mkhize and Sipho Mkize?",
            "How do we know the two Siphos?",
        ],
    },
    {
        "id": "pillay-pillai-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Sharon Pillay does my hair at her salon in Reservoir Hills.",
        "second": (
            "Sharon Pillai is the deputy principal at Westville Girls', she signs Tara's detention "
            "slips."
        ),
        "days_apart": 27,
        "questions": [
            "Who are Sharon Pillay and Sharon Pillai?",
            "Which Sharon is which, and how is each one part of our lives?",
        ],
    },
    {
        "id": "gate-garage-remotes-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "The blue remote on my keyring opens the front gate.",
        "second": "The black one opens the garage, it's got the new battery in it.",
        "days_apart": 12,
        "questions": [
            "What do the remotes on my keyring open?",
            "Which remote is for the gate and which for the garage?",
        ],
    },
    {
        "id": "db-board-switches-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "On the DB board, the red switch is the geyser.",
        "second": (
            "The black switch next to it is the pool pump, so don't flip that one off by mistake."
        ),
        "days_apart": 18,
        "questions": [
            "What do the switches on our DB board control?",
            "Which switch works the geyser and which the pool pump?",
        ],
    },
    {
        "id": "westville-fees-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Ashwin's school fees at Westville Boys' are R4,870 a month.",
        "second": (
            "Tara's at Westville Girls' come to R4,780 a month, paid by debit order on the 1st."
        ),
        "days_apart": 21,
        "questions": [
            "How much are the kids' school fees?",
            "What does each school charge us per month?",
        ],
    },
    {
        "id": "comrades-bibs-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "My Comrades race number this year is 21436.",
        "second": "Dean's number is 21463, he starts in the pen behind me.",
        "days_apart": 4,
        "questions": [
            "What are Dean's and my Comrades numbers?",
            "Which race number is mine and which is Dean's?",
        ],
    },
    {
        "id": "road-702-720-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Ma lives at 14 Road 702 in Chatsworth.",
        "second": "Her sister, Aunty Pushpa, is at 41 Road 720, a ten-minute walk away.",
        "days_apart": 34,
        "questions": [
            "Where do Ma and Aunty Pushpa live?",
            "What are the addresses of my mother and her sister?",
        ],
    },
    {
        "id": "friday-bunny-chow-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Friday nights we get quarter mutton bunnies from the takeaway on Umgeni Road.",
        "second": "This Friday we took Ma to the Oyster Box for her seventy-fifth instead.",
        "days_apart": 9,
        "questions": [
            "What do we do for supper on a Friday?",
            "Where did we eat this Friday, and where does our Friday food normally come from?",
        ],
    },
    {
        "id": "alarm-complex-codes-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our house alarm code is 4826.",
        "second": "The gate code at Dean's mum's complex in Phoenix is 4862.",
        "days_apart": 15,
        "questions": [
            "What are our alarm code and the code at Dean's mum's complex?",
            "Which four-digit code is for which place?",
        ],
    },
    {
        "id": "october-anniversaries-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dean and I got married on 12 October 2005.",
        "second": (
            "His parents' anniversary is 21 October, it's their fiftieth, so there's a big do at "
            "the hall in Phoenix."
        ),
        "days_apart": 40,
        "questions": [
            "Which wedding anniversaries fall in October?",
            "When are our anniversary and Dean's parents'?",
        ],
    },
    {
        "id": "radiology-gym-lockers-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "My locker in the radiology change room is number 27.",
        "second": "At the gym I always take locker 72, the one by the showers.",
        "days_apart": 24,
        "questions": [
            "What are my locker numbers?",
            "Which locker do I use at work and which at the gym?",
        ],
    },
    {
        "id": "ma-specialists-en-19",
        "lang": "en",
        "kind": "lookalike",
        "first": "Ma's cardiologist is Dr Moodley at St Augustine's.",
        "second": (
            "For her glaucoma she sees an eye specialist at Entabeni, the drops go in at night."
        ),
        "days_apart": 46,
        "questions": [
            "Which specialists does Ma see?",
            "Where does Ma go for her heart and for her eyes?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "penicillin-kavs-ashwin-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "I can't take penicillin, it makes my lips swell up.",
        "second": (
            "Ashwin's allergic to penicillin, we found out when he had tonsillitis in Grade 3."
        ),
        "days_apart": 52,
        "questions": [
            "Who in the family reacts to penicillin?",
            "Which of us mustn't be given penicillin?",
        ],
    },
    {
        "id": "oyster-box-toyota-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "My late dad was a waiter at the Oyster Box in Umhlanga for thirty years.",
        "second": (
            "Dean's father worked on the line at the Toyota plant in Prospecton until he retired."
        ),
        "days_apart": 61,
        "questions": [
            "What did the kids' grandfathers do for work?",
            "Where did my father and Dean's father earn their living?",
        ],
    },
    {
        "id": "pharmacist-chef-siblings-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "My sister Nalini is a pharmacist at a Clicks in Pietermaritzburg.",
        "second": "Dean's brother Kevin is a chef at a curry house on Florida Road.",
        "days_apart": 43,
        "questions": [
            "What do Nalini and Kevin do?",
            "What work do our siblings do, and where?",
        ],
    },
    {
        "id": "hockey-breaststroke-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Ashwin plays first-team hockey for Westville Boys'.",
        "second": "Tara swims breaststroke for Westville Girls', training at six in the morning.",
        "days_apart": 25,
        "questions": [
            "What sport do the kids do?",
            "Which sport does each child do for their school?",
        ],
    },
    {
        "id": "dean-sparky-sharks-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Dean's an electrician with his own small business, mostly solar and inverter installs."
        ),
        "second": (
            "Dean's had a season ticket at Kings Park since matric and hasn't missed a Sharks home "
            "game in years."
        ),
        "days_apart": 48,
        "questions": [
            "What do you know about Dean?",
            "What does Dean do for a living, and what is he passionate about?",
        ],
    },
    {
        "id": "ma-pickle-valiant-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Ma's seventy-five and still makes her own mango pickle every December.",
        "second": "She keeps Dad's old Chrysler Valiant in the garage and starts it every Sunday.",
        "days_apart": 57,
        "questions": [
            "What's Ma like?",
            "What do you know about my mother?",
        ],
    },
    {
        "id": "tamil-telugu-grannies-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Ma speaks Tamil at home, the kids only understand half of it.",
        "second": "Dean's mum grew up speaking Telugu and still prays in it.",
        "days_apart": 37,
        "questions": [
            "What languages do the two grannies speak?",
            "Which Indian language did my mother and Dean's mother each grow up with?",
        ],
    },
    {
        "id": "kids-ambitions-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Ashwin wants to study actuarial science at UCT.",
        "second": "Tara has decided she's going to be a vet and has her eye on Onderstepoort.",
        "days_apart": 28,
        "questions": [
            "What do the kids want to do after school?",
            "What career is each child aiming for?",
        ],
    },
    {
        "id": "early-late-sleepers-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm up at half four most days to get my training run in before work.",
        "second": (
            "Dean's a night owl, he's never asleep before midnight, doing quotes on his laptop."
        ),
        "days_apart": 31,
        "questions": [
            "What are Dean's and my sleeping hours like?",
            "Which of us is the early riser and which stays up late?",
        ],
    },
    {
        "id": "diabetes-mine-saro-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm type 2 diabetic, on metformin with breakfast and supper.",
        "second": "Dean's mum Saro is diabetic, on insulin injections twice a day.",
        "days_apart": 62,
        "questions": [
            "Who in the family has diabetes?",
            "What does each of the two diabetics in the family take for it?",
        ],
    },
    {
        "id": "tara-ashwin-godparents-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Nalini is Tara's godmother.",
        "second": "Kevin is Ashwin's godfather, he still gives him R500 every birthday.",
        "days_apart": 20,
        "questions": [
            "Who are the kids' godparents?",
            "Which godparent belongs to which child?",
        ],
    },
    {
        "id": "purattasi-kavadi-fasts-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "I fast for Purattasi, so from mid-September it's vegetarian food for a month in our "
            "house."
        ),
        "second": "Dean gives up meat for the ten days before the Thai Poosam Kavadi.",
        "days_apart": 53,
        "questions": [
            "When do Dean and I fast?",
            "Which religious fasts does each of us keep?",
        ],
    },
    {
        "id": "liverpool-chiefs-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Ashwin's a Liverpool supporter, his whole room is red.",
        "second": "Tara supports Kaizer Chiefs, mainly to wind her brother up.",
        "days_apart": 19,
        "questions": [
            "Which football teams do the kids support?",
            "Who does each child follow in football?",
        ],
    },
    {
        "id": "tara-grade8-dance-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Tara's in Grade 8 at Westville Girls'.",
        "second": (
            "Tara learns Bharatanatyam at a dance school in Reservoir Hills, her arangetram is "
            "next year."
        ),
        "days_apart": 45,
        "questions": [
            "What do you know about Tara?",
            "Where is Tara at school, and what dance does she do?",
        ],
    },
    {
        "id": "ashwin-learners-spur-en-19",
        "lang": "en",
        "kind": "parallel",
        "first": "Ashwin got his learner's licence in June, first try.",
        "second": "Ashwin works Saturdays as a waiter at the Spur in the Pavilion.",
        "days_apart": 33,
        "questions": [
            "What do you know about Ashwin?",
            "What has Ashwin got going on outside school?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "boundary-wall-floods-en-19",
        "lang": "en",
        "kind": "event",
        "first": "The April floods took our boundary wall down, bricks all over Jan Hofmeyr Road.",
        "second": (
            "Another flood in June, and the rebuilt wall came down a second time, half of it "
            "anyway."
        ),
        "days_apart": 63,
        "questions": [
            "How many times have floods damaged our wall?",
            "What did each flood do to the boundary wall?",
        ],
    },
    {
        "id": "vervet-raids-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "A vervet monkey came in through the kitchen window and stole a whole loaf of bread."
        ),
        "second": (
            "The monkeys got in again, they ran off with Tara's lunchbox from the stoep this time."
        ),
        "days_apart": 26,
        "questions": [
            "How many times have monkeys raided the house?",
            "What did the monkeys take each time?",
        ],
    },
    {
        "id": "bluebottle-stings-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Tara was stung by a bluebottle at Umhlanga on New Year's Day.",
        "second": (
            "Stung again at North Beach in March, on the leg this time, she screamed the place "
            "down."
        ),
        "days_apart": 75,
        "questions": [
            "How many times has Tara been stung by bluebottles?",
            "Where and when did the bluebottles get Tara?",
        ],
    },
    {
        "id": "comrades-finishes-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Finished my first Comrades, the down run, in 11:42.",
        "second": "Got my second Comrades medal this year, the up run, in 11:58.",
        "days_apart": 365,
        "questions": [
            "How many Comrades have I finished?",
            "What were my times, and which direction was each run?",
        ],
    },
    {
        "id": "smash-and-grab-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "Someone smashed the Polo's passenger window at the robot at the N3 off-ramp and "
            "grabbed my handbag."
        ),
        "second": (
            "The Polo got smashed again, in the Pavilion parking, and Dean's laptop bag was taken "
            "this time."
        ),
        "days_apart": 88,
        "questions": [
            "How many times has the Polo been broken into?",
            "What was taken each time someone smashed a window?",
        ],
    },
    {
        "id": "westville-water-cuts-en-19",
        "lang": "en",
        "kind": "event",
        "first": "The water was off in Westville for four days in May, we showered at the gym.",
        "second": "Off again in August for six days, this time we were filling buckets at Ma's.",
        "days_apart": 92,
        "questions": [
            "How many water outages have we had?",
            "How long was each water cut, and how did we cope?",
        ],
    },
    {
        "id": "kings-park-games-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Took Ashwin to see the Sharks beat the Bulls at Kings Park.",
        "second": (
            "Went back to Kings Park with Tara this time, and we watched them lose to Leinster."
        ),
        "days_apart": 49,
        "questions": [
            "How many Sharks games have I been to?",
            "Who came with me to each game, and how did it go?",
        ],
    },
    {
        "id": "tick-bite-fever-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Dean got tick bite fever after a hike in the Drakensberg, a week on doxycycline.",
        "second": (
            "He had tick bite fever again after fishing in the Midlands, caught early this time."
        ),
        "days_apart": 140,
        "questions": [
            "How many times has Dean had tick bite fever?",
            "Where did Dean pick it up each time?",
        ],
    },
    {
        "id": "mamba-bush-snake-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "There was a green mamba in our mango tree, the snake catcher came and took it away."
        ),
        "second": "Another snake, a spotted bush snake this time, curled up in the garage.",
        "days_apart": 67,
        "questions": [
            "How many snakes have turned up at our house?",
            "Which snakes have we found, and where?",
        ],
    },
    {
        "id": "toffee-biliary-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Toffee got biliary from a tick, two nights on a drip at the Westville vet.",
        "second": (
            "Biliary again for Toffee, we caught it early this time so it was just injections."
        ),
        "days_apart": 104,
        "questions": [
            "How many times has Toffee had biliary?",
            "How sick was Toffee each time he had tick fever?",
        ],
    },
    {
        "id": "ashwin-breaks-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Ashwin broke his wrist at hockey practice.",
        "second": "He's broken something else, his collarbone, falling off a surfboard at Ballito.",
        "days_apart": 130,
        "questions": [
            "How many bones has Ashwin broken?",
            "How did Ashwin get each of his fractures?",
        ],
    },
    {
        "id": "m13-potholes-en-19",
        "lang": "en",
        "kind": "event",
        "first": "I hit a pothole on the M13 and burst the Polo's front left tyre.",
        "second": "Another pothole, on Umgeni Road, and this time it bent the rim.",
        "days_apart": 58,
        "questions": [
            "How many times have potholes damaged the Polo?",
            "Where did I hit potholes, and what did each one do?",
        ],
    },
    {
        "id": "surge-damage-en-19",
        "lang": "en",
        "kind": "event",
        "first": (
            "A power surge when the electricity came back after load-shedding blew our fridge."
        ),
        "second": (
            "Another surge after load-shedding, and it was the gate motor that went this time."
        ),
        "days_apart": 77,
        "questions": [
            "What has been damaged by power surges?",
            "How many appliances have we lost to surges, and which?",
        ],
    },
    {
        "id": "rk-khan-admissions-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Ma was admitted to RK Khan Hospital with pneumonia in May.",
        "second": "She was back in RK Khan in August with a chest infection, five days this time.",
        "days_apart": 95,
        "questions": [
            "How many times has Ma been admitted to hospital?",
            "Why was Ma in RK Khan each time?",
        ],
    },
    {
        "id": "tara-gala-medals-en-19",
        "lang": "en",
        "kind": "event",
        "first": "Tara came second in the 100m breaststroke at the KZN schools gala.",
        "second": "This year she won it, gold in the same event at the same gala.",
        "days_apart": 365,
        "questions": [
            "What medals has Tara won at the provincial schools gala?",
            "How did Tara place each year in the breaststroke?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "haitun-jinbei-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我上下班开一辆白色的比亚迪海豚，一个月电费不到一百块。",
        "second": "国良档口拉布换了一辆金杯面包车，后排座椅都拆掉了。",
        "days_apart": 31,
        "questions": ["家里有哪几辆车？", "我和国良各开什么车、派什么用场？"],
    },
    {
        "id": "shaoxing-ruifeng-bank-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我的工资打在绍兴银行的卡上。",
        "second": "档口收款用的是国良在瑞丰银行开的对公账户。",
        "days_apart": 42,
        "questions": ["家里在哪几家银行有账户？", "我的工资和档口的货款分别进哪家银行？"],
    },
    {
        "id": "gendan-minsu-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我在柯桥一家外贸公司做面料跟单，主要跟中东的客户。",
        "second": "周末我在安昌古镇帮朋友的民宿看前台，按天结工资。",
        "days_apart": 54,
        "questions": ["我在做哪些工作？", "我工作日和周末各在忙什么？"],
    },
    {
        "id": "huangjiu-huixiang-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "家里养了一只橘猫，叫黄酒，胖得跳不上沙发。",
        "second": "外婆从嵊州抱来一只小土狗，年糕给它起名叫茴香。",
        "days_apart": 36,
        "questions": ["家里养了哪些小动物？", "黄酒和茴香分别是什么动物？"],
    },
    {
        "id": "urticaria-breast-nodule-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我有慢性荨麻疹，每晚睡前吃一片氯雷他定。",
        "second": "体检查出乳腺结节，医生让我每半年去二院复查一次B超。",
        "days_apart": 60,
        "questions": ["我身体有哪些毛病？", "我平时要吃什么药、定期查什么？"],
    },
    {
        "id": "wuxian-zhongji-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "公司给我交了五险一金，医保是绍兴市区的。",
        "second": "国良给自己买了一份平安的重疾险，一年交八千多。",
        "days_apart": 45,
        "questions": ["我们家都有哪些保险？", "我和国良生了大病分别靠什么报销或理赔？"],
    },
    {
        "id": "jinghu-lanting-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "吃完晚饭我一般去镜湖边上快走一个小时。",
        "second": "每周六上午我去兰亭那边的书法班练毛笔字。",
        "days_apart": 27,
        "questions": ["我平时有哪些锻炼和爱好？", "我晚上和周六上午各去哪、做什么？"],
    },
    {
        "id": "jinghu-shanxiahu-house-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "家就在镜湖新区，电梯房十一楼，三室一厅。",
        "second": "诸暨山下湖那栋三层小楼挂在国良名下，就在公公的珍珠塘边上。",
        "days_apart": 66,
        "questions": ["我们名下有几处房子？", "我们在绍兴和诸暨各有什么房子？"],
    },
    {
        "id": "iqiyi-tencent-sports-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "家里开着爱奇艺会员，主要是糯米在追剧。",
        "second": "国良新充了腾讯视频的体育会员，广厦的比赛一场不落。",
        "days_apart": 23,
        "questions": ["家里开了哪些视频会员？", "追剧和看球分别用的是哪个平台？"],
    },
    {
        "id": "coriander-meicai-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我不吃香菜，闻到那个味就反胃。",
        "second": "霉千张、霉苋菜梗这些我一口都不碰，在绍兴人里算少见的。",
        "days_apart": 39,
        "questions": ["我有哪些东西不吃？", "请我吃饭哪些菜别点？"],
    },
    {
        "id": "guoliang-stall-yeweihui-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "国良在轻纺城北市场开了个档口，专卖窗帘布。",
        "second": "国良是我们小区业委会的委员，加装电梯的事都是他在跑。",
        "days_apart": 50,
        "questions": ["国良手上都有哪些事？", "国良在轻纺城和小区里分别是什么身份？"],
    },
    {
        "id": "caichang-sanzhuang-huangjiu-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "平时买菜去城南菜场，离家走路五分钟。",
        "second": "黄酒我们只在仓桥直街一家老酒铺打散装的，十几块一斤。",
        "days_apart": 30,
        "questions": ["家里的菜和酒都在哪买？", "我们买菜和打黄酒分别去哪？"],
    },
    {
        "id": "wenli-bec-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "我是绍兴文理学院英语专业毕业的。",
        "second": "去年我考下了BEC高级证书，公司奖励了两千块。",
        "days_apart": 70,
        "questions": ["我有什么学历和证书？", "我在哪读的大学、工作以后考了什么？"],
    },
    {
        "id": "yuebao-cd-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "每个月工资一到账，我就往余额宝转两千。",
        "second": "国良拿五万块买了绍兴银行的三年期大额存单。",
        "days_apart": 48,
        "questions": ["家里的钱都存在哪？", "我和国良各把钱放在什么理财上？"],
    },
    {
        "id": "nuomi-violin-swim-zh-19",
        "lang": "zh",
        "kind": "addition",
        "first": "糯米每周六下午在少年宫学小提琴。",
        "second": "周日上午她去体育场的游泳馆练游泳，教练说她蛙泳有天分。",
        "days_apart": 25,
        "questions": ["糯米周末都上哪些课？", "糯米周六和周日各学什么？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "zhed-plates-3729-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我的海豚挂的是绿牌，浙D·D37290。",
        "second": "国良那辆金杯是蓝牌浙D·37209，交罚单时老有人弄混。",
        "days_apart": 14,
        "questions": ["家里两辆车的车牌号各是多少？", "哪个车牌是海豚的、哪个是金杯的？"],
    },
    {
        "id": "wang-huang-xiaoyan-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "年糕的班主任叫王晓燕，教语文的。",
        "second": "档口隔壁卖纱线的老板娘叫黄晓燕，绍兴话念出来跟王老师一模一样。",
        "days_apart": 33,
        "questions": ["王晓燕和黄晓燕分别是谁？", "两个听起来同名的晓燕各跟我们家什么关系？"],
    },
    {
        "id": "shen-jiayi-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们公司对接迪拜客户的业务员叫沈佳怡。",
        "second": "糯米的同桌叫沈嘉仪，两个人天天一起骑车回家。",
        "days_apart": 41,
        "questions": ["沈佳怡和沈嘉仪分别是谁？", "叫shen jia yi的两个人各跟我们家什么关系？"],
    },
    {
        "id": "qian-doctors-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我的乳腺结节一直是二院的钱医生在看。",
        "second": "我妈的膝盖是嵊州人民医院的钱医生看的，跟二院那个不是一个人。",
        "days_apart": 38,
        "questions": ["两个钱医生各是谁的医生？", "我和我妈分别在哪家医院找哪位医生看病？"],
    },
    {
        "id": "stall-warehouse-2317-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "国良的档口在北市场二楼，2317号。",
        "second": "放货的仓库是同一层的2371号，在走廊尽头。",
        "days_apart": 11,
        "questions": ["国良的档口和仓库各是几号？", "2317和2371分别是什么地方？"],
    },
    {
        "id": "parent-evenings-seven-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "糯米学校的家长会定在9月12号晚上七点。",
        "second": "年糕那边的家长会是9月21号，同样是晚上七点，国良去开。",
        "days_apart": 5,
        "questions": ["两个孩子的家长会都在什么时候？", "糯米和年糕的家长会各在哪天几点？"],
    },
    {
        "id": "freezer-ducks-dumplings-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "冰箱冷冻室最上面一层是婆婆腌的酱鸭。",
        "second": "最下面一层放的是我妈包的嵊州小笼包，一袋三十个。",
        "days_apart": 19,
        "questions": ["冷冻室里都放了些什么？", "酱鸭和小笼包分别放在冷冻室哪一层？"],
    },
    {
        "id": "hushao-4519-4591-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "档口的电费户号尾号是4519。",
        "second": "家里的电费户号尾号4591，在网上国网App上交。",
        "days_apart": 22,
        "questions": ["档口和家里的电费户号尾号各是多少？", "4519和4591分别是哪的电费户号？"],
    },
    {
        "id": "weihao-0575-0557-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我的手机尾号是0575，跟绍兴的区号一样，好记。",
        "second": "国良新办的手机号尾号是0557，他的客户老是打错到我这儿来。",
        "days_apart": 17,
        "questions": ["我和国良的手机尾号各是多少？", "0575和0557分别是谁的号码？"],
    },
    {
        "id": "zhiwensuo-1928-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小区单元门的密码是1928。",
        "second": "家里指纹锁的备用密码是1982，指纹刷不开就按这个。",
        "days_apart": 13,
        "questions": ["单元门和家门的密码各是多少？", "1928和1982分别开哪道门？"],
    },
    {
        "id": "guoliang-jiafan-nuerhong-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "国良每天晚饭都要喝半斤加饭酒，雷打不动。",
        "second": "上周六吃喜酒，他一个人喝掉了一斤半女儿红，第二天到中午才起床。",
        "days_apart": 8,
        "questions": ["国良能喝多少酒？", "国良平常每天喝什么酒、喝多少，吃喜酒那天喝了多少？"],
    },
    {
        "id": "hongqiao-g73-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "下周二去上海见客户，绍兴北到虹桥坐G7368。",
        "second": "当天晚上回来坐G7386，八点多到绍兴北。",
        "days_apart": 3,
        "questions": ["我去上海来回各坐哪趟高铁？", "G7368和G7386哪趟是去、哪趟是回？"],
    },
    {
        "id": "xuetang-58-85-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我体检空腹血糖5.8，医生说偏高一点。",
        "second": "国良的空腹血糖是8.5，已经算糖尿病了，要去内分泌科。",
        "days_apart": 20,
        "questions": ["我和国良的空腹血糖各是多少？", "5.8和8.5分别是谁的血糖？"],
    },
    {
        "id": "dangkou-cangku-keys-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "档口卷帘门的钥匙是那把铜色的。",
        "second": "仓库的钥匙是银色的，上面套着个红圈。",
        "days_apart": 10,
        "questions": ["档口和仓库的钥匙怎么区分？", "哪把钥匙开档口、哪把开仓库？"],
    },
    {
        "id": "bayue-shengri-zh-19",
        "lang": "zh",
        "kind": "lookalike",
        "first": "公公生日是农历八月十八，跟钱塘江观潮同一天。",
        "second": "婆婆生日是农历八月初八，比公公早十天。",
        "days_apart": 29,
        "questions": ["公公婆婆的生日各是哪天？", "农历八月里家里有哪两个人过生日？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "qingmeisu-mother-daughter-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我对青霉素过敏，做皮试都会起一大片红疹。",
        "second": "糯米对青霉素过敏，是她三岁打针时发现的。",
        "days_apart": 47,
        "questions": ["家里谁对青霉素过敏？", "哪些人不能用青霉素？"],
    },
    {
        "id": "lingdai-zhenzhu-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在嵊州的领带厂修了三十年织机。",
        "second": "公公在山下湖养了一辈子淡水珍珠。",
        "days_apart": 58,
        "questions": ["孩子的外公和爷爷分别靠什么营生？", "我爸和公公这辈子都做什么活？"],
    },
    {
        "id": "yueju-damian-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈年轻时在嵊州越剧团唱小生。",
        "second": "婆婆在诸暨老家做了几十年次坞打面。",
        "days_apart": 44,
        "questions": ["我妈和婆婆以前都做什么？", "两位老太太年轻时各有什么本事？"],
    },
    {
        "id": "lingchang-tiaosheng-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "糯米是学校合唱队的领唱。",
        "second": "年糕进了学校跳绳队，一分钟能跳一百六十个。",
        "days_apart": 26,
        "questions": ["两个孩子在学校各进了什么队？", "糯米和年糕在学校各有什么特长？"],
    },
    {
        "id": "guoliang-army-finger-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "国良年轻时在舟山当过五年海军。",
        "second": "国良左手小拇指少了一截，是退伍后在织布厂被机器轧掉的。",
        "days_apart": 52,
        "questions": ["关于国良你知道些什么？", "国良年轻时经历过哪些事？"],
    },
    {
        "id": "mama-yanxi-stent-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈今年六十八，每天早上在剡溪边上打太极。",
        "second": "我妈前年装了心脏支架，现在每天一片阿司匹林。",
        "days_apart": 61,
        "questions": ["我妈现在身体和生活怎么样？", "关于我妈你都记得什么？"],
    },
    {
        "id": "binjiang-datang-siblings-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我弟在杭州滨江的网易做程序员。",
        "second": "国良的姐姐在诸暨大唐开了个袜子厂。",
        "days_apart": 40,
        "questions": ["我弟和国良的姐姐各做什么？", "我们俩的兄弟姐妹在哪、做什么行当？"],
    },
    {
        "id": "jinshi-laohua-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我戴近视眼镜，三百五十度。",
        "second": "国良是老花，看账本得戴两百度的老花镜。",
        "days_apart": 34,
        "questions": ["我和国良的眼睛各是什么情况？", "我们俩戴的眼镜有什么不同？"],
    },
    {
        "id": "iphone-xiaotiancai-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "糯米用的是我换下来的iPhone 12，只有周末能玩。",
        "second": "年糕戴的是小天才电话手表，放学了用它给我打电话。",
        "days_apart": 21,
        "questions": ["两个孩子用的都是什么设备？", "糯米和年糕分别用什么跟家里联系？"],
    },
    {
        "id": "b-xing-xue-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是B型血，献过三次血。",
        "second": "年糕是B型血，上次住院抽血验出来的。",
        "days_apart": 55,
        "questions": ["家里谁是B型血？", "我和年糕的血型是多少、怎么知道的？"],
    },
    {
        "id": "chuzhong-zheda-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "国良只读到初中，十六岁就去柯桥跟人学卖布。",
        "second": "我弟是浙大计算机专业的研究生。",
        "days_apart": 59,
        "questions": ["国良和我弟读书读到什么程度？", "我老公和我弟各是什么学历？"],
    },
    {
        "id": "lianhualuo-baitahu-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸每天下午去茶馆听绍兴莲花落。",
        "second": "公公天天一早去白塔湖边钓鱼，钓到的鱼都送人。",
        "days_apart": 37,
        "questions": ["两边老爷子退休后都喜欢干什么？", "我爸和公公平时怎么打发时间？"],
    },
    {
        "id": "nuomi-yingyu-yueju-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "糯米读初二，英语在班里数一数二。",
        "second": "糯米跟着外婆学越剧，现在能唱《梁祝》里祝英台的整段。",
        "days_apart": 43,
        "questions": ["关于糯米你知道些什么？", "糯米读书和课外各有什么长处？"],
    },
    {
        "id": "niangao-yinianji-erduo-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "年糕今年上一年级，坐在第一排。",
        "second": "年糕左耳听力有点弱，医生说是小时候中耳炎留下的。",
        "days_apart": 32,
        "questions": ["年糕现在是什么情况？", "关于年糕的上学和身体你记得什么？"],
    },
    {
        "id": "xiaomin-laojiang-zh-19",
        "lang": "zh",
        "kind": "parallel",
        "first": "我最好的朋友是大学室友小敏，现在在宁波做外贸。",
        "second": "国良最铁的哥们是当兵时的战友老蒋，在舟山开渔船。",
        "days_apart": 49,
        "questions": ["我和国良最好的朋友各是谁？", "我们俩的铁杆朋友是怎么认识的、现在在干什么？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "yanhua-bebinca-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "台风“烟花”那年，小区地下车库进了水，国良的金杯泡了半个轮子。",
        "second": "去年台风“贝碧嘉”过境，阳台的玻璃被吹裂了一块。",
        "days_apart": 1150,
        "questions": ["台风给我们家造成过哪些损失？", "哪几次台风伤到了我们家，各弄坏了什么？"],
    },
    {
        "id": "shaoma-banma-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "去年跑了绍兴马拉松的半程，两小时零五分。",
        "second": "今年的绍马又跑了半程，这回进了两小时，一小时五十七。",
        "days_apart": 364,
        "questions": ["我跑过几次绍马半程？", "我每次跑绍马半程用了多长时间？"],
    },
    {
        "id": "wupengchuan-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "带年糕去东湖坐了一趟乌篷船。",
        "second": "又坐了一回乌篷船，这次是在鲁迅故里，陪上海来的客户。",
        "days_apart": 80,
        "questions": ["我坐过几次乌篷船？", "每次坐乌篷船是在哪、陪的谁？"],
    },
    {
        "id": "huangjiu-runaway-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "黄酒从阳台窗户钻出去跑丢了，两天后在地下车库找到的。",
        "second": "它又溜出去了一回，这次是隔壁单元的阿姨抱回来的。",
        "days_apart": 57,
        "questions": ["黄酒走丢过几次？", "黄酒每次跑丢是怎么找回来的？"],
    },
    {
        "id": "niangao-injuries-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "年糕在外婆家爬橘子树摔下来，左胳膊骨裂。",
        "second": "他又受伤了，这回是跳绳比赛扭了右脚踝。",
        "days_apart": 120,
        "questions": ["年糕受过几次伤？", "年糕每次伤到了哪、怎么伤的？"],
    },
    {
        "id": "container-inspections-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "公司一个柜子在宁波港被海关查验，晚了一个星期才出运。",
        "second": "又有一个柜被查了，这回是发迪拜的那票，压了十天。",
        "days_apart": 73,
        "questions": ["我们的货柜被海关查过几次？", "每次查验耽误了多久？"],
    },
    {
        "id": "dangkou-thefts-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "档口夜里被人偷了两卷窗帘布。",
        "second": "档口又进了小偷，这回是收银抽屉里的三千块现金没了。",
        "days_apart": 96,
        "questions": ["档口被偷过几次？", "每次档口丢了什么？"],
    },
    {
        "id": "baba-falls-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "我爸骑电瓶车在剡溪桥上摔了一跤，锁骨骨折。",
        "second": "我爸又摔了，这回是在家里下楼梯踩空，腰扭伤了。",
        "days_apart": 110,
        "questions": ["我爸摔过几次？", "我爸每次摔跤伤在哪？"],
    },
    {
        "id": "yueju-shows-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "陪我妈去绍兴大剧院看了一场越剧《红楼梦》。",
        "second": "又陪她去看了一场越剧，这回是在嵊州越剧小镇，演的《五女拜寿》。",
        "days_apart": 130,
        "questions": ["我陪我妈看过几场越剧？", "每场越剧是在哪看的、演的什么？"],
    },
    {
        "id": "nuomi-bisai-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "糯米的书法在区里的比赛拿了三等奖。",
        "second": "她又得奖了，这回是市里的英语演讲比赛，一等奖。",
        "days_apart": 88,
        "questions": ["糯米比赛得过哪些奖？", "糯米获过几次奖、各是什么比赛？"],
    },
    {
        "id": "tiedan-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "在城市广场边上违停，被贴了一张两百块的罚单。",
        "second": "又被贴了一张，这回是在二院门口，罚了一百五。",
        "days_apart": 67,
        "questions": ["我被贴过几次违停罚单？", "每张罚单是在哪吃的、罚了多少？"],
    },
    {
        "id": "dubai-trips-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "去年跟老板去迪拜参加了一个纺织展。",
        "second": "今年又去了一趟迪拜，这回是我自己去拜访客户，待了八天。",
        "days_apart": 330,
        "questions": ["我去过几次迪拜？", "我每次去迪拜是为了什么？"],
    },
    {
        "id": "qiantang-chao-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "八月十八带两个孩子去海宁盐官看了一次钱塘江大潮。",
        "second": "又去看了一回潮，这回是在萧山的美女坝，跟国良两个人去的。",
        "days_apart": 365,
        "questions": ["我们看过几次钱塘江大潮？", "每次观潮是在哪、跟谁去的？"],
    },
    {
        "id": "zuixie-weichang-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "吃了夜市的小龙虾，半夜上吐下泻，去二院挂了水。",
        "second": "婆婆自己做的醉蟹吃多了，拉了两天肚子，这是今年第二回。",
        "days_apart": 85,
        "questions": ["我今年闹过几次肚子？", "每次拉肚子是吃坏了什么？"],
    },
    {
        "id": "shouji-diushi-zh-19",
        "lang": "zh",
        "kind": "event",
        "first": "我把手机忘在地铁1号线上，乘务员捡到给我送了回来。",
        "second": "手机又丢了一次，这回落在了出租车上，没找回来。",
        "days_apart": 140,
        "questions": ["我丢过几次手机？", "我每次丢手机是在哪、找回来没有？"],
    },
]
