/** Scroll animation duration: |distance| / window height × 100 ms, kept within 400–1600 ms (spec §9). */
export function scrollDuration(distance: number, windowHeight: number): number {
  const raw = Math.round((Math.abs(distance) / Math.max(1, windowHeight)) * 100);
  return Math.min(1600, Math.max(400, raw));
}

/** jQuery's default easing. */
const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

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
  const started = Date.now();
  const duration = reducedMotion(win) ? 0 : ms;
  let frame: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const progress = Math.min(1, (Date.now() - started) / Math.max(1, duration));
    win.scrollTo(0, Math.round(from + (to - from) * swing(progress)));
    if (progress < 1) frame = setTimeout(step, 16);
  };
  if (duration > 0) frame = setTimeout(step, 16);
  const end = setTimeout(() => {
    clearTimeout(frame);
    running.delete(win);
    win.scrollTo(0, to);
    onDone?.();
  }, duration);
  const cancel = () => {
    clearTimeout(frame);
    clearTimeout(end);
    running.delete(win);
  };
  running.set(win, cancel);
  return cancel;
}
