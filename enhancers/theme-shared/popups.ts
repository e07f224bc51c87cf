import type { PopupOptions } from '../../src/message-popup-store';

type PopupModule = typeof import('../../src/message-popup');

let loaded: Promise<PopupModule> | undefined;
let delay = 5000;

/** The page's `message_timeout` for the popups shown from here. (The popup finds the theme's prefix itself.) */
export function configurePopups(messageTimeout: number): void {
  delay = messageTimeout;
}

/** The message popup and React load on first use only. */
function popupModule(): Promise<PopupModule> {
  loaded ??= import('../../src/message-popup');
  return loaded.then((module) => {
    module.setDefaultPopupDelay(delay);
    return module;
  });
}

export const showMessage = (options: PopupOptions): Promise<number> => popupModule().then((module) => module.showPopup(options));

export const warn = (message: string, header?: string) => void showMessage({ type: 'warning', message, ...(header && { header }) });
export const inform = (message: string, header?: string) => void showMessage({ type: 'info', message, ...(header && { header }) });
export const succeed = (message: string, header?: string) => void showMessage({ type: 'success', message, ...(header && { header }) });
