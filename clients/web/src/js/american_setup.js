// American Mah Jongg before the game: its options on the landing page, the one-tap quick
// start, and the "How to play" steps (our own words; the rules are docs/rules/american.md).

import { h } from './dom.js';
import { botsChoice, clockChoice, howToPanel, seg, toggle } from './options_ui.js';

export function americanOptions() {
  const bots = botsChoice();
  const clock = clockChoice();
  const seats = seg('Players', [[3, '3'], [4, '4']], 4, 'seats');
  const hands = seg('Winning hands', [['beginner', 'Beginner'], ['advanced', 'Advanced (10)']], 'beginner', 'hands');
  const extras = toggle('Charleston extras: dance again, blind and courtesy passes', true, 'charleston-extras');
  const dead = toggle('Dead hand for a false Mah Jongg', true, 'dead-hand');
  const windowMs = seg('Call window', [[1500, '1.5 s'], [2500, '2.5 s'], [4000, '4 s']], 2500, 'window');
  return {
    els: [h('div', { class: 'row top' }, seats.el, bots.el), h('div', { class: 'row top' }, hands.el, windowMs.el),
      h('div', { class: 'row top' }, clock.el, dead.el), extras.el,
      h('p', { class: 'hint', 'data-testid': 'hands-hint', text: 'Beginner is the default for people new to the game: one hand to aim for (three kongs and a pair, Jokers welcome in the kongs), so the Charleston and the calls can be learnt without reading a card of ten. Choose Advanced once everyone knows the game: ten hands worth 25 to 50. The Card button shows the hands all game long.' })],
    get: () => {
      const options = { seats: seats.get(), hands: hands.get(), charleston_extras: extras.get(), dead_hand: dead.get(), call_window_ms: windowMs.get(), turn_clock_ms: clock.get() };
      return { ruleset: 'american', options, bots: Math.min(bots.get(), seats.get() - 1) };
    },
  };
}

export const americanQuickStart = { ruleset: 'american', options: { seats: 4, hands: 'beginner' }, bots: 3 };

export const americanSettingsLine = (s) => [
  s.hands === 'beginner' ? 'beginner hand' : s.custom_card ? "the host's own card" : 'advanced hands',
  s.charleston_extras ? 'Charleston extras on' : 'plain Charleston',
  `call window ${(s.call_window_ms ?? 0) / 1000} s`,
  `turn clock ${s.turn_clock_ms ? `${s.turn_clock_ms / 1000} s` : 'off'}`,
  s.dead_hand ? 'dead hands' : 'no dead hands',
].join(' · ');

export const americanHowTo = () => howToPanel('American Mah Jongg', [
  'The aim: be first to hold 14 cards that make one of the hands on the table\'s card (Beginner: three kongs and a pair of anything; Advanced: ten hands, worth 25 to 50 points). Tap Card at any moment to see every hand, the ones you are nearest marked with what each still needs.',
  'First the Charleston: everyone passes three cards at once, right, then across, then left. Tap three cards, then Pass. You can change your pick until you press it. Jokers never leave your hand.',
  'With the extras on, the last pass may be blind: pass on one or two of the cards coming to you without looking at them. Then everyone votes on a second Charleston, and you may swap up to three cards with the player across (the courtesy pass).',
  'Then East discards and play goes round: you draw automatically, then tap a card to discard it.',
  'When someone discards a card you can use, call it: a pung (3), kong (4), quint (5) or sextet (6) goes face up in front of you, Jokers allowed in it. Mah Jongg beats every other call. Jokers count only in groups of three or more, never in a pair or a single.',
  'On your turn you may tap a Joker in any exposed group to swap in the real card it stands for.',
  'Complete a hand and press Mah Jongg. Everyone pays you the hand\'s value, doubled if you drew the last card yourself and doubled again with no Joker. A wrong Mah Jongg makes your hand dead: you sit out the rest of the hand.',
  'Everyone starts with 650 points and is East once. Highest score at the end wins.',
]);
