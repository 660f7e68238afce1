"""The command line every example bot shares: where to play, against whom, with what."""

from __future__ import annotations

import argparse
import json
import sys

from .bot import Bot, run
from .view import View


def play_from_command_line(bot: Bot, ruleset: str, description: str, seats: int = 4,
                           opponents: str = "basic") -> View:
    """Reads ``--url``, ``--code``, ``--seats``, ``--opponents``, ``--options`` and
    ``--settings``, plays one game of `ruleset` with `bot` and returns its last view;
    exits with a message when the game did not finish."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--url", default="ws://localhost:8080/ws")
    p.add_argument("--code", help="join this table instead of creating one")
    p.add_argument("--seats", type=int, default=seats)
    p.add_argument("--opponents", default=opponents,
                   help="server bots for the other seats, cycled, e.g. basic,strong")
    p.add_argument("--options", default="{}",
                   help="the game's options (create_table.options) as JSON")
    p.add_argument("--settings", default="{}", help='other create_table fields as JSON, '
                   'e.g. {"bot_delay_ms": [200, 400]}')
    a = p.parse_args()
    view = run(bot, a.url, a.code, ruleset=ruleset, seats=a.seats,
               opponents=a.opponents.split(","), options=json.loads(a.options),
               settings=json.loads(a.settings))
    if not view or not view.result:
        sys.exit("the game did not finish")
    return view


__all__ = ["play_from_command_line"]
