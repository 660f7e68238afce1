// Chinese Mah Jongg's table drawn from made-up views in real Chromium: the rulebook's
// worked example on the hand-end sheet (South wins with 24; West 6, North 36, East 16)
// with its exact payments in the matrix, and crowded mid-hand tables of 3, 5 and 6 seats
// (every opponent with groups laid down, a call offered) at 390x844 and 1366x657, checked
// for overflow and finger-sized buttons. The engine's arithmetic is tested in C++; this
// checks that the page shows it as sent.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, artifacts, axeProblems, touchTargetProblems, useServerAndBrowser, watchErrors } from './harness.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: [] });
const PHONE_SIZE = { width: 390, height: 844 };

let nextId = 0;
const c = (face) => ({ id: nextId++, face });
const cards = (faces) => faces.split(' ').map(c);
const group = (type, kind, faces, from = 0) => ({ type, kind, cards: cards(faces), from });
const scored = (type, kind, size, exposed, points) => ({ type, kind, size, exposed, points });
const plain = (groups) => {
  const sum = groups.reduce((a, g) => a + g.points, 0);
  return { groups, set_points: sum, bonuses: [], doubles: [], base: sum, doublings: 0, total: sum };
};

// The book's example: East is seat 0, South 1 (the winner), West 2, North 3.
function bookExample() {
  const south = {
    groups: [scored('pung', 'B9', 3, true, 4), scored('chow', 'C1', 3, false, 0), scored('chow', 'D4', 3, false, 0), scored('chow', 'D6', 3, false, 0), scored('pair', 'B3', 2, false, 0)],
    set_points: 4, bonuses: [{ bonus: 'mah_jongg', points: 20 }], doubles: [], base: 24, doublings: 0, total: 24,
  };
  const north = {
    groups: [scored('pung', 'RD', 3, false, 4), scored('kong', 'B5', 4, false, 8), scored('pung', 'C3', 3, false, 2), scored('pung', 'D9', 3, false, 4)],
    set_points: 18, bonuses: [], doubles: [{ reason: 'dragon_set', times: 1 }], base: 18, doublings: 1, total: 36,
  };
  return {
    hand: 2, east: 0, ended_by: 'mah_jongg', winner: 1,
    seats: [
      { seat: 0, concealed: cards('D2 D2 D2 D2 B1 B1 B1 C9 C9 C9 EW SW GD'), exposed: [], score: plain([scored('kong', 'D2', 4, false, 8), scored('pung', 'B1', 3, false, 4), scored('pung', 'C9', 3, false, 4)]), pays: [0, 48, 0, 40], net: -68, total: -68 },
      { seat: 1, concealed: cards('C1 C2 C3 D4 D5 D6 D6 D7 D8 B3 B3'), exposed: [group('pung', 'B9', 'B9 B9 B9', 3)], score: south, pays: [0, 0, 0, 0], net: 96, total: 96 },
      { seat: 2, concealed: cards('C1 C1 C1 B6 B8 WD NW NW C5 C7'), exposed: [group('pung', 'D4', 'D4 D4 D4', 0)], score: plain([scored('pung', 'D4', 3, true, 2), scored('pung', 'C1', 3, false, 4)]), pays: [20, 24, 0, 30], net: -74, total: -74 },
      { seat: 3, concealed: cards('RD RD RD B5 B5 B5 B5 C3 C3 C3 D9 D9 D9'), exposed: [], score: north, pays: [0, 24, 0, 0], net: 46, total: 46 },
    ],
  };
}

const WINDS = { 3: ['east', 'south', 'north'], 4: ['east', 'south', 'west', 'north'], 5: ['east', 'south', 'west', 'north', 'north_east'], 6: ['east', 'south', 'south_west', 'west', 'north', 'north_east'] };

// A crowded moment of play: every opponent has three groups down (and Flowers at 3
// players), seat 1 has just discarded, and the viewer (seat 0) can call it two ways.
function crowded(n) {
  const seats = WINDS[n].map((wind, seat) => ({
    seat, wind, score: [12, -40, 106, -8, 0, 30][seat], concealed_count: n === 6 ? 1 : 4,
    exposed: seat === 0 ? [group('pung', 'RD', 'RD RD RD', 2)] : [group('pung', 'GD', 'GD GD GD', 2), group('chow', 'B3', 'B3 B4 B5', 0), n === 6 ? group('pung', 'XW', 'F1 S2 F3', 1) : group('kong', 'NW', 'NW NW NW NW', 3)],
    flowers: n === 3 && seat !== 0 ? cards('F1 S3') : [],
  }));
  const hand = n === 6 ? cards('C4 C5 D7 D7 D7 B9 B9 WD') : cards('C4 C5 D7 D7 D7 B9 B9 WD EW SW');
  const discard = c('C6');
  const pile = cards('C1 EW D9 B2 WD SW NW C8 D3 D3 B7 GD C2 B1 D5 C9 WW');
  return {
    viewer: 0, phase: 'claim_window', hand_number: 1, hands: n, east: 0, current: 1, decision: 40, turn_in_ms: null, wall: 57,
    settings: { seats: n, flowers: n === 3, limit: 0, claim_window_ms: 2500, turn_clock_ms: 30000, between_hands_ms: 6000 },
    seats, hand, just_drawn: null, last_discard: { seat: 1, card: discard }, discard_pile: pile,
    window: { id: 7, discarder: 1, card: discard, closes_in_ms: 2000, answered: false },
    legal: { discard: [], declare_win: false, pass: true, call: [{ group: 'chow', cards: [hand[0], hand[1]], mah_jongg: false }, { group: 'chow', cards: [hand[1], hand[0]], mah_jongg: true }].slice(0, n === 5 ? 1 : 2) },
    history: [], result: null,
  };
}

// Draws a view with the real modules into a stage laid out like the game page's.
async function draw(page, view) {
  await page.evaluate(async (v) => {
    const { renderChineseTable } = await import('/js/chinese_table.js');
    let stage = document.getElementById('cn-test-stage');
    if (!stage) {
      const game = document.createElement('div');
      game.className = 'game';
      stage = document.createElement('div');
      stage.className = 'stage';
      stage.id = 'cn-test-stage';
      game.append(stage);
      document.getElementById('view').replaceChildren(game);
    }
    const names = (s) => ['Ana', 'Bartholomew', 'Cy', 'Di', 'Ed', 'Fay'][s];
    const lobby = { seats: v.seats.map((s) => ({ seat: s.seat, occupant: { kind: s.seat ? 'bot' : 'human', name: names(s.seat), connected: true } })) };
    renderChineseTable(stage, {
      view: v, lobby, me: v.viewer, names, send: () => Promise.resolve(), pass: () => {}, call: () => {},
      callText: { text: '', kind: '' }, receivedAt: performance.now(), bubbles: new Map(), title: 'Table TEST',
    });
  }, view);
}

// Number cards whose suit is told by colour alone: each must show its suit's letter (C, D,
// B) or its suit's mark, whatever its size. Returns them as text; empty if none.
function colourOnlySuits(page) {
  return page.locator('.card.cn-tile[data-face]').evaluateAll((cards) => cards.flatMap((c) => {
    const face = c.dataset.face;
    if (!/^[CDB][1-9]$/.test(face)) return [];
    const seen = (e) => !!e && getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width >= 4;
    const sl = c.querySelector('.sl');
    if (seen(sl) && getComputedStyle(sl, '::before').content.replaceAll('"', '') === face[0]) return [];
    if (seen(c.querySelector('.glyph'))) return [];
    return [`${face} (${c.getBoundingClientRect().width}px wide) shows no suit mark`];
  }));
}

// The discards a phone shows cut through (a row shown in part), as text; empty if none.
function clippedDiscards(page) {
  return page.evaluate(() => {
    const box = document.querySelector('[data-testid=discards]');
    if (!box) return ['no discards on the table'];
    const b = box.getBoundingClientRect();
    const top = b.top + box.clientTop;
    const bottom = top + box.clientHeight;
    return [...box.querySelectorAll('.card')].map((c) => c.getBoundingClientRect())
      .filter((r) => r.top < bottom - 0.5 && r.bottom > bottom + 0.5 || r.top < top - 0.5 && r.bottom > top + 0.5)
      .map((r) => `a discard at ${Math.round(r.top)}..${Math.round(r.bottom)} is cut by the box's edge (${Math.round(top)}..${Math.round(bottom)})`);
  });
}

async function noOverflow(page, label) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  const width = page.viewportSize().width;
  assert.ok(wide <= width, `${label}: the page is ${wide} px wide in a ${width} px window`);
}

test("the hand-end sheet shows the book's worked example line by line, with its payments", async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'sheet');
  try {
    await page.goto(`${env.server.url}/`);
    const r = bookExample();
    const view = {
      viewer: 0, phase: 'hand_over', hand_number: 2, hands: 4, east: 0, current: 1, decision: 90, turn_in_ms: null, wall: 20,
      settings: { seats: 4, flowers: false, limit: 0, claim_window_ms: 2500, turn_clock_ms: 30000, between_hands_ms: 6000 },
      seats: r.seats.map((s) => ({ seat: s.seat, wind: WINDS[4][s.seat], score: s.total, concealed_count: s.concealed.length, exposed: s.exposed, flowers: [] })),
      hand: [], just_drawn: null, last_discard: null, discard_pile: [], window: null,
      legal: { discard: [], declare_win: false, pass: false, call: [] }, history: [r], result: null,
    };
    await draw(page, view);
    const sheet = page.locator('[data-testid=results]');
    assert.match(await page.locator('[data-testid=hand-title]').innerText(), /Hand 2 over: Bartholomew wins with 24 points/);
    const rows = sheet.locator('[data-testid=result-row]');
    assert.equal(await rows.count(), 4);
    const row = (seat) => sheet.locator(`[data-testid=result-row][data-seat="${seat}"]`);
    assert.match(await row(1).innerText(), /South/);
    assert.match(await row(1).innerText(), /pung of 9 Bams, exposed\s+4/);
    assert.match(await row(1).innerText(), /Mah Jongg\s+\+20/);
    assert.match(await row(1).innerText(), /Hand score\s+24/);
    assert.match(await row(3).innerText(), /North/);
    assert.match(await row(3).innerText(), /kong of 5 Bams, concealed\s+8/);
    assert.match(await row(3).innerText(), /a set of Dragons\s+×2/);
    assert.match(await row(3).innerText(), /Score\s+36/);
    assert.match(await row(2).innerText(), /West[\s\S]*Score \(set points\)\s+6/);
    assert.match(await row(0).innerText(), /East[\s\S]*Score \(set points\)\s+16/);
    // Read across: the row's player paid the column's player.
    const matrix = sheet.locator('[data-testid=payment-matrix]');
    const cells = async (seat) => matrix.locator(`tbody tr[data-seat="${seat}"] td`).allInnerTexts();
    assert.deepEqual(await cells(2), ['20', '24', '—', '30', '-74'], 'West pays East 20, South 24, North 30');
    assert.deepEqual(await cells(3), ['0', '24', '0', '—', '+46'], 'North pays South 24');
    assert.deepEqual(await cells(0), ['—', '48', '0', '40', '-68'], 'East pays South 48 and North 40');
    assert.deepEqual(await cells(1), ['0', '—', '0', '0', '+96']);
    for (const size of [PHONE_SIZE, LAPTOP.viewport]) {
      await page.setViewportSize(size);
      await noOverflow(page, `sheet at ${size.width}`);
      const name = size === PHONE_SIZE ? 'phone' : 'laptop';
      await page.screenshot({ path: join(artifacts, `chinese-${name}-book-example.png`) });
      await page.screenshot({ path: join(artifacts, `chinese-${name}-book-example-full.png`), fullPage: true });
    }
    assert.deepEqual(await axeProblems(page, 'hand-end sheet'), []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

for (const n of [3, 4, 5, 6]) {
  test(`a crowded ${n}-seat table fits a phone and a laptop`, async () => {
    const ctx = await env.browser.newContext(LAPTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page, `${n} seats`);
    try {
      await page.goto(`${env.server.url}/`);
      const view = crowded(n);
      await draw(page, view);
      assert.equal(await page.locator('[data-testid=seat-wind]').count(), n);
      assert.equal(await page.locator('[data-testid=call]').count(), view.legal.call.length);
      const winds = await page.locator('[data-testid=seat-wind]').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
      if (n >= 5) assert.ok(winds.includes('North-East Wind'), winds.join(', '));
      if (n === 6) assert.ok(winds.includes('South-West Wind'), winds.join(', '));
      for (const size of [PHONE_SIZE, LAPTOP.viewport]) {
        await page.setViewportSize(size);
        await noOverflow(page, `${n} seats at ${size.width}`);
        if (size === PHONE_SIZE) assert.deepEqual(await touchTargetProblems(page, ['[data-testid=call]', '[data-testid=pass]', '[data-testid=declare-win]']), []);
        assert.deepEqual(await colourOnlySuits(page), [], `${n} seats at ${size.width}`);
        await page.screenshot({ path: join(artifacts, `chinese-${size === PHONE_SIZE ? 'phone' : 'laptop'}-${n}p-crowded.png`) });
      }
      assert.deepEqual(await axeProblems(page, `${n}-seat table`), []);
      // Late in a hand the discards fill more rows than the phone shows: whole rows only,
      // and the rest in reach by keyboard as well as by finger.
      await draw(page, { ...view, discard_pile: [...view.discard_pile, ...view.discard_pile, ...view.discard_pile, ...view.discard_pile] });
      assert.deepEqual(await clippedDiscards(page), [], `${n} seats at ${LAPTOP.viewport.width}x${LAPTOP.viewport.height}`);
      await page.setViewportSize({ width: 1366, height: 900 });
      assert.deepEqual(await clippedDiscards(page), [], `${n} seats at 1366x900`);
      await page.setViewportSize(PHONE_SIZE);
      assert.deepEqual(await clippedDiscards(page), [], `${n} seats at ${PHONE_SIZE.width}`);
      await page.screenshot({ path: join(artifacts, `chinese-phone-${n}p-discards.png`) });
      assert.deepEqual(await axeProblems(page, `${n}-seat table on a phone, many discards`), []);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}
