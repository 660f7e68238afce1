// The replay page (/replay/<id>): a finished game step by step with every hand shown,
// drawn by the same table code as a live game. Buttons, arrow keys, Home/End, Page
// Up/Down (rounds), Space (play/pause) and a slider move through it; each round's
// revealed deck is checked against the commitment sealed at its deal.

import { h } from './dom.js';
import { ReplayModel, revealedHand, stepText } from './replay_model.js';
import { rendererFor } from './rulesets.js';
import { dealtRound, fairnessLabel, shortCommitment } from './fairness.js';

const PLAY_MS = 900;

// Control icons drawn as SVG: the media-control characters are missing from many fonts.
const ICONS = {
  first: '<path d="M5 4h2.5v16H5zM20 4v16L8.5 12z"/>',
  prev: '<path d="M18 4v16L6 12z"/>',
  next: '<path d="M6 4v16l12-8z"/>',
  last: '<path d="M16.5 4H19v16h-2.5zM4 4v16l11.5-8z"/>',
  play: '<path d="M7 4v16l13-8z"/>',
  pause: '<path d="M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"/>',
};
function icon(name) {
  const span = document.createElement('span');
  span.className = 'icon';
  span.setAttribute('aria-hidden', 'true');
  span.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">${ICONS[name]}</svg>`;  // fixed markup, no data
  return span;
}

export async function openReplay(root, id) {
  root.replaceChildren(h('p', { class: 'hint page', text: 'Loading the replay…' }));
  let data;
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(id)}/replay`);
    if (!res.ok) {
      const why = res.status === 404 ? 'There is no finished game with that link.' : res.status === 409 ? 'That game is not finished yet: its replay opens when it ends.' : `The server answered ${res.status}.`;
      throw new Error(why);
    }
    data = await res.json();
  } catch (err) {
    root.replaceChildren(h('div', { class: 'panel page narrow', role: 'alert', 'data-testid': 'replay-error' },
      h('h2', { text: 'Replay not available' }), h('p', { text: err.message }), h('a', { class: 'btn link-btn', href: '/', text: 'Home' })));
    return null;
  }
  // Which game, and its card faces: the replay names them as a lobby would.
  const game = rendererFor(data.ruleset);
  game.onLobby?.({ ruleset: data.ruleset, catalogue: data.catalogue, settings: { seats: data.players?.length } });
  const model = new ReplayModel(data, game);
  if (!model.length) {
    root.replaceChildren(h('p', { class: 'hint page', text: 'This game has no recorded steps.' }));
    return null;
  }
  const start = Number(new URLSearchParams(location.search).get('step'));
  model.seek(Number.isFinite(start) ? start : 0);
  model.fetchViews = viewFetcher(id, model);
  await model.fetchViews(model.pageOf());
  return mountReplay(root, model);
}

// Fetches a page of views once (the server sends them a page at a time, so a long game
// costs its events and the pages looked at); resolves when the page is in the model.
function viewFetcher(id, model) {
  const asked = new Map();
  return (from) => {
    if (!asked.has(from)) {
      asked.set(from, fetch(`/api/games/${encodeURIComponent(id)}/replay?views=${from}`)
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`The server answered ${res.status}.`))))
        .then((page) => model.addViews(page))
        .catch((err) => {
          asked.delete(from);  // asked again on the next step
          throw err;
        }));
    }
    return asked.get(from);
  };
}

// Renders `model` into root and wires the controls; returns {model, render, stop}.
export function mountReplay(root, model) {
  const names = (seat) => model.name(seat);
  const lobby = { seats: model.players.map((p) => ({ seat: p.seat, occupant: { kind: 'human', name: p.name, connected: true } })) };
  let timer = null;

  const stage = h('div', { class: 'stage' });
  const text = h('p', { class: 'step-text', 'aria-live': 'polite', 'data-testid': 'step-text' });
  const counter = h('span', { class: 'step-count', 'data-testid': 'step-count' });
  const button = (label, testid, run, extra = {}) => h('button', { class: 'btn', type: 'button', 'data-testid': testid, 'aria-label': label, title: label, onclick: run, ...extra });
  const playBtn = button('Play', 'replay-play', () => (timer ? pause() : play()), { class: 'btn primary' });
  const firstBtn = button('First step (Home)', 'replay-first', () => go(() => model.first()));
  const prevBtn = button('Previous step (left arrow)', 'replay-prev', () => go(() => model.prev()));
  const nextBtn = button('Next step (right arrow)', 'replay-next', () => go(() => model.next()));
  const lastBtn = button('Last step (End)', 'replay-last', () => go(() => model.last()));
  firstBtn.append(icon('first'));
  prevBtn.append(icon('prev'));
  nextBtn.append(icon('next'));
  lastBtn.append(icon('last'));
  const slider = h('input', {
    type: 'range', min: 0, max: model.length - 1, step: 1, value: model.index,
    'aria-label': 'Step', 'data-testid': 'replay-slider', class: 'slider',
  });
  slider.addEventListener('input', () => go(() => model.seek(slider.value)));
  const ticks = h('div', { class: 'ticks', 'aria-hidden': 'true' },
    ...model.boundaries.map((b) => h('i', { style: `left:${pct(b.index, model.length)}%`, title: `Round ${b.round}` })));
  const controls = h('div', { class: 'replay-controls', role: 'group', 'aria-label': 'Replay controls' },
    h('div', { class: 'row buttons' }, firstBtn, prevBtn, playBtn, nextBtn, lastBtn, counter),
    h('div', { class: 'slider-box' }, slider, ticks),
    h('p', { class: 'hint keys-hint', text: 'Keys: ← → one step · Home / End · Page Up / Page Down a round · Space play or pause' }));
  const roundList = h('ol', { class: 'round-list', 'data-testid': 'round-list' });
  const side = h('aside', { class: 'side replay-side', 'aria-label': 'Rounds and deck checks' },
    h('h2', { text: 'Rounds' }),
    h('p', { class: 'hint', text: 'Each shuffle was sealed with a SHA-256 commitment at the deal and revealed at the round end. This page re-hashes every revealed deck.' }),
    roundList);
  const title = h('div', { class: 'replay-head' },
    h('h1', { text: 'Replay' }),
    h('span', { class: 'hint', text: model.players.map((p) => p.name).join(' · ') }));
  root.replaceChildren(h('div', { class: 'replay' }, title, text, controls, h('div', { class: 'game' }, stage, side)));

  function go(move) {
    move();
    render();
  }

  function play() {
    if (model.atEnd) model.first();
    timer = setInterval(() => {
      model.next();
      if (model.atEnd) pause();  // stops on the last step itself, not a tick later
      else render();
    }, PLAY_MS);
    render();
  }

  function pause() {
    clearInterval(timer);
    timer = null;
    render();
  }

  // The table is drawn once its page of views is here; until then the last one drawn
  // stays, and the page is fetched and drawn if the replay is still at that step.
  function drawTable(step, round) {
    const view = model.viewAt();
    if (!view) {
      const index = model.index;
      model.fetchViews?.(model.pageOf())
        .then(() => { if (model.index === index) drawTable(model.step, model.roundAt()); })
        .catch(() => { text.textContent = 'The table at this step could not be loaded; try again.'; });
      return;
    }
    model.game.renderTable(stage, {
      view, lobby, me: null, names, replay: true,
      send: () => {}, steal: () => {}, pass: () => {},
      reveal: (seat) => revealedHand(view, seat),
      lastDiscard: lastDiscard(model), bubbles: bubbles(step), receivedAt: 0,
      fairness: deckRecord(model, view.round ?? round, step),
    });
    // Playing on: the next page is fetched before it is needed.
    const next = model.pageOf() + model.viewPage;
    if (timer && next < model.length && !model.viewAt(next)) model.fetchViews?.(next).catch(() => {});
  }

  function render() {
    const step = model.step;
    const round = model.roundAt();
    drawTable(step, round);
    let line = stepText(step, names, model.game) || 'Nothing visible happened.';
    const ended = model.roundEndedAt();
    if (ended !== null) {
      const label = fairnessLabel(deckRecord(model, ended, step));
      if (label) line += ` ${label.text}`;
    }
    text.textContent = line;
    counter.textContent = `Step ${model.index + 1} of ${model.length}${round ? ` · ${model.roundName(round)}` : ''}${clock(step.at_ms)}`;
    slider.value = String(model.index);
    slider.setAttribute('aria-valuetext', `Step ${model.index + 1} of ${model.length}`);
    firstBtn.disabled = prevBtn.disabled = model.atStart;
    nextBtn.disabled = lastBtn.disabled = model.atEnd;
    playBtn.replaceChildren(icon(timer ? 'pause' : 'play'), h('span', { class: 'label', text: timer ? 'Pause' : 'Play' }));
    playBtn.setAttribute('aria-label', timer ? 'Pause (Space)' : 'Play (Space)');
    playBtn.setAttribute('aria-pressed', String(!!timer));
    renderRounds(model, roundList, round, (index) => go(() => model.seek(index)));
    history.replaceState(history.state, '', `${location.pathname}?step=${model.index}`);
  }

  const onKey = (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target?.closest?.('input:not([type=range]), textarea, dialog')) return;
    const onSlider = e.target === slider;
    const moves = {
      ArrowRight: () => model.next(), ArrowLeft: () => model.prev(),
      Home: () => model.first(), End: () => model.last(),
      PageDown: () => model.nextRound(), PageUp: () => model.prevRound(),
    };
    if (moves[e.key] && !onSlider) {
      e.preventDefault();
      go(moves[e.key]);
    } else if ((e.key === ' ' || e.code === 'Space') && !e.target?.closest?.('button')) {
      e.preventDefault();
      if (!e.repeat) (timer ? pause : play)();
    }
  };
  document.addEventListener('keydown', onKey);
  render();
  return {
    model, render,
    stop() {
      pause();
      document.removeEventListener('keydown', onKey);
    },
  };
}

// The game time of a step, as " · m:ss" from the first input.
function clock(ms) {
  if (typeof ms !== 'number' || ms < 0) return '';
  const sec = Math.floor(ms / 1000);
  return ` · ${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
}

const pct = (i, n) => (n <= 1 ? 0 : (100 * i) / (n - 1)).toFixed(2);

// The deck record to show on the table at a step: sealed until the round's end step,
// then the verdict of re-hashing the revealed deck.
function deckRecord(model, round, step) {
  const r = model.rounds.find((x) => x.round === round);
  if (!r) return null;
  const check = model.check(round);
  const endIndex = model.endOf(round);
  const revealed = endIndex >= 0 && step.index >= endIndex;
  const state = !revealed || !check ? 'sealed' : check.ok ? 'verified' : 'failed';
  return { round, commitment: r.commitment, state, reason: check?.reason ?? '' };
}

function renderRounds(model, list, current, seek) {
  list.replaceChildren(...model.boundaries.map((b) => {
    const check = model.check(b.round);
    const label = check ? (check.ok ? 'Deck verified ✓' : 'Deck check FAILED') : 'Deck not revealed';
    const result = model.steps[model.endOf(b.round)]?.events.find((e) => e.type === model.game.deals.end)?.result;
    const outcome = result ? model.game.roundOutcome?.(result, (seat) => model.name(seat)) ?? '' : '';
    return h('li', { class: b.round === current ? 'current' : '' },
      h('button', { type: 'button', class: 'round-jump', 'aria-current': b.round === current ? 'step' : null, onclick: () => seek(b.index) },
        h('b', { text: model.roundName(b.round) }), outcome ? ` · ${outcome}` : ''),
      h('span', {
        class: `deck-check ${check ? (check.ok ? 'ok' : 'failed') : ''}`, 'data-testid': 'round-deck-check',
        title: check ? `${check.commitment}${check.ok ? '' : `: ${check.reason}`}` : '',
        text: `${label}${check ? ` · ${shortCommitment(check.commitment)}` : ''}`,
      }));
  }));
}

// Who discarded the card on top of the pile, from the events up to this step.
function lastDiscard(model) {
  for (let i = model.index; i >= 0; i--) {
    const evs = model.steps[i].events ?? [];
    for (let j = evs.length - 1; j >= 0; j--) {
      if (evs[j].type === 'card_discarded') return { seat: evs[j].seat, card: evs[j].card };
      if (dealtRound(evs[j], model.game.deals) !== null) return null;
    }
  }
  return null;
}

function bubbles(step) {
  const out = new Map();
  for (const ev of step.events ?? []) {
    if (ev.type === 'steal_called') out.set(ev.seat, { text: 'STEAL!', kind: 'steal' });
    if (ev.type === 'mistaken_steal') out.set(ev.seat, { text: 'Mistake! Loses a turn', kind: 'steal' });
  }
  return out;
}
