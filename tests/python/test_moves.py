"""The moves each game leaves open (American's Charleston, Chinese calls, Boba's sets),
built by the helpers in jongtable_bot.moves and chosen by the bot's parts. The view
shapes are those of protocol/README.md."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from jongtable_bot import moves  # noqa: E402
from jongtable_bot.actions import Action  # noqa: E402
from jongtable_bot.bot import Bot  # noqa: E402
from jongtable_bot.cards import Card  # noqa: E402
from jongtable_bot.view import View  # noqa: E402


def card(i, f):
    return {"id": i, "face": f}


AMERICAN_HAND = [card(0, "B1"), card(1, "B1"), card(2, "N"), card(3, "RD"), card(4, "C9"),
                 card(5, "J")]


def american(phase, **legal):
    return View.from_wire({
        "viewer": 0, "phase": phase, "decision": 2, "hand": AMERICAN_HAND, "window": None,
        "sealed": {"charleston": 1, "direction": "right", "step": 0, "steps": 3},
        "legal": {"pass_cards": False, "passable": [], "max_blind": 0, "vote": False,
                  "offer_courtesy": False, "discard": [], "declare_win": False,
                  "joker_steal": [], "pass": False, "call_mah_jongg": False, "claim": [],
                  **legal},
        "seats": []})


CHARLESTON = american("charleston", pass_cards=True, passable=AMERICAN_HAND[:5])


class Charleston(unittest.TestCase):
    def test_a_pass_of_any_three_passable_cards(self):
        cards = [Card(2, "N"), Card(3, "RD"), Card(4, "C9")]
        built = moves.charleston_pass(CHARLESTON, cards)
        self.assertEqual(built, Action("pass_cards", {"cards": [2, 3, 4], "blind": 0}))
        self.assertNotIn(built, CHARLESTON.actions)  # not the one spelled out...
        self.assertTrue(CHARLESTON.allows(built))  # ...but one the view leaves open

    def test_a_pass_the_view_does_not_allow(self):
        joker = moves.charleston_pass(CHARLESTON, [Card(5, "J"), Card(2, "N"), Card(3, "RD")])
        short = moves.charleston_pass(CHARLESTON, [Card(2, "N"), Card(3, "RD")])
        blind = moves.charleston_pass(CHARLESTON, [Card(2, "N"), Card(3, "RD")], blind=1)
        for action in (joker, short, blind):
            self.assertFalse(CHARLESTON.allows(action), action)

    def test_a_blind_pass_on_a_last_pass(self):
        last = american("charleston", pass_cards=True, passable=AMERICAN_HAND[:5], max_blind=2)
        self.assertTrue(last.allows(moves.charleston_pass(last, [Card(2, "N")], blind=2)))

    def test_the_bots_own_pass_is_sent(self):
        class Passer(Bot):
            def charleston(self, view):
                return moves.charleston_pass(view, moves.passable(view)[2:5])
        chosen = Passer()._choose(CHARLESTON, defaults=False)
        self.assertEqual(chosen.fields, {"cards": [2, 3, 4], "blind": 0})
        self.assertEqual(Passer().decide(CHARLESTON), chosen)

    def test_the_default_pass_is_the_first_three_passable(self):
        self.assertEqual(Bot().decide(CHARLESTON).fields, {"cards": [0, 1, 2], "blind": 0})

    def test_the_vote(self):
        vote = american("dance_vote", vote=True)
        self.assertEqual(Bot().decide(vote), moves.dance_again_vote(False))

        class Dancer(Bot):
            def dance_again(self, view):
                return True
        self.assertEqual(Dancer().decide(vote), Action("vote_dance_again", {"yes": True}))

    def test_the_courtesy_offer(self):
        courtesy = american("courtesy", offer_courtesy=True)
        self.assertEqual(Bot().decide(courtesy), Action("offer_courtesy", {"cards": []}))
        one = moves.courtesy_offer([Card(4, "C9")])
        self.assertTrue(courtesy.allows(one))
        self.assertFalse(courtesy.allows(moves.courtesy_offer([Card(99, "C9")])))  # not held
        self.assertFalse(courtesy.allows(moves.courtesy_offer([Card(5, "J")])))

        class Giver(Bot):
            def courtesy(self, view):
                return one
        self.assertEqual(Giver().decide(courtesy).fields, {"cards": [4]})


CHINESE_WINDOW = View.from_wire({
    "viewer": 1, "phase": "claim_window", "decision": 7,
    "hand": [card(40, "C5"), card(41, "C5"), card(42, "C5"), card(44, "C6"), card(48, "C7")],
    "window": {"id": 12, "discarder": 0, "card": card(43, "C5"), "answered": False},
    "legal": {"discard": [], "declare_win": False, "pass": True,
              "call": [{"group": "chow", "cards": [card(44, "C6"), card(48, "C7")],
                        "mah_jongg": False},
                       {"group": "pung", "cards": [card(40, "C5"), card(41, "C5")],
                        "mah_jongg": False},
                       {"group": "kong", "cards": [card(40, "C5"), card(41, "C5"),
                                                   card(42, "C5")], "mah_jongg": False}]},
    "seats": []})


class ChineseCalls(unittest.TestCase):
    def test_calls_by_group_carry_the_window(self):
        self.assertEqual([a.fields for a in moves.calls(CHINESE_WINDOW, "pung")],
                         [{"group": "pung", "cards": [40, 41], "mah_jongg": False,
                           "window": 12}])
        self.assertEqual(len(moves.calls(CHINESE_WINDOW)), 3)

    def test_the_default_call_uses_most_cards(self):
        self.assertEqual(Bot().decide(CHINESE_WINDOW).fields["group"], "kong")

    def test_a_bot_that_never_calls_passes(self):
        class Quiet(Bot):
            def call(self, view):
                return None
        self.assertEqual(Quiet().decide(CHINESE_WINDOW), Action("pass", {"window": 12}))


def boba(phase, hand, piles, make_set=(), **legal):
    return View.from_wire({
        "viewer": 0, "phase": phase, "current": 0, "decision": 4, "hand": hand,
        "piles": piles, "seats": [{"seat": 0, "hand_count": len(hand), "score_cards": []}],
        "legal": {"draw_supply": False, "take_pile": [], "make_set": list(make_set),
                  "end_sets": phase != "drawing", "discard": False,
                  "discard_piles": [0, 1, 2], **legal}})


# Hand 4-5 Taro and a 0 Matcha; pile 1's only card, 6 Taro, makes a set with the 4 and 5.
BOBA_HAND = [card(4, "taro4"), card(5, "taro5"), card(9, "matcha0")]
BOBA_PILES = [[card(20, "mango2")], [card(6, "taro6")], [card(30, "butterfly3")]]
BOBA_SETS = [{"cards": [card(4, "taro4"), card(5, "taro5")], "pile": 1,
              "pile_card": card(6, "taro6")},
             {"cards": [card(4, "taro4"), card(5, "taro5"), card(9, "matcha0")], "pile": None}]


class BobaSets(unittest.TestCase):
    def setUp(self):
        self.view = boba("sets_or_draw", BOBA_HAND, BOBA_PILES, BOBA_SETS, draw_supply=True)

    def test_the_offered_sets_with_their_pile_card(self):
        options = self.view.set_options
        self.assertEqual([[c.face for c in o.cards] for o in options],
                         [["taro4", "taro5", "taro6"], ["taro4", "taro5", "matcha0"]])
        self.assertEqual([o.pile for o in options], [1, None])
        self.assertEqual([c.id for c in options[0].from_hand], [4, 5])

    def test_a_set_with_its_kept_card_and_the_others_placed(self):
        option = self.view.set_options[0]
        built = moves.make_set(self.view, option, keep=option.cards[2], piles=[0, 2])
        self.assertEqual(built.fields, {"cards": [4, 5], "pile": 1, "keep": 6,
                                        "others": [{"card": 4, "pile": 0},
                                                   {"card": 5, "pile": 2}]})
        self.assertTrue(self.view.allows(built))

    def test_the_others_go_first_to_the_pile_the_set_emptied(self):
        option = self.view.set_options[0]  # takes pile 1's only card
        built = moves.make_set(self.view, option, keep=option.cards[0])
        self.assertEqual(built.fields["others"], [{"card": 5, "pile": 1},
                                                  {"card": 6, "pile": 1}])

    def test_a_zero_leaves_the_game_and_fills_no_pile(self):
        piles = [[card(20, "mango2")], [], [card(30, "butterfly3")]]
        hand = [card(1, "matcha0"), card(4, "taro4"), card(5, "taro5")]
        view = boba("making_sets", hand, piles, [{"cards": hand, "pile": None}])
        option = view.set_options[0]
        built = moves.make_set(view, option, keep=option.cards[2])
        # The 0 is named first but leaves the game: pile 1 is still empty for the 4.
        self.assertEqual(built.fields["others"], [{"card": 1, "pile": 1},
                                                  {"card": 4, "pile": 1}])

    def test_each_set_is_offered_once_per_kept_card(self):
        sets = self.view.actions_of("make_set")
        self.assertEqual(len(sets), 6)
        self.assertEqual(sorted(a.fields["keep"] for a in sets[:3]), [4, 5, 6])

    def test_a_set_the_view_does_not_offer(self):
        option = self.view.set_options[1]
        wrong_keep = moves.make_set(self.view, option, keep=Card(20, "mango2"))
        self.assertFalse(self.view.allows(wrong_keep))
        bad_pile = moves.make_set(self.view, option, keep=option.cards[0], piles=[0, 3])
        self.assertFalse(self.view.allows(bad_pile))

    def test_the_bots_own_set_is_sent(self):
        class Keeper(Bot):
            def make_set(self, view):
                option = view.set_options[1]
                return moves.make_set(view, option, keep=option.cards[2], piles=[2, 2])
        chosen = Keeper().decide(self.view)
        self.assertEqual(chosen.fields["keep"], 9)
        self.assertEqual(Keeper()._choose(self.view, defaults=False), chosen)

    def test_the_default_turn(self):
        drawing = boba("drawing", BOBA_HAND, BOBA_PILES, draw_supply=True, take_pile=[0, 1, 2])
        self.assertEqual(Bot().decide(drawing), Action("draw_supply"))
        self.assertEqual(Bot().decide(self.view).type, "make_set")
        no_set = boba("sets_or_draw", BOBA_HAND, BOBA_PILES, draw_supply=True)
        self.assertEqual(Bot().decide(no_set), Action("draw_supply"))  # room: draw again
        done = boba("making_sets", BOBA_HAND, BOBA_PILES)
        self.assertEqual(Bot().decide(done), Action("end_sets"))


if __name__ == "__main__":
    unittest.main()
