"""Held-out pairs of look-alike facts that are both true at once, twenty-eighth set
(distinct_facts_heldout28.py; its ids end in -28).

Written blind on 2026-12-07 (session 36) by a helper session that read exactly one file of this
repository, /work/b/bench/data/distinct_facts_heldout27.py, for the format only (module-level
name, entry fields with their order and types, kinds and their counts per language, two questions
per pair, days_apart range, docstring style), and besides it saw only the ids of the other
distinct_facts_* sets, printed by a one-line import so that no id stem here repeats one of theirs.
None of heldout27's people, places, topics or wordings is reused. No other file of /work/b,
/work/main or /work/notes was opened: no code, no other data set, no docs, no notes, no bench
script; no benchmark or server was run and git was not used. The entries were drafted in a scratch
directory outside the repository and rendered into this file in one go. This set has not been
run: it was only imported with python3, by path, next to heldout27 to compare module-level names,
entry keys and value types, counts by language and kind and questions per pair, and to check that
ids are unique, end in -28 and share no stem with another set, and that no statement here repeats
or nearly repeats one of heldout27 (difflib ratio at most 0.7). Not to be tuned on; whoever tunes
on it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, each told by one person
and written natively in its language, not translated. Additions are mostly told with "also",
"too", "another", "as well", "也", "还", "又"; about a quarter of the second statements carry a word
that reads like a change ("now", "new", "these days", "现在", "新", "最近") while nothing changed
and the first statement still holds. A few English ones are terse, lower-case or shouty.

English teller: Shelagh MacKinnon ("Shel"), forty-two, who works in the registrar's office at
St. F.X. in Antigonish, Nova Scotia, and lives in an 1890 farmhouse on Lochaber Road; she sings
alto in a Gaelic choir, fiddles at a Monday ceilidh at the Legion, teaches a Gaelic night class
and grows garlic. Her husband Danny Boudreau, an Acadian from Chéticamp, fishes lobster out of
Ballantynes Cove on the Thérèse B. (deckhand Kyle Boudrot) and builds traps in winter; their kids
are Ciara (sixteen, Grade 10 at Dr. J.H. Gillis Regional High, step dancer, Saturday job at Tim
Hortons) and Rory (eleven, Grade 6 at Saint Andrew Junior School, Type 1 diabetic, practice
chanter, Sea Cadets). Bannock the toller, a bearded dragon called Mr. Rankin; two Corollas. Her
parents Gus (retired from Michelin, fixes small engines) and Peggy (a retired nurse) live in
Mabou; Danny's mother Thérèse is in Chéticamp and his brother Réjean fishes there.

Chinese teller: 四川自贡贡井的罗晓梅（梅子），四十三岁，在一家彩灯公司当扎灯组组长，灯会前天天
加班，周末在釜溪河边夜市摆冷吃兔摊摊，晚上跳坝坝舞，爱唱两句川剧，恐高怕蛇。老公吴建国在盐化厂
老厂区当电工，三班倒，当过兵，手巧，养兰花、骑山地车。儿子吴小川十七岁，在蜀光中学读高二，住校，
打篮球后卫；闺女悦悦九岁，在桥头小学读三年级。两台雅迪电瓶车。她老汉儿是荣县退休的小学数学老师，
她妈钟秀英在荣县；公公婆婆在富顺县城，婆婆曾秀英开豆花饭馆。说话带四川味，“啥子”“莫得”“安逸”
“晓得”“屋头”“老汉儿”“孃孃”“遭”“咋个”。

kind
  addition   the second adds a value to the first (two jobs, two bank accounts, two boats, two
             freezers, a second phone number, a new house beside the old one), told with "also",
             "too", "another", "还", "又", often with "now", "new", "these days", "现在", "新"
             though nothing is replaced
  lookalike  same frame, a different object, number, person, slot or attribute, both true, often
             differing only in digit order or one word or letter (civic 2184 and 2148, Co-op 3605
             and 3650, Sarah MacDonald and Sara McDonald, Dr. Anne and Dr. Ann Chisholm, front and
             back door, upstairs and downstairs bathroom, weekday and weekend curfew, LFA 26A and
             26B, 601和106, 35路和53路, 周永红和邹永红, 吴小川和吴晓川, 左边和右边车棚,
             老厂区和新厂区, 吴家小院和吴家大院)
  parallel   the same relation or attribute of different family members (both kids' schools,
             both grandmothers, Danny and me, 俩娃儿, 我和建国, 两边老人), or two different
             relations about one person
  event      two real occurrences of the same kind of thing ("again", "another", "second", "又",
             "这回", "第二回"): both happened and both must be kept
Every question is about both statements of its pair. No FILLER here.

Not run yet: the held-out set of a later session, to be run once at its end (start vs end).
"""

# ruff: noqa: RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "registrar-gaelic-night-class-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I work in the registrar's office at St. F.X., transcripts and convocation lists "
            "mostly."
        ),
        "second": (
            "I also teach a Gaelic night class at the Antigonish library now, Tuesdays, eight "
            "adults and one very keen retired priest."
        ),
        "days_apart": 36,
        "questions": [
            "How do I earn a living?",
            "What do I handle at the registrar's office, and who comes to my Tuesday class?",
        ],
    },
    {
        "id": "lobster-trap-building-danny-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Danny fishes lobster out of Ballantynes Cove, the season runs from the start of May "
            "to the end of June."
        ),
        "second": (
            "All winter he builds traps for other guys too, wire and runners in the shed, about "
            "forty a month."
        ),
        "days_apart": 58,
        "questions": [
            "How does Danny make his living?",
            "Where does Danny fish out of, and what does he build in the shed over the winter?",
        ],
    },
    {
        "id": "credit-union-boat-account-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Our everyday account is at the East Coast Credit Union on Main Street, both our pays "
            "go in there."
        ),
        "second": (
            "These days Danny has a second account at Scotiabank just for the boat, fuel and bait "
            "and Kyle's wages all come out of that one."
        ),
        "days_apart": 47,
        "questions": [
            "Where do we bank?",
            "What goes through the credit union account, and what's the Scotiabank one for?",
        ],
    },
    {
        "id": "stepdance-timmies-ciara-en-28",
        "lang": "en",
        "kind": "addition",
        "first": "Ciara step dances, she's been with the same school in town since she was six.",
        "second": (
            "She's got a job now too, Saturday mornings at the Tim Hortons on the Post Road, comes "
            "home smelling like Timbits."
        ),
        "days_apart": 33,
        "questions": [
            "What keeps Ciara busy?",
            "How long has Ciara been step dancing, and where does she work Saturdays?",
        ],
    },
    {
        "id": "chanter-sea-cadets-rory-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Rory's learning the pipes, well, the practice chanter, with Mr. MacLellan every "
            "Wednesday after school."
        ),
        "second": (
            "He joined Sea Cadets as well, Thursday nights at the hall by the rink, and he irons "
            "his own uniform which is a miracle."
        ),
        "days_apart": 40,
        "questions": [
            "What is Rory doing outside school?",
            "Who teaches Rory the chanter, and when does he go to Sea Cadets?",
        ],
    },
    {
        "id": "garlic-haskap-beds-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I grow garlic in the raised beds by the shed, two hundred heads of Music every summer."
        ),
        "second": (
            "Put in a row of haskap bushes along the back fence too, Danny says they taste like a "
            "blueberry that went to university."
        ),
        "days_apart": 64,
        "questions": [
            "What do I grow?",
            "How much garlic do I plant, and where did the haskaps go in?",
        ],
    },
    {
        "id": "gaelic-choir-legion-fiddle-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I sing alto with the Antigonish Gaelic choir, practice is Sunday nights in the church "
            "hall."
        ),
        "second": (
            "also fiddle at the monday ceilidh at the legion now, me and two old fellas from "
            "Judique who know every tune ever written"
        ),
        "days_apart": 29,
        "questions": [
            "What music am I part of?",
            "What part do I sing in the choir, and who do I play with at the Legion?",
        ],
    },
    {
        "id": "celtic-ba-nscc-diploma-en-28",
        "lang": "en",
        "kind": "addition",
        "first": "I've got a BA in Celtic Studies from St. F.X., class of 2004.",
        "second": (
            "And a second piece of paper, a records management diploma from NSCC, which I did "
            "online at the kitchen table after the kids were in bed."
        ),
        "days_apart": 81,
        "questions": [
            "What education have I got?",
            "What's my degree in, and how did I do the NSCC diploma?",
        ],
    },
    {
        "id": "cape-islander-skiff-en-28",
        "lang": "en",
        "kind": "addition",
        "first": "Danny's boat is the Thérèse B., a 42-foot Cape Islander, named for his mother.",
        "second": (
            "He's got a new little aluminum skiff as well, 15 horse Yamaha, for mackerel and "
            "running out to the island."
        ),
        "days_apart": 52,
        "questions": [
            "What boats does Danny have?",
            "What is the Thérèse B., and what does Danny use the skiff for?",
        ],
    },
    {
        "id": "landing-trail-pool-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Every morning I walk the Landing trail with Bannock, the six-kilometre loop, rain or "
            "not."
        ),
        "second": (
            "These days I also swim lengths at the Oland Centre pool on my lunch, Tuesdays and "
            "Thursdays."
        ),
        "days_apart": 44,
        "questions": [
            "How do I keep fit?",
            "Where do I walk every morning, and when do I swim?",
        ],
    },
    {
        "id": "michelin-small-engines-gus-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Dad retired from the Michelin plant in Granton after thirty-one years on the line."
        ),
        "second": (
            "He also fixes small engines out of his garage in Mabou, lawnmowers, chainsaws, "
            "anybody's outboard."
        ),
        "days_apart": 73,
        "questions": [
            "What's my dad been doing for work?",
            "Where did Dad work before retiring, and what does he fix in his garage?",
        ],
    },
    {
        "id": "chest-freezer-upright-bait-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "The chest freezer in the basement is full of lobster, mackerel and moose for the "
            "winter."
        ),
        "second": (
            "We bought another freezer, a new upright for the garage, strictly for Danny's bait so "
            "the house stops smelling of herring."
        ),
        "days_apart": 38,
        "questions": [
            "Which freezers are in the basement and the garage?",
            "What's in the basement chest freezer, and what's the garage upright for?",
        ],
    },
    {
        "id": "moose-draw-woodturning-danny-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Danny puts in for the moose draw every year and goes up into the Highlands when he "
            "gets a tag."
        ),
        "second": (
            "He's got a new thing too, woodturning, bowls out of yellow birch, and there are "
            "shavings in every corner of the shed."
        ),
        "days_apart": 61,
        "questions": [
            "What does Danny do in his spare time?",
            "Where does Danny hunt when he's drawn, and what does he turn bowls out of?",
        ],
    },
    {
        "id": "farmhouse-alder-lot-en-28",
        "lang": "en",
        "kind": "addition",
        "first": (
            "We live in the old MacGillivray farmhouse on Lochaber Road, built in 1890, not one "
            "square corner in it."
        ),
        "second": (
            "We bought the lot next door too, four acres of alders, so Ciara can build on it "
            "someday if she wants."
        ),
        "days_apart": 85,
        "questions": [
            "What land do we own?",
            "How old is our farmhouse, and why did we buy the lot next door?",
        ],
    },
    {
        "id": "herald-casket-papers-en-28",
        "lang": "en",
        "kind": "addition",
        "first": "We get the Chronicle Herald on weekends, Danny does the crossword in pen.",
        "second": (
            "We take the Casket too, the Antigonish weekly, for the death notices, Mom calls it "
            "the Gaelic Facebook."
        ),
        "days_apart": 31,
        "questions": [
            "What newspapers do we take?",
            "Who does the Herald crossword, and why do we get the Casket?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "corolla-2014-2016-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "My car is a blue 2014 Corolla, I park it behind the Bloomfield Centre every day.",
        "second": (
            "Ciara's learning to drive on a grey 2016 Corolla we bought off Danny's cousin, and "
            "the keys are identical, so I've tried to start the wrong car twice."
        ),
        "days_apart": 27,
        "questions": [
            "What are the two Corollas in our driveway?",
            "Which Corolla is mine and which is the one Ciara drives, and what years are they?",
        ],
    },
    {
        "id": "civic-2184-2148-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our civic number is 2184 Lochaber Road.",
        "second": (
            "Mom and Dad are at 2148 on the Mabou Harbour Road, and the pharmacy once mailed Dad's "
            "heart pills to us."
        ),
        "days_apart": 19,
        "questions": [
            "What are the civic numbers 2184 and 2148?",
            "Which address is ours and which one is Mom and Dad's?",
        ],
    },
    {
        "id": "sarah-sara-macdonald-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Rory's teacher this year is Sarah MacDonald, with an h, Mac.",
        "second": (
            "Ciara's math teacher at the high school is Sara McDonald, no h, Mc, no relation, and "
            "the report cards still confuse me."
        ),
        "days_apart": 34,
        "questions": [
            "Who are Sarah MacDonald and Sara McDonald?",
            "Which teacher has Rory's class, and which teaches Ciara math?",
        ],
    },
    {
        "id": "front-keypad-back-nail-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "The front door has the keypad, the kids know the code and so does Mom.",
        "second": (
            "The back door is an old key that hangs on the nail inside the woodshed, Danny uses "
            "that one coming up from the boat."
        ),
        "days_apart": 22,
        "questions": [
            "How do you get in our front door and our back door?",
            "Which door has the keypad, and where's the key for the other one?",
        ],
    },
    {
        "id": "upstairs-tub-downstairs-shower-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "The upstairs bathroom has the clawfoot tub, and after eight o'clock it's mine, nobody "
            "knocks."
        ),
        "second": (
            "The downstairs bathroom is just a shower and toilet off the mudroom, Danny goes "
            "straight in there off the wharf."
        ),
        "days_apart": 15,
        "questions": [
            "What are our two bathrooms like?",
            "Which bathroom has the tub and which one does Danny use when he comes in?",
        ],
    },
    {
        "id": "curfew-weekday-weekend-ciara-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Ciara's weekday curfew is 9:30, no exceptions for homework at Emma's.",
        "second": (
            "Her weekend curfew is 11:30, and every Friday we argue about whether Friday counts."
        ),
        "days_apart": 12,
        "questions": [
            "What are Ciara's curfews?",
            "When does Ciara have to be home on weekdays and on weekends?",
        ],
    },
    {
        "id": "woodshed-left-right-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Left side of the woodshed is the dry wood, that's what we burn this winter.",
        "second": (
            "Right side is the new wood, green, Danny cut it in May, it's for next year, and Rory "
            "keeps bringing it in anyway."
        ),
        "days_apart": 24,
        "questions": [
            "What's stacked on each side of the woodshed?",
            "Which side is this winter's wood and which side is for next year?",
        ],
    },
    {
        "id": "kyle-boudrot-boudreau-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Danny's deckhand is Kyle Boudrot, B-o-u-d-r-o-t, from Havre Boucher.",
        "second": (
            "Ciara's new boyfriend is Kyle Boudreau, spelled like ours, and yes he's a cousin of "
            "Danny's, third cousin, we checked."
        ),
        "days_apart": 30,
        "questions": [
            "Who are Kyle Boudrot and Kyle Boudreau?",
            "Which Kyle works on the boat and which one goes out with Ciara?",
        ],
    },
    {
        "id": "lfa-26a-26b-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Danny's licence is in LFA 26A, that's our side of the Gulf.",
        "second": (
            "His brother Réjean fishes out of Chéticamp in LFA 26B, and they text each other catch "
            "numbers like it's hockey scores."
        ),
        "days_apart": 41,
        "questions": [
            "Who fishes in LFA 26A and who fishes in 26B?",
            "Which area is Danny's licence in, and where does Réjean fish?",
        ],
    },
    {
        "id": "buoys-orange-black-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Danny's buoys are orange with one black band.",
        "second": (
            "Joey Chisholm, two berths down, has black buoys with an orange band, and in fog Danny "
            "swears they look exactly the same."
        ),
        "days_apart": 20,
        "questions": [
            "What colour are the buoys that look alike at the wharf?",
            "Whose buoys are orange with a black band and whose are black with an orange band?",
        ],
    },
    {
        "id": "coop-3605-3650-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our charge account at the Co-op is 3605.",
        "second": (
            "Mom's account at that same Co-op is 3650, and a cashier put her groceries on ours one "
            "time, two hundred dollars of them."
        ),
        "days_apart": 17,
        "questions": [
            "Whose Co-op accounts are 3605 and 3650?",
            "What's our Co-op number, and what's Mom's?",
        ],
    },
    {
        "id": "upper-lower-south-river-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Aunt Jean lives in Upper South River, up past the church.",
        "second": (
            "Aunt Joan lives in Lower South River, right by the bridge, and the two aren't even "
            "sisters, Jean's Dad's side and Joan's Mom's."
        ),
        "days_apart": 45,
        "questions": [
            "Who lives in Upper and Lower South River?",
            "Which South River is Aunt Jean in, and which is Aunt Joan in?",
        ],
    },
    {
        "id": "anne-ann-chisholm-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "My family doctor is Dr. Anne Chisholm at the clinic in town, I waited three years to "
            "get her."
        ),
        "second": (
            "The kids' new dentist is Dr. Ann Chisholm, no e, on College Street, and no, not "
            "related either."
        ),
        "days_apart": 37,
        "questions": [
            "Who are Dr. Anne Chisholm and Dr. Ann Chisholm?",
            "Which Dr. Chisholm is my GP and which one does the kids' teeth?",
        ],
    },
    {
        "id": "tax-2390-insurance-2930-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "Property tax on the house comes to $2,390 a year.",
        "second": (
            "Insurance on the Thérèse B. is $2,930 a year, I paid the tax bill twice once because "
            "the numbers look the same to me."
        ),
        "days_apart": 26,
        "questions": [
            "What do we pay $2,390 and $2,930 for?",
            "How much is the property tax, and how much is the boat insurance?",
        ],
    },
    {
        "id": "angus-mackinnon-two-en-28",
        "lang": "en",
        "kind": "lookalike",
        "first": "My dad is Angus MacKinnon, Gus to everybody, out in Mabou.",
        "second": (
            "There's another Angus MacKinnon, Angus the Garage, who does our oil changes in "
            "Antigonish, and his Visa statement came to Dad once."
        ),
        "days_apart": 49,
        "questions": [
            "Who are the two Angus MacKinnons?",
            "Which Angus MacKinnon is my father and which one runs the garage?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "gillis-saint-andrew-schools-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Ciara is in Grade 10 at Dr. J.H. Gillis Regional High.",
        "second": (
            "Rory's in Grade 6 at Saint Andrew Junior School, two more years and they'll be in the "
            "same building."
        ),
        "days_apart": 53,
        "questions": [
            "Where do the kids go to school?",
            "What grade and school is each kid in?",
        ],
    },
    {
        "id": "godparents-kids-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Réjean is Ciara's godfather, he sends her twenty bucks in a card every birthday.",
        "second": (
            "Rory's godmother is Mairi, my roommate from X, she lives in Halifax now and takes him "
            "to Mooseheads games."
        ),
        "days_apart": 42,
        "questions": [
            "Who are the kids' godparents?",
            "Who is Ciara's godfather, and who is Rory's godmother?",
        ],
    },
    {
        "id": "acadian-french-gaelic-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Danny grew up speaking Acadian French in Chéticamp, his mother still won't do English "
            "on the phone."
        ),
        "second": "Nana MacKinnon spoke Gaelic to me till I was six, English came after.",
        "days_apart": 57,
        "questions": [
            "What languages did Danny and I grow up with?",
            "Where did Danny's French come from, and who spoke Gaelic to me?",
        ],
    },
    {
        "id": "memere-granny-peg-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "The kids call Danny's mom Mémère.",
        "second": "My mom is Granny Peg, she insisted on it before Ciara was even born.",
        "days_apart": 23,
        "questions": [
            "What do the kids call their grandmothers?",
            "Which grandmother is Mémère and which one is Granny Peg?",
        ],
    },
    {
        "id": "braces-expander-kids-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Ciara got braces in September, top and bottom, six thousand two hundred dollars.",
        "second": (
            "Rory needs a palate expander, the orthodontist in New Glasgow says he's next in line."
        ),
        "days_apart": 39,
        "questions": [
            "What's going on with the kids' teeth?",
            "What did Ciara get done, and what does Rory need?",
        ],
    },
    {
        "id": "peggy-therese-moms-work-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Mom was a nurse at St. Martha's for thirty years, mostly nights on maternity.",
        "second": (
            "Thérèse ran the co-op store in Chéticamp for decades, she still knows what everybody "
            "owes."
        ),
        "days_apart": 66,
        "questions": [
            "What jobs did Mom and Thérèse have?",
            "Where did my mom work, and what did Thérèse run?",
        ],
    },
    {
        "id": "king-cole-double-double-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "I drink tea, King Cole, milk and no sugar, about six cups a day.",
        "second": (
            "Danny's a double-double man, two large from Tim's before the boat leaves the wharf."
        ),
        "days_apart": 21,
        "questions": [
            "What do Danny and I drink?",
            "How do I take my tea, and what's Danny's order?",
        ],
    },
    {
        "id": "ciara-dal-lefthanded-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Ciara wants to be a marine biologist, she's got Dal picked out already.",
        "second": "Ciara's left-handed like her father, which makes her fiddle lessons a circus.",
        "days_apart": 48,
        "questions": [
            "What do you know about Ciara?",
            "What does Ciara want to study and where, and which hand does she use?",
        ],
    },
    {
        "id": "iphone-flip-phone-kids-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Ciara has an iPhone, my old one with the cracked corner.",
        "second": "rory has a flip phone and he is FURIOUS about it, calls it a brick",
        "days_apart": 18,
        "questions": [
            "What phones do the kids have?",
            "Which kid got my old iPhone and which one has the flip phone?",
        ],
    },
    {
        "id": "bedtimes-shel-danny-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm in bed by ten with a book, asleep by page three.",
        "second": (
            "Now that it's season, Danny's asleep by eight because he's up at three-thirty for the "
            "boat."
        ),
        "days_apart": 25,
        "questions": [
            "When do Danny and I go to bed?",
            "What time do I go to bed, and why is Danny asleep so early?",
        ],
    },
    {
        "id": "cant-swim-lifeguard-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Danny can't swim, like half the fishermen on that wharf.",
        "second": "I was a lifeguard at Pomquet Beach every summer through university.",
        "days_apart": 55,
        "questions": [
            "Can Danny and I swim?",
            "Which of us can't swim, and where did I lifeguard?",
        ],
    },
    {
        "id": "rory-type1-impressions-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Rory has Type 1 diabetes, diagnosed at seven, he wears a Dexcom on his arm.",
        "second": "Rory's also the family comedian, his impression of Danny on the VHF is perfect.",
        "days_apart": 68,
        "questions": [
            "What are two things to remember about Rory?",
            "What condition does Rory have, and whose impression does he do?",
        ],
    },
    {
        "id": "x-ring-grade-11-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm an X grad, 2004, and the ring has never come off my finger.",
        "second": (
            "Danny left school in Grade 11 to fish with his father and has never once regretted it."
        ),
        "days_apart": 59,
        "questions": [
            "How much schooling did Danny and I get?",
            "Where did I graduate from, and when did Danny leave school?",
        ],
    },
    {
        "id": "bannock-bearded-dragon-kids-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Bannock the toller is technically Rory's dog, Rory picked him out of the litter.",
        "second": "Ciara's got a new bearded dragon named Mr. Rankin living in a tank in her room.",
        "days_apart": 32,
        "questions": [
            "Which pets belong to which kid?",
            "Who picked out Bannock, and what's the name of Ciara's bearded dragon?",
        ],
    },
    {
        "id": "mabou-cheticamp-grandparents-en-28",
        "lang": "en",
        "kind": "parallel",
        "first": "Mom and Dad live in Mabou, an hour and a half up the road.",
        "second": (
            "Thérèse is in Chéticamp, another hour past Mabou, so Christmas is a tour of Cape "
            "Breton."
        ),
        "days_apart": 46,
        "questions": [
            "Where do the kids' grandparents live?",
            "Where are Mom and Dad, and where is Thérèse?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "danny-overboard-twice-en-28",
        "lang": "en",
        "kind": "event",
        "first": (
            "Danny went overboard in 2016, his boot caught in a trap line and Kyle hauled him back "
            "by the oilskins."
        ),
        "second": (
            "He went in again last May, slipped off the wharf ladder at low tide and hung onto the "
            "float till somebody came."
        ),
        "days_apart": 2400,
        "questions": [
            "How many times has Danny ended up in the water?",
            "How did Danny go in each time, and how did he get out?",
        ],
    },
    {
        "id": "fling-sword-dance-golds-en-28",
        "lang": "en",
        "kind": "event",
        "first": "Ciara won gold for the Highland fling at the Antigonish Games in July.",
        "second": (
            "She won again in Halifax in October, the sword dance this time, and she cried harder "
            "than the first time."
        ),
        "days_apart": 95,
        "questions": [
            "How many golds has Ciara won dancing?",
            "Which dance and which competition was each of Ciara's golds?",
        ],
    },
    {
        "id": "rory-er-trips-en-28",
        "lang": "en",
        "kind": "event",
        "first": (
            "We took Rory to St. Martha's emergency in March, his sugar dropped to 2.1 at a "
            "sleepover."
        ),
        "second": (
            "Another ER trip in November, six stitches in his chin, off the neighbours' trampoline."
        ),
        "days_apart": 240,
        "questions": [
            "How many times has Rory been to emergency this year?",
            "What brought Rory to the ER each time?",
        ],
    },
    {
        "id": "windshields-104-trunk7-en-28",
        "lang": "en",
        "kind": "event",
        "first": "A rock off a transport cracked the Corolla's windshield on the 104 in June.",
        "second": (
            "Second windshield in September, a gravel truck on Trunk 7, and the glass place knows "
            "me by name now."
        ),
        "days_apart": 90,
        "questions": [
            "How many windshields has my car gone through?",
            "Where did each windshield get cracked, and by what?",
        ],
    },
    {
        "id": "wedding-ring-lost-twice-en-28",
        "lang": "en",
        "kind": "event",
        "first": (
            "I lost my wedding ring in the garden in 2019 and found it in October wrapped around a "
            "garlic bulb."
        ),
        "second": (
            "lost it AGAIN this spring at Pomquet beach, and a fella with a metal detector found "
            "it in the sand an hour later"
        ),
        "days_apart": 1700,
        "questions": [
            "How many times have I lost my wedding ring?",
            "Where did I lose my ring each time, and how did it turn up?",
        ],
    },
    {
        "id": "traps-cut-en-28",
        "lang": "en",
        "kind": "event",
        "first": "Somebody cut six of Danny's traps loose in the first week of May.",
        "second": (
            "It happened again in June, eleven traps this time, and the fishery officer came out "
            "to the wharf."
        ),
        "days_apart": 35,
        "questions": [
            "How many times have Danny's traps been cut?",
            "How many traps were cut each time, and who came out the second time?",
        ],
    },
    {
        "id": "celtic-colours-twice-en-28",
        "lang": "en",
        "kind": "event",
        "first": "I played fiddle at Celtic Colours in 2019, at the Judique show.",
        "second": (
            "Played Celtic Colours again last October, in Mabou, with the Gaelic choir, and Dad "
            "sat in the front row."
        ),
        "days_apart": 1460,
        "questions": [
            "How many times have I played Celtic Colours?",
            "Where did I play each Celtic Colours, and with whom the second time?",
        ],
    },
    {
        "id": "therese-b-tows-en-28",
        "lang": "en",
        "kind": "event",
        "first": (
            "The Thérèse B. blew a head gasket in June two years ago, and Réjean's buddy towed her "
            "in."
        ),
        "second": (
            "Then last May the transmission went off Cape George, and the Coast Guard towed her "
            "this time."
        ),
        "days_apart": 330,
        "questions": [
            "How many times has the Thérèse B. needed a tow?",
            "What broke each time, and who towed her in?",
        ],
    },
    {
        "id": "ciara-sprained-ankles-en-28",
        "lang": "en",
        "kind": "event",
        "first": "Ciara sprained her left ankle at a dance competition in Truro.",
        "second": "Then she did the right one in gym class, basketball, two weeks on crutches.",
        "days_apart": 150,
        "questions": [
            "How many times has Ciara sprained an ankle?",
            "Which ankle did Ciara sprain each time, and how?",
        ],
    },
    {
        "id": "halifax-hawthorne-moves-en-28",
        "lang": "en",
        "kind": "event",
        "first": (
            "We moved from Halifax to Antigonish in 2012, into an apartment on Hawthorne Street."
        ),
        "second": (
            "We moved again in 2016, from Hawthorne out to the farmhouse, and I swore I'd never "
            "pack a box again."
        ),
        "days_apart": 1460,
        "questions": [
            "How many times have we moved since Halifax?",
            "When did we make each move, and where did we go?",
        ],
    },
    {
        "id": "whales-cape-george-cove-en-28",
        "lang": "en",
        "kind": "event",
        "first": (
            "A humpback came right up beside the boat off Cape George in July, Danny got it on his "
            "phone."
        ),
        "second": (
            "Another one in August, a minke this time, right in the cove with Rory aboard, and he "
            "cried."
        ),
        "days_apart": 30,
        "questions": [
            "How many whales has Danny seen up close this summer?",
            "What kind of whale was each one, and where?",
        ],
    },
    {
        "id": "surprise-40th-baddeck-en-28",
        "lang": "en",
        "kind": "event",
        "first": "Danny threw me a surprise party for my fortieth at the Legion.",
        "second": (
            "He surprised me again last year, a weekend in Baddeck, and somehow Ciara kept her "
            "mouth shut."
        ),
        "days_apart": 365,
        "questions": [
            "How many times has Danny surprised me?",
            "What was each surprise, and where?",
        ],
    },
    {
        "id": "rory-spelling-bees-en-28",
        "lang": "en",
        "kind": "event",
        "first": "Rory won the school spelling bee in Grade 4, the winning word was 'rhythm'.",
        "second": (
            "He won it again this year, the last word was 'ceilidh', which is basically cheating "
            "for him."
        ),
        "days_apart": 730,
        "questions": [
            "How many spelling bees has Rory won?",
            "What grade was Rory in for the first win, and what were the winning words?",
        ],
    },
    {
        "id": "peggy-fifty-fifty-en-28",
        "lang": "en",
        "kind": "event",
        "first": "Mom won the 50/50 at the Mabou fire hall, $1,100.",
        "second": (
            "She won another one at the Legion in Inverness, $740 this time, and Dad says she's "
            "banned from buying tickets."
        ),
        "days_apart": 120,
        "questions": [
            "How many 50/50 draws has Mom won?",
            "Where did Mom win each 50/50, and how much?",
        ],
    },
    {
        "id": "bear-compost-feeder-en-28",
        "lang": "en",
        "kind": "event",
        "first": (
            "A black bear got into our compost bin in September, garlic skins all over the lawn."
        ),
        "second": "It came back in October and ripped the bird feeder off the front deck.",
        "days_apart": 30,
        "questions": [
            "How many times has the bear been around the house?",
            "What damage did the bear do on each visit?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "caideng-lengchitu-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我在自贡一家彩灯公司当扎灯组组长，灯会前那两个月天天加班。",
        "second": "周末我还在釜溪河边夜市摆了个冷吃兔摊摊，礼拜六礼拜天晚上出。",
        "days_apart": 35,
        "questions": ["我都有哪些挣钱的门路？", "我在彩灯公司做啥子，冷吃兔摊摊啥时候出？"],
    },
    {
        "id": "diangong-sihuo-jianguo-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "建国在盐化厂当电工，三班倒，干了十八年了。",
        "second": "他下了班还接点私活，帮人家装空调、牵电线，一个月也有两三千。",
        "days_apart": 49,
        "questions": ["建国都在做些啥子活路？", "建国在厂头做啥子，私活接的是啥？"],
    },
    {
        "id": "zigong-nongshang-zhanghu-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我工资卡是自贡银行的，每个月十号发工资。",
        "second": "我还在农商行新开了个户，专门给小川存读大学的钱，一分都不准动。",
        "days_apart": 42,
        "questions": ["我在哪些银行有账户？", "自贡银行那张卡是做啥的，农商行那个户存的啥钱？"],
    },
    {
        "id": "lanqiu-jita-xiaochuan-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "小川在学校篮球队打后卫，天天练到七点过才回寝室。",
        "second": "他现在还在学吉他，跟一个轻化工大学的学生学，一个钟头八十。",
        "days_apart": 31,
        "questions": ["小川课余都在搞啥子？", "小川在球队打啥位置，吉他跟哪个学？"],
    },
    {
        "id": "ganma-gandie-yueyue-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "悦悦认了我闺蜜小芳当干妈，小芳在沿滩开花店。",
        "second": "她还有个干爹，是建国的师兄老曾，过年红包收两份，安逸惨了。",
        "days_apart": 66,
        "questions": ["悦悦的干爹干妈是哪个？", "悦悦的干妈是做啥的，干爹跟建国啥关系？"],
    },
    {
        "id": "haijiao-ningmeng-louding-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我在楼顶种了两排二荆条，够一年剁海椒酱。",
        "second": "今年又在花盆头栽了两棵柠檬树，结了十几个，悦悦拿来泡水喝。",
        "days_apart": 58,
        "questions": ["我在楼顶种了些啥？", "二荆条拿来做啥，柠檬树结了好多？"],
    },
    {
        "id": "babawu-chuanju-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我每天晚上八点在彩灯公园门口跳坝坝舞。",
        "second": "最近还进了个川剧票友群，礼拜三下午去王爷庙那边唱两句。",
        "days_apart": 27,
        "questions": ["我下了班都喜欢搞点啥？", "坝坝舞在哪儿跳，川剧礼拜几去哪儿唱？"],
    },
    {
        "id": "gongjing-gaoxin-fangzi-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我们住在贡井老城区，七十几平的老房子，六楼，莫得电梯。",
        "second": "去年又在高新区买了套新房，还在装修，等小川考完大学再搬。",
        "days_apart": 74,
        "questions": ["我们家有几套房子？", "现在住的房子是啥样子，高新区那套打算啥时候搬？"],
    },
    {
        "id": "yibao-zhongjixian-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我和建国都是单位交的职工医保。",
        "second": "去年我又给两个娃儿各买了份重疾险，一年三千多。",
        "days_apart": 53,
        "questions": ["我们家都买了些啥保险？", "医保是哪个交的，两个娃儿买的啥子险？"],
    },
    {
        "id": "douhua-fanguan-waimai-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "婆婆在富顺县城开了个豆花饭馆，开了二十多年。",
        "second": "她现在还做外卖，美团上评分四点九，七十岁的人比我还会耍手机。",
        "days_apart": 39,
        "questions": ["婆婆的饭馆是啥情况？", "饭馆在哪儿、开了好多年，外卖做得咋样？"],
    },
    {
        "id": "rongxian-shufa-laohan-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我老汉儿退休前在荣县教了三十年小学数学。",
        "second": "退休了也没闲到，现在在老年大学教书法，一个礼拜两节课。",
        "days_apart": 61,
        "questions": ["我老汉儿都干过些啥？", "我老汉儿退休前教啥，在老年大学教啥？"],
    },
    {
        "id": "wuli-biancheng-xiaochuan-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "小川礼拜六上午在外头补物理，一对一。",
        "second": "他又报了个编程班，礼拜天下午上，说是他自己想学的。",
        "days_apart": 30,
        "questions": ["小川周末都在上啥课？", "小川礼拜六补啥，礼拜天下午又学啥？"],
    },
    {
        "id": "yidong-dianxin-haoma-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "我有个移动的号，用了十几年，亲戚朋友都晓得。",
        "second": "还有个电信的号，办宽带送的，专门拿来填快递和网购。",
        "days_apart": 45,
        "questions": ["我有几个手机号？", "移动那个号哪些人在打，电信那个拿来做啥？"],
    },
    {
        "id": "lanhua-shandiche-jianguo-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "建国爱养兰花，阳台上二十几盆，比对我还上心。",
        "second": "他最近又迷上了骑山地车，礼拜天跟车队骑到仙市古镇。",
        "days_apart": 37,
        "questions": ["建国都有些啥爱好？", "建国阳台上养的啥，礼拜天骑车去哪儿？"],
    },
    {
        "id": "zhongdiangong-jie-fangxue-zh-28",
        "lang": "zh",
        "kind": "addition",
        "first": "每个礼拜三请了个钟点工来打扫卫生，一回一百二。",
        "second": "还新请了个阿姨，礼拜一到礼拜五四点半去校门口接悦悦。",
        "days_apart": 24,
        "questions": ["家里请了些啥人帮忙？", "钟点工啥时候来，接悦悦的阿姨几点去？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "yadi-zuo-you-pengzi-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我的红色雅迪电瓶车停在楼下左边那个车棚。",
        "second": "建国那台也是雅迪，黑的，停右边车棚，两把钥匙一模一样。",
        "days_apart": 16,
        "questions": ["楼下两个车棚各停的哪个的车？", "我的电瓶车和建国的各是啥颜色、停哪边？"],
    },
    {
        "id": "fanghao-601-106-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家是六栋一单元601。",
        "second": "同一个单元的106是建国他表哥家，外卖经常送到他屋头去。",
        "days_apart": 20,
        "questions": ["601和106各住的哪个？", "我们家和建国表哥家各是几号？"],
    },
    {
        "id": "zhou-zou-yonghong-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小川的班主任叫周永红，教化学的。",
        "second": "悦悦的班主任叫邹永红，周和邹就差一点，家长群的通知我老是看岔。",
        "days_apart": 29,
        "questions": ["周永红和邹永红各是哪个的老师？", "小川和悦悦的班主任各叫啥子？"],
    },
    {
        "id": "qianmen-houmen-cangku-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们公司前门那个仓库放的是扎好的成品灯组。",
        "second": "后门那个仓库放竹篾、绸布、铁丝这些原料，新来的徒弟经常跑错。",
        "days_apart": 22,
        "questions": ["公司两个仓库各放的啥？", "前门仓库和后门仓库各装的啥东西？"],
    },
    {
        "id": "loushang-louxia-niangniang-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "楼上的杨孃孃是建国的老师傅，隔三岔五给我们送泡菜。",
        "second": "楼下的李孃孃帮我们收快递，我们出门就把钥匙放她那儿。",
        "days_apart": 33,
        "questions": ["楼上楼下两个孃孃各是哪个？", "哪个孃孃是建国的老师傅，哪个帮我们收快递？"],
    },
    {
        "id": "kaifan-pingshi-zhoumo-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "平时我们家晚饭七点半开，悦悦写完作业才吃。",
        "second": "周末中午都回富顺，在婆婆饭馆吃，雷打不动。",
        "days_apart": 14,
        "questions": ["平时和周末我们家饭咋个吃？", "平时晚饭几点开，周末中午在哪儿吃？"],
    },
    {
        "id": "zhong-zeng-xiuying-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我妈叫钟秀英，荣县人。",
        "second": "婆婆也叫秀英，姓曾，曾秀英，过年一喊秀英两个都答应。",
        "days_apart": 40,
        "questions": ["钟秀英和曾秀英各是哪个？", "我妈和婆婆各叫啥名字？"],
    },
    {
        "id": "fangdai-3410-buxi-3140-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "新房子的房贷一个月三千四百一。",
        "second": "小川补物理一个月三千一百四，数差不多，我记账老是记反。",
        "days_apart": 18,
        "questions": ["三千四百一和三千一百四各是啥钱？", "房贷和小川补课费一个月各好多？"],
    },
    {
        "id": "liu-zhongyi-yayi-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我腰痛看的是釜溪路上的刘医生，老中医，扎针灸。",
        "second": "小川的牙医也是刘医生，女的，在汇东，手机头我存的都是刘医生。",
        "days_apart": 36,
        "questions": ["两个刘医生各是给哪个看病的？", "我找的刘医生看啥，小川的刘医生是看啥的？"],
    },
    {
        "id": "gongjiao-35-53-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小川礼拜天返校坐35路，到蜀光中学门口下。",
        "second": "我上班坐53路，跟35路是同一个站台，早上我上错过好几回。",
        "days_apart": 25,
        "questions": ["35路和53路各是哪个坐的？", "小川返校和我上班各坐几路？"],
    },
    {
        "id": "wu-xiaochuan-xiaochuan-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我儿子叫吴小川，大小的小。",
        "second": "建国他侄儿叫吴晓川，拂晓的晓，两个同年生的，红包经常发错。",
        "days_apart": 43,
        "questions": ["吴小川和吴晓川各是哪个？", "哪个是我儿子，另一个跟我们家啥关系？"],
    },
    {
        "id": "laochangqu-xinchangqu-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "建国在盐化厂老厂区上班，在大安那边。",
        "second": "厂里的新厂区在沿滩，他师兄老曾在新厂区当班长。",
        "days_apart": 38,
        "questions": [
            "盐化厂老厂区和新厂区各是哪个在上班？",
            "建国和老曾各在哪个厂区，厂区各在哪儿？",
        ],
    },
    {
        "id": "da-xiao-paocaitan-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "厨房头那个大泡菜坛子泡的是萝卜和豇豆。",
        "second": "小坛子泡的是仔姜和海椒，做鱼香肉丝就靠它。",
        "days_apart": 11,
        "questions": ["两个泡菜坛子头各泡的啥？", "大坛子和小坛子各泡的啥东西？"],
    },
    {
        "id": "dengzu-ershiba-bashier-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "今年灯会我们组扎的是28号灯组，一条三十米的龙。",
        "second": "82号是隔壁公司扎的熊猫，游客老是把我们的龙拍了说成他们的。",
        "days_apart": 21,
        "questions": ["28号和82号灯组各是哪个扎的？", "我们组扎的是几号、扎的啥，82号是啥？"],
    },
    {
        "id": "xiaoyuan-dayuan-qun-zh-28",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们一家四口的微信群叫“吴家小院”。",
        "second": "建国他们吴家的大家族群叫“吴家大院”，我有回把悦悦洗澡的视频发到大院去了。",
        "days_apart": 27,
        "questions": ["“吴家小院”和“吴家大院”各是啥群？", "我们一家四口的群和吴家大家族群各叫啥？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "shuguang-qiaotou-xuexiao-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "小川在蜀光中学读高二，住校。",
        "second": "悦悦在屋门口的桥头小学读三年级，走路五分钟。",
        "days_apart": 47,
        "questions": ["两个娃儿各在哪儿读书？", "小川和悦悦各读几年级、哪个学校？"],
    },
    {
        "id": "xuexing-wawa-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "小川是O型血，跟他老汉儿一样。",
        "second": "悦悦是AB型，全家就她一个，她说她是捡来的。",
        "days_apart": 34,
        "questions": ["两个娃儿各是啥血型？", "哪个是O型，哪个是AB型？"],
    },
    {
        "id": "xuezhan-doudizhu-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "我打麻将只打血战到底，五块钱的。",
        "second": "建国不摸麻将，他只斗地主，一斗斗到半夜。",
        "days_apart": 28,
        "questions": ["我和建国各爱打啥牌？", "哪个打血战到底，哪个斗地主？"],
    },
    {
        "id": "koutouchan-wawa-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "小川的口头禅是“随便”，问他吃啥都是随便。",
        "second": "悦悦动不动就“我不得干”，不想写作业就是这句。",
        "days_apart": 23,
        "questions": ["两个娃儿各有啥口头禅？", "“随便”和“我不得干”各是哪个的口头禅？"],
    },
    {
        "id": "zhongzhuan-ligong-xueli-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是自贡职校美术专业毕业的，中专。",
        "second": "建国是四川理工学院毕业的，学的电气，那个学校现在叫轻化工大学了。",
        "days_apart": 57,
        "questions": ["我和建国各是啥学历？", "我和建国各是哪个学校毕业、学的啥？"],
    },
    {
        "id": "rongxian-fushun-laoren-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "我老汉儿老妈住在荣县，离自贡一个钟头车程。",
        "second": "公公婆婆现在住在富顺县城，就在婆婆饭馆楼上。",
        "days_apart": 50,
        "questions": ["两边老人各住在哪儿？", "我爸妈和公公婆婆各住哪个县？"],
    },
    {
        "id": "linghuaqian-wawa-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "小川一个礼拜零花钱一百，吃饭的钱另外给。",
        "second": "悦悦一个礼拜十块，全部塞进她那个小猪存钱罐。",
        "days_apart": 26,
        "questions": ["两个娃儿零花钱各给好多？", "小川和悦悦一个礼拜各有好多零花钱？"],
    },
    {
        "id": "jianguo-xizang-mugong-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "建国年轻时当过兵，在西藏日喀则待了五年。",
        "second": "建国手巧，屋头的桌子板凳、悦悦的小床都是他自己打的。",
        "days_apart": 62,
        "questions": ["建国这个人你晓得些啥？", "建国在哪儿当的兵，屋头哪些家具是他打的？"],
    },
    {
        "id": "dahulu-moya-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "我睡觉打呼噜，建国说像拉风箱。",
        "second": "建国睡觉磨牙，咯吱咯吱的，牙医说要戴牙套。",
        "days_apart": 31,
        "questions": ["我和建国睡觉各有啥毛病？", "哪个打呼噜，哪个磨牙？"],
    },
    {
        "id": "zuopiezi-wawa-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "小川是左撇子，吃饭跟用右手的坐一起就打架。",
        "second": "悦悦右手写字，打乒乓球却用左手，教练都说怪。",
        "days_apart": 44,
        "questions": ["两个娃儿哪个用左手？", "小川和悦悦各用哪只手做啥？"],
    },
    {
        "id": "a2-c1-jiazhao-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "建国有A2驾照，年轻时跑过几年大货车。",
        "second": "我只有C1，而且只敢开自动挡的。",
        "days_apart": 38,
        "questions": ["我和建国各是啥驾照？", "哪个是A2，哪个是C1？"],
    },
    {
        "id": "konggao-pashe-meizi-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "我恐高，扎大灯组高头的活路都是徒弟小袁爬上去做。",
        "second": "我还怕蛇，连酒坛子里泡的蛇都不敢看。",
        "days_apart": 65,
        "questions": ["我都怕些啥？", "扎大灯组时高处咋整，我怕蛇怕到啥程度？"],
    },
    {
        "id": "molihua-laoyingcha-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "我只喝茉莉花茶，每回回荣县都要称两斤。",
        "second": "建国喝老鹰茶，一泡一大缸，现在夏天还要冰起喝。",
        "days_apart": 22,
        "questions": ["我和建国各喝啥茶？", "哪个喝茉莉花茶，哪个喝老鹰茶？"],
    },
    {
        "id": "larou-doubanjiang-liangge-ma-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈每年冬月熏腊肉香肠，一熏就是四五十斤。",
        "second": "婆婆拿手的是豆瓣酱，一做一大缸，亲戚些都来要。",
        "days_apart": 55,
        "questions": ["两个妈各有啥拿手的？", "我妈冬月熏啥，婆婆做的啥？"],
    },
    {
        "id": "lixiang-wawa-zh-28",
        "lang": "zh",
        "kind": "parallel",
        "first": "小川想考电子科大，学计算机。",
        "second": "悦悦说长大了要当兽医，看到流浪猫就走不动。",
        "days_apart": 41,
        "questions": ["两个娃儿以后想干啥？", "小川想考哪儿学啥，悦悦想当啥？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "denghui-erdeng-yideng-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "前年灯会我们组扎的“鲤鱼跳龙门”得了个二等奖。",
        "second": "今年又得了奖，这回是一等奖，就是那条三十米的龙。",
        "days_apart": 730,
        "questions": ["我们组在灯会上得过几回奖？", "每回扎的啥，得的几等奖？"],
    },
    {
        "id": "tanzi-chengguan-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "冷吃兔摊摊遭城管收过一回，桌子板凳都拉走了。",
        "second": "上个月又遭收了一回，这回罚了两百，我心痛得很。",
        "days_apart": 150,
        "questions": ["我的摊摊遭城管收过几回？", "每回城管收了啥，罚了没得？"],
    },
    {
        "id": "shouji-diu-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "我手机在公交车上遭偷过一回，华为的，才买了三个月。",
        "second": "今年又掉了一回，掉在灯会现场，一个保安捡到还给我了。",
        "days_apart": 400,
        "questions": ["我手机丢过几回？", "每回在哪儿丢的，找回来没得？"],
    },
    {
        "id": "banjia-rongxian-gongjing-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "一〇年我们从荣县搬到自贡城头，先租房子住。",
        "second": "一五年又搬了一回，从租的房子搬到现在贡井这套。",
        "days_apart": 1800,
        "questions": ["我们家搬过几回家？", "每回是哪年从哪儿搬到哪儿？"],
    },
    {
        "id": "lanqiu-jisai-xiaochuan-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "小川他们篮球队去年拿了市里高中联赛第三名。",
        "second": "今年又打进了决赛，这回拿了亚军，他一个人得了二十二分。",
        "days_apart": 365,
        "questions": ["小川他们球队在市里拿过几回名次？", "每回拿的第几，小川得了好多分？"],
    },
    {
        "id": "yueyue-zoudiu-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "悦悦四岁在灯会上走丢过一回，广播喊了半个钟头。",
        "second": "去年在成都欢乐谷又走丢一回，这回她自己跑到服务台报的我电话。",
        "days_apart": 1500,
        "questions": ["悦悦走丢过几回？", "每回在哪儿走丢的，咋个找到的？"],
    },
    {
        "id": "jianguo-gongshang-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "建国前年在厂头遭电打过一回，手指头起了个泡。",
        "second": "今年又出了回事，从梯子上摔下来，脚崴了，歇了半个月。",
        "days_apart": 500,
        "questions": ["建国在厂头出过几回事？", "每回是咋个伤的，伤到哪儿了？"],
    },
    {
        "id": "zaozei-dianping-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "我们家遭过一回贼，过年回富顺那几天，撬门拿了两千块现金。",
        "second": "去年又遭偷了，这回偷的是建国电瓶车的电瓶，八百块。",
        "days_apart": 700,
        "questions": ["我们家遭过几回偷？", "每回偷的是啥，值好多？"],
    },
    {
        "id": "rongxian-dizhen-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "前年荣县地震，我妈屋头厨房的墙裂了条缝。",
        "second": "今年又震了一回，震得轻些，就是碗柜头摔烂了几个碗。",
        "days_apart": 600,
        "questions": ["荣县地震把我妈屋头震坏过几回？", "每回震坏了啥？"],
    },
    {
        "id": "caipiao-nianhui-zhongjiang-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "我买彩票中过一回，五百块，请组里吃了顿火锅。",
        "second": "年底又中了一回，这回是公司年会抽奖，抽了个电饭煲。",
        "days_apart": 300,
        "questions": ["我中过几回奖？", "两回各是啥子奖，咋个中的？"],
    },
    {
        "id": "suili-wuyi-guoqing-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "今年五一建国表妹结婚，我们随了一千。",
        "second": "国庆节我堂弟又结婚，又是一千，半年工资光拿来随礼了。",
        "days_apart": 150,
        "questions": ["今年我们随了几回礼？", "每回是哪个结婚，随了好多？"],
    },
    {
        "id": "jianggushi-bisai-yueyue-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "悦悦去年参加区里讲故事比赛，得了一等奖。",
        "second": "今年又去比了，这回是市里的，拿了个二等奖，哭了一路。",
        "days_apart": 365,
        "questions": ["悦悦讲故事比赛得过几回奖？", "每回是哪一级的比赛，得的几等奖？"],
    },
    {
        "id": "zuofeiji-shanghai-xinjiapo-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "我第一回坐飞机是一八年，公司派我去上海扎灯。",
        "second": "第二回是去年，去新加坡布灯展，待了二十天。",
        "days_apart": 1800,
        "questions": ["我坐过几回飞机？", "每回是哪年、去哪儿做啥？"],
    },
    {
        "id": "jianguo-hezui-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "建国喝醉过一回，同学会，睡在小区花台头，保安喊我下去抬。",
        "second": "上礼拜又喝醉了，厂里聚餐，吐了一车，出租车司机收了两百清洁费。",
        "days_apart": 900,
        "questions": ["建国喝醉过几回？", "每回是在啥场合喝醉的，后来咋样了？"],
    },
    {
        "id": "dianpingche-zhuangche-zh-28",
        "lang": "zh",
        "kind": "event",
        "first": "我骑电瓶车跟人家撞过一回，赔了人家三百。",
        "second": "前两天又撞了一回，这回是遭一辆出租车别了，膝盖擦破了皮。",
        "days_apart": 200,
        "questions": ["我骑电瓶车出过几回事？", "每回是咋撞的，哪个吃了亏？"],
    },
]
