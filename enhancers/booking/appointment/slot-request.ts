/** The slot a booking form is asked for (`booked_new_appointment_form`); undefined values are not posted. */
export interface SlotRequest {
  date?: string | undefined;
  timeslot?: string | undefined;
  calendarId?: string | undefined;
  title?: string | undefined;
}

const data = (element: Element, name: string): string | undefined => element.getAttribute(`data-${name}`) ?? undefined;

/**
 * Reads the slot from a `button.new-appt` (or the popup login form, which carries the same data):
 * the calendar id comes from the surrounding list view's navigation or calendar, else from the element.
 */
export function slotFromElement(element: Element): SlotRequest {
  const containerId =
    element.closest('.booked-appt-list')?.querySelector('.booked-list-view-nav')?.getAttribute('data-calendar-id') ||
    element.closest('.booked-calendar')?.getAttribute('data-calendar-id');
  return {
    date: data(element, 'date'),
    timeslot: data(element, 'timeslot'),
    calendarId: containerId || data(element, 'calendar-id'),
    title: data(element, 'title'),
  };
}
