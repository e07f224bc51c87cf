import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { bodies, settled } from './booking-page-helpers';

let session: BrowserSession;
let opened: OpenedPage;
let questions: string[] = [];
const test = suite('front-end agents page');
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(async () => {
  session.server.reset();
  questions = [];
  opened = await session.open('/booking-agents.html');
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

const pending = () => opened.page.locator('#profile-fea_pending .booked-fea-appt-list');
const badge = () => opened.page.locator('a[href="#fea_pending"] .counter');

test('the pending tab shows its count; approve after confirmation removes the button and lowers the counts (no nonce)', async () => {
  const { page } = opened;
  assert.is(await badge().textContent(), '2');
  assert.ok(await badge().isVisible());
  await page.locator('a[href="#fea_pending"]').click();
  const block = pending().locator('.appt-block').first();
  const id = await block.getAttribute('data-appt-id');
  await block.locator('button.approve').click();
  await block.locator('button.approve').waitFor({ state: 'detached' });
  assert.equal(questions, ['Are you sure you want to approve this appointment?']);
  assert.is(await pending().locator('h4 span.count').textContent(), '1');
  assert.is(await badge().textContent(), '1');
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('#profile-fea_pending .appt-block')).every((element) => getComputedStyle(element).opacity === '1'));
  assert.equal(bodies(opened), [`action=booked_fea_approve_appt&appt_id=${id}`]);
  assert.is(session.server.state.booking.appointments.find((appt) => appt.id === Number(id))?.status, 'approved');
});

test('delete after confirmation removes the block; at zero the pending badge goes', async () => {
  const { page } = opened;
  await page.locator('a[href="#fea_pending"]').click();
  const ids = await pending().locator('.appt-block').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-appt-id')));
  for (const id of ids) {
    await pending().locator(`.appt-block[data-appt-id="${id}"] .delete`).click();
    await pending().locator(`.appt-block[data-appt-id="${id}"]`).waitFor({ state: 'detached' });
  }
  assert.is(await pending().locator('h4 span.count').textContent(), '0');
  assert.is(await badge().count(), 0);
  assert.equal(bodies(opened), ids.map((id) => `action=booked_fea_delete_appt&appt_id=${id}`));
  assert.equal(questions, ['Are you sure you want to cancel this appointment?', 'Are you sure you want to cancel this appointment?']);
  assert.is(session.server.state.booking.deleted.length, 2);
});

test('failures put the button, the block, the count and the badge back and say so', async () => {
  const { page } = opened;
  await page.locator('a[href="#fea_pending"]').click();
  session.server.faults.set('booked_fea_approve_appt', { kind: 'minus-one' });
  session.server.faults.set('booked_fea_delete_appt', { kind: 'error-response' });
  const [first, second] = [pending().locator('.appt-block').nth(0), pending().locator('.appt-block').nth(1)];
  await first.locator('button.approve').click();
  await pending().locator('[role="alert"]', { hasText: 'could not be approved' }).waitFor();
  assert.ok(await first.locator('button.approve').isVisible());
  await second.locator('.delete').click();
  await pending().locator('[role="alert"]', { hasText: 'Emulated failure.' }).waitFor();
  assert.ok(await second.isVisible());
  assert.is(await pending().locator('h4 span.count').textContent(), '2');
  assert.is(await badge().textContent(), '2');
  assert.ok(await badge().isVisible());
  session.server.faults.clear();
});

test('the customer name opens the user-info popup (no delay), which closes by its close link and Escape', async () => {
  const { page } = opened;
  await page.locator('a[href="#fea_pending"]').click();
  const user = pending().locator('.appt-block > a.user').first();
  const id = await pending().locator('.appt-block').first().getAttribute('data-appt-id');
  await user.click();
  const modal = page.locator('.booked-modal:not(.bm-closing)');
  await modal.locator('.bm-window .booked-scrollable').waitFor({ state: 'visible' });
  assert.equal(bodies(opened), [`action=booked_fea_user_info_modal&user_id=${await user.getAttribute('data-user-id')}&appt_id=${id}`]);
  assert.is(await modal.locator('.bm-overlay i').count(), 0, 'no spinner left behind');
  assert.match((await modal.textContent())!, /Appointment Information/);
  await modal.locator('.bm-window .close').click();
  await page.locator('.booked-modal').waitFor({ state: 'detached' });
  await user.click();
  await page.locator('.booked-modal:not(.bm-closing) .booked-scrollable').waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await page.locator('.booked-modal').waitFor({ state: 'detached' });
  assert.ok(await user.evaluate((link) => link === document.activeElement));
});

test.run();
