import { fadeIn, fadeOut } from '../theme-widgets/dom/fade';

// The theme's `#page_preloader`: it covers the page at load, and reappears (at 0.8 opacity) while a
// menu item loads or the page is leaving.
const preloader = (doc: Document): HTMLElement | null => doc.getElementById('page_preloader');

export const PRELOADER_SHOW_MS = 300;
export const PRELOADER_HIDE_MS = 500;

/** Shows the preloader at 0.8 opacity, fading in from transparent over 300 ms. */
export function showPreloader(doc: Document = document): void {
  const element = preloader(doc);
  if (!element) return;
  element.style.opacity = '0';
  fadeIn(element, PRELOADER_SHOW_MS, { opacity: 0.8 });
}

/** Fades the preloader out (500 ms) and hides it. */
export function hidePreloader(doc: Document = document, ms = PRELOADER_HIDE_MS): void {
  const element = preloader(doc);
  if (element && element.style.display !== 'none') fadeOut(element, ms);
}
