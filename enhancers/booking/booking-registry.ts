/**
 * Something showing appointment slots that must be reloaded after a booking (a list view, a calendar's open
 * day). Booked reloads in two passes (functions.js `_reloadApptsList`, then `_reloadCalendarTable`): first
 * every `.booked-appt-list` on the page in document order, then the open day.
 */
export interface SlotView {
  /** Where the view is: the first pass goes in document order. */
  element: Element;
  /** First pass: this view's `.booked-appt-list` requests (sent before this returns). */
  reloadLists?(): Promise<void>;
  /** Second pass: this view's open day. */
  reloadOpenDay?(): Promise<void>;
}

const views = new Set<SlotView>();

/** Registers a view for the post-booking reload; returns the unregister function. */
export function registerSlotView(view: SlotView): () => void {
  views.add(view);
  return () => views.delete(view);
}

const inDocumentOrder = (a: SlotView, b: SlotView): number =>
  a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * Reloads every list and then every open day on the page, all sent at once as Booked does, each on its own
 * (one failing does not stop the rest); resolves when all have settled.
 */
export async function reloadSlotViews(): Promise<void> {
  const ordered = [...views].sort(inDocumentOrder);
  const lists = ordered.map((view) => view.reloadLists?.());
  const days = ordered.map((view) => view.reloadOpenDay?.());
  await Promise.allSettled([...lists, ...days]);
}

const calendarSizers = new Set<() => void>();

/** Registers a calendar's square-cell sizing, run again by `adjust_calendar_boxes()`. */
export function registerCalendarSizer(size: () => void): () => void {
  calendarSizers.add(size);
  return () => calendarSizers.delete(size);
}

export function sizeAllCalendars(): void {
  for (const size of calendarSizers) size();
}
