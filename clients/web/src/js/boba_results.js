// Boba Mahjong's end sheet, laid out like the book's player aid: for each player their
// drink (the best six score cards the server chose) and the score cards left out of it,
// then the four categories in the aid's order with its scale and the points the drink
// made in each, and the total. The winning drink is highlighted; a tie-break says how it
// was decided. The result gives each category's points, not which cards made them, so
// the sheet does not guess at that: scoring stays the server's.

import { h } from './dom.js';
import { resultSheet } from './result_sheet.js';
import { endLinks } from './game_end.js';
import { cardElement, cardId, cardName, sortCards } from './boba_cards.js';
import { DECIDED_WORDS, resultWords } from './boba_text.js';

export const CATEGORIES = [
  { key: 'freshness', roman: 'I', name: 'Freshness', what: 'same number or topping', scale: '2 alike 3 · 3 alike 6 · 4 alike 10' },
  { key: 'smoothness', roman: 'II', name: 'Smoothness', what: 'a straight', scale: '3 in a row 2 · 4 → 4 · 5 → 7 · 6 → 10' },
  { key: 'complexity', roman: 'III', name: 'Complexity', what: 'any two toppings', scale: 'every 2 toppings 3' },
  { key: 'presentation', roman: 'IV', name: 'Presentation', what: 'same or different colours', scale: 'same: 3/4/5/6 cards 3/6/9/12 · different: 3/4/5 cards 2/3/7' },
];

export function renderBobaResults(ctx) {
  const { view } = ctx;
  const res = view.result;
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const box = h('section', { class: 'results boba-results', 'aria-label': 'Game over', 'data-testid': 'results', 'data-key': 'results' });
  box.append(h('h2', { 'data-testid': 'game-title', text: `Game over: ${resultWords(res, who)}` }));
  const decided = DECIDED_WORDS[res.decided_by];
  if (decided) box.append(h('p', { class: 'hint', 'data-testid': 'decided-by', text: decided }));
  const order = res.standings?.length ? res.standings : (res.players ?? []).map((_, i) => i);
  box.append(h('div', { class: 'sheets', 'data-testid': 'standings' }, ...order.map((seat) => sheet(ctx, seat, who))));
  const links = endLinks(ctx);
  if (links) box.append(links);
  return resultSheet(box, ctx);
}

// The score cards a seat laid down that are not in its best six (the view shows every
// score card; the result names the six chosen).
function leftOut(ctx, seat, best) {
  const all = ctx.view.seats?.find((s) => s.seat === seat)?.score_cards ?? [];
  const chosen = new Set((best.cards ?? []).map(cardId));
  return sortCards(all.filter((c) => !chosen.has(cardId(c))));
}

function sheet(ctx, seat, who) {
  const res = ctx.view.result;
  const p = res.players?.[seat] ?? {};
  const best = p.best ?? {};
  const cards = best.cards ?? [];
  const won = res.winner === seat || res.winner === null || res.winner === undefined;
  const tieBreak = res.decided_by && res.decided_by !== 'points';
  const out = leftOut(ctx, seat, best);
  const held = p.score_cards ?? cards.length + out.length;
  const el = h('article', { class: `sheet${won ? ' winner' : ''}`, 'data-testid': 'sheet', dataset: { seat: String(seat), won: String(won) }, 'aria-label': `${who(seat)}: ${best.total ?? 0} points${won ? ', the winning drink' : ''}` },
    h('div', { class: 'sheet-head' },
      h('span', { class: 'name', text: seat === ctx.me ? 'Your drink' : `${ctx.names(seat)}'s drink` }),
      won ? h('span', { class: 'badge ma', 'data-testid': 'winning-drink', text: res.winner === null || res.winner === undefined ? 'shared win' : 'winning drink' }) : null,
      h('span', { class: 'total', 'data-testid': 'sheet-total', text: `${best.total ?? 0} vp` })),
    h('p', { class: 'hint of', text: `Best ${cards.length} of ${held} score card${held === 1 ? '' : 's'}, chosen to score the most:` }),
    h('div', { class: 'drink', role: 'group', 'data-testid': 'drink', 'aria-label': `the drink: ${cards.length ? cards.map(cardName).join(', ') : 'no score cards'}` },
      ...cards.map((c) => cardElement(c, { small: true })),
      cards.length ? null : h('span', { class: 'hint', text: 'no score cards' })),
    out.length ? h('div', { class: 'left-out', role: 'group', 'data-testid': 'left-out', 'aria-label': `left out of the drink: ${out.map(cardName).join(', ')}` },
      h('span', { class: 'score-label', text: `Left out (${out.length})` }),
      ...out.map((c) => cardElement(c, { tiny: true }))) : null,
    h('table', { class: 'aid' },
      h('caption', { class: 'visually-hidden', text: `${who(seat)}: points by category, every card of the drink counted once in each` }),
      h('tbody', {}, ...CATEGORIES.map((c) => {
        const pts = best[c.key] ?? 0;
        return h('tr', { class: pts > 0 ? 'scored' : '', 'data-testid': `cat-${c.key}` },
          h('th', { scope: 'row' }, h('span', { class: 'roman', text: c.roman }), h('span', { class: 'cat', text: c.name }),
            h('span', { class: 'scale', text: `${c.what}: ${c.scale}` })),
          h('td', { class: 'num', text: pts > 0 ? `+${pts}` : '0' }));
      }),
      h('tr', { class: 'sum' }, h('th', { scope: 'row', text: 'Total' }), h('td', { class: 'num', text: `${best.total ?? 0} vp` })),
      tieBreak && p.all_cards ? h('tr', { class: 'tie' }, h('th', { scope: 'row', text: 'All score cards (tie-break)' }), h('td', { class: 'num', text: `${p.all_cards.total ?? 0} vp` })) : null)));
  return el;
}
