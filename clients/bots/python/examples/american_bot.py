#!/usr/bin/env python3
"""An example American Mah Jongg bot: in the Charleston it passes the cards it holds
fewest of, votes against a second Charleston and offers one lone card across; in play it
keeps Jokers and Flowers, throws its loneliest card and calls only for Mah Jongg."""
import os, sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from jongtable_bot import Bot  # noqa: E402
from jongtable_bot.command_line import play_from_command_line  # noqa: E402
from jongtable_bot.moves import charleston_pass, courtesy_offer, passable  # noqa: E402

KEEP = ("jokers", "flowers")  # suits nearly every hand on the card can use


class CharlestonBot(Bot):
    name = "Dancer"

    def loneliest(self, view, cards):
        """`cards` from least to most wanted: fewest copies in hand first, Jokers and
        Flowers last."""
        counts = Counter(view.faces)
        keep = {f for f, face in (self.catalogue or {}).items() if face.suit in KEEP}
        return sorted(cards, key=lambda c: (c.face in keep, counts[c.face], -c.id))

    def charleston(self, view):
        return charleston_pass(view, self.loneliest(view, passable(view))[:3])

    def dance_again(self, view):
        return False

    def courtesy(self, view):
        # One card across, if one is a lone face; the partner gives back as many.
        lone = [c for c in self.loneliest(view, view.hand) if view.faces.count(c.face) == 1]
        return courtesy_offer(lone[:1] if lone and lone[0].face != "J" else [])

    def claim(self, view):
        return None  # expose nothing: a concealed hand keeps every hand on the card open

    def discard(self, view):
        options = view.legal.discard_options or view.hand
        return self.loneliest(view, options)[0]


if __name__ == "__main__":
    view = play_from_command_line(CharlestonBot(), "american", __doc__)
    result = view.result
    print(f"game over: winners {result['winners']}, scores {result['scores']}; "
          f"I am seat {view.seat} with {view.score} points after {view.round} rounds")
