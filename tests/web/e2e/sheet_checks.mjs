// Every game's result sheet, checked alike: where a player looks at 390x844 and at
// 1366x657 with the page scrolled down (the sheet and its next-step button wholly
// on the screen, a screenshot of each), Ready pressed from the sheet, and the rematch
// reached from the game-over sheet in one press.

import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts } from './harness.mjs';

const WAIT = { timeout: 30000 };

// Where the element is, when it is not wholly on the screen (null: it is).
export async function offScreen(locator) {
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, vw: innerWidth, vh: innerHeight };
  });
  return box.top < 0 || box.left < 0 || box.bottom > box.vh || box.right > box.vw ? JSON.stringify(box) : null;
}

// What of the sheet is off the screen, at both sizes (empty: nothing).
export async function sheetOffScreen(page, prefix, name) {
  const problems = [];
  for (const [size, viewport] of [['phone', PHONE.viewport], ['laptop', LAPTOP.viewport]]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollBy(0, 400));  // a player scrolled down the page
    for (const [what, selector] of [['the sheet', '[data-testid=results]'], ['its next step', '[data-testid=results] .sheet-actions .btn.primary']]) {
      const where = await offScreen(page.locator(selector).first());
      if (where) problems.push(`${size}: ${what} ${where}`);
    }
    await page.screenshot({ path: join(artifacts, `${prefix}-${size}-${name}.png`) });
  }
  await page.setViewportSize(LAPTOP.viewport);
  const words = await page.locator('[data-testid=results]').first().innerText();
  if (/\b(null|undefined|NaN)\b/.test(words)) problems.push(`the sheet shows a missing value: ${words}`);
  return problems;
}

// Ready from the sheet, when it is still up (a bot-only wait may have ended it).
export async function pressReady(page) {
  await page.locator('[data-testid=results] [data-testid=ready]').click({ timeout: 5000 }).catch(() => {});
}

// One press on Rematch: the player lands at the new table, in the first seat row as before.
export async function rematchInOnePress(page) {
  const oldCode = new URL(page.url()).pathname.split('/')[2];
  await page.locator('[data-testid=results] [data-testid=rematch]').click();
  await page.waitForURL((url) => /^\/t\/[A-Z0-9]{6}$/.test(url.pathname) && !url.pathname.endsWith(oldCode), WAIT);
  await page.locator('.seat-row', { hasText: '(you)' }).waitFor(WAIT);
}
