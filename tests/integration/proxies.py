"""Real proxies on loopback in front of memoryd shards: nginx and HAProxy from Debian, run from
the reference configs in deploy/ (shards and listen address rewritten, TLS lines dropped)."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import grpc

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
START_TIMEOUT_S = 15.0


def free_port() -> int:
    """Return a loopback port that was free a moment ago."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _between_markers(text: str, lines: list[str]) -> str:
    """Return ``text`` with the lines between '# BEGIN shards' and '# END shards' replaced."""
    pattern = re.compile(r"(# BEGIN shards\n)(.*?)(\s*# END shards)", re.S)
    indent = re.search(r"\n([ \t]*)# BEGIN shards", text)
    pad = indent.group(1) if indent else ""
    if not pattern.search(text):
        raise ValueError("the reference config has no '# BEGIN shards' ... '# END shards' block")
    return pattern.sub(
        lambda m: m.group(1) + "\n".join(pad + line for line in lines) + m.group(3), text
    )


class Proxy:
    """A proxy process (nginx or haproxy) routing 127.0.0.1:``port`` to ``shards``."""

    def __init__(
        self, kind: str, shards: list[str], workdir: Path, ids: dict[str, int] | None = None
    ) -> None:
        """``ids``: HAProxy's server ids by shard, to run the same ring as another proxy."""
        self.kind = kind
        self.workdir = workdir
        self.port = free_port()
        self.address = f"127.0.0.1:{self.port}"
        workdir.mkdir(parents=True, exist_ok=True)
        self.config = workdir / f"{kind}.conf"
        self.log_path = workdir / f"{kind}.log"
        self.ids: dict[str, int] = dict(ids or {})
        self._successors: list[int] = []  # HAProxy: the process each switch started
        self.write_config(shards)
        if kind == "nginx":
            cmd = ["nginx", "-c", str(self.config), "-e", str(self.log_path),
                   "-g", f"daemon off; pid {workdir / 'nginx.pid'};"]  # fmt: skip
        else:
            cmd = ["haproxy", "-db", "-f", str(self.config)]
        self._log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(cmd, stdout=self._log, stderr=subprocess.STDOUT)
        self._wait_listening()

    def prepare_switch(self, shards: list[str]) -> str:
        """Write the config of ``shards`` aside; return the shell command that switches the
        running proxy to it, as an operator's ``--switch-command`` would (nginx: reload;
        HAProxy: a new process takes the port over with -sf and the old one finishes)."""
        live = self.config
        self.config = live.with_name(live.name + ".next")
        self.write_config(shards)
        self.config, nxt = live, self.config
        if self.kind == "nginx":
            return f"cp {nxt} {live} && kill -HUP {self.proc.pid}"
        self._pidfile = self.workdir / "haproxy.pid"
        serving = self._successors[-1] if self._successors else self.proc.pid
        return (
            f"cp {nxt} {live} && haproxy -D -p {self._pidfile} -f {live} -sf {serving}"
            f" >>{self.log_path} 2>&1"
        )

    def adopt_switch(self) -> None:
        """After the switch command ran: track the process now serving (HAProxy's new one)."""
        if self.kind == "haproxy" and getattr(self, "_pidfile", None) and self._pidfile.exists():
            self._successors.append(int(self._pidfile.read_text().split()[0]))

    def write_config(self, shards: list[str]) -> None:
        """Write the reference config with these shards (does not reload)."""
        if self.kind == "nginx":
            text = (DEPLOY / "nginx" / "nginx.conf").read_text()
            text = _between_markers(text, [f"server {s} max_fails=0;" for s in shards])
            text = re.sub(r"listen 8443 ssl http2;", f"listen 127.0.0.1:{self.port} http2;", text)
            text = re.sub(r"\n\s*ssl_[a-z_]+ [^\n]*;", "", text)
            text = text.replace("worker_processes auto;", "worker_processes 1;")
            text = text.replace("access_log off;", f"access_log {self.workdir / 'access.log'};")
        else:
            text = (DEPLOY / "haproxy" / "haproxy.cfg").read_text()
            for shard in shards:  # an id for good, as deploy/haproxy/haproxy.cfg says
                self.ids.setdefault(shard, len(self.ids) + 1)
            lines = [f"server shard{self.ids[s]} {s} id {self.ids[s]} proto h2" for s in shards]
            text = _between_markers(text, lines)
            text = re.sub(
                r"bind :8443 ssl crt \S+ alpn h2", f"bind 127.0.0.1:{self.port} proto h2", text
            )
            text = re.sub(r"\n\s*(log|stats socket) [^\n]*", "", text)
            text = re.sub(r"maxconn \d+", "maxconn 1000", text)  # the test machine's FD limit
        self.config.write_text(text)

    def _wait_listening(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"{self.kind} exited: {self.log_path.read_text(errors='replace')}"
                )
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"{self.kind} did not listen in {START_TIMEOUT_S}s"
                    ) from None
                time.sleep(0.05)

    def channel(self) -> grpc.Channel:
        return grpc.insecure_channel(self.address)

    def stop(self) -> None:
        for successor in self._successors:  # HAProxy processes the switches started
            try:
                os.kill(successor, signal.SIGTERM)
            except ProcessLookupError:
                pass
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self._log.close()


def available(kind: str) -> bool:
    """Return whether the proxy's binary is on PATH."""
    return shutil.which(kind) is not None
