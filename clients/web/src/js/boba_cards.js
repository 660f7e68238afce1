// Boba Mahjong's 53 ingredient cards as the browser draws them: five flavours numbered
// 0-8 and four toppings. The face code says everything ("taro4", "grass_jelly"), so a
// replay without a catalogue still draws every card; the lobby's catalogue, when sent,
// only supplies the names. Each card shows its number and its flavour's word, so colour
// is never the only cue.

export const FLAVOURS = {
  taro: { name: 'Taro', ab: 'Ta' },
  matcha: { name: 'Matcha', ab: 'Ma' },
  strawberry: { name: 'Strawberry', ab: 'St' },
  butterfly: { name: 'Butterfly', ab: 'Bu' },
  mango: { name: 'Mango', ab: 'Mg' },
};
export const FLAVOUR_ORDER = ['taro', 'matcha', 'strawberry', 'butterfly', 'mango'];
export const TOPPINGS = {
  pearls: { name: 'Pearls', ab: 'Pe' },
  grass_jelly: { name: 'Grass Jelly', ab: 'GJ' },
  cheese_foam: { name: 'Cheese Foam', ab: 'CF' },
  red_bean: { name: 'Red Bean', ab: 'RB' },
};
const TOPPING_ORDER = ['pearls', 'grass_jelly', 'cheese_foam', 'red_bean'];

let names = new Map();  // face code -> display name, from the lobby's catalogue
export function setBobaCatalogue(catalogue) {
  if (!Array.isArray(catalogue)) return;
  names = new Map(catalogue.filter((e) => e && typeof e.face === 'string').map((e) => [e.face, String(e.name ?? e.face)]));
}

const faceOf = (card) => (typeof card === 'string' ? card : card && typeof card === 'object' ? card.face : null);
export const cardId = (card) => (typeof card === 'number' ? card : card?.id ?? null);

// {id, code, flavour|null, topping|null, number|null, name} or null for an unknown face.
export function describeCard(card) {
  const code = faceOf(card);
  if (typeof code !== 'string') return null;
  const id = cardId(card);
  if (TOPPINGS[code]) return { id, code, flavour: null, topping: code, number: null, name: names.get(code) ?? TOPPINGS[code].name };
  const m = /^([a-z]+)([0-8])$/.exec(code);
  if (!m || !FLAVOURS[m[1]]) return null;
  const number = Number(m[2]);
  return { id, code, flavour: m[1], topping: null, number, name: names.get(code) ?? `${number} ${FLAVOURS[m[1]].name}` };
}

export const cardName = (card) => describeCard(card)?.name ?? 'a card';
// The word printed on a card: its flavour or topping as the rules name it (never a
// nickname such as "Blue" for Butterfly), or '' for an unknown face.
export function printedWord(card) {
  const d = describeCard(card);
  if (!d) return '';
  return d.topping ? TOPPINGS[d.topping].name : FLAVOURS[d.flavour].name;
}
export const cardNames = (cards) => listWords((cards ?? []).map(cardName));
export function listWords(words) {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

// Sort key: numbers by number then flavour, toppings after.
function sortKey(card) {
  const d = describeCard(card);
  if (!d) return 1e6;
  if (d.topping) return 1000 + TOPPING_ORDER.indexOf(d.topping) * 10 + (cardId(card) ?? 0) / 100;
  return d.number * 10 + FLAVOUR_ORDER.indexOf(d.flavour);
}
export const sortCards = (cards) => [...(cards ?? [])].sort((a, b) => sortKey(a) - sortKey(b));

// Where a long one-word name may break on a narrow card (a soft hyphen).
const BREAKS = { Strawberry: 'Straw\u00adberry', Butterfly: 'Butter\u00adfly' };

// A card element (the shared .card box). Options: small, tiny, button.
export function cardElement(card, options = {}) {
  const info = describeCard(card);
  const el = document.createElement(options.button ? 'button' : 'div');
  el.className = 'card boba-card';
  if (options.button) el.type = 'button';
  else el.setAttribute('role', 'img');
  if (options.small) el.classList.add('small');
  if (options.tiny) el.classList.add('tiny');
  if (!info) {
    el.classList.add('back');
    el.setAttribute('aria-label', 'facedown card');
    return el;
  }
  el.dataset.face = info.code;
  if (info.id !== null && info.id !== undefined) el.dataset.id = String(info.id);
  el.setAttribute('aria-label', info.name);
  el.title = info.name;
  // Printed marks are CSS content (data-t): the label alone names the card.
  if (info.topping) {
    el.classList.add('topping', `tp-${info.topping}`);
    el.innerHTML = '<span class="dot" aria-hidden="true"></span>' +
      `<span class="word" aria-hidden="true" data-t="${BREAKS[printedWord(info.code)] ?? printedWord(info.code)}"></span>` +
      `<span class="ab" aria-hidden="true" data-t="${TOPPINGS[info.topping].ab}"></span>`;
  } else {
    el.classList.add(`fl-${info.flavour}`);
    el.innerHTML = `<span class="big" aria-hidden="true" data-t="${info.number}"></span>` +
      `<span class="word" aria-hidden="true" data-t="${BREAKS[printedWord(info.code)] ?? printedWord(info.code)}"></span>` +
      `<span class="ab" aria-hidden="true" data-t="${FLAVOURS[info.flavour].ab}"></span>`;
  }
  return el;
}
