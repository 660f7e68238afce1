#!/usr/bin/env python3
"""An example Jongtable bot: keeps pairs and runs together, throws its loneliest card."""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from jongtable_bot import Bot, claim_kind  # noqa: E402
from jongtable_bot.command_line import play_from_command_line  # noqa: E402
from jongtable_bot.cards import neighbour  # noqa: E402


class LonelyCardBot(Bot):
    name = "Lonely"

    def discard(self, view):
        faces = view.faces

        def friends(card):  # other copies count most, then numbered neighbours
            near = [neighbour(card.face, d) for d in (-2, -1, 1, 2)]
            return 3 * (faces.count(card.face) - 1) + sum(faces.count(f) for f in near if f)
        return min(view.hand, key=friends)

    def steal(self, view):  # never a mistaken steal: it would cost our next turn
        return claim_kind(view.faces, view.exposed_sets, view.window.card.face) is not None


if __name__ == "__main__":
    view = play_from_command_line(LonelyCardBot(), "nymj", __doc__, opponents="basic,strong")
    print(f"game over: seat {view.result['winner']} won; I am seat {view.seat} "
          f"with {view.tokens} tokens after {view.round} rounds")
