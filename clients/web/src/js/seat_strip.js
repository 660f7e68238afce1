// The parts of a seat's box that every game's table draws alike: who sits
// there (from the lobby), the other seats in turn order, the head line (connection dot,
// name, offline/bot/stand-in badges around the game's own), and the turn clock's bar.
// Each table adds what its game shows (winds, East, dead hands, finished players).

import { h } from './dom.js';

export const occupant = (ctx, seat) => ctx.lobby?.seats?.find((s) => s.seat === seat)?.occupant ?? null;

// A bot plays this seat until its person comes back.
export const standIn = (ctx, seat) => {
  const e = ctx.lobby?.seats?.find((s) => s.seat === seat);
  return !!(e?.bot_stand_in || e?.occupant?.bot_stand_in);
};

// The other seats in turn order from the one after yours (from seat 0 for a watcher).
export function orderedSeats(ctx) {
  const seats = ctx.view.seats;
  const n = seats.length;
  const start = ctx.me === null || ctx.me === undefined ? 0 : ctx.me + 1;
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = seats[(start + i) % n];
    if (s.seat !== ctx.me) out.push(s);
  }
  return out;
}

// lead: drawn before the dot (a wind); role: the game's badge after "offline" (East,
// starter); after: the game's badges after the bot's.
export function seatHead(ctx, s, label, { lead = null, role = null, after = [] } = {}) {
  const occ = occupant(ctx, s.seat);
  const connected = occ ? occ.connected : !!ctx.replay;
  const head = h('div', { class: 'head' },
    lead,
    h('span', { class: `dot${connected ? '' : ' off'}`, title: connected ? 'connected' : 'disconnected' }),
    h('span', { class: 'name', text: label }));
  if (!connected) head.append(h('span', { class: 'badge skip', text: 'offline' }));
  if (role) head.append(role);
  if (occ?.kind === 'bot') head.append(h('span', { class: 'badge bot', text: 'bot' }));
  if (standIn(ctx, s.seat)) head.append(h('span', { class: 'badge bot stand-in', 'data-testid': 'stand-in', title: 'A bot plays this seat until its player reconnects', text: 'bot playing until they return' }));
  for (const badge of after) if (badge) head.append(badge);
  return head;
}

// The turn clock running down under the seat whose move it is (acting: the game's test).
export function clockBar(ctx, s, acting) {
  const { view } = ctx;
  if (ctx.replay || !acting(view, s.seat) || view.turn_in_ms === null || view.turn_in_ms === undefined) return null;
  const total = view.settings?.turn_clock_ms || view.turn_in_ms || 1;
  return h('div', { class: 'clock', title: 'turn clock' }, h('i', { dataset: { deadline: String(ctx.receivedAt + view.turn_in_ms), total: String(total) } }));
}
