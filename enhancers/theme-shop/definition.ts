import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeGroup } from '../theme-shared/theme-definitions';

/** WooCommerce bits the theme adds: header cart, quantity steppers, thumbs/list switch. */
export const themeShopEnhancers: EnhancerDefinition[] = withStrategies(
  [
    // Plain, at ready: what the page shows and says before first use (at-rest.ts); the cart's part also
    // wakes the cart on the first added_to_cart.
    ...themeGroup(() => import('./at-rest'), [
      ['cart-at-rest', '.top_panel_cart_button'],
      ['quantity-at-rest', '.woocommerce div.quantity'],
      ['shop-mode-at-rest', '.mode_buttons'],
    ]),
    ...themeGroup(() => import('./shop'), [
      ['cart', '.top_panel_cart_button'],
      ['quantity', '.woocommerce div.quantity'],
      ['shop-mode', '.mode_buttons'],
    ]),
  ],
  {
    'theme-cart': 'interaction',
    'theme-quantity': 'interaction',
    'theme-shop-mode': 'interaction',
  },
);
