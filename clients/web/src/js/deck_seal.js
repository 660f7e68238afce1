// The deck check on the table: "Deck sealed: ab12cd34" during a round, its verdict
// after (fairness.js), for every game alike.

import { h } from './dom.js';
import { fairnessLabel } from './fairness.js';

// "Deck sealed: ab12cd34" during a round, its verdict after: the full commitment on hover,
// and on tap (a button, so it is reachable by keyboard and finger alike).
let sealOpen = false;
export function deckSeal(rec) {
  const label = fairnessLabel(rec);
  if (!label) return null;
  const btn = h('button', {
    type: 'button', class: `deck-seal ${label.cls}`, title: label.title, 'data-testid': 'deck-seal',
    'aria-expanded': String(sealOpen), 'data-state': rec.state,
    // The page keeps its own copy of this button across updates: act on the one pressed.
    onclick: (e) => {
      sealOpen = !sealOpen;
      e.currentTarget.setAttribute('aria-expanded', String(sealOpen));
      const shown = e.currentTarget.parentElement?.querySelector('.deck-full');
      if (shown) shown.hidden = !sealOpen;
    },
  }, label.text);
  const full = h('span', { class: 'deck-full', hidden: !sealOpen, text: rec.state === 'failed' ? rec.reason : rec.commitment ?? '' });
  return h('div', { class: 'deck-box' }, btn, full);
}
