// The Boba deal both Boba browser files play from, and one move awaited until the page
// has rendered the update it caused.
const WAIT = { timeout: 20000 };

export const SCENARIO = {
  first_player: 0,
  hands: ['taro3 taro4 mango6 strawberry8 butterfly8 pearls grass_jelly matcha1', 'taro6 taro7 mango1 mango2 cheese_foam'],
  score_cards: ['taro0 matcha0 strawberry6 butterfly6 mango5 taro8 matcha8 strawberry2 butterfly2', ''],
  piles: ['taro5', 'mango4 strawberry1', 'butterfly7'],
  supply: 'matcha7 mango8',
};

export async function act(page, run) {
  const before = await page.evaluate(() => window.jongtable.lastV);
  await run();
  await page.waitForFunction((x) => window.jongtable.lastV !== x, before, WAIT);
}
