// Buttons that act the moment they are pressed. In a race for a discard the click
// (press and release on one element) is too late and too fragile: the press is what
// the player means. Keys still work through the click a focused button gets from
// Enter, which carries no pointer (detail 0).

import { listen } from './dom.js';

const inert = (el) => el.disabled || el.getAttribute('aria-disabled') === 'true';

// onPress(el, fn): fn runs on the primary button's pointerdown, and on a keyboard click.
// The click that follows a press is swallowed, so one press never acts twice.
// options.touchOnTap: a touch acts on the tap (click) instead, so a finger that starts a
// scroll on a card in the hand does not discard it.
export function onPress(el, fn, { touchOnTap = false } = {}) {
  listen(el, 'pointerdown', (e) => {
    const target = e.currentTarget;
    target.__pressActed = false;
    if (e.button !== 0 || inert(target)) return;
    if (touchOnTap && e.pointerType === 'touch') return;
    target.__pressActed = true;
    fn(e);
  });
  listen(el, 'click', (e) => {
    const target = e.currentTarget;
    if (e.detail > 0 && target.__pressActed) {
      target.__pressActed = false;
      return;
    }
    if (inert(target)) return;
    fn(e);
  });
  return el;
}
