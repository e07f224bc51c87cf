import type { AjaxFailure } from './ajax';

/**
 * ajax-messages.ts's `logFailure`, alone: for plain code whose failures stay quiet (the Instagram feed's
 * resize and locator reports at start), so that it does not load the visitor sentences. Not re-exported by
 * ajax-messages.ts: that costs every booking and consent page an import of one more chunk.
 */
export function logFailure(action: string, failure: AjaxFailure): void {
  if (failure.kind === 'aborted') return;
  const detail = failure.body !== undefined ? failure.body.slice(0, 500) : '';
  console.warn(`[enhance] ${action}: ${failure.kind}${failure.status ? ` (HTTP ${failure.status})` : ''}`, detail);
}
