// The cluster node hint in the socket URL, and what a `moved` notice asks of the client.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HINT_TRIES, afterFailedTry, followMoved, hintedUrl } from '../../../clients/web/src/js/node_hint.js';

test('a hint is set in the query, replacing an earlier one, and removed when there is none', () => {
  assert.equal(hintedUrl('ws://example.org/ws', 'n2'), 'ws://example.org/ws?node=n2');
  assert.equal(hintedUrl('wss://example.org/ws?node=n1', 'n3'), 'wss://example.org/ws?node=n3');
  assert.equal(hintedUrl('ws://example.org/ws?node=n1', null), 'ws://example.org/ws');
  assert.equal(hintedUrl('ws://example.org/ws?x=1&node=n1', 'n2'), 'ws://example.org/ws?x=1&node=n2');
});

test('a moved notice names the next node, or none, and the wait before going', () => {
  assert.deepEqual(followMoved({ type: 'moved', node: 'n2', reason: 'table_elsewhere' }), { node: 'n2', delayMs: 0 });
  assert.deepEqual(followMoved({ type: 'moved', node: 'n2', reason: 'draining', retry_ms: 250 }), { node: 'n2', delayMs: 250 });
  // No node named: round-robin, after the server's wait or the client's own backoff.
  assert.deepEqual(followMoved({ type: 'moved', node: null, reason: 'lease_lost', retry_ms: 800 }), { node: null, delayMs: 800 });
  assert.deepEqual(followMoved({ type: 'moved', node: null, reason: 'lease_lost' }), { node: null, delayMs: null });
  assert.deepEqual(followMoved({ type: 'moved', node: '', reason: 'draining', retry_ms: -1 }), { node: null, delayMs: null });
});

test('a hint that fails again and again is dropped', () => {
  let node = 'n2';
  for (let failures = 1; failures < HINT_TRIES; failures++) {
    node = afterFailedTry(node, failures);
    assert.equal(node, 'n2');
  }
  assert.equal(afterFailedTry(node, HINT_TRIES), null);
  assert.equal(afterFailedTry(null, 1), null);
});
