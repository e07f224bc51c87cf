import { REQUEST_BOX_MS, VALIDATION_BOX_MS, type ShowBox } from '../theme-forms/result-content';
import { validateForm, type FieldRule } from '../theme-forms/validate-form';
import { delay } from '../../src/delay';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { readAccountSettings } from './account-settings';
import { nearestLink } from './popup-controller';

export const OPEN_LOGIN_AFTER_MS = 3000;

/**
 * Checks the registration form in page order (terms box, user name, e-mail, passwords; first error
 * only) and sends it as `trx_utils_registration_user`; 3 s after success the login popup opens (the
 * attempt lasts until then). Messages go to the form's result boxes through `show`.
 */
export async function submitRegistration(form: HTMLFormElement, signal: AbortSignal, show: ShowBox): Promise<void> {
  const { trx, text, emailPattern } = readAccountSettings();
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  const rules: Record<string, FieldRule> = {
    registration_agree: { checked: true, messages: { checked: text('not_agree') } },
    registration_username: { minLength: 1, maxLength: 60, messages: { min: text('login_empty'), max: text('login_long') } },
    registration_email: {
      minLength: 7,
      maxLength: 60,
      mask: emailPattern,
      messages: { min: text('email_empty'), max: text('email_long'), mask: text('email_not_valid') },
    },
    registration_pwd: { minLength: 4, maxLength: 30, messages: { min: text('password_empty'), max: text('password_long') } },
    registration_pwd2: { equalTo: 'registration_pwd', messages: { equal: text('password_not_equal') } },
  };
  const [error] = validateForm(form, rules, { firstErrorOnly: true });
  if (error) {
    return show('validation', { style: 'error', infobox: true, errors: [error.message], hideAfterMs: VALIDATION_BOX_MS });
  }

  const outcome = await themeRequest({
    url: trx.ajaxUrl,
    action: 'trx_utils_registration_user',
    nonce: trx.nonce,
    fields: [
      ['user_name', value('registration_username')],
      ['user_email', value('registration_email')],
      ['user_pwd', value('registration_pwd')],
    ],
    signal,
  });
  if (wasAborted(outcome)) return;
  if (!outcome.ok) {
    const lines = failureLines(outcome, text('registration_error'), text('ajax_error'));
    return show('request', { style: 'error', infobox: true, lines, hideAfterMs: REQUEST_BOX_MS });
  }
  show('request', { style: 'success', infobox: true, lines: [text('registration_success')], hideAfterMs: REQUEST_BOX_MS });
  await delay(OPEN_LOGIN_AFTER_MS, signal);
  nearestLink(form, '.popup_login_link')?.click();
}
