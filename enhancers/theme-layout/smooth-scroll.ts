import { tween } from '../theme-widgets/dom/tween';

/** Scroll animation duration: |distance| / window height × 100 ms, kept within 400–1600 ms (spec §9). */
export function scrollDuration(distance: number, windowHeight: number): number {
  const raw = Math.round((Math.abs(distance) / Math.max(1, windowHeight)) * 100);
  return Math.min(1600, Math.max(400, raw));
}

const running = new WeakMap<Window, () => void>();

const reducedMotion = (win: Window): boolean => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls the window to `to` over `ms` (jumping at once when the visitor prefers reduced motion),
 * then calls `onDone`. A new scroll stops the previous one. The end is set by a timer, so the
 * animation always finishes at `ms` even when frames are throttled.
 */
export function animateScroll(win: Window, to: number, ms: number, onDone?: () => void): () => void {
  running.get(win)?.();
  const from = win.scrollY;
  const cancel = tween(
    reducedMotion(win) ? 0 : ms,
    (eased) => win.scrollTo(0, eased === 1 ? to : Math.round(from + (to - from) * eased)),
    () => {
      running.delete(win);
      onDone?.();
    },
  );
  const stop = () => {
    cancel();
    running.delete(win);
  };
  running.set(win, stop);
  return stop;
}
