import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { actAsButton, ensureId } from '../../src/act-as-button';
import { useDialogFocus } from '../../src/use-dialog-focus';

export interface DrawerOptions {
  panel: HTMLElement;
  /** The menu buttons that open and close it (get aria-expanded / aria-controls). */
  toggles: HTMLElement[];
  /** Close buttons, masks, overlays. */
  closers: HTMLElement[];
  /** Accessible name for toggles without text. */
  label: string;
  /** What opening shows (classes, fades); `hide` undoes it. */
  show(): void;
  hide(): void;
}

export interface Drawer {
  open: boolean;
  close(): void;
}

interface DrawerState {
  open: boolean;
  /** The button that opened it: focus goes back there. */
  opener: Element | null;
}

/**
 * A slide-in menu panel over a mask (the mobile side menu, the pushy menu), open or closed as state:
 * while closed it is inert (off-screen links are not tabbed to); while open it holds the focus like a
 * modal dialog and Escape closes it; focus returns to the button that opened it. Unmounting closes it
 * and undoes the attributes it added.
 */
export function useDrawer({ panel, toggles, closers, label, show, hide }: DrawerOptions): Drawer {
  const [state, setState] = useState<DrawerState>({ open: false, opener: null });
  const latest = useRef({ show, hide });
  latest.current = { show, hide };
  const returnFocus = useRef<() => void>(() => undefined);
  // Focus goes back before the state changes: React puts back, after a commit, the focus an effect's
  // cleanup moved. Escape and resizes close it from outside React's events: commit at once, as before.
  const close = useCallback(() => {
    returnFocus.current();
    flushSync(() => setState((current) => (current.open ? { open: false, opener: null } : current)));
  }, []);
  const panelRef = useMemo(() => ({ current: panel }), [panel]);

  useLayoutEffect(() => {
    const undo = [...toggles.map((toggle) => actAsButton(toggle, label)), ...closers.filter((closer) => closer.textContent?.trim()).map((closer) => actAsButton(closer))];
    return () => {
      undo.forEach((restore) => restore());
      panel.removeAttribute('inert');
      for (const toggle of toggles) {
        toggle.removeAttribute('aria-expanded');
        toggle.removeAttribute('aria-controls');
      }
    };
  }, [panel, toggles, closers, label]);
  // Shown while open (before the focus moves in); hidden again on close and on unmount.
  useLayoutEffect(() => {
    if (!state.open) return;
    latest.current.show();
    return () => latest.current.hide();
  }, [state.open]);
  useLayoutEffect(() => {
    const panelId = ensureId(panel, 'drawer');
    for (const toggle of toggles) {
      toggle.setAttribute('aria-expanded', String(state.open));
      toggle.setAttribute('aria-controls', panelId);
    }
    panel.toggleAttribute('inert', !state.open);
  }, [panel, toggles, state.open]);
  returnFocus.current = useDialogFocus(panelRef, { active: state.open, modal: true, returnTo: state.opener ?? toggles[0] ?? null, onEscape: close, initialFocus: () => panel });

  useEventsOn(toggles, 'click', (event, toggle) => {
    event.preventDefault();
    if (state.open) close();
    else setState({ open: true, opener: toggle });
  });
  useEventsOn(closers, 'click', (event) => {
    event.preventDefault();
    close();
  });
  return { open: state.open, close };
}

/**
 * Listens to an event on each of a list of server elements while mounted (the latest handler runs, told
 * which element it was); like useServerEvent, state set in the handler commits before it returns.
 */
export function useEventsOn<Type extends keyof HTMLElementEventMap>(
  targets: readonly HTMLElement[],
  type: Type,
  handler: (event: HTMLElementEventMap[Type], target: HTMLElement) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    const bound = targets.map((target) => {
      const listener = (event: Event) => flushSync(() => latest.current(event as HTMLElementEventMap[Type], target));
      target.addEventListener(type, listener);
      return () => target.removeEventListener(type, listener);
    });
    return () => bound.forEach((unbind) => unbind());
  }, [targets, type]);
}
