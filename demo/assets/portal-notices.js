// The portal page keeps its outage notices stuck to the bottom of the window (portal.css). So that
// scrolling to an element (a focused control, a link's target, scrollIntoView) stops above them
// rather than behind them, the window's scroll padding follows the notices' height.
const banner = document.querySelector('rx-outage-banner');
if (banner && typeof ResizeObserver === 'function') {
  new ResizeObserver(() => {
    document.documentElement.style.scrollPaddingBottom = `${banner.getBoundingClientRect().height}px`;
  }).observe(banner);
}
