const waiting = new Map<Element, Set<() => void>>();
let observer: IntersectionObserver | undefined;

/**
 * Calls back once, when the element's top is above the bottom of the viewport (scrolled into view, or
 * already scrolled past); at once where there is no IntersectionObserver. One shared observer for the
 * page: its root margin reaches far above the viewport, so elements the visitor has jumped past count too.
 */
export function onceScrolledTo(element: Element, callback: () => void, signal: AbortSignal): void {
  const win = element.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (!win?.IntersectionObserver) {
    callback();
    return;
  }
  observer ??= new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callbacks = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callbacks?.forEach((each) => each());
      }
    },
    { rootMargin: '100000px 0px 0px 0px' },
  );
  let callbacks = waiting.get(element);
  if (!callbacks) waiting.set(element, (callbacks = new Set()));
  callbacks.add(callback);
  observer.observe(element);
  signal.addEventListener('abort', () => {
    callbacks.delete(callback);
    if (callbacks.size > 0 || waiting.get(element) !== callbacks) return;
    waiting.delete(element);
    observer?.unobserve(element);
  });
}

/** For tests: forget the shared observer (a new fake one is installed per test). */
export function resetScrollWatch(): void {
  observer?.disconnect();
  observer = undefined;
  waiting.clear();
}
