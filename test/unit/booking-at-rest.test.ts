import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import { bookingEnhancers } from '../../enhancers/booking/definition';
import type { Lifecycle } from '../../src/lifecycle';
import { startLifecycle } from '../../src/lifecycle';
import { monthTableHtml } from '../../fixtures/server/booking/month-html';
import { listViewHtml } from '../../fixtures/server/booking/day-html';
import { feaListHtml, profileListHtml } from '../../fixtures/server/booking/profile-html';
import { DEMO_USER } from '../../fixtures/server/demo-constants';
import { addDays, addMonths, today, ymd } from '../../fixtures/server/dates';
import { createState } from '../../fixtures/server/state';
import { closeModal } from '../../enhancers/booking/modal/modal-shell';
import { click, fakeAdminAjax, mountBooking, settle, useAgents, useBooked, useJsdomAbort, useNodeAbort, waitFor } from './booking-test-helpers';

// Issue 10: the booking components load on use; what the page shows and exposes from the start is done by the
// plain `booking-*-at-rest` parts, and each component starts from what they did.
const state = createState();
const shown = addMonths(today(), 2);
const month = (calendarId: number) => monthTableHtml(state, { calendarId, month: shown, firstMonth: today() });
const chooser = (selected = 1) =>
  `<div class="booked-calendarSwitcher calendar"><p><select class="booked_calendar_chooser">${['Default Calendar', 'Dentist', 'Hairdresser']
    .map((name, value) => `<option value="${value}"${value === selected ? ' selected' : ''}>${name}</option>`)
    .join('')}</select></p></div>`;
const named = (name: string) => bookingEnhancers.find((definition) => definition.name === name)!;
const LEGACY = ['bookedNewAppointment', 'create_booked_modal', 'resize_booked_modal', 'close_booked_modal', 'adjust_calendar_boxes', 'init_tooltips'];
const globals = window as unknown as Record<string, ((...args: unknown[]) => unknown) | undefined>;

const test = suite('booking at rest');
// A modal closed last fades for 300 ms (real time): let it go while React still runs like the browser.
test.after(() => new Promise((resolve) => setTimeout(resolve, 350)));
likeTheBrowser(test);
let lifecycle: Lifecycle | undefined;
let server: ReturnType<typeof fakeAdminAjax> | undefined;
test.after.each(() => {
  closeModal();
  lifecycle?.stop();
  lifecycle = undefined;
  server?.restore();
  server = undefined;
  useNodeAbort();
});

test('strategies: every component waits for the visitor; its at-rest part, on the same markup, runs at ready', () => {
  const components = ['booking-calendar', 'booking-list', 'booking-tabs', 'booking-customer-appointments', 'booking-agent-appointments', 'booking-account-forms'];
  for (const name of components) assert.is(named(name).strategy, 'interaction', name);
  const atRest = bookingEnhancers.filter((definition) => definition.name.endsWith('-at-rest'));
  assert.equal(atRest.map((definition) => definition.name), ['booking-calendar-at-rest', 'booking-list-at-rest', 'booking-tabs-at-rest', 'booking-appointments-at-rest']);
  for (const definition of atRest) assert.is(definition.strategy ?? 'ready', 'ready', definition.name);
  assert.is(named('booking-calendar-at-rest').selector, named('booking-calendar').selector);
  assert.is(named('booking-list-at-rest').selector, named('booking-list').selector);
  assert.is(named('booking-tabs-at-rest').selector, named('booking-tabs').selector);
  assert.is(named('booking-appointments-at-rest').selector, `${named('booking-customer-appointments').selector}, ${named('booking-agent-appointments').selector}`);
  // Using the chooser (outside the calendar or list it switches) wakes them.
  assert.is(named('booking-calendar').triggers, 'select.booked_calendar_chooser');
  assert.is(named('booking-list').triggers, 'select.booked_calendar_chooser');
});

test('the real strategies: at load only the at-rest parts mount; focus in the calendar mounts its component', async () => {
  resetDom(`<div class="booked-calendar-shortcode-wrap">${chooser()}<div class="booked-calendar-wrap large">${month(1)}</div></div>`);
  useBooked();
  useJsdomAbort();
  const loads: string[] = [];
  lifecycle = startLifecycle(bookingEnhancers.map((definition) => ({ ...definition, load: () => (loads.push(definition.name), definition.load()) })));
  await lifecycle.settled();
  await settle();
  assert.equal(loads, ['booking-calendar-at-rest']);
  document.querySelector('.booked-calendar-wrap')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await waitFor(() => loads.includes('booking-calendar'));
});

test('calendar: first month as default, arrows and chooser named, open days reachable, window functions; the undo', async () => {
  resetDom(`<div class="booked-calendar-shortcode-wrap">${chooser()}<div class="booked-calendar-wrap large">${month(1).replace('<tbody>', '<tbody><tr class="week"></tr>')}</div></div>`);
  useBooked();
  lifecycle = await mountBooking(['booking-calendar-at-rest']);
  const wrap = document.querySelector<HTMLElement>('.booked-calendar-wrap')!;
  assert.is(wrap.getAttribute('data-default'), `${ymd(shown).slice(0, 8)}01`);
  assert.is(wrap.querySelector('.page-right')!.getAttribute('aria-label'), 'Next month');
  assert.is(wrap.querySelector('.page-left')!.getAttribute('aria-label'), 'Previous month');
  assert.is(document.querySelector('.booked_calendar_chooser')!.getAttribute('aria-label'), 'Choose a calendar');
  assert.is(wrap.querySelectorAll('tr.week:empty').length, 0, 'empty weeks removed');
  const open = Array.from(wrap.querySelectorAll<HTMLElement>('tr.week td:not(.prev-date):not(.blur):not(.booked)'));
  assert.ok(open.length > 0 && open.every((cell) => cell.tabIndex === 0));
  for (const name of LEGACY) assert.type(globals[name], 'function', name);
  lifecycle.stop();
  lifecycle = undefined;
  assert.ok(open.every((cell) => !cell.hasAttribute('tabindex')));
  for (const name of LEGACY) assert.is(globals[name], undefined, `${name} goes with the last part`);
});

test('calendar: the component starts from the month set up at rest, and a day then opens', async () => {
  resetDom(`<div class="booked-calendar-shortcode-wrap">${chooser()}<div class="booked-calendar-wrap large">${month(1)}</div></div>`);
  useBooked();
  lifecycle = await mountBooking(['booking-calendar-at-rest']);
  const wrap = document.querySelector<HTMLElement>('.booked-calendar-wrap')!;
  const before = wrap.outerHTML;
  const atRestStub = globals.create_booked_modal;
  const second = await mountBooking(['booking-calendar']);
  assert.is(wrap.outerHTML, before, 'the first render changes nothing at rest');
  assert.is.not(globals.create_booked_modal, atRestStub, 'the real window functions are in place');
  server = fakeAdminAjax({ booked_calendar_date: '<div class="booked-appt-list"></div>', booked_calendar_month: '' });
  click(wrap.querySelector('tr.week td:not(.prev-date):not(.blur):not(.booked)'));
  await settle();
  assert.is(server.bodies('booked_calendar_date').length, 1);
  assert.equal(server.bodies('booked_calendar_month'), [], 'no month asked for');
  second.stop();
  assert.is(globals.create_booked_modal, atRestStub, 'back to the stand-in while the at-rest part is there');
});

test('calendar: a calendar chosen before the component mounted is loaded once it is there', async () => {
  resetDom(`<div class="booked-calendar-shortcode-wrap">${chooser()}<div class="booked-calendar-wrap large">${month(1)}</div></div>`);
  useBooked();
  server = fakeAdminAjax({ booked_calendar_month: month(2) });
  lifecycle = await mountBooking(['booking-calendar-at-rest']);
  const select = document.querySelector<HTMLSelectElement>('.booked_calendar_chooser')!;
  select.value = '2';
  const second = await mountBooking(['booking-calendar']);
  await settle();
  const firstMonth = document.querySelector('.booked-calendar-wrap')!.getAttribute('data-default');
  assert.equal(server.bodies(), [`action=booked_calendar_month&gotoMonth=${firstMonth}&calendar_id=2`]);
  second.stop();
});

test('calendar: without a change of the chooser, mounting asks for nothing', async () => {
  resetDom(`<div class="booked-calendar-shortcode-wrap">${chooser()}<div class="booked-calendar-wrap large">${month(1)}</div></div>`);
  useBooked();
  server = fakeAdminAjax({});
  lifecycle = await mountBooking();
  await settle();
  assert.equal(server.bodies(), []);
});

test('calendar: square cells at rest (the first cell\'s content width, fractions kept), again on resize and on adjust_calendar_boxes() (through its stand-in)', async () => {
  resetDom(`<div class="booked-calendar-wrap small">${month(2)}</div>`);
  useBooked();
  const cells = () => Array.from(document.querySelectorAll<HTMLElement>('tr.week td'));
  // jsdom has no layout: the computed width is the inline one.
  const widen = (width: string) => cells().forEach((cell, index) => (cell.style.width = index === 0 ? width : '99px'));
  widen('40.5px');
  lifecycle = await mountBooking(['booking-calendar-at-rest']);
  const cell = cells()[1]!;
  assert.is(cell.style.height, '40.5px', 'every cell as wide as the first, as jQuery\'s width() read it');
  assert.is(cell.querySelector<HTMLElement>('.date')!.style.lineHeight, '40.5px');
  widen('50px');
  window.dispatchEvent(new Event('resize'));
  assert.is(cell.style.height, '50px');
  widen('60px');
  globals.adjust_calendar_boxes!();
  await waitFor(() => cell.style.height === '60px');
  lifecycle.stop();
  lifecycle = undefined;
  widen('70px');
  window.dispatchEvent(new Event('resize'));
  assert.is(cell.style.height, '60px', 'no listener left behind');
});

test('a stand-in window function loads the real one and calls it; bookedNewAppointment stops the link at once', async () => {
  resetDom(`<div class="booked-calendar-wrap large">${month(1)}</div><a href="#x" id="link">Book</a>`);
  useBooked();
  lifecycle = await mountBooking(['booking-calendar-at-rest']);
  globals.create_booked_modal!();
  await waitFor(() => document.querySelector('.booked-modal'));
  const event = new MouseEvent('click', { cancelable: true });
  globals.bookedNewAppointment!(event);
  assert.ok(event.defaultPrevented);
});

test('list: first day as default, the picker trigger and the chooser named', async () => {
  const start = addDays(today(), 10);
  resetDom(`<div class="booked-calendar-shortcode-wrap">${chooser()}<div class="booked-list-view booked-calendar-wrap large">${listViewHtml(state, 1, start, today(), addDays(today(), 60))}</div></div>`);
  useBooked();
  lifecycle = await mountBooking(['booking-list-at-rest']);
  const wrap = document.querySelector<HTMLElement>('.booked-list-view')!;
  assert.is(wrap.getAttribute('data-default'), ymd(start));
  const trigger = wrap.querySelector('.booked_list_date_picker_trigger')!;
  assert.is(trigger.getAttribute('aria-label'), 'Choose a date');
  assert.is(trigger.getAttribute('aria-haspopup'), 'dialog');
  assert.is(document.querySelector('.booked_calendar_chooser')!.getAttribute('aria-label'), 'Choose a calendar');
  for (const name of LEGACY) assert.type(globals[name], 'function', name);
  const before = document.body.innerHTML;
  const second = await mountBooking(['booking-list']);
  assert.is(document.body.innerHTML, before, 'the component\'s first render changes nothing');
  second.stop();
});

function profilePage(active?: number) {
  const li = (index: number, href: string, text: string) => `<li${index === active ? ' class="active"' : ''}><a href="#${href}">${text}</a></li>`;
  resetDom(
    `<div id="booked-profile-page"><ul class="booked-tabs">${li(0, 'appointments', 'Upcoming')}${li(1, 'history', 'History')}${li(2, 'edit', 'Edit')}<li><a href="/wp-login.php?action=logout">Log out</a></li></ul>` +
      `<div id="profile-appointments" class="booked-tab-content">${profileListHtml(state, DEMO_USER.id, 'upcoming')}</div>` +
      `<div id="profile-history" class="booked-tab-content">${profileListHtml(state, DEMO_USER.id, 'history')}</div>` +
      `<div id="profile-edit" class="booked-tab-content"><p>Edit</p></div></div><div id="profile-other" class="booked-tab-content">Elsewhere</div>`,
  );
  useBooked();
}
const displays = () => ['appointments', 'history', 'edit', 'other'].map((name) => document.getElementById(`profile-${name}`)!.style.display);

test('tabs: the marked tab\'s panel (else the first\'s) shown, the others hidden; the component agrees', async () => {
  profilePage();
  lifecycle = await mountBooking(['booking-tabs-at-rest']);
  assert.equal(displays(), ['block', 'none', 'none', '']);
  assert.ok(document.querySelector('a[href="#appointments"]')!.parentElement!.classList.contains('active'));
  assert.not.ok(document.querySelector('ul.booked-tabs')!.hasAttribute('role'), 'roles come with the component');
  lifecycle.stop();
  profilePage(1);
  lifecycle = await mountBooking(['booking-tabs-at-rest']);
  assert.equal(displays(), ['none', 'block', 'none', '']);
  const second = await mountBooking(['booking-tabs']);
  assert.equal(displays(), ['none', 'block', 'none', '']);
  assert.is(document.querySelector('a[href="#history"]')!.getAttribute('aria-selected'), 'true');
  second.stop();
});

test('appointment lists: custom-field links collapsed, delete links named, the tab badge counted', async () => {
  resetDom(
    '<div id="booked-profile-page"><ul class="booked-tabs"><li class="active"><a href="#fea_appointments">Upcoming</a></li><li><a href="#fea_pending">Pending <div class="counter"></div></a></li></ul>' +
      `<div id="profile-fea_appointments" class="booked-tab-content">${feaListHtml(state, 'upcoming')}</div><div id="profile-fea_pending" class="booked-tab-content">${feaListHtml(state, 'pending')}</div></div>` +
      `<div class="booked-profile-appt-list">${profileListHtml(state, DEMO_USER.id, 'upcoming')}</div>`,
  );
  useBooked();
  useAgents();
  lifecycle = await mountBooking(['booking-appointments-at-rest']);
  const toggles = Array.from(document.querySelectorAll('.booked-show-cf'));
  assert.ok(toggles.length > 0 && toggles.every((toggle) => toggle.getAttribute('aria-expanded') === 'false'));
  const deletes = Array.from(document.querySelectorAll('a.delete'));
  assert.ok(deletes.length > 0 && deletes.every((link) => link.getAttribute('aria-label') === 'Delete appointment'));
  const badge = document.querySelector<HTMLElement>('a[href="#fea_pending"] .counter')!;
  assert.is(badge.textContent, String(document.querySelectorAll('#profile-fea_pending .appt-block').length));
  assert.is(badge.style.display, 'block');
  for (const name of LEGACY) assert.type(globals[name], 'function', name);
});

test.run();
