// Gimme! Mahjong's table: opponents (score, tiles held, laid-down sets, a finished
// player's revealed tiles), the pool and the latest drop with its window, your hand and
// the action bar (Gimme!, the set picker, Pass, Declare Mahjong). Rendered from the
// server's view alone: every button comes from view.legal. Drawn into table_frame.js.

import { h } from './dom.js';
import { clockBar, seatHead as sharedSeatHead } from './seat_strip.js';
import { discardOnPress, tileHand } from './tile_hand.js';
import { actionBar, mineBox, otherSeats, renderFrame, seatBox } from './table_frame.js';
import { calledPills, drawStack, latestCard, sealOf, statusBox, statusLines, turnClockLine, windowCountdown } from './table_status.js';
import { onPress } from './press.js';
import { describeTile, layoutFinished, layoutTiles, tileElement, tileId, tileName } from './gimme_tiles.js';
import { renderGimmeResults } from './gimme_results.js';

// ctx: as nymj_table.js, plus gimme (the page's Gimme state: {picking: window id}),
// claimText ({text, kind}), gimme(cards|null) to press Gimme, jokerSteal(entry).
export function renderGimmeTable(stage, ctx) {
  const { view } = ctx;
  renderFrame(stage, ctx, {
    game: 'gimme',
    over: view.phase === 'round_over' || view.phase === 'game_over',
    results: () => renderGimmeResults(ctx),
    felt: [opponents(ctx), center(ctx)],
    mine: () => mine(ctx),
    bar: () => actionBar(ctx, ctx.claimText, '', picker(ctx), jokerSteals(ctx), actions(ctx)),
    watching: 'You are watching this table. Hands stay hidden until a player finishes or the round ends.',
  });
}

const acting = (view, seat) => view.phase === 'awaiting_discard' && view.current === seat;

// Who started the round, and who has finished.
function seatHead(ctx, s, label) {
  return sharedSeatHead(ctx, s, label, {
    role: ctx.view.first_player === s.seat ? h('span', { class: 'badge', title: 'went first this round', text: 'starter' }) : null,
    after: [s.finished ? h('span', { class: 'badge done', 'data-testid': 'finished-badge', text: 'Mahjong ✓' }) : null],
  });
}

function stats(s, withCount) {
  return h('div', { class: 'stats' },
    h('span', { class: 'stat', title: 'points' }, h('b', { 'data-testid': 'score', text: String(s.score) }), s.score === 1 ? 'point' : 'points'),
    withCount && !s.finished ? h('span', { class: 'stat', title: 'tiles in hand' }, h('b', { text: String(s.concealed_count) }), 'tiles') : null);
}

// Laid-down sets. A Joker this viewer may steal is a button (legal.joker_steal).
function exposedSets(ctx, s, size) {
  if (!s.exposed?.length) return null;
  const steals = ctx.view.legal?.joker_steal ?? [];
  const whose = s.seat === ctx.me ? 'your' : `${ctx.names(s.seat)}'s`;
  return h('div', { class: 'exposed', role: 'list', 'aria-label': `${whose} laid-down sets: ${s.exposed.length}`, 'data-key': 'exposed' },
    ...s.exposed.map((set, i) => {
      const steal = ctx.replay ? null : steals.find((e) => e.seat === s.seat && e.set === i);
      return h('div', { class: `set${steal ? ' stealable' : ''}`, role: 'listitem', 'data-key': `set-${s.seat}-${i}`, 'aria-label': `${set.tiles.length}× ${tileName(set.face)}` },
        ...set.tiles.map((t) => {
          if (steal && describeTile(t)?.joker) {
            const b = tileElement(t, { [size]: true, button: true });
            b.type = 'button';
            b.classList.add('steal-joker');
            b.dataset.testid = 'joker-steal';
            b.setAttribute('aria-label', `Joker Steal: give your ${tileName(steal.card)} for this Joker`);
            b.title = `Tap to swap your ${tileName(steal.card)} for this Joker`;
            return onPress(b, () => ctx.jokerSteal(steal));
          }
          return tileElement(t, { [size]: true });
        }));
    }));
}

function revealedTiles(ctx, s) {
  const shown = s.finished ? s.revealed : ctx.reveal?.(s.seat)?.concealed;
  if (!shown?.length) return null;
  return h('div', { class: 'hand revealed', role: 'group', 'aria-label': `${ctx.names(s.seat)}'s ${s.finished ? 'revealed ' : ''}tiles`, 'data-testid': 'revealed-hand' },
    ...(s.finished ? layoutFinished(shown) : layoutTiles(shown)).map(({ suit, groups }) => h('div', { class: 'suit-group', dataset: { suit } },
      ...groups.map((g) => h('div', { class: `group${g.cards.length >= 2 ? ' set' : ''}` }, ...g.cards.map((c) => tileElement(c, { tiny: true })))))));
}

function opponents(ctx) {
  return otherSeats(ctx, { class: 'opponents' }, (s) => seatBox(ctx, s, { turn: acting(ctx.view, s.seat), cls: s.finished ? ' finished' : '' },
    seatHead(ctx, s, ctx.names(s.seat)),
    stats(s, true),
    exposedSets(ctx, s, 'tiny'),
    revealedTiles(ctx, s),
    clockBar(ctx, s, acting)));
}

function center(ctx) {
  const { view } = ctx;
  const pile = view.discard_pile ?? [];
  const drop = view.window ? { seat: view.window.dropper, card: view.window.card } : view.last_drop ?? null;
  const latest = latestCard(ctx, {
    card: drop?.card, by: drop?.seat, element: (c) => tileElement(c), name: tileName, id: tileId,
    words: { label: 'latest drop', noun: 'Latest drop', none: 'no drops yet' },
  });
  const older = pile.filter((c) => tileId(c) !== tileId(drop?.card)).slice(-8).reverse();
  return h('div', { class: 'center' }, drawStack(() => tileElement(null, { small: true }), 'draw-count', `${view.pool} in the pool`), status(ctx),
    h('div', { class: 'pile' }, latest,
      older.length ? h('div', { class: 'recent', role: 'group', 'aria-label': 'earlier drops' }, ...older.map((c) => tileElement(c, { tiny: true }))) : null));
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const parts = [];
  parts.push(h('div', { class: 'sub' }, `Round ${view.round} of ${view.rounds}`, h('span', { class: 'phone-only', text: ` · ${view.pool} in the pool` })));
  const mineSeat = view.seats.find((s) => s.seat === me);
  let line = '';
  let sub = '';
  switch (view.phase) {
    case 'not_started': line = 'Dealing…'; break;
    case 'awaiting_discard':
      if (view.current === me) {
        line = view.legal.declare_win ? 'Mahjong! Declare it, or drop a tile.' : 'Your turn: tap a tile to drop it.';
        if (view.legal.joker_steal?.length) sub = 'You can swap a tile for a Joker: Joker Steal below, or tap the glowing Joker.';
      } else line = `${who(view.current)} ${view.current === me ? 'are' : 'is'} choosing a tile to drop…`;
      break;
    case 'claim_window': {
      const w = view.window;
      line = `${who(w.dropper)} dropped ${tileName(w.card)}`;
      if (mineSeat?.finished) sub = 'You have finished this round.';
      else if (w.dropper === me) sub = 'Waiting to see if anyone says Gimme…';
      else if (w.answered) sub = 'You answered. Waiting for the others…';
      else sub = 'Gimme it, or pass.';
      break;
    }
    case 'round_over': line = 'Round over'; break;
    case 'game_over': line = 'Game over'; break;
    default: line = view.phase;
  }
  parts.push(...statusLines(ctx, line, sub), sealOf(ctx));
  if (view.phase === 'claim_window' && view.window && !ctx.replay) {
    parts.push(windowCountdown(ctx, view.settings?.gimme_window_ms, 'Gimme window'), calledPills(ctx, who, 'Gimme!'));
  }
  parts.push(turnClockLine(ctx, acting));
  return statusBox(...parts);
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  const top = [seatHead(ctx, s, `${ctx.names(me)} (you)`), stats(s, false), exposedSets(ctx, s, 'small'), clockBar(ctx, s, acting)];
  return mineBox(ctx, { turn: acting(view, me) }, top, s.finished
    ? [h('p', { class: 'hint', 'data-testid': 'you-finished', text: 'You went Mahjong: your tiles are shown to everyone. The others play on.' }), revealedTiles(ctx, s)]
    : [hand(ctx)]);
}

function hand(ctx) {
  const droppable = new Set((ctx.view.legal.discard ?? []).map(tileId));
  return tileHand(ctx, {
    label: droppable.size ? 'Your hand: choose a tile to drop' : 'Your hand', drawnWord: 'taken',
    layout: layoutTiles, tiles: { tileElement, tileId, tileName }, press: discardOnPress(ctx, droppable, 'Drop'),
  });
}

// On your turn, each Joker Steal the rules allow, in the bar with the other moves (the
// glowing Joker in the set up the table does the same): your tile, then the Joker.
function jokerSteals(ctx) {
  const steals = ctx.replay ? [] : ctx.view.legal?.joker_steal ?? [];
  if (!steals.length) return null;
  return h('div', { class: 'picker joker-steals', 'data-key': 'joker-steals', role: 'group', 'aria-label': 'Joker Steal' },
    h('div', { class: 'line', text: 'Joker Steal: swap a tile for a Joker' }),
    h('div', { class: 'options' }, ...steals.map((e) => onPress(h('button', {
      type: 'button', 'data-testid': 'bar-joker-steal', 'data-key': `steal-${tileId(e.card)}-${e.seat}-${e.set}`,
      'aria-label': `Joker Steal: give your ${tileName(e.card)} for the Joker in ${ctx.names(e.seat)}'s set`,
    }, tileElement(e.card, { small: true }), tileElement({ face: 'J' }, { small: true })), () => ctx.jokerSteal(e)))));
}

function actions(ctx) {
  const { legal, window: win } = ctx.view;
  const claims = win ? legal.claim ?? [] : [];
  const box = h('div', { class: 'actions', 'data-key': 'actions' });
  box.append(onPress(h('button', {
    class: `gimme-btn${claims.length ? ' live' : ''}`, type: 'button', 'data-testid': 'gimme', disabled: !claims.length, 'aria-keyshortcuts': 'G',
    'aria-expanded': claims.length > 1 ? String(ctx.gimmeState?.picking === ctx.view.window?.id) : null,
  }, 'Gimme!', h('span', { class: 'key', 'aria-hidden': 'true', text: claims.length > 1 ? `${claims.length} ways` : 'G' })), () => ctx.gimme(null)));
  box.append(onPress(h('button', { class: 'btn', type: 'button', 'data-testid': 'pass', disabled: !legal.pass, 'aria-keyshortcuts': 'P', text: 'Pass' }), () => ctx.pass()));
  box.append(onPress(h('button', {
    class: 'btn win-btn', type: 'button', 'data-testid': 'declare-win', disabled: !legal.declare_win, 'aria-keyshortcuts': 'W', text: 'Declare Mahjong',
  }), () => ctx.send('declare_win', {})));
  return box;
}

// Several Gimmes are possible: which of your tiles go with the dropped one.
function picker(ctx) {
  const { view } = ctx;
  const claims = view.window ? view.legal.claim ?? [] : [];
  if (claims.length < 2 || ctx.gimmeState?.picking !== view.window.id) return null;
  const dropped = () => {
    const e = tileElement(view.window.card, { small: true });
    e.classList.add('dropped');
    delete e.dataset.id;
    return e;
  };
  return h('div', { class: 'picker', 'data-key': 'picker', role: 'group', 'aria-label': 'Which set do you make?' },
    h('div', { class: 'line', text: 'Which set do you make?' }),
    h('div', { class: 'options' }, ...claims.map((cards) => onPress(h('button', {
      type: 'button', 'data-testid': 'gimme-option', 'data-key': `gimme-${cards.map(tileId).join('-')}`,
      'aria-label': `Gimme with ${cards.map(tileName).join(', ')}: ${cards.length + 1} tiles`,
    }, dropped(), ...cards.map((c) => tileElement(c, { small: true }))), () => ctx.gimme(cards)))));
}
