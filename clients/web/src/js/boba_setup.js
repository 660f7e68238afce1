// Boba Mahjong before the game: its options on the landing page (two players, a bot or
// a friend, the turn clock), the one-tap quick start, and the "How to play" steps.

import { h } from './dom.js';
import { botsChoice, howToPanel, seg } from './options_ui.js';

export function bobaOptions() {
  const bots = botsChoice(1);
  const clock = seg('Turn clock', [[30000, '30 s'], [45000, '45 s'], [90000, '90 s'], [0, 'Off']], 45000, 'clock');
  return {
    els: [h('div', { class: 'row top' }, bots.el, clock.el),
      h('p', { class: 'hint', text: 'Two players. No bot: share the table link with a friend.' })],
    get: () => ({ ruleset: 'boba', options: { seats: 2, turn_clock_ms: clock.get() }, bots: Math.min(bots.get(), 1) }),
  };
}

export const bobaQuickStart = { ruleset: 'boba', options: { seats: 2 }, bots: 1 };

export const bobaHowTo = () => howToPanel('Boba Mahjong', [
  'Two players, 53 cards: five flavours (Taro, Matcha, Strawberry, Butterfly, Mango) numbered 0 to 8, and eight toppings. Three mixing piles lie face up between you; you can read every card in them, but only take the top one.',
  'On your turn, first draw: two cards from the supply, or the top card of one mixing pile.',
  'Then either make up to three sets, or draw once more and make none. A set is three numbers that are the same (4 4 4) or in a row (5 6 7, no wrapping past 8), or any three toppings. A 0 stands in for any number. Use three cards from your hand, or two and the top of a pile.',
  'For each set you keep one card as a score card, face up in front of you, and put the other two on the mixing piles. A 0 you do not keep leaves the game.',
  'You may hold at most seven cards at the end of your turn: put the extra ones on the piles. With no cards left you draw three.',
  'When someone has ten score cards, or the supply runs out, the other player has one last turn. Your best six score cards make your drink: pairs and more of one number (Freshness), runs (Smoothness), pairs of toppings (Complexity), and groups of one colour or of different colours (Presentation). The best drink wins.',
]);
