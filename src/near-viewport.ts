/** How near the viewport a `visible` element must come: a screen's scroll ahead, so it is ready on arrival. */
const VISIBLE_MARGIN = '200px 0px';

let observer: IntersectionObserver | undefined;
const nearViewport = new Map<Element, Set<() => void>>();
const firstLook = new Map<Element, Set<() => void>>();

/**
 * Calls `callback` once the element comes near the viewport, and `looked` once the observer has first
 * reported on it (near or not). One IntersectionObserver for the page; `signal` stops the watch.
 */
export function observeNear(element: Element, callback: () => void, looked: () => void, signal: AbortSignal): void {
  const win = element.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (!win?.IntersectionObserver) {
    callback();
    looked();
    return;
  }
  observer ??= new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const lookers = firstLook.get(entry.target);
        firstLook.delete(entry.target);
        lookers?.forEach((each) => each());
        if (!entry.isIntersecting) continue;
        const callbacks = nearViewport.get(entry.target);
        nearViewport.delete(entry.target);
        observer?.unobserve(entry.target);
        callbacks?.forEach((each) => each());
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  let callbacks = nearViewport.get(element);
  if (!callbacks) nearViewport.set(element, (callbacks = new Set()));
  callbacks.add(callback);
  let lookers = firstLook.get(element);
  if (!lookers) firstLook.set(element, (lookers = new Set()));
  lookers.add(looked);
  observer.observe(element);
  signal.addEventListener('abort', () => {
    lookers.delete(looked);
    looked();
    callbacks.delete(callback);
    if (callbacks.size > 0 || nearViewport.get(element) !== callbacks) return;
    nearViewport.delete(element);
    observer?.unobserve(element);
  });
}

/** For tests: forget the shared observer (a new fake one is installed per test). */
export function resetNearViewportWatch(): void {
  observer?.disconnect();
  observer = undefined;
  nearViewport.clear();
  firstLook.clear();
}
