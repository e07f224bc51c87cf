// A drop-down menu item (superfish's `li` with a sub-menu; menu-hover.ts owns its open state) opened or
// closed from another enhancer: A's header cart button, whose mini-cart is such a sub-menu.

export const MENU_ITEM_TOGGLE = 'enhance:menu-item-toggle';

/** Asks the menu to open or close the item (toggle when `open` is left out). */
export function toggleMenuItem(item: Element, open?: boolean): void {
  item.dispatchEvent(new CustomEvent<boolean | undefined>(MENU_ITEM_TOGGLE, { detail: open }));
}
