/** How far below or above the viewport an element is, in pixels (0 when on screen, or when it has no box). */
function distanceFromViewport(element: Element): number {
  const { top, bottom } = element.getBoundingClientRect();
  const height = element.ownerDocument.defaultView?.innerHeight ?? 0;
  return top > height ? top - height : bottom < 0 ? -bottom : 0;
}

/** The visitor's browser asks to save data (Save-Data, or a 2G connection). */
function dataIsCostly(win: Window | null): boolean {
  const connection = (win?.navigator as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined)?.connection;
  return !!connection && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}

/**
 * The waiting elements within a screen's scroll of the viewport, nearest first: what a visitor can reach
 * without scrolling further than a screen. An element without a box (a closed dialog, a hidden panel) counts as
 * on screen: its opener is in view (the lifecycle leaves out a `visible` part without a box: nothing shows it yet).
 */
export function fetchOrder<T extends { element: Element }>(waiting: readonly T[]): T[] {
  const win = waiting[0]?.element.ownerDocument.defaultView ?? null;
  const screen = win?.innerHeight ?? 0;
  return waiting
    .map((each) => ({ each, distance: distanceFromViewport(each.element) }))
    .filter(({ distance }) => distance <= screen)
    .sort((a, b) => a.distance - b.distance)
    .map(({ each }) => each);
}

/**
 * Fetches the code of the waiting elements a visitor can reach (Qwik's prefetch of visible handlers, Astro's
 * `client:visible`): those within a screen of the viewport now, nearest first, and each of the others once it
 * comes within a screen. Where data is costly, the others are left to intent and use. `signal` ends the watch.
 */
export function fetchReachable<T extends { element: Element }>(waiting: readonly T[], fetch: (each: T) => void, signal?: AbortSignal): void {
  const win = (waiting[0]?.element.ownerDocument.defaultView ?? null) as (Window & typeof globalThis) | null;
  if (!win) return;
  const near = fetchOrder(waiting);
  near.forEach(fetch);
  const far = waiting.filter((each) => !near.includes(each));
  if (far.length === 0 || dataIsCostly(win)) return;
  if (!win.IntersectionObserver) return far.forEach(fetch);
  const byElement = new Map<Element, T[]>();
  for (const each of far) byElement.set(each.element, [...(byElement.get(each.element) ?? []), each]);
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        byElement.get(entry.target)?.forEach(fetch);
        byElement.delete(entry.target);
      }
      if (byElement.size === 0) observer.disconnect();
    },
    { rootMargin: `${win.innerHeight}px 0px` },
  );
  byElement.forEach((_, element) => observer.observe(element));
  signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
}
