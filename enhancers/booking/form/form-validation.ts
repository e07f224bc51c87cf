import type { BookedSettings } from '../../../src/settings-booking';
import { bookedText, failureTexts } from '../texts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controls = (root: ParentNode, selector: string): Control[] => Array.from(root.querySelectorAll<Control>(selector));
const named = (root: ParentNode, name: string): Control[] => controls(root, 'input, select, textarea').filter((control) => control.name === name);

/** A required group (radio or checkbox) is answered when one of its boxes is checked and has a value. */
const groupAnswered = (root: ParentNode, name: string): boolean =>
  named(root, name).some((box) => box instanceof HTMLInputElement && box.checked && box.value !== '');

function isAnswered(root: ParentNode, control: Control): boolean {
  // Names are `{type}---{N}`, optionally followed by `___{suffix}` (e.g. `___required`): the group's boxes use N only.
  const [type = '', rest] = control.name.split('---');
  const number = rest?.split('___')[0];
  if (number !== undefined && type === 'radio-buttons-label') return groupAnswered(root, `single-radio-button---${number}[]`);
  if (number !== undefined && type === 'checkboxes-label') return groupAnswered(root, `single-checkbox---${number}[]`);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked;
  return control.value.trim() !== '';
}

/** Every `[required]` control of the booking form is filled; unanswered ones are marked aria-invalid. */
export function requiredFieldsFilled(root: ParentNode): boolean {
  let filled = true;
  for (const control of controls(root, '[required]')) {
    const answered = isAnswered(root, control);
    if (answered) control.removeAttribute('aria-invalid');
    else control.setAttribute('aria-invalid', 'true');
    filled &&= answered;
  }
  return filled;
}

/** The value of a control of the form by name, or undefined when the form has none. */
export const formValue = (form: ParentNode, name: string): string | undefined => named(form, name)[0]?.value;

const allFilled = (form: ParentNode, names: string[]): boolean =>
  names.every((name) => {
    const value = formValue(form, name);
    return value === undefined || value.trim() !== '';
  });

/**
 * Booked's checks before a booking request (booking.md §3 step 2): required custom fields, then the
 * customer type's own fields. Returns the message to show, or undefined when the form may be sent.
 */
export function bookingFormProblem(root: ParentNode, form: ParentNode, settings: Pick<BookedSettings, 'texts'>): string | undefined {
  if (!requiredFieldsFilled(root)) return bookedText(settings, 'i18n_fill_out_required_fields');
  switch (formValue(form, 'customer_type')) {
    case 'new': {
      const required = ['booked_appt_name', 'booked_appt_email', 'booked_appt_password'];
      const present = required.every((name) => formValue(form, name) !== undefined);
      return present && allFilled(form, [...required, 'booked_appt_surname']) ? undefined : bookedText(settings, 'i18n_appt_required_fields');
    }
    case 'guest':
      return formValue(form, 'guest_name') !== undefined && allFilled(form, ['guest_name', 'guest_surname', 'guest_email'])
        ? undefined
        : bookedText(settings, 'i18n_appt_required_fields_guest');
    case 'current':
      return (formValue(form, 'user_id') ?? '') !== '' ? undefined : failureTexts.notLoggedIn;
    default:
      return failureTexts.notLoggedIn;
  }
}
