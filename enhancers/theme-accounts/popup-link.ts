import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { stored } from '../theme-shared/theme-definitions';
import { hideAccountPopup, isPopupShown, popupForLink, setPopupAnimation, showAccountPopup, toggleAccountPopup } from './popup-controller';

/** Generation A with `css_animation`: the theme's animation classes for showing a popup. */
function popupAnimation(): { in: string; out: string } | undefined {
  const flag = stored('css_animation');
  const name = (key: string) => {
    const value = stored(key);
    return typeof value === 'string' ? value : '';
  };
  return findThemeStorage()?.generation === 'A' && flag && flag !== '0' && name('menu_animation_in') ? { in: name('menu_animation_in'), out: name('menu_animation_out') } : undefined;
}

/**
 * A popup link (`.popup_link`, B also `.popup_login_link` / `.popup_register_link`) opens the login or
 * registration popup its `href` names, hiding the other one: A toggles, B shows.
 */
export default defineEnhancerModule({
  mount(link, { signal }) {
    const id = (link.getAttribute('href') ?? '').split('#')[1] ?? '';
    if (!id) return;
    const generationA = findThemeStorage()?.generation === 'A';
    setPopupAnimation(popupAnimation());
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-expanded', 'false');
    link.addEventListener(
      'click',
      (event) => {
        const popup = popupForLink(link, id);
        if (!popup) return;
        // Handled here (the theme returned false): menu scripts further up must not also treat it as an anchor link.
        event.preventDefault();
        event.stopPropagation();
        if (generationA) toggleAccountPopup(popup, link as HTMLElement);
        else showAccountPopup(popup, link as HTMLElement);
      },
      { signal },
    );
    return () => {
      const popup = popupForLink(link, id);
      if (popup && isPopupShown(popup)) hideAccountPopup(popup);
      link.removeAttribute('aria-haspopup');
      link.removeAttribute('aria-expanded');
    };
  },
});
