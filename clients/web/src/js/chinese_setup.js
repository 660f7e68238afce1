// Chinese Mah Jongg before the game: its options on the landing page, the one-tap quick
// start, and the "How to play" steps (our own words; the rules are docs/rules/chinese.md).

import { h } from './dom.js';
import { botsChoice, clockChoice, howToPanel, seg, toggle } from './options_ui.js';

export function chineseOptions() {
  const bots = botsChoice(5);
  const clock = clockChoice();
  const flowers = toggle('Flowers and Seasons (3-4 players)', false, 'flowers');
  const flowerHint = h('p', { class: 'hint', 'data-testid': 'flowers-hint', text: '' });
  const showFlowers = (n) => {
    flowers.el.hidden = n > 4;
    flowerHint.textContent = n === 5 ? 'Five players: the four Flowers are North-East Wind cards.'
      : n === 6 ? 'Six players: all eight Flowers are Extra Wind cards; hands are 10 cards and a pair plus three groups, no kongs.' : '';
  };
  const seats = seg('Players', [[3, '3'], [4, '4'], [5, '5'], [6, '6']], 4, 'seats', showFlowers);
  const limit = seg('Limit per payment', [[0, 'None'], [50, '50'], [100, '100'], [500, '500']], 0, 'limit');
  const windowMs = seg('Claim window', [[1500, '1.5 s'], [2500, '2.5 s'], [4000, '4 s']], 2500, 'window');
  showFlowers(4);
  return {
    els: [h('div', { class: 'row top' }, seats.el, bots.el), h('div', { class: 'row top' }, flowers.el, limit.el),
      flowerHint, h('div', { class: 'row top' }, windowMs.el, clock.el),
      h('p', { class: 'hint', text: 'A game is one hand per player: everyone is East once. Calls are settled by seat order, never by who pressed first.' })],
    get: () => {
      const n = seats.get();
      const options = { seats: n, limit: limit.get(), claim_window_ms: windowMs.get(), turn_clock_ms: clock.get() };
      if (n <= 4) options.flowers = flowers.get();
      return { ruleset: 'chinese', options, bots: Math.min(bots.get(), n - 1) };
    },
  };
}

export const chineseQuickStart = { ruleset: 'chinese', options: { seats: 4 }, bots: 3 };

export const chineseHowTo = () => howToPanel('Chinese Mah Jongg', [
  'Cards: Craks, Dots and Bams numbered 1 to 9, the Red, Green and White Dragons and the four Winds, four of each. No Jokers. Flowers are an option for 3 or 4 players; with 5 or 6 they act as extra Wind cards.',
  'East starts with one card more and opens by discarding. On your turn a card is drawn for you; tap a card in your hand to throw it out.',
  'Aim: a pair plus four groups of three (14 cards), or a pair plus three groups of four. Groups are pungs (three alike), kongs (four alike) and chows (three or four in a row of one suit). Six players: a pair and three groups of three, 11 cards.',
  'When someone discards, the buttons show every group that card completes for you. Call one, or pass. A call that gives Mah Jongg comes first; otherwise the seat next in turn after the discarder gets it. Pressing first never wins a card.',
  'A called group is laid face up. When your hand is complete on your own draw, press Mah Jongg.',
  'Scoring: pungs and kongs score points (more for 1s, 9s, Winds and Dragons); the winner adds bonuses and then doubles for things like a Dragon set or a one-suit hand. Losers score their own sets too.',
  'Everyone pays the winner; East pays and collects double. Then the losers settle the differences between them. The hand-end sheet shows every line of the arithmetic.',
]);
