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
        // axe for every game on the phone; the laptop draws the same page wider.
        if (size === 'phone' || game === 'nymj') problems.push(...await axeProblems(page, `${size} ${game} rules`));
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
    assert.equal(await page.locator('[data-testid=learn-american]').count(), 1, 'the American page offers its guided hand');
    await page.click('.rp-nav a:has-text("Boba Mahjong")');
    await page.locator('[data-testid=rules-page][data-game=boba]').waitFor(WAIT);
    assert.equal(await page.locator('[data-testid^=learn-]').count(), 0, 'Boba has no guided hand');

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

// Every animation run to its end: a bubble fading in has no colour contrast yet.
const settled = (page) => page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => {}))));

// Follows the guided hand's hints to its end: each hint names its step (and the card it
// means); the test does just that, and waits for the next hint. Returns the steps seen.
const PRESS = { steal: '[data-testid=steal]', call: '[data-testid=call-mah-jongg]', declare: '[data-testid=declare-win]', pass: '[data-testid=pass]' };
// `instead`: a step to answer otherwise (steal: 'pass' lets the card go), as a learner
// who strays; the notes the hints then show are kept in `notes`.
async function followHints(page, label, problems, { instead = {}, notes = [] } = {}) {
  const steps = [];
  const hint = page.locator('[data-testid=tutorial-hint]');
  for (let i = 0; i < 40; i++) {
    await hint.waitFor(WAIT);
    const step = await hint.getAttribute('data-step');
    const face = await hint.getAttribute('data-face');
    if (steps.at(-1) !== step) steps.push(step);
    if (step === 'won' || step === 'lost') return steps;
    if (step === 'discard' || steps.length === 2) {
      await settled(page);
      problems.push(...await axeProblems(page, `${label} tutorial ${step}`));
      await page.screenshot({ path: join(artifacts, `${label}-${step}.png`) });
    }
    const note = page.locator('[data-testid=tutorial-note]');
    if (await note.count()) notes.push(await note.innerText());
    if (step === 'discard') await page.locator(`[data-testid=hand] button.card[data-face="${face}"]`).first().click();
    else if (PRESS[instead[step] ?? step]) await page.click(PRESS[instead[step] ?? step]);
    await page.waitForFunction(([s, f]) => {
      const el = document.querySelector('[data-testid=tutorial-hint]');
      return el && (el.dataset.step !== s || el.dataset.face !== f);
    }, [step, face], WAIT).catch(async (x) => {
      const v = await page.evaluate(() => window.jongtable.view);
      throw new Error(`${label}: stuck at ${step} ${face}: ${JSON.stringify({ phase: v?.phase, window: v?.window, legal: v?.legal })}`, { cause: x });
    });
  }
  throw new Error(`${label}: no end after ${steps.join(', ')}`);
}

for (const [size, options] of [['phone', PHONE], ['laptop', LAPTOP]]) {
  test(`the guided hands of NYMJ and American, from the home page to the win, on a ${size}`, async () => {
    const ctx = await env.browser.newContext(options);
    const page = await ctx.newPage();
    const errors = watchErrors(page, `learn-${size}`);
    const problems = [];
    try {
      for (const [game, expected] of [['nymj', ['discard', 'steal', 'won']], ['american', ['discard', 'call', 'won']]].filter(([g]) => !process.env.ONLY || g === process.env.ONLY)) {
        await page.goto(`${env.server.url}/`);
        await page.click(`[data-testid=learn-${game}]`);
        await page.waitForURL(/\/t\/[A-Z0-9]+$/, WAIT);
        const steps = await followHints(page, `learn-${game}-${size}`, problems);
        // Waits come and go with the bots' pace; the moves asked for do not.
        assert.deepEqual(steps.filter((x) => x !== 'wait'), expected, `${game}: the hints' steps ${steps}`);
        const why = await page.locator('[data-testid=tutorial-hint]').innerText();
        assert.match(why, game === 'nymj' ? /three sets and a pair/i : /three kongs/i, `${game}: the last hint says why the hand wins`);
        await settled(page);
        problems.push(...await axeProblems(page, `${size} ${game} tutorial won`));
        await page.screenshot({ path: join(artifacts, `learn-${game}-${size}-won.png`) });
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}

test('a learner who lets the winning card go is told so, the hints lead on to a win by drawing, and a rematch is the same lesson', async () => {
  const ctx = await env.browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'learn-stray');
  const problems = [];
  const notes = [];
  try {
    await page.goto(`${env.server.url}/`);
    await page.click('[data-testid=learn-nymj]');
    await page.waitForURL(/\/t\/[A-Z0-9]+$/, WAIT);
    const steps = await followHints(page, 'learn-nymj-stray', problems, { instead: { steal: 'pass' }, notes });
    assert.deepEqual(steps.filter((x) => x !== 'wait' && x !== 'pass'), ['discard', 'steal', 'declare', 'won'], `the hints' steps ${steps}`);
    assert.ok(notes.some((n) => /You let the 5 Blue go/.test(n)), `a note says the 5 Blue went by: ${JSON.stringify(notes)}`);
    assert.match(await page.locator('[data-testid=tutorial-hint]').innerText(), /by drawing the last card/);
    await page.screenshot({ path: join(artifacts, 'learn-nymj-stray-won.png') });
    // Another go: the rematch is the same lesson, hints and all.
    const first = new URL(page.url()).pathname;
    await page.click('[data-testid=results] [data-testid=rematch]');
    await page.waitForURL((url) => /^\/t\/[A-Z0-9]{6}$/.test(url.pathname) && url.pathname !== first, WAIT);
    await page.click('[data-testid=start]:not([disabled])');
    await page.locator('[data-testid=tutorial-hint][data-step=discard][data-face=spring]').waitFor(WAIT);
    assert.equal(await page.locator('[data-testid=tutorial-note]').count(), 0, 'a new lesson starts without the last one\'s note');
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
