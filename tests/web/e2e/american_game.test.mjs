// American Mah Jongg through the browser: the host picks the game and its options on the
// landing page and sits with three bots. A Charleston is passed by tapping the page
// (pick three, change the pick, Jokers locked, commit, the progress across the passes, a
// blind pass on the last pass, the dance-again vote, the courtesy offer); then a whole
// game is played by tapping (discard, calls, Pass, joker exchange, Mah Jongg) until the
// ledger and the standings show. Screenshots at 390x844 and 1366x657 of the Charleston,
// a call offered and the ledger. The card, opened from the action bar during the
// Charleston and during play at both sizes (drawn as the printed card, nearest hands
// marked, axe clean), and a declared hand's Jokers inside their groups, on tables dealt
// from a scenario. Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, artifacts, axeProblems, handUnderBarProblems, touchTargetProblems, useServerAndBrowser, watchErrors } from './harness.mjs';
import { pressReady, rematchInOnePress, sheetOffScreen } from './sheet_checks.mjs';
import { liveDeckProblems } from './deck_checks.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: ['--allow-scenarios'], store: true });
const PHONE_SIZE = { width: 390, height: 844 };

// `show`: a selector to bring to the middle of the screen at each size first.
async function bothSizes(page, name, show = null) {
  const back = page.viewportSize();
  const centre = () => show && page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center' }), show);
  await page.setViewportSize(PHONE_SIZE);
  await centre();
  await page.screenshot({ path: join(artifacts, `american-phone-${name}.png`) });
  await page.setViewportSize(LAPTOP.viewport);
  await centre();
  await page.screenshot({ path: join(artifacts, `american-laptop-${name}.png`) });
  if (back) await page.setViewportSize(back);
}

const state = (page) => page.evaluate(() => {
  const v = window.jongtable.view;
  if (!v) return null;
  const l = v.legal ?? {};
  return {
    phase: v.phase, viewer: v.viewer, version: window.jongtable.lastV, round: v.round,
    charleston: v.sealed?.charleston ?? null, step: v.sealed?.step ?? null, steps: v.sealed?.steps ?? null,
    direction: v.sealed?.direction ?? null, blindAllowed: !!v.sealed?.blind_allowed, chosen: !!v.sealed?.my_choice,
    passCards: !!l.pass_cards, maxBlind: l.max_blind ?? 0, vote: !!l.vote, courtesy: !!l.offer_courtesy,
    window: v.window?.id ?? null, answered: !!v.window?.answered, discarder: v.window?.discarder ?? null,
    claims: l.claim?.length ?? 0, mj: !!l.call_mah_jongg, pass: !!l.pass, steals: l.joker_steal?.length ?? 0,
    drops: l.discard?.length ?? 0, win: !!l.declare_win, nearest: v.nearest?.length ?? 0,
  };
});
const nextVersion = (page, v) => page.waitForFunction((x) => window.jongtable.lastV !== x, v, { timeout: 30000 });
// What this seat has to do now; a press is answered when it changes (another seat's
// update in between changes nothing of it).
// Called with nothing: the duty as text; with the text from before: whether it changed.
const dutyIs = (before) => {
  const v = window.jongtable.view;
  const l = v?.legal ?? {};
  const now = JSON.stringify([v?.phase, v?.round, v?.sealed?.charleston, v?.sealed?.step, !!l.pass_cards, !!l.vote, !!l.offer_courtesy,
    v?.window?.id ?? null, !!v?.window?.answered, (l.discard?.length ?? 0) > 0, !!l.declare_win, l.joker_steal?.length ?? 0]);
  return before === undefined ? now : now !== before;
};
const duty = (page) => page.evaluate(dutyIs);
const dutyChanged = (page, before) => page.waitForFunction(dutyIs, before, { timeout: 30000 });

// Taps `n` cards the pick may take (never a locked Joker).
async function pickCards(page, n) {
  const free = page.locator('[data-testid=hand] button.card:not(.locked):not(.picked)');
  for (let i = 0; i < n; i++) await free.first().click();
}

// One Charleston pass through the page; returns what it did.
async function passOnce(page, s, { blind = 0, checks = false } = {}) {
  if (checks) {
    // Jokers are locked; the pick stops at three; a picked card can be put back.
    for (const j of await page.locator('[data-testid=hand] button.card[data-face=J]').all()) {
      assert.equal(await j.getAttribute('aria-disabled'), 'true', 'a Joker is never selectable');
    }
    await pickCards(page, 3);
    assert.equal(await page.locator('[data-testid=hand] button.card.picked').count(), 3);
    await page.locator('[data-testid=hand] button.card:not(.locked):not(.picked)').first().click();
    assert.equal(await page.locator('[data-testid=hand] button.card.picked').count(), 3, 'a fourth card is refused');
    await page.locator('[data-testid=hand] button.card.picked').first().click();
    assert.equal(await page.locator('[data-testid=hand] button.card.picked').count(), 2, 'a pick can be changed');
    assert.ok(await page.locator('[data-testid=commit-pass]').isDisabled(), 'no commit with two cards');
    await pickCards(page, 1);
  } else {
    if (blind) await page.click(`[data-testid=blind-${blind}]`);
    await pickCards(page, 3 - blind);
  }
  const before = await duty(page);
  const commit = page.locator('[data-testid=commit-pass]');
  assert.match(await commit.innerText(), blind ? new RegExp(`Pass ${3 - blind} cards? \\+ ${blind} blind`) : /Pass 3 cards/);
  await commit.click();
  // Committed: the choice shows (or every seat had chosen and the next step is on).
  await dutyChanged(page, before);
}

// A call window may close between reading the view and the tap: then the button is
// disabled or gone, and the tap is moot.
const tapWhileOpen = (locator) => locator.click({ timeout: 3000 }).then(() => true, () => false);

async function createFromLanding(page, { seats = 4, bots = 3, hands = 'beginner' } = {}) {
  await page.goto(`${env.server.url}/`);
  await page.fill('#create-name', 'Ana');
  await page.click('[data-testid=game-american]');
  await page.click(`[data-testid=seats] button[data-value="${seats}"]`);
  await page.click(`[data-testid=bots] button[data-value="${bots}"]`);
  await page.click(`[data-testid=hands] button[data-value="${hands}"]`);
  await page.click('[data-testid=window] button[data-value="1500"]');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=lobby-game]').waitFor();
  assert.match(await page.locator('[data-testid=lobby-game]').innerText(), /American Mah Jongg/);
  assert.match(await page.locator('[data-testid=lobby-settings]').innerText(), /Charleston extras on · call window 1.5 s/);
}

test('a Charleston through the page: pick, change, commit, progress, blind pass, the vote, the courtesy offer', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await createFromLanding(page, { hands: 'beginner' });
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=charleston-banner]').waitFor();
    assert.match(await page.locator('[data-testid=charleston-banner]').innerText(), /Charleston 1: pass right/);
    assert.match(await page.locator('[data-testid=charleston-progress]').innerText(), /Pass 1 of 3/);
    const seen = { passes: [], blind: false, vote: false, courtesy: false, waiting: false, secondCharleston: false };
    let screenshot = false;
    for (let i = 0; i < 200; i++) {
      const s = await state(page);
      if (s.phase === 'awaiting_discard' || s.phase === 'claim_window') break;
      if (s.passCards) {
        if (!screenshot) {
          await pickCards(page, 2);
          await bothSizes(page, 'charleston');
          await page.locator('[data-testid=hand] button.card.picked').first().click();
          await page.locator('[data-testid=hand] button.card.picked').first().click();
          screenshot = true;
        }
        const banner = await page.locator('[data-testid=charleston-banner]').innerText();
        seen.passes.push(banner);
        if (s.charleston === 2) seen.secondCharleston = true;
        const last = s.step + 1 === s.steps;
        if (last) assert.ok(s.blindAllowed && s.maxBlind > 0, 'the last pass allows a blind pass');
        else assert.equal(await page.locator('[data-testid=blind]').count(), 0, 'no blind choice before the last pass');
        const blind = last && !seen.blind ? 1 : 0;
        if (blind) {
          await bothSizes(page, 'charleston-blind');
          seen.blind = true;
          // On a phone every control of the pass is finger-sized and on the screen; the
          // page has no serious accessibility faults.
          await page.setViewportSize(PHONE_SIZE);
          assert.deepEqual(await touchTargetProblems(page, ['[data-testid=blind] button', '[data-testid=commit-pass]', '[data-testid=hand] button.card', '[data-testid=hint-toggle]']), []);
          assert.deepEqual(await axeProblems(page, 'charleston'), []);
          await page.setViewportSize(LAPTOP.viewport);
        }
        await passOnce(page, s, { blind, checks: seen.passes.length === 1 });
        // The view and the words read in one go, and only while this same pass is still
        // open: when the bots had chosen first, the pass is already done and the next one
        // (or the vote, whose step number is the same) waits on all four again.
        const after = await page.evaluate(() => {
          const v = window.jongtable.view;
          return {
            phase: v.phase, charleston: v.sealed?.charleston ?? null, step: v.sealed?.step ?? null,
            chosen: !!v.sealed?.my_choice,
            waiting: document.querySelector('[data-testid=waiting]')?.innerText ?? null,
            myChoice: (document.querySelector('[data-testid=my-choice]')?.getClientRects().length ?? 0) > 0,
          };
        });
        if (after.chosen && after.phase === s.phase && after.charleston === s.charleston && after.step === s.step) {
          assert.match(after.waiting ?? '', /Waiting for [1-3] players?/);
          assert.ok(after.myChoice, 'the committed pick is shown');
          seen.waiting = true;
        }
        continue;
      }
      if (s.vote) {
        // The vote is a move like the others: in the action bar, in reach on a phone.
        await page.locator('[data-testid=action-bar] [data-testid=vote-yes]').waitFor();
        await page.setViewportSize(PHONE_SIZE);
        assert.deepEqual(await touchTargetProblems(page, ['[data-testid=vote-yes]', '[data-testid=vote-no]']), []);
        const onScreen = await page.evaluate(() => ['vote-yes', 'vote-no'].map((id) => {
          const r = document.querySelector(`[data-testid=action-bar] [data-testid=${id}]`).getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight;
        }));
        assert.deepEqual(onScreen, [true, true], 'both vote buttons on the phone screen as it stands');
        await page.setViewportSize(LAPTOP.viewport);
        await bothSizes(page, 'charleston-vote');
        const before = await duty(page);
        await page.click('[data-testid=vote-yes]');
        seen.vote = true;
        await dutyChanged(page, before);
        continue;
      }
      if (s.courtesy) {
        await pickCards(page, 1);
        assert.match(await page.locator('[data-testid=commit-courtesy]').innerText(), /Offer 1 card across/);
        const before = await duty(page);
        await page.click('[data-testid=commit-courtesy]');
        seen.courtesy = true;
        await dutyChanged(page, before);
        continue;
      }
      await nextVersion(page, s.version);
    }
    assert.match(seen.passes[0], /^Charleston 1: pass right/);
    assert.match(seen.passes[1], /^Charleston 1: pass across/);
    assert.match(seen.passes[2], /^Charleston 1: pass left/);
    assert.ok(seen.blind, 'a blind pass was made');
    assert.ok(seen.vote, 'the dance-again vote was offered');
    assert.ok(seen.secondCharleston, 'a yes vote brings a second Charleston');
    assert.match(seen.passes[3], /^Charleston 2: pass left/);
    assert.ok(seen.courtesy, 'the courtesy offer was made');
    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /Charleston 1: pass right/);
    assert.match(log, /You passed/);
    assert.match(log, /passed you/);
    assert.match(log, /second Charleston follows/);
    assert.match(log, /Courtesy pass/);
    console.log(`american charleston: ${seen.passes.length} passes, saw waiting ${seen.waiting}`);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('a whole American game against three bots, played by tapping the page, ends in the ledger', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate(() => localStorage.setItem('jongtable.name', 'Ana'));
    await page.evaluate(() => window.jongtable.create({
      name: 'Ana', ruleset: 'american', bots: 3, start: true,
      options: { seats: 4, hands: 'advanced', call_window_ms: 800, pass_clock_ms: 20000, turn_clock_ms: 20000, between_rounds_ms: 60000 },
      extra: { bot_delay_ms: [0, 5] },
    }));
    await page.locator('[data-testid=action-bar]').waitFor();
    const seen = { drops: 0, calls: 0, mj: 0, steals: 0, passes: 0, ledger: false, callShot: false, hint: false };
    let lastVersion = -1;
    for (let i = 0; i < 5000; i++) {
      const s = await state(page);
      if (s.phase === 'game_over') break;
      if (s.version === lastVersion) {
        await nextVersion(page, lastVersion);
        continue;
      }
      lastVersion = s.version;
      if (s.phase === 'round_over') {
        if (!seen.ledger) {
          await page.locator('[data-testid=ledger]').waitFor();
          await page.locator('[data-testid=results] [data-testid=ready]').waitFor();
          assert.deepEqual(await sheetOffScreen(page, 'american', 'hand-result-sheet'), []);
          await bothSizes(page, 'ledger');
          seen.ledger = true;
        }
        await pressReady(page);  // the only person: the next hand now
        continue;
      }
      if (!seen.hint && s.phase === 'awaiting_discard' && s.drops) {
        // At both sizes no tile of the hand stays under the sticky bar once scrolled to.
        await page.setViewportSize(PHONE_SIZE);
        const underBar = await handUnderBarProblems(page, 'phone');
        await page.setViewportSize(LAPTOP.viewport);
        underBar.push(...await handUnderBarProblems(page, 'laptop'));
        assert.deepEqual(underBar, []);
        await page.click('[data-testid=hint-toggle]');
        if (s.nearest) {
          await page.locator('[data-testid=near-hand]').first().waitFor();
          assert.ok(await page.locator('[data-testid=near-hand]').count() <= 3);
          assert.match(await page.locator('[data-testid=near-hand]').first().innerText(), /\(\d+\)\s*(needs \d+: \d+× |complete)/);
          await bothSizes(page, 'nearest', '[data-testid=nearest]');
        }
        seen.hint = true;
      }
      const before = await duty(page);
      if (s.passCards) {
        await pickCards(page, 3);
        await page.click('[data-testid=commit-pass]');
      } else if (s.vote) {
        await page.click('[data-testid=vote-no]');
      } else if (s.courtesy) {
        await page.click('[data-testid=commit-courtesy]');
      } else if (s.win) {
        await page.click('[data-testid=declare-win]');
        seen.mj++;
      } else if (s.window !== null && !s.answered && s.mj) {
        if (await tapWhileOpen(page.locator('[data-testid=call-mah-jongg]'))) seen.mj++;
      } else if (s.window !== null && !s.answered && s.claims) {
        if (!seen.callShot) {
          await bothSizes(page, 'call');
          seen.callShot = true;
        }
        if (await tapWhileOpen(page.locator('[data-testid=call-group]').first())) seen.calls++;
      } else if (s.window !== null && !s.answered && s.pass) {
        if (await tapWhileOpen(page.locator('[data-testid=pass]'))) seen.passes++;
      } else if (s.steals) {
        await page.locator('[data-testid=joker-steal]').first().click();
        seen.steals++;
      } else if (s.drops) {
        const hand = page.locator('[data-testid=hand]');
        const single = hand.locator('.group:not(.set) button.card:not([aria-disabled]):not([data-face=J])');
        const target = (await single.count()) ? single.first() : hand.locator('button.card:not([aria-disabled])').first();
        await target.click();
        seen.drops++;
      } else {
        continue;
      }
      // Whatever was pressed, wait until the server has taken it (or moved on).
      await dutyChanged(page, before);
    }
    await page.locator('[data-testid=standings]').waitFor({ timeout: 30000 });
    assert.match(await page.locator('[data-testid=game-title]').innerText(), /Game over: .* (win|wins|share the win)!/);
    assert.equal(await page.locator('[data-testid=standings] .standing').count(), 4);
    assert.equal(await page.locator('[data-testid=ledger-row]').count(), 4, 'one ledger row a hand');
    const scores = (await page.locator('[data-testid=ledger-score]').allInnerTexts()).map(Number);
    assert.equal(scores.reduce((a, b) => a + b, 0), 4 * 650, 'points only move between players');
    if (!seen.ledger) await bothSizes(page, 'ledger');
    await bothSizes(page, 'game-end');
    assert.deepEqual(await sheetOffScreen(page, 'american', 'game-end-sheet'), []);
    assert.ok(seen.drops > 3, `discarded ${seen.drops} cards`);
    assert.ok(seen.hint, 'the nearest-hands hint was shown');
    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /discarded/);
    assert.match(log, /Game over/);
    assert.deepEqual(await liveDeckProblems(page, 'american'), []);
    await rematchInOnePress(page);
    console.log(`american game: ${seen.drops} discards, ${seen.calls} calls, ${seen.passes} passes, ${seen.steals} joker exchanges, ${seen.mj} Mah Jongg, call screenshot ${seen.callShot}`);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

const WAIT = { timeout: 20000 };
// East: a Like Numbers hand, complete, with a Joker in each of two kongs.
const EAST = 'C1 C1 C1 C1 D5 D5 D5 J J N N N B9 B9';
const OTHERS = ['C5 C7 C8 C9 D1 D3 D4 D6 D7 D9 B1 B3 B4', 'B5 B6 B7 B8 B9 GD WD F C5 C7 D1 D3 D4', 'C8 C9 D6 D7 D9 B1 B3 B4 B5 B6 B7 B8 B9'];

async function openTable(page, charleston) {
  await page.goto(`${env.server.url}/`);
  await page.evaluate((sc) => window.jongtable.create({
    name: 'Ana', ruleset: 'american', bots: 3, start: true, scenario: sc,
    options: { seats: 4, hands: 'advanced', turn_clock_ms: 0, pass_clock_ms: 600000, call_window_ms: 1000 },
    extra: { bot_delay_ms: [0, 5] },
  }), { east: 0, hands: [EAST, ...OTHERS], charleston });
}

// Opens the card from the action bar at both sizes: marks, screenshots, axe; closes it.
async function checkCard(page, moment) {
  const problems = [];
  for (const [size, viewport] of [['phone', PHONE_SIZE], ['laptop', LAPTOP.viewport]]) {
    await page.setViewportSize(viewport);
    const open = page.locator('[data-testid=action-bar] [data-testid=card-open]');
    await open.waitFor(WAIT);
    if (size === 'phone') assert.deepEqual(await touchTargetProblems(page, ['[data-testid=card-open]']), []);
    await open.click();
    const dialog = page.locator('[data-testid=card-dialog]');
    await dialog.waitFor(WAIT);
    assert.equal(await dialog.locator('[data-testid=card-hand]').count(), 10, 'the ten advanced hands');
    assert.equal(await dialog.locator('[data-testid=card-near]').count(), 3, 'three nearest marked');
    assert.equal(await dialog.locator('[data-testid=card-reach]').count(), 10, 'every hand says how far');
    const nearest = await page.evaluate(() => window.jongtable.view.nearest.map((n) => n.hand));
    const marked = await dialog.locator('[data-testid=card-hand][data-near]').evaluateAll((els) => els.map((e) => Number(e.dataset.hand)));
    assert.deepEqual(marked.sort(), [...nearest].sort(), 'the marked hands are the view\'s nearest');
    // As printed: the run of five numbers in one suit, and the "2011" year hand.
    assert.match(await dialog.locator('[data-testid=card-hand][data-hand="3"]').innerText(), /11\s+22\s+333\s+444\s+5555[\s\S]*any 1 suit · any 5 numbers in a row/);
    assert.match(await dialog.locator('[data-testid=card-hand][data-hand="7"]').innerText(), /11\s+0\s+2\s+FF/);
    assert.match(await dialog.locator('[data-testid=card-hand][data-hand="0"]').innerText(), /X 25/);
    problems.push(...await axeProblems(page, `${moment} ${size}, card open`));
    await page.screenshot({ path: join(artifacts, `american-${size}-card-${moment}.png`) });
    await page.click('[data-testid=card-close]');
    await dialog.waitFor({ state: 'detached', ...WAIT });
  }
  assert.deepEqual(problems, []);
}

test('the card opens from the action bar during the Charleston, nearest hands marked', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await openTable(page, true);
    await page.locator('[data-testid=commit-pass]').waitFor(WAIT);
    await checkCard(page, 'charleston');
    // The Like Numbers hand East holds is complete; the card says so, with its needs.
    await page.click('[data-testid=card-open]');
    assert.match(await page.locator('[data-testid=card-hand][data-hand="0"] [data-testid=card-reach]').innerText(), /complete/);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=card-dialog]').waitFor({ state: 'detached', ...WAIT });
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('during play the card opens in one tap; a declared hand shows each Joker inside its group', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await openTable(page, false);
    await page.locator('[data-testid=declare-win]:not([disabled])').waitFor(WAIT);
    await checkCard(page, 'play');
    await page.click('[data-testid=declare-win]');
    await page.locator('[data-testid=winning-hand]').waitFor(WAIT);
    const groups = await page.locator('[data-testid=winning-group]').evaluateAll((els) => els.map((g) => [...g.querySelectorAll('.card')].map((c) => c.dataset.face)));
    const jokers = groups.filter((g) => g.includes('J'));
    assert.equal(jokers.length, 2, `each Joker in a group of its own hand: ${JSON.stringify(groups)}`);
    for (const g of jokers) {
      const naturals = new Set(g.filter((f) => f !== 'J'));
      assert.equal(naturals.size, 1, `a Joker sits with the naturals it completes: ${JSON.stringify(g)}`);
      assert.equal(g.length, 4, 'a kong');
    }
    // Between hands the card is still one tap away.
    await page.click('[data-testid=results] [data-testid=card-open]');
    assert.equal(await page.locator('[data-testid=card-dialog] [data-testid=card-hand]').count(), 10);
    await page.click('[data-testid=card-close]');
    for (const [size, viewport] of [['phone', PHONE_SIZE], ['laptop', LAPTOP.viewport]]) {
      await page.setViewportSize(viewport);
      await page.locator('[data-testid=winning-hand]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artifacts, `american-${size}-winning-groups.png`) });
    }
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
