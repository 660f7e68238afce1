// American Mah Jongg's events as lines for the table log, toasts and sounds. It only
// tells what the server said happened, and to whom it let it be shown.

import { tileName } from './american_tiles.js';

export const GROUP_WORDS = { 2: 'pair', 3: 'pung', 4: 'kong', 5: 'quint', 6: 'sextet' };
export const groupWord = (size) => GROUP_WORDS[size] ?? `group of ${size}`;
const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const DIRECTION = { right: 'right', across: 'across', left: 'left' };

export const passTitle = (charleston, direction) => `Charleston ${charleston}: pass ${DIRECTION[direction] ?? direction}`;
const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// "25 points, self-drawn ×2, jokerless ×2: 100 from each player"
export function winWords(win) {
  if (!win) return '';
  const parts = [`${win.points} point${win.points === 1 ? '' : 's'}`];
  if (win.self_drawn) parts.push('self-drawn ×2');
  if (win.jokerless) parts.push('no Jokers ×2');
  return `${parts.join(', ')}: ${win.value} from each player`;
}

export function narrateAmerican(ev, names, me) {
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const whom = (seat) => (seat === me ? 'you' : names(seat));
  const verb = (seat, you, other) => (seat === me ? you : other);
  switch (ev.type) {
    case 'game_started':
      return { text: `The game begins: ${count(ev.rounds, 'hand')}, each player East once. ${who(ev.east)} ${verb(ev.east, 'are', 'is')} East first.`, cls: 'big' };
    case 'round_started':
      return { text: `Hand ${ev.round} begins. ${who(ev.east)} ${verb(ev.east, 'are', 'is')} East; ${ev.wall} cards left in the wall.`, cls: 'big' };
    case 'hand_dealt':
      return ev.seat === me ? { text: `You were dealt ${count(ev.cards?.length ?? 0, 'card')}.`, cls: 'sys' } : null;
    case 'sealed_step_started':
      if (ev.phase === 'charleston') {
        return { text: `${passTitle(ev.charleston, ev.direction)}. Choose three cards${ev.blind_allowed ? ' (a blind pass is allowed)' : ''}.`, cls: 'big', sound: 'turn' };
      }
      if (ev.phase === 'dance_vote') return { text: 'Dance again? Everyone votes on a second Charleston.', cls: 'big', sound: 'turn' };
      if (ev.phase === 'courtesy') return { text: 'Courtesy pass: offer 0 to 3 cards to the player across.', cls: 'big', sound: 'turn' };
      return null;
    case 'choice_sealed':
      return { text: `${who(ev.seat)} ${verb(ev.seat, 'have', 'has')} chosen.`, cls: 'sys' };
    case 'cards_passed': {
      const own = ev.own?.length ?? 0;
      const parts = [];
      if (own) parts.push(`${own === 1 ? '' : `${own} cards: `}${ev.own.map(tileName).join(', ')}`);
      if (ev.blind) parts.push(`${ev.blind} passed on blind`);
      // Told to the giver live; a replay shows every seat's, each by its own giver.
      return { text: `${who(ev.from)} passed ${parts.join(' and ') || 'nothing'} to ${whom(ev.to)}.`, cls: 'sys' };
    }
    case 'cards_received': {
      const cards = ev.cards ?? [];
      const on = ev.forwarded ? `; ${ev.forwarded} more went straight on, unseen` : '';
      return { text: `${who(ev.from)} passed ${whom(ev.to)} ${cards.length ? cards.map(tileName).join(', ') : 'nothing'}${on}.`, cls: 'sys', away: true };
    }
    case 'pass_completed':
      return { text: `${passTitle(ev.charleston, ev.direction)}: done.`, cls: 'sys' };
    case 'vote_resolved':
      return { text: ev.dance_again ? 'Someone wants to dance again: a second Charleston follows.' : 'Nobody wants a second Charleston.', cls: 'big' };
    case 'courtesy_exchanged': {
      const c = Array.isArray(ev.count) ? ev.count : [];
      const mine = me !== null && me !== undefined ? c[me] : undefined;
      if (mine !== undefined) return { text: mine ? `Courtesy pass: you swapped ${count(mine, 'card')} with ${names((me + 2) % c.length)}.` : 'Courtesy pass: no cards changed hands for you.', cls: 'sys', away: true };
      return { text: 'The courtesy pass is done.', cls: 'sys' };
    }
    case 'card_drawn':
      return ev.seat === me && ev.card ? { text: `You drew ${tileName(ev.card)}.`, cls: 'sys' } : null;
    case 'turn_started':
      return ev.seat === me ? { text: 'Your turn.', cls: 'sys', sound: 'turn' } : null;
    case 'card_discarded':
      return { text: `${who(ev.seat)} discarded ${tileName(ev.card)}${ev.by_turn_clock ? ' (out of time)' : ''}.` };
    case 'claim_called':
      return { text: `${who(ev.seat)} called!`, cls: 'big', sound: ev.seat === me ? undefined : 'chat' };
    case 'claim_passed':
      return null;
    case 'claim_window_closed':
      if (ev.awarded_to === null || ev.awarded_to === undefined) return null;
      return { text: `${who(ev.awarded_to)} ${verb(ev.awarded_to, 'get', 'gets')} the discard${ev.mah_jongg ? ' for Mah Jongg' : ''}.`, cls: 'big' };
    case 'group_exposed': {
      const g = ev.group ?? {};
      const size = g.cards?.length ?? 0;
      const what = `a ${groupWord(size)} of ${tileName(g.face)}`;
      return { text: `${who(ev.seat)} exposed ${what} with ${ev.from === me ? 'your' : `${names(ev.from)}'s`} discard.`, cls: 'big', toast: ev.seat === me ? null : `${who(ev.seat)}: ${cap(groupWord(size))}!` };
    }
    case 'joker_exchanged':
      return {
        text: `${who(ev.seat)} exchanged ${tileName(ev.card)} for the Joker in ${ev.owner === ev.seat ? verb(ev.seat, 'your own', 'their own') : ev.owner === me ? 'your' : `${names(ev.owner)}'s`} group.`,
        cls: 'big', toast: ev.seat === me ? null : `${who(ev.seat)} took a Joker`,
      };
    case 'hand_went_dead':
      return { text: `${who(ev.seat)} declared Mah Jongg in error: ${verb(ev.seat, 'your', 'their')} hand is dead for the rest of this hand.`, cls: 'big', toast: `${who(ev.seat)}: dead hand`, toastKind: 'error' };
    case 'mah_jongg_declared': {
      const w = ev.win ?? {};
      return {
        text: `Mah Jongg! ${who(ev.seat)} won with "${w.hand_name ?? 'a hand'}": ${winWords(w)}.`,
        cls: 'big', sound: 'win', toast: `Mah Jongg! ${who(ev.seat)}: ${w.value ?? 0} from each`,
      };
    }
    case 'round_ended': {
      const r = ev.result ?? {};
      return { text: r.win ? `Hand ${r.round} over.` : `Hand ${r.round} over: a wall game, nobody scores.`, cls: 'big' };
    }
    case 'game_ended': {
      const w = ev.result?.winners ?? [];
      return { text: `Game over. ${w.map(who).join(' and ')} ${w.length > 1 ? 'share the win' : w[0] === me ? 'win' : 'wins'}!`, cls: 'big', sound: 'win' };
    }
    default:
      return null;
  }
}
