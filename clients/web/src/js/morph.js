// Brings a live piece of the page up to date with a freshly rendered one, keeping every
// element that is still there. An update must never replace the button under a finger
// or a mouse: a press and its release on two different elements make no click, and a
// replaced element loses focus and restarts its animation.
//
// Children are matched by key (data-key, else a card's data-id, else data-testid) and
// otherwise in order by tag.

import { listen } from './dom.js';

function keyOf(node) {
  if (node.nodeType !== 1) return null;
  const d = node.dataset;
  if (!d) return null;
  if (d.key !== undefined) return `k:${d.key}`;
  if (d.id !== undefined) return `i:${d.id}`;
  if (d.testid !== undefined) return `t:${d.testid}`;
  return null;
}

const sameKind = (a, b) => a.nodeType === b.nodeType && (a.nodeType !== 1 || (a.tagName === b.tagName && a.namespaceURI === b.namespaceURI));

function syncAttributes(live, next) {
  for (const { name } of [...live.attributes]) {
    if (!next.hasAttribute(name)) live.removeAttribute(name);
  }
  for (const { name, value } of next.attributes) {
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  }
}

function syncHandlers(live, next) {
  const fresh = next.__on ?? {};
  for (const type of Object.keys(live.__on ?? {})) {
    if (!(type in fresh)) live.__on[type] = null;
  }
  for (const [type, fn] of Object.entries(fresh)) listen(live, type, fn);
}

// Makes live look like next (same tag) and returns live.
export function morph(live, next) {
  if (live.nodeType !== 1) {
    if (live.data !== next.data) live.data = next.data;
    return live;
  }
  syncAttributes(live, next);
  syncHandlers(live, next);
  morphChildren(live, next);
  return live;
}

// Makes live's children those of next, reusing live's own where they match.
export function morphChildren(live, next) {
  const wanted = [...next.childNodes];
  const keyed = new Map();
  const loose = [];
  for (const child of live.childNodes) {
    const key = keyOf(child);
    if (key === null) loose.push(child);
    else if (keyed.has(key)) keyed.get(key).push(child);
    else keyed.set(key, [child]);
  }
  wanted.forEach((want, i) => {
    const key = keyOf(want);
    let match = null;
    if (key !== null) {
      const list = keyed.get(key);
      if (list?.length && sameKind(list[0], want)) match = list.shift();
    } else {
      const at = loose.findIndex((c) => sameKind(c, want));
      if (at >= 0) match = loose.splice(at, 1)[0];
    }
    const node = match ? morph(match, want) : want;
    const here = live.childNodes[i] ?? null;
    if (here !== node) live.insertBefore(node, here);
  });
  // Everything wanted now sits at the front, in order; the rest is gone from the view.
  while (live.childNodes.length > wanted.length) live.lastChild.remove();
}
