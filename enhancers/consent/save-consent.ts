import { failureMessage, logFailure } from '../../src/ajax-messages';
import { writeCookie } from '../../src/cookies';
import type { ConsentSettings } from '../../src/settings-consent';
import { consentSavedAnswer, postConsentAction } from './consent-request';
import { pageReload } from './page-reload';
import { clearSaveFailure, showSaveFailure } from './save-failure';

const CONSENT_COOKIE_DAYS = 365;
const NOT_SAVED = 'Your choice could not be saved. Please try again.';

// One save at a time for the whole page (bar and modal); cleared on every outcome (defect 2).
let saving = false;

/**
 * Sends the visitor's choice (`all`, or the checked consent ids); ignored while another save runs.
 * On success the answer's message is stored as the consent cookie and the page reloads. A failure is
 * logged (contract §5) and, unlike the plugin, also said under the pressed button (issue 9: every failure
 * visible). The pressed button is marked busy meanwhile.
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
  clearSaveFailure(button);
  const action = `${settings.prefix}_consent_cookie`;
  let reloading = false;
  try {
    const result = await postConsentAction(settings, action, { checked }, consentSavedAnswer, signal);
    if (!result.ok) {
      logFailure(action, result.failure);
      if (result.failure.kind !== 'aborted') showSaveFailure(button, failureMessage(result.failure));
      return;
    }
    const { success, message } = result.data;
    if (!success || typeof message !== 'string' || message === '') {
      console.warn(`[enhance] ${action}: the consent was not saved`, result.data);
      showSaveFailure(button, NOT_SAVED);
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
