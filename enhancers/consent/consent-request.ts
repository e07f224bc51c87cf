import * as z from 'zod/mini';
import { postAjax, type AjaxResult } from '../../src/ajax';
import type { ConsentSettings } from '../../src/settings-consent';

/** The plugin's fetch sends this exact header, and no X-Requested-With. */
const CONSENT_CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=utf-8';

/** `{prefix}_consent_cookie`: success, and the cookie value in `message`. */
export const consentSavedAnswer = z.object({ success: z.optional(z.unknown()), message: z.optional(z.unknown()) });

/** `{pluginPrefix}_process_action`: a `message` on success, an `error` (possibly empty) on failure. */
export const processAnswer = z.object({
  success: z.optional(z.unknown()),
  message: z.optional(z.nullable(z.string())),
  error: z.optional(z.nullable(z.string())),
});

/**
 * POSTs one of the plugin's actions: `action`, then `data` (a JSON string) and the nonce under the
 * field named by `ajaxArg`, in alphabetical order as the plugin's encoder emits them.
 */
export function postConsentAction<T>(
  settings: ConsentSettings,
  action: string,
  data: unknown,
  schema: z.ZodMiniType<T>,
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
