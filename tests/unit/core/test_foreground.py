"""Background work waits for a moment with no foreground call running (memoryd.core.foreground)."""

from __future__ import annotations

import threading
import time

from memoryd.core.foreground import Foreground


def test_an_idle_foreground_does_not_wait():
    started = time.monotonic()
    assert Foreground().wait_quiet(1.0) is True
    assert time.monotonic() - started < 0.1


def test_a_running_call_is_waited_for_up_to_the_cap():
    fg = Foreground()
    with fg.call():
        started = time.monotonic()
        assert fg.wait_quiet(0.05) is False
        assert 0.05 <= time.monotonic() - started < 1.0
    assert fg.wait_quiet(0.05) is True  # the call has ended


def test_the_wait_ends_when_the_call_ends():
    fg = Foreground()
    entered, release = threading.Event(), threading.Event()

    def call() -> None:
        with fg.call():
            entered.set()
            release.wait()

    worker = threading.Thread(target=call)
    worker.start()
    entered.wait()
    threading.Timer(0.05, release.set).start()
    started = time.monotonic()
    assert fg.wait_quiet(30.0) is True  # True: it ended because the call did, not by timeout
    assert time.monotonic() - started >= 0.04
    worker.join()


def test_a_call_that_raises_is_no_longer_counted():
    fg = Foreground()
    try:
        with fg.call():
            raise ValueError("boom")
    except ValueError:
        pass
    assert fg.wait_quiet(0.0) is True
