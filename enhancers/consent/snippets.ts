import { readCookie } from '../../src/cookies';
import { defineEnhancerModule } from '../../src/enhancer';
import { readConsentSettings, type ConsentEntry } from '../../src/settings-consent';
import { consentAllows } from './consent-cookie';
import { writeSnippet } from './snippet-writer';

// Per page: a snippet runs at most once, even if the enhancer is mounted again. Keyed by the consent id.
const written = new Set<number>();

/** For tests: forget which snippets were written. */
export const forgetWrittenSnippets = (): void => written.clear();

function container(doc: Document, placement: ConsentEntry['placement']): Element {
  if (placement === 'head') return doc.head;
  if (placement === 'footer') return doc.body;
  let body = doc.getElementById('wpgdprc-consent-body');
  if (!body) {
    body = doc.createElement('div');
    body.id = 'wpgdprc-consent-body';
    doc.body.prepend(body);
  }
  return body;
}

/**
 * Loads the consented snippets at page start: required ones always, optional ones when the consent
 * cookie allows them; in page order, into the head, the top of the body or the end of the body.
 */
export default defineEnhancerModule({
  settings: () => readConsentSettings(),
  mount(body, { settings, report }) {
    if (settings.droppedConsents.length > 0) {
      console.warn(`[enhance] consent-snippets: malformed consents left out (${settings.droppedConsents.join('; ')})`);
    }
    const cookie = readCookie(settings.cookieName);
    const doc = body.ownerDocument;
    for (const consent of settings.consents) {
      if (written.has(consent.ID) || !(consent.required || consentAllows(cookie, consent.ID))) continue;
      written.add(consent.ID);
      writeSnippet(consent.content, () => container(doc, consent.placement)).catch(report);
    }
  },
});
