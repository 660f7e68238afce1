"""A Not Your Ma's Jong view sends its round history once, then only the new rounds: the
SDK keeps the whole history in ``view.raw`` (protocol/README.md)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from jongtable_bot.view import View, with_history  # noqa: E402


class History(unittest.TestCase):
    def test_a_full_view_is_kept_as_sent(self):
        full = {"phase": "round_over", "history": [{"round": 1}]}
        self.assertIs(with_history(full, None), full)

    def test_an_update_adds_its_new_rounds_to_those_before(self):
        before = {"history": [{"round": 1}, {"round": 2}]}
        update = {"phase": "round_over", "history": [{"round": 3}], "history_from": 2}
        merged = with_history(update, before)
        self.assertEqual([r["round"] for r in merged["history"]], [1, 2, 3])
        self.assertNotIn("history_from", merged)
        quiet = with_history({"history": [], "history_from": 3}, merged)
        self.assertEqual(len(quiet["history"]), 3)
        self.assertEqual(len(View.from_wire(quiet).raw["history"]), 3)


if __name__ == "__main__":
    unittest.main()
