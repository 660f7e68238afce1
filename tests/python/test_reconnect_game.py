"""The SDK's bot plays on through a server killed with SIGKILL and started again.

The real server on a SQLite folder; the bot plays Not Your Ma's Jong against server bots.
Twice in mid-game (from inside the bot's own update handler, so at a known point of the
game, with no timing guessed) the server is killed -9 and a new one is started on the same
folder and port. The bot must reconnect and resume by itself (connection.py), answer
again what got no reply, and finish the game.

usage: test_reconnect_game.py <jongtable-server binary>
"""

import asyncio
import logging
import os
import queue
import re
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from jongtable_bot import Bot, create_and_play  # noqa: E402

STARTUP_SECONDS = 30
GAME_SECONDS = 240
KILL_AT_UPDATES = (6, 20)


class Server:
    """One jongtable-server process on a data folder; `restart` kills it -9 first."""

    def __init__(self, binary, data_dir):
        self.binary, self.data_dir, self.port, self.process = binary, data_dir, 0, None

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--data-dir",
             self.data_dir, "--allow-short-clocks", "--busy-lag-ms", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
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
                raise SystemExit("the server did not say it was listening in time")
            if line is None:
                raise SystemExit(f"the server exited early with {self.process.wait()}")
            found = re.search(r"listening on (\S+):(\d+)", line)
            if found:
                self.port = int(found.group(2))
                return

    def restart(self):
        self.process.kill()
        self.process.wait()
        self.start()

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()


class KilledMidGame(Bot):
    name = "Survivor"

    def __init__(self, server):
        self.server, self.updates, self.restarts = server, 0, 0

    def on_update(self, view, events):
        self.updates += 1
        if self.updates in KILL_AT_UPDATES:
            # The loop is blocked meanwhile: the bot's socket sees its server die, and
            # only then a new one, as a player behind a crashed node would.
            self.server.restart()
            self.restarts += 1


def main():
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    with tempfile.TemporaryDirectory() as data_dir:
        server = Server(sys.argv[1], data_dir)
        server.start()
        bot = KilledMidGame(server)
        try:
            view = asyncio.run(asyncio.wait_for(create_and_play(
                bot, f"ws://127.0.0.1:{server.port}/ws", seats=3, opponents=("basic",),
                settings={"starting_tokens": 6, "claim_window_ms": 300,
                          "turn_clock_ms": 10000, "between_rounds_ms": 600000,
                          "bot_delay_ms": [0, 20]}), GAME_SECONDS))
        finally:
            server.stop()
    if bot.restarts != len(KILL_AT_UPDATES):
        raise SystemExit(f"the game ended after {bot.updates} updates, before both kills")
    if view is None or view.phase != "game_over":
        raise SystemExit(f"the bot did not see the game end (last phase: "
                         f"{view.phase if view else None})")
    print(f"game over after {bot.updates} updates and {bot.restarts} kills")
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
