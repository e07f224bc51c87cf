import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeEach } from '../theme-shared/theme-definitions';

/** Menu-item popup of the restaurant flavour (B). */
export const themeMenuEnhancers: EnhancerDefinition[] = withStrategies(
  themeEach([['menu-item-popup', '.sc_menuitems', () => import('./menu-item-popup')]]),
  {
    'theme-menu-item-popup': 'interaction',
  },
);
