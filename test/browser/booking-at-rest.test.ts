import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holdChunks } from './helpers/hold-chunks';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { assertHidden, assertVisible } from './helpers/visible';
import { bodies, openDays, settled } from './booking-page-helpers';
import { holding } from './helpers/chunk-files';

// Issue 10: Booked's components load when the visitor uses their markup. At rest the pages look and read as
// Booked left them at load (the plain `*-at-rest` parts), and a first click that arrives while a component's
// code is still on its way is replayed exactly once after the mount.
let session: BrowserSession;
let opened: OpenedPage | undefined;
const test = suite('booking at rest');

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.after.each(async () => {
  if (opened) assert.equal(opened.errors, [], 'no page errors');
  await opened?.page.context().close();
  opened = undefined;
});

async function openAtRest(path: string): Promise<Page> {
  session.server.reset();
  // At rest means before the code: the idle fetch-ahead is off (see load-strategies for it on).
  opened = await session.open(path, { fetchAhead: false });
  await settled(opened.page);
  await opened.page.waitForLoadState('networkidle');
  return opened.page;
}

const loaded = (name: string) => opened!.scripts().some(holding(name));

test('calendar at rest: square cells, named arrows and chooser, open days reachable, its first month as default', async () => {
  const page = await openAtRest('/booking-calendar.html');
  assert.not.ok(loaded('calendar-enhancer'), 'the component waits for the visitor');
  for (const selector of ['.booked-calendar-wrap.large', '.booked-calendar-wrap.small']) {
    const wrap = page.locator(selector);
    const cell = openDays(wrap).first();
    const box = (await cell.boundingBox())!;
    assert.ok(Math.abs(box.width - box.height) < 2, `${selector}: square day cells`);
    assert.is(await cell.getAttribute('tabindex'), '0', `${selector}: an open day is reachable by keyboard`);
    assert.is(await wrap.locator('.page-right').getAttribute('aria-label'), 'Next month');
    assert.is(await wrap.getAttribute('data-default'), await wrap.locator('.booked-calendar').getAttribute('data-calendar-date'));
  }
  assert.is(await page.locator('.booked_calendar_chooser').getAttribute('aria-label'), 'Choose a calendar');
  // Square again after a resize, still without the component.
  await page.setViewportSize({ width: 900, height: 800 });
  await page.waitForFunction(() => {
    const cell = document.querySelector<HTMLElement>('.booked-calendar-wrap.large tr.week > td')!;
    return Math.abs(cell.getBoundingClientRect().width - cell.getBoundingClientRect().height) < 2;
  });
  assert.not.ok(loaded('calendar-enhancer'));
});

test('calendar: a click on the next-month arrow while the code is on its way goes out once after the mount', async () => {
  const page = await openAtRest('/booking-calendar.html');
  const large = page.locator('.booked-calendar-wrap.large');
  const shown = await large.locator('.booked-calendar').getAttribute('data-calendar-date');
  const next = await large.locator('.page-right').getAttribute('data-goto');
  const chunks = await holdChunks(page);
  await large.locator('.page-right').click();
  await page.waitForTimeout(100);
  assert.ok((await chunks.asked()) > 0, 'the click asked for the code');
  assert.equal(bodies(opened!), [], 'nothing sent before the mount');
  assert.is(await large.locator('.booked-calendar').getAttribute('data-calendar-date'), shown, 'the link did not navigate');
  await chunks.release();
  await large.locator(`.booked-calendar[data-calendar-date="${next}"]`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.equal(bodies(opened!, 'booked_calendar_month'), [`action=booked_calendar_month&gotoMonth=${next}&calendar_id=1&force_default=${shown}`], 'replayed once');
});

test('profile at rest: the first tab\'s panel shown, the others hidden, without the tabs\' code', async () => {
  const page = await openAtRest('/booking-profile.html');
  await assertVisible(page, '#profile-appointments');
  await assertHidden(page, '#profile-history');
  await assertHidden(page, '#profile-edit');
  assert.ok(await page.locator('a[href="#appointments"]').evaluate((link) => link.parentElement!.classList.contains('active')));
  assert.not.ok(loaded('tabs-enhancer'));
  assert.not.ok(loaded('customer-appointments-enhancer'));
  // A click on another tab starts the code and is replayed.
  await page.locator('a[href="#history"]').click();
  await page.locator('#profile-history').waitFor({ state: 'visible' });
  await assertHidden(page, '#profile-appointments');
  assert.is(await page.locator('a[href="#history"]').getAttribute('aria-selected'), 'true');
});

test('staff page at rest: the pending badge counts, the icon-only delete links are named', async () => {
  const page = await openAtRest('/booking-agents.html');
  const pending = await page.locator('#profile-fea_pending .appt-block').count();
  assert.ok(pending > 0);
  await assertVisible(page, 'a[href="#fea_pending"] .counter');
  assert.is(await page.locator('a[href="#fea_pending"] .counter').textContent(), String(pending));
  assert.is(await page.locator('#profile-fea_appointments a.delete').first().getAttribute('aria-label'), 'Delete appointment');
  assert.not.ok(loaded('agent-appointments-enhancer'));
});

test('login page at rest: the sign-in form shown, the others hidden; a submit before the code is checked once', async () => {
  const page = await openAtRest('/booking-login.html');
  await assertVisible(page, '#loginform');
  await assertHidden(page, '#profile-forgot');
  assert.not.ok(loaded('account-forms-enhancer'));
  const chunks = await holdChunks(page);
  await page.locator('#wp-submit').click();
  await page.waitForTimeout(100);
  assert.ok((await chunks.asked()) > 0);
  assert.ok(page.url().endsWith('/booking-login.html'), 'not sent natively meanwhile');
  await chunks.release();
  await page.locator('#profile-login .booked-custom-error').waitFor({ state: 'visible' });
  assert.is(await page.evaluate(() => document.activeElement?.id), 'user_login');
  assert.ok(page.url().endsWith('/booking-login.html'));
});

test.run();
