"""A bot for one seat: write `decide(view)`, then `run` it.

The server sends the seat's complete view after every change of the game. Whenever the
view offers this seat something to do (`view.actions`, read from its `legal`), the bot is
asked once: ``decide(view)`` returns one of `view.actions` (or None to do nothing) and the
SDK sends it. That works for every game the server plays; the bot never needs the rules
to know its options, only to choose well.

The default `decide` asks smaller methods, so a bot may override just one of them:

- ``declare_win(view)`` when the hand wins (default: yes);
- ``discard(view)`` for the card to throw (default: the card just drawn);
- ``steal(view)`` on another seat's open discard in Not Your Ma's Jong (default: only a
  valid claim);
- ``expose(view)`` for the two cards that join a stolen one (default: the first option);
- ``claim(view)`` on an open drop in Gimme! (default: the claim using most tiles);
- ``joker_steal(view)`` on a Gimme! turn (default: none);
- ``charleston(view)``, ``dance_again(view)``, ``courtesy(view)`` in American Mah
  Jongg's Charleston (default: the first three passable cards, no, nothing);
- ``call(view)`` on an open discard in Chinese Mah Jongg (default: the call using most
  cards);
- ``draw(view)`` and ``make_set(view)`` on a Boba turn (default: the supply, and the
  first set offered);
- ``ready(view)`` when a round or hand is over (default: ready at once, so the table
  does not wait for this seat).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Optional

from .actions import Action
from .cards import Card, claim_kind
from .moves import calls
from .connection import Connection, ProtocolError
from .view import Catalogue, View, with_history

log = logging.getLogger("jongtable_bot")

# The intents the parts below choose between; another game's are answered generically.
KNOWN_INTENTS = frozenset({"declare_win", "expose", "joker_steal", "steal", "claim", "pass",
                           "discard", "call", "claim_mah_jongg", "discard_to_pile",
                           "pass_cards", "vote_dance_again", "offer_courtesy", "draw_supply",
                           "take_pile", "make_set", "end_sets"})
# Refusals that only mean the game moved on before the answer arrived (a Gimme! window
# closes as soon as a nearer seat's claim is settled): nothing to answer again.
TOO_LATE = frozenset({"no_claim_window", "claim_window_closed", "stale_timer",
                      "already_responded"})
# The phases between two rounds (Chinese: hands), when the table waits for `ready`.
BETWEEN_ROUNDS = frozenset({"round_over", "hand_over"})
BOBA_HAND_LIMIT = 7  # cards a Boba hand may hold at the end of a turn


class Bot:
    name = "PyBot"
    ruleset: Optional[str] = None  # the table's game, from the lobby (None until it comes)
    catalogue: Optional[Catalogue] = None  # its deck, from the lobby

    # ---- the one decision: override this for any game -----------------------------
    def decide(self, view: View) -> Optional[Action]:
        """One of `view.actions`, or None to let the turn or window wait."""
        return self._by_parts(view)

    # ---- or override the parts ------------------------------------------------------
    def declare_win(self, view: View) -> bool:
        return True

    def discard(self, view: View) -> Card:
        options = view.legal.discard_options or view.hand
        return view.just_drawn if view.just_drawn in options else options[-1]

    def steal(self, view: View) -> bool:
        return claim_kind(view.faces, view.exposed_sets, view.window.card.face) is not None

    def expose(self, view: View) -> tuple:
        return view.legal.expose_options[0]

    def claim(self, view: View) -> Optional[Action]:
        """A Gimme! on the open drop (one of ``view.actions_of("claim")``), or None."""
        claims = view.actions_of("claim")
        return max(claims, key=lambda a: len(a.cards)) if claims else None

    def joker_steal(self, view: View) -> Optional[Action]:
        """A Joker Steal (one of ``view.actions_of("joker_steal")``), or None."""
        return None

    def charleston(self, view: View) -> Action:
        """American: a Charleston pass, built with ``moves.charleston_pass``."""
        return view.actions_of("pass_cards")[0]

    def dance_again(self, view: View) -> bool:
        """American: the vote on a second Charleston."""
        return False

    def courtesy(self, view: View) -> Action:
        """American: the courtesy offer across, built with ``moves.courtesy_offer``."""
        return view.actions_of("offer_courtesy")[0]

    def call(self, view: View) -> Optional[Action]:
        """Chinese: a call on the open discard (one of ``moves.calls(view)``), or None
        to pass. A call that completes the hand is asked of `declare_win` first."""
        offered = calls(view)
        return max(offered, key=lambda a: len(a.cards)) if offered else None

    def draw(self, view: View) -> Action:
        """Boba: the supply (``draw_supply``) or a pile's top (``take_pile``)."""
        return (view.actions_of("draw_supply") or view.actions_of("take_pile"))[0]

    def make_set(self, view: View) -> Optional[Action]:
        """Boba: a set to make, built with ``moves.make_set`` (or one of
        ``view.actions_of("make_set")``), or None for no more sets this turn."""
        offered = view.actions_of("make_set")
        return offered[0] if offered else None

    def ready(self, view: View) -> bool:
        """A round (or hand) is over: True says so to the table at once, which starts
        the next one as soon as every person is ready."""
        return True

    # ---- news: override to watch the game -----------------------------------------
    def on_update(self, view: View, events: list) -> None:
        pass

    def on_game_over(self, view: View) -> None:
        pass

    # ---- how the parts make one decision ------------------------------------------
    def _by_parts(self, view: View, pick=None) -> Optional[Action]:
        pick = pick or type(self)
        offered = {}
        for action in view.actions:
            offered.setdefault(action.type, []).append(action)
        if "declare_win" in offered and pick.declare_win(self, view):
            return offered["declare_win"][0]
        if "expose" in offered:
            ids = sorted(c.id for c in pick.expose(self, view))
            return next((a for a in offered["expose"] if sorted(a.fields["cards"]) == ids),
                        offered["expose"][0])
        if "joker_steal" in offered:
            chosen = pick.joker_steal(self, view)
            if chosen in offered["joker_steal"]:
                return chosen
        for kind, part in (("pass_cards", pick.charleston), ("offer_courtesy", pick.courtesy)):
            if kind in offered:
                chosen = part(self, view)
                return chosen if _allowed(view, chosen, part) else offered[kind][0]
        if "vote_dance_again" in offered:
            yes = bool(pick.dance_again(self, view))
            return next(a for a in offered["vote_dance_again"] if a.fields["yes"] == yes)
        window_open = view.window is not None and not view.window.answered
        if window_open and "claim_mah_jongg" in offered and pick.declare_win(self, view):
            return offered["claim_mah_jongg"][0]
        finishing = [a for a in offered.get("call", []) if a.fields.get("mah_jongg")]
        if window_open and finishing and pick.declare_win(self, view):
            return finishing[0]
        if window_open and "steal" in offered and pick.steal(self, view):
            return offered["steal"][0]
        if window_open and "claim" in offered:
            chosen = pick.claim(self, view)
            if chosen in offered["claim"]:
                return chosen
        if window_open and "call" in offered:
            chosen = pick.call(self, view)
            if chosen in offered["call"]:
                return chosen
        if window_open and "pass" in offered:
            return offered["pass"][0]
        boba = self._boba_step(view, offered, pick)
        if boba is not None:
            return boba
        for kind in ("discard", "discard_to_pile"):
            if kind in offered:
                card = pick.discard(self, view)
                return next((a for a in offered[kind] if a.card == card), offered[kind][-1])
        # A game whose intents the parts do not know: something it allows, not a win
        # (a false one can cost) unless that is all there is.
        if any(t in KNOWN_INTENTS for t in offered):
            return None
        others = [a for a in view.actions if a.type != "declare_win"]
        return others[0] if others else None

    def _boba_step(self, view: View, offered: dict, pick) -> Optional[Action]:
        """Boba's first two steps: draw; then sets, or draw again while the hand has
        room, or end the sets."""
        draws = offered.get("draw_supply", []) + offered.get("take_pile", [])
        if view.phase == "drawing" and draws:
            chosen = pick.draw(self, view)
            return chosen if chosen in draws else draws[0]
        if "make_set" in offered:
            chosen = pick.make_set(self, view)
            if _allowed(view, chosen, pick.make_set):
                return chosen
        if "end_sets" not in offered:
            return None
        if draws and view.phase == "sets_or_draw" and len(view.hand) < BOBA_HAND_LIMIT:
            chosen = pick.draw(self, view)
            return chosen if chosen in draws else draws[0]
        return offered["end_sets"][0]

    def _choose(self, view: View, defaults: bool) -> Optional[Action]:
        if defaults:
            return self._by_parts(view, Bot)
        chosen = self.decide(view)
        if chosen is not None and not view.allows(chosen):
            log.warning("decide() returned %r, which the view does not offer", chosen)
            return self._by_parts(view, Bot)
        return chosen

    # ---- the loop ------------------------------------------------------------------
    @staticmethod
    def _situation(view: View) -> tuple:
        """What a decision is about: each is answered once. A Joker Steal or an exposure
        changes the hand, so the rest of that turn is a new situation."""
        window = view.window.id if view.window and not view.window.answered else None
        return (view.phase, view.decision, window, tuple(sorted(c.id for c in view.hand)))

    def _read_lobby(self, message: dict) -> None:
        table = message.get("table") or {}
        self.ruleset = table.get("ruleset", self.ruleset)
        if table.get("catalogue"):
            self.catalogue = Catalogue.from_wire(table["catalogue"])

    async def play(self, conn: Connection) -> Optional[View]:
        """Answers turns and windows until the game ends; returns the last view."""
        if conn.lobby:
            self._read_lobby(conn.lobby)
        view: Optional[View] = None
        answered: set = set()  # situations answered, so each is answered once
        retried: set = set()   # situations already answered a second time
        sent: dict = {}        # seq of each intent sent -> its situation
        readied: set = set()   # rounds this seat said it is ready after
        while True:
            message = await conn.receive()
            if message is None:
                return view
            kind = message.get("type")
            if kind == "lobby":
                self._read_lobby(message)
                continue
            if kind == "reconnecting":
                # What got no reply may never have arrived: the resume's update asks
                # again if the server still waits for it.
                for seq in message.get("unanswered", ()):
                    answered.discard(sent.pop(seq, None))
                continue
            if kind == "error" and message.get("re") in sent:
                situation = sent.pop(message["re"])
                code = message.get("code")
                if code in TOO_LATE:
                    log.info("too late for %s: %s", situation[:3], code)
                    continue
                log.warning("refused %s: %s", situation[:3], code)
                if situation in retried or view is None:
                    continue
                # Try once more: the same choice if the message was merely dropped,
                # the defaults if the bot chose something the rules refuse.
                retried.add(situation)
                answered.discard(situation)
                # Too many moves, or a server too busy for this one: nothing changed, so
                # the same choice goes again after a pause.
                again = code in ("rate_limited", "server_busy")
                if again:
                    await asyncio.sleep(0.2)
                await self._answer(conn, view, answered, sent, defaults=not again)
                continue
            if kind == "bye":
                return view
            if kind != "update":
                continue
            view = View.from_wire(with_history(message["view"], view.raw if view else None))
            view.ruleset, view.catalogue = self.ruleset, self.catalogue
            self.on_update(view, message.get("events") or [])
            if view.phase == "game_over":
                self.on_game_over(view)
                return view
            await self._say_ready(conn, view, readied)
            await self._answer(conn, view, answered, sent)

    async def _say_ready(self, conn, view, readied) -> None:
        """Once per finished round, `ready` (protocol/README.md): without it the table
        waits out its whole pause for this seat. Its reply is not awaited; a refusal
        (the next round began already) needs no answer."""
        if view.phase not in BETWEEN_ROUNDS or view.seat is None:
            return
        round_ = (view.raw.get("round"), view.raw.get("hand_number"), view.phase)
        if round_ in readied or not self.ready(view):
            return
        readied.add(round_)
        await conn.send("ready")

    async def _answer(self, conn, view, answered, sent, defaults=False) -> None:
        if not view.actions:
            return
        situation = self._situation(view)
        if situation in answered:
            return
        chosen = self._choose(view, defaults)
        if chosen is None:
            return
        answered.add(situation)
        sent[await conn.send(chosen.type, **with_step(chosen, view))] = situation


# American sealed steps name the step they answer (the view's `decision`), so a choice
# that arrives after its step is over is refused (`stale_step`) instead of being taken
# for the next step's.
SEALED_STEP_MOVES = frozenset({"pass_cards", "vote_dance_again", "offer_courtesy"})


def with_step(action: Action, view: View) -> dict:
    """The fields to send for `action`: its own, and for a sealed step the step's id."""
    if action.type in SEALED_STEP_MOVES and view.raw.get("decision") is not None:
        return {**action.fields, "decision": view.raw["decision"]}
    return action.fields


def _allowed(view: View, chosen: Optional[Action], part) -> bool:
    """Whether a part's built move may be sent; a slip is logged (the default goes)."""
    if chosen is None:
        return False
    if view.allows(chosen):
        return True
    log.warning("%s() returned %r, which the view does not allow", part.__name__, chosen)
    return False


async def create_and_play(bot: Bot, url: str, *, ruleset: str = "nymj", seats: int = 4,
                          opponents=("basic",), settings: Optional[dict] = None,
                          options: Optional[dict] = None) -> Optional[View]:
    """Creates a table of `ruleset`, sits in seat 0, fills the other seats with server
    bots of the given strengths (cycled), starts the game and plays it to the end.
    `options` are the game's settings (`create_table.options`); `settings` other
    `create_table` fields (Not Your Ma's Jong's settings, `bot_delay_ms`)."""
    conn = await Connection.open(url, bot.name)
    try:
        fields = dict(settings or {})
        if ruleset == "nymj":
            fields.setdefault("seats", seats)
            if options:
                fields["options"] = options
        else:
            fields.update(ruleset=ruleset, options={"seats": seats, **(options or {})})
        created = await conn.request("create_table", **fields)
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
