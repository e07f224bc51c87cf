import { useCallback, useState } from 'react';

/** A one-at-a-time group (accordion sections, tabs, stacked photos): at most one item open, by index. */
export interface OneOpen {
  /** The open item's index; -1 (or any index with no item) when none is open. */
  open: number;
  isOpen(index: number): boolean;
  /** Opens the item, closing the open one; opening the open one changes nothing. */
  show(index: number): void;
  /** Closes whatever is open. */
  close(): void;
}

/**
 * State of a one-at-a-time group: which single item is open. The component drives its markup from
 * `open` in a layout effect; the handlers may be passed to listeners as they are (stable identities).
 */
export function useOneOpen(initial: number | (() => number)): OneOpen {
  const [open, setOpen] = useState(initial);
  const show = useCallback((index: number) => setOpen(index), []);
  const close = useCallback(() => setOpen(-1), []);
  return { open, isOpen: (index) => index === open, show, close };
}
