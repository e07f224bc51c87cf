import { defineEnhancerModule } from '../../src/enhancer';
import { sizeAlterItems } from './alter-portfolio';
import { callPlugin } from './jquery-plugin';

/** How often and how long the theme waits for a grid's images before laying it out anyway (30 × 200 ms). */
const IMAGE_CHECKS = 30;
const IMAGE_CHECK_MS = 200;
/** The theme lays a grid out half a second after its images are in. */
const LAYOUT_DELAY_MS = 500;

export const ISOTOPE_OPTIONS = { itemSelector: '.isotope_item', animationOptions: { duration: 750, easing: 'linear', queue: false } };

const imagesComplete = (wrap: Element): boolean => Array.from(wrap.querySelectorAll('img')).every((image) => image.complete);

/** The theme's stylesheet keeps grid items at opacity 0 until `isotope_item_show`; they fade in over 200 ms. */
function show(items: HTMLElement[]): void {
  for (const item of items) {
    if (item.classList.contains('isotope_item_show')) continue;
    const done = () => {
      item.style.opacity = '1';
      item.classList.add('isotope_item_show');
    };
    const fade = item.animate?.([{ opacity: getComputedStyle(item).opacity }, { opacity: 1 }], 200);
    if (fade) fade.onfinish = done;
    else done();
  }
}

const itemsOf = (wrap: Element): HTMLElement[] => Array.from(wrap.querySelectorAll<HTMLElement>('.isotope_item:not(.isotope_item_show)'));

/**
 * A masonry or portfolio grid (`.isotope_wrap`) is laid out by the isotope the theme printed, as core.init.js did:
 * once its images are in (or after 6 s), then half a second later, `isotope(ISOTOPE_OPTIONS)`, and its items fade
 * in, and DiveIt's alter portfolio is sized (alter-portfolio.ts), then again on each resize. A grid in a scroll area is only shown. Without the library the items are shown all the same, never left
 * invisible. Items added later (view more, which tells isotope itself) fade in too.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    if (element.classList.contains('inited')) return;
    const win = element.ownerDocument.defaultView ?? window;
    const timers: number[] = [];
    signal.addEventListener('abort', () => timers.forEach((timer) => win.clearTimeout(timer)));
    const start = () => {
      if (element.closest('.sc_scroll')) {
        element.classList.add('inited');
        show(itemsOf(element));
        return;
      }
      timers.push(win.setTimeout(() => {
        element.classList.add('inited');
        const laidOut = callPlugin(element, 'isotope', ISOTOPE_OPTIONS);
        show(itemsOf(element));
        if (laidOut) {
          sizeAlterItems(element);
          win.addEventListener('resize', () => sizeAlterItems(element), { signal });
        }
        const observer = new MutationObserver(() => show(itemsOf(element)));
        observer.observe(element, { childList: true });
        signal.addEventListener('abort', () => observer.disconnect());
      }, LAYOUT_DELAY_MS));
    };
    let checks = 0;
    const waitForImages = () => {
      if (imagesComplete(element) || checks++ >= IMAGE_CHECKS) start();
      else timers.push(win.setTimeout(waitForImages, IMAGE_CHECK_MS));
    };
    waitForImages();
  },
});
