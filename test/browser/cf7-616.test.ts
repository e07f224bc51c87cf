// Contact Form 7 6.1.6 on a page of its own (contacts-cf7-616.html): Kidsplanet's contact form as 6.1.6 prints it
// (hidden fields in a fieldset, `data-wpcf7-id`, default maxlengths, the `wpcf7` global pretty-printed before the
// script), answered by the emulated server as 6.1.6's rest-api.php answers (fixtures/server/cf7.ts). Every state a
// visitor can reach: at rest, invalid, spam, sent, failed, aborted.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { CF7_ABORT_WORD, CF7_MAIL_FAIL_WORD, CF7_SPAM_WORD } from '../../fixtures/server/demo-constants';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { assertVisible } from './helpers/visible';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('Contact Form 7 6.1.6 (contacts-cf7-616.html)');

const UNIT_TAG = 'wpcf7-f48-p64-o1';
const FORM = `#${UNIT_TAG} > form`;
const HIDDEN: [string, string][] = [
  ['_wpcf7', '48'], ['_wpcf7_version', '6.1.6'], ['_wpcf7_locale', 'en_US'], ['_wpcf7_unit_tag', UNIT_TAG],
  ['_wpcf7_container_post', '64'], ['_wpcf7_posted_data_hash', ''],
];
const VISITOR: [string, string][] = [
  ['your-name', 'Jane Doe'], ['your-email', 'jane@example.com'], ['your-phone', '+44 20 7946 0000'], ['your-subject', 'Holiday club'], ['your-message', 'Line one\nLine two'],
];

const RECORD_EVENTS = `
  window.__cf7 = [];
  for (const name of ['beforesubmit', 'submit', 'mailsent', 'mailfailed', 'invalid', 'unaccepted', 'spam', 'aborted', 'reset']) {
    document.addEventListener('wpcf7' + name, (event) => window.__cf7.push(name + ':' + event.detail.status));
  }`;

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(() => {
  session.server.reset();
  session.server.faults.clear();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

async function open(): Promise<{ page: Page; form: Locator }> {
  opened = await session.open('/contacts-cf7-616.html', { init: RECORD_EVENTS });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return { page: opened.page, form: opened.page.locator(FORM) };
}

const recorded = (action: string) => session.server.requests.filter((request) => request.action === action);
const events = (page: Page) => page.evaluate('window.__cf7') as Promise<string[]>;
const output = (form: Locator) => form.locator('.wpcf7-response-output');

/** Fills the fields from the keyboard's side (Playwright's fill) and ticks the box with Space, as a visitor would. */
async function fill(form: Locator, fields: [string, string][], accept = true): Promise<void> {
  for (const [name, value] of fields) await form.locator(`[name="${name}"]`).fill(value);
  if (accept) {
    await form.locator('[name="accept-terms"]').focus();
    await form.locator('[name="accept-terms"]').press('Space');
  }
}
/** Sends with Enter in the subject field. */
async function send(form: Locator): Promise<void> {
  await form.locator('[name="your-subject"]').focus();
  await form.locator('[name="your-subject"]').press('Enter');
}
const typed = (form: Locator) => Promise.all(VISITOR.map(([name]) => form.locator(`[name="${name}"]`).inputValue()));

test('at rest: the 6.1.6 markup as printed, js on the wrapper, a spinner, its schema asked for once, the submit gated', async () => {
  const { page, form } = await open();
  assert.is(await page.locator(`#${UNIT_TAG}`).getAttribute('class'), 'wpcf7 js');
  assert.is(await page.locator(`#${UNIT_TAG}`).getAttribute('data-wpcf7-id'), '48');
  assert.is(await form.getAttribute('data-status'), 'init');
  assert.equal(await form.locator('fieldset.hidden-fields-container > input').evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])), HIDDEN);
  assert.not.ok(await form.locator('fieldset.hidden-fields-container').isVisible(), "the fieldset is hidden by 6.1's stylesheet");
  assert.equal(await form.locator('[maxlength]').evaluateAll((fields) => fields.map((field) => field.getAttribute('maxlength'))), ['400', '400', '400', '400', '2000']);
  assert.is(await form.locator('.wpcf7-submit + .wpcf7-spinner').count(), 1);
  assert.equal(recorded('cf7_schema').map((request) => request.path), ['/wp-json/contact-form-7/v1/contact-forms/48/feedback/schema']);
  assert.ok(await form.locator('.wpcf7-submit').isDisabled(), 'gated on the acceptance box');
  assert.not.ok(await output(form).isVisible(), 'no message yet');
  assert.equal(await page.evaluate(() => (window as unknown as { wpcf7: { api: unknown } }).wpcf7.api), { root: `${session.server.url}/wp-json/`, namespace: 'contact-form-7/v1' });
});

test('invalid: an empty send (the box ticked) gets the required fields\' tips, aria-invalid, the screen-reader list and the message', async () => {
  const { page, form } = await open();
  await fill(form, []);
  await send(form);
  await page.locator(`${FORM}.invalid`).waitFor();
  assert.is(await form.getAttribute('data-status'), 'invalid');
  const tips = await form.locator('.wpcf7-not-valid-tip').evaluateAll((found) => found.map((tip) => `${tip.closest<HTMLElement>('[data-name]')!.dataset['name']}: ${tip.textContent}`));
  assert.equal(tips, ['your-name: Please fill out this field.', 'your-email: Please fill out this field.', 'your-phone: Please fill out this field.']);
  await assertVisible(page, `${FORM} [data-name="your-name"] .wpcf7-not-valid-tip`);
  assert.equal(await form.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((field) => field.getAttribute('name'))), ['your-name', 'your-email', 'your-phone']);
  assert.is(await form.locator('[name="your-phone"]').getAttribute('aria-describedby'), `${UNIT_TAG}-ve-your-phone`);
  assert.equal(await page.locator(`#${UNIT_TAG} .screen-reader-response li`).evaluateAll((items) => items.map((item) => item.id)), [
    `${UNIT_TAG}-ve-your-name`, `${UNIT_TAG}-ve-your-email`, `${UNIT_TAG}-ve-your-phone`,
  ]);
  await assertVisible(page, `${FORM} .wpcf7-response-output`);
  assert.is(await output(form).innerText(), 'One or more fields have an error. Please check and try again.');
  assert.equal(await events(page), ['beforesubmit:init', 'invalid:validation_failed', 'submit:validation_failed']);
  const [post] = recorded('cf7_feedback');
  assert.equal(post!.fields, [...HIDDEN, ['your-name', ''], ['your-email', ''], ['your-phone', ''], ['your-subject', ''], ['your-message', ''], ['accept-terms', '1']]);
});

test('sent: the exact multipart fields, the message, the hash; then the form is reset and gated again', async () => {
  const { page, form } = await open();
  await fill(form, VISITOR);
  await send(form);
  await page.locator(`${FORM}.sent`).waitFor();
  const [post] = recorded('cf7_feedback');
  assert.is(post!.method, 'POST');
  assert.is(post!.path, '/wp-json/contact-form-7/v1/contact-forms/48/feedback');
  assert.match(post!.contentType, /^multipart\/form-data; boundary=/);
  assert.equal(post!.fields, [...HIDDEN, ...VISITOR.map(([name, value]): [string, string] => [name, value.replace(/\n/g, '\r\n')]), ['accept-terms', '1']]);
  await page.waitForFunction(() => (window as unknown as { __cf7: string[] }).__cf7.includes('reset:sent'));
  assert.equal(await events(page), ['beforesubmit:init', 'mailsent:mail_sent', 'submit:mail_sent', 'reset:sent']);
  await assertVisible(page, `${FORM} .wpcf7-response-output`);
  assert.is(await output(form).innerText(), 'Thank you for your message. It has been sent.');
  assert.match(await form.locator('[name="_wpcf7_posted_data_hash"]').inputValue(), /^[0-9a-f]{32}$/);
  assert.equal(await typed(form), ['', '', '', '', ''], 'reset after sending');
  assert.ok(await form.locator('.wpcf7-submit').isDisabled(), 'the acceptance box is unticked again');
  assert.is(session.server.state.cf7.submissions.length, 1);
});

for (const [status, word, cssClass, message, event] of [
  ['spam', CF7_SPAM_WORD, 'spam', 'There was an error trying to send your message. Please try again later.', 'spam'],
  ['mail_failed', CF7_MAIL_FAIL_WORD, 'failed', 'There was an error trying to send your message. Please try again later.', 'mailfailed'],
  ['aborted', CF7_ABORT_WORD, 'aborted', 'Sending mail has been aborted.', 'aborted'],
] as const) {
  test(`${status}: its status and message; everything typed is kept`, async () => {
    const { page, form } = await open();
    const fields = VISITOR.map(([name, value]): [string, string] => [name, name === 'your-subject' ? `${value} ${word}` : value]);
    await fill(form, fields);
    await send(form);
    await page.locator(`${FORM}.${cssClass}`).waitFor();
    assert.is(await form.getAttribute('data-status'), cssClass);
    await assertVisible(page, `${FORM} .wpcf7-response-output`);
    assert.is(await output(form).innerText(), message);
    assert.is(await page.locator(`#${UNIT_TAG} .screen-reader-response [role="status"]`).textContent(), message);
    assert.equal(await events(page), ['beforesubmit:init', `${event}:${status}`, `submit:${status}`]);
    assert.equal(recorded('cf7_feedback')[0]!.fields.slice(HIDDEN.length, HIDDEN.length + 4).map(([name]) => name), ['your-name', 'your-email', 'your-phone', 'your-subject']);
    await page.waitForTimeout(200);
    assert.equal(await typed(form), fields.map(([, value]) => value));
    assert.ok(await form.locator('[name="accept-terms"]').isChecked(), 'the box stays ticked');
    assert.is(session.server.state.cf7.submissions.length, 0);
  });
}

test.run();
