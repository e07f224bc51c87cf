import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { installFakeFetch } from '../helpers/fake-fetch';
import { spyConsole } from '../helpers/console-spy';
import { themeFormEnhancers } from '../../enhancers/theme-forms/definition';
import '../../enhancers/theme-forms/contact-form-send';
import { FAILURES, navigation, reply, setThemePage, settle, startEnhancers, stopEnhancers, submit, THEME_NONCE, until } from './theme-harness';

const formA = (type = 'contact', action = '/wp-admin/admin-ajax.php') => `
  <div id="sc_contact_form_1" class="sc_contact_form"><form id="f" data-formtype="${type}" method="post" action="${action}">
    <input type="text" name="username"><input type="text" name="email"><input type="text" name="subject">
    <textarea name="message"></textarea><button>Send Message</button><div class="result sc_infobox"></div>
  </form></div>`;

const formB = (type = 'form_1', required = 'aria-required="true"') => `
  <div class="sc_form"><form id="f" class="sc_input_hover_default" data-formtype="${type}" method="post" action="/wp-admin/admin-ajax.php?lang=en">
    <input type="hidden" name="return_url" value="/thanks.html">
    <input type="text" name="username" ${required}><input type="text" name="email" ${required}>
    <textarea name="message" ${required}></textarea><button>Send Message</button><div class="result sc_infobox"></div>
  </form></div>`;

const form = () => document.getElementById('f') as HTMLFormElement;
const field = (name: string) => form().querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const box = () => form().querySelector<HTMLElement>('.result')!;
const fill = (values: Record<string, string>) => Object.entries(values).forEach(([name, value]) => (field(name).value = value));
const errorTexts = () => Array.from(box().querySelectorAll('p.error_item'), (item) => item.textContent);

let clock: FakeClock;
let fetch: ReturnType<typeof installFakeFetch>;
let consoleErrors: ReturnType<typeof spyConsole>;

let active = false;
function tearDown() {
  if (!active) return;
  active = false;
  stopEnhancers();
  clock.uninstall();
  fetch.restore();
}

async function setUp(generation: 'A' | 'B', markup: string, respond: () => Response | Promise<Response> = () => reply({ error: '' })) {
  tearDown();
  active = true;
  resetDom(markup);
  setThemePage(generation, { contacts_maxlength: '20' });
  fetch = installFakeFetch(respond);
  clock = installFakeClock();
  await startEnhancers(themeFormEnhancers);
}

const test = suite('theme contact form');
likeTheBrowser(test);
test.before.each(() => {
  consoleErrors = spyConsole('error');
});
test.after.each(() => {
  tearDown();
  consoleErrors.restore();
});

test('A: every rule is checked, all errors show in the result box for 4000 ms, fields get the error class, nothing is sent', async () => {
  await setUp('A', formA());
  fill({ email: 'jane@example' });
  submit(form());
  await until(() => errorTexts().length > 0);
  assert.equal(errorTexts(), ["The name can't be empty", 'Invalid email address', "The subject can't be empty", "The message text can't be empty"]);
  assert.ok(box().classList.contains('sc_infobox_style_error'));
  assert.is(box().getAttribute('role'), 'alert');
  assert.equal(['username', 'email', 'subject', 'message'].map((name) => field(name).classList.contains('error_fields_class')), [true, true, true, true]);
  assert.is(document.activeElement, field('username'));
  assert.is(fetch.sent.length, 0);
  clock.tick(3999);
  assert.is(box().style.display, 'block');
  clock.tick(1);
  assert.is(box().style.display, 'none');
});

// Kidsplanet's [trx_contact_form] as themerex-utils prints it on the real site (no subject; the privacy box).
const kidsplanetContactForm = `
  <div id="sc_contact_form_1285403868" class="sc_contact_form sc_contact_form_standard sc_contact_form_style_1"><h2 class="sc_contact_form_title sc_item_title">Ask the teachers</h2><form id="f" data-formtype="contact" method="post" action="/wp-admin/admin-ajax.php"><div class="sc_contact_form_info"><div class="sc_contact_form_item sc_contact_form_field label_over"><label class="required" for="sc_contact_form_username">Name</label><input id="sc_contact_form_username" type="text" name="username" placeholder="Name *"></div><div class="sc_contact_form_item sc_contact_form_field label_over"><label class="required" for="sc_contact_form_email">E-mail</label><input id="sc_contact_form_email" type="text" name="email" placeholder="E-mail *"></div></div><div class="sc_contact_form_item sc_contact_form_message label_over"><label class="required" for="sc_contact_form_message">Message</label><textarea id="sc_contact_form_message" name="message" placeholder="Message"></textarea></div><div class="sc_form_field sc_form_field_checkbox">
    <input type="checkbox" id="i_agree_privacy_policy_sc_form_1" name="i_agree_privacy_policy" class="sc_form_privacy_checkbox" value="1" checked>
    <label for="i_agree_privacy_policy_sc_form_1">I agree that my submitted data is being collected and stored.</label></div><div class="sc_contact_form_item sc_contact_form_button"><button class="sc_button ">Send</button></div><div class="result sc_infobox"></div></form></div>`;

test("A, Kidsplanet's form submitted empty: the e-mail is both too short and invalid (the theme's validator tests the mask on an empty value and goes on after a field's first error)", async () => {
  await setUp('A', kidsplanetContactForm);
  submit(form());
  await until(() => errorTexts().length > 0);
  assert.equal(errorTexts(), ["The name can't be empty", 'Too short (or empty) email address', 'Invalid email address', "The message text can't be empty"]);
  assert.equal(['username', 'email', 'message'].map((name) => field(name).classList.contains('error_fields_class')), [true, true, true]);
  assert.is(document.activeElement, field('username'));
  assert.is(fetch.sent.length, 0);
});

test('A: a too long e-mail that also fails the mask shows both messages', async () => {
  await setUp('A', formA());
  fill({ username: 'Jane', email: `${'a'.repeat(61)}`, subject: 'Hi', message: 'Hello' });
  submit(form());
  await until(() => errorTexts().length > 0);
  assert.equal(errorTexts(), ['Too long email address', 'Invalid email address']);
});

test('A: maximum lengths: name 60, e-mail 60, subject 100, message from contacts_maxlength', async () => {
  await setUp('A', formA());
  fill({ username: 'x'.repeat(61), email: `${'a'.repeat(55)}@ex.com`, subject: 's'.repeat(101), message: 'm'.repeat(21) });
  submit(form());
  await until(() => errorTexts().length > 0);
  assert.equal(errorTexts(), ['Too long name', 'Too long email address', 'Too long subject', 'Too long message text']);
});

test('A: a valid form is posted to its action as send_contact_form with the serialized form; success resets it', async () => {
  await setUp('A', formA('contact', '/contact-endpoint.php'));
  fill({ username: 'Jane Doe', email: 'Jane@Example.com', subject: 'Hi', message: 'Hello there!' });
  submit(form());
  await until(() => box().textContent !== '');
  assert.is(fetch.sent.length, 1);
  assert.is(fetch.sent[0]!.url, '/contact-endpoint.php');
  assert.is(
    fetch.sent[0]!.body,
    `action=send_contact_form&nonce=${THEME_NONCE}&type=contact&data=username%3DJane%2520Doe%26email%3DJane%2540Example.com%26subject%3DHi%26message%3DHello%2520there!`,
  );
  assert.is(fetch.sent[0]!.headers['x-requested-with'], 'XMLHttpRequest');
  assert.is(field('username').value, '');
  assert.is(box().textContent, 'Send message complete!');
  assert.ok(box().classList.contains('sc_infobox_style_success'));
  assert.not.ok(box().classList.contains('sc_infobox_style_error'));
  clock.tick(3000);
  assert.is(box().style.display, 'none');
  clock.tick(5000);
  assert.equal(navigation.assigned, [], 'A never redirects');
});

test('A: a custom form skips validation; an empty action sends nothing; "#" validates but does not post', async () => {
  await setUp('A', formA('custom'));
  submit(form());
  await until(() => fetch.sent.length === 1);
  assert.is(fetch.sent.length, 1);
  assert.match(fetch.sent[0]!.body, /^action=send_contact_form&nonce=8c1d2e3f4a&type=custom&data=username%3D%26email%3D/);

  await setUp('A', formA('contact', ''));
  submit(form());
  await settle();
  assert.is(fetch.sent.length, 0);
  assert.equal(errorTexts(), []);

  await setUp('A', formA('contact', '#'));
  submit(form());
  await until(() => errorTexts().length > 0);
  assert.is(errorTexts().length, 5);
  fill({ username: 'Jane', email: 'jane@example.com', subject: 'Hi', message: 'Hello' });
  submit(form());
  await settle();
  assert.is(fetch.sent.length, 0);
});

test('B: send_form with data-formtype; minimum lengths only where aria-required, maximum lengths always', async () => {
  await setUp('B', formB('form_1', ''));
  submit(form());
  await until(() => fetch.sent.length === 1);
  assert.is(fetch.sent.length, 1, 'nothing required: an empty form goes out');
  assert.is(fetch.sent[0]!.url, '/wp-admin/admin-ajax.php?lang=en');
  assert.is(fetch.sent[0]!.body, `action=send_form&nonce=${THEME_NONCE}&type=form_1&data=return_url%3D%252Fthanks.html%26username%3D%26email%3D%26message%3D`);

  await setUp('B', formB());
  fill({ email: 'not-an-address', message: 'm'.repeat(21) });
  submit(form());
  await until(() => errorTexts().length > 0);
  assert.equal(errorTexts(), ["The name can't be empty", 'Invalid email address', 'Too long message text']);
  fill({ username: 'Jane', email: 'a@b', message: 'Hello' });
  submit(form());
  await until(() => errorTexts()[0] !== "The name can't be empty");
  assert.equal(errorTexts(), ['Too short (or empty) email address', 'Invalid email address'], 'B too: every failing check of the field');
  assert.is(fetch.sent.length, 0);
});

test('B: the quoted aria-required value counts as required', async () => {
  await setUp('B', formB('form_1', 'aria-required="&quot;true&quot;"'));
  submit(form());
  await until(() => errorTexts().length > 0);
  assert.equal(errorTexts(), ["The name can't be empty", 'Too short (or empty) email address', "The message text can't be empty"]);
});

test('B: success shows send_complete, resets, redirects to return_url after 3300 ms; the box fades after 3000 ms', async () => {
  await setUp('B', formB());
  fill({ username: 'Jane', email: 'jane@example.com', message: 'Hello' });
  submit(form());
  await until(() => box().textContent !== '');
  assert.is(box().textContent, 'Send message complete!');
  assert.is(field('message').value, '');
  clock.tick(3000);
  assert.is(box().style.display, 'none');
  assert.equal(navigation.assigned, []);
  clock.tick(299);
  assert.equal(navigation.assigned, []);
  clock.tick(1);
  assert.equal(navigation.assigned, ['/thanks.html']);
});

test('B: a custom form (form_custom) skips validation', async () => {
  await setUp('B', formB('form_custom'));
  submit(form());
  await until(() => fetch.sent.length === 1);
  assert.match(fetch.sent[0]?.body ?? '', /^action=send_form&nonce=8c1d2e3f4a&type=form_custom&data=/);
});

test("the server's error shows after send_error as text lines; typed input stays", async () => {
  await setUp('B', formB(), () => reply({ error: "The name can't be empty<br><b onclick=\"x()\">Too long</b> message" }));
  fill({ username: 'Jane', email: 'jane@example.com', message: 'Hello' });
  submit(form());
  await until(() => box().textContent !== '');
  assert.is(box().innerHTML, "Transmit failed!<br>The name can't be empty<br>Too long message");
  assert.ok(box().classList.contains('sc_infobox_style_error'));
  assert.is(field('username').value, 'Jane');
  assert.equal(navigation.assigned, []);
});

for (const [label, respond, detail] of FAILURES) {
  test(`${label}: a clear message, the form usable again, input kept`, async () => {
    await setUp('A', formA(), respond);
    fill({ username: 'Jane', email: 'jane@example.com', subject: 'Hi', message: 'Hello' });
    submit(form());
    await until(() => box().textContent !== '');
    assert.match(box().textContent ?? '', /^Transmit failed!/);
    assert.match(box().textContent ?? '', detail);
    assert.not.ok(form().classList.contains('is-loading'));
    assert.not.ok(form().hasAttribute('aria-busy'));
    assert.is(field('message').value, 'Hello');
    submit(form());
    await until(() => fetch.sent.length === 2);
    assert.is(fetch.sent.length, 2, 'a second try is possible');
  });
}

test('a second submit while the first is on its way sends nothing more', async () => {
  let answer: (response: Response) => void = () => undefined;
  await setUp('A', formA(), () => new Promise<Response>((resolve) => (answer = resolve)));
  fill({ username: 'Jane', email: 'jane@example.com', subject: 'Hi', message: 'Hello' });
  submit(form());
  await until(() => fetch.sent.length === 1);
  submit(form());
  submit(form());
  await settle();
  assert.is(fetch.sent.length, 1);
  assert.ok(form().classList.contains('is-loading'));
  answer(reply({ error: '' }));
  await until(() => !form().classList.contains('is-loading'));
  assert.not.ok(form().classList.contains('is-loading'));
});

test.run();
