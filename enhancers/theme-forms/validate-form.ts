/** One field's rule, checked in this order: min length, max length, pattern, checked, equal to. */
export interface FieldRule {
  /** Fails when the limit is above 0 and the value is shorter. */
  minLength?: number;
  /** Fails when the limit is above 0 and the value is longer. */
  maxLength?: number;
  mask?: RegExp | undefined;
  /** Generation A's theme validator tests the pattern even on an empty value; the plugin and B skip it. */
  maskEmptyToo?: boolean;
  checked?: boolean;
  /** Name of the form element whose value this one must equal. */
  equalTo?: string;
  messages: { min?: string; max?: string; mask?: string; checked?: string; equal?: string };
}

export interface FieldError {
  field: HTMLElement;
  message: string;
}

export const ERROR_FIELD_CLASS = 'error_fields_class';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** The field's failing checks' messages, in the rule's order; only the first with `firstOnly`. */
function fieldErrors(control: Control, rule: FieldRule, form: HTMLFormElement, firstOnly: boolean): string[] {
  const value = control.value;
  const { messages } = rule;
  const failed: string[] = [];
  const check = (fails: boolean, message: string | undefined) => {
    if (fails && message !== undefined && !(firstOnly && failed.length)) failed.push(message);
  };
  check(!!rule.minLength && rule.minLength > 0 && value.length < rule.minLength, messages.min);
  check(!!rule.maxLength && rule.maxLength > 0 && value.length > rule.maxLength, messages.max);
  check(!!rule.mask && (value !== '' || !!rule.maskEmptyToo) && !rule.mask.test(value), messages.mask);
  check(!!rule.checked && control instanceof HTMLInputElement && !control.checked, messages.checked);
  if (rule.equalTo !== undefined) {
    const other = form.elements.namedItem(rule.equalTo);
    const otherValue = other && 'value' in other ? String(other.value) : '';
    check(value !== otherValue, messages.equal);
  }
  return failed;
}

/**
 * The theme's form validation: walks the form's controls in page order, checks those with a rule,
 * marks failing fields with the error class (cleared on every control first) and focuses the first.
 * Every failing check of a field is an error of its own (an empty e-mail is both too short and, for
 * generation A, invalid), as the originals' validators do without `exit_after_first_error`. With
 * `firstErrorOnly` it stops at the first failing check.
 */
export function validateForm(
  form: HTMLFormElement,
  rules: Readonly<Record<string, FieldRule>>,
  { firstErrorOnly = false } = {},
): FieldError[] {
  const controls = Array.from(form.elements).filter(isControl);
  const errors: FieldError[] = [];
  for (const control of controls) control.classList.remove(ERROR_FIELD_CLASS);
  for (const control of controls) {
    const rule = Object.prototype.hasOwnProperty.call(rules, control.name) ? rules[control.name] : undefined;
    if (!rule) continue;
    const messages = fieldErrors(control, rule, form, firstErrorOnly);
    if (messages.length === 0) continue;
    control.classList.add(ERROR_FIELD_CLASS);
    errors.push(...messages.map((message) => ({ field: control, message })));
    if (firstErrorOnly) break;
  }
  errors[0]?.field.focus();
  return errors;
}

/** `aria-required="true"`; generation B escapes the attribute, so its value arrives as `"true"` with quotes. */
export const isRequired = (field: Element | null | undefined): boolean =>
  !!field && /^"?true"?$/.test(field.getAttribute('aria-required') ?? '');
