"""The bot loop says `ready` once per finished round, so the table need not wait for it."""

import asyncio
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from jongtable_bot.bot import Bot  # noqa: E402


class ScriptedConnection:
    """Hands the loop a fixed list of messages and records what it sends."""

    def __init__(self, messages):
        self.lobby = None
        self.messages = list(messages)
        self.sent = []

    async def receive(self):
        return self.messages.pop(0) if self.messages else None

    async def send(self, type_, **fields):
        self.sent.append((type_, fields))
        return len(self.sent)


def update(phase, **view):
    return {"type": "update", "view": {"viewer": 0, "phase": phase, "hand": [],
                                       "legal": {}, "seats": [], **view}}


def play(bot, messages):
    conn = ScriptedConnection(messages)
    asyncio.run(bot.play(conn))
    return conn.sent


class Ready(unittest.TestCase):
    def test_ready_once_per_finished_round(self):
        sent = play(Bot(), [update("round_over", round=1), update("round_over", round=1),
                            update("awaiting_discard", round=2),
                            update("round_over", round=2), update("game_over", round=2)])
        self.assertEqual(sent, [("ready", {}), ("ready", {})])

    def test_a_chinese_hand_counts_as_a_round(self):
        sent = play(Bot(), [update("hand_over", hand_number=1), update("hand_over", hand_number=1),
                            update("hand_over", hand_number=2)])
        self.assertEqual(sent, [("ready", {}), ("ready", {})])

    def test_a_bot_may_keep_the_table_waiting(self):
        class Slow(Bot):
            def ready(self, view):
                return False
        self.assertEqual(play(Slow(), [update("round_over", round=1)]), [])

    def test_a_spectator_is_never_ready(self):
        self.assertEqual(play(Bot(), [update("round_over", round=1, viewer=None)]), [])


TURN = {"viewer": 1, "phase": "awaiting_discard", "decision": 5,
        "hand": [{"id": 0, "face": "R1"}, {"id": 7, "face": "love"}],
        "just_drawn": {"id": 7, "face": "love"}, "window": None,
        "legal": {"discard": True, "declare_win": False, "steal": False, "pass": False,
                  "expose_options": []}, "seats": []}


class Reconnect(unittest.TestCase):
    def test_a_move_that_got_no_reply_before_a_drop_is_made_again_after_the_resume(self):
        sent = play(Bot(), [update(**TURN), {"type": "reconnecting", "unanswered": [1]},
                            update(**TURN)])
        self.assertEqual(sent, [("discard", {"card": 7}), ("discard", {"card": 7})])

    def test_a_move_answered_before_the_drop_is_not_made_twice(self):
        sent = play(Bot(), [update(**TURN), {"type": "reconnecting", "unanswered": []},
                            update(**TURN)])
        self.assertEqual(sent, [("discard", {"card": 7})])


if __name__ == "__main__":
    unittest.main()
