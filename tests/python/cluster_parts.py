"""Real cluster parts for the SDK's tests, each started for real and ready when its call
returns: PostgreSQL (initdb + pg_ctl -w, as tests/pg/pg_cluster.cpp starts it, as the
postgres user when run as root), jongtable-server nodes (ready at their "listening on"
line), and HAProxy (daemon mode: its parent exits once the port is bound).

Run as a program, it serves a whole cluster to a test in another language (the browser
test tests/web/e2e/cluster_moved.test.mjs):

    JONGTABLE_SERVER=<jongtable-server> python3 cluster_parts.py --serve \
        [--nodes 2] [--web-root DIR] [--lease-ms 2000] [--node-arg=--flag ...]

starts PostgreSQL, the nodes node-1 .. node-N (serving the web client from --web-root,
clients/web/dist by default) and HAProxy, and prints one JSON line on stdout:
{"ready": true, "door": <HAProxy's port>, "nodes": [{"id", "port", "pid", "log"}, ...]}.
Then it reads one command a line on stdin and answers each with one JSON line, always
with "ok" (and "error" when not ok):

    drain ID      SIGTERM: the node drains (moved to its clients) and exits; answered at once
    wait ID       answered once the node has exited: {"exit": its status, -N for signal N}
    kill ID       SIGKILL, answered once it is gone
    start ID      starts it again on its port, answered once it listens and HAProxy has it up
    holder CODE   the live table of that code in PostgreSQL: {"node", "fencing", "valid"
                  (the lease unexpired by the database's clock), "finished"}; "node" null
                  when it has no lease row
    status        {"nodes": [{"id", "port", "running", "pid"}]}
    log ID [N]    the last N (40) lines of the node's log
    door ID STATE HAProxy's state for the node: drain (round-robin sends it nothing new;
                  the ?node= hint still reaches it) or ready
    quit          stops everything and answers {"bye": true}

Everything is stopped on quit, when stdin closes (the test that started it went away),
or on SIGTERM, SIGINT or SIGHUP. Each node's log goes to a temporary folder removed at
the end, or to $JONGTABLE_CLUSTER_LOGS/<id>.log (kept) when that is set. Anything the
parts themselves print goes to stderr: stdout carries the JSON lines alone."""

import glob
import json
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import sys
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

    def __init__(self, binary, node_id, store, lease_ms=2000, extra_args=(), log_path=None):
        self.binary, self.node_id, self.store, self.lease_ms = binary, node_id, store, lease_ms
        self.extra_args = list(extra_args)  # more server flags, after the ones below
        self.port, self.process = 0, None
        # Each node's log (every start appends), to read when a test fails.
        self.log_path = log_path or os.path.join(tempfile.gettempdir(),
                                                 f"jongtable-node-{node_id}-{os.getpid()}.log")

    def start(self):
        with open(self.log_path, "a") as log:
            self.process = subprocess.Popen(
                [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--store",
                 self.store, "--node-id", self.node_id, "--lease-ms", str(self.lease_ms),
                 "--trusted-proxy", "127.0.0.1", "--allow-short-clocks", "--busy-lag-ms", "0",
                 "--log-level", "warn", *self.extra_args],
                stdout=subprocess.PIPE, stderr=log, text=True)
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
        self.admin_command(f"set server nodes/{node_id} health up")

    def set_state(self, node_id, state):
        """ready, or drain: HAProxy's round-robin sends a drained server nothing new, while
        the ?node= hint (use-server) still reaches it; so a test can say which node a
        socket without a hint lands on."""
        self.admin_command(f"set server nodes/{node_id} state {state}")

    def admin_command(self, command):
        with socket.socket(socket.AF_UNIX) as s:
            s.connect(self.admin)
            s.sendall(f"{command}\n".encode())
            s.shutdown(socket.SHUT_WR)
            answer = s.recv(4096).decode().strip()
        if answer:
            raise SystemExit(f"HAProxy refused {command!r}: {answer}")

    def stop(self):
        try:
            with open(self.pidfile) as f:
                for pid in f.read().split():
                    os.kill(int(pid), signal.SIGTERM)
        except (OSError, ValueError):
            pass
        shutil.rmtree(self.dir, ignore_errors=True)


# ---- cluster_parts.py --serve: a whole cluster for a test in another language ----

REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TABLE_CODE = re.compile(r"^[A-Za-z0-9]{1,16}$")


class Cluster:
    """PostgreSQL, nodes node-1 .. node-N and HAProxy, and the commands --serve obeys."""

    def __init__(self, binary, count, web_root, lease_ms, node_args):
        self.pg, self.door, self.nodes = None, None, {}
        self.keep_logs = os.environ.get("JONGTABLE_CLUSTER_LOGS")
        self.log_dir = self.keep_logs or tempfile.mkdtemp(prefix="jongtable-cluster-logs-")
        os.makedirs(self.log_dir, exist_ok=True)
        try:
            self.pg = Postgres()
            for i in range(1, count + 1):
                node_id = f"node-{i}"
                self.nodes[node_id] = Node(
                    binary, node_id, self.pg.uri, lease_ms=lease_ms,
                    extra_args=["--web-root", web_root, *node_args],
                    log_path=os.path.join(self.log_dir, f"{node_id}.log"))
                self.nodes[node_id].start()
            self.door = Haproxy(list(self.nodes.values()))
        except BaseException:
            self.stop()
            raise

    def ready(self):
        return {"ready": True, "door": self.door.port, "store": self.pg.uri,
                "nodes": [{"id": n.node_id, "port": n.port, "pid": n.process.pid,
                           "log": n.log_path} for n in self.nodes.values()]}

    def node(self, node_id):
        if node_id not in self.nodes:
            raise LookupError(f"no node {node_id!r} (nodes: {', '.join(self.nodes)})")
        return self.nodes[node_id]

    @staticmethod
    def running(node):
        return node.process is not None and node.process.poll() is None

    def command(self, line):
        words = line.split()
        if not words:
            raise ValueError("an empty command")
        cmd, args = words[0], words[1:]
        if cmd == "drain":
            node = self.node(*args)
            if not self.running(node):
                raise RuntimeError(f"{node.node_id} is not running")
            node.signal(signal.SIGTERM)
            return {"node": node.node_id, "pid": node.process.pid}
        if cmd == "wait":
            node = self.node(*args)
            return {"node": node.node_id, "exit": node.wait(timeout=STARTUP_SECONDS)}
        if cmd == "kill":
            node = self.node(*args)
            if not self.running(node):
                raise RuntimeError(f"{node.node_id} is not running")
            node.signal(signal.SIGKILL)
            return {"node": node.node_id, "exit": node.wait(timeout=STARTUP_SECONDS)}
        if cmd == "start":
            node = self.node(*args)
            if self.running(node):
                raise RuntimeError(f"{node.node_id} is running already")
            node.start()
            self.door.mark_up(node.node_id)
            return {"node": node.node_id, "port": node.port, "pid": node.process.pid}
        if cmd == "holder":
            return self.holder(*args)
        if cmd == "status":
            return {"nodes": [{"id": n.node_id, "port": n.port, "running": self.running(n),
                               "pid": n.process.pid if n.process else None}
                              for n in self.nodes.values()]}
        if cmd == "door":
            node_id, state = args
            if state not in ("drain", "ready"):
                raise ValueError(f"door {node_id}: drain or ready, not {state!r}")
            self.door.set_state(self.node(node_id).node_id, state)
            return {"node": node_id, "state": state}
        if cmd == "log":
            node = self.node(args[0])
            return {"node": node.node_id,
                    "log": node.log_tail(int(args[1]) if len(args) > 1 else 40)}
        raise ValueError(f"unknown command {cmd!r}")

    def holder(self, code):
        if not TABLE_CODE.match(code):
            raise ValueError(f"not a table code: {code!r}")
        sql = ("SELECT coalesce(l.node_id, ''), coalesce(l.fencing, 0), "
               "coalesce(l.expires_at > now(), false), t.finished_ms IS NOT NULL "
               "FROM tables t LEFT JOIN table_leases l ON l.table_id = t.id "
               f"WHERE t.code = '{code}' ORDER BY t.created_ms DESC LIMIT 1")
        out = subprocess.run(
            [f"{self.pg.bin}/psql", "-X", "-q", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1",
             "-h", "127.0.0.1", "-p", str(self.pg.port), "-U", "jongtable", "-d", "jongtable",
             "-c", sql], check=True, capture_output=True, text=True).stdout.strip()
        if not out:
            raise LookupError(f"no table {code} in the store")
        node, fencing, valid, finished = out.split("\t")
        return {"code": code, "node": node or None, "fencing": int(fencing),
                "valid": valid == "t", "finished": finished == "t"}

    def stop(self):
        if self.door:
            self.door.stop()
        for node in self.nodes.values():
            node.stop()
        if self.pg:
            self.pg.stop()
        if not self.keep_logs:
            shutil.rmtree(self.log_dir, ignore_errors=True)


def serve(argv):
    import argparse
    parser = argparse.ArgumentParser(prog="cluster_parts.py --serve")
    parser.add_argument("--serve", action="store_true", required=True)
    parser.add_argument("--nodes", type=int, default=2)
    parser.add_argument("--web-root", default=os.path.join(REPO_ROOT, "clients", "web", "dist"))
    parser.add_argument("--lease-ms", type=int, default=2000)
    parser.add_argument("--node-arg", action="append", default=[],
                        help="one more jongtable-server flag for every node (repeat)")
    opts = parser.parse_args(argv)
    # The JSON lines have stdout to themselves: whatever else the parts print goes to stderr.
    answers = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr

    def say(obj):
        try:
            answers.write(json.dumps(obj) + "\n")
        except OSError:
            pass  # whoever asked has gone: nothing to tell

    binary = os.environ.get("JONGTABLE_SERVER")
    if not binary or not os.access(binary, os.X_OK):
        say({"ready": False, "error": f"set JONGTABLE_SERVER to a jongtable-server binary "
                                      f"(got {binary!r})"})
        return 2
    if not os.path.isfile(os.path.join(opts.web_root, "index.html")):
        say({"ready": False, "error": f"no web client in {opts.web_root} (build it: "
                                      f"cd clients/web && npm run build)"})
        return 2

    def leave(signum, _frame):
        raise SystemExit(128 + signum)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, leave)

    cluster = None
    try:
        try:
            cluster = Cluster(binary, opts.nodes, os.path.abspath(opts.web_root), opts.lease_ms,
                              opts.node_arg)
        except (Exception, SystemExit) as e:
            say({"ready": False, "error": f"the cluster did not start: {e}"})
            return 1
        say(cluster.ready())
        for line in sys.stdin:
            if line.strip() == "quit":
                break
            try:
                say({"ok": True, **cluster.command(line)})
            except (Exception, SystemExit) as e:
                say({"ok": False, "error": f"{type(e).__name__}: {e}"})
        return 0
    finally:
        if cluster:
            cluster.stop()
        say({"ok": True, "bye": True})


if __name__ == "__main__":
    if "--serve" in sys.argv[1:]:
        sys.exit(serve(sys.argv[1:]))
    sys.exit("usage: JONGTABLE_SERVER=<binary> cluster_parts.py --serve [--nodes N] "
             "[--web-root DIR] [--lease-ms MS] [--node-arg=--flag ...]")
