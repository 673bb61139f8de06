"""Held-out pairs of look-alike facts that are both true at once, twenty-sixth set
(distinct_facts_heldout26.py; its ids end in -26).

Written blind on 2026-12-07 (session 32) by a helper session that read exactly one file of this
repository and nothing else: /work/main/bench/data/distinct_facts_heldout25.py, in full, for the
format only (module-level name, entry fields with their order and types, kinds and their counts per
language, two questions per pair, days_apart, docstring style). No topic, place, person, brand or
wording of its pairs is reused (broad areas of family life such as cars, trips or the kids'
activities recur, with other content). No other file or folder of /work/main was opened, listed or
searched: no code, no other data set, no docs, no notes, nothing under core/, server/, tests/ or
clients/, no bench script; the engine and the benchmarks were not run. The entries were typed into
a scratch generator under /tmp (outside the repository) that wrote this file. The ids end in -26
(-en-26 / -zh-26) because the brief asked for it. This set has not been run: it was only imported
next to heldout25 to compare module-level names, entry keys and value types, counts by language and
kind and questions per pair, checked that no id, statement or question repeats one of heldout25's,
and linted with ruff run --isolated on this file alone (no repository config read). Not to be tuned
on; whoever tunes on it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, each told by one person
and written natively in its language, not translated. The second statement often reads like a
correction ("now", "again", "another", "switched", "this time", "新", "又", "换", "这回") while it
only adds a second value; a few English ones are terse, lower-case or carry typos.

English teller: Marisol Ortega ("Mari"), forty-four, a respiratory therapist on nights at TMC in
Tucson, Arizona (three twelves, mostly ICU; a per diem sleep-lab shift on Sundays; the sepsis
committee; RRT, newly NPS), a lefty born in Nogales who runs the Tucson Marathon, is in two book
clubs and volunteers at the food bank and an asthma camp near Prescott. Her husband Declan Byrne,
from Spokane, teaches chemistry at Sahuaro High, coaches its robotics team, plays and referees
soccer, restores steel road bikes and brews beer, and does the cooking; their kids are Inez
(sixteen, a junior at Tucson High, cello, a Saturday job at a paleta shop, a new driver of the
Odyssey) and Teo (ten, fifth grade at Borton, type 1 diabetic since seven, Little League catcher,
folklórico). Pico the retired racing greyhound and Señor Lento the desert tortoise; a 2017
Outback and a used Odyssey; a trip to Ireland planned for the summer. Her widowed mom Rosa runs a
fabric shop in Nogales; Declan's mom Maureen is in Spokane.

Chinese teller: 成都郫都区犀浦的何德明（老何），五十岁，在郫都一个豆瓣厂管翻晒场，带两个徒弟，
晚上帮外卖平台跑单，厂头篮球队打中锋，镇上龙舟队划桨，茶馆打血战到底，周末骑绿道，有痛风。
婆娘杜春兰是眉山人，乐山卫校毕业，在社区卫生服务中心当护士，礼拜天领跳坝坝舞。儿子何睿在西南
交大读研、学桥梁；闺女悦悦上六年级，学古筝、打乒乓。屋头一只柯基汤圆，一辆长安一辆雅迪电瓶车。
老汉在崇州养蜂，老妈不认得字；岳父从眉山电厂退休，丈母娘是退休的语文老师。说话一口四川话，
“啥子”“屋头”“遭”“晓得”“莫”“巴适”。

kind
  addition   the second adds a value to the first (two allergies, two weekly meetings, two cars,
             two book clubs, a job beside a job, a plan beside a habit), often worded like a
             change ("now", "another", "新", "又", "换") though nothing is replaced
  lookalike  same frame, a different object, date, number, person, slot or attribute, both true,
             often differing only in digit order or one word or letter (lockers 418 and 481,
             Adriana Vela and Adriana Vega, Dr. Ng and Dr. Eng, Nogales Arizona and Nogales
             Sonora, Aer Lingus 124 and 142, 王国庆 and 王庆国, 工号0347 and 更衣柜0374, 眉山 and
             峨眉山, 实验小学 and 实验学校, 鹤鸣茶楼 and 鹤鸣茶社, 谭晓燕 and 谭晓雁)
  parallel   the same relation or attribute of different family members (both kids, both moms,
             the kids' godparents, Declan and me, 我老汉和岳父, 两个老妈, 两个娃儿, 我和春兰), or
             two different relations about one person
  event      two real occurrences of the same kind of thing ("again", "another", "this time",
             "又", "这回"): both happened and both must be kept
Every question is about both statements of its pair. No FILLER here.

Not run yet: a later session's held-out set, run once at its end (start vs end).
"""

# ruff: noqa: RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "rt-nights-sleep-lab-en-26",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm a respiratory therapist at TMC, three twelves a week, nights, mostly in the ICU."
        ),
        "second": (
            "Picked up a per diem gig at a sleep lab on Oracle now, Sunday nights wiring people up "
            "for sleep studies."
        ),
        "days_apart": 38,
        "questions": [
            "Where all do I work?",
            "What do I do at TMC, and what's the Sunday-night job?",
        ],
    },
    {
        "id": "penicillin-latex-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "fyi im allergic to penicillin, found out in RT school when I broke out in hives",
        "second": (
            "New one: turns out I'm allergic to latex too. Great news for someone who wears gloves "
            "twelve hours a night."
        ),
        "days_apart": 74,
        "questions": [
            "What am I allergic to?",
            "How did I find out about the penicillin, and what's the newer allergy?",
        ],
    },
    {
        "id": "chem-robotics-declan-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "Declan teaches chemistry at Sahuaro High, mostly sophomores.",
        "second": (
            "This year he's coaching the robotics team on top of that, they're in his lab till "
            "seven Tuesdays and Thursdays."
        ),
        "days_apart": 29,
        "questions": [
            "What does Declan do at school?",
            "What does Declan teach, and what keeps him late on Tuesdays and Thursdays?",
        ],
    },
    {
        "id": "cello-paleta-inez-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "Inez plays cello in the Tucson Junior Strings, rehearsal is Sunday afternoons.",
        "second": (
            "she got a job!! Saturdays at the paleta shop on Fourth Ave, $14 an hour plus tips"
        ),
        "days_apart": 41,
        "questions": [
            "What has Inez got going on outside school?",
            "What does Inez do on Sundays, and where's her Saturday job?",
        ],
    },
    {
        "id": "catcher-folklorico-teo-en-26",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Teo catches for the Dodgers in Northwest Little League, games Tuesday and Friday "
            "nights."
        ),
        "second": (
            "He started folklórico now, Wednesdays at the Y, and he actually likes the boots."
        ),
        "days_apart": 33,
        "questions": [
            "What activities is Teo in?",
            "What position does Teo play, and what does he do on Wednesdays?",
        ],
    },
    {
        "id": "huddle-sepsis-committee-en-26",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Every Monday at 0700 there's the respiratory department huddle, right after I clock "
            "out."
        ),
        "second": (
            "Got put on the sepsis committee, so that's another standing meeting, Thursdays at "
            "noon, which is basically my 3 a.m."
        ),
        "days_apart": 47,
        "questions": [
            "What standing meetings do I have at work?",
            "When is the department huddle, and when does the sepsis committee meet?",
        ],
    },
    {
        "id": "outback-odyssey-en-26",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I drive a green 2017 Subaru Outback with a cracked windshield I keep meaning to fix."
        ),
        "second": (
            "We finally got a second car, a used Honda Odyssey, and Declan takes that one to "
            "school."
        ),
        "days_apart": 55,
        "questions": [
            "What cars do we have?",
            "Who drives the Outback and who drives the Odyssey?",
        ],
    },
    {
        "id": "csa-quarter-beef-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "We get a CSA box from a farm in Marana, I pick it up Thursdays at the Y.",
        "second": (
            "New this year, a quarter beef in the chest freezer, from a ranch near Sonoita, split "
            "with Doug next door."
        ),
        "days_apart": 22,
        "questions": [
            "Where does our food come from besides the store?",
            "Where do we get the CSA box, and where's the beef in the freezer from?",
        ],
    },
    {
        "id": "rrt-nps-credentials-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "I'm an RRT, registered respiratory therapist, since 2010.",
        "second": (
            "Just passed the NPS exam, so now I'm a neonatal-pediatric specialist as well, they "
            "want me floating to the NICU."
        ),
        "days_apart": 63,
        "questions": [
            "What credentials do I have?",
            "What's the RRT, and what does the new NPS mean for where I work?",
        ],
    },
    {
        "id": "over40-soccer-reffing-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "Declan plays in an over-40 soccer league Sunday mornings at Kennedy Park.",
        "second": (
            "Now he's reffing youth soccer on Saturdays too, forty bucks a game and a lot of "
            "yelling parents."
        ),
        "days_apart": 58,
        "questions": [
            "What does Declan do with soccer?",
            "When does Declan play, and what does he do on Saturdays?",
        ],
    },
    {
        "id": "food-bank-asthma-camp-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "One Saturday a month I volunteer at the Community Food Bank, sorting produce.",
        "second": (
            "Every June now I'm the camp RT at an asthma camp up near Prescott, a week of "
            "nebulizers and s'mores."
        ),
        "days_apart": 40,
        "questions": [
            "What volunteer work do I do?",
            "What do I do at the food bank, and what's the June thing near Prescott?",
        ],
    },
    {
        "id": "rocky-point-ireland-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "Every spring break we drive down to Rocky Point and rent the same beach house.",
        "second": (
            "this summer is diff, we're taking the kids to Ireland to see the village in Mayo "
            "where Declan's grandpa was from"
        ),
        "days_apart": 36,
        "questions": [
            "What trips do we take or have planned?",
            "Where do we go every spring break, and where are we going this summer?",
        ],
    },
    {
        "id": "two-book-clubs-en-26",
        "lang": "en",
        "kind": "addition",
        "first": "I'm in a book club that meets the second Tuesday of the month at Antigone Books.",
        "second": (
            "Joined another book club, the one the ICU nurses run, and they only read thrillers."
        ),
        "days_apart": 27,
        "questions": [
            "What book clubs am I in?",
            "Where does the second-Tuesday club meet, and what does the ICU one read?",
        ],
    },
    {
        "id": "spanish-asl-en-26",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I grew up speaking Spanish in Nogales, English was my second language till third "
            "grade."
        ),
        "second": (
            "Learning ASL now, Wednesday night class at the JCC, we get a lot of Deaf patients."
        ),
        "days_apart": 52,
        "questions": [
            "What languages do I speak or study?",
            "Where did my Spanish come from, and where am I learning ASL?",
        ],
    },
    {
        "id": "steel-bikes-homebrew-en-26",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Declan restores old steel road bikes in the garage, he's got like nine hanging from "
            "the ceiling."
        ),
        "second": (
            "His newest hobby is homebrew, there's a carboy of IPA bubbling in the laundry room."
        ),
        "days_apart": 31,
        "questions": [
            "What are Declan's hobbies?",
            "What's hanging in the garage, and what's bubbling in the laundry room?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "vela-vega-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Inez's cello teacher is Adriana Vela, she played with the Tucson Symphony for twenty "
            "years."
        ),
        "second": "Teo's diabetes educator is Adriana Vega, with a g, at the endo clinic.",
        "days_apart": 34,
        "questions": [
            "Who are Adriana Vela and Adriana Vega?",
            "Which one teaches cello and which one is Teo's diabetes educator?",
        ],
    },
    {
        "id": "locker-418-481-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "My locker at TMC is 418, second row in the RT lounge.",
        "second": "Inez's school locker is 481, and I always want to write 418 on her forms.",
        "days_apart": 19,
        "questions": [
            "What are my locker number and Inez's?",
            "Whose locker is 418 and whose is 481?",
        ],
    },
    {
        "id": "lantus-12-humalog-21-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Teo takes 12 units of Lantus at bedtime.",
        "second": (
            "His Humalog is 1 unit per 21 grams of carbs at breakfast, the endo just changed it."
        ),
        "days_apart": 15,
        "questions": [
            "What are Teo's insulin numbers?",
            "What's the 12 and what's the 21 in Teo's insulin?",
        ],
    },
    {
        "id": "aer-lingus-124-142-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our flight to Dublin is Aer Lingus 124 out of LAX on July 3rd.",
        "second": "coming home it's Aer Lingus 142, July 17, lands at LAX around 2",
        "days_apart": 21,
        "questions": [
            "What are our Ireland flights?",
            "Which flight is 124 and which is 142, and on what dates?",
        ],
    },
    {
        "id": "pruitt-truitt-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Our neighbor Doug Pruitt waters the plants and checks on the tortoise when we're out "
            "of town."
        ),
        "second": (
            "Teo's Little League coach is Doug Truitt, T-r-u, and Teo's convinced they're the same "
            "guy."
        ),
        "days_apart": 30,
        "questions": [
            "Who are Doug Pruitt and Doug Truitt?",
            "Which Doug is our neighbor and which one coaches Teo?",
        ],
    },
    {
        "id": "nogales-arizona-sonora-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Mom sees her cardiologist in Nogales, Arizona, on our side.",
        "second": (
            "She fills her prescriptions in Nogales, Sonora, across the line, because it's half "
            "the price."
        ),
        "days_apart": 44,
        "questions": [
            "Where does Mom see the cardiologist and where does she get her prescriptions?",
            "What does Mom do in Nogales, Arizona, and what in Nogales, Sonora?",
        ],
    },
    {
        "id": "womens-mens-8-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Inez wears a women's 8 in shoes.",
        "second": (
            "Teo just went up to a men's 8, so same number and they still can't share anything."
        ),
        "days_apart": 12,
        "questions": [
            "What shoe sizes are Inez and Teo?",
            "Who's the women's 8 and who's the men's 8?",
        ],
    },
    {
        "id": "wifi-main-guest-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Home wifi is OrtegaByrne, password nopalito22.",
        "second": (
            "The guest network is OrtegaByrne-Guest, password nopalito33, that's the one for the "
            "babysitter."
        ),
        "days_apart": 17,
        "questions": [
            "What are the wifi passwords at home?",
            "Which password goes with the main network and which with the guest one?",
        ],
    },
    {
        "id": "o-neg-o-pos-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "I'm O negative, so the blood bank calls me every eight weeks.",
        "second": (
            "Declan's O positive and he passes out at the sight of a needle, so he never donates."
        ),
        "days_apart": 26,
        "questions": [
            "What blood types are Declan and I?",
            "Who's O negative and who's O positive, and which of us donates?",
        ],
    },
    {
        "id": "june-9-june-19-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Teo's diaversary is June 9, the day he was diagnosed, and we get him a sugar-free "
            "cake."
        ),
        "second": (
            "Pico's gotcha day is June 19, when we brought him home from the greyhound adoption "
            "group."
        ),
        "days_apart": 37,
        "questions": [
            "What do we celebrate on June 9 and June 19?",
            "When is Teo's diaversary and when is Pico's gotcha day?",
        ],
    },
    {
        "id": "dr-ng-dr-eng-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Declan's dentist is Dr. Ng on Swan.",
        "second": "Inez's orthodontist is Dr. Eng, E-n-g, also on Swan, like two blocks down.",
        "days_apart": 28,
        "questions": [
            "Who are Dr. Ng and Dr. Eng?",
            "Which one sees Declan and which one does Inez's braces?",
        ],
    },
    {
        "id": "storage-214-241-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Our storage unit is 214 at the place on Grant Road, all the holiday decorations are "
            "in there."
        ),
        "second": "Mom's unit in Nogales is 241, full of bolts of fabric from the shop.",
        "days_apart": 46,
        "questions": [
            "What are the storage unit numbers?",
            "Whose unit is 214 and whose is 241, and what's in each?",
        ],
    },
    {
        "id": "pico-salmon-duck-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Pico eats the salmon kibble, the grain-free one in the blue bag.",
        "second": "Switched his treats to the duck ones, salmon treats make him gassy.",
        "days_apart": 14,
        "questions": [
            "What does Pico eat?",
            "Which is salmon and which is duck, the kibble or the treats?",
        ],
    },
    {
        "id": "may-10-recital-show-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Inez's spring recital is Saturday May 10 at 2, at the Leo Rich Theater.",
        "second": "Teo's folklórico show is Saturday May 10 too, at 7, at Mercado San Agustín.",
        "days_apart": 23,
        "questions": [
            "What's happening on Saturday May 10?",
            "What time and where is Inez's recital, and Teo's show?",
        ],
    },
    {
        "id": "jersey-27-bus-72-en-26",
        "lang": "en",
        "kind": "lookalike",
        "first": "Teo's jersey number is 27, same as his favorite catcher.",
        "second": "His school bus is 72, he gets on at the corner by the Circle K.",
        "days_apart": 16,
        "questions": [
            "What are Teo's numbers 27 and 72?",
            "Which is Teo's jersey number and which is his bus?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "grandma-band-claddagh-rings-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "My wedding ring was my grandma Ortega's band, resized twice.",
        "second": (
            "Declan wears a claddagh ring his mom gave him instead of a band, heart turned in."
        ),
        "days_apart": 60,
        "questions": [
            "Where did our wedding rings come from?",
            "Whose ring was Grandma Ortega's, and who wears the claddagh?",
        ],
    },
    {
        "id": "fabric-shop-museum-moms-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Mom still runs her fabric shop on Morley Avenue in Nogales, at seventy-one.",
        "second": (
            "Declan's mom Maureen retired from the Spokane library and she's a docent at the art "
            "museum now."
        ),
        "days_apart": 49,
        "questions": [
            "What are our moms doing these days?",
            "What does my mom do, and what does Maureen do now?",
        ],
    },
    {
        "id": "tucson-high-borton-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Inez is a junior at Tucson High, in the magnet program.",
        "second": "Teo's in fifth grade at Borton Elementary, we walk him there most mornings.",
        "days_apart": 32,
        "questions": ["Where do the kids go to school?", "What school and grade is each kid in?"],
    },
    {
        "id": "curfew-bedtime-kids-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Inez's curfew is 10:30 on weekends, and she texts when she's parked.",
        "second": (
            "Teo's bedtime is 8:30 on school nights, nine in the summer, and he negotiates every "
            "single night."
        ),
        "days_apart": 57,
        "questions": [
            "What are the kids' curfew and bedtime?",
            "What time does Inez have to be home, and when does Teo go to bed?",
        ],
    },
    {
        "id": "cats-tree-nuts-kids-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Inez is allergic to cats, she can't even sleep over at her best friend's.",
        "second": "Teo's allergic to tree nuts, so there's an Auvi-Q in his diabetes bag.",
        "days_apart": 39,
        "questions": ["What are the kids allergic to?", "What's Inez's allergy and what's Teo's?"],
    },
    {
        "id": "cooking-bills-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Declan does all the cooking here, his shepherd's pie is the kids' favorite thing."
        ),
        "second": (
            "I handle the money, bills and taxes, Declan couldn't tell you what our mortgage "
            "payment is."
        ),
        "days_apart": 43,
        "questions": [
            "How do Declan and I split the house stuff?",
            "Which of us cooks and which of us handles the bills?",
        ],
    },
    {
        "id": "rillito-carpool-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "I bike to TMC on the Rillito path, four miles, which at 6:30 pm in July is cardio in "
            "an oven."
        ),
        "second": (
            "Declan carpools with two other Sahuaro teachers, they switch off driving every week."
        ),
        "days_apart": 35,
        "questions": ["How do Declan and I get to work?", "Which of us bikes and which carpools?"],
    },
    {
        "id": "heights-dark-kids-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Inez is scared of heights, she wouldn't get on the ski lift up on Mount Lemmon.",
        "second": "Teo's scared of the dark, still sleeps with the hall light on at ten.",
        "days_apart": 24,
        "questions": [
            "What are the kids afraid of?",
            "What's Inez scared of and what's Teo scared of?",
        ],
    },
    {
        "id": "mari-mr-b-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Everyone at work calls me Mari, only my mom calls me Marisol.",
        "second": "Declan's students call him Mr. B, because nobody can spell Byrne.",
        "days_apart": 20,
        "questions": [
            "What do people call Declan and me?",
            "What's my nickname at work, and what do Declan's students call him?",
        ],
    },
    {
        "id": "dishes-tortoise-chores-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Inez does the dishes every night, that's her deal for using the Odyssey.",
        "second": "Teo feeds Pico and Señor Lento, and he checks the tortoise burrow for snakes.",
        "days_apart": 18,
        "questions": ["What chores do the kids have?", "What does each kid do around the house?"],
    },
    {
        "id": "godparents-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "Inez's godmother is my best friend Yesenia, she's a captain with Tucson Fire.",
        "second": (
            "Teo's godfather is Declan's college roommate Pádraig, who lives in Cork and sends "
            "Tayto every birthday."
        ),
        "days_apart": 66,
        "questions": [
            "Who are the kids' godparents?",
            "Who's Inez's godmother and who's Teo's godfather, and where do they live?",
        ],
    },
    {
        "id": "hummingbird-knot-tattoos-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "I have a hummingbird tattoo on my left ankle, got it after Inez was born.",
        "second": (
            "Declan has a Celtic knot on his shoulder from a college spring break he won't talk "
            "about."
        ),
        "days_apart": 45,
        "questions": [
            "What tattoos do Declan and I have?",
            "Where is each tattoo and when did we get them?",
        ],
    },
    {
        "id": "cajeta-barrys-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": "I take my coffee with cajeta creamer, don't judge.",
        "second": (
            "Declan doesn't drink coffee, it's Barry's Gold tea, milk, no sugar, four cups a day."
        ),
        "days_apart": 13,
        "questions": [
            "How do Declan and I take our morning drink?",
            "What's in my coffee, and what does Declan drink?",
        ],
    },
    {
        "id": "teo-t1d-storm-chaser-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Teo was diagnosed with type 1 at seven, after a week of drinking everything in the "
            "fridge."
        ),
        "second": (
            "Teo wants to be a storm chaser, every monsoon he sits on the roof ladder with the "
            "radar app."
        ),
        "days_apart": 53,
        "questions": ["Tell me about Teo.", "When was Teo diagnosed, and what does he want to be?"],
    },
    {
        "id": "lefty-wrist-plate-en-26",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "I'm a lefty, the only one in the house, so every pair of scissors in the kitchen is "
            "wrong."
        ),
        "second": (
            "I've got a metal plate in my right wrist from a horse that threw me at fourteen, it "
            "sets off the airport scanner."
        ),
        "days_apart": 64,
        "questions": [
            "What's unusual about my hands?",
            "Which hand do I write with, and what's in my right wrist?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "monsoon-carport-laundry-en-26",
        "lang": "en",
        "kind": "event",
        "first": "Monsoon flooded the carport in July, water up to the Outback's hubcaps.",
        "second": (
            "Flooded again in August, and this time it came under the back door into the laundry "
            "room."
        ),
        "days_apart": 30,
        "questions": ["How many times has the monsoon flooded us?", "What got flooded each time?"],
    },
    {
        "id": "javelinas-pico-trash-en-26",
        "lang": "en",
        "kind": "event",
        "first": (
            "A javelina went after Pico on our evening walk, he needed four stitches on his "
            "shoulder."
        ),
        "second": (
            "the javelinas came back in March and shredded both trash cans, garbage all down the "
            "street"
        ),
        "days_apart": 150,
        "questions": [
            "How many times have javelinas caused trouble?",
            "What did the javelinas do each time?",
        ],
    },
    {
        "id": "teo-dka-stomach-bug-en-26",
        "lang": "en",
        "kind": "event",
        "first": "When Teo got diagnosed he was in DKA, three nights in the PICU at Banner.",
        "second": (
            "He was admitted again at Halloween, a stomach bug, couldn't keep anything down, one "
            "night on fluids."
        ),
        "days_apart": 540,
        "questions": [
            "How many times has Teo been in the hospital?",
            "Why was Teo admitted each time and how long did he stay?",
        ],
    },
    {
        "id": "all-state-fourth-second-en-26",
        "lang": "en",
        "kind": "event",
        "first": "Inez made All-State orchestra as a sophomore, fourth chair cello.",
        "second": "She made it again this year, second chair now!!",
        "days_apart": 365,
        "questions": [
            "How many times has Inez made All-State?",
            "What chair did Inez get each year?",
        ],
    },
    {
        "id": "outback-break-ins-en-26",
        "lang": "en",
        "kind": "event",
        "first": (
            "Somebody smashed the Outback's back window in the TMC parking garage and took my gym "
            "bag."
        ),
        "second": (
            "Another break-in, the Safeway lot on Broadway, and all they took was my sunglasses."
        ),
        "days_apart": 210,
        "questions": [
            "How many times has the Outback been broken into?",
            "Where did each break-in happen and what got taken?",
        ],
    },
    {
        "id": "bark-scorpion-stings-en-26",
        "lang": "en",
        "kind": "event",
        "first": "A bark scorpion got me in the shower, my whole foot went numb for a day.",
        "second": (
            "Teo got stung this time, it was in his cleat, and we called poison control at "
            "midnight."
        ),
        "days_apart": 75,
        "questions": [
            "How many scorpion stings have we had in this house?",
            "Who got stung each time and where was the scorpion?",
        ],
    },
    {
        "id": "haboob-i10-i8-en-26",
        "lang": "en",
        "kind": "event",
        "first": (
            "A haboob caught us on I-10 by Picacho Peak, we pulled off and sat in the car twenty "
            "minutes."
        ),
        "second": (
            "Got caught in another dust storm on I-8 coming back from San Diego, couldn't see past "
            "the hood."
        ),
        "days_apart": 330,
        "questions": [
            "How many times have we been caught in dust storms?",
            "Where was each dust storm?",
        ],
    },
    {
        "id": "marathon-441-414-en-26",
        "lang": "en",
        "kind": "event",
        "first": "Ran the Tucson Marathon, 4:41, and I cried at mile 22.",
        "second": "Ran it again the next December, 4:14, twenty-seven minutes faster.",
        "days_apart": 365,
        "questions": ["How have my Tucson Marathons gone?", "What was my time each year?"],
    },
    {
        "id": "robotics-chandler-houston-en-26",
        "lang": "en",
        "kind": "event",
        "first": "Declan's robotics kids made the state championship in Chandler their first year.",
        "second": (
            "This year they went to Worlds in Houston, and Declan slept on the floor of the pit."
        ),
        "days_apart": 365,
        "questions": [
            "How far has Declan's robotics team gone?",
            "Where did the team compete each year?",
        ],
    },
    {
        "id": "jury-duty-en-26",
        "lang": "en",
        "kind": "event",
        "first": "I got jury duty at Pima County Superior Court and sat on a DUI trial, four days.",
        "second": (
            "Got a summons again this spring, federal court this time, and they dismissed me the "
            "first morning."
        ),
        "days_apart": 400,
        "questions": [
            "How many times have I had jury duty?",
            "Which court was it each time and what happened?",
        ],
    },
    {
        "id": "odyssey-pole-mailbox-en-26",
        "lang": "en",
        "kind": "event",
        "first": "Inez backed the Odyssey into a light pole at the Trader Joe's on Wilmot.",
        "second": "she did it AGAIN. our own mailbox this time, its leaning like the tower of pisa",
        "days_apart": 80,
        "questions": [
            "How many times has Inez backed the Odyssey into something?",
            "What did she hit each time?",
        ],
    },
    {
        "id": "rattlesnakes-patio-garage-en-26",
        "lang": "en",
        "kind": "event",
        "first": (
            "There was a diamondback on the back patio in May and the fire department came out to "
            "relocate it."
        ),
        "second": (
            "another rattler, in the garage in October, and Declan caught it himself with the "
            "snake tongs"
        ),
        "days_apart": 150,
        "questions": [
            "How many rattlesnakes have we found at the house?",
            "Where was each rattlesnake and who dealt with it?",
        ],
    },
    {
        "id": "seventieth-tamalada-en-26",
        "lang": "en",
        "kind": "event",
        "first": "We hosted Mom's 70th in the backyard, forty people and a mariachi.",
        "second": (
            "Hosted again in December, the family tamalada, thirty dozen tamales on the kitchen "
            "table."
        ),
        "days_apart": 210,
        "questions": [
            "How many big family get-togethers have we hosted?",
            "What was each party and how big was it?",
        ],
    },
    {
        "id": "star-award-en-26",
        "lang": "en",
        "kind": "event",
        "first": "I got the TMC Star award in May for catching a tension pneumo at 3 a.m.",
        "second": "got it again in November, for running the airway during the code on 4 West",
        "days_apart": 180,
        "questions": ["How many times have I won the Star award?", "What was each Star award for?"],
    },
    {
        "id": "lost-phone-en-26",
        "lang": "en",
        "kind": "event",
        "first": "I left my phone on a Sun Tran bus, and the driver turned it in at Ronstadt.",
        "second": (
            "Lost it again on Mount Lemmon at the Marshall Gulch trailhead, and a hiker mailed it "
            "back."
        ),
        "days_apart": 240,
        "questions": [
            "How many times have I lost my phone?",
            "Where did I lose it each time, and who got it back to me?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "fanshai-paodan-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "我在郫都一个豆瓣厂管翻晒场，几百口大缸，天天早上要翻一道。",
        "second": "晚上我又找了个活路，帮外卖平台跑单，九点跑到十二点。",
        "days_apart": 36,
        "questions": ["我现在靠啥子挣钱？", "白天在厂头管啥子，晚上又在做啥子？"],
    },
    {
        "id": "mangguo-toubao-guomin-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "我对芒果过敏，吃一口嘴巴就肿得像香肠。",
        "second": "新发现一样：头孢我也过敏，上回输液起了一身红疙瘩。",
        "days_apart": 70,
        "questions": ["我对啥子过敏？", "吃芒果和输头孢各是啥子反应？"],
    },
    {
        "id": "anquan-zhijian-lihui-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "每个礼拜一早上八点，厂头开安全例会，我要上去讲翻晒场的情况。",
        "second": "又多了个会，礼拜四下午三点的质检碰头会，我也要去坐起。",
        "days_apart": 45,
        "questions": ["我在厂头每个礼拜要开些啥子会？", "安全例会和质检碰头会各是礼拜几、几点？"],
    },
    {
        "id": "changan-yadi-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "我开一辆银色的长安CS75，跑了八万多公里了。",
        "second": "春兰新买了个雅迪电瓶车，她说骑起去上班比等公交快。",
        "days_apart": 40,
        "questions": ["屋头有些啥子车？", "长安是哪个在开，雅迪又是哪个在骑？"],
    },
    {
        "id": "guzheng-pingpang-yueyue-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "悦悦礼拜天下午学古筝，在郫筒镇一个老师屋头学，学了四年了。",
        "second": "这学期又给她报了乒乓球，礼拜二礼拜四放学就在学校球馆打。",
        "days_apart": 27,
        "questions": ["悦悦除了上学还在学些啥子？", "悦悦古筝和乒乓各是啥子时候学、在哪儿学？"],
    },
    {
        "id": "qiaoliang-nvpengyou-herui-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "何睿在西南交大读研究生，学的是桥梁。",
        "second": "他新耍了个女朋友，重庆的，在川大华西学医，过年说要带回来。",
        "days_apart": 50,
        "questions": ["何睿现在啥子情况？", "何睿读的啥子专业，女朋友是哪儿的、学啥子的？"],
    },
    {
        "id": "fangdai-chedai-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "屋头的房贷还有十二年才还得完。",
        "second": "又多了一笔贷款：去年长安是分期买的，还剩一年。",
        "days_apart": 24,
        "questions": ["屋头现在背了些啥子贷款？", "房贷还有好久，长安的分期还剩好久？"],
    },
    {
        "id": "chuanchuan-chongzhou-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "每个礼拜五晚上，一家人雷打不动要去吃串串。",
        "second": "新添了个规矩：礼拜天中午回崇州老汉那儿吃饭，悦悦说那边的鸡好吃。",
        "days_apart": 61,
        "questions": ["屋头每个礼拜有些啥子固定节目？", "礼拜五晚上和礼拜天中午各做啥子？"],
    },
    {
        "id": "majiang-lvdao-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "我耍得最多的是去茶馆打麻将，血战到底，一块两块的。",
        "second": "今年又迷上了骑车，换了辆二手公路车，周末沿到绿道骑到都江堰。",
        "days_apart": 33,
        "questions": ["我平时喜欢耍些啥子？", "我在茶馆耍啥子，周末骑车骑到哪儿？"],
    },
    {
        "id": "hushi-babawu-chunlan-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "春兰在犀浦的社区卫生服务中心当护士，主要是打疫苗。",
        "second": "礼拜天晚上她在小区坝子头领跳坝坝舞，三十几个嬢嬢跟到她跳。",
        "days_apart": 38,
        "questions": ["春兰平时都在忙啥子？", "春兰上班做啥子，礼拜天晚上又在做啥子？"],
    },
    {
        "id": "caidi-loudingpeng-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "老家崇州还有两分菜地，老汉帮我们种的莴笋和蒜苗。",
        "second": "我在楼顶上新搭了个棚子，种了十几盆二荆条，自己剁辣椒酱。",
        "days_apart": 44,
        "questions": ["我们自己种了些啥子？", "崇州那块地种的啥子，楼顶上又种的啥子？"],
    },
    {
        "id": "huimeishan-jiuzhaigou-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "每年过年我们都回眉山春兰屋头，年三十在岳父那儿吃团年饭。",
        "second": "今年国庆打算开车带一家人去九寨沟，酒店都订好了。",
        "days_apart": 30,
        "questions": ["我们出门有些啥子安排？", "过年一般去哪儿，国庆又打算去哪儿？"],
    },
    {
        "id": "liangge-tudi-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "我带了个徒弟叫贺德良，跟了我六年了，翻缸看火候都会了。",
        "second": "今年厂头又分给我一个徒弟，姓钟，川农毕业的大学生，学食品的。",
        "days_apart": 55,
        "questions": ["我在厂头带了几个徒弟？", "两个徒弟各是啥子来头？"],
    },
    {
        "id": "lanqiu-longzhou-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "我是厂头篮球队的中锋，五十岁了还在打。",
        "second": "镇上的龙舟队也喊我去划桨，端午要在清水河比赛。",
        "days_apart": 48,
        "questions": ["我参加了些啥子队？", "我在篮球队打啥子位置，龙舟队啥子时候比赛？"],
    },
    {
        "id": "menmian-cheku-zujin-zh-26",
        "lang": "zh",
        "kind": "addition",
        "first": "老家崇州那间门面租给一个卖钵钵鸡的，一个月两千八。",
        "second": "又把犀浦的车库租出去了，一个月四百。",
        "days_apart": 42,
        "questions": ["我们有些啥子租金收入？", "门面租给哪个、好多钱，车库又租好多？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "wang-guoqing-qingguo-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我师兄叫王国庆，在厂头管发酵车间。",
        "second": "楼下开麻将馆的老板叫王庆国，名字倒过来的，我喊错好几回了。",
        "days_apart": 31,
        "questions": ["王国庆和王庆国各是哪个？", "哪个是我师兄、哪个开麻将馆？"],
    },
    {
        "id": "gonghao-0347-0374-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我在厂头的工号是0347。",
        "second": "更衣柜是0374号，刷卡的时候老是输成柜子号。",
        "days_apart": 14,
        "questions": ["我的工号和更衣柜号各是好多？", "0347和0374分别是啥子号？"],
    },
    {
        "id": "ertonggai-zhonglaoniangai-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悦悦吃的钙片是儿童钙，一天嚼一片。",
        "second": "春兰吃的是中老年钙，同一个牌子，瓶子长得一模一样，莫拿错了。",
        "days_apart": 20,
        "questions": ["屋头哪些人在吃钙片，吃的啥子？", "儿童钙和中老年钙分别是哪个吃的？"],
    },
    {
        "id": "meishan-emeishan-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "岳父岳母屋头在眉山东坡区，开车一个多钟头。",
        "second": "厂头今年秋游去峨眉山，两天一夜，家属可以带一个。",
        "days_apart": 35,
        "questions": ["眉山和峨眉山各跟我有啥子关系？", "哪个是岳父屋头，哪个是厂头秋游去的？"],
    },
    {
        "id": "fangdai-5-gongzi-15-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "每个月5号扣房贷，四千一。",
        "second": "厂头15号才发工资，中间那十天是最紧巴的。",
        "days_apart": 22,
        "questions": ["房贷和工资各是每个月几号？", "5号和15号分别是啥子日子？"],
    },
    {
        "id": "shiyan-xiaoxue-xuexiao-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悦悦读的是郫都区实验小学，六年级三班。",
        "second": "她表妹读的是郫都区实验学校，就差一个字，上回去接人我差点跑错了。",
        "days_apart": 28,
        "questions": ["悦悦和她表妹各在哪个学校？", "实验小学和实验学校分别是哪个在读？"],
    },
    {
        "id": "xiema-42-44-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我穿四十二码的鞋。",
        "second": "何睿穿四十四码，他嫌我给他买的又小了。",
        "days_apart": 16,
        "questions": ["我和何睿各穿好多码的鞋？", "四十二码和四十四码分别是哪个的？"],
    },
    {
        "id": "gongjiao-309-390-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悦悦上学坐309路，坐五站。",
        "second": "我老妈进城看我们坐的是390路，跟悦悦那个就差一个数，她坐错过一回。",
        "days_apart": 25,
        "questions": ["悦悦和我老妈各坐几路车？", "309和390分别是哪个坐的、去哪儿？"],
    },
    {
        "id": "he-deliang-he-deliang-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我表弟叫何德亮，在温江卖花木。",
        "second": "我徒弟叫贺德良，贺喜的贺、良心的良，喊起来跟我表弟一模一样。",
        "days_apart": 37,
        "questions": ["何德亮和贺德良各是哪个？", "哪个是我表弟、哪个是我徒弟，表弟在做啥子？"],
    },
    {
        "id": "menpai-1702-702-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们住犀浦那个小区7栋1702。",
        "second": "老汉在崇州的新房子是17栋702，两个地址我填快递老是填混。",
        "days_apart": 33,
        "questions": ["我们和老汉各住几栋几号？", "7栋1702和17栋702分别是哪个的屋？"],
    },
    {
        "id": "jiu-52-25-du-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我屋头泡杨梅酒用的是五十二度的高粱酒。",
        "second": "老汉泡药酒用的是二十五度的，他说太烈了伤身体。",
        "days_apart": 9,
        "questions": [
            "五十二度和二十五度的酒各是泡啥子的？",
            "我和老汉各泡的啥子酒，用的好多度的？",
        ],
    },
    {
        "id": "heming-chalou-chashe-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我打麻将是在犀浦的鹤鸣茶楼。",
        "second": "老汉在崇州喝茶是在鹤鸣茶社，名字就差一个字，其实隔了几十公里。",
        "days_apart": 39,
        "questions": ["鹤鸣茶楼和鹤鸣茶社各是哪个去的？", "我和老汉各在哪个茶馆、在哪儿？"],
    },
    {
        "id": "tan-xiaoyan-xiaoyan-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "悦悦的古筝老师姓谭，叫谭晓燕。",
        "second": "乒乓球教练也姓谭，叫谭晓雁，两个是亲姊妹，一个燕子的燕一个大雁的雁。",
        "days_apart": 29,
        "questions": ["谭晓燕和谭晓雁各是哪个？", "哪个教悦悦古筝、哪个教乒乓？"],
    },
    {
        "id": "dongxi-shaichang-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "东晒场晒的是三年陈的豆瓣，颜色红得发黑。",
        "second": "西晒场是当年下缸的新豆瓣，颜色浅得多，莫搞混了。",
        "days_apart": 18,
        "questions": ["东西两个晒场各晒的啥子？", "三年陈的和新豆瓣分别在哪个晒场？"],
    },
    {
        "id": "tangyuan-shubao-18jin-zh-26",
        "lang": "zh",
        "kind": "lookalike",
        "first": "汤圆称了一下十八斤，兽医说要减肥了。",
        "second": "悦悦的书包我称了一下也是十八斤，比狗还重。",
        "days_apart": 11,
        "questions": ["十八斤说的是啥子？", "汤圆和悦悦的书包各好重？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "tuixiujin-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我老汉是农村的，一个月退休金就一千二，全靠养蜂补贴。",
        "second": "岳父是从眉山电厂退休的，退休金五千多，他还老说不够用。",
        "days_apart": 58,
        "questions": ["两边老汉的退休金各好多？", "一千二和五千多分别是哪个的，各是从哪儿退的？"],
    },
    {
        "id": "laoma-dushu-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我老妈没读过书，不认得字，存钱签字都是按手印。",
        "second": "丈母娘是小学语文老师退休的，悦悦的作文都拿去给她改。",
        "days_apart": 47,
        "questions": ["两个老妈读书的情况各是啥样？", "哪个不认得字，哪个是教书的？"],
    },
    {
        "id": "yunxue-pa-dalei-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "何睿晕血，打个针都要别过脸去，看到血就脚耙手软。",
        "second": "悦悦怕打雷，一打雷就抱起枕头钻到我们床上来。",
        "days_apart": 41,
        "questions": ["两个娃儿各怕啥子？", "哪个晕血、哪个怕打雷？"],
    },
    {
        "id": "jita-huiguorou-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "何睿会弹吉他，在学校乐队头当主唱。",
        "second": "悦悦十一岁就会炒回锅肉，比她妈炒得还巴适。",
        "days_apart": 34,
        "questions": ["两个娃儿各有啥子本事？", "哪个会弹吉他、哪个会炒回锅肉？"],
    },
    {
        "id": "hukou-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我的户口还在崇州农村，老汉说留到起分地。",
        "second": "春兰的户口前年迁到犀浦了，悦悦读书要用。",
        "days_apart": 63,
        "questions": ["我和春兰的户口各在哪儿？", "哪个户口在崇州农村、哪个迁到犀浦了，为啥子？"],
    },
    {
        "id": "puhan-shuidejing-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我睡瞌睡扯噗鼾，声音大得隔壁都听得到。",
        "second": "春兰睡得惊，一点响动就醒，所以她现在戴耳塞。",
        "days_apart": 19,
        "questions": ["我们两口子睡觉各有啥子毛病？", "哪个扯噗鼾、哪个睡得惊？"],
    },
    {
        "id": "ruchang-1996-2003-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是1996年进的豆瓣厂，那时候还是集体企业。",
        "second": "春兰是2003年非典那年去的社区医院，一去就是二十几年。",
        "days_apart": 52,
        "questions": ["我和春兰各是哪年进的单位？", "1996年和2003年分别是哪个进的哪儿？"],
    },
    {
        "id": "mingzi-laiyou-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "何睿的名字是我老汉取的，说睿就是聪明。",
        "second": "悦悦的名字是丈母娘取的，说女娃儿听到就让人高兴。",
        "days_apart": 46,
        "questions": ["两个娃儿的名字是哪个取的？", "何睿和悦悦的名字各有啥子讲究？"],
    },
    {
        "id": "weixin-mingzi-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我微信名字叫“郫县老何”。",
        "second": "春兰的微信名叫“春暖花开”，头像是一盆兰花。",
        "days_apart": 23,
        "questions": ["我们两口子的微信名各叫啥子？", "“郫县老何”和“春暖花开”分别是哪个？"],
    },
    {
        "id": "weixiao-paigou-chunlan-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "春兰是乐山卫校毕业的，刚工作那几年在眉山人民医院。",
        "second": "春兰怕狗，汤圆是我跟何睿硬要养的，她到现在都不抱它。",
        "days_apart": 56,
        "questions": ["春兰的事你晓得些啥子？", "春兰是哪儿毕业的，她跟汤圆是啥子情况？"],
    },
    {
        "id": "xiangcai-zheergen-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我吃不得香菜，一闻到就想吐。",
        "second": "何睿吃不得折耳根，四川娃儿吃不得折耳根，他外公笑了他十几年。",
        "days_apart": 21,
        "questions": ["我和何睿各吃不得啥子？", "香菜和折耳根分别是哪个吃不得？"],
    },
    {
        "id": "wangzhe-danzai-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "何睿打王者荣耀，说是打到了王者段位。",
        "second": "悦悦耍的是蛋仔派对，作业一做完就要抢手机。",
        "days_apart": 59,
        "questions": ["两个娃儿各耍啥子游戏？", "王者荣耀和蛋仔派对分别是哪个在耍？"],
    },
    {
        "id": "shenghuofei-linghuaqian-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "何睿一个月生活费两千，我每个月一号转给他。",
        "second": "悦悦一个礼拜零花钱二十，她攒起来买乒乓球拍。",
        "days_apart": 26,
        "questions": ["两个娃儿的零用钱各是好多？", "何睿和悦悦各拿好多、咋个给的？"],
    },
    {
        "id": "xiaomuzhi-seruo-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "我左手小拇指少一截，十八岁在木工房遭电锯打的。",
        "second": "我是色弱，红绿分不清，豆瓣晒到啥子颜色都靠徒弟帮我看。",
        "days_apart": 67,
        "questions": ["我身上有些啥子特别的？", "我小拇指是咋回事，看颜色又是咋回事？"],
    },
    {
        "id": "yatao-huanya-zh-26",
        "lang": "zh",
        "kind": "parallel",
        "first": "何睿初中戴了两年牙套，花了两万多。",
        "second": "悦悦正在换牙，上头两颗虎牙还没长出来。",
        "days_apart": 32,
        "questions": ["两个娃儿牙齿是啥子情况？", "哪个戴过牙套、哪个在换牙？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "dizhen-wenchuan-lushan-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "汶川地震那年，厂头晒场的缸震裂了几十口，豆瓣淌了一地。",
        "second": "2013年芦山地震又震了一回，这回是我们屋头墙上裂了条缝。",
        "days_apart": 1830,
        "questions": ["地震给我们造成过几回损失？", "每回地震坏的是啥子？"],
    },
    {
        "id": "tangyuan-shoushang-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "汤圆在小区遭隔壁单元的金毛咬了一口，耳朵缝了三针。",
        "second": "又遭了一回，这回是遭小区的流浪猫抓了眼睛，滴了一个礼拜的眼药水。",
        "days_apart": 120,
        "questions": ["汤圆受过几回伤？", "汤圆每回是遭啥子伤到的、伤到哪儿？"],
    },
    {
        "id": "qingshuihe-yancheku-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "2018年清水河涨大水，我们小区负一楼车库淹了半人深。",
        "second": "去年又淹了一回，这回长安泡了水，拖去修了一万二。",
        "days_apart": 1460,
        "questions": ["小区遭淹过几回？", "每回淹成啥子样子，损失了啥子？"],
    },
    {
        "id": "ticai-zhongjiang-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "我买体彩中过一回五百块，拿去给悦悦买了个电话手表。",
        "second": "上个月又中了，这回两千，请全家去吃了顿烤鱼。",
        "days_apart": 400,
        "questions": ["我买彩票中过几回？", "每回中了好多、钱拿去做啥子了？"],
    },
    {
        "id": "shouji-zaomo-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "我在春熙路手机遭摸了，刚买半年的。",
        "second": "又遭摸了一回，这回在地铁二号线上，我硬是一点感觉都没得。",
        "days_apart": 260,
        "questions": ["我手机遭偷过几回？", "每回是在哪儿遭摸的？"],
    },
    {
        "id": "tongfeng-fazuo-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "头一回痛风发作是吃了顿海鲜自助，脚趾头肿得穿不进鞋子。",
        "second": "又发了一回，这回是看球喝了一打啤酒，膝盖肿了，请了五天假，我在也不敢喝了。",
        "days_apart": 190,
        "questions": ["我痛风发过几回？", "每回是咋个引起的、肿的哪儿？"],
    },
    {
        "id": "tingshui-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "去年夏天小区水管爆了，停了两天水，一家人跑去厂头澡堂洗的澡。",
        "second": "今年又停了一回水，这回是管网改造，停了五天，楼下拉了个水车。",
        "days_apart": 365,
        "questions": ["小区停过几回水？", "每回是为啥子停的、停了好久？"],
    },
    {
        "id": "zhijiao-linzhi-zhaojue-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "何睿大二暑假去西藏林芝支教了一个月。",
        "second": "今年暑假他又去支教了，这回是凉山昭觉，回来晒得黢黑。",
        "days_apart": 730,
        "questions": ["何睿去支教过几回？", "何睿每回去的哪儿支教？"],
    },
    {
        "id": "guolu-yupeng-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "去年冬天厂头锅炉房爆了回管，停产三天。",
        "second": "今年三月又出事，这回是大风把晒场的雨棚掀了，几十口缸泡了雨。",
        "days_apart": 100,
        "questions": ["厂头出过几回事故？", "每回出的啥子事、影响了啥子？"],
    },
    {
        "id": "gaofan-daocheng-siguniang-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "前年带一家人去稻城亚丁，春兰高反，半夜拉去医院吸氧。",
        "second": "今年又去了回川西，这回是四姑娘山，轮到悦悦高反，吐了一路。",
        "days_apart": 700,
        "questions": ["我们去川西耍遭过几回高反？", "每回去的哪儿、是哪个高反？"],
    },
    {
        "id": "chunlan-shoushu-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "春兰在区医院做过一回胆囊手术，微创，住了五天。",
        "second": "前年又挨了一刀，这回是子宫肌瘤，在华西做的。",
        "days_apart": 900,
        "questions": ["春兰做过几回手术？", "春兰每回做的啥子手术、在哪儿做的？"],
    },
    {
        "id": "banjia-pitong-xipu-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "2009年我们从崇州老屋头搬到郫筒镇，租的房子。",
        "second": "2019年又搬了一回家，这回是搬到犀浦自己买的房子。",
        "days_apart": 3650,
        "questions": ["我们搬过几回家？", "每回是哪年从哪儿搬到哪儿的？"],
    },
    {
        "id": "ge-fengtang-zheshang-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "老汉割蜂糖遭蜂子蜇了脸，肿得眼睛都睁不开。",
        "second": "又遭蜇了，这回是我去帮忙，眼皮上挨了一下，肿了三天。",
        "days_apart": 365,
        "questions": ["割蜂糖遭蜂子蜇过几回？", "每回蜇的是哪个、蜇到哪儿了？"],
    },
    {
        "id": "suili-zhier-shixiong-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "四月份随了一回大礼，侄儿结婚，包了两千。",
        "second": "十月又随了一回，这回是王国庆嫁女，包了一千二。",
        "days_apart": 180,
        "questions": ["今年随了几回礼？", "每回是哪个办事、包了好多？"],
    },
    {
        "id": "changan-zhuiwei-zh-26",
        "lang": "zh",
        "kind": "event",
        "first": "长安在成温邛高速上遭追尾，后杠撞瘪了。",
        "second": "又遭追尾一回，这回在犀浦的红绿灯路口，对方全责。",
        "days_apart": 220,
        "questions": ["长安遭追尾过几回？", "每回是在哪儿遭追的、撞成啥样？"],
    },
]
