// What this browser remembers between visits: the seats it held (by table code, for a
// rejoin and the home page's list) and, per tab, the chat seen at its table.

const SEATS_KEY = 'jongtable.seats';
const KEEP_TABLES = 8;
const CHAT_KEEP = 50;

export function heldSeats() {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

// Keeps the few most recent tables only.
export function saveSeats(seats) {
  const recent = Object.entries(seats).sort((a, b) => (b[1].at ?? 0) - (a[1].at ?? 0)).slice(0, KEEP_TABLES);
  localStorage.setItem(SEATS_KEY, JSON.stringify(Object.fromEntries(recent)));
}

// The home page's rows: this browser's tables, newest first.
export function myTables() {
  return Object.entries(heldSeats())
    .map(([code, rec]) => ({ code, name: rec.name, status: rec.status ?? 'playing', turn: !!rec.turn, at: rec.at ?? 0 }))
    .sort((a, b) => b.at - a.at);
}

// The chat this tab has seen at a table, kept for a reload until the server's
// chat_history arrives (it then replaces the pane; a table's history is lost when its
// server restarts, this copy is not).
const chatKey = (code) => `jongtable.chat.${code}`;
export function keptChat(code) {
  try {
    const lines = JSON.parse(sessionStorage.getItem(chatKey(code)) ?? '[]');
    return Array.isArray(lines) ? lines : [];
  } catch {
    return [];
  }
}
export function keepChat(code, line) {
  try {
    sessionStorage.setItem(chatKey(code), JSON.stringify([...keptChat(code), line].slice(-CHAT_KEEP)));
  } catch {
    // storage full or off: the chat simply starts empty after a reload
  }
}
