// The race for a discard, told in words once the window closes: the slower claimant reads
// by how much they lost, the faster one by how much they won. The server ranks the claims
// and sends each one's lag-compensated time; the page only words it. Real Chromium, real
// server, a phone and a laptop at one table.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { LAPTOP, PHONE, meetAndStart, shot, useServerAndBrowser, watchErrors } from './harness.mjs';

// Ana (seat 0) is Ma and discards 6 Green. Bo holds 6 Green twice, Cy holds 4-5 Green:
// both can make a set with it, so whoever is faster takes it.
const SCENARIO = {
  seed: 5, ma: 0,
  hands: [
    ['G6', 'R1', 'R3', 'R5', 'B1', 'B3', 'B5', 'spring', 'summer', 'fall', 'love'],
    ['G6', 'G6', 'R2', 'R4', 'R6', 'B2', 'B4', 'B6', 'winter', 'guilt'],
    ['G4', 'G5', 'R2', 'R4', 'B4', 'B6', 'winter', 'guilt', 'summer', 'love'],
  ],
};
const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after);

test('the slower STEAL! reads "Bo was faster by …", the faster one how far ahead it was', async () => {
  const contexts = [
    await env.browser.newContext(LAPTOP),
    await env.browser.newContext(LAPTOP),
    await env.browser.newContext(PHONE),
  ];
  const [ana, bo, cy] = await Promise.all(contexts.map((c) => c.newPage()));
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo'), ...watchErrors(cy, 'Cy')];
  try {
    await meetAndStart(env, ana, [[bo, 'Bo'], [cy, 'Cy']], {
      name: 'Ana', seats: 3, claim_window_ms: 10000, turn_clock_ms: 60000, bots: 0, scenario: SCENARIO,
      // After the first STEAL! the window stays open 2 s more, time for the second.
      extra: { lag_bound_ms: 1000, claim_margin_ms: 1000 },
    });
    await ana.click('[data-testid=hand] button.card[data-face="G6"]:not([aria-disabled])');

    const steal = '[data-testid=steal]:not([disabled])';
    await bo.locator(steal).waitFor(WAIT);
    await cy.locator(steal).waitFor(WAIT);
    // Bo yells first; Cy yells once she has seen Bo's, so hers is strictly later.
    await bo.keyboard.press('Space');
    await cy.locator('[data-testid=log]').getByText('Bo yelled STEAL!').waitFor(WAIT);
    await cy.locator(steal).tap();

    const cyStatus = cy.locator('[data-testid=claim-status]', { hasText: /faster by/ });
    await cyStatus.waitFor(WAIT);
    assert.match(await cyStatus.innerText(), /^Bo was faster by (\d\.\d\d s|less than 0\.01 s) and took it\.$/);
    assert.equal(await cyStatus.getAttribute('data-kind'), 'lost');
    const boStatus = bo.locator('[data-testid=claim-status]', { hasText: /ahead of Cy/ });
    await boStatus.waitFor(WAIT);
    assert.match(await boStatus.innerText(), /^You got it! (\d\.\d\d s|less than 0\.01 s) ahead of Cy\.$/);
    // Ana did not claim: she reads who took her card.
    await ana.locator('[data-testid=claim-status]', { hasText: /Bo took 6 Green/ }).waitFor(WAIT);
    // On a phone the words are on screen, not below the fold.
    const box = await cyStatus.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.viewport.height, JSON.stringify(box));
    await shot(cy, 'race-lost-phone');
    await shot(bo, 'race-won-laptop');
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
