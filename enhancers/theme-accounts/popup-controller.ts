import { signal } from '@preact/signals-core';

/**
 * The login and registration popups: at most one shown at a time, named here with the link that
 * opened it (the link's component shows it as a dialog, see popup-link.tsx). Showing one hides the other.
 */
export interface ShownPopup {
  popup: HTMLElement;
  opener: HTMLElement;
}

export const shownPopup = signal<ShownPopup | undefined>(undefined);

export const isPopupShown = (popup: HTMLElement): boolean => shownPopup.peek()?.popup === popup;

export function showAccountPopup(popup: HTMLElement, opener: HTMLElement): void {
  if (!isPopupShown(popup)) shownPopup.value = { popup, opener };
}

export function hideAccountPopup(popup: HTMLElement): void {
  if (isPopupShown(popup)) shownPopup.value = undefined;
}

/** Generation A's links toggle their popup; B's only show it. */
export function toggleAccountPopup(popup: HTMLElement, opener: HTMLElement): void {
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
