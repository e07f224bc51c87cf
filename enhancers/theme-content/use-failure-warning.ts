import { useLayoutEffect } from 'react';
import type { RequestState } from '../../src/use-request-state';
import { warn } from '../theme-shared/popups';

/**
 * The theme's warning popup for a failed request, once per failure. A failure with an empty message
 * was already reported to the developer (the code could not load) and shows nothing, as before.
 */
export function useFailureWarning(state: RequestState<unknown>): void {
  useLayoutEffect(() => {
    if (state.status === 'failed' && state.message) warn(state.message);
  }, [state]);
}

/** For a request task: an unexpected error is reported, and fails the request without a visitor message. */
export const reportedQuietly =
  (report: (error: unknown) => void) =>
  (error: unknown): never => {
    report(error);
    throw new Error('');
  };
