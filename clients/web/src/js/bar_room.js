// The action bar sticks to the bottom of the screen, over whatever scrolls under it.
// Its height, kept in --bar-room on the root, is the page's scroll-padding-bottom
// (styles.css): a card the browser brings into view (focus, arrow keys, scrollIntoView)
// then stops above the bar instead of under it. The bar grows and shrinks with its
// moment (a set being finished in Boba, calls in Chinese), so it is watched, not guessed.

let watched = null;
// The size comes with the observer's entry: reading it off the element after each render
// would make the browser lay the page out there and then, once per update (a burst of
// the bots' moves lays it out many times a frame).
const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => {
  const entry = entries.findLast((e) => e.target === watched);
  if (entry) setRoom(entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
});

function setRoom(height) {
  const room = `${Math.ceil(height)}px`;
  if (document.documentElement.style.getPropertyValue('--bar-room') !== room) document.documentElement.style.setProperty('--bar-room', room);
}

// After each render: watch the bar now on the page (the same element while the table is
// updated in place), or none. A bar starts being watched with its size (the observer's
// first entry comes before the next paint); without a bar there is no room to keep.
export function keepRoomForBar() {
  const bar = document.querySelector('[data-testid=action-bar]');
  if (bar === watched) return;
  if (watched) observer?.unobserve(watched);
  watched = bar;
  if (bar && observer) observer.observe(bar);
  else setRoom(bar ? bar.getBoundingClientRect().height : 0);
}
