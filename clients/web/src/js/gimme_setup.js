// Gimme! Mahjong before the game: its options on the landing page, the one-tap quick
// start, and the "How to play" steps.

import { h } from './dom.js';
import { botsChoice, clockChoice, howToPanel, seg, toggle } from './options_ui.js';

export function gimmeOptions() {
  const bots = botsChoice();
  const clock = clockChoice();
  const seats = seg('Players', [[2, '2'], [3, '3'], [4, '4']], 4, 'seats');
  const rounds = seg('Rounds', [[0, 'One each'], [1, '1'], [2, '2'], [4, '4'], [8, '8']], 0, 'rounds');
  const windowMs = seg('Gimme window', [[1500, '1.5 s'], [2500, '2.5 s'], [4000, '4 s']], 2500, 'window');
  const bonuses = toggle('Bonus points', true, 'bonuses');
  const pp1 = toggle('Pesky Pairs 1: no Joker in a Pair', false, 'pesky1');
  const pp2 = toggle('Pesky Pairs 2: Gimme a Pair only to finish', false, 'pesky2');
  const mjFirst = toggle('Mahjong first: a finishing Gimme beats a nearer seat', false, 'mahjong-first');
  return {
    els: [h('div', { class: 'row top' }, seats.el, bots.el), h('div', { class: 'row top' }, rounds.el, windowMs.el),
      h('div', { class: 'row top' }, clock.el, bonuses.el), h('div', { class: 'row top' }, pp1.el, pp2.el), mjFirst.el,
      h('p', { class: 'hint', text: 'Pesky Pairs make the game harder; leave them off to start with.' })],
    get: () => {
      const options = { seats: seats.get(), gimme_window_ms: windowMs.get(), turn_clock_ms: clock.get(), bonuses: bonuses.get(), pesky_pairs_1: pp1.get(), pesky_pairs_2: pp2.get(), mahjong_first: mjFirst.get() };
      if (rounds.get()) options.rounds = rounds.get();
      return { ruleset: 'gimme', options, bots: Math.min(bots.get(), seats.get() - 1) };
    },
  };
}

export const gimmeQuickStart = { ruleset: 'gimme', options: { seats: 4 }, bots: 3 };

export const gimmeHowTo = () => howToPanel('Gimme! Mahjong', [
  'Everyone gets 13 tiles. On your turn you take a tile from the pool automatically, then drop one.',
  'A set is 2, 3 or 4 tiles of exactly the same face (5 Dots, 5 Dots). A Joker can stand in for any tile of a set.',
  'When someone drops a tile that makes a set with yours, press Gimme! The nearest caller after the dropper gets it: speed never matters, and a Gimme that cannot work costs nothing.',
  'After taking from the pool you may tap a glowing Joker in a laid-down set to swap your matching tile for it.',
  'When every tile you hold is in a set, press Declare Mahjong. 1 point, plus 1 each for finishing first, one suit, no Jokers, and all even or all odd.',
  'Several players can finish a round. Most points after the last round wins; ties share the win.',
]);
