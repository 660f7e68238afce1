// A finished game's replay and the fair-shuffle check, in real Chromium against the real
// server: a short scripted game is played to its end, the page shows the sealed deck
// during the round and "Deck verified" when it is revealed (checked here independently
// with node's own SHA-256 on the frames the browser received), then the replay link
// opens the game step by step with every hand shown, by buttons, keys and the slider.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { PHONE, shot, touchTargetProblems, useServerAndBrowser, watchErrors } from './harness.mjs';

// Max (seat 0) is Ma and discards Pride; the bots hold only cards that make no set with
// any discard; Max then draws the third Love (draw_pile_top[2]) and wins by drawing,
// which empties both bots' purses and ends the game after one round.
const SCENARIO = {
  seed: 11, ma: 0, tokens: [10, 1, 1],
  hands: [
    ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'G5', 'love', 'pride'],
    ['B1', 'B3', 'B5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'R6', 'G1'],
    ['G2', 'G4', 'G6', 'R5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'pride'],
  ],
  draw_pile_top: ['love', 'R6', 'love'],
};

const WAIT = { timeout: 30000 };
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

const env = useServerAndBrowser(before, after, { store: true });

// Every `fairness` object of the update frames this page receives.
function collectFairness(page) {
  const seen = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
    try {
      const msg = JSON.parse(String(payload));
      if (msg.type === 'update' && msg.fairness) seen.push(msg.fairness);
    } catch {
      // not JSON: nothing to collect
    }
  }));
  return seen;
}

// Max discards Pride, waits for the bots, draws the winning Love and declares the win.
async function winShortGame(page) {
  await page.click('[data-testid=hand] button.card[data-face="pride"]');
  await page.locator('[data-testid=declare-win]:not([disabled])').waitFor({ timeout: 60000 });
  await page.click('[data-testid=declare-win]');
  await page.locator('[data-testid=standings]').waitFor(WAIT);
}

async function playShortGame(page) {
  await page.goto(`${env.server.url}/`);
  await page.evaluate((scenario) => window.jongtable.create({
    name: 'Max', seats: 3, claim_window_ms: 1500, turn_clock_ms: 60000, bots: 2, scenario,
    extra: { bot_delay_ms: [0, 0] },
  }), SCENARIO);
  await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
  await page.click('[data-testid=start]');
  await page.locator('[data-testid=hand] button.card[data-face="pride"]:not([aria-disabled])').waitFor(WAIT);
}

let firstReplay = null;  // the replay link of the first test's game

test('the deck is sealed during the round and verified at its end; the replay steps through the game', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page, 'player');
  const frames = collectFairness(page);
  try {
    await playShortGame(page);

    // During the round: "Deck sealed: <8 hex>", the full commitment on hover and on tap.
    const seal = page.locator('[data-testid=deck-seal]');
    await seal.waitFor(WAIT);
    const sealText = await seal.innerText();
    assert.match(sealText, /^Deck sealed: [0-9a-f]{8}$/);
    const commitment = frames.find((f) => f.round === 1)?.commitment;
    assert.match(commitment ?? '', /^[0-9a-f]{64}$/, 'the update frames carry a SHA-256 commitment');
    assert.equal(sealText, `Deck sealed: ${commitment.slice(0, 8)}`);
    assert.match(await seal.getAttribute('title'), new RegExp(commitment));
    await seal.click();
    assert.equal(await page.locator('.deck-full').innerText(), commitment);
    assert.ok(frames.every((f) => f.salt === null && f.deck === null), 'nothing is revealed before the round ends');
    await shot(page, 'deck-sealed');

    await winShortGame(page);

    // The round's end reveals the deck: the page re-hashes it and says so.
    const check = page.locator('[data-testid=deck-check]');
    await check.waitFor(WAIT);
    assert.match(await check.innerText(), /^Deck verified ✓/);
    assert.equal(await page.locator('[data-testid=deck-seal]').innerText(), 'Deck verified ✓');
    await page.locator('[data-testid=log]').getByText(/Round 1: deck verified ✓/).waitFor(WAIT);
    const revealed = frames.find((f) => f.round === 1 && f.salt !== null);
    assert.ok(revealed, 'a frame reveals round 1\'s salt and deck');
    assert.equal(revealed.commitment, commitment, 'the revealed commitment is the one sealed at the deal');
    assert.equal(revealed.deck.length, 75, 'the whole deck is revealed');
    assert.equal(sha256(`${revealed.salt}:${revealed.deck.join(',')}`), commitment, 'node:crypto agrees with the page');
    await shot(page, 'deck-verified');

    // "Watch the replay" on the results screen opens the game step by step.
    const link = page.locator('[data-testid=watch-replay]');
    await link.waitFor(WAIT);
    const href = await link.getAttribute('href');
    assert.match(href, /^\/replay\/[A-Za-z0-9_-]+$/);
    firstReplay = href;
    await link.click();
    await page.waitForURL(/\/replay\//, WAIT);
    const text = page.locator('[data-testid=step-text]');
    const count = page.locator('[data-testid=step-count]');
    await text.waitFor(WAIT);
    assert.match(await count.innerText(), /^Step 1 of (\d+)/);
    const total = Number(/of (\d+)/.exec(await count.innerText())[1]);
    assert.ok(total >= 4, `a start, discards and a win are at least 4 steps (got ${total})`);
    assert.match(await text.innerText(), /The game begins/);
    assert.equal(await page.locator('[data-testid=replay-prev]').isDisabled(), true);
    // Every hand is shown face up: 11 + 10 + 10 cards after the deal.
    assert.equal(await page.locator('[data-testid=revealed-hand]').count(), 3);
    assert.equal(await page.locator('[data-testid=revealed-hand] .card').count(), 31);
    assert.equal(await page.locator('[data-testid=round-deck-check]').first().innerText(), `Deck verified ✓ · ${commitment.slice(0, 8)}`);
    await shot(page, 'replay-start');

    // The next step by button, then by key: Max's discard.
    await page.click('[data-testid=replay-next]');
    assert.match(await count.innerText(), /^Step 2 of/);
    const texts = [await text.innerText()];
    for (let i = 0; i < 6 && !/discarded Pride/.test(texts[texts.length - 1]); i++) {
      await page.keyboard.press('ArrowRight');
      texts.push(await text.innerText());
    }
    assert.match(texts.join('\n'), /Max discarded Pride\./);
    const at = await count.innerText();
    await page.keyboard.press('ArrowLeft');
    assert.notEqual(await count.innerText(), at, 'left arrow steps back');
    await page.keyboard.press('ArrowRight');
    assert.equal(await count.innerText(), at);
    await shot(page, 'replay-discard');

    // The last step: the win and the deck check; End and Home jump, the slider seeks.
    await page.keyboard.press('End');
    assert.match(await count.innerText(), new RegExp(`^Step ${total} of ${total}`));
    assert.match(await text.innerText(), /Max won the round by drawing!.*Deck verified ✓/);
    assert.equal(await page.locator('[data-testid=replay-next]').isDisabled(), true);
    await page.locator('[data-testid=results]').waitFor(WAIT);
    await shot(page, 'replay-end');
    await page.keyboard.press('Home');
    assert.match(await count.innerText(), /^Step 1 of/);
    await page.locator('[data-testid=replay-slider]').fill(String(total - 1));
    assert.match(await count.innerText(), new RegExp(`^Step ${total} of`));
    // Play runs to the end by itself; the URL keeps the step for a shared link.
    await page.keyboard.press('Home');
    await page.click('[data-testid=replay-play]');
    await page.locator('[data-testid=replay-next][disabled]').waitFor({ timeout: 60000 });
    assert.equal(await page.getAttribute('[data-testid=replay-play]', 'aria-pressed'), 'false', 'play stops at the end');
    assert.match(page.url(), new RegExp(`\\?step=${total - 1}$`));

    // The landing page lists the finished game with a link to the same replay.
    await page.goto(`${env.server.url}/`);
    const listed = page.locator(`[data-testid=finished-games] a[href="${href}"]`);
    await listed.waitFor(WAIT);
    assert.match(await listed.innerText(), /Max \d+/);
    await shot(page, 'landing-finished-games');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a revealed deck changed on the way to the browser fails the check loudly', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Between the real server and the page: swap two different cards of the revealed deck.
  let tampered = 0;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const upstream = ws.connectToServer();
    ws.onMessage((m) => upstream.send(m));
    upstream.onMessage((m) => {
      const msg = JSON.parse(String(m));
      const deck = msg.type === 'update' ? msg.fairness?.deck : null;
      if (deck) {
        const j = deck.findIndex((face) => face !== deck[0]);
        [deck[0], deck[j]] = [deck[j], deck[0]];
        tampered++;
        ws.send(JSON.stringify(msg));
      } else {
        ws.send(m);
      }
    });
  });
  try {
    await playShortGame(page);
    await winShortGame(page);
    const check = page.locator('[data-testid=deck-check]');
    await check.waitFor(WAIT);
    assert.ok(tampered > 0, 'the revealed deck passed through the test');
    assert.match(await check.textContent(), /^Deck check FAILED/);
    assert.match(await check.textContent(), /does not match what was sealed at the deal/);
    assert.equal(await page.locator('[data-testid=deck-seal]').innerText(), 'Deck check FAILED');
    assert.match(await page.locator('#banner').innerText(), /Deck check FAILED for round 1/);
    await shot(page, 'deck-check-failed');
  } finally {
    await context.close();
  }
});

test('a replay on a phone: portrait, touch-sized controls, no sideways scrolling', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page, 'phone replay');
  try {
    assert.ok(firstReplay, 'the first test finished a game');
    // Nobody is listed strangers' games; asking by the game's id finds it.
    const id = firstReplay.slice('/replay/'.length);
    const all = await (await page.request.get(`${env.server.url}/api/games`)).json();
    assert.equal(all.games.length, 0);
    const mine = await (await page.request.get(`${env.server.url}/api/games?ids=${id}`)).json();
    assert.equal(mine.games[0]?.id, id);
    await page.goto(`${env.server.url}${firstReplay}`);
    await page.locator('[data-testid=step-text]').waitFor(WAIT);
    await page.tap('[data-testid=replay-next]');
    await page.tap('[data-testid=replay-next]');
    assert.match(await page.locator('[data-testid=step-count]').innerText(), /^Step 3 of/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (page is ${width}px wide)`);
    assert.deepEqual(await touchTargetProblems(page, ['[data-testid=replay-first]', '[data-testid=replay-prev]',
      '[data-testid=replay-play]', '[data-testid=replay-next]', '[data-testid=replay-last]', '[data-testid=replay-slider]', '.round-jump']), []);
    await shot(page, 'phone-replay');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an unknown replay id says so instead of a blank page', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${env.server.url}/replay/nosuchgame`);
    const box = page.locator('[data-testid=replay-error]');
    await box.waitFor(WAIT);
    assert.match(await box.innerText(), /no finished game with that link/);
  } finally {
    await context.close();
  }
});
