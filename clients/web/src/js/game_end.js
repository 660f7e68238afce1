// What the American, Chinese and Gimme! result sheets show alike: the game-over title,
// the standings (a tie shares a place) and the links under a finished game. Each sheet
// brings its own points words and tables.

import { h } from './dom.js';

const whoOf = (ctx) => (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
const scoreOf = (view) => (seat) => view.result?.scores?.[seat] ?? view.seats.find((s) => s.seat === seat)?.score ?? 0;

export function gameOverTitle(ctx) {
  const who = whoOf(ctx);
  const winners = ctx.view.result.winners ?? [];
  return winners.length > 1
    ? `Game over: ${winners.map(who).join(' and ')} share the win!`
    : `Game over: ${who(winners[0])} ${winners[0] === ctx.me ? 'win' : 'wins'}!`;
}

// One row a player in standings order; points: the words for a score ("12 points").
export function standings(ctx, points) {
  const res = ctx.view.result;
  const who = whoOf(ctx);
  const score = scoreOf(ctx.view);
  const winners = res.winners ?? [];
  let place = 0;
  const rows = (res.standings ?? []).map((seat, i) => {
    if (i === 0 || score(seat) !== score(res.standings[i - 1])) place = i + 1;
    const won = winners.includes(seat);
    return h('div', { class: `standing${won ? ' first' : ''}`, dataset: { seat: String(seat) } },
      h('span', { class: 'rank', text: `${place}.` }),
      h('span', { class: 'name' }, who(seat), won ? h('span', { class: 'badge ma', text: winners.length > 1 ? 'shared win' : 'winner' }) : null),
      h('span', { text: points(score(seat)) }));
  });
  return h('div', { class: 'standings', 'data-testid': 'standings' }, ...rows);
}

// A new table, and the finished game's replay when there is one: plain links, the way
// out of a finished game (Rematch is the way on).
export const gameLinks = (replayHref) => [
  h('a', { class: 'btn link-btn', href: '/', 'data-testid': 'new-table', text: 'New table' }),
  replayHref ? h('a', { class: 'btn link-btn', href: replayHref, 'data-testid': 'watch-replay', text: 'Watch the replay' }) : null,
];

// Under a finished game's sheet in a replay; a live game's are at the sheet's foot
// (between.js).
export const endLinks = (ctx) => (ctx.replay ? h('div', { class: 'row' }, ...gameLinks(ctx.replayHref)) : null);
