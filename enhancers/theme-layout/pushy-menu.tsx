import { useLayoutEffect, useMemo } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { fadeIn, fadeOut } from '../theme-widgets/dom/fade';
import { nameClose, pushyParts } from './pushy-parts';
import { useDrawer } from './use-drawer';

/** jQuery's default fade duration for the overlay. */
export const PUSHY_OVERLAY_FADE_MS = 400;

/**
 * B pushy side menu `.pushy`: `.menu_pushy_button` opens it (`body.pushy-active`, `.site-overlay`
 * fades in); `.close-pushy` and the overlay close it. Loads on first use of a menu button; until then
 * `pushy-at-rest.ts` has set the closed menu's attributes, which the first render sets again.
 */
function PushyMenu({ element: panel }: ServerMarkupProps) {
  const doc = panel.ownerDocument;
  const parts = useMemo(() => pushyParts(panel), [panel]);
  useLayoutEffect(() => nameClose(parts.close), [parts]);
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
