// Chinese Mah Jongg's rules page: our own words for docs/rules/chinese.md, with hands
// drawn by the game's own card renderer.

import { tileElement } from './chinese_tiles.js';

export const chineseRulesPage = {
  card: (face) => tileElement(face, { small: true }),
  intro: 'The classic style, played with cards: build runs and triples, call discards, and score a hand whose value doubles and doubles again. Everyone scores something, and players settle up after each hand. Calls never depend on speed.',
  sections: [
    {
      title: 'The cards',
      text: [
        '136 cards, four of each face: Craks, Dots and Bams numbered 1 to 9, the Red, Green and White Dragons, and the East, South, West and North Winds. There are no Jokers. Flowers join with five or six players, or when the table turns them on.',
      ],
      show: { groups: [['C1', 'D1', 'B1'], ['RD', 'GD', 'WD'], ['EW', 'SW', 'WW', 'NW']], caption: 'A 1 of each suit, the Dragons and the Winds.' },
    },
    {
      title: 'Groups',
      text: [
        'A pung is three identical cards, a kong four, a chow three or four numbers in a row in one suit, and a pair two identical cards.',
      ],
      hands: [
        { win: true, groups: [['D5', 'D5', 'D5'], ['NW', 'NW', 'NW', 'NW'], ['B6', 'B7', 'B8']], verdict: 'Good groups', why: 'a pung, a kong and a chow.' },
        { win: false, groups: [['C8', 'C9', 'C1'], ['EW', 'SW', 'WW']], verdict: 'Not groups', why: 'runs do not wrap round, and Winds never run.' },
      ],
    },
    {
      title: 'A turn and calls',
      text: [
        'East (the dealer) starts with 14 cards and discards first; everyone else holds 13. On your turn you draw (the server does it), then declare Mah Jongg or discard.',
        'Any player may call a discard for a pung, a kong or a chow, laying the group face up, or for Mah Jongg with any group, even a pair. Mah Jongg beats every other call; otherwise the seat that plays soonest after the discarder gets the card. Anyone in between misses a turn.',
      ],
    },
    {
      title: 'Winning hands',
      text: ['A winning hand is 14 cards: a pair plus four groups of three, or a pair plus three groups of four. (With six players it is 11 cards: three groups of three and a pair.)'],
      hands: [
        { win: true, groups: [['RD', 'RD', 'RD'], ['B2', 'B3', 'B4'], ['C7', 'C7', 'C7'], ['D5', 'D6', 'D7'], ['SW', 'SW']], verdict: 'Mah Jongg', why: 'four groups of three and a pair.' },
        { win: true, groups: [['EW', 'EW', 'EW', 'EW'], ['C1', 'C1', 'C1', 'C1'], ['D5', 'D6', 'D7', 'D8'], ['GD', 'GD']], verdict: 'Mah Jongg', why: 'three groups of four and a pair.' },
        { win: false, groups: [['B1', 'B2', 'B3'], ['C4', 'C4', 'C4'], ['D7', 'D7'], ['D8', 'D8'], ['RD', 'RD'], ['NW', 'NW']], verdict: 'Not a win', why: 'a hand has one pair, and this one has four.' },
      ],
    },
    {
      title: 'Scoring',
      text: [
        'Pungs and kongs score points (more for 1s, 9s, Winds and Dragons; chows score none). The winner adds 20 for Mah Jongg and bonuses, then doubles for things like Dragon sets, their own Wind, a concealed hand or a single suit.',
        'Every loser pays the winner the winner\'s score; then the losers settle the differences between their own scores. East pays and collects double.',
      ],
    },
  ],
};
