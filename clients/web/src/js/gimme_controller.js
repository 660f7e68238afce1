// Gimme! Mahjong's moves in the browser, for the shell (main.js): the Gimme button (one
// possible set goes at once, several open the picker), Joker Steal, and the window's
// outcome in words (gimme_claim.js). No optimistic drop: the server's update is quick.

import { tileId } from './gimme_tiles.js';
import { gimmeOutcome, gimmeText, pressedGimme, replyToGimme } from './gimme_claim.js';

// shell: { app, me(), names(seat), send, act, render, showBubble, sound, toast }
export function gimmeController(shell) {
  const { app } = shell;
  let claim = null;    // this viewer's view of the latest window
  let picking = null;  // the window whose set picker is open

  function gimme(cards) {
    const v = app.view;
    const claims = v?.window ? v.legal?.claim ?? [] : [];
    if (!claims.length) return;
    const win = v.window.id;
    if (!cards) {
      if (claims.length > 1) {
        picking = picking === win ? null : win;
        shell.render();
        return;
      }
      cards = claims[0];
    }
    if (claim?.window === win && claim.pressed) return;  // one Gimme per drop
    claim = pressedGimme(claim, win, cards);
    picking = null;
    shell.sound.play('steal');
    shell.showBubble(shell.me(), 'Gimme!', 'gimme', false);
    shell.render();
    const settle = (err) => {
      claim = replyToGimme(claim, win, err);
      shell.render();
    };
    shell.send('claim', { window: win, cards: cards.map(tileId) }).then(() => settle(null), settle);
  }
  const jokerSteal = (entry) => shell.act('joker_steal', { card: tileId(entry.card), seat: entry.seat, set: entry.set });

  return {
    onEvents(events) {
      claim = gimmeOutcome(claim, events, { me: shell.me() });
      for (const ev of events) {
        if (ev.type === 'claim_called' && ev.seat !== shell.me()) shell.showBubble(ev.seat, 'Gimme!', 'gimme', false);
      }
      // Two or more called: the log says who got the tile and why, for everyone (spectators too).
      if (claim?.closed && (claim.called?.length ?? 0) > 1 && events.some((ev) => ev.type === 'claim_window_closed')) {
        app.side?.log(gimmeText(claim, { me: shell.me(), names: shell.names, seats: app.view?.seats?.length ?? 4, mahjongFirst: !!app.view?.settings?.mahjong_first }).text, 'big');
      }
    },
    sounds: () => true,
    toldInBar: (ev) => shell.me() !== null && ev.type === 'set_exposed',
    // The round's result says who finished and how: no toasts over it.
    quietEvents: (events) => events.some((ev) => ev.type === 'round_ended'),
    title: () => null,
    afterUpdate: () => {},
    claimKey: () => gimme(null),
    key: (e) => {
      if (e.key !== 'g' && e.key !== 'G') return false;
      gimme(null);
      return true;
    },
    tableCtx: () => ({
      discard: null, gimme, jokerSteal, gimmeState: { picking },
      claimText: gimmeText(claim, { me: shell.me(), names: shell.names, seats: app.view?.seats?.length ?? 4, mahjongFirst: !!app.view?.settings?.mahjong_first }),
    }),
  };
}
