/**
 * Calls back once the page has loaded (the `load` event) and the main thread is then idle, so fetching
 * ahead never competes with the page's own start. Where requestIdleCallback is missing, shortly after load.
 */
export function whenLoadedAndIdle(win: Window, callback: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => callback(), { timeout: 2000 });
    else win.setTimeout(callback, 200);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
