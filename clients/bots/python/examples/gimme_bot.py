#!/usr/bin/env python3
"""An example Gimme! Mahjong bot written as one decide(view): it keeps its Jokers, grabs
tiles that make bigger sets, and drops a tile of the face it holds fewest of."""
import os, sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from jongtable_bot import Bot  # noqa: E402
from jongtable_bot.command_line import play_from_command_line  # noqa: E402


class CountingBot(Bot):
    name = "Counter"

    def is_joker(self, card):  # the catalogue says which face is the Joker
        return self.catalogue is not None and self.catalogue[card.face].suit == "joker"

    def decide(self, view):
        by_type = {}
        for action in view.actions:
            by_type.setdefault(action.type, []).append(action)
        if "declare_win" in by_type:  # every tile in a set: Mahjong
            return by_type["declare_win"][0]
        if "joker_steal" in by_type:  # a Joker is worth more than the tile given for it
            return by_type["joker_steal"][0]
        counts = Counter(c.face for c in view.hand)
        if "claim" in by_type:
            # Gimme with real tiles only, and only for a triple or more: Jokers stay
            # in hand for later, and a pair laid down early is a small set.
            real = [a for a in by_type["claim"] if not any(self.is_joker(c) for c in a.cards)]
            if real:
                best = max(real, key=lambda a: len(a.cards))
                if len(best.cards) >= 2:
                    return best
        if "pass" in by_type:
            return by_type["pass"][0]
        if "discard" in by_type:
            # Drop a lone tile (never a Joker); the fewest copies first, then the newest.
            droppable = [a for a in by_type["discard"] if not self.is_joker(a.card)]
            return min(droppable or by_type["discard"], key=lambda a: counts[a.card.face])
        return None


if __name__ == "__main__":
    view = play_from_command_line(CountingBot(), "gimme", __doc__)
    result = view.result
    print(f"game over: winners {result['winners']}, scores {result['scores']}; "
          f"I am seat {view.seat} with {view.score} points after {view.round} rounds")
