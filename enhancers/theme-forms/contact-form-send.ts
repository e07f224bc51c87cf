import { serializeForm } from '../../src/serialize-form';
import { readThemeSettings } from '../../src/settings-theme';
import { pageNavigation } from '../theme-shared/navigation';
import { textLookup } from '../theme-shared/texts';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { contactRulesA, contactRulesB } from './form-rules';
import { REQUEST_BOX_MS, VALIDATION_BOX_MS, type BoxContent, type ShowBox } from './result-content';
import { validateForm } from './validate-form';

export const RETURN_REDIRECT_MS = 3300;

/**
 * Validates (unless custom) and sends a theme contact form: A `.sc_contact_form form` as
 * `send_contact_form`, B `.sc_form form` as `send_form`, to the form's own action, the serialized form
 * as `data`. An empty action sends nothing, `#` validates only. Success resets the form, shows
 * `send_complete` and (B) goes to `return_url` 3300 ms later; typed input stays on failure. Every
 * message goes to the validation box, through `showBox`.
 */
export async function submitContactForm(form: HTMLFormElement, signal: AbortSignal, showBox: ShowBox): Promise<void> {
  const url = form.getAttribute('action') ?? '';
  if (url === '') return;
  const settings = readThemeSettings();
  const text = textLookup(settings.strings);
  const generationA = form.closest('.sc_contact_form') !== null;
  const type = form.getAttribute('data-formtype') ?? '';
  const show = (content: BoxContent) => showBox('validation', content);

  if (type !== 'custom' && type !== 'form_custom') {
    const rules = generationA
      ? contactRulesA(text, settings.emailPattern, settings.contactsMaxLength)
      : contactRulesB(form, text, settings.emailPattern, settings.contactsMaxLength);
    const errors = validateForm(form, rules);
    if (errors.length > 0) {
      return show({ style: 'error', infobox: true, errors: errors.map((error) => error.message), hideAfterMs: VALIDATION_BOX_MS });
    }
  }
  if (url === '#') return;

  const returnUrl = form.querySelector<HTMLInputElement>('input[name="return_url"]')?.value ?? '';
  const outcome = await themeRequest({
    url,
    action: generationA ? 'send_contact_form' : 'send_form',
    nonce: settings.nonce,
    fields: [
      ['type', type],
      ['data', serializeForm(form)],
    ],
    signal,
  });
  if (wasAborted(outcome)) return;
  if (!outcome.ok) {
    return show({ style: 'error', lines: failureLines(outcome, text('send_error'), text('ajax_error')), hideAfterMs: REQUEST_BOX_MS });
  }
  form.reset();
  show({ style: 'success', lines: [text('send_complete')], hideAfterMs: REQUEST_BOX_MS });
  if (generationA || !returnUrl) return;
  const timer = setTimeout(() => pageNavigation.assign(returnUrl), RETURN_REDIRECT_MS);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
