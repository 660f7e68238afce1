// Making a set in the browser, without the DOM: which cards are picked (hand cards and
// at most one pile top), which of the server's legal sets that picking is, and the
// make_set message once the card to keep and the piles for the other two are chosen.
// Whether a set is legal is never decided here: only view.legal.make_set says so.

import { cardId, describeCard } from './boba_cards.js';

export const emptyPick = () => ({ cards: [], pile: null, keep: null, places: {} });

const sameIds = (a, b) => a.length === b.length && [...a].sort((x, y) => x - y).every((x, i) => x === [...b].sort((p, q) => p - q)[i]);

// The legal set this picking is, or null.
export function pickedSet(legalSets, pick) {
  const n = pick.cards.length + (pick.pile === null ? 0 : 1);
  if (n !== 3) return null;
  return (legalSets ?? []).find((o) => (o.pile ?? null) === pick.pile && sameIds(o.cards.map(cardId), pick.cards)) ?? null;
}

// The three cards of a legal set option (the pile top last).
export const setCards = (option) => (option ? [...option.cards, ...(option.pile_card ? [option.pile_card] : [])] : []);

// Hand card pressed: in or out of the picking (three cards at most, the pile top counted).
export function toggleCard(pick, id) {
  const next = { ...pick, cards: [...pick.cards], keep: null, places: {} };
  const at = next.cards.indexOf(id);
  if (at >= 0) next.cards.splice(at, 1);
  else {
    const room = 3 - (next.pile === null ? 0 : 1);
    if (next.cards.length >= room) next.cards.shift();
    next.cards.push(id);
  }
  return next;
}

// A pile top pressed: it joins the set (one pile top at most; it leaves two hand cards).
export function togglePile(pick, pile) {
  const next = { ...pick, cards: [...pick.cards], keep: null, places: {} };
  if (next.pile === pile) next.pile = null;
  else {
    next.pile = pile;
    while (next.cards.length > 2) next.cards.shift();
  }
  return next;
}

// Picks a whole legal set at once (the list of possible sets).
export const pickOption = (option) => ({ cards: option.cards.map(cardId), pile: option.pile ?? null, keep: null, places: {} });

export const isZero = (card) => describeCard(card)?.number === 0;

// The pile each of the two cards not kept goes to unless the player picks another: the
// server's allowed piles for the first (legal.discard_piles), then an empty pile if one
// is left, else the pile the first went to. The server still judges the choice.
export function defaultPlaces(view, option, keep) {
  const others = setCards(option).filter((c) => cardId(c) !== keep);
  const sizes = (view.piles ?? [[], [], []]).map((p) => p.length);
  if (option?.pile !== null && option?.pile !== undefined) sizes[option.pile] -= 1;
  const allowed = view.legal?.discard_piles ?? [0, 1, 2];
  const out = {};
  let last = allowed[0] ?? 0;
  for (const c of others) {
    if (isZero(c)) continue;
    const empty = sizes.findIndex((n) => n === 0);
    const pile = empty >= 0 ? empty : last;
    sizes[pile] += 1;
    out[cardId(c)] = pile;
    last = pile;
  }
  return out;
}

// The make_set message for a complete choice, or null while something is missing.
export function makeSetMessage(option, pick) {
  if (!option || pick.keep === null) return null;
  const others = setCards(option).filter((c) => cardId(c) !== pick.keep);
  if (others.length !== 2) return null;
  const msg = {
    cards: option.cards.map(cardId),
    keep: pick.keep,
    others: others.map((c) => ({ card: cardId(c), pile: pick.places[cardId(c)] ?? 0 })),
  };
  if (option.pile !== null && option.pile !== undefined) msg.pile = option.pile;
  return msg;
}
