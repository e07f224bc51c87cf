import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { holding } from './helpers/chunk-files';

// consent.html: the bar, the settings modal, the consented snippets and the access-request form,
// on the production bundle against the emulated WordPress.
const COOKIE = 'wpgdprc-consent-v2';
const ACCEPT_BODY = 'action=wpgdprc_consent_cookie&data=%7B%22checked%22%3A%22all%22%7D&security=3f9a1c2b7d';
const ALL_SNIPPETS = [
  '7:inline-before@head',
  '7:external@head',
  '7:inline-after:external-ready@head',
  '9:inline@wpgdprc-consent-body',
  '12:inline@body',
  '14:nested@consent-demo-youtube',
];
const FAULTS = [
  { name: 'network', fault: { kind: 'network' } },
  { name: '0', fault: { kind: 'zero' } },
  { name: '-1', fault: { kind: 'minus-one' } },
  { name: 'invalid JSON', fault: { kind: 'invalid-json' } },
  { name: 'HTML 500', fault: { kind: 'html500' } },
  { name: 'success:false', fault: { kind: 'error-response' } },
] as const;

let session: BrowserSession;
let opened: OpenedPage;

const settled = (page = opened.page) => page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
const snippetLog = () => opened.page.evaluate(() => [...(window as unknown as { consentLog: string[] }).consentLog]);
const waitForLog = (length: number) => opened.page.waitForFunction((count) => (window as unknown as { consentLog: string[] }).consentLog.length >= count, length);
/** The focused element's accessible label (aria-label, else its text). */
const focused = () => opened.page.evaluate(() => {
  const element = document.activeElement;
  return element ? element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName : '';
});
const focusedId = () => opened.page.evaluate(() => document.activeElement?.id ?? '');
const isOpen = () => opened.page.evaluate(() => document.getElementById('wpgdprc-consent-modal')!.classList.contains('is-open'));
/** The modal's code comes with the first opener click (held, then replayed): waits until it is open. */
const opens = async () => {
  await opened.page.waitForFunction(() => document.getElementById('wpgdprc-consent-modal')!.classList.contains('is-open'), undefined, { timeout: 10_000 });
  return true;
};
const consentCookie = async () => (await opened.page.context().cookies()).find((cookie) => cookie.name === COOKIE);
/** Opens consent.html with a consent cookie already set (a returning visitor). */
const openWithCookie = async (value: string) => {
  opened = await session.open('/consent.html');
  await opened.page.context().addCookies([{ name: COOKIE, value, url: session.server.url }]);
  await opened.page.reload();
  await settled();
};
/** Marks the current document: the mark is gone after a reload. */
const markDocument = () => opened.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const reloaded = () => opened.page.evaluate(() => !(window as unknown as { notReloaded?: boolean }).notReloaded);
const noPageErrors = () => assert.equal(opened.errors, [], 'no page errors');

const snippets = suite('consented snippets');
const bar = suite('consent bar');
const modal = suite('settings modal');
const access = suite('access-request form');
const loading = suite('what loads where');

for (const each of [snippets, bar, modal, access, loading]) {
  each.before(async () => {
    session = await openSession();
  });
  each.after(async () => {
    await session.close();
  });
  each.before.each(() => {
    session.server.reset();
    session.server.faults.clear();
  });
  each.after.each(async () => {
    await opened?.page.context().close();
  });
}

snippets('without a cookie only the required snippet runs, at the end of the body; nothing is called', async () => {
  opened = await session.open('/consent.html');
  await settled();
  await waitForLog(1);
  await opened.page.waitForLoadState('networkidle');
  assert.equal(await snippetLog(), ['12:inline@body']);
  assert.is(await opened.page.evaluate(() => document.body.lastElementChild?.getAttribute('data-snippet')), '12a');
  assert.is(await opened.page.evaluate(() => window.hasOwnProperty('fakeAnalytics')), false);
  assert.not.ok(opened.requests.some((request) => request.path.startsWith('/assets/consent/')));
  assert.equal(opened.ajax(), []);
  noPageErrors();
});

snippets('with `accept` all run in page order, each after the external script before it, in head, the body container and the footer', async () => {
  await openWithCookie('accept');
  await waitForLog(ALL_SNIPPETS.length);
  assert.equal(await snippetLog(), ALL_SNIPPETS);
  const layout = await opened.page.evaluate(() => ({
    headScripts: Array.from(document.head.querySelectorAll('script[data-snippet]'), (script) => script.getAttribute('data-snippet')),
    firstChild: document.body.firstElementChild?.id,
    container: Array.from(document.getElementById('wpgdprc-consent-body')!.children, (child) => child.id || child.getAttribute('data-snippet')),
    externalAsync: document.querySelector('script[data-snippet="7b"]')!.hasAttribute('async'),
  }));
  assert.equal(layout.headScripts, ['7a', '7b', '7c']);
  assert.is(layout.firstChild, 'wpgdprc-consent-body');
  assert.equal(layout.container, ['fb-root', '9a', '9b', 'written-by-9'], 'document.write output lands right after its script');
  assert.ok(layout.externalAsync, 'attributes are copied');
  assert.ok(await opened.page.locator('#page').isVisible(), 'document.write did not replace the page');
  assert.is(await opened.page.locator('.wpgdprc-consent-bar').isVisible(), false);
  noPageErrors();
});

snippets('a list cookie runs the accepted and required snippets only', async () => {
  await openWithCookie('7_accepted%2C9_declined%2C12_required%2C14_declined');
  await waitForLog(4);
  await opened.page.waitForLoadState('networkidle');
  assert.equal(await snippetLog(), [...ALL_SNIPPETS.slice(0, 3), '12:inline@body']);
  assert.is(await opened.page.locator('#wpgdprc-consent-body').count(), 0);
  noPageErrors();
});

snippets('a malformed cookie counts as no consent; the bar stays hidden because a cookie exists', async () => {
  await openWithCookie('7_accepted%3B9');
  await waitForLog(1);
  await opened.page.waitForLoadState('networkidle');
  assert.equal(await snippetLog(), ['12:inline@body']);
  assert.is(await opened.page.locator('.wpgdprc-consent-bar').isVisible(), false);
  noPageErrors();
});

bar('shown as the first child of the body while no cookie exists', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const barElement = opened.page.locator('.wpgdprc-consent-bar');
  await barElement.waitFor({ state: 'visible' });
  assert.ok(await opened.page.evaluate(() => document.body.firstElementChild!.classList.contains('wpgdprc-consent-bar')));
  // At the top of the view, within its own margin (the plugin's front.css: fixed, top 0, margin .9375rem).
  const place = await opened.page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('.wpgdprc-consent-bar')!;
    return { top: element.getBoundingClientRect().top, margin: parseFloat(getComputedStyle(element).marginTop), position: getComputedStyle(element).position };
  });
  assert.equal(place, { top: place.margin, margin: 15, position: 'fixed' });
  noPageErrors();
});

bar('Accept sends the exact request, stores the cookie (message, 365 days, path /, SameSite=Lax, not Secure on http) and reloads', async () => {
  opened = await session.open('/consent.html');
  await settled();
  await markDocument();
  const before = Date.now() / 1000;
  await Promise.all([opened.page.waitForEvent('load'), opened.page.click('.wpgdprc-button--accept')]);
  const [request] = opened.ajax();
  assert.is(request!.method, 'POST');
  assert.is(request!.postData, ACCEPT_BODY);
  assert.is(request!.headers['content-type'], 'application/x-www-form-urlencoded; charset=utf-8');
  assert.is(request!.headers['x-requested-with'], undefined);
  assert.ok(await reloaded());
  const cookie = (await consentCookie())!;
  assert.is(decodeURIComponent(cookie.value), '7_accepted,9_accepted,12_required,14_accepted');
  assert.is(cookie.path, '/');
  assert.is(cookie.sameSite, 'Lax');
  assert.is(cookie.secure, false);
  const days = (cookie.expires - before) / 86_400;
  assert.ok(days > 364.9 && days < 365.1, `expires in ${days} days`);
  assert.equal(session.server.state.consent.choices.map((choice) => choice.checked), ['all']);
  await settled();
  await waitForLog(ALL_SNIPPETS.length);
  assert.equal(await snippetLog(), ALL_SNIPPETS, 'after the reload every snippet runs');
  assert.is(await opened.page.locator('.wpgdprc-consent-bar').isVisible(), false);
  noPageErrors();
});

for (const { name, fault } of FAULTS) {
  bar(`a failed save (${name}) is logged and said under the button; no cookie, no reload, and Accept works again`, async () => {
    opened = await session.open('/consent.html');
    await settled();
    await markDocument();
    session.server.faults.set('wpgdprc_consent_cookie', fault);
    const warning = opened.page.waitForEvent('console', (message) => message.type() === 'warning');
    await opened.page.click('.wpgdprc-button--accept');
    await warning;
    session.server.faults.clear();
    await opened.page.waitForFunction(() => !document.querySelector('.wpgdprc-button--accept[aria-busy]'));
    assert.is(await consentCookie(), undefined);
    assert.not.ok(await reloaded());
    assert.ok(await opened.page.locator('.wpgdprc-consent-bar').isVisible());
    assert.ok(await opened.page.locator('.wpgdprc-consent-bar [role="alert"].wpgdprc-message--error').isVisible(), 'the failure is said (issue 9)');
    await Promise.all([opened.page.waitForEvent('load'), opened.page.click('.wpgdprc-button--accept')]);
    assert.ok(opened.ajax().length >= 2, 'a second request after the failure (Chromium may retry a dropped POST once more)');
    assert.equal(new Set(opened.ajax().map((request) => request.postData)), new Set([ACCEPT_BODY]));
    assert.ok(await consentCookie());
    noPageErrors();
  });
}

bar('a double click sends one request', async () => {
  opened = await session.open('/consent.html');
  await settled();
  session.server.faults.set('wpgdprc_consent_cookie', { kind: 'delay', delayMs: 300, times: 1 });
  await Promise.all([opened.page.waitForEvent('load'), opened.page.dblclick('.wpgdprc-button--accept')]);
  assert.is(opened.ajax().length, 1);
  noPageErrors();
});

modal('the bar button opens it: focus inside, Tab and Shift+Tab wrap, Escape closes and focus returns to the button', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const { page } = opened;
  await page.click('.wpgdprc-button--settings');
  assert.ok(await opens());
  assert.is(await page.getAttribute('#wpgdprc-consent-modal', 'aria-hidden'), 'false');
  assert.is(await page.getAttribute('.wpgdprc-button--settings', 'aria-expanded'), 'true');
  assert.is(await page.evaluate(() => document.body.style.overflow), 'hidden');
  assert.is(await focused(), 'Close popup');
  const forward: string[] = [];
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('Tab');
    forward.push(await focused());
  }
  // The active tab only (roving tabindex), then the footer link and the save button, then around.
  assert.equal(forward, ['Privacy settings', 'Powered by Cookie Information', 'Save my settings', 'Close popup', 'Privacy settings']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.is(await focused(), 'Save my settings', 'Shift+Tab wraps from the first to the last');
  await page.keyboard.press('Escape');
  assert.not.ok(await isOpen());
  assert.is(await page.getAttribute('#wpgdprc-consent-modal', 'aria-hidden'), 'true');
  assert.is(await page.getAttribute('.wpgdprc-button--settings', 'aria-expanded'), 'false');
  assert.is(await page.evaluate(() => document.body.style.overflow), '');
  assert.is(await focused(), 'More information');
  assert.ok(await page.locator('.wpgdprc-consent-modal__inner').isHidden());
  noPageErrors();
});

modal('every settings link opens it the same way, including one inserted later; clicks on the close icon and on the overlay close', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const { page } = opened;
  await page.locator('#late-settings-link').waitFor();
  for (const link of ['#content-settings-link', '#processor-settings-link', '#menu-settings-link', '#late-settings-link']) {
    await page.click(link);
    assert.ok(await opens(), link);
    assert.is(await page.evaluate(() => document.body.style.overflow), 'hidden', link);
    assert.is(await focused(), 'Close popup', link);
    await page.keyboard.press('Shift+Tab');
    assert.is(await focused(), 'Save my settings', `${link}: focus trapped`);
    await page.click('.wpgdprc-consent-modal__close path');
    assert.not.ok(await isOpen(), `${link}: a click on the close icon closes`);
    assert.is(await focusedId(), link.slice(1), `${link}: focus returns`);
  }
  assert.is(await page.getAttribute('#menu-item-120', 'aria-expanded'), 'false', 'the menu item (class on the <li>) was the trigger');
  await page.click('#content-settings-link');
  await page.locator('.wpgdprc-content-modal__content').first().click();
  assert.ok(await isOpen(), 'a click inside the dialog keeps it open');
  await page.mouse.click(5, 5);
  assert.not.ok(await isOpen(), 'a click on the overlay closes');
  assert.is(page.url(), `${session.server.url}/consent.html`, 'no link was followed');
  noPageErrors();
});

modal('tabs by click and arrow keys; closing resets the tabs and the switches; they are filled from the cookie on open', async () => {
  await openWithCookie('7_accepted%2C9_declined%2C12_required%2C14_accepted');
  const { page } = opened;
  const visibleTitle = () => page.locator('.wpgdprc-consent-modal__description:visible .wpgdprc-consent-modal__title').textContent();
  const switches = () => page.evaluate(() => Array.from(document.querySelectorAll<HTMLInputElement>('#wpgdprc-consent-modal input[type="checkbox"]'), (input) => `${input.value}:${input.checked}`));
  await page.click('#content-settings-link');
  await opens();
  assert.equal(await switches(), ['7:true', '9:false', '14:true']);
  assert.is(await visibleTitle(), 'Privacy settings');
  await page.click('.wpgdprc-consent-modal__navigation-button[data-target="9"]');
  assert.is(await visibleTitle(), 'Facebook Pixel');
  await page.keyboard.press('ArrowDown');
  assert.is(await visibleTitle(), 'Essential cookies');
  assert.is(await focused(), 'Essential cookies');
  await page.click('.wpgdprc-consent-modal__navigation-button[data-target="7"]');
  await page.click('label[for="7"]');
  assert.equal(await switches(), ['7:false', '9:false', '14:true']);
  await page.keyboard.press('Escape');
  assert.equal(await switches(), ['7:false', '9:false', '14:false'], 'closing unchecks every switch');
  const reset = await page.evaluate(() => ({
    active: Array.from(document.querySelectorAll('.wpgdprc-consent-modal__navigation-button--active'), (button) => button.getAttribute('data-target')),
    styles: Array.from(document.querySelectorAll('.wpgdprc-consent-modal__description'), (element) => element.getAttribute('style')),
    junk: document.querySelectorAll('[class*=".wpgdprc"]').length,
  }));
  assert.equal(reset, { active: ['description'], styles: [null, null, null, null, null], junk: 0 });
  await page.click('#content-settings-link');
  assert.equal(await switches(), ['7:true', '9:false', '14:true'], 'refilled from the cookie');
  assert.is(await visibleTitle(), 'Privacy settings', 'first tab active on open');
  noPageErrors();
});

modal('Save sends the checked ids, stores the answer as the cookie and reloads; the new choice applies', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const { page } = opened;
  await page.click('.wpgdprc-button--settings');
  await page.click('.wpgdprc-consent-modal__navigation-button[data-target="7"]');
  await page.click('label[for="7"]');
  await page.click('.wpgdprc-consent-modal__navigation-button[data-target="14"]');
  await page.click('label[for="14"]');
  await Promise.all([page.waitForEvent('load'), page.click('.wpgdprc-button--secondary')]);
  const [request] = opened.ajax();
  assert.is(request!.postData, 'action=wpgdprc_consent_cookie&data=%7B%22checked%22%3A%5B7%2C14%5D%7D&security=3f9a1c2b7d');
  assert.is(request!.headers['x-requested-with'], undefined);
  assert.is(decodeURIComponent((await consentCookie())!.value), '7_accepted,9_declined,12_required,14_accepted');
  await settled();
  await waitForLog(5);
  assert.equal(await snippetLog(), [...ALL_SNIPPETS.slice(0, 3), '12:inline@body', '14:nested@consent-demo-youtube']);
  noPageErrors();
});

for (const { name, fault } of FAULTS) {
  modal(`a failed save (${name}) is logged and said in the modal; the modal stays open and Save works again`, async () => {
    opened = await session.open('/consent.html');
    await settled();
    await markDocument();
    const { page } = opened;
    session.server.faults.set('wpgdprc_consent_cookie', fault);
    await page.click('.wpgdprc-button--settings');
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning');
    await page.click('.wpgdprc-button--secondary');
    await warning;
    session.server.faults.clear();
    await page.waitForFunction(() => !document.querySelector('.wpgdprc-button--secondary[aria-busy]'));
    assert.ok(await isOpen());
    assert.not.ok(await reloaded());
    assert.is(await consentCookie(), undefined);
    await Promise.all([page.waitForEvent('load'), page.click('.wpgdprc-button--secondary')]);
    assert.ok(opened.ajax().length >= 2);
    assert.equal(new Set(opened.ajax().map((request) => request.postData)), new Set(['action=wpgdprc_consent_cookie&data=%7B%22checked%22%3A%5B%5D%7D&security=3f9a1c2b7d']));
    assert.ok(await consentCookie());
    noPageErrors();
  });
}

access('a [data-animation] element in view animates once, then is marked complete and stays visible', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const note = opened.page.locator('#privacy-note');
  await note.scrollIntoViewIfNeeded();
  await opened.page.waitForFunction(() => document.getElementById('privacy-note')!.hasAttribute('data-animation-complete'));
  assert.is(await note.getAttribute('data-animation'), null);
  assert.is(await note.getAttribute('data-animation-appearing'), null);
  assert.is(await note.evaluate((element) => getComputedStyle(element).opacity), '1');
});

access('sends the exact request; the answer shows as text in the success style; the form resets; the server remembers the request', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const { page } = opened;
  await page.fill('#wpgdprc-form__email', 'jane@example.com');
  await page.check('#wpgdprc-form__consent');
  await page.click('.wpgdprc-form__input--submit');
  const message = page.locator('.wpgdprc-form--access-request .wpgdprc-message');
  await message.waitFor({ state: 'visible' });
  assert.is(opened.ajax()[0]!.postData, 'action=wpgdprc_process_action&data=%7B%22type%22%3A%22access_request%22%2C%22email%22%3A%22jane%40example.com%22%2C%22consent%22%3Atrue%7D&security=3f9a1c2b7d');
  assert.is(opened.ajax()[0]!.headers['x-requested-with'], undefined);
  assert.is(await message.textContent(), 'Success. You will receive an email with your data shortly.');
  assert.ok(await message.evaluate((element) => element.classList.contains('wpgdprc-message--success')));
  assert.is(await page.inputValue('#wpgdprc-form__email'), '');
  assert.is(await page.isChecked('#wpgdprc-form__consent'), false);
  assert.equal(session.server.state.consent.accessRequests.map((request) => request.email), ['jane@example.com']);
  noPageErrors();
});

access('a server error shows in the error style and focuses the e-mail field; the input is kept', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const { page } = opened;
  session.server.state.consent.accessRequests.push({ email: 'jane@example.com', at: new Date().toISOString() });
  await page.fill('#wpgdprc-form__email', 'jane@example.com');
  await page.check('#wpgdprc-form__consent');
  await page.click('.wpgdprc-form__input--submit');
  const message = page.locator('.wpgdprc-form--access-request .wpgdprc-message');
  await message.waitFor({ state: 'visible' });
  assert.match((await message.textContent())!, /^You have already requested your data\. /);
  assert.ok(await message.evaluate((element) => element.classList.contains('wpgdprc-message--error')));
  assert.is(await focusedId(), 'wpgdprc-form__email');
  assert.is(await page.inputValue('#wpgdprc-form__email'), 'jane@example.com');
  noPageErrors();
});

access('while the request runs the body is loading and a second submit is ignored', async () => {
  opened = await session.open('/consent.html');
  await settled();
  const { page } = opened;
  session.server.faults.set('wpgdprc_process_action', { kind: 'delay', delayMs: 600, times: 1 });
  await page.fill('#wpgdprc-form__email', 'jane@example.com');
  await page.check('#wpgdprc-form__consent');
  await page.click('.wpgdprc-form__input--submit');
  await page.waitForFunction(() => document.body.classList.contains('is-loading'));
  await page.press('#wpgdprc-form__email', 'Enter');
  await page.locator('.wpgdprc-form--access-request .wpgdprc-message--success').waitFor();
  assert.not.ok(await page.evaluate(() => document.body.classList.contains('is-loading')));
  assert.is(opened.ajax().length, 1);
  noPageErrors();
});

const accessMessages: Record<string, RegExp> = {
  network: /connection failed/,
  '0': /did not accept this request/,
  '-1': /session has expired/,
  'invalid JSON': /unexpected answer/,
  'HTML 500': /problem answering/,
  'success:false': /^Emulated failure\.$/, // the fault switch's {"success":false,"error":"Emulated failure."}
};
for (const { name, fault } of FAULTS) {
  access(`failure (${name}): a clear message in the error style, the e-mail field focused, loading ends`, async () => {
    opened = await session.open('/consent.html');
    await settled();
    const { page } = opened;
    session.server.faults.set('wpgdprc_process_action', fault);
    await page.fill('#wpgdprc-form__email', 'jane@example.com');
    await page.check('#wpgdprc-form__consent');
    await page.click('.wpgdprc-form__input--submit');
    const message = page.locator('.wpgdprc-form--access-request .wpgdprc-message--error');
    await message.waitFor({ state: 'visible' });
    assert.match((await message.textContent())!, accessMessages[name]!);
    assert.is(await focusedId(), 'wpgdprc-form__email');
    assert.is(await page.inputValue('#wpgdprc-form__email'), 'jane@example.com');
    assert.not.ok(await page.evaluate(() => document.body.classList.contains('is-loading')));
  });
}

const consentChunk = (path: string) => holding('front', 'access-form', 'delete-form', 'consent-request')(path);

loading('pages without consent markup or settings load no consent code', async () => {
  for (const path of ['/plain.html', '/popup.html']) {
    opened = await session.open(path);
    await settled();
    await opened.page.waitForLoadState('networkidle');
    assert.equal(opened.scripts().filter(consentChunk), [], path);
    await opened.page.context().close();
  }
});

loading('the deletion page (no active processor) starts with its checkbox names only, and loads the deletion form when used; consent.html starts with the consent front, and the access form when used', async () => {
  const chunk = (name: string) => holding(name);
  opened = await session.open('/consent-delete.html', { fetchAhead: false });
  await settled();
  await opened.page.waitForLoadState('networkidle');
  const deletion = opened.scripts();
  assert.ok(deletion.some(chunk('delete-form-names')));
  assert.not.ok(deletion.some((path) => chunk('delete-form')(path) || chunk('front')(path) || chunk('access-form')(path)));
  await opened.page.locator('.wpgdprc-form--delete-request .wpgdprc-select-all').first().focus();
  await opened.page.waitForLoadState('networkidle');
  assert.ok(opened.scripts().some(chunk('delete-form')));
  await opened.page.context().close();
  opened = await session.open('/consent.html', { fetchAhead: false });
  await settled();
  await opened.page.waitForLoadState('networkidle');
  const consent = opened.scripts();
  assert.ok(consent.some(chunk('front')));
  assert.not.ok(consent.some((path) => chunk('access-form')(path) || chunk('delete-form')(path)));
  await opened.page.locator('.wpgdprc-form--access-request input').first().focus();
  await opened.page.waitForLoadState('networkidle');
  assert.ok(opened.scripts().some(chunk('access-form')));
  noPageErrors();
});

loading('the consent pages stay within the size budgets (gzip): every chunk, and all scripts of the page together no more than its figure at load (budgets.atLoad)', async () => {
  const root = new URL('../../', import.meta.url);
  const dist = new URL(`${process.env.ENHANCE_DIST || 'dist'}/`, root);
  const { budgets } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { budgets: { chunk: { gzip: number }; atLoad: Record<string, number> } };
  for (const path of ['/consent.html', '/consent-delete.html']) {
    // At start: what is fetched ahead once idle is counted by `npm run bench` (within 5 s).
    opened = await session.open(path, { fetchAhead: false });
    await settled();
    await opened.page.waitForLoadState('networkidle');
    const sizes = opened.scripts().map((script) => [script, gzipSync(readFileSync(new URL(script.slice('/dist/'.length), dist)), { level: 9 }).length] as const);
    for (const [script, size] of sizes) assert.ok(size <= budgets.chunk.gzip, `${script}: ${size} bytes gzip`);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    // The page budgets of issue 10 (14 KB) are checked by `npm run bench`; here: never more than the page's figure.
    assert.ok(total <= budgets.atLoad[path.slice(1)]!, `${path}: ${total} bytes gzip over ${sizes.length} files`);
    console.log(`  ${path}: ${sizes.length} script files, ${total} bytes gzip (${sizes.map(([script, size]) => `${script.replace(/^.*\//, '')} ${size}`).join(', ')})`);
    await opened.page.context().close();
  }
});

for (const each of [snippets, bar, modal, access, loading]) each.run();
