import * as z from 'zod/mini';
import { readGlobal } from './read-global';
import { wpFlag, wpRequiredText, wpText, wpTexts } from './wp-values';

const bookedSchema = z.pipe(
  z.looseObject({
    ajax_url: wpRequiredText,
    profilePage: wpText,
    publicAppointments: wpFlag,
    // Booked 2.4 only; 2.3.5 pages have none and send none.
    nonce: z.optional(wpText),
  }),
  z.transform((raw) => ({ ...raw, texts: wpTexts.parse(raw) })),
);

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
  const raw = readGlobal('booked_js_vars', bookedSchema, win);
  return {
    ajaxUrl: raw.ajax_url,
    profilePage: raw.profilePage,
    publicAppointments: raw.publicAppointments,
    nonce: raw.nonce ?? '',
    texts: raw.texts,
  };
}

const agentsSchema = z.looseObject({
  ajax_url: wpRequiredText,
  i18n_confirm_appt_delete: wpText,
  i18n_confirm_appt_approve: wpText,
});

export interface BookedAgentSettings {
  ajaxUrl: string;
  confirmDelete: string;
  confirmApprove: string;
}

/** The Front-End Agents add-on's `booked_fea_vars`. */
export function readBookedAgentSettings(win: Window = window): BookedAgentSettings {
  const raw = readGlobal('booked_fea_vars', agentsSchema, win);
  return {
    ajaxUrl: raw.ajax_url,
    confirmDelete: raw.i18n_confirm_appt_delete || 'Are you sure you want to cancel this appointment?',
    confirmApprove: raw.i18n_confirm_appt_approve || 'Are you sure you want to approve this appointment?',
  };
}
