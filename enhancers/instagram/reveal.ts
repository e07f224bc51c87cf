import { delay } from '../../src/delay';
import { triggerLegacyEventWith } from '../../src/legacy-events';
import type { FeedState } from './feed-state';

/** `run` after `ms`, unless the feed leaves the page first. */
export const later = (signal: AbortSignal, ms: number, run: () => void): void => void delay(ms, signal).then(run);

/**
 * revealNewImages: `sbi_custom_js()` 100 ms later when the page defines it; 500 ms later `sbi_new` leaves
 * this feed's items and `sbi_transition` leaves them one by one, 10 ms apart (the stylesheet fades them in).
 */
export function revealItems(state: FeedState, signal: AbortSignal, win: Window = window): void {
  const page = win as Window & { sbi_custom_js?: unknown };
  if (typeof page.sbi_custom_js === 'function') later(signal, 100, () => (page.sbi_custom_js as () => void)());
  later(signal, 500, () => {
    for (const item of state.el.querySelectorAll('.sbi_item.sbi_new')) item.classList.remove('sbi_new');
    let time = 10;
    for (const item of state.el.querySelectorAll('.sbi_transition')) {
      later(signal, time, () => item.classList.remove('sbi_transition'));
      time += 10;
    }
  });
}

/** `sbiafterimagesloaded` on `window`; `event.el` is the feed (a jQuery object when jQuery is on the page, as in the original). */
export function announceImagesLoaded(state: FeedState, win: Window = window): void {
  const jQuery = (win as Window & { jQuery?: (element: Element) => unknown }).jQuery;
  triggerLegacyEventWith(win, 'sbiafterimagesloaded', { el: typeof jQuery === 'function' ? jQuery(state.el) : state.el });
}
