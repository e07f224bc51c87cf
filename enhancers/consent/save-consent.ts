import { failureMessage } from '../../src/ajax-messages';
import { logFailure } from '../../src/log-failure';
import { writeCookie } from '../../src/cookies';
import type { ConsentSettings } from '../../src/settings-consent';
import { consentSavedAnswer, postConsentAction } from './consent-request';
import { pageReload } from './page-reload';

const CONSENT_COOKIE_DAYS = 365;
export const NOT_SAVED = 'Your choice could not be saved. Please try again.';

// One save at a time for the whole page (bar and modal); freed on every outcome but success (defect 2).
let saving = false;

/** Takes the page's one save; false while another save runs, or while the page reloads after one. */
export function claimConsentSave(): boolean {
  if (saving) return false;
  saving = true;
  return true;
}

export function releaseConsentSave(): void {
  saving = false;
}

/** What a save came to when it did not fail: saved (the page reloads) or cancelled with its component. */
export type SaveResult = 'saved' | 'aborted';

/**
 * Sends the visitor's choice (`all`, or the checked consent ids) after claimConsentSave. On success the
 * answer's message is stored as the consent cookie and the page reloads; the claim is kept until the new
 * page. A failure is logged (contract §5) and rejects with the sentence to show (issue 9: every failure
 * visible; the plugin only logs it). Whatever the outcome but success, the claim is freed.
 */
export async function saveConsent(settings: ConsentSettings, checked: 'all' | number[], signal?: AbortSignal): Promise<SaveResult> {
  const action = `${settings.prefix}_consent_cookie`;
  let reloading = false;
  try {
    const result = await postConsentAction(settings, action, { checked }, consentSavedAnswer, signal);
    if (!result.ok) {
      logFailure(action, result.failure);
      if (result.failure.kind === 'aborted') return 'aborted';
      throw new Error(failureMessage(result.failure));
    }
    const { success, message } = result.data;
    if (!success || typeof message !== 'string' || message === '') {
      console.warn(`[enhance] ${action}: the consent was not saved`, result.data);
      throw new Error(NOT_SAVED);
    }
    writeCookie(settings.cookieName, message, { path: settings.cookiePath, days: CONSENT_COOKIE_DAYS });
    pageReload.reload();
    reloading = true;
    return 'saved';
  } finally {
    // Until the reload replaces the page, a second save would only send the choice again.
    if (!reloading) saving = false;
  }
}

/** For tests: the page "reloaded", so a new save may start. */
export function resetConsentSaving(): void {
  saving = false;
}
