// The enhancers on a real WordPress (6.1, 6.5.5 or 6.7: scripts/test-wordpress.mjs) with the markup the real theme
// and plugins print (fixtures/wordpress/mu-plugin/wp-enhance-fixture-*.php, one page per family, written from their
// PHP templates) and their scripts registered and localized as they do it: the theme's DIVEIT_STORAGE from
// `wp_footer` priority 2. Runs after plugin.test.ts (files run in name order), which installed and activated the
// plugin; each page switches its family on for the request through the `wp_enhance_settings` filter (`filter_family`).
import { chromium, type Browser, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { moduleScriptId, wpVersion } from './core';
import { reported } from './hooks';

const url = process.env.WP_URL!;

const test = suite(`wp-enhance on WordPress ${wpVersion}: the real markup, one page per family`);
let browser: Browser;

test.before(reported('real-markup.test.ts before', async () => {
  assert.ok(url, 'run through scripts/test-wordpress.mjs (npm run test:wordpress)');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}));

test.after(async () => {
  await browser?.close();
});

interface FamilyPage {
  page: Page;
  errors: string[];
  /** admin-ajax POST bodies, in order. */
  ajax: URLSearchParams[];
}

async function open(family: string): Promise<FamilyPage> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const errors: string[] = [];
  const ajax: URLSearchParams[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wp-admin/admin-ajax.php' && request.method() === 'POST') ajax.push(new URLSearchParams(request.postData() ?? ''));
  });
  await page.goto(`${url}/?wp_enhance_page=${family}&filter_family=${family}`, { waitUntil: 'load' });
  assert.ok(await page.$(`script#${moduleScriptId}`), 'the plugin is active (plugin.test.ts installs it)');
  return { page, errors, ajax };
}

const fields = (body: URLSearchParams) => [...body.keys()];

// The theme's page, opened once; each behaviour is a test of its own on it, so one failing does not hide another.
let theme: FamilyPage;
let storage: { ajax_nonce: string };

test('theme: DIVEIT_STORAGE, localized from wp_footer priority 2, is printed in the footer without the theme file', async () => {
  theme = await open('theme');
  const { page } = theme;
  storage = (await page.evaluate(() => (window as { DIVEIT_STORAGE?: { ajax_nonce: string } }).DIVEIT_STORAGE))!;
  assert.ok(storage?.ajax_nonce, 'DIVEIT_STORAGE defined');
  assert.ok(await page.$('body script#diveit-core-init-script-js-extra'), 'printed in the footer');
  assert.not.ok(await page.$('script#diveit-core-init-script-js'), 'the theme file is not loaded');
});

test("theme: the views counter posts once at start (DiveIt's core.init.js: `post_id`, then `views`)", async () => {
  const { page, ajax } = theme;
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/wp-admin/admin-ajax.php')));
  await page.waitForLoadState('networkidle');
  const views = ajax.filter((body) => body.has('views'));
  assert.is(views.length, 1, 'one views request');
  assert.equal(fields(views[0]!), ['action', 'nonce', 'post_id', 'views']);
  assert.equal(Object.fromEntries(views[0]!), { action: 'post_counter', nonce: storage.ajax_nonce, post_id: '7', views: '35' });
});

test('theme: tabs, the first panel shows and a click shows its panel instead', async () => {
  const { page } = theme;
  await page.locator('#sc_tabs_1_1').waitFor({ state: 'visible' });
  assert.not.ok(await page.isVisible('#sc_tabs_1_2'));
  await page.click('#sc_tabs_1_2_tab');
  await page.locator('#sc_tabs_1_2').waitFor({ state: 'visible' });
  await page.locator('#sc_tabs_1_1').waitFor({ state: 'hidden' });
});

test('theme: countdown, the digits are filled (ten days ahead)', async () => {
  const { page } = theme;
  await page.waitForFunction(() => [...document.querySelectorAll('#sc_countdown_1 .sc_countdown_seconds .sc_countdown_digits > span')].every((span) => /^\d$/.test(span.textContent ?? '')));
  const days = await page.$$eval('#sc_countdown_1 .sc_countdown_days .sc_countdown_digits > span:not(.hide)', (spans) => spans.map((span) => span.textContent).join(''));
  assert.match(days, /^0?(09|10)$/);
});

test('theme: main menu, hovering the top item shows its sub-menu', async () => {
  const { page } = theme;
  assert.not.ok(await page.isVisible('#menu-item-24 > .sub-menu'));
  await page.hover('#menu-item-24 > a');
  await page.locator('#menu-item-24 > .sub-menu').waitFor({ state: 'visible', timeout: 3000 });
  await page.mouse.move(0, 700);
});

test('theme: a like posts post_counter with exactly the contract\'s fields, then shows the new count', async () => {
  const { page, ajax } = theme;
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wp-admin/admin-ajax.php') && (answer.request().postData() ?? '').includes('likes=')),
    page.click('.post_counters_likes'),
  ]);
  assert.equal(await response.json(), { error: '' });
  const likes = ajax.filter((body) => body.has('likes'));
  assert.is(likes.length, 1);
  assert.equal(fields(likes[0]!), ['action', 'nonce', 'post_id', 'likes']);
  assert.equal(Object.fromEntries(likes[0]!), { action: 'post_counter', nonce: storage.ajax_nonce, post_id: '7', likes: '4' });
  await page.locator('.post_counters_likes.disabled[title="Dislike"] .post_counters_number', { hasText: '4' }).waitFor();
});

test('theme: skills below the fold, scrolled into view: counters count up, the pie draws, the bars grow to their value', async () => {
  const { page } = theme;
  assert.is(await page.textContent('#sc_skills_diagram_1 .sc_skills_item.first .sc_skills_total'), '0%');
  await page.locator('#sc_skills_diagram_2').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('#sc_skills_diagram_2 .sc_skills_total')].map((total) => total.textContent).join(',') === '30,5');
  await page.locator('#sc_skills_diagram_3').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('#sc_skills_diagram_3_pie_canvas')!;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels.some((value, index) => index % 4 === 3 && value > 0);
  });
  await page.locator('#sc_skills_diagram_1').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('#sc_skills_diagram_1 .sc_skills_item.first .sc_skills_total')?.textContent === '80%');
  // The bar's own box: 80 % of its item (the theme's bars are `.sc_skills_count` next to `.sc_skills_total`).
  await page.waitForFunction(
    () => {
      const item = document.querySelector('#sc_skills_diagram_1 .sc_skills_item.first')!;
      return Math.abs(item.querySelector('.sc_skills_count')!.getBoundingClientRect().width / item.getBoundingClientRect().width - 0.8) < 0.01;
    },
    undefined,
    { timeout: 5000 },
  );
});

test('theme: no page error', async () => {
  assert.equal(theme.errors, []);
  await theme.page.context().close();
});

test('consent: WP GDPR Compliance\'s bar, hidden by the server, shows for a visitor without consent', async () => {
  const { page, errors } = await open('consent');
  assert.ok(await page.evaluate(() => typeof (window as { wpgdprcFront?: unknown }).wpgdprcFront === 'object'), 'wpgdprcFront kept');
  assert.not.ok(await page.$('script#wpgdprc-front-js-js'), 'the plugin file is not loaded');
  await page.locator('.wpgdprc-consent-bar').waitFor({ state: 'visible' });
  assert.equal(errors, []);
  await page.context().close();
});

test('booking: the calendar\'s next-month arrow sends booked_calendar_month (contract booking.md) and shows the month', async () => {
  const { page, errors, ajax } = await open('booking');
  assert.not.ok(await page.$('script#booked-functions-js'), 'the plugin file is not loaded');
  const next = (await page.getAttribute('.booked-calendar .page-right', 'data-goto'))!;
  // Booked's functions.js keeps the month the page opened with as the wrap's default, sent as force_default.
  const opened = (await page.getAttribute('.booked-calendar', 'data-calendar-date'))!;
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wp-admin/admin-ajax.php')),
    page.click('.booked-calendar .page-right'),
  ]);
  assert.is(response.status(), 200);
  const month = ajax.find((body) => body.get('action') === 'booked_calendar_month')!;
  assert.equal([...month.entries()], [['action', 'booked_calendar_month'], ['gotoMonth', next], ['force_default', opened]]);
  await page.locator(`.booked-calendar[data-calendar-date="${next}"]`).waitFor();
  assert.equal(errors, []);
  await page.context().close();
});

test('cf7: an empty submit goes to CF7\'s REST feedback route and shows its validation errors', async () => {
  const { page, errors } = await open('cf7');
  assert.ok(await page.evaluate(() => typeof (window as { wpcf7?: unknown }).wpcf7 === 'object'), 'wpcf7 kept');
  assert.not.ok(await page.$('script#contact-form-7-js'), 'the plugin file is not loaded');
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST' && /contact-forms(%2F|\/)8(%2F|\/)feedback/.test(answer.url())),
    page.click('.wpcf7-submit'),
  ]);
  assert.match(response.request().headers()['content-type'] ?? '', /^multipart\/form-data/);
  assert.is((await response.json()).status, 'validation_failed');
  await page.locator('.wpcf7-form[data-status="invalid"]').waitFor({ state: 'attached' });
  await page.locator('[data-name="your-name"] .wpcf7-not-valid-tip', { hasText: 'Please fill out this field.' }).waitFor();
  assert.is(await page.getAttribute('[name="your-name"]', 'aria-invalid'), 'true');
  await page.locator('.wpcf7-response-output', { hasText: 'One or more fields have an error. Please check and try again.' }).waitFor();
  assert.equal(errors, []);
  await page.context().close();
});

test('instagram: the feed a shortcode enqueued while the page rendered is revealed', async () => {
  const { page, errors } = await open('instagram');
  assert.ok(await page.evaluate(() => typeof (window as { sb_instagram_js_options?: unknown }).sb_instagram_js_options === 'object'), 'sb_instagram_js_options kept');
  assert.not.ok(await page.$('script#sbi_scripts-js'), 'the plugin file is not loaded');
  await page.waitForFunction(() => document.querySelectorAll('#sb_instagram .sbi_item').length === 2 && !document.querySelector('#sb_instagram .sbi_item.sbi_new'));
  assert.equal(errors, []);
  await page.context().close();
});

test.run();
