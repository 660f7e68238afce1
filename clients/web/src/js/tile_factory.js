// What American, Chinese and Gimme! tiles share: the .card box (its size, a button or an
// image, the face-down back, the face code, id and name for tests and screen readers)
// and a hand laid out by suit with matching faces side by side. Each game's *_tiles.js
// adds its own classes and printed marks. Uses the DOM only when a box is made.

// info: the game's describeTile(card), or null for a hidden tile. cls: the game's class.
// Options: small, tiny, button. backLabel: what a hidden tile is called.
export function tileBox(info, cls, options = {}, backLabel = 'hidden card') {
  const el = document.createElement(options.button ? 'button' : 'div');
  el.className = `card ${cls}`;
  if (!options.button) el.setAttribute('role', 'img');
  if (options.small) el.classList.add('small');
  if (options.tiny) el.classList.add('tiny');
  if (!info) {
    el.classList.add('back');
    el.setAttribute('aria-label', backLabel);
    return el;
  }
  el.dataset.face = info.code;
  if (info.id !== null && info.id !== undefined) el.dataset.id = String(info.id);
  el.setAttribute('aria-label', info.name);
  el.title = info.name;
  return el;
}

// Cards grouped by suit (in suitOrder), and within a suit by face (by rank, each face's
// cards by id). describe: the game's describeTile. Unknown cards are left out.
// Returns [{suit, groups: [{face, cards: [card]}]}].
export function groupBySuit(cards, describe, suitOrder) {
  const bySuit = new Map();
  for (const c of cards ?? []) {
    const info = describe(c);
    if (!info) continue;
    if (!bySuit.has(info.suit)) bySuit.set(info.suit, new Map());
    const faces = bySuit.get(info.suit);
    if (!faces.has(info.code)) faces.set(info.code, { face: info.code, rank: info.rank, cards: [] });
    faces.get(info.code).cards.push({ card: c, id: info.id ?? 0 });
  }
  return suitOrder.filter((s) => bySuit.has(s)).map((suit) => ({
    suit,
    groups: [...bySuit.get(suit).values()].sort((a, b) => a.rank - b.rank)
      .map((g) => ({ face: g.face, cards: g.cards.sort((a, b) => a.id - b.id).map((x) => x.card) })),
  }));
}
