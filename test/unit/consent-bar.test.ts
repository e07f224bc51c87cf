import { flush, resetDom } from '../helpers/dom';
import { likeTheBrowser } from '../helpers/react-env';
import { spyConsole } from '../helpers/console-spy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import bar from '../../enhancers/consent/bar';
import { readCookie } from '../../src/cookies';
import {
  COOKIE, FAILURES, captureCookieWrites, countReloads, fakeAjax, json, mount, reconfigureUrl, useFront, type Mounted,
} from './consent-test-helpers';

const BAR = `<div class="wpgdprc-consent-bar wpgdprc-consent-bar--position-top" style="display: none;">
  <div class="wpgdprc-consent-bar__inner"><div class="wpgdprc-consent-bar__container"><div class="wpgdprc-consent-bar__content">
    <div class="wpgdprc-consent-bar__column wpgdprc-consent-bar__column--notice"><div class="wpgdprc-consent-bar__notice">We use cookies.</div></div>
    <div class="wpgdprc-consent-bar__column wpgdprc-consent-bar__column--settings">
      <button type="button" class="wpgdprc-button wpgdprc-button--settings" data-micromodal-trigger="wpgdprc-consent-modal" aria-expanded="false" aria-haspopup="true">More information</button></div>
    <div class="wpgdprc-consent-bar__column wpgdprc-consent-bar__column--accept">
      <button type="button" class="wpgdprc-button wpgdprc-button--accept">Accept <span>all</span></button></div>
  </div></div></div>
</div>`;
const PAGE = `<div id="page"><p>Content</p></div>\n${BAR}`;
const ACCEPT_BODY = 'action=wpgdprc_consent_cookie&data=%7B%22checked%22%3A%22all%22%7D&security=3f9a1c2b7d';

const barElement = () => document.querySelector<HTMLElement>('.wpgdprc-consent-bar')!;
const accept = () => document.querySelector<HTMLElement>('.wpgdprc-button--accept')!;

likeTheBrowser(test);

let mounted: Mounted | undefined;
let reloads: ReturnType<typeof countReloads>;
let restoreFetch: (() => void) | undefined;

test.before.each(() => {
  resetDom(PAGE);
  useFront();
  reloads = countReloads();
});
test.after.each(() => {
  mounted?.cleanup();
  mounted = undefined;
  restoreFetch?.();
  restoreFetch = undefined;
  reloads.restore();
});

const start = () => (mounted = mount(bar, barElement()));

test('without a consent cookie the bar becomes the first child of the body and is shown', () => {
  start();
  assert.is(document.body.firstChild, barElement());
  assert.is(barElement().style.display, 'block');
});

test('with a consent cookie (exact name) the bar stays hidden and in place', () => {
  document.cookie = `${COOKIE}=7_accepted%2C9_declined; path=/`;
  start();
  assert.is(barElement().style.display, 'none');
  assert.is.not(document.body.firstChild, barElement());
});

test('a cookie whose name only ends like the consent cookie does not count', () => {
  document.cookie = `old-${COOKIE}=accept; path=/`;
  document.cookie = `${COOKIE}x=accept; path=/`;
  start();
  assert.is(barElement().style.display, 'block');
});

test('Accept sends the exact request: fetch-style form body, no X-Requested-With, same-origin credentials', async () => {
  const ajax = fakeAjax(() => json({ success: true, message: '7_accepted,9_accepted,12_required,14_accepted' }));
  restoreFetch = ajax.restore;
  start();
  accept().querySelector('span')!.click();
  await flush();
  assert.is(ajax.sent.length, 1);
  const [request] = ajax.sent;
  assert.is(request!.url, '/wp-admin/admin-ajax.php');
  assert.is(request!.init.method, 'POST');
  assert.is(request!.init.credentials, 'same-origin');
  assert.is(request!.body, ACCEPT_BODY);
  assert.is(request!.headers['content-type'], 'application/x-www-form-urlencoded; charset=utf-8');
  assert.is(request!.headers['x-requested-with'], undefined);
});

test('on success the cookie holds the message for 365 days on the configured path with SameSite=Lax, then the page reloads', async () => {
  useFront({ path: '/blog/' });
  const ajax = fakeAjax(() => json({ success: true, message: '7_accepted,9_accepted,12_required,14_accepted' }));
  restoreFetch = ajax.restore;
  const cookies = captureCookieWrites();
  try {
    start();
    const before = Date.now();
    accept().click();
    await flush();
    assert.is(cookies.writes.length, 1);
    const [pair, ...attributes] = cookies.writes[0]!.split('; ');
    assert.is(pair, `${COOKIE}=7_accepted%2C9_accepted%2C12_required%2C14_accepted`);
    assert.ok(attributes.includes('path=/blog/'), attributes.join('; '));
    assert.ok(attributes.includes('sameSite=Lax') || attributes.includes('SameSite=Lax'), attributes.join('; '));
    assert.not.ok(attributes.some((attribute) => /^secure$/i.test(attribute)), 'no Secure on http');
    const expires = Date.parse(attributes.find((attribute) => attribute.startsWith('expires='))!.slice('expires='.length));
    const days = (expires - before) / 86_400_000;
    assert.ok(days > 364.9 && days < 365.1, `expires in ${days} days`);
    assert.is(reloads.count, 1);
  } finally {
    cookies.restore();
  }
});

test('on https the cookie is Secure', async () => {
  reconfigureUrl('https://localhost/');
  const ajax = fakeAjax(() => json({ success: true, message: 'accept' }));
  restoreFetch = ajax.restore;
  const cookies = captureCookieWrites();
  try {
    start();
    accept().click();
    await flush();
    assert.ok(cookies.writes[0]!.split('; ').some((attribute) => /^secure$/i.test(attribute)), cookies.writes[0]);
    assert.is(readCookie(COOKIE), 'accept');
  } finally {
    cookies.restore();
    document.cookie = `${COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; secure`;
    reconfigureUrl('http://localhost/');
  }
});

for (const [name, answer] of FAILURES) {
  test(`a failed save (${name}) is logged and said under the button: no cookie, no reload, and Accept works again`, async () => {
    const ajax = fakeAjax(answer, () => json({ success: true, message: 'accept' }));
    restoreFetch = ajax.restore;
    const warnings = spyConsole('warn');
    try {
      start();
      accept().click();
      await flush();
      assert.is(readCookie(COOKIE), undefined);
      assert.is(reloads.count, 0);
      assert.is(warnings.calls.length, 1, 'one console line');
      assert.is(accept().getAttribute('aria-busy'), null, 'loading ended');
      assert.is(barElement().style.display, 'block');
      const alert = barElement().querySelector('p.wpgdprc-message.wpgdprc-message--error[role="alert"]');
      assert.match(alert?.textContent ?? '', /^(The |Your )/, 'a visible message in words (issue 9)');
      accept().click();
      assert.is(barElement().querySelector('[role="alert"]'), null, 'the old message goes with a new attempt');
      await flush();
      assert.is(ajax.sent.length, 2, 'the second click is sent (defect 2)');
      assert.is(readCookie(COOKIE), 'accept');
      assert.is(reloads.count, 1);
    } finally {
      warnings.restore();
    }
  });
}

test('the failure line is the original markup, right after the Accept column, its text as text; one line at a time', async () => {
  const ajax = fakeAjax(() => json({ success: false, error: '' }));
  restoreFetch = ajax.restore;
  const warnings = spyConsole('warn');
  try {
    start();
    accept().click();
    await flush();
    accept().click();
    await flush();
    const column = document.querySelector('.wpgdprc-consent-bar__column--accept')!;
    assert.is(
      column.nextElementSibling!.outerHTML,
      '<p class="wpgdprc-message wpgdprc-message--error wpgdprc-save-failure" role="alert">Your choice could not be saved. Please try again.</p>',
    );
    assert.is(barElement().querySelectorAll('.wpgdprc-save-failure').length, 1);
    mounted!.cleanup();
    mounted = undefined;
    assert.is(barElement().querySelector('.wpgdprc-save-failure'), null, 'the component takes its line with it');
  } finally {
    warnings.restore();
  }
});

test('success without a message writes no cookie', async () => {
  const ajax = fakeAjax(() => json({ success: true }));
  restoreFetch = ajax.restore;
  const warnings = spyConsole('warn');
  try {
    start();
    accept().click();
    await flush();
    assert.is(readCookie(COOKIE), undefined);
    assert.is(reloads.count, 0);
  } finally {
    warnings.restore();
  }
});

test('clicks while a save is in flight, or while the page reloads after it, are ignored; the button stays busy', async () => {
  let answer!: (response: Response) => void;
  const ajax = fakeAjax(() => new Promise<Response>((resolve) => (answer = resolve)));
  restoreFetch = ajax.restore;
  start();
  accept().click();
  accept().click();
  await flush();
  assert.is(ajax.sent.length, 1);
  assert.is(accept().getAttribute('aria-busy'), 'true');
  answer(json({ success: true, message: 'accept' }));
  await flush();
  assert.is(reloads.count, 1);
  accept().click();
  await flush();
  assert.is(ajax.sent.length, 1, 'no second save while the page reloads');
  assert.is(accept().getAttribute('aria-busy'), 'true');
});

test('the settings button sends nothing; cleanup stops listening and restores the server display', async () => {
  const ajax = fakeAjax(() => json({ success: true, message: 'accept' }));
  restoreFetch = ajax.restore;
  start();
  document.querySelector<HTMLElement>('.wpgdprc-button--settings')!.click();
  await flush();
  assert.is(ajax.sent.length, 0);
  mounted!.cleanup();
  mounted = undefined;
  assert.is(barElement().style.display, 'none');
  accept().click();
  await flush();
  assert.is(ajax.sent.length, 0);
});

test.run();
