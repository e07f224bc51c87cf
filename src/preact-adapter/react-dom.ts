// `react-dom` in the production bundle.
export { createPortal } from './portal';
export { flushSync } from './render-schedule';
