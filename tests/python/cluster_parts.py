"""Real cluster parts for the SDK's tests, each started for real and ready when its call
returns: PostgreSQL (initdb + pg_ctl -w, as tests/pg/pg_cluster.cpp starts it, as the
postgres user when run as root), jongtable-server nodes (ready at their "listening on"
line), and HAProxy (daemon mode: its parent exits once the port is bound)."""

import glob
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading

STARTUP_SECONDS = 60


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Postgres:
    def __init__(self):
        self.bin = sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                          key=lambda p: int(p.split("/")[-2]))[-1]
        self.dir = tempfile.mkdtemp(prefix="jongtable-sdk-pg-")
        self.as_owner = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            self.as_owner = ["runuser", "-u", "postgres", "--"]
        data = os.path.join(self.dir, "data")
        subprocess.run(self.as_owner + [f"{self.bin}/initdb", "-D", data, "-U", "jongtable",
                                        "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.port = free_port()
        subprocess.run(self.as_owner + [
            f"{self.bin}/pg_ctl", "-D", data, "-l", os.path.join(self.dir, "server.log"), "-w",
            "-t", str(STARTUP_SECONDS), "-o",
            f"-c port={self.port} -c listen_addresses=127.0.0.1 "
            f"-c unix_socket_directories={self.dir}", "start"],
            check=True, stdout=subprocess.DEVNULL)
        subprocess.run(self.as_owner + [f"{self.bin}/createdb", "-h", "127.0.0.1", "-p",
                                        str(self.port), "-U", "jongtable", "jongtable"],
                       check=True)
        self.uri = f"postgresql://jongtable@127.0.0.1:{self.port}/jongtable"

    def stop(self):
        subprocess.run(self.as_owner + [f"{self.bin}/pg_ctl", "-D",
                                        os.path.join(self.dir, "data"), "-m", "immediate",
                                        "stop"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        shutil.rmtree(self.dir, ignore_errors=True)


class Node:
    """One jongtable-server on the shared store; keeps its port across restarts, so the
    front door's configuration stays right."""

    def __init__(self, binary, node_id, store, lease_ms=2000):
        self.binary, self.node_id, self.store, self.lease_ms = binary, node_id, store, lease_ms
        self.port, self.process = 0, None
        # Each node's log (every start appends), to read when a test fails.
        self.log_path = os.path.join(tempfile.gettempdir(), f"jongtable-node-{node_id}-{os.getpid()}.log")

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--store",
             self.store, "--node-id", self.node_id, "--lease-ms", str(self.lease_ms),
             "--trusted-proxy", "127.0.0.1", "--allow-short-clocks", "--busy-lag-ms", "0",
             "--log-level", "warn"],
            stdout=subprocess.PIPE, stderr=open(self.log_path, "a"), text=True)
        lines = queue.Queue()

        def pump(out):
            for line in out:
                lines.put(line)
            lines.put(None)
        threading.Thread(target=pump, args=(self.process.stdout,), daemon=True).start()
        while True:
            try:
                line = lines.get(timeout=STARTUP_SECONDS)
            except queue.Empty:
                self.process.kill()
                raise SystemExit(f"node {self.node_id} did not say it was listening in time")
            if line is None:
                raise SystemExit(f"node {self.node_id} exited early: {self.process.wait()}")
            found = re.search(r"listening on (\S+):(\d+)", line)
            if found:
                self.port = int(found.group(2))
                return

    def log_tail(self, lines=40):
        try:
            with open(self.log_path) as log:
                return "".join(log.readlines()[-lines:])
        except OSError:
            return ""

    def signal(self, sig):
        self.process.send_signal(sig)

    def wait(self, timeout=60):
        return self.process.wait(timeout=timeout)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


HAPROXY_CFG = """global
    maxconn 2000
    stats socket {admin} level admin
defaults
    mode http
    option forwardfor
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout tunnel 1h
frontend www
    bind 127.0.0.1:{port}
    default_backend nodes
backend nodes
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
    default-server check inter 200ms fall 2 rise 1
{rules}
{servers}
"""


class Haproxy:
    """The front door of docker/haproxy.cfg in small: round-robin with health checks, and
    one use-server rule per node for the ?node= hint."""

    def __init__(self, nodes):
        self.dir = tempfile.mkdtemp(prefix="jongtable-sdk-haproxy-")
        self.port = free_port()
        config = os.path.join(self.dir, "haproxy.cfg")
        with open(config, "w") as f:
            self.admin = os.path.join(self.dir, "admin.sock")
            f.write(HAPROXY_CFG.format(
                port=self.port, admin=self.admin,
                rules="\n".join(f"    use-server {n.node_id} if {{ urlp(node) -m str {n.node_id} }}"
                                for n in nodes),
                servers="\n".join(f"    server {n.node_id} 127.0.0.1:{n.port}" for n in nodes)))
        self.pidfile = os.path.join(self.dir, "haproxy.pid")
        subprocess.run(["/usr/sbin/haproxy", "-D", "-p", self.pidfile, "-f", config], check=True)

    def mark_up(self, node_id):
        """Tells HAProxy a restarted node is up now rather than at its next health check,
        so that where a hinted socket goes is known, not a race with the check."""
        with socket.socket(socket.AF_UNIX) as s:
            s.connect(self.admin)
            s.sendall(f"set server nodes/{node_id} health up\n".encode())
            s.shutdown(socket.SHUT_WR)
            answer = s.recv(4096).decode().strip()
        if answer:
            raise SystemExit(f"HAProxy refused to mark {node_id} up: {answer}")

    def stop(self):
        try:
            with open(self.pidfile) as f:
                for pid in f.read().split():
                    os.kill(int(pid), signal.SIGTERM)
        except (OSError, ValueError):
            pass
        shutil.rmtree(self.dir, ignore_errors=True)
