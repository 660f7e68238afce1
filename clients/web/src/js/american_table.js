// American Mah Jongg's table: opponents (score, cards held, exposed groups, dead hands,
// who has chosen in the Charleston), the wall and the latest discard with its call
// window, the Charleston panel, your hand (pick to pass, or tap to discard), the
// "nearest hands" hint, and the action bar (pass, calls, Mah Jongg). Every button comes
// from view.legal. Drawn into table_frame.js.

import { h } from './dom.js';
import { clockBar, seatHead as sharedSeatHead } from './seat_strip.js';
import { discardOnPress, tileHand } from './tile_hand.js';
import { actionBar, mineBox, otherSeats, renderFrame, seatBox } from './table_frame.js';
import { calledPills, drawStack, latestCard, sealOf, statusBox, statusLines, turnClockLine, windowCountdown } from './table_status.js';
import { onPress } from './press.js';
import { describeTile, facesWords, layoutCards, tileElement, tileId, tileName } from './american_tiles.js';
import { groupWord } from './american_text.js';
import { charlestonPanel, isSealed, sealedChoices, pickedLabel, waitingFor } from './american_charleston.js';
import { renderAmericanResults } from './american_results.js';
import { cardButton, followAmericanCard } from './american_card.js';

// ctx: as nymj_table.js, plus american ({picked, blind, hint, togglePick, setBlind, commit,
// vote, claim, toggleHint}), claimText ({text, kind}) and jokerSteal(entry).
export function renderAmericanTable(stage, ctx) {
  const { view } = ctx;
  const over = view.phase === 'round_over' || view.phase === 'game_over';
  renderFrame(stage, ctx, {
    game: `american${isSealed(view) ? ' sealed' : ''}`,
    over,
    results: () => renderAmericanResults(ctx),
    above: isSealed(view) && view.sealed && !over ? charlestonPanel(ctx) : null,
    felt: [opponents(ctx), center(ctx)],
    mine: () => mine(ctx),
    bar: () => actionBar(ctx, ctx.claimText, '', actions(ctx)),
    watching: ['You are watching this table. Hands and Charleston passes stay hidden. ', cardButton(ctx)],
  });
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
  return otherSeats(ctx, { class: 'opponents' }, (s) => seatBox(ctx, s, { turn: acting(ctx.view, s.seat), cls: s.dead ? ' out' : '' },
    seatHead(ctx, s, ctx.names(s.seat)), stats(s, true), exposedGroups(ctx, s, 'tiny'), revealedCards(ctx, s), clockBar(ctx, s, acting)));
}

function center(ctx) {
  const { view } = ctx;
  const pile = view.discard_pile ?? [];
  const latestOf = view.window?.card ?? pile[pile.length - 1] ?? null;
  const latest = latestCard(ctx, {
    card: latestOf, by: view.window ? view.window.discarder : latestOf && ctx.lastDiscard?.card?.id === latestOf.id ? ctx.lastDiscard.seat : null,
    element: (c) => tileElement(c), name: tileName, id: tileId,
    words: { label: 'latest discard', noun: 'Latest discard', none: 'no discards yet' },
  });
  const older = pile.filter((c) => tileId(c) !== tileId(latestOf)).slice(-10).reverse();
  return h('div', { class: 'center' }, drawStack(() => tileElement(null, { small: true }), 'wall-count', `${view.wall} in the wall`), status(ctx),
    h('div', { class: 'pile' }, latest,
      older.length ? h('div', { class: 'recent', role: 'group', 'aria-label': 'earlier discards' }, ...older.map((c) => tileElement(c, { tiny: true }))) : null));
}

function status(ctx) {
  const { view, me, names } = ctx;
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const parts = [];
  parts.push(h('div', { class: 'sub' }, `Hand ${view.round} of ${view.rounds}`, h('span', { class: 'phone-only', text: ` · ${view.wall} in the wall` })));
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
  parts.push(...statusLines(ctx, line, sub, { 'data-testid': 'status-line' }), sealOf(ctx));
  if (view.phase === 'claim_window' && view.window && !ctx.replay) {
    parts.push(windowCountdown(ctx, view.settings?.call_window_ms, 'Call window'), calledPills(ctx, who, 'call!'));
  }
  parts.push(turnClockLine(ctx, acting));
  return statusBox(...parts);
}

function mine(ctx) {
  const { view, me } = ctx;
  const s = view.seats.find((x) => x.seat === me);
  return mineBox(ctx, { turn: acting(view, me), cls: s.dead ? ' dead' : '' },
    [seatHead(ctx, s, `${ctx.names(me)} (you)`), stats(s, false), exposedGroups(ctx, s, 'small'), clockBar(ctx, s, acting)],
    [s.dead ? h('p', { class: 'am-dead-note', 'data-testid': 'dead-note', text: 'Your hand is dead: a Mah Jongg that matched no hand. You sit out the rest of this hand and pay the winner like anyone else.' }) : null,
      hand(ctx), ctx.replay ? null : nearest(ctx)]);
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
