/**
 * Starts loading an action's code when the visitor shows intent (pointer over, focus inside), so it
 * is usually there by the time they click or submit. Load failures are left to the real use.
 */
export function warmUp(element: Element, load: () => Promise<unknown>, signal: AbortSignal): void {
  const start = () => void load().catch(() => undefined);
  // A component that loads on first use mounts after that use began: the visitor may already be inside.
  if (element.contains(element.ownerDocument.activeElement) || element.matches(':hover')) {
    start();
    return;
  }
  const options = { once: true, passive: true, signal };
  element.addEventListener('pointerenter', start, options);
  element.addEventListener('focusin', start, options);
}
