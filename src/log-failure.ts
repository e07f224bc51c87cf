import type { AjaxFailure } from './ajax';

/**
 * Logs what the server actually said, for the developer (never shown to the visitor). Apart from the visitor
 * sentences (ajax-messages.ts), so that plain code whose failures stay quiet (the Instagram feed's reports)
 * does not load them.
 */
export function logFailure(action: string, failure: AjaxFailure): void {
  if (failure.kind === 'aborted') return;
  const detail = failure.body !== undefined ? failure.body.slice(0, 500) : '';
  console.warn(`[enhance] ${action}: ${failure.kind}${failure.status ? ` (HTTP ${failure.status})` : ''}`, detail);
}
