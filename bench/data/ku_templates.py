"""Templates of the knowledge-update benchmark (bench/knowledge_update.py). Pure data.

ATTRIBUTES: single-valued facts about the user that can change. Each has
  key         a name for reports
  type        the memory type its memories are written with
  exclude     other attribute keys that answer the same questions (never used as distractors in
              its scenarios: "Where do I live?" has one right fact, not two)
  en / zh     per language:
    values       candidate values (two distinct ones are drawn: the old and the new)
    facts        how the user first states it ({v}); also the "plain" corrections (the new value
                 simply stated again, in any of these frames)
    corrections  (style, template) with {new} and possibly {old}; styles:
                   "cue"       a change word ("改成", "搬到", "now", "moved to", ...), no old value
                   "explicit"  names the old value as replaced ("not X anymore", "从X改到Y")
    questions    paraphrased questions; written as a user would ask, not copied from the fact's
                 wording
    now          a question that asks for the value as it is now ("these days", "current",
                 "现在", "目前", ...); 1-3 questions are drawn per scenario from questions + now
GENERIC: unrelated memories with {slots} filled from FILLERS, (memory type, template).

Written to read as real users write, without looking at the rule judge's lexicon; a template
that the engine mishandles is a finding, not something to rephrase.
"""

# ruff: noqa: E501, RUF001

ATTRIBUTES = [
    {
        "key": "renovation_budget",
        "type": "SEMANTIC",
        "en": {
            "values": ["$25,000", "$30,000", "$40,000", "$45,000", "$60,000", "$75,000", "$80,000"],
            "facts": [
                "Our budget for the kitchen renovation is {v}.",
                "We set aside {v} for redoing the kitchen.",
            ],
            "corrections": [
                ("cue", "Update: the kitchen renovation budget is now {new}."),
                ("cue", "We revised the kitchen remodel budget to {new}."),
                ("explicit", "We had to change the kitchen budget from {old} to {new}."),
                ("explicit", "Scratch the {old} figure, the kitchen budget is {new}."),
            ],
            "questions": ["How much money do we have for the kitchen remodel?", "What's the kitchen renovation budget?", "How much can we spend on redoing the kitchen?"],
            "now": ["What's the kitchen budget at the moment?"],
        },
        "zh": {
            "values": ["20万", "25万", "30万", "35万", "40万", "50万", "60万"],
            "facts": ["我们家装修预算是{v}。", "装修这块我们打算花{v}左右。"],
            "corrections": [
                ("cue", "装修预算改成{new}了。"),
                ("cue", "跟家里重新商量了一下，装修预算定在{new}。"),
                ("explicit", "装修预算从{old}调整到{new}。"),
                ("explicit", "装修预算不是{old}了，现在是{new}。"),
            ],
            "questions": ["装修能花多少钱？", "我家装修的预算是多少？", "我们装修打算投入多少钱？"],
            "now": ["现在装修预算是多少？"],
        },
    },
    {
        "key": "city",
        "type": "IDENTITY",
        "exclude": ["address"],
        "en": {
            "values": ["Lyon", "Berlin", "Osaka", "Toronto", "Lisbon", "Seoul", "Austin", "Dublin", "Melbourne"],
            "facts": ["I live in {v}.", "Home for me is {v}; I've been there a few years."],
            "corrections": [
                ("cue", "I moved to {new} last month."),
                ("cue", "We just relocated to {new} for good."),
                ("explicit", "I don't live in {old} anymore, I'm in {new} now."),
                ("explicit", "Left {old} behind, I live in {new} these days."),
            ],
            "questions": ["Which city do I live in?", "Where am I based?", "What city is home for me?"],
            "now": ["Where do I live now?"],
        },
        "zh": {
            "values": ["北京", "上海", "广州", "深圳", "杭州", "成都", "南京", "武汉", "西安", "厦门"],
            "facts": ["我住在{v}。", "我在{v}生活好几年了。"],
            "corrections": [
                ("cue", "我上个月搬到{new}了。"),
                ("cue", "我们全家迁到{new}定居了。"),
                ("explicit", "我已经不在{old}住了，现在在{new}。"),
                ("explicit", "离开{old}了，现在人在{new}。"),
            ],
            "questions": ["我住在哪个城市？", "我在哪儿生活？", "我家在哪个城市？"],
            "now": ["我目前住在哪个城市？"],
        },
    },
    {
        "key": "address",
        "type": "SEMANTIC",
        "exclude": ["city"],
        "en": {
            "values": ["14 Maple Road", "221 Baker Street", "8 Harbour View", "73 Elm Avenue", "5 Queen's Lane", "19 Mill Street", "402 Cedar Court"],
            "facts": ["My home address is {v}.", "Send my packages to {v}."],
            "corrections": [
                ("cue", "My new address is {new}."),
                ("cue", "Ship things to {new} from now on."),
                ("explicit", "Please update my address: it's {new}, not {old}."),
            ],
            "questions": ["What's my mailing address?", "Where should deliveries for me go?", "What address do I live at?"],
            "now": ["What's my current address?"],
        },
        "zh": {
            "values": ["朝阳区望京西路8号", "海淀区中关村大街27号", "浦东新区世纪大道100号", "天河区体育西路55号", "西湖区文三路90号", "武侯区人民南路16号"],
            "facts": ["我家地址是{v}。", "快递寄到{v}就行。"],
            "corrections": [
                ("cue", "我的新地址是{new}。"),
                ("cue", "以后快递都寄到{new}。"),
                ("explicit", "地址更新一下：{new}，不是{old}了。"),
            ],
            "questions": ["我的收货地址是什么？", "快递应该寄到哪里？", "我家的详细地址是？"],
            "now": ["我现在的地址是哪里？"],
        },
    },
    {
        "key": "employer",
        "type": "IDENTITY",
        "en": {
            "values": ["Acme Corp", "Globex", "Initech", "Umbrella Health", "Stark Logistics", "Wayne Analytics", "Hooli", "Vandelay Imports"],
            "facts": ["I work at {v}.", "I'm employed by {v}."],
            "corrections": [
                ("cue", "Started a new job at {new} on Monday."),
                ("cue", "I work for {new} now."),
                ("explicit", "I left {old} and joined {new} this month."),
                ("explicit", "No longer at {old}; {new} hired me."),
            ],
            "questions": ["Who do I work for?", "Which company employs me?", "Where do I have a job?"],
            "now": ["Which company am I working for these days?"],
        },
        "zh": {
            "values": ["腾讯", "阿里巴巴", "字节跳动", "美团", "京东", "华为", "小米", "网易"],
            "facts": ["我在{v}上班。", "我就职于{v}。"],
            "corrections": [
                ("cue", "我跳槽到{new}了。"),
                ("cue", "我现在在{new}上班。"),
                ("explicit", "我从{old}离职了，下周去{new}报到。"),
            ],
            "questions": ["我在哪家公司工作？", "我的东家是哪家？", "我在哪上班？"],
            "now": ["我现在在哪家公司？"],
        },
    },
    {
        "key": "profession",
        "type": "IDENTITY",
        "en": {
            "values": ["a nurse", "a teacher", "a data engineer", "a product manager", "a pharmacist", "an architect", "an accountant", "a UX designer"],
            "facts": ["I'm {v} by profession.", "I work as {v}."],
            "corrections": [
                ("cue", "I changed careers, I'm {new} now."),
                ("explicit", "I'm no longer {old}; I retrained as {new}."),
            ],
            "questions": ["What do I do for a living?", "What's my profession?", "What is my line of work?"],
            "now": ["What's my job these days?"],
        },
        "zh": {
            "values": ["护士", "老师", "数据工程师", "产品经理", "药剂师", "建筑师", "会计", "设计师"],
            "facts": ["我是一名{v}。", "我的职业是{v}。"],
            "corrections": [
                ("cue", "我转行了，现在做{new}。"),
                ("explicit", "我不当{old}了，改做{new}。"),
            ],
            "questions": ["我是做什么工作的？", "我的职业是什么？", "我是干哪行的？"],
            "now": ["我如今做什么工作？"],
        },
    },
    {
        "key": "diet",
        "type": "PREFERENCE",
        "en": {
            "values": ["vegetarian", "vegan", "pescatarian", "on a low-carb diet", "on a gluten-free diet"],
            "facts": ["I'm {v}.", "For meals, keep in mind I'm {v}."],
            "corrections": [
                ("cue", "I've switched diets: I'm {new} now."),
                ("explicit", "I'm not {old} anymore; I'm {new} now."),
            ],
            "questions": ["What diet do I follow?", "What should you keep in mind about my eating habits?", "Any dietary rules for me?"],
            "now": ["What do I eat these days?"],
        },
        "zh": {
            "values": ["吃素", "吃纯素", "只吃海鲜不吃红肉", "坚持低碳水饮食", "不吃含麸质的东西"],
            "facts": ["我平时{v}。", "给我订饭记得我{v}。"],
            "corrections": [
                ("cue", "我开始{new}了。"),
                ("explicit", "我不再{old}了，现在{new}。"),
            ],
            "questions": ["我的饮食习惯是什么？", "给我订餐要注意什么？", "我吃东西有什么讲究？"],
            "now": ["我最近的饮食是怎样的？"],
        },
    },
    {
        "key": "allergy",
        "type": "SEMANTIC",
        "en": {
            "values": ["peanuts", "shellfish", "penicillin", "cats", "pollen", "latex", "sesame"],
            "facts": ["I'm allergic to {v}.", "Heads-up: I have an allergy to {v}."],
            "corrections": [
                ("explicit", "Turns out I'm not allergic to {old}, the tests say it's {new}."),
                ("explicit", "Correction: my allergy is to {new}, not {old}."),
            ],
            "questions": ["What am I allergic to?", "Do I have any allergies?", "Which allergy should you watch out for with me?"],
            "now": ["What's my allergy, as of now?"],
        },
        "zh": {
            "values": ["花生", "海鲜", "青霉素", "猫毛", "花粉", "芒果", "芝麻"],
            "facts": ["我对{v}过敏。", "提醒一下，我{v}过敏。"],
            "corrections": [
                ("explicit", "查清楚了，我不是对{old}过敏，是对{new}过敏。"),
                ("explicit", "更正：我过敏的是{new}，不是{old}。"),
            ],
            "questions": ["我对什么过敏？", "我有什么过敏原？", "给我安排吃的要避开什么？"],
            "now": ["我现在对什么过敏？"],
        },
    },
    {
        "key": "team_meeting",
        "type": "SEMANTIC",
        "en": {
            "values": ["Mondays at 10am", "Tuesdays at 2pm", "Wednesdays at 9:30am", "Thursdays at 4pm", "Fridays at 11am"],
            "facts": ["Our weekly team meeting is on {v}.", "The team sync happens every week, {v}."],
            "corrections": [
                ("cue", "The weekly team meeting moved to {new}."),
                ("cue", "Heads-up: team sync is rescheduled to {new} from now on."),
                ("explicit", "Team meeting is no longer {old}, it's {new}."),
            ],
            "questions": ["When is the weekly team meeting?", "What day and time is our team sync?", "When do I meet with my team each week?"],
            "now": ["When is the team meeting now?"],
        },
        "zh": {
            "values": ["周一上午十点", "周二下午两点", "周三上午九点半", "周四下午四点", "周五上午十一点"],
            "facts": ["我们组的周会是{v}。", "组里例会定在{v}。"],
            "corrections": [
                ("cue", "周会改到{new}了。"),
                ("cue", "组会时间调整为{new}。"),
                ("explicit", "例会不在{old}开了，改成{new}。"),
            ],
            "questions": ["周会是什么时候？", "每周的组会几点开？", "我们团队例会在哪天？"],
            "now": ["现在周会是哪天几点？"],
        },
    },
    {
        "key": "favourite_colour",
        "type": "PREFERENCE",
        "en": {
            "values": ["blue", "green", "yellow", "purple", "red", "orange", "teal"],
            "facts": ["My favourite colour is {v}.", "I love {v}, it's my favourite colour."],
            "corrections": [
                ("cue", "These days my favourite colour is {new}."),
                ("explicit", "I've gone off {old}; {new} is my favourite colour now."),
            ],
            "questions": ["What's my favourite colour?", "Which colour do I like best?"],
            "now": ["What colour do I like best these days?"],
        },
        "zh": {
            "values": ["蓝色", "绿色", "黄色", "紫色", "红色", "橙色", "粉色"],
            "facts": ["我最喜欢的颜色是{v}。", "我特别喜欢{v}。"],
            "corrections": [
                ("cue", "我现在最喜欢{new}了。"),
                ("explicit", "我没那么喜欢{old}了，更喜欢{new}。"),
            ],
            "questions": ["我最喜欢什么颜色？", "我偏爱哪种颜色？"],
            "now": ["我最近最喜欢什么颜色？"],
        },
    },
    {
        "key": "favourite_cuisine",
        "type": "PREFERENCE",
        "en": {
            "values": ["Thai", "Italian", "Mexican", "Japanese", "Ethiopian", "Indian", "Korean"],
            "facts": ["{v} food is my favourite.", "My favourite cuisine is {v}."],
            "corrections": [
                ("cue", "I'd pick {new} food over anything now."),
                ("explicit", "These days my favourite cuisine is {new}, not {old}."),
            ],
            "questions": ["What kind of food do I like most?", "What's my favourite cuisine?", "If you book dinner for me, which cuisine should it be?"],
            "now": ["What's my favourite food lately?"],
        },
        "zh": {
            "values": ["川菜", "粤菜", "湘菜", "日料", "泰国菜", "东北菜", "意大利菜"],
            "facts": ["我最爱吃{v}。", "说到吃的，我最喜欢{v}。"],
            "corrections": [
                ("cue", "最近口味变了，最喜欢{new}。"),
                ("explicit", "比起{old}，我现在更爱{new}。"),
            ],
            "questions": ["我最喜欢吃哪种菜？", "请我吃饭应该选什么菜系？"],
            "now": ["我现在最爱吃什么菜？"],
        },
    },
    {
        "key": "pet_name",
        "type": "SEMANTIC",
        "en": {
            "values": ["Biscuit", "Luna", "Max", "Pepper", "Milo", "Ziggy", "Nala", "Oscar"],
            "facts": ["My dog is called {v}.", "Our golden retriever's name is {v}."],
            "corrections": [
                ("cue", "We renamed our dog, he goes by {new} now."),
                ("explicit", "Correction: the dog's name is {new}, not {old}."),
            ],
            "questions": ["What's my dog's name?", "What do we call our dog?", "What is my pet called?"],
            "now": ["What's the dog called now?"],
        },
        "zh": {
            "values": ["豆豆", "旺财", "咪咪", "团子", "可乐", "布丁", "年糕", "球球"],
            "facts": ["我家狗叫{v}。", "我们家小狗的名字是{v}。"],
            "corrections": [
                ("cue", "我们给小狗改名了，现在叫{new}。"),
                ("explicit", "纠正一下，我家狗叫{new}，不叫{old}。"),
            ],
            "questions": ["我家狗叫什么名字？", "我的宠物叫什么？"],
            "now": ["我家狗现在叫什么？"],
        },
    },
    {
        "key": "phone",
        "type": "SEMANTIC",
        "en": {
            "values": ["415-555-0142", "415-555-0199", "646-555-0173", "312-555-0118", "206-555-0126", "617-555-0187"],
            "facts": ["My cell number is {v}.", "You can reach me at {v}."],
            "corrections": [
                ("cue", "I got a new phone number: {new}."),
                ("explicit", "My number changed to {new}; {old} no longer works."),
            ],
            "questions": ["What's my phone number?", "How can someone call me?", "What number should be used to reach me?"],
            "now": ["What's my current phone number?"],
        },
        "zh": {
            "values": ["13812345678", "13987654321", "15011112222", "18600001234", "17755556666", "13566778899"],
            "facts": ["我的手机号是{v}。", "有事打我电话{v}。"],
            "corrections": [
                ("cue", "我换号了，新号码是{new}。"),
                ("explicit", "手机号改成{new}了，{old}停用了。"),
            ],
            "questions": ["我的电话号码是多少？", "怎么打电话联系我？"],
            "now": ["我现在的手机号是多少？"],
        },
    },
    {
        "key": "email",
        "type": "SEMANTIC",
        "en": {
            "values": ["jordan.lee@gmail.com", "jlee@outlook.com", "jordan@leestudio.io", "j.lee1987@yahoo.com", "jordanlee@proton.me"],
            "facts": ["My email is {v}.", "The best email for me is {v}."],
            "corrections": [
                ("cue", "I switched email addresses; it's {new} now."),
                ("explicit", "Please use {new} instead of {old} for email."),
            ],
            "questions": ["What's my email address?", "Where should emails to me go?"],
            "now": ["Which email address do I use now?"],
        },
        "zh": {
            "values": ["zhangwei88@163.com", "wei.zhang@qq.com", "zw2020@126.com", "zhangwei@foxmail.com", "zhang.w@sina.com"],
            "facts": ["我的邮箱是{v}。", "发邮件给我用{v}。"],
            "corrections": [
                ("cue", "邮箱换成{new}了。"),
                ("explicit", "以后发邮件请用{new}，别用{old}了。"),
            ],
            "questions": ["我的邮箱是什么？", "给我发邮件用哪个地址？"],
            "now": ["我目前用的邮箱是哪个？"],
        },
    },
    {
        "key": "manager",
        "type": "SEMANTIC",
        "en": {
            "values": ["Sarah Chen", "David Okafor", "Priya Raman", "Tom Becker", "Elena Rossi", "Marcus Hill"],
            "facts": ["My manager is {v}.", "I report to {v}."],
            "corrections": [
                ("cue", "{new} is my new manager."),
                ("explicit", "After the reorg I report to {new} instead of {old}."),
            ],
            "questions": ["Who is my manager?", "Who do I report to?", "Who's my boss at work?"],
            "now": ["Who is my manager currently?"],
        },
        "zh": {
            "values": ["王磊", "李娜", "陈晨", "赵强", "刘洋", "孙悦"],
            "facts": ["我的直属领导是{v}。", "我向{v}汇报工作。"],
            "corrections": [
                ("cue", "组织架构调整后，我改向{new}汇报了。"),
                ("explicit", "我换领导了，不是{old}了，现在是{new}。"),
            ],
            "questions": ["我的领导是谁？", "我向谁汇报？", "我上司是谁？"],
            "now": ["我现在的上级是谁？"],
        },
    },
    {
        "key": "summer_trip",
        "type": "SEMANTIC",
        "en": {
            "values": ["Tokyo", "Rome", "Reykjavik", "Cape Town", "Bali", "Mexico City", "Prague"],
            "facts": ["I'm going to {v} for my summer vacation.", "Summer trip this year: {v}."],
            "corrections": [
                ("cue", "Change of plans: the summer trip is to {new} instead."),
                ("explicit", "We cancelled {old}; we're going to {new} this summer."),
            ],
            "questions": ["Where am I going on vacation this summer?", "What's my summer trip destination?", "Where's the summer holiday?"],
            "now": ["Where are we going this summer, as things stand now?"],
        },
        "zh": {
            "values": ["三亚", "云南", "日本", "泰国", "新疆", "西藏", "冰岛"],
            "facts": ["今年暑假我们打算去{v}玩。", "暑期旅行定了去{v}。"],
            "corrections": [
                ("cue", "暑假计划变了，改去{new}。"),
                ("explicit", "{old}不去了，暑假去{new}。"),
            ],
            "questions": ["暑假我要去哪里玩？", "我们暑期旅行的目的地是哪？"],
            "now": ["现在暑假定的是去哪？"],
        },
    },
    {
        "key": "dentist",
        "type": "EPISODIC",
        "en": {
            "values": ["March 12", "April 3", "May 21", "June 9", "July 15", "August 28"],
            "facts": ["My dentist appointment is on {v}.", "I have a dental check-up booked for {v}."],
            "corrections": [
                ("cue", "The dentist moved my appointment to {new}."),
                ("explicit", "Dental check-up rescheduled from {old} to {new}."),
            ],
            "questions": ["When is my dentist appointment?", "What date is my dental check-up?"],
            "now": ["When's my dentist appointment now?"],
        },
        "zh": {
            "values": ["3月12日", "4月3日", "5月21日", "6月9日", "7月15日", "8月28日"],
            "facts": ["我约了{v}看牙。", "牙科复诊在{v}。"],
            "corrections": [
                ("cue", "看牙改到{new}了。"),
                ("explicit", "牙医那边把复诊从{old}推迟到{new}。"),
            ],
            "questions": ["我哪天去看牙？", "牙科预约是几号？"],
            "now": ["我最新的看牙时间是哪天？"],
        },
    },
    {
        "key": "car",
        "type": "SEMANTIC",
        "en": {
            "values": ["Toyota Corolla", "Honda Civic", "Tesla Model 3", "Ford Focus", "Subaru Outback", "Volkswagen Golf", "Mazda CX-5"],
            "facts": ["I drive a {v}.", "My car is a {v}."],
            "corrections": [
                ("cue", "I drive a {new} now."),
                ("explicit", "I sold the {old} and bought a {new}."),
            ],
            "questions": ["What car do I drive?", "What kind of car do I have?"],
            "now": ["What car do I drive these days?"],
        },
        "zh": {
            "values": ["丰田卡罗拉", "本田思域", "特斯拉Model 3", "比亚迪汉", "大众帕萨特", "理想L7"],
            "facts": ["我开的是{v}。", "我的车是一辆{v}。"],
            "corrections": [
                ("cue", "我现在开{new}。"),
                ("explicit", "我把{old}卖了，换了台{new}。"),
            ],
            "questions": ["我开什么车？", "我的车是什么牌子的？"],
            "now": ["我现在开的是什么车？"],
        },
    },
    {
        "key": "rent",
        "type": "SEMANTIC",
        "en": {
            "values": ["$1,450", "$1,600", "$1,850", "$2,100", "$2,300"],
            "facts": ["My rent is {v} a month.", "I pay {v} in rent each month."],
            "corrections": [
                ("cue", "The new lease sets my rent at {new} a month."),
                ("explicit", "Rent changed from {old} to {new} per month."),
            ],
            "questions": ["How much is my rent?", "What do I pay for my apartment each month?"],
            "now": ["How much is my rent now?"],
        },
        "zh": {
            "values": ["4500元", "5200元", "6000元", "6800元", "7500元"],
            "facts": ["我每个月房租{v}。", "房租一个月{v}。"],
            "corrections": [
                ("cue", "续租后房租变成每月{new}。"),
                ("explicit", "房租从{old}调到了{new}。"),
            ],
            "questions": ["我房租多少钱？", "我每月租房要花多少？"],
            "now": ["我现在房租多少？"],
        },
    },
    {
        "key": "coffee",
        "type": "PREFERENCE",
        "en": {
            "values": ["a flat white", "an oat latte", "a black americano", "a cappuccino with skim milk", "a cold brew"],
            "facts": ["My usual coffee order is {v}.", "I always get {v} at the café."],
            "corrections": [
                ("cue", "I've switched my usual coffee to {new}."),
                ("explicit", "I've stopped ordering {old}; I get {new} now."),
            ],
            "questions": ["What's my usual coffee order?", "What should you order me at the coffee shop?", "How do I take my coffee?"],
            "now": ["What's my coffee order these days?"],
        },
        "zh": {
            "values": ["美式", "拿铁", "燕麦拿铁", "卡布奇诺", "冷萃", "馥芮白"],
            "facts": ["我平时喝咖啡点{v}。", "我的固定咖啡是{v}。"],
            "corrections": [
                ("cue", "最近咖啡都点{new}。"),
                ("explicit", "我不喝{old}了，换成{new}。"),
            ],
            "questions": ["我喝咖啡一般点什么？", "帮我买咖啡应该买哪种？"],
            "now": ["我最近喝咖啡点什么？"],
        },
    },
    {
        "key": "wake_up",
        "type": "SEMANTIC",
        "en": {
            "values": ["5:30am", "6:00am", "6:30am", "7:00am", "7:45am"],
            "facts": ["I wake up at {v} on weekdays.", "My weekday alarm is set for {v}."],
            "corrections": [
                ("cue", "Weekday alarm changed to {new}."),
                ("explicit", "I get up at {new} on weekdays now, not {old}."),
            ],
            "questions": ["What time do I get up on weekdays?", "When does my alarm go off during the week?"],
            "now": ["What time do I get up on weekdays now?"],
        },
        "zh": {
            "values": ["五点半", "六点", "六点半", "七点", "七点四十"],
            "facts": ["我工作日早上{v}起床。", "我工作日闹钟定在早上{v}。"],
            "corrections": [
                ("cue", "闹钟改到早上{new}了。"),
                ("explicit", "我工作日不是{old}起了，改成{new}。"),
            ],
            "questions": ["我工作日几点起床？", "我平时早上什么时候起？"],
            "now": ["我现在工作日几点起？"],
        },
    },
    {
        "key": "daughter_school",
        "type": "SEMANTIC",
        "en": {
            "values": ["Riverside Elementary", "Oakwood Primary", "Lincoln Elementary", "St. Mary's School", "Hillcrest Academy"],
            "facts": ["My daughter goes to {v}.", "My daughter is a pupil at {v}."],
            "corrections": [
                ("cue", "My daughter goes to {new} now."),
                ("explicit", "My daughter transferred from {old} to {new}."),
            ],
            "questions": ["Which school does my daughter attend?", "Where does my daughter go to school?"],
            "now": ["Which school is my daughter at now?"],
        },
        "zh": {
            "values": ["实验小学", "育才小学", "外国语小学", "第一中心小学", "明德小学"],
            "facts": ["我女儿在{v}上学。", "我女儿读的是{v}。"],
            "corrections": [
                ("cue", "女儿现在在{new}读书。"),
                ("explicit", "我女儿从{old}转学到{new}了。"),
            ],
            "questions": ["我女儿在哪个学校读书？", "我闺女上的哪所学校？"],
            "now": ["我女儿现在在哪上学？"],
        },
    },
    {
        "key": "salary",
        "type": "SEMANTIC",
        "en": {
            "values": ["$85,000", "$92,000", "$105,000", "$118,000", "$130,000"],
            "facts": ["My salary is {v} a year.", "I make {v} annually."],
            "corrections": [
                ("cue", "My annual pay changed to {new}."),
                ("explicit", "I'm not on {old} anymore, my salary is {new} now."),
            ],
            "questions": ["How much do I earn per year?", "What's my annual salary?"],
            "now": ["What's my current salary?"],
        },
        "zh": {
            "values": ["15000元", "18000元", "22000元", "25000元", "30000元"],
            "facts": ["我月薪{v}。", "我每个月工资{v}。"],
            "corrections": [
                ("cue", "工资调整为每月{new}。"),
                ("explicit", "我月薪不是{old}了，现在是{new}。"),
            ],
            "questions": ["我一个月挣多少钱？", "我的月收入是多少？"],
            "now": ["我现在月薪多少？"],
        },
    },
    {
        "key": "programming_language",
        "type": "PREFERENCE",
        "en": {
            "values": ["Python", "Rust", "Go", "TypeScript", "Kotlin", "Java"],
            "facts": ["My main programming language at work is {v}.", "At work I mostly code in {v}."],
            "corrections": [
                ("cue", "We moved the codebase to {new}, so that's what I code in every day."),
                ("explicit", "I mostly write {new} now instead of {old}."),
            ],
            "questions": ["Which programming language do I use most at work?", "What language do I code in day to day?"],
            "now": ["Which language do I mostly code in at work nowadays?"],
        },
        "zh": {
            "values": ["Python", "Java", "Go", "Rust", "TypeScript", "C++"],
            "facts": ["我工作中主要写{v}。", "我上班写代码基本用{v}。"],
            "corrections": [
                ("cue", "项目迁移到{new}了，我现在天天写{new}。"),
                ("explicit", "我不怎么写{old}了，主要用{new}。"),
            ],
            "questions": ["我工作中主要用什么编程语言？", "我平时写代码用哪种语言？"],
            "now": ["我现在工作主要写什么语言？"],
        },
    },
    {
        "key": "wifi_password",
        "type": "SEMANTIC",
        "en": {
            "values": ["sunflower42", "blue-otter-7", "Maple#2024", "kettle99", "GreenTea!88"],
            "facts": ["The home Wi-Fi password is {v}.", "Our Wi-Fi at home uses the password {v}."],
            "corrections": [
                ("cue", "I changed the Wi-Fi password to {new}."),
                ("explicit", "New Wi-Fi password: {new} ({old} won't work anymore)."),
            ],
            "questions": ["What's the Wi-Fi password at home?", "How do guests get on my home network?"],
            "now": ["What's the current home Wi-Fi password?"],
        },
        "zh": {
            "values": ["sunflower42", "happy2024", "home8888", "xiaomao123", "qwer1357"],
            "facts": ["家里WiFi密码是{v}。", "我家无线网的密码是{v}。"],
            "corrections": [
                ("cue", "WiFi密码改成{new}了。"),
                ("explicit", "家里的无线密码换了，{old}不能用了，新的是{new}。"),
            ],
            "questions": ["家里的WiFi密码是多少？", "客人来了怎么连家里的网？"],
            "now": ["家里WiFi现在的密码是什么？"],
        },
    },
    {
        "key": "gym_days",
        "type": "SEMANTIC",
        "en": {
            "values": ["Mondays and Thursdays", "Tuesdays and Fridays", "Wednesdays and Saturdays", "Sundays"],
            "facts": ["I go to the gym on {v}.", "My gym days are {v}."],
            "corrections": [
                ("cue", "I switched my gym schedule to {new}."),
                ("explicit", "Not {old} anymore, I hit the gym on {new}."),
            ],
            "questions": ["When do I go to the gym?", "Which days are my workout days?"],
            "now": ["Which days do I go to the gym now?"],
        },
        "zh": {
            "values": ["周一和周四", "周二和周五", "周三和周六", "周日"],
            "facts": ["我{v}去健身房。", "我的健身日是{v}。"],
            "corrections": [
                ("cue", "健身时间换到{new}了。"),
                ("explicit", "我不再{old}去健身了，改成{new}。"),
            ],
            "questions": ["我哪几天去健身？", "我一般什么时候去健身房？"],
            "now": ["我现在哪几天去健身？"],
        },
    },
    {
        "key": "project_deadline",
        "type": "SEMANTIC",
        "en": {
            "values": ["September 30", "October 15", "November 1", "November 20", "December 5"],
            "facts": ["The Atlas project deadline is {v}.", "Atlas has to ship by {v}."],
            "corrections": [
                ("cue", "The Atlas deadline got pushed to {new}."),
                ("explicit", "Atlas is now due {new}, not {old}."),
            ],
            "questions": ["When is the Atlas project due?", "What's the deadline for Atlas?"],
            "now": ["What's the Atlas deadline now?"],
        },
        "zh": {
            "values": ["9月30日", "10月15日", "11月1日", "11月20日", "12月5日"],
            "facts": ["星火项目的截止日期是{v}。", "星火项目要在{v}前交付。"],
            "corrections": [
                ("cue", "星火项目截止时间推迟到{new}。"),
                ("explicit", "星火项目改为{new}交付，不是{old}了。"),
            ],
            "questions": ["星火项目什么时候截止？", "星火项目的交付期限是哪天？"],
            "now": ["星火项目现在什么时候截止？"],
        },
    },
    {
        "key": "emergency_contact",
        "type": "SEMANTIC",
        "en": {
            "values": ["my sister Anna", "my brother Leo", "my friend Priya", "my husband Mark", "my neighbour Ruth"],
            "facts": ["My emergency contact is {v}.", "In an emergency, call {v}."],
            "corrections": [
                ("cue", "Please change my emergency contact to {new}."),
                ("explicit", "Emergency contact is {new} now, not {old}."),
            ],
            "questions": ["Who is my emergency contact?", "Who should be called if something happens to me?"],
            "now": ["Who is my emergency contact now?"],
        },
        "zh": {
            "values": ["我姐姐李娟", "我哥哥张强", "我朋友王丽", "我老公刘伟", "我邻居陈阿姨"],
            "facts": ["我的紧急联系人是{v}。", "有紧急情况请联系{v}。"],
            "corrections": [
                ("cue", "紧急联系人换成{new}。"),
                ("explicit", "紧急联系人不是{old}了，改成{new}。"),
            ],
            "questions": ["我的紧急联系人是谁？", "我出事了应该联系谁？"],
            "now": ["我现在的紧急联系人是谁？"],
        },
    },
]

# Unrelated memories: the rest of a user's life. (memory type, template with {slots}).
GENERIC = {
    "en": [
        ("EPISODIC", "I had dinner with {friend} at a {cuisine} place on {weekday}."),
        ("SEMANTIC", "{friend}'s birthday is on {date}."),
        ("EPISODIC", "I started learning the {instrument} in {month}."),
        ("SEMANTIC", "My sister lives in {city}."),
        ("EPISODIC", "I ran a 10k in {minutes} minutes last weekend."),
        ("PREFERENCE", "I prefer aisle seats on long flights."),
        ("EPISODIC", "I watched {movie} last night and loved it."),
        ("SEMANTIC", "My son plays soccer on Saturday mornings."),
        ("SEMANTIC", "I need to renew my passport before {month}."),
        ("EPISODIC", "We're hosting {friend}'s farewell party next Friday."),
        ("EPISODIC", "I have a meeting with the {dept} team about {topic} tomorrow."),
        ("EPISODIC", "The printer on the third floor is broken again."),
        ("EPISODIC", "I bought a new {gadget} on sale."),
        ("PREFERENCE", "I don't like horror movies."),
        ("SEMANTIC", "My grandmother turns 90 in {month}."),
        ("SEMANTIC", "I'm saving up for a new laptop."),
        ("PREFERENCE", "I usually take the train to work."),
        ("EPISODIC", "I sprained my ankle playing basketball."),
        ("PREFERENCE", "I like to read before bed."),
        ("SEMANTIC", "My brother is studying law in {city}."),
        ("EPISODIC", "I finished reading '{book}'."),
        ("PREFERENCE", "I can't stand loud restaurants."),
        ("SEMANTIC", "{friend} recommended a dentist near the office, I haven't called yet."),
        ("EPISODIC", "Our team shipped the {topic} release yesterday."),
        ("SEMANTIC", "My parents are visiting in {month}."),
        ("PREFERENCE", "I prefer texts over phone calls."),
        ("EPISODIC", "I lost my umbrella on the bus."),
        ("SEMANTIC", "I have a {number}-year-old nephew who loves dinosaurs."),
        ("PREFERENCE", "I like hiking on weekends when the weather is good."),
        ("EPISODIC", "I signed up for a pottery class with {friend}."),
        ("SEMANTIC", "My laptop is a {laptop}."),
        ("PREFERENCE", "Spicy food is fine for me, the hotter the better."),
        ("EPISODIC", "I went to a {band} concert with {friend}."),
        ("SEMANTIC", "My best friend from college is {friend}."),
        ("EPISODIC", "The plumber is coming on {weekday} to fix the bathroom sink."),
        ("PREFERENCE", "I'm a night owl and do my best work after 9pm."),
        ("SEMANTIC", "I speak Spanish fairly well and a little German."),
        ("EPISODIC", "I donated blood at the clinic this morning."),
        ("PREFERENCE", "I like my steak medium rare."),
        ("SEMANTIC", "{friend} is getting married in {month}."),
        ("EPISODIC", "I forgot my badge at home and had to borrow one."),
        ("PREFERENCE", "I'd rather have meetings in the morning than after lunch."),
        ("SEMANTIC", "My neighbour {friend} waters my plants when I travel."),
        ("EPISODIC", "I got a parking ticket downtown."),
        ("SEMANTIC", "I volunteer at the food bank once a month."),
        ("PREFERENCE", "Dark mode everywhere, please."),
        ("EPISODIC", "We adopted two goldfish for the kids."),
        ("SEMANTIC", "I'm training for a half marathon in {month}."),
        ("EPISODIC", "I cooked {dish} for the first time and it turned out well."),
        ("PREFERENCE", "I'm not a fan of surprise parties."),
        ("SEMANTIC", "My colleague {friend} sits next to me and talks a lot about {topic}."),
        ("EPISODIC", "I had a flu shot last week."),
        ("SEMANTIC", "I keep my passport in the desk drawer."),
        ("PREFERENCE", "Podcasts on my commute, usually about history."),
        ("EPISODIC", "The {dept} offsite was moved to the lake house."),
        ("SEMANTIC", "My uncle runs a bakery in {city}."),
        ("EPISODIC", "I repainted the hallway over the weekend."),
        ("PREFERENCE", "I'd like reminders a day ahead, not an hour."),
        ("SEMANTIC", "I have a standing desk at the office."),
        ("EPISODIC", "I met {friend} for coffee to talk about {topic}."),
    ],
    "zh": [
        ("EPISODIC", "{weekday}和{friend}去吃了{cuisine}。"),
        ("SEMANTIC", "{friend}的生日是{date}。"),
        ("EPISODIC", "我{month}开始学{instrument}。"),
        ("SEMANTIC", "我姐姐住在{city}。"),
        ("EPISODIC", "上周末跑了个十公里，用时{minutes}分钟。"),
        ("PREFERENCE", "坐长途飞机我喜欢靠过道的位置。"),
        ("EPISODIC", "昨晚看了《{movie}》，挺好看的。"),
        ("SEMANTIC", "我儿子每周六上午踢足球。"),
        ("SEMANTIC", "护照{month}前得去续签。"),
        ("EPISODIC", "下周五给{friend}办欢送会。"),
        ("EPISODIC", "明天要和{dept}开会讨论{topic}。"),
        ("EPISODIC", "三楼的打印机又坏了。"),
        ("EPISODIC", "打折的时候买了个新的{gadget}。"),
        ("PREFERENCE", "我不爱看恐怖片。"),
        ("SEMANTIC", "我奶奶{month}满九十岁。"),
        ("SEMANTIC", "我在攒钱买新电脑。"),
        ("PREFERENCE", "我一般坐地铁上班。"),
        ("EPISODIC", "打篮球把脚崴了。"),
        ("PREFERENCE", "我睡前喜欢看会儿书。"),
        ("SEMANTIC", "我弟弟在{city}读法学。"),
        ("EPISODIC", "读完了《{book}》。"),
        ("PREFERENCE", "太吵的餐厅我受不了。"),
        ("SEMANTIC", "{friend}推荐了公司附近一家牙科诊所，还没打电话。"),
        ("EPISODIC", "我们组昨天把{topic}上线了。"),
        ("SEMANTIC", "我爸妈{month}过来看我。"),
        ("PREFERENCE", "比起打电话我更喜欢发消息。"),
        ("EPISODIC", "雨伞落在公交车上了。"),
        ("SEMANTIC", "我有个{number}岁的外甥，特别喜欢恐龙。"),
        ("PREFERENCE", "天气好的周末我喜欢去爬山。"),
        ("EPISODIC", "和{friend}一起报了个陶艺课。"),
        ("SEMANTIC", "我的笔记本电脑是{laptop}。"),
        ("PREFERENCE", "我能吃辣，越辣越好。"),
        ("EPISODIC", "和{friend}去看了{band}的演唱会。"),
        ("SEMANTIC", "我大学最好的朋友是{friend}。"),
        ("EPISODIC", "水管工{weekday}来修卫生间的水池。"),
        ("PREFERENCE", "我是夜猫子，晚上九点以后效率最高。"),
        ("SEMANTIC", "我英语还行，会一点日语。"),
        ("EPISODIC", "今天上午去献了血。"),
        ("PREFERENCE", "牛排我要五分熟。"),
        ("SEMANTIC", "{friend}{month}结婚。"),
        ("EPISODIC", "工牌忘在家里了，只好借了一个。"),
        ("PREFERENCE", "开会我更愿意安排在上午。"),
        ("SEMANTIC", "我出差的时候邻居{friend}帮我浇花。"),
        ("EPISODIC", "在市中心被贴了罚单。"),
        ("SEMANTIC", "我每个月去食物银行做一次志愿者。"),
        ("PREFERENCE", "所有软件我都用深色模式。"),
        ("EPISODIC", "给孩子们养了两条金鱼。"),
        ("SEMANTIC", "我在准备{month}的半程马拉松。"),
        ("EPISODIC", "第一次做{dish}，味道还不错。"),
        ("PREFERENCE", "我不喜欢惊喜派对。"),
        ("SEMANTIC", "同事{friend}坐我旁边，老聊{topic}。"),
        ("EPISODIC", "上周打了流感疫苗。"),
        ("SEMANTIC", "护照放在书桌抽屉里。"),
        ("PREFERENCE", "通勤路上听播客，一般听历史类的。"),
        ("EPISODIC", "{dept}的团建改到湖边民宿了。"),
        ("SEMANTIC", "我舅舅在{city}开了家面包店。"),
        ("EPISODIC", "周末把走廊重新刷了一遍漆。"),
        ("PREFERENCE", "提醒请提前一天发，不要只提前一小时。"),
        ("SEMANTIC", "我在公司用的是升降桌。"),
        ("EPISODIC", "和{friend}喝咖啡聊了聊{topic}。"),
    ],
}

FILLERS = {
    "en": {
        "friend": ["Tom", "Ana", "Ravi", "Mei", "Lucas", "Fatima", "Jonas", "Chloe", "Omar", "Ingrid"],
        "cuisine": ["Thai", "Lebanese", "Peruvian", "Vietnamese", "Greek", "Turkish"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "date": ["January 4", "February 17", "March 30", "May 2", "July 19", "September 8", "October 23", "December 11"],
        "instrument": ["piano", "guitar", "cello", "ukulele", "violin", "drums"],
        "month": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
        "city": ["Madrid", "Chicago", "Hamburg", "Kyoto", "Boston", "Vienna", "Sydney", "Montreal"],
        "minutes": ["48", "52", "55", "58", "61", "64"],
        "movie": ["Arrival", "Parasite", "Inception", "Spirited Away", "Dune", "Amélie"],
        "dept": ["finance", "marketing", "legal", "design", "sales", "platform"],
        "topic": ["the Q3 roadmap", "the hiring plan", "the data migration", "the launch checklist", "the security audit", "the pricing page"],
        "gadget": ["e-reader", "pair of headphones", "smartwatch", "coffee grinder", "air fryer"],
        "book": ["Educated", "The Overstory", "Sapiens", "Project Hail Mary", "Atomic Habits"],
        "number": ["4", "5", "6", "7", "8"],
        "laptop": ["ThinkPad X1", "MacBook Air", "Dell XPS 13", "Surface Laptop"],
        "band": ["Coldplay", "Radiohead", "Arctic Monkeys", "Khruangbin", "Florence + the Machine"],
        "dish": ["ratatouille", "beef bourguignon", "pad thai", "shakshuka", "paella"],
    },
    "zh": {
        "friend": ["小王", "阿杰", "李梅", "老周", "陈曦", "思思", "大刘", "晓燕", "阿峰", "小雨"],
        "cuisine": ["火锅", "烧烤", "云南菜", "越南粉", "西北菜", "潮汕牛肉锅"],
        "weekday": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        "date": ["1月4日", "2月17日", "3月30日", "5月2日", "7月19日", "9月8日", "10月23日", "12月11日"],
        "instrument": ["钢琴", "吉他", "大提琴", "尤克里里", "小提琴", "架子鼓"],
        "month": ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        "city": ["青岛", "苏州", "长沙", "昆明", "大连", "天津", "重庆", "哈尔滨"],
        "minutes": ["48", "52", "55", "58", "61", "64"],
        "movie": ["流浪地球", "让子弹飞", "千与千寻", "霸王别姬", "寄生虫", "你好，李焕英"],
        "dept": ["财务部", "市场部", "法务", "设计组", "销售部", "平台组"],
        "topic": ["三季度规划", "招聘计划", "数据迁移", "上线清单", "安全审计", "定价页面"],
        "gadget": ["电子书阅读器", "降噪耳机", "智能手表", "磨豆机", "空气炸锅"],
        "book": ["三体", "活着", "人类简史", "平凡的世界", "围城"],
        "number": ["4", "5", "6", "7", "8"],
        "laptop": ["ThinkPad X1", "MacBook Air", "华为MateBook", "小米笔记本"],
        "band": ["五月天", "周杰伦", "陈奕迅", "草东没有派对", "万能青年旅店"],
        "dish": ["红烧肉", "糖醋排骨", "水煮鱼", "宫保鸡丁", "佛跳墙"],
    },
}
