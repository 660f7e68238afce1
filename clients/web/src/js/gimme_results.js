// Gimme! Mahjong's round result (who finished, each score with its bonuses named, every
// hand) and game end (standings, ties sharing a place; a shared win said so).

import { h } from './dom.js';
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
  if (view.phase === 'game_over' && view.result) box.append(...gameEnd(ctx));
  if (last) box.append(...roundEnd(ctx, last));
  if (view.phase === 'round_over') {
    box.append(ctx.nextRoundAt
      ? h('p', { class: 'hint next-round', role: 'timer', 'data-testid': 'next-round' }, 'Next round in ', h('b', { dataset: { secondsUntil: String(ctx.nextRoundAt) } }), ' s')
      : h('p', { class: 'hint', text: 'The next round starts in a few seconds.' }));
  }
  return box;
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
  const winners = res.winners ?? [];
  const title = winners.length > 1
    ? `Game over: ${winners.map(who).join(' and ')} share the win!`
    : `Game over: ${who(winners[0])} ${winners[0] === ctx.me ? 'win' : 'wins'}!`;
  const score = (seat) => res.scores?.[seat] ?? view.seats.find((s) => s.seat === seat)?.score ?? 0;
  let place = 0;
  const rows = res.standings.map((seat, i) => {
    if (i === 0 || score(seat) !== score(res.standings[i - 1])) place = i + 1;
    const won = winners.includes(seat);
    return h('div', { class: `standing${won ? ' first' : ''}`, dataset: { seat: String(seat) } },
      h('span', { class: 'rank', text: `${place}.` }),
      h('span', { class: 'name' }, who(seat), won ? h('span', { class: 'badge ma', text: winners.length > 1 ? 'shared win' : 'winner' }) : null),
      h('span', { text: `${score(seat)} point${score(seat) === 1 ? '' : 's'}` }));
  });
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
    h('h2', { 'data-testid': 'game-title', text: title }),
    h('div', { class: 'standings', 'data-testid': 'standings' }, ...rows),
    table,
    h('div', { class: 'row' },
      h('a', { class: 'btn primary link-btn', href: '/', text: 'New table' }),
      ctx.replayHref ? h('a', { class: 'btn link-btn', href: ctx.replayHref, 'data-testid': 'watch-replay', text: 'Watch the replay' }) : null),
  ];
}
