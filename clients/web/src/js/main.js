// The browser client's controller: routes between the landing page, the join card, the
// waiting room and the table; owns the connection; turns server messages into renders.

import { Connection, socketUrl } from './net.js';
import { banner, h, narrowScreen, setNoticeSink, toast, touchFirst } from './dom.js';
import { heldSeats, keepChat, keptChat, myTables, saveSeats } from './stored.js';
import { awaySummary } from './away.js';
import { peekTable } from './peek.js';
import { FairnessTracker } from './fairness.js';
import { sheetActions } from './between.js';
import { gamesQuery } from './games_query.js';
import { rememberReplay, renderJoin, renderLanding } from './landing.js';
import { learnButton, rememberTutorial, showTutorialHint, tutorialCreate, tutorialOf } from './tutorial.js';
import { hasRulesPage, renderRulesPage, rulesHref, rulesIdFromLocation, rulesLinks, rulesPage } from './rules_page.js';
import { renderLobby } from './lobby.js';
import { createSide, reactionText } from './side.js';
import { sound } from './sound.js';
import { GAME_ORDER, RULESETS, rendererFor } from './rulesets.js';
import { keepRoomForBar } from './bar_room.js';
import { withHistory } from './view_history.js';

const NAME_KEY = 'jongtable.name';
const TOKEN_KEY = 'jongtable.resume_token';
const TABLE_KEY = 'jongtable.table';  // the table this tab's session sits at
// Refusals the player needs no toast for (a second STEAL! press, a window that just closed).
const LOST_BANNER = 'Connection lost: reconnecting…';
const QUIET = new Set(['already_responded', 'claim_window_closed', 'no_claim_window', 'offline']);

const app = {
  conn: null,
  code: codeFromLocation(),
  lobby: null,
  you: null,
  view: null,
  receivedAt: 0,
  layout: null,
  stage: null,
  side: null,
  lastDiscard: null,
  flashCard: undefined,
  bubbles: new Map(),
  ctl: null,        // the table's game: its moves and their words (rulesets.js controller)
  notice: null,     // the one short notice shown in the action bar on narrow screens
  statusLog: [],
  fairness: new FairnessTracker(),
  deck: null,       // this round's deck check record (fairness.js)
  gameId: null,     // the finished game's id, for its replay link
  replayHref: null,
  away: false,      // the connection dropped while at the table: tell what was missed
  peek: null,       // what a table's link showed before joining: {code, status, replayHref}
};
window.jongtable = app;  // for debugging and the browser tests

function replayIdFromLocation() {
  const m = /^\/replay\/([A-Za-z0-9_-]{1,64})\/?$/.exec(location.pathname);
  return m ? m[1] : null;
}

function codeFromLocation() {
  const m = /^\/t\/([A-Za-z0-9_-]{1,16})\/?$/.exec(location.pathname);
  if (m) return m[1];
  const q = new URLSearchParams(location.search).get('t');
  return q ? q.toUpperCase() : null;
}

// Remembers this seat by table code (a closed tab can take it back), with what the home
// page lists: the table's status and whether it was this player's turn when last seen.
function rememberSeat() {
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (!app.lobby || !token) return;
  const seats = heldSeats();
  const v = app.view;
  const status = v?.phase === 'game_over' ? 'over' : app.lobby.status;
  const turn = !!v && me() !== null && status === 'playing' && rules().myMove(v, me());
  if (app.you?.seat === null || app.you?.seat === undefined) delete seats[app.lobby.code];
  else seats[app.lobby.code] = { token, name: app.conn?.name ?? savedName(), at: seats[app.lobby.code]?.at ?? Date.now(), status, turn, ruleset: app.lobby.ruleset };
  saveSeats(seats);
}

async function rejoin(held) {
  if (app.conn) {
    app.conn.stop();
    app.conn = null;
    resetTable();
  }
  sessionStorage.setItem(TOKEN_KEY, held.token);
  saveName(held.name);
  await connect(held.name);
  if (!app.lobby) {
    const seats = heldSeats();
    delete seats[app.code];
    saveSeats(seats);
    throw new Error('That seat could not be found any more. Join afresh.');
  }
  render();
}

const savedName = () => localStorage.getItem(NAME_KEY) ?? '';
const saveName = (name) => localStorage.setItem(NAME_KEY, name);
const rules = () => rendererFor(app.lobby?.ruleset);
// The game's own moves, made afresh for each table (and each game a table plays).
function ctl() {
  const id = app.lobby.ruleset;
  if (!app.ctl || app.ctl.id !== id) {
    app.ctl = { id, ...rendererFor(id).controller({ app, me, names, send, act, render, showBubble, sound, toast }) };
  }
  return app.ctl;
}
const me = () => (app.view ? app.view.viewer ?? null : app.you?.seat ?? null);

function names(seat) {
  const o = app.lobby?.seats?.find((s) => s.seat === seat)?.occupant;
  return o?.name ?? `Seat ${seat + 1}`;
}

// ---- connection ----
async function connect(name) {
  if (app.conn && app.conn.name === name && app.conn.status === 'open') return app.conn;
  if (app.conn && app.conn.name !== name) {
    // A different name is a different player: start a fresh session.
    app.conn.stop();
    sessionStorage.removeItem(TOKEN_KEY);
    resetTable();
  }
  const conn = app.conn && app.conn.name === name ? app.conn : new Connection({ url: socketUrl(), name, onMessage, onStatus, onSessionLost });
  app.conn = conn;
  if (conn.status !== 'open') await conn.connect();
  // Replies come in order: by the pong, whatever a resume sent (lobby, update) is here.
  await conn.request('ping');
  return conn;
}

function send(type, fields = {}) {
  sound.unlock();
  if (!app.conn) return Promise.reject(new Error('not connected'));
  return app.conn.request(type, fields).catch((err) => {
    if (!QUIET.has(err.code)) toast(err.message || err.code, 'error');
    throw err;
  });
}
const act = (type, fields) => send(type, fields).catch(() => {});

function onStatus(status) {
  app.statusLog.push(status);
  if (app.statusLog.length > 50) app.statusLog.shift();
  const pill = document.getElementById('net-pill');
  pill.hidden = status === 'open' || status === 'idle';
  pill.className = `pill ${status === 'reconnecting' ? 'warn' : ''}`;
  pill.textContent = status === 'reconnecting' ? 'Reconnecting…' : status === 'connecting' ? 'Connecting…' : '';
  pill.dataset.state = status;
  if (status === 'reconnecting') {
    if (app.view) app.away = true;
    banner(LOST_BANNER);
  } else if (status === 'open' && document.getElementById('banner')?.textContent === LOST_BANNER) {
    // Only the lost-connection notice goes: the catch-up ("Back online. While you were
    // away: …") may be up already, as the resume's update comes before the connection,
    // back at its table, calls itself open.
    banner(null);
  }
}

function onSessionLost() {
  if (!app.lobby) return;
  resetTable();
  toast('The server no longer had your seat. Join the table again.', 'error');
  render();
}

function resetTable() {
  app.lobby = null;
  app.you = null;
  app.view = null;
  app.layout = null;
  app.side = null;
  app.lastDiscard = null;
  app.bubbles.clear();
  app.ctl = null;
  app.notice = null;
  app.fairness = new FairnessTracker();
  app.deck = null;
  app.gameId = null;
  app.replayHref = null;
  app.away = false;
  app.rematch = null;
}

function onMessage(msg) {
  switch (msg.type) {
    case 'lobby':
      app.lobby = msg.table;
      // Between rounds: when the table deals on without everyone's Ready, on this page's clock.
      app.nextRoundAt = Number.isFinite(msg.table.next_round_in_ms) ? performance.now() + msg.table.next_round_in_ms : null;
      rules().onLobby?.(msg.table);
      app.you = msg.you;
      noteGameId(msg.game_id ?? msg.table?.game_id);
      app.code = msg.table.code;
      if (msg.table.status === 'waiting') app.view = null;
      sessionStorage.setItem(TABLE_KEY, msg.table.code);
      rememberSeat();
      render();
      break;
    case 'spectators':
      // Who watches changes often in a crowd: the server sends only the new count.
      if (app.lobby) {
        app.lobby.spectators = msg.count;
        render();
      }
      break;
    case 'update':
      onUpdate(msg);
      break;
    case 'rematch':
      app.rematch = { code: msg.code, from: msg.from };
      render();
      break;
    case 'removed':
      resetTable();
      toast('The host removed you from the table.', 'error');
      history.pushState({}, '', '/');
      render();
      break;
    case 'chat_message':
      if (app.lobby) keepChat(app.lobby.code, { from: fromName(msg.from), text: msg.text, kind: '' });
      app.side?.chat(fromName(msg.from), msg.text);
      if (msg.from?.seat !== me()) sound.play('chat');
      break;
    case 'chat_history':
      app.side?.chatHistory(msg.messages.map((line) => ({ from: fromName(line.from), text: line.text })));
      break;
    case 'reaction': {
      const text = reactionText(msg.reaction);
      if (app.lobby) keepChat(app.lobby.code, { from: fromName(msg.from), text, kind: 'reaction' });
      app.side?.chat(fromName(msg.from), text, 'reaction');
      if (msg.from?.seat !== null && msg.from?.seat !== undefined) showBubble(msg.from.seat, text, '');
      break;
    }
    case 'error':
      toast(msg.message || msg.code, 'error');
      break;
    case 'bye':
      if (msg.reason === 'superseded') {
        banner('This seat is now open in another tab or device.', {
          label: 'Play here',
          run: () => {
            banner(null);
            app.conn.reconnectNow();
          },
        });
      }
      break;
    default:
      break;
  }
}

const fromName = (from) => (from?.seat === me() && from?.seat !== null ? 'You' : from?.name ?? 'someone');

function onUpdate(msg) {
  const first = !app.view;
  const catchingUp = app.away && !first;
  if (catchingUp) {
    app.away = false;
    const text = awaySummary(msg.events ?? [], app.lastV, msg.v, names, me(), rules().narrate);
    banner(text, { label: 'OK', run: () => banner(null) }, 'info');
    const shown = text;
    setTimeout(() => {
      if (document.getElementById('banner')?.textContent?.startsWith(shown)) banner(null);
    }, 12000);
  }
  app.view = withHistory(msg.view, app.view);
  app.lastV = msg.v;
  app.receivedAt = performance.now();
  noteGameId(msg.game_id ?? msg.view?.game_id);
  app.fairness.useDeals(rules().deals);
  app.fairness.observeEvents(msg.events, msg.view?.viewer ?? null);
  observeDeck(msg.fairness);
  const quiet = first || (msg.events?.length ?? 0) > 12;  // a resume catching up: no fanfare
  const game = ctl();
  const resultShown = game.quietEvents(msg.events ?? []);
  app.flashCard = undefined;
  game.onEvents(msg.events ?? []);
  for (const ev of msg.events ?? []) {
    if (ev.type === 'card_discarded') {
      app.lastDiscard = { seat: ev.seat, card: ev.card };
      app.flashCard = ev.card?.id;
    }
    if (ev.type === 'round_started' || ev.type === 'hand_started') {
      app.lastDiscard = null;
      app.nextRoundAt = null;
    }
    const line = rules().narrate(ev, names, me());
    if (!line) continue;
    app.side?.log(line.text, line.cls);
    if (!quiet) {
      if (line.sound && game.sounds(ev)) sound.play(line.sound);
      if (line.toast && !game.toldInBar(ev) && !resultShown) toast(line.toast, line.toastKind ?? '');
    }
  }
  render();
  rememberSeat();
  const v = app.view;
  if (v.phase === 'game_over' && !app.replayHref) findReplay();
  const myTurn = (v.phase === 'awaiting_discard' || v.phase === 'awaiting_exposure') && v.current === me() && me() !== null;
  document.title = myTurn ? '● Your turn · Jongtable' : rules().canClaim(v) ? `${rules().claimWord}? · Jongtable` : game.title() ?? `Jongtable · ${rules().name}`;
  game.afterUpdate(v);
}

// ---- the deck check and the replay link ----
function observeDeck(fairness) {
  const before = app.deck && app.deck.round === fairness?.round ? app.deck.state : null;
  const rec = app.fairness.observe(fairness);
  if (!rec) return;
  app.deck = rec;
  if (before === 'sealed' || (before === null && rec.state !== 'sealed')) {
    if (rec.state === 'verified') app.side?.log(`Round ${rec.round}: deck verified ✓ (it matches the commitment ${rec.commitment.slice(0, 8)} sealed at the deal).`, 'sys');
    if (rec.state === 'failed') {
      app.side?.log(`Round ${rec.round}: DECK CHECK FAILED: ${rec.reason}.`, 'big');
      banner(`Deck check FAILED for round ${rec.round}: ${rec.reason}.`, null, 'danger');
    }
  }
}

function noteGameId(id) {
  if (typeof id !== 'string' && typeof id !== 'number') return;
  app.gameId = String(id);
  app.replayHref = `/replay/${encodeURIComponent(app.gameId)}`;
}

// No game id in the frames: the finished games list knows this table's code.
let findingReplay = false;
async function findReplay() {
  if (findingReplay || !app.lobby) return;
  findingReplay = true;
  const code = app.lobby.code;
  try {
    const res = await fetch(gamesQuery({ codes: [code] }));
    if (!res.ok) return;
    const { games } = await res.json();
    const game = (games ?? []).find((g) => g.code === code);
    if (game && app.lobby?.code === code) {
      noteGameId(game.id);
      render();
    }
  } catch {
    // no replay link; the game itself is unaffected
  } finally {
    findingReplay = false;
  }
}

function showBubble(seat, text, kind, rerender = true) {
  const entry = { text, kind };
  app.bubbles.set(seat, entry);
  setTimeout(() => {
    if (app.bubbles.get(seat) === entry) {
      app.bubbles.delete(seat);
      render();
    }
  }, 2500);
  if (rerender) render();
}

// ---- intents: the game's own are in its controller ----
function pass() {
  const v = app.view;
  if (!v?.legal?.pass || !v.window) return;
  act('pass', { window: v.window.id });
}

// ---- flows ----
// This tab's session sits at another table: keep that seat (this browser remembers it
// for a rejoin) and start a new session here for the new table.
async function freshSession(name) {
  app.conn.stop();
  app.conn = null;
  sessionStorage.removeItem(TOKEN_KEY);
  resetTable();
  // The other table, drawn by the resume, goes at once: until the new table comes the
  // page is where this person was (the home page, a table's join card), not a table they
  // left, with its old result and hints.
  app.code = codeFromLocation();
  render();
  return connect(name);
}

async function create(opts) {
  saveName(opts.name);
  let conn = await connect(opts.name);
  if (app.lobby) conn = await freshSession(opts.name);
  let settings;
  if (opts.tutorial) {
    // The server deals a tutorial by its name alone: no other setting goes with it.
    settings = { ruleset: opts.tutorial, options: { tutorial: opts.tutorial } };
  } else if (opts.ruleset && !rendererFor(opts.ruleset).settingsAtTop) {
    // A game takes its settings in options only, unless its descriptor says otherwise
    // (protocol README, "Which game").
    settings = { ruleset: opts.ruleset, options: { ...(opts.options ?? {}) } };
    if (opts.scenario) settings.options.scenario = opts.scenario;
  } else {
    settings = { seats: opts.seats, claim_window_ms: opts.claim_window_ms, turn_clock_ms: opts.turn_clock_ms };
    if (opts.scenario) settings.scenario = opts.scenario;  // only servers run with --allow-scenarios accept it
  }
  Object.assign(settings, opts.extra ?? {});  // any other create_table field (tests, power users)
  const seats = opts.tutorial ? 3 : settings.options?.seats ?? opts.seats ?? 4;
  const res = await send('create_table', settings);
  app.code = res.code;
  if (opts.tutorial) rememberTutorial(res.code, opts.tutorial);
  history.pushState({}, '', res.link);
  await send('take_seat', { seat: 0 });
  for (let i = 0; i < opts.bots; i++) await send('add_bot', { seat: seats - 1 - i, strength: opts.botStrength ?? 'friendly' });
  if (opts.start) await send('start_game', {});
  render();
}

// One press: the rematch table is opened (or found) and this player goes to their seat.
async function askRematch() {
  try {
    await send('rematch');
  } catch {
    return;
  }
  // The offer comes before the reply.
  if (app.rematch) await joinRematch(app.rematch.code);
}

// The same session moves to the rematch table, where its seat is kept for it.
async function joinRematch(code) {
  const as = me() === null ? 'spectator' : 'player';
  const lesson = tutorialOf(app.lobby?.code);
  if (lesson) rememberTutorial(code, lesson);  // another go at the same guided hand
  await send('leave_table').catch(() => {});
  resetTable();
  await join({ name: app.conn.name, code, as }).catch(() => {});
}

async function join({ name, code, as }) {
  saveName(name);
  await connect(name);
  if (app.lobby && app.lobby.code !== code) await freshSession(name);
  if (!app.lobby) await send('join_table', { code, as });
  app.code = code;
  if (location.pathname !== `/t/${code}`) history.pushState({}, '', `/t/${code}`);
  render();
}

// ---- rendering ----
function ensureLayout(root) {
  if (app.layout && root.contains(app.layout)) return;
  app.stage = h('div', { class: 'stage' });
  app.side = createSide({ send });
  app.layout = h('div', { class: 'game' }, h('div', { class: 'stage-col' }, app.stage), app.side.el);
  root.replaceChildren(app.layout);
  app.side.log(`You are at table ${app.lobby.code}: ${rules().name}.${touchFirst() ? '' : ` ${rules().keysHint}`}`, 'sys');
  for (const line of keptChat(app.lobby.code)) app.side.chat(line.from, line.text, `${line.kind} earlier`, { earlier: true });
}


app.create = create;  // the browser tests create scenario tables through this

// A guided hand, from the home page or a rules page: to its table, with its hints.
function learn(game) {
  if (location.pathname !== '/') history.replaceState({}, '', '/');
  return create(tutorialCreate(game, savedName() || 'Learner'));
}
app.join = join;  // and join tables as a second person

// On a narrow screen a notice goes to the action bar: one at a time, never over the
// opponents. Without the bar (spectators, the lobby) the floating toast keeps one.
let noticeTimer = null;
setNoticeSink((text, kind) => {
  if (!narrowScreen() || !app.view || me() === null || !document.querySelector('[data-testid=action-bar]')) return false;
  app.notice = { text, kind };
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => {
    app.notice = null;
    render();
  }, kind === 'steal' ? 1800 : 3200);
  queueRender();
  return true;
});
let renderQueued = false;
function queueRender() {
  if (renderQueued) return;
  renderQueued = true;
  queueMicrotask(() => {
    renderQueued = false;
    render();
  });
}

function render() {
  draw();
  keepRoomForBar();
  runClocks();
}

function draw() {
  const root = document.getElementById('view');
  const pill = document.getElementById('table-pill');
  pill.hidden = !app.lobby;
  if (app.lobby) pill.textContent = `Table ${app.lobby.code}${me() === null ? ' · watching' : ''}`;
  if (!app.lobby) {
    if (app.code) {
      const held = heldSeats()[app.code];
      const peek = app.peek?.code === app.code ? app.peek : null;
      if (!peek) peekJoin(app.code);
      renderJoin(root, { code: app.code, name: root.querySelector('#join-name')?.value || savedName(), onJoin: join, held, onRejoin: () => rejoin(held), status: peek?.status, replayHref: peek?.replayHref, ruleset: peek?.ruleset ?? held?.ruleset });
    } else {
      renderLanding(root, { name: savedName(), onCreate: create, onJoin: join, onLearn: learn, tables: myTables() });
    }
    return;
  }
  ensureLayout(root);
  // The lobby and the table are each updated in place. Between the two nothing is kept,
  // so no lobby element is ever reused as a table's.
  const mode = app.lobby.status === 'waiting' || !app.view ? 'lobby' : 'table';
  if (app.stage.dataset.mode !== mode) {
    app.stage.replaceChildren();
    app.stage.dataset.mode = mode;
  }
  if (mode === 'lobby') {
    if (app.lobby.status === 'waiting') renderLobby(app.stage, { lobby: app.lobby, you: app.you, send: act, game: rules() });
    else app.stage.replaceChildren(h('p', { class: 'hint', text: 'Joining the game…' }));
    return;
  }
  const focused = document.activeElement;
  const focusId = focused?.closest?.('[data-testid=hand]') ? focused.dataset.id : null;
  const focusTest = focused?.dataset?.testid;
  const mine = me();
  rules().renderTable(app.stage, {
    view: app.view, lobby: app.lobby, me: mine, names, send: act, pass, ...ctl().tableCtx(),
    receivedAt: app.receivedAt, lastDiscard: app.lastDiscard, flashCard: app.flashCard, bubbles: app.bubbles,
    fairness: app.deck, replayHref: app.replayHref, notice: app.notice,
    sheetActions: sheetActions({ view: app.view, lobby: app.lobby, me: mine, rematch: app.rematch, nextRoundAt: app.nextRoundAt, replayHref: app.replayHref, send: act, askRematch, joinRematch }),
    title: `Table ${app.lobby.code}`,
  });
  app.flashCard = undefined;
  const lesson = tutorialOf(app.lobby.code);
  if (lesson) showTutorialHint(app.stage, { game: lesson, code: app.lobby.code, view: app.view, me: mine });
  let target = null;
  if (focusId !== null && focusId !== undefined) {
    target = app.stage.querySelector(`[data-testid=hand] [data-id="${focusId}"]`) ?? app.stage.querySelector('[data-testid=hand] button.card');
  } else if (focusTest && focused && !document.contains(focused)) {
    target = app.stage.querySelector(`[data-testid="${focusTest}"]`);
  }
  target?.focus({ preventScroll: true });
}


// A table's link first asks what the table is doing, so a started game offers no seat
// and a finished one its replay. The join card shows at once and is redrawn if need be.
let peeking = null;
function peekJoin(code) {
  if (peeking === code) return;
  peeking = code;
  peekTable(code, { url: socketUrl() }).then((peek) => {
    peeking = null;
    if (app.lobby || app.code !== code) return;
    app.peek = { code, ...peek };
    // The card is redrawn once the game is known: its rules come with it.
    if (peek.status !== 'waiting' || peek.ruleset) render();
  });
}

// The clocks on the page: bars running down ([data-deadline], on the page's clock, of
// [data-total] ms) and seconds counting down ([data-seconds-until]). Set after each render
// (an update in place leaves them blank), then each frame while a bar glides, else at the
// next whole second while a count runs, and not at all once every clock has run out: a
// page with nothing moving draws nothing. Asked for reduced motion, a bar steps down
// with the seconds instead of gliding (styles.css stops the animations too).
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
let clocksNext = null;
function runClocks() {
  if (clocksNext) {
    clocksNext();
    clocksNext = null;
  }
  const now = performance.now();
  const stepped = !!reducedMotion?.matches;
  // From `left` ms, the wait until the whole seconds shown (rounded up) go down by one.
  const toNextSecond = (left) => (left > 0 ? (left % 1000 || 1000) : Infinity);
  let glide = false;
  let wait = Infinity;
  for (const el of document.querySelectorAll('[data-deadline]')) {
    const left = Math.max(0, Number(el.dataset.deadline) - now);
    const shown = stepped ? Math.ceil(left / 1000) * 1000 : left;
    el.style.transform = `scaleX(${Math.min(1, shown / Number(el.dataset.total)).toFixed(4)})`;
    if (left > 0 && !stepped) glide = true;
    wait = Math.min(wait, toNextSecond(left));
  }
  for (const el of document.querySelectorAll('[data-seconds-until]')) {
    const left = Math.max(0, Number(el.dataset.secondsUntil) - now);
    const text = String(Math.ceil(left / 1000));
    if (el.textContent !== text) el.textContent = text;
    wait = Math.min(wait, toNextSecond(left));
  }
  if (glide) {
    const id = requestAnimationFrame(runClocks);
    clocksNext = () => cancelAnimationFrame(id);
  } else if (wait < Infinity) {
    const id = setTimeout(runClocks, wait + 1);
    clocksNext = () => clearTimeout(id);
  }
}

// ---- keyboard: arrows move along the hand, Enter discards, Space yells STEAL! ----
function isTyping(target) {
  return !!target?.closest?.('input, textarea, select, dialog, [contenteditable]');
}
document.addEventListener('keydown', (e) => {
  sound.unlock();
  if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === ' ' || e.code === 'Space') {
    if (!app.view) return;
    e.preventDefault();  // never let Space click the focused card
    if (!e.repeat && app.lobby) ctl().claimKey();
    return;
  }
  if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
    const cards = [...document.querySelectorAll('[data-testid=hand] button.card')];
    if (!cards.length) return;
    e.preventDefault();
    const step = e.key === 'ArrowRight' ? 1 : -1;
    let i = cards.indexOf(document.activeElement);
    if (i < 0) i = step > 0 ? -1 : cards.length;
    cards[(i + step + cards.length) % cards.length].focus();
    return;
  }
  if (app.lobby && app.view && ctl().key(e)) return;
  if (e.key === 'p' || e.key === 'P') pass();
  if ((e.key === 'w' || e.key === 'W') && app.view?.legal?.declare_win) act('declare_win', {});
});
document.addEventListener('keyup', (e) => {
  if ((e.key === ' ' || e.code === 'Space') && app.view && !isTyping(e.target)) e.preventDefault();
});
document.addEventListener('pointerdown', () => sound.unlock(), { passive: true });
window.addEventListener('online', () => app.conn?.reconnectNow());
window.addEventListener('offline', () => app.conn?.drop());
window.addEventListener('popstate', () => location.reload());

function setupMute() {
  const btn = document.getElementById('mute');
  const show = () => {
    btn.setAttribute('aria-pressed', String(sound.muted));
    btn.querySelector('.mute-label').textContent = sound.muted ? 'Muted' : 'Sound on';
  };
  btn.addEventListener('click', () => {
    sound.unlock();
    sound.setMuted(!sound.muted);
    show();
  });
  show();
}

// The ? dialog: the keys (not on a phone) and the rules page of the game on screen, over
// the table, which goes on underneath; where no game is known yet, every game's page.
function showHelp() {
  const game = app.lobby?.ruleset ?? (app.code ? (app.peek?.code === app.code ? app.peek.ruleset : null) ?? heldSeats()[app.code]?.ruleset : null);
  const rulesPart = game && hasRulesPage(game)
    ? rulesPage(game, { extra: [h('p', {}, h('a', { href: rulesHref(game), target: '_blank', rel: 'noopener', 'data-testid': 'rules-new-tab', text: 'Open these rules in a new tab' }))] })
    : h('section', { 'aria-labelledby': 'help-games-h' }, h('h2', { id: 'help-games-h', text: 'How to play' }), rulesLinks());
  // A phone has no keys to list; and a long page of rules closes from its top as well.
  // With no game known yet, each game's keys in one line, never one game's by guess.
  const keyLines = game && RULESETS[game] ? RULESETS[game].keysHelp : GAME_ORDER.map((id) => `${RULESETS[id].name}: ${RULESETS[id].keysHint}`);
  const keys = touchFirst() ? [] : [h('h2', { text: 'Keys' }), h('ul', {}, ...keyLines.map((text) => h('li', { text })))];
  const dlg = h('dialog', { 'aria-label': 'How to play' },
    h('form', { method: 'dialog', class: 'dialog-top' }, h('button', { class: 'btn small', 'data-testid': 'help-close', text: 'Close' })),
    ...keys,
    rulesPart,
    h('form', { method: 'dialog', style: 'margin-top:12px' }, h('button', { class: 'btn', text: 'Close' })));
  dlg.addEventListener('close', () => dlg.remove());
  // A tap on the dimmed page around it closes it too.
  dlg.addEventListener('click', (e) => {
    if (e.target === dlg) dlg.close();
  });
  document.body.append(dlg);
  dlg.showModal();
}

async function start() {
  setupMute();
  document.getElementById('help').addEventListener('click', showHelp);
  const rulesId = rulesIdFromLocation();
  if (rulesId) {
    renderRulesPage(document.getElementById('view'), rulesId, { extra: [learnButton(rulesId, learn)] });
    return;
  }
  const replayId = replayIdFromLocation();
  if (replayId) {
    rememberReplay(replayId);
    const { openReplay } = await import('./replay_page.js');
    document.title = 'Replay · Jongtable';
    app.replay = await openReplay(document.getElementById('view'), replayId);
    return;
  }
  // Resume this tab's session only on the page of its own table; another table's link
  // shows the join card (with a rejoin button if this browser once sat there).
  if (app.code && sessionStorage.getItem(TOKEN_KEY) && sessionStorage.getItem(TABLE_KEY) === app.code) {
    try {
      await connect(savedName() || 'Guest');
    } catch {
      // the join card below still lets the person in
    }
  }
  render();
}

start();
