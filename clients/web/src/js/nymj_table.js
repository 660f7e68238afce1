// Not Your Ma's Jong's table, drawn into table_frame.js's slots: opponents (tokens,
// cards held, exposed sets), the discard and draw piles, the claim window, your hand
// and your actions. Rendered from the server's view alone; buttons are enabled from
// view.legal and nothing else.

import { cardElement, cardBack, cardId, describe } from './nymj_cards.js';
import { h, touchFirst } from './dom.js';
import { onPress } from './press.js';
import { layoutHand } from './nymj_hand_layout.js';
import { renderResults } from './nymj_results.js';
import { actionBar, mineBox, otherSeats, renderFrame, seatBox } from './table_frame.js';
import { clockBar, seatHead as sharedSeatHead } from './seat_strip.js';
import { calledPills, drawStack, latestCard, sealOf, statusBox, statusLines, turnClockLine, windowCountdown } from './table_status.js';

const RECENT = 8;

// ctx: { view, lobby, me, names(seat), send(type, fields), lastDiscard, bubbles, focusCard,
//        fairness (this round's deck check record), replayHref (game over),
//        replay (a finished game: no clocks, reveal(seat) gives every hand),
//        claim ({text, kind}: what became of this viewer's claim), notice ({text, kind}) }
// The stage is updated in place (morph.js): whatever is under the pointer stays.
export function renderTable(stage, ctx) {
  const { view } = ctx;
  renderFrame(stage, ctx, {
    over: view.phase === 'round_over' || view.phase === 'game_over',
    results: () => renderResults(ctx),
    felt: [opponents(ctx), center(ctx)],
    mine: () => mine(ctx),
    bar: () => actionBar(ctx, ctx.claim, '', picker(ctx), actions(ctx)),
    watching: 'You are watching this table. Hands stay hidden until the end of each round.',
  });
}

const isActing = (view, seat) => (view.phase === 'awaiting_discard' || view.phase === 'awaiting_exposure') && view.current === seat;

// Ma this round, and the turns a seat must skip.
function seatHead(ctx, s, label) {
  return sharedSeatHead(ctx, s, label, {
    role: ctx.view.ma === s.seat ? h('span', { class: 'badge ma', title: 'Ma this round', text: 'Ma' }) : null,
    after: [s.pending_skips > 0 ? h('span', { class: 'badge skip', title: 'turns to be skipped', text: `skips ${s.pending_skips}` }) : null],
  });
}

function stats(s, withCount) {
  return h('div', { class: 'stats' },
    h('span', { class: 'stat', title: 'tokens' }, h('span', { class: 'coin', 'aria-hidden': 'true' }), h('b', { text: String(s.tokens) }), 'tokens'),
    withCount
      ? h('span', { class: 'stat', title: 'cards in hand' },
          h('span', { class: 'backs', 'aria-hidden': 'true' }, ...Array.from({ length: Math.min(3, s.concealed_count) }, () => cardBack({ tiny: true }))),
          h('b', { text: String(s.concealed_count) }), 'cards')
      : null,
  );
}

function exposedSets(sets, size) {
  if (!sets?.length) return null;
  return h('div', { class: 'exposed', role: 'list', 'aria-label': `exposed sets: ${sets.length}`, 'data-key': 'exposed' },
    ...sets.map((set) => h('div', { class: 'set', role: 'listitem', 'aria-label': set.map((c) => describe(c)?.name).filter(Boolean).join(', ') },
      ...set.map((c) => cardElement(c, { [size]: true })))));
}

function opponents(ctx) {
  return otherSeats(ctx, { class: 'opponents' }, (s) => seatBox(ctx, s, { turn: isActing(ctx.view, s.seat), cls: s.dealt_in === false ? ' out' : '' },
    seatHead(ctx, s, ctx.names(s.seat)),
    stats(s, !ctx.reveal),
    exposedSets(s.exposed, 'tiny'),
    revealed(ctx, s.seat),
    clockBar(ctx, s, isActing),
    s.dealt_in === false ? h('div', { class: 'hint', text: 'sitting out the tiebreaker' }) : null));
}

// A finished game's replay shows every concealed hand, laid out like one's own.
function revealed(ctx, seat) {
  const hand = ctx.reveal?.(seat);
  if (!hand) return null;
  const el = h('div', { class: 'hand revealed', role: 'group', 'aria-label': `${ctx.names(seat)}'s hand`, 'data-testid': 'revealed-hand' });
  const drawn = cardId(ctx.view.current === seat ? ctx.view.just_drawn : null);
  el.append(...suitGroups(hand.concealed.map(cardId), (id) => {
    const c = cardElement(id, { small: true });
    if (id === drawn) c.classList.add('drawn');
    return c;
  }));
  return el;
}

// A hand laid out by suit, sets and pairs together; cardFor(id) makes each card.
function suitGroups(ids, cardFor) {
  return layoutHand(ids).map(({ suit, groups }) => h('div', { class: 'suit-group', dataset: { suit } },
    ...groups.map((group) => h('div', {
      class: `group ${group.kind}`, title: group.kind === 'set' ? 'a set' : group.kind === 'pair' ? 'a pair' : undefined,
    }, ...group.cards.map(cardFor)))));
}

function center(ctx) {
  const { view } = ctx;
  const pile = view.discard_pile ?? [];
  const latestCardOf = view.window?.card ?? pile[pile.length - 1] ?? null;
  const latestBy = view.window ? view.window.discarder : ctx.lastDiscard && cardId(ctx.lastDiscard.card) === cardId(latestCardOf) ? ctx.lastDiscard.seat : null;
  const latest = latestCard(ctx, {
    card: latestCardOf, by: latestBy, name: (c) => describe(c)?.name, id: cardId,
    element: (c) => {
      const el = cardElement(c);
      el.setAttribute('role', 'img');
      return el;
    },
    words: { label: 'latest discard', noun: 'Latest discard', none: 'no discards yet' },
  });
  followHistory(pile);
  const older = pile.filter((c) => cardId(c) !== cardId(latestCardOf)).slice(-RECENT).reverse();
  const discards = h('div', { class: 'pile' },
    latest,
    older.length ? h('div', { class: 'recent', role: 'group', 'aria-label': 'earlier discards' }, ...older.map((c) => cardElement(c, { tiny: true }))) : null,
    h('button', { class: 'btn small', type: 'button', onclick: () => showHistory(pile), 'data-testid': 'discard-history', text: `All discards (${pile.length})` }),
  );
  return h('div', { class: 'center' }, drawStack(() => cardBack({ small: true }), 'draw-count', `${view.draw_pile} in draw pile`), status(ctx), discards);
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const parts = [];
  const round = view.tiebreaker ? `Tiebreaker (round ${view.round})` : `Round ${view.round} of ${view.max_rounds}`;
  parts.push(h('div', { class: 'sub' }, round, h('span', { class: 'phone-only', text: ` · ${view.draw_pile} to draw` })));
  let line = '';
  let sub = '';
  switch (view.phase) {
    case 'not_started': line = 'Dealing…'; break;
    case 'awaiting_discard':
      if (view.pending_discard) {
        line = `You discarded ${describe(view.pending_discard)?.name ?? 'a card'}`;
      } else if (view.current === me) {
        line = view.legal.declare_win ? 'Your hand wins! Declare it or discard.' : 'Your turn: pick a card to discard.';
      } else {
        line = `${who(view.current)} is choosing a discard…`;
      }
      break;
    case 'claim_window': {
      const w = view.window;
      const card = describe(w.card)?.name ?? 'a card';
      line = `${who(w.discarder)} discarded ${card}`;
      if (view.legal.steal) sub = touchFirst() ? 'Want it? STEAL!' : 'Want it? STEAL! (Space)';
      else if (w.discarder === me) sub = 'Waiting for anyone to steal it…';
      else if (w.answered) sub = 'You answered. Waiting for the others…';
      break;
    }
    case 'awaiting_exposure':
      line = view.current === me ? 'You got it! Choose the set to expose.' : `${who(view.current)} is exposing a set…`;
      break;
    case 'round_over': line = 'Round over'; break;
    case 'game_over': line = 'Game over'; break;
    default: line = view.phase;
  }
  parts.push(...statusLines(ctx, line, sub), sealOf(ctx));
  if (view.phase === 'claim_window' && view.window) {
    parts.push(windowCountdown(ctx, view.settings?.claim_window_ms, 'claim window', 's left to claim'), calledPills(ctx, who, 'STEAL!'));
  }
  parts.push(turnClockLine(ctx, isActing));
  return statusBox(...parts);
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  return mineBox(ctx, { turn: isActing(view, me) },
    [seatHead(ctx, s, `${ctx.names(me)} (you)`), stats(s, false), exposedSets(s.exposed, 'small'), clockBar(ctx, s, isActing)],
    [hand(ctx)]);
}

function hand(ctx) {
  const { view } = ctx;
  const ids = (view.hand ?? []).map(cardId);
  const drawn = cardId(view.just_drawn);
  const canDiscard = !!view.legal.discard;
  const el = h('div', { class: 'hand', role: 'group', 'aria-label': canDiscard ? 'Your hand: choose a card to discard' : 'Your hand', 'data-testid': 'hand' });
  el.append(...suitGroups(ids, (id) => {
    const c = cardElement(id, { button: true });
    c.type = 'button';
    if (!canDiscard) c.setAttribute('aria-disabled', 'true');
    if (id === drawn) {
      c.classList.add('drawn');
      c.setAttribute('aria-label', `${describe(id).name}, just drawn`);
    }
    if (canDiscard) {
      c.setAttribute('aria-label', `Discard ${c.getAttribute('aria-label')}`);
      // A mouse discards on press; a finger on the tap, so a scroll that starts on the hand discards nothing.
      onPress(c, () => (ctx.discard ? ctx.discard(id) : ctx.send('discard', { card: id })), { touchOnTap: true });
    }
    return c;
  }));
  return el;
}

function actions(ctx) {
  const { view } = ctx;
  const legal = view.legal;
  const box = h('div', { class: 'actions', 'data-key': 'actions' });
  box.append(onPress(h('button', {
    class: `steal-btn${legal.steal ? ' live' : ''}`, type: 'button', 'data-testid': 'steal',
    disabled: !legal.steal, 'aria-keyshortcuts': 'Space',
  }, 'STEAL!', h('span', { class: 'key', 'aria-hidden': 'true', text: 'Space' })), () => ctx.steal()));
  box.append(onPress(h('button', { class: 'btn', type: 'button', 'data-testid': 'pass', disabled: !legal.pass, 'aria-keyshortcuts': 'P', text: 'Pass' }), () => ctx.pass()));
  box.append(onPress(h('button', {
    class: 'btn win-btn', type: 'button', 'data-testid': 'declare-win', disabled: !legal.declare_win, 'aria-keyshortcuts': 'W', text: 'Declare win',
  }), () => ctx.send('declare_win', {})));
  return box;
}

function picker(ctx) {
  const { view } = ctx;
  const options = view.legal.expose_options ?? [];
  if (view.phase !== 'awaiting_exposure' || !options.length) return null;
  const stolen = view.stolen_card;
  const stolenCard = () => {
    const e = cardElement(stolen, { small: true });
    e.classList.add('stolen');
    delete e.dataset.id;  // the same card sits in every option: no key of its own
    return e;
  };
  return h('div', { class: 'picker', 'data-key': 'picker', role: 'group', 'aria-label': 'Which set do you expose?' },
    h('div', { class: 'line', text: 'Which set do you expose?' }),
    h('div', { class: 'options' }, ...options.map(([a, b]) => onPress(h('button', {
      type: 'button', 'data-testid': 'expose-option', 'data-key': `expose-${cardId(a)}-${cardId(b)}`,
      'aria-label': `Expose ${[stolen, a, b].map((c) => describe(c)?.name).filter(Boolean).join(', ')}`,
    }, ...[a, b].map((c) => cardElement(c, { small: true })), stolen ? stolenCard() : null), () => ctx.send('expose', { cards: [cardId(a), cardId(b)] })))));
}

// The open "All discards" dialog, if any. It follows the pile while open: a discard
// that lands while someone reads the history must not be missing from it.
let history = null;

function showHistory(pile) {
  const title = h('h2');
  const list = h('div', { class: 'pile-history' });
  const dlg = h('dialog', { 'aria-label': 'All discards' },
    title,
    h('p', { class: 'hint', text: 'Oldest first. Stolen cards are not in the pile.' }),
    list,
    h('form', { method: 'dialog', style: 'margin-top:12px' }, h('button', { class: 'btn', text: 'Close' })),
  );
  history = { dlg, title, list, shown: null };
  dlg.addEventListener('close', () => {
    dlg.remove();
    if (history?.dlg === dlg) history = null;
  });
  followHistory(pile);
  document.body.append(dlg);
  dlg.showModal();
}

function followHistory(pile) {
  if (!history) return;
  const key = pile.map(cardId).join(',');
  if (key === history.shown) return;
  history.shown = key;
  history.title.textContent = `All discards this round (${pile.length})`;
  history.list.replaceChildren(...pile.map((c) => cardElement(c, { small: true })));
}
