import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holdChunks } from './helpers/hold-chunks';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { holding } from './helpers/chunk-files';

// Load strategies on the real pages (issue 10 §3, §5): interactions that arrive while an enhancer's code is
// held back by the test are replayed exactly once after its mount; when the code cannot load at all the
// server's own behaviour runs; a `visible` widget below the fold loads nothing until it is scrolled near.

let session: BrowserSession;
let opened: OpenedPage | undefined;

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.after.each(async () => {
  await opened?.page.context().close();
  opened = undefined;
});

/** Opens a page and waits until everything it starts with is there. */
async function openSettled(path: string): Promise<OpenedPage> {
  // These tests are about what happens before the code is there: the idle fetch-ahead is off.
  opened = await session.open(path, { fetchAhead: false });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

const popupShown = (page: Page) => page.locator('#popup_login').evaluate((popup) => getComputedStyle(popup).display !== 'none');

test('a click on the login link while its code is held back: nothing happens, then it opens once (a second replay would close it again)', async () => {
  const { page, errors } = await openSettled('/blog.html');
  const chunks = await holdChunks(page);
  await page.locator('a.popup_login_link').click();
  await page.waitForFunction(() => true);
  assert.ok((await chunks.asked()) > 0, 'the code was asked for on the click');
  assert.is(await popupShown(page), false);
  assert.is(await page.evaluate(() => location.hash), '', 'the link did not navigate');
  await chunks.release();
  await page.waitForFunction(() => getComputedStyle(document.querySelector('#popup_login')!).display !== 'none');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.is(await popupShown(page), true, 'still open: replayed exactly once');
  assert.is(await page.evaluate(() => location.hash), '');
  assert.equal(errors, []);
});

test('typing and a submit while the comment form code is held back: the text stays, the form goes out once after the mount', async () => {
  const { page, errors } = await openSettled('/blog.html');
  const before = session.server.state.theme.comments.length;
  const chunks = await holdChunks(page);
  const form = page.locator('#commentform');
  await form.locator('#author').pressSequentially('Jane');
  await form.locator('#email').fill('jane@example.com');
  await form.locator('#comment').fill('Replayed once');
  await form.locator('#send_comment').click();
  assert.ok((await chunks.asked()) > 0);
  assert.is(await form.locator('#author').inputValue(), 'Jane', 'typed text stays in the field');
  assert.is(session.server.state.theme.comments.length, before, 'not sent natively meanwhile');
  await Promise.all([page.waitForURL(/#comment-\d+$/), chunks.release()]);
  await page.waitForLoadState('networkidle');
  assert.equal(session.server.state.theme.comments.slice(before).map((comment) => comment.content), ['Replayed once'], 'sent exactly once');
  assert.equal(errors, []);
});

test('when the code cannot load (offline), the held link click navigates as the server made it', async () => {
  const { page, errors } = await openSettled('/blog.html');
  await holdChunks(page, { fail: true });
  await page.locator('a.popup_login_link').click();
  await page.waitForFunction(() => location.hash === '#popup_login');
  assert.ok(errors.some((error) => error.includes('theme-account-popup-link')), 'the failure is reported under the enhancer');
});

test('when the code cannot load (offline), the held submit is sent natively', async () => {
  const { page } = await openSettled('/blog.html');
  const before = session.server.state.theme.comments.length;
  await holdChunks(page, { fail: true });
  const form = page.locator('#commentform');
  await form.locator('#author').fill('Jane');
  await form.locator('#email').fill('jane@example.com');
  await form.locator('#comment').fill('Sent natively');
  await Promise.all([page.waitForURL(/#comment-\d+$/), form.locator('#send_comment').click()]);
  assert.equal(session.server.state.theme.comments.slice(before).map((comment) => comment.content), ['Sent natively']);
});

test('a visible widget below the fold loads no code until it is scrolled near, then renders', async () => {
  const { page, scripts } = await openSettled('/widgets.html');
  const countdownChunk = () => scripts().some(holding('countdown'));
  assert.ok((await page.locator('.sc_countdown').evaluate((element) => element.getBoundingClientRect().top)) > 1000, 'the fixture has it below the fold');
  assert.not.ok(countdownChunk(), 'no countdown code at start');
  await page.locator('.sc_countdown').scrollIntoViewIfNeeded();
  // The server prints 0000 days; the countdown renders the days left until 2031.
  await page.waitForFunction(() => /[1-9]/.test(document.querySelector('.sc_countdown_days .sc_countdown_digits')?.textContent ?? ''));
  assert.ok(countdownChunk(), 'loaded once near the viewport');
});

test('theme widgets at rest: the panels show their initial state with no component code; a first click on an accordion title is replayed once', async () => {
  const { page, scripts, errors } = await openSettled('/widgets.html');
  const componentCode = scripts().filter(holding('panels', 'form-pickers', 'zoom-lens', 'color-picker'));
  assert.equal(componentCode, [], 'no widget component code at start (the at-rest parts only)');
  const active = () => page.$$eval('#sc_accordion_11 > .sc_accordion_item', (items) => items.map((item) => item.classList.contains('sc_active')));
  assert.equal(await active(), [false, true, false], 'the data-active section is open at rest');
  assert.is(await page.locator('#sc_accordion_11 .sc_accordion_title').first().getAttribute('role'), 'button');
  assert.ok(await page.locator('#sc_tab_11_2').isVisible(), 'the data-active tab panel is shown at rest');
  assert.not.ok(await page.locator('#sc_tab_11_1').isVisible());
  assert.ok(await page.locator('.sc_infobox_closeable > button.sc_infobox_close').count(), 'the info box close button is there at rest');
  assert.ok(await page.locator('#team_colour + button.iColorPicker_button').count(), 'the colour swatch is there at rest');
  const chunks = await holdChunks(page);
  await page.locator('#sc_accordion_11 .sc_accordion_title').first().click();
  await page.waitForFunction(() => true);
  assert.ok((await chunks.asked()) > 0, 'the accordion code was asked for on the click');
  assert.equal(await active(), [false, true, false], 'nothing happens while the code is held back');
  await chunks.release();
  await page.waitForFunction(() => document.querySelector('#sc_accordion_11 > .sc_accordion_item')!.classList.contains('sc_active'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.equal(await active(), [true, false, false], 'the clicked section opened');
  assert.equal(errors, []);
});

test('a click into a date field before its code is there opens the calendar once the code comes', async () => {
  const { page, errors } = await openSettled('/restaurant.html');
  const date = page.locator('#sc_form_2_date');
  await date.scrollIntoViewIfNeeded();
  const chunks = await holdChunks(page);
  await date.click();
  await page.waitForFunction(() => true);
  assert.ok((await chunks.asked()) > 0, 'the pickers\' code was asked for on the press');
  assert.is(await page.locator('#ui-datepicker-div').count(), 0);
  await chunks.release();
  await page.locator('#ui-datepicker-div td[tabindex="0"]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.is(await page.locator('#ui-datepicker-div').count(), 1, 'still open: the click that woke it did not toggle it shut');
  assert.equal(errors, []);
});

test.run();
