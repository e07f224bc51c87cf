import { defineEnhancerModule } from '../../src/enhancer';

export const VIEWS_COUNTER_DELAY_MS = 10;

let sent = false;

/**
 * Counts the page view once, 10 ms after start, where the theme asks for an AJAX views counter. Plain, not a
 * component: it shows nothing and keeps no state a visitor sees (the answer is not used, a failure only logged).
 */
export default defineEnhancerModule({
  mount(_body, { signal, report }) {
    if (sent) return;
    const timer = setTimeout(() => {
      sent = true;
      import('./views-counter-send').then(({ sendViewsCounter }) => sendViewsCounter(signal)).catch(report);
    }, VIEWS_COUNTER_DELAY_MS);
    return () => clearTimeout(timer);
  },
});

/** For tests: allow another count. */
export const resetViewsCounter = () => (sent = false);
