"""Held-out templates of the knowledge-update benchmark: attributes, wordings and questions that
are not in bench/data/ku_templates.py, so that a rule that only fits the main templates shows
up as a gap between the two sets (`python -m bench.knowledge_update --templates heldout`).
Written before the judge was tuned on them, then looked at while fixing it: its figures are
no longer untouched (bench/data/ku_fresh.py is the set nobody tuned on).

Same format as ku_templates.py (see its docstring); the unrelated memories (GENERIC, FILLERS)
are the main set's, minus the ones that state a held-out attribute.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "ku_templates", Path(__file__).with_name("ku_templates.py")
)
assert _spec is not None and _spec.loader is not None
_main = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_main)

# The main set's unrelated memories, minus the ones that state a held-out attribute (how one
# gets to work, which laptop one has): in a scenario they would be a second, contradicting
# answer, not an unrelated memory.
_STATES_AN_ATTRIBUTE = ("take the train to work", "坐地铁上班", "My laptop is", "笔记本电脑是")
GENERIC = {
    lang: [(kind, t) for kind, t in items if not any(s in t for s in _STATES_AN_ATTRIBUTE)]
    for lang, items in _main.GENERIC.items()
}
FILLERS = _main.FILLERS

ATTRIBUTES = [
    {
        "key": "commute",
        "type": "PREFERENCE",
        "en": {
            "values": ["by bus", "by bike", "on the subway", "by car", "on foot", "by tram"],
            "facts": ["I get to the office {v}.", "Every morning I commute {v}."],
            "corrections": [
                ("cue", "These days I commute {new} instead."),
                ("explicit", "I stopped going to work {old}; I go {new} now."),
            ],
            "questions": [
                "How do I usually get to work?",
                "What's my way of getting to the office?",
                "How do I travel to my job each day?",
            ],
            "now": ["How do I commute at the moment?"],
        },
        "zh": {
            "values": ["坐公交", "骑自行车", "坐地铁", "开车", "走路", "骑电动车"],
            "facts": ["我每天{v}上班。", "我平时{v}去公司。"],
            "corrections": [
                ("cue", "我现在改成{new}上班了。"),
                ("explicit", "我不{old}上班了，现在{new}。"),
            ],
            "questions": ["我一般怎么去公司？", "我上下班用什么交通方式？", "我通勤靠什么？"],
            "now": ["我目前怎么上班？"],
        },
    },
    {
        "key": "doctor",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dr. Alvarez",
                "Dr. Kim",
                "Dr. Okonkwo",
                "Dr. Novak",
                "Dr. Haddad",
                "Dr. Brennan",
            ],
            "facts": ["My family doctor is {v}.", "I see {v} for regular check-ups."],
            "corrections": [
                ("cue", "I switched to a new GP, {new}."),
                ("explicit", "I don't see {old} anymore, my doctor is {new} now."),
            ],
            "questions": [
                "Who is my GP?",
                "Which doctor do I go to for check-ups?",
                "Who's my physician?",
            ],
            "now": ["Who's my family doctor currently?"],
        },
        "zh": {
            "values": ["王医生", "李医生", "陈医生", "赵医生", "周医生", "吴医生"],
            "facts": ["我的家庭医生是{v}。", "我体检一直找{v}看。"],
            "corrections": [
                ("cue", "我换了家庭医生，现在是{new}。"),
                ("explicit", "我不找{old}看了，换成{new}了。"),
            ],
            "questions": ["我看病找哪位医生？", "我的家庭医生是谁？", "我定期检查找谁？"],
            "now": ["我现在的家庭医生是谁？"],
        },
    },
    {
        "key": "bedtime",
        "type": "PREFERENCE",
        "en": {
            "values": ["10pm", "10:30pm", "11pm", "11:30pm", "midnight", "9:30pm"],
            "facts": ["I usually go to bed around {v}.", "Lights out for me is at {v}."],
            "corrections": [
                ("cue", "I've been going to sleep at {new} lately."),
                ("explicit", "I no longer stay up till {old}; I'm in bed by {new}."),
            ],
            "questions": [
                "What time do I go to sleep?",
                "When is my bedtime?",
                "How late do I stay up?",
            ],
            "now": ["When do I go to bed nowadays?"],
        },
        "zh": {
            "values": ["十点", "十点半", "十一点", "十一点半", "十二点", "九点半"],
            "facts": ["我一般晚上{v}睡觉。", "我每天{v}上床。"],
            "corrections": [
                ("cue", "最近我改成{new}睡了。"),
                ("explicit", "我不再熬到{old}了，现在{new}就睡。"),
            ],
            "questions": ["我几点睡觉？", "我晚上一般什么时候休息？", "我的作息是几点上床？"],
            "now": ["我现在几点睡？"],
        },
    },
    {
        "key": "work_laptop",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "a ThinkPad X1",
                "a MacBook Pro",
                "a Dell XPS 13",
                "a Surface Laptop",
                "a Framework 13",
                "an HP EliteBook",
            ],
            "facts": ["My work laptop is {v}.", "At work I use {v}."],
            "corrections": [
                ("cue", "IT replaced my work machine, it's {new} now."),
                ("explicit", "I handed back {old}; my work laptop is {new}."),
            ],
            "questions": [
                "What computer do I use for work?",
                "Which laptop did my company give me?",
                "What machine do I have at the office?",
            ],
            "now": ["What's my current work laptop?"],
        },
        "zh": {
            "values": [
                "ThinkPad X1",
                "MacBook Pro",
                "戴尔XPS 13",
                "Surface Laptop",
                "华为MateBook",
                "惠普EliteBook",
            ],
            "facts": ["我的工作电脑是{v}。", "公司给我配的是{v}。"],
            "corrections": [
                ("cue", "公司给我换了电脑，现在用{new}。"),
                ("explicit", "{old}已经交回去了，我的工作电脑换成了{new}。"),
            ],
            "questions": [
                "我上班用什么电脑？",
                "公司配给我的是哪台笔记本？",
                "我办公用的机器是什么？",
            ],
            "now": ["我目前的工作电脑是哪款？"],
        },
    },
    {
        "key": "parking",
        "type": "SEMANTIC",
        "en": {
            "values": ["B12", "C7", "A3", "D21", "B40", "E5"],
            "facts": [
                "My parking spot in the garage is {v}.",
                "I park in space {v} at our building.",
            ],
            "corrections": [
                ("cue", "The building reassigned parking; my spot is {new} now."),
                ("explicit", "I'm not in spot {old} anymore, I got {new}."),
            ],
            "questions": [
                "Where do I park my car?",
                "Which parking space is mine?",
                "What's my spot in the garage?",
            ],
            "now": ["What's my parking spot right now?"],
        },
        "zh": {
            "values": ["B12", "C7", "A3", "D21", "B40", "E5"],
            "facts": ["我的车位是{v}。", "我在小区车库停{v}号位。"],
            "corrections": [
                ("cue", "物业重新分了车位，我现在停{new}。"),
                ("explicit", "我的车位不是{old}了，换成了{new}。"),
            ],
            "questions": ["我的车停在哪个位置？", "我家车位是几号？", "我在车库停哪儿？"],
            "now": ["我现在的车位号是多少？"],
        },
    },
    {
        "key": "gym",
        "type": "PREFERENCE",
        "en": {
            "values": [
                "FitLife",
                "Anytime Fitness",
                "the YMCA",
                "Gold's Gym",
                "CrossFit Harbor",
                "Pure Gym",
            ],
            "facts": ["I'm a member at {v}.", "I work out at {v}."],
            "corrections": [
                ("cue", "I switched gyms, I'm at {new} now."),
                ("explicit", "I cancelled my {old} membership and joined {new}."),
            ],
            "questions": [
                "Which gym do I go to?",
                "Where do I exercise?",
                "Where's my gym membership?",
            ],
            "now": ["What gym am I a member of these days?"],
        },
        "zh": {
            "values": ["威尔士健身", "乐刻健身", "一兆韦德", "超级猩猩", "金吉鸟健身", "舒适堡"],
            "facts": ["我办的是{v}的卡。", "我在{v}锻炼。"],
            "corrections": [
                ("cue", "我换健身房了，现在去{new}。"),
                ("explicit", "{old}的卡我退了，办了{new}。"),
            ],
            "questions": ["我在哪家健身房锻炼？", "我的健身卡是哪家的？", "我去哪儿健身？"],
            "now": ["我现在去哪家健身房？"],
        },
    },
    {
        "key": "son_class",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Monday afternoons",
                "Tuesday evenings",
                "Wednesday afternoons",
                "Thursday evenings",
                "Saturday mornings",
            ],
            "facts": ["My son's swimming lesson is on {v}.", "I take my son to swim class on {v}."],
            "corrections": [
                ("cue", "My son's swim lesson got moved to {new}."),
                ("explicit", "Swim class isn't on {old} anymore, it's {new}."),
            ],
            "questions": [
                "When does my boy have swimming?",
                "What day is my son's swim class?",
                "When do I take my son to the pool?",
            ],
            "now": ["When is my son's swim lesson now?"],
        },
        "zh": {
            "values": ["周一下午", "周二晚上", "周三下午", "周四晚上", "周六上午"],
            "facts": ["我儿子的游泳课在{v}。", "每周{v}我送儿子去上游泳课。"],
            "corrections": [
                ("cue", "儿子的游泳课调到{new}了。"),
                ("explicit", "儿子游泳课不在{old}了，改成{new}。"),
            ],
            "questions": [
                "儿子哪天上游泳课？",
                "我什么时候送孩子去游泳？",
                "孩子的游泳课是星期几？",
            ],
            "now": ["儿子现在的游泳课是哪天？"],
        },
    },
    {
        "key": "savings",
        "type": "SEMANTIC",
        "en": {
            "values": ["$300", "$500", "$750", "$1,000", "$1,200", "$1,500"],
            "facts": ["I put {v} into savings every month.", "My monthly savings transfer is {v}."],
            "corrections": [
                ("cue", "I bumped my monthly savings up to {new}."),
                ("explicit", "I cut the monthly savings from {old} to {new}."),
            ],
            "questions": [
                "How much do I save each month?",
                "What's my monthly savings amount?",
                "How much goes into my savings account monthly?",
            ],
            "now": ["How much am I saving per month currently?"],
        },
        "zh": {
            "values": ["2000元", "3000元", "5000元", "6000元", "8000元", "1万元"],
            "facts": ["我每个月存{v}。", "我每月往储蓄账户转{v}。"],
            "corrections": [
                ("cue", "我每月存款提高到{new}了。"),
                ("explicit", "每月存款从{old}减到{new}。"),
            ],
            "questions": ["我每个月存多少钱？", "我每月储蓄多少？", "我一个月能攒下多少？"],
            "now": ["我现在每月存多少？"],
        },
    },
]
