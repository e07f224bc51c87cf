import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { bodies, fillCustomFields, formShown, nextMonth, openDay, openDays, settled } from './booking-page-helpers';
import { holding } from './helpers/chunk-files';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('booking calendar page');

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(async () => {
  session.server.reset();
  opened = await session.open('/booking-calendar.html');
  await settled(opened.page);
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

const large = () => opened.page.locator('.booked-calendar-wrap.large');
const small = () => opened.page.locator('.booked-calendar-wrap.small');

test('at rest: only the calendar\'s plain part loads (no component, no Preact, no zod), sends nothing, keeps Booked\'s window functions', async () => {
  // At rest means before the code: opened again without the idle fetch-ahead.
  await opened.page.context().close();
  opened = await session.open('/booking-calendar.html', { fetchAhead: false });
  await settled(opened.page);
  await opened.page.waitForLoadState('networkidle');
  const scripts = opened.scripts();
  assert.ok(scripts.some(holding('calendar-at-rest')));
  assert.not.ok(scripts.some(holding('calendar-enhancer', 'runtime', 'schemas', 'list-enhancer', 'new-appointment', 'date-picker-popup', 'tabs-enhancer', 'agent-appointments-enhancer')), scripts.join(', '));
  assert.equal(opened.ajax(), []);
  const types = await opened.page.evaluate(() =>
    ['bookedNewAppointment', 'create_booked_modal', 'resize_booked_modal', 'close_booked_modal', 'adjust_calendar_boxes', 'init_tooltips'].map(
      (name) => typeof (window as unknown as Record<string, unknown>)[name],
    ));
  assert.equal(types, Array(6).fill('function'));
  const square = await openDays(large()).first().evaluate((cell) => Math.abs(cell.getBoundingClientRect().width - cell.getBoundingClientRect().height) < 2);
  assert.ok(square, 'day cells are square');
});

test('a day\'s tooltip (at rest): tooltipster\'s markup above the day on hover, drawn by the tooltip stylesheet; focus shows it, Escape and leaving hide it', async () => {
  const { page } = opened;
  // Days with free slots, read from the page (near a month's end the shown month may have none left).
  if ((await page.locator('span.date.tooltipstered').count()) === 0) await nextMonth(large());
  const origin = page.locator('span.date.tooltipstered').first();
  assert.not.ok(await origin.evaluate((span) => span.hasAttribute('title')), 'the title was taken off: no native tip as well');
  const tip = page.locator('body > .tooltipster-base');
  await origin.hover();
  await tip.waitFor();
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.tooltipster-base')!).opacity === '1');
  // The grow theme slides the tip 5 px up on a transform transition (opacity is 1 at once): measure once it has ended.
  await tip.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => undefined));
  assert.is(await tip.getAttribute('class'), 'tooltipster-base tooltipster-light tooltipster-grow tooltipster-grow-show');
  assert.match(await tip.locator('.tooltipster-content').innerText(), /^\d+ Available$/);
  const look = await tip.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.position, style.zIndex, style.backgroundColor, style.borderTopColor, style.pointerEvents].join(' ');
  });
  assert.is(look, 'absolute 9999999 rgb(255, 255, 255) rgb(221, 221, 221) none', 'tooltipster.css and its light theme draw it');
  assert.is(await tip.locator('.tooltipster-arrow').getAttribute('class'), 'tooltipster-arrow-top tooltipster-arrow');
  assert.is(await tip.locator('.tooltipster-arrow-border').getAttribute('style'), 'margin-bottom: -1px; border-color: rgb(221, 221, 221);');
  const [tipBox, dayBox] = [(await tip.boundingBox())!, (await origin.boundingBox())!];
  assert.ok(Math.abs(tipBox.y + tipBox.height - (dayBox.y + 3)) <= 1, 'above the day, overlapping it by 3 px');
  assert.ok(Math.abs(tipBox.x + tipBox.width / 2 - (dayBox.x + dayBox.width / 2)) <= 1, 'centred on it');
  const cell = origin.locator('xpath=ancestor::*[@data-date][1]');
  assert.is(await cell.getAttribute('aria-describedby'), await tip.getAttribute('id'));
  await page.mouse.move(1, 1);
  await tip.waitFor({ state: 'detached' });
  assert.is(await cell.getAttribute('aria-describedby'), null);

  await cell.focus();
  await tip.waitFor();
  assert.is(await tip.getAttribute('role'), 'tooltip');
  await page.keyboard.press('Escape');
  await tip.waitFor({ state: 'detached' });
  assert.ok(await cell.evaluate((element) => element === document.activeElement), 'Escape leaves the focus on the day');
});

test('month navigation: exact requests, the loading state on that calendar only, Back to the first month', async () => {
  session.server.faults.set('booked_calendar_month', { kind: 'delay', delayMs: 700, times: 1 });
  const firstMonth = await large().getAttribute('data-default');
  const next = await large().locator('.page-right').getAttribute('data-goto');
  await large().locator('.page-right').click();
  await large().locator('.calendarSavingState').waitFor({ state: 'visible' });
  assert.is(await large().locator('.monthName').isVisible(), false);
  assert.is(await small().locator('.calendarSavingState').isVisible(), false, 'the small calendar is not loading');
  assert.is(await small().locator('tbody').evaluate((body) => getComputedStyle(body).opacity), '1');
  await large().locator(`.booked-calendar[data-calendar-date="${next}"]`).waitFor();
  assert.is(await large().locator('.calendarSavingState').isVisible(), false);
  await large().locator('.backToMonth').click();
  await large().locator(`.booked-calendar[data-calendar-date="${firstMonth}"]`).waitFor();
  assert.equal(bodies(opened), [
    `action=booked_calendar_month&gotoMonth=${next}&calendar_id=1&force_default=${firstMonth}`,
    `action=booked_calendar_month&gotoMonth=${firstMonth}&calendar_id=1&force_default=${firstMonth}`,
  ]);
});

test('calendar chooser switches the large calendar only', async () => {
  // The visitor gets to the chooser (a click or Tab) before choosing: that starts the calendar's code.
  await opened.page.locator('.booked_calendar_chooser').focus();
  await opened.page.locator('.booked_calendar_chooser').selectOption('2');
  await large().locator('.booked-calendar[data-calendar-id="2"]').waitFor();
  assert.equal(bodies(opened), [`action=booked_calendar_month&gotoMonth=${await large().getAttribute('data-default')}&calendar_id=2`]);
  assert.is(await small().locator('.booked-calendar').getAttribute('data-calendar-id'), '2');
});

test('the default calendar (chosen, so no data-calendar-id): month and day requests with their exact fields', async () => {
  // The visitor gets to the chooser (a click or Tab) before choosing: that starts the calendar's code.
  await opened.page.locator('.booked_calendar_chooser').focus();
  await opened.page.locator('.booked_calendar_chooser').selectOption('0');
  await large().locator('.booked-calendar:not([data-calendar-id])').waitFor();
  const firstMonth = await large().getAttribute('data-default');
  const next = await large().locator('.page-right').getAttribute('data-goto');
  await nextMonth(large());
  const day = await openDay(large(), 1);
  const date = await day.getAttribute('data-date');
  assert.equal(bodies(opened), [
    `action=booked_calendar_month&gotoMonth=${firstMonth}&calendar_id=0`,
    `action=booked_calendar_month&gotoMonth=${next}&force_default=${firstMonth}`,
    `action=booked_calendar_date&date=${date}&calendar_id=0`,
  ]);
});

test('a day opens under its week with the slots; the same day again closes it; past days do nothing', async () => {
  await nextMonth(small());
  const day = await openDay(small(), 2);
  const date = await day.getAttribute('data-date');
  assert.equal(bodies(opened, 'booked_calendar_date'), [`action=booked_calendar_date&date=${date}&calendar_id=2`]);
  assert.is(await day.evaluate((cell) => cell.parentElement!.nextElementSibling!.matches('tr.entryBlock')), true);
  assert.is(await small().locator('tr.entryBlock .timeslot').count(), 3);
  await day.click();
  assert.is(await small().locator('tr.entryBlock').count(), 0);
  await small().locator('.page-left').click();
  await small().locator('.page-left').waitFor({ state: 'detached' });
  const past = small().locator('td.prev-date').first();
  if (await past.count()) {
    await past.click({ force: true });
    assert.is(await small().locator('tr.entryBlock').count(), 0);
  }
  assert.is(bodies(opened, 'booked_calendar_date').length, 1);
});

test('guest books with the keyboard: focus in the dialog, Tab kept inside, exact request, the slot then shows as taken', async () => {
  const { page } = opened;
  await nextMonth(small());
  const day = await openDay(small(), 1);
  const date = await day.getAttribute('data-date');
  // The seeded appointments are dated from today: the first free slot of the day, read from the page.
  const free = small().locator('tr.entryBlock button.new-appt:not([disabled])');
  const freeBefore = await free.count();
  const slot = free.first();
  const timeslot = await slot.getAttribute('data-timeslot');
  await slot.focus();
  await page.keyboard.press('Enter');
  const modal = await formShown(page);
  assert.is(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'guest_name');
  await page.keyboard.type('Ann');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ann@example.com');
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.bm-window')), 'Tab stays in the dialog');
  await fillCustomFields(modal);
  const timestamp = await modal.locator('[name="timestamp[]"]').inputValue();
  await modal.locator('#submit-request-appointment').click();
  await modal.waitFor({ state: 'detached' });
  assert.equal(bodies(opened, 'booked_new_appointment_form'), [`action=booked_new_appointment_form&date=${date}&timeslot=${timeslot}&calendar_id=2&title=Checkup`]);
  assert.equal(bodies(opened, 'booked_add_appt'), [
    `guest_name=Ann&guest_surname=Lee&guest_email=ann%40example.com&action=booked_add_appt&customer_type=guest&is_fe_form=true&total_appts=1` +
      `&appoinment=0&calendar_id=2&title=Checkup&date=${date}&timestamp=${timestamp}&timeslot=${timeslot}` +
      '&single-line-text-label---1=555+0100&radio-buttons-label---4=Reminder+by&single-radio-button---4%5B%5D=SMS&checkboxes-label---5=Topics',
  ]);
  // As Booked: every .booked-appt-list on the page first (here the open day's own, so no date, calendar 0,
  // no list view's default), then the open day.
  const reload = `action=booked_calendar_date&date=${date}&calendar_id=2`;
  const booking = bodies(opened).findIndex((body) => body.includes('action=booked_add_appt'));
  assert.equal(bodies(opened).slice(booking + 1), ['action=booked_appointment_list_date&calendar_id=0&force_default=false', reload]);
  assert.equal(bodies(opened, 'booked_calendar_date'), [reload, reload], 'the open day was reloaded');
  await small().locator(`tr.entryBlock button.new-appt[data-timeslot="${timeslot}"][disabled]`).waitFor();
  assert.is(await free.count(), freeBefore - 1);
  const booked = session.server.state.booking.appointments.filter((appt) => appt.guest?.name === 'Ann');
  assert.is(booked.length, 1);
  assert.is(booked[0]!.calendarId, 2);
  assert.equal(booked[0]!.customFields, [['Phone', '555 0100'], ['Reminder by', 'SMS']]);
});

test('new customer: the registration fields travel with the one appointment; the new user is signed in', async () => {
  await nextMonth(large());
  const day = await openDay(large(), 0);
  const date = await day.getAttribute('data-date');
  // A free slot: the seeded appointments are dated from today, so one may hold a slot of this day.
  const slot = large().locator('tr.entryBlock button.new-appt:not([disabled])').first();
  const timeslot = await slot.getAttribute('data-timeslot');
  const title = encodeURIComponent((await slot.getAttribute('data-title')) ?? '').replace(/%20/g, '+');
  await slot.click();
  const modal = await formShown(opened.page);
  assert.ok(await modal.locator('#customerChoices').isVisible());
  await modal.locator('[name="booked_appt_name"]').fill('Bo');
  await modal.locator('[name="booked_appt_surname"]').fill('Ek');
  await modal.locator('[name="booked_appt_email"]').fill('bo@example.com');
  await modal.locator('[name="booked_appt_password"]').fill('secret 1');
  await fillCustomFields(modal);
  const timestamp = await modal.locator('[name="timestamp[]"]').inputValue();
  await modal.locator('#submit-request-appointment').click();
  await modal.waitFor({ state: 'detached' });
  assert.equal(bodies(opened, 'booked_add_appt'), [
    `action=booked_add_appt&customer_type=new&is_fe_form=true&total_appts=1&booked_appt_name=Bo&booked_appt_surname=Ek&booked_appt_email=bo%40example.com&booked_appt_password=secret+1` +
      `&appoinment=0&calendar_id=1&title=${title}&date=${date}&timestamp=${timestamp}&timeslot=${timeslot}` +
      '&single-line-text-label---1=555+0100&radio-buttons-label---4=Reminder+by&single-radio-button---4%5B%5D=SMS&checkboxes-label---5=Topics',
  ]);
  const user = session.server.state.users.find((candidate) => candidate.email === 'bo@example.com');
  assert.ok(user);
  assert.ok(session.server.state.booking.appointments.some((appt) => appt.userId === user!.id && appt.timeslot === timeslot));
});

test('popup login: the serialised login form, then the form for the same slot opens by itself, and books as the current user', async () => {
  const { page } = opened;
  await nextMonth(large());
  await openDay(large(), 3);
  await large().locator('tr.entryBlock button.new-appt').first().click();
  let modal = await formShown(page);
  await modal.locator('#customer_current').check();
  await modal.locator('#ajaxlogin #username').fill('demo');
  await modal.locator('#ajaxlogin #password').fill('wrong');
  await modal.locator('#ajaxlogin [type="submit"]').click();
  await modal.locator('#ajaxlogin p.status', { hasText: 'Wrong username/password combination.' }).waitFor();
  assert.is(await modal.locator('#ajaxlogin #username').inputValue(), 'demo', 'typed input stays');
  await modal.locator('#ajaxlogin #password').fill('demo1234');
  await modal.locator('#ajaxlogin #password').press('Enter');
  await page.locator('.booked-modal:not(.bm-closing) input[name="user_id"][value="7"]').waitFor({ state: 'attached' });
  modal = await formShown(page);
  const logins = bodies(opened, 'booked_ajax_login');
  assert.is(logins[1], 'username=demo&password=demo1234&action=booked_ajax_login&security=d41e7a9c03&_wp_http_referer=%2Fwp-admin%2Fadmin-ajax.php');
  const forms = bodies(opened, 'booked_new_appointment_form');
  assert.is(forms.length, 2);
  assert.is(new URLSearchParams(forms[1]).get('timeslot'), new URLSearchParams(forms[0]).get('timeslot'));
  await fillCustomFields(modal);
  await modal.locator('#submit-request-appointment').click();
  await modal.waitFor({ state: 'detached' });
  assert.match(bodies(opened, 'booked_add_appt')[0]!, /^action=booked_add_appt&customer_type=current&user_id=7&is_fe_form=true&total_appts=1&appoinment=0&calendar_id=1&/);
});

test('someone books the slot first: the server\'s message shows as text, the appointment is marked, input kept; Escape closes and focus returns', async () => {
  const { page } = opened;
  await nextMonth(small());
  const day = await openDay(small(), 0);
  const slot = small().locator('tr.entryBlock button.new-appt').first();
  await slot.click();
  const modal = await formShown(page);
  await modal.locator('[name="guest_name"]').fill('Cy');
  await modal.locator('[name="guest_surname"]').fill('Ng');
  await modal.locator('[name="guest_email"]').fill('cy@example.com');
  await fillCustomFields(modal);
  const date = (await day.getAttribute('data-date'))!;
  const [y, m, d] = date.split('-').map(Number);
  session.server.state.booking.appointments.push({
    id: 999, calendarId: 2, date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, timeslot: '0900-1000', title: '', status: 'pending',
    userId: 0, guest: { name: 'Quick', surname: '', email: 'q@example.com' }, customFields: [], createdAt: new Date().toISOString(),
  });
  await modal.locator('#submit-request-appointment').click();
  await modal.locator('p.status', { hasText: 'Sorry, someone just booked this appointment before you could.' }).waitFor();
  assert.ok(await modal.locator('.booked-appointment-details.has-error').count());
  assert.is(await modal.locator('#submit-request-appointment').isEnabled(), true);
  assert.is(await modal.locator('button.cancel').isVisible(), true);
  assert.is(await modal.locator('[name="guest_name"]').inputValue(), 'Cy');
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  assert.ok(await slot.evaluate((button) => button === document.activeElement), 'focus is back on the slot button');
});

test('failures while booking (no connection, 0, -1, HTML 500): a message each time, the form back, input kept', async () => {
  const { page } = opened;
  await nextMonth(small());
  await openDay(small(), 0);
  await small().locator('tr.entryBlock button.new-appt').first().click();
  const modal = await formShown(page);
  await modal.locator('[name="guest_name"]').fill('Di');
  await modal.locator('[name="guest_surname"]').fill('Ox');
  await modal.locator('[name="guest_email"]').fill('di@example.com');
  await fillCustomFields(modal);
  const expected = { network: /connection failed/, zero: /did not accept/, 'minus-one': /session has expired/, html500: /problem answering/ } as const;
  for (const [kind, text] of Object.entries(expected)) {
    // No `times`: Chromium retries a request whose kept-alive connection was dropped.
    session.server.faults.set('booked_add_appt', { kind: kind as 'network' });
    await modal.locator('#submit-request-appointment').click();
    await modal.locator('p.status', { hasText: text }).waitFor();
    await modal.locator('#submit-request-appointment:not([disabled])').waitFor();
    session.server.faults.clear();
    assert.ok(await modal.locator('.booked-appointment-details.has-error').count(), kind);
    assert.is(await modal.locator('[name="guest_name"]').inputValue(), 'Di');
  }
  await modal.locator('#submit-request-appointment').click();
  await modal.waitFor({ state: 'detached' });
  assert.is(bodies(opened, 'booked_add_appt').length, 5);
});

test('a day or month that fails to load says so and can be tried again', async () => {
  session.server.faults.set('booked_calendar_date', { kind: 'html500', times: 1 });
  await nextMonth(small());
  const day = openDays(small()).first();
  await day.click();
  await small().locator('tr.entryBlock [role="alert"]', { hasText: 'problem answering' }).waitFor();
  await day.click();
  await day.click();
  await small().locator('tr.entryBlock .booked-appt-list').waitFor();
  session.server.faults.set('booked_calendar_month', { kind: 'network' });
  await small().locator('.page-right').click();
  await opened.page.locator('.booked-enhance-alert', { hasText: 'connection failed' }).waitFor();
  session.server.faults.clear();
  assert.is(await small().locator('.calendarSavingState').isVisible(), false);
  assert.is(await small().locator('.monthName').isVisible(), true);
  await nextMonth(small());
  assert.is(await opened.page.locator('.booked-enhance-alert').count(), 0);
});

test.run();
