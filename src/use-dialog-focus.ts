import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusableWithin } from './focusable';

export interface DialogFocusOptions {
  /** While true the dialog holds focus; turning false (or unmounting) returns it. */
  active: boolean;
  /** Called on Escape. */
  onEscape?: () => void;
  /** Trap Tab inside and move focus in (modal dialogs); otherwise only Escape is handled. */
  modal: boolean;
  /** Where focus goes back on close; defaults to what had focus on open. */
  returnTo?: Element | null;
  /** Picks the element to focus on open; defaults to the first focusable one. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null | undefined;
}

/**
 * WAI-ARIA dialog focus handling: focus moves in on open, Tab and Shift+Tab wrap inside (the list of
 * focusable elements is recomputed on every key press), Escape closes, focus returns to the opener.
 * Returns `returnFocus`, for closers that want focus back before they call out (so a callback that
 * moves focus itself keeps the last word).
 */
export function useDialogFocus(
  ref: RefObject<HTMLElement | null>,
  { active, onEscape, modal, returnTo, initialFocus }: DialogFocusOptions,
): () => void {
  const opener = useRef<Element | null>(null);

  const returnFocus = useCallback(() => {
    const dialog = ref.current;
    const target = opener.current;
    opener.current = null;
    if (!dialog || !modal) return;
    const active = dialog.ownerDocument.activeElement;
    const focusWasInside = !active || active === dialog.ownerDocument.body || dialog.contains(active);
    if (focusWasInside && target instanceof HTMLElement && target.isConnected) target.focus();
  }, [ref, modal]);

  // A layout effect: keys and focus are handled from the moment the dialog is in the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !active) return;
    opener.current = returnTo ?? dialog.ownerDocument.activeElement;
    // Focus that is already inside (an init callback put it there) stays where it is.
    if (modal && !dialog.contains(dialog.ownerDocument.activeElement)) {
      (initialFocus?.(dialog) ?? focusableWithin(dialog)[0] ?? dialog).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Esc') {
        if (onEscape) {
          event.preventDefault();
          onEscape();
        }
        return;
      }
      if (!modal || event.key !== 'Tab') return;
      const items = focusableWithin(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = dialog.ownerDocument.activeElement;
      if (event.shiftKey && (current === first || !dialog.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.ownerDocument.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.ownerDocument.removeEventListener('keydown', onKeyDown);
      returnFocus();
    };
    // onEscape, returnTo and initialFocus are read once per opening on purpose.
  }, [ref, active, modal, returnFocus]);

  return returnFocus;
}
