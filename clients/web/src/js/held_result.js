// A round's result sheet the player tapped stays on screen: the server deals the next
// round on its own time (Ready, or the pause running out), and someone still reading the
// hands should not lose them to it. The held sheet is a copy kept beside the stage, where
// no update of the table reaches, until the player taps it again or the hold runs out.
// Client only: the server is never asked to wait. Every game's sheet goes through here.

import { h, listen } from './dom.js';
import { morph } from './morph.js';

export const HOLD_MS = 20000;

let held = null;  // { el, round, timer }

function release() {
  if (!held) return;
  clearTimeout(held.timer);
  held.el.remove();
  held = null;
}

// A tap on a link or button inside the sheet does its own job and holds nothing.
const onControl = (e) => e.target instanceof Element && e.target.closest('a, button, input, select, textarea, summary');

// The copy shown while held: the sheet as last drawn, without its countdown to the next
// round (that round may already be under way), with a line saying it is held.
function heldCopy(box, until) {
  const copy = box.cloneNode(true);
  copy.querySelectorAll('[data-hold-hint], .next-round').forEach((el) => el.remove());
  // Its live regions were announced with the live sheet: the copy's are not read out again.
  copy.querySelectorAll('[role=status], [role=alert], [role=timer], [aria-live]').forEach((el) => { el.removeAttribute('role'); el.removeAttribute('aria-live'); });
  copy.classList.add('held-result');
  copy.dataset.testid = 'held-result';
  copy.dataset.key = 'held-result';
  copy.setAttribute('aria-label', `${box.getAttribute('aria-label') ?? 'Result'}, held`);
  // Only the words are a live region: the seconds tick and would be read out each time.
  const close = h('button', { type: 'button', class: 'btn small', 'data-testid': 'release-held', text: 'Close' });
  listen(close, 'click', release);
  copy.prepend(h('div', { class: 'held-row' },
    h('p', { class: 'held-line', 'data-testid': 'held-line' },
      h('b', { role: 'status', text: 'Held — tap to close' }), ' · closes by itself in ', h('span', { dataset: { secondsUntil: String(until) }, text: String(Math.ceil(Math.max(0, until - performance.now()) / 1000)) }), ' s'),
    close));
  listen(copy, 'click', (e) => {
    if (!onControl(e)) release();
  });
  return copy;
}

// focus: held from the keyboard, so the keyboard goes on to the copy's Close (the live
// sheet, and the button that was pressed, are hidden while it is held).
function hold(sheet, round, focus = false) {
  release();
  const stage = sheet.closest('.stage');
  if (!stage?.parentElement) return;
  const until = performance.now() + HOLD_MS;
  const el = heldCopy(sheet, until);
  stage.parentElement.insertBefore(el, stage);
  held = { el, round, until, timer: setTimeout(release, HOLD_MS) };
  if (focus) el.querySelector('[data-testid=release-held]')?.focus();
}

// Called by each game's result sheet as it is drawn (box: the fresh sheet, before the
// table puts it on the page). Between rounds it learns to hold on a tap, and a sheet
// already held for this round is kept up to date (a deck check may land after the end).
export function holdable(box, { view, replay }) {
  // Between rounds ('hand_over' in Chinese); a finished game's sheet stays anyway.
  if (replay || !['round_over', 'hand_over'].includes(view?.phase)) return box;
  const round = view.history?.length ?? 0;
  if (held && held.round !== round) release();
  if (held) morph(held.el, heldCopy(box, held.until));
  // Said beside the countdown, on its line (a phone's sheet has no line to spare).
  const line = box.querySelector('.next-round');
  if (line) {
    const row = h('div', { class: 'next-row', 'data-hold-hint': '' });
    // The same hold for a keyboard, which cannot tap the sheet itself.
    const button = h('button', { type: 'button', class: 'btn small', 'data-testid': 'hold-result', 'aria-label': 'Hold the result on screen', text: 'Hold' });
    listen(button, 'click', (e) => hold(e.currentTarget.closest('.holdable'), round, e.detail === 0));
    line.replaceWith(row);
    row.append(line, h('p', { class: 'hint', text: 'Tap the result to hold it.' }), button);
  }
  box.classList.add('holdable');
  listen(box, 'click', (e) => {
    if (!onControl(e)) hold(e.currentTarget, round);
  });
  return box;
}
