// Everything within reach: during a claim window STEAL!, Pass, Declare win and the
// choice of set to expose lie inside the screen without scrolling, on a phone (390x844)
// and on a laptop with its browser bars (1366x657), while opponents hold exposed sets.
// On the phone, one short notice at a time and never over the opponents.
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { PHONE, artifacts, handUnderBarProblems, meetAndStart, shot, useServerAndBrowser, watchErrors } from './harness.mjs';

// Ana (seat 0, laptop) is Ma and discards 1 Red; Cy (seat 2) steals it (one set fits,
// exposed at once) and discards 6 Green; Bo (seat 1, phone) steals that with two sets to
// choose from and discards 3 Blue; Ana steals it, again with two sets to choose from.
const SCENARIO = {
  seed: 5, ma: 0,
  hands: [
    ['R1', 'B3', 'B3', 'B1', 'B2', 'spring', 'summer', 'love', 'guilt', 'pride', 'R6'],
    ['G6', 'G6', 'G4', 'G5', 'B3', 'R4', 'winter', 'fall', 'spring', 'love'],
    ['R1', 'R1', 'G6', 'R5', 'summer', 'winter', 'pride', 'guilt', 'B5', 'G2'],
  ],
};
const LAPTOP = { viewport: { width: 1366, height: 657 } };
const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after);

const handCard = (face) => `[data-testid=hand] button.card[data-face="${face}"]:not([aria-disabled])`;

// Every element of each selector lies wholly inside the viewport as the page is now
// (no scrolling). Returns the problems as text.
async function outOfReach(page, selectors) {
  const problems = [];
  for (const sel of selectors) {
    const boxes = await page.locator(sel).evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, vw: innerWidth, vh: innerHeight, y: scrollY };
    }));
    if (!boxes.length) problems.push(`${sel} is not on the page`);
    for (const b of boxes) {
      if (b.y !== 0) problems.push(`the page was scrolled (${b.y})`);
      if (b.bottom - b.top < 1 || b.right - b.left < 1) problems.push(`${sel} is not visible`);
      if (b.top < 0 || b.left < 0 || b.bottom > b.vh || b.right > b.vw) {
        problems.push(`${sel} lies outside the ${b.vw}x${b.vh} screen (${b.left},${b.top})..(${b.right},${b.bottom})`);
      }
    }
  }
  return problems;
}
const ACTIONS = ['[data-testid=steal]', '[data-testid=pass]', '[data-testid=declare-win]'];

test('the actions and the set picker are on screen at 390x844 and 1366x657', async () => {
  const contexts = [await env.browser.newContext(LAPTOP), await env.browser.newContext(PHONE), await env.browser.newContext(LAPTOP)];
  const [ana, bo, cy] = await Promise.all(contexts.map((c) => c.newPage()));
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo'), ...watchErrors(cy, 'Cy')];
  try {
    await meetAndStart(env, ana, [[bo, 'Bo'], [cy, 'Cy']], {
      name: 'Ana', seats: 3, claim_window_ms: 20000, turn_clock_ms: 60000, bots: 0, scenario: SCENARIO,
    });

    // 1 Red: Cy steals it (the window closes soon after a claim); her one set is exposed at once.
    await ana.click(handCard('R1'));
    await cy.locator('[data-testid=steal]:not([disabled])').waitFor(WAIT);
    await cy.keyboard.press('Space');
    await cy.locator(handCard('G6')).waitFor(WAIT);
    await cy.click(handCard('G6'));

    // 6 Green is open to Ana (laptop) and Bo (phone); Cy's exposed set shows on both.
    for (const page of [ana, bo]) {
      await page.locator('[data-testid=steal]:not([disabled])').waitFor(WAIT);
      await page.locator('.seatbox[data-seat="2"] .exposed .card').nth(2).waitFor(WAIT);
    }
    await bo.evaluate(() => window.scrollTo(0, 0));
    await ana.evaluate(() => window.scrollTo(0, 0));
    assert.deepEqual(await outOfReach(ana, ACTIONS), [], 'laptop: the actions in reach during the claim window');
    assert.deepEqual(await outOfReach(bo, ACTIONS), [], 'phone: the actions in reach during the claim window');
    // No card of the hand stays under the sticky bar once scrolled to, at either size.
    assert.deepEqual([...await handUnderBarProblems(ana, 'laptop'), ...await handUnderBarProblems(bo, 'phone')], []);
    await shot(ana, 'reach-laptop-claim');

    // For screen readers: one h1, the latest discard and the exposed sets by name, the
    // status and the claim's outcome as live regions, the keys on the buttons.
    assert.equal(await ana.locator('h1').count(), 1);
    await ana.getByRole('img', { name: 'Latest discard: 6 Green, from Cy' }).waitFor(WAIT);
    assert.equal(await ana.getByRole('group', { name: /^Cy, seat 3/ }).getByRole('list', { name: 'exposed sets: 1' }).getByRole('listitem', { name: '1 Red, 1 Red, 1 Red' }).count(), 1);
    assert.equal(await ana.locator('[data-testid=status]').getAttribute('role'), 'status');
    assert.equal(await ana.locator('[data-testid=claim-status]').getAttribute('aria-live'), 'polite');
    assert.equal(await ana.getByRole('button', { name: /STEAL!/ }).getAttribute('aria-keyshortcuts'), 'Space');
    assert.equal(await ana.getByRole('button', { name: 'Pass' }).getAttribute('aria-keyshortcuts'), 'P');
    await bo.screenshot({ path: join(artifacts, 'reach-phone-claim-screen.png') });
    await shot(bo, 'reach-phone-claim');

    // Bo steals with a tap and has two sets to choose from: the picker is in reach too.
    // A finger where the button is: no scrolling first (Playwright's tap() would scroll
    // the bar's button by the page's scroll padding, and reach is judged unscrolled).
    const stealBox = await bo.locator('[data-testid=steal]').boundingBox();
    await bo.touchscreen.tap(stealBox.x + stealBox.width / 2, stealBox.y + stealBox.height / 2);
    // The window closes 200 ms after a lone claim, so the press's own words may already
    // have given way to the outcome (press.test.mjs checks the words themselves).
    await bo.locator('[data-testid=claim-status]', { hasText: /You yelled STEAL!|You got it!/ }).waitFor(WAIT);
    await bo.locator('[data-testid=expose-option]').nth(1).waitFor(WAIT);
    assert.deepEqual(await outOfReach(bo, ['[data-testid=expose-option]', ...ACTIONS]), [], 'phone: the set picker in reach');
    // One short notice at a time on the phone, and never over the opponents.
    const notices = await bo.evaluate(() => {
      const shown = [...document.querySelectorAll('#toasts .toast, [data-testid=notice]')].filter((e) => e.getClientRects().length && e.textContent);
      const opp = document.querySelector('.opponents').getBoundingClientRect();
      return shown.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent, overOpponents: r.bottom > opp.top && r.top < opp.bottom && r.right > opp.left && r.left < opp.right };
      });
    });
    assert.ok(notices.length <= 1, `one notice at a time: ${JSON.stringify(notices)}`);
    assert.ok(notices.every((n) => !n.overOpponents), `no notice over the opponents: ${JSON.stringify(notices)}`);
    await bo.screenshot({ path: join(artifacts, 'reach-phone-picker-screen.png') });
    await bo.locator('[data-testid=expose-option]:has([data-face=G4])').tap();
    await bo.locator(handCard('B3')).waitFor(WAIT);
    await bo.locator(handCard('B3')).tap();

    // 3 Blue: Ana steals it on the laptop and picks between two sets, both in reach.
    await ana.locator('[data-testid=steal]:not([disabled])').waitFor(WAIT);
    await ana.click('[data-testid=steal]');
    await ana.locator('[data-testid=expose-option]').nth(1).waitFor(WAIT);
    await ana.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await ana.locator('.seatbox .exposed .set').count(), 2, 'both opponents hold an exposed set');
    assert.deepEqual(await outOfReach(ana, ['[data-testid=expose-option]', ...ACTIONS]), [], 'laptop: the set picker in reach');
    await ana.screenshot({ path: join(artifacts, 'reach-laptop-picker-screen.png') });
    await shot(ana, 'reach-laptop-picker');
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
