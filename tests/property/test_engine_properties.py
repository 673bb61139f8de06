"""Tenant isolation and forgetting, as properties of random operation sequences.

Several users and agents write memories about the same few topics with near-identical vectors
(so a leak through the vector index, the write-time merge or the counters would show), then
recall, get, suppress, restore, delete, give feedback, restart. Whatever the engine decides
(create, merge, supersede), one pool's calls never return, change or count another pool's
memory; recall returns each id at most once and, by default, only active memories; a deleted
memory leaves no trace.
"""

from __future__ import annotations

import shutil
import tempfile
from collections import Counter
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from memoryd.core import (
    EngineConfig,
    ForgetMode,
    MemoryEngine,
    MemoryInput,
    NotFound,
    RecallQuery,
    Scope,
    Status,
)
from memoryd.core.config import TierConfig
from memoryd.core.ids import id_to_str

DIM = 16
USERS = ("u1", "u2")
AGENTS = ("", "a")
SESSIONS = ("", "s")
SCOPES = [Scope(u, a, s) for u in USERS for a in AGENTS for s in SESSIONS]
HISTORY = {Status.ACTIVE, Status.SUPERSEDED, Status.ARCHIVED}

# A few topics; every pool writes about the same ones, with the same words.
_TOPIC_AXES = np.eye(DIM, dtype=np.float32)[:3]
TEXTS = (
    ("预算控制在50万以内", "预算改成80万", "The budget is 500k"),
    ("I like green tea", "I no longer drink tea", "我喜欢喝绿茶"),
    ("Meeting on Tuesday at 3pm", "Meeting moved to Friday", "周会改到周五"),
)

scopes = st.sampled_from(SCOPES)
topics = st.integers(0, len(TEXTS) - 1)


def _pool(scope: Scope) -> tuple[str, str]:
    return (scope.user_id, scope.agent_id)


def _vector(topic: int, closeness: float, seed: int) -> np.ndarray:
    """A unit vector at cosine ``closeness`` from the topic's axis: 1.0 is the axis itself."""
    rng = np.random.default_rng(seed)
    side = rng.normal(size=DIM)
    axis = _TOPIC_AXES[topic]
    side -= (side @ axis) * axis
    side /= np.linalg.norm(side)
    v = closeness * axis + np.sqrt(max(0.0, 1 - closeness**2)) * side
    return (v / np.linalg.norm(v)).astype(np.float32)


class IsolationMachine(RuleBasedStateMachine):
    SHORT_CAPACITY = 256  # everything in the exact tier

    @initialize()
    def open(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="memoryd-prop-"))
        self.config = EngineConfig(
            embedder="none",
            dimension=DIM,
            tiers=TierConfig(short_capacity=self.SHORT_CAPACITY, maintenance_interval_s=3_600),
        )
        self.engine = MemoryEngine(self.folder, self.config)
        self.known: dict[tuple[str, str], set[bytes]] = {_pool(s): set() for s in SCOPES}
        self.deleted: set[bytes] = set()
        self.seed = 0

    def teardown(self) -> None:
        engine = getattr(self, "engine", None)
        if engine is not None:
            engine.close()
            shutil.rmtree(self.folder, ignore_errors=True)

    # ------------------------------------------------------------ helpers

    def owner(self, memory_id: bytes) -> tuple[str, str]:
        owners = [p for p, ids in self.known.items() if memory_id in ids]
        assert len(owners) == 1, f"id {memory_id.hex()} is known in pools {owners}"
        return owners[0]

    def live(self, pool: tuple[str, str]) -> list[bytes]:
        return sorted(self.known[pool] - self.deleted)

    def all_live(self) -> list[bytes]:
        return sorted(i for ids in self.known.values() for i in ids - self.deleted)

    def statuses(self, scope: Scope) -> dict[bytes, Status]:
        return {i: self.engine.get(scope, i).status for i in self.live(_pool(scope))}

    def _note(self, scope: Scope, result) -> None:
        pool = _pool(scope)
        event(f"remember: {result.action.value}")
        assert result.record.scope.same_pool(scope)
        for memory_id in (result.record.id, result.stored_id, *result.affected_ids):
            for other, ids in self.known.items():
                assert other == pool or memory_id not in ids, "a write touched another pool"
        self.known[pool].add(result.record.id)
        self.known[pool].add(result.stored_id)  # a version of the memory it joined (issue #13)
        assert set(result.affected_ids) <= self.known[pool]

    # ------------------------------------------------------------ writes

    @rule(
        scope=scopes,
        topic=topics,
        text=st.integers(0, 2),
        closeness=st.sampled_from([1.0, 0.97, 0.9, 0.5]),
    )
    def remember(self, scope, topic, text, closeness):
        self.seed += 1
        vector = _vector(topic, closeness, self.seed)
        result = self.engine.remember(MemoryInput(scope, TEXTS[topic][text], embedding=vector))
        self._note(scope, result)

    @rule(
        scope=scopes,
        items=st.lists(st.tuples(topics, st.integers(0, 2), scopes), min_size=1, max_size=4),
    )
    def remember_batch(self, scope, items):
        inputs = []
        for topic, text, item_scope in items:
            self.seed += 1
            # items of a batch may belong to several pools
            inputs.append(
                MemoryInput(
                    item_scope, TEXTS[topic][text], embedding=_vector(topic, 0.97, self.seed)
                )
            )
        for item, result in zip(inputs, self.engine.remember_batch(inputs), strict=True):
            self._note(item.scope, result)

    @precondition(lambda self: self.all_live())
    @rule(scope=scopes, data=st.data(), mode=st.sampled_from(ForgetMode))
    def forget_own(self, scope, data, mode):
        own = self.live(_pool(scope))
        if not own:
            return
        chosen = data.draw(st.lists(st.sampled_from(own), min_size=1, max_size=3, unique=True))
        before = {i: self.engine.get(scope, i).status for i in chosen}
        changed = self.engine.forget(scope, [id_to_str(i) for i in chosen], mode)
        assert set(changed) <= set(chosen)
        if mode is ForgetMode.DELETE:
            assert sorted(changed) == sorted(chosen)
            self.deleted.update(changed)
        elif mode is ForgetMode.SUPPRESS:
            assert set(changed) == {i for i in chosen if before[i] is not Status.SUPPRESSED}
            assert all(self.engine.get(scope, i).status is Status.SUPPRESSED for i in chosen)
        else:
            # RESTORE also undoes a supersede (issue #13): a replaced memory stands on its own
            restorable = {Status.SUPPRESSED, Status.ARCHIVED, Status.SUPERSEDED}
            assert set(changed) == {i for i in chosen if before[i] in restorable}
            assert all(self.engine.get(scope, i).status is Status.ACTIVE for i in changed)

    @precondition(lambda self: self.all_live())
    @rule(scope=scopes, data=st.data(), mode=st.sampled_from(ForgetMode), with_own=st.booleans())
    def forget_foreign(self, scope, data, mode, with_own):
        pool = _pool(scope)
        foreign = [i for i in self.all_live() if self.owner(i) != pool]
        if not foreign:
            return
        target = data.draw(st.sampled_from(foreign))
        own = self.live(pool)
        ids = [target] + ([data.draw(st.sampled_from(own))] if with_own and own else [])
        everything = {i: (Scope(*self.owner(i)), i) for i in self.all_live()}
        before = {i: self.engine.get(s, i).status for i, (s, _) in everything.items()}
        try:
            self.engine.forget(scope, [id_to_str(i) for i in ids], mode)
        except NotFound:
            pass
        else:
            raise AssertionError("forget of another pool's id did not raise NotFound")
        after = {i: self.engine.get(s, i).status for i, (s, _) in everything.items()}
        assert after == before  # nothing changed anywhere

    @rule(scope=scopes, mode=st.sampled_from([ForgetMode.SUPPRESS, ForgetMode.RESTORE]))
    def forget_session(self, scope, mode):
        if not scope.session_id:
            return
        pool = _pool(scope)
        changed = self.engine.forget(scope, [], mode, session=scope.session_id)
        assert set(changed) <= self.known[pool] - self.deleted

    @precondition(lambda self: self.all_live())
    @rule(scope=scopes, data=st.data())
    def feedback_foreign(self, scope, data):
        pool = _pool(scope)
        foreign = [i for i in self.all_live() if self.owner(i) != pool]
        if not foreign:
            return
        target = data.draw(st.sampled_from(foreign))
        owner = Scope(*self.owner(target))
        before = self.engine.get(owner, target)
        assert self.engine.feedback(scope, used=[id_to_str(target)], ignored=[]) == 0
        after = self.engine.get(owner, target)
        assert (after.access_count, after.last_accessed_at) == (
            before.access_count,
            before.last_accessed_at,
        )

    @rule()
    def restart(self):
        self.engine.close()
        self.engine = MemoryEngine(self.folder, self.config)

    # ------------------------------------------------------------ reads

    @rule(
        scope=scopes,
        topic=topics,
        top_k=st.integers(1, 12),
        include_history=st.booleans(),
    )
    def recall(self, scope, topic, top_k, include_history):
        pool = _pool(scope)
        self.seed += 1
        hits = self.engine.recall(
            RecallQuery(
                scope,
                embedding=_vector(topic, 0.99, self.seed),
                top_k=top_k,
                include_history=include_history,
            )
        )
        ids = [h.record.id for h in hits]
        assert len(ids) == len(set(ids)), "an id was returned twice"
        assert len(ids) <= top_k
        assert set(ids) <= self.known[pool] - self.deleted, "recall leaked or resurrected"
        allowed = HISTORY if include_history else {Status.ACTIVE}
        for hit in hits:
            assert hit.record.scope.same_pool(scope)
            assert hit.record.status in allowed
            assert self.engine.get(scope, hit.record.id).status in allowed
        if self.SHORT_CAPACITY >= 256:  # exact tier: an active memory is always found
            active = [s for s in self.statuses(scope).values() if s is Status.ACTIVE]
            assert bool(hits) == bool(active) or include_history

    @precondition(lambda self: self.known)
    @rule(scope=scopes, data=st.data())
    def get_any(self, scope, data):
        every = sorted(i for ids in self.known.values() for i in ids)
        if not every:
            return
        memory_id = data.draw(st.sampled_from(every))
        mine = memory_id in self.known[_pool(scope)] and memory_id not in self.deleted
        try:
            record = self.engine.get(scope, memory_id)
        except NotFound:
            assert not mine, "get lost an own memory"
        else:
            assert mine, "get returned another pool's (or a deleted) memory"
            assert record.scope.same_pool(scope)

    # ------------------------------------------------------------ invariants

    @invariant()
    def stats_count_exactly_the_pool(self):
        if not hasattr(self, "engine"):
            return
        for user in USERS:
            for agent in AGENTS:
                scope = Scope(user, agent)
                statuses = self.statuses(scope)  # get() of every live id of the pool works
                stats = self.engine.stats(scope)
                assert stats.total == len(statuses)
                assert stats.by_status == dict(Counter(s.value for s in statuses.values()))
                assert sum(stats.by_tier.values()) == stats.total


class IsolationAcrossTiersMachine(IsolationMachine):
    SHORT_CAPACITY = 3  # most memories in the HNSW tier


_SETTINGS = settings(
    max_examples=30,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
IsolationMachine.TestCase.settings = _SETTINGS
IsolationAcrossTiersMachine.TestCase.settings = _SETTINGS
test_isolation = IsolationMachine.TestCase
test_isolation_across_tiers = IsolationAcrossTiersMachine.TestCase
