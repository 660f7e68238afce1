// The table during a game: opponents, the discard and draw piles, the claim window,
// your hand and your actions. Rendered from the server's view alone; buttons are
// enabled from view.legal and nothing else.

import { cardElement, cardBack, cardId, describe } from './nymj_cards.js';
import { h, plural, touchFirst } from './dom.js';
import { morphChildren } from './morph.js';
import { onPress } from './press.js';
import { layoutHand } from './nymj_hand_layout.js';
import { renderResults } from './nymj_results.js';
import { fairnessLabel } from './fairness.js';

const RECENT = 8;

// ctx: { view, lobby, me, names(seat), send(type, fields), lastDiscard, bubbles, focusCard,
//        fairness (this round's deck check record), replayHref (game over),
//        replay (a finished game: no clocks, reveal(seat) gives every hand),
//        claim ({text, kind}: what became of this viewer's claim), notice ({text, kind}) }
// The stage is updated in place (morph.js): whatever is under the pointer stays.
export function renderTable(stage, ctx) {
  const { view } = ctx;
  const felt = h('section', { class: `felt${ctx.replay ? ' replaying' : ''}`, 'aria-label': 'The table', 'data-key': 'felt' });
  felt.append(opponents(ctx), center(ctx));
  const over = view.phase === 'round_over' || view.phase === 'game_over';
  const parts = ctx.replay ? [] : [h('h1', { class: 'visually-hidden', 'data-key': 'title', text: ctx.title ?? 'The table' })];
  if (over) parts.push(renderResults(ctx));
  parts.push(felt);
  if (ctx.me !== null) {
    parts.push(mine(ctx));
    if (!over) parts.push(actionBar(ctx));
  } else if (!ctx.replay) {
    parts.push(h('p', { class: 'hint', 'data-key': 'watching', text: 'You are watching this table. Hands stay hidden until the end of each round.' }));
  }
  morphChildren(stage, h('div', {}, ...parts));
}

// "Deck sealed: ab12cd34" during a round, its verdict after: the full commitment on hover,
// and on tap (a button, so it is reachable by keyboard and finger alike).
let sealOpen = false;
export function deckSeal(rec) {
  const label = fairnessLabel(rec);
  if (!label) return null;
  const btn = h('button', {
    type: 'button', class: `deck-seal ${label.cls}`, title: label.title, 'data-testid': 'deck-seal',
    'aria-expanded': String(sealOpen), 'data-state': rec.state,
    // The page keeps its own copy of this button across updates: act on the one pressed.
    onclick: (e) => {
      sealOpen = !sealOpen;
      e.currentTarget.setAttribute('aria-expanded', String(sealOpen));
      const shown = e.currentTarget.parentElement?.querySelector('.deck-full');
      if (shown) shown.hidden = !sealOpen;
    },
  }, label.text);
  const full = h('span', { class: 'deck-full', hidden: !sealOpen, text: rec.state === 'failed' ? rec.reason : rec.commitment ?? '' });
  return h('div', { class: 'deck-box' }, btn, full);
}

function orderedSeats(ctx) {
  const seats = ctx.view.seats;
  const n = seats.length;
  const start = ctx.me === null ? 0 : ctx.me + 1;
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = seats[(start + i) % n];
    if (s.seat !== ctx.me) out.push(s);
  }
  return out;
}

function isActing(ctx, seat) {
  const { view } = ctx;
  return (view.phase === 'awaiting_discard' || view.phase === 'awaiting_exposure') && view.current === seat;
}

function occupant(ctx, seat) {
  return ctx.lobby?.seats?.find((s) => s.seat === seat)?.occupant ?? null;
}

// A bot plays for a disconnected person (the flag sits on the lobby seat).
function standIn(ctx, seat) {
  const entry = ctx.lobby?.seats?.find((s) => s.seat === seat);
  return !!(entry?.bot_stand_in || entry?.occupant?.bot_stand_in);
}

function seatHead(ctx, s, label) {
  const occ = occupant(ctx, s.seat);
  const connected = occ ? occ.connected : false;
  const head = h('div', { class: 'head' },
    h('span', { class: `dot${connected ? '' : ' off'}`, title: connected ? 'connected' : 'disconnected' }),
    h('span', { class: 'name', text: label }),
  );
  if (!connected) head.append(h('span', { class: 'badge skip', text: 'offline' }));
  if (ctx.view.ma === s.seat) head.append(h('span', { class: 'badge ma', title: 'Ma this round', text: 'Ma' }));
  if (occ?.kind === 'bot') head.append(h('span', { class: 'badge bot', text: 'bot' }));
  if (standIn(ctx, s.seat)) head.append(h('span', { class: 'badge bot stand-in', 'data-testid': 'stand-in', title: 'A bot plays this seat until its player reconnects', text: 'bot playing until they return' }));
  if (s.pending_skips > 0) {
    head.append(h('span', { class: 'badge skip', title: 'turns to be skipped', text: `skips ${s.pending_skips}` }));
  }
  return head;
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

function clockBar(ctx, s) {
  const { view } = ctx;
  if (ctx.replay || !isActing(ctx, s.seat) || view.turn_in_ms === null || view.turn_in_ms === undefined) return null;
  const total = view.settings?.turn_clock_ms || view.turn_in_ms || 1;
  return h('div', { class: 'clock', title: 'turn clock' },
    h('i', { dataset: { deadline: String(ctx.receivedAt + view.turn_in_ms), total: String(total) } }));
}

function opponents(ctx) {
  const box = h('div', { class: 'opponents' });
  for (const s of orderedSeats(ctx)) {
    const acting = isActing(ctx, s.seat);
    const el = h('div', {
      class: `seatbox${acting ? ' turn' : ''}${s.dealt_in === false ? ' out' : ''}`,
      dataset: { seat: String(s.seat), key: `seat-${s.seat}` },
      role: 'group',
      'aria-label': `${ctx.names(s.seat)}, seat ${s.seat + 1}`,
    },
      seatHead(ctx, s, ctx.names(s.seat)),
      stats(s, !ctx.reveal),
      exposedSets(s.exposed, 'tiny'),
      revealed(ctx, s.seat),
      clockBar(ctx, s),
      s.dealt_in === false ? h('div', { class: 'hint', text: 'sitting out the tiebreaker' }) : null,
    );
    const bubble = ctx.bubbles.get(s.seat);
    if (bubble) el.append(h('span', { class: `bubble ${bubble.kind}`, text: bubble.text }));
    box.append(el);
  }
  return box;
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
  const latestCard = view.window?.card ?? pile[pile.length - 1] ?? null;
  const latestBy = view.window ? view.window.discarder : ctx.lastDiscard && cardId(ctx.lastDiscard.card) === cardId(latestCard) ? ctx.lastDiscard.seat : null;

  const draw = h('div', { class: 'pile draw' },
    h('div', { class: 'stack' }, cardBack({ small: true }), cardBack({ small: true })),
    h('span', { 'data-testid': 'draw-count', text: `${view.draw_pile} in draw pile` }),
  );

  const latest = h('div', { class: 'latest', role: 'group', 'aria-label': 'latest discard', 'data-testid': 'latest-discard' });
  if (latestCard) {
    const el = cardElement(latestCard);
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', `Latest discard: ${describe(latestCard)?.name ?? 'a card'}${latestBy === null || latestBy === undefined ? '' : `, from ${latestBy === ctx.me ? 'you' : ctx.names(latestBy)}`}`);
    if (ctx.flashCard !== undefined && cardId(latestCard) === ctx.flashCard) el.classList.add('flash');
    latest.append(el, h('div', { class: 'who', text: latestBy === null || latestBy === undefined ? 'latest discard' : `from ${latestBy === ctx.me ? 'you' : ctx.names(latestBy)}` }));
  } else {
    latest.append(h('div', { class: 'card', style: 'opacity:.15', 'aria-hidden': 'true' }), h('div', { class: 'who', text: 'no discards yet' }));
  }
  followHistory(pile);
  const older = pile.filter((c) => cardId(c) !== cardId(latestCard)).slice(-RECENT).reverse();
  const discards = h('div', { class: 'pile' },
    latest,
    older.length ? h('div', { class: 'recent', role: 'group', 'aria-label': 'earlier discards' }, ...older.map((c) => cardElement(c, { tiny: true }))) : null,
    h('button', { class: 'btn small', type: 'button', onclick: () => showHistory(pile), 'data-testid': 'discard-history', text: `All discards (${pile.length})` }),
  );

  return h('div', { class: 'center' }, draw, status(ctx), discards);
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const box = h('div', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' });
  const round = view.tiebreaker ? `Tiebreaker (round ${view.round})` : `Round ${view.round} of ${view.max_rounds}`;
  box.append(h('div', { class: 'sub' }, round, h('span', { class: 'phone-only', text: ` · ${view.draw_pile} to draw` })));
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
  box.append(h('div', { class: 'line', text: line }));
  if (sub && !ctx.replay) box.append(h('div', { class: 'sub', text: sub }));
  if (ctx.fairness) box.append(deckSeal(ctx.fairness));
  if (view.phase === 'claim_window' && view.window) {
    const total = view.settings?.claim_window_ms || view.window.closes_in_ms || 1;
    if (!ctx.replay) {
      box.append(h('div', { class: 'countdown', role: 'progressbar', 'aria-label': 'claim window', 'aria-valuemin': '0', 'aria-valuemax': String(Math.round(total / 1000)), 'aria-valuenow': String(Math.round(view.window.closes_in_ms / 1000)), 'aria-valuetext': `${Math.ceil(view.window.closes_in_ms / 1000)} s left to claim` },
        h('i', { dataset: { deadline: String(ctx.receivedAt + view.window.closes_in_ms), total: String(total) } })));
    }
    if (view.window.called?.length) {
      box.append(h('div', { class: 'called' }, ...view.window.called.map((s) => h('span', { class: 'pill', text: `${who(s)}: STEAL!` }))));
    }
  }
  if (!ctx.replay && isActing(ctx, view.current) && view.turn_in_ms !== null && view.turn_in_ms !== undefined) {
    box.append(h('div', { class: 'sub' }, 'Turn clock: ', h('b', { dataset: { secondsUntil: String(ctx.receivedAt + view.turn_in_ms) } }), ' s'));
  }
  return box;
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  const acting = isActing(ctx, me);
  const box = h('section', { class: `mine${acting ? ' turn' : ''}`, 'aria-label': 'Your hand', dataset: { seat: String(me) } },
    seatHead(ctx, s, `${ctx.names(me)} (you)`),
    stats(s, false),
    exposedSets(s.exposed, 'small'),
    clockBar(ctx, s),
  );
  const bubble = ctx.bubbles.get(me);
  if (bubble) box.append(h('span', { class: `bubble ${bubble.kind}`, text: bubble.text }));
  box.append(hand(ctx));
  return box;
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

// The bar that holds every time-critical choice. It sticks to the bottom of the screen,
// so STEAL!, Pass, Declare win and the set picker are in reach without scrolling.
function actionBar(ctx) {
  const claim = ctx.claim ?? null;
  const notice = ctx.notice ?? null;
  return h('section', { class: 'action-bar', 'aria-label': 'Your actions', 'data-testid': 'action-bar' },
    h('div', {
      class: `claim-status ${claim?.kind ?? ''}`, role: 'status', 'aria-live': 'polite', 'data-testid': 'claim-status',
      dataset: { kind: claim?.kind ?? '' }, text: claim?.text ?? '',
    }),
    h('div', { class: `notice ${notice?.kind ?? ''}`, 'aria-live': 'polite', 'data-testid': 'notice', text: notice?.text ?? '' }),
    h('div', { class: 'bar-row', 'data-key': 'bar-row' }, picker(ctx), actions(ctx)));
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

export { plural };
