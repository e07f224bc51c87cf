import { actAsButton } from '../../src/act-as-button';
import { defineEnhancerModule } from '../../src/enhancer';
import { isDisplayed, stopEffect } from '../theme-widgets/dom/fade';
import { slideDown, slideUp } from '../theme-widgets/dom/slide';

/** jQuery's default slide duration, which core.init.js's slideDown/slideUp use. */
export const MOBILE_SUBMENU_SLIDE_MS = 400;

const hasChildren = (item: Element | null): item is HTMLElement =>
  !!item && (item.classList.contains('menu-item-has-children') || item.classList.contains('has_children'));

/**
 * B's mobile menu (`.header_mobile .menu_main_nav`, printed with every sub-menu hidden): as DiveIt's
 * core.init.js does, each parent link gets an `.open_child_menu` arrow, and a click on a parent's link
 * or arrow slides its sub-menu down (`li.opened`, the open siblings slide up) or up again. A click on
 * the arrow, or on a `href="#"` link, does not follow the link. For the keyboard, a `#` link toggles as
 * a disclosure button; where the link goes somewhere, the arrow is the button.
 */
export default defineEnhancerModule({
  mount(menu, { signal }) {
    const doc = menu.ownerDocument;
    const parents = Array.from(menu.querySelectorAll<HTMLElement>('li')).filter(
      (item) => hasChildren(item) && item.querySelector(':scope > a') && item.querySelector(':scope > ul'),
    );
    const undo: (() => void)[] = [];
    const controlOf = new Map<HTMLElement, HTMLElement>();
    for (const item of parents) {
      const link = item.querySelector<HTMLAnchorElement>(':scope > a')!;
      const arrow = doc.createElement('span');
      arrow.className = 'open_child_menu';
      link.prepend(arrow);
      undo.push(() => arrow.remove());
      // A `#` link only toggles: it is the disclosure button. Otherwise the arrow is.
      const control = link.getAttribute('href') === '#' ? link : arrow;
      if (control === arrow) undo.push(actAsButton(arrow, 'Submenu'));
      else {
        arrow.setAttribute('aria-hidden', 'true');
        undo.push(actAsButton(link));
      }
      control.setAttribute('aria-expanded', String(item.classList.contains('opened')));
      undo.push(() => control.removeAttribute('aria-expanded'));
      controlOf.set(item, control);
    }
    const setOpen = (item: HTMLElement, open: boolean) => {
      const list = item.querySelector<HTMLElement>(':scope > ul');
      if (!list) return;
      stopEffect(list);
      if (open) slideDown(list, MOBILE_SUBMENU_SLIDE_MS);
      else slideUp(list, MOBILE_SUBMENU_SLIDE_MS);
      item.classList.toggle('opened', open);
      controlOf.get(item)?.setAttribute('aria-expanded', String(open));
    };
    menu.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const arrow = target.closest?.('.open_child_menu');
        const link = target.closest?.<HTMLAnchorElement>('li a');
        if (!link || !menu.contains(link)) return;
        const item = link.parentElement;
        if (hasChildren(item) && parents.includes(item)) {
          if (isDisplayed(item.querySelector<HTMLElement>(':scope > ul')!)) setOpen(item, false);
          else {
            // The open sub-menus beside this item and beside each item around it close.
            for (let level: Element | null = item; level && menu.contains(level); level = level.parentElement?.closest('li') ?? null) {
              for (const sibling of Array.from(level.parentElement?.children ?? [])) {
                if (sibling === level || !(sibling instanceof HTMLElement)) continue;
                for (const open of [sibling, ...Array.from(sibling.querySelectorAll<HTMLElement>('li.opened'))]) if (open.classList.contains('opened')) setOpen(open, false);
              }
            }
            setOpen(item, true);
          }
        }
        if (arrow || link.getAttribute('href') === '#') event.preventDefault();
      },
      { signal },
    );
    return () => {
      undo.forEach((step) => step());
      for (const item of parents) {
        item.classList.remove('opened');
        const list = item.querySelector<HTMLElement>(':scope > ul');
        if (list) {
          stopEffect(list);
          list.style.removeProperty('display');
        }
      }
    };
  },
});
