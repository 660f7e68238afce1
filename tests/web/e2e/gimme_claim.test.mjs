// Gimme! Mahjong, two people claiming the same drop: Ana drops 5 Dots; Cy (seat 2) says
// Gimme first, Bo (seat 1) later; Bo sits closer after the dropper and gets it, whoever
// was first, and both pages say who got it and why. Both use the set picker (each has
// several ways to make a set). axe-core finds nothing serious or critical on the Gimme
// landing options, the waiting room and the table during the window (phone and laptop).
// Then a Joker Steal by tapping an exposed Joker, and a Mahjong: the finished player's
// tiles shown on every page, the score with its bonuses named.
// Real Chromium, real server started with --allow-scenarios.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, axeProblems, handUnderBarProblems, meetAndStart, touchTargetProblems, useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after, { extraArgs: ['--allow-scenarios'] });
const screen = (page, name) => page.screenshot({ path: join(artifacts, `${name}.png`) });

// Seats 1 and 2 can both make a set with Ana's 5 Dots: Bo with one or two of his, Cy
// with her 5 Dots, her Joker or both.
const SCENARIO = {
  first_player: 0,
  hands: [
    'D5 C1 C2 C3 C4 C6 C7 C8 C9 B1 B2 B3 B4',
    'D5 D5 B5 B6 B7 B8 B9 C1 C2 C3 C4 C6 C7',
    'D5 J B1 B2 B3 B4 B5 B6 B7 B8 B9 C8 C9',
  ],
  pool_top: 'D1 D2 D3',
};

test('the closer seat gets a drop two people claim, and both pages say why', async () => {
  const ana = await (await env.browser.newContext(LAPTOP)).newPage();
  const bo = await (await env.browser.newContext(PHONE)).newPage();
  const cy = await (await env.browser.newContext(LAPTOP)).newPage();
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo'), ...watchErrors(cy, 'Cy')];
  const problems = [];
  try {
    await bo.goto(`${env.server.url}/`);
    await bo.click('[data-testid=game-gimme]');
    await bo.locator('[data-testid=pesky1]').waitFor(WAIT);
    problems.push(...await axeProblems(bo, 'phone landing, Gimme! picked'));
    await screen(bo, 'gimme-phone-landing');

    await ana.goto(`${env.server.url}/`);
    await ana.evaluate((scenario) => window.jongtable.create({
      name: 'Ana', ruleset: 'gimme', options: { seats: 3, gimme_window_ms: 60000, turn_clock_ms: 0 }, scenario, bots: 0,
    }), SCENARIO);
    await ana.locator('[data-testid=share-link]').waitFor(WAIT);
    const link = await ana.locator('[data-testid=share-link]').inputValue();
    for (const [page, name] of [[bo, 'Bo'], [cy, 'Cy']]) {
      await page.goto(link);
      // The table's link names its game before anyone joins, with that game's rules.
      await page.locator('[data-testid=join-game]', { hasText: 'Gimme! Mahjong' }).waitFor(WAIT);
      assert.match(await page.locator('details.how summary').innerText(), /How to play Gimme! Mahjong/);
      await page.fill('#join-name', name);
      await page.click('[data-testid=join-player]');
      await page.locator('.seat-row.me').waitFor(WAIT);
    }
    problems.push(...await axeProblems(bo, 'phone waiting room'));
    await ana.locator('[data-testid=start]:not([disabled])').click();

    // Ana drops her 5 Dots; the window opens on every page.
    const drop = ana.locator('[data-testid=hand] button.card[data-face=D5]');
    await drop.waitFor(WAIT);
    assert.equal(await drop.getAttribute('aria-disabled'), null, 'Ana may drop the 5 Dots');
    await drop.click();
    for (const page of [bo, cy]) {
      await page.locator('[data-testid=gimme]:not([disabled])').waitFor(WAIT);
      assert.match(await page.locator('[data-testid=status]').innerText(), /Ana dropped 5 Dots/);
    }
    assert.ok(await ana.locator('[data-testid=gimme]').isDisabled(), 'the dropper cannot Gimme');
    // No race, no penalty: the words of a steal never show.
    for (const page of [ana, bo, cy]) assert.doesNotMatch(await page.locator('main').innerText(), /STEAL|skip|loses a turn/i);

    await screen(bo, 'gimme-phone-two-window');
    problems.push(...await axeProblems(bo, 'phone table, window open'), ...await axeProblems(cy, 'laptop table, window open'));
    problems.push(...await touchTargetProblems(bo, ['[data-testid=gimme]', '[data-testid=pass]', '[data-testid=declare-win]']));

    // Cy first: three ways (5 Dots, the Joker, both), so the picker opens.
    await cy.click('[data-testid=gimme]');
    await cy.locator('[data-testid=gimme-option]').first().waitFor(WAIT);
    assert.equal(await cy.locator('[data-testid=gimme-option]').count(), 3);
    await screen(cy, 'gimme-laptop-picker');
    problems.push(...await axeProblems(cy, 'laptop set picker'));
    await cy.locator('[data-testid=gimme-option][aria-label*="Joker"]').first().click();
    await cy.locator('[data-testid=claim-status][data-kind=pressed]').waitFor(WAIT);
    // Bo, nearer the dropper, has not answered: the window stays open for him.
    await bo.locator('.called .pill', { hasText: 'Cy: Gimme!' }).waitFor(WAIT);
    assert.ok(!(await bo.locator('[data-testid=gimme]').isDisabled()), 'the window is still open for Bo');

    // Bo later: two ways; he lays down all three 5 Dots.
    await bo.click('[data-testid=gimme]');
    await bo.locator('[data-testid=gimme-option]').first().waitFor(WAIT);
    await screen(bo, 'gimme-phone-picker');
    assert.equal(await bo.locator('[data-testid=gimme-option]').count(), 2);
    await bo.locator('[data-testid=gimme-option][aria-label$="3 tiles"]').click();

    await bo.locator('[data-testid=claim-status][data-kind=won]').waitFor(WAIT);
    await cy.locator('[data-testid=claim-status][data-kind=lost]').waitFor(WAIT);
    const boText = await bo.locator('[data-testid=claim-status]').innerText();
    const cyText = await cy.locator('[data-testid=claim-status]').innerText();
    assert.match(boText, /You got 5 Dots! You are closer to the dropper than Cy\./);
    assert.match(cyText, /Bo got 5 Dots: Bo is closer to the dropper than you\./);
    // Everyone sees Bo's laid-down set; Bo's hand no longer holds his 5 Dots.
    await ana.locator('.seatbox[data-seat="1"] .set[aria-label="3× 5 Dots"]').waitFor(WAIT);
    await cy.locator('.seatbox[data-seat="1"] .set[aria-label="3× 5 Dots"]').waitFor(WAIT);
    assert.equal(await bo.locator('[data-testid=hand] [data-face=D5]').count(), 0);
    assert.match(await ana.locator('[data-testid=log]').innerText(), /Bo laid down 3× 5 Dots with your tile/);
    // The dropper, who called nothing, reads the why in the log.
    assert.match(await ana.locator('[data-testid=log]').innerText(), /Bo got 5 Dots: Bo is closer to the dropper than Cy\./);
    await screen(bo, 'gimme-phone-closer');
    await screen(cy, 'gimme-laptop-closer');
    problems.push(...await axeProblems(bo, 'phone table after the window'));
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  } finally {
    for (const p of [ana, bo, cy]) await p.context().close();
  }
});

// Ana drops a 5 Dots, Cy says Gimme with her Joker (one way only: no picker), Ana then
// takes 4 Dots from the pool, swaps her other 5 Dots for Cy's Joker from the action bar, and
// goes Mahjong (four Triples and 9 Cracks with the Joker).
const STEAL = {
  first_player: 0,
  hands: [
    'D1 D1 D1 D2 D2 D2 D3 D3 D3 D4 D4 D5 D5',
    'B1 B2 B3 B4 B5 B6 B7 B8 B9 C1 C2 C3 C4',
    'J B1 B2 B3 B4 B5 B6 B7 B8 B9 C8 C7 C6',
  ],
  pool_top: 'C9 D4',
};

test('a Joker Steal offered on the glowing Joker and in the action bar, then Mahjong: revealed tiles and named bonuses', async () => {
  const ana = await (await env.browser.newContext(PHONE)).newPage();
  const bo = await (await env.browser.newContext(LAPTOP)).newPage();
  const cy = await (await env.browser.newContext(LAPTOP)).newPage();
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo'), ...watchErrors(cy, 'Cy')];
  try {
    await meetAndStart(env, ana, [[bo, 'Bo'], [cy, 'Cy']], {
      name: 'Ana', ruleset: 'gimme', options: { seats: 3, gimme_window_ms: 60000, turn_clock_ms: 0 }, scenario: STEAL, bots: 0,
    });
    await ana.locator('[data-testid=hand] button.card[data-face=D5]:not([aria-disabled])').first().tap();
    await bo.locator('[data-testid=pass]:not([disabled])').click();
    assert.ok(await bo.locator('[data-testid=gimme]').isDisabled(), 'Bo has no 5 Dots and no Joker');
    await cy.locator('[data-testid=gimme]:not([disabled])').click();
    await cy.locator('.exposed .set[aria-label="2× 5 Dots"]').waitFor(WAIT);
    // Cy drops 6 Cracks; nobody wants it.
    await cy.locator('[data-testid=hand] button.card[data-face=C6]:not([aria-disabled])').click();
    await bo.locator('[data-testid=pass]:not([disabled])').click();
    await ana.locator('[data-testid=pass]:not([disabled])').tap();

    // Ana's turn: the Joker in Cy's set glows; a tap swaps her 5 Dots for it.
    const joker = ana.locator('.seatbox[data-seat="2"] [data-testid=joker-steal]');
    await joker.waitFor(WAIT);
    assert.match(await joker.getAttribute('aria-label'), /Joker Steal: give your 5 Dots for this Joker/);
    await ana.screenshot({ path: join(artifacts, 'gimme-phone-joker-steal.png') });
    // The same move waits in the action bar at the bottom, in reach without scrolling
    // wherever the page is: a tap there makes the swap.
    const inBar = ana.locator('[data-testid=action-bar] [data-testid=bar-joker-steal]');
    assert.equal(await inBar.count(), 1);
    assert.match(await inBar.getAttribute('aria-label'), /Joker Steal: give your 5 Dots for the Joker in Cy's set/);
    for (const where of ['top', 'bottom']) {
      await ana.evaluate((w) => window.scrollTo({ top: w === 'top' ? 0 : document.body.scrollHeight, behavior: 'instant' }), where);
      const r = await inBar.boundingBox();
      assert.ok(r.y >= 0 && r.y + r.height <= PHONE.viewport.height, `the bar's Joker Steal is on the screen with the page at its ${where} (${r.y}..${r.y + r.height})`);
    }
    assert.deepEqual(await touchTargetProblems(ana, ['[data-testid=bar-joker-steal]']), []);
    assert.deepEqual(await handUnderBarProblems(ana, 'a Joker Steal in the bar'), []);
    await ana.screenshot({ path: join(artifacts, 'gimme-phone-joker-steal-bar.png') });
    await inBar.tap();
    await ana.locator('[data-testid=hand] [data-face=J]').waitFor(WAIT);
    await cy.locator('.exposed .set[aria-label="2× 5 Dots"] [data-face=J]').waitFor({ state: 'detached', ...WAIT });
    assert.match(await cy.locator('[data-testid=log]').innerText(), /Ana swapped 5 Dots for the Joker in your set/);

    await ana.locator('[data-testid=declare-win]:not([disabled])').tap();
    await ana.locator('[data-testid=you-finished]').waitFor(WAIT);
    // Every page shows Ana finished, with her 14 tiles, and the score's parts by name.
    for (const page of [bo, cy]) {
      const seat = page.locator('.seatbox[data-seat="0"]');
      await seat.locator('[data-testid=finished-badge]').waitFor(WAIT);
      assert.equal(await seat.locator('[data-testid=revealed-hand] .card').count(), 14);
      assert.match(await page.locator('[data-testid=log]').innerText(), /Ana declared Mahjong: 2 points: Mahjong 1, first to finish \+1\./);
    }
    assert.equal(await ana.locator('.mine [data-testid=revealed-hand] .card').count(), 14);
    await ana.screenshot({ path: join(artifacts, 'gimme-phone-finished.png') });
    await bo.screenshot({ path: join(artifacts, 'gimme-laptop-finished.png') });
    assert.deepEqual(await axeProblems(bo, 'laptop table with a finished player'), []);
    assert.deepEqual(errors, []);
  } finally {
    for (const p of [ana, bo, cy]) await p.context().close();
  }
});

test('"Play now with bots" plays the picked game: Gimme! with three bots, started at once; a spectator watches', async () => {
  const page = await (await env.browser.newContext(PHONE)).newPage();
  const errors = watchErrors(page, 'Di');
  try {
    await page.goto(`${env.server.url}/`);
    await page.fill('#create-name', 'Di');
    await page.click('[data-testid=game-gimme]');
    assert.match(await page.locator('[data-testid=play-now]').innerText(), /Play Gimme! Mahjong now with bots/);
    await page.click('[data-testid=play-now]');
    await page.locator('[data-testid=action-bar]').waitFor(WAIT);
    const lobby = await page.evaluate(() => ({ ruleset: window.jongtable.lobby.ruleset, bots: window.jongtable.lobby.seats.filter((s) => s.occupant?.kind === 'bot').length }));
    assert.deepEqual(lobby, { ruleset: 'gimme', bots: 3 });
    assert.equal(await page.locator('.seatbox').count(), 3);
    // Someone with the link may watch: four seats, no hand, no action bar, tiles as counts.
    const code = await page.evaluate(() => window.jongtable.lobby.code);
    const watcher = await (await env.browser.newContext(LAPTOP)).newPage();
    errors.push(...watchErrors(watcher, 'watcher'));
    await watcher.goto(`${env.server.url}/t/${code}`);
    await watcher.fill('#join-name', 'Eve');
    await watcher.click('[data-testid=join-spectator]');
    await watcher.locator('[data-key=watching]').waitFor(WAIT);
    assert.equal(await watcher.locator('.seatbox').count(), 4);
    assert.equal(await watcher.locator('[data-testid=hand], [data-testid=action-bar]').count(), 0);
    assert.match(await watcher.locator('.seatbox').first().innerText(), /\d+\s*tiles/);
    await watcher.context().close();
    assert.deepEqual(errors, []);
  } finally {
    await page.context().close();
  }
});

// Ana takes 5 Bams and is Mahjong (1 + first); Bo then takes 3 Cracks and is Mahjong with
// Cracks only (1 + one suit). The bot is the only one left: the round and the one-round
// game end, 2 points each: a shared win.
const SHARED = {
  first_player: 0,
  hands: [
    'D1 D1 J D2 D2 D2 C3 C3 C3 C4 C4 C4 B5',
    'C1 C1 C1 C7 C7 C7 C2 C2 C2 C5 C5 C5 J',
    'B1 B2 B3 B4 B6 B7 B8 B9 D5 D6 D7 D8 D9',
  ],
  pool_top: 'B5 C3',
};

test('two finish with equal points: the round names each bonus, the game end a shared win', async () => {
  const ana = await (await env.browser.newContext(PHONE)).newPage();
  const bo = await (await env.browser.newContext(LAPTOP)).newPage();
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo')];
  try {
    await ana.goto(`${env.server.url}/`);
    await ana.evaluate((scenario) => window.jongtable.create({
      name: 'Ana', ruleset: 'gimme', options: { seats: 3, rounds: 1, gimme_window_ms: 60000, turn_clock_ms: 0 }, scenario, bots: 1,
    }), SHARED);
    await ana.locator('[data-testid=share-link]').waitFor(WAIT);
    await bo.goto(await ana.locator('[data-testid=share-link]').inputValue());
    await bo.fill('#join-name', 'Bo');
    await bo.click('[data-testid=join-player]');
    await bo.locator('.seat-row.me').waitFor(WAIT);
    await ana.locator('[data-testid=start]:not([disabled])').click();
    await ana.locator('[data-testid=declare-win]:not([disabled])').tap();
    await bo.locator('[data-testid=declare-win]:not([disabled])').click();
    for (const [page, title] of [[ana, 'Game over: You and Bo share the win!'], [bo, 'Game over: Ana and You share the win!']]) {
      await page.locator('[data-testid=standings]').waitFor(WAIT);
      assert.equal(await page.locator('[data-testid=game-title]').innerText(), title);
      const ranks = await page.locator('[data-testid=standings] .standing .rank').allInnerTexts();
      assert.deepEqual(ranks, ['1.', '1.', '3.']);
      assert.equal(await page.locator('[data-testid=standings] .badge', { hasText: 'shared win' }).count(), 2);
      const bonuses = await page.locator('[data-testid=bonuses]').allInnerTexts();
      assert.equal(bonuses.length, 2);
      assert.match(bonuses[0], /Mahjong 1[\s\S]*first to finish \+1/);
      assert.match(bonuses[1], /Mahjong 1[\s\S]*one suit \+1/);
    }
    await ana.screenshot({ path: join(artifacts, 'gimme-phone-shared-win.png') });
    await bo.screenshot({ path: join(artifacts, 'gimme-laptop-shared-win.png') });
    assert.deepEqual(await axeProblems(ana, 'phone game end, shared win'), []);
    assert.deepEqual(errors, []);
  } finally {
    for (const p of [ana, bo]) await p.context().close();
  }
});
