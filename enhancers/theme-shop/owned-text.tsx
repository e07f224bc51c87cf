import { useLayoutEffect, useState, type ReactPortal } from 'react';
import { createPortal } from 'react-dom';

/**
 * Text the component renders into a server element (a counter, a total): until the component has a
 * value the server's text stays; from the first value on, the server's nodes are taken out and the
 * element shows the rendered text. Returns the portal to render (null while the server's text shows).
 */
export function useOwnedText(element: HTMLElement | null | undefined, text: string | undefined): ReactPortal | null {
  const [serverNodes] = useState(() => (element ? Array.from(element.childNodes) : []));
  const owned = !!element && text !== undefined;
  useLayoutEffect(() => {
    if (owned) for (const node of serverNodes) node.remove();
  }, [owned, serverNodes]);
  return owned ? createPortal(text, element) : null;
}
