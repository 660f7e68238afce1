// A bot stands in for a player who dropped out: once their turn clock runs out while
// they are away, the table shows "bot playing until they return" on their seat, and the
// note goes when they come back. Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, useServerAndBrowser, watchErrors } from './harness.mjs';

// Bo (seat 1) is Ma, so the first turn is his; nothing anyone discards fits anyone.
const SCENARIO = {
  seed: 21, ma: 1,
  hands: [
    ['B1', 'B3', 'B5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'R6', 'G1'],
    ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'G5', 'love', 'pride'],
    ['G2', 'G4', 'G6', 'R5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'pride'],
  ],
};
const WAIT = { timeout: 30000 };

const env = useServerAndBrowser(before, after);

test('a dropped player\'s seat says a bot plays until they return', async () => {
  const [anaCtx, boCtx] = await Promise.all([0, 1].map(() => env.browser.newContext({ viewport: { width: 1100, height: 850 } })));
  const ana = await anaCtx.newPage();
  let bo = await boCtx.newPage();
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo')];
  try {
    await ana.goto(`${env.server.url}/`);
    await ana.evaluate((scenario) => window.jongtable.create({
      name: 'Ana', seats: 3, claim_window_ms: 1500, turn_clock_ms: 3000, bots: 1, scenario,
    }), SCENARIO);
    const link = await ana.locator('[data-testid=share-link]').inputValue();
    await bo.goto(link);
    await bo.fill('#join-name', 'Bo');
    await bo.click('[data-testid=join-player]');
    await bo.locator('.seat-row.me').waitFor(WAIT);
    await ana.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await ana.click('[data-testid=start]');
    await bo.locator('.mine[data-seat="1"]').waitFor(WAIT);
    assert.equal(await ana.locator('[data-testid=stand-in]').count(), 0, 'nobody is covered while everyone is here');

    // Bo's tab goes away on his own turn; his clock runs out and a bot takes over.
    await bo.close();
    const badge = ana.locator('.seatbox[data-seat="1"] [data-testid=stand-in]');
    await badge.waitFor(WAIT);
    assert.equal(await badge.innerText(), 'bot playing until they return');
    await shot(ana, 'bot-stand-in');

    // Bo comes back through the link: the seat is his again and the note goes.
    bo = await boCtx.newPage();
    errors.push(...watchErrors(bo, 'Bo again'));
    await bo.goto(link);
    await bo.click('[data-testid=rejoin]');
    await bo.locator('.mine[data-seat="1"]').waitFor(WAIT);
    await badge.waitFor({ state: 'detached', timeout: 30000 });
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all([anaCtx.close(), boCtx.close()]);
  }
});
