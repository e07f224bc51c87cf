import { readCookie } from '../../src/read-cookie';
import { consentAllows } from '../consent/consent-cookie';

type Win = Window & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- third-party globals

const cookie = (doc: Document, name: string): string | undefined => readCookie(name, doc);

/**
 * This site's WP GDPR Compliance (which the original ignores): the visitor accepted everything, or allowed
 * at least one of the optional consents the page lists (its snippets may run). Required consents do not count:
 * they run for everybody, without a choice.
 */
function wpGdprComplianceConsent(win: Win): boolean {
  const front = win['wpgdprcFront'] as { cookieName?: unknown; consents?: unknown } | undefined;
  if (!front || typeof front.cookieName !== 'string') return false;
  const value = cookie(win.document, front.cookieName);
  if (value === 'accept') return true;
  const consents = Array.isArray(front.consents) ? (front.consents as { ID?: unknown; required?: unknown }[]) : [];
  return consents.some((entry) => {
    const required = entry?.required === true || entry?.required === '1' || entry?.required === 1;
    return !required && Number.isFinite(Number(entry?.ID)) && consentAllows(value, Number(entry.ID));
  });
}

/**
 * sbi-scripts.js checkConsent: without the `gdpr` flag, consent is given. Otherwise the recognised consent
 * plugins in the original's order (WebToffee GDPR Cookie Consent, Cookie Notice, Complianz, Cookiebot,
 * Borlabs), then this site's WP GDPR Compliance.
 */
export function consentGiven(win: Window, gdpr: boolean): boolean {
  if (!gdpr) return true;
  const page = win as Win;
  const doc = win.document;
  let given = false;
  try {
    if (page['CLI_Cookie'] !== undefined) {
      const read = (name: string): string | null => page['CLI_Cookie'].read(name) as string | null;
      // WebToffee: the last of its two checkbox cookies that is set decides.
      if (read(page['CLI_ACCEPT_COOKIE_NAME']) !== null) {
        for (const name of ['cookielawinfo-checkbox-non-necessary', 'cookielawinfo-checkbox-necessary']) {
          const value = read(name);
          if (value !== null) given = value === 'yes';
        }
      }
    } else if (page['cnArgs'] !== undefined) {
      given = cookie(doc, 'cookie_notice_accepted') === 'true';
    } else if (page['cookieconsent'] !== undefined) {
      given = cookie(doc, 'complianz_consent_status') === 'allow';
    } else if (page['Cookiebot'] !== undefined) {
      given = Boolean(page['Cookiebot'].consented);
    } else if (page['BorlabsCookie'] !== undefined) {
      given = Boolean(page['BorlabsCookie'].checkCookieConsent('instagram'));
    }
  } catch (error) {
    console.warn('[enhance] instagram: a consent plugin could not be asked', error);
  }
  return given || wpGdprComplianceConsent(page);
}
