// The own hand of the tile games (American, Chinese, Gimme!) as buttons: laid out by
// suit, matching faces side by side, the tile just drawn marked. What a press does is
// the game's (press); discardOnPress is the usual one.

import { h } from './dom.js';
import { onPress } from './press.js';

// tiles: the game's {tileElement, tileId, tileName}; layout: its hand layout; drawnWord:
// "drawn" or "taken"; press(button, card, id) gives each button its role.
export function tileHand(ctx, { cls = 'hand', label, layout, tiles, drawnWord = 'drawn', press }) {
  const { tileElement, tileId, tileName } = tiles;
  const drawn = tileId(ctx.view.just_drawn);
  const el = h('div', { class: cls, role: 'group', 'aria-label': label, 'data-testid': 'hand' });
  el.append(...layout(ctx.view.hand ?? []).map(({ suit, groups }) => h('div', { class: 'suit-group', dataset: { suit } },
    ...groups.map((g) => h('div', { class: `group${g.cards.length >= 2 ? ' set' : ''}` }, ...g.cards.map((card) => {
      const id = tileId(card);
      const b = tileElement(card, { button: true });
      b.type = 'button';
      if (id === drawn) {
        b.classList.add('drawn');
        b.setAttribute('aria-label', `${tileName(card)}, just ${drawnWord}`);
      }
      press(b, card, id);
      return b;
    }))))));
  return el;
}

// A tile the server lets you discard (droppable: its ids) goes on a tap, its label saying
// so with verb ("Discard", "Drop"); any other is shown disabled.
export const discardOnPress = (ctx, droppable, verb) => (b, card, id) => {
  if (droppable.has(id)) {
    b.setAttribute('aria-label', `${verb} ${b.getAttribute('aria-label')}`);
    onPress(b, () => ctx.send('discard', { card: id }), { touchOnTap: true });
  } else {
    b.setAttribute('aria-disabled', 'true');
  }
};
