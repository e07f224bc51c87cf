import { focusableWithin } from '../../../src/focusable';

export interface DialogKeys {
  /** Stops handling keys and, when focus was inside, returns it to the opener. */
  release(): void;
}

/**
 * WAI-ARIA modal dialog keyboard handling for server-built dialogs (no React): focus moves in, Tab and
 * Shift+Tab stay inside, Escape calls `onEscape`, focus returns to the opener on release.
 */
export function holdDialogFocus(dialog: HTMLElement, opener: Element | null, onEscape: () => void, focusFirst?: HTMLElement | null): DialogKeys {
  const doc = dialog.ownerDocument;
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  if (!dialog.contains(doc.activeElement)) (focusFirst ?? dialog).focus();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Esc') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableWithin(dialog);
    const current = doc.activeElement;
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (current === first || current === dialog || !dialog.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
  doc.addEventListener('keydown', onKeyDown);
  return {
    release() {
      doc.removeEventListener('keydown', onKeyDown);
      const active = doc.activeElement;
      const focusWasInside = !active || active === doc.body || dialog.contains(active);
      if (focusWasInside && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
  };
}
