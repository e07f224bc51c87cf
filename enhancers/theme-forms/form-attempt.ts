import { useCallback, useLayoutEffect } from 'react';
import { useBusy } from '../../src/use-busy';
import { useRequestState } from '../../src/use-request-state';
import { warmUp } from '../theme-shared/warm-up';

/**
 * A form's attempt (load the sending code, check, send) as a request state: one at a time (a submit
 * meanwhile is ignored), the form marked busy (`aria-busy`, and the theme's `is-loading`, which dims it
 * and blocks pointer input) while it runs. The sending code starts loading on intent (pointer over,
 * focus inside). An unexpected error (the code failed to load, say) is reported, then `onError` runs.
 */
export function useFormAttempt<Code>(
  form: HTMLElement,
  load: () => Promise<Code>,
  { signal, report, busyElement = form, busyClass = 'is-loading' }: { signal: AbortSignal; report(error: unknown): void; busyElement?: HTMLElement | null; busyClass?: string },
): (work: (code: Code) => unknown, onError?: () => void) => boolean {
  const attempt = useRequestState<void>();
  useBusy(busyElement, attempt.state.status === 'busy', busyClass || undefined);
  useLayoutEffect(() => warmUp(form, load, signal), [form, load, signal]);
  const { run } = attempt;
  return useCallback(
    (work: (code: Code) => unknown, onError?: () => void) =>
      run(async () => {
        try {
          await work(await load());
        } catch (error) {
          report(error);
          onError?.();
        }
      }),
    [run, load, report],
  );
}
