// The Chinese Mah Jongg descriptor for the shell (see rulesets.js for its fields): 3 to
// 6 players, calls naming their group, and a hand-end sheet with every line of scoring.

import { renderChineseTable } from './chinese_table.js';
import { narrateChinese } from './chinese_text.js';
import { chineseController } from './chinese_controller.js';
import { setChineseCatalogue, setChineseSeats, tileName } from './chinese_tiles.js';
import { chineseHowTo, chineseOptions, chineseQuickStart } from './chinese_setup.js';

const limitWords = (limit) => (limit ? `limit ${limit}` : 'no limit');

export const chineseRuleset = {
  id: 'chinese',
  name: 'Chinese Mah Jongg',
  players: '3-6 players',
  summary: 'The classic: pungs, kongs and chows and a pair, calls by seat order, points doubled for Dragons, Winds and one-suit hands, and everyone settles up.',
  renderTable: renderChineseTable,
  narrate: narrateChinese,
  controller: chineseController,
  onLobby: (table) => {
    setChineseCatalogue(table?.catalogue);
    setChineseSeats(table?.settings?.seats);
  },
  claimWord: 'Call',
  keysHint: 'Arrows and Enter discard; Space makes the one call offered, P passes.',
  myMove: (v, me) => me !== null && ((v.phase === 'awaiting_discard' && v.current === me) || (!!v.window && !v.window.answered && (v.legal?.call?.length ?? 0) > 0)),
  canClaim: (v) => !!v?.window && !v.window.answered && (v?.legal?.call?.length ?? 0) > 0,
  settingsLine: (s) => `${s.seats} players · flowers ${s.flowers ? 'on' : 'off'} · ${limitWords(s.limit)} · claim window ${(s.claim_window_ms ?? 0) / 1000} s · turn clock ${s.turn_clock_ms ? `${s.turn_clock_ms / 1000} s` : 'off'}`,
  options: chineseOptions,
  quickStart: chineseQuickStart,
  howTo: chineseHowTo,
  deals: { start: 'hand_started', round: 'hand', pile: 'wall', end: 'hand_ended', word: 'Hand' },
  cardName: tileName,
  roundOutcome: (r, name) => (r.winner === null || r.winner === undefined ? 'wall exhausted' : `${name(r.winner)} went Mah Jongg`),
  keysHelp: ['Left and right arrows: move along your hand; Enter: discard that card', 'Space: make the call when only one is offered; otherwise tap its button', 'P: pass on the open discard; W: declare Mah Jongg when it lights up'],
};
