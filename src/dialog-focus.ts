import { focusableWithin } from './focusable';

export interface HoldFocusOptions {
  /** Called on Escape. */
  onEscape?: () => void;
  /** Where focus goes back on release; defaults to what had focus when the hold began. */
  returnTo?: Element | null;
  /** Picks the element to focus first; defaults to the first focusable one. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null | undefined;
  /** False for a non-modal popup: only Escape is handled; focus is neither moved, trapped nor returned. */
  modal?: boolean;
}

/**
 * The plain-DOM form of useDialogFocus, for dialogs that are server markup: focus moves in, Tab and
 * Shift+Tab wrap inside (the focusable elements are recomputed on every key press), Escape calls
 * `onEscape`. The returned release puts focus back on the opener when it was still inside the dialog
 * (or nowhere), and stops listening.
 */
export function holdDialogFocus(dialog: HTMLElement, { onEscape, returnTo, initialFocus, modal = true }: HoldFocusOptions = {}): () => void {
  const doc = dialog.ownerDocument;
  const opener = returnTo ?? doc.activeElement;
  // Focus already inside (an init callback put it there) stays where it is.
  if (modal && !dialog.contains(doc.activeElement)) {
    const target = initialFocus?.(dialog) ?? focusableWithin(dialog)[0] ?? dialog;
    // The dialog itself takes focus only when it is focusable.
    if (target === dialog && !dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    target.focus();
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
    const current = doc.activeElement;
    if (event.shiftKey && (current === first || current === dialog || !dialog.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
  doc.addEventListener('keydown', onKeyDown);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    doc.removeEventListener('keydown', onKeyDown);
    if (!modal) return;
    const active = doc.activeElement;
    const focusWasInside = !active || active === doc.body || dialog.contains(active);
    if (focusWasInside && opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
}
