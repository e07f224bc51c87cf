import { useState } from 'preact/hooks';

let lastId = 0;

/**
 * React's `useId`: an id unique on the page. Preact's own counts per render root, and every
 * component here has a root of its own, so two components would both get `P0-0`; nothing is
 * hydrated, so a page-wide counter is enough.
 */
export function useId(): string {
  return useState(() => `wpe${++lastId}`)[0];
}
