// The view shown between a discard's press and the server's update.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewAfterDiscard } from '../../../clients/web/src/js/nymj_optimistic.js';

const card = (id) => ({ id, face: null });
const view = {
  viewer: 0, phase: 'awaiting_discard', current: 0,
  hand: [card(0), card(4), card(60)], just_drawn: card(60), discard_pile: [card(30)],
  seats: [{ seat: 0, concealed_count: 3 }, { seat: 1, concealed_count: 10 }],
  legal: { discard: true, declare_win: true, steal: false, pass: false, expose_options: [] },
};

test('the card leaves the hand for the top of the pile, and nothing more can be discarded', () => {
  const next = viewAfterDiscard(view, 60, 0);
  assert.deepEqual(next.hand.map((c) => c.id), [0, 4]);
  assert.deepEqual(next.discard_pile.map((c) => c.id), [30, 60]);
  assert.equal(next.just_drawn, null);
  assert.equal(next.seats[0].concealed_count, 2);
  assert.equal(next.seats[1].concealed_count, 10);
  assert.equal(next.legal.discard, false);
  assert.equal(next.legal.declare_win, false);
  assert.equal(next.pending_discard.id, 60);
  assert.equal(view.hand.length, 3, 'the server view itself is untouched');
});

test('a card kept drawn stays marked; no discard where the view allows none', () => {
  assert.equal(viewAfterDiscard(view, 4, 0).just_drawn.id, 60);
  assert.equal(viewAfterDiscard(view, 7, 0), null, 'not in the hand');
  assert.equal(viewAfterDiscard({ ...view, legal: { ...view.legal, discard: false } }, 4, 0), null);
  assert.equal(viewAfterDiscard(view, 4, null), null, 'a spectator');
});
