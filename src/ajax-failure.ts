// What went wrong with a request, whichever layer found it: the transport (no answer, a refusal) or the ajax
// client (an answer it could not read). Apart so that both can name it without importing each other.
export type AjaxFailureKind =
  | 'offline' // the request never got an answer
  | 'timeout'
  | 'http' // an error status with a body that is not one of WordPress's own answers
  | 'wp-zero' // `0`: unknown action, or not allowed
  | 'wp-nonce' // `-1`: the nonce check failed
  | 'unparseable' // not JSON where JSON was expected (an HTML error page, a PHP notice)
  | 'shape' // JSON, but not the expected shape
  | 'aborted'; // cancelled by the caller

export interface AjaxFailure {
  kind: AjaxFailureKind;
  status?: number;
  body?: string;
}
