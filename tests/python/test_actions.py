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


class ChineseAmericanAndBoba(unittest.TestCase):
    """The shapes the Chinese, American and Boba sections of protocol/README.md give."""

    def test_a_chinese_call_is_sent_as_it_is(self):
        view = {"hand": [card(40, "C5"), card(41, "C5")],
                "window": {"id": 12, "discarder": 1, "card": card(42, "C5"), "answered": False},
                "legal": {"discard": [], "declare_win": False, "pass": True,
                          "call": [{"group": "pung", "cards": [card(40, "C5"), card(41, "C5")],
                                    "mah_jongg": True}]}}
        call = [a for a in legal_actions(view) if a.type == "call"][0]
        self.assertEqual(call.fields, {"group": "pung", "cards": [40, 41], "mah_jongg": True,
                                       "window": 12})
        self.assertEqual(Bot().decide(View.from_wire(view)), call)  # it finishes the hand

    def test_american_claims_and_charleston(self):
        view = {"hand": [card(i, "B1") for i in range(5)],
                "window": {"id": 3, "discarder": 2, "card": card(9, "B1"), "answered": False},
                "legal": {"pass_cards": True, "passable": [card(i, "B1") for i in range(5)],
                          "max_blind": 0, "vote": False, "offer_courtesy": False,
                          "discard": [], "declare_win": False, "joker_steal": [],
                          "pass": True, "call_mah_jongg": True,
                          "claim": [{"cards": [card(0, "B1"), card(1, "B1")], "size": 3}]}}
        actions = legal_actions(view)
        self.assertIn(Action("pass_cards", {"cards": [0, 1, 2], "blind": 0}), actions)
        self.assertIn(Action("claim", {"cards": [0, 1], "window": 3}), actions)
        self.assertIn(Action("claim_mah_jongg", {"window": 3}), actions)
        self.assertFalse(any(a.type in ("passable", "max_blind", "vote") for a in actions))

    def test_boba_piles(self):
        view = {"phase": "drawing", "hand": [card(3, "taro4")],
                "legal": {"draw_supply": True, "take_pile": [0, 2], "make_set": [],
                          "end_sets": False, "discard": False, "discard_piles": [1]}}
        self.assertEqual(legal_actions(view),
                         [Action("draw_supply"), Action("take_pile", {"pile": 0}),
                          Action("take_pile", {"pile": 2})])
        limit = {"phase": "hand_limit", "hand": [card(3, "taro4")],
                 "legal": {"draw_supply": False, "take_pile": [], "discard": True,
                           "discard_piles": [1]}}
        self.assertEqual(legal_actions(limit), [Action("discard_to_pile", {"card": 3, "pile": 1})])


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
