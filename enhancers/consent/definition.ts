import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';

// The bar, the modal and the snippets start only when the page lists consents (contract §Boot);
// the request forms start wherever their markup is.
const hasConsents = (): boolean => {
  const consents = (window as { wpgdprcFront?: { consents?: unknown } }).wpgdprcFront?.consents;
  return Array.isArray(consents) && consents.length > 0;
};

const MODAL_OPENERS = '.wpgdprc-consents-settings-link, .wpgdprc-processor-settings-link, [data-micromodal-trigger]';

/** WP GDPR Compliance: consented snippets, consent bar, settings modal, access and deletion requests, reveal on scroll. */
export const consentEnhancers: EnhancerDefinition[] = withStrategies(
  [
    { name: 'consent-snippets', family: 'consent', selector: 'body', when: hasConsents, load: () => import('./front').then((front) => ({ default: front.snippets })) },
    { name: 'consent-bar-reveal', family: 'consent', selector: '.wpgdprc-consent-bar', when: hasConsents, load: () => import('./front').then((front) => ({ default: front.barReveal })) },
    { name: 'consent-bar', family: 'consent', selector: '.wpgdprc-consent-bar', when: hasConsents, load: () => import('./bar') },
    {
      name: 'consent-modal',
      family: 'consent',
      selector: '.wpgdprc-consent-modal',
      // Its openers are elsewhere: the bar's settings button, settings links in the page.
      triggers: MODAL_OPENERS,
      when: hasConsents,
      load: () => import('./modal'),
    },
    { name: 'consent-access-form', family: 'consent', selector: '.wpgdprc-form--access-request', load: () => import('./access-form') },
    { name: 'consent-delete-form-names', family: 'consent', selector: '.wpgdprc-form--delete-request', load: () => import('./delete-form-names') },
    { name: 'consent-delete-form', family: 'consent', selector: '.wpgdprc-form--delete-request', load: () => import('./delete-form') },
    // The theme's own `data-animation="animated …"` elements belong to the theme's animation-on-scroll.
    { name: 'consent-reveal', family: 'consent', selector: '[data-animation]:not([data-animation^="animated"])', load: () => import('./reveal') },
  ],
  {
    'consent-bar': 'interaction',
    'consent-modal': 'interaction',
    'consent-access-form': 'interaction',
    'consent-delete-form': 'interaction',
    'consent-reveal': 'visible',
  },
);
