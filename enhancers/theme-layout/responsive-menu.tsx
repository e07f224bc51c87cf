import { useLayoutEffect, useState } from 'react';
import { ensureId } from '../../src/act-as-button';
import type { EnhancerModule } from '../../src/enhancer';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useActAsButton } from '../../src/use-act-as-button';
import { useServerEvent } from '../../src/use-server-event';
import { useSlidePanel } from '../../src/use-slide-panel';
import { isMobileLayout, watchLayout } from './layout-state';
import { menuCopy, showCurrentMenuItem, type MenuCopy, type MenuKind } from './responsive-menu-copy';
import { useResponsiveSubmenus } from './responsive-submenus';

/** jQuery's default slide duration. */
export const RESPONSIVE_MENU_SLIDE_MS = 400;

/** Follows the mobile layout (A's `body.responsive_menu`, which responsive-layout.ts sets on resize). */
function useMobileLayout(doc: Document): boolean {
  const [on, setOn] = useState(() => isMobileLayout(doc));
  useLayoutEffect(() => {
    const watching = new AbortController();
    const sync = () => setOn(isMobileLayout(doc));
    watchLayout(doc, sync, watching.signal);
    sync();
    return () => watching.abort();
  }, [doc]);
  return on;
}

function ResponsiveMenu({ element: button, copy, kind }: ServerMarkupProps & { copy: MenuCopy; kind: MenuKind }) {
  const { menu, place } = copy;
  const doc = button.ownerDocument;
  const panel = useSlidePanel(menu, false, RESPONSIVE_MENU_SLIDE_MS);
  const responsive = useMobileLayout(doc);

  // The copy is in the page while the component is mounted; the button names the current page, as the theme's does.
  useLayoutEffect(() => {
    place(menu);
    const restoreButton = showCurrentMenuItem(menu, kind, doc);
    return () => {
      menu.remove();
      restoreButton();
    };
  }, [menu, place, kind, doc]);
  useActAsButton(button, 'Menu');
  useLayoutEffect(() => {
    button.setAttribute('aria-controls', ensureId(menu, `menu-${kind}-responsive`));
    return () => {
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-expanded');
    };
  }, [button, menu, kind]);
  useLayoutEffect(() => {
    button.setAttribute('aria-expanded', String(panel.open));
  }, [button, panel.open]);
  // The side menu's button turns its arrow (icon-down, icon-up); the main menu's stays as printed.
  useLayoutEffect(() => {
    if (kind !== 'side' || !panel.open) return;
    const swap = (open: boolean) => {
      button.classList.toggle('icon-down', !open);
      button.classList.toggle('icon-up', open);
    };
    swap(true);
    return () => swap(false);
  }, [button, kind, panel.open]);
  useServerEvent(button, 'click', (event) => {
    event.preventDefault();
    panel.toggle();
  });
  // Leaving the mobile layout hides the main menu's copy (core.init.js's themerex_responsive_menu).
  const { setOpen } = panel;
  useLayoutEffect(() => {
    if (responsive) return;
    setOpen(false);
  }, [responsive, setOpen]);
  // The main menu's parents open their sub-menus only in the mobile layout; the side menu's always.
  useResponsiveSubmenus(menu, kind === 'side' || responsive);
  return null;
}

/**
 * A generation A responsive menu (core.init.js): a copy of `ul#menu_<kind>` without its id, class
 * `menu_<kind>_responsive`, placed where the theme puts it (the main menu's: at the end of the nav's
 * container; the side menu's: after the menu), hidden by the theme's CSS until its button slides it open
 * and closed. The theme's button names the current page. In the copy a parent's link slides its sub-menu
 * open and closed (`li.opened`) instead of following the link (responsive-submenus.ts).
 * The theme has two: the main menu (`.menu_main_responsive_button`) and the side menu
 * (`.sidebar_outer_menu_responsive_button`).
 */
function responsiveMenuCopy(kind: MenuKind): EnhancerModule {
  function ResponsiveMenuButton(props: ServerMarkupProps) {
    // The copy is the server's menu markup, cloned (not rendered): made once, detached, at the first render.
    const [copy] = useState(() => menuCopy(props.element.ownerDocument, kind));
    return copy ? <ResponsiveMenu {...props} copy={copy} kind={kind} /> : null;
  }
  return defineComponent(ResponsiveMenuButton);
}

export default responsiveMenuCopy('main');
export const sideResponsiveMenu = responsiveMenuCopy('side');
