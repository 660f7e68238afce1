// The table's chat history in the browser: someone who joins later sees what was said
// before, and a reload shows each earlier line once (the table's copy replaces the one
// this tab kept).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer, watchErrors } from './harness.mjs';

const WAIT = { timeout: 20000 };

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// The chat pane's lines ("Ana: hi") once it shows the last line said.
async function chatShown(page) {
  await page.getByRole('tab', { name: /Chat/ }).click();
  await page.locator('[data-testid=chat]').getByText('second line').waitFor(WAIT);
  const lines = await page.locator('[data-testid=chat] .item').allInnerTexts();
  return lines.map((line) => line.replace(/:\s*/, ': '));
}

async function say(page, text) {
  await page.fill('[data-testid=chat-input]', text);
  await page.press('[data-testid=chat-input]', 'Enter');
  await page.locator('[data-testid=chat]').getByText(text).waitFor({ state: 'attached', ...WAIT });
}

test('a latecomer sees the earlier chat, and a reload shows it once', async () => {
  const contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 900 } })));
  const [ana, bo] = await Promise.all(contexts.map((c) => c.newPage()));
  const errors = [...watchErrors(ana, 'Ana'), ...watchErrors(bo, 'Bo')];
  try {
    await ana.goto(`${server.url}/`);
    await ana.evaluate(() => window.jongtable.create({ name: 'Ana', seats: 4, claim_window_ms: 3000, turn_clock_ms: 60000, bots: 0 }));
    await ana.waitForURL(/\/t\/[A-Za-z0-9]+$/, WAIT);
    const link = await ana.locator('[data-testid=share-link]').inputValue();
    await say(ana, 'first line');
    await say(ana, 'second line');

    await bo.goto(link);
    await bo.fill('#join-name', 'Bo');
    await bo.click('[data-testid=join-player]');
    await bo.locator('.seat-row.me').waitFor(WAIT);
    await bo.locator('[data-testid=chat]').getByText('second line').waitFor({ state: 'attached', ...WAIT });
    // Earlier lines are not news: the tab counts none unread.
    assert.equal(await bo.getByRole('tab', { name: /Chat/ }).innerText(), 'Chat');
    assert.deepEqual(await chatShown(bo), ['Ana: first line', 'Ana: second line']);

    // Ana's tab kept both lines and the table sends them again: each shows once.
    // Marks the page once a chat_history frame has been handled: this listener runs just
    // before the client's own, and its mark one task after.
    await ana.addInitScript(() => {
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', (e) => {
            if (String(e.data).includes('"chat_history"')) setTimeout(() => { window.chatHistoryHandled = true; });
          });
        }
      };
    });
    await ana.reload();
    await ana.waitForFunction(() => window.chatHistoryHandled === true, null, WAIT);
    await ana.locator('.seat-row.me').waitFor(WAIT);
    assert.deepEqual(await chatShown(ana), ['You: first line', 'You: second line']);
    assert.deepEqual(errors, []);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
