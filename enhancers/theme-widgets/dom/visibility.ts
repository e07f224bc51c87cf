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

type Watch = { callback: () => void };
const watched = new Map<Element, Watch>();
let observer: IntersectionObserver | undefined;

/**
 * Calls back once, when the element's top is above the bottom of the viewport (scrolled into view, or
 * already scrolled past). One shared IntersectionObserver: its root margin reaches far above the
 * viewport, so elements the visitor has jumped past count too.
 */
export function onceScrolledTo(element: Element, callback: () => void, signal: AbortSignal): void {
  const win = element.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (!win?.IntersectionObserver) {
    callback();
    return;
  }
  if (!observer) {
    observer = new win.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const watch = watched.get(entry.target);
          watched.delete(entry.target);
          observer?.unobserve(entry.target);
          watch?.callback();
        }
      },
      { rootMargin: '100000px 0px 0px 0px' },
    );
  }
  watched.set(element, { callback });
  observer.observe(element);
  signal.addEventListener('abort', () => {
    watched.delete(element);
    observer?.unobserve(element);
  });
}

/** For tests: forget the shared observer (a new fake one is installed per test). */
export function resetScrollWatch(): void {
  observer?.disconnect();
  observer = undefined;
  watched.clear();
}
