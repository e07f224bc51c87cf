import { defineEnhancerModule } from '../../src/enhancer';
import { fadeIn, fadeOut } from '../theme-widgets/dom/fade';
import { drawer } from './drawer';

/** jQuery's default fade duration for the overlay. */
export const PUSHY_OVERLAY_FADE_MS = 400;

/**
 * B pushy side menu `.pushy`: `.menu_pushy_button` opens it (`body.pushy-active`, `.site-overlay`
 * fades in); `.close-pushy` and the overlay close it.
 */
export default defineEnhancerModule({
  mount(panel, { signal }) {
    const doc = panel.ownerDocument;
    const overlay = doc.querySelector<HTMLElement>('.site-overlay');
    const close = panel.querySelector<HTMLElement>('.close-pushy');
    if (close && !close.textContent?.trim()) close.setAttribute('aria-label', 'Close menu');
    const menu = drawer({
      panel: panel as HTMLElement,
      toggles: Array.from(doc.querySelectorAll<HTMLElement>('.menu_pushy_button')),
      closers: [close, overlay].filter((element): element is HTMLElement => !!element),
      label: 'Menu',
      show: () => {
        doc.body.classList.add('pushy-active');
        if (overlay) fadeIn(overlay, PUSHY_OVERLAY_FADE_MS);
      },
      hide: () => {
        doc.body.classList.remove('pushy-active');
        if (overlay) fadeOut(overlay, PUSHY_OVERLAY_FADE_MS);
      },
      signal,
    });
    return () => {
      menu.restore();
      close?.removeAttribute('aria-label');
    };
  },
});
