// The American Mah Jongg descriptor for the shell (see rulesets.js for its fields).

import { renderAmericanTable } from './american_table.js';
import { narrateAmerican } from './american_text.js';
import { setAmericanCatalogue, tileName } from './american_tiles.js';
import { setAmericanCard } from './american_card.js';
import { americanController } from './american_controller.js';
import { americanHowTo, americanOptions, americanQuickStart, americanSettingsLine } from './american_setup.js';

const inCharleston = (v) => !!(v?.legal?.pass_cards || v?.legal?.vote || v?.legal?.offer_courtesy);
const canCall = (v) => !!v?.window && !v.window.answered && (!!v.legal?.call_mah_jongg || (v.legal?.claim?.length ?? 0) > 0);

export const americanRuleset = {
  id: 'american',
  name: 'American Mah Jongg',
  players: '3-4 players',
  summary: 'Pass cards in the Charleston, then draw, discard and call towards one of the hands on the card. Jokers help in groups of three or more. Everyone starts with 650 points.',
  renderTable: renderAmericanTable,
  narrate: narrateAmerican,
  controller: americanController,
  onLobby: (table) => {
    setAmericanCatalogue(table?.catalogue);
    setAmericanCard(table?.card);
  },
  claimWord: 'Call',
  keysHint: 'Space calls the open discard, M calls Mah Jongg, H shows the nearest hands, C opens the card, arrows and Enter discard.',
  myMove: (v, me) => me !== null && ((v.phase === 'awaiting_discard' && v.current === me) || inCharleston(v) || canCall(v)),
  canClaim: canCall,
  settingsLine: americanSettingsLine,
  options: americanOptions,
  quickStart: americanQuickStart,
  howTo: americanHowTo,
  deals: { start: 'round_started', round: 'round', pile: 'wall', end: 'round_ended' },
  cardName: tileName,
  roundOutcome: (r, name) => (r.win ? `${name(r.win.seat)} won` : 'wall game'),
  keysHelp: ['Space: call the open discard (Mah Jongg first, else the one group it makes)', 'M: call Mah Jongg; W: declare Mah Jongg on your turn', 'Left and right arrows: move along your hand; Enter: discard or pick that card', 'P: pass on the open discard; H: show or hide the nearest hands; C: the card, every winning hand'],
};
