// The fair-shuffle check: a revealed deck must hash to the commitment published at the
// deal, and the commitment must not change between the deal and the reveal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { FairnessTracker, commitmentInput, fairnessLabel, shortCommitment, verifyReveal } from '../../../clients/web/src/js/fairness.js';

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
  const t = new FairnessTracker();
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
  const t = new FairnessTracker();
  t.observe({ round: 2, commitment: COMMIT, salt: null, deck: null });
  const rec = t.observe({ round: 2, commitment: COMMIT, salt: SALT, deck: [...DECK].reverse() });
  assert.equal(rec.state, 'failed');
  assert.equal(fairnessLabel(rec).text, 'Deck check FAILED');
  assert.equal(fairnessLabel(rec).cls, 'failed');
});

test('a commitment replaced mid-round fails even if the new one matches the deck', () => {
  const other = createHash('sha256').update('x:y', 'utf8').digest('hex');
  const t = new FairnessTracker();
  t.observe({ round: 3, commitment: other, salt: null, deck: null });
  const rec = t.observe({ round: 3, commitment: COMMIT, salt: SALT, deck: DECK });
  assert.equal(rec.state, 'failed');
  assert.match(rec.reason, /commitment changed/);
  // The verdict stands: a later, consistent frame does not turn it back.
  assert.equal(t.observe({ round: 3, commitment: other, salt: null, deck: null }).state, 'failed');
});

test('frames without fairness are ignored; rounds are kept apart', () => {
  const t = new FairnessTracker();
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
    const t = new FairnessTracker();
    t.observeEvents([
      { type: 'round_started', round: 1, ma: 0, dealt_in: [0, 1, 2], draw_pile: 44 },
      { type: 'hand_dealt', seat: 1, cards: hand },
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
  const t = new FairnessTracker();
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
  const t = new FairnessTracker();
  t.observeEvents([{ type: 'round_started', round: 1, draw_pile: 44 }, { type: 'hand_dealt', seat: 0, cards: [cardOf('pride')] }], null);
  assert.deepEqual(t.seen.get(1).hand, []);
});
