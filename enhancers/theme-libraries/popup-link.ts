import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { afterOnDemand } from '../../src/on-demand-scripts';
import { callPlugin } from './jquery-plugin';

interface MagnificContext {
  st: { mainClass?: string };
}

/**
 * `[trx_button popup="yes"]` (`.sc_popup_link`, its `href` the popup's `#id`) opens the popup inline in Magnific
 * Popup, with the options of the theme's shortcodes script. Generation B's also told the theme's hidden-elements
 * handlers about the popup once open (its shortcodes inside are ours: the lifecycle starts them once shown).
 */
export default defineEnhancerModule({
  mount(element) {
    return afterOnDemand('lightbox', element, startPopup);
  },
});

function startPopup(element: Element): void {
  if (element.classList.contains('inited')) return;
  const href = element.getAttribute('href') ?? '';
  const revealed = findThemeStorage()?.generation === 'B';
  const options = {
    type: 'inline',
    removalDelay: 500,
    midClick: true,
    callbacks: {
      beforeOpen(this: MagnificContext) {
        this.st.mainClass = 'mfp-zoom-in';
      },
      open() {
        const popup = revealed && href.startsWith('#') && href.length > 1 ? element.ownerDocument.getElementById(href.slice(1)) : null;
        // Loaded on open: it shares the widgets' file (their renderer), which a page of image links need not fetch.
        if (popup) void import('../../src/revealed-to-theme').then(({ revealedToTheme }) => revealedToTheme(popup));
      },
      close() {},
    },
  };
  if (callPlugin(element, 'magnificPopup', options)) element.classList.add('inited');
}
