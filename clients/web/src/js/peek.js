// A look at a table before joining it: one short-lived WebSocket of its own (no resume
// token kept) says hello, joins as a spectator, reads the lobby's status and closes.
// A table the server no longer holds may still be a finished game with a replay. In a
// cluster the node asked may send the look on (`moved`) to the node holding the table.

import { gamesQuery } from './games_query.js';
import { followMoved, hintedUrl } from './node_hint.js';

const TIMEOUT_MS = 5000;
// A look sent on more often than this is given up (a table between nodes a long while).
const HOPS = 4;

function askStatus(code, url, seen) {
  return new Promise((resolve) => {
    let ws;
    let ruleset = null;
    const done = (status) => {
      clearTimeout(timer);
      try {
        ws?.close();
      } catch {
        // already closed
      }
      seen.ruleset = ruleset;
      resolve(status);
    };
    const timer = setTimeout(() => done(null), TIMEOUT_MS);
    try {
      ws = new WebSocket(url);
    } catch {
      done(null);
      return;
    }
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', seq: 1, name: 'Guest' }));
    ws.onmessage = (e) => {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      if (msg.type === 'welcome') ws.send(JSON.stringify({ type: 'join_table', seq: 2, code, as: 'spectator' }));
      else if (msg.type === 'moved') {
        seen.moved = followMoved(msg);
        done('moved');
      }
      else if (msg.type === 'lobby' && msg.re === 2) {
        ruleset = msg.table?.ruleset ?? null;
        done(msg.table?.status ?? null);
      }
      else if (msg.type === 'error' && msg.re === 2) done(msg.code === 'table_not_found' ? 'gone' : null);
      else if (msg.type === 'error') done(null);
    };
    ws.onerror = () => done(null);
    ws.onclose = () => done(null);
  });
}

async function findReplay(code, fetcher) {
  try {
    const res = await fetcher(gamesQuery({ codes: [code] }));
    if (!res.ok) return null;
    const { games } = await res.json();
    const game = (games ?? []).find((g) => g.code === code);
    return game ? `/replay/${encodeURIComponent(game.id)}` : null;
  } catch {
    return null;
  }
}

// Resolves with {status: 'waiting'|'playing'|'over'|'gone'|null, replayHref, ruleset}; a finished
// game found in the server's list counts as over even when the table itself is gone.
export async function peekTable(code, { url, fetcher = fetch } = {}) {
  const seen = { ruleset: null, moved: null };
  let status = null;
  let target = url;
  for (let hop = 0; hop < HOPS; hop++) {
    seen.moved = null;
    status = await askStatus(code, target, seen);
    if (status !== 'moved') break;
    status = null;
    const { node, delayMs } = seen.moved;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    target = hintedUrl(url, node);
  }
  if (status === 'waiting' || status === 'playing') return { status, replayHref: null, ruleset: seen.ruleset };
  const replayHref = await findReplay(code, fetcher);
  return { status: replayHref ? 'over' : status, replayHref, ruleset: seen.ruleset };
}
