"""An example bot plays a whole game against server-side bots through the real server.

Starts the server binary on port 0, reads the port from its "listening on" line
(bounded wait, no sleeps), runs an example from clients/bots/python/examples against it
and checks that the game ended with a winner and that the server refused nothing.

usage: test_example_bot_game.py <jongtable-server binary> [nymj|gimme|american|chinese|boba]
"""

import os
import queue
import re
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
EXAMPLES = os.path.join(ROOT, "clients", "bots", "python", "examples")
# Per game: the example, its arguments (quick windows and server bots, a short game) and
# what it prints at the end of a finished game. The pause between rounds is left long:
# only the bot's `ready` lets the next round start before the test's time runs out.
QUICK_BOTS = ["--settings", '{"bot_delay_ms": [0, 20]}']
GAMES = {
    "nymj": ("example_bot.py",
             ["--seats", "3", "--opponents", "basic,strong", "--settings",
              '{"starting_tokens": 10, "claim_window_ms": 300, "turn_clock_ms": 10000,'
              ' "between_rounds_ms": 600000, "bot_delay_ms": [0, 20]}'],
             r"game over: seat \d won; I am seat 0 with \d+ tokens"),
    "gimme": ("gimme_bot.py",
              ["--seats", "3", "--opponents", "basic", "--options",
               '{"gimme_window_ms": 300, "turn_clock_ms": 10000, "between_rounds_ms": 600000}',
               *QUICK_BOTS],
              r"game over: winners \[[\d, ]+\], scores \[[\d, ]+\]; I am seat 0 "
              r"with \d+ points after 3 rounds"),
    "american": ("american_bot.py",
                 ["--seats", "4", "--options",
                  '{"call_window_ms": 500, "pass_clock_ms": 10000, "turn_clock_ms": 10000,'
                  ' "between_rounds_ms": 60000}', *QUICK_BOTS],
                 r"game over: winners \[[\d, ]*\], scores \[[-\d, ]+\]; I am seat 0 "
                 r"with -?\d+ points after 4 rounds"),
    "chinese": ("chinese_bot.py",
                ["--seats", "3", "--options",
                 '{"claim_window_ms": 300, "turn_clock_ms": 10000, "between_hands_ms": 600000}',
                 *QUICK_BOTS],
                r"game over: winners \[[\d, ]*\], scores \[[-\d, ]+\]; I am seat 0 "
                r"with -?\d+ points after 3 hands"),
    "boba": ("boba_bot.py",
             ["--options", '{"turn_clock_ms": 10000}', *QUICK_BOTS],
             r"game over: winner (\d|None), scores \[[\d, ]+\]; I am seat 0 with \d+ "
             r"score cards after \d+ turns"),
}
STARTUP_SECONDS = 30
GAME_SECONDS = 240


def start_server(binary, data_dir):
    # The quick windows and bots above are below a normal server's floors. No load
    # shedding: it answers a shared CI core's speed, not the rules (tests/hardening has it).
    server = subprocess.Popen([binary, "--port", "0", "--bind", "127.0.0.1",
                               "--data-dir", data_dir, "--allow-short-clocks",
                               "--busy-lag-ms", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines = queue.Queue()

    def pump():
        for line in server.stdout:
            lines.put(line)
        lines.put(None)
    threading.Thread(target=pump, daemon=True).start()
    while True:
        try:
            line = lines.get(timeout=STARTUP_SECONDS)
        except queue.Empty:
            server.kill()
            raise SystemExit("the server did not say it was listening in time")
        if line is None:
            raise SystemExit(f"the server exited early with {server.wait()}")
        found = re.search(r"listening on (\S+):(\d+)", line)
        if found:
            return server, int(found.group(2))


def main():
    binary = sys.argv[1]
    example, arguments, finished = GAMES[sys.argv[2] if len(sys.argv) > 2 else "nymj"]
    with tempfile.TemporaryDirectory() as data_dir:
        server, port = start_server(binary, data_dir)
        try:
            game = subprocess.run(
                [sys.executable, os.path.join(EXAMPLES, example),
                 "--url", f"ws://127.0.0.1:{port}/ws", *arguments],
                capture_output=True, text=True, timeout=GAME_SECONDS)
        finally:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
    print(game.stdout, end="")
    print(game.stderr, end="", file=sys.stderr)
    if game.returncode != 0:
        raise SystemExit(f"the example bot failed with exit code {game.returncode}")
    if not re.search(finished, game.stdout):
        raise SystemExit("the example bot did not report a finished game")
    if "refused" in game.stderr:
        raise SystemExit("the server refused an intent of the example bot")
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
