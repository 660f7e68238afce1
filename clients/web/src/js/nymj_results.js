// Round end (every hand revealed, the winner's laid out as sets and pair, payments and
// tokens after) and game end (standings and a chart of tokens round by round).

import { cardElement, cardId } from './nymj_cards.js';
import { h } from './dom.js';
import { resultSheet } from './result_sheet.js';
import { endLinks } from './game_end.js';
import { layoutHand, winningArrangement } from './nymj_hand_layout.js';
import { tokenChart } from './chart.js';
import { fairnessLabel } from './fairness.js';

export const SEAT_COLOURS = ['#ffcc4d', '#5fb8ff', '#ff7a6b', '#8ee07a'];

export function renderResults(ctx) {
  const { view } = ctx;
  const last = view.history?.[view.history.length - 1];
  const box = h('section', { class: 'results', 'aria-label': view.phase === 'game_over' ? 'Game over' : 'Round over', 'data-testid': 'results' });
  if (view.phase === 'game_over' && view.result) box.append(...gameEnd(ctx).filter(Boolean));  // no "null" on the page for what a game lacks
  if (last) box.append(...roundEnd(ctx, last));
  const verdict = deckVerdict(ctx.fairness, last);
  if (verdict) box.append(verdict);
  return resultSheet(box, ctx);
}

// The round's deck check, once the deck is revealed: a quiet tick, or a loud failure.
function deckVerdict(rec, last) {
  if (!rec || rec.state === 'sealed' || (last && last.round !== rec.round)) return null;
  const label = fairnessLabel(rec);
  const detail = rec.state === 'verified'
    ? `The shuffled deck revealed for this round matches the commitment sealed at the deal (${rec.commitment.slice(0, 8)}…).`
    : `The revealed deck does not match what was sealed at the deal: ${rec.reason}.`;
  return h('div', { class: `deck-verdict ${label.cls}`, role: rec.state === 'failed' ? 'alert' : 'status', 'data-testid': 'deck-check', title: label.title },
    h('b', { text: label.text }), ' ', h('span', { text: detail }));
}

function roundEnd(ctx, r) {
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const title = r.void || r.winner === null || r.winner === undefined
    ? `${r.tiebreaker ? 'Tiebreaker' : `Round ${r.round}`}: void, nobody won`
    : `${r.tiebreaker ? 'Tiebreaker' : `Round ${r.round}`}: ${who(r.winner)} won by ${r.method === 'stealing' ? 'stealing' : 'drawing'}`;
  const parts = [h('h2', { text: title })];
  if (r.winner !== null && r.winner !== undefined && !r.void) {
    const hand = r.hands?.[r.winner];
    if (hand) {
      const groups = winningArrangement(hand.concealed.map(cardId), hand.exposed ?? []);
      const box = h('div', { class: 'winner-hand', role: 'group', 'aria-label': 'winning hand', 'data-testid': 'winning-hand' });
      if (groups) {
        for (const g of groups) {
          box.append(h('div', { class: 'set' },
            h('div', { class: 'cards' }, ...g.cards.map((c) => cardElement(c, { small: true }))),
            h('span', { class: 'tag', text: g.kind === 'pair' ? 'pair' : g.exposed ? 'set (exposed)' : 'set' })));
        }
      } else {
        box.append(...hand.concealed.map((c) => cardElement(c, { small: true })));
      }
      parts.push(box);
    }
  }
  // One compact row a player: name, payment and tokens, then the hand grouped into its
  // sets (exposed ones first), so four hands fit one phone screen.
  const dealt = r.dealt_in ?? ctx.view.seats.map((s) => s.seat);
  const rows = ctx.view.seats.map(({ seat }) => {
    const change = r.token_change?.[seat] ?? 0;
    const hand = r.hands?.[seat];
    const won = seat === r.winner && !r.void;
    return h('li', { class: `result-row${won ? ' winner' : ''}`, 'data-testid': 'result-row', dataset: { seat: String(seat) } },
      h('div', { class: 'result-head' },
        h('span', { class: 'result-name' }, who(seat), won ? h('span', { class: 'badge ma', text: '★ winner' }) : null, dealt.includes(seat) ? null : ' (sat out)'),
        h('span', { class: `num ${change > 0 ? 'plus' : change < 0 ? 'minus' : ''}`, 'aria-label': `paid ${change}`, text: change > 0 ? `+${change}` : String(change) }),
        h('span', { class: 'num tokens-after', text: `${r.tokens_after?.[seat] ?? ''} tokens` })),
      won || !hand ? null : groupedHand(hand, `${who(seat)}'s hand`));
  });
  parts.push(h('ul', { class: 'result-rows', 'aria-label': 'payments and hands' }, ...rows));
  return parts;
}

// A revealed hand: its exposed sets, then the concealed cards laid out in sets, pairs and
// the rest (display only, hand_layout.js).
function groupedHand(hand, label) {
  const box = h('div', { class: 'reveal', role: 'group', 'aria-label': label, 'data-testid': 'result-hand' });
  for (const set of hand.exposed ?? []) {
    box.append(h('div', { class: 'group set exposed-set', title: 'exposed set' }, ...set.map((c) => cardElement(c, { tiny: true }))));
  }
  for (const { groups } of layoutHand((hand.concealed ?? []).map(cardId))) {
    for (const g of groups) {
      box.append(h('div', { class: `group ${g.kind}` }, ...g.cards.map((id) => cardElement(id, { tiny: true }))));
    }
  }
  return box;
}

function gameEnd(ctx) {
  const { view } = ctx;
  const who = (seat) => (seat === ctx.me ? 'You' : ctx.names(seat));
  const tokens = (seat) => view.seats.find((s) => s.seat === seat)?.tokens ?? 0;
  // A tie still standing after the last tiebreaker is a shared win (docs/rules/nymj.md).
  const shared = view.result.winners?.length > 1 ? view.result.winners : null;
  const title = shared
    ? `Game over: ${shared.map(who).join(' and ')} share the win!`
    : `Game over: ${who(view.result.winner)} ${view.result.winner === ctx.me ? 'win' : 'wins'}!`;
  const parts = [h('h2', { text: title })];
  const tiebreaks = (view.history ?? []).filter((r) => r.tiebreaker).length;
  if (tiebreaks) parts.push(h('p', { class: 'hint', text: `Decided after ${tiebreaks} tiebreaker round${tiebreaks === 1 ? '' : 's'}.` }));
  parts.push(h('div', { class: 'standings', 'data-testid': 'standings' },
    ...view.result.standings.map((seat, i) => h('div', { class: `standing${i === 0 ? ' first' : ''}` },
      h('span', { class: 'rank', text: `${i + 1}.` }),
      h('span', { class: 'name', text: who(seat) }),
      h('span', {}, h('span', { class: 'coin', 'aria-hidden': 'true' }), ` ${tokens(seat)} tokens`)))));
  const start = view.settings?.starting_tokens ?? 10;
  const series = view.seats.map((s) => ({
    name: who(s.seat),
    colour: SEAT_COLOURS[s.seat % SEAT_COLOURS.length],
    points: [start, ...(view.history ?? []).map((r) => r.tokens_after?.[s.seat] ?? start)],
  }));
  const labels = ['start', ...(view.history ?? []).map((r) => (r.tiebreaker ? `T${r.round}` : String(r.round)))];
  parts.push(h('div', { class: 'chart' }, tokenChart(series, labels)),
    h('div', { class: 'legend' }, ...series.map((s) => h('span', {}, h('i', { style: `background:${s.colour}` }), s.name))),
    endLinks(ctx));
  return parts;
}
