import { readThemeSettings } from '../../src/settings-theme';
import { inform, warn } from '../theme-shared/popups';
import { textLookup } from '../theme-shared/texts';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';

/**
 * The opened subscription box's button: an empty input submits the form natively, an address failing
 * the site's pattern gets the `email_not_valid` warning, anything else goes out as `emailer_submit`.
 * Success shows `email_confirm` with the address for %s (as text) and clears the input; a failure
 * shows the server's error and keeps it.
 */
export async function submitEmailer(button: HTMLButtonElement, input: HTMLInputElement, signal: AbortSignal): Promise<void> {
  const settings = readThemeSettings();
  const text = textLookup(settings.strings);
  const email = input.value;
  const form = input.form ?? button.form;
  // The theme submits an empty address the ordinary way (no submit event, as form.submit()).
  if (email === '') return void (form && HTMLFormElement.prototype.submit.call(form));
  if (settings.emailPattern && !settings.emailPattern.test(email)) {
    input.focus();
    return warn(text('email_not_valid'));
  }
  const outcome = await themeRequest({
    url: settings.ajaxUrl,
    action: 'emailer_submit',
    nonce: settings.nonce,
    fields: [
      ['group', button.getAttribute('data-group') ?? ''],
      ['email', email],
    ],
    signal,
  });
  if (wasAborted(outcome)) return;
  if (!outcome.ok) return warn(failureLines(outcome, '', text('ajax_error')).join(' '));
  input.value = '';
  inform(text('email_confirm').split('%s').join(email));
}
