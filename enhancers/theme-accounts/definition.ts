import { withStrategies } from '../../src/enhancer';
import { themeDefinitions, themePage, utilitiesPage } from '../theme-shared/theme-definitions';

/** Login and registration popups of the utilities plugin (contract theme.md §3). */
export const themeAccountEnhancers = withStrategies(
  themeDefinitions(() => import('./mounts'), [
    ['theme-account-popup-link', 'a.popup_link, a.popup_login_link, a.popup_register_link', 'popupLink', () => utilitiesPage() || themePage()],
    ['theme-login-form', 'form.popup_form.login_form', 'loginForm', utilitiesPage],
    ['theme-registration-form', 'form.popup_form.registration_form', 'registrationForm', utilitiesPage],
  ]),
  {
    'theme-account-popup-link': 'interaction',
    'theme-login-form': 'interaction',
    'theme-registration-form': 'interaction',
  },
);
