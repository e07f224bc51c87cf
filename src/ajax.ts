import type * as z from 'zod/mini';
import { loadAnswerSchema, type AnswerSchema } from './answer-schema';
import { ajaxBody, type FormFields } from './form-encode';
import type { AjaxFailure, AjaxFailureKind } from './ajax-failure';
import { adminAjaxRefusal, postForm } from './transport';

export { ajaxBody } from './form-encode';
export { ajaxTimeoutMs, DEFAULT_TIMEOUT_MS } from './transport';
export type { AjaxFailure, AjaxFailureKind } from './ajax-failure';

export type AjaxResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; failure: AjaxFailure };

export interface AjaxRequest<T> {
  url: string;
  action: string;
  /** Sent right after `action`, under the contract's field name. */
  nonce?: { name: string; value: string };
  /** The remaining fields, in the contract's order. */
  fields?: FormFields;
  /** A body already encoded in the contract's order (a serialised form), sent instead of action/nonce/fields. */
  body?: string;
  /** `json`: the body is JSON text checked by `schema`; `text`: the body is checked by `schema` if given. */
  expect: 'json' | 'text';
  /** Fetched while the request is on its way when it is a lazy import. */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** jQuery's header; WP GDPR Compliance's fetch sends none. */
  xRequestedWith?: boolean;
  contentType?: string;
}

const fail = (kind: AjaxFailureKind, extra: Omit<AjaxFailure, 'kind'> = {}): { ok: false; failure: AjaxFailure } => ({
  ok: false,
  failure: { kind, ...extra },
});

/**
 * POSTs to admin-ajax (form-encoded, same-origin credentials) and classifies the outcome.
 * Never throws: every failure comes back as a typed AjaxFailure.
 */
export async function postAjax<T = unknown>(request: AjaxRequest<T>): Promise<AjaxResult<T>> {
  // Beside the request; only an answer that must be checked waits for it.
  const schema = request.schema && loadAnswerSchema(request.schema);
  const sent = await postForm(request.url, request.body ?? ajaxBody(request), {
    ...request,
    accept: request.expect === 'json' ? 'json' : 'any',
  });
  return sent.ok ? classify(schema, request.expect, sent.status, sent.body) : sent;
}

async function classify<T>(
  schema: Promise<z.ZodMiniType<T> | undefined> | undefined,
  expect: AjaxRequest<T>['expect'],
  status: number,
  body: string,
): Promise<AjaxResult<T>> {
  const refused = adminAjaxRefusal(status, body);
  if (refused) return { ok: false, failure: refused };
  let value: unknown = body;
  if (expect === 'json') {
    try {
      value = JSON.parse(body.trim());
    } catch {
      return fail('unparseable', { status, body });
    }
  }
  if (!schema) return { ok: true, data: value as T, status };
  const checker = await schema;
  // The schema's module did not come: the connection dropped as surely as if the answer had not.
  if (!checker) return fail('offline');
  const parsed = checker.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data, status } : fail('shape', { status, body });
}
