// The look at a table before joining it (peek.js) follows a cluster node's `moved` to the
// node holding the table, as the connection itself does, and reads the status there.
import { test } from 'node:test';
import assert from 'node:assert/strict';

// Sockets answered by a pretend cluster: node-1 holds the table, every other node (and
// the front door without a hint) sends the look on to it.
const opened = [];
class FakeSocket {
  constructor(url) {
    this.url = url;
    opened.push(url);
    setTimeout(() => this.onopen(), 0);
  }
  send(text) {
    const msg = JSON.parse(text);
    const here = new URL(this.url).searchParams.get('node');
    const answer = (m) => setTimeout(() => this.onmessage({ data: JSON.stringify(m) }), 0);
    if (msg.type === 'hello') return answer({ type: 'welcome', re: msg.seq, session: 's1' });
    if (msg.type !== 'join_table') return undefined;
    if (here !== 'node-1') {
      answer({ type: 'moved', v: 0, re: msg.seq, node: 'node-1', reason: 'table_elsewhere' });
      return setTimeout(() => this.onclose?.(), 0);
    }
    return answer({ type: 'lobby', re: msg.seq, table: { code: msg.code, status: 'playing', ruleset: 'gimme' } });
  }
  close() {}
}
globalThis.WebSocket = FakeSocket;
const { peekTable } = await import('../../../clients/web/src/js/peek.js');

test('a look sent on by another node reads the table where it is held', async () => {
  opened.length = 0;
  const fetcher = async () => assert.fail('a table in play needs no list of finished games');
  const seen = await peekTable('ABCDEF', { url: 'ws://door/ws', fetcher });
  assert.deepEqual(seen, { status: 'playing', replayHref: null, ruleset: 'gimme' });
  assert.deepEqual(opened, ['ws://door/ws', 'ws://door/ws?node=node-1']);
});
