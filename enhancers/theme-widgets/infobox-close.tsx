import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { CLOSE_BUTTON_STYLE, closeButtonOf } from './panels-at-rest';
import { slideUp } from './dom/slide';

/** jQuery's default slideUp duration. */
export const INFOBOX_SLIDE_MS = 400;

/**
 * Closeable info box `.sc_infobox_closeable`: a click slides it up. For keyboard users a transparent
 * close button sits over the theme's drawn "✕" (the box itself holds text, so it is not a button), as the
 * box's last child. The plain at-rest part (`panels-at-rest.ts`) puts it there at ready, so it can be reached
 * before this code loads on first use; the component adopts it, and renders it only when it is missing.
 */
function InfoboxClose({ element }: ServerMarkupProps) {
  const placed = useMemo(() => closeButtonOf(element) !== null, [element]);
  // Counts the closing clicks: each one slides the box up, as the original's handler did.
  const [closed, setClosed] = useState(0);
  useLayoutEffect(() => {
    if (closed > 0) slideUp(element, INFOBOX_SLIDE_MS);
  }, [element, closed]);
  useServerEvent(element, 'click', (event) => {
    const target = event.target as Element;
    if (target.closest?.('a') && !target.closest('.sc_infobox_close')) return; // a link inside: follow it
    setClosed((count) => count + 1);
  });
  return placed ? null : createPortal(<button type="button" className="sc_infobox_close" aria-label="Close" style={CLOSE_BUTTON_STYLE} />, element);
}

export default defineComponent(InfoboxClose);
