import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FixtureServer } from '../../fixtures/server/app';
import { BOOKED_NONCE, DEMO_LOGIN_COOKIE_VALUE, LOGIN_COOKIE_NAME } from '../../fixtures/server/demo-constants';
import { addDays, nthWeekdayAfter, today, ymd, ymj } from '../../fixtures/server/dates';
import { ajax, startServer } from './server-helpers';

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

const day = nthWeekdayAfter(today(), 6);
const monthOf = (date = day) => `${ymd(date).slice(0, 8)}01`;

test('booked_calendar_month: 2.3.5 (no nonce) a table, 2.4 (nonce) the div grid with the same cells', async () => {
  const table = await ajax(server, { action: 'booked_calendar_month', gotoMonth: monthOf(), calendar_id: '1', force_default: 'false' });
  assert.match(table.body, /^<table class="booked-calendar" data-calendar-id="1" data-calendar-date="/);
  const grid = await ajax(server, { action: 'booked_calendar_month', nonce: BOOKED_NONCE, gotoMonth: monthOf(), calendar_id: '1', force_default: 'false' });
  assert.match(grid.body, /^<div class="booked-calendar" data-calendar-id="1" data-calendar-date="[^"]+"><div class="bc-head">/);
  assert.match(grid.body, new RegExp(`<div class="bc-row week">.*<div data-date="${ymj(day)}" class="bc-col[^"]*"><span class="date tooltipster" title="3 Available">`));
  assert.match(grid.body, /<div class="bc-body">/);
  assert.not.match(grid.body, /<t[dr]/);
});

test('a booked-out day is booked + prev-date in both markups; a slot booked shows as taken', async () => {
  for (const timeslot of ['0900-1000', '1000-1100', '1400-1500']) {
    const answer = await ajax(server, {
      action: 'booked_add_appt', customer_type: 'guest', guest_name: 'Ann', is_fe_form: 'true', total_appts: '1',
      appoinment: '0', calendar_id: '1', title: '', date: ymj(day), timestamp: '0', timeslot,
    });
    assert.is(answer.body, `success###${ymj(day)}`);
  }
  const table = await ajax(server, { action: 'booked_calendar_month', gotoMonth: monthOf(), calendar_id: '1' });
  assert.match(table.body, new RegExp(`<td data-date="${ymj(day)}" class="[^"]*booked prev-date"><span class="date tooltipster" title="None Available">`));
  const grid = await ajax(server, { action: 'booked_calendar_month', nonce: BOOKED_NONCE, gotoMonth: monthOf(), calendar_id: '1' });
  assert.match(grid.body, new RegExp(`data-date="${ymj(day)}" class="bc-col[^"]*booked prev-date"`));
  const open = await ajax(server, { action: 'booked_calendar_date', date: ymj(day), calendar_id: '1' });
  assert.is(open.body.match(/class="new-appt button" disabled>/g)?.length, 3);
});

test('list view: min and max dates (booking window of 60 days), no "next" on the last day, dates clamped', async () => {
  const max = addDays(today(), 60);
  const last = await ajax(server, { action: 'booked_appointment_list_date', date: ymd(addDays(today(), 90)), calendar_id: '1', force_default: 'false' });
  assert.match(last.body, new RegExp(`data-list-date="${ymd(max)}" data-min-date="${ymd(today())}" data-max-date="${ymd(max)}"`));
  assert.not.match(last.body, /booked-list-view-date-next/);
  assert.match(last.body, /booked-list-view-date-prev/);
  const first = await ajax(server, { action: 'booked_appointment_list_date', date: '2001-01-01', calendar_id: '1' });
  assert.match(first.body, new RegExp(`data-list-date="${ymd(today())}"`));
  assert.not.match(first.body, /booked-list-view-date-prev/);
});

test('fixture pages: calendars, lists and profile lists are rendered from the current state', async () => {
  const page = async (path: string, cookie?: string) =>
    (await fetch(`${server.url}${path}`, cookie ? { headers: { Cookie: cookie } } : {})).text();
  const calendar = await page('/booking-calendar.html');
  assert.not.match(calendar, /<!--fixture:/);
  assert.match(calendar, new RegExp(`<div class="booked-calendar-wrap large"><table class="booked-calendar" data-calendar-id="1" data-calendar-date="${monthOf(today())}">`));
  assert.match(calendar, /<div class="booked-calendar-wrap small"><table class="booked-calendar" data-calendar-id="2"/);
  assert.match(calendar, /var booked_js_vars = \{"ajax_url":"\\\/wp-admin\\\/admin-ajax.php","profilePage":"","publicAppointments":""/);
  const calendar24 = await page('/booking-calendar-24.html');
  assert.match(calendar24, /<div class="booked-calendar-wrap large"><div class="booked-calendar" data-calendar-id="1"/);
  assert.match(calendar24, new RegExp(`"nonce":"${BOOKED_NONCE}"`));
  const list = await page('/booking-list.html');
  assert.match(list, /<div class="booked-list-view booked-calendar-wrap large"><div class="booked-appt-list" data-list-date="/);
  const two = await page('/booking-two-calendars.html');
  assert.is(two.match(/class="booked-calendar-wrap large"/g)?.length, 2);
  const profile = await page('/booking-profile.html', `${LOGIN_COOKIE_NAME}=${encodeURIComponent(DEMO_LOGIN_COOKIE_VALUE)}`);
  assert.match(profile, /<div class="booked-profile-appt-list"><h4><span class="count">2<\/span> Upcoming Appointments<\/h4>/);
  const agents = await page('/booking-agents.html');
  assert.match(agents, /<div id="profile-fea_pending" class="booked-tab-content bookedClearFix"><div class="booked-fea-appt-list"><h4><span class="count">2<\/span> Pending Appointments/);
  assert.match(agents, /var booked_fea_vars = /);
});

test.run();
