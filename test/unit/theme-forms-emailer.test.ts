import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeFormEnhancers } from '../../enhancers/theme-forms/definition';
import '../../enhancers/theme-forms/emailer-send';
import '../../src/message-popup';
import { FAILURES, nativeSubmissions, popupText, reply, setThemePage, settle, settleUntil, startEnhancers, stopEnhancers, THEME_NONCE, until } from './theme-harness';

const markup = (group = 'E-mailer subscription', opened = '') => `
  <div class="sc_emailer ${opened}"><form class="sc_emailer_form" id="f"><div class="sc_emailer_input_wrap">
    <input type="text" class="sc_emailer_input" name="email" value="">
    <button class="sc_emailer_button icon-mail" title="Submit" data-group="${group}"></button>
  </div></form></div>`;

const box = () => document.querySelector('.sc_emailer')!;
const input = () => document.querySelector<HTMLInputElement>('.sc_emailer_input')!;
const button = () => document.querySelector<HTMLButtonElement>('.sc_emailer_button')!;
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme e-mail subscription');
likeTheBrowser(test);

async function setUp(html: string, respond: () => Response | Promise<Response> = () => reply({ error: '' })) {
  resetDom(html);
  setThemePage('A');
  fetch = installFakeFetch(respond);
  nativeSubmissions.length = 0;
  await startEnhancers(themeFormEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  fetch.restore();
});

test('the first click opens the box and focuses the input; nothing is sent', async () => {
  await setUp(markup());
  assert.is(button().getAttribute('aria-expanded'), 'false');
  button().click();
  await until(() => box().classList.contains('sc_emailer_opened'));
  assert.ok(box().classList.contains('sc_emailer_opened'));
  assert.is(button().getAttribute('aria-expanded'), 'true');
  assert.is(document.activeElement, input());
  assert.is(fetch.sent.length, 0);
  assert.equal(nativeSubmissions, []);
});

test('opened with an empty input: the form submits the ordinary way', async () => {
  await setUp(markup(undefined, 'sc_emailer_opened'));
  button().click();
  await until(() => nativeSubmissions.length > 0);
  assert.equal(nativeSubmissions, [document.getElementById('f')]);
  assert.is(fetch.sent.length, 0);
});

test('an address failing the site pattern: warning email_not_valid, focus back to the input, nothing sent', async () => {
  await setUp(markup(undefined, 'sc_emailer_opened'));
  input().value = 'jane@example';
  button().click();
  await settleUntil(() => popupText() !== undefined);
  assert.is(popupText(), 'Invalid email address');
  assert.ok(document.querySelector('.themerex_message_warning'));
  assert.is(document.activeElement, input());
  assert.is(fetch.sent.length, 0);
});

test('a valid address (pattern case-insensitive) is sent with the parsed data-group; success confirms with the address as text and clears the input', async () => {
  await setUp(markup('Footer subscription disabled="disabled"', 'sc_emailer_opened'));
  assert.is(button().getAttribute('data-group'), 'Footer subscription disabled=', 'what the browser parsed');
  input().value = 'Jane.Doe@Example.COM';
  button().click();
  await settleUntil(() => popupText() !== undefined);
  assert.is(fetch.sent[0]!.body, `action=emailer_submit&nonce=${THEME_NONCE}&group=Footer+subscription+disabled%3D&email=Jane.Doe%40Example.COM`);
  assert.is(popupText(), 'On the e-mail address "Jane.Doe@Example.COM" we sent a confirmation email.');
  assert.ok(document.querySelector('.themerex_message_info'));
  assert.is(input().value, '');
});

test("the server's error shows as a text warning; the input keeps the address", async () => {
  await setUp(markup(undefined, 'sc_emailer_opened'), () => reply({ error: 'E-mail address <b>"jane@example.com"</b> is already subscribed' }));
  input().value = 'jane@example.com';
  button().click();
  await settleUntil(() => popupText() !== undefined);
  assert.is(popupText(), 'E-mail address "jane@example.com" is already subscribed');
  assert.is(document.querySelector('.themerex_message_body b'), null);
  assert.is(input().value, 'jane@example.com');
});

for (const [label, respond, detail] of FAILURES) {
  test(`${label}: a warning, the input kept, the button usable again`, async () => {
    await setUp(markup(undefined, 'sc_emailer_opened'), respond);
    input().value = 'jane@example.com';
    button().click();
    await settleUntil(() => popupText() !== undefined);
    assert.match(popupText() ?? '', detail);
    assert.is(input().value, 'jane@example.com');
    assert.not.ok(button().hasAttribute('aria-busy'));
  });
}

test('clicks while a request is on its way send nothing more', async () => {
  let answer: (response: Response) => void = () => undefined;
  await setUp(markup(undefined, 'sc_emailer_opened'), () => new Promise<Response>((resolve) => (answer = resolve)));
  input().value = 'jane@example.com';
  button().click();
  await until(() => fetch.sent.length === 1);
  button().click();
  button().click();
  await settle();
  assert.is(fetch.sent.length, 1);
  answer(reply({ error: '' }));
  await settleUntil(() => popupText() !== undefined);
  button().click();
  await until(() => nativeSubmissions.length === 1);
  assert.is(fetch.sent.length, 1, 'the cleared input now submits natively');
  assert.is(nativeSubmissions.length, 1);
});

test.run();
