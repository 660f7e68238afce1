// Every game's round result and game-over sheet is drawn as a panel fixed over the table,
// where the player is looking whatever the page's scroll: drawn in the page's flow above
// the table, it landed above a phone's screen when the round ended. It scrolls on its own,
// and its foot keeps the next step's buttons (Ready, Rematch: between.js) in view. A
// replay draws its sheets in place, as part of the page it steps through.

export function resultSheet(box, ctx) {
  if (ctx.replay) return box;
  box.classList.add('result-overlay');
  box.setAttribute('tabindex', '0');  // a keyboard can reach it to scroll what it holds
  if (ctx.sheetActions) box.append(ctx.sheetActions);
  return box;
}
