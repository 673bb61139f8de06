"""Fresh templates of the knowledge-update benchmark, twenty-seventh generation
(for `python -m bench.knowledge_update --templates fresh27`, once it is registered there).

Written blind on 2026-12-07 (session 31) by a helper session that read exactly two things and
nothing else:
  (1) /work/main/bench/data/ku_fresh26.py in full, for the format only (its module-level names,
      field names and types, counts per attribute, correction styles and how many of each,
      placeholders, GENERIC / FILLERS sections and docstring style); none of its topics, places,
      people or wordings is reused;
  (2) the output of `grep -h '"key"' /work/main/bench/data/ku_*.py`, the attribute keys already in
      use (and the docstring lines of other files that happen to contain the word "key"), so that
      no key is reused and the topics keep away from them.
It read nothing else in the repository or the notes (no core/, server/, tests/, clients/, no
bench/*.py scripts, no other data files, no notes, nothing under /work/shared or /work/notes). It
has not been run: neither the engine nor any benchmark has seen it. The only thing done with it was
to import it next to ku_fresh26.py and compare the two structures (module-level names, types and
lengths, the keys of every entry, counts per field and per correction style, GENERIC sections and
placeholders) until they matched, and to check that no value of an attribute appears in another
attribute's wordings, in GENERIC or in FILLERS.
Run it once, do not tune on it; whoever tunes on it writes a new set and says so.
Run once at the end of session 32 (start vs end: the same answers, update top-1 .566,
control .730); spent since.

Two households, each written natively rather than translated from the other.

English: a family in Pella, Iowa, a Dutch-settled small town in the corn and soybean country
south-east of Des Moines. The user is the head cook in the elementary school kitchen; her husband
Brent is a welder at the plant, on second shift; Caleb (17) is a junior who wrestles and detassels
corn in the summer; Maisie (7) is in second grade at the school where her mother cooks; Brent's
widowed dad Gerrit farms the home place west of town; the user's widowed Mom (the kids' Grandma
Bev) lives in an apartment in Knoxville and plays bingo at the Legion. Local colour: Tulip Time and
the street scrubbing in wooden shoes, Dutch letters, the Klokkenspel, Lake Red Rock and the dam,
the sprint car races in Knoxville, Casey's and Kwik Star, Hy-Vee and Fareway, the Chronicle, the
elevator and the co-op, walking beans, detasseling, the siren test on the first Wednesday, hail,
the supper club, church suppers and the church directory, Hawkeyes games, the tax refund.

Chinese: a family in 潮州 (Guangdong). 我 keeps a 卤鹅档 in the 市场 (档口, 收档, 砧板, 冤家); 老公
works the kilns at a 陶瓷厂 in 枫溪 on rotating shifts (中班, 夜班); 儿子 is in 高二; 女儿 is in
一年级 with a 六一 show coming; 公公 (老公他爸, the kids' 阿公) lives in his 老厝 in the old town
and drinks 工夫茶 all day; 我妈 lives in a village in 饶平 and plays 麻将. Local colour: 工夫茶 and
凤凰单丛, 韩江, 广济桥 and its boats, 牌坊街, 开元寺, 西马路, 营老爷 and 拜老爷, 祠堂, 老厝 and 天井,
回南天, 台风, 潮剧, 粿 and 卤鹅, 讲古.

22 attributes that are in no other ku_*.py (checked by key against the grep), away from the topics
of those keys and of ku_fresh26.py: the son's nickname (Moose, Big Country; “黑仔”, “教授”); what
he is saving up for (a used dirt bike, a camera drone; 一辆二手鬼火, 一台拍立得); where his crowd
hangs out (the Casey's parking lot, the dam at Lake Red Rock; 网吧, 韩江边的堤顶); the sign on his
bedroom door (KEEP OUT, NO SISTERS ALLOWED; “闲人免进”, “妹妹禁止入内”); the daughter's imaginary
friend (a giraffe named Mrs Pickles, a dragon named Kevin; 一只叫年糕的小龙, 住在水缸里的青蛙王子);
what she is scared of at night (the furnace in the basement, the man on the oatmeal box; 虎姑婆,
游神时的大神像); the boy she says she will marry (her cousin Bryce, the ice cream man, Duane;
穿发光鞋的乐乐, 舞蹈班的轩轩); where she ends up sleeping (in a blanket fort in the living room, in
the bathtub with a pillow; 在地上打地铺, 在上下铺的上铺); her part in the school program (a dancing
tulip, Mother Goose; 小蘑菇, 报幕员); her party trick (counting to twenty in Dutch, burping the
alphabet; 学鹅叫, 用潮州话数到一百); the husband's facial hair (mutton chops, a horseshoe mustache;
八字胡, 一圈青胡茬), the tattoo he is planning (the Hawkeye on his shoulder, his dad's old tractor;
一尊关公, 一个“忍”字), where he naps (in the cab of his truck, on the porch swing; 档口后面的折叠床上,
楼下的摩托车上) and his midnight snack (a fried bologna sandwich, pickled herring on crackers;
白粥配菜脯, 卤鹅掌); who the grandfather is not speaking to (Marv at the co-op, his own brother Henk;
下棋的老吴, 祠堂管事的林叔) and the story he always tells (the flood of '93, the night the hog barn
burned; 六九年那场大台风, 当年在枫溪烧龙窑); the grandmother's lucky charm (a troll doll with pink
hair, a 1961 penny; 一枚铜钱, 一张平安符) and the gift she gives everybody (zucchini bread, tins of
puppy chow; 老香黄, 自己晒的鱼干); the user's nemesis at work (the custodian, Gary; 对面卖烧腊的阿强);
who has the family's ladder (the youth pastor, Josh; 对门的许老师); the next big purchase (a pontoon
boat, central air; 一台真空包装机, 楼顶加盖一层); and the user's resolution for the year (quitting
Diet Coke, learning to swim; 戒奶茶, 不吼孩子). Six slots are people or names: the son's nickname,
the imaginary friend, the daughter's pretend fiancé, the grandfather's feud, the work nemesis and
the ladder borrower. Person values carry a name or a distinctive form ("a man from church called
Lyle De Jong", "隔壁做木雕的郑师傅") so that plain words such as "the pastor" or "老师" elsewhere in
the set are not values.

Some attributes sit next to each other on purpose: the daughter's six are the same seven-year-old,
and bedtime (her fear, where she sleeps, her invisible friend) and the shows she puts on (her part
in the program, her party trick, her backyard wedding) turn up in each other's messages; the son's
four share his evenings, his money and his room; the husband's facial hair and tattoo are the same
face and arms in the same photos, and his nap and his midnight snack are the same shift work; the
grandfather's feud and his story are the same old man at the same table; the grandmother's charm
and her gift come out of the same bag; the ladder and the big purchase are the same house (the
purchase is never a ladder) and the work nemesis and the resolution are the user's own year.
The fact of one attribute stays true while the value of its neighbour changes, so a system that
lets one overwrite the other is caught out. Each attribute itself stays single-valued.

Same format as ku_fresh26.py, with the correction styles
  "cue"       a change word, no old value ("these days", "after the dual in Oskaloosa", "since he
              went onto second shift", "分完文理科", "刮完台风以后", "元宵一过", ...)
  "explicit"  the old value named as replaced ("Caleb tore down {old}", "{old} moved to Arizona for
              good", "老公把{old}刮了", "{old}退休回乡下了", ...)
  "implicit"  no change word and no old value: the new value shows up in passing, in a situation
              ("Gerrit drove the long way around to avoid {new} at the elevator",
              "音乐老师来档口买卤鹅，专门跟我说女儿演{new}演得最好")
and "plain": as in ku_fresh26.py no correction is tagged "plain"; the plain restatements are the
terse first cue line of each attribute and the "x: {new}, not {old}" explicit line. Every attribute
has three cue, three explicit and six implicit wordings per language: terse lower-case chat lines,
long rambling messages where the value is one clause among several, and situations in which the
value simply turns up, many of them told second-hand (Gerrit, Mom, the pastor, a teacher, Caleb;
公公, 我妈, 老师, 卖豆腐的阿姐, 小姑子). Corrections carry no direction words (the old and new values
are drawn at random): nothing says earlier, later, cheaper, bigger or better.

GENERIC and FILLERS are this file's own. Many GENERIC memories share words with an attribute
without stating it (nicknames read out at a wrestling banquet, a coffee can marked FREEDOM, high
schoolers on their tailgates, a sign on a stockroom door, a kindergartner's invisible friend, the
siren test, a wedding at recess, three kids in one room, a middle-school musical, a beard contest,
a sign in a tattoo shop, a man asleep in a recliner at the furniture store, two farmers who have
not spoken since 1988, an old man's story about a runaway bull, figurines on a bingo table, a
ladder borrowed from the fire station, a hot tub, the gym in January; 运动会上念外号, 存钱罐上的
“自由”, 仓库门上的告示, 不吃香菜的看不见的朋友, 滑梯底下“拜堂”, 纹身店门口的告示, 家具城里睡着的
阿伯, 九十年代起就不说话的两个老伯, 麻将桌角的小摆件, 消防队借给开元寺的梯子, 按摩浴缸, 过年的
健身房); a few are about the same family but about other things (Caleb's eleven-second pin,
Maisie's tooth in an apple, Brent's safety award, Mom's cakewalk; 儿子破了跳高纪录, 女儿啃掉门牙,
老公评上安全标兵, 我妈抽中电饭锅). Some use "now", "still", "new", "changed", "moved",
"switched", "swapped", "back", "现在", "还", "又", "换", "新", "挪", "搬" in senses that are not a
change of the user's attribute ("the gas station on the highway is under new management",
"switched trays with the other cook", "跟隔壁档口换了一把秤", "把档口的砧板挪到了左边"), so that a
memory system that matches on shared words rather than on meaning is caught out; none of them
states, or implies, a value of an attribute. Filler names, cities, dishes, snacks, shows, things
and birds are not values of any attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

FILLERS = {
    "en": {
        "friend": ["Jodi", "Kristen", "Darla", "Becky", "Shawn", "Lori", "Trent", "Heidi"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "month": ["March", "April", "June", "July", "September", "November"],
        "city": [
            "Des Moines",
            "Ames",
            "Cedar Rapids",
            "Iowa City",
            "Dubuque",
            "Ottumwa",
            "Sioux City",
        ],
        "dish": [
            "a pot roast",
            "ham balls",
            "a breaded pork tenderloin",
            "scalloped potatoes and ham",
            "goulash",
            "a loose-meat sandwich",
        ],
        "snack": [
            "a Scotcheroo",
            "a bag of Cheetos",
            "a Casey's glazed donut",
            "a handful of Chex Mix",
            "a Dutch letter",
            "a cherry Pop-Tart",
        ],
        "show": [
            "Wheel of Fortune",
            "Jeopardy!",
            "Yellowstone",
            "Survivor",
            "Fixer Upper",
            "The Price Is Right",
        ],
        "thing": [
            "the sump pump",
            "the garage door opener",
            "the water softener",
            "the ceiling fan",
            "the clothes dryer",
            "the dishwasher",
        ],
        "bird": [
            "a cardinal",
            "a pair of goldfinches",
            "a red-tailed hawk",
            "a blue jay",
            "a ring-necked pheasant",
            "a flock of starlings",
        ],
        "minutes": ["10", "20", "35", "45", "90", "110"],
        "number": ["3", "7", "11", "16", "23", "38"],
    },
    "zh": {
        "friend": ["阿娟", "秀珠", "阿英", "少华", "阿旭", "素芬", "丽纯", "阿丹"],
        "weekday": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期天"],
        "month": ["二月", "四月", "五月", "七月", "九月", "十一月"],
        "city": ["揭阳", "广州", "厦门", "梅州", "香港", "惠州", "南宁"],
        "dish": ["牛肉火锅", "蚝烙", "鱼饭", "菜脯蛋", "猪脚饭", "豆酱焗鸡"],
        "snack": ["腐乳饼", "朥饼", "春饼", "鸭母捻", "束砂", "粽球"],
        "show": [
            "《外来媳妇本地郎》",
            "《繁花》",
            "《琅琊榜》",
            "《甄嬛传》",
            "《向往的生活》",
            "《梦想改造家》",
        ],
        "thing": ["热水器", "抽油烟机", "洗衣机", "楼顶的水塔", "卷闸门", "吊扇"],
        "bird": ["一只八哥", "几只麻雀", "一只白鹭", "一只喜鹊", "一对珠颈斑鸠", "一只翠鸟"],
        "minutes": ["10", "20", "35", "45", "90", "110"],
        "number": ["3", "7", "11", "16", "23", "38"],
    },
}

GENERIC = {
    "en": [
        # look-alikes: share words with an attribute, state none
        (
            "EPISODIC",
            (
                "The wrestling coach read out every kid's nickname at the banquet and half of them "
                "were farm animals."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s boy is saving for a car and has a coffee can marked FREEDOM on his "
                "dresser."
            ),
        ),
        (
            "EPISODIC",
            (
                "A bunch of high schoolers sit on their tailgates outside the pool every summer "
                "night like it's a drive-in."
            ),
        ),
        (
            "EPISODIC",
            (
                "The hardware store has a sign on the stockroom door that says EMPLOYEES ONLY, THIS "
                "MEANS YOU, DENNIS."
            ),
        ),
        (
            "EPISODIC",
            (
                "A kindergartner in my lunch line told me her invisible friend is allergic to green "
                "beans, so she can't eat them either."
            ),
        ),
        (
            "EPISODIC",
            (
                "The sirens get tested the first Wednesday of the month at ten and every dog in "
                "town howls along."
            ),
        ),
        (
            "EPISODIC",
            (
                "Two first-graders held a wedding at recess with a jump rope for an aisle and a "
                "lunch aide as the preacher."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s three kids all sleep in one room by choice, with the mattresses pushed "
                "together like a raft."
            ),
        ),
        (
            "EPISODIC",
            (
                "The middle school musical sold out both nights and the lead was a sixth-grader "
                "with a voice like a trumpet."
            ),
        ),
        (
            "EPISODIC",
            (
                "A kid at the county fair could name every president backwards and charged a dollar "
                "to hear it."
            ),
        ),
        (
            "EPISODIC",
            (
                "There was a beard contest at Tulip Time and the winner's beard reached his belt "
                "buckle."
            ),
        ),
        (
            "EPISODIC",
            (
                "The tattoo shop in Oskaloosa has a sign in the window: no girlfriends' names, "
                "mothers' names only."
            ),
        ),
        (
            "EPISODIC",
            (
                "Saw a man asleep in a recliner at the furniture store with the price tag still "
                "hanging off the arm."
            ),
        ),
        (
            "EPISODIC",
            (
                "The Kwik Star on the highway is open all night and the clerk knows every "
                "third-shift guy by his order."
            ),
        ),
        (
            "EPISODIC",
            (
                "Two old farmers at the elevator haven't spoken since 1988 and still park side by "
                "side every morning."
            ),
        ),
        (
            "EPISODIC",
            (
                "An old man at the café tells the same story about a runaway bull to whoever sits "
                "down at the counter."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend}'s mother lines up a row of little figurines on her bingo table and nobody "
                "is allowed to touch them."
            ),
        ),
        (
            "EPISODIC",
            (
                "The craft fair in {city} had a whole table of crocheted toilet roll covers and "
                "they sold out by noon."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} has a feud with the vending machine in her break room, which has eaten "
                "eleven of her dollars."
            ),
        ),
        (
            "EPISODIC",
            (
                "The church borrowed a ladder from the fire station to get a bat down from the "
                "sanctuary ceiling."
            ),
        ),
        (
            "EPISODIC",
            (
                "The people across the alley bought a hot tub and the whole block came out to watch "
                "it being delivered."
            ),
        ),
        ("EPISODIC", "The gym in town is packed every January and empty by Valentine's Day."),
        (
            "EPISODIC",
            "A boy in my lunch line told me his grandpa can fall asleep standing up, like a horse.",
        ),
        ("EPISODIC", "The meat market sells a bologna so good people drive in from {city} for it."),
        (
            "EPISODIC",
            (
                "A man at Fareway paid for his groceries in two-dollar bills and the cashier had to "
                "call a manager."
            ),
        ),
        (
            "EPISODIC",
            (
                "At Grandparents Day one grandpa brought his medals from Korea and one grandma "
                "brought a pan of fudge."
            ),
        ),
        (
            "EPISODIC",
            (
                "A girl at the skating party was afraid of the disco ball and spent the whole "
                "afternoon under a table."
            ),
        ),
        (
            "EPISODIC",
            (
                "Somebody painted SENIORS RULE on the water tower and the city hasn't gotten around "
                "to painting over it."
            ),
        ),
        (
            "EPISODIC",
            "The man who takes the church directory photos has a mustache waxed into two points.",
        ),
        (
            "EPISODIC",
            (
                "The youth group had a lock-in at church and slept on the fellowship hall floor in "
                "rows."
            ),
        ),
        (
            "EPISODIC",
            (
                "An old lady at church gives every new baby in the congregation a quilt with its "
                "name stitched on."
            ),
        ),
        ("PREFERENCE", "There's no better smell than sweet corn on the grill in August."),
        (
            "PREFERENCE",
            "I'd rather shovel the whole driveway than sit through another school board meeting.",
        ),
        (
            "SEMANTIC",
            "Pella fills up with tulips every May and the town triples in size for one weekend.",
        ),
        (
            "SEMANTIC",
            "Lake Red Rock is the biggest lake in Iowa and the dam is just down the road from us.",
        ),
        ("PREFERENCE", "Dutch letters from the bakery are worth every minute in the line."),
        (
            "SEMANTIC",
            (
                "Before the Tulip Time parade, people in long skirts and wooden shoes scrub the "
                "street with brooms."
            ),
        ),
        ("PREFERENCE", "Nothing beats a thunderstorm rolling in over the beans on a hot night."),
        # the same family, other things
        (
            "EPISODIC",
            (
                "Caleb pinned a kid from Knoxville in eleven seconds and Gerrit stood up and "
                "hollered, which he never does."
            ),
        ),
        (
            "EPISODIC",
            "Maisie lost her front tooth in an apple at lunch and I had to dig it out of the tray.",
        ),
        (
            "EPISODIC",
            (
                "Brent got a safety award at the plant and the prize was a fleece vest two sizes "
                "too big."
            ),
        ),
        (
            "EPISODIC",
            (
                "Mom won the cakewalk at the Legion fundraiser and brought home a German chocolate "
                "cake."
            ),
        ),
        (
            "EPISODIC",
            (
                "Gerrit's combine quit in the middle of the north field and he got it going with "
                "baling wire."
            ),
        ),
        (
            "EPISODIC",
            (
                "Caleb passed his driving test on the first try and backed into the mailbox that "
                "same evening."
            ),
        ),
        (
            "EPISODIC",
            (
                "Maisie's class hatched chicks in an incubator and she cried when they went back to "
                "the farm."
            ),
        ),
        (
            "SEMANTIC",
            (
                "Brent and I met at the Knoxville Nationals, where he spilled a whole lemonade down "
                "my back."
            ),
        ),
        ("EPISODIC", "Brent's sister had twins in the spring and Mom knitted two of everything."),
        (
            "EPISODIC",
            "Caleb grew three inches over the summer and none of his jeans reach his ankles.",
        ),
        # words that look like a change, but are not one
        (
            "EPISODIC",
            (
                "{friend} packed up and moved to {city} for her husband's job and already misses "
                "the Casey's pizza."
            ),
        ),
        (
            "EPISODIC",
            (
                "The gas station on the highway is under new management and the coffee is finally "
                "drinkable."
            ),
        ),
        (
            "EPISODIC",
            (
                "The stoplight on Main has been blinking red since {month} and the city says a part "
                "is on order."
            ),
        ),
        (
            "EPISODIC",
            (
                "Changed the sheets on every bed on Saturday and Maisie's were full of cracker "
                "crumbs by Sunday."
            ),
        ),
        ("EPISODIC", "Switched trays with the other cook because hers had a cracked corner."),
        (
            "EPISODIC",
            (
                "Moved the salad bar to the other side of the cafeteria so the line doesn't block "
                "the door."
            ),
        ),
        ("EPISODIC", "It's dark now by five and I drive home from work with my headlights on."),
        (
            "EPISODIC",
            (
                "The Methodist church swapped its hymnals for a screen and half the old folks sing "
                "from memory anyway."
            ),
        ),
        (
            "EPISODIC",
            (
                "The pharmacy changed its phone menu and you have to press nine buttons to talk to "
                "a person."
            ),
        ),
        (
            "EPISODIC",
            (
                "{friend} is back at the window factory after ten years away, on the same line as "
                "before."
            ),
        ),
        (
            "EPISODIC",
            (
                "The library moved story hour to Thursday mornings, which is no use to anyone who "
                "works."
            ),
        ),
        ("EPISODIC", "Swapped seats with a lady at church so she could sit with her grandkids."),
        ("EPISODIC", "The school kitchen got new ovens and none of us can work the timers yet."),
        (
            "EPISODIC",
            (
                "The forecast changed every hour on Saturday and the wedding went ahead in a tent "
                "anyway."
            ),
        ),
        # plain unrelated
        ("SEMANTIC", "I can still fit into my prom dress from 1998, not that I've tried."),
        ("SEMANTIC", "{friend} and I have been friends since the same kindergarten class."),
        (
            "SEMANTIC",
            "Ours is the yellow house with the red shutters, and the UPS man still gets it wrong.",
        ),
        (
            "SEMANTIC",
            (
                "Our basement has flooded {number} times and we still keep the Christmas "
                "decorations down there."
            ),
        ),
        ("PREFERENCE", "{dish} on a snowy night is all I ask for."),
        ("PREFERENCE", "{show} is the one thing the whole family will watch together."),
        (
            "PREFERENCE",
            "A cup of coffee and {snack} after the lunch rush and I can face the afternoon.",
        ),
        (
            "EPISODIC",
            "{friend} brought {dish} over on {weekday} and we talked until the ten o'clock news.",
        ),
        (
            "EPISODIC",
            "{bird} built a nest in our gutter and dive-bombs Brent whenever he walks past.",
        ),
        (
            "EPISODIC",
            "The repairman looked at {thing} for two minutes and charged me ninety dollars.",
        ),
        ("EPISODIC", "{friend} and I binged {show} on her couch and she narrated every scene."),
        (
            "EPISODIC",
            (
                "Sat in the drive-thru at the bank for {minutes} minutes behind a man depositing "
                "coins."
            ),
        ),
        ("EPISODIC", "Drove to {city} in {month} and it sleeted the entire way."),
        (
            "EPISODIC",
            (
                "Spent a whole Saturday watching videos about {thing} and then called a repairman "
                "anyway."
            ),
        ),
    ],
    "zh": [
        # look-alikes: share words with an attribute, state none
        ("EPISODIC", "儿子学校开运动会，广播里念运动员名字，好几个念的都是外号。"),
        ("EPISODIC", "{friend}的儿子攒钱买摩托，存钱罐上写着“自由”两个字。"),
        ("EPISODIC", "一群中学生晚上蹲在便利店门口的台阶上，一蹲就是一晚上。"),
        ("EPISODIC", "五金店仓库门上贴着：“非本店员工不得进入，说的就是你，阿明。”"),
        ("EPISODIC", "市场里一个小女孩跟我说，她那个看不见的朋友不吃香菜，所以她也不吃。"),
        ("EPISODIC", "台风预警一发，整条街的铺面都在钉木板。"),
        ("EPISODIC", "两个一年级小朋友在滑梯底下“拜堂”，拿跳绳当红绸。"),
        ("EPISODIC", "{friend}家三个孩子挤一张床睡，三床被子拼在一起跟个竹排似的。"),
        ("EPISODIC", "初中部的元旦晚会演了两场，场场爆满，领唱是个初一的小姑娘，嗓门跟喇叭一样。"),
        ("EPISODIC", "庙会上有个小孩能倒着背全国省会，听一遍收一块钱。"),
        ("EPISODIC", "营老爷那天有个阿伯的长胡子一直垂到腰带，游客排着队跟他合影。"),
        ("EPISODIC", "街口那家纹身店门口贴着：“不纹女朋友的名字，只纹妈妈的。”"),
        ("EPISODIC", "家具城里有个阿伯在样品躺椅上睡着了，吊牌还挂在扶手上。"),
        ("EPISODIC", "西马路那家通宵宵夜档，老板认得每一个下夜班的熟客要点什么。"),
        ("EPISODIC", "巷尾两个老伯从九十年代起就不说话了，每天早上还是并排坐着喝茶。"),
        ("EPISODIC", "茶铺里有个阿伯，逢人就讲他年轻时在码头扛包的事。"),
        ("EPISODIC", "{friend}她妈打麻将要在桌角摆一排小摆件，谁也不许碰。"),
        ("EPISODIC", "{city}的庙会上有个摊子专卖手工钩的纸巾套，一上午就卖光了。"),
        ("EPISODIC", "{friend}在厂里跟自动售货机结了仇，那台机器吞了她十一个硬币。"),
        ("EPISODIC", "消防队借了架梯子给开元寺，去把屋檐下的马蜂窝捅了。"),
        ("EPISODIC", "对面那户人家买了个按摩浴缸，送货那天整条巷子都出来看热闹。"),
        ("EPISODIC", "一到过年健身房就挤满了人，元宵一过就空了。"),
        ("EPISODIC", "市场里一个小男孩跟我说，他阿公站着都能睡着，跟马一样。"),
        ("EPISODIC", "{city}有家牛肉丸店，有人专门开几个钟头车去买。"),
        ("EPISODIC", "市场里有个阿伯买菜全用一块钱硬币付账，摊主数了五分钟。"),
        ("EPISODIC", "学校敬老日请了几位阿公阿嬷来讲过去的事，有一位把半个礼堂都讲哭了。"),
        ("EPISODIC", "少年宫开联欢会，有个小女孩怕旋转彩灯，整场躲在桌子底下。"),
        ("EPISODIC", "有人在江边的防洪墙上喷了“高三加油”，到今天都没人擦。"),
        ("EPISODIC", "拍全家福那家照相馆的老板留着两撇往上翘的胡子，抹得发亮。"),
        ("EPISODIC", "开元寺做法会，外地来的居士们在偏殿打地铺，一排一排的。"),
        ("EPISODIC", "巷口一个阿嬷给每个新出生的孩子缝一个红布袋，上面绣着名字。"),
        ("PREFERENCE", "回南天屋里墙上都在淌水，最叫人难受。"),
        ("PREFERENCE", "宁可在档口站一整天，也不想去开一次家长会。"),
        ("SEMANTIC", "潮州人冲工夫茶讲究“关公巡城、韩信点兵”。"),
        ("SEMANTIC", "广济桥中间有十八只梭船，白天连成浮桥，晚上亮灯。"),
        ("PREFERENCE", "牌坊街那家老铺的豆花，排半个钟头队也值得。"),
        ("SEMANTIC", "正月营老爷，老爷轿经过的巷子，家家户户门口都要摆香案。"),
        ("PREFERENCE", "最舒服的是台风过后那个晚上，凉风从韩江上吹进来。"),
        # the same family, other things
        ("EPISODIC", "儿子校运会跳高破了年级纪录，公公站起来大喊，他平时从来不喊。"),
        ("EPISODIC", "女儿在学校啃苹果把门牙啃掉了，我在她饭盒里翻了半天。"),
        ("EPISODIC", "老公在厂里评上了安全标兵，奖品是一件大两号的工作服。"),
        ("EPISODIC", "我妈在村里老人节抽奖抽中了一口电饭锅，自己扛回了家。"),
        ("EPISODIC", "公公老厝的屋顶漏雨，他自己爬上去拿沥青补好了。"),
        ("EPISODIC", "儿子头一回自己骑电动车上学，回来就把车撞在了门口的柱子上。"),
        ("EPISODIC", "女儿班上孵小鸡，孵出来六只，送回农场那天她哭了一路。"),
        ("SEMANTIC", "我跟老公是在枫溪一个同学的满月酒上认识的，他把一杯茶全泼在我身上。"),
        ("EPISODIC", "小姑子生了双胞胎，我妈什么都织了两份。"),
        ("EPISODIC", "儿子一个暑假长了七八公分，裤子全短了一截。"),
        # words that look like a change, but are not one
        ("EPISODIC", "{friend}跟着她老公搬去{city}了，走之前说最舍不得的是我家的卤鹅。"),
        ("EPISODIC", "市场口那家糖水铺的老板退休了，他儿子接手以后糖放得少了。"),
        ("EPISODIC", "市场门口那块松动的地砖从{month}就翘着，管理处说要等统一修。"),
        ("EPISODIC", "礼拜六把全家的床单都换了，礼拜天女儿那床就全是饼干渣。"),
        ("EPISODIC", "跟隔壁档口换了一把秤，她那把秤盘裂了。"),
        ("EPISODIC", "把档口的砧板挪到了左边，客人排队就不堵过道了。"),
        ("EPISODIC", "现在五点多天就黑了，收档回家得开车灯。"),
        ("EPISODIC", "祠堂把旧的功德榜换成了电子屏，老人家还是凑到跟前眯着眼看。"),
        ("EPISODIC", "医院换了挂号系统，我妈打了四回电话才挂上号。"),
        ("EPISODIC", "{friend}又回陶瓷厂上班了，隔了十年，还是原来那条线。"),
        ("EPISODIC", "图书馆把亲子阅读挪到了礼拜四上午，上班的人谁也去不了。"),
        ("EPISODIC", "在祠堂吃饭跟一个阿婶换了座位，让她挨着她孙子坐。"),
        ("EPISODIC", "市场给每个档口换了新电子秤，我那台到现在还不会调。"),
        ("EPISODIC", "一上午晴了又下、下了又晴，雨衣穿了脱、脱了穿，来回五回。"),
        # plain unrelated
        ("SEMANTIC", "我能一口气报出西马路上每一家店的名字。"),
        ("SEMANTIC", "{friend}跟我是幼儿园同班，到今天都没断过联系。"),
        ("SEMANTIC", "我家楼下那棵龙眼树比房子还老，每年结的果都被鸟吃光。"),
        ("SEMANTIC", "我家一楼被水淹过{number}回，过年的东西还是堆在一楼。"),
        ("PREFERENCE", "下雨天晚上能吃上{dish}，就什么都不想了。"),
        ("PREFERENCE", "{show}一开播，全家人才肯在同一个屋里坐下。"),
        ("PREFERENCE", "收完档泡一壶茶，配一块{snack}，下午就有劲了。"),
        ("EPISODIC", "{friend}{weekday}拎着{dish}来我家，一直聊到十点新闻。"),
        ("EPISODIC", "{bird}在我家排水管上做了窝，老公一走过就冲他叫。"),
        ("EPISODIC", "修{thing}的师傅看了两分钟，收了我一百五。"),
        ("EPISODIC", "{friend}来我家追{show}，每一集都要给我讲一遍剧情。"),
        ("EPISODIC", "银行排队排了{minutes}分钟，前面那位阿伯在存一袋硬币。"),
        ("EPISODIC", "{month}去了一趟{city}，回来的大巴在高速上堵了四个钟头。"),
        ("EPISODIC", "看了一下午视频学修{thing}，最后还是叫了师傅。"),
    ],
}

ATTRIBUTES = [
    {
        "key": "son_nickname",
        "type": "SEMANTIC",
        "en": {
            "values": ["Big Country", "Hollywood", "Moose", "Stretch", "Tater", "Sarge"],
            "facts": [
                "Everybody at school calls Caleb {v}.",
                "On the wrestling team my son goes by {v}.",
                "Caleb's nickname is {v}; hardly anybody uses his real name.",
            ],
            "corrections": [
                ("cue", "caleb's {new} to everybody these days"),
                ("cue", "After the dual in Oskaloosa, the whole team started calling Caleb {new}."),
                (
                    "cue",
                    "Ever since the bus trip to the state tournament, Caleb has gone by {new}.",
                ),
                ("explicit", "Nobody calls Caleb {old} anymore, it's {new}."),
                ("explicit", "Caleb couldn't stand {old}, so the guys landed on {new}."),
                ("explicit", "caleb's nickname: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "The announcer at the home dual said 'and at 170, {new}!' and the student "
                        "section went nuts."
                    ),
                ),
                ("implicit", "caleb's buddies in the driveway yelling {new} at the garage door"),
                (
                    "implicit",
                    (
                        "Mom heard a girl at Hy-Vee call Caleb {new} and wants to know who came up "
                        "with that."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Maisie calls her brother {new} at the supper table, with a perfectly "
                        "straight face."
                    ),
                ),
                (
                    "implicit",
                    "His coach wrote {new} across the back of Caleb's warm-up in Sharpie.",
                ),
                (
                    "implicit",
                    (
                        "Senior night for the wrestlers, and Caleb's only a junior: a gym that "
                        "smelled like popcorn and floor wax, Gerrit in the top row in his seed cap, "
                        "Brent filming sideways, Maisie asleep across two bleachers, the "
                        "cheerleaders holding up a poster for every kid, and the one for Caleb just "
                        "said {new} in silver glitter."
                    ),
                ),
            ],
            "questions": [
                "What do people call Caleb?",
                "What's my son's nickname at school?",
                "What name does Caleb go by with the guys?",
            ],
            "now": ["What's Caleb's nickname at the moment?"],
        },
        "zh": {
            "values": ["黑仔", "竹竿", "教授", "大炮", "阿鸭", "猴王"],
            "facts": [
                "儿子在班上的外号叫“{v}”。",
                "学校里都管我儿子叫“{v}”。",
                "儿子那帮同学都喊他“{v}”，很少叫他真名。",
            ],
            "corrections": [
                ("cue", "儿子这阵子外号叫“{new}”"),
                ("cue", "校运会跑完那场接力，班上就都叫儿子“{new}”了。"),
                ("cue", "分完文理科，儿子在新班里成了“{new}”。"),
                ("explicit", "儿子嫌“{old}”难听，同学们改口叫他“{new}”。"),
                ("explicit", "“{old}”没人叫了，儿子现在是“{new}”。"),
                ("explicit", "外号：“{new}”，不是“{old}”"),
                ("implicit", "去学校开家长会，班主任一开口就是“{new}妈妈”。"),
                ("implicit", "儿子同学在楼下喊“{new}” 喊得整条巷都听见"),
                ("implicit", "公公来档口找我，说路上听见几个后生仔喊他孙子“{new}”，问是谁起的。"),
                ("implicit", "女儿吃饭的时候也跟着叫她哥“{new}”，一本正经的。"),
                ("implicit", "班上订的班服，儿子那件背后印的是“{new}”。"),
                (
                    "implicit",
                    (
                        "学校运动会那天：操场晒得冒烟，公公拎着一壶工夫茶坐在看台最上头，老公举着手"
                        "机录歪了，女儿在看台上睡着了，拉拉队给每个运动员都做了牌子，给儿子那块上面"
                        "用亮片贴着“{new}”。"
                    ),
                ),
            ],
            "questions": [
                "儿子的外号叫什么？",
                "同学们都管我儿子叫啥？",
                "儿子在学校的绰号是什么？",
            ],
            "now": ["儿子这阵子的外号是什么？"],
        },
    },
    {
        "key": "son_saving_up_for",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a used dirt bike",
                "a gaming PC",
                "an old Ford Ranger",
                "a set of golf clubs",
                "a camera drone",
                "a weight bench",
            ],
            "facts": [
                "Caleb is saving every penny for {v}.",
                "Caleb's detasseling money is going towards {v}.",
                "What Caleb's putting his money aside for is {v}.",
            ],
            "corrections": [
                ("cue", "caleb's saving for {new} these days"),
                ("cue", "After a weekend at his cousin's, Caleb's whole plan is {new}."),
                (
                    "cue",
                    "Since his last paycheck from the Casey's, Caleb has been saving up for {new}.",
                ),
                ("explicit", "Caleb gave up on {old}; every dollar is going to {new}."),
                ("explicit", "Brent talked Caleb out of {old}, so he's saving for {new}."),
                ("explicit", "caleb's saving for: {new}, not {old}"),
                (
                    "implicit",
                    "Caleb has a Marketplace alert set for {new} and checks it during the sermon.",
                ),
                (
                    "implicit",
                    "caleb at the kitchen table doing math on a napkin, {new} circled at the top",
                ),
                (
                    "implicit",
                    (
                        "Gerrit told Caleb he'll match him dollar for dollar on {new} if he walks "
                        "beans for him in July."
                    ),
                ),
                (
                    "implicit",
                    "Maisie offered Caleb her tooth fairy money towards {new}, and he took it.",
                ),
                ("implicit", "Caleb spent his whole lunch period watching reviews of {new}."),
                (
                    "implicit",
                    (
                        "Caleb's pitch over supper: a spreadsheet on his phone, three jobs he "
                        "swears he can handle, a promise to mow Gerrit's yard all summer, Maisie "
                        "kicking him under the table, Brent pretending to read the Chronicle, and "
                        "at the bottom of the spreadsheet, in bold, {new}."
                    ),
                ),
            ],
            "questions": [
                "What is Caleb saving up for?",
                "What's my son putting his money aside for?",
                "What does Caleb want to buy with his savings?",
            ],
            "now": ["What's Caleb saving for at the moment?"],
        },
        "zh": {
            "values": [
                "一辆二手鬼火",
                "一台游戏本",
                "一台拍立得",
                "一把电吉他",
                "一副可调哑铃",
                "一台VR眼镜",
            ],
            "facts": [
                "儿子一分一分地攒钱，想买{v}。",
                "儿子的压岁钱全攒着买{v}。",
                "儿子存钱罐上贴着张纸条：{v}。",
            ],
            "corrections": [
                ("cue", "儿子这阵子攒钱买{new}"),
                ("cue", "去表哥家住了两天回来，儿子一门心思要买{new}。"),
                ("cue", "暑假在档口帮我看了一个月，儿子拿了工钱以后就攒着买{new}。"),
                ("explicit", "儿子不攒{old}了，钱全留着买{new}。"),
                ("explicit", "老公劝儿子别买{old}，他就攒钱买{new}。"),
                ("explicit", "攒钱：{new}，不是{old}"),
                ("implicit", "儿子在闲鱼上蹲{new}，上课都偷偷看。"),
                ("implicit", "儿子趴在饭桌上算账 纸上画着{new}"),
                ("implicit", "公公跟儿子说，暑假帮他收拾老厝，就贴一半钱给他买{new}。"),
                ("implicit", "女儿把自己的压岁钱塞给她哥，说给他买{new}，她哥居然收了。"),
                ("implicit", "儿子午休一个钟头都在刷{new}的测评视频。"),
                (
                    "implicit",
                    (
                        "儿子饭桌上的“谈判”：手机里列了张表，说他能干三样活，保证暑假天天给阿公冲茶"
                        "，女儿在桌底下踢他，老公假装看《潮州日报》，表格最后一行加粗写着{new}。"
                    ),
                ),
            ],
            "questions": [
                "儿子攒钱想买什么？",
                "我儿子存钱是为了哪样东西？",
                "儿子的钱准备花在什么上？",
            ],
            "now": ["儿子现在攒钱要买的是什么？"],
        },
    },
    {
        "key": "son_hangout_spot",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the Casey's parking lot",
                "the bowling alley",
                "the skate park",
                "the dam at Lake Red Rock",
                "the bleachers behind the middle school",
                "his buddy Tanner's basement",
            ],
            "facts": [
                "Caleb and his friends hang out at {v}.",
                "If Caleb isn't home, he's at {v}.",
                "Caleb's crowd spends every Friday night at {v}.",
            ],
            "corrections": [
                ("cue", "caleb's crew hangs out at {new} lately"),
                ("cue", "Once it warmed up, Caleb and the guys started hanging out at {new}."),
                (
                    "cue",
                    "Since one of them got his license, Caleb's crowd has been going to {new}.",
                ),
                (
                    "explicit",
                    (
                        "A cop moved them along from {old}, so Caleb and his buddies hang out at "
                        "{new}."
                    ),
                ),
                ("explicit", "Caleb says {old} is for freshmen; they go to {new}."),
                ("explicit", "caleb's hangout: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Texted Caleb at ten to ask where he was and got a photo from {new} with "
                        "six guys and a pizza."
                    ),
                ),
                ("implicit", "caleb's dot on life360 parked at {new} for three hours straight"),
                (
                    "implicit",
                    (
                        "Our pastor saw Caleb at {new} on Friday night and made a point of "
                        "mentioning it after the service."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Maisie begged to tag along with Caleb to {new} and he said not in a "
                        "million years."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Brent swung by {new} after second shift to drop off Caleb's wallet, and "
                        "Caleb pretended not to know him."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Friday in Pella: the Klokkenspel going off on the hour, a line out the "
                        "door at the bakery, Maisie's friend sleeping over, Brent asleep by nine, "
                        "Mom calling about her bingo, and Caleb in my car, which he calls his car, "
                        "at {new} until curfew."
                    ),
                ),
            ],
            "questions": [
                "Where does Caleb hang out with his friends?",
                "Where does my son's crowd spend their evenings?",
                "Where do Caleb and his buddies usually go?",
            ],
            "now": ["Where is Caleb's crowd hanging out these days?"],
        },
        "zh": {
            "values": [
                "网吧",
                "牌坊街的奶茶店",
                "韩江边的堤顶",
                "体育馆的篮球场",
                "同学阿坤家的天台",
                "开元寺后面的台球室",
            ],
            "facts": [
                "儿子跟他那帮同学老泡在{v}。",
                "儿子不在家，准是在{v}。",
                "礼拜五晚上，儿子那伙人都待在{v}。",
            ],
            "corrections": [
                ("cue", "儿子他们这阵子老去{new}"),
                ("cue", "天一热起来，儿子那帮人就转到{new}去了。"),
                ("cue", "放了暑假以后，儿子那伙人天天去{new}。"),
                ("explicit", "在{old}被班主任撞见过一回，儿子他们就转去了{new}。"),
                ("explicit", "儿子说{old}是初中生去的地方，他们去{new}。"),
                ("explicit", "去处：{new}，不是{old}"),
                ("implicit", "晚上十点打电话问儿子在哪，他发来一张照片，六个人围在{new}。"),
                ("implicit", "手机定位一看 儿子在{new}待了三个钟头"),
                ("implicit", "卖豆腐的阿姐说礼拜五在{new}看见我儿子了，还特地跑来跟我讲。"),
                ("implicit", "女儿吵着要跟她哥去{new}，她哥说想都别想。"),
                ("implicit", "老公下了中班绕到{new}给儿子送钥匙，儿子假装不认识他。"),
                (
                    "implicit",
                    (
                        "潮州的礼拜五晚上：牌坊街人挤人，广济桥亮了灯，女儿的同学来家里过夜，老公九"
                        "点就睡了，我妈打电话来说她打麻将赢了三十块，儿子骑着我的电动车，在{new}一"
                        "直待到十一点。"
                    ),
                ),
            ],
            "questions": [
                "儿子跟同学平时在哪儿玩？",
                "我儿子那帮人爱待在什么地方？",
                "儿子不在家一般去哪？",
            ],
            "now": ["儿子他们这阵子常去哪？"],
        },
    },
    {
        "key": "son_door_sign",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "KEEP OUT",
                "NO SISTERS ALLOWED",
                "BIOHAZARD",
                "ENTER AT YOUR OWN RISK",
                "KNOCK OR DIE",
                "WRESTLER SLEEPING",
            ],
            "facts": [
                "The sign on Caleb's bedroom door says {v}.",
                "Caleb has a sign on his door: {v}.",
                "Caleb's door says {v} in black marker.",
            ],
            "corrections": [
                ("cue", "caleb's door says {new} these days"),
                (
                    "cue",
                    "After Maisie got into his room with her slime, Caleb put up a sign: {new}.",
                ),
                ("cue", "Since Brent took the lock off his door, Caleb's had {new} on it."),
                ("explicit", "Caleb tore down {old} and made a fresh sign, {new}."),
                ("explicit", "I made him take down {old}, so he put up {new}."),
                ("explicit", "caleb's door: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Went to put laundry on Caleb's bed and had to get past {new} in red duct "
                        "tape."
                    ),
                ),
                ("implicit", "caleb's door, {new} in sharpie, maisie's drawn a heart under it"),
                (
                    "implicit",
                    (
                        "Gerrit read {new} off Caleb's door out loud and laughed so hard he had to "
                        "sit down."
                    ),
                ),
                (
                    "implicit",
                    "Maisie made a sign for her own door copying {new} and spelled it wrong.",
                ),
                (
                    "implicit",
                    (
                        "The plumber came to look at the upstairs toilet, read {new} on Caleb's "
                        "door, and knocked anyway."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Cleaning day: the vacuum on its last legs, Brent's work boots in the hall, "
                        "a sock in the fish tank, Maisie's glitter on every surface, and me "
                        "standing in front of {new} with a laundry basket, deciding whether today's "
                        "the day I go in."
                    ),
                ),
            ],
            "questions": [
                "What does the sign on Caleb's door say?",
                "What has my son got on his bedroom door?",
                "What's written on Caleb's door?",
            ],
            "now": ["What does Caleb's door sign say at the moment?"],
        },
        "zh": {
            "values": [
                "闲人免进",
                "内有恶犬",
                "非请勿入",
                "妹妹禁止入内",
                "学习中勿扰",
                "生人勿近",
            ],
            "facts": [
                "儿子房门上贴着“{v}”。",
                "儿子房门上的牌子写着“{v}”。",
                "一到儿子房门口，就看见“{v}”几个大字。",
            ],
            "corrections": [
                ("cue", "儿子门上这阵子贴的是“{new}”"),
                ("cue", "女儿翻了他的抽屉以后，儿子在门上贴了“{new}”。"),
                ("cue", "老公把他房门的锁拆了，儿子就在门上挂了“{new}”。"),
                ("explicit", "儿子把“{old}”撕了，换了张“{new}”。"),
                ("explicit", "我不让他贴“{old}”，他就贴了“{new}”。"),
                ("explicit", "房门：“{new}”，不是“{old}”"),
                ("implicit", "我抱着一摞衣服进儿子房间，还得先绕过门上那张红纸“{new}”。"),
                ("implicit", "儿子门上“{new}” 底下女儿画了个爱心"),
                ("implicit", "公公站在儿子门口把“{new}”念了一遍，笑得要扶着墙。"),
                ("implicit", "女儿照着她哥的“{new}”也给自己门上写了一张，写错了两个字。"),
                ("implicit", "修水管的师傅上楼看见“{new}”，还是敲了敲门。"),
                (
                    "implicit",
                    (
                        "大扫除那天：拖把断了柄，老公的拖鞋横在楼梯口，鱼缸里漂着一只袜子，女儿的亮"
                        "片撒得满屋都是，我端着一盆衣服站在“{new}”跟前，琢磨今天到底进不进去。"
                    ),
                ),
            ],
            "questions": [
                "儿子房门上贴的是什么？",
                "我儿子门上写的是哪几个字？",
                "儿子屋门口挂的牌子写的啥？",
            ],
            "now": ["儿子门上现在贴的是什么？"],
        },
    },
    {
        "key": "daughter_imaginary_friend",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a giraffe named Mrs Pickles",
                "a girl called Sparkle",
                "a tiny horse called Gravy",
                "a dragon named Kevin",
                "an old man called Mr Bumble",
                "a bunny called Doctor Fluff",
            ],
            "facts": [
                "Maisie's imaginary friend is {v}.",
                "Maisie sets a place at the table for {v}, her invisible friend.",
                "The friend only Maisie can see is {v}.",
            ],
            "corrections": [
                ("cue", "maisie's invisible friend is {new} these days"),
                (
                    "cue",
                    "After story hour at the library, Maisie's imaginary friend turned into {new}.",
                ),
                ("cue", "Since the sleepover at Gerrit's, Maisie has had {new} for a friend."),
                ("explicit", "Maisie says {old} moved to Florida, and her friend is {new}."),
                ("explicit", "{old} got 'fired' for being bossy, so Maisie plays with {new}."),
                ("explicit", "imaginary friend: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Maisie made me buckle {new} into the middle seat before I could back out "
                        "of the driveway."
                    ),
                ),
                ("implicit", "maisie whispering to {new} under the covers, giggling"),
                (
                    "implicit",
                    (
                        "Her teacher emailed to say Maisie asked if {new} could have a turn at show "
                        "and tell."
                    ),
                ),
                (
                    "implicit",
                    "Caleb is the only one in the family who remembers to say goodnight to {new}.",
                ),
                ("implicit", "Mom saved a cookie for {new} and Maisie ate it on its behalf."),
                (
                    "implicit",
                    (
                        "Breakfast this morning: no milk, burnt toast, Brent hunting for his safety "
                        "glasses, Caleb eating standing up, the bus already at the corner, and "
                        "Maisie refusing to budge until I'd poured a bowl of cereal for {new}."
                    ),
                ),
            ],
            "questions": [
                "Who is Maisie's imaginary friend?",
                "Who does my daughter play with that nobody else can see?",
                "Who's Maisie's invisible friend?",
            ],
            "now": ["Who's Maisie's imaginary friend at the moment?"],
        },
        "zh": {
            "values": [
                "一只叫年糕的小龙",
                "一个叫闪闪的小仙女",
                "一只叫球球的长颈鹿",
                "一个叫胡子爷爷的老头",
                "住在水缸里的青蛙王子",
                "一只会说话的兔子跳跳",
            ],
            "facts": [
                "女儿有个看不见的好朋友，是{v}。",
                "女儿说她的好朋友是{v}，只有她看得见。",
                "吃饭的时候女儿总要给{v}留个位子。",
            ],
            "corrections": [
                ("cue", "女儿的“好朋友”这阵子是{new}"),
                ("cue", "从图书馆听完故事回来，女儿的好朋友就成了{new}。"),
                ("cue", "去阿公老厝住了一晚以后，女儿天天跟{new}玩。"),
                ("explicit", "女儿说{old}回老家了，她现在跟{new}玩。"),
                ("explicit", "{old}太凶，被女儿“开除”了，她的好朋友是{new}。"),
                ("explicit", "女儿的好朋友：{new}，不是{old}"),
                ("implicit", "车都发动了，女儿非要我先给{new}系好安全带。"),
                ("implicit", "女儿躲在被子里跟{new}说悄悄话 咯咯笑"),
                ("implicit", "班主任私信我，说女儿问能不能让{new}也上台讲个故事。"),
                ("implicit", "全家只有她哥记得睡前跟{new}说晚安。"),
                ("implicit", "我妈给{new}留了一个橘子，女儿替它吃了。"),
                (
                    "implicit",
                    (
                        "今天早上：牛奶没了，粥煮糊了，老公到处找他的护目镜，儿子站着扒了两口饭就走"
                        "，电动车的电还没充满，女儿非要我给{new}也盛一碗粥才肯出门。"
                    ),
                ),
            ],
            "questions": [
                "女儿那个看不见的朋友是谁？",
                "我女儿天天跟哪个“好朋友”玩？",
                "女儿想象出来的朋友是谁？",
            ],
            "now": ["女儿现在的“好朋友”是谁？"],
        },
    },
    {
        "key": "daughter_night_fear",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "the furnace in the basement",
                "the tornado siren",
                "a clown from the county fair",
                "the garbage disposal",
                "the man on the oatmeal box",
                "the big owl in the spruce",
            ],
            "facts": [
                "What Maisie's scared of at night is {v}.",
                "Maisie won't go to sleep because of {v}.",
                "The thing that gives Maisie nightmares is {v}.",
            ],
            "corrections": [
                ("cue", "maisie's scared of {new} lately"),
                ("cue", "After a sleepover at her cousin's, Maisie is terrified of {new}."),
                ("cue", "Since the week Brent was on nights, what keeps Maisie up is {new}."),
                ("explicit", "Maisie's over being scared of {old}; what scares her is {new}."),
                (
                    "explicit",
                    (
                        "Caleb showed her {old} was nothing to be afraid of, so she's moved on to "
                        "{new}."
                    ),
                ),
                ("explicit", "maisie's fear: {new}, not {old}"),
                ("implicit", "Maisie was in our room at 2 a.m., crying about {new}."),
                ("implicit", "maisie at the top of the stairs, won't come down, {new}"),
                (
                    "implicit",
                    (
                        "Her teacher says Maisie drew {new} for 'the worst thing' and scribbled "
                        "over it."
                    ),
                ),
                (
                    "implicit",
                    "Caleb made Maisie a 'spray' out of a water bottle to keep {new} away.",
                ),
                (
                    "implicit",
                    (
                        "Gerrit sat on Maisie's bed and told her {new} can't get you if you've said "
                        "your prayers, and it half worked."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Bedtime, take four: two stories, one glass of water, a trip to the "
                        "bathroom, a hug for every stuffed animal, Brent checking the closet with a "
                        "flashlight, and Maisie still sitting bolt upright, asking me very "
                        "seriously about {new}."
                    ),
                ),
            ],
            "questions": [
                "What is Maisie scared of at night?",
                "What frightens my daughter at bedtime?",
                "What's Maisie afraid of?",
            ],
            "now": ["What's Maisie scared of at the moment?"],
        },
        "zh": {
            "values": [
                "厕所的冲水声",
                "窗外榕树的影子",
                "游神时的大神像",
                "虎姑婆",
                "楼下那条大黑狗",
                "打雷",
            ],
            "facts": [
                "女儿晚上最怕的是{v}。",
                "女儿不敢睡觉，因为怕{v}。",
                "让女儿做噩梦的是{v}。",
            ],
            "corrections": [
                ("cue", "女儿这阵子怕{new}"),
                ("cue", "去表姐家住了一晚回来，女儿就怕起了{new}。"),
                ("cue", "老公上夜班那个礼拜开始，女儿晚上怕{new}。"),
                ("explicit", "女儿不怕{old}了，怕的是{new}。"),
                ("explicit", "她哥跟她说{old}没什么好怕的，女儿就开始怕{new}。"),
                ("explicit", "怕的：{new}，不是{old}"),
                ("implicit", "半夜两点女儿跑到我们床边，哭着说{new}。"),
                ("implicit", "女儿站在楼梯口不肯下来 说{new}"),
                ("implicit", "老师说女儿画“我最怕的东西”，画的是{new}，画完又拿笔涂掉了。"),
                ("implicit", "她哥拿个喷壶装了水给女儿，说喷一喷{new}就不敢来了。"),
                ("implicit", "公公坐在女儿床边跟她讲，拜过老爷的孩子{new}不敢近身，女儿半信半疑。"),
                (
                    "implicit",
                    (
                        "哄睡第四轮：讲了两个故事，喝了一杯水，上了一趟厕所，每个布娃娃都抱了一遍，"
                        "老公打着手电把衣柜翻了一遍，女儿还坐在床上，一本正经地跟我讨论{new}。"
                    ),
                ),
            ],
            "questions": ["女儿晚上怕什么？", "我女儿睡觉前最怕哪样？", "女儿做噩梦是因为什么？"],
            "now": ["女儿这阵子怕的是什么？"],
        },
    },
    {
        "key": "daughter_pretend_fiance",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a boy in her class called Jaxon",
                "her cousin Bryce",
                "the boy with the light-up shoes, Rylan",
                "the ice cream man, Duane",
                "a boy from church called Owen",
                "her swim teacher, Mr Eli",
            ],
            "facts": [
                "Maisie says she's going to marry {v}.",
                "The man Maisie has picked out to be her husband is {v}.",
                "Maisie's 'fiancé' is {v}.",
            ],
            "corrections": [
                ("cue", "maisie's marrying {new} now, apparently"),
                (
                    "cue",
                    "After the Valentine's party at school, Maisie announced she's marrying {new}.",
                ),
                ("cue", "Since the church picnic, Maisie's future husband has been {new}."),
                ("explicit", "Maisie dumped {old}; the wedding's on with {new}."),
                (
                    "explicit",
                    "{old} didn't come to her birthday party, so Maisie is marrying {new} instead.",
                ),
                ("explicit", "maisie's groom: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Maisie drew a wedding picture of herself and {new}, with Gerrit as the "
                        "preacher."
                    ),
                ),
                (
                    "implicit",
                    "maisie walking down the hallway in a pillowcase veil, marrying {new}",
                ),
                (
                    "implicit",
                    "Mom asked Maisie how the engagement is going and got a full report on {new}.",
                ),
                ("implicit", "Caleb teased Maisie about {new} and she punched him in the arm."),
                (
                    "implicit",
                    (
                        "Maisie got a ring out of the gumball machine at Fareway and is saving it "
                        "for {new}."
                    ),
                ),
                (
                    "implicit",
                    (
                        "The wedding in our backyard: a bedsheet for a dress, dandelions for a "
                        "bouquet, the neighbors' cat as ring bearer, Caleb officiating in his "
                        "wrestling hoodie, Brent filming, and {new} standing in as groom in the "
                        "form of a drawing on a paper plate."
                    ),
                ),
            ],
            "questions": [
                "Who is Maisie going to marry?",
                "Who has my daughter picked out as her husband?",
                "Who's Maisie's pretend fiancé?",
            ],
            "now": ["Who is Maisie planning to marry at the moment?"],
        },
        "zh": {
            "values": [
                "班上一个叫浩浩的男生",
                "她表哥阿峰",
                "穿发光鞋的乐乐",
                "舞蹈班的轩轩",
                "隔壁档口的小儿子阿杰",
                "幼儿园时的同桌豆豆",
            ],
            "facts": [
                "女儿说她长大要嫁给{v}。",
                "女儿给自己挑的“老公”是{v}。",
                "女儿口口声声说以后要跟{v}结婚。",
            ],
            "corrections": [
                ("cue", "女儿这回说要嫁给{new}"),
                ("cue", "学校过完六一，女儿宣布要嫁给{new}。"),
                ("cue", "上回喝完喜酒回来，女儿就说要嫁{new}。"),
                ("explicit", "女儿不要{old}了，要嫁{new}。"),
                ("explicit", "{old}没来她的生日会，女儿就改嫁{new}了。"),
                ("explicit", "女儿的“新郎”：{new}，不是{old}"),
                ("implicit", "女儿画了张结婚照，新郎是{new}，证婚人是阿公。"),
                ("implicit", "女儿披着枕巾当头纱 在走廊上走来走去 说是嫁给{new}"),
                ("implicit", "我妈问女儿婚事怎么样了，女儿把{new}从头到尾夸了一遍。"),
                ("implicit", "她哥拿{new}开玩笑，女儿一拳捶在他胳膊上。"),
                ("implicit", "女儿在小卖部扭蛋机扭到一个塑料戒指，说要留给{new}。"),
                (
                    "implicit",
                    (
                        "天台上的“婚礼”：床单当婚纱，三角梅当捧花，邻居家的猫当花童，她哥穿着校服当"
                        "司仪，老公在旁边录像，公公坐在竹椅上喝茶看热闹，新郎{new}没到场，拿一张画"
                        "在纸盘上的像代替。"
                    ),
                ),
            ],
            "questions": [
                "女儿说要嫁给谁？",
                "我闺女给自己定的“老公”是哪个？",
                "女儿以后要跟谁结婚？",
            ],
            "now": ["女儿现在说要嫁的是谁？"],
        },
    },
    {
        "key": "daughter_sleeping_arrangement",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "in our bed",
                "on Caleb's floor",
                "in a blanket fort in the living room",
                "on a sleeping bag at the foot of our bed",
                "in the bathtub with a pillow",
                "in her closet on a pile of blankets",
            ],
            "facts": [
                "Maisie sleeps {v} most nights.",
                "Where Maisie ends up sleeping is {v}.",
                "Come morning, you'll find Maisie {v}.",
            ],
            "corrections": [
                ("cue", "maisie's sleeping {new} these days"),
                ("cue", "After the week of thunderstorms, Maisie has been sleeping {new}."),
                ("cue", "Since Brent went back to days, Maisie sleeps {new}."),
                ("explicit", "We finally got Maisie out of sleeping {old}; she's {new}."),
                ("explicit", "Brent put his foot down about her sleeping {old}, so it's {new}."),
                ("explicit", "maisie sleeps: {new}, not {old}"),
                ("implicit", "Went to wake Maisie for school and found her {new}, snoring."),
                ("implicit", "maisie {new}, drooling on her unicorn, 6am"),
                (
                    "implicit",
                    "Mom babysat Saturday and said Maisie wouldn't settle till she was {new}.",
                ),
                (
                    "implicit",
                    (
                        "Caleb took a picture of Maisie asleep {new} and put it in the family group "
                        "text."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Brent got up at midnight and took the spare quilt to Maisie, {new}, "
                        "without a word."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Last night: Brent home from second shift at twelve-thirty, Caleb's alarm "
                        "going off for no reason at one, a raccoon in the trash cans, the wind "
                        "banging the storm door, and at three, when I checked, Maisie {new}, hair "
                        "everywhere, sound asleep."
                    ),
                ),
            ],
            "questions": [
                "Where does Maisie sleep?",
                "Where does my daughter end up at night?",
                "Where's Maisie sleeping most nights?",
            ],
            "now": ["Where is Maisie sleeping these days?"],
        },
        "zh": {
            "values": [
                "跟我们挤大床",
                "在我们床边的小床上",
                "在上下铺的上铺",
                "在客厅的沙发上",
                "在地上打地铺",
                "在她哥屋里的凉席上",
            ],
            "facts": [
                "女儿晚上一般{v}睡。",
                "女儿每天夜里都是{v}睡的。",
                "早上起来一看，女儿都是{v}睡着。",
            ],
            "corrections": [
                ("cue", "女儿这阵子{new}睡"),
                ("cue", "打了一个礼拜的雷以后，女儿就一直{new}睡。"),
                ("cue", "老公换回白班以后，女儿晚上{new}睡。"),
                ("explicit", "总算不让女儿{old}睡了，她{new}睡。"),
                ("explicit", "老公不许她再{old}睡，女儿就{new}睡了。"),
                ("explicit", "女儿睡觉：{new}，不是{old}"),
                ("implicit", "早上叫女儿起床，她{new}睡得打呼噜。"),
                ("implicit", "早上六点 女儿{new}睡着 口水流了一枕头"),
                ("implicit", "礼拜六我妈来帮忙带孩子，说女儿非得{new}才肯睡。"),
                ("implicit", "她哥拍了张女儿{new}睡觉的照片，发到了家庭群里。"),
                ("implicit", "半夜老公起来看了一眼，女儿{new}睡着，他给她盖了床薄被。"),
                (
                    "implicit",
                    (
                        "昨天晚上：老公十二点半下班回来，儿子的闹钟一点钟无缘无故响了，楼下的狗冲着"
                        "一只老鼠叫，回南天墙上一直淌水，三点我起来看，女儿{new}睡着，头发乱成一团"
                        "，睡得正香。"
                    ),
                ),
            ],
            "questions": ["女儿晚上睡在哪儿？", "我女儿每天夜里在哪睡？", "女儿睡觉是怎么个睡法？"],
            "now": ["女儿这阵子晚上在哪儿睡？"],
        },
    },
    {
        "key": "daughter_school_play_role",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the narrator",
                "a dancing tulip",
                "a singing cactus",
                "a snowflake",
                "Mother Goose",
                "the Gingerbread Man",
            ],
            "facts": [
                "In the second-grade program Maisie is {v}.",
                "Maisie's part in the school play is {v}.",
                "Maisie has been cast as {v} in the spring program.",
            ],
            "corrections": [
                ("cue", "maisie's {new} in the program now"),
                ("cue", "After the music teacher reshuffled the parts, Maisie got {new}."),
                ("cue", "Since one of the girls broke her wrist, Maisie's part is {new}."),
                ("explicit", "Maisie traded {old} with her friend and she's {new}."),
                ("explicit", "{old} had too many lines for her, so Maisie is {new}."),
                ("explicit", "maisie's part: {new}, not {old}"),
                (
                    "implicit",
                    "Stayed up till midnight hot-gluing a costume so Maisie can be {new}.",
                ),
                ("implicit", "maisie in the bathtub rehearsing her part as {new}, full volume"),
                (
                    "implicit",
                    (
                        "The music teacher stopped me in the school kitchen to say Maisie is the "
                        "best {new} she's ever had."
                    ),
                ),
                ("implicit", "Caleb taught Maisie how to take a bow as {new}."),
                (
                    "implicit",
                    (
                        "Gerrit asked if he needs a ticket to see Maisie as {new}, and I said it's "
                        "the gym, Gerrit, just come."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Program night: the gym packed to the walls, folding chairs that pinch, a "
                        "kindergartner crying in the front row, Gerrit in his church shirt, Mom "
                        "with her camera from 2009, Brent straight off shift, and Maisie, front and "
                        "center, as {new}, waving at us the whole time."
                    ),
                ),
            ],
            "questions": [
                "What part is Maisie playing in the school program?",
                "What is my daughter in the school play?",
                "Who is Maisie in the spring program?",
            ],
            "now": ["What's Maisie's part in the program, as things stand?"],
        },
        "zh": {
            "values": ["报幕员", "小白兔", "领舞", "大灰狼", "小蘑菇", "小蝌蚪"],
            "facts": [
                "六一汇演女儿演的是{v}。",
                "学校的儿童节节目，女儿是{v}。",
                "女儿在六一的节目里当{v}。",
            ],
            "corrections": [
                ("cue", "女儿节目里这回当{new}"),
                ("cue", "老师重新排了一遍节目，女儿分到了{new}。"),
                ("cue", "有个小朋友摔伤了手以后，女儿就当{new}。"),
                ("explicit", "女儿跟同学把{old}换了，她当{new}。"),
                ("explicit", "{old}台词太多，女儿记不住，就让她当{new}。"),
                ("explicit", "角色：{new}，不是{old}"),
                ("implicit", "熬到半夜拿热熔胶给女儿粘衣服，好让她上台当{new}。"),
                ("implicit", "女儿在澡盆里排练{new} 声音大得整栋楼都听见"),
                ("implicit", "音乐老师来档口买卤鹅，专门跟我说女儿演{new}演得最好。"),
                ("implicit", "她哥教女儿演完{new}怎么鞠躬。"),
                ("implicit", "公公问去看女儿演{new}要不要买票，我说就在学校礼堂，您来就是。"),
                (
                    "implicit",
                    (
                        "汇演那天：礼堂挤得满满当当，塑料凳子坐得腰疼，前排一个小不点一直哭，公公穿"
                        "着过年那件衬衫，我妈拿着她那台老相机，老公下了班直接赶过来，女儿站在最前头"
                        "演{new}，从头到尾冲我们挥手。"
                    ),
                ),
            ],
            "questions": [
                "女儿在六一节目里演什么？",
                "我女儿汇演当的是哪个角色？",
                "女儿在学校节目里是什么？",
            ],
            "now": ["女儿节目里现在演的是哪个？"],
        },
    },
    {
        "key": "daughter_party_trick",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "doing cartwheels",
                "reciting all fifty states",
                "counting to twenty in Dutch",
                "burping the alphabet",
                "pulling a quarter out of your ear",
                "wiggling her ears",
            ],
            "facts": [
                "Maisie's party trick is {v}.",
                "What Maisie does for anybody who'll watch is {v}.",
                "Every visitor to our house gets a show from Maisie, {v}.",
            ],
            "corrections": [
                ("cue", "maisie's big trick is {new} these days"),
                ("cue", "After a week of Vacation Bible School, Maisie's party piece is {new}."),
                ("cue", "Since Caleb taught her over spring break, Maisie's trick is {new}."),
                ("explicit", "Maisie got bored of {old}; it's all {new}."),
                ("explicit", "Her teacher banned {old} in class, so Maisie has moved on to {new}."),
                ("explicit", "maisie's trick: {new}, not {old}"),
                (
                    "implicit",
                    "The pastor came for coffee and Maisie was {new} before he'd sat down.",
                ),
                ("implicit", "maisie in the checkout line at hy-vee, {new} for the cashier"),
                (
                    "implicit",
                    (
                        "Mom says Maisie spent the whole visit to her building {new} for the ladies "
                        "in the lobby."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Caleb filmed Maisie {new} and it got more likes than anything he's ever "
                        "posted."
                    ),
                ),
                ("implicit", "Gerrit pays Maisie a quarter for {new}, and she's getting rich."),
                (
                    "implicit",
                    (
                        "Brent's cousins came through on their way to the races in Knoxville: "
                        "eleven people, two coolers, a baby who wouldn't nap, Brent lighting the "
                        "grill in the rain, and Maisie in the middle of the kitchen {new} until "
                        "somebody clapped."
                    ),
                ),
            ],
            "questions": [
                "What's Maisie's party trick?",
                "What does my daughter show off to visitors?",
                "What trick does Maisie do for everybody?",
            ],
            "now": ["What's Maisie's party trick at the moment?"],
        },
        "zh": {
            "values": [
                "学鹅叫",
                "用潮州话数到一百",
                "背《三字经》",
                "倒立",
                "说绕口令",
                "跳一段手势舞",
            ],
            "facts": [
                "女儿的拿手好戏是{v}。",
                "家里来了客人，女儿准要表演{v}。",
                "女儿见人就要露一手：{v}。",
            ],
            "corrections": [
                ("cue", "女儿这阵子的绝活是{new}"),
                ("cue", "暑假在少年宫上了几天兴趣班，女儿的拿手戏就成了{new}。"),
                ("cue", "她哥放假教了她几天，女儿见人就{new}。"),
                ("explicit", "{old}女儿玩腻了，她表演{new}。"),
                ("explicit", "老师不许她在课上{old}，女儿就改成{new}。"),
                ("explicit", "绝活：{new}，不是{old}"),
                ("implicit", "居委会的阿姨上门登记，还没坐下就看了女儿一场{new}。"),
                ("implicit", "女儿在超市排队结账 给收银员{new}"),
                ("implicit", "我妈说女儿在村口给一群阿婆{new}，阿婆们塞给她两块钱。"),
                ("implicit", "她哥拍了女儿{new}的视频，点赞比他自己发的都多。"),
                ("implicit", "女儿每{new}一回，公公就给她一个硬币，她都快发财了。"),
                (
                    "implicit",
                    (
                        "老公那边的亲戚从普宁过来拜老爷：一大家子十一口人，拎了两箱橙，一个小婴儿死"
                        "活不睡，老公冒着雨在天台生炭炉，女儿站在厅中间{new}，一直到有人鼓掌才停。"
                    ),
                ),
            ],
            "questions": [
                "女儿的拿手把戏是什么？",
                "我女儿见了客人爱表演啥？",
                "女儿最爱露的一手是什么？",
            ],
            "now": ["女儿现在最爱表演的是什么？"],
        },
    },
    {
        "key": "husband_facial_hair",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a full beard",
                "a horseshoe mustache",
                "a goatee",
                "mutton chops",
                "a handlebar mustache",
                "a chin strap",
            ],
            "facts": [
                "Brent sports {v}.",
                "My husband's face is all {v}.",
                "You'd know Brent anywhere by {v}.",
            ],
            "corrections": [
                ("cue", "brent's rocking {new} these days"),
                ("cue", "After No-Shave November, Brent came out the other side with {new}."),
                ("cue", "Since he turned forty-five, Brent has worn {new}."),
                ("explicit", "Brent shaved off {old}; he's got {new}."),
                ("explicit", "I begged him to lose {old}, and Brent went for {new}."),
                ("explicit", "brent's face: {new}, not {old}"),
                ("implicit", "Maisie kissed Brent goodnight and then complained about {new}."),
                ("implicit", "brent at the bathroom mirror trimming {new} with my good scissors"),
                (
                    "implicit",
                    (
                        "Gerrit told Brent that with {new} he looks just like Uncle Wim, and not in "
                        "a good way."
                    ),
                ),
                ("implicit", "Caleb tried to grow {new} like his dad and got about eleven hairs."),
                (
                    "implicit",
                    "Brent's badge photo at the plant shows {new}, and security still let him in.",
                ),
                (
                    "implicit",
                    (
                        "Church directory pictures: everybody in the same blue, Maisie with a scab "
                        "on her nose, Caleb refusing to smile, Mom telling the photographer what to "
                        "do with her hair, and Brent, combed and serious, with {new} trimmed "
                        "specially for the occasion."
                    ),
                ),
            ],
            "questions": [
                "What facial hair does Brent have?",
                "What has my husband got growing on his face?",
                "What's Brent's beard situation?",
            ],
            "now": ["What's Brent wearing on his face these days?"],
        },
        "zh": {
            "values": ["络腮胡", "八字胡", "山羊胡", "一字胡", "下巴上一撮小胡子", "一圈青胡茬"],
            "facts": ["老公留着{v}。", "老公一直蓄着{v}。", "我老公最好认，脸上就是{v}。"],
            "corrections": [
                ("cue", "老公这阵子留起了{new}"),
                ("cue", "过完年，老公就留了{new}。"),
                ("cue", "从老公过了四十五岁生日起，他一直留{new}。"),
                ("explicit", "老公把{old}刮了，留的是{new}。"),
                ("explicit", "我嫌{old}邋遢，老公就改留{new}。"),
                ("explicit", "老公的胡子：{new}，不是{old}"),
                ("implicit", "女儿亲了她爸一口，就抱怨{new}扎人。"),
                ("implicit", "老公对着镜子拿我的剪刀修{new}"),
                ("implicit", "公公说老公留着{new}，活像他二叔年轻时候，不是夸他。"),
                ("implicit", "儿子也想学他爸留{new}，憋了一个月就长出十几根。"),
                ("implicit", "老公厂里工牌上的照片就是{new}，门卫照样放他进去。"),
                (
                    "implicit",
                    (
                        "过年去照相馆拍全家福：一家人都穿红的，女儿鼻子上还结着痂，儿子死活不笑，我"
                        "妈一直指挥摄影师怎么弄她的头发，老公头发梳得整整齐齐，{new}前一天晚上专门"
                        "修过。"
                    ),
                ),
            ],
            "questions": [
                "老公留的什么胡子？",
                "我老公脸上的胡子是什么样的？",
                "老公蓄的是哪种胡子？",
            ],
            "now": ["老公这阵子留的是什么胡子？"],
        },
    },
    {
        "key": "husband_tattoo_plan",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the kids' names on his forearm",
                "a buck on his calf",
                "the Hawkeye on his shoulder",
                "a compass on his back",
                "his dad's old tractor",
                "a welding torch on his bicep",
            ],
            "facts": [
                "The tattoo Brent is planning is {v}.",
                "Brent has put a deposit down at the tattoo place in Oskaloosa for {v}.",
                "If Brent ever gets inked, it'll be {v}.",
            ],
            "corrections": [
                ("cue", "brent's tattoo is {new} now"),
                (
                    "cue",
                    "After a beer with the guys from the plant, Brent decided his tattoo is {new}.",
                ),
                ("cue", "Since the tattoo guy showed him some sketches, Brent's set on {new}."),
                ("explicit", "Brent scrapped {old}; he wants {new}."),
                ("explicit", "I vetoed {old}, so Brent's getting {new}."),
                ("explicit", "brent's tattoo: {new}, not {old}"),
                (
                    "implicit",
                    "Brent drew {new} on himself in ballpoint to see how it would look at work.",
                ),
                ("implicit", "brent showing me pictures of {new} at 11pm instead of sleeping"),
                (
                    "implicit",
                    (
                        "Gerrit heard about {new} and said no son of his, then asked to see the "
                        "drawing."
                    ),
                ),
                ("implicit", "Maisie wants {new} too, in washable marker."),
                ("implicit", "The tattoo artist in Oskaloosa says {new} will take two sittings."),
                (
                    "implicit",
                    (
                        "Our anniversary supper at the supper club in Knoxville: prime rib, a "
                        "relish tray, Brent in a collared shirt, the waitress calling him hon, an "
                        "old couple dancing to the jukebox, and Brent sketching {new} for me on a "
                        "napkin."
                    ),
                ),
            ],
            "questions": [
                "What tattoo is Brent planning to get?",
                "What's my husband's tattoo going to be?",
                "What does Brent want tattooed?",
            ],
            "now": ["What tattoo is Brent planning at the moment?"],
        },
        "zh": {
            "values": [
                "一尊关公",
                "一条过肩龙",
                "两个孩子的名字",
                "一尾锦鲤",
                "一只下山虎",
                "一个“忍”字",
            ],
            "facts": [
                "老公打算去纹{v}。",
                "老公在纹身店交了定金，要纹{v}。",
                "老公说这辈子要纹就纹{v}。",
            ],
            "corrections": [
                ("cue", "老公这回想纹{new}"),
                ("cue", "跟厂里几个工友喝了一顿酒，老公就定了要纹{new}。"),
                ("cue", "纹身师给他画了几张草图以后，老公认准了{new}。"),
                ("explicit", "老公不纹{old}了，要纹{new}。"),
                ("explicit", "我不同意{old}，老公就改成{new}。"),
                ("explicit", "纹身：{new}，不是{old}"),
                ("implicit", "老公拿圆珠笔在胳膊上画了个{new}，说先看看效果。"),
                ("implicit", "老公半夜十一点还在给我看{new}的图 不睡觉"),
                ("implicit", "公公听说要纹{new}，先骂了一顿，又让他把图拿来看看。"),
                ("implicit", "女儿也要跟她爸纹{new}，用水彩笔画的那种。"),
                ("implicit", "纹身店的师傅说{new}要分两次纹。"),
                (
                    "implicit",
                    (
                        "结婚纪念日去江边吃饭：一条清蒸鱼，一壶单丛，老公难得穿了件有领子的衣服，服"
                        "务员管他叫“靓仔”，隔壁桌一对老夫妻在哼潮剧，老公拿餐巾纸给我画{new}的样子"
                        "。"
                    ),
                ),
            ],
            "questions": [
                "老公想纹个什么？",
                "我老公打算纹的是哪个图案？",
                "老公要去纹身，纹的是什么？",
            ],
            "now": ["老公现在打算纹的是什么？"],
        },
    },
    {
        "key": "husband_nap_spot",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "in the recliner",
                "in the cab of his truck",
                "on the basement couch",
                "in the hammock",
                "on the living room floor",
                "on the porch swing",
            ],
            "facts": [
                "Brent takes his naps {v}.",
                "After a shift, Brent crashes {v}.",
                "Sunday afternoons, Brent's asleep {v}.",
            ],
            "corrections": [
                ("cue", "brent naps {new} lately"),
                ("cue", "After his back went out, Brent started napping {new}."),
                ("cue", "Since he went onto second shift, Brent sleeps off the afternoon {new}."),
                ("explicit", "Brent quit napping {old}; he's {new}."),
                ("explicit", "Maisie kept jumping on him {old}, so Brent naps {new}."),
                ("explicit", "brent's nap spot: {new}, not {old}"),
                (
                    "implicit",
                    "Found Brent {new} with the Hawkeyes game still on and his mouth wide open.",
                ),
                ("implicit", "brent snoring {new}, maisie putting stickers on his face"),
                (
                    "implicit",
                    (
                        "Gerrit dropped off sweet corn and said he found his son {new} at two in "
                        "the afternoon like a teenager."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Caleb took a picture of Brent {new} and made it his contact photo for his "
                        "dad."
                    ),
                ),
                ("implicit", "The neighbor waved at Brent {new} and got a snore back."),
                (
                    "implicit",
                    (
                        "Sunday after church: a roast in the oven, Mom on the phone, Caleb gone to "
                        "a buddy's, Maisie making a mess with sidewalk chalk, the Vikings losing, "
                        "and Brent {new} by one-thirty, out cold till supper."
                    ),
                ),
            ],
            "questions": [
                "Where does Brent take his naps?",
                "Where does my husband sleep in the afternoons?",
                "Where does Brent nod off after a shift?",
            ],
            "now": ["Where's Brent napping these days?"],
        },
        "zh": {
            "values": [
                "客厅的藤椅上",
                "阁楼的竹席上",
                "厂里更衣室的长凳上",
                "天台的吊床上",
                "档口后面的折叠床上",
                "楼下的摩托车上",
            ],
            "facts": [
                "老公午觉都睡在{v}。",
                "老公下了班就倒在{v}睡。",
                "礼拜天下午，老公准在{v}睡着。",
            ],
            "corrections": [
                ("cue", "老公这阵子午觉睡在{new}"),
                ("cue", "闪了腰以后，老公就改在{new}睡午觉。"),
                ("cue", "倒了夜班以后，老公白天都在{new}补觉。"),
                ("explicit", "老公不在{old}睡了，他睡{new}。"),
                ("explicit", "女儿老在{old}往他身上跳，老公就跑到{new}睡。"),
                ("explicit", "午觉：{new}，不是{old}"),
                ("implicit", "老公在{new}睡着了，电视里还放着球，嘴张得老大。"),
                ("implicit", "老公在{new}打呼噜 女儿往他脸上贴贴纸"),
                (
                    "implicit",
                    "公公拎了一袋杨桃过来，说看见他儿子下午两点还躺在{new}，跟个后生仔似的。",
                ),
                ("implicit", "儿子拍了他爸在{new}睡觉的照片，设成了来电头像。"),
                ("implicit", "邻居跟在{new}睡觉的老公打招呼，回答他的是一声呼噜。"),
                (
                    "implicit",
                    (
                        "礼拜天拜完老爷：锅里炖着汤，我妈在电话里讲个不停，儿子去同学家了，女儿在门"
                        "口拿粉笔乱画，电视里的球赛输了，老公一点半就在{new}睡死了，一觉睡到吃晚饭"
                        "。"
                    ),
                ),
            ],
            "questions": [
                "老公在哪儿睡午觉？",
                "我老公下午一般在哪补觉？",
                "老公下班后倒头就睡的地方是哪？",
            ],
            "now": ["老公这阵子在哪睡午觉？"],
        },
    },
    {
        "key": "husband_midnight_snack",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "cold pizza",
                "a fried bologna sandwich",
                "a bowl of Cap'n Crunch",
                "pickled herring on crackers",
                "summer sausage and cheese",
                "peanut butter off a spoon",
            ],
            "facts": [
                "Brent's midnight snack is {v}.",
                "When Brent gets in from second shift, he goes straight for {v}.",
                "Brent can't go to bed without {v}.",
            ],
            "corrections": [
                ("cue", "brent's late-night thing is {new} now"),
                (
                    "cue",
                    "After the Christmas party at the plant, Brent's been on {new} every night.",
                ),
                ("cue", "Since he started second shift, Brent comes home to {new}."),
                ("explicit", "Brent swore off {old}; at midnight it's {new}."),
                ("explicit", "His doctor told him to cut out {old}, so Brent has {new}."),
                ("explicit", "brent's midnight snack: {new}, not {old}"),
                (
                    "implicit",
                    (
                        "Heard Brent in the kitchen at twelve-thirty with {new} and the fridge door "
                        "wide open."
                    ),
                ),
                ("implicit", "brent eating {new} over the sink in the dark, 12:40am"),
                (
                    "implicit",
                    (
                        "Caleb came down for water at one and caught his dad with {new}; they split "
                        "it."
                    ),
                ),
                (
                    "implicit",
                    "Maisie wants to know why Daddy gets {new} at bedtime and she doesn't.",
                ),
                (
                    "implicit",
                    "Mom says my dad used to sneak {new} at midnight too, for forty years.",
                ),
                (
                    "implicit",
                    (
                        "Second shift, Tuesday: Brent out the door at two, a school board meeting I "
                        "had to sit through, Caleb's practice running late, Maisie's spelling "
                        "words, and at twelve-thirty the garage door, the fridge, and Brent at the "
                        "counter with {new}, telling me about a guy who welded his own glove to a "
                        "bucket."
                    ),
                ),
            ],
            "questions": [
                "What's Brent's midnight snack?",
                "What does my husband eat when he gets in late?",
                "What does Brent grab from the kitchen at midnight?",
            ],
            "now": ["What's Brent's midnight snack these days?"],
        },
        "zh": {
            "values": ["白粥配菜脯", "砂锅粥", "炒粿条", "牛肉丸汤", "辣条", "卤鹅掌"],
            "facts": [
                "老公的夜宵是{v}。",
                "老公下中班回来，头一件事就是吃{v}。",
                "老公睡前不吃一口{v}睡不着。",
            ],
            "corrections": [
                ("cue", "老公夜宵这阵子是{new}"),
                ("cue", "厂里年尾聚餐回来，老公每天半夜都要吃{new}。"),
                ("cue", "上了中班以后，老公半夜回来就吃{new}。"),
                ("explicit", "老公说{old}吃腻了，夜宵是{new}。"),
                ("explicit", "医生让他少吃{old}，老公半夜就吃{new}。"),
                ("explicit", "夜宵：{new}，不是{old}"),
                ("implicit", "半夜十二点半听见厨房有动静，老公开着冰箱门在吃{new}。"),
                ("implicit", "老公摸黑站在灶台边吃{new} 十二点四十"),
                ("implicit", "儿子一点下楼喝水，撞见他爸在吃{new}，两个人分着吃完了。"),
                ("implicit", "女儿问凭什么爸爸睡前能吃{new}，她就不能。"),
                ("implicit", "我妈说我阿爸当年也是半夜偷吃{new}，吃了四十年。"),
                (
                    "implicit",
                    (
                        "老公上中班的礼拜二：下午两点出门，我收了档去学校开家长会，儿子晚自习十点才"
                        "下，女儿的生字默写，十二点半楼下摩托车一响，冰箱门一开，老公站在灶台边吃{n"
                        "ew}，跟我讲厂里有人把一窑碗全烧裂了。"
                    ),
                ),
            ],
            "questions": [
                "老公夜宵吃什么？",
                "我老公半夜回来爱吃哪样？",
                "老公睡前那一口吃的是啥？",
            ],
            "now": ["老公这阵子的夜宵是什么？"],
        },
    },
    {
        "key": "grandpa_not_speaking_to",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "his neighbor Dale Van Zee",
                "his own brother Henk",
                "Marv at the co-op",
                "a man from church called Lyle De Jong",
                "the county engineer, Ruckle",
                "his old buddy Arlo",
            ],
            "facts": [
                "Gerrit isn't speaking to {v}.",
                "The person Brent's dad has a feud going with is {v}.",
                "Gerrit won't so much as wave at {v}.",
            ],
            "corrections": [
                ("cue", "gerrit's not talking to {new} these days"),
                (
                    "cue",
                    "After the business with the fence line, Gerrit stopped speaking to {new}.",
                ),
                (
                    "cue",
                    (
                        "Since the church council vote, Gerrit has been giving {new} the cold "
                        "shoulder."
                    ),
                ),
                ("explicit", "Gerrit patched things up with {old}; the feud is with {new}."),
                ("explicit", "{old} moved to Arizona for good, so Gerrit is feuding with {new}."),
                ("explicit", "gerrit's feud: {new}, not {old}"),
                ("implicit", "Gerrit drove the long way around to avoid {new} at the elevator."),
                (
                    "implicit",
                    "gerrit crossed the street at tulip time so he wouldn't have to pass {new}",
                ),
                (
                    "implicit",
                    (
                        "Brent says his dad sat in the back pew all month so he wouldn't have to "
                        "shake hands with {new}."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Maisie asked Gerrit why he's mad at {new} and got twenty minutes on "
                        "drainage tile."
                    ),
                ),
                (
                    "implicit",
                    "Mom says Gerrit told half the Legion exactly what he thinks of {new}.",
                ),
                (
                    "implicit",
                    (
                        "Harvest supper at church: three kinds of Jell-O salad, sloppy joes in a "
                        "roaster, kids under every table, the pastor begging for volunteers, Brent "
                        "on his third plate, and Gerrit sitting as far as humanly possible from "
                        "{new}, not looking up once."
                    ),
                ),
            ],
            "questions": [
                "Who is Gerrit not speaking to?",
                "Who's Brent's dad feuding with?",
                "Who does Gerrit refuse to talk to?",
            ],
            "now": ["Who is Gerrit not speaking to at the moment?"],
        },
        "zh": {
            "values": [
                "隔壁的陈伯",
                "他亲弟弟阿雄",
                "祠堂管事的林叔",
                "下棋的老吴",
                "巷口开杂货店的阿财",
                "他老同学蔡伯",
            ],
            "facts": [
                "公公跟{v}闹翻了，见面不说话。",
                "公公正跟{v}怄气。",
                "公公见了{v}连招呼都不打。",
            ],
            "corrections": [
                ("cue", "公公这阵子跟{new}不说话"),
                ("cue", "为了巷口那堵墙的事，公公跟{new}闹翻了。"),
                ("cue", "祠堂开完会以后，公公就不理{new}了。"),
                ("explicit", "公公跟{old}和好了，又跟{new}闹上了。"),
                ("explicit", "{old}搬去佛山跟儿子住了，公公现在跟{new}较劲。"),
                ("explicit", "公公闹别扭的：{new}，不是{old}"),
                ("implicit", "公公宁可绕远路，也不从{new}门口过。"),
                ("implicit", "营老爷那天公公特意换了条路走 就为了不碰见{new}"),
                ("implicit", "老公说他爸这个月喝茶都不去老地方，怕撞上{new}。"),
                ("implicit", "女儿问阿公为什么生{new}的气，公公讲了二十分钟排水沟的事。"),
                ("implicit", "我妈说公公当着一屋子人的面，把{new}数落了一顿。"),
                (
                    "implicit",
                    (
                        "祠堂冬至吃大锅饭：圆桌一直摆到巷子里，三大锅咸粥，小孩子满地跑，有人在喊帮"
                        "忙端碗，老公吃了第三碗，公公坐在离{new}最远的那张桌，头都没抬一下。"
                    ),
                ),
            ],
            "questions": ["公公跟谁闹翻了？", "我公公不理的人是哪个？", "公公见了谁不说话？"],
            "now": ["公公这阵子跟谁不说话？"],
        },
    },
    {
        "key": "grandpa_favourite_story",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the blizzard of '75",
                "the flood of '93",
                "how he bought his first tractor",
                "the time he shook Ronald Reagan's hand",
                "the night the hog barn burned",
                "his year in the Army in Germany",
            ],
            "facts": [
                "The story Gerrit tells every single visit is {v}.",
                "Gerrit's favorite story is {v}.",
                "Sit next to Gerrit and you'll hear all about {v}.",
            ],
            "corrections": [
                ("cue", "gerrit's on {new} these days"),
                ("cue", "After the family reunion, the story out of Gerrit every time is {new}."),
                (
                    "cue",
                    (
                        "Since the Chronicle ran his picture, Gerrit can't stop telling us about "
                        "{new}."
                    ),
                ),
                (
                    "explicit",
                    "We've heard the last of {old}, thank goodness; with Gerrit it's {new}.",
                ),
                (
                    "explicit",
                    "Caleb told Gerrit he'd heard {old} forty times, so he switched to {new}.",
                ),
                ("explicit", "gerrit's story: {new}, not {old}"),
                (
                    "implicit",
                    "Gerrit got to the part about {new} before the potatoes had gone around.",
                ),
                ("implicit", "gerrit, {new}, part three, maisie asleep on his lap"),
                (
                    "implicit",
                    "Brent's sister says Gerrit told the waitress at the café all about {new}.",
                ),
                (
                    "implicit",
                    "Caleb recorded Gerrit telling the story of {new} for his history class.",
                ),
                ("implicit", "Mom says if she hears about {new} one more time she's walking home."),
                (
                    "implicit",
                    (
                        "Thanksgiving at Gerrit's: the leaf in the table, two pies from Fareway, "
                        "the Lions losing, Brent's sister's kids fighting over the wishbone, me "
                        "doing dishes with Brent's aunt, and Gerrit at the head of the table, fork "
                        "in the air, launching into {new}."
                    ),
                ),
            ],
            "questions": [
                "What story does Gerrit always tell?",
                "What's my father-in-law's favorite story?",
                "Which story do we hear every time we visit Gerrit?",
            ],
            "now": ["What story is Gerrit telling these days?"],
        },
        "zh": {
            "values": [
                "六九年那场大台风",
                "年轻时挑担去庵埠卖菜",
                "在部队当炊事兵",
                "八十年代去深圳跑单帮",
                "他拜师学木雕",
                "当年在枫溪烧龙窑",
            ],
            "facts": [
                "公公最爱讲的是{v}的事。",
                "每回去看公公，都要听一遍{v}的故事。",
                "公公一开口，准是讲{v}。",
            ],
            "corrections": [
                ("cue", "公公这阵子天天讲{new}"),
                ("cue", "族里修完族谱以后，公公逢人就讲{new}。"),
                ("cue", "报纸登了他一张老照片以后，公公开口就是{new}。"),
                ("explicit", "{old}总算讲完了，公公现在讲{new}。"),
                ("explicit", "儿子说{old}听了四十遍了，公公就换着讲{new}。"),
                ("explicit", "公公讲古：{new}，不是{old}"),
                ("implicit", "菜还没上齐，公公已经讲到{new}了。"),
                ("implicit", "公公讲{new}讲到第三段 女儿在他腿上睡着了"),
                ("implicit", "小姑子说公公在茶铺里跟老板娘讲了一下午{new}。"),
                ("implicit", "儿子把公公讲{new}录了下来，交了历史课的作业。"),
                ("implicit", "我妈说再听一遍{new}，她就自己走回饶平。"),
                (
                    "implicit",
                    (
                        "冬至在公公老厝吃汤圆：八仙桌拼了两张，两盒饼从牌坊街买来，电视里放着潮剧，"
                        "小姑子的两个孩子抢最后一个汤圆，我跟老公的姑姑在天井洗碗，公公坐在上首，筷"
                        "子举在半空，开始讲{new}。"
                    ),
                ),
            ],
            "questions": [
                "公公最爱讲的故事是哪个？",
                "我公公翻来覆去讲的是什么事？",
                "去公公家总要听他讲哪一段？",
            ],
            "now": ["公公这阵子老讲的是哪一段？"],
        },
    },
    {
        "key": "grandma_lucky_charm",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "a troll doll with pink hair",
                "a rabbit's foot",
                "a two-dollar bill",
                "a plastic tulip",
                "a St Christopher medal",
                "a 1961 penny",
            ],
            "facts": [
                "Mom takes {v} to bingo for luck.",
                "Mom's lucky charm is {v}.",
                "Mom won't play a single card at the Legion without {v}.",
            ],
            "corrections": [
                ("cue", "mom's lucky thing is {new} these days"),
                ("cue", "After she won the blackout game, Mom's charm has been {new}."),
                (
                    "cue",
                    "Since a friend from her building passed it on to her, Mom swears by {new}.",
                ),
                ("explicit", "Mom says {old} went cold on her; she takes {new}."),
                ("explicit", "Mom lost {old} somewhere in the car, so it's {new} at bingo."),
                ("explicit", "mom's charm: {new}, not {old}"),
                (
                    "implicit",
                    "Mom rubbed {new} before every number and still lost to a man in a Cubs hat.",
                ),
                ("implicit", "mom at the kitchen table, daubers lined up, {new} in the middle"),
                (
                    "implicit",
                    (
                        "The lady who calls bingo at the Legion told Mom she can't put {new} on the "
                        "caller's table."
                    ),
                ),
                (
                    "implicit",
                    "Maisie asked Grandma Bev if she could borrow {new} for her spelling test.",
                ),
                (
                    "implicit",
                    "Caleb took {new} to his match for luck and had to have it back to Mom by six.",
                ),
                (
                    "implicit",
                    (
                        "Mom's bingo night: a ride from her neighbor, a bag with eleven daubers, a "
                        "seat cushion, a thermos of coffee, the same table by the window for nine "
                        "years, a hot beef sandwich at the break, and {new} propped against the "
                        "sugar packets where she can see it."
                    ),
                ),
            ],
            "questions": [
                "What's Mom's lucky charm?",
                "What does my mother take to bingo for luck?",
                "What good-luck thing does Mom swear by?",
            ],
            "now": ["What's Mom's lucky charm at the moment?"],
        },
        "zh": {
            "values": [
                "一块玉观音",
                "一根红绳",
                "一个小葫芦",
                "一枚铜钱",
                "一串沉香手串",
                "一张平安符",
            ],
            "facts": [
                "我妈打麻将身上一定带着{v}。",
                "我妈的幸运物是{v}。",
                "我妈说有{v}在身上，手气才好。",
            ],
            "corrections": [
                ("cue", "我妈这阵子打牌带的是{new}"),
                ("cue", "自摸了一把清一色以后，我妈就认准了{new}。"),
                ("cue", "隔壁阿婶从庙里带回来给她以后，我妈打牌离不开{new}。"),
                ("explicit", "我妈说{old}不灵了，她带{new}。"),
                ("explicit", "{old}不知掉哪儿了，我妈打牌就换成{new}。"),
                ("explicit", "我妈的幸运物：{new}，不是{old}"),
                ("implicit", "我妈摸牌前都要先摸一下{new}，结果还是输给了隔壁阿伯。"),
                ("implicit", "我妈坐在牌桌前 {new}摆在茶杯旁边"),
                ("implicit", "牌友阿婶跟我告状，说我妈把{new}压在牌桌上，不让人碰。"),
                ("implicit", "女儿要借外婆的{new}带去考试。"),
                ("implicit", "儿子拿外婆的{new}去打篮球赛，说好六点前还回去。"),
                (
                    "implicit",
                    (
                        "我妈打麻将的一天：吃过午饭骑着三轮车去阿婶家，带着一罐自己泡的茶，一个坐垫"
                        "，一包瓜子，坐了九年的老位置，打到四点歇一歇吃碗粿条汤，{new}就放在她手边"
                        "，抬眼就能看见。"
                    ),
                ),
            ],
            "questions": [
                "我妈的幸运物是什么？",
                "我妈打牌带什么图个好运？",
                "我妈信的那个转运小物件是哪个？",
            ],
            "now": ["我妈这阵子带的幸运物是什么？"],
        },
    },
    {
        "key": "grandma_standard_gift",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "hand-knitted dishcloths",
                "zucchini bread",
                "scratch-off tickets",
                "jars of pickled beets",
                "fleece tie blankets",
                "tins of puppy chow",
            ],
            "facts": [
                "Whatever the occasion, Mom gives everybody {v}.",
                "Mom's standard gift is {v}.",
                "Every birthday in the family, Mom turns up with {v}.",
            ],
            "corrections": [
                ("cue", "mom's giving everybody {new} these days"),
                ("cue", "After the craft fair at the Legion, Mom has been handing out {new}."),
                ("cue", "Since her church circle got going again, it's {new} from Mom."),
                ("explicit", "Mom's done with {old}; everybody gets {new}."),
                ("explicit", "Brent hinted that we had plenty of {old}, so Mom gives us {new}."),
                ("explicit", "mom's gifts: {new}, not {old}"),
                ("implicit", "Caleb's teacher got {new} from Mom for no reason at all."),
                ("implicit", "mom's trunk full of {new}, labeled by name"),
                (
                    "implicit",
                    "Brent's sister texted a photo of Mom's {new} with three question marks.",
                ),
                ("implicit", "Maisie took Grandma Bev's {new} to her teacher as a thank-you."),
                (
                    "implicit",
                    "The mailman got {new} from Mom at Christmas and waved extra hard all winter.",
                ),
                (
                    "implicit",
                    (
                        "Maisie's birthday: a bounce house in the rain, nine second-graders, a "
                        "unicorn cake leaning badly to the left, Gerrit asleep in a lawn chair, "
                        "Brent on the grill, and Mom arriving with a laundry basket of {new}, one "
                        "for every family, wrapped in newspaper."
                    ),
                ),
            ],
            "questions": [
                "What does Mom give everybody?",
                "What's my mother's go-to gift?",
                "What does Mom hand out at every birthday?",
            ],
            "now": ["What is Mom giving people at the moment?"],
        },
        "zh": {
            "values": [
                "自己腌的咸菜",
                "老香黄",
                "橄榄菜",
                "红桃粿",
                "自己晒的鱼干",
                "一包凤凰单丛",
            ],
            "facts": [
                "不管什么事，我妈送人都是{v}。",
                "我妈逢人就送{v}。",
                "家里谁过生日，我妈都拎着{v}来。",
            ],
            "corrections": [
                ("cue", "我妈这阵子见人就送{new}"),
                ("cue", "村里办完老人节，我妈送人就送{new}。"),
                ("cue", "跟拜神的几个阿婶凑在一块弄了以后，我妈送的都是{new}。"),
                ("explicit", "我妈不送{old}了，人人一份{new}。"),
                ("explicit", "老公暗示家里{old}吃不完了，我妈就改送{new}。"),
                ("explicit", "我妈送礼：{new}，不是{old}"),
                ("implicit", "儿子的班主任平白无故收到了我妈送的{new}。"),
                ("implicit", "我妈摩托车后座绑着一箱{new} 每份都写了名字"),
                ("implicit", "小姑子发来一张我妈送的{new}的照片，后面跟了三个问号。"),
                ("implicit", "女儿拿外婆的{new}去送老师，说是谢礼。"),
                ("implicit", "送快递的小哥过年收了我妈一份{new}，后来每回路过都冲我家按两下喇叭。"),
                (
                    "implicit",
                    (
                        "女儿过生日：天台上拉了彩带，来了九个同学，独角兽蛋糕歪到了一边，公公在竹椅"
                        "上睡着了，老公在楼下烤串，我妈拎着一个红桶来了，里头是{new}，每家一份，拿"
                        "旧报纸包着。"
                    ),
                ),
            ],
            "questions": ["我妈送人都送什么？", "我妈逢人就送的是哪样？", "我妈拿什么当见面礼？"],
            "now": ["我妈这阵子送人的是什么？"],
        },
    },
    {
        "key": "work_nemesis",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the principal, Mr Vogel",
                "a lunch aide called Sherri",
                "the district food director, Karen Bos",
                "the custodian, Gary",
                "a cook from Oskaloosa called Trish",
                "the PE teacher, Coach Boender",
            ],
            "facts": [
                "My nemesis at work is {v}.",
                "The person at school who drives me up the wall is {v}.",
                "The one I can't stand at work is {v}.",
            ],
            "corrections": [
                ("cue", "my work nemesis is {new} these days"),
                ("cue", "After the health inspection, the one who's got it in for me is {new}."),
                ("cue", "Since the menu meeting in the fall, my nemesis at work has been {new}."),
                (
                    "explicit",
                    "{old} and I made peace over a pan of bars; it's {new} I can't stand.",
                ),
                ("explicit", "{old} retired, and my nemesis is {new}."),
                ("explicit", "work nemesis: {new}, not {old}"),
                ("implicit", "{new} counted the chicken nuggets on every tray today, out loud."),
                ("implicit", "{new} rearranged my walk-in cooler, i could scream"),
                (
                    "implicit",
                    "Maisie told her teacher I make a face whenever {new} walks into the kitchen.",
                ),
                (
                    "implicit",
                    (
                        "Brent can tell from my face when I get home whether {new} has been in the "
                        "kitchen."
                    ),
                ),
                (
                    "implicit",
                    "Caleb does an impression of {new} that I shouldn't laugh at, and I do.",
                ),
                (
                    "implicit",
                    (
                        "Pizza day: four hundred and twelve lunches, the dish machine down, a "
                        "kindergartner who swallowed a milk cap and was fine, two aides out sick, a "
                        "fire drill at 11:10, and {new} standing at the end of the line with a "
                        "clipboard, watching me like a hawk."
                    ),
                ),
            ],
            "questions": [
                "Who's my nemesis at work?",
                "Who gets on my nerves most at work?",
                "Who do I clash with in the school kitchen?",
            ],
            "now": ["Who's my work nemesis at the moment?"],
        },
        "zh": {
            "values": [
                "对面卖烧腊的阿强",
                "隔壁卖鱼丸的陈姨",
                "市场管理处的小黄",
                "斜对面卤味档的老板娘",
                "收卫生费的刘伯",
                "卖猪肉的胖明",
            ],
            "facts": [
                "市场里跟我最不对付的是{v}。",
                "在市场里，最让我上火的是{v}。",
                "我档口最大的冤家是{v}。",
            ],
            "corrections": [
                ("cue", "冤家这阵子是{new}"),
                ("cue", "卫生检查过后，老跟我过不去的是{new}。"),
                ("cue", "市场重新划了摊位以后，我的死对头就是{new}。"),
                ("explicit", "我跟{old}喝了一泡茶就和好了，现在看不顺眼的是{new}。"),
                ("explicit", "{old}退休回乡下了，跟我较劲的是{new}。"),
                ("explicit", "冤家：{new}，不是{old}"),
                ("implicit", "{new}今天当着客人的面，一只一只地数我档口的苍蝇。"),
                ("implicit", "{new}把三轮车停在我档口正前面 气死"),
                ("implicit", "女儿跟老师说，她妈妈一看见{new}就翻白眼。"),
                ("implicit", "老公一看我收档回来的脸色，就知道今天{new}来过了。"),
                ("implicit", "儿子学{new}说话学得惟妙惟肖，我不该笑，还是笑了。"),
                (
                    "implicit",
                    (
                        "中秋前那个礼拜：一天卤了四十只鹅，冷柜坏了一台，一个老客人把找的钱落在砧板"
                        "上，帮工的阿姨请了病假，十一点有人来查占道，{new}就站在过道那头抱着手臂，"
                        "盯着我看。"
                    ),
                ),
            ],
            "questions": [
                "我在市场的冤家是谁？",
                "市场里谁跟我最不对付？",
                "我档口的死对头是哪个？",
            ],
            "now": ["我在市场里现在跟谁最不对付？"],
        },
    },
    {
        "key": "ladder_borrower",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "the Vander Ploegs across the street",
                "my brother-in-law Kurt",
                "a guy from Brent's work called Rusty",
                "the youth pastor, Josh",
                "a daycare lady called Tammy",
                "old Mr Klein on the corner",
            ],
            "facts": [
                "Our extension ladder is with {v}.",
                "The one who's got our ladder is {v}.",
                "If you need our ladder, you'll have to ask {v}.",
            ],
            "corrections": [
                ("cue", "ladder's with {new} now"),
                ("cue", "After the business with the gutters, the ladder went to {new}."),
                (
                    "cue",
                    (
                        "Since the hail took shingles off half the street, our ladder has been with "
                        "{new}."
                    ),
                ),
                (
                    "explicit",
                    "{old} finally brought the ladder back, and it went straight out to {new}.",
                ),
                ("explicit", "Brent fetched the ladder from {old}, then lent it right to {new}."),
                ("explicit", "ladder: {new}, not {old}"),
                (
                    "implicit",
                    "Needed the ladder to get the Christmas lights down and had to text {new}.",
                ),
                (
                    "implicit",
                    "saw our ladder strapped to a pickup going down Main, {new} at the wheel",
                ),
                (
                    "implicit",
                    "Gerrit wanted to borrow our ladder and Brent told him to go ask {new}.",
                ),
                (
                    "implicit",
                    (
                        "Maisie spotted our ladder against somebody's garage and I had to explain "
                        "that {new} borrowed it."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Brent says {new} is welcome to the ladder as long as it comes back with "
                        "both feet."
                    ),
                ),
                (
                    "implicit",
                    (
                        "Saturday chores: the gutters full of helicopter seeds, a bird's nest in "
                        "the dryer vent, a smoke detector chirping in the hall, Caleb asleep till "
                        "noon, Maisie wanting to help, and no ladder, because {new} has it, so "
                        "Brent stood on the grill."
                    ),
                ),
            ],
            "questions": [
                "Who has our ladder?",
                "Who borrowed our extension ladder?",
                "Who's got our ladder right now?",
            ],
            "now": ["Who has our ladder at the moment?"],
        },
        "zh": {
            "values": [
                "楼下的阿伟",
                "我弟阿斌",
                "老公的工友阿辉",
                "对门的许老师",
                "卖水果的阿兰",
                "隔壁做木雕的郑师傅",
            ],
            "facts": [
                "我家的人字梯借给了{v}。",
                "我家那架梯子在{v}那儿。",
                "要用梯子，得去找{v}拿。",
            ],
            "corrections": [
                ("cue", "梯子这阵子在{new}那"),
                ("cue", "刮完台风以后，梯子就借给了{new}。"),
                ("cue", "清明前那阵子起，梯子一直在{new}那儿。"),
                ("explicit", "{old}总算把梯子还了，转手又借给了{new}。"),
                ("explicit", "{old}用完说不用了，梯子现在在{new}手里。"),
                ("explicit", "梯子：{new}，不是{old}"),
                ("implicit", "过年要挂灯笼，我只好打电话给{new}要梯子。"),
                ("implicit", "路口看见一辆三轮车上绑着我家的梯子 {new}骑着"),
                ("implicit", "公公要借我家梯子，老公让他直接去找{new}。"),
                ("implicit", "女儿看见我家梯子靠在别人墙上，我只好跟她解释是{new}借走了。"),
                ("implicit", "老公说梯子{new}随便用，只要四条腿都在就行。"),
                (
                    "implicit",
                    (
                        "礼拜六大扫除：排水沟堵满了树叶，天井的灯泡坏了，烟雾报警器嘀嘀叫，儿子睡到"
                        "中午，女儿吵着要帮忙，梯子在{new}那儿，老公只好踩着饭桌上去。"
                    ),
                ),
            ],
            "questions": ["我家梯子借给谁了？", "谁拿着我家的梯子？", "我家那架梯子在谁手上？"],
            "now": ["我家梯子现在在谁那儿？"],
        },
    },
    {
        "key": "next_big_purchase",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a new roof",
                "a chest freezer",
                "a zero-turn mower",
                "a used camper",
                "central air",
                "a pontoon boat",
            ],
            "facts": [
                "The next big thing we're saving for is {v}.",
                "Our tax refund is going on {v}.",
                "Brent and I have agreed the next big purchase is {v}.",
            ],
            "corrections": [
                ("cue", "next big buy is {new} now"),
                ("cue", "After we sat down with the budget, the next big purchase is {new}."),
                ("cue", "Since the hailstorm, what we're saving for is {new}."),
                ("explicit", "We shelved {old}; the money's going on {new}."),
                ("explicit", "Brent lost the argument about {old}, so it's {new}."),
                ("explicit", "big purchase: {new}, not {old}"),
                ("implicit", "Brent spent Sunday afternoon on the phone getting quotes for {new}."),
                (
                    "implicit",
                    "brent and me at the kitchen table, calculator out, {new} on a post-it",
                ),
                ("implicit", "Gerrit says he knows a guy who can get us {new} at cost."),
                ("implicit", "Maisie asked if {new} means no Disney, and it does."),
                ("implicit", "Caleb wants to know if he gets a say in {new}. He does not."),
                (
                    "implicit",
                    (
                        "Tax season at our house: a shoebox of receipts, Brent swearing at the "
                        "W-2s, Maisie coloring on the back of an envelope I needed, Caleb asking if "
                        "his detasseling counts, and the whole refund already spent in our heads on "
                        "{new}."
                    ),
                ),
            ],
            "questions": [
                "What's our next big purchase?",
                "What are Brent and I saving up to buy?",
                "What's the tax refund going towards?",
            ],
            "now": ["What's our next big purchase, as things stand?"],
        },
        "zh": {
            "values": [
                "一台新冰柜",
                "一台真空包装机",
                "一台新空调",
                "一套红木沙发",
                "楼顶加盖一层",
                "一辆电动三轮",
            ],
            "facts": [
                "我家下一笔大开销是{v}。",
                "年底收回来的账，准备花在{v}上。",
                "我跟老公商量好了，下一个大头是{v}。",
            ],
            "corrections": [
                ("cue", "下一笔大钱这回定了{new}"),
                ("cue", "年初跟老公算了一遍账，下一笔大钱花在{new}上。"),
                ("cue", "刮完那场台风，我们就攒钱弄{new}。"),
                ("explicit", "{old}先不弄了，钱留着弄{new}。"),
                ("explicit", "老公争{old}没争过我，先弄{new}。"),
                ("explicit", "大开销：{new}，不是{old}"),
                ("implicit", "老公礼拜天打了一下午电话，问{new}的价钱。"),
                ("implicit", "我跟老公坐在饭桌边按计算器 便利贴上写着{new}"),
                ("implicit", "公公说他认识个人，{new}能拿到出厂价。"),
                ("implicit", "女儿问弄了{new}是不是就不去长隆了，是的。"),
                ("implicit", "儿子想对{new}发表意见，没人理他。"),
                (
                    "implicit",
                    (
                        "年底算账：一鞋盒的收据，老公对着手机银行唉声叹气，女儿在我要用的信封背面画"
                        "画，儿子问他暑假看档的工钱算不算数，年终那点钱还没到手，在我们脑子里已经全"
                        "花在{new}上了。"
                    ),
                ),
            ],
            "questions": [
                "我家下一笔大钱要花在哪？",
                "我跟老公在攒钱弄什么大件？",
                "年底那笔钱准备用来干什么？",
            ],
            "now": ["我家现在打算的下一笔大开销是什么？"],
        },
    },
    {
        "key": "new_year_resolution",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "no more eating out",
                "learning to swim",
                "reading the whole Bible",
                "no online shopping",
                "quitting Diet Coke",
                "not yelling at the kids",
            ],
            "facts": [
                "My resolution this year is {v}.",
                "The one promise I've made myself for the year is {v}.",
                "I told the whole kitchen crew my resolution: {v}.",
            ],
            "corrections": [
                ("cue", "my resolution's {new} now"),
                (
                    "cue",
                    "After a long talk with my sister on New Year's Day, my resolution is {new}.",
                ),
                ("cue", "Since the first week of the year fell apart, I've gone with {new}."),
                ("explicit", "I gave up on {old} by the fourteenth; it's {new}."),
                ("explicit", "Brent laughed at {old}, so I switched to {new}."),
                ("explicit", "resolution: {new}, not {old}"),
                ("implicit", "Day nine of {new} and I've told everyone at work."),
                ("implicit", "{new}, day 12, going ok, sort of"),
                ("implicit", "Mom says {new} will last till Valentine's Day, tops."),
                ("implicit", "Caleb bet Brent five bucks I'd crack on {new} before February."),
                (
                    "implicit",
                    "Maisie made me a sticker chart for {new} and puts a star on it every night.",
                ),
                (
                    "implicit",
                    (
                        "New Year's Eve at our place: Little Smokies in the crockpot, Brent's "
                        "cousins at a card table playing Rook, Maisie asleep by ten in a party hat, "
                        "Caleb out with the guys, the ball drop on TV, and me at midnight "
                        "announcing {new} to a room that didn't believe a word of it."
                    ),
                ),
            ],
            "questions": [
                "What's my New Year's resolution?",
                "What did I resolve to do this year?",
                "What's my resolution for the year?",
            ],
            "now": ["What's my resolution, as it stands?"],
        },
        "zh": {
            "values": ["戒奶茶", "学游泳", "不网购", "存下五万块", "考驾照", "不吼孩子"],
            "facts": [
                "我今年给自己定的目标是{v}。",
                "今年我就一个心愿：{v}。",
                "我跟市场里几个姐妹说了，今年的目标是{v}。",
            ],
            "corrections": [
                ("cue", "今年的目标这回改成{new}"),
                ("cue", "过年跟我姐聊了一晚上，我今年的目标定成{new}。"),
                ("cue", "元宵一过，我今年的决心就成了{new}。"),
                ("explicit", "{old}坚持了十四天就破功了，我现在的目标是{new}。"),
                ("explicit", "老公笑我{old}坚持不了，我就换成{new}。"),
                ("explicit", "今年的目标：{new}，不是{old}"),
                ("implicit", "{new}第九天，市场里的人都知道了。"),
                ("implicit", "{new} 第十二天 还行 算是吧"),
                ("implicit", "我妈说我{new}最多坚持到清明。"),
                ("implicit", "儿子跟他爸赌五十块，说我{new}撑不过正月。"),
                ("implicit", "女儿给我画了张{new}的打卡表，每天晚上给我贴一颗星。"),
                (
                    "implicit",
                    (
                        "除夕晚上：桌上摆着卤鹅和炸豆干，老公的表兄弟在厅里打牌，女儿戴着纸帽子十点"
                        "就睡着了，儿子跟同学出去放烟花了，电视里春晚在倒计时，十二点我站起来宣布了"
                        "一句“{new}”，一屋子没一个人信。"
                    ),
                ),
            ],
            "questions": [
                "我今年给自己定的目标是什么？",
                "我的新年愿望是哪个？",
                "今年我下决心要做到什么？",
            ],
            "now": ["我今年的目标现在是哪个？"],
        },
    },
]
