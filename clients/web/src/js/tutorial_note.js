// The note a guided hand shows when the learner did something other than the last hint
// said: `prev` is that hint ({step, face, name, window, held}), `view` the view now, `hand`
// its faces. Pure, so it is tested without a page.

// How many cards of `face` the seat has, in hand and in its exposed sets (a NYMJ set is a
// list of cards, an American group has `cards`): a call moves the claimed card into one of
// the two, so the total grows by one.
export function owned(view, me, face) {
  const inHand = (view.hand ?? []).filter((c) => c.face === face).length;
  const sets = view.seats?.[me]?.exposed ?? [];
  const exposed = sets.flatMap((s) => (Array.isArray(s) ? s : s.cards ?? [])).filter((c) => c.face === face).length;
  return inHand + exposed;
}

export function strayedFrom(prev, view, me, hand) {
  if (!prev) return '';
  const still = (face) => hand.filter((f) => f === face).length;
  if (prev.step === 'discard' && !(view.phase === 'awaiting_discard' && view.current === me) && still(prev.face) >= prev.held) {
    return `You kept the ${prev.name} and let another card go. That is allowed; here is what to do from here.`;
  }
  if (prev.step !== 'steal' && prev.step !== 'call') return '';
  const letGo = `You let the ${prev.name} go. No harm done: the hints go on from your hand as it is now.`;
  // Answered the window the hint was about, and not with the call it asked for.
  const w = view.window;
  if (w?.id === prev.window) return w.answered && !(w.called ?? []).includes(me) ? letGo : '';
  // The window closed before an update showed the answer (the learner's pass was the last
  // one, or the clock ran out): a call would have taken the card, so owning no more of its
  // face than before means it went by.
  const over = view.phase === 'round_over' || view.phase === 'game_over';
  return !over && owned(view, me, prev.face) <= prev.owned ? letGo : '';
}
