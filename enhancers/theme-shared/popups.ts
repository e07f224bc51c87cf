import type { PopupOptions } from '../../src/message-popup-store';
import { showPopupLater } from '../../src/show-popup-later';

// showPopupLater never rejects (offline it shows a plain alert), so these need no catch.

export const showMessage = (options: PopupOptions): Promise<number> => showPopupLater(options);

export const warn = (message: string, header?: string) => void showMessage({ type: 'warning', message, ...(header && { header }) });
export const inform = (message: string, header?: string) => void showMessage({ type: 'info', message, ...(header && { header }) });
export const succeed = (message: string, header?: string) => void showMessage({ type: 'success', message, ...(header && { header }) });
