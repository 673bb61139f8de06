"""Held-out pairs of a current fact and a later, unrealised change of it, both true at once
(`python -m bench.distinct_facts --set plans`, once registered).

Written 2026-12-06 by a helper session (s19) that read none of the engine's code, rules or
lexicons (judge, cues, tokenizer, extraction, merging), none of the tests and none of the bench
code: of bench/data/ it listed the directory and read distinct_facts_heldout13.py in full (its
docstring, its structure, field names, value types and question conventions, for the format), and
read no other data file. The other distinct_facts_*.py were only imported by a checker script
(notes/s19/check_plans.py) to list their ids, so that none is reused; their texts were not looked
at. Nothing under core/, server/, tests/ or clients/ was read, nor any bench/*.py script, nor any
file named for judges, lexicons, cues, rules, tokenizers, extraction or merging, and neither the
engine nor the benchmark was run. Written blind. Not to be tuned on; whoever tunes on it writes a
new set and says so. Run it once.

What it tests. The first text of a pair is a current fact about the user or a family member ("I
drive a 2012 Honda Civic", "我手机是华为Mate 60"). The second, told `days_apart` days later, is
about a change of that same fact that has not happened and may never happen: a plan, a wish or
dream, something being weighed, a conditional, a question to the assistant, or something pending
(an interview, a waiting list, a deposit, a trial, a doctor's suggestion). The first is still
true and must not be replaced, updated or marked superseded by the second; the second is true too
(the plan, wish or application exists) and must stay recallable. A memory system that treats the
second as an update has got the user's present state wrong; one that drops it has lost the plan.
The first question of each pair asks about the current state only (its answer is the first text,
not the second); the second question asks about both, so a full answer needs both. Unlike
heldout13, then, the first question is answered by one statement, and answering it with the
second is the error the set looks for. No FILLER here: the bench uses distinct_facts_dev.py's.

72 pairs, 36 in English and 36 in Chinese, 6 of each kind per language; ids end in -p19. The
English pairs are about a family in Lawrenceville, Pittsburgh: the user (a paralegal at Ortiz &
Bell), partner Dev (a line cook), daughter Nora, Pickles the cat, parents in Erie, sister Kayla in
Austin, Grandma June in Shadyside. The Chinese pairs are written for Chinese speakers, not
translated from the English: a family in 成都 (the user is a 产品经理 at 腾讯 in 天府软件园, 老公
teaches PE at 七中育才, 儿子乐乐 is in 二年级, 汤圆 the cat, 婆婆 from 自贡, 我妈 and 外婆 in 绵阳,
我弟 in 深圳). Each fact slot is used once per language, so no first text contradicts another.

Topics: home, phone, gym, diet, commute, partner's job, car, job title, pets, language studied,
hobby, relationship or hair, a parent's job and home, bank, doctor or dentist, internet or
broadband, a child's sport, school and lessons, work schedule, a sibling's city, savings,
eyesight, a grandparent's or mother-in-law's home, the partner's vehicle or smoking, phone
carrier, running, cat food, meal kit or tutoring, coffee, employer, a parent's car or job,
medication, 户口, a budgeting or music app.

Wording. Chat style, with contractions, slang and fragments ("Ugh I want a Rivian SO bad",
"Pixie cut, yes or no??", "鸡胸肉真的吃吐了", "信号会不会很拉胯啊"). Cue words vary and no
phrase pattern is used more than three times per language; several second texts carry no cue
word at all and are unrealised only in context ("Mom put a $500 deposit on a Prius", "Nora's
#14 on the waitlist for the Montessori magnet", "成都落户的材料交上去了", "移动的客户经理天天
打电话说送机顶盒"). Some second texts name only the new value, not the old one. No statement has
a difflib ratio above 0.7 to another statement of the same language outside its pair.

kind
  plan         an intention or decision to make the change later ("Next month it's the 54 bus
               for me", "老公说寒假一过就递辞职信")
  wish         wanting, hoping, dreaming ("I'm dying for a corgi", "做梦都想换台理想L6")
  considering  thinking about, weighing, looking into, debating ("Kinda weighing whether to find
               a new PCP", "最近在琢磨要不要跳去字节")
  conditional  the change would follow an if, unless, once, the moment, assuming ("Once the truck
               hits 200k", "除非学校给他批个固定车位")
  question     the user asks the assistant for advice about making the change ("Should I switch
               to Mint Mobile?", "给汤圆换成冻干加生骨肉靠谱不？")
  pending      an application, interview, waiting list, deposit, trial or someone else's
               suggestion, not yet decided ("They said I'll hear back by Friday",
               "内分泌科医生建议改吃雷替斯试试")
"""

# ruff: noqa: RUF001

PAIRS = [  # each: the first is still true after the second, and both must stay recallable
    # ---------------------------------------------------------------- English: plan
    {
        "id": "home-city-en-p19",
        "lang": "en",
        "kind": "plan",
        "first": (
            "We're in Pittsburgh, Lawrenceville, in a skinny brick rowhouse with a yard the size "
            "of a parking spot."
        ),
        "second": (
            "Dev and I made the call last night: we're moving down to Raleigh next summer. Haven't "
            "even told the landlord yet lol."
        ),
        "days_apart": 41,
        "questions": [
            "Where do I live?",
            "Where do I live now, and where are we planning to move?",
        ],
    },
    {
        "id": "phone-en-p19",
        "lang": "en",
        "kind": "plan",
        "first": "My phone's a Pixel 7, screen's cracked in one corner but it still works fine.",
        "second": (
            "Gonna grab the new iPhone when my upgrade kicks in in March, I'm so done with Android."
        ),
        "days_apart": 23,
        "questions": [
            "What phone do I have?",
            "What phone am I using, and what do I mean to get next?",
        ],
    },
    {
        "id": "gym-en-p19",
        "lang": "en",
        "kind": "plan",
        "first": "I've got a Planet Fitness membership, I hit the one on Butler St before work.",
        "second": (
            "New year new gym: come January I'm cancelling Planet Fitness and signing up at Ascend "
            "for bouldering."
        ),
        "days_apart": 34,
        "questions": [
            "Which gym do I go to?",
            "What gym am I a member of, and which one do I plan to join?",
        ],
    },
    {
        "id": "diet-en-p19",
        "lang": "en",
        "kind": "plan",
        "first": "I've been vegetarian since sophomore year of college.",
        "second": "Going full vegan on the 1st, so this is my last week of cheese. Pray for me.",
        "days_apart": 12,
        "questions": [
            "What's my diet?",
            "How do I eat right now, and what change am I about to make?",
        ],
    },
    {
        "id": "commute-en-p19",
        "lang": "en",
        "kind": "plan",
        "first": (
            "Most days I bike to the office along the riverfront trail, takes about 25 minutes."
        ),
        "second": (
            "Next month it's the 54 bus for me, no way I'm doing that trail in December sleet."
        ),
        "days_apart": 19,
        "questions": [
            "How do I get to work?",
            "How do I commute now, and what am I switching to next month?",
        ],
    },
    {
        "id": "dev-job-en-p19",
        "lang": "en",
        "kind": "plan",
        "first": "Dev's a line cook at Apteka, works the dinner shift Wednesday through Sunday.",
        "second": (
            "Dev's putting in his notice after New Year's, he wants his own pierogi truck up and "
            "running by spring."
        ),
        "days_apart": 57,
        "questions": [
            "What does Dev do for work?",
            "Where does Dev work, and what is he planning to do instead?",
        ],
    },
    # ---------------------------------------------------------------- English: wish
    {
        "id": "car-en-p19",
        "lang": "en",
        "kind": "wish",
        "first": "I drive a 2012 Honda Civic, 180k miles and the AC's been dead since July.",
        "second": "Ugh I want a Rivian SO bad. Someday, when I'm rich lol.",
        "days_apart": 28,
        "questions": [
            "What car do I drive?",
            "What car do I have, and what would I love to drive?",
        ],
    },
    {
        "id": "job-title-en-p19",
        "lang": "en",
        "kind": "wish",
        "first": "I'm a paralegal, nine years now, mostly immigration cases.",
        "second": (
            "Real talk, my dream is still law school. I wanna be the one arguing the case, not the "
            "one formatting the filings at midnight."
        ),
        "days_apart": 66,
        "questions": [
            "What's my job?",
            "What do I do for a living, and what's my dream career?",
        ],
    },
    {
        "id": "pets-en-p19",
        "lang": "en",
        "kind": "wish",
        "first": (
            "We've got one cat, Pickles, a grumpy orange tabby who hates everyone except Nora."
        ),
        "second": "I'm dying for a corgi. Dev says one animal is plenty but a girl can dream.",
        "days_apart": 37,
        "questions": [
            "What pets do we have?",
            "What animals live with us, and which one do I want?",
        ],
    },
    {
        "id": "language-en-p19",
        "lang": "en",
        "kind": "wish",
        "first": "I'm learning Japanese on Duolingo, 212-day streak and counting.",
        "second": "Tbh I wish I'd picked Korean instead, half of what I watch is K-dramas anyway.",
        "days_apart": 45,
        "questions": [
            "Which language am I studying?",
            "What language am I learning, and which one do I wish I'd chosen?",
        ],
    },
    {
        "id": "hobby-en-p19",
        "lang": "en",
        "kind": "wish",
        "first": (
            "Pottery's my thing right now, Tuesday night wheel class at the community studio in "
            "Garfield."
        ),
        "second": (
            "Lately I keep daydreaming about woodworking. A little shop of my own in the garage = "
            "heaven."
        ),
        "days_apart": 52,
        "questions": [
            "What's my hobby?",
            "What hobby do I do now, and what would I like to get into?",
        ],
    },
    {
        "id": "relationship-en-p19",
        "lang": "en",
        "kind": "wish",
        "first": "Dev and I aren't married, we've been together eight years.",
        "second": "Would love a proposal from Dev this Christmas. Not holding my breath tho.",
        "days_apart": 73,
        "questions": [
            "Are Dev and I married?",
            "What's my relationship status with Dev, and what am I hoping for?",
        ],
    },
    # ---------------------------------------------------------------- English: considering
    {
        "id": "mom-job-en-p19",
        "lang": "en",
        "kind": "considering",
        "first": "Mom's an ER nurse at Saint Vincent in Erie.",
        "second": (
            "Mom's floating the idea of retiring early next year, says the night shifts are "
            "wrecking her back."
        ),
        "days_apart": 48,
        "questions": [
            "What does my mom do?",
            "What's Mom's job, and what is she thinking about doing?",
        ],
    },
    {
        "id": "bank-en-p19",
        "lang": "en",
        "kind": "considering",
        "first": "My checking account and my credit card are both with PNC.",
        "second": (
            "Been looking into moving my checking over to Clearview, the credit union. PNC's "
            "overdraft fees are straight-up robbery."
        ),
        "days_apart": 31,
        "questions": [
            "Which bank do I use?",
            "Where's my checking account, and where might I move it?",
        ],
    },
    {
        "id": "pcp-en-p19",
        "lang": "en",
        "kind": "considering",
        "first": "My primary care doctor is Dr. Okafor at the AHN clinic in Lawrenceville.",
        "second": (
            "Kinda weighing whether to find a new PCP, Dr. Okafor is always running like an hour "
            "behind."
        ),
        "days_apart": 26,
        "questions": [
            "Who's my primary care doctor?",
            "Who is my PCP, and am I thinking of changing?",
        ],
    },
    {
        "id": "parents-home-en-p19",
        "lang": "en",
        "kind": "considering",
        "first": "My parents still live in Erie, in the house I grew up in on West 26th.",
        "second": (
            "Dad keeps saying they might sell up and retire to Myrtle Beach. Mom's not sold on it."
        ),
        "days_apart": 60,
        "questions": [
            "Where do my parents live?",
            "Where do my parents live, and where might they move?",
        ],
    },
    {
        "id": "internet-en-p19",
        "lang": "en",
        "kind": "considering",
        "first": "Our internet's Xfinity, the 400 meg plan.",
        "second": (
            "Maybe Verizon Fios? Comparing prices this week because Xfinity just hiked us again."
        ),
        "days_apart": 15,
        "questions": [
            "Who's our internet provider?",
            "Which internet company do we use, and what are we comparing it with?",
        ],
    },
    {
        "id": "nora-sport-en-p19",
        "lang": "en",
        "kind": "considering",
        "first": "Nora swims with the Shadyside Sharks, practice five mornings a week.",
        "second": (
            "We're kinda debating pulling Nora out of swim and letting her try soccer, she seems "
            "totally burnt out."
        ),
        "days_apart": 39,
        "questions": [
            "What sport does Nora do?",
            "What sport is Nora in, and what might she switch to?",
        ],
    },
    # ---------------------------------------------------------------- English: conditional
    {
        "id": "work-week-en-p19",
        "lang": "en",
        "kind": "conditional",
        "first": "I work four days a week, Fridays are my day off.",
        "second": "If the partners make us go back to five days, I'm out. I'll go freelance.",
        "days_apart": 22,
        "questions": [
            "How many days a week do I work?",
            "What's my work schedule, and what would make me quit?",
        ],
    },
    {
        "id": "sister-en-p19",
        "lang": "en",
        "kind": "conditional",
        "first": "My sister Kayla lives in Austin, she's been there since 2016.",
        "second": (
            "Kayla says unless she gets that promotion by summer she's packing up and coming back "
            "to Pittsburgh."
        ),
        "days_apart": 55,
        "questions": [
            "Where does my sister live?",
            "Where does Kayla live, and what might make her move?",
        ],
    },
    {
        "id": "savings-en-p19",
        "lang": "en",
        "kind": "conditional",
        "first": "Our emergency fund sits in a Marcus high-yield savings account.",
        "second": "The moment the rate drops under 4% I'm moving all of it into an index fund.",
        "days_apart": 44,
        "questions": [
            "Where do we keep our emergency fund?",
            "Where is our emergency fund kept, and when would I move it?",
        ],
    },
    {
        "id": "eyesight-en-p19",
        "lang": "en",
        "kind": "conditional",
        "first": "I wear glasses, -5.5 in both eyes, basically blind without them.",
        "second": "Assuming the new insurance covers LASIK, I'm booking it for spring.",
        "days_apart": 30,
        "questions": [
            "Do I wear glasses?",
            "How do I correct my eyesight now, and what might I do about it?",
        ],
    },
    {
        "id": "grandma-en-p19",
        "lang": "en",
        "kind": "conditional",
        "first": "Grandma June lives on her own in an apartment in Shadyside, she's 91.",
        "second": (
            "Grandma June's doctor says if her balance doesn't get better she'll have to move into "
            "assisted living by fall."
        ),
        "days_apart": 63,
        "questions": [
            "Where does Grandma June live?",
            "What are Grandma June's living arrangements, and what might change?",
        ],
    },
    {
        "id": "dev-truck-en-p19",
        "lang": "en",
        "kind": "conditional",
        "first": "Dev drives an old F-150, a 2009, rust everywhere.",
        "second": "Once the truck hits 200k Dev swears he'll finally trade it in for a hybrid.",
        "days_apart": 36,
        "questions": [
            "What does Dev drive?",
            "What's Dev's vehicle, and when would he replace it?",
        ],
    },
    # ---------------------------------------------------------------- English: question
    {
        "id": "carrier-en-p19",
        "lang": "en",
        "kind": "question",
        "first": "I'm on T-Mobile, unlimited plan, $70 a month.",
        "second": (
            "Should I switch to Mint Mobile? Is the coverage actually decent around western PA?"
        ),
        "days_apart": 17,
        "questions": [
            "Which phone carrier am I with?",
            "What carrier am I on, and what am I asking about switching to?",
        ],
    },
    {
        "id": "running-en-p19",
        "lang": "en",
        "kind": "question",
        "first": "I run three times a week, mostly 5Ks around Arsenal Park.",
        "second": (
            "My knees are killing me. Would swapping the runs for swimming laps be smarter? What "
            "do you think?"
        ),
        "days_apart": 29,
        "questions": [
            "What exercise do I do?",
            "How do I exercise now, and what am I asking about switching to?",
        ],
    },
    {
        "id": "cat-food-en-p19",
        "lang": "en",
        "kind": "question",
        "first": "Pickles eats Fancy Feast pâté, twice a day.",
        "second": (
            "Is raw food actually better for cats or is that just a TikTok thing? thinking of "
            "moving Pickles over"
        ),
        "days_apart": 20,
        "questions": [
            "What does Pickles eat?",
            "What food is Pickles on, and what am I wondering about?",
        ],
    },
    {
        "id": "hair-en-p19",
        "lang": "en",
        "kind": "question",
        "first": "I've had long hair basically my whole life, it's down to my waist now.",
        "second": "Pixie cut, yes or no?? Talk me into it or out of it pls",
        "days_apart": 9,
        "questions": [
            "How long is my hair?",
            "What's my hair like now, and what cut am I asking about?",
        ],
    },
    {
        "id": "nora-piano-en-p19",
        "lang": "en",
        "kind": "question",
        "first": "Nora takes piano lessons with Mrs. Kowalski on Thursdays.",
        "second": (
            "At what point do you let a kid quit? Nora wants to drop piano for guitar, she's "
            "miserable at every lesson."
        ),
        "days_apart": 47,
        "questions": [
            "What instrument does Nora study?",
            "What lessons does Nora take, and what does she want to switch to?",
        ],
    },
    {
        "id": "meal-kit-en-p19",
        "lang": "en",
        "kind": "question",
        "first": "We get HelloFresh every week, three meals for two people.",
        "second": (
            "Would it be cheaper to ditch HelloFresh and just do an Aldi run on Sundays? help me "
            "do the math"
        ),
        "days_apart": 25,
        "questions": [
            "Do we use a meal kit service?",
            "What meal kit do we get, and what am I asking about replacing it with?",
        ],
    },
    # ---------------------------------------------------------------- English: pending
    {
        "id": "employer-en-p19",
        "lang": "en",
        "kind": "pending",
        "first": "I work at Ortiz & Bell, the little immigration firm on Grant Street.",
        "second": (
            "Final round with K&L Gates went great this morning?? They said I'll hear back by "
            "Friday, trying not to get my hopes up."
        ),
        "days_apart": 70,
        "questions": [
            "Where do I work?",
            "Which firm do I work at, and where am I waiting to hear back from?",
        ],
    },
    {
        "id": "nora-school-en-p19",
        "lang": "en",
        "kind": "pending",
        "first": "Nora's in 4th grade at Arsenal Elementary, five minutes' walk from us.",
        "second": (
            "Nora's #14 on the waitlist for the Montessori magnet, they won't tell us anything "
            "till June."
        ),
        "days_apart": 50,
        "questions": [
            "What school does Nora go to?",
            "Where is Nora in school, and which school is she waitlisted for?",
        ],
    },
    {
        "id": "dad-heart-en-p19",
        "lang": "en",
        "kind": "pending",
        "first": "Dad sees Dr. Patel at UPMC Hamot for his heart stuff.",
        "second": (
            "Dr. Patel floated moving Dad's care over to the Cleveland Clinic. Nothing's decided, "
            "they're waiting on his stress test."
        ),
        "days_apart": 42,
        "questions": [
            "Who is my dad's heart doctor?",
            "Who treats Dad's heart now, and what change has been suggested?",
        ],
    },
    {
        "id": "mom-car-en-p19",
        "lang": "en",
        "kind": "pending",
        "first": "Mom drives a white Buick Encore.",
        "second": (
            "Mom put a $500 deposit on a Prius, dealer says it could be three months before one "
            "comes in."
        ),
        "days_apart": 33,
        "questions": [
            "What does my mom drive?",
            "What car does Mom have, and which one is she waiting on?",
        ],
    },
    {
        "id": "meds-en-p19",
        "lang": "en",
        "kind": "pending",
        "first": "I'm on Zoloft, 50mg every morning.",
        "second": (
            "My psychiatrist brought up maybe switching me to Wellbutrin, we're gonna decide at my "
            "next appointment in two weeks."
        ),
        "days_apart": 58,
        "questions": [
            "What medication am I on?",
            "What antidepressant do I take, and what has been suggested?",
        ],
    },
    {
        "id": "budget-app-en-p19",
        "lang": "en",
        "kind": "pending",
        "first": "I do our budget in YNAB, been using it for like four years.",
        "second": (
            "Trying out Monarch on the free trial. Haven't decided whether it's worth switching, "
            "still got 9 days left."
        ),
        "days_apart": 11,
        "questions": [
            "What app do I budget with?",
            "Which budgeting app do I use, and which one am I trying?",
        ],
    },
    # ---------------------------------------------------------------- Chinese: plan
    {
        "id": "home-zh-p19",
        "lang": "zh",
        "kind": "plan",
        "first": "我们一家现在租房住，就在天府三街地铁站旁边的小区。",
        "second": "定了，明年在天府新区麓湖那边买套二手房搬过去，首付凑得差不多了。",
        "days_apart": 46,
        "questions": ["我现在住在哪？", "我们现在住哪，之后准备搬去哪？"],
    },
    {
        "id": "phone-zh-p19",
        "lang": "zh",
        "kind": "plan",
        "first": "我手机是华为Mate 60，用了快两年。",
        "second": "等双十一我要入一台小米15 Ultra，主要是拍照香。",
        "days_apart": 21,
        "questions": ["我现在用的什么手机？", "我手上是什么手机，打算换成哪款？"],
    },
    {
        "id": "gym-zh-p19",
        "lang": "zh",
        "kind": "plan",
        "first": "我在乐刻办的月卡，一般下了班去练一个钟头。",
        "second": "下个月卡到期就不续了，准备跟同事转战羽毛球馆。",
        "days_apart": 27,
        "questions": ["我在哪健身？", "我现在在哪练，之后打算改成什么运动？"],
    },
    {
        "id": "diet-zh-p19",
        "lang": "zh",
        "kind": "plan",
        "first": "最近在控碳水，晚饭基本不碰米饭面条。",
        "second": "鸡胸肉真的吃吐了，下礼拜一开始我就不控了，该吃吃该喝喝。",
        "days_apart": 14,
        "questions": ["我现在饮食上有什么讲究？", "我现在怎么吃饭，打算什么时候改？"],
    },
    {
        "id": "commute-zh-p19",
        "lang": "zh",
        "kind": "plan",
        "first": "我每天坐地铁1号线去软件园上班，单程四十分钟。",
        "second": "下个月打算提台雅迪电驴，骑车上班能省二十来分钟。",
        "days_apart": 18,
        "questions": ["我平时怎么去上班？", "我现在通勤靠什么，之后准备换成什么？"],
    },
    {
        "id": "husband-job-zh-p19",
        "lang": "zh",
        "kind": "plan",
        "first": "老公在七中育才当体育老师，带初二的篮球队。",
        "second": "老公说寒假一过就递辞职信，出来自己开个少儿篮球培训班。",
        "days_apart": 53,
        "questions": ["我老公是做什么工作的？", "老公现在在哪上班，他下一步有什么打算？"],
    },
    # ---------------------------------------------------------------- Chinese: wish
    {
        "id": "car-zh-p19",
        "lang": "zh",
        "kind": "wish",
        "first": "我开的是一台二手大众朗逸，一五年的。",
        "second": "做梦都想换台理想L6，一家人出去自驾也宽敞。",
        "days_apart": 32,
        "questions": ["我开的什么车？", "我现在开什么车，最想换成什么？"],
    },
    {
        "id": "job-title-zh-p19",
        "lang": "zh",
        "kind": "wish",
        "first": "我在公司是产品经理，手底下带两个实习生。",
        "second": "啥时候能熬到总监就好了，不用天天被老板喊去改需求。",
        "days_apart": 61,
        "questions": ["我现在是什么职位？", "我现在做什么岗位，心里最想升到哪一级？"],
    },
    {
        "id": "pets-zh-p19",
        "lang": "zh",
        "kind": "wish",
        "first": "家里就一只英短蓝猫，叫汤圆，胖得像个球。",
        "second": "好想再养只边牧啊，可惜老公死活不松口。",
        "days_apart": 35,
        "questions": ["我家养了什么宠物？", "家里现在有哪些宠物，我还想养什么？"],
    },
    {
        "id": "language-zh-p19",
        "lang": "zh",
        "kind": "wish",
        "first": "我在B站跟着视频学粤语，想听懂TVB原声。",
        "second": "其实我心里更想学法语，梦想是哪天去巴黎耍能跟人聊两句。",
        "days_apart": 43,
        "questions": ["我现在在学什么语言？", "我在学哪种语言，又一直想学哪种？"],
    },
    {
        "id": "hobby-zh-p19",
        "lang": "zh",
        "kind": "wish",
        "first": "晚上追剧的时候我就钩毛线，钩了一堆小玩偶。",
        "second": "一直惦记着学古筝，小时候没学成，到现在都放不下。",
        "days_apart": 49,
        "questions": ["我平时有什么爱好？", "我现在的爱好是什么，还想学什么？"],
    },
    {
        "id": "hair-zh-p19",
        "lang": "zh",
        "kind": "wish",
        "first": "我一直是黑长直，从高中留到现在。",
        "second": "好想去染个奶茶色哦，就怕部门领导说我不稳重。",
        "days_apart": 16,
        "questions": ["我现在头发什么样？", "我现在是什么发型，想把头发弄成什么样？"],
    },
    # ---------------------------------------------------------------- Chinese: considering
    {
        "id": "employer-zh-p19",
        "lang": "zh",
        "kind": "considering",
        "first": "我在天府软件园的腾讯上班，做游戏那块的。",
        "second": "最近在琢磨要不要跳去字节，猎头说那边的包能多三成。",
        "days_apart": 58,
        "questions": ["我在哪家公司上班？", "我现在在哪上班，在考虑去哪家？"],
    },
    {
        "id": "bank-zh-p19",
        "lang": "zh",
        "kind": "considering",
        "first": "工资卡和信用卡都是招商银行的。",
        "second": "在考虑把工资卡换到成都银行去，听说那边存款利息高一点。",
        "days_apart": 24,
        "questions": ["我用的是哪家银行？", "我的工资卡在哪家银行，想转到哪家？"],
    },
    {
        "id": "dentist-zh-p19",
        "lang": "zh",
        "kind": "considering",
        "first": "我看牙一直在华西口腔，挂的是李医生的号。",
        "second": "李医生的号太难抢了，我在想要不要干脆换去小区门口的私立诊所。",
        "days_apart": 38,
        "questions": ["我看牙找的哪位医生？", "我现在在哪看牙，在犹豫换去哪？"],
    },
    {
        "id": "mum-home-zh-p19",
        "lang": "zh",
        "kind": "considering",
        "first": "我妈一个人住在绵阳老城区，七楼，没电梯。",
        "second": "我妈最近老念叨，说把老房子卖了换个带电梯的，还拿不定主意。",
        "days_apart": 67,
        "questions": ["我妈住在哪？", "我妈现在住哪，她在考虑换成什么样的房子？"],
    },
    {
        "id": "broadband-zh-p19",
        "lang": "zh",
        "kind": "considering",
        "first": "家里宽带是电信的，三百兆。",
        "second": "移动的客户经理天天打电话说送机顶盒，我有点动心想换。",
        "days_apart": 13,
        "questions": ["家里的宽带是哪家的？", "家里现在用哪家宽带，哪家在拉我换？"],
    },
    {
        "id": "son-sport-zh-p19",
        "lang": "zh",
        "kind": "considering",
        "first": "乐乐周末学跆拳道，已经考到黄绿带了。",
        "second": "我跟老公还在纠结，跆拳道要不要停了让他改学游泳，教练说他上课老走神。",
        "days_apart": 40,
        "questions": ["乐乐周末学什么？", "乐乐现在学什么运动，我们在考虑给他换成什么？"],
    },
    # ---------------------------------------------------------------- Chinese: conditional
    {
        "id": "wfh-zh-p19",
        "lang": "zh",
        "kind": "conditional",
        "first": "我们组每周二和周四可以居家办公。",
        "second": "要是明年公司把居家办公取消了，我就认真找个离家近的工作。",
        "days_apart": 29,
        "questions": ["我每周哪几天能在家办公？", "我现在的上班安排是什么，什么情况下我会换工作？"],
    },
    {
        "id": "brother-zh-p19",
        "lang": "zh",
        "kind": "conditional",
        "first": "我弟在深圳南山做程序员，干了五年了。",
        "second": "我弟放话了，今年再不涨工资，过完年就回成都发展。",
        "days_apart": 54,
        "questions": ["我弟在哪工作？", "我弟现在在哪，什么情况下会回成都？"],
    },
    {
        "id": "savings-zh-p19",
        "lang": "zh",
        "kind": "conditional",
        "first": "我手头的闲钱大部分都放在余额宝里。",
        "second": "存款利率一旦再降，我就把钱挪去买国债。",
        "days_apart": 44,
        "questions": ["我的闲钱放在哪？", "我的钱现在放哪，什么时候会挪走？"],
    },
    {
        "id": "eyesight-zh-p19",
        "lang": "zh",
        "kind": "conditional",
        "first": "我近视六百度，一直戴框架眼镜。",
        "second": "年终奖发下来如果够数，我就去华厦眼科做全飞秒。",
        "days_apart": 31,
        "questions": ["我戴眼镜吗？", "我现在怎么矫正视力，什么情况下会去做手术？"],
    },
    {
        "id": "mil-zh-p19",
        "lang": "zh",
        "kind": "conditional",
        "first": "婆婆住在我们家，帮忙接送乐乐、做饭。",
        "second": "婆婆说了，只要乐乐能自己上下学，她就回自贡老家。",
        "days_apart": 70,
        "questions": ["婆婆现在住在哪？", "婆婆现在跟谁住，什么时候会回自贡？"],
    },
    {
        "id": "husband-commute-zh-p19",
        "lang": "zh",
        "kind": "conditional",
        "first": "老公骑电瓶车上班，十分钟就到学校。",
        "second": "除非学校给他批个固定车位，不然他不会买车的。",
        "days_apart": 22,
        "questions": ["我老公怎么上班？", "老公现在骑什么上班，什么条件下才会买车？"],
    },
    # ---------------------------------------------------------------- Chinese: question
    {
        "id": "carrier-zh-p19",
        "lang": "zh",
        "kind": "question",
        "first": "我的手机号是移动的，每月套餐一百二十八。",
        "second": "我想携号转网到广电，信号会不会很拉胯啊？你帮我分析一下。",
        "days_apart": 19,
        "questions": ["我手机号是哪家运营商的？", "我现在用哪家的号，想转到哪家？"],
    },
    {
        "id": "running-zh-p19",
        "lang": "zh",
        "kind": "question",
        "first": "我每天晚上在锦城湖绕一圈，跑五公里。",
        "second": "最近膝盖有点疼，你说我是不是该把夜跑换成游泳？",
        "days_apart": 26,
        "questions": ["我每天晚上做什么锻炼？", "我晚上的锻炼是什么，我问你能不能换成什么？"],
    },
    {
        "id": "cat-food-zh-p19",
        "lang": "zh",
        "kind": "question",
        "first": "汤圆一直吃渴望的猫粮，一天两顿。",
        "second": "给汤圆换成冻干加生骨肉靠谱不？小红书上好多人在推。",
        "days_apart": 15,
        "questions": ["汤圆吃的什么猫粮？", "汤圆现在吃什么，我在问换成什么？"],
    },
    {
        "id": "smoking-zh-p19",
        "lang": "zh",
        "kind": "question",
        "first": "老公一天一包烟，抽的是娇子。",
        "second": "有没有啥办法让老公把烟戒了？先抽电子烟过渡一下行不行？",
        "days_apart": 50,
        "questions": ["我老公抽烟吗？", "老公现在抽什么烟、抽多少，我在想办法让他改成什么？"],
    },
    {
        "id": "tutoring-zh-p19",
        "lang": "zh",
        "kind": "question",
        "first": "乐乐每周三晚上在学而思上数学课。",
        "second": "学而思一学期好几千，换成一对一家教会不会更划算？你帮我算算。",
        "days_apart": 34,
        "questions": ["乐乐在哪补数学？", "乐乐的数学课在哪上，我在比较换成什么？"],
    },
    {
        "id": "coffee-zh-p19",
        "lang": "zh",
        "kind": "question",
        "first": "我每天上班前一杯瑞幸生椰拿铁，雷打不动。",
        "second": "想把咖啡戒了改喝茶，你给点建议呗，头几天会不会很难熬？",
        "days_apart": 10,
        "questions": ["我每天喝什么咖啡？", "我现在每天喝什么，我想改成喝什么？"],
    },
    # ---------------------------------------------------------------- Chinese: pending
    {
        "id": "son-school-zh-p19",
        "lang": "zh",
        "kind": "pending",
        "first": "乐乐在桐梓林小学读二年级。",
        "second": "给乐乐报了成都外国语学校的插班考，下个月才出结果。",
        "days_apart": 42,
        "questions": ["乐乐现在在哪上学？", "乐乐在哪个学校读书，报考了哪个学校？"],
    },
    {
        "id": "thyroid-zh-p19",
        "lang": "zh",
        "kind": "pending",
        "first": "我甲减，每天早上空腹吃一片优甲乐。",
        "second": "内分泌科医生建议改吃雷替斯试试，说下次复查看了指标再定。",
        "days_apart": 56,
        "questions": ["我每天吃什么药？", "我现在吃的什么药，医生建议换成什么？"],
    },
    {
        "id": "mum-job-zh-p19",
        "lang": "zh",
        "kind": "pending",
        "first": "我妈在绵阳一家红旗超市当收银员。",
        "second": "我妈去应聘了社区食堂的活儿，面试完一个礼拜了还没信儿。",
        "days_apart": 37,
        "questions": ["我妈在哪上班？", "我妈现在做什么工作，又去应聘了什么？"],
    },
    {
        "id": "hukou-zh-p19",
        "lang": "zh",
        "kind": "pending",
        "first": "我户口还在绵阳老家。",
        "second": "成都落户的材料交上去了，说审核要一个多月。",
        "days_apart": 64,
        "questions": ["我的户口在哪？", "我户口现在落在哪，在办哪里的落户？"],
    },
    {
        "id": "music-app-zh-p19",
        "lang": "zh",
        "kind": "pending",
        "first": "我听歌一直用网易云，黑胶会员续了好几年。",
        "second": "QQ音乐送了我七天试用会员，先用着看，还没决定换不换。",
        "days_apart": 12,
        "questions": ["我用哪个App听歌？", "我平时用什么听歌，在试用哪个？"],
    },
    {
        "id": "grandma-zh-p19",
        "lang": "zh",
        "kind": "pending",
        "first": "外婆现在住在绵阳一家民办养老院。",
        "second": "给外婆在公办的福利院排了号，前头还有八十几个人。",
        "days_apart": 75,
        "questions": ["外婆现在住在哪？", "外婆现在住哪，在排哪里的号？"],
    },
]
