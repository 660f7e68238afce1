// Arranges the viewer's own hand for display only: by suit, with cards that already
// form sets (three alike, or a run in a numbered suit) and pairs placed together. It
// decides nothing: the server alone says what is legal.

import { describe, SUIT_ORDER } from './nymj_cards.js';

// Returns [{ suit, groups: [{ kind: 'set'|'pair'|'single', cards: [id...] }] }].
export function layoutHand(cardIds) {
  const bySuit = new Map();
  for (const id of cardIds) {
    const info = describe(id);
    if (!info) continue;
    if (!bySuit.has(info.suit)) bySuit.set(info.suit, []);
    bySuit.get(info.suit).push({ id, face: info.face, rank: info.rank });
  }
  const out = [];
  for (const suit of SUIT_ORDER) {
    const cards = bySuit.get(suit);
    if (!cards) continue;
    cards.sort((a, b) => a.face - b.face || a.id - b.id);
    out.push({ suit, groups: groupSuit(cards) });
  }
  return out;
}

function groupSuit(cards) {
  const left = [...cards];
  const groups = [];
  const take = (pred) => {
    const i = left.findIndex(pred);
    return i < 0 ? null : left.splice(i, 1)[0];
  };
  // Three alike first, then runs, then pairs; whatever is left stands alone.
  for (const face of [...new Set(left.map((c) => c.face))]) {
    while (left.filter((c) => c.face === face).length >= 3) {
      groups.push({ kind: 'set', cards: [0, 1, 2].map(() => take((c) => c.face === face).id) });
    }
  }
  if (cards[0] && cards[0].rank) {
    let found = true;
    while (found) {
      found = false;
      for (const c of left) {
        const b = left.find((x) => x.face === c.face + 1 && x.rank === c.rank + 1);
        const d = left.find((x) => x.face === c.face + 2 && x.rank === c.rank + 2);
        if (b && d) {
          for (const x of [c, b, d]) left.splice(left.indexOf(x), 1);
          groups.push({ kind: 'set', cards: [c.id, b.id, d.id] });
          found = true;
          break;
        }
      }
    }
  }
  for (const face of [...new Set(left.map((c) => c.face))]) {
    if (left.filter((c) => c.face === face).length === 2) {
      groups.push({ kind: 'pair', cards: [take((c) => c.face === face).id, take((c) => c.face === face).id] });
    }
  }
  for (const c of left) groups.push({ kind: 'single', cards: [c.id] });
  const first = (g) => describe(g.cards[0]).face;
  groups.sort((a, b) => first(a) - first(b));
  return groups;
}

// Lays out a revealed winning hand as its sets and pair, for the round-end display:
// returns [{ kind: 'set'|'pair', cards: [id...], exposed }] or null if no such split
// exists (then the caller shows the cards as they are).
export function winningArrangement(concealedIds, exposedSets = []) {
  const need = 3 - exposedSets.length;
  const cards = concealedIds.map((id) => ({ id, ...describe(id) })).sort((a, b) => a.face - b.face || a.id - b.id);
  if (need < 0 || cards.length !== need * 3 + 2) return null;
  const found = split(cards, need, false);
  if (!found) return null;
  return [
    ...exposedSets.map((set) => ({ kind: 'set', cards: set, exposed: true })),
    ...found.filter((g) => g.kind === 'set'),
    ...found.filter((g) => g.kind === 'pair'),
  ];
}

function split(cards, setsLeft, pairDone) {
  if (!cards.length) return setsLeft === 0 && pairDone ? [] : null;
  const [first, ...rest] = cards;
  const removeFace = (list, face) => {
    const i = list.findIndex((c) => c.face === face);
    return i < 0 ? null : [list[i], [...list.slice(0, i), ...list.slice(i + 1)]];
  };
  // The lowest card is in a triple, a run starting at it, or the pair.
  if (setsLeft > 0) {
    const a = removeFace(rest, first.face);
    const b = a && removeFace(a[1], first.face);
    if (b) {
      const tail = split(b[1], setsLeft - 1, pairDone);
      if (tail) return [{ kind: 'set', cards: [first.id, a[0].id, b[0].id] }, ...tail];
    }
    if (first.rank && first.rank <= 4) {
      const c = removeFace(rest, first.face + 1);
      const d = c && removeFace(c[1], first.face + 2);
      if (d) {
        const tail = split(d[1], setsLeft - 1, pairDone);
        if (tail) return [{ kind: 'set', cards: [first.id, c[0].id, d[0].id] }, ...tail];
      }
    }
  }
  if (!pairDone) {
    const p = removeFace(rest, first.face);
    if (p) {
      const tail = split(p[1], setsLeft, true);
      if (tail) return [{ kind: 'pair', cards: [first.id, p[0].id] }, ...tail];
    }
  }
  return null;
}
