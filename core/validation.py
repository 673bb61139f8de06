"""Input checks for every engine entry point. Each failure names the field, what was wrong and
what is allowed; nothing is stored until a whole request has passed."""

from __future__ import annotations

import math
import unicodedata

import numpy as np

from memoryd.core.config import LimitsConfig
from memoryd.core.errors import InvalidArgument
from memoryd.core.ids import parse_id
from memoryd.core.ranges import MAX_TIME_S, TIME_RANGE
from memoryd.core.types import ROUTES, MemoryInput, RecallQuery, Scope

# A backfilled created_at may be slightly ahead of this server's clock (client clock skew).
CLOCK_SKEW_S = 300.0


def _utf8_size(value: str, field: str) -> int:
    """Return the UTF-8 size of ``value``; InvalidArgument if it cannot be UTF-8 (surrogates)."""
    try:
        return len(value.encode())
    except UnicodeEncodeError:
        raise InvalidArgument(
            field, "is not valid Unicode text (it holds a lone surrogate); send UTF-8 text"
        ) from None


def _check_name(value: str, field: str, limits: LimitsConfig, required: bool) -> None:
    if not value:
        if required:
            raise InvalidArgument(field, "is required (a non-empty string)")
        return
    if (size := _utf8_size(value, field)) > limits.max_id_bytes:
        raise InvalidArgument(
            field, f"is {size} bytes; at most {limits.max_id_bytes} UTF-8 bytes are allowed"
        )
    if value != value.strip() or any(unicodedata.category(c) == "Cc" for c in value):
        raise InvalidArgument(field, "must not contain control characters or surrounding spaces")


def check_scope(scope: Scope, limits: LimitsConfig, field: str = "scope") -> None:
    """Raise InvalidArgument unless ``scope`` has a valid user_id and optional ids."""
    _check_name(scope.user_id, f"{field}.user_id", limits, required=True)
    _check_name(scope.agent_id, f"{field}.agent_id", limits, required=False)
    _check_name(scope.session_id, f"{field}.session_id", limits, required=False)


def check_batch(n: int, limits: LimitsConfig, field: str = "items") -> None:
    """Raise InvalidArgument unless a batch of ``n`` items is within 1..limits.max_batch."""
    if not n or n > limits.max_batch:
        raise InvalidArgument(field, f"has {n} items; a batch holds 1..{limits.max_batch}")


def check_vector(vector: np.ndarray, dim: int, field: str) -> np.ndarray:
    """Return ``vector`` as a C-contiguous float32 unit vector, or raise InvalidArgument."""
    v = np.asarray(vector, dtype=np.float32)
    if v.ndim == 2 and v.shape[0] == 1:  # one row is one vector
        v = v[0]
    if v.ndim != 1:
        raise InvalidArgument(field, f"has shape {v.shape}; one vector of {dim} values is allowed")
    if v.shape[0] != dim:
        raise InvalidArgument(field, f"has {v.shape[0]} values; this server's vectors have {dim}")
    if not np.all(np.isfinite(v)):
        raise InvalidArgument(field, "contains NaN or infinity; only finite values are allowed")
    wide = v.astype(np.float64)  # float32 squares overflow near 1e19
    norm = float(np.linalg.norm(wide))
    if norm == 0.0:
        raise InvalidArgument(field, "is all zeros; cosine needs a direction")
    return np.ascontiguousarray(wide / norm, dtype=np.float32)


def check_time(value: float | None, field: str) -> None:
    """Raise InvalidArgument unless ``value`` (seconds since the epoch) is None or a time this
    server can store and send back (memoryd.core.ranges)."""
    if value is None:
        return
    if not (math.isfinite(value) and 0.0 <= value <= MAX_TIME_S):
        raise InvalidArgument(field, f"is {value:.17g} seconds; a time {TIME_RANGE} is required")


def _check_unit(value: float | None, field: str) -> None:
    if value is not None and not (math.isfinite(value) and 0.0 <= value <= 1.0):
        raise InvalidArgument(field, f"is {value}; it must be between 0 and 1")


def check_input(
    item: MemoryInput, limits: LimitsConfig, dim: int, now: float, prefix: str = ""
) -> np.ndarray | None:
    """Raise InvalidArgument unless ``item`` can be stored; return its unit vector, if given."""
    check_scope(item.scope, limits, f"{prefix}scope")
    if not item.content or not item.content.strip():
        raise InvalidArgument(f"{prefix}content", "is required (non-blank text)")
    size = _utf8_size(item.content, f"{prefix}content")
    if size > limits.max_content_bytes:
        raise InvalidArgument(
            f"{prefix}content",
            f"is {size} bytes; at most {limits.max_content_bytes} UTF-8 bytes are allowed "
            f"(split long documents into several memories)",
        )
    _check_unit(item.importance, f"{prefix}importance")
    _check_unit(item.confidence, f"{prefix}confidence")
    if len(item.tags) > limits.max_tags:
        raise InvalidArgument(
            f"{prefix}tags", f"has {len(item.tags)} tags; at most {limits.max_tags} are allowed"
        )
    for tag in item.tags:
        if not tag or _utf8_size(tag, f"{prefix}tags") > limits.max_tag_bytes:
            raise InvalidArgument(
                f"{prefix}tags", f"tag {tag[:80]!r} must be 1..{limits.max_tag_bytes} bytes"
            )
    if len(item.metadata) > limits.max_metadata_entries:
        raise InvalidArgument(
            f"{prefix}metadata",
            f"has {len(item.metadata)} entries; at most {limits.max_metadata_entries} are allowed",
        )
    meta_bytes = sum(
        _utf8_size(k, f"{prefix}metadata") + _utf8_size(v, f"{prefix}metadata")
        for k, v in item.metadata.items()
    )
    if meta_bytes > limits.max_metadata_bytes:
        raise InvalidArgument(
            f"{prefix}metadata",
            f"is {meta_bytes} bytes; at most "
            f"{limits.max_metadata_bytes} bytes of keys and values are allowed",
        )
    if any(not k for k in item.metadata):
        raise InvalidArgument(f"{prefix}metadata", "keys must be non-empty")
    check_time(item.created_at, f"{prefix}created_at")
    check_time(item.expires_at, f"{prefix}expires_at")
    if item.created_at is not None:
        if item.created_at > now + CLOCK_SKEW_S:
            raise InvalidArgument(
                f"{prefix}created_at",
                "is in the future; backfill takes past times only (leave it unset for now)",
            )
    if item.expires_at is not None:
        created = item.created_at if item.created_at is not None else now
        if item.expires_at <= created:
            raise InvalidArgument(f"{prefix}expires_at", "must be after created_at")
    if item.embedding is None:
        return None
    return check_vector(item.embedding, dim, f"{prefix}embedding")


def check_query(query: RecallQuery, limits: LimitsConfig, dim: int) -> np.ndarray | None:
    """Raise InvalidArgument unless ``query`` is valid; return its unit vector, if given."""
    check_scope(query.scope, limits)
    if not (1 <= query.top_k <= limits.max_top_k):
        raise InvalidArgument(
            "top_k",
            f"is {query.top_k}; it must be 1..{limits.max_top_k} "
            "(0 on the wire means the default, 10)",
        )
    check_time(query.as_of, "as_of")
    for i, route in enumerate(query.routes):
        if route not in ROUTES:
            raise InvalidArgument(
                f"routes[{i}]", f"is {route[:40]!r}; allowed: {', '.join(ROUTES)} (none: all)"
            )
    # The text is checked with an embedding too: keyword search and the id detector read it.
    check_query_text(query.query, limits, required=query.embedding is None)
    if query.embedding is not None:
        return check_vector(query.embedding, dim, "embedding")
    return None


def check_query_text(text: str, limits: LimitsConfig, required: bool, field: str = "query") -> None:
    """Raise InvalidArgument if a query text is over the size limit (or missing when
    ``required``)."""
    if required and (not text or not text.strip()):
        raise InvalidArgument(field, "is required when no embedding is given (non-blank text)")
    if (size := _utf8_size(text, field)) > limits.max_content_bytes:
        raise InvalidArgument(
            field, f"is {size} bytes; at most {limits.max_content_bytes} UTF-8 bytes are allowed"
        )


def check_ids(ids: list[str], limits: LimitsConfig, field: str = "ids") -> list[bytes]:
    """Return the raw ids, or raise InvalidArgument for an empty, long or malformed list."""
    if not ids:
        raise InvalidArgument(field, "is required (at least one id)")
    if len(ids) > limits.max_batch:
        raise InvalidArgument(field, f"has {len(ids)} ids; at most {limits.max_batch} per call")
    return [parse_id(x, f"{field}[{i}]") for i, x in enumerate(ids)]
