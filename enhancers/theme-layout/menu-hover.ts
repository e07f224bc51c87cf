import { defineEnhancerModule } from '../../src/enhancer';

/** A sub-menu stays open 500 ms after the pointer leaves it (spec §9). */
export const MENU_HOVER_DELAY_MS = 500;

/**
 * Drop-down menus (`.menu_main_nav`, `.menu_user_nav`): an item with a sub-menu gets `sfHover` while
 * the pointer is on it and for 500 ms after it leaves (so a slightly off diagonal move does not close
 * it), and while the keyboard focus is inside; Escape closes it and returns to its link.
 */
export default defineEnhancerModule({
  mount(menu, { signal }) {
    const items = Array.from(menu.querySelectorAll<HTMLElement>('li')).filter((item) => item.querySelector(':scope > ul'));
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    const linkOf = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > a');
    const setOpen = (item: HTMLElement, open: boolean) => {
      clearTimeout(timers.get(item));
      timers.delete(item);
      item.classList.toggle('sfHover', open);
      linkOf(item)?.setAttribute('aria-expanded', String(open));
      if (!open) return;
      // Opening one closes its siblings at once.
      for (const sibling of Array.from(item.parentElement?.children ?? [])) {
        if (sibling !== item && sibling instanceof HTMLElement && items.includes(sibling) && sibling.classList.contains('sfHover')) setOpen(sibling, false);
      }
    };
    for (const item of items) {
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
          if (!link || event.target === link) return;
          event.preventDefault();
          event.stopPropagation();
          link.focus();
          setOpen(item, false);
        },
        { signal },
      );
    }
    signal.addEventListener('abort', () => timers.forEach((timer) => clearTimeout(timer)));
    return () => {
      for (const item of items) {
        item.classList.remove('sfHover');
        for (const name of ['aria-haspopup', 'aria-expanded']) linkOf(item)?.removeAttribute(name);
      }
    };
  },
});
