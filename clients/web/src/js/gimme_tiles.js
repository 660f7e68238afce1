// Gimme! Mahjong's 116 tiles as the browser draws them: Dots, Cracks and Bams 1-9 and
// the Joker. Names come from the lobby's catalogue when the server sent one; every
// tile shows its number, its suit's glyph and its suit's word (or letter where the word
// does not fit), so colour is never the only cue. The Joker looks like nothing else.

import { groupBySuit, tileBox } from './tile_factory.js';

export const GIMME_SUITS = {
  dots: { name: 'Dots', letter: 'D', code: 'D' },
  cracks: { name: 'Cracks', letter: 'C', code: 'C' },
  bams: { name: 'Bams', letter: 'B', code: 'B' },
  joker: { name: 'Joker', letter: 'J', code: 'J' },
};
export const GIMME_SUIT_ORDER = ['dots', 'cracks', 'bams', 'joker'];
const BY_CODE = { D: 'dots', C: 'cracks', B: 'bams' };

let names = new Map();  // face code -> display name, from the lobby's catalogue
export function setGimmeCatalogue(catalogue) {
  if (!Array.isArray(catalogue)) return;
  names = new Map(catalogue.filter((e) => e && typeof e.face === 'string').map((e) => [e.face, String(e.name ?? e.face)]));
}

const faceOf = (card) => (typeof card === 'string' ? card : card && typeof card === 'object' ? card.face : null);
export const tileId = (card) => (typeof card === 'number' ? card : card?.id ?? null);

// {id, code, suit, rank, name, joker} for a card object or a face code; null if unknown.
export function describeTile(card) {
  const code = faceOf(card);
  if (typeof code !== 'string') return null;
  const id = tileId(card);
  if (code === 'J') return { id, code, suit: 'joker', rank: 0, name: names.get(code) ?? 'Joker', joker: true };
  const m = /^([DCB])([1-9])$/.exec(code);
  if (!m) return null;
  const suit = BY_CODE[m[1]];
  const rank = Number(m[2]);
  return { id, code, suit, rank, name: names.get(code) ?? `${rank} ${GIMME_SUITS[suit].name}`, joker: false };
}

export const tileName = (card) => describeTile(card)?.name ?? 'a tile';

// Suit glyphs, different in shape: a ring of dots, a brush "crack", a bamboo stalk, a star.
const GLYPHS = {
  dots: '<circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="12" cy="12" r="3.2"/>',
  cracks: '<path d="M4 6h16M6 12h12M3 18h18M12 3v18" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" fill="none"/>',
  bams: '<rect x="9" y="2" width="6" height="20" rx="3"/><path d="M8 8h8M8 15h8" stroke="#fffdf6" stroke-width="1.6"/>',
  joker: '<path d="M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z"/>',
};
export const tileGlyph = (suit) => `<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">${GLYPHS[suit]}</svg>`;

// A tile element (the same .card box as the other games). Options: small, tiny, button.
export function tileElement(card, options = {}) {
  const info = describeTile(card);
  const el = tileBox(info, 'gimme-tile', options, 'hidden tile');
  if (!info) return el;
  el.classList.add(`suit-${info.suit}`);
  const s = GIMME_SUITS[info.suit];
  // Printed marks are CSS content (data-t): the label alone names the tile.
  el.innerHTML = info.joker
    ? `<span class="big" aria-hidden="true" data-t="J"></span>${tileGlyph('joker')}<span class="word jw" aria-hidden="true" data-t="Joker"></span>`
    : `<span class="corner" aria-hidden="true" data-t="${info.rank}${s.letter}"></span>` +
      `<span class="big" aria-hidden="true" data-t="${info.rank}"><span class="sl" data-t="${s.letter}"></span></span>` +
      tileGlyph(info.suit) +
      `<span class="word" aria-hidden="true" data-t="${s.name}"></span>`;
  return el;
}

// A hand laid out for display: by suit, matching faces side by side, Jokers last.
// Returns [{suit, groups: [{face, cards: [card]}]}].
export function layoutTiles(cards) {
  return groupBySuit(cards, describeTile, GIMME_SUIT_ORDER);
}

// A finished hand laid out as sets for display: each lone tile takes a Joker beside it
// (Jokers left over join the smallest set). Display only: the server scored the hand.
export function layoutFinished(cards) {
  const suits = layoutTiles(cards);
  const jokerSuit = suits.find((x) => x.suit === 'joker');
  const jokers = jokerSuit ? jokerSuit.groups.flatMap((g) => g.cards) : [];
  const rest = suits.filter((x) => x.suit !== 'joker').map((x) => ({ suit: x.suit, groups: x.groups.map((g) => ({ face: g.face, cards: [...g.cards] })) }));
  const groups = rest.flatMap((x) => x.groups);
  for (const g of groups) if (g.cards.length === 1 && jokers.length) g.cards.push(jokers.shift());
  while (jokers.length && groups.length) {
    const g = groups.reduce((a, b) => (b.cards.length < a.cards.length ? b : a));
    if (g.cards.length >= 4) break;
    g.cards.push(jokers.shift());
  }
  if (jokers.length) rest.push({ suit: 'joker', groups: [{ face: 'J', cards: jokers }] });
  return rest;
}
