// What the shop's at-rest parts (at-rest.ts, plain, at ready) and its components (loaded on first use)
// both need: no React here, so the at-rest chunk stays small.

/** The quantity steppers, in the order the original appends them. */
export const STEPPERS = [
  { className: 'q_inc', label: 'Increase quantity', direction: 1 },
  { className: 'q_dec', label: 'Decrease quantity', direction: -1 },
] as const;

/** The quantity wrapper's number field. */
export const quantityInput = (wrap: Element): HTMLInputElement | null => wrap.querySelector<HTMLInputElement>('input.qty, input[type="number"]');

export type ShopMode = 'thumbs' | 'list';

/** The shop-mode links. */
export const modeLinks = (buttons: Element): HTMLElement[] => Array.from(buttons.querySelectorAll<HTMLElement>('a.woocommerce_thumbs, a.woocommerce_list'));

export const modeOf = (link: Element): ShopMode => (link.classList.contains('woocommerce_thumbs') ? 'thumbs' : 'list');

/** The mode input of a link's form: `{prefix}_shop_mode`, else the form's first input. */
export function modeInputOf(link: Element, prefix: string): HTMLInputElement | null {
  const form = link.closest('form');
  return form?.querySelector<HTMLInputElement>(`input[name="${prefix}_shop_mode"]`) ?? form?.querySelector<HTMLInputElement>('input') ?? null;
}

/** The keyboard name of a shop-mode link: its title, else its mode. */
export const modeLabel = (link: Element): string => link.getAttribute('title') ?? modeOf(link);

/** The mini-cart dropdown: the `.sidebar_cart` next to the header's cart button (B's `div`, A's `ul`). */
export const cartDropdownOf = (button: Element): HTMLElement | null =>
  (Array.from(button.parentElement?.children ?? []).find((sibling) => sibling.classList.contains('sidebar_cart')) as HTMLElement | undefined) ?? null;

/**
 * A's cart is an item of the user menu (`li.menu_user_cart`, its dropdown a sub-menu): the drop-down menu
 * (menu-hover.ts) opens and closes it, on hover and focus as superfish does. B's button slides its own.
 */
export const cartMenuItemOf = (button: Element, generation: 'A' | 'B'): HTMLElement | null =>
  generation === 'A' && button.parentElement?.matches('.menu_user_nav li') ? button.parentElement : null;

interface JQueryOn {
  (target: EventTarget): { on(name: string, handler: () => void): unknown; off(name: string, handler: () => void): unknown };
}

/**
 * Listens to WooCommerce's `added_to_cart` on the body: a jQuery event (jQuery handlers also receive DOM
 * events of the same name), or a DOM event when the page has no jQuery. Returns the undo.
 */
export function onAddedToCart(doc: Document, handler: () => void): () => void {
  const jQuery = (doc.defaultView as unknown as { jQuery?: JQueryOn }).jQuery;
  if (typeof jQuery === 'function') {
    jQuery(doc.body).on('added_to_cart', handler);
    return () => void jQuery(doc.body).off('added_to_cart', handler);
  }
  doc.body.addEventListener('added_to_cart', handler);
  return () => doc.body.removeEventListener('added_to_cart', handler);
}

/** Header cart buttons that heard `added_to_cart` before their component mounted: it refreshes at mount. */
export const addedBeforeMount = new WeakSet<Element>();
