// Every game's replay and deck check, in real Chromium against the real server: bots play
// a short game of each of the five games while its host watches (every seat a bot, no
// waits between rounds), the host's table says "Deck verified ✓" once the game is over
// and the log says so for every round, then the replay opens: every hand shown, cards
// named in the game's own names, steps by keys, every round's deck re-hashed and checked
// against the hands dealt and the cards drawn ("Deck verified ✓"); axe-core finds nothing
// serious or critical on it. Screenshots of each replay at 390x844 and 1366x657. No sleeps: every wait is on the page's state.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, artifacts, axeProblems, useServerAndBrowser, watchErrors } from './harness.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: [], store: true });
const PHONE_SIZE = { width: 390, height: 844 };
const WAIT = { timeout: 60000 };
const QUICK = { bot_delay_ms: [0, 0] };

// The shortest game each offers, and how a drawn card is named in its replay.
const GAMES = {
  nymj: { table: { seats: 3, turn_clock_ms: 0, bots: 2, extra: { options: { rounds: 1 }, between_rounds_ms: 0, ...QUICK } }, drew: /drew \d (Red|Blue|Green)|drew (Spring|Summer|Fall|Winter|Love|Guilt|Pride)/ },
  gimme: { table: { ruleset: 'gimme', options: { seats: 2, rounds: 1, turn_clock_ms: 0, between_rounds_ms: 0, ...QUICK }, bots: 1 }, drew: /took (\d (Dots|Cracks|Bams)|Joker)\./ },
  american: { table: { ruleset: 'american', options: { seats: 3, charleston_extras: false, turn_clock_ms: 0, between_rounds_ms: 0, ...QUICK }, bots: 2 }, drew: /drew (\d (Crak|Dot|Bam)|\w+ (Dragon|Wind)|Flower|Joker)\./ },
  chinese: { table: { ruleset: 'chinese', options: { seats: 3, turn_clock_ms: 0, between_hands_ms: 0, ...QUICK }, bots: 2 }, drew: /drew (\d (Craks|Dots|Bams)|\w+ (Dragon|Wind)|Flower \d|Season \d)( as a replacement)?\./ },
  boba: { table: { ruleset: 'boba', options: { seats: 2, turn_clock_ms: 0, ...QUICK }, bots: 1 }, drew: /drew \d (Taro|Matcha|Strawberry|Butterfly|Mango)|drew (Pearls|Grass Jelly|Cheese Foam|Red Bean)/ },
};

// The host makes the table, gives their own seat to a bot too and starts: bots play it all.
async function botsPlay(page, table) {
  await page.goto(`${env.server.url}/`);
  await page.evaluate(async (t) => {
    const app = window.jongtable;
    await app.create({ name: 'Host', ...t });
    await app.conn.request('leave_seat', {});
    await app.conn.request('add_bot', { seat: 0, strength: 'basic' });
    await app.conn.request('start_game', {});
  }, table);
  await page.waitForFunction(() => window.jongtable.view?.phase === 'game_over' && window.jongtable.replayHref, null, WAIT);
}

async function bothSizes(page, name) {
  await page.setViewportSize(PHONE_SIZE);
  await page.screenshot({ path: join(artifacts, `replay-${name}-phone.png`) });
  await page.setViewportSize(LAPTOP.viewport);
  await page.screenshot({ path: join(artifacts, `replay-${name}-laptop.png`) });
}

for (const [game, { table, drew }] of Object.entries(GAMES)) {
  test(`${game}: the live deck check and the replay verify every deal`, async () => {
    const context = await env.browser.newContext(LAPTOP);
    const page = await context.newPage();
    const errors = watchErrors(page, game);
    try {
      await botsPlay(page, table);
      await page.locator('[data-testid=deck-seal]', { hasText: 'Deck verified ✓' }).first().waitFor(WAIT);
      const rounds = await page.evaluate(() => [...window.jongtable.fairness.rounds.values()].map((r) => r.state));
      assert.ok(rounds.length >= 1);
      assert.deepEqual(rounds, rounds.map(() => 'verified'), 'every deal of the game was verified live');
      assert.equal(await page.locator('[data-testid=log]').getByText(/deck verified ✓/).count(), rounds.length);

      const href = await page.evaluate(() => window.jongtable.replayHref);
      await page.goto(`${env.server.url}${href}`);
      const text = page.locator('[data-testid=step-text]');
      const count = page.locator('[data-testid=step-count]');
      await text.waitFor(WAIT);
      assert.match(await count.innerText(), /^Step 1 of \d+/);
      const total = Number(/of (\d+)/.exec(await count.innerText())[1]);
      assert.equal(await page.locator('[data-testid=revealed-hand]').count(), table.options?.seats ?? table.seats, 'every hand is shown');
      const checks = page.locator('[data-testid=round-deck-check]');
      assert.equal(await checks.count(), rounds.length, 'one deck check per deal');
      for (const t of await checks.allInnerTexts()) assert.match(t, /^Deck verified ✓ · [0-9a-f]{8}$/);

      // Step on by key until a card is drawn: it is named as the game names it.
      const seen = [];
      for (let i = 0; i < 40 && !seen.some((t) => drew.test(t)); i++) {
        await page.keyboard.press('ArrowRight');
        seen.push(await text.innerText());
      }
      assert.ok(seen.some((t) => drew.test(t)), `a draw named in ${game}'s words among:\n${seen.join('\n')}`);
      assert.match(await count.innerText(), /^Step \d+ of \d+ · (Round|Hand|Game)\b/);
      assert.match(await page.locator('[data-testid=deck-seal]').innerText(), /^Deck sealed: [0-9a-f]{8}$/, 'sealed until its deal ends');
      await bothSizes(page, `${game}-step`);
      assert.deepEqual(await axeProblems(page, `${game} replay`), []);

      await page.keyboard.press('End');
      assert.match(await count.innerText(), new RegExp(`^Step ${total} of ${total}`));
      // The last page of views comes when asked for; then the table shows the verdict.
      await page.locator('[data-testid=deck-seal]', { hasText: /^Deck verified ✓$/ }).waitFor(WAIT);
      await bothSizes(page, `${game}-end`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
