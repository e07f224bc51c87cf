import type { FeedState } from './feed-state';
import { checkConsent } from './prepare-feed';
import { later } from './reveal';

/** Clicks in Cookie Notice's or WebToffee's bar, after which consent is asked again 1 s later. */
const CONSENT_BARS = '#cookie-notice a, #cookie-law-info-bar a, .cli-user-preference-checkbox';

/**
 * Asks for consent again when a consent plugin says it changed (afterConsentToggled): Cookiebot's and
 * Complianz's acceptance give it, Complianz's revocation and Borlabs' save ask anew, and 1 s after a click
 * in Cookie Notice's or WebToffee's bar. `granted` runs when consent is then given.
 */
export function watchConsent(state: FeedState, signal: AbortSignal, granted: () => void, win: Window = window): void {
  if (!state.settings.gdpr) return;
  const toggled = (given?: boolean) => {
    if (given !== undefined) state.settings.consentGiven = given;
    if (checkConsent(state, win)) granted();
  };
  const options = { signal };
  win.addEventListener('CookiebotOnAccept', () => toggled(true), options);
  const doc = win.document;
  doc.addEventListener('cmplzAcceptAll', () => toggled(true), options);
  doc.addEventListener('cmplzRevoke', () => toggled(false), options);
  doc.addEventListener('borlabs-cookie-consent-saved', () => toggled(false), options);
  doc.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest?.(CONSENT_BARS);
      if (!target) return;
      later(signal, 1000, () => toggled(target.matches('.cli-user-preference-checkbox') ? false : undefined));
    },
    { capture: true, signal },
  );
}
