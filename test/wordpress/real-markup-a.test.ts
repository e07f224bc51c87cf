// Generation A on a real WordPress: the theme family on the markup Kidsplanet's templates and themerex-utils print
// (fixtures/wordpress/mu-plugin/wp-enhance-fixture-theme-a.php, written from them and from the real site's page),
// with the scripts under Kidsplanet's handles and THEMEREX_GLOBALS localized from `wp_footer` priority 9, as the
// theme does it. The sibling of real-markup.test.ts (generation B); runs after plugin.test.ts, which installed and
// activated the plugin. The page also prints Kidsplanet's main menu and `menu_fixed`: the menus at both widths and
// the fixed header (issue 27 items 4 and 7) under the theme's own hiding rules.
import { chromium, type Browser, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { moduleScriptId } from './core';

const url = process.env.WP_URL!;

const test = suite('wp-enhance on WordPress: generation A (Kidsplanet) markup, the theme family');
let browser: Browser;

interface ThemePage {
  page: Page;
  errors: string[];
  /** admin-ajax POST bodies, in order. */
  ajax: URLSearchParams[];
}

async function open(width = 1280): Promise<ThemePage> {
  const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  const errors: string[] = [];
  const ajax: URLSearchParams[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wp-admin/admin-ajax.php' && request.method() === 'POST') ajax.push(new URLSearchParams(request.postData() ?? ''));
  });
  await page.goto(`${url}/?wp_enhance_page=theme-a&filter_family=theme`, { waitUntil: 'load' });
  assert.ok(await page.$(`script#${moduleScriptId}`), 'the plugin is active (plugin.test.ts installs it)');
  return { page, errors, ajax };
}

const fields = (body: URLSearchParams) => [...body.keys()];

let theme: ThemePage;
let globals: { ajax_nonce: string };

test.before(async () => {
  assert.ok(url, 'run through scripts/test-wordpress.mjs (npm run test:wordpress)');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  theme = await open();
});

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
  const { page, errors } = await open(1280);
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
  const { page, errors } = await open(600);
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
  const { page } = await open(1280);
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

test.run();
