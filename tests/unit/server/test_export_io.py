"""The JSON Lines of memoryd export/import: bad lines are found with their numbers, server
errors are traced back to a record, and the counter stays off a non-terminal."""

from __future__ import annotations

import io

from memoryd.server.export_io import Progress, read_lines, record_index, to_json_line
from memoryd.v1 import memory_pb2 as pb


def test_every_bad_line_is_reported_with_its_number():
    good = to_json_line(pb.ExportRecord(memory=pb.Memory(id="ab" * 16, content="ok"))).encode()
    raw = [good, b"", b"{not json", b"\xff\xfe", b'{"memory": {"colour": 1}}', good]
    records, bad = read_lines(raw)
    assert [n for n, _ in records] == [1, 6]
    assert records[0][1].memory.content == "ok"
    assert [b.number for b in bad] == [3, 4, 5]
    assert "UTF-8" in bad[1].error
    assert "colour" in bad[2].error  # unknown fields are refused, not dropped


def test_a_server_error_names_the_record():
    assert record_index("records[12].memory.content: is required (non-blank text)") == 12
    assert record_index("scope.user_id: is required") is None


def test_the_counter_writes_nothing_when_stderr_is_not_a_terminal():
    stream = io.StringIO()
    progress = Progress("sent", total=3, stream=stream)
    for _ in range(3):
        progress.add()
    progress.close()
    assert progress.count == 3
    assert stream.getvalue() == ""
