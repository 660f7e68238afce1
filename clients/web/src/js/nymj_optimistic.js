// The view shown between a discard's press and the server's update: the card already
// on the pile and out of the hand, nothing more to discard. Display only: the server's
// next view replaces it whole.

import { cardId } from './nymj_cards.js';

// Returns the view with card id `id` discarded by seat `me`, or null when this view
// allows no such discard.
export function viewAfterDiscard(view, id, me) {
  if (!view?.legal?.discard || me === null || me === undefined) return null;
  const card = (view.hand ?? []).find((c) => cardId(c) === id);
  if (!card) return null;
  return {
    ...view,
    hand: view.hand.filter((c) => cardId(c) !== id),
    just_drawn: cardId(view.just_drawn) === id ? null : view.just_drawn,
    discard_pile: [...(view.discard_pile ?? []), card],
    seats: view.seats.map((s) => (s.seat === me ? { ...s, concealed_count: Math.max(0, s.concealed_count - 1) } : s)),
    legal: { ...view.legal, discard: false, declare_win: false },
    pending_discard: card,
  };
}
