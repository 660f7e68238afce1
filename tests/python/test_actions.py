"""The SDK reads `legal` as ready intents for every game, and `decide` sends one of them."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from jongtable_bot.actions import Action, legal_actions  # noqa: E402
from jongtable_bot.bot import Bot  # noqa: E402
from jongtable_bot.view import Catalogue, View  # noqa: E402


def card(i, f):
    return {"id": i, "face": f}


NYMJ_WINDOW = {
    "viewer": 1, "phase": "claim_window", "decision": 4,
    "hand": [card(0, "R1"), card(3, "R2"), card(7, "love")],
    "window": {"id": 12, "discarder": 0, "card": card(6, "R3"), "called": [],
               "answered": False},
    "legal": {"discard": False, "declare_win": False, "steal": True, "pass": True,
              "expose_options": []},
    "seats": []}

NYMJ_TURN = {
    "viewer": 1, "phase": "awaiting_discard", "decision": 5,
    "hand": [card(0, "R1"), card(3, "R2"), card(7, "love")], "just_drawn": card(7, "love"),
    "window": None,
    "legal": {"discard": True, "declare_win": False, "steal": False, "pass": False,
              "expose_options": []},
    "seats": []}

GIMME_TURN = {
    "viewer": 0, "phase": "awaiting_discard", "decision": 3,
    "hand": [card(0, "D1"), card(1, "D1"), card(40, "B2"), card(112, "J")],
    "just_drawn": card(40, "B2"), "window": None,
    "legal": {"discard": [card(0, "D1"), card(1, "D1"), card(40, "B2"), card(112, "J")],
              "declare_win": False, "pass": False, "claim": [],
              "joker_steal": [{"card": card(41, "B2"), "seat": 2, "set": 0}]},
    "seats": [{"seat": 0, "score": 4}]}

GIMME_WINDOW = {
    "viewer": 0, "phase": "claim_window", "decision": 3,
    "hand": [card(0, "D1"), card(1, "D1"), card(112, "J")], "window":
        {"id": 9, "dropper": 2, "card": card(2, "D1"), "called": [], "answered": False},
    "legal": {"discard": [], "declare_win": False, "pass": True,
              "claim": [[card(0, "D1")], [card(0, "D1"), card(1, "D1")],
                        [card(0, "D1"), card(112, "J")]],
              "joker_steal": []},
    "seats": []}


class LegalActions(unittest.TestCase):
    def test_nymj_window_answers_name_the_window(self):
        self.assertEqual(legal_actions(NYMJ_WINDOW),
                         [Action("steal", {"window": 12}), Action("pass", {"window": 12})])

    def test_nymj_discard_true_means_any_card_in_hand(self):
        self.assertEqual([a.fields for a in legal_actions(NYMJ_TURN)],
                         [{"card": 0}, {"card": 3}, {"card": 7}])

    def test_gimme_lists_each_drop_and_each_joker_steal(self):
        actions = legal_actions(GIMME_TURN)
        self.assertEqual([a.fields["card"] for a in actions if a.type == "discard"],
                         [0, 1, 40, 112])
        steal = [a for a in actions if a.type == "joker_steal"]
        self.assertEqual(steal, [Action("joker_steal", {"card": 41, "seat": 2, "set": 0})])
        self.assertEqual(steal[0].card.face, "B2")

    def test_gimme_claims_carry_their_tiles_and_the_window(self):
        claims = [a for a in legal_actions(GIMME_WINDOW) if a.type == "claim"]
        self.assertEqual([a.fields for a in claims],
                         [{"cards": [0], "window": 9}, {"cards": [0, 1], "window": 9},
                          {"cards": [0, 112], "window": 9}])
        self.assertIn(Action("pass", {"window": 9}), legal_actions(GIMME_WINDOW))

    def test_nothing_legal_means_no_actions(self):
        self.assertEqual(legal_actions({"legal": {"discard": [], "claim": [],
                                                  "declare_win": False}}), [])


class DefaultDecisions(unittest.TestCase):
    def test_nymj_passes_a_steal_that_would_be_a_mistake(self):
        view = View.from_wire({**NYMJ_WINDOW, "window": {**NYMJ_WINDOW["window"],
                                                          "card": card(9, "G5")}})
        self.assertEqual(Bot().decide(view), Action("pass", {"window": 12}))

    def test_nymj_steals_a_card_that_completes_a_set(self):
        self.assertEqual(Bot().decide(View.from_wire(NYMJ_WINDOW)),
                         Action("steal", {"window": 12}))

    def test_nymj_discards_the_card_just_drawn(self):
        self.assertEqual(Bot().decide(View.from_wire(NYMJ_TURN)), Action("discard", {"card": 7}))

    def test_gimme_claims_with_the_most_tiles(self):
        chosen = Bot().decide(View.from_wire(GIMME_WINDOW))
        self.assertEqual(chosen.type, "claim")
        self.assertEqual(len(chosen.cards), 2)

    def test_gimme_discards_a_listed_tile(self):
        self.assertEqual(Bot().decide(View.from_wire(GIMME_TURN)), Action("discard", {"card": 40}))

    def test_an_answered_window_is_left_alone(self):
        view = View.from_wire({**GIMME_WINDOW,
                               "window": {**GIMME_WINDOW["window"], "answered": True}})
        self.assertIsNone(Bot().decide(view))

    def test_a_decide_override_is_one_method(self):
        class Passer(Bot):
            def decide(self, view):
                return view.actions_of("pass")[0]
        self.assertEqual(Passer()._choose(View.from_wire(GIMME_WINDOW), defaults=False),
                         Action("pass", {"window": 9}))

    def test_an_action_not_offered_falls_back_to_the_defaults(self):
        class Wrong(Bot):
            def decide(self, view):
                return Action("discard", {"card": 999})
        chosen = Wrong()._choose(View.from_wire(GIMME_TURN), defaults=False)
        self.assertIn(chosen, View.from_wire(GIMME_TURN).actions)

    def test_another_games_intents_get_a_legal_answer(self):
        view = View.from_wire({"viewer": 0, "phase": "charleston", "hand": [],
                               "legal": {"charleston_pass": [[card(1, "X"), card(2, "Y")]],
                                         "declare_win": False}})
        self.assertEqual(Bot().decide(view), Action("charleston_pass", {"cards": [1, 2]}))


class Catalogues(unittest.TestCase):
    def test_names_suits_and_copies(self):
        cat = Catalogue.from_wire([{"face": "D5", "name": "5 Dots", "suit": "dots", "rank": 5,
                                    "copies": 4},
                                   {"face": "J", "name": "Joker", "suit": "joker", "rank": 0,
                                    "copies": 8}])
        self.assertEqual(cat.name("D5"), "5 Dots")
        self.assertEqual(cat["J"].suit, "joker")
        self.assertEqual(cat["J"].copies, 8)
        self.assertEqual(cat.name("??"), "??")

    def test_the_view_reads_a_gimme_seat(self):
        view = View.from_wire(GIMME_TURN)
        self.assertEqual(view.score, 4)
        self.assertEqual([c.face for c in view.legal.discard_options], ["D1", "D1", "B2", "J"])
        self.assertTrue(view.legal.discard)
        self.assertEqual(view.legal.joker_steals[0]["card"].id, 41)


if __name__ == "__main__":
    unittest.main()
