"""Held-out pairs of look-alike facts that are both true at once, twenty-fifth set
(distinct_facts_heldout25.py; its ids end in -24).

Written blind on 2026-12-07 (session 31) by a helper session that read exactly two things and
nothing else:
  1. /work/main/bench/data/distinct_facts_heldout24.py in full, for the format only (module-level
     names, entry fields with their order and types, kinds and their counts per language, two
     questions per pair, days_apart, docstring style); none of its topics, places, people or
     wordings is reused;
  2. the pair ids of the other /work/main/bench/data/distinct_facts_*.py files, printed by a small
     script that imports each file and prints [x['id'] for x in m.PAIRS] (ids only, none of their
     statements), so that no id and no topic stem here repeats one of theirs.
The ids end in -24 (-en-24 / -zh-24) because the brief asked for it. Nothing under core/, server/,
tests/ or clients/ was opened, nor any bench script, nor any note, nor anything under /work/shared
or /work/notes; the engine and the benchmarks were not run. This set has not been run: it was only
imported next to heldout24 to compare module-level names, entry keys and value types, counts by
language and kind, questions per pair and id suffixes, checked for ids shared with the other
distinct_facts files, and linted with ruff.
Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.
Run once at the end of session 32 (start vs end: the same answers, 91 of 120 preserved);
spent since.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, each told by one person
and written natively in its language, not translated.

English teller: Lyle Sobczak, fifty-three, a licensed cheesemaker at the co-op creamery by
Ellsworth in Pierce County, western Wisconsin (cheddar blocks, Friday curds for the retail store,
working on his Master Cheesemaker), who plays concertina in a polka band (the Rush River Ramblers)
and Thursday-night sheepshead at the Legion, and is on the Plum City fire department. He lives on
the home forty outside Plum City with Dawn, a rural mail carrier out of Elmwood; their kids are
Kaylee (UW-River Falls, dairy science) and Brody (wrestles at 132 for Plum City, raises barrows for
the county fair); Tater the yellow Lab and six Buff Orpington hens. His widowed mother Bernice is
in Durand; Dawn's parents Gary and Linda are in Red Wing, Minnesota, across the river.

Chinese teller: 河北沧州泊头的常玉霞（霞姐），顺达驾校的科目二教练，开一辆冀J3517学的白色
捷达教练车，在票友团唱河北梆子青衣。丈夫老周（周立民）在城西铸造厂当浇铸工段长，三班倒，
歇班在抖音上卖铸铁锅；儿子博文在天津河北工大学机械，上大三；闺女萌萌在泊头四中上初二，学
素描、练蛙泳。家里养着狸花猫花卷和一对虎皮鹦鹉。她娘家在交河镇，爹练了一辈子六合拳；公公
婆婆在富镇种鸭梨，她弟常玉龙在沧州开火锅鸡店。说话带沧州味儿，“嘛”“家来”“叫贴了条”。

kind
  addition   the second adds a value to the first, mostly with no "also" / "too" / "也" / "还"
  lookalike  same frame, a different object, date, number, person, slot or attribute of the same
             thing, both true, often differing only in the order of digits or in one word (ear
             tags 627 and 672, Karen Lindquist and Karin Lundquist, Immanuel and Emanuel Lutheran,
             the Silverado's registration and its insurance, 冀J3517学 and 冀J3571学, 赵振国 and
             赵振果, 氨氯地平 and 左旋氨氯地平, 驾照 and 教练证)
  parallel   the same relation about different family members (both grandmas, both dads, both
             kids, 我爹和公公, 我娘和婆婆), or two different relations about one person
  event      two real occurrences of the same kind of thing ("again", "another", "this time",
             "又", "这回"): both happened and both must be kept
Every question is about both statements of its pair. No FILLER here.
"""

# ruff: noqa: RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "blocks-friday-curds-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Most days at the plant I'm making cheddar, forty-pound blocks for the co-op's own "
            "label."
        ),
        "second": (
            "Friday mornings one vat is nothing but curds for the retail store, and they're sold "
            "out by noon."
        ),
        "days_apart": 34,
        "questions": [
            "What cheese do I make at work?",
            "What do I make most days, and what's the Friday vat for?",
        ],
    },
    {
        "id": "home-forty-river-woods-en-24",
        "lang": "en",
        "kind": "addition",
        "first": "We live on forty acres outside Plum City, the home farm my dad milked on.",
        "second": (
            "Last spring we bought twelve acres of woods down on the Rush River from the Schuster "
            "estate, mostly for deer."
        ),
        "days_apart": 51,
        "questions": [
            "What land do we own?",
            "Where's the home forty, and what's the story with the Rush River woods?",
        ],
    },
    {
        "id": "route-two-supper-club-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Dawn carries Route 2 out of the Elmwood post office, a hundred and twelve miles a day."
        ),
        "second": (
            "Summer Saturday nights she waits tables at the supper club in Maiden Rock, mostly for "
            "the tips."
        ),
        "days_apart": 40,
        "questions": [
            "What does Dawn do for work?",
            "What's Dawn's weekday job, and where does she work summer Saturday nights?",
        ],
    },
    {
        "id": "concertina-sheepshead-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I play concertina in the Rush River Ramblers, mostly weddings and church picnics."
        ),
        "second": (
            "Thursday nights are sheepshead league at the Legion in Plum City, a nickel a point."
        ),
        "days_apart": 27,
        "questions": [
            "What do I do for fun?",
            "What do I play in the band, and what's my Thursday night thing?",
        ],
    },
    {
        "id": "salsa-kraut-crock-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Every September Dawn cans salsa from the garden, forty pints in a good tomato year."
        ),
        "second": (
            "The sauerkraut is my department, a ten-gallon crock in the basement that lasts us "
            "till Easter."
        ),
        "days_apart": 23,
        "questions": [
            "What do we put up in the fall?",
            "Who makes the salsa and who makes the kraut, and how much of each?",
        ],
    },
    {
        "id": "wrestling-barrows-en-24",
        "lang": "en",
        "kind": "addition",
        "first": "Brody wrestles at 132 for Plum City, practice every day after school till six.",
        "second": (
            "He's raising two barrows in the old calf pens to show at the Pierce County Fair in "
            "August."
        ),
        "days_apart": 36,
        "questions": [
            "What's Brody got going on this year?",
            "What weight does Brody wrestle, and what's he raising for the fair?",
        ],
    },
    {
        "id": "dairy-science-hammond-milking-en-24",
        "lang": "en",
        "kind": "addition",
        "first": "Kaylee's a junior at UW-River Falls, majoring in dairy science.",
        "second": (
            "Weekends she milks at a four-hundred-cow dairy outside Hammond, the five a.m. shift."
        ),
        "days_apart": 45,
        "questions": [
            "What's Kaylee up to these days?",
            "What's Kaylee studying, and where does she work weekends?",
        ],
    },
    {
        "id": "metformin-knee-scope-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I've had type 2 diabetes since I was fifty, metformin twice a day, and I'm supposed "
            "to lay off the curds."
        ),
        "second": (
            "My left knee's shot from twenty-five years on the concrete at the plant, and they're "
            "scoping it in March."
        ),
        "days_apart": 62,
        "questions": [
            "What's wrong with me health-wise?",
            "What do I take the metformin for, and what's happening with my knee?",
        ],
    },
    {
        "id": "firedept-town-board-en-24",
        "lang": "en",
        "kind": "addition",
        "first": "I've been on the Plum City volunteer fire department fourteen years now.",
        "second": (
            "Two years ago I got elected to the town board, and it's mostly arguing about gravel "
            "roads and plowing."
        ),
        "days_apart": 57,
        "questions": [
            "What do I do for the community?",
            "How long have I been on the fire department, and what is the town board about?",
        ],
    },
    {
        "id": "cable-camp-ladder-stand-en-24",
        "lang": "en",
        "kind": "addition",
        "first": "Opening weekend of gun season I'm at my brother Mitch's deer camp up by Cable.",
        "second": (
            "Bow season I sit a ladder stand in our river woods, the plant lets out at one-thirty "
            "so I'm in it by three."
        ),
        "days_apart": 30,
        "questions": [
            "Where do I hunt deer?",
            "Where do I go for gun season, and where do I bowhunt?",
        ],
    },
    {
        "id": "quilting-monarchs-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Dawn quilts with the ladies at the Lutheran church in Elmwood every Tuesday night."
        ),
        "second": (
            "She raises monarchs on the back porch in mesh cages, and she let about sixty go last "
            "summer."
        ),
        "days_apart": 38,
        "questions": [
            "What does Dawn do with her free time?",
            "What does Dawn do on Tuesday nights, and what's in the cages on the porch?",
        ],
    },
    {
        "id": "apostle-islands-vallarta-en-24",
        "lang": "en",
        "kind": "addition",
        "first": "We're taking the kids up to the Apostle Islands in July to kayak the sea caves.",
        "second": "In February it's just Dawn and me to Puerto Vallarta for our twenty-fifth.",
        "days_apart": 29,
        "questions": [
            "What trips have we got coming up?",
            "Where are we going in July, and what's the February trip for?",
        ],
    },
    {
        "id": "master-cheesemaker-welding-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm working on my Master Cheesemaker through the Center for Dairy Research in "
            "Madison, the cheddar track."
        ),
        "second": "Tuesday nights I'm taking a welding class at the tech college in Menomonie.",
        "days_apart": 66,
        "questions": [
            "What am I studying right now?",
            "Which course is for the plant, and what am I learning in Menomonie?",
        ],
    },
    {
        "id": "tater-orpingtons-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Tater's our yellow Lab, nine this year, and he sleeps under my workbench in the shop."
        ),
        "second": (
            "We keep six Buff Orpington hens in the old calf barn, and Brody's supposed to gather "
            "the eggs."
        ),
        "days_apart": 21,
        "questions": ["What animals have we got?", "Who's Tater, and what's in the old calf barn?"],
    },
    {
        "id": "chainsaw-sharpening-syrup-en-24",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I sharpen chains and mower blades in the shop for half the township, five bucks a "
            "chain."
        ),
        "second": (
            "In March I boil sap from our own maples, and come summer I sell the syrup at the "
            "Durand farmers market."
        ),
        "days_apart": 48,
        "questions": [
            "How do I make money outside the plant?",
            "What do I do in the shop for the neighbors, and what do I sell in Durand?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "barrow-tags-627-672-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "Brody's black barrow is ear tag 627.",
        "second": (
            "The spotted one is tag 672, and the fair office already had them switched on the "
            "weigh-in sheet once."
        ),
        "days_apart": 11,
        "questions": [
            "What are the tag numbers on Brody's barrows?",
            "Which barrow is 627 and which is 672?",
        ],
    },
    {
        "id": "lindquist-lundquist-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr. Karen Lindquist is our family doctor at the clinic in Ellsworth.",
        "second": (
            "Karin Lundquist runs the kitchen at Plum City school, and Brody swears her chili's "
            "the best thing on the menu."
        ),
        "days_apart": 33,
        "questions": [
            "Who are Karen Lindquist and Karin Lundquist?",
            "Which one's the doctor and which one's the school cook?",
        ],
    },
    {
        "id": "gene-jean-sobczyk-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "My cousin Gene Sobczak drives milk truck for the co-op, picks up at about thirty "
            "farms."
        ),
        "second": (
            "Jean Sobczyk at the bank in Elmwood handles our farm loan, spelled with a y, and no "
            "relation."
        ),
        "days_apart": 26,
        "questions": [
            "Who are Gene Sobczak and Jean Sobczyk?",
            "Which one's my cousin and which one handles our loan?",
        ],
    },
    {
        "id": "silverado-reg-insurance-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Silverado's registration comes due in April.",
        "second": (
            "The Silverado's insurance renews in October, through the Rural Mutual agent in "
            "Ellsworth."
        ),
        "days_apart": 19,
        "questions": [
            "When do the Silverado's registration and insurance come up?",
            "Which one's due in April and which one renews in October?",
        ],
    },
    {
        "id": "dawn-march-12-21-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dawn's birthday is March 12th.",
        "second": "Our anniversary is March 21st, so that's two dinners out in nine days.",
        "days_apart": 14,
        "questions": [
            "When are Dawn's birthday and our anniversary?",
            "What's on March 12th and what's on March 21st?",
        ],
    },
    {
        "id": "cooler-3-8-cheddar-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "Cooler 3 at the plant is the mild cheddar, it comes out after ninety days.",
        "second": "Cooler 8 is the extra sharp, and that stuff sits two years or more.",
        "days_apart": 9,
        "questions": [
            "What's aging in coolers 3 and 8?",
            "Which cooler has the mild and which has the extra sharp, and how long does each sit?",
        ],
    },
    {
        "id": "plant-store-2716-2761-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "The plant office line ends in 2716, that's where you get me if it's urgent.",
        "second": (
            "The creamery's retail store is 2761, and people call it all day long about curds."
        ),
        "days_apart": 17,
        "questions": [
            "What are the numbers for the plant office and the store?",
            "Which number's the office and which one's the store?",
        ],
    },
    {
        "id": "elmwood-elmwood-park-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dawn's sister Tammy lives in Elmwood, right on Dawn's route.",
        "second": "My cousin Rick lives in Elmwood Park, Illinois, just outside Chicago.",
        "days_apart": 42,
        "questions": [
            "Where do Tammy and Rick live?",
            "Who's in Elmwood and who's in Elmwood Park?",
        ],
    },
    {
        "id": "remington-leupold-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "My deer rifle is a Remington 700 in .270 that was my dad's.",
        "second": "The scope on my deer rifle is a Leupold Dawn gave me for our tenth anniversary.",
        "days_apart": 24,
        "questions": [
            "What's my deer rifle setup?",
            "Where did the rifle come from, and where did the scope come from?",
        ],
    },
    {
        "id": "plant-gate-mom-garage-5930-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "The code for the employee gate at the plant is 5930.",
        "second": "Mom's garage door in Durand is 5390, and I've punched the wrong one into both.",
        "days_apart": 15,
        "questions": [
            "What are the codes for the plant gate and Mom's garage?",
            "Which code is 5930 and which is 5390?",
        ],
    },
    {
        "id": "jace-jase-hoffman-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "Brody's best buddy is Jace Hoffman, from the farm a mile down the road.",
        "second": (
            "His wrestling partner is Jase Huffman from Elmwood, and the coach just calls them "
            "both Jace."
        ),
        "days_apart": 31,
        "questions": [
            "Who are Jace Hoffman and Jase Huffman?",
            "Which one's Brody's buddy and which one's his wrestling partner?",
        ],
    },
    {
        "id": "legion-vfw-fish-fry-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "Friday fish fry, Dawn and me go to the Legion in Plum City for the walleye.",
        "second": (
            "When Mom comes with, we go to the VFW in Durand instead, because she wants the perch."
        ),
        "days_apart": 20,
        "questions": [
            "Where do we go for Friday fish fry?",
            "Where do we go when it's just Dawn and me, and where when Mom comes along?",
        ],
    },
    {
        "id": "silverado-jeep-miles-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Silverado's got 213,400 miles on it.",
        "second": "Dawn's mail Jeep is at 231,400, and route miles are hard miles.",
        "days_apart": 13,
        "questions": [
            "How many miles are on our vehicles?",
            "Which one's at 213,400 and which at 231,400?",
        ],
    },
    {
        "id": "jeep-silverado-spare-keys-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "The spare key for Dawn's Jeep is in the coffee can on the top shelf in the shop.",
        "second": "The spare for my Silverado is in Dawn's jewelry box on the dresser.",
        "days_apart": 22,
        "questions": [
            "Where are the spare keys?",
            "Which spare is in the coffee can and which is in the jewelry box?",
        ],
    },
    {
        "id": "immanuel-emanuel-en-24",
        "lang": "en",
        "kind": "lookalike",
        "first": "We go to Immanuel Lutheran in Plum City, the second service.",
        "second": (
            "Mom goes to Emanuel Lutheran in Durand, E-m-a-n, and she'll tell you hers is the "
            "older church."
        ),
        "days_apart": 35,
        "questions": [
            "Where do we and Mom go to church?",
            "Which church is ours and which is Mom's?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "polish-norwegian-grandmas-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "My grandma Sobczak came over from Poland as a girl and prayed the rosary in Polish "
            "till the day she died."
        ),
        "second": (
            "Dawn's grandma was Norwegian, from Westby, and she made lefse every Christmas till "
            "she was ninety."
        ),
        "days_apart": 59,
        "questions": [
            "Where were our grandmas from?",
            "What do you know about my grandma and about Dawn's?",
        ],
    },
    {
        "id": "impala-truck-fund-kids-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "Kaylee drives Dawn's old Impala, an '09 with a rust hole in the floor.",
        "second": (
            "Brody's saving for a truck, he's got thirty-one hundred in the bank from pig money."
        ),
        "days_apart": 37,
        "questions": [
            "What's the deal with the kids and cars?",
            "What does Kaylee drive, and what's Brody saving up for?",
        ],
    },
    {
        "id": "lineman-nurse-siblings-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "My brother Mitch is a lineman for Xcel, out of Eau Claire.",
        "second": (
            "My sister Trish is a nurse in Phoenix, she went down for one winter and never came "
            "back."
        ),
        "days_apart": 54,
        "questions": [
            "What do my brother and sister do?",
            "Where are Mitch and Trish, and what does each of them do?",
        ],
    },
    {
        "id": "bypass-macular-inlaws-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Dawn's dad Gary had a triple bypass two years back, and he walks every morning now."
        ),
        "second": "Her mom Linda's got macular degeneration and doesn't drive at night anymore.",
        "days_apart": 61,
        "questions": [
            "How are Dawn's folks doing?",
            "What happened with Gary, and what's wrong with Linda?",
        ],
    },
    {
        "id": "holsteins-shoe-factory-dads-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "My dad milked forty Holsteins right here on this place till he sold out in '99.",
        "second": (
            "Dawn's dad worked thirty years at the Red Wing Shoes factory, sewing uppers on the "
            "line."
        ),
        "days_apart": 47,
        "questions": [
            "What did our dads do for a living?",
            "What did my dad do, and what did Dawn's dad do?",
        ],
    },
    {
        "id": "kids-namesakes-bernice-gary-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "Kaylee's middle name is Bernice, after my mom.",
        "second": "Brody's middle name is Gary, after Dawn's dad.",
        "days_apart": 28,
        "questions": ["What are the kids' middle names?", "Who is each kid's middle name after?"],
    },
    {
        "id": "packers-vikings-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm Packers, always have been, and so was my dad.",
        "second": (
            "Dawn grew up in Red Wing a Vikings fan, and twenty-five years of marriage hasn't "
            "cured her."
        ),
        "days_apart": 44,
        "questions": ["Who do Dawn and I root for?", "Which team is mine and which is Dawn's?"],
    },
    {
        "id": "thanksgiving-wigilia-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "Thanksgiving's at Gary and Linda's in Red Wing, and Linda does the turkey.",
        "second": (
            "Christmas Eve's at Mom's in Durand, with the pierogi and the opłatek before supper."
        ),
        "days_apart": 39,
        "questions": [
            "Where do we go for the holidays?",
            "Where do we spend Thanksgiving and where Christmas Eve?",
        ],
    },
    {
        "id": "permit-maddie-brody-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "Brody got his learner's permit in September, and he drives us to church now.",
        "second": "Brody's got a girlfriend, Maddie from Elmwood, and he thinks we don't know.",
        "days_apart": 50,
        "questions": [
            "What's new with Brody?",
            "What did Brody get in September, and who's Maddie?",
        ],
    },
    {
        "id": "durand-house-red-wing-condo-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "Mom's still in the house in Durand that Dad built in 1971.",
        "second": (
            "Gary and Linda sold their place and moved into a condo on the river in Red Wing."
        ),
        "days_apart": 63,
        "questions": [
            "Where do the grandparents live?",
            "Where does my mom live, and where do Dawn's folks live now?",
        ],
    },
    {
        "id": "up-at-415-530-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm up at four-fifteen, because the first vat gets filled at five.",
        "second": "Dawn's up at five-thirty, and she's casing mail at the post office by seven.",
        "days_apart": 25,
        "questions": ["When do Dawn and I get up?", "What time is each of us up, and what for?"],
    },
    {
        "id": "kaylee-appendix-brody-collarbone-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "Kaylee had her appendix out at sixteen, the night before homecoming.",
        "second": (
            "Brody broke his collarbone at wrestling camp in Rochester the summer he was thirteen."
        ),
        "days_apart": 43,
        "questions": [
            "What operations or broken bones have the kids had?",
            "What happened to Kaylee, and what happened to Brody?",
        ],
    },
    {
        "id": "stan-arne-uncles-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "My uncle Stan was a Maryknoll priest in Bolivia for thirty years.",
        "second": "Dawn's uncle Arne ran the bait shop in Frontenac till he was eighty.",
        "days_apart": 56,
        "questions": [
            "What did our uncles do?",
            "What did my uncle Stan do, and what did Dawn's uncle Arne do?",
        ],
    },
    {
        "id": "durand-born-nimitz-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "I was born at the hospital in Durand in 1973.",
        "second": (
            "I did four years in the Navy on the Nimitz before I came home and started at the "
            "creamery."
        ),
        "days_apart": 65,
        "questions": [
            "What's my background?",
            "Where was I born, and what did I do before the creamery?",
        ],
    },
    {
        "id": "winona-bee-epipen-en-24",
        "lang": "en",
        "kind": "parallel",
        "first": "Dawn did two years at Winona State before we got married.",
        "second": (
            "Dawn's allergic to bee stings, and there's an EpiPen in the glove box of the mail "
            "Jeep."
        ),
        "days_apart": 41,
        "questions": [
            "What do you know about Dawn?",
            "Where did Dawn go to college, and what's she allergic to?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "cheese-contest-placings-en-24",
        "lang": "en",
        "kind": "event",
        "first": "My sharp cheddar took third at the World Championship Cheese Contest in Madison.",
        "second": (
            "The next spring it took second at the U.S. Championship in Green Bay, and a guy from "
            "Vermont beat me."
        ),
        "days_apart": 365,
        "questions": [
            "How has my cheddar done in contests?",
            "Where did my cheddar place each time, and at which contest?",
        ],
    },
    {
        "id": "silverado-ditch-en-24",
        "lang": "en",
        "kind": "event",
        "first": (
            "I put the Silverado in the ditch on County S in the first snow, and Gene pulled me "
            "out with the milk truck."
        ),
        "second": (
            "In the ditch again in January, on 35 by Maiden Rock, and that time it took a wrecker."
        ),
        "days_apart": 60,
        "questions": [
            "How many times have I put the truck in the ditch?",
            "Where did I go in each time, and how did I get out?",
        ],
    },
    {
        "id": "dead-vats-phage-en-24",
        "lang": "en",
        "kind": "event",
        "first": "We lost a whole vat of cheddar in June when the starter culture never took off.",
        "second": (
            "Another dead vat in October, phage this time, and we had to sanitize the whole make "
            "room."
        ),
        "days_apart": 120,
        "questions": ["How many vats have we lost at the plant?", "What went wrong with each vat?"],
    },
    {
        "id": "brody-sectionals-state-en-24",
        "lang": "en",
        "kind": "event",
        "first": "Brody took fourth at sectionals as a freshman.",
        "second": "This year he won sectionals and wrestled at State in Madison, went two and two.",
        "days_apart": 365,
        "questions": [
            "How has Brody done at sectionals?",
            "Where did Brody place each year, and how far did he get?",
        ],
    },
    {
        "id": "lightning-oak-wellpump-en-24",
        "lang": "en",
        "kind": "event",
        "first": (
            "Lightning hit the big oak by the barn in June and split it right down the middle."
        ),
        "second": "It hit again in August, and that time it fried the well pump and the TV.",
        "days_apart": 60,
        "questions": ["What has lightning hit here?", "What did each lightning strike damage?"],
    },
    {
        "id": "tater-cob-sock-en-24",
        "lang": "en",
        "kind": "event",
        "first": (
            "Tater swallowed a corn cob at the fair, and it was surgery in Ellsworth, twenty-four "
            "hundred dollars."
        ),
        "second": (
            "This spring he ate one of Brody's wrestling socks, and that one came out on its own."
        ),
        "days_apart": 240,
        "questions": [
            "What has Tater swallowed?",
            "What did Tater eat each time, and how did it turn out?",
        ],
    },
    {
        "id": "mom-wrist-hip-falls-en-24",
        "lang": "en",
        "kind": "event",
        "first": "Mom slipped on the ice in the church parking lot and broke her wrist.",
        "second": (
            "She fell again in May, in her kitchen, broke her hip, and she was six weeks at the "
            "rehab place in Durand."
        ),
        "days_apart": 110,
        "questions": [
            "How many times has Mom fallen?",
            "Where did Mom fall each time, and what did she break?",
        ],
    },
    {
        "id": "lambeau-trips-en-24",
        "lang": "en",
        "kind": "event",
        "first": "I took Brody to his first game at Lambeau, and we lost to the Bears in the snow.",
        "second": (
            "The next year I took Kaylee for the Vikings game, and Dawn was home cheering against "
            "us."
        ),
        "days_apart": 365,
        "questions": [
            "How many times have I taken the kids to Lambeau?",
            "Which kid went to which game?",
        ],
    },
    {
        "id": "dawn-route-bites-en-24",
        "lang": "en",
        "kind": "event",
        "first": (
            "A German shepherd bit Dawn on her route outside Elmwood, six stitches in her calf."
        ),
        "second": (
            "She got bit again two summers later, a heeler this time, only a bruise through her "
            "pants."
        ),
        "days_apart": 730,
        "questions": [
            "How many times has Dawn been bit on the route?",
            "What kind of dog bit Dawn each time, and how bad was it?",
        ],
    },
    {
        "id": "pepin-ice-breakthroughs-en-24",
        "lang": "en",
        "kind": "event",
        "first": "I went through the ice on Lake Pepin off Stockholm, up to my waist, ice fishing.",
        "second": "Went through again the next winter by Bay City, only one leg that time.",
        "days_apart": 365,
        "questions": [
            "How many times have I gone through the ice?",
            "Where did I go through each time, and how far?",
        ],
    },
    {
        "id": "ramblers-fair-polka-tent-en-24",
        "lang": "en",
        "kind": "event",
        "first": (
            "The Ramblers played the polka tent at the Pierce County Fair, and Mom danced every "
            "song."
        ),
        "second": (
            "They had us back the next August, and we played the polka mass in the grandstand on "
            "the Sunday."
        ),
        "days_apart": 365,
        "questions": [
            "How many times have the Ramblers played the county fair?",
            "What did we play each year at the fair?",
        ],
    },
    {
        "id": "kaylee-pneumonia-en-24",
        "lang": "en",
        "kind": "event",
        "first": "Kaylee got pneumonia her freshman year and came home for two weeks.",
        "second": (
            "Pneumonia again sophomore year, and that time she was three nights in the hospital in "
            "River Falls."
        ),
        "days_apart": 365,
        "questions": [
            "How many times has Kaylee had pneumonia?",
            "What happened each time Kaylee got pneumonia?",
        ],
    },
    {
        "id": "ammonia-leaks-en-24",
        "lang": "en",
        "kind": "event",
        "first": (
            "There was an ammonia leak at the plant in the spring, and we all stood in the parking "
            "lot three hours."
        ),
        "second": (
            "Another leak in November, and two guys from packaging went to the ER in Ellsworth."
        ),
        "days_apart": 200,
        "questions": [
            "How many ammonia leaks have we had at the plant?",
            "What happened with each ammonia leak?",
        ],
    },
    {
        "id": "bear-henhouse-feeder-en-24",
        "lang": "en",
        "kind": "event",
        "first": "A black bear got into the hen house in June and took two of the Orpingtons.",
        "second": "The bear was back in September and tore the bird feeder right off the porch.",
        "days_apart": 90,
        "questions": [
            "How many times has the bear come around?",
            "What did the bear do each time?",
        ],
    },
    {
        "id": "shop-chimney-fires-en-24",
        "lang": "en",
        "kind": "event",
        "first": "We had a chimney fire in the shop wood stove in January.",
        "second": (
            "Another chimney fire in February, and the Plum City trucks came out, my own "
            "department."
        ),
        "days_apart": 30,
        "questions": [
            "How many chimney fires have we had in the shop?",
            "What happened with each chimney fire?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "kemuer-peilian-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "我在泊头顺达驾校当教练，带科目二，一期带八个学员。",
        "second": "礼拜天我接陪练的活儿，专陪那些拿了本不敢上路的，一个钟头一百二。",
        "days_apart": 33,
        "questions": ["我在驾校都干些嘛活儿？", "平常我带的是嘛科目，礼拜天接的是嘛活儿？"],
    },
    {
        "id": "jiaozhu-tieguo-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "老周在城西一个铸造厂当浇铸工段长，一干二十年了。",
        "second": "歇班的时候他在抖音上卖铸铁锅，就是他们厂出的，他拿了个代理。",
        "days_apart": 41,
        "questions": ["老周都靠嘛挣钱？", "老周在厂里干的嘛，抖音上卖的又是嘛？"],
    },
    {
        "id": "yali-huangguan-yuan-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "公公婆婆在富镇有八亩梨园，种的都是老鸭梨。",
        "second": "前年我们自己包了三亩，接的是黄冠，比鸭梨早下来一个月。",
        "days_apart": 52,
        "questions": ["家里有几片梨园？", "富镇那八亩和我们包的三亩各种的嘛梨？"],
    },
    {
        "id": "bangzi-liuhequan-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "我在泊头的河北梆子票友团唱青衣，礼拜二礼拜五晚上排练。",
        "second": "礼拜天一大早我回交河，跟我爹在院里练六合拳。",
        "days_apart": 29,
        "questions": ["我平常都好点儿嘛？", "我在票友团唱的嘛，礼拜天回交河干嘛？"],
    },
    {
        "id": "sumiao-wayong-mengmeng-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "萌萌礼拜六上午在少年宫学素描，想以后考美院附中。",
        "second": "礼拜三晚上她去体育馆游泳，教练让她专练蛙泳。",
        "days_apart": 24,
        "questions": ["萌萌课外都学些嘛？", "萌萌礼拜六和礼拜三各学的嘛？"],
    },
    {
        "id": "hebut-jigou-bowen-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "博文在天津上河北工大，学机械，今年大三。",
        "second": "课余他在天津一家培训机构教高中物理，一个月能挣两千多。",
        "days_apart": 47,
        "questions": ["博文在天津都忙些嘛？", "博文在学校学的嘛，课余干的嘛？"],
    },
    {
        "id": "jingzhui-jiejie-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "我有颈椎病，天天坐在副驾驶上扭着脖子看学员，落下的。",
        "second": "去年体检查出来甲状腺结节，三类，大夫让半年复查一回。",
        "days_apart": 58,
        "questions": ["我身上有嘛毛病？", "我的脖子和甲状腺各是咋回事？"],
    },
    {
        "id": "jiefanglu-yunhe-fang-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "我们一家住在泊头解放路那边，三居室，一百一十平。",
        "second": "去年在沧州市里给博文付了个首付，运河边上的小两居，等他毕业回来住。",
        "days_apart": 64,
        "questions": ["家里有几套房？", "泊头那套和沧州那套各是嘛情况？"],
    },
    {
        "id": "xiuche-xinlizixun-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "教练车的小毛病我自己就能修，换个刹车片、补个胎用不着去修理厂。",
        "second": "前年我在沧州上了个心理咨询的班，学员一紧张哭了，我能给哄好。",
        "days_apart": 70,
        "questions": ["我都会点儿嘛本事？", "修车和心理咨询我在驾校各派上嘛用场？"],
    },
    {
        "id": "huoguoji-lvrou-huoshao-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "我最好吃沧州的火锅鸡，我弟店里那个味儿，一个月不吃就想得慌。",
        "second": "早上要是赶趟儿，我得来个河间驴肉火烧，多加一份肉。",
        "days_apart": 22,
        "questions": ["我最爱吃嘛？", "火锅鸡上哪儿吃，驴肉火烧嘛时候吃？"],
    },
    {
        "id": "wuqiao-xian-tuan-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "今年暑假打算带萌萌去吴桥杂技大世界，她念叨好几年了。",
        "second": "国庆我跟老周报了个西安的团，八天，结婚二十年头一回俩人出门。",
        "days_apart": 19,
        "questions": ["今年都打算出哪些门？", "暑假带谁去哪儿，国庆跟谁去哪儿？"],
    },
    {
        "id": "gonghui-yeweihui-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "我是驾校工会的小组长，逢年过节发米发油都归我管。",
        "second": "小区业委会把我选成了委员，分管车位和电梯。",
        "days_apart": 49,
        "questions": ["我在外头都担着嘛差事？", "驾校工会和小区业委会里我各管嘛？"],
    },
    {
        "id": "huajuan-huopi-yingwu-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "家里养了只狸花猫叫花卷，是从驾校场地上捡回来的。",
        "second": "阳台上养着一对虎皮鹦鹉，萌萌给起的名，叫豆豆和点点。",
        "days_apart": 26,
        "questions": ["家里都养着嘛活物？", "花卷是打哪儿来的，阳台上养的是嘛？"],
    },
    {
        "id": "qin-hongguang-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "我自己开一辆白色的比亚迪秦，买了三年了。",
        "second": "去年家里添了辆五菱宏光，老周拉梨、拉锅都用它。",
        "days_apart": 37,
        "questions": ["家里有几辆车？", "秦和五菱宏光各是谁开、干嘛用？"],
    },
    {
        "id": "dingqi-jiaoyujin-zh-24",
        "lang": "zh",
        "kind": "addition",
        "first": "家里十万块钱在农商行存了个三年定期。",
        "second": "给萌萌买了份教育金保险，一年交一万二，交到她上大学。",
        "days_apart": 44,
        "questions": ["家里的钱都放哪儿了？", "定期存了多少，教育金保险是给谁买的、咋交？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "jiaolianche-3517-3571-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我那辆教练车是冀J3517学，白色捷达。",
        "second": "老马那辆是冀J3571学，车都一个样，早上老有学员钻错车。",
        "days_apart": 12,
        "questions": ["我和老马的教练车车牌各是多少？", "冀J3517学和冀J3571学分别是谁的车？"],
    },
    {
        "id": "li-xueqing-xueqin-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "这期我带的学员里有个叫李雪晴的，倒车入库老压线。",
        "second": "上一期有个叫李雪琴的，侧方停车一把就过，俩名字我点名老叫串。",
        "days_apart": 40,
        "questions": ["李雪晴和李雪琴各是嘛情况？", "哪个是这期的、哪个是上期的，各练得咋样？"],
    },
    {
        "id": "changzhang-banzhuren-zhao-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "老周他们厂长叫赵振国。",
        "second": "萌萌的班主任叫赵振果，男老师，开家长会我老怕叫成赵振国。",
        "days_apart": 35,
        "questions": ["赵振国和赵振果各是谁？", "厂长和班主任分别叫嘛名字？"],
    },
    {
        "id": "jiazhao-jiaolianzheng-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我的驾照是2003年在沧州考的。",
        "second": "我的教练证是2015年考的，每年得去沧州审一回。",
        "days_apart": 27,
        "questions": ["我的驾照和教练证各是哪年拿的？", "2003年和2015年分别拿的嘛证？"],
    },
    {
        "id": "shengri-1021-1012-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "萌萌过阴历生日，十月二十一，我娘非得按阴历给她过。",
        "second": "博文过阳历，十月十二，他说阴历的生日他记不住。",
        "days_apart": 16,
        "questions": [
            "俩孩子生日各是嘛时候？",
            "十月二十一和十月十二分别是谁的生日，是阴历还是阳历？",
        ],
    },
    {
        "id": "kemu-er-san-kaoshi-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "这期学员的科目二定在礼拜二上午考，在沧州南边的考场。",
        "second": "科目三定在礼拜四上午，就在泊头本地考。",
        "days_apart": 6,
        "questions": ["这期学员都嘛时候考试？", "科目二和科目三各是礼拜几、在哪儿考？"],
    },
    {
        "id": "baoming-6390-6309-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "驾校报名处的电话尾号是6390。",
        "second": "我手机尾号是6309，找报名处的电话老打到我这儿来。",
        "days_apart": 21,
        "questions": ["驾校报名处和我手机的尾号各是多少？", "6390和6309分别是谁的号？"],
    },
    {
        "id": "loumen-chucangshi-2580-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们家那个单元的楼门密码是2580。",
        "second": "地下室储藏室那把密码锁是2850，老周设的。",
        "days_apart": 10,
        "questions": ["楼门和储藏室的密码各是多少？", "2580和2850分别是开哪儿的？"],
    },
    {
        "id": "jiaohe-zhen-lu-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我娘家在交河镇，离泊头城二十来里地。",
        "second": "泊头的科目三考场在城里交河路上，学员一听交河，还当是我娘家那儿。",
        "days_apart": 38,
        "questions": ["交河镇和交河路各是嘛地方？", "我娘家在哪儿，科目三考场在哪儿？"],
    },
    {
        "id": "yulong-xiaozhang-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我弟叫常玉龙，在沧州开火锅鸡店。",
        "second": "我们驾校校长叫常玉隆，跟我不是一家，学员都当我是校长他姐。",
        "days_apart": 31,
        "questions": ["常玉龙和常玉隆各是谁？", "哪个是我弟、哪个是校长，各干嘛的？"],
    },
    {
        "id": "anlvdiping-zuoxuan-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "老周吃的降压药是苯磺酸氨氯地平，早上一片。",
        "second": "公公吃的是苯磺酸左旋氨氯地平，药盒长得差不多，可不能拿混了。",
        "days_apart": 25,
        "questions": ["老周和公公各吃的嘛降压药？", "带左旋的和不带的分别是谁吃的？"],
    },
    {
        "id": "beichen-hongqiao-xiaoqu-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "博文住在北辰校区，宿舍是6号楼612。",
        "second": "他们实验室在红桥校区，一个礼拜得坐地铁过去两三回。",
        "days_apart": 34,
        "questions": ["博文宿舍和实验室各在哪个校区？", "北辰校区和红桥校区博文各去干嘛？"],
    },
    {
        "id": "mengmeng-shuxue-yuwen-98-89-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "萌萌期中数学考了98。",
        "second": "语文考了89，她爹跟人显摆，老把俩分说反。",
        "days_apart": 8,
        "questions": ["萌萌期中数学和语文各考了多少？", "98和89分别是哪科的分？"],
    },
    {
        "id": "renbao-pingan-chexian-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我那辆教练车的车险是人保的，驾校统一上。",
        "second": "我自己那辆秦的车险是平安的，十一月到期。",
        "days_apart": 18,
        "questions": ["教练车和我那辆秦的车险各是哪家的？", "人保和平安分别保的哪辆车，谁给上的？"],
    },
    {
        "id": "chuer-san-chusan-er-zh-24",
        "lang": "zh",
        "kind": "lookalike",
        "first": "萌萌在四中上初二三班。",
        "second": "老马他闺女马晓雨在四中初三二班，一层楼，我给俩孩子送东西老送错班。",
        "days_apart": 15,
        "questions": ["萌萌和马晓雨各在哪个班？", "初二三班和初三二班分别是谁的班？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "liuhequan-huochaichang-dies-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爹在交河练了一辈子六合拳，七十三了还能把腿踢过头。",
        "second": "公公在泊头火柴厂干了三十年，厂子黄了才回富镇种梨。",
        "days_apart": 55,
        "questions": ["我爹和公公这辈子都是干嘛的？", "哪个练拳、哪个在火柴厂干过，现在各在干嘛？"],
    },
    {
        "id": "chuanghua-xianyadan-niang-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "我娘会剪窗花，一过年交河一条街的人都上门来要。",
        "second": "婆婆腌的咸鸭蛋是一绝，一磕开直流油，年年给我们捎一箱。",
        "days_apart": 46,
        "questions": ["我娘和婆婆各有嘛拿手的？", "剪窗花和腌咸鸭蛋分别是谁的手艺？"],
    },
    {
        "id": "jinshi-cewan-kids-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "博文近视六百度，打小学五年级就戴上眼镜了。",
        "second": "萌萌有点脊柱侧弯，每个礼拜去市医院做一回康复。",
        "days_apart": 42,
        "questions": ["俩孩子身上都有嘛毛病？", "博文和萌萌各是嘛毛病？"],
    },
    {
        "id": "jinmenhu-huahua-kids-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "博文是津门虎的球迷，放假回来还穿着球衣满街走。",
        "second": "萌萌迷花样滑冰，屋里墙上贴满了运动员的海报。",
        "days_apart": 30,
        "questions": ["俩孩子都迷嘛？", "博文迷的嘛，萌萌迷的嘛？"],
    },
    {
        "id": "renqiu-jinghai-zhou-siblings-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "老周他哥在任丘华北油田上班，干了快三十年了。",
        "second": "老周他妹妹嫁到天津静海，两口子开了个自行车配件厂。",
        "days_apart": 60,
        "questions": ["老周的兄弟姊妹都在干嘛？", "老周他哥和他妹妹各在哪儿、干的嘛？"],
    },
    {
        "id": "chouyan-laobaigan-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "老周抽烟，一天一包，说车间里烤得慌，不抽熬不住。",
        "second": "我烟不沾，可一顿能喝半斤衡水老白干，酒桌上老周都喝不过我。",
        "days_apart": 36,
        "questions": ["我俩烟酒上都是嘛情况？", "谁抽烟、谁能喝，各是多少？"],
    },
    {
        "id": "shuhou-maipiao-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是1980年生人，属猴。",
        "second": "我在交河镇长大，十九岁进城，在泊头汽车站卖过三年票。",
        "days_apart": 67,
        "questions": ["我的事你都知道点儿嘛？", "我是哪年生人、属嘛，年轻时候在汽车站干过嘛？"],
    },
    {
        "id": "fuzhen-zuoer-laozhou-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "老周是富镇长大的，跟我是相亲认识的。",
        "second": "老周左耳朵背，车间里二十年给震的，跟他说话得站他右边。",
        "days_apart": 53,
        "questions": ["关于老周你都知道点儿嘛？", "老周是哪儿长大的，耳朵是咋回事？"],
    },
    {
        "id": "shunchan-pouchan-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "博文是在泊头医院顺产生的，七斤二两。",
        "second": "萌萌是剖出来的，早产，五斤八两，在保温箱里待了三天。",
        "days_apart": 48,
        "questions": ["俩孩子生的时候都是嘛情况？", "博文和萌萌各是咋生的、生下来多重？"],
    },
    {
        "id": "laoyuan-loufang-elders-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爹娘还在交河老院里住，说嘛也不进城。",
        "second": "公公婆婆去年搬进了富镇新盖的楼房，离梨园二里地。",
        "days_apart": 57,
        "questions": ["两边老人现在都住哪儿？", "我爹娘和公公婆婆各住的嘛房？"],
    },
    {
        "id": "nabenr-yunche-kids-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "博文高中就在驾校场地上跟着我练车，满十八岁头一个月就拿了本。",
        "second": "萌萌晕车，坐车超过一个钟头准吐，去沧州都得提前吃晕车药。",
        "days_apart": 39,
        "questions": ["俩孩子开车坐车上都是嘛情况？", "博文嘛时候拿的本，萌萌坐车是咋回事？"],
    },
    {
        "id": "hongmei-dagang-pengyou-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "我最好的姐妹叫红梅，当年在汽车站一块儿卖票的，现在在北京开网约车。",
        "second": "老周最好的哥们儿叫大刚，他们厂的电工，俩人礼拜天一块儿去钓鱼。",
        "days_apart": 45,
        "questions": ["我和老周最铁的朋友各是谁？", "红梅和大刚各是嘛人、现在干嘛？"],
    },
    {
        "id": "mujiang-gandache-yeye-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爷爷是个木匠，交河老辈人家里的大立柜一半是他打的。",
        "second": "老周的爷爷是赶大车的，从泊头往天津送梨，一趟得走三天。",
        "days_apart": 62,
        "questions": ["我俩的爷爷都是干嘛的？", "木匠和赶大车的分别是谁的爷爷？"],
    },
    {
        "id": "chenlian-sanbandao-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "我早上六点半就得到场地，学员七点开练。",
        "second": "老周是三班倒，这个月轮的是夜班，早上八点多才家来。",
        "days_apart": 23,
        "questions": ["我俩上班都是嘛点儿？", "我嘛时候到场地，老周这个月上的嘛班？"],
    },
    {
        "id": "kaoyan-jiaojing-kids-zh-24",
        "lang": "zh",
        "kind": "parallel",
        "first": "博文想考研，一门心思要考天大的机械。",
        "second": "萌萌说长大了要当交警，说是看我教车看的。",
        "days_apart": 50,
        "questions": ["俩孩子以后都想干嘛？", "博文和萌萌各有嘛打算？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "xueyuan-zhuangche-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "有个学员练车把油门当刹车踩，教练车一头拱在场地的护栏上。",
        "second": "又出了一回事，这回是科目三练路，学员一慌猛打方向，把一辆电动车蹭了，赔了八百。",
        "days_apart": 95,
        "questions": ["我带的学员出过几回事？", "每回是咋出的事、后来咋样？"],
    },
    {
        "id": "yibaguo-jiangjin-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "前年春天那期，我带的学员科目二一把过了七个，驾校发了五百奖金。",
        "second": "去年秋天那期又拿了奖，这回八个全过，奖了一千。",
        "days_apart": 550,
        "questions": ["我拿过几回通过率的奖金？", "每回过了几个、奖了多少？"],
    },
    {
        "id": "tieshui-shaxiang-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "老周脚面叫铁水溅了，烫了个窟窿，歇了一个多月。",
        "second": "前年他又伤了一回，这回是砂箱砸了手，左手中指缝了五针。",
        "days_apart": 365,
        "questions": ["老周在厂里受过几回伤？", "老周每回是咋伤的、伤着哪儿了？"],
    },
    {
        "id": "dongchunhan-bingbao-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "前年四月一场倒春寒，梨花全冻了，婆家的梨园那年差不多绝收。",
        "second": "去年八月又下了场冰雹，梨砸得全是疤，只能贱卖给罐头厂。",
        "days_apart": 480,
        "questions": ["婆家梨园遭过几回灾？", "每回是嘛灾，梨最后咋样了？"],
    },
    {
        "id": "meizhan-mengmeng-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "萌萌的素描在沧州市青少年美展拿了二等奖。",
        "second": "今年她又得了奖，这回是全省的比赛，三等奖。",
        "days_apart": 300,
        "questions": ["萌萌画画得过几回奖？", "萌萌每回是嘛比赛、拿的几等奖？"],
    },
    {
        "id": "tietiao-cangzhou-tianjin-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "我在沧州中心医院门口违停，叫贴了条，罚了一百。",
        "second": "又叫贴了一回，这回是去天津给博文送被子，在校门口停了十分钟，罚了二百。",
        "days_apart": 140,
        "questions": ["我违停叫罚过几回？", "每回是在哪儿、罚了多少？"],
    },
    {
        "id": "bowen-jiangxuejin-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "博文大一拿了个三等奖学金，一千块。",
        "second": "大二他拿了一等，四千，给我买了个颈椎按摩仪。",
        "days_apart": 365,
        "questions": ["博文拿过几回奖学金？", "博文每回拿的是几等、多少钱？"],
    },
    {
        "id": "huajuan-paodiu-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "花卷从阳台上跑出去过一回，三天后自己回来了，瘦了一圈。",
        "second": "又跑丢了一回，这回钻进了楼下人家的车底盘里，最后是消防给掏出来的。",
        "days_apart": 130,
        "questions": ["花卷跑丢过几回？", "花卷每回是咋丢的、咋找回来的？"],
    },
    {
        "id": "gonggong-leiguer-naogeng-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "公公剪梨树枝从梯子上摔下来，断了两根肋条，在泊头医院住了十天。",
        "second": "今年开春他又住了回院，这回是脑梗，在沧州中心医院住了半个月。",
        "days_apart": 300,
        "questions": ["公公住过几回院？", "公公每回是因为嘛住的院、住在哪儿？"],
    },
    {
        "id": "piaoyou-dengtai-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "我们票友团在泊头运河边的文化广场演过一回《大登殿》，我唱王宝钏。",
        "second": "去年中秋又上了回台，这回是在沧州的剧场，我唱的《秦香莲》。",
        "days_apart": 200,
        "questions": ["我上台唱过几回？", "每回是在哪儿唱的、唱的哪出戏？"],
    },
    {
        "id": "jinqi-naixin-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "有个学员给驾校送了面锦旗，上头写着“耐心教学，技术过硬”，点名给我的。",
        "second": "又收了一面锦旗，这回是个五十多岁的大姐送的，科目二考了四回才过。",
        "days_apart": 160,
        "questions": ["我收过几面锦旗？", "每面锦旗是谁送的、为嘛送的？"],
    },
    {
        "id": "chucangshi-qiaosuo-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "楼下储藏室叫人撬过一回，偷走了老周的两根钓鱼竿。",
        "second": "去年又叫撬了，这回把萌萌的自行车推走了。",
        "days_apart": 365,
        "questions": ["储藏室叫人撬过几回？", "每回都丢了嘛？"],
    },
    {
        "id": "tianjin-kan-bowen-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "博文刚上大学那年九月，我跟老周送他去天津，在北辰校区门口我哭了一鼻子。",
        "second": "第二年五一又去了趟天津，这回带着萌萌，逛了五大道和意式风情区。",
        "days_apart": 240,
        "questions": ["我们去天津看博文去过几回？", "每回是嘛时候去的、跟谁去的、干了嘛？"],
    },
    {
        "id": "changdi-zhongshu-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "七月里场地上四十来度，我中了回暑，是学员给我打的120。",
        "second": "第二年入伏又中了一回，这回是在车里，喝了两支藿香正气水才缓过来。",
        "days_apart": 365,
        "questions": ["我中过几回暑？", "每回中暑是在哪儿、咋缓过来的？"],
    },
    {
        "id": "dalangdian-yunhe-yu-zh-24",
        "lang": "zh",
        "kind": "event",
        "first": "老周在大浪淀水库钓上来过一条十八斤的草鱼。",
        "second": "前阵子他又钓了条大的，这回是在运河里，九斤多的鲤鱼，照片发满了家族群。",
        "days_apart": 180,
        "questions": ["老周钓过几回大鱼？", "老周每回是在哪儿钓的、钓的嘛鱼、多沉？"],
    },
]
