import { useLayoutEffect, useMemo, useRef } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { holdDialogFocus } from '../../src/dialog-focus';
import { useServerEvent } from '../../src/use-server-event';
import { useSignalValue } from '../../src/use-signal-value';
import { findThemeStorage } from '../../src/theme-storage';
import { stored } from '../theme-shared/theme-definitions';
import { hideAccountPopup, popupForLink, showAccountPopup, shownPopup, toggleAccountPopup } from './popup-controller';

/** Generation A with `css_animation`: the theme's animation classes for showing a popup. */
function popupAnimation(): { in: string; out: string } | undefined {
  const flag = stored('css_animation');
  const name = (key: string) => {
    const value = stored(key);
    return typeof value === 'string' ? value : '';
  };
  return findThemeStorage()?.generation === 'A' && flag && flag !== '0' && name('menu_animation_in') ? { in: name('menu_animation_in'), out: name('menu_animation_out') } : undefined;
}

const firstField = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, select');

/**
 * A popup link (`.popup_link`, B also `.popup_login_link` / `.popup_register_link`) opens the login or
 * registration popup its `href` names, hiding the other one: A toggles, B shows. The popup it opened
 * is a dialog while shown (focus moves to its first field, Tab stays inside, Escape and the close
 * control close it, focus goes back to the link); generation A with `css_animation` animates it in.
 */
function PopupLink({ element: link }: ServerMarkupProps) {
  const id = useMemo(() => (link.getAttribute('href') ?? '').split('#')[1] ?? '', [link]);
  const generationA = useMemo(() => findThemeStorage()?.generation === 'A', []);
  const animation = useMemo(popupAnimation, []);
  const shown = useSignalValue(shownPopup);
  const popup = id && shown?.opener === link ? shown.popup : null;
  const close = useMemo(() => popup?.querySelector<HTMLElement>(':scope > .popup_close') ?? null, [popup]);

  useLayoutEffect(() => {
    if (!id) return;
    link.setAttribute('aria-haspopup', 'dialog');
    return () => {
      link.removeAttribute('aria-haspopup');
      link.removeAttribute('aria-expanded');
      // The link is gone: so is the popup it showed.
      if (shownPopup.peek()?.opener === link) shownPopup.value = undefined;
    };
  }, [link, id]);
  useLayoutEffect(() => {
    if (id) link.setAttribute('aria-expanded', String(popup !== null));
  }, [link, id, popup]);

  // Shown before focus moves in; hidden before focus goes back.
  useLayoutEffect(() => {
    if (!popup) return;
    const label = popup.hasAttribute('aria-label') ? undefined : link.textContent?.trim() || undefined;
    popup.style.display = 'block';
    popup.setAttribute('role', 'dialog');
    popup.setAttribute('aria-modal', 'true');
    if (label) popup.setAttribute('aria-label', label);
    if (animation) {
      popup.classList.remove(animation.out);
      popup.classList.add('animated', 'fast', animation.in);
    }
    close?.setAttribute('role', 'button');
    close?.setAttribute('aria-label', 'Close');
    return () => {
      popup.style.display = 'none';
      if (animation) popup.classList.remove('animated', 'fast', animation.in);
      popup.removeAttribute('role');
      popup.removeAttribute('aria-modal');
      if (label) popup.removeAttribute('aria-label');
    };
  }, [link, popup, close, animation]);
  // Focus is held while shown and given back in an effect's body, not in its cleanup: React DOM puts
  // focus back where it was after the DOM changes of a commit, which are when cleanups run.
  const releaseFocus = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (popup) {
      releaseFocus.current = holdDialogFocus(popup, { onEscape: () => hideAccountPopup(popup), returnTo: link, initialFocus: firstField });
      return;
    }
    // Gives focus back to the link when it was inside the popup.
    releaseFocus.current?.();
    releaseFocus.current = null;
  }, [link, popup]);
  useLayoutEffect(() => () => releaseFocus.current?.(), []);

  useServerEvent(close, 'click', (event) => {
    event.preventDefault();
    if (popup) hideAccountPopup(popup);
  });
  useServerEvent(id ? link : null, 'click', (event) => {
    const target = popupForLink(link, id);
    if (!target) return;
    // Handled here (the theme returned false): menu scripts further up must not also treat it as an anchor link.
    event.preventDefault();
    event.stopPropagation();
    if (generationA) toggleAccountPopup(target, link);
    else showAccountPopup(target, link);
  });
  return null;
}

export default defineComponent(PopupLink);
