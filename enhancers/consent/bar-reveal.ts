import { readCookie } from '../../src/cookies';
import { defineEnhancerModule } from '../../src/enhancer';
import { readConsentSettings } from '../../src/settings-consent';

/**
 * The consent bar's place and visibility as the page opens: shown as the first thing in the body while no
 * consent cookie exists, hidden otherwise. A one-time change with neither UI nor state, so plain DOM at
 * ready; the bar's Accept (`bar.tsx`) loads when the visitor uses the bar.
 */
export default defineEnhancerModule({
  settings: () => readConsentSettings(),
  mount(element, { settings }) {
    const bar = element as HTMLElement;
    const serverDisplay = bar.style.display;
    if (readCookie(settings.cookieName) !== undefined) {
      bar.style.display = 'none';
    } else {
      const body = bar.ownerDocument.body;
      if (body.firstChild !== bar) body.prepend(bar);
      bar.style.display = 'block';
    }
    return () => {
      bar.style.display = serverDisplay;
    };
  },
});
