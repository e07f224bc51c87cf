import { defineEnhancerModule } from '../../src/enhancer';
import { headerHeight } from './layout-state';
import { animateScroll } from './smooth-scroll';

/** jQuery's `slow`. */
export const SCROLL_TO_TOP_MS = 600;

/**
 * `.scroll_to_top`: shown (`show`) once the page is scrolled past the header's height; a click
 * scrolls back to the top. While hidden it is out of the Tab order. Plain DOM, like the fixed header:
 * a class that follows the scroll position on every theme page from the start creates no UI, and a
 * component here would put Preact on every page's start for it.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const button = element as HTMLElement;
    const doc = button.ownerDocument;
    const win = doc.defaultView;
    if (!win) return;
    const saved = { tabindex: button.getAttribute('tabindex'), hidden: button.getAttribute('aria-hidden') };
    const update = () => {
      const show = win.scrollY > headerHeight(doc);
      button.classList.toggle('show', show);
      if (show) {
        button.removeAttribute('aria-hidden');
        button.removeAttribute('tabindex');
      } else {
        button.setAttribute('aria-hidden', 'true');
        button.tabIndex = -1;
      }
    };
    update();
    win.addEventListener('scroll', update, { signal, passive: true });
    win.addEventListener('resize', update, { signal });
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        animateScroll(win, 0, SCROLL_TO_TOP_MS);
      },
      { signal },
    );
    return () => {
      button.classList.remove('show');
      for (const [name, value] of [['tabindex', saved.tabindex], ['aria-hidden', saved.hidden]] as const) {
        if (value === null) button.removeAttribute(name);
        else button.setAttribute(name, value);
      }
    };
  },
});
