import type { PopupOptions } from './message-popup-store';

let loading: Promise<typeof import('./message-popup')> | undefined;

/**
 * Shows the message popup, loading it (and Preact) on first use: for enhancers that only need a popup
 * when something goes wrong. Resolves with the popup's id; rejects only if the chunk fails to load.
 */
export function showPopupLater(options: PopupOptions): Promise<number> {
  loading ??= import('./message-popup');
  return loading.then(({ showPopup }) => showPopup(options));
}
