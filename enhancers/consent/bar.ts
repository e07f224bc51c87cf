import { readCookie } from '../../src/cookies';
import { defineEnhancerModule } from '../../src/enhancer';
import { readConsentSettings } from '../../src/settings-consent';
import { saveConsent } from './save-consent';

/**
 * The consent bar: shown as the first thing in the body while no consent cookie exists; Accept
 * saves consent for everything. Its settings button is handled by the modal (one path for all openers).
 */
export default defineEnhancerModule({
  settings: () => readConsentSettings(),
  mount(element, { settings, signal, report }) {
    const bar = element as HTMLElement;
    if (readCookie(settings.cookieName) !== undefined) {
      bar.style.display = 'none';
      return;
    }
    const body = bar.ownerDocument.body;
    if (body.firstChild !== bar) body.prepend(bar);
    const serverDisplay = bar.style.display;
    bar.style.display = 'block';
    bar.addEventListener(
      'click',
      (event) => {
        const accept = (event.target as Element).closest('.wpgdprc-button--accept');
        if (!accept || !bar.contains(accept)) return;
        event.preventDefault();
        saveConsent(settings, 'all', accept, signal).catch(report);
      },
      { signal },
    );
    return () => {
      bar.style.display = serverDisplay;
    };
  },
});
