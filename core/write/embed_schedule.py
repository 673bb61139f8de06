"""Where each chunk of a write's texts is embedded: the embedding process takes chunks from the
front; whenever nothing embedded is waiting for it, the writing thread does a piece of the
write's work that needs no vector (``meanwhile``), or, with none left, embeds chunks from the
back; each chunk is handed over as soon as it is embedded.

Why both: a thread that only waited for the process would idle while it embeds; embedding from
the back, it takes its share of the model's work and the two finish together. Work of its own
comes first: the process idles anyway while the call commits at its end, so a chunk the thread
embeds is one the process could have embedded (bench/README.md, session 32).

The write path may decide chunks in any order: each item is compared with its pool as it was
before the call, and with the earlier items of the batch once every chunk before its own is
decided (Rememberer.remember, memoryd.core.write.batch).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from dataclasses import dataclass

import numpy as np

from memoryd.core.embedding_worker import EmbeddingWorker, WorkerUnavailable

# Chunks sent to the process ahead of the one it is embedding: enough that it never waits for
# the next, few enough that the chunks at the back are left for the writing thread.
IN_FLIGHT = 2


@dataclass(frozen=True, slots=True)
class Embedded:
    """The vectors of chunk number ``chunk``'s texts, in order."""

    chunk: int
    vectors: np.ndarray | list[np.ndarray]


def embedded_chunks(
    texts: Sequence[Sequence[str]],
    worker: EmbeddingWorker,
    embed_here: Callable[[Sequence[str]], np.ndarray],
    meanwhile: Callable[[], bool] = lambda: False,
) -> Iterator[Embedded]:
    """Yield every chunk of ``texts`` embedded, each once, in the order they become ready:
    by ``worker`` from the front (in-process instead if it fails), by ``embed_here`` from the
    back while the worker's next one is not ready and ``meanwhile()`` (a short piece of work
    that needs no vector; False once none is left) has nothing to do."""
    front, back = 0, len(texts)  # the chunks not started yet: [front, back)
    flight: deque[tuple[int, Future[np.ndarray]]] = deque()
    alive = True

    def feed() -> None:
        nonlocal front, alive
        while alive and len(flight) < IN_FLIGHT and front < back:
            if not texts[front]:  # nothing to embed: no round trip
                break
            try:
                flight.append((front, worker.submit(texts[front])))
            except WorkerUnavailable:
                alive = False
                return
            front += 1

    def received() -> Embedded:
        """The oldest chunk in flight, waited for (embedded here if the worker failed)."""
        nonlocal alive
        chunk, future = flight.popleft()
        try:
            vectors = future.result()
        except WorkerUnavailable:
            alive = False
            vectors = embed_here(texts[chunk])
        feed()  # before the caller works on this chunk: the worker never waits for it
        return Embedded(chunk, vectors)

    feed()
    while flight or front < back:
        if front < back and not texts[front]:
            front += 1
            yield Embedded(front - 1, [])
            feed()
        elif flight and flight[0][1].done():
            yield received()
        elif flight and meanwhile():
            continue  # a piece of work that needed no vector, done while the worker embeds
        elif flight and front >= back:  # nothing left to embed here: wait for the worker
            yield received()
        else:  # nothing embedded is waiting: embed the last chunk not started, here
            back -= 1
            yield Embedded(back, embed_here(texts[back]) if texts[back] else [])
