// Chinese Mah Jongg's table for 3 to 6 players: each opponent (seat wind, score, cards
// held, Flowers, exposed groups), the wall and the discards with the open window, your
// hand and the action bar (a button for each group the open discard can make for you,
// Pass, Mah Jongg). Drawn from the server's view alone: every button comes from
// view.legal. Drawn into table_frame.js.

import { h } from './dom.js';
import { clockBar, seatHead as sharedSeatHead } from './seat_strip.js';
import { discardOnPress, tileHand } from './tile_hand.js';
import { actionBar, mineBox, otherSeats, renderFrame, seatBox } from './table_frame.js';
import { drawStack, latestCard, sealOf, statusBox, statusLines, turnClockLine, windowCountdown } from './table_status.js';
import { onPress } from './press.js';
import { WIND_SHORT, layoutCards, setChineseSeats, sortCards, tileElement, tileId, tileName, windName } from './chinese_tiles.js';
import { callLabel, groupWords } from './chinese_text.js';
import { renderChineseResults } from './chinese_results.js';

// ctx: as nymj_table.js, plus call(option) to make a call and callText ({text, kind}).
export function renderChineseTable(stage, ctx) {
  const { view } = ctx;
  setChineseSeats(view.seats?.length);
  renderFrame(stage, ctx, {
    game: `chinese seats-${view.seats.length}`,
    stage: 'cn-stage',
    over: view.phase === 'hand_over' || view.phase === 'game_over',
    results: () => renderChineseResults(ctx),
    felt: [opponents(ctx), center(ctx)],
    mine: () => mine(ctx),
    bar: () => actionBar(ctx, ctx.callText, 'cn-bar', calls(ctx), actions(ctx)),
    watching: 'You are watching this table. Hands stay hidden until the hand ends.',
  });
}

const acting = (view, seat) => view.phase === 'awaiting_discard' && view.current === seat;

function windBadge(s) {
  return h('span', { class: `wind-badge wind-${s.wind}`, 'data-testid': 'seat-wind', title: `${windName(s.wind)} Wind` },
    h('b', { 'aria-hidden': 'true', text: WIND_SHORT[s.wind] ?? '?' }), h('span', { class: 'wind-word', 'aria-hidden': 'true', text: windName(s.wind) }),
    h('span', { class: 'visually-hidden', text: `${windName(s.wind)} Wind` }));
}

// The seat's wind leads the line.
const seatHead = (ctx, s, label) => sharedSeatHead(ctx, s, label, { lead: windBadge(s) });

function stats(s, withCount) {
  return h('div', { class: 'stats' },
    h('span', { class: 'stat', title: 'score' }, h('b', { 'data-testid': 'score', text: String(s.score) }), s.score === 1 || s.score === -1 ? 'point' : 'points'),
    withCount ? h('span', { class: 'stat', title: 'cards in hand' }, h('b', { text: String(s.concealed_count) }), 'in hand') : null);
}

// Exposed groups (and Flowers laid down), each a small row of cards.
function exposedGroups(ctx, s, size) {
  const groups = s.exposed ?? [];
  const flowers = s.flowers ?? [];
  if (!groups.length && !flowers.length) return null;
  const whose = s.seat === ctx.me ? 'your' : `${ctx.names(s.seat)}'s`;
  return h('div', { class: 'exposed', role: 'list', 'aria-label': `${whose} groups laid down: ${groups.length}`, 'data-key': 'exposed' },
    ...groups.map((g, i) => h('div', { class: `set cn-group ${g.type}`, role: 'listitem', 'data-key': `grp-${s.seat}-${i}`, 'aria-label': groupWords(g), title: groupWords(g) },
      ...g.cards.map((c) => tileElement(c, { [size]: true })))),
    flowers.length ? h('div', { class: 'set cn-flowers', role: 'listitem', 'data-key': `fl-${s.seat}`, 'aria-label': `Flowers: ${flowers.map((c) => tileName(c)).join(', ')}` },
      ...flowers.map((c) => tileElement(c, { [size]: true }))) : null);
}

// In a replay every hand can be shown.
function revealedCards(ctx, s) {
  const shown = ctx.reveal?.(s.seat)?.concealed;
  if (!shown?.length) return null;
  return h('div', { class: 'hand revealed', role: 'group', 'aria-label': `${ctx.names(s.seat)}'s cards`, 'data-testid': 'revealed-hand' },
    ...sortCards(shown).map((c) => tileElement(c, { tiny: true })));
}

function opponents(ctx) {
  return otherSeats(ctx, { class: 'opponents cn-opponents' }, (s) => seatBox(ctx, s, {
    turn: acting(ctx.view, s.seat), cls: ctx.view.window?.discarder === s.seat ? ' discarder' : '', label: `${ctx.names(s.seat)}, ${windName(s.wind)} Wind`, testid: 'seat',
  },
  seatHead(ctx, s, ctx.names(s.seat)),
  stats(s, true),
  exposedGroups(ctx, s, 'tiny'),
  revealedCards(ctx, s),
  clockBar(ctx, s, acting)));
}

function center(ctx) {
  const { view } = ctx;
  const pile = view.discard_pile ?? [];
  const drop = view.window ? { seat: view.window.discarder, card: view.window.card } : view.last_discard ?? null;
  const latest = latestCard(ctx, {
    card: drop?.card, by: drop?.seat, element: (c) => tileElement(c), name: tileName, id: tileId,
    words: { label: 'latest discard', noun: 'Latest discard', none: 'no discards yet' },
  });
  const older = pile.filter((c) => tileId(c) !== tileId(drop?.card));
  // Earlier discards sit under the status, beside the latest: the centre stays one card high.
  // Rows past what the box shows scroll, by keyboard too (tabindex).
  const mid = h('div', { class: 'cn-mid' }, status(ctx),
    older.length ? h('div', { class: 'cn-discards', role: 'group', tabindex: '0', 'aria-label': `discards: ${older.length}`, 'data-testid': 'discards' },
      ...older.map((c) => tileElement(c, { tiny: true }))) : null);
  return h('div', { class: 'center cn-center' }, drawStack(() => tileElement(null, { small: true }), 'wall-count', `${view.wall} in the wall`), mid, latest);
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const parts = [];
  const east = view.seats.find((s) => s.wind === 'east');
  parts.push(h('div', { class: 'sub' }, `Hand ${view.hand_number} of ${view.hands} · East: ${east ? who(east.seat) : '?'}`,
    h('span', { class: 'phone-only', 'data-testid': 'wall-count-phone', text: ` · ${view.wall} in the wall` })));
  let line = '';
  let sub = '';
  switch (view.phase) {
    case 'not_started': line = 'Dealing…'; break;
    case 'awaiting_discard':
      if (view.current === me) line = view.legal.declare_win ? 'Mah Jongg! Declare it, or discard.' : 'Your turn: tap a card to discard it.';
      else line = `${who(view.current)} is choosing a discard…`;
      break;
    case 'claim_window': {
      const w = view.window;
      line = `${who(w.discarder)} discarded ${tileName(w.card)}`;
      if (w.discarder === me) sub = 'Waiting to see if anyone calls it…';
      else if (w.answered) sub = 'You answered. Waiting for the others…';
      else if (view.legal.call?.length) sub = 'Call it, or pass. Seat order decides, not speed.';
      else sub = 'Nothing to call for you: pass, or let the window close.';
      break;
    }
    case 'hand_over': line = 'Hand over'; break;
    case 'game_over': line = 'Game over'; break;
    default: line = view.phase;
  }
  parts.push(...statusLines(ctx, line, sub), sealOf(ctx));
  if (view.phase === 'claim_window' && view.window) parts.push(windowCountdown(ctx, view.settings?.claim_window_ms, 'Claim window'));
  parts.push(turnClockLine(ctx, acting));
  return statusBox(...parts);
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  // Groups laid down and the hand share a row: the hand stays on screen above the bar.
  return mineBox(ctx, { turn: acting(view, me) },
    [h('div', { class: 'mine-head' }, seatHead(ctx, s, `${ctx.names(me)} (you)`), stats(s, false)), clockBar(ctx, s, acting)],
    [h('div', { class: 'cn-mine-row', 'data-key': 'mine-row' }, exposedGroups(ctx, s, 'small'),
      view.phase !== 'hand_over' && view.phase !== 'game_over' ? hand(ctx) : null)]);
}

function hand(ctx) {
  const droppable = new Set((ctx.view.legal.discard ?? []).map(tileId));
  return tileHand(ctx, {
    cls: 'hand cn-hand', label: droppable.size ? 'Your hand: choose a card to discard' : 'Your hand',
    layout: layoutCards, tiles: { tileElement, tileId, tileName }, press: discardOnPress(ctx, droppable, 'Discard'),
  });
}

// One button per call the open discard allows you (legal.call), showing the cards it
// makes: your cards and the discard.
function calls(ctx) {
  const { view } = ctx;
  const options = view.window && !view.window.answered ? view.legal.call ?? [] : [];
  if (!options.length) return null;
  return h('div', { class: 'cn-calls', 'data-key': 'calls', role: 'group', 'aria-label': 'Calls you can make' },
    ...options.map((o) => {
      const key = `${o.group}-${o.mah_jongg ? 'mj' : ''}-${o.cards.map(tileId).join('-')}`;
      const cards = sortCards([...o.cards, view.window.card]);
      const b = h('button', {
        type: 'button', class: `cn-call ${o.group}${o.mah_jongg ? ' mj' : ''}`, 'data-testid': 'call', 'data-key': `call-${key}`,
        dataset: { group: o.group, mahJongg: String(!!o.mah_jongg) },
        'aria-label': `${callLabel(o)}: ${cards.map((c) => tileName(c)).join(', ')}`,
      }, h('span', { class: 'cn-call-word', text: callLabel(o) }),
      h('span', { class: 'cn-call-cards', 'aria-hidden': 'true' }, ...cards.map((c) => {
        const e = tileElement(c, { tiny: true });
        if (tileId(c) === tileId(view.window.card)) e.classList.add('called-card');
        return e;
      })));
      return onPress(b, () => ctx.call(o));
    }));
}

function actions(ctx) {
  const { legal } = ctx.view;
  const box = h('div', { class: 'actions', 'data-key': 'actions' });
  box.append(onPress(h('button', { class: 'btn', type: 'button', 'data-testid': 'pass', disabled: !legal.pass, 'aria-keyshortcuts': 'P', text: 'Pass' }), () => ctx.pass()));
  box.append(onPress(h('button', {
    class: 'btn win-btn', type: 'button', 'data-testid': 'declare-win', disabled: !legal.declare_win, 'aria-keyshortcuts': 'W', text: 'Mah Jongg!',
  }), () => ctx.send('declare_win', {})));
  return box;
}
