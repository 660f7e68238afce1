// A guided first hand: the home page's (and a rules page's) "Learn: play a guided hand"
// starts the server's tutorial table (create_table options.tutorial; the server deals,
// the client never names a card) with two basic bots, and a hint box over the action bar
// says at each moment what to do and why, in the game's tutorial_*.js words. When the
// learner does something else, the next hint says so and carries on from there.

import { h } from './dom.js';
import { nymjHint } from './tutorial_nymj.js';
import { americanHint } from './tutorial_american.js';
import { owned, strayedFrom } from './tutorial_note.js';

const HINTS = { nymj: nymjHint, american: americanHint };
const KEY = (code) => `jongtable.tutorial.${code}`;

export const hasTutorial = (game) => !!HINTS[game];

// What main.js's create() takes for a tutorial table.
export const tutorialCreate = (game, name) => ({ name, tutorial: game, bots: 2, botStrength: 'basic', start: true });

export function learnButton(game, onStart, label = 'Learn: play a guided hand') {
  if (!hasTutorial(game)) return null;
  const err = h('p', { class: 'error-text', role: 'alert' });
  const btn = h('button', {
    type: 'button', class: 'btn primary', 'data-testid': `learn-${game}`, text: label,
    onclick: () => {
      btn.disabled = true;
      err.textContent = '';
      Promise.resolve(onStart(game)).catch((x) => {
        btn.disabled = false;
        err.textContent = x.message;
      });
    },
  });
  return h('div', { class: 'learn-box' }, btn, err);
}

// The table's tutorial, kept per tab so a reload keeps the hints.
export const rememberTutorial = (code, game) => sessionStorage.setItem(KEY(code), game);
export const tutorialOf = (code) => (code ? sessionStorage.getItem(KEY(code)) : null);

// What the learner was last told, to notice when they did something else.
let said = null;
let note = '';
let lessonCode = null;

// Draws (or refreshes) the hint box. A render replaces the children of the place it sits
// in, so the box is put back after every render.
const box = h('section', { class: 'tutorial-hint', 'aria-label': 'Guided hand', 'data-testid': 'tutorial-hint' });
export function showTutorialHint(stage, { game, code, view, me }) {
  if (code !== lessonCode) {
    lessonCode = code;
    said = null;
    note = '';
  }
  const hint = HINTS[game]?.(view, me);
  if (!hint || me === null || me === undefined) {
    box.remove();
    return;
  }
  const hand = (view.hand ?? []).map((c) => c.face);
  if (!said || said.step !== hint.step || said.face !== hint.face || said.window !== view.window?.id) {
    // A note stays until the learner has followed a hint again.
    const strayed = strayedFrom(said, view, me, hand);
    if (strayed) note = strayed;
    else if (said && said.step !== 'wait') note = '';
    said = { step: hint.step, face: hint.face, window: view.window?.id ?? null, held: hand.filter((f) => f === hint.face).length, owned: owned(view, me, hint.face), name: hint.name ?? hint.face };
  }
  box.dataset.step = hint.step;
  box.dataset.face = hint.face ?? '';
  box.replaceChildren(...[
    h('h2', { class: 'tutorial-title', text: hint.step === 'won' ? 'Why this hand wins' : 'Guided hand' }),
    note ? h('p', { class: 'tutorial-note', 'data-testid': 'tutorial-note', text: note }) : null,
    h('p', { class: 'tutorial-text', role: 'status', text: hint.text }),
    hint.step === 'won' || hint.step === 'lost' ? h('p', {}, h('a', { href: '/', class: 'btn small link-btn', text: 'Back to the home page' })) : null,
  ].filter(Boolean));
  // Where the eye is: the result sheet over the table once the hand is over, else the
  // action bar, else the top of the table.
  const home = stage.querySelector('.result-overlay') ?? stage.querySelector('[data-testid=action-bar]') ?? stage;
  if (home.firstChild !== box) home.prepend(box);
}
