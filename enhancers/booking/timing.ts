/** Booked's fixed delays (booking.md §3, §5). */
export const FORM_REQUEST_DELAY_MS = 100;
export const BETWEEN_APPOINTMENTS_MS = 100;
export const MODAL_SHOW_DELAY_MS = 50;
export const MODAL_REMOVE_DELAY_MS = 300;

