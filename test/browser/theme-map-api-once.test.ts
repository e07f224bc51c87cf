// Issue 20 §5: the theme enqueues the Maps API itself (`googlemap`: `maps.google.com/maps/api/js?key=…`); the map
// must use that one load, never request the API a second time. The fixture server prints the theme's script tag
// when GOOGLE_MAPS_API_KEY is set (fixtures/server/maps/maps-include.ts); here the browser answers that URL with
// the google.maps double, or fails it. Nothing reaches Google.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { mapsDoubleSource } from '../../fixtures/server/maps/maps-include';

const test = suite('theme map: one Maps API load');
let session: BrowserSession;
let opened: OpenedPage;
let warnings: string[];

const MAPS_API = /^https:\/\/maps\.google(apis)?\.com\/maps\/api\/js/;

async function open(path: string, answer: 'double' | 'fail'): Promise<OpenedPage> {
  warnings = [];
  opened = await session.open(path, {
    prepare: async (page: Page) => {
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.route(MAPS_API, (route) =>
        answer === 'double' ? route.fulfill({ contentType: 'text/javascript', body: mapsDoubleSource() }) : route.abort('failed'),
      );
    },
  });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}
const apiRequests = () => opened.requests.filter((request) => MAPS_API.test(request.url)).map((request) => request.url);
const markerCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { mapsDouble: { calls: { kind: string }[] } }).mapsDouble.calls.filter((call) => call.kind === 'marker').length);

test.before(async () => {
  process.env.GOOGLE_MAPS_API_KEY = 'FIXTURE-KEY';
  session = await openSession();
});
test.after(async () => {
  delete process.env.GOOGLE_MAPS_API_KEY;
  await session.close();
});
test.after.each(async () => {
  await opened.page.context().close();
});

test('the page prints the theme\'s Maps API script: both maps are drawn from it, with one request for the API', async () => {
  const { page } = await open('/restaurant.html', 'double');
  assert.is(await page.locator('script[src^="https://maps.google.com/maps/api/js?key=FIXTURE-KEY"]').count(), 1, "the theme's script tag");
  await page.locator('#sc_googlemap_2').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('#sc_googlemap_2')?.classList.contains('inited'));
  await page.locator('#sc_accordion_2').scrollIntoViewIfNeeded();
  await page.locator('#sc_accordion_2 .sc_accordion_title').nth(2).click();
  // Its marker comes once its address is geocoded.
  await page.waitForFunction(() => (window as unknown as { mapsDouble: { calls: { kind: string }[] } }).mapsDouble.calls.filter((call) => call.kind === 'marker').length >= 2);
  assert.ok(await page.locator('#sc_googlemap_3').evaluate((map) => map.classList.contains('inited')));
  assert.is(await markerCalls(page), 2);
  assert.equal(apiRequests(), ['https://maps.google.com/maps/api/js?key=FIXTURE-KEY']);
  assert.equal(opened.errors, []);
});

test('the theme\'s Maps API script fails: the maps stay as the server printed them, no second request, one console line', async () => {
  const { page } = await open('/restaurant.html', 'fail');
  const printed = await page.locator('#sc_googlemap_2').evaluate((map) => map.innerHTML);
  await page.locator('#sc_googlemap_2').scrollIntoViewIfNeeded();
  await waitForWarning();
  await page.locator('#sc_accordion_2').scrollIntoViewIfNeeded();
  await page.locator('#sc_accordion_2 .sc_accordion_title').nth(2).click();
  await page.locator('#sc_googlemap_3').waitFor({ state: 'visible' });
  await page.waitForTimeout(500);
  assert.equal(apiRequests(), ['https://maps.google.com/maps/api/js?key=FIXTURE-KEY']);
  assert.is(await page.locator('#sc_googlemap_2').evaluate((map) => map.innerHTML), printed);
  assert.is(await page.locator('.sc_googlemap.inited').count(), 0);
  assert.equal(warnings.filter((text) => text.includes('Google map API not available!')).length, 1, warnings.join('\n'));
  assert.equal(opened.errors, []);
});

/** Until the map has said the API is not available (10 s at most; the assertions say what was missing). */
async function waitForWarning(): Promise<void> {
  for (let tries = 0; tries < 100 && !warnings.some((text) => text.includes('Google map API not available!')); tries++) {
    await opened.page.waitForTimeout(100);
  }
}

test.run();
