import { reportError } from './report-error';
import { findThemeStorage } from './theme-storage';

/**
 * Tells the theme's hidden-elements handlers (`{p}_init_hidden_elements`, src/theme-globals.ts) that content
 * was revealed, as the theme's tabs, accordion, toggles and popup links did: scripts we leave on the page
 * (trx_utils' reviews) set up what they skipped while it was hidden. A jQuery object when jQuery is there.
 */
export function revealedToTheme(container: HTMLElement): void {
  const win = container.ownerDocument.defaultView as (Window & { jQuery?: (element: Element) => unknown }) | null;
  const location = win && findThemeStorage(win);
  const run = location && (win as unknown as Record<string, unknown>)[`${location.prefix}_init_hidden_elements`];
  if (typeof run != 'function') return;
  try {
    run(win!.jQuery ? win!.jQuery(container) : container);
  } catch (error) {
    reportError('theme hidden elements', error);
  }
}
