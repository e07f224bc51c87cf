import type { AnswerSchema } from '../../src/answer-schema';
import { postAjax, type AjaxResult } from '../../src/ajax';
import { logFailure } from '../../src/log-failure';
import type { FormFields } from '../../src/form-encode';

export interface ThemePost<T> {
  url: string;
  action: string;
  /** Sent as the field `nonce`, right after `action`. */
  nonce: string;
  fields: FormFields;
  /** Checks the JSON answer; without it any JSON is accepted (the views counter at load, which needs no zod). */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
}

/**
 * A theme call the way jQuery.post made it (form-encoded, X-Requested-With, JSON expected); a failure is
 * logged under the action. ThemeREX handlers die with an empty body when the nonce check fails: that is
 * reported as an expired session rather than as an unreadable answer.
 */
export async function postThemeAction<T = unknown>(request: ThemePost<T>): Promise<AjaxResult<T>> {
  const result = await postAjax<T>({
    url: request.url,
    action: request.action,
    nonce: { name: 'nonce', value: request.nonce },
    fields: request.fields,
    expect: 'json',
    ...(request.schema && { schema: request.schema }),
    ...(request.signal && { signal: request.signal }),
  });
  if (result.ok) return result;
  let failure = result.failure;
  if (failure.kind === 'unparseable' && !failure.body?.trim()) failure = { ...failure, kind: 'wp-nonce' };
  logFailure(request.action, failure);
  return { ok: false, failure };
}
