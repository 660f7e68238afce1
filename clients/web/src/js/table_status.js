// The middle of a tile game's felt, alike in NYMJ, Gimme!, American and Chinese: the
// draw pile's stack and count, the latest discard large with who let it go, and the
// status box (the line of the moment, the claim window's countdown, who called, the turn
// clock, the deck check). Each game gives its words and its cards.

import { h } from './dom.js';
import { deckSeal } from './deck_seal.js';

// The stack to draw from: back() draws a card back; its count, in the game's words.
export const drawStack = (back, testid, text) => h('div', { class: 'pile draw' },
  h('div', { class: 'stack' }, back(), back()), h('span', { 'data-testid': testid, text }));

// The latest discard (or drop): element(card) draws it large, name(card) and id(card) as
// the game's; by is the seat that let it go, when known; words: {label ('latest
// discard'), noun ('Latest discard'), none ('no discards yet')}.
export function latestCard(ctx, { card, by, element, name, id, words }) {
  const box = h('div', { class: 'latest', role: 'group', 'aria-label': words.label, 'data-testid': 'latest-discard' });
  if (!card) {
    box.append(h('div', { class: 'card', style: 'opacity:.15', 'aria-hidden': 'true' }), h('div', { class: 'who', text: words.none }));
    return box;
  }
  const known = by !== null && by !== undefined;
  const from = known ? `from ${by === ctx.me ? 'you' : ctx.names(by)}` : '';
  const el = element(card);
  el.setAttribute('aria-label', `${words.noun}: ${name(card) ?? 'a card'}${known ? `, ${from}` : ''}`);
  if (ctx.flashCard !== undefined && id(card) === ctx.flashCard) el.classList.add('flash');
  box.append(el, h('div', { class: 'who', text: known ? from : words.label }));
  return box;
}

// The status box, live for a screen reader; children are the game's lines.
export const statusBox = (...children) => h('div', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' }, ...children);

// The line of the moment, and under it a hint (not in a replay: it speaks to a player).
export const statusLines = (ctx, line, sub, lineAttrs = {}) => [
  h('div', { class: 'line', ...lineAttrs, text: line }),
  sub && !ctx.replay ? h('div', { class: 'sub', text: sub }) : null,
];

// The open window's countdown bar (live tables only): total is the game's window length
// setting, label names the window, left ends its words ("s left").
export function windowCountdown(ctx, total, label, left = 's left') {
  const w = ctx.view.window;
  if (ctx.replay || !w) return null;
  const all = total || w.closes_in_ms || 1;
  return h('div', {
    class: 'countdown', role: 'progressbar', 'aria-label': label, 'aria-valuemin': '0', 'aria-valuemax': String(Math.round(all / 1000)),
    'aria-valuenow': String(Math.round(w.closes_in_ms / 1000)), 'aria-valuetext': `${Math.ceil(w.closes_in_ms / 1000)} ${left}`,
  }, h('i', { dataset: { deadline: String(ctx.receivedAt + w.closes_in_ms), total: String(all) } }));
}

// Who has called the open card, each as "<name>: <word>".
export function calledPills(ctx, who, word) {
  const called = ctx.view.window?.called;
  return called?.length ? h('div', { class: 'called' }, ...called.map((s) => h('span', { class: 'pill', text: `${who(s)}: ${word}` }))) : null;
}

// The seconds left on the turn clock of whoever is to move (acting: the game's test).
export function turnClockLine(ctx, acting) {
  const { view } = ctx;
  if (ctx.replay || !acting(view, view.current) || view.turn_in_ms === null || view.turn_in_ms === undefined) return null;
  return h('div', { class: 'sub' }, 'Turn clock: ', h('b', { dataset: { secondsUntil: String(ctx.receivedAt + view.turn_in_ms) } }), ' s');
}

// The deck check's seal, when the round has one.
export const sealOf = (ctx) => (ctx.fairness ? deckSeal(ctx.fairness) : null);
