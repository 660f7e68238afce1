// The home page: this browser's tables first ("your turn" from the view it last saw), a
// one-tap "Play now with bots", and a table's link that tells a started game (no seat
// offered, only watching) and a finished one (game over, with its replay).
// Real Chromium, real server (games kept, for the replay link).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, axeProblems, useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after, { extraArgs: ['--allow-scenarios'], store: true });
const screen = (page, name) => page.screenshot({ path: join(artifacts, `${name}.png`) });

// Ana's dealt hand wins at once; with a bot at 3 tokens the win ends the game.
const WINNING = {
  seed: 5, ma: 0, tokens: [10, 3, 10],
  hands: [
    ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'G5', 'love', 'love'],
    ['B1', 'B2', 'B3', 'B5', 'G3', 'spring', 'spring', 'fall', 'winter', 'pride'],
    ['B2', 'B4', 'B6', 'G2', 'G4', 'summer', 'summer', 'summer', 'winter', 'guilt'],
  ],
};
// Ana is Ma and holds nothing that wins: the table waits on her discard.
const HER_TURN = { ...WINNING, tokens: [10, 10, 10], hands: [['R1', 'R3', 'R5', 'B1', 'B3', 'B5', 'G1', 'G3', 'G5', 'love', 'pride'], ...WINNING.hands.slice(1)] };

async function scenarioTable(page, scenario) {
  await page.goto(`${env.server.url}/`);
  await page.evaluate((s) => window.jongtable.create({
    name: 'Ana', seats: 3, claim_window_ms: 1500, turn_clock_ms: 60000, bots: 2, scenario: s, start: true,
    extra: { bot_delay_ms: [0, 0] },
  }), scenario);
  await page.locator('[data-testid=hand]').waitFor(WAIT);
  return new URL(page.url()).pathname.split('/').pop();
}

test("the home page lists this browser's tables first and plays now with bots in one tap", async () => {
  const context = await env.browser.newContext(LAPTOP);
  const first = await context.newPage();
  const errors = watchErrors(first, 'first tab');
  try {
    await first.goto(`${env.server.url}/`);
    assert.equal(await first.locator('[data-testid=my-tables]').count(), 0, 'no tables yet');
    const waiting = await scenarioTable(first, HER_TURN);
    await first.locator('[data-testid=hand] button.card:not([aria-disabled])').first().waitFor(WAIT);

    // A second tab of the same browser: the table in progress is listed, as her turn.
    const home = await context.newPage();
    errors.push(...watchErrors(home, 'home tab'));
    await home.goto(`${env.server.url}/`);
    const mine = home.locator(`[data-testid=my-table][data-code="${waiting}"]`);
    await mine.waitFor(WAIT);
    assert.equal(await mine.getAttribute('data-state'), 'your turn');
    assert.equal(await mine.getAttribute('href'), `/t/${waiting}`);

    // One tap: a table of four with three bots, already dealt.
    await home.click('[data-testid=play-now]');
    await home.locator('[data-testid=hand] .card').first().waitFor(WAIT);
    assert.match(home.url(), /\/t\/[A-Z0-9]+$/);
    assert.equal(await home.locator('.seatbox').count(), 3, 'three opponents');
    assert.equal(await home.locator('.seatbox .badge.bot').count(), 3, 'all of them bots');
    const quick = new URL(home.url()).pathname.split('/').pop();

    // Both tables listed, those waiting on this player first, the page above the hero.
    await home.goto(`${env.server.url}/`);
    const rows = home.locator('[data-testid=my-table]');
    await rows.nth(1).waitFor(WAIT);
    const listed = await rows.evaluateAll((els) => els.map((e) => ({ code: e.dataset.code, state: e.dataset.state })));
    assert.deepEqual(listed.map((r) => r.code).sort(), [waiting, quick].sort());
    const rank = (s) => (s === 'your turn' ? 0 : 1);
    assert.ok(listed.every((r, i) => i === 0 || rank(listed[i - 1].state) <= rank(r.state)), JSON.stringify(listed));
    assert.ok(listed.every((r) => r.state === 'your turn' || r.state === 'in progress'), JSON.stringify(listed));
    const above = await home.evaluate(() => document.querySelector('[data-testid=my-tables]').getBoundingClientRect().bottom <= document.querySelector('.hero').getBoundingClientRect().top);
    assert.ok(above, 'your tables come first');
    assert.deepEqual(await axeProblems(home, 'home with tables'), []);
    await home.screenshot({ path: join(artifacts, 'home-laptop-my-tables.png'), fullPage: true });
    await home.setViewportSize(PHONE.viewport);
    await screen(home, 'home-phone-my-tables-screen');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("a started game's link offers watching only; a finished game's link says it is over and offers the replay", async () => {
  const host = await env.browser.newContext(LAPTOP);
  const guest = await env.browser.newContext(PHONE);
  const ana = await host.newPage();
  const other = await guest.newPage();
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(other, 'guest')];
  try {
    // Started: someone else opening the link is offered Watch, not Take a seat.
    const playing = await scenarioTable(ana, HER_TURN);
    await other.goto(`${env.server.url}/t/${playing}`);
    await other.locator('[data-testid=join-note]', { hasText: 'This game has started' }).waitFor(WAIT);
    assert.equal(await other.locator('[data-testid=join-player]').count(), 0, 'no seat offered');
    assert.equal(await other.locator('[data-testid=join-spectator]').count(), 1);
    await screen(other, 'home-phone-started-link-screen');
    assert.deepEqual(await axeProblems(other, 'started link'), []);

    // Finished: Ana declares her dealt win, which ends the game.
    const ended = await scenarioTable(ana, WINNING);
    await ana.locator('[data-testid=declare-win]:not([disabled])').click(WAIT);
    await ana.locator('[data-testid=standings]').waitFor(WAIT);
    await other.goto(`${env.server.url}/t/${ended}`);
    await other.locator('[data-testid=join-note]', { hasText: 'This game is over.' }).waitFor(WAIT);
    assert.equal(await other.locator('[data-testid=join-player]').count(), 0);
    const replay = other.locator('[data-testid=join-replay]');
    await replay.waitFor(WAIT);
    const replayHref = await replay.getAttribute('href');
    assert.match(replayHref, /^\/replay\/.+/);
    await screen(other, 'home-phone-finished-link-screen');
    assert.deepEqual(await axeProblems(other, 'finished link'), []);
    await replay.tap();
    await other.locator('[data-testid=revealed-hand]').first().waitFor(WAIT);

    // Ana's own home page lists the finished table as over, after the ones in play.
    await ana.goto(`${env.server.url}/`);
    const done = ana.locator(`[data-testid=my-table][data-code="${ended}"]`);
    await done.waitFor(WAIT);
    assert.equal(await done.getAttribute('data-state'), 'game over');
    const codes = await ana.locator('[data-testid=my-table]').evaluateAll((els) => els.map((e) => e.dataset.code));
    assert.deepEqual(codes, [playing, ended]);
    // Her finished games list it; a stranger's home page lists no finished game at all,
    // while the guest, who was given the link, sees that one.
    await ana.locator(`[data-testid=finished-games] a[href="${replayHref}"]`).waitFor(WAIT);
    await screen(ana, 'home-laptop-finished-listed-screen');
    await other.goto(`${env.server.url}/`);
    await other.locator('[data-testid=finished-games] a').first().waitFor(WAIT);
    assert.equal(await other.locator('[data-testid=finished-games] a').count(), 1);
    const stranger = await env.browser.newContext(LAPTOP);
    try {
      const page = await stranger.newPage();
      await page.goto(`${env.server.url}/`);
      await page.locator('[data-testid=play-now]').waitFor(WAIT);
      assert.equal(await page.locator('[data-testid=finished-games] a').count(), 0, "no stranger's games");
    } finally {
      await stranger.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await host.close();
    await guest.close();
  }
});

test('a half game chosen on the home page is the table\'s length, in the waiting room and at the table', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page, 'host');
  try {
    await page.goto(`${env.server.url}/`);
    await page.click('[data-testid=game-nymj]');
    await page.click('[data-testid=length] button[data-value="4"]');
    await page.click('[data-testid=bots] button[data-value="3"]');
    await page.fill('#create-name', 'Ana');
    await page.click('[data-testid=create]');
    const line = page.locator('[data-testid=lobby-settings]');
    await line.waitFor(WAIT);
    assert.match(await line.innerText(), /^4 rounds · /);
    await screen(page, 'home-phone-half-game-lobby');
    await page.click('[data-testid=start]');
    await page.getByText('Round 1 of 4').first().waitFor(WAIT);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// The ? dialog: on a phone it lists no keyboard keys, and closes from its top (or a tap
// beside it) without a scroll through the rules; a laptop's lists the keys.
test('the help dialog fits each screen: no keys on a phone, Close at its top', async () => {
  for (const [size, options] of [['phone', PHONE], ['laptop', LAPTOP]]) {
    const context = await env.browser.newContext(options);
    const page = await context.newPage();
    const errors = watchErrors(page, `help-${size}`);
    try {
      await page.goto(`${env.server.url}/`);
      await page.click('#help');
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor(WAIT);
      assert.equal(await dialog.getByRole('heading', { name: 'Keys' }).count(), size === 'phone' ? 0 : 1);
      const close = dialog.locator('[data-testid=help-close]');
      const box = await close.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= options.viewport.height, `Close is on the ${size} screen: ${JSON.stringify(box)}`);
      await screen(page, `help-${size}`);
      await close.click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

// Four seats on a laptop's 657 px: the host's Start is on the screen without a scroll.
test('the host sees Start at 1366x657 with four seats filled', async () => {
  const context = await env.browser.newContext(LAPTOP);
  const page = await context.newPage();
  const errors = watchErrors(page, 'start-laptop');
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate(() => window.jongtable.create({ name: 'Ana', seats: 4, bots: 3 }));
    const start = page.locator('[data-testid=start]:not([disabled])');
    await start.waitFor(WAIT);
    const box = await start.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= LAPTOP.viewport.height, `Start is on the screen: ${JSON.stringify(box)}`);
    await screen(page, 'lobby-start-laptop');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
