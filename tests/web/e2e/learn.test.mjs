// Learning a game: each game's rules page, with pictures of winning and failing hands
// drawn by the game's own cards, opens from its table in a dialog (the table stays, the
// address too), from the home page and at /rules/<game>; a finished table's link offers
// that game's rules. axe finds nothing serious or critical on the pages.
// Real Chromium, real server; screenshots at 390x844 and 1366x657.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, axeProblems, useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after, { extraArgs: [] });
const GAMES = ['nymj', 'gimme', 'american', 'chinese', 'boba'];

for (const [size, options] of [['phone', PHONE], ['laptop', LAPTOP]]) {
  test(`each game's rules page opens over its table on a ${size}, with hands that win and hands that do not`, async () => {
    const ctx = await env.browser.newContext(options);
    const page = await ctx.newPage();
    const errors = watchErrors(page, `rules-${size}`);
    const problems = [];
    try {
      for (const game of GAMES) {
        await page.goto(`${env.server.url}/`);
        await page.click(`[data-testid=game-${game}]`);
        await page.click('[data-testid=play-now]');
        await page.waitForURL(/\/t\/[A-Z0-9]+$/, WAIT);
        await page.locator('[data-testid=hand] .card').first().waitFor(WAIT);
        const at = page.url();
        await page.click('#help');
        const rulesPage = page.locator(`dialog[open] [data-testid=rules-page][data-game=${game}]`);
        await rulesPage.waitFor(WAIT);
        assert.ok(await rulesPage.locator('[data-testid=rules-hand][data-wins=true] .card[data-face]').count() > 0, `${game}: a winning hand is drawn`);
        assert.ok(await rulesPage.locator('[data-testid=rules-hand][data-wins=false] .card[data-face]').count() > 0, `${game}: a hand that fails is drawn`);
        problems.push(...await axeProblems(page, `${size} ${game} rules`));
        await rulesPage.locator('[data-testid=rules-hand][data-wins=true]').last().scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(artifacts, `learn-rules-${game}-${size}.png`) });
        await page.click('dialog[open] [data-testid=help-close]');
        await page.locator('dialog[open]').waitFor({ state: 'detached', ...WAIT });
        assert.equal(page.url(), at, `${game}: the table's address is kept`);
        assert.ok(await page.locator('[data-testid=hand] .card').count() > 0, `${game}: the table is still there`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}

test('the home page and a finished table lead to the right game\'s rules page', async () => {
  const ctx = await env.browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'rules-home');
  try {
    await page.goto(`${env.server.url}/`);
    await page.locator('details.how summary', { hasText: 'American Mah Jongg' }).click();
    await page.click('[data-testid=rules-link-american]');
    await page.locator('[data-testid=rules-page][data-game=american]').waitFor(WAIT);
    assert.match(page.url(), /\/rules\/american$/);
    assert.deepEqual(await axeProblems(page, 'phone rules page'), []);
    await page.screenshot({ path: join(artifacts, 'learn-rules-page-phone.png') });
    await page.click('.rp-nav a:has-text("Boba Mahjong")');
    await page.locator('[data-testid=rules-page][data-game=boba]').waitFor(WAIT);

    // A table this browser sat at, now gone from the server: its own game's rules, not
    // another game's; a table nobody here knows offers every game's page.
    await page.evaluate(() => localStorage.setItem('jongtable.seats', JSON.stringify({ ZZ9ZZ9: { token: 'x', name: 'Ana', at: 1, status: 'over', ruleset: 'chinese' } })));
    await page.goto(`${env.server.url}/t/ZZ9ZZ9`);
    await page.locator('[data-testid=join-note]', { hasText: 'not open' }).waitFor(WAIT);
    assert.match(await page.locator('details.how summary').innerText(), /How to play Chinese Mah Jongg/);
    await page.goto(`${env.server.url}/t/YY8YY8`);
    await page.locator('[data-testid=join-note]', { hasText: 'not open' }).waitFor(WAIT);
    assert.equal(await page.locator('details.how').count(), 0);
    assert.equal(await page.locator('[data-testid=rules-links] a').count(), GAMES.length);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
