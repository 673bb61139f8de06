"""MemorydStore: a LangGraph ``BaseStore`` whose items are memoryd memories.

    from langgraph.graph import StateGraph
    from memoryd.adapters.langgraph import MemorydStore
    from memoryd.client import MemoryClient

    store = MemorydStore(MemoryClient("127.0.0.1:50051"))
    graph = builder.compile(store=store)          # nodes get it as `store` / runtime.store
    store.put(("alice", "memories"), "tea", {"text": "Alice drinks green tea"})
    store.search(("alice", "memories"), query="what does she drink?")  # Recall, its scores

Namespaces map onto memoryd scopes (:class:`NamespaceScope`): by default the first label is the
user id (``("alice", "memories")`` lives in alice's pool), so LangGraph's usual per-user
namespaces get memoryd's tenant isolation, and an API key bound to alice reaches only hers.
How items sit in memories is described in ``memoryd.adapters._store_items``.

- ``search(prefix, query=...)`` is a memoryd Recall in the prefix's pool: the hits' ranking
  scores (similarity, keyword, recency) are the items' ``score``. Items superseded, suppressed
  or forgotten through memoryd do not come back, as everywhere in memoryd.
- ``get`` (and the lookup before a put) is one List call filtered by the item's tag: its cost
  does not grow with the pool. ``search`` without a query and ``list_namespaces`` page through
  the pool's active memories with List (once per pool per batch): their cost grows with the
  pool. A prefix must name the pool (the user label, and the agent label when mapped), else
  ``InvalidNamespaceError`` says so.
- Overwriting a key with new text makes a new version of its memory (History keeps the old
  value); deleting a key erases its memory for real (Forget delete).
- In one batch, as in LangGraph's InMemoryStore, reads see the store as it was before the
  batch, and the puts are applied after them, in order (the last put of a key wins).
- TTLs are not supported (``supports_ttl`` False): memoryd's own decay and expiry apply.

``abatch`` runs ``batch`` on a worker thread: the blocking client is thread-safe, and one code
path means the sync and async APIs cannot drift apart. Thread-safe like the client it wraps.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

try:
    from langgraph.store.base import (
        BaseStore,
        GetOp,
        InvalidNamespaceError,
        Item,
        ListNamespacesOp,
        Op,
        PutOp,
        Result,
        SearchItem,
        SearchOp,
        validate_op_namespace,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from ._require import missing_extra

    raise missing_extra("langgraph", "langgraph") from exc

from memoryd.client import MemoryClient, MemoryFilter, MemoryTypeName, Scope

from . import _store_items as si

__all__ = ["MemorydStore", "NamespaceScope"]


@dataclass(frozen=True, slots=True)
class NamespaceScope:
    """Which labels of a namespace name the memoryd scope it lives in.

    ``user_at`` is the position of the user id (0: ``("alice", ...)``; 1 for LangGraph's
    ``("memories", user_id)`` style); ``agent_at`` the position of the agent id, or ``None``
    for the user's shared pool. Every label, mapped or not, stays part of the item's namespace.
    """

    user_at: int = 0
    agent_at: int | None = None

    def __post_init__(self) -> None:
        if self.user_at < 0 or (self.agent_at is not None and self.agent_at < 0):
            raise ValueError("user_at and agent_at are label positions: 0 or more")
        if self.agent_at == self.user_at:
            raise ValueError("user_at and agent_at must be different labels")

    @property
    def depth(self) -> int:
        """Return how many leading labels a namespace needs to name its pool."""
        return 1 + max(self.user_at, -1 if self.agent_at is None else self.agent_at)

    def scope(self, namespace: Sequence[str], what: str = "namespace") -> Scope:
        """Return the scope of ``namespace``; InvalidNamespaceError when it is too short or
        has a wildcard where the user or agent label goes."""
        labels = tuple(namespace)
        if len(labels) < self.depth or any(
            labels[i] == "*" for i in (self.user_at, self.agent_at) if i is not None
        ):
            raise InvalidNamespaceError(
                f"{what} {labels!r} does not name a memoryd pool: it needs the user id at "
                f"label {self.user_at}"
                + ("" if self.agent_at is None else f" and the agent id at label {self.agent_at}")
                + " (memoryd reads one user's memories at a time; see NamespaceScope)"
            )
        agent = "" if self.agent_at is None else labels[self.agent_at]
        return Scope(labels[self.user_at], agent)


class MemorydStore(BaseStore):
    """A LangGraph store on a memoryd server (see the module docstring for the mapping).

    Parameters
    ----------
    client
        The blocking client (its ``api_key`` decides whose memories the store reaches).
    scopes
        How namespaces map onto scopes; default: the first label is the user id.
    index_fields
        LangGraph index paths whose text an item's memory holds (``["text"]``,
        ``["facts[*]"]``, ``["$"]`` for the whole JSON); ``None``: every string of the value.
        ``put(..., index=[...])`` overrides it per item.
    memory_type
        The memoryd type of the items' memories (it sets their decay).
    search_top_k
        Recall hits read per query search (memoryd's ``max_top_k`` caps it; 100 by default).
    list_page_size
        Memories per List page when a batch reads a whole pool (memoryd's ``max_list_page``
        caps it; 1000 by default).
    """

    supports_ttl = False

    def __init__(
        self,
        client: MemoryClient,
        *,
        scopes: NamespaceScope | None = None,
        index_fields: Sequence[str] | None = None,
        memory_type: MemoryTypeName = "semantic",
        search_top_k: int = 100,
        list_page_size: int = 1_000,
    ) -> None:
        self.client = client
        self.scopes = scopes or NamespaceScope()
        self.index_fields = None if index_fields is None else list(index_fields)
        self.memory_type: MemoryTypeName = memory_type
        self.search_top_k = search_top_k
        self.list_page_size = list_page_size

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Return one result per op, in order (Item or None, a list of items, a list of
        namespaces, or None for a put)."""
        run = _Run(self)
        ops = list(ops)
        for op in ops:
            validate_op_namespace(op)
        results = [None if isinstance(op, PutOp) else run.execute(op) for op in ops]
        last = {(tuple(op.namespace), op.key): op for op in ops if isinstance(op, PutOp)}
        for op in last.values():
            run.put(op)
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Return what :meth:`batch` returns, computed on a worker thread."""
        return await asyncio.to_thread(self.batch, list(ops))


_ACTIVE = ("active",)


class _Run:
    """One batch: the pools' items read once, re-read after a write to the pool."""

    def __init__(self, store: MemorydStore) -> None:
        self.store = store
        self.client = store.client
        self._pools: dict[Scope, dict[str, si.StoredItem]] = {}

    def execute(self, op: Op) -> Result:
        """Return the result of one read op."""
        if isinstance(op, GetOp):
            return self.get(op)
        if isinstance(op, SearchOp):
            return self.search(op)
        if isinstance(op, ListNamespacesOp):
            return self.list_namespaces(op)
        raise TypeError(f"unknown store op {type(op).__name__}")

    def pool(self, scope: Scope) -> dict[str, si.StoredItem]:
        """Return every item of the pool's active memories, by mark (List, page by page)."""
        if scope not in self._pools:
            items: dict[str, si.StoredItem] = {}
            cursor = ""
            while True:
                page = self.client.list_memories(
                    scope,
                    MemoryFilter(statuses=_ACTIVE),
                    page_size=self.store.list_page_size,
                    cursor=cursor,
                )
                for memory in page.memories:
                    for item in si.items_of(memory):
                        items[item.mark] = item
                cursor = page.next_cursor
                if not cursor:
                    break
            self._pools[scope] = items
        return self._pools[scope]

    def find(self, scope: Scope, name: str) -> si.StoredItem | None:
        """Return the item marked ``name``: from the pool when this batch read it, else by one
        List call filtered by its tag."""
        if scope in self._pools:
            return self._pools[scope].get(name)
        page = self.client.list_memories(scope, MemoryFilter(statuses=_ACTIVE, tags=(name,)))
        for memory in page.memories:
            for item in si.items_of(memory):
                if item.mark == name:
                    return item
        return None

    def get(self, op: GetOp) -> Item | None:
        scope = self.store.scopes.scope(op.namespace)
        found = self.find(scope, si.mark(op.namespace, op.key))
        return None if found is None else _item(found)

    def search(self, op: SearchOp) -> list[SearchItem]:
        scope = self.store.scopes.scope(op.namespace_prefix, "namespace_prefix")
        prefix = tuple(op.namespace_prefix)

        def wanted(item: si.StoredItem) -> bool:
            return item.namespace[: len(prefix)] == prefix and si.matches(item.value, op.filter)

        found: list[tuple[si.StoredItem, float | None]] = []
        if op.query:
            hits = self.client.recall(scope, op.query, top_k=self.store.search_top_k)
            seen: set[str] = set()
            for hit in hits:
                for item in si.items_of(hit.memory):
                    if item.indexed and item.mark not in seen and wanted(item):
                        seen.add(item.mark)
                        found.append((item, hit.score))
        else:
            ordered = sorted(self.pool(scope).values(), key=lambda i: i.updated_at, reverse=True)
            found = [(item, None) for item in ordered if wanted(item)]
        page = found[op.offset : op.offset + op.limit]
        return [_search_item(item, score) for item, score in page]

    def list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = op.match_conditions or ()
        prefixes = [c.path for c in conditions if c.match_type == "prefix"]
        if not prefixes:
            raise InvalidNamespaceError(
                "list_namespaces needs a prefix naming a memoryd pool (the user label at "
                f"position {self.store.scopes.user_at}): memoryd lists one user at a time"
            )
        scope = self.store.scopes.scope(prefixes[0], "prefix")
        namespaces = {
            item.namespace
            for item in self.pool(scope).values()
            if all(si.namespace_matches(item.namespace, c.path, c.match_type) for c in conditions)
        }
        if op.max_depth is not None:
            namespaces = {ns[: op.max_depth] for ns in namespaces}
        return sorted(namespaces)[op.offset : op.offset + op.limit]

    def put(self, op: PutOp) -> None:
        scope = self.store.scopes.scope(op.namespace)
        name = si.mark(op.namespace, op.key)
        existing = self.find(scope, name)
        if op.value is None:
            if existing is not None:
                self._detach(scope, existing)
            return
        fields = op.index if isinstance(op.index, list) else self.store.index_fields
        text = si.item_text(op.value, fields)
        created = existing.created_at if existing is not None else datetime.now(UTC)
        entry = si.entry(op.namespace, op.key, op.value, created, op.index is not False)
        sole = existing is not None and len(si.items_of(existing.memory)) == 1
        if existing is not None and sole:
            content = None if text == existing.memory.content else text
            self.client.update(scope, existing.memory.id, content=content, metadata={name: entry})
        else:
            if existing is not None:  # shares its memory with an item of the same text
                self._detach(scope, existing)
            done = self.client.remember(
                scope, text, memory_type=self.store.memory_type, tags=[name], metadata={name: entry}
            )
            if done.action == "merged" and not [
                i for i in si.items_of(done.memory) if i.mark != name
            ]:  # folded into a memory another writer made: the item must not take it along
                foreign = si.entry(
                    op.namespace, op.key, op.value, created, op.index is not False, False
                )
                self.client.update(scope, done.memory.id, metadata={name: foreign})
        self._pools.pop(scope, None)

    def _detach(self, scope: Scope, item: si.StoredItem) -> None:
        """Remove one item: its memory when it carries nothing else, else its tag and entry."""
        memory = item.memory
        others = [i for i in si.items_of(memory) if i.mark != item.mark]
        foreign = [t for t in memory.tags if not t.startswith(si.MARK_PREFIX)]
        if not others and not foreign and item.owns_memory:
            self.client.forget(scope, [memory.id], mode="delete")
        else:  # merged with a memory someone else wrote, or with another item: keep theirs
            tags = [t for t in memory.tags if t != item.mark]
            self.client.update(scope, memory.id, tags=tags, metadata={item.mark: ""})
        self._pools.pop(scope, None)


def _item(found: si.StoredItem) -> Item:
    return Item(
        value=found.value,
        key=found.key,
        namespace=found.namespace,
        created_at=found.created_at,
        updated_at=found.updated_at,
    )


def _search_item(found: si.StoredItem, score: float | None) -> SearchItem:
    return SearchItem(
        namespace=found.namespace,
        key=found.key,
        value=found.value,
        created_at=found.created_at,
        updated_at=found.updated_at,
        score=score,
    )
