// Card naming and the display-only arrangement of a hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describe, faceCode, faceFromCode } from '../../../clients/web/src/js/nymj_cards.js';
import { layoutHand, winningArrangement } from '../../../clients/web/src/js/nymj_hand_layout.js';

const idsOf = (...faces) => {
  const used = new Map();
  return faces.map((code) => {
    const f = faceFromCode(code);
    const n = used.get(f) ?? 0;
    used.set(f, n + 1);
    return f * 3 + n;
  });
};

test('card ids, face codes and names follow engine/card.hpp', () => {
  assert.equal(faceCode(0), 'R1');
  assert.equal(faceCode(11), 'B6');
  assert.equal(faceCode(18), 'spring');
  assert.equal(faceCode(24), 'pride');
  assert.deepEqual([0, 1, 2].map((id) => describe(id).code), ['R1', 'R1', 'R1']);
  assert.equal(describe(3 * 10).name, '5 Blue');
  assert.equal(describe({ id: 70, face: 'guilt' }).name, 'Guilt');
  assert.equal(describe({ id: 70, face: 'guilt' }).suit, 'emotions');
  assert.equal(describe(75), null);
  for (let f = 0; f < 25; f++) assert.equal(faceFromCode(faceCode(f)), f);
});

test('a hand is grouped by suit with sets and pairs kept together', () => {
  const hand = idsOf('B4', 'R1', 'B5', 'love', 'B6', 'R1', 'R1', 'G2', 'G2', 'winter');
  const layout = layoutHand(hand);
  assert.deepEqual(layout.map((s) => s.suit), ['red', 'blue', 'green', 'seasons', 'emotions']);
  assert.deepEqual(layout[0].groups.map((g) => g.kind), ['set']);
  assert.deepEqual(layout[1].groups[0].cards.map((id) => describe(id).code), ['B4', 'B5', 'B6']);
  assert.deepEqual(layout[2].groups.map((g) => g.kind), ['pair']);
  assert.equal(layout.flatMap((s) => s.groups.flatMap((g) => g.cards)).length, hand.length);
});

test('a run is never made of honours or across suits', () => {
  const layout = layoutHand(idsOf('R5', 'R6', 'B1', 'spring', 'summer', 'fall'));
  assert.ok(layout.every((s) => s.groups.every((g) => g.kind === 'single')));
});

test('a winning hand is laid out as its sets and its pair', () => {
  const concealed = idsOf('R1', 'R2', 'R3', 'G4', 'G4', 'G4', 'B2', 'B3', 'B4', 'pride', 'pride');
  const groups = winningArrangement(concealed, []);
  assert.deepEqual(groups.map((g) => g.kind), ['set', 'set', 'set', 'pair']);
  assert.deepEqual(groups[3].cards.map((id) => describe(id).code), ['pride', 'pride']);
});

test('exposed sets count towards the three', () => {
  const exposed = [[{ id: 0, face: 'R1' }, { id: 1, face: 'R1' }, { id: 2, face: 'R1' }]];
  const concealed = idsOf('G1', 'G2', 'G3', 'B6', 'B6', 'B6', 'love', 'love');
  const groups = winningArrangement(concealed, exposed);
  assert.deepEqual(groups.map((g) => `${g.kind}${g.exposed ? '*' : ''}`), ['set*', 'set', 'set', 'pair']);
});

test('a hand that does not split into sets and a pair gets no arrangement', () => {
  assert.equal(winningArrangement(idsOf('R1', 'R2', 'R4', 'G4', 'G4', 'G4', 'B2', 'B3', 'B4', 'pride', 'pride'), []), null);
});
