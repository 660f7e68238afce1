// The fair-shuffle check. At the deal the server publishes, per round, the SHA-256 of
// salt + ":" + the deck's cards joined by ","; when the round ends it reveals the salt
// and the deck. The browser re-hashes them and also checks that the commitment it was
// shown at the deal is the one revealed, so a deck swapped mid-round cannot pass.

import { sha256Hex } from './sha256.js';

const HEX64 = /^[0-9a-f]{64}$/;

// The string the server hashed for a round.
export const commitmentInput = (salt, deck) => `${salt}:${deck.join(',')}`;

export const shortCommitment = (commitment) => String(commitment ?? '').slice(0, 8);

// Checks one revealed round on its own: {ok, reason}. `reason` says what failed.
export function verifyReveal({ commitment, salt, deck }) {
  const want = String(commitment ?? '').toLowerCase();
  if (!HEX64.test(want)) return { ok: false, reason: 'the commitment is not a SHA-256 hex digest' };
  if (typeof salt !== 'string' || !Array.isArray(deck)) return { ok: false, reason: 'the salt or the deck is missing' };
  const got = sha256Hex(commitmentInput(salt, deck));
  return got === want ? { ok: true, reason: '' } : { ok: false, reason: `the deck hashes to ${shortCommitment(got)}, not ${shortCommitment(want)}` };
}

// Follows the `fairness` object of successive update frames and says, per round, whether
// the deck is still sealed, verified, or failed its check.
export class FairnessTracker {
  constructor() {
    this.rounds = new Map();  // round -> {round, commitment, sealedSeen, state, reason}
  }

  // Takes one frame's fairness object (or nothing) and returns that round's record.
  observe(f) {
    if (!f || typeof f.round !== 'number') return null;
    let rec = this.rounds.get(f.round);
    if (!rec) {
      rec = { round: f.round, commitment: f.commitment ?? null, sealedSeen: false, state: 'sealed', reason: '' };
      this.rounds.set(f.round, rec);
    }
    if (rec.state !== 'sealed') return rec;  // a verdict, once given, stands
    const revealed = f.salt !== null && f.salt !== undefined && f.deck !== null && f.deck !== undefined;
    if (rec.commitment !== f.commitment) {
      rec.state = 'failed';
      rec.reason = `the commitment changed during the round (was ${shortCommitment(rec.commitment)}, now ${shortCommitment(f.commitment)})`;
      return rec;
    }
    if (!revealed) {
      rec.sealedSeen = true;
      return rec;
    }
    const check = verifyReveal(f);
    rec.state = check.ok ? 'verified' : 'failed';
    rec.reason = check.reason;
    return rec;
  }

  get(round) {
    return this.rounds.get(round) ?? null;
  }
}

// What to show for a round's record: {text, cls, title}.
export function fairnessLabel(rec) {
  if (!rec) return null;
  if (rec.state === 'verified') {
    return { text: 'Deck verified ✓', cls: 'ok', title: `Round ${rec.round}: the revealed deck matches the commitment ${rec.commitment}` };
  }
  if (rec.state === 'failed') {
    return { text: 'Deck check FAILED', cls: 'failed', title: `Round ${rec.round}: ${rec.reason}` };
  }
  return { text: `Deck sealed: ${shortCommitment(rec.commitment)}`, cls: 'sealed', title: `SHA-256 of this round's shuffled deck: ${rec.commitment}` };
}
