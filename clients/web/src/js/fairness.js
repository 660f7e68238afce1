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

// Every game's events name a card by an object with its face code (or by the code alone),
// and the revealed deck lists those codes.
const faceOf = (card) => (typeof card === 'string' ? card : typeof card?.face === 'string' ? card.face : null);

// How a game's events tell its deals (`deals`: each game's descriptor has one, e.g.
// nymj_ruleset.js; this module knows no game's events):
// `start` the event that deals a round, `round` its field with the round's number (none:
// one deal per game, round 1), `pile` the field every deal and draw carries with the
// cards left to draw, `draws` the events that draw from it, `end` the event that ends the
// round (its `result` may name the round by the same field), `reshuffled` the event after
// which draws no longer come from the sealed deck. The deck is captured when the round's
// first turn starts: every card a seat was dealt or drew before that is among the dealt
// cards, and the draws after it come off the pile in the revealed order.
const dealsWith = (deals) => (deals ? { draws: ['card_drawn'], ...deals } : null);

// The round an event deals, or null when it deals none (or the game is not known yet).
export function dealtRound(ev, deals) {
  if (!deals || ev?.type !== deals.start) return null;
  return deals.round ? ev[deals.round] ?? null : 1;
}

// Checks that the revealed deck is the one this viewer was actually dealt from. The deck
// lists the dealt hands first, then the draw pile top first, so the viewer's dealt cards
// lie among the first `dealt` cards and its n-th draw of the round is deck[dealt + n].
// seen: {pileAtDeal, hand: [face], draws: [{index, face}]}.
export function checkSeen(deck, seen) {
  const pile = seen?.pileAtDeal ?? seen?.pile;
  if (!seen || typeof pile !== 'number') return { ok: true, reason: '' };
  const dealt = deck.length - pile;
  if (seen.hand?.length) {
    const left = deck.slice(0, Math.max(0, dealt));
    for (const face of seen.hand) {
      const i = left.indexOf(face);
      if (i < 0) return { ok: false, reason: `${face} was dealt but is not among the dealt cards of the revealed deck` };
      left.splice(i, 1);
    }
  }
  for (const d of seen.draws ?? []) {
    const want = deck[dealt + d.index];
    if (want !== d.face) return { ok: false, reason: `card ${d.index + 1} of the draw pile was drawn as ${d.face}, but the revealed deck has ${want ?? 'nothing'} there` };
  }
  return { ok: true, reason: '' };
}

// Follows the `fairness` object of successive update frames and says, per round, whether
// the deck is still sealed, verified, or failed its check. observeEvents() feeds it what
// this viewer saw dealt and drawn, which the revealed deck must agree with.
export class FairnessTracker {
  // deals: how this game's events tell its deals (its descriptor's); none until the
  // table's game is known, and no event is followed till then.
  constructor(deals = null) {
    this.deals = dealsWith(deals);
    this.rounds = new Map();  // round -> {round, commitment, sealedSeen, state, reason}
    this.seen = new Map();    // round -> {pile, pileAtDeal, hand, draws, reshuffled}
    this.round = null;
  }

  // The table's game is known once its lobby is: its deals are read from then on.
  useDeals(deals) {
    this.deals = dealsWith(deals);
  }

  // Takes one frame's events (in order) for the viewer at seat `me`; a replay, where
  // every hand is known, passes everyone = true to check every seat's cards.
  observeEvents(events, me, { everyone = false } = {}) {
    const d = this.deals;
    if (!d) return;
    const mine = (seat) => everyone || (seat === me && me !== null);
    for (const ev of events ?? []) {
      const round = dealtRound(ev, d);
      if (round !== null) {
        this.round = round;
        this.seen.set(round, { pile: ev[d.pile], pileAtDeal: null, hand: [], draws: [], reshuffled: false });
        continue;
      }
      const seen = this.seen.get(this.round);
      if (!seen) continue;
      if (ev.type === 'hand_dealt' && mine(ev.seat)) seen.hand.push(...(ev.cards ?? []).map(faceOf).filter(Boolean));
      if (ev.type === 'turn_started' && seen.pileAtDeal === null) seen.pileAtDeal = seen.pile;
      if (ev.type === d.reshuffled) seen.reshuffled = true;  // later draws are not from the sealed deck
      if (d.draws.includes(ev.type) && typeof ev[d.pile] === 'number') this.noteDraw(seen, ev, mine(ev.seat));
    }
  }

  // A draw before the first turn belongs to the dealt hand; after it, the cards come off
  // the pile in the revealed order: the k-th of n drawn leaving `after` is card
  // pileAtDeal - after - n + k of the pile.
  noteDraw(seen, ev, mine) {
    const after = ev[this.deals.pile];
    seen.pile = after;
    const faces = (ev.cards ?? (ev.card ? [ev.card] : [])).map(faceOf).filter(Boolean);
    if (!mine || seen.reshuffled || !faces.length) return;
    if (seen.pileAtDeal === null) {
      seen.hand.push(...faces);
      return;
    }
    faces.forEach((face, k) => seen.draws.push({ index: seen.pileAtDeal - after - faces.length + k, face }));
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
    let check = verifyReveal(f);
    if (check.ok) check = checkSeen(f.deck, this.seen.get(f.round));
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
