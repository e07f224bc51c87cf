import type { EnhancerDefinition } from '../../src/enhancer';
import { themeEach } from '../theme-shared/theme-definitions';

/** The theme's `[trx_googlemap]`: its code loads when a map comes near the viewport (a hidden one waits until shown). */
export const themeMapEnhancers: EnhancerDefinition[] = themeEach([['map', '.sc_googlemap', () => import('./map')]]).map((definition) => ({
  ...definition,
  strategy: 'visible',
}));
