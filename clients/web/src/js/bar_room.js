// The action bar sticks to the bottom of the screen, over whatever scrolls under it.
// Its height, kept in --bar-room on the root, is the page's scroll-padding-bottom
// (styles.css): a card the browser brings into view (focus, arrow keys, scrollIntoView)
// then stops above the bar instead of under it. The bar grows and shrinks with its
// moment (a set being finished in Boba, calls in Chinese), so it is watched, not guessed.

let watched = null;
const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());

function measure() {
  const height = watched?.isConnected ? Math.ceil(watched.getBoundingClientRect().height) : 0;
  document.documentElement.style.setProperty('--bar-room', `${height}px`);
}

// After each render: watch the bar now on the page (the same element while the table is
// updated in place), or none.
export function keepRoomForBar() {
  const bar = document.querySelector('[data-testid=action-bar]');
  if (bar !== watched) {
    if (watched) observer?.unobserve(watched);
    watched = bar;
    if (bar) observer?.observe(bar);
  }
  measure();
}
