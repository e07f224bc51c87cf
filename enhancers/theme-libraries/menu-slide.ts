import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage, themeStorage } from '../../src/theme-storage';
import { callPlugin } from './jquery-plugin';

/**
 * A started the slide in its ready actions, before its resize actions showed the menu bar (`menu_show` on the
 * panel): the slide's marker (`li#blob`) was measured on the hidden bar and keeps no size. Started the same way.
 */
function beforeTheBarShows(menu: Element, start: () => void): void {
  const panel = menu.closest('.top_panel_wrap');
  const shown = panel?.classList.contains('menu_show') ?? false;
  panel?.classList.remove('menu_show');
  try {
    start();
  } finally {
    if (shown) panel?.classList.add('menu_show');
  }
}

/** B starts the slide half a second after ready, once the menu has its final width. */
const B_DELAY_MS = 500;

/**
 * The main menu's sliding hover (jquery.slidemenu.js, `spasticNav`), with each generation's options: A when
 * `menu_slider` is on (the second accent colour), B for `menu_hover` `slide_line` or `slide_box` (the hover accent).
 * The definition starts it only where the theme's setting asks for it.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const storage = themeStorage() ?? {};
    if (findThemeStorage()?.generation === 'A') {
      beforeTheBarShows(element, () => callPlugin(element, 'spasticNav', { color: storage['accent2_color'] }));
      return;
    }
    const win = element.ownerDocument.defaultView ?? window;
    const timer = win.setTimeout(() => {
      callPlugin(element, 'spasticNav', {
        style: storage['menu_hover'] === 'slide_line' ? 'line' : 'box',
        color: storage['accent1_hover'],
        colorOverride: false,
      });
    }, B_DELAY_MS);
    signal.addEventListener('abort', () => win.clearTimeout(timer));
  },
});
