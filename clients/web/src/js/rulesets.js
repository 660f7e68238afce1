// The games this client can draw, each behind one descriptor (<game>_ruleset.js) the
// shell (main.js) picks by the lobby's `ruleset`: its name and summary for the landing
// page, the table (cards and action bar, drawn into table_frame.js's slots), its moves
// (controller: presses, their words, keys), the log's words, and what counts as "your
// move" for the home page. For the deck check and the replay each also says how its
// events tell a deal (`deals`, see fairness.js), names a card (`cardName`, and
// `drewWord` for a draw) and says how a round ended (`roundOutcome(result, name)`).
// The shell itself knows no game's rules.

import { nymjRuleset } from './nymj_ruleset.js';
import { gimmeRuleset } from './gimme_ruleset.js';
import { americanRuleset } from './american_ruleset.js';
import { chineseRuleset } from './chinese_ruleset.js';
import { bobaRuleset } from './boba_ruleset.js';

// In the order the landing page offers them.
const GAMES = [nymjRuleset, gimmeRuleset, americanRuleset, chineseRuleset, bobaRuleset].filter(Boolean);

export const RULESETS = Object.fromEntries(GAMES.map((g) => [g.id, g]));
export const GAME_ORDER = GAMES.map((g) => g.id);

// The descriptor of a table's game. The server serves this client and plays only the
// games it knows, so an unknown id is a mismatch to report, never a game to guess.
export function rendererFor(ruleset) {
  const game = RULESETS[ruleset];
  if (!game) throw new Error(`this page cannot draw the game "${ruleset}"`);
  return game;
}

export const seatsOf = (v) => v?.seats?.length ?? 0;
