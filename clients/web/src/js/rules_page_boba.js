// Boba Mahjong's rules page: our own words for docs/rules/boba.md, with sets drawn by
// the game's own card renderer.

import { cardElement } from './boba_cards.js';

export const bobaRulesPage = {
  card: (face) => cardElement(face, { small: true }),
  intro: 'A two-player game with a bubble-tea theme. Make sets of three, keep one card of each set as a score card, and at the end your best six score cards make your drink. There are no claims: the two of you simply take turns.',
  sections: [
    {
      title: 'The cards',
      text: [
        '53 cards: five flavours (Taro, Matcha, Strawberry, Butterfly, Mango), each numbered 0 to 8, and eight toppings with no number or flavour. A 0 is wild when you make a set.',
      ],
      show: { groups: [['taro4', 'matcha4', 'strawberry4', 'butterfly4', 'mango4'], ['pearls', 'grass_jelly', 'cheese_foam', 'red_bean']], caption: 'A 4 of each flavour, and the four kinds of topping.' },
    },
    {
      title: 'Sets',
      text: [
        'A set is three numbers that are the same or in a row (colours do not matter, and a 0 stands in for any number), or three toppings of any kinds. Rows do not wrap round.',
        'A set uses three cards from your hand, or two from your hand and the top card of a mixing pile.',
      ],
      hands: [
        { win: true, groups: [['taro5', 'matcha6', 'mango7'], ['strawberry1', 'taro0', 'butterfly3'], ['pearls', 'red_bean', 'cheese_foam']], verdict: 'Three sets', why: 'a row, a row with a 0 as its 2, and three toppings.' },
        { win: false, groups: [['mango8', 'taro0', 'matcha1'], ['taro2', 'pearls', 'matcha3']], verdict: 'Not sets', why: 'rows do not wrap round after 8, and toppings never mix with numbers.' },
      ],
    },
    {
      title: 'A turn',
      text: [
        'Draw two cards from the supply, or the top card of one of the three mixing piles. Then either make up to three sets, or draw again and make none.',
        'From each set keep one card as a score card; the other two go on top of mixing piles (a 0 from a set leaves the game). At the end of your turn you may hold at most seven cards.',
      ],
    },
    {
      title: 'The end and your drink',
      text: [
        'When someone has 10 score cards or the supply runs out, the other player takes one more turn and the game ends.',
        'Your best six score cards score in four ways: Freshness (cards of the same number or topping), Smoothness (a straight of numbers), Complexity (every two toppings) and Presentation (three or more of one flavour, or of all different flavours). Most points wins.',
      ],
      show: { groups: [['taro2', 'taro3', 'taro4', 'matcha5'], ['pearls', 'pearls']], caption: 'Six score cards worth 13: Smoothness 4 for 2-3-4-5, Freshness 3 and Complexity 3 for the Pearls, Presentation 3 for three Taro.' },
    },
  ],
};
