/** The pushy menu's parts in the page (B): the panel `.pushy`, its `.close-pushy`, the `.site-overlay`, the `.menu_pushy_button`s. */
export function pushyParts(panel: HTMLElement) {
  const doc = panel.ownerDocument;
  const overlay = doc.querySelector<HTMLElement>('.site-overlay');
  const close = panel.querySelector<HTMLElement>('.close-pushy');
  return {
    overlay,
    close,
    toggles: Array.from(doc.querySelectorAll<HTMLElement>('.menu_pushy_button')),
    closers: [close, overlay].filter((element): element is HTMLElement => !!element),
  };
}

/** Names the icon-only close link; returns the undo. */
export function nameClose(close: HTMLElement | null): () => void {
  if (!close || close.textContent?.trim() || close.hasAttribute('aria-label')) return () => undefined;
  close.setAttribute('aria-label', 'Close menu');
  return () => close.removeAttribute('aria-label');
}
