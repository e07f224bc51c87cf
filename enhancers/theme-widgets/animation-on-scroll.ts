import { defineEnhancerModule } from '../../src/enhancer';
import { onceScrolledTo } from '../../src/scrolled-into-view';

/** Animations start 600 ms after init (spec §9). */
export const ANIMATION_START_MS = 600;

/**
 * How long ago the page was ready, when the theme's init ran (0 where the browser does not say): the 600 ms
 * count from then, not from when this element's code arrived, or a visitor scrolling to it waits longer.
 */
function sinceReady(win: Window): number {
  const [navigation] = (win.performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.domContentLoadedEventStart ? win.performance.now() - navigation.domContentLoadedEventStart : 0;
}

/**
 * `[data-animation^="animated"]:not(.animated)` (the consent plugin's other `data-animation` values are
 * not ours): from 600 ms after init, the element gets its `data-animation` classes (e.g. `animated
 * fadeInUp normal`) once its top is above the bottom of the viewport.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const classes = (element.getAttribute('data-animation') ?? '').split(/\s+/).filter(Boolean);
    const win = element.ownerDocument.defaultView ?? window;
    const wait = Math.max(0, ANIMATION_START_MS - sinceReady(win));
    const timer = setTimeout(() => onceScrolledTo(element, () => element.classList.add(...classes), signal), wait);
    signal.addEventListener('abort', () => clearTimeout(timer));
  },
});
