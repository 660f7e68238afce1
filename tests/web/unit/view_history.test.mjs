// A Not Your Ma's Jong view's round history comes whole once, then only the new rounds
// (history_from: how many came before): the client keeps the whole of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withHistory } from '../../../clients/web/src/js/view_history.js';

test('a view with its whole history is kept as sent', () => {
  const full = { phase: 'playing', history: [{ round: 1 }] };
  assert.equal(withHistory(full, null), full);
  assert.equal(withHistory(null, full), null);
});

test('an update adds its new rounds to those the client has', () => {
  const before = { history: [{ round: 1 }, { round: 2 }] };
  const ended = withHistory({ phase: 'round_over', history: [{ round: 3 }], history_from: 2 }, before);
  assert.deepEqual(ended.history.map((r) => r.round), [1, 2, 3]);
  assert.equal('history_from' in ended, false);
  const quiet = withHistory({ phase: 'playing', history: [], history_from: 3 }, ended);
  assert.equal(quiet.history.length, 3);
  // A new game starts from nothing: the old game's rounds are not carried into it.
  assert.deepEqual(withHistory({ history: [], history_from: 0 }, quiet).history, []);
});
