import { flattenFields, type FormValue } from '../../src/form-encode';
import type { Fields } from './booked-post';

/** A request object as Booked builds it; page listeners may change it before it is sent. */
export type RequestOptions = Record<string, unknown>;

/**
 * Booked 2.4 sends `nonce` right after `action` on most calls; 2.3.5 pages have none and send none.
 * Values left undefined (a missing input or data attribute) are not posted at all, as with jQuery.
 */
export function bookedOptions(action: string, nonce: string, rest: RequestOptions): RequestOptions {
  return { action, ...(nonce ? { nonce } : {}), ...rest };
}

/** The fields jQuery.ajax would post for this object, in its key order. */
export function optionsToFields(options: RequestOptions): Fields {
  const defined = Object.entries(options).filter(([, value]) => value !== undefined && typeof value !== 'function');
  return flattenFields(defined as [string, FormValue][]);
}

/**
 * Publishes a request object as a page global before the "before-loading" event, so listeners can change
 * it; `publishedOptions` reads it back (as changed or replaced) when the request is sent.
 */
export function publishOptions(name: string, options: RequestOptions): void {
  (window as unknown as Record<string, unknown>)[name] = options;
}

export function publishedOptions(name: string, fallback: RequestOptions): RequestOptions {
  const value = (window as unknown as Record<string, unknown>)[name];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as RequestOptions) : fallback;
}

/** The request-object globals Booked add-ons read and change. */
export const optionGlobals = {
  calendarDate: 'booked_load_calendar_date_booking_options',
  listDate: 'booked_load_list_view_date_booking_options',
  bookingForm: 'booked_appt_form_options',
} as const;
