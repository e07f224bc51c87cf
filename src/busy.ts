/**
 * Marks an element busy while a request runs: `aria-busy` for assistive technology, plus the class the
 * site's stylesheet draws the waiting state with (the theme's forms use `is-loading`), if any.
 */
export function markBusy(element: Element, on: boolean, className?: string): void {
  if (className) element.classList.toggle(className, on);
  if (on) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}
