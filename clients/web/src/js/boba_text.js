// Boba Mahjong's events as lines for the table log, toasts and sounds. It only narrates
// what the server said happened; piles are numbered 1-3 for people (0-2 on the wire).

import { cardName, cardNames } from './boba_cards.js';

export const pileName = (p) => `pile ${p + 1}`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

// "4 Taro to pile 1, 0 Mango out of the game"
export function othersWords(others) {
  return (others ?? []).map((o) => (o.pile === null || o.pile === undefined
    ? `${cardName(o.card)} out of the game`
    : `${cardName(o.card)} onto ${pileName(o.pile)}`)).join(', ');
}

export function narrateBoba(ev, names, me) {
  const who = (seat) => (seat === me ? 'You' : names(seat));
  const verb = (seat, you, other) => (seat === me ? you : other);
  const clock = (by) => (by ? ' (out of time)' : '');
  switch (ev.type) {
    case 'game_started': {
      const tops = (ev.piles ?? []).map((p) => cardName(p[p.length - 1])).join(', ');
      const zeros = ev.zeros_reshuffled ? ` (${plural(ev.zeros_reshuffled, 'zero')} turned up and went back into the supply)` : '';
      return { text: `The game begins. ${who(ev.first_player)} ${verb(ev.first_player, 'go', 'goes')} first. The mixing piles show ${tops}${zeros}; ${ev.supply} cards in the supply.`, cls: 'big' };
    }
    case 'hand_dealt':
      return ev.seat === me ? { text: `You were dealt ${cardNames(ev.cards)}.`, cls: 'sys' } : null;
    case 'turn_started':
      if (ev.last_turn) return { text: `${who(ev.seat)}: the last turn of the game.`, cls: 'big', sound: ev.seat === me ? 'turn' : undefined };
      return ev.seat === me ? { text: 'Your turn: draw.', cls: 'sys', sound: 'turn' } : { text: `${who(ev.seat)}'s turn.`, cls: 'sys' };
    case 'supply_drawn': {
      const what = ev.cards?.length ? cardNames(ev.cards) : plural(ev.count, 'card');
      const why = ev.reason === 'empty_hand' ? ` (${verb(ev.seat, 'your', 'their')} hand was empty)` : ev.reason === 'draw_again' ? ' instead of making sets' : '';
      return { text: `${who(ev.seat)} drew ${what} from the supply${why}${clock(ev.by_turn_clock)}. ${ev.supply} left.` };
    }
    case 'pile_top_taken':
      return { text: `${who(ev.seat)} took ${cardName(ev.card)} from ${pileName(ev.pile)}${ev.draw_again ? ' instead of making sets' : ''}.` };
    case 'set_made': {
      const from = ev.from_pile === null || ev.from_pile === undefined ? '' : ` (with the top of ${pileName(ev.from_pile)})`;
      const others = othersWords(ev.others);
      return {
        text: `${who(ev.seat)} made a set of ${cardNames(ev.cards)}${from} and kept ${cardName(ev.kept)} as a score card${others ? `; ${others}` : ''}.`,
        cls: 'big',
      };
    }
    case 'sets_ended':
      if (ev.by_turn_clock) return { text: `${who(ev.seat)} ran out of time.`, cls: 'sys' };
      return { text: ev.sets === 0 ? `${who(ev.seat)} made no set this turn.` : `${who(ev.seat)} made ${plural(ev.sets, 'set')} this turn.`, cls: 'sys' };
    case 'card_discarded':
      return { text: `${who(ev.seat)} put ${cardName(ev.card)} onto ${pileName(ev.pile)} (hand limit)${clock(ev.by_turn_clock)}.` };
    case 'turn_ended':
      return null;
    case 'last_turn_called': {
      const other = ev.seat === 0 ? 1 : 0;
      const why = ev.trigger === 'supply_empty' ? 'The supply is empty'
        : ev.trigger === 'turn_limit' ? 'The game has had its 200 turns'
          : `${who(other)} ${verb(other, 'have', 'has')} ten score cards`;
      return { text: `${why}: ${who(ev.seat)} ${verb(ev.seat, 'take', 'takes')} one last turn.`, cls: 'big', toast: `Last turn: ${who(ev.seat)}` };
    }
    case 'game_ended':
      return { text: `Game over. ${resultWords(ev.result, who)}`, cls: 'big', sound: 'win' };
    default:
      return null;
  }
}

export const DECIDED_WORDS = {
  points: '',
  all_score_cards: 'Tied on the best six: all score cards were scored to decide.',
  fewer_score_cards: 'Still tied with all score cards: fewer score cards wins.',
  shared: 'Tied every way: the win is shared.',
};

// "You win, 20 to 14." / "Bot 1 wins, 18 to 16." / "A shared win, 12 each." A tie on the
// best six broken by the rules is told as such: "Bot 1 wins the tie at 16 (all score cards)."
const TIE_BROKEN_BY = { all_score_cards: 'all score cards', fewer_score_cards: 'fewer score cards' };

export function resultWords(result, who) {
  if (!result) return '';
  const scores = result.scores ?? [];
  if (result.winner === null || result.winner === undefined) return `A shared win, ${scores[0] ?? 0} points each.`;
  const w = result.winner;
  const l = w === 0 ? 1 : 0;
  const name = who(w);
  const wins = name === 'You' ? 'win' : 'wins';
  const brokenBy = TIE_BROKEN_BY[result.decided_by];
  if (brokenBy && scores[w] === scores[l]) return `${name} ${wins} the tie at ${scores[w] ?? 0} (${brokenBy}).`;
  return `${name} ${wins}, ${scores[w] ?? 0} to ${scores[l] ?? 0}.`;
}
