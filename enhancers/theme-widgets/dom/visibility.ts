/** True when the element and all its ancestors are displayed (not `display: none`, not `hidden`). */
export function isShown(element: Element): boolean {
  const win = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if ((node as HTMLElement).hidden) return false;
    const style = (node as HTMLElement).style;
    if (style?.display === 'none') return false;
    if (win && win.getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * Calls back once the element is displayed: at once if it is, otherwise when a hidden container
 * (a closed tab, accordion panel or toggle) is revealed. Widgets that measure themselves wait for this.
 */
export function whenShown(element: Element, callback: () => void, signal: AbortSignal): void {
  if (isShown(element)) {
    callback();
    return;
  }
  const win = element.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (!win?.ResizeObserver) {
    callback();
    return;
  }
  const observer = new win.ResizeObserver(() => {
    if (!isShown(element)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(element);
  signal.addEventListener('abort', () => observer.disconnect());
}
