// The snippets, the bar and the modal always appear on the same pages (wherever the page lists
// consents): one chunk for the three instead of three chunks plus their shared pieces.
export { default as bar } from './bar';
export { default as modal } from './modal';
export { default as snippets } from './snippets';
