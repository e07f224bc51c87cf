import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeSettings } from '../../src/settings-theme';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { hidePreloader, showPreloader } from '../theme-layout/preloader-overlay';
import { warn } from '../theme-shared/popups';
import { textLookup } from '../theme-shared/texts';
import type { Direction } from './menu-item-dialog';

// One load at a time on the whole page (spec §4): a second click while loading is ignored.
let loading = false;

/**
 * Menu-item popup (B): a click on a `.show_popup_menuitem` link of a `.sc_menuitems` block loads the
 * item (`ajax_menuitem`) under the page preloader and shows it in a dialog with arrows that wrap
 * around the ids of that block. The loading and dialog code loads on the first click.
 */
export default defineEnhancerModule({
  settings: () => ({ theme: readThemeSettings(), layout: readThemeLayoutSettings() }),
  mount(block, { settings, signal, report }) {
    const ids = settings.layout.menuItems[block.id] ?? [];
    const doc = block.ownerDocument;
    const text = textLookup(settings.theme.strings);
    const failureText = text('search_error');
    const genericText = text('ajax_error');
    let opened = false;

    const load = (id: string, opener: Element | null, via?: Direction): void => {
      if (loading) return;
      loading = true;
      block.setAttribute('aria-busy', 'true');
      showPreloader(doc);
      opened = true;
      import('./menu-item-load')
        .then(({ loadMenuItem }) =>
          loadMenuItem({ ajaxUrl: settings.theme.ajaxUrl, nonce: settings.theme.nonce, failureText, genericText, id, ids, opener, block, ...(via && { via }), signal, navigate: (next, direction) => load(next, null, direction) }),
        )
        .catch((error: unknown) => {
          report(error);
          warn(failureText);
        })
        .finally(() => {
          loading = false;
          block.removeAttribute('aria-busy');
          hidePreloader(doc);
        });
    };

    const links = Array.from(block.querySelectorAll('a.show_popup_menuitem'));
    for (const link of links) link.setAttribute('aria-haspopup', 'dialog');
    block.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest?.('a.show_popup_menuitem');
        if (!link || !block.contains(link)) return;
        event.preventDefault();
        const id = link.getAttribute('rel')?.trim();
        if (id) load(id, link);
      },
      { signal },
    );
    return () => {
      for (const link of links) link.removeAttribute('aria-haspopup');
      if (opened) void import('./menu-item-dialog').then(({ menuItemPopupOwner, dropMenuItemPopup }) => menuItemPopupOwner() === block && dropMenuItemPopup());
    };
  },
});
