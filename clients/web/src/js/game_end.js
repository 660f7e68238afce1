// What the American, Chinese and Gimme! result sheets show alike: the game-over title,
// the standings (a tie shares a place), the "next hand in" line between hands, and the
// links under a finished game. Each sheet brings its own points words and tables.

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

// A new table, and the finished game's replay when there is one.
export const endLinks = (ctx) => h('div', { class: 'row' },
  h('a', { class: 'btn primary link-btn', href: '/', text: 'New table' }),
  ctx.replayHref ? h('a', { class: 'btn link-btn', href: ctx.replayHref, 'data-testid': 'watch-replay', text: 'Watch the replay' }) : null);

// Between hands: the countdown to the next one (at: when, on the page's clock), or a
// plain line when the table has no fixed pause. word: "hand" or "round".
export function nextLine(at, word, testid) {
  return at
    ? h('p', { class: 'hint next-round', role: 'timer', 'data-testid': testid }, `Next ${word} in `, h('b', { dataset: { secondsUntil: String(at) } }), ' s')
    : h('p', { class: 'hint', text: `The next ${word} starts in a few seconds.` });
}
