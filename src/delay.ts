/** Resolves after `ms`; never when the signal aborts first (the enhanced markup is gone, so the caller's work is abandoned). */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return;
    const cancel = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}
