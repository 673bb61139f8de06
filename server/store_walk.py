"""A walk over every entry of an LMDB store, run in a child process before the server maps it.

LMDB trusts the page numbers and sizes written in its pages. One that a damaged disk changed
can name a page past the end of data.mdb, and the first read of it kills the reading process
with SIGBUS: no error, no line saying what to do (issue #18: 64 random bits flipped in a small
store got past the start-up's file checks and crashed the server about one start in five,
tests/integration/test_damaged_folder.py). So the server first lets a child process walk the
whole store, reading the first and last byte of every key and value: every page LMDB reaches
and every byte range it hands out. A child killed by a signal means the store is damaged and
the server refuses to start with one line (memoryd.server.data_folder). A store damaged
somewhere the walk reaches only later, in use, is not covered: that needs a check of every
read.

Only lmdb is imported here: the walk is one child process per start, and the engine's imports
would cost it about a second.
"""

from __future__ import annotations

import sys

import lmdb


def walk(store_dir: str) -> int:
    """Return how many entries of every table of the store in ``store_dir`` were walked."""
    env = lmdb.open(store_dir, readonly=True, max_dbs=64)
    entries = 0
    try:
        with env.begin() as txn:  # the main table lists the others (opened with their flags)
            names = [bytes(name) for name in txn.cursor().iternext(values=False)]
        for name in [None, *names]:
            db = None if name is None else env.open_db(name, create=False)
            with env.begin(db=db, buffers=True) as txn:
                for key, value in txn.cursor().iternext():
                    for view in (key, value):
                        if len(view):
                            view[0], view[-1]  # noqa: B018 - reading them is the check
                    entries += 1
    finally:
        env.close()
    return entries


if __name__ == "__main__":
    print(walk(sys.argv[1]))
