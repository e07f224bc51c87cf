// Generation A on a real WordPress: the markup Kidsplanet's templates and plugins print, one page per family
// (fixtures/wordpress/mu-plugin/wp-enhance-fixture-theme-a.php and -families-a.php, written from their sources and
// the real site's page), with the scripts under Kidsplanet's handles and their data localized as the originals do
// it (THEMEREX_GLOBALS from `wp_footer` priority 9). The sibling of real-markup.test.ts (generation B); runs after
// plugin.test.ts, which installed and activated the plugin. The theme page also prints Kidsplanet's main menu and
// `menu_fixed`: the menus at both widths and the fixed header (issue 27 items 4 and 7) under the theme's own hiding
// rules. The plugin pages are WP GDPR Compliance 2.0.13 and Contact Form 7 5.5.6, the releases Kidsplanet runs.
import { chromium, type Browser, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { moduleScriptId } from './core';
import { reported } from './hooks';

const url = process.env.WP_URL!;

const test = suite('wp-enhance on WordPress: generation A (Kidsplanet) markup, one page per family');
let browser: Browser;

interface FamilyPage {
  page: Page;
  errors: string[];
  /** admin-ajax POST bodies, in order. */
  ajax: URLSearchParams[];
  /** Every URL the page asked for, in order. */
  requests: string[];
}

/** Each page and the family it switches on for the request (`filter_family`). */
const families = { 'theme-a': 'theme', 'consent-a': 'consent', 'cf7-a': 'cf7' } as const;

async function open(name: keyof typeof families = 'theme-a', width = 1280): Promise<FamilyPage> {
  const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  const errors: string[] = [];
  const ajax: URLSearchParams[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => {
    requests.push(request.url());
    if (new URL(request.url()).pathname === '/wp-admin/admin-ajax.php' && request.method() === 'POST') ajax.push(new URLSearchParams(request.postData() ?? ''));
  });
  await page.goto(`${url}/?wp_enhance_page=${name}&filter_family=${families[name]}`, { waitUntil: 'load' });
  assert.ok(await page.$(`script#${moduleScriptId}`), 'the plugin is active (plugin.test.ts installs it)');
  return { page, errors, ajax, requests };
}

const fields = (body: URLSearchParams) => [...body.keys()];

let theme: FamilyPage;
let globals: { ajax_nonce: string };

test.before(reported('real-markup-a.test.ts before', async () => {
  assert.ok(url, 'run through scripts/test-wordpress.mjs (npm run test:wordpress)');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  theme = await open();
}));

test.after(async () => {
  await browser?.close();
});

test('THEMEREX_GLOBALS, localized from wp_footer priority 9, is printed in the footer without the theme file; TRX_UTILS_STORAGE kept', async () => {
  const { page } = theme;
  globals = (await page.evaluate(() => (window as { THEMEREX_GLOBALS?: { ajax_nonce: string } }).THEMEREX_GLOBALS))!;
  assert.ok(globals?.ajax_nonce, 'THEMEREX_GLOBALS defined');
  assert.ok(await page.$('body script#themerex-core-init-script-js-extra'), 'printed in the footer');
  for (const handle of ['themerex-core-init-script', 'themerex-core-utils-script', 'themerex-shortcodes-script', 'trx_utils']) {
    assert.not.ok(await page.$(`script#${handle}-js`), `${handle}: the original file is not loaded`);
  }
  assert.ok(await page.evaluate(() => typeof (window as { TRX_UTILS_STORAGE?: unknown }).TRX_UTILS_STORAGE === 'object'));
});

test("accordion: the data-active section open; a click opens another; a click on the open title leaves it open (the theme's jQuery UI accordion is not collapsible)", async () => {
  const { page } = theme;
  const items = '.sc_accordion > .sc_accordion_item';
  const open = () => page.$$eval(items, (all) => all.map((item) => item.classList.contains('sc_active') && getComputedStyle(item.querySelector('.sc_accordion_content')!).display !== 'none'));
  assert.equal(await open(), [true, false, false]);
  const title = page.locator(`${items} > .sc_accordion_title`).nth(1);
  await title.click();
  await page.waitForFunction(() => document.querySelectorAll('.sc_accordion > .sc_accordion_item')[1]!.classList.contains('sc_active'));
  assert.equal(await open(), [false, true, false]);
  await title.click();
  await page.waitForTimeout(300);
  assert.equal(await open(), [false, true, false], 'still open');
  assert.is(await title.getAttribute('aria-expanded'), 'true');
});

test('header search: typing posts ajax_search with the theme nonce and shows the results; Enter searches (?s=) at once, on purpose (docs/decisions.md)', async () => {
  const { page, ajax } = await open();
  const wrap = page.locator('.top_search_panel .search_wrap');
  const nonce = await page.evaluate(() => (window as unknown as { THEMEREX_GLOBALS: { ajax_nonce: string } }).THEMEREX_GLOBALS.ajax_nonce);
  await wrap.locator('.search_field').click();
  await wrap.locator('.search_field').pressSequentially('Sports', { delay: 20 });
  await wrap.locator('.search_results').waitFor({ state: 'visible' });
  await wrap.locator('.search_results_content .post_title', { hasText: 'Sports day' }).waitFor();
  const searches = ajax.filter((body) => body.get('action') === 'ajax_search');
  assert.ok(searches.length >= 1);
  assert.equal(fields(searches.at(-1)!), ['action', 'nonce', 'text']);
  assert.equal(Object.fromEntries(searches.at(-1)!), { action: 'ajax_search', nonce, text: 'Sports' });
  await Promise.all([page.waitForURL((address) => address.searchParams.get('s') === 'Sports'), wrap.locator('.search_field').press('Enter')]);
  await page.context().close();
});

test("login with a wrong password: trx_utils_login_user with the contract's fields; the box says themerex-utils' msg_login_error alone", async () => {
  const { page, ajax } = theme;
  await page.click('a.popup_login_link');
  await page.locator('#popup_login').waitFor({ state: 'visible' });
  await page.fill('#popup_login [name="log"]', 'admin');
  await page.fill('#popup_login [name="pwd"]', 'wrong-password-1');
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wp-admin/admin-ajax.php') && (answer.request().postData() ?? '').includes('trx_utils_login_user')),
    page.click('#popup_login .submit_button'),
  ]);
  assert.match((await response.json()).error, /password you entered for the username/, "WordPress's own refusal");
  const login = ajax.find((body) => body.get('action') === 'trx_utils_login_user')!;
  assert.equal(fields(login), ['action', 'nonce', 'remember', 'user_log', 'user_pwd']);
  assert.equal([login.get('remember'), login.get('user_log'), login.get('user_pwd')], ['forever', 'admin', 'wrong-password-1']);
  const box = page.locator('#popup_login .result.sc_infobox_style_error');
  await box.waitFor({ state: 'visible' });
  assert.is(await box.innerHTML(), 'Login failed!');
  await page.keyboard.press('Escape');
});

test('[trx_contact_form] submitted empty (privacy box ticked): the four messages of the theme validator, nothing sent', async () => {
  const { page, ajax } = theme;
  const form = page.locator('.sc_contact_form form');
  await form.scrollIntoViewIfNeeded();
  await form.locator('.sc_form_privacy_checkbox').check();
  await form.locator('button.sc_button:not([disabled])').click();
  const box = form.locator('.result');
  await box.locator('.error_item').first().waitFor();
  assert.equal(await box.locator('.error_item').allTextContents(), ["The name can't be empty", 'Too short (or empty) email address', 'Invalid email address', "The message text can't be empty"]);
  assert.equal(await form.locator('.error_fields_class').evaluateAll((all) => all.map((field) => (field as HTMLInputElement).name)), ['username', 'email', 'message']);
  assert.not.ok(ajax.some((body) => body.get('action') === 'send_contact_form'));
});

test("main menu at 1280 px: the bar shown (the theme's CSS hides it until menu_show), superfish's classes, the pointer on Pages is a.sf-with-ul, hover opens its sub-menu and leaving closes it", async () => {
  const { page, errors } = await open('theme-a', 1280);
  await page.waitForFunction(() => document.querySelector('.top_panel_wrap')!.classList.contains('menu_show'));
  assert.ok(await page.locator('.menu_main_nav_area').isVisible(), 'the bar is shown');
  assert.ok(await page.$eval('#menu_main', (menu) => ['inited', 'sf-js-enabled', 'sf-arrows'].every((name) => menu.classList.contains(name))));
  const pages = page.locator('#menu-item-22 > a');
  const box = (await pages.boundingBox())!;
  const under = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.matches('#menu-item-22 > a.sf-with-ul'), [box.x + box.width / 2, box.y + box.height / 2]);
  assert.ok(under, 'the pointer reaches Pages, a.sf-with-ul');
  const submenu = page.locator('#menu-item-22 > ul.sub-menu');
  await pages.hover();
  await submenu.waitFor({ state: 'visible' });
  await page.mouse.move(5, 790);
  await submenu.waitFor({ state: 'hidden' });
  assert.equal(errors, []);
  await page.context().close();
});

test("main menu at 600 px: the theme's responsive copy (.menu_main_responsive, no ids) opens from its button; a tap on a parent opens its sub-menu without leaving the page", async () => {
  const { page, errors } = await open('theme-a', 600);
  const button = page.locator('.menu_main_responsive_button');
  await button.waitFor({ state: 'visible' });
  assert.not.ok(await page.locator('.menu_main_nav_area #menu_main').isVisible(), 'the bar itself is hidden');
  await button.click();
  const copy = page.locator('.menu_main_responsive');
  await copy.waitFor({ state: 'visible' });
  assert.is(await copy.locator('[id]').count(), 0);
  const parent = copy.locator('li.menu-item-has-children').first();
  const before = page.url();
  await parent.locator('> a').click();
  await parent.locator('> ul').waitFor({ state: 'visible' });
  assert.ok(await parent.evaluate((item) => item.classList.contains('opened')));
  assert.is(page.url(), before);
  assert.equal(errors, []);
  await page.context().close();
});

test("fixed header (menu_fixed): scrolled past the header, the body gets top_panel_fixed and the placeholder keeps the header's whole height, menu bar included", async () => {
  const { page } = await open('theme-a', 1280);
  await page.waitForFunction(() => document.querySelector('.top_panel_wrap')!.classList.contains('menu_show'));
  const height = await page.$eval('header.top_panel_wrap', (header) => (header as HTMLElement).offsetHeight);
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => document.body.classList.contains('top_panel_fixed'));
  const placeholder = await page.$eval('.top_panel_fixed_wrap', (wrap) => wrap.getBoundingClientRect().height);
  assert.ok(Math.abs(placeholder - height) <= 1, `placeholder ${placeholder} px, header ${height} px`);
  assert.ok(await page.locator('.menu_main_nav_area').isVisible(), 'the bar is part of it');
  await page.context().close();
});

test('no page error', async () => {
  assert.equal(theme.errors, []);
  await theme.page.context().close();
});

// WP GDPR Compliance 2.0.13: front.min.js, the templates and the consent action are those of 2.0.21 (generation B's
// page); what Kidsplanet adds is two processors, one of them optional, and the consent actually saved.
const CONSENT_COOKIE = 'wpgdprc-consent-v2';

/** Saves the visitor's choice with a click, follows the reload; the request's body, the answer and the cookie. */
async function saveConsent({ page, ajax }: FamilyPage, button: string) {
  // The reload comes before the answer's body could be read from the response: read on the way through.
  let answer: { success: boolean; message: string } | undefined;
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const response = await route.fetch();
    if ((route.request().postData() ?? '').includes('consent_cookie')) answer = await response.json();
    await route.fulfill({ response });
  });
  const reloaded = page.waitForEvent('load');
  await page.click(button);
  await reloaded;
  const cookie = (await page.context().cookies()).find((each) => each.name === CONSENT_COOKIE);
  return { body: ajax.find((each) => each.get('action') === 'wpgdprc_consent_cookie')!, answer: answer!, cookie };
}

const snippetsRan = (page: Page) => page.evaluate(() => (window as { wpEnhanceFixtureSnippets?: string[] }).wpEnhanceFixtureSnippets ?? []);

test('consent (WP GDPR Compliance 2.0.13): wpgdprcFront kept, the file not loaded; the bar, hidden by the server, shows first in the body for a visitor without consent; only the required snippet ran', async () => {
  const { page, errors } = await open('consent-a');
  const front = await page.evaluate(() => (window as { wpgdprcFront?: { cookieName: string; consents: unknown[] } }).wpgdprcFront);
  assert.is(front?.cookieName, CONSENT_COOKIE);
  assert.is(front?.consents.length, 2);
  assert.not.ok(await page.$('script#wpgdprc-front-js-js'), 'the plugin file is not loaded');
  assert.ok(await page.$('script#wpgdprc-front-js-js-extra'), 'its data is');
  await page.locator('.wpgdprc-consent-bar').waitFor({ state: 'visible' });
  assert.ok(await page.evaluate(() => document.body.firstElementChild!.matches('.wpgdprc-consent-bar')));
  assert.equal(await snippetsRan(page), ['functional']);
  assert.equal(errors, []);
  await page.context().close();
});

test("consent: Accept posts wpgdprc_consent_cookie with the contract's fields (action, data, security); the answer is the cookie (SameSite=Lax, path /); after the reload no bar, both snippets", async () => {
  const consent = await open('consent-a');
  const { page, errors } = consent;
  const nonce = await page.evaluate(() => (window as unknown as { wpgdprcFront: { ajaxNonce: string } }).wpgdprcFront.ajaxNonce);
  await page.locator('.wpgdprc-consent-bar').waitFor({ state: 'visible' });
  const { body, answer, cookie } = await saveConsent(consent, '.wpgdprc-consent-bar .wpgdprc-button--accept');
  assert.equal(fields(body), ['action', 'data', 'security']);
  assert.equal(Object.fromEntries(body), { action: 'wpgdprc_consent_cookie', data: '{"checked":"all"}', security: nonce });
  assert.equal(answer, { success: true, message: '1_required,2_accepted' });
  assert.ok(cookie, 'the consent cookie is set');
  assert.is(decodeURIComponent(cookie!.value), answer.message);
  assert.equal([cookie!.path, cookie!.sameSite], ['/', 'Lax']);
  await page.waitForFunction(() => (window as { wpEnhanceFixtureSnippets?: string[] }).wpEnhanceFixtureSnippets?.length === 2);
  assert.equal(await snippetsRan(page), ['functional', 'analytics']);
  assert.ok(await page.locator('.wpgdprc-consent-bar').isHidden(), 'no bar once consented');
  assert.equal(errors, []);
  await page.context().close();
});

// The plugin's answer to a choice made in the modal says `declined` for every optional processor, chosen or not
// (the fixture's wp_enhance_fixture_a_consent_cookie() tells why): the cookie holds that answer as it is.
test('consent: the settings modal, Analytics switched on, Save my settings posts {"checked":[2]} with the same fields; the cookie holds the answer', async () => {
  const consent = await open('consent-a');
  const { page, errors } = consent;
  await page.click('.wpgdprc-consent-bar .wpgdprc-button--settings');
  const modal = page.locator('#wpgdprc-consent-modal.is-open');
  await modal.waitFor({ state: 'visible' });
  await modal.locator('.wpgdprc-consent-modal__navigation-button[data-target="2"]').click();
  await modal.locator('input.wpgdprc-switch__input[value="2"]').check();
  const { body, answer, cookie } = await saveConsent(consent, '#wpgdprc-consent-modal .wpgdprc-button--secondary');
  assert.equal(fields(body), ['action', 'data', 'security']);
  assert.is(body.get('data'), '{"checked":[2]}');
  assert.is(answer.message, '1_required,2_declined');
  assert.is(decodeURIComponent(cookie!.value), answer.message);
  assert.equal([cookie!.path, cookie!.sameSite], ['/', 'Lax']);
  await page.waitForFunction(() => (window as { wpEnhanceFixtureSnippets?: string[] }).wpEnhanceFixtureSnippets?.length === 1);
  await page.waitForLoadState('networkidle');
  assert.equal(await snippetsRan(page), ['functional'], 'the declined snippet stays out');
  assert.ok(await page.locator('.wpgdprc-consent-bar').isHidden(), 'no bar once a choice is saved');
  assert.equal(errors, []);
  await page.context().close();
});

// Contact Form 7 5.5.6: wraps named by a class, field errors pointing at them (`into`), no validation schema.
let cf7: FamilyPage;
const FEEDBACK = /contact-forms(%2F|\/)24(%2F|\/)feedback$/;
const REQUIRED_TIP = 'The field is required.';

/** Submits the form; the answer once the form shows it. */
async function submitCf7(): Promise<{ status: string; invalid_fields: { into: string }[] }> {
  const { page } = cf7;
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST' && FEEDBACK.test(answer.url())),
    page.click('.wpcf7-submit'),
  ]);
  assert.match(response.request().headers()['content-type'] ?? '', /^multipart\/form-data/);
  const answer = await response.json();
  await page.waitForFunction(() => !document.querySelector('.wpcf7-form')!.classList.contains('submitting'));
  return answer;
}

const tips = () => cf7.page.$$eval('.wpcf7-form-control-wrap', (wraps) => wraps.map((wrap) => wrap.querySelector('.wpcf7-not-valid-tip')?.textContent ?? ''));

test("cf7 (Contact Form 7 5.5.6): wpcf7 as 5.5.6 localizes it, neither the plugin file nor its wp-polyfill loaded", async () => {
  cf7 = await open('cf7-a');
  const { page } = cf7;
  const wpcf7 = await page.evaluate(() => (window as { wpcf7?: { api?: { root: string; namespace: string }; cached?: unknown } }).wpcf7);
  assert.is(wpcf7?.api?.namespace, 'contact-form-7/v1');
  assert.ok(wpcf7?.api?.root.startsWith(url), 'the REST root');
  assert.is(wpcf7?.cached, undefined, 'no page cache on the test site');
  for (const handle of ['contact-form-7', 'wp-polyfill', 'swv']) assert.not.ok(await page.$(`script#${handle}-js`), `${handle} not loaded`);
});

test('cf7: an empty submit, answered validation_failed with `into` selectors: status invalid, the message, the required tip on each required field', async () => {
  const answer = await submitCf7();
  assert.is(answer.status, 'validation_failed');
  assert.equal(answer.invalid_fields.map((field) => field.into), ['span.wpcf7-form-control-wrap.your-name', 'span.wpcf7-form-control-wrap.your-email']);
  const { page } = cf7;
  assert.is(await page.getAttribute('.wpcf7-form', 'data-status'), 'invalid');
  assert.ok(await page.$eval('.wpcf7-form', (form) => form.classList.contains('invalid')));
  assert.is(await page.textContent('.wpcf7-response-output'), 'One or more fields have an error. Please check and try again.');
  assert.equal(await tips(), [REQUIRED_TIP, REQUIRED_TIP, '']);
  assert.equal(await page.$$eval('.wpcf7-form-control:not(.wpcf7-submit)', (controls) => controls.map((control) => control.getAttribute('aria-invalid'))), ['true', 'true', 'false']);
});

test('cf7: a name typed and the e-mail left empty: the name is kept, the tip only on the e-mail', async () => {
  const { page } = cf7;
  await page.fill('[name="your-name"]', 'Jane Doe');
  await page.fill('[name="your-message"]', 'Is there a place left in September?');
  assert.is((await submitCf7()).status, 'validation_failed');
  assert.equal(await tips(), ['', REQUIRED_TIP, '']);
  assert.is(await page.inputValue('[name="your-name"]'), 'Jane Doe');
  assert.is(await page.inputValue('[name="your-message"]'), 'Is there a place left in September?');
});

test('cf7: a valid submit, answered mail_sent: status sent, the thank-you message, no tip; no request ever for feedback/schema (5.5.6 has no such route); no page error', async () => {
  const { page, requests, errors } = cf7;
  await page.fill('[name="your-email"]', 'jane@example.com');
  assert.is((await submitCf7()).status, 'mail_sent');
  await page.waitForFunction(() => document.querySelector('.wpcf7-form')!.getAttribute('data-status') === 'sent');
  assert.is(await page.textContent('.wpcf7-response-output'), 'Thank you for your message. It has been sent.');
  assert.equal(await tips(), ['', '', '']);
  await page.waitForLoadState('networkidle');
  assert.equal(requests.filter((address) => /feedback(%2F|\/)schema/.test(address)), []);
  assert.equal(errors, []);
  await page.context().close();
});

test.run();
