import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { spyConsole } from '../helpers/console-spy';
import { DEFAULT_ZOOM, jqueryData, parseLatLng, readMapData } from '../../enhancers/theme-map/map-data';
import { mapOptions, namedStyle, stylesA, stylesB } from '../../enhancers/theme-map/map-styles';
import { findMapsKey, type MapsApi } from '../../enhancers/theme-map/maps-api';
import { GEOCODE_PAUSE_B_MS, startThemeMap, type ThemeMap } from '../../enhancers/theme-map/place-markers';
import { createMapsDouble, type MapsDouble } from '../../fixtures/server/maps/maps-double';

const marker = (id: string, attributes: Record<string, string>) =>
  `<div id="${id}" class="sc_googlemap_marker"${Object.entries(attributes).map(([name, value]) => ` data-${name}="${value}"`).join('')}></div>`;
const mapHtml = (id: string, zoom: string, style: string, markers: string[]) =>
  `<div id="${id}" class="sc_googlemap" style="width:100%;height:300px;" data-zoom="${zoom}" data-style="${style}">${markers.join('')}</div>`;
const full = (title: string, latlng: string, address = '', description = `About ${title}`, point = '') =>
  ({ title, description, address, latlng, point });

let clock: FakeClock;
let double: MapsDouble;
let running: ThemeMap[] = [];
let warnings: ReturnType<typeof spyConsole>;

test.before.each(() => {
  clock = installFakeClock();
  double = createMapsDouble(window, { now: () => clock.now, places: { 'Good Street 1': [51.5, -0.12], 'Good Street 2': [51.6, -0.2] }, geocodeDelayMs: 40 });
  warnings = spyConsole('warn');
});
test.after.each(() => {
  running.forEach((map) => map.stop());
  running = [];
  warnings.restore();
  clock.uninstall();
});

const api = () => double.api as unknown as MapsApi;
const start = (generation: 'A' | 'B', html: string, id: string) => {
  resetDom(html);
  const element = document.getElementById(id)!;
  const map = startThemeMap(api(), element, readMapData(element), { generation, geocodeError: 'Geocode was not successful for the following reason:' });
  running.push(map);
  return map;
};
const kinds = (...only: string[]) => double.calls.filter((call) => only.includes(call.kind)).map((call) => `${call.kind} ${call.name}`);

test('jQuery .data() conversions: numbers, true/false/null, JSON, everything else text', () => {
  assert.is(jqueryData('14'), 14);
  assert.is(jqueryData('-3.5'), -3.5);
  assert.is(jqueryData('016'), '016');
  assert.is(jqueryData('1e3'), '1e3');
  assert.is(jqueryData('40.7127,-74.0059'), '40.7127,-74.0059');
  assert.is(jqueryData('true'), true);
  assert.is(jqueryData('null'), null);
  assert.equal(jqueryData('[1,2]'), [1, 2]);
  assert.is(jqueryData('[1,2'), '[1,2');
  assert.is(jqueryData(''), '');
  assert.is(jqueryData(null), undefined);
});

test('the map data: data-zoom a number (the shortcode default when it is not), the style, the markers in order as text', () => {
  resetDom(mapHtml('m1', '14', 'greyscale', [marker('m1_1', full('School', '40.7127,-74.0059', 'Garden Street', 'Open', '/marker.svg')), marker('m1_2', { title: '2024', description: '', address: 'Fifth Avenue', latlng: '', point: '' })]));
  const data = readMapData(document.getElementById('m1')!);
  assert.equal(data, {
    id: 'm1',
    zoom: 14,
    style: 'greyscale',
    markers: [
      { point: '/marker.svg', address: 'Garden Street', latlng: '40.7127,-74.0059', description: 'Open', title: 'School' },
      { point: '', address: 'Fifth Avenue', latlng: '', description: '', title: '2024' },
    ],
  });
  resetDom(mapHtml('m2', 'far', '', []));
  assert.is(readMapData(document.getElementById('m2')!).zoom, DEFAULT_ZOOM);
  assert.is(readMapData(document.getElementById('m2')!).style, '');
});

test('"lat,lng" text: two numbers, spaces allowed; anything else is no position', () => {
  assert.equal(parseLatLng('40.7127,-74.0059'), { lat: 40.7127, lng: -74.0059 });
  assert.equal(parseLatLng('40.7127, -74.0059'), { lat: 40.7127, lng: -74.0059 });
  for (const text of ['', '40.7', '40.7,', 'a,b', '1,2,3', '91,0']) assert.is(parseLatLng(text), undefined, text);
});

test('named styles per generation (A: themerex-utils, B: trx_utils plus the DiveIt theme); an unknown name gives none', () => {
  assert.equal(Object.keys(stylesA), ['default', 'invert', 'dark', 'simple', 'greyscale', 'greyscale2', 'style1', 'style2', 'style3']);
  assert.equal(Object.keys(stylesB), ['default', 'greyscale', 'inverse', 'simple', 'apple']);
  assert.equal(namedStyle('A', ''), []);
  assert.equal(namedStyle('B', 'greyscale'), [{ stylers: [{ saturation: -100 }] }]);
  assert.equal(namedStyle('A', 'invert'), [{ stylers: [{ invert_lightness: true }, { visibility: 'on' }] }]);
  assert.equal(namedStyle('B', 'inverse'), namedStyle('A', 'invert'));
  assert.equal(namedStyle('A', 'style2')![0], { featureType: 'landscape', stylers: [{ hue: '#007FFF' }, { saturation: 100 }, { lightness: 156 }, { gamma: 1 }] });
  assert.equal(namedStyle('A', 'dark')![8], { featureType: 'water', elementType: 'geometry', stylers: [{ hue: '#ffff00' }, { lightness: -25 }, { saturation: -97 }] });
  assert.equal(namedStyle('B', 'apple')![4], { featureType: 'poi.business', elementType: 'all', stylers: [{ visibility: 'off' }] });
  assert.is(namedStyle('B', 'apple')!.length, 15);
  assert.is(namedStyle('A', 'apple'), undefined);
  assert.is(namedStyle('B', 'dark'), undefined);
  assert.is(namedStyle('B', 'toString'), undefined);
});

test('map options: the originals\' list, zoom from the data, the named style, road map', () => {
  assert.equal(mapOptions('B', { id: 'x', zoom: 16, style: 'simple', markers: [] }, 'roadmap'), {
    zoom: 16,
    center: null,
    scrollwheel: false,
    scaleControl: false,
    disableDefaultUI: false,
    panControl: true,
    zoomControl: true,
    mapTypeControl: false,
    streetViewControl: false,
    overviewMapControl: false,
    styles: stylesB['simple'],
    mapTypeId: 'roadmap',
  });
});

test('the API key: the theme\'s Maps script URL first, then data-maps-api-key around the map, then wpEnhance.mapsApiKey', () => {
  resetDom(`<div data-maps-api-key="FROM-ATTRIBUTE"><div id="m" class="sc_googlemap"></div></div>`);
  const element = document.getElementById('m')!;
  (window as { wpEnhance?: object }).wpEnhance = { mapsApiKey: ' FROM-SETTING ' };
  assert.is(findMapsKey(element), 'FROM-ATTRIBUTE');
  const script = document.createElement('script');
  script.type = 'text/plain'; // not run by jsdom either way
  script.src = 'https://maps.google.com/maps/api/js?key=FROM-SCRIPT&ver=1';
  document.head.append(script);
  assert.is(findMapsKey(element), 'FROM-SCRIPT');
  script.src = 'https://maps.googleapis.com/maps/api/js?v=weekly';
  assert.is(findMapsKey(element), 'FROM-ATTRIBUTE');
  element.parentElement!.removeAttribute('data-maps-api-key');
  assert.is(findMapsKey(element), 'FROM-SETTING');
  delete (window as { wpEnhance?: object }).wpEnhance;
  assert.is(findMapsKey(element), '');
});

test('A: the map with its options, markers with coordinates at once, the first one centres; addresses geocoded one at a time, in order', () => {
  const map = start(
    'A',
    mapHtml('a', '14', 'dark', [
      marker('a_1', full('First address', '', 'Good Street 1')),
      marker('a_2', full('Placed', '40.7127,-74.0059', '', 'Hello', '/marker.svg')),
      marker('a_3', full('Second address', '', 'Good Street 2', '')),
      marker('a_4', full('Also placed', '40.8,-74.1')),
    ]),
    'a',
  );
  assert.equal(double.maps[0]!.options, mapOptions('A', readMapData(document.getElementById('a')!), 'roadmap'));
  assert.is(double.maps[0]!.element, document.getElementById('a'));
  // The first pass: both markers with coordinates, one geocode (the original's order, which its loop makes).
  assert.equal(kinds('marker', 'geocode', 'center'), ['geocode Good Street 1', 'marker Placed', 'center a', 'marker Also placed']);
  assert.equal(double.maps[0]!.center!.toJSON(), { lat: 40.7127, lng: -74.0059 });
  const placed = double.calls.find((call) => call.name === 'Placed' && call.kind === 'marker')!;
  assert.equal(placed.detail, { map: 'a', position: { lat: 40.7127, lng: -74.0059 }, clickable: true, icon: '/marker.svg', title: 'Placed' });
  clock.tick(40);
  // A goes on at once: the first address is placed, the second asked for.
  assert.equal(kinds('marker', 'geocode').slice(3), ['marker First address', 'geocode Good Street 2']);
  clock.tick(40);
  assert.equal(kinds('marker').at(-1), 'marker Second address');
  const second = double.calls.filter((call) => call.kind === 'marker').at(-1)!;
  assert.equal(second.detail, { map: 'a', position: { lat: 51.6, lng: -0.2 }, clickable: false, title: 'Second address' });
  // The centre stays with the first placed marker.
  assert.equal(double.maps[0]!.center!.toJSON(), { lat: 40.7127, lng: -74.0059 });
  assert.ok(map.map);
});

test('B: 200 ms after each geocode answer before placing on; a failed geocode is logged with the theme\'s text and the status, and the queue goes on', () => {
  start('B', mapHtml('b', '16', 'greyscale', [marker('b_1', full('Unknown', '', 'Nowhere 0')), marker('b_2', full('Known', '', 'Good Street 1')), marker('b_3', full('Later', '', 'Good Street 2'))]), 'b');
  assert.equal(kinds('geocode'), ['geocode Nowhere 0']);
  clock.tick(40);
  assert.equal(warnings.text(), ['Geocode was not successful for the following reason: ZERO_RESULTS']);
  assert.equal(kinds('geocode'), ['geocode Nowhere 0']);
  clock.tick(GEOCODE_PAUSE_B_MS - 1);
  assert.equal(kinds('geocode'), ['geocode Nowhere 0']);
  clock.tick(1);
  assert.equal(kinds('geocode'), ['geocode Nowhere 0', 'geocode Good Street 1']);
  clock.tick(40 + GEOCODE_PAUSE_B_MS - 1);
  assert.equal(kinds('marker'), []);
  clock.tick(1);
  assert.equal(kinds('marker', 'center', 'geocode').slice(2), ['marker Known', 'center b', 'geocode Good Street 2']);
  clock.tick(40 + GEOCODE_PAUSE_B_MS);
  assert.equal(kinds('marker'), ['marker Known', 'marker Later']);
  assert.equal(double.maps[0]!.center!.toJSON(), { lat: 51.5, lng: -0.12 });
  assert.is(clock.pending(), 0);
});

test('info windows: one per marker with a description, opened by its own marker (A: title and description; B: description), sanitised', () => {
  start('A', mapHtml('a', '14', 'default', [marker('a_1', full('One', '1,1', '', 'First &lt;b&gt;bold&lt;/b&gt;&lt;img src=x onerror=alert(1)&gt;')), marker('a_2', full('Two', '1,1', '', 'Second')), marker('a_3', full('Three', '2,2', '', ''))]), 'a');
  assert.is(double.infoWindows.length, 2);
  assert.is((double.infoWindows[0]!.content as Element).outerHTML, '<div><h5>One</h5>First <b>bold</b><img src="x"></div>');
  assert.is((double.infoWindows[1]!.content as Element).outerHTML, '<div><h5>Two</h5>Second</div>');
  // Two markers at the same place: each opens its own window (the original matched by position).
  const [one, two, three] = double.maps[0]!.markers;
  two!.click();
  assert.equal(kinds('open'), ['open Two']);
  one!.click();
  assert.equal(kinds('open'), ['open Two', 'open One']);
  three!.click();
  assert.equal(kinds('open'), ['open Two', 'open One']);
  running.forEach((map) => map.stop());
  running = [];
  start('B', mapHtml('b', '14', 'default', [marker('b_1', full('Title', '1,1', '', '<p>Only the description</p>'))]), 'b');
  assert.is((double.infoWindows.at(-1)!.content as Element).outerHTML, '<div><p>Only the description</p></div>');
});

test('one resize listener per map re-centres it; stopping removes it, the marker listeners and the markers, and ignores a late answer', () => {
  const added: string[] = [];
  const realAdd = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, ...rest: Parameters<typeof window.addEventListener> extends [unknown, ...infer R] ? R : never) => {
    added.push(type);
    return realAdd(type, ...rest);
  }) as typeof window.addEventListener;
  const map = start('B', mapHtml('b', '14', 'default', [marker('b_1', full('Here', '10,20')), marker('b_2', full('Asked', '', 'Good Street 1'))]), 'b');
  window.addEventListener = realAdd;
  assert.equal(added, ['resize']);
  double.maps[0]!.center = null;
  window.dispatchEvent(new Event('resize'));
  assert.equal(double.maps[0]!.center!.toJSON(), { lat: 10, lng: 20 });
  const [here] = double.maps[0]!.markers;
  assert.is(double.event.count(here!, 'click'), 1);
  map.stop();
  running = [];
  assert.is(double.event.count(here!, 'click'), 0);
  assert.is(double.maps[0]!.markers.size, 0);
  double.maps[0]!.center = null;
  window.dispatchEvent(new Event('resize'));
  assert.is(double.maps[0]!.center, null);
  clock.tick(1000);
  assert.equal(kinds('marker'), ['marker Here']);
});

test.run();
