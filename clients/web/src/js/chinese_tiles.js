// Chinese Mah Jongg's cards as the browser draws them: Craks, Dots and Bams 1-9, the
// three Dragons, the four Winds, and the eight Flowers and Seasons. Every card shows a
// mark and a word (or letter) besides its colour, so colour is never the only cue. At
// five and six players the Flowers are winds (North-East, or Extra Wind): the table's
// seat count says which, so the same face is named for the game being played.

import { tileBox } from './tile_factory.js';

export const CHINESE_SUITS = {
  craks: { name: 'Crak', plural: 'Craks', letter: 'C' },
  dots: { name: 'Dot', plural: 'Dots', letter: 'D' },
  bams: { name: 'Bam', plural: 'Bams', letter: 'B' },
  dragons: { name: 'Dragon', plural: 'Dragons', letter: '' },
  winds: { name: 'Wind', plural: 'Winds', letter: '' },
  flowers: { name: 'Flower', plural: 'Flowers', letter: '' },
};
const SUIT_ORDER = ['craks', 'dots', 'bams', 'winds', 'dragons', 'flowers'];
const BY_CODE = { C: 'craks', D: 'dots', B: 'bams' };
const HONOURS = {
  RD: { suit: 'dragons', rank: 1, name: 'Red Dragon', big: 'R', word: 'Red' },
  GD: { suit: 'dragons', rank: 2, name: 'Green Dragon', big: 'G', word: 'Green' },
  WD: { suit: 'dragons', rank: 3, name: 'White Dragon', big: 'W', word: 'White' },
  EW: { suit: 'winds', rank: 1, name: 'East Wind', big: 'E', word: 'East' },
  SW: { suit: 'winds', rank: 2, name: 'South Wind', big: 'S', word: 'South' },
  WW: { suit: 'winds', rank: 3, name: 'West Wind', big: 'W', word: 'West' },
  NW: { suit: 'winds', rank: 4, name: 'North Wind', big: 'N', word: 'North' },
};

export const WIND_NAMES = {
  east: 'East', south: 'South', south_west: 'South-West', west: 'West', north: 'North', north_east: 'North-East',
};
export const WIND_SHORT = { east: 'E', south: 'S', south_west: 'SW', west: 'W', north: 'N', north_east: 'NE' };
export const windName = (w) => WIND_NAMES[w] ?? String(w ?? '');

let names = new Map();  // face code -> display name, from the lobby's catalogue
let seatCount = 4;      // 5 and 6 players play the Flowers as winds
export function setChineseCatalogue(catalogue) {
  if (!Array.isArray(catalogue)) return;
  names = new Map(catalogue.filter((e) => e && typeof e.face === 'string').map((e) => [e.face, String(e.name ?? e.face)]));
}
export function setChineseSeats(n) {
  if (Number.isInteger(n) && n >= 3 && n <= 6) seatCount = n;
}

const faceOf = (card) => (typeof card === 'string' ? card : card && typeof card === 'object' ? card.face : null);
export const tileId = (card) => (typeof card === 'number' ? card : card?.id ?? null);

// The name a Flower card goes by at this many players.
export function flowerName(code, seats = seatCount) {
  if (seats === 6) return 'Extra Wind';
  if (seats === 5 && code[0] === 'F') return 'North-East Wind';
  return names.get(code) ?? `${code[0] === 'F' ? 'Flower' : 'Season'} ${code[1]}`;
}

// {id, code, suit, rank, name, big, word, flower, wind} for a card or a face code.
export function describeTile(card, seats = seatCount) {
  const code = faceOf(card);
  if (typeof code !== 'string') return null;
  const id = tileId(card);
  const m = /^([CDB])([1-9])$/.exec(code);
  if (m) {
    const suit = BY_CODE[m[1]];
    const rank = Number(m[2]);
    return { id, code, suit, rank, name: names.get(code) ?? `${rank} ${CHINESE_SUITS[suit].plural}`, big: String(rank), word: CHINESE_SUITS[suit].plural };
  }
  if (HONOURS[code]) return { id, code, ...HONOURS[code], name: names.get(code) ?? HONOURS[code].name };
  const f = /^([FS])([1-4])$/.exec(code);
  if (f) {
    const asWind = seats >= 6 || (seats === 5 && f[1] === 'F');
    return {
      id, code, suit: 'flowers', rank: (f[1] === 'F' ? 0 : 4) + Number(f[2]), name: flowerName(code, seats), flower: true, wind: asWind,
      big: asWind ? (seats === 5 ? 'NE' : 'XW') : code, word: asWind ? (seats === 5 ? 'N-East' : 'Extra') : f[1] === 'F' ? 'Flower' : 'Season',
    };
  }
  return null;
}

export const tileName = (card, seats) => describeTile(card, seats)?.name ?? 'a card';

// A group's kind ("RD", "C5", "XW") in words, plural for a set.
export function kindName(kind, seats = seatCount) {
  if (kind === 'XW') return seats === 5 ? 'North-East Winds' : 'Extra Winds';
  const d = describeTile(kind, seats);
  if (!d) return String(kind ?? '');
  if (d.suit === 'craks' || d.suit === 'dots' || d.suit === 'bams') return `${d.rank} ${CHINESE_SUITS[d.suit].plural}`;
  return `${d.name}s`;
}

const GLYPHS = {
  dots: '<circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="12" cy="12" r="3.2"/>',
  craks: '<path d="M4 6h16M6 12h12M3 18h18M12 3v18" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" fill="none"/>',
  bams: '<rect x="9" y="2" width="6" height="20" rx="3"/><path d="M8 8h8M8 15h8" stroke="#fffdf6" stroke-width="1.6"/>',
  dragons: '<path d="M12 2l3 6 6 1-4.5 4.5 1 6.5L12 17l-5.5 3 1-6.5L3 9l6-1z" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linejoin="round"/>',
  winds: '<path d="M3 8h12a3 3 0 1 0-3-3M3 13h16a3 3 0 1 1-3 3M3 18h8" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" fill="none"/>',
  flowers: '<circle cx="12" cy="6.5" r="4"/><circle cx="17.5" cy="12" r="4"/><circle cx="12" cy="17.5" r="4"/><circle cx="6.5" cy="12" r="4"/><circle cx="12" cy="12" r="3" fill="#fffdf6"/>',
};
const glyph = (suit) => `<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">${GLYPHS[suit]}</svg>`;

// A card element (the shared .card box). Options: small, tiny, button.
export function tileElement(card, options = {}) {
  const info = describeTile(card);
  const el = tileBox(info, 'cn-tile', options);
  if (!info) return el;
  el.classList.add(`cn-${info.suit}`);
  if (info.code in HONOURS) el.classList.add(`cn-${info.code}`);
  if (info.wind && info.flower) el.classList.add('cn-xw');
  // Printed marks are CSS content (data-t): the label alone names the card. A number
  // card also carries its suit's letter, shown where the glyph and word do not fit
  // (small cards, phones), so its suit never rests on colour alone.
  const letter = CHINESE_SUITS[info.suit].letter;
  const sl = letter && info.rank ? `<span class="sl" data-t="${letter}"></span>` : '';
  el.innerHTML = `<span class="big" aria-hidden="true" data-t="${info.big}">${sl}</span>${glyph(info.suit)}<span class="word" aria-hidden="true" data-t="${info.word}"></span>`;
  return el;
}

// Sorting key: suit order, then rank, then id.
export function sortKey(card) {
  const d = describeTile(card);
  if (!d) return [99, 0, 0];
  return [SUIT_ORDER.indexOf(d.suit), d.rank, tileId(card) ?? 0];
}
export function sortCards(cards) {
  return [...(cards ?? [])].sort((a, b) => {
    const x = sortKey(a);
    const y = sortKey(b);
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

// A hand laid out for display: by suit, matching faces side by side.
// Returns [{suit, groups: [{face, cards}]}].
export function layoutCards(cards) {
  const out = [];
  for (const c of sortCards(cards)) {
    const d = describeTile(c);
    if (!d) continue;
    let s = out[out.length - 1];
    if (!s || s.suit !== d.suit) out.push((s = { suit: d.suit, groups: [] }));
    const g = s.groups[s.groups.length - 1];
    if (g && g.face === d.code) g.cards.push(c);
    else s.groups.push({ face: d.code, cards: [c] });
  }
  return out;
}
