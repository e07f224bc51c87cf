import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { holdDialogFocus, type HoldFocusOptions } from './dialog-focus';

export interface DialogFocusOptions extends Omit<HoldFocusOptions, 'modal'> {
  /** While true the dialog holds focus; turning false (or unmounting) returns it. */
  active: boolean;
  /** Trap Tab inside and move focus in (modal dialogs); otherwise only Escape is handled. */
  modal: boolean;
}

/**
 * holdDialogFocus for components: focus moves in on open, Tab and Shift+Tab wrap inside, Escape
 * closes, focus returns to the opener. Returns `returnFocus`, for closers that want focus back before
 * they call out (so a callback that moves focus itself keeps the last word).
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, { active, modal, ...options }: DialogFocusOptions): () => void {
  const release = useRef<(() => void) | null>(null);
  const returnFocus = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);

  // A layout effect: keys and focus are handled from the moment the dialog is in the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !active) return;
    release.current = holdDialogFocus(dialog, { ...options, modal });
    return returnFocus;
    // onEscape, returnTo and initialFocus are read once per opening on purpose.
  }, [ref, active, modal, returnFocus]);

  return returnFocus;
}
