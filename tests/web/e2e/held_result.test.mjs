// The hold on a round's result (held_result.js), driven directly in real Chromium with the
// page's clock under the test's control: a tap holds the sheet of every game's between-
// rounds phase ('round_over', Chinese 'hand_over'), the held copy outlives the table's own
// sheet, a button inside the sheet holds nothing, a tap on the held copy lets it go, and the
// hold ends by itself after HOLD_MS. between.test.mjs holds a real round's result.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, useServerAndBrowser, watchErrors } from './harness.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: [] });

// Draws a sheet for `phase` into a stage the way a table does (morphed in place), or
// takes the sheet away (phase null: the next round under way).
const drawSheet = (page, phase, round = 1) => page.evaluate(async ([ph, rd]) => {
  const { holdable } = await import('/js/held_result.js');
  const { morphChildren } = await import('/js/morph.js');
  const { h } = await import('/js/dom.js');
  let stage = document.getElementById('hold-test-stage');
  if (!stage) {
    stage = h('div', { class: 'stage', id: 'hold-test-stage' });
    document.getElementById('view').replaceChildren(h('div', { class: 'game' }, h('div', { class: 'stage-col' }, stage)));
  }
  const parts = [];
  if (ph) {
    const box = h('section', { class: 'results', 'aria-label': 'Round over', 'data-testid': 'results' },
      h('h2', { text: `Round ${rd}: Ana won` }),
      h('button', { type: 'button', 'data-testid': 'sheet-button', text: 'a button' }),
      h('p', { class: 'hint next-round', role: 'timer', 'data-testid': 'next-round' }, 'Next round in ', h('b', { text: '9' }), ' s'));
    parts.push(holdable(box, { view: { phase: ph, history: Array.from({ length: rd }, () => ({})) } }));
  }
  parts.push(h('p', { 'data-key': 'felt', text: ph ? 'between rounds' : 'the next round' }));
  morphChildren(stage, h('div', {}, ...parts));
}, [phase, round]);

for (const phase of ['round_over', 'hand_over']) {
  test(`a tap holds the ${phase} sheet past the next deal, until tapped again or the hold runs out`, async () => {
    const ctx = await env.browser.newContext(PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page, phase);
    try {
      await page.clock.install();
      await page.goto(`${env.server.url}/`);
      const held = page.locator('[data-testid=held-result]');
      const live = page.locator('#hold-test-stage [data-testid=results]');

      // A button inside the sheet does its own job and holds nothing.
      await drawSheet(page, phase);
      await live.locator('[data-testid=sheet-button]').tap();
      assert.equal(await held.count(), 0);

      // A tap holds: the held copy stands in for the live sheet, without its countdown.
      await live.locator('h2').tap();
      await held.waitFor();
      assert.match(await held.locator('[data-testid=held-line]').innerText(), /^Held — tap to close · closes by itself in 20 s$/);
      assert.equal(await held.locator('[data-testid=next-round]').count(), 0);
      assert.equal(await live.isVisible(), false, 'the live sheet is hidden while its copy is held');

      // The next round: the table's sheet goes, the held copy stays and can be closed.
      await drawSheet(page, null);
      assert.equal(await live.count(), 0);
      assert.equal(await held.locator('h2').innerText(), 'Round 1: Ana won');
      await held.locator('h2').tap();
      assert.equal(await held.count(), 0);

      // Held again, it lets go by itself after 20 s, not before.
      await drawSheet(page, phase, 2);
      await live.locator('h2').tap();
      await held.waitFor();
      await drawSheet(page, null);
      await page.clock.runFor(19000);
      assert.equal(await held.count(), 1, 'still held after 19 s');
      await page.clock.runFor(1500);
      assert.equal(await held.count(), 0, 'gone after 20 s');

      // Outside the break between rounds (a finished game) a tap holds nothing.
      await drawSheet(page, 'game_over', 3);
      await live.locator('h2').tap();
      assert.equal(await held.count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}

test('the keyboard holds a result with its Hold button and lets it go with Close', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 1366, height: 657 } });
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'keyboard');
  try {
    await page.goto(`${env.server.url}/`);
    const held = page.locator('[data-testid=held-result]');
    await drawSheet(page, 'round_over');
    await page.locator('#hold-test-stage [data-testid=hold-result]').focus();
    await page.keyboard.press('Enter');
    await held.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'release-held', 'the keyboard follows the held copy');
    await drawSheet(page, null);
    await page.keyboard.press('Enter');
    assert.equal(await held.count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
