import { flag, object, optional, readPageGlobal, requiredText, text, toTexts, type Reader } from './page-values';

// Read at a component's mount: zod-free (page-values.ts), so that zod comes only with a request's answer.

const bookedFields = object({
  ajax_url: requiredText,
  profilePage: text,
  publicAppointments: flag,
  // Booked 2.4 only; 2.3.5 pages have none and send none.
  nonce: optional(text),
});

const booked: Reader<ReturnType<typeof bookedFields> & { texts: Record<string, string> }> = (value) => {
  const read = bookedFields(value);
  return { ...read, texts: toTexts({ ...(value as Record<string, unknown>), ...read }) };
};

export interface BookedSettings {
  ajaxUrl: string;
  profilePage: string;
  publicAppointments: boolean;
  /** Empty on Booked 2.3.5 pages. */
  nonce: string;
  /** Every `i18n_*` text, by key. */
  texts: Record<string, string>;
}

/** Booked's `booked_js_vars`. */
export function readBookedSettings(win: Window = window): BookedSettings {
  const raw = readPageGlobal('booked_js_vars', booked, win);
  return {
    ajaxUrl: raw.ajax_url,
    profilePage: raw.profilePage,
    publicAppointments: raw.publicAppointments,
    nonce: raw.nonce ?? '',
    texts: raw.texts,
  };
}

const agents = object({
  ajax_url: requiredText,
  i18n_confirm_appt_delete: text,
  i18n_confirm_appt_approve: text,
});

export interface BookedAgentSettings {
  ajaxUrl: string;
  confirmDelete: string;
  confirmApprove: string;
}

/** The Front-End Agents add-on's `booked_fea_vars`. */
export function readBookedAgentSettings(win: Window = window): BookedAgentSettings {
  const raw = readPageGlobal('booked_fea_vars', agents, win);
  return {
    ajaxUrl: raw.ajax_url,
    confirmDelete: raw.i18n_confirm_appt_delete || 'Are you sure you want to cancel this appointment?',
    confirmApprove: raw.i18n_confirm_appt_approve || 'Are you sure you want to approve this appointment?',
  };
}
