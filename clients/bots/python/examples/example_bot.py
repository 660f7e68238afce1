#!/usr/bin/env python3
"""An example Jongtable bot: keeps pairs and runs together, throws its loneliest card."""
import argparse, json, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from jongtable_bot import Bot, claim_kind, run  # noqa: E402
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
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--url", default="ws://localhost:8080/ws")
    p.add_argument("--code", help="join this table instead of creating one")
    p.add_argument("--seats", type=int, default=4)
    p.add_argument("--opponents", default="basic,strong", help="server bots for the other seats")
    p.add_argument("--settings", default="{}", help='create_table fields, e.g. {"turn_clock_ms": 5000}')
    a = p.parse_args()
    view = run(LonelyCardBot(), a.url, a.code, seats=a.seats,
               opponents=a.opponents.split(","), settings=json.loads(a.settings))
    if not view or not view.result:
        sys.exit("the game did not finish")
    print(f"game over: seat {view.result['winner']} won; I am seat {view.seat} "
          f"with {view.tokens} tokens after {view.round} rounds")
