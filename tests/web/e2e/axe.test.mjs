// Accessible to everyone: axe-core finds nothing serious or critical on every page (the
// landing page, the waiting room, the table during a claim window, the round result,
// the game's end and its replay), suits keep their letter on phone cards, and the round
// result fits one phone screen with every hand grouped into its sets and counts down to
// the next round.
// Real Chromium, real server; screenshots at 390x844 and 1366x657.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, axeProblems, shot, useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after, { extraArgs: ['--allow-scenarios'], store: true });
const screen = (page, name) => page.screenshot({ path: join(artifacts, `${name}.png`) });

// Ana (seat 0, laptop) is Ma and discards 1 Red, which Bo (seat 1, phone) may steal; a bot
// sits in seat 2 and passes. The claim window is long, so both pages sit in it.
const CLAIM = {
  seed: 5, ma: 0,
  hands: [
    ['R1', 'B3', 'B3', 'B1', 'B2', 'spring', 'summer', 'love', 'guilt', 'pride', 'R6'],
    ['R1', 'R1', 'G4', 'G5', 'B3', 'R4', 'winter', 'fall', 'spring', 'love'],
    ['G6', 'G6', 'G2', 'R5', 'summer', 'winter', 'pride', 'guilt', 'B5', 'G1'],
  ],
};
// Max's dealt hand already wins; with 10 tokens each the game goes on (round result),
// with a bot at 3 tokens it ends (game end).
const winning = (tokens) => ({
  seed: 5, ma: 0, tokens,
  hands: [
    ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'G5', 'love', 'love'],
    ['B1', 'B2', 'B3', 'B5', 'G3', 'spring', 'spring', 'fall', 'winter', 'pride'],
    ['B2', 'B4', 'B6', 'G2', 'G4', 'summer', 'summer', 'summer', 'winter', 'guilt'],
  ],
});

async function createTable(page, name, scenario, opts = {}) {
  await page.goto(`${env.server.url}/`);
  await page.evaluate(([n, s, o]) => window.jongtable.create({
    name: n, seats: 3, claim_window_ms: 20000, turn_clock_ms: 60000, bots: 0, scenario: s, ...o,
  }), [name, scenario, opts]);
}

// Numbered cards on a phone: the suit's letter is drawn on every one, visible.
async function suitLetterProblems(page, selector) {
  return page.locator(selector).evaluateAll((cards) => cards.flatMap((c) => {
    const face = c.dataset.face ?? '';
    if (!/^[RBG][1-6]$/.test(face)) return [];
    const sl = c.querySelector('.sl');
    const r = sl?.getBoundingClientRect();
    if (!sl || !r.width || !r.height || getComputedStyle(sl).display === 'none') return [`${face}: no suit letter shown`];
    const shown = getComputedStyle(sl, '::before').content.replaceAll('"', '');
    return shown === face[0] ? [] : [`${face}: letter ${shown}`];
  }));
}

test('landing, waiting room and a claim window: nothing serious for axe; suit letters on the phone', async () => {
  const laptop = await env.browser.newContext(LAPTOP);
  const phone = await env.browser.newContext(PHONE);
  const ana = await laptop.newPage();
  const bo = await phone.newPage();
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo')];
  const problems = [];
  try {
    await bo.goto(`${env.server.url}/`);
    await bo.locator('[data-testid=play-now]').waitFor(WAIT);
    problems.push(...await axeProblems(bo, 'phone landing'));
    await shot(bo, 'axe-phone-landing');

    await createTable(ana, 'Ana', CLAIM);
    await ana.locator('[data-testid=share-link]').waitFor(WAIT);
    const link = await ana.locator('[data-testid=share-link]').inputValue();
    await ana.click('[data-testid=add-bot-2]');
    await bo.goto(link);
    await bo.fill('#join-name', 'Bo');
    await bo.click('[data-testid=join-player]');
    await bo.locator('.seat-row.me').waitFor(WAIT);
    problems.push(...await axeProblems(ana, 'laptop waiting room'), ...await axeProblems(bo, 'phone waiting room'));
    await shot(ana, 'axe-laptop-lobby');
    await shot(bo, 'axe-phone-lobby');

    await ana.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await ana.click('[data-testid=start]');
    await ana.click('[data-testid=hand] button.card[data-face="R1"]:not([aria-disabled])');
    await bo.locator('[data-testid=steal]:not([disabled])').waitFor(WAIT);
    await ana.locator('[data-testid=status]', { hasText: 'You discarded 1 Red' }).waitFor(WAIT);
    // Keyboard hints on a laptop only: a phone has no Space bar to press.
    await bo.locator('[data-testid=status]', { hasText: 'Want it? STEAL!' }).waitFor(WAIT);
    assert.doesNotMatch(await bo.locator('[data-testid=status]').innerText(), /Space/);
    assert.doesNotMatch(await bo.locator('[data-testid=log]').textContent(), /Space yells/);
    assert.match(await ana.locator('[data-testid=log]').textContent(), /Space yells STEAL!/);
    problems.push(...await axeProblems(ana, 'laptop claim window'), ...await axeProblems(bo, 'phone claim window'));
    assert.deepEqual(await suitLetterProblems(bo, '.card'), [], 'every numbered card shows its suit letter at 390 px');
    assert.ok(await bo.locator('[data-testid=hand] .card .sl').count() >= 6);
    await screen(ana, 'axe-laptop-claim-screen');
    await screen(bo, 'axe-phone-claim-screen');
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test('the round result fits one phone screen, hands in their sets; nothing serious for axe', async () => {
  const phone = await env.browser.newContext(PHONE);
  const page = await phone.newPage();
  const errors = watchErrors(page, 'Max');
  try {
    await createTable(page, 'Max', winning([10, 10, 10]), { bots: 2, claim_window_ms: 1500, extra: { between_rounds_ms: 60000, bot_delay_ms: [0, 0] } });
    await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=declare-win]:not([disabled])').waitFor(WAIT);
    await page.click('[data-testid=declare-win]');
    const results = page.locator('[data-testid=results]');
    await results.waitFor(WAIT);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await results.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, vh: innerHeight };
    });
    assert.ok(box.bottom <= box.vh, `the round result fits the ${box.vh} px screen (ends at ${box.bottom})`);
    // Every other hand is shown in its groups: Bot 1 holds a pair of Spring, Bot 2 three Summers.
    assert.equal(await page.locator('[data-testid=result-hand]').count(), 2);
    assert.equal(await page.locator('[data-testid=result-row][data-seat="2"] .group.set .card[data-face=summer]').count(), 3);
    assert.equal(await page.locator('[data-testid=result-row][data-seat="1"] .group.pair .card[data-face=spring]').count(), 2);
    assert.equal(await page.locator('[data-testid=winning-hand] .set').count(), 4);
    // The next round's countdown, from the table's cap on the wait (60 s here).
    await page.locator('[data-testid=next-round]', { hasText: /^Next round in \d+ s at the latest$/ }).waitFor(WAIT);
    assert.deepEqual(await suitLetterProblems(page, '[data-testid=results] .card'), []);
    assert.deepEqual(await axeProblems(page, 'phone round result'), []);
    await screen(page, 'axe-phone-round-result-screen');
    await page.setViewportSize(LAPTOP.viewport);
    await screen(page, 'axe-laptop-round-result-screen');
    assert.deepEqual(errors, []);
  } finally {
    await phone.close();
  }
});

test('the game end and its replay: nothing serious for axe', async () => {
  const laptop = await env.browser.newContext(LAPTOP);
  const page = await laptop.newPage();
  const errors = watchErrors(page, 'Max');
  try {
    await createTable(page, 'Max', winning([10, 3, 10]), { bots: 2, claim_window_ms: 1500, extra: { bot_delay_ms: [0, 0] } });
    await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=declare-win]:not([disabled])').waitFor(WAIT);
    await page.click('[data-testid=declare-win]');
    await page.locator('[data-testid=standings]').waitFor(WAIT);
    assert.deepEqual(await axeProblems(page, 'laptop game end'), []);
    await shot(page, 'axe-laptop-game-end');
    await page.setViewportSize(PHONE.viewport);
    await shot(page, 'axe-phone-game-end');
    assert.deepEqual(await axeProblems(page, 'narrow game end'), []);
    await page.setViewportSize(LAPTOP.viewport);
    await page.locator('[data-testid=watch-replay]').click(WAIT);
    await page.locator('[data-testid=revealed-hand]').first().waitFor(WAIT);
    assert.deepEqual(await axeProblems(page, 'laptop replay'), []);
    await screen(page, 'axe-laptop-replay-screen');
    await page.setViewportSize(PHONE.viewport);
    assert.deepEqual(await axeProblems(page, 'narrow replay'), []);
    await screen(page, 'axe-phone-replay-screen');
    assert.deepEqual(errors, []);
  } finally {
    await laptop.close();
  }
});
