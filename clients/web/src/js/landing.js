// The landing page (name, create a table, join by code) and the join card shown to
// someone who opens a table's link.

import { cardElement } from './cards.js';
import { h } from './dom.js';
import { tileElement } from './gimme_tiles.js';
import { GAME_ORDER, RULESETS } from './rulesets.js';

function seg(label, options, initial, name, onChange) {
  let value = initial;
  const buttons = options.map(([v, text]) => h('button', {
    type: 'button', 'aria-pressed': String(v === initial), dataset: { value: String(v) }, text,
    onclick: (e) => {
      value = v;
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === e.currentTarget));
      onChange?.(v);
    },
  }));
  const el = h('div', { class: 'field', role: 'group', 'aria-label': label, 'data-testid': name },
    h('span', { class: 'label', text: label }), h('div', { class: 'seg' }, ...buttons));
  return { el, get: () => value };
}

function nameField(id, name) {
  return h('div', { class: 'field' },
    h('label', { for: id, text: 'Your name' }),
    h('input', { id, name: 'name', maxlength: 24, required: true, autocomplete: 'nickname', placeholder: 'e.g. Ana', value: name ?? '' }));
}

// This browser's tables: the ones in play first (your turn before the rest), then the
// waiting rooms, then finished games (their link says the game is over).
function myTablesPanel(tables) {
  if (!tables?.length) return null;
  const rank = (t) => (t.status === 'playing' ? (t.turn ? 0 : 1) : t.status === 'waiting' ? 2 : 3);
  const sorted = [...tables].sort((a, b) => rank(a) - rank(b) || b.at - a.at);
  const label = (t) => (t.status === 'over' ? 'game over' : t.status === 'waiting' ? 'waiting to start' : t.turn ? 'your turn' : 'in progress');
  return h('section', { class: 'panel mine-list', 'aria-labelledby': 'mine-h', 'data-testid': 'my-tables' },
    h('h2', { id: 'mine-h', text: 'Your tables' }),
    h('ul', { class: 'games-list' }, ...sorted.map((t) => h('li', {},
      h('a', { class: `game-link${t.turn && t.status === 'playing' ? ' your-turn' : ''}`, href: `/t/${encodeURIComponent(t.code)}`, 'data-testid': 'my-table', dataset: { code: t.code, state: label(t) } },
        h('span', { class: 'code', text: `Table ${t.code}` }),
        h('span', { class: 'who', text: `as ${t.name}` }),
        h('span', { class: `state ${t.turn && t.status === 'playing' ? 'turn' : ''}`, text: label(t) }))))));
}

export function renderLanding(view, { name, onCreate, onJoin, tables }) {
  const fan = h('div', { class: 'fan', 'aria-hidden': 'true' }, ...[9, 12, 66, { id: 16, face: 'D5' }, { id: 108, face: 'J' }].map((id, i) => {
    const c = typeof id === 'number' ? cardElement(id) : tileElement(id);
    c.style.transform = `rotate(${(i - 2) * 7}deg) translateY(${Math.abs(i - 2) * 5}px)`;
    return c;
  }));
  // The game first: each has its own options below it.
  let game = 'nymj';
  let opts = gameOptions(game);
  const optionsBox = h('div', { class: 'game-options', 'data-testid': 'game-options' }, ...opts.els);
  const gameButtons = GAME_ORDER.map((id) => {
    const g = RULESETS[id];
    return h('button', {
      type: 'button', class: 'game-choice', 'aria-pressed': String(id === game), 'data-testid': `game-${id}`, dataset: { game: id },
      onclick: () => {
        game = id;
        for (const b of gameButtons) b.setAttribute('aria-pressed', String(b.dataset.game === id));
        opts = gameOptions(id);
        optionsBox.replaceChildren(...opts.els);
        quick.textContent = id === 'nymj' ? 'Play now with bots' : `Play ${g.name} now with bots`;
      },
    }, h('span', { class: 'game-name', text: g.name }), h('span', { class: 'game-players', text: g.players }), h('span', { class: 'game-summary', text: g.summary }));
  });
  const picker = h('div', { class: 'field game-picker', role: 'group', 'aria-labelledby': 'game-label', 'data-testid': 'game-picker' },
    h('span', { class: 'label', id: 'game-label', text: 'Game' }), h('div', { class: 'game-choices' }, ...gameButtons));
  const createErr = h('p', { class: 'error-text', role: 'alert' });
  const create = h('form', { class: 'panel', 'aria-labelledby': 'create-h' },
    h('h2', { id: 'create-h', text: 'Start a table' }),
    nameField('create-name', name),
    picker,
    optionsBox,
    createErr,
    h('button', { class: 'btn primary wide', type: 'submit', 'data-testid': 'create', text: 'Create table' }),
    h('p', { class: 'hint', text: 'Bots take the last seats; friends who open your link fill the rest. You can change seats and bots in the waiting room.' }),
  );
  create.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = create.querySelector('input[name=name]').value.trim();
    if (!n) return;
    createErr.textContent = '';
    onCreate({ name: n, ...opts.get() })
      .catch((err) => { createErr.textContent = err.message; });
  });

  const joinErr = h('p', { class: 'error-text', role: 'alert' });
  const join = h('form', { class: 'panel', 'aria-labelledby': 'join-h' },
    h('h2', { id: 'join-h', text: 'Join a table' }),
    nameField('join-name', name),
    h('div', { class: 'field' }, h('label', { for: 'join-code', text: 'Table code' }),
      h('input', { id: 'join-code', class: 'code', name: 'code', required: true, maxlength: 12, autocomplete: 'off', autocapitalize: 'characters', placeholder: 'K7QX9M' })),
    joinErr,
    h('button', { class: 'btn primary wide', type: 'submit', text: 'Join' }),
    h('p', { class: 'hint', text: 'Or just open the link your host shared, or scan its QR code.' }),
  );
  join.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = join.querySelector('input[name=name]').value.trim();
    const code = join.querySelector('input[name=code]').value.trim().toUpperCase().replace(/^.*\/T\//, '');
    if (!n || !code) return;
    onJoin({ name: n, code, as: 'player' }).catch((err) => { joinErr.textContent = err.message; });
  });

  // One tap to a game: four seats, three bots, started at once.
  const quickErr = h('p', { class: 'error-text', role: 'alert' });
  const quick = h('button', {
    class: 'btn primary quick', type: 'button', 'data-testid': 'play-now', text: 'Play now with bots',
    onclick: () => {
      const n = create.querySelector('input[name=name]').value.trim() || name || 'Player';
      quick.disabled = true;
      quickErr.textContent = '';
      const quickOpts = game === 'nymj'
        ? { seats: 4, claim_window_ms: 2500, turn_clock_ms: 30000 }
        : { ruleset: game, options: { seats: 4 } };
      onCreate({ name: n, ...quickOpts, bots: 3, start: true })
        .catch((err) => {
          quick.disabled = false;
          quickErr.textContent = err.message;
        });
    },
  });
  view.replaceChildren(h('div', { class: 'page' },
    myTablesPanel(tables),
    h('div', { class: 'hero' }, fan,
      h('h1', { text: 'Mahjong games with friends or bots' }),
      h('p', { text: "Not Your Ma's Jong and Gimme! Mahjong, right in the browser: pick a game, share the link, play." }),
      h('div', { class: 'quick-box' }, quick, quickErr)),
    h('div', { class: 'grid2' }, create, join),
    finishedGames(fetch, 8, { codes: (tables ?? []).map((t) => t.code), ids: seenReplays() }),
    howTo(),
    howTo('gimme'),
  ));
}

// Replays this browser has opened (a shared link): listed among its finished games.
const SEEN_KEY = 'jongtable.replays_seen';
export function seenReplays() {
  try {
    const ids = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(ids) ? ids : [];
  } catch {
    return [];
  }
}
export function rememberReplay(id) {
  const ids = [id, ...seenReplays().filter((x) => x !== id)].slice(0, 20);
  localStorage.setItem(SEEN_KEY, JSON.stringify(ids));
}

// The finished games this browser took part in (its tables' codes) or was given the link
// to, newest first, each a link to its replay. Hidden when there are none. (The server's
// list holds everyone's; keeping strangers' games from being fetched at all is the
// server's part.)
export function finishedGames(fetcher = fetch, limit = 8, { codes = [], ids = [] } = {}) {
  const list = h('ul', { class: 'games-list', 'data-testid': 'finished-games' });
  const box = h('section', { class: 'panel finished', 'aria-labelledby': 'finished-h', hidden: true },
    h('h2', { id: 'finished-h', text: 'Your finished games' }), list);
  if (!codes.length && !ids.length) return box;
  fetcher('/api/games')
    .then((res) => (res.ok ? res.json() : null))
    .then((body) => {
      const games = (body?.games ?? []).filter((g) => codes.includes(g.code) || ids.includes(String(g.id))).slice(0, limit);
      if (!games.length) return;
      list.replaceChildren(...games.map(gameRow));
      box.hidden = false;
    })
    .catch(() => {});
  return box;
}

function gameRow(g) {
  const players = [...(g.players ?? [])].sort((a, b) => b.tokens - a.tokens);
  const when = g.finished_ms ? new Date(g.finished_ms) : null;
  return h('li', {},
    h('a', { href: `/replay/${encodeURIComponent(g.id)}`, class: 'game-link', 'aria-label': `Watch the replay of table ${g.code}` },
      h('span', { class: 'when', text: when ? when.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : `Table ${g.code}` }),
      h('span', { class: 'who' }, ...players.map((p, i) => h('span', { class: i === 0 ? 'top' : '', text: `${p.name} ${p.tokens}` }))),
      h('span', { class: 'go', 'aria-hidden': 'true', text: 'Replay ▸' })));
}

// The options of one game on the landing page: {els, get()} where get() gives what
// main.js's create() takes.
function gameOptions(id) {
  const bots = seg('Bots in empty seats', [[0, 'None'], [1, '1'], [2, '2'], [3, '3']], 1, 'bots');
  const clock = seg('Turn clock', [[15000, '15 s'], [30000, '30 s'], [60000, '60 s'], [0, 'Off']], 30000, 'clock');
  if (id === 'gimme') {
    const seats = seg('Players', [[2, '2'], [3, '3'], [4, '4']], 4, 'seats');
    const rounds = seg('Rounds', [[0, 'One each'], [1, '1'], [2, '2'], [4, '4'], [8, '8']], 0, 'rounds');
    const windowMs = seg('Gimme window', [[1500, '1.5 s'], [2500, '2.5 s'], [4000, '4 s']], 2500, 'window');
    const toggle = (label, initial, testid) => seg(label, [[true, 'On'], [false, 'Off']], initial, testid);
    const bonuses = toggle('Bonus points', true, 'bonuses');
    const pp1 = toggle('Pesky Pairs 1: no Joker in a Pair', false, 'pesky1');
    const pp2 = toggle('Pesky Pairs 2: Gimme a Pair only to finish', false, 'pesky2');
    const mjFirst = toggle('Mahjong first: a finishing Gimme beats a nearer seat', false, 'mahjong-first');
    return {
      els: [h('div', { class: 'row top' }, seats.el, bots.el), h('div', { class: 'row top' }, rounds.el, windowMs.el),
        h('div', { class: 'row top' }, clock.el, bonuses.el), h('div', { class: 'row top' }, pp1.el, pp2.el), mjFirst.el,
        h('p', { class: 'hint', text: 'Pesky Pairs make the game harder; leave them off to start with.' })],
      get: () => {
        const options = { seats: seats.get(), gimme_window_ms: windowMs.get(), turn_clock_ms: clock.get(), bonuses: bonuses.get(), pesky_pairs_1: pp1.get(), pesky_pairs_2: pp2.get(), mahjong_first: mjFirst.get() };
        if (rounds.get()) options.rounds = rounds.get();
        return { ruleset: 'gimme', options, bots: Math.min(bots.get(), seats.get() - 1) };
      },
    };
  }
  const seats = seg('Players', [[3, '3'], [4, '4']], 4, 'seats');
  const claim = seg('Claim window', [[1500, '1.5 s'], [2500, '2.5 s'], [4000, '4 s']], 2500, 'claim');
  return {
    els: [h('div', { class: 'row top' }, seats.el, bots.el), h('div', { class: 'row top' }, claim.el, clock.el)],
    get: () => ({ seats: seats.get(), claim_window_ms: claim.get(), turn_clock_ms: clock.get(), bots: Math.min(bots.get(), seats.get() - 1) }),
  };
}

export function howTo(ruleset = 'nymj') {
  if (ruleset === 'gimme') {
    return h('details', { class: 'panel how' },
      h('summary', { text: 'How to play Gimme! Mahjong' }),
      h('ol', {},
        h('li', { text: 'Everyone gets 13 tiles. On your turn you take a tile from the pool automatically, then drop one.' }),
        h('li', { text: 'A set is 2, 3 or 4 tiles of exactly the same face (5 Dots, 5 Dots). A Joker can stand in for any tile of a set.' }),
        h('li', { text: 'When someone drops a tile that makes a set with yours, press Gimme! The nearest caller after the dropper gets it: speed never matters, and a Gimme that cannot work costs nothing.' }),
        h('li', { text: 'After taking from the pool you may tap a glowing Joker in a laid-down set to swap your matching tile for it.' }),
        h('li', { text: 'When every tile you hold is in a set, press Declare Mahjong. 1 point, plus 1 each for finishing first, one suit, no Jokers, and all even or all odd.' }),
        h('li', { text: 'Several players can finish a round. Most points after the last round wins; ties share the win.' })));
  }
  return h('details', { class: 'panel how' },
    h('summary', { text: "How to play Not Your Ma's Jong" }),
    h('ol', {},
      h('li', { text: 'Everyone holds 10 cards (Ma holds 11 and discards first). On your turn you draw automatically, then discard one card.' }),
      h('li', { text: 'A set is three identical cards or a run of three in one colour (4-5-6 Blue). Seasons and Emotions only make three-alike sets.' }),
      h('li', { text: 'Win with 11 cards: three sets and a pair. Press Declare win when the button lights up.' }),
      h('li', { text: 'After every discard there is a short claim window. If that card completes a set with two of yours, or wins you the hand, press STEAL! (or Space). The set goes face up and you discard.' }),
      h('li', { text: 'Stealing when the card does not fit costs you your next turn.' }),
      h('li', { text: 'Winners are paid in tokens; Ma pays and earns double. Most tokens after 8 rounds (9 with 3 players) wins.' })));
}

// status (from a look at the table, peek.js): 'waiting', 'playing', 'over', 'gone', or
// undefined while unknown. A started game offers no seat; a finished one its replay.
export function renderJoin(view, { code, name, started: startedFlag, note: noteText, onJoin, held, onRejoin, status, replayHref, ruleset }) {
  const over = status === 'over';
  const started = startedFlag || status === 'playing' || over;
  const note = noteText ?? (over ? 'This game is over.' : status === 'playing' ? 'This game has started: you can watch it.' : status === 'gone' ? 'This table is not open on the server any more.' : null);
  const err = h('p', { class: 'error-text', role: 'alert' });
  const back = held && !over
    ? h('div', { class: 'panel', style: 'max-width:480px;margin:24px auto' },
        h('h2', { text: 'Welcome back' }),
        h('p', { class: 'hint', text: `This browser sat at table ${code} as ${held.name}.` }),
        h('button', {
          class: 'btn primary wide', type: 'button', 'data-testid': 'rejoin', text: `Rejoin as ${held.name}`,
          onclick: () => onRejoin().catch((x) => { err.textContent = x.message; }),
        }))
    : null;
  const form = h('form', { class: 'panel', style: 'max-width:480px;margin:24px auto', 'aria-labelledby': 'join-h' },
    h('h1', { id: 'join-h', class: 'panel-title', text: `Table ${code}` }),
    ruleset && RULESETS[ruleset] ? h('p', { class: 'game-line', 'data-testid': 'join-game' }, h('b', { text: RULESETS[ruleset].name }), ` · ${RULESETS[ruleset].players}`) : null,
    note ? h('p', { class: over ? 'game-over-note' : 'hint', 'data-testid': 'join-note', text: note }) : null,
    over
      ? h('div', { class: 'row' },
          replayHref ? h('a', { class: 'btn primary link-btn', href: replayHref, 'data-testid': 'join-replay', text: 'Watch the replay' }) : null,
          h('a', { class: 'btn link-btn', href: '/', text: 'Home' }))
      : [nameField('join-name', name),
          err,
          h('div', { class: 'row' },
            started ? null : h('button', { class: 'btn primary', type: 'submit', name: 'as', value: 'player', 'data-testid': 'join-player', text: 'Take a seat' }),
            h('button', { class: `btn${started ? ' primary' : ''}`, type: 'submit', name: 'as', value: 'spectator', 'data-testid': 'join-spectator', text: 'Watch' }))],
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = form.querySelector('input[name=name]').value.trim() || 'Guest';
    const as = e.submitter?.value ?? 'player';
    err.textContent = '';
    onJoin({ name: n, code, as }).catch((x) => { err.textContent = x.message; });
  });
  view.replaceChildren(h('div', { class: 'page' }, back, form, howTo(ruleset && RULESETS[ruleset] ? ruleset : 'nymj')));
}
