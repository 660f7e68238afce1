// A whole game of Boba Mahjong through the browser: the host picks the game and its
// turn clock on the landing page, sits with a bot, and plays every turn by tapping the
// page (draw two, take a pile top, draw again, pick a set card by card or from the list
// of sets, keep a card and place the other two, end the sets, put cards on a pile down
// to seven) until the end sheet shows both drinks category by category. Screenshots at
// 390x844 and 1366x657 mid-game, while making a set, and of the end sheet; axe finds
// nothing serious; no console errors.
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, axeProblems, touchTargetProblems, useServerAndBrowser, watchErrors } from './harness.mjs';
import { rematchInOnePress, sheetOffScreen } from './sheet_checks.mjs';
import { liveDeckProblems, replayDeckProblems } from './deck_checks.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: [], store: true });
const WAIT = { timeout: 20000 };

// The visible screen at both sizes (the page resized in place).
async function bothSizes(page, name, checks = []) {
  await page.setViewportSize(PHONE.viewport);
  await page.screenshot({ path: join(artifacts, `boba-phone-${name}.png`) });
  const problems = checks.length ? await touchTargetProblems(page, checks) : [];
  await page.setViewportSize(LAPTOP.viewport);
  await page.screenshot({ path: join(artifacts, `boba-laptop-${name}.png`) });
  return problems;
}

const state = (page) => page.evaluate(() => {
  const v = window.jongtable.view;
  if (!v) return null;
  return {
    phase: v.phase, current: v.current, viewer: v.viewer, supply: v.supply, version: window.jongtable.lastV,
    draw: !!v.legal?.draw_supply, take: v.legal?.take_pile ?? [], sets: v.legal?.make_set ?? [], end: !!v.legal?.end_sets,
    discard: !!v.legal?.discard, hand: v.hand.length, mine: v.seats[v.viewer].score_cards.length,
  };
});

const nextVersion = (page, v) => page.waitForFunction((x) => window.jongtable.lastV !== x, v, WAIT);

test('a whole Boba Mahjong game against a bot, played by tapping the page', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    await page.fill('#create-name', 'Ana');
    await page.click('[data-testid=game-boba]');
    await page.click('[data-testid=clock] button[data-value="90000"]');
    const problems = await axeProblems(page, 'landing with Boba picked');
    await page.click('[data-testid=create]');
    await page.locator('[data-testid=lobby-game]').waitFor();
    assert.match(await page.locator('[data-testid=lobby-game]').innerText(), /Boba Mahjong · 2 players/);
    assert.match(await page.locator('[data-testid=lobby-settings]').innerText(), /turn clock 90 s/);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=action-bar]').waitFor();
    await page.locator('[data-testid=pile-2]').waitFor();

    const seen = { draws: 0, takes: 0, again: 0, sets: 0, byHand: 0, ends: 0, discards: 0, midShot: false, setShot: false };
    let lastVersion = -1;
    for (let i = 0; i < 800; i++) {
      const s = await state(page);
      if (s.phase === 'game_over') break;
      if (s.version === lastVersion || s.current !== s.viewer) {
        await nextVersion(page, s.version);
        lastVersion = -1;
        continue;
      }
      if (!seen.midShot && seen.sets >= 2 && s.phase === 'drawing') {
        problems.push(...await bothSizes(page, 'mid-game', ['[data-testid=draw-supply]', '[data-testid=hand] button.card', '[data-testid=take-pile]']));
        problems.push(...await axeProblems(page, 'mid-game'));
        seen.midShot = true;
      }
      if (s.phase === 'drawing') {
        // Mostly the supply; now and then a pile top.
        if (s.take.length && (s.supply === 0 || (seen.draws + seen.takes) % 3 === 1)) {
          await page.locator(`[data-testid=pile-${s.take[0]}] [data-testid=take-pile]`).click();
          seen.takes++;
        } else {
          await page.click('[data-testid=draw-supply]');
          seen.draws++;
        }
      } else if ((s.phase === 'sets_or_draw' || s.phase === 'making_sets') && s.sets.length) {
        const option = s.sets[0];
        if (!seen.pickShot) {
          await page.locator('[data-testid=set-option]').first().waitFor();
          problems.push(...await bothSizes(page, 'sets-to-pick', ['[data-testid=set-option] >> nth=0', '[data-testid=end-sets]']));
          seen.pickShot = true;
        }
        if (!seen.byHand) {
          // Card by card: the hand cards, then the pile top if the set takes one.
          for (const c of option.cards) await page.click(`[data-testid=hand] button.card[data-id="${c.id}"]`);
          if (option.pile !== null) await page.click(`[data-testid=pile-${option.pile}] [data-testid=pile-top]`);
          seen.byHand++;
        } else {
          await page.locator('[data-testid=set-option]').first().click();
        }
        await page.locator('[data-testid=keep-choice]').first().waitFor();
        assert.equal(await page.locator('[data-testid=keep-choice]').count(), 3);
        await page.locator('[data-testid=keep-choice]').last().click();
        await page.locator('[data-testid=make-set]:not([disabled])').waitFor();
        if (!seen.setShot) {
          problems.push(...await bothSizes(page, 'making-set', ['[data-testid=keep-choice]', '[data-testid=make-set]']));
          seen.setShot = true;
        }
        await page.click('[data-testid=make-set]');
        seen.sets++;
      } else if (s.phase === 'sets_or_draw' && s.draw && s.supply > 6 && seen.again < 2) {
        await page.click('[data-testid=draw-supply]');
        seen.again++;
      } else if (s.end) {
        await page.click('[data-testid=end-sets]');
        seen.ends++;
      } else if (s.phase === 'hand_limit') {
        await page.locator('[data-testid=hand] button.card').first().click();
        await page.locator('[data-testid=discard-pile]').first().click();
        seen.discards++;
      } else {
        assert.fail(`nothing to press in ${JSON.stringify(s)}`);
      }
      lastVersion = s.version;
      await nextVersion(page, s.version);
    }

    // The end sheet: both drinks, the four categories of the player aid, the winner marked.
    await page.locator('[data-testid=results]').waitFor(WAIT);
    const title = await page.locator('[data-testid=game-title]').innerText();
    // Every way a game ends reads as a sentence: a win on points, a tie on the best six
    // broken by the rules (seen in CI: "Bot 2 wins the tie at 16 (all score cards)."), a shared win.
    assert.match(title, /^Game over: ((You win|Bot \d wins), \d+ to \d+\.|(You win|Bot \d wins) the tie at \d+ \((all|fewer) score cards\)\.|A shared win, \d+ points each\.)$/);
    assert.equal(await page.locator('[data-testid=sheet]').count(), 2);
    for (const cat of ['freshness', 'smoothness', 'complexity', 'presentation']) {
      assert.equal(await page.locator(`[data-testid=cat-${cat}]`).count(), 2, cat);
    }
    assert.ok(await page.locator('[data-testid=sheet].winner').count() >= 1, 'the winning drink is highlighted');
    const result = await page.evaluate(() => window.jongtable.view.result);
    const totals = await page.locator('[data-testid=sheet-total]').allInnerTexts();
    assert.deepEqual(totals, result.standings.map((seat) => `${result.players[seat].best.total} vp`));
    problems.push(...await bothSizes(page, 'end-sheet'));
    problems.push(...await axeProblems(page, 'end sheet'));

    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /The game begins/);
    assert.match(log, /made a set of .* and kept/);
    assert.match(log, /drew .* from the supply/);
    assert.match(log, /Game over/);
    assert.ok(seen.sets >= 1 && seen.byHand === 1, `sets made: ${seen.sets}`);
    assert.ok(seen.draws > 2, `draws: ${seen.draws}`);
    console.log(`boba game: ${seen.draws} draws, ${seen.takes} pile tops, ${seen.again} draws again, ${seen.sets} sets, ${seen.ends} ends, ${seen.discards} discards; ${title}`);
    // The finished game's deck was checked live, and its replay checks it again.
    problems.push(...await liveDeckProblems(page, 'boba'));
    await page.locator('[data-testid=watch-replay]').waitFor();
    const replay = await page.locator('[data-testid=watch-replay]').getAttribute('href');
    problems.push(...await sheetOffScreen(page, 'boba', 'end-sheet-on-screen'));
    assert.deepEqual(problems, []);
    await rematchInOnePress(page);
    assert.deepEqual(await replayDeckProblems(page, replay, 'boba'), []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
