import { resetDom, setPageGlobal } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { spyConsole } from '../helpers/console-spy';
import { cf7Enhancers } from '../../enhancers/cf7/definition';
import { forgetSchemas } from '../../enhancers/cf7/schema-store';
import '../../enhancers/cf7/cf7-form';
import '../../enhancers/cf7/cf7-form-at-rest';
import { settle, startEnhancers, stopEnhancers, until } from './theme-harness';
import { FORM_ID, MESSAGES, RELEASES, UNIT_TAG, feedbackAnswer, formMarkup, hiddenFields, schemaAnswer, type Release, type Status } from './cf7-releases';

// The form states on each supported Contact Form 7 release, its markup and answers as that release prints them.
const ROOT = 'http://localhost/wp-json/';
const API = `${ROOT}contact-form-7/v1/contact-forms/${FORM_ID}`;

const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const output = () => form().querySelector('.wpcf7-response-output')!.textContent;
const srStatus = () => document.querySelector('.screen-reader-response [role="status"]')!.textContent;
const srItems = () => [...document.querySelectorAll('.screen-reader-response li')].map((item) => `${item.id}: ${item.textContent}`);
const tipsByWrap = () => [...form().querySelectorAll('.wpcf7-not-valid-tip')].map((tip) => `${tip.parentElement!.className}|${tip.parentElement!.getAttribute('data-name') ?? ''}: ${tip.textContent}`);
const invalidControls = () => [...form().querySelectorAll('[aria-invalid="true"]')].map((control) => control.getAttribute('name'));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
const submitButton = () => form().querySelector<HTMLElement>('.wpcf7-submit')!;
const submit = () => form().dispatchEvent(new window.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitButton() }));
const USER_FIELDS: [string, string][] = [['your-name', 'Jo'], ['your-email', 'jo@example.com'], ['your-phone', '0123 456'], ['your-subject', 'Hi'], ['your-message', 'Hello']];
function fill(values: [string, string][] = USER_FIELDS, accept = true): void {
  for (const [name, value] of values) field(name).value = value;
  field('accept-terms').checked = accept;
}

let fetch: ReturnType<typeof installFakeFetch>;
let feedback: (request: SentRequest) => Response;
let events: string[];
let listening: AbortController | undefined;
let active = false;

async function open(release: Release): Promise<void> {
  close();
  active = true;
  resetDom(formMarkup(release));
  forgetSchemas();
  setPageGlobal('wpcf7', { api: { root: ROOT, namespace: 'contact-form-7/v1' } });
  feedback = () => json(feedbackAnswer(release, 'mail_sent', MESSAGES.sent, [], 'c0ffee'));
  // 5.5's WordPress has no schema route: rest_no_route, as the real Kidsplanet site answered.
  const schema = () => (release === '5.5.6'
    ? json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, 404)
    : json(schemaAnswer(release)));
  fetch = installFakeFetch((request) => {
    if (request.url.endsWith('/feedback/schema')) return schema();
    if (request.url.endsWith('/feedback')) return feedback(request);
    return json([]);
  });
  events = [];
  listening?.abort();
  listening = new window.AbortController();
  for (const name of ['beforesubmit', 'submit', 'mailsent', 'mailfailed', 'invalid', 'unaccepted', 'spam', 'aborted', 'reset']) {
    document.addEventListener(`wpcf7${name}`, (event) => events.push(`${name}(${(event as CustomEvent<{ status: string }>).detail.status})`), { signal: listening.signal });
  }
  await startEnhancers(cf7Enhancers);
}
function close(): void {
  if (!active) return;
  active = false;
  stopEnhancers();
  fetch.restore();
}
const sentTo = () => fetch.sent.map((request) => `${request.init.method} ${request.url.replace(API, '')}`);
const posted = () => [...(fetch.sent.find((request) => request.url === `${API}/feedback`)!.init.body as FormData)].map(([name, value]) => [name, String(value)]);

const test = suite('Contact Form 7 releases 5.5.6, 5.7.3, 6.1.6');
likeTheBrowser(test);
let consoleErrors: ReturnType<typeof spyConsole>;
test.before.each(() => {
  consoleErrors = spyConsole('error');
});
test.after.each(() => {
  close();
  consoleErrors.restore();
  assert.equal(consoleErrors.calls, [], 'no console errors');
});

for (const release of RELEASES) {
  const schemaRequests = release === '5.5.6' ? [] : ['GET /feedback/schema'];

  test(`${release} init: a spinner, the submit gated, the schema asked for only where the release has the route; a change sends nothing more`, async () => {
    await open(release);
    assert.is(document.querySelector('.wpcf7')!.className, release === '5.5.6' ? 'wpcf7' : 'wpcf7 js');
    assert.is(submitButton().nextElementSibling!.className, 'wpcf7-spinner');
    assert.ok(submitButton().matches(':disabled'), 'gated on the acceptance box');
    assert.is(form().getAttribute('data-status'), 'init');
    await settle();
    assert.equal(sentTo(), schemaRequests);
    field('your-email').value = 'jo@';
    field('your-email').dispatchEvent(new window.Event('change', { bubbles: true }));
    await settle();
    assert.equal(sentTo(), schemaRequests);
    assert.is(form().getAttribute('data-status'), 'init');
  });

  test(`${release} invalid (sent empty): the release's fields in order, status invalid, the message, a tip on each required field`, async () => {
    await open(release);
    fill(USER_FIELDS.map(([name]) => [name, '']));
    feedback = () => json(feedbackAnswer(release, 'validation_failed', MESSAGES.invalid,
      ['your-name', 'your-email', 'your-phone'].map((name) => [name, MESSAGES.required(release)])));
    submit();
    await until(() => form().getAttribute('data-status') === 'invalid');
    await until(() => tipsByWrap().length === 3);
    assert.equal(posted(), [...hiddenFields(release), ...USER_FIELDS.map(([name]) => [name, '']), ['accept-terms', '1']]);
    assert.equal(events, ['beforesubmit(init)', 'invalid(validation_failed)', 'submit(validation_failed)']);
    assert.is(output(), MESSAGES.invalid);
    assert.is(srStatus(), MESSAGES.invalid);
    const required = MESSAGES.required(release);
    assert.equal(tipsByWrap(), ['your-name', 'your-email', 'your-phone'].map((name) =>
      (release === '5.5.6' ? `wpcf7-form-control-wrap ${name}|: ${required}` : `wpcf7-form-control-wrap|${name}: ${required}`)));
    assert.equal(invalidControls(), ['your-name', 'your-email', 'your-phone']);
    assert.equal(srItems(), ['your-name', 'your-email', 'your-phone'].map((name) => `${UNIT_TAG}-ve-${name}: ${required}`));
    assert.is(field('your-email').getAttribute('aria-describedby'), `${UNIT_TAG}-ve-your-email`);
    // Fixed and sent again: every mark goes.
    fill();
    feedback = () => json(feedbackAnswer(release, 'mail_sent', MESSAGES.sent, [], 'c0ffee'));
    submit();
    await until(() => events.includes('reset(sent)'));
    assert.equal([tipsByWrap(), invalidControls(), srItems()], [[], [], []]);
  });

  const OUTCOMES: [Status, string, string, string][] = [
    ['spam', MESSAGES.spam, 'spam', 'spam(spam)'],
    ['acceptance_missing', MESSAGES.unaccepted, 'unaccepted', 'unaccepted(acceptance_missing)'],
    ['aborted', MESSAGES.aborted, 'aborted', 'aborted(aborted)'],
    ['mail_failed', MESSAGES.failed, 'failed', 'mailfailed(mail_failed)'],
  ];
  for (const [status, message, shown, event] of OUTCOMES) {
    test(`${release} ${shown}: the status, its event, the message; what was typed stays`, async () => {
      await open(release);
      fill();
      feedback = () => json(feedbackAnswer(release, status, message, [], status === 'mail_failed' || status === 'aborted' ? 'c0ffee' : ''));
      submit();
      await until(() => output() === message);
      assert.is(form().getAttribute('data-status'), shown);
      assert.equal(events, ['beforesubmit(init)', event, `submit(${status})`]);
      assert.is(field('your-name').value, 'Jo');
      assert.equal(sentTo(), [...schemaRequests, 'POST /feedback']);
    });
  }

  test(`${release} sent: the exact fields, sent, the hash, then the form reset and refilled`, async () => {
    await open(release);
    fill();
    submit();
    await until(() => events.includes('reset(sent)'));
    assert.equal(posted(), [...hiddenFields(release), ...USER_FIELDS, ['accept-terms', '1']]);
    assert.equal(sentTo(), [...schemaRequests, 'POST /feedback', 'GET /refill']);
    assert.equal(events, ['beforesubmit(init)', 'mailsent(mail_sent)', 'submit(mail_sent)', 'reset(sent)']);
    assert.is(form().getAttribute('data-status'), 'sent');
    assert.is(output(), MESSAGES.sent);
    assert.is(field('_wpcf7_posted_data_hash').value, 'c0ffee');
    assert.is(field('your-name').value, '');
  });

  test(`${release} failed (no answer to read): status failed, a sentence, nothing typed lost`, async () => {
    await open(release);
    fill();
    feedback = () => new Response('<html>Critical error</html>', { status: 500 });
    submit();
    await until(() => form().getAttribute('data-status') === 'failed');
    assert.match(output(), /server had a problem/i);
    assert.is(field('your-email').value, 'jo@example.com');
  });
}

test('5.5.6: an `into` that names no wrap still shows the message, with no tip', async () => {
  await open('5.5.6');
  fill();
  feedback = () => json({ ...feedbackAnswer('5.5.6', 'validation_failed', MESSAGES.invalid), invalid_fields: [{ into: '#somewhere-else', message: 'x', idref: null, error_id: 'e' }] });
  submit();
  await until(() => output() === MESSAGES.invalid);
  assert.is(form().getAttribute('data-status'), 'invalid');
  assert.equal(tipsByWrap(), []);
});

test.run();
