/** What the original kept as `form.wpcf7`, read from the form's hidden fields (contract plugins.md §A.5). */
export interface Cf7FormState {
  id: number;
  status: string;
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: number;
  parent: HTMLElement | null;
}

const hidden = (form: HTMLFormElement, name: string): string =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

// `Math.abs(parseInt(value, 10))`, as the original read them.
const count = (value: string): number => Math.abs(parseInt(value, 10));

export function readFormState(form: HTMLFormElement): Cf7FormState {
  return {
    id: count(hidden(form, '_wpcf7')),
    status: form.getAttribute('data-status') ?? '',
    pluginVersion: hidden(form, '_wpcf7_version'),
    locale: hidden(form, '_wpcf7_locale'),
    unitTag: hidden(form, '_wpcf7_unit_tag'),
    containerPost: count(hidden(form, '_wpcf7_container_post')),
    parent: form.closest<HTMLElement>('.wpcf7'),
  };
}

/** The id of a field's error: its `li` in the screen-reader list, and the controls' `aria-describedby`. */
export const errorId = (unitTag: string, field: string): string => `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '');
