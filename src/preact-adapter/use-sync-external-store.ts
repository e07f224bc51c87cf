import { useLayoutEffect, useReducer, useRef } from 'preact/hooks';

interface Store<Snapshot> {
  snapshot: Snapshot;
  getSnapshot: () => Snapshot;
}

const hasChanged = <Snapshot>(store: Store<Snapshot>): boolean => {
  try {
    return !Object.is(store.snapshot, store.getSnapshot());
  } catch {
    return true; // re-render, so the error is thrown in render, where the error boundary sees it
  }
};

/**
 * React's `useSyncExternalStore` (without server snapshots). It subscribes in a layout effect, not
 * after paint as preact/compat does, so a change made right after a `flushSync` mount (the menu-item
 * popup is mounted and shown in one go) commits before `flushSync` returns; a change between render
 * and subscription is caught by the check on subscribe.
 */
export function useSyncExternalStore<Snapshot>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
): Snapshot {
  const snapshot = getSnapshot();
  const store = useRef<Store<Snapshot>>({ snapshot, getSnapshot }).current;
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    store.snapshot = snapshot;
    store.getSnapshot = getSnapshot;
    if (hasChanged(store)) rerender(undefined);
  });

  useLayoutEffect(() => {
    const onStoreChange = () => {
      if (hasChanged(store)) rerender(undefined);
    };
    onStoreChange();
    return subscribe(onStoreChange);
  }, [subscribe]);

  return snapshot;
}
