import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession } from './helpers/session';
import { bodies, fillCustomFields, formShown, nextMonth, openDay, settled } from './booking-page-helpers';

const NONCE = '5b1c9e0a2f';
let session: BrowserSession;
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});

test('Booked 2.4 page: div calendar, nonce right after action on its calls, none on the popup login; the profile page opens after booking', async () => {
  session.server.reset();
  const opened = await session.open('/booking-calendar-24.html');
  const { page } = opened;
  await settled(page);
  const large = page.locator('.booked-calendar-wrap.large');
  const small = page.locator('.booked-calendar-wrap.small');
  assert.ok(await large.locator('div.booked-calendar > .bc-body > .bc-row.week > .bc-col').count());

  const firstMonth = await large.getAttribute('data-default');
  const next = await large.locator('.page-right').getAttribute('data-goto');
  await nextMonth(large);
  assert.is(bodies(opened)[0], `action=booked_calendar_month&nonce=${NONCE}&gotoMonth=${next}&calendar_id=1&force_default=${firstMonth}`);
  assert.ok(await large.locator('div.booked-calendar .bc-body').count(), 'the next month is a div grid too');

  const day = await openDay(large, 0);
  const date = await day.getAttribute('data-date');
  assert.is(bodies(opened, 'booked_calendar_date')[0], `action=booked_calendar_date&nonce=${NONCE}&date=${date}&calendar_id=1`);
  assert.ok(await day.evaluate((cell) => cell.parentElement!.nextElementSibling!.matches('div.bc-row.entryBlock')));

  // Popup login: the serialised form, no nonce.
  await large.locator('.entryBlock button.new-appt').first().click();
  let modal = await formShown(page);
  assert.is(bodies(opened, 'booked_new_appointment_form')[0], `action=booked_new_appointment_form&nonce=${NONCE}&date=${date}&timeslot=0900-1000&calendar_id=1&title=Checkup`);
  await modal.locator('#customer_current').check();
  await modal.locator('#ajaxlogin #username').fill('demo');
  await modal.locator('#ajaxlogin #password').fill('nope');
  await modal.locator('#ajaxlogin [type="submit"]').click();
  await modal.locator('#ajaxlogin p.status i.fa-triangle-exclamation').waitFor();
  assert.is(bodies(opened, 'booked_ajax_login')[0], 'username=demo&password=nope&action=booked_ajax_login&security=d41e7a9c03&_wp_http_referer=%2Fwp-admin%2Fadmin-ajax.php');
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  // A guest booking on the small calendar: the nonce after customer_type (no user_id), then the profile page.
  await nextMonth(small);
  const guestDate = await (await openDay(small, 1)).getAttribute('data-date');
  await small.locator('.entryBlock button.new-appt').first().click();
  modal = await formShown(page);
  await modal.locator('[name="guest_name"]').fill('Ivy');
  await modal.locator('[name="guest_surname"]').fill('Jo');
  await modal.locator('[name="guest_email"]').fill('ivy@example.com');
  await fillCustomFields(modal);
  const timestamp = await modal.locator('[name="timestamp[]"]').inputValue();
  await Promise.all([page.waitForURL('**/booking-profile.html'), modal.locator('#submit-request-appointment').click()]);
  assert.is(bodies(opened, 'booked_add_appt')[0],
    `guest_name=Ivy&guest_surname=Jo&guest_email=ivy%40example.com&action=booked_add_appt&customer_type=guest&nonce=${NONCE}&is_fe_form=true&total_appts=1` +
      `&appoinment=0&calendar_id=2&title=Checkup&date=${guestDate}&timestamp=${timestamp}&timeslot=0900-1000` +
      '&single-line-text-label---1=555+0100&radio-buttons-label---4=Reminder+by&single-radio-button---4%5B%5D=SMS&checkboxes-label---5=Topics');
  assert.ok(session.server.state.booking.appointments.some((appt) => appt.guest?.name === 'Ivy'));
  assert.equal(opened.errors, []);
  await page.context().close();
});

test.run();
