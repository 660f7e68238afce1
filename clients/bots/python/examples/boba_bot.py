#!/usr/bin/env python3
"""An example Boba Mahjong bot: it makes every set it can, and from each keeps the card
that adds most to its drink: a topping to pair with one it has, a number it already
keeps (Freshness), a flavour it already keeps (Presentation)."""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from jongtable_bot import Bot  # noqa: E402
from jongtable_bot.command_line import play_from_command_line  # noqa: E402
from jongtable_bot.moves import make_set  # noqa: E402


class DrinkBot(Bot):
    name = "Barista"

    def worth(self, card, kept):
        face = (self.catalogue or {}).get(card.face)
        if face is None:
            return 0
        same = [k for k in kept if k is not None]
        if face.suit == "topping":
            odd = sum(1 for k in same if k.suit == "topping") % 2
            return 3 + 3 * odd  # Complexity scores toppings two by two
        return 2 * sum(1 for k in same if k.rank == face.rank and k.suit != "topping") + \
            sum(1 for k in same if k.suit == face.suit)

    def make_set(self, view):
        if not view.set_options:
            return None
        kept = [(self.catalogue or {}).get(c["face"]) for c in view.me.get("score_cards") or []]
        option, keep = max(((o, c) for o in view.set_options for c in o.cards),
                           key=lambda oc: self.worth(oc[1], kept))
        return make_set(view, option, keep)  # the other two where the rule sends them


if __name__ == "__main__":
    view = play_from_command_line(DrinkBot(), "boba", __doc__, seats=2)
    result = view.result
    print(f"game over: winner {result['winner']}, scores {result['scores']}; "
          f"I am seat {view.seat} with {len(view.me.get('score_cards') or [])} score cards "
          f"after {view.raw.get('turn')} turns")
