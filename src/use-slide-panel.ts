import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { slideDown, slideUp } from '../enhancers/theme-widgets/dom/slide';
import { useServerEvent } from './use-server-event';

/** jQuery's default slide duration. */
export const SLIDE_MS = 400;

export interface SlidePanel {
  /** Whether the panel is (or is sliding) open. */
  open: boolean;
  /** Opens or closes it; a value it already has does nothing. */
  setOpen(open: boolean): void;
  toggle(): void;
}

/**
 * "A button slides a panel" (the header cart, the outer sidebar's widgets, the responsive menus, the
 * recent-news categories): whether the panel is open is state; each change slides it down or up
 * (jQuery's slideDown/slideUp, `ms` long). The state it has at mount (`initiallyOpen`, read once) is the
 * server's and is not animated. Closing pins an inline `display:block` first: the theme's CSS may show the
 * panel only through a class the caller removes in the same change. The caller reflects `open` on its
 * button (aria-expanded, `opened`) in its own layout effect.
 */
export function useSlidePanel(panel: HTMLElement | null | undefined, initiallyOpen: boolean | (() => boolean), ms = SLIDE_MS): SlidePanel {
  const [open, setOpenState] = useState(initiallyOpen);
  // What the panel shows now: a change of state slides from it, the first render does not.
  const shown = useRef(open);
  useLayoutEffect(() => {
    if (!panel || shown.current === open) return;
    shown.current = open;
    if (open) {
      slideDown(panel, ms);
    } else {
      if (!panel.style.display) panel.style.display = 'block';
      slideUp(panel, ms);
    }
  }, [panel, open, ms]);
  const setOpen = useCallback((next: boolean) => setOpenState(next), []);
  const toggle = useCallback(() => setOpenState((current) => !current), []);
  return { open, setOpen, toggle };
}

/**
 * The button that slides a panel (the menus' and the outer sidebar's): `aria-expanded` follows the panel,
 * the server's `opened` class is left as printed at mount and then follows it, and a click toggles it.
 */
export function useSlidePanelButton(button: HTMLElement, panel: SlidePanel): void {
  const mounted = useRef(false);
  useLayoutEffect(() => {
    button.setAttribute('aria-expanded', String(panel.open));
    if (mounted.current) button.classList.toggle('opened', panel.open);
    mounted.current = true;
  }, [button, panel.open]);
  useServerEvent(button, 'click', (event) => {
    event.preventDefault();
    panel.toggle();
  });
}
