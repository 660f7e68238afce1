"""A bot for one seat: override a few methods, then `run` it.

The server sends the seat's complete view after every change of the game. When the
view says this seat may act (its ``legal`` actions), the bot is asked, once per
decision or claim window:

- ``declare_win(view)`` when the hand wins (default: yes);
- ``discard(view)`` for the card to throw (default: the card just drawn);
- ``steal(view)`` when another seat's discard is open (default: only a valid claim);
- ``expose(view)`` for the two cards that join a stolen one (default: the first option).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Optional

from .cards import Card, claim_kind
from .connection import Connection, ProtocolError
from .view import View

log = logging.getLogger("jongtable_bot")


class Bot:
    name = "PyBot"

    # ---- decisions: override these ------------------------------------------------
    def declare_win(self, view: View) -> bool:
        return True

    def discard(self, view: View) -> Card:
        return view.just_drawn or view.hand[-1]

    def steal(self, view: View) -> bool:
        return claim_kind(view.faces, view.exposed_sets, view.window.card.face) is not None

    def expose(self, view: View) -> tuple:
        return view.legal.expose_options[0]

    # ---- news: override to watch the game -----------------------------------------
    def on_update(self, view: View, events: list) -> None:
        pass

    def on_game_over(self, view: View) -> None:
        pass

    # ---- the loop ------------------------------------------------------------------
    def _intent(self, view: View, defaults: bool = False) -> Optional[tuple]:
        """What to send for this view, as (situation, type, fields), or None. With
        `defaults`, the base class's choices are used instead of the overrides."""
        pick = Bot if defaults else type(self)
        legal = view.legal
        if legal.declare_win and pick.declare_win(self, view):
            return ("win", view.decision), "declare_win", {}
        if legal.expose_options:
            first, second = pick.expose(self, view)
            return ("expose", view.decision), "expose", {"cards": [first.id, second.id]}
        if view.window and not view.window.answered and (legal.steal or legal.pass_):
            wants = legal.steal and pick.steal(self, view)
            return ("window", view.window.id), "steal" if wants else "pass", \
                {"window": view.window.id}
        if legal.discard:
            return ("turn", view.decision), "discard", {"card": pick.discard(self, view).id}
        return None

    async def play(self, conn: Connection) -> Optional[View]:
        """Answers turns and windows until the game ends; returns the last view."""
        view: Optional[View] = None
        answered: set = set()  # situations answered, so each is answered once
        retried: set = set()   # situations already answered a second time
        sent: dict = {}        # seq of each intent sent -> its situation
        while True:
            message = await conn.receive()
            if message is None:
                return view
            kind = message.get("type")
            if kind == "error" and message.get("re") in sent:
                situation = sent.pop(message["re"])
                code = message.get("code")
                log.warning("refused %s: %s", situation, code)
                if situation in retried or view is None:
                    continue
                # Try once more: the same choice if the message was merely dropped,
                # the defaults if the override chose something the rules refuse.
                retried.add(situation)
                answered.discard(situation)
                if code == "rate_limited":
                    await asyncio.sleep(0.2)
                await self._answer(conn, view, answered, sent,
                                   defaults=code != "rate_limited")
                continue
            if kind == "bye":
                return view
            if kind != "update":
                continue
            view = View.from_wire(message["view"])
            self.on_update(view, message.get("events") or [])
            if view.phase == "game_over":
                self.on_game_over(view)
                return view
            await self._answer(conn, view, answered, sent)

    async def _answer(self, conn, view, answered, sent, defaults=False) -> None:
        chosen = self._intent(view, defaults)
        if chosen is None:
            return
        situation, type_, fields = chosen
        if situation in answered:
            return
        answered.add(situation)
        sent[await conn.send(type_, **fields)] = situation


async def create_and_play(bot: Bot, url: str, *, seats: int = 4, opponents=("basic",),
                          settings: Optional[dict] = None) -> Optional[View]:
    """Creates a table, sits in seat 0, fills the other seats with server bots of the
    given strengths (cycled), starts the game and plays it to the end."""
    conn = await Connection.open(url, bot.name)
    try:
        created = await conn.request("create_table", seats=seats, **(settings or {}))
        log.info("table %s", created.get("code"))
        await conn.request("take_seat", seat=0)
        for seat in range(1, seats):
            await conn.request("add_bot", seat=seat,
                               strength=opponents[(seat - 1) % len(opponents)])
        await conn.request("start_game")
        return await bot.play(conn)
    finally:
        await conn.close()


async def join_and_play(bot: Bot, url: str, code: str) -> Optional[View]:
    """Joins the table with this code as a player and plays once the host starts."""
    conn = await Connection.open(url, bot.name)
    try:
        await conn.request("join_table", code=code, **{"as": "player"})
        return await bot.play(conn)
    finally:
        await conn.close()


def run(bot: Bot, url: str, code: Optional[str] = None, **create_options) -> Optional[View]:
    """Plays one game: joins `code` if given, otherwise creates a table."""
    if code:
        return asyncio.run(join_and_play(bot, url, code))
    return asyncio.run(create_and_play(bot, url, **create_options))


__all__ = ["Bot", "ProtocolError", "create_and_play", "join_and_play", "run"]
