import { wakeEnhancers, type EnhancerModule } from '../../src/enhancer';
import { readInstagramSettings, type InstagramSettings } from '../../src/settings-plugins';
import { watchConsent } from './consent-watch';
import type { FeedState } from './feed-state';
import { raiseImages, relayout } from './layout';
import { prepareFeed } from './prepare-feed';
import { reportImages } from './requests';
import { announceImagesLoaded, later, revealItems } from './reveal';

// What a feed does once seen without a visitor's use (plain DOM, neither UI nor state of its own): shared by
// the plain part at `visible` (this module's default export) and the component (feed.tsx), which adopts it.

export const isHidden = (element: HTMLElement): boolean => element.getClientRects().length === 0;

/**
 * The reveal of the feed's new items (revealNewImages and what follows it): the classes over time and
 * `sbi_custom_js`, the resize or locator report (then the images raised and a re-layout 500 ms later),
 * `sbi_no_resraise` gone when image loading is off, `sbiafterimagesloaded`.
 */
export function revealNew(state: FeedState, signal: AbortSignal, report: (error: unknown) => void): void {
  revealItems(state, signal);
  reportImages(state, signal, () => {
    raiseImages(state);
    later(signal, 500, () => relayout(state));
  }).catch(report);
  if (!state.settings.imageLoadEnabled) for (const item of state.el.querySelectorAll('.sbi_no_resraise')) item.classList.remove('sbi_no_resraise');
  announceImagesLoaded(state);
}

/**
 * The feed seen (once per mount, whichever of the seen part and the component comes first): a feed laid out
 * while hidden is laid out now and its items revealed (an `ajaxPostLoad` feed's first items come with the
 * component's first load instead); consent changes followed; the hover fade on the photos (jQuery fadeTo:
 * 0.85 in 200 ms, back to 1 in 500 ms); a re-layout 500 ms after the last window resize and when the feed
 * is shown after being hidden. Everything stops with `signal`.
 */
export function seeFeed(state: FeedState, signal: AbortSignal, report: (error: unknown) => void, win: Window = window): void {
  if (state.seen || signal.aborted) return;
  state.seen = true;
  signal.addEventListener('abort', () => (state.seen = false), { once: true });
  const element = state.el;
  if (!state.settings.ajaxPostLoad) {
    if (state.preparedHidden && !isHidden(element)) relayout(state);
    revealNew(state, signal, report);
  }
  watchConsent(state, signal, () => {
    raiseImages(state);
    later(signal, 500, () => relayout(state));
  }, win);

  const fade = (event: Event, opacity: string, ms: number) => {
    const photo = event.target as HTMLElement;
    if (!photo.classList?.contains('sbi_photo') || !element.contains(photo)) return;
    photo.style.transition = `opacity ${ms}ms`;
    photo.style.opacity = opacity;
  };
  element.addEventListener('mouseenter', (event) => fade(event, '0.85', 200), { capture: true, signal });
  element.addEventListener('mouseleave', (event) => fade(event, '1', 500), { capture: true, signal });

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => relayout(state), 500);
  }, { signal });
  signal.addEventListener('abort', () => clearTimeout(resizeTimer), { once: true });
  const Observer = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  if (typeof Observer !== 'function') return;
  let hidden = isHidden(element);
  const observer = new Observer(() => {
    const now = isHidden(element);
    if (hidden && !now) relayout(state);
    hidden = now;
  });
  observer.observe(element);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/**
 * The feed once seen (plain DOM, at visible): seeFeed. An `ajaxPostLoad` feed shows its first items through
 * the component's first load, so the component is woken at once.
 */
const feedSeenPart: EnhancerModule<InstagramSettings> = {
  settings: () => readInstagramSettings(),
  mount(element, { settings, signal, report }) {
    const state = prepareFeed(element as HTMLElement, settings);
    seeFeed(state, signal, report);
    if (state.settings.ajaxPostLoad) wakeEnhancers(element);
  },
};

export default feedSeenPart;
