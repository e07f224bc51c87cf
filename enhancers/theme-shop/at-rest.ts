// The shop's state at rest, set at ready by plain code while the components (shop.ts) wait for first use.
// Each component's first render sets the same again (it adopts it), so nothing changes when it mounts.
import { actAsButton, ensureId } from '../../src/act-as-button';
import { defineEnhancerModule, wakeEnhancers } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { isDisplayed } from '../theme-widgets/dom/fade';
import { addedBeforeMount, cartDropdownOf, cartMenuItemOf, modeInputOf, modeLabel, modeLinks, modeOf, onAddedToCart, quantityInput, STEPPERS } from './shop-parts';

/**
 * The header cart: its totals a polite live region; its button a keyboard button controlling the
 * mini-cart dropdown, collapsed (or expanded, as the server shows it; A's, an item of the user menu, says
 * so through the menu). The header follows WooCommerce's
 * `added_to_cart` from the start: the first one wakes the cart's component, which then refreshes from the
 * mini-cart.
 */
const cart = defineEnhancerModule({
  mount(element) {
    const button = element as HTMLElement;
    const doc = button.ownerDocument;
    const undo: (() => void)[] = [];
    const live = button.querySelector('.contact_cart_totals');
    if (live && !live.hasAttribute('aria-live')) {
      live.setAttribute('aria-live', 'polite');
      undo.push(() => live.removeAttribute('aria-live'));
    }
    const dropdown = cartDropdownOf(button);
    if (dropdown) {
      undo.push(actAsButton(button, 'Cart'));
      button.setAttribute('aria-controls', ensureId(dropdown, 'sidebar-cart'));
      // A's menu item says it itself (menu-hover.ts).
      if (!cartMenuItemOf(button, findThemeStorage()?.generation ?? 'B')) button.setAttribute('aria-expanded', String(isDisplayed(dropdown)));
      undo.push(() => {
        button.removeAttribute('aria-controls');
        button.removeAttribute('aria-expanded');
      });
    }
    const stop = onAddedToCart(doc, () => {
      stop();
      addedBeforeMount.add(button);
      wakeEnhancers(button);
    });
    undo.push(stop);
    return () => undo.forEach((restore) => restore());
  },
});

/**
 * WooCommerce quantity fields: the original appends `<span class="q_inc"></span><span class="q_dec"></span>`
 * at load; they are there at once (unless the server printed them), keyboard buttons controlling the field.
 * Their stepping loads on first use (quantity.tsx).
 */
const quantity = defineEnhancerModule({
  mount(wrap) {
    const input = quantityInput(wrap);
    if (!input) return;
    const undo = STEPPERS.map(({ className, label }) => {
      let stepper = wrap.querySelector<HTMLElement>(`:scope > .${className}`);
      const created = !stepper;
      if (!stepper) {
        stepper = wrap.ownerDocument.createElement('span');
        stepper.className = className;
        wrap.append(stepper);
      }
      const element = stepper;
      element.setAttribute('aria-controls', ensureId(input, 'quantity'));
      const restore = actAsButton(element, label);
      return () => {
        restore();
        element.removeAttribute('aria-controls');
        if (created) element.remove();
      };
    });
    return () => undo.forEach((restore) => restore());
  },
});

/** Shop view switch: the thumbs and list links are keyboard buttons, the current mode's pressed. */
const shopMode = defineEnhancerModule({
  mount(buttons) {
    const prefix = findThemeStorage()?.prefix ?? 'themerex';
    const undo = modeLinks(buttons).map((link) => {
      const restore = actAsButton(link, modeLabel(link));
      link.setAttribute('aria-pressed', String(modeInputOf(link, prefix)?.value === modeOf(link)));
      return () => {
        restore();
        link.removeAttribute('aria-pressed');
      };
    });
    return () => undo.forEach((restore) => restore());
  },
});

export const modules = { 'cart-at-rest': cart, 'quantity-at-rest': quantity, 'shop-mode-at-rest': shopMode };
