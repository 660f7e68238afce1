// Gimme! Mahjong's events as lines for the table log, toasts and sounds, and the bonus
// names of its scores. It only narrates what the server said happened.

import { tileName } from './gimme_tiles.js';

export const BONUS_NAMES = {
  first: 'first to finish',
  one_suit: 'one suit',
  no_jokers: 'no Jokers',
  even_or_odd: 'all even or all odd',
};
export const bonusName = (b) => BONUS_NAMES[b] ?? String(b).replaceAll('_', ' ');

// "3 points: Mahjong 1, first to finish +1, no Jokers +1"
export function scoreWords(score) {
  if (!score) return '';
  const parts = ['Mahjong 1', ...(score.bonuses ?? []).map((b) => `${bonusName(b)} +1`)];
  return `${score.points} point${score.points === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

const setWords = (set) => `${set?.tiles?.length ?? 0}× ${tileName(set?.face)}`;

export function narrateGimme(ev, names, me) {
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const verb = (seat, you, other) => (seat === me ? you : other);
  switch (ev.type) {
    case 'game_started':
      return { text: `The game begins: ${ev.rounds} round${ev.rounds === 1 ? '' : 's'}. ${who(ev.first_player)} ${verb(ev.first_player, 'go', 'goes')} first.`, cls: 'big' };
    case 'round_started':
      return { text: `Round ${ev.round} begins. ${who(ev.first_player)} ${verb(ev.first_player, 'go', 'goes')} first; ${ev.pool} tiles in the pool.`, cls: 'big' };
    case 'hand_dealt':
      return ev.seat === me ? { text: `You were dealt ${ev.cards?.length ?? ''} tiles.`, cls: 'sys' } : null;
    case 'card_drawn':
      return ev.seat === me && ev.card ? { text: `You took ${tileName(ev.card)}.`, cls: 'sys' } : null;
    case 'turn_started':
      return ev.seat === me ? { text: 'Your turn.', cls: 'sys', sound: 'turn' } : null;
    case 'card_discarded':
      return { text: `${who(ev.seat)} dropped ${tileName(ev.card)}${ev.by_turn_clock ? ' (out of time)' : ''}.` };
    case 'claim_called':
      return { text: `${who(ev.seat)} said Gimme!`, cls: 'big', sound: ev.seat === me ? undefined : 'chat' };
    case 'claim_passed':
      return null;
    case 'claim_window_closed':
      return ev.awarded_to === null || ev.awarded_to === undefined ? null : { text: `${who(ev.awarded_to)} got the tile.`, cls: 'big' };
    case 'set_exposed':
      return { text: `${who(ev.seat)} laid down ${setWords(ev.set)} with ${ev.from === me ? 'your' : `${names(ev.from)}'s`} tile.`, cls: 'big', toast: ev.seat === me ? null : `${who(ev.seat)}: Gimme! ${setWords(ev.set)}` };
    case 'joker_stolen':
      return {
        text: `${who(ev.seat)} swapped ${tileName(ev.card)} for the Joker in ${ev.owner === ev.seat ? verb(ev.seat, 'your own', 'their own') : ev.owner === me ? 'your' : `${names(ev.owner)}'s`} set.`,
        cls: 'big', toast: ev.seat === me ? null : `${who(ev.seat)} stole a Joker`,
      };
    case 'mahjong_declared':
      return {
        text: `${who(ev.seat)} declared Mahjong${ev.by_turn_clock ? ' (by the clock)' : ''}: ${scoreWords(ev.score)}.`,
        cls: 'big', sound: 'win', toast: `Mahjong! ${who(ev.seat)}: ${ev.score?.points ?? 0} point${ev.score?.points === 1 ? '' : 's'}`,
      };
    case 'round_ended': {
      const r = ev.result ?? {};
      const n = r.finishes?.length ?? 0;
      return { text: `Round ${r.round} over: ${n ? `${n} player${n === 1 ? '' : 's'} finished` : 'nobody finished'}.`, cls: 'big' };
    }
    case 'game_ended': {
      const w = ev.result?.winners ?? [];
      return { text: `Game over. ${w.map(who).join(' and ')} ${w.length > 1 ? 'share the win' : w[0] === me ? 'win' : 'wins'}!`, cls: 'big', sound: 'win' };
    }
    default:
      return null;
  }
}
