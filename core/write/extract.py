"""Write helper: the memories worth keeping in a piece of raw dialogue (Remember with extract).

Rules, Chinese and English, no network:

- The dialogue is read line by line; a line may start with a role ("user:", "用户：",
  "assistant:", "客服：", ...); unlabelled lines are the user's (or continue the previous role).
- **Statements** are kept conservatively: only the user's own affirmative declarative
  sentences that say something (first person, a preference, or an entity). Questions,
  hypotheticals ("如果", "if", "maybe"), requests and instructions ("请", "帮我", "can you",
  "please"), small talk and fragments are not stored as facts. The assistant's words are never
  stored as the user's facts.
- **Entities**: order numbers and other ids, emails, dates and amounts are found in every
  sentence; ids and emails in a sentence that is not kept as a statement (a question about an
  order, the assistant confirming a ticket number) become a memory of their own
  ("对话中提到的订单号：A1234567"). Every memory lists its entities in its metadata.
- **Type** by keyword rules (preference, identity, episodic, else semantic), and a type prefix in
  the text that is *embedded* ("用户偏好：", "user preference: "), never in the stored content:
  it pulls a question about preferences toward preference memories.
- **Importance** 0..1 by keyword rules: entities, words such as "必须", "过敏", "budget",
  "deadline", identity facts.

Pure functions, thread-safe.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memoryd.core.text.values import CJK_CHAR
from memoryd.core.types import MemoryType

__all__ = ["Extracted", "entities", "extract", "is_statement", "type_prefix"]


@dataclass(frozen=True, slots=True)
class Extracted:
    """One memory taken from dialogue: the text to store, the text to embed (type prefix +
    content), its type, importance (0..1), what made it ("statement" or "entity:<kind>") and
    its entities as (kind, value) pairs."""

    content: str
    embed_text: str
    memory_type: MemoryType
    importance: float
    kind: str
    entities: tuple[tuple[str, str], ...] = ()


# ---------------------------------------------------------------------------- roles, sentences

_ROLE = re.compile(
    r"^\s*(?P<role>user|human|me|customer|client|用户|客户|顾客|我|"
    r"assistant|ai|bot|agent|support|助手|客服|机器人|system|系统|tool|工具)\s*[:：]\s*",
    re.IGNORECASE,
)
_USER_ROLES = {"user", "human", "me", "customer", "client", "用户", "客户", "顾客", "我"}
_SENTENCE_SPLIT = re.compile(r"(?<=[。！？!?；;])|(?<=[.])(?=\s)|\n+")
_LATIN_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")

# ---------------------------------------------------------------------------- entities

_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_ENTITY_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("email", re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    (
        "order",
        re.compile(
            r"(?:订单号?|单号|运单号?|快递单号|order(?:\s*(?:number|no\.?|id))?\s*#?)"
            r"\s*(?:是|为|[:：#])?\s*([A-Za-z]*\d[A-Za-z0-9-]{4,})",
            re.IGNORECASE,
        ),
    ),
    (
        "id",
        re.compile(
            r"(?:工单号?|票号|编号|会员号|账号|ticket|case|tracking(?:\s*number)?|account|"
            r"member(?:ship)?(?:\s*(?:number|no\.?|id))?|booking|reservation|confirmation)"
            r"\s*(?:是|为|[:：#])?\s*([A-Za-z]*\d[A-Za-z0-9-]{3,})",
            re.IGNORECASE,
        ),
    ),
    ("id", re.compile(r"(?<![A-Za-z0-9])([A-Z]{1,5}[-_]?\d{5,})(?![A-Za-z0-9])")),
    (
        "date",
        re.compile(
            r"\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}[日号]?|\d{1,2}月\d{1,2}[日号]|"
            rf"\b{_MONTHS}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\b|"
            rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}\b(?:,?\s+\d{{4}})?",
            re.IGNORECASE,
        ),
    ),
    (
        "amount",
        re.compile(
            # A number is matched only from its first digit (not after a digit, nor after a
            # digit and a comma): a start inside a number cannot succeed where its first digit
            # failed, and trying each one made a long digit string quadratic (16k digits held
            # one worker for minutes).
            r"[$¥€£]\s?\d[\d,]*(?:\.\d+)?\s?(?:[kKmM](?![a-z])|万|千|亿|million|thousand|billion)?|"
            r"(?<!\d)(?<!\d,)\d[\d,]*(?:\.\d+)?\s?(?:万|千|百|亿)?\s?"
            r"(?:元|块钱|块|美元|美金|欧元|英镑|人民币|RMB|USD|EUR|dollars?|euros?|yuan)|"
            r"(?<!\d)\d+(?:\.\d+)?\s?(?:万|亿)(?![人个次天年岁])",
            re.IGNORECASE,
        ),
    ),
]
_ID_KINDS = ("order", "id", "email")

# ---------------------------------------------------------------------------- statement rules

_QUESTION = re.compile(
    r"[?？]|[吗呢么嘛]\s*[。.!！]?$|什么|怎么|为什么|为啥|哪里|哪儿|哪个|哪些|哪天|谁|多少|几点|几个|"
    r"是否|是不是|能不能|可不可以|有没有|要不要|对不对|行不行|好不好",
)
_EN_QUESTION_START = re.compile(
    r"^(?:what|who|whom|whose|where|when|why|how|which|do|does|did|is|are|was|were|can|could|"
    r"would|will|should|shall|may|have|has|had|am)\b",
    re.IGNORECASE,
)
_HYPOTHETICAL = re.compile(
    r"如果|假如|假设|假使|要是|万一|的话|或许|也许|可能|大概|说不定|想象|设想|考虑|打算要不|好像|似乎|"
    r"我猜|不确定|"
    r"\b(?:if|suppose|supposing|assuming|imagine|maybe|perhaps|probably|might|would|could|"
    r"wish|in case|unless|whether|considering|thinking about|not sure|i guess|i think)\b",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"请|帮我|帮忙|麻烦|给我|能否|替我|告诉我|提醒我|我想要|我想|我要|让我们|咱们.*吧|吧[。!！]?$|"
    r"\b(?:please|pls|can you|could you|would you|will you|help me|tell me|remind me|show me|"
    r"let's|let us|i want you|i need you|i'd like|i would like|i want to)\b",
    re.IGNORECASE,
)
_EN_IMPERATIVE = re.compile(
    r"^(?:book|find|send|show|give|check|cancel|look|search|call|write|make|get|set|add|"
    r"remove|change|update|list|tell|remind|help|open|close|buy|schedule|email|text|go|stop|"
    r"start|try|don't|do not|never mind)\b",
    re.IGNORECASE,
)
_SMALL_TALK = re.compile(
    r"^(?:你好|您好|嗨|哈喽|谢谢|多谢|感谢|好的|好吧|好|嗯+|哦+|啊+|哈+|行|可以|没问题|不客气|再见|拜拜|"
    r"ok|okay|hi|hello|hey|thanks|thank you|sure|great|cool|nice|bye|goodbye|yes|no|yeah|yep|"
    r"got it|sounds good|you're welcome|no problem)[\s,.!。！～~，]*$",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"我|咱|本人|\b(?:i|i'm|i've|i'd|i'll|my|mine|me|we|our|us)\b", re.I)

_PREFERENCE = re.compile(
    r"喜欢|爱吃|爱喝|爱看|爱玩|讨厌|偏好|偏爱|最爱|习惯|不吃|不喝|忌口|过敏|口味|"
    r"\b(?:prefer|prefers|preferred|like|likes|love|loves|enjoy|enjoys|hate|hates|dislike|"
    r"dislikes|favou?rite|can't stand|allergic|vegetarian|vegan)\b",
    re.IGNORECASE,
)
_IDENTITY = re.compile(
    r"我是|我叫|名字|我住在|我住|我家在|我来自|我今年|岁了|我在.{1,12}(?:工作|上班|上学|读书)|职业|"
    r"\b(?:my name is|i am a|i'm a|i am an|i'm an|i live in|i work (?:at|for|as)|i'm from|"
    r"i am from|years old|i grew up)\b",
    re.IGNORECASE,
)
_EPISODIC = re.compile(
    r"昨天|今天|前天|刚才|刚刚|上周|上星期|上个月|去年|那天|周末|上次|"
    r"\b(?:yesterday|today|last (?:week|month|year|night|time)|this morning|ago|"
    r"on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b",
    re.IGNORECASE,
)
_IMPORTANT = re.compile(
    r"重要|一定|必须|务必|千万|记住|别忘|不要忘|过敏|预算|截止|最晚|合同|密码|病|药|"
    r"\b(?:important|must|always|never|allerg\w*|budget|deadline|contract|due|medic\w*)\b",
    re.IGNORECASE,
)

_PREFIXES = {
    MemoryType.PREFERENCE: ("用户偏好：", "user preference: "),
    MemoryType.IDENTITY: ("用户身份：", "user identity: "),
    MemoryType.EPISODIC: ("用户经历：", "user event: "),
    MemoryType.SEMANTIC: ("用户信息：", "user fact: "),
}
_ENTITY_LABELS = {
    "order": ("对话中提到的订单号：", "order number mentioned in the conversation: "),
    "id": ("对话中提到的编号：", "id mentioned in the conversation: "),
    "email": ("对话中提到的邮箱：", "email mentioned in the conversation: "),
}
_MAX_SENTENCE_CHARS = 1_000


def _is_chinese(text: str) -> bool:
    return len(CJK_CHAR.findall(text)) >= len(_LATIN_WORD.findall(text))


def type_prefix(memory_type: MemoryType, text: str) -> str:
    """Return the prefix that goes before ``text`` in what is embedded, in its language."""
    zh, en = _PREFIXES[memory_type]
    return zh if _is_chinese(text) else en


def entities(sentence: str) -> list[tuple[str, str]]:
    """Return the (kind, value) entities of ``sentence``, each value once, in kind order:
    email, order, id, date, amount."""
    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    for kind, pattern in _ENTITY_PATTERNS:
        for m in pattern.finditer(sentence):
            value = (m.group(1) if m.groups() else m.group(0)).strip().rstrip(".,，。")
            if value and value not in seen and not any(value in s for s in seen):
                seen.add(value)
                found.append((kind, value))
    return found


def _content_size(sentence: str) -> int:
    """Return a sentence's size in words: CJK characters plus Latin words."""
    return len(CJK_CHAR.findall(sentence)) + len(_LATIN_WORD.findall(sentence))


def is_statement(sentence: str) -> bool:
    """Return True for an affirmative declarative sentence that says something about the user
    (first person, a preference or an entity); False for questions, hypotheticals, requests,
    instructions, small talk and fragments."""
    s = sentence.strip()
    if not s or _SMALL_TALK.match(s) or _content_size(s) < 3:
        return False
    if _QUESTION.search(s) or _EN_QUESTION_START.match(s):
        return False
    if _HYPOTHETICAL.search(s) or _REQUEST.search(s) or _EN_IMPERATIVE.match(s):
        return False
    return bool(_FIRST_PERSON.search(s) or _PREFERENCE.search(s) or entities(s))


def _memory_type(sentence: str) -> MemoryType:
    if _PREFERENCE.search(sentence):
        return MemoryType.PREFERENCE
    if _IDENTITY.search(sentence):
        return MemoryType.IDENTITY
    if _EPISODIC.search(sentence):
        return MemoryType.EPISODIC
    return MemoryType.SEMANTIC


def _importance(sentence: str, memory_type: MemoryType, found: list[tuple[str, str]]) -> float:
    score = 0.5
    if any(kind in _ID_KINDS for kind, _ in found):
        score += 0.2
    elif found:
        score += 0.1
    if _IMPORTANT.search(sentence):
        score += 0.2
    if memory_type is MemoryType.IDENTITY:
        score += 0.1
    elif memory_type is MemoryType.PREFERENCE:
        score += 0.05
    return round(min(1.0, score), 2)


def estimate_importance(text: str, memory_type: MemoryType, neutral: float = 0.5) -> float:
    """Return the importance (0..1) the keyword rules give ``text`` when the client gave none:
    ``neutral``, more for ids, entities, words such as "allergic", "budget", "密码" and for
    identities and preferences, less for what states nothing (small talk, fragments,
    questions). Requests and hypotheticals are not lowered: "…是给我妈妈的生日礼物" reads
    as a request to the rules, and a wrong penalty would bury a fact."""
    s = text.strip()
    fragment = not s or _SMALL_TALK.match(s) or _content_size(s) < 3
    if fragment or _QUESTION.search(s) or _EN_QUESTION_START.match(s):
        return round(max(0.0, neutral - 0.2), 2)
    return round(min(1.0, _importance(s, memory_type, entities(s)) - 0.5 + neutral), 2)


def _sentences(text: str) -> list[tuple[str, str]]:
    """Return (role, sentence) pairs of ``text``; role "user" or "other"."""
    out: list[tuple[str, str]] = []
    role = "user"
    for line in text.splitlines():
        m = _ROLE.match(line)
        if m:
            role = "user" if m.group("role").lower() in _USER_ROLES else "other"
            line = line[m.end() :]
        for sentence in _SENTENCE_SPLIT.split(line):
            sentence = sentence.strip().strip("\"'“”")
            if sentence:
                out.append((role, sentence[:_MAX_SENTENCE_CHARS]))
    return out


def extract(text: str, max_memories: int = 32) -> list[Extracted]:
    """Return the memories worth keeping in ``text`` (raw dialogue): its statements in
    dialogue order, then the ids of the sentences not kept; at most ``max_memories``, the most
    important kept when there are more."""
    out: list[Extracted] = []
    seen: set[str] = set()

    def add(item: Extracted) -> None:
        key = re.sub(r"\W+", "", item.content.lower())
        if key and key not in seen:
            seen.add(key)
            out.append(item)

    stored_entities: set[str] = set()
    pending: list[tuple[str, str, bool]] = []  # id-like entities of sentences not kept
    for role, sentence in _sentences(text):
        found = entities(sentence)
        if role == "user" and is_statement(sentence):
            memory_type = _memory_type(sentence)
            content = sentence.rstrip("，,;；")
            add(
                Extracted(
                    content,
                    type_prefix(memory_type, content) + content,
                    memory_type,
                    _importance(sentence, memory_type, found),
                    "statement",
                    tuple(found),
                )
            )
            stored_entities.update(value for _, value in found)
            continue
        chinese = _is_chinese(sentence)
        pending += [(kind, value, chinese) for kind, value in found if kind in _ID_KINDS]
    for kind, value, chinese in pending:
        if value in stored_entities:
            continue
        stored_entities.add(value)
        zh_label, en_label = _ENTITY_LABELS[kind]
        content = (zh_label if chinese else en_label) + value
        add(
            Extracted(
                content,
                content,
                MemoryType.SEMANTIC,
                0.7,
                f"entity:{kind}",
                ((kind, value),),
            )
        )
    if len(out) > max_memories:
        keep = sorted(range(len(out)), key=lambda i: (-out[i].importance, i))[:max_memories]
        out = [out[i] for i in sorted(keep)]
    return out
