// The WooCommerce additions: one chunk.
import cart from './cart';
import quantity from './quantity';
import shopMode from './shop-mode';

export const modules = { cart, quantity, 'shop-mode': shopMode };
