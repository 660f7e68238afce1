// The guided hand of Not Your Ma's Jong: what to say at each moment, read from the
// learner's view alone (the server's tutorial deal, server/src/tutorial.cpp, is written
// so that following these words wins). Pure: no DOM. Rules: docs/rules/nymj.md.

import { describe, faceFromCode } from './nymj_cards.js';
import { winningArrangement } from './nymj_hand_layout.js';

const ORDER = ['R', 'B', 'G'].flatMap((s) => [1, 2, 3, 4, 5, 6].map((r) => `${s}${r}`)).concat(['spring', 'summer', 'fall', 'winter', 'love', 'guilt', 'pride']);
const faceOf = (c) => (typeof c === 'string' ? c : c?.face);
const nameOf = (face) => describe(face)?.name ?? face;
const numbered = (face) => /^[RBG][1-6]$/.test(face);
const shift = (face, d) => {
  const r = Number(face[1]) + d;
  return r >= 1 && r <= 6 ? `${face[0]}${r}` : null;
};

function countsOf(faces) {
  const m = new Map();
  for (const f of faces) m.set(f, (m.get(f) ?? 0) + 1);
  return m;
}

// Card ids standing for faces (three copies of a face have consecutive ids), so the
// round-end layout's split into sets and a pair can be reused on faces.
function idsOf(faces) {
  const used = new Map();
  return faces.map((f) => {
    const n = used.get(f) ?? 0;
    used.set(f, n + 1);
    return faceFromCode(f) * 3 + n;
  });
}

const arrangement = (handFaces, exposedSets) => winningArrangement(idsOf(handFaces), Array.from({ length: exposedSets }, () => []));

export const wins = (handFaces, exposedSets) => !!arrangement(handFaces, exposedSets);

// The two cards of the hand that make a set with `face`, or null.
export function setWith(handFaces, face) {
  const c = countsOf(handFaces);
  if ((c.get(face) ?? 0) >= 2) return [face, face];
  if (!numbered(face)) return null;
  for (const [x, y] of [[-2, -1], [-1, 1], [1, 2]]) {
    const p = shift(face, x);
    const q = shift(face, y);
    if (p && q && c.get(p) > 0 && c.get(q) > 0) return [p, q];
  }
  return null;
}

// A card nothing in the hand goes with (no copy, no neighbour within two in its colour),
// else the card with the fewest such friends.
export function loneliest(handFaces) {
  const c = countsOf(handFaces);
  const friends = (f) => (c.get(f) - 1) + (numbered(f) ? [-2, -1, 1, 2].filter((d) => c.get(shift(f, d) ?? '') > 0).length : 0);
  return [...handFaces].sort((x, y) => friends(x) - friends(y) || ORDER.indexOf(x) - ORDER.indexOf(y))[0];
}

// The sets and pair of a winning hand, in words.
const spelled = (faces) => arrangement(faces, 0).map((g) => g.cards.map((id) => describe(id).name).join(', '));

// {step, text, face?}: step is what the learner should do now (discard, steal, pass,
// declare, wait, won, lost).
function hintFor(view, me) {
  const hand = (view.hand ?? []).map(faceOf);
  const exposed = view.seats?.[me]?.exposed ?? [];
  // The lesson is the first round (its table plays no other).
  if (view.phase === 'round_over' || view.phase === 'game_over' || (view.history?.length ?? 0) > 0) {
    const last = view.history?.[0];
    if (last?.winner !== me) return { step: 'lost', text: 'This hand went to a bot. Every hand is different: try the guided hand again, or play a real game.' };
    const how = last?.method === 'stealing' ? 'by stealing the last card' : 'by drawing the last card';
    const shown = last?.hands?.[me];
    const all = shown ? [...(shown.concealed ?? []), ...(shown.exposed ?? []).flat()].map(faceOf) : hand;
    const groups = wins(all, 0) ? `: ${spelled(all).map((g) => `(${g})`).join(' ')}` : '';
    return { step: 'won', text: `You won ${how}! Your 11 cards are three sets and a pair${groups}. That is a winning hand in Not Your Ma's Jong. The others pay you tokens: double for a win by drawing, and Ma pays double.` };
  }
  if (view.legal?.declare_win) {
    return { step: 'declare', text: 'Your 11 cards make three sets and a pair: press Declare win.' };
  }
  const window = view.window;
  if (window && window.discarder !== me && view.phase === 'claim_window') {
    const face = faceOf(window.card);
    if (view.legal?.steal) {
      const two = setWith(hand, face);
      const winning = wins([...hand, face], exposed.length);
      if (two || winning) {
        const why = winning
          ? `it is the last card you need: with it your hand is three sets and a pair, so STEAL! wins at once.`
          : `with your ${two.map(nameOf).join(' and ')} it makes a set, which you lay down before you discard.`;
        return { step: 'steal', face, text: `STEAL! the ${nameOf(face)}: ${why} Press STEAL! now.` };
      }
      return { step: 'pass', face, text: `The ${nameOf(face)} makes no set with your cards, so do not steal it (a wrong STEAL! costs your next turn). Press Pass, or just wait.` };
    }
    return { step: 'wait', text: 'Wait while the others decide on the discard.' };
  }
  if (view.phase === 'awaiting_discard' && view.current === me && view.legal?.discard) {
    const face = loneliest(hand);
    return { step: 'discard', face, text: `Your turn: you hold ${hand.length} cards and must discard one. You are building three sets and a pair. The ${nameOf(face)} goes with nothing in your hand: tap it to discard it.` };
  }
  if (view.phase === 'awaiting_exposure' && view.current === me) {
    return { step: 'expose', text: 'Choose which two of your cards make the set with the stolen card.' };
  }
  const need = ORDER.filter((f) => wins([...hand, f], exposed.length));
  const waiting = need.length ? ` You need ${need.map(nameOf).join(' or ')} to win: watch every discard for it.` : '';
  return { step: 'wait', text: `The bots are taking their turns.${waiting}` };
}

export function nymjHint(view, me) {
  const hint = hintFor(view, me);
  return hint.face ? { ...hint, name: nameOf(hint.face) } : hint;
}
