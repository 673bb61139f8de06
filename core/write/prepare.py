"""A write's first phase: every item validated, its sensitive data handled by the configured
policy (before anything is embedded or stored), embedded where the client sent no vector,
given an importance where it had none, and built into the record it would be stored as on its
own (the items of one batch are decided against each other's new records).

Also Remember with extract: raw dialogue checked, split into memories (memoryd.core.write.
extract), each masked and embedded with its type prefix.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from memoryd.core.config import EngineConfig
from memoryd.core.embedding import Embedder
from memoryd.core.errors import ConfigurationError, InvalidArgument
from memoryd.core.ids import new_id
from memoryd.core.text.attributes import stated as stated_attributes
from memoryd.core.text.mood import bygone
from memoryd.core.text.redact import POLICIES, redact
from memoryd.core.types import Event, EventAction, MemoryInput, MemoryRecord, Status
from memoryd.core.validation import check_input, check_scope
from memoryd.core.write import extract
from memoryd.core.write.importance import ImportanceEstimator


@dataclass(frozen=True, slots=True)
class FieldPrefix:
    """How a call names its items in InvalidArgument: "" for a single Remember, ``name[i].``
    for the items of a list field (RememberBatch's ``items``, SetWorking's ``promote_keys``)."""

    name: str = ""

    def of(self, index: int) -> str:
        """Return the prefix of the field names of item ``index``."""
        return f"{self.name}[{index}]." if self.name else ""


NO_PREFIX = FieldPrefix()


@dataclass(frozen=True, slots=True)
class WriteDefaults:
    """What a write fills in where the client gave nothing, and what bounds it."""

    importance: float
    confidence: Mapping[str, float]  # by Source value
    max_tags: int
    model_id: str  # the embedding model the vectors are of
    policy: str  # the sensitive-data policy, named in a "redacted" event

    @classmethod
    def of(cls, config: EngineConfig, model_id: str) -> WriteDefaults:
        """Return the defaults of an engine's configuration; ConfigurationError for an unknown
        sensitive-data policy."""
        if config.sensitive_data not in POLICIES:
            raise ConfigurationError(
                f"sensitive_data = {config.sensitive_data!r}; choose one of {', '.join(POLICIES)}"
            )
        scoring = config.scoring
        return cls(
            scoring.default_importance, dict(scoring.default_confidence),
            config.limits.max_tags, model_id, config.sensitive_data,
        )  # fmt: skip

    def importance_of(self, item: MemoryInput) -> float:
        """Return ``item``'s importance, or the default."""
        return item.importance if item.importance is not None else self.importance

    def confidence_of(self, item: MemoryInput) -> float:
        """Return ``item``'s confidence, or the default for its source."""
        if item.confidence is not None:
            return item.confidence
        return self.confidence[item.source.value]


@dataclass(frozen=True, slots=True)
class Prepared:
    """One item ready to be decided: ``item`` redacted and with its importance, its unit
    ``vector``, the kinds of sensitive data masked in it (``redacted``), its ``index`` in the
    call, and ``record``, the new memory as it would be stored on its own."""

    index: int
    item: MemoryInput
    vector: np.ndarray
    redacted: tuple[str, ...]
    record: MemoryRecord


def new_record(
    item: MemoryInput, now: float, redacted: tuple[str, ...], defaults: WriteDefaults
) -> MemoryRecord:
    """Return the record ``item`` is stored as on its own (active, a new id), with a
    "redacted" event naming the kinds of sensitive data masked in it."""
    # A client clock slightly ahead (validation allows CLOCK_SKEW_S) must not hide an
    # acknowledged memory from recall until this server's clock catches up.
    created = min(item.created_at, now) if item.created_at is not None else now
    events: tuple[Event, ...] = (Event(created, EventAction.CREATED),)
    if redacted:
        events += (Event(now, EventAction.REDACTED, f"{defaults.policy}: {', '.join(redacted)}"),)
    return MemoryRecord(
        id=new_id(),
        scope=item.scope,
        content=item.content,
        memory_type=item.memory_type,
        importance=defaults.importance_of(item),
        confidence=defaults.confidence_of(item),
        source=item.source,
        status=Status.ACTIVE,
        tags=tuple(dict.fromkeys(item.tags)),
        metadata=dict(item.metadata),
        created_at=created,
        updated_at=now,
        expires_at=item.expires_at,
        embedding_model=defaults.model_id,
        attributes=stated_attributes(item.content),
        events=events,
        typed=item.typed,
        told_as_past=bygone(item.content),
    )


@dataclass(frozen=True, slots=True)
class Checked:
    """A write's items checked, masked and with their importance (``items``), the vectors
    their clients gave (``given``, None where the text is to be embedded), the kinds of
    sensitive data masked in each, and the write's time."""

    items: list[MemoryInput]
    given: list[np.ndarray | None]
    redacted: list[tuple[str, ...]]
    now: float

    def unembedded(self, span: Sequence[int]) -> list[int]:
        """Return the indexes of ``span`` whose text is still to be embedded."""
        return [i for i in span if self.given[i] is None]

    def texts(self, indexes: Sequence[int]) -> list[str]:
        """Return the contents of the items at ``indexes``."""
        return [self.items[i].content for i in indexes]


class Preparer:
    """The validate-redact-embed-importance phase of a write, for one engine's configuration;
    thread-safe (no per-call state)."""

    def __init__(
        self,
        config: EngineConfig,
        embedder: Embedder,
        importance: ImportanceEstimator,
        defaults: WriteDefaults,
    ) -> None:
        self._config = config
        self._embedder = embedder
        self._importance = importance
        self._defaults = defaults

    def prepare(
        self, items: Sequence[MemoryInput], where: FieldPrefix, now: float
    ) -> list[Prepared]:
        """Return ``items`` prepared, in order; InvalidArgument naming the item (``where``)
        for bad input or, under policy "refuse", sensitive data."""
        checked = self.checked(items, where, now)
        todo = checked.unembedded(range(len(checked.items)))
        vectors: np.ndarray | list[np.ndarray] = []
        try:
            if todo:
                vectors = self._embedder.embed_passages(checked.texts(todo))
        except InvalidArgument as exc:  # no model: name the first item that needed one
            raise InvalidArgument(f"{where.of(todo[0])}{exc.field}", exc.problem) from None
        return self.built(checked, range(len(checked.items)), vectors)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return the passage vectors of ``texts`` (unit rows), from this process's model."""
        return self._embedder.embed_passages(texts)

    def checked(
        self, items: Sequence[MemoryInput], where: FieldPrefix, now: float, estimate: bool = True
    ) -> Checked:
        """Return ``items`` checked, masked and (``estimate``) given their importance, all of
        them before any is embedded or decided; InvalidArgument naming a bad item. Without
        ``estimate``, ``estimated`` gives them their importance later: it needs no vector."""
        limits = self._config.limits
        dim = self._embedder.dimension
        given = [check_input(it, limits, dim, now, where.of(i)) for i, it in enumerate(items)]
        masked, redacted = self.redacted(items, where)  # before anything is embedded or stored
        checked = Checked(masked, given, redacted, now)
        return self.estimated(checked) if estimate else checked

    def estimated(self, checked: Checked) -> Checked:
        """Return ``checked`` with an estimated importance where the client gave none."""
        return replace(checked, items=self._with_importance(checked.items))

    def built(
        self, checked: Checked, span: Sequence[int], vectors: np.ndarray | Sequence[np.ndarray]
    ) -> list[Prepared]:
        """Return the items ``span`` of ``checked`` prepared, ``vectors`` being those of its
        items without one (checked.unembedded(span)), in order."""
        embedded = dict(zip(checked.unembedded(span), vectors, strict=True))
        items, given, redacted = checked.items, checked.given, checked.redacted
        return [
            Prepared(i, items[i], v if (v := given[i]) is not None else embedded[i],
                     redacted[i], new_record(items[i], checked.now, redacted[i], self._defaults))
            for i in span
        ]  # fmt: skip

    def redacted(
        self, items: Sequence[MemoryInput], where: FieldPrefix
    ) -> tuple[list[MemoryInput], list[tuple[str, ...]]]:
        """Return the items with sensitive data handled by the configured policy, and the
        kinds found in each; InvalidArgument (naming the item) under policy "refuse"."""
        out, found = [], []
        for i, item in enumerate(items):
            try:
                result = redact(item.content, self._config.sensitive_data)
            except InvalidArgument as exc:
                raise InvalidArgument(f"{where.of(i)}{exc.field}", exc.problem) from None
            out.append(replace(item, content=result.text) if result.text != item.content else item)
            found.append(result.kinds)
        return out, found

    def _with_importance(self, items: Sequence[MemoryInput]) -> list[MemoryInput]:
        """Return ``items`` with an estimated importance where the client gave none (one
        estimator call for them all: memoryd.core.write.importance)."""
        todo = [i for i, item in enumerate(items) if item.importance is None]
        out = list(items)
        if todo:
            estimated = self._importance.estimate(
                [items[i].content for i in todo],
                [items[i].memory_type for i in todo],
                self._config.scoring.default_importance,
            )
            for i, value in zip(todo, estimated, strict=True):
                out[i] = replace(items[i], importance=value)
        return out

    def extracted(self, item: MemoryInput) -> list[MemoryInput]:
        """Return the memories extracted from ``item.content`` (raw dialogue), each with
        ``item``'s scope, tags, metadata and source, masked and embedded; none when nothing is
        worth keeping. InvalidArgument for blank, oversized or pre-embedded dialogue."""
        limits = self._config.limits
        check_scope(item.scope, limits)
        if not item.content or not item.content.strip():
            raise InvalidArgument("content", "is required (non-blank dialogue text)")
        max_bytes = self._config.extract.max_dialogue_bytes
        try:
            size = len(item.content.encode())
        except UnicodeEncodeError:
            raise InvalidArgument("content", "is not valid Unicode text; send UTF-8") from None
        if size > max_bytes:
            raise InvalidArgument(
                "content", f"is {size} bytes; extract reads at most {max_bytes} bytes of dialogue"
            )
        if item.embedding is not None:
            raise InvalidArgument(
                "embedding", "cannot be given with extract: each extracted memory is embedded"
            )
        found = extract.extract(item.content, self._config.extract.max_memories)
        if not found:
            return []
        policy = self._config.sensitive_data  # "refuse" has refused the content already
        # Redacted before embedding: the type prefix is embedded with the (masked) text.
        texts = [redact(f.content, policy).text for f in found]
        prefixes = [f.embed_text[: len(f.embed_text) - len(f.content)] for f in found]
        embedded = [p + t for p, t in zip(prefixes, texts, strict=True)]
        vectors = self._embedder.embed_passages(embedded)
        items = []
        for f, text, vector in zip(found, texts, vectors, strict=True):
            metadata = dict(item.metadata)
            if f.entities and len(metadata) < limits.max_metadata_entries:
                listed = "; ".join(f"{k}={v}" for k, v in f.entities)
                metadata.setdefault("entities", redact(listed, policy).text[:512])
            items.append(
                replace(
                    item,
                    content=text,
                    memory_type=f.memory_type,
                    importance=f.importance if item.importance is None else item.importance,
                    metadata=metadata,
                    embedding=vector,
                )
            )
        return items
