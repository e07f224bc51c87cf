// Elements already working as buttons: a second caller (a component adopting what its at-rest part set
// up at ready) shares the wiring instead of adding a second key listener; the last undo removes it.
const wired = new WeakMap<HTMLElement, { users: number; undo(): void }>();

/**
 * Makes a server element that is clicked (a div, span, heading or `href="#"` link) work from the
 * keyboard as a button: focusable, announced as a button, Enter and Space click it. Returns the undo.
 * Idempotent: calling it again on an element that already works as a button adds nothing (the first
 * caller's label stays); the element is put back when every caller has undone it.
 */
export function actAsButton(element: HTMLElement, label?: string): () => void {
  let wiring = wired.get(element);
  if (wiring) wiring.users++;
  else wired.set(element, (wiring = { users: 1, undo: wire(element, label) }));
  const current = wiring;
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    if (--current.users > 0) return;
    wired.delete(element);
    current.undo();
  };
}

function wire(element: HTMLElement, label?: string): () => void {
  const saved = ['role', 'tabindex', 'aria-label'].map((name) => [name, element.getAttribute(name)] as const);
  const isNativeButton = element.localName === 'button';
  if (!isNativeButton) element.setAttribute('role', 'button');
  if (!isNativeButton && !element.hasAttribute('tabindex')) element.tabIndex = 0;
  if (label && !element.textContent?.trim() && !element.hasAttribute('aria-label')) element.setAttribute('aria-label', label);
  const onKey = (event: KeyboardEvent) => {
    if (isNativeButton || event.target !== element) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      element.click();
    }
  };
  element.addEventListener('keydown', onKey);
  return () => {
    element.removeEventListener('keydown', onKey);
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

let sequence = 0;

/** The element's id, giving it one (`prefix-N`) if it has none; for aria-controls and aria-labelledby. */
export function ensureId(element: Element, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${++sequence}`;
  return element.id;
}
