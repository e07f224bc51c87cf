import type { AnswerSchema } from '../../src/answer-schema';
import { themeAnswer } from './answers';
import type { AjaxFailure } from '../../src/ajax';
import { failureMessage } from '../../src/ajax-messages';
import { htmlToLines } from '../../src/html-text';
import { preloadPopup } from '../../src/show-popup-later';
import { postThemeAction, type ThemePost } from './theme-post';
import type { ThemeAnswer } from './theme-answer';

export type ThemeOutcome<T> =
  | { ok: true; data: T }
  /** `serverError`: the action answered with its own error text; `failure`: no usable answer at all. */
  | { ok: false; serverError?: string; failure?: AjaxFailure };

export type ThemeRequest<T> = ThemePost<T>;

/** A theme call (see postThemeAction) whose answer is checked: `error` is '' on success. */
export async function themeRequest<T extends { error: string } = ThemeAnswer>(
  request: ThemeRequest<T>,
): Promise<ThemeOutcome<T>> {
  // Most answers end in a popup; fetched now, it can still show if the connection drops meanwhile.
  preloadPopup();
  const result = await postThemeAction({ ...request, schema: request.schema ?? (themeAnswer as AnswerSchema<T>) });
  if (result.ok) return result.data.error === '' ? { ok: true, data: result.data } : { ok: false, serverError: result.data.error };
  return { ok: false, failure: result.failure };
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
