"""memoryd.adapters.langgraph.MemorydStore against a real server, and LangGraph's own
InMemoryStore through the same contract tests.

LangGraph ships no store conformance suite on PyPI, so ``test_contract_*`` are ours, written
from BaseStore's documented behaviour; each runs on the reference InMemoryStore too, so a test
that misreads LangGraph fails there. Then what only memoryd does: scopes, Recall scores, the
lifecycle (versions, merges), async, and a compiled graph that remembers across threads.
"""

from __future__ import annotations

import asyncio
import importlib.util
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

pytest.importorskip("langgraph", reason="the langgraph extra is installed with the test extra")

from langgraph.store.base import (  # noqa: E402
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    PutOp,
    SearchOp,
)
from langgraph.store.memory import InMemoryStore  # noqa: E402

from memoryd.adapters.langgraph import MemorydStore, NamespaceScope  # noqa: E402
from memoryd.client import MemoryClient  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "langgraph_memory.py"


def _example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("langgraph_memory_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def client(server: Any) -> Iterator[MemoryClient]:
    with MemoryClient(server.address, timeout=30) as c:
        yield c


@pytest.fixture(params=["memoryd", "memoryd-pages-of-2", "reference"])
def store(request: pytest.FixtureRequest, client: MemoryClient) -> BaseStore:
    if request.param == "reference":
        return InMemoryStore()
    if request.param == "memoryd-pages-of-2":  # whole-pool reads take several List pages
        return MemorydStore(client, list_page_size=2)
    return MemorydStore(client)


@pytest.fixture
def user() -> str:
    return f"lg-{uuid.uuid4().hex[:10]}"


# --- the BaseStore contract, on both stores ------------------------------------------------------


def test_contract_put_get_overwrite_delete(store: BaseStore, user: str) -> None:
    ns = (user, "prefs")
    assert store.get(ns, "drink") is None
    store.put(ns, "drink", {"text": "Drinks green tea every morning", "n": 1})
    item = store.get(ns, "drink")
    assert item is not None
    assert (item.namespace, item.key, item.value) == (
        ns,
        "drink",
        {"text": item.value["text"], "n": 1},
    )
    store.put(ns, "drink", {"text": "Switched to black coffee", "n": 2})
    again = store.get(ns, "drink")
    assert again is not None and again.value == {"text": "Switched to black coffee", "n": 2}
    # (created_at: InMemoryStore restarts it on overwrite, PostgresStore keeps it, as we do)
    assert again.updated_at >= item.updated_at
    store.delete(ns, "drink")
    assert store.get(ns, "drink") is None
    store.delete(ns, "drink")  # deleting a missing key is no error


def test_contract_keys_and_namespaces_are_distinct(store: BaseStore, user: str) -> None:
    store.put((user, "a"), "k", {"text": "Plays the cello in an orchestra"})
    store.put((user, "b"), "k", {"text": "Keeps bees on the roof"})
    store.put((user, "a"), "k2", {"text": "Runs a marathon each spring"})
    assert store.get((user, "a"), "k").value["text"].startswith("Plays")  # type: ignore[union-attr]
    assert store.get((user, "b"), "k").value["text"].startswith("Keeps")  # type: ignore[union-attr]
    assert store.get((user, "b"), "k2") is None


def test_contract_same_value_under_two_keys(store: BaseStore, user: str) -> None:
    # memoryd merges identical texts into one memory; both keys must still be there, apart.
    ns = (user, "notes")
    store.put(ns, "one", {"text": "Allergic to penicillin"})
    store.put(ns, "two", {"text": "Allergic to penicillin"})
    assert store.get(ns, "one") is not None and store.get(ns, "two") is not None
    store.delete(ns, "one")
    assert store.get(ns, "one") is None
    two = store.get(ns, "two")
    assert two is not None and two.value == {"text": "Allergic to penicillin"}
    assert [i.key for i in store.search(ns)] == ["two"]


def test_contract_search_prefix_filter_paging(store: BaseStore, user: str) -> None:
    for i, colour in enumerate(["red", "blue", "red", "green"]):
        store.put(
            (user, "docs", f"d{i % 2}"),
            f"k{i}",
            {"text": f"Note {i} about {colour}s", "colour": colour, "rank": i},
        )
    store.put((user, "other"), "x", {"text": "Unrelated", "colour": "red", "rank": 9})
    everything = store.search((user, "docs"), limit=10)
    assert sorted(i.key for i in everything) == ["k0", "k1", "k2", "k3"]
    assert all(i.score is None for i in everything)
    reds = store.search((user, "docs"), filter={"colour": "red"})
    assert sorted(i.key for i in reds) == ["k0", "k2"]
    assert sorted(i.key for i in store.search((user,), filter={"rank": {"$gte": 2}})) == [
        "k2",
        "k3",
        "x",
    ]
    assert sorted(i.key for i in store.search((user, "docs", "d1"))) == ["k1", "k3"]
    pages = [store.search((user, "docs"), limit=2, offset=o) for o in (0, 2, 4)]
    assert [len(p) for p in pages] == [2, 2, 0]
    assert sorted(i.key for p in pages for i in p) == ["k0", "k1", "k2", "k3"]


def test_contract_list_namespaces(store: BaseStore, user: str) -> None:
    for ns in [(user, "a", "x"), (user, "a", "y"), (user, "b"), (user, "b", "v1")]:
        store.put(ns, "k", {"text": f"item in {'/'.join(ns[1:])}"})
    assert store.list_namespaces(prefix=(user,)) == sorted(
        [(user, "a", "x"), (user, "a", "y"), (user, "b"), (user, "b", "v1")]
    )
    assert store.list_namespaces(prefix=(user,), max_depth=2) == [(user, "a"), (user, "b")]
    assert store.list_namespaces(prefix=(user, "a")) == [(user, "a", "x"), (user, "a", "y")]
    assert store.list_namespaces(prefix=(user, "*", "y")) == [(user, "a", "y")]
    assert store.list_namespaces(prefix=(user,), suffix=("v1",)) == [(user, "b", "v1")]
    assert store.list_namespaces(prefix=(user,), limit=1, offset=1) == [(user, "a", "y")]


def test_contract_batch_returns_one_result_per_op(store: BaseStore, user: str) -> None:
    ns = (user, "batch")
    store.put(ns, "a", {"text": "Lives near the harbour"})
    results = store.batch(
        [
            PutOp(ns, "b", {"text": "Works night shifts at the hospital"}),
            GetOp(ns, "a"),
            GetOp(ns, "b"),  # reads see the store as it was before the batch
            SearchOp(ns, limit=10),
            PutOp(ns, "c", {"text": "First draft"}),
            PutOp(ns, "c", {"text": "Second draft"}),  # the last put of a key wins
        ]
    )
    assert results[0] is None and results[4] is None and results[5] is None
    assert results[1] is not None and results[1].key == "a"  # type: ignore[union-attr]
    assert results[2] is None
    assert [i.key for i in results[3]] == ["a"]  # type: ignore[union-attr]
    assert store.get(ns, "b") is not None
    assert store.get(ns, "c").value == {"text": "Second draft"}  # type: ignore[union-attr]


def test_contract_async_methods(store: BaseStore, user: str) -> None:
    async def body() -> tuple[Any, ...]:
        ns = (user, "async")
        await store.aput(ns, "k", {"text": "Speaks Portuguese at home"})
        got = await store.aget(ns, "k")
        found = await store.asearch((user,))
        spaces = await store.alist_namespaces(prefix=(user,))
        await store.adelete(ns, "k")
        return got, found, spaces, await store.aget(ns, "k")

    got, found, spaces, gone = asyncio.run(body())
    assert got.value == {"text": "Speaks Portuguese at home"}
    assert [i.key for i in found] == ["k"] and spaces == [(user, "async")]
    assert gone is None


def test_contract_bad_namespaces_are_refused(store: BaseStore) -> None:
    with pytest.raises(InvalidNamespaceError):
        store.put(("a.b",), "k", {"text": "x"})
    with pytest.raises(InvalidNamespaceError):
        store.put((), "k", {"text": "x"})
    with pytest.raises(InvalidNamespaceError):
        store.put(("langgraph", "x"), "k", {"text": "x"})


# --- what only memoryd does ----------------------------------------------------------------------


def test_query_search_is_recall_with_its_scores(client: MemoryClient, user: str) -> None:
    store = MemorydStore(client)
    ns = (user, "facts")
    store.put(ns, "pet", {"text": "Has a golden retriever called Biscuit"})
    store.put(ns, "job", {"text": "Works as a tax accountant in Leeds"})
    store.put(ns, "hidden", {"text": "Has a dog walker on Tuesdays"}, index=False)
    hits = store.search((user,), query="what is the name of her dog?", limit=5)
    assert hits and hits[0].key == "pet"
    assert all(h.score is not None for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)  # type: ignore
    assert "hidden" not in [h.key for h in hits]  # index=False: never a query result
    # The same memory's score as a direct Recall gives it (matched by text, not by rank: the
    # pool also holds the unindexed item, which Recall may rank anywhere).
    by_recall = client.recall(user, "what is the name of her dog?", top_k=5)
    (pet,) = [h for h in by_recall if h.memory.content == "Has a golden retriever called Biscuit"]
    assert hits[0].score == pytest.approx(pet.score, abs=1e-3)
    assert store.search((user,), query="dog", filter={"text": "nothing like this"}) == []


def test_items_are_memories_of_the_mapped_scope(client: MemoryClient, user: str) -> None:
    store = MemorydStore(client, scopes=NamespaceScope(user_at=1, agent_at=2))
    store.put(("memories", user, "planner", "prefs"), "seat", {"text": "Prefers aisle seats"})
    (hit,) = client.recall(user, "aisle seat", agent_id="planner", top_k=1)
    assert hit.memory.content == "Prefers aisle seats"
    assert client.recall(user, "aisle seat", top_k=5) == []  # the user's shared pool: no
    assert client.recall(user + "-x", "aisle seat", agent_id="planner", top_k=5) == []
    with pytest.raises(InvalidNamespaceError, match="user id at label 1"):
        store.search(("memories",), query="seat")
    with pytest.raises(InvalidNamespaceError, match="list_namespaces needs a prefix"):
        store.list_namespaces()


def test_overwrite_is_a_new_version_with_history(client: MemoryClient, user: str) -> None:
    store = MemorydStore(client)
    ns = (user, "home")
    store.put(ns, "city", {"text": "Lives in Lyon"})
    store.put(ns, "city", {"text": "Lives in Porto"})
    (hit,) = client.recall(user, "where does she live", top_k=1)
    chain = client.history(user, hit.memory.id)
    assert [e.memory.content for e in chain] == ["Lives in Lyon", "Lives in Porto"]
    store.put(ns, "city", {"text": "Lives in Porto", "since": 2024})  # same text: in place
    assert client.history(user, hit.memory.id)[-1].memory.id == hit.memory.id


def test_a_foreign_memory_with_the_same_text_survives_the_delete(
    client: MemoryClient, user: str
) -> None:
    mine = client.remember(user, "Is vegetarian").memory
    store = MemorydStore(client)
    store.put((user, "diet"), "veg", {"text": "Is vegetarian"})  # merges into the user's
    assert store.get((user, "diet"), "veg") is not None
    store.delete((user, "diet"), "veg")
    assert store.get((user, "diet"), "veg") is None
    assert client.get(user, mine.id).content == "Is vegetarian"  # what the user said is kept


def test_a_compiled_graph_remembers_across_threads(client: MemoryClient, user: str) -> None:
    graph = _example().build_graph(MemorydStore(client))
    config = {"configurable": {"thread_id": "t1", "user_id": user}}
    graph.invoke(
        {"messages": [("user", "remember: I am training for the Berlin marathon")]}, config
    )
    later = {"configurable": {"thread_id": "t2", "user_id": user}}
    out = graph.invoke({"messages": [("user", "What am I training for?")]}, later)
    assert "Berlin marathon" in out["messages"][-1].content
