import { postAjax } from '../../src/ajax';
import { failureMessage } from '../../src/ajax-messages';
import { logFailure } from '../../src/log-failure';
import { encodeForm } from '../../src/form-encode';
import { withoutLeadingPhpNotices } from '../../src/php-notices';
import { isBookedError, readBookedAnswer, type BookedAnswer } from './booked-answer';

/** Request fields in the contract's order, `action` first unless the contract says otherwise. */
export type Fields = [string, string][];

export type Failed = { ok: false; message: string; aborted: boolean };
export type Posted<T> = { ok: true; value: T } | Failed;

const failed = (message: string, aborted = false): Failed => ({ ok: false, message, aborted });

/** Posts an already ordered body and returns the answer text, or a visitor-readable failure. */
async function send(url: string, action: string, body: string, signal?: AbortSignal): Promise<Posted<string>> {
  const result = await postAjax<string>({ url, action, body, expect: 'text', ...(signal && { signal }) });
  if (result.ok) return { ok: true, value: result.data };
  logFailure(action, result.failure);
  return failed(failureMessage(result.failure), result.failure.kind === 'aborted');
}

const actionOf = (fields: Fields): string => fields.find(([key]) => key === 'action')?.[1] ?? '';

const unexpected = failureMessage({ kind: 'shape' });

/**
 * Loads an HTML fragment (month table, open day, list view, form, user info). Booked's `error###…`
 * answer and a fragment without the expected markup are failures, never inserted; PHP notices in
 * front of a good fragment are dropped.
 */
export async function postForHtml(url: string, fields: Fields, marker: string, signal?: AbortSignal): Promise<Posted<string>> {
  const sent = await send(url, actionOf(fields), encodeForm(fields), signal);
  if (!sent.ok) return sent;
  const answer = { ...sent, value: withoutLeadingPhpNotices(sent.value) };
  if (isBookedError(answer.value)) return failed(readBookedAnswer(answer.value).message || unexpected);
  if (!answer.value.includes(marker)) {
    logFailure(actionOf(fields), { kind: 'shape', body: answer.value });
    return failed(unexpected);
  }
  return answer;
}

/**
 * A booking request: the parsed `###` answer (an error answer is still `ok`: the server did answer). Booked
 * answers `success###…`, `error###…` or nothing; any other body (another handler's JSON, an HTML page) is
 * not taken for a booking that went through.
 */
export async function postBooking(url: string, fields: Fields, signal?: AbortSignal): Promise<Posted<BookedAnswer>> {
  const answer = await send(url, actionOf(fields), encodeForm(fields), signal);
  if (!answer.ok) return answer;
  if (answer.value.trim() !== '' && !answer.value.includes('###')) {
    logFailure(actionOf(fields), { kind: 'shape', body: answer.value });
    return failed(unexpected);
  }
  return { ok: true, value: readBookedAnswer(answer.value) };
}

/**
 * Cancel / approve / delete: Booked answers nothing (PHP notices in front are dropped); `error###…` is the
 * server's refusal, and any other body is an unexpected answer rather than a done deal.
 */
export async function postCommand(url: string, fields: Fields, signal?: AbortSignal): Promise<Posted<string>> {
  const answer = await send(url, actionOf(fields), encodeForm(fields), signal);
  if (!answer.ok) return answer;
  const body = withoutLeadingPhpNotices(answer.value).trim();
  if (isBookedError(body)) return failed(readBookedAnswer(body).message || unexpected);
  if (body !== '') {
    logFailure(actionOf(fields), { kind: 'shape', body });
    return failed(unexpected);
  }
  return { ok: true, value: body };
}

/** A serialised form (popup login / forgot password), sent as jQuery.ajax sends it: `%20` as `+`. */
export async function postSerializedForm(url: string, serialized: string, action: string, signal?: AbortSignal): Promise<Posted<string>> {
  return send(url, action, serialized.replace(/%20/g, '+'), signal);
}
