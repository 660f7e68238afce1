"""One WebSocket to a Jongtable server: the envelope, replies by ``seq``, and pacing.

Every client message is ``{"type": ..., "seq": n, ...}`` and gets exactly one reply
carrying ``"re": n``. Other messages (``lobby``, ``update``, chat) arrive on their own.
The server allows a burst of 20 messages and 10 more per second; this class paces its
sends to stay inside that, so a quick bot is never dropped for ``rate_limited``.

A dropped connection comes back by itself (with backoff, for up to ``reconnect_for``
seconds) and resumes with the resume token and the last version seen; in a cluster a
node's ``moved`` sends it to the node named (routing.py). Either way the session goes
back to the table it sat at or was joining: when the node did not know the token, with a
fresh hello and ``join_table``. Sends made meanwhile wait for that, then go.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Optional

import websockets

from . import routing

log = logging.getLogger("jongtable_bot")


class ProtocolError(Exception):
    """The server answered a request with ``error``; `code` is its stable code."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class ConnectionLost(ProtocolError):
    """The connection dropped before this request's reply: the server may have acted."""

    def __init__(self):
        super().__init__("offline", "the connection dropped before the reply")


class _Pacer:
    """A client-side token bucket just inside the server's documented one."""

    def __init__(self, burst: float = 18, per_second: float = 9):
        self.burst, self.rate = burst, per_second
        self.tokens, self.at = burst, time.monotonic()

    async def wait(self) -> None:
        while True:
            now = time.monotonic()
            self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
            self.at = now
            if self.tokens >= 1:
                self.tokens -= 1
                return
            await asyncio.sleep((1 - self.tokens) / self.rate)


class Connection:
    """Open with ``await Connection.open(url, name)``; then `request`, `send`, `receive`.

    `receive` also yields ``{"type": "reconnecting", "unanswered": [seq, ...]}`` when the
    connection dropped: the sends listed never got a reply and may not have been acted
    on. The resume's ``lobby`` and ``update`` follow it."""

    def __init__(self, ws, url: Optional[str] = None, name: Optional[str] = None,
                 reconnect_for: float = 60):
        self._ws = ws
        self._url, self._name = url, name
        self._reconnect_for = reconnect_for if url else 0
        self._seq = 0
        self._pacer = _Pacer()
        self._inbox: asyncio.Queue = asyncio.Queue()
        self._waiting: dict[int, tuple] = {}  # seq -> (future, type)
        self._unanswered: set = set()  # seqs of `send`s not answered yet
        self._rejoins: list = []  # join_table futures a drop cut off
        self._ready = asyncio.Event()  # set while a session is up (sends go)
        self._ready.set()
        self._closing = False
        self._gone = False  # closed for good: sends fail instead of waiting
        self._said_bye = False
        self._seen_lobby: Optional[str] = None
        self.node: Optional[str] = None  # the cluster node hint, from the last `moved`
        self.table: Optional[tuple] = None  # (code, "player"|"spectator") we sit at or join
        self.version = 0  # the last `v` of an update
        self.moves = 0  # `moved` notices followed, and sessions resumed after a drop (logs)
        self.resumes = 0
        self._reader = asyncio.ensure_future(self._read())
        self.session: Optional[str] = None
        self.resume_token: Optional[str] = None
        self.lobby: Optional[dict] = None  # the latest `lobby` (ruleset, catalogue, seats)

    @classmethod
    async def open(cls, url: str, name: str, reconnect_for: float = 60) -> "Connection":
        """`reconnect_for`: how long to keep trying after a drop (0: never)."""
        ws = await websockets.connect(url, max_size=2**22)
        conn = cls(ws, url=url, name=name, reconnect_for=reconnect_for)
        welcome = await conn.request("hello", name=name)
        conn.session = welcome.get("session")
        conn.resume_token = welcome.get("resume_token")
        return conn

    async def close(self) -> None:
        self._closing = True
        self._reader.cancel()
        await self._ws.close()

    async def send(self, type_: str, **fields) -> int:
        """Sends a message without waiting for its reply; returns its seq."""
        seq, _ = await self._transmit(type_, fields, wants_reply=False)
        return seq

    async def request(self, type_: str, timeout: float = 10, **fields) -> dict:
        """Sends a message and returns its reply; raises ProtocolError on ``error``
        (ConnectionLost if the connection dropped first, except a join, which is made
        again on the next connection and answered from there)."""
        before = self.table
        _, reply = await self._transmit(type_, fields, wants_reply=True)
        message = await asyncio.wait_for(reply, timeout)
        if message.get("type") == "error":
            if type_ == "join_table":
                self.table = before  # refused: a later reconnect must not try it again
            raise ProtocolError(message.get("code", ""), message.get("message", ""))
        if type_ == "leave_table":
            self.table = None
        return message

    async def _transmit(self, type_: str, fields: dict, wants_reply: bool) -> tuple:
        """Sends once a session is up. A frame the socket refused never left: it goes
        again on the next connection, after the resume."""
        while True:
            await self._ready.wait()
            if self._gone:
                raise ConnectionLost()
            await self._pacer.wait()
            seq = self._send_now(type_, fields)
            reply = None
            if wants_reply:
                reply = asyncio.get_running_loop().create_future()
                self._waiting[seq] = (reply, type_)
            else:
                self._unanswered.add(seq)
            try:
                await self._ws.send(json.dumps({"type": type_, "seq": seq, **fields}))
                return seq, reply
            except websockets.ConnectionClosed:
                self._waiting.pop(seq, None)
                self._unanswered.discard(seq)
                if not self._reconnect_for or self._closing:
                    raise ConnectionLost() from None
                self._ready.clear()  # the reader notices the close on its own, and resumes

    def _send_now(self, type_: str, fields: dict) -> int:
        if type_ == "join_table":
            self.table = (fields.get("code"), fields.get("as", "player"))
        self._seq += 1
        return self._seq

    async def receive(self, timeout: Optional[float] = None) -> Optional[dict]:
        """The next message (replies to `send` included); None once the socket closed
        for good."""
        return await asyncio.wait_for(self._inbox.get(), timeout)

    # ---- reading, and coming back ----------------------------------------------------
    async def _read(self) -> None:
        moved = None
        try:
            while True:
                moved = await self._read_socket(self._ws)
                if self._closing or self._said_bye or not self._reconnect_for:
                    break
                self._lost()
                if not await self._come_back(moved):
                    break
        finally:
            self._gone = True
            self._ready.set()
            self._fail_waiting()
            await self._inbox.put(None)

    async def _read_socket(self, ws) -> Optional[dict]:
        """Dispatches frames until the socket closes; returns a `moved` if one came."""
        try:
            async for frame in ws:
                message = json.loads(frame)
                if message.get("type") == "moved":
                    await ws.close()
                    return message
                await self._dispatch(message)
        except websockets.ConnectionClosed:
            pass
        return None

    async def _dispatch(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "lobby":
            self.lobby = message
            table = message.get("table") or {}
            if table.get("code"):
                seat = (message.get("you") or {}).get("seat")
                self.table = (table["code"], "player" if seat is not None else "spectator")
                self._seen_lobby = table["code"]
        elif kind == "update" and isinstance(message.get("v"), int):
            self.version = message["v"]
        elif kind == "removed":
            self.table = None
        elif kind == "bye":
            self._said_bye = True
        self._unanswered.discard(message.get("re"))
        waiter = self._waiting.pop(message.get("re"), None)
        if waiter is not None and not waiter[0].done():
            waiter[0].set_result(message)
            # An update is also news about the game: the game loop sees it too.
            if kind != "update":
                return
        await self._inbox.put(message)

    def _lost(self) -> None:
        """The socket is gone: sends wait, requests in flight fail (a join is kept to be
        made again), and the game loop hears which of its sends got no reply."""
        self._ready.clear()
        for seq, (future, kind) in list(self._waiting.items()):
            if kind == "join_table" and not future.done():
                self._rejoins.append(future)
                del self._waiting[seq]
        self._fail_waiting()
        self._inbox.put_nowait({"type": "reconnecting", "unanswered": sorted(self._unanswered)})
        self._unanswered.clear()

    def _fail_waiting(self) -> None:
        for future, _ in self._waiting.values():
            if not future.done():
                future.set_exception(ConnectionLost())
        self._waiting.clear()

    async def _come_back(self, moved: Optional[dict]) -> bool:
        """Reconnects (to the node a `moved` named) until a session is back at its
        table, or `reconnect_for` runs out; False then."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._reconnect_for
        wait, moves, retries, failures = None, 0, 0, 0
        if moved is not None:
            log.info("moved (%s) to node %s", moved.get("reason"), moved.get("node"))
            self.node, wait = routing.follow_moved(moved)
            moves = 1
            self.moves += 1
        while loop.time() < deadline:
            await asyncio.sleep(wait if wait is not None else routing.backoff(retries))
            retries += 1
            url = routing.hinted_url(self._url, self.node)
            try:
                self._ws = await websockets.connect(url, max_size=2**22)
                moved = await self._resume()
            except (OSError, websockets.WebSocketException, asyncio.TimeoutError) as err:
                log.info("reconnect to %s failed: %s", url, err)
                failures += 1
                self.node = routing.after_failed_try(self.node, failures)
                wait = None
                continue
            if moved is None:
                log.info("resumed on %s as session %s", url, self.session)
                self.resumes += 1
                self._ready.set()
                return True
            log.info("moved (%s) to node %s", moved.get("reason"), moved.get("node"))
            self.node, wait = routing.follow_moved(moved)
            moves += 1
            self.moves += 1
            failures = 0
            if moves > routing.QUICK_MOVES:
                wait = None
        log.warning("gave up reconnecting after %.0f s", self._reconnect_for)
        for future in self._rejoins:
            future.set_exception(ConnectionLost())
        self._rejoins.clear()
        return False

    async def _resume(self) -> Optional[dict]:
        """On a new socket: hello (resuming if the node knows the token), then back to
        the table. Returns a `moved` if the node sent one instead."""
        self._seen_lobby = None
        hello = {"name": self._name}
        if self.resume_token:
            hello.update(resume_token=self.resume_token, last_version=self.version)
        welcome = await self._exchange("hello", hello)
        if welcome.get("type") == "error" and welcome.get("code") == "bad_token":
            welcome = await self._exchange("hello", {"name": self._name})
        if welcome.get("type") in ("moved", "error"):
            return _as_moved(welcome)
        self.session = welcome.get("session")
        self.resume_token = welcome.get("resume_token")
        if self.table is None:
            return None
        # The pong comes after whatever the resume sent: by then a lobby says we are back.
        pong = await self._exchange("ping", {})
        if pong.get("type") == "moved":
            return pong
        reply = None
        if self._seen_lobby != self.table[0]:
            fields = {"code": self.table[0], "as": self.table[1]}
            if self.version:
                fields["last_version"] = self.version
            reply = await self._exchange("join_table", fields)
            if reply.get("type") == "moved":
                return reply
        for future in self._rejoins:
            if not future.done():
                future.set_result(reply or self.lobby or {"type": "lobby"})
        self._rejoins.clear()
        return None

    async def _exchange(self, type_: str, fields: dict, timeout: float = 10) -> dict:
        """Sends one message on the new socket and reads until its reply (or a `moved`),
        dispatching what comes before it as usual."""
        seq = self._send_now(type_, fields)
        await self._ws.send(json.dumps({"type": type_, "seq": seq, **fields}))
        while True:
            message = json.loads(await asyncio.wait_for(self._ws.recv(), timeout))
            if message.get("type") == "moved":
                await self._ws.close()
                return message
            if message.get("re") == seq:
                if message.get("type") not in ("error", "welcome", "pong", "ok"):
                    await self._dispatch(message)
                return message
            await self._dispatch(message)


def _as_moved(message: dict) -> dict:
    """A refused hello on a new socket: try again elsewhere, after the usual backoff."""
    if message.get("type") == "moved":
        return message
    log.info("hello refused on reconnect: %s", message.get("code"))
    return {"type": "moved", "node": None}
