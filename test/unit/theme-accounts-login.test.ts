import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeAccountEnhancers } from '../../enhancers/theme-accounts/definition';
import '../../enhancers/theme-accounts/login-submit';
import { FAILURES, nativeSubmissions, navigation, reply, setThemePage, settle, startEnhancers, stopEnhancers, submit, TRX_NONCE, until } from './theme-harness';
import { loginPopup } from './theme-accounts-markup';

const form = () => document.querySelector<HTMLFormElement>('form.login_form')!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errors = () => Array.from(form().querySelectorAll('.result p.error_item'), (item) => item.textContent);
const resultAfterForm = () => form().nextElementSibling as HTMLElement;

let clock: FakeClock;
// The native send goes out in a task of its own (src/submit-natively.ts): the fake clock runs it.
const sentNatively = () => {
  clock.tick(0);
  return nativeSubmissions.length > 0;
};
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme login form');
likeTheBrowser(test);

async function setUp(generation: 'A' | 'B', respond: () => Response | Promise<Response> = () => reply({ error: '', redirect_to: '' }), trx: Record<string, unknown> = {}) {
  resetDom(`<div class="form_left">${loginPopup()}</div>`);
  setThemePage(generation, {}, trx);
  fetch = installFakeFetch(respond);
  clock = installFakeClock();
  nativeSubmissions.length = 0;
  await startEnhancers(themeAccountEnhancers);
}

const fill = (log: string, pwd: string) => {
  field('log').value = log;
  field('pwd').value = pwd;
};

test.after.each(() => {
  stopEnhancers();
  clock.uninstall();
  fetch.restore();
});

test('only the first error shows (login 1–60, password 4–30) for 4000 ms, with the error class; nothing is sent', async () => {
  await setUp('A');
  submit(form());
  await until(() => errors().length > 0);
  assert.equal(errors(), ["The Login field can't be empty"]);
  assert.ok(field('log').classList.contains('error_fields_class'));
  assert.not.ok(field('pwd').classList.contains('error_fields_class'));
  const box = form().querySelector<HTMLElement>('.result')!;
  assert.is(box.className, 'result sc_infobox sc_infobox_style_error');
  clock.tick(3999);
  assert.is(box.style.display, 'block');
  clock.tick(1);
  assert.is(box.style.display, 'none');

  fill('x'.repeat(61), '');
  submit(form());
  await until(() => errors()[0] === 'The Login field is too long');
  assert.equal(errors(), ['The Login field is too long']);
  fill('demo', 'abc');
  submit(form());
  await until(() => errors()[0] === "The password can't be empty and shorter then 4 characters");
  assert.equal(errors(), ["The password can't be empty and shorter then 4 characters"]);
  fill('demo', 'p'.repeat(31));
  submit(form());
  await until(() => errors()[0] === 'The password is too long');
  assert.equal(errors(), ['The password is too long']);
  assert.is(fetch.sent.length, 0);
  assert.equal(nativeSubmissions, []);
});

for (const generation of ['A', 'B'] as const) {
  test(`${generation}: trx_utils_login_user with the plugin nonce; remember is the box's value, ticked or not (the original's request)`, async () => {
    await setUp(generation);
    fill('demo', 'demo 1234&');
    assert.not.ok(field('rememberme').checked);
    submit(form());
    await until(() => fetch.sent.length === 1);
    assert.is(fetch.sent[0]!.url, '/wp-admin/admin-ajax.php');
    assert.is(fetch.sent[0]!.body, `action=trx_utils_login_user&nonce=${TRX_NONCE}&remember=forever&user_log=demo&user_pwd=demo+1234%26`);
    assert.is(fetch.sent[0]!.headers['content-type'], 'application/x-www-form-urlencoded; charset=UTF-8');
    stopEnhancers();
    clock.uninstall();
    fetch.restore();

    await setUp(generation);
    fill('demo', 'demo1234');
    field('rememberme').checked = true;
    submit(form());
    await until(() => fetch.sent.length === 1);
    assert.is(fetch.sent[0]!.body, `action=trx_utils_login_user&nonce=${TRX_NONCE}&remember=forever&user_log=demo&user_pwd=demo1234`);
  });
}

test('success: login_success in the result box, the page reloads 3 s later; the form stays busy meanwhile', async () => {
  await setUp('B');
  fill('demo', 'demo1234');
  submit(form());
  await until(() => (resultAfterForm()?.textContent ?? '') !== '');
  const box = resultAfterForm();
  assert.is(box.className, 'result sc_infobox sc_infobox_style_success');
  assert.is(box.textContent, 'Login success! The page will be reloaded in 3 sec.');
  assert.ok(form().classList.contains('is-loading'));
  submit(form());
  await settle();
  assert.is(fetch.sent.length, 1);
  clock.tick(2999);
  await settle();
  assert.is(navigation.reloads, 0);
  clock.tick(1);
  await until(() => navigation.reloads === 1);
  assert.is(navigation.reloads, 1);
});

test("B failure: login_error (defect 7: never `undefined`) and WordPress's HTML error shown as text", async () => {
  const error = '<strong>ERROR</strong>: The password you entered for the username <strong>demo</strong> is incorrect. <a href="/wp-login.php?action=lostpassword">Lost your password?</a>';
  await setUp('B', () => reply({ error, redirect_to: '' }));
  fill('demo', 'wrong-password');
  submit(form());
  await until(() => !!resultAfterForm()?.textContent);
  const box = resultAfterForm();
  assert.is(box.className, 'result sc_infobox sc_infobox_style_error');
  assert.is(box.innerHTML, 'Login failed!<br>ERROR: The password you entered for the username demo is incorrect. Lost your password?');
  assert.not.ok(form().classList.contains('is-loading'));
  assert.is(field('pwd').value, 'wrong-password');
  clock.tick(3000);
  assert.is(box.style.display, 'none');
  assert.is(navigation.reloads, 0);
});

test("A failure (themerex-utils): msg_login_error alone, without the server's error", async () => {
  // WordPress 6.1's wp_signon() error, as Kidsplanet's trx_utils_login_user answers a wrong password.
  const error = '<strong>Error</strong>: The password you entered for the username <strong>customer</strong> is incorrect. <a href="/wp-login.php?action=lostpassword">Lost your password?</a>';
  await setUp('A', () => reply({ error, redirect_to: '' }));
  fill('customer', 'wrong-password-1');
  submit(form());
  await until(() => !!resultAfterForm()?.textContent);
  const box = resultAfterForm();
  assert.is(box.className, 'result sc_infobox sc_infobox_style_error');
  assert.is(box.innerHTML, 'Login failed!');
  assert.not.ok(form().classList.contains('is-loading'));
  assert.is(field('pwd').value, 'wrong-password-1');
  assert.is(navigation.reloads, 0);
});

for (const [label, respond, detail] of FAILURES) {
  test(`${label}: login_error plus a clear reason; the form usable again`, async () => {
    await setUp('A', respond);
    fill('demo', 'demo1234');
    submit(form());
    await until(() => !!resultAfterForm()?.textContent);
    const text = resultAfterForm().textContent ?? '';
    assert.match(text, /^Login failed!/);
    assert.match(text, detail);
    assert.not.ok(form().classList.contains('is-loading'));
    submit(form());
    await until(() => fetch.sent.length === 2);
    assert.is(fetch.sent.length, 2);
  });
}

test('while the request runs the form is busy (is-loading, aria-busy) and a second submit sends nothing; a failure unmarks it', async () => {
  let answer: (response: Response) => void = () => undefined;
  await setUp('B', () => new Promise<Response>((resolve) => (answer = resolve)));
  fill('demo', 'demo1234');
  submit(form());
  await until(() => fetch.sent.length === 1 && form().classList.contains('is-loading'));
  assert.ok(form().classList.contains('is-loading'));
  assert.is(form().getAttribute('aria-busy'), 'true');
  submit(form());
  await settle();
  assert.is(fetch.sent.length, 1);
  answer(reply({ error: 'Wrong password' }));
  await until(() => !form().classList.contains('is-loading'));
  assert.not.ok(form().hasAttribute('aria-busy'));
  assert.is(resultAfterForm().innerHTML, 'Login failed!<br>Wrong password');
  assert.is(field('pwd').value, 'demo1234');
});

test('without login_via_ajax a valid form submits natively (an invalid one does not)', async () => {
  await setUp('A', undefined, { login_via_ajax: '' });
  submit(form());
  await until(() => errors().length > 0);
  assert.equal(nativeSubmissions, []);
  fill('demo', 'demo1234');
  submit(form());
  await until(sentNatively);
  assert.equal(nativeSubmissions, [form()]);
  assert.is(fetch.sent.length, 0);
});

test.run();
