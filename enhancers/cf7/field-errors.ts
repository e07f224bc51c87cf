/** A field's error as shown: the message, and the wraps that show its tip. */
export interface FieldError {
  field: string;
  message: string;
  wraps: readonly HTMLElement[];
  /** A new number each time an error is set, so that its tip starts afresh (shown, even if the last one was hidden). */
  serial: number;
}

/** A field name inside a quoted attribute selector. */
export const quoted = (name: string): string => `"${name.replace(/["\\]/g, '\\$&')}"`;

/**
 * A field's wraps: `data-name` from CF7 5.6 on; before, the wrap's second class is the field's name
 * (`span.wpcf7-form-control-wrap your-name`).
 */
export const wrapsOf = (form: ParentNode, field: string): HTMLElement[] =>
  [...form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')].filter((wrap) =>
    wrap.hasAttribute('data-name') ? wrap.getAttribute('data-name') === field : wrap.classList.contains(field));

/** The errors with `field`'s replaced: dropped, then (when there is a new one) added last, as the original's list did. */
export function withFieldError(errors: readonly FieldError[], field: string, replacement?: FieldError): FieldError[] {
  const others = errors.filter((error) => error.field !== field);
  return replacement ? [...others, replacement] : others;
}
