import type { AjaxFailure, AjaxResult } from '../../src/ajax';
import { send } from '../../src/transport';

const fail = (kind: AjaxFailure['kind'], extra: Omit<AjaxFailure, 'kind'> = {}): AjaxResult<never> => ({ ok: false, failure: { kind, ...extra } });

/**
 * A call to CF7's REST API as its client makes it: the contract's `Accept` header, no `X-WP-Nonce`, the body
 * as given (FormData goes as multipart/form-data). Never throws: an answer outside 200–299, no answer, a
 * body that is not JSON and a 204 (no body to read a status from, defect 8) come back as failures.
 */
export async function cf7Fetch(url: string, init: { method: 'GET' | 'POST'; body?: FormData; signal?: AbortSignal }): Promise<AjaxResult<unknown>> {
  const sent = await send(url, { method: init.method, headers: { Accept: 'application/json, */*;q=0.1' }, ...(init.body && { body: init.body }) }, init.signal);
  if (!sent.ok) return sent;
  const { status, body } = sent;
  if (status < 200 || status >= 300) return fail('http', { status, body });
  if (status === 204) return fail('shape', { status, body });
  try {
    return { ok: true, data: JSON.parse(body) as unknown, status };
  } catch {
    return fail('unparseable', { status, body });
  }
}
