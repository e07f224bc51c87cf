import type { MapData } from './map-data';

/** A Google Maps style rule (`google.maps.MapTypeStyle`). */
export interface MapStyle {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number | boolean>[];
}

export type Generation = 'A' | 'B';

const rule = (featureType: string | undefined, elementType: string | undefined, ...stylers: Record<string, string | number | boolean>[]): MapStyle => ({
  ...(featureType && { featureType }),
  ...(elementType && { elementType }),
  stylers,
});

/** The six-feature styles of generation A: each feature tinted with a hue, saturation and lightness (gamma 1). */
const tinted = (...features: [featureType: string, hue: string, saturation: number, lightness: number][]): MapStyle[] =>
  features.map(([featureType, hue, saturation, lightness]) => rule(featureType, undefined, { hue }, { saturation }, { lightness }, { gamma: 1 }));

const greyscale = [rule(undefined, undefined, { saturation: -100 })];
const simple = [
  rule(undefined, undefined, { hue: '#00ffe6' }, { saturation: -20 }),
  rule('road', 'geometry', { lightness: 100 }, { visibility: 'simplified' }),
  rule('road', 'labels', { visibility: 'off' }),
];
const inverted = [rule(undefined, undefined, { invert_lightness: true }, { visibility: 'on' })];
const greyTinted = tinted(
  ['landscape', '#FF0300', -100, 20.4705882352941],
  ['road.highway', '#FF0300', -100, 25.59999999999998],
  ['road.arterial', '#FF0300', -100, -22],
  ['road.local', '#FF0300', -100, 21.411764705882348],
  ['water', '#FF0300', -100, 21.411764705882348],
  ['poi', '#FF0300', -100, 4.941176470588232],
);

/** Generation A's named styles (themerex-utils `js/core.googlemap.js`). */
export const stylesA: Readonly<Record<string, MapStyle[]>> = {
  default: [],
  invert: inverted,
  dark: [
    rule('landscape', undefined, { invert_lightness: true }, { saturation: -100 }, { lightness: 65 }, { visibility: 'on' }),
    rule('poi', undefined, { saturation: -100 }, { lightness: 51 }, { visibility: 'simplified' }),
    rule('road.highway', undefined, { saturation: -100 }, { visibility: 'simplified' }),
    rule('road.arterial', undefined, { saturation: -100 }, { lightness: 30 }, { visibility: 'on' }),
    rule('road.local', undefined, { saturation: -100 }, { lightness: 40 }, { visibility: 'on' }),
    rule('transit', undefined, { saturation: -100 }, { visibility: 'simplified' }),
    rule('administrative.province', undefined, { visibility: 'off' }),
    rule('water', 'labels', { visibility: 'on' }, { lightness: -25 }, { saturation: -100 }),
    rule('water', 'geometry', { hue: '#ffff00' }, { lightness: -25 }, { saturation: -97 }),
  ],
  simple,
  greyscale,
  greyscale2: greyTinted,
  style1: greyTinted,
  style2: tinted(
    ['landscape', '#007FFF', 100, 156],
    ['road.highway', '#FF7000', -83.6, 48.80000000000001],
    ['road.arterial', '#FF7000', -81.08108108108107, -6.8392156862745],
    ['road.local', '#FF9A00', 7.692307692307736, 21.411764705882348],
    ['water', '#0093FF', 16.39999999999999, -6.400000000000006],
    ['poi', '#00FF60', 17, 44.599999999999994],
  ),
  style3: tinted(
    ['landscape', '#FFA800', 17.799999999999997, 152.20000000000002],
    ['road.highway', '#007FFF', -77.41935483870967, 47.19999999999999],
    ['road.arterial', '#FBFF00', -78, 39.19999999999999],
    ['road.local', '#00FFFD', 0, 0],
    ['water', '#007FFF', -77.41935483870967, -14.599999999999994],
    ['poi', '#007FFF', -77.41935483870967, 42.79999999999998],
  ),
};

/** Generation B's: trx_utils' `default` plus the DiveIt theme's own (`js/theme.init.js`). */
export const stylesB: Readonly<Record<string, MapStyle[]>> = {
  default: [],
  greyscale,
  inverse: inverted,
  simple,
  apple: [
    rule('landscape.man_made', 'geometry', { color: '#f7f1df' }),
    rule('landscape.natural', 'geometry', { color: '#d0e3b4' }),
    rule('landscape.natural.terrain', 'geometry', { visibility: 'off' }),
    rule('poi', 'labels', { visibility: 'off' }),
    rule('poi.business', 'all', { visibility: 'off' }),
    rule('poi.medical', 'geometry', { color: '#fbd3da' }),
    rule('poi.park', 'geometry', { color: '#bde6ab' }),
    rule('road', 'geometry.stroke', { visibility: 'off' }),
    rule('road', 'labels', { visibility: 'off' }),
    rule('road.highway', 'geometry.fill', { color: '#ffe15f' }),
    rule('road.highway', 'geometry.stroke', { color: '#efd151' }),
    rule('road.arterial', 'geometry.fill', { color: '#ffffff' }),
    rule('road.local', 'geometry.fill', { color: 'black' }),
    rule('transit.station.airport', 'geometry.fill', { color: '#cfb2db' }),
    rule('water', 'geometry', { color: '#a2daf2' }),
  ],
};

/** The named style of a generation; undefined for a name it does not have (Google's default look, as in the original). */
export function namedStyle(generation: Generation, name: string): MapStyle[] | undefined {
  const styles = generation === 'A' ? stylesA : stylesB;
  const key = name || 'default';
  return Object.hasOwn(styles, key) ? styles[key] : undefined;
}

/** The map options both generations give `new google.maps.Map` (the centre comes from the first placed marker). */
export function mapOptions(generation: Generation, data: MapData, roadmap: string) {
  return {
    zoom: data.zoom,
    center: null,
    scrollwheel: false,
    scaleControl: false,
    disableDefaultUI: false,
    panControl: true,
    zoomControl: true,
    mapTypeControl: false,
    streetViewControl: false,
    overviewMapControl: false,
    styles: namedStyle(generation, data.style),
    mapTypeId: roadmap,
  };
}
