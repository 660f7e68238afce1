#!/usr/bin/python3
"""The Docker image, tested for real with podman (no Docker engine needed).

Builds docker/Dockerfile (with --prebuilt-server, around the server the build under test
made, instead of compiling it again in the image), runs the image with its data on a named volume and a
loopback port, waits for /healthz, plays a game against three bots over the WebSocket,
stops the container with SIGTERM (it must exit cleanly), starts it again and checks
that the game is still there: the resume token still works, the table is at the same
version with the same hand, and play goes on. Then replaces the container with a new
one on the same volume (an upgrade) and resumes the game once more.

Needs: podman (+ runc, uidmap, fuse-overlayfs, slirp4netns), debootstrap (only the
first time, to make the debian:bookworm-slim base when it is missing; the result is
cached as a tarball), python3-websockets. Network access to the Debian mirror for the
image's apt-get.
"""

import argparse
import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
try:
    import game_client  # noqa: E402
except ModuleNotFoundError as missing:  # python3-websockets, most likely
    sys.exit(f"FAIL: {missing}: apt-get install python3-websockets")

BASE_IMAGE = "debian:bookworm-slim"
CONTAINERS_CONF = """[containers]
default_ulimits=["nofile=1024:1024","nproc=4096:4096"]

[engine]
runtime="runc"
"""
APT_HINT = ("apt-get install podman buildah runc uidmap fuse-overlayfs slirp4netns "
            "debootstrap python3-websockets")

# Under CTest's TIMEOUT for the test (2400 s), so a stuck build still fails with the
# containers cleaned up rather than being killed with them left running.
BUILD_TIMEOUT_S = 1800
# "[1/2] STEP 2/7: RUN apt-get ..." (multi-stage) or "STEP 2/7: ...", and the commits.
BUILD_STEP = re.compile(r"(\[\d+/\d+\] )?(STEP \d+/\d+:|COMMIT)")

timings = {}


class TestFailure(Exception):
    pass


def step(name):
    """Prints and times one step of the test."""
    class Timer:
        def __enter__(self):
            print(f"== {name}", flush=True)
            self.start = time.monotonic()

        def __exit__(self, *exc):
            timings[name] = time.monotonic() - self.start
            print(f"   ({timings[name]:.1f} s)", flush=True)
    return Timer()


def run(args, env, check=True, log=None, timeout=None):
    """Runs a command; its output goes to `log` (a path) or is captured and returned."""
    if log is not None:
        with open(log, "ab") as out:
            result = subprocess.run(args, env=env, stdout=out, stderr=subprocess.STDOUT,
                                    timeout=timeout)
        if check and result.returncode != 0:
            tail = Path(log).read_text(errors="replace").splitlines()[-40:]
            raise TestFailure(f"{' '.join(args)} failed ({result.returncode}); log {log}:\n"
                              + "\n".join(tail))
        return ""
    result = subprocess.run(args, env=env, capture_output=True, text=True, timeout=timeout)
    if check and result.returncode != 0:
        raise TestFailure(f"{' '.join(args)} failed ({result.returncode}):\n"
                          f"{result.stdout}\n{result.stderr}")
    return result.stdout.strip()


def prebuilt_context(args, env, work_dir):
    """A build context for the Dockerfile's prebuilt stage: the files of docker/ the runtime
    stage copies, and docker/prebuilt/ as the compiled stage would have left /out."""
    context = work_dir / "context"
    shutil.rmtree(context, ignore_errors=True)
    prebuilt = context / "docker" / "prebuilt"
    prebuilt.mkdir(parents=True)
    shutil.copy2(args.repo / "docker" / "healthcheck.sh", context / "docker")
    run(["strip", "-o", str(prebuilt / "jongtable-server"), str(args.prebuilt_server)], env)
    if not (args.prebuilt_web / "index.html").exists():
        raise TestFailure(f"no web client in {args.prebuilt_web}: build it first "
                          "(scripts/build.sh does)")
    shutil.copytree(args.prebuilt_web, prebuilt / "web")
    packages = run([str(args.repo / "docker" / "runtime-packages.sh"),
                    str(prebuilt / "jongtable-server")], env)
    (prebuilt / "runtime-packages").write_text(packages + "\n")
    return context


def build_image(args, env, log, context):
    """podman build, its output in `log` with each line stamped with the seconds since the
    build began; returns (seconds, step) for every step of the Dockerfile."""
    command = ["podman", "build", "--format", "docker", "--network", "host",
               "--ignorefile", str(args.repo / "docker" / "Dockerfile.dockerignore"),
               "-f", str(args.repo / "docker" / "Dockerfile"), "-t", args.image]
    if context != args.repo:
        command += ["--build-arg", "SERVER_FROM=prebuilt"]
    command.append(str(context))
    start = time.monotonic()
    steps = []  # [start, line]
    with open(log, "w", encoding="utf-8") as out, subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            errors="replace") as build:
        for line in build.stdout:
            now = time.monotonic() - start
            out.write(f"{now:7.1f} {line}")
            out.flush()  # the log is there to be watched while the build runs
            if BUILD_STEP.match(line):
                steps.append([now, line.strip()])
            if now > BUILD_TIMEOUT_S:
                build.kill()
                raise TestFailure(f"the image build took over {BUILD_TIMEOUT_S} s; log {log}")
        code = build.wait()
    end = time.monotonic() - start
    if code != 0:
        tail = Path(log).read_text(errors="replace").splitlines()[-40:]
        raise TestFailure(f"podman build failed ({code}); log {log}:\n" + "\n".join(tail))
    return [(following - begin, name) for (begin, name), following
            in zip(steps, [s[0] for s in steps[1:]] + [end])]


def ensure_base_image(env, cache_dir, work_dir):
    if subprocess.run(["podman", "image", "exists", BASE_IMAGE], env=env).returncode == 0:
        print(f"   {BASE_IMAGE} already present")
        return
    tarball = cache_dir / "debian-bookworm-minbase.tar"
    if not tarball.exists():
        if shutil.which("debootstrap") is None:
            raise TestFailure(f"no {BASE_IMAGE} image and no debootstrap to make one: {APT_HINT}")
        for attempt in (1, 2):  # once more after a mirror hiccup
            root = Path(tempfile.mkdtemp(prefix="bookworm-", dir=work_dir))
            try:
                run(["debootstrap", "--variant=minbase", "bookworm", str(root)], env,
                    log=work_dir / "debootstrap.log", timeout=900)
                break
            except TestFailure:
                shutil.rmtree(root, ignore_errors=True)
                if attempt == 2:
                    raise
        # As the real slim image does: no downloaded packages, no package lists.
        for leftover in [*root.glob("var/cache/apt/archives/*.deb"),
                         *root.glob("var/lib/apt/lists/*_Packages")]:
            leftover.unlink()
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = tarball.with_suffix(".partial")
        run(["tar", "-C", str(root), "-cf", str(partial), "."], env)
        partial.rename(tarball)
        shutil.rmtree(root, ignore_errors=True)
    with open(tarball, "rb") as source:
        result = subprocess.run(["podman", "import", "-", BASE_IMAGE], env=env, stdin=source,
                                capture_output=True, text=True)
    if result.returncode != 0:
        raise TestFailure(f"podman import failed: {result.stderr}")


def check_image_config(env, image):
    config = json.loads(run(["podman", "image", "inspect", "--format", "{{json .Config}}",
                             image], env))
    # Docker's inspect keeps it in Config.Healthcheck, podman's at the top level.
    health = config.get("Healthcheck") or json.loads(
        run(["podman", "image", "inspect", "--format", "{{json .HealthCheck}}", image], env)
        or "null") or {}
    problems = []
    if "jongtable-healthcheck" not in " ".join(health.get("Test") or []):
        problems.append(f"no HEALTHCHECK kept (was the image built with --format docker?): {health}")
    if config.get("User") in (None, "", "root", "0"):
        problems.append(f"runs as root: User={config.get('User')!r}")
    if "8080/tcp" not in (config.get("ExposedPorts") or {}):
        problems.append(f"port 8080 not exposed: {config.get('ExposedPorts')}")
    if "/data" not in (config.get("Volumes") or {}):
        problems.append(f"no /data volume: {config.get('Volumes')}")
    if config.get("StopSignal") not in ("SIGTERM", "15"):
        problems.append(f"stop signal is {config.get('StopSignal')!r}")
    if problems:
        raise TestFailure("image configuration: " + "; ".join(problems))


def check_running_container(env, container, port):
    """What a self-hoster relies on: the server is not root, its data dir (the volume) is
    writable by it, and the web client is served."""
    status = run(["podman", "exec", container, "cat", "/proc/1/status"], env)
    ids = {line.split(":")[0]: line.split()[1:] for line in status.splitlines()
           if line.startswith(("Uid:", "Gid:"))}
    if any(not ids.get(kind) or "0" in ids[kind] for kind in ("Uid", "Gid")):
        raise TestFailure(f"the server (PID 1) runs with {ids}, not as a plain user")
    comm = run(["podman", "exec", container, "cat", "/proc/1/comm"], env)
    if comm != "jongtable-serve":  # comm is cut at 15 characters
        raise TestFailure(f"PID 1 is {comm!r}, not the server: SIGTERM would not reach it")
    data_dir = run(["podman", "exec", container, "sh", "-c", 'echo "$JONGTABLE_DATA_DIR"'], env)
    mounts = json.loads(run(["podman", "inspect", "--format", "{{json .Mounts}}", container],
                            env))
    if not any(m.get("Destination") == data_dir and m.get("Type") == "volume" for m in mounts):
        raise TestFailure(f"the data dir {data_dir!r} is not the volume: mounts {mounts}")
    probe = f"{data_dir}/.write-probe"
    run(["podman", "exec", container, "sh", "-c", f'echo ok > "{probe}" && rm "{probe}"'], env)
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as reply:
        page = reply.read().decode("utf-8", errors="replace")
    if reply.status != 200 or "<html" not in page.lower():
        raise TestFailure(f"GET / did not serve the web client: HTTP {reply.status}, "
                          f"{page[:200]!r}")


def start_container(env, image, container, volume):
    """podman run on the volume and a loopback port; returns the port once healthy."""
    # game_client.py plays at machine speed: its table's clocks are below the floors a
    # normal server keeps, so this one lowers them (a test-only flag).
    run(["podman", "run", "-d", "--name", container, "-p", "127.0.0.1::8080",
         "-e", "JONGTABLE_ALLOW_SHORT_CLOCKS=1", "-v", f"{volume}:/data", image], env)
    port = published_port(env, container)
    wait_healthy(env, container, port, deadline_s=60)
    return port


def stop_container(env, container):
    """podman stop sends the image's STOPSIGNAL; the server must exit 0 on its own."""
    run(["podman", "stop", "--time", "30", container], env)
    code = run(["podman", "inspect", "--format", "{{.State.ExitCode}}", container], env)
    if code != "0":
        logs = run(["podman", "logs", "--tail", "30", container], env, check=False)
        raise TestFailure(f"exit code {code} after SIGTERM (137 means it had to be "
                          f"killed); logs:\n{logs}")


def published_port(env, container):
    # "127.0.0.1:40123" (one line per binding).
    binding = run(["podman", "port", container, "8080/tcp"], env).splitlines()[0]
    return int(binding.rsplit(":", 1)[1])


def wait_healthy(env, container, port, deadline_s):
    """Polls /healthz until it answers 200; fails early if the container stops."""
    deadline = time.monotonic() + deadline_s
    url = f"http://127.0.0.1:{port}/healthz"
    last = "no answer yet"
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as reply:
                if reply.status == 200:
                    return
                last = f"HTTP {reply.status}"
        except (urllib.error.URLError, ConnectionError, OSError) as error:
            last = str(error)
        state = run(["podman", "inspect", "--format", "{{.State.Status}}", container], env)
        if state not in ("running", "created", "configured"):
            logs = run(["podman", "logs", container], env, check=False)
            raise TestFailure(f"container {state} before it was healthy; logs:\n{logs}")
        time.sleep(0.1)  # a poll interval, not a wait for a guessed duration
    logs = run(["podman", "logs", container], env, check=False)
    raise TestFailure(f"/healthz not 200 within {deadline_s} s ({last}); logs:\n{logs}")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parents[2])
    parser.add_argument("--work-dir", type=Path, default=None,
                        help="scratch folder (default: a new temporary one)")
    parser.add_argument("--cache-dir", type=Path,
                        default=Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
                        / "jongtable")
    parser.add_argument("--image", default="localhost/jongtable:container-test")
    parser.add_argument("--prebuilt-server", type=Path, default=None,
                        help="a jongtable-server built on this (bookworm) host: the image takes "
                             "it instead of compiling the server again")
    parser.add_argument("--prebuilt-web", type=Path, default=None,
                        help="with --prebuilt-server: the built web client (clients/web/dist)")
    # 14 own discards in all: a game of bots with no delay can end in about 24 (a run
    # against the sanitized server did: "the game ended before the next restart point"),
    # and a few discards at each stage show the game goes on.
    parser.add_argument("--moves-before-restart", type=int, default=6,
                        help="own discards before the restart")
    parser.add_argument("--moves-after-restart", type=int, default=4)
    parser.add_argument("--moves-after-upgrade", type=int, default=4)
    args = parser.parse_args()

    for tool in ("podman", "tar"):
        if shutil.which(tool) is None:
            print(f"FAIL: {tool} is not installed: {APT_HINT}", file=sys.stderr)
            return 1

    work_dir = args.work_dir or Path(tempfile.mkdtemp(prefix="jongtable-container-test-"))
    work_dir.mkdir(parents=True, exist_ok=True)
    for old_log in ("build.log", "debootstrap.log"):
        (work_dir / old_log).unlink(missing_ok=True)
    env = dict(os.environ)
    if "CONTAINERS_CONF" not in env:
        conf = work_dir / "containers.conf"
        conf.write_text(CONTAINERS_CONF)
        env["CONTAINERS_CONF"] = str(conf)
    suffix = f"{os.getpid()}"
    container = f"jongtable-test-{suffix}"
    volume = f"jongtable-test-data-{suffix}"
    started = time.monotonic()
    try:
        with step("base image"):
            ensure_base_image(env, args.cache_dir, work_dir)
        with step("build the image"):
            context = args.repo
            if args.prebuilt_server:
                context = prebuilt_context(args, env, work_dir)
            for seconds, name in build_image(args, env, work_dir / "build.log", context):
                if seconds >= 1:  # the slow steps, to see where the time goes
                    print(f"   {seconds:6.1f} s  {name[:110]}")
            check_image_config(env, args.image)
            size = run(["podman", "image", "inspect", "--format", "{{.Size}}", args.image], env)
            print(f"   image size {int(size) / 1e6:.0f} MB")
        with step("start the container"):
            run(["podman", "volume", "create", volume], env)
            port = start_container(env, args.image, container, volume)
            # The image's own HEALTHCHECK command, run the way the engine runs it.
            run(["podman", "healthcheck", "run", container], env)
            check_running_container(env, container, port)
        with step("play against three bots"):
            saved = asyncio.run(game_client.play_until_restart_point(
                f"ws://127.0.0.1:{port}/ws", args.moves_before_restart))
            print(f"   at version {saved.version}, {len(saved.view['hand'])} cards in hand")
        with step("stop with SIGTERM"):
            stop_container(env, container)
        with step("start again"):
            run(["podman", "start", container], env)
            port = published_port(env, container)
            wait_healthy(env, container, port, deadline_s=60)
        with step("resume the game and play on"):
            saved = asyncio.run(game_client.resume_and_play_on(
                f"ws://127.0.0.1:{port}/ws", saved, args.moves_after_restart,
                stop_on_own_turn=True))
        # A restart keeps the container's own files; an upgrade does not: only the volume
        # carries the game from the old container to the new one.
        with step("replace the container (as an upgrade does)"):
            stop_container(env, container)
            run(["podman", "rm", container], env)
            port = start_container(env, args.image, container, volume)
        with step("resume the game in the new container"):
            asyncio.run(game_client.resume_and_play_on(
                f"ws://127.0.0.1:{port}/ws", saved, args.moves_after_upgrade))
    except (TestFailure, game_client.GameFailure, subprocess.TimeoutExpired) as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        return 1
    finally:
        subprocess.run(["podman", "rm", "-f", "-t", "0", container], env=env,
                       capture_output=True)
        subprocess.run(["podman", "volume", "rm", "-f", volume], env=env, capture_output=True)
        print("timings: " + ", ".join(f"{k} {v:.1f} s" for k, v in timings.items())
              + f"; total {time.monotonic() - started:.1f} s", flush=True)
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
