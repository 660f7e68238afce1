// The replay of a finished game as a position among its steps (one accepted input each,
// with the events it caused), and the table after each step with every hand revealed:
// the server sends those views a page of steps at a time (protocol/README.md, "Replays"),
// kept here as they arrive. Pure: no DOM, no timers, no fetch, so the stepping rules are
// unit-tested in plain node. The game's descriptor (`game`, rulesets.js's for the
// replay's `ruleset`) says how its events deal a round, name a card and end a round;
// this module knows no game.

import { FairnessTracker, dealtRound } from './fairness.js';

export class ReplayModel {
  constructor(replay, game) {
    this.game = game;
    this.id = replay.id;
    this.players = replay.players ?? [];
    this.steps = replay.steps ?? [];
    this.rounds = replay.rounds ?? [];
    this.result = replay.result ?? null;
    this.index = 0;
    this.viewPage = replay.view_page ?? 32;
    this.views = new Map();  // step index -> view, page by page as fetched
    this.boundaries = roundBoundaries(this.steps, game.deals);
    this.checks = deckChecks(this.steps, this.rounds, game.deals);
  }

  get length() {
    return this.steps.length;
  }

  get step() {
    return this.steps[this.index] ?? null;
  }

  get atStart() {
    return this.index <= 0;
  }

  get atEnd() {
    return this.index >= this.steps.length - 1;
  }

  // Moves to step i (clamped); returns whether the position changed.
  seek(i) {
    const next = Math.max(0, Math.min(this.steps.length - 1, Math.trunc(Number(i) || 0)));
    const changed = next !== this.index;
    this.index = next;
    return changed;
  }

  // The table after step i, or null while its page has not been fetched.
  viewAt(i = this.index) {
    return this.steps[i]?.view ?? this.views.get(i) ?? null;
  }

  // The first step of the page of views holding step i.
  pageOf(i = this.index) {
    return i - (i % this.viewPage);
  }

  // A page of views from the server: {from, views}.
  addViews(page) {
    (page?.views ?? []).forEach((view, k) => this.views.set(page.from + k, view));
  }

  first() { return this.seek(0); }
  last() { return this.seek(this.steps.length - 1); }
  next() { return this.seek(this.index + 1); }
  prev() { return this.seek(this.index - 1); }

  // The start of the next round, or the end.
  nextRound() {
    const b = this.boundaries.find((x) => x.index > this.index);
    return this.seek(b ? b.index : this.steps.length - 1);
  }

  // The start of this round, or of the one before when already at a start.
  prevRound() {
    const before = this.boundaries.filter((x) => x.index < this.index);
    return this.seek(before.length ? before[before.length - 1].index : 0);
  }

  // The round a step belongs to (0 before the first deal).
  roundAt(i = this.index) {
    let round = 0;
    for (const b of this.boundaries) if (b.index <= i) round = b.round;
    return round;
  }

  name(seat) {
    return this.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  }

  // The deck check of a round: {ok, reason, commitment} or null when it was not revealed.
  check(round) {
    return this.checks.get(round) ?? null;
  }

  // The round that ends at this step, if one does.
  roundEndedAt(i = this.index) {
    const { end, round } = this.game.deals;
    const ended = (this.steps[i]?.events ?? []).find((e) => e.type === end);
    return ended ? (round && ended.result?.[round]) || this.roundAt(i) : null;
  }

  // The step at which a round ends, or -1.
  endOf(round) {
    return this.steps.findIndex((s, i) => (s.events ?? []).some((e) => e.type === this.game.deals.end) && this.roundEndedAt(i) === round);
  }

  // "Round 2", or the game's own word for a deal ("Hand 2").
  roundName(round) {
    const b = this.boundaries.find((x) => x.round === round);
    const word = this.game.deals.word ?? 'Round';
    if (!this.game.deals.round) return word;  // one deal per game
    return b?.tiebreaker ? `Tiebreaker (${word.toLowerCase()} ${round})` : `${word} ${round}`;
  }
}

// Each revealed round's deck check: the hash, and every hand dealt and card drawn in the
// replay against the revealed order. Map round -> {ok, reason, commitment}.
function deckChecks(steps, rounds, deals) {
  const tracker = new FairnessTracker(deals);
  for (const step of steps) tracker.observeEvents(step.events, null, { everyone: true });
  const out = new Map();
  for (const r of rounds) {
    const rec = tracker.observe({ round: r.round, commitment: r.commitment, salt: r.salt ?? null, deck: r.deck ?? null });
    if (rec && rec.state !== 'sealed') out.set(r.round, { ok: rec.state === 'verified', reason: rec.reason, commitment: r.commitment });
  }
  return out;
}

// Steps at which a round is dealt: [{index, round, tiebreaker}].
export function roundBoundaries(steps, deals) {
  const out = [];
  steps.forEach((step, index) => {
    for (const ev of step.events ?? []) {
      const round = dealtRound(ev, deals);
      if (round !== null) out.push({ index, round, tiebreaker: !!ev.tiebreaker });
    }
  });
  return out;
}

// One line that says what happened at a step, for someone who sees every hand, in the
// words and card names of the game (`game`: its descriptor).
export function stepText(step, names, game) {
  if (!step) return '';
  const lines = [];
  for (const ev of step.events ?? []) {
    const line = replayLine(ev, names, game);
    if (line) lines.push(line);
  }
  if (lines.length) return lines.join(' ');
  return inputText(step.input, names);
}

function replayLine(ev, names, game) {
  switch (ev.type) {
    case 'card_drawn': {
      const what = (ev.card && game.cardName(ev.card)) || 'a card';
      return `${names(ev.seat)} ${game.drewWord ?? 'drew'} ${what}${ev.replacement ? ' as a replacement' : ''}.`;
    }
    case 'claim_passed':
      return `${names(ev.seat)} passed.`;
    case 'hand_dealt':
    case 'turn_started':
    case 'claim_window_closed':
      return null;  // told by the lines around them
    default:
      return game.narrate(ev, names, null)?.text ?? null;
  }
}

function inputText(input, names) {
  const who = input && typeof input.seat === 'number' ? names(input.seat) : 'The table';
  switch (input?.type) {
    case 'start_game': return 'The host started the game.';
    case 'pass': return `${who} passed.`;
    case 'steal': return `${who} yelled STEAL!`;
    case 'claim_window_expired': return 'The claim window closed.';
    case 'turn_clock_expired': return 'The turn clock ran out.';
    case 'begin_next_round': return 'The next round is dealt.';
    default: return input?.type ? `${who}: ${input.type.replaceAll('_', ' ')}.` : '';
  }
}

// Every seat's hand from a revealed view: {concealed: [card], exposed: [[card]]} per seat.
// Accepts the hand on the seat (`hand` or `concealed`) or a `hands` (`revealed_hands`)
// list by seat.
export function revealedHand(view, seat) {
  const s = view?.seats?.find((x) => x.seat === seat);
  const fromList = (view?.hands ?? view?.revealed_hands)?.[seat];
  let concealed = s?.hand ?? s?.concealed ?? (Array.isArray(fromList) ? fromList : fromList?.concealed) ?? null;
  if (!Array.isArray(concealed)) concealed = null;
  return concealed ? { concealed, exposed: s?.exposed ?? fromList?.exposed ?? [] } : null;
}
