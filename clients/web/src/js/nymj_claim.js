// What became of this viewer's STEAL!, in words, from what the page itself knows (the
// press) and what the server says (its reply, then the window's events). It states only
// what the server sent: who was awarded the card and why a claim lost ("Ana was faster
// by 0.12 s", from the ranked claims the window's close carries), a mistaken steal, a
// press that came too late.

import { describe } from './nymj_cards.js';

// The claim the moment the button is pressed, before anything has been sent.
export const pressedClaim = (win, who) => settle({ window: win, pressed: true, reply: null }, who);

// The server's answer to the steal itself: err null when it was accepted.
export function replyToClaim(claim, win, err, who) {
  if (!claim || claim.window !== win) return claim;
  let reply = 'heard';
  if (err) {
    if (err.code === 'claim_window_closed' || err.code === 'no_claim_window') reply = 'late';
    else if (err.code === 'already_responded') reply = 'answered';
    else reply = 'unsent';
  }
  if (claim.reply === reply) return claim;
  if (!err && claim.reply) return claim;  // the update that carried the reply said more already
  const next = { ...claim, reply, pressed: reply !== 'unsent', why: err ? err.message || err.code : null };
  return settle(next, who);
}

// Folds one update's events into the claim; names(seat) gives a display name.
export function claimOutcome(claim, events, { me, names }) {
  let c = claim;
  let changed = false;
  for (const ev of events) {
    switch (ev.type) {
      case 'card_discarded':
        c = { window: ev.window, pressed: false, reply: null };
        break;
      case 'round_started':
        c = null;
        break;
      case 'steal_called':
        if (ev.seat !== me) continue;
        c = c && c.window === ev.window ? { ...c } : { window: ev.window, pressed: false, reply: null };
        c.pressed = true;
        if (!c.reply || c.reply === 'unsent') c.reply = 'heard';  // the table counted it
        break;
      case 'mistaken_steal':
        if (ev.seat !== me || !c) continue;
        c = { ...c, mistaken: true };
        break;
      case 'claim_window_closed':
        c = { ...(c && c.window === ev.window ? c : { window: ev.window, pressed: false, reply: null }), closed: true, awardedTo: ev.awarded_to ?? null, race: ev.claims ?? null };
        break;
      case 'card_stolen':
        if (!c) continue;
        c = { ...c, took: { seat: ev.seat, card: describe(ev.card)?.name ?? null, wins: !!ev.wins } };
        break;
      default:
        continue;
    }
    changed = true;
  }
  return changed && c ? settle(c, { me, names }) : c;
}

// Gives the claim its text and kind. who: { me (the viewer's seat), names(seat) }.
function settle(claim, who) {
  const { me, names } = who;
  const name = (seat) => (seat === me ? 'You' : names(seat));
  const parts = [];
  let kind = '';
  if (claim.reply === 'late') {
    parts.push('Too late: the window had closed before your STEAL! reached the table.');
    kind = 'late';
  } else if (claim.reply === 'unsent') {
    parts.push(`Your STEAL! did not reach the table${claim.why ? ` (${claim.why})` : ''}.`);
    kind = 'unsent';
  } else if (claim.reply === 'answered') {
    parts.push('You had already answered this discard.');
    kind = 'late';
  } else if (claim.pressed && !claim.closed) {
    parts.push(claim.reply === 'heard' ? 'You yelled STEAL! The table heard it: wait for the window to close.' : 'You yelled STEAL!');
    kind = 'pressed';
  }
  if (claim.closed) {
    if (claim.mistaken) {
      parts.push('Mistaken: no set with that card. You lose a turn.');
      kind = 'mistaken';
    }
    const to = claim.awardedTo;
    const wins = claim.took && claim.took.seat === to && claim.took.wins;
    if (to === me && to !== null) {
      parts.push(wins ? 'You got it and won!' : 'You got it!');
      const margin = aheadOf(claim.race, me, names);
      if (margin) parts.push(margin);
      kind = 'won';
    } else if (to !== null && to !== undefined) {
      const why = claim.pressed && !claim.mistaken ? whyLost(claim.race, me, names) : '';
      const what = claim.pressed || !claim.took?.card ? 'it' : claim.took.card;
      parts.push(why || `${name(to)} took ${what}${wins ? ' and won' : ''}.`);
      if (!kind || kind === 'pressed') kind = claim.pressed ? 'lost' : 'info';
    } else if (claim.pressed && kind !== 'late') {
      parts.push('Nobody took it.');
      if (!kind) kind = 'info';
    }
  }
  return { ...claim, kind, text: parts.join(' ') };
}

// A gap between two claims in seconds, as players say it.
function gap(ms) {
  return ms < 10 ? 'less than 0.01 s' : `${(ms / 1000).toFixed(2)} s`;
}

// Why the viewer's valid claim lost, from the close's ranked claims (the first was awarded).
function whyLost(race, me, names) {
  const mine = race?.find((r) => r.seat === me);
  const top = race?.[0];
  if (!mine || !top || mine === top || mine.kind !== 'beaten') return '';
  const them = names(top.seat);
  const took = top.kind === 'wins' ? 'took it and won' : 'took it';
  if (mine.lost_on === 'time') return `${them} was faster by ${gap(mine.after_ms - top.after_ms)} and ${took}.`;
  if (mine.lost_on === 'winning_claim') return `${them}'s claim wins the round and beats your set.`;
  if (mine.lost_on === 'seat_order') return `A dead heat: ${them} sits nearer the discarder and ${took}.`;
  return '';
}

// How far ahead of the next valid claim the viewer's awarded claim was.
function aheadOf(race, me, names) {
  const [top, next] = race ?? [];
  if (!top || top.seat !== me || !next || next.kind !== 'beaten' || next.lost_on !== 'time') return '';
  return `${gap(next.after_ms - top.after_ms)} ahead of ${names(next.seat)}.`;
}
