import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { spyConsole } from '../helpers/console-spy';
import { FakeResizeObserver, installFakeObservers, mountModule, waitUntil, type Mounted } from '../helpers/theme-kit';
import mapModule, { isHidden, readMapSettings } from '../../enhancers/theme-map/map';
import { installMapsDouble, type MapsDouble } from '../../fixtures/server/maps/maps-double';

const blogMap = `
  <div id="sc_googlemap_1" class="sc_googlemap" style="width:100%;height:350px;" data-zoom="14" data-style="default">
    <div id="sc_googlemap_1_1" class="sc_googlemap_marker" data-title="Kidsplanet school" data-description="Mon&#8211;Fri 7:30&#8211;18:00" data-address="25 Garden Street, Springfield" data-latlng="40.7127,-74.0059" data-point="/assets/marker.svg"></div>
    <div id="sc_googlemap_1_2" class="sc_googlemap_marker" data-title="Kidsplanet playground" data-description="Outdoor classes in summer" data-address="350 Fifth Avenue, New York" data-latlng="" data-point=""></div>
  </div>`;
const secondMap = `
  <div id="sc_googlemap_2" class="sc_googlemap" style="width:100%;height:250px;" data-zoom="15" data-style="greyscale">
    <div id="sc_googlemap_2_1" class="sc_googlemap_marker" data-title="Harbour" data-description="" data-address="Harbour car park, Harbour Road" data-latlng="" data-point=""></div>
  </div>`;
const iframeMap = `<div id="sc_googlemap_9" class="sc_googlemap" data-zoom="16" data-style="default"><iframe src="about:blank" title="Map"></iframe></div>`;

const geocodeError = 'Geocode was not successful for the following reason:';
let mounted: Mounted[] = [];
let warnings: ReturnType<typeof spyConsole>;
let undoObservers: () => void;
let double: MapsDouble | undefined;

const win = window as unknown as { google?: unknown; mapsDouble?: unknown };
Object.defineProperty(globalThis, 'google', { get: () => win.google, configurable: true });

likeTheBrowser(test);
test.before.each(() => {
  warnings = spyConsole('warn');
  undoObservers = installFakeObservers();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  mounted = [];
  delete win.google;
  delete win.mapsDouble;
  double = undefined;
  undoObservers();
  warnings.restore();
});

const start = (html: string, generation: 'A' | 'B' = 'A', withDouble = true) => {
  resetDom(html);
  setPageGlobal(generation === 'A' ? 'THEMEREX_GLOBALS' : 'DIVEIT_STORAGE', { ajax_url: '/wp-admin/admin-ajax.php', strings: { geocode_error: geocodeError } });
  if (withDouble) double = installMapsDouble(window, { geocodeDelayMs: 1 });
};
const mount = (id: string) => {
  const element = document.getElementById(id)!;
  const one = mountModule(mapModule, element);
  mounted.push(one);
  return one;
};
const calls = (...kinds: string[]) => double!.calls.filter((call) => kinds.includes(call.kind)).map((call) => `${call.kind} ${call.name}`);

test('settings: the generation and the theme\'s map texts', () => {
  start('', 'A', false);
  assert.equal(readMapSettings(), { generation: 'A', geocodeError, notAvailable: 'Google map API not available!' });
  start('', 'B', false);
  assert.is(readMapSettings().generation, 'B');
});

test('with google.maps on the page: the map, inited, markers in order, the address geocoded, info windows with title (A)', async () => {
  start(blogMap);
  mount('sc_googlemap_1');
  const element = document.getElementById('sc_googlemap_1')!;
  assert.ok(element.classList.contains('inited'));
  assert.equal(calls('map', 'marker', 'geocode', 'center'), ['map sc_googlemap_1', 'marker Kidsplanet school', 'center sc_googlemap_1', 'geocode 350 Fifth Avenue, New York']);
  assert.equal((double!.calls[0]!.detail as { zoom: number; styles: unknown[] }).zoom, 14);
  assert.equal((double!.calls[0]!.detail as { styles: unknown[] }).styles, []);
  await waitUntil(() => calls('marker').length === 2);
  assert.equal(calls('marker'), ['marker Kidsplanet school', 'marker Kidsplanet playground']);
  assert.equal(double!.infoWindows.map((info) => (info.content as Element).innerHTML), ['<h5>Kidsplanet school</h5>Mon–Fri 7:30–18:00', '<h5>Kidsplanet playground</h5>Outdoor classes in summer']);
  // The server's marker divs stay.
  assert.is(element.querySelectorAll('.sc_googlemap_marker').length, 2);
});

test('two maps on a page, each with its own map, queue and centre; generation B info windows hold the description only', async () => {
  start(blogMap + secondMap, 'B');
  mount('sc_googlemap_1');
  mount('sc_googlemap_2');
  assert.equal(calls('map', 'geocode'), ['map sc_googlemap_1', 'geocode 350 Fifth Avenue, New York', 'map sc_googlemap_2', 'geocode Harbour car park, Harbour Road']);
  await waitUntil(() => calls('marker').length === 3, 3000);
  assert.equal(double!.maps.map((map) => map.markers.size), [2, 1]);
  assert.equal(double!.maps[1]!.center!.toJSON(), { lat: 40.7052, lng: -74.0103 });
  assert.equal((double!.infoWindows[0]!.content as Element).innerHTML, 'Mon–Fri 7:30–18:00');
  assert.equal((double!.calls.find((call) => call.kind === 'map' && call.name === 'sc_googlemap_2')!.detail as { styles: unknown }).styles, [{ stylers: [{ saturation: -100 }] }]);
});

test('a hidden map waits until it is shown, then creates its map', async () => {
  start(`<div class="sc_accordion_content" style="display:none">${secondMap}</div>`);
  const element = document.getElementById('sc_googlemap_2')!;
  assert.ok(isHidden(element));
  mount('sc_googlemap_2');
  assert.equal(calls('map'), []);
  assert.not.ok(element.classList.contains('inited'));
  FakeResizeObserver.resize(element);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(calls('map'), []);
  element.parentElement!.style.display = 'block';
  FakeResizeObserver.resize(element);
  await waitUntil(() => calls('map').length > 0, 3000);
  assert.equal(calls('map'), ['map sc_googlemap_2']);
  assert.ok(element.classList.contains('inited'));
});

test('the server\'s iframe embed (no key: no marker divs) and a map another script set up are left alone', () => {
  start(iframeMap + blogMap.replace('class="sc_googlemap"', 'class="sc_googlemap inited"'));
  const before = document.body.innerHTML;
  mount('sc_googlemap_9');
  mount('sc_googlemap_1');
  assert.equal(double!.calls, []);
  assert.is(document.body.innerHTML, before);
});

test('without google.maps and without a key: nothing is loaded, the markup stays, one console line', () => {
  start(blogMap + secondMap, 'A', false);
  const before = document.body.innerHTML;
  mount('sc_googlemap_1');
  mount('sc_googlemap_2');
  assert.is(document.body.innerHTML, before);
  assert.is(document.head.querySelectorAll('script').length, 0);
  assert.ok(warnings.text().length <= 1);
});

test('with a key and no API: @googlemaps/js-api-loader loads it with that key; the map comes once it has loaded', async () => {
  start(blogMap.replace('<div id="sc_googlemap_1"', '<div data-maps-api-key="DEMO-KEY"><div id="sc_googlemap_1"') + '</div>', 'B', false);
  mount('sc_googlemap_1');
  await waitUntil(() => document.head.querySelector('script[src*="maps.googleapis.com"]'), 5000);
  const src = new URL(document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]')!.src);
  assert.is(src.origin + src.pathname, 'https://maps.googleapis.com/maps/api/js');
  assert.is(src.searchParams.get('key'), 'DEMO-KEY');
  assert.is(src.searchParams.get('callback'), 'google.maps.__ib__');
  assert.not.ok(document.getElementById('sc_googlemap_1')!.classList.contains('inited'));
  // The API "arrives": the double takes the place of what Google's script would define.
  double = installMapsDouble(window, { geocodeDelayMs: 1 });
  (win.google as { maps: { __ib__: () => void } }).maps.__ib__();
  await waitUntil(() => calls('map').length === 1, 5000);
  assert.ok(document.getElementById('sc_googlemap_1')!.classList.contains('inited'));
  assert.equal(calls('marker'), ['marker Kidsplanet school']);
});

test('the theme\'s Maps script still loading: the map waits for it and uses the google.maps it defines', async () => {
  start(blogMap, 'B', false);
  const script = document.createElement('script');
  script.type = 'text/plain'; // jsdom runs nothing either way; the test plays its load
  script.src = 'https://maps.google.com/maps/api/js?key=THEME-KEY';
  document.body.append(script);
  mount('sc_googlemap_1');
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.not.ok(document.getElementById('sc_googlemap_1')!.classList.contains('inited'));
  assert.is(document.querySelectorAll('script').length, 1, 'no second copy of the API');
  double = installMapsDouble(window, { geocodeDelayMs: 1 });
  script.dispatchEvent(new Event('load'));
  await waitUntil(() => calls('map').length === 1, 3000);
  assert.equal(calls('marker'), ['marker Kidsplanet school']);
});

const themeScript = () => {
  const script = document.createElement('script');
  script.type = 'text/plain'; // jsdom runs nothing either way; the test plays its load
  script.src = 'https://maps.google.com/maps/api/js?key=THEME-KEY';
  document.body.append(script);
  return script;
};
const mapsScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((script) => /maps\.google(apis)?\.com\/maps\/api\/js/.test(script.src));

test('the theme\'s Maps script fails to load: the maps stay as the server printed them, the API is not loaded again, one console line', async () => {
  start(blogMap + secondMap, 'B', false);
  const script = themeScript();
  const before = document.body.innerHTML;
  mount('sc_googlemap_1');
  mount('sc_googlemap_2');
  script.dispatchEvent(new Event('error'));
  await waitUntil(() => warnings.text().length > 0, 3000);
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(mapsScripts(), [script], 'no second Maps API script');
  assert.is(document.body.innerHTML, before);
  assert.equal(warnings.text().length, 1, warnings.text().join('\n'));
  assert.match(warnings.text()[0]!, /^Google map API not available!/);
  // A map inserted later is served by the same answer: still nothing loaded, nothing said again.
  document.body.insertAdjacentHTML('beforeend', secondMap.replace(/sc_googlemap_2/g, 'sc_googlemap_4'));
  mount('sc_googlemap_4');
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(mapsScripts(), [script]);
  assert.is(warnings.text().length, 1);
});

test('the theme\'s Maps script gives only the API\'s bootstrap: the map\'s libraries are asked from it, nothing else is loaded', async () => {
  start(blogMap, 'B', false);
  const script = themeScript();
  const asked: string[] = [];
  win.google = {
    maps: {
      importLibrary: async (name: string) => {
        asked.push(name);
        double ??= installMapsDouble(window, { geocodeDelayMs: 1 });
        return {};
      },
    },
  };
  mount('sc_googlemap_1');
  script.dispatchEvent(new Event('load'));
  await waitUntil(() => double && calls('map').length === 1, 3000);
  assert.equal(asked, ['maps', 'marker', 'geocoding']);
  assert.equal(mapsScripts(), [script]);
  assert.equal(calls('marker'), ['marker Kidsplanet school']);
});

test('unmounting takes the markers and listeners down and clears inited; a late geocode answer changes nothing', async () => {
  start(blogMap);
  const one = mount('sc_googlemap_1');
  const [school] = double!.maps[0]!.markers;
  assert.is(double!.event.count(school!, 'click'), 1);
  one.unmount();
  mounted = [];
  assert.is(double!.event.count(school!, 'click'), 0);
  assert.is(double!.maps[0]!.markers.size, 0);
  assert.not.ok(document.getElementById('sc_googlemap_1')!.classList.contains('inited'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(calls('marker'), ['marker Kidsplanet school']);
});

test.run();
