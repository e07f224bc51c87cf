import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeAccountEnhancers } from '../../enhancers/theme-accounts/definition';
import { themeFormEnhancers } from '../../enhancers/theme-forms/definition';
import '../../enhancers/theme-accounts/registration-submit';
import { FAILURES, nativeSubmissions, reply, setThemePage, settle, startEnhancers, stopEnhancers, submit, TRX_NONCE, until, user } from './theme-harness';
import { userMenu } from './theme-accounts-markup';

const form = () => document.querySelector<HTMLFormElement>('form.registration_form')!;
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const box = () => document.querySelector<HTMLElement>('#popup_registration .result.message_block')!;
const errors = () => Array.from(box().querySelectorAll('p.error_item'), (item) => item.textContent);

let clock: FakeClock;
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme registration form');
likeTheBrowser(test);

async function setUp(generation: 'A' | 'B', respond: () => Response | Promise<Response> = () => reply({ error: '', redirect_to: '' })) {
  resetDom(userMenu(generation));
  setThemePage(generation);
  fetch = installFakeFetch(respond);
  clock = installFakeClock();
  nativeSubmissions.length = 0;
  await startEnhancers([...themeAccountEnhancers, ...themeFormEnhancers]);
}

const fill = (values: Record<string, string>) => Object.entries(values).forEach(([id, value]) => (byId(id).value = value));
const valid = { registration_username: 'newbie', registration_email: 'newbie@example.com', registration_pwd: 'secret1', registration_pwd2: 'secret1' };

test.after.each(() => {
  stopEnhancers();
  clock.uninstall();
  fetch.restore();
});

test('B: page order, first error only: a bad e-mail is reported before the unchecked terms box', async () => {
  await setUp('B');
  fill({ registration_username: 'newbie', registration_email: 'newbie@example' });
  submit(form());
  await until(() => errors().length > 0);
  assert.equal(errors(), ['E-mail address is invalid']);
  assert.ok(byId('registration_email').classList.contains('error_fields_class'));
  fill({ registration_email: 'newbie@example.com' });
  submit(form());
  await until(() => errors()[0] === "Please, read and check 'Terms and Conditions'");
  assert.equal(errors(), ["Please, read and check 'Terms and Conditions'"]);
  byId('registration_agree').checked = true;
  fill({ registration_pwd: 'abc' });
  submit(form());
  await until(() => errors()[0] === "The password can't be empty and shorter then 4 characters");
  assert.equal(errors(), ["The password can't be empty and shorter then 4 characters"]);
  fill({ registration_pwd: 'secret1', registration_pwd2: 'secret2' });
  submit(form());
  await until(() => errors()[0] === 'The passwords in both fields are not equal');
  assert.equal(errors(), ['The passwords in both fields are not equal']);
  fill({ registration_email: 'short' });
  submit(form());
  await until(() => errors()[0] === 'Too short (or empty) email address');
  assert.equal(errors(), ['Too short (or empty) email address']);
  assert.is(fetch.sent.length, 0);
  assert.equal(nativeSubmissions, []);
  clock.tick(4000);
  assert.is(box().style.display, 'none');
});

test('A: the privacy checkbox gates the button; the request carries name, e-mail and password; success opens the login popup 3 s later', async () => {
  await setUp('A');
  const button = form().querySelector<HTMLInputElement>('.submit_button')!;
  assert.ok(button.disabled);
  const agree = byId('i_agree_privacy_policy_registration');
  agree.checked = true;
  agree.dispatchEvent(new Event('change', { bubbles: true }));
  await settle(1);
  assert.not.ok(button.disabled);
  user(() => byId('register-link').click());
  fill({ ...valid, registration_email: 'new.bie@example.com' });
  submit(form());
  await until(() => fetch.sent.length === 1 && box().textContent !== '');
  assert.is(fetch.sent[0]!.body, `action=trx_utils_registration_user&nonce=${TRX_NONCE}&user_name=newbie&user_email=new.bie%40example.com&user_pwd=secret1`);
  assert.is(box().className, 'result message_block sc_infobox sc_infobox_style_success');
  assert.is(box().textContent, 'Registration success! Please log in!');
  const login = document.getElementById('popup_login')!;
  assert.is(document.getElementById('popup_registration')!.style.display, 'block');
  user(() => clock.tick(2999));
  await settle();
  assert.not.ok(login.style.display === 'block');
  user(() => clock.tick(1));
  await until(() => login.style.display === 'block');
  assert.is(login.style.display, 'block');
  assert.is(document.activeElement, byId('log'), 'focus moves into the login popup');
  assert.is(document.getElementById('popup_registration')!.style.display, 'none');
  assert.not.ok(form().classList.contains('is-loading'));
});

test("failure: registration_error (defect 7) and the server's error as text; the entries stay", async () => {
  await setUp('B', () => reply({ error: 'Sorry, that username <em>already</em> exists!', redirect_to: '' }));
  byId('registration_agree').checked = true;
  fill(valid);
  submit(form());
  await until(() => box().textContent !== '');
  assert.is(box().innerHTML, 'Registration failed!<br>Sorry, that username already exists!');
  assert.is(byId('registration_username').value, 'newbie');
  clock.tick(3000);
  assert.is(box().style.display, 'none');
  assert.is(document.getElementById('popup_login')!.style.display, '');
});

for (const [label, respond, detail] of FAILURES) {
  test(`${label}: registration_error plus a clear reason; the form usable again`, async () => {
    await setUp('B', respond);
    byId('registration_agree').checked = true;
    fill(valid);
    submit(form());
    await until(() => box().textContent !== '');
    assert.match(box().textContent ?? '', /^Registration failed!/);
    assert.match(box().textContent ?? '', detail);
    submit(form());
    await until(() => fetch.sent.length === 2);
    assert.is(fetch.sent.length, 2);
  });
}

test('a double submit sends one request', async () => {
  let answer: (response: Response) => void = () => undefined;
  await setUp('B', () => new Promise<Response>((resolve) => (answer = resolve)));
  byId('registration_agree').checked = true;
  fill(valid);
  submit(form());
  submit(form());
  await until(() => fetch.sent.length === 1);
  submit(form());
  await settle();
  assert.is(fetch.sent.length, 1);
  answer(reply({ error: 'x', redirect_to: '' }));
  await until(() => !form().classList.contains('is-loading'));
});

test("B's mobile copy: below 640 px the passwords column moves under the e-mail field, and back", async () => {
  const listeners: (() => void)[] = [];
  const media = { matches: true, addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: () => undefined };
  (window as unknown as { matchMedia: (query: string) => typeof media }).matchMedia = (query) => {
    assert.is(query, '(max-width: 639px)');
    return media;
  };
  try {
    resetDom(`<div class="header_mobile">${userMenu('B')}</div>`);
    setThemePage('B');
    fetch = installFakeFetch(() => reply({ error: '' }));
    clock = installFakeClock();
    await startEnhancers(themeAccountEnhancers);
    const right = form().querySelector('.form_right')!;
    assert.is(right.previousElementSibling!.className, 'popup_form_field email_field');
    media.matches = false;
    listeners.forEach((listener) => listener());
    assert.is(right.previousElementSibling!.className, 'form_left');
  } finally {
    delete (window as unknown as { matchMedia?: unknown }).matchMedia;
  }
});

test.run();
