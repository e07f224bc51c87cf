// `react/jsx-runtime` in the production bundle: Preact's, with React's prop names (every JSX element
// is created here, so the names are mapped before anything renders).
import './dom-names';

export { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
export type { JSX } from 'preact/jsx-runtime';
