import { renderInto } from './render';
import { reportError } from './report-error';
import { MessagePopup } from './message-popup-view';
import { dropPopup, openPopup, setDefaultPopupDelay, type PopupContent, type PopupOptions } from './message-popup-store';
import { findThemeStorage, themeStorage } from './theme-storage';

export { closePopup, currentPopupId, setDefaultPopupDelay, type PopupOptions, type PopupType } from './message-popup-store';

let host: { element: HTMLElement; unmount: () => void } | undefined;
let prefixOverride: string | undefined;

/** The class/id prefix of the popup markup (`themerex`, `diveit`): the theme's, unless set here first. */
export function setPopupPrefix(prefix: string): void {
  prefixOverride = prefix;
}

/** The theme's `message_timeout` (the themes print none today, so 5000 ms). */
function themeMessageTimeout(): number {
  const timeout = Number(themeStorage()?.['message_timeout']);
  return Number.isFinite(timeout) && timeout > 0 ? timeout : 5000;
}

function ensureHost(): void {
  if (host?.element.isConnected) return;
  const prefix = prefixOverride ?? findThemeStorage()?.prefix ?? 'themerex';
  setDefaultPopupDelay(themeMessageTimeout());
  const element = document.createElement('div');
  element.setAttribute('data-enhance-popup-host', '');
  document.body.append(element);
  const unmount = renderInto(element, <MessagePopup prefix={prefix} />, (error) => reportError('message-popup', error));
  host = { element, unmount };
}

/** Removes the popup and its host element (a page leaving the theme, or a test finishing). */
export function removePopupHost(): void {
  dropPopup();
  host?.unmount();
  host?.element.remove();
  host = undefined;
  // The next host finds the prefix afresh (tests switch between theme generations).
  prefixOverride = undefined;
}

/** Shows the site-wide message popup, replacing any other. Returns its id. */
export function showPopup(options: PopupOptions): number {
  ensureHost();
  return openPopup(options);
}

export const showWarning = (message: PopupContent, header?: string) => showPopup({ type: 'warning', message, ...(header && { header }) });
export const showSuccess = (message: PopupContent, header?: string) => showPopup({ type: 'success', message, ...(header && { header }) });
export const showInfo = (message: PopupContent, header?: string) => showPopup({ type: 'info', message, ...(header && { header }) });

/** Asks a yes/no question; resolves true only for Yes. */
export function askConfirm(message: PopupContent, header?: string): Promise<boolean> {
  return new Promise((resolve) => {
    showPopup({ type: 'confirm', message, ...(header && { header }), callback: (button) => resolve(button === 1) });
  });
}
