// Stepping through a finished game: bounds, round boundaries, the text of each step, the
// per-round deck check and the revealed hands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { ReplayModel, revealedHand, roundBoundaries, stepText } from '../../../clients/web/src/js/replay_model.js';
import { RULESETS } from '../../../clients/web/src/js/rulesets.js';

// The replay page hands the model its game's descriptor, by the replay's ruleset.
const replayOf = (replay) => new ReplayModel(replay, RULESETS[replay.ruleset]);
const NYMJ = RULESETS.nymj;

const card = (id, face) => ({ id, face });
const FACES = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6',
  'spring', 'summer', 'fall', 'winter', 'love', 'guilt', 'pride'];
// The revealed deck: 31 dealt cards, then the draw pile top first (B5, B5, B6, ...).
const deck1 = FACES.flatMap((f) => [f, f, f]);
const commit = (salt, deck) => createHash('sha256').update(`${salt}:${deck.join(',')}`).digest('hex');

const REPLAY = {
  id: 'g1', ruleset: 'nymj',
  players: [{ seat: 0, name: 'Ann' }, { seat: 1, name: 'Bob' }, { seat: 2, name: 'Cat' }],
  steps: [
    { index: 0, at_ms: 0, input: { type: 'start_game' }, events: [
      { type: 'game_started', first_ma: 0 },
      { type: 'round_started', round: 1, ma: 0, dealt_in: [0, 1, 2], tiebreaker: false, draw_pile: 44 },
      { type: 'hand_dealt', seat: 0, cards: [] },
      { type: 'turn_started', seat: 0, decision: 1, turn_in_ms: 30000 }], view: { round: 1 } },
    { index: 1, at_ms: 900, input: { type: 'discard', seat: 0, card: card(33, 'B6') }, events: [
      { type: 'card_discarded', seat: 0, card: card(33, 'B6'), window: 1, closes_in_ms: 2500, by_turn_clock: false }], view: { round: 1 } },
    { index: 2, at_ms: 1400, input: { type: 'pass', seat: 1, window: 1 }, events: [{ type: 'claim_passed', seat: 1, window: 1 }], view: { round: 1 } },
    { index: 3, at_ms: 3400, input: { type: 'claim_window_expired', window: 1 }, events: [
      { type: 'claim_window_closed', window: 1, awarded_to: null },
      { type: 'card_drawn', seat: 1, card: card(31, 'B5'), draw_pile: 43 }], view: { round: 1 } },
    { index: 4, at_ms: 5000, input: { type: 'declare_win', seat: 1 }, events: [
      { type: 'round_ended', result: { round: 1, winner: 1, method: 'drawing' } }], view: { round: 1, phase: 'round_over' } },
    { index: 5, at_ms: 11000, input: { type: 'begin_next_round', round: 2 }, events: [
      { type: 'round_started', round: 2, ma: 1, dealt_in: [0, 1, 2], tiebreaker: false, draw_pile: 44 }], view: { round: 2 } },
    { index: 6, at_ms: 12000, input: { type: 'declare_win', seat: 2 }, events: [
      { type: 'round_ended', result: { round: 2, winner: 2, method: 'drawing' } },
      { type: 'game_ended', result: { winner: 2, standings: [2, 1, 0] } }], view: { round: 2, phase: 'game_over' } },
  ],
  rounds: [
    { round: 1, commitment: commit('s1', deck1), salt: 's1', deck: deck1 },
    { round: 2, commitment: commit('s2', deck1), salt: 's2', deck: [...deck1].reverse() },
  ],
  result: { winner: 2, standings: [2, 1, 0] },
};

test('stepping stays within the game: first, prev, next, last, seek', () => {
  const m = replayOf(REPLAY);
  assert.equal(m.length, 7);
  assert.equal(m.index, 0);
  assert.ok(m.atStart);
  assert.equal(m.prev(), false, 'no step before the first');
  assert.equal(m.next(), true);
  assert.equal(m.step.index, 1);
  assert.equal(m.last(), true);
  assert.ok(m.atEnd);
  assert.equal(m.next(), false, 'no step after the last');
  assert.equal(m.index, 6);
  m.seek(-5);
  assert.equal(m.index, 0);
  m.seek('3');
  assert.equal(m.index, 3);
  m.seek(99);
  assert.equal(m.index, 6);
  m.first();
  assert.equal(m.index, 0);
});

test('round boundaries are the steps that deal a round', () => {
  assert.deepEqual(roundBoundaries(REPLAY.steps, NYMJ.deals), [
    { index: 0, round: 1, tiebreaker: false }, { index: 5, round: 2, tiebreaker: false }]);
  const m = replayOf(REPLAY);
  assert.equal(m.roundAt(4), 1);
  assert.equal(m.roundAt(5), 2);
  m.seek(2);
  m.nextRound();
  assert.equal(m.index, 5);
  m.nextRound();
  assert.equal(m.index, 6, 'after the last deal, the next round is the end');
  m.prevRound();
  assert.equal(m.index, 5);
  m.prevRound();
  assert.equal(m.index, 0);
  assert.equal(m.roundEndedAt(4), 1);
  assert.equal(m.roundEndedAt(3), null);
});

test('each step has a line of text naming who did what', () => {
  const m = replayOf(REPLAY);
  const names = (s) => m.name(s);
  assert.equal(stepText(REPLAY.steps[0], names, NYMJ), 'The game begins. Ann is Ma first. Round 1 begins. Ma: Ann.');
  assert.equal(stepText(REPLAY.steps[1], names, NYMJ), 'Ann discarded 6 Blue.');
  assert.equal(stepText(REPLAY.steps[2], names, NYMJ), 'Bob passed.');
  assert.equal(stepText(REPLAY.steps[3], names, NYMJ), 'Bob drew 5 Blue.', 'hands are revealed: the drawn card is named');
  assert.equal(stepText(REPLAY.steps[4], names, NYMJ), 'Bob won the round by drawing!');
  assert.match(stepText(REPLAY.steps[6], names, NYMJ), /Game over\. Cat wins!/);
  assert.equal(stepText({ input: { type: 'turn_clock_expired' }, events: [] }, names, NYMJ), 'The turn clock ran out.');
  assert.equal(m.name(7), 'Seat 8');
});

test('every revealed round gets its deck check', () => {
  const m = replayOf(REPLAY);
  assert.equal(m.check(1).ok, true);
  assert.equal(m.check(2).ok, false, 'round 2 reveals a deck that is not the committed one');
  assert.equal(m.check(3), null);
});

test('a deck that hashes right but was not the one drawn from fails the check', () => {
  const steps = structuredClone(REPLAY.steps);
  steps[3].events[1].card = card(33, 'B6');  // the replay says Bob drew B6; the deck says B5
  const m = replayOf({ ...REPLAY, steps });
  assert.equal(m.check(1).ok, false);
  assert.match(m.check(1).reason, /card 1 of the draw pile was drawn as B6, but the revealed deck has B5 there/);
});

test('revealed hands are read from the seat or from a list by seat', () => {
  const c = [card(1, 'R1')];
  assert.deepEqual(revealedHand({ seats: [{ seat: 0, hand: c, exposed: [] }] }, 0), { concealed: c, exposed: [] });
  assert.deepEqual(revealedHand({ seats: [{ seat: 1, concealed: c, exposed: [[card(2, 'R1')]] }] }, 1).exposed.length, 1);
  assert.deepEqual(revealedHand({ seats: [{ seat: 0 }], hands: [c] }, 0).concealed, c);
  assert.deepEqual(revealedHand({ seats: [{ seat: 0 }], hands: [{ concealed: c, exposed: [] }] }, 0).concealed, c);
  assert.equal(revealedHand({ seats: [{ seat: 0, concealed_count: 10 }] }, 0), null);
});

test('views come a page at a time: a step without one waits for its page', () => {
  const steps = REPLAY.steps.map(({ view, ...rest }) => rest);  // as the server sends them
  const m = replayOf({ ...REPLAY, steps, view_page: 4 });
  assert.equal(m.viewAt(0), null, 'no view until its page is fetched');
  assert.equal(m.pageOf(0), 0);
  assert.equal(m.pageOf(5), 4);
  m.addViews({ from: 4, views: [{ round: 2 }, { round: 2, phase: 'game_over' }] });
  assert.equal(m.viewAt(0), null);
  assert.deepEqual(m.viewAt(5), { round: 2, phase: 'game_over' });
  m.seek(4);
  assert.deepEqual(m.viewAt(), { round: 2 });
  m.addViews(null);  // a failed fetch adds nothing
  assert.equal(m.views.size, 2);
});

// A short Gimme! round: its tiles are named as Gimme! names them (B5 is 5 Bams, never
// NYMJ's 5 Blue), and its round and deck check are found by its own events.
const GIMME_DECK = ['D1', 'D2', 'C1', 'B5', 'B1'];
const GIMME = {
  id: 'g2', ruleset: 'gimme',
  players: [{ seat: 0, name: 'Ann' }, { seat: 1, name: 'Bob' }],
  steps: [
    { index: 0, at_ms: 0, input: { type: 'start_game' }, events: [
      { type: 'round_started', round: 1, first_player: 0, pool: 3 },
      { type: 'hand_dealt', seat: 0, cards: [card(0, 'D1')] },
      { type: 'hand_dealt', seat: 1, cards: [card(40, 'C1')] },
      { type: 'card_drawn', seat: 0, card: card(4, 'D2'), pool: 2 },
      { type: 'turn_started', seat: 0, decision: 1, drew: true }] },
    { index: 1, at_ms: 900, input: { type: 'discard', seat: 0, card: 4 }, events: [
      { type: 'card_discarded', seat: 0, card: card(4, 'D2'), window: 1 },
      { type: 'claim_window_closed', window: 1, awarded_to: null },
      { type: 'card_drawn', seat: 1, card: card(88, 'B5'), pool: 1 }] },
    { index: 2, at_ms: 1800, input: { type: 'declare_win', seat: 1 }, events: [
      { type: 'round_ended', result: { round: 1, finishes: [{ seat: 1 }] } }] },
  ],
  rounds: [{ round: 1, commitment: commit('g', GIMME_DECK), salt: 'g', deck: GIMME_DECK }],
};

test('a Gimme! replay names Gimme! tiles and checks its deal', () => {
  const m = replayOf(GIMME);
  const names = (s) => m.name(s);
  assert.equal(stepText(GIMME.steps[1], names, m.game), 'Ann dropped 2 Dots. Bob took 5 Bams.');
  assert.deepEqual(m.boundaries, [{ index: 0, round: 1, tiebreaker: false }]);
  assert.equal(m.roundEndedAt(2), 1);
  assert.deepEqual(m.check(1), { ok: true, reason: '', commitment: GIMME.rounds[0].commitment });
  const steps = structuredClone(GIMME.steps);
  steps[1].events[2].card = card(40, 'C1');
  assert.match(replayOf({ ...GIMME, steps }).check(1).reason, /card 1 of the draw pile was drawn as C1, but the revealed deck has B5 there/);
});

test('a Chinese replay is dealt by hands, and Boba by its one game', () => {
  const deck = ['C1', 'C5'];
  const chinese = replayOf({
    id: 'c', ruleset: 'chinese', players: [{ seat: 0, name: 'Lin' }],
    steps: [
      { index: 0, input: { type: 'start_game' }, events: [{ type: 'hand_started', hand: 1, east: 0, wall: 1 }, { type: 'hand_dealt', seat: 0, cards: [card(0, 'C1')] }, { type: 'turn_started', seat: 0 }] },
      { index: 1, input: { type: 'discard', seat: 0, card: 0 }, events: [{ type: 'card_drawn', seat: 0, card: card(16, 'C5'), wall: 0, replacement: false }] },
      { index: 2, input: { type: 'declare_win', seat: 0 }, events: [{ type: 'hand_ended', result: { hand: 1, winner: 0 } }] },
    ],
    rounds: [{ round: 1, commitment: commit('c', deck), salt: 'c', deck }],
  });
  assert.deepEqual(chinese.boundaries.map((b) => b.round), [1]);
  assert.equal(chinese.roundName(1), 'Hand 1');
  assert.equal(chinese.roundEndedAt(2), 1);
  assert.equal(chinese.endOf(1), 2);
  assert.equal(chinese.check(1).ok, true);
  assert.equal(stepText(chinese.steps[1], (s) => chinese.name(s), chinese.game), 'Lin drew 5 Craks.');
  const boba = replayOf({
    id: 'b', ruleset: 'boba', players: [{ seat: 0, name: 'Ana' }],
    steps: [{ index: 0, input: { type: 'start_game' }, events: [{ type: 'game_started', first_player: 0, piles: [], supply: 0 }] },
      { index: 1, input: { type: 'end_sets', seat: 0 }, events: [{ type: 'game_ended', result: { winner: 0 } }] }],
    rounds: [{ round: 1, commitment: commit('b', []), salt: 'b', deck: [] }],
  });
  assert.deepEqual(boba.boundaries.map((b) => b.round), [1]);
  assert.equal(boba.roundEndedAt(1), 1);
  assert.equal(boba.roundName(1), 'Game');
  assert.equal(boba.check(1).ok, true);
});
