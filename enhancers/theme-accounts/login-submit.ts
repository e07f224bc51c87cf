import { errorItems, REQUEST_BOX_MS, requestBox, showBox, textLines, validationBox, VALIDATION_BOX_MS } from '../theme-forms/result-box';
import { validateForm, type FieldRule } from '../theme-forms/validate-form';
import { delay } from '../../src/delay';
import { pageNavigation } from '../theme-shared/navigation';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { readAccountSettings } from './account-settings';
import { markBusy } from './mark-busy';

export const LOGIN_RELOAD_MS = 3000;

/**
 * Checks the login form (`log` 1–60, `pwd` 4–30, first error only, 4000 ms) and, with
 * `login_via_ajax`, sends it as `trx_utils_login_user`; the page reloads 3 s after success. Returns
 * 'native' when the valid form should submit the ordinary way.
 */
export async function submitLogin(form: HTMLFormElement, signal: AbortSignal): Promise<'native' | 'done'> {
  const { trx, text } = readAccountSettings();
  const doc = form.ownerDocument;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  const rules: Record<string, FieldRule> = {
    log: { minLength: 1, maxLength: 60, messages: { min: text('login_empty'), max: text('login_long') } },
    pwd: { minLength: 4, maxLength: 30, messages: { min: text('password_empty'), max: text('password_long') } },
  };
  const [error] = validateForm(form, rules, { firstErrorOnly: true });
  if (error) {
    showBox(validationBox(form), { style: 'error', infobox: true, content: errorItems(doc, [error.message]), hideAfterMs: VALIDATION_BOX_MS });
    return 'done';
  }
  if (!trx.loginViaAjax) return 'native';

  markBusy(form, true);
  const remember = field('rememberme');
  const outcome = await themeRequest({
    url: trx.ajaxUrl,
    action: 'trx_utils_login_user',
    nonce: trx.nonce,
    fields: [
      // Defect 6: the checkbox's value only when it is checked, else empty (jQuery.param's `remember=`).
      ['remember', remember?.checked ? remember.value : ''],
      ['user_log', field('log')?.value ?? ''],
      ['user_pwd', field('pwd')?.value ?? ''],
    ],
    signal,
  });
  if (wasAborted(outcome)) return 'done';
  const box = requestBox(form);
  if (!outcome.ok) {
    markBusy(form, false);
    showBox(box, { style: 'error', infobox: true, content: textLines(doc, failureLines(outcome, text('login_error'), text('ajax_error'))), hideAfterMs: REQUEST_BOX_MS });
    return 'done';
  }
  showBox(box, { style: 'success', infobox: true, content: textLines(doc, [text('login_success')]), hideAfterMs: REQUEST_BOX_MS });
  // The form stays busy until the page reloads.
  await delay(LOGIN_RELOAD_MS, signal);
  pageNavigation.reload();
  return 'done';
}
