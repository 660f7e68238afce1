import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const c = (id) => ({ id, face: ['R1','R2','R3','R4','R5','R6','B1','B2','B3','B4','B5','B6','G1','G2','G3','G4','G5','G6','spring','summer','fall','winter','love','guilt','pride'][Math.floor(id/3)] });
const view = {
  viewer: 0, phase: process.argv[2] || 'claim_window', round: 2, max_rounds: 8, tiebreaker: false, ma: 1, current: 2, decision: 5, turn_in_ms: 20000,
  draw_pile: 33, draws_this_round: 6, settings: { claim_window_ms: 2500, turn_clock_ms: 30000, starting_tokens: 10 },
  seats: [
    { seat: 0, tokens: 12, concealed_count: 10, exposed: [], pending_skips: 0, dealt_in: true },
    { seat: 1, tokens: 8, concealed_count: 7, exposed: [[c(30), c(31), c(32)]], pending_skips: 1, dealt_in: true },
    { seat: 2, tokens: 10, concealed_count: 10, exposed: [], pending_skips: 0, dealt_in: true },
    { seat: 3, tokens: 10, concealed_count: 10, exposed: [], pending_skips: 0, dealt_in: true },
  ],
  hand: [0, 1, 2, 9, 12, 15, 33, 36, 57, 66].map(c), just_drawn: c(36), stolen_card: null,
  discard_pile: [c(70), c(44), c(5), c(50), c(63)],
  window: { id: 12, discarder: 2, card: c(63), closes_in_ms: 1800, called: [3], answered: false },
  legal: { discard: false, declare_win: false, steal: true, pass: true, expose_options: [] },
  history: [{ round: 1, tiebreaker: false, void: false, winner: 0, method: 'stealing', dealt_in: [0,1,2,3], token_change: [4,-2,-1,-1], tokens_after: [14,8,9,9],
    hands: [{ concealed: [0,1,2,9,12,15,33,36,39,66,67].map(c), exposed: [] }, { concealed: [3,6,7].map(c), exposed: [[c(30),c(31),c(32)]] }, { concealed: [20,23,26].map(c), exposed: [] }, { concealed: [44,47,50].map(c), exposed: [] }] }],
  result: process.argv[2] === 'game_over' ? { winner: 0, standings: [0, 2, 3, 1] } : null,
};
const lobby = { code: 'K7QX9M', link: '/t/K7QX9M', status: 'playing', settings: {}, seats: [
  { seat: 0, occupant: { kind: 'human', name: 'Ana', connected: true, host: true } },
  { seat: 1, occupant: { kind: 'bot', name: 'Bot 1', connected: true } },
  { seat: 2, occupant: { kind: 'human', name: 'Cyrano de Bergerac', connected: false } },
  { seat: 3, occupant: { kind: 'human', name: 'Dee', connected: true } }] };
for (const [w, hh, name] of [[1280, 900, 'desk'], [390, 844, 'phone']]) {
  const p = await b.newPage({ viewport: { width: w, height: hh } });
  p.on('pageerror', (e) => console.log('ERR', e.message));
  await p.goto('http://127.0.0.1:8931/');
  await p.evaluate(async ({ view, lobby }) => {
    const { renderTable } = await import('/js/table.js');
    const { createSide } = await import('/js/side.js');
    const stage = document.createElement('div'); stage.className = 'stage';
    const side = createSide({ send: async () => {} });
    const game = document.createElement('div'); game.className = 'game'; game.append(stage, side.el);
    document.getElementById('view').replaceChildren(game);
    side.log('Round 2 begins. Ma: Bot 1.', 'big'); side.log('Dee discarded Guilt.'); side.chat('Dee', '<b>hi</b> all');
    const bubbles = new Map([[3, { text: 'STEAL!', kind: 'steal' }]]);
    renderTable(stage, { view, lobby, me: 0, names: (s) => lobby.seats[s].occupant.name, send: () => {}, steal() {}, pass() {}, receivedAt: performance.now(), lastDiscard: null, bubbles });
  }, { view, lobby });
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/prev-${view.phase}-${name}.png`, fullPage: true });
}
await b.close();
