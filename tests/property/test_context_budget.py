"""BuildContext never goes over its budget: random conversations (Chinese, English, ids,
secrets, long and empty-ish turns) go through the real short-term buffer (folds and
summaries included), with random memories and working state, at random budgets."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memoryd.core import Scope
from memoryd.core.config import ContextConfig, LimitsConfig, TurnsConfig
from memoryd.core.session.context import SECTIONS, ContextRequest, build
from memoryd.core.session.summarize import ExtractiveSummarizer
from memoryd.core.session.token_count import make_counter
from memoryd.core.session.turns import ROLES, TurnBuffer
from memoryd.core.session.working import WorkingState
from memoryd.core.store.storage import Put, Table
from memoryd.core.types import Hit, MemoryRecord, MemoryType, Source, Status

COUNTER = make_counter("use-sentencepiece")
SCOPE = Scope("prop-user", "", "s")

_words = st.sampled_from(
    "我 的 订单 号 是 A1234567 预算 50万 喜欢 绿茶 上海 明天 会议 。 ， ？ ! "
    "the order budget meeting Paris tomorrow prefers tea I my is at 13812345678 "
    "bob@example.com $3,000 \n 🙂 x".split(" ")
)
_text = (
    st.lists(_words, min_size=1, max_size=40).map(lambda ws: " ".join(ws)).filter(str.strip)
)  # a blank turn is refused (tests/unit/session/test_turns.py)


class _Store:
    """A dict as the store: TurnBuffer's read/write callables, nothing else."""

    def __init__(self) -> None:
        self.data: dict[tuple[Table, bytes], bytes] = {}

    def read(self, table: Table, key: bytes) -> bytes | None:
        return self.data.get((table, key))

    def write(self, ops) -> None:
        for op in ops:
            assert isinstance(op, Put)
            self.data[(op.table, op.key)] = op.value


def _hit(i: int, content: str) -> Hit:
    record = MemoryRecord(
        bytes([i % 256]) * 16, SCOPE, content, MemoryType.SEMANTIC, 0.5, 0.9,
        Source.USER_INPUT, Status.ACTIVE, (), {}, 1.7e9, 1.7e9,
    )  # fmt: skip
    return Hit(record, 1.0, 0.5, 1.0, 0.0, None)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    turns=st.lists(st.tuples(st.sampled_from(ROLES), _text), min_size=0, max_size=24),
    memories=st.lists(_text, max_size=12),
    values=st.dictionaries(st.sampled_from(["city", "step", "notes", "ids"]), _text, max_size=4),
    budget=st.one_of(st.integers(1, 400), st.integers(400, 6_000), st.just(0)),
    buffer_tokens=st.integers(60, 600),
    language=st.sampled_from(["", "zh", "en"]),
    query=_text,
)
def test_context_never_exceeds_its_budget(
    turns, memories, values, budget, buffer_tokens, language, query
):
    store = _Store()
    buffer = TurnBuffer(
        store.read,
        store.write,
        COUNTER,
        ExtractiveSummarizer(COUNTER),
        TurnsConfig(max_tokens=buffer_tokens, summary_max_tokens=buffer_tokens // 4),
        LimitsConfig(),
        "mask",
    )
    for i, (role, content) in enumerate(turns):
        buffer.append(SCOPE, role, content, at=1.7e9 + i, now=1.8e9)
    config = ContextConfig(window_tokens=6_000, long_term_tokens=600, short_term_tokens=1_200,
                           working_tokens=300)  # fmt: skip
    built = build(
        ContextRequest(SCOPE, query=query, token_budget=budget, task_id="t", language=language),
        config=config,
        counter=COUNTER,
        working=WorkingState("t", values, "", 0.0) if values else None,
        hits=[_hit(i, m) for i, m in enumerate(memories)],
        buffer=buffer.read(SCOPE),
    )
    limit = budget or config.window_tokens
    assert built.token_budget == limit
    assert built.tokens == COUNTER.count(built.context) <= limit
    assert [s.name for s in built.sections] == list(SECTIONS)
    assert sum(s.budget for s in built.sections) <= limit
    for section in built.sections:
        assert section.tokens == COUNTER.count(section.text) <= section.budget
        assert (section.text in built.context) if section.text else True
    kept_turns = [s.text for s in built.sections if s.name in ("summary", "recent_turns")]
    assert not any("13812345678" in t for t in kept_turns)  # masked before they were kept
    quoted = set(built.sections[SECTIONS.index("long_term")].memory_ids)
    assert quoted <= {h.record.id for h in (_hit(i, m) for i, m in enumerate(memories))}
    json.dumps(built.context)  # plain text
