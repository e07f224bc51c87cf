/** How far below or above the viewport an element is, in pixels (0 when on screen). */
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
 * The order in which to fetch the code of waiting elements: nearest the viewport first. Where data is
 * costly, only those within a screen of it; the rest load on intent or use as before.
 */
export function fetchOrder<T extends { element: Element }>(waiting: readonly T[]): T[] {
  const win = waiting[0]?.element.ownerDocument.defaultView ?? null;
  const measured = waiting.map((each) => ({ each, distance: distanceFromViewport(each.element) }));
  // Within a screen's scroll of the viewport: what a visitor on a costly link gets ahead of use.
  const wanted = dataIsCostly(win) ? measured.filter(({ distance }) => distance <= (win?.innerHeight ?? 0)) : measured;
  return wanted.sort((a, b) => a.distance - b.distance).map(({ each }) => each);
}
