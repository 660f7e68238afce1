// American Mah Jongg's score ledger: the hand just ended (who won with which hand, its
// value and doubles, the winning cards, dead hands) and every hand so far, each seat's
// points and running score from the 650 everyone starts with; at the end the standings.

import { h } from './dom.js';
import { resultSheet } from './result_sheet.js';
import { endLinks, gameOverTitle, standings } from './game_end.js';
import { layoutCards, tileElement } from './american_tiles.js';
import { winWords } from './american_text.js';
import { cardButton } from './american_card.js';

export const STARTING_SCORE = 650;

export function renderAmericanResults(ctx) {
  const { view } = ctx;
  const last = view.history?.[view.history.length - 1];
  const box = h('section', { class: 'results am-results', 'aria-label': view.phase === 'game_over' ? 'Game over' : 'Hand over', 'data-testid': 'results' });
  if (view.phase === 'game_over' && view.result) box.append(...gameEnd(ctx).filter(Boolean));  // no "null" on the page for what a game lacks
  if (last) box.append(...handEnd(ctx, last));
  box.append(ledger(ctx));
  if (!ctx.replay) box.append(h('p', { class: 'am-card-again' }, cardButton(ctx), view.phase === 'game_over' ? ' The hands of this game.' : ' The hands, before the next one starts.'));
  return resultSheet(box, ctx);
}

function handEnd(ctx, r) {
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const parts = [];
  if (r.win) {
    parts.push(h('h2', { 'data-testid': 'hand-title', text: `Hand ${r.round}: ${who(r.win.seat)} won with "${r.win.hand_name}"` }));
    parts.push(h('ul', { class: 'bonuses', 'aria-label': 'how the value was made', 'data-testid': 'win-value' },
      h('li', { text: `${r.win.points} points` }),
      r.win.self_drawn ? h('li', { class: 'bonus', text: 'self-drawn ×2' }) : null,
      r.win.jokerless ? h('li', { class: 'bonus', text: 'no Jokers ×2' }) : null,
      h('li', { class: 'bonus', text: `${r.win.value} from each player` })));
    if (r.winning_hand?.length) {
      const cards = h('div', { class: 'reveal', role: 'group', 'aria-label': `${who(r.win.seat)}'s winning hand`, 'data-testid': 'winning-hand' });
      const exposed = r.hands?.find((x) => x.seat === r.win.seat)?.exposed ?? [];
      const exposedIds = new Set(exposed.flatMap((g) => g.cards.map((c) => c.id)));
      for (const g of exposed) cards.append(h('div', { class: 'group set exposed-set', title: 'exposed' }, ...g.cards.map((c) => tileElement(c, { tiny: true }))));
      // The server lays the hand out in the groups it made, each Joker inside its group;
      // an older record without them falls back to a layout by suit.
      const groups = r.winning_groups?.length ? r.winning_groups
        : layoutCards(r.winning_hand.filter((c) => !exposedIds.has(c.id))).flatMap((s) => s.groups.map((g) => g.cards));
      for (const g of groups) cards.append(h('div', { class: `group${g.length >= 2 ? ' set' : ''}`, 'data-testid': 'winning-group' }, ...g.map((c) => tileElement(c, { tiny: true }))));
      parts.push(cards);
    }
  } else {
    parts.push(h('h2', { 'data-testid': 'hand-title', text: `Hand ${r.round}: a wall game` }));
    parts.push(h('p', { class: 'hint', text: 'The wall ran out with no Mah Jongg: nobody scores.' }));
  }
  if (r.dead?.length) parts.push(h('p', { class: 'hint', 'data-testid': 'dead-list', text: `Dead hand${r.dead.length > 1 ? 's' : ''}: ${r.dead.map(who).join(', ')} (${r.dead.length > 1 ? 'they pay' : r.dead[0] === ctx.me ? 'you pay' : 'they pay'} like any loser).` }));
  return parts;
}

// One row a hand: who won, with what, and each seat's points (+/-), then the scores.
function ledger(ctx) {
  const { view } = ctx;
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const seats = view.seats.map((s) => s.seat);
  const rows = (view.history ?? []).map((r) => h('tr', { 'data-testid': 'ledger-row' },
    h('th', { scope: 'row' }, h('span', { text: `Hand ${r.round}` }), h('span', { class: 'am-ledger-what', text: r.win ? `${who(r.win.seat)}: ${r.win.hand_name} (${winWords(r.win).split(':')[0]})` : 'wall game' })),
    ...seats.map((s) => {
      const p = r.hands?.find((x) => x.seat === s)?.points ?? 0;
      return h('td', { class: `num ${p > 0 ? 'plus' : p < 0 ? 'minus' : ''}`, text: p > 0 ? `+${p}` : String(p) });
    })));
  const score = (s) => view.seats.find((x) => x.seat === s)?.score ?? STARTING_SCORE;
  return h('table', { class: 'am-ledger', 'data-testid': 'ledger' },
    h('caption', { text: 'Score ledger (everyone starts with 650)' }),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'Hand' }), ...seats.map((s) => h('th', { scope: 'col', class: 'num', text: who(s) })))),
    h('tbody', {},
      h('tr', { class: 'am-start' }, h('th', { scope: 'row', text: 'Start' }), ...seats.map(() => h('td', { class: 'num', text: String(STARTING_SCORE) }))),
      ...rows),
    h('tfoot', {}, h('tr', {}, h('th', { scope: 'row', text: 'Score' }), ...seats.map((s) => h('td', { class: 'num', 'data-testid': 'ledger-score', text: String(score(s)) })))));
}

function gameEnd(ctx) {
  return [
    h('h2', { 'data-testid': 'game-title', text: gameOverTitle(ctx) }),
    standings(ctx, (s) => `${s} points`),
    endLinks(ctx),
  ];
}
