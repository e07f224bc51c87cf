import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { closeModal } from '../../enhancers/booking/modal/modal-shell';
import type { Lifecycle } from '../../src/lifecycle';
import { bookingFormHtml } from '../../fixtures/server/booking/form-html';
import { listViewHtml } from '../../fixtures/server/booking/day-html';
import { BOOKED_LOGIN_NONCE, DEMO_USER } from '../../fixtures/server/demo-constants';
import { addDays, nthWeekdayAfter, parseDate, today, ymd } from '../../fixtures/server/dates';
import { createState } from '../../fixtures/server/state';
import {
  click, failures, failureText, fakeAdminAjax, mountBooking, NONCE, recordEvents, settle, useBooked, useNodeAbort, waitFor,
} from './booking-test-helpers';

const state = createState();
// A weekday (the demo calendars have no weekend slots), about two weeks ahead.
const day = nthWeekdayAfter(today(), 8);
const list = listViewHtml(state, 1, day, today(), addDays(today(), 60));
const formFor = (fields: URLSearchParams, loggedIn = false) =>
  bookingFormHtml({
    calendarId: Number(fields.get('calendar_id') || 0),
    date: parseDate(fields.get('date') ?? ''),
    dateText: fields.get('date') ?? '',
    timeslot: fields.get('timeslot') ?? '',
    title: fields.get('title') ?? '',
    user: loggedIn ? { ...DEMO_USER } : undefined,
  });

const test = suite('new appointment: modal, form, popup login');
likeTheBrowser(test);
let lifecycle: Lifecycle | undefined;
let server: ReturnType<typeof fakeAdminAjax> | undefined;
let clock: FakeClock | undefined;

async function page(vars: Record<string, unknown> = {}) {
  resetDom(`<div class="booked-list-view booked-calendar-wrap large">${list}</div>`);
  useBooked(vars);
  lifecycle = await mountBooking(['booking-list']);
  // The form code loads on first use: load it before the fake clock takes over.
  await import('../../enhancers/booking/appointment/new-appointment');
  clock = installFakeClock();
}
const bookButton = () => document.querySelector<HTMLButtonElement>('.booked-list-view button.new-appt:not([disabled])')!;

test.after.each(() => {
  closeModal();
  clock?.tick(1000);
  clock?.uninstall();
  clock = undefined;
  lifecycle?.stop();
  lifecycle = undefined;
  server?.restore();
  server = undefined;
  useNodeAbort();
});

/** Clicks a slot button and lets the 100 ms delay, the answer and the 50 ms reveal pass. */
async function openForm(button = bookButton()) {
  button.focus();
  click(button);
  await waitFor(() => document.querySelector('.booked-modal'));
  clock!.tick(100);
  await settle();
  clock!.tick(50);
  await settle();
}

test('slot click: before-loading event, modal, the form request 100 ms later (exact fields), booked-on-new-app, focus inside', async () => {
  await page();
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields) });
  const events = recordEvents(['booked-before-loading-booking-form', 'booked-on-new-app']);
  const button = bookButton();
  button.focus();
  click(button);
  await waitFor(() => document.querySelector('.booked-modal.bm-loading'));
  assert.equal(events.names(), ['booked-before-loading-booking-form']);
  clock!.tick(99);
  await settle();
  assert.is(server.sent.length, 0, 'nothing before 100 ms');
  clock!.tick(1);
  await settle();
  assert.equal(server.bodies(), [
    `action=booked_new_appointment_form&date=${ymd(day)}&timeslot=${button.dataset.timeslot}&calendar_id=1&title=${encodeURIComponent(button.dataset.title!)}`,
  ]);
  assert.equal(events.names(), ['booked-before-loading-booking-form', 'booked-on-new-app']);
  clock!.tick(50);
  const modal = document.querySelector('.booked-modal')!;
  assert.not.ok(modal.classList.contains('bm-loading'));
  assert.ok(modal.querySelector('.bm-window #newAppointmentForm'));
  assert.ok(modal.querySelector('.bm-window')!.contains(document.activeElement), 'focus is in the form');
  events.stop();
});

test('listeners of booked-before-loading-booking-form can change booked_appt_form_options; 2.4 sends the nonce after action', async () => {
  await page({ nonce: NONCE });
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields) });
  const listener = () => {
    (window as unknown as { booked_appt_form_options: Record<string, unknown> }).booked_appt_form_options.calendars = ['1', '2'];
  };
  document.addEventListener('booked-before-loading-booking-form', listener);
  await openForm();
  document.removeEventListener('booked-before-loading-booking-form', listener);
  const button = bookButton();
  assert.equal(server.bodies(), [
    `action=booked_new_appointment_form&nonce=${NONCE}&date=${ymd(day)}&timeslot=${button.dataset.timeslot}&calendar_id=1&title=${encodeURIComponent(button.dataset.title!)}&calendars%5B%5D=1&calendars%5B%5D=2`,
  ]);
});

test('window.bookedNewAppointment (this = a slot button) opens the form like a click', async () => {
  await page();
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields) });
  const button = document.createElement('button');
  Object.assign(button.dataset, { date: '2030-01-7', timeslot: '1400-1500', calendarId: '2', title: 'Late "visit" <b>' });
  document.body.append(button);
  let prevented = false;
  const bookedNewAppointment = (window as unknown as { bookedNewAppointment: (this: Element, event: object) => void }).bookedNewAppointment;
  bookedNewAppointment.call(button, { preventDefault: () => (prevented = true) });
  assert.ok(prevented);
  await waitFor(() => document.querySelector('.booked-modal'));
  clock!.tick(100);
  await settle();
  assert.equal(server.bodies(), ['action=booked_new_appointment_form&date=2030-01-7&timeslot=1400-1500&calendar_id=2&title=Late+%22visit%22+%3Cb%3E']);
});

test('closing before the 100 ms are up sends nothing; double clicks leave one modal and one request', async () => {
  await page();
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields) });
  click(bookButton());
  await waitFor(() => document.querySelector('.booked-modal'));
  closeModal();
  clock!.tick(200);
  await settle();
  assert.is(server.sent.length, 0);
  click(bookButton());
  click(bookButton());
  await waitFor(() => document.querySelectorAll('.booked-modal:not(.bm-closing)').length === 1 && server!.sent.length === 0);
  clock!.tick(100);
  await settle();
  assert.is(server.sent.length, 1);
  assert.is(document.querySelectorAll('.booked-modal:not(.bm-closing)').length, 1);
});

for (const [kind, reply] of Object.entries(failures)) {
  test(`form load failure (${kind}): the modal says why, with a close button that has the focus`, async () => {
    await page();
    server = fakeAdminAjax({ booked_new_appointment_form: reply });
    await openForm();
    const modal = document.querySelector('.booked-modal')!;
    assert.not.ok(modal.classList.contains('bm-loading'));
    assert.is(modal.querySelector('.bm-overlay i'), null);
    assert.match(modal.querySelector('[role="alert"]')!.textContent!, failureText[kind]!);
    assert.is(document.activeElement, modal.querySelector('button.close'));
    click(document.activeElement);
    assert.ok(modal.classList.contains('bm-closing'));
  });
}

test('customer choice: "current" shows the login block, "new" the form', async () => {
  await page();
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields) });
  await openForm();
  const current = document.querySelector<HTMLInputElement>('#customer_current')!;
  current.checked = true;
  current.dispatchEvent(new Event('change', { bubbles: true }));
  assert.is(document.querySelector<HTMLElement>('#condition-current')!.style.display, 'block');
  assert.is(document.querySelector<HTMLElement>('#condition-new')!.style.display, 'none');
  const fresh = document.querySelector<HTMLInputElement>('#customer_new')!;
  fresh.checked = true;
  fresh.dispatchEvent(new Event('change', { bubbles: true }));
  assert.is(document.querySelector<HTMLElement>('#condition-current')!.style.display, 'none');
  assert.is(document.querySelector<HTMLElement>('#condition-new')!.style.display, 'block');
});

function submitLogin(username: string, password: string) {
  (document.querySelector('#ajaxlogin #username') as HTMLInputElement).value = username;
  (document.querySelector('#ajaxlogin #password') as HTMLInputElement).value = password;
  document.querySelector('#ajaxlogin')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

test('popup login: the form serialised as it is; success closes and reopens the form for the same slot', async () => {
  await page();
  server = fakeAdminAjax({
    booked_new_appointment_form: [(_request, fields) => formFor(fields), (_request, fields) => formFor(fields, true)],
    booked_ajax_login: 'success',
  });
  const button = bookButton();
  await openForm(button);
  const slot = { ...document.querySelector<HTMLElement>('#ajaxlogin')!.dataset };
  submitLogin('demo user', 'demo1234');
  assert.match(document.querySelector('#ajaxlogin p.status')!.textContent!, /Please wait/);
  assert.is(document.querySelector<HTMLElement>('#ajaxlogin p.status')!.style.display, 'block', 'booked.css hides the line until shown');
  await settle();
  assert.is(server.bodies('booked_ajax_login')[0], `username=demo+user&password=demo1234&action=booked_ajax_login&security=${BOOKED_LOGIN_NONCE}&_wp_http_referer=%2Fwp-admin%2Fadmin-ajax.php`);
  const modals = document.querySelectorAll('.booked-modal');
  assert.is(modals.length, 2, 'the old one fades out while the new one loads');
  assert.ok(modals[0]!.classList.contains('bm-closing'));
  clock!.tick(100);
  await settle();
  clock!.tick(50);
  const forms = server.bodies('booked_new_appointment_form');
  assert.is(forms.length, 2);
  assert.is(forms[1], `action=booked_new_appointment_form&date=${slot.date}&timeslot=${slot.timeslot}&calendar_id=${slot.calendarId}&title=${slot.title}`, 'the slot of #ajaxlogin');
  assert.is(slot.timeslot, button.dataset.timeslot);
  assert.ok(document.querySelector('.booked-modal:not(.bm-closing) input[name="user_id"][value="7"]'));
  clock!.tick(300);
  assert.is(document.querySelectorAll('.booked-modal').length, 1);
});

test('popup login: wrong credentials show the page text; a failed request its own message; typed values stay', async () => {
  await page();
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields), booked_ajax_login: ['', failures.network!] });
  await openForm();
  submitLogin('demo', 'nope');
  await settle();
  const status = document.querySelector('#ajaxlogin p.status')!;
  assert.match(status.textContent!, /Wrong username\/password combination\./);
  assert.ok(status.querySelector('i.booked-icon-alert'));
  submitLogin('demo', 'nope');
  await settle();
  assert.match(status.textContent!, failureText.network!);
  assert.is((document.querySelector('#ajaxlogin #username') as HTMLInputElement).value, 'demo');
  assert.is(document.querySelectorAll('.booked-modal').length, 1);
});

test('forgot password: link and go-back switch the forms; success back to login with the notice, failure the error', async () => {
  await page();
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields), booked_ajax_forgot: ['', 'success'] });
  await openForm();
  const login = document.querySelector<HTMLElement>('#ajaxlogin')!;
  const forgot = document.querySelector<HTMLElement>('#ajaxforgot')!;
  click(document.querySelector('.booked-forgot-password'));
  assert.is(forgot.style.display, 'block');
  assert.is(login.style.display, 'none');
  assert.is(document.activeElement?.id, 'username_forgot');
  click(document.querySelector('.booked-forgot-goback'));
  assert.is(login.style.display, 'block');
  click(document.querySelector('.booked-forgot-password'));
  (document.querySelector('#username_forgot') as HTMLInputElement).value = 'nobody@example.com';
  forgot.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  assert.is(server.bodies('booked_ajax_forgot')[0], `username=nobody%40example.com&action=booked_ajax_forgot&security=${BOOKED_LOGIN_NONCE}&_wp_http_referer=%2Fwp-admin%2Fadmin-ajax.php`);
  assert.match(forgot.querySelector('p.status')!.textContent!, /not recognized/);
  forgot.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  assert.is(login.style.display, 'block');
  assert.match(login.querySelector('p.status')!.textContent!, /check your email/);
  assert.ok(login.querySelector('p.status i.booked-icon-check'));
});

test('submit events: the handled forms are kept on the page, any other form in the modal submits as usual', async () => {
  await page();
  server = fakeAdminAjax({ booked_new_appointment_form: (_request, fields) => formFor(fields), booked_ajax_login: '' });
  await openForm();
  const other = document.createElement('form');
  other.id = 'addon-coupon';
  document.querySelector('.booked-modal .bm-window .booked-form')!.append(other);
  const otherSubmit = new Event('submit', { bubbles: true, cancelable: true });
  other.dispatchEvent(otherSubmit);
  assert.is(otherSubmit.defaultPrevented, false, 'an add-on form is left alone');
  const loginSubmit = new Event('submit', { bubbles: true, cancelable: true });
  document.querySelector('#ajaxlogin')!.dispatchEvent(loginSubmit);
  assert.is(loginSubmit.defaultPrevented, true);
  await settle();
  assert.is(server.bodies().filter((body) => !body.startsWith('action=booked_new_appointment_form')).length, 1, 'only the login was sent');
});

test.run();
