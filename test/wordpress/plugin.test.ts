// The wp-enhance plugin on a real WordPress (Debian's 6.1, or 6.5.5 or 6.7 from scripts/wordpress-cores.mjs), set
// up by scripts/test-wordpress.mjs: installed from its zip through WordPress's own plugin installer, then its
// settings page, the page it changes (module, selection, dequeued handles, kept globals, jQuery), a request of ours
// through the real nonce check, a stale nonce, the filter in code and the module's path at the PHP level (script
// modules on 6.5+, a classic registration printed as a module before). The tests run in order: each starts from
// the settings the one before left.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ListedFamily } from '../../scripts/wordpress-enhancers';
import { hasScriptModules, moduleScriptId, otherModuleScriptId, wpVersion } from './core';
import { logIn, reported } from './hooks';

const url = process.env.WP_URL!;
const siteDir = process.env.WP_SITE_DIR!;
const zip = process.env.WP_ENHANCE_ZIP!;
const root = new URL('../../', import.meta.url).pathname;
const plugin = join(root, 'wordpress/wp-enhance');
const families: ListedFamily[] = JSON.parse(readFileSync(join(plugin, 'generated/enhancers.json'), 'utf8')).families;
const version: string = JSON.parse(readFileSync(join(plugin, 'generated/build.json'), 'utf8')).version;
const FAMILIES = families.map((family) => family.family);
// The bundle file holding each family's list: the chunk plan may share it with modules loaded alongside.
const bundleFiles: Record<string, { modules: string[] }> = JSON.parse(readFileSync(join(root, process.env.ENHANCE_OUT || 'dist', 'chunk-modules.json'), 'utf8'));
const familyFile = (family: string) => Object.entries(bundleFiles).find(([, { modules }]) => modules.includes(`enhancers/${family}-family.ts`))?.[0];
const FIXTURE = '/?wp_enhance_fixture=1';

// The handles the fixture registers under the original names (theme prefix: the stand-in theme's slug, `diveit`).
const ORIGINALS: Record<string, string[]> = {
  consent: ['wpgdprc-front-js'],
  booking: ['booked-functions', 'booked-fea-js', 'booked-spin-js', 'booked-spin-jquery', 'booked-tooltipster'],
  cf7: ['contact-form-7', 'swv'],
  instagram: ['sbi_scripts'],
  // With the replaced ones, the theme's dead superfish, its on-demand Magnific Popup and social share buttons
  // (handles.php `take`).
  theme: ['diveit-core-utils-script', 'diveit-core-init-script', 'diveit-theme-init-script', 'diveit-messages-script', 'diveit-shortcodes-script', 'diveit-googlemap-script', 'trx_utils', 'superfish', 'magnific-script', 'diveit-social-share-script'],
};
const ALL_ORIGINALS = Object.values(ORIGINALS).flat();
// WordPress's own files the families take out: Booked's dead date picker (its jquery-ui-core goes with it),
// MediaElement, on demand, and jQuery, which nothing left on the fixture page needs at load (jquery-on-demand.php).
const JQUERY = ['jquery-core', 'jquery-migrate'];
const WORDPRESS_TAKEN = ['jquery-ui-datepicker', 'jquery-ui-core', 'mediaelement-core', 'mediaelement-migrate', 'wp-mediaelement', ...JQUERY];
// The on-demand files, as the plugin lists them for the bundle, in WordPress's order, jQuery's ahead of each kind.
const withJQuery = (kind: string, handles: string[]): [handle: string, kind: string][] => [...JQUERY, ...handles].map((handle) => [handle, kind]);
const ON_DEMAND: [handle: string, kind: string][] = [
  ...withJQuery('media', ['mediaelement-core', 'mediaelement-migrate', 'wp-mediaelement']),
  ...withJQuery('lightbox', ['magnific-script']),
  ...withJQuery('share', ['diveit-social-share-script']),
];
// What each family's dequeued handles localised (wp_localize_script), read by the enhancers.
const GLOBALS: Record<string, string[]> = {
  consent: ['wpgdprcFront'],
  booking: ['booked_js_vars', 'booked_fea_vars'],
  cf7: ['wpcf7'],
  instagram: ['sb_instagram_js_options'],
  theme: ['DIVEIT_STORAGE', 'TRX_UTILS_STORAGE'],
};
// What the fixture adds to a replaced handle (the theme's `diveit-theme-init-script`) early and late, from
// `wp_footer` (DIVEIT_STORAGE itself comes from `wp_footer` priority 2, as the real theme localizes it).
const LATE_GLOBALS = ['WP_ENHANCE_FIXTURE_EARLY', 'WP_ENHANCE_FIXTURE_FOOTER_10', 'WP_ENHANCE_FIXTURE_FOOTER_19'];
const ALL_GLOBALS = [...Object.values(GLOBALS).flat(), ...LATE_GLOBALS];

const test = suite(`wp-enhance on WordPress ${wpVersion}`);
let browser: Browser;
let admin: BrowserContext;
let adminPage: Page;

test.before(reported('plugin.test.ts before', async () => {
  assert.ok(url && siteDir && zip && wpVersion, 'run through scripts/test-wordpress.mjs (npm run test:wordpress)');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  admin = await browser.newContext();
  adminPage = await admin.newPage();
  await logIn(adminPage, url, process.env.WP_ADMIN_USER!, process.env.WP_ADMIN_PASSWORD!);
}));

test.after(async () => {
  await browser?.close();
});

interface Visit {
  page: Page;
  /** Script ids in the page, in document order. */
  scriptIds: string[];
  /** Paths of the plugin's chunks the page fetched. */
  chunks: string[];
  /** URLs under which the entry was fetched. */
  entries: string[];
  errors: string[];
  /** The globals of ALL_GLOBALS defined when the document finished parsing, before any module ran. */
  globalsBeforeModules: string[];
}

/** The fixture page as a visitor (a fresh context, logged out), once its module has run when it has one. */
async function visit(query = ''): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // `interactive` comes before the deferred and module scripts run (HTML's "the end" of parsing).
  await page.addInitScript((names: string[]) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { wpEnhanceTestGlobals?: string[] }).wpEnhanceTestGlobals = names.filter((name) => name in window);
    });
  }, ALL_GLOBALS);
  const chunks: string[] = [];
  const entries: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/wp-content/plugins/wp-enhance/assets/')) {
      if (path.endsWith('/enhance.js')) entries.push(request.url());
      else chunks.push(path);
    }
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/wp-content/')) errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.goto(`${url}${FIXTURE}${query}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const scriptIds = await page.$$eval('script[id]', (scripts) => scripts.map((script) => script.id));
  const globalsBeforeModules = await page.evaluate(() => (window as { wpEnhanceTestGlobals?: string[] }).wpEnhanceTestGlobals ?? []);
  return { page, scriptIds, chunks, entries, errors, globalsBeforeModules };
}

/** Saves Settings → Enhance with exactly these families and enhancers on, through the page's own form. */
async function saveSettings(on: { families?: string[]; enhancers?: string[] }) {
  await adminPage.goto(`${url}/wp-admin/options-general.php?page=wp-enhance`);
  for (const box of await adminPage.$$('input[type=checkbox][name^="wp_enhance_settings"]')) {
    const [name, value] = await Promise.all([box.getAttribute('name'), box.getAttribute('value')]);
    const list = name === 'wp_enhance_settings[families][]' ? on.families ?? [] : on.enhancers ?? [];
    if (list.includes(value!)) await box.check();
    else await box.uncheck();
  }
  await Promise.all([adminPage.waitForURL(/settings-updated=true/), adminPage.click('#submit')]);
  assert.match((await adminPage.textContent('#setting-error-settings_updated'))!, /Settings saved/);
}

const present = (visit: Visit, handle: string) => visit.scriptIds.includes(`${handle}-js`);
const OURS = ['wp-enhance-selection', 'wp-enhance-js', 'wp-enhance-js-module', 'wp-enhance-on-demand'];
const hasModule = (visit: Visit) => visit.scriptIds.includes(moduleScriptId);
// The fixture page's tags with every family off, as WordPress orders them (recorded by the defaults test).
let originalScriptIds: string[] = [];
// Their files' URLs, by tag id.
let originalSources: Record<string, string> = {};

test('the zip installs through Plugins → Add New → Upload Plugin, and activates', async () => {
  assert.not.ok(existsSync(join(siteDir, 'wp-content/plugins/wp-enhance')), 'the plugin is not installed before');
  await adminPage.goto(`${url}/wp-admin/plugin-install.php?tab=upload`);
  await adminPage.setInputFiles('#pluginzip', zip);
  await Promise.all([adminPage.waitForURL(/update\.php\?action=upload-plugin/), adminPage.click('#install-plugin-submit')]);
  await adminPage.getByText('Plugin installed successfully.').waitFor();
  await Promise.all([adminPage.waitForURL(/plugins\.php/), adminPage.click('a:has-text("Activate Plugin")')]);
  assert.match((await adminPage.textContent('#message'))!, /Plugin activated/);
  assert.ok(await adminPage.isVisible('tr.active[data-plugin="wp-enhance/wp-enhance.php"]'), 'listed as active');
  // The zip's files are what WordPress installed: the bundle and the generated list.
  const installed = join(siteDir, 'wp-content/plugins/wp-enhance');
  assert.ok(existsSync(join(installed, `assets/${version}/enhance.js`)));
  assert.equal(readdirSync(join(installed, `assets/${version}/chunks`)).sort(), readdirSync(join(plugin, `assets/${version}/chunks`)).sort());
  assert.ok(existsSync(join(installed, 'generated/enhancers.json')));
});

test('activated with its defaults it changes nothing: no module, no selection, every original script', async () => {
  const page = await visit();
  for (const id of OURS) assert.not.ok(page.scriptIds.includes(id), `no ${id}`);
  for (const handle of [...ALL_ORIGINALS, ...WORDPRESS_TAKEN]) assert.ok(present(page, handle), `${handle} printed`);
  assert.equal(page.chunks, []);
  // The original's late data and inline scripts, `after` included.
  for (const global of ALL_GLOBALS) assert.ok(page.globalsBeforeModules.includes(global), `${global} defined`);
  assert.equal(await page.page.evaluate(() => (window as { wpEnhanceFixtureBefores?: string[] }).wpEnhanceFixtureBefores), ['early', 'wp_footer 19']);
  assert.is(await page.page.evaluate(() => (window as { wpEnhanceFixtureAfterRan?: boolean }).wpEnhanceFixtureAfterRan), true);
  originalScriptIds = page.scriptIds;
  originalSources = Object.fromEntries(await page.page.$$eval('script[id][src]', (scripts) => scripts.map((script) => [script.id, (script as HTMLScriptElement).src])));
  await page.page.context().close();
});

test('Settings → Enhance lists every family and enhancer with its description, escaped', async () => {
  await adminPage.goto(`${url}/wp-admin/options-general.php?page=wp-enhance`);
  assert.is(await adminPage.textContent('.wrap h1'), 'Enhance');
  const familyBoxes = await adminPage.$$eval('input[name="wp_enhance_settings[families][]"]', (boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  assert.equal(familyBoxes, FAMILIES);
  const enhancerBoxes = await adminPage.$$eval('input[name="wp_enhance_settings[enhancers][]"]', (boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  assert.equal(enhancerBoxes, families.flatMap((family) => family.enhancers.map((enhancer) => enhancer.name)));
  assert.ok(enhancerBoxes.length > 40, `every enhancer (${enhancerBoxes.length})`);
  for (const family of families) {
    const text = (await adminPage.textContent(`#wp-enhance-family-${family.family}`))!;
    assert.ok(text.includes(family.description), `${family.family}'s description`);
    for (const enhancer of family.enhancers) assert.ok(text.includes(enhancer.description), `${enhancer.name}'s description`);
  }
  // Descriptions quote markup (`<span class="q_inc">`): shown as text, never as elements.
  assert.ok((await adminPage.textContent('#wp-enhance-family-theme'))!.includes('<span class="q_inc">'));
  assert.is(await adminPage.$$eval('form span.q_inc', (spans) => spans.length), 0);
  // The descriptions stay in the plugin: no bundle file carries one.
  const assets = join(plugin, 'assets', version);
  const bundleText = [join(assets, 'enhance.js'), ...readdirSync(join(assets, 'chunks')).map((name) => join(assets, 'chunks', name))]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  for (const family of families) {
    assert.not.ok(bundleText.includes(family.description), `${family.family}'s description is not in the bundle`);
    for (const enhancer of family.enhancers) assert.not.ok(bundleText.includes(enhancer.description), `${enhancer.name}'s description is not in the bundle`);
  }
  // The Settings API's nonce and option page.
  assert.is(await adminPage.inputValue('input[name="option_page"]'), 'wp_enhance');
  assert.ok((await adminPage.inputValue('input[name="_wpnonce"]')).length > 0);
  // Nothing checked after activation.
  assert.is(await adminPage.$$eval('input[type=checkbox][name^="wp_enhance_settings"]:checked', (boxes) => boxes.length), 0);
});

test('the settings page saves; every family on: module with the build version, selection first, originals gone, their data kept', async () => {
  await saveSettings({ families: FAMILIES });
  assert.equal(
    await adminPage.$$eval('input[name="wp_enhance_settings[families][]"]:checked', (boxes) => boxes.map((box) => (box as HTMLInputElement).value)),
    FAMILIES,
    'saved and shown checked',
  );
  const page = await visit();
  const { page: tab } = page;
  // The module: through script modules on 6.5+ (`-js-module`), a classic registration printed as type=module
  // before; versioned by the build in its path, with no query: the chunks import the entry back by that very URL,
  // so it runs once.
  const module = await tab.$eval(`script#${moduleScriptId}`, (script) => ({ type: script.getAttribute('type'), src: (script as HTMLScriptElement).src }));
  assert.is(module.type, 'module');
  assert.not.ok(page.scriptIds.includes(otherModuleScriptId), `${hasScriptModules ? 'no classic registration' : 'no script module'} (${otherModuleScriptId})`);
  assert.is(module.src, `${url}/wp-content/plugins/wp-enhance/assets/${version}/enhance.js`);
  assert.equal(page.entries, [module.src], 'the entry fetched once, under one URL');
  // The selection, before the module.
  assert.equal(await tab.evaluate(() => window.wpEnhance), { only: FAMILIES });
  assert.ok(page.scriptIds.indexOf('wp-enhance-selection') < page.scriptIds.indexOf(moduleScriptId), 'selection before the module');
  // Every replaced handle gone: neither its tag nor its code ran.
  for (const handle of ALL_ORIGINALS) assert.not.ok(present(page, handle), `${handle} dequeued`);
  assert.is(await tab.evaluate(() => (window as { wpEnhanceFixtureOriginals?: string[] }).wpEnhanceFixtureOriginals), undefined, 'no original ran');
  for (const handle of WORDPRESS_TAKEN) assert.not.ok(present(page, handle), `${handle} without its file`);
  // The on-demand files listed for the bundle, by the URLs WordPress printed them under; their data and `before`
  // scripts printed in place.
  const listed = JSON.parse(await tab.$eval('script#wp-enhance-on-demand', (script) => script.textContent!)) as { handle: string; src: string; kind: string }[];
  assert.equal(listed, ON_DEMAND.map(([handle, kind]) => ({ handle, src: originalSources[`${handle}-js`], kind })));
  assert.is(await tab.$eval('script#wp-enhance-on-demand', (script) => script.getAttribute('type')), 'application/json');
  for (const id of ['mediaelement-core-js-before', 'mediaelement-js-extra']) assert.ok(page.scriptIds.includes(id), `${id} printed`);
  // Their localised data and `before` scripts kept, defined before the module runs: also what the theme and the
  // fixture localized late, from `wp_footer` (priorities 2, 10 and 19).
  for (const global of Object.values(GLOBALS).flat()) {
    assert.ok(await tab.evaluate((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'object', global), `${global} kept`);
  }
  assert.equal(page.globalsBeforeModules, ALL_GLOBALS, 'every global defined before the module ran');
  assert.is(await tab.evaluate(() => (window as { DIVEIT_STORAGE?: { theme_skin?: string } }).DIVEIT_STORAGE?.theme_skin), 'diveit');
  assert.equal(await tab.evaluate(() => (window as { WP_ENHANCE_FIXTURE_FOOTER_19?: unknown }).WP_ENHANCE_FIXTURE_FOOTER_19), { at: 'wp_footer 19' });
  assert.is(await tab.evaluate(() => (window as { wpcf7?: { api?: { namespace?: string } } }).wpcf7?.api?.namespace), 'contact-form-7/v1');
  assert.is(await tab.evaluate(() => (window as { wpEnhanceFixtureBefore?: string }).wpEnhanceFixtureBefore), 'kept');
  assert.equal(await tab.evaluate(() => (window as { wpEnhanceFixtureBefores?: string[] }).wpEnhanceFixtureBefores), ['early', 'wp_footer 19']);
  assert.is(await tab.evaluate(() => (window as { wpEnhanceFixtureAfterRan?: boolean }).wpEnhanceFixtureAfterRan), undefined, 'the `after` script went with the file');
  for (const id of ['wpgdprc-front-js-js-extra', 'booked-functions-js-extra', 'contact-form-7-js-before', 'sbi_scripts-js-extra', 'diveit-core-init-script-js-extra', 'diveit-theme-init-script-js-extra', 'diveit-theme-init-script-js-before']) {
    assert.ok(page.scriptIds.includes(id), `${id} printed`);
    assert.is(await tab.$eval(`script#${id}`, (script) => [null, 'text/javascript'].includes(script.getAttribute('type')) && !script.hasAttribute('src')), true, `${id}: a classic inline script (runs while the page parses)`);
  }
  // In WordPress's own order: the page's tags are those with every family off, less the replaced files and their
  // `after` scripts, plus ours.
  const replacedTags = new Set([...ALL_ORIGINALS, ...WORDPRESS_TAKEN].flatMap((handle) => [`${handle}-js`, `${handle}-js-after`]));
  assert.ok(originalScriptIds.length > 20);
  assert.equal(
    page.scriptIds.filter((id) => !OURS.includes(id)),
    originalScriptIds.filter((id) => !replacedTags.has(id)),
  );
  // jQuery out of the page as served, and the proof's markers with it.
  const served = await (await tab.request.get(`${url}${FIXTURE}`)).text();
  assert.not.ok(/id=['"]jquery-(core|migrate)-js['"]/.test(served), 'jQuery not printed');
  assert.not.ok(served.includes('wp-enhance:jquery'), 'no marker left');
  // Every family's list loaded from the plugin folder, and one enhancer of each did its part.
  for (const family of FAMILIES) {
    const file = familyFile(family);
    assert.ok(file && page.chunks.some((path) => path.endsWith(`/${version}/${file}`)), `${family} family loaded (${file})`);
  }
  assert.is(await tab.evaluate(() => typeof (window as unknown as Record<string, unknown>).diveit_message_success), 'function', 'theme: the message popup API');
  assert.ok(await tab.evaluate(() => document.querySelector('.wpcf7')!.classList.contains('js')), 'cf7: the form at rest (no-js → js)');
  assert.ok(await tab.evaluate(() => document.querySelector('.booked-tabs > li')!.classList.contains('active')), 'booking: the first tab active');
  assert.is(await tab.evaluate(() => document.getElementById('profile-history')!.style.display), 'none');
  assert.equal(page.errors, []);
  await tab.context().close();
});

test('without the on-demand files, no list and no jQuery', async () => {
  const page = await visit('&without=jquery-users');
  assert.not.ok(page.scriptIds.includes('wp-enhance-on-demand'), 'no on-demand file enqueued, none listed');
  assert.not.ok(present(page, 'jquery-core'), 'no jquery');
  assert.ok(hasModule(page));
  await page.page.context().close();
});

test('jQuery stays, printed where WordPress prints it, where the page needs it at load: inline jQuery(…), a script using it undeclared, a handler attribute', async () => {
  for (const reason of ['inline', 'file', 'onclick']) {
    const page = await visit(`&keeps_jquery=${reason}`);
    const { page: tab } = page;
    const served = await (await tab.request.get(`${url}${FIXTURE}&keeps_jquery=${reason}`)).text();
    const at = (id: string) => served.search(new RegExp(`id=['"]${id}['"]`));
    assert.ok(at('jquery-core-js') > 0 && at('jquery-core-js') < served.indexOf('</head>'), `${reason}: jQuery printed in the head`);
    assert.ok(at('jquery-migrate-js') > at('jquery-core-js'), `${reason}: then its migrate script`);
    assert.not.ok(served.includes('wp-enhance:jquery'), `${reason}: no marker left`);
    // The on-demand list still names it; the bundle does not load it again.
    assert.is(page.scriptIds.filter((id) => id === 'jquery-core-js').length, 1, `${reason}: one jQuery`);
    if (reason === 'inline') assert.is(await tab.evaluate(() => (window as { wpEnhanceFixtureInline?: string }).wpEnhanceFixtureInline), 'ran');
    if (reason === 'file') assert.equal(await tab.evaluate(() => (window as { wpEnhanceFixtureOriginals?: string[] }).wpEnhanceFixtureOriginals), ['fixture-undeclared-jquery-js']);
    assert.equal(page.errors, [], `${reason}: no errors`);
    await tab.context().close();
  }
});

test('a replaced handle another remaining script depends on stays, and its data is printed once', async () => {
  const page = await visit('&dependent=1');
  assert.ok(present(page, 'fixture-cf7-addon'));
  assert.ok(present(page, 'contact-form-7'), 'kept for its dependent');
  assert.ok(present(page, 'swv'), 'and its own dependency');
  assert.is(page.scriptIds.filter((id) => id === 'contact-form-7-js-extra').length, 1);
  assert.is(page.scriptIds.filter((id) => id === 'contact-form-7-js-before').length, 1);
  for (const handle of ALL_ORIGINALS.filter((handle) => !ORIGINALS.cf7!.includes(handle))) assert.not.ok(present(page, handle), `${handle} dequeued`);
  await page.page.context().close();
});

test('a replaced footer handle a script enqueued while the page rendered depends on gets its file back, data and inline scripts once', async () => {
  const page = await visit('&late_dependent=1');
  assert.ok(present(page, 'fixture-late-addon'));
  assert.ok(present(page, 'diveit-theme-init-script'), 'its file printed for the late dependent');
  for (const part of ['extra', 'before', 'after']) assert.is(page.scriptIds.filter((id) => id === `diveit-theme-init-script-js-${part}`).length, 1, `${part} once`);
  assert.equal(await page.page.evaluate(() => (window as { wpEnhanceFixtureBefores?: string[] }).wpEnhanceFixtureBefores), ['early', 'wp_footer 19']);
  assert.is(await page.page.evaluate(() => (window as { wpEnhanceFixtureAfterRan?: boolean }).wpEnhanceFixtureAfterRan), true);
  assert.ok(page.scriptIds.indexOf('diveit-theme-init-script-js') < page.scriptIds.indexOf('fixture-late-addon-js'), 'before its dependent');
  for (const handle of ALL_ORIGINALS.filter((handle) => handle !== 'diveit-theme-init-script')) assert.not.ok(present(page, handle), `${handle} without its file`);
  assert.equal(page.errors, []);
  await page.page.context().close();
});

test('an access request through our ajax client passes WordPress\'s real nonce check', async () => {
  const { page } = await visit();
  const nonce = await page.evaluate(() => (window as { wpgdprcFront?: { ajaxNonce: string } }).wpgdprcFront!.ajaxNonce);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/wp-admin/admin-ajax.php')) sent.push(request.postData() ?? '');
  });
  await page.fill('#wpgdprc-form__email', 'jane@example.com');
  await page.check('#wpgdprc-form__consent');
  const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/wp-admin/admin-ajax.php')), page.click('.wpgdprc-form__input--submit')]);
  assert.is(response.status(), 200);
  assert.equal(await response.json(), { success: true, message: 'Success. You will receive an email with your data shortly.' });
  const body = new URLSearchParams(response.request().postData()!);
  assert.is(body.get('action'), 'wpgdprc_process_action');
  assert.is(body.get('security'), nonce);
  const message = page.locator('.wpgdprc-form--access-request .wpgdprc-message--success');
  await message.waitFor({ state: 'visible' });
  assert.is(await message.textContent(), 'Success. You will receive an email with your data shortly.');
  assert.is(sent.length, 1, 'one request for one submit');
  // The server's own validation answers through the same check (`jane@localhost` passes the browser's check,
  // not WordPress's is_email()).
  await page.fill('#wpgdprc-form__email', 'jane@localhost');
  await page.check('#wpgdprc-form__consent');
  const [refused] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/wp-admin/admin-ajax.php')), page.click('.wpgdprc-form__input--submit')]);
  assert.is(refused.status(), 200);
  assert.equal(await refused.json(), { success: false, error: 'Missing or incorrect email address.' });
  await page.locator('.wpgdprc-message--error', { hasText: 'Missing or incorrect email address.' }).waitFor();
  await page.context().close();
});

test('a stale nonce: WordPress answers -1 (HTTP 403) and the visitor sees a message', async () => {
  const { page } = await visit('&stale=1');
  await page.fill('#wpgdprc-form__email', 'jane@example.com');
  await page.check('#wpgdprc-form__consent');
  const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/wp-admin/admin-ajax.php')), page.click('.wpgdprc-form__input--submit')]);
  assert.is(response.status(), 403);
  assert.is((await response.text()).trim(), '-1');
  const message = page.locator('.wpgdprc-form--access-request .wpgdprc-message--error');
  await message.waitFor({ state: 'visible' });
  assert.match((await message.textContent())!, /session has expired/);
  assert.is(await page.inputValue('#wpgdprc-form__email'), 'jane@example.com', 'the input is kept');
  await page.context().close();
});

test('a single enhancer without its family: it is selected (with its at-rest part), and nothing is dequeued', async () => {
  await saveSettings({ enhancers: ['consent-access-form', 'booking-tabs'] });
  const page = await visit();
  assert.equal(await page.page.evaluate(() => window.wpEnhance), { only: ['consent-access-form', 'booking-tabs', 'booking-tabs-at-rest'] });
  for (const handle of ALL_ORIGINALS) assert.ok(present(page, handle), `${handle} still printed`);
  assert.ok(hasModule(page));
  await page.page.context().close();
});

test('the wp_enhance_settings filter switches a family on in code', async () => {
  await saveSettings({});
  const page = await visit('&filter_family=cf7');
  assert.equal(await page.page.evaluate(() => window.wpEnhance), { only: ['cf7'] });
  assert.not.ok(present(page, 'contact-form-7'));
  assert.not.ok(present(page, 'swv'));
  assert.is(await page.page.evaluate(() => (window as { wpcf7?: { api?: { namespace?: string } } }).wpcf7?.api?.namespace), 'contact-form-7/v1');
  for (const handle of ALL_ORIGINALS.filter((handle) => !ORIGINALS.cf7!.includes(handle))) assert.ok(present(page, handle), `${handle} printed`);
  await page.page.context().close();
});

test('with every family off again, the original handles are back and nothing of ours is printed', async () => {
  const page = await visit();
  for (const id of OURS) assert.not.ok(page.scriptIds.includes(id), `no ${id}`);
  for (const handle of [...ALL_ORIGINALS, 'jquery-core']) assert.ok(present(page, handle), `${handle} back`);
  assert.equal(
    (await page.page.evaluate(() => (window as { wpEnhanceFixtureOriginals?: string[] }).wpEnhanceFixtureOriginals))!.sort(),
    ALL_ORIGINALS.map((handle) => `${handle}-js`).sort(),
  );
  assert.equal(page.chunks, []);
  await page.page.context().close();
});

test('PHP: every file passes php -l; the script-modules branch hands the module to wp_enqueue_script_module (the real one on 6.5+)', async () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name === 'assets' ? [] : walk(join(dir, entry.name))) : entry.name.endsWith('.php') ? [join(dir, entry.name)] : [],
    );
  const files = [plugin, join(root, 'fixtures/wordpress')].flatMap((dir) => walk(dir));
  assert.ok(files.length >= 8);
  for (const file of files) {
    const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' });
    assert.is(lint.status, 0, `${file}: ${lint.stdout}${lint.stderr}`);
  }
  const check = spawnSync('php', [join(root, 'fixtures/wordpress/check-module-branch.php'), siteDir], { encoding: 'utf8', env: { ...process.env, WP_ENHANCE_SITE_URL: url } });
  assert.is(check.status, 0, check.stderr);
  const result = JSON.parse(check.stdout);
  const src = `${url}/wp-content/plugins/wp-enhance/assets/${version}/enhance.js`;
  assert.is(result.native, hasScriptModules, `WordPress ${wpVersion} ${hasScriptModules ? 'has' : 'has no'} script modules`);
  if (hasScriptModules) assert.is(result.printed.trim(), `<script type="module" src="${src}" id="wp-enhance-js-module"></script>`);
  else assert.equal(result.modules, [['wp-enhance', src, [], null]]);
  assert.is(result.classic, false, 'no classic registration');
  assert.equal(result.selection, { only: ['consent'] });
});

test('PHP wrote no error, warning or notice from the plugin', () => {
  const logFile = process.env.WP_DEBUG_LOG_FILE!;
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter((line) => /\/plugins\/wp-enhance\/|wp-enhance-fixture/.test(line)) : [];
  assert.equal(lines, []);
});

test.run();
