import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeForm } from '../../src/form-encode';
import { planBooking } from '../../enhancers/booking/form/booking-fields';
import { customFieldsHtml } from '../../fixtures/server/booking/custom-fields-html';

const appointment = (index: number, calendarId: number, date: string, timeslot: string, title = '') =>
  `<div class="booked-appointment-details" data-appt-key="${index}"><p class="appointment-title">${title}</p>` +
  `<input type="hidden" name="appoinment[]" value="${index}"><input type="hidden" name="appoinment_index[]" value="${index}">` +
  `<input type="hidden" name="calendar_id[]" value="${calendarId}"><input type="hidden" name="title[]" value="${title}">` +
  `<input type="hidden" name="date[]" value="${date}"><input type="hidden" name="timestamp[]" value="17150${index}">` +
  `<input type="hidden" name="timeslot[]" value="${timeslot}"></div>`;

function form(customer: string, appointments: string[], extra = ''): HTMLFormElement {
  resetDom(
    `<div class="booked-form booked-scrollable"><form id="newAppointmentForm">${customer}<input type="hidden" name="action" value="booked_add_appt">` +
      `<div class="bookings"><div class="booked-appointments">${appointments.join('')}</div>${extra}</div>` +
      `<div class="field"><p class="status"></p></div></form></div>`,
  );
  return document.querySelector('#newAppointmentForm')!;
}

const bodies = (plan: ReturnType<typeof planBooking>) => plan.appointments.map(({ fields }) => encodeForm(fields));

const guest =
  '<input type="hidden" name="customer_type" value="guest">' +
  '<input name="guest_name" value="Ann Marie"><input name="guest_surname" value="Lee"><input name="guest_email" value="ann@example.com">';

test('guest: guest fields, action, customer_type, is_fe_form, total_appts, then the appointment (no user_id)', () => {
  const plan = planBooking(form(guest, [appointment(0, 2, '2024-05-7', '0900-1000', 'Checkup')]), '');
  assert.is(plan.registration, undefined);
  assert.equal(bodies(plan), [
    'guest_name=Ann+Marie&guest_surname=Lee&guest_email=ann%40example.com&action=booked_add_appt&customer_type=guest&is_fe_form=true&total_appts=1' +
      '&appoinment=0&calendar_id=2&title=Checkup&date=2024-05-7&timestamp=171500&timeslot=0900-1000',
  ]);
});

test('a guest form without surname / e-mail inputs posts neither key', () => {
  const plan = planBooking(form('<input type="hidden" name="customer_type" value="guest"><input name="guest_name" value="Ann">', [appointment(0, 2, '2024-05-7', '0900-1000')]), '');
  assert.is(bodies(plan)[0]!.split('&appoinment')[0], 'guest_name=Ann&action=booked_add_appt&customer_type=guest&is_fe_form=true&total_appts=1');
});

test('current customer: user_id, no guest fields; Booked 2.4 puts the nonce after user_id', () => {
  const current = '<input type="hidden" name="customer_type" value="current"><input type="hidden" name="user_id" value="7">';
  const plan235 = planBooking(form(current, [appointment(0, 1, '2024-05-7', '0900-1000')]), '');
  assert.is(bodies(plan235)[0]!.split('&appoinment')[0], 'action=booked_add_appt&customer_type=current&user_id=7&is_fe_form=true&total_appts=1');
  const plan24 = planBooking(form(current, [appointment(0, 1, '2024-05-7', '0900-1000')]), '5b1c9e0a2f');
  assert.is(bodies(plan24)[0]!.split('&appoinment')[0], 'action=booked_add_appt&customer_type=current&user_id=7&nonce=5b1c9e0a2f&is_fe_form=true&total_appts=1');
});

const newCustomer =
  '<input type="hidden" name="customer_type" value="new">' +
  '<input name="booked_appt_name" value="Bo"><input name="booked_appt_surname" value="Ek"><input type="email" name="booked_appt_email" value="bo@example.com">' +
  '<input type="password" name="booked_appt_password" value="pa ss">';

test('new customer, one appointment: the registration fields go in the same request; an empty captcha is left out', () => {
  const plan = planBooking(form(newCustomer, [appointment(0, 1, '2024-05-7', '0900-1000')], '<input name="captcha_code" value=""><input type="hidden" name="captcha_word" value="">'), '');
  assert.is(plan.registration, undefined);
  assert.equal(bodies(plan), [
    'action=booked_add_appt&customer_type=new&is_fe_form=true&total_appts=1' +
      '&booked_appt_name=Bo&booked_appt_surname=Ek&booked_appt_email=bo%40example.com&booked_appt_password=pa+ss' +
      '&appoinment=0&calendar_id=1&title=&date=2024-05-7&timestamp=171500&timeslot=0900-1000',
  ]);
});

test('new customer with a filled captcha posts captcha_word and captcha_code', () => {
  const plan = planBooking(form(newCustomer, [appointment(0, 1, '2024-05-7', '0900-1000')], '<input name="captcha_code" value="K3X"><input type="hidden" name="captcha_word" value="w1">'), '');
  assert.match(bodies(plan)[0]!, /booked_appt_password=pa\+ss&captcha_word=w1&captcha_code=K3X&appoinment=0/);
});

test('new customer, several appointments: a registration call alone first, then each appointment as current', () => {
  const plan = planBooking(form(newCustomer, [appointment(0, 1, '2024-05-7', '0900-1000'), appointment(1, 1, '2024-05-8', '1000-1100')]), '');
  assert.is(
    encodeForm(plan.registration!),
    'action=booked_add_appt&customer_type=new&is_fe_form=true&total_appts=2&booked_appt_name=Bo&booked_appt_surname=Ek&booked_appt_email=bo%40example.com&booked_appt_password=pa+ss',
  );
  assert.equal(bodies(plan), [
    'action=booked_add_appt&customer_type=current&is_fe_form=true&total_appts=2&appoinment=0&calendar_id=1&title=&date=2024-05-7&timestamp=171500&timeslot=0900-1000',
    'action=booked_add_appt&customer_type=current&is_fe_form=true&total_appts=2&appoinment=1&calendar_id=1&title=&date=2024-05-8&timestamp=171501&timeslot=1000-1100',
  ]);
});

test('custom fields of the appointment\'s calendar only, in page order: text, select, checked radio and checkboxes as []', () => {
  const fields = customFieldsHtml(14) + customFieldsHtml(9);
  const built = form(guest, [appointment(0, 14, '2024-05-7', '0900-1000'), appointment(1, 9, '2024-05-8', '1000-1100')], fields);
  const [cal14, cal9] = Array.from(built.querySelectorAll('.booked-calendar-fields')) as [Element, Element];
  (cal14.querySelector('[name="single-line-text-label---1"]') as HTMLInputElement).value = '555 0100';
  (cal14.querySelector('select') as HTMLSelectElement).value = 'Dr. Smith';
  (cal14.querySelector('[name="single-radio-button---4[]"][value="SMS"]') as HTMLInputElement).checked = true;
  for (const value of ['Cleaning', 'Consultation']) (cal14.querySelector(`[name="single-checkbox---5[]"][value="${value}"]`) as HTMLInputElement).checked = true;
  (cal9.querySelector('[name="single-line-text-label---1"]') as HTMLInputElement).value = '777';
  (cal9.querySelector('textarea') as HTMLTextAreaElement).value = 'Line 1';
  const [first, second] = bodies(planBooking(built, ''));
  assert.is(
    first!.split('timeslot=0900-1000&')[1],
    'single-line-text-label---1=555+0100&drop-down-label---3=Dr.+Smith&radio-buttons-label---4=Reminder+by&single-radio-button---4%5B%5D=SMS' +
      '&checkboxes-label---5=Topics&single-checkbox---5%5B%5D=Cleaning&single-checkbox---5%5B%5D=Consultation',
  );
  assert.is(second!.split('timeslot=1000-1100&')[1], 'single-line-text-label---1=777&paragraph-text-label---2=Line+1&radio-buttons-label---4=Reminder+by&checkboxes-label---5=Topics');
});

test('appointments already booked (skip) are not planned again; total_appts still counts them', () => {
  const built = form(guest, [appointment(0, 1, '2024-05-7', '0900-1000'), appointment(1, 1, '2024-05-8', '1000-1100'), appointment(2, 1, '2024-05-9', '1400-1500')]);
  built.querySelectorAll('.booked-appointment-details')[0]!.classList.add('skip');
  built.querySelectorAll('.booked-appointment-details')[2]!.classList.add('skip');
  const plan = planBooking(built, '');
  assert.is(plan.appointments.length, 1);
  assert.match(bodies(plan)[0]!, /total_appts=3&appoinment=1&calendar_id=1&title=&date=2024-05-8/);
});

test.run();
