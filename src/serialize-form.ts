import { encodePairs } from './form-encode';

const unsubmittable = /^(?:submit|button|image|reset|file)$/i;
const checkable = /^(?:checkbox|radio)$/i;

/** The successful controls of a form, in order, as jQuery's serializeArray collects them. */
export function formPairs(form: HTMLFormElement): [string, string][] {
  const pairs: [string, string][] = [];
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.matches(':disabled')) continue;
    if (element instanceof HTMLInputElement && (unsubmittable.test(element.type) || (checkable.test(element.type) && !element.checked))) continue;
    const values = element instanceof HTMLSelectElement
      ? Array.from(element.selectedOptions, (option) => option.value)
      : [element.value];
    for (const value of values) pairs.push([element.name, value.replace(/\r?\n/g, '\r\n')]);
  }
  return pairs;
}

/** jQuery 3's `form.serialize()`: URL-encoded, spaces kept as `%20`. */
export function serializeForm(form: HTMLFormElement): string {
  return encodePairs(formPairs(form));
}
