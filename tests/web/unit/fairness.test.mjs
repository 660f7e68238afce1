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
