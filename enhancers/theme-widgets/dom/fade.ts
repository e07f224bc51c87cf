/** Running fades and slides per element, so a new one stops the old one first (like jQuery's stop()). */
const running = new WeakMap<HTMLElement, () => void>();

export interface FadeOptions {
  /** Opacity at the end of a fade in; 1 by default. */
  opacity?: number;
  /** Display value while shown; `block` by default. */
  display?: string;
  onDone?: () => void;
}

/** Stops a fade or slide in progress on the element, leaving it where it is. */
export function stopEffect(element: HTMLElement): void {
  running.get(element)?.();
  running.delete(element);
}

export function isDisplayed(element: HTMLElement): boolean {
  return element.style.display !== 'none' && element.ownerDocument.defaultView?.getComputedStyle(element).display !== 'none';
}

const reducedMotion = (element: HTMLElement): boolean =>
  element.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Runs a CSS transition of `properties` for `ms` milliseconds, then `finish`. The end state is set by a
 * timer, so it does not depend on transitionend firing (hidden tabs, reduced motion, tests).
 */
export function runEffect(element: HTMLElement, ms: number, start: () => void, finish: () => void, properties = 'opacity'): () => void {
  stopEffect(element);
  if (!reducedMotion(element)) element.style.transition = properties.split(' ').map((property) => `${property} ${ms}ms`).join(', ');
  void element.offsetHeight; // start the transition from the current state
  start();
  const timer = setTimeout(() => {
    running.delete(element);
    element.style.transition = '';
    finish();
  }, ms);
  const cancel = () => {
    clearTimeout(timer);
    element.style.transition = '';
  };
  running.set(element, cancel);
  return cancel;
}

/** Fades the element in over `ms`: displayed at once, opacity rising to `opacity`. */
export function fadeIn(element: HTMLElement, ms: number, options: FadeOptions = {}): () => void {
  const target = options.opacity ?? 1;
  if (!isDisplayed(element)) element.style.opacity = '0';
  element.style.display = options.display ?? 'block';
  return runEffect(
    element,
    ms,
    () => (element.style.opacity = String(target)),
    () => {
      if (target === 1) element.style.opacity = '';
      options.onDone?.();
    },
  );
}

/** Fades the element out over `ms`, then hides it (display none). */
export function fadeOut(element: HTMLElement, ms: number, options: Pick<FadeOptions, 'onDone'> = {}): () => void {
  return runEffect(
    element,
    ms,
    () => (element.style.opacity = '0'),
    () => {
      element.style.display = 'none';
      element.style.opacity = '';
      options.onDone?.();
    },
  );
}
