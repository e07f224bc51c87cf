import { readThemeAndUtilities } from '../theme-shared/page-settings';
import { textLookup } from '../theme-shared/texts';
import { commentRules } from './form-rules';
import { VALIDATION_BOX_MS, type ShowBox } from './result-content';
import { validateForm } from './validate-form';

/**
 * Checks the comment form: one validator (defect 10: generation A used to run two), every error shown
 * for 4000 ms, the comment's maximum length from the theme (defect 7), name and e-mail when the page
 * marks them required, also in B's quoted form (defect 19). Texts: the plugin's, the theme's, then the
 * page's `error_global`, shown through `show`. Returns true when the form may be sent.
 */
export function checkCommentForm(form: HTMLFormElement, show: ShowBox): boolean {
  const { theme, trx } = readThemeAndUtilities();
  const lookup = textLookup(trx?.messages, theme?.strings);
  const pageGlobal = trx?.messages.error_global || theme?.strings.error_global;
  const text = (key: string) => lookup(key, pageGlobal);
  const rules = commentRules(form, text, trx?.emailPattern ?? theme?.emailPattern, theme?.commentsMaxLength ?? 0);
  const errors = validateForm(form, rules);
  if (errors.length === 0) return true;
  show('validation', { style: 'error', infobox: true, errors: errors.map((error) => error.message), hideAfterMs: VALIDATION_BOX_MS });
  return false;
}
