// The fixture server over HTTP/2 (`startFixtureServer({ protocol: 'http2' })`, the bench's second protocol, on the
// test-only certificate in fixtures/server/tls/): Chromium gets a page and its module chunks over h2 and an ajax
// answer, with the same bytes as the plain HTTP/1.1 server sends; a network fault resets only its own stream.
import { chromium, type Browser, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server/app';
import { THEME_NONCE } from '../../fixtures/server/demo-constants';
import { CHROMIUM_PATH } from './helpers/session';

const test = suite('fixture server over HTTP/2');
let h2: FixtureServer, h1: FixtureServer, browser: Browser, page: Page;

test.before(async () => {
  [h2, h1] = await Promise.all([startFixtureServer({ port: 0, protocol: 'http2' }), startFixtureServer({ port: 0 })]);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-quic'] });
  page = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  await page.goto(`${h2.url}/blog.html`);
  await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
});

test.after(async () => {
  await browser?.close();
  await h2?.close();
  await h1?.close();
});

// What the page fetched and how: [path, status, text] of a same-origin fetch from the page.
const fetchInPage = (path: string, init?: RequestInit) =>
  page.evaluate(([url, options]) => fetch(url, options).then(async (response) => [response.status, await response.text()] as const), [path, init] as const);

test('the page and its module chunks come over h2', async () => {
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => [
      new URL(entry.name).pathname,
      (entry as PerformanceResourceTiming).nextHopProtocol,
    ]),
  );
  assert.equal(protocols[0], ['/blog.html', 'h2']);
  const scripts = protocols.filter(([path]) => path!.startsWith('/dist/chunks/'));
  assert.ok(scripts.length > 0, 'the page loaded module chunks');
  assert.equal(scripts.filter(([, protocol]) => protocol !== 'h2'), []);
});

test('the same page, chunk and ajax answer as the HTTP/1.1 server; origins in the page are https', async () => {
  const chunk = (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)))
    .find((path) => path.startsWith('/dist/chunks/'))!;
  for (const path of ['/blog.html', chunk]) {
    assert.equal(await fetchInPage(path), [200, await (await fetch(h1.url + path)).text()], path);
  }
  const like = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=post_counter&nonce=${THEME_NONCE}&post_id=12&likes=9` };
  assert.equal(await fetchInPage('/wp-admin/admin-ajax.php', like), [200, '{"error":""}']);
  assert.is(h2.state.theme.likes['12'], 9);
  const [, contacts] = await fetchInPage('/contacts-shop.html');
  assert.ok(contacts.includes(JSON.stringify(`${h2.url}/wp-json/`).slice(1, -1).replace(/\//g, '\\/')), 'the wpcf7 global names the https origin');
});

test('a network fault fails its own request, not the others on the same connection', async () => {
  h2.faults.set('post_counter', { kind: 'network', times: 1 });
  h2.faults.set('view_more_posts', { kind: 'delay', delayMs: 300, times: 1 });
  // No named function inside: tsx would wrap it in a helper the page does not have.
  const outcomes = await page.evaluate(
    (bodies) =>
      Promise.all(
        bodies.map((body) =>
          fetch('/wp-admin/admin-ajax.php', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }).then(
            (response) => response.status,
            (error: Error) => error.name,
          ),
        ),
      ),
    [`action=view_more_posts&nonce=${THEME_NONCE}&page=1&data[posts_per_page]=4`, `action=post_counter&nonce=${THEME_NONCE}&post_id=12&likes=10`],
  );
  assert.equal(outcomes, [200, 'TypeError']);
  assert.is(h2.requests.filter((request) => request.parsed['action'] === 'view_more_posts').length, 1, 'the slow one was asked once');
});

test.run();
