"""The keyword route of recall: an incremental BM25 inverted index over one pool's memory texts.

Okapi BM25 with Lucene's always-positive IDF; for a query q and a memory d,

    score(d, q) = sum over query tokens t (with their multiplicity in q) of
                  idf(t) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl))
    idf(t)      = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))

where tf is the count of t in d, |d| the token count of d, avgdl the mean |d|, N the number of
memories indexed now and df(t) how many of them hold t: every statistic is current, updated by
each add and remove. Tokens come from memoryd.core.text.terms (CJK bigrams, stemmed English,
entities kept whole).

Layout, chosen for memory and for vectorised scoring:

- every memory gets a *slot* (an int, in order of arrival, never reused until a compaction);
- each distinct token gets a term id; its posting list is an ``array('I')`` of
  ``slot << 8 | min(tf, 255)`` (4 bytes a posting), sorted by slot because slots only grow; a
  search reads it zero-copy with ``np.frombuffer``; df is its length;
- per memory: its term ids (bytes of uint32, to find its postings on removal) and its length.

Updates cost O(distinct tokens of the memory): an add appends one posting per token; a remove
finds each posting by bisection and deletes it (a memmove of the tail of that posting list, in
C). The holes that removals leave in the slot space are squeezed out by renumbering when they
outnumber the live memories (O(index), amortised over at least as many removals).

A search costs O(postings read): per token one vectorised pass; the per-memory sums come from
sorting the touched slots, or from a dense accumulator when the postings are many (then O(slots)
is the cheaper bound). A token held by more than ``common_postings`` memories (a word every
memory of the pool says: its idf is near 0) is read only in its newest ``common_postings``
postings to find candidates; the candidates other tokens found get its full score all the same
(each looked up by bisection). So no query reads more than ``common_postings`` postings a token,
however big the pool grows, and the scores of what comes back are exact BM25; what it gives up is
finding an older memory whose only match is such a word.

Measured (``python -m bench.keyword_micro``: 100k synthetic zh/en memories of ~60 characters,
one core): ~24k adds/s, search p50 ~70 us / p99 ~400 us (k=20), ~1.25 kB a memory (about a
third each postings, vocabulary, per-memory tables), against ~4.5 kB for the same postings as
dict[token, dict[doc, tf]].

``state()`` / ``restore()`` give the index as flat arrays in canonical form (slots in id order)
for start-up checkpoints (memoryd.core.tiers.checkpoint).

Limits: tf saturates at 255 (BM25 has long stopped growing there); at most 2**24 slots
(16.7 million memories in one pool).
"""

from __future__ import annotations

import math
from array import array
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass

import numpy as np

from memoryd.core.errors import MemorydError
from memoryd.core.text.terms import tokens

__all__ = ["KeywordIndex", "KeywordState"]

_TF_BITS = 8
_TF_MAX = (1 << _TF_BITS) - 1
_SLOT_LIMIT = 1 << (32 - _TF_BITS)
_U32 = "I" if array("I").itemsize == 4 else "L"  # array's 4-byte unsigned code on this platform
_MIN_HOLES_TO_COMPACT = 1024
# Dense score accumulation when postings x this >= slots (measured crossover on 100k slots).
_DENSE_FRACTION = 2


@dataclass(frozen=True, eq=False)
class KeywordState:
    """A KeywordIndex as flat arrays, in canonical form: slots 0..n-1 in ascending memory-id
    order (no holes), term ids 0..T-1 dense. Restoring it gives an index whose searches equal
    those of an index built by adding the same texts in id order.

    ids: the n memory ids, ascending; lengths: (n,) float64 token counts;
    doc_offsets: (n+1,) int64 into doc_terms (uint32 term ids of each slot);
    token_offsets: (T+1,) int64 into token_bytes (uint8, the UTF-8 tokens);
    posting_offsets: (T+1,) int64 into postings (uint32 ``slot << 8 | tf``, sorted by slot).
    """

    ids: list[bytes]
    lengths: np.ndarray
    doc_offsets: np.ndarray
    doc_terms: np.ndarray
    token_offsets: np.ndarray
    token_bytes: np.ndarray
    posting_offsets: np.ndarray
    postings: np.ndarray


class KeywordIndex:
    """BM25 over the texts of ONE pool's memories; add, remove and search in any order.

    Not thread-safe, like the tiers of a PoolIndex: the owner serialises every call (a search
    holds numpy views of posting lists that a concurrent add would try to resize). Keeping it
    under the pool's lock also lets a memory enter and leave the vector and keyword routes at
    the same instant.

    Parameters
    ----------
    k1 : float
        Term-frequency saturation, >= 0 (0: a token counts once however often it occurs).
    b : float
        Length normalisation, 0..1 (0: none; 1: fully relative to the mean length).
    cjk_unigrams : bool
        Index and query every CJK character besides the bigrams (see tokenize.tokens).
    common_postings : int
        Postings of one token a search reads at most to find candidates (see the module
        docstring), >= 1.
    """

    def __init__(
        self,
        k1: float = 1.2,
        b: float = 0.75,
        *,
        cjk_unigrams: bool = False,
        common_postings: int = 4096,
    ) -> None:
        if common_postings < 1:
            raise ValueError(
                f"common_postings is {common_postings}; a search must read >= 1 posting a token"
            )
        if not (math.isfinite(k1) and k1 >= 0):
            raise ValueError(f"k1 is {k1}; BM25 needs a finite k1 >= 0 (1.2 is usual)")
        if not (math.isfinite(b) and 0 <= b <= 1):
            raise ValueError(
                f"b is {b}; BM25's length normalisation b lies in 0..1 (0.75 is usual)"
            )
        self._k1 = float(k1)
        self._b = float(b)
        self._cjk_unigrams = bool(cjk_unigrams)
        self._common = int(common_postings)
        self.postings_read = 0  # postings read by every search so far (what a search costs)
        self.clear()

    def clear(self) -> None:
        """Drop everything indexed."""
        # Tokens are kept as UTF-8 bytes: half the size of a str for a CJK bigram (39 B vs 78).
        self._term: dict[bytes, int] = {}  # token -> term id
        self._tokens: list[bytes | None] = []  # term id -> token (None: free id)
        self._postings: list[array[int]] = []  # term id -> packed postings, sorted by slot
        self._free_terms: list[int] = []
        self._slot: dict[bytes, int] = {}  # memory id -> slot
        self._ids: list[bytes] = []  # slot -> memory id (holes: not in self._slot)
        self._doc_terms: list[bytes] = []  # slot -> its term ids, uint32 bytes (holes: b"")
        self._length = np.zeros(64, dtype=np.float64)  # slot -> token count
        self._total_length = 0

    def __len__(self) -> int:
        return len(self._slot)

    def __contains__(self, memory_id: object) -> bool:
        return memory_id in self._slot

    @property
    def cjk_unigrams(self) -> bool:
        """Whether CJK characters are indexed alone besides their bigrams."""
        return self._cjk_unigrams

    @property
    def vocabulary_size(self) -> int:
        """How many distinct tokens the indexed memories hold."""
        return len(self._term)

    def add(self, memory_id: bytes, text: str) -> None:
        """Index ``text`` under ``memory_id``; an id already indexed has its text replaced."""
        if not isinstance(text, str):
            raise TypeError(f"text must be str, not {type(text).__name__}")
        self.add_counts(memory_id, self.counts(text))

    def counts(self, text: str) -> Counter[bytes]:
        """Return the token counts ``add`` indexes ``text`` as (UTF-8 tokens)."""
        return Counter(t.encode() for t in tokens(text, cjk_unigrams=self._cjk_unigrams))

    def counts_of(self, memory_id: bytes) -> Counter[bytes] | None:
        """Return the token counts a memory is indexed with (tf capped at 255), or None when
        it is not indexed: what another index needs to index it again without its text."""
        slot = self._slot.get(memory_id)
        if slot is None:
            return None
        term_ids = array(_U32)
        term_ids.frombytes(self._doc_terms[slot])
        key = slot << _TF_BITS
        out: Counter[bytes] = Counter()
        for tid in term_ids:
            postings = self._postings[tid]
            token = self._tokens[tid]
            if token is not None:
                out[token] = postings[bisect_left(postings, key)] & _TF_MAX
        return out

    def token_set(self, memory_id: bytes) -> frozenset[bytes] | None:
        """Return the distinct tokens a memory is indexed with (UTF-8), or None when it is not
        indexed: ``set(counts(text))`` of its text, without tokenizing it again."""
        slot = self._slot.get(memory_id)
        if slot is None:
            return None
        term_ids = array(_U32)
        term_ids.frombytes(self._doc_terms[slot])
        names = self._tokens
        return frozenset(token for tid in term_ids if (token := names[tid]) is not None)

    def add_counts(self, memory_id: bytes, counts: Counter[bytes]) -> None:
        """Index token counts (from ``counts`` or ``counts_of``) under ``memory_id``, as
        ``add`` indexes a text; an id already indexed has its counts replaced."""
        if not isinstance(memory_id, bytes):
            raise TypeError(f"memory_id must be bytes, not {type(memory_id).__name__}")
        if len(self._ids) >= _SLOT_LIMIT:
            self._compact()
            if len(self._slot) >= _SLOT_LIMIT and memory_id not in self._slot:
                raise MemorydError(
                    f"the keyword index of one pool holds at most {_SLOT_LIMIT:,} memories "
                    f"(24-bit slots in its 4-byte postings); split the pool"
                )
        self.remove(memory_id)
        if len(self._ids) >= _SLOT_LIMIT:  # replacing in a full index: the hole must go first
            self._compact()
        slot = len(self._ids)
        if slot >= len(self._length):
            grown = np.zeros(2 * len(self._length), dtype=np.float64)
            grown[:slot] = self._length[:slot]
            self._length = grown
        term_ids = array(_U32)
        for token, tf in counts.items():
            tid = self._term.get(token)
            if tid is None:
                tid = self._new_term(token)
            posting = slot << _TF_BITS | min(tf, _TF_MAX)
            try:
                self._postings[tid].append(posting)
            except BufferError:  # a view of it is still alive (see _unshared)
                self._unshared(tid).append(posting)
            term_ids.append(tid)
        length = counts.total()
        self._slot[memory_id] = slot
        self._ids.append(memory_id)
        self._doc_terms.append(term_ids.tobytes())
        self._length[slot] = length
        self._total_length += length

    def remove(self, memory_id: bytes) -> bool:
        """Drop a memory from the index; return whether it was there."""
        slot = self._slot.pop(memory_id, None)
        if slot is None:
            return False
        term_ids = array(_U32)
        term_ids.frombytes(self._doc_terms[slot])
        key = slot << _TF_BITS
        for tid in term_ids:
            postings = self._postings[tid]
            at = bisect_left(postings, key)
            try:
                del postings[at]
            except BufferError:  # a view of it is still alive (see _unshared)
                postings = self._unshared(tid)
                del postings[at]
            if not postings:
                self._free_term(tid)
        self._total_length -= int(self._length[slot])
        self._ids[slot] = b""
        self._doc_terms[slot] = b""
        holes = len(self._ids) - len(self._slot)
        if holes >= _MIN_HOLES_TO_COMPACT and holes > len(self._slot):
            self._compact()
        return True

    def search(
        self, query: str, k: int, *, idf_of: KeywordIndex | None = None
    ) -> list[tuple[bytes, float]]:
        """Return up to ``k`` (memory id, BM25 score) pairs, best first.

        Only memories sharing at least one token with the query come back, so every score is
        > 0 and the list may be shorter than ``k`` or empty. Equal scores (common: a one-token
        query over memories of one length) come newest first — the memory added (or replaced)
        most recently — which is deterministic for a given sequence of calls.

        ``idf_of``: take each token's idf from that index instead (an index of words lent to
        memories scores them as rare as they are among the memories themselves).
        """
        if k < 0:
            raise ValueError(f"k is {k}; ask for k >= 0 results")
        n = len(self._slot)
        if k == 0 or n == 0:
            return []
        query_counts = Counter(t.encode() for t in tokens(query, cjk_unigrams=self._cjk_unigrams))
        terms = [
            (token, tid, qtf)
            for token, qtf in query_counts.items()
            if (tid := self._term.get(token)) is not None
        ]
        if not terms:
            return []
        avgdl = self._total_length / n
        idf = (idf_of or self)._idf
        hit_slots, hit_scores = [], []
        common: list[tuple[np.ndarray, float]] = []  # (all postings, weight) of common tokens
        for token, tid, qtf in terms:
            packed = np.frombuffer(self._postings[tid], dtype=np.uint32)
            df = len(packed)
            weight = qtf * idf(token)
            if df > self._common:  # the newest postings only (slots grow with arrival)
                common.append((packed, weight))
                packed = packed[-self._common :]
            self.postings_read += len(packed)
            slots = packed >> _TF_BITS
            hit_slots.append(slots)
            hit_scores.append(self._term_scores(slots, packed & _TF_MAX, weight, avgdl))
        del packed  # release the view: the array may be resized once we return
        for postings, weight in common:
            slots, tf = self._older(postings, np.concatenate(hit_slots))
            hit_slots.append(slots)
            hit_scores.append(self._term_scores(slots, tf, weight, avgdl))
        common.clear()  # the views too
        found, found_scores = _sum_by_slot(hit_slots, hit_scores, len(self._ids))
        if len(found) > k:
            kth = np.partition(found_scores, len(found) - k)[len(found) - k]
            keep = found_scores >= kth  # ties at the boundary are settled below
            found, found_scores = found[keep], found_scores[keep]
        # Best score first; equal scores: the most recently added first (the higher slot).
        order = np.lexsort((-found.astype(np.int64), -found_scores))[:k]
        ids = self._ids
        return [
            (ids[s], v)
            for s, v in zip(found[order].tolist(), found_scores[order].tolist(), strict=True)
        ]

    def scores_of(
        self, query: str, ids: list[bytes], *, idf_of: KeywordIndex | None = None
    ) -> list[float]:
        """Return each of ``ids``' BM25 score for ``query`` as ``search`` scores it (0.0 for
        an id not indexed or sharing no token): the exact score of a memory another route
        found, which a search's top k may not reach. O(len(ids) x query tokens x log df)."""
        known = [
            (i, slot)
            for i, memory_id in enumerate(ids)
            if (slot := self._slot.get(memory_id)) is not None
        ]
        out = np.zeros(len(ids), dtype=np.float64)
        if not known:
            return out.tolist()
        rows = np.array([i for i, _ in known], dtype=np.int64)
        slots = np.array([slot for _, slot in known], dtype=np.int64)
        keys = (slots << _TF_BITS).astype(np.uint32)
        query_counts = Counter(t.encode() for t in tokens(query, cjk_unigrams=self._cjk_unigrams))
        idf = (idf_of or self)._idf
        avgdl = self._total_length / len(self._slot)
        for token, qtf in query_counts.items():
            tid = self._term.get(token)
            if tid is None:
                continue
            postings = np.frombuffer(self._postings[tid], dtype=np.uint32)
            at = np.searchsorted(postings, keys)  # sorted by slot: each slot's posting, if any
            inside = at < len(postings)
            held = inside.copy()
            held[inside] = (postings[at[inside]] >> _TF_BITS) == slots[inside]
            if held.any():
                tf = postings[at[held]] & _TF_MAX
                out[rows[held]] += self._term_scores(slots[held], tf, qtf * idf(token), avgdl)
            del postings  # release the view: the array may be resized once we return
        return out.tolist()

    def _older(self, postings: np.ndarray, found: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Return (slots, packed tf) of the ``found`` slots older than the newest
        ``common_postings`` of ``postings`` (one token's, read only that far) that hold the
        token: each looked up by bisection, so the cost is O(found * log postings)."""
        start = int(postings[-self._common]) >> _TF_BITS
        older = np.unique(found)
        older = older[older < start]
        at = np.searchsorted(postings, older << _TF_BITS)
        self.postings_read += len(at)
        at[at == len(postings)] = 0  # past the end: not held (checked below)
        held = (postings[at] >> _TF_BITS) == older
        return older[held], postings[at[held]] & _TF_MAX

    def _term_scores(
        self, slots: np.ndarray, tf_packed: np.ndarray, weight: float, avgdl: float
    ) -> np.ndarray:
        """Return one token's BM25 terms for ``slots``: weight (qtf * idf) * tf * (k1 + 1) /
        (tf + k1 * (1 - b + b * |d| / avgdl))."""
        k1, b = self._k1, self._b
        tf = tf_packed.astype(np.float64)
        term = self._length.take(slots)
        term *= k1 * b / avgdl if avgdl > 0 else 0.0
        term += k1 * (1.0 - b)
        term += tf
        np.divide(tf, term, out=term)
        term *= weight * (k1 + 1.0)
        return term

    def ceiling(self, query: str) -> float:
        """Return the BM25 score no memory can reach for ``query``: sum over its tokens of
        qtf * idf * (k1 + 1), with the idf of a token no memory holds as if df were 0.

        Dividing a search's scores by it gives 0..1 on an absolute scale: a memory matching
        one weak word of a long query scores low, unlike when scores are divided by the best
        match (where the best is always 1). 0.0 for an empty query or index.
        """
        if not self._slot:
            return 0.0
        query_counts = Counter(t.encode() for t in tokens(query, cjk_unigrams=self._cjk_unigrams))
        return sum(qtf * self._idf(token) for token, qtf in query_counts.items()) * (self._k1 + 1.0)

    def _idf(self, token: bytes) -> float:
        """Return a token's idf here, ln(1 + (N - df + 0.5) / (df + 0.5)) (df 0 if no memory
        holds it)."""
        tid = self._term.get(token)
        df = len(self._postings[tid]) if tid is not None else 0
        n = len(self._slot)
        return math.log(1.0 + (n - df + 0.5) / (df + 0.5))

    def indexes_as(self, memory_id: bytes, text: str) -> bool:
        """Return whether the memory is indexed exactly as adding ``text`` would index it
        (the same terms, term counts and length), where the owner adds every non-empty text
        (one of stop words only too: it counts in N and the mean length) and no empty one."""
        slot = self._slot.get(memory_id)
        if slot is None or not text:
            return slot is None and not text
        counts = Counter(t.encode() for t in tokens(text, cjk_unigrams=self._cjk_unigrams))
        term_ids = array(_U32)
        term_ids.frombytes(self._doc_terms[slot])
        if len(term_ids) != len(counts) or int(self._length[slot]) != counts.total():
            return False
        key = slot << _TF_BITS
        for tid in term_ids:
            token = self._tokens[tid]
            postings = self._postings[tid]
            packed = postings[bisect_left(postings, key)]
            if token is None or token not in counts:  # None: a free id, in no document
                return False
            if packed & _TF_MAX != min(counts[token], _TF_MAX):
                return False
        return True

    def compact(self) -> None:
        """Renumber the slots without the holes removals left (searches are unchanged, but
        for the dense/sparse choice of summing, which then matches a freshly built index)."""
        if len(self._ids) != len(self._slot):
            self._compact()

    def state(self) -> KeywordState:
        """Return the index as flat arrays in canonical (id-sorted) form (KeywordState); the
        index itself is left unchanged."""
        live = sorted(self._slot.items())  # (memory id, slot), by id
        n = len(live)
        old_slots = np.fromiter((s for _, s in live), dtype=np.int64, count=n)
        remap = np.zeros(max(1, len(self._ids)), dtype=np.uint32)
        remap[old_slots] = np.arange(n, dtype=np.uint32)
        tids = [t for t, p in enumerate(self._postings) if p]
        new_tid = np.zeros(max(1, len(self._postings)), dtype=np.uint32)
        new_tid[tids] = np.arange(len(tids), dtype=np.uint32)
        tokens_list = [self._tokens[t] or b"" for t in tids]
        token_lengths = np.fromiter((len(t) for t in tokens_list), dtype=np.int64)
        posting_lengths = np.fromiter(
            (len(self._postings[t]) for t in tids), dtype=np.int64, count=len(tids)
        )
        packed = np.frombuffer(b"".join(self._postings[t].tobytes() for t in tids), np.uint32)
        postings = (remap[packed >> _TF_BITS] << _TF_BITS) | (packed & _TF_MAX)
        posting_offsets = np.concatenate(([0], np.cumsum(posting_lengths)))
        if n > 1 and np.any(np.diff(old_slots) < 0):
            # Slot order was not id order (a replaced or out-of-order memory): re-sort each
            # posting list by its new slots, all at once with the term id as the major key.
            term_of = np.repeat(np.arange(len(tids), dtype=np.uint64), posting_lengths)
            keyed = np.sort(term_of << np.uint64(32) | postings)
            postings = (keyed & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        doc_lists = [self._doc_terms[s] for _, s in live]
        doc_lengths = np.fromiter((len(d) // 4 for d in doc_lists), dtype=np.int64, count=n)
        doc_terms = new_tid[np.frombuffer(b"".join(doc_lists), dtype=np.uint32)]
        return KeywordState(
            ids=[memory_id for memory_id, _ in live],
            lengths=self._length[old_slots].astype(np.float64),
            doc_offsets=np.concatenate(([0], np.cumsum(doc_lengths))).astype(np.int64),
            doc_terms=doc_terms.astype(np.uint32),
            token_offsets=np.concatenate(([0], np.cumsum(token_lengths))).astype(np.int64),
            token_bytes=np.frombuffer(b"".join(tokens_list), dtype=np.uint8),
            posting_offsets=posting_offsets.astype(np.int64),
            postings=postings.astype(np.uint32),
        )

    def restore(self, state: KeywordState) -> None:
        """Replace everything indexed with ``state`` (from ``state()``, or its round trip
        through memoryd.core.tiers.checkpoint)."""
        n, n_terms = len(state.ids), len(state.token_offsets) - 1
        token_blob = state.token_bytes.tobytes()
        token_offsets = state.token_offsets.tolist()
        tokens_list: list[bytes | None] = [
            token_blob[token_offsets[t] : token_offsets[t + 1]] for t in range(n_terms)
        ]
        posting_blob = state.postings.astype(np.uint32).tobytes()
        posting_offsets = (state.posting_offsets * 4).tolist()
        postings = []
        for t in range(n_terms):
            packed = array(_U32)
            packed.frombytes(posting_blob[posting_offsets[t] : posting_offsets[t + 1]])
            postings.append(packed)
        doc_blob = state.doc_terms.astype(np.uint32).tobytes()
        doc_offsets = (state.doc_offsets * 4).tolist()
        self._term = {token: t for t, token in enumerate(tokens_list) if token is not None}
        self._tokens = tokens_list
        self._postings = postings
        self._free_terms = []
        self._ids = list(state.ids)
        self._slot = {memory_id: s for s, memory_id in enumerate(self._ids)}
        self._doc_terms = [doc_blob[doc_offsets[s] : doc_offsets[s + 1]] for s in range(n)]
        self._length = np.zeros(max(64, 2 * n), dtype=np.float64)
        self._length[:n] = state.lengths
        # Token counts are integers: the float64 sum is exact, as the running total is.
        self._total_length = int(state.lengths.sum())

    def _unshared(self, tid: int) -> array[int]:
        """Return a copy of the posting list of ``tid``, put in its place: for a resize that
        the list refused (BufferError) because a view of its buffer is still alive.

        A search's ``np.frombuffer`` views end before it returns, but anything that reached
        them meanwhile holds them on (``gc.get_objects()`` from another thread does: the soak's
        probe did, and the next add of that token failed after its memory was committed). The
        view's holder keeps reading the old list, unchanged (a refused resize changes nothing);
        the index moves on with the copy.
        """
        copy = array(_U32)
        copy.frombytes(self._postings[tid].tobytes())
        self._postings[tid] = copy
        return copy

    def _new_term(self, token: bytes) -> int:
        if self._free_terms:
            tid = self._free_terms.pop()
            self._tokens[tid] = token
            self._postings[tid] = array(_U32)
        else:
            tid = len(self._tokens)
            self._tokens.append(token)
            self._postings.append(array(_U32))
        self._term[token] = tid
        return tid

    def _free_term(self, tid: int) -> None:
        token = self._tokens[tid]
        if token is not None:
            del self._term[token]
        self._tokens[tid] = None
        self._postings[tid] = array(_U32)  # empty; replaced when the id is reused
        self._free_terms.append(tid)

    def _compact(self) -> None:
        """Renumber the slots 0..n-1 in their order, dropping the holes; postings stay sorted."""
        old = len(self._ids)
        live = np.sort(np.fromiter(self._slot.values(), dtype=np.int64, count=len(self._slot)))
        remap = np.zeros(old, dtype=np.uint32)
        remap[live] = np.arange(len(live), dtype=np.uint32)
        for tid, postings in enumerate(self._postings):
            if not postings:
                continue
            packed = np.frombuffer(postings, dtype=np.uint32)
            renumbered = (remap[packed >> _TF_BITS] << _TF_BITS) | (packed & _TF_MAX)
            fresh = array(_U32)
            fresh.frombytes(renumbered.astype(np.uint32).tobytes())
            self._postings[tid] = fresh
        ids = [self._ids[s] for s in live.tolist()]
        self._ids = ids
        self._doc_terms = [self._doc_terms[s] for s in live.tolist()]
        length = np.zeros(max(64, 2 * len(live)), dtype=np.float64)
        length[: len(live)] = self._length[live]
        self._length = length
        self._slot = {memory_id: s for s, memory_id in enumerate(ids)}


def _sum_by_slot(
    slots: list[np.ndarray], scores: list[np.ndarray], n_slots: int
) -> tuple[np.ndarray, np.ndarray]:
    """Add up the per-term scores of each slot; return (slots, sums), every sum > 0.

    Many postings (a query of common tokens): a dense accumulator over all slots. Few (the
    usual case: rare tokens, names, ids): sort the touched slots instead, O(P log P) for P
    postings, so a query does not pay O(slots in the pool). Either way a slot's terms are
    added in query order.
    """
    if _DENSE_FRACTION * sum(len(s) for s in slots) >= n_slots:
        acc = np.zeros(n_slots, dtype=np.float64)
        for s, v in zip(slots, scores, strict=True):
            np.add.at(acc, s, v)
        found = np.flatnonzero(acc)
        return found, acc[found]
    all_slots = np.concatenate(slots)
    all_scores = np.concatenate(scores)
    order = np.argsort(all_slots, kind="stable")  # stable: query order within a slot
    all_slots, all_scores = all_slots[order], all_scores[order]
    starts = np.flatnonzero(np.concatenate(([True], all_slots[1:] != all_slots[:-1])))
    return all_slots[starts], np.add.reduceat(all_scores, starts)
