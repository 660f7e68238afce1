// Boba Mahjong's action bar, stuck to the bottom of the screen: the moves of the moment
// (draw, draw again, end sets), the sets you can make, and for a picked set the card to
// keep and the pile for each of the other two, then "Make set". In the hand-limit step,
// the piles the picked card may go on. Every choice offered comes from view.legal.

import { h } from './dom.js';
import { onPress } from './press.js';
import { barSection, noticeLine } from './table_frame.js';
import { cardElement, cardId, cardName } from './boba_cards.js';
import { isZero, pickedSet, setCards } from './boba_pick.js';
import { myBobaMove } from './boba_controller.js';

export function actionBar(ctx) {
  const { view } = ctx;
  const mineNow = myBobaMove(view, ctx.me);
  const rows = [];
  if (mineNow && (view.phase === 'sets_or_draw' || view.phase === 'making_sets')) rows.push(setMaker(ctx));
  if (mineNow && view.phase === 'hand_limit') rows.push(discardPicker(ctx));
  // A set being finished shows only its own Make set and Cancel.
  const finishing = mineNow && !!pickedSet(view.legal?.make_set, ctx.boba?.pick ?? { cards: [], pile: null });
  if (!finishing) rows.push(buttons(ctx, mineNow));
  // No claims in Boba: the bar has the notice but no claim's words.
  return barSection('boba-bar', noticeLine(ctx.notice), ...rows);
}

function buttons(ctx, mineNow) {
  const { view } = ctx;
  const boba = ctx.boba ?? {};
  const legal = mineNow ? view.legal ?? {} : {};
  const again = view.phase === 'sets_or_draw';
  const box = h('div', { class: 'actions', 'data-key': 'actions' });
  if (!mineNow) {
    box.append(h('p', { class: 'wait-line', 'data-testid': 'wait-line', text: view.phase === 'not_started' ? 'Dealing…' : 'Waiting for the other player…' }));
    return box;
  }
  if (view.phase === 'drawing' || view.phase === 'sets_or_draw') {
    const what = view.supply >= 2 ? '2 from the supply' : view.supply === 1 ? 'the last card of the supply' : 'nothing (the supply is empty)';
    box.append(onPress(h('button', {
      class: `btn${view.phase === 'drawing' ? ' primary' : ''}`, type: 'button', 'data-testid': 'draw-supply', disabled: !legal.draw_supply || boba.busy,
      'aria-keyshortcuts': 'D', text: again ? `Draw again: ${what}` : `Draw ${what}`,
    }), () => boba.set.draw()));
  }
  if (view.phase === 'sets_or_draw' || view.phase === 'making_sets') {
    box.append(onPress(h('button', {
      class: 'btn', type: 'button', 'data-testid': 'end-sets', disabled: !legal.end_sets || boba.busy, 'aria-keyshortcuts': 'E',
      text: view.phase === 'making_sets' ? 'Done: end my sets' : 'No sets this turn',
    }), () => boba.set.endSets()));
  }
  return box;
}

// The sets open now, then the chosen set's keep and piles.
function setMaker(ctx) {
  const { view } = ctx;
  const boba = ctx.boba;
  const options = view.legal?.make_set ?? [];
  const pick = boba.pick;
  const option = pickedSet(options, pick);
  const box = h('div', { class: 'set-maker', 'data-key': 'set-maker', role: 'group', 'aria-label': 'Make a set' });
  if (!options.length) {
    box.append(h('p', { class: 'hint', text: view.phase === 'making_sets' ? 'No other set can be made now.' : 'No set can be made from your hand and the pile tops.' }));
    return box;
  }
  if (!option) {
    const n = pick.cards.length + (pick.pile === null ? 0 : 1);
    const line = n === 3 ? 'Those three cards are not a set. Change one, or pick a set below.'
      : n ? `Picked ${n} of 3: add ${3 - n} more (from your hand or a pile top).`
        : `Tap three cards (or two and a pile top), or pick one of the ${options.length} set${options.length === 1 ? '' : 's'} you can make:`;
    box.append(h('p', { class: 'step', 'data-testid': 'set-step', text: line }));
    box.append(h('div', { class: 'set-options', 'data-key': 'set-options' }, ...options.map((o) => {
      const cards = setCards(o);
      const key = `${o.cards.map(cardId).join('-')}-${o.pile ?? 'h'}`;
      return onPress(h('button', {
        type: 'button', class: 'set-option', 'data-testid': 'set-option', 'data-key': key,
        'aria-label': `Set of ${cards.map(cardName).join(', ')}${o.pile === null || o.pile === undefined ? '' : `, with the top of pile ${o.pile + 1}`}`,
      }, ...cards.map((c, i) => {
        const e = cardElement(c, { tiny: true });
        delete e.dataset.id;
        if (o.pile !== null && o.pile !== undefined && i === 2) e.classList.add('from-pile');
        return e;
      })), () => boba.set.pickOption(o));
    })));
    if (n) box.append(onPress(h('button', { class: 'btn small clear', type: 'button', 'data-testid': 'clear-pick', text: 'Clear' }), () => boba.set.clear()));
    return box;
  }
  const cards = setCards(option);
  box.append(h('p', { class: 'step', 'data-testid': 'set-step', text: pick.keep === null ? 'A set! Which card do you keep as a score card?' : 'Where do the other two go?' }));
  box.append(h('div', { class: 'keep-row', 'data-key': 'keep-row' }, ...cards.map((c) => {
    const id = cardId(c);
    const kept = pick.keep === id;
    const b = cardElement(c, { small: true, button: true });
    delete b.dataset.id;
    b.dataset.key = `keep-${id}`;
    b.dataset.testid = 'keep-choice';
    b.classList.toggle('kept', kept);
    b.setAttribute('aria-pressed', String(kept));
    b.setAttribute('aria-label', `Keep ${cardName(c)} as a score card`);
    return h('div', { class: 'keep-cell', 'data-key': `cell-${id}` }, onPress(b, () => boba.set.chooseKeep(id)),
      h('span', { class: 'keep-tag', text: kept ? 'keep' : pick.keep === null ? '' : 'goes' }));
  })));
  if (pick.keep !== null) {
    const allowed = view.legal?.discard_piles ?? [0, 1, 2];
    for (const c of cards.filter((x) => cardId(x) !== pick.keep)) {
      const id = cardId(c);
      if (isZero(c)) {
        box.append(h('div', { class: 'place-row', 'data-key': `place-${id}` }, h('span', { class: 'place-what', text: `${cardName(c)}: a 0 not kept leaves the game` })));
        continue;
      }
      box.append(h('div', { class: 'place-row', role: 'group', 'aria-label': `Pile for ${cardName(c)}`, 'data-key': `place-${id}` },
        h('span', { class: 'place-what', text: `${cardName(c)} onto` }),
        h('div', { class: 'seg' }, ...[0, 1, 2].map((p) => onPress(h('button', {
          type: 'button', 'data-testid': 'place-pile', 'aria-pressed': String(pick.places[id] === p),
          title: allowed.includes(p) ? `pile ${p + 1}` : `pile ${p + 1} (an empty pile must be filled first)`,
          'aria-label': `${cardName(c)} onto pile ${p + 1}`, text: `Pile ${p + 1}`,
        }), () => boba.set.place(id, p))))));
    }
  }
  box.append(h('div', { class: 'row make-row' },
    onPress(h('button', { class: 'btn primary', type: 'button', 'data-testid': 'make-set', 'aria-keyshortcuts': 'M', disabled: pick.keep === null || boba.busy, text: 'Make set' }), () => boba.set.make()),
    onPress(h('button', { class: 'btn', type: 'button', 'data-testid': 'clear-pick', text: 'Cancel' }), () => boba.set.clear())));
  return box;
}

function discardPicker(ctx) {
  const { view } = ctx;
  const boba = ctx.boba;
  const over = Math.max(0, (view.hand?.length ?? 0) - 7);
  const card = (view.hand ?? []).find((c) => cardId(c) === boba.discardCard) ?? null;
  const box = h('div', { class: 'set-maker', 'data-key': 'discard-picker', role: 'group', 'aria-label': 'Hand limit' });
  box.append(h('p', { class: 'step', 'data-testid': 'set-step', text: card ? `Put ${cardName(card)} on which pile?` : `You may keep seven cards: tap ${over === 1 ? 'the card' : `one of ${over} cards`} to put on a pile.` }));
  if (card) {
    box.append(h('div', { class: 'seg' }, ...(view.legal?.discard_piles ?? []).map((p) => onPress(h('button', {
      type: 'button', 'data-testid': 'discard-pile', disabled: boba.busy, 'aria-label': `Put ${cardName(card)} on pile ${p + 1}`, text: `Pile ${p + 1}`,
    }), () => boba.set.discardTo(p)))));
  }
  return box;
}
