"""Where the next connection goes: the cluster node hint and the waits between tries.

In a cluster (docs/cluster.md) HAProxy sends a WebSocket whose URL carries
``?node=<id>`` to that node while it is up and round-robin otherwise, so a stale hint
costs a ``moved`` at worst. A node that is draining, does not own the table, or lost it
sends ``{"type": "moved", "node": id | None, "retry_ms": n?}`` and closes; the client
comes back where it says. The same rules as the browser's (clients/web/src/js/node_hint.js).
"""

from __future__ import annotations

import random
from typing import Optional
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

# Tries in a row with a hint that reach no session: the node is gone, not restarting.
HINT_TRIES = 3
# Moves in a row before the usual backoff spaces them out (nodes that disagree).
QUICK_MOVES = 2


def hinted_url(url: str, node: Optional[str]) -> str:
    """`url` with ``node`` set to `node` (an earlier hint replaced), or without it."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "node"]
    if node:
        query.append(("node", node))
    return urlunsplit(parts._replace(query=urlencode(query)))


def follow_moved(message: dict) -> tuple:
    """(the hint from now on, the wait in seconds or None for the usual backoff). A
    named node is expected to take us at once."""
    node = message.get("node") if isinstance(message.get("node"), str) else None
    node = node or None
    retry = message.get("retry_ms")
    wait = retry / 1000 if isinstance(retry, (int, float)) and retry >= 0 else None
    if wait is None and node:
        wait = 0.0
    return node, wait


def after_failed_try(node: Optional[str], failures: int) -> Optional[str]:
    """The hint to keep after `failures` tries in a row that got no session."""
    return None if node and failures >= HINT_TRIES else node


def backoff(retries: int, rng=random.random) -> float:
    """Seconds before reconnect number `retries` (0-based): 0.3 s doubling to 5 s, +-20 %
    so that the players of a dead node do not all come back in the same instant."""
    return min(5.0, 0.3 * 2 ** retries) * (0.8 + rng() * 0.4)
