"""A minimal player for the container test, written against protocol/README.md.

It sits at seat 0 of a four-seat table with three bots and plays the simplest legal
move: declare a win when it can, otherwise discard its first card, and pass on every
claim window. Every wait is on a frame arriving, bounded by a deadline.
"""

import asyncio
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import websockets

# An update carries only the rounds finished since the one before (history_from): the
# SDK's merge keeps the whole history, as any client must.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "bots" / "python"))
from jongtable_bot.view import with_history  # noqa: E402

FRAME_TIMEOUT_S = 20
# Fast timers so a game moves at machine speed; a long turn clock so nothing happens
# on our turn while the container restarts.
TABLE_SETTINGS = {"seats": 4, "claim_window_ms": 300, "turn_clock_ms": 600000,
                  "between_rounds_ms": 200, "bot_delay_ms": [0, 0], "bot_seed": 7}
# Refusals a player can meet through no fault of its own: the table moved on between
# the view it acted on and its intent arriving.
RACES = {"claim_window_closed", "no_claim_window", "wrong_phase", "not_your_turn",
         "already_responded", "stale_timer"}
RATE_LIMIT_BACKOFF_S = 0.2
# How long an open decision of ours may go without any frame before the move is resent.
QUIET_S = 2
# Times are "remaining at send time": they differ between two sends of one state.
TIME_FIELDS = {"turn_in_ms", "closes_in_ms"}


class GameFailure(Exception):
    pass


@dataclass
class SavedGame:
    resume_token: str
    session: str
    code: str
    version: int
    view: dict


def without_times(value):
    if isinstance(value, dict):
        return {k: without_times(v) for k, v in value.items() if k not in TIME_FIELDS}
    if isinstance(value, list):
        return [without_times(v) for v in value]
    return value


class Client:
    def __init__(self, socket):
        self.socket = socket
        self.seq = 0
        self.version = 0
        self.view = None

    async def next_frame(self, timeout_s=FRAME_TIMEOUT_S):
        try:
            text = await asyncio.wait_for(self.socket.recv(), timeout_s)
        except asyncio.TimeoutError:
            view = self.view or {}
            raise GameFailure(f"no frame from the server in {timeout_s} s (at version "
                              f"{self.version}, phase {view.get('phase')}, legal "
                              f"{view.get('legal')}, window {view.get('window')})") from None
        frame = json.loads(text)
        if frame.get("type") == "update":
            self.version = frame["v"]
            self.view = with_history(frame["view"], self.view)
        elif frame.get("type") == "bye":
            raise GameFailure(f"server said bye: {frame}")
        return frame

    async def send(self, kind, **fields):
        self.seq += 1
        await self.socket.send(json.dumps({"type": kind, "seq": self.seq, **fields}))
        return self.seq

    async def request(self, kind, refusal_ok=False, **fields):
        """Sends a message and returns its reply (frames before it are still applied)."""
        seq = await self.send(kind, **fields)
        while True:
            frame = await self.next_frame()
            if frame.get("type") == "error" and frame.get("code") == "rate_limited":
                # The server dropped the message (its reply carries no `re`): back off
                # for a refill of the token bucket, then let the caller decide again.
                await asyncio.sleep(RATE_LIMIT_BACKOFF_S)
                return frame
            if frame.get("re") == seq:
                if (frame["type"] == "error" and not refusal_ok
                        and frame.get("code") not in RACES):
                    raise GameFailure(f"{kind} {fields} refused: {frame}")
                return frame

    def next_move(self):
        """The move the current view offers, as (key, message type, fields); the key
        names the decision, so each decision is answered once."""
        view = self.view
        if view is None or view.get("phase") == "game_over":
            return None
        legal = view["legal"]
        if legal.get("declare_win"):
            return ("win", view.get("decision")), "declare_win", {}
        if legal.get("discard"):
            return ("discard", view.get("decision")), "discard", {"card": view["hand"][0]["id"]}
        if legal.get("pass") and view.get("window"):
            window = view["window"]["id"]
            return ("pass", window), "pass", {"window": window}
        return None

    async def play(self, discards, deadline, stop_on_own_turn):
        """Plays until `discards` own discards are made (then, with stop_on_own_turn,
        until it is our turn again, so the table waits for us) or the game ends.
        Moves are sent without waiting for their replies (the table moves on meanwhile);
        a move whose decision is still open after a quiet spell is sent again."""
        answered = set()
        made = 0
        while time.monotonic() < deadline:
            if self.view is not None and self.view.get("phase") == "game_over":
                return made
            if made >= discards and (not stop_on_own_turn or self.view["legal"].get("discard")):
                return made
            move = self.next_move()
            if move is not None and move[0] not in answered:
                key, kind, fields = move
                await self.send(kind, **fields)
                answered.add(key)
                made += kind == "discard"
            try:
                frame = await self.next_frame(QUIET_S if move is not None else FRAME_TIMEOUT_S)
            except GameFailure:
                if move is None:
                    raise
                answered.discard(move[0])  # no word on it: send it again
                made -= move[1] == "discard"
                continue
            if frame.get("type") != "error":
                continue
            if frame.get("code") == "rate_limited":
                # Dropped by the server's token bucket: wait for a refill, send again.
                await asyncio.sleep(RATE_LIMIT_BACKOFF_S)
                if move is not None and move[0] in answered:
                    answered.discard(move[0])
                    made -= move[1] == "discard"
            elif frame.get("code") not in RACES:
                raise GameFailure(f"move refused: {frame}")
        raise GameFailure(f"the game did not get through {discards} discards in time "
                          f"(made {made}, at version {self.version})")


async def connect(url):
    try:
        return await websockets.connect(url, open_timeout=10, max_size=1 << 20)
    except (OSError, websockets.exceptions.WebSocketException) as error:
        raise GameFailure(f"cannot open {url}: {error}") from None


async def play_until_restart_point(url, discards):
    socket = await connect(url)
    try:
        client = Client(socket)
        welcome = await client.request("hello", name="Container Test")
        if welcome["type"] != "welcome":
            raise GameFailure(f"hello answered with {welcome}")
        created = await client.request("create_table", **TABLE_SETTINGS)
        if created["type"] != "table_created":
            raise GameFailure(f"create_table answered with {created}")
        await client.request("take_seat", seat=0)
        for seat in (1, 2, 3):
            await client.request("add_bot", seat=seat, strength="basic")
        await client.request("start_game")
        await client.play(discards, time.monotonic() + 120, stop_on_own_turn=True)
        if client.view.get("phase") == "game_over":
            raise GameFailure("the game ended before the restart point; "
                              "lower --moves-before-restart")
        return SavedGame(welcome["resume_token"], welcome["session"], created["code"],
                         client.version, client.view)
    finally:
        await socket.close()


async def resume_and_play_on(url, saved, discards, stop_on_own_turn=False):
    """Resumes `saved`, checks the table came back as it was, plays `discards` more own
    discards; returns the game as it then stands (with stop_on_own_turn, at our turn, so
    it can be resumed again)."""
    socket = await connect(url)
    try:
        client = Client(socket)
        welcome = await client.request("hello", refusal_ok=True, name="Container Test",
                                       resume_token=saved.resume_token,
                                       last_version=saved.version)
        if welcome["type"] == "error":
            raise GameFailure(
                "after the restart the server no longer knows the resume token "
                f"({welcome}): the session and its table were not restored from the "
                "data dir, so the game was lost")
        if welcome.get("session") != saved.session:
            raise GameFailure(f"resumed as another session: {welcome} (was {saved.session})")
        deadline = time.monotonic() + FRAME_TIMEOUT_S
        while client.view is None and time.monotonic() < deadline:
            await client.next_frame()
        if client.version != saved.version:
            raise GameFailure(f"the table came back at version {client.version}, "
                              f"not {saved.version}")
        if without_times(client.view) != without_times(saved.view):
            raise GameFailure("the table came back in another state:\n"
                              f" before {json.dumps(without_times(saved.view))}\n"
                              f" after  {json.dumps(without_times(client.view))}")
        made = await client.play(discards, time.monotonic() + 120, stop_on_own_turn)
        print(f"   resumed at version {saved.version}, played on to version "
              f"{client.version} ({made} more discards)")
        if stop_on_own_turn and client.view.get("phase") == "game_over":
            raise GameFailure("the game ended before the next restart point; "
                              "lower --moves-after-restart")
        return SavedGame(saved.resume_token, saved.session, saved.code, client.version,
                         client.view)
    finally:
        await socket.close()
