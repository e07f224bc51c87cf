import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import type { Lifecycle } from '../../src/lifecycle';
import { profileListHtml } from '../../fixtures/server/booking/profile-html';
import { DEMO_USER } from '../../fixtures/server/demo-constants';
import { createState } from '../../fixtures/server/state';
import {
  click, failures, failureText, fakeAdminAjax, key, mountBooking, NONCE, settle, useBooked, useNodeAbort,
} from './booking-test-helpers';

const state = createState();
const upcoming = profileListHtml(state, DEMO_USER.id, 'upcoming');
const history = profileListHtml(state, DEMO_USER.id, 'history');

function page(activeIndex?: number, vars: Record<string, unknown> = {}) {
  const li = (index: number, href: string, text: string) => `<li${index === activeIndex ? ' class="active"' : ''}><a href="#${href}">${text}</a></li>`;
  resetDom(
    `<div id="booked-profile-page" class="me"><ul class="booked-tabs bookedClearFix">${li(0, 'appointments', 'Upcoming')}${li(1, 'history', 'History')}${li(2, 'edit', 'Edit')}` +
      `<li><a href="/wp-login.php?action=logout">Log out</a></li></ul>` +
      `<div id="profile-appointments" class="booked-tab-content">${upcoming}</div><div id="profile-history" class="booked-tab-content">${history}</div>` +
      `<div id="profile-edit" class="booked-tab-content"><p>Edit</p></div></div><div class="booked-tab-content" id="profile-other">Another plugin's tab</div>`,
  );
  useBooked(vars);
}
const panel = (name: string) => document.getElementById(`profile-${name}`)!;
const tab = (name: string) => document.querySelector<HTMLAnchorElement>(`a[href="#${name}"]`)!;
const list = () => document.querySelector<HTMLElement>('#profile-appointments .booked-profile-appt-list')!;
const blocks = () => Array.from(list().querySelectorAll<HTMLElement>('.appt-block'));
const count = () => list().querySelector('h4 span.count')!.textContent;

const test = suite('customer profile');
likeTheBrowser(test);
let lifecycle: Lifecycle | undefined;
let server: ReturnType<typeof fakeAdminAjax> | undefined;
let answers: boolean[] = [];
let questions: string[] = [];
const originalConfirm = window.confirm;
test.before.each(() => {
  answers = [];
  questions = [];
  window.confirm = (message?: string) => (questions.push(String(message)), answers.shift() ?? true);
});
test.after.each(() => {
  lifecycle?.stop();
  lifecycle = undefined;
  server?.restore();
  server = undefined;
  window.confirm = originalConfirm;
  useNodeAbort();
});

test('tabs: the first is active by default, its panel shown, the others hidden; roles for assistive technology', async () => {
  page();
  lifecycle = await mountBooking(['booking-tabs']);
  assert.ok(tab('appointments').parentElement!.classList.contains('active'));
  assert.is(panel('appointments').style.display, 'block');
  assert.is(panel('history').style.display, 'none');
  assert.is(panel('edit').style.display, 'none');
  assert.is(document.getElementById('profile-other')!.style.display, '', 'another tab set on the page is left alone');
  assert.is(document.querySelector('ul.booked-tabs')!.getAttribute('role'), 'tablist');
  assert.is(tab('appointments').getAttribute('role'), 'tab');
  assert.is(tab('appointments').getAttribute('aria-selected'), 'true');
  assert.is(tab('history').tabIndex, -1);
  assert.is(panel('history').getAttribute('role'), 'tabpanel');
  assert.is(panel('history').getAttribute('aria-labelledby'), tab('history').id);
  assert.is(document.querySelector('a[href^="/wp-login"]')!.hasAttribute('role'), false, 'a plain link is not a tab');
});

test('tabs: a marked tab starts active; clicks and arrow keys / Home / End switch', async () => {
  page(1);
  lifecycle = await mountBooking(['booking-tabs']);
  assert.is(panel('history').style.display, 'block');
  click(tab('edit'));
  assert.ok(tab('edit').parentElement!.classList.contains('active'));
  assert.not.ok(tab('history').parentElement!.classList.contains('active'));
  assert.is(panel('edit').style.display, 'block');
  tab('edit').focus();
  key(tab('edit'), 'ArrowRight');
  assert.is(document.activeElement, tab('appointments'), 'wraps around');
  assert.is(panel('appointments').style.display, 'block');
  key(tab('appointments'), 'ArrowLeft');
  assert.is(document.activeElement, tab('edit'));
  key(tab('edit'), 'Home');
  assert.is(document.activeElement, tab('appointments'));
  key(tab('appointments'), 'End');
  assert.is(document.activeElement, tab('edit'));
});

test('custom-field details open and close', async () => {
  page();
  lifecycle = await mountBooking(['booking-customer-appointments']);
  const toggle = list().querySelector('.booked-show-cf')!;
  const values = toggle.parentElement!.querySelector<HTMLElement>('.cf-meta-values-hidden')!;
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  click(toggle);
  assert.is(values.style.display, 'block');
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  click(toggle);
  assert.is(values.style.display, 'none');
});

test('cancel: asks first; no → nothing; yes → count down, block gone, exact request, list back to full opacity', async () => {
  page();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server = fakeAdminAjax({ booked_cancel_appt: async () => (await gate, new Response('', { status: 200 })) });
  lifecycle = await mountBooking(['booking-customer-appointments']);
  const [first, second] = blocks();
  answers = [false, true];
  click(first!.querySelector('.cancel'));
  await settle();
  assert.equal(questions, ['Are you sure you want to cancel this appointment?']);
  assert.is(server.sent.length, 0);
  assert.is(count(), '2');
  click(first!.querySelector('.cancel'));
  await settle();
  assert.equal(server.bodies(), [`action=booked_cancel_appt&appt_id=${first!.dataset.apptId}`]);
  assert.is(count(), '1');
  assert.is(first!.style.display, 'none');
  assert.is(second!.style.opacity, '0.4');
  release();
  await settle();
  assert.not.ok(first!.isConnected);
  assert.is(second!.style.opacity, '');
  assert.is(list().querySelector('[role="alert"]'), null);
});

test('cancel on Booked 2.4 sends the nonce', async () => {
  page(undefined, { nonce: NONCE });
  server = fakeAdminAjax({ booked_cancel_appt: '' });
  lifecycle = await mountBooking(['booking-customer-appointments']);
  const second = blocks()[1]!;
  click(second.querySelector('.cancel'));
  await settle();
  assert.equal(server.bodies(), [`action=booked_cancel_appt&nonce=${NONCE}&appt_id=${second.dataset.apptId}`]);
});

for (const [kind, reply] of Object.entries(failures)) {
  test(`cancel failure (${kind}): the block and the count come back and the list says so`, async () => {
    page();
    server = fakeAdminAjax({ booked_cancel_appt: reply });
    lifecycle = await mountBooking(['booking-customer-appointments']);
    const [first, second] = blocks();
    click(first!.querySelector('.cancel'));
    await settle();
    assert.ok(first!.isConnected);
    assert.is(first!.style.display, '');
    assert.is(count(), '2');
    assert.is(second!.style.opacity, '');
    const alert = list().querySelector('[role="alert"]')!;
    assert.match(alert.textContent!, /could not be cancelled/);
    assert.match(alert.textContent!, failureText[kind]!);
    assert.is(alert.previousElementSibling!.tagName, 'H4');
  });
}

test('two lists: a cancel only changes its own count', async () => {
  page();
  const extra = document.createElement('div');
  extra.innerHTML = upcoming;
  document.body.append(extra);
  server = fakeAdminAjax({ booked_cancel_appt: '' });
  lifecycle = await mountBooking(['booking-customer-appointments']);
  click(blocks()[0]!.querySelector('.cancel'));
  await settle();
  assert.is(count(), '1');
  assert.is(extra.querySelector('h4 span.count')!.textContent, '2');
});

test.run();
