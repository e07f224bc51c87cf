import type { BookedSettings } from '../../src/settings-booking';

// Booked's own English texts, for pages that print no translation.
const fallbacks = {
  i18n_please_wait: 'Please wait ...',
  i18n_wrong_username_pass: 'Wrong username/password combination.',
  i18n_fill_out_required_fields: 'Please fill out all required fields.',
  i18n_appt_required_fields: 'Please enter your name, your email address and choose a password to book an appointment.',
  i18n_appt_required_fields_guest: 'Please fill in all "Information" fields.',
  i18n_password_reset: 'Please check your email for instructions on resetting your password.',
  i18n_password_reset_error: 'That username or email is not recognized.',
  i18n_confirm_appt_delete: 'Are you sure you want to cancel this appointment?',
} as const;

export type BookedTextKey = keyof typeof fallbacks;

/** A `booked_js_vars.i18n_*` text, entity-free as printed, or Booked's English text. */
export const bookedText = (settings: Pick<BookedSettings, 'texts'>, key: BookedTextKey): string => settings.texts[key] || fallbacks[key];

/** Booked 2.4 pages (they carry a nonce) draw status icons with Font Awesome. */
export const usesFontAwesome = (settings: Pick<BookedSettings, 'nonce'>): boolean => settings.nonce !== '';

// Our own texts for failures Booked never reported.
export const failureTexts = {
  notLoggedIn: 'Please log in to book this appointment.',
  formTitle: 'Request an Appointment',
  infoTitle: 'Appointment Information',
  cancelFailed: 'The appointment could not be cancelled.',
  approveFailed: 'The appointment could not be approved.',
  deleteFailed: 'The appointment could not be deleted.',
} as const;
