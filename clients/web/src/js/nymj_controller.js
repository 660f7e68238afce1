// Not Your Ma's Jong's moves in the browser, for the shell (main.js): STEAL! with its
// words in the action bar (claim.js), the discard shown before the server's update
// (optimistic.js), and the set exposed at once when only one fits.

import { cardId, describe } from './nymj_cards.js';
import { claimOutcome, pressedClaim, replyToClaim } from './nymj_claim.js';
import { viewAfterDiscard } from './nymj_optimistic.js';

// shell: { app, me(), names(seat), send, act, render, showBubble, sound, toast }
export function nymjController(shell) {
  const { app } = shell;
  let claim = null;           // this viewer's part in the latest claim window, in words
  let autoExposed = null;
  let pendingDiscard = null;  // {card, base}: a discard shown at once, before the server's update
  // {id, card}: a discard sent just as the line dropped; the resume's update says whether
  // it counted, and if not it is made again (protocol/README.md, "Cluster").
  let unsure = null;
  const who = () => ({ me: shell.me(), names: shell.names });

  // The press is shown at once, from what this page knows; the server's reply then says
  // whether it reached the table in time, and the window's close what came of it.
  function steal() {
    const v = app.view;
    if (!v?.legal?.steal || !v.window) return;
    const win = v.window.id;
    if (claim?.window === win && claim.pressed) return;  // one STEAL! per discard
    claim = pressedClaim(win, who());
    shell.sound.play('steal');
    document.title = 'STEAL! sent · Jongtable';
    shell.showBubble(shell.me(), 'STEAL!', 'steal', false);
    shell.render();
    shell.send('steal', { window: win }).then(() => settle(win, null), (err) => settle(win, err));
  }
  function settle(win, err) {
    const next = replyToClaim(claim, win, err, who());
    if (next === claim) return;
    claim = next;
    shell.render();
  }

  // A discard moves to the pile at once; the server's update then replaces the whole view,
  // and a refusal puts the card back with a notice.
  function discard(id) {
    const next = pendingDiscard ? null : viewAfterDiscard(app.view, id, shell.me());
    if (!next) return;
    const card = next.pending_discard;
    const base = { view: app.view, lastDiscard: app.lastDiscard };
    pendingDiscard = { card, base };
    app.view = next;
    app.lastDiscard = { seat: shell.me(), card };
    app.flashCard = id;
    shell.sound.unlock();
    shell.render();
    const undo = (err) => {
      if (pendingDiscard?.card !== card) return;  // an update has replaced the view since
      // Sent, then the line dropped: the resume's update will say whether it counted.
      if (err?.sent) {
        unsure = { id, card };
        return;
      }
      pendingDiscard = null;
      app.view = base.view;
      app.lastDiscard = base.lastDiscard;
      shell.render();
      const name = describe(card)?.name ?? 'that card';
      shell.toast(err?.code === 'offline' ? `${name} was not discarded: not connected.` : `${name} was not discarded: ${err?.message || err?.code}`, 'error');
    };
    if (!app.conn) return undo({ code: 'offline' });
    app.conn.request('discard', { card: id }).then(() => {}, undo);
  }

  return {
    // An update arrived: it settles any discard shown ahead of it.
    onEvents(events) {
      pendingDiscard = null;
      claim = claimOutcome(claim, events, who());
      for (const ev of events) {
        if (ev.type === 'steal_called') shell.showBubble(ev.seat, 'STEAL!', 'steal', false);
        if (ev.type === 'mistaken_steal') shell.showBubble(ev.seat, 'Mistake! Loses a turn', 'steal', false);
      }
    },
    // Your own STEAL! already sounded when you pressed it.
    sounds: (ev) => !(ev.type === 'steal_called' && ev.seat === shell.me()),
    // A seated player reads their own STEAL!, its mistake and who took the card in the action bar.
    toldInBar: (ev) => shell.me() !== null && (ev.type === 'card_stolen' || ((ev.type === 'mistaken_steal' || ev.type === 'steal_called') && ev.seat === shell.me())),
    quietEvents: () => false,
    title: () => (claim?.kind === 'pressed' ? 'STEAL! sent · Jongtable' : null),
    // With only one set that fits there is nothing to choose: expose it at once.
    afterUpdate(v) {
      if (unsure) {
        // The first view after the resume: still in the hand means it never counted.
        const { id, card } = unsure;
        unsure = null;
        if ((v.hand ?? []).some((c) => cardId(c) === id)) {
          // Made again once the connection is open (this update may come mid-resume),
          // if the hand still allows it then.
          Promise.resolve(app.conn?.ready).then(() => {
            if (viewAfterDiscard(app.view, id, shell.me())) return discard(id);
            if (!(app.view?.hand ?? []).some((c) => cardId(c) === id)) return undefined;
            const name = describe(card)?.name ?? 'That card';
            return shell.toast(`${name} was not discarded: the connection dropped.`, 'error');
          }, () => {});
        }
      }
      const options = v.legal?.expose_options ?? [];
      if (v.phase === 'awaiting_exposure' && v.current === shell.me() && options.length === 1 && autoExposed !== v.decision) {
        autoExposed = v.decision;
        shell.act('expose', { cards: options[0].map((c) => c.id) });
      }
    },
    claimKey: steal,
    key: () => false,
    tableCtx: () => ({ steal, discard, claim }),
  };
}
