// The Gimme! Mahjong descriptor for the shell (see rulesets.js for its fields). Its
// table, moves, log words and setup are in the gimme_*.js files.

import { renderGimmeTable } from './gimme_table.js';
import { narrateGimme } from './gimme_text.js';
import { setGimmeCatalogue, tileName } from './gimme_tiles.js';
import { gimmeController } from './gimme_controller.js';
import { gimmeHowTo, gimmeOptions, gimmeQuickStart } from './gimme_setup.js';

export const gimmeRuleset = {
  id: 'gimme',
  name: 'Gimme! Mahjong',
  players: '2-4 players',
  summary: 'A friendly game for all ages: make pairs, triples and quads of matching tiles, say Gimme! for a dropped tile, several players can finish. Nobody loses points.',
  renderTable: renderGimmeTable,
  narrate: narrateGimme,
  controller: gimmeController,
  onLobby: (table) => setGimmeCatalogue(table?.catalogue),
  claimWord: 'Gimme',
  keysHint: 'G says Gimme!, arrows and Enter drop a tile.',
  myMove: (v, me) => me !== null && ((v.phase === 'awaiting_discard' && v.current === me) || (!!v.window && (v.legal?.claim?.length ?? 0) > 0)),
  canClaim: (v) => !!v?.window && (v?.legal?.claim?.length ?? 0) > 0,
  settingsLine: (s) => `${s.rounds} round${s.rounds === 1 ? '' : 's'} · Gimme window ${(s.gimme_window_ms ?? 0) / 1000} s · turn clock ${s.turn_clock_ms ? `${s.turn_clock_ms / 1000} s` : 'off'} · bonuses ${s.bonuses ? 'on' : 'off'}${s.pesky_pairs_1 ? ' · Pesky Pairs 1' : ''}${s.pesky_pairs_2 ? ' · Pesky Pairs 2' : ''}${s.mahjong_first ? ' · Mahjong first' : ''}`,
  options: gimmeOptions,
  quickStart: gimmeQuickStart,
  howTo: gimmeHowTo,
  deals: { start: 'round_started', round: 'round', pile: 'pool', end: 'round_ended' },
  cardName: tileName,
  drewWord: 'took',
  roundOutcome: (r, name) => (r.finishes?.length ? `${r.finishes.map((f) => name(f.seat)).join(', ')} finished` : 'nobody finished'),
  keysHelp: ['G or Space: Gimme! while a dropped tile is open', 'Left and right arrows: move along your hand; Enter: drop that tile', 'P: pass on the open tile; W: declare Mahjong when it lights up'],
};
