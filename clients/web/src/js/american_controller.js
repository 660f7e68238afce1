// American Mah Jongg's moves in the browser, for the shell (main.js): the Charleston's
// pick (kept here until committed; the server hears only the commit), the blind count,
// the vote and the courtesy offer; calls on a discard; joker exchange; the hint toggle.

import { tileId } from './american_tiles.js';
import { groupWord } from './american_text.js';
import { showAmericanCard } from './american_card.js';

const HINT_KEY = 'jongtable.american.nearest';
const readHint = () => {
  try {
    return localStorage.getItem(HINT_KEY) === 'on';
  } catch {
    return false;
  }
};

// The sealed step a pick belongs to: a new step starts a fresh pick.
export const stepKey = (v) => (v?.sealed ? `${v.round}:${v.phase}:${v.sealed.charleston}:${v.sealed.step}:${v.decision}` : null);

// The pick after tapping card `id`: added, or taken back; never more than `room` cards.
export function togglePicked(picked, id, room) {
  const next = new Set(picked);
  if (next.has(id)) next.delete(id);
  else if (next.size < room) next.add(id);
  else return { picked, full: true };
  return { picked: next, full: false };
}

// shell: { app, me(), names(seat), send, act, render, showBubble, sound, toast }
export function americanController(shell) {
  const { app } = shell;
  let pick = { key: null, ids: new Set(), blind: 0 };
  let hint = readHint();
  let call = null;  // {window, what, reply}

  function current() {
    const v = app.view;
    const key = stepKey(v);
    if (pick.key !== key) pick = { key, ids: new Set(), blind: 0 };
    // A card that left the hand (or may not be passed) leaves the pick.
    const passable = new Set((v?.legal?.passable ?? []).map(tileId));
    for (const id of pick.ids) if (!passable.has(id)) pick.ids.delete(id);
    return pick;
  }
  const room = (v) => (v?.phase === 'charleston' ? 3 - pick.blind : 3);

  function togglePick(id) {
    const v = app.view;
    current();
    const res = togglePicked(pick.ids, id, room(v));
    if (res.full) {
      shell.toast(v.phase === 'charleston' ? `You pass ${room(v)} of your own cards: tap a picked card to put it back first.` : 'Three cards at most: tap a picked card to put it back first.', '');
      return;
    }
    pick = { ...pick, ids: res.picked };
    shell.render();
  }

  function setBlind(n) {
    const v = app.view;
    current();
    const max = v?.legal?.max_blind ?? 0;
    const blind = Math.max(0, Math.min(max, n));
    const ids = [...pick.ids].slice(0, 3 - blind);
    pick = { ...pick, blind, ids: new Set(ids) };
    shell.render();
  }

  function commit() {
    const v = app.view;
    current();
    if (v?.legal?.pass_cards) {
      if (pick.ids.size + pick.blind !== 3) return;
      shell.act('pass_cards', { cards: [...pick.ids], blind: pick.blind, decision: v.decision });
    } else if (v?.legal?.offer_courtesy) {
      shell.act('offer_courtesy', { cards: [...pick.ids], decision: v.decision });
    }
  }

  // A sealed choice names the step it answers (the view's decision): one that reaches the
  // server after its step is over is refused rather than taken for the next step's.
  const vote = (yes) => shell.act('vote_dance_again', { yes, decision: app.view?.decision });

  function claim(option) {
    const v = app.view;
    if (!v?.window || v.window.answered) return;
    const win = v.window.id;
    call = { window: win, what: option ? `a ${groupWord(option.size)}` : 'Mah Jongg', reply: null };
    shell.sound.play('steal');
    shell.showBubble(shell.me(), option ? `${groupWord(option.size)}!` : 'Mah Jongg!', 'gimme', false);
    shell.render();
    const req = option ? shell.send('claim', { window: win, cards: option.cards.map(tileId) }) : shell.send('claim_mah_jongg', { window: win });
    req.then(() => {
      if (call?.window === win) call = { ...call, reply: 'heard' };
      shell.render();
    }, (err) => {
      if (call?.window === win) call = { ...call, reply: err?.code === 'claim_window_closed' || err?.code === 'no_claim_window' ? 'late' : 'refused', why: err?.message || err?.code };
      shell.render();
    });
  }

  function claimText() {
    const v = app.view;
    if (!call) return { text: '', kind: '' };
    if (call.reply === 'late') return { text: 'Too late: the call window had closed.', kind: 'late' };
    if (call.reply === 'refused') return { text: `That call was refused: ${call.why}.`, kind: 'late' };
    if (v?.window?.id === call.window) return { text: `You called for ${call.what}. Mah Jongg goes first, then the seat nearest after the discarder.`, kind: 'pressed' };
    return { text: '', kind: '' };
  }

  const jokerSteal = (entry) => shell.act('joker_steal', { card: tileId(entry.card), seat: entry.seat, set: entry.set });

  function toggleHint() {
    hint = !hint;
    try {
      localStorage.setItem(HINT_KEY, hint ? 'on' : 'off');
    } catch {
      // the hint still shows for this page
    }
    shell.render();
  }

  return {
    onEvents(events) {
      for (const ev of events) {
        if (ev.type === 'claim_called' && ev.seat !== shell.me()) shell.showBubble(ev.seat, 'Call!', 'gimme', false);
        if (ev.type === 'claim_window_closed' && call?.window === ev.window) {
          const me = shell.me();
          call = ev.awarded_to === me ? { ...call, reply: 'won' } : null;
        }
        if (ev.type === 'turn_started' || ev.type === 'round_started') call = null;
      }
    },
    sounds: () => true,
    toldInBar: (ev) => shell.me() !== null && ev.type === 'group_exposed' && ev.seat === shell.me(),
    quietEvents: (events) => events.some((ev) => ev.type === 'round_ended'),
    title: () => {
      const v = app.view;
      if (v?.legal?.pass_cards || v?.legal?.vote || v?.legal?.offer_courtesy) return '● Charleston · Jongtable';
      return null;
    },
    afterUpdate: () => {},
    claimKey: () => {
      const v = app.view;
      if (!v?.window || v.window.answered) return;
      if (v.legal?.call_mah_jongg) claim(null);
      else if ((v.legal?.claim?.length ?? 0) === 1) claim(v.legal.claim[0]);
    },
    key: (e) => {
      if ((e.key === 'm' || e.key === 'M') && app.view?.legal?.call_mah_jongg) {
        claim(null);
        return true;
      }
      if (e.key === 'c' || e.key === 'C') {
        showAmericanCard(app.view);
        return true;
      }
      if ((e.key === 'h' || e.key === 'H')) {
        toggleHint();
        return true;
      }
      return false;
    },
    tableCtx: () => {
      const p = current();
      return {
        american: {
          picked: p.ids, blind: p.blind, hint, togglePick, setBlind, commit, vote, claim, toggleHint,
        },
        jokerSteal,
        claimText: claimText(),
      };
    },
  };
}
