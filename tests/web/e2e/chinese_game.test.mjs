// Chinese Mah Jongg through the browser, real server and real Chromium: the landing page
// offers the game and its options; a person plays with 3 bots (4 seats) and with 5 bots
// (6 seats) by tapping the page (discard, pass, a call button when one is offered, Mah
// Jongg when it lights up) until hands end and the hand-end sheet shows every score line
// and the payment matrix. Screenshots at 390x844 and 1366x657 of a call offered and of
// the hand-end sheet. No sleeps: every wait is on the page's state.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, artifacts, handUnderBarProblems, touchTargetProblems, useServerAndBrowser, watchErrors } from './harness.mjs';
import { pressReady, rematchInOnePress, sheetOffScreen } from './sheet_checks.mjs';
import { liveDeckProblems, replayDeckProblems } from './deck_checks.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: [], store: true });
const PHONE_SIZE = { width: 390, height: 844 };
// Four players play their whole game when it fits this budget (then its end, the rematch
// and the replay are checked too); at least one hand must end. Six players play until a
// won hand's sheet (score lines, six-by-six payments) has been checked: the hands after
// it are more of the same, at some fifteen seconds of a browser's CPU each.
const BUDGET_MS = 110000;

async function bothSizes(page, name, full = false) {
  await page.setViewportSize(PHONE_SIZE);
  await page.screenshot({ path: join(artifacts, `chinese-phone-${name}.png`) });
  if (full) await page.screenshot({ path: join(artifacts, `chinese-phone-${name}-full.png`), fullPage: true });
  await page.setViewportSize(LAPTOP.viewport);
  await page.screenshot({ path: join(artifacts, `chinese-laptop-${name}.png`) });
}

// A tap on what the last state offered. The table moves on without us (a bot's call can
// settle a window before we answer), so a control gone by then is no failure: the loop
// reads the new state and goes on.
const tap = (locator) => locator.click({ timeout: 1500 }).then(() => true, () => false);

const state = (page) => page.evaluate(() => {
  const v = window.jongtable.view;
  if (!v) return null;
  return {
    phase: v.phase, current: v.current, viewer: v.viewer, hand: v.hand_number, window: v.window?.id ?? null,
    discarder: v.window?.discarder ?? null, answered: !!v.window?.answered, calls: v.legal?.call ?? [],
    drops: v.legal?.discard?.length ?? 0, win: !!v.legal?.declare_win, pass: !!v.legal?.pass,
    winds: v.seats.map((s) => s.wind), flowers: v.seats.reduce((a, s) => a + (s.flowers?.length ?? 0), 0), version: window.jongtable.lastV,
  };
});

test('the landing page offers Chinese Mah Jongg with its options', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Lin');
  try {
    await page.goto(`${env.server.url}/`);
    await page.fill('#create-name', 'Lin');
    await page.click('[data-testid=game-chinese]');
    assert.match(await page.locator('.how', { hasText: 'Chinese Mah Jongg' }).first().locator('summary').innerText(), /How to play Chinese Mah Jongg/);
    await page.click('[data-testid=seats] button[data-value="5"]');
    assert.equal(await page.locator('[data-testid=flowers]').isVisible(), false, 'no Flowers option for five players');
    assert.match(await page.locator('[data-testid=flowers-hint]').innerText(), /North-East Wind/);
    await page.click('[data-testid=seats] button[data-value="3"]');
    await page.click('[data-testid=flowers] button[data-value="true"]');
    await page.click('[data-testid=limit] button[data-value="50"]');
    await page.click('[data-testid=window] button[data-value="1500"]');
    await page.click('[data-testid=bots] button[data-value="2"]');
    await page.click('[data-testid=create]');
    await page.locator('[data-testid=lobby-game]').waitFor();
    assert.match(await page.locator('[data-testid=lobby-game]').innerText(), /Chinese Mah Jongg/);
    assert.match(await page.locator('[data-testid=lobby-settings]').innerText(), /3 players · flowers on · limit 50 · claim window 1.5 s/);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

// Plays from the page until the game ends or the budget runs out (untilWon: until a won
// hand's sheet was checked); returns what it saw.
async function play(page, seats, { budgetMs = BUDGET_MS, untilWon = false } = {}) {
  const seen = { flowers: 0, callWords: [], calls: 0, offered: false, sheet: 0, wonSheets: 0, drops: 0, passes: 0, mahJongg: 0, hands: new Set(), over: false };
  const t0 = Date.now();
  let lastVersion = -1;
  let sheetVersion = -1;
  for (let i = 0; i < 5000; i++) {
    const s = await state(page);
    if (s.phase === 'game_over') {
      // The game's end shows the last hand's sheet under the standings.
      await page.locator('[data-testid=standings]').waitFor();
      await checkSheet(page, seats);
      seen.sheet++;
      seen.over = true;
      break;
    }
    if (untilWon ? seen.wonSheets > 0 : Date.now() - t0 > budgetMs && seen.sheet > 0) break;
    if (s.version === lastVersion) {
      await page.waitForFunction((v) => window.jongtable.lastV !== v, lastVersion, { timeout: 30000 });
      continue;
    }
    lastVersion = s.version;
    if (s.phase === 'hand_over') {
      if (sheetVersion !== s.hand) {
        sheetVersion = s.hand;
        await page.locator('[data-testid=payment-matrix]').or(page.locator('[data-testid=hand-title]')).first().waitFor();
        if (await checkSheet(page, seats)) seen.wonSheets++;
        if (!seen.sheet) {
          await page.locator('[data-testid=results] [data-testid=ready]').waitFor();
          assert.deepEqual(await sheetOffScreen(page, `chinese-${seats}p`, 'hand-end-sheet'), []);
          await bothSizes(page, `${seats}p-hand-end`, true);
        }
        seen.sheet++;
        await pressReady(page);  // the only person: the next hand now
      }
      continue;
    }
    seen.hands.add(s.hand);
    if (s.flowers && !seen.flowers) {
      seen.flowers = s.flowers;
      assert.ok(await page.locator('.cn-flowers .card[data-face^="F"], .cn-flowers .card[data-face^="S"]').count() > 0, 'Flowers laid down are shown');
    }
    if (s.win) {
      if (await tap(page.locator('[data-testid=declare-win]'))) seen.mahJongg++;
    } else if (s.window !== null && s.calls.length && !s.answered) {
      // The bots may close the window before its buttons are drawn: then the next offer.
      const drawn = !seen.offered && await page.locator('[data-testid=call]').first().waitFor({ timeout: 3000 }).then(() => true, () => false);
      if (drawn) {
        // Read the buttons and the view in one go: bots may close the window meanwhile.
        const shown = await page.evaluate(() => ({
          buttons: document.querySelectorAll('[data-testid=call]').length,
          calls: window.jongtable.view?.legal?.call?.length ?? 0,
          status: document.querySelector('[data-testid=status]')?.innerText ?? '',
        }));
        assert.equal(shown.buttons, shown.calls, 'one button per call the view allows');
        // Only while the offer is still up: the bots may have closed the window already.
        if (shown.buttons) assert.match(shown.status, /Seat order decides, not speed/);
        await bothSizes(page, `${seats}p-call-offered`);
        seen.offered = true;
      }
      // A Mah Jongg call if there is one, else the first.
      const mj = page.locator('[data-testid=call][data-mah-jongg="true"]');
      if (await tap((await mj.count()) ? mj.first() : page.locator('[data-testid=call]').first())) {
        seen.calls++;
        // Read at once: the bots may close the window and the words go with it (a wait
        // here timed out in a clean-clone run).
        const words = await page.evaluate(() => document.querySelector('[data-testid=claim-status]')?.innerText ?? '');
        if (words) seen.callWords.push(words);
      }
    } else if (s.window !== null && s.pass && !s.answered) {
      if (await tap(page.locator('[data-testid=pass]'))) seen.passes++;
    } else if (s.drops) {
      // The card just drawn, else a lone card, else the first one allowed.
      const hand = page.locator('[data-testid=hand]');
      const drawn = hand.locator('button.card.drawn:not([aria-disabled])');
      const single = hand.locator('.group:not(.set) button.card:not([aria-disabled])');
      const target = (await drawn.count()) ? drawn.first() : (await single.count()) ? single.first() : hand.locator('button.card:not([aria-disabled])').first();
      if (await tap(target)) seen.drops++;
    } else {
      continue;
    }
    await page.waitForFunction((v) => window.jongtable.lastV !== v, s.version, { timeout: 30000 }).catch(() => {});
  }
  return seen;
}

// The sheet: a row per seat; with a winner, score lines, Mah Jongg's 20 and a payment
// matrix whose rows sum to the nets the server sent. Returns whether the hand was won.
async function checkSheet(page, seats) {
  // Read in one go: the next hand is dealt a few seconds on, and the sheet goes with it.
  const got = await page.evaluate(() => {
    const v = window.jongtable.view;
    const sheet = document.querySelector('[data-testid=results]');
    const matrix = sheet?.querySelector('[data-testid=payment-matrix]');
    const cells = {};
    for (const tr of matrix?.querySelectorAll('tbody tr[data-seat]') ?? []) {
      cells[tr.dataset.seat] = [...tr.querySelectorAll('td')].map((td) => td.innerText);
    }
    return {
      r: v.history[v.history.length - 1],
      rows: sheet?.querySelectorAll('[data-testid=result-row]').length ?? 0,
      text: sheet?.innerText ?? '',
      matrixRows: matrix?.querySelectorAll('tbody tr').length ?? 0,
      cells,
    };
  });
  const { r } = got;
  assert.equal(got.rows, seats);
  if (r.winner === null) {
    assert.match(got.text, /nobody won/);
    return false;
  }
  assert.match(got.text, /Mah Jongg\s+\+20/);
  assert.match(got.text, /Set points/);
  assert.equal(got.matrixRows, seats);
  for (const s of r.seats) {
    const paid = s.pays.reduce((a, b) => a + b, 0);
    const gotPaid = r.seats.reduce((a, o) => a + (o.pays[s.seat] ?? 0), 0);
    assert.equal(gotPaid - paid, s.net, `seat ${s.seat}: payments match the net`);
    const cells = got.cells[String(s.seat)] ?? [];
    assert.equal(cells.length, seats + 1);
    s.pays.forEach((amount, to) => { if (to !== s.seat) assert.equal(cells[to], String(amount)); });
  }
  return true;
}

async function game(seats, bots, extraOptions = {}, playUntil = {}) {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate(({ seats, bots, extraOptions }) => window.jongtable.create({
      name: 'Ana', ruleset: 'chinese', bots,
      options: { seats, claim_window_ms: 5000, turn_clock_ms: 30000, between_hands_ms: 60000, ...extraOptions },
      extra: { bot_delay_ms: [0, 60] },
    }), { seats, bots, extraOptions });
    await page.locator('[data-testid=start]:not([disabled])').waitFor();
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=action-bar]').waitFor();
    const first = await state(page);
    const expected = { 4: ['east', 'south', 'west', 'north'], 6: ['east', 'south', 'south_west', 'west', 'north', 'north_east'] }[seats];
    assert.deepEqual([...first.winds].sort(), [...expected].sort(), 'every seat wind once');
    assert.equal(await page.locator('[data-testid=seat-wind]').count(), seats);
    // Phone: the hand's cards and the bar's buttons are finger-sized and on screen.
    await page.setViewportSize(PHONE_SIZE);
    assert.deepEqual(await touchTargetProblems(page, ['[data-testid=pass]', '[data-testid=declare-win]', '[data-testid=hand] button.card']), []);
    // At both sizes no card of the hand stays under the sticky bar once scrolled to.
    const underBar = await handUnderBarProblems(page, 'phone');
    await page.setViewportSize(LAPTOP.viewport);
    underBar.push(...await handUnderBarProblems(page, 'laptop'));
    assert.deepEqual(underBar, []);

    const seen = await play(page, seats, playUntil);
    assert.ok(seen.sheet >= 1, 'at least one hand ended and its sheet showed');
    assert.ok(seen.drops > 2, `discarded ${seen.drops} cards`);
    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /Hand \d begins/);
    if (seen.callWords.length) assert.ok(seen.callWords.some((t) => /seat order|Speed never counts|took|Too late/i.test(t)), seen.callWords.join(' | '));
    assert.match(log, /discarded/);
    if (extraOptions.flowers) assert.ok(seen.flowers > 0, 'Flowers were laid down and shown');
    assert.deepEqual(await liveDeckProblems(page, `chinese ${seats} players`), []);
    if (seen.over) {
      await page.locator('[data-testid=standings]').waitFor();
      assert.match(await page.locator('[data-testid=game-title]').innerText(), /Game over/);
      await bothSizes(page, `${seats}p-game-end`);
      assert.deepEqual(await sheetOffScreen(page, `chinese-${seats}p`, 'game-end-sheet'), []);
      const replay = await page.evaluate(() => window.jongtable.replayHref);
      await rematchInOnePress(page);
      assert.deepEqual(await replayDeckProblems(page, replay, `chinese ${seats} players`), []);
    }
    console.log(`chinese ${seats} players: ${seen.hands.size} hands played, ${seen.sheet} sheets, ${seen.drops} discards, ${seen.calls} calls, ${seen.passes} passes, ${seen.mahJongg} Mah Jongg declared, call offered ${seen.offered}, game over ${seen.over}`);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
}

test('four players with Flowers: a person and three bots play by tapping the page', () => game(4, 3, { flowers: true }));
test('six players: a person and five bots play by tapping the page', () => game(6, 5, {}, { untilWon: true }));
