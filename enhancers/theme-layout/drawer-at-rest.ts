import { actAsButton, ensureId } from '../../src/act-as-button';

/** The parts of a slide-in menu that useDrawer drives (see use-drawer.ts). */
export interface DrawerParts {
  panel: HTMLElement;
  toggles: HTMLElement[];
  closers: HTMLElement[];
  /** Accessible name for toggles without text. */
  label: string;
}

/**
 * A drawer as it is before anything opened it, which is what useDrawer's first render sets too (so the
 * component adopts it when it mounts): the closed panel inert (its off-screen links are not tabbed to), the
 * toggles keyboard buttons controlling it and saying it is collapsed, closers with text keyboard buttons.
 * Returns the undo.
 */
export function closedDrawer({ panel, toggles, closers, label }: DrawerParts): () => void {
  const panelId = ensureId(panel, 'drawer');
  const undo = [...toggles.map((toggle) => actAsButton(toggle, label)), ...closers.filter((closer) => closer.textContent?.trim()).map((closer) => actAsButton(closer))];
  for (const toggle of toggles) {
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', panelId);
  }
  panel.setAttribute('inert', '');
  return () => {
    undo.forEach((restore) => restore());
    panel.removeAttribute('inert');
    for (const toggle of toggles) {
      toggle.removeAttribute('aria-expanded');
      toggle.removeAttribute('aria-controls');
    }
  };
}
