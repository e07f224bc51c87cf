// What every page listing consents starts with: the snippets and the bar's place. One chunk; the bar's
// Accept and the settings modal load when the visitor uses them.
export { default as barReveal } from './bar-reveal';
export { default as snippets } from './snippets';
