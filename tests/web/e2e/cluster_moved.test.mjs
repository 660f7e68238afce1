// A real page follows `moved` between real nodes (docs/cluster.md; protocol/README.md,
// "Cluster"): two jongtable-server nodes on one PostgreSQL behind HAProxy, started by
// tests/python/cluster_parts.py --serve, the page and its WebSocket through the front
// door only. Max plays Not Your Ma's Jong against two bots on a phone; Sue watches on a
// laptop, coming in through the node that does not hold the table (it sends her on:
// table_elsewhere). The node holding the table (asked of PostgreSQL) is drained
// (SIGTERM): both pages must come back by themselves on the other node, the game goes on
// (versions rise past the drain, never back), nothing the player must act on is shown,
// and Max's next press is played. Then the drained node is started again and the node
// now holding the table is killed -9: the pages come back once its lease lapses and the
// first node adopts the table, and the game goes on again. Screenshots:
// cluster-moved-{drain,kill}-{phone,laptop}.
// Skips, saying so, only when PostgreSQL or HAProxy is not installed.
// Real Chromium, real nodes, real PostgreSQL, real HAProxy.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LAPTOP, PHONE, buildClient, launchBrowser, repoRoot, serverBinary, shot, watchErrors } from './harness.mjs';

const WAIT = { timeout: 30000 };
// The nodes' lease: a killed node's table is adopted within this and a watch round.
const LEASE_MS = 2000;

function missingParts() {
  const missing = [];
  const pgBins = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    : [];
  if (!pgBins.length) missing.push('PostgreSQL (/usr/lib/postgresql/*/bin/initdb)');
  if (!existsSync('/usr/sbin/haproxy')) missing.push('HAProxy (/usr/sbin/haproxy)');
  return missing;
}
const missing = missingParts();
const skip = missing.length ? `needs ${missing.join(' and ')}, not installed here` : false;
if (skip) console.log(`# cluster_moved skipped: it ${skip}`);

// tests/python/cluster_parts.py --serve: one JSON line when the cluster is up, then one
// JSON answer for each command line sent to it. Commands go one at a time.
async function startCluster(webRoot) {
  const child = spawn('/usr/bin/python3', [
    join(repoRoot, 'tests/python/cluster_parts.py'), '--serve', '--nodes', '2',
    '--web-root', webRoot, '--lease-ms', String(LEASE_MS),
    // As the single-server harness: every page here is one household at one address.
    '--node-arg=--max-tables-per-address', '--node-arg=100',
    '--node-arg=--new-sessions-per-minute', '--node-arg=10000',
  ], { env: { ...process.env, JONGTABLE_SERVER: serverBinary() }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const lines = [];
  let waiting = null;
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    waiting?.();
  });
  let gone = null;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => {
    gone = signal ?? code;
    resolve();
  }));
  const nextLine = async (what) => {
    while (!lines.length) {
      if (gone !== null) throw new Error(`cluster_parts.py exited (${gone}) waiting for ${what}:\n${stderr}`);
      await Promise.race([new Promise((r) => { waiting = r; }), exited]);
    }
    return JSON.parse(lines.shift());
  };
  const ready = await nextLine('the cluster');
  if (!ready.ready) throw new Error(`the cluster did not start: ${ready.error}\n${stderr}`);
  let queue = Promise.resolve();
  const cluster = {
    door: `http://127.0.0.1:${ready.door}`,
    nodes: ready.nodes.map((n) => n.id),
    stderr: () => stderr,
    // One command, its answer; an answer not ok throws with the parts' own words.
    command(line) {
      const run = queue.then(async () => {
        child.stdin.write(`${line}\n`);
        const answer = await nextLine(line);
        if (!answer.ok) throw new Error(`cluster_parts.py: ${line}: ${answer.error}`);
        return answer;
      });
      queue = run.catch(() => {});
      return run;
    },
    async logs() {
      const out = [];
      for (const id of cluster.nodes) out.push(`--- ${id}, last lines:\n${(await cluster.command(`log ${id} 30`).catch((e) => ({ log: String(e) }))).log}`);
      return out.join('\n');
    },
    async stop() {
      if (gone !== null) return;
      child.stdin.end('quit\n');
      const t = setTimeout(() => child.kill('SIGTERM'), 30000);
      await exited;
      clearTimeout(t);
    },
  };
  return cluster;
}

const env = { cluster: null, browser: null, webDir: null };
before(async () => {
  if (skip) return;
  env.webDir = mkdtempSync(join(tmpdir(), 'jongtable-web-cluster-'));
  env.cluster = await startCluster(buildClient(join(env.webDir, 'web')));
  env.browser = await launchBrowser();
});
after(async () => {
  await env.browser?.close();
  await env.cluster?.stop();
  if (env.webDir) rmSync(env.webDir, { recursive: true, force: true });
});

// What a page went through, from its own WebSocket frames: every socket's URL, the
// `moved` frames, the updates in the order they came ({v, socket, events}), the moves it
// sent.
function watchFrames(page) {
  const log = { sockets: [], moved: [], updates: [], sent: [] };
  page.on('websocket', (ws) => {
    const socket = log.sockets.push(ws.url());
    ws.on('framereceived', (f) => {
      let msg;
      try {
        msg = JSON.parse(String(f.payload));
      } catch {
        return;
      }
      if (msg.type === 'moved') log.moved.push({ node: msg.node, reason: msg.reason, retry_ms: msg.retry_ms, at: Date.now() });
      if (msg.type === 'update') log.updates.push({ v: msg.v, socket, events: msg.events?.length ?? null });
    });
    ws.on('framesent', (f) => {
      try {
        const { type } = JSON.parse(String(f.payload));
        if (type !== 'ping') log.sent.push(type);
      } catch {
        // not ours
      }
    });
  });
  return log;
}

// Every toast, action-bar notice and banner the page shows, as it shows it: the test
// asks afterwards whether any of them was an error the player had to act on. And every
// status of the connection, all of them (the page's own statusLog keeps the last 50).
const recordNotices = () => {
  window.__notices = [];
  window.__statuses = [];
  let app;
  Object.defineProperty(window, 'jongtable', {
    configurable: true,
    get: () => app,
    set: (value) => {
      app = value;
      const log = value.statusLog;
      log.push = (...items) => {
        window.__statuses.push(...items);
        return Array.prototype.push.apply(log, items);
      };
    },
  });
  let banner = '';
  let notice = '';
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const t of document.querySelectorAll('[data-testid=toast]')) {
      if (seen.has(t)) continue;
      seen.add(t);
      window.__notices.push({ at: Date.now(), where: 'toast', kind: t.className.replace('toast', '').trim(), text: t.textContent });
    }
    const b = document.getElementById('banner');
    const bText = b?.classList.contains('show') ? b.textContent : '';
    if (bText !== banner) {
      banner = bText;
      if (bText) window.__notices.push({ at: Date.now(), where: 'banner', kind: [...b.classList].filter((c) => c !== 'show').join(' '), text: bText });
    }
    const n = document.querySelector('[data-testid=notice]');
    const nText = n?.textContent ?? '';
    if (nText !== notice) {
      notice = nText;
      if (nText) window.__notices.push({ at: Date.now(), where: 'notice', kind: n.className.replace('notice', '').trim(), text: nText });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
};

const pageState = (page) => page.evaluate(() => {
  const a = window.jongtable;
  return {
    v: a.lastV ?? 0, status: a.conn?.status, hint: a.conn?.node ?? null, session: a.conn?.session,
    code: a.lobby?.code, phase: a.view?.phase, current: a.view?.current, viewer: a.view?.viewer ?? null,
    statuses: window.__statuses?.length ?? 0,
  };
});

// The page has been through a reconnect since `mark` (how many statuses it had had) and
// is back: open, at its table with a view, at version `v` or past it.
function backAfter(page, mark, v) {
  return page.waitForFunction(([m, v0]) => {
    const a = window.jongtable;
    return window.__statuses.slice(m).includes('reconnecting') && a.conn?.status === 'open'
      && !!a.lobby && !!a.view && (a.lastV ?? 0) >= v0;
  }, [mark, v], WAIT);
}

// Max's turn to discard, at a version past `v`: the view says so and a card can be pressed.
function maxsTurn(page, v) {
  return page.waitForFunction((v0) => {
    const a = window.jongtable;
    const view = a.view;
    return (a.lastV ?? 0) > v0 && a.conn?.status === 'open' && view?.phase === 'awaiting_discard'
      && view.current === view.viewer && view.viewer !== null && !view.pending_discard
      && !!document.querySelector('[data-testid=hand] button.card:not([aria-disabled])');
  }, v, { timeout: 60000 });
}

const myDiscards = (page) => page.locator('[data-testid=log] .item', { hasText: 'You discarded' }).count();

// Max presses a card (a tap: he is on a phone) and the table plays it: the log says so,
// from the server's update, not from the page's own guess.
async function maxDiscards(page) {
  const { v } = await pageState(page);
  await maxsTurn(page, v - 1);
  const before = await myDiscards(page);
  const card = page.locator('[data-testid=hand] button.card:not([aria-disabled])').last();
  const face = await card.getAttribute('data-face');
  await card.tap();
  await page.waitForFunction(([n, v0]) => {
    const items = [...document.querySelectorAll('[data-testid=log] .item')].filter((e) => e.textContent.includes('You discarded'));
    return items.length > n && (window.jongtable.lastV ?? 0) > v0 && !window.jongtable.view?.pending_discard;
  }, [before, v], WAIT);
  return { face, v };
}

const lastVersion = (page) => page.evaluate(() => window.jongtable.lastV ?? 0);

// A page's update versions never go back and no event is shown twice: each update is
// past the one before, but for a resume's (the first on a new socket), which may repeat
// the version it resumed from when nothing happened meanwhile, with no events then.
function assertRising(frames, who) {
  const all = () => frames.updates.map((u) => `v${u.v}@${u.socket}/${u.events}`).join(' ');
  for (let i = 1; i < frames.updates.length; i++) {
    const [before, u] = [frames.updates[i - 1], frames.updates[i]];
    const resume = u.socket !== before.socket;
    assert.ok(u.v > before.v || (resume && u.v === before.v && !u.events),
      `${who}: update v${u.v} (socket ${u.socket}, ${u.events} events) came after v${before.v} (${all()})`);
  }
}

// Nothing the player must act on: no error toast or notice, and no banner but the
// connection's own (lost, then back online with what happened meanwhile).
async function actionableNotices(page) {
  const notices = await page.evaluate(() => window.__notices);
  return notices.filter((n) => /error|danger/.test(n.kind)
    || (n.where === 'banner' && !/^Connection lost: reconnecting…$|^Back online\./.test(n.text)));
}

test('a page follows moved: the node under its table drains, then the next is killed -9', { skip, timeout: 300000 }, async (t) => {
  const { cluster, browser } = env;
  const [phone, laptop] = await Promise.all([browser.newContext(PHONE), browser.newContext(LAPTOP)]);
  await Promise.all([phone.addInitScript(recordNotices), laptop.addInitScript(recordNotices)]);
  const max = await phone.newPage();
  const sue = await laptop.newPage();
  const frames = { max: watchFrames(max), sue: watchFrames(sue) };
  const errors = [...watchErrors(max, 'Max'), ...watchErrors(sue, 'Sue')];
  const took = {};
  let drained = false;
  let killed = false;
  try {
    // Max makes a table through the front door and sits with two bots; Sue opens its link
    // and watches.
    await max.goto(`${cluster.door}/`);
    await max.evaluate(() => window.jongtable.create({
      name: 'Max', seats: 3, claim_window_ms: 600, turn_clock_ms: 120000, bots: 2, botStrength: 'basic', start: true,
      extra: { bot_delay_ms: [0, 0], between_rounds_ms: 1500 },
    }));
    await maxsTurn(max, 0);
    const { code } = await pageState(max);
    // Sue comes in through the node that does not hold the table (the front door sends
    // the holder nothing new, but its ?node= hint): that node sends her on, table_elsewhere.
    const holder = await cluster.command(`holder ${code}`);
    await cluster.command(`door ${holder.node} drain`);
    try {
      await sue.goto(`${cluster.door}/t/${code}`);
      await sue.fill('#join-name', 'Sue');
      await sue.click('[data-testid=join-spectator]');
      await sue.waitForFunction(() => !!window.jongtable.view && window.jongtable.conn?.status === 'open', null, WAIT);
    } finally {
      await cluster.command(`door ${holder.node} ready`);
    }
    // (Her page's first look at the table, peek.js, is sent on too: see the test below.)
    assert.ok(frames.sue.moved.some((mv) => mv.reason === 'table_elsewhere' && mv.node === holder.node), JSON.stringify(frames.sue.moved));
    assert.ok(frames.sue.sockets.at(-1).endsWith(`?node=${holder.node}`), frames.sue.sockets.join(' '));
    await maxDiscards(max);

    await t.test('drain: both pages come back on the other node by themselves, and the game goes on', async () => {
      await maxsTurn(max, 0);
      const first = await cluster.command(`holder ${code}`);
      assert.ok(first.valid && cluster.nodes.includes(first.node), `a node holds ${code}: ${JSON.stringify(first)}`);
      const other = cluster.nodes.find((n) => n !== first.node);
      const [m, s] = [await pageState(max), await pageState(sue)];
      const started = Date.now();
      await cluster.command(`drain ${first.node}`);
      await Promise.all([backAfter(max, m.statuses, m.v), backAfter(sue, s.statuses, s.v)]);
      took.drain = Date.now() - started;
      assert.equal((await cluster.command(`wait ${first.node}`)).exit, 0, `${first.node} drained and stopped cleanly`);
      const now = await cluster.command(`holder ${code}`);
      assert.equal(now.node, other, `${other} holds the table now: ${JSON.stringify(now)}`);
      assert.ok(now.valid && now.fencing > first.fencing, JSON.stringify({ first, now }));
      for (const [who, f] of Object.entries(frames)) {
        assert.ok(f.moved.some((mv) => mv.reason === 'draining'), `${who} was told moved (draining): ${JSON.stringify(f.moved)}`);
      }
      const back = await pageState(max);
      assert.equal(back.session, m.session, 'Max resumed his own session, not a new one');
      assert.equal(back.code, code);

      // Max's next press is played on the new node, and the bots play on after it: the
      // version rises past the drain for both pages, and it comes round to Max again.
      const pressed = await maxDiscards(max);
      assert.ok(pressed.v >= m.v);
      await maxsTurn(max, pressed.v);
      await sue.waitForFunction((v0) => (window.jongtable.lastV ?? 0) > v0, pressed.v, WAIT);
      assert.ok(await lastVersion(max) > m.v + 1 && await lastVersion(sue) > s.v + 1);
      assert.deepEqual(await actionableNotices(max), [], 'Max was shown nothing he had to act on');
      assert.deepEqual(await actionableNotices(sue), [], 'Sue was shown nothing she had to act on');
      await shot(max, 'cluster-moved-drain-phone');
      await shot(sue, 'cluster-moved-drain-laptop');
      t.diagnostic(`drain: ${first.node} -> ${other}, both pages back in ${took.drain} ms`);
      drained = true;
    });

    await t.test('kill -9: the pages come back once the lease lapses, on the node started again', { skip: !drained && 'the drain failed' }, async () => {
      const holder = await cluster.command(`holder ${code}`);
      const other = cluster.nodes.find((n) => n !== holder.node);
      await cluster.command(`start ${other}`);
      await maxsTurn(max, 0);
      const [m, s] = [await pageState(max), await pageState(sue)];
      const started = Date.now();
      await cluster.command(`kill ${holder.node}`);
      await Promise.all([backAfter(max, m.statuses, m.v), backAfter(sue, s.statuses, s.v)]);
      took.kill = Date.now() - started;
      const now = await cluster.command(`holder ${code}`);
      assert.equal(now.node, other, `${other} adopted the table: ${JSON.stringify(now)}`);
      assert.ok(now.valid && now.fencing > holder.fencing, JSON.stringify({ holder, now }));
      assert.equal((await pageState(max)).session, m.session, 'Max resumed his own session, not a new one');

      const pressed = await maxDiscards(max);
      await maxsTurn(max, pressed.v);
      await sue.waitForFunction((v0) => (window.jongtable.lastV ?? 0) > v0, pressed.v, WAIT);
      assert.ok(await lastVersion(max) > m.v + 1 && await lastVersion(sue) > s.v + 1);
      assert.deepEqual(await actionableNotices(max), [], 'Max was shown nothing he had to act on');
      assert.deepEqual(await actionableNotices(sue), [], 'Sue was shown nothing she had to act on');
      await shot(max, 'cluster-moved-kill-phone');
      await shot(sue, 'cluster-moved-kill-laptop');
      t.diagnostic(`kill -9: ${holder.node} killed, ${other} took the table, both pages back in ${took.kill} ms (lease ${LEASE_MS} ms)`);
      killed = true;
    });

    for (const [who, f] of Object.entries(frames)) {
      assertRising(f, who);
      t.diagnostic(`${who}: ${f.sockets.length} sockets (${f.sockets.map((u) => new URL(u).search || '-').join(' ')}); moved ${f.moved.map((mv) => `${mv.reason}->${mv.node}`).join(', ')}; updates ${f.updates.length}, last v${f.updates.at(-1)?.v}; resumes ${f.updates.filter((u, i) => i && u.socket !== f.updates[i - 1].socket).map((u) => `v${u.v}/${u.events} events`).join(', ')}`);
    }
    for (const [who, page] of [['max', max], ['sue', sue]]) {
      const notices = await page.evaluate(() => window.__notices);
      t.diagnostic(`${who} was shown: ${notices.map((n) => `[${n.where}${n.kind ? ` ${n.kind}` : ''}] ${n.text}`).join(' | ') || 'nothing'}`);
    }
    // A socket the front door could not place (its node just went) fails in the console;
    // anything else is an error of the page.
    assert.deepEqual(errors.filter((e) => !/WebSocket connection to .* failed/.test(e)), []);
  } finally {
    if (!(drained && killed)) {
      console.log(`frames: ${JSON.stringify(frames)}`);
      for (const [who, page] of [['max', max], ['sue', sue]]) {
        console.log(`${who}: ${JSON.stringify(await pageState(page).catch((e) => String(e)))} notices ${JSON.stringify(await page.evaluate(() => window.__notices).catch(() => null))}`);
      }
      console.log(await cluster.logs());
    }
    await Promise.all([phone.close(), laptop.close()]);
  }
});

// Every node of the cluster running (started again where one was killed or drained).
async function allNodesUp(cluster) {
  for (const node of (await cluster.command('status')).nodes) {
    if (!node.running) await cluster.command(`start ${node.id}`);
  }
}

// A table's link first takes a look at the table (peek.js, a WebSocket of its own) to
// offer a started game for watching only. In a cluster that look may land on a node that
// does not hold the table, which answers `moved`: the look follows it (it did not, and
// the card offered a seat in a started game, refused when pressed).
test("a table's link knows the game has started when its look lands on the other node", {
  skip,
  timeout: 120000,
}, async () => {
  const { cluster, browser } = env;
  await allNodesUp(cluster);  // the test above leaves one killed
  const [a, b] = await Promise.all([browser.newContext(LAPTOP), browser.newContext(LAPTOP)]);
  try {
    const ann = await a.newPage();
    await ann.goto(`${cluster.door}/`);
    await ann.evaluate(() => window.jongtable.create({
      name: 'Ann', seats: 3, claim_window_ms: 600, turn_clock_ms: 120000, bots: 2, start: true,
      extra: { bot_delay_ms: [0, 0] },
    }));
    await maxsTurn(ann, 0);
    const { code } = await pageState(ann);
    const holder = await cluster.command(`holder ${code}`);
    await cluster.command(`door ${holder.node} drain`);
    const guest = await b.newPage();
    const frames = watchFrames(guest);
    try {
      await guest.goto(`${cluster.door}/t/${code}`);
      // The look is over once it has had its answer, whatever it was.
      await guest.waitForFunction((c) => window.jongtable?.peek?.code === c, code, WAIT);
    } finally {
      await cluster.command(`door ${holder.node} ready`);
    }
    await shot(guest, 'cluster-moved-peek-laptop');
    const noteLine = guest.locator('[data-testid=join-note]');
    const note = (await noteLine.count()) ? await noteLine.textContent() : null;
    assert.equal(note, 'This game has started: you can watch it.',
      `the card's note (the look was sent on: ${frames.moved.map((mv) => `${mv.reason}->${mv.node}`).join(', ') || 'no'})`);
    assert.equal(await guest.locator('[data-testid=join-player]').count(), 0, 'no seat offered in a started game');
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

// A press in flight when the node drains: the node stops its tables first and drops a
// move that reaches a stopped table without a word (server/src/table_core.cpp,
// do_receive), then sends `moved`. Here the page's discard is held back on its way (the
// page has sent it; the node never hears it), which is what the page sees when the node
// dropped it. Once back on the other node, the press must have counted (made again after
// the resume) or the page must say it did not. (It used to put the card back in the hand
// with no word, and the player had to notice the discard never happened.)
test('a discard in flight when the node drains is made again or told, never silently gone', {
  skip,
  timeout: 120000,
}, async () => {
  const { cluster, browser } = env;
  await allNodesUp(cluster);
  const phone = await browser.newContext(PHONE);
  await phone.addInitScript(recordNotices);
  try {
    const max = await phone.newPage();
    const way = { hold: false, held: null };
    await max.routeWebSocket(/\/ws(\?.*)?$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        if (way.hold && JSON.parse(m).type === 'discard') {
          way.hold = false;  // this one press only: what the page sends after is let through
          return way.held?.();
        }
        server.send(m);
      });
    });
    await max.goto(`${cluster.door}/`);
    await max.evaluate(() => window.jongtable.create({
      name: 'Max', seats: 3, claim_window_ms: 600, turn_clock_ms: 120000, bots: 2, start: true,
      extra: { bot_delay_ms: [0, 0] },
    }));
    await maxsTurn(max, 0);
    const { code, v, statuses } = await pageState(max);
    const holder = await cluster.command(`holder ${code}`);
    const card = max.locator('[data-testid=hand] button.card:not([aria-disabled])').last();
    const id = await card.getAttribute('data-id');
    way.hold = true;
    const held = new Promise((resolve) => { way.held = resolve; });
    await card.tap();
    await held;
    await cluster.command(`drain ${holder.node}`);
    await backAfter(max, statuses, v);
    await cluster.command(`wait ${holder.node}`);
    // Settled: the page is back with the server's view (nothing shown ahead of it), and
    // either the card has left the hand or the page has said something about it.
    await max.waitForFunction(() => window.jongtable.conn?.status === 'open' && !window.jongtable.view?.pending_discard, null, WAIT);
    const told = () => max.evaluate(() => window.__notices.some((n) => /not discarded/.test(n.text)));
    const counted = () => max.evaluate((cardId) => !window.jongtable.view.hand.some((c) => String(c.id) === cardId), id);
    await shot(max, 'cluster-moved-in-flight-phone');
    assert.ok(await counted() || await told(),
      `the discard neither counted nor was said to be lost; the page showed: ${(await max.evaluate(() => window.__notices.map((n) => n.text))).join(' | ')}`);
  } finally {
    await phone.close();
  }
});
