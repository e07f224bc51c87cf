import type { MapStyle } from './map-styles';

/** A position (`google.maps.LatLng`). */
export interface LatLngLike {
  lat(): number;
  lng(): number;
}

export interface MapsListener {
  remove(): void;
}

export interface MapLike {
  setCenter(center: LatLngLike): void;
}

export interface MarkerLike {
  setMap(map: MapLike | null): void;
}

export interface InfoWindowLike {
  open(map: MapLike, anchor: MarkerLike): void;
  close(): void;
}

export interface GeocoderResult {
  geometry: { location: LatLngLike };
}

/**
 * The part of `google.maps` the map uses: the real API, or the test double
 * (`fixtures/server/maps/maps-double.ts`) that tests and the demo install in its place.
 */
export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown> & { styles?: MapStyle[] | undefined }) => MapLike;
  Marker: new (options: { map: MapLike; position: LatLngLike; clickable: boolean; icon?: string; title?: string }) => MarkerLike;
  InfoWindow: new (options: { content: Node }) => InfoWindowLike;
  Geocoder: new () => { geocode(request: { address: string }, callback: (results: GeocoderResult[] | null, status: string) => void): unknown };
  LatLng: new (lat: number, lng: number) => LatLngLike;
  MapTypeId: { ROADMAP: string };
  GeocoderStatus: { OK: string };
  event: { addListener(instance: object, name: string, handler: () => void): MapsListener };
}

type WithGoogle = Window & { google?: { maps?: Partial<MapsApi> } };

/** `google.maps` when the page already has it (the theme's script, or the double), else undefined. */
export function pageMapsApi(win: Window): MapsApi | undefined {
  const maps = (win as WithGoogle).google?.maps;
  return typeof maps?.Map === 'function' && typeof maps.Marker === 'function' ? (maps as MapsApi) : undefined;
}

/** The Maps JavaScript API's script as both theme generations enqueue it (`maps.google.com/maps/api/js?key=…`). */
const API_SCRIPT = 'script[src*="maps.google.com/maps/api/js"], script[src*="maps.googleapis.com/maps/api/js"]';

/** The theme's Maps API script on the page, if any. */
export const themeApiScript = (doc: Document): HTMLScriptElement | null => doc.querySelector<HTMLScriptElement>(API_SCRIPT);

/**
 * The Maps API key, in this order: the `key` parameter of the theme's Maps API script URL on the page;
 * `data-maps-api-key` on the map or any element around it (e.g. on `<body>`, printed by the site);
 * the site's setting `window.wpEnhance.mapsApiKey`. Empty when there is none.
 */
export function findMapsKey(element: Element): string {
  const doc = element.ownerDocument;
  const script = themeApiScript(doc);
  if (script) {
    try {
      const key = new URL(script.src, doc.baseURI).searchParams.get('key');
      if (key) return key;
    } catch {
      // an unparseable URL names no key
    }
  }
  const attribute = element.closest('[data-maps-api-key]')?.getAttribute('data-maps-api-key')?.trim();
  if (attribute) return attribute;
  const setting = doc.defaultView?.wpEnhance?.mapsApiKey;
  return typeof setting === 'string' ? setting.trim() : '';
}

/**
 * Waits until the page's own script has loaded or failed: its `load` or `error`, or the window's `load`, which
 * comes after every script the page was parsed with (a failed fetch may leave no resource timing entry); at
 * once when its fetch has ended.
 */
const scriptSettled = (script: HTMLScriptElement, win: Window) =>
  new Promise<void>((resolve) => {
    if (win.performance?.getEntriesByName?.(script.src).length) return resolve();
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
    if (win.document.readyState !== 'complete') win.addEventListener('load', () => resolve(), { once: true });
  });

type WithImportLibrary = Window & { google?: { maps?: { importLibrary?: (name: string) => Promise<unknown> } } };

/** The libraries the map uses; loading them fills `google.maps` with its classes. */
const importLibraries = (importLibrary: (name: string) => Promise<unknown>) =>
  Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('geocoding')]);

/**
 * `google.maps` from the page's own Maps API script (the theme's `googlemap` handle): once it has run, or through
 * the libraries its bootstrap offers (`google.maps.importLibrary`). Never a second load of the API.
 */
async function pageScriptApi(win: Window, script: HTMLScriptElement): Promise<MapsApi> {
  await scriptSettled(script, win);
  const importLibrary = (win as WithImportLibrary).google?.maps?.importLibrary;
  if (!pageMapsApi(win) && typeof importLibrary === 'function') await importLibraries(importLibrary);
  const loaded = pageMapsApi(win);
  if (!loaded) throw new Error(`the page's Google Maps API script did not load (${script.src})`);
  return loaded;
}

/** One answer per Maps API script of the page, for every map on it: a failure is not retried. */
const pageScriptAnswers = new WeakMap<HTMLScriptElement, Promise<MapsApi>>();

/**
 * `google.maps` for the maps: the page's own when it has it; when the page has its own Maps API script (the
 * theme enqueues one), what that script gives, waiting for it; only on a page without any, loaded with
 * `@googlemaps/js-api-loader` (which loads the API once per page) and the key. Rejects when there is no key or
 * the API cannot load.
 */
export async function loadMapsApi(win: Window, key: string): Promise<MapsApi> {
  const present = pageMapsApi(win);
  if (present) return present;
  const script = themeApiScript(win.document);
  if (script) {
    let answer = pageScriptAnswers.get(script);
    if (!answer) pageScriptAnswers.set(script, (answer = pageScriptApi(win, script)));
    return answer;
  }
  if (!key) throw new Error('no Google Maps API key on the page');
  const { setOptions, importLibrary } = await import('./maps-loader');
  setOptions({ key });
  await importLibraries(importLibrary);
  const loaded = pageMapsApi(win);
  if (!loaded) throw new Error('the Google Maps API did not load');
  return loaded;
}
