import { defineEnhancerModule, type EnhancerModule } from '../../src/enhancer';
import { slideDown, slideUp } from '../theme-widgets/dom/slide';
import { actAsButton, ensureId } from '../../src/act-as-button';

/** jQuery's default slide duration. */
export const RESPONSIVE_MENU_SLIDE_MS = 400;

/**
 * A generation A responsive menu: in the mobile layout `.menu_<kind>_responsive_button` opens a copy of
 * `#menu_<kind>`, `ul.menu_<kind>_responsive`, placed after the menu's nav (made once, ids removed); the
 * button slides it open and closed. The theme has two: the main menu and the side menu.
 */
function responsiveMenuCopy(kind: 'main' | 'side'): EnhancerModule {
  return defineEnhancerModule({
    mount(button, { signal }) {
      const doc = button.ownerDocument;
      const source = doc.getElementById(`menu_${kind}`);
      if (!source) return;
      let copy = doc.querySelector<HTMLElement>(`.menu_${kind}_responsive`);
      const made = !copy;
      if (!copy) {
        copy = source.cloneNode(true) as HTMLElement;
        copy.removeAttribute('id');
        for (const element of Array.from(copy.querySelectorAll('[id]'))) element.removeAttribute('id');
        copy.className = `menu_${kind}_responsive`;
        copy.style.display = 'none';
        (source.closest('nav') ?? source).after(copy);
      }
      const menu = copy;
      const restore = actAsButton(button as HTMLElement, 'Menu');
      button.setAttribute('aria-controls', ensureId(menu, `menu-${kind}-responsive`));
      button.setAttribute('aria-expanded', 'false');
      button.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          const opening = button.getAttribute('aria-expanded') !== 'true';
          button.classList.toggle('opened', opening);
          button.setAttribute('aria-expanded', String(opening));
          (opening ? slideDown : slideUp)(menu, RESPONSIVE_MENU_SLIDE_MS);
        },
        { signal },
      );
      return () => {
        restore();
        button.removeAttribute('aria-controls');
        button.removeAttribute('aria-expanded');
        if (made) menu.remove();
      };
    },
  });
}

export default responsiveMenuCopy('main');
export const sideResponsiveMenu = responsiveMenuCopy('side');
