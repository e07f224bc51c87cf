import { withStrategies } from '../../src/enhancer';
import { themeDefinitions, themeEach, themePage, utilitiesPage } from '../theme-shared/theme-definitions';

const PRIVACY_BOX = 'input[type="checkbox"]:is([name="i_agree_privacy_policy"], [name="gdpr_terms"], [name="wpgdprc"])';

/** Theme forms: comment, contact, privacy gate, e-mail subscription (contract theme.md §2, §3). */
export const themeFormEnhancers = withStrategies(
  [
    ...themeEach([
      ['aria-required', 'form [aria-required]', () => import('./aria-required'), () => themePage() || utilitiesPage()],
      ['privacy-gate-at-rest', PRIVACY_BOX, () => import('./privacy-gate-at-rest')],
    ]),
    ...themeDefinitions(() => import('./mounts'), [
    ['theme-comment-form', 'form#commentform', 'commentForm', () => themePage() || utilitiesPage()],
    ['theme-contact-form', '.sc_contact_form form[data-formtype], .sc_form form[data-formtype]', 'contactForm'],
    ['theme-privacy-gate', PRIVACY_BOX, 'privacyGate'],
    ['theme-emailer', '.sc_emailer', 'emailer'],
    ]),
  ],
  {
    'theme-comment-form': 'interaction',
    'theme-contact-form': 'interaction',
    'theme-emailer': 'interaction',
    'theme-privacy-gate': 'visible',
  },
);
