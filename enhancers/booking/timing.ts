/** Booked's fixed delays (booking.md §3, §5). */
export const FORM_REQUEST_DELAY_MS = 100;
export const BETWEEN_APPOINTMENTS_MS = 100;
export const MODAL_SHOW_DELAY_MS = 50;
export const MODAL_REMOVE_DELAY_MS = 300;

/** Resolves after `ms`, or never when the signal aborts first (the caller's work is then abandoned). */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return;
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    const cancel = () => clearTimeout(timer);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}
