// One WebSocket to the server (protocol/README.md), kept alive across drops and reloads:
// every request gets its reply by `seq`, broadcasts go to listeners, and a dropped
// connection comes back by itself with the resume token and the last version rendered.
// Silence counts as a drop: the server's own pings are answered by the browser unseen,
// so the client asks for a pong of its own when the line has been quiet for a while.
// In a cluster a node may send `moved` (docs/cluster.md): the socket then comes back on
// the node named, and the session goes back to the table it was at or going for.

import { afterFailedTry, followMoved, hintedUrl } from './node_hint.js';

const TOKEN_KEY = 'jongtable.resume_token';
const BUSY_TRIES = 4;  // 0.25 + 0.5 + 1 + 2 s: past that the server is not busy but down
// Nodes that keep sending us on without ever taking us disagree about the table: past
// this many moves in a row the usual backoff spaces them out.
const QUICK_MOVES = 2;

export class Connection {
  constructor({ url, name, onMessage, onStatus, onSessionLost, storage = globalThis.sessionStorage, quietMs = 2500, silentMs = 6000, busyRetryMs = 250 }) {
    this.quietMs = quietMs;    // ask for a pong after this long without a frame
    this.silentMs = silentMs;  // and give the socket up after this long
    this.busyRetryMs = busyRetryMs;  // the first wait before a move the server was too busy for goes again
    this.lastFrameAt = 0;
    this.onSessionLost = onSessionLost;  // the server no longer knew our token
    this.url = url;
    this.name = name;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.storage = storage;
    this.seq = 0;
    this.pending = new Map();  // seq -> {resolve, reject, type}
    this.version = 0;          // the last `v` of the table rendered
    this.status = 'idle';
    this.session = null;
    this.retries = 0;
    this.stopped = false;
    this.ready = null;
    this.node = null;          // the cluster node to ask for (`?node=`), from the last `moved`
    this.hintFailures = 0;     // tries with that hint that got no session
    this.movesInRow = 0;
    this.table = null;         // {code, as}: the table this session sits at or is joining
    this.seenLobby = null;     // the table code of the last lobby on this socket
    this.rejoins = [];         // join_table requests a `moved` cut off: answered once back
  }

  get resumeToken() {
    return this.storage.getItem(TOKEN_KEY);
  }

  // Opens (or reopens) the socket; resolves with the welcome once the session is set.
  connect() {
    this.stopped = false;
    clearTimeout(this.timer);
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) {
      const old = this.ws;
      this.ws = null;  // its close must not schedule another reconnect
      old.onmessage = null;
      old.close();
      this.failPending('reconnecting');
    }
    this.setStatus(this.session ? 'reconnecting' : 'connecting');
    // A connect() that a `moved` cut off before its session was up settles with this one.
    const carried = this.carried;
    this.carried = null;
    const ws = new WebSocket(hintedUrl(this.url, this.node));
    this.ws = ws;
    this.seenLobby = null;
    let greeted = false;
    this.greeted = false;
    this.ready = new Promise((resolve, reject) => {
      const settle = { resolve, reject };
      this.settle = settle;
      ws.onopen = () => {
        this.lastFrameAt = Date.now();
        this.watch();
        this.greet().then((welcome) => {
          greeted = true;
          this.greeted = true;
          resolve(welcome);
        }, (err) => {
          if (this.carried !== settle) reject(err);
        });
      };
      ws.onmessage = (e) => this.receive(e.data);
      ws.onclose = () => {
        if (this.ws !== ws) return;
        if (!greeted) this.node = afterFailedTry(this.node, ++this.hintFailures);
        this.failPending('connection lost');
        reject(new Error('connection closed'));
        if (!this.stopped) this.scheduleReconnect();
      };
      ws.onerror = () => {};
    });
    if (carried) this.ready.then(carried.resolve, carried.reject);
    this.ready.catch(() => {});
    return this.ready;
  }

  async greet() {
    const token = this.resumeToken;
    const hello = { name: this.name };
    if (token) {
      hello.resume_token = token;
      hello.last_version = this.version;
    }
    let welcome;
    try {
      welcome = await this.request('hello', hello, { raw: true });
    } catch (err) {
      if (err.code !== 'bad_token') throw err;
      // The server forgot us (restarted, or the token expired): start afresh.
      this.storage.removeItem(TOKEN_KEY);
      welcome = await this.request('hello', { name: this.name }, { raw: true });
    }
    this.storage.setItem(TOKEN_KEY, welcome.resume_token);
    const fresh = this.session !== null && welcome.session !== this.session;
    this.session = welcome.session;
    this.hintFailures = 0;
    const back = await this.backToTable();
    if (fresh && !back) this.onSessionLost?.();
    this.retries = 0;
    this.setStatus('open');
    return welcome;
  }

  // After a reconnect the session may not be at its table: a fresh session (the node did
  // not know our token), or a join that a `moved` cut off. The pong comes after any lobby
  // the resume sent, so by then we know, and join again if need be. Presses wait: the
  // status is not 'open' until this is done.
  async backToTable() {
    const table = this.table;
    const waiting = this.rejoins.splice(0);
    if (!table) return false;
    await this.request('ping', {}, { raw: true });
    let reply = null;
    let refused = null;
    if (this.seenLobby !== table.code) {
      const join = { code: table.code, as: table.as };
      if (this.version > 0) join.last_version = this.version;
      try {
        reply = await this.request('join_table', join, { raw: true });
      } catch (err) {
        if (err.code === 'offline') {
          this.rejoins.push(...waiting);  // the socket went again: the next one answers them
          throw err;
        }
        refused = err;
        this.table = null;
      }
    }
    for (const { resolve, reject } of waiting) {
      if (refused) reject(refused);
      else resolve(reply ?? { type: 'lobby', re: null, table: { code: table.code } });
    }
    return !refused;
  }

  // Every second while a socket is open: a quiet line gets a ping, and a ping that nothing
  // at all has followed for a while means the line is dead. Counting from the ping, not
  // from the last frame, keeps a background tab (whose timers the browser slows) from
  // dropping a line that was merely quiet.
  watch() {
    clearInterval(this.watchTimer);
    this.pingSentAt = null;
    this.watchTimer = setInterval(() => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return;
      const now = Date.now();
      if (this.pingSentAt !== null && this.lastFrameAt < this.pingSentAt) {
        if (now - this.pingSentAt >= this.silentMs - this.quietMs) this.drop();
        return;
      }
      this.pingSentAt = null;
      if (now - this.lastFrameAt >= this.quietMs) {
        this.pingSentAt = now;
        this.request('ping', {}, { raw: true }).catch(() => {});
      }
    }, 1000);
  }

  // Gives the socket up (silence, the browser went offline, or a `moved`) and starts
  // reconnecting, after `delayMs` or the usual backoff.
  drop(delayMs = null) {
    const old = this.ws;
    if (!old) return;
    this.ws = null;
    old.onmessage = null;
    old.onclose = null;
    try {
      old.close();
    } catch {
      // already closing
    }
    clearInterval(this.watchTimer);
    this.pingSentAt = null;
    this.failPending('connection lost');
    if (!this.stopped) this.scheduleReconnect(delayMs);
  }

  scheduleReconnect(delayMs = null) {
    this.setStatus('reconnecting');
    const backoff = Math.min(5000, 300 * 2 ** this.retries) * (0.8 + Math.random() * 0.4);
    const delay = delayMs ?? backoff;
    this.retries++;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect().catch(() => {}), delay);
  }

  // Reconnects now (after a "superseded" notice, or when the page comes back online).
  reconnectNow() {
    clearTimeout(this.timer);
    if (this.ws && this.ws.readyState <= 1) return;
    this.retries = 0;
    this.connect().catch(() => {});
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.watchTimer);
    this.ws?.close();
  }

  setStatus(status) {
    this.status = status;
    this.onStatus?.(status);
  }

  // Sends a message and resolves with its reply; rejects with {code, message} on error.
  // A move refused with server_busy changed nothing, so it goes again after a short,
  // growing wait, as a person would press again: a press is not lost to a busy moment.
  request(type, fields = {}, options = {}) {
    const tries = options.busyTries ?? 0;
    return this.requestOnce(type, fields, options).catch((err) => {
      if (err.code !== 'server_busy' || tries >= BUSY_TRIES) throw err;
      return new Promise((resolve) => setTimeout(resolve, this.busyRetryMs * 2 ** tries))
        .then(() => this.request(type, fields, { ...options, busyTries: tries + 1 }));
    });
  }

  requestOnce(type, fields, { raw = false } = {}) {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN || (!raw && this.status !== 'open')) {
      const err = new Error('Not connected; trying again…');
      err.code = 'offline';
      return Promise.reject(err);
    }
    const before = this.table;
    if (type === 'join_table') this.table = { code: fields.code, as: fields.as ?? 'player' };
    const seq = ++this.seq;
    ws.send(JSON.stringify({ type, seq, ...fields }));
    return new Promise((resolve, reject) => this.pending.set(seq, { resolve, reject, type })).then((reply) => {
      if (type === 'leave_table') this.table = null;
      return reply;
    }, (err) => {
      // A refused join (full, started) leaves the session where it was: no later
      // reconnect may try that table again.
      if (type === 'join_table' && err.code !== 'offline') this.table = before;
      throw err;
    });
  }

  // A node sends us on (draining, not the table's owner, or it lost the table): go where
  // it says. A join it did not answer is answered once we are at the table on the next.
  followMove(msg) {
    const { node, delayMs } = followMoved(msg);
    this.node = node;
    this.hintFailures = 0;
    for (const [seq, waiter] of this.pending) {
      if (waiter.type === 'join_table') {
        this.rejoins.push(waiter);
        this.pending.delete(seq);
      }
    }
    if (!this.greeted) this.carried = this.settle;
    this.movesInRow++;
    this.drop(this.movesInRow > QUICK_MOVES ? null : delayMs);
  }

  failPending(why) {
    for (const { reject } of this.pending.values()) {
      const err = new Error(why);
      err.code = 'offline';
      err.sent = true;  // it left this page: the server may well have acted on it
      reject(err);
    }
    this.pending.clear();
  }

  receive(text) {
    this.lastFrameAt = Date.now();
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (msg.type === 'moved') {
      this.followMove(msg);
      return;
    }
    if (typeof msg.v === 'number' && msg.type === 'update') this.version = msg.v;
    if (msg.type === 'lobby' && msg.table?.code) {
      this.seenLobby = msg.table.code;
      this.table = { code: msg.table.code, as: (msg.you?.seat ?? null) !== null ? 'player' : 'spectator' };
      this.movesInRow = 0;
    }
    if (msg.type === 'removed') this.table = null;
    if (msg.type === 'bye') {
      this.stopped = msg.reason === 'superseded' || msg.reason === 'shutdown';
      if (msg.reason === 'shutdown') setTimeout(() => this.reconnectNow(), 2000);
    }
    const waiter = msg.re !== undefined ? this.pending.get(msg.re) : undefined;
    if (waiter) this.pending.delete(msg.re);
    // Replies that are also state (lobby, update) reach the listeners first.
    if (msg.type !== 'error' && msg.type !== 'ok' && msg.type !== 'pong' && msg.type !== 'welcome') {
      this.onMessage?.(msg);
    }
    if (!waiter) {
      if (msg.type === 'error') this.onMessage?.(msg);
      return;
    }
    if (msg.type === 'error') {
      const err = new Error(msg.message || msg.code);
      err.code = msg.code;
      waiter.reject(err);
    } else {
      waiter.resolve(msg);
    }
  }
}

export function socketUrl(loc = location) {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}
