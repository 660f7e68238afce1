// What became of a Gimme! window, in words, for one viewer: who called, who got the tile
// and why. The server resolves claims by seat, never by time: of the valid Gimmes, the
// seat nearest after the dropper gets the tile (or, with mahjong_first, a Gimme that makes
// Mahjong). There is no penalty and no race, so nothing here speaks of speed.

import { tileName } from './gimme_tiles.js';

// Seats after the dropper in play order: 1 is the next seat.
export const distance = (dropper, seat, seats) => ((seat - dropper) % seats + seats) % seats;

// The press of Gimme, before the server answers: cards are the tiles offered.
export function pressedGimme(claim, win, cards) {
  const base = claim && claim.window === win ? claim : { window: win, called: [] };
  return { ...base, pressed: true, cards, reply: null };
}

export function replyToGimme(claim, win, err) {
  if (!claim || claim.window !== win) return claim;
  if (!err) return claim.reply ? claim : { ...claim, reply: 'heard' };
  if (err.code === 'claim_window_closed' || err.code === 'no_claim_window') return { ...claim, reply: 'late', pressed: false };
  return { ...claim, reply: 'refused', pressed: false, why: err.message || err.code };
}

// Folds one update's events into the claim.
export function gimmeOutcome(claim, events, { me }) {
  let c = claim;
  for (const ev of events ?? []) {
    switch (ev.type) {
      case 'card_discarded':
        c = { window: ev.window, dropper: ev.seat, card: ev.card, called: [], pressed: false, reply: null };
        break;
      case 'round_started':
        c = null;
        break;
      case 'claim_called':
        if (!c || c.window !== ev.window) c = { window: ev.window, called: [] };
        if (!c.called.includes(ev.seat)) c = { ...c, called: [...c.called, ev.seat] };
        if (ev.seat === me) c = { ...c, pressed: true, reply: c.reply === 'refused' ? 'heard' : c.reply ?? 'heard' };
        break;
      case 'claim_passed':
        if (c && c.window === ev.window && ev.seat === me) c = { ...c, passed: true };
        break;
      case 'claim_window_closed':
        c = { ...(c && c.window === ev.window ? c : { window: ev.window, called: [] }), closed: true, awardedTo: ev.awarded_to ?? null };
        break;
      default:
        break;
    }
  }
  return c;
}

// {text, kind} for the action bar. names(seat) gives a display name.
export function gimmeText(claim, { me, names, seats, mahjongFirst = false }) {
  if (!claim) return { text: '', kind: '' };
  const who = (s) => (s === me ? 'You' : names(s));
  if (claim.reply === 'late') return { text: 'Too late: the window had closed.', kind: 'late' };
  if (claim.reply === 'refused' && !claim.closed) return { text: `That Gimme does not work: ${claim.why}. No harm done.`, kind: 'late' };
  if (!claim.closed) {
    if (claim.pressed) return { text: 'You said Gimme! The tile goes to the nearest caller after the dropper when the window closes.', kind: 'pressed' };
    return { text: '', kind: '' };
  }
  const to = claim.awardedTo;
  const what = claim.card ? tileName(claim.card) : 'the tile';
  if (to === null || to === undefined) return claim.pressed ? { text: 'Nobody got it.', kind: 'info' } : { text: '', kind: '' };
  const others = (claim.called ?? []).filter((s) => s !== to);
  let why = '';
  if (others.length && claim.dropper !== undefined) {
    const d = (s) => distance(claim.dropper, s, seats);
    const beaten = others.filter((s) => d(s) > d(to));
    if (beaten.length) {
      why = `${to === me ? 'you are' : `${names(to)} is`} closer to the dropper than ${beaten.map((s) => (s === me ? 'you' : names(s))).join(' and ')}`;
    } else if (mahjongFirst) {
      why = `${to === me ? 'your' : `${names(to)}'s`} Gimme makes Mahjong`;
    }
  }
  if (to === me) return { text: `You got ${what}!${why ? ` ${why[0].toUpperCase()}${why.slice(1)}.` : ''}`, kind: 'won' };
  const text = `${who(to)} got ${what}${why ? `: ${why}` : ''}.`;
  return { text, kind: claim.pressed ? 'lost' : 'info' };
}
