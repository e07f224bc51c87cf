import type { PopupOptions } from './message-popup-store';
import { findThemeStorage } from './theme-storage';

/** How long the plain stand-in stays, as the popup's own default. */
export const PLAIN_POPUP_MS = 5000;

/**
 * A stand-in for the message popup when its code cannot be fetched (the visitor went offline): the
 * text, in the theme's popup classes, announced as an alert, gone after 5 s or on its close button.
 * Only text: a React node or legacy HTML is shown by its text content.
 */
export function showPlainPopup(options: PopupOptions, doc: Document = document): HTMLElement {
  const prefix = findThemeStorage()?.prefix ?? 'themerex';
  doc.querySelectorAll('[data-enhance-plain-popup]').forEach((old) => old.remove());
  const popup = doc.createElement('div');
  popup.setAttribute('data-enhance-plain-popup', '');
  popup.className = `${prefix}_message ${prefix}_message_${options.type}`;
  popup.setAttribute('role', 'alert');
  if (options.header) popup.append(Object.assign(doc.createElement('h2'), { className: `${prefix}_message_header`, textContent: options.header }));
  popup.append(Object.assign(doc.createElement('div'), { className: `${prefix}_message_body`, textContent: plainText(options.message, doc) }));
  const close = Object.assign(doc.createElement('button'), { type: 'button', className: `${prefix}_message_close`, textContent: '×' });
  close.setAttribute('aria-label', 'Close');
  popup.prepend(close);
  const timer = setTimeout(() => popup.remove(), PLAIN_POPUP_MS);
  close.addEventListener('click', () => {
    clearTimeout(timer);
    popup.remove();
  });
  doc.body.append(popup);
  return popup;
}

function plainText(message: PopupOptions['message'], doc: Document): string {
  if (typeof message === 'string' || typeof message === 'number') return String(message);
  if (message && typeof message === 'object' && 'legacyHtml' in message) {
    const template = doc.createElement('template');
    template.innerHTML = message.legacyHtml;
    return template.content.textContent ?? '';
  }
  return '';
}
