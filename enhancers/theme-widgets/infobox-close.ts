import { defineEnhancerModule } from '../../src/enhancer';
import { slideUp } from './dom/slide';

/** jQuery's default slideUp duration. */
export const INFOBOX_SLIDE_MS = 400;

/**
 * Closeable info box `.sc_infobox_closeable`: a click slides it up. For keyboard users a transparent
 * close button sits over the theme's drawn "✕" (the box itself holds text, so it is not a button).
 */
export default defineEnhancerModule({
  mount(box, { signal }) {
    const element = box as HTMLElement;
    const button = element.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'sc_infobox_close';
    button.setAttribute('aria-label', 'Close');
    Object.assign(button.style, { position: 'absolute', top: '0', right: '0', width: '2.5em', height: '100%', padding: '0', border: '0', background: 'transparent', cursor: 'pointer' });
    element.append(button);
    element.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest?.('a') && event.target !== button) return; // a link inside: follow it
        slideUp(element, INFOBOX_SLIDE_MS);
      },
      { signal },
    );
    return () => button.remove();
  },
});
