import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import { installFakeClock } from '../helpers/fake-clock';
import { closeModal } from '../../enhancers/booking/modal/modal-shell';
import type { Lifecycle } from '../../src/lifecycle';
import { feaListHtml } from '../../fixtures/server/booking/profile-html';
import { createState } from '../../fixtures/server/state';
import {
  click, failures, failureText, fakeAdminAjax, mountBooking, NONCE, settle, useAgents, useBooked, useNodeAbort, waitFor,
} from './booking-test-helpers';

const state = createState();
const pending = feaListHtml(state, 'pending');
const upcoming = feaListHtml(state, 'upcoming');

function page(vars: Record<string, unknown> = {}) {
  resetDom(
    '<div id="booked-profile-page"><ul class="booked-tabs"><li class="active"><a href="#fea_appointments">Upcoming</a></li>' +
      '<li><a href="#fea_pending">Pending <div class="counter"></div></a></li><li><a href="#fea_history">History <div class="counter"></div></a></li></ul>' +
      `<div id="profile-fea_appointments" class="booked-tab-content">${upcoming}</div><div id="profile-fea_pending" class="booked-tab-content">${pending}</div>` +
      '<div id="profile-fea_history" class="booked-tab-content"><div class="booked-fea-appt-list"><h4><span class="count">0</span> Past</h4></div></div></div>',
  );
  useBooked(vars);
  useAgents();
}
const pendingList = () => document.querySelector<HTMLElement>('#profile-fea_pending .booked-fea-appt-list')!;
const pendingBlocks = () => Array.from(pendingList().querySelectorAll<HTMLElement>('.appt-block'));
const pendingCount = () => pendingList().querySelector('h4 span.count')!.textContent;
const badge = () => document.querySelector<HTMLElement>('a[href="#fea_pending"] .counter');

const test = suite('front-end agents');
// A modal closed last fades for 300 ms (real time): let it go while React still runs like the browser.
test.after(() => new Promise((resolve) => setTimeout(resolve, 350)));
likeTheBrowser(test);
let lifecycle: Lifecycle | undefined;
let server: ReturnType<typeof fakeAdminAjax> | undefined;
let questions: string[] = [];
const originalConfirm = window.confirm;
test.before.each(() => {
  questions = [];
  window.confirm = (message?: string) => (questions.push(String(message)), true);
});
test.after.each(() => {
  closeModal();
  lifecycle?.stop();
  lifecycle = undefined;
  server?.restore();
  server = undefined;
  window.confirm = originalConfirm;
  useNodeAbort();
});

// The badges are filled at rest, by the appointment lists' plain part (the tabs' component loads on use).
test('tab badges count the blocks of each panel (shown when above 0; Booked 2.4 as flex)', async () => {
  page();
  lifecycle = await mountBooking(['booking-appointments-at-rest']);
  assert.is(badge()!.textContent, '2');
  assert.is(badge()!.style.display, 'block');
  assert.is(document.querySelector<HTMLElement>('a[href="#fea_history"] .counter')!.style.display, '', 'none to count: left hidden');
  lifecycle.stop();
  page({ nonce: NONCE });
  lifecycle = await mountBooking(['booking-appointments-at-rest']);
  assert.is(badge()!.style.display, 'flex');
});

test('approve: asks, removes the button, lowers the count and the badge, no nonce even on 2.4', async () => {
  page({ nonce: NONCE });
  server = fakeAdminAjax({ booked_fea_approve_appt: '' });
  lifecycle = await mountBooking(['booking-tabs', 'booking-agent-appointments']);
  const [first, second] = pendingBlocks();
  const approve = first!.querySelector<HTMLButtonElement>('button.approve')!;
  approve.focus();
  click(approve);
  assert.equal(questions, ['Approve it?']);
  assert.not.ok(approve.isConnected);
  assert.is(pendingCount(), '1');
  assert.is(badge()!.textContent, '1');
  assert.is(second!.style.opacity, '0.4');
  assert.ok(first!.contains(document.activeElement), 'focus stays in the block');
  await settle();
  assert.equal(server.bodies(), [`action=booked_fea_approve_appt&appt_id=${approve.dataset.apptId}`]);
  assert.ok(first!.isConnected, 'the block stays');
  assert.is(second!.style.opacity, '');
});

test('delete: asks, the block goes; at zero the pending badge is removed', async () => {
  page();
  server = fakeAdminAjax({ booked_fea_delete_appt: '' });
  lifecycle = await mountBooking(['booking-tabs', 'booking-agent-appointments']);
  const [first, second] = pendingBlocks();
  click(first!.querySelector('.delete'));
  await settle();
  assert.equal(questions, ['Delete it?']);
  assert.not.ok(first!.isConnected);
  assert.is(badge()!.textContent, '1');
  click(second!.querySelector('.delete'));
  await settle();
  assert.is(pendingCount(), '0');
  assert.is(badge(), null);
  assert.equal(server.bodies(), [`action=booked_fea_delete_appt&appt_id=${first!.dataset.apptId}`, `action=booked_fea_delete_appt&appt_id=${second!.dataset.apptId}`]);
});

test('a "no" to the question changes nothing', async () => {
  page();
  window.confirm = () => false;
  server = fakeAdminAjax({ booked_fea_delete_appt: '' });
  lifecycle = await mountBooking(['booking-agent-appointments']);
  click(pendingBlocks()[0]!.querySelector('.delete'));
  await settle();
  assert.is(server.sent.length, 0);
  assert.is(pendingBlocks().length, 2);
});

for (const [kind, reply] of Object.entries(failures)) {
  test(`approve and delete failures (${kind}): button, block, count and badge come back, the list says so`, async () => {
    page();
    server = fakeAdminAjax({ booked_fea_approve_appt: reply, booked_fea_delete_appt: reply });
    lifecycle = await mountBooking(['booking-tabs', 'booking-agent-appointments']);
    const [first, second] = pendingBlocks();
    click(second!.querySelector('.delete'));
    click(first!.querySelector('.approve'));
    assert.is(badge(), null, 'both gone: the badge went at zero');
    await settle();
    assert.ok(second!.isConnected);
    assert.is(second!.style.display, '');
    assert.ok(first!.querySelector('.booked-fea-buttons > button.approve'), 'the approve button is back');
    assert.is(pendingCount(), '2');
    assert.is(badge()?.textContent, '2');
    assert.is(badge()?.style.display, 'block');
    assert.is(first!.style.opacity, '');
    const alert = pendingList().querySelector('[role="alert"]')!;
    assert.match(alert.textContent!, /could not be/);
    assert.match(alert.textContent!, failureText[kind]!);
  });
}

test('customer name: the user-info popup at once (no delay, no nonce); the overlay spinner goes', async () => {
  page({ nonce: NONCE });
  server = fakeAdminAjax({
    booked_fea_user_info_modal: '<div class="booked-scrollable"><p class="booked-title-bar"><small>Appointment Information</small></p><p class="name">Jane Roe</p><a href="#" class="close">x</a></div>',
  });
  lifecycle = await mountBooking(['booking-agent-appointments']);
  const clock = installFakeClock();
  try {
    const user = pendingBlocks()[0]!.querySelector<HTMLElement>(':scope > a.user')!;
    user.focus();
    click(user);
    await settle();
    assert.equal(server.bodies(), [`action=booked_fea_user_info_modal&user_id=${user.dataset.userId}&appt_id=${pendingBlocks()[0]!.dataset.apptId}`]);
    const modal = document.querySelector<HTMLElement>('.booked-modal')!;
    assert.is(modal.querySelector('.bm-overlay i'), null);
    clock.tick(50);
    assert.is(modal.querySelector<HTMLElement>('.bm-window')!.style.display, '');
    assert.match(modal.textContent!, /Jane Roe/);
    click(modal.querySelector('.close'));
    assert.ok(modal.classList.contains('bm-closing'));
    assert.is(document.activeElement, user);
  } finally {
    clock.tick(500);
    clock.uninstall();
  }
});

test('customer name: a failed user-info request says so in the popup', async () => {
  page();
  server = fakeAdminAjax({ booked_fea_user_info_modal: failures['HTML 500']! });
  lifecycle = await mountBooking(['booking-agent-appointments']);
  click(pendingBlocks()[0]!.querySelector(':scope > a.user'));
  const alert = await waitFor(() => document.querySelector('.booked-modal [role="alert"]'));
  assert.match(alert.textContent!, failureText['HTML 500']!);
});

test('custom-field toggle marks the link active', async () => {
  page();
  lifecycle = await mountBooking(['booking-agent-appointments']);
  const toggle = document.querySelector('.booked-fea-appt-list .booked-show-cf')!;
  click(toggle);
  assert.ok(toggle.classList.contains('booked-cf-active'));
  assert.is(toggle.parentElement!.querySelector<HTMLElement>('.cf-meta-values-hidden')!.style.display, 'block');
  click(toggle);
  assert.not.ok(toggle.classList.contains('booked-cf-active'));
});

test.run();
