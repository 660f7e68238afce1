// Between rounds and after the game, in real Chromium against the real server: Ready
// starts the next round at once (here the pause is ten minutes), Rematch opens a table
// with the same seats, and the host can remove a person from the waiting room.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { LAPTOP, PHONE, axeProblems, shot, useServerAndBrowser, watchErrors } from './harness.mjs';

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
  await page.click('[data-testid=declare-win]');
}

test('Ready starts the next round at once when every person is ready', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page, 'ready');
  try {
    await winFirstRound(page, [10, 5, 5]);
    const ready = page.locator('[data-testid=ready]');
    await ready.waitFor(WAIT);
    const box = await ready.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `Ready is on the phone's screen: ${JSON.stringify(box)}`);
    await shot(page, 'between-ready-phone');
    await ready.click();
    // The only person is ready: round 2 is dealt now, not in ten minutes.
    await page.locator('[data-testid=results]').waitFor({ state: 'detached', ...WAIT });
    await page.locator('[data-testid=ready]').waitFor({ state: 'detached', ...WAIT });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// Tapping the result holds it (client only): Ready still deals round 2 at once, the
// sheet stays over the new round until tapped again. On a phone by touch, on a laptop
// by mouse.
for (const [size, options, press] of [['phone', PHONE, 'tap'], ['laptop', LAPTOP, 'click']]) {
  test(`a ${press} on the round result holds it through the next deal (${size})`, async () => {
    const context = await env.browser.newContext(options);
    const page = await context.newPage();
    const errors = watchErrors(page, `hold-${size}`);
    try {
      await winFirstRound(page, [10, 5, 5]);
      const sheet = page.locator('.stage [data-testid=results]');
      await sheet.locator('h2').waitFor(WAIT);
      const title = await sheet.locator('h2').first().innerText();
      assert.match(title, /Round 1/);
      await sheet.locator('h2').first()[press]();
      const held = page.locator('[data-testid=held-result]');
      await held.waitFor(WAIT);
      assert.match(await held.locator('[data-testid=held-line]').innerText(), /Held — tap to close/);
      await page.click('[data-testid=ready]');
      // Round 2 is dealt (the table's own sheet and the Ready button go) while the held
      // copy of round 1's result stays on screen.
      await page.locator('.stage [data-testid=results]').waitFor({ state: 'detached', ...WAIT });
      await page.locator('[data-testid=ready]').waitFor({ state: 'detached', ...WAIT });
      await page.locator('[data-testid=hand] button.card').first().waitFor(WAIT);
      assert.ok(await held.isVisible(), 'the held result is still shown in round 2');
      assert.equal(await held.locator('h2').first().innerText(), title);
      const box = await held.boundingBox();
      assert.ok(box && box.y < (options.viewport.height) && box.y + box.height > 0, `the held result is on screen: ${JSON.stringify(box)}`);
      await shot(page, `between-held-${size}`);
      assert.deepEqual(await axeProblems(page, `held result, ${size}`), []);
      await held.locator('h2').first()[press]();
      await held.waitFor({ state: 'detached', ...WAIT });
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
    await page.locator('[data-testid=join-rematch]').waitFor(WAIT);
    await shot(page, 'between-rematch-laptop');
    await page.click('[data-testid=join-rematch]');
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
