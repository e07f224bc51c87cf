import type { LoadStrategy } from './enhancer';

/** Dispatched (not bubbling) by an at-rest part on its element when the visitor uses it in another way. */
const WAKE = 'enhance:wake';

/** What counts as the visitor starting to use an element (`interaction`). */
// Clicks and submits reach the enhancer through held-interactions.ts, which wakes it.
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', WAKE] as const;

/**
 * Loads and mounts the `interaction` enhancers of an element now: for an at-rest part that sees a use the
 * strategy cannot (the pointer coming over a zoom box, a product added to the cart elsewhere).
 */
export function wakeEnhancers(element: Element): void {
  element.dispatchEvent(new Event(WAKE));
}
/** What counts as intent: fetch the code, but mount only when the strategy says so. */
const INTENT = ['pointerenter', 'focusin', 'touchstart'] as const;
/** How near the viewport a `visible` element must come: a screen's scroll ahead, so it is ready on arrival. */
const VISIBLE_MARGIN = '200px 0px';

let observer: IntersectionObserver | undefined;
const nearViewport = new Map<Element, Set<() => void>>();
const firstLook = new Map<Element, Set<() => void>>();

function observeNear(element: Element, callback: () => void, looked: () => void, signal: AbortSignal): void {
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

/**
 * Calls `needed` once, when the strategy says the element's enhancer must mount: at once (`ready`), when
 * it nears the viewport (`visible`), or when the visitor starts using it (`interaction`; `visible` also
 * mounts early then). Until then `intent` is called on pointer-over or focus, to fetch the code ahead.
 * `looked` is called once it is known whether a `visible` element is near (the observer's first report), so
 * "everything on screen has mounted" can be awaited. Returns the trigger itself, for a held click to pull.
 */
export function whenNeeded(
  element: Element,
  strategy: LoadStrategy,
  signal: AbortSignal,
  callbacks: { intent(): void; needed(): void; looked?(): void },
  triggers?: string,
): () => void {
  if (strategy === 'ready') {
    callbacks.needed();
    return () => undefined;
  }
  const waiting = new AbortController();
  signal.addEventListener('abort', () => waiting.abort(), { once: true });
  let called = false;
  const needed = () => {
    if (called) return;
    called = true;
    waiting.abort();
    callbacks.needed();
  };
  const options = { capture: true, passive: true, signal: waiting.signal };
  for (const type of INTENT) element.addEventListener(type, () => callbacks.intent(), { ...options, once: true });
  for (const type of INTERACTIONS) element.addEventListener(type, needed, options);
  if (triggers) {
    const onTrigger = (handler: () => void) => (event: Event) => {
      if ((event.target as Element).closest?.(triggers)) handler();
    };
    const doc = element.ownerDocument;
    doc.addEventListener('pointerover', onTrigger(() => callbacks.intent()), options);
    for (const type of INTERACTIONS) doc.addEventListener(type, onTrigger(needed), options);
  }
  if (strategy === 'visible') observeNear(element, needed, () => callbacks.looked?.(), waiting.signal);
  return needed;
}

/** For tests: forget the shared observer (a new fake one is installed per test). */
export function resetNearViewportWatch(): void {
  observer?.disconnect();
  observer = undefined;
  nearViewport.clear();
  firstLook.clear();
}
