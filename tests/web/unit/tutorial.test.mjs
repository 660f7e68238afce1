// The guided hands' words, worked out from a view alone (tutorial_nymj.js,
// tutorial_american.js): which card to discard, when to STEAL! or call, and why the hand
// wins. Plain node, no browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loneliest, nymjHint, setWith, wins } from '../../../clients/web/src/js/tutorial_nymj.js';
import { americanHint, leastNeeded } from '../../../clients/web/src/js/tutorial_american.js';
import { owned, strayedFrom } from '../../../clients/web/src/js/tutorial_note.js';

const cards = (faces) => faces.map((face, id) => ({ id, face }));
const DEALT = ['R1', 'R2', 'R3', 'G5', 'G5', 'G5', 'B4', 'B6', 'love', 'love', 'spring'];
const nymjView = (over) => ({ phase: 'awaiting_discard', current: 0, hand: cards(DEALT), seats: [{ exposed: [] }], legal: { discard: true }, window: null, history: [], ...over });

test('NYMJ: the lonely card is the one to discard; a 5 Blue makes a set and wins', () => {
  assert.equal(loneliest(DEALT), 'spring');
  const ten = DEALT.filter((f) => f !== 'spring');
  assert.deepEqual(setWith(ten, 'B5'), ['B4', 'B6']);
  assert.equal(setWith(ten, 'G2'), null);
  assert.equal(wins([...ten, 'B5'], 0), true);
  assert.equal(wins([...ten, 'B1'], 0), false);
  assert.deepEqual([nymjHint(nymjView(), 0).step, nymjHint(nymjView(), 0).face], ['discard', 'spring']);
});

test('NYMJ: STEAL! for a card that wins, Pass for one that does not, and the win explained', () => {
  const ten = cards(DEALT.filter((f) => f !== 'spring'));
  const open = (face) => nymjView({ phase: 'claim_window', current: 1, hand: ten, legal: { steal: true, pass: true }, window: { id: 3, discarder: 1, card: { id: 60, face } } });
  const steal = nymjHint(open('B5'), 0);
  assert.equal(steal.step, 'steal');
  assert.match(steal.text, /last card you need/);
  assert.equal(nymjHint(open('summer'), 0).step, 'pass');
  const won = nymjHint(nymjView({ phase: 'game_over', history: [{ winner: 0, method: 'stealing', hands: [{ concealed: cards([...DEALT.slice(0, 10), 'B5']), exposed: [] }] }] }), 0);
  assert.equal(won.step, 'won');
  assert.match(won.text, /by stealing/);
  assert.match(won.text, /\(4 Blue, 5 Blue, 6 Blue\)/);
});

test('American: the White Dragon goes, the 7 Bam is called for Mah Jongg, the hand is spelled out', () => {
  const dealt = ['C3', 'C3', 'C3', 'C3', 'D5', 'D5', 'D5', 'J', 'B7', 'B7', 'B7', 'N', 'N', 'WD'];
  assert.equal(leastNeeded(dealt), 'WD');
  const view = { phase: 'awaiting_discard', current: 0, hand: cards(dealt), legal: { discard: cards(dealt) }, window: null, history: [], nearest: [] };
  assert.deepEqual([americanHint(view, 0).step, americanHint(view, 0).face], ['discard', 'WD']);
  const call = americanHint({ ...view, phase: 'claim_window', current: 1, hand: cards(dealt.slice(0, 13)), legal: { call_mah_jongg: true, pass: true }, window: { id: 2, discarder: 1, card: { id: 99, face: 'B7' } } }, 0);
  assert.equal(call.step, 'call');
  const won = americanHint({ ...view, phase: 'round_over', history: [{ win: { seat: 0, hand_name: 'Three kongs and a pair', points: 50, self_drawn: false }, winning_hand: cards([...dealt.slice(0, 13), 'B7']), hands: [{ exposed: [] }] }] }, 0);
  assert.equal(won.step, 'won');
  assert.match(won.text, /a kong of 5 Dot \(a Joker stands in for the fourth\)/);
  assert.match(won.text, /a pair of North Wind/);
});

test('a guided hand notices a card let go even when the window closed before any update showed the pass', () => {
  const hint = { step: 'steal', face: 'B5', name: '5 Blue', window: 3, held: 0, owned: 0 };
  const ten = DEALT.filter((f) => f !== 'spring');
  const after = (over) => ({ phase: 'awaiting_discard', current: 1, hand: cards(ten), seats: [{ exposed: [] }], window: null, ...over });
  const faces = (v) => v.hand.map((c) => c.face);
  const letGo = /You let the 5 Blue go/;
  // The pass was the last answer: the next update already has the window closed.
  assert.match(strayedFrom(hint, after(), 0, faces(after())), letGo);
  // Seen while the window is still open: answered, and not with STEAL!.
  const open = after({ phase: 'claim_window', window: { id: 3, answered: true, called: [] } });
  assert.match(strayedFrom(hint, open, 0, faces(open)), letGo);
  // A steal that laid down B4 B5 B6 took the card: no note, though the hand holds no B5.
  const stole = after({ current: 0, seats: [{ exposed: [cards(['B4', 'B5', 'B6'])] }] });
  assert.equal(owned(stole, 0, 'B5'), 1);
  assert.equal(strayedFrom(hint, stole, 0, faces(stole)), '');
  // A steal that won ends the round: no note either.
  const won = after({ phase: 'round_over', hand: cards([...ten, 'B5']) });
  assert.equal(strayedFrom(hint, won, 0, faces(won)), '');
});
