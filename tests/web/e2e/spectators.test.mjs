// Someone watching shows in the host's lobby: the server sends a spectator's coming and
// going as a small count (`spectators`), not a whole lobby, and the page keeps up with it.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, shot, useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after, { extraArgs: [] });

// Ana creates a table of four, sitting in the first seat; gives its share link.
async function openTable(ana) {
  await ana.goto(`${env.server.url}/`);
  await ana.evaluate(() => window.jongtable.create({ name: 'Ana', seats: 4, claim_window_ms: 3000, turn_clock_ms: 60000, bots: 0 }));
  await ana.waitForURL(/\/t\/[A-Za-z0-9]+$/, WAIT);
  return ana.locator('[data-testid=share-link]').inputValue();
}

test('the lobby counts who is watching as they come and go', async () => {
  const contexts = await Promise.all([0, 1].map(() => env.browser.newContext({ viewport: { width: 1280, height: 900 } })));
  const [ana, bo] = await Promise.all(contexts.map((c) => c.newPage()));
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo')];
  try {
    const link = await openTable(ana);
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

// The host sees who watches by name and can send one away (remove_person {spectator}),
// on a phone and on a laptop alike.
for (const [size, options] of [['phone', PHONE], ['laptop', { viewport: { width: 1366, height: 657 } }]]) {
  test(`the host removes a spectator from the waiting room (${size})`, async () => {
    const contexts = await Promise.all([options, { viewport: { width: 1280, height: 900 } }].map((o) => env.browser.newContext(o)));
    const [ana, cy] = await Promise.all(contexts.map((c) => c.newPage()));
    const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(cy, 'Cy')];
    try {
      const link = await openTable(ana);
      await cy.goto(link);
      await cy.fill('#join-name', 'Cy');
      await cy.click('[data-testid=join-spectator]');
      const watchers = ana.locator('[data-testid=watchers]');
      await watchers.filter({ hasText: 'Cy' }).waitFor(WAIT);
      await shot(ana, `spectator-remove-${size}`);
      await ana.getByRole('button', { name: 'Remove Cy from the table' }).click();
      await cy.getByText('The host removed you from the table.').waitFor(WAIT);
      await watchers.waitFor({ state: 'detached', ...WAIT });
      assert.deepEqual(errors, []);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
}
