import type { AjaxResult } from '../../src/ajax';
import { failureMessage } from '../../src/ajax-messages';
import { logFailure } from '../../src/log-failure';
import type { ProcessAnswer } from './process-answer';

/** Shown when the server refuses without saying why (`{"success":false,"error":""}`). */
export const UNEXPLAINED_REFUSAL = 'Your request could not be processed. Please try again later.';

type FormOutcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * What a request form shows for an answer: the server's `error` (failure) or `message` (success), a
 * readable sentence for every transport failure and for an unexplained refusal. Undefined when the
 * request was cancelled.
 */
export function formOutcome(action: string, result: AjaxResult<ProcessAnswer>): FormOutcome | undefined {
  if (!result.ok) {
    if (result.failure.kind === 'aborted') return undefined;
    logFailure(action, result.failure);
    return { ok: false, text: failureMessage(result.failure) };
  }
  const { success, message, error } = result.data;
  if (error) return { ok: false, text: error };
  if (message) return { ok: true, text: message };
  return success ? { ok: true, text: '' } : { ok: false, text: UNEXPLAINED_REFUSAL };
}
