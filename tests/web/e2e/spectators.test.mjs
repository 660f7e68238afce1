// Someone watching shows in the host's lobby: the server sends a spectator's coming and
// going as a small count (`spectators`), not a whole lobby, and the page keeps up with it.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after, { extraArgs: [] });

test('the lobby counts who is watching as they come and go', async () => {
  const contexts = await Promise.all([0, 1].map(() => env.browser.newContext({ viewport: { width: 1280, height: 900 } })));
  const [ana, bo] = await Promise.all(contexts.map((c) => c.newPage()));
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo')];
  try {
    await ana.goto(`${env.server.url}/`);
    await ana.evaluate(() => window.jongtable.create({ name: 'Ana', seats: 4, claim_window_ms: 3000, turn_clock_ms: 60000, bots: 0 }));
    await ana.waitForURL(/\/t\/[A-Za-z0-9]+$/, WAIT);
    const link = await ana.locator('[data-testid=share-link]').inputValue();
    const settings = ana.locator('[data-testid=lobby-settings]');
    assert.doesNotMatch(await settings.innerText(), /watching/);

    await bo.goto(link);
    await bo.fill('#join-name', 'Bo');
    await bo.click('[data-testid=join-spectator]');
    await settings.filter({ hasText: '1 watching' }).waitFor(WAIT);

    await bo.close();
    await settings.filter({ hasNotText: 'watching' }).waitFor(WAIT);
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
