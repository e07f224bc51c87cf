import type { EnhancerFamily } from '../src/enhancer';
import { hasGlobal } from '../src/has-global';
import { findThemeStorage } from '../src/theme-storage';

/**
 * What the entry knows: one cheap check per family. A family's enhancer list (names, selectors, lazy
 * modules) loads only on pages that have the family; each enhancer's code only where its markup is.
 */
export const families: readonly EnhancerFamily[] = [
  { family: 'consent', when: () => hasGlobal('wpgdprcFront'), load: () => import('./consent-family') },
  { family: 'booking', when: () => hasGlobal('booked_js_vars') || hasGlobal('booked_fea_vars'), load: () => import('./booking-family') },
  { family: 'cf7', when: () => hasGlobal('wpcf7'), load: () => import('./cf7-family') },
  { family: 'instagram', when: () => hasGlobal('sb_instagram_js_options'), load: () => import('./instagram-family') },
  {
    family: 'theme',
    when: () => !!findThemeStorage() || hasGlobal('TRX_UTILS_STORAGE'),
    load: () => import('./theme-family'),
  },
];
