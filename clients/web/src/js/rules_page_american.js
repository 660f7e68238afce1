// American Mah Jongg's rules page: our own words for docs/rules/american.md, with hands
// drawn by the game's own card renderer.

import { tileElement } from './american_tiles.js';

export const americanRulesPage = {
  card: (face) => tileElement(face, { small: true }),
  intro: 'Swap cards in the Charleston, then draw and discard until your 14 cards match one of the winning hands on the card. Jokers are wild in groups of three or more. Calls on a discard never depend on speed.',
  sections: [
    {
      title: 'The cards',
      text: [
        '152 cards: Craks, Dots and Bams numbered 1 to 9, the Red, Green and White Dragons, the four Winds (four of each), 8 Flowers and 8 Jokers. The White Dragon also counts as a zero.',
      ],
      show: { groups: [['C1', 'D1', 'B1'], ['RD', 'GD', 'WD'], ['N', 'E', 'S', 'W'], ['F', 'J']], caption: 'A 1 of each suit, the Dragons, the Winds, a Flower and a Joker.' },
    },
    {
      title: 'Groups',
      text: [
        'A hand is made of groups of one face: a pair (2), pung (3), kong (4), quint (5) or sextet (6). Jokers may stand in for cards of a pung or bigger group, never in a pair or a single.',
      ],
      hands: [
        { win: true, groups: [['D5', 'D5', 'J'], ['C8', 'C8', 'C8', 'C8'], ['N', 'N']], verdict: 'Good groups', why: 'a pung with a Joker, a kong, and a natural pair.' },
        { win: false, groups: [['RD', 'J']], verdict: 'Not a group', why: 'a Joker can never be part of a pair.' },
      ],
    },
    {
      title: 'The Charleston',
      text: [
        'Before play everyone passes three cards right, then across, then left. Each pass is sealed: nobody sees what comes until all have chosen. Jokers can never be passed.',
        'With the extras on (the default) the table may vote for a second Charleston (left, across, right), the last pass of each may be blind, and partners across may swap up to three cards as a courtesy.',
      ],
    },
    {
      title: 'A turn and calls',
      text: [
        'East (the dealer) starts with 14 cards and discards first. Everyone else draws, may swap a natural card for a Joker in any exposed group of that face, then declares Mah Jongg or discards.',
        'Any player may call a discard to expose a pung or bigger group that one of their winning hands could use, or to go Mah Jongg with any group, even a pair. Mah Jongg beats every other call; otherwise the seat that plays soonest after the discarder gets the card.',
      ],
    },
    {
      title: 'Winning hands',
      text: ['A hand wins only if all 14 cards, exposed groups included, match one hand of the card. The ten advanced hands are the default; the beginner hand is three kongs of different faces and a pair of another face.'],
      hands: [
        { win: true, groups: [['C3', 'C3', 'C3', 'C3'], ['D5', 'D5', 'D5', 'J'], ['B7', 'B7', 'B7', 'B7'], ['N', 'N']], verdict: 'Like Numbers, 25', why: 'three kongs of any faces and a pair (also the beginner hand).' },
        { win: true, groups: [['B2', 'B2'], ['B3', 'B3', 'B3'], ['B4', 'B4'], ['B5', 'B5', 'B5', 'B5'], ['B6', 'B6', 'B6']], verdict: 'Run, 30', why: 'five numbers in a row in one suit: two pairs, two pungs and a kong.' },
        { win: false, groups: [['B2', 'B2'], ['B3', 'B3', 'B3'], ['B4', 'B4'], ['B5', 'B5', 'B5', 'B5'], ['D6', 'D6', 'D6']], verdict: 'Not a win', why: 'a Run keeps to one suit, and the 6s are Dots.' },
      ],
    },
    {
      title: 'Scoring',
      text: [
        'Everyone starts with 650 points. Each opponent pays the winner the hand\'s value, doubled if the winner drew the last card, and doubled again if the hand has no Joker at all.',
        'Declaring a hand that does not win makes it dead (you sit out and pay like any loser). If the cards run out, nobody scores. The game ends when everyone has been East once.',
      ],
    },
  ],
};
