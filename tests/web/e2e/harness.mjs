// Starts the real server binary on an ephemeral port and real Chromium, for the
// browser tests. Waits on the server's "listening on" line, never on a sleep.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
export const artifacts = resolve(here, '../artifacts');
mkdirSync(artifacts, { recursive: true });

export function serverBinary() {
  const candidates = [
    process.env.JONGTABLE_SERVER,
    join(repoRoot, process.env.BUILD_DIR ?? 'build', 'server/jongtable-server'),
    join(repoRoot, 'build-server/server/jongtable-server'),
  ].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`jongtable-server not found; set JONGTABLE_SERVER (looked in ${candidates.join(', ')})`);
  return found;
}

// The web client is plain files; copy src/ to a directory of this run's own, so the
// test serves what is in the tree and test files running side by side never share one.
// The copy skips build.mjs's parse check: the test command's build (and `npm run check`)
// runs it once, and a module that does not parse fails the page's start here anyway.
export function buildClient(into) {
  const r = spawnSync(process.execPath, [join(repoRoot, 'clients/web/build.mjs'), '--out', into, '--no-check'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`web client build failed: ${r.stderr}`);
  return into;
}

// store: keep games in a SQLite file in the test's own temporary data dir (the finished
// games list and replays need it).
// Tests play with clocks and bots quicker than people: the server lowers its floors
// for them (--allow-short-clocks, a test-only flag). Every page here is a friend at the
// same address, so the per-address table and session caps are set as for a household
// far larger than a test makes (tests/hardening checks the caps themselves). Load
// shedding is off (--busy-lag-ms 0): a browser beside the server on a shared CI core holds
// the loop back at times, and a test asks for the rules, not the machine's speed (the
// shedding has its own test in tests/hardening, the client's resend a unit test).
export async function startServer({ extraArgs = [], store = false, timeoutMs = 20000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jongtable-web-'));
  const webRoot = buildClient(join(dataDir, 'web'));
  const args = ['--port', '0', '--web-root', webRoot, '--allow-short-clocks',
    '--max-tables-per-address', '100', '--new-sessions-per-minute', '10000', '--busy-lag-ms', '0',
    ...(store ? ['--data-dir', dataDir] : []), ...extraArgs];
  const child = spawn(serverBinary(), args, { cwd: dataDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => { log += d; });
  const port = await new Promise((resolvePort, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not announce its port within ${timeoutMs} ms:\n${out}\n${log}`)), timeoutMs);
    child.stdout.on('data', (d) => {
      out += d;
      log += d;
      const m = /listening on \S*?:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePort(Number(m[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}\n${log}`));
    });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 5000);
        await gone;
        clearTimeout(t);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Debian's headless shell (package chromium-headless-shell, the same Chromium build) when
// it is installed, else the full browser in its headless mode. The shell draws pages
// alike but opens no browser window behind each context (tab strip, omnibox and the
// omnibox's own WebUI renderer): a context costs a third of the CPU, and the browser
// suites about half as much CPU in all. CHROMIUM names another binary.
export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  return existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
}

export async function launchBrowser() {
  // Playwright gives every launch a fresh temporary --user-data-dir of its own (and
  // refuses one passed in args); each test context is a separate, empty profile.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  asksForReducedMotion(browser);
  await retryHungScreenshots(browser);
  await gotoWaitsForTheApp(browser);
  return browser;
}

// Every page asks for reduced motion, as a person may: the page's CSS then stops its
// animations (a pulsing STEAL!, a toast sliding in) and the clock bars step with the
// seconds instead of gliding every frame. Otherwise a headless Chromium paints a table
// in play sixty times a second, in software, for as long as a test waits on it. A
// context that passes its own reducedMotion keeps it ('no-preference': the animated page).
function asksForReducedMotion(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
}

// Now and then (once in a clean-clone run of every suite, two browser suites running side
// by side) Chromium never delivers the frame a screenshot waits for, and the call times
// out after "fonts loaded" with the page otherwise fine. Every page of this browser gets a
// screenshot that gives up after 15 s and asks once more; a second hang still fails the test.
async function retryHungScreenshots(browser) {
  const probe = await browser.newPage();
  const proto = Object.getPrototypeOf(probe);
  await probe.close();
  if (proto.screenshot.retriesHangs) return;
  const screenshot = proto.screenshot;
  proto.screenshot = async function (options = {}) {
    const once = () => screenshot.call(this, { timeout: 15000, ...options });
    try {
      return await once();
    } catch (e) {
      if (e?.name !== 'TimeoutError') throw e;
      return once();
    }
  };
  proto.screenshot.retriesHangs = true;
}

// Tests call window.jongtable right after page.goto. In a clean-clone run (24 browser
// files side by side with a compile) two files found it undefined after goto with every
// file alone passing. Every page's goto to one of the client's pages (those that load
// main.js) therefore also waits for the controller, and if it never comes, fails saying
// what the page holds and which of its requests failed rather than "reading 'create'".
async function gotoWaitsForTheApp(browser) {
  const probe = await browser.newPage();
  const proto = Object.getPrototypeOf(probe);
  await probe.close();
  if (proto.goto.waitsForTheApp) return;
  const goto = proto.goto;
  proto.goto = async function (url, options) {
    const response = await goto.call(this, url, options);
    const isApp = await this.evaluate(() => !!document.querySelector('script[src="/js/main.js"]')).catch(() => false);
    if (!isApp) return response;
    try {
      await this.waitForFunction(() => !!window.jongtable, null, { timeout: 20000 });
    } catch (e) {
      const state = await this.evaluate(() => ({
        href: location.href,
        readyState: document.readyState,
        failed: performance.getEntriesByType('resource')
          .filter((r) => r.responseStatus >= 400 || r.responseStatus === 0)
          .map((r) => `${r.name} ${r.responseStatus}`),
      })).catch((err) => ({ unreadable: String(err) }));
      throw new Error(`the client never started after goto(${url}): ${JSON.stringify(state)}`);
    }
    return response;
  };
  proto.goto.waitsForTheApp = true;
}

// Collects console errors and page errors so a test can assert there were none.
export function watchErrors(page, label) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`${label}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${label}: ${m.text()}`);
  });
  return errors;
}

export const shot = (page, name) => page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });

// Starts one server (with the given flags) and one browser for a test file's tests.
export function useServerAndBrowser(before, after, { extraArgs = ['--allow-scenarios'], store = false } = {}) {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer({ extraArgs, store });
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// Friends at one table, as they meet: the host's page creates it (window.jongtable.create
// with `settings`, taking seat 1), each guest opens the shared link and takes a seat under
// their name, and the host starts the game. guests: [[page, name], ...].
export async function meetAndStart(env, host, guests, settings) {
  const wait = { timeout: 20000 };
  await host.goto(`${env.server.url}/`);
  await host.evaluate((s) => window.jongtable.create(s), settings);
  const link = await host.locator('[data-testid=share-link]').inputValue();
  for (const [page, name] of guests) {
    await page.goto(link);
    await page.fill('#join-name', name);
    await page.click('[data-testid=join-player]');
    await page.locator('.seat-row.me').waitFor(wait);
  }
  await host.locator('[data-testid=start]:not([disabled])').waitFor(wait);
  await host.click('[data-testid=start]');
}

// Every element of every selector is on the page, inside the screen's width, and at least
// 44x44 CSS pixels (a finger-sized target). Returns failures as text, empty if none.
export async function touchTargetProblems(page, selectors, width = PHONE.viewport.width) {
  const problems = [];
  for (const sel of selectors) {
    const boxes = await page.locator(sel).evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width, height: r.height };
    }));
    if (!boxes.length) problems.push(`${sel} is not on the page`);
    for (const b of boxes) {
      if (!b.width || !b.height) problems.push(`${sel} is not visible`);
      else if (b.left < 0 || b.right > width) problems.push(`${sel} does not fit the screen (${b.left}..${b.right})`);
      else if (b.width < 44 || b.height < 44) problems.push(`${sel} is smaller than 44x44 (${b.width}x${b.height})`);
    }
  }
  return problems;
}

// axe-core (npm) run inside the page: the violations of impact serious or critical, as
// short text (rule, impact, the first few offending elements). Empty when none.
const require = createRequire(import.meta.url);
export const axePath = require.resolve('axe-core/axe.min.js');
export async function axeProblems(page, label) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const res = await window.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.join(' | ')}`);
}

// Both screen sizes the issue names: a phone and a laptop with its browser bars.
export const LAPTOP = { viewport: { width: 1366, height: 657 } };

// The sticky action bar never hides the own hand: from the top of the page, each card
// of [data-testid=hand] is brought into view as the browser brings a focused card
// ('nearest') and as a script aligning its bottom would ('end'); then it must lie inside
// the screen and clear of the bar, and every button of the bar inside the screen.
// Leaves the page scrolled to the top. Returns the problems as text, empty if none.
export async function handUnderBarProblems(page, label) {
  // Two frames: a resize's layout and the bar's size observers have run (a person's
  // scrolling comes later still).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const problems = await page.evaluate(() => {
    const out = [];
    const bar = document.querySelector('[data-testid=action-bar]');
    const cards = [...document.querySelectorAll('[data-testid=hand] .card')];
    if (!bar) out.push('no action bar on the page');
    if (!cards.length) out.push('no hand on the page');
    if (!bar || !cards.length) return out;
    const rect = (e) => e.getBoundingClientRect();
    for (const block of ['nearest', 'end']) {
      for (const [i, card] of cards.entries()) {
        window.scrollTo({ top: 0, behavior: 'instant' });
        card.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        const c = rect(card);
        const b = rect(bar);
        const name = `card ${i + 1} (${card.getAttribute('aria-label') ?? card.dataset.face ?? ''}) scrolled '${block}'`;
        if (c.top < 0 || c.bottom > innerHeight) out.push(`${name} lies outside the ${innerWidth}x${innerHeight} screen (${c.top}..${c.bottom})`);
        if (c.bottom > b.top + 0.5 && c.top < b.bottom - 0.5 && c.right > b.left && c.left < b.right) {
          out.push(`${name} is under the action bar (card ${Math.round(c.top)}..${Math.round(c.bottom)}, bar ${Math.round(b.top)}..${Math.round(b.bottom)})`);
        }
        for (const btn of bar.querySelectorAll('button')) {
          const r = rect(btn);
          if (r.width && (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)) {
            out.push(`${name}: the bar's button "${btn.textContent.trim()}" lies outside the screen`);
          }
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return out;
  });
  return problems.map((p) => `${label}: ${p}`);
}
