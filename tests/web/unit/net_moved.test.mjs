// The connection follows a cluster node's `moved`: it comes back on the node named, with
// its resume token, and goes back to the table it was at or joining; presses wait.
import { test } from 'node:test';
import assert from 'node:assert/strict';

// Sockets the test opens and answers by hand, in the browser's shape.
const sockets = [];
class FakeSocket {
  static OPEN = 1;
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    sockets.push(this);
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen();
  }
  reply(msg) {
    this.onmessage({ data: JSON.stringify(msg) });
  }
  last(type) {
    return this.sent.filter((m) => m.type === type).at(-1);
  }
}
globalThis.WebSocket = FakeSocket;
const { Connection } = await import('../../../clients/web/src/js/net.js');

// Lets the connection's promise chains and zero timers run until `cond` holds.
async function until(cond) {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  assert.ok(cond(), 'the connection never got there');
}

function storage() {
  const m = new Map();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v), removeItem: (k) => m.delete(k) };
}

// A connection that said hello on its first socket as session s1.
async function greeted() {
  sockets.length = 0;
  const conn = new Connection({ url: 'ws://front/ws', name: 'Ana', storage: storage() });
  const ready = conn.connect();
  const ws = sockets[0];
  ws.open();
  ws.reply({ type: 'welcome', re: ws.last('hello').seq, session: 's1', resume_token: 't1' });
  await ready;
  return { conn, ws };
}

const lobby = (code, seat) => ({ type: 'lobby', table: { code, status: 'waiting' }, you: { seat } });

test('a join answered with moved is joined again on the named node, and its promise resolves there', async () => {
  const { conn, ws } = await greeted();
  const joined = conn.request('join_table', { code: 'K7QX9M', as: 'player' });
  ws.reply({ type: 'moved', node: 'n2', reason: 'table_elsewhere' });
  assert.equal(conn.status, 'reconnecting');
  await until(() => sockets.length === 2);
  const next = sockets[1];
  assert.equal(next.url, 'ws://front/ws?node=n2');
  next.open();
  assert.deepEqual({ ...next.last('hello'), seq: 0 }, { type: 'hello', seq: 0, name: 'Ana', resume_token: 't1', last_version: 0 });
  next.reply({ type: 'welcome', re: next.last('hello').seq, session: 's1', resume_token: 't1' });
  await until(() => next.last('ping'));
  next.reply({ type: 'pong', re: next.last('ping').seq });
  await until(() => next.last('join_table'));
  assert.equal(conn.status, 'reconnecting', 'presses wait until the session is back at its table');
  const join = next.last('join_table');
  assert.deepEqual([join.code, join.as], ['K7QX9M', 'player']);
  next.reply({ ...lobby('K7QX9M', 1), re: join.seq });
  assert.equal((await joined).table.code, 'K7QX9M');
  await until(() => conn.status === 'open');
  conn.stop();
});

test('a seated player moved by a draining node resumes there, keeps the hint, and joins nothing', async () => {
  const { conn, ws } = await greeted();
  ws.reply(lobby('ABCDEF', 2));
  ws.reply({ type: 'update', v: 41 });
  ws.reply({ type: 'moved', node: 'n3', reason: 'draining', retry_ms: 0 });
  await until(() => sockets.length === 2);
  const next = sockets[1];
  assert.equal(next.url, 'ws://front/ws?node=n3');
  next.open();
  assert.equal(next.last('hello').last_version, 41);
  next.reply({ type: 'welcome', re: next.last('hello').seq, session: 's1', resume_token: 't1' });
  next.reply(lobby('ABCDEF', 2));  // the resume puts the session back at its table
  await until(() => next.last('ping'));
  next.reply({ type: 'pong', re: next.last('ping').seq });
  await until(() => conn.status === 'open');
  assert.equal(next.last('join_table'), undefined);

  // A plain drop later (the node killed) comes back on the same node.
  conn.retries = -100;  // the backoff's wait rounds to nothing: the test need not wait for it
  next.onclose();
  await until(() => sockets.length === 3);
  assert.equal(sockets[2].url, 'ws://front/ws?node=n3');
  conn.stop();
});

test('a node that forgot the session: a fresh hello, then the table again, and no session-lost alarm', async () => {
  const { conn, ws } = await greeted();
  let lost = 0;
  conn.onSessionLost = () => lost++;
  ws.reply(lobby('ABCDEF', null));  // watching
  ws.reply({ type: 'moved', node: null, reason: 'lease_lost', retry_ms: 0 });
  await until(() => sockets.length === 2);
  const next = sockets[1];
  assert.equal(next.url, 'ws://front/ws');
  next.open();
  next.reply({ type: 'error', re: next.last('hello').seq, code: 'bad_token', message: 'unknown token' });
  await until(() => next.sent.filter((m) => m.type === 'hello').length === 2);
  assert.equal(next.last('hello').resume_token, undefined);
  next.reply({ type: 'welcome', re: next.last('hello').seq, session: 's2', resume_token: 't2' });
  await until(() => next.last('ping'));
  next.reply({ type: 'pong', re: next.last('ping').seq });
  await until(() => next.last('join_table'));
  assert.deepEqual([next.last('join_table').code, next.last('join_table').as], ['ABCDEF', 'spectator']);
  next.reply({ ...lobby('ABCDEF', null), re: next.last('join_table').seq });
  await until(() => conn.status === 'open');
  assert.equal(lost, 0);
  conn.stop();
});

test('a resume the first node sends on resolves once the session is up on the next', async () => {
  sockets.length = 0;
  const store = storage();
  store.setItem('jongtable.resume_token', 't1');
  const conn = new Connection({ url: 'ws://front/ws', name: 'Ana', storage: store });
  const ready = conn.connect();
  sockets[0].open();
  // The token's table lives on n2: this node answers the hello with moved.
  sockets[0].reply({ type: 'moved', re: sockets[0].last('hello').seq, v: 0, node: 'n2', reason: 'table_elsewhere' });
  await until(() => sockets.length === 2);
  const next = sockets[1];
  assert.equal(next.url, 'ws://front/ws?node=n2');
  next.open();
  assert.equal(next.last('hello').resume_token, 't1');
  next.reply({ type: 'welcome', re: next.last('hello').seq, session: 's1', resume_token: 't1' });
  assert.equal((await ready).session, 's1');
  conn.stop();
});

test('a refused join is not tried again on the next connection', async () => {
  const { conn, ws } = await greeted();
  const full = conn.request('join_table', { code: 'FULL00', as: 'player' });
  ws.reply({ type: 'error', re: ws.last('join_table').seq, code: 'table_full', message: 'full' });
  await assert.rejects(full, (err) => err.code === 'table_full');
  ws.reply({ type: 'moved', node: 'n2', reason: 'draining' });
  await until(() => sockets.length === 2);
  sockets[1].open();
  sockets[1].reply({ type: 'welcome', re: sockets[1].last('hello').seq, session: 's1', resume_token: 't1' });
  await until(() => conn.status === 'open');
  assert.equal(sockets[1].last('join_table'), undefined);
  conn.stop();
});

test('a press while the connection follows a move is refused, not lost in silence', async () => {
  const { conn, ws } = await greeted();
  ws.reply(lobby('ABCDEF', 0));
  const inFlight = conn.request('discard', { card: 17 });
  ws.reply({ type: 'moved', node: 'n2', reason: 'draining' });
  await assert.rejects(inFlight, (err) => err.code === 'offline' && err.sent === true);
  await assert.rejects(conn.request('discard', { card: 18 }), (err) => err.code === 'offline');
  conn.stop();
});

test('a hint that never gets a session is dropped after a few tries', async () => {
  const { conn, ws } = await greeted();
  ws.reply({ type: 'moved', node: 'n2', reason: 'draining' });
  await until(() => sockets.length === 2);
  conn.retries = -100;  // the backoff's wait rounds to nothing: the test need not wait for it
  for (let i = 1; i <= 3; i++) {
    await until(() => sockets.length === i + 1);
    assert.equal(sockets[i].url, 'ws://front/ws?node=n2');
    sockets[i].onclose();  // refused before any hello
  }
  await until(() => sockets.length === 5);
  assert.equal(sockets[4].url, 'ws://front/ws');
  conn.stop();
});
