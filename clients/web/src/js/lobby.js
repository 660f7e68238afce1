// The waiting room: the share link and QR code, the seats with who sits where and
// whether they are connected, seat changes, bots, and the host's start button.

import { h } from './dom.js';
import { morphChildren } from './morph.js';
import { qrSvg } from './qr.js';

export function renderLobby(stage, { lobby, you, send, game }) {
  const t = lobby;
  const url = new URL(t.link, location.origin).href;
  const qr = h('div', { class: 'qr', 'data-testid': 'qr' });
  try {
    qr.innerHTML = qrSvg(url, { level: 'M', label: `QR code for ${url}` });  // generated SVG, no user text
  } catch {
    qr.remove();
  }
  const linkInput = h('input', { readonly: true, value: url, 'aria-label': 'Table link', 'data-testid': 'share-link' });
  const copy = h('button', {
    class: 'btn small', type: 'button', text: 'Copy link',
    // The live elements, not this render's: an update keeps the ones on the page.
    onclick: async (e) => {
      const button = e.currentTarget;
      try {
        await navigator.clipboard.writeText(url);
        button.textContent = 'Copied!';
      } catch {
        button.parentElement?.querySelector('[data-testid=share-link]')?.select();
      }
    },
  });
  const share = h('section', { class: 'panel share', 'aria-label': 'Invite friends' },
    h('div', {},
      h('div', { class: 'hint', text: 'Table code' }),
      h('div', { class: 'code-big', 'data-testid': 'table-code', text: t.code }),
      h('div', { class: 'hint', text: 'Share this link, or let friends at the table scan the code.' }),
      h('div', { class: 'link-box' }, linkInput, copy)),
    qr);

  const isHost = !!you?.host;
  const mySeat = you?.seat ?? null;
  const rows = t.seats.map(({ seat, occupant: o, bot_stand_in: standIn }) => {
    const mine = mySeat === seat;
    const covered = !!(standIn || o?.bot_stand_in);  // a bot plays for this disconnected person
    const who = o
      ? h('div', { class: 'seat-who' },
          h('span', { class: 'name' }, h('span', { class: `dot${o.connected ? '' : ' off'}` }), o.name, mine ? ' (you)' : '',
            o.host ? h('span', { class: 'badge', text: 'host' }) : null, o.kind === 'bot' ? h('span', { class: 'badge bot', text: 'bot' }) : null),
          h('span', { class: 'sub', text: o.kind === 'bot' ? `${o.strength ?? 'friendly'} bot` : o.connected ? 'connected' : 'disconnected' }),
          covered ? h('span', { class: 'sub stand-in', 'data-testid': 'stand-in', text: 'bot playing until they return' }) : null)
      : h('div', { class: 'seat-who' }, h('span', { class: 'name', text: 'Empty seat' }), h('span', { class: 'sub', text: 'waiting for a player' }));
    const buttons = [];
    if (!o && !mine) buttons.push(h('button', { class: 'btn small', type: 'button', 'data-testid': `sit-${seat}`, onclick: () => send('take_seat', { seat }), text: mySeat === null ? 'Sit here' : 'Move here' }));
    if (!o && isHost) buttons.push(h('button', { class: 'btn small', type: 'button', 'data-testid': `add-bot-${seat}`, onclick: () => send('add_bot', { seat, strength: 'friendly' }), text: 'Add bot' }));
    if (o?.kind === 'bot' && isHost) buttons.push(h('button', { class: 'btn small', type: 'button', onclick: () => send('remove_bot', { seat }), text: 'Remove bot' }));
    if (o?.kind === 'human' && isHost && !mine) buttons.push(h('button', { class: 'btn small', type: 'button', 'data-testid': `remove-person-${seat}`, 'aria-label': `Remove ${o.name} from the table`, onclick: () => send('remove_person', { seat }), text: 'Remove' }));
    if (mine) buttons.push(h('button', { class: 'btn small', type: 'button', onclick: () => send('leave_seat', {}), text: 'Stand up' }));
    return h('div', { class: `seat-row${mine ? ' me' : ''}`, dataset: { seat: String(seat) } },
      h('span', { class: 'seat-num', text: String(seat + 1) }), who, h('div', { class: 'row' }, ...buttons));
  });
  // The host is told who watches (by the names the table shows) and may send one away.
  const watchers = isHost ? (you?.spectators ?? []) : [];
  const watchersPanel = watchers.length
    ? h('section', { class: 'panel', 'aria-label': 'Watching', 'data-testid': 'watchers' },
        h('h2', { text: `Watching (${watchers.length})` }),
        h('div', { class: 'seats' }, ...watchers.map((name, i) => h('div', { class: 'seat-row', dataset: { watcher: name } },
          h('div', { class: 'seat-who' }, h('span', { class: 'name', text: name }), h('span', { class: 'sub', text: 'watching' })),
          h('div', { class: 'row' }, h('button', { class: 'btn small', type: 'button', 'data-testid': `remove-watcher-${i}`, 'aria-label': `Remove ${name} from the table`, onclick: () => send('remove_person', { spectator: name }), text: 'Remove' }))))))
    : null;
  const filled = t.seats.filter((s) => s.occupant).length;
  const s = t.settings ?? {};
  const seatsPanel = h('section', { class: 'panel', 'aria-label': 'Seats' },
    game ? h('p', { class: 'game-line', 'data-testid': 'lobby-game' }, h('b', { text: game.name }), ` · ${game.players}`) : null,
    h('h2', { text: `Seats (${filled} of ${t.seats.length})` }),
    h('div', { class: 'seats', 'data-testid': 'seats' }, ...rows),
    h('p', { class: 'hint', 'data-testid': 'lobby-settings', text: `${game ? game.settingsLine(s) : ''}${t.spectators ? ` · ${t.spectators} watching` : ''}` }),
    isHost
      ? h('button', { class: 'btn primary wide start-btn', type: 'button', 'data-testid': 'start', disabled: filled < t.seats.length, onclick: () => send('start_game', {}), text: filled < t.seats.length ? 'Fill every seat to start' : 'Start the game' })
      : h('p', { class: 'hint', text: 'Waiting for the host to start the game.' }),
  );
  // In place, as the table is: a seat taken while the host's mouse is down on Start must
  // not swap the button away from under it (the press and release would make no click).
  morphChildren(stage, h('div', {}, h('h1', { class: 'visually-hidden', text: `Table ${t.code}: waiting for players` }), share, seatsPanel, watchersPanel));
}
