// `@googlemaps/js-api-loader` behind a module of our own, so that its chunk is named after it (`maps-loader-…`):
// fetched only when a map is shown on a page that lacks `google.maps` but gives a key.
export { importLibrary, setOptions } from '@googlemaps/js-api-loader';
