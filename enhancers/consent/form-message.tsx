import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const SUCCESS = 'wpgdprc-message--success';
const ERROR = 'wpgdprc-message--error';

/** What a request form's `.wpgdprc-message` shows: a result, or nothing (hidden and empty). */
export type MessageView = { ok: boolean; text: string } | null;

/** A result to show, or nothing when there is no text (the plugin shows an empty message not at all). */
export const messageOf = (ok: boolean, text: string | undefined): MessageView => (text ? { ok, text } : null);

/**
 * A request form's `.wpgdprc-message` (server markup): untouched until the first request (`view`
 * undefined), then hidden and emptied (by inline style on the access form, by `is-hidden` on the deletion
 * forms) or showing server text as text in the success or error style. A polite live region, so the
 * result is announced.
 */
export function FormMessage({ element, view, hideBy }: { element: HTMLElement | null; view: MessageView | undefined; hideBy: 'style' | 'class' }) {
  // The text is ours once the first request empties what the server printed.
  const [owned, setOwned] = useState(false);

  useLayoutEffect(() => {
    if (!element || element.hasAttribute('aria-live')) return;
    element.setAttribute('aria-live', 'polite');
    return () => element.removeAttribute('aria-live');
  }, [element]);

  useLayoutEffect(() => {
    if (!element || view === undefined) return;
    if (!owned) {
      element.textContent = '';
      setOwned(true);
    }
    if (view) {
      element.classList.remove('is-hidden', view.ok ? ERROR : SUCCESS);
      element.classList.add(view.ok ? SUCCESS : ERROR);
      element.style.removeProperty('display');
      if (element.getAttribute('style') === '') element.removeAttribute('style');
    } else {
      if (hideBy === 'style') element.style.display = 'none';
      else element.classList.add('is-hidden');
      element.classList.remove(SUCCESS, ERROR);
    }
  }, [element, view, hideBy, owned]);

  return element && owned && view ? createPortal(<>{view.text}</>, element) : null;
}
