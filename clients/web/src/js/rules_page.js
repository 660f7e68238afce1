// A game's rules page with pictures: its sections in our own words (rules_page_*.js) and
// example hands, winning and not, drawn with that game's own card renderer. It opens
// on its own at /rules/<game>, or over a table in a dialog so the table is never left.

import { h } from './dom.js';
import { GAME_ORDER, RULESETS } from './rulesets.js';
import { nymjRulesPage } from './rules_page_nymj.js';
import { gimmeRulesPage } from './rules_page_gimme.js';
import { americanRulesPage } from './rules_page_american.js';
import { chineseRulesPage } from './rules_page_chinese.js';
import { bobaRulesPage } from './rules_page_boba.js';

const PAGES = { nymj: nymjRulesPage, gimme: gimmeRulesPage, american: americanRulesPage, chinese: chineseRulesPage, boba: bobaRulesPage };

export const hasRulesPage = (id) => !!PAGES[id] && !!RULESETS[id];
export const rulesHref = (id) => `/rules/${encodeURIComponent(id)}`;

export function rulesIdFromLocation(path = location.pathname) {
  const m = /^\/rules\/([a-z]{1,16})\/?$/.exec(path);
  return m && hasRulesPage(m[1]) ? m[1] : null;
}

// Cards side by side, one box per group, as a picture with words beside it.
function groupsPicture(page, groups) {
  return h('div', { class: 'rp-groups' }, ...groups.map((faces) => h('span', { class: 'rp-group' }, ...faces.map((f) => page.card(f)))));
}

function example(page, { win, groups, verdict, why }) {
  return h('figure', { class: `rp-hand ${win ? 'wins' : 'fails'}`, 'data-testid': 'rules-hand', dataset: { wins: String(win) } },
    groupsPicture(page, groups),
    h('figcaption', {},
      h('b', { class: 'rp-verdict' }, h('span', { 'aria-hidden': 'true', text: win ? '✔ ' : '✘ ' }), verdict), `: ${why}`));
}

function section(page, { title, text, show, hands }, i) {
  const id = `rp-${i}`;
  return h('section', { class: 'rp-section', 'aria-labelledby': id },
    h('h3', { id, text: title }),
    ...text.map((t) => h('p', { text: t })),
    show ? h('figure', { class: 'rp-show' }, groupsPicture(page, show.groups), h('figcaption', { text: show.caption })) : null,
    ...(hands ?? []).map((x) => example(page, x)));
}

// extra: more to show under the title (the guided hand's button, a link to the page).
export function rulesPage(id, { extra = [] } = {}) {
  const page = PAGES[id];
  const game = RULESETS[id];
  return h('article', { class: 'rules-page', 'data-testid': 'rules-page', dataset: { game: id } },
    h('h2', { class: 'rp-title', text: `How to play ${game.name}` }),
    h('p', { class: 'rp-players', text: game.players }),
    h('p', { class: 'rp-intro', text: page.intro }),
    ...extra,
    ...page.sections.map((s, i) => section(page, s, i)));
}

// Links to every game's page (the home page's how-to, a table of an unknown game).
export const rulesLinks = () => h('ul', { class: 'rp-links', 'data-testid': 'rules-links' },
  ...GAME_ORDER.filter(hasRulesPage).map((id) => h('li', {},
    h('a', { href: rulesHref(id), dataset: { game: id }, text: `How to play ${RULESETS[id].name}` }))));

// The page on its own (/rules/<game>): the other games' pages one tap away.
export function renderRulesPage(view, id, { extra = [] } = {}) {
  document.title = `How to play ${RULESETS[id].name} · Jongtable`;
  const others = h('nav', { class: 'rp-nav', 'aria-label': 'Other games' },
    ...GAME_ORDER.filter(hasRulesPage).map((g) => h('a', {
      href: rulesHref(g), class: 'btn small link-btn', 'aria-current': g === id ? 'page' : undefined, text: RULESETS[g].name,
    })));
  view.replaceChildren(h('div', { class: 'page rules' }, others, h('h1', { class: 'visually-hidden', text: `How to play ${RULESETS[id].name}` }), rulesPage(id, { extra })));
}
