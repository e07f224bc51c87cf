/** Keyboard access for a delete control drawn as a span. */
export function makeDeleteControl(control: Element, label: string): void {
  control.setAttribute('role', 'button');
  control.setAttribute('tabindex', '0');
  control.setAttribute('aria-label', control.getAttribute('title') || label);
}
