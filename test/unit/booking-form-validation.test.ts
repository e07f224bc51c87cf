import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bookingFormProblem, requiredFieldsFilled } from '../../enhancers/booking/form/form-validation';
import { customFieldsHtml } from '../../fixtures/server/booking/custom-fields-html';
import { bookedVars } from './booking-test-helpers';

const settings = { texts: bookedVars() as unknown as Record<string, string> };

function build(customer: string): { root: HTMLElement; form: HTMLFormElement } {
  resetDom(`<div class="booked-form"><form id="newAppointmentForm">${customer}${customFieldsHtml(1)}</form></div>`);
  return { root: document.querySelector('.booked-form')!, form: document.querySelector('form')! };
}
const set = (selector: string, value: string) => ((document.querySelector(selector) as HTMLInputElement).value = value);
const check = (selector: string) => ((document.querySelector(selector) as HTMLInputElement).checked = true);
const fillCustomFields = () => {
  set('[name="single-line-text-label---1"]', '555');
  check('[name="single-radio-button---4[]"][value="E-mail"]');
};

const guest = '<input type="hidden" name="customer_type" value="guest"><input name="guest_name"><input name="guest_surname"><input name="guest_email">';

test('a required text field left blank (spaces count as blank) is reported and marked invalid', () => {
  const { root, form } = build(guest);
  check('[name="single-radio-button---4[]"][value="SMS"]');
  set('[name="single-line-text-label---1"]', '   ');
  assert.is(bookingFormProblem(root, form, settings), 'Please fill out all required fields.');
  assert.is(document.querySelector('[name="single-line-text-label---1"]')!.getAttribute('aria-invalid'), 'true');
});

test('a required radio group needs a checked radio; a required checkbox group a checked box', () => {
  const { root } = build(guest);
  set('[name="single-line-text-label---1"]', '555');
  assert.is(requiredFieldsFilled(root), false, 'no radio checked');
  check('[name="single-radio-button---4[]"][value="SMS"]');
  assert.is(requiredFieldsFilled(root), true);
  assert.is(document.querySelector('[name="radio-buttons-label---4"]')!.hasAttribute('aria-invalid'), false);
  document.querySelector('[name="checkboxes-label---5"]')!.setAttribute('required', 'required');
  assert.is(requiredFieldsFilled(root), false, 'checkbox group now required');
  check('[name="single-checkbox---5[]"][value="Whitening"]');
  assert.is(requiredFieldsFilled(root), true);
});

test('required radio and checkbox groups whose hidden name carries a `___required` suffix check the boxes of their number', () => {
  // As Booked prints fields saved with the suffix: the hidden carrier is `{type}---{N}___required`, the boxes `single-…---{N}[]`.
  resetDom(
    '<div class="booked-form"><form id="newAppointmentForm"><div class="cf-block">' +
      '<div class="field"><input data-calendar-id="1" required="required" type="hidden" name="radio-buttons-label---6___required">' +
      '<span class="checkbox-radio-block"><input data-calendar-id="1" type="radio" name="single-radio-button---6[]" value="Yes"></span>' +
      '<span class="checkbox-radio-block"><input data-calendar-id="1" type="radio" name="single-radio-button---6[]" value="No"></span></div>' +
      '<div class="field"><input data-calendar-id="1" required="required" type="hidden" name="checkboxes-label---7___required">' +
      '<span class="checkbox-radio-block"><input data-calendar-id="1" type="checkbox" name="single-checkbox---7[]" value="A"></span>' +
      '<span class="checkbox-radio-block"><input data-calendar-id="1" type="checkbox" name="single-checkbox---7[]" value="B"></span></div>' +
      '</div></form></div>',
  );
  const root = document.querySelector<HTMLElement>('.booked-form')!;
  const radioLabel = document.querySelector('[name="radio-buttons-label---6___required"]')!;
  const checkboxLabel = document.querySelector('[name="checkboxes-label---7___required"]')!;
  assert.is(requiredFieldsFilled(root), false, 'nothing checked');
  assert.is(radioLabel.getAttribute('aria-invalid'), 'true');
  assert.is(checkboxLabel.getAttribute('aria-invalid'), 'true');
  check('[name="single-radio-button---6[]"][value="No"]');
  assert.is(requiredFieldsFilled(root), false, 'checkbox group still empty');
  assert.is(radioLabel.hasAttribute('aria-invalid'), false);
  check('[name="single-checkbox---7[]"][value="B"]');
  assert.is(requiredFieldsFilled(root), true);
  assert.is(checkboxLabel.hasAttribute('aria-invalid'), false);
});

test('guest: name required, surname and e-mail when their inputs exist', () => {
  const { root, form } = build(guest);
  fillCustomFields();
  const message = 'Please fill in all "Information" fields.';
  assert.is(bookingFormProblem(root, form, settings), message);
  set('[name="guest_name"]', 'Ann');
  set('[name="guest_surname"]', 'Lee');
  assert.is(bookingFormProblem(root, form, settings), message, 'e-mail missing');
  set('[name="guest_email"]', 'ann@example.com');
  assert.is(bookingFormProblem(root, form, settings), undefined);
  const { root: root2, form: form2 } = build('<input type="hidden" name="customer_type" value="guest"><input name="guest_name" value="Ann">');
  fillCustomFields();
  assert.is(bookingFormProblem(root2, form2, settings), undefined, 'only the name is asked for');
});

test('new customer: name, e-mail, password, and surname when present', () => {
  const { root, form } = build(
    '<input type="hidden" name="customer_type" value="new"><input name="booked_appt_name" value="Bo"><input name="booked_appt_surname">' +
      '<input name="booked_appt_email" value="bo@example.com"><input type="password" name="booked_appt_password" value="x">',
  );
  fillCustomFields();
  assert.is(bookingFormProblem(root, form, settings), 'Please enter your name, your email address and choose a password to book an appointment.');
  set('[name="booked_appt_surname"]', 'Ek');
  assert.is(bookingFormProblem(root, form, settings), undefined);
});

test('current customer needs user_id; without it a message shows instead of a stuck "please wait"', () => {
  const { root, form } = build('<input type="hidden" name="customer_type" value="current">');
  fillCustomFields();
  assert.match(bookingFormProblem(root, form, settings) ?? '', /log in/);
  const { root: root2, form: form2 } = build('<input type="hidden" name="customer_type" value="current"><input type="hidden" name="user_id" value="7">');
  fillCustomFields();
  assert.is(bookingFormProblem(root2, form2, settings), undefined);
});

test('the page texts are used, with Booked\'s English when the page prints none', () => {
  const { root, form } = build(guest);
  assert.is(bookingFormProblem(root, form, { texts: { i18n_fill_out_required_fields: 'Bitte alle Pflichtfelder ausfüllen.' } }), 'Bitte alle Pflichtfelder ausfüllen.');
  assert.is(bookingFormProblem(root, form, { texts: {} }), 'Please fill out all required fields.');
});

test.run();
