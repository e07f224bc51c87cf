/** True when assistive technology would find a name on the control: a label, ARIA naming, text or an image's alt. */
function hasName(element: Element): boolean {
  if (element.getAttribute('aria-label')?.trim() || element.hasAttribute('aria-labelledby')) return true;
  const labels = (element as HTMLInputElement).labels;
  if (labels && Array.from(labels).some((label) => label.textContent?.trim())) return true;
  if (element.matches('input, select, textarea')) return false;
  return !!element.textContent?.trim() || Array.from(element.querySelectorAll('img[alt]')).some((image) => image.getAttribute('alt')?.trim());
}

/**
 * Names a control the server printed without one (an icon-only link, a field with only a placeholder) with an
 * `aria-label`, leaving its markup as it is; returns the undo.
 */
export function nameIfUnnamed(element: Element | null | undefined, label: string): () => void {
  if (!element || !label || hasName(element)) return () => undefined;
  element.setAttribute('aria-label', label);
  return () => element.removeAttribute('aria-label');
}
