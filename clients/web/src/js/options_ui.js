// The small form parts every game's options are made of: a segmented choice, a
// yes/no toggle, and the choices every game shares (bots in empty seats, turn clock).

import { h } from './dom.js';

export function seg(label, options, initial, name, onChange) {
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

export const toggle = (label, initial, testid) => seg(label, [[true, 'On'], [false, 'Off']], initial, testid);

export const botsChoice = (max = 3) => seg('Bots in empty seats', [[0, 'None'], ...Array.from({ length: max }, (_, i) => [i + 1, String(i + 1)])], 1, 'bots');

export const clockChoice = () => seg('Turn clock', [[15000, '15 s'], [30000, '30 s'], [60000, '60 s'], [0, 'Off']], 30000, 'clock');

// A "How to play" panel: the game's name and its steps.
export const howToPanel = (name, steps) => h('details', { class: 'panel how' },
  h('summary', { text: `How to play ${name}` }),
  h('ol', {}, ...steps.map((text) => h('li', { text }))));
