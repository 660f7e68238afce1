// The table's card, drawn the way the printed card is: one row a hand, each group its
// number or letter written out as many times as the group is long, in its suit's colour
// (the first suit green, the second red, the third blue, with "any 3 suits" beside
// it), the value with its X (a hand you may call and expose towards). The hands nearest
// the player's own cards are marked with what each still needs, and every hand says how
// many cards it misses. The card comes once with the lobby (table.card); the marks come
// with each view (missing_by_hand, nearest). Colour is never the only cue: each suit has
// its own underline, and every line is also read out in words.

import { h } from './dom.js';
import { onPress } from './press.js';
import { facesWords } from './american_tiles.js';

let card = null;  // {hands: [{name, points, lines: [[group]]}]}
export function setAmericanCard(c) {
  card = c && Array.isArray(c.hands) ? c : null;
}
export const americanCard = () => card;

const SLOT = { a: 0, b: 1, c: 2 };
const SLOT_WORD = ['first suit', 'second suit', 'third suit'];
const SUIT = { C: 'craks', D: 'dots', B: 'bams' };
const SUIT_WORD = { C: 'Crak', D: 'Dot', B: 'Bam' };
const FACE = {
  RD: { mark: 'D', cls: 'am-rd', word: 'Red Dragon' }, GD: { mark: 'D', cls: 'am-gd', word: 'Green Dragon' },
  WD: { mark: '0', cls: 'am-wd', word: 'White Dragon' }, N: { mark: 'N', word: 'North' }, E: { mark: 'E', word: 'East' },
  S: { mark: 'S', word: 'South' }, W: { mark: 'W', word: 'West' }, F: { mark: 'F', word: 'Flower' },
};
const KIND = { any: 'any', number: 'any number', even: 'even', odd: 'odd', dragon: 'Dragon', wind: 'Wind', honour: 'Wind or Dragon', honor: 'Wind or Dragon', flower: 'Flower' };
const SIZE_WORD = ['', 'single', 'pair', 'pung', 'kong', 'quint', 'sextet'];

// What a group prints (`mark`, repeated), its colour class and its words.
export function printedGroup(g) {
  const kinds = (g.kinds ?? []).map((k) => KIND[k] ?? k);
  const slot = SLOT[g.suit];
  const colour = slot !== undefined ? `am-slot-${slot}` : SUIT[g.suit] ? `am-${SUIT[g.suit]}` : '';
  const where = slot !== undefined ? SLOT_WORD[slot] : SUIT_WORD[g.suit] ? `${SUIT_WORD[g.suit]}s` : '';
  let mark;
  let what;
  if (g.face) {
    const f = FACE[g.face];
    const m = /^([CDB])([1-9])$/.exec(g.face);
    if (m) return { mark: m[2], repeat: true, cls: `am-${SUIT[m[1]]}`, words: `${SIZE_WORD[g.size]} of ${m[2]} ${SUIT_WORD[m[1]]}` };
    return { mark: f?.mark ?? g.face, repeat: true, cls: f?.cls ?? (g.face === 'F' ? 'am-flowers' : 'am-winds'), words: `${SIZE_WORD[g.size]} of ${f?.word ?? g.face}${g.size > 1 && f ? 's' : ''}` };
  }
  if (kinds.length) {
    what = kinds.join(' or ');
    // A suit's dragon is its own matching one: printed as a D in the suit's colour; any
    // Dragon or the Flowers print as their letter too, as on the printed card.
    if (kinds.length === 1 && g.kinds[0] === 'dragon' && where) return { mark: 'D', repeat: true, cls: colour, words: `${SIZE_WORD[g.size]} of the ${where}'s Dragon` };
    if (kinds.length === 1 && (g.kinds[0] === 'dragon' || g.kinds[0] === 'flower') && !where) {
      return { mark: g.kinds[0] === 'dragon' ? 'D' : 'F', repeat: true, cls: g.kinds[0] === 'flower' ? 'am-flowers' : '', words: `${SIZE_WORD[g.size]} of ${g.kinds[0] === 'dragon' ? 'any Dragon' : 'Flowers'}` };
    }
    return { mark: what, repeat: false, cls: `${colour} am-class`, words: `${SIZE_WORD[g.size]} of ${what}${where ? ` in the ${where}` : ''}` };
  }
  if (g.var) {
    // A run prints from 1, as the printed card does, with "any consecutive numbers" beside it.
    const n = g.var === 'n' ? 1 + (g.plus ?? 0) : `m${g.plus ? `+${g.plus}` : ''}`;
    mark = String(n);
    return { mark, repeat: g.var === 'n', cls: colour, words: `${SIZE_WORD[g.size]} of ${g.var}${g.plus ? `+${g.plus}` : ''} in the ${where}` };
  }
  return { mark: String(g.number), repeat: true, cls: colour, words: `${SIZE_WORD[g.size]} of ${g.number} in the ${where}` };
}

// The notes the printed card puts beside a line: how many suits, runs, sizes in any order.
export function lineNotes(line) {
  const notes = [];
  const slots = new Set(line.map((g) => g.suit).filter((s) => SLOT[s] !== undefined));
  if (slots.size) notes.push(slots.size === 1 ? 'any 1 suit' : `any ${slots.size} suits`);
  const run = line.filter((g) => g.var === 'n');
  if (run.length) {
    const top = Math.max(...run.map((g) => g.plus ?? 0));
    notes.push(top ? `any ${top + 1} numbers in a row` : 'any like numbers');
  }
  if (line.some((g) => g.any_order)) notes.push('sizes in any order');
  return notes;
}

function groupChip(g) {
  const p = printedGroup(g);
  const text = p.repeat ? p.mark.repeat(g.size) : `${g.size}× ${p.mark}`;
  return h('span', { class: `am-print ${p.cls}${g.any_order ? ' am-free' : ''}`, 'aria-hidden': 'true', text });
}

// How far the player is from a hand, as the card's margin says it.
function reachText(missing) {
  if (missing === 0) return 'complete: Mah Jongg!';
  if (missing === null || missing === undefined) return 'out of reach';
  return `needs ${missing}`;
}

function handRow(hand, i, marks) {
  const near = marks.nearest.findIndex((n) => n.hand === i);
  const missing = marks.missing?.[i];
  const lines = hand.lines.map((line, k) => h('div', { class: 'am-card-line', 'data-testid': 'card-line' },
    k ? h('span', { class: 'am-or', text: 'or' }) : null,
    h('span', { class: 'am-groups' }, ...line.flatMap((g, j) => (j ? [' ', groupChip(g)] : [groupChip(g)]))),
    h('span', { class: 'am-notes', text: lineNotes(line).join(' · ') }),
    h('span', { class: 'visually-hidden', text: `${line.map((g) => printedGroup(g).words).join(', ')}${lineNotes(line).length ? ` (${lineNotes(line).join(', ')})` : ''}.` })));
  const needs = near >= 0 && marks.nearest[near].needs?.length
    ? h('p', { class: 'am-card-needs', text: `Still to get: ${marks.nearest[near].needs.map((m) => `${m.count}× ${facesWords(m.faces)}`).join(', ')}` })
    : null;
  return h('li', {
    class: `am-card-hand${near >= 0 ? ' near' : ''}${missing === null ? ' away' : ''}`, 'data-testid': 'card-hand',
    dataset: near >= 0 ? { hand: String(i), near: String(near + 1) } : { hand: String(i) },
  },
  h('div', { class: 'am-card-head' },
    h('span', { class: 'am-card-name', text: hand.name }),
    near >= 0 ? h('span', { class: 'badge am-near-badge', 'data-testid': 'card-near', text: `nearest ${near + 1}` }) : null,
    marks.seated ? h('span', { class: 'am-card-reach', 'data-testid': 'card-reach', text: reachText(missing) }) : null,
    h('span', { class: 'am-card-value', title: 'X: exposed groups allowed', text: `X ${hand.points}` })),
  ...lines, needs);
}

// The card's body for `view` (the marks are the viewer's own; a spectator gets none).
export function cardBody(view) {
  const seated = view?.viewer !== null && view?.viewer !== undefined;
  const marks = { nearest: seated ? view?.nearest ?? [] : [], missing: seated ? view?.missing_by_hand : null, seated };
  if (!card) return h('p', { class: 'hint', text: 'The card is not known yet.' });
  return h('div', {},
    marks.nearest.length ? h('p', { class: 'am-card-summary', text: 'Your nearest hands are ringed, with what each still needs.' }) : null,
    h('p', { class: 'hint am-card-legend', text: 'Green, red, blue: the first, second and third suit of a hand, whichever you choose. D a Dragon (0 the White), F a Flower. Jokers fill groups of 3 or more. X: may be exposed.' }),
    h('ol', { class: 'am-card-hands', 'aria-label': 'Winning hands' }, ...card.hands.map((hand, i) => handRow(hand, i, marks))));
}

// The open card, if any: it follows the view while open, so the marks stay true.
let open = null;

export function showAmericanCard(view) {
  if (open) return;
  const body = h('div', { 'data-testid': 'card-body' }, cardBody(view));
  const dlg = h('dialog', { class: 'am-card', 'aria-label': 'The card: winning hands', 'data-testid': 'card-dialog' },
    h('form', { method: 'dialog', class: 'dialog-top' },
      h('h2', { class: 'am-card-title', text: card ? `The card: ${card.hands.length} winning hand${card.hands.length === 1 ? '' : 's'}` : 'The card' }),
      h('button', { class: 'btn small', 'data-testid': 'card-close', text: 'Close' })),
    body);
  open = { dlg, body, view };
  dlg.addEventListener('close', () => {
    dlg.remove();
    if (open?.dlg === dlg) open = null;
  });
  document.body.append(dlg);
  dlg.showModal();
}

export function followAmericanCard(view) {
  if (!open || open.view === view) return;
  open.view = view;
  const top = open.dlg.scrollTop;
  open.body.replaceChildren(cardBody(view));
  open.dlg.scrollTop = top;
}

// One tap opens the card, at any moment of the game (the Charleston and between hands too).
export const cardButton = (ctx) => onPress(h('button', {
  type: 'button', class: 'btn am-card-btn', 'data-testid': 'card-open', 'aria-haspopup': 'dialog', 'aria-keyshortcuts': 'C', text: 'Card',
  'aria-label': 'The card: every winning hand, your nearest marked',
}), () => showAmericanCard(ctx.view));
