// American Mah Jongg's table: opponents (score, cards held, exposed groups, dead hands,
// who has chosen in the Charleston), the wall and the latest discard with its call
// window, the Charleston panel, your hand (pick to pass, or tap to discard), the
// "nearest hands" hint, and the action bar (pass, calls, Mah Jongg). Every button comes
// from view.legal. Updated in place (morph.js).

import { h } from './dom.js';
import { clockBar, orderedSeats, seatHead as sharedSeatHead } from './seat_strip.js';
import { barLines, discardOnPress, tileHand } from './tile_hand.js';
import { morphChildren } from './morph.js';
import { onPress } from './press.js';
import { deckSeal } from './nymj_table.js';
import { describeTile, facesWords, layoutCards, tileElement, tileId, tileName } from './american_tiles.js';
import { groupWord } from './american_text.js';
import { charlestonPanel, isSealed, sealedChoices, pickedLabel, waitingFor } from './american_charleston.js';
import { renderAmericanResults } from './american_results.js';
import { cardButton, followAmericanCard } from './american_card.js';

// ctx: as table.js, plus american ({picked, blind, hint, togglePick, setBlind, commit,
// vote, claim, toggleHint}), claimText ({text, kind}) and jokerSteal(entry).
export function renderAmericanTable(stage, ctx) {
  const { view } = ctx;
  const over = view.phase === 'round_over' || view.phase === 'game_over';
  const seated = ctx.me !== null && ctx.me !== undefined;
  const felt = h('section', { class: `felt american${isSealed(view) ? ' sealed' : ''}${ctx.replay ? ' replaying' : ''}`, 'aria-label': 'The table', 'data-key': 'felt' },
    opponents(ctx), center(ctx));
  const parts = ctx.replay ? [] : [h('h1', { class: 'visually-hidden', 'data-key': 'title', text: ctx.title ?? 'The table' })];
  if (over) parts.push(renderAmericanResults(ctx));
  if (isSealed(view) && view.sealed && !over) parts.push(charlestonPanel(ctx));
  parts.push(felt);
  if (seated) {
    parts.push(mine(ctx));
    if (!over) parts.push(actionBar(ctx));
  } else if (!ctx.replay) {
    parts.push(h('p', { class: 'hint', 'data-key': 'watching' }, 'You are watching this table. Hands and Charleston passes stay hidden. ', cardButton(ctx)));
  }
  morphChildren(stage, h('div', {}, ...parts));
  followAmericanCard(view);
}

const acting = (view, seat) => view.phase === 'awaiting_discard' && view.current === seat;


// East, a dead hand, and during a Charleston whether the seat has chosen.
function seatHead(ctx, s, label) {
  return sharedSeatHead(ctx, s, label, {
    role: ctx.view.east === s.seat ? h('span', { class: 'badge ma', title: 'East this hand', text: 'East' }) : null,
    after: [
      s.dead ? h('span', { class: 'badge skip', 'data-testid': 'dead-badge', text: 'dead hand' }) : null,
      isSealed(ctx.view) ? h('span', { class: `badge ${s.chosen ? 'done' : ''}`, 'data-testid': 'chosen-badge', text: s.chosen ? 'chosen ✓' : 'choosing…' }) : null,
    ],
  });
}

function stats(s, withCount) {
  return h('div', { class: 'stats' },
    h('span', { class: 'stat', title: 'score' }, h('b', { 'data-testid': 'score', text: String(s.score) }), 'points'),
    withCount ? h('span', { class: 'stat', title: 'cards in hand' }, h('b', { text: String(s.concealed_count) }), 'cards') : null);
}

// Exposed groups. A Joker this viewer may exchange is a button (legal.joker_steal).
function exposedGroups(ctx, s, size) {
  if (!s.exposed?.length) return null;
  const steals = ctx.view.legal?.joker_steal ?? [];
  const whose = s.seat === ctx.me ? 'your' : `${ctx.names(s.seat)}'s`;
  return h('div', { class: 'exposed', role: 'list', 'aria-label': `${whose} exposed groups: ${s.exposed.length}`, 'data-key': 'exposed' },
    ...s.exposed.map((group, i) => {
      const steal = ctx.replay ? null : steals.find((e) => e.seat === s.seat && e.set === i);
      return h('div', { class: `set${steal ? ' stealable' : ''}`, role: 'listitem', 'data-key': `set-${s.seat}-${i}`, 'aria-label': `${groupWord(group.cards.length)} of ${tileName(group.face)}` },
        ...group.cards.map((t) => {
          if (steal && describeTile(t)?.joker) {
            const b = tileElement(t, { [size]: true, button: true });
            b.type = 'button';
            b.classList.add('steal-joker');
            b.dataset.testid = 'joker-steal';
            b.setAttribute('aria-label', `Exchange your ${tileName(steal.card)} for this Joker`);
            b.title = `Tap to give your ${tileName(steal.card)} for this Joker`;
            return onPress(b, () => ctx.jokerSteal(steal));
          }
          return tileElement(t, { [size]: true });
        }));
    }));
}

function revealedCards(ctx, s) {
  const shown = ctx.reveal?.(s.seat)?.concealed;
  if (!shown?.length) return null;
  return h('div', { class: 'hand revealed', role: 'group', 'aria-label': `${ctx.names(s.seat)}'s cards`, 'data-testid': 'revealed-hand' },
    ...layoutCards(shown).map(({ suit, groups }) => h('div', { class: 'suit-group', dataset: { suit } },
      ...groups.map((g) => h('div', { class: `group${g.cards.length >= 2 ? ' set' : ''}` }, ...g.cards.map((c) => tileElement(c, { tiny: true })))))));
}

function opponents(ctx) {
  const box = h('div', { class: 'opponents' });
  for (const s of orderedSeats(ctx)) {
    const el = h('div', {
      class: `seatbox${acting(ctx.view, s.seat) ? ' turn' : ''}${s.dead ? ' out' : ''}`,
      dataset: { seat: String(s.seat), key: `seat-${s.seat}` }, role: 'group', 'aria-label': `${ctx.names(s.seat)}, seat ${s.seat + 1}`,
    }, seatHead(ctx, s, ctx.names(s.seat)), stats(s, true), exposedGroups(ctx, s, 'tiny'), revealedCards(ctx, s), clockBar(ctx, s, acting));
    const bubble = ctx.bubbles?.get(s.seat);
    if (bubble) el.append(h('span', { class: `bubble ${bubble.kind}`, text: bubble.text }));
    box.append(el);
  }
  return box;
}

function center(ctx) {
  const { view } = ctx;
  const pile = view.discard_pile ?? [];
  const latestCard = view.window?.card ?? pile[pile.length - 1] ?? null;
  const from = (seat) => (seat === ctx.me ? 'you' : ctx.names(seat));
  const latest = h('div', { class: 'latest', role: 'group', 'aria-label': 'latest discard', 'data-testid': 'latest-discard' });
  if (latestCard) {
    const el = tileElement(latestCard);
    const by = view.window ? view.window.discarder : ctx.lastDiscard?.card?.id === latestCard.id ? ctx.lastDiscard.seat : null;
    el.setAttribute('aria-label', `Latest discard: ${tileName(latestCard)}${by !== null && by !== undefined ? `, from ${from(by)}` : ''}`);
    if (ctx.flashCard !== undefined && tileId(latestCard) === ctx.flashCard) el.classList.add('flash');
    latest.append(el, h('div', { class: 'who', text: by !== null && by !== undefined ? `from ${from(by)}` : 'latest discard' }));
  } else {
    latest.append(h('div', { class: 'card', style: 'opacity:.15', 'aria-hidden': 'true' }), h('div', { class: 'who', text: 'no discards yet' }));
  }
  const older = pile.filter((c) => tileId(c) !== tileId(latestCard)).slice(-10).reverse();
  const wall = h('div', { class: 'pile draw' },
    h('div', { class: 'stack' }, tileElement(null, { small: true }), tileElement(null, { small: true })),
    h('span', { 'data-testid': 'wall-count', text: `${view.wall} in the wall` }));
  return h('div', { class: 'center' }, wall, status(ctx),
    h('div', { class: 'pile' }, latest,
      older.length ? h('div', { class: 'recent', role: 'group', 'aria-label': 'earlier discards' }, ...older.map((c) => tileElement(c, { tiny: true }))) : null));
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const box = h('div', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' });
  box.append(h('div', { class: 'sub' }, `Hand ${view.round} of ${view.rounds}`, h('span', { class: 'phone-only', text: ` · ${view.wall} in the wall` })));
  const mineSeat = view.seats.find((s) => s.seat === me);
  let line = '';
  let sub = '';
  switch (view.phase) {
    case 'not_started': line = 'Dealing…'; break;
    case 'charleston': line = 'The Charleston'; sub = waitingFor(view); break;
    case 'dance_vote': line = 'Dance again?'; sub = waitingFor(view); break;
    case 'courtesy': line = 'The courtesy pass'; sub = waitingFor(view); break;
    case 'awaiting_discard':
      if (view.current === me) {
        line = view.legal.declare_win ? 'Mah Jongg! Declare it, or discard.' : mineSeat?.dead ? 'Your hand is dead.' : 'Your turn: tap a card to discard it.';
        if (view.legal.joker_steal?.length) sub = 'You can exchange a card for a Joker: tap the glowing Joker.';
      } else line = `${who(view.current)} is choosing a discard…`;
      break;
    case 'claim_window': {
      const w = view.window;
      line = `${who(w.discarder)} discarded ${tileName(w.card)}`;
      if (mineSeat?.dead) sub = 'Your hand is dead: no calls.';
      else if (w.discarder === me) sub = 'Waiting to see if anyone calls it…';
      else if (w.answered) sub = 'You answered. Waiting for the others…';
      else if (view.legal.call_mah_jongg) sub = 'It wins for you: call Mah Jongg!';
      else if (view.legal.claim?.length) sub = 'Call it for a group, or pass.';
      else sub = 'Nothing to call: pass, or wait for the window to close.';
      break;
    }
    case 'round_over': line = 'Hand over'; break;
    case 'game_over': line = 'Game over'; break;
    default: line = view.phase;
  }
  box.append(h('div', { class: 'line', 'data-testid': 'status-line', text: line }));
  if (sub && !ctx.replay) box.append(h('div', { class: 'sub', text: sub }));
  if (ctx.fairness) box.append(deckSeal(ctx.fairness));
  if (view.phase === 'claim_window' && view.window && !ctx.replay) {
    const total = view.settings?.call_window_ms || view.window.closes_in_ms || 1;
    box.append(h('div', { class: 'countdown', role: 'progressbar', 'aria-label': 'Call window', 'aria-valuemin': '0', 'aria-valuemax': String(Math.round(total / 1000)), 'aria-valuenow': String(Math.round(view.window.closes_in_ms / 1000)), 'aria-valuetext': `${Math.ceil(view.window.closes_in_ms / 1000)} s left` },
      h('i', { dataset: { deadline: String(ctx.receivedAt + view.window.closes_in_ms), total: String(total) } })));
    if (view.window.called?.length) box.append(h('div', { class: 'called' }, ...view.window.called.map((s) => h('span', { class: 'pill', text: `${who(s)}: call!` }))));
  }
  if (!ctx.replay && acting(view, view.current) && view.turn_in_ms !== null && view.turn_in_ms !== undefined) {
    box.append(h('div', { class: 'sub' }, 'Turn clock: ', h('b', { dataset: { secondsUntil: String(ctx.receivedAt + view.turn_in_ms) } }), ' s'));
  }
  return box;
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  const box = h('section', { class: `mine${acting(view, me) ? ' turn' : ''}${s.dead ? ' dead' : ''}`, 'aria-label': 'Your hand', dataset: { seat: String(me) } },
    seatHead(ctx, s, `${ctx.names(me)} (you)`), stats(s, false), exposedGroups(ctx, s, 'small'), clockBar(ctx, s, acting));
  const bubble = ctx.bubbles?.get(me);
  if (bubble) box.append(h('span', { class: `bubble ${bubble.kind}`, text: bubble.text }));
  if (s.dead) box.append(h('p', { class: 'am-dead-note', 'data-testid': 'dead-note', text: 'Your hand is dead: a Mah Jongg that matched no hand. You sit out the rest of this hand and pay the winner like anyone else.' }));
  box.append(hand(ctx));
  if (!ctx.replay) box.append(nearest(ctx));
  return box;
}

function hand(ctx) {
  const { view } = ctx;
  const am = ctx.american;
  const picking = !!(view.legal.pass_cards || view.legal.offer_courtesy) && !!am;
  const passable = new Set((view.legal.passable ?? []).map(tileId));
  const droppable = new Set((view.legal.discard ?? []).map(tileId));
  const discard = discardOnPress(ctx, droppable, 'Discard');
  // During a Charleston or the courtesy pass a press picks the card (never a Joker).
  const pick = (b, card, id) => {
    if (passable.has(id)) {
      const picked = am.picked.has(id);
      if (picked) b.classList.add('picked');
      b.setAttribute('aria-pressed', String(picked));
      b.setAttribute('aria-label', pickedLabel(card, picked));
      onPress(b, () => am.togglePick(id), { touchOnTap: true });
    } else {
      b.setAttribute('aria-disabled', 'true');
      b.classList.add('locked');
      b.setAttribute('aria-label', `${tileName(card)}: Jokers are never passed`);
    }
  };
  return tileHand(ctx, {
    cls: `hand${picking ? ' picking' : ''}`,
    label: picking ? 'Your hand: choose cards to pass' : droppable.size ? 'Your hand: choose a card to discard' : 'Your hand',
    layout: layoutCards, tiles: { tileElement, tileId, tileName }, press: picking ? pick : discard,
  });
}

// The optional hint: the three hands of the card nearest this hand (server-computed from
// the viewer's own cards and exposures only), with what each still needs.
function nearest(ctx) {
  const { view } = ctx;
  const am = ctx.american;
  const on = !!am?.hint;
  const box = h('div', { class: 'am-nearest', 'data-testid': 'nearest', 'data-key': 'nearest' },
    onPress(h('button', { type: 'button', class: 'btn am-hint-btn', 'aria-pressed': String(on), 'aria-keyshortcuts': 'H', 'data-testid': 'hint-toggle', text: on ? 'Hide nearest hands' : 'Show nearest hands' }), () => am?.toggleHint()));
  if (!on) return box;
  const list = view.nearest ?? [];
  if (!list.length) {
    box.append(h('p', { class: 'hint', text: 'No hand of this card fits your exposed groups.' }));
    return box;
  }
  box.append(h('ol', { class: 'am-near-list', 'aria-label': 'Nearest hands' }, ...list.map((n) => h('li', { 'data-testid': 'near-hand' },
    h('span', { class: 'am-near-name', text: `${n.name} (${n.points})` }),
    h('span', { class: 'am-near-miss', text: n.missing ? `needs ${n.missing}: ${n.needs.map((m) => `${m.count}× ${facesWords(m.faces)}`).join(', ')}` : 'complete: Mah Jongg!' })))));
  return box;
}

// The bar with every choice of the moment, stuck to the bottom of the screen.
function actionBar(ctx) {
  return h('section', { class: 'action-bar', 'aria-label': 'Your actions', 'data-testid': 'action-bar' },
    ...barLines(ctx.claimText, ctx.notice),
    h('div', { class: 'bar-row', 'data-key': 'bar-row' }, actions(ctx)));
}

function actions(ctx) {
  const { view } = ctx;
  const { legal } = view;
  const box = h('div', { class: 'actions', 'data-key': 'actions' });
  if (isSealed(view)) {
    const choices = sealedChoices(ctx);
    if (choices.length) box.append(...choices);
    else box.append(h('p', { class: 'am-bar-wait', 'data-testid': 'bar-waiting', text: view.sealed?.my_choice ? `Chosen. ${waitingFor(view)}` : waitingFor(view) }));
    box.append(cardButton(ctx));
    return box;
  }
  const windowOpen = !!view.window && !view.window.answered;
  const claims = windowOpen ? legal.claim ?? [] : [];
  if (windowOpen && legal.call_mah_jongg) {
    box.append(onPress(h('button', { class: 'gimme-btn live am-mj', type: 'button', 'data-testid': 'call-mah-jongg', 'aria-keyshortcuts': 'M' }, 'Mah Jongg!', h('span', { class: 'key', 'aria-hidden': 'true', text: 'M' })), () => ctx.american.claim(null)));
  }
  for (const option of claims) {
    const word = groupWord(option.size);
    box.append(onPress(h('button', {
      class: 'btn am-call', type: 'button', 'data-testid': 'call-group', dataset: { size: String(option.size) },
      'aria-label': `Call for a ${word}: ${option.cards.map(tileName).join(', ')} with ${tileName(view.window.card)}`,
    }, h('b', { text: word[0].toUpperCase() + word.slice(1) }), h('span', { class: 'am-call-cards', 'aria-hidden': 'true' }, tileElement(view.window.card, { tiny: true }), ...option.cards.map((c) => tileElement(c, { tiny: true })))), () => ctx.american.claim(option)));
  }
  box.append(onPress(h('button', { class: 'btn', type: 'button', 'data-testid': 'pass', disabled: !legal.pass || !windowOpen, 'aria-keyshortcuts': 'P', text: 'Pass' }), () => ctx.pass()));
  box.append(onPress(h('button', {
    class: 'btn win-btn', type: 'button', 'data-testid': 'declare-win', disabled: !legal.declare_win, 'aria-keyshortcuts': 'W', text: 'Mah Jongg',
  }), () => ctx.send('declare_win', {})));
  box.append(cardButton(ctx));
  return box;
}
