// Not Your Ma's Jong's rules page: our own words for docs/rules/nymj.md, with hands
// drawn by the game's own card renderer.

import { cardElement } from './nymj_cards.js';

export const nymjRulesPage = {
  card: (face) => cardElement(face, { small: true }),
  intro: 'Draw and discard until your 11 cards make three sets and a pair. Anyone may shout STEAL! to grab a discard that finishes a set for them, so being quick matters. Each round\'s winner collects tokens; the most tokens at the end wins.',
  sections: [
    {
      title: 'The cards',
      text: [
        '75 cards, three copies of each. Red, Blue and Green are numbered 1 to 6. Seasons (Spring, Summer, Fall, Winter) and Emotions (Love, Guilt, Pride) have no numbers.',
      ],
      show: { groups: [['R3', 'B3', 'G3'], ['spring', 'summer', 'fall', 'winter'], ['love', 'guilt', 'pride']], caption: 'A 3 of each numbered suit, the four Seasons and the three Emotions.' },
    },
    {
      title: 'Sets and pairs',
      text: [
        'A set is three cards: three of the same face, or three numbers in a row in one colour. Seasons and Emotions only make sets of three alike. Runs do not wrap round: 5-6-1 is not a set.',
        'A pair is two cards of the same face.',
      ],
      hands: [
        { win: true, groups: [['R2', 'R2', 'R2'], ['G3', 'G4', 'G5'], ['love', 'love', 'love']], verdict: 'Three sets', why: 'three alike, a run in one colour, three alike.' },
        { win: false, groups: [['B5', 'B6', 'B1'], ['spring', 'summer', 'fall'], ['R3', 'B4', 'G5']], verdict: 'No set here', why: 'runs do not wrap, Seasons never run, and a run keeps to one colour.' },
      ],
    },
    {
      title: 'A turn',
      text: [
        'Ma (the dealer) starts with 11 cards and discards first; everyone else holds 10.',
        'On your turn the server draws a card for you. Then either declare a win, if your 11 cards make three sets and a pair, or discard one card. Sets you laid down after a steal count towards your three.',
      ],
    },
    {
      title: 'STEAL!',
      text: [
        'Right after someone else\'s discard you may press STEAL! for it, but only if it completes a set with two cards from your hand, or if it is the last card you need to win. A card that would only make a pair can be stolen only when that pair wins.',
        'After a steal you lay the set face up and discard. Play goes on from the seat after you, so anyone in between loses a turn.',
        'If two people steal, a winning steal beats a set, then the earliest steal (by the server\'s clock, allowing for each connection\'s lag) gets the card. A steal that was not allowed costs you your next turn.',
      ],
      show: { groups: [['B4', 'B6'], ['B5']], caption: 'You hold 4 and 6 Blue; someone discards 5 Blue: STEAL! it to make 4-5-6 Blue.' },
    },
    {
      title: 'Winning hands',
      text: ['You win with 11 cards: three sets and one pair, either by drawing the last card or by stealing it.'],
      hands: [
        { win: true, groups: [['R1', 'R2', 'R3'], ['G5', 'G5', 'G5'], ['pride', 'pride', 'pride'], ['B4', 'B4']], verdict: 'A win', why: 'three sets (a run and two of three alike) and a pair of 4 Blue.' },
        { win: true, groups: [['B2', 'B3', 'B4'], ['B4', 'B5', 'B6'], ['winter', 'winter', 'winter'], ['love', 'love']], verdict: 'A win', why: 'two runs may share a colour, and a pair of Emotions is a pair like any other.' },
        { win: false, groups: [['R1', 'R2', 'R3'], ['G5', 'G5', 'G5'], ['B4', 'B4'], ['summer', 'summer'], ['fall']], verdict: 'Not a win', why: 'only two sets: a pair is not a set, and the Fall fits nothing.' },
      ],
    },
    {
      title: 'Tokens',
      text: [
        'Everyone starts with 10 tokens. Every loser pays the winner: 1 token for a win by stealing, 2 for a win by drawing. Ma always pays or collects double.',
        'Ma moves one seat on each round. The game ends after 8 rounds (9 with three players), or after a round in which someone runs out of tokens. The most tokens wins.',
      ],
    },
  ],
};
