import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { fillCustomFields, formShown, nextMonth, openDay } from './booking-page-helpers';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

// Hostile text in server answers and page strings is shown as text (or sanitised where the contract allows
// server HTML), and nothing in it runs (issue 9 §4).
const test = suite('hostile strings');
let session: BrowserSession;
let opened: OpenedPage;
let dialogs = 0;

const IMG = '<img src=x onerror="window.__pwned=(window.__pwned||0)+1">';
const SCRIPT = '<script>window.__pwned=(window.__pwned||0)+1</script>';
const SVG = '<svg onload="window.__pwned=(window.__pwned||0)+1"></svg>';
const LINK = '<a href="javascript:window.__pwned=1">click</a>';

/** Rewrites a page global as the page's own script assigns it (the module reads it later). */
const patchGlobal = (name: string, patch: string) =>
  `(() => { let value; Object.defineProperty(window, ${JSON.stringify(name)}, { configurable: true, get: () => value, set: (next) => { value = next; (${patch})(value); } }); })();`;

async function open(path: string, init = ''): Promise<Page> {
  opened = await session.open(path, { init });
  dialogs = 0;
  opened.page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened.page;
}

const answerWith = (page: Page, action: string, body: string, contentType = 'text/html; charset=UTF-8') =>
  page.route('**/wp-admin/admin-ajax.php', (route) =>
    new URLSearchParams(route.request().postData() ?? '').get('action') === action ? route.fulfill({ status: 200, contentType, body }) : route.continue());

async function assertNothingRan(page: Page): Promise<void> {
  // Every image has loaded or failed: a kept onerror would have fired.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  assert.is(await page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined, 'no hostile code ran');
  assert.is(dialogs, 0, 'no dialog opened');
  assert.is(await page.locator('[onerror], [onload], script:not([src]):text-matches("__pwned")').count(), 0, 'no handler or script in the page');
  // Where HTML is allowed the image itself may load (and 404): only code running matters.
  assert.equal(opened.errors.filter((error) => !/^HTTP 404 for .*\/x$/.test(error)), []);
}

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(() => session.server.reset());
test.after.each(async () => {
  await opened.page.context().close();
});

test('theme: a page string and a server error in the like warning are text', async () => {
  const page = await open('/blog.html', patchGlobal('THEMEREX_GLOBALS', `(v) => { v.strings.error_like = ${JSON.stringify(`${SCRIPT}Like failed`)}; }`));
  await answerWith(page, 'post_counter', JSON.stringify({ error: `${IMG}${SVG}Nope` }), 'application/json');
  await page.locator('.post_counters_likes[data-postid="12"]').click();
  const body = page.locator('.themerex_message_body');
  await body.waitFor();
  assert.match((await body.textContent())!, /^<script>window\.__pwned=.*<\/script>Like failed/, 'the page string is shown literally');
  assert.match((await body.textContent())!, /Nope$/);
  await assertNothingRan(page);
});

test('theme: the system message at load and the legacy popup API (sanitised HTML)', async () => {
  const page = await open('/popup.html', patchGlobal('THEMEREX_GLOBALS', `(v) => { v.system_message = { message: ${JSON.stringify(`${IMG}Welcome`)}, status: 'info', header: ${JSON.stringify(SCRIPT)} }; }`));
  await page.locator('.themerex_message_body', { hasText: 'Welcome' }).waitFor();
  assert.match((await page.locator('.themerex_message_body').textContent())!, /<img src=x onerror=/, 'the system message is text');
  await page.evaluate((html) => (window as unknown as { themerex_message_warning(message: string): void }).themerex_message_warning(html), `${IMG}${LINK}${SVG}Careful`);
  await page.locator('.themerex_message_body', { hasText: 'Careful' }).waitFor();
  assert.is(await page.locator('.themerex_message_body a[href^="javascript"]').count(), 0);
  await assertNothingRan(page);
});

test('theme: the menu-item popup takes server HTML, inert', async () => {
  const page = await open('/restaurant.html');
  await answerWith(page, 'ajax_menuitem', JSON.stringify({ error: '', data: `<div class="sc_menuitems_wrap"><div class="sc_menuitem_content"><h3 class="sc_menuitem_title">Soup</h3>${IMG}${SCRIPT}${SVG}${LINK}</div></div>` }), 'application/json');
  await page.locator('#sc_menuitems_1 .sc_menuitems_item_title a[rel="15"]').click();
  await page.locator('.popup_menuitem .sc_menuitem_title', { hasText: 'Soup' }).waitFor();
  assert.is(await page.locator('.popup_menuitem a[href^="javascript"]').count(), 0);
  await assertNothingRan(page);
});

test('booking: a server message in the status line is text', async () => {
  const page = await open('/booking-calendar.html');
  const small = page.locator('.booked-calendar-wrap.small');
  await nextMonth(small);
  await openDay(small, 0);
  await small.locator('tr.entryBlock button.new-appt').first().click();
  const modal = await formShown(page);
  await modal.locator('[name="guest_name"]').fill('Di');
  await modal.locator('[name="guest_surname"]').fill('Ox');
  await modal.locator('[name="guest_email"]').fill('di@example.com');
  await fillCustomFields(modal);
  await answerWith(page, 'booked_add_appt', `error###${IMG}Taken &lt;b&gt;`);
  await modal.locator('#submit-request-appointment').click();
  const status = modal.locator('#newAppointmentForm p.status');
  await status.filter({ hasText: 'Taken' }).waitFor();
  assert.match((await status.textContent())!, /<img src=x onerror=.*Taken <b>$/);
  await assertNothingRan(page);
});

test('consent: the access request error is text', async () => {
  const page = await open('/consent.html');
  await answerWith(page, 'wpgdprc_process_action', JSON.stringify({ success: false, error: `${SVG}${SCRIPT}Refused` }), 'application/json');
  await page.fill('#wpgdprc-form__email', 'jane@example.com');
  await page.check('#wpgdprc-form__consent');
  await page.click('.wpgdprc-form__input--submit');
  const message = page.locator('.wpgdprc-form--access-request .wpgdprc-message--error');
  await message.waitFor();
  assert.match((await message.textContent())!, /^<svg onload=.*Refused$/);
  await assertNothingRan(page);
});

test.run();
