// The boba game's descriptor for the shell (see rulesets.js for its fields): Boba
// Mahjong, two players, no claims. Its table, moves, log words and setup are in the
// boba_*.js files.

import { renderBobaTable } from './boba_table.js';
import { narrateBoba } from './boba_text.js';
import { cardName, setBobaCatalogue } from './boba_cards.js';
import { bobaController, myBobaMove } from './boba_controller.js';
import { bobaHowTo, bobaOptions, bobaQuickStart } from './boba_setup.js';

export const bobaRuleset = {
  id: 'boba',
  name: 'Boba Mahjong',
  players: '2 players',
  summary: 'Make sets of three from your hand and three open mixing piles, keep one card of each, and build the best bubble-tea drink from your six best.',
  renderTable: renderBobaTable,
  narrate: narrateBoba,
  controller: bobaController,
  onLobby: (table) => setBobaCatalogue(table?.catalogue),
  claimWord: 'Boba',
  keysHint: 'D draws two, E ends your sets, M makes the picked set; arrows and Enter pick cards.',
  myMove: myBobaMove,
  canClaim: () => false,
  settingsLine: (s) => `2 players · turn clock ${s.turn_clock_ms ? `${s.turn_clock_ms / 1000} s` : 'off'}`,
  options: bobaOptions,
  quickStart: bobaQuickStart,
  howTo: bobaHowTo,
  // One deal per game: the setup is round 1, drawn from the supply two at a time.
  deals: { start: 'game_started', round: null, pile: 'supply', draws: ['supply_drawn'], end: 'game_ended', word: 'Game' },
  cardName,
  roundOutcome: (r, name) => (r.winner === null || r.winner === undefined ? 'a tie' : `${name(r.winner)} won`),
  keysHelp: ['D: draw two from the supply (or draw again instead of sets)', 'Left and right arrows: move along your hand; Enter: pick or unpick that card', 'M: make the picked set once a card to keep is chosen; Escape: clear the picking', 'E: end your sets for this turn'],
};
