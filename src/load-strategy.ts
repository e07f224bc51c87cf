import type { LoadStrategy } from './enhancer';

// enhancer.ts's wakeEnhancers() dispatches this; written out here so that the start chunk does not import
// enhancer.ts (every byte of the start chunk is on every page). The at-rest tests go through both.
const WAKE = 'enhance:wake';

/** What counts as the visitor starting to use an element (`interaction`). */
// Clicks and submits reach the enhancer through held-interactions.ts, which wakes it.
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', WAKE] as const;

/** What counts as intent: fetch the code, but mount only when the strategy says so. */
const INTENT = ['pointerenter', 'focusin', 'touchstart'] as const;

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
  for (const type of strategy === 'hover' ? [...INTERACTIONS, 'pointerover'] : INTERACTIONS) element.addEventListener(type, needed, options);
  if (triggers) {
    const onTrigger = (handler: () => void) => (event: Event) => {
      if ((event.target as Element).closest?.(triggers)) handler();
    };
    const doc = element.ownerDocument;
    doc.addEventListener('pointerover', onTrigger(() => callbacks.intent()), options);
    for (const type of INTERACTIONS) doc.addEventListener(type, onTrigger(needed), options);
  }
  if (strategy === 'visible') {
    const looked = () => callbacks.looked?.();
    // Its own chunk: pages without `visible` widgets (booking, most forms) do not pay for the observer.
    void import('./near-viewport').then(
      ({ observeNear }) => (waiting.signal.aborted ? looked() : observeNear(element, needed, looked, waiting.signal)),
      () => {
        needed();
        looked();
      },
    );
  }
  return needed;
}
