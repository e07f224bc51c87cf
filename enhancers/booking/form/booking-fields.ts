import type { Fields } from '../booked-post';
import { formValue } from './form-validation';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const values = (form: ParentNode, name: string): string[] =>
  Array.from(form.querySelectorAll<Control>('input, select, textarea'))
    .filter((control) => control.name === name)
    .map((control) => control.value);

/** Pushes `name=value` only when the value exists (a missing input is not posted, as with jQuery). */
function pushPresent(fields: Fields, name: string, value: string | undefined): void {
  if (value !== undefined) fields.push([name, value]);
}

/**
 * The customer part every booking request starts with (booking.md §3 step 3): guest fields, action,
 * customer type, user id, the 2.4 nonce, `is_fe_form`, `total_appts`.
 */
export function customerFields(form: ParentNode, nonce: string, customerType: string): Fields {
  const fields: Fields = [];
  for (const name of ['guest_name', 'guest_surname', 'guest_email']) pushPresent(fields, name, formValue(form, name));
  fields.push(['action', 'booked_add_appt'], ['customer_type', customerType]);
  pushPresent(fields, 'user_id', formValue(form, 'user_id'));
  if (nonce) fields.push(['nonce', nonce]);
  fields.push(['is_fe_form', 'true'], ['total_appts', String(values(form, 'appoinment[]').length)]);
  return fields;
}

/** A new customer's registration fields; the captcha pair only when filled in. */
export function registrationFields(form: ParentNode): Fields {
  const fields: Fields = [];
  for (const name of ['booked_appt_name', 'booked_appt_surname', 'booked_appt_email', 'booked_appt_password']) pushPresent(fields, name, formValue(form, name));
  for (const name of ['captcha_word', 'captcha_code']) {
    const value = formValue(form, name);
    if (value) fields.push([name, value]);
  }
  return fields;
}

const appointmentKeys = ['appoinment', 'calendar_id', 'title', 'date', 'timestamp', 'timeslot'] as const;

/** Appointment `index`: the index-th value of each `…[]` hidden input, posted without the brackets. */
export function appointmentFields(form: ParentNode, index: number): Fields {
  const fields: Fields = [];
  for (const key of appointmentKeys) pushPresent(fields, key, values(form, `${key}[]`)[index]);
  return fields;
}

/**
 * Custom fields of one calendar (`---N` names, `data-calendar-id` equal to it), in page order: checked
 * radios and checkboxes under their `[]` names, other controls when not empty.
 */
export function customFieldValues(form: ParentNode, calendarId: string): Fields {
  const fields: Fields = [];
  for (const control of Array.from(form.querySelectorAll<Control>('.cf-block [name]'))) {
    if (control.getAttribute('data-calendar-id') !== calendarId || !/---\d+/.test(control.name)) continue;
    const checkable = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
    if (checkable ? control.checked : control.value !== '') fields.push([control.name, control.value]);
  }
  return fields;
}

export interface PlannedAppointment {
  /** Its `.booked-appointment-details` block (marked `skip` / `has-error`). */
  details: Element | undefined;
  fields: Fields;
}

export interface BookingPlan {
  /** New customer with several appointments: registered first, alone. */
  registration?: Fields;
  /** One request per appointment not yet booked, in page order. */
  appointments: PlannedAppointment[];
}

/** Every request the booking form needs (booking.md §3 steps 3–6), skipping appointments already booked. */
export function planBooking(form: ParentNode, nonce: string): BookingPlan {
  const customerType = formValue(form, 'customer_type') ?? '';
  const count = values(form, 'appoinment[]').length;
  const details = Array.from(form.querySelectorAll('.booked-appointment-details'));
  const registerFirst = customerType === 'new' && count > 1;
  const base = customerFields(form, nonce, registerFirst ? 'current' : customerType);
  const userFields = customerType === 'new' && !registerFirst ? registrationFields(form) : [];
  const plan: BookingPlan = { appointments: [] };
  if (registerFirst) plan.registration = [...customerFields(form, nonce, 'new'), ...registrationFields(form)];
  for (let index = 0; index < count; index++) {
    if (details[index]?.classList.contains('skip')) continue;
    const calendarId = values(form, 'calendar_id[]')[index] ?? '';
    plan.appointments.push({
      details: details[index],
      fields: [...base, ...userFields, ...appointmentFields(form, index), ...customFieldValues(form, calendarId)],
    });
  }
  return plan;
}
