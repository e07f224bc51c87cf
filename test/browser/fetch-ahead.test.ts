import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holding } from './helpers/chunk-files';
import { holdChunks } from './helpers/hold-chunks';
import { pageSuite } from './helpers/page-suite';

// Code fetched before it is needed (issue 21): once the page is loaded and idle, the code of every enhancer
// waiting for its strategy is fetched without running; a first use after that asks the network for nothing;
// before that, intent fetches a component's whole graph at once, not one level per round trip.

const { test, open } = pageSuite('fetch ahead');

const popupShown = (page: Page) => page.locator('#popup_login').first().evaluate((popup) => getComputedStyle(popup).display !== 'none');
const preloadedRuntime = (page: Page) => page.waitForFunction(() => !!document.querySelector('link[rel=modulepreload][href$="/chunks/runtime.js"]'));

// shop.html shows no component at load: the renderer (runtime.js) is not in its start (the last test).
test('once the page is idle the code is fetched, not run: the login link is as printed, the popup closed', async () => {
  const opened = await open('/shop.html');
  await preloadedRuntime(opened.page);
  await opened.page.waitForLoadState('networkidle');
  assert.ok(opened.scripts().includes('/dist/chunks/runtime.js'), 'fetched once idle');
  assert.is(await popupShown(opened.page), false);
  assert.is(await opened.page.locator('a.popup_login_link').first().getAttribute('aria-haspopup'), null, 'not mounted: the component has not touched its link');
});

test('a first click after the idle fetch asks the network for no script: the popup and the code it warms up were there', async () => {
  const opened = await open('/shop.html');
  await preloadedRuntime(opened.page);
  await opened.page.waitForLoadState('networkidle');
  const chunks = await holdChunks(opened.page);
  const before = opened.scripts().length;
  await opened.page.locator('a.popup_login_link').first().click();
  await opened.page.waitForFunction(() => getComputedStyle(document.querySelector('#popup_login')!).display !== 'none');
  await opened.page.waitForTimeout(300);
  assert.equal(opened.scripts().slice(before), [], 'no script requested on the click, nor by the open popup');
  assert.is(chunks.parked(), 0);
  assert.is(await popupShown(opened.page), true, 'opened once');
});

test('a part shown once seen is not fetched while it has no box (A\'s phone menu button at 1280 px); it is once the layout shows it', async () => {
  const opened = await open('/blog.html');
  await preloadedRuntime(opened.page);
  await opened.page.waitForLoadState('networkidle');
  const responsiveMenu = holding('responsive-menu');
  assert.not.ok(opened.scripts().some(responsiveMenu), opened.scripts().join(', '));
  await opened.page.setViewportSize({ width: 600, height: 800 });
  await opened.page.locator('ul.menu_main_responsive').waitFor({ state: 'attached' });
  assert.ok(opened.scripts().some(responsiveMenu), 'fetched once its button could be seen');
});

test('with the fetch-ahead off, intent asks for the component and every file it needs at once (no level waits for another)', async () => {
  const opened = await open('/shop.html', { fetchAhead: false });
  await opened.page.waitForLoadState('networkidle');
  const chunks = await holdChunks(opened.page);
  const before = opened.scripts().length;
  await opened.page.locator('a.popup_login_link').first().hover();
  await opened.page.waitForFunction(() => document.querySelectorAll('link[rel=modulepreload]').length > 0);
  await opened.page.waitForTimeout(300);
  // Every chunk is parked, so nothing has arrived: the renderer was named before the component that imports it came.
  const asked = opened.scripts().slice(before);
  assert.ok(asked.includes('/dist/chunks/runtime.js'), `the renderer with the component: ${asked.join(', ')}`);
  assert.ok(asked.length >= 2 && chunks.parked() === asked.length);
  await chunks.release();
  await opened.page.locator('a.popup_login_link').first().click();
  await opened.page.waitForFunction(() => getComputedStyle(document.querySelector('#popup_login')!).display !== 'none');
});

test('with the fetch-ahead off nothing more is fetched once the page is idle', async () => {
  const opened = await open('/shop.html', { fetchAhead: false });
  await opened.page.waitForLoadState('networkidle');
  await opened.page.waitForTimeout(1500);
  assert.not.ok(opened.scripts().includes('/dist/chunks/runtime.js'));
});

test.run();
