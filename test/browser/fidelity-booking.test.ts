import * as assert from 'uvu/assert';
import { pageSuite } from './helpers/page-suite';
import { assertHidden, assertVisible, markupShape } from './helpers/visible';
import { formShown, nextMonth, openDays } from './booking-page-helpers';

// Issue 9 fidelity, booking family: under the fixture copy of booked.css (the calendar's slot list, the form's
// condition blocks and status lines hidden until functions.js shows them), what Booked reveals is really visible,
// and what it creates (the day row, the modal) has Booked's tags, classes and nesting.
const { test, open } = pageSuite('fidelity: booking');
test('calendar: the open day, the modal, the current-customer login and its status line are visible, with Booked\'s markup', async () => {
  const { page } = await open('/booking-calendar.html');
  const large = page.locator('.booked-calendar-wrap.large');
  await nextMonth(large);
  await openDays(large).nth(1).click();
  // functions.js: `<tr class="entryBlock booked-loading"><td colspan="…"></td></tr>` after the week, then the list faded in.
  await large.locator('tr.entryBlock:not(.booked-loading) .booked-appt-list').waitFor({ state: 'attached' });
  assert.ok(await page.evaluate(() => {
    const row = document.querySelector('.booked-calendar-wrap.large tr.entryBlock');
    return !!row && row.previousElementSibling?.matches('tr.week') === true && row.children.length === 1 && row.firstElementChild!.matches('td[colspan="7"]');
  }), 'tr.entryBlock > td[colspan=7], right after its week');
  await assertVisible(page, '.booked-calendar-wrap.large tr.entryBlock .booked-appt-list.shown');
  await assertVisible(page, '.booked-calendar-wrap.large tr.entryBlock button.new-appt');

  await large.locator('tr.entryBlock button.new-appt').first().click();
  const modal = await formShown(page);
  // create_booked_modal(): `<div class="booked-modal"><div class="bm-overlay"></div><div class="bm-window">…</div></div>` in the body.
  assert.match(await markupShape(page, 'body > .booked-modal'), /^div\.booked-modal\(div\.bm-overlay(\(i\.[^)]*\))? div\.bm-window\(/);
  await assertVisible(page, '.booked-modal .bm-overlay');
  await assertVisible(page, '.booked-modal .bm-window');
  await assertVisible(page, '.booked-modal #newAppointmentForm');
  await assertHidden(page, '.booked-modal #condition-current');

  await modal.locator('#customer_current').check();
  await assertVisible(page, '.booked-modal #condition-current');
  await assertVisible(page, '.booked-modal #ajaxlogin #username');
  await assertHidden(page, '.booked-modal #ajaxforgot');
  await modal.locator('#ajaxlogin #username').fill('demo');
  await modal.locator('#ajaxlogin #password').fill('wrong');
  await modal.locator('#ajaxlogin [type="submit"]').click();
  await modal.locator('#ajaxlogin p.status', { hasText: 'Wrong username/password combination.' }).waitFor({ state: 'attached' });
  await assertVisible(page, '.booked-modal #ajaxlogin p.status');
  assert.match(await markupShape(page, '.booked-modal #ajaxlogin p.status'), /^p\.status\(i\.booked-icon\.[^ ]+ span\)$/, 'status: an icon and the text');
  await assertVisible(page, '.booked-modal #ajaxlogin p.status > i.booked-icon');
});

test('list view: the date picker\'s arrows have a box though booked.css hides their jQuery UI text', async () => {
  const { page } = await open('/booking-list.html');
  await page.locator('.booked-list-view .booked_list_date_picker_trigger').first().click();
  await assertVisible(page, '#ui-datepicker-div.booked_custom_date_picker');
  for (const arrow of ['prev', 'next']) {
    await assertVisible(page, `#ui-datepicker-div .ui-datepicker-header .ui-datepicker-${arrow}`);
    await assertHidden(page, `#ui-datepicker-div .ui-datepicker-${arrow} > span.ui-icon`);
  }
});

test.run();
