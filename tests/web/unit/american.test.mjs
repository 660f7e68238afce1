// American Mah Jongg in the browser, without a browser: the cards' names and layout, the
// words for what a hand still needs, the Charleston pick (three at most, changeable),
// the step a pick belongs to, the waiting count, and the log's words for every event.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeTile, facesWords, layoutCards, tileName } from '../../../clients/web/src/js/american_tiles.js';
import { stepKey, togglePicked } from '../../../clients/web/src/js/american_controller.js';
import { waitingFor } from '../../../clients/web/src/js/american_charleston.js';
import { narrateAmerican, passTitle, winWords } from '../../../clients/web/src/js/american_text.js';
import { lineNotes, printedGroup } from '../../../clients/web/src/js/american_card.js';

const names = (seat) => ['Ana', 'Bo', 'Cy', 'Di'][seat];
const c = (id, face) => ({ id, face });

test('every face of the deck has a name, and the hand is laid out by suit with Jokers last', () => {
  const faces = ['C1', 'D9', 'B5', 'RD', 'GD', 'WD', 'N', 'E', 'S', 'W', 'F', 'J'];
  for (const f of faces) assert.ok(describeTile(f), f);
  assert.equal(tileName('C7'), '7 Crak');
  assert.equal(tileName('WD'), 'White Dragon');
  assert.equal(describeTile('J').joker, true);
  assert.equal(describeTile('X1'), null);
  const layout = layoutCards([c(1, 'J'), c(2, 'N'), c(3, 'D2'), c(4, 'C9'), c(5, 'C1'), c(6, 'F'), c(7, 'RD'), c(8, 'C1')]);
  assert.deepEqual(layout.map((s) => s.suit), ['craks', 'dots', 'dragons', 'winds', 'flowers', 'joker']);
  assert.deepEqual(layout[0].groups.map((g) => [g.face, g.cards.length]), [['C1', 2], ['C9', 1]]);
});

test('what a hand still needs, in words', () => {
  assert.equal(facesWords(['D2']), '2 Dot');
  assert.equal(facesWords(['C2', 'C4', 'C6', 'C8']), 'any even number in Craks');
  assert.equal(facesWords(['C1', 'D3', 'B5']), 'any odd number');
  assert.equal(facesWords(['N', 'E', 'RD']), 'a Wind or Dragon');
  assert.equal(facesWords(['C5', 'D5', 'B5']), 'a 5 (Crak or Dot or Bam)');
});

test('the pick holds three cards at most, and a picked card can be put back', () => {
  let picked = new Set();
  for (const id of [4, 9, 12]) picked = togglePicked(picked, id, 3).picked;
  assert.deepEqual([...picked], [4, 9, 12]);
  const full = togglePicked(picked, 20, 3);
  assert.equal(full.full, true);
  assert.equal(full.picked, picked, 'a fourth card changes nothing');
  const back = togglePicked(picked, 9, 3);
  assert.deepEqual([...back.picked], [4, 12]);
  // With one card passed blind, two of one's own.
  assert.equal(togglePicked(new Set([1, 2]), 3, 2).full, true);
});

test('a new sealed step starts a new pick; play has none', () => {
  const v = (step, phase = 'charleston') => ({ round: 1, phase, decision: 7, sealed: { charleston: 1, step } });
  assert.notEqual(stepKey(v(0)), stepKey(v(1)));
  assert.equal(stepKey(v(2)), stepKey(v(2)));
  assert.equal(stepKey({ phase: 'awaiting_discard', sealed: null }), null);
});

test('waiting for the seats that have not chosen', () => {
  const seats = (...chosen) => ({ seats: chosen.map((x, i) => ({ seat: i, chosen: x })) });
  assert.equal(waitingFor(seats(true, false, false, true)), 'Waiting for 2 players…');
  assert.equal(waitingFor(seats(true, true, false, true)), 'Waiting for 1 player…');
  assert.equal(waitingFor(seats(true, true, true, true)), 'Everyone has chosen.');
});

test('the log has words for every event the server sends', () => {
  const say = (ev, me = 0) => narrateAmerican(ev, names, me)?.text;
  assert.equal(passTitle(1, 'right'), 'Charleston 1: pass right');
  assert.match(say({ type: 'game_started', east: 2, rounds: 4 }), /4 hands.*Cy is East first/);
  assert.match(say({ type: 'round_started', round: 2, east: 0, wall: 99 }), /Hand 2 begins\. You are East; 99 cards/);
  assert.match(say({ type: 'hand_dealt', seat: 0, cards: new Array(13).fill(c(1, 'C1')) }), /dealt 13 cards/);
  assert.equal(say({ type: 'hand_dealt', seat: 1, cards: [] }), undefined);
  assert.match(say({ type: 'sealed_step_started', phase: 'charleston', charleston: 1, direction: 'left', blind_allowed: true }), /Charleston 1: pass left.*blind pass/);
  assert.match(say({ type: 'sealed_step_started', phase: 'dance_vote' }), /Dance again/);
  assert.match(say({ type: 'sealed_step_started', phase: 'courtesy' }), /Courtesy pass/);
  assert.equal(say({ type: 'choice_sealed', seat: 1 }), 'Bo has chosen.');
  assert.match(say({ type: 'cards_passed', from: 0, to: 1, own: [c(1, 'C1'), c(2, 'N')], blind: 1 }), /You passed 2 cards: 1 Crak, North Wind and 1 passed on blind to Bo/);
  assert.match(say({ type: 'cards_received', from: 3, to: 0, cards: [c(1, 'F'), c(2, 'RD')], forwarded: 1 }), /Di passed you Flower, Red Dragon; 1 more went straight on, unseen/);
  // A replay shows every seat's passes: each is told by who passed them, not as "You".
  assert.match(say({ type: 'cards_passed', from: 2, to: 3, own: [c(1, 'C1')], blind: 0 }, null), /^Cy passed 1 Crak to Di\.$/);
  assert.match(say({ type: 'cards_received', from: 2, to: 3, cards: [c(1, 'C1')], forwarded: 0 }, null), /^Cy passed Di 1 Crak\.$/);
  assert.match(say({ type: 'pass_completed', charleston: 2, direction: 'across' }), /Charleston 2: pass across: done/);
  assert.match(say({ type: 'vote_resolved', dance_again: true }), /second Charleston follows/);
  assert.match(say({ type: 'vote_resolved', dance_again: false }), /Nobody wants/);
  assert.match(say({ type: 'courtesy_exchanged', count: [2, 0, 2, 0] }), /swapped 2 cards with Cy/);
  assert.match(say({ type: 'card_drawn', seat: 0, card: c(5, 'B5') }), /You drew 5 Bam/);
  assert.equal(say({ type: 'card_drawn', seat: 1, card: null }), undefined);
  assert.match(say({ type: 'card_discarded', seat: 2, card: c(9, 'WD'), by_turn_clock: true }), /Cy discarded White Dragon \(out of time\)/);
  assert.match(say({ type: 'claim_called', seat: 3 }), /Di called/);
  assert.match(say({ type: 'claim_window_closed', awarded_to: 1, mah_jongg: true }), /Bo gets the discard for Mah Jongg/);
  assert.match(say({ type: 'group_exposed', seat: 1, from: 0, group: { face: 'D5', cards: [c(1, 'D5'), c(2, 'D5'), c(3, 'J'), c(4, 'J')] } }), /Bo exposed a kong of 5 Dot with your discard/);
  assert.match(say({ type: 'joker_exchanged', seat: 0, card: c(1, 'D5'), owner: 1, set: 0 }), /You exchanged 5 Dot for the Joker in Bo's group/);
  assert.match(say({ type: 'hand_went_dead', seat: 2 }), /Cy declared Mah Jongg in error: their hand is dead/);
  const win = { seat: 1, hand: 0, hand_name: 'Three kongs and a pair', points: 50, self_drawn: true, jokerless: false, value: 100 };
  assert.equal(winWords(win), '50 points, self-drawn ×2: 100 from each player');
  assert.match(say({ type: 'mah_jongg_declared', seat: 1, win }), /Mah Jongg! Bo won with "Three kongs and a pair": 50 points, self-drawn ×2: 100 from each/);
  assert.match(say({ type: 'round_ended', result: { round: 3, win: null } }), /Hand 3 over: a wall game/);
  assert.match(say({ type: 'game_ended', result: { winners: [0, 2] } }), /You and Cy share the win/);
});

test('the card prints each group as the printed card does, with its notes and words', () => {
  const run = [{ size: 2, suit: 'a', var: 'n', plus: 0, any_order: true }, { size: 2, suit: 'a', var: 'n', plus: 1, any_order: true },
    { size: 3, suit: 'a', var: 'n', plus: 2, any_order: true }, { size: 3, suit: 'a', var: 'n', plus: 3, any_order: true }, { size: 4, suit: 'a', var: 'n', plus: 4, any_order: true }];
  assert.deepEqual(run.map((g) => printedGroup(g).mark.repeat(g.size)), ['11', '22', '333', '444', '5555']);
  assert.deepEqual(lineNotes(run), ['any 1 suit', 'any 5 numbers in a row', 'sizes in any order']);
  const year = [{ size: 2, suit: 'a', number: 1 }, { size: 1, face: 'WD' }, { size: 1, suit: 'a', number: 2 }, { size: 2, face: 'F' }, { size: 4, kinds: ['any'] }];
  assert.deepEqual(year.map((g) => printedGroup(g).mark), ['1', '0', '2', 'F', 'any']);
  assert.equal(printedGroup(year[0]).cls, 'am-slot-0');
  assert.equal(printedGroup({ size: 3, suit: 'b', kinds: ['even'] }).cls, 'am-slot-1 am-class');
  assert.equal(printedGroup({ size: 4, suit: 'c', kinds: ['dragon'] }).words, "kong of the third suit's Dragon");
  assert.equal(printedGroup({ size: 4, face: 'C1' }).words, 'kong of 1 Crak');
  assert.equal(printedGroup({ size: 2, kinds: ['flower', 'dragon'] }).words, 'pair of Flower or Dragon');
  assert.deepEqual(lineNotes([{ size: 3, suit: 'a', kinds: ['even'] }, { size: 3, suit: 'b', kinds: ['even'] }, { size: 3, suit: 'c', kinds: ['even'] }]), ['any 3 suits']);
});

test('any Dragon and the Flowers print as their letters', () => {
  assert.equal(printedGroup({ size: 4, kinds: ['dragon'] }).mark.repeat(4), 'DDDD');
  assert.equal(printedGroup({ size: 4, kinds: ['dragon'] }).words, 'kong of any Dragon');
  assert.equal(printedGroup({ size: 2, kinds: ['flower'] }).mark, 'F');
});
