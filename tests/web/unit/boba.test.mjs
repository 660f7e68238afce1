// Boba Mahjong in the browser, without a browser: the cards' names from their face
// codes, the picking of a set (which legal set it is, the default piles, the make_set
// message), and the log's words for every event the server sends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardName, describeCard, printedWord, setBobaCatalogue, sortCards } from '../../../clients/web/src/js/boba_cards.js';
import { defaultPlaces, emptyPick, makeSetMessage, pickOption, pickedSet, toggleCard, togglePile } from '../../../clients/web/src/js/boba_pick.js';
import { narrateBoba, resultWords } from '../../../clients/web/src/js/boba_text.js';
import { myBobaMove } from '../../../clients/web/src/js/boba_controller.js';

const c = (id, face) => ({ id, face });
const names = (seat) => ['Ana', 'Bo'][seat];

test('cards: flavour and number, or a topping, from the face code; catalogue names win', () => {
  assert.deepEqual(describeCard(c(4, 'taro4')), { id: 4, code: 'taro4', flavour: 'taro', topping: null, number: 4, name: '4 Taro' });
  assert.equal(describeCard('grass_jelly').topping, 'grass_jelly');
  assert.equal(cardName('grass_jelly'), 'Grass Jelly');
  assert.equal(cardName('butterfly0'), '0 Butterfly');
  assert.equal(describeCard('taro9'), null);
  assert.equal(describeCard('R1'), null);
  setBobaCatalogue([{ face: 'mango8', name: 'Eight of Mango' }]);
  assert.equal(cardName('mango8'), 'Eight of Mango');
  setBobaCatalogue([]);
  assert.equal(cardName('mango8'), '8 Mango');
});

test('each card prints its flavour or topping by the name the rules give it', () => {
  assert.deepEqual(['butterfly3', 'strawberry0', 'taro8', 'grass_jelly', 'cheese_foam', 'red_bean', 'pearls'].map(printedWord),
    ['Butterfly', 'Strawberry', 'Taro', 'Grass Jelly', 'Cheese Foam', 'Red Bean', 'Pearls']);
  assert.equal(printedWord('taro9'), '');
});

test('a hand is sorted by number, then flavour, toppings last', () => {
  const hand = [c(50, 'pearls'), c(13, 'matcha4'), c(4, 'taro4'), c(9, 'matcha0')];
  assert.deepEqual(sortCards(hand).map((x) => x.id), [9, 4, 13, 50]);
});

// Hand 3 Taro (3), 4 Taro (4), 5 Matcha (14), 6 Mango (42); pile 1's top is 5 Taro (5).
const legal = [
  { cards: [c(3, 'taro3'), c(4, 'taro4')], pile: 1, pile_card: c(5, 'taro5') },
  { cards: [c(3, 'taro3'), c(4, 'taro4'), c(14, 'matcha5')], pile: null },
];
const view = { piles: [[c(20, 'mango2')], [c(30, 'strawberry1'), c(5, 'taro5')], [c(31, 'strawberry7')]], legal: { make_set: legal, discard_piles: [0, 1, 2] } };

test('picking: the cards and pile top picked are one of the legal sets, or none', () => {
  let pick = emptyPick();
  pick = toggleCard(pick, 3);
  pick = toggleCard(pick, 4);
  assert.equal(pickedSet(legal, pick), null, 'two cards are not a set yet');
  pick = togglePile(pick, 1);
  assert.equal(pickedSet(legal, pick), legal[0]);
  pick = toggleCard(pick, 14);  // a third hand card pushes out the oldest
  assert.deepEqual(pick.cards, [4, 14]);
  assert.equal(pickedSet(legal, pick), null);
  pick = togglePile(pick, 1);
  pick = toggleCard(pick, 3);
  assert.equal(pickedSet(legal, pick), legal[1]);
  assert.deepEqual(pickOption(legal[0]), { cards: [3, 4], pile: 1, keep: null, places: {} });
});

test('making a set: the other two go where picked; a pile is sent only for a pile top', () => {
  const pick = { ...pickOption(legal[0]), keep: 5 };
  pick.places = defaultPlaces(view, legal[0], 5);
  assert.deepEqual(pick.places, { 3: 0, 4: 0 });
  assert.deepEqual(makeSetMessage(legal[0], pick), { cards: [3, 4], keep: 5, others: [{ card: 3, pile: 0 }, { card: 4, pile: 0 }], pile: 1 });
  const hand = { ...pickOption(legal[1]), keep: 14, places: { 3: 2, 4: 1 } };
  assert.deepEqual(makeSetMessage(legal[1], hand), { cards: [3, 4, 14], keep: 14, others: [{ card: 3, pile: 2 }, { card: 4, pile: 1 }] });
  assert.equal(makeSetMessage(legal[1], { ...hand, keep: null }), null, 'no keep chosen yet');
});

test('default piles: an empty pile (one emptied by the set\'s own pile top too) is filled first; a 0 needs none', () => {
  const single = { piles: [[c(20, 'mango2')], [c(5, 'taro5')], [c(31, 'strawberry7')]], legal: { discard_piles: [0, 1, 2] } };
  assert.deepEqual(defaultPlaces(single, legal[0], 5), { 3: 1, 4: 1 }, 'taking its top empties pile 2: the first card fills it, the second follows');
  const twoEmpty = { piles: [[], [c(5, 'taro5')], []], legal: { discard_piles: [0] } };
  assert.deepEqual(defaultPlaces(twoEmpty, legal[0], 5), { 3: 0, 4: 1 }, 'each card fills the lowest empty pile left');
  const opt = { cards: [c(0, 'taro0'), c(4, 'taro4'), c(14, 'matcha5')], pile: null };
  assert.deepEqual(defaultPlaces(view, opt, 14), { 4: 0 }, 'a 0 leaves the game: no pile');
});

test('your move: only the current player in a playing step', () => {
  assert.equal(myBobaMove({ current: 0, phase: 'drawing' }, 0), true);
  assert.equal(myBobaMove({ current: 1, phase: 'drawing' }, 0), false);
  assert.equal(myBobaMove({ current: 0, phase: 'game_over' }, 0), false);
  assert.equal(myBobaMove({ current: 0, phase: 'hand_limit' }, null), false);
});

test('the log tells every event in words', () => {
  const say = (ev, me = 0) => narrateBoba(ev, names, me)?.text ?? null;
  assert.equal(say({ type: 'game_started', first_player: 1, piles: [[c(1, 'taro1')], [c(2, 'taro2')], [c(50, 'pearls')]], supply: 40, zeros_reshuffled: 1 }),
    'The game begins. Bo goes first. The mixing piles show 1 Taro, 2 Taro, Pearls (1 zero turned up and went back into the supply); 40 cards in the supply.');
  assert.equal(say({ type: 'hand_dealt', seat: 0, cards: [c(1, 'taro1'), c(2, 'taro2')] }), 'You were dealt 1 Taro and 2 Taro.');
  assert.equal(say({ type: 'hand_dealt', seat: 1, cards: [] }), null);
  assert.equal(say({ type: 'turn_started', seat: 0, last_turn: false }), 'Your turn: draw.');
  assert.equal(say({ type: 'turn_started', seat: 1, last_turn: true }), 'Bo: the last turn of the game.');
  assert.equal(say({ type: 'supply_drawn', seat: 1, cards: null, count: 2, supply: 30, reason: 'draw', by_turn_clock: false }), 'Bo drew 2 cards from the supply. 30 left.');
  assert.equal(say({ type: 'supply_drawn', seat: 0, cards: [c(1, 'taro1'), c(50, 'pearls')], count: 2, supply: 28, reason: 'draw_again', by_turn_clock: false }),
    'You drew 1 Taro and Pearls from the supply instead of making sets. 28 left.');
  assert.equal(say({ type: 'supply_drawn', seat: 1, cards: null, count: 3, supply: 20, reason: 'empty_hand', by_turn_clock: false }), 'Bo drew 3 cards from the supply (their hand was empty). 20 left.');
  assert.equal(say({ type: 'pile_top_taken', seat: 1, pile: 2, card: c(50, 'pearls'), draw_again: false }), 'Bo took Pearls from pile 3.');
  assert.equal(say({ type: 'set_made', seat: 0, cards: [c(0, 'taro0'), c(4, 'taro4'), c(5, 'taro5')], from_pile: 1, kept: c(5, 'taro5'), others: [{ card: c(0, 'taro0'), pile: null }, { card: c(4, 'taro4'), pile: 2 }], sets_this_turn: 1 }),
    'You made a set of 0 Taro, 4 Taro and 5 Taro (with the top of pile 2) and kept 5 Taro as a score card; 0 Taro out of the game, 4 Taro onto pile 3.');
  assert.equal(say({ type: 'sets_ended', seat: 1, sets: 0, by_turn_clock: false }), 'Bo made no set this turn.');
  assert.equal(say({ type: 'sets_ended', seat: 1, sets: 2, by_turn_clock: false }), 'Bo made 2 sets this turn.');
  assert.equal(say({ type: 'sets_ended', seat: 0, sets: 0, by_turn_clock: true }), 'You ran out of time.');
  assert.equal(say({ type: 'turn_started', seat: 1, last_turn: false }), "Bo's turn.");
  assert.equal(say({ type: 'card_discarded', seat: 0, card: c(8, 'taro8'), pile: 0, by_turn_clock: true }), 'You put 8 Taro onto pile 1 (hand limit) (out of time).');
  assert.equal(say({ type: 'last_turn_called', seat: 1, trigger: 'ten_score_cards' }), 'You have ten score cards: Bo takes one last turn.');
  assert.equal(say({ type: 'last_turn_called', seat: 0, trigger: 'supply_empty' }), 'The supply is empty: You take one last turn.');
  assert.equal(say({ type: 'game_ended', result: { winner: 1, scores: [12, 20] } }), 'Game over. Bo wins, 20 to 12.');
  assert.equal(say({ type: 'turn_ended', seat: 0 }), null);
});

test('result words: a win with both scores, a shared win', () => {
  const who = (s) => (s === 0 ? 'You' : 'Bo');
  assert.equal(resultWords({ winner: 0, scores: [18, 9] }, who), 'You win, 18 to 9.');
  assert.equal(resultWords({ winner: null, scores: [11, 11] }, who), 'A shared win, 11 points each.');
  // A tie on the best six that the rules broke is not told as "16 to 16".
  assert.equal(resultWords({ winner: 1, scores: [16, 16], decided_by: 'all_score_cards' }, who), `${who(1)} wins the tie at 16 (all score cards).`);
  assert.equal(resultWords({ winner: 0, scores: [9, 9], decided_by: 'fewer_score_cards' }, who), 'You win the tie at 9 (fewer score cards).');
});
