// What the action bar says about a STEAL!: the press at once, the server's reply, and
// the window's outcome, from the events the server sends today.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { claimOutcome, pressedClaim, replyToClaim } from '../../../clients/web/src/js/claim.js';

const names = (seat) => ['Ana', 'Bo', 'Cy', 'Di'][seat];
const who = { me: 1, names };
const card = { id: 17, face: 'B6' };
const err = (code) => Object.assign(new Error(code), { code });

test('the press is told at once, before the server has answered', () => {
  const c = pressedClaim(12, who);
  assert.equal(c.text, 'You yelled STEAL!');
  assert.equal(c.kind, 'pressed');
});

test('an accepted press says the table heard it; the close says who got the card', () => {
  let c = replyToClaim(pressedClaim(12, who), 12, null, who);
  assert.match(c.text, /The table heard it/);
  c = claimOutcome(c, [{ type: 'claim_window_closed', window: 12, awarded_to: 1 }, { type: 'card_stolen', seat: 1, from: 0, card, wins: false }], who);
  assert.equal(c.text, 'You got it!');
  assert.equal(c.kind, 'won');
});

test('a rival awarded the card: "Ana took it"', () => {
  let c = replyToClaim(pressedClaim(12, who), 12, null, who);
  c = claimOutcome(c, [{ type: 'claim_window_closed', window: 12, awarded_to: 0 }, { type: 'card_stolen', seat: 0, from: 2, card, wins: true }], who);
  assert.equal(c.text, 'Ana took it and won.');
  assert.equal(c.kind, 'lost');
});

test('a mistaken steal says so, and who took the card', () => {
  let c = pressedClaim(12, who);
  c = claimOutcome(c, [{ type: 'steal_called', seat: 1, window: 12 }], who);
  c = claimOutcome(c, [{ type: 'mistaken_steal', seat: 1, pending_skips: 1 }, { type: 'claim_window_closed', window: 12, awarded_to: 2 }, { type: 'card_stolen', seat: 2, from: 0, card, wins: false }], who);
  assert.equal(c.text, 'Mistaken: no set with that card. You lose a turn. Cy took it.');
  assert.equal(c.kind, 'mistaken');
});

test('a press too late differs from one that never reached the table', () => {
  const late = replyToClaim(pressedClaim(12, who), 12, err('claim_window_closed'), who);
  assert.equal(late.kind, 'late');
  assert.match(late.text, /Too late/);
  const unsent = replyToClaim(pressedClaim(12, who), 12, err('offline'), who);
  assert.equal(unsent.kind, 'unsent');
  assert.match(unsent.text, /did not reach the table/);
  assert.equal(unsent.pressed, false, 'a press that never arrived may be pressed again');
});

test('a player who did not claim reads the outcome with the card, and nothing when nobody claimed', () => {
  const open = claimOutcome(null, [{ type: 'card_discarded', seat: 0, card, window: 12, closes_in_ms: 2500, by_turn_clock: false }], who);
  assert.equal(open.text, '');
  const taken = claimOutcome(open, [{ type: 'claim_window_closed', window: 12, awarded_to: 2 }, { type: 'card_stolen', seat: 2, from: 0, card, wins: false }], who);
  assert.equal(taken.text, 'Cy took 6 Blue.');
  const quiet = claimOutcome(open, [{ type: 'claim_window_closed', window: 12, awarded_to: null }], who);
  assert.equal(quiet.text, '');
});

test('a reply for an older window changes nothing; a new discard starts afresh', () => {
  const c = pressedClaim(12, who);
  assert.equal(replyToClaim(c, 11, null, who), c);
  const next = claimOutcome(c, [{ type: 'card_discarded', seat: 2, card, window: 13, closes_in_ms: 2500, by_turn_clock: false }], who);
  assert.equal(next.window, 13);
  assert.equal(next.text, '');
});
