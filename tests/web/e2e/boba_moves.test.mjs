// Boba Mahjong's moves on a laid-out table (a scenario), each tapped on the page: Ana
// holds eight cards and nine score cards; she draws two, makes a set of two hand cards
// and the only card of pile 1 (the pile empties, so both cards not kept are placed
// there by default), keeps the pile's card as her tenth score card, ends her sets, and
// puts one card on pile 3 to get down to seven. Ten score cards give the bot one last
// turn, and the game ends on the sheet. Screenshots of the hand limit at both sizes;
// axe finds nothing serious while a set is being made.
// Real Chromium, real server.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAPTOP, PHONE, artifacts, axeProblems, handUnderBarProblems, touchTargetProblems, useServerAndBrowser, watchErrors } from './harness.mjs';
import { SCENARIO, act } from './boba_scenario.mjs';

const env = useServerAndBrowser(before, after, { extraArgs: ['--allow-scenarios'] });
const WAIT = { timeout: 20000 };

const view = (page) => page.evaluate(() => window.jongtable.view);
const idOf = (v, face) => v.hand.find((c) => c.face === face).id;

test('a set with a pile top that empties the pile, the keep, the hand limit, and ten score cards ending the game', async () => {
  const ctx = await env.browser.newContext(LAPTOP);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate((scenario) => window.jongtable.create({ name: 'Ana', ruleset: 'boba', options: { seats: 2, turn_clock_ms: 0 }, bots: 1, scenario, start: true }), SCENARIO);
    await page.locator('[data-testid=draw-supply]').waitFor(WAIT);
    assert.match(await page.locator('[data-testid=pile-0]').getAttribute('aria-label'), /Pile 1: 1 card, top 5 Taro/);
    assert.match(await page.locator('[data-testid=pile-1]').getAttribute('aria-label'), /Pile 2: 2 cards, top 1 Strawberry/);
    // The cards under a top are shown too, bottom first.
    assert.equal(await page.locator('[data-testid=pile-1] .fan .card').getAttribute('aria-label'), '4 Mango');

    await act(page, () => page.click('[data-testid=draw-supply]'));
    let v = await view(page);
    assert.equal(v.phase, 'sets_or_draw');
    assert.equal(v.hand.length, 10);

    // 3 Taro and 4 Taro from the hand, 5 Taro from pile 1.
    await page.click(`[data-testid=hand] button.card[data-id="${idOf(v, 'taro3')}"]`);
    await page.click(`[data-testid=hand] button.card[data-id="${idOf(v, 'taro4')}"]`);
    assert.match(await page.locator('[data-testid=set-step]').innerText(), /Picked 2 of 3/);
    await page.click('[data-testid=pile-0] [data-testid=pile-top]');
    assert.match(await page.locator('[data-testid=set-step]').innerText(), /Which card do you keep/);
    assert.equal(await page.locator('[data-testid=draw-supply]').count(), 0, 'only the set\'s own buttons while it is being made');
    await page.locator('[data-testid=keep-choice][aria-label="Keep 5 Taro as a score card"]').click();
    // Pile 1 empties when its top is taken: both cards not kept go there unless moved.
    const pressed = await page.locator('[data-testid=place-pile][aria-pressed=true]').allInnerTexts();
    assert.deepEqual(pressed, ['Pile 1', 'Pile 1']);
    const problems = await axeProblems(page, 'making a set');
    // The bar is at its tallest now (keep, two piles, Make set): at both sizes no card of
    // the hand stays under it once scrolled to.
    await page.setViewportSize(PHONE.viewport);
    problems.push(...await handUnderBarProblems(page, 'phone, finishing a set'));
    await page.screenshot({ path: join(artifacts, 'boba-phone-finishing-set.png') });
    await page.setViewportSize(LAPTOP.viewport);
    problems.push(...await handUnderBarProblems(page, 'laptop, finishing a set'));
    await page.screenshot({ path: join(artifacts, 'boba-laptop-finishing-set.png') });
    await act(page, () => page.click('[data-testid=make-set]'));
    v = await view(page);
    assert.equal(v.phase, 'making_sets');
    assert.deepEqual(v.piles[0].map((c) => c.face), ['taro3', 'taro4']);
    assert.equal(v.seats[0].score_cards.length, 10);
    assert.equal(await page.locator('.mine [data-testid=score-cards] .card').count(), 10);

    await act(page, () => page.click('[data-testid=end-sets]'));
    v = await view(page);
    assert.equal(v.phase, 'hand_limit');
    assert.equal(v.hand.length, 8);
    assert.match(await page.locator('[data-testid=set-step]').innerText(), /keep seven cards/);
    await page.click(`[data-testid=hand] button.card[data-id="${idOf(v, 'strawberry8')}"]`);
    assert.match(await page.locator('[data-testid=set-step]').innerText(), /Put 8 Strawberry on which pile/);
    await page.setViewportSize(PHONE.viewport);
    await page.screenshot({ path: join(artifacts, 'boba-phone-hand-limit.png') });
    problems.push(...await touchTargetProblems(page, ['[data-testid=discard-pile]', '[data-testid=hand] button.card']));
    await page.setViewportSize(LAPTOP.viewport);
    await page.screenshot({ path: join(artifacts, 'boba-laptop-hand-limit.png') });
    await act(page, () => page.click('[data-testid=discard-pile] >> text=Pile 3'));
    // Told in the log, not read off the pile: the bot's last turn may take the pile's top.
    await page.locator('[data-testid=log]').getByText('You put 8 Strawberry onto pile 3 (hand limit).').waitFor(WAIT);

    // Ten score cards: the bot takes one last turn, then the sheet.
    await page.locator('[data-testid=results]').waitFor(WAIT);
    v = await view(page);
    assert.equal(v.phase, 'game_over');
    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /You made a set of 3 Taro, 4 Taro and 5 Taro \(with the top of pile 1\) and kept 5 Taro as a score card; 3 Taro onto pile 1, 4 Taro onto pile 1\./);
    assert.match(log, /You put 8 Strawberry onto pile 3 \(hand limit\)\./);
    assert.match(log, /You have ten score cards: Bot \d takes one last turn\./);
    const mine = page.locator('[data-testid=sheet][data-seat="0"]');
    assert.match(await mine.locator('.of').innerText(), /Best 6 of 10 score cards/);
    assert.equal(await mine.locator('.drink .card').count(), 6);
    assert.equal(await mine.locator('[data-testid=sheet-total]').innerText(), `${v.result.players[0].best.total} vp`);
    // Which cards make the drink and which were left out: together every score card.
    const ids = (loc) => loc.evaluateAll((els) => els.map((e) => Number(e.dataset.id)).sort((a, b) => a - b));
    const drink = await ids(mine.locator('[data-testid=drink] .card'));
    const out = await ids(mine.locator('[data-testid=left-out] .card'));
    assert.deepEqual(drink, v.result.players[0].best.cards.map((c) => c.id).sort((a, b) => a - b));
    assert.equal(out.length, 4, 'four of ten score cards left out');
    assert.deepEqual([...drink, ...out].sort((a, b) => a - b), v.seats[0].score_cards.map((c) => c.id).sort((a, b) => a - b));
    // Category by category in the player aid's order, each with the points it made.
    for (const seat of [0, 1]) {
      const sheet = page.locator(`[data-testid=sheet][data-seat="${seat}"]`);
      const best = v.result.players[seat].best;
      const rows = await sheet.locator('table.aid tbody tr[data-testid^=cat-]').evaluateAll((trs) => trs.map((tr) => [tr.dataset.testid, tr.querySelector('.roman').textContent, tr.querySelector('td').textContent]));
      assert.deepEqual(rows, ['freshness', 'smoothness', 'complexity', 'presentation'].map((k, i) => [`cat-${k}`, ['I', 'II', 'III', 'IV'][i], best[k] > 0 ? `+${best[k]}` : '0']));
      // The winning drink, and only it, is highlighted.
      const won = v.result.winner === seat || v.result.winner === null;
      assert.equal(await sheet.evaluate((e) => e.classList.contains('winner')), won, `seat ${seat} highlighted iff it won`);
      assert.equal(await sheet.locator('[data-testid=winning-drink]').count(), won ? 1 : 0);
    }
    await page.setViewportSize(PHONE.viewport);
    await page.locator('[data-testid=results]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifacts, 'boba-phone-moves-sheet.png') });
    await page.setViewportSize(LAPTOP.viewport);
    await page.screenshot({ path: join(artifacts, 'boba-laptop-moves-sheet.png') });
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

// The supply's last card: the button says so, and the empty supply gives the bot one
// last turn.
test('the last card of the supply, then the last turn', async () => {
  const ctx = await env.browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = watchErrors(page, 'Ana');
  try {
    await page.goto(`${env.server.url}/`);
    const scenario = { ...SCENARIO, score_cards: ['', ''], supply: 'matcha7', supply_exact: true };
    await page.evaluate((s) => window.jongtable.create({ name: 'Ana', ruleset: 'boba', options: { seats: 2 }, bots: 1, scenario: s, start: true }), scenario);
    await page.locator('[data-testid=draw-supply]').waitFor(WAIT);
    assert.equal(await page.locator('[data-testid=supply-count]').innerText(), '1 in the supply');
    assert.equal(await page.locator('[data-testid=draw-supply]').innerText(), 'Draw the last card of the supply');
    await act(page, () => page.click('[data-testid=draw-supply]'));
    await act(page, () => page.click('[data-testid=end-sets]'));
    let v = await view(page);
    while (v.phase === 'hand_limit' && v.current === v.viewer) {
      await page.locator('[data-testid=hand] button.card').first().click();
      await act(page, () => page.locator('[data-testid=discard-pile]').first().click());
      v = await view(page);
    }
    await page.locator('[data-testid=results]').waitFor(WAIT);
    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /The supply is empty: Bot \d takes one last turn\./);
    v = await view(page);
    assert.equal(await page.locator('[data-testid=sheet]').count(), 2);
    assert.match(await page.locator('[data-testid=game-title]').innerText(), new RegExp(`${v.result.scores[0]}|${v.result.scores[1]}`));
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

// Someone watching on a phone sees both players' score cards and hand sizes and every
// pile, and no hand.
test('a spectator sees the piles and both score rows, never a hand', async () => {
  const host = await env.browser.newContext(LAPTOP);
  const watcher = await env.browser.newContext(PHONE);
  const page = await host.newPage();
  const spec = await watcher.newPage();
  const errors = [...watchErrors(page, 'Ana'), ...watchErrors(spec, 'Cy')];
  try {
    await page.goto(`${env.server.url}/`);
    await page.evaluate((s) => window.jongtable.create({ name: 'Ana', ruleset: 'boba', options: { seats: 2 }, bots: 1, scenario: s, start: true }), SCENARIO);
    await page.locator('[data-testid=draw-supply]').waitFor(WAIT);
    const code = await page.evaluate(() => window.jongtable.lobby.code);
    await spec.goto(`${env.server.url}/t/${code}`);
    await spec.fill('#join-name', 'Cy');
    await spec.click('[data-testid=join-spectator]');
    await spec.locator('[data-testid=pile-2]').waitFor(WAIT);
    assert.equal(await spec.locator('[data-testid=hand]').count(), 0);
    assert.equal(await spec.locator('[data-testid=action-bar]').count(), 0);
    assert.deepEqual(await spec.locator('[data-testid=hand-count]').allInnerTexts(), ['8', '5']);
    assert.match(await spec.locator('[data-testid=score-cards]').first().getAttribute('aria-label'), /Ana's score cards: 9/);
    assert.match(await spec.locator('[data-testid=status]').innerText(), /Ana is drawing/);
    assert.deepEqual(errors, []);
  } finally {
    await host.close();
    await watcher.close();
  }
});
