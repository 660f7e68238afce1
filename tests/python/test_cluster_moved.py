"""The SDK's bot plays one game through HAProxy while the node under it is drained and,
later, the node it moved to is killed -9.

Two real nodes on one real PostgreSQL behind real HAProxy (cluster_parts.py). The bot
asks for node a (?node=a) and creates its table there. In mid-game, at known points of
the game (the bot's own update handler), node a gets SIGTERM: it drains, hands the table
over and sends the bot `moved`; the bot follows to the node named and resumes. Node a is
started again; then the node now holding the table is killed -9: the bot's hint fails,
HAProxy sends it round-robin, and it resumes once node a adopts the table (its lease
lapsed). The game must end, with the bot having followed at least one `moved`.
Meanwhile a spectator asks node a for the table that node b then holds: a sends it on
(`moved` naming b), it follows with ?node=b and its join is answered there.

usage: test_cluster_moved.py <jongtable-server binary>
"""

import asyncio
import logging
import os
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from cluster_parts import Haproxy, Node, Postgres  # noqa: E402
from jongtable_bot import Bot, Connection  # noqa: E402

GAME_SECONDS = 240
DRAIN_AT, RESTART_AT, KILL_AT = 6, 14, 24  # updates the bot has seen


class Disrupted(Bot):
    name = "Follower"

    def __init__(self, nodes):
        self.nodes, self.updates, self.done = nodes, 0, []
        self.conn, self.url, self.watcher, self.door = None, None, None, None

    def on_update(self, view, events):
        self.updates += 1
        a, b = self.nodes
        if self.updates == DRAIN_AT:
            a.signal(signal.SIGTERM)
            self.done.append("drained a")
        elif self.updates == RESTART_AT:
            a.wait()  # its drain is long over: the bot has had updates from the next node
            a.start()
            self.door.mark_up("a")
            self.done.append("restarted a")
            self.watcher = asyncio.get_running_loop().create_task(
                watch(self.url, self.conn.lobby["table"]["code"]))
        elif self.updates == KILL_AT:
            holder = b if self.conn.node != "a" else a
            holder.signal(signal.SIGKILL)
            holder.wait()
            self.done.append(f"killed {holder.node_id}")


async def watch(url, code):
    """A spectator that asks node a for a table node b holds; returns (its join's reply,
    the node it ended on, the moves it followed)."""
    conn = await Connection.open(url, "Watcher")
    try:
        joined = await conn.request("join_table", code=code, **{"as": "spectator"})
        return joined, conn.node, conn.moves
    finally:
        await conn.close()


async def play(url, bot):
    conn = await Connection.open(url, bot.name)
    bot.conn, bot.url = conn, url
    try:
        await conn.request("create_table", seats=3, starting_tokens=6, claim_window_ms=300,
                           turn_clock_ms=10000, between_rounds_ms=600000, bot_delay_ms=[0, 20])
        await conn.request("take_seat", seat=0)
        for seat in (1, 2):
            await conn.request("add_bot", seat=seat, strength="basic")
        await conn.request("start_game")
        view = await bot.play(conn)
        return view, conn, await bot.watcher if bot.watcher else None
    finally:
        await conn.close()


def main():
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    pg = Postgres()
    nodes, door, bot = [], None, None
    try:
        nodes = [Node(sys.argv[1], "a", pg.uri), Node(sys.argv[1], "b", pg.uri)]
        for node in nodes:
            node.start()
        door = Haproxy(nodes)
        bot = Disrupted(nodes)
        bot.door = door
        view, conn, watched = asyncio.run(asyncio.wait_for(
            play(f"ws://127.0.0.1:{door.port}/ws?node=a", bot), GAME_SECONDS))
    except BaseException:
        print(f"after {bot.updates if bot else 0} updates; {', '.join(bot.done) if bot else ''}")
        for node in nodes:
            print(f"--- node {node.node_id}'s log, last lines:\n{node.log_tail()}")
        raise
    finally:
        if door:
            door.stop()
        for node in nodes:
            node.stop()
        pg.stop()
    print(f"{bot.updates} updates; {', '.join(bot.done)}; moves followed {conn.moves}, "
          f"resumes {conn.resumes}")
    if len(bot.done) != 3:
        raise SystemExit("the game ended before the nodes were all disrupted")
    if conn.moves < 1 or conn.resumes < 2:
        raise SystemExit("the bot did not follow a moved and resume after both")
    print(f"the spectator: {watched[0].get('type') if watched else None} on node "
          f"{watched[1] if watched else None} after {watched[2] if watched else 0} moves")
    if not watched or watched[0].get("type") != "lobby" or watched[1] != "b" or watched[2] < 1:
        raise SystemExit("the spectator was not sent on to node b and joined there")
    if view is None or view.phase != "game_over":
        raise SystemExit(f"the bot did not see the game end (last phase: "
                         f"{view.phase if view else None})")
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
