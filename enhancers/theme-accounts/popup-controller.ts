import { holdDialogFocus } from '../../src/dialog-focus';

/**
 * The login and registration popups: at most one shown at a time. Showing one hides the other; a shown
 * popup is a dialog (focus moves to its first field, Tab stays inside, Escape closes, focus goes back
 * to its link).
 */

interface Shown {
  popup: HTMLElement;
  opener: HTMLElement | null;
  close: HTMLElement | null;
  releaseFocus: () => void;
  label: string | undefined;
}

const onCloseClick = (event: Event) => {
  event.preventDefault();
  if (shown) hideAccountPopup(shown.popup);
};

const firstField = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, select');

let shown: Shown | undefined;
let animation: { in: string; out: string } | undefined;

/** Generation A with `css_animation`: popups show with `animated fast <menu_animation_in>`. */
export function setPopupAnimation(value: { in: string; out: string } | undefined): void {
  animation = value;
}

export const isPopupShown = (popup: HTMLElement): boolean => shown?.popup === popup;

export function showAccountPopup(popup: HTMLElement, opener: HTMLElement | null): void {
  if (shown?.popup === popup) return;
  if (shown) hideAccountPopup(shown.popup);
  const label = popup.hasAttribute('aria-label') ? undefined : opener?.textContent?.trim() || undefined;
  const close = popup.querySelector<HTMLElement>(':scope > .popup_close');
  const entry: Shown = { popup, opener, close, releaseFocus: () => undefined, label };
  shown = entry;
  popup.style.display = 'block';
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  if (label) popup.setAttribute('aria-label', label);
  if (animation) {
    popup.classList.remove(animation.out);
    popup.classList.add('animated', 'fast', animation.in);
  }
  opener?.setAttribute('aria-expanded', 'true');
  close?.setAttribute('role', 'button');
  close?.setAttribute('aria-label', 'Close');
  close?.addEventListener('click', onCloseClick);
  entry.releaseFocus = holdDialogFocus(popup, { onEscape: () => hideAccountPopup(popup), returnTo: opener, initialFocus: firstField });
}

export function hideAccountPopup(popup: HTMLElement): void {
  if (shown?.popup !== popup) return;
  const entry = shown;
  shown = undefined;
  entry.close?.removeEventListener('click', onCloseClick);
  popup.style.display = 'none';
  if (animation) popup.classList.remove('animated', 'fast', animation.in);
  entry.opener?.setAttribute('aria-expanded', 'false');
  popup.removeAttribute('role');
  popup.removeAttribute('aria-modal');
  if (entry.label) popup.removeAttribute('aria-label');
  // Gives focus back to the link when it was inside the popup.
  entry.releaseFocus();
}

/** Generation A's links toggle their popup; B's only show it. */
export function toggleAccountPopup(popup: HTMLElement, opener: HTMLElement | null): void {
  if (isPopupShown(popup)) hideAccountPopup(popup);
  else showAccountPopup(popup, opener);
}

/**
 * The popup a link names by its `#id`. Generation B prints the popups twice (header and mobile
 * header) with the same ids: the copy next to the link is the visible one.
 */
export function popupForLink(link: Element, id: string): HTMLElement | null {
  for (let node = link.parentElement; node; node = node.parentElement) {
    const found = Array.from(node.querySelectorAll<HTMLElement>('.popup_wrap')).find((popup) => popup.id === id);
    if (found) return found;
  }
  return link.ownerDocument.getElementById(id);
}

/** The link of the given kind nearest to an element (the login link next to a registration form). */
export function nearestLink(from: Element, selector: string): HTMLElement | null {
  for (let node = from.parentElement; node; node = node.parentElement) {
    const found = node.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}
