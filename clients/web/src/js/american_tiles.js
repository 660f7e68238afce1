// American Mah Jongg's 152 cards as the browser draws them: Craks, Dots and Bams 1-9,
// the three Dragons, the four Winds, Flowers and Jokers. Names are built in (a replay
// has no lobby) and the lobby's catalogue, when sent, replaces them. Every card shows a
// letter or number and a word, so colour is never the only cue.

import { groupBySuit, tileBox } from './tile_factory.js';
import { tileGlyph } from './gimme_tiles.js';

const NUMBER_SUITS = { C: 'craks', D: 'dots', B: 'bams' };
const SUIT_WORD = { craks: 'Crak', dots: 'Dot', bams: 'Bam' };
const SUIT_LETTER = { craks: 'C', dots: 'D', bams: 'B' };
const HONOURS = {
  RD: { suit: 'dragons', mark: 'RD', word: 'Red', name: 'Red Dragon', rank: 1 },
  GD: { suit: 'dragons', mark: 'GD', word: 'Green', name: 'Green Dragon', rank: 2 },
  WD: { suit: 'dragons', mark: 'WD', word: 'White', name: 'White Dragon', rank: 3 },
  N: { suit: 'winds', mark: 'N', word: 'North', name: 'North Wind', rank: 1 },
  E: { suit: 'winds', mark: 'E', word: 'East', name: 'East Wind', rank: 2 },
  S: { suit: 'winds', mark: 'S', word: 'South', name: 'South Wind', rank: 3 },
  W: { suit: 'winds', mark: 'W', word: 'West', name: 'West Wind', rank: 4 },
  F: { suit: 'flowers', mark: 'F', word: 'Flower', name: 'Flower', rank: 0 },
  J: { suit: 'joker', mark: 'J', word: 'Joker', name: 'Joker', rank: 0 },
};
export const SUIT_ORDER = ['craks', 'dots', 'bams', 'dragons', 'winds', 'flowers', 'joker'];

let names = new Map();  // face code -> display name, from the lobby's catalogue
export function setAmericanCatalogue(catalogue) {
  if (!Array.isArray(catalogue)) return;
  names = new Map(catalogue.filter((e) => e && typeof e.face === 'string').map((e) => [e.face, String(e.name ?? e.face)]));
}

const faceOf = (card) => (typeof card === 'string' ? card : card && typeof card === 'object' ? card.face : null);
export const tileId = (card) => (typeof card === 'number' ? card : card?.id ?? null);

// {id, code, suit, rank, name, mark, word, joker} for a card object or a face code.
export function describeTile(card) {
  const code = faceOf(card);
  if (typeof code !== 'string') return null;
  const id = tileId(card);
  const honour = HONOURS[code];
  if (honour) return { id, code, ...honour, name: names.get(code) ?? honour.name, joker: code === 'J' };
  const m = /^([CDB])([1-9])$/.exec(code);
  if (!m) return null;
  const suit = NUMBER_SUITS[m[1]];
  const rank = Number(m[2]);
  return { id, code, suit, rank, mark: String(rank), word: SUIT_WORD[suit], name: names.get(code) ?? `${rank} ${SUIT_WORD[suit]}`, joker: false };
}

export const tileName = (card) => describeTile(card)?.name ?? 'a card';

const GLYPHS = {
  craks: 'cracks',
  dots: 'dots',
  bams: 'bams',
  joker: 'joker',
};
const FLOWER = '<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><circle cx="12" cy="6" r="4"/><circle cx="6" cy="12" r="4"/><circle cx="18" cy="12" r="4"/><circle cx="12" cy="18" r="4"/><circle cx="12" cy="12" r="3" fill="#f6d24a"/></svg>';

// A card element (the shared .card box). Options: small, tiny, button.
export function tileElement(card, options = {}) {
  const info = describeTile(card);
  const el = tileBox(info, 'am-tile', options);
  if (!info) return el;
  el.classList.add(`am-${info.suit}`);
  if (info.joker) el.classList.add('suit-joker');
  if (info.code === 'RD' || info.code === 'GD' || info.code === 'WD') el.classList.add(`am-${info.code.toLowerCase()}`);
  // Printed marks are CSS content (data-t): the label alone names the card.
  if (info.joker) {
    el.innerHTML = `<span class="big" aria-hidden="true" data-t="J"></span>${tileGlyph('joker')}<span class="word jw" aria-hidden="true" data-t="Joker"></span>`;
  } else if (NUMBER_SUITS[info.code[0]] && info.code.length === 2 && /\d/.test(info.code[1])) {
    const letter = SUIT_LETTER[info.suit];
    el.innerHTML = `<span class="corner" aria-hidden="true" data-t="${info.rank}${letter}"></span>` +
      `<span class="big" aria-hidden="true" data-t="${info.rank}"><span class="sl" data-t="${letter}"></span></span>` +
      tileGlyph(GLYPHS[info.suit]) + `<span class="word" aria-hidden="true" data-t="${info.word}"></span>`;
  } else if (info.suit === 'flowers') {
    el.innerHTML = `<span class="big" aria-hidden="true" data-t="F"></span>${FLOWER}<span class="word" aria-hidden="true" data-t="Flower"></span>`;
  } else {
    el.innerHTML = `<span class="big hon" aria-hidden="true" data-t="${info.mark}"></span><span class="word" aria-hidden="true" data-t="${info.word}"></span>`;
  }
  return el;
}

// A hand laid out for display: by suit, matching faces side by side, Jokers last.
// Returns [{suit, groups: [{face, cards: [card]}]}].
export function layoutCards(cards) {
  return groupBySuit(cards, describeTile, SUIT_ORDER);
}

// Words for a set of faces a hand still needs ("5 Dot", "any even number", "a Wind or
// Dragon"), from the face codes the server lists.
export function facesWords(faces) {
  const list = (faces ?? []).map(describeTile).filter(Boolean);
  if (!list.length) return 'a card';
  if (list.length === 1) return list[0].name;
  const numbers = list.filter((t) => SUIT_WORD[t.suit]);
  if (numbers.length === list.length) {
    const suits = new Set(numbers.map((t) => t.suit));
    const even = numbers.every((t) => t.rank % 2 === 0);
    const odd = numbers.every((t) => t.rank % 2 === 1);
    const kind = even ? 'even number' : odd ? 'odd number' : 'number';
    const ranks = new Set(numbers.map((t) => t.rank));
    if (ranks.size === 1) return `a ${[...ranks][0]} (${[...suits].map((s) => SUIT_WORD[s]).join(' or ')})`;
    return suits.size === 1 ? `any ${kind} in ${SUIT_WORD[[...suits][0]]}s` : `any ${kind}`;
  }
  const kinds = new Set(list.map((t) => t.suit));
  const word = { dragons: 'Dragon', winds: 'Wind', flowers: 'Flower' };
  if ([...kinds].every((k) => word[k])) return `a ${[...kinds].map((k) => word[k]).join(' or ')}`;
  return list.length <= 3 ? list.map((t) => t.name).join(' or ') : 'any card';
}
