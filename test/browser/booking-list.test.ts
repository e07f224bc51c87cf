import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { bodies, fillCustomFields, formShown, settled } from './booking-page-helpers';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('booking list view');
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(async () => {
  session.server.reset();
  opened = await session.open('/booking-list.html');
  await settled(opened.page);
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

const list = () => opened.page.locator('.booked-list-view');
const listDate = () => list().locator('.booked-appt-list').getAttribute('data-list-date');
const plusDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(y!, m! - 1, d! + days);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
};

test('next and previous day: exact requests; the keyboard focus stays on the control', async () => {
  const { page } = opened;
  const start = (await listDate())!;
  await list().locator('.booked-list-view-date-next').focus();
  await page.keyboard.press('Enter');
  await list().locator(`.booked-appt-list[data-list-date="${plusDays(start, 1)}"]`).waitFor();
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('booked-list-view-date-next')));
  await page.keyboard.press('Enter');
  await list().locator(`.booked-appt-list[data-list-date="${plusDays(start, 2)}"]`).waitFor();
  await list().locator('.booked-list-view-date-prev').click();
  await list().locator(`.booked-appt-list[data-list-date="${plusDays(start, 1)}"]`).waitFor();
  assert.equal(bodies(opened), [
    `action=booked_appointment_list_date&date=${plusDays(start, 1)}&calendar_id=1&force_default=${start}`,
    `action=booked_appointment_list_date&date=${plusDays(start, 2)}&calendar_id=1&force_default=${start}`,
    `action=booked_appointment_list_date&date=${plusDays(start, 1)}&calendar_id=1&force_default=${start}`,
  ]);
  assert.is(await list().evaluate((wrap) => wrap.classList.contains('booked-loading')), false);
});

test('date picker by keyboard only: Enter opens it, arrows and PageDown move, Enter picks, focus comes back', async () => {
  const { page } = opened;
  const start = (await listDate())!;
  await list().locator('.booked_list_date_picker_trigger').focus();
  await page.keyboard.press('Enter');
  const picker = page.locator('#ui-datepicker-div.booked_custom_date_picker');
  await picker.waitFor();
  assert.is(await picker.getAttribute('role'), 'dialog');
  assert.is(await page.locator('body > #ui-datepicker-div').count(), 1, 'jQuery UI\'s picker element itself is the body\'s child, as jQuery UI put it');
  assert.ok(await list().locator('.booked-datepicker-wrap.booked-dp-active').count());
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
  assert.is(await focused(), start);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.is(await focused(), plusDays(start, 8));
  await page.keyboard.press('ArrowLeft');
  assert.is(await focused(), plusDays(start, 7));
  await page.keyboard.press('PageUp');
  assert.is(await focused(), start, 'before the list date lies the minimum: PageUp stops at it');
  await page.keyboard.press('ArrowLeft');
  assert.is(await focused(), start, 'days before the minimum cannot be reached');
  await page.keyboard.press('PageDown');
  const picked = (await focused())!;
  await page.keyboard.press('Enter');
  await picker.waitFor({ state: 'detached' });
  await list().locator(`.booked-appt-list[data-list-date="${picked}"]`).waitFor();
  assert.equal(bodies(opened), [`action=booked_appointment_list_date&date=${picked}&calendar_id=1&force_default=${start}`]);
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('booked_list_date_picker_trigger')));
  assert.is(await list().locator('.booked-dp-active').count(), 0);
});

test('date picker: the maximum date stops it; Escape closes without a request', async () => {
  const { page } = opened;
  await list().locator('.booked_list_date_picker_trigger').click();
  const picker = page.locator('#ui-datepicker-div');
  await picker.waitFor();
  const max = await list().locator('.booked-appt-list').getAttribute('data-max-date');
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageDown');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-date')), max);
  assert.ok(await picker.locator('.ui-datepicker-next[disabled]').count());
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  assert.equal(bodies(opened), []);
});

test('calendar chooser, then a booking from the list reloads the list and shows the slot taken', async () => {
  const { page } = opened;
  // The visitor gets to the chooser (a click or Tab) before choosing: that starts the list's code.
  await page.locator('.booked_calendar_chooser').focus();
  await page.locator('.booked_calendar_chooser').selectOption('2');
  await list().locator('.booked-list-view-nav[data-calendar-id="2"]').waitFor();
  const start = await list().getAttribute('data-default');
  assert.equal(bodies(opened), [`action=booked_appointment_list_date&date=${start}&calendar_id=2`]);
  // The next days until one has a free slot (calendar 2 has none on some days, and which day follows depends on today).
  let date = start!;
  for (let step = 0; step < 7; step++) {
    await list().locator('.booked-list-view-date-next').click();
    date = plusDays(date, 1);
    await list().locator(`.booked-appt-list[data-list-date="${date}"]`).waitFor();
    if (await list().locator('button.new-appt:not([disabled])').count()) break;
  }
  const slot = list().locator('button.new-appt:not([disabled])').first();
  const timeslot = await slot.getAttribute('data-timeslot');
  const title = (await slot.getAttribute('data-title')) ?? '';
  await slot.click();
  const modal = await formShown(page);
  await modal.locator('[name="guest_name"]').fill('Gus');
  await modal.locator('[name="guest_surname"]').fill('Hale');
  await modal.locator('[name="guest_email"]').fill('gus@example.com');
  await fillCustomFields(modal);
  await modal.locator('#submit-request-appointment').click();
  await modal.waitFor({ state: 'detached' });
  assert.is(bodies(opened, 'booked_new_appointment_form')[0], `action=booked_new_appointment_form&date=${date}&timeslot=${timeslot}&calendar_id=2&title=${encodeURIComponent(title)}`);
  const reload = bodies(opened, 'booked_appointment_list_date').at(-1);
  assert.is(reload, `action=booked_appointment_list_date&date=${date}&calendar_id=2&force_default=${start}`);
  await list().locator(`button.new-appt[data-timeslot="${timeslot}"][disabled]`).waitFor();
});

test('a failed load keeps the day and says why', async () => {
  session.server.faults.set('booked_appointment_list_date', { kind: 'zero' });
  const start = await listDate();
  await list().locator('.booked-list-view-date-next').click();
  await list().locator('[role="alert"]', { hasText: 'did not accept' }).waitFor();
  assert.is(await listDate(), start);
  assert.is(await list().evaluate((wrap) => wrap.classList.contains('booked-loading')), false);
  session.server.faults.clear();
});

test.run();
