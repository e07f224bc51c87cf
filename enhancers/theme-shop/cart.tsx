import { useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { ensureId } from '../../src/act-as-button';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { findThemeStorage } from '../../src/theme-storage';
import { useActAsButton } from '../../src/use-act-as-button';
import { useServerEvent } from '../../src/use-server-event';
import { useSlidePanel } from '../../src/use-slide-panel';
import { isDisplayed } from '../theme-widgets/dom/fade';
import { cartItemCount, cartTotal, itemsText } from './cart-totals';
import { useOwnedText } from './owned-text';
import { toggleMenuItem } from '../theme-shared/menu-item-toggle';
import { addedBeforeMount, cartDropdownOf, cartMenuItemOf, onAddedToCart } from './shop-parts';

/** jQuery's default slide duration. */
export const CART_SLIDE_MS = 400;

type Settings = ReturnType<typeof findThemeStorage>;

/** What the header shows after a refresh: the mini-cart's total and item count. */
interface Totals {
  summa: string | undefined;
  count: number;
}

/**
 * Cart in the top panel: after WooCommerce's `added_to_cart` (a jQuery event, or a DOM event when
 * there is no jQuery) the `.cart_summa` shows the mini-cart total and `.cart_items` the item count,
 * both rendered from state. The button is a keyboard button for the `.sidebar_cart` next to it: B's slides
 * it open and closed (Escape closes it too); A's is an item of the user menu, which opens it on hover and
 * focus and closes it on Escape (menu-hover.ts): a click or Enter opens it, or closes it when the pointer
 * is not on it, and never follows the button's `#`. Loads on first use or on the first `added_to_cart` (see at-rest.ts, which sets the
 * attributes at ready that the first render sets again).
 */
function Cart({ element: button, settings }: ServerMarkupProps<Settings>) {
  const doc = button.ownerDocument;
  const generation = settings?.generation ?? 'B';
  const parts = useMemo(
    () => ({
      totals: button.querySelector<HTMLElement>('.contact_cart_totals'),
      summa: button.querySelector<HTMLElement>('.cart_summa'),
      items: button.querySelector<HTMLElement>('.cart_items'),
      // The word A prints after its count ("3 items"), kept in the new text.
      itemsText: button.querySelector('.cart_items')?.textContent ?? '',
    }),
    [button],
  );
  const dropdown = useMemo(() => cartDropdownOf(button), [button]);
  const menuItem = useMemo(() => cartMenuItemOf(button, generation), [button, generation]);
  const [totals, setTotals] = useState<Totals | undefined>(undefined);
  // B's dropdown is the button's to slide; A's is the menu's.
  const panel = useSlidePanel(menuItem ? null : dropdown, () => !menuItem && !!dropdown && isDisplayed(dropdown), CART_SLIDE_MS);

  useLayoutEffect(() => {
    const { totals: live } = parts;
    if (!live || live.hasAttribute('aria-live')) return;
    live.setAttribute('aria-live', 'polite');
    return () => live.removeAttribute('aria-live');
  }, [parts]);

  useLayoutEffect(() => {
    // A mini-cart without a total leaves the total shown as it was.
    const refresh = () => flushSync(() => setTotals((previous) => ({ summa: cartTotal(doc) ?? previous?.summa, count: cartItemCount(doc) })));
    // WooCommerce swaps in the new mini-cart in its own handler of the same event: read after it.
    const onAdded = () => {
      setTimeout(refresh, 0);
    };
    // Heard by the at-rest part before this mounted (it is what woke this): refresh now.
    if (addedBeforeMount.delete(button)) onAdded();
    return onAddedToCart(doc, onAdded);
  }, [doc, button]);

  const summaText = totals?.summa;
  const itemsShown = totals && parts.items ? itemsText(generation, totals.count, parts.itemsText) : undefined;
  useLayoutEffect(() => {
    if (summaText !== undefined && parts.summa) button.setAttribute('data-summa', summaText);
  }, [button, parts, summaText]);
  useLayoutEffect(() => {
    if (totals && parts.items) button.setAttribute('data-items', String(totals.count));
  }, [button, parts, totals]);

  // The button is a keyboard button controlling the dropdown.
  useActAsButton(dropdown ? button : null, 'Cart');
  useLayoutEffect(() => {
    if (!dropdown) return;
    button.setAttribute('aria-controls', ensureId(dropdown, 'sidebar-cart'));
    return () => {
      button.removeAttribute('aria-controls');
      if (!menuItem) button.removeAttribute('aria-expanded');
    };
  }, [button, dropdown, menuItem]);
  useLayoutEffect(() => {
    if (dropdown && !menuItem) button.setAttribute('aria-expanded', String(panel.open));
  }, [button, dropdown, menuItem, panel.open]);
  useServerEvent(dropdown ? button : null, 'click', (event) => {
    event.preventDefault();
    // A pointer on the item has opened it: its click leaves it open.
    if (menuItem) toggleMenuItem(menuItem, menuItem.matches(':hover') || undefined);
    else panel.toggle();
  });
  useServerEvent(menuItem ? null : dropdown, 'keydown', (event) => {
    if (event.key !== 'Escape' || !panel.open) return;
    panel.setOpen(false);
    button.focus();
  });

  const summaPortal = useOwnedText(parts.summa, summaText);
  const itemsPortal = useOwnedText(parts.items, itemsShown);
  return (
    <>
      {summaPortal}
      {itemsPortal}
    </>
  );
}

export default defineComponent(Cart, { settings: () => findThemeStorage() });
