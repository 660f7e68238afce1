// The landing page (name, create a table, join by code) and the join card shown to
// someone who opens a table's link.

import { cardElement } from './nymj_cards.js';
import { h } from './dom.js';
import { tileElement } from './gimme_tiles.js';
import { GAME_ORDER, RULESETS } from './rulesets.js';
import { gamesQuery } from './games_query.js';
import { hasRulesPage, rulesHref, rulesLinks } from './rules_page.js';
import { hasTutorial, learnButton } from './tutorial.js';

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

export function renderLanding(view, { name, onCreate, onJoin, onLearn, tables }) {
  const fan = h('div', { class: 'fan', 'aria-hidden': 'true' }, ...[9, 12, 66, { id: 16, face: 'D5' }, { id: 108, face: 'J' }].map((id, i) => {
    const c = typeof id === 'number' ? cardElement(id) : tileElement(id);
    c.style.transform = `rotate(${(i - 2) * 7}deg) translateY(${Math.abs(i - 2) * 5}px)`;
    return c;
  }));
  // The game first: each has its own options below it. The first game offered is picked
  // when the page opens (a user's choice to change, not a guess at a table's game).
  let game = GAME_ORDER[0];
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
        quick.textContent = id === GAME_ORDER[0] ? 'Play now with bots' : `Play ${g.name} now with bots`;
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
      const quickOpts = RULESETS[game].quickStart;
      onCreate({ name: n, ...quickOpts, start: true })
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
      h('p', { text: `${GAME_ORDER.map((id) => RULESETS[id].name).join(', ').replace(/, ([^,]*)$/, ' and $1')}, right in the browser: pick a game, share the link, play.` }),
      h('div', { class: 'quick-box' }, quick, quickErr)),
    h('div', { class: 'grid2' }, create, join),
    finishedGames(fetch, 8, { codes: (tables ?? []).map((t) => t.code), ids: seenReplays() }),
    learnPanel(onLearn),
    ...GAME_ORDER.map((id) => howTo(id)),
  ));
}

// New to a game: a hand played with hints, for the games that have one.
function learnPanel(onLearn) {
  const games = GAME_ORDER.filter(hasTutorial);
  if (!onLearn || !games.length) return null;
  return h('section', { class: 'panel learn', 'aria-labelledby': 'learn-h' },
    h('h2', { id: 'learn-h', text: 'New here? Learn by playing' }),
    h('p', { class: 'hint', text: 'A short hand against two bots, with a hint at every step: what to discard, when to call, and why the hand wins.' }),
    h('div', { class: 'row' }, ...games.map((id) => learnButton(id, onLearn, `Learn ${RULESETS[id].name}`))));
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
// to, newest first, each a link to its replay. Hidden when there are none. The server
// lists only the games asked for by code or id, never strangers'.
export function finishedGames(fetcher = fetch, limit = 8, { codes = [], ids = [] } = {}) {
  const list = h('ul', { class: 'games-list', 'data-testid': 'finished-games' });
  const box = h('section', { class: 'panel finished', 'aria-labelledby': 'finished-h', hidden: true },
    h('h2', { id: 'finished-h', text: 'Your finished games' }), list);
  if (!codes.length && !ids.length) return box;
  fetcher(gamesQuery({ codes, ids }))
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
// Each game builds its own options (rulesets.js); the landing page only places them.
const gameOptions = (id) => RULESETS[id].options();

// A game's short steps, and the way to its whole rules page with pictures.
export function howTo(id) {
  const panel = RULESETS[id].howTo();
  if (hasRulesPage(id)) panel.append(h('p', { class: 'rp-more' }, h('a', { href: rulesHref(id), 'data-testid': `rules-link-${id}`, text: `${RULESETS[id].name}: the rules with pictures` })));
  return panel;
}

// A table whose game is not known (yet): every game's rules, never one game's by guess.
const howToAny = () => h('section', { class: 'panel how', 'aria-labelledby': 'how-any-h' }, h('h2', { id: 'how-any-h', text: 'How to play' }), rulesLinks());

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
  view.replaceChildren(h('div', { class: 'page' }, back, form, ruleset && RULESETS[ruleset] ? howTo(ruleset) : howToAny()));
}
