import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage, themeStorage } from '../../src/theme-storage';
import { MENU_ITEM_TOGGLE } from '../theme-shared/menu-item-toggle';
import { fadeIn, fadeOut, stopEffect } from '../theme-widgets/dom/fade';
import { isMobileLayout, watchLayout } from './layout-state';

/** A sub-menu stays open 500 ms after the pointer leaves it (spec §9). */
export const MENU_HOVER_DELAY_MS = 500;

/** What superfish's init adds to the menu (`inited` is the theme's own mark of it). */
const MENU_CLASSES = ['inited', 'sf-js-enabled', 'sf-arrows'];
/** ... and to the link of each item with a sub-menu. */
const PARENT_LINK_CLASS = 'sf-with-ul';

/** Superfish's fade: 500 ms with the theme's CSS animations on, else 200 ms (core.init.js). */
const fadeMs = (cssAnimation: boolean): number => (cssAnimation ? 500 : 200);

/**
 * Drop-down menus (`.menu_main_nav`, `.menu_user_nav`): an item with a sub-menu gets `sfHover` while
 * the pointer is on it and for 500 ms after it leaves (so a slightly off diagonal move does not close
 * it), and while the keyboard focus is inside; Escape closes it and returns to its link. As superfish
 * does, the sub-menu itself fades in and out by its inline `display`/opacity (the theme's CSS hides
 * `li ul` and has no rule that shows it), with the `animated fast <menu_animation_in|out>` classes. The
 * menu has superfish's classes (`sf-js-enabled sf-arrows`, the theme's `inited`, `sf-with-ul` on parent links)
 * while it works as a drop-down menu: A's main menu not in the mobile layout (`body.responsive_menu`, where
 * its CSS hides it and core.init.js destroys superfish on it), every other menu always. Escape on an open
 * item's own link closes it too; another enhancer may open or close an item (menu-item-toggle.ts).
 */
export default defineEnhancerModule({
  mount(menu, { signal }) {
    // B's mobile menu has no drop-downs: its sub-menus slide open on a click (mobile-submenus.ts).
    if (menu.closest('.header_mobile')) return;
    const items = Array.from(menu.querySelectorAll<HTMLElement>('li')).filter((item) => item.querySelector(':scope > ul'));
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    const linkOf = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > a');
    const storage = themeStorage(menu.ownerDocument.defaultView ?? window) ?? {};
    const cssAnimation = !!storage.css_animation && storage.css_animation !== '0';
    const animationIn = String(storage.menu_animation_in ?? '').split(/\s+/).filter(Boolean);
    const animationOut = String(storage.menu_animation_out ?? '').split(/\s+/).filter(Boolean);
    const animate = (submenu: HTMLElement, add: string[], remove: string[]) => {
      if (!cssAnimation || !add.length) return;
      submenu.classList.remove('animated', 'fast', ...remove);
      submenu.classList.add('animated', 'fast', ...add);
    };
    const submenuOf = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > ul');
    const showSubmenu = (item: HTMLElement, open: boolean) => {
      const submenu = submenuOf(item);
      if (!submenu) return;
      stopEffect(submenu);
      if (open) {
        placeNested(item, submenu);
        animate(submenu, animationIn, animationOut);
        fadeIn(submenu, fadeMs(cssAnimation));
      } else if (submenu.style.display !== 'none') {
        animate(submenu, animationOut, animationIn);
        fadeOut(submenu, fadeMs(cssAnimation));
      }
    };
    const setOpen = (item: HTMLElement, open: boolean) => {
      clearTimeout(timers.get(item));
      timers.delete(item);
      const changed = item.classList.contains('sfHover') !== open;
      item.classList.toggle('sfHover', open);
      linkOf(item)?.setAttribute('aria-expanded', String(open));
      if (changed) showSubmenu(item, open);
      if (!open) {
        // Superfish closes the open items inside with it.
        for (const inner of items) if (inner !== item && item.contains(inner) && inner.classList.contains('sfHover')) setOpen(inner, false);
        return;
      }
      // Opening one closes its siblings at once.
      for (const sibling of Array.from(item.parentElement?.children ?? [])) {
        if (sibling !== item && sibling instanceof HTMLElement && items.includes(sibling) && sibling.classList.contains('sfHover')) setOpen(sibling, false);
      }
    };
    const doc = menu.ownerDocument;
    const responsiveOff = menu.classList.contains('menu_main_nav') && findThemeStorage(menu.ownerDocument.defaultView ?? window)?.generation === 'A';
    const parentLinks = items.map(linkOf).filter((link): link is HTMLElement => !!link);
    const hadClasses = MENU_CLASSES.filter((name) => menu.classList.contains(name));
    const hadLinkClass = parentLinks.filter((link) => link.classList.contains(PARENT_LINK_CLASS));
    let inited: boolean | undefined;
    const syncInited = () => {
      const wanted = !(responsiveOff && isMobileLayout(doc));
      if (wanted === inited) return;
      inited = wanted;
      for (const name of MENU_CLASSES) menu.classList.toggle(name, inited);
      for (const link of parentLinks) link.classList.toggle(PARENT_LINK_CLASS, inited);
      if (!inited) for (const item of items) if (item.classList.contains('sfHover')) setOpen(item, false);
    };
    syncInited();
    if (responsiveOff) watchLayout(doc, syncInited, signal);
    for (const item of items) {
      item.addEventListener(
        MENU_ITEM_TOGGLE,
        (event) => {
          if (event.target !== item) return;
          const wanted = (event as CustomEvent<boolean | undefined>).detail;
          setOpen(item, wanted ?? !item.classList.contains('sfHover'));
        },
        { signal },
      );
      linkOf(item)?.setAttribute('aria-haspopup', 'true');
      linkOf(item)?.setAttribute('aria-expanded', 'false');
      item.addEventListener('mouseenter', () => setOpen(item, true), { signal });
      item.addEventListener(
        'mouseleave',
        () => {
          clearTimeout(timers.get(item));
          timers.set(item, setTimeout(() => setOpen(item, false), MENU_HOVER_DELAY_MS));
        },
        { signal },
      );
      item.addEventListener('focusin', () => setOpen(item, true), { signal });
      item.addEventListener(
        'focusout',
        (event) => {
          if (!item.contains((event as FocusEvent).relatedTarget as Node | null)) setOpen(item, false);
        },
        { signal },
      );
      item.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Escape' || !item.classList.contains('sfHover')) return;
          const link = linkOf(item);
          if (!link) return;
          event.preventDefault();
          event.stopPropagation();
          if (event.target !== link) link.focus();
          setOpen(item, false);
        },
        { signal },
      );
    }
    signal.addEventListener('abort', () => timers.forEach((timer) => clearTimeout(timer)));
    return () => {
      for (const name of MENU_CLASSES) menu.classList.toggle(name, hadClasses.includes(name));
      for (const link of parentLinks) link.classList.toggle(PARENT_LINK_CLASS, hadLinkClass.includes(link));
      for (const item of items) {
        item.classList.remove('sfHover');
        const submenu = submenuOf(item);
        if (submenu) {
          stopEffect(submenu);
          submenu.style.removeProperty('display');
          submenu.style.removeProperty('opacity');
          submenu.classList.remove('animated', 'fast', ...animationIn, ...animationOut);
        }
        for (const name of ['aria-haspopup', 'aria-expanded']) linkOf(item)?.removeAttribute(name);
      }
    };
  },
});

/**
 * A sub-menu of a sub-menu opens to the left when it would pass the window's right edge (less 20 px)
 * and there is room on the left: `submenu_left` (core.init.js's onBeforeShow).
 */
function placeNested(item: HTMLElement, submenu: HTMLElement): void {
  const parentList = item.parentElement;
  const win = item.ownerDocument.defaultView;
  if (!parentList || !win || !parentList.closest('li')) return;
  const parentBox = parentList.getBoundingClientRect();
  const width = submenu.offsetWidth || parseFloat(win.getComputedStyle(submenu).width) || 0;
  const left = parentBox.left + win.scrollX;
  submenu.classList.toggle('submenu_left', left + parentBox.width + width > win.innerWidth - 20 && left - width > 0);
}
