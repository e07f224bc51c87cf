import { flush, resetDom } from '../helpers/dom';
import { likeTheBrowser } from '../helpers/react-env';
import { spyConsole } from '../helpers/console-spy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import accessForm from '../../enhancers/consent/access-form';
import { UNEXPLAINED_REFUSAL } from '../../enhancers/consent/form-outcome';
import { installFakeFetch, never } from '../helpers/fake-fetch';
import { FAILURES, fakeAjax, json, mount, useFront, type Mounted } from './consent-test-helpers';

const FORM = `<form class="wpgdprc-form wpgdprc-form--access-request" name="wpgdprc_form" method="POST">
  <ul class="wpgdprc-form__fields">
    <li class="wpgdprc-form__field">
      <label for="wpgdprc-form__email" class="screen-reader-text">Your Email Address</label>
      <input type="email" class="wpgdprc-form__input wpgdprc-form__input--email" name="wpgdprc_email" id="wpgdprc-form__email" placeholder="Your Email Address" required></li>
    <li class="wpgdprc-form__field wpgdprc-form__field--checkbox">
      <input class="wpgdprc-form__input wpgdprc-form__input--checkbox" type="checkbox" name="wpgdprc_consent" id="wpgdprc-form__consent" value="1" required>
      <label class="wpgdprc-form__label" for="wpgdprc-form__consent">I agree</label></li>
  </ul>
  <div class="wpgdprc-form__footer"><p class="wpgdprc-form__submit">
    <input type="submit" class="wpgdprc-form__input wpgdprc-form__input--submit" name="wpgdprc_submit" value="Send"></p></div>
  <div class="wpgdprc-message" style="display:none;"></div>
</form>`;
const SUCCESS = 'Success. You will receive an email with your data shortly.';

const form = () => document.querySelector<HTMLFormElement>('form')!;
const email = () => document.getElementById('wpgdprc-form__email') as HTMLInputElement;
const consent = () => document.getElementById('wpgdprc-form__consent') as HTMLInputElement;
const message = () => document.querySelector<HTMLElement>('.wpgdprc-message')!;
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const loading = () => document.body.classList.contains('is-loading');

likeTheBrowser(test);

let mounted: Mounted | undefined;
let restoreFetch: (() => void) | undefined;

test.before.each(() => {
  resetDom(`<button id="elsewhere">x</button>${FORM}`);
  useFront();
  mounted = mount(accessForm, form());
  email().value = 'jane@example.com';
  consent().checked = true;
});
test.after.each(() => {
  mounted?.cleanup();
  mounted = undefined;
  restoreFetch?.();
  restoreFetch = undefined;
});

test('until the first request the message is as the server printed it (hidden inline), only announced', () => {
  assert.is(message().getAttribute('style'), 'display:none;');
  assert.is(message().className, 'wpgdprc-message');
  assert.is(message().textContent, '');
  assert.is(message().getAttribute('aria-live'), 'polite');
});

test('a later answer replaces the earlier one: one text in the message, in the new style', async () => {
  const ajax = fakeAjax(() => json({ success: false, error: 'Missing or incorrect email address.' }), () => json({ success: true, message: SUCCESS }));
  restoreFetch = ajax.restore;
  submit();
  await flush();
  submit();
  await flush();
  assert.is(message().outerHTML, `<div class="wpgdprc-message wpgdprc-message--success" aria-live="polite">${SUCCESS}</div>`);
  assert.is(message().childNodes.length, 1);
});

test('sends the exact access request: action, data as a JSON string, the nonce under its argument name', async () => {
  const ajax = fakeAjax(() => json({ success: true, message: SUCCESS }));
  restoreFetch = ajax.restore;
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  assert.ok(event.defaultPrevented, 'the form is not posted natively');
  await flush();
  assert.equal(ajax.bodies(), [
    'action=wpgdprc_process_action&data=%7B%22type%22%3A%22access_request%22%2C%22email%22%3A%22jane%40example.com%22%2C%22consent%22%3Atrue%7D&security=3f9a1c2b7d',
  ]);
  assert.is(ajax.sent[0]!.headers['content-type'], 'application/x-www-form-urlencoded; charset=utf-8');
  assert.is(ajax.sent[0]!.headers['x-requested-with'], undefined);
  assert.is(ajax.sent[0]!.init.credentials, 'same-origin');
});

test('an unchecked consent box is sent as false', async () => {
  const ajax = fakeAjax(() => json({ success: false, error: 'You need to accept the privacy checkbox.' }));
  restoreFetch = ajax.restore;
  consent().checked = false;
  submit();
  await flush();
  assert.equal(JSON.parse(new URLSearchParams(ajax.sent[0]!.body).get('data')!), { type: 'access_request', email: 'jane@example.com', consent: false });
});

test('while in flight the body has is-loading and a second submit is ignored; the message is hidden and emptied first', async () => {
  let answer!: (response: Response) => void;
  const ajax = fakeAjax(() => new Promise<Response>((resolve) => (answer = resolve)));
  restoreFetch = ajax.restore;
  message().textContent = 'old';
  message().className = 'wpgdprc-message wpgdprc-message--error';
  message().removeAttribute('style');
  submit();
  submit();
  await flush();
  assert.is(ajax.sent.length, 1);
  assert.ok(loading());
  assert.is(message().style.display, 'none');
  assert.is(message().textContent, '');
  assert.not.ok(message().classList.contains('wpgdprc-message--error'));
  answer(json({ success: true, message: SUCCESS }));
  await flush();
  assert.not.ok(loading());
  submit();
  await flush();
  assert.is(ajax.sent.length, 2, 'the form works again');
  answer(json({ success: true, message: SUCCESS }));
  await flush();
  assert.not.ok(loading());
});

test('success: the message is shown as text in the success style, the form is reset, the e-mail field blurred', async () => {
  const ajax = fakeAjax(() => json({ success: true, message: 'Sent to <b>you</b> & <img src=x onerror=alert(1)>' }));
  restoreFetch = ajax.restore;
  email().focus();
  submit();
  await flush();
  assert.is(message().textContent, 'Sent to <b>you</b> & <img src=x onerror=alert(1)>');
  assert.is(message().querySelector('b, img'), null, 'text, not HTML (defect 5)');
  assert.ok(message().classList.contains('wpgdprc-message--success'));
  assert.is(message().getAttribute('style'), null);
  assert.is(email().value, '');
  assert.is(consent().checked, false);
  assert.is.not(document.activeElement, email());
  assert.is(message().getAttribute('aria-live'), 'polite');
});

test('a server error: shown as text in the error style, the e-mail field focused, the input kept', async () => {
  const ajax = fakeAjax(() => json({ success: false, error: 'Missing or incorrect email address.' }));
  restoreFetch = ajax.restore;
  email().value = 'jane@';
  submit();
  await flush();
  assert.is(message().textContent, 'Missing or incorrect email address.');
  assert.ok(message().classList.contains('wpgdprc-message--error'));
  assert.not.ok(message().classList.contains('wpgdprc-message--success'));
  assert.is(message().getAttribute('style'), null);
  assert.is(document.activeElement, email());
  assert.is(email().value, 'jane@');
  assert.not.ok(loading());
});

const expected: Record<string, RegExp> = {
  network: /connection failed/,
  '0': /did not accept this request/,
  '-1': /session has expired/,
  'invalid JSON': /unexpected answer/,
  'HTML 500': /problem answering/,
  'success:false': new RegExp(UNEXPLAINED_REFUSAL.replace(/\./g, '\\.')),
};
for (const [name, answer] of FAILURES) {
  test(`failure (${name}): a clear error message, the e-mail field focused, the input kept, loading ends (defect 7)`, async () => {
    const ajax = fakeAjax(answer);
    restoreFetch = ajax.restore;
    const warnings = spyConsole('warn');
    try {
      submit();
      await flush();
      assert.match(message().textContent!, expected[name]!);
      assert.ok(message().classList.contains('wpgdprc-message--error'));
      assert.is(message().getAttribute('style'), null, 'visible');
      assert.is(document.activeElement, email());
      assert.is(email().value, 'jane@example.com');
      assert.ok(consent().checked);
      assert.not.ok(loading());
    } finally {
      warnings.restore();
    }
  });
}

test('a wrong-shaped answer is a failure too', async () => {
  const ajax = fakeAjax(() => json({ success: true, message: 42 }));
  restoreFetch = ajax.restore;
  const warnings = spyConsole('warn');
  try {
    submit();
    await flush();
    assert.match(message().textContent!, /unexpected answer/);
  } finally {
    warnings.restore();
  }
});

test('cleanup aborts the request in flight: nothing shown, loading ends, submit no longer handled', async () => {
  const fake = installFakeFetch(never);
  restoreFetch = fake.restore;
  submit();
  await flush();
  mounted!.cleanup();
  mounted = undefined;
  await flush();
  assert.not.ok(loading());
  assert.is(message().textContent, '');
  assert.is(message().getAttribute('aria-live'), null);
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  assert.not.ok(event.defaultPrevented);
});

test.run();
