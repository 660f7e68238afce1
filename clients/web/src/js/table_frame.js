// The page every game's table is drawn into: a hidden h1 (the table's code), the round's
// or game's result sheet when one is over, the felt (the other seats, then the middle:
// piles, status), your own seat with your hand, and the action bar stuck to the bottom;
// a watcher gets a line saying what stays hidden instead of a hand and a bar. Each
// game's renderer fills the named slots with its own cards and words; the frame keeps
// the classes, ids and keys the styles, the browser tests and morph.js rely on, so the
// button under a finger survives an update in every game alike.

import { h } from './dom.js';
import { morphChildren } from './morph.js';
import { orderedSeats } from './seat_strip.js';

// slots: {
//   game: the felt's class for the game ('gimme', 'chinese seats-4'), stage: the page's
//   class ('cn-stage'), over: the round or game is over (the game's phases say when),
//   results(): the result sheet (only asked when over; null for none),
//   above: drawn over the felt (American's Charleston panel),
//   felt: [the other seats, the middle], mine(): your seat (only asked when seated),
//   bar(): the action bar (only asked when seated and not over),
//   watching: what a watcher is told (words, or [words and elements]) }
export function renderFrame(stage, ctx, { game = '', stage: stageClass, over = false, results, above = null, felt, mine, bar, watching }) {
  const parts = ctx.replay ? [] : [h('h1', { class: 'visually-hidden', 'data-key': 'title', text: ctx.title ?? 'The table' })];
  if (over) parts.push(results?.() ?? null);
  parts.push(above);
  parts.push(h('section', { class: `felt${game ? ` ${game}` : ''}${ctx.replay ? ' replaying' : ''}`, 'aria-label': 'The table', 'data-key': 'felt' }, ...felt));
  if (ctx.me !== null && ctx.me !== undefined) {
    parts.push(mine());
    if (!over) parts.push(bar());
  } else if (!ctx.replay) {
    parts.push(h('p', { class: 'hint', 'data-key': 'watching' }, ...[watching].flat()));
  }
  morphChildren(stage, h('div', stageClass ? { class: stageClass } : {}, ...parts.filter(Boolean)));
}

// A speech bubble over a seat (a STEAL!, a reaction), if one is showing.
function withBubble(ctx, seat) {
  const bubble = ctx.bubbles?.get(seat);
  return bubble ? h('span', { class: `bubble ${bubble.kind}`, text: bubble.text }) : null;
}

// The other seats in turn order from yours, each drawn by seatFor(seat).
export const otherSeats = (ctx, attrs, seatFor) => h('div', attrs, ...orderedSeats(ctx).map(seatFor));

// One other seat's box: turn marks whose move it is, cls adds the game's own marks
// (' out', ' finished'), label names it for a screen reader.
export function seatBox(ctx, s, { turn, cls = '', label = `${ctx.names(s.seat)}, seat ${s.seat + 1}`, testid }, ...children) {
  const dataset = { seat: String(s.seat), key: `seat-${s.seat}` };
  if (testid) dataset.testid = testid;
  return h('div', { class: `seatbox${turn ? ' turn' : ''}${cls}`, dataset, role: 'group', 'aria-label': label },
    ...children, withBubble(ctx, s.seat));
}

// Your own seat: top (your name and counts), a bubble, then the rest (your hand).
export function mineBox(ctx, { turn, cls = '', label = 'Your hand', key }, top, rest) {
  const dataset = { seat: String(ctx.me) };
  if (key) dataset.key = key;
  return h('section', { class: `mine${turn ? ' turn' : ''}${cls}`, 'aria-label': label, dataset },
    ...top, withBubble(ctx, ctx.me), ...rest);
}

// The one short notice of the moment, in the bar (narrow screens).
export const noticeLine = (notice) => h('div', { class: `notice ${notice?.kind ?? ''}`, 'aria-live': 'polite', 'data-testid': 'notice', text: notice?.text ?? '' });

// The action bar's first two lines: what became of your claim or call, and the notice.
export function barLines(said, notice) {
  const s = said ?? { text: '', kind: '' };
  return [
    h('div', { class: `claim-status ${s.kind ?? ''}`, role: 'status', 'aria-live': 'polite', 'data-testid': 'claim-status', dataset: { kind: s.kind ?? '' }, text: s.text ?? '' }),
    noticeLine(notice),
  ];
}

// The bar that holds every time-critical choice, stuck to the bottom of the screen so
// the moves of the moment are in reach without scrolling.
export const barSection = (cls, ...children) => h('section', { class: `action-bar${cls ? ` ${cls}` : ''}`, 'aria-label': 'Your actions', 'data-testid': 'action-bar' }, ...children);

// The usual bar: your claim's words, the notice, then one row of the game's choices.
export const actionBar = (ctx, said, cls, ...row) => barSection(cls, ...barLines(said, ctx.notice), h('div', { class: 'bar-row', 'data-key': 'bar-row' }, ...row));
