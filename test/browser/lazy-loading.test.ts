import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession } from './helpers/session';
import { holding } from './helpers/chunk-files';

let session: BrowserSession;
// Exactly that chunk: its name, then the number rollup adds when two chunks share a name (so `message-popup` is
// not `message-popup-view`).
const chunk = (name: string) => holding(name);

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});

test('a page without any enhancer markup loads the entry and no chunk, and calls nothing', async () => {
  const opened = await session.open('/plain.html');
  await opened.page.waitForLoadState('networkidle');
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  assert.equal(opened.scripts(), ['/dist/enhance.js']);
  assert.equal(opened.ajax(), []);
  assert.equal(opened.errors, []);
  await opened.page.context().close();
});

test('a theme page loads the small popup API, and the popup itself only when a popup is shown', async () => {
  // Before the code: without the idle fetch-ahead (which fetches the popup ahead, without running it).
  const opened = await session.open('/blog.html', { fetchAhead: false });
  await opened.page.waitForFunction(() => typeof (window as unknown as Record<string, unknown>).themerex_message_info === 'function');
  await opened.page.waitForLoadState('networkidle');
  assert.ok(opened.scripts().some(chunk('legacy-api')));
  assert.not.ok(opened.scripts().some(chunk('message-popup')));
  await opened.page.evaluate(() => (window as unknown as Record<string, (message: string) => void>).themerex_message_info!('Hi'));
  await opened.page.locator('.themerex_message_info').waitFor();
  assert.ok(opened.scripts().some(chunk('message-popup')));
  assert.equal(opened.errors, []);
  await opened.page.context().close();
});

// Its at-rest code shares the theme family's file (the chunk plan: every theme page loads both at start), so
// skipping it saves no request; what it would fetch itself (the popup component) is never asked for.
test('a site can switch an enhancer off: none of its code runs or is fetched for it, and the legacy functions stay undefined', async () => {
  const context = await session.browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) scripts.push(path);
  });
  await page.addInitScript(() => ((window as unknown as { wpEnhance: object }).wpEnhance = { skip: ['message-popup'] }));
  await page.goto(`${session.server.url}/popup.html`);
  await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.some(chunk('theme-family')), 'the theme family still runs');
  const familyFile = chunk('theme-family');
  assert.ok(scripts.filter(chunk('legacy-api')).every(familyFile), 'its at-rest code comes only inside the family file');
  assert.not.ok(scripts.some(chunk('message-popup')));
  assert.is(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).themerex_message_info), 'undefined');
  assert.is(await page.locator('.themerex_message').count(), 0);
  await context.close();
});

test('skipping a whole family loads not even its list', async () => {
  const context = await session.browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) scripts.push(path);
  });
  await page.addInitScript(() => ((window as unknown as { wpEnhance: object }).wpEnhance = { skip: ['theme'] }));
  await page.goto(`${session.server.url}/blog.html`);
  await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  await page.waitForLoadState('networkidle');
  assert.equal(scripts, ['/dist/enhance.js']);
  await context.close();
});

test('every fixture page starts without errors', async () => {
  for (const path of ['/blog.html', '/shop.html', '/sports.html', '/restaurant.html', '/popup.html', '/plain.html']) {
    const opened = await session.open(path);
    await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
    assert.equal(opened.errors, [], path);
    await opened.page.context().close();
  }
});

test.run();
