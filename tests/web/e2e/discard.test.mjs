// A discard moves to the pile at once and is reconciled when the server's update arrives,
// or put back with a notice when it is refused; the chat shows a character counter up to
// the server's 280 and keeps what the tab saw across a reload. The page's WebSocket runs through Playwright's routeWebSocket, so the
// test decides when the server's frames reach the page (no timing involved).
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after);

// Max (seat 0) is Ma; the bots hold nothing that makes a set with Pride or Guilt.
const SCENARIO = {
  seed: 11, ma: 0,
  hands: [
    ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'guilt', 'love', 'pride'],
    ['B1', 'B3', 'B5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'R6', 'G1'],
    ['G2', 'G4', 'G6', 'R5', 'spring', 'summer', 'fall', 'winter', 'love', 'pride'],
  ],
};

// Routes the page's WebSocket through the test: `gate.hold` queues the server's frames,
// `gate.release()` delivers them; `gate.refuse` answers a discard with an error itself.
async function gatedSocket(page) {
  const gate = { hold: false, refuse: false, queue: [], page: null, sent: [], delivered: 0, onHeld: null };
  gate.held = () => new Promise((resolve) => {
    if (gate.queue.length) resolve();
    else gate.onHeld = resolve;
  });
  gate.release = () => {
    gate.hold = false;
    for (const m of gate.queue.splice(0)) {
      gate.delivered++;
      gate.page.send(m);
    }
  };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    gate.page = ws;
    ws.onMessage((m) => {
      const msg = JSON.parse(m);
      gate.sent.push(msg.type);
      if (msg.type === 'discard' && gate.refuse) {
        gate.refuse = false;
        ws.send(JSON.stringify({ type: 'error', v: 0, re: msg.seq, code: 'card_not_held', message: 'You do not hold that card.' }));
        return;
      }
      server.send(m);
    });
    server.onMessage((m) => {
      if (gate.hold) {
        gate.queue.push(m);
        gate.onHeld?.();
      } else {
        gate.delivered++;
        ws.send(m);
      }
    });
  });
  return gate;
}

const inHand = (page, face) => page.locator(`[data-testid=hand] .card[data-face="${face}"]`).count();

for (const [label, device] of [['laptop', LAPTOP], ['phone', PHONE]]) {
  test(`${label}: a discard shows in the pile at once, is reconciled by the update, and a refused one comes back`, async () => {
    const context = await env.browser.newContext(device);
    const page = await context.newPage();
    const errors = watchErrors(page, 'Max');
    try {
      const gate = await gatedSocket(page);
      await page.goto(`${env.server.url}/`);
      await page.evaluate((scenario) => window.jongtable.create({
        name: 'Max', seats: 3, claim_window_ms: 20000, turn_clock_ms: 60000, bots: 2, scenario,
        extra: { bot_delay_ms: [0, 0] },
      }), SCENARIO);
      await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
      await page.click('[data-testid=start]');
      const pride = page.locator('[data-testid=hand] button.card[data-face="pride"]:not([aria-disabled])');
      await pride.waitFor(WAIT);

      // Refused: the card goes to the pile, then back to the hand with a notice.
      gate.refuse = true;
      await pride.click();
      await page.locator('[data-testid=hand] button.card[data-face="pride"]:not([aria-disabled])').waitFor(WAIT);
      const notice = page.locator('[data-testid=notice], [data-testid=toast]', { hasText: 'Pride was not discarded: You do not hold that card.' });
      await notice.first().waitFor(WAIT);
      assert.equal(await inHand(page, 'pride'), 1);
      assert.equal(await page.locator('[data-testid=latest-discard] .card[data-face]').count(), 0, 'the pile is empty again');
      await page.screenshot({ path: join(artifacts, `discard-${label}-refused.png`) });

      // Accepted: with the server's frames held back, the card already sits on the pile
      // and has left the hand, and no more cards can be discarded.
      gate.hold = true;
      const delivered = gate.delivered;
      await page.locator('[data-testid=hand] button.card[data-face="guilt"]:not([aria-disabled])').click();
      await page.locator('[data-testid=latest-discard] .card[data-face="guilt"]').waitFor(WAIT);
      assert.equal(await inHand(page, 'guilt'), 0);
      assert.equal(await page.locator('[data-testid=hand] button.card:not([aria-disabled])').count(), 0);
      await page.locator('[data-testid=status]', { hasText: 'You discarded Guilt' }).waitFor(WAIT);
      assert.equal(gate.delivered, delivered, 'nothing from the server has reached the page since the press');
      await page.screenshot({ path: join(artifacts, `discard-${label}-optimistic.png`) });
      await gate.held();  // the server's update, held back until now
      gate.release();
      // Reconciled: the server's own view (the bots may have moved on already) holds Guilt
      // in the pile and not in the hand.
      await page.locator('[data-testid=log] .item', { hasText: 'You discarded Guilt.' }).waitFor({ state: 'attached', ...WAIT });
      const view = await page.evaluate(() => {
        const v = window.jongtable.view;
        return { pending: !!v.pending_discard, pile: v.discard_pile.map((c) => c.face), hand: v.hand.map((c) => c.face) };
      });
      assert.equal(view.pending, false, 'the view is the server\'s');
      assert.ok(view.pile.includes('guilt') && !view.hand.includes('guilt'), JSON.stringify(view));
      assert.equal(await inHand(page, 'guilt'), 0);
      assert.equal(await page.locator('[data-testid=hand] .card').count(), 10);
      assert.equal(gate.sent.filter((t) => t === 'discard').length, 2);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the chat counts characters up to the server limit of 280 and survives a reload', async () => {
  const context = await env.browser.newContext(LAPTOP);
  const page = await context.newPage();
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate(() => window.jongtable.create({ name: 'Max', seats: 3, claim_window_ms: 2500, turn_clock_ms: 60000, bots: 2, start: true }));
    const input = page.locator('[data-testid=chat-input]');
    const counter = page.locator('[data-testid=chat-count]');
    await input.waitFor(WAIT);
    await page.locator('[data-testid=chat-count]', { hasText: '0/280' }).waitFor(WAIT);
    await input.fill('hello');
    assert.equal(await counter.innerText(), '5/280');
    await input.fill('x'.repeat(300));
    assert.equal((await input.inputValue()).length, 280, 'no more than the server takes');
    assert.equal(await counter.innerText(), '280/280');
    assert.match(await counter.getAttribute('class'), /near/);
    assert.equal(await input.getAttribute('aria-describedby'), 'chat-count');
    await input.press('Enter');
    await page.locator('[data-testid=chat] .item', { hasText: 'xxxx' }).waitFor({ state: 'attached', ...WAIT });
    await page.locator('[data-testid=chat-count]', { hasText: '0/280' }).waitFor(WAIT);
    await page.screenshot({ path: join(artifacts, 'chat-counter.png') });
    // A reload keeps the chat this tab has seen.
    await page.reload();
    await page.locator('[data-testid=chat] .item.earlier', { hasText: 'xxxx' }).waitFor({ state: 'attached', ...WAIT });
  } finally {
    await context.close();
  }
});
