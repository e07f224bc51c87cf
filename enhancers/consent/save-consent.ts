import { logFailure } from '../../src/ajax-messages';
import { writeCookie } from '../../src/cookies';
import type { ConsentSettings } from '../../src/settings-consent';
import { consentSavedAnswer, postConsentAction } from './consent-request';
import { pageReload } from './page-reload';

const CONSENT_COOKIE_DAYS = 365;

// One save at a time for the whole page (bar and modal); cleared on every outcome (defect 2).
let saving = false;

/**
 * Sends the visitor's choice (`all`, or the checked consent ids); ignored while another save runs.
 * On success the answer's message is stored as the consent cookie and the page reloads; any failure
 * is only logged (contract §5). The pressed button is marked busy meanwhile.
 */
export async function saveConsent(
  settings: ConsentSettings,
  checked: 'all' | number[],
  button: Element,
  signal?: AbortSignal,
): Promise<void> {
  if (saving) return;
  saving = true;
  button.setAttribute('aria-busy', 'true');
  const action = `${settings.prefix}_consent_cookie`;
  let reloading = false;
  try {
    const result = await postConsentAction(settings, action, { checked }, consentSavedAnswer, signal);
    if (!result.ok) {
      logFailure(action, result.failure);
      return;
    }
    const { success, message } = result.data;
    if (!success || typeof message !== 'string' || message === '') {
      console.warn(`[enhance] ${action}: the consent was not saved`, result.data);
      return;
    }
    writeCookie(settings.cookieName, message, { path: settings.cookiePath, days: CONSENT_COOKIE_DAYS });
    pageReload.reload();
    reloading = true;
  } finally {
    // Until the reload replaces the page, a second save would only send the choice again.
    if (!reloading) {
      saving = false;
      button.removeAttribute('aria-busy');
    }
  }
}

/** For tests: the page "reloaded", so a new save may start. */
export function resetConsentSaving(): void {
  saving = false;
}
