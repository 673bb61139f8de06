"""Held-out pairs of look-alike facts that are both true at once, twenty-third set
(distinct_facts_heldout23.py; its ids end in -22).

Written blind on 2026-12-06 by a helper session that read exactly three things and nothing else:
  1. /work/main/bench/data/distinct_facts_heldout14.py in full, for the format only (module-level
     names, entry fields with their order and types, kinds and their counts per language, two
     questions per pair, days_apart, docstring style); none of its topics or wordings is reused;
  2. the pair ids of the other /work/main/bench/data/distinct_facts_*.py files, printed by a small
     script that imports each file and prints [x['id'] for x in m.PAIRS] (ids only, none of their
     statements), so that no id and no topic stem here repeats one of theirs;
  3. the checker /work/notes/s26/check_heldout23.py, which was read and run with
     /work/main/.venv/bin/python, and this file was fixed until it reported no problems.
The ids end in -22 (-en-22 / -zh-22) because the checker asks for it. Nothing under core/,
server/, tests/ or clients/ was opened, nor any bench script, nor any other note; the engine and
the benchmarks were not run.
Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, each told by one person
and written natively in its language, not translated.

English teller: Liv, an instrument tech at the Geophysical Institute at UAF in Fairbanks, Alaska,
who tends bar in Ester on weekend nights and is a volunteer EMT. She lives in a dry cabin (no
running water) off Goldstream Road with Wes, who works two weeks on, two off on the North Slope,
their kids Tove (ninth grade, West Valley) and Eli (Pearl Creek, hockey), a retired sled dog called
Juno and six hens; there is also a cabin on Harding Lake. Her mother is in Petersburg (Norwegian
roots), Wes's folks are from Delta Junction and winter in Yuma.

Chinese teller: 一位在四川自贡富顺县城西湖边和老公老邓开豆花饭馆的女老板（八七年的，
属兔）。老邓晚上在自贡彩灯厂做焊工；儿子坨坨读初中，女儿幺妹上幼儿园；店里养了猫煤球、
狗旺财。她娘家在泸州（龙马潭），公公婆婆住在富顺赵化镇，黄豆从琵琶镇收。

kind
  addition   the second adds a value to the first, mostly with no "also" / "too" / "也" word
  lookalike  same frame, a different object, date, number, person or slot, both true, often
             differing only in the order of digits or in one word (HZT 418 and HZT 481, Carla
             Lindahl and Karla Lindal, 川C·5K283 and 5K238, 何静 and 贺晶, 曾丹 and 郑丹)
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
        "id": "tacoma-skandic-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I drive a silver 2011 Tacoma, it's got a block heater and studded tires from October "
            "to April."
        ),
        "second": (
            "Wes picked up a used Ski-Doo Skandic off Craigslist, that's what hauls the firewood "
            "and the water jugs up from the road now."
        ),
        "days_apart": 34,
        "questions": [
            "What have we got for getting around?",
            "What's the Tacoma for, and what's the Skandic for?",
        ],
    },
    {
        "id": "mckinley-spirit-accounts-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "My paycheck from the university goes into a checking account at Mt. McKinley Bank."
        ),
        "second": (
            "The kids' PFD money gets put straight into savings at Spirit of Alaska, we don't "
            "touch it till they're eighteen."
        ),
        "days_apart": 41,
        "questions": [
            "Which banks do we keep money at?",
            "Where does my pay go, and where do the kids' dividends end up?",
        ],
    },
    {
        "id": "gci-iridium-en-22",
        "lang": "en",
        "kind": "addition",
        "first": "My cell's a GCI number, ends in 0927, that's the one family and the school have.",
        "second": (
            "The GI gave me an Iridium sat phone for field trips up the Dalton, number ends 3318, "
            "call that if I'm north of the Yukon."
        ),
        "days_apart": 19,
        "questions": [
            "What numbers can I be reached on?",
            "Which number works in town and which one when I'm out in the field?",
        ],
    },
    {
        "id": "gi-tech-ester-bar-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Day job is instrument tech at the Geophysical Institute up at UAF, I keep the "
            "magnetometers and the all-sky cameras running."
        ),
        "second": (
            "Friday and Saturday nights I pour beer at a bar out in Ester, mostly for the tips."
        ),
        "days_apart": 48,
        "questions": [
            "How do I earn a living?",
            "What do I do on weekdays, and what do I do on weekend nights?",
        ],
    },
    {
        "id": "skijor-curling-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Weekends I go skijoring with Juno on the trails behind the house, old as she is she "
            "still loves to pull."
        ),
        "second": (
            "Tuesday nights I curl at the Fairbanks Curling Club, I throw lead for a team called "
            "the Frost Heaves."
        ),
        "days_apart": 27,
        "questions": [
            "What do I do for fun in winter?",
            "Which winter sports am I into, and where and when do I do them?",
        ],
    },
    {
        "id": "lightbox-b12-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I get the winter blues bad, so from October on it's half an hour in front of a light "
            "box every morning with my coffee."
        ),
        "second": (
            "Spring blood work showed I'm low on B12, so it's a shot once a month at Tanana Valley "
            "Clinic now."
        ),
        "days_apart": 63,
        "questions": [
            "What health stuff am I dealing with?",
            "What treatments am I on, and what is each one for?",
        ],
    },
    {
        "id": "juno-hens-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Juno's our dog, a retired sled dog from a kennel out in Two Rivers, she's eleven and "
            "deaf as a post."
        ),
        "second": (
            "We've got six laying hens in the coop Wes insulated, they get a heat lamp on a timer "
            "when it's below zero."
        ),
        "days_apart": 38,
        "questions": ["What animals do we keep?", "Tell me about the animals living at our place."],
    },
    {
        "id": "premera-medevac-en-22",
        "lang": "en",
        "kind": "addition",
        "first": "Our health insurance is Premera, through Wes's job on the Slope.",
        "second": (
            "I pay for a medevac membership with LifeMed Alaska every year, one flight to "
            "Anchorage without it would wipe us out."
        ),
        "days_apart": 52,
        "questions": [
            "What kinds of medical coverage do we have?",
            "Who covers us for doctor bills, and who for an air ambulance?",
        ],
    },
    {
        "id": "newsminer-spotify-en-22",
        "lang": "en",
        "kind": "addition",
        "first": "We still get the News-Miner, Wes reads the police blotter out loud at breakfast.",
        "second": "I added a Spotify family plan so the kids would quit fighting over my phone.",
        "days_apart": 22,
        "questions": [
            "What do we pay subscriptions for?",
            "Which paper and which apps are we paying for?",
        ],
    },
    {
        "id": "goldstream-harding-lake-en-22",
        "lang": "en",
        "kind": "addition",
        "first": "We live in a dry cabin off Goldstream Road, twelve acres, no running water.",
        "second": (
            "Wes's grandpa left us his little cabin on Harding Lake, and now we spend most of July "
            "down there."
        ),
        "days_apart": 57,
        "questions": [
            "What places do we own?",
            "Where are our two cabins, and how do we use each one?",
        ],
    },
    {
        "id": "emt-yukon-quest-en-22",
        "lang": "en",
        "kind": "addition",
        "first": "I'm a volunteer EMT with the fire department out here in Goldstream.",
        "second": "Every February I do checkpoint timing at Two Rivers for the Yukon Quest.",
        "days_apart": 44,
        "questions": ["What volunteering do I do?", "What do I help out with for free, and when?"],
    },
    {
        "id": "norwegian-koyukon-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I speak Norwegian, my grandma in Petersburg wouldn't talk to me in anything else."
        ),
        "second": (
            "I'm in a beginners' Koyukon class at UAF on Wednesday nights, the teacher's an elder "
            "from Huslia."
        ),
        "days_apart": 31,
        "questions": [
            "What languages do I speak or study?",
            "Which languages besides English have I got, and where did each come from?",
        ],
    },
    {
        "id": "wes-banjo-accordion-en-22",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Wes plays banjo in a bluegrass band that does the Tanana Valley Fair every August."
        ),
        "second": (
            "On his weeks off he's teaching himself the button accordion off YouTube, the dog "
            "leaves the room."
        ),
        "days_apart": 46,
        "questions": [
            "What instruments does Wes play?",
            "What music does Wes make, and how is he learning it?",
        ],
    },
    {
        "id": "costco-calypso-csa-en-22",
        "lang": "en",
        "kind": "addition",
        "first": "We do a big Costco run on the first of every month, the whole Tacoma bed full.",
        "second": "All summer our vegetables come from a CSA share at Calypso Farm in Ester.",
        "days_apart": 25,
        "questions": [
            "Where does our food come from?",
            "Where do we do the bulk shopping, and where do our vegetables come from?",
        ],
    },
    {
        "id": "ctc-part107-en-22",
        "lang": "en",
        "kind": "addition",
        "first": "I got an associate's in electronics from UAF's Community and Technical College.",
        "second": (
            "Last spring I passed the FAA Part 107, so I'm allowed to fly the drone for the survey "
            "work."
        ),
        "days_apart": 69,
        "questions": [
            "What qualifications do I have?",
            "What did I study, and what licence did I get?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "thursday-1040-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "Tove's allergist appointment at Fairbanks Memorial is Thursday 6 March, 10:40.",
        "second": (
            "Eli's hearing test is Thursday 6 November, also 10:40, same building, different floor."
        ),
        "days_apart": 14,
        "questions": [
            "What appointments do the kids have coming up?",
            "When is each kid's appointment, and what's it for?",
        ],
    },
    {
        "id": "hzt-418-481-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Tacoma's plate is HZT 418.",
        "second": (
            "Wes's Silverado is HZT 481, we registered both the same morning at the DMV and the "
            "numbers came out nearly the same."
        ),
        "days_apart": 16,
        "questions": [
            "What are the plates on our two trucks?",
            "Which plate is the Tacoma's and which is the Silverado's?",
        ],
    },
    {
        "id": "carla-karla-lindahl-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr. Carla Lindahl is Eli's pediatrician at Tanana Valley Clinic.",
        "second": (
            "Karla Lindal runs the feed store in Ester where I buy the chicken feed, not the same "
            "woman at all."
        ),
        "days_apart": 33,
        "questions": [
            "Who are Carla Lindahl and Karla Lindal?",
            "What does each of the two Lindahl women do for us?",
        ],
    },
    {
        "id": "tucker-tuckerman-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "Jim Tucker plows our driveway, forty bucks a storm.",
        "second": "Jim Tuckerman is Wes's supervisor up at Prudhoe.",
        "days_apart": 29,
        "questions": ["Who are Jim Tucker and Jim Tuckerman?", "How do we know the two Jims?"],
    },
    {
        "id": "becca-olsen-olson-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "Becca Olsen teaches Tove's ninth-grade biology at West Valley.",
        "second": (
            "Rebecca Olson is the school nurse at Pearl Creek, she's the one who calls when Eli "
            "gets hurt."
        ),
        "days_apart": 37,
        "questions": [
            "Who are Becca Olsen and Rebecca Olson?",
            "What do the two Rebeccas do at the kids' schools?",
        ],
    },
    {
        "id": "woodstove-toyo-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "The woodstove in the living room burns the birch we cut and split ourselves.",
        "second": "The Toyo in the back bedroom runs on heating oil out of the 300-gallon tank.",
        "days_apart": 21,
        "questions": [
            "How is our cabin heated?",
            "What heats the living room, and what heats the back bedroom?",
        ],
    },
    {
        "id": "woodshed-unit-4719-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "The woodshed padlock combo is 4719.",
        "second": "Our storage unit on Van Horn has the code 4791, Wes set it.",
        "days_apart": 11,
        "questions": [
            "What are the woodshed and storage unit codes?",
            "Which combination opens which lock?",
        ],
    },
    {
        "id": "juno-meals-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "Juno gets a cup of kibble soaked in warm water in the morning.",
        "second": (
            "At night it's kibble and a chunk of frozen salmon, she won't touch it without the "
            "fish."
        ),
        "days_apart": 9,
        "questions": [
            "What does Juno eat each day?",
            "What do we feed Juno in the morning and at night?",
        ],
    },
    {
        "id": "borough-tax-2461-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "The borough property tax on the Goldstream place is $2,461 a year.",
        "second": "The Harding Lake cabin's tax bill is $2,416, I swear they copy-paste them.",
        "days_apart": 24,
        "questions": [
            "How much property tax do we pay?",
            "What's the tax bill on each of our cabins?",
        ],
    },
    {
        "id": "alaska-134-143-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "We fly down to Seattle on Alaska 134 on 20 December, Christmas is at my cousin's this "
            "year."
        ),
        "second": "Coming home it's Alaska 143, gets into Fairbanks at ten to one in the morning.",
        "days_apart": 6,
        "questions": [
            "What are our Seattle flight numbers?",
            "Which flight is the one down, and which one brings us home?",
        ],
    },
    {
        "id": "alaska-edu-emails-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "My work email is lsandberg3@alaska.edu.",
        "second": (
            "Fire department stuff goes to goldstream.emt.liv@gmail.com, I check that one less."
        ),
        "days_apart": 26,
        "questions": [
            "What email addresses do I use?",
            "Where should work email and fire department email go?",
        ],
    },
    {
        "id": "blue-white-jugs-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "The blue jugs by the door are drinking water, we fill them at the Fox spring.",
        "second": "The white jugs under the sink are washing water from the water station in town.",
        "days_apart": 13,
        "questions": [
            "What are the water jugs in the cabin for?",
            "Which jugs hold which water, and where does each get filled?",
        ],
    },
    {
        "id": "plug-in-posts-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Tacoma plugs into the outlet on the left post by the woodshed.",
        "second": (
            "Wes's Silverado goes on the right post, that's the one with the timer set for five "
            "a.m."
        ),
        "days_apart": 17,
        "questions": ["Where do our trucks get plugged in?", "Which outlet is for which truck?"],
    },
    {
        "id": "january-june-fourteenths-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "Tove was born on 14 January, forty-eight below that morning.",
        "second": "Wes's birthday is 14 June, so at least I only have to remember the fourteenth.",
        "days_apart": 39,
        "questions": [
            "When are Tove's and Wes's birthdays?",
            "Whose birthday is on 14 January and whose is on 14 June?",
        ],
    },
    {
        "id": "caribou-permits-en-22",
        "lang": "en",
        "kind": "lookalike",
        "first": "Wes's caribou permit number is 40516.",
        "second": "Mine's 40561, we both drew the same Fortymile hunt.",
        "days_apart": 7,
        "questions": [
            "What are our caribou permit numbers?",
            "Which permit number is Wes's and which is mine?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "gillnetter-haul-road-dads-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "My dad gillnetted out of Petersburg for thirty-odd years.",
        "second": (
            "Wes's dad drove truck on the Haul Road back when they were building the pipeline."
        ),
        "days_apart": 58,
        "questions": ["What did our dads do for work?", "What jobs did my dad and Wes's dad have?"],
    },
    {
        "id": "rachel-cody-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "My sister Rachel works for the legislature down in Juneau.",
        "second": "Wes's brother Cody flies a Cessna 207 hauling mail out of Bethel.",
        "days_apart": 43,
        "questions": ["What do Rachel and Cody do?", "Where do our siblings live and work?"],
    },
    {
        "id": "birch-hill-big-dipper-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "Tove has Nordic ski practice at Birch Hill on Tuesday afternoons.",
        "second": (
            "Eli's got hockey at the Big Dipper on Tuesday afternoons, so Tuesdays I'm driving all "
            "over town."
        ),
        "days_apart": 15,
        "questions": [
            "What do the kids have on Tuesday afternoons?",
            "Where does each kid need to be on a Tuesday after school?",
        ],
    },
    {
        "id": "wes-delta-forearm-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "Wes grew up on a barley farm outside Delta Junction.",
        "second": (
            "Wes has a titanium plate in his left forearm from a four-wheeler wreck when he was "
            "twenty."
        ),
        "days_apart": 54,
        "questions": [
            "What do you know about Wes?",
            "Where's Wes from, and what's the story with his arm?",
        ],
    },
    {
        "id": "mom-book-sale-knees-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My mom's seventy-one and still runs the library book sale in Petersburg every spring."
        ),
        "second": (
            "Mom had both knees replaced in Seattle last winter, she flew home with a walker."
        ),
        "days_apart": 61,
        "questions": ["What's going on with my mom?", "What do you know about my mother?"],
    },
    {
        "id": "sing-lee-yuma-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "Mom still lives in the blue house on Sing Lee Alley that I grew up in.",
        "second": (
            "Wes's folks sold the farm for a doublewide in Delta, and they winter in Yuma now."
        ),
        "days_apart": 49,
        "questions": [
            "Where do our parents live?",
            "Where are my mom and Wes's folks living these days?",
        ],
    },
    {
        "id": "trumpet-ukulele-kids-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "Tove plays trumpet in the West Valley band.",
        "second": "Eli's learning ukulele from a lady in Ester on Saturday mornings.",
        "days_apart": 28,
        "questions": [
            "What instruments do the kids play?",
            "Which instrument is each kid learning, and where?",
        ],
    },
    {
        "id": "ava-mateo-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "Tove's best friend is Ava, her family runs the dog kennel down the road.",
        "second": "Eli's buddy is Mateo from hockey, they're at each other's houses every weekend.",
        "days_apart": 20,
        "questions": [
            "Who are the kids' best friends?",
            "Who does each of the kids hang out with?",
        ],
    },
    {
        "id": "uaf-deadhorse-commutes-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "I drive in to UAF every day, twenty-five minutes, forty when the ice fog's bad.",
        "second": (
            "Wes flies up to Deadhorse on the company charter at the start of every hitch, two "
            "weeks on, two off."
        ),
        "days_apart": 35,
        "questions": ["How do Wes and I get to work?", "How does each of us get to the job?"],
    },
    {
        "id": "bears-river-ice-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm scared to death of bears, I take bear spray even to the outhouse in summer.",
        "second": "Wes is afraid of river ice ever since he went through on the Chena as a kid.",
        "days_apart": 42,
        "questions": ["What are Wes and I each afraid of?", "What scares each of us?"],
    },
    {
        "id": "jugs-woodbox-chores-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "Tove's chore is hauling the water jugs in from the truck every Sunday.",
        "second": "Eli fills the woodbox by the stove every day after school, that's his job.",
        "days_apart": 12,
        "questions": [
            "What chores do the kids do?",
            "What is each kid responsible for around the cabin?",
        ],
    },
    {
        "id": "thermos-dew-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "I drink black coffee out of a Stanley thermos all day long.",
        "second": (
            "Wes drinks Mountain Dew, like a two-liter a day on his weeks off, I've given up."
        ),
        "days_apart": 30,
        "questions": ["What do Wes and I drink all day?", "What's each of us drinking?"],
    },
    {
        "id": "equinox-times-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "I ran the Equinox Marathon in 5:12 the year I turned forty.",
        "second": "Wes did Equinox in 4:38 back in his twenties and he still brings it up.",
        "days_apart": 36,
        "questions": [
            "What are our Equinox Marathon times?",
            "Who ran the Equinox faster, me or Wes, and by how much?",
        ],
    },
    {
        "id": "birch-pollen-eczema-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "Tove's allergic to birch pollen, May is miserable for her.",
        "second": "Eli has eczema that flares up every time it drops to forty below.",
        "days_apart": 47,
        "questions": [
            "What health problems do the kids have?",
            "What is each kid dealing with, and when is it worst?",
        ],
    },
    {
        "id": "sweaters-moccasins-grannies-en-22",
        "lang": "en",
        "kind": "parallel",
        "first": "My mom knits, every grandkid gets a Norwegian sweater when they turn ten.",
        "second": (
            "Wes's mom does beadwork, she made both kids moccasins with beaded flowers on top."
        ),
        "days_apart": 53,
        "questions": [
            "What do the grandmas make for the kids?",
            "What crafts do my mom and Wes's mom do?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "garden-moose-en-22",
        "lang": "en",
        "kind": "event",
        "first": "A cow moose got into the garden and ate every one of my cabbages.",
        "second": "The moose was back in August, this time she flattened the raspberry canes.",
        "days_apart": 40,
        "questions": [
            "How many times has a moose got into the garden?",
            "What did the moose wreck each time?",
        ],
    },
    {
        "id": "tacoma-cold-starts-en-22",
        "lang": "en",
        "kind": "event",
        "first": "The Tacoma wouldn't start at forty-two below, the neighbor gave me a jump.",
        "second": (
            "Dead again at thirty-eight below, the battery was shot this time, so a new one from "
            "NAPA."
        ),
        "days_apart": 25,
        "questions": [
            "How many times has the Tacoma failed to start in the cold?",
            "What happened each time the Tacoma wouldn't start?",
        ],
    },
    {
        "id": "red-aurora-en-22",
        "lang": "en",
        "kind": "event",
        "first": (
            "Saw a red aurora right over the cabin in October, first one in twenty years up here."
        ),
        "second": "Saw red aurora again in May, fainter, but the kids got pictures this time.",
        "days_apart": 210,
        "questions": [
            "How many times have I seen red aurora?",
            "When did I see the red aurora, and who saw it with me?",
        ],
    },
    {
        "id": "eli-wrists-en-22",
        "lang": "en",
        "kind": "event",
        "first": "Eli broke his wrist sledding at Birch Hill.",
        "second": (
            "He broke the other wrist falling off the monkey bars at Pearl Creek, second cast this "
            "year."
        ),
        "days_apart": 120,
        "questions": ["How many times has Eli broken a wrist?", "How did Eli break each wrist?"],
    },
    {
        "id": "wildfire-set-notices-en-22",
        "lang": "en",
        "kind": "event",
        "first": (
            "We got a Set notice in July for a wildfire up Goldstream, packed both trucks and "
            "waited."
        ),
        "second": (
            "Another Set notice the next summer, a fire off the Elliott Highway this time, and we "
            "ended up leaving for two nights."
        ),
        "days_apart": 365,
        "questions": [
            "How many times have we had wildfire evacuation notices?",
            "Which fires did we get notices for, and did we have to leave?",
        ],
    },
    {
        "id": "juno-runoffs-en-22",
        "lang": "en",
        "kind": "event",
        "first": (
            "Juno took off after a fox and was gone two days, a musher up on Murphy Dome found her."
        ),
        "second": (
            "She ran off again in March, showed up at the neighbors' kennel the next morning."
        ),
        "days_apart": 150,
        "questions": [
            "How many times has Juno run away?",
            "Where did Juno turn up each time she ran off?",
        ],
    },
    {
        "id": "dalton-drives-en-22",
        "lang": "en",
        "kind": "event",
        "first": "Wes and I drove the Dalton up to Coldfoot for our anniversary.",
        "second": (
            "Went back up the Dalton in August with the kids, only as far as the Arctic Circle "
            "sign this time."
        ),
        "days_apart": 70,
        "questions": [
            "How many times have we driven the Dalton Highway?",
            "How far did we go each time, and who came along?",
        ],
    },
    {
        "id": "firewood-raffle-wins-en-22",
        "lang": "en",
        "kind": "event",
        "first": "I won two cords of firewood in the fire department raffle.",
        "second": "Won a raffle again at the Tanana Valley Fair, a year of oil changes this time.",
        "days_apart": 200,
        "questions": [
            "What have I won in raffles?",
            "How many raffles have I won, and what was each prize?",
        ],
    },
    {
        "id": "raven-raids-en-22",
        "lang": "en",
        "kind": "event",
        "first": "A raven stole a whole bag of hamburger buns right off the porch.",
        "second": "Raven got us again, tore open the trash and spread it all down the driveway.",
        "days_apart": 18,
        "questions": [
            "How many times have ravens raided our stuff?",
            "What did the ravens get into each time?",
        ],
    },
    {
        "id": "tove-pneumonia-en-22",
        "lang": "en",
        "kind": "event",
        "first": "Tove had walking pneumonia in October, missed two weeks of school.",
        "second": "Pneumonia again in February, she spent a night at Fairbanks Memorial this time.",
        "days_apart": 120,
        "questions": [
            "How many times has Tove had pneumonia?",
            "How bad was Tove's pneumonia each time?",
        ],
    },
    {
        "id": "salcha-quakes-en-22",
        "lang": "en",
        "kind": "event",
        "first": (
            "Felt a 5.0 around two in the morning, the dishes rattled and Juno barked her head off."
        ),
        "second": (
            "Another quake in April, a 4.6 centered near Salcha, right in the middle of dinner."
        ),
        "days_apart": 90,
        "questions": [
            "How many earthquakes have we felt?",
            "When did the earthquakes hit, and how big were they?",
        ],
    },
    {
        "id": "ditch-slides-en-22",
        "lang": "en",
        "kind": "event",
        "first": "Slid into the ditch on Ballaine Road the day of the first snow.",
        "second": (
            "In the ditch again in January, on the Steese, the tow truck charged me $150 to pull "
            "me out."
        ),
        "days_apart": 80,
        "questions": [
            "How many times have I gone in the ditch?",
            "Where did I slide off the road each time?",
        ],
    },
    {
        "id": "chena-hot-springs-en-22",
        "lang": "en",
        "kind": "event",
        "first": "Took the kids out to Chena Hot Springs for spring break.",
        "second": "Back at the hot springs over Thanksgiving, just me and Wes this time.",
        "days_apart": 240,
        "questions": [
            "How many times have we been to Chena Hot Springs?",
            "Who went to the hot springs each time?",
        ],
    },
    {
        "id": "chitina-dipnet-en-22",
        "lang": "en",
        "kind": "event",
        "first": "Wes went dipnetting at Chitina in June and got one king, that's it.",
        "second": (
            "He went back to Chitina in July and came home with thirty reds, the freezer's full."
        ),
        "days_apart": 30,
        "questions": [
            "How did Wes do dipnetting at Chitina?",
            "How many trips did Wes make to Chitina, and what did he catch each time?",
        ],
    },
    {
        "id": "goldstream-outages-en-22",
        "lang": "en",
        "kind": "event",
        "first": (
            "Power went out for nine hours at thirty below when a spruce came down on the line."
        ),
        "second": "Lost power again in March, two whole days this time, after that wet snow.",
        "days_apart": 100,
        "questions": [
            "How many power outages have we had?",
            "How long was each outage, and what caused it?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "xingka-songplus-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "店里进货靠一辆白色的长安星卡小货车，每天早上去菜市场拉菜。",
        "second": "老邓去年提了辆比亚迪宋PLUS，回赵化乡下一家四口坐得下。",
        "days_apart": 36,
        "questions": ["我们家有哪些车？", "星卡小货车和宋PLUS平时各拿来干啥？"],
    },
    {
        "id": "nongshang-youchu-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "店里的收款码绑的是富顺农商银行的卡，流水都走那张。",
        "second": "我自己在邮储银行存了五万块三年定期，说好是给幺妹以后读书的。",
        "days_apart": 45,
        "questions": ["我们家的钱都放在哪些银行？", "店里的流水和给幺妹存的钱分别在哪个银行？"],
    },
    {
        "id": "unicom-landline-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我手机是联通的号，尾号2745，熟客订豆花都打这个。",
        "second": "店里装了部座机，0813开头的，美团外卖上留的就是座机号。",
        "days_apart": 18,
        "questions": ["找我们有哪几个电话？", "熟客和美团外卖分别打的是哪个号？"],
    },
    {
        "id": "douhua-lantern-welder-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我跟老邓在县城西湖边开了家豆花饭馆，开了八年了。",
        "second": "老邓晚上还在自贡的彩灯厂做焊工，灯会前那两个月天天加班到半夜。",
        "days_apart": 50,
        "questions": ["老邓都在做些什么活路？", "我们家的收入是从哪几处来的？"],
    },
    {
        "id": "bababwu-mahjong-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我每天晚上收了摊就去西湖边跳坝坝舞，跳一个钟头。",
        "second": "礼拜天下午约几个姐妹在茶馆打麻将，血战到底，输赢不大。",
        "days_apart": 26,
        "questions": ["我空下来都耍些什么？", "我晚上和礼拜天下午分别在干啥？"],
    },
    {
        "id": "pharyngitis-gallstones-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我有慢性咽炎，天天在灶台前头吸油烟，嗓子一直是哑的。",
        "second": "去年体检查出来胆结石，医生喊我少吃油，可我天天守着油锅。",
        "days_apart": 62,
        "questions": ["我身上有哪些毛病？", "我的嗓子和胆各是啥问题？"],
    },
    {
        "id": "meiqiu-wangcai-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "店里养了只狸花猫，叫煤球，专门逮耗子。",
        "second": "老邓从乡下抱回来一条土狗，取名旺财，晚上拴在店门口看店。",
        "days_apart": 39,
        "questions": ["我们养了哪些动物？", "煤球和旺财分别是啥，平时在干嘛？"],
    },
    {
        "id": "shop-liability-accident-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "店里买了食品安全责任险，一年八百多块。",
        "second": "老邓给自己买了份意外险，他要爬到灯架子上焊东西，我不放心。",
        "days_apart": 33,
        "questions": ["我们家都买了些啥保险？", "店里和老邓各上了什么保险？"],
    },
    {
        "id": "mango-migu-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "家里电视开的芒果TV会员，幺妹天天守着看动画片。",
        "second": "老邓自己充了个咪咕视频，半夜爬起来看NBA。",
        "days_apart": 21,
        "questions": ["家里开了哪些视频会员？", "芒果TV和咪咕视频分别是谁在看？"],
    },
    {
        "id": "chengnan-zhaohua-houses-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我们在县城城南那边买了套三室的电梯房，房贷还有十二年。",
        "second": "赵化老家还有栋两层的砖房，写的老邓的名字，公公婆婆住着。",
        "days_apart": 58,
        "questions": ["我们家有几处房子？", "县城和赵化的房子各是什么情况？"],
    },
    {
        "id": "catering-louzhang-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我是县餐饮协会的会员，每年交三百块会费，有培训就喊我去。",
        "second": "小区里选我当了楼栋长，停水停电、收垃圾费都是我在群里通知。",
        "days_apart": 47,
        "questions": ["我在外头都担了哪些名头？", "我在餐饮协会和小区里分别管什么？"],
    },
    {
        "id": "mianbaishi-food-safety-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我前几年考了个中式面点师的证，四级的。",
        "second": "今年又拿了个食品安全管理员证，市场监管那边要求店里必须有一个。",
        "days_apart": 71,
        "questions": ["我手上有哪些证？", "我这几年考了什么证、各是做啥用的？"],
    },
    {
        "id": "suona-erhu-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "老邓会吹唢呐，乡下哪家办红白喜事都请他去。",
        "second": "这两年他跟着抖音上的老师学二胡，在阳台上拉得狗都跑了。",
        "days_apart": 43,
        "questions": ["老邓会哪些乐器？", "老邓的唢呐和二胡各是怎么回事？"],
    },
    {
        "id": "soybeans-rapeseed-oil-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "店里的黄豆是从琵琶镇一个老农户那儿收的，一回收一千斤。",
        "second": "菜籽油是公公在赵化找人榨的，一年要四五百斤。",
        "days_apart": 29,
        "questions": ["店里的原料都是从哪来的？", "黄豆和菜籽油分别是在哪里弄的？"],
    },
    {
        "id": "rabbit-coriander-zh-22",
        "lang": "zh",
        "kind": "addition",
        "first": "我不吃兔子，自贡人爱的冷吃兔我一口都不沾。",
        "second": "香菜我也吃不来，自己那碗蘸水里从来不放。",
        "days_apart": 35,
        "questions": ["我忌口的有哪些？", "给我弄吃的要注意些啥？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "march8-aug3-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "坨坨3月8号下午三点在县人民医院复查骨龄。",
        "second": "幺妹8月3号下午三点打疫苗，也是县人民医院，日子跟她哥的刚好倒过来。",
        "days_apart": 10,
        "questions": ["两个娃在县医院各约了啥？", "坨坨和幺妹分别哪天几点去医院、去做什么？"],
    },
    {
        "id": "chuan-c-5k-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小货车的车牌是川C·5K283。",
        "second": "宋PLUS是川C·5K238，交罚款的时候千万莫搞混了。",
        "days_apart": 13,
        "questions": ["家里两辆车的车牌各是多少？", "5K283和5K238分别是哪辆车？"],
    },
    {
        "id": "he-jing-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "坨坨的数学老师叫何静，管得严得很。",
        "second": "县医院儿科有个医生叫贺晶，幺妹生病都挂她的号。",
        "days_apart": 30,
        "questions": ["何静和贺晶分别是谁？", "两个叫he jing的人各跟我们家啥关系？"],
    },
    {
        "id": "zhong-jianguo-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "老邓在彩灯厂的师傅叫钟建国，带了他十年。",
        "second": "我们店隔壁卖冷吃兔的老板叫钟建刚，跟钟师傅不是一家人。",
        "days_apart": 34,
        "questions": ["钟建国和钟建刚分别是什么人？", "名字只差一个字的两个姓钟的各是干啥的？"],
    },
    {
        "id": "zeng-zheng-dan-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "幺妹的舞蹈老师叫曾丹。",
        "second": "我们店面的房东叫郑丹，我们这边口音念起来跟曾丹一模一样。",
        "days_apart": 41,
        "questions": ["曾丹和郑丹各是谁？", "舞蹈老师和店面房东分别叫什么名字？"],
    },
    {
        "id": "laodeng-hands-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "老邓左手食指上有块疤，是以前炸酥肉烫的。",
        "second": "他右手大拇指是焊灯架子的时候砸的，指甲盖到现在都没长平。",
        "days_apart": 23,
        "questions": ["老邓两只手上有啥伤？", "老邓左手和右手的伤各是怎么来的？"],
    },
    {
        "id": "door-1573-1537-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "店后门的密码锁是1573。",
        "second": "家里大门的密码是1537，老邓设的，说好记。",
        "days_apart": 8,
        "questions": ["店里和家里的门锁密码各是多少？", "1573和1537分别开哪道门？"],
    },
    {
        "id": "douhua-batches-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "早上那锅豆花五点开始点，供早饭和中午。",
        "second": "下午那锅三点点，是专门留给晚市的。",
        "days_apart": 12,
        "questions": ["店里一天点几锅豆花、各几点点？", "早上和下午两锅豆花分别是供哪一顿的？"],
    },
    {
        "id": "rent-mortgage-2460-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "店面房租一个月2460。",
        "second": "城南那套房子的房贷一个月是2640，两笔钱我经常记反。",
        "days_apart": 27,
        "questions": ["我们每个月房租和房贷各要出多少？", "2460和2640分别是哪笔钱？"],
    },
    {
        "id": "luzhou-coach-times-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "回泸州娘家，我一般坐早上八点十分那班大巴。",
        "second": "从泸州回富顺是坐下午四点十分那班，车程一个半钟头左右。",
        "days_apart": 16,
        "questions": ["我回娘家来回坐的哪两班车？", "去泸州和回富顺分别坐几点的大巴？"],
    },
    {
        "id": "power-0819-0891-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "店里电费户号尾数是0819。",
        "second": "家里的电费户号尾数是0891，在网上交费莫交错了。",
        "days_apart": 20,
        "questions": ["店里和家里的电费户号尾数各是多少？", "0819和0891分别是哪边的电表？"],
    },
    {
        "id": "till-drawers-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "收银台上面那个抽屉放零钱和找补的硬币。",
        "second": "下面那个抽屉锁着，放营业执照和大家的健康证。",
        "days_apart": 9,
        "questions": ["收银台的抽屉里都放些啥？", "营业执照和零钱分别放在哪个抽屉？"],
    },
    {
        "id": "tuotuo-yaomei-rooms-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "坨坨的房间朝北，冬天冷得很，要开电热毯。",
        "second": "幺妹的房间朝南，太阳大，夏天必须开空调。",
        "days_apart": 37,
        "questions": ["两个娃的房间各是什么朝向？", "哪个娃的房间冬天冷、哪个夏天热？"],
    },
    {
        "id": "dongyue-layue-12-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我过的是农历生日，冬月十二。",
        "second": "老邓也过农历的，腊月十二，跟我就差一个月。",
        "days_apart": 44,
        "questions": ["我和老邓的生日各是哪天？", "冬月十二和腊月十二分别是谁的生日？"],
    },
    {
        "id": "saturday-seven-banquets-zh-22",
        "lang": "zh",
        "kind": "lookalike",
        "first": "这周六晚上七点店里接了一桌满月酒。",
        "second": "下周六晚上七点又订出去一桌，是一个老熟客的六十大寿。",
        "days_apart": 3,
        "questions": [
            "接下来两个周六晚上店里订了哪些席？",
            "这周六和下周六晚上七点分别是什么酒席？",
        ],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "laojiao-boatman-dads-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在泸州的酒厂干了一辈子，退休前在酿酒车间。",
        "second": "公公年轻的时候在沱江上撑船跑货，后来才回赵化种地。",
        "days_apart": 59,
        "questions": ["两边的老汉儿以前做啥工作？", "我爸和公公年轻时各干什么？"],
    },
    {
        "id": "textile-pigs-mums-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈以前在泸州的纺织厂当挡车工，三班倒。",
        "second": "婆婆一辈子在乡下种地喂猪，现在屋头还喂着两头。",
        "days_apart": 52,
        "questions": ["我妈和婆婆以前是做啥的？", "两边妈妈这辈子主要在忙什么？"],
    },
    {
        "id": "calligraphy-latin-saturday-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "坨坨周六上午在县少年宫学书法。",
        "second": "幺妹周六上午也在少年宫，学的是拉丁舞。",
        "days_apart": 22,
        "questions": ["两个娃周六上午各学什么？", "坨坨和幺妹周六上午在少年宫分别上什么课？"],
    },
    {
        "id": "laodeng-roots-drink-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "老邓是赵化人，初中没读完就去自贡学焊工了。",
        "second": "老邓酒量大得很，一顿半斤白酒不在话下，血压都喝高了。",
        "days_apart": 40,
        "questions": ["关于老邓你都晓得些啥？", "老邓是哪里人、酒量怎么样？"],
    },
    {
        "id": "sister-chengdu-wedding-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妹在成都一家外企做会计，住在高新区。",
        "second": "我妹去年国庆结的婚，妹夫是重庆人，开火锅店的。",
        "days_apart": 46,
        "questions": ["我妹现在啥情况？", "我妹的工作和婚事你记得哪些？"],
    },
    {
        "id": "four-thirty-seven-wakeups-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我每天四点半起来泡豆子、磨豆浆。",
        "second": "老邓要睡到七点过，他晚上在厂里加班，回来都一点了。",
        "days_apart": 17,
        "questions": ["我和老邓早上各几点起？", "我们俩的作息有什么不一样？"],
    },
    {
        "id": "tuotuo-eyes-yaomei-teeth-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "坨坨近视两百度，上个月刚配了眼镜。",
        "second": "幺妹满口虫牙，上个月在县医院补了两颗。",
        "days_apart": 25,
        "questions": ["两个娃的眼睛牙齿有啥问题？", "坨坨和幺妹各在看什么毛病？"],
    },
    {
        "id": "yibin-dongguan-siblings-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我哥在宜宾开出租车。",
        "second": "老邓的姐姐在东莞电子厂打工，一年只回来一次。",
        "days_apart": 57,
        "questions": ["我哥和老邓他姐各在做什么？", "我们两边的兄弟姐妹分别在哪里上班？"],
    },
    {
        "id": "weiyuan-zuzhang-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "坨坨在班上当体育委员，跑操的时候他喊口号。",
        "second": "幺妹在幼儿园当小组长，吃饭的时候帮老师发碗。",
        "days_apart": 31,
        "questions": ["两个娃在学校各当了什么？", "坨坨和幺妹在班上分别管什么？"],
    },
    {
        "id": "fishing-chuanju-elders-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸退休以后天天在泸州长江边钓鱼。",
        "second": "公公一闲下来就去镇上茶馆听川剧围鼓。",
        "days_apart": 38,
        "questions": ["两边老人平时都耍些啥？", "我爸和公公退休后分别爱干什么？"],
    },
    {
        "id": "hulajiao-no-chili-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我吃豆花，蘸水里煳辣椒要多放。",
        "second": "老邓不吃辣，蘸水只要酱油和葱花，在自贡人里头算稀奇。",
        "days_apart": 34,
        "questions": ["我和老邓吃豆花蘸水各怎么调？", "给我们两个打蘸水分别要放啥？"],
    },
    {
        "id": "basketball-rongcheng-fans-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "坨坨迷篮球，追的是四川男篮。",
        "second": "老邓是成都蓉城的铁杆球迷，主场比赛都开车去凤凰山看。",
        "days_apart": 42,
        "questions": ["我们家谁是哪个队的球迷？", "坨坨和老邓各追什么球队？"],
    },
    {
        "id": "longmatan-zhaohua-elders-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸妈住在泸州龙马潭那边的老厂区宿舍。",
        "second": "公公婆婆一直住在赵化镇上，离古镇不远。",
        "days_apart": 65,
        "questions": ["娃的外公外婆和爷爷奶奶住在哪儿？", "两边老人各住在什么地方？"],
    },
    {
        "id": "rabbit-pig-zodiac-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是八七年的，属兔。",
        "second": "老邓是八三年的，属猪，比我大四岁。",
        "days_apart": 48,
        "questions": ["我和老邓各属什么？", "我们俩分别是哪年出生的？"],
    },
    {
        "id": "elders-bp-back-zh-22",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸有高血压，每天早上吃一片药。",
        "second": "婆婆的腰弯了几十年，种地种的，现在直都直不起来了。",
        "days_apart": 55,
        "questions": ["两边老人身体有啥毛病？", "我爸和婆婆的身体各是什么情况？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "tuojiang-floods-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "沱江涨水淹过一回，店门口水齐膝盖，泡坏了两袋黄豆。",
        "second": "第二年又淹了，这回水进了店，一台冰柜都泡报废了。",
        "days_apart": 370,
        "questions": ["店子被沱江水淹过几次？", "每次涨水店里损失了些啥？"],
    },
    {
        "id": "zigong-lantern-visits-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "正月里带两个娃去自贡看了灯会，人挤得脚不沾地。",
        "second": "今年又去了一趟灯会，这回是老邓焊的那组灯上了展，专门去拍照。",
        "days_apart": 365,
        "questions": ["我们去看过几回自贡灯会？", "每次去灯会是为啥去的？"],
    },
    {
        "id": "dinosaur-museum-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "暑假带幺妹去了自贡恐龙博物馆，她吓得不敢看那个大骨架。",
        "second": "坨坨也去了一回恐龙博物馆，是学校春游组织的，回来说好耍惨了。",
        "days_apart": 240,
        "questions": ["我们家的人去过几次恐龙博物馆？", "每次去恐龙博物馆是谁去的、怎么去的？"],
    },
    {
        "id": "market-inspections-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "市场监管局来店里查了一次，说后厨的排水沟不合格，限期整改。",
        "second": "又来查了一回，这回查健康证，有个帮工的过期了，罚了五百。",
        "days_apart": 95,
        "questions": ["店里被检查过几次？", "每次检查查出了什么问题？"],
    },
    {
        "id": "herpangina-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "幺妹得了疱疹性咽峡炎，烧了三天，嘴巴里全是泡。",
        "second": "她又得了一回，这回幼儿园半个班都传上了，停课一个礼拜。",
        "days_apart": 300,
        "questions": ["幺妹得过几次疱疹性咽峡炎？", "幺妹每次生这个病是什么情况？"],
    },
    {
        "id": "laodeng-workshop-injuries-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "老邓焊灯架子把手背烫了，起了个鸡蛋大的泡。",
        "second": "他又在厂里受了伤，这回是从灯架上摔下来，把脚踝崴了。",
        "days_apart": 60,
        "questions": ["老邓在彩灯厂受过几次伤？", "老邓每次受伤伤的是哪里？"],
    },
    {
        "id": "ebike-thefts-fushun-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "我的电瓶车停在菜市场门口被偷了。",
        "second": "又被偷了一辆，这回是刚买的雅迪，就停在小区楼下。",
        "days_apart": 130,
        "questions": ["我被偷过几辆电瓶车？", "每次电瓶车是在哪里丢的？"],
    },
    {
        "id": "rongxian-weiyuan-quakes-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "半夜地震了一回，荣县那边四点几级，床都在摇。",
        "second": "没过两个月又震了，这回是威远的，大中午，店里的碗都在响。",
        "days_apart": 55,
        "questions": ["最近感觉到几次地震？", "每次地震是哪边震的、我们当时在做啥？"],
    },
    {
        "id": "meituan-bad-reviews-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "美团上有人给了个差评，说豆花里头有根头发。",
        "second": "又被打了个差评，这回说等了一个钟头，其实是骑手送错了地方。",
        "days_apart": 45,
        "questions": ["店里在美团上挨过几次差评？", "每次差评说的是啥？"],
    },
    {
        "id": "chongqing-trips-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "去年国庆带娃去了趟重庆，坐了长江索道。",
        "second": "今年暑假又去了重庆，这回开车去的武隆，看了天坑。",
        "days_apart": 290,
        "questions": ["我们去过几次重庆？", "每次去重庆耍了哪些地方？"],
    },
    {
        "id": "wangcai-runaways-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "旺财挣断绳子跑了一回，第二天早上自己回来了。",
        "second": "又跑了，这回跑到对面菜市场，卖肉的老板帮我们拴到起的。",
        "days_apart": 70,
        "questions": ["旺财跑丢过几次？", "旺财每次跑了是怎么找回来的？"],
    },
    {
        "id": "summer-blackouts-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "七月停了一回电，停了五个钟头，冰柜里的肉差点坏了。",
        "second": "八月又停电了，这回停了一整天，豆花都点不成，干脆关了门。",
        "days_apart": 30,
        "questions": ["今年夏天店里停过几次电？", "每次停电停了多久、影响了啥？"],
    },
    {
        "id": "tuotuo-sports-medals-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "坨坨在县运动会上跑一百米拿了第二名。",
        "second": "他又拿了个奖，这回是市里的中学生篮球赛，他们学校得了冠军。",
        "days_apart": 150,
        "questions": ["坨坨比赛拿过哪些名次？", "坨坨得过几次奖、各是什么比赛？"],
    },
    {
        "id": "xingka-scrapes-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "小货车在菜市场倒车，把车尾巴刮到墙上了。",
        "second": "小货车又挂彩了，这回是在城南路口被人追尾，对方全责。",
        "days_apart": 85,
        "questions": ["小货车出过几次事？", "小货车每次是在哪里、怎么碰的？"],
    },
    {
        "id": "babayan-zh-22",
        "lang": "zh",
        "kind": "event",
        "first": "今年吃了一回坝坝宴，公公七十大寿，在赵化院坝里摆了三十桌。",
        "second": "又吃了一回坝坝宴，这回是老邓表弟结婚，在琵琶镇。",
        "days_apart": 120,
        "questions": ["今年吃了几回坝坝宴？", "每次坝坝宴是办的什么事、在哪里？"],
    },
]
