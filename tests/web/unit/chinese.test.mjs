// Chinese Mah Jongg in the browser, without a browser: card names (Flowers as winds at
// five and six players), group, bonus and double words, every event's log line, the
// action bar's words for a call (settled by seat order, never speed), the score lines of
// the hand-end sheet, seat winds and the cards grouped as scored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeTile, kindName, setChineseCatalogue, setChineseSeats, sortCards, tileName } from '../../../clients/web/src/js/chinese_tiles.js';
import { bonusName, callLabel, doubleName, groupWords, narrateChinese } from '../../../clients/web/src/js/chinese_text.js';
import { callOutcome, callText, pressedCall, replyToCall } from '../../../clients/web/src/js/chinese_controller.js';
import { arrangeConcealed, doubleWords, scoreLines, windOf } from '../../../clients/web/src/js/chinese_results.js';

const names = (seat) => ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'][seat];
const err = (code, message = code) => Object.assign(new Error(message), { code });

test('cards: suits, honours and Flowers by face code; Flowers are winds at 5 and 6 players', () => {
  setChineseSeats(4);
  assert.equal(tileName({ id: 1, face: 'C7' }), '7 Craks');
  assert.equal(tileName('D1'), '1 Dots');
  assert.equal(tileName('RD'), 'Red Dragon');
  assert.equal(tileName('NW'), 'North Wind');
  assert.equal(tileName('F2'), 'Flower 2');
  assert.equal(tileName('S4'), 'Season 4');
  assert.equal(describeTile('J'), null);
  setChineseSeats(5);
  assert.equal(tileName('F3'), 'North-East Wind');
  assert.equal(describeTile('F3').wind, true);
  setChineseSeats(6);
  assert.equal(tileName('S1'), 'Extra Wind');
  assert.equal(kindName('XW'), 'Extra Winds');
  assert.equal(kindName('XW', 5), 'North-East Winds');
  setChineseSeats(4);
  setChineseCatalogue([{ face: 'B2', name: 'Two of Bams' }]);
  assert.equal(tileName('B2'), 'Two of Bams');
  setChineseCatalogue([]);
  assert.deepEqual(sortCards([{ id: 9, face: 'RD' }, { id: 3, face: 'B1' }, { id: 1, face: 'C9' }, { id: 2, face: 'EW' }]).map((c) => c.face), ['C9', 'B1', 'EW', 'RD']);
});

test('groups, bonuses and doubles in words', () => {
  assert.equal(groupWords({ type: 'pung', kind: 'RD' }), 'pung of Red Dragons');
  assert.equal(groupWords({ type: 'kong', kind: 'C1' }), 'kong of 1 Craks');
  assert.equal(groupWords({ type: 'chow', kind: 'B3', size: 4 }), 'chow 3-4-5-6 Bams');
  assert.equal(groupWords({ type: 'chow', kind: 'D4', cards: [{ face: 'D6' }, { face: 'D4' }, { face: 'D5' }] }), 'chow 4-5-6 Dots');
  assert.equal(groupWords({ type: 'pair', kind: 'EW' }), 'pair of East Winds');
  assert.equal(callLabel({ group: 'pung', mah_jongg: false }), 'Pung');
  assert.equal(callLabel({ group: 'pair', mah_jongg: true }), 'Mah Jongg with a pair');
  for (const b of ['mah_jongg', 'no_chows', 'last_card_drawn', 'flowers']) assert.doesNotMatch(bonusName(b), /_/);
  for (const d of ['all_concealed', 'dragon_set', 'own_wind_set', 'one_suit_with_honours', 'pure_one_suit', 'only_honours', 'all_four_flowers', 'all_four_seasons']) assert.doesNotMatch(doubleName(d), /_/);
  assert.equal(doubleWords({ reason: 'dragon_set', times: 1 }), '×2');
  assert.equal(doubleWords({ reason: 'pure_one_suit', times: 3 }), '×8 (doubled three times)');
});

test('every event has clear words, from the viewer\'s side', () => {
  const say = (ev, me = 0) => narrateChinese(ev, names, me)?.text ?? null;
  assert.equal(say({ type: 'game_started', east: 2, hands: 4 }), 'The game begins: 4 hands, each player East once. Cy is East first.');
  assert.equal(say({ type: 'hand_started', hand: 2, east: 0, wall: 83 }), 'Hand 2 begins. You are East; 83 cards in the wall.');
  assert.equal(say({ type: 'hand_dealt', seat: 0, cards: new Array(13).fill({ face: 'C1' }) }), 'You were dealt 13 cards.');
  assert.equal(say({ type: 'hand_dealt', seat: 1, cards: [] }), null);
  assert.equal(say({ type: 'flower_laid_down', seat: 1, card: { id: 140, face: 'S1' } }), 'Bo laid down Season 1 and takes a replacement.');
  assert.equal(say({ type: 'card_drawn', seat: 0, card: { id: 4, face: 'D2' }, wall: 60, replacement: true }), 'You drew 2 Dots (a replacement for a Flower).');
  assert.equal(say({ type: 'card_drawn', seat: 1, card: null, wall: 60 }), null);
  assert.equal(say({ type: 'turn_started', seat: 0 }), 'Your turn.');
  assert.equal(say({ type: 'card_discarded', seat: 3, card: { id: 7, face: 'GD' }, by_turn_clock: true }), 'Di discarded Green Dragon (out of time).');
  assert.match(say({ type: 'call_received', seat: 0, window: 3 }), /seat order.*never by speed/);
  assert.equal(say({ type: 'pass_received', seat: 0, window: 3 }), null);
  assert.equal(say({ type: 'claim_window_closed', window: 3, awarded_to: 2 }), 'Cy takes the discard.');
  assert.equal(say({ type: 'claim_window_closed', window: 3, awarded_to: null }), null);
  assert.equal(say({ type: 'group_exposed', seat: 2, group: { type: 'pung', kind: 'RD', cards: [], from: 0 }, mah_jongg: false }), 'Cy lays down a pung of Red Dragons with your discard.');
  assert.equal(say({ type: 'group_exposed', seat: 0, group: { type: 'chow', kind: 'C3', cards: [{ face: 'C3' }, { face: 'C4' }, { face: 'C5' }], from: 1 }, mah_jongg: true }), 'You lay down a chow 3-4-5 Craks with Bo\'s discard for Mah Jongg.');
  assert.equal(say({ type: 'mah_jongg_declared', seat: 0, by_call: false }), 'You go Mah Jongg on your own draw!');
  assert.equal(say({ type: 'mah_jongg_declared', seat: 4, by_call: true }), 'Ed goes Mah Jongg with a called discard!');
  assert.equal(say({ type: 'hand_ended', result: { hand: 1, winner: 1, seats: [{ seat: 1, score: { total: 24 } }] } }), 'Hand 1 over: Bo won with 24 points.');
  assert.match(say({ type: 'hand_ended', result: { hand: 3, winner: null, seats: [] } }), /wall ran out with no winner, so nobody scores/);
  assert.equal(say({ type: 'game_ended', result: { winners: [0, 2] } }), 'Game over. You and Cy share the win!');
  assert.equal(say({ type: 'game_ended', result: { winners: [5] } }), 'Game over. Fay wins!');
});

test('a call in the action bar: pressed, heard, and settled by seat order, never speed', () => {
  const card = { id: 5, face: 'B5' };
  let c = callOutcome(null, [{ type: 'card_discarded', seat: 1, card, window: 9 }], 0);
  assert.deepEqual(callText(c, { me: 0, names }), { text: '', kind: '' });
  c = pressedCall(c, 9, { group: 'pung', cards: [], mah_jongg: false });
  assert.match(callText(c, { me: 0, names }).text, /You called: Pung\. .*Mah Jongg comes first, then the caller next in turn after the discarder\. Speed never counts\./);
  c = replyToCall(c, 9, null);
  c = callOutcome(c, [{ type: 'call_received', seat: 0, window: 9 }], 0);
  c = callOutcome(c, [{ type: 'claim_window_closed', window: 9, awarded_to: 2 }, { type: 'group_exposed', seat: 2, group: { type: 'pung' }, mah_jongg: false }], 0);
  assert.deepEqual(callText(c, { me: 0, names }), { text: 'Cy took 5 Bams: they sit sooner in turn after the discarder.', kind: 'lost' });
  let m = pressedCall(callOutcome(null, [{ type: 'card_discarded', seat: 1, card, window: 10 }], 0), 10, { group: 'chow', cards: [] });
  m = callOutcome(m, [{ type: 'claim_window_closed', window: 10, awarded_to: 3 }, { type: 'group_exposed', seat: 3, group: { type: 'pair' }, mah_jongg: true }], 0);
  assert.equal(callText(m, { me: 0, names }).text, 'Di took 5 Bams: their call makes Mah Jongg, which comes first.');
  let w = pressedCall(callOutcome(null, [{ type: 'card_discarded', seat: 1, card, window: 11 }], 0), 11, { group: 'kong', cards: [] });
  w = callOutcome(w, [{ type: 'claim_window_closed', window: 11, awarded_to: 0 }, { type: 'group_exposed', seat: 0, group: { type: 'kong' }, mah_jongg: false }], 0);
  assert.deepEqual(callText(w, { me: 0, names }), { text: 'You took 5 Bams for a kong.', kind: 'won' });
  const late = replyToCall(pressedCall(null, 12, { group: 'pung', cards: [] }), 12, err('claim_window_closed'));
  assert.equal(callText(late, { me: 0, names }).kind, 'late');
  const bad = replyToCall(pressedCall(null, 13, { group: 'pung', cards: [] }), 13, err('not_a_set', 'those cards make no pung'));
  assert.match(callText(bad, { me: 0, names }).text, /does not work: those cards make no pung\. Nothing changed\./);
  for (const t of [c, m, w].map((x) => callText(x, { me: 0, names }).text)) assert.doesNotMatch(t, /faster|first to press|quicker/);
  assert.equal(callOutcome(c, [{ type: 'hand_started', hand: 2 }], 0), null);
});

test('seat winds from East for 3 to 6 players', () => {
  assert.deepEqual([0, 1, 2].map((s) => windOf(s, 1, 3)), ['north', 'east', 'south']);
  assert.deepEqual([0, 1, 2, 3].map((s) => windOf(s, 0, 4)), ['east', 'south', 'west', 'north']);
  assert.deepEqual([0, 1, 2, 3, 4].map((s) => windOf(s, 0, 5)), ['east', 'south', 'west', 'north', 'north_east']);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((s) => windOf(s, 4, 6)), ['south_west', 'west', 'north', 'north_east', 'east', 'south']);
});

test('score lines: groups, set points, bonuses, each double, the total', () => {
  const score = {
    groups: [{ type: 'pung', kind: 'RD', size: 3, exposed: true, points: 4 }, { type: 'chow', kind: 'C1', size: 3, exposed: false, points: 0 }],
    set_points: 4, bonuses: [{ bonus: 'mah_jongg', points: 20 }, { bonus: 'last_card_drawn', points: 2 }],
    doubles: [{ reason: 'dragon_set', times: 1 }], base: 26, doublings: 1, total: 52,
  };
  assert.deepEqual(scoreLines(score, true).map((l) => `${l.label}: ${l.value}`), [
    'pung of Red Dragons, exposed: 4', 'chow 1-2-3 Craks, concealed: 0', 'Set points: 4', 'Mah Jongg: +20',
    'last card drawn from the wall: +2', 'Before doubling: 26', 'a set of Dragons: ×2', 'Hand score: 52']);
  const loser = { groups: [{ type: 'pung', kind: 'D5', size: 3, exposed: false, points: 2 }], set_points: 2, bonuses: [], doubles: [], base: 2, doublings: 0, total: 2 };
  assert.deepEqual(scoreLines(loser, false).map((l) => `${l.label}: ${l.value}`), ['pung of 5 Dots, concealed: 2', 'Score (set points): 2']);
  assert.deepEqual(scoreLines(null, false), []);
});

test('the sheet lays concealed cards out in the groups the score names', () => {
  let id = 0;
  const cards = 'D6 C2 C1 C3 D4 D5 B3 RD RD RD B3 F1 S2 F4 EW'.split(' ').map((face) => ({ id: id++, face }));
  const groups = [
    { type: 'chow', kind: 'C1', size: 3, exposed: false }, { type: 'pung', kind: 'RD', size: 3, exposed: false },
    { type: 'pair', kind: 'B3', size: 2, exposed: false }, { type: 'pung', kind: 'XW', size: 3, exposed: false },
    { type: 'pung', kind: 'GD', size: 3, exposed: true }, { type: 'pung', kind: 'WW', size: 3, exposed: false },
  ];
  const { groups: out, rest } = arrangeConcealed(cards, groups);
  assert.deepEqual(out.map((g) => g.cards.map((c) => c.face).join(' ')), ['C1 C2 C3', 'RD RD RD', 'B3 B3', 'F1 F4 S2']);
  assert.deepEqual(rest.map((c) => c.face), ['D4', 'D5', 'D6', 'EW']);
});
