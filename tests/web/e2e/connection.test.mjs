// Connection honesty, client side: a line gone silent (no frame, not even the pong to the
// client's own ping) and the browser's offline event both show "Reconnecting…"; after
// the resume the page says briefly what happened while it was away, from the events of
// the catch-up update. The page's WebSocket runs through Playwright's routeWebSocket, so
// the test decides which frames reach the page.
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, useServerAndBrowser, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };
const env = useServerAndBrowser(before, after);

// Max (seat 0) is Ma; the bots hold nothing that makes a set with Pride, so they draw
// and discard on their own while Max's page hears nothing.
const SCENARIO = {
  seed: 11, ma: 0,
  hands: [
    ['R1', 'R1', 'R1', 'R2', 'R3', 'R4', 'G5', 'G5', 'guilt', 'love', 'pride'],
    ['B1', 'B3', 'B5', 'spring', 'summer', 'fall', 'winter', 'guilt', 'R6', 'G1'],
    ['G2', 'G4', 'G6', 'R5', 'spring', 'summer', 'fall', 'winter', 'love', 'pride'],
  ],
};

async function startTable(page) {
  await page.goto(`${env.server.url}/`);
  await page.evaluate((scenario) => window.jongtable.create({
    name: 'Max', seats: 3, claim_window_ms: 1500, turn_clock_ms: 60000, bots: 2, scenario,
    extra: { bot_delay_ms: [0, 0] },
  }), SCENARIO);
  await page.locator('[data-testid=start]:not([disabled])').waitFor(WAIT);
  await page.click('[data-testid=start]');
  await page.locator('[data-testid=hand] button.card[data-face="pride"]:not([aria-disabled])').waitFor(WAIT);
}

test('a silent line shows Reconnecting…, and the catch-up says what happened meanwhile', async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page, 'Max');
  // The first socket goes silent once Max's discard has left the page: the server still
  // gets every frame, the page none. The second (the reconnect) is held until the test
  // has seen "Reconnecting…", then runs normally.
  const state = { sockets: 0, silent: false, open: null, gate: [] };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const n = ++state.sockets;
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (n === 2 && !state.open) {
        state.gate.push(m);
        return;
      }
      server.send(m);
      if (n === 1 && JSON.parse(m).type === 'discard') state.silent = true;
    });
    server.onMessage((m) => {
      if (n === 1 && state.silent) return;
      ws.send(m);
    });
    if (n === 2) {
      state.open = null;
      state.release = () => {
        state.open = true;
        for (const m of state.gate.splice(0)) server.send(m);
      };
    }
  });
  try {
    await startTable(page);
    await page.locator('[data-testid=hand] button.card[data-face="pride"]').tap();
    // The client pings a quiet line and gives it up when nothing comes back.
    const pill = page.locator('#net-pill[data-state=reconnecting]');
    await pill.waitFor(WAIT);
    assert.equal(await pill.innerText(), 'Reconnecting…');
    await page.locator('#banner', { hasText: 'Connection lost: reconnecting…' }).waitFor(WAIT);
    await page.screenshot({ path: join(artifacts, 'connection-phone-reconnecting.png') });
    while (!state.release) await page.waitForFunction(() => true);
    state.release();
    // Back: the pill goes, and the banner tells what the bots did meanwhile.
    await pill.waitFor({ state: 'hidden', ...WAIT });
    const away = page.locator('#banner', { hasText: 'Back online. While you were away:' });
    await away.waitFor(WAIT);
    const text = await away.innerText();
    assert.match(text, /Bot \d discarded/);
    assert.equal(await page.locator('[data-testid=hand] .card[data-face="pride"]').count(), 0, 'the discard counted');
    await page.screenshot({ path: join(artifacts, 'connection-phone-back.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("the browser's offline event shows Reconnecting…, and online brings the table back", async () => {
  const context = await env.browser.newContext(LAPTOP);
  const page = await context.newPage();
  const errors = watchErrors(page, 'Max');
  try {
    await startTable(page);
    await context.setOffline(true);
    await page.waitForFunction(() => window.jongtable.statusLog.includes('reconnecting'), null, WAIT);
    await page.screenshot({ path: join(artifacts, 'connection-laptop-offline.png') });
    await context.setOffline(false);
    await page.locator('#net-pill').waitFor({ state: 'hidden', ...WAIT });
    await page.locator('#banner', { hasText: 'Back online.' }).waitFor(WAIT);
    // The table plays on over the new socket.
    await page.locator('[data-testid=hand] button.card[data-face="pride"]:not([aria-disabled])').click();
    await page.locator('[data-testid=log] .item', { hasText: 'You discarded Pride.' }).waitFor({ state: 'attached', ...WAIT });
    await page.screenshot({ path: join(artifacts, 'connection-laptop-back.png') });
    assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)), []);
  } finally {
    await context.close();
  }
});
