import { resetDom } from '../helpers/dom';
import { likeTheBrowser } from '../helpers/react-env';
import { spyConsole } from '../helpers/console-spy';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import deleteForm, { DELETION_GAP_MS, MISSING_FORM_SETTINGS } from '../../enhancers/consent/delete-form';
import { deletionFormHtml } from '../../fixtures/server/consent/deletion-form-html';
import { createState } from '../../fixtures/server/state';
import { FAILURES, TOKEN, fakeAjax, json, mount, useFront, type Answer, type Mounted } from './consent-test-helpers';

const SUCCESS = 'Success. You will receive an email with your data shortly.';
const state = createState();
state.consent.deletionRows.user = state.consent.deletionRows.user.filter((row) => row.id !== 8); // row 8 already requested
const PAGE = `${deletionFormHtml(state, 'user')}${deletionFormHtml(state, 'comment')}`;

const forms = () => Array.from(document.querySelectorAll<HTMLFormElement>('.wpgdprc-form--delete-request'));
const userForm = () => forms()[0]!;
const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-id="${id}"]`)!;
const box = (id: number) => row(id).querySelector<HTMLInputElement>('input.wpgdprc-checkbox');
const selectAll = (form = userForm()) => form.querySelector<HTMLInputElement>('.wpgdprc-select-all')!;
const message = (form = userForm()) => form.querySelector<HTMLElement>('.wpgdprc-message')!;
const status = (id: number) => Array.from(row(id).classList).filter((name) => name.startsWith('wpgdprc-status--'));
const submit = (form = userForm()) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const change = (input: HTMLInputElement, checked: boolean) => {
  input.checked = checked;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const loading = () => document.body.classList.contains('is-loading');
const sentValues = (ajax: ReturnType<typeof fakeAjax>) => ajax.sent.map((request) => JSON.parse(new URLSearchParams(request.body).get('data')!).value);

// Answers arrive through promises and Node's stream reading: let them settle without touching the fake clock.
const settle = async () => {
  for (let round = 0; round < 10; round++) await new Promise((resolve) => setImmediate(resolve));
};

let clock: FakeClock;
likeTheBrowser(test);

let mounted: Mounted[] = [];
let restoreFetch: (() => void) | undefined;

test.before.each(() => {
  resetDom(`<button id="elsewhere">x</button>${PAGE}`);
  useFront({ token: TOKEN });
  mounted = forms().map((form) => mount(deleteForm, form));
  clock = installFakeClock();
});
test.after.each(() => {
  for (const each of mounted) each.cleanup();
  restoreFetch?.();
  restoreFetch = undefined;
  clock.uninstall();
});

const answering = (...answers: (() => Answer)[]) => {
  const ajax = fakeAjax(...answers);
  restoreFetch = ajax.restore;
  return ajax;
};

test('until the first request the message is as the server printed it, only announced', () => {
  assert.is(message().outerHTML, '<div class="wpgdprc-message is-hidden" aria-live="polite"></div>');
});

test('the server markup: two forms, the settings attribute parsed from its unquoted entity form', () => {
  assert.is(forms().length, 2);
  assert.is(userForm().getAttribute('data-wpgdprc'), '{"type":"user"}');
  assert.is(box(8), null, 'an already requested row has no checkbox');
});

test('sends the exact deletion request: type, token, the parsed settings object, the numeric id', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }));
  box(7)!.checked = true;
  const event = new Event('submit', { bubbles: true, cancelable: true });
  userForm().dispatchEvent(event);
  assert.ok(event.defaultPrevented);
  await settle();
  assert.equal(ajax.bodies(), [
    `action=wpgdprc_process_action&data=%7B%22type%22%3A%22delete_request%22%2C%22token%22%3A%22${TOKEN}%22%2C%22settings%22%3A%7B%22type%22%3A%22user%22%7D%2C%22value%22%3A7%7D&security=3f9a1c2b7d`,
  ]);
  assert.is(ajax.sent[0]!.headers['x-requested-with'], undefined);
  assert.is(ajax.sent[0]!.headers['content-type'], 'application/x-www-form-urlencoded; charset=utf-8');
});

test('rows go one at a time: the next 500 ms after the previous succeeded, in page order', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }));
  box(7)!.checked = true;
  box(11)!.checked = true;
  submit();
  assert.is(ajax.sent.length, 1, 'the first at once');
  await settle();
  assert.equal(status(7), ['wpgdprc-status--removed']);
  clock.tick(DELETION_GAP_MS - 1);
  await settle();
  assert.is(ajax.sent.length, 1);
  clock.tick(1);
  await settle();
  assert.equal(sentValues(ajax), [7, 11]);
  assert.equal(status(11), ['wpgdprc-status--removed']);
  assert.not.ok(loading());
});

test('the next row is not sent before the previous answer arrives; rows show processing meanwhile', async () => {
  let release!: (response: Response) => void;
  const ajax = answering(() => new Promise<Response>((resolve) => (release = resolve)));
  box(7)!.checked = true;
  box(11)!.checked = true;
  submit();
  await settle();
  assert.equal(status(7), ['wpgdprc-status--processing']);
  assert.equal(status(11), []);
  assert.ok(loading());
  clock.tick(5000);
  await settle();
  assert.is(ajax.sent.length, 1);
  release(json({ success: true, message: SUCCESS }));
  await settle();
  assert.equal(status(7), ['wpgdprc-status--removed']);
  clock.tick(DELETION_GAP_MS);
  await settle();
  assert.is(ajax.sent.length, 2);
  assert.equal(status(11), ['wpgdprc-status--processing']);
  release(json({ success: true, message: SUCCESS }));
  await settle();
  assert.not.ok(loading());
});

test('success: the checkbox is removed, the row marked removed, the message shown as text in the success style', async () => {
  answering(() => json({ success: true, message: 'Done <b>now</b>' }));
  box(7)!.checked = true;
  submit();
  await settle();
  assert.is(box(7), null);
  assert.equal(status(7), ['wpgdprc-status--removed']);
  assert.is(message().textContent, 'Done <b>now</b>');
  assert.is(message().querySelector('b'), null, 'text, not HTML (defect 5)');
  assert.not.ok(message().classList.contains('is-hidden'));
  assert.ok(message().classList.contains('wpgdprc-message--success'));
  assert.is(message().getAttribute('aria-live'), 'polite');
});

test('a failure stops the chain: the row is marked error, processing is cleared, the rest is not sent', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }), () => json({ success: false, error: 'No value selected.' }));
  for (const id of [7, 11]) box(id)!.checked = true;
  // The comment form is separate: select all there too, it must not be touched.
  change(selectAll(forms()[1]), true);
  submit();
  await settle();
  clock.tick(DELETION_GAP_MS);
  await settle();
  assert.equal(status(7), ['wpgdprc-status--removed']);
  assert.equal(status(11), ['wpgdprc-status--error']);
  assert.ok(box(11), 'the checkbox stays');
  assert.is(message().textContent, 'No value selected.');
  assert.ok(message().classList.contains('wpgdprc-message--error'));
  assert.not.ok(message().classList.contains('wpgdprc-message--success'));
  assert.not.ok(loading());
  clock.tick(10_000);
  await settle();
  assert.equal(sentValues(ajax), [7, 11]);
});

const expected: Record<string, RegExp> = {
  network: /connection failed/,
  '0': /did not accept this request/,
  '-1': /session has expired/,
  'invalid JSON': /unexpected answer/,
  'HTML 500': /problem answering/,
  'success:false': /could not be processed/,
};
for (const [name, answer] of FAILURES) {
  test(`failure (${name}): a clear message, the row marked error (never left processing), the chain stopped, loading ends (defects 4, 7)`, async () => {
    const ajax = answering(answer);
    const warnings = spyConsole('warn');
    try {
      box(7)!.checked = true;
      box(11)!.checked = true;
      submit();
      await settle();
      clock.tick(DELETION_GAP_MS * 4);
      await settle();
      assert.is(ajax.sent.length, 1);
      assert.equal(status(7), ['wpgdprc-status--error']);
      assert.match(message().textContent!, expected[name]!);
      assert.ok(message().classList.contains('wpgdprc-message--error'));
      assert.not.ok(message().classList.contains('is-hidden'));
      assert.not.ok(loading());
    } finally {
      warnings.restore();
    }
  });
}

test('a new submit after an error retries: the row loses error, gains processing, the message is hidden and emptied', async () => {
  let release!: (response: Response) => void;
  answering(() => json({ success: false, error: 'Session doesn\'t match.' }), () => new Promise<Response>((resolve) => (release = resolve)));
  box(7)!.checked = true;
  submit();
  await settle();
  assert.equal(status(7), ['wpgdprc-status--error']);
  box(7)!.checked = true;
  submit();
  await settle();
  assert.equal(status(7), ['wpgdprc-status--processing']);
  assert.ok(message().classList.contains('is-hidden'));
  assert.is(message().textContent, '');
  assert.not.ok(message().classList.contains('wpgdprc-message--error'));
  release(json({ success: true, message: SUCCESS }));
  await settle();
  assert.equal(status(7), ['wpgdprc-status--removed']);
});

test('a second submit while the chain runs is ignored (defect 4)', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }));
  box(7)!.checked = true;
  box(11)!.checked = true;
  submit();
  submit();
  await settle();
  box(11)!.checked = true;
  submit(); // during the 500 ms gap
  clock.tick(DELETION_GAP_MS);
  await settle();
  assert.equal(sentValues(ajax), [7, 11]);
});

test('only checked boxes with a numeric value above 0 are sent; select-all is unchecked at submit', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }));
  const tbody = userForm().querySelector('tbody')!;
  for (const value of ['0', 'abc', '-3', '']) {
    tbody.insertAdjacentHTML('beforeend', `<tr data-id="${value}"><td><input type="checkbox" class="wpgdprc-checkbox" value="${value}" checked></td></tr>`);
  }
  change(selectAll(), true);
  assert.ok(selectAll().checked);
  submit();
  assert.not.ok(selectAll().checked);
  await settle();
  clock.tick(DELETION_GAP_MS * 10);
  await settle();
  assert.equal(sentValues(ajax), [7, 11]);
});

test('nothing checked: nothing is sent', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }));
  submit();
  await settle();
  assert.is(ajax.sent.length, 0);
  assert.not.ok(loading());
});

test('select-all sets every row of its own form; a row change syncs select-all', () => {
  change(selectAll(), true);
  assert.equal([box(7)!.checked, box(11)!.checked], [true, true]);
  assert.ok(forms()[1]!.querySelectorAll('input.wpgdprc-checkbox:checked').length === 0, 'the other form is untouched');
  change(box(7)!, false);
  assert.not.ok(selectAll().checked);
  change(box(7)!, true);
  assert.ok(selectAll().checked);
  change(selectAll(), false);
  assert.equal([box(7)!.checked, box(11)!.checked], [false, false]);
});

test('the unlabelled checkboxes get names from their rows, and lose the plugin\'s tabindex="1"', () => {
  assert.is(selectAll().getAttribute('aria-label'), 'Select all');
  assert.match(box(7)!.getAttribute('aria-label') ?? '', /^Select \S/);
  assert.ok(Array.from(userForm().querySelectorAll('input.wpgdprc-checkbox')).every((input) => !input.hasAttribute('tabindex') || Number(input.getAttribute('tabindex')) <= 0));
});

test('a form without usable data-wpgdprc shows an error and sends nothing', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }));
  userForm().setAttribute('data-wpgdprc', '{type:user}');
  box(7)!.checked = true;
  submit();
  await settle();
  assert.is(ajax.sent.length, 0);
  assert.is(message().textContent, MISSING_FORM_SETTINGS);
  assert.is(mounted[0]!.reported.length, 1);
  assert.not.ok(loading());
});

test('cleanup during the gap stops the chain and ends loading', async () => {
  const ajax = answering(() => json({ success: true, message: SUCCESS }));
  box(7)!.checked = true;
  box(11)!.checked = true;
  submit();
  await settle();
  mounted[0]!.cleanup();
  mounted = mounted.slice(1);
  await settle();
  assert.not.ok(loading());
  clock.tick(DELETION_GAP_MS);
  await settle();
  assert.is(ajax.sent.length, 1);
});

test.run();
