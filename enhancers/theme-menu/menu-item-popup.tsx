import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readThemeSettings } from '../../src/settings-theme';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { useBusy } from '../../src/use-busy';
import { useServerEvent } from '../../src/use-server-event';
import { hidePreloader, showPreloader } from '../theme-layout/preloader-overlay';
import { warn } from '../theme-shared/popups';
import { textLookup } from '../theme-shared/texts';
import type { Direction } from './menu-item-dialog';

// One load at a time on the whole page (spec §4): a second click while loading is ignored.
let loading = false;

const settings = () => ({ theme: readThemeSettings(), layout: readThemeLayoutSettings() });
type Settings = ReturnType<typeof settings>;

/**
 * Menu-item popup (B): a click on a `.show_popup_menuitem` link of a `.sc_menuitems` block loads the
 * item (`ajax_menuitem`) under the page preloader and shows it in the popup (menu-item-dialog.tsx), with
 * arrows that wrap around the ids of that block. The block is busy while its load runs. The loading and
 * popup code loads on the first click.
 */
function MenuItems({ element: block, settings, signal, report }: ServerMarkupProps<Settings>) {
  const doc = block.ownerDocument;
  const ids = settings.layout.menuItems[block.id] ?? [];
  const text = textLookup(settings.theme.strings);
  const failureText = text('search_error');
  const genericText = text('ajax_error');
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);
  useBusy(block, busy);

  const links = useMemo(() => Array.from(block.querySelectorAll('a.show_popup_menuitem')), [block]);
  useLayoutEffect(() => {
    for (const link of links) link.setAttribute('aria-haspopup', 'dialog');
    return () => {
      for (const link of links) link.removeAttribute('aria-haspopup');
    };
  }, [links]);
  // Leaving the page, the block takes its open popup with it.
  useLayoutEffect(
    () => () => {
      if (opened.current) void import('./menu-item-dialog').then(({ menuItemPopupOwner, dropMenuItemPopup }) => menuItemPopupOwner() === block && dropMenuItemPopup());
    },
    [block],
  );

  const load = (id: string, opener: Element | null, via?: Direction): void => {
    if (loading) return;
    loading = true;
    setBusy(true);
    showPreloader(doc);
    opened.current = true;
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
        setBusy(false);
        hidePreloader(doc);
      });
  };

  useServerEvent(block, 'click', (event) => {
    const link = (event.target as Element).closest?.('a.show_popup_menuitem');
    if (!link || !block.contains(link)) return;
    event.preventDefault();
    const id = link.getAttribute('rel')?.trim();
    if (id) load(id, link);
  });
  return null;
}

export default defineComponent(MenuItems, { settings });
