import { useLayoutEffect, useMemo } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { fadeIn, fadeOut } from '../theme-widgets/dom/fade';
import { useDrawer } from './use-drawer';

/** jQuery's default fade duration for the overlay. */
export const PUSHY_OVERLAY_FADE_MS = 400;

/**
 * B pushy side menu `.pushy`: `.menu_pushy_button` opens it (`body.pushy-active`, `.site-overlay`
 * fades in); `.close-pushy` and the overlay close it.
 */
function PushyMenu({ element: panel }: ServerMarkupProps) {
  const doc = panel.ownerDocument;
  const parts = useMemo(() => {
    const overlay = doc.querySelector<HTMLElement>('.site-overlay');
    const close = panel.querySelector<HTMLElement>('.close-pushy');
    return {
      overlay,
      close,
      toggles: Array.from(doc.querySelectorAll<HTMLElement>('.menu_pushy_button')),
      closers: [close, overlay].filter((element): element is HTMLElement => !!element),
    };
  }, [doc, panel]);
  useLayoutEffect(() => {
    const { close } = parts;
    if (!close || close.textContent?.trim()) return;
    close.setAttribute('aria-label', 'Close menu');
    return () => close.removeAttribute('aria-label');
  }, [parts]);
  useDrawer({
    panel,
    toggles: parts.toggles,
    closers: parts.closers,
    label: 'Menu',
    show: () => {
      doc.body.classList.add('pushy-active');
      if (parts.overlay) fadeIn(parts.overlay, PUSHY_OVERLAY_FADE_MS);
    },
    hide: () => {
      doc.body.classList.remove('pushy-active');
      if (parts.overlay) fadeOut(parts.overlay, PUSHY_OVERLAY_FADE_MS);
    },
  });
  return null;
}

export default defineComponent(PushyMenu);
