// Which node of a cluster the socket asks for (docs/cluster.md, routing). HAProxy sends a
// socket whose URL carries `?node=<id>` to that node while it is up, and round-robin
// otherwise, so a wrong or stale hint costs a `moved` at worst, never a failure.

// Connecting with a hint this many times in a row without a session means the node is
// gone for good (not just restarting): go back to round-robin.
export const HINT_TRIES = 3;

// The socket URL with `node` set to `node` (any earlier hint replaced), or without it.
export function hintedUrl(url, node) {
  const u = new URL(url);
  u.searchParams.delete('node');
  if (node) u.searchParams.set('node', node);
  return u.toString();
}

// What a `moved` notice asks of the client: the hint to use from now on (the server's
// word replaces whatever was there, null included), and how long to wait first, or null
// for the client's usual backoff. A named node is expected to take us at once.
export function followMoved(msg) {
  const node = typeof msg.node === 'string' && msg.node !== '' ? msg.node : null;
  const retry = Number.isFinite(msg.retry_ms) && msg.retry_ms >= 0 ? msg.retry_ms : null;
  return { node, delayMs: retry ?? (node ? 0 : null) };
}

// The hint to keep after one more connection attempt that never reached a session.
export function afterFailedTry(node, failures) {
  return node && failures >= HINT_TRIES ? null : node;
}
