// Gimme! Mahjong's round result (who finished, each score with its bonuses named, every
// hand) and game end (standings, ties sharing a place; a shared win said so).

import { h } from './dom.js';
import { resultSheet } from './result_sheet.js';
import { endLinks, gameOverTitle, standings } from './game_end.js';
import { layoutFinished, layoutTiles, tileElement } from './gimme_tiles.js';
import { bonusName } from './gimme_text.js';

const ENDED_BY = {
  pool_empty: 'the pool ran out',
  one_left: 'only one player was left',
  turn_cap: 'the turn limit was reached',
};

export function renderGimmeResults(ctx) {
  const { view } = ctx;
  const last = view.history?.[view.history.length - 1];
  const box = h('section', { class: 'results gimme-results', 'aria-label': view.phase === 'game_over' ? 'Game over' : 'Round over', 'data-testid': 'results' });
  if (view.phase === 'game_over' && view.result) box.append(...gameEnd(ctx).filter(Boolean));  // no "null" on the page for what a game lacks
  if (last) box.append(...roundEnd(ctx, last));
  return resultSheet(box, ctx);
}

function roundEnd(ctx, r) {
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const finishes = r.finishes ?? [];
  const parts = [h('h2', { text: `Round ${r.round} over: ${finishes.length ? `${finishes.map((f) => who(f.seat)).join(', ')} finished` : 'nobody finished'}` })];
  parts.push(h('p', { class: 'hint', text: `The round ended because ${ENDED_BY[r.ended_by] ?? r.ended_by}.${finishes.length ? '' : ' Nobody scores.'}` }));
  const order = [...finishes.map((f) => f.seat), ...(r.hands ?? []).map((x) => x.seat).filter((s) => !finishes.some((f) => f.seat === s))];
  const rows = order.map((seat, i) => {
    const hand = r.hands?.find((x) => x.seat === seat);
    const fin = finishes.find((f) => f.seat === seat);
    return h('li', { class: `result-row${fin ? ' winner' : ''}`, 'data-testid': 'result-row', dataset: { seat: String(seat) } },
      h('div', { class: 'result-head' },
        h('span', { class: 'result-name' }, who(seat), fin ? h('span', { class: 'badge ma', text: `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'} out` }) : null),
        h('span', { class: `num ${fin ? 'plus' : ''}`, 'data-testid': 'round-points', text: `+${hand?.points ?? fin?.score?.points ?? 0}` }),
        h('span', { class: 'num tokens-after', text: `${hand?.score ?? 0} total` })),
      fin ? h('ul', { class: 'bonuses', 'aria-label': 'how the points were made', 'data-testid': 'bonuses' },
        h('li', { text: 'Mahjong 1' }),
        ...(fin.score?.bonuses ?? []).map((b) => h('li', { class: 'bonus', dataset: { bonus: b }, text: `${bonusName(b)} +1` }))) : null,
      hand ? handTiles(hand, `${who(seat)}'s tiles`, !!fin) : null);
  });
  parts.push(h('ul', { class: 'result-rows', 'aria-label': 'scores and hands' }, ...rows));
  return parts;
}

function handTiles(hand, label, finished) {
  const box = h('div', { class: 'reveal', role: 'group', 'aria-label': label, 'data-testid': 'result-hand' });
  for (const set of hand.exposed ?? []) box.append(h('div', { class: 'group set exposed-set', title: 'laid down' }, ...set.tiles.map((c) => tileElement(c, { tiny: true }))));
  for (const { groups } of (finished ? layoutFinished : layoutTiles)(hand.concealed ?? [])) {
    for (const g of groups) box.append(h('div', { class: `group${g.cards.length >= 2 ? ' set' : ''}` }, ...g.cards.map((c) => tileElement(c, { tiny: true }))));
  }
  return box;
}

function gameEnd(ctx) {
  const { view } = ctx;
  const res = view.result;
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const score = (seat) => res.scores?.[seat] ?? view.seats.find((s) => s.seat === seat)?.score ?? 0;
  const standingRows = standings(ctx, (s) => `${s} point${s === 1 ? '' : 's'}`);
  // Points round by round, one row a player in standings order.
  const rounds = view.history ?? [];
  const pointsIn = (r, seat) => r.hands?.find((x) => x.seat === seat)?.points ?? 0;
  const table = rounds.length > 1 ? h('table', { class: 'round-scores', 'data-testid': 'round-scores' },
    h('caption', { class: 'visually-hidden', text: 'Points in each round' }),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'Player' }), ...rounds.map((r) => h('th', { scope: 'col', class: 'num', text: `R${r.round}` })), h('th', { scope: 'col', class: 'num', text: 'Total' }))),
    h('tbody', {}, ...res.standings.map((seat) => h('tr', {},
      h('th', { scope: 'row', text: who(seat) }),
      ...rounds.map((r) => h('td', { class: 'num', text: String(pointsIn(r, seat)) })),
      h('td', { class: 'num', text: String(score(seat)) }))))) : null;
  return [
    h('h2', { 'data-testid': 'game-title', text: gameOverTitle(ctx) }),
    standingRows,
    table,
    endLinks(ctx),
  ];
}
