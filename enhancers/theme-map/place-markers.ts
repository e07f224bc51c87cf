import { sanitizeHtml } from '../../src/sanitize-html';
import { parseLatLng, type MapData, type MapMarker } from './map-data';
import { mapOptions, type Generation } from './map-styles';
import type { GeocoderResult, InfoWindowLike, LatLngLike, MapsApi, MapsListener, MarkerLike } from './maps-api';

/** Generation B waits this long after each geocode answer before placing on (A goes on at once). */
export const GEOCODE_PAUSE_B_MS = 200;

export interface ThemeMapOptions {
  generation: Generation;
  /** The theme's `strings.geocode_error`, logged with the geocoder's status when an address is not found. */
  geocodeError: string;
}

/** What one map placed, for tests and for taking it down. */
export interface ThemeMap {
  map: InstanceType<MapsApi['Map']>;
  stop(): void;
}

interface Entry {
  marker: MapMarker;
  position?: LatLngLike;
  done: boolean;
}

/** The info window's content: A the title as a heading and the description, B the description; sanitised. */
export function infoWindowContent(generation: Generation, marker: MapMarker, doc: Document): HTMLElement {
  const box = doc.createElement('div');
  box.append(sanitizeHtml(generation === 'A' ? `<h5>${marker.title}</h5>${marker.description}` : marker.description, doc));
  return box;
}

/**
 * Creates the theme's map on `element` and places its markers the way both generations do, with their
 * defects fixed (contract §C): each pass goes through the markers in order, places every one with
 * coordinates and asks the geocoder for the first one without (one request at a time per map); an answer
 * gives that marker its place and starts the next pass (B after 200 ms). A failed geocode is logged with
 * the theme's text and the status, and the queue goes on. The first placed marker centres the map; a
 * marker with a description opens its own info window; one window `resize` listener re-centres the map.
 */
export function startThemeMap(api: MapsApi, element: HTMLElement, data: MapData, options: ThemeMapOptions): ThemeMap {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const map = new api.Map(element, mapOptions(options.generation, data, api.MapTypeId.ROADMAP));
  const entries: Entry[] = data.markers.map((marker) => {
    const at = parseLatLng(marker.latlng);
    return { marker, done: false, ...(at && { position: new api.LatLng(at.lat, at.lng) }) };
  });
  const markers: MarkerLike[] = [];
  const windows: InfoWindowLike[] = [];
  const listeners: MapsListener[] = [];
  let center: LatLngLike | undefined;
  let geocoder: InstanceType<MapsApi['Geocoder']> | undefined;
  let asking = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const place = (entry: Entry, position: LatLngLike) => {
    const { description, point, title } = entry.marker;
    const marker = new api.Marker({
      map,
      position,
      clickable: description !== '',
      ...(point && { icon: point }),
      ...(title && { title }),
    });
    markers.push(marker);
    if (!center) {
      center = position;
      map.setCenter(center);
    }
    if (description !== '') {
      const info = new api.InfoWindow({ content: infoWindowContent(options.generation, entry.marker, doc) });
      windows.push(info);
      listeners.push(api.event.addListener(marker, 'click', () => info.open(map, marker)));
    }
  };

  const answered = (entry: Entry, results: GeocoderResult[] | null, status: string) => {
    if (stopped) return;
    asking = false;
    const location = status === api.GeocoderStatus.OK ? results?.[0]?.geometry.location : undefined;
    if (location) entry.position = new api.LatLng(location.lat(), location.lng());
    else {
      entry.done = true;
      console.warn(`${options.geocodeError} ${status}`);
    }
    if (options.generation === 'B') timer = setTimeout(pass, GEOCODE_PAUSE_B_MS);
    else pass();
  };

  function pass() {
    for (const entry of entries) {
      if (entry.done) continue;
      if (entry.position) {
        entry.done = true;
        place(entry, entry.position);
      } else if (!asking) {
        asking = true;
        geocoder ??= new api.Geocoder();
        geocoder.geocode({ address: entry.marker.address }, (results, status) => answered(entry, results, status));
      }
    }
  }

  const recentre = () => {
    if (center) map.setCenter(center);
  };
  win.addEventListener('resize', recentre);
  pass();

  return {
    map,
    stop() {
      stopped = true;
      clearTimeout(timer);
      win.removeEventListener('resize', recentre);
      listeners.forEach((listener) => listener.remove());
      windows.forEach((info) => info.close());
      markers.forEach((marker) => marker.setMap(null));
    },
  };
}
