import { signal } from '@preact/signals-core';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { ensureId } from '../../src/act-as-button';
import { renderInto } from '../../src/render';
import { reportError } from '../../src/report-error';
import { parseServerHtml } from '../../src/server-fragment';
import { useDialogFocus } from '../../src/use-dialog-focus';
import { useSignalValue } from '../../src/use-signal-value';
import { fadeIn, fadeOut, stopEffect } from '../theme-widgets/dom/fade';
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

type Navigate = (id: string, via: Direction) => void;

/** The page's one menu-item popup, shared by every menu block: what it should show, and for whom. */
interface PopupState {
  /** A new popup (not the next item in an open one) gets a new serial, so fresh elements. */
  serial: number;
  /** The item asked for last; the popup shows it once the previous one has faded out. */
  view: MenuItemView;
  /** The block whose item is showing, and how its arrows load another of its items. */
  owner: Element;
  navigate: Navigate;
  /** Where focus goes back when the popup closes. */
  opener: Element | null;
  closing: boolean;
}

const popupState = signal<PopupState | null>(null);
let serial = 0;
let mountedIn: Document | undefined;

/** The block whose item is showing, while the popup is open. */
export const menuItemPopupOwner = (): Element | undefined => {
  const state = popupState.peek();
  return state && !state.closing ? state.owner : undefined;
};

const set = (state: PopupState | null) => flushSync(() => (popupState.value = state));

/** Mounts the popup's component once per document (its markup goes to the body through a portal). */
function ensureMounted(doc: Document): void {
  if (mountedIn === doc) return;
  mountedIn = doc;
  renderInto(doc.createElement('div'), <MenuItemPopupHost doc={doc} />, (error) => reportError('theme-menu-item-popup', error));
}

/**
 * Shows a loaded menu item: the first one creates the backdrop and popup (fading in over 500 ms);
 * a later one fades the open popup out, replaces its content and fades it back in.
 */
export function showMenuItem(view: MenuItemView, opener: Element | null, owner: Element, navigate: Navigate): void {
  ensureMounted(owner.ownerDocument);
  const current = popupState.peek();
  if (current && !current.closing) set({ ...current, view, owner, navigate });
  else set({ serial: ++serial, view, owner, navigate, opener, closing: false });
}

/** Fades the popup and its backdrop out (500 ms), then removes both; focus returns to the opener. */
export function closeMenuItemPopup(): void {
  const current = popupState.peek();
  if (!current || current.closing) return;
  // Focus goes back first (React puts back, after a commit, focus that an effect's cleanup moved).
  returnFocus?.();
  set({ ...current, closing: true });
}

/** Removes the popup at once (its menu block left the page). */
export function dropMenuItemPopup(): void {
  if (!popupState.peek()) return;
  returnFocus?.();
  set(null);
}

// The open popup's focus release, for closers outside it.
let returnFocus: (() => void) | undefined;

function MenuItemPopupHost({ doc }: { doc: Document }) {
  const state = useSignalValue(popupState);
  return state ? createPortal(<MenuItemPopup key={state.serial} state={state} />, doc.body) : null;
}

/** A control as the original prints it: an `<a>` with no text whose icon font draws on the empty span. */
function IconLink({ className, icon, label, rel }: { className: string; icon: string; label: string; rel?: string }) {
  return (
    <a className={className} href="#" aria-label={label} rel={rel}>
      <span className={icon} aria-hidden="true"></span>
    </a>
  );
}

/** The server's HTML for one item, parsed inert, and where the controls go in it. */
interface Content {
  fragment: DocumentFragment;
  /** `.sc_menuitems_wrap` (the close link goes at its end), else the popup itself (null). */
  wrap: Element | null;
  /** `.sc_menuitem_content` (the arrows go at its end), else the wrap. */
  content: Element | null;
  around: { prev: string; next: string } | undefined;
  titleId: string | undefined;
}

function parseContent(view: MenuItemView, doc: Document): Content {
  const fragment = parseServerHtml(view.html, doc);
  const wrap = fragment.querySelector('.sc_menuitems_wrap');
  const title = fragment.querySelector('.sc_menuitem_title, h1, h2, h3, h4, h5');
  return {
    fragment,
    wrap,
    content: fragment.querySelector('.sc_menuitem_content') ?? wrap,
    around: neighbours(view.ids, view.id),
    titleId: title ? ensureId(title, 'menuitem-title') : undefined,
  };
}

const focusTarget = (popup: HTMLElement, via?: Direction): HTMLElement =>
  (via && popup.querySelector<HTMLElement>(`.${via}_menuitem`)) || popup;

/**
 * The menu-item popup (`#overlay` and `div.popup_menuitem[role=dialog]`, markup as theme.shortcodes.js
 * makes it): the server's item HTML with the close link at the end of `.sc_menuitems_wrap` and the
 * arrows (wrapping around the ids of the block it was opened from) at the end of `.sc_menuitem_content`.
 */
function MenuItemPopup({ state }: { state: PopupState }) {
  const overlay = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  // The item the popup shows: it follows `state.view` once the previous item has faded out.
  const [shown, setShown] = useState(state.view);
  const doc = state.owner.ownerDocument;
  const content = useMemo(() => parseContent(shown, doc), [shown, doc]);
  const opened = useRef(false);

  // The server's HTML goes first in the popup, before any control rendered into the popup itself.
  useLayoutEffect(() => {
    const nodes = Array.from(content.fragment.childNodes);
    popup.current!.prepend(...nodes);
    return () => nodes.forEach((node) => node.remove());
  }, [content]);
  // Fades: in when the popup opens; a later item fades in once it is in place, focus on its arrow.
  useLayoutEffect(() => {
    const element = popup.current!;
    if (!opened.current) {
      opened.current = true;
      for (const each of [overlay.current!, element]) {
        each.style.display = 'none';
        fadeIn(each, MENU_POPUP_FADE_MS);
      }
      return;
    }
    fadeIn(element, MENU_POPUP_FADE_MS);
    focusTarget(element, shown.via).focus();
  }, [shown]);
  // Another item asked for: the open one fades out first.
  useLayoutEffect(() => {
    if (state.view === shown || state.closing) return;
    const next = state.view;
    fadeOut(popup.current!, MENU_POPUP_FADE_MS, { onDone: () => flushSync(() => setShown(next)) });
  }, [state.view]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new item starts the fade
  // Closing: both fade out, then the popup is gone.
  useLayoutEffect(() => {
    if (!state.closing) return;
    const elements = [overlay.current!, popup.current!];
    for (const element of elements) element.style.pointerEvents = 'none';
    fadeOut(elements[0]!, MENU_POPUP_FADE_MS);
    fadeOut(elements[1]!, MENU_POPUP_FADE_MS, { onDone: () => popupState.peek()?.serial === state.serial && set(null) });
  }, [state.closing, state.serial]);
  useLayoutEffect(() => {
    const elements = [overlay.current!, popup.current!];
    return () => elements.forEach(stopEffect);
  }, []);

  const release = useDialogFocus(popup, {
    active: !state.closing,
    modal: true,
    returnTo: state.opener,
    onEscape: closeMenuItemPopup,
    initialFocus: (element) => focusTarget(element, shown.via),
  });
  useLayoutEffect(() => {
    returnFocus = release;
    return () => {
      if (returnFocus === release) returnFocus = undefined;
    };
  }, [release]);

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // The popup itself is the backdrop around the item box.
    if (target === popup.current || target.closest('.close_menuitem')) {
      event.preventDefault();
      closeMenuItemPopup();
      return;
    }
    const arrow = target.closest<HTMLAnchorElement>('a.prevnext_menuitem');
    if (arrow && !state.closing) {
      event.preventDefault();
      state.navigate(arrow.rel, arrow.classList.contains('prev_menuitem') ? 'prev' : 'next');
    }
  };

  // A DOM listener, not onClick: the controls are portals (elsewhere in React's tree) and the item's
  // HTML is not React's, but every click in the popup bubbles to it in the DOM.
  const latestClick = useRef(onClick);
  latestClick.current = onClick;
  useLayoutEffect(() => {
    const element = popup.current!;
    const listener = (event: MouseEvent) => flushSync(() => latestClick.current(event));
    element.addEventListener('click', listener);
    return () => element.removeEventListener('click', listener);
  }, []);

  const close = <IconLink className="close_menuitem" icon="icon-cancel" label="Close" />;
  const arrows = content.around && (
    <>
      <IconLink className="prev_menuitem prevnext_menuitem show_popup_menuitem" icon="icon-left" label="Previous" rel={content.around.prev} />
      <IconLink className="next_menuitem prevnext_menuitem show_popup_menuitem" icon="icon-right" label="Next" rel={content.around.next} />
    </>
  );
  // Controls with nowhere to go in the item's HTML go at the end of the popup itself.
  let inPopup: ReactNode = null;
  let portals: ReactNode = null;
  if (!content.wrap) inPopup = content.content ? close : <>{close}{arrows}</>;
  if (content.wrap && content.content === content.wrap) portals = createPortal(<>{close}{arrows}</>, content.wrap);
  else if (content.wrap) portals = [createPortal(close, content.wrap, 'close'), content.content && createPortal(arrows, content.content, 'arrows')];
  if (!content.wrap && content.content) portals = createPortal(arrows, content.content);

  return (
    <>
      <div id="overlay" ref={overlay} onClick={closeMenuItemPopup} />
      <div
        className="popup_menuitem"
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        aria-labelledby={content.titleId}
        aria-label={content.titleId ? undefined : 'Menu item'}
        ref={popup}
      >
        {inPopup}
      </div>
      {portals}
    </>
  );
}
