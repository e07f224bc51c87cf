// The theme's map (issue 12 §2) on the Preact bundle, through the google.maps double the demo pages carry
// (fixtures/server/maps/maps-double.ts, page include `googlemap-api`): nothing reaches Google.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { assertVisible } from './helpers/visible';
import { holding } from './helpers/chunk-files';

const test = suite('theme map');
let session: BrowserSession;
let opened: OpenedPage;

interface Call {
  kind: string;
  name: string;
  detail?: unknown;
  at: number;
}

async function open(path: string, init?: string): Promise<OpenedPage> {
  opened = await session.open(path, init ? { init } : {});
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}
const calls = (page: Page, ...kinds: string[]) =>
  page.evaluate((kinds) => (window as unknown as { mapsDouble: { calls: Call[] } }).mapsDouble.calls.filter((call) => kinds.length === 0 || kinds.includes(call.kind)), kinds);
const names = async (page: Page, ...kinds: string[]) => (await calls(page, ...kinds)).map((call) => `${call.kind} ${call.name}`);
const waitForCalls = (page: Page, kind: string, count: number) =>
  page.waitForFunction(([kind, count]) => (window as unknown as { mapsDouble: { calls: Call[] } }).mapsDouble.calls.filter((call) => call.kind === kind).length >= (count as number), [kind, count] as const);
/** Every request the page made stayed on the fixture server. */
const stayedHome = () => {
  const home = new URL(session.server.url).host;
  return opened.requests.filter((request) => /^https?:/.test(request.url) && new URL(request.url).host !== home).map((request) => request.url);
};

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  assert.equal(stayedHome(), [], 'nothing left the fixture server');
  await opened.page.context().close();
});

test('A (blog.html): the map waits until near the viewport, then markers in order, the address geocoded, the first marker centres', async () => {
  const { page, scripts } = await open('/blog.html');
  assert.equal(await names(page), [], 'below the fold: nothing yet');
  assert.not.ok(scripts().some(holding('map', 'maps-loader')), 'no map code at start');
  await page.locator('#sc_googlemap_1').scrollIntoViewIfNeeded();
  await waitForCalls(page, 'marker', 2);
  assert.equal(await names(page, 'map', 'marker', 'center', 'geocode', 'answer'), [
    'map sc_googlemap_1',
    'marker Kidsplanet school',
    'center sc_googlemap_1',
    'geocode 350 Fifth Avenue, New York',
    'answer 350 Fifth Avenue, New York',
    'marker Kidsplanet playground',
  ]);
  const [map] = await calls(page, 'map');
  const options = map!.detail as Record<string, unknown>;
  assert.equal(
    { zoom: options['zoom'], center: options['center'], styles: options['styles'], mapTypeId: options['mapTypeId'], scrollwheel: options['scrollwheel'], mapTypeControl: options['mapTypeControl'] },
    { zoom: 14, center: null, styles: [], mapTypeId: 'roadmap', scrollwheel: false, mapTypeControl: false },
  );
  const markers = await calls(page, 'marker');
  assert.equal(markers[0]!.detail, { map: 'sc_googlemap_1', position: { lat: 40.7127, lng: -74.0059 }, clickable: true, icon: '/assets/marker.svg', title: 'Kidsplanet school' });
  assert.equal(markers[1]!.detail, { map: 'sc_googlemap_1', position: { lat: 40.7484, lng: -73.9857 }, clickable: true, title: 'Kidsplanet playground' });
  assert.ok(await page.locator('#sc_googlemap_1').evaluate((element) => element.classList.contains('inited')));
  assert.is(await page.locator('#sc_googlemap_1 .maps-double-note').textContent(), 'Map preview: a stand-in for Google Maps, no data leaves this page');
  await assertVisible(page, '#sc_googlemap_1 .maps-double-note');
});

test('A: each marker opens its own info window, title and description (fidelity: the content markup the original builds)', async () => {
  const { page } = await open('/blog.html');
  await page.locator('#sc_googlemap_1').scrollIntoViewIfNeeded();
  await waitForCalls(page, 'marker', 2);
  await page.locator('#sc_googlemap_1 button.maps-double-pin[aria-label="Kidsplanet playground"]').click();
  const info = page.locator('#sc_googlemap_1 .maps-double-info');
  await assertVisible(page, '#sc_googlemap_1 .maps-double-info');
  assert.is(await info.locator('> div').first().evaluate((content) => content.outerHTML), '<div><h5>Kidsplanet playground</h5>Outdoor classes in summer</div>');
  await page.locator('#sc_googlemap_1 button.maps-double-pin[aria-label="Kidsplanet school"]').click();
  await page.waitForFunction(() => document.querySelectorAll('#sc_googlemap_1 .maps-double-info').length === 2);
  assert.equal(await names(page, 'open'), ['open Kidsplanet playground', 'open Kidsplanet school']);
  assert.is(await page.locator('#sc_googlemap_1 .maps-double-info').nth(1).locator('> div').first().evaluate((content) => content.outerHTML), '<div><h5>Kidsplanet school</h5>Mon–Fri 7:30–18:00</div>');
  // The server's marker divs stay as printed; the map element only gains `inited`.
  assert.equal(await page.locator('#sc_googlemap_1').evaluate((element) => [element.className, element.querySelectorAll(':scope > .sc_googlemap_marker').length]), ['sc_googlemap inited', 2]);
});

test('B (restaurant.html): two maps; the one in a closed accordion panel waits until the panel opens; B info windows hold the description', async () => {
  const { page } = await open('/restaurant.html');
  await page.locator('#sc_googlemap_2').scrollIntoViewIfNeeded();
  await waitForCalls(page, 'marker', 1);
  await page.locator('#sc_accordion_2').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  assert.equal(await names(page, 'map'), ['map sc_googlemap_2'], 'the hidden map is not created');
  assert.not.ok(await page.locator('#sc_googlemap_3').evaluate((element) => element.classList.contains('inited')));
  const [map] = await calls(page, 'map');
  assert.equal((map!.detail as { styles: unknown }).styles, [{ stylers: [{ saturation: -100 }] }], "B's greyscale");
  await page.locator('#sc_googlemap_2 button.maps-double-pin').click();
  await page.locator('#sc_googlemap_2 .maps-double-info').waitFor({ state: 'visible' });
  assert.is(await page.locator('#sc_googlemap_2 .maps-double-info > div').first().evaluate((content) => content.outerHTML), '<div>Open daily 12:00–23:00</div>');
  await page.locator('#sc_accordion_2 .sc_accordion_title').nth(2).click();
  await waitForCalls(page, 'marker', 2);
  assert.equal(await names(page, 'map', 'geocode', 'marker'), ['map sc_googlemap_2', 'marker Blue Lagoon', 'map sc_googlemap_3', 'geocode Harbour car park, Harbour Road', 'marker Harbour car park']);
  const markers = await calls(page, 'marker');
  assert.equal(markers[1]!.detail, { map: 'sc_googlemap_3', position: { lat: 40.7052, lng: -74.0103 }, clickable: false, title: 'Harbour car park' });
  assert.is(await page.locator('#sc_googlemap_3 span.maps-double-pin').count(), 1, 'no description: not clickable, no info window');
});

test('B: a map inserted later; its addresses geocoded one at a time, 200 ms apart; a failed one is logged and the queue goes on', async () => {
  const { page } = await open('/restaurant.html', 'window.mapsDoubleOptions = { geocodeDelayMs: 50 };');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.evaluate(() => {
    const section = document.querySelector('.post_content')!;
    section.insertAdjacentHTML(
      'afterbegin',
      `<div id="sc_googlemap_7" class="sc_googlemap" style="width:100%;height:300px;" data-zoom="15" data-style="apple">
        <div id="sc_googlemap_7_1" class="sc_googlemap_marker" data-title="Car park" data-description="" data-address="Harbour car park, Harbour Road" data-latlng="" data-point=""></div>
        <div id="sc_googlemap_7_2" class="sc_googlemap_marker" data-title="Lost" data-description="" data-address="Nowhere at all" data-latlng="" data-point=""></div>
        <div id="sc_googlemap_7_3" class="sc_googlemap_marker" data-title="Office" data-description="&lt;b&gt;Office&lt;/b&gt;&lt;img src=/assets/marker.svg alt=&quot;&quot; onerror=&quot;window.hacked=1&quot; onload=&quot;window.hacked=1&quot;&gt;" data-address="350 Fifth Avenue, New York" data-latlng="" data-point=""></div>
      </div>`,
    );
    document.getElementById('sc_googlemap_7')!.scrollIntoView();
  });
  await waitForCalls(page, 'marker', 2);
  const queue = (await calls(page, 'geocode', 'answer', 'marker')).filter((call) => call.kind !== 'marker' || (call.detail as { map: string }).map === 'sc_googlemap_7');
  assert.equal(queue.map((call) => `${call.kind} ${call.name}`), [
    'geocode Harbour car park, Harbour Road',
    'answer Harbour car park, Harbour Road',
    'marker Car park',
    'geocode Nowhere at all',
    'answer Nowhere at all',
    'geocode 350 Fifth Avenue, New York',
    'answer 350 Fifth Avenue, New York',
    'marker Office',
  ]);
  const at = (kind: string, name: string) => queue.find((call) => call.kind === kind && call.name === name)!.at;
  // One request at a time; 200 ms after each answer (also a failed one) before the next placing or request.
  assert.ok(at('marker', 'Car park') - at('answer', 'Harbour car park, Harbour Road') >= 195);
  assert.ok(at('geocode', 'Nowhere at all') - at('answer', 'Harbour car park, Harbour Road') >= 195);
  assert.ok(at('geocode', '350 Fifth Avenue, New York') - at('answer', 'Nowhere at all') >= 195);
  assert.ok(at('answer', 'Nowhere at all') - at('geocode', 'Nowhere at all') >= 45);
  assert.ok(warnings.includes('Geocode was not successful for the following reason: ZERO_RESULTS'), warnings.join('\n'));
  await page.locator('#sc_googlemap_7 button.maps-double-pin').click();
  await page.locator('#sc_googlemap_7 .maps-double-info').waitFor({ state: 'visible' });
  assert.is(await page.locator('#sc_googlemap_7 .maps-double-info > div').first().evaluate((content) => content.innerHTML), '<b>Office</b><img src="/assets/marker.svg" alt="">', 'sanitised');
  assert.is(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked), undefined);
});

test('resize re-centres each map with one listener; a removed map takes its markers and listener down', async () => {
  const { page } = await open('/contacts.html');
  await page.locator('#sc_googlemap_4').scrollIntoViewIfNeeded();
  await waitForCalls(page, 'marker', 2);
  assert.equal(await names(page, 'marker'), ['marker Kidsplanet school', 'marker Holiday club']);
  const centres = async () => (await names(page, 'center')).length;
  const before = await centres();
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.waitForFunction((before) => (window as unknown as { mapsDouble: { calls: Call[] } }).mapsDouble.calls.filter((call) => call.kind === 'center').length > before, before);
  await page.waitForTimeout(100);
  assert.is(await centres(), before + 1, 'one listener, one re-centring');
  await page.evaluate(() => document.getElementById('sc_googlemap_4')!.remove());
  await page.waitForFunction(() => (window as unknown as { mapsDouble: { calls: Call[] } }).mapsDouble.calls.filter((call) => call.kind === 'remove').length === 2);
  await page.setViewportSize({ width: 1100, height: 700 });
  await page.waitForTimeout(100);
  assert.is(await centres(), before + 1, 'no listener left');
});

test('B contacts page: the map under the form, apple style, marker with its info window', async () => {
  const { page } = await open('/contacts-restaurant.html');
  await page.locator('#sc_googlemap_5').scrollIntoViewIfNeeded();
  await waitForCalls(page, 'marker', 1);
  const [map] = await calls(page, 'map');
  assert.is(((map!.detail as { styles: unknown[] }).styles).length, 15);
  await page.locator('#sc_googlemap_5 button.maps-double-pin').click();
  assert.is(await page.locator('#sc_googlemap_5 .maps-double-info > div').first().textContent(), 'Tables on the terrace from 12:00');
});

test.run();
