#!/usr/bin/env python3
"""An example Chinese Mah Jongg bot: it calls pungs and kongs (never a chow unless it
wins), and throws honours it holds alone first, then its loneliest suit card."""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from jongtable_bot import Bot  # noqa: E402
from jongtable_bot.command_line import play_from_command_line  # noqa: E402
from jongtable_bot.moves import calls  # noqa: E402

SUITS = ("craks", "dots", "bams")


class PungBot(Bot):
    name = "Punger"

    def call(self, view):
        # A call that wins is taken before this is asked (declare_win says yes).
        chosen = calls(view, "kong") or calls(view, "pung")
        return chosen[0] if chosen else None

    def discard(self, view):
        faces = view.faces
        catalogue = self.catalogue or {}

        def friends(card):  # copies count most; a suit card also has neighbours
            face = catalogue.get(card.face)
            near = 0
            if face is not None and face.suit in SUITS:
                near = sum(1 for c in view.hand if c.face != card.face
                           and catalogue.get(c.face) is not None
                           and catalogue[c.face].suit == face.suit
                           and abs((catalogue[c.face].rank or 0) - (face.rank or 0)) <= 2)
            return (3 * (faces.count(card.face) - 1) + near, face is not None and face.suit in SUITS)
        options = view.legal.discard_options or view.hand
        return min(options, key=friends)


if __name__ == "__main__":
    view = play_from_command_line(PungBot(), "chinese", __doc__)
    result = view.result
    print(f"game over: winners {result['winners']}, scores {result['scores']}; "
          f"I am seat {view.seat} with {view.score} points after "
          f"{view.raw.get('hand_number')} hands")
