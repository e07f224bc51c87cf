import { useLayoutEffect } from 'react';
import { markBusy } from './busy';

/** Keeps a server element marked busy (see markBusy) while `busy` is true, and unmarked on unmount. */
export function useBusy(element: Element | null | undefined, busy: boolean, className?: string): void {
  useLayoutEffect(() => {
    if (!element || !busy) return;
    markBusy(element, true, className);
    return () => markBusy(element, false, className);
  }, [element, busy, className]);
}
