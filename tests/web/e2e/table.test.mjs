// The browser client against the real server in real Chromium: three people and a bot
// play a round through the UI, a reload resumes the same seat, a phone in portrait
// shows every control, and the keyboard alone can discard.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, launchBrowser, shot, startServer, touchTargetProblems, watchErrors } from './harness.mjs';

// Ana (seat 0) is Ma and discards 6 Blue; Bo holds two 6 Blue and 4-5 Blue, steals it by
// Space, picks which set to expose and discards 1 Green; Cy holds three sets and the other 1 Green, so
// stealing it wins. Neither card fits the bot in seat 3 or the players who do not claim.
const SCENARIO = {
  seed: 7,
  ma: 0,
  hands: [
    ['B6', 'R2', 'R4', 'G3', 'G5', 'summer', 'fall', 'winter', 'guilt', 'pride', 'B1'],
    ['B6', 'B6', 'B4', 'B5', 'G1', 'R3', 'R5', 'spring', 'love', 'guilt'],
    ['R1', 'R1', 'R1', 'R4', 'R5', 'R6', 'G4', 'G4', 'G4', 'G1'],
    ['R2', 'R3', 'B1', 'B2', 'G5', 'G6', 'spring', 'fall', 'love', 'pride'],
  ],
};

const WAIT = { timeout: 20000 };
const handCard = (face) => `[data-testid=hand] button.card[data-face="${face}"]:not([aria-disabled])`;
const liveSteal = '[data-testid=steal]:not([disabled])';

let server;
let browser;
before(async () => {
  server = await startServer({ extraArgs: ['--allow-scenarios'] });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function joinByLink(page, link, name) {
  await page.goto(link);
  await page.fill('#join-name', name);
  await page.click('[data-testid=join-player]');
  await page.locator('.seat-row.me').waitFor(WAIT);
}

test('three people and a bot play a round: click discards, STEAL! by Space, reload resumes', async () => {
  // The one test of pages in full motion (every other page asks for reduced motion,
  // harness.mjs): STEAL! pulses and its countdown glides here, in the claim-window shot.
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' })));
  const [ana, bo, cy0] = await Promise.all(contexts.map((c) => c.newPage()));
  let cy = cy0;
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo'), ...watchErrors(cy0, 'Cy')];
  try {
    await ana.goto(`${server.url}/`);
    await ana.getByRole('heading', { name: 'Mahjong games with friends or bots' }).waitFor(WAIT);
    // The host picks the game: Not Your Ma's Jong unless another is chosen.
    assert.equal(await ana.locator('[data-testid=game-nymj]').getAttribute('aria-pressed'), 'true');
    assert.match(await ana.locator('[data-testid=game-picker]').innerText(), /Not Your Ma's Jong[\s\S]*3-4 players[\s\S]*Gimme! Mahjong[\s\S]*2-4 players/);
    await shot(ana, 'landing');
    await ana.evaluate((scenario) => window.jongtable.create({
      name: 'Ana', seats: 4, claim_window_ms: 60000, turn_clock_ms: 60000, bots: 0, scenario,
      // A long wait after the first claim, so a second claim lands even on a slow machine.
      extra: { lag_bound_ms: 1000, claim_margin_ms: 1000 },
    }), SCENARIO);
    await ana.waitForURL(/\/t\/[A-Za-z0-9]+$/, WAIT);
    const link = await ana.locator('[data-testid=share-link]').inputValue();
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/t\/[A-Za-z0-9]+$/);
    assert.equal(await ana.locator('[data-testid=qr] svg').count(), 1, 'the lobby shows a QR code');

    await joinByLink(bo, link, 'Bo');
    await joinByLink(cy, link, 'Cy');
    await ana.click('[data-testid=add-bot-3]');
    await ana.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    const seats = await ana.locator('[data-testid=seats]').innerText();
    for (const name of ['Ana', 'Bo', 'Cy', 'bot']) assert.ok(seats.includes(name), `lobby lists ${name}: ${seats}`);
    assert.equal(await bo.locator('[data-testid=start]').count(), 0, 'only the host may start');
    await shot(ana, 'lobby');

    // Chat is shown as text, never as markup; reactions reach everyone.
    await bo.fill('[data-testid=chat-input]', '<b>hello</b> & welcome');
    await bo.press('[data-testid=chat-input]', 'Enter');
    await ana.getByRole('tab', { name: /Chat/ }).click();
    await ana.locator('[data-testid=chat]').getByText('<b>hello</b> & welcome').waitFor(WAIT);
    assert.equal(await ana.locator('[data-testid=chat] b').count(), 0);
    await cy.getByRole('button', { name: 'GG' }).click();
    await ana.locator('[data-testid=chat] .item.reaction', { hasText: 'GG' }).waitFor(WAIT);
    assert.match(await ana.locator('[data-testid=chat] .item.reaction').innerText(), /Cy:\s*GG/);
    await ana.getByRole('tab', { name: 'Table log' }).click();
    await ana.click('[data-testid=start]');

    // Ana is Ma: 11 cards, and discards 6 Blue with a click.
    await ana.locator(handCard('B6')).waitFor(WAIT);
    assert.equal(await ana.locator('[data-testid=hand] button.card').count(), 11);
    await bo.locator('[data-testid=hand] button.card').nth(9).waitFor(WAIT);
    assert.equal(await bo.locator('[data-testid=hand] button.card').count(), 10);
    assert.equal(await bo.locator(handCard('B6')).count(), 0, 'not Bo\'s turn: his cards are not discardable');
    await ana.click(handCard('B6'));

    // Bo: the claim window opens, STEAL! lights up with its countdown.
    await bo.locator(liveSteal).waitFor(WAIT);
    assert.equal(await bo.locator('.countdown').count(), 1);
    await shot(bo, 'claim-window');
    // Cy yells first, by mistake (6 Blue fits nothing of hers); Bo's Space is the real claim.
    await cy.locator(liveSteal).waitFor(WAIT);
    await cy.keyboard.press('Space');
    await bo.keyboard.press('Space');
    await ana.locator('[data-testid=log]').getByText(/Cy stole by mistake and loses a turn/).waitFor(WAIT);
    await ana.locator('.seatbox[data-seat="2"] .badge.skip', { hasText: 'skips 1' }).waitFor(WAIT);
    // Two sets fit (6-6-6 or 4-5-6 Blue): he picks the run; then he must discard.
    await bo.locator('[data-testid=expose-option]').nth(1).waitFor(WAIT);
    assert.equal(await bo.locator('[data-testid=expose-option]').count(), 2);
    await shot(bo, 'expose-picker');
    await bo.locator('[data-testid=expose-option]:has([data-face=B4])').click();
    await bo.locator('.mine .exposed .card[data-face="B4"]').waitFor(WAIT);
    assert.deepEqual(await bo.locator('.mine .exposed .card').evaluateAll((els) => els.map((e) => e.dataset.face).sort()), ['B4', 'B5', 'B6']);
    await bo.locator(handCard('G1')).waitFor(WAIT);
    assert.match(await ana.locator('[data-testid=log]').innerText(), /Bo yelled STEAL!/);
    assert.match(await ana.locator('[data-testid=log]').innerText(), /Bo got the card/);
    await ana.locator('.seatbox[data-seat="1"] .exposed .card').nth(2).waitFor(WAIT);
    assert.equal(await ana.locator('.seatbox[data-seat="1"] .exposed .card').count(), 3, 'others see the exposed set');

    // A spectator opens the link mid-game and watches: every seat, no hidden card.
    const watcherContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    contexts.push(watcherContext);
    const watcher = await watcherContext.newPage();
    errors.push(...watchErrors(watcher, 'watcher'));
    await watcher.goto(link);
    await watcher.fill('#join-name', 'Wes');
    await watcher.click('[data-testid=join-spectator]');
    await watcher.locator('.seatbox').nth(3).waitFor(WAIT);
    assert.equal(await watcher.locator('.seatbox').count(), 4);
    assert.equal(await watcher.locator('.mine').count(), 0);
    assert.equal(await watcher.locator('.seatbox[data-seat="1"] .exposed .card').count(), 3);

    // Cy reloads mid-round and is back in seat 2 with the same hand.
    const before = await cy.locator('[data-testid=hand] button.card').evaluateAll((els) => els.map((e) => e.dataset.id).sort());
    await cy.reload();
    await cy.locator('.mine[data-seat="2"]').waitFor(WAIT);
    const afterIds = await cy.locator('[data-testid=hand] button.card').evaluateAll((els) => els.map((e) => e.dataset.id).sort());
    assert.deepEqual(afterIds, before);
    assert.equal(afterIds.length, 10);

    // Cy closes the tab and opens the link again: this browser offers her seat back.
    await cy.close();
    cy = await contexts[2].newPage();
    errors.push(...watchErrors(cy, 'Cy again'));
    await cy.goto(link);
    await cy.click('[data-testid=rejoin]');
    await cy.locator('.mine[data-seat="2"]').waitFor(WAIT);
    assert.equal(await cy.locator('[data-testid=hand] button.card').count(), 10);

    // Ana's connection drops: the page says so, reconnects by itself, keeps her seat.
    await ana.evaluate(() => window.jongtable.conn.ws.close());
    await ana.waitForFunction(() => {
      const log = window.jongtable.statusLog;
      return log.includes('reconnecting') && log[log.length - 1] === 'open';
    }, null, WAIT);
    await ana.locator('.mine[data-seat="0"]').waitFor(WAIT);
    assert.equal(await ana.locator('[data-testid=hand] button.card').count(), 10);

    // Ana opens the whole discard pile; it is empty, as 6 Blue was stolen.
    await ana.click('[data-testid=discard-history]');
    await ana.locator('dialog h2', { hasText: 'All discards this round (0)' }).waitFor(WAIT);
    // Bo discards 1 Green with a click while she reads it: the open history follows the pile.
    // Cy's STEAL! by Space will win the round with it.
    await bo.click(handCard('G1'));
    await ana.locator('dialog .pile-history .card[data-face="G1"]').waitFor(WAIT);
    await ana.locator('dialog h2', { hasText: 'All discards this round (1)' }).waitFor(WAIT);
    await ana.keyboard.press('Escape');
    await ana.locator('dialog').waitFor({ state: 'detached', timeout: 20000 });
    // Ana passes on it: her STEAL! goes dark for this window.
    await ana.locator('[data-testid=pass]:not([disabled])').waitFor(WAIT);
    await ana.click('[data-testid=pass]');
    await ana.locator('[data-testid=steal][disabled]').waitFor(WAIT);
    await cy.locator(liveSteal).waitFor(WAIT);
    await cy.keyboard.press('Space');
    for (const page of [ana, bo, cy]) await page.locator('[data-testid=results]').waitFor(WAIT);
    const result = await ana.locator('[data-testid=results]').innerText();
    assert.match(result, /Cy won by stealing/);
    assert.match(await cy.locator('[data-testid=results]').innerText(), /You won by stealing/);
    assert.equal(await ana.locator('[data-testid=winning-hand] .set').count(), 4, 'three sets and a pair');
    assert.match(result, /\+4/, 'Cy is paid 1 + 1 + 2 (Ma pays double)');
    await shot(ana, 'round-end');
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('a win that empties a purse ends the game: standings and a token chart', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page, 'game end');
  try {
    await page.goto(`${server.url}/`);
    await page.evaluate(() => window.jongtable.create({
      name: 'Max', seats: 3, claim_window_ms: 1500, turn_clock_ms: 60000, bots: 2,
      scenario: {
        seed: 5, ma: 0, tokens: [10, 3, 10],
        hands: [
          ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'G5', 'love', 'love'],
          ['B1', 'B3', 'B5', 'G1', 'G3', 'spring', 'summer', 'fall', 'winter', 'pride'],
          ['B2', 'B4', 'B6', 'G2', 'G4', 'spring', 'summer', 'fall', 'winter', 'guilt'],
        ],
      },
    }));
    await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await page.click('[data-testid=start]');
    // Ma's dealt hand already wins: the button lights up from view.legal.
    await page.locator('[data-testid=declare-win]:not([disabled])').waitFor(WAIT);
    await page.click('[data-testid=declare-win]');
    await page.locator('[data-testid=standings]').waitFor(WAIT);
    const results = await page.locator('[data-testid=results]').innerText();
    assert.match(results, /Game over: You win!/);
    assert.match(results, /You won by drawing/);
    assert.equal(await page.locator('.chart svg polyline').count(), 3, 'one token line per player');
    assert.equal(await page.locator('[data-testid=winning-hand] .set').count(), 4);
    await shot(page, 'game-end');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('two tabs of one browser are two players at one table', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 850 } });
  const [one, two] = [await context.newPage(), await context.newPage()];
  const errors = [...watchErrors(one, 'tab 1'), ...watchErrors(two, 'tab 2')];
  try {
    await one.goto(`${server.url}/`);
    await one.fill('#create-name', 'Lu');
    await one.click('[data-testid=bots] button[data-value="2"]');
    await one.click('[data-testid=create]');
    await one.locator('.seat-row.me').waitFor(WAIT);
    const link = await one.locator('[data-testid=share-link]').inputValue();
    await joinByLink(two, link, 'Mo');
    await one.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await one.click('[data-testid=start]');
    await one.locator('.mine[data-seat="0"]').waitFor(WAIT);
    await two.locator('.mine[data-seat="1"]').waitFor(WAIT);
    assert.match(await one.locator('.seatbox[data-seat="1"]').innerText(), /Mo/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a phone in portrait shows every control with touch-sized targets', async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page, 'phone');
  try {
    await page.goto(`${server.url}/`);
    await page.fill('#create-name', 'Pia');
    await page.tap('[data-testid=seats] button[data-value="3"]');
    await page.tap('[data-testid=bots] button[data-value="2"]');
    await page.tap('[data-testid=create]');
    await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await shot(page, 'phone-lobby');
    await page.tap('[data-testid=start]');
    await page.locator('[data-testid=hand] button.card').first().waitFor(WAIT);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (page is ${width}px wide)`);
    const controls = ['[data-testid=steal]', '[data-testid=pass]', '[data-testid=declare-win]',
      '[data-testid=discard-history]', '[data-testid=chat-input]', '#mute', '.reactions button',
      '[data-testid=hand] button.card', '.tabs button', '#help'];
    assert.deepEqual(await touchTargetProblems(page, controls), []);
    await shot(page, 'phone-table');
    // Wait for Pia's turn (the bots play on) and discard with a tap.
    const card = page.locator('[data-testid=hand] button.card:not([aria-disabled])').first();
    await card.waitFor({ timeout: 60000 });
    const face = await card.getAttribute('data-face');
    await card.tap();
    await page.locator('[data-testid=log]').getByText(new RegExp(`^You discarded`)).first().waitFor(WAIT);
    await shot(page, 'phone-after-discard');
    assert.ok(face);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the keyboard alone can discard: arrows move along the hand, Enter discards', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page, 'keyboard');
  try {
    await page.goto(`${server.url}/`);
    await page.evaluate(() => window.jongtable.create({
      // A long window: the table then waits on Kim once a bot has discarded, and her hand
      // holds still across the reload below.
      name: 'Kim', seats: 3, claim_window_ms: 60000, turn_clock_ms: 60000, bots: 2,
      scenario: {
        seed: 3, ma: 0,
        hands: [
          ['R1', 'R3', 'R5', 'B1', 'B3', 'B5', 'G1', 'G3', 'G5', 'spring', 'love'],
          ['B2', 'B4', 'B6', 'G2', 'G4', 'G6', 'summer', 'winter', 'pride', 'R6'],
          ['B2', 'B4', 'B6', 'G2', 'G4', 'G6', 'summer', 'fall', 'guilt', 'R6'],
        ],
      },
    }));
    await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=hand] button.card:not([aria-disabled])').first().waitFor(WAIT);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.dataset?.face);
    assert.equal(focused, 'R3', 'two presses of the right arrow reach the second card');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=log]').getByText('You discarded 3 Red.').waitFor(WAIT);
    // Sound can be switched off and stays off after a reload.
    await page.click('#mute');
    assert.equal(await page.getAttribute('#mute', 'aria-pressed'), 'true');
    await page.reload();
    await page.locator('.mine[data-seat="0"]').waitFor(WAIT);
    assert.equal(await page.getAttribute('#mute', 'aria-pressed'), 'true');
    assert.equal(await page.locator('[data-testid=hand] button.card').count(), 10);

    // From the home page Kim starts a second table; the first seat stays hers to rejoin.
    const firstLink = page.url();
    await page.goto(`${server.url}/`);
    await page.fill('#create-name', 'Kim');
    await page.click('[data-testid=create]');
    await page.locator('.seat-row.me').waitFor(WAIT);
    assert.notEqual(page.url(), firstLink);
    await page.goto(firstLink);
    await page.click('[data-testid=rejoin]');
    await page.locator('.mine[data-seat="0"]').waitFor(WAIT);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
