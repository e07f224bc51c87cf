import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { CF7_CAPTCHA_ANSWER, CF7_SPAM_WORD } from '../../fixtures/server/demo-constants';
import { holdChunks } from './helpers/hold-chunks';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { filesHolding, holding } from './helpers/chunk-files';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('Contact Form 7 (production bundle)');

// Every CF7 event the page fires, as site code would see it.
const RECORD_EVENTS = `
  window.__cf7 = [];
  for (const name of ['beforesubmit', 'submit', 'mailsent', 'mailfailed', 'invalid', 'unaccepted', 'spam', 'aborted', 'reset', 'statuschanged']) {
    document.addEventListener('wpcf7' + name, (event) => window.__cf7.push({
      name, unitTag: event.detail.unitTag, status: event.detail.status, prev: event.detail.prevStatus,
      bubbles: event.bubbles, inputs: (event.detail.inputs || []).map((input) => input.name),
    }));
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

async function open(path: string, init = '', options: { fetchAhead?: boolean; prepare?: (page: Page) => Promise<void> } = {}): Promise<OpenedPage> {
  opened = await session.open(path, { init: RECORD_EVENTS + init, ...options });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}

const formOf = (page: Page, unitTag: string) => page.locator(`#${unitTag} > form`);
const events = (page: Page, unitTag?: string) =>
  page.evaluate(`window.__cf7.filter((event) => ${JSON.stringify(unitTag ?? null)} === null || event.unitTag === ${JSON.stringify(unitTag ?? null)})`) as Promise<
    { name: string; unitTag: string; status: string; prev?: string; bubbles: boolean; inputs: string[] }[]
  >;
const recorded = (action: string) => session.server.requests.filter((request) => request.action === action);
const fieldNames = (request: { fields: [string, string][] }) => request.fields.map(([name]) => name);
/** Sends from the keyboard, as a visitor pressing Enter in a field (immune to the fixed header that covers clicks). */
async function sendFrom(field: Locator): Promise<void> {
  await field.focus();
  await field.press('Enter');
}
const status = (form: Locator) => form.getAttribute('data-status');
/** Ticks a box from the keyboard (a click may land on the theme's fixed header once Playwright has scrolled). */
async function tick(box: Locator): Promise<void> {
  await box.focus();
  await box.press('Space');
}

test('at rest: js, spinners, one schema fetch per form id, the submit gated, and no component code yet', async () => {
  const { page } = await open('/contacts.html', '', { fetchAhead: false });
  assert.equal(await page.locator('.wpcf7').evaluateAll((wraps) => wraps.map((wrap) => wrap.className)), ['wpcf7 js', 'wpcf7 js', 'wpcf7 js']);
  assert.equal(await page.locator('.wpcf7-submit + .wpcf7-spinner').count(), 3);
  assert.equal(recorded('cf7_schema').map((request) => request.path).sort(), [
    '/wp-json/contact-form-7/v1/contact-forms/42/feedback/schema',
    '/wp-json/contact-form-7/v1/contact-forms/44/feedback/schema',
  ]);
  assert.is(recorded('cf7_schema')[0]!.headers['accept'], 'application/json, */*;q=0.1');
  assert.ok(await formOf(page, 'wpcf7-f42-p60-o2').locator('.wpcf7-submit').isDisabled(), 'gated on the acceptance box');
  assert.not.ok(await formOf(page, 'wpcf7-f44-p60-o1').locator('.wpcf7-submit').isDisabled(), 'an optional box gates nothing');
  assert.not.ok(opened.scripts().some(holding('cf7-form', 'runtime')), `no component code at rest: ${opened.scripts().join(', ')}`);
  assert.not.ok(filesHolding('cf7-family').some((file) => filesHolding('cf7-form-at-rest').includes(file)), 'the family list apart from the form\'s at-rest code (a real site prints wpcf7 on every page)');
  assert.is(await page.locator('.wpcf7-spinner').first().evaluate((spinner) => getComputedStyle(spinner).visibility), 'hidden', 'the spinner is hidden until submitting');
});

test('mail_sent: the exact multipart fields, the status sequence and events, the message, then reset and refill', async () => {
  const { page } = await open('/contacts.html');
  const form = formOf(page, 'wpcf7-f42-p60-o2');
  await form.locator('input[name="your-name"]').fill('Jane Doe');
  await form.locator('[name="your-email"]').fill('jane@example.com');
  await form.locator('[name="your-subject"]').fill('Holiday club');
  await form.locator('[name="your-message"]').fill('Line one\nLine two');
  await tick(form.locator('[name="acceptance-1"]'));
  assert.ok(await form.locator('.wpcf7-submit').isEnabled());
  await sendFrom(form.locator('[name="your-subject"]'));
  await page.locator('#wpcf7-f42-p60-o2 > form.sent').waitFor();
  await page.waitForFunction(() => (window as unknown as { __cf7: { name: string }[] }).__cf7.some((event) => event.name === 'reset'));
  const [post] = recorded('cf7_feedback');
  assert.is(post!.method, 'POST');
  assert.is(post!.path, '/wp-json/contact-form-7/v1/contact-forms/42/feedback');
  assert.match(post!.contentType, /^multipart\/form-data; boundary=/);
  assert.is(post!.headers['accept'], 'application/json, */*;q=0.1');
  assert.not.ok('x-wp-nonce' in post!.headers);
  assert.equal(post!.fields, [
    ['_wpcf7', '42'], ['_wpcf7_version', '5.7.3'], ['_wpcf7_locale', 'en_US'], ['_wpcf7_unit_tag', 'wpcf7-f42-p60-o2'],
    ['_wpcf7_container_post', '60'], ['_wpcf7_posted_data_hash', ''], ['your-name', 'Jane Doe'], ['your-email', 'jane@example.com'],
    ['your-subject', 'Holiday club'], ['your-message', 'Line one\r\nLine two'], ['acceptance-1', '1'],
  ]);
  const seen = await events(page, 'wpcf7-f42-p60-o2');
  assert.equal(seen.map((event) => (event.name === 'statuschanged' ? `${event.prev}→${event.status}` : `${event.name}:${event.status}`)), [
    'beforesubmit:init', 'init→submitting', 'submitting→sent', 'mailsent:mail_sent', 'submit:mail_sent', 'sent→resetting', 'resetting→sent', 'reset:sent',
  ]);
  assert.ok(seen.every((event) => event.bubbles));
  assert.equal(seen[0]!.inputs, ['your-name', 'your-email', 'your-subject', 'your-message', 'acceptance-1']);
  assert.is(recorded('cf7_refill').length, 1);
  const output = form.locator('.wpcf7-response-output');
  assert.ok(await output.isVisible());
  assert.is(await output.innerText(), 'Thank you for your message. It has been sent.');
  assert.is(await page.locator('#wpcf7-f42-p60-o2 .screen-reader-response [role="status"]').textContent(), 'Thank you for your message. It has been sent.');
  assert.match(await form.locator('[name="_wpcf7_posted_data_hash"]').inputValue(), /^[0-9a-f]{32}$/);
  assert.is(await form.locator('input[name="your-name"]').inputValue(), '', 'reset after sending');
  assert.ok(await form.locator('.wpcf7-submit').isDisabled(), 'the acceptance box is unticked again');
  assert.is(session.server.state.cf7.submissions.length, 1);
});

test('validation_failed from the server: visible tips, the screen-reader list, aria, the message; nothing typed lost', async () => {
  const { page } = await open('/contacts.html');
  const form = formOf(page, 'wpcf7-f42-p60-o2');
  await form.locator('input[name="your-name"]').fill('Jane Doe');
  await form.locator('[name="your-message"]').fill('Hello');
  await tick(form.locator('[name="acceptance-1"]'));
  // Sent before any change validation could run: the server's answer shows the error.
  await sendFrom(form.locator('input[name="your-name"]'));
  await page.locator('#wpcf7-f42-p60-o2 > form.invalid').waitFor();
  const tip = form.locator('[data-name="your-email"] .wpcf7-not-valid-tip');
  await tip.waitFor();
  assert.ok(await tip.isVisible());
  assert.is(await tip.innerText(), 'Please fill out this field.');
  assert.equal(await page.locator('#wpcf7-f42-p60-o2 .screen-reader-response li').evaluateAll((items) => items.map((item) => item.outerHTML)), [
    '<li id="wpcf7-f42-p60-o2-ve-your-email">Please fill out this field.</li>',
  ]);
  const email = form.locator('[name="your-email"]');
  assert.equal([await email.getAttribute('aria-invalid'), await email.getAttribute('aria-describedby')], ['true', 'wpcf7-f42-p60-o2-ve-your-email']);
  assert.is(await email.evaluate((input: HTMLInputElement) => input.validationMessage), 'Please fill out this field.');
  assert.ok(await form.locator('.wpcf7-response-output').isVisible());
  assert.is(await form.locator('.wpcf7-response-output').innerText(), 'One or more fields have an error. Please check and try again.');
  assert.equal([await form.locator('input[name="your-name"]').inputValue(), await form.locator('[name="your-message"]').inputValue()], ['Jane Doe', 'Hello']);
  assert.equal((await events(page, 'wpcf7-f42-p60-o2')).filter((event) => event.name !== 'statuschanged').map((event) => event.name), ['beforesubmit', 'invalid', 'submit']);
});

test('change validation: the changed field and those before it, status validating and back; a fix clears it', async () => {
  const { page } = await open('/contacts-shop.html');
  const form = formOf(page, 'wpcf7-f45-p61-o1');
  await form.locator('[name="your-email"]').fill('not-an-email');
  await form.locator('[name="your-email"]').press('Tab');
  await form.locator('[data-name="your-email"] .wpcf7-not-valid-tip').waitFor();
  const tipped = await form.locator('.wpcf7-not-valid-tip').evaluateAll((tips) => tips.map((tip) => tip.closest<HTMLElement>('[data-name]')!.dataset['name']));
  assert.equal(tipped, ['your-name', 'your-email'], 'only the fields up to the changed one');
  assert.is(await status(form), 'init');
  const changes = (await events(page)).filter((event) => event.name === 'statuschanged').map((event) => `${event.prev}→${event.status}`);
  assert.equal(changes, ['init→validating', 'validating→init']);
  assert.is(recorded('cf7_feedback').length, 0, 'no request for a change');
  await form.locator('input[name="your-name"]').fill('Jo');
  await form.locator('[name="your-email"]').fill('jo@example.com');
  await form.locator('[name="your-email"]').press('Tab');
  await page.waitForFunction(() => !document.querySelector('#wpcf7-f45-p61-o1 .wpcf7-not-valid-tip'));
  assert.is(await form.locator('output[data-reflection-of="your-name"], [data-reflection-of="your-name"] output').first().textContent(), 'Jo');
});

test('helpers: URL completion, exclusive checkboxes, free text, the inverted acceptance box', async () => {
  const { page } = await open('/contacts-shop.html');
  const form = formOf(page, 'wpcf7-f45-p61-o1');
  const website = form.locator('[name="your-website"]');
  await website.fill('  example.com/dives ');
  await website.press('Tab');
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#wpcf7-f45-p61-o1 [name="your-website"]')!.value === 'http://example.com/dives');
  const certification = form.locator('[name="certification"]');
  await tick(certification.nth(0));
  await tick(certification.nth(1));
  assert.equal(await certification.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)), [false, true, false]);
  const freeText = form.locator('input.wpcf7-free-text');
  assert.ok(await freeText.isDisabled());
  await tick(form.locator('[name="heard-from"][value="Other"]'));
  await page.waitForFunction(() => document.activeElement?.classList.contains('wpcf7-free-text') ?? false);
  assert.ok(await freeText.isEnabled());
  const submit = form.locator('.wpcf7-submit');
  assert.ok(await submit.isEnabled());
  await tick(form.locator('[name="acceptance-robot"]'));
  assert.ok(await submit.isDisabled(), 'an inverted box gates while ticked');
});

test('files go as files; a file over the limit is refused on change', async () => {
  const { page } = await open('/contacts-shop.html');
  const form = formOf(page, 'wpcf7-f45-p61-o1');
  // A visitor's click on the file field comes first: it wakes the form.
  await form.locator('[name="your-file"]').focus();
  await form.locator('[name="your-file"]').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(60 * 1024, 'a') });
  await form.locator('[data-name="your-file"] .wpcf7-not-valid-tip').waitFor();
  await form.locator('[name="your-file"]').setInputFiles({ name: 'log.txt', mimeType: 'text/plain', buffer: Buffer.from('Dive 1: 18 m, 42 min') });
  await page.waitForFunction(() => !document.querySelector('#wpcf7-f45-p61-o1 [data-name="your-file"] .wpcf7-not-valid-tip'));
  await form.locator('input[name="your-name"]').fill('Jane Doe');
  await form.locator('[name="your-email"]').fill('jane@example.com');
  await form.locator('[name="divers"]').fill('2');
  await form.locator('[name="trip-date"]').fill('2027-05-01');
  await form.locator('[name="trip"]').selectOption('Wreck');
  await tick(form.locator('[name="equipment[]"]').first());
  await sendFrom(form.locator('input[name="your-name"]'));
  await page.locator('#wpcf7-f45-p61-o1 > form.sent').waitFor();
  const [post] = recorded('cf7_feedback');
  assert.equal(post!.files, [{ name: 'your-file', filename: 'log.txt', type: 'text/plain', size: 20 }]);
  assert.ok(fieldNames(post!).includes('equipment[]'));
});

test('quiz: a wrong answer is refused and a new question comes; the right one sends (plain-permalink root)', async () => {
  const { page } = await open('/contacts-sports.html');
  const form = formOf(page, 'wpcf7-f43-p62-o1');
  assert.ok(recorded('cf7_schema').some((request) => request.path === '/index.php' && request.query['rest_route'] === '/contact-form-7/v1/contact-forms/43/feedback/schema'));
  const question = await form.locator('.wpcf7-quiz-label').textContent();
  await form.locator('input[name="your-name"]').fill('Jane');
  await form.locator('[name="your-email"]').fill('jane@example.com');
  await form.locator('[name="quiz-1"]').fill('wrong');
  await sendFrom(form.locator('[name="quiz-1"]'));
  await page.locator('#wpcf7-f43-p62-o1 > form.invalid').waitFor();
  assert.is(recorded('cf7_feedback')[0]!.query['rest_route'], '/contact-form-7/v1/contact-forms/43/feedback');
  await page.waitForFunction((old) => document.querySelector('#wpcf7-f43-p62-o1 .wpcf7-quiz-label')?.textContent !== old, question);
  assert.is(await form.locator('[name="quiz-1"]').inputValue(), '', 'the answer field is emptied for the new question');
  assert.is(await form.locator('input[name="your-name"]').inputValue(), 'Jane');
  const newQuestion = (await form.locator('.wpcf7-quiz-label').textContent()) ?? '';
  const answers: Record<string, string> = { 'What is 2+3?': '5', 'What colour is a clear sky?': 'blue', 'How many legs does a spider have?': '8' };
  await form.locator('[name="quiz-1"]').fill(answers[newQuestion]!);
  await sendFrom(form.locator('[name="quiz-1"]'));
  await page.locator('#wpcf7-f43-p62-o1 > form.sent').waitFor();
});

test('a form marked novalidate is checked by the server only', async () => {
  const { page } = await open('/contacts-sports.html');
  const form = formOf(page, 'wpcf7-f47-p62-o2');
  await form.locator('[name="your-email"]').fill('bad');
  await form.locator('[name="your-email"]').press('Tab');
  await form.locator('[name="your-feedback"]').pressSequentially('short');
  await form.locator('[name="your-feedback"]').press('Tab');
  // Counted also when the typing came before the form's code had loaded.
  await page.waitForFunction(() => document.querySelector('#wpcf7-f47-p62-o2 .wpcf7-character-count')?.textContent === '5');
  await page.waitForTimeout(300);
  assert.is(await form.locator('.wpcf7-not-valid-tip').count(), 0);
  await sendFrom(form.locator('[name="your-email"]'));
  await page.locator('#wpcf7-f47-p62-o2 > form.invalid').waitFor();
  assert.is(await form.locator('.wpcf7-not-valid-tip').count(), 2);
});

test('captcha and floating tips: the tip hides on focus; the right code sends and a new captcha comes', async () => {
  const { page } = await open('/contacts-restaurant.html');
  const form = formOf(page, 'wpcf7-f46-p63-o1');
  assert.ok(await form.locator('.wpcf7-submit').isEnabled(), 'acceptance as validation: no gating');
  await sendFrom(form.locator('input[name="your-name"]'));
  await page.locator('#wpcf7-f46-p63-o1 > form.invalid').waitFor();
  const nameTip = form.locator('[data-name="your-name"] .wpcf7-not-valid-tip');
  assert.ok(await nameTip.isVisible());
  await form.locator('[name="your-email"]').focus();
  assert.ok(await nameTip.isVisible(), 'another field taking focus leaves it');
  await form.locator('input[name="your-name"]').focus();
  await nameTip.waitFor({ state: 'hidden' });
  const image = form.locator('img.wpcf7-captcha-captcha-1');
  const firstImage = await image.getAttribute('src');
  await form.locator('input[name="your-name"]').fill('Jane');
  await form.locator('[name="your-email"]').fill('jane@example.com');
  await tick(form.locator('[name="acceptance-terms"]'));
  await form.locator('[name="captcha-1"]').fill(CF7_CAPTCHA_ANSWER.toLowerCase());
  await sendFrom(form.locator('[name="captcha-1"]'));
  await page.locator('#wpcf7-f46-p63-o1 > form.sent').waitFor();
  await page.waitForFunction((old) => document.querySelector('#wpcf7-f46-p63-o1 img.wpcf7-captcha-captcha-1')?.getAttribute('src') !== old, firstImage);
  const challenge = await form.locator('[name="_wpcf7_captcha_challenge_captcha-1"]').inputValue();
  assert.ok((await image.getAttribute('src'))!.endsWith(`${challenge}.png`));
});

test('spam: its status, class, event and message', async () => {
  const { page } = await open('/contacts.html');
  const form = formOf(page, 'wpcf7-f44-p60-o1');
  await form.locator('input[name="your-name"]').fill(`Jo ${CF7_SPAM_WORD}`);
  await form.locator('[name="your-phone"]').fill('+44 20 7946 0000');
  await sendFrom(form.locator('[name="your-phone"]'));
  await page.locator('#wpcf7-f44-p60-o1 > form.spam').waitFor();
  assert.ok(await form.locator('.wpcf7-response-output').isVisible());
  assert.ok((await events(page, 'wpcf7-f44-p60-o1')).some((event) => event.name === 'spam'));
});

test('wpcf7.blocked: nothing sent, a message, and the form sends once unblocked', async () => {
  const { page } = await open('/contacts.html', 'document.addEventListener("DOMContentLoaded", () => { window.wpcf7.blocked = true; });');
  const form = formOf(page, 'wpcf7-f44-p60-o1');
  await form.locator('input[name="your-name"]').fill('Jo');
  await form.locator('[name="your-phone"]').fill('+44 20 7946 0000');
  await sendFrom(form.locator('[name="your-phone"]'));
  await page.locator('#wpcf7-f44-p60-o1 > form.aborted').waitFor();
  assert.ok(await form.locator('.wpcf7-response-output').isVisible());
  assert.is(recorded('cf7_feedback').length, 0);
  await page.evaluate('window.wpcf7.blocked = false');
  await sendFrom(form.locator('[name="your-phone"]'));
  await page.locator('#wpcf7-f44-p60-o1 > form.sent').waitFor();
});

test('the schema cannot be had: the form relies on the server, and still sends', async () => {
  session.server.faults.set('cf7_schema', { kind: 'html500' });
  const { page } = await open('/contacts.html');
  const form = formOf(page, 'wpcf7-f44-p60-o1');
  await form.locator('input[name="your-name"]').fill('Jo');
  await form.locator('[name="your-phone"]').fill('');
  await form.locator('[name="your-phone"]').press('Tab');
  await page.waitForTimeout(300);
  assert.is(await form.locator('.wpcf7-not-valid-tip').count(), 0);
  await sendFrom(form.locator('input[name="your-name"]'));
  await page.locator('#wpcf7-f44-p60-o1 > form.invalid').waitFor();
  assert.equal(await form.locator('.wpcf7-not-valid-tip').allInnerTexts(), ['Please fill out this field.']);
  const tries = () => recorded('cf7_schema').filter((request) => request.path.includes('/44/')).length;
  for (let waited = 0; tries() < 2 && waited < 5000; waited += 100) await page.waitForTimeout(100);
  assert.ok(tries() > 1, 'the fetch was tried again');
});

test('the same form twice and a form inserted later work independently', async () => {
  const { page } = await open('/contacts.html');
  const first = formOf(page, 'wpcf7-f44-p60-o1');
  const widget = formOf(page, 'wpcf7-f44-o3');
  await widget.locator('[name="your-name"]').fill('Jo');
  await sendFrom(widget.locator('[name="your-name"]'));
  await page.locator('#wpcf7-f44-o3 > form.invalid').waitFor();
  assert.is(await status(first), 'init');
  assert.is(await first.locator('.wpcf7-not-valid-tip').count(), 0);
  assert.is(await page.locator('#wpcf7-f44-p60-o1 .screen-reader-response li').count(), 0);
  // The server's markup of the widget form, inserted again under a new unit tag.
  await page.evaluate(async () => {
    const html = await (await fetch(location.pathname)).text();
    const server = new DOMParser().parseFromString(html, 'text/html').querySelector('#wpcf7-f44-o3')!;
    const copy = document.importNode(server, true);
    copy.id = 'wpcf7-f44-o4';
    copy.querySelector<HTMLInputElement>('[name="_wpcf7_unit_tag"]')!.value = 'wpcf7-f44-o4';
    document.querySelector('.post_content')!.append(copy);
  });
  const later = formOf(page, 'wpcf7-f44-o4');
  await page.locator('#wpcf7-f44-o4.js').waitFor();
  assert.is(await later.locator('.wpcf7-spinner').count(), 1);
  await later.locator('[name="your-name"]').fill('Jane');
  await later.locator('[name="your-phone"]').fill('+44 20 7946 0000');
  await sendFrom(later.locator('[name="your-phone"]'));
  await page.locator('#wpcf7-f44-o4 > form.sent').waitFor();
  assert.is(await status(widget), 'invalid');
  assert.equal(recorded('cf7_feedback').map((request) => request.fields.find(([name]) => name === '_wpcf7_unit_tag')![1]), ['wpcf7-f44-o3', 'wpcf7-f44-o4']);
});

test('a submit made before the code has loaded is sent once it has', async () => {
  opened = await session.open('/contacts.html', { init: RECORD_EVENTS, fetchAhead: false });
  const { page } = opened;
  await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  const held = await holdChunks(page);
  const form = formOf(page, 'wpcf7-f44-p60-o1');
  await form.locator('input[name="your-name"]').fill('Jo');
  await form.locator('[name="your-phone"]').fill('+44 20 7946 0000');
  await sendFrom(form.locator('[name="your-phone"]'));
  await page.waitForTimeout(200);
  assert.is(recorded('cf7_feedback').length, 0, 'nothing sent natively or early');
  await held.release();
  await page.locator('#wpcf7-f44-p60-o1 > form.sent').waitFor();
  assert.is(recorded('cf7_feedback').length, 1);
});

// The contacts page as Contact Form 7 5.5.6 prints its forms (Kidsplanet's release): `role="form"` and no `no-js` on
// the wrapper, each wrap named by a class instead of `data-name`, `_wpcf7_version` 5.5.6. The emulated server
// answers such a form in 5.5's shape (rest-api.php's `into`); the rest of the markup is the 5.7.3 page's.
const asRelease556 = (html: string) => html
  .replace(/<div class="wpcf7 no-js"/g, '<div role="form" class="wpcf7"')
  .replace(/<span class="wpcf7-form-control-wrap" data-name="([^"]+)">/g, '<span class="wpcf7-form-control-wrap $1">')
  .replace(/name="_wpcf7_version" value="5\.7\.3"/g, 'name="_wpcf7_version" value="5.5.6"');

async function open556(): Promise<OpenedPage> {
  return open('/contacts-5.5.6.html', '', {
    prepare: async (page) => {
      await page.route('**/contacts-5.5.6.html', async (route) => {
        const response = await route.fetch({ url: `${session.server.url}/contacts.html` });
        await route.fulfill({ response, body: asRelease556(await response.text()) });
      });
    },
  });
}

test('5.5.6: no schema asked for, no change validation; an empty send gets 5.5 field errors shown in its class-named wraps; then sent', async () => {
  const { page } = await open556();
  const form = formOf(page, 'wpcf7-f42-p60-o2');
  assert.is(await form.locator('[data-name]').count(), 0, 'the page is shaped as 5.5.6 prints it');
  await form.locator('[name="your-email"]').fill('not-an-email');
  await form.locator('[name="your-email"]').press('Tab');
  await tick(form.locator('[name="acceptance-1"]'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/feedback'));
  await sendFrom(form.locator('[name="your-subject"]'));
  await page.locator('#wpcf7-f42-p60-o2 > form.invalid').waitFor();
  const answer = (await (await answered).json()) as { invalid_fields: Record<string, unknown>[] };
  assert.equal(Object.keys(answer.invalid_fields[0]!), ['into', 'message', 'idref', 'error_id'], "5.5's answer shape");
  assert.equal(recorded('cf7_schema'), [], 'the route is not there on 5.5');
  const [post] = recorded('cf7_feedback');
  assert.equal(post!.fields, [
    ['_wpcf7', '42'], ['_wpcf7_version', '5.5.6'], ['_wpcf7_locale', 'en_US'], ['_wpcf7_unit_tag', 'wpcf7-f42-p60-o2'],
    ['_wpcf7_container_post', '60'], ['_wpcf7_posted_data_hash', ''], ['your-name', ''], ['your-email', 'not-an-email'],
    ['your-subject', ''], ['your-message', ''], ['acceptance-1', '1'],
  ]);
  const tips = await form.locator('.wpcf7-not-valid-tip').evaluateAll((found) => found.map((tip) => `${tip.parentElement!.className}: ${tip.textContent}`));
  assert.equal(tips, [
    'wpcf7-form-control-wrap your-name: Please fill out this field.',
    'wpcf7-form-control-wrap your-email: Please enter an email address.',
    'wpcf7-form-control-wrap your-message: Please fill out this field.',
  ]);
  assert.ok(await form.locator('.your-email .wpcf7-not-valid-tip').isVisible());
  assert.is(await form.locator('[name="your-email"]').getAttribute('aria-invalid'), 'true');
  assert.is(await form.locator('.wpcf7-response-output').innerText(), 'One or more fields have an error. Please check and try again.');
  assert.is(await page.locator('#wpcf7-f42-p60-o2 .screen-reader-response li').count(), 3);
  await form.locator('input[name="your-name"]').fill('Jane Doe');
  await form.locator('[name="your-email"]').fill('jane@example.com');
  await form.locator('[name="your-message"]').fill('Hello');
  await sendFrom(form.locator('[name="your-subject"]'));
  await page.locator('#wpcf7-f42-p60-o2 > form.sent').waitFor();
  await page.waitForFunction(() => (window as unknown as { __cf7: { name: string }[] }).__cf7.some((event) => event.name === 'reset'));
  assert.is(await form.locator('.wpcf7-not-valid-tip').count(), 0);
  assert.is(await form.locator('.wpcf7-response-output').innerText(), 'Thank you for your message. It has been sent.');
  assert.equal(recorded('cf7_schema'), []);
});

test('5.5.6: spam shows its status and message', async () => {
  const { page } = await open556();
  const form = formOf(page, 'wpcf7-f42-p60-o2');
  await form.locator('input[name="your-name"]').fill('Jane Doe');
  await form.locator('[name="your-email"]').fill('jane@example.com');
  await form.locator('[name="your-message"]').fill(`Cheap ${CF7_SPAM_WORD} here`);
  await tick(form.locator('[name="acceptance-1"]'));
  await sendFrom(form.locator('[name="your-subject"]'));
  await page.locator('#wpcf7-f42-p60-o2 > form.spam').waitFor();
  assert.equal((await events(page, 'wpcf7-f42-p60-o2')).filter((event) => event.name !== 'statuschanged').map((event) => event.name), ['beforesubmit', 'spam', 'submit']);
  assert.equal(recorded('cf7_schema'), []);
});

test.run();
