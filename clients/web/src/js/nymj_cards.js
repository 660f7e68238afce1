// The 75 cards of Not Your Ma's Jong as the browser draws them. A card id is 0..74 and
// its face is id / 3 (engine/card.hpp); the server may also send face codes ("B5").

export const SUITS = {
  red: { name: 'Red', letter: 'R', shape: 'diamond' },
  blue: { name: 'Blue', letter: 'B', shape: 'circle' },
  green: { name: 'Green', letter: 'G', shape: 'triangle' },
  seasons: { name: 'Seasons', letter: 'S', shape: 'season' },
  emotions: { name: 'Emotions', letter: 'E', shape: 'emotion' },
};
export const SUIT_ORDER = ['red', 'blue', 'green', 'seasons', 'emotions'];

const HONOURS = ['spring', 'summer', 'fall', 'winter', 'love', 'guilt', 'pride'];
const NUMBERED = ['red', 'blue', 'green'];

export function faceCode(face) {
  if (face < 18) return `${'RBG'[Math.floor(face / 6)]}${(face % 6) + 1}`;
  return HONOURS[face - 18];
}

export function faceFromCode(code) {
  const m = /^([RBG])([1-6])$/.exec(code);
  if (m) return 'RBG'.indexOf(m[1]) * 6 + Number(m[2]) - 1;
  const i = HONOURS.indexOf(String(code).toLowerCase());
  return i < 0 ? null : 18 + i;
}

// What the browser needs to draw one card: accepts an id (number), a face code, or an
// object with an id or a face.
export function describe(card) {
  let id = null;
  let face = null;
  if (typeof card === 'number') {
    id = card;
    face = Math.floor(card / 3);
  } else if (typeof card === 'string') {
    face = faceFromCode(card);
  } else if (card && typeof card === 'object') {
    if (typeof card.id === 'number') id = card.id;
    if (typeof card.face === 'number') face = card.face;
    else if (typeof card.face === 'string') face = faceFromCode(card.face);
    else if (id !== null) face = Math.floor(id / 3);
  }
  if (face === null || face < 0 || face > 24) return null;
  const suit = face < 18 ? NUMBERED[Math.floor(face / 6)] : face < 22 ? 'seasons' : 'emotions';
  const rank = face < 18 ? (face % 6) + 1 : 0;
  const code = faceCode(face);
  const word = rank ? String(rank) : code[0].toUpperCase() + code.slice(1);
  const name = rank ? `${rank} ${SUITS[suit].name}` : word;
  return { id, face, suit, rank, code, name, word };
}

export const cardId = (card) => (typeof card === 'number' ? card : card?.id ?? null);

// Small glyphs that tell suits apart by shape as well as colour.
const GLYPHS = {
  diamond: '<path d="M12 2 22 12 12 22 2 12z"/>',
  circle: '<circle cx="12" cy="12" r="9"/>',
  triangle: '<path d="M12 3 22 21H2z"/>',
  spring: '<circle cx="12" cy="12" r="3.2"/><circle cx="12" cy="5.5" r="3.5"/><circle cx="12" cy="18.5" r="3.5"/><circle cx="5.5" cy="12" r="3.5"/><circle cx="18.5" cy="12" r="3.5"/>',
  summer: '<circle cx="12" cy="12" r="5.5"/><path d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8 7 17M17 7l2.8-2.8" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  fall: '<path d="M12 2c6 4 8 9 5 15-2 3-8 3-10 0-3-6-1-11 5-15z"/><path d="M12 8v15" stroke="#fff" stroke-width="1.6"/>',
  winter: '<path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9 3.5l3 3 3-3M9 20.5l3-3 3 3" stroke="currentColor" stroke-width="2.2" fill="none" stroke-linecap="round"/>',
  love: '<path d="M12 21 3.5 12.5A5 5 0 0 1 12 6a5 5 0 0 1 8.5 6.5z"/>',
  guilt: '<path d="M12 2c4 6 7 10 7 13a7 7 0 0 1-14 0c0-3 3-7 7-13z"/>',
  pride: '<path d="M12 2l2.9 6.2 6.6.8-4.9 4.6 1.3 6.6L12 17l-5.9 3.2 1.3-6.6L2.5 9l6.6-.8z"/>',
};

export function glyphSvg(info) {
  const key = info.rank ? SUITS[info.suit].shape : info.code;
  return `<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">${GLYPHS[key]}</svg>`;
}

// A card element. Options: small, button (for a discardable card), extra classes.
export function cardElement(card, options = {}) {
  const info = describe(card);
  const el = document.createElement(options.button ? 'button' : 'div');
  el.className = 'card';
  // A drawn card is a picture with a name; a button already has its role.
  if (!options.button) el.setAttribute('role', 'img');
  if (options.small) el.classList.add('small');
  if (options.tiny) el.classList.add('tiny');
  if (!info) {
    el.classList.add('back');
    el.setAttribute('aria-label', 'hidden card');
    return el;
  }
  el.classList.add(`suit-${info.suit}`);
  el.dataset.face = info.code;
  if (info.id !== null) el.dataset.id = String(info.id);
  el.setAttribute('aria-label', info.name);
  el.title = info.name;
  const corner = info.rank ? `${info.rank}${SUITS[info.suit].letter}` : SUITS[info.suit].letter;
  // The printed marks are CSS content (data-t), not text: the card's name is its label
  // alone, so a button's visible text never disagrees with its accessible name. The
  // suit's letter stays where the word and corner do not fit (phones, small cards), so
  // suits never depend on colour alone.
  el.innerHTML =
    `<span class="corner" aria-hidden="true" data-t="${corner}"></span>` +
    `<span class="big" aria-hidden="true" data-t="${info.rank || ''}"><span class="sl" data-t="${SUITS[info.suit].letter}"></span></span>` +
    glyphSvg(info) +
    `<span class="word" aria-hidden="true" data-t="${info.rank ? SUITS[info.suit].name : info.word}"></span>`;
  return el;
}

export function cardBack(options = {}) {
  const el = document.createElement('div');
  el.className = 'card back';
  if (options.small) el.classList.add('small');
  if (options.tiny) el.classList.add('tiny');
  el.setAttribute('aria-hidden', 'true');
  return el;
}
