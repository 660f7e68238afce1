// Boba Mahjong's moves in the browser, for the shell (main.js): drawing, taking a pile
// top, picking a set (cards from the hand and a pile top), the card to keep and the
// piles for the other two, ending the sets, and the hand-limit discards. No claims and
// no race: every move is the current player's, and view.legal says which are open.

import { cardId } from './boba_cards.js';
import { defaultPlaces, emptyPick, makeSetMessage, pickOption, pickedSet, toggleCard, togglePile } from './boba_pick.js';

const PLAYING = new Set(['drawing', 'sets_or_draw', 'making_sets', 'hand_limit']);
export const myBobaMove = (v, me) => me !== null && me !== undefined && !!v && v.current === me && PLAYING.has(v.phase);

// shell: { app, me(), names(seat), send, act, render, showBubble, sound, toast }
export function bobaController(shell) {
  const { app } = shell;
  let pick = emptyPick();
  let discardCard = null;  // the card picked to go down towards seven
  let busy = false;        // a move is on its way: one press sends one message
  let drawn = new Set();   // the cards this player drew last, marked NEW in the hand

  const view = () => app.view;
  const legalSets = () => view()?.legal?.make_set ?? [];

  function send(type, fields = {}) {
    if (busy) return;
    busy = true;
    shell.render();
    shell.send(type, fields).catch(() => {}).finally(() => {
      busy = false;
      shell.render();
    });
  }

  // After a keep is chosen, every card not kept has a pile picked already.
  function chooseKeep(id) {
    const option = pickedSet(legalSets(), pick);
    if (!option) return;
    pick = { ...pick, keep: id, places: defaultPlaces(view(), option, id) };
    shell.render();
  }

  const set = {
    pressCard(id) {
      const v = view();
      if (v?.phase === 'hand_limit') discardCard = discardCard === id ? null : id;
      else pick = toggleCard(pick, id);
      shell.render();
    },
    pressPile(p) {
      pick = togglePile(pick, p);
      shell.render();
    },
    pickOption(option) {
      pick = pickOption(option);
      shell.render();
    },
    chooseKeep,
    place(id, pile) {
      pick = { ...pick, places: { ...pick.places, [id]: pile } };
      shell.render();
    },
    clear() {
      pick = emptyPick();
      shell.render();
    },
    make() {
      const msg = makeSetMessage(pickedSet(legalSets(), pick), pick);
      if (msg) send('make_set', msg);
    },
    draw: () => send('draw_supply'),
    take: (p) => send('take_pile', { pile: p }),
    endSets: () => send('end_sets'),
    discardTo(pile) {
      if (discardCard === null) return;
      send('discard_to_pile', { card: discardCard, pile });
    },
  };

  // Cards no longer in the hand, or a pile top that changed, leave the picking.
  function prune() {
    const v = view();
    const held = new Set((v?.hand ?? []).map(cardId));
    if (!myBobaMove(v, shell.me())) {
      pick = emptyPick();
      discardCard = null;
      return;
    }
    if (pick.cards.some((id) => !held.has(id)) || (pick.pile !== null && !(v.piles?.[pick.pile]?.length))) pick = emptyPick();
    if (discardCard !== null && !held.has(discardCard)) discardCard = null;
  }

  return {
    onEvents(events) {
      // Any move made ends the picking of the one before.
      if (events.some((ev) => ['set_made', 'supply_drawn', 'pile_top_taken', 'sets_ended', 'card_discarded', 'turn_started'].includes(ev.type))) pick = emptyPick();
      if (events.some((ev) => ev.type === 'card_discarded')) discardCard = null;
      const me = shell.me();
      for (const ev of events) {
        if (ev.type === 'turn_started' && ev.seat !== me) drawn = new Set();
        if (ev.seat !== me || me === null) continue;
        if (ev.type === 'supply_drawn') drawn = new Set([...(ev.draw_again || ev.reason === 'draw_again' ? drawn : []), ...(ev.cards ?? []).map(cardId)]);
        if (ev.type === 'pile_top_taken') drawn = new Set([...(ev.draw_again ? drawn : []), cardId(ev.card)]);
      }
    },
    sounds: () => true,
    toldInBar: () => false,
    quietEvents: (events) => events.some((ev) => ev.type === 'game_ended'),
    title: () => (myBobaMove(view(), shell.me()) ? '● Your turn · Jongtable' : null),
    afterUpdate: () => prune(),
    claimKey: () => {},
    key: (e) => {
      const v = view();
      if (!myBobaMove(v, shell.me())) return false;
      if ((e.key === 'd' || e.key === 'D') && v.legal?.draw_supply) {
        set.draw();
        return true;
      }
      if ((e.key === 'e' || e.key === 'E') && v.legal?.end_sets) {
        set.endSets();
        return true;
      }
      if ((e.key === 'm' || e.key === 'M')) {
        set.make();
        return true;
      }
      if (e.key === 'Escape') {
        set.clear();
        return true;
      }
      return false;
    },
    tableCtx: () => ({ boba: { pick, discardCard, busy, drawn, set } }),
  };
}
