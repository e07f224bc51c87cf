import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { bodies, settled } from './booking-page-helpers';
import { holding } from './helpers/chunk-files';

let session: BrowserSession;
let opened: OpenedPage;
let questions: string[] = [];
const test = suite('booking profile page');
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(async () => {
  session.server.reset();
  questions = [];
  opened = await session.open('/booking-profile.html');
  opened.page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await settled(opened.page);
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

const upcoming = () => opened.page.locator('#profile-appointments .booked-profile-appt-list');

test('tabs: the first shown by default, arrow keys and clicks switch, only the profile code loads', async () => {
  const { page } = opened;
  assert.ok(await page.locator('#profile-appointments').isVisible());
  assert.is(await page.locator('#profile-history').isVisible(), false);
  await page.locator('a[href="#appointments"]').focus();
  // Focus starts the tabs' code (the panels were set at rest); the keys work once it is there.
  await page.waitForFunction(() => document.querySelector('a[href="#appointments"]')?.getAttribute('role') === 'tab');
  await page.keyboard.press('ArrowRight');
  assert.ok(await page.locator('#profile-history').isVisible());
  assert.is(await page.locator('a[href="#history"]').getAttribute('aria-selected'), 'true');
  await page.keyboard.press('End');
  assert.ok(await page.locator('#profile-edit').isVisible());
  await page.locator('a[href="#appointments"]').click();
  assert.ok(await page.locator('#profile-appointments').isVisible());
  await page.waitForLoadState('networkidle');
  assert.not.ok(opened.scripts().some(holding('calendar-enhancer', 'list-enhancer', 'new-appointment', 'date-picker-popup')));
});

test('custom-field details open and close', async () => {
  const toggle = upcoming().locator('.booked-show-cf').first();
  const values = upcoming().locator('.cf-meta-values-hidden').first();
  assert.is(await values.isVisible(), false);
  assert.is(await toggle.getAttribute('aria-expanded'), 'false', 'announced collapsed at rest');
  await toggle.click();
  // The first click starts the list's code, and is replayed once it is there.
  await values.waitFor({ state: 'visible' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  await toggle.click();
  assert.is(await values.isVisible(), false);
});

test('cancel after confirmation: exact request, block and count go, and stay gone after a reload', async () => {
  const { page } = opened;
  const block = upcoming().locator('.appt-block').first();
  const id = await block.getAttribute('data-appt-id');
  await block.locator('.cancel').click();
  await upcoming().locator(`.appt-block[data-appt-id="${id}"]`).waitFor({ state: 'detached' });
  assert.equal(questions, ['Are you sure you want to cancel this appointment?']);
  assert.equal(bodies(opened), [`action=booked_cancel_appt&appt_id=${id}`]);
  assert.is(await upcoming().locator('h4 span.count').textContent(), '1');
  assert.ok(session.server.state.booking.cancelled.includes(Number(id)));
  await page.reload();
  await settled(page);
  assert.is(await upcoming().locator('.appt-block').count(), 1);
});

test('a failed cancel brings the block and the count back and says so', async () => {
  session.server.faults.set('booked_cancel_appt', { kind: 'html500' });
  const block = upcoming().locator('.appt-block').first();
  await block.locator('.cancel').click();
  await upcoming().locator('[role="alert"]', { hasText: 'could not be cancelled' }).waitFor();
  assert.ok(await block.isVisible());
  assert.is(await upcoming().locator('h4 span.count').textContent(), '2');
  assert.is(await block.evaluate((element) => getComputedStyle(element).opacity), '1');
  assert.is(session.server.state.booking.cancelled.length, 0);
  session.server.faults.clear();
});

test.run();
