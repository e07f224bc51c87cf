import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import { act } from 'react';
import type { Lifecycle } from '../../src/lifecycle';
import { listViewHtml } from '../../fixtures/server/booking/day-html';
import { addDays, parseDate, today, ymd } from '../../fixtures/server/dates';
import { createState } from '../../fixtures/server/state';
import {
  click, failures, failureText, fakeAdminAjax, key, mountBooking, NONCE, recordEvents, settle, useBooked, useNodeAbort, waitFor,
} from './booking-test-helpers';

const state = createState();
const min = today();
const max = addDays(min, 60);
const start = addDays(min, 10);
const list = (calendarId: number, date = start) => listViewHtml(state, calendarId, date, min, max);
const chooser = '<div class="booked-calendarSwitcher list"><p><select name="booked_calendar_chooser_9" class="booked_calendar_chooser"><option value="0">Default Calendar</option><option value="1" selected>Dentist</option><option value="2">Hairdresser</option></select></p></div>';
const page = (calendarId = 1, vars: Record<string, unknown> = {}) => {
  resetDom(`<div class="booked-calendar-shortcode-wrap">${chooser}<div class="booked-list-view booked-calendar-wrap large">${list(calendarId)}</div></div>`);
  useBooked(vars);
};
const wrap = () => document.querySelector<HTMLElement>('.booked-list-view')!;
const listAnswer = (_request: unknown, fields: URLSearchParams) => list(Number(fields.get('calendar_id')), parseDate(fields.get('date') ?? '') ?? start);

/**
 * The date picker's steps run in act(), so its renders are done when a step ends; the rest of the suite
 * drives the list the page's way (likeTheBrowser), so React is told it is in an act environment per step.
 */
async function step(work: () => unknown): Promise<void> {
  const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = flag.IS_REACT_ACT_ENVIRONMENT;
  flag.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await work();
    });
  } finally {
    flag.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

let lifecycle: Lifecycle | undefined;
let server: ReturnType<typeof fakeAdminAjax> | undefined;
const test = suite('list view');
likeTheBrowser(test);
test.after.each(async () => {
  await step(() => lifecycle?.stop());
  lifecycle = undefined;
  server?.restore();
  server = undefined;
  useNodeAbort();
});

test('at load: data-default from the list date; the picker trigger and the chooser get names', async () => {
  page();
  lifecycle = await mountBooking(['booking-list']);
  assert.is(wrap().getAttribute('data-default'), ymd(start));
  const trigger = wrap().querySelector('.booked_list_date_picker_trigger')!;
  assert.is(trigger.getAttribute('aria-label'), 'Choose a date');
  assert.is(trigger.getAttribute('aria-haspopup'), 'dialog');
  assert.is(document.querySelector('.booked_calendar_chooser')!.getAttribute('aria-label'), 'Choose a calendar');
});

test('next and previous day: exact requests, loading state, the new day, focus stays on the same control', async () => {
  page();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server = fakeAdminAjax({ booked_appointment_list_date: async (request, fields) => (await gate, listAnswer(request, fields)) });
  lifecycle = await mountBooking(['booking-list']);
  const events = recordEvents(['booked-before-loading-appointment-list-booking-options']);
  const next = wrap().querySelector<HTMLButtonElement>('.booked-list-view-date-next')!;
  next.focus();
  click(next);
  await settle();
  assert.equal(server.bodies(), [`action=booked_appointment_list_date&date=${ymd(addDays(start, 1))}&calendar_id=1&force_default=${ymd(start)}`]);
  assert.equal(events.names(), ['booked-before-loading-appointment-list-booking-options']);
  assert.ok(wrap().classList.contains('booked-loading'));
  assert.is(wrap().getAttribute('aria-busy'), 'true');
  assert.ok(wrap().querySelector('.booked-list-view-loading'));
  release();
  await settle();
  await new Promise((resolve) => setTimeout(resolve, 5));
  assert.is(wrap().querySelector('.booked-appt-list')!.getAttribute('data-list-date'), ymd(addDays(start, 1)));
  assert.not.ok(wrap().classList.contains('booked-loading'));
  assert.is(wrap().querySelector('.booked-list-view-loading'), null);
  assert.ok(document.activeElement?.classList.contains('booked-list-view-date-next'), 'focus moved to the new Next button');
  click(wrap().querySelector('.booked-list-view-date-prev'));
  await settle();
  assert.is(server.bodies()[1], `action=booked_appointment_list_date&date=${ymd(start)}&calendar_id=1&force_default=${ymd(start)}`);
  events.stop();
});

test('the default calendar posts calendar_id=0; the list chooser posts date = default and the chosen calendar', async () => {
  page(0);
  server = fakeAdminAjax({ booked_appointment_list_date: listAnswer });
  lifecycle = await mountBooking(['booking-list']);
  click(wrap().querySelector('.booked-list-view-date-next'));
  await settle();
  assert.is(server.bodies()[0], `action=booked_appointment_list_date&date=${ymd(addDays(start, 1))}&calendar_id=0&force_default=${ymd(start)}`);
  const select = document.querySelector<HTMLSelectElement>('.booked_calendar_chooser')!;
  select.value = '2';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
  assert.is(server.bodies()[1], `action=booked_appointment_list_date&date=${ymd(start)}&calendar_id=2`);
  assert.is(wrap().querySelector('.booked-list-view-nav')!.getAttribute('data-calendar-id'), '2');
});

test('Booked 2.4 sends the nonce right after action', async () => {
  page(1, { nonce: NONCE });
  server = fakeAdminAjax({ booked_appointment_list_date: listAnswer });
  lifecycle = await mountBooking(['booking-list']);
  click(wrap().querySelector('.booked-list-view-date-next'));
  await settle();
  assert.is(server.bodies()[0], `action=booked_appointment_list_date&nonce=${NONCE}&date=${ymd(addDays(start, 1))}&calendar_id=1&force_default=${ymd(start)}`);
});

for (const [kind, reply] of Object.entries(failures)) {
  test(`list load failure (${kind}): the day stays, loading ends, a message says why`, async () => {
    page();
    server = fakeAdminAjax({ booked_appointment_list_date: reply });
    lifecycle = await mountBooking(['booking-list']);
    click(wrap().querySelector('.booked-list-view-date-next'));
    await settle();
    assert.is(wrap().querySelector('.booked-appt-list')!.getAttribute('data-list-date'), ymd(start));
    assert.not.ok(wrap().classList.contains('booked-loading'));
    assert.is(wrap().hasAttribute('aria-busy'), false);
    assert.is(wrap().querySelector('.booked-list-view-loading'), null);
    assert.match(wrap().querySelector('[role="alert"]')!.textContent!, failureText[kind]!);
  });
}

test('date picker: opens from the trigger (booked-dp-active), a day picked by keyboard loads that day', async () => {
  page();
  server = fakeAdminAjax({ booked_appointment_list_date: listAnswer });
  lifecycle = await mountBooking(['booking-list']);
  const trigger = wrap().querySelector<HTMLElement>('.booked_list_date_picker_trigger')!;
  await step(async () => {
    trigger.focus();
    click(trigger);
    // The picker's code loads on first use; it renders when act() ends.
    await waitFor(() => document.querySelector('.booked-dp-active'));
  });
  const picker = document.getElementById('ui-datepicker-div')!;
  assert.ok(picker.classList.contains('booked_custom_date_picker'));
  assert.ok(trigger.closest('.booked-datepicker-wrap')!.classList.contains('booked-dp-active'));
  assert.is(document.activeElement?.getAttribute('data-date'), ymd(start), 'the list date has the focus');
  await step(async () => {
    key(document.activeElement, 'ArrowDown');
    await settle(2);
  });
  assert.is(document.activeElement?.getAttribute('data-date'), ymd(addDays(start, 7)));
  await step(async () => {
    key(document.activeElement, 'Enter');
    await settle();
  });
  assert.is(document.getElementById('ui-datepicker-div'), null);
  assert.not.ok(document.querySelector('.booked-datepicker-wrap')!.classList.contains('booked-dp-active'));
  assert.equal(server.bodies(), [`action=booked_appointment_list_date&date=${ymd(addDays(start, 7))}&calendar_id=1&force_default=${ymd(start)}`]);
  await new Promise((resolve) => setTimeout(resolve, 5));
  assert.is(wrap().querySelector('.booked-appt-list')!.getAttribute('data-list-date'), ymd(addDays(start, 7)));
  assert.ok(document.activeElement?.classList.contains('booked_list_date_picker_trigger'), 'focus is back on the (new) trigger');
});

test('date picker: Escape closes without a request; the trigger again toggles it', async () => {
  page();
  server = fakeAdminAjax({ booked_appointment_list_date: listAnswer });
  lifecycle = await mountBooking(['booking-list']);
  const trigger = wrap().querySelector<HTMLElement>('.booked_list_date_picker_trigger')!;
  await step(async () => {
    trigger.focus();
    click(trigger);
    // The picker's code loads on first use; it renders when act() ends.
    await waitFor(() => document.querySelector('.booked-dp-active'));
  });
  assert.ok(document.getElementById('ui-datepicker-div'), 'open');
  assert.ok(document.activeElement?.matches('#ui-datepicker-div td'), 'focus in the grid');
  await step(async () => {
    key(document.activeElement, 'Escape');
    await settle(2);
  });
  assert.is(document.getElementById('ui-datepicker-div'), null);
  assert.is(document.activeElement, trigger);
  await step(async () => {
    click(trigger);
    await waitFor(() => document.querySelector('.booked-dp-active'));
  });
  assert.ok(document.getElementById('ui-datepicker-div'));
  await step(async () => {
    click(trigger);
    await waitFor(() => !document.querySelector('.booked-dp-active'));
  });
  assert.is(document.getElementById('ui-datepicker-div'), null);
  assert.is(server.sent.length, 0);
});

test.run();
