import { useCallback, useRef, useState } from 'react';

/** Where a visitor's request stands: nothing yet, running, failed with a sentence to show, or done. */
export type RequestState<Result> =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; message: string }
  | { status: 'done'; result: Result };

/**
 * A request's state for a component, with the double-click guard every control needs: `run` while a
 * request is running does nothing and returns false. The task resolves to the result, or rejects with
 * an error whose message is the sentence to show; `failed` keeps it.
 */
export function useRequestState<Result>(): {
  state: RequestState<Result>;
  run(task: () => Promise<Result>): boolean;
  reset(): void;
} {
  const [state, setState] = useState<RequestState<Result>>({ status: 'idle' });
  const running = useRef(false);
  const mounted = useRef(true);
  const run = useCallback((task: () => Promise<Result>) => {
    if (running.current) return false;
    running.current = true;
    setState({ status: 'busy' });
    const settle = (next: RequestState<Result>) => {
      running.current = false;
      if (mounted.current) setState(next);
    };
    // Started at once: the request goes out in the same task as the click, as the original's did.
    let started: Promise<Result>;
    try {
      started = Promise.resolve(task());
    } catch (error) {
      started = Promise.reject(error);
    }
    void started.then(
        (result) => settle({ status: 'done', result }),
        (error: unknown) => settle({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return true;
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
