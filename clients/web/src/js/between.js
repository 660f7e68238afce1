// Between rounds and after the game, for every game alike: the Ready button (everyone
// ready: the next round at once), who is ready, the Rematch button, and the offer of a
// rematch someone made. Drawn above the table; the table's own renderer never touches it.

import { h } from './dom.js';
import { morphChildren } from './morph.js';

// opts: {view, lobby, me, rematch: {code, from} | null, send, joinRematch}
export function renderBetween(el, { view, lobby, me, rematch, send, joinRematch }) {
  const parts = [];
  const seated = me !== null && me !== undefined;
  const seats = lobby?.seats ?? [];
  if (view?.phase === 'round_over' && seated) {
    const people = seats.filter((s) => s.occupant?.kind === 'human' && !s.bot_stand_in);
    const ready = people.filter((s) => s.ready);
    const mine = seats.find((s) => s.seat === me)?.ready;
    parts.push(mine
      ? h('p', { class: 'hint', role: 'status', 'data-testid': 'ready-state', text: `Ready: ${ready.length} of ${people.length}. The next round starts when everyone is.` })
      : h('button', { class: 'btn primary', 'data-testid': 'ready', onclick: () => send('ready') }, 'Ready for the next round'));
  }
  if (view?.phase === 'game_over') {
    if (rematch) {
      const who = rematch.from?.seat === me ? 'You' : rematch.from?.name ?? 'Someone';
      parts.push(h('p', { class: 'hint', role: 'status', text: `${who} asked for a rematch: the same seats at table ${rematch.code}.` }),
        h('button', { class: 'btn primary', 'data-testid': 'join-rematch', onclick: () => joinRematch(rematch.code) },
          seated ? 'Join the rematch' : 'Watch the rematch'));
    } else if (seated) {
      parts.push(h('button', { class: 'btn primary', 'data-testid': 'rematch', onclick: () => send('rematch') }, 'Rematch: same seats'));
    }
  }
  el.hidden = parts.length === 0;
  morphChildren(el, h('div', {}, ...parts));  // in place: no press on Ready is lost
}
