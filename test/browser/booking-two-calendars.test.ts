import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession } from './helpers/session';
import { bodies, fillCustomFields, formShown, nextMonth, openDay, settled } from './booking-page-helpers';

let session: BrowserSession;
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});

test('two calendars on one page: open days, months, loading states and choosers stay apart', async () => {
  session.server.reset();
  const opened = await session.open('/booking-two-calendars.html');
  const { page } = opened;
  await settled(page);
  const [first, second] = [page.locator('.booked-calendar-wrap').nth(0), page.locator('.booked-calendar-wrap').nth(1)];
  await nextMonth(first);
  await nextMonth(second);
  const dayA = await openDay(first, 0);
  await openDay(second, 4);
  assert.ok(await dayA.evaluate((cell) => cell.classList.contains('active')), 'the first calendar keeps its open day');
  assert.is(await first.locator('tr.entryBlock').count(), 1);
  assert.is(await second.locator('tr.entryBlock').count(), 1);
  const days = bodies(opened, 'booked_calendar_date');
  assert.match(days[0]!, /&calendar_id=1$/);
  assert.match(days[1]!, /&calendar_id=2$/);

  session.server.faults.set('booked_calendar_month', { kind: 'delay', delayMs: 700, times: 1 });
  const next = await second.locator('.page-right').getAttribute('data-goto');
  await second.locator('.page-right').click();
  await second.locator('.calendarSavingState').waitFor({ state: 'visible' });
  assert.is(await first.locator('.calendarSavingState').isVisible(), false);
  assert.is(await first.locator('.monthName').isVisible(), true);
  await second.locator(`.booked-calendar[data-calendar-date="${next}"]`).waitFor();
  assert.ok(await dayA.evaluate((cell) => cell.classList.contains('active')), 'the other calendar\'s month change leaves this open day alone');

  await page.locator('#booked_calendar_chooser_second').selectOption('0');
  await second.locator('.booked-calendar:not([data-calendar-id])').waitFor();
  assert.is(await first.locator('.booked-calendar').getAttribute('data-calendar-id'), '1');

  // A booking from the first calendar reloads its own open day.
  await first.locator('tr.entryBlock button.new-appt').first().click();
  const modal = await formShown(page);
  await modal.locator('[name="booked_appt_name"]').fill('Eve');
  await modal.locator('[name="booked_appt_surname"]').fill('Fox');
  await modal.locator('[name="booked_appt_email"]').fill('eve@example.com');
  await modal.locator('[name="booked_appt_password"]').fill('pw');
  await fillCustomFields(modal);
  await modal.locator('#submit-request-appointment').click();
  await modal.waitFor({ state: 'detached' });
  await first.locator('tr.entryBlock button.new-appt[data-timeslot="0900-1000"][disabled]').waitFor();
  const reloads = bodies(opened, 'booked_calendar_date').slice(2);
  assert.equal(reloads, [`action=booked_calendar_date&date=${await dayA.getAttribute('data-date')}&calendar_id=1`]);
  assert.is(await second.locator('tr.entryBlock').count(), 0, 'the second calendar was switched: no open day there');
  assert.equal(opened.errors, []);
  await page.context().close();
});

test.run();
