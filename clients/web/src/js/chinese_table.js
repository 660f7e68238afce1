// Chinese Mah Jongg's table for 3 to 6 players: each opponent (seat wind, score, cards
// held, Flowers, exposed groups), the wall and the discards with the open window, your
// hand and the action bar (a button for each group the open discard can make for you,
// Pass, Mah Jongg). Drawn from the server's view alone: every button comes from
// view.legal. Updated in place (morph.js).

import { h } from './dom.js';
import { clockBar, orderedSeats, seatHead as sharedSeatHead } from './seat_strip.js';
import { barLines, discardOnPress, tileHand } from './tile_hand.js';
import { morphChildren } from './morph.js';
import { onPress } from './press.js';
import { deckSeal } from './nymj_table.js';
import { WIND_SHORT, layoutCards, setChineseSeats, sortCards, tileElement, tileId, tileName, windName } from './chinese_tiles.js';
import { callLabel, groupWords } from './chinese_text.js';
import { renderChineseResults } from './chinese_results.js';

// ctx: as table.js, plus call(option) to make a call and callText ({text, kind}).
export function renderChineseTable(stage, ctx) {
  const { view } = ctx;
  setChineseSeats(view.seats?.length);
  const over = view.phase === 'hand_over' || view.phase === 'game_over';
  const n = view.seats.length;
  const felt = h('section', { class: `felt chinese seats-${n}${ctx.replay ? ' replaying' : ''}`, 'aria-label': 'The table', 'data-key': 'felt' },
    opponents(ctx), center(ctx));
  const parts = ctx.replay ? [] : [h('h1', { class: 'visually-hidden', 'data-key': 'title', text: ctx.title ?? 'The table' })];
  if (over) parts.push(renderChineseResults(ctx));
  parts.push(felt);
  if (ctx.me !== null && ctx.me !== undefined) {
    parts.push(mine(ctx));
    if (!over) parts.push(actionBar(ctx));
  } else if (!ctx.replay) {
    parts.push(h('p', { class: 'hint', 'data-key': 'watching', text: 'You are watching this table. Hands stay hidden until the hand ends.' }));
  }
  morphChildren(stage, h('div', { class: 'cn-stage' }, ...parts));
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
  const box = h('div', { class: 'opponents cn-opponents' });
  for (const s of orderedSeats(ctx)) {
    const el = h('div', {
      class: `seatbox${acting(ctx.view, s.seat) ? ' turn' : ''}${ctx.view.window?.discarder === s.seat ? ' discarder' : ''}`,
      dataset: { seat: String(s.seat), key: `seat-${s.seat}`, testid: 'seat' }, role: 'group', 'aria-label': `${ctx.names(s.seat)}, ${windName(s.wind)} Wind`,
    },
      seatHead(ctx, s, ctx.names(s.seat)),
      stats(s, true),
      exposedGroups(ctx, s, 'tiny'),
      revealedCards(ctx, s),
      clockBar(ctx, s, acting));
    const bubble = ctx.bubbles?.get(s.seat);
    if (bubble) el.append(h('span', { class: `bubble ${bubble.kind}`, text: bubble.text }));
    box.append(el);
  }
  return box;
}

function center(ctx) {
  const { view } = ctx;
  const pile = view.discard_pile ?? [];
  const drop = view.window ? { seat: view.window.discarder, card: view.window.card } : view.last_discard ?? null;
  const from = (seat) => (seat === ctx.me ? 'you' : ctx.names(seat));
  const latest = h('div', { class: 'latest', role: 'group', 'aria-label': 'latest discard', 'data-testid': 'latest-discard' });
  if (drop?.card) {
    const el = tileElement(drop.card);
    el.setAttribute('aria-label', `Latest discard: ${tileName(drop.card)}, from ${from(drop.seat)}`);
    if (ctx.flashCard !== undefined && tileId(drop.card) === ctx.flashCard) el.classList.add('flash');
    latest.append(el, h('div', { class: 'who', text: `from ${from(drop.seat)}` }));
  } else {
    latest.append(h('div', { class: 'card', style: 'opacity:.15', 'aria-hidden': 'true' }), h('div', { class: 'who', text: 'no discards yet' }));
  }
  const older = pile.filter((c) => tileId(c) !== tileId(drop?.card));
  const wall = h('div', { class: 'pile draw' },
    h('div', { class: 'stack' }, tileElement(null, { small: true }), tileElement(null, { small: true })),
    h('span', { 'data-testid': 'wall-count', text: `${view.wall} in the wall` }));
  // Earlier discards sit under the status, beside the latest: the centre stays one card high.
  // Rows past what the box shows scroll, by keyboard too (tabindex).
  const mid = h('div', { class: 'cn-mid' }, status(ctx),
    older.length ? h('div', { class: 'cn-discards', role: 'group', tabindex: '0', 'aria-label': `discards: ${older.length}`, 'data-testid': 'discards' },
      ...older.map((c) => tileElement(c, { tiny: true }))) : null);
  return h('div', { class: 'center cn-center' }, wall, mid, latest);
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const box = h('div', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' });
  const east = view.seats.find((s) => s.wind === 'east');
  box.append(h('div', { class: 'sub' }, `Hand ${view.hand_number} of ${view.hands} · East: ${east ? who(east.seat) : '?'}`,
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
  box.append(h('div', { class: 'line', text: line }));
  if (sub && !ctx.replay) box.append(h('div', { class: 'sub', text: sub }));
  if (ctx.fairness) box.append(deckSeal(ctx.fairness));
  if (view.phase === 'claim_window' && view.window && !ctx.replay) {
    const total = view.settings?.claim_window_ms || view.window.closes_in_ms || 1;
    box.append(h('div', { class: 'countdown', role: 'progressbar', 'aria-label': 'Claim window', 'aria-valuemin': '0', 'aria-valuemax': String(Math.round(total / 1000)), 'aria-valuenow': String(Math.round(view.window.closes_in_ms / 1000)), 'aria-valuetext': `${Math.ceil(view.window.closes_in_ms / 1000)} s left` },
      h('i', { dataset: { deadline: String(ctx.receivedAt + view.window.closes_in_ms), total: String(total) } })));
  }
  if (!ctx.replay && acting(view, view.current) && view.turn_in_ms !== null && view.turn_in_ms !== undefined) {
    box.append(h('div', { class: 'sub' }, 'Turn clock: ', h('b', { dataset: { secondsUntil: String(ctx.receivedAt + view.turn_in_ms) } }), ' s'));
  }
  return box;
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  const box = h('section', { class: `mine${acting(view, me) ? ' turn' : ''}`, 'aria-label': 'Your hand', dataset: { seat: String(me) } },
    h('div', { class: 'mine-head' }, seatHead(ctx, s, `${ctx.names(me)} (you)`), stats(s, false)), clockBar(ctx, s, acting));
  const bubble = ctx.bubbles?.get(me);
  if (bubble) box.append(h('span', { class: `bubble ${bubble.kind}`, text: bubble.text }));
  // Groups laid down and the hand share a row: the hand stays on screen above the bar.
  box.append(h('div', { class: 'cn-mine-row', 'data-key': 'mine-row' }, exposedGroups(ctx, s, 'small'),
    view.phase !== 'hand_over' && view.phase !== 'game_over' ? hand(ctx) : null));
  return box;
}

function hand(ctx) {
  const droppable = new Set((ctx.view.legal.discard ?? []).map(tileId));
  return tileHand(ctx, {
    cls: 'hand cn-hand', label: droppable.size ? 'Your hand: choose a card to discard' : 'Your hand',
    layout: layoutCards, tiles: { tileElement, tileId, tileName }, press: discardOnPress(ctx, droppable, 'Discard'),
  });
}

// The bar with every choice of the moment, stuck to the bottom of the screen.
function actionBar(ctx) {
  return h('section', { class: 'action-bar cn-bar', 'aria-label': 'Your actions', 'data-testid': 'action-bar' },
    ...barLines(ctx.callText, ctx.notice),
    h('div', { class: 'bar-row', 'data-key': 'bar-row' }, calls(ctx), actions(ctx)));
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
