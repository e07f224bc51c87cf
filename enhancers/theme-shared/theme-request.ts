import * as z from 'zod/mini';
import { postAjax, type AjaxFailure } from '../../src/ajax';
import { failureMessage, logFailure } from '../../src/ajax-messages';
import type { FormFields } from '../../src/form-encode';
import { htmlToLines } from '../../src/html-text';
import { preloadPopup } from '../../src/show-popup-later';

/** Every ThemeREX answer: JSON text whose `error` is '' on success. */
export const themeAnswer = z.looseObject({ error: z.string() });

export type ThemeOutcome<T> =
  | { ok: true; data: T }
  /** `serverError`: the action answered with its own error text; `failure`: no usable answer at all. */
  | { ok: false; serverError?: string; failure?: AjaxFailure };

export interface ThemeRequest<T> {
  url: string;
  action: string;
  /** Sent as the field `nonce`, right after `action`. */
  nonce: string;
  fields: FormFields;
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** No popup follows this request (the views counter at load): its code is not fetched early. */
  silent?: boolean;
}

/**
 * A theme call the way jQuery.post made it (form-encoded, X-Requested-With), with every outcome
 * classified. ThemeREX handlers die with an empty body when the nonce check fails: that is reported
 * as an expired session rather than as an unreadable answer.
 */
export async function themeRequest<T extends { error: string } = z.infer<typeof themeAnswer>>(
  request: ThemeRequest<T>,
): Promise<ThemeOutcome<T>> {
  // Most answers end in a popup; fetched now, it can still show if the connection drops meanwhile.
  if (!request.silent) preloadPopup();
  const result = await postAjax({
    url: request.url,
    action: request.action,
    nonce: { name: 'nonce', value: request.nonce },
    fields: request.fields,
    expect: 'json',
    schema: (request.schema ?? themeAnswer) as z.ZodMiniType<T>,
    ...(request.signal && { signal: request.signal }),
  });
  if (result.ok) return result.data.error === '' ? { ok: true, data: result.data } : { ok: false, serverError: result.data.error };
  let failure = result.failure;
  if (failure.kind === 'unparseable' && !failure.body?.trim()) failure = { ...failure, kind: 'wp-nonce' };
  logFailure(request.action, failure);
  return { ok: false, failure };
}

/** True when the caller cancelled the request (nothing to show). */
export const wasAborted = (outcome: ThemeOutcome<unknown>): boolean => !outcome.ok && outcome.failure?.kind === 'aborted';

/**
 * What a visitor reads after a failed call: the action's own failure text (from the page), then the
 * server's error as text lines, or a sentence about what went wrong on the way (page's generic
 * ajax-error text first).
 */
export function failureLines(outcome: ThemeOutcome<unknown>, actionText: string, genericText = ''): string[] {
  if (outcome.ok || outcome.failure?.kind === 'aborted') return [];
  const detail =
    outcome.serverError !== undefined
      ? htmlToLines(outcome.serverError)
      : outcome.failure
        ? [failureMessage(outcome.failure, genericText ? { generic: genericText } : {})]
        : [];
  return [actionText, ...detail].filter(Boolean);
}
