// Gimme! Mahjong's rules page: our own words for docs/rules/gimme.md, with hands drawn
// by the game's own tile renderer.

import { tileElement } from './gimme_tiles.js';

export const gimmeRulesPage = {
  card: (face) => tileElement(face, { small: true }),
  intro: 'A friendly game for every age: sort your tiles into matching sets, use Jokers to fill gaps, and say Gimme! to take a tile someone dropped. Nobody loses points, and several players can finish a round.',
  sections: [
    {
      title: 'The tiles',
      text: ['116 tiles: Dots, Cracks and Bams numbered 1 to 9 (four of each), and 8 Jokers.'],
      show: { groups: [['D5', 'C5', 'B5'], ['J']], caption: 'A 5 of each suit, and a Joker.' },
    },
    {
      title: 'Sets',
      text: [
        'A set is two, three or four tiles of exactly the same suit and number: a Pair, a Triple or a Quadruple. There are no runs.',
        'A Joker can stand in for any tile of a set, but a set needs at least one real tile.',
      ],
      hands: [
        { win: true, groups: [['B7', 'B7'], ['D2', 'D2', 'D2'], ['C9', 'J', 'C9']], verdict: 'Three sets', why: 'a Pair, a Triple, and a Triple with a Joker in it.' },
        { win: false, groups: [['D1', 'D2', 'D3'], ['J', 'J']], verdict: 'No set here', why: 'there are no runs, and Jokers alone name no tile.' },
      ],
    },
    {
      title: 'A turn',
      text: [
        'Everyone gets 13 tiles. On your turn you take a tile from the pool (the server does it for you).',
        'Then, if a laid-down set holds a Joker and you have a real tile of that set, you may swap them (a Joker Steal). If all your tiles are in sets, declare Mahjong. Otherwise drop a tile.',
      ],
    },
    {
      title: 'Gimme!',
      text: [
        'When someone drops a tile, say Gimme! if it makes a set with one to three of your tiles. Lay that set down, then drop a tile. Play goes on from the seat after you.',
        'If several players call, the one sitting closest after the dropper gets it. Being fast does not matter, and a call that does not work costs nothing. Nobody can take a dropped Joker.',
      ],
      show: { groups: [['C4', 'C4'], ['C4']], caption: 'You hold two 4 Cracks; a 4 Cracks is dropped: Gimme! it for a Triple.' },
    },
    {
      title: 'Mahjong',
      text: ['On your turn you hold 14 tiles. When every one of them is in a set, that is Mahjong: any mix of Pairs, Triples and Quadruples that uses all 14.'],
      hands: [
        { win: true, groups: [['D2', 'D2', 'D2'], ['D4', 'D4', 'D4', 'D4'], ['D6', 'D6', 'D6', 'D6'], ['D8', 'D8', 'D8']], verdict: 'Mahjong, 5 points if first', why: 'every tile in a set; one suit, no Jokers and all even earn the bonuses.' },
        { win: true, groups: [['B1', 'B1', 'B1'], ['B5', 'B5'], ['C9', 'J', 'C9'], ['C3', 'C3', 'C3', 'C3'], ['C7', 'C7']], verdict: 'Mahjong', why: 'every tile in a set, a Joker helping one of them.' },
        { win: false, groups: [['D1', 'D2', 'D3'], ['C4', 'C4', 'C4', 'C4'], ['B6', 'B6', 'B6', 'B6'], ['B9', 'B9', 'B9']], verdict: 'Not Mahjong', why: '1, 2 and 3 Dots are three different tiles, and runs are no sets in this game.' },
      ],
    },
    {
      title: 'Points',
      text: [
        'Each player who finishes scores 1 point, plus 1 each for: finishing first, one suit only, no Jokers, and every number even (or every number odd). Points are never taken away.',
        'Once you finish you stop playing; the others go on until the pool runs out or one player is left. The game has one round per player by default; the highest total wins.',
      ],
    },
  ],
};
