import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeGroup } from '../theme-shared/theme-definitions';

/** WooCommerce bits the theme adds: header cart, quantity steppers, thumbs/list switch. */
export const themeShopEnhancers: EnhancerDefinition[] = withStrategies(
  themeGroup(() => import('./shop'), [
    ['cart', '.top_panel_cart_button'],
    ['quantity', '.woocommerce div.quantity'],
    ['shop-mode', '.mode_buttons'],
  ]),
  // The header cart listens to the page's added_to_cart from the start.
  {
    'theme-quantity': 'visible',
    'theme-shop-mode': 'visible',
  },
);
