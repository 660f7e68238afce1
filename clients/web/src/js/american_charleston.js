// The Charleston panel: which pass this is and where it goes, the progress across the
// passes, the pick (three cards, Jokers locked), the blind choice on a last pass, who is
// still choosing, and the dance-again vote and courtesy offer. All from view.sealed and
// view.legal; the pick itself lives in the controller until it is committed.

import { h } from './dom.js';
import { onPress } from './press.js';
import { tileElement, tileName } from './american_tiles.js';
import { passTitle } from './american_text.js';

export const isSealed = (view) => view.phase === 'charleston' || view.phase === 'dance_vote' || view.phase === 'courtesy';

// "Waiting for 2 players" from the seats' `chosen` flags (choice_sealed).
export function waitingFor(view) {
  const left = view.seats.filter((s) => !s.chosen).length;
  return left ? `Waiting for ${left} player${left === 1 ? '' : 's'}…` : 'Everyone has chosen.';
}

function title(view) {
  const s = view.sealed;
  if (view.phase === 'dance_vote') return 'Dance again? A second Charleston';
  if (view.phase === 'courtesy') return 'Courtesy pass: across';
  return passTitle(s.charleston, s.direction);
}

// Dots for the passes of this Charleston: done, now, to come.
function progress(view) {
  const s = view.sealed;
  if (view.phase !== 'charleston' || !s.steps) return null;
  const steps = Array.from({ length: s.steps }, (_, i) => h('li', {
    class: `step${i < s.step ? ' done' : i === s.step ? ' now' : ''}`,
    'aria-current': i === s.step ? 'step' : null,
    text: String(i + 1),
  }));
  return h('div', { class: 'am-progress', 'data-testid': 'charleston-progress' },
    h('span', { text: `Pass ${s.step + 1} of ${s.steps}` }),
    h('ol', { 'aria-label': `Charleston ${s.charleston}: pass ${s.step + 1} of ${s.steps}` }, ...steps));
}

function blindChoice(ctx) {
  const { view } = ctx;
  const max = view.legal.max_blind ?? 0;
  if (!view.legal.pass_cards || !view.sealed.blind_allowed || max <= 0) return null;
  const am = ctx.american;
  const options = Array.from({ length: max + 1 }, (_, n) => onPress(h('button', {
    type: 'button', class: 'am-blind-btn', 'aria-pressed': String(am.blind === n), 'data-testid': `blind-${n}`,
    text: n === 0 ? 'None' : String(n),
  }), () => am.setBlind(n)));
  return h('div', { class: 'field am-blind', role: 'group', 'aria-label': 'Blind pass', 'data-testid': 'blind' },
    h('span', { class: 'label', text: 'Blind pass: how many of the cards coming to you go straight on, unseen' }),
    h('div', { class: 'seg' }, ...options));
}

function mineSoFar(ctx) {
  const choice = ctx.view.sealed?.my_choice;
  if (!choice) return null;
  if (ctx.view.phase === 'dance_vote') return h('p', { class: 'am-chosen', 'data-testid': 'my-choice', text: `You voted ${choice.yes ? 'yes: dance again' : 'no: no second Charleston'}.` });
  const cards = choice.cards ?? [];
  return h('div', { class: 'am-chosen', 'data-testid': 'my-choice' },
    h('span', { text: ctx.view.phase === 'courtesy' ? (cards.length ? 'You offered ' : 'You offered no cards.') : 'You pass ' }),
    ...cards.map((c) => tileElement(c, { tiny: true })),
    choice.blind ? h('span', { text: ` and ${choice.blind} blind` }) : null);
}

export function charlestonPanel(ctx) {
  const { view } = ctx;
  const s = view.sealed;
  if (!s) return null;
  const me = ctx.me;
  const dest = me === null || me === undefined || view.phase === 'dance_vote' ? '' : ` to ${ctx.names(s.to)}`;
  let sub = '';
  const legal = view.legal;
  if (legal.pass_cards) {
    sub = `Tap three cards to pass${dest}; tap again to put one back. Jokers stay with you.`;
    if (ctx.american?.blind) sub = `Tap ${3 - ctx.american.blind} of your own card${3 - ctx.american.blind === 1 ? '' : 's'} to pass${dest}, with ${ctx.american.blind} passed on blind.`;
  } else if (legal.offer_courtesy) sub = `Tap 0 to 3 cards to offer${dest}. You swap the smaller number the two of you offer.`;
  else if (legal.vote) sub = 'Would you like a second Charleston? One yes is enough: vote in the bar below.';
  const box = h('section', { class: 'am-charleston', 'aria-label': 'The Charleston', 'data-testid': 'charleston' },
    h('div', { class: 'am-banner', 'data-testid': 'charleston-banner', text: title(view) + (dest && view.phase === 'charleston' ? ` (${ctx.names(s.to)})` : '') }),
    progress(view),
    sub && !ctx.replay ? h('p', { class: 'hint', text: sub }) : null,
    ctx.replay ? null : blindChoice(ctx),
    mineSoFar(ctx),
    h('p', { class: 'am-waiting', 'data-testid': 'waiting', role: 'status', text: waitingFor(view) }),
    s.closes_in_ms !== null && s.closes_in_ms !== undefined && !ctx.replay
      ? h('div', { class: 'sub' }, 'Pass clock: ', h('b', { dataset: { secondsUntil: String(ctx.receivedAt + s.closes_in_ms) } }), ' s')
      : null);
  return box;
}

// The action bar's choices in a sealed step: "Pass 3 cards" once the pick is whole, the
// courtesy offer, or the two vote buttons (in the bar, where a thumb reaches on a phone).
export function sealedChoices(ctx) {
  const { view } = ctx;
  const am = ctx.american;
  if (!am) return [];
  if (view.legal.vote) {
    return [
      onPress(h('button', { type: 'button', class: 'btn primary am-vote-btn', 'data-testid': 'vote-yes', text: 'Yes, dance again' }), () => am.vote(true)),
      onPress(h('button', { type: 'button', class: 'btn am-vote-btn', 'data-testid': 'vote-no', text: 'No, start play' }), () => am.vote(false)),
    ];
  }
  const commit = commitButton(ctx);
  return commit ? [commit] : [];
}

function commitButton(ctx) {
  const { view } = ctx;
  const am = ctx.american;
  if (view.legal.pass_cards) {
    const n = am.picked.size;
    const need = 3 - am.blind;
    const ready = n === need;
    const label = ready ? `Pass ${need} card${need === 1 ? '' : 's'}${am.blind ? ` + ${am.blind} blind` : ''}` : `Pick ${need - n} more`;
    return onPress(h('button', { type: 'button', class: 'gimme-btn am-commit', 'data-testid': 'commit-pass', disabled: !ready, 'aria-label': ready ? `${label}: ${[...am.picked].length} chosen` : label, text: label }), () => am.commit());
  }
  if (view.legal.offer_courtesy) {
    const n = am.picked.size;
    return onPress(h('button', { type: 'button', class: 'gimme-btn am-commit', 'data-testid': 'commit-courtesy', text: n ? `Offer ${n} card${n === 1 ? '' : 's'} across` : 'Offer none' }), () => am.commit());
  }
  return null;
}

export const pickedLabel = (card, picked) => `${picked ? 'Picked: ' : 'Pick '}${tileName(card)}`;
