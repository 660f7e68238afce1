"""One WebSocket to a Jongtable server: the envelope, replies by ``seq``, and pacing.

Every client message is ``{"type": ..., "seq": n, ...}`` and gets exactly one reply
carrying ``"re": n``. Other messages (``lobby``, ``update``, chat) arrive on their own.
The server allows a burst of 20 messages and 10 more per second; this class paces its
sends to stay inside that, so a quick bot is never dropped for ``rate_limited``.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Optional

import websockets


class ProtocolError(Exception):
    """The server answered a request with ``error``; `code` is its stable code."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


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
    """Open with ``await Connection.open(url, name)``; then `request`, `send`, `receive`."""

    def __init__(self, ws):
        self._ws = ws
        self._seq = 0
        self._pacer = _Pacer()
        self._inbox: asyncio.Queue = asyncio.Queue()
        self._waiting: dict[int, asyncio.Future] = {}
        self._reader = asyncio.ensure_future(self._read())
        self.session: Optional[str] = None
        self.resume_token: Optional[str] = None
        self.lobby: Optional[dict] = None  # the latest `lobby` (ruleset, catalogue, seats)

    @classmethod
    async def open(cls, url: str, name: str) -> "Connection":
        ws = await websockets.connect(url, max_size=2**22)
        conn = cls(ws)
        welcome = await conn.request("hello", name=name)
        conn.session = welcome.get("session")
        conn.resume_token = welcome.get("resume_token")
        return conn

    async def close(self) -> None:
        self._reader.cancel()
        await self._ws.close()

    async def send(self, type_: str, **fields) -> int:
        """Sends a message without waiting for its reply; returns its seq."""
        await self._pacer.wait()
        self._seq += 1
        await self._ws.send(json.dumps({"type": type_, "seq": self._seq, **fields}))
        return self._seq

    async def request(self, type_: str, timeout: float = 10, **fields) -> dict:
        """Sends a message and returns its reply; raises ProtocolError on ``error``."""
        await self._pacer.wait()
        self._seq += 1
        seq = self._seq
        reply = asyncio.get_running_loop().create_future()
        self._waiting[seq] = reply
        await self._ws.send(json.dumps({"type": type_, "seq": seq, **fields}))
        message = await asyncio.wait_for(reply, timeout)
        if message.get("type") == "error":
            raise ProtocolError(message.get("code", ""), message.get("message", ""))
        return message

    async def receive(self, timeout: Optional[float] = None) -> Optional[dict]:
        """The next message (replies to `send` included); None once the socket closed."""
        return await asyncio.wait_for(self._inbox.get(), timeout)

    async def _read(self) -> None:
        try:
            async for frame in self._ws:
                message = json.loads(frame)
                if message.get("type") == "lobby":
                    self.lobby = message
                waiter = self._waiting.pop(message.get("re"), None)
                if waiter is not None and not waiter.done():
                    waiter.set_result(message)
                    # An update is also news about the game: the game loop sees it too.
                    if message.get("type") != "update":
                        continue
                await self._inbox.put(message)
        except websockets.ConnectionClosed:
            pass
        finally:
            await self._inbox.put(None)
