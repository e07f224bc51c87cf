/** Something showing appointment slots that must be reloaded after a booking (a list view, a calendar's open day). */
export interface SlotView {
  reloadAfterBooking(): Promise<void>;
}

const views = new Set<SlotView>();

/** Registers a view for the post-booking reload; returns the unregister function. */
export function registerSlotView(view: SlotView): () => void {
  views.add(view);
  return () => views.delete(view);
}

/** Reloads every list view and every open day on the page, each on its own (one failing does not stop the rest). */
export async function reloadSlotViews(): Promise<void> {
  await Promise.allSettled([...views].map((view) => view.reloadAfterBooking()));
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
