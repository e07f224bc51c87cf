/** True while the mobile layout applies (B `body.menu_mobile`, A `body.responsive_menu`). */
export const isMobileLayout = (doc: Document): boolean =>
  doc.body.classList.contains('menu_mobile') || doc.body.classList.contains('responsive_menu');

/** Calls `changed` whenever the body's classes change (responsive-layout.ts switches the layout there) until `signal` aborts. */
export function watchLayout(doc: Document, changed: () => void, signal: AbortSignal): void {
  const observer = new MutationObserver(changed);
  observer.observe(doc.body, { attributes: true, attributeFilter: ['class'] });
  signal.addEventListener('abort', () => observer.disconnect());
}

/** The desktop header, `header.top_panel_wrap`. */
export const pageHeader = (doc: Document): HTMLElement | null => doc.querySelector<HTMLElement>('header.top_panel_wrap, .top_panel_wrap');

/** The height of the header that is showing: the mobile header in the mobile layout. */
export function headerHeight(doc: Document): number {
  const mobile = isMobileLayout(doc) ? doc.querySelector<HTMLElement>('.header_mobile') : null;
  return (mobile ?? pageHeader(doc))?.offsetHeight ?? 0;
}

/** Offset of an element from the top of the document. */
export const documentTop = (element: Element): number =>
  element.getBoundingClientRect().top + (element.ownerDocument.defaultView?.scrollY ?? 0);
