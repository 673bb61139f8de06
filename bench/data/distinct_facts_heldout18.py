"""Held-out pairs of look-alike facts that are both true at once, eighteenth set
(`python -m bench.distinct_facts --set heldout18`, once registered).

Written blind on 2026-12-06 by a helper session that read no engine code, rules or lexicons. What
it read, and nothing more: bench/data/distinct_facts_heldout14.py in full (its docstring, structure,
field names, value types and kinds, for the format); of the other bench/data/distinct_facts_*.py
files only their pair ids, printed by a small Python import of each file (their statements and
questions were neither printed nor read), so that no id and no topic stem here repeats one of
theirs; and the checker /work/notes/s22/check_heldout18.py, which it ran until it reported no
problems (format, counts, kinds, ids and stems, line width, and no statement with a difflib ratio
above 0.7 to any statement of heldout14). Nothing under core/, server/, tests/ or clients/ was
read, no bench/*.py script, and no file named for judges, lexicons, cues, rules, tokenizers,
extraction or merging; neither the engine nor any benchmark was run. (The helper wrote ids ending
in -17, as a slip of the checker asked; the session renamed them -18 before registering.)
Not to be tuned on; whoever tunes on it writes a new set and says so. Run it once.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language. The English side is a
marine engineer on the Bruny Island ferry (the Mirambeena, Kettering to Roberts Point) who lives on
Slab Road in Cygnet, in Tasmania's Huon Valley, with her partner Nate, a commercial diver on the
salmon pens at Dover, their children Ivy and Otis, a kelpie called Swag and Ivy's blue-tongue Gus;
her parents are in Trevallyn, Launceston, Nate's (Graeme and Lorraine) moved from Stanley to
Devonport, her sister Tegan is a paramedic in Burnie and his brother Jarrah a chef in Fitzroy. The
Chinese side is its own family, written for Chinese speakers and not translated: 林琳, 柳州工人
医院的主管药师, 老公阿斌 (三江侗族, 柳工售后工程师), 女儿柚子 and 儿子米粒, 橘猫酸笋 and two
巴西龟, 住柳东新区; her parents are 融水苗族 (我爸 a 林场护林员, 我妈 sells 油茶), his parents in
鹿寨 (公公 a 柳钢炼钢工, 婆婆 sells 酸嘢); local things throughout (螺蛳粉, 气排球, 回南天,
地中海贫血, 紫荆花, 文惠桥, 覃/秦, 韦, 蓝/兰).

What makes it hard, as real users make it hard:
- additions with no "also", "too", "as well", "another", "也", "还", "另外" or "又" in them (a
  Telstra phone and the Optus phone SeaLink issued; a marine fitter at Incat and two seasons on a
  cray boat; bee stings and amoxicillin; Swag and Gus; the AMC and TasTAFE; 两个微信号; 两面针药厂
  and 连锁药店; 尘螨 and 竹虫; 酸笋 and 大头、二头; 机关幼儿园 and 托管班; 宝骏 and MINIEV);
- the same fact about the user and a relative (coeliac, seasick, 轻型地贫) and the same relation
  about two people (the grandfathers' and grandmothers' jobs, siblings, footy teams, fears, eyes,
  Saturday mornings, 两边老人, 螺蛳粉口味, 驾照 C1 and A2, 孩子身高), or two facts about one person
  (Nate's salmon pens and Broome pearling, Mum's bowls and knee, 阿斌的侗族 and 汽车兵, 我妈的坡会
  and 白内障);
- a habit and a one-off (the barber every six weeks and a salon for the wedding; 阿芳理发 and
  万象城);
- look-alike numbers and names: F73 QM and F37 QM, 4916 and 4961, $614 and $641, SOT48213 and
  SOT48231, 18 Wilmot Road and 81 Wilmot Street, 9 November and 11 September, Bec McKenzie and Beck
  Mackenzie, John Davis and Jon Davies, 163 and 136 车位, 3742 and 3472, 2681 and 2861, 1502 and
  1302, 覃丽萍 and 秦莉萍, 韦春燕 and 韦春艳, 蓝海波 and 兰海波, 陈思雨 and 程思宇;
- slots told apart by one word: left and right knee, top and bottom tank, front and back tyres,
  port and starboard engine, the 6:30 morning and evening crossings, 4 and 14 March at 9:40, 早班
  and 晚班, 东门 and 西门, 主卧 and 次卧, 门诊 and 住院药房, 左肩 and 右手腕, 周三 and 周四 四点半;
- events told as a second occurrence with no "again" or "又" (two tiger snakes, two ferry
  breakdowns, two blackouts, Otis's wrist and collarbone, two whale sightings, two speed cameras,
  two snowfalls, Ivy's two prizes, two echidnas, Nate's two trips to the chamber, two Maria Island
  trips, two Missy Higgins gigs, a wallaby and a pademelon, two Huon floods, Dad's two stents; 两次
  大水, 米粒塞玻璃珠 and 花生, 两张头盔罚单, 两轮回南天, 两场侗族大歌, 印尼 and 老挝, 两次献血,
  酸笋走丢两回, 柚子两个奖, 宝骏两次被碰, 两次肾结石, 两次紫荆花, 婆婆两个诈骗电话, 两趟北海,
  阿斌两次被狗咬).

Same format as distinct_facts_heldout14.py: each pair is two things a user tells the assistant,
`days_apart` days apart, that look alike but are both true; a memory system that merges the
second into the first, or replaces the first with the second, has lost information. Every
question is about both statements of its pair, so a full answer needs both. No FILLER here: the
bench uses distinct_facts_dev.py's.

kind
  addition   the second adds a value of the same kind to the first, with no addition word
  lookalike  same frame, a different object, date, number, name or slot, both true
  parallel   the same relation about different people, or a different relation about one person
  event      two real occurrences of the same kind of thing, both of which happened
"""

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "telstra-optus-shift-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Telstra, ending 3318, is my personal mobile; the school and Mum have that number."
        ),
        "second": (
            "On shift I carry the Optus phone SeaLink gave me, ending 7704, and the wheelhouse "
            "rings that."
        ),
        "days_apart": 19,
        "questions": [
            "What phone numbers have I got?",
            "Which number does the school have, and which one do I carry on shift?",
        ],
    },
    {
        "id": "incat-cray-boat-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Before the ferry I was a marine fitter at Incat in Hobart for six years, on the big "
            "aluminium cats."
        ),
        "second": (
            "Straight out of my apprenticeship I did two seasons as engineer on a cray boat out of "
            "Stanley. That's how I met Nate."
        ),
        "days_apart": 57,
        "questions": [
            "What jobs did I have before the ferry?",
            "Where have I worked over the years, and doing what?",
        ],
    },
    {
        "id": "bees-amoxicillin-en-18",
        "lang": "en",
        "kind": "addition",
        "first": "I'm allergic to bee stings, my EpiPen lives in the ferry's first-aid cupboard.",
        "second": (
            "Amoxicillin brings me out in hives all over, it's flagged on my chart at the "
            "Huonville clinic."
        ),
        "days_apart": 34,
        "questions": [
            "What am I allergic to?",
            "If I'm crook or hurt, what should a doctor know about my allergies?",
        ],
    },
    {
        "id": "swag-gus-en-18",
        "lang": "en",
        "kind": "addition",
        "first": "Our kelpie Swag is nine and sleeps on the back verandah.",
        "second": "Ivy's got a blue-tongue lizard called Gus who lives in a tank on her desk.",
        "days_apart": 26,
        "questions": [
            "What pets have we got?",
            "Which animals live at our place, and whose are they?",
        ],
    },
    {
        "id": "amc-tastafe-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm doing my Marine Engineer Class 3 through the Australian Maritime College, block "
            "weeks up in Launceston."
        ),
        "second": (
            "Tuesday nights I'm at TasTAFE in Clarence for a Cert IV in training, so I can sign "
            "off the new deckhands."
        ),
        "days_apart": 48,
        "questions": ["What am I studying at the moment?", "Which courses am I doing, and where?"],
    },
    {
        "id": "forester-hilux-en-18",
        "lang": "en",
        "kind": "addition",
        "first": "I drive a silver 2016 Subaru Forester with a roof rack for the kayaks.",
        "second": (
            "Nate bought a white HiLux with a canopy for his dive gear, off a bloke in Geeveston."
        ),
        "days_apart": 31,
        "questions": ["What vehicles have we got?", "What do Nate and I each drive?"],
    },
    {
        "id": "bankofus-ing-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "My pay from SeaLink goes into my Bank of us account, I've banked with them since "
            "school in Launceston."
        ),
        "second": (
            "Nate and I opened a joint ING account as the offset for the mortgage, all our savings "
            "sit in it."
        ),
        "days_apart": 66,
        "questions": [
            "Which banks do I have accounts with?",
            "Where does my pay go, and where do we keep our savings?",
        ],
    },
    {
        "id": "tinnitus-disc-en-18",
        "lang": "en",
        "kind": "addition",
        "first": "Twenty years in engine rooms has left me with tinnitus, it's worst at night.",
        "second": (
            "The physio in Huonville reckons my lower back is a bulging disc, from climbing in and "
            "out of bilges."
        ),
        "days_apart": 43,
        "questions": ["What health problems have I got?", "What has the job done to my body?"],
    },
    {
        "id": "rowing-netball-huon-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Sunday mornings I row with the Huon Rowing Club, a quad scull on the river at "
            "Franklin."
        ),
        "second": (
            "Thursday nights I play goal defence in the indoor netball comp at the Huonville PCYC."
        ),
        "days_apart": 22,
        "questions": ["What sport do I play?", "What do I do for exercise, and when?"],
    },
    {
        "id": "ract-dan-en-18",
        "lang": "en",
        "kind": "addition",
        "first": "The house and contents are insured with RACT, it renews in February.",
        "second": (
            "Nate pays for DAN dive accident cover, the normal policies won't touch commercial "
            "divers."
        ),
        "days_apart": 53,
        "questions": [
            "What insurance have we got?",
            "Which policies do we pay for, and what does each one cover?",
        ],
    },
    {
        "id": "mona-jackjumpers-en-18",
        "lang": "en",
        "kind": "addition",
        "first": "We've got a MONA family membership, the kids love the Saturday art workshops.",
        "second": (
            "Nate and Ivy have JackJumpers memberships, two seats behind the bench at MyState Bank "
            "Arena."
        ),
        "days_apart": 37,
        "questions": [
            "What memberships have we got?",
            "Which memberships do we pay for, and who uses them?",
        ],
    },
    {
        "id": "cockle-creek-shack-en-18",
        "lang": "en",
        "kind": "addition",
        "first": "Home is 41 Slab Road, Cygnet, two acres looking down over Port Cygnet.",
        "second": (
            "The shack at Cockle Creek that Nate's grandad built is half ours, Jarrah owns the "
            "other half."
        ),
        "days_apart": 72,
        "questions": [
            "What property do we own?",
            "Where are our places, and who do we share them with?",
        ],
    },
    {
        "id": "sailing-ses-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm secretary of the Port Cygnet Sailing Club, which means the minutes and the race "
            "entries."
        ),
        "second": (
            "The Huon Valley SES put me on their flood-boat crew, I carry the pager every second "
            "week."
        ),
        "days_apart": 45,
        "questions": [
            "What volunteer roles have I got?",
            "What do I do for the sailing club and the SES?",
        ],
    },
    {
        "id": "low-tides-ukulele-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Nate plays bass in a covers band called The Low Tides, most Fridays at the Cygnet pub."
        ),
        "second": "He's teaching himself ukulele off YouTube so he can play with Ivy.",
        "days_apart": 29,
        "questions": ["What instruments does Nate play?", "What music does Nate get up to?"],
    },
    {
        "id": "med1-coxswain-en-18",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I hold a Marine Engine Driver Grade 1 certificate, that's what lets me run the "
            "ferry's engines."
        ),
        "second": (
            "Last winter I got my coxswain's ticket, so I can skipper the workboat on maintenance "
            "days."
        ),
        "days_apart": 81,
        "questions": [
            "What marine tickets do I hold?",
            "What qualifications have I got for working on boats?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "plates-f73-f37-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Forester's number plate is F73 QM.",
        "second": "Nate's HiLux is F37 QM, it came like that, pure fluke.",
        "days_apart": 11,
        "questions": [
            "What are the number plates on our two vehicles?",
            "Which plate is the Forester's and which is the HiLux's?",
        ],
    },
    {
        "id": "mckenzie-mackenzie-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "Bec McKenzie is the pharmacist in Cygnet who does all our scripts.",
        "second": (
            "Beck Mackenzie is the deckhand on my shift, she came over from the Spirit of Tasmania."
        ),
        "days_apart": 27,
        "questions": ["Who are Bec McKenzie and Beck Mackenzie?", "How do I know the two Becs?"],
    },
    {
        "id": "davis-davies-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "John Davis is the harbourmaster at Kettering, I deal with him about berth works.",
        "second": "Jon Davies coaches Otis at Auskick on Saturday mornings.",
        "days_apart": 39,
        "questions": [
            "Who are John Davis and Jon Davies?",
            "What do the two Johns do, and how do we know them?",
        ],
    },
    {
        "id": "engine-crew-codes-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "The keypad on the engine-room door is 4916.",
        "second": "The crew room at the Kettering terminal opens with 4961.",
        "days_apart": 8,
        "questions": [
            "What door codes do I need at work?",
            "Which code opens the engine room and which opens the crew room?",
        ],
    },
    {
        "id": "acl-arthritis-knees-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "My left knee had an ACL reconstruction after a netball fall in 2015.",
        "second": (
            "The right one's got early arthritis, the GP blames twenty years of engine-room "
            "ladders."
        ),
        "days_apart": 24,
        "questions": ["What's wrong with my knees?", "Which knee has which problem?"],
    },
    {
        "id": "first-last-crossings-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "On weekdays my first crossing is the 6:30 from Kettering.",
        "second": (
            "My last one is the 6:30 in the evening out of Roberts Point, and I'm home by half "
            "seven."
        ),
        "days_apart": 13,
        "questions": [
            "What are my first and last crossings on a weekday?",
            "When and from which side do my working days start and finish?",
        ],
    },
    {
        "id": "water-tanks-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "The top tank, up by the shed, is rainwater, that's what we drink.",
        "second": (
            "The bottom tank down by the apple trees is dam water, only for the garden and the "
            "toilets."
        ),
        "days_apart": 17,
        "questions": [
            "What's in each of our water tanks?",
            "Which tank is drinking water and which one isn't?",
        ],
    },
    {
        "id": "swag-otis-nine-forty-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "Otis has the school dental van on 4 March at 9:40.",
        "second": "Swag's annual jabs are 14 March at 9:40, at the Huonville vet.",
        "days_apart": 6,
        "questions": [
            "What appointments are coming up in March?",
            "When are Otis's and Swag's appointments, and what for?",
        ],
    },
    {
        "id": "aurora-taswater-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "The last Aurora power bill was $614 for the quarter.",
        "second": "TasWater's bill for the same quarter came to $641.",
        "days_apart": 9,
        "questions": [
            "How much were our last power and water bills?",
            "Which bill was $614 and which was $641?",
        ],
    },
    {
        "id": "spirit-bookings-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "Our Spirit of Tasmania booking for the January crossing is SOT48213, the car and a "
            "four-berth cabin."
        ),
        "second": (
            "Mum and Dad are on the same sailing under SOT48231, with the cabin next to ours."
        ),
        "days_apart": 15,
        "questions": [
            "What are the booking numbers for the January Spirit crossing?",
            "Which booking is ours and which is Mum and Dad's?",
        ],
    },
    {
        "id": "salty-barber-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": (
            "I get my hair cut every six weeks at Salty's, the barber on the main street in "
            "Huonville."
        ),
        "second": (
            "For Tegan's wedding I had it done at a salon in Burnie, the one her bridesmaids went "
            "to."
        ),
        "days_apart": 58,
        "questions": [
            "Where have I had my hair done?",
            "Where do I usually get a haircut, and where did I go for the wedding?",
        ],
    },
    {
        "id": "wilmot-rd-st-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "Ivy's friend Tilly lives at 18 Wilmot Road, Huonville.",
        "second": (
            "Otis's mate Harvey is at 81 Wilmot Street, Huonville, I do that pick-up on Fridays."
        ),
        "days_apart": 21,
        "questions": [
            "Where do Tilly and Harvey live?",
            "Which address is Ivy's friend's and which is Otis's mate's?",
        ],
    },
    {
        "id": "forester-tyres-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "The front tyres on the Forester are new Bridgestones, put on in April.",
        "second": "The back ones are still the old Yokohamas, about three mil of tread left.",
        "days_apart": 33,
        "questions": [
            "What tyres are on the Forester?",
            "What shape are the Forester's front and back tyres in?",
        ],
    },
    {
        "id": "port-starboard-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "On the Mirambeena it's the port engine that keeps running hot.",
        "second": "The starboard engine got new injectors in June and it's been sweet since.",
        "days_apart": 20,
        "questions": [
            "How are the ferry's two engines going?",
            "What's the story with each engine on the Mirambeena?",
        ],
    },
    {
        "id": "nate-dad-bdays-en-18",
        "lang": "en",
        "kind": "lookalike",
        "first": "Nate's birthday is 9 November, he's forty this year.",
        "second": "Dad's is 11 September, he turns seventy.",
        "days_apart": 42,
        "questions": [
            "When are Nate's and Dad's birthdays?",
            "Which big birthdays are coming up, and how old will each of them be?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "smelter-crays-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "My dad worked thirty-one years at the Bell Bay aluminium smelter.",
        "second": "Nate's dad Graeme fished for crays out of Stanley until his hip gave out.",
        "days_apart": 64,
        "questions": [
            "What did Dad and Graeme do for work?",
            "What were the two grandfathers' jobs?",
        ],
    },
    {
        "id": "midwife-postmistress-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum was a midwife at the Launceston General for most of her working life.",
        "second": "Nate's mum Lorraine ran the Stanley post office for twenty-odd years.",
        "days_apart": 55,
        "questions": [
            "What did Mum and Lorraine do for a living?",
            "What jobs did the kids' grandmothers have?",
        ],
    },
    {
        "id": "tegan-jarrah-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "My sister Tegan is a paramedic with Ambulance Tasmania, based in Burnie.",
        "second": (
            "Nate's brother Jarrah is a chef at a pub in Fitzroy, he moved to Melbourne at twenty."
        ),
        "days_apart": 47,
        "questions": ["What do Tegan and Jarrah do?", "What work do our siblings do, and where?"],
    },
    {
        "id": "coeliac-ivy-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "I've got coeliac disease, so everything I eat is gluten-free.",
        "second": "Ivy was diagnosed coeliac in June after months of sore tummies.",
        "days_apart": 95,
        "questions": [
            "Who in the family is coeliac?",
            "Who in our house has to eat gluten-free, and how did we find out?",
        ],
    },
    {
        "id": "seasick-otis-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": (
            "Funny for a ferry engineer, but I get seasick on anything smaller than the ferry."
        ),
        "second": "Otis gets seasick on the ferry itself, he has a Kwells before every Bruny trip.",
        "days_apart": 36,
        "questions": ["Who in the family gets seasick?", "How do Otis and I go on boats?"],
    },
    {
        "id": "sailing-auskick-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "Ivy has junior sailing at the Cygnet club on Saturday mornings.",
        "second": "Otis has Auskick at the Huonville footy ground on Saturday mornings.",
        "days_apart": 14,
        "questions": [
            "What are the kids doing on Saturday mornings?",
            "Where do Ivy and Otis need to be on a Saturday morning?",
        ],
    },
    {
        "id": "nate-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "Nate's a commercial diver on the salmon pens down at Dover.",
        "second": "Nate spent a year on the pearling boats out of Broome in his twenties.",
        "days_apart": 61,
        "questions": ["What do you know about Nate's work?", "What has Nate done for a living?"],
    },
    {
        "id": "mum-bowls-knee-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum plays pennant bowls at Trevallyn every Wednesday and Saturday.",
        "second": "Mum's on the waiting list for a knee replacement at the LGH.",
        "days_apart": 50,
        "questions": ["What's news with Mum?", "What do you know about my mum?"],
    },
    {
        "id": "cello-drums-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "Ivy's learning cello through the school music program.",
        "second": "Otis does drum lessons after school on Wednesdays, in a garage in Cygnet.",
        "days_apart": 28,
        "questions": [
            "What instruments are the kids learning?",
            "What is each kid learning to play?",
        ],
    },
    {
        "id": "kettering-dover-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "I drive over the hill to Kettering, forty minutes from home.",
        "second": "Nate leaves at five for the dive base at Dover in the HiLux, an hour south.",
        "days_apart": 32,
        "questions": ["How do Nate and I get to work?", "How far does each of us travel to work?"],
    },
    {
        "id": "trevallyn-devonport-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum and Dad are still in Trevallyn in Launceston, up the hill from the Gorge.",
        "second": "Graeme and Lorraine sold up in Stanley and bought a unit in Devonport.",
        "days_apart": 70,
        "questions": [
            "Where do the kids' grandparents live?",
            "Which towns are Mum and Dad and Nate's parents in?",
        ],
    },
    {
        "id": "snakes-hospitals-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm terrified of snakes, and there's a tiger snake down by the dam every summer.",
        "second": "Nate can't handle hospitals, he fainted at Otis's birth.",
        "days_apart": 44,
        "questions": ["What are Nate and I each scared of?", "What fears have we got?"],
    },
    {
        "id": "hawks-kangaroos-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "I barrack for Hawthorn, Mum's whole side of the family are Hawks.",
        "second": (
            "Nate's North Melbourne through and through, he goes whenever they play in Hobart."
        ),
        "days_apart": 25,
        "questions": ["Which AFL teams do Nate and I follow?", "Who do we each barrack for?"],
    },
    {
        "id": "ivy-otis-dreams-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "Ivy wants to be a vet, she's read every wombat book in the Huonville library.",
        "second": "Otis says he's going to drive the ferry when he grows up, like me.",
        "days_apart": 38,
        "questions": [
            "What do the kids want to be when they grow up?",
            "What's each kid's dream job?",
        ],
    },
    {
        "id": "eyesight-jess-nate-en-18",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm short-sighted, minus three in both eyes, and I wear contacts on the boat.",
        "second": "Nate's gone long-sighted, he needs readers to see his dive computer.",
        "days_apart": 52,
        "questions": [
            "What's Nate's and my eyesight like?",
            "Who needs contacts or glasses in our house, and for what?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "tiger-snakes-en-18",
        "lang": "en",
        "kind": "event",
        "first": (
            "A tiger snake turned up on the back verandah in December and Swag went berserk at it."
        ),
        "second": (
            "Second tiger snake of the summer, in the laundry this time, and the snake catcher "
            "from Kingston took it away."
        ),
        "days_apart": 40,
        "questions": [
            "How many snakes have we had at the house?",
            "Where did the snakes turn up, and what happened each time?",
        ],
    },
    {
        "id": "ferry-steering-engine-en-18",
        "lang": "en",
        "kind": "event",
        "first": (
            "The Mirambeena lost steering mid-channel in March and we drifted for forty minutes "
            "before we got the emergency gear going."
        ),
        "second": (
            "In August the port engine died on the 7:15 crossing and we limped in on the starboard "
            "one."
        ),
        "days_apart": 150,
        "questions": [
            "What's gone wrong on the ferry mid-crossing?",
            "How many breakdowns have we had on the ferry, and what failed each time?",
        ],
    },
    {
        "id": "slab-road-outages-en-18",
        "lang": "en",
        "kind": "event",
        "first": "The May storm dropped a gum across Slab Road and we had no power for two days.",
        "second": (
            "In the October gale we lost power for three days, the fridge ran off Nate's generator."
        ),
        "days_apart": 160,
        "questions": [
            "How many times have we lost power at home this year?",
            "How long was each blackout, and what caused it?",
        ],
    },
    {
        "id": "otis-breaks-en-18",
        "lang": "en",
        "kind": "event",
        "first": "Otis broke his wrist coming off the trampoline at his mate's place.",
        "second": "Otis broke his collarbone at Auskick, not two months after the wrist.",
        "days_apart": 55,
        "questions": ["What bones has Otis broken?", "How did Otis hurt himself each time?"],
    },
    {
        "id": "whales-channel-en-18",
        "lang": "en",
        "kind": "event",
        "first": "A southern right whale came up beside the ferry in June, just off Roberts Point.",
        "second": (
            "Humpbacks followed us across in September, the whole car deck was out taking photos."
        ),
        "days_apart": 92,
        "questions": [
            "What whales have I seen from the ferry?",
            "How many times have whales turned up on a crossing, and which kind?",
        ],
    },
    {
        "id": "camera-fines-en-18",
        "lang": "en",
        "kind": "event",
        "first": "I got pinged by a camera on the Southern Outlet, 68 in a 60.",
        "second": "Two months later the camera on the Huon Highway at Grove got me, 74 in a 60.",
        "days_apart": 63,
        "questions": [
            "How many speeding fines have I had?",
            "Where was I caught speeding, and how fast was I going?",
        ],
    },
    {
        "id": "cygnet-snow-en-18",
        "lang": "en",
        "kind": "event",
        "first": "It snowed in Cygnet in August and the school bus didn't run.",
        "second": "Snow down to the beach in October, the kids made a snowman on the jetty.",
        "days_apart": 58,
        "questions": [
            "How often has it snowed here this year?",
            "When did we get snow, and what happened each time?",
        ],
    },
    {
        "id": "ivy-prizes-en-18",
        "lang": "en",
        "kind": "event",
        "first": "Ivy won the junior art prize at the Huon Show with a painting of the ferry.",
        "second": "Ivy took first place in the Optimist race at the Cygnet Regatta.",
        "days_apart": 67,
        "questions": ["What has Ivy won?", "Which prizes has Ivy taken home, and for what?"],
    },
    {
        "id": "echidna-swag-en-18",
        "lang": "en",
        "kind": "event",
        "first": "Swag went for an echidna and the vet pulled six spines out of his nose.",
        "second": (
            "In April Swag came home with an echidna spine in his paw, I pulled that one out "
            "myself."
        ),
        "days_apart": 88,
        "questions": [
            "How many run-ins has Swag had with echidnas?",
            "Where did Swag get spiked each time, and who sorted it out?",
        ],
    },
    {
        "id": "nate-chamber-en-18",
        "lang": "en",
        "kind": "event",
        "first": (
            "Nate got the bends after a deep job in March, four hours in the chamber at the Royal."
        ),
        "second": (
            "In July he was back in the Royal's hyperbaric chamber after a fast ascent at Dover."
        ),
        "days_apart": 120,
        "questions": [
            "How many times has Nate been treated for the bends?",
            "When and why did Nate end up in the chamber?",
        ],
    },
    {
        "id": "maria-island-en-18",
        "lang": "en",
        "kind": "event",
        "first": "We took the kids to Maria Island at Easter and they saw their first wombats.",
        "second": (
            "Took Mum and Dad to Maria Island in the spring holidays, and we walked the Painted "
            "Cliffs."
        ),
        "days_apart": 170,
        "questions": [
            "How many times have we been to Maria Island?",
            "Who came to Maria Island each time, and what did we do there?",
        ],
    },
    {
        "id": "missy-higgins-en-18",
        "lang": "en",
        "kind": "event",
        "first": "Saw Missy Higgins at the Odeon in Hobart with Tegan.",
        "second": "Saw Missy at Festivale in Launceston, Mum was my date.",
        "days_apart": 230,
        "questions": [
            "How many times have I seen Missy Higgins?",
            "Where and with whom did I see Missy Higgins?",
        ],
    },
    {
        "id": "wallaby-pademelon-en-18",
        "lang": "en",
        "kind": "event",
        "first": "Hit a wallaby on the Channel Highway and smashed a headlight on the Forester.",
        "second": "Hit a pademelon coming home from Kettering, not a scratch on the car.",
        "days_apart": 110,
        "questions": [
            "How many animals have I hit driving?",
            "What did I hit on the road, and was the car damaged?",
        ],
    },
    {
        "id": "huon-floods-en-18",
        "lang": "en",
        "kind": "event",
        "first": "The Huon broke its banks in October and the Huonville footy ground went under.",
        "second": (
            "In June the Huon Highway flooded at Franklin and I couldn't get to work for a day."
        ),
        "days_apart": 240,
        "questions": [
            "How many floods have we had from the Huon?",
            "What did each flood cover or cut off?",
        ],
    },
    {
        "id": "dad-stents-en-18",
        "lang": "en",
        "kind": "event",
        "first": "Dad had a stent put in at the LGH in February.",
        "second": "Dad had a second stent in August, in a different artery.",
        "days_apart": 180,
        "questions": ["How many stents has Dad had?", "When did Dad have his heart procedures?"],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "youmi-mama-weixin-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我平时用的微信叫“柚米妈妈”，家族群、小区群都在这个号上。",
        "second": (
            "药剂科给配了台工作手机，上面登的微信是“工人医院药剂科-林琳”，科里有事都发那个号。"
        ),
        "days_apart": 21,
        "questions": ["我有几个微信号？", "家里人和科里分别该加我哪个微信？"],
    },
    {
        "id": "liangmianzhen-yaodian-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "毕业头三年，我在两面针的药厂做质检。",
        "second": "后来跳槽去了连锁药店，在柳南万达那家当了两年店长，之后才考进工人医院。",
        "days_apart": 59,
        "questions": ["我以前都在哪上过班？", "进医院之前我做过哪些工作？"],
    },
    {
        "id": "chenman-zhuchong-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我对尘螨过敏，一换季鼻子就痒得不行。",
        "second": "竹虫我是碰不得了，去年在三江吃了几条，全身起风团，打了一针地塞米松才消下去。",
        "days_apart": 40,
        "questions": ["我对哪些东西过敏？", "我有什么碰不得、吃不得的？"],
    },
    {
        "id": "suansun-datou-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "家里养了只橘猫叫酸笋，胖到跳不上沙发。",
        "second": "米粒在菜市场门口求着买了两只巴西龟，一只叫大头，一只叫二头。",
        "days_apart": 33,
        "questions": ["我们家养了哪些小动物？", "家里的宠物都叫什么名字？"],
    },
    {
        "id": "jiguan-tuoguan-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "米粒白天在机关幼儿园读大班。",
        "second": "放学以后他去小区里的“小蜜蜂”托管班，我六点下班去接。",
        "days_apart": 18,
        "questions": ["米粒每天都待在哪些地方？", "白天和放学后米粒分别在哪？"],
    },
    {
        "id": "baojun-miniev-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我开的是一辆白色宝骏RS-3，周末回鹿寨就靠它。",
        "second": "阿斌前年提了台五菱宏光MINIEV，天天开去柳工上班。",
        "days_apart": 44,
        "questions": ["我们家有几辆车？", "我和阿斌平时各开什么车？"],
    },
    {
        "id": "liuzhou-guilin-bank-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我的工资发在柳州银行的卡上，是医院统一办的。",
        "second": "房子的公积金贷款是在桂林银行办的，每月十五号自动扣款。",
        "days_apart": 52,
        "questions": ["我在哪些银行有卡或者贷款？", "工资和房贷分别走的哪家银行？"],
    },
    {
        "id": "yanyan-qiaoben-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我有慢性咽炎，一到回南天就咳个不停。",
        "second": "前年体检查出桥本甲状腺炎，现在每天早上空腹吃一片优甲乐。",
        "days_apart": 67,
        "questions": ["我身上有哪些老毛病？", "我平时要吃什么药、防着什么病？"],
    },
    {
        "id": "paobu-qipaiqiu-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "每周二、周四晚上我沿着柳江边的步道跑步，一次八公里左右。",
        "second": "周六下午我跟科里几个同事去市体育中心打气排球。",
        "days_apart": 26,
        "questions": ["我平时都搞哪些运动？", "我一个星期什么时候锻炼、在哪练？"],
    },
    {
        "id": "liudong-luzhai-fang-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我们住柳东新区，三房两厅，去年才交的楼。",
        "second": "鹿寨县城那套老房子，公公婆婆过户给了阿斌，现在租给人开米粉店。",
        "days_apart": 75,
        "questions": ["我们家名下有几套房子？", "柳东和鹿寨的房子各是怎么用的？"],
    },
    {
        "id": "renbao-yiwai-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "宝骏的车险是在人保买的，每年三月到期。",
        "second": "阿斌经常跑矿山，单位给他上了一份意外险，保额五十万。",
        "days_apart": 38,
        "questions": ["我们家买了哪些保险？", "车险和阿斌那份保险分别是什么情况？"],
    },
    {
        "id": "liuzhouhua-miaohua-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我一口柳州话，跟来拿药的老人家聊得来。",
        "second": "我爸妈是融水的苗族，我从小会讲苗话，回老家就用得上。",
        "days_apart": 47,
        "questions": ["我会讲哪些话？", "我跟病人和老家的人分别讲什么话？"],
    },
    {
        "id": "liugong-ershou-waji-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "阿斌在柳工做售后服务工程师，一年大半时间在外面跑矿山。",
        "second": "周末他在抖音上帮人直播卖二手挖机，按成交抽点。",
        "days_apart": 55,
        "questions": ["阿斌都在做些什么工作？", "阿斌的收入有哪几块？"],
    },
    {
        "id": "zhuguan-zhiye-yaoshi-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "我是主管药师，职称是前年评下来的。",
        "second": "去年我考下了执业药师证，四科一次过。",
        "days_apart": 83,
        "questions": ["我有哪些职称和证？", "这几年我拿了什么资格？"],
    },
    {
        "id": "diaoyu-lanhua-zh-18",
        "lang": "zh",
        "kind": "addition",
        "first": "阿斌一有空就去柳江边钓鱼，钓上来的多半是罗非。",
        "second": "他在阳台上养了二十几盆兰花，宝贝得谁都不让碰。",
        "days_apart": 30,
        "questions": ["阿斌有什么爱好？", "阿斌闲下来喜欢干什么？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "chewei-163-136-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "宝骏停在地下二层163号车位。",
        "second": "阿斌那台MINIEV停地下一层136号，带充电桩的。",
        "days_apart": 12,
        "questions": ["我们家两个车位在哪？", "宝骏和MINIEV分别停在几号车位？"],
    },
    {
        "id": "qin-liping-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "柚子的班主任叫覃丽萍，管得很严。",
        "second": "药房里跟我搭班的同事叫秦莉萍，经常跟我换班。",
        "days_apart": 29,
        "questions": ["覃丽萍和秦莉萍分别是谁？", "两个读音一样的丽萍各跟我们家什么关系？"],
    },
    {
        "id": "wei-chunyan-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "米粒幼儿园的园长叫韦春燕。",
        "second": "我们小区的网格员叫韦春艳，办社保、打疫苗的通知都是她发。",
        "days_apart": 35,
        "questions": ["韦春燕和韦春艳各是做什么的？", "两个韦春yan我该怎么区分？"],
    },
    {
        "id": "lan-haibo-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "阿斌在柳工的部门经理叫蓝海波。",
        "second": "给我们家装修的工头叫兰海波，水电出了问题都找他。",
        "days_apart": 41,
        "questions": ["蓝海波和兰海波是谁？", "两个叫lan hai bo的人分别跟我们什么关系？"],
    },
    {
        "id": "linju-1502-1302-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "楼上1502住的是我们医院心内科的刘医生。",
        "second": "楼下1302是一对退休老师，米粒在家一跑他们就上来敲门。",
        "days_apart": 23,
        "questions": ["我们楼上楼下住的都是谁？", "1502和1302分别住着什么人？"],
    },
    {
        "id": "yaofang-banci-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "药房的早班是七点半到下午三点半。",
        "second": "晚班从三点半上到晚上十一点半，我一个月轮四次。",
        "days_apart": 16,
        "questions": ["药房早晚班各是几点到几点？", "我上早班和晚班分别几点下班？"],
    },
    {
        "id": "abin-zuojian-youwan-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "阿斌左肩膀脱过臼，是年轻时打篮球弄的。",
        "second": "他右手腕有腱鞘炎，医生说是天天拧扳手拧出来的。",
        "days_apart": 37,
        "questions": ["阿斌的肩膀和手腕有什么毛病？", "阿斌左边和右边各伤在哪？"],
    },
    {
        "id": "zhousan-zhousi-sidianban-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "这周三下午四点半，柚子学校开家长会。",
        "second": "周四下午四点半是米粒幼儿园的六一汇演，我请了半天假。",
        "days_apart": 2,
        "questions": ["这周下午我有哪些要去的活动？", "周三和周四四点半分别是什么事？"],
    },
    {
        "id": "fangdai-chedai-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "房贷每个月从桂林银行扣3742。",
        "second": "车贷每月3472，二十号从柳州银行的卡里扣。",
        "days_apart": 27,
        "questions": ["我们每个月房贷车贷各还多少？", "3742和3472分别是哪笔贷款？"],
    },
    {
        "id": "xiaoqu-dongmen-ximen-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小区东门晚上十点就锁了。",
        "second": "西门二十四小时开，不过门禁卡要刷两次。",
        "days_apart": 10,
        "questions": ["小区两个门晚上怎么进？", "东门和西门开门时间有什么不一样？"],
    },
    {
        "id": "zhuwo-ciwo-kongtiao-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "主卧的空调是格力的，去年夏天刚换。",
        "second": "次卧那台美的老是滴水，师傅说要加氟。",
        "days_apart": 19,
        "questions": ["家里空调都是什么情况？", "主卧和次卧的空调各有什么问题？"],
    },
    {
        "id": "afang-lifadian-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我剪头发一直在小区门口阿芳那里，三十块一次。",
        "second": "小姑子结婚那次，我是在万象城的沙龙做的头发，花了三百八。",
        "days_apart": 63,
        "questions": ["我都在哪弄过头发？", "我平时和喝喜酒那次分别在哪做的头发？"],
    },
    {
        "id": "chen-siyu-cheng-siyu-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "柚子的钢琴老师叫陈思雨，是个女老师。",
        "second": "米粒的游泳教练叫程思宇，男的，以前在省队。",
        "days_apart": 31,
        "questions": ["陈思雨和程思宇分别是谁？", "孩子们那两个叫si yu的老师教练怎么区分？"],
    },
    {
        "id": "fenji-2681-2861-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "药房值班室的分机是2681，急诊要药打这个。",
        "second": "我们科长办公室的分机是2861，请假找她打这个。",
        "days_apart": 14,
        "questions": ["医院里这两个分机号分别是哪里的？", "药房值班室和科长办公室的电话各是多少？"],
    },
    {
        "id": "menzhen-zhuyuan-yaofang-zh-18",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我平时在门诊药房上班，门诊楼一楼。",
        "second": "每个月有两周我轮到住院药房，在住院部负一楼。",
        "days_apart": 24,
        "questions": ["我在医院哪些药房上班？", "门诊药房和住院药房分别在哪栋楼、哪层？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "linchang-liugang-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸在融水的林场干了一辈子，退休前是护林员。",
        "second": "公公是柳钢的老炼钢工，在高炉上干了三十多年。",
        "days_apart": 60,
        "questions": ["两边的爸爸以前都是干什么的？", "我爸和公公退休前在哪里工作？"],
    },
    {
        "id": "youcha-suanye-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈在融水县城卖了二十年油茶。",
        "second": "婆婆在鹿寨菜市场摆摊卖酸嘢，到现在都没收摊。",
        "days_apart": 48,
        "questions": ["我妈和婆婆是做什么营生的？", "两边的妈妈都在卖什么？"],
    },
    {
        "id": "didi-xiaoguzi-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我弟在南宁做外卖站长，手下管着三十多个骑手。",
        "second": "小姑子在深圳一家跨境电商公司做运营。",
        "days_apart": 54,
        "questions": ["我弟和小姑子都在做什么？", "我们两边的兄弟姐妹在哪上班、做什么？"],
    },
    {
        "id": "luosifen-kouwei-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我嗦螺蛳粉要加炸蛋和腐竹，中辣。",
        "second": "阿斌只吃解放南路那家，要加鸭脚，特辣。",
        "days_apart": 25,
        "questions": ["我和阿斌吃螺蛳粉各怎么点？", "给我们俩带螺蛳粉要加什么、多辣？"],
    },
    {
        "id": "dipin-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是轻型地中海贫血，婚检的时候查出来的。",
        "second": "柚子上个月验血，医生说她跟我一样是轻型地贫。",
        "days_apart": 90,
        "questions": ["家里谁有地中海贫血？", "我和柚子的地贫是怎么查出来的？"],
    },
    {
        "id": "guohua-youyong-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "柚子每周六上午在文化宫学国画。",
        "second": "米粒周六上午在市体育中心学游泳。",
        "days_apart": 15,
        "questions": ["周六上午两个孩子各上什么课？", "柚子和米粒周六上午要分别送到哪？"],
    },
    {
        "id": "abin-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "阿斌是三江的侗族，过侗年一定要回寨子里。",
        "second": "阿斌年轻时当了五年汽车兵，在西藏跑过运输线。",
        "days_apart": 58,
        "questions": ["阿斌是个什么样的人？", "关于阿斌的出身和经历你都知道些什么？"],
    },
    {
        "id": "mama-lusheng-baineizhang-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我妈每年坡会都去跳芦笙踩堂，跳了几十年了。",
        "second": "我妈去年在柳州人民医院做了白内障手术，做的是右眼。",
        "days_apart": 46,
        "questions": ["我妈最近怎么样？", "关于我妈你都记得哪些？"],
    },
    {
        "id": "youzi-mili-shengao-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "柚子现在一米四二，在班上排第三高。",
        "second": "米粒一米一八，坐公交车不用买票。",
        "days_apart": 20,
        "questions": ["两个孩子现在多高了？", "柚子和米粒各长到多少了？"],
    },
    {
        "id": "diandongche-tongqin-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我每天骑电动车去工人医院，二十来分钟。",
        "second": "阿斌开他的MINIEV去柳工，走得早的话半个钟头。",
        "days_apart": 32,
        "questions": ["我和阿斌各怎么去上班？", "我们俩上班路上要多久？"],
    },
    {
        "id": "rongshui-luzhai-laoren-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸妈一直住在融水县城，房子就在贝江边上。",
        "second": "公公婆婆前年搬进了鹿寨的新小区，住电梯房。",
        "days_apart": 69,
        "questions": ["两边老人现在住哪？", "我爸妈和公公婆婆分别住在什么地方？"],
    },
    {
        "id": "she-dazhen-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我最怕蛇，回融水走山路都要拿根竹竿打草。",
        "second": "阿斌怕打针，每次抽血都要把头扭过去。",
        "days_apart": 42,
        "questions": ["我和阿斌各怕什么？", "我们俩都有什么怕的东西？"],
    },
    {
        "id": "sanjiang-cha-gejie-jiu-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我每天下午在药房泡一杯三江早春茶。",
        "second": "公公每天晚饭要喝二两自己泡的蛤蚧酒。",
        "days_apart": 36,
        "questions": ["我和公公每天都要喝点什么？", "家里谁离不开茶、谁离不开酒？"],
    },
    {
        "id": "biyan-shizhen-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "柚子有过敏性鼻炎，一到春天就要喷药。",
        "second": "米粒是湿疹体质，回南天一来手肘就发。",
        "days_apart": 28,
        "questions": ["两个孩子身上各有什么老毛病？", "柚子和米粒分别要注意什么？"],
    },
    {
        "id": "jiazhao-c1-a2-zh-18",
        "lang": "zh",
        "kind": "parallel",
        "first": "我的驾照是C1，2012年在柳州考的。",
        "second": "阿斌拿的是A2，部队里考的，大货车都能开。",
        "days_apart": 50,
        "questions": ["我和阿斌的驾照都是什么级别？", "我们俩分别能开什么车？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "liujiang-hongshui-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "去年七月发大水，鹿寨老房子一楼进了半米深的水。",
        "second": "今年六月的洪水更大，文惠桥封了，我在医院值班室住了两晚。",
        "days_apart": 335,
        "questions": ["这两年发过几次大水？", "每次发大水我们家受了什么影响？"],
    },
    {
        "id": "mili-saizhe-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "米粒把一颗玻璃珠塞进了鼻孔，在妇幼用镊子夹出来的。",
        "second": "这回他把一颗花生塞进了耳朵，半夜挂的耳鼻喉急诊。",
        "days_apart": 77,
        "questions": ["米粒往身上塞过几回东西？", "米粒每次塞了什么、塞在哪？"],
    },
    {
        "id": "toukui-fakuan-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "骑电动车没戴头盔，在文惠桥头被交警罚了二十块。",
        "second": "第二回是载米粒没给他戴头盔，罚了五十，还被拉到路边学了半小时交规。",
        "days_apart": 95,
        "questions": ["我骑电动车被罚过几次款？", "每次被罚是因为什么、罚了多少？"],
    },
    {
        "id": "huinantian-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "三月那轮回南天，衣柜里的皮鞋全长了白毛。",
        "second": "四月底来了一轮回南天，客厅墙上的乳胶漆都鼓了包。",
        "days_apart": 45,
        "questions": ["今年回南天闹过几次？", "每次回南天家里坏了什么？"],
    },
    {
        "id": "dongzu-dage-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "带柚子在柳州大剧院看了一场侗族大歌。",
        "second": "侗年跟阿斌回三江，在程阳八寨的鼓楼底下听了一晚上侗族大歌。",
        "days_apart": 130,
        "questions": ["我听过几次侗族大歌？", "每次听侗族大歌是在哪、跟谁？"],
    },
    {
        "id": "abin-chuchai-dongnanya-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "阿斌去印尼修挖机，出差了二十天。",
        "second": "这回派他去老挝，一走一个月，春节都没赶回来。",
        "days_apart": 140,
        "questions": ["阿斌出过几次国？", "阿斌每次出国去的哪、待了多久？"],
    },
    {
        "id": "xianxue-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "我在五星街的献血屋献了四百毫升全血。",
        "second": "第二次献血是医院组织的，献的是血小板，躺了一个多钟头。",
        "days_apart": 190,
        "questions": ["我献过几次血？", "我每次献血是在哪、献的什么？"],
    },
    {
        "id": "suansun-zoudiu-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "酸笋从阳台溜出去过一次，三天后在楼道里找到的。",
        "second": "搬家那天酸笋跑丢了，在新小区车库里蹲了一整晚才找着。",
        "days_apart": 210,
        "questions": ["酸笋走丢过几回？", "酸笋每次跑丢是在哪找到的？"],
    },
    {
        "id": "youzi-huojiang-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "柚子的国画在市里少儿书画展拿了银奖。",
        "second": "柚子在学校讲故事比赛拿了一等奖，讲的是刘三姐。",
        "days_apart": 73,
        "questions": ["柚子得过什么奖？", "柚子拿过几次奖、是什么比赛？"],
    },
    {
        "id": "baojun-guaceng-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "宝骏停在医院门口被人刮了一道，对方没留电话。",
        "second": "停在菜市场门口那回，左后视镜被一辆电动车撞断了。",
        "days_apart": 86,
        "questions": ["宝骏被人碰过几次？", "宝骏每次在哪被刮、坏了哪里？"],
    },
    {
        "id": "abin-shenjieshi-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "阿斌肾结石发作，半夜疼得在地上打滚，去工人医院打了止痛针。",
        "second": "十月份出差路上发作了第二回，在贵阳做的碎石。",
        "days_apart": 150,
        "questions": ["阿斌肾结石发作过几次？", "阿斌每次结石发作是在哪、怎么处理的？"],
    },
    {
        "id": "zijinghua-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "四月带两个娃去滨江路看紫荆花，人挤人。",
        "second": "今年接爸妈从融水上来看紫荆花，在窑埠古镇拍了一下午照片。",
        "days_apart": 365,
        "questions": ["我们看过几次紫荆花？", "每次看紫荆花是跟谁、在哪？"],
    },
    {
        "id": "popo-zhapian-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "婆婆接到冒充医保局的诈骗电话，差点把银行卡号报出去。",
        "second": "这回婆婆碰上的是说米粒在幼儿园出事要交押金的，好在她先打给了阿斌。",
        "days_apart": 100,
        "questions": ["婆婆接过几次诈骗电话？", "骗子每次是怎么骗婆婆的？"],
    },
    {
        "id": "beihai-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "暑假去了北海，住在侨港，吃了一个礼拜海鲜。",
        "second": "国庆陪公公婆婆去北海，这回上了涠洲岛。",
        "days_apart": 62,
        "questions": ["我们去过几次北海？", "每次去北海跟谁、去了哪些地方？"],
    },
    {
        "id": "abin-gouyao-zh-18",
        "lang": "zh",
        "kind": "event",
        "first": "阿斌在矿上被看场子的狗咬了一口，打了五针狂犬疫苗。",
        "second": "过年在鹿寨被邻居家的狗咬了手，医生说疫苗还在保护期，补两针就行。",
        "days_apart": 125,
        "questions": ["阿斌被狗咬过几次？", "阿斌每次被咬是在哪、怎么处理的？"],
    },
]
