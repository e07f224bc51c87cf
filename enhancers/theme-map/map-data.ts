/** One marker as the theme reads it from a `.sc_googlemap_marker` div (through jQuery `.data()`). */
export interface MapMarker {
  /** The marker icon's URL, or '' for Google's own pin. */
  point: string;
  address: string;
  /** `"lat,lng"` as printed; '' when the address must be geocoded. */
  latlng: string;
  /** Admin-authored HTML: sanitise before showing. */
  description: string;
  title: string;
}

/** What the theme reads from a `.sc_googlemap` div. */
export interface MapData {
  id: string;
  zoom: number;
  /** The style's name (`data-style`); '' reads as `default`. */
  style: string;
  markers: MapMarker[];
}

/** The shortcode's own default zoom (`[trx_googlemap zoom=16]`), for a `data-zoom` that is not a number. */
export const DEFAULT_ZOOM = 16;

const jsonLike = /^(?:\{[\w\W]*\}|\[[\w\W]*\])$/;

/**
 * A `data-*` value as jQuery's `.data()` reads it: "true", "false" and "null" become those values, a
 * number written as JavaScript would print it becomes that number, `{…}` and `[…]` are parsed as JSON
 * when they are, anything else stays text.
 */
export function jqueryData(value: string | null): unknown {
  if (value === null) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  if (value === String(Number(value))) return Number(value);
  if (jsonLike.test(value)) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** A marker field as text: what jQuery's value prints as ('' for nothing, `null` or `false`). */
const asText = (value: unknown): string => (value == null || value === false ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

const dataOf = (element: Element, name: string) => jqueryData(element.getAttribute(`data-${name}`));

/** The map's data: `data-zoom` a number (jQuery converts it), the style's name, the markers in page order. */
export function readMapData(element: Element): MapData {
  const zoom = dataOf(element, 'zoom');
  return {
    id: element.id,
    zoom: typeof zoom === 'number' && Number.isFinite(zoom) ? zoom : DEFAULT_ZOOM,
    style: asText(dataOf(element, 'style')),
    markers: Array.from(element.querySelectorAll('.sc_googlemap_marker'), (marker) => ({
      point: asText(dataOf(marker, 'point')),
      address: asText(dataOf(marker, 'address')),
      latlng: asText(dataOf(marker, 'latlng')),
      description: asText(dataOf(marker, 'description')),
      title: asText(dataOf(marker, 'title')),
    })),
  };
}

/** `"lat,lng"` as two numbers (spaces allowed, as the theme's own settings print them); undefined if it is not. */
export function parseLatLng(text: string): { lat: number; lng: number } | undefined {
  const parts = text.split(',');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return undefined;
  const [lat, lng] = parts.map(Number) as [number, number];
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}
