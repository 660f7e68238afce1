// The games this client can draw, each behind one small renderer the shell (main.js)
// picks by the lobby's `ruleset`: its name and summary for the landing page, the table
// (cards and action bar), its moves (controller: presses, their words, keys), the log's
// words, and what counts as "your move" for the home page. The shell itself knows no
// game's rules. For the deck check and the replay each also says how its events tell a
// deal (`deals`, see fairness.js), names a card (`cardName`, and `drewWord` for a draw)
// and says how a round ended (`roundOutcome(result, name)`).

import { renderTable } from './table.js';
import { narrate } from './events_text.js';
import { renderGimmeTable } from './gimme_table.js';
import { narrateGimme } from './gimme_text.js';
import { setGimmeCatalogue, tileName } from './gimme_tiles.js';
import { describe } from './cards.js';
import { NYMJ_DEALS } from './fairness.js';
import { nymjController } from './nymj_controller.js';
import { gimmeController } from './gimme_controller.js';
import { nymjHowTo, nymjOptions, nymjQuickStart } from './nymj_setup.js';
import { gimmeHowTo, gimmeOptions, gimmeQuickStart } from './gimme_setup.js';
import { americanRuleset } from './american_ruleset.js';
import { chineseRuleset } from './chinese_ruleset.js';
import { bobaRuleset } from './boba_ruleset.js';

const seatsOf = (v) => v?.seats?.length ?? 0;

export const RULESETS = {
  nymj: {
    id: 'nymj',
    name: "Not Your Ma's Jong",
    players: '3-4 players',
    summary: 'Draw and discard towards three sets and a pair; yell STEAL! when a discard completes your set. Tokens change hands.',
    renderTable,
    narrate,
    controller: nymjController,
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
  },
  gimme: {
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
  },
  ...(americanRuleset ? { american: americanRuleset } : {}),
  ...(chineseRuleset ? { chinese: chineseRuleset } : {}),
  ...(bobaRuleset ? { boba: bobaRuleset } : {}),
};
export const GAME_ORDER = ['nymj', 'gimme', 'american', 'chinese', 'boba'].filter((id) => RULESETS[id]);

export const rendererFor = (ruleset) => RULESETS[ruleset] ?? RULESETS.nymj;
export { seatsOf };
