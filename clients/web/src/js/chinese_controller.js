// Chinese Mah Jongg's moves in the browser, for the shell (main.js): a call naming its
// group (one button per call in view.legal.call), and what became of it in words. Calls
// are settled by the rules when the window closes (Mah Jongg first, then the seat next in
// turn after the discarder), never by who pressed first, and the words say so.

import { tileId, tileName } from './chinese_tiles.js';
import { GROUP_NAMES, callLabel } from './chinese_text.js';

// Folds one update's events into this viewer's call on the latest window.
export function callOutcome(call, events, me) {
  let c = call;
  for (const ev of events ?? []) {
    switch (ev.type) {
      case 'card_discarded':
        c = { window: ev.window, discarder: ev.seat, card: ev.card, pressed: false, option: null, reply: null };
        break;
      case 'hand_started':
        c = null;
        break;
      case 'call_received':
        if (ev.seat === me && c && c.window === ev.window) c = { ...c, pressed: true, reply: 'heard' };
        break;
      case 'claim_window_closed':
        if (c && c.window === ev.window) c = { ...c, closed: true, awardedTo: ev.awarded_to ?? null };
        break;
      case 'group_exposed':
        if (c?.closed && c.awardedTo === ev.seat && !c.group) c = { ...c, group: ev.group?.type, mahJongg: !!ev.mah_jongg };
        break;
      default:
        break;
    }
  }
  return c;
}

export function pressedCall(call, win, option) {
  const base = call && call.window === win ? call : { window: win };
  return { ...base, pressed: true, option, reply: null };
}

export function replyToCall(call, win, err) {
  if (!call || call.window !== win) return call;
  if (!err) return call.reply ? call : { ...call, reply: 'heard' };
  if (err.code === 'claim_window_closed' || err.code === 'no_claim_window') return { ...call, reply: 'late', pressed: false };
  return { ...call, reply: 'refused', pressed: false, why: err.message || err.code };
}

// {text, kind} for the action bar.
export function callText(call, { me, names }) {
  if (!call) return { text: '', kind: '' };
  if (call.reply === 'late') return { text: 'Too late: the window had closed.', kind: 'late' };
  if (call.reply === 'refused' && !call.closed) return { text: `That call does not work: ${call.why}. Nothing changed.`, kind: 'late' };
  const what = call.card ? tileName(call.card) : 'the discard';
  if (!call.closed) {
    if (call.pressed) {
      const word = call.option ? callLabel(call.option) : 'your call';
      return { text: `You called: ${word}. When the window closes, Mah Jongg comes first, then the caller next in turn after the discarder. Speed never counts.`, kind: 'pressed' };
    }
    return { text: '', kind: '' };
  }
  const to = call.awardedTo;
  if (to === null || to === undefined) return call.pressed ? { text: 'Nobody took it.', kind: 'info' } : { text: '', kind: '' };
  if (to === me) return { text: `You took ${what}${call.group ? ` for a ${GROUP_NAMES[call.group] ?? call.group}` : ''}${call.mahJongg ? ': Mah Jongg!' : '.'}`, kind: 'won' };
  if (!call.pressed) return { text: `${names(to)} took ${what}.`, kind: 'info' };
  const why = call.mahJongg ? 'their call makes Mah Jongg, which comes first' : 'they sit sooner in turn after the discarder';
  return { text: `${names(to)} took ${what}: ${why}.`, kind: 'lost' };
}

// shell: { app, me(), names(seat), send, act, render, showBubble, sound, toast }
export function chineseController(shell) {
  const { app } = shell;
  let call = null;
  function makeCall(option) {
    const v = app.view;
    if (!v?.window || v.window.answered) return;
    const win = v.window.id;
    if (call?.window === win && call.pressed) return;  // one call per discard
    call = pressedCall(call, win, option);
    shell.sound.play('steal');
    shell.showBubble(shell.me(), `${callLabel(option)}!`, 'steal', false);
    shell.render();
    const settle = (err) => {
      call = replyToCall(call, win, err);
      shell.render();
    };
    shell.send('call', { window: win, group: option.group, cards: option.cards.map(tileId), mah_jongg: !!option.mah_jongg }).then(() => settle(null), settle);
  }

  return {
    onEvents(events) {
      call = callOutcome(call, events, shell.me());
      for (const ev of events) {
        if (ev.type === 'group_exposed' && ev.seat !== shell.me()) {
          shell.showBubble(ev.seat, ev.mah_jongg ? 'Mah Jongg!' : `${GROUP_NAMES[ev.group?.type] ?? 'call'}!`, 'steal', false);
        }
      }
    },
    sounds: () => true,
    toldInBar: (ev) => shell.me() !== null && ev.type === 'group_exposed',
    // The hand-end sheet says who won and how: no toasts over it.
    quietEvents: (events) => events.some((ev) => ev.type === 'hand_ended'),
    title: () => null,
    afterUpdate: () => {},
    // Space makes the call when there is exactly one; several need a choice.
    claimKey: () => {
      const options = app.view?.window ? app.view.legal?.call ?? [] : [];
      if (options.length === 1) makeCall(options[0]);
    },
    key: () => false,
    tableCtx: () => ({
      call: makeCall,
      callText: callText(call, { me: shell.me(), names: shell.names }),
    }),
  };
}
