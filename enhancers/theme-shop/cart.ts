import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { isDisplayed } from '../theme-widgets/dom/fade';
import { actAsButton, ensureId } from '../../src/act-as-button';
import { slideDown, slideUp } from '../theme-widgets/dom/slide';
import { cartItemCount, cartTotal, itemsText } from './cart-totals';

/** jQuery's default slide duration. */
export const CART_SLIDE_MS = 400;

interface JQueryOn {
  (target: EventTarget): { on(name: string, handler: () => void): unknown; off(name: string, handler: () => void): unknown };
}

/**
 * Cart in the top panel: after WooCommerce's `added_to_cart` (a jQuery event, or a DOM event when
 * there is no jQuery) the `.cart_summa` shows the mini-cart total and `.cart_items` the item count.
 * B: the button opens and closes the `.sidebar_cart` next to it (Escape closes it too).
 */
export default defineEnhancerModule({
  settings: () => findThemeStorage(),
  mount(element, { settings, signal }) {
    const button = element as HTMLElement;
    const doc = button.ownerDocument;
    const generation = settings?.generation ?? 'B';
    const totals = button.querySelector<HTMLElement>('.contact_cart_totals');
    if (totals && !totals.hasAttribute('aria-live')) totals.setAttribute('aria-live', 'polite');

    const refresh = () => {
      const total = cartTotal(doc);
      const summa = button.querySelector('.cart_summa');
      if (summa && total !== undefined) {
        summa.textContent = total;
        button.setAttribute('data-summa', total);
      }
      const items = button.querySelector('.cart_items');
      if (items) {
        const count = cartItemCount(doc);
        items.textContent = itemsText(generation, count, items.textContent ?? '');
        button.setAttribute('data-items', String(count));
      }
    };
    // WooCommerce swaps in the new mini-cart in its own handler of the same event: read after it.
    const onAdded = () => {
      setTimeout(refresh, 0);
    };
    const jQuery = (doc.defaultView as unknown as { jQuery?: JQueryOn }).jQuery;
    if (typeof jQuery === 'function') {
      // jQuery handlers also receive DOM events of the same name.
      jQuery(doc.body).on('added_to_cart', onAdded);
      signal.addEventListener('abort', () => jQuery(doc.body).off('added_to_cart', onAdded));
    } else {
      doc.body.addEventListener('added_to_cart', onAdded, { signal });
    }

    const dropdown = Array.from(button.parentElement?.children ?? []).find((sibling) => sibling.classList.contains('sidebar_cart')) as HTMLElement | undefined;
    if (generation !== 'B' || !dropdown) return () => totals?.removeAttribute('aria-live');
    const restore = actAsButton(button, 'Cart');
    button.setAttribute('aria-controls', ensureId(dropdown, 'sidebar-cart'));
    button.setAttribute('aria-expanded', String(isDisplayed(dropdown)));
    const isOpen = () => button.getAttribute('aria-expanded') === 'true';
    const set = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      (open ? slideDown : slideUp)(dropdown, CART_SLIDE_MS);
    };
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        set(!isOpen());
      },
      { signal },
    );
    dropdown.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !isOpen()) return;
        set(false);
        button.focus();
      },
      { signal },
    );
    return () => {
      restore();
      totals?.removeAttribute('aria-live');
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-expanded');
    };
  },
});
