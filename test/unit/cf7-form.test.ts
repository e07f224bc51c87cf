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
import { developerLog, settle, startEnhancers, stopEnhancers, until } from './theme-harness';
import { startLifecycle } from '../../src/lifecycle';

const ROOT = 'http://localhost/wp-json/';
const SCHEMA = {
  version: 'Contact Form 7 SWV Schema 2022-10',
  locale: 'en_US',
  rules: [
    { rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
    { rule: 'required', field: 'your-email', error: 'Please fill out this field.' },
    { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
    { rule: 'required', field: 'your-message', error: 'Please fill out this field.' },
  ],
};
const SENT = { contact_form_id: 42, status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'abc123', into: '#wpcf7-f42-p45-o1', invalid_fields: [] };
const INVALID = {
  contact_form_id: 42, status: 'validation_failed', message: 'One or more fields have an error. Please check and try again.', posted_data_hash: '', into: '#wpcf7-f42-p45-o1',
  invalid_fields: [{ field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f42-p45-o1-ve-your-email' }],
};

const markup = (formClass = '', acceptanceClass = '') => `
<div class="wpcf7 no-js" id="wpcf7-f42-p45-o1" lang="en-US" dir="ltr">
  <div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
  <form action="/contact/#wpcf7-f42-p45-o1" method="post" class="wpcf7-form init ${formClass}" aria-label="Contact form" novalidate="novalidate" data-status="init">
    <div style="display: none;"><input type="hidden" name="_wpcf7" value="42"><input type="hidden" name="_wpcf7_version" value="5.7.3">
      <input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f42-p45-o1">
      <input type="hidden" name="_wpcf7_container_post" value="45"><input type="hidden" name="_wpcf7_posted_data_hash" value=""></div>
    <p><label>Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name"></span></label></p>
    <p><label>Your email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input id="email" size="40" class="wpcf7-form-control wpcf7-text wpcf7-email" aria-invalid="false" value="" type="email" name="your-email"></span></label></p>
    <p><label>Message<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span></label></p>
    <span class="wpcf7-form-control-wrap" data-name="acceptance-1"><span class="wpcf7-form-control wpcf7-acceptance ${acceptanceClass}"><span class="wpcf7-list-item"><label><input type="checkbox" name="acceptance-1" value="1" aria-invalid="false"><span class="wpcf7-list-item-label">I agree</span></label></span></span></span>
    <input class="wpcf7-form-control has-spinner wpcf7-submit" type="submit" value="Submit">
    <div class="wpcf7-response-output" aria-hidden="true"></div>
  </form>
</div>`;

const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const output = () => form().querySelector('.wpcf7-response-output')!.textContent;
const srStatus = () => document.querySelector('.screen-reader-response [role="status"]')!.textContent;
const tips = () => [...form().querySelectorAll('.wpcf7-not-valid-tip')].map((tip) => `${tip.closest<HTMLElement>('[data-name]')!.dataset['name']}: ${tip.textContent}`);
const srItems = () => [...document.querySelectorAll('.screen-reader-response li')].map((item) => item.outerHTML);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
const fill = () => {
  field('your-name').value = 'Jo';
  field('your-email').value = 'jo@example.com';
  form().querySelector('textarea')!.value = 'Hello';
  field('acceptance-1').checked = true;
};
const submit = () => form().dispatchEvent(new window.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form().querySelector<HTMLElement>('.wpcf7-submit') }));
const change = (element: Element) => element.dispatchEvent(new window.Event('change', { bubbles: true }));

let fetch: ReturnType<typeof installFakeFetch>;
let feedback: (request: SentRequest) => Response | Promise<Response>;
let refill: (request: SentRequest) => Response | Promise<Response>;
let events: string[];
let listening: AbortController | undefined;
let active = false;

async function setUp(html = markup(), globals: Record<string, unknown> = {}, refillAnswer: unknown = [], definitions = cf7Enhancers) {
  tearDown();
  active = true;
  resetDom(html);
  forgetSchemas();
  setPageGlobal('wpcf7', { api: { root: ROOT, namespace: 'contact-form-7/v1' }, ...globals });
  feedback = () => json(SENT);
  refill = () => json(refillAnswer);
  fetch = installFakeFetch((request) => {
    if (request.url.endsWith('/feedback/schema')) return json(SCHEMA);
    if (request.url.endsWith('/feedback')) return feedback(request);
    return refill(request);
  });
  events = [];
  listening?.abort();
  listening = new window.AbortController();
  for (const name of ['beforesubmit', 'submit', 'mailsent', 'mailfailed', 'invalid', 'unaccepted', 'spam', 'aborted', 'reset', 'statuschanged']) {
    document.addEventListener(`wpcf7${name}`, (event) => {
      const detail = (event as CustomEvent).detail as { status: string; prevStatus?: string };
      events.push(name === 'statuschanged' ? `${detail.prevStatus}→${detail.status}` : `${name}(${detail.status})`);
    }, { signal: listening!.signal });
  }
  await startEnhancers(definitions);
}
function tearDown() {
  if (!active) return;
  active = false;
  stopEnhancers();
  fetch.restore();
}

const test = suite('Contact Form 7 form');
likeTheBrowser(test);
let consoleErrors: ReturnType<typeof spyConsole>;
test.before.each(() => {
  consoleErrors = spyConsole('error');
});
test.after.each(() => {
  tearDown();
  consoleErrors.restore();
  assert.equal(consoleErrors.calls, [], 'no console errors');
});

test('at start: js, a spinner after the submit, the schema fetched once with the Accept header, the submit gated', async () => {
  await setUp();
  assert.is(document.querySelector('.wpcf7')!.className, 'wpcf7 js');
  assert.is(form().querySelector('.wpcf7-submit')!.nextElementSibling!.outerHTML, '<span class="wpcf7-spinner"></span>');
  assert.equal(fetch.sent.map((request) => [request.init.method, request.url, request.headers['accept']]), [
    ['GET', `${ROOT}contact-form-7/v1/contact-forms/42/feedback/schema`, 'application/json, */*;q=0.1'],
  ]);
  assert.ok(form().querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled);
  field('acceptance-1').checked = true;
  change(field('acceptance-1'));
  assert.not.ok(form().querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled);
  assert.equal(['init', 'submit', 'reset', 'validate'].map((name) => typeof (window as unknown as { wpcf7: Record<string, unknown> }).wpcf7[name]), ['function', 'function', 'function', 'function']);
});

test('a box ticked before the form\'s component mounted (its change unseen): the component, mounting, opens the submit', async () => {
  await setUp(markup(), {}, [], cf7Enhancers.filter(({ name }) => name === 'cf7-form-at-rest'));
  const submitButton = form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
  assert.ok(submitButton.disabled);
  field('acceptance-1').checked = true;
  const component = startLifecycle(cf7Enhancers.filter(({ name }) => name === 'cf7-form').map((definition) => ({ ...definition, strategy: 'ready' as const })));
  try {
    await until(() => !submitButton.disabled);
    assert.not.ok(submitButton.disabled);
  } finally {
    component.stop();
  }
});

test('mail_sent: multipart FormData, the status sequence and events, the message, the hash, then reset and refill back to sent', async () => {
  await setUp();
  fill();
  submit();
  assert.is(form().getAttribute('data-status'), 'submitting');
  await until(() => events.includes('reset(sent)'));
  const post = fetch.sent[1]!;
  assert.is(post.url, `${ROOT}contact-form-7/v1/contact-forms/42/feedback`);
  assert.is(post.init.method, 'POST');
  assert.instance(post.init.body, window.FormData);
  assert.equal([...(post.init.body as FormData)].filter(([name]) => !name.startsWith('_wpcf7_')), [
    ['_wpcf7', '42'], ['your-name', 'Jo'], ['your-email', 'jo@example.com'], ['your-message', 'Hello'], ['acceptance-1', '1'],
  ]);
  assert.equal(events, [
    'beforesubmit(init)', 'init→submitting', 'submitting→sent', 'mailsent(mail_sent)', 'submit(mail_sent)', 'sent→resetting', 'resetting→sent', 'reset(sent)',
  ]);
  assert.is(fetch.sent[2]!.url, `${ROOT}contact-form-7/v1/contact-forms/42/refill`);
  assert.is(form().className, 'wpcf7-form sent');
  assert.is(field('_wpcf7_posted_data_hash').value, 'abc123');
  assert.is(output(), SENT.message);
  assert.is(srStatus(), SENT.message);
  assert.is(field('your-name').value, '', 'the form was reset after sending');
  assert.ok(form().querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled, 'acceptance unticked again by the reset');
});

test('a submit button with a name adds its name and value; one without adds nothing', async () => {
  await setUp(markup().replace('<input class="wpcf7-form-control has-spinner wpcf7-submit" type="submit" value="Submit">',
    '<input class="wpcf7-form-control has-spinner wpcf7-submit" type="submit" value="Submit"><button class="wpcf7-submit" name="plan" value="gold">Gold</button>'));
  fill();
  form().dispatchEvent(new window.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form().querySelector<HTMLElement>('button[name="plan"]') }));
  await until(() => events.includes('reset(sent)'));
  const sent = [...(fetch.sent[1]!.init.body as FormData)];
  assert.equal(sent.at(-1), ['plan', 'gold']);
  assert.is(sent.filter(([name]) => name === 'plan').length, 1);
});

test('on a cached page the form is reset and refilled once the window has loaded, and its challenges renewed', async () => {
  const quiz = `<span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">1+1?</span>
    <input type="text" name="quiz-1" class="wpcf7-form-control wpcf7-quiz"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="old"></span>`;
  await setUp(markup().replace('<input class="wpcf7-form-control has-spinner', `${quiz}<input class="wpcf7-form-control has-spinner`), { cached: '1' }, {
    quiz: { 'quiz-1': ['2+3?', 'hash5'] },
  });
  await until(() => events.includes('reset(init)'));
  assert.equal(fetch.sent.map((request) => request.url.replace(ROOT, '')), [
    'contact-form-7/v1/contact-forms/42/feedback/schema',
    'contact-form-7/v1/contact-forms/42/refill',
  ]);
  assert.is(form().querySelector('.wpcf7-quiz-label')!.textContent, '2+3?');
  assert.is(field('_wpcf7_quiz_answer_quiz-1').value, 'hash5');
  assert.is(form().getAttribute('data-status'), 'init');
});

test('counters follow the text on keyup and on input (text typed before the mount is replayed as input)', async () => {
  await setUp(markup().replace('<input class="wpcf7-form-control has-spinner',
    '<span class="wpcf7-character-count down" data-target-name="your-message" data-starting-value="10" data-current-value="10" data-maximum-value="10"></span><input class="wpcf7-form-control has-spinner'));
  const counter = form().querySelector('.wpcf7-character-count')!;
  assert.is(counter.textContent, '10', 'shown at start');
  const message = form().querySelector('textarea')!;
  message.value = 'Hello';
  message.dispatchEvent(new window.Event('input', { bubbles: true }));
  assert.is(counter.textContent, '5');
  message.value = 'Hello there!';
  message.dispatchEvent(new window.KeyboardEvent('keyup', { bubbles: true, key: '!' }));
  assert.equal([counter.textContent, counter.classList.contains('too-long')], ['-2', true]);
});

test('a free-text field is named after its option', async () => {
  await setUp(markup().replace('<input class="wpcf7-form-control has-spinner', `<span class="wpcf7-form-control-wrap" data-name="heard"><span class="wpcf7-form-control wpcf7-radio">
    <span class="wpcf7-list-item last has-free-text"><label><input type="radio" name="heard" value="Other"><span class="wpcf7-list-item-label">Other</span></label>
    <input type="text" name="heard_free_text" class="wpcf7-free-text"></span></span></span><input class="wpcf7-form-control has-spinner`));
  const text = field('heard_free_text');
  assert.equal([text.getAttribute('aria-label'), text.disabled], ['Other', true]);
});

test('validation_failed: tips, screen-reader links, aria-invalid, describedby and custom validity; nothing typed lost', async () => {
  await setUp();
  feedback = () => json(INVALID);
  fill();
  field('your-email').value = 'jo@';
  submit();
  await until(() => tips().length > 0);
  assert.equal(events.filter((event) => !event.includes('→')), ['beforesubmit(init)', 'invalid(validation_failed)', 'submit(validation_failed)']);
  assert.is(form().getAttribute('data-status'), 'invalid');
  assert.equal(tips(), ['your-email: Please enter an email address.']);
  assert.equal(srItems(), ['<li id="wpcf7-f42-p45-o1-ve-your-email"><a href="#email">Please enter an email address.</a></li>']);
  const email = field('your-email');
  assert.equal([email.getAttribute('aria-invalid'), email.getAttribute('aria-describedby'), email.classList.contains('wpcf7-not-valid'), email.validationMessage],
    ['true', 'wpcf7-f42-p45-o1-ve-your-email', true, 'Please enter an email address.']);
  assert.is(form().querySelector('.wpcf7-not-valid-tip')!.getAttribute('aria-hidden'), 'true');
  assert.is(output(), INVALID.message);
  assert.is(email.value, 'jo@');
  assert.is(field('_wpcf7_posted_data_hash').value, '', 'an empty hash leaves the field as it was');
  // The next submit clears every mark first.
  feedback = () => json(SENT);
  email.value = 'jo@example.com';
  submit();
  await until(() => events.includes('reset(sent)'));
  assert.equal([tips(), srItems(), email.getAttribute('aria-invalid'), email.hasAttribute('aria-describedby'), email.validationMessage], [[], [], 'false', false, '']);
});

test('server text goes in as text', async () => {
  await setUp();
  feedback = () => json({ ...INVALID, message: '<img src=x onerror=alert(1)>', invalid_fields: [{ field: 'your-email', message: '<b>bad</b>' }] });
  fill();
  submit();
  await until(() => tips().length > 0);
  assert.is(form().querySelector('.wpcf7-response-output')!.innerHTML, '&lt;img src=x onerror=alert(1)&gt;');
  assert.equal(srItems(), ['<li id="wpcf7-f42-p45-o1-ve-your-email"><a href="#email">&lt;b&gt;bad&lt;/b&gt;</a></li>']);
  assert.is(document.querySelectorAll('img, b').length, 0);
});

const FAILURES: [string, () => Response | Promise<Response>, RegExp][] = [
  ['network down', () => Promise.reject(new TypeError('Failed to fetch')), /connection failed/i],
  ['HTTP 500 page', () => new Response('<html><body>Critical error</body></html>', { status: 500 }), /server had a problem/i],
  ['invalid JSON', () => new Response('{"status":', { status: 200 }), /unexpected answer/i],
  ['204', () => new Response(null, { status: 204 }), /unexpected answer/i],
  ['wrong shape', () => json({ unexpected: true }), /unexpected answer/i],
  ['WordPress 0', () => new Response('0', { status: 200 }), /unexpected answer/i],
];
for (const [label, respond, text] of FAILURES) {
  test(`${label}: the form shows failed and a message, keeps what was typed, and sends again`, async () => {
    await setUp();
    feedback = respond;
    fill();
    submit();
    await until(() => form().getAttribute('data-status') !== 'submitting');
    assert.is(form().getAttribute('data-status'), 'failed');
    assert.match(output(), text);
    assert.is(srStatus(), output());
    assert.equal([field('your-name').value, field('your-email').value], ['Jo', 'jo@example.com']);
    assert.ok(developerLog.length > 0, 'logged for the developer');
    feedback = () => json(SENT);
    submit();
    await until(() => events.includes('reset(sent)'));
    assert.is(output(), SENT.message);
  });
}

test('a second submit while one is on its way is not sent', async () => {
  await setUp();
  let answer!: (response: Response) => void;
  feedback = () => new Promise((resolve) => (answer = resolve));
  fill();
  submit();
  submit();
  await settle();
  assert.is(fetch.sent.filter((request) => request.url.endsWith('/feedback')).length, 1);
  answer(json(SENT));
  await until(() => events.includes('reset(sent)'));
});

test('wpcf7.blocked: no request, a message, and the form usable again', async () => {
  await setUp(markup(), { blocked: true });
  fill();
  submit();
  await settle();
  assert.is(fetch.sent.length, 1, 'only the schema');
  assert.is(form().getAttribute('data-status'), 'aborted');
  assert.match(output(), /cannot be sent just now/);
  (window as unknown as { wpcf7: { blocked: boolean } }).wpcf7.blocked = false;
  submit();
  await until(() => events.includes('reset(sent)'));
});

test('other statuses: spam and unaccepted fire their events; a custom status gets its slug and only wpcf7submit', async () => {
  await setUp();
  fill();
  for (const [status, event, className] of [['spam', 'spam(spam)', 'spam'], ['acceptance_missing', 'unaccepted(acceptance_missing)', 'unaccepted'], ['subscribers only!', 'submit(subscribers only!)', 'custom-subscribers-only-']] as const) {
    events = [];
    feedback = () => json({ ...SENT, status, message: `m-${status}`, posted_data_hash: '' });
    submit();
    await until(() => output() === `m-${status}`);
    assert.ok(events.includes(event), `${status}: ${events.join(', ')}`);
    assert.is(form().getAttribute('data-status'), className);
  }
  assert.not.ok(events.some((event) => event.startsWith('mail')));
});

test('a failed refill after mail_sent still ends the reset: status sent, the message shown, wpcf7reset fired', async () => {
  await setUp();
  refill = () => new Response('oops', { status: 500 });
  fill();
  submit();
  await until(() => events.includes('reset(sent)'));
  assert.is(form().getAttribute('data-status'), 'sent');
  assert.is(output(), SENT.message);
});

test('change validation: the changed field and those before it; status validating then back; errors cleared when fixed', async () => {
  await setUp();
  const email = field('your-email');
  email.value = 'bad';
  change(email);
  await until(() => tips().length > 0);
  assert.equal(tips(), ['your-name: Please fill out this field.', 'your-email: Please enter an email address.']);
  assert.ok(events.includes('init→validating') && events.includes('validating→init'));
  assert.is(form().getAttribute('data-status'), 'init');
  assert.is(form().querySelectorAll('[data-under-validation]').length, 0);
  field('your-name').value = 'Jo';
  email.value = 'jo@example.com';
  change(email);
  await until(() => tips().length === 0);
  assert.equal(srItems(), []);
  // The message field comes after: not looked at.
  assert.is(form().querySelector('textarea')!.getAttribute('aria-invalid'), 'false');
});

test('URL fields are completed before their validation; the global API drives the component', async () => {
  await setUp(markup().replace('type="text" name="your-name"', 'type="url" name="your-name"').replace('wpcf7-text wpcf7-validates-as-required', 'wpcf7-url wpcf7-validates-as-url'));
  field('your-name').value = '  example.com ';
  change(field('your-name'));
  assert.is(field('your-name').value, 'http://example.com');
  fill();
  const api = (window as unknown as { wpcf7: { submit(form: HTMLFormElement): void; validate(form: HTMLFormElement, options?: object): void } }).wpcf7;
  api.submit(form());
  await until(() => events.includes('reset(sent)'));
  assert.is(fetch.sent.filter((request) => request.url.endsWith('/feedback')).length, 1);
});

test('floating tips hide on focus and on click', async () => {
  await setUp(markup('use-floating-validation-tip'));
  feedback = () => json(INVALID);
  fill();
  submit();
  await until(() => tips().length > 0);
  const tip = () => form().querySelector<HTMLElement>('.wpcf7-not-valid-tip')!;
  field('your-email').dispatchEvent(new window.FocusEvent('focusin', { bubbles: true }));
  await settle(2);
  assert.is(tip().getAttribute('style'), 'display: none;');
});

test('reflections: an output shows the first valid value, other elements one output per value (checkbox groups by their base name)', async () => {
  const extra = `<span class="wpcf7-form-control-wrap" data-name="colour"><span class="wpcf7-form-control wpcf7-checkbox">
      <input type="checkbox" name="colour[]" value="Red" checked><input type="checkbox" name="colour[]" value="Blue" checked></span></span>
    <output data-reflection-of="your-name">before</output><span data-reflection-of="colour">server text</span>`;
  await setUp(markup().replace('<input class="wpcf7-form-control has-spinner', `${extra}<input class="wpcf7-form-control has-spinner`));
  field('your-name').value = 'Jo';
  change(form().querySelector('[name="colour[]"]')!);
  await until(() => form().querySelector('span[data-reflection-of] output') !== null);
  assert.is(form().querySelector('output[data-reflection-of]')!.textContent, 'Jo');
  assert.is(form().querySelector('span[data-reflection-of]')!.innerHTML, '<output name="colour">Red</output><output name="colour">Blue</output>');
  // The name emptied: required fails, so the output keeps what it showed.
  field('your-name').value = '';
  change(field('your-name'));
  await until(() => tips().length > 0);
  assert.is(form().querySelector('output[data-reflection-of]')!.textContent, 'Jo');
});

test('two forms on one page are independent', async () => {
  await setUp(markup() + markup().replaceAll('wpcf7-f42-p45-o1', 'wpcf7-f42-p45-o2').replace('id="email"', 'id="email2"'));
  const [first, second] = [...document.querySelectorAll<HTMLFormElement>('form.wpcf7-form')];
  feedback = () => json(INVALID);
  second!.querySelector<HTMLInputElement>('[name="acceptance-1"]')!.checked = true;
  second!.dispatchEvent(new window.SubmitEvent('submit', { bubbles: true, cancelable: true }));
  await until(() => second!.querySelectorAll('.wpcf7-not-valid-tip').length > 0);
  assert.is(first!.querySelectorAll('.wpcf7-not-valid-tip').length, 0);
  assert.is(first!.getAttribute('data-status'), 'init');
  assert.is(second!.getAttribute('data-status'), 'invalid');
  assert.equal(fetch.sent.filter((request) => request.url.endsWith('/schema')).length, 1, 'one schema fetch per form id');
  assert.is(document.querySelectorAll('.screen-reader-response li').length, 1);
  assert.is(document.querySelectorAll('.screen-reader-response')[1]!.querySelectorAll('li').length, 1);
});

test.run();
