"""Fresh templates of the knowledge-update benchmark, second generation
(`python -m bench.knowledge_update --templates fresh2`).

Written 2026-11-29 by a session that did not tune the engine on it and did not read the
engine's rules or lexicons (judge, time words, tokenizer, extraction) while writing it; not to
be tuned on. When you tune on it, write a new set and say so.

15 attributes that are in none of ku_templates.py, ku_heldout.py and ku_fresh.py (mobile
carrier, airline, hairdresser, streaming service, the dog's vet, grocery store, step goal, the
name the user goes by, health insurance, pharmacy, babysitter, the son's pocket money, the
kids' screen time, the language the user is learning, work shift), in English and Chinese.
Same format as ku_templates.py (see its docstring; "plain" corrections are the facts restated
with the new value). The unrelated memories are ku_heldout.py's, minus the ones that state or
come close to one of these attributes (see _RELATES_TO_AN_ATTRIBUTE).
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

# Unrelated memories that would answer, or nearly answer, a question of this set: the languages
# one speaks ("which language am I learning?") and how one likes to fly ("which airline do I
# fly with?").
_RELATES_TO_AN_ATTRIBUTE = (
    "I speak Spanish fairly well",
    "我英语还行",
    "aisle seats on long flights",
    "靠过道的位置",
)
GENERIC = {
    lang: [(kind, t) for kind, t in items if not any(s in t for s in _RELATES_TO_AN_ATTRIBUTE)]
    for lang, items in _heldout.GENERIC.items()
}
FILLERS = _heldout.FILLERS

ATTRIBUTES = [
    {
        "key": "mobile_carrier",
        "type": "SEMANTIC",
        "en": {
            "values": ["T-Mobile", "Verizon", "AT&T", "Mint Mobile", "Visible", "Google Fi"],
            "facts": [
                "My phone plan is with {v}.",
                "I'm on {v} for my cell service.",
                "My mobile carrier is {v}, prepaid.",
            ],
            "corrections": [
                ("cue", "I ported my number over to {new} last week."),
                ("cue", "Switched my cell plan to {new}, it's half the price."),
                ("explicit", "I cancelled {old}; my line is with {new} now."),
                ("explicit", "Got fed up with {old} and moved my phone plan to {new}."),
            ],
            "questions": [
                "Which network is my cell phone on?",
                "Who do I pay for my phone service?",
                "If my phone has no signal, whose support line do I call?",
            ],
            "now": ["Who's my mobile provider these days?"],
        },
        "zh": {
            "values": ["中国移动", "中国联通", "中国电信", "中国广电", "小米移动", "蜗牛移动"],
            "facts": ["我的手机卡是{v}的。", "我手机号用的是{v}的套餐。"],
            "corrections": [
                ("cue", "我携号转网到{new}了。"),
                ("cue", "手机号转到{new}了，每个月话费省了一半。"),
                ("explicit", "{old}的套餐太贵，我把号转去{new}了。"),
                ("explicit", "我不用{old}了，手机号现在在{new}。"),
            ],
            "questions": [
                "我的手机号是哪个运营商的？",
                "我手机话费交给哪家？",
                "手机没信号了该打哪家的客服？",
            ],
            "now": ["我现在手机卡是哪家运营商？"],
        },
    },
    {
        "key": "airline",
        "type": "PREFERENCE",
        "en": {
            "values": ["Delta", "United", "Lufthansa", "KLM", "Emirates", "Air Canada"],
            "facts": [
                "I always try to fly {v}.",
                "When I travel for work I book {v}; that's where my miles are.",
            ],
            "corrections": [
                (
                    "cue",
                    "I've moved my frequent-flyer status over to {new}, so book them from now on.",
                ),
                ("cue", "Going forward, put me on {new} flights whenever you can."),
                ("explicit", "Stop booking me on {old}, I fly {new} now."),
                ("explicit", "After the lost-luggage mess I'm done with {old}; it's {new} for me."),
            ],
            "questions": [
                "Which airline should you book me on?",
                "Who do I collect air miles with?",
                "Which airline do I normally pick for trips?",
            ],
            "now": ["Which airline am I loyal to at the moment?"],
        },
        "zh": {
            "values": ["国航", "东航", "南航", "海航", "川航", "厦航"],
            "facts": ["我坐飞机一般选{v}。", "我出差常坐{v}，里程都攒在他们家。"],
            "corrections": [
                ("cue", "我的常旅客换到{new}了，以后订票优先订他们家。"),
                ("cue", "以后出差机票都给我订{new}吧。"),
                ("explicit", "别再给我订{old}了，我现在改坐{new}。"),
                ("explicit", "{old}老是延误，我转去坐{new}了。"),
            ],
            "questions": [
                "给我订机票该选哪家航空公司？",
                "我的航空里程攒在哪家？",
                "我出门一般坐哪家的飞机？",
            ],
            "now": ["我最近坐飞机首选哪家？"],
        },
    },
    {
        "key": "hairdresser",
        "type": "SEMANTIC",
        "en": {
            "values": ["Marco", "Priya", "Jess", "Dmitri", "Hannah", "Luis"],
            "facts": [
                "{v} cuts my hair.",
                "I get my hair done by {v} at the salon near the station.",
                "My hairdresser is {v}.",
            ],
            "corrections": [
                ("cue", "I've found a new hairdresser: {new}."),
                ("cue", "From now on I'm booking my haircuts with {new}."),
                ("explicit", "{old} moved away, so {new} does my hair now."),
                ("explicit", "I stopped going to {old}; {new} cuts my hair these days."),
            ],
            "questions": [
                "Who should I book for a haircut?",
                "Who does my hair?",
                "Which stylist do I go to?",
            ],
            "now": ["Who's doing my hair at the moment?"],
        },
        "zh": {
            "values": ["Tony老师", "Kevin老师", "小雅", "阿凯", "莉莉", "阿斌"],
            "facts": ["我剪头发固定找{v}。", "给我剪头的一直是{v}。"],
            "corrections": [
                ("cue", "我换了个理发师，现在找{new}剪。"),
                ("cue", "以后剪头都帮我约{new}。"),
                ("explicit", "{old}离职了，我现在找{new}剪头。"),
                ("explicit", "不找{old}剪了，换成{new}了。"),
            ],
            "questions": ["我剪头发找谁？", "帮我约理发该约哪位？", "我的发型师叫什么？"],
            "now": ["我最近找谁剪头发？"],
        },
    },
    {
        "key": "streaming",
        "type": "SEMANTIC",
        "en": {
            "values": ["Netflix", "Disney+", "Max", "Prime Video", "Apple TV+", "Hulu"],
            "facts": [
                "The only streaming service we pay for is {v}.",
                "We watch all our shows on {v}; it's our one subscription.",
            ],
            "corrections": [
                ("cue", "We swapped our streaming subscription for {new}."),
                ("cue", "Signed us up for {new} instead, that's where we watch things now."),
                ("explicit", "Cancelled {old}; we're on {new} for shows now."),
                ("explicit", "We let the {old} subscription lapse and got {new}."),
            ],
            "questions": [
                "Which streaming service are we subscribed to?",
                "Where can we watch series at home?",
                "What video subscription are we paying for?",
            ],
            "now": ["What are we streaming on these days?"],
        },
        "zh": {
            "values": ["爱奇艺", "腾讯视频", "优酷", "芒果TV", "哔哩哔哩", "Netflix"],
            "facts": ["家里开的视频会员是{v}。", "我们只充了{v}的会员，平时追剧都在上面。"],
            "corrections": [
                ("cue", "视频会员换成{new}了。"),
                ("cue", "这个月起追剧改用{new}。"),
                ("explicit", "{old}的会员没续，改开了{new}。"),
                ("explicit", "不用{old}了，现在开的是{new}的会员。"),
            ],
            "questions": [
                "我们家开的是哪个视频会员？",
                "在家追剧用哪个平台？",
                "我们每月给哪个视频网站交会员费？",
            ],
            "now": ["家里现在用哪个平台看剧？"],
        },
    },
    {
        "key": "dog_vet",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Dr. Alvarez",
                "Dr. Okafor",
                "Dr. Brennan",
                "Dr. Sato",
                "Dr. Whitfield",
                "Dr. Novak",
            ],
            "facts": [
                "Our dog's vet is {v}.",
                "We take Biscuit to {v} for his checkups and shots.",
            ],
            "corrections": [
                ("cue", "We switched the dog to a new vet, {new}."),
                ("cue", "Biscuit's checkups are with {new} from now on."),
                ("explicit", "{old} retired, so our dog goes to {new} instead."),
                ("explicit", "We stopped seeing {old}; the dog's vet is {new} now."),
            ],
            "questions": [
                "Who do I call when the dog gets sick?",
                "Which vet does Biscuit go to?",
                "Who gives our dog his vaccinations?",
            ],
            "now": ["Who's our dog's vet at the moment?"],
        },
        "zh": {
            "values": [
                "瑞派宠物医院",
                "芭比堂动物医院",
                "美联众合动物医院",
                "安安宠医",
                "艾贝尔宠物医院",
                "宠颐生动物医院",
            ],
            "facts": ["我家狗看病都去{v}。", "豆豆平时在{v}打疫苗、做体检。"],
            "corrections": [
                ("cue", "狗狗换了家医院，以后去{new}。"),
                ("cue", "豆豆的体检改到{new}做了。"),
                ("explicit", "不去{old}了，狗看病改去{new}。"),
                ("explicit", "{old}离得太远，我们换到{new}了。"),
            ],
            "questions": ["狗生病了该带去哪儿？", "豆豆打疫苗去哪家医院？", "我家狗在哪看病？"],
            "now": ["我家狗现在在哪家宠物医院看？"],
        },
    },
    {
        "key": "grocery_store",
        "type": "PREFERENCE",
        "en": {
            "values": ["Trader Joe's", "Whole Foods", "Aldi", "Safeway", "Kroger", "Lidl"],
            "facts": [
                "I do the weekly grocery shop at {v}.",
                "We buy pretty much all our food at {v}.",
            ],
            "corrections": [
                ("cue", "We've started doing the big weekly shop at {new} instead."),
                ("cue", "I get our groceries from {new} now, it works out cheaper."),
                ("explicit", "I gave up on {old}; groceries come from {new} now."),
                ("explicit", "No more {old} for food shopping, we go to {new}."),
            ],
            "questions": [
                "Where do we buy food for the week?",
                "Which supermarket do I shop at?",
                "Which store should the shopping list be for?",
            ],
            "now": ["Where are we doing our grocery shopping these days?"],
        },
        "zh": {
            "values": ["盒马", "山姆", "永辉超市", "沃尔玛", "叮咚买菜", "物美"],
            "facts": ["我家买菜一般在{v}。", "日常吃的用的我基本都在{v}买。"],
            "corrections": [
                ("cue", "最近买菜改在{new}了。"),
                ("cue", "现在买菜都用{new}，省事。"),
                ("explicit", "不在{old}买菜了，改去{new}。"),
                ("explicit", "{old}的菜越来越贵，我们转到{new}买了。"),
            ],
            "questions": [
                "我家一般在哪儿买菜？",
                "平时采购吃的去哪家超市？",
                "帮我下单买菜该用哪家？",
            ],
            "now": ["我们现在在哪买菜？"],
        },
    },
    {
        "key": "step_goal",
        "type": "SEMANTIC",
        "en": {
            "values": ["6,000", "7,500", "8,000", "10,000", "12,000", "15,000"],
            "facts": ["My daily step goal is {v} steps.", "I try to walk {v} steps every day."],
            "corrections": [
                ("cue", "I reset my daily step target to {new}."),
                ("cue", "New plan for walking: {new} steps a day."),
                ("explicit", "Forget the {old}-step goal, I'm aiming for {new} a day."),
                ("explicit", "My step goal went from {old} to {new}."),
            ],
            "questions": [
                "How many steps should I walk each day?",
                "What's my walking target?",
                "How many steps am I aiming for daily?",
            ],
            "now": ["What's my step goal right now?"],
        },
        "zh": {
            "values": ["六千", "七千", "八千", "一万", "一万二", "一万五"],
            "facts": ["我每天的步数目标是{v}步。", "我给自己定的是每天走{v}步。"],
            "corrections": [
                ("cue", "每天的步数目标我改成{new}步了。"),
                ("cue", "从这周起我每天走{new}步。"),
                ("explicit", "步数目标从{old}调到{new}了。"),
                ("explicit", "不定{old}步了，改成每天{new}步。"),
            ],
            "questions": [
                "我每天要走多少步？",
                "一天走够多少步才算达标？",
                "我日常走路的目标是多少？",
            ],
            "now": ["我现在每天的步数目标是多少？"],
        },
    },
    {
        "key": "preferred_name",
        "type": "IDENTITY",
        "en": {
            "values": ["Liz", "Beth", "Eliza", "Lizzie", "Betty", "Ellie"],
            "facts": [
                "Please call me {v}.",
                "My name's Elizabeth, but everyone calls me {v}.",
            ],
            "corrections": [
                ("cue", "I'm going by {new} from now on."),
                ("cue", "Heads up, I've started going by {new}."),
                ("explicit", "Don't call me {old} anymore, I prefer {new}."),
                ("explicit", "I've outgrown {old}; call me {new}."),
            ],
            "questions": [
                "What should you call me?",
                "How do I like to be addressed?",
                "What name do I go by?",
            ],
            "now": ["What name do I prefer these days?"],
        },
        "zh": {
            "values": ["小雯", "雯雯", "阿雯", "晓雯", "小林", "林子"],
            "facts": ["叫我{v}就行。", "我大名林晓雯，朋友都叫我{v}。"],
            "corrections": [
                ("cue", "以后叫我{new}吧。"),
                ("cue", "我现在更喜欢别人叫我{new}。"),
                ("explicit", "别再叫我{old}了，叫{new}。"),
                ("explicit", "{old}这个叫法我不太喜欢了，改叫我{new}吧。"),
            ],
            "questions": ["你该怎么称呼我？", "我喜欢别人怎么叫我？", "我的昵称是什么？"],
            "now": ["我现在希望你叫我什么？"],
        },
    },
    {
        "key": "health_insurance",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "Aetna",
                "Cigna",
                "Blue Cross",
                "Kaiser Permanente",
                "UnitedHealthcare",
                "Humana",
            ],
            "facts": ["My health insurance is with {v}.", "I'm covered by {v} for medical."],
            "corrections": [
                ("cue", "Open enrollment is done: my health plan this year is {new}."),
                ("cue", "I switched my medical insurance to {new}."),
                ("explicit", "I'm no longer on {old}; my health insurance is {new}."),
                ("explicit", "Dropped {old} for {new} at open enrollment."),
            ],
            "questions": [
                "Who's my medical insurer?",
                "Which company pays for my doctor visits?",
                "What health plan am I on?",
            ],
            "now": ["Who's my health insurance with currently?"],
        },
        "zh": {
            "values": ["中国平安", "太平洋保险", "中国人寿", "泰康人寿", "众安保险", "新华保险"],
            "facts": ["我的商业医疗险是在{v}买的。", "我的补充医疗保险是{v}的。"],
            "corrections": [
                ("cue", "医疗险我转投{new}了。"),
                ("cue", "今年续保换成了{new}的医疗险。"),
                ("explicit", "{old}的医疗险到期没续，改买了{new}的。"),
                ("explicit", "医疗险不在{old}了，现在是{new}。"),
            ],
            "questions": [
                "我的医疗险是哪家保险公司的？",
                "看病报销找哪家保险公司？",
                "我买的商业健康险是哪家的？",
            ],
            "now": ["我现在的医疗险在哪家？"],
        },
    },
    {
        "key": "pharmacy",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "CVS",
                "Walgreens",
                "Rite Aid",
                "the Costco pharmacy",
                "Boots",
                "the Target pharmacy",
            ],
            "facts": ["I fill my prescriptions at {v}.", "My refills get picked up at {v}."],
            "corrections": [
                ("cue", "I had my prescriptions transferred to {new}."),
                ("cue", "My meds come from {new} now."),
                ("explicit", "Moved my prescriptions from {old} to {new}."),
                ("explicit", "Not using {old} anymore, my refills go to {new}."),
            ],
            "questions": [
                "Where do I pick up my medication?",
                "Which pharmacy should my doctor send refills to?",
                "Where do I get my meds?",
            ],
            "now": ["Which pharmacy am I using now?"],
        },
        "zh": {
            "values": ["老百姓大药房", "益丰大药房", "大参林", "一心堂", "海王星辰", "国大药房"],
            "facts": ["我平时在{v}买药。", "我常吃的药都在{v}拿。"],
            "corrections": [
                ("cue", "以后买药改去{new}了。"),
                ("cue", "常吃的药我现在去{new}拿。"),
                ("explicit", "不在{old}买药了，换成{new}。"),
                ("explicit", "{old}关门了，我改去{new}拿药。"),
            ],
            "questions": ["我一般去哪家药店买药？", "我常用的药在哪儿配？", "药吃完了该去哪儿补？"],
            "now": ["我现在在哪家药房拿药？"],
        },
    },
    {
        "key": "babysitter",
        "type": "SEMANTIC",
        "en": {
            "values": ["Emma", "Sofia", "Grace", "Nadia", "Bella", "Zoe"],
            "facts": ["Our babysitter is {v}.", "{v} watches the kids when we go out."],
            "corrections": [
                ("cue", "We found a new babysitter, {new}."),
                ("cue", "{new} babysits for us now."),
                ("explicit", "{old} went off to college, so {new} is our sitter now."),
                (
                    "explicit",
                    "We don't use {old} anymore; {new} looks after the kids on date nights.",
                ),
            ],
            "questions": [
                "Who can watch the kids on Friday night?",
                "Who do we call for childcare when we go out?",
                "What's the sitter's name?",
            ],
            "now": ["Who's babysitting for us these days?"],
        },
        "zh": {
            "values": ["王阿姨", "张阿姨", "刘阿姨", "李阿姨", "陈阿姨", "杨阿姨"],
            "facts": ["我们家带孩子的阿姨是{v}。", "平时是{v}帮我们看孩子。"],
            "corrections": [
                ("cue", "家里换了个阿姨，现在是{new}。"),
                ("cue", "这个月起由{new}来带孩子了。"),
                ("explicit", "{old}回老家了，现在是{new}帮忙带孩子。"),
                ("explicit", "不请{old}了，换了{new}。"),
            ],
            "questions": ["我们家保姆是哪位？", "孩子平时是谁在照看？", "我们请的育儿阿姨是谁？"],
            "now": ["现在是谁在帮我们带孩子？"],
        },
    },
    {
        "key": "pocket_money",
        "type": "SEMANTIC",
        "en": {
            "values": ["$5", "$8", "$10", "$12", "$15", "$20"],
            "facts": [
                "Our son gets {v} a week in pocket money.",
                "We give our boy an allowance of {v} a week.",
            ],
            "corrections": [
                ("cue", "We adjusted our son's allowance to {new} a week."),
                ("cue", "Starting this month our son's pocket money is {new} a week."),
                ("explicit", "Our son's allowance went from {old} to {new} a week."),
                ("explicit", "We're done with the {old} allowance; he gets {new} a week now."),
            ],
            "questions": [
                "How much allowance does our son get?",
                "What do we give the boy each week to spend?",
                "How much pocket money is my son on?",
            ],
            "now": ["What's my son's weekly allowance at this point?"],
        },
        "zh": {
            "values": ["100元", "150元", "200元", "300元", "400元", "500元"],
            "facts": ["儿子每个月零花钱是{v}。", "我们每月给儿子{v}零花钱。"],
            "corrections": [
                ("cue", "儿子的零花钱调成每月{new}了。"),
                ("cue", "从这个月开始，儿子每月零花钱给{new}。"),
                ("explicit", "儿子零花钱从{old}调到了{new}。"),
                ("explicit", "儿子零花钱不是{old}了，现在每月{new}。"),
            ],
            "questions": [
                "我儿子一个月多少零花钱？",
                "我们每月给儿子多少零用钱？",
                "儿子的零用钱给多少？",
            ],
            "now": ["儿子现在每月零花钱多少？"],
        },
    },
    {
        "key": "screen_time",
        "type": "SEMANTIC",
        "en": {
            "values": [
                "20 minutes",
                "30 minutes",
                "45 minutes",
                "an hour",
                "90 minutes",
                "two hours",
            ],
            "facts": [
                "The kids get {v} of screen time a day.",
                "Our rule is {v} of screens per day for the kids.",
            ],
            "corrections": [
                ("cue", "We changed the kids' screen time rule to {new} a day."),
                ("cue", "New house rule: the kids can have {new} on screens daily."),
                ("explicit", "Screen time for the kids used to be {old}, it's {new} now."),
                (
                    "explicit",
                    "We dropped the {old} limit; the kids get {new} of screen time a day.",
                ),
            ],
            "questions": [
                "How long can the kids be on the iPad each day?",
                "What's the daily limit on TV and tablets for the children?",
                "How much device time are the kids allowed per day?",
            ],
            "now": ["How much screen time do the kids get these days?"],
        },
        "zh": {
            "values": ["二十分钟", "半小时", "四十分钟", "一小时", "一个半小时", "两小时"],
            "facts": ["孩子每天能看{v}屏幕。", "我们规定孩子一天只能玩{v}平板。"],
            "corrections": [
                ("cue", "孩子的屏幕时间改成每天{new}了。"),
                ("cue", "新规定：孩子每天玩平板{new}。"),
                ("explicit", "孩子每天的屏幕时间从{old}改成{new}。"),
                ("explicit", "不是{old}了，孩子现在每天只能看{new}屏幕。"),
            ],
            "questions": [
                "孩子一天能玩多久手机平板？",
                "我们家孩子每天看电视能看多久？",
                "孩子每天用电子产品的上限是多长时间？",
            ],
            "now": ["孩子现在一天能用多长时间电子产品？"],
        },
    },
    {
        "key": "learning_language",
        "type": "SEMANTIC",
        "en": {
            "values": ["Spanish", "Japanese", "Italian", "Korean", "Portuguese", "Mandarin"],
            "facts": [
                "I'm learning {v}; I do a lesson on Duolingo every morning.",
                "I'm taking {v} classes twice a week.",
            ],
            "corrections": [
                ("cue", "I've switched to studying {new}."),
                ("cue", "Started over with a new language: {new}."),
                ("explicit", "I gave up on {old} and started {new} instead."),
                ("explicit", "Put {old} on hold; I'm studying {new} now."),
            ],
            "questions": [
                "Which language am I studying?",
                "What language should you quiz me in?",
                "Which foreign language am I trying to pick up?",
            ],
            "now": ["Which language am I working on at the moment?"],
        },
        "zh": {
            "values": ["日语", "韩语", "法语", "西班牙语", "德语", "意大利语"],
            "facts": ["我在学{v}，每天早上背单词。", "我报了个{v}班，每周上两次课。"],
            "corrections": [
                ("cue", "我现在改学{new}了。"),
                ("cue", "最近开始专心学{new}。"),
                ("explicit", "{old}先放下了，现在在学{new}。"),
                ("explicit", "不学{old}了，改学{new}。"),
            ],
            "questions": [
                "我在学哪门外语？",
                "我正在学的是什么语言？",
                "你要用哪种语言帮我练口语？",
            ],
            "now": ["我目前在学什么语言？"],
        },
    },
    {
        "key": "work_shift",
        "type": "SEMANTIC",
        "en": {
            "values": ["6am-2pm", "7am-3pm", "9am-5pm", "noon-8pm", "2pm-10pm", "10pm-6am"],
            "facts": [
                "I'm on the {v} shift at the hospital.",
                "My shift is {v}, Monday to Friday.",
            ],
            "corrections": [
                ("cue", "My rota changed, I'm working {new} now."),
                ("cue", "They moved me onto the {new} shift."),
                ("explicit", "I'm off the {old} shift; it's {new} for me now."),
                ("explicit", "Swapped my {old} shift for {new}."),
            ],
            "questions": [
                "What hours do I work?",
                "When am I on duty?",
                "When does my shift start and end?",
            ],
            "now": ["What shift am I working these days?"],
        },
        "zh": {
            "values": [
                "早六点到下午两点",
                "早八点到下午四点",
                "上午十点到晚上六点",
                "中午十二点到晚上八点",
                "下午两点到晚上十点",
                "晚上十点到早上六点",
            ],
            "facts": ["我上班时间是{v}。", "我在医院排的班是{v}。"],
            "corrections": [
                ("cue", "我的班调成{new}了。"),
                ("cue", "排班变了，现在上{new}。"),
                ("explicit", "不上{old}的班了，改成{new}。"),
                ("explicit", "我的班从{old}换到了{new}。"),
            ],
            "questions": ["我几点上班几点下班？", "我哪个时段在岗？", "我的班次是什么时间？"],
            "now": ["我现在上什么班？"],
        },
    },
]
