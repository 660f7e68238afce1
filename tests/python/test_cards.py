"""The SDK's hand helpers agree with the rulebook, so a bot can check before STEAL!."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from jongtable_bot.cards import claim_kind, is_set, is_winning, set_completions  # noqa: E402
from jongtable_bot.view import View  # noqa: E402


class Sets(unittest.TestCase):
    def test_identical_and_runs(self):
        self.assertTrue(is_set("love", "love", "love"))
        self.assertTrue(is_set("B4", "B6", "B5"))
        self.assertFalse(is_set("B5", "B6", "B1"))  # no wrap-around
        self.assertFalse(is_set("R1", "B2", "G3"))  # one suit only
        self.assertFalse(is_set("spring", "summer", "fall"))  # Seasons make identical sets


class Winning(unittest.TestCase):
    HAND = ["R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love", "love"]

    def test_three_sets_and_a_pair(self):
        self.assertTrue(is_winning(self.HAND))
        self.assertFalse(is_winning(self.HAND[:-1] + ["pride"]))

    def test_exposed_sets_count(self):
        self.assertTrue(is_winning(["G2", "G3", "G4", "love", "love"], exposed_sets=2))
        self.assertFalse(is_winning(["G2", "G3", "G4", "love", "love"], exposed_sets=1))


class Claims(unittest.TestCase):
    WAITING = ["R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love"]

    def test_the_last_card_wins(self):
        self.assertEqual(claim_kind(self.WAITING, 0, "love"), "wins")

    def test_a_set_with_two_concealed_cards(self):
        self.assertEqual(claim_kind(self.WAITING, 0, "R4"), "completes_set")
        self.assertEqual(set_completions(self.WAITING, "R4"), [("R2", "R3")])

    def test_a_pair_alone_is_a_mistake(self):
        hand = ["R1", "R3", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"]
        self.assertIsNone(claim_kind(hand, 0, "love"))
        self.assertIsNone(claim_kind(hand, 0, "G3"))
        self.assertEqual(claim_kind(hand, 0, "R2"), "completes_set")


class Views(unittest.TestCase):
    def test_reads_the_wire_view(self):
        card = lambda i, f: {"id": i, "face": f}  # noqa: E731
        view = View.from_wire({
            "viewer": 1, "phase": "claim_window", "round": 2, "decision": 9, "current": 0,
            "hand": [card(0, "R1"), card(3, "R2")], "just_drawn": None,
            "stolen_card": None, "discard_pile": [card(6, "R3")],
            "window": {"id": 12, "discarder": 0, "card": card(6, "R3"), "closes_in_ms": 900,
                       "called": [], "answered": False},
            "legal": {"discard": False, "declare_win": False, "steal": True, "pass": True,
                      "expose_options": []},
            "seats": [{"seat": 1, "tokens": 8, "exposed": [[card(9, "R4"), card(12, "R5"),
                                                            card(15, "R6")]]}],
            "result": None})
        self.assertEqual(view.faces, ["R1", "R2"])
        self.assertEqual(view.window.card.face, "R3")
        self.assertTrue(view.legal.pass_)
        self.assertEqual(view.exposed_sets, 1)
        self.assertEqual(view.tokens, 8)


if __name__ == "__main__":
    unittest.main()
