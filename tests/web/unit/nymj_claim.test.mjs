// What the action bar says about a STEAL!: the press at once, the server's reply, and
// the window's outcome, from the events the server sends (the close ranks every claim).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { claimOutcome, pressedClaim, replyToClaim } from '../../../clients/web/src/js/nymj_claim.js';

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

const closed = (awarded, claims) => ({ type: 'claim_window_closed', window: 12, awarded_to: awarded, claims });

test('a set claim beaten on time says by how much: "Ana was faster by 0.12 s"', () => {
  let c = replyToClaim(pressedClaim(12, who), 12, null, who);
  c = claimOutcome(c, [closed(0, [{ seat: 0, kind: 'set', lost_on: null, after_ms: 300 }, { seat: 1, kind: 'beaten', lost_on: 'time', after_ms: 420 }]), { type: 'card_stolen', seat: 0, from: 2, card, wins: false }], who);
  assert.equal(c.text, 'Ana was faster by 0.12 s and took it.');
  assert.equal(c.kind, 'lost');
});

test('a set beaten by a later winning claim is told so', () => {
  let c = replyToClaim(pressedClaim(12, who), 12, null, who);
  c = claimOutcome(c, [closed(3, [{ seat: 3, kind: 'wins', lost_on: null, after_ms: 290 }, { seat: 1, kind: 'beaten', lost_on: 'winning_claim', after_ms: 200 }]), { type: 'card_stolen', seat: 3, from: 0, card, wins: true }], who);
  assert.equal(c.text, "Di's claim wins the round and beats your set.");
});

test('an exact tie names the seat order, and a hair is not told as 0.00 s', () => {
  let c = pressedClaim(12, who);
  c = claimOutcome(c, [closed(0, [{ seat: 0, kind: 'set', lost_on: null, after_ms: 100 }, { seat: 1, kind: 'beaten', lost_on: 'seat_order', after_ms: 100 }])], who);
  assert.equal(c.text, 'A dead heat: Ana sits nearer the discarder and took it.');
  c = pressedClaim(12, who);
  c = claimOutcome(c, [closed(0, [{ seat: 0, kind: 'wins', lost_on: null, after_ms: 0 }, { seat: 1, kind: 'beaten', lost_on: 'time', after_ms: 0 }])], who);
  assert.equal(c.text, 'Ana was faster by less than 0.01 s and took it and won.');
});

test('the winner of a race reads how far ahead they were', () => {
  let c = pressedClaim(12, who);
  c = claimOutcome(c, [closed(1, [{ seat: 1, kind: 'set', lost_on: null, after_ms: 250 }, { seat: 2, kind: 'beaten', lost_on: 'time', after_ms: 310 }, { seat: 3, kind: 'mistaken', lost_on: null, after_ms: 100 }]), { type: 'card_stolen', seat: 1, from: 0, card, wins: false }], who);
  assert.equal(c.text, 'You got it! 0.06 s ahead of Cy.');
  assert.equal(c.kind, 'won');
});
