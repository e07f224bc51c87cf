import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { registerSlotView } from '../../enhancers/booking/booking-registry';
import { bindBookingForm } from '../../enhancers/booking/form/booking-form';
import { closeModal, createModal, fillModal, type BookedModal } from '../../enhancers/booking/modal/modal-shell';
import { navigation } from '../../enhancers/booking/navigation';
import { readBookedSettings } from '../../src/settings-booking';
import { bookingFormHtml } from '../../fixtures/server/booking/form-html';
import { DEMO_USER } from '../../fixtures/server/demo-constants';
import { addDays, today, ymj } from '../../fixtures/server/dates';
import {
  click, failures, failureText, fakeAdminAjax, html, NONCE, recordEvents, settle, useBooked, useJsdomAbort, useNodeAbort,
} from './booking-test-helpers';

const days = [10, 11, 12].map((n) => addDays(today(), n));
const detailsFor = (index: number) =>
  `<div class="booked-appointment-details" data-appt-key="${index}"><p class="appointment-title">Visit ${index + 1}</p>` +
  `<input type="hidden" name="appoinment[]" value="${index}"><input type="hidden" name="appoinment_index[]" value="${index}">` +
  `<input type="hidden" name="calendar_id[]" value="2"><input type="hidden" name="title[]" value="">` +
  `<input type="hidden" name="date[]" value="${ymj(days[index]!)}"><input type="hidden" name="timestamp[]" value="${1800000000 + index}">` +
  `<input type="hidden" name="timeslot[]" value="0900-1000"></div>`;

/** The server's form for calendar 2 (guest) or 1 (new customer / current user), with `count` appointments. */
function formHtml(kind: 'guest' | 'new' | 'current', count = 1): string {
  const form = bookingFormHtml({
    calendarId: kind === 'guest' ? 2 : 1,
    date: days[0],
    dateText: ymj(days[0]!),
    timeslot: '0900-1000',
    title: '',
    user: kind === 'current' ? { ...DEMO_USER } : undefined,
  });
  const all = Array.from({ length: count }, (_, index) => detailsFor(index)).join('');
  return form.replace(/<div class="booked-appointments">[\s\S]*?<\/div><\/div>/, `<div class="booked-appointments">${all}</div>`).replace(/data-calendar-id="1"/g, 'data-calendar-id="2"');
}

const test = suite('booking request');
likeTheBrowser(test);
let clock: FakeClock;
let server: ReturnType<typeof fakeAdminAjax> | undefined;
let modal: BookedModal;
let assigned: string[] = [];
const originalAssign = navigation.assign;
let unregister: (() => void) | undefined;

function open(kind: 'guest' | 'new' | 'current', count = 1, vars: Record<string, unknown> = {}) {
  resetDom('<button id="opener">Book</button>');
  useBooked(vars);
  useJsdomAbort();
  clock = installFakeClock();
  modal = createModal(document.getElementById('opener'));
  fillModal(modal, formHtml(kind, count));
  bindBookingForm({ modal, settings: readBookedSettings(), reopen: () => undefined });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`#newAppointmentForm [name="${name}"]`)!;
function fill(kind: 'guest' | 'new' | 'current') {
  input('single-line-text-label---1').value = '555 0100';
  document.querySelector<HTMLInputElement>('[name="single-radio-button---4[]"][value="SMS"]')!.checked = true;
  if (kind === 'guest') {
    input('guest_name').value = 'Ann';
    input('guest_surname').value = 'Lee';
    input('guest_email').value = 'ann@example.com';
  }
  if (kind === 'new') {
    input('booked_appt_name').value = 'Bo';
    input('booked_appt_surname').value = 'Ek';
    input('booked_appt_email').value = 'bo@example.com';
    input('booked_appt_password').value = 'secret';
  }
}
const submitButton = () => document.querySelector<HTMLInputElement>('#submit-request-appointment')!;
const cancelButton = () => document.querySelector<HTMLElement>('#newAppointmentForm button.cancel')!;
const status = () => document.querySelector<HTMLElement>('#newAppointmentForm p.status')!;
const details = () => Array.from(document.querySelectorAll('.booked-appointment-details'));
const customFields = 'single-line-text-label---1=555+0100&radio-buttons-label---4=Reminder+by&single-radio-button---4%5B%5D=SMS&checkboxes-label---5=Topics';
const appointmentPart = (index: number) =>
  `appoinment=${index}&calendar_id=2&title=&date=${ymj(days[index]!)}&timestamp=${1800000000 + index}&timeslot=0900-1000&${customFields}`;

test.before.each(() => {
  assigned = [];
  navigation.assign = (url) => void assigned.push(url);
});
test.after.each(() => {
  closeModal();
  clock.tick(1000);
  clock.uninstall();
  server?.restore();
  server = undefined;
  unregister?.();
  unregister = undefined;
  navigation.assign = originalAssign;
  useNodeAbort();
});

test('validation first: nothing is sent, the message shows with the alert icon', async () => {
  open('guest');
  server = fakeAdminAjax({ booked_add_appt: 'success###x' });
  click(submitButton());
  await settle();
  assert.is(server.sent.length, 0);
  assert.match(status().textContent!, /Please fill out all required fields\./);
  assert.ok(status().querySelector('i.booked-icon-alert'));
  assert.is(status().style.display, 'block', 'shown as jQuery .show() does: booked.css hides the line');
  assert.is(submitButton().disabled, false);
});

test('guest, one appointment: "please wait", exact body, skip + success event, reload of the slot views, modal closes', async () => {
  open('guest');
  fill('guest');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server = fakeAdminAjax({ booked_add_appt: async () => (await gate, html(`success###${ymj(days[0]!)}`)) });
  const reloads: string[] = [];
  // Registered out of page order: Booked reloads every list in page order first, then the open day.
  const listView = document.body.appendChild(document.createElement('div'));
  const calendar = document.body.appendChild(document.createElement('div'));
  const unregisterCalendar = registerSlotView({
    element: calendar,
    reloadLists: async () => void reloads.push('calendar: its open day\'s list'),
    reloadOpenDay: async () => void reloads.push('calendar: open day'),
  });
  const unregisterList = registerSlotView({ element: listView, reloadLists: async () => void reloads.push('list view') });
  unregister = () => (unregisterCalendar(), unregisterList());
  const events = recordEvents(['booked-on-requested-appt-success', 'booked-on-requested-appt-error', 'booked-on-requested-appointment']);
  click(submitButton());
  await settle();
  assert.match(status().textContent!, /Please wait \.\.\./);
  assert.is(submitButton().disabled, true, 'submit disabled during the request');
  assert.is(cancelButton().style.display, 'none', 'cancel hidden during the request');
  assert.equal(server.bodies(), [
    `guest_name=Ann&guest_surname=Lee&guest_email=ann%40example.com&action=booked_add_appt&customer_type=guest&is_fe_form=true&total_appts=1&${appointmentPart(0)}`,
  ]);
  release();
  await settle();
  assert.ok(details()[0]!.classList.contains('skip'));
  assert.equal(events.names(), ['booked-on-requested-appt-success', 'booked-on-requested-appointment']);
  assert.is(events.seen[0]!.detail[0], details()[0], 'the appointment block is passed along');
  assert.equal(events.seen[1]!.detail, [{ redirect: false }]);
  assert.equal(reloads, ['list view', 'calendar: its open day\'s list', 'calendar: open day']);
  assert.ok(modal.element.classList.contains('bm-closing'));
  events.stop();
});

test('three appointments: one request each, the next only 100 ms after an answer; an error marks its block and shows the message as text', async () => {
  open('guest', 3);
  fill('guest');
  server = fakeAdminAjax({
    booked_add_appt: ['success###a', 'error###Sorry, <b>someone</b> just booked this appointment before you could &amp; more.', 'success###c'],
  });
  const events = recordEvents(['booked-on-requested-appt-success', 'booked-on-requested-appt-error', 'booked-on-requested-appointment']);
  click(submitButton());
  await settle();
  assert.is(server.sent.length, 1);
  clock.tick(99);
  await settle();
  assert.is(server.sent.length, 1, 'not before 100 ms');
  clock.tick(1);
  await settle();
  assert.is(server.sent.length, 2);
  clock.tick(100);
  await settle();
  assert.equal(server.bodies(), [0, 1, 2].map((index) =>
    `guest_name=Ann&guest_surname=Lee&guest_email=ann%40example.com&action=booked_add_appt&customer_type=guest&is_fe_form=true&total_appts=3&${appointmentPart(index)}`));
  const [first, second, third] = details();
  assert.ok(first!.classList.contains('skip'));
  assert.ok(second!.classList.contains('has-error'));
  assert.not.ok(second!.classList.contains('skip'));
  assert.ok(third!.classList.contains('skip'));
  assert.equal(events.names(), ['booked-on-requested-appt-success', 'booked-on-requested-appt-error', 'booked-on-requested-appt-success']);
  assert.is(events.seen[1]!.detail[0], second);
  assert.is(status().textContent, '\u00a0\u00a0Sorry, <b>someone</b> just booked this appointment before you could & more.');
  assert.is(status().querySelector('b'), null, 'the message is text, not markup');
  assert.is(submitButton().disabled, false, 'submit enabled again');
  assert.is(cancelButton().style.display, '', 'cancel back');
  assert.not.ok(modal.element.classList.contains('bm-closing'));

  // Trying again sends only the appointment that failed.
  server.restore();
  server = fakeAdminAjax({ booked_add_appt: 'success###b' });
  click(submitButton());
  await settle();
  assert.is(server.sent.length, 1);
  assert.match(server.bodies()[0]!, /&total_appts=3&appoinment=1&/);
  assert.not.ok(second!.classList.contains('has-error'));
  assert.ok(second!.classList.contains('skip'));
  events.stop();
});

test('an appointment already booked last in the list does not loop: the requests stop with the list', async () => {
  open('guest', 2);
  fill('guest');
  details()[1]!.classList.add('skip');
  server = fakeAdminAjax({ booked_add_appt: 'success###a' });
  click(submitButton());
  await settle();
  clock.tick(1000);
  await settle();
  assert.is(server.sent.length, 1);
});

test('new customer, one appointment: the registration fields travel with it', async () => {
  open('new');
  fill('new');
  server = fakeAdminAjax({ booked_add_appt: 'success###a' });
  click(submitButton());
  await settle();
  assert.equal(server.bodies(), [
    `action=booked_add_appt&customer_type=new&is_fe_form=true&total_appts=1&booked_appt_name=Bo&booked_appt_surname=Ek&booked_appt_email=bo%40example.com&booked_appt_password=secret&${appointmentPart(0)}`,
  ]);
});

test('new customer, two appointments: registration first (no appointment fields), then each as current, 100 ms apart', async () => {
  open('new', 2);
  fill('new');
  server = fakeAdminAjax({ booked_add_appt: ['', 'success###a', 'success###b'] });
  click(submitButton());
  await settle();
  assert.is(server.sent.length, 2, 'registration answered, the first appointment follows at once');
  clock.tick(100);
  await settle();
  assert.equal(server.bodies(), [
    'action=booked_add_appt&customer_type=new&is_fe_form=true&total_appts=2&booked_appt_name=Bo&booked_appt_surname=Ek&booked_appt_email=bo%40example.com&booked_appt_password=secret',
    `action=booked_add_appt&customer_type=current&is_fe_form=true&total_appts=2&${appointmentPart(0)}`,
    `action=booked_add_appt&customer_type=current&is_fe_form=true&total_appts=2&${appointmentPart(1)}`,
  ]);
});

test('new customer, two appointments: a refused registration stops there, says why, and gives the form back', async () => {
  open('new', 2);
  fill('new');
  server = fakeAdminAjax({ booked_add_appt: 'error###Sorry, that email address is already used!' });
  click(submitButton());
  await settle();
  clock.tick(500);
  await settle();
  assert.is(server.sent.length, 1);
  assert.match(status().textContent!, /already used/);
  assert.is(submitButton().disabled, false);
  assert.is(input('booked_appt_email').value, 'bo@example.com');
});

test('current customer on Booked 2.4: user_id, then the nonce, then is_fe_form', async () => {
  open('current', 1, { nonce: NONCE });
  fill('current');
  server = fakeAdminAjax({ booked_add_appt: 'success###a' });
  click(submitButton());
  await settle();
  assert.equal(server.bodies(), [`action=booked_add_appt&customer_type=current&user_id=7&nonce=${NONCE}&is_fe_form=true&total_appts=1&${appointmentPart(0)}`]);
  assert.ok(status().querySelector('i.fa-circle-notch'), 'Booked 2.4 status icons');
});

for (const [kind, reply] of Object.entries(failures)) {
  test(`booking failure (${kind}): the block is marked, the message shows, the form comes back with what was typed`, async () => {
    open('guest', 2);
    fill('guest');
    server = fakeAdminAjax({ booked_add_appt: reply });
    click(submitButton());
    await settle();
    clock.tick(1000);
    await settle();
    const expected = kind === 'error### answer' ? 2 : 1;
    assert.is(server.sent.length, expected, kind === 'error### answer' ? 'the server answered: the next one is still tried' : 'no answer: stop');
    assert.ok(details()[0]!.classList.contains('has-error'));
    assert.match(status().textContent!, failureText[kind]!);
    assert.is(submitButton().disabled, false);
    assert.is(cancelButton().style.display, '');
    assert.is(input('guest_name').value, 'Ann');
    assert.is(input('single-line-text-label---1').value, '555 0100');
    assert.not.ok(modal.element.classList.contains('bm-closing'));
  });
}

test('completion with a profile page opens it; a listener that sets redirect takes over', async () => {
  open('guest', 1, { profilePage: '/my-appointments/' });
  fill('guest');
  server = fakeAdminAjax({ booked_add_appt: 'success###a' });
  click(submitButton());
  await settle();
  assert.equal(assigned, ['/my-appointments/']);

  closeModal();
  clock.uninstall();
  open('guest');
  fill('guest');
  server.restore();
  server = fakeAdminAjax({ booked_add_appt: 'success###a' });
  const takeOver = (event: Event) => (((event as CustomEvent<{ redirect: boolean }[]>).detail[0]!).redirect = true);
  document.addEventListener('booked-on-requested-appointment', takeOver);
  const reloads: string[] = [];
  unregister = registerSlotView({ element: document.body, reloadLists: async () => void reloads.push('list') });
  click(submitButton());
  await settle();
  document.removeEventListener('booked-on-requested-appointment', takeOver);
  assert.equal(reloads, []);
  assert.equal(assigned, ['/my-appointments/']);
  assert.not.ok(modal.element.classList.contains('bm-closing'));
});

test('with jQuery on the page the events go through it, with the jQuery-wrapped appointment block', async () => {
  open('guest', 2);
  fill('guest');
  const triggered: { target: unknown; name: string; args: unknown[] }[] = [];
  const jQuery = (target: unknown) => ({ jquery: '3.7.1', target, trigger: (name: string, args: unknown[] = []) => void triggered.push({ target, name, args }) });
  (window as unknown as { jQuery?: unknown }).jQuery = jQuery;
  try {
    server = fakeAdminAjax({ booked_add_appt: ['error###Taken.', 'success###b'] });
    click(submitButton());
    await settle();
    clock.tick(100);
    await settle();
  } finally {
    delete (window as unknown as { jQuery?: unknown }).jQuery;
  }
  assert.equal(triggered.map(({ name }) => name), ['booked-on-requested-appt-error', 'booked-on-requested-appt-success']);
  assert.ok(triggered.every(({ target }) => target === document));
  const [error, success] = triggered;
  assert.equal(error!.args.length, 1);
  assert.is((error!.args[0] as { target: unknown }).target, details()[0], 'a jQuery object of the block');
  assert.is((success!.args[0] as { target: unknown }).target, details()[1]);
});

test('a second click while sending does nothing', async () => {
  open('guest');
  fill('guest');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server = fakeAdminAjax({ booked_add_appt: async () => (await gate, html('success###a')) });
  click(submitButton());
  document.querySelector('#newAppointmentForm')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  assert.is(server.sent.length, 1);
  release();
  await settle();
});

test.run();
