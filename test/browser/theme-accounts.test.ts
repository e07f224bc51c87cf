import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('theme login and registration (production bundle)');

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(() => session.server.reset());
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

/** Every enhancer on the page has mounted (entry.ts marks it). */
async function open(path: string): Promise<OpenedPage> {
  opened = await session.open(path);
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}

const focusedId = () => opened.page.evaluate(() => document.activeElement?.id ?? '');
const loginBodies = () => opened.ajax().filter((request) => request.postData?.startsWith('action=trx_utils_')).map((request) => request.postData);

test('A (blog): the login link opens a dialog, focus inside, Tab stays in, Escape closes and focus returns', async () => {
  opened = await open('/blog.html');
  const { page } = opened;
  await page.click('a.popup_login_link');
  const popup = page.locator('#popup_login');
  await popup.waitFor({ state: 'visible' });
  assert.is(await popup.getAttribute('role'), 'dialog');
  assert.is(await focusedId(), 'log');
  await page.focus('#popup_login .social_twitter');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.className), 'popup_close', 'from the last control to the first');
  await page.keyboard.press('Shift+Tab');
  assert.is(await page.evaluate(() => document.activeElement?.className), 'social_icons social_twitter');
  await page.click('a.popup_register_link');
  await page.locator('#popup_registration').waitFor({ state: 'visible' });
  assert.not.ok(await popup.isVisible(), 'opening one closes the other');
  await page.keyboard.press('Escape');
  assert.not.ok(await page.locator('#popup_registration').isVisible());
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Register');
});

test("A: validation first error only; a wrong password shows themerex-utils' msg_login_error alone (not the server's error, as on Kidsplanet); demo/demo1234 logs in and reloads", async () => {
  opened = await open('/blog.html');
  const { page } = opened;
  await page.click('a.popup_login_link');
  // Sent from the keyboard, as in the axe state: a click on the button may make Playwright scroll, the header
  // then turns fixed and hides its user menu with the popup in it (the theme's own CSS).
  await page.locator('#popup_login input:focus').waitFor();
  await page.keyboard.press('Enter');
  const errors = page.locator('#popup_login form .result .error_item');
  await errors.first().waitFor();
  assert.equal(await errors.allTextContents(), ["The Login field can't be empty"]);
  await page.fill('#log', 'demo');
  await page.fill('#password', 'wrong-password');
  assert.not.ok(await page.isChecked('#rememberme'), 'the first attempt is sent with the box unticked');
  await page.press('#password', 'Enter');
  // The validation box (a new .result in the form) also takes the answer.
  const box = page.locator('#popup_login form .result');
  await box.filter({ hasText: 'Login failed!' }).waitFor();
  assert.is(await box.innerHTML(), 'Login failed!');
  assert.is(await page.inputValue('#log'), 'demo');
  await page.fill('#password', 'demo1234');
  await page.focus('#rememberme');
  await page.keyboard.press('Space');
  assert.ok(await page.isChecked('#rememberme'));
  await page.press('#password', 'Enter');
  await box.filter({ hasText: 'Login success!' }).waitFor();
  assert.equal(loginBodies(), [
    'action=trx_utils_login_user&nonce=7e6d5c4b3a&remember=forever&user_log=demo&user_pwd=wrong-password',
    'action=trx_utils_login_user&nonce=7e6d5c4b3a&remember=forever&user_log=demo&user_pwd=demo1234',
  ]);
  await page.waitForEvent('load', { timeout: 6000 });
  assert.ok((await page.context().cookies()).some((cookie) => cookie.name === 'wordpress_logged_in_demo'));
});

test('B (shop): the registration checks the terms box, conflicts show as text, success opens the login popup after 3 s', async () => {
  opened = await open('/shop.html');
  const { page } = opened;
  await page.click('header a.popup_register_link');
  const popup = page.locator('header #popup_registration');
  await popup.waitFor({ state: 'visible' });
  await popup.locator('[name="registration_username"]').fill('demo');
  await popup.locator('[name="registration_email"]').fill('new@example.com');
  await popup.locator('[name="registration_pwd"]').fill('secret1');
  await popup.locator('[name="registration_pwd2"]').fill('secret1');
  await popup.locator('.submit_button').click();
  const box = popup.locator('.result.message_block');
  await box.filter({ hasText: 'Terms' }).waitFor();
  assert.is(await box.textContent(), "Please, read and check 'Terms and Conditions'");
  await popup.locator('[name="registration_agree"]').check();
  await popup.locator('.submit_button').click();
  await box.filter({ hasText: 'Registration failed!' }).waitFor();
  assert.is(await box.innerHTML(), 'Registration failed!<br>Sorry, that username already exists!');
  await popup.locator('[name="registration_username"]').fill('newbie');
  await popup.locator('.submit_button').click();
  await box.filter({ hasText: 'Registration success!' }).waitFor();
  assert.equal(loginBodies().at(-1), 'action=trx_utils_registration_user&nonce=7e6d5c4b3a&user_name=newbie&user_email=new%40example.com&user_pwd=secret1');
  assert.ok(session.server.state.users.some((user) => user.login === 'newbie'));
  await page.locator('header #popup_login').waitFor({ state: 'visible', timeout: 5000 });
  assert.not.ok(await popup.isVisible());
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'log');
});

test('B: the mobile header copy opens its own popup (duplicate ids)', async () => {
  opened = await open('/shop.html');
  const { page } = opened;
  await page.setViewportSize({ width: 800, height: 800 });
  await page.waitForFunction(() => document.body.classList.contains('menu_mobile'));
  await page.click('.header_mobile .menu_button');
  await page.locator('.side_wrap.open').waitFor();
  await page.click('.header_mobile a.popup_login_link');
  await page.locator('.header_mobile #popup_login').waitFor({ state: 'visible' });
  assert.is(await page.locator('header #popup_login').evaluate((popup) => (popup as HTMLElement).style.display), '');
  assert.is(await page.evaluate(() => document.activeElement?.closest('.header_mobile') !== null), true);
});

test('a bad nonce (empty answer), the network and an HTML 500 page each give a readable message; the form stays usable', async () => {
  opened = await open('/blog-b.html');
  const { page } = opened;
  await page.evaluate(() => ((window as unknown as { TRX_UTILS_STORAGE: { ajax_nonce: string } }).TRX_UTILS_STORAGE.ajax_nonce = 'stale'));
  await page.click('a.popup_login_link');
  await page.fill('#log', 'demo');
  await page.fill('#password', 'demo1234');
  await page.click('#popup_login .submit_button');
  const box = page.locator('#popup_login .result');
  await box.filter({ hasText: 'expired' }).waitFor();
  assert.is(await box.innerHTML(), 'Login failed!<br>Your session has expired. Please reload the page and try again.');
  await page.evaluate(() => ((window as unknown as { TRX_UTILS_STORAGE: { ajax_nonce: string } }).TRX_UTILS_STORAGE.ajax_nonce = '7e6d5c4b3a'));
  // Chromium retries a request whose reused connection was dropped: the fault stays on until cleared.
  session.server.faults.set('trx_utils_login_user', { kind: 'network' });
  await page.click('#popup_login .submit_button');
  await box.filter({ hasText: 'connection failed' }).waitFor();
  session.server.faults.set('trx_utils_login_user', { kind: 'html500' });
  await page.click('#popup_login .submit_button');
  await box.filter({ hasText: 'Invalid server answer!' }).waitFor();
  assert.is(await box.innerHTML(), 'Login failed!<br>Invalid server answer!');
  session.server.faults.clear('trx_utils_login_user');
  assert.is(await page.inputValue('#password'), 'demo1234');
  assert.not.ok(await page.locator('form.login_form.is-loading').count());
});

test.run();
