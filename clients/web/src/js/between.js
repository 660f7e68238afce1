// Between rounds and after the game, for every game alike: the Ready button (the table
// waits for everyone's, up to its cap), who is ready and the countdown, the Rematch
// button (one press: the rematch table, in the same seat) and the offer of a rematch
// someone made. Drawn at the foot of the result sheet (result_sheet.js), updated in place
// with it, so no press on Ready is lost.

import { h } from './dom.js';
import { gameLinks } from './game_end.js';

const BETWEEN = new Set(['round_over', 'hand_over']);

// The word a game uses for what is dealt next.
const HAND_GAMES = new Set(['american', 'chinese']);
const wordOf = (lobby) => (HAND_GAMES.has(lobby?.ruleset) ? 'hand' : 'round');

const countdown = (at) => h('b', { dataset: { secondsUntil: String(at) }, text: String(Math.ceil(Math.max(0, at - performance.now()) / 1000)) });

// opts: {view, lobby, me, rematch: {code, from} | null, nextRoundAt (page clock) | null,
//        replayHref, send, askRematch, joinRematch}. Null when there is no next step to show.
export function sheetActions({ view, lobby, me, rematch, nextRoundAt, replayHref, send, askRematch, joinRematch }) {
  const parts = [];
  const seated = me !== null && me !== undefined;
  const seats = lobby?.seats ?? [];
  if (BETWEEN.has(view?.phase)) {
    const word = wordOf(lobby);
    const people = seats.filter((s) => s.occupant?.kind === 'human' && s.occupant.connected && !s.bot_stand_in);
    const ready = people.filter((s) => s.ready);
    const mine = seats.find((s) => s.seat === me)?.ready;
    if (seated && !mine) {
      parts.push(h('button', { class: 'btn primary', 'data-testid': 'ready', onclick: () => send('ready') }, `Ready for the next ${word}`));
    } else if (people.length) {
      parts.push(h('p', { class: 'hint', role: 'status', 'data-testid': 'ready-state', text: `Ready: ${ready.length} of ${people.length}. The next ${word} starts when everyone is.` }));
    }
    // Its own line: the seconds tick, and the words above are read out when they change.
    if (nextRoundAt) parts.push(h('p', { class: 'hint', role: 'timer', 'data-testid': 'next-round' }, `Next ${word} in `, countdown(nextRoundAt), ' s at the latest'));
  }
  if (view?.phase === 'game_over') {
    if (rematch && rematch.from?.seat !== me) {
      const who = rematch.from?.name ?? 'Someone';
      parts.push(h('p', { class: 'hint', role: 'status', 'data-testid': 'rematch-offer', text: `${who} asked for a rematch: the same seats at a new table.` }),
        h('button', { class: 'btn primary', 'data-testid': 'join-rematch', onclick: () => joinRematch(rematch.code) },
          seated ? 'Join the rematch' : 'Watch the rematch'));
    } else if (seated) {
      parts.push(h('button', { class: 'btn primary', 'data-testid': 'rematch', onclick: askRematch }, 'Rematch: same seats'));
    }
    parts.push(...gameLinks(replayHref).filter(Boolean));
  }
  if (!parts.length) return null;
  return h('div', { class: 'sheet-actions', 'data-key': 'sheet-actions', 'data-testid': 'between' }, ...parts);
}
