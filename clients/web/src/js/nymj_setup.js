// Not Your Ma's Jong before the game: its options on the landing page, the one-tap
// quick start, and the "How to play" steps.

import { h } from './dom.js';
import { botsChoice, clockChoice, howToPanel, seg } from './options_ui.js';

export function nymjOptions() {
  const bots = botsChoice();
  const clock = clockChoice();
  const seats = seg('Players', [[3, '3'], [4, '4']], 4, 'seats');
  const claim = seg('Claim window', [[1500, '1.5 s'], [2500, '2.5 s'], [4000, '4 s']], 2500, 'claim');
  // A full game is 8 rounds (9 with 3 players); the server counts 0 as full.
  const length = seg('Game length', [[0, 'Full'], [4, 'Half (4 rounds)'], [2, 'Quick (2)']], 0, 'length');
  return {
    els: [h('div', { class: 'row top' }, seats.el, bots.el), h('div', { class: 'row top' }, claim.el, clock.el), length.el],
    get: () => {
      const choice = { seats: seats.get(), claim_window_ms: claim.get(), turn_clock_ms: clock.get(), bots: Math.min(bots.get(), seats.get() - 1) };
      // NYMJ's other settings go at the top level; its newer ones only as options.
      if (length.get()) choice.extra = { options: { rounds: length.get() } };
      return choice;
    },
  };
}

export const nymjQuickStart = { seats: 4, claim_window_ms: 2500, turn_clock_ms: 30000, bots: 3 };

export const nymjHowTo = () => howToPanel("Not Your Ma's Jong", [
  'Everyone holds 10 cards (Ma holds 11 and discards first). On your turn you draw automatically, then discard one card.',
  'A set is three identical cards or a run of three in one colour (4-5-6 Blue). Seasons and Emotions only make three-alike sets.',
  'Win with 11 cards: three sets and a pair. Press Declare win when the button lights up.',
  'After every discard there is a short claim window. If that card completes a set with two of yours, or wins you the hand, press STEAL! (or Space). The set goes face up and you discard.',
  'Stealing when the card does not fit costs you your next turn.',
  'Winners are paid in tokens; Ma pays and earns double. Most tokens after 8 rounds (9 with 3 players, fewer in a half or quick game) wins.',
]);
