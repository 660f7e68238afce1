// Gimme! Mahjong in the browser, without a browser: the tiles' names and layout, the
// action bar's words for a window (who got the tile and why: the seat nearer after the
// dropper, never the faster one), and the bonuses named in the log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeTile, layoutTiles, setGimmeCatalogue, tileName } from '../../../clients/web/src/js/gimme_tiles.js';
import { distance, gimmeOutcome, gimmeText, pressedGimme, replyToGimme } from '../../../clients/web/src/js/gimme_claim.js';
import { narrateGimme, scoreWords } from '../../../clients/web/src/js/gimme_text.js';

const names = (seat) => ['Ana', 'Bo', 'Cy', 'Di'][seat];
const drop = { id: 16, face: 'D5' };
const err = (code, message = code) => Object.assign(new Error(message), { code });

test('tiles: number, suit and Joker from the face code; catalogue names win', () => {
  assert.deepEqual({ ...describeTile({ id: 3, face: 'C7' }), id: 3 }, { id: 3, code: 'C7', suit: 'cracks', rank: 7, name: '7 Cracks', joker: false });
  assert.equal(describeTile('J').joker, true);
  assert.equal(tileName({ id: 110, face: 'J' }), 'Joker');
  assert.equal(describeTile('R1'), null);
  setGimmeCatalogue([{ face: 'B2', name: 'Two of Bams' }]);
  assert.equal(tileName('B2'), 'Two of Bams');
  setGimmeCatalogue([]);
  assert.equal(tileName('B2'), '2 Bams');
});

test('a hand is laid out by suit (Dots, Cracks, Bams, Jokers), equal faces together', () => {
  const hand = [{ id: 108, face: 'J' }, { id: 40, face: 'C2' }, { id: 4, face: 'D2' }, { id: 41, face: 'C2' }, { id: 80, face: 'B3' }];
  const out = layoutTiles(hand);
  assert.deepEqual(out.map((s) => s.suit), ['dots', 'cracks', 'bams', 'joker']);
  assert.deepEqual(out[1].groups.map((g) => g.cards.map((c) => c.id)), [[40, 41]]);
});

test('seats are counted after the dropper in play order', () => {
  assert.equal(distance(0, 1, 3), 1);
  assert.equal(distance(0, 2, 3), 2);
  assert.equal(distance(2, 0, 3), 1);
});

// Cy (seat 2) calls first, Bo (seat 1) later; Ana (seat 0) dropped. Bo gets it.
const windowEvents = [{ type: 'card_discarded', seat: 0, card: drop, window: 7, closes_in_ms: 2500, by_turn_clock: false }];
const close = [{ type: 'claim_called', seat: 2, window: 7 }, { type: 'claim_called', seat: 1, window: 7 }, { type: 'claim_window_closed', window: 7, awarded_to: 1 }];

test('the closer seat got it: the loser is told who and why', () => {
  const who = { me: 2, names, seats: 3 };
  let c = gimmeOutcome(null, windowEvents, who);
  c = pressedGimme(c, 7, [{ id: 108, face: 'J' }]);
  assert.equal(gimmeText(c, who).kind, 'pressed');
  c = replyToGimme(c, 7, null);
  c = gimmeOutcome(c, close, who);
  assert.deepEqual(gimmeText(c, who), { text: 'Bo got 5 Dots: Bo is closer to the dropper than you.', kind: 'lost' });
});

test('the closer seat got it: the winner is told too, and so is a third player', () => {
  const bo = { me: 1, names, seats: 3 };
  const c = gimmeOutcome(gimmeOutcome(null, windowEvents, bo), close, bo);
  assert.deepEqual(gimmeText(c, bo), { text: 'You got 5 Dots! You are closer to the dropper than Cy.', kind: 'won' });
  const ana = { me: 0, names, seats: 3 };
  const a = gimmeOutcome(gimmeOutcome(null, windowEvents, ana), close, ana);
  assert.equal(gimmeText(a, ana).text, 'Bo got 5 Dots: Bo is closer to the dropper than Cy.');
});

test('with mahjong_first a farther seat can win: the reason is the Mahjong', () => {
  const bo = { me: 1, names, seats: 3, mahjongFirst: true };
  const c = gimmeOutcome(gimmeOutcome(null, windowEvents, bo), [{ type: 'claim_called', seat: 1, window: 7 }, { type: 'claim_called', seat: 2, window: 7 }, { type: 'claim_window_closed', window: 7, awarded_to: 2 }], bo);
  assert.equal(gimmeText(c, bo).text, "Cy got 5 Dots: Cy's Gimme makes Mahjong.");
});

test('a refused Gimme costs nothing and says so; a late one says the window closed', () => {
  const who = { me: 1, names, seats: 3 };
  const c = pressedGimme(gimmeOutcome(null, windowEvents, who), 7, []);
  assert.match(gimmeText(replyToGimme(c, 7, err('not_a_set', 'those tiles make no set')), who).text, /does not work: those tiles make no set\. No harm done\./);
  assert.equal(gimmeText(replyToGimme(c, 7, err('claim_window_closed')), who).text, 'Too late: the window had closed.');
  // No STEAL! words, no penalty, no speed anywhere.
  for (const text of [gimmeText(c, who).text]) assert.doesNotMatch(text, /STEAL|turn|fast/i);
});

test('a Mahjong is narrated with every bonus named', () => {
  assert.equal(scoreWords({ points: 5, bonuses: ['first', 'one_suit', 'no_jokers', 'even_or_odd'] }),
    '5 points: Mahjong 1, first to finish +1, one suit +1, no Jokers +1, all even or all odd +1');
  const line = narrateGimme({ type: 'mahjong_declared', seat: 1, revealed: [], score: { points: 2, bonuses: ['first'] }, by_turn_clock: false }, names, 0);
  assert.equal(line.text, 'Bo declared Mahjong: 2 points: Mahjong 1, first to finish +1.');
  const shared = narrateGimme({ type: 'game_ended', result: { standings: [1, 2, 0], winners: [1, 2], shared: true, scores: [1, 4, 4] } }, names, 0);
  assert.equal(shared.text, 'Game over. Bo and Cy share the win!');
});

test('a finished hand is shown as sets: each lone tile beside a Joker', async () => {
  const { layoutFinished } = await import('../../../clients/web/src/js/gimme_tiles.js');
  const hand = [{ id: 4, face: 'D2' }, { id: 108, face: 'J' }, { id: 28, face: 'D8' }, { id: 109, face: 'J' }, { id: 40, face: 'C2' }, { id: 41, face: 'C2' }];
  const out = layoutFinished(hand);
  assert.deepEqual(out.flatMap((x) => x.groups.map((g) => g.cards.map((c) => c.face).join(' '))), ['D2 J', 'D8 J', 'C2 C2']);
});
