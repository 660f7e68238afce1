// The fair-shuffle check as a seated player and a replay's viewer see it, for the
// per-game browser tests: each returns its problems as text, empty when there are none.

// At a game's end (or a round's): every deal this page saw revealed was verified, each
// against this player's own dealt cards, and the log says so of the last. A deal still
// in play is only sealed.
export async function liveDeckProblems(page, label) {
  const problems = await page.evaluate(() => {
    const t = window.jongtable.fairness;
    const revealed = [...t.rounds.values()].filter((r) => r.state !== 'sealed');
    const out = revealed.length ? [] : ['no deal was revealed'];
    for (const r of revealed) {
      if (r.state !== 'verified') out.push(`deal ${r.round}: ${r.state}: ${r.reason}`);
      if (!t.seen.get(r.round)?.hand?.length) out.push(`deal ${r.round}: none of this player's dealt cards was checked`);
    }
    // The log keeps its latest lines only: the last deal's verdict is among them.
    const last = revealed[revealed.length - 1];
    const log = document.querySelector('[data-testid=log]')?.textContent ?? '';
    if (last && !log.includes(`Round ${last.round}: deck verified ✓`)) out.push(`the log does not tell deal ${last.round} verified`);
    return out;
  });
  return problems.map((p) => `${label}: ${p}`);
}

// The finished game's replay at `href`: one deck check a deal, every one verified.
export async function replayDeckProblems(page, href, label) {
  if (new URL(page.url()).pathname !== href) await page.goto(new URL(href, page.url()).href);
  await page.locator('[data-testid=step-text]').waitFor();
  const checks = await page.locator('[data-testid=round-deck-check]').allInnerTexts();
  const out = checks.length ? [] : ['no deck check in the replay'];
  for (const t of checks) if (!/^Deck verified ✓ · [0-9a-f]{8}$/.test(t)) out.push(`a deal's check reads "${t}"`);
  return out.map((p) => `${label} replay: ${p}`);
}
