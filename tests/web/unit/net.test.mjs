// The connection's requests: a move the server was too busy for goes again by itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';

globalThis.WebSocket ??= { OPEN: 1 };
const { Connection } = await import('../../../clients/web/src/js/net.js');

// An open socket whose sent frames the test answers.
function openConnection() {
  const conn = new Connection({ url: 'ws://test', name: 'Ana', storage: new Map(), busyRetryMs: 1 });
  const sent = [];
  conn.ws = { readyState: 1, send: (text) => sent.push(JSON.parse(text)) };
  conn.status = 'open';
  return { conn, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('a move refused with server_busy is sent again and resolves with the later reply', async () => {
  const { conn, sent } = openConnection();
  const reply = conn.request('discard', { card: 17 });
  conn.receive(JSON.stringify({ type: 'error', re: sent[0].seq, code: 'server_busy', message: 'busy' }));
  await settle();
  assert.equal(sent.length, 2);
  assert.deepEqual({ ...sent[1], seq: 0 }, { type: 'discard', card: 17, seq: 0 });
  assert.notEqual(sent[1].seq, sent[0].seq);
  conn.receive(JSON.stringify({ type: 'update', re: sent[1].seq, v: 3 }));
  assert.equal((await reply).v, 3);
});

test('other refusals are not sent again, and a server busy for long gives up', async () => {
  const { conn, sent } = openConnection();
  const refused = conn.request('discard', { card: 17 });
  conn.receive(JSON.stringify({ type: 'error', re: sent[0].seq, code: 'not_your_turn', message: 'no' }));
  await assert.rejects(refused, (err) => err.code === 'not_your_turn');
  assert.equal(sent.length, 1);

  const busy = conn.request('discard', { card: 18 });
  for (let i = 0; i < 5; i++) {
    await settle();
    conn.receive(JSON.stringify({ type: 'error', re: sent[sent.length - 1].seq, code: 'server_busy', message: 'busy' }));
  }
  await assert.rejects(busy, (err) => err.code === 'server_busy');
  assert.equal(sent.length, 1 + 5);
});
