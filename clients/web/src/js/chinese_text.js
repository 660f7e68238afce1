// Chinese Mah Jongg in words: the table log's line for each event, and the names of
// groups, bonuses and doubles the hand-end sheet and the call buttons use. It only
// tells what the server said happened.

import { kindName, tileName, windName } from './chinese_tiles.js';

export const GROUP_NAMES = { pair: 'pair', pung: 'pung', kong: 'kong', chow: 'chow' };

export const BONUS_NAMES = {
  mah_jongg: 'Mah Jongg',
  no_chows: 'no chows',
  last_card_drawn: 'last card drawn from the wall',
  flowers: 'Flowers laid down',
};
export const DOUBLE_NAMES = {
  all_concealed: 'all sets concealed',
  dragon_set: 'a set of Dragons',
  own_wind_set: 'a set of their own Wind',
  one_suit_with_honours: 'one suit with Winds or Dragons',
  pure_one_suit: 'all one suit',
  only_honours: 'only Winds and Dragons',
  all_four_flowers: 'all four Flowers',
  all_four_seasons: 'all four Seasons',
};
export const bonusName = (b) => BONUS_NAMES[b] ?? String(b).replaceAll('_', ' ');
export const doubleName = (d) => DOUBLE_NAMES[d] ?? String(d).replaceAll('_', ' ');

// "pung of Red Dragons", "chow 3-4-5 Bams"
export function groupWords(group, seats) {
  const type = GROUP_NAMES[group?.type] ?? group?.type ?? 'group';
  if (group?.type === 'chow') {
    const cards = group.cards ?? [];
    const faces = cards.map((c) => c.face).filter(Boolean);
    const m = /^([CDB])([1-9])$/.exec(group.kind ?? faces[0] ?? '');
    if (m) {
      const size = group.size ?? (cards.length || 3);
      const ranks = faces.length ? faces.map((f) => Number(f.slice(1))).sort((a, b) => a - b) : Array.from({ length: size }, (_, i) => Number(m[2]) + i);
      return `chow ${ranks.join('-')} ${kindName(`${m[1]}1`, seats).replace(/^1 /, '')}`;
    }
  }
  return `${type} of ${kindName(group?.kind, seats)}`;
}

// A call option from legal.call in words, for its button: "Pung", "Chow 4-5-6".
export function callLabel(option) {
  const word = option.group === 'chow' ? 'Chow' : option.group === 'kong' ? 'Kong' : option.group === 'pung' ? 'Pung' : 'Pair';
  return option.mah_jongg ? `Mah Jongg with a ${word.toLowerCase()}` : word;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function narrateChinese(ev, names, me) {
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const verb = (seat, you, other) => (seat === me ? you : other);
  switch (ev.type) {
    case 'game_started':
      return { text: `The game begins: ${plural(ev.hands, 'hand')}, each player East once. ${who(ev.east)} ${verb(ev.east, 'are', 'is')} East first.`, cls: 'big' };
    case 'hand_started':
      return { text: `Hand ${ev.hand} begins. ${who(ev.east)} ${verb(ev.east, 'are', 'is')} East; ${ev.wall} cards in the wall.`, cls: 'big' };
    case 'hand_dealt':
      return ev.seat === me ? { text: `You were dealt ${plural(ev.cards?.length ?? 0, 'card')}.`, cls: 'sys' } : null;
    case 'flower_laid_down':
      return { text: `${who(ev.seat)} laid down ${tileName(ev.card)} and ${verb(ev.seat, 'take', 'takes')} a replacement.` };
    case 'card_drawn':
      if (ev.seat !== me || !ev.card) return null;
      return { text: `You drew ${tileName(ev.card)}${ev.replacement ? ' (a replacement for a Flower)' : ''}.`, cls: 'sys' };
    case 'turn_started':
      return ev.seat === me ? { text: 'Your turn.', cls: 'sys', sound: 'turn' } : null;
    case 'card_discarded':
      return { text: `${who(ev.seat)} discarded ${tileName(ev.card)}${ev.by_turn_clock ? ' (out of time)' : ''}.` };
    case 'call_received':
      return ev.seat === me ? { text: 'Your call is in. Calls are settled by seat order when the window closes, never by speed.', cls: 'sys' } : null;
    case 'pass_received':
      return null;
    case 'claim_window_closed':
      return ev.awarded_to === null || ev.awarded_to === undefined ? null : { text: `${who(ev.awarded_to)} ${verb(ev.awarded_to, 'take', 'takes')} the discard.`, cls: 'big' };
    case 'group_exposed':
      return {
        text: `${who(ev.seat)} ${verb(ev.seat, 'lay', 'lays')} down a ${groupWords(ev.group)}${ev.group?.from !== undefined && ev.group.from !== ev.seat ? ` with ${ev.group.from === me ? 'your' : `${names(ev.group.from)}'s`} discard` : ''}${ev.mah_jongg ? ' for Mah Jongg' : ''}.`,
        cls: 'big', toast: ev.seat === me ? null : `${who(ev.seat)}: ${GROUP_NAMES[ev.group?.type] ?? 'call'}!`,
      };
    case 'mah_jongg_declared':
      return {
        text: `${who(ev.seat)} ${verb(ev.seat, 'go', 'goes')} Mah Jongg ${ev.by_call ? 'with a called discard' : `on ${verb(ev.seat, 'your', 'their')} own draw`}${ev.by_turn_clock ? ' (by the clock)' : ''}!`,
        cls: 'big', sound: 'win', toast: `Mah Jongg! ${who(ev.seat)}`,
      };
    case 'hand_ended': {
      const r = ev.result ?? {};
      if (r.winner === null || r.winner === undefined) return { text: `Hand ${r.hand} over: the wall ran out with no winner, so nobody scores.`, cls: 'big' };
      const total = r.seats?.find((s) => s.seat === r.winner)?.score?.total ?? 0;
      return { text: `Hand ${r.hand} over: ${who(r.winner)} won with ${plural(total, 'point')}.`, cls: 'big' };
    }
    case 'game_ended': {
      const w = ev.result?.winners ?? [];
      return { text: `Game over. ${w.map(who).join(' and ')} ${w.length > 1 ? 'share the win' : w[0] === me ? 'win' : 'wins'}!`, cls: 'big', sound: 'win' };
    }
    default:
      return null;
  }
}

