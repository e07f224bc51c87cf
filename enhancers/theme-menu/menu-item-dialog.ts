import { fadeIn, fadeOut, stopEffect } from '../theme-widgets/dom/fade';
import { holdDialogFocus } from '../../src/dialog-focus';
import { ensureId } from '../../src/act-as-button';
import { parseServerHtml } from '../../src/server-fragment';
import { neighbours } from './menu-item-ids';

/** The popup and its backdrop fade in and out over 500 ms (spec §9). */
export const MENU_POPUP_FADE_MS = 500;

export type Direction = 'prev' | 'next';

export interface MenuItemView {
  /** The server's popup HTML (contract: inserted as HTML, without running scripts). */
  html: string;
  /** The item shown, and the ids of the menu block it was opened from (for the arrows). */
  id: string;
  ids: readonly string[];
  /** The arrow that asked for this item: focus lands on the same arrow again. */
  via?: Direction;
}

interface OpenPopup {
  overlay: HTMLElement;
  popup: HTMLElement;
  releaseFocus?: () => void;
  owner: Element;
  closing: boolean;
  navigate: (id: string, via: Direction) => void;
}

let current: OpenPopup | undefined;

/** The block whose item is showing, while the popup is open. */
export const menuItemPopupOwner = (): Element | undefined => (current && !current.closing ? current.owner : undefined);

/** A control as the original prints it: an `<a>` with no text whose icon font draws on the empty span. */
const iconLink = (doc: Document, className: string, icon: string, label: string, rel?: string): HTMLAnchorElement => {
  const anchor = doc.createElement('a');
  anchor.className = className;
  anchor.href = '#';
  anchor.setAttribute('aria-label', label);
  if (rel) anchor.rel = rel;
  const span = doc.createElement('span');
  span.className = icon;
  span.setAttribute('aria-hidden', 'true');
  anchor.append(span);
  return anchor;
};

function fill(popup: HTMLElement, view: MenuItemView): void {
  const doc = popup.ownerDocument;
  popup.replaceChildren(parseServerHtml(view.html, doc));
  const wrap = popup.querySelector('.sc_menuitems_wrap') ?? popup;
  wrap.append(iconLink(doc, 'close_menuitem', 'icon-cancel', 'Close'));
  const around = neighbours(view.ids, view.id);
  if (around) {
    const content = popup.querySelector('.sc_menuitem_content') ?? wrap;
    content.append(
      iconLink(doc, 'prev_menuitem prevnext_menuitem show_popup_menuitem', 'icon-left', 'Previous', around.prev),
      iconLink(doc, 'next_menuitem prevnext_menuitem show_popup_menuitem', 'icon-right', 'Next', around.next),
    );
  }
  const title = popup.querySelector('.sc_menuitem_title, h1, h2, h3, h4, h5');
  if (title) {
    popup.setAttribute('aria-labelledby', ensureId(title, 'menuitem-title'));
    popup.removeAttribute('aria-label');
  } else {
    popup.removeAttribute('aria-labelledby');
    popup.setAttribute('aria-label', 'Menu item');
  }
}

const focusTarget = (popup: HTMLElement, via?: Direction): HTMLElement =>
  (via && popup.querySelector<HTMLElement>(`.${via}_menuitem`)) || popup;

function removeNow(state: OpenPopup): void {
  for (const element of [state.overlay, state.popup]) {
    stopEffect(element);
    element.remove();
  }
  if (current === state) current = undefined;
}

function build(doc: Document, owner: Element, navigate: OpenPopup['navigate']): OpenPopup {
  const overlay = doc.createElement('div');
  overlay.id = 'overlay';
  const popup = doc.createElement('div');
  popup.className = 'popup_menuitem';
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  popup.tabIndex = -1;
  for (const element of [overlay, popup]) element.style.display = 'none';
  doc.body.append(overlay, popup);
  const state: OpenPopup = { overlay, popup, owner, closing: false, navigate };
  overlay.addEventListener('click', () => closeMenuItemPopup());
  popup.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The popup itself is the backdrop around the item box.
    if (target === popup || target.closest('.close_menuitem')) {
      event.preventDefault();
      closeMenuItemPopup();
      return;
    }
    const arrow = target.closest<HTMLAnchorElement>('a.prevnext_menuitem');
    if (arrow && !state.closing) {
      event.preventDefault();
      state.navigate(arrow.rel, arrow.classList.contains('prev_menuitem') ? 'prev' : 'next');
    }
  });
  return state;
}

/**
 * Shows a loaded menu item: the first one creates the backdrop and popup (fading in over 500 ms);
 * a later one fades the open popup out, replaces its content and fades it back in.
 */
export function showMenuItem(view: MenuItemView, opener: Element | null, owner: Element, navigate: OpenPopup['navigate']): void {
  const doc = owner.ownerDocument;
  if (current?.closing) removeNow(current);
  if (!current) {
    const state = build(doc, owner, navigate);
    current = state;
    fill(state.popup, view);
    fadeIn(state.overlay, MENU_POPUP_FADE_MS);
    fadeIn(state.popup, MENU_POPUP_FADE_MS);
    state.releaseFocus = holdDialogFocus(state.popup, { returnTo: opener, onEscape: closeMenuItemPopup, initialFocus: (popup) => focusTarget(popup, view.via) });
    return;
  }
  const state = current;
  state.owner = owner;
  state.navigate = navigate;
  fadeOut(state.popup, MENU_POPUP_FADE_MS, {
    onDone: () => {
      fill(state.popup, view);
      fadeIn(state.popup, MENU_POPUP_FADE_MS);
      focusTarget(state.popup, view.via).focus();
    },
  });
}

/** Fades the popup and its backdrop out (500 ms), then removes both; focus returns to the opener. */
export function closeMenuItemPopup(): void {
  const state = current;
  if (!state || state.closing) return;
  state.closing = true;
  state.releaseFocus?.();
  for (const element of [state.overlay, state.popup]) element.style.pointerEvents = 'none';
  fadeOut(state.overlay, MENU_POPUP_FADE_MS);
  fadeOut(state.popup, MENU_POPUP_FADE_MS, { onDone: () => removeNow(state) });
}

/** Removes the popup at once (its menu block left the page). */
export function dropMenuItemPopup(): void {
  if (!current) return;
  current.releaseFocus?.();
  removeNow(current);
}
