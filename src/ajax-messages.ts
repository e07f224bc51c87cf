import type { AjaxFailure, AjaxFailureKind } from './ajax';

const english: Record<AjaxFailureKind, string> = {
  offline: 'The connection failed. Please check your internet connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  http: 'The server had a problem answering. Please try again later.',
  'wp-zero': 'The server did not accept this request. Please reload the page and try again.',
  'wp-nonce': 'Your session has expired. Please reload the page and try again.',
  unparseable: 'The server sent an unexpected answer. Please try again.',
  shape: 'The server sent an unexpected answer. Please try again.',
  aborted: 'The request was cancelled.',
};

/** Page texts that override the English fallback: per kind, or `generic` for every server-side failure. */
export type FailureTexts = Partial<Record<AjaxFailureKind | 'generic', string>>;

const serverSide: ReadonlySet<AjaxFailureKind> = new Set(['http', 'wp-zero', 'unparseable', 'shape']);

/** A sentence a visitor can read for this failure. */
export function failureMessage(failure: AjaxFailure, texts: FailureTexts = {}): string {
  return (
    texts[failure.kind] ||
    (serverSide.has(failure.kind) ? texts.generic : undefined) ||
    english[failure.kind]
  );
}
