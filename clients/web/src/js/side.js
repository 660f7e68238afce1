// The side panel: the table log, the chat and quick reactions. It sits beside the
// table on wide screens and below it on phones, so it never covers the cards.

import { h } from './dom.js';

export const REACTIONS = [
  ['nice', 'Nice!'], ['ouch', 'Ouch'], ['wow', 'Wow'], ['lol', 'LOL'],
  ['hurry', 'Hurry up'], ['gg', 'GG'], ['thanks', 'Thanks'], ['oops', 'Oops'],
];
// The server's chat limit (protocol/README.md, Limits).
export const CHAT_LIMIT = 280;

export const reactionText = (r) => REACTIONS.find(([k]) => k === r)?.[1] ?? r;

export function createSide({ send }) {
  // The feeds scroll, so they take the keyboard's focus too (arrow keys scroll them).
  const log = h('div', { class: 'feed', tabindex: '0', role: 'log', 'aria-label': 'Table log', 'data-testid': 'log' });
  const chat = h('div', { class: 'feed', tabindex: '0', role: 'log', 'aria-label': 'Chat', 'data-testid': 'chat', hidden: true });
  const tabLog = h('button', { type: 'button', role: 'tab', 'aria-selected': 'true', text: 'Table log' });
  const tabChat = h('button', { type: 'button', role: 'tab', 'aria-selected': 'false', text: 'Chat' });
  let unread = 0;
  const select = (which) => {
    const showChat = which === 'chat';
    chat.hidden = !showChat;
    log.hidden = showChat;
    tabChat.setAttribute('aria-selected', String(showChat));
    tabLog.setAttribute('aria-selected', String(!showChat));
    if (showChat) {
      unread = 0;
      tabChat.textContent = 'Chat';
    }
  };
  tabLog.addEventListener('click', () => select('log'));
  tabChat.addEventListener('click', () => select('chat'));

  const input = h('input', { maxlength: CHAT_LIMIT, placeholder: 'Say something…', 'aria-label': 'Chat message', 'aria-describedby': 'chat-count', autocomplete: 'off', 'data-testid': 'chat-input' });
  const counter = h('span', { id: 'chat-count', class: 'chat-count', 'data-testid': 'chat-count', text: `0/${CHAT_LIMIT}` });
  const count = () => {
    const n = [...input.value].length;  // the server counts characters, not UTF-16 units
    counter.textContent = `${n}/${CHAT_LIMIT}`;
    counter.classList.toggle('near', n >= CHAT_LIMIT - 20);
  };
  input.addEventListener('input', count);
  const form = h('form', { class: 'chat-form' }, input, counter, h('button', { class: 'btn small', type: 'submit', text: 'Send' }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    send('chat', { text }).then(() => {
      input.value = '';
      count();
    }, () => {});
    // Hand the keyboard back to the table so Space is STEAL! again.
    input.blur();
    select('chat');
  });
  const reactions = h('div', { class: 'reactions', role: 'group', 'aria-label': 'Quick reactions' },
    ...REACTIONS.map(([key, label]) => h('button', { type: 'button', onclick: () => send('react', { reaction: key }), text: label })));

  const el = h('aside', { class: 'side', 'aria-label': 'Log and chat' },
    h('div', { class: 'tabs', role: 'tablist' }, tabLog, tabChat), log, chat, form, reactions);

  const append = (feed, node) => {
    const stick = feed.scrollTop + feed.clientHeight >= feed.scrollHeight - 30;
    feed.append(node);
    while (feed.children.length > 300) feed.firstChild.remove();
    if (stick || feed.hidden) feed.scrollTop = feed.scrollHeight;
  };
  return {
    el,
    log(text, cls = '') {
      append(log, h('div', { class: `item ${cls}`, text }));
    },
    chat(from, text, kind = '', { earlier = false } = {}) {
      // Chat is text from other people: textContent only, never markup.
      append(chat, h('div', { class: `item ${kind}` }, h('span', { class: 'from', text: `${from}:` }), h('span', { text })));
      if (chat.hidden && !earlier) {
        unread++;
        tabChat.textContent = `Chat (${unread})`;
      }
    },
    // The table's own record of what was said replaces whatever this tab showed (lines
    // kept over a reload would otherwise appear twice). lines: [{from, text}], oldest first.
    chatHistory(lines) {
      chat.replaceChildren();
      for (const { from, text } of lines) this.chat(from, text, 'earlier', { earlier: true });
    },
  };
}
