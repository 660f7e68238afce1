// Turns the server's events into lines for the table log, toasts and sounds. It only
// narrates what the server said happened.

import { describe } from './nymj_cards.js';

const cardName = (c) => describe(c)?.name ?? 'a card';

// names(seat) gives a display name; me is the viewer's seat (or null).
export function narrate(ev, names, me) {
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const whose = (seat) => (seat === me ? 'your' : `${names(seat)}'s`);
  switch (ev.type) {
    case 'game_started':
      return { text: `The game begins. ${who(ev.first_ma)} ${ev.first_ma === me ? 'are' : 'is'} Ma first.`, cls: 'big' };
    case 'round_started':
      return {
        text: `${ev.tiebreaker ? 'Tiebreaker round' : `Round ${ev.round}`} begins. Ma: ${who(ev.ma)}.`,
        cls: 'big',
      };
    case 'hand_dealt':
      return ev.seat === me ? { text: `You were dealt ${ev.cards?.length ?? ''} cards.`, cls: 'sys' } : null;
    case 'card_drawn':
      return ev.seat === me && ev.card ? { text: `You drew ${cardName(ev.card)}.`, cls: 'sys' } : null;
    case 'draw_pile_reshuffled':
      return { text: `The discards were shuffled into a new draw pile (${ev.cards} cards).`, cls: 'sys' };
    case 'card_discarded':
      return { text: `${who(ev.seat)} discarded ${cardName(ev.card)}${ev.by_turn_clock ? ' (out of time)' : ''}.` };
    case 'steal_called':
      return { text: `${who(ev.seat)} yelled STEAL!`, cls: 'big', sound: 'steal', toast: `STEAL! — ${who(ev.seat)}`, toastKind: 'steal' };
    case 'mistaken_steal':
      return {
        text: `${who(ev.seat)} stole by mistake and ${ev.seat === me ? 'lose' : 'loses'} a turn (skips pending: ${ev.pending_skips}).`,
        cls: 'big',
        toast: `${who(ev.seat)} stole by mistake: loses a turn`,
      };
    case 'claim_window_closed':
      return ev.awarded_to === null || ev.awarded_to === undefined
        ? null
        : { text: `${who(ev.awarded_to)} got the card.`, cls: 'big' };
    case 'card_stolen':
      return {
        text: `${who(ev.seat)} took ${cardName(ev.card)} from ${who(ev.from)}${ev.wins ? ' and won!' : '.'}`,
        cls: 'big',
        toast: `${who(ev.seat)} got ${cardName(ev.card)}${ev.wins ? ' and won!' : ''}`,
      };
    case 'set_exposed':
      return { text: `${who(ev.seat)} exposed ${(ev.set ?? []).map(cardName).join(', ')}${ev.by_turn_clock ? ' (out of time)' : ''}.` };
    case 'turn_skipped':
      return { text: `${whose(ev.seat)[0].toUpperCase()}${whose(ev.seat).slice(1)} turn was skipped (skips left: ${ev.pending_skips}).` };
    case 'turn_started':
      return ev.seat === me ? { text: 'Your turn.', cls: 'sys', sound: 'turn' } : null;
    case 'round_ended': {
      const r = ev.result ?? {};
      if (r.void || r.winner === null || r.winner === undefined) return { text: 'The round is void: nobody won.', cls: 'big' };
      return {
        text: `${who(r.winner)} won the round by ${r.method === 'stealing' ? 'stealing' : 'drawing'}!`,
        cls: 'big',
        sound: r.winner === me ? 'win' : undefined,
      };
    }
    case 'tiebreaker_called':
      return { text: `Tie for the lead! Tiebreaker between ${(ev.players ?? []).map(who).join(' and ')}.`, cls: 'big', toast: 'Tiebreaker round!' };
    case 'game_ended':
      return { text: `Game over. ${who(ev.result?.winner)} ${ev.result?.winner === me ? 'win' : 'wins'}!`, cls: 'big', sound: 'win' };
    default:
      return null;
  }
}
