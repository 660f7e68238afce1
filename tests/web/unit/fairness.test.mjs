// The fair-shuffle check: a revealed deck must hash to the commitment published at the
// deal, and the commitment must not change between the deal and the reveal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { FairnessTracker, commitmentInput, fairnessLabel, shortCommitment, verifyReveal } from '../../../clients/web/src/js/fairness.js';
import { RULESETS } from '../../../clients/web/src/js/rulesets.js';

const DECK = ['G6', 'R1', 'love', 'B3', 'spring', 'R1', 'G2'];
const SALT = '9f2c01ab';
// Made by node's own hash (OpenSSL), independently of the browser's SHA-256.
const COMMIT = createHash('sha256').update(`${SALT}:${DECK.join(',')}`, 'utf8').digest('hex');

test('the hashed string is salt, a colon, then the cards joined by commas', () => {
  assert.equal(commitmentInput('ab', ['G6', 'R1', 'love']), 'ab:G6,R1,love');
  assert.equal(commitmentInput('ab', []), 'ab:');
});

test('a revealed deck that matches its commitment verifies', () => {
  assert.deepEqual(verifyReveal({ commitment: COMMIT, salt: SALT, deck: DECK }), { ok: true, reason: '' });
  assert.equal(verifyReveal({ commitment: COMMIT.toUpperCase(), salt: SALT, deck: DECK }).ok, true, 'hex case does not matter');
});

test('two cards swapped, another salt, or a bad commitment fail', () => {
  const swapped = [...DECK];
  [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
  const bad = verifyReveal({ commitment: COMMIT, salt: SALT, deck: swapped });
  assert.equal(bad.ok, false);
  assert.match(bad.reason, /hashes to [0-9a-f]{8}, not [0-9a-f]{8}/);
  assert.equal(verifyReveal({ commitment: COMMIT, salt: `${SALT}0`, deck: DECK }).ok, false);
  assert.equal(verifyReveal({ commitment: 'abc', salt: SALT, deck: DECK }).ok, false);
  assert.equal(verifyReveal({ commitment: COMMIT, salt: null, deck: DECK }).ok, false);
});

test('the tracker shows a sealed deck, then verifies it when the round ends', () => {
  const t = new FairnessTracker(RULESETS.nymj.deals);
  const sealed = t.observe({ round: 1, commitment: COMMIT, salt: null, deck: null });
  assert.equal(sealed.state, 'sealed');
  assert.equal(fairnessLabel(sealed).text, `Deck sealed: ${COMMIT.slice(0, 8)}`);
  assert.match(fairnessLabel(sealed).title, new RegExp(COMMIT));
  const done = t.observe({ round: 1, commitment: COMMIT, salt: SALT, deck: DECK });
  assert.equal(done.state, 'verified');
  assert.equal(done.sealedSeen, true);
  assert.equal(fairnessLabel(done).text, 'Deck verified ✓');
  assert.equal(t.get(1).state, 'verified');
  assert.equal(t.get(2), null);
});

test('a deck that does not match fails loudly', () => {
  const t = new FairnessTracker(RULESETS.nymj.deals);
  t.observe({ round: 2, commitment: COMMIT, salt: null, deck: null });
  const rec = t.observe({ round: 2, commitment: COMMIT, salt: SALT, deck: [...DECK].reverse() });
  assert.equal(rec.state, 'failed');
  assert.equal(fairnessLabel(rec).text, 'Deck check FAILED');
  assert.equal(fairnessLabel(rec).cls, 'failed');
});

test('a commitment replaced mid-round fails even if the new one matches the deck', () => {
  const other = createHash('sha256').update('x:y', 'utf8').digest('hex');
  const t = new FairnessTracker(RULESETS.nymj.deals);
  t.observe({ round: 3, commitment: other, salt: null, deck: null });
  const rec = t.observe({ round: 3, commitment: COMMIT, salt: SALT, deck: DECK });
  assert.equal(rec.state, 'failed');
  assert.match(rec.reason, /commitment changed/);
  // The verdict stands: a later, consistent frame does not turn it back.
  assert.equal(t.observe({ round: 3, commitment: other, salt: null, deck: null }).state, 'failed');
});

test('frames without fairness are ignored; rounds are kept apart', () => {
  const t = new FairnessTracker(RULESETS.nymj.deals);
  assert.equal(t.observe(undefined), null);
  assert.equal(t.observe({}), null);
  t.observe({ round: 1, commitment: COMMIT, salt: SALT, deck: DECK });
  assert.equal(t.observe({ round: 2, commitment: 'f'.repeat(64), salt: null, deck: null }).state, 'sealed');
  assert.equal(t.get(1).state, 'verified');
  assert.equal(t.get(1).sealedSeen, false, 'round 1 was only ever seen revealed (joined at its end)');
  assert.equal(shortCommitment(null), '');
});

// A 3-seat deal as the server lists it: the dealt hands (31 cards), then the draw pile top first.
const FACES = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6',
  'spring', 'summer', 'fall', 'winter', 'love', 'guilt', 'pride'];
const FULL = FACES.flatMap((f) => [f, f, f]);
const cardOf = (face, copy = 0) => ({ id: FACES.indexOf(face) * 3 + copy, face });

test('the revealed deck must hold the hand this viewer was dealt and the cards it drew', () => {
  const salt = 'e2';
  const commitment = createHash('sha256').update(`${salt}:${FULL.join(',')}`).digest('hex');
  const run = (hand, draws) => {
    const t = new FairnessTracker(RULESETS.nymj.deals);
    t.observeEvents([
      { type: 'round_started', round: 1, ma: 0, dealt_in: [0, 1, 2], draw_pile: 44 },
      { type: 'hand_dealt', seat: 1, cards: hand },
      { type: 'turn_started', seat: 0, decision: 1 },  // the deck was captured before it
      { type: 'card_drawn', seat: 0, card: null, draw_pile: 43 },
      ...draws.map(([face, pile]) => ({ type: 'card_drawn', seat: 1, card: cardOf(face), draw_pile: pile })),
    ], 1);
    t.observe({ round: 1, commitment, salt: null, deck: null });
    return t.observe({ round: 1, commitment, salt, deck: FULL });
  };
  // The first 31 cards run R1 x3 .. B4 x3 and one B5; the draw pile starts B5, B5, B6.
  const dealt = ['R1', 'R4', 'B2', 'B1', 'B1', 'R6', 'B4', 'R2', 'R3', 'B3'].map((f) => cardOf(f));
  assert.equal(run(dealt, [['B5', 42]]).state, 'verified', 'dealt cards among the first 31, 2nd draw is FULL[32]');
  const lie = run([...dealt.slice(0, 9), cardOf('pride')], []);
  assert.equal(lie.state, 'failed', 'Pride is not among the dealt cards');
  assert.match(lie.reason, /pride was dealt but/);
  const badDraw = run(dealt, [['B6', 42]]);
  assert.equal(badDraw.state, 'failed');
  assert.match(badDraw.reason, /card 2 of the draw pile was drawn as B6, but the revealed deck has B5 there/);
});

test('after a reshuffle of the discards, draws are no longer checked against the sealed deck', () => {
  const t = new FairnessTracker(RULESETS.nymj.deals);
  t.observeEvents([
    { type: 'round_started', round: 1, draw_pile: 44 },
    { type: 'draw_pile_reshuffled', cards: 20 },
    { type: 'card_drawn', seat: 0, card: cardOf('pride'), draw_pile: 19 },
  ], 0);
  assert.deepEqual(t.seen.get(1).draws, []);
  const salt = 's';
  const commitment = createHash('sha256').update(`${salt}:${FULL.join(',')}`).digest('hex');
  assert.equal(t.observe({ round: 1, commitment, salt, deck: FULL }).state, 'verified');
});

test('a spectator (no seat) only checks the hash', () => {
  const t = new FairnessTracker(RULESETS.nymj.deals);
  t.observeEvents([{ type: 'round_started', round: 1, draw_pile: 44 }, { type: 'hand_dealt', seat: 0, cards: [cardOf('pride')] }], null);
  assert.deepEqual(t.seen.get(1).hand, []);
});

// Every game's deal, as its events tell it (each descriptor's `deals`): the viewer's dealt
// cards, the draws before the first turn (Gimme's first tile, Chinese replacements for
// Flowers) among the dealt part, and each later draw at its place in the pile. A deck
// with two cards swapped and a commitment made over it passes the hash but not this.
const GAME_DEALS = {
  // Seat 0 is dealt D1 and draws D2 before its first turn; the pool is B1 B2 B3 B4.
  gimme: {
    deck: ['D1', 'D2', 'C1', 'B1', 'B2', 'B3', 'B4'], swap: [3, 4],
    events: [
      { type: 'round_started', round: 1, first_player: 0, pool: 5 },
      { type: 'hand_dealt', seat: 0, cards: [{ id: 0, face: 'D1' }] },
      { type: 'card_drawn', seat: 0, card: { id: 4, face: 'D2' }, pool: 4 },
      { type: 'turn_started', seat: 0, decision: 1, drew: true },
      { type: 'card_drawn', seat: 1, card: null, pool: 3 },
      { type: 'card_drawn', seat: 0, card: { id: 80, face: 'B2' }, pool: 2 },
    ],
  },
  // Hand 2: seat 0 is dealt F1 and C1, lays the Flower down and draws C2 in its place.
  chinese: {
    deck: ['F1', 'C1', 'C2', 'D1', 'B1', 'B2', 'RD'], swap: [5, 6],
    events: [
      { type: 'hand_started', hand: 2, east: 0, wall: 4 },
      { type: 'hand_dealt', seat: 0, cards: [{ id: 136, face: 'F1' }, { id: 0, face: 'C1' }] },
      { type: 'flower_laid_down', seat: 0, card: { id: 136, face: 'F1' } },
      { type: 'card_drawn', seat: 0, card: { id: 4, face: 'C2' }, wall: 3, replacement: true },
      { type: 'turn_started', seat: 0, decision: 1, drew: true },
      { type: 'card_drawn', seat: 1, card: null, wall: 2, replacement: false },
      { type: 'card_drawn', seat: 0, card: { id: 76, face: 'B2' }, wall: 1, replacement: false },
    ],
  },
  // Cards passed in the Charleston are no draws; the wall is RD, WD, GD.
  american: {
    deck: ['C1', 'J', 'N', 'RD', 'WD', 'GD'], swap: [3, 4],
    events: [
      { type: 'round_started', round: 1, east: 0, wall: 3 },
      { type: 'hand_dealt', seat: 0, cards: [{ id: 0, face: 'C1' }, { id: 144, face: 'J' }] },
      { type: 'cards_received', from: 1, to: 0, cards: [{ id: 108, face: 'N' }], forwarded: 0 },
      { type: 'turn_started', seat: 0, decision: 1, drew: false },
      { type: 'card_drawn', seat: 0, card: { id: 116, face: 'RD' }, wall: 2 },
    ],
  },
  // One deal per game (round 1); the supply is drawn two at a time.
  boba: {
    deck: ['taro1', 'mango2', 'pearls', 'matcha3', 'taro4', 'mango5'], swap: [4, 5],
    events: [
      { type: 'game_started', first_player: 0, piles: [[{ id: 46, face: 'pearls' }]], supply: 3, zeros_reshuffled: 0 },
      { type: 'hand_dealt', seat: 0, cards: [{ id: 1, face: 'taro1' }] },
      { type: 'turn_started', seat: 0, decision: 1, last_turn: false },
      { type: 'supply_drawn', seat: 0, cards: [{ id: 12, face: 'matcha3' }, { id: 4, face: 'taro4' }], count: 2, supply: 1, reason: 'draw' },
    ],
  },
};

for (const [game, { deck, swap, events }] of Object.entries(GAME_DEALS)) {
  test(`${game}: the revealed deck must hold what this viewer was dealt and drew`, () => {
    const verdict = (cards) => {
      const t = new FairnessTracker(RULESETS[game].deals);
      t.observeEvents(events, 0);
      const round = events[0].hand ?? events[0].round ?? 1;
      const commitment = createHash('sha256').update(`e7:${cards.join(',')}`).digest('hex');
      t.observe({ round, commitment, salt: null, deck: null });
      return t.observe({ round, commitment, salt: 'e7', deck: cards });
    };
    assert.deepEqual([verdict(deck).state, verdict(deck).reason], ['verified', '']);
    const swapped = [...deck];
    [swapped[swap[0]], swapped[swap[1]]] = [swapped[swap[1]], swapped[swap[0]]];
    const bad = verdict(swapped);
    assert.equal(bad.state, 'failed', 'two cards of the pile swapped');
    assert.match(bad.reason, /of the draw pile was drawn as/);
    const dealtAway = [...deck];
    [dealtAway[0], dealtAway[deck.length - 1]] = [dealtAway[deck.length - 1], dealtAway[0]];
    assert.match(verdict(dealtAway).reason, new RegExp(`${deck[0]} was dealt but is not among the dealt cards`));
  });
}
