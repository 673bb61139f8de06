"""Held-out pairs of look-alike facts that are both true at once, fifteenth set
(`python -m bench.distinct_facts --set heldout15`, once registered).

Written blind on 2026-12-06 by a helper session that read none of the engine's code. Of bench/data/
it read distinct_facts_heldout13.py in full (docstring, structure, field names, kinds and value
types, for the format) and listed the directory; of the other distinct_facts_*.py it read only the
lines matched by `grep -h '"id"'` (their pair ids, plus one docstring line of
distinct_facts_heldout14.py that happens to contain the string), never their statements or
questions. Nothing under core/, server/, tests/ or clients/ was read, nor any bench/*.py script,
nor any file whose name mentions judges, lexicons, cues, rules, tokenizers, extraction or merging;
neither the engine nor the benchmark was run. Not to be tuned on; whoever tunes on it writes a new
set and says so. Run it once. check_heldout15.py (next to this file in notes/s19) checks the format
against heldout13, that every id is new (all end in -15, and no topic stem repeats one of the other
sets'), and that no statement has a difflib ratio above 0.7 to any statement of heldout13.

120 pairs, 60 in English and 60 in Chinese, 15 of each kind per language, as in heldout13. The
English pairs are about a family in Norwood, Adelaide (the user is a pharmacist on The Parade,
partner Dan a hydrologist at SA Water, Oscar 16 and Tilly 9, Banjo the kelpie, Mum in Victor
Harbor, Dad in Mount Gambier). The Chinese pairs are written for Chinese speakers (names, places,
habits, brands), not translated from the English: a family in 武汉 (the user is a test engineer at
a 光谷 chip company, 老公 works as a dispatcher at 武汉港务, 小满 in 初二 and 朵朵 in 一年级, her
parents in 宜昌, the in-laws in 孝感, 奶奶 in 黄冈浠水).

Topics. Two values of one relation: two allergies (bee stings and sesame, 头孢 and 芒果), two
languages (Greek and Auslan, 日语 and 手语), two jobs (pharmacist and Saturday swim coach,
测试工程师 and 汉服摄影), two schools (Norwood International High and Marryatville Primary,
武珞路中学 and 中华路小学), two pets (a kelpie and a blue-tongue lizard, 橘猫 and 巴西龟), two
weekly meetings (Tuesday stock meeting and Friday clinical catch-up, 周二例会 and 周五电话会), two
cars, two streaming services, two instruments, two volunteering roles, two tablets, two health
professionals, two savings accounts, two sports, two memberships, 两个医生, 两种超市会员, 两份保险,
两套房, 两种药, 两项运动, 两张银行卡, 两种乐器. Numbers differing by a transposition or one digit:
lockboxes 4815/4851, 16 and 19 June, plates S 418 BXK/S 481 BKX, units 26/62, PINs 3307/3370, seats
27/72, Qantas and apartment refs 7PXRTW/7PXTRW, AGL accounts 5521/5512, 鄂A·7D359 and 鄂K·7D395,
门禁 2580#/2508#, 3月18号 and 8月13号, D5218/D5281, 燃气户号 6203158/6203185, 12楼 and 21楼,
一米六五 and 一米五六, 车位 317/371, 518路 and 581路. Near-identical names of different people: Jon
Pappas and John Papas, Dr Lim and Dr Lin, Megan O'Brien and Meghan O'Brian, 王静怡 and 汪静仪,
陈晓峰 and 程晓锋, 何思远 and 贺思源. Two appointments at the same time on different days: 4:15 on
Tuesday and Thursday, 8:30 on Monday and Friday, 周二 and 周四下午三点. Two slots told apart by one
word: top and bottom drawers, left and right knees, 最上面 and 最下面那层, 周六上午 and 下午. The
same kind of fact about two people, or one person on two attributes: blood groups, AFL teams,
passports, Dan's job and hometown, where Mum and Dad live, the kids' sports, grandmothers, diets,
sizes, phone plans, Chloe and Mick, apnoea and migraines, screen limits, neighbours, Oscar's Ls and
Mum's licence; 血型, 老公's job and hometown, 爸妈 and 公婆, 孩子的兴趣班, 忌口, 散光 and 色弱,
手机, 大学, 我姐 and 小姑子, 发工资日, 奶奶, 爸妈退休前的工作, 牙套 and 换牙, 体检, 邻居. Events
that happened twice: magpie swoops, brown snakes, heatwave blackouts, Gather Round, Kangaroo
Island, kangaroo strikes, WOMADelaide, Tilly's stitches, Oscar's fractures, the Ranger breaking
down, Tour Down Under, squid, job offers, ear infections, red-light cameras; 武大樱花, 汉马,
两江夜游, 崴脚, 外卖送错, 热水器, 神农架, 薛之谦, 欢乐谷, 楼上漏水, 数学竞赛, 梅雨发霉, 张家界,
航班延误, 疱疹性咽峡炎.

Additions are phrased both ways: some with "also" / "too" / "as well" / "也" / "还" / "另外"
("Sesame is on my list as well now", "I also play the harmonica", "芒果我也不能碰", "另外阳台上还有
一缸巴西龟", "我还会吹葫芦丝"), the rest with none, as just another fact ("Thursday lunchtimes I
deliver for Meals on Wheels", "Fridays at two there's a clinical catch-up", "手语是我在聋哑学校
做志愿者那两年学的", "房贷是从一张武汉农商行的卡上扣"). Some second statements use "now" or "new"
without replacing the first ("so there are two cars in the driveway now", "Oscar's broken his
collarbone now", "老公上个月提了辆小鹏G6", "物业新给老公分了个带充电桩的车位"). Two second
statements are long requests that mention the value only in passing (Tilly's sports day at
Marryatville Primary, 朵朵's 运动会 at 中华路小学).

Same format as distinct_facts_heldout13.py: each pair is two things a user tells the assistant,
`days_apart` days apart, that look alike but are both true; a memory system that merges the second
into the first, or replaces the first with the second, has lost information. Every question is
about both statements of its pair, so both answer it and a full answer needs both. No FILLER here:
the bench uses distinct_facts_dev.py's.

kind
  addition   the second adds a value to the first, with or without an "also" / "too" / "也" /
             "另外" / "还" word
  lookalike  same frame, a different object, date, number, name or slot, both true, often
             differing only in a digit's order or one letter or one word
  parallel   the same relation about different people, or a different relation about the same
             person
  event      two real occurrences of the same kind of thing, told the way people report a
             repeat ("again", "another", "this time", "又", "这回", "这次"): both happened
"""

# ruff: noqa: E501, RUF001

PAIRS = [  # each: both texts are true at once and must stay recallable
    # ---------------------------------------------------------------- English: addition
    {
        "id": "epipen-triggers-en-15",
        "lang": "en",
        "kind": "addition",
        "first": (
            "A bee sting put me in hospital when I was a Brownie, so there's an EpiPen in my "
            "handbag at all times."
        ),
        "second": (
            "Sesame is on my list as well now, after the tahini in a falafel wrap at the Central "
            "Market closed my throat up."
        ),
        "days_apart": 44,
        "questions": [
            "What am I allergic to?",
            "What should someone feeding me or giving me first aid know about my allergies?",
        ],
    },
    {
        "id": "greek-auslan-en-15",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Yiayia only ever spoke Greek to us kids, so I'm fluent and I serve the Greek-speaking "
            "customers at the pharmacy."
        ),
        "second": (
            "I learnt Auslan when my cousin Nick lost his hearing, and I still sign with him every "
            "Sunday."
        ),
        "days_apart": 61,
        "questions": [
            "Which languages do I speak besides English?",
            "If a customer needed someone to interpret, which languages could I help with?",
        ],
    },
    {
        "id": "pharmacy-and-swim-coaching-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "I'm a pharmacist at the Priceline on The Parade, Monday to Friday.",
        "second": (
            "Saturday mornings I coach the squad kids at the Adelaide Aquatic Centre, paid by the "
            "hour."
        ),
        "days_apart": 39,
        "questions": [
            "What jobs do I have?",
            "Where do I work on weekdays and on Saturday mornings?",
        ],
    },
    {
        "id": "oscar-tilly-schools-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "Oscar's in Year 11 at Norwood International High now.",
        "second": (
            "Could you remind me on Wednesday night that Tilly needs a gold coin and her hat for "
            "the Marryatville Primary sports day, and that I promised to help on the sausage "
            "sizzle from eleven?"
        ),
        "days_apart": 27,
        "questions": [
            "Which schools do Oscar and Tilly go to?",
            "Which two schools might ring me about the kids?",
        ],
    },
    {
        "id": "banjo-and-lizard-en-15",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Banjo, our red kelpie, needs a proper run along the Linear Park every morning or he "
            "digs up the garden."
        ),
        "second": "We've also got a blue-tongue lizard called Pebble in a tank in Tilly's room.",
        "days_apart": 23,
        "questions": [
            "What pets do we have?",
            "Which animals need looking after if we go away for a week?",
        ],
    },
    {
        "id": "weekly-catchups-en-15",
        "lang": "en",
        "kind": "addition",
        "first": (
            "Tuesday mornings at quarter to nine I've got the stock and ordering meeting with the "
            "store manager."
        ),
        "second": (
            "Fridays at two there's a clinical catch-up with the other pharmacists over Teams."
        ),
        "days_apart": 17,
        "questions": [
            "What regular meetings do I have at work?",
            "On which days am I stuck in work meetings, and what are they about?",
        ],
    },
    {
        "id": "kayo-and-stan-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "Kayo goes on Dan's card every month so he can watch the cricket.",
        "second": "We pay for Stan too, mostly for Tilly's cartoons and my British crime shows.",
        "days_apart": 36,
        "questions": [
            "Which streaming services are we paying for?",
            "Who in the house watches which streaming service?",
        ],
    },
    {
        "id": "cx5-ranger-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "I drive a white Mazda CX-5 with Tilly's booster seat in the back.",
        "second": (
            "Dan bought a second-hand Ford Ranger for tip runs and camping, so there are two cars "
            "in the driveway now."
        ),
        "days_apart": 52,
        "questions": [
            "What cars do we have?",
            "Which cars are in our driveway, and who drives them?",
        ],
    },
    {
        "id": "cello-harmonica-en-15",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I've played the cello since I was eight and still play in a community orchestra in "
            "Unley."
        ),
        "second": "I also play the harmonica, badly, around the campfire.",
        "days_apart": 70,
        "questions": [
            "Which instruments do I play?",
            "What could I play in an orchestra and what around a campfire?",
        ],
    },
    {
        "id": "cfs-meals-on-wheels-en-15",
        "lang": "en",
        "kind": "addition",
        "first": (
            "I'm a volunteer firefighter with the CFS brigade at Stirling, mostly on summer "
            "weekends."
        ),
        "second": "Thursday lunchtimes I deliver for Meals on Wheels around Kensington.",
        "days_apart": 58,
        "questions": [
            "What volunteer work do I do?",
            "Which unpaid roles take up my time?",
        ],
    },
    {
        "id": "thyroxine-iron-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "Every morning I take my thyroxine on an empty stomach.",
        "second": "My GP has put me on iron tablets as well, one with orange juice at dinner.",
        "days_apart": 31,
        "questions": [
            "What tablets do I take every day?",
            "Which medication do I take in the morning and which at dinner?",
        ],
    },
    {
        "id": "gp-podiatrist-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "Dr Nguyen at the Kensington Park clinic has been my GP since Tilly was born.",
        "second": "For my plantar fasciitis I see a podiatrist in Magill called Sarah Whitfield.",
        "days_apart": 49,
        "questions": [
            "Which health professionals do I see?",
            "Who do I go to for general health and who for my feet?",
        ],
    },
    {
        "id": "super-and-saver-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "My super's with AustralianSuper, I rolled the old funds into it last year.",
        "second": "I've got an ING Savings Maximiser that $200 goes into every fortnight.",
        "days_apart": 65,
        "questions": [
            "Where is my money kept?",
            "What savings and retirement accounts do I have?",
        ],
    },
    {
        "id": "volleyball-and-yoga-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "Wednesday nights I play social volleyball at the Norwood rec centre.",
        "second": "Sunday mornings I do yoga on the lawn at Rymill Park.",
        "days_apart": 78,
        "questions": [
            "What exercise do I do each week?",
            "What am I doing on Wednesday nights and Sunday mornings?",
        ],
    },
    {
        "id": "raa-zoo-en-15",
        "lang": "en",
        "kind": "addition",
        "first": "We're RAA members, with roadside assistance on both cars.",
        "second": (
            "We've got an Adelaide Zoo family membership too, since Tilly wants to see the pandas "
            "every month."
        ),
        "days_apart": 42,
        "questions": [
            "What memberships do we have?",
            "Which organisations are we paying membership to?",
        ],
    },
    # ---------------------------------------------------------------- English: lookalike
    {
        "id": "lockbox-codes-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Mum's key lockbox at her unit in Victor Harbor is set to 4815.",
        "second": (
            "Dad's back door lockbox in Mount Gambier takes 4851, and he wrote it on the fridge, "
            "which defeats the point."
        ),
        "days_apart": 15,
        "questions": [
            "What are the lockbox codes at Mum's and at Dad's?",
            "Which code gets me into which parent's place?",
        ],
    },
    {
        "id": "june-birthdays-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Tilly's birthday is 16 June.",
        "second": "Dan turns forty-five on the 19th of June.",
        "days_apart": 38,
        "questions": [
            "When are Tilly's and Dan's birthdays?",
            "Which June dates do I need presents for?",
        ],
    },
    {
        "id": "pappas-papas-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Jon Pappas is our accountant, he does the tax returns every September.",
        "second": (
            "John Papas owns the fruit and veg shop on Magill Road and always slips Tilly a "
            "mandarin."
        ),
        "days_apart": 33,
        "questions": [
            "Who are Jon Pappas and John Papas?",
            "What do the two men called John Pappas do?",
        ],
    },
    {
        "id": "lim-lin-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dr Lim is Oscar's orthodontist in North Adelaide.",
        "second": "Dr Lin is the new vet at the Norwood clinic who did Banjo's vaccinations.",
        "days_apart": 47,
        "questions": [
            "Who are Dr Lim and Dr Lin?",
            "Which of Dr Lim and Dr Lin looks after Oscar, and which looks after Banjo?",
        ],
    },
    {
        "id": "obrien-obrian-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Megan O'Brien is Tilly's Year 4 teacher.",
        "second": "Meghan O'Brian is the physio who's fixing Dan's shoulder.",
        "days_apart": 26,
        "questions": [
            "Who are Megan O'Brien and Meghan O'Brian?",
            "How do we know the two women called Megan or Meghan?",
        ],
    },
    {
        "id": "sa-regos-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Mazda's rego is S 418 BXK.",
        "second": (
            "The Ranger's plate is S 481 BKX, so good luck to me typing it into the parking app."
        ),
        "days_apart": 11,
        "questions": [
            "What are the rego numbers of the Mazda and the Ranger?",
            "Which number plate belongs to which car?",
        ],
    },
    {
        "id": "encounter-bay-units-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Mum lives in unit 26 of the retirement village at Encounter Bay.",
        "second": (
            "Her friend Val is in unit 62, and they walk out along the Granite Island causeway "
            "together."
        ),
        "days_apart": 29,
        "questions": [
            "Which units do Mum and Val live in?",
            "What are Mum's and Val's unit numbers?",
        ],
    },
    {
        "id": "till-and-door-pins-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "My till login at the pharmacy is 3307.",
        "second": "Dan's building access PIN at SA Water is 3370.",
        "days_apart": 20,
        "questions": [
            "What are my till login and Dan's building PIN?",
            "Which four-digit work codes do Dan and I use?",
        ],
    },
    {
        "id": "adelaide-oval-seats-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Dan's Port Adelaide membership seat at Adelaide Oval is bay 134, seat 27.",
        "second": "Oscar has seat 72 in bay 134 for Crows home games.",
        "days_apart": 56,
        "questions": [
            "Where do Dan and Oscar sit at Adelaide Oval?",
            "Which seat numbers in bay 134 do Dan and Oscar have?",
        ],
    },
    {
        "id": "cairns-bookings-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "The Qantas booking to Cairns is reference 7PXRTW.",
        "second": (
            "Our apartment in Palm Cove gave us confirmation code 7PXTRW, which is going to cause "
            "trouble at check-in."
        ),
        "days_apart": 6,
        "questions": [
            "What booking references do I need for the Cairns holiday?",
            "Which reference is for the flights and which for the apartment?",
        ],
    },
    {
        "id": "bedside-drawers-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "The passports are in the top drawer of my bedside table.",
        "second": (
            "Birth certificates and the house papers are in the bottom drawer of the bedside table."
        ),
        "days_apart": 24,
        "questions": [
            "Where are the passports and the birth certificates kept?",
            "What's in each drawer of my bedside table?",
        ],
    },
    {
        "id": "knee-history-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "My left knee had an ACL reconstruction after a netball fall at uni.",
        "second": "The right knee has a torn meniscus that flares up on stairs.",
        "days_apart": 63,
        "questions": [
            "What's wrong with my knees?",
            "Which knee had surgery and which one still gives me trouble?",
        ],
    },
    {
        "id": "four-fifteen-appts-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "My podiatry appointment is on Tuesday at quarter past four.",
        "second": (
            "Tilly's eye test at Specsavers is on Thursday at 4:15, so I'm leaving work early "
            "twice this week."
        ),
        "days_apart": 3,
        "questions": [
            "What appointments have we got this week?",
            "Where do I need to be at 4:15 on Tuesday and on Thursday?",
        ],
    },
    {
        "id": "agl-accounts-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Our AGL electricity account number ends in 5521.",
        "second": "I also pay Mum's power bill, and her AGL account ends in 5512.",
        "days_apart": 41,
        "questions": [
            "What are the AGL account numbers for our house and for Mum's?",
            "How do I tell our electricity account from Mum's?",
        ],
    },
    {
        "id": "eight-thirty-bookings-en-15",
        "lang": "en",
        "kind": "lookalike",
        "first": "Banjo's booked in for a teeth clean at the vet on Monday at 8:30.",
        "second": "The Mazda goes in for its service at 8:30 on Friday morning.",
        "days_apart": 4,
        "questions": [
            "What have I booked for 8:30 this week?",
            "What's on first thing on Monday and on Friday?",
        ],
    },
    # ---------------------------------------------------------------- English: parallel
    {
        "id": "dan-and-my-blood-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "I'm O negative, so Lifeblood ring me every few months asking me to donate.",
        "second": "Dan's blood group is A positive.",
        "days_apart": 45,
        "questions": [
            "What are Dan's and my blood types?",
            "Which blood groups do Dan and I have?",
        ],
    },
    {
        "id": "afl-loyalties-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Dan barracks for Port Adelaide and has done since he was a kid in Whyalla.",
        "second": "Oscar goes for the Crows, mainly to annoy his father.",
        "days_apart": 34,
        "questions": [
            "Which AFL teams do Dan and Oscar support?",
            "Who follows Port and who follows the Crows in our house?",
        ],
    },
    {
        "id": "passport-expiries-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "My passport's good until 2029.",
        "second": (
            "Tilly's passport runs out in August, before the Bali trip, so it needs renewing."
        ),
        "days_apart": 22,
        "questions": [
            "When do my and Tilly's passports expire?",
            "Whose passport needs sorting before we travel?",
        ],
    },
    {
        "id": "dan-background-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Dan's a hydrologist at SA Water, mostly working on the River Murray.",
        "second": "Dan grew up in Whyalla, where his dad worked at the steelworks.",
        "days_apart": 67,
        "questions": [
            "What do I know about Dan?",
            "What does Dan do, and where's he from?",
        ],
    },
    {
        "id": "victor-and-mount-gambier-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Mum moved down to Victor Harbor after she retired.",
        "second": "Dad stayed in Mount Gambier, near the Blue Lake, with his partner Carol.",
        "days_apart": 74,
        "questions": [
            "Where do my parents live?",
            "Which towns do I drive to when I visit Mum and Dad?",
        ],
    },
    {
        "id": "hoops-little-aths-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Oscar plays basketball for the Norwood Flames on Friday nights.",
        "second": "Tilly does Little Athletics at the Kensington oval on Saturday mornings.",
        "days_apart": 19,
        "questions": [
            "What sports do the kids play, and when?",
            "Where do I take Oscar and Tilly on Friday nights and Saturday mornings?",
        ],
    },
    {
        "id": "yiayia-nanna-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Yiayia Eleni is ninety-six and still makes koulourakia every Easter.",
        "second": "Nanna Joan, Dad's mum, is in a nursing home in Mount Gambier.",
        "days_apart": 82,
        "questions": [
            "How are Yiayia Eleni and Nanna Joan?",
            "What do I know about my two grandmothers?",
        ],
    },
    {
        "id": "dan-tilly-diets-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Dan is lactose intolerant, so we buy the lactose-free milk.",
        "second": "Tilly decided she's vegetarian after a school excursion to a farm.",
        "days_apart": 37,
        "questions": [
            "What can't Dan and Tilly eat?",
            "What do I have to keep in mind when cooking for Dan and Tilly?",
        ],
    },
    {
        "id": "kids-clothing-sizes-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Oscar's in a men's size 11 shoe now, bigger than Dan.",
        "second": "Tilly wears a size 10 in clothes, she's tall for nine.",
        "days_apart": 14,
        "questions": [
            "What sizes are Oscar and Tilly?",
            "What sizes should I look for when I shop for the kids?",
        ],
    },
    {
        "id": "telstra-boost-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "My mobile is on a Telstra plan through work.",
        "second": "Oscar's on a Boost prepaid SIM that I top up every month.",
        "days_apart": 28,
        "questions": [
            "Which phone companies are Oscar and I with?",
            "How are Oscar's and my mobiles paid for?",
        ],
    },
    {
        "id": "chloe-mick-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "My sister Chloe is a midwife at Flinders Medical Centre.",
        "second": "Dan's brother Mick flies in and out to the mine at Roxby Downs.",
        "days_apart": 53,
        "questions": [
            "What do Chloe and Mick do for a living?",
            "What jobs do my sister and Dan's brother have?",
        ],
    },
    {
        "id": "apnoea-migraines-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Dan has sleep apnoea and sleeps with a CPAP machine.",
        "second": "I get migraines with aura, roughly once a month.",
        "days_apart": 46,
        "questions": [
            "What health problems do Dan and I have?",
            "What should someone know about Dan's and my health?",
        ],
    },
    {
        "id": "screen-limits-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Oscar's allowed two hours of gaming on school nights.",
        "second": "Tilly gets one episode of a cartoon after dinner and that's it for screens.",
        "days_apart": 18,
        "questions": [
            "What are the screen time rules for the kids?",
            "How much screen time do Oscar and Tilly get?",
        ],
    },
    {
        "id": "left-right-neighbours-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Trev on our left feeds Banjo whenever we go away.",
        "second": "The Kapoors on the right keep our spare key.",
        "days_apart": 30,
        "questions": [
            "What do our neighbours on either side do for us?",
            "Who feeds the dog and who has our spare key?",
        ],
    },
    {
        "id": "learner-and-assessment-en-15",
        "lang": "en",
        "kind": "parallel",
        "first": "Oscar's on his Ls and needs 75 hours in his logbook before he can sit his Ps.",
        "second": (
            "Mum has to send in a medical self-assessment for her licence every year now that "
            "she's over 75."
        ),
        "days_apart": 40,
        "questions": [
            "What's going on with Oscar's and Mum's driving?",
            "Who in the family has driving hurdles to clear, and what are they?",
        ],
    },
    # ---------------------------------------------------------------- English: event
    {
        "id": "magpie-swoops-en-15",
        "lang": "en",
        "kind": "event",
        "first": (
            "Got swooped by a magpie on the Linear Park bike path, and it drew blood on my ear."
        ),
        "second": (
            "Swooped again, near the Hackney Road bridge this time, and it went for Tilly's helmet."
        ),
        "days_apart": 12,
        "questions": [
            "How many times have magpies swooped us?",
            "Where did the magpie attacks happen?",
        ],
    },
    {
        "id": "brown-snake-sightings-en-15",
        "lang": "en",
        "kind": "event",
        "first": "Found a brown snake behind the shed and had to call a snake catcher.",
        "second": (
            "Another brown snake, curled up under the trampoline, and the same catcher came out."
        ),
        "days_apart": 43,
        "questions": [
            "How many snakes have we found at home?",
            "Where have the snakes turned up in our yard?",
        ],
    },
    {
        "id": "heatwave-outages-en-15",
        "lang": "en",
        "kind": "event",
        "first": (
            "The power went off in a 44-degree heatwave and we spent the afternoon at Burnside "
            "Village for the air con."
        ),
        "second": (
            "Lost power again in January's heatwave, six hours this time, and the Christmas ham in "
            "the fridge was ruined."
        ),
        "days_apart": 330,
        "questions": [
            "How many times have we lost power in a heatwave?",
            "What happened each time the power went off in the heat?",
        ],
    },
    {
        "id": "gather-round-en-15",
        "lang": "en",
        "kind": "event",
        "first": "Went to Gather Round at Adelaide Oval with Dan, and Port lost.",
        "second": "Gather Round again this year, Oscar came along and the Crows won.",
        "days_apart": 365,
        "questions": [
            "How many Gather Rounds have I been to?",
            "Who came with me to Gather Round each time, and how did it go?",
        ],
    },
    {
        "id": "kangaroo-island-en-15",
        "lang": "en",
        "kind": "event",
        "first": "We took the SeaLink ferry over to Kangaroo Island and camped at Western River.",
        "second": "Went back to KI at Easter, in a cabin at Vivonne Bay this time.",
        "days_apart": 140,
        "questions": [
            "How many times have we been to Kangaroo Island?",
            "Where did we stay on each Kangaroo Island trip?",
        ],
    },
    {
        "id": "roo-strikes-en-15",
        "lang": "en",
        "kind": "event",
        "first": (
            "Hit a kangaroo outside Naracoorte driving to Dad's, and the bull bar saved the Ranger."
        ),
        "second": (
            "Another roo, on the Dukes Highway near Keith, and the Mazda needed a new bonnet."
        ),
        "days_apart": 96,
        "questions": [
            "How many kangaroos have we hit?",
            "Which car hit a kangaroo, and where?",
        ],
    },
    {
        "id": "womadelaide-en-15",
        "lang": "en",
        "kind": "event",
        "first": "Spent the long weekend at WOMADelaide in Botanic Park.",
        "second": "Back at WOMADelaide this March with Chloe, and we stayed till the last set.",
        "days_apart": 365,
        "questions": [
            "How many times have I been to WOMADelaide?",
            "When and with whom did I go to WOMADelaide?",
        ],
    },
    {
        "id": "tilly-chin-stitches-en-15",
        "lang": "en",
        "kind": "event",
        "first": (
            "Tilly split her chin at the trampoline park and needed four stitches at the Women's "
            "and Children's."
        ),
        "second": (
            "She split it open again falling off the monkey bars at school, three stitches this "
            "time."
        ),
        "days_apart": 88,
        "questions": [
            "How many times has Tilly needed stitches?",
            "How did Tilly hurt her chin each time?",
        ],
    },
    {
        "id": "oscar-fractures-en-15",
        "lang": "en",
        "kind": "event",
        "first": "Oscar broke his wrist at the Norwood skate park.",
        "second": "Oscar's broken his collarbone now, going up for a rebound at basketball.",
        "days_apart": 120,
        "questions": [
            "What bones has Oscar broken?",
            "How did Oscar break his bones?",
        ],
    },
    {
        "id": "ranger-breakdowns-en-15",
        "lang": "en",
        "kind": "event",
        "first": (
            "The Ranger broke down on the South Eastern Freeway and RAA towed it to Mount Barker."
        ),
        "second": (
            "The Ranger died again, in the Woolworths car park at Norwood this time, with a flat "
            "battery."
        ),
        "days_apart": 51,
        "questions": [
            "How many times has the Ranger broken down?",
            "Where did the Ranger break down, and why?",
        ],
    },
    {
        "id": "tour-down-under-en-15",
        "lang": "en",
        "kind": "event",
        "first": "We watched the Tour Down Under riders climb Willunga Hill.",
        "second": "Watched another Tour Down Under stage, the finish in Stirling this time.",
        "days_apart": 365,
        "questions": [
            "Which Tour Down Under stages have I seen?",
            "How many times have we gone out to watch the Tour Down Under?",
        ],
    },
    {
        "id": "squid-catches-en-15",
        "lang": "en",
        "kind": "event",
        "first": "Caught my first squid off the Brighton jetty.",
        "second": "Caught two more squid off the Port Noarlunga jetty, and Oscar cleaned them.",
        "days_apart": 35,
        "questions": [
            "How many times have I caught squid?",
            "Which jetties have I caught squid off?",
        ],
    },
    {
        "id": "job-offers-en-15",
        "lang": "en",
        "kind": "event",
        "first": "Got a job offer from the pharmacy department at the Royal Adelaide Hospital.",
        "second": "Another offer came through, a clinical pharmacist role at the Lyell McEwin.",
        "days_apart": 25,
        "questions": [
            "What job offers have I had?",
            "Which hospitals have offered me jobs?",
        ],
    },
    {
        "id": "ear-infections-en-15",
        "lang": "en",
        "kind": "event",
        "first": "Tilly had a middle ear infection in May and was on amoxicillin for a week.",
        "second": (
            "Her ear flared up again after swimming lessons, and the GP gave her drops this time."
        ),
        "days_apart": 57,
        "questions": [
            "How many ear infections has Tilly had?",
            "How was Tilly's ear treated each time?",
        ],
    },
    {
        "id": "red-light-fines-en-15",
        "lang": "en",
        "kind": "event",
        "first": "A red-light camera got me at Portrush Road and The Parade.",
        "second": "Got flashed by another red-light camera, on Greenhill Road.",
        "days_apart": 104,
        "questions": [
            "How many red-light fines have I had?",
            "Which intersections caught me running a red?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: addition
    {
        "id": "toubao-mango-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我对头孢过敏，打点滴之前一定要跟护士说一声。",
        "second": "芒果我也不能碰，上回吃了个芒果班戟，满脸起红疹子。",
        "days_apart": 43,
        "questions": ["我都对什么过敏？", "看病开药和点甜品的时候我得避开哪些东西？"],
    },
    {
        "id": "riyu-shouyu-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我大学学的是日语，现在公司跟日本客户开会都是我当翻译。",
        "second": "手语是我在聋哑学校做志愿者那两年学的，简单交流没问题。",
        "days_apart": 60,
        "questions": ["我除了普通话还会哪些语言？", "我的日语和手语分别是怎么学会的？"],
    },
    {
        "id": "gongzuo-fuye-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我在光谷一家芯片公司做测试工程师。",
        "second": "周末我在楚河汉街给人拍汉服写真，一单能挣四五百。",
        "days_apart": 38,
        "questions": ["我现在做着哪几份工作？", "平时上班和周末我分别在干什么活？"],
    },
    {
        "id": "xiaoman-duoduo-xuexiao-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "小满在武珞路中学读初二。",
        "second": (
            "朵朵她们中华路小学下周三开运动会，老师说要穿白色运动鞋，"
            "你周末提醒我带她去群光广场买一双。"
        ),
        "days_apart": 29,
        "questions": [
            "小满和朵朵分别在哪个学校上学？",
            "孩子学校有事的时候，可能是哪两个学校来联系我？",
        ],
    },
    {
        "id": "doupi-wugui-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "家里有只橘猫叫豆皮，胖得快跳不上沙发了。",
        "second": "另外阳台上还有一缸巴西龟，是小满从户部巷门口买回来的。",
        "days_apart": 21,
        "questions": ["家里都养了些什么？", "我们出门旅游得找人照顾哪些小动物？"],
    },
    {
        "id": "tue-fri-huiyi-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "每周二上午九点是项目组的周例会。",
        "second": "周五下午三点还要跟新竹的客户开一个电话会。",
        "days_apart": 16,
        "questions": ["我每周固定要开哪些会？", "周二和周五我分别要开什么会？"],
    },
    {
        "id": "lavida-xpeng-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我开的是一辆白色大众朗逸，开了快八年了。",
        "second": "老公上个月提了辆小鹏G6，现在小区车位都不够停了。",
        "days_apart": 54,
        "questions": ["我家现在有哪几辆车？", "我和老公平时各开哪辆车？"],
    },
    {
        "id": "tongji-zhongnan-yisheng-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "甲状腺一直在同济医院找内分泌科的吴主任看。",
        "second": "眼睛干涩的毛病我找中南医院眼科的彭医生。",
        "days_apart": 66,
        "questions": ["我看病常找哪几位医生？", "甲状腺和眼睛的问题我分别去哪家医院找谁？"],
    },
    {
        "id": "hema-sam-cards-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我办了盒马的X会员，下班顺路买菜。",
        "second": "老公也办了张山姆会员卡，每个月开车去一趟囤货。",
        "days_apart": 33,
        "questions": ["我们家办了哪些超市会员？", "买菜囤货我们用的是哪几家的会员卡？"],
    },
    {
        "id": "zhongji-yiliao-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我给自己买了一份平安的重疾险，每年交八千多。",
        "second": "另外还有一份百万医疗险，是在支付宝上买的，一年才三百多。",
        "days_apart": 47,
        "questions": ["我给自己买了哪些保险？", "我每年在保险上要交哪几笔钱？"],
    },
    {
        "id": "wuchang-xiaogan-fang-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我们一家住在武昌积玉桥的一套两居室。",
        "second": "老公在孝感老家还有一套房，公婆住着。",
        "days_apart": 72,
        "questions": ["我们家有几套房子、分别在哪？", "我们自己住的和公婆住的房子各在哪儿？"],
    },
    {
        "id": "youjiale-gaipian-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我每天早上空腹吃一片优甲乐。",
        "second": "晚饭后我再吃一片钙尔奇，医生说我骨密度偏低。",
        "days_apart": 26,
        "questions": ["我每天吃哪些药？", "早上和晚上我分别要吃什么药？"],
    },
    {
        "id": "donghu-qixing-yumaoqiu-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "周末我喜欢去东湖绿道骑车，一圈下来三十公里。",
        "second": "周四晚上我还跟同事在光谷体育馆打羽毛球。",
        "days_apart": 58,
        "questions": ["我平时都做些什么运动？", "周末和周四晚上我一般在干什么？"],
    },
    {
        "id": "cmb-nongshang-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我的工资卡是招商银行的。",
        "second": "房贷是从一张武汉农商行的卡上扣，每月18号。",
        "days_apart": 40,
        "questions": ["我都有哪些银行卡？", "发工资和还房贷分别用的是哪张卡？"],
    },
    {
        "id": "pipa-hulusi-zh-15",
        "lang": "zh",
        "kind": "addition",
        "first": "我从小学琵琶，考到了十级。",
        "second": "我还会吹葫芦丝，朵朵班上开联欢会我去表演过。",
        "days_apart": 75,
        "questions": ["我会哪些乐器？", "我会弹的和会吹的乐器分别是什么？"],
    },
    # ---------------------------------------------------------------- Chinese: lookalike
    {
        "id": "e-a-chepai-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我那辆朗逸的车牌是鄂A·7D359。",
        "second": "公公那辆五菱的车牌是鄂K·7D395，每年年检都是我帮他记着。",
        "days_apart": 14,
        "questions": ["我和公公的车牌各是多少？", "哪个车牌是朗逸的、哪个是五菱的？"],
    },
    {
        "id": "danyuan-mima-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "楼下单元门的门禁，按2580再按井号就开了。",
        "second": "我爸妈在宜昌那个小区，大门密码是2508#。",
        "days_apart": 9,
        "questions": [
            "我家单元门和我爸妈小区大门的密码各是多少？",
            "这两个门禁密码分别是开哪儿的？",
        ],
    },
    {
        "id": "wang-wang-jingyi-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小满的班主任叫王静怡，教英语的。",
        "second": "我们公司人事部的汪静仪，每个月的考勤都归她管。",
        "days_apart": 36,
        "questions": ["王静怡和汪静仪分别是谁？", "名字听着一样的两个“静yi”各是干什么的？"],
    },
    {
        "id": "chen-cheng-xiaofeng-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "陈晓峰是我们测试组的组长，人挺好说话。",
        "second": "程晓锋是朵朵游泳班的教练，每周日上课。",
        "days_apart": 44,
        "questions": ["陈晓峰和程晓锋分别是干什么的？", "名字差不多的这两个人我分别是怎么认识的？"],
    },
    {
        "id": "he-siyuan-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "何思远是老公港务的同事，周末常来家里打麻将。",
        "second": "贺思源是我们楼下修电动车的小老板。",
        "days_apart": 51,
        "questions": ["何思远和贺思源分别是谁？", "名字念起来一样的两个人各是干嘛的？"],
    },
    {
        "id": "march-august-birthdays-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小满是3月18号生的。",
        "second": "老公生日是8月13号，基本都赶上七夕前后。",
        "days_apart": 32,
        "questions": ["小满和老公的生日分别是哪天？", "家里这两个生日我得记住哪两个日子？"],
    },
    {
        "id": "yichang-dongche-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "国庆回宜昌买的是D5218，中午到宜昌东。",
        "second": "回武汉的票是D5281，十月六号晚上的。",
        "days_apart": 5,
        "questions": ["国庆回宜昌来回坐的是哪两趟车？", "哪个车次是去的、哪个是回的？"],
    },
    {
        "id": "ranqi-huhao-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "交燃气费时，我们家的户号填6203158。",
        "second": "公婆在孝感的燃气费也是我在手机上交，户号6203185。",
        "days_apart": 27,
        "questions": ["我家和公婆家的燃气户号各是多少？", "交燃气费要用到哪两个户号？"],
    },
    {
        "id": "louceng-12-21-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我们公司在光谷软件园F3栋的12楼。",
        "second": "闺蜜小韩的公司在同一栋的21楼，中午我们常约着下楼吃热干面。",
        "days_apart": 19,
        "questions": ["我和小韩分别在那栋楼的几楼上班？", "F3栋里我们俩的公司各在几楼？"],
    },
    {
        "id": "shengao-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小满现在已经一米六五了。",
        "second": "我自己才一米五六，被他嘲笑了好几回。",
        "days_apart": 48,
        "questions": ["小满和我各有多高？", "我们母子俩的身高分别是多少？"],
    },
    {
        "id": "sandian-yuyue-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "周二下午三点带朵朵去社区医院打流感疫苗。",
        "second": "周四下午三点我约了同济的甲状腺复查。",
        "days_apart": 2,
        "questions": ["这周下午三点我有哪些预约？", "周二和周四下午三点分别要去干什么？"],
    },
    {
        "id": "yigui-shangxia-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "大衣柜最上面那层放的是冬天的被子。",
        "second": "衣柜最下面那层放着户口本和孩子们的出生证明。",
        "days_apart": 24,
        "questions": ["大衣柜的上层和下层分别放着什么？", "冬被和户口本各放在衣柜哪一层？"],
    },
    {
        "id": "zhouliu-shangxia-wu-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "小满周六上午在街道口上数学补习班。",
        "second": "朵朵周六下午在家附近的画室学画画。",
        "days_apart": 13,
        "questions": ["周六孩子们都要上什么课？", "周六上午和下午分别要送谁去哪？"],
    },
    {
        "id": "chewei-317-371-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "我家车位在地下二层，317号。",
        "second": "物业新给老公分了个带充电桩的车位，371号，也在负二层。",
        "days_apart": 35,
        "questions": ["我们家的两个车位分别是几号？", "油车和电车各停在哪个车位？"],
    },
    {
        "id": "gongjiao-518-581-zh-15",
        "lang": "zh",
        "kind": "lookalike",
        "first": "下雨天我不开车，坐518路公交去光谷。",
        "second": "小满每天坐581路去学校，月票是我在武汉通上充的。",
        "days_apart": 22,
        "questions": ["我和小满分别坐几路公交？", "我和小满坐的公交车各是哪一路？"],
    },
    # ---------------------------------------------------------------- Chinese: parallel
    {
        "id": "a-o-xuexing-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我是A型血。",
        "second": "老公是O型血，献血车一来他就去献。",
        "days_apart": 46,
        "questions": ["我和老公各是什么血型？", "我们两口子的血型分别是什么？"],
    },
    {
        "id": "zhangfu-liangjian-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "老公在武汉港务集团当调度，经常要值夜班。",
        "second": "老公是孝感人，最爱喝孝感米酒。",
        "days_apart": 62,
        "questions": ["关于我老公你都知道些什么？", "我老公做什么工作、老家是哪里的？"],
    },
    {
        "id": "yichang-xiaogan-laoren-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸妈住在宜昌的夷陵区。",
        "second": "公婆一直住在孝感城区，离老公以前的中学不远。",
        "days_apart": 80,
        "questions": ["我爸妈和公婆分别住在哪？", "两边的老人都在哪个城市？"],
    },
    {
        "id": "biancheng-youyong-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "小满每周日上午学机器人编程。",
        "second": "朵朵周日下午在洪山体育馆学游泳。",
        "days_apart": 25,
        "questions": ["两个孩子周日各学什么？", "周日上午和下午要分别送谁去上什么课？"],
    },
    {
        "id": "jidan-xianggu-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "朵朵一吃鸡蛋就肚子疼，连蛋糕都得挑。",
        "second": "小满不吃香菇，三鲜豆皮里的香菇丁他都要一粒粒挑出来。",
        "days_apart": 34,
        "questions": ["朵朵和小满各有什么不吃的？", "给两个孩子做饭要避开哪些东西？"],
    },
    {
        "id": "sanguang-seruo-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我有两百度散光，晚上开车看路灯有重影。",
        "second": "老公是红绿色弱，考驾照体检时差点没过。",
        "days_apart": 53,
        "questions": ["我和老公的眼睛各有什么毛病？", "我们俩视力上分别有什么问题？"],
    },
    {
        "id": "huawei-xiaomi-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我手机是公司发的华为Mate60，两张卡都插在上面。",
        "second": "老公用小米14，说是拍照好看。",
        "days_apart": 18,
        "questions": ["我和老公各用什么手机？", "我们俩的手机分别是什么牌子的？"],
    },
    {
        "id": "wuda-huake-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我本科是在武汉大学读的日语。",
        "second": "老公是华中科技大学船舶与海洋工程专业的。",
        "days_apart": 85,
        "questions": ["我和老公分别是哪个大学毕业的？", "我们两口子大学学的什么专业？"],
    },
    {
        "id": "jie-xiaogu-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我姐在深圳做外贸，一年回来一两次。",
        "second": "老公他妹在孝感一所幼儿园当老师。",
        "days_apart": 57,
        "questions": ["我姐和小姑子分别在哪里、做什么？", "两边的姐妹都干什么工作？"],
    },
    {
        "id": "fagongzi-ri-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我们公司每月10号发工资。",
        "second": "老公单位是每月15号发工资。",
        "days_apart": 20,
        "questions": ["我和老公每个月几号发工资？", "我们俩的发薪日分别是哪天？"],
    },
    {
        "id": "xishui-nainai-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我奶奶住在黄冈浠水，今年八十五了。",
        "second": "奶奶每年腊月都自己灌香肠、腌腊鱼，给我们寄一大箱过来。",
        "days_apart": 69,
        "questions": ["关于我奶奶你都知道什么？", "奶奶住在哪儿、平时给我们寄些什么？"],
    },
    {
        "id": "gezhouba-laoshi-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我爸退休前在葛洲坝电厂当电工。",
        "second": "我妈以前在宜昌一所小学教语文，去年刚退。",
        "days_apart": 77,
        "questions": ["我爸妈退休前都是干什么的？", "我爸和我妈以前各在哪里上班？"],
    },
    {
        "id": "yatao-huanya-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "小满在戴隐形牙套，每两个月去复诊一次。",
        "second": "朵朵正在换牙，门牙已经掉了两颗。",
        "days_apart": 31,
        "questions": ["两个孩子的牙齿都是什么情况？", "小满和朵朵的牙各有什么事？"],
    },
    {
        "id": "tijian-wenti-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "我体检查出有乳腺结节，三类，医生让半年复查一次。",
        "second": "老公尿酸五百多，医生让他少喝啤酒少吃海鲜。",
        "days_apart": 42,
        "questions": ["我和老公体检都查出了什么问题？", "我们俩身体上分别要注意什么？"],
    },
    {
        "id": "duimen-louxia-zh-15",
        "lang": "zh",
        "kind": "parallel",
        "first": "对门的李阿姨平时帮我们收快递。",
        "second": "楼下徐老师家放着我们家的备用钥匙。",
        "days_apart": 39,
        "questions": ["邻居们都帮我们做些什么？", "谁帮我们收快递、谁那儿有备用钥匙？"],
    },
    # ---------------------------------------------------------------- Chinese: event
    {
        "id": "wuda-yinghua-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "三月带朵朵去武大看樱花，人挤人，拍的照片全是后脑勺。",
        "second": "第二年又去武大看了一回樱花，这次请假挑工作日去的，人少多了。",
        "days_apart": 365,
        "questions": ["我去武大看过几次樱花？", "每次去武大看樱花是什么情形？"],
    },
    {
        "id": "hanma-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "第一次跑汉马半程，两小时零五分跑完。",
        "second": "今年又跑了一次汉马，半程跑进了一小时五十。",
        "days_apart": 365,
        "questions": ["我跑过几次汉马？", "我每次跑汉马的成绩是多少？"],
    },
    {
        "id": "liangjiang-yeyou-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "带我爸妈坐了一次两江游览的夜游船，看了灯光秀。",
        "second": "公婆来武汉，又带他们坐了一回两江夜游。",
        "days_apart": 92,
        "questions": ["我坐过几次两江夜游？", "每次坐两江游船都带了谁？"],
    },
    {
        "id": "xiaoman-waijiao-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "小满打篮球崴了左脚，在家歇了半个月。",
        "second": "又崴了一次，这回是体育课跳远，右脚踝肿得像馒头。",
        "days_apart": 64,
        "questions": ["小满崴过几次脚？", "小满每次是怎么崴的脚、伤在哪边？"],
    },
    {
        "id": "waimai-songcuo-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "外卖小哥把我点的热干面送到隔壁单元去了。",
        "second": "又送错了一回，这次奶茶被送到了楼上1502。",
        "days_apart": 15,
        "questions": ["我的外卖送错过几次？", "每次外卖送错都送到哪去了？"],
    },
    {
        "id": "reshuiqi-huaile-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "冬至那天热水器坏了，全家去澡堂子洗的澡。",
        "second": "热水器又坏了，这回是点火器的问题，师傅上门修花了两百块。",
        "days_apart": 49,
        "questions": ["家里热水器坏过几次？", "热水器每次坏了是怎么解决的？"],
    },
    {
        "id": "shennongjia-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "暑假带孩子去神农架避暑，在木鱼镇住了五天。",
        "second": "冬天又去了一趟神农架滑雪，这回住在大九湖。",
        "days_apart": 150,
        "questions": ["我们去过几次神农架？", "每次去神农架住哪儿、干了什么？"],
    },
    {
        "id": "xue-zhiqian-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "去体育中心看了薛之谦的演唱会，跟闺蜜小韩一起。",
        "second": "又看了一场薛之谦，这回是跟老公去长沙看的。",
        "days_apart": 180,
        "questions": ["我看过几场薛之谦的演唱会？", "两场薛之谦分别是在哪、跟谁一起看的？"],
    },
    {
        "id": "huanlegu-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "六一带朵朵去了欢乐谷，她第一次坐过山车吓哭了。",
        "second": "国庆又去了趟欢乐谷，这回小满也去了，玩到晚上看烟花。",
        "days_apart": 122,
        "questions": ["我们去过几次欢乐谷？", "每次去欢乐谷都发生了些什么？"],
    },
    {
        "id": "loushang-loushui-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "楼上洗衣机水管爆了，水渗到我们卫生间天花板上。",
        "second": "楼上又漏水了，这次把我们卧室的墙皮泡掉一大块。",
        "days_apart": 73,
        "questions": ["楼上漏水漏到我家过几次？", "每次楼上漏水都把我们哪里弄坏了？"],
    },
    {
        "id": "shuxue-jingsai-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "小满参加区里的数学竞赛拿了二等奖。",
        "second": "这回市里的数学竞赛，小满又拿了个一等奖。",
        "days_apart": 110,
        "questions": ["小满数学竞赛得过几次奖？", "小满每次比赛拿的是什么奖？"],
    },
    {
        "id": "meiyu-fameng-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "梅雨季衣柜里的皮鞋全长了白毛。",
        "second": "今年梅雨又发霉了，这回是朵朵的毛绒玩具。",
        "days_apart": 365,
        "questions": ["家里梅雨季发过几次霉？", "每次发霉的都是什么东西？"],
    },
    {
        "id": "zhangjiajie-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "五一去张家界爬了天门山，小满恐高不敢走玻璃栈道。",
        "second": "又去了一次张家界，这回是公司团建，坐了百龙天梯。",
        "days_apart": 160,
        "questions": ["我去过几次张家界？", "每次去张家界是跟谁去的、玩了什么？"],
    },
    {
        "id": "hangban-yanwu-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "老公去上海出差，航班延误了四个小时。",
        "second": "他去厦门出差又碰上延误，这次干脆取消了，改坐高铁回来的。",
        "days_apart": 55,
        "questions": ["老公出差碰到过几次航班出问题？", "老公出差去哪儿的时候航班出了状况？"],
    },
    {
        "id": "paozhen-yanxiayan-zh-15",
        "lang": "zh",
        "kind": "event",
        "first": "朵朵得了疱疹性咽峡炎，烧到三十九度五，喉咙疼得不肯吃饭。",
        "second": "班上又流行疱疹性咽峡炎，朵朵又中招了，这次烧了三天。",
        "days_apart": 41,
        "questions": ["朵朵得过几次疱疹性咽峡炎？", "朵朵每次得病都是什么症状？"],
    },
]
