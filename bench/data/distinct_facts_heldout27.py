"""Held-out pairs of look-alike facts that are both true at once, twenty-seventh set
(distinct_facts_heldout27.py; its ids end in -27).

Written blind on 2026-12-07 (session 35) by a helper session that read exactly one file of this
repository, /work/main/bench/data/distinct_facts_heldout26.py, for the format only (module-level
name, entry fields with their order and types, kinds and their counts per language, two questions
per pair, days_apart range, docstring style). None of its people, places, topics or wordings is
reused. No other file of /work/main was opened: no code, no other data set, no docs, no notes, no
bench script; no repository code was run and git was not used. The entries were appended to this
file in chunks of about fifteen pairs. This set has not been run: it was only imported with
python3, by path, next to heldout26 to compare module-level names, entry keys and value types,
counts by language and kind, questions per pair and the days_apart range, and to check that ids
are unique and that no string of heldout26 recurs here. Not to be tuned on; whoever tunes on it
writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, each told by one person
and written natively in its language, not translated. The second statement often reads like a
change ("now", "again", "another", "this time", "又", "换", "新", "这回") while it only adds a
second value; a few English ones are terse, lower-case or carry typos. Few say "too" or "also".

English teller: Gretchen Haugen ("Gret"), forty-seven, a large-animal vet in Viroqua, in the
Driftless of southwest Wisconsin (dairy herds, herd checks, calvings, a Thursday small-animal clinic
day in Westby; on call every other weekend), a Norwegian-Lutheran farm kid from Coon Valley who
plays French horn in a community band, curls in winter and fishes trout on the Kickapoo. Her
husband Tom Lindahl, from Duluth, runs a small apple orchard and drives a county snowplow in
winter; their kids are Eli (nineteen, a sophomore at UW-La Crosse in nursing, a Kwik Trip job) and
Maren (thirteen, eighth grade at Viroqua Middle, 4-H with a Brown Swiss heifer, girls' hockey,
trumpet). Tuck the border collie, a dozen hens, two barn cats; a vet-box F-250 and an old
Equinox. Her dad Arne, a retired dairyman, lives in Westby; Tom's mom Jeanette is in Duluth.

Chinese teller: 大连金州的孙桂芝（桂芝），四十八岁，在金州一个海参养殖场管育苗车间，手底下七八个
工人，冬天在星海湾冬泳，没事跟姐妹打滚子，腰间盘不好。老公姜福海开出租车，夜班，爱海钓。儿子
姜浩在哈工大威海校区念大二，学船舶；闺女晓雪念初二，学手风琴、打羽毛球。家里一只橘猫叫大橘，
一台五菱宏光。公公婆婆在庄河种蓝莓；她爸是瓦房店轴承厂退休的，她妈在瓦房店。说话一口东北味，
“啥”“咋整”“嘎哈”“贼”“老鼻子”“埋汰”“唠嗑”“整”。

kind
  addition   the second adds a value to the first (two jobs, two meetings, two cars, two
             sports, a new hobby beside an old one, a plan beside a habit), often worded like a
             change ("now", "another", "新", "又", "换") though nothing is replaced
  lookalike  same frame, a different object, date, number, person, slot or attribute, both true,
             often differing only in digit order or one word or letter (tags 3172 and 3127,
             Dr. Moen and Dr. Mohn, County P and County PP, Kim Solberg and Kim Sohlberg,
             池号23和32, 金州和锦州, 刘长春和刘春长, 尾号2716和2761)
  parallel   the same relation or attribute of different family members (both kids, both dads,
             Tom and me, 我爸和公公, 俩孩子, 我和福海), or two different relations about one person
  event      two real occurrences of the same kind of thing ("again", "another", "this time",
             "又", "这回"): both happened and both must be kept
Every question is about both statements of its pair. No FILLER here.

Not run yet: a later session's held-out set, run once at its end (start vs end).
"""

# ruff: noqa: RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "herd-vet-westby-clinic-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "I'm a large-animal vet out of Viroqua, mostly dairy, herd checks and calvings.",
        "second": (
            "Thursdays now I do small-animal appointments at the clinic in Westby, cats and dogs "
            "all day, it's practically a vacation."
        ),
        "days_apart": 34,
        "questions": [
            "Where all do I see patients?",
            "What kind of work do I do out of Viroqua, and what's the Thursday thing in Westby?",
        ],
    },
    {
        "id": "bee-sting-sulfa-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "I'm allergic to bee stings, there's an EpiPen in the glovebox of the truck.",
        "second": (
            "turns out sulfa drugs and me don't get along, took Bactrim for a bladder "
            "infection and my lips swelled up like a bass"
        ),
        "days_apart": 66,
        "questions": [
            "What allergies have I got?",
            "What do I keep in the glovebox, and what happened with the Bactrim?",
        ],
    },
    {
        "id": "orchard-county-plow-tom-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "Tom runs our orchard, twelve acres of Honeycrisp and Cortland up on the ridge.",
        "second": (
            "He signed on to drive county plow this winter, 3 a.m. call-outs any time we get more "
            "than two inches."
        ),
        "days_apart": 45,
        "questions": [
            "What does Tom do for work?",
            "What grows in Tom's orchard, and when does the plow job call him out?",
        ],
    },
    {
        "id": "nursing-kwik-trip-eli-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "Eli's a sophomore at UW-La Crosse, he got into the nursing program.",
        "second": (
            "He's working weekends at the Kwik Trip on Losey, overnights, and brags that the "
            "day-old Glazers are free after midnight."
        ),
        "days_apart": 29,
        "questions": [
            "What's Eli doing these days?",
            "What is Eli studying, and where does he work weekends?",
        ],
    },
    {
        "id": "heifer-hockey-maren-en-27",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Maren shows a Brown Swiss heifer in 4-H, her name's Clover, county fair is in August."
        ),
        "second": (
            "she made the girls hockey co-op!! practice is in Sparta at 6 am, guess who drives"
        ),
        "days_apart": 38,
        "questions": [
            "What is Maren involved in?",
            "What's the heifer's name, and where does Maren's hockey team practice?",
        ],
    },
    {
        "id": "practice-meeting-fair-board-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "First Tuesday of the month is the practice meeting, 7 a.m., all six vets.",
        "second": (
            "Got roped onto the county fair board, so the third Wednesday night is at the "
            "fairgrounds office now."
        ),
        "days_apart": 51,
        "questions": [
            "What regular meetings do I have?",
            "When is the practice meeting, and when does the fair board meet?",
        ],
    },
    {
        "id": "f250-equinox-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "My work truck is a white F-250 with a Bowie vet box in the bed.",
        "second": (
            "Bought an old Equinox for Eli to take to La Crosse, 180,000 miles and a heater that "
            "only does high."
        ),
        "days_apart": 57,
        "questions": [
            "What vehicles do we have?",
            "What's my truck set up with, and what's the story on the Equinox?",
        ],
    },
    {
        "id": "wood-stove-heat-pump-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "We heat the house with a wood stove, Tom splits about eight cord every fall.",
        "second": (
            "Had a heat pump put in this summer, so the stove's mostly for when it's below zero."
        ),
        "days_apart": 88,
        "questions": [
            "How do we heat the house?",
            "How much wood does Tom split, and what did we put in this summer?",
        ],
    },
    {
        "id": "wisconsin-minnesota-license-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "I'm licensed in Wisconsin, obviously, that's where almost all my herds are.",
        "second": (
            "Got my Minnesota license last week, a goat dairy across the river near La Crescent "
            "wants me."
        ),
        "days_apart": 70,
        "questions": [
            "Which states can I practice in?",
            "Where are most of my herds, and why did I get the Minnesota license?",
        ],
    },
    {
        "id": "birkie-disc-golf-tom-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "Tom skis the Birkie every February, the 50K skate race up in Cable.",
        "second": (
            "His new thing is disc golf, there's a course at Eckhart Park and he's out there every "
            "Sunday after church."
        ),
        "days_apart": 62,
        "questions": [
            "What does Tom do for sport?",
            "What race does Tom ski, and where does he play disc golf?",
        ],
    },
    {
        "id": "ambulance-vet-science-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "I run with the Viroqua volunteer ambulance one night a week, I'm an EMR.",
        "second": (
            "Now I'm leading the 4-H vet science group, twelve kids, second Monday of the month in "
            "the Bethel church basement."
        ),
        "days_apart": 41,
        "questions": [
            "What do I volunteer for?",
            "What's my role on the ambulance, and where does the vet science group meet?",
        ],
    },
    {
        "id": "vermilion-norway-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "Every Fourth of July we go up to Jeanette's cabin on Lake Vermilion for a week.",
        "second": (
            "this winter were doing something nuts, taking the kids to Norway to find the farm the "
            "Haugens came from"
        ),
        "days_apart": 39,
        "questions": [
            "Where do we go on vacation, and what's coming up?",
            "Where do we go for the Fourth, and what's the Norway trip for?",
        ],
    },
    {
        "id": "french-horn-curling-en-27",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I play French horn in the Viroqua community band, we do concerts in the park every "
            "Thursday in summer."
        ),
        "second": (
            "Started curling this winter, Monday league at the club in La Crosse, and I'm terrible "
            "at sweeping."
        ),
        "days_apart": 46,
        "questions": [
            "What do I do for fun?",
            "What instrument do I play in the band, and where do I curl?",
        ],
    },
    {
        "id": "spanish-norwegian-maren-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "Maren's in Spanish 1 at the middle school with Señora Krueger.",
        "second": (
            "Dad's teaching her Norwegian, Sunday afternoons at his kitchen table, mostly swear "
            "words so far."
        ),
        "days_apart": 53,
        "questions": [
            "What languages is Maren learning?",
            "Who teaches Maren Spanish, and who's teaching her Norwegian?",
        ],
    },
    {
        "id": "bees-maple-syrup-tom-en-27",
        "lang": "en",
        "kind": "addition",
        "first": "Tom keeps bees, four hives behind the orchard shed.",
        "second": (
            "Latest project is maple syrup, he tapped sixty trees in the woodlot in March and the "
            "kitchen windows are dripping."
        ),
        "days_apart": 31,
        "questions": [
            "What are Tom's side projects?",
            "What's behind the orchard shed, and what did Tom do in the woodlot in March?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "tag-3172-3127-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Clover's 4-H ear tag is 3172, yellow, left ear.",
        "second": (
            "The cow that's off feed at the Nustad farm is 3127, I had to look twice to make sure "
            "it wasn't Clover's number."
        ),
        "days_apart": 22,
        "questions": [
            "What are ear tags 3172 and 3127?",
            "Which tag is Clover's and which is the cow at the Nustads'?",
        ],
    },
    {
        "id": "solberg-sohlberg-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Maren's hockey coach is Kim Solberg, she played D at UW-Eau Claire.",
        "second": (
            "The county extension dairy agent is Kim Sohlberg, with an h, and we get each other's "
            "emails all the time."
        ),
        "days_apart": 33,
        "questions": [
            "Who are Kim Solberg and Kim Sohlberg?",
            "Which Kim coaches Maren and which one is the extension agent?",
        ],
    },
    {
        "id": "county-p-pp-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Nustad dairy is on County P, right past the cheese plant.",
        "second": (
            "The Ostrem farm is on County PP, double P, and the new relief vet drove to the wrong "
            "one twice."
        ),
        "days_apart": 27,
        "questions": [
            "Which farms are on County P and County PP?",
            "Where are the Nustad dairy and the Ostrem farm?",
        ],
    },
    {
        "id": "dr-moen-dr-mohn-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dad's cardiologist is Dr. Moen at Gundersen.",
        "second": (
            "Eli's clinical instructor is Dr. Mohn, M-o-h-n, a nurse practitioner over at Mayo in "
            "La Crosse."
        ),
        "days_apart": 43,
        "questions": [
            "Who are Dr. Moen and Dr. Mohn?",
            "Which one sees Dad and which one teaches Eli?",
        ],
    },
    {
        "id": "oct-12-oct-21-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Tom and I got married October 12, in the barn on my dad's old farm.",
        "second": (
            "Jeanette's birthday is October 21, and one year I mailed her our anniversary card by "
            "mistake."
        ),
        "days_apart": 24,
        "questions": [
            "What are October 12 and October 21 to us?",
            "When is our anniversary and when is Jeanette's birthday?",
        ],
    },
    {
        "id": "dorm-316-mailbox-613-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Eli's dorm room is 316 in Reuter Hall, top bunk, of course.",
        "second": "His campus mailbox is 613, which is where I send the care packages.",
        "days_apart": 18,
        "questions": [
            "What are Eli's numbers 316 and 613?",
            "Which is Eli's room and which is his mailbox?",
        ],
    },
    {
        "id": "duluth-mn-ga-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Tom's mom Jeanette lives in Duluth, Minnesota, a block up from the lake.",
        "second": (
            "His sister Kari lives in Duluth, Georgia, outside Atlanta, so their Christmas boxes "
            "go to the wrong state about every other year."
        ),
        "days_apart": 48,
        "questions": [
            "Who lives in which Duluth?",
            "Where does Jeanette live, and where does Kari live?",
        ],
    },
    {
        "id": "safe-2719-gate-2791-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "The code for the drug safe at the clinic is 2719.",
        "second": (
            "Dad's building has a gate code, 2791, and I punched in the safe code there twice."
        ),
        "days_apart": 19,
        "questions": [
            "What are the codes 2719 and 2791?",
            "Which code opens the clinic safe and which one gets into Dad's building?",
        ],
    },
    {
        "id": "grain-16-layer-18-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Clover's grain is the 16 percent show mix from the Westby Co-op.",
        "second": (
            "The hens get 18 percent layer pellets from the same co-op, and the bags look "
            "identical."
        ),
        "days_apart": 12,
        "questions": [
            "What feed do we buy at the co-op?",
            "Which animals get the 16 percent and which get the 18 percent?",
        ],
    },
    {
        "id": "may-17-parade-final-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Syttende Mai in Westby is May 17, Dad marches in the parade in his bunad vest.",
        "second": (
            "Eli's last final is May 17 at 8 a.m., so he's missing the parade for the first time "
            "ever."
        ),
        "days_apart": 35,
        "questions": [
            "What's happening on May 17?",
            "What does Dad do on May 17, and what does Eli have that day?",
        ],
    },
    {
        "id": "nustad-nystad-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Maren's best friend is Anna Nustad, from the dairy on County P.",
        "second": "Our new vet tech is Anna Nystad, N-y-s, she just moved here from Decorah.",
        "days_apart": 26,
        "questions": [
            "Who are Anna Nustad and Anna Nystad?",
            "Which Anna is Maren's friend and which one works with me?",
        ],
    },
    {
        "id": "carprofen-levo-75-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "Tuck's on carprofen for his hips, 75 milligrams every morning.",
        "second": (
            "Dad's thyroid pill is 75 micrograms, and both bottles sit on his counter when Tuck "
            "stays over there."
        ),
        "days_apart": 17,
        "questions": [
            "What's the 75 in Tuck's and Dad's medicines?",
            "Who takes the 75 milligrams and who takes the 75 micrograms, and for what?",
        ],
    },
    {
        "id": "line-4410-4401-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "The clinic's after-hours line ends in 4410, that rolls to whoever's on call.",
        "second": (
            "The orchard's farm stand number ends in 4401, so we get people calling at midnight "
            "about a calving and people calling the clinic about apples."
        ),
        "days_apart": 40,
        "questions": [
            "Which numbers end in 4410 and 4401?",
            "What's the after-hours line, and what's the farm stand's number?",
        ],
    },
    {
        "id": "bethel-bethany-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "We go to Bethel Lutheran in Viroqua, the early service.",
        "second": "Dad goes to Bethany Lutheran in Westby, and the kids still mix the two up.",
        "days_apart": 36,
        "questions": [
            "What are Bethel and Bethany to our family?",
            "Which church do we go to and which one does Dad go to?",
        ],
    },
    {
        "id": "timber-spring-coulee-en-27",
        "lang": "en",
        "kind": "lookalike",
        "first": "My favorite trout water is Timber Coulee Creek, below the Ostrem place.",
        "second": (
            "Tom swears by Spring Coulee Creek, one valley over, he says mine is fished out."
        ),
        "days_apart": 61,
        "questions": [
            "Which creeks do Tom and I fish?",
            "Which of us likes Timber Coulee and which likes Spring Coulee?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "middle-names-kids-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "Eli's middle name is Arne, after my dad.",
        "second": "Maren's middle name is Jeanette, for Tom's mom, who cried when we told her.",
        "days_apart": 50,
        "questions": [
            "What are the kids' middle names?",
            "Who is each kid's middle name after?",
        ],
    },
    {
        "id": "dairyman-ore-docks-dads-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "My dad milked sixty Holsteins outside Coon Valley for forty-one years.",
        "second": "Tom's dad Gary worked the ore docks in Duluth until his back gave out.",
        "days_apart": 47,
        "questions": [
            "What did our dads do for work?",
            "Where did my dad farm, and where did Gary work?",
        ],
    },
    {
        "id": "trumpet-bari-sax-kids-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "Maren plays trumpet in the middle school jazz band, loud is her only setting.",
        "second": (
            "Eli played bari sax all through high school, and now it lives under his bed at "
            "college."
        ),
        "days_apart": 30,
        "questions": [
            "What instruments do the kids play?",
            "Which kid plays trumpet and which one played bari sax?",
        ],
    },
    {
        "id": "garage-sewing-room-kids-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "Eli's room is the one over the garage, coldest room in the house.",
        "second": (
            "Maren moved into the old sewing room so she could have a window that looks at the "
            "barn."
        ),
        "days_apart": 44,
        "questions": [
            "Where are the kids' bedrooms?",
            "Which kid sleeps over the garage, and why did Maren pick the sewing room?",
        ],
    },
    {
        "id": "collarbone-fingers-kids-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "Eli broke his collarbone at eight, fell out of the haymow at Dad's.",
        "second": "Maren broke two fingers blocking a slap shot in December.",
        "days_apart": 58,
        "questions": [
            "What bones have the kids broken?",
            "How did each kid break what they broke?",
        ],
    },
    {
        "id": "laundry-chickens-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "Tom does all the laundry, nobody else is allowed near his wool socks.",
        "second": (
            "The chickens are mine, morning and night, because that rooster goes after Tom every "
            "single time."
        ),
        "days_apart": 37,
        "questions": [
            "How do Tom and I split the chores?",
            "Which of us does the laundry and which one takes care of the chickens?",
        ],
    },
    {
        "id": "valdres-smaland-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "My mom's side came over from Valdres, in Norway, in the 1880s.",
        "second": (
            "Tom's dad's people are from Småland, in Sweden, which he brings up every single "
            "Christmas."
        ),
        "days_apart": 65,
        "questions": [
            "Where did our families come from?",
            "Which side came from Valdres and which from Småland?",
        ],
    },
    {
        "id": "chili-lefse-kids-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "Eli's favorite is Tom's venison chili, he asks for it every time he comes home.",
        "second": "Maren would live on lefse with butter and brown sugar if we let her.",
        "days_apart": 23,
        "questions": [
            "What are the kids' favorite foods?",
            "What does Eli ask for, and what would Maren eat every day?",
        ],
    },
    {
        "id": "readers-lasik-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm in readers now, plus 1.5, there's a pair in every coat pocket I own.",
        "second": (
            "Tom had LASIK in 2015 and hasn't worn glasses since, he's insufferable about it."
        ),
        "days_apart": 42,
        "questions": [
            "What's the deal with Tom's eyes and mine?",
            "Who wears readers and who had LASIK?",
        ],
    },
    {
        "id": "blizzard-calving-births-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Eli was born in a blizzard, Tom followed a county plow all the way to Gundersen."
        ),
        "second": (
            "Maren came three weeks early in the middle of calving season, I'd pulled a calf that "
            "same morning."
        ),
        "days_apart": 72,
        "questions": [
            "What were the kids' births like?",
            "What was going on when each kid was born?",
        ],
    },
    {
        "id": "packers-vikings-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm a Packers fan, grew up with Dad yelling at the radio in the barn.",
        "second": (
            "Tom's Vikings all the way, being from Duluth, so fall Sundays get tense in here."
        ),
        "days_apart": 20,
        "questions": [
            "What teams do Tom and I root for?",
            "Which of us is the Packers fan and which one roots for the Vikings?",
        ],
    },
    {
        "id": "bypass-parkinsons-dads-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "Dad had a quadruple bypass in 2019, and he was back on the tractor in six weeks.",
        "second": "Gary has Parkinson's now, Jeanette takes care of him at home in Duluth.",
        "days_apart": 55,
        "questions": [
            "How are our dads' health?",
            "What surgery did my dad have, and what does Gary have?",
        ],
    },
    {
        "id": "eli-colorblind-flight-nurse-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Eli is red-green colorblind, he can't tell a ripe Honeycrisp from a green one."
        ),
        "second": (
            "Eli wants to be a flight nurse, on the Gundersen Air helicopter, he's got the poster "
            "in his room."
        ),
        "days_apart": 54,
        "questions": [
            "Tell me about Eli.",
            "What's going on with Eli's eyes, and what job is he after?",
        ],
    },
    {
        "id": "oldest-of-five-smell-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm the oldest of five, and all the rest stayed within ten miles of Coon Valley.",
        "second": (
            "I lost most of my sense of smell after COVID, which honestly helps in my line of work."
        ),
        "days_apart": 63,
        "questions": [
            "What should you know about me?",
            "Where do I fall among my siblings, and what happened to my sense of smell?",
        ],
    },
    {
        "id": "nils-kari-siblings-en-27",
        "lang": "en",
        "kind": "parallel",
        "first": "My brother Nils took over the home farm in Coon Valley, he's down to forty cows.",
        "second": "Tom's sister Kari is a flight attendant for Delta, based out of Atlanta.",
        "days_apart": 28,
        "questions": [
            "What do Nils and Kari do?",
            "Whose sibling runs the farm and whose flies for Delta?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "calf-barn-wind-hail-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Straight-line winds took the roof off the calf barn in June.",
        "second": (
            "Another storm in August, hail this time, and it shredded about half the Honeycrisp."
        ),
        "days_apart": 60,
        "questions": [
            "How many bad storms have we had this year?",
            "What did each storm wreck?",
        ],
    },
    {
        "id": "tuck-heifer-porcupine-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Tuck got kicked by a heifer at the Ostrem place and cracked two ribs.",
        "second": (
            "he tangled with a porcupine this spring, forty-some quills in his muzzle, I pulled "
            "them out on the kitchen floor"
        ),
        "days_apart": 150,
        "questions": [
            "How many times has Tuck been hurt?",
            "What hurt Tuck each time, and what was the damage?",
        ],
    },
    {
        "id": "dad-wrist-hip-falls-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Dad fell off a hay wagon in September and broke his wrist.",
        "second": (
            "He fell again at Christmas, on the ice by his mailbox, and that one was his hip, two "
            "nights at Vernon Memorial."
        ),
        "days_apart": 100,
        "questions": [
            "How many times has Dad fallen lately?",
            "Where did Dad fall each time and what did he break?",
        ],
    },
    {
        "id": "clover-reserve-grand-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Clover took reserve champion Brown Swiss at the Vernon County Fair.",
        "second": "this year she went GRAND champion!!! Maren bawled right there in the show ring",
        "days_apart": 365,
        "questions": [
            "How has Clover done at the county fair?",
            "What did Clover win each year?",
        ],
    },
    {
        "id": "deer-56-county-b-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Hit a deer on Highway 56 at 5 a.m., the grill guard took most of it.",
        "second": (
            "Hit another one on County B coming home from a calving, that one took out the "
            "passenger headlight."
        ),
        "days_apart": 210,
        "questions": [
            "How many deer have I hit with the truck?",
            "Where did I hit each deer and what did it do to the truck?",
        ],
    },
    {
        "id": "cow-kicks-thigh-ribs-en-27",
        "lang": "en",
        "kind": "event",
        "first": (
            "A Holstein kicked me in the thigh during a preg check, bruise the size of a dinner "
            "plate."
        ),
        "second": (
            "Got kicked again, by a Jersey this time, right in the ribs, and I finished the herd "
            "check anyway."
        ),
        "days_apart": 75,
        "questions": [
            "How many times have I been kicked by a cow lately?",
            "What kind of cow got me each time, and where?",
        ],
    },
    {
        "id": "snowed-in-thanksgiving-feb-en-27",
        "lang": "en",
        "kind": "event",
        "first": (
            "We got snowed in over Thanksgiving, Jeanette ended up staying five days instead of "
            "two."
        ),
        "second": (
            "Snowed in again in February, and this time the power was out thirty hours, we lived "
            "by the wood stove."
        ),
        "days_apart": 80,
        "questions": [
            "How many times have we been snowed in this winter?",
            "What happened each time we got snowed in?",
        ],
    },
    {
        "id": "bonspiel-b-a-events-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Our rink won the B event at the Viroqua bonspiel in January.",
        "second": (
            "Won again at the La Crosse spiel in March, the A event this time, with a new skip."
        ),
        "days_apart": 60,
        "questions": [
            "How many bonspiels has my team won?",
            "Which bonspiel and which event did we win each time?",
        ],
    },
    {
        "id": "eli-pulled-over-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Eli got a speeding ticket on 14 outside Westby, 72 in a 55.",
        "second": (
            "He got pulled over again near Sparta, for a busted taillight, and got off with a "
            "warning."
        ),
        "days_apart": 120,
        "questions": [
            "How many times has Eli been pulled over?",
            "Where was Eli stopped each time and for what?",
        ],
    },
    {
        "id": "tuck-runs-off-en-27",
        "lang": "en",
        "kind": "event",
        "first": (
            "Tuck ran off after a coyote and was gone all night, the Nustads found him asleep in "
            "their heifer shed."
        ),
        "second": (
            "He took off again during the Fourth of July fireworks and turned up on Dad's porch in "
            "Westby, six miles away."
        ),
        "days_apart": 540,
        "questions": [
            "How many times has Tuck run off?",
            "Why did Tuck run each time, and where did he turn up?",
        ],
    },
    {
        "id": "flood-bridge-basement-en-27",
        "lang": "en",
        "kind": "event",
        "first": (
            "The 2018 flood took out the bridge on our road, we drove the long way around for two "
            "months."
        ),
        "second": (
            "The creek came up again the next June and put a foot of water in the basement, the "
            "chest freezer was floating."
        ),
        "days_apart": 300,
        "questions": [
            "How many times has the creek flooded us?",
            "What did the water do each time?",
        ],
    },
    {
        "id": "reunion-grad-party-en-27",
        "lang": "en",
        "kind": "event",
        "first": (
            "We hosted the Lindahl reunion out at the orchard, sixty people and a rented "
            "porta-potty."
        ),
        "second": "Hosted Eli's graduation party the next June, right in the machine shed.",
        "days_apart": 330,
        "questions": [
            "What big parties have we thrown at our place?",
            "What was each party, and where on the farm did we have it?",
        ],
    },
    {
        "id": "barn-fires-ostrem-nustad-en-27",
        "lang": "en",
        "kind": "event",
        "first": "I was out at the Ostrem barn fire in January, we got all but six cows out.",
        "second": (
            "Another barn fire, the Nustads' hay shed in July, wet hay that heated up, and no "
            "animals lost this time."
        ),
        "days_apart": 180,
        "questions": [
            "How many barn fires have I been called to?",
            "Whose barn burned each time, and what was lost?",
        ],
    },
    {
        "id": "maren-goals-en-27",
        "lang": "en",
        "kind": "event",
        "first": "Maren scored her first goal in November, against Onalaska, a wrister top shelf.",
        "second": (
            "She scored again in the playoff game against Holmen, off a rebound, and I yelled "
            "myself hoarse."
        ),
        "days_apart": 90,
        "questions": [
            "How many goals has Maren scored?",
            "Who was each of Maren's goals against, and how did she score?",
        ],
    },
    {
        "id": "farm-stand-robbed-en-27",
        "lang": "en",
        "kind": "event",
        "first": (
            "Somebody stole the honesty box off the farm stand in September, about sixty bucks."
        ),
        "second": (
            "They hit the stand again in October, took the new box and six pecks of Cortlands."
        ),
        "days_apart": 30,
        "questions": [
            "How many times has the farm stand been robbed?",
            "What got taken from the stand each time?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "yumiao-cangku-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "我在金州一个海参养殖场管育苗车间，手底下七八个人，开春那阵天天守着池子。",
        "second": "晚上又找了个活儿，在开发区商场给人看仓库，礼拜一三五，七点到十一点。",
        "days_apart": 37,
        "questions": ["我现在都干啥活儿挣钱？", "白天在养殖场管啥，晚上那个活儿在哪儿、礼拜几？"],
    },
    {
        "id": "xia-chenman-guomin-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "我对虾过敏，在海边住了一辈子，一吃虾就起风疙瘩，你说气人不。",
        "second": "这回又查出来对尘螨过敏，大夫让我把家里地毯全扔了。",
        "days_apart": 68,
        "questions": ["我都对啥过敏？", "吃虾是啥反应，查出尘螨以后大夫让我咋整？"],
    },
    {
        "id": "shengchanhui-gonghui-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "每礼拜三下午场里开生产会，我得上去报育苗的数。",
        "second": "今年把我选进工会委员了，每个月最后一周的周五晚上得去开会。",
        "days_apart": 43,
        "questions": ["我在场里都得开啥会？", "生产会和工会的会各是啥时候开？"],
    },
    {
        "id": "wuling-biyadi-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "家里一台五菱宏光，拉东西、上班都开它，皮实。",
        "second": "新整了台二手比亚迪，电车，福海说礼拜天拉老人出去溜达开这个体面。",
        "days_apart": 52,
        "questions": ["家里都有啥车？", "五菱宏光平时干啥用，比亚迪又是为啥买的？"],
    },
    {
        "id": "shoufengqin-yumaoqiu-xiaoxue-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "晓雪礼拜六上午在少年宫学手风琴，学了五年了。",
        "second": "这学期给她报了羽毛球班，礼拜天下午在开发区体育中心，一节课一百二。",
        "days_apart": 29,
        "questions": ["晓雪课外都学啥？", "手风琴和羽毛球各是礼拜几、在哪儿学？"],
    },
    {
        "id": "chuanbo-fanchuan-jianghao-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "姜浩在哈工大威海校区念大二，学船舶与海洋工程。",
        "second": "他进了学校帆船队，说暑假要去青岛比赛，晒得跟煤球似的。",
        "days_apart": 48,
        "questions": ["姜浩在学校都忙活啥？", "姜浩学的啥专业，帆船队暑假要去哪儿？"],
    },
    {
        "id": "xiechang-haili-gan-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "每年腊月我们家都灌血肠、蒸粘豆包，够吃到正月十五。",
        "second": "今年添了个新花样，自己在楼顶晒海蛎子干和海米，福海说比买的鲜。",
        "days_apart": 35,
        "questions": ["我们家自己都做些啥吃的？", "腊月做啥，在楼顶晒的又是啥？"],
    },
    {
        "id": "dongyong-dagunzi-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "冬天每礼拜二四六早上我去星海湾冬泳，零下十几度也照样下。",
        "second": "今年又学上了打滚子，礼拜五晚上跟三个老姐妹在楼下棋牌室玩。",
        "days_apart": 33,
        "questions": ["我平时都玩点啥？", "冬泳是哪几天去哪儿，打滚子又是跟谁在哪儿玩？"],
    },
    {
        "id": "yeban-douyin-fuhai-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "福海开出租，跑夜班，一个月就歇四天。",
        "second": "他在抖音上开了个号，专拍海钓，都有八千多粉丝了，天天跟我显摆。",
        "days_apart": 57,
        "questions": ["福海现在都干些啥？", "福海开车跑的啥班，抖音上拍的是啥？"],
    },
    {
        "id": "daju-yingwu-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "家里有只橘猫叫大橘，十二斤，胖得上不去窗台。",
        "second": "福海又拎回来一对虎皮鹦鹉，说是乘客落车上的，找不着失主。",
        "days_apart": 26,
        "questions": ["家里都养了些啥？", "大橘是啥，鹦鹉是咋来的？"],
    },
    {
        "id": "zhuanghe-haerbin-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "每年暑假我们都回庄河公公婆婆那儿，帮着摘蓝莓。",
        "second": "今年寒假打算带俩孩子去哈尔滨看冰雪大世界，票都抢着了。",
        "days_apart": 40,
        "questions": ["我们家出门都有啥安排？", "暑假一般去哪儿干啥，寒假想带孩子去哪儿？"],
    },
    {
        "id": "yangzhi-chache-zheng-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "我有水产养殖工的中级证，九几年在水产学校考的。",
        "second": "今年又考了个叉车证，车间搬饲料、倒腾设备都用得着。",
        "days_apart": 60,
        "questions": ["我手里都有啥证？", "养殖证是啥时候考的，叉车证考来干啥用？"],
    },
    {
        "id": "jingzhui-xueya-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "我颈椎不好，天天低头看显微镜数苗，数出来的毛病。",
        "second": "今年体检又查出来血压高，高压一百五，开始吃药了。",
        "days_apart": 71,
        "questions": ["我身体都有啥毛病？", "颈椎是咋落下的，血压查出来多少？"],
    },
    {
        "id": "lanmei-caomei-gongpo-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "公公婆婆在庄河种了八亩蓝莓，六月份最忙。",
        "second": "今年他俩又包了个草莓大棚，冬天的草莓能卖到三十多一斤。",
        "days_apart": 46,
        "questions": ["公公婆婆都种些啥？", "蓝莓种了多少、啥时候忙，大棚里种的是啥？"],
    },
    {
        "id": "kedaibiao-guangbozhan-xiaoxue-zh-27",
        "lang": "zh",
        "kind": "addition",
        "first": "晓雪是班里的数学课代表，天天收作业本。",
        "second": "这学期她又当上了学校广播站的播音员，早上七点就得到校。",
        "days_apart": 24,
        "questions": ["晓雪在学校都担着啥事？", "晓雪在班里管啥，广播站那边几点得到？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "chihao-23-32-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们车间长得最好的一池苗是23号池。",
        "second": "32号池是去年闹病那个，到现在还空着，俩号可别记反了。",
        "days_apart": 21,
        "questions": ["23号池和32号池现在各是啥情况？", "哪个池子苗最好，哪个池子空着？"],
    },
    {
        "id": "jinzhou-jinzhou-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家在大连金州，金子的金。",
        "second": "福海他大姐嫁到锦州去了，锦绣的锦，给她寄东西老让人写成金州，退回来好几回。",
        "days_apart": 38,
        "questions": ["金州和锦州各跟我们家有啥关系？", "哪个是我们家，哪个是福海大姐家？"],
    },
    {
        "id": "liu-changchun-chunchang-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们场长叫刘长春，吉林人，干了二十多年海参了。",
        "second": "晓雪班主任叫刘春长，名倒过来的，开家长会我差点喊成场长。",
        "days_apart": 30,
        "questions": ["刘长春和刘春长各是谁？", "哪个是我们场长，哪个是晓雪班主任？"],
    },
    {
        "id": "weihao-2716-2761-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家五菱宏光车牌尾号是2716。",
        "second": "福海开那台出租车尾号2761，交违章的时候老整串了。",
        "days_apart": 19,
        "questions": ["尾号2716和2761各是哪台车？", "五菱宏光和出租车的车牌尾号各是多少？"],
    },
    {
        "id": "yida-yiyuan-eryuan-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我爸看心脏在大连医科大学附属一院，一个月复查一回。",
        "second": "婆婆看眼睛在附属二院，一院二院的，上回我领她走到一院去了。",
        "days_apart": 34,
        "questions": ["附属一院和附属二院各是谁在看病？", "我爸和婆婆各在哪个医院、看的啥？"],
    },
    {
        "id": "shengri-0312-1203-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "姜浩生日是3月12号，植树节。",
        "second": "晓雪生日是12月3号，俩孩子生日正好倒过来，我自己都老记混。",
        "days_apart": 27,
        "questions": ["3月12号和12月3号各是谁的生日？", "俩孩子生日各是哪天？"],
    },
    {
        "id": "andiping-zuoxuan-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我吃的降压药是苯磺酸氨氯地平，早上一片。",
        "second": "我爸吃的是苯磺酸左旋氨氯地平，就多俩字，药盒长得差不多，千万别拿错。",
        "days_apart": 23,
        "questions": ["我和我爸各吃的啥降压药？", "氨氯地平和左旋氨氯地平分别是谁吃的？"],
    },
    {
        "id": "wang-wang-lijuan-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们车间的技术员叫汪丽娟，三点水那个汪。",
        "second": "晓雪羽毛球教练叫王丽娟，大王的王，俩人我都存手机里，打电话老打错。",
        "days_apart": 31,
        "questions": ["汪丽娟和王丽娟各是谁？", "哪个是车间技术员，哪个教晓雪羽毛球？"],
    },
    {
        "id": "hagongda-hagongcheng-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "姜浩念的是哈工大，威海校区。",
        "second": "我表妹家孩子念的是哈工程，哈尔滨工程大学，也学船舶，亲戚们老整混。",
        "days_apart": 44,
        "questions": ["哈工大和哈工程各是谁在念？", "姜浩和我表妹家孩子各念的哪个学校？"],
    },
    {
        "id": "liudian-chuche-jiaoban-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "福海傍晚六点出车，先去开发区那边拉下班的。",
        "second": "早上六点交班，回来睡到下午两点，家里得轻手轻脚的。",
        "days_apart": 12,
        "questions": ["福海的两个六点各是干啥？", "福海几点出车、几点交班？"],
    },
    {
        "id": "daju-daju-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家猫叫大橘，橘子的橘。",
        "second": "婆婆家那条大黄狗叫大菊，菊花的菊，一喊俩都回头。",
        "days_apart": 40,
        "questions": ["大橘和大菊各是啥？", "哪个是我们家的猫，哪个是婆婆家的狗？"],
    },
    {
        "id": "sun-jiang-defu-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我大舅叫孙德福，在瓦房店开小卖店。",
        "second": "福海他二叔叫姜德福，在旅顺打鱼，过年俩德福坐一桌喝酒。",
        "days_apart": 45,
        "questions": ["孙德福和姜德福各是谁？", "哪个德福是我大舅，另一个在哪儿干啥？"],
    },
    {
        "id": "nongli-yangli-bayue-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我生日是农历八月初六。",
        "second": "福海生日是阳历八月六号，有时候俩赶一块儿，有时候差一个来月。",
        "days_apart": 36,
        "questions": [
            "八月初六和八月六号各是谁的生日？",
            "我和福海的生日一个农历一个阳历，各是哪天？",
        ],
    },
    {
        "id": "chewei-154-145-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们小区车位是B区154。",
        "second": "福海出租车公司停车场的车位是B区145，他交完班老往自家那个号开。",
        "days_apart": 17,
        "questions": ["B区154和B区145各是哪儿的车位？", "小区和出租车公司的车位各是多少号？"],
    },
    {
        "id": "tizhong-156-165-zh-27",
        "lang": "zh",
        "kind": "lookalike",
        "first": "姜浩放假回来一称，一百五十六斤，在学校瘦了。",
        "second": "福海一百六十五斤，光肚子就占一半，还不让说。",
        "days_apart": 9,
        "questions": ["一百五十六斤和一百六十五斤各是谁？", "姜浩和福海各多重？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "qiangong-zhongdi-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸是瓦房店轴承厂的八级钳工，干到退休。",
        "second": "公公一辈子在庄河种地，老了老了改种蓝莓了。",
        "days_apart": 55,
        "questions": ["我爸和公公以前都是干啥的？", "哪个是轴承厂的，哪个在庄河种地？"],
    },
    {
        "id": "wafangdian-yantai-liangge-ma-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈是瓦房店本地人，一辈子没出过辽宁。",
        "second": "婆婆是山东烟台闯关东过来的，到现在说话还一股胶东味。",
        "days_apart": 47,
        "questions": ["我妈和婆婆老家各是哪儿的？", "哪个是本地人，哪个是从烟台过来的？"],
    },
    {
        "id": "jinshi-shili-haizi-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "姜浩近视六百度，打小学就戴眼镜。",
        "second": "晓雪视力一点五，她自己说是天天看海看的。",
        "days_apart": 33,
        "questions": ["俩孩子眼睛咋样？", "哪个近视多少度，哪个视力多少？"],
    },
    {
        "id": "menhulu-jiguanqiang-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "姜浩随他爸，闷葫芦一个，一天说不上十句话。",
        "second": "晓雪随我，嘴跟机关枪似的，放学回来能跟我唠一个钟头。",
        "days_apart": 41,
        "questions": ["俩孩子都啥性格？", "哪个随福海，哪个随我，各是啥样？"],
    },
    {
        "id": "shuxiang-ma-long-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "我属马，七八年的。",
        "second": "福海是七六年的，属龙，比我大两岁。",
        "days_apart": 22,
        "questions": ["我和福海各属啥？", "我们俩各是哪年生的？"],
    },
    {
        "id": "dianjiang-wulahuan-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "我吃饭离不了蘸酱菜，大葱蘸酱一顿都不能落。",
        "second": "福海无辣不欢，在四川当兵那几年落下的，啥菜都得撒辣椒面。",
        "days_apart": 38,
        "questions": ["我和福海吃饭都好啥口？", "哪个离不了蘸酱菜，哪个得吃辣，为啥？"],
    },
    {
        "id": "wafangdian-lvshun-laojia-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是瓦房店人，十六岁才第一回进大连市里。",
        "second": "福海是旅顺的，打小在海边长大，他爸以前是渔船上的大副。",
        "days_apart": 61,
        "questions": ["我和福海老家各是哪儿的？", "哪个是瓦房店的，哪个是旅顺的，他家以前干啥？"],
    },
    {
        "id": "haozi-xuegao-xiaoming-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "姜浩小名叫浩子，院里老头老太太都这么喊。",
        "second": "晓雪小名叫雪糕，生在三伏天，现在大了死活不让叫了。",
        "days_apart": 26,
        "questions": ["俩孩子小名各叫啥？", "浩子和雪糕分别是谁，雪糕这名咋来的？"],
    },
    {
        "id": "chouyan-hejiu-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "福海抽烟，一天一包，戒了三回都没戒成。",
        "second": "我烟一口不沾，就是能喝，一斤白酒下去不带晃的。",
        "days_apart": 29,
        "questions": ["我和福海烟酒都咋样？", "哪个抽烟，哪个能喝酒？"],
    },
    {
        "id": "laoda-zhongzhuan-guizhi-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是家里老大，底下俩弟弟，打小就是我看着他俩。",
        "second": "我年轻时在大连水产学校念的中专，学的就是养殖，一干干到现在。",
        "days_apart": 64,
        "questions": ["我自个儿的情况你都知道啥？", "我在家排行老几，念的啥学校学的啥？"],
    },
    {
        "id": "feiyan-shuidou-haizi-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "姜浩三岁得过肺炎，在儿童医院住了半个月。",
        "second": "晓雪五岁那年出水痘，脑门上到现在还有个小坑。",
        "days_apart": 51,
        "questions": ["俩孩子小时候都得过啥病？", "哪个得过肺炎，哪个出过水痘，落下啥了？"],
    },
    {
        "id": "kanqiu-zhuixing-haizi-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "姜浩爱看球，大连人嘛，实德那会儿的球员他全背得下来。",
        "second": "晓雪追星，屋里贴满了一个韩国男团的海报。",
        "days_apart": 35,
        "questions": ["俩孩子都迷啥？", "哪个爱看球，哪个追星？"],
    },
    {
        "id": "gaokao-qimo-haizi-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "姜浩高考考了六百二十一分，全家乐坏了。",
        "second": "晓雪上回期末考了全班第三，数学满分。",
        "days_apart": 45,
        "questions": ["俩孩子考试都考得咋样？", "姜浩高考多少分，晓雪期末排第几？"],
    },
    {
        "id": "yunchuan-erbei-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "说出来你都不信，我在海边长大的，一上船就晕，吐得稀里哗啦。",
        "second": "我左耳朵有点背，年轻时在车间让增氧机吵的，跟我说话得站右边。",
        "days_apart": 67,
        "questions": ["我身上有啥毛病？", "我坐船咋样，左耳朵又是咋回事？"],
    },
    {
        "id": "xiangqi-pingshu-zh-27",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸退休以后天天去公园下象棋，一下一上午。",
        "second": "公公爱听评书，单田芳的录音听了几十年，还是那个老收音机。",
        "days_apart": 30,
        "questions": ["我爸和公公平时都爱干啥？", "哪个爱下象棋，哪个爱听评书？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "taifeng-pengding-tingdian-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "2019年台风利奇马过来，育苗车间的棚顶让风掀了一半。",
        "second": "前年又来了回台风，这回是停电，增氧机停了四个钟头，死了一池苗。",
        "days_apart": 1100,
        "questions": ["台风祸害过我们车间几回？", "每回台风都造成了啥损失？"],
    },
    {
        "id": "daju-guzhe-maoxian-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "大橘从阳台掉下去过一回，三楼，后腿骨折，打了钢钉。",
        "second": "又出事了，这回是把毛线吞肚子里了，在宠物医院开刀取出来的。",
        "days_apart": 200,
        "questions": ["大橘出过几回事？", "大橘每回是咋了，咋治的？"],
    },
    {
        "id": "shuaijiao-shouwan-xigai-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "前年冬天我在楼下冰上摔了一跤，右手腕骨折了。",
        "second": "去年又摔了，这回是冬泳上岸踩着冰，膝盖磕破缝了五针。",
        "days_apart": 365,
        "questions": ["我冬天摔过几回？", "每回在哪儿摔的，伤着哪儿了？"],
    },
    {
        "id": "jian-qianbao-diannao-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "福海车上捡过一个钱包，里头八千多块现金，他直接送派出所了。",
        "second": "又捡着一回，这回是个笔记本电脑，失主上门给送了面锦旗。",
        "days_apart": 150,
        "questions": ["福海车上捡着过几回东西？", "每回捡的是啥，后来咋样了？"],
    },
    {
        "id": "dianziyan-chuanghongdeng-shixian-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "福海拉活儿让电子眼拍了一回闯红灯，扣六分罚二百。",
        "second": "上礼拜又让拍了，这回是压实线，扣三分，他心疼得一宿没睡好。",
        "days_apart": 90,
        "questions": ["福海让电子眼拍过几回？", "每回是因为啥，扣了几分？"],
    },
    {
        "id": "yaojianpan-fanbing-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "头一回腰间盘犯病，是搬饲料袋子闪着了，在炕上躺了半个月。",
        "second": "今年又犯了一回，这回是冬泳回来着凉了，打了七天吊瓶。",
        "days_apart": 700,
        "questions": ["我腰间盘犯过几回？", "每回是咋引起的，咋治的？"],
    },
    {
        "id": "loushang-loushui-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "楼上漏水，把我们家卫生间的吊顶泡塌了。",
        "second": "又漏了一回，这回是楼上暖气片爆了，把客厅地板全泡鼓了。",
        "days_apart": 300,
        "questions": ["楼上给我们家漏过几回水？", "每回是咋漏的，泡坏了啥？"],
    },
    {
        "id": "jianghao-xianxue-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "姜浩在学校献过一回血，四百毫升，回来跟我显摆证书。",
        "second": "寒假回来又在金州献了一回，这回献的是血小板，躺了一个多钟头。",
        "days_apart": 180,
        "questions": ["姜浩献过几回血？", "每回在哪儿献的，献的啥？"],
    },
    {
        "id": "huapibing-gaowen-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "前年育苗车间闹了回化皮病，扔了五池苗，我心疼坏了。",
        "second": "去年又出事了，这回是七月份高温，水温压不下来，死了三池。",
        "days_apart": 365,
        "questions": ["育苗车间出过几回大事？", "每回是因为啥，扔了几池苗？"],
    },
    {
        "id": "dandong-shenyang-duche-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "前年十一开车去丹东看鸭绿江，在高速上堵了七个钟头。",
        "second": "今年五一去沈阳逛故宫，又堵上了，这回在沈大高速堵了五个钟头。",
        "days_apart": 580,
        "questions": ["我们出去玩堵过几回车？", "每回去哪儿，堵了多长时间？"],
    },
    {
        "id": "wo-ba-xingeng-naogeng-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "我爸前年心梗，在医大附属一院下了两个支架。",
        "second": "今年又住了回院，这回是脑梗，好在送得及时，没落下啥毛病。",
        "days_apart": 600,
        "questions": ["我爸这几年住过几回院？", "每回是啥病，咋样了？"],
    },
    {
        "id": "xiali-wuling-maiche-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "2010年我们买了头一台车，二手夏利，八千块。",
        "second": "2020年又买了台，就是现在这台五菱宏光，全款，没贷款。",
        "days_apart": 3650,
        "questions": ["我们家买过几回车？", "每回是哪年买的啥车？"],
    },
    {
        "id": "fuhai-bayu-heijiaji-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "福海海钓钓上过一条二十多斤的鲅鱼，拎回来在楼道里显摆。",
        "second": "上个月又钓着条大的，这回是黑加吉，八斤多，拍的视频火了。",
        "days_apart": 240,
        "questions": ["福海钓着过几回大鱼？", "每回钓的是啥鱼，多重？"],
    },
    {
        "id": "shoufengqin-kaoji-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "晓雪去年考过了手风琴八级。",
        "second": "今年又考了，这回过了九级，老师说明年能冲十级。",
        "days_apart": 365,
        "questions": ["晓雪手风琴考过几回级？", "晓雪每回过的是几级？"],
    },
    {
        "id": "wo-ma-shangdang-zh-27",
        "lang": "zh",
        "kind": "event",
        "first": "我妈让人骗过一回，在会场上买了三千多块的保健品。",
        "second": "又让人骗了一回，这回是电话里说我弟出事了，转了五千，好在银行给拦下来了。",
        "days_apart": 420,
        "questions": ["我妈被骗过几回？", "每回是咋被骗的，损失了多少？"],
    },
]
