import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import type { Lifecycle } from '../../src/lifecycle';
import { monthTableHtml } from '../../fixtures/server/booking/month-html';
import { monthGridHtml24 } from '../../fixtures/server/booking/month-html-24';
import { openDayHtml } from '../../fixtures/server/booking/day-html';
import { addMonths, parseDate, today, ymd } from '../../fixtures/server/dates';
import { createState } from '../../fixtures/server/state';
import {
  click, failures, failureText, fakeAdminAjax, html, key, mountBooking, NONCE, recordEvents, settle, useBooked, useNodeAbort,
} from './booking-test-helpers';

const state = createState();
// Two months ahead: every weekday there is open (no past days, no seeded bookings).
const shown = addMonths(today(), 2);
const firstMonth = addMonths(today(), 0);
const month = (calendarId: number, at = shown) => monthTableHtml(state, { calendarId, month: at, firstMonth });
const dayHtml = (calendarId: number, date: string) => openDayHtml(state, calendarId, parseDate(date));

const page = (calendars: string, vars: Record<string, unknown> = {}) => {
  resetDom(calendars);
  useBooked(vars);
};
const shortcode = (inner: string, size = 'large', chooser = '') =>
  `<div class="booked-calendar-shortcode-wrap">${chooser}<div class="booked-calendar-wrap ${size}">${inner}</div></div>`;
const chooser = '<div class="booked-calendarSwitcher calendar"><p><select name="booked_calendar_chooser_1" class="booked_calendar_chooser"><option value="0">Default Calendar</option><option value="1" selected>Dentist</option><option value="2">Hairdresser</option></select></p></div>';

const wraps = () => Array.from(document.querySelectorAll<HTMLElement>('.booked-calendar-wrap'));
const openCells = (wrap: Element) => Array.from(wrap.querySelectorAll<HTMLElement>('tr.week td:not(.prev-date):not(.blur):not(.booked), .bc-row.week .bc-col:not(.prev-date)'));

/** A reply that waits until the test lets it go. */
function deferred() {
  let release!: (body: string | Response) => void;
  const promise = new Promise<string | Response>((resolve) => (release = resolve));
  return { reply: () => promise.then((body) => (typeof body === 'string' ? html(body) : body)), release };
}

let lifecycle: Lifecycle | undefined;
let server: ReturnType<typeof fakeAdminAjax> | undefined;
const test = suite('month calendar');
likeTheBrowser(test);

test.after.each(() => {
  lifecycle?.stop();
  lifecycle = undefined;
  server?.restore();
  server = undefined;
  useNodeAbort();
});

test('at load: data-default from the table, empty week rows removed, days that open are reachable by keyboard', async () => {
  page(shortcode(month(1).replace('<tbody>', '<tbody><tr class="week"></tr>')));
  lifecycle = await mountBooking(['booking-calendar']);
  const [wrap] = wraps();
  assert.is(wrap!.getAttribute('data-default'), `${ymd(shown).slice(0, 8)}01`);
  assert.is(wrap!.querySelectorAll('tr.week:empty').length, 0);
  const open = openCells(wrap!);
  assert.ok(open.length > 0);
  assert.ok(open.every((cell) => cell.tabIndex === 0));
  assert.ok(Array.from(wrap!.querySelectorAll<HTMLElement>('td.prev-date')).every((cell) => !cell.hasAttribute('tabindex')));
  lifecycle.stop();
  lifecycle = undefined;
  assert.ok(open.every((cell) => !cell.hasAttribute('tabindex')), 'cleanup takes the tabindex away again');
});

test('next month: exact request, loading state on this calendar only, then the new month and booked-load-calendar', async () => {
  page(shortcode(month(1)) + shortcode(month(2)));
  const pending = deferred();
  server = fakeAdminAjax({ booked_calendar_month: pending.reply });
  lifecycle = await mountBooking(['booking-calendar']);
  const events = recordEvents(['booked-load-calendar']);
  const [first, second] = wraps();
  const next = first!.querySelector<HTMLElement>('.page-right')!;
  click(next);
  await settle();
  const nextMonth = next.getAttribute('data-goto')!;
  assert.equal(server.bodies(), [`action=booked_calendar_month&gotoMonth=${nextMonth}&calendar_id=1&force_default=${first!.getAttribute('data-default')}`]);
  assert.is(first!.querySelector<HTMLElement>('.calendarSavingState')!.style.display, 'inline-block');
  assert.is(first!.querySelector<HTMLElement>('.monthName')!.style.display, 'none');
  assert.is(first!.querySelector<HTMLElement>('tbody')!.style.opacity, '0.2');
  assert.is(first!.getAttribute('aria-busy'), 'true');
  assert.is(second!.querySelector<HTMLElement>('.calendarSavingState')!.style.display, '', 'the other calendar is not loading');
  assert.is(second!.querySelector<HTMLElement>('tbody')!.style.opacity, '');

  pending.release(month(1, addMonths(shown, 1)));
  await settle();
  assert.is(first!.querySelector('table')!.getAttribute('data-calendar-date'), `${ymd(addMonths(shown, 1)).slice(0, 8)}01`);
  assert.is(first!.hasAttribute('aria-busy'), false);
  assert.is(first!.querySelector<HTMLElement>('.monthName')!.style.display, '');
  assert.equal(events.names(), ['booked-load-calendar']);
  assert.equal(events.seen[0]!.detail, [{ action: 'booked_calendar_month', gotoMonth: nextMonth, calendar_id: '1', force_default: first!.getAttribute('data-default') }]);
  events.stop();
});

test('the default calendar (no data-calendar-id) posts exactly action, gotoMonth, force_default', async () => {
  page(shortcode(month(0)));
  server = fakeAdminAjax({ booked_calendar_month: month(0, addMonths(shown, 1)) });
  lifecycle = await mountBooking(['booking-calendar']);
  const back = wraps()[0]!.querySelector<HTMLElement>('.backToMonth')!;
  click(back);
  await settle();
  assert.equal(server.bodies(), [`action=booked_calendar_month&gotoMonth=${back.getAttribute('data-goto')}&force_default=${wraps()[0]!.getAttribute('data-default')}`]);
});

test('calendar chooser: gotoMonth = the wrap default, calendar_id = the choice, no force_default', async () => {
  page(shortcode(month(1), 'large', chooser));
  server = fakeAdminAjax({ booked_calendar_month: month(2) });
  lifecycle = await mountBooking(['booking-calendar']);
  const select = document.querySelector<HTMLSelectElement>('.booked_calendar_chooser')!;
  assert.is(select.getAttribute('aria-label'), 'Choose a calendar');
  select.value = '2';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
  assert.equal(server.bodies(), [`action=booked_calendar_month&gotoMonth=${wraps()[0]!.getAttribute('data-default')}&calendar_id=2`]);
  assert.is(wraps()[0]!.querySelector('table')!.getAttribute('data-calendar-id'), '2');
});

for (const [kind, reply] of Object.entries(failures)) {
  test(`month load failure (${kind}): the calendar comes back as it was and a message says why`, async () => {
    page(shortcode(month(1)));
    server = fakeAdminAjax({ booked_calendar_month: reply });
    lifecycle = await mountBooking(['booking-calendar']);
    const wrap = wraps()[0]!;
    const before = wrap.querySelector('table')!.getAttribute('data-calendar-date');
    click(wrap.querySelector('.page-right'));
    await settle();
    assert.is(wrap.querySelector('table')!.getAttribute('data-calendar-date'), before);
    assert.is(wrap.querySelector<HTMLElement>('.calendarSavingState')!.style.display, '');
    assert.is(wrap.querySelector<HTMLElement>('.monthName')!.style.display, '');
    assert.is(wrap.querySelector<HTMLElement>('tbody')!.style.opacity, '');
    assert.is(wrap.hasAttribute('aria-busy'), false);
    const alert = wrap.nextElementSibling!;
    assert.is(alert.getAttribute('role'), 'alert');
    assert.match(alert.textContent!, failureText[kind]!);
    // A second try works and takes the message away.
    server.restore();
    server = fakeAdminAjax({ booked_calendar_month: month(1, addMonths(shown, 1)) });
    click(wrap.querySelector('.page-right'));
    await settle();
    assert.is(document.querySelectorAll('.booked-enhance-alert').length, 0);
    assert.is(server.sent.length, 1);
  });
}

test('day click: exact request, loading row after the week, the slots, then the same day closes it', async () => {
  page(shortcode(month(1)));
  const pending = deferred();
  server = fakeAdminAjax({ booked_calendar_date: pending.reply });
  lifecycle = await mountBooking(['booking-calendar']);
  const wrap = wraps()[0]!;
  const cell = openCells(wrap)[3]!;
  const date = cell.getAttribute('data-date')!;
  click(cell.querySelector('.number'));
  await settle();
  assert.equal(server.bodies(), [`action=booked_calendar_date&date=${date}&calendar_id=1`]);
  assert.ok(cell.classList.contains('active'));
  const row = cell.parentElement!.nextElementSibling!;
  assert.ok(row.matches('tr.entryBlock.booked-loading'));
  assert.is((row.firstElementChild as HTMLTableCellElement).colSpan, 7);
  pending.release(dayHtml(1, date));
  await settle();
  assert.not.ok(row.classList.contains('booked-loading'));
  assert.ok(row.querySelector('.booked-appt-list.shown'));
  assert.ok(row.querySelector('button.new-appt'));
  click(cell);
  assert.not.ok(cell.classList.contains('active'));
  assert.is(wrap.querySelectorAll('tr.entryBlock').length, 0);
  assert.is(server.sent.length, 1, 'closing sends nothing');
});

test('Enter and Space on a focused day open it', async () => {
  page(shortcode(month(1)));
  server = fakeAdminAjax({ booked_calendar_date: (_request, fields) => dayHtml(1, fields.get('date')!) });
  lifecycle = await mountBooking(['booking-calendar']);
  const [one, two] = openCells(wraps()[0]!);
  key(one, 'Enter');
  await settle();
  assert.ok(one!.classList.contains('active'));
  key(two, ' ');
  await settle();
  assert.ok(two!.classList.contains('active'));
  assert.not.ok(one!.classList.contains('active'));
  assert.is(server.sent.length, 2);
});

test('blurred, past and fully booked days do not open; booked ones do when appointments are public', async () => {
  page(shortcode(month(1)));
  server = fakeAdminAjax({ booked_calendar_date: (_request, fields) => dayHtml(1, fields.get('date')!) });
  lifecycle = await mountBooking(['booking-calendar']);
  const [a, b, c] = openCells(wraps()[0]!);
  a!.classList.add('blur');
  b!.classList.add('prev-date');
  c!.classList.add('booked');
  for (const cell of [a, b, c]) click(cell);
  await settle();
  assert.is(server.sent.length, 0);
  assert.is(document.querySelectorAll('.active, tr.entryBlock').length, 0);

  lifecycle.stop();
  (window as unknown as { booked_js_vars: Record<string, unknown> }).booked_js_vars.publicAppointments = 'true';
  lifecycle = await mountBooking(['booking-calendar']);
  click(c);
  await settle();
  assert.is(server.sent.length, 1);
  assert.ok(c!.classList.contains('active'));
});

test('a listener of booked-before-loading-calendar-booking-options can change the request before it is sent', async () => {
  page(shortcode(month(1)));
  server = fakeAdminAjax({ booked_calendar_date: (_request, fields) => dayHtml(1, fields.get('date')!) });
  lifecycle = await mountBooking(['booking-calendar']);
  const listener = () => {
    const options = (window as unknown as { booked_load_calendar_date_booking_options: Record<string, unknown> }).booked_load_calendar_date_booking_options;
    options.calendar_id = 2;
    options.staff = 'any';
  };
  document.addEventListener('booked-before-loading-calendar-booking-options', listener);
  const cell = openCells(wraps()[0]!)[0]!;
  click(cell);
  await settle();
  document.removeEventListener('booked-before-loading-calendar-booking-options', listener);
  assert.equal(server.bodies(), [`action=booked_calendar_date&date=${cell.getAttribute('data-date')}&calendar_id=2&staff=any`]);
});

for (const [kind, reply] of Object.entries(failures)) {
  test(`day load failure (${kind}): the open row says why and stops loading; clicking the day closes it`, async () => {
    page(shortcode(month(1)));
    server = fakeAdminAjax({ booked_calendar_date: reply });
    lifecycle = await mountBooking(['booking-calendar']);
    const cell = openCells(wraps()[0]!)[0]!;
    click(cell);
    await settle();
    const row = document.querySelector('tr.entryBlock')!;
    assert.not.ok(row.classList.contains('booked-loading'));
    assert.is(row.hasAttribute('aria-busy'), false);
    assert.match(row.querySelector('[role="alert"]')!.textContent!, failureText[kind]!);
    click(cell);
    assert.is(document.querySelectorAll('tr.entryBlock').length, 0);
  });
}

test('the default calendar (no data-calendar-id): a day posts exactly action, date, calendar_id=0', async () => {
  page(shortcode(month(0)));
  server = fakeAdminAjax({ booked_calendar_date: (_request, fields) => dayHtml(0, fields.get('date')!) });
  lifecycle = await mountBooking(['booking-calendar']);
  const cell = openCells(wraps()[0]!)[2]!;
  click(cell);
  await settle();
  assert.equal(server.bodies(), [`action=booked_calendar_date&date=${cell.getAttribute('data-date')}&calendar_id=0`]);
});

test('a month change while a day is loading: if the month then fails, the day is not left busy or active', async () => {
  page(shortcode(month(1)));
  const slowDay = deferred();
  server = fakeAdminAjax({ booked_calendar_date: slowDay.reply, booked_calendar_month: failures.network! });
  lifecycle = await mountBooking(['booking-calendar']);
  const wrap = wraps()[0]!;
  const cell = openCells(wrap)[1]!;
  click(cell);
  await settle();
  assert.ok(wrap.querySelector('.entryBlock.booked-loading[aria-busy="true"]'));
  click(wrap.querySelector('.page-right'));
  await settle();
  assert.match(wrap.nextElementSibling!.textContent!, failureText.network!);
  assert.is(wrap.querySelectorAll('.entryBlock, .booked-loading, [aria-busy]').length, 0, 'no loading row left');
  assert.not.ok(cell.classList.contains('active'));
  slowDay.release(dayHtml(1, cell.getAttribute('data-date')!));
  await settle();
  assert.is(wrap.querySelectorAll('.entryBlock').length, 0, 'the aborted answer does not land');
  click(cell);
  await settle();
  assert.ok(cell.classList.contains('active'), 'the day opens again on the next click');
});

test('a newer day click wins: the older answer never lands', async () => {
  page(shortcode(month(1)));
  const slow = deferred();
  server = fakeAdminAjax({ booked_calendar_date: [slow.reply, (_request, fields) => dayHtml(1, fields.get('date')!)] });
  lifecycle = await mountBooking(['booking-calendar']);
  const [first, second] = openCells(wraps()[0]!);
  click(first);
  click(second);
  await settle();
  slow.release('<div class="booked-appt-list"><p>stale</p></div>');
  await settle();
  assert.is(document.querySelectorAll('tr.entryBlock').length, 1);
  assert.not.match(document.querySelector('tr.entryBlock')!.textContent!, /stale/);
  assert.ok(second!.classList.contains('active'));
});

test('two calendars: each keeps its own open day and loading state', async () => {
  page(shortcode(month(1)) + shortcode(month(2), 'small'));
  const slowMonth = deferred();
  server = fakeAdminAjax({
    booked_calendar_date: (_request, fields) => dayHtml(Number(fields.get('calendar_id')), fields.get('date')!),
    booked_calendar_month: slowMonth.reply,
  });
  lifecycle = await mountBooking(['booking-calendar']);
  const [large, small] = wraps();
  const dayA = openCells(large!)[0]!;
  const dayB = openCells(small!)[1]!;
  click(dayA);
  await settle();
  click(dayB);
  await settle();
  assert.ok(dayA.classList.contains('active'), 'opening a day in the other calendar leaves this one open');
  assert.is(large!.querySelectorAll('tr.entryBlock .timeslot').length, 3);
  assert.is(small!.querySelectorAll('tr.entryBlock .timeslot').length, 3);
  assert.match(server.bodies()[1]!, /calendar_id=2$/);
  click(small!.querySelector('.page-right'));
  await settle();
  assert.is(small!.querySelector<HTMLElement>('tbody')!.style.opacity, '0.2');
  assert.is(large!.querySelector<HTMLElement>('tbody')!.style.opacity, '');
  slowMonth.release(month(2, addMonths(shown, 1)));
  await settle();
  assert.ok(dayA.classList.contains('active'));
  assert.is(large!.querySelectorAll('tr.entryBlock').length, 1);
});

test('Booked 2.4: nonce right after action, div grid rows for the open day', async () => {
  page(shortcode(monthGridHtml24(state, { calendarId: 1, month: shown, firstMonth })), { nonce: NONCE });
  server = fakeAdminAjax({
    booked_calendar_date: (_request, fields) => dayHtml(1, fields.get('date')!),
    booked_calendar_month: monthGridHtml24(state, { calendarId: 1, month: addMonths(shown, 1), firstMonth }),
  });
  lifecycle = await mountBooking(['booking-calendar']);
  const wrap = wraps()[0]!;
  const cell = openCells(wrap)[0]!;
  assert.is(cell.tabIndex, 0);
  click(cell);
  await settle();
  assert.equal(server.bodies(), [`action=booked_calendar_date&nonce=${NONCE}&date=${cell.getAttribute('data-date')}&calendar_id=1`]);
  const row = cell.parentElement!.nextElementSibling!;
  assert.ok(row.matches('div.bc-row.entryBlock'));
  assert.ok(row.querySelector(':scope > .bc-col .booked-appt-list.shown'));
  click(wrap.querySelector('.page-right'));
  await settle();
  assert.match(server.bodies()[1]!, new RegExp(`^action=booked_calendar_month&nonce=${NONCE}&gotoMonth=`));
  assert.ok(wrap.querySelector('div.booked-calendar .bc-body'));
});

test.run();
