// Tiny DOM helpers. Text always goes in through textContent, never as markup.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else if (key.startsWith('on') && typeof value === 'function') listen(el, key.slice(2), value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

// Handlers go through one dispatcher per event type, kept on the element, so that an
// update which keeps the element (morph.js) can hand it the new render's handler.
export function listen(el, type, fn) {
  if (!el.__on) el.__on = {};
  if (!(type in el.__on)) el.addEventListener(type, (e) => el.__on[type]?.(e));
  el.__on[type] = fn;
}

// Where a notice goes instead of the floating toasts (the table's action bar on a
// phone); returns true when it took the notice.
let noticeSink = null;
export const setNoticeSink = (fn) => { noticeSink = fn; };
export const narrowScreen = () => typeof matchMedia === 'function' && matchMedia('(max-width: 900px)').matches;
// A finger, not a mouse, as the main pointer: keyboard hints would only be noise there.
export const touchFirst = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export function toast(text, kind = '') {
  if (noticeSink?.(text, kind)) return;
  const box = document.getElementById('toasts');
  if (!box) return;
  const t = h('div', { class: `toast ${kind}`, text, 'data-testid': 'toast' });
  box.append(t);
  // Narrow screens show one short notice at a time; wide ones a few, over the side panel.
  const keep = narrowScreen() ? 1 : 3;
  while (box.children.length > keep) box.firstChild.remove();
  setTimeout(() => t.remove(), kind === 'steal' ? 1600 : 3200);
}

// kind 'danger' makes it red (a failed deck check); anything else is the amber notice.
export function banner(text, action, kind = '') {
  const b = document.getElementById('banner');
  if (!b) return;
  b.replaceChildren();
  b.classList.toggle('danger', kind === 'danger');
  b.classList.toggle('info', kind === 'info');
  if (!text) {
    b.classList.remove('show');
    return;
  }
  b.append(h('span', { text }));
  if (action) b.append(h('button', { class: 'btn small', type: 'button', onclick: action.run, text: action.label }));
  b.classList.add('show');
}

export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
