import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { slideUp } from './dom/slide';

/** jQuery's default slideUp duration. */
export const INFOBOX_SLIDE_MS = 400;

const closeButtonStyle = { position: 'absolute', top: '0', right: '0', width: '2.5em', height: '100%', padding: '0', border: '0', background: 'transparent', cursor: 'pointer' } as const;

/**
 * Closeable info box `.sc_infobox_closeable`: a click slides it up. For keyboard users a transparent
 * close button sits over the theme's drawn "✕" (the box itself holds text, so it is not a button); the
 * component renders it as the box's last child.
 */
function InfoboxClose({ element }: ServerMarkupProps) {
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
  return createPortal(<button type="button" className="sc_infobox_close" aria-label="Close" style={closeButtonStyle} />, element);
}

export default defineComponent(InfoboxClose);
