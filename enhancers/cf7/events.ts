import type { Cf7FormState } from './form-state';

/** The `detail` of CF7's events (contract plugins.md §A.5). */
export interface Cf7EventDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  inputs: { name: string; value: FormDataEntryValue }[];
  formData: FormData;
  apiResponse?: unknown;
}

export function eventDetail(state: Cf7FormState, status: string, formData: FormData): Cf7EventDetail {
  return {
    contactFormId: state.id,
    pluginVersion: state.pluginVersion,
    contactFormLocale: state.locale,
    unitTag: state.unitTag,
    containerPostId: state.containerPost,
    status,
    inputs: [...formData].filter(([name]) => !name.startsWith('_')).map(([name, value]) => ({ name, value })),
    formData,
  };
}

/** Fires `wpcf7<name>` on the form: a native bubbling CustomEvent, as site code listens for it. */
export function dispatchCf7Event(form: HTMLFormElement, name: string, detail: Cf7EventDetail): void {
  form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
}
