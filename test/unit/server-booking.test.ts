import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import {
  BOOKED_LOGIN_NONCE, BOOKED_NONCE, DEMO_LOGIN_COOKIE_VALUE, LOGIN_COOKIE_NAME,
} from "../../fixtures/server/demo-constants.js";
import { nthWeekdayAfter, today, ymd, ymj } from "../../fixtures/server/dates.js";
import { ajax, startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

// The 5th weekday from today is free of seeded appointments.
const day = nthWeekdayAfter(today(), 5);

test("month table: 2.3.5 markup, default calendar without data-calendar-id", async () => {
  const answer = await ajax(server, { action: "booked_calendar_month", gotoMonth: `${ymd(day).slice(0, 8)}01`, force_default: "false" });
  assert.is(answer.contentType, "text/html; charset=UTF-8");
  assert.match(answer.body, /^<table class="booked-calendar" data-calendar-date="\d{4}-\d{2}-01"><thead>/);
  assert.match(answer.body, new RegExp(`<td data-date="${ymj(day)}"[^>]*><span class="date tooltipster" title="3 Available">`));
  assert.match(answer.body, /<tr class="week">/);
  assert.match(answer.body, /class="page-right"/);
});

test("booking a slot: success###date, then the day shows it taken; second try is an error", async () => {
  const booking = {
    action: "booked_add_appt", customer_type: "guest", guest_name: "Ann", guest_surname: "Lee",
    guest_email: "ann@example.com", is_fe_form: "true", total_appts: "1", appoinment: "0", calendar_id: "2",
    title: "", date: ymj(day), timestamp: "0", timeslot: "0900-1000",
  };
  const first = await ajax(server, booking);
  assert.is(first.body, `success###${ymj(day)}`);
  const second = await ajax(server, booking);
  assert.match(second.body, /^error###Sorry, someone just booked this appointment/);
  const open = await ajax(server, { action: "booked_calendar_date", date: ymj(day), calendar_id: "2" });
  assert.match(open.body, /<div class="timeslot bookedClearFix has-title timeslot-unavailable">/);
  assert.match(open.body, /data-timeslot="0900-1000" data-date="[^"]+" class="new-appt button" disabled>/);
  const month = await ajax(server, { action: "booked_calendar_month", gotoMonth: `${ymd(day).slice(0, 8)}01`, calendar_id: "2" });
  assert.match(month.body, new RegExp(`data-date="${ymj(day)}"[^>]*><span class="date tooltipster" title="2 Available">`));
});

test("2.4 nonce: absent is accepted, wrong → -1/403; staff calls ignore it", async () => {
  const ok = await ajax(server, { action: "booked_calendar_date", nonce: BOOKED_NONCE, date: ymj(day), calendar_id: "1" });
  assert.match(ok.body, /Available Appointments on/);
  const bad = await ajax(server, { action: "booked_calendar_date", nonce: "x", date: ymj(day), calendar_id: "1" });
  assert.equal([bad.status, bad.body], [403, "-1"]);
  const approve = await ajax(server, { action: "booked_fea_approve_appt", appt_id: "321" });
  assert.equal([approve.status, approve.body], [200, ""]);
  assert.is(server.state.booking.appointments.find((appt) => appt.id === 321)?.status, "approved");
});

test("booking form: new customer with login forms for guests, current customer with the cookie", async () => {
  const fields = { action: "booked_new_appointment_form", date: ymj(day), timeslot: "0900-1000", calendar_id: "1", title: "Checkup" };
  const guest = await ajax(server, fields);
  assert.match(guest.body, /name="customer_type" value="new"/);
  assert.match(guest.body, /<form id="ajaxlogin"/);
  assert.match(guest.body, /name="single-radio-button---4\[\]"/);
  const user = await ajax(server, fields, { cookie: `${LOGIN_COOKIE_NAME}=${encodeURIComponent(DEMO_LOGIN_COOKIE_VALUE)}` });
  assert.match(user.body, /name="customer_type" value="current"><input type="hidden" name="action" value="booked_add_appt"><input type="hidden" name="user_id" value="7">/);
});

test("popup login answers success and sets the auth cookie", async () => {
  const bad = await ajax(server, { username: "demo", password: "x", action: "booked_ajax_login", security: BOOKED_LOGIN_NONCE });
  assert.is(bad.body, "");
  const good = await ajax(server, { username: "demo", password: "demo1234", action: "booked_ajax_login", security: BOOKED_LOGIN_NONCE });
  assert.is(good.body, "success");
  assert.match(good.headers.get("set-cookie") ?? "", new RegExp(`^${LOGIN_COOKIE_NAME}=`));
});

test.run();
