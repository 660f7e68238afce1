import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const lobby = { code: 'K7QX9M', link: '/t/K7QX9M', status: 'waiting', settings: { claim_window_ms: 2500, turn_clock_ms: 30000, starting_tokens: 10 }, spectators: 1, seats: [
  { seat: 0, occupant: { kind: 'human', name: 'Ana', connected: true, host: true } },
  { seat: 1, occupant: { kind: 'bot', name: 'Bot 1', connected: true, strength: 'basic' } },
  { seat: 2, occupant: { kind: 'human', name: 'Cyrano', connected: false } },
  { seat: 3, occupant: null }] };
for (const [w, hh, name] of [[1280, 900, 'desk'], [390, 844, 'phone']]) {
  const p = await b.newPage({ viewport: { width: w, height: hh } });
  p.on('pageerror', (e) => console.log('ERR', e.message));
  await p.goto('http://127.0.0.1:8931/');
  await p.evaluate(async ({ lobby }) => {
    const { renderLobby } = await import('/js/lobby.js');
    const { createSide } = await import('/js/side.js');
    const stage = document.createElement('div'); stage.className = 'stage';
    const side = createSide({ send: async () => {} });
    const game = document.createElement('div'); game.className = 'game'; game.append(stage, side.el);
    document.getElementById('view').replaceChildren(game);
    renderLobby(stage, { lobby, you: { seat: 0, host: true }, send: () => {} });
  }, { lobby });
  await p.screenshot({ path: `/tmp/lobby-${name}.png`, fullPage: true });
}
await b.close();
