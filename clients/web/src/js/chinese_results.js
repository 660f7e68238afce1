// Chinese Mah Jongg's hand-end sheet: every player's groups with their points, the
// winner's bonuses, each double named, the totals, and who paid whom how much, so the
// players can check the arithmetic; then, at the game's end, the standings. Only shows
// what the server computed.

import { h } from './dom.js';
import { resultSheet } from './result_sheet.js';
import { endLinks, gameOverTitle, standings } from './game_end.js';
import { sortCards, tileElement, windName } from './chinese_tiles.js';
import { bonusName, doubleName, groupWords } from './chinese_text.js';

// Seat winds in play order from East, by player count (docs/rules/chinese.md).
const WINDS = {
  3: ['east', 'south', 'north'],
  4: ['east', 'south', 'west', 'north'],
  5: ['east', 'south', 'west', 'north', 'north_east'],
  6: ['east', 'south', 'south_west', 'west', 'north', 'north_east'],
};
export const windOf = (seat, east, n) => WINDS[n]?.[((seat - east) % n + n) % n] ?? 'east';

const signed = (x) => (x > 0 ? `+${x}` : String(x));
const pts = (x) => `${x} point${x === 1 || x === -1 ? '' : 's'}`;

export function renderChineseResults(ctx) {
  const { view } = ctx;
  const last = view.history?.[view.history.length - 1];
  const box = h('section', { class: 'results cn-results', 'aria-label': view.phase === 'game_over' ? 'Game over' : 'Hand over', 'data-testid': 'results' });
  if (view.phase === 'game_over' && view.result) box.append(...gameEnd(ctx).filter(Boolean));  // no "null" on the page for what a game lacks
  if (last) box.append(...handEnd(ctx, last));
  return resultSheet(box, ctx);
}

// The multiplier words for one double: "×2", or "×8 (doubled three times)".
export function doubleWords(d) {
  const times = d.times ?? 1;
  return `×${2 ** times}${times > 1 ? ` (doubled ${times === 2 ? 'twice' : times === 3 ? 'three times' : `${times} times`})` : ''}`;
}

// The lines of one score, top to bottom: [{label, value, kind}].
export function scoreLines(score, isWinner) {
  if (!score) return [];
  const lines = (score.groups ?? []).map((g) => ({ label: `${groupWords(g)}${g.exposed ? ', exposed' : ', concealed'}`, value: String(g.points), kind: 'group' }));
  const more = (score.bonuses ?? []).length || (score.doubles ?? []).length;
  if (more) lines.push({ label: 'Set points', value: String(score.set_points), kind: 'sum' });
  for (const b of score.bonuses ?? []) lines.push({ label: `${bonusName(b.bonus)}`, value: `+${b.points}`, kind: 'bonus' });
  if ((score.bonuses ?? []).length) lines.push({ label: 'Before doubling', value: String(score.base), kind: 'sum' });
  for (const d of score.doubles ?? []) lines.push({ label: doubleName(d.reason), value: doubleWords(d), kind: 'double' });
  lines.push({ label: isWinner ? 'Hand score' : more ? 'Score' : 'Score (set points)', value: String(score.total), kind: 'total' });
  return lines;
}

function handEnd(ctx, r) {
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const n = r.seats?.length ?? ctx.view.seats.length;
  const winner = r.winner;
  const voided = winner === null || winner === undefined;
  const title = voided ? `Hand ${r.hand} over: the wall ran out, nobody won` : `Hand ${r.hand} over: ${who(winner)} ${winner === ctx.me ? 'win' : 'wins'} with ${pts(r.seats.find((s) => s.seat === winner)?.score?.total ?? 0)}`;
  const parts = [h('h2', { 'data-testid': 'hand-title', text: title })];
  if (voided) parts.push(h('p', { class: 'hint', text: 'A hand with no winner is void: no one scores or pays. East moves on.' }));
  // The winner first, then who paid whom, then every loser's own sets.
  const sheet = (list, key) => h('ul', { class: 'cn-sheet', 'aria-label': key === 'winner' ? 'the winning hand and its score' : 'each hand and its score', 'data-testid': 'hand-sheet', 'data-key': `sheet-${key}` },
    ...list.map((s) => seatSheet(ctx, r, s, n, who)));
  if (voided) {
    parts.push(sheet(r.seats, 'all'));
  } else {
    parts.push(h('div', { class: 'cn-top', 'data-key': 'top' }, sheet(r.seats.filter((s) => s.seat === winner), 'winner'), payments(ctx, r, n, who)));
    parts.push(sheet(r.seats.filter((s) => s.seat !== winner), 'losers'));
  }
  return parts;
}

function seatSheet(ctx, r, s, n, who) {
  const isWinner = s.seat === r.winner;
  const wind = windOf(s.seat, r.east, n);
  const lines = scoreLines(s.score, isWinner);
  return h('li', { class: `result-row cn-seat${isWinner ? ' winner' : ''}`, 'data-testid': 'result-row', dataset: { seat: String(s.seat) } },
    h('div', { class: 'result-head' },
      h('span', { class: 'result-name' }, who(s.seat), h('span', { class: `wind-badge wind-${wind}`, text: windName(wind) }), isWinner ? h('span', { class: 'badge ma', text: 'Mah Jongg' }) : null),
      h('span', { class: `num ${s.net > 0 ? 'plus' : s.net < 0 ? 'minus' : ''}`, 'data-testid': 'net', title: 'won or lost this hand', text: signed(s.net) }),
      h('span', { class: 'num tokens-after', text: `${s.total} total` })),
    handCards(s, `${who(s.seat)}'s cards`),
    lines.length ? h('table', { class: 'cn-score', 'data-testid': 'score-lines' },
      h('caption', { class: 'visually-hidden', text: `How ${who(s.seat)} scored` }),
      h('tbody', {}, ...lines.map((l) => h('tr', { class: `line-${l.kind}` }, h('th', { scope: 'row', text: l.label }), h('td', { class: 'num', text: l.value })))))
      : null);
}

// The concealed cards split into the groups the score names (so each group's cards sit
// together), then whatever is left. Display only: the server chose the arrangement.
export function arrangeConcealed(concealed, groups) {
  const left = sortCards(concealed ?? []);
  const take = (face) => {
    const i = left.findIndex((c) => (face === 'XW' ? /^[FS][1-4]$/.test(c.face) : c.face === face));
    return i < 0 ? null : left.splice(i, 1)[0];
  };
  const out = [];
  for (const g of groups ?? []) {
    if (g.exposed) continue;
    const size = g.size ?? (g.type === 'pair' ? 2 : g.type === 'kong' ? 4 : 3);
    const m = /^([CDB])([1-9])$/.exec(g.kind ?? '');
    const faces = g.type === 'chow' && m ? Array.from({ length: size }, (_, i) => `${m[1]}${Number(m[2]) + i}`) : Array.from({ length: size }, () => g.kind);
    const cards = faces.map(take);
    if (cards.some((c) => !c)) {
      left.push(...cards.filter(Boolean));
      continue;
    }
    out.push({ group: g, cards });
  }
  return { groups: out, rest: sortCards(left) };
}

function handCards(s, label) {
  const box = h('div', { class: 'reveal cn-reveal', role: 'group', 'aria-label': label, 'data-testid': 'result-hand' });
  const tiles = (cards) => cards.map((c) => tileElement(c, { tiny: true }));
  for (const g of s.exposed ?? []) box.append(h('div', { class: 'group set exposed-set', title: `${groupWords(g)}, exposed` }, ...tiles(g.cards)));
  const { groups, rest } = arrangeConcealed(s.concealed, s.score?.groups);
  for (const { group, cards } of groups) box.append(h('div', { class: `group set${group.type === 'pair' ? ' pair' : ''}`, title: `${groupWords(group)}, concealed` }, ...tiles(cards)));
  if (rest.length) box.append(h('div', { class: 'group concealed' }, ...tiles(rest)));
  return box;
}

// Who paid whom: one row per payer, one column per payee, with each seat's net.
function payments(ctx, r, n, who) {
  const seats = r.seats.map((s) => s.seat);
  const east = r.east;
  const limit = ctx.view.settings?.limit ?? 0;
  const rows = r.seats.map((s) => h('tr', { dataset: { seat: String(s.seat) } },
    h('th', { scope: 'row', text: who(s.seat) }),
    ...seats.map((to) => {
      const amount = s.pays?.[to] ?? 0;
      return h('td', { class: `num${amount ? '' : ' nil'}`, 'data-testid': 'pay-cell', text: to === s.seat ? '—' : amount ? String(amount) : '0' });
    }),
    h('td', { class: `num ${s.net > 0 ? 'plus' : s.net < 0 ? 'minus' : ''}`, text: signed(s.net) })));
  return h('div', { class: 'cn-payments', 'data-testid': 'payments' },
    h('h3', { text: 'Payments' }),
    h('p', { class: 'hint', text: `Each loser pays the winner the winner's score; East pays or collects double. Then every two losers settle: the lower score pays the higher the difference, doubled if either is East${limit ? `; no single payment above ${limit}` : ''}. Read across: the row's player paid the column's player.` }),
    h('div', { class: 'cn-matrix-wrap' }, h('table', { class: 'cn-matrix', 'data-testid': 'payment-matrix' },
      h('caption', { class: 'visually-hidden', text: 'Payments: the row player paid the column player' }),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'paid ↓ to →' }),
        ...seats.map((s) => h('th', { scope: 'col', class: 'num', text: `${who(s)}${s === east ? ' (E)' : ''}` })),
        h('th', { scope: 'col', class: 'num', text: 'Net' }))),
      h('tbody', {}, ...rows))));
}

function gameEnd(ctx) {
  const { view } = ctx;
  const res = view.result;
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const score = (seat) => res.scores?.[seat] ?? view.seats.find((s) => s.seat === seat)?.score ?? 0;
  const standingRows = standings(ctx, pts);
  const hands = view.history ?? [];
  const netIn = (r, seat) => r.seats?.find((x) => x.seat === seat)?.net ?? 0;
  const table = hands.length > 1 ? h('div', { class: 'cn-matrix-wrap' }, h('table', { class: 'round-scores', 'data-testid': 'hand-scores' },
    h('caption', { class: 'visually-hidden', text: 'Points won or lost in each hand' }),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'Player' }), ...hands.map((r) => h('th', { scope: 'col', class: 'num', text: `H${r.hand}` })), h('th', { scope: 'col', class: 'num', text: 'Total' }))),
    h('tbody', {}, ...res.standings.map((seat) => h('tr', {},
      h('th', { scope: 'row', text: who(seat) }),
      ...hands.map((r) => h('td', { class: 'num', text: signed(netIn(r, seat)) })),
      h('td', { class: 'num', text: String(score(seat)) })))))) : null;
  return [
    h('h2', { 'data-testid': 'game-title', text: gameOverTitle(ctx) }),
    standingRows,
    table,
    endLinks(ctx),
  ];
}
