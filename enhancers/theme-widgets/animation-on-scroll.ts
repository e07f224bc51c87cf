import { defineEnhancerModule } from '../../src/enhancer';
import { onceScrolledTo } from '../../src/scrolled-into-view';

/** Animations start 600 ms after init (spec §9). */
export const ANIMATION_START_MS = 600;

/**
 * `[data-animation^="animated"]:not(.animated)` (the consent plugin's other `data-animation` values are
 * not ours): from 600 ms after init, the element gets its `data-animation` classes (e.g. `animated
 * fadeInUp normal`) once its top is above the bottom of the viewport.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const classes = (element.getAttribute('data-animation') ?? '').split(/\s+/).filter(Boolean);
    const timer = setTimeout(() => onceScrolledTo(element, () => element.classList.add(...classes), signal), ANIMATION_START_MS);
    signal.addEventListener('abort', () => clearTimeout(timer));
  },
});
