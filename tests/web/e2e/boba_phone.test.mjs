// Boba Mahjong on a phone (390x844), the page at its top: the whole hand lies above the
// sticky action bar, not under it; and at the end no notice covers the game-over title.
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, useServerAndBrowser, watchErrors } from './harness.mjs';
import { SCENARIO, act } from './boba_scenario.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: ['--allow-scenarios'] });
const WAIT = { timeout: 20000 };

// Each hand card's box and the bar's, with the page scrolled to its top.
const handAndBar = (page) => page.evaluate(async () => {
  window.scrollTo({ top: 0, behavior: 'instant' });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
  const bar = document.querySelector('[data-testid=action-bar]');
  return { bar: bar && box(bar), cards: [...document.querySelectorAll('[data-testid=hand] .card')].map(box), scrollY };
});

// Late in a game: a pile eight deep and the bot's nine score cards take height too.
const CROWDED = {
  ...SCENARIO,
  score_cards: [SCENARIO.score_cards[0], 'taro1 matcha2 strawberry3 butterfly3 mango3 taro2 matcha3 strawberry4 butterfly5'],
  piles: ['mango7 strawberry7 butterfly1 matcha6 matcha4 strawberry5 butterfly4 taro5', 'mango4 strawberry1', 'butterfly7'],
};

for (const [name, scenario] of [['early', SCENARIO], ['crowded', CROWDED]]) test(`on a phone at the top of the page the whole hand lies above the action bar (${name})`, async () => {
  const ctx = await env.browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate((sc) => window.jongtable.create({ name: 'Ana', ruleset: 'boba', options: { seats: 2, turn_clock_ms: 0 }, bots: 1, scenario: sc, start: true }), scenario);
    await page.locator('[data-testid=draw-supply]').waitFor(WAIT);
    const problems = [];
    const check = async (moment, count) => {
      const m = await handAndBar(page);
      await page.screenshot({ path: join(artifacts, `boba-phone-top-${name}-${moment}.png`) });
      if (!m.bar) return problems.push(`${name}, ${moment}: no action bar`);
      if (m.cards.length !== count) problems.push(`${name}, ${moment}: ${m.cards.length} cards in the hand, not ${count}`);
      console.log(`${name}, ${moment}: bar top ${Math.round(m.bar.top)}, lowest card bottom ${Math.round(Math.max(...m.cards.map((c) => c.bottom)))}`);
      for (const [i, c] of m.cards.entries()) {
        if (c.top < 0 || c.bottom > m.bar.top + 0.5) problems.push(`${name}, ${moment}: card ${i + 1} (${Math.round(c.top)}..${Math.round(c.bottom)}) is not above the bar (top ${Math.round(m.bar.top)})`);
      }
    };
    await check('draw', 8);
    const before = await page.evaluate(() => window.jongtable.lastV);
    await page.click('[data-testid=draw-supply]');
    await page.waitForFunction((x) => window.jongtable.lastV !== x, before, WAIT);
    await page.locator('[data-testid=set-option]').first().waitFor(WAIT);
    await check('sets', 10);
    const v = await page.evaluate(() => window.jongtable.view);
    const idOf = (face) => v.hand.find((c) => c.face === face).id;
    await page.click(`[data-testid=hand] button.card[data-id="${idOf('taro3')}"]`);
    await page.click(`[data-testid=hand] button.card[data-id="${idOf('taro4')}"]`);
    await page.click('[data-testid=pile-0] [data-testid=pile-top]');
    await page.locator('[data-testid=keep-choice]').first().waitFor(WAIT);
    await check('keep', 10);
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

// Ana's tenth score card calls the last turn (a floating notice on a laptop); she puts a
// card on a pile, the bot takes its last turn, and the game ends with the notice up. Narrowed to a phone and scrolled so the game-over title
// is at the top of the screen, no notice may lie over the title.
const rect = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
test('no notice covers the game-over title on a phone', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate((scenario) => window.jongtable.create({ name: 'Ana', ruleset: 'boba', options: { seats: 2, turn_clock_ms: 0 }, bots: 1, scenario, start: true }), SCENARIO);
    await page.locator('[data-testid=draw-supply]').waitFor(WAIT);
    // Every floating notice shown, kept: on a slow machine the notice's own few seconds
    // may run out before the end, so the test puts it back as if it were still up.
    await page.evaluate(() => {
      window.shownToasts = [];
      new MutationObserver((changes) => {
        for (const c of changes) for (const n of c.addedNodes) if (n.classList?.contains('toast')) window.shownToasts.push(n);
      }).observe(document.getElementById('toasts'), { childList: true });
    });
    await act(page, () => page.click('[data-testid=draw-supply]'));
    let v = await page.evaluate(() => window.jongtable.view);
    const idOf = (face) => v.hand.find((c) => c.face === face).id;
    await page.click(`[data-testid=hand] button.card[data-id="${idOf('taro3')}"]`);
    await page.click(`[data-testid=hand] button.card[data-id="${idOf('taro4')}"]`);
    await page.click('[data-testid=pile-0] [data-testid=pile-top]');
    await page.locator('[data-testid=keep-choice]').first().click();
    await act(page, () => page.click('[data-testid=make-set]'));
    await act(page, () => page.click('[data-testid=end-sets]'));
    v = await page.evaluate(() => window.jongtable.view);
    assert.equal(v.phase, 'hand_limit');
    await page.click(`[data-testid=hand] button.card[data-id="${idOf('strawberry8')}"]`);
    await page.click('[data-testid=discard-pile] >> text=Pile 3');
    await page.locator('[data-testid=game-title]').waitFor(WAIT);
    const shown = await page.evaluate(() => {
      const last = window.shownToasts.filter((t) => /Last turn/.test(t.textContent)).at(-1);
      if (last && !last.isConnected) document.getElementById('toasts').append(last);
      return window.shownToasts.map((t) => t.textContent);
    });
    assert.ok(shown.some((t) => /Last turn/.test(t)), `a last turn notice was shown: ${JSON.stringify(shown)}`);
    await page.setViewportSize(PHONE.viewport);
    const seen = await page.evaluate((r) => {
      const box = new Function(`return ${r}`)();
      document.querySelector('[data-testid=game-title]').scrollIntoView({ block: 'start', behavior: 'instant' });
      const notices = [...document.querySelectorAll('#toasts .toast, [data-testid=notice]')].filter((e) => e.textContent.trim() && e.getClientRects().length);
      return { title: box(document.querySelector('[data-testid=game-title]')), notices: notices.map((e) => ({ text: e.textContent, ...box(e) })) };
    }, rect.toString());
    await page.screenshot({ path: join(artifacts, 'boba-phone-game-over-notice.png') });
    console.log(JSON.stringify(seen));
    assert.ok(seen.notices.some((n) => /Last turn/.test(n.text)), `the last turn's notice is still up at the end: ${JSON.stringify(seen.notices)}`);
    const t = seen.title;
    for (const n of seen.notices) {
      const over = n.bottom > t.top && n.top < t.bottom && n.right > t.left && n.left < t.right;
      assert.ok(!over, `the notice "${n.text}" (${Math.round(n.top)}..${Math.round(n.bottom)}) covers the title (${Math.round(t.top)}..${Math.round(t.bottom)})`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
