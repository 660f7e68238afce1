// The "while you were away" sentence built from a catch-up update's events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { awaySummary } from '../../../clients/web/src/js/away.js';

const names = (seat) => ['Ana', 'Bo', 'Cy'][seat];

test('the missed moves are told, own first person, private draws left out', () => {
  const events = [
    { type: 'card_discarded', seat: 0, card: { id: 51, face: 'spring' }, window: 1, closes_in_ms: 0, by_turn_clock: false },
    { type: 'card_drawn', seat: 1, card: null, draw_pile: 40 },
    { type: 'card_discarded', seat: 1, card: { id: 3, face: 'R2' }, window: 2, closes_in_ms: 0, by_turn_clock: true },
  ];
  assert.equal(awaySummary(events, 4, 7, names, 0), 'Back online. While you were away: You discarded Spring. Bo discarded 2 Red (out of time).');
});

test('only the last four lines, with a count of the earlier ones', () => {
  const events = Array.from({ length: 6 }, (_, i) => ({ type: 'card_discarded', seat: 1, card: { id: i * 3, face: null }, window: i }));
  const text = awaySummary(events, 0, 6, names, 0);
  assert.match(text, /^Back online\. While you were away: 2 earlier moves, then Bo discarded 3 Red\./);
  assert.equal(text.match(/Bo discarded/g).length, 4);
});

test('nothing missed, or a snapshot in place of the moves', () => {
  assert.equal(awaySummary([], 9, 9, names, 0), 'Back online. Nothing much happened while you were away.');
  assert.equal(awaySummary([], 9, 15, names, 0), 'Back online. The table moved on while you were away; it is up to date now.');
});
