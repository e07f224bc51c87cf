import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/** Reads a signal in a component and re-renders when it changes; works under React and the Preact adapter. */
export function useSignalValue<T>(signal: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => signal.subscribe(() => onChange()),
    [signal],
  );
  return useSyncExternalStore(subscribe, () => signal.peek());
}
