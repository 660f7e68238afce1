// What happened while the connection was down, in a sentence or two, from the events of
// the update that caught this page up (protocol: a resume update carries the missed
// events, or none when the server no longer held them). Each game tells its own events:
// the caller passes that game's narrator (rulesets.js), the same one the log uses.

const MAX_LINES = 4;

// events: the catch-up update's events; before: the last version rendered before the
// drop; v: the update's version; narrateEvent: the table's game's narrator.
export function awaySummary(events, before, v, names, me, narrateEvent) {
  const lines = events
    .map((ev) => narrateEvent(ev, names, me))
    // Quiet notes stay out (your own draws, whose turn it is) unless the game marks one
    // worth telling someone who missed it (`away`: the cards a Charleston brought you).
    .filter((line) => line && (line.cls !== 'sys' || line.away))
    .map((line) => line.text);
  if (!lines.length) {
    // No events with a version gap: the server sent a snapshot instead of the moves.
    return events.length || before === v ? 'Back online. Nothing much happened while you were away.' : 'Back online. The table moved on while you were away; it is up to date now.';
  }
  const shown = lines.slice(-MAX_LINES);
  const more = lines.length - shown.length;
  return `Back online. While you were away: ${more > 0 ? `${more} earlier moves, then ` : ''}${shown.join(' ')}`;
}
