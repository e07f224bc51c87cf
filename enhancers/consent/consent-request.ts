import { lazySchema, type AnswerSchema } from '../../src/answer-schema';
import { postAjax, type AjaxResult } from '../../src/ajax';
import type { ConsentSettings } from '../../src/settings-consent';

/** The plugin's fetch sends this exact header, and no X-Requested-With. */
const CONSENT_CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=utf-8';

export const consentSavedAnswer = lazySchema(() => import(/* @not-ahead */ './consent-saved-answer'));
export const processAnswer = lazySchema(() => import(/* @not-ahead */ './process-answer'));

/**
 * POSTs one of the plugin's actions: `action`, then `data` (a JSON string) and the nonce under the
 * field named by `ajaxArg`, in alphabetical order as the plugin's encoder emits them.
 */
export function postConsentAction<T>(
  settings: ConsentSettings,
  action: string,
  data: unknown,
  schema: AnswerSchema<T>,
  signal?: AbortSignal,
): Promise<AjaxResult<T>> {
  const fields: [string, string][] = [
    ['data', JSON.stringify(data)],
    [settings.nonce.name, settings.nonce.value],
  ];
  fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return postAjax({
    url: settings.ajaxUrl,
    action,
    fields,
    expect: 'json',
    schema,
    xRequestedWith: false,
    contentType: CONSENT_CONTENT_TYPE,
    ...(signal && { signal }),
  });
}
