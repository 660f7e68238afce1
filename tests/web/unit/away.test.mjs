// The "while you were away" sentence built from a catch-up update's events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { awaySummary } from '../../../clients/web/src/js/away.js';
import { narrateGimme } from '../../../clients/web/src/js/gimme_text.js';
import { narrateAmerican } from '../../../clients/web/src/js/american_text.js';
import { narrateChinese } from '../../../clients/web/src/js/chinese_text.js';
import { narrateBoba } from '../../../clients/web/src/js/boba_text.js';
import { RULESETS } from '../../../clients/web/src/js/rulesets.js';

const names = (seat) => ['Ana', 'Bo', 'Cy'][seat];
const names4 = (seat) => ['Ana', 'Bo', 'Cy', 'Di'][seat];

test('the missed moves are told, own first person, private draws left out', () => {
  const events = [
    { type: 'card_discarded', seat: 0, card: { id: 51, face: 'spring' }, window: 1, closes_in_ms: 0, by_turn_clock: false },
    { type: 'card_drawn', seat: 1, card: null, draw_pile: 40 },
    { type: 'card_discarded', seat: 1, card: { id: 3, face: 'R2' }, window: 2, closes_in_ms: 0, by_turn_clock: true },
  ];
  assert.equal(awaySummary(events, 4, 7, names, 0, RULESETS.nymj.narrate), 'Back online. While you were away: You discarded Spring. Bo discarded 2 Red (out of time).');
});

test('only the last four lines, with a count of the earlier ones', () => {
  const events = Array.from({ length: 6 }, (_, i) => ({ type: 'card_discarded', seat: 1, card: { id: i * 3, face: null }, window: i }));
  const text = awaySummary(events, 0, 6, names, 0, RULESETS.nymj.narrate);
  assert.match(text, /^Back online\. While you were away: 2 earlier moves, then Bo discarded 3 Red\./);
  assert.equal(text.match(/Bo discarded/g).length, 4);
});

test('nothing missed, or a snapshot in place of the moves', () => {
  assert.equal(awaySummary([], 9, 9, names, 0, RULESETS.nymj.narrate), 'Back online. Nothing much happened while you were away.');
  assert.equal(awaySummary([], 9, 15, names, 0, RULESETS.nymj.narrate), 'Back online. The table moved on while you were away; it is up to date now.');
});

// Each game's catch-up is told with its own words (the narrator the table's log uses),
// never as Not Your Ma's Jong's discards and STEAL!s.
test('Gimme!: drops, a Gimme! and a laid-down set', () => {
  const events = [
    { type: 'card_discarded', seat: 1, card: { id: 4, face: 'D5' }, by_turn_clock: false },
    { type: 'claim_called', seat: 2, window: 3 },
    { type: 'claim_window_closed', window: 3, awarded_to: 2 },
    { type: 'turn_started', seat: 0 },
  ];
  const text = awaySummary(events, 1, 5, names, 0, narrateGimme);
  assert.match(text, /^Back online\. While you were away: Bo dropped 5 Dots?\. Cy said Gimme! Cy got the tile\.$/);
});

test('American: the Charleston and a call, private draws of others left out', () => {
  const events = [
    { type: 'cards_received', from: 3, to: 0, cards: [{ id: 1, face: 'F' }, { id: 2, face: 'RD' }], forwarded: 0 },
    { type: 'card_drawn', seat: 1, card: null },
    { type: 'card_discarded', seat: 2, card: { id: 9, face: 'WD' }, by_turn_clock: false },
    { type: 'claim_called', seat: 3 },
  ];
  const text = awaySummary(events, 1, 5, names4, 0, narrateAmerican);
  assert.match(text, /^Back online\. While you were away: Di passed you Flower, Red Dragon.* Cy discarded White Dragon\. Di called/);
  assert.doesNotMatch(text, /STEAL|drew/);
});

test('Chinese: a discard taken for a pung, in seat order', () => {
  const events = [
    { type: 'card_discarded', seat: 0, card: { id: 7, face: 'RD' }, by_turn_clock: true },
    { type: 'claim_window_closed', window: 3, awarded_to: 2 },
    { type: 'group_exposed', seat: 2, group: { type: 'pung', kind: 'RD', cards: [], from: 0 }, mah_jongg: false },
  ];
  assert.equal(awaySummary(events, 1, 4, names4, 0, narrateChinese),
    'Back online. While you were away: You discarded Red Dragon (out of time). Cy takes the discard. Cy lays down a pung of Red Dragons with your discard.');
});

test('Boba: draws, a set and the hand limit, the turn notices left out', () => {
  const c = (id, face) => ({ id, face });
  const events = [
    { type: 'turn_started', seat: 1, last_turn: false },
    { type: 'supply_drawn', seat: 1, cards: null, count: 2, supply: 30, reason: 'draw', by_turn_clock: false },
    { type: 'set_made', seat: 1, cards: [c(0, 'taro0'), c(4, 'taro4'), c(5, 'taro5')], from_pile: null, kept: c(5, 'taro5'), others: [{ card: c(0, 'taro0'), pile: null }, { card: c(4, 'taro4'), pile: 2 }], sets_this_turn: 1 },
    { type: 'card_discarded', seat: 1, card: c(8, 'taro8'), pile: 0, by_turn_clock: false },
    { type: 'turn_started', seat: 0, last_turn: false },
  ];
  const text = awaySummary(events, 1, 6, names, 0, narrateBoba);
  assert.match(text, /^Back online\. While you were away: Bo drew 2 cards from the supply\. 30 left\. Bo made a set of 0 Taro, 4 Taro and 5 Taro .*kept 5 Taro.* Bo put 8 Taro onto pile 1 \(hand limit\)\.$/);
  assert.doesNotMatch(text, /turn/);
});

test('every game the client draws passes its own narrator, and the NYMJ one is not used for others', () => {
  // A Gimme! drop told by the NYMJ narrator would say "discarded"; by its own, "dropped".
  const drop = [{ type: 'card_discarded', seat: 1, card: { id: 4, face: 'D5' }, by_turn_clock: false }];
  assert.match(awaySummary(drop, 1, 2, names, 0, RULESETS.gimme.narrate), /Bo dropped/);
  for (const id of ['nymj', 'gimme', 'american', 'chinese', 'boba']) {
    assert.equal(typeof RULESETS[id]?.narrate, 'function', `${id} has a narrator`);
  }
});
