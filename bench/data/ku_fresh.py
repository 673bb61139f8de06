"""Fresh templates of the knowledge-update benchmark: a second held-out set, written after every
engine change of its session and run once, at the end, with no change made after looking at
it (`python -m bench.knowledge_update --templates fresh`). ku_heldout.py was looked at while
the judge was being fixed; this one was not. Same format as ku_templates.py; the unrelated
memories are ku_heldout.py's (the main set's minus those stating a held-out attribute).

When you tune the engine on these scenarios, write a new fresh set and say so.
"""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "ku_heldout", Path(__file__).with_name("ku_heldout.py")
)
assert _spec is not None and _spec.loader is not None
_heldout = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_heldout)

GENERIC = _heldout.GENERIC
FILLERS = _heldout.FILLERS

ATTRIBUTES = [
    {
        "key": "bank",
        "type": "SEMANTIC",
        "en": {
            "values": ["Chase", "Ally", "Wells Fargo", "Monzo", "Revolut", "Barclays"],
            "facts": ["I bank with {v}.", "My checking account is at {v}."],
            "corrections": [
                ("cue", "I moved all my accounts over to {new}."),
                ("explicit", "I closed my {old} account; everything is at {new} now."),
            ],
            "questions": [
                "Which bank do I use?",
                "Where is my checking account?",
                "Who do I bank with?",
            ],
            "now": ["Which bank am I with at the moment?"],
        },
        "zh": {
            "values": ["招商银行", "工商银行", "建设银行", "中国银行", "交通银行", "浦发银行"],
            "facts": ["我的工资卡是{v}的。", "我平时用{v}的卡。"],
            "corrections": [
                ("cue", "我把工资卡换到{new}了。"),
                ("explicit", "{old}的卡我注销了，现在用{new}。"),
            ],
            "questions": ["我的工资卡是哪家银行的？", "我平时用哪个银行？", "我的银行卡开在哪家？"],
            "now": ["我现在用的是哪家银行？"],
        },
    },
    {
        "key": "shoe_size",
        "type": "SEMANTIC",
        "en": {
            "values": ["40", "41", "42", "43", "44", "45"],
            "facts": ["I wear size {v} shoes.", "My shoe size is EU {v}."],
            "corrections": [
                ("cue", "My feet changed after the marathon training, I'm a {new} now."),
                ("explicit", "Size {old} shoes are too tight now, I take a {new}."),
            ],
            "questions": [
                "What size shoes should you buy me?",
                "What's my shoe size?",
                "Which size do I take in sneakers?",
            ],
            "now": ["What shoe size am I these days?"],
        },
        "zh": {
            "values": ["40码", "41码", "42码", "43码", "44码", "45码"],
            "facts": ["我穿{v}的鞋。", "我的鞋码是{v}。"],
            "corrections": [
                ("cue", "我现在改穿{new}了。"),
                ("explicit", "{old}的鞋我穿着挤脚了，现在穿{new}。"),
            ],
            "questions": ["给我买鞋买多大的？", "我穿多大码的鞋？", "我的鞋码是多少？"],
            "now": ["我现在穿几码的鞋？"],
        },
    },
    {
        "key": "lunch_break",
        "type": "PREFERENCE",
        "en": {
            "values": ["noon", "12:30", "1pm", "1:30pm", "11:30am", "2pm"],
            "facts": ["I take my lunch break at {v}.", "Lunch for me is usually at {v}."],
            "corrections": [
                ("cue", "I shifted my lunch break to {new}."),
                ("explicit", "I don't eat at {old} anymore, lunch is at {new}."),
            ],
            "questions": [
                "When do I have lunch?",
                "What time is my lunch break?",
                "When am I away for lunch?",
            ],
            "now": ["What time do I eat lunch nowadays?"],
        },
        "zh": {
            "values": ["十二点", "十二点半", "一点", "一点半", "十一点半", "两点"],
            "facts": ["我一般{v}吃午饭。", "我的午休从{v}开始。"],
            "corrections": [
                ("cue", "我午饭时间调到{new}了。"),
                ("explicit", "我不是{old}吃午饭了，改成{new}。"),
            ],
            "questions": ["我几点吃午饭？", "我的午休是什么时候？", "中午什么时候找不到我？"],
            "now": ["我现在几点吃午饭？"],
        },
    },
    {
        "key": "daughter_teacher",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Ms. Park",
                "Mr. Dubois",
                "Mrs. Ellison",
                "Ms. Varga",
                "Mr. Ncube",
                "Ms. Lindqvist",
            ],
            "facts": ["My daughter's class teacher is {v}.", "{v} teaches my daughter's class."],
            "corrections": [
                ("cue", "My daughter has a new class teacher, {new}."),
                ("explicit", "{old} left the school; my daughter's teacher is {new} now."),
            ],
            "questions": [
                "Who teaches my daughter's class?",
                "Who is my girl's teacher?",
                "Which teacher should I email about my daughter?",
            ],
            "now": ["Who's my daughter's teacher this term?"],
        },
        "zh": {
            "values": ["王老师", "刘老师", "孙老师", "黄老师", "郑老师", "何老师"],
            "facts": ["我女儿的班主任是{v}。", "{v}带我女儿的班。"],
            "corrections": [
                ("cue", "女儿换班主任了，现在是{new}。"),
                ("explicit", "{old}调走了，我女儿的班主任换成{new}了。"),
            ],
            "questions": [
                "我女儿的班主任是谁？",
                "女儿班上的老师是哪位？",
                "孩子学校的事该找哪位老师？",
            ],
            "now": ["女儿现在的班主任是谁？"],
        },
    },
    {
        "key": "internet",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Comcast",
                "Verizon Fios",
                "AT&T Fiber",
                "Spectrum",
                "Google Fiber",
                "Sonic",
            ],
            "facts": ["Our home internet is with {v}.", "{v} is our internet provider at home."],
            "corrections": [
                ("cue", "We changed internet providers, it's {new} now."),
                ("explicit", "We dropped {old} and signed up with {new} for internet."),
            ],
            "questions": [
                "Who provides our internet at home?",
                "Which ISP do we use?",
                "Who do I call when the home internet is down?",
            ],
            "now": ["Who is our internet provider currently?"],
        },
        "zh": {
            "values": ["中国电信", "中国移动", "中国联通", "长城宽带", "广电宽带", "鹏博士"],
            "facts": ["我家宽带是{v}的。", "家里网络用的是{v}。"],
            "corrections": [
                ("cue", "家里宽带换成{new}了。"),
                ("explicit", "{old}的宽带退了，改装了{new}。"),
            ],
            "questions": ["我家宽带是哪家的？", "家里网络是哪个运营商？", "家里断网了该找谁？"],
            "now": ["我家现在用的是哪家宽带？"],
        },
    },
]
