// Between rounds and after the game, in real Chromium against the real server, on a phone
// scrolled to the hand and on a laptop: the result sheet is on the screen, Ready starts the
// next round at once (the table would wait ten minutes here), Rematch takes the player to a
// table with the same seats in one press, and the host can remove a person from its
// waiting room.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { LAPTOP, PHONE, axeProblems, meetAndStart, shot, useServerAndBrowser, watchErrors } from './harness.mjs';
import { offScreen } from './sheet_checks.mjs';

// Max (seat 0) discards Pride, draws the third Love and wins by drawing (see
// replay.test.mjs); `tokens` decides whether that ends the game.
const scenario = (tokens) => ({
  seed: 11, ma: 0, tokens,
  hands: [
    ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'G5', 'love', 'pride'],
    ['B1', 'B3', 'B5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'R6', 'G1'],
    ['G2', 'G4', 'G6', 'R5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'pride'],
  ],
  draw_pile_top: ['love', 'R6', 'love'],
});
const WAIT = { timeout: 30000 };
const env = useServerAndBrowser(before, after);

async function winFirstRound(page, tokens) {
  await page.goto(`${env.server.url}/`);
  await page.evaluate((sc) => window.jongtable.create({
    name: 'Max', seats: 3, claim_window_ms: 1500, turn_clock_ms: 60000, bots: 2, scenario: sc,
    extra: { bot_delay_ms: [0, 0], between_rounds_ms: 600000 },
  }), scenario(tokens));
  await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
  await page.click('[data-testid=start]');
  await page.locator('[data-testid=hand] button.card[data-face="pride"]:not([aria-disabled])').waitFor(WAIT);
  await page.click('[data-testid=hand] button.card[data-face="pride"]');
  await page.locator('[data-testid=declare-win]:not([disabled])').waitFor({ timeout: 60000 });
  // Where a player may be when they win: scrolled down the page, past the table.
  await page.evaluate(() => window.scrollBy(0, 400));
  const scrolled = await page.evaluate(() => scrollY);
  await page.click('[data-testid=declare-win]');
  return scrolled;
}

// The element is wholly on the screen, whatever the page's scroll.
async function onScreen(locator, what) {
  const where = await offScreen(locator);
  assert.equal(where, null, `${what} is on the screen`);
}

const SIZES = [['phone', PHONE], ['laptop', LAPTOP]];

for (const [size, options] of SIZES) {
  test(`the round result comes where the player looks, and Ready deals the next round (${size})`, async () => {
    const context = await env.browser.newContext(options);
    const page = await context.newPage();
    const errors = watchErrors(page, `ready-${size}`);
    try {
      const scrolled = await winFirstRound(page, [10, 5, 5]);
      if (size === 'phone') assert.ok(scrolled > 0, 'the phone was scrolled down');
      const sheet = page.locator('[data-testid=results]');
      await sheet.locator('h2', { hasText: /Round 1/ }).waitFor(WAIT);
      const ready = sheet.locator('[data-testid=ready]');
      await ready.waitFor(WAIT);
      await onScreen(sheet, 'the round result');
      await onScreen(ready, 'Ready');
      // The table waits for Max (ten minutes at most here) and says so.
      await sheet.locator('[data-testid=next-round]', { hasText: /^Next round in \d+ s at the latest$/ }).waitFor(WAIT);
      await shot(page, `between-ready-${size}`);
      assert.deepEqual(await axeProblems(page, `round result, ${size}`), []);
      await ready.click();
      // The only person is ready: round 2 is dealt now.
      await sheet.waitFor({ state: 'detached', ...WAIT });
      await page.locator('[data-testid=hand] button.card').first().waitFor(WAIT);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test(`the game-over standings come where the player looks, and Rematch seats them in one press (${size})`, async () => {
    const context = await env.browser.newContext(options);
    const page = await context.newPage();
    const errors = watchErrors(page, `rematch-${size}`);
    try {
      await winFirstRound(page, [10, 1, 1]);
      const standings = page.locator('[data-testid=standings]');
      await standings.waitFor(WAIT);
      const rematch = page.locator('[data-testid=results] [data-testid=rematch]');
      await onScreen(rematch, 'Rematch');
      await onScreen(standings, 'the standings');
      // A new table is the quiet way out; the rematch is the way on.
      assert.doesNotMatch(await page.locator('[data-testid=new-table]').getAttribute('class'), /primary/);
      await shot(page, `between-game-over-${size}`);
      assert.deepEqual(await axeProblems(page, `game over, ${size}`), []);
      const oldCode = new URL(page.url()).pathname.split('/')[2];
      await rematch.click();
      await page.waitForURL((url) => /^\/t\/[A-Z0-9]{6}$/.test(url.pathname) && !url.pathname.endsWith(oldCode), WAIT);
      await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
      assert.match(await page.locator('.seat-row').nth(0).innerText(), /Max \(you\)/);
      await shot(page, `between-rematch-table-${size}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('Rematch opens a table with the same seats, and the host may remove a person', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 657 } });
  const page = await context.newPage();
  const errors = watchErrors(page, 'rematch');
  try {
    await winFirstRound(page, [10, 1, 1]);
    await page.locator('[data-testid=standings]').waitFor(WAIT);
    const oldCode = new URL(page.url()).pathname.split('/')[2];
    await page.click('[data-testid=rematch]');
    await page.waitForURL((url) => /^\/t\/[A-Z0-9]{6}$/.test(url.pathname) && !url.pathname.endsWith(oldCode), WAIT);
    // Same seats: Max in seat 1 (the first row), the two bots after; Max is the host.
    await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    const rows = page.locator('.seat-row');
    assert.equal(await rows.count(), 3);
    assert.match(await rows.nth(0).innerText(), /Max \(you\)/);
    assert.match(await rows.nth(1).innerText(), /bot/);
    assert.match(await rows.nth(2).innerText(), /bot/);

    // A guest takes the seat of a bot the host removes; the host removes the guest.
    const code = new URL(page.url()).pathname.split('/')[2];
    const guestContext = await env.browser.newContext();
    const guest = await guestContext.newPage();
    try {
      const remove = page.locator('.seat-row').nth(2).getByRole('button', { name: 'Remove bot' });
      await remove.click();
      await guest.goto(`${env.server.url}/t/${code}`);
      await guest.evaluate((c) => window.jongtable.join({ name: 'Guest', code: c, as: 'player' }), code);
      await page.locator('[data-testid=remove-person-2]').click();
      await guest.waitForURL((url) => url.pathname === '/', WAIT);
      await page.locator('.seat-row').nth(2).getByText('Empty seat').waitFor(WAIT);
    } finally {
      await guestContext.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// A friend's offer: Ana asks for the rematch and lands at it; Bo, on a phone scrolled down
// the page, sees her offer in his game-over sheet and lands in his old seat in one press.
test("a friend's rematch offer is in the sheet where they look, and one press seats them", async () => {
  const [laptop, phone] = [await env.browser.newContext(LAPTOP), await env.browser.newContext(PHONE)];
  const [ana, bo] = [await laptop.newPage(), await phone.newPage()];
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo')];
  try {
    // Ana (Ma) holds a winning hand; Bo's 3 tokens run out when she wins.
    const sc = {
      seed: 5, ma: 0, tokens: [10, 3, 10],
      hands: [
        ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'G5', 'love', 'love'],
        ['B1', 'B2', 'B3', 'B5', 'G3', 'spring', 'spring', 'fall', 'winter', 'pride'],
        ['B2', 'B4', 'B6', 'G2', 'G4', 'summer', 'summer', 'summer', 'winter', 'guilt'],
      ],
    };
    await meetAndStart(env, ana, [[bo, 'Bo']], { name: 'Ana', seats: 3, claim_window_ms: 1500, turn_clock_ms: 60000, bots: 1, scenario: sc, extra: { bot_delay_ms: [0, 0] } });
    await bo.locator('[data-testid=hand] button.card').first().waitFor(WAIT);
    await bo.evaluate(() => window.scrollBy(0, 400));
    await ana.locator('[data-testid=declare-win]:not([disabled])').waitFor(WAIT);
    await ana.click('[data-testid=declare-win]');
    await ana.locator('[data-testid=standings]').waitFor(WAIT);
    const oldCode = new URL(ana.url()).pathname.split('/')[2];
    await ana.click('[data-testid=results] [data-testid=rematch]');
    await ana.waitForURL((url) => /^\/t\/[A-Z0-9]{6}$/.test(url.pathname) && !url.pathname.endsWith(oldCode), WAIT);
    const offer = bo.locator('[data-testid=results] [data-testid=rematch-offer]');
    await offer.waitFor(WAIT);
    assert.match(await offer.innerText(), /Ana asked for a rematch/);
    const join = bo.locator('[data-testid=results] [data-testid=join-rematch]');
    await onScreen(offer, "Ana's offer");
    await onScreen(join, 'Join the rematch');
    await shot(bo, 'between-friend-offer-phone');
    await join.click();
    await bo.waitForURL((url) => url.pathname === new URL(ana.url()).pathname, WAIT);
    assert.match(await bo.locator('.seat-row.me').innerText(), /Bo \(you\)/);
    assert.equal(await bo.locator('.seat-row.me').getAttribute('data-seat'), '1');
    await ana.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    assert.deepEqual(errors, []);
  } finally {
    await laptop.close();
    await phone.close();
  }
});
