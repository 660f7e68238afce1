// Boba Mahjong's table: the other player (cards held, score cards in a row), the supply,
// the three mixing piles fanned so every card reads (the top one large and marked), your
// score cards and hand, and the action bar (boba_bar.js). Rendered from the server's
// view alone; every move offered comes from view.legal. Drawn into table_frame.js.

import { h } from './dom.js';
import { onPress } from './press.js';
import { clockBar, seatHead as sharedSeatHead } from './seat_strip.js';
import { mineBox, otherSeats, renderFrame, seatBox } from './table_frame.js';
import { sealOf, statusBox, turnClockLine } from './table_status.js';
import { cardElement, cardId, cardName, sortCards } from './boba_cards.js';
import { pickedSet } from './boba_pick.js';
import { renderBobaResults } from './boba_results.js';
import { actionBar } from './boba_bar.js';
import { myBobaMove } from './boba_controller.js';

// ctx: as nymj_table.js, plus boba: {pick, discardCard, busy, set: the controller's moves}.
export function renderBobaTable(stage, ctx) {
  const { view } = ctx;
  renderFrame(stage, ctx, {
    game: 'boba',
    stage: 'boba-stage',
    over: view.phase === 'game_over',
    results: () => (view.result ? renderBobaResults(ctx) : null),
    felt: [h('div', { class: 'boba-top', 'data-key': 'top' }, others(ctx), status(ctx)), middle(ctx)],
    mine: () => mine(ctx),
    bar: () => actionBar(ctx),
    watching: 'You are watching this table. Hands stay hidden; score cards and piles are open to all.',
  });
}

const acting = (view, seat) => view.current === seat && ['drawing', 'sets_or_draw', 'making_sets', 'hand_limit'].includes(view.phase);

// Who went first, and whose turn is the last.
function seatHead(ctx, s, label) {
  return sharedSeatHead(ctx, s, label, {
    role: ctx.view.first_player === s.seat ? h('span', { class: 'badge', title: 'went first', text: 'first' }) : null,
    after: [ctx.view.last_turn === s.seat && ctx.view.phase !== 'game_over' ? h('span', { class: 'badge ma', text: 'last turn' }) : null],
  });
}

// A player's score cards in one row, in the order kept. The words before the row are its
// own flex item, so a phone fits them on the name's line instead of a line of their own.
function scoreRow(ctx, s, size) {
  const cards = s.score_cards ?? [];
  const whose = s.seat === ctx.me ? 'Your' : `${ctx.names(s.seat)}'s`;
  return [
    h('span', { class: 'score-label', 'aria-hidden': 'true', 'data-key': `score-label-${s.seat}`, text: `Score cards ${cards.length}${cards.length >= 10 ? ' ✓' : ''}` }),
    h('div', { class: 'score-row', role: 'group', 'aria-label': `${whose} score cards: ${cards.length}`, 'data-testid': 'score-cards', 'data-key': `score-${s.seat}` },
      h('div', { class: 'score-cards' }, ...cards.map((c) => cardElement(c, { [size]: true })))),
  ];
}

function others(ctx) {
  return otherSeats(ctx, { class: 'opponents boba-seats', 'data-key': 'seats' }, (s) => seatBox(ctx, s, { turn: acting(ctx.view, s.seat) },
    h('div', { class: 'seat-top' }, seatHead(ctx, s, ctx.names(s.seat)),
      h('span', { class: 'stat', title: 'cards in hand' }, h('b', { 'data-testid': 'hand-count', text: String(s.hand_count) }),
        h('span', { class: 'cards-word', text: s.hand_count === 1 ? 'card' : 'cards' }), 'in hand'),
      scoreRow(ctx, s, 'small')),
    revealed(ctx, s),
    clockBar(ctx, s, acting)));
}

// A replay shows every hand (ctx.reveal); a live table never does.
function revealed(ctx, s) {
  const shown = ctx.reveal?.(s.seat)?.concealed;
  if (!shown) return null;
  return h('div', { class: 'hand revealed', role: 'group', 'aria-label': `${ctx.names(s.seat)}'s cards`, 'data-testid': 'revealed-hand' },
    ...sortCards(shown).map((c) => cardElement(c, { small: true })));
}

function middle(ctx) {
  const { view } = ctx;
  const supply = h('div', { class: 'supply', role: 'group', 'aria-label': `Supply: ${view.supply} cards` },
    h('div', { class: 'stack', 'aria-hidden': 'true' }, cardElement(null, { small: true })),
    h('span', { 'data-testid': 'supply-count', text: `${view.supply} in the supply` }),
    view.removed ? h('span', { class: 'removed', text: `${view.removed} out of the game` }) : null);
  return h('div', { class: 'piles-row', 'data-key': 'middle' }, supply, ...[0, 1, 2].map((p) => pileBox(ctx, p)));
}

// One mixing pile: every card under the top in a readable fan (bottom first), the top
// card large. The top is a button when it can go into a set, and "Take" takes it.
function pileBox(ctx, p) {
  const { view } = ctx;
  const pile = view.piles?.[p] ?? [];
  const top = pile[pile.length - 1] ?? null;
  const under = pile.slice(0, -1);
  const mineNow = !ctx.replay && myBobaMove(view, ctx.me);
  const boba = ctx.boba ?? {};
  const inSets = mineNow && (view.legal?.make_set ?? []).some((o) => o.pile === p);
  const picked = boba.pick?.pile === p;
  const takeable = mineNow && (view.legal?.take_pile ?? []).includes(p);
  const label = `Pile ${p + 1}: ${pile.length ? `${pile.length} card${pile.length === 1 ? '' : 's'}, top ${cardName(top)}` : 'empty'}`;
  const box = h('section', { class: `bpile${picked ? ' picked' : ''}`, 'aria-label': label, 'data-testid': `pile-${p}`, dataset: { key: `pile-${p}` } },
    h('div', { class: 'bpile-head' }, h('b', { text: `Pile ${p + 1}` }), h('span', { text: pile.length ? `${pile.length}` : 'empty' })));
  box.append(h('div', { class: 'fan', role: 'list', 'aria-label': under.length ? `under the top, bottom first: ${under.map(cardName).join(', ')}` : 'nothing under the top' },
    ...under.map((c) => {
      const e = cardElement(c, { tiny: true });
      e.setAttribute('role', 'listitem');
      return e;
    })));
  if (top) {
    let t;
    if (inSets) {
      t = cardElement(top, { small: true, button: true });
      t.dataset.testid = 'pile-top';
      t.setAttribute('aria-pressed', String(picked));
      t.setAttribute('aria-label', `${cardName(top)}, top of pile ${p + 1}: use it in a set`);
      onPress(t, () => boba.set.pressPile(p));
    } else {
      t = cardElement(top, { small: true });
      t.setAttribute('aria-label', `${cardName(top)}, top of pile ${p + 1}`);
    }
    t.classList.add('top');
    const take = takeable ? onPress(h('button', {
      class: 'btn take-btn', type: 'button', 'data-testid': 'take-pile', disabled: !!boba.busy,
      'aria-label': `Take ${cardName(top)} from pile ${p + 1}`, text: 'Take',
    }), () => boba.set.take(p)) : null;
    box.append(h('div', { class: 'top-slot' }, t, h('div', { class: 'top-side' }, h('span', { class: 'top-tag', 'aria-hidden': 'true', text: 'top' }), take)));
  } else {
    box.append(h('div', { class: 'top-slot empty', text: 'empty' }));
  }
  return box;
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const parts = [];
  let line;
  const cur = view.current;
  const you = cur === me;
  switch (view.phase) {
    case 'not_started': line = 'Dealing…'; break;
    case 'drawing': line = you ? 'Your turn: draw.' : `${who(cur)} is drawing…`; break;
    case 'sets_or_draw': line = you ? 'Make up to three sets, or draw again.' : `${who(cur)} is making sets…`; break;
    case 'making_sets': line = you ? `Set ${view.sets_this_turn} made: another, or end your sets.` : `${who(cur)} is making sets…`; break;
    case 'hand_limit': line = you ? 'Too many cards: put some on the piles.' : `${who(cur)} is discarding down to seven…`; break;
    case 'game_over': line = 'Game over'; break;
    default: line = view.phase;
  }
  parts.push(h('div', { class: 'line', text: line }));
  if (view.end_trigger && view.phase !== 'game_over' && view.last_turn !== null && view.last_turn !== undefined) {
    parts.push(h('div', { class: 'sub last', text: `Last turn: ${who(view.last_turn)}` }));
  }
  parts.push(turnClockLine(ctx, acting), sealOf(ctx));
  return statusBox(...parts);
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  return mineBox(ctx, { turn: acting(view, me), label: 'Your cards', key: 'mine' },
    [h('div', { class: 'seat-top' }, seatHead(ctx, s, `${ctx.names(me)} (you)`), scoreRow(ctx, s, 'small')), clockBar(ctx, s, acting)],
    [view.phase !== 'game_over' ? hand(ctx) : null]);
}

function hand(ctx) {
  const { view } = ctx;
  const boba = ctx.boba ?? {};
  const mineNow = myBobaMove(view, ctx.me);
  const picking = mineNow && (view.phase === 'sets_or_draw' || view.phase === 'making_sets') && (view.legal?.make_set?.length ?? 0) > 0;
  const discarding = mineNow && view.phase === 'hand_limit';
  const inSomeSet = new Set((view.legal?.make_set ?? []).flatMap((o) => o.cards.map(cardId)));
  const picked = new Set(discarding ? [boba.discardCard] : boba.pick?.cards ?? []);
  const complete = pickedSet(view.legal?.make_set, boba.pick ?? { cards: [], pile: null });
  const label = picking ? 'Your hand: pick cards for a set' : discarding ? 'Your hand: pick a card to put on a pile' : 'Your hand';
  const el = h('div', { class: `hand boba-hand${complete ? ' complete' : ''}`, role: 'group', 'aria-label': `${label} (${view.hand?.length ?? 0} cards)`, 'data-testid': 'hand' });
  for (const card of sortCards(view.hand)) {
    const id = cardId(card);
    const b = cardElement(card, { button: true });
    const on = picked.has(id);
    if (boba.drawn?.has(id)) {
      b.classList.add('drawn');
      b.setAttribute('aria-label', `${cardName(card)}, just drawn`);
    }
    if (picking || discarding) {
      b.setAttribute('aria-pressed', String(on));
      if (on) b.classList.add('picked');
      if (picking && inSomeSet.has(id)) b.classList.add('can-set');
      onPress(b, () => boba.set.pressCard(id), { touchOnTap: true });
    } else {
      b.setAttribute('aria-disabled', 'true');
    }
    el.append(b);
  }
  if (!view.hand?.length) el.append(h('span', { class: 'hint', text: 'No cards in hand.' }));
  return el;
}
