// The Not Your Ma's Jong descriptor for the shell (see rulesets.js for its fields). Its
// table, moves, log words and setup are in the nymj_*.js files.

import { renderTable } from './nymj_table.js';
import { narrate } from './nymj_text.js';
import { describe } from './nymj_cards.js';
import { nymjController } from './nymj_controller.js';
import { nymjHowTo, nymjOptions, nymjQuickStart } from './nymj_setup.js';

// How NYMJ's events tell a deal (fairness.js): a round per deal, the draw pile, which is
// reshuffled from the discards when it runs out.
export const NYMJ_DEALS = { start: 'round_started', round: 'round', pile: 'draw_pile', end: 'round_ended', reshuffled: 'draw_pile_reshuffled' };

export const nymjRuleset = {
  id: 'nymj',
  name: "Not Your Ma's Jong",
  players: '3-4 players',
  summary: 'Draw and discard towards three sets and a pair; yell STEAL! when a discard completes your set. Tokens change hands.',
  renderTable,
  narrate,
  controller: nymjController,
  // The first game: its settings go at the top level of create_table, not in options
  // (protocol/README.md, "Which game").
  settingsAtTop: true,
  claimWord: 'STEAL',
  keysHint: 'Space yells STEAL!, arrows and Enter discard.',
  myMove: (v, me) => me !== null && (((v.phase === 'awaiting_discard' || v.phase === 'awaiting_exposure') && v.current === me) || !!v.legal?.steal),
  canClaim: (v) => !!v?.legal?.steal,
  settingsLine: (s) => `${s.rounds ? `${s.rounds} rounds` : 'Full game'} · claim window ${(s.claim_window_ms ?? 0) / 1000} s · turn clock ${s.turn_clock_ms ? `${s.turn_clock_ms / 1000} s` : 'off'} · ${s.starting_tokens ?? 10} tokens each`,
  options: nymjOptions,
  quickStart: nymjQuickStart,
  howTo: nymjHowTo,
  deals: NYMJ_DEALS,
  cardName: (c) => describe(c)?.name ?? null,
  roundOutcome: (r, name) => (r.void || r.winner === null || r.winner === undefined ? 'void' : `${name(r.winner)} won by ${r.method === 'stealing' ? 'stealing' : 'drawing'}`),
  keysHelp: ['Space: STEAL! while a discard is open', 'Left and right arrows: move along your hand; Enter: discard that card', 'P: pass on the open discard; W: declare a win when it lights up'],
};
