// A press is never lost and never counted twice: STEAL!, Pass, the set picker and a card
// act the moment they are pressed, and an update that arrives while the mouse button is
// still down changes the page in place, so the button under the pointer is the same
// element when it is released. The race is told in words from the press on.
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { meetAndStart, shot, useServerAndBrowser, watchErrors } from './harness.mjs';

// Ana (seat 0) is Ma and discards 6 Blue. Bo holds two 6 Blue and 4-5 Blue (two sets
// fit); Cy holds nothing that fits 6 Blue, so her STEAL! is a mistake.
const SCENARIO = {
  seed: 11, ma: 0,
  hands: [
    ['B6', 'R2', 'R4', 'G3', 'G5', 'summer', 'fall', 'winter', 'guilt', 'pride', 'B1'],
    ['B6', 'B6', 'B4', 'B5', 'G1', 'R3', 'R5', 'spring', 'love', 'guilt'],
    ['R1', 'R1', 'R1', 'R6', 'G4', 'G4', 'G4', 'G1', 'spring', 'love'],
  ],
};
const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after);

// Counts the intents a page sends, by type, from the WebSocket frames themselves.
function countSent(page) {
  const sent = {};
  page.on('websocket', (ws) => ws.on('framesent', (f) => {
    try {
      const { type } = JSON.parse(String(f.payload));
      sent[type] = (sent[type] ?? 0) + 1;
    } catch {
      // not JSON: not ours to count
    }
  }));
  return sent;
}

// Holds the left mouse button down on the element, runs during(), then releases it.
async function holdAcross(page, selector, during) {
  const box = await page.locator(selector).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await during();
  await page.mouse.up();
}

const sameElement = (page, selector) => page.evaluate((sel) => window.__held === document.querySelector(sel), selector);
const remember = (page, selector) => page.evaluate((sel) => { window.__held = document.querySelector(sel); }, selector);

test('a press held across updates counts once, and the race is told in words', async () => {
  const contexts = await Promise.all([0, 1, 2].map(() => env.browser.newContext({ viewport: { width: 1280, height: 800 } })));
  const [ana, bo, cy] = await Promise.all(contexts.map((c) => c.newPage()));
  const sent = { ana: countSent(ana), bo: countSent(bo), cy: countSent(cy) };
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo'), ...watchErrors(cy, 'Cy')];
  try {
    await meetAndStart(env, ana, [[bo, 'Bo'], [cy, 'Cy']], {
      name: 'Ana', seats: 3, claim_window_ms: 10000, turn_clock_ms: 60000, bots: 0, scenario: SCENARIO,
      // A long wait after the first claim, so Cy's later STEAL! still lands in the window.
      extra: { lag_bound_ms: 1000, claim_margin_ms: 1000 },
    });
    await ana.click('[data-testid=hand] button.card[data-face="B6"]:not([aria-disabled])');

    // Bo presses STEAL! and keeps the button down while Cy's STEAL! (an update) arrives.
    const steal = '[data-testid=steal]';
    await bo.locator(`${steal}:not([disabled])`).waitFor(WAIT);
    await cy.locator(`${steal}:not([disabled])`).waitFor(WAIT);
    await remember(bo, steal);
    const g1 = '[data-testid=hand] button.card[data-face="G1"]';
    await bo.evaluate((sel) => { window.__card = document.querySelector(sel); }, g1);
    await holdAcross(bo, steal, async () => {
      // Said at once, from the page's own knowledge of the press.
      assert.match(await bo.locator('[data-testid=claim-status]').innerText(), /You yelled STEAL!/);
      await cy.keyboard.press('Space');
      await bo.locator('[data-testid=log]').getByText('Cy yelled STEAL!').waitFor(WAIT);
      assert.ok(await sameElement(bo, steal), 'the STEAL! button under the pointer survived the update');
      assert.ok(await bo.evaluate((sel) => window.__card === document.querySelector(sel), g1), 'the cards in the hand survived it too');
    });
    await shot(bo, 'press-steal-held');
    // The window closes: each claimant learns what came of it, in words.
    await bo.locator('[data-testid=claim-status]', { hasText: 'You got it!' }).waitFor(WAIT);
    await cy.locator('[data-testid=claim-status]', { hasText: /Mistaken: no set with that card/ }).waitFor(WAIT);
    await cy.locator('[data-testid=claim-status]', { hasText: /Bo took it/ }).waitFor(WAIT);
    await ana.locator('[data-testid=claim-status]', { hasText: /Bo took 6 Blue/ }).waitFor(WAIT);
    assert.equal(sent.bo.steal, 1, 'one press, one STEAL!');
    await shot(cy, 'press-mistaken');

    // The set picker acts on press; the release that follows the update is no second choice.
    const option = '[data-testid=expose-option][data-key]';
    await bo.locator(option).nth(1).waitFor(WAIT);
    const run = bo.locator('[data-testid=expose-option]:has([data-face=B4])');
    const runKey = await run.getAttribute('data-key');
    await holdAcross(bo, `[data-testid=expose-option][data-key="${runKey}"]`, async () => {
      await bo.locator('.mine .exposed .card[data-face="B4"]').waitFor(WAIT);
    });
    assert.equal(sent.bo.expose, 1);

    // A card: pressed and released at once (faster than the update), it is discarded once.
    await bo.locator(`${g1}:not([aria-disabled])`).waitFor(WAIT);
    await bo.click(`${g1}:not([aria-disabled])`);
    await bo.locator('[data-testid=log]').getByText('You discarded 1 Green.').waitFor(WAIT);
    assert.equal(sent.bo.discard, 1, 'the click after the press discards nothing more');

    // Pass, held across the update that answers it, is one pass.
    await ana.locator('[data-testid=pass]:not([disabled])').waitFor(WAIT);
    await remember(ana, '[data-testid=pass]');
    await holdAcross(ana, '[data-testid=pass]', async () => {
      await ana.locator('[data-testid=steal][disabled]').waitFor(WAIT);
      assert.ok(await sameElement(ana, '[data-testid=pass]'), 'the Pass button survived its own update');
    });
    assert.equal(sent.ana.pass, 1);

    // A press that never reaches the table is told apart from one that came too late.
    await cy.locator('[data-testid=steal]:not([disabled])').waitFor(WAIT);
    await cy.evaluate(() => window.jongtable.conn.stop());
    await cy.keyboard.press('Space');
    const unsent = cy.locator('[data-testid=claim-status][data-kind=unsent]');
    await unsent.waitFor(WAIT);
    assert.match(await unsent.innerText(), /Your STEAL! did not reach the table/);
    assert.equal(sent.cy.steal, 1, 'nothing left the page');
    await shot(cy, 'press-unsent');
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('the host\'s Start, held while someone comes in, still starts the game', async () => {
  const contexts = await Promise.all([0, 1].map(() => env.browser.newContext({ viewport: { width: 1280, height: 800 } })));
  const [ana, wes] = await Promise.all(contexts.map((c) => c.newPage()));
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(wes, 'Wes')];
  try {
    await ana.goto(`${env.server.url}/`);
    await ana.evaluate(() => window.jongtable.create({ name: 'Ana', seats: 3, claim_window_ms: 10000, turn_clock_ms: 60000, bots: 2 }));
    const start = '[data-testid=start]:not([disabled])';
    await ana.locator(start).waitFor(WAIT);
    const link = await ana.locator('[data-testid=share-link]').inputValue();
    await remember(ana, '[data-testid=start]');
    // The mouse goes down on Start; the lobby changes (a spectator arrives) before it is
    // released. Drawn afresh, the lobby would put a new button under the pointer, and a
    // press and release on two elements make no click: the game would not start.
    await holdAcross(ana, start, async () => {
      await wes.goto(link);
      await wes.fill('#join-name', 'Wes');
      await wes.click('[data-testid=join-spectator]');
      await ana.locator('[data-testid=lobby-settings]', { hasText: '1 watching' }).waitFor(WAIT);
      assert.ok(await sameElement(ana, '[data-testid=start]'), 'Start survived the lobby update');
    });
    await ana.locator('[data-testid=hand] button.card').first().waitFor(WAIT);
    await wes.locator('.seatbox').nth(2).waitFor(WAIT);
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
