import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeEach } from '../theme-shared/theme-definitions';

/** Menu-item popup of the restaurant flavour (B). */
export const themeMenuEnhancers: EnhancerDefinition[] = withStrategies(
  themeEach([
    [
      'menu-item-popup',
      // The popup shows the server's rendered `[trx_menuitems]` shortcode, a `.sc_menuitems` block of its own:
      // that is the item's content, not a menu of the page (claimed, its removal on Next dropped the popup).
      '.sc_menuitems:not(.popup_menuitem *)',
      // A block's first use is a click that loads a dish: its request code is fetched with the component, not
      // after it (one round trip less on that first click).
      () => Promise.all([import('./menu-item-popup'), import('./menu-item-load')]).then(([popup]) => popup),
    ],
  ]),
  {
    'theme-menu-item-popup': 'interaction',
  },
);
