import { holdDialogFocus } from '../../src/dialog-focus';
import { actAsButton, ensureId } from '../../src/act-as-button';

export interface DrawerOptions {
  panel: HTMLElement;
  /** The menu buttons that open and close it (get aria-expanded / aria-controls). */
  toggles: HTMLElement[];
  /** Close buttons, masks, overlays. */
  closers: HTMLElement[];
  /** Accessible name for toggles without text. */
  label: string;
  show(): void;
  hide(): void;
  signal: AbortSignal;
}

export interface Drawer {
  isOpen(): boolean;
  open(opener?: Element | null): void;
  close(): void;
  /** Undoes the attributes it added. */
  restore(): void;
}

/**
 * A slide-in menu panel over a mask (the mobile side menu, the pushy menu): while closed it is inert
 * (off-screen links are not tabbed to); while open it holds the focus like a modal dialog and
 * Escape closes it; focus returns to the button that opened it.
 */
export function drawer(options: DrawerOptions): Drawer {
  const { panel, toggles, closers, signal } = options;
  let releaseFocus: (() => void) | undefined;
  const undo = [...toggles.map((toggle) => actAsButton(toggle, options.label)), ...closers.filter((closer) => closer.textContent?.trim()).map((closer) => actAsButton(closer))];
  const panelId = ensureId(panel, 'drawer');
  const mark = (open: boolean) => {
    for (const toggle of toggles) {
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-controls', panelId);
    }
    panel.toggleAttribute('inert', !open);
  };
  const api: Drawer = {
    isOpen: () => releaseFocus !== undefined,
    open(opener) {
      if (releaseFocus) return;
      options.show();
      mark(true);
      releaseFocus = holdDialogFocus(panel, { returnTo: opener ?? toggles[0] ?? null, onEscape: api.close, initialFocus: () => panel });
    },
    close() {
      if (!releaseFocus) return;
      options.hide();
      mark(false);
      const release = releaseFocus;
      releaseFocus = undefined;
      release();
    },
    restore() {
      api.close();
      undo.forEach((restore) => restore());
      panel.removeAttribute('inert');
      for (const toggle of toggles) {
        toggle.removeAttribute('aria-expanded');
        toggle.removeAttribute('aria-controls');
      }
    },
  };
  mark(false);
  for (const toggle of toggles) {
    toggle.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (api.isOpen()) api.close();
        else api.open(toggle);
      },
      { signal },
    );
  }
  for (const closer of closers) {
    closer.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        api.close();
      },
      { signal },
    );
  }
  return api;
}
