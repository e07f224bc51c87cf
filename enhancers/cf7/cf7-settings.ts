import { flag, object, readPageGlobal, requiredText, text } from '../../src/page-values';

// Read at start by the at-rest part: zod-free (src/page-values.ts).
const wpcf7 = object({
  api: object({ root: requiredText, namespace: text }),
  cached: flag,
});

export interface Cf7Settings {
  /** REST root, e.g. `https://site.tld/wp-json/` or `…/index.php?rest_route=/`. */
  apiRoot: string;
  /** Default `contact-form-7/v1`, as the original client's. */
  apiNamespace: string;
  /** `WP_CACHE` is on: forms are refilled when the window has loaded. */
  cached: boolean;
}

/** Contact Form 7's `wpcf7` (contract plugins.md §A.1). */
export function readCf7Settings(win: Window = window): Cf7Settings {
  const raw = readPageGlobal('wpcf7', wpcf7, win);
  return { apiRoot: raw.api.root, apiNamespace: raw.api.namespace || 'contact-form-7/v1', cached: raw.cached };
}

/** `wpcf7.blocked`, which third-party code may set at any moment: read when a submit happens. */
export const isBlocked = (win: Window = window): boolean =>
  Boolean((win as unknown as { wpcf7?: { blocked?: unknown } }).wpcf7?.blocked);
