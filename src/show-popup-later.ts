import type { PopupOptions } from './message-popup-store';
import { showPlainPopup } from './plain-popup';
import { reportError } from './report-error';

type PopupModule = Pick<typeof import('./message-popup'), 'showPopup'>;

/** The lazy popup, given how to fetch its code (tests pass a failing fetch). */
export function lazyPopup(importPopup: () => Promise<PopupModule>) {
  let loading: Promise<PopupModule> | undefined;
  const load = () =>
    // A failed fetch is not kept: the next popup tries again.
    (loading ??= importPopup().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    /**
     * Shows the popup, fetching its code (and Preact) on first use. Never rejects: when the code cannot
     * be fetched (offline), the message still shows as a plain alert and a callback hears 0 (dismissed).
     * Resolves with the popup's id, 0 for the stand-in.
     */
    show(options: PopupOptions): Promise<number> {
      return load().then(
        ({ showPopup }) => showPopup(options),
        (error: unknown) => {
          reportError('message-popup', error);
          showPlainPopup(options);
          options.callback?.(0);
          return 0;
        },
      );
    },
    /** Starts fetching the code, at the start of a request whose answer may need it. */
    preload(): void {
      load().catch(() => undefined);
    },
  };
}

// Marked: whatever may show a message (a like, a form) has the popup's code fetched ahead with its own.
const popup = lazyPopup(() => import(/* @fetch-ahead */ './message-popup'));

/** For enhancers that only need the message popup when something happens. */
export const showPopupLater = popup.show;
export const preloadPopup = popup.preload;
