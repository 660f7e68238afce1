// A whole game of Gimme! Mahjong through the browser: the host picks the game and its
// options on the landing page, sits with a bot, and plays every turn by tapping the
// page (drop a tile, Gimme!, the set picker, Pass, Joker Steal, Declare Mahjong) until
// the game's end shows the standings, and its replay opens. Screenshots at 390x844 and 1366x657 of a window,
// the round result and the game end.
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, artifacts, handUnderBarProblems, useServerAndBrowser, watchErrors } from './harness.mjs';
import { pressReady, rematchInOnePress, sheetOffScreen } from './sheet_checks.mjs';
import { liveDeckProblems, replayDeckProblems } from './deck_checks.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: [], store: true });
const PHONE_SIZE = { width: 390, height: 844 };
// A click that may find its button gone dark (its window closed): false, and no wait.
const tap = (locator) => locator.click({ timeout: 3000 }).then(() => true, () => false);

// The visible screen at both sizes (the page resized in place).
async function bothSizes(page, name) {
  await page.setViewportSize(PHONE_SIZE);
  await page.screenshot({ path: join(artifacts, `gimme-phone-${name}.png`) });
  await page.setViewportSize(LAPTOP.viewport);
  await page.screenshot({ path: join(artifacts, `gimme-laptop-${name}.png`) });
}

const state = (page) => page.evaluate(() => {
  const v = window.jongtable.view;
  if (!v) return null;
  return { phase: v.phase, current: v.current, viewer: v.viewer, window: v.window?.id ?? null, dropper: v.window?.dropper ?? null, answered: !!v.window?.answered, claims: v.legal?.claim?.length ?? 0, steals: v.legal?.joker_steal?.length ?? 0, drops: v.legal?.discard?.length ?? 0, win: !!v.legal?.declare_win, pass: !!v.legal?.pass, finished: v.seats.find((s) => s.seat === v.viewer)?.finished, version: window.jongtable.lastV };
});

test('a whole Gimme! game against a bot, played by tapping the page', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    await page.fill('#create-name', 'Ana');
    await page.click('[data-testid=game-gimme]');
    await page.click('[data-testid=seats] button[data-value="2"]');
    await page.click('[data-testid=rounds] button[data-value="2"]');
    // 4 s: screenshots at two sizes are taken inside the first window; it closes as soon
    // as both have answered, so the game is no slower for it.
    await page.click('[data-testid=window] button[data-value="4000"]');
    await page.click('[data-testid=create]');
    await page.locator('[data-testid=lobby-game]').waitFor();
    assert.match(await page.locator('[data-testid=lobby-game]').innerText(), /Gimme! Mahjong/);
    assert.match(await page.locator('[data-testid=lobby-settings]').innerText(), /2 rounds · Gimme window 4 s/);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=action-bar]').waitFor();
    await page.locator('[data-testid=hand] .card').first().waitFor();
    // At both sizes no tile of the hand stays under the sticky bar once scrolled to.
    await page.setViewportSize(PHONE_SIZE);
    const underBar = await handUnderBarProblems(page, 'phone');
    await page.setViewportSize(LAPTOP.viewport);
    underBar.push(...await handUnderBarProblems(page, 'laptop'));
    assert.deepEqual(underBar, []);

    const seen = { window: false, gimme: 0, picker: false, steal: 0, mahjong: 0, drops: 0, round: false };
    let lastVersion = -1;
    for (let i = 0; i < 600; i++) {
      const s = await state(page);
      if (s.phase === 'game_over') break;
      if (s.version === lastVersion) {
        await page.waitForFunction((v) => window.jongtable.lastV !== v, lastVersion, { timeout: 20000 });
        continue;
      }
      if (s.phase === 'round_over') {
        if (!seen.round) {
          await page.locator('[data-testid=results] [data-testid=ready]').waitFor();
          assert.deepEqual(await sheetOffScreen(page, 'gimme', 'round-result-sheet'), []);
          await bothSizes(page, 'round-result');
          seen.round = true;
        }
        await pressReady(page);  // the only person: the next round now
        lastVersion = s.version;
        continue;
      }
      if (s.win) {
        await page.click('[data-testid=declare-win]');
        seen.mahjong++;
      } else if (s.window !== null && s.claims && !s.answered) {
        if (!seen.window) {
          await bothSizes(page, 'window');
          seen.window = true;
        }
        // The window may still close first on a slow machine: then the loop reads anew.
        if (!await tap(page.locator('[data-testid=gimme]'))) continue;
        if (s.claims > 1) {
          await page.locator('[data-testid=gimme-option]').first().click();
          seen.picker = true;
        }
        seen.gimme++;
      } else if (s.window !== null && s.pass && !s.answered) {
        if (!seen.window && s.dropper !== s.viewer) {
          await bothSizes(page, 'window');
          seen.window = true;
        }
        await tap(page.locator('[data-testid=pass]'));
      } else if (s.steals) {
        await page.locator('[data-testid=joker-steal]').first().click();
        seen.steal++;
      } else if (s.drops) {
        // The tile just taken, else the first single tile, else the first one.
        const hand = page.locator('[data-testid=hand]');
        const drawn = hand.locator('button.card.drawn');
        const single = hand.locator('.group:not(.set) button.card:not([aria-disabled])');
        const target = (await drawn.count()) && !(await drawn.first().getAttribute('aria-disabled')) ? drawn.first()
          : (await single.count()) ? single.first() : hand.locator('button.card:not([aria-disabled])').first();
        await target.click();
        seen.drops++;
      }
      lastVersion = s.version;
      // Whatever was pressed, the next view is what counts.
      await page.waitForFunction((v) => window.jongtable.lastV !== v, s.version, { timeout: 20000 }).catch(() => {});
    }
    const results = page.locator('[data-testid=results]');
    await page.locator('[data-testid=standings]').waitFor({ timeout: 20000 });
    const title = await page.locator('[data-testid=game-title]').innerText();
    assert.match(title, /Game over: (You|Bot \d) (win|wins|and .* share the win)!/);
    assert.equal(await page.locator('[data-testid=standings] .standing').count(), 2);
    // Points round by round: a header for each of the two rounds and the total.
    assert.deepEqual(await page.locator('[data-testid=round-scores] thead th').allInnerTexts(), ['Player', 'R1', 'R2', 'Total']);
    const text = await results.innerText();
    assert.match(text, /Round 2 over/);
    assert.match(text, /Mahjong 1/, 'a finisher\'s score is shown with its parts');
    assert.ok(seen.drops > 3, `dropped ${seen.drops} tiles`);
    await bothSizes(page, 'game-end');
    assert.deepEqual(await sheetOffScreen(page, 'gimme', 'game-end-sheet'), []);
    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /Round 1 begins/);
    assert.match(log, /dropped/);
    assert.deepEqual(await liveDeckProblems(page, 'gimme'), []);
    const replay = await page.locator('[data-testid=watch-replay]').getAttribute('href');
    await rematchInOnePress(page);
    // The finished game's replay draws Gimme! tiles, every hand shown.
    await page.goto(`${env.server.url}${replay}`);
    await page.locator('[data-testid=step-text]').waitFor();
    await page.locator('[data-testid=replay-last]').click();
    await page.locator('[data-testid=revealed-hand] .card[data-face]').first().waitFor();
    assert.match(await page.locator('[data-testid=round-list]').innerText(), /Round 2/);
    assert.match(await page.locator('[data-testid=step-text]').innerText(), /Game over/);
    assert.deepEqual(await replayDeckProblems(page, replay, 'gimme'), []);
    console.log(`gimme game: ${seen.drops} drops, ${seen.gimme} Gimmes, picker ${seen.picker}, ${seen.steal} Joker Steals, ${seen.mahjong} Mahjong declared`);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
