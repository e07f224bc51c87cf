import { triggerLegacyEvent } from '../../src/legacy-events';

type JQueryWrap = (element: Element) => unknown;

/** Booked passes jQuery objects as event arguments; without jQuery the element itself. */
export function wrapForListeners(element: Element): unknown {
  const jQuery = (window as unknown as { jQuery?: JQueryWrap }).jQuery;
  return typeof jQuery === 'function' ? jQuery(element) : element;
}

/** Booked's events, fired on `document` (and `booked-load-calendar` on `window`) with the same arguments. */
export const bookedEvents = {
  beforeCalendarDate: 'booked-before-loading-calendar-booking-options',
  beforeListDate: 'booked-before-loading-appointment-list-booking-options',
  beforeBookingForm: 'booked-before-loading-booking-form',
  calendarLoaded: 'booked-load-calendar',
  formLoaded: 'booked-on-new-app',
  appointmentError: 'booked-on-requested-appt-error',
  appointmentSuccess: 'booked-on-requested-appt-success',
  bookingComplete: 'booked-on-requested-appointment',
} as const;

export const fireOnDocument = (name: string, args: readonly unknown[] = []): void => triggerLegacyEvent(document, name, args);
export const fireOnWindow = (name: string, args: readonly unknown[] = []): void => triggerLegacyEvent(window, name, args);
