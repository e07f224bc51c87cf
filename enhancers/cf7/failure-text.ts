import type { AjaxFailure } from '../../src/ajax';
import { failureMessage } from '../../src/ajax-messages';
import { logFailure } from '../../src/log-failure';

/** Said when `wpcf7.blocked` holds a submit back (the original stayed in `submitting`, defect 2). */
export const BLOCKED_TEXT = 'This form cannot be sent just now. Please try again in a moment.';

/** The visible sentence for a failed feedback call, after logging what the server said. */
export function feedbackFailureText(failure: AjaxFailure): string {
  logFailure('cf7 feedback', failure);
  return failureMessage(failure);
}
